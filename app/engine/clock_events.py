"""The clock's recorded events: started, paused, resumed, time adjusted, level jumped.

Only the session records them (:mod:`app.session.edits`); :mod:`app.engine.clock`
reads them to compute the clock. The windows, pads and service never build one (an
import-linter contract forbids them this module).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class ClockStarted:
    """The director started the clock."""

    at: float
    kind: Literal["clock_started"] = "clock_started"


@dataclass(frozen=True, slots=True)
class ClockPaused:
    """The clock was paused."""

    at: float
    kind: Literal["clock_paused"] = "clock_paused"


@dataclass(frozen=True, slots=True)
class ClockResumed:
    """The paused clock runs again."""

    at: float
    kind: Literal["clock_resumed"] = "clock_resumed"


@dataclass(frozen=True, slots=True)
class TimeAdjusted:
    """``seconds`` were added to (positive) or removed from (negative) the current step."""

    at: float
    seconds: float
    kind: Literal["time_adjusted"] = "time_adjusted"


@dataclass(frozen=True, slots=True)
class LevelJumped:
    """The director moved the clock to step ``index`` (a level or a break), full time."""

    at: float
    index: int
    kind: Literal["level_jumped"] = "level_jumped"


ClockEvent = ClockStarted | ClockPaused | ClockResumed | TimeAdjusted | LevelJumped
