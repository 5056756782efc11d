"""What the console asks when the computer's clock jumps (issue 24.5): no Qt, no I/O.

The tournament clock keeps counting the time that really passes
(:mod:`app.session.steady_clock`); the host is told once per jump, and only a jump
forward offers a choice: a computer that slept while the room played on missed that time,
and the host may count it.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.wording import translate
from app.present.room_facts import format_seconds


@dataclass(frozen=True, slots=True)
class JumpQuestion:
    """The question's words: what happened, what Feltboard did, and the button that
    counts the time (``None`` when the jump was back: real time never runs backwards)."""

    title: str
    text: str
    detail: str
    count_button: str | None


def jump_question(seconds: float) -> JumpQuestion:
    """The question for a jump of the computer's clock by ``seconds`` (negative: back).

    >>> question = jump_question(-3600)
    >>> question.text
    "The computer's clock was set back by 1:00:00."
    >>> question.count_button is None
    True
    """
    title = translate("ClockJump", "The computer's clock changed")
    duration = format_seconds(abs(seconds))
    if seconds < 0:
        return JumpQuestion(
            title,
            translate("ClockJump", "The computer's clock was set back by {duration}.").format(
                duration=duration
            ),
            translate(
                "ClockJump",
                "The tournament clock kept counting the time that really passed: no level"
                " gets time back.",
            ),
            None,
        )
    return JumpQuestion(
        title,
        translate("ClockJump", "The computer's clock moved forward by {duration}.").format(
            duration=duration
        ),
        translate(
            "ClockJump",
            "The tournament clock kept counting the time that really passed. If the computer"
            " was asleep while the tournament went on, count the {duration} it missed.",
        ).format(duration=duration),
        translate("ClockJump", "Count the {duration}").format(duration=duration),
    )
