"""The tournament clock as a function of recorded events and the current time.

Nothing here reads the system clock: every event carries the moment it happened (seconds,
e.g. ``time.time()`` as the session recorded it) and the caller passes ``now``. The state
is ``clock_state(structure, events, now)``, so a restart of the app loses no clock time:
replaying the journal with the new ``now`` puts the clock where it would have been.

Rules of the clock (steps are the structure's levels and breaks, in order):

- Before :class:`ClockStarted` the clock shows step 0 with its full time, not running.
- While running, time counts down; when a step's time is up the next step starts at once
  with its full duration and any overrun carries into it. The last level repeats: its
  blinds stay and its timer starts over for as long as the tournament lasts.
- A pause loses no time: the remaining time is frozen until the resume.
- :class:`TimeAdjusted` adds or removes seconds from the current step. Adding beyond the
  step's duration is allowed. Removing as much as remains or more ends the step: the next
  step starts with its full duration (the excess is not carried over); on the last level
  the level starts over.
- :class:`LevelJumped` moves to any step with its full duration, running or not.
- Time never runs backwards: an event, or ``now``, earlier than the event before it counts
  as happening at that earlier event's moment (a system clock set back by a few seconds
  must not break a tournament).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from app.engine.clock_events import (
    ClockEvent,
    ClockPaused,
    ClockResumed,
    ClockStarted,
    LevelJumped,
    TimeAdjusted,
)
from app.engine.errors import IllegalAction
from app.engine.structure import BlindStructure, Break, Level, Step
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class ClockState:
    """What the clock shows at one moment; everything is derived from the events.

    ``level`` is the current step (a :class:`Level` or a :class:`Break`); ``level_number``
    is its 1-based level number, or for a break the number of the level before it.
    ``elapsed_in_level`` is running time actually spent in the step (on the repeating last
    level, in the current repetition); adjustments change ``remaining_seconds`` only.
    ``next_level`` is the next level after this step (``None`` on the last level), and
    ``seconds_to_next_break`` the time until the next break starts (``None`` if none is
    left).
    """

    index: int
    level_number: int
    is_break: bool
    level: Step
    remaining_seconds: float
    elapsed_in_level: float
    started: bool
    running: bool
    next_level: Level | None
    seconds_to_next_break: float | None


@dataclass(frozen=True, slots=True)
class _Position:
    """Where the countdown is: step, time left, time spent in the step."""

    index: int
    remaining: float
    elapsed: float


def _at_step(structure: BlindStructure, index: int) -> _Position:
    """The start of step ``index`` with its full duration."""
    return _Position(index, float(structure.steps[index].duration_seconds), 0.0)


def _run(structure: BlindStructure, position: _Position, seconds: float) -> _Position:
    """Let ``seconds`` of running time pass, moving through steps as their time runs out."""
    while seconds >= position.remaining:
        seconds -= position.remaining
        if position.index == structure.last_index:
            duration = float(structure.steps[position.index].duration_seconds)
            seconds %= duration
            position = _at_step(structure, position.index)
            break
        position = _at_step(structure, position.index + 1)
    return _Position(position.index, position.remaining - seconds, position.elapsed + seconds)


def _end_step(structure: BlindStructure, position: _Position) -> _Position:
    """The step after ``position`` with its full time; the last level starts over."""
    return _at_step(structure, min(position.index + 1, structure.last_index))


def clock_state(
    structure: BlindStructure, events: Sequence[ClockEvent], now: float
) -> ClockState:
    """The clock at ``now`` after the recorded ``events`` (see the module rules).

    :raises IllegalAction: if the events are out of sequence (a pause while paused, a
        resume while running, a second start, a pause before the start) or jump outside
        the structure.

    >>> from app.engine.structure import Level
    >>> s = BlindStructure((Level(25, 50, duration_seconds=600), Level(50, 100)))
    >>> state = clock_state(s, [ClockStarted(1000), ClockPaused(1100)], now=5000)
    >>> state.index, state.remaining_seconds, state.running
    (0, 500.0, False)
    """
    position = _at_step(structure, 0)
    started = running = False
    last = float("-inf")
    for event in events:
        at = max(float(event.at), last)
        if running:
            position = _run(structure, position, at - last)
        last = at
        if isinstance(event, ClockStarted):
            if started:
                raise IllegalAction(translate("Clock", "The clock was already started"))
            started = running = True
        elif isinstance(event, ClockPaused):
            if not started:
                raise IllegalAction(
                    translate("Clock", "The clock cannot be paused before it starts")
                )
            if not running:
                raise IllegalAction(translate("Clock", "The clock is already paused"))
            running = False
        elif isinstance(event, ClockResumed):
            if not started:
                raise IllegalAction(
                    translate("Clock", "The clock has not started yet; start it instead")
                )
            if running:
                raise IllegalAction(translate("Clock", "The clock is already running"))
            running = True
        elif isinstance(event, TimeAdjusted):
            remaining = position.remaining + event.seconds
            if remaining > 0:
                position = replace(position, remaining=remaining)
            else:
                position = _end_step(structure, position)
        else:
            if not 0 <= event.index <= structure.last_index:
                raise IllegalAction(
                    translate(
                        "Clock", "There is no step {index}; the structure has steps 0 to {last}"
                    ).format(index=event.index, last=structure.last_index)
                )
            position = _at_step(structure, event.index)
    if running:
        position = _run(structure, position, max(float(now), last) - last)
    return _state(structure, position, started, running)


def _state(
    structure: BlindStructure, position: _Position, started: bool, running: bool
) -> ClockState:
    """Assemble the public state from a position."""
    index = position.index
    step = structure.steps[index]
    next_index = structure.next_level_index(index)
    next_level = structure.steps[next_index] if next_index is not None else None
    assert next_level is None or isinstance(next_level, Level)
    return ClockState(
        index=index,
        level_number=structure.level_number(index),
        is_break=isinstance(step, Break),
        level=step,
        remaining_seconds=position.remaining,
        elapsed_in_level=position.elapsed,
        started=started,
        running=running,
        next_level=next_level,
        seconds_to_next_break=_seconds_to_next_break(structure, position),
    )


def _seconds_to_next_break(structure: BlindStructure, position: _Position) -> float | None:
    """Time from now until the next break after the current step begins."""
    seconds = position.remaining
    for step in structure.steps[position.index + 1 :]:
        if step.is_break:
            return seconds
        seconds += step.duration_seconds
    return None


def verify_clock_event(
    structure: BlindStructure, events: Sequence[ClockEvent], event: ClockEvent
) -> None:
    """Check that ``event`` may follow ``events``.

    :raises IllegalAction: as :func:`clock_state` would after recording it.
    """
    clock_state(structure, [*events, event], event.at)


def can_record(
    structure: BlindStructure, events: Sequence[ClockEvent], event: ClockEvent
) -> bool:
    """Whether ``event`` may follow ``events`` (the UI offers only what this allows)."""
    try:
        verify_clock_event(structure, events, event)
    except IllegalAction:
        return False
    return True


def jump(
    structure: BlindStructure, events: Sequence[ClockEvent], now: float, by: int = 1
) -> LevelJumped:
    """The event for "next level" (``by=1``) or "previous level" (``by=-1``) at ``now``.

    Steps count breaks: "next" from the level before a break goes to the break.

    :raises IllegalAction: if the move leaves the structure.
    """
    index = clock_state(structure, events, now).index + by
    if index > structure.last_index:
        raise IllegalAction(
            translate("Clock", "This is the last level; it repeats until the tournament ends")
        )
    if index < 0:
        raise IllegalAction(
            translate("Clock", "This is the first level; there is none before it")
        )
    return LevelJumped(now, index)


def level_index_for_new_hand(
    structure: BlindStructure, events: Sequence[ClockEvent], hand_started_at: float
) -> int:
    """The step index whose blinds apply to a hand starting at ``hand_started_at``.

    A new level applies from the next hand (TDA 23): a hand keeps the level it started
    in, so call this once when the hand starts and store the blinds in its config. A
    hand started during a break plays the level after the break, since the level before
    it is over.

    :raises IllegalAction: as :func:`clock_state`.
    """
    state = clock_state(structure, events, hand_started_at)
    if not state.is_break:
        return state.index
    next_index = structure.next_level_index(state.index)
    assert next_index is not None  # a structure always ends with a level
    return next_index


def level_for_new_hand(
    structure: BlindStructure, events: Sequence[ClockEvent], hand_started_at: float
) -> Level:
    """The level whose blinds apply to a hand starting at ``hand_started_at`` (TDA 23).

    :raises IllegalAction: as :func:`clock_state`.
    """
    step = structure.steps[level_index_for_new_hand(structure, events, hand_started_at)]
    assert isinstance(step, Level)
    return step
