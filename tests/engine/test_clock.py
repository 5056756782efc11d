"""The tournament clock derived from recorded events and the time passed in."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine.clock import (
    ClockEvent,
    ClockPaused,
    ClockResumed,
    ClockStarted,
    ClockState,
    LevelJumped,
    TimeAdjusted,
    can_record,
    clock_state,
    jump,
    level_for_new_hand,
    level_index_for_new_hand,
    verify_clock_event,
)
from app.engine.errors import IllegalAction
from app.engine.structure import BlindStructure, Break, Level

L1 = Level(25, 50, duration_seconds=600)
L2 = Level(50, 100, duration_seconds=600)
BREAK = Break(300, "Color up the 25s", color_up=25)
L3 = Level(100, 200, duration_seconds=900)
# Steps: 0 = L1 (600 s), 1 = L2 (600 s), 2 = break (300 s), 3 = L3 (900 s, repeats).
STRUCTURE = BlindStructure((L1, L2, BREAK, L3))
T0 = 1_000_000.0


def state_at(events: list[ClockEvent], now: float) -> ClockState:
    return clock_state(STRUCTURE, events, now)


def test_before_the_start_the_first_level_shows_full_time() -> None:
    state = state_at([], T0)
    assert (state.index, state.level, state.remaining_seconds) == (0, L1, 600)
    assert (state.started, state.running, state.is_break) == (False, False, False)
    assert state.level_number == 1
    assert state.next_level == L2
    assert state.seconds_to_next_break == 1200


def test_running_clock_counts_down() -> None:
    state = state_at([ClockStarted(T0)], T0 + 250)
    assert state.index == 0
    assert state.remaining_seconds == 350
    assert state.elapsed_in_level == 250
    assert state.started and state.running
    assert state.seconds_to_next_break == 950


def test_level_ends_exactly_on_time_and_overrun_carries_over() -> None:
    at_end = state_at([ClockStarted(T0)], T0 + 600)
    assert (at_end.index, at_end.remaining_seconds, at_end.elapsed_in_level) == (1, 600, 0)
    later = state_at([ClockStarted(T0)], T0 + 700)
    assert (later.index, later.level, later.remaining_seconds) == (1, L2, 500)
    assert later.level_number == 2
    assert later.next_level == L3  # the break is skipped
    assert later.seconds_to_next_break == 500


def test_break_is_part_of_the_sequence() -> None:
    state = state_at([ClockStarted(T0)], T0 + 1300)
    assert state.index == 2
    assert state.is_break
    assert state.level == BREAK
    assert state.level_number == 2  # the break follows level 2
    assert state.remaining_seconds == 200
    assert state.next_level == L3
    assert state.seconds_to_next_break is None


def test_last_level_repeats() -> None:
    # 600 + 600 + 300 = 1500 s to reach L3; L3 lasts 900 s and starts over.
    first = state_at([ClockStarted(T0)], T0 + 1500 + 100)
    assert (first.index, first.remaining_seconds, first.elapsed_in_level) == (3, 800, 100)
    assert first.next_level is None
    assert first.seconds_to_next_break is None
    again = state_at([ClockStarted(T0)], T0 + 1500 + 900 * 5 + 300)
    assert (again.index, again.remaining_seconds, again.elapsed_in_level) == (3, 600, 300)
    boundary = state_at([ClockStarted(T0)], T0 + 1500 + 900)
    assert (boundary.index, boundary.remaining_seconds) == (3, 900)


def test_restart_of_the_app_loses_no_time() -> None:
    # The app closed at T0 + 100 and reopens at T0 + 3600: the clock kept running.
    events: list[ClockEvent] = [ClockStarted(T0)]
    assert state_at(events, T0 + 100).remaining_seconds == 500
    reopened = state_at(events, T0 + 3600)
    # 3600 - 1500 = 2100 into L3 = two full repetitions (1800) + 300.
    assert (reopened.index, reopened.remaining_seconds) == (3, 600)


def test_pause_loses_no_time() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), ClockPaused(T0 + 100)]
    paused = state_at(events, T0 + 5000)
    assert (paused.index, paused.remaining_seconds, paused.running) == (0, 500, False)
    assert paused.elapsed_in_level == 100
    events.append(ClockResumed(T0 + 400))
    resumed = state_at(events, T0 + 500)
    assert (resumed.index, resumed.remaining_seconds, resumed.running) == (0, 400, True)
    assert resumed.elapsed_in_level == 200


def test_pause_after_a_level_change() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), ClockPaused(T0 + 650)]
    state = state_at(events, T0 + 10_000)
    assert (state.index, state.remaining_seconds, state.elapsed_in_level) == (1, 550, 50)


def test_adding_time_may_go_beyond_the_level_duration() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), TimeAdjusted(T0 + 100, 300)]
    state = state_at(events, T0 + 100)
    assert (state.index, state.remaining_seconds, state.elapsed_in_level) == (0, 800, 100)
    assert state_at(events, T0 + 899).index == 0
    assert state_at(events, T0 + 900).index == 1


def test_removing_time_shortens_the_level() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), TimeAdjusted(T0 + 100, -120)]
    state = state_at(events, T0 + 200)
    assert (state.index, state.remaining_seconds) == (0, 280)


def test_removing_more_than_remains_moves_to_the_next_level_with_full_time() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), TimeAdjusted(T0 + 100, -1000)]
    state = state_at(events, T0 + 150)
    assert (state.index, state.remaining_seconds, state.elapsed_in_level) == (1, 550, 50)
    exactly: list[ClockEvent] = [ClockStarted(T0), TimeAdjusted(T0 + 100, -500)]
    assert state_at(exactly, T0 + 100).index == 1
    assert state_at(exactly, T0 + 100).remaining_seconds == 600


def test_removing_time_on_the_last_level_starts_it_over() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), TimeAdjusted(T0 + 1600, -5000)]
    state = state_at(events, T0 + 1600)
    assert (state.index, state.remaining_seconds) == (3, 900)


def test_adjusting_while_paused_keeps_the_clock_paused() -> None:
    events: list[ClockEvent] = [
        ClockStarted(T0), ClockPaused(T0 + 100), TimeAdjusted(T0 + 200, 60)
    ]
    state = state_at(events, T0 + 900)
    assert (state.remaining_seconds, state.running) == (560, False)


def test_jump_sets_the_new_step_with_full_duration() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), LevelJumped(T0 + 100, 3)]
    state = state_at(events, T0 + 200)
    assert (state.index, state.level, state.remaining_seconds) == (3, L3, 800)
    back: list[ClockEvent] = [*events, LevelJumped(T0 + 300, 0)]
    state = state_at(back, T0 + 300)
    assert (state.index, state.remaining_seconds, state.elapsed_in_level) == (0, 600, 0)


def test_jump_while_paused_stays_paused() -> None:
    events: list[ClockEvent] = [ClockStarted(T0), ClockPaused(T0 + 10), LevelJumped(T0 + 20, 2)]
    state = state_at(events, T0 + 1000)
    assert (state.index, state.is_break, state.remaining_seconds, state.running) == (
        2, True, 300, False)


def test_jump_and_adjust_before_the_start() -> None:
    events: list[ClockEvent] = [LevelJumped(T0, 1), TimeAdjusted(T0, 60)]
    state = state_at(events, T0 + 500)
    assert (state.index, state.remaining_seconds, state.started) == (1, 660, False)
    started = state_at([*events, ClockStarted(T0 + 1000)], T0 + 1060)
    assert (started.index, started.remaining_seconds) == (1, 600)


def test_jump_helper_next_and_previous() -> None:
    events: list[ClockEvent] = [ClockStarted(T0)]
    assert jump(STRUCTURE, events, T0 + 700) == LevelJumped(T0 + 700, 2)
    assert jump(STRUCTURE, events, T0 + 700, by=-1) == LevelJumped(T0 + 700, 0)
    with pytest.raises(IllegalAction, match="first level"):
        jump(STRUCTURE, events, T0 + 10, by=-1)
    with pytest.raises(IllegalAction, match="last level; it repeats"):
        jump(STRUCTURE, events, T0 + 2000)


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([ClockPaused(T0)], "cannot be paused before it starts"),
        ([ClockResumed(T0)], "has not started yet"),
        ([ClockStarted(T0), ClockStarted(T0 + 1)], "already started"),
        ([ClockStarted(T0), ClockPaused(T0 + 1), ClockPaused(T0 + 2)], "already paused"),
        ([ClockStarted(T0), ClockResumed(T0 + 1)], "already running"),
        ([ClockStarted(T0), LevelJumped(T0 + 1, 4)], "no step 4; the structure has steps 0 to 3"),
        ([LevelJumped(T0, -1)], "no step -1"),
    ],
)
def test_events_out_of_sequence_are_refused(events: list[ClockEvent], message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        state_at(events, T0 + 10)


def test_verify_and_can_record() -> None:
    events: list[ClockEvent] = [ClockStarted(T0)]
    assert can_record(STRUCTURE, events, ClockPaused(T0 + 5))
    assert not can_record(STRUCTURE, events, ClockResumed(T0 + 5))
    with pytest.raises(IllegalAction, match="already running"):
        verify_clock_event(STRUCTURE, events, ClockResumed(T0 + 5))


def test_time_never_runs_backwards() -> None:
    # The system clock was set back 30 s between the pause and the resume.
    events: list[ClockEvent] = [
        ClockStarted(T0), ClockPaused(T0 + 100), ClockResumed(T0 + 70)
    ]
    assert state_at(events, T0 + 170).remaining_seconds == 430
    # ``now`` before the last event shows the clock as at that event.
    assert state_at([ClockStarted(T0)], T0 - 50).remaining_seconds == 600


def test_fractional_seconds() -> None:
    state = state_at([ClockStarted(T0 + 0.25)], T0 + 10.75)
    assert state.remaining_seconds == pytest.approx(589.5)


def test_seconds_to_next_break_with_several_breaks() -> None:
    structure = BlindStructure(
        (L1, Break(300), L2, L2, Break(600, color_up=25), L3)
    )
    assert clock_state(structure, [ClockStarted(T0)], T0 + 100).seconds_to_next_break == 500
    during_first_break = clock_state(structure, [ClockStarted(T0)], T0 + 700)
    assert during_first_break.is_break
    assert during_first_break.seconds_to_next_break == 200 + 600 + 600
    assert clock_state(structure, [ClockStarted(T0)], T0 + 900).seconds_to_next_break == 1200


def test_new_level_applies_from_the_next_hand() -> None:
    events: list[ClockEvent] = [ClockStarted(T0)]
    assert level_for_new_hand(STRUCTURE, [], T0) == L1
    # A hand started at 599 s plays level 1 to its end; the next hand plays level 2.
    assert level_for_new_hand(STRUCTURE, events, T0 + 599) == L1
    assert level_for_new_hand(STRUCTURE, events, T0 + 600) == L2
    assert level_index_for_new_hand(STRUCTURE, events, T0 + 600) == 1
    # During the break, level 2 is over: a hand dealt now plays level 3.
    assert level_for_new_hand(STRUCTURE, events, T0 + 1300) == L3
    assert level_index_for_new_hand(STRUCTURE, events, T0 + 1300) == 3
    assert level_for_new_hand(STRUCTURE, events, T0 + 99_999) == L3


@given(
    gaps=st.lists(st.tuples(st.integers(0, 700), st.integers(0, 700)), max_size=6),
    tail=st.integers(0, 5000),
)
def test_pausing_only_delays_the_clock(gaps: list[tuple[int, int]], tail: int) -> None:
    """Run for a, pause for b, repeatedly: the clock equals one that ran sum(a) straight."""
    events: list[ClockEvent] = [ClockStarted(0)]
    now = 0
    ran = 0
    for run, pause in gaps:
        now += run
        ran += run
        events.append(ClockPaused(now))
        now += pause
        events.append(ClockResumed(now))
    paused = clock_state(STRUCTURE, events, now + tail)
    straight = clock_state(STRUCTURE, [ClockStarted(0)], ran + tail)
    assert (paused.index, paused.remaining_seconds, paused.elapsed_in_level) == (
        straight.index, straight.remaining_seconds, straight.elapsed_in_level)
