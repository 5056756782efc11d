"""Stud in a rotation by orbit (issue 27): a stud round lasts as many hands as players
were dealt into its first hand, the button stays where it was, and the next flop or draw
game's button moves on from the last flop or draw hand by the usual rules."""

from __future__ import annotations

import random
from dataclasses import replace

from app.engine.autoplay import random_next_event
from app.engine.clock import ClockStarted
from app.engine.entry_options import FREEZEOUT
from app.engine.errors import IllegalAction
from app.engine.events import BetPlaced, BroughtIn, Called, Folded, RaisedTo
from app.engine.game_orbits import ChoiceDue, choice_due_now
from app.engine.games import Game
from app.engine.presets import EIGHT_GAME, HORSE, preset_named, preset_problems
from app.engine.rotation import GameChange, GameOrbit, NightGame, Rotation
from app.engine.rules import AnteMode, BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import replay_tournament, setup_from_preset
from app.engine.tournament_events import (
    EventUndone,
    GameChosen,
    HandStarted,
    PlayerRegistered,
    PlayerSeated,
    TableClosed,
)
from app.store.tournament_schema import from_snapshot, snapshot_codec, to_snapshot
from tests.tournament_kit import SETUP, Recorder, seat_events

FIXED = BettingStructure.FIXED_LIMIT
LIMIT_HOLDEM = NightGame(Game.HOLDEM, FIXED)
STUD = NightGame(Game.STUD, FIXED)
LIMIT_HI_LO = NightGame(Game.OMAHA_HI_LO, FIXED)
TRIPLE_DRAW = NightGame(Game.TRIPLE_DRAW, FIXED)
GAMES = (LIMIT_HOLDEM, STUD, LIMIT_HI_LO)

# Blinds 25/50 for the flop games; ante 25, bring-in 25 and bets 50/100 for stud.
LEVELS = BlindStructure((Level(25, 50, 25, 6000, 50, 100, bring_in=25),))


def _setup(change: GameChange = GameChange.ORBIT, games: tuple[NightGame, ...] = GAMES):
    return replace(SETUP, structure=LEVELS, rules=replace(SETUP.rules, ante_mode=AnteMode.NONE),
                   rotation=Rotation(games, change), rebuys=FREEZEOUT, seats_per_table=8)


def _seated(count: int = 4, seats: dict[int, tuple[int, int]] | None = None,
            **setup: object) -> Recorder:
    recorder = Recorder.new(_setup(**setup))  # type: ignore[arg-type]
    recorder.rec(*seat_events(count, seats, seat_count=8), ClockStarted(0.0))
    return recorder


def _deal(recorder: Recorder, table: int = 1) -> HandStarted:
    recorder.deal(table, now=1.0)
    event = recorder.events[-1]
    assert isinstance(event, HandStarted)
    return event


def _fold_out(recorder: Recorder, rng: random.Random, table: int = 1) -> None:
    """Everyone folds in turn (a stud bring-in is posted first); cards come at random."""
    while (state := recorder.state.table(table).hand_state) is not None:
        legal = state.legal_actions()
        if legal is None:
            recorder.act(random_next_event(state, rng), table)
        else:
            event = BroughtIn(legal.seat) if legal.bring_in else Folded(legal.seat)
            recorder.act(event, table)


def _fight(recorder: Recorder, fighters: set[int], rng: random.Random) -> None:
    """``fighters`` (seats) bet and raise all they can; the others fold."""
    while (state := recorder.state.table(1).hand_state) is not None:
        legal = state.legal_actions()
        if legal is None:
            recorder.act(random_next_event(state, rng))
        elif legal.bring_in:
            recorder.act(BroughtIn(legal.seat))
        elif legal.seat not in fighters:
            recorder.act(Folded(legal.seat))
        elif legal.can_bet:
            recorder.act(BetPlaced(legal.seat, legal.min_to))
        elif legal.can_raise:
            recorder.act(RaisedTo(legal.seat, legal.min_to))
        else:
            recorder.act(Called(legal.seat))


