"""The tournament model: registration, tables, seats, hands, busts, places, entries,
untracked tables, voids, corrections, undo and replay (RULES.md "Button and blinds",
"Tournament")."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app.engine import seating, seating_plans
from app.engine.accounts import prizes, standings
from app.engine.autoplay import random_next_event
from app.engine.clock import ClockStarted, LevelJumped
from app.engine.director import DealOnBreak, can_deal, next_hand_event, plan_tables, verify_can_deal
from app.engine.entry_options import FREEZEOUT, EntryKind, RebuyPolicy
from app.engine.errors import IllegalAction
from app.engine.events import (
    Called,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.payouts import PayoutTable, PayoutTier
from app.engine.presets import HOME_STANDARD, POKER_PRACTICE
from app.engine.prizes import RaceSeat, chip_race
from app.engine.tournament import (
    TournamentState,
    apply_event,
    can_apply,
    effective_events,
    new_tournament,
    replay_from,
    replay_tournament,
    setup_from_preset,
    verify_event,
)
from app.engine.tournament_events import (
    ChipsColoredUp,
    ChipsCounted,
    EntryTaken,
    EventUndone,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SeatsDrawn,
    SetupChanged,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)
from tests.tournament_kit import (
    NAMES,
    REBUY,
    SETUP,
    Recorder,
    chips_brought,
    fingerprint,
    live_hand,
    seated,
)

FOUR_SPREAD = {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7)}
"""Four players at table 1 in seats 1, 3, 5 and 7 (gaps for dead buttons and newcomers)."""


def refused(state: TournamentState, event: TournamentEvent, match: str) -> None:
    """``event`` is refused with a message matching ``match``; the state is untouched."""
    before = fingerprint(state)
    with pytest.raises(IllegalAction, match=match):
        apply_event(state, event)
    assert not can_apply(state, event)
    assert fingerprint(state) == before


def started(recorder: Recorder) -> HandStarted:
    event = recorder.events[-1]
    assert isinstance(event, HandStarted)
    return event


def hand_events(recorder: Recorder, number: int) -> tuple[HandEvent, ...]:
    return tuple(e.event for e in recorder.events if isinstance(e, HandActed) and e.hand == number)


def hand_start(recorder: Recorder, number: int) -> HandStarted:
    return next(e for e in recorder.events if isinstance(e, HandStarted) and e.number == number)


def check_down_to_showdown(recorder: Recorder, table: int = 1) -> None:
    """Limp/check every street with unknown board cards, so a PotAwarded decides it."""
    while True:
        hand_state = recorder.state.table(table).hand_state
        assert hand_state is not None
        if hand_state.to_act is not None:
            seat = hand_state.to_act
            legal = hand_state.legal_actions()
            assert legal is not None
            recorder.act(Checked(seat) if legal.can_check else Called(seat), table)
        elif hand_state.awaiting_board is not None:
            street = hand_state.awaiting_board.value
            recorder.act((FlopDealt(), TurnDealt(), RiverDealt())[street - 1], table)
        else:
            return


def stacks(state: TournamentState) -> dict[int, int]:
    return {p.id: p.stack for p in state.players}


# ----- registration -----------------------------------------------------------------------


def test_registration_gives_the_starting_stack_and_tidies_the_name() -> None:
    state = apply_event(new_tournament(SETUP), PlayerRegistered(1, "  Ann   Lee "))
    (player,) = state.players
    assert (player.id, player.name, player.stack) == (1, "Ann Lee", 1000)
    assert (player.table, player.seat, player.busted, player.entries) == (None, None, False, 1)
    assert state.entries == 1
    assert state.prize_pool == 20


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("", "Enter the player's name; it cannot be empty"),
        ("   \t ", "Enter the player's name; it cannot be empty"),
        ("x" * 41, "Names are at most 40 characters; this one has 41"),
        ("aNN", "aNN is already registered; add an initial to tell them apart"),
        ("  ann  ", "ann is already registered; add an initial to tell them apart"),
    ],
)
def test_bad_names_are_refused_with_a_clear_message(name: str, message: str) -> None:
    state = apply_event(new_tournament(SETUP), PlayerRegistered(1, "Ann"))
    refused(state, PlayerRegistered(2, name), match=f"^{message}$")


def test_forty_characters_is_the_longest_name() -> None:
    state = apply_event(new_tournament(SETUP), PlayerRegistered(1, "y" * 40))
    assert state.player(1).name == "y" * 40


def test_player_numbers_are_unique_and_start_at_one() -> None:
    state = apply_event(new_tournament(SETUP), PlayerRegistered(1, "Ann"))
    refused(state, PlayerRegistered(1, "Bob"), "Player number 1 is already registered")
    refused(state, PlayerRegistered(0, "Bob"), "Player numbers start at 1")
    with pytest.raises(IllegalAction, match="There is no player number 7"):
        state.player(7)


def test_renaming_checks_the_name_like_registration() -> None:
    recorder = Recorder.new()
    recorder.rec(PlayerRegistered(1, "Ann"), PlayerRegistered(2, "Bob"))
    refused(recorder.state, PlayerRenamed(2, "ANN"), "ANN is already registered")
    refused(recorder.state, PlayerRenamed(2, " "), "cannot be empty")
    refused(recorder.state, PlayerRenamed(3, "Cy"), "There is no player number 3")
    state = recorder.rec(PlayerRenamed(1, "ann"))  # own name, other case: fine
    state = recorder.rec(PlayerRenamed(2, "Bobby  B"))
    assert [p.name for p in state.players] == ["ann", "Bobby B"]


def test_late_registration_gets_a_seat_at_the_shortest_table_and_grows_the_pool() -> None:
    recorder = seated(5, {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1), 5: (2, 2)})
    recorder.rec(ClockStarted(0.0))
    recorder.deal(1, now=10.0)
    recorder.fold_to_big_blind(1)
    pool_before = recorder.state.prize_pool
    recorder.rec(PlayerRegistered(6, "Fay"))
    assert recorder.state.player(6).table is None
    state = recorder.rec(SeatsDrawn(seed=3))
    fay = state.player(6)
    assert fay.table == 2  # table 2 had two players, table 1 three
    assert fay.seat not in (1, 2)
    assert fay.stack == 1000
    assert state.prize_pool == pool_before + 20
    assert state.entries == 6
    assert len(state.table(2).seats) == 3


# ----- tables --------------------------------------------------------------------------------


def test_tables_open_sorted_and_refuse_bad_numbers_and_sizes() -> None:
    recorder = Recorder.new()
    state = recorder.rec(TableOpened(3, 9), TableOpened(1, 6, tracked=False))
    assert [(t.number, t.seat_count, t.tracked) for t in state.tables] == [
        (1, 6, False),
        (3, 9, True),
    ]
    refused(state, TableOpened(3, 9), "Table 3 is already in play")
    refused(state, TableOpened(0, 9), "Table numbers start at 1")
    refused(state, TableOpened(2, 1), "A table has 2 to 10 seats, not 1")
    refused(state, TableOpened(2, 11), "A table has 2 to 10 seats, not 11")
    assert apply_event(state, TableOpened(2, 10)).table(2).seat_count == 10


def test_closing_a_table_needs_it_empty() -> None:
    recorder = seated(2, {1: (2, 4), 2: (2, 5)})
    recorder.rec(TableOpened(1, 9))
    refused(recorder.state, TableClosed(2), "^Table 2 still has 2 players; move them first$")
    refused(recorder.state, TableClosed(5), "^Table 5 is not in play$")
    recorder.rec(PlayerSeated(1, 1, 1), PlayerSeated(2, 1, 2))
    state = recorder.rec(TableClosed(2))
    assert [t.number for t in state.tables] == [1]
    assert {p.table for p in state.players} == {1}
    with pytest.raises(IllegalAction, match="Table 2 is not in play"):
        state.table(2)


def test_tracking_switches_only_between_hands() -> None:
    recorder = seated(3)
    recorder.deal()
    refused(recorder.state, TableTrackingChanged(1, False), "Finish or void the hand at table 1")
    recorder.fold_to_big_blind()
    state = recorder.rec(TableTrackingChanged(1, False))
    assert not state.table(1).tracked
    assert not can_deal(state, 1)
    refused(
        state,
        next_hand_event(apply_event(state, TableTrackingChanged(1, True)), 1, 0.0),
        "Table 1 is untracked; hands are not recorded there",
    )
    assert apply_event(state, TableTrackingChanged(1, True)).table(1).tracked


# ----- seat draw -------------------------------------------------------------------------------


def _drawn(seed: int, players: int = 11, tables: int = 2) -> TournamentState:
    recorder = Recorder.new()
    recorder.rec(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, players + 1)))
    recorder.rec(*(TableOpened(t, 9) for t in range(1, tables + 1)))
    return recorder.rec(SeatsDrawn(seed))


def test_seat_draw_is_reproducible_from_its_seed_and_balanced() -> None:
    first, again, other = _drawn(17), _drawn(17), _drawn(18)
    assert [t.seats for t in first.tables] == [t.seats for t in again.tables]
    assert [t.seats for t in first.tables] != [t.seats for t in other.tables]
    # The draw is exactly the seating module's draw for these player ids and this seed.
    draw = seating_plans.draw_seats(
        [str(p) for p in range(1, 12)], table_count=2, seat_count=9, seed=17
    )
    assert {(int(s.player), s.table, s.seat) for s in draw.seatings} == {
        (p.id, p.table, p.seat) for p in first.players
    }
    # 11 players at two tables: 6 and 5, the lower number gets the extra player.
    assert [len(t.seats) for t in first.tables] == [6, 5]
    for player in first.players:
        assert first.table(player.table or 0).occupant(player.seat or 0) == player.id


def test_seat_draw_over_three_tables_differs_by_at_most_one() -> None:
    state = _drawn(5, players=12, tables=3)
    assert [len(t.seats) for t in state.tables] == [4, 4, 4]
    seats = [(p.table, p.seat) for p in state.players]
    assert len(set(seats)) == 12


def test_seat_draw_refusals() -> None:
    recorder = Recorder.new()
    recorder.rec(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 4)))
    refused(recorder.state, SeatsDrawn(1), "Open a table before drawing seats")
    recorder.rec(TableOpened(1, 2))
    refused(recorder.state, SeatsDrawn(1), "3 players need seats but only 2 are free; open a table")
    recorder.rec(TableOpened(2, 2), SeatsDrawn(1))
    refused(recorder.state, SeatsDrawn(2), "Every player already has a seat")


# ----- moves -----------------------------------------------------------------------------------


def test_moving_a_player_between_tables() -> None:
    recorder = seated(4, {1: (1, 1), 2: (1, 2), 3: (2, 1), 4: (2, 2)})
    state = recorder.rec(PlayerSeated(2, 2, 7))
    assert (state.player(2).table, state.player(2).seat) == (2, 7)
    assert state.table(1).seats == ((1, 1),)
    assert state.table(2).seats == ((1, 3), (2, 4), (7, 2))
    assert state.table(2).player_ids == (3, 4, 2)
    refused(state, PlayerSeated(1, 2, 1), "^Seat 1 at table 2 is taken by Cat$")
    refused(state, PlayerSeated(1, 2, 10), "^Table 2 has seats 1 to 9, not 10$")
    refused(state, PlayerSeated(1, 4, 1), "Table 4 is not in play")


def test_a_player_in_a_live_hand_cannot_move() -> None:
    recorder = seated(4, {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1)})
    recorder.deal(1)
    refused(
        recorder.state,
        PlayerSeated(2, 2, 5),
        "^Bob is in the hand at table 1; move them after it$",
    )
    # A player at another table may move, also to the table with the hand in progress.
    state = recorder.rec(PlayerSeated(4, 1, 6))
    assert state.table(1).occupant(6) == 4
    assert state.table(1).hand is not None
    hand = state.table(1).hand
    assert hand is not None and 6 not in dict(hand.players)
    recorder.fold_to_big_blind()
    assert recorder.rec(PlayerSeated(2, 2, 5)).player(2).table == 2


# ----- dealing: config from the tournament ---------------------------------------------------


def test_next_hand_event_builds_the_config_from_the_tournament() -> None:
    recorder = seated(4, FOUR_SPREAD)
    recorder.rec(ClockStarted(100.0), EntryTaken(2, EntryKind.ADD_ON, at=100.0))
    event = next_hand_event(recorder.state, 1, now=130.0, button=3)
    config = event.config
    assert (event.table, event.number, event.level_index, event.at) == (1, 1, 0, 130.0)
    assert event.players == ((1, 1), (3, 2), (5, 3), (7, 4))
    assert [(s.seat, s.player, s.stack) for s in config.seats] == [
        (1, "Ann", 1000),
        (3, "Bob", 3000),
        (5, "Cat", 1000),
        (7, "Dan", 1000),
    ]
    assert (config.button, config.small_blind_seat, config.big_blind_seat) == (3, 5, 7)
    assert (config.small_blind, config.big_blind, config.ante) == (25, 50, 0)
    assert config.rules.chip_unit == 25
    assert config.rules.ante_mode is SETUP.rules.ante_mode
    state = recorder.rec(event)
    assert state.last_hand_number == 1
    assert state.next_hand_number == 2
    assert state.table(1).hand_state is not None
    assert live_hand(state).to_act == 1  # first after the big blind


def test_blinds_and_ante_follow_the_level_at_now() -> None:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    cases = [
        (599.0, 0, (25, 50, 0)),
        (600.0, 1, (50, 100, 0)),
        (1250.0, 3, (100, 200, 200)),  # a hand the host deals in the break: the next level
        (1600.0, 3, (100, 200, 200)),
        (2150.0, 4, (200, 400, 400)),
    ]
    for now, index, blinds in cases:
        event = next_hand_event(recorder.state, 1, now, during_break=now == 1250.0)
        config = event.config
        assert event.level_index == index, now
        assert (config.small_blind, config.big_blind, config.ante) == blinds, now
    with pytest.raises(DealOnBreak, match=(
        r"^It is the break: no hand until level 3 \(100/200, BB ante 200\) starts$"
    )):
        next_hand_event(recorder.state, 1, 1250.0)
    jumped = apply_event(recorder.state, LevelJumped(10.0, 4))
    assert next_hand_event(jumped, 1, 20.0).config.big_blind == 400


def test_a_new_level_applies_from_the_next_hand() -> None:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    recorder.deal(now=590.0)  # level 1 still running
    # The level changes while the hand is played; it keeps its blinds.
    hand_state = recorder.state.table(1).hand_state
    assert hand_state is not None
    assert [f.amount for f in hand_state.forced_bets] == [25, 50]
    assert recorder.state.clock(700.0).index == 1
    recorder.fold_to_big_blind()
    summary = recorder.state.hands[-1]
    assert (summary.level_index, summary.pot) == (0, 50)  # the big blind's 25 came back
    recorder.deal(now=700.0)
    second = started(recorder)
    assert second.level_index == 1
    assert (second.config.small_blind, second.config.big_blind) == (50, 100)


def test_dead_button_over_consecutive_hands_with_a_bust() -> None:
    """RULES "Button and blinds": the big blind moves to the next live player, the small
    blind to last hand's big-blind seat (dead if that player busted), the button to last
    hand's small-blind seat even when it is empty."""
    recorder = seated(4, FOUR_SPREAD)

    def positions() -> tuple[int, int | None, int, int | None, tuple[int, ...]]:
        event = started(recorder)
        c = event.config
        return (
            c.button,
            c.small_blind_seat,
            c.big_blind_seat,
            event.small_blind_position,
            c.seat_numbers,
        )

    recorder.deal(button=1)
    assert positions() == (1, 3, 5, 3, (1, 3, 5, 7))
    recorder.fold_to_big_blind()
    recorder.deal()
    assert positions() == (3, 5, 7, 5, (1, 3, 5, 7))
    # Dan (big blind, seat 7) busts against Ann; the others fold.
    recorder.all_in_showdown({1: "As Ad", 4: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[2, 3])
    assert recorder.state.player(4).busted
    recorder.deal()
    assert positions() == (5, None, 1, 7, (1, 3, 5))  # dead small blind on empty seat 7
    hand_state = recorder.state.table(1).hand_state
    assert hand_state is not None
    assert [(f.seat, f.kind) for f in hand_state.forced_bets] == [(1, "big blind")]
    recorder.fold_to_big_blind()
    recorder.deal()
    assert positions() == (7, 1, 3, 1, (1, 3, 5))  # dead button on the empty seat 7
    recorder.fold_to_big_blind()
    recorder.deal()
    assert positions() == (1, 3, 5, 3, (1, 3, 5))
    assert recorder.state.table(1).positions == seating.Positions(7, 1, 3)


def test_stacks_carry_over_from_hand_to_hand() -> None:
    recorder = seated(3)
    recorder.deal(button=1)  # SB seat 2, BB seat 3; seat 1 acts first
    recorder.act(RaisedTo(1, 150))
    recorder.act(Folded(2))
    recorder.act(Folded(3))
    state = recorder.state
    assert stacks(state) == {1: 1075, 2: 975, 3: 950}
    summary = state.hands[-1]
    assert summary.net == ((1, 75), (2, -25), (3, -50))
    assert (summary.pot, summary.winners) == (125, (1,))  # 100 uncalled came back
    recorder.deal()
    assert [s.stack for s in started(recorder).config.seats] == [1075, 975, 950]
    assert state.total_chips == 3000


def test_hand_started_is_checked_against_the_tournament() -> None:
    recorder = seated(3)
    event = next_hand_event(recorder.state, 1, 0.0)
    refused(recorder.state, replace(event, number=2), "The next hand is number 1, not 2")
    rich = replace(
        event.config, seats=(replace(event.config.seats[0], stack=5000), *event.config.seats[1:])
    )
    refused(recorder.state, replace(event, config=rich), "Ann has 1,000 chips, not 5,000")
    swapped = replace(event, players=((1, 2), (2, 1), (3, 3)))
    refused(recorder.state, swapped, "Seat 1 is not held by the player dealt in")
    recorder.rec(event)
    refused(
        recorder.state,
        replace(event, number=2),
        "Hand 1 is still in progress at table 1",
    )


def test_hand_acted_must_name_the_hand_in_progress() -> None:
    recorder = seated(3, {1: (1, 1), 2: (1, 2), 3: (1, 3)})
    refused(
        recorder.state,
        HandActed(1, 1, Folded(1)),
        "^No hand is in progress at table 1; deal one first$",
    )
    recorder.deal(button=1)
    refused(
        recorder.state,
        HandActed(1, 2, Folded(1)),
        r"^Hand 2 is not the hand at table 1 \(hand 1 is\)$",
    )
    refused(recorder.state, HandActed(1, 1, Folded(2)), "Seat 2")  # not Bob's turn
    refused(recorder.state, HandActed(2, 1, Folded(1)), "Table 2 is not in play")
    state = recorder.act(Folded(1))
    assert state.table(1).hand_state is not None
    assert live_hand(state).events == (Folded(1),)


# ----- busts and places ------------------------------------------------------------------------


def test_a_player_at_zero_is_eliminated_and_unseated() -> None:
    recorder = seated(3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    bob = state.player(2)
    assert (bob.stack, bob.table, bob.seat, bob.busted) == (0, None, None, True)
    assert (bob.busted_in_hand, bob.bust_order, bob.stack_before_bust) == (1, 1, 1000)
    assert state.table(1).seats == ((1, 1), (3, 3))
    assert [p.id for p in state.alive] == [1, 3]
    assert state.busts == 1
    assert not state.is_finished
    assert state.hands[-1].winners == (1,)
    places = {s.player.id: (s.place, s.shared) for s in standings(state)}
    assert places == {1: (None, 1), 3: (None, 1), 2: (3, 1)}
    refused(state, PlayerSeated(2, 1, 2), "Bob is out of the tournament")


def test_busts_on_one_hand_are_placed_by_their_stacks_at_its_start() -> None:
    recorder = seated(4)
    recorder.rec(EntryTaken(1, EntryKind.ADD_ON), EntryTaken(2, EntryKind.REBUY))
    recorder.deal(button=4)
    # Ann (3,000) beats Bob (2,000) and Cat (1,000); Dan folds.
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd", 3: "Qs Qd"}, "2c 7h 9d Jc 3s", folders=[4])
    state = recorder.state
    assert stacks(state) == {1: 6000, 2: 0, 3: 0, 4: 1000}
    assert state.player(2).bust_order == state.player(3).bust_order == 1
    table = standings(state)
    assert [(s.player.name, s.place, s.shared) for s in table] == [
        ("Ann", None, 1),
        ("Dan", None, 1),
        ("Bob", 3, 1),
        ("Cat", 4, 1),
    ]
    assert [s.describe() for s in table] == ["6,000 chips", "1,000 chips", "3rd", "4th"]
    assert state.prize_pool == 4 * 20 + 10 + 15
    assert prizes(state) == (70, 35)
    assert [s.prize for s in table] == [0, 0, 0, 0]


def test_equal_stacks_busting_together_share_the_place_and_split_its_prizes() -> None:
    recorder = seated(4)
    recorder.deal(button=4)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd", 3: "Qs Qd", 4: "Js Jd"}, "2c 7h 9d 8c 3s")
    state = recorder.state
    assert state.is_finished
    assert prizes(state) == (55, 25)  # 80 in the pool, 65% / 35% rounded to 5
    table = standings(state)
    assert [(s.player.name, s.place, s.shared, s.prize) for s in table] == [
        ("Ann", 1, 1, 55),
        # Places 2-4 share 2nd prize (25): one extra unit, in the listed order.
        ("Bob", 2, 3, 9),
        ("Cat", 2, 3, 8),
        ("Dan", 2, 3, 8),
    ]
    assert table[1].describe() == "tied 2nd–4th"
    assert sum(s.prize for s in table) == state.prize_pool


def test_earlier_busts_finish_below_later_ones_and_the_last_player_wins() -> None:
    recorder = seated(3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    assert not recorder.state.is_finished
    recorder.deal()
    # Heads-up Ann (2,000) against Cat (1,000).
    recorder.all_in_showdown({1: "As Ad", 3: "Ks Kd"}, "2c 7h 9d 8c 3s")
    state = recorder.state
    assert state.is_finished
    assert state.total_chips == 3000
    table = standings(state)
    assert [(s.player.name, s.place, s.chips) for s in table] == [
        ("Ann", 1, 3000),
        ("Cat", 2, 0),
        ("Bob", 3, 0),
    ]
    assert [s.prize for s in table] == [40, 20, 0]
    assert not can_deal(state, 1)
    with pytest.raises(IllegalAction, match="The tournament is over"):
        verify_can_deal(state, 1)


# ----- rebuys, add-ons, re-entries -----------------------------------------------------------


def test_rebuy_is_allowed_until_its_level_and_adds_money_and_chips() -> None:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    state = recorder.state
    for at in (0.0, 1199.0, 1250.0, 1499.0):  # levels 1-2 and the break after level 2
        assert can_apply(state, EntryTaken(1, EntryKind.REBUY, at=at)), at
    refused(
        state, EntryTaken(1, EntryKind.REBUY, at=1500.0), "^The last rebuy was possible in level 2$"
    )
    state = recorder.rec(EntryTaken(1, EntryKind.REBUY, at=10.0))
    ann = state.player(1)
    assert (ann.stack, ann.rebuys, ann.entries) == (2000, 1, 1)
    assert state.prize_pool == 3 * 20 + 10
    assert state.entries == 3  # rebuys add money, not entries
    assert state.total_chips == 4000


def test_rebuy_stack_limit_and_per_player_limit() -> None:
    recorder = seated(3)
    refused(
        apply_event(recorder.state, EntryTaken(1, EntryKind.REBUY)),
        EntryTaken(1, EntryKind.REBUY),
        "^A rebuy needs 1,000 chips or fewer; Ann has 2,000; Ann may take the add-on$",
    )
    unlimited_stack = replace(
        SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, max_stack=None))
    )
    state = recorder.rec(
        SetupChanged(unlimited_stack),
        EntryTaken(1, EntryKind.REBUY),
        EntryTaken(1, EntryKind.REBUY),
    )
    assert (state.player(1).rebuys, state.player(1).stack) == (2, 3000)
    refused(
        state,
        EntryTaken(1, EntryKind.REBUY),
        r"^Ann already took 2 rebuys; the limit is 2; Ann may take the add-on$",
    )
    state = recorder.rec(EntryTaken(1, EntryKind.ADD_ON))
    assert (state.player(1).add_ons, state.player(1).stack) == (1, 5000)
    refused(state, EntryTaken(1, EntryKind.ADD_ON), "the limit is 1")
    assert state.prize_pool == 3 * 20 + 2 * 10 + 15


def test_re_entry_only_after_busting_and_it_brings_the_player_back() -> None:
    recorder = seated(3)
    refused(
        recorder.state,
        EntryTaken(2, EntryKind.RE_ENTRY),
        "^A re-entry is only for a player who has busted; Bob has 1,000 chips; "
        "Bob may rebuy or take the add-on$",
    )
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    # Busted in the rebuy period, Bob may rebuy as well as re-enter (not take an add-on).
    assert can_apply(state, EntryTaken(2, EntryKind.REBUY))
    refused(
        state,
        EntryTaken(2, EntryKind.ADD_ON),
        "^Bob is out; an add-on is for a player still in; Bob may rebuy or re-enter$",
    )
    pool = state.prize_pool
    state = recorder.rec(EntryTaken(2, EntryKind.RE_ENTRY))
    bob = state.player(2)
    assert (bob.busted, bob.stack, bob.re_entries, bob.entries, bob.table) == (
        False,
        1000,
        1,
        2,
        None,
    )
    assert state.busts == 0
    assert state.entries == 4
    assert state.prize_pool == pool + 20
    assert state.total_chips == 4000
    assert all(s.place is None for s in standings(state))
    state = recorder.rec(SeatsDrawn(seed=4))
    assert state.player(2).table == 1
    refused(
        state,
        EntryTaken(2, EntryKind.RE_ENTRY),
        r"^Bob already took 1 re-entry; the limit is 1; Bob may rebuy or take the add-on$",
    )


def test_re_entry_limit_and_level() -> None:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    recorder.deal(button=3, now=5.0)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    refused(
        recorder.state,
        EntryTaken(2, EntryKind.RE_ENTRY, at=1600.0),
        "The last re-entry was possible in level 2",
    )
    recorder.rec(EntryTaken(2, EntryKind.RE_ENTRY, at=20.0), SeatsDrawn(1))
    recorder.deal(now=30.0)
    hole = {1: "As Ad", 2: "Ks Kd", 3: "Qs Qd"}
    recorder.all_in_showdown(hole, "2c 7h 9d 8c 3s", folders=[3])
    assert recorder.state.player(2).busted
    refused(
        recorder.state,
        EntryTaken(2, EntryKind.RE_ENTRY, at=40.0),
        r"^Bob already took 1 re-entry; the limit is 1; Bob may rebuy$",
    )


def test_entries_wait_for_the_players_hand_and_need_an_offer() -> None:
    recorder = seated(3)
    recorder.deal()
    refused(recorder.state, EntryTaken(1, EntryKind.REBUY), "^Ann is in a hand; add the chips")
    freezeout = replace(SETUP, rebuys=FREEZEOUT)
    refused(
        apply_event(seated(2).state, SetupChanged(freezeout)),
        EntryTaken(1, EntryKind.REBUY),
        "This tournament offers no rebuy",
    )
    assert RebuyPolicy().option(EntryKind.ADD_ON) is None


# ----- chip conservation ---------------------------------------------------------------------


def _random_session(seed: int, setup: TournamentSetup, hands: int = 60) -> Recorder:
    """Twelve players at two tables, balancing between rounds, random hands and entries."""
    recorder = Recorder.new(setup)
    rng = random.Random(seed)
    recorder.rec(*(PlayerRegistered(p, f"Player {p}") for p in range(1, 13)))
    recorder.rec(TableOpened(1, 9), TableOpened(2, 9), SeatsDrawn(seed), ClockStarted(0.0))
    now = 0.0
    brought = chips_brought(recorder.state)
    while len(recorder.state.hands) < hands and not recorder.state.is_finished:
        recorder.rec(*plan_tables(recorder.state, seed=rng.randrange(1000)).events)
        for table in recorder.state.tables:
            if not can_deal(recorder.state, table.number):
                continue
            recorder.deal(table.number, now, during_break=True)  # the host dealt through
            while (live := recorder.state.table(table.number)).hand_state is not None:
                assert live.hand_state is not None
                recorder.act(random_next_event(live.hand_state, rng), table.number)
                assert recorder.state.total_chips == brought
        now += 90.0
        for player in recorder.state.players:
            kind = EntryKind.RE_ENTRY if player.busted else EntryKind.REBUY
            event = EntryTaken(player.id, kind, now)
            free = sum(t.seat_count - len(t.seats) for t in recorder.state.tables)
            if kind is EntryKind.RE_ENTRY and not free:
                continue
            if rng.random() < 0.5 and can_apply(recorder.state, event):
                recorder.rec(event)
                option = setup.rebuys.option(kind)
                assert option is not None
                brought += option.chips
                if kind is EntryKind.RE_ENTRY:
                    recorder.rec(SeatsDrawn(rng.randrange(1000)))
        assert recorder.state.total_chips == brought == chips_brought(recorder.state)
    return recorder


@pytest.mark.parametrize(
    ("seed", "setup"),
    [
        (1, SETUP),
        (2, setup_from_preset(POKER_PRACTICE)),
        (3, setup_from_preset(HOME_STANDARD)),
    ],
)
def test_chips_change_only_by_entries_over_many_random_hands(
    seed: int, setup: TournamentSetup
) -> None:
    recorder = _random_session(seed, setup)
    state = recorder.state
    assert len(state.hands) == 60 or state.is_finished
    # The session went through busts and a table break, not just quiet hands.
    assert any(p.busted or p.re_entries for p in state.players)
    assert any(isinstance(e, TableClosed) for e in recorder.events)
    assert state.total_chips == chips_brought(state)
    for player in state.players:
        assert (player.stack == 0) == player.busted
        assert (player.table is None) == player.busted
    # Every finished hand moves no chip in or out.
    assert all(sum(n for _, n in h.net) == 0 for h in state.hands)
    # replay_tournament rebuilds exactly the state built one event at a time.
    assert fingerprint(replay_tournament(recorder.events)) == fingerprint(state)
    assert [(s.player.id, s.place, s.prize) for s in standings(state)] == [
        (s.player.id, s.place, s.prize) for s in standings(replay_tournament(recorder.events))
    ]


# ----- untracked tables ----------------------------------------------------------------------


def _untracked(count: int = 4) -> Recorder:
    recorder = seated(count, FOUR_SPREAD if count == 4 else None)
    recorder.rec(TableTrackingChanged(1, False))
    return recorder


def test_player_busted_at_an_untracked_table_gives_the_chips_to_the_winner() -> None:
    recorder = _untracked()
    state = recorder.state
    refused(state, PlayerBusted(1), "^Say who won Ann's chips$")
    refused(state, PlayerBusted(1, 1), "^Ann is not playing at table 1$")
    refused(state, PlayerBusted(1, 9), "There is no player number 9")
    state = recorder.rec(PlayerBusted(1, to_player=2))
    assert stacks(state) == {1: 0, 2: 2000, 3: 1000, 4: 1000}
    assert state.player(1).busted and state.player(1).table is None
    assert state.player(1).stack_before_bust == 1000
    assert state.total_chips == 4000
    refused(state, PlayerBusted(1, 2), "^Ann is already out$")
    refused(state, PlayerBusted(3, 1), "^Ann is not playing at table 1$")
    assert [s.place for s in standings(state)][-1] == 4


def test_player_busted_is_refused_at_a_tracked_table() -> None:
    recorder = seated(3)
    refused(
        recorder.state,
        PlayerBusted(1, 2),
        "Table 1 is tracked: busts there come from the recorded hands",
    )
    refused(
        recorder.state,
        ChipsCounted(1, ((1, 1000), (2, 1000), (3, 1000))),
        "Table 1 is tracked: its stacks come from the hands",
    )


def test_chips_counted_keeps_the_table_total() -> None:
    recorder = _untracked()
    state = recorder.state
    refused(
        state,
        ChipsCounted(1, ((1, 1500), (2, 500), (3, 1000), (4, 900))),
        "^The counts add up to 3,900 but the table has 4,000 in play; count again$",
    )
    refused(
        state,
        ChipsCounted(1, ((1, 2000), (2, 1000), (3, 1000))),
        "^Enter a count for each of the 4 players at the table$",
    )
    refused(
        state,
        ChipsCounted(1, ((1, 2500), (2, -500), (3, 1000), (4, 1000))),
        "^A chip count cannot be negative$",
    )
    state = recorder.rec(ChipsCounted(1, ((1, 1500), (2, 500), (3, 2000), (4, 0))))
    assert stacks(state) == {1: 1500, 2: 500, 3: 2000, 4: 0}
    assert state.player(4).busted and state.player(4).table is None
    assert state.total_chips == 4000
    assert [(s.player.name, s.place) for s in standings(state)] == [
        ("Cat", None),
        ("Ann", None),
        ("Bob", None),
        ("Dan", 4),
    ]


def test_players_counted_out_together_are_placed_by_their_previous_stacks() -> None:
    recorder = _untracked()
    recorder.rec(ChipsCounted(1, ((1, 1500), (2, 500), (3, 1000), (4, 1000))))
    state = recorder.rec(ChipsCounted(1, ((1, 3000), (2, 0), (3, 0), (4, 1000))))
    assert state.player(3).stack_before_bust == 1000
    assert state.player(2).stack_before_bust == 500
    places = {s.player.name: (s.place, s.shared) for s in standings(state)}
    assert places["Cat"] == (3, 1)  # had 1,000 before the count
    assert places["Bob"] == (4, 1)  # had 500


# ----- voiding hands ---------------------------------------------------------------------------


def test_voiding_a_live_hand_moves_no_chips() -> None:
    recorder = seated(3)
    recorder.deal(button=1)
    recorder.act(RaisedTo(1, 300))
    recorder.act(Called(2))
    state = recorder.state
    assert state.live_stack(1) == 700 and state.total_chips == 3000
    state = recorder.rec(HandVoided(1))
    assert stacks(state) == {1: 1000, 2: 1000, 3: 1000}
    assert state.table(1).hand is None and state.table(1).hand_state is None
    summary = state.hand(1)
    assert summary.voided and summary.net == ((1, 0), (2, 0), (3, 0))
    assert (summary.pot, summary.winners) == (0, ())
    assert state.total_chips == 3000
    refused(state, HandVoided(1), "^Hand 1 is already void$")
    refused(state, HandActed(1, 1, Folded(3)), "No hand is in progress at table 1")
    recorder.deal()
    assert started(recorder).number == 2


def test_after_a_misdeal_the_redeal_keeps_the_button_and_blinds() -> None:
    recorder = seated(4, FOUR_SPREAD)
    recorder.deal(button=1)
    recorder.fold_to_big_blind()
    recorder.deal()
    voided = started(recorder).config
    recorder.act(Folded(voided.seat_numbers[0]))
    recorder.rec(HandVoided(2))
    recorder.deal()
    redeal = started(recorder)
    assert redeal.number == 3
    assert (redeal.config.button, redeal.config.small_blind_seat, redeal.config.big_blind_seat) == (
        voided.button,
        voided.small_blind_seat,
        voided.big_blind_seat,
    )
    assert redeal.config.seats == voided.seats


def test_voiding_a_finished_hand_gives_the_chips_back_and_undoes_its_bust() -> None:
    recorder = seated(3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    recorder.deal()
    recorder.fold_to_big_blind()  # hand 2, heads-up: Ann and Cat
    after_two = stacks(recorder.state)
    state = recorder.rec(HandVoided(1))
    bob = state.player(2)
    assert (bob.busted, bob.stack, bob.bust_order, bob.busted_in_hand) == (False, 1000, None, None)
    assert state.busts == 0
    # Hand 2's result stays; hand 1's chips go back.
    assert stacks(state) == {1: after_two[1] - 1000, 2: 1000, 3: after_two[3]}
    assert state.total_chips == 3000
    assert state.hand(1).voided and not state.hand(2).voided
    assert all(s.place is None for s in standings(state))
    # Bob is alive again; the director seats him.
    state = recorder.rec(PlayerSeated(2, 1, 2))
    assert state.table(1).player_ids == (1, 2, 3)


def test_void_refusals() -> None:
    recorder = seated(3)
    refused(recorder.state, HandVoided(4), "^There is no hand 4$")
    recorder.deal()
    recorder.fold_to_big_blind()
    recorder.deal()
    with pytest.raises(IllegalAction, match=r"^Hand 2 is still being played$"):
        recorder.state.hand(2)
    # Voiding hand 1 would take chips from players in the live hand 2.
    refused(recorder.state, HandVoided(1), "is in a hand now; correct hand 1 after it")


def test_voiding_a_won_pot_that_was_lost_again_is_refused() -> None:
    recorder = seated(3)
    recorder.deal(button=1)
    recorder.act(RaisedTo(1, 150))
    recorder.act(Folded(2))
    recorder.act(Folded(3))  # Ann won 75
    recorder.rec(EntryTaken(2, EntryKind.ADD_ON))  # Bob: 975 + 2,000
    recorder.deal()  # hand 2: Ann (1,075) loses it all to Bob
    recorder.all_in_showdown({1: "Ks Kd", 2: "As Ad"}, "2c 7h 9d 8c 3s", folders=[3])
    assert recorder.state.player(1).busted
    refused(
        recorder.state,
        HandVoided(1),
        "^Correcting hand 1 would take 75 from Ann, who has only 0 now$",
    )


# ----- correcting hands ------------------------------------------------------------------------


def _checked_down(recorder: Recorder, winner: int) -> int:
    """Deal a hand that is checked down with unknown cards; award the pot to ``winner``."""
    number = recorder.deal()
    check_down_to_showdown(recorder)
    record = recorder.state.table(1).hand
    assert record is not None
    seat = next(s for s, p in record.players if p == winner)
    recorder.act(PotAwarded(0, (seat,)))
    return number


def test_correcting_a_hand_re_awards_the_pot_and_moves_the_difference() -> None:
    recorder = seated(3)
    number = _checked_down(recorder, winner=1)
    assert stacks(recorder.state) == {1: 1100, 2: 950, 3: 950}
    start = hand_start(recorder, number)
    events = hand_events(recorder, number)
    assert isinstance(events[-1], PotAwarded)
    bob_seat = dict((p, s) for s, p in start.players)[2]
    corrected = (*events[:-1], PotAwarded(0, (bob_seat,)))
    state = recorder.rec(HandCorrected(number, start.config, corrected))
    assert stacks(state) == {1: 950, 2: 1100, 3: 950}
    summary = state.hand(number)
    assert summary.corrected and summary.winners == (2,)
    assert dict(summary.net) == {1: -50, 2: 100, 3: -50}
    assert state.total_chips == 3000
    # A second correction moves only the new difference (a split between Ann and Cat).
    seats = dict((p, s) for s, p in start.players)
    split = (*events[:-1], PotAwarded(0, (seats[1], seats[3])))
    state = recorder.rec(HandCorrected(number, start.config, split))
    assert stacks(state) == {1: 1025, 2: 950, 3: 1025}
    assert state.hand(number).winners == (1, 3)


def test_correction_refusals() -> None:
    recorder = seated(3)
    number = _checked_down(recorder, winner=1)
    start = hand_start(recorder, number)
    events = hand_events(recorder, number)
    refused(
        recorder.state,
        HandCorrected(number, start.config, events[:-1]),
        f"^The corrected hand {number} does not reach its end$",
    )
    richer = replace(
        start.config, seats=(replace(start.config.seats[0], stack=2000), *start.config.seats[1:])
    )
    refused(
        recorder.state,
        HandCorrected(number, richer, events),
        f"^The correction does not match how hand {number} was dealt$",
    )
    refused(recorder.state, HandCorrected(7, start.config, events), "^There is no hand 7$")
    recorder.rec(HandVoided(number))
    refused(recorder.state, HandCorrected(number, start.config, events), "already void")


def test_a_correction_that_would_make_a_stack_negative_is_refused() -> None:
    recorder = seated(3)
    number = _checked_down(recorder, winner=2)  # Bob 1,100
    start = hand_start(recorder, number)
    events = hand_events(recorder, number)
    # Hand 2: Bob loses everything to Ann, who took an add-on to cover him.
    recorder.rec(EntryTaken(1, EntryKind.ADD_ON))
    recorder.deal()
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    assert recorder.state.player(2).busted
    ann_seat = dict((p, s) for s, p in start.players)[1]
    refused(
        recorder.state,
        HandCorrected(number, start.config, (*events[:-1], PotAwarded(0, (ann_seat,)))),
        "^Correcting hand 1 would take 150 from Bob, who has only 0 now$",
    )


def test_correcting_the_hand_a_player_busted_in_brings_them_back() -> None:
    recorder = seated(3)
    number = recorder.deal(button=3)  # SB Ann (seat 1), BB Bob (seat 2), Cat acts first
    recorder.act(Folded(3))
    recorder.act(WentAllIn(1))
    recorder.act(Called(2))
    for event in (FlopDealt(), TurnDealt(), RiverDealt()):
        recorder.act(event)
    recorder.act(PotAwarded(0, (1,)))
    assert recorder.state.player(2).busted
    start = hand_start(recorder, number)
    events = hand_events(recorder, number)
    state = recorder.rec(HandCorrected(number, start.config, (*events[:-1], PotAwarded(0, (2,)))))
    assert stacks(state) == {1: 0, 2: 2000, 3: 1000}
    assert not state.player(2).busted
    assert state.player(1).busted and state.player(1).busted_in_hand == number
    assert state.total_chips == 3000
    assert [(s.player.name, s.place) for s in standings(state)] == [
        ("Bob", None),
        ("Cat", None),
        ("Ann", 3),
    ]


def test_a_correction_waits_for_the_players_hand() -> None:
    recorder = seated(3)
    number = _checked_down(recorder, winner=1)
    start = hand_start(recorder, number)
    events = hand_events(recorder, number)
    recorder.deal()
    seats = dict((p, s) for s, p in start.players)
    refused(
        recorder.state,
        HandCorrected(number, start.config, (*events[:-1], PotAwarded(0, (seats[2],)))),
        "is in a hand now; correct hand 1 after it",
    )


# ----- color-up --------------------------------------------------------------------------------
# ``denomination`` is read as the chip raced off, as in ``Break.color_up`` and
# ``prizes.chip_race(seats, denomination, into, seed)``.


def test_color_up_sets_the_new_stacks() -> None:
    recorder = seated(3)
    recorder.deal(button=1)  # small blind Bob, big blind Cat
    recorder.fold_to_big_blind()
    state = recorder.rec(ChipsColoredUp(25, ((2, 1000), (3, 1000))))
    assert stacks(state) == {1: 1000, 2: 1000, 3: 1000}


def test_color_up_limits() -> None:
    recorder = seated(3)
    state = recorder.state
    refused(
        state,
        ChipsColoredUp(25, ((1, 1500),)),
        "^Ann's stack would change by 500; a chip race leaves whole 100 chips and changes a "
        "stack by less than one of them$",
    )
    refused(state, ChipsColoredUp(25, ((2, 0),)), r"^Nobody is raced out of a tournament \(Bob\)$")
    refused(state, ChipsColoredUp(25, ((2, -25),)), "Nobody is raced out")
    refused(state, ChipsColoredUp(25, ((9, 1000),)), "There is no player number 9")
    recorder.deal()
    refused(
        recorder.state,
        ChipsColoredUp(25, ((1, 1000),)),
        "^Color up between hands, when no hand is in progress$",
    )


def test_color_up_refuses_busted_players() -> None:
    recorder = seated(3)
    recorder.deal(button=3)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    refused(recorder.state, ChipsColoredUp(25, ((2, 100),)), "^Bob is out of the tournament$")


def test_color_up_accepts_a_chip_race_result() -> None:
    recorder = seated(3)
    recorder.deal(button=1)  # small blind Bob, big blind Cat
    recorder.fold_to_big_blind()
    assert stacks(recorder.state) == {1: 1000, 2: 975, 3: 1025}
    # Bob holds three 25s (and 900 in 100s), Cat one 25 (and 1,000): one 100 is raced.
    seats = [RaceSeat(2, 3, 900, "Bob"), RaceSeat(3, 1, 1000, "Cat")]
    race = chip_race(seats, 25, 100, seed=5)
    new = {s.seat: s.other_chips + 100 * race.result(s.seat).new_chips for s in seats}
    assert new == {2: 900, 3: 1100}  # Cat won the 100
    state = recorder.rec(ChipsColoredUp(25, tuple(new.items())))
    assert stacks(state) == {1: 1000, 2: 900, 3: 1100}


# ----- undo and replay ---------------------------------------------------------------------------


def test_effective_events_drop_one_event_per_undo() -> None:
    events: list[TournamentEvent] = [
        TournamentCreated(SETUP),
        PlayerRegistered(1, "Ann"),
        PlayerRegistered(2, "Bob"),
        EventUndone(),
        PlayerRegistered(3, "Cat"),
        TableOpened(1, 9),
        EventUndone(),
        EventUndone(),
    ]
    assert effective_events(events) == events[:2]
    with pytest.raises(IllegalAction, match="There is nothing to undo"):
        effective_events([*events, EventUndone(), EventUndone()])
    state = replay_tournament(events)
    assert [p.name for p in state.players] == ["Ann"]
    assert state.tables == ()


def test_undo_in_a_replay_gives_the_state_before_the_undone_event() -> None:
    recorder = seated(3)
    recorder.deal(button=1)
    recorder.act(RaisedTo(1, 150))
    before_fold = recorder.state
    recorder.act(Folded(2))
    undone = replay_tournament([*recorder.events, EventUndone()])
    assert fingerprint(undone) == fingerprint(before_fold)
    # Undo of the event that finished a hand brings the hand back live.
    recorder.act(Folded(3))
    assert recorder.state.table(1).hand is None
    back = replay_tournament([*recorder.events, EventUndone()])
    assert back.hands == ()
    assert back.table(1).hand_state is not None
    assert live_hand(back).to_act == 3
    assert fingerprint(back) == fingerprint(apply_event(before_fold, HandActed(1, 1, Folded(2))))


def test_undo_and_creation_are_not_events_to_apply() -> None:
    state = new_tournament(SETUP)
    refused(state, EventUndone(), "Undo is handled by the replay")
    refused(state, TournamentCreated(SETUP), "This tournament was already created")
    with pytest.raises(IllegalAction, match="A tournament starts with its setup"):
        replay_tournament([PlayerRegistered(1, "Ann")])
    with pytest.raises(IllegalAction, match=r"^Event 2 \(player_registered\): Player number 1"):
        replay_tournament(
            [TournamentCreated(SETUP), PlayerRegistered(1, "Ann"), PlayerRegistered(1, "Bob")]
        )


def test_replay_equals_applying_one_by_one_mid_hand_too() -> None:
    recorder = seated(4, FOUR_SPREAD)
    recorder.rec(ClockStarted(0.0))
    recorder.deal(button=1, now=1.0)
    recorder.all_in_showdown({1: "As Ad", 4: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[2, 3])
    recorder.deal(now=2.0)
    recorder.act(Called(3))  # Bob (seat 3, first after the big blind in seat 1) calls
    state = recorder.state
    replayed = replay_tournament(recorder.events)
    assert fingerprint(replayed) == fingerprint(state)
    assert live_hand(replayed).to_act == live_hand(state).to_act == 5  # the small blind
    assert live_hand(replayed).pots == live_hand(state).pots
    assert [(s.player.id, s.place) for s in standings(replayed)] == [
        (s.player.id, s.place) for s in standings(state)
    ]


def test_replay_from_never_touches_the_callers_live_hand() -> None:
    recorder = seated(3)
    recorder.deal(button=1)
    state = recorder.state
    hand_state = state.table(1).hand_state
    assert hand_state is not None
    later = replay_from(state, [HandActed(1, 1, RaisedTo(1, 150)), HandActed(1, 1, Folded(2))])
    assert hand_state.events == ()
    assert state.table(1).hand_state is hand_state
    assert live_hand(later).events == (RaisedTo(1, 150), Folded(2))
    verify_event(state, HandActed(1, 1, Folded(1)))  # legal: no error
    with pytest.raises(IllegalAction):
        verify_event(state, HandActed(1, 1, Folded(2)))



def test_a_busted_player_is_no_longer_counted_as_dealt_at_the_table() -> None:
    # Regression: busting left the player among the table's dealt-in players, so a
    # re-entry drawn back to a seat between the button and the small blind was dealt in
    # at once instead of waiting for the button to pass (TDA 8, 10).
    recorder = seated(3)
    recorder.deal(button=3)
    assert 2 in recorder.state.table(1).dealt
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s", folders=[3])
    state = recorder.state
    assert state.player(2).busted
    assert 2 not in state.table(1).dealt


def test_no_prizes_below_the_payout_tables_first_range() -> None:
    late_start = PayoutTable((PayoutTier.of(5, None, 60, 40),))
    recorder = seated(3)
    state = recorder.rec(SetupChanged(replace(recorder.state.setup, payouts=late_start)))
    assert prizes(state) == ()
    assert [s.prize for s in standings(state)] == [0, 0, 0]
    state = recorder.rec(*[PlayerRegistered(n, f"Late {n}") for n in (4, 5)])
    assert prizes(state) == (60, 40)
