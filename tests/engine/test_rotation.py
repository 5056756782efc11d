"""The night's rotation: a game per level, per orbit at each table, and dealer's choice
(the button picks the orbit's game, recorded, refused and undone like any event)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.entry_options import FREEZEOUT
from app.engine.errors import ConfigError, IllegalAction
from app.engine.game_orbits import ChoiceDue, choice_due_now
from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE, preset_named, preset_problems
from app.engine.rotation import GameChange, GameOrbit, NightGame, Rotation, rotation_problems
from app.engine.rules import AnteMode, BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import replay_tournament
from app.engine.tournament_events import EventUndone, GameChosen, HandStarted, TournamentCreated
from app.store.tournament_schema import event_codec, from_snapshot, snapshot_codec, to_snapshot
from tests.tournament_kit import SETUP, Recorder, seat_events

NL_HOLDEM = NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT)
PLO = NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)
LIMIT_HI_LO = NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)
GAMES = (NL_HOLDEM, PLO, LIMIT_HI_LO)

FIVE_LEVELS = BlindStructure(tuple(Level(25 * 2**k, 50 * 2**k, 0, 600) for k in range(5)))


def _setup(change: GameChange, structure: BlindStructure = FIVE_LEVELS):
    return replace(SETUP, structure=structure, rules=replace(SETUP.rules, ante_mode=AnteMode.NONE),
                   rotation=Rotation(GAMES, change))


def _night(event: object) -> NightGame:
    assert isinstance(event, HandStarted)
    return NightGame(event.config.game, event.config.rules.structure)


def _play_hand(recorder: Recorder, now: float = 1.0) -> NightGame:
    recorder.deal(now=now)
    night = _night(recorder.events[-1])
    recorder.fold_to_big_blind()
    return night


# ----- every level -----------------------------------------------------------------------


def test_level_k_plays_game_k_mod_n_with_the_level_s_blinds_and_bets() -> None:
    dealt = []
    for step in range(5):
        recorder = Recorder.new(_setup(GameChange.LEVEL))
        recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
        recorder.deal(now=2.0)
        event = recorder.events[-1]
        assert isinstance(event, HandStarted)
        dealt.append((_night(event), event.config.big_blind, event.config.small_bet))
    assert dealt == [
        (NL_HOLDEM, 50, None), (PLO, 100, None), (LIMIT_HI_LO, 200, None),
        (NL_HOLDEM, 400, None), (PLO, 800, None),
    ]


def test_a_level_naming_its_own_game_keeps_it_and_fixed_limit_uses_the_level_s_bets() -> None:
    structure = BlindStructure((
        Level(25, 50, 0, 600, game=Game.SHORT_DECK),
        Level(50, 100, 0, 600),
        Level(100, 200, 0, 600, small_bet=200, big_bet=400),
    ))
    games = []
    for step in range(3):
        recorder = Recorder.new(_setup(GameChange.LEVEL, structure))
        recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
        recorder.deal(now=2.0)
        config = recorder.events[-1].config  # type: ignore[union-attr]
        games.append((config.game, config.rules.structure, config.small_bet, config.big_bet))
    assert games == [
        (Game.SHORT_DECK, BettingStructure.NO_LIMIT, None, None),  # the level's own game
        (Game.OMAHA, BettingStructure.POT_LIMIT, None, None),
        (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT, 200, 400),
    ]


# ----- every orbit -----------------------------------------------------------------------


def test_the_game_changes_after_four_hands_at_a_four_player_table() -> None:
    recorder = Recorder.new(_setup(GameChange.ORBIT))
    recorder.rec(*seat_events(4), ClockStarted(0.0))
    played = [_play_hand(recorder) for _ in range(9)]
    assert played == [NL_HOLDEM] * 4 + [PLO] * 4 + [LIMIT_HI_LO]
    assert recorder.state.table(1).orbit == GameOrbit(LIMIT_HI_LO, start=1, last=1)


def test_a_bust_mid_orbit_ends_the_orbit_when_the_button_comes_round() -> None:
    recorder = Recorder.new(_setup(GameChange.ORBIT))
    recorder.rec(*seat_events(4), ClockStarted(0.0))
    assert _play_hand(recorder) == NL_HOLDEM  # button 1
    recorder.deal(now=1.0)  # button 2: Bob (975 chips) all in, Cat calls, Bob is out
    recorder.all_in_showdown({2: "2c 3d", 3: "As Ad"}, "Kh Qh 9s 7c 5d", folders=(1, 4))
    assert recorder.state.player(2).busted
    buttons, games = [], []
    for _ in range(4):
        recorder.deal(now=1.0)
        event = recorder.events[-1]
        assert isinstance(event, HandStarted)
        buttons.append(event.config.button)
        games.append(_night(event))
        recorder.fold_to_big_blind()
    # Three players left: the button goes 3, 4, then back to seat 1, where the orbit of
    # hold'em that started there is over (four hands, the bust's included).
    assert buttons == [3, 4, 1, 3]
    assert games == [NL_HOLDEM, NL_HOLDEM, PLO, PLO]


def test_the_orbit_survives_undo_replay_and_a_snapshot() -> None:
    recorder = Recorder.new(_setup(GameChange.ORBIT))
    recorder.rec(*seat_events(4), ClockStarted(0.0))
    for _ in range(5):
        _play_hand(recorder)
    state = replay_tournament(recorder.events)
    assert state.table(1).orbit == recorder.state.table(1).orbit == GameOrbit(PLO, 1, 1)
    codec = snapshot_codec()
    again = from_snapshot(codec.decode(codec.encode(to_snapshot(state, 99))))
    assert again.table(1).orbit == GameOrbit(PLO, 1, 1)
    # Undoing the fifth hand's last fold and the hand puts the table back in hold'em.
    undone = replay_tournament([*recorder.events, *[EventUndone()] * 4])
    assert undone.table(1).hand is None
    assert undone.table(1).orbit == GameOrbit(NL_HOLDEM, start=1, last=4)


# ----- dealer's choice -------------------------------------------------------------------


def _choosing() -> Recorder:
    recorder = Recorder.new(_setup(GameChange.DEALERS_CHOICE))
    recorder.rec(*seat_events(4), ClockStarted(0.0))
    return recorder


def test_no_hand_until_the_button_chooses_then_the_choice_holds_for_the_orbit() -> None:
    recorder = _choosing()
    assert choice_due_now(recorder.state, 1, 1.0) == 1
    with pytest.raises(ChoiceDue, match="Table 1: Ann on the button chooses the game first"):
        recorder.deal(now=1.0)
    recorder.rec(GameChosen(1, LIMIT_HI_LO))
    assert choice_due_now(recorder.state, 1, 1.0) is None
    played = [_play_hand(recorder) for _ in range(4)]
    assert played == [LIMIT_HI_LO] * 4
    assert choice_due_now(recorder.state, 1, 1.0) == 1  # the button is back at seat 1
    recorder.rec(GameChosen(1, PLO))
    assert _play_hand(recorder) == PLO


def test_a_choice_is_refused_in_words() -> None:
    recorder = _choosing()
    stud = NightGame(Game.SHORT_DECK, BettingStructure.NO_LIMIT)
    with pytest.raises(IllegalAction, match="No-limit Short Deck Hold'em is not one of "
                                            "tonight's games"):
        recorder.rec(GameChosen(1, stud))
    recorder.rec(GameChosen(1, PLO))
    with pytest.raises(IllegalAction, match="Table 1 already chose Pot-limit Omaha for this "
                                            "orbit"):
        recorder.rec(GameChosen(1, NL_HOLDEM))
    _play_hand(recorder)
    with pytest.raises(IllegalAction, match="No choice is due at table 1: the orbit of "
                                            "Pot-limit Omaha goes on"):
        recorder.rec(GameChosen(1, NL_HOLDEM))
    alone = Recorder.new(_setup(GameChange.DEALERS_CHOICE))
    alone.rec(*seat_events(1))
    with pytest.raises(IllegalAction, match="No choice is due at table 1: no hand can be "
                                            "dealt there now"):
        alone.rec(GameChosen(1, PLO))
    fixed = Recorder.new(_setup(GameChange.ORBIT))
    fixed.rec(*seat_events(4))
    with pytest.raises(IllegalAction, match="This tournament has no dealer's choice"):
        fixed.rec(GameChosen(1, PLO))


def test_a_hand_must_deal_the_chosen_game() -> None:
    recorder = _choosing()
    recorder.rec(GameChosen(1, PLO))
    event = recorder.events[-1]
    assert isinstance(event, GameChosen)
    dealt = Recorder.new(_setup(GameChange.DEALERS_CHOICE))
    dealt.rec(*recorder.events[1:])
    dealt.deal(now=1.0)
    wrong = replace(dealt.events[-1], config=replace(  # type: ignore[type-var]
        dealt.events[-1].config, game=Game.HOLDEM,  # type: ignore[union-attr]
        rules=replace(dealt.events[-1].config.rules,  # type: ignore[union-attr]
                      structure=BettingStructure.NO_LIMIT)))
    with pytest.raises(IllegalAction, match="Table 1 plays Pot-limit Omaha now, not No-limit "
                                            "Hold'em"):
        replay_tournament([*recorder.events, wrong])


def test_undoing_the_choice_makes_it_due_again() -> None:
    recorder = _choosing()
    recorder.rec(GameChosen(1, LIMIT_HI_LO))
    recorder.deal(now=1.0)
    state = replay_tournament([*recorder.events, EventUndone(), EventUndone()])
    assert state.table(1).orbit is None
    assert choice_due_now(state, 1, 1.0) == 1


def test_the_choice_is_written_as_its_own_event_and_setups_without_rotation_as_before() -> None:
    codec = event_codec()
    assert codec.encode(GameChosen(2, LIMIT_HI_LO)) == (
        '{"table":2,"game":{"game":"omaha_hi_lo","betting":"fixed_limit"},"kind":"game_chosen"}'
    )
    assert codec.decode(codec.encode(GameChosen(2, PLO))) == GameChosen(2, PLO)
    assert '"rotation"' not in codec.encode(TournamentCreated(SETUP))
    plain = Recorder.new()
    plain.rec(*seat_events(3))
    plain.deal(now=1.0)
    assert '"orbit"' not in snapshot_codec().encode(to_snapshot(plain.state, 9))
    written = codec.encode(TournamentCreated(_setup(GameChange.DEALERS_CHOICE)))
    assert '"rotation":{"games":[{"game":"holdem","betting":"no_limit"}' in written
    assert codec.decode(written) == TournamentCreated(_setup(GameChange.DEALERS_CHOICE))


# ----- validation and the preset ---------------------------------------------------------


def test_rotations_refuse_what_cannot_be_dealt() -> None:
    with pytest.raises(ConfigError, match="A rotation needs at least one game"):
        Rotation(())
    with pytest.raises(ConfigError, match="a game is listed twice"):
        Rotation((PLO, PLO))
    assert rotation_problems(Rotation(GAMES), 12) == [
        "The rotation deals Omaha, which deals at most 11 players; the tables seat 12",
        "The rotation deals Omaha Hi-Lo, which deals at most 11 players; the tables seat 12",
    ]
    assert setup_problems(_setup(GameChange.ORBIT)) == ()
    bets_without_limit = replace(
        _setup(GameChange.ORBIT), structure=BlindStructure((Level(25, 50, small_bet=50),)),
        rotation=Rotation((NL_HOLDEM, PLO), GameChange.ORBIT), rebuys=FREEZEOUT)
    assert setup_problems(bets_without_limit) == ((
        "structure",
        "Level 1 sets fixed-limit bets but no game of the rotation plays fixed limit"),)


def test_the_dealer_s_choice_preset_fits_together() -> None:
    preset = preset_named("Dealer's choice — hold'em and Omaha")
    assert preset is DEALERS_CHOICE
    assert preset_problems(preset) == ()
    assert preset.rotation == Rotation(GAMES, GameChange.DEALERS_CHOICE)
    assert all(level.ante == 0 and not level.names_game for level in preset.structure.levels)