def _play(recorder: Recorder, rng: random.Random) -> tuple[NightGame, int, int]:
    """Deal and fold out a hand: its game, button and number of players dealt in."""
    event = _deal(recorder)
    _fold_out(recorder, rng)
    config = event.config
    return NightGame(config.game, config.rules.structure), config.button, len(config.seats)


def test_hold_em_then_four_stud_hands_with_the_button_frozen_then_omaha_from_seat_1() -> None:
    recorder = _seated(4)
    rng = random.Random(3)
    hands = [_play(recorder, rng) for _ in range(13)]
    assert hands == [
        (LIMIT_HOLDEM, 1, 4), (LIMIT_HOLDEM, 2, 4), (LIMIT_HOLDEM, 3, 4), (LIMIT_HOLDEM, 4, 4),
        # Four players dealt into the first stud hand: four hands of stud; the button
        # stays where the next flop hand would have it.
        (STUD, 1, 4), (STUD, 1, 4), (STUD, 1, 4), (STUD, 1, 4),
        (LIMIT_HI_LO, 1, 4), (LIMIT_HI_LO, 2, 4), (LIMIT_HI_LO, 3, 4), (LIMIT_HI_LO, 4, 4),
        (LIMIT_HOLDEM, 1, 4),
    ]
    last = recorder.events[-1]
    assert recorder.state.table(1).orbit == GameOrbit(LIMIT_HOLDEM, 1, 1)
    assert not isinstance(last, HandStarted)
    # The stud hands ante and bring in; the Omaha hand after them posts blinds 2 and 3.
    started = [e for e in recorder.events if isinstance(e, HandStarted)]
    stud, omaha = started[4].config, started[8].config
    assert (stud.ante, stud.bring_in, stud.small_bet, stud.big_bet) == (25, 25, 50, 100)
    assert (omaha.small_blind_seat, omaha.big_blind_seat, omaha.ante) == (2, 3, 0)


def test_a_stud_round_counts_hands_not_the_button_and_keeps_its_length_through_a_bust() -> None:
    recorder = _seated(4)
    rng = random.Random(3)
    for _ in range(4):
        _play(recorder, rng)  # hold'em, buttons 1 to 4: everyone has 1,000 again
    event = _deal(recorder)  # the first stud hand
    assert event.config.game is Game.STUD
    # Ann (seat 1) and Bob (seat 2) put in everything; with this deck Ann loses it all.
    _fight(recorder, {1, 2}, random.Random(1))
    assert recorder.state.player(1).busted
    assert recorder.state.table(1).orbit == GameOrbit(STUD, 1, 1, hands_left=3)
    rest = [_play(recorder, rng) for _ in range(4)]
    # The round was four hands long, dealt to four: three more hands with three players.
    assert rest[:3] == [(STUD, 1, 3)] * 3
    # Omaha goes on from the last hold'em hand (button 4, blinds 1 and 2) by the dead
    # button: the big blind to Cat (seat 3), the small blind to Bob (seat 2) and the
    # button to seat 1, empty since Ann busted.
    assert rest[3] == (LIMIT_HI_LO, 1, 3)
    omaha = [e for e in recorder.events if isinstance(e, HandStarted)][-1].config
    assert (omaha.small_blind_seat, omaha.big_blind_seat) == (2, 3)


def test_a_player_seated_during_a_stud_round_plays_it_and_waits_for_the_button_after() -> None:
    recorder = _seated(4, {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7)})
    rng = random.Random(3)
    hands = [_play(recorder, rng) for _ in range(5)]
    assert [button for _, button, _ in hands] == [1, 3, 5, 7, 1]  # hold'em, then stud
    # Eve is moved in (balancing) to seat 2, between the next flop hand's button (1) and
    # its small blind (3).
    recorder.rec(PlayerRegistered(5, "Eve"), PlayerSeated(5, 1, 2))
    stud = [_play(recorder, rng) for _ in range(3)]
    # She antes and plays stud at once (it has no blinds), but the round stays four
    # hands long, as many as were dealt into its first hand.
    assert stud == [(STUD, 1, 5)] * 3
    omaha = _deal(recorder)
    assert omaha.config.game is Game.OMAHA_HI_LO
    # The button moves from Dan's seat (7) to Ann's (1); Eve, new between the button and
    # the small blind, waits until the button passes her, as she would have without stud.
    assert (omaha.config.button, omaha.config.small_blind_seat) == (1, 3)
    assert [s.seat for s in omaha.config.seats] == [1, 3, 5, 7]


