"""The director: when a hand can be dealt, the next hand's lineup, and table plans."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine import seating
from app.engine.clock import ClockStarted, LevelJumped
from app.engine.config import HandConfig
from app.engine.director import (
    TablePlan,
    can_deal,
    next_hand_event,
    plan_tables,
    verify_can_deal,
)
from app.engine.errors import IllegalAction
from app.engine.presets import (
    FIXED_LIMIT_1_2,
    HOME_FAST,
    HOME_STANDARD,
    POKER_PRACTICE,
    TournamentPreset,
)
from app.engine.rules import AnteMode, ButtonMode
from app.engine.tournament import TournamentState, apply_event, setup_from_preset
from app.engine.tournament_events import (
    HandStarted,
    PlayerRegistered,
    PlayerSeated,
    SetupChanged,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
)
from app.engine.tournament_tables import seating_tables
from tests.tournament_kit import SETUP, Recorder, seat_events, seated


def cannot_deal(state: TournamentState, table: int, message: str) -> None:
    assert not can_deal(state, table)
    with pytest.raises(IllegalAction, match=message):
        verify_can_deal(state, table)
    with pytest.raises(IllegalAction, match=message):
        next_hand_event(state, table, 0.0)


def lineup(recorder: Recorder, table: int = 1, button: int | None = None) -> tuple[object, ...]:
    """Deal the next hand; (button, small blind seat, big blind seat, dealt-in seats)."""
    event = next_hand_event(recorder.state, table, 0.0, button)
    recorder.rec(event)
    c = event.config
    return c.button, c.small_blind_seat, c.big_blind_seat, c.seat_numbers


def balanced(state: TournamentState) -> bool:
    sizes = [len(t.seats) for t in state.tables]
    return max(sizes) - min(sizes) <= 1


# ----- can_deal / verify_can_deal -----------------------------------------------------------


def test_a_table_with_two_players_can_deal() -> None:
    recorder = seated(2)
    assert can_deal(recorder.state, 1)
    verify_can_deal(recorder.state, 1)  # no error


def test_why_a_hand_cannot_be_dealt() -> None:
    recorder = seated(3, {1: (1, 1), 2: (1, 2), 3: (2, 1)})
    cannot_deal(recorder.state, 2, r"^Table 2 has 1 player\(s\) with chips; a hand needs two$")
    cannot_deal(recorder.state, 9, "^Table 9 is not in play$")
    recorder.rec(TableOpened(3, 9))
    cannot_deal(recorder.state, 3, r"^Table 3 has 0 player\(s\) with chips")
    recorder.deal(1)
    cannot_deal(recorder.state, 1, "^Hand 1 is still being played at this table$")
    recorder.fold_to_big_blind(1)
    recorder.rec(TableTrackingChanged(1, False))
    cannot_deal(recorder.state, 1, "^Table 1 is untracked; its hands are not recorded$")


def test_no_hand_once_the_tournament_is_over() -> None:
    recorder = seated(2)
    recorder.deal(button=1)
    recorder.all_in_showdown({1: "As Ad", 2: "Ks Kd"}, "2c 7h 9d 8c 3s")
    assert recorder.state.is_finished
    cannot_deal(recorder.state, 1, "^The tournament is over$")


# ----- next_hand_event -------------------------------------------------------------------------


def test_first_hand_button_defaults_to_the_first_occupied_seat() -> None:
    recorder = seated(3, {1: (1, 4), 2: (1, 6), 3: (1, 9)})
    assert next_hand_event(recorder.state, 1, 0.0).config.button == 4
    assert lineup(recorder, button=9) == (9, 4, 6, (4, 6, 9))


def test_a_bad_first_button_is_refused() -> None:
    recorder = seated(3)
    with pytest.raises(ValueError, match="seat 5 is empty"):
        next_hand_event(recorder.state, 1, 0.0, button=5)


def test_heads_up_the_button_posts_the_small_blind_and_acts_first() -> None:
    recorder = seated(2, {1: (1, 2), 2: (1, 6)})
    assert lineup(recorder) == (2, 2, 6, (2, 6))
    hand_state = recorder.state.table(1).hand_state
    assert hand_state is not None
    assert [(f.seat, f.kind, f.amount) for f in hand_state.forced_bets] == [
        (2, "small blind", 25),
        (6, "big blind", 50),
    ]
    assert hand_state.to_act == 2
    recorder.fold_to_big_blind()
    assert lineup(recorder) == (6, 6, 2, (2, 6))


def test_from_three_players_to_two_nobody_posts_the_big_blind_twice() -> None:
    recorder = seated(3)
    assert lineup(recorder, button=1) == (1, 2, 3, (1, 2, 3))
    # Bob (small blind) busts against Cat (big blind); Ann folds.
    recorder.all_in_showdown({2: "Ks Kd", 3: "As Ad"}, "2c 7h 9d 8c 3s", folders=[1])
    assert recorder.state.player(2).busted
    # Cat had the big blind: now Ann posts it and Cat has the button and small blind.
    assert lineup(recorder) == (3, 3, 1, (1, 3))


def test_a_new_player_between_the_small_blind_and_the_button_waits() -> None:
    recorder = seated(4, {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7)})
    assert lineup(recorder, button=1) == (1, 3, 5, (1, 3, 5, 7))
    recorder.fold_to_big_blind()
    recorder.rec(
        PlayerRegistered(5, "Eve"),
        PlayerRegistered(6, "Fay"),
        PlayerSeated(5, 1, 4),  # between the next button (3) and small blind (5)
        PlayerSeated(6, 1, 9),  # after the next big blind (7): plays at once
    )
    assert lineup(recorder) == (3, 5, 7, (1, 3, 5, 7, 9))
    hand = recorder.state.table(1).hand
    assert hand is not None and 5 not in dict(hand.players).values()
    assert recorder.state.live_stack(5) == 1000
    recorder.fold_to_big_blind()
    # The button passed seat 4: Eve is dealt in.
    assert lineup(recorder) == (5, 7, 9, (1, 3, 4, 5, 7, 9))


def test_a_player_moved_in_from_another_table_is_new_there() -> None:
    recorder = seated(5, {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7), 5: (2, 1)})
    recorder.rec(PlayerRegistered(6, "Fay"), PlayerSeated(6, 2, 2))
    assert lineup(recorder, button=1) == (1, 3, 5, (1, 3, 5, 7))
    recorder.fold_to_big_blind()
    recorder.rec(PlayerSeated(5, 1, 4))
    assert 5 not in recorder.state.table(1).dealt
    assert lineup(recorder) == (3, 5, 7, (1, 3, 5, 7))


def test_moving_button_mode_moves_the_button_to_the_next_live_player() -> None:
    recorder = seated(4, {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7)})
    moving = replace(SETUP, rules=replace(SETUP.rules, button_mode=ButtonMode.MOVING))
    recorder.rec(SetupChanged(moving))
    assert lineup(recorder, button=1) == (1, 3, 5, (1, 3, 5, 7))
    # Bob (small blind, seat 3) busts against Cat (big blind).
    recorder.all_in_showdown({2: "Ks Kd", 3: "As Ad"}, "2c 7h 9d 8c 3s", folders=[1, 4])
    assert recorder.state.player(2).busted
    assert lineup(recorder) == (5, 7, 1, (1, 5, 7))


def test_dead_button_mode_for_the_same_bust() -> None:
    recorder = seated(4, {1: (1, 1), 2: (1, 3), 3: (1, 5), 4: (1, 7)})
    assert lineup(recorder, button=1) == (1, 3, 5, (1, 3, 5, 7))
    recorder.all_in_showdown({2: "Ks Kd", 3: "As Ad"}, "2c 7h 9d 8c 3s", folders=[1, 4])
    assert lineup(recorder) == (3, 5, 7, (1, 5, 7))  # button on Bob's empty seat


@pytest.mark.parametrize(
    ("preset", "step", "expected"),
    [
        # (small blind, big blind, ante, small bet, big bet, chip unit, ante mode)
        (POKER_PRACTICE, 0, (500, 1000, 250, None, None, 250, AnteMode.CLASSIC)),
        (FIXED_LIMIT_1_2, 0, (1, 1, 0, 1, 2, 1, AnteMode.NONE)),
        (HOME_STANDARD, 0, (25, 50, 0, None, None, 25, AnteMode.BIG_BLIND)),
        (HOME_STANDARD, 5, (150, 300, 300, None, None, 25, AnteMode.BIG_BLIND)),
        # After the break that colors up the 25s the smallest chip is 100.
        (HOME_STANDARD, 9, (500, 1000, 1000, None, None, 100, AnteMode.BIG_BLIND)),
        (HOME_STANDARD, 15, (1500, 3000, 3000, None, None, 500, AnteMode.BIG_BLIND)),
        (HOME_FAST, 4, (200, 400, 400, None, None, 100, AnteMode.BIG_BLIND)),
    ],
)
def test_the_hand_config_follows_the_preset_and_level(
    preset: TournamentPreset, step: int, expected: tuple[object, ...]
) -> None:
    recorder = Recorder.new(setup_from_preset(preset))
    recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
    # A jump onto a break (HOME_FAST's step 4) deals only when the host asked for it.
    recorder.deal(now=2.0, during_break=recorder.state.clock(2.0).is_break)
    config = started_config(recorder)
    assert (
        config.small_blind,
        config.big_blind,
        config.ante,
        config.small_bet,
        config.big_bet,
        config.rules.chip_unit,
        config.rules.ante_mode,
    ) == expected
    hand_state = recorder.state.table(1).hand_state
    assert hand_state is not None
    antes = [f for f in hand_state.forced_bets if f.kind == "ante"]
    if expected[6] is AnteMode.CLASSIC:
        assert [f.seat for f in antes] == [1, 2, 3]
    elif expected[2]:
        assert [f.seat for f in antes] == [config.big_blind_seat]
    else:
        assert antes == []


def started_config(recorder: Recorder) -> HandConfig:
    event = recorder.events[-1]
    assert isinstance(event, HandStarted)
    return event.config


def test_next_hand_event_does_not_change_the_state() -> None:
    recorder = seated(3)
    state = recorder.state
    first = next_hand_event(state, 1, 5.0)
    assert next_hand_event(state, 1, 5.0) == first
    assert state.table(1).hand is None and state.last_hand_number == 0


# ----- plan_tables -----------------------------------------------------------------------------


def _at_tables(sizes: dict[int, int]) -> Recorder:
    """Players 1.. seated at tables of nine, ``sizes`` players per table in seats 1.."""
    placing: dict[int, tuple[int, int]] = {}
    player = 0
    for table, size in sizes.items():
        for seat in range(1, size + 1):
            player += 1
            placing[player] = (table, seat)
    return seated(player, placing)


def test_balancing_plan_applies_cleanly_and_leaves_tables_within_one() -> None:
    recorder = _at_tables({1: 9, 2: 3})
    plan = plan_tables(recorder.state, seed=1)
    assert len(plan.moves) == 3
    assert plan.tables_to_close == ()
    assert {m.reason for m in plan.moves} == {seating.MoveReason.BALANCE}
    assert all((m.from_table, m.to_table) == (1, 2) for m in plan.moves)
    assert plan.events == tuple(PlayerSeated(int(m.player), 2, m.to_seat) for m in plan.moves)
    state = recorder.rec(*plan.events)
    assert [len(t.seats) for t in state.tables] == [6, 6]
    assert plan_tables(state, seed=2) == TablePlan((), ())
    assert state.total_chips == 12 * 1000


def test_balancing_moves_the_next_big_blind_to_the_worst_seat() -> None:
    recorder = _at_tables({1: 8, 2: 5})
    recorder.deal(1, button=1)  # button 1, small blind 2, big blind 3
    recorder.fold_to_big_blind(1)
    recorder.deal(2, button=1)  # button 1, small blind 2, big blind 3 at table 2
    recorder.fold_to_big_blind(2)
    plan = plan_tables(recorder.state, seed=1)
    (move,) = plan.moves
    # Dan (seat 4) would be the next big blind at table 1; the first empty seat the
    # big blind reaches at table 2 (after seat 3) is seat 6.
    assert (move.player, move.from_table, move.from_seat) == ("4", 1, 4)
    assert (move.to_table, move.to_seat) == (2, 6)
    assert plan.describe(recorder.state) == ("Dan: table 1 seat 4 → table 2 seat 6 (balance)",)
    state = recorder.rec(*plan.events)
    assert [len(t.seats) for t in state.tables] == [7, 6]
    # Dan is new at table 2 but sits after its next big blind (seat 4): dealt in at once.
    event = next_hand_event(state, 2, 0.0)
    assert (event.config.button, event.config.big_blind_seat) == (2, 4)
    assert event.config.seat_numbers == (1, 2, 3, 4, 5, 6)


def test_breaking_plan_moves_everyone_and_closes_the_table() -> None:
    recorder = _at_tables({1: 5, 2: 4, 3: 3})
    plan = plan_tables(recorder.state, seed=7)
    assert plan.tables_to_close == (3,)
    breaks = [m for m in plan.moves if m.reason is seating.MoveReason.BREAK]
    assert sorted(int(m.player) for m in breaks) == [10, 11, 12]
    assert plan.events[-1] == TableClosed(3)
    state = recorder.rec(*plan.events)
    assert [t.number for t in state.tables] == [1, 2]
    assert sorted(len(t.seats) for t in state.tables) == [6, 6]
    assert all(p.table in (1, 2) for p in state.players)
    assert balanced(state)
    assert plan_tables(state, seed=8).moves == ()


def test_breaking_down_to_one_table() -> None:
    recorder = _at_tables({1: 5, 2: 4})
    plan = plan_tables(recorder.state, seed=3)
    assert plan.tables_to_close == (2,)
    assert len(plan.moves) == 4
    state = recorder.rec(*plan.events)
    assert [(t.number, len(t.seats)) for t in state.tables] == [(1, 9)]
    # The seats the plan chose are exactly where the players sit now.
    for move in plan.moves:
        assert state.table(1).occupant(move.to_seat) == int(move.player)


def test_no_plan_while_a_hand_is_in_progress_or_with_one_table() -> None:
    recorder = _at_tables({1: 9, 2: 3})
    recorder.deal(2)
    assert plan_tables(recorder.state, seed=1) == TablePlan((), ())
    recorder.fold_to_big_blind(2)
    assert plan_tables(recorder.state, seed=1).moves != ()
    single = seated(4)
    assert plan_tables(single.state, seed=1) == TablePlan((), ())


def test_a_plan_for_a_short_table_applies_event_by_event() -> None:
    recorder = _at_tables({1: 9, 2: 2})
    state = recorder.state
    for event in plan_tables(state, seed=11).events:
        state = apply_event(state, event)
    assert balanced(state)
    for table in state.tables:
        assert can_deal(state, table.number)
    assert seating_tables(state)[0].player_count + seating_tables(state)[1].player_count == 11
