"""The status bar's color-up notice goes when the race is run or the next level begins
(issue 23.10: "Break: Color up the 25s…" stayed after both)."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.clock import ClockStarted, LevelJumped
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock

COLOR_UP_BREAK = 9  # HOME_STANDARD: "Color up the 25s", 15 minutes


def at_the_color_up_break(window: MainWindow, clock: FixedClock) -> str:
    session = window.session
    assert session.record(ClockStarted(clock.now)) is None
    assert session.record(LevelJumped(clock.now, COLOR_UP_BREAK)) is None
    session._tick()  # the session's timer, once
    notice = window.statusBar().currentMessage()
    assert notice.startswith("Break: Color up the 25s — Tournament > Color up chips…")
    return notice


def test_the_notice_goes_when_the_next_level_begins(
    console: Callable[[], MainWindow], clock: FixedClock
) -> None:
    window = console()
    at_the_color_up_break(window, clock)
    clock.now += 15 * 60 + 1  # the break is over
    window.session._tick()
    assert window.statusBar().currentMessage() == ""


def test_the_notice_goes_when_the_race_is_recorded(
    console: Callable[[], MainWindow], clock: FixedClock
) -> None:
    window = console()
    at_the_color_up_break(window, clock)
    dialog = window.color_up()
    dialog.deal(seed=3)
    dialog.accept()
    assert window.statusBar().currentMessage() == ""


def test_another_message_is_left_alone(
    console: Callable[[], MainWindow], clock: FixedClock
) -> None:
    window = console()
    at_the_color_up_break(window, clock)
    window.statusBar().showMessage("Saved a copy as x.feltboard")
    clock.now += 15 * 60 + 1
    window.session._tick()
    assert window.statusBar().currentMessage() == "Saved a copy as x.feltboard"