def test_a_player_moved_out_mid_round_and_a_table_broken_into_a_stud_table() -> None:
    seats = {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1), 5: (2, 2), 6: (2, 3)}
    recorder = Recorder.new(_setup())
    recorder.rec(*seat_events(6, seats, seat_count=8), ClockStarted(0.0))
    rng = random.Random(4)
    for table in (1, 2):
        for _ in range(4):  # three hold'em hands, then the first stud hand
            recorder.deal(table, now=1.0)
            _fold_out(recorder, rng, table)
    assert recorder.state.table(1).orbit == GameOrbit(STUD, 1, 1, hands_left=2)
    # Balancing moves Cat from table 1 to table 2, both in their stud round: table 1
    # deals its two stud hands left to two players, table 2 its two to four.
    recorder.rec(PlayerSeated(3, 2, 4))
    counts = {}
    for table in (1, 2):
        played = []
        for _ in range(3):
            event = _deal(recorder, table)
            _fold_out(recorder, rng, table)
            played.append((event.config.game, len(event.config.seats)))
        counts[table] = played
    assert counts == {
        1: [(Game.STUD, 2), (Game.STUD, 2), (Game.OMAHA_HI_LO, 2)],
        2: [(Game.STUD, 4), (Game.STUD, 4), (Game.OMAHA_HI_LO, 4)],
    }


def test_a_table_broken_in_its_stud_round_ends_the_round_and_its_players_join_hold_em() -> None:
    seats = {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1), 5: (2, 2)}
    recorder = Recorder.new(_setup())
    recorder.rec(*seat_events(5, seats, seat_count=8), ClockStarted(0.0))
    rng = random.Random(6)
    for _ in range(3):  # table 1: its hold'em orbit, buttons 1 to 3
        recorder.deal(1, now=1.0)
        _fold_out(recorder, rng, 1)
    for _ in range(3):  # table 2: two hold'em hands, then the first of two stud hands
        recorder.deal(2, now=1.0)
        _fold_out(recorder, rng, 2)
    assert recorder.state.table(2).orbit == GameOrbit(STUD, 1, 1, hands_left=1)
    # Table 2 breaks: Dan and Eve go to table 1 (seats 5 and 6), whose next hand, its
    # first stud hand, deals them in at once; the broken table's round is gone with it.
    recorder.rec(PlayerSeated(4, 1, 5), PlayerSeated(5, 1, 6), TableClosed(2))
    assert [t.number for t in recorder.state.tables] == [1]
    stud = _deal(recorder)
    assert (stud.config.game, len(stud.config.seats)) == (Game.STUD, 5)
    _fold_out(recorder, rng)
    assert recorder.state.table(1).orbit == GameOrbit(STUD, 1, 1, hands_left=4)


def test_undo_across_the_boundary_and_replay_and_a_snapshot_give_the_same_round() -> None:
    recorder = _seated(4)
    rng = random.Random(3)
    for _ in range(6):
        _play(recorder, rng)  # four hold'em hands, two stud hands
    assert recorder.state.table(1).orbit == GameOrbit(STUD, 1, 1, hands_left=2)
    state = replay_tournament(recorder.events)
    assert state.table(1).orbit == recorder.state.table(1).orbit
    codec = snapshot_codec()
    again = from_snapshot(codec.decode(codec.encode(to_snapshot(state, 99))))
    assert again.table(1).orbit == GameOrbit(STUD, 1, 1, hands_left=2)
    # Undo both stud hands, each to before its deal: back in hold'em's finished orbit,
    # and the next hand is stud again, with the button where hold'em left it.
    first_stud = next(i for i, e in enumerate(recorder.events)
                      if isinstance(e, HandStarted) and e.config.game is Game.STUD)
    undone = replay_tournament(
        [*recorder.events, *[EventUndone()] * (len(recorder.events) - first_stud)])
    assert undone.table(1).orbit == GameOrbit(LIMIT_HOLDEM, start=1, last=4)
    back = Recorder(undone, recorder.events[:first_stud])
    assert _play(back, rng) == (STUD, 1, 4)


