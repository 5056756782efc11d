"""A level of another game than hold'em says its game on the TV, /api/state and the
console's clock bar; hold'em levels read as before."""

from __future__ import annotations

from dataclasses import replace

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.games import Game
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import BlindStructure, Break, Level
from app.present.public_state import build_public_state
from app.present.room_facts import level_title, next_level_line
from app.present.view_model import build_display_model
from tests.tournament_kit import SETUP, Recorder, seat_events

MIXED = BlindStructure((
    Level(100, 200, 0, 600),
    Level(200, 400, 0, 600, game=Game.OMAHA_HI_LO, betting=BettingStructure.FIXED_LIMIT,
          small_bet=400, big_bet=800),
))


def at_level(step: int) -> Recorder:
    recorder = Recorder.new(replace(SETUP, structure=MIXED))
    recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
    return recorder


def test_the_tv_says_the_game_with_the_level() -> None:
    omaha = at_level(1).state
    assert build_display_model(omaha, omaha.clock(2.0), 2.0).level_label == (
        "LEVEL 2 · OMAHA HI-LO")
    holdem = at_level(0).state
    assert build_display_model(holdem, holdem.clock(2.0), 2.0).level_label == "LEVEL 1"


def test_api_state_adds_the_game_only_for_another_game() -> None:
    omaha = at_level(1).state
    data = build_public_state(omaha, omaha.clock(2.0), 2.0, seq=1)
    assert (data["game"], data["game_text"]) == ("omaha_hi_lo", "Omaha Hi-Lo")
    assert data["blinds_text"] == "200 / 400"
    holdem = at_level(0).state
    data = build_public_state(holdem, holdem.clock(2.0), 2.0, seq=1)
    assert "game" not in data and "game_text" not in data
    assert data["next_level"]["game_text"] == "Omaha Hi-Lo"


def test_the_clock_bar_names_the_game_and_the_fixed_limit_bets() -> None:
    assert level_title(2, MIXED.levels[1], AnteMode.BIG_BLIND) == (
        "Level 2 · Omaha Hi-Lo · 200/400, bets 400/800")
    assert level_title(1, MIXED.levels[0], AnteMode.BIG_BLIND) == "Level 1: 100/200"


THREE = BlindStructure((
    Level(100, 200, 0, 600),
    Level(200, 400, 0, 600, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT),
    Level(300, 600, 0, 600, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT),
    Break(600),
    Level(400, 800, 0, 600),
))


def at_step(step: int) -> Recorder:
    recorder = Recorder.new(replace(SETUP, structure=THREE))
    recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
    return recorder


def test_next_names_the_next_levels_game_only_when_it_changes() -> None:
    """Level 1 hold'em → level 2 PLO: the TV, /tv and the clock bar say the game to come;
    level 2 PLO → level 3 PLO: the blinds alone, as on a hold'em night."""
    state = at_step(0).state
    clock = state.clock(2.0)
    assert build_display_model(state, clock, 2.0).next_level == (
        "Level 2 · Pot-limit Omaha · 200 / 400")
    data = build_public_state(state, clock, 2.0, seq=1)
    assert data["next_level"]["text"] == "Level 2 · Pot-limit Omaha · 200 / 400"
    assert next_level_line(clock, THREE, SETUP.rules, "200/400") == (
        "Level 2 · Pot-limit Omaha · 200/400")
    same = at_step(1).state
    clock = same.clock(2.0)
    assert build_display_model(same, clock, 2.0).next_level == "300 / 600"
    assert build_public_state(same, clock, 2.0, seq=1)["next_level"]["text"] == "300 / 600"


def test_at_a_break_next_compares_with_the_level_before_it() -> None:
    state = at_step(3).state  # the break after two PLO levels; hold'em comes back
    clock = state.clock(2.0)
    assert clock.is_break
    assert next_level_line(clock, THREE, SETUP.rules, "400/800") == (
        "Level 4 · No-limit Hold'em · 400/800")


def test_a_holdem_night_says_next_as_before() -> None:
    recorder = Recorder.new(SETUP)
    recorder.rec(*seat_events(3), ClockStarted(0.0))
    state = recorder.state
    clock = state.clock(2.0)
    assert clock.next_level is not None
    blinds = "a text"
    assert next_level_line(clock, state.setup.structure, state.setup.rules, blinds) == blinds


def test_next_names_the_rotations_game_of_the_next_level() -> None:
    """A rotation by level (NL hold'em, then PLO): the levels name no game of their own,
    yet level 2 deals Omaha, and the TV and /tv say so."""
    from app.engine.rotation import GameChange, NightGame, Rotation

    rotation = Rotation(
        (NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
         NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)),
        GameChange.LEVEL,
    )  # fmt: skip
    recorder = Recorder.new(replace(SETUP, rotation=rotation))
    recorder.rec(*seat_events(3), ClockStarted(0.0))
    state = recorder.state
    clock = state.clock(2.0)
    shown = build_display_model(state, clock, 2.0).next_level
    assert shown.startswith("Level 2 · Pot-limit Omaha · ")
    assert build_public_state(state, clock, 2.0, seq=1)["next_level"]["text"] == shown


def test_a_horse_level_played_as_a_flop_or_draw_game_keeps_its_bets_not_its_bring_in() -> None:
    """H.O.R.S.E.'s levels carry the stud hands' bring-in; level 2 of a night of stud
    then 2-7 triple draw reads as the draw game with blinds (it stopped the console)."""
    from app.engine.presets import HORSE
    from app.engine.rotation import GameChange, NightGame, Rotation
    from app.engine.tournament import setup_from_preset
    from app.present.game_choice import level_as_played

    rotation = Rotation(
        (NightGame(Game.STUD, BettingStructure.FIXED_LIMIT),
         NightGame(Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)),
        GameChange.LEVEL,
    )  # fmt: skip
    recorder = Recorder.new(replace(setup_from_preset(HORSE), rotation=rotation))
    recorder.rec(*seat_events(3), ClockStarted(0.0))
    state = recorder.state
    first, second = state.setup.structure.levels[:2]
    stud = level_as_played(state, 1, first)
    assert (stud.game, stud.bring_in, stud.small_bet) == (Game.STUD, 25, 100)
    draw = level_as_played(state, 2, second)
    assert (draw.game, draw.bring_in, draw.small_blind, draw.big_blind, draw.small_bet) == (
        Game.TRIPLE_DRAW, 0, 100, 200, 200)
    assert build_display_model(state, state.clock(2.0), 2.0).next_level.startswith(
        "Level 2 · Fixed-limit 2-7 Triple Draw")


def test_at_a_stud_level_of_a_rotation_no_surface_counts_the_average_in_big_blinds() -> None:
    """H.O.R.S.E.'s third level deals razz: its level carries blinds for the flop games,
    but its hands have none, so the TV and /tv leave the average's "BB" out (/tv said
    "BB" while the TV window said nothing)."""
    from app.engine.presets import HORSE
    from app.engine.tournament import setup_from_preset

    recorder = Recorder.new(setup_from_preset(HORSE))
    recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, 2))
    state = recorder.state
    clock = state.clock(2.0)
    assert state.setup.structure.levels[2].big_blind > 0  # the flop games' blinds
    data = build_public_state(state, clock, 2.0, seq=1)
    assert data["game_text"] == "Razz" and data["average_big_blinds"] == ""
    assert build_display_model(state, clock, 2.0).average_big_blinds == ""
