"""What the room's screens say of a rotation: the level's game where the rotation
changes it by level, each table's game where its orbit decides."""

from __future__ import annotations

from dataclasses import replace

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.games import Game
from app.engine.presets import EIGHT_GAME, HORSE
from app.engine.rotation import GameChange, GameOrbit, NightGame, Rotation
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import new_tournament, setup_from_preset
from app.engine.tournament_events import GameChosen
from app.engine.tournament_state import Table
from app.present.game_choice import game_choice, level_as_played, table_game_text
from app.present.public_state import build_public_state
from app.present.view_model import build_display_model
from tests.tournament_kit import SETUP, Recorder, seat_events

HI_LO = NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)
GAMES = (NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT), HI_LO)
LEVELS = BlindStructure((Level(25, 50, 0, 600), Level(50, 100, 0, 600)))


def _night(change: GameChange) -> Recorder:
    setup = replace(SETUP, structure=LEVELS, rules=replace(SETUP.rules, ante_mode=AnteMode.NONE),
                    rotation=Rotation(GAMES, change))
    recorder = Recorder.new(setup)
    recorder.rec(*seat_events(3), ClockStarted(0.0))
    return recorder


def test_the_tv_and_the_tv_page_say_the_game_of_a_rotation_by_level() -> None:
    recorder = _night(GameChange.LEVEL)
    public = build_public_state(recorder.state, recorder.state.clock(1.0), 1.0, 1)
    assert "game" not in public  # level 1 plays hold'em, said as before
    assert public["next_level"]["game_text"] == "Omaha Hi-Lo"
    recorder.rec(LevelJumped(2.0, 1))
    model = build_display_model(recorder.state, recorder.state.clock(3.0), 3.0)
    assert model.level_label == "LEVEL 2 · OMAHA HI-LO"


def test_each_table_says_its_orbit_s_game_and_the_choice_due() -> None:
    recorder = _night(GameChange.DEALERS_CHOICE)
    state = recorder.state
    assert table_game_text(state, 1) == ""
    view = game_choice(state, 1, 1.0)
    assert view is not None and view.options == (
        "1  No-limit Hold'em", "2  Fixed-limit Omaha Hi-Lo")
    assert view.title == "Table 1: Ann chooses the game"
    state = recorder.rec(GameChosen(1, HI_LO))
    assert game_choice(state, 1, 1.0) is None
    assert table_game_text(state, 1) == "Fixed-limit Omaha Hi-Lo"
    assert level_as_played(state, 1, LEVELS.levels[0], table=1).game is Game.OMAHA_HI_LO
    assert level_as_played(state, 1, LEVELS.levels[0]).game is Game.HOLDEM


def test_a_mixed_night_s_level_shows_each_game_s_own_amounts() -> None:
    # H.O.R.S.E. and 8-game levels carry blinds, stud's ante and bring-in, and bets: the
    # clock bar's level as played shows a game's own (it raised before stud by orbit).
    horse = new_tournament(setup_from_preset(HORSE))
    level = HORSE.structure.levels[0]
    assert [level_as_played(horse, n, level).describe() for n in (1, 3)] == [
        "50/100, bets 100/200", "ante 25, bring-in 25, bets 100/200"]
    eight = new_tournament(setup_from_preset(EIGHT_GAME))
    assert EIGHT_GAME.rotation is not None
    shown = [
        level_as_played(replace(eight, tables=(Table(1, 8, orbit=GameOrbit(night)),)), 1,
                        level, table=1).describe()
        for night in EIGHT_GAME.rotation.games
    ]
    assert shown == (["50/100, bets 100/200"] * 3 + ["ante 25, bring-in 25, bets 100/200"] * 3
                     + ["50/100"] * 2)
