"""The session's time: the computer's clock read once, then moved on by a steady clock.

The tournament clock is a function of recorded moments and "now" (:mod:`app.engine.clock`).
If "now" were the computer's clock, setting it back an hour mid-level would put the level
back to its full time, and setting it forward would end levels nobody played. So the
session reads the computer's clock once, when it opens the file, and from then on counts
the time that really passes on a clock nothing can set: every moment it records, and the
clock it shows, follow that count, whatever the computer's clock does.

Where the system offers one (Linux), the steady count includes the time the computer
sleeps, as the room's time goes on while the laptop is closed; elsewhere a computer that
slept looks like a computer's clock that jumped forward, and the host is asked
(:meth:`SteadyClock.follow_wall`).

After a restart only the computer's clock is left: the session starts from it, but never
before the latest moment the journal recorded (time recorded never runs backwards, and
the tournament clock does not stand still until the computer's clock catches up).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final

Clock = Callable[[], float]

JUMP_TOLERANCE: Final = 5.0
"""Seconds the computer's clock may drift from the steady count before it counts as a
jump (its own slow corrections are far below this)."""


def steady_seconds() -> float:
    """Seconds on a clock nothing sets: the boot time where the system has it (it counts
    sleep too), else Python's monotonic clock."""
    if hasattr(time, "CLOCK_BOOTTIME"):
        return time.clock_gettime(time.CLOCK_BOOTTIME)
    return time.monotonic()


class SteadyClock:
    """Now = the computer's clock at the start + the steady time since (seconds).

    ``wall`` is the computer's clock, ``steady`` the clock nothing sets; ``not_before`` is
    the latest moment already recorded, which the start never precedes.

    >>> wall, steady = [1_000.0], [5.0]
    >>> clock = SteadyClock(lambda: wall[0], lambda: steady[0])
    >>> wall[0], steady[0] = 1_000.0 - 3_600 + 60, 65.0  # a minute on, an hour set back
    >>> clock(), clock.new_jump()
    (1060.0, -3600.0)
    >>> clock.new_jump() is None  # told once
    True
    """

    def __init__(
        self,
        wall: Clock = time.time,
        steady: Clock = steady_seconds,
        *,
        not_before: float | None = None,
    ) -> None:
        self._wall = wall
        self._steady = steady
        start = wall()
        self._start = start if not_before is None else max(start, not_before)
        self._steady_start = steady()
        # The jump the host was last told of: a jump is told once, not at every tick.
        self._told = 0.0

    def __call__(self) -> float:
        return self._start + (self._steady() - self._steady_start)

    def wall_jump(self) -> float:
        """How far the computer's clock is from this one (seconds; positive: ahead)."""
        return self._wall() - self()

    def new_jump(self) -> float | None:
        """The computer's clock's jump since it was last told (seconds), once; ``None``
        while it keeps within :data:`JUMP_TOLERANCE` of what was told."""
        jump = self.wall_jump()
        if math.isclose(jump, self._told, abs_tol=JUMP_TOLERANCE):
            return None
        self._told = jump
        return jump

    def follow_wall(self) -> bool:
        """Catch up with the computer's clock when it is ahead (the computer slept while
        the room played on): the time it moved on counts from now.

        :returns: whether it moved; never backwards, which would stop the tournament
            clock until the computer's clock caught up.
        """
        jump = self.wall_jump()
        if jump <= 0:
            return False
        self._start += jump
        self._told = 0.0
        return True
