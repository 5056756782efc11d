"""A hi-lo pot awarded by hand at the console, by keys, when no card was typed (issue 26):
"High half to…", then "Low half to…" or "No low", then Award; undo gives it back."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.ui.main_window import MainWindow
from tests.display.test_window import FakeEffect
from tests.ui.test_omaha_console import omaha_console, play_to_showdown

__all__ = ["omaha_console"]  # the fixture, used by name


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _tab(qtbot: QtBot, times: int = 1) -> QWidget:
    for _ in range(times):
        qtbot.keyClick(_focused(), Qt.Key.Key_Tab)
    return _focused()


def _space(qtbot: QtBot) -> None:
    qtbot.keyClick(_focused(), Qt.Key.Key_Space)


def _stacks(window: MainWindow) -> dict[str, int]:
    return {p.name: p.stack for p in window.session.state.players}


def test_the_dealer_awards_the_high_half_and_splits_the_low_by_keys(
    qtbot: QtBot, omaha_console: MainWindow
) -> None:
    """A 150 pot on 7d 3c 2s Kd 9h, no hand typed. High half 75 to Ann; the low half 75
    (three 25 chips) to Bob and Cy: Bob, first left of the button (Ann), takes the odd
    chip, 50, Cy 25."""
    window = omaha_console
    play_to_showdown(qtbot, window)
    row = window.action_bar._award_rows[0]
    assert row.label.text() == "Main pot 150:"
    assert [t.text() for t in row.toggles] == ["Ann", "Bob", "Cy"]
    assert [t.text() for t in row.low_toggles] == ["Ann", "Bob", "Cy"]
    assert row.no_low.isVisible()
    row.toggles[0].setFocus()
    _space(qtbot)  # high half: Ann
    assert _tab(qtbot, 7) is row.award_button
    _space(qtbot)
    assert window.action_bar.feedback == "Choose who wins the low half, or No low"
    assert window.session.state.table(1).hand_state is not None, "nothing was recorded"
    row.toggles[0].setFocus()
    assert _tab(qtbot, 4) is row.low_toggles[1]
    _space(qtbot)  # low half: Bob
    assert _tab(qtbot) is row.low_toggles[2]
    _space(qtbot)  # and Cy
    assert _tab(qtbot) is row.no_low
    assert _tab(qtbot) is row.award_button
    _space(qtbot)
    assert window.session.state.table(1).hand_state is None
    assert _stacks(window) == {"Ann": 20_025, "Bob": 20_000, "Cy": 19_975}
    lines = window.action_bar.result_label.text().splitlines()
    assert lines[0] == "Hand 1 result:"
    assert lines[1:] == ["Main pot, high half: 75 to Ann",
                         "Main pot, low half: 75 split, 50 to Bob, 25 to Cy (odd chips from "
                         "the dealer's left)"], lines

    window.session.undo_stack.undo()
    assert window.session.state.table(1).hand_state is not None
    assert _stacks(window) == {"Ann": 20_000, "Bob": 20_000, "Cy": 20_000}, "as dealt"
    row = window.action_bar._award_rows[0]
    assert row.chosen == () and row.low_chosen is None, "the toggles start over"


def test_no_low_gives_the_high_the_whole_pot(qtbot: QtBot, omaha_console: MainWindow) -> None:
    window = omaha_console
    play_to_showdown(qtbot, window)
    row = window.action_bar._award_rows[0]
    row.low_toggles[2].setFocus()
    _space(qtbot)
    row.toggles[2].setFocus()
    _space(qtbot)  # high: Cy
    assert _tab(qtbot, 4) is row.no_low
    _space(qtbot)
    assert not row.low_toggles[2].isChecked(), "No low clears a low winner"
    _tab(qtbot)
    _space(qtbot)
    assert _stacks(window) == {"Ann": 19_950, "Bob": 19_950, "Cy": 20_100}


def test_the_console_and_the_tv_show_the_hand_awarded_in_halves(
    qtbot: QtBot, omaha_console: MainWindow, tmp_path: Path
) -> None:
    """Ann shows A-K-Q-J (typed), the others' cards are not: the TV shows the showdown,
    the dealer gives the high half to Ann and the low half to Bob, the console says so."""
    window = omaha_console
    shots = Path(os.environ.get("FELTBOARD_SCREENSHOTS") or tmp_path)
    play_to_showdown(qtbot, window)
    assert window.session.edits.show_cards(1, 1, "Ah Kh Qd Jd") is None
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    hand = display.model.featured_hand
    assert hand is not None and display.model.level_label == "LEVEL 1 · OMAHA HI-LO"
    display.grab().save(str(shots / "omaha-tv.png"))
    row = window.action_bar._award_rows[0]
    row.toggles[0].setFocus()
    _space(qtbot)  # high: Ann
    row.low_toggles[1].setFocus()
    _space(qtbot)  # low: Bob
    window.grab().save(str(shots / "omaha-console-award.png"))
    row.award_button.setFocus()
    _space(qtbot)
    assert _stacks(window) == {"Ann": 20_025, "Bob": 20_025, "Cy": 19_950}
    assert window.action_bar.result_label.text().splitlines()[1:] == [
        "Main pot, high half: 75 to Ann", "Main pot, low half: 75 to Bob"]
    scroll = window.action_bar._result_scroll
    line = window.action_bar.result_label.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: scroll.height() > 2 * line)
    window.grab().save(str(shots / "omaha-console.png"))
    display.close()