def test_stud_by_orbit_and_by_choice_fit_in_a_setup() -> None:
    assert setup_problems(_setup()) == ()
    assert setup_problems(_setup(GameChange.DEALERS_CHOICE)) == ()


# ----- dealer's choice -------------------------------------------------------------------


def test_dealer_s_choice_of_stud_then_the_next_button_chooses_triple_draw() -> None:
    recorder = _seated(4, change=GameChange.DEALERS_CHOICE,
                       games=(LIMIT_HOLDEM, STUD, TRIPLE_DRAW))
    rng = random.Random(5)
    assert choice_due_now(recorder.state, 1, 1.0) == 1
    recorder.rec(GameChosen(1, LIMIT_HOLDEM))
    assert [_play(recorder, rng)[1] for _ in range(4)] == [1, 2, 3, 4]
    # Ann is due to choose again (the button is back on her seat): she picks stud.
    assert choice_due_now(recorder.state, 1, 1.0) == 1
    recorder.rec(GameChosen(1, STUD))
    assert [_play(recorder, rng) for _ in range(4)] == [(STUD, 1, 4)] * 4
    # After the stud round the choice is Ann's again: the button moves on from the last
    # hold'em hand (Dan's, seat 4) to her, as if stud had not been played.
    try:
        _deal(recorder)
    except ChoiceDue as due:
        assert (due.table, due.chooser) == (1, 1)
    else:  # pragma: no cover
        raise AssertionError("a choice was due")
    recorder.rec(GameChosen(1, TRIPLE_DRAW))
    draw = [_play(recorder, rng) for _ in range(4)]
    assert draw == [(TRIPLE_DRAW, 1, 4), (TRIPLE_DRAW, 2, 4), (TRIPLE_DRAW, 3, 4),
                    (TRIPLE_DRAW, 4, 4)]
    assert choice_due_now(recorder.state, 1, 1.0) == 1


def test_no_choice_is_taken_in_the_middle_of_a_stud_round() -> None:
    recorder = _seated(3, change=GameChange.DEALERS_CHOICE, games=(STUD, TRIPLE_DRAW))
    recorder.rec(GameChosen(1, STUD))
    _play(recorder, random.Random(2))
    assert choice_due_now(recorder.state, 1, 1.0) is None
    try:
        recorder.rec(GameChosen(1, TRIPLE_DRAW))
    except IllegalAction as error:
        assert "the orbit of Fixed-limit Seven Card Stud goes on" in str(error)
    else:  # pragma: no cover
        raise AssertionError("a choice mid-round was taken")


# ----- the 8-game preset -----------------------------------------------------------------


def test_the_8_game_preset_fits_together_and_rotates_eight_games_by_orbit() -> None:
    preset = preset_named("8-game")
    assert preset is EIGHT_GAME
    assert preset_problems(preset) == ()
    assert setup_problems(setup_from_preset(preset)) == ()
    assert preset.rotation is not None and preset.rotation.change is GameChange.ORBIT
    assert [night.code for night in preset.rotation.games] == [
        "deuce_to_seven_triple_draw/fixed_limit", "holdem/fixed_limit",
        "omaha_hi_lo/fixed_limit", "razz/fixed_limit", "stud/fixed_limit",
        "stud_hi_lo/fixed_limit", "holdem/no_limit", "omaha/pot_limit"]
    assert preset.seats_per_table == 8  # stud deals eight at most
    # Every level carries the blinds (flop and draw games, no-limit and pot-limit ones
    # too) and stud's ante, bring-in and bets; only stud antes.
    first = preset.structure.levels[0]
    assert (first.small_blind, first.big_blind, first.ante, first.bring_in,
            first.small_bet, first.big_bet) == (50, 100, 25, 25, 100, 200)
    assert preset.rules.ante_mode is AnteMode.NONE
    assert preset.structure == HORSE.structure
