"""The draw for the first button at the console (issue 23.18), typed as a dealer types:
B at a table that has not dealt, each player's card and Enter, then N deals with the
button where the high card fell; one Ctrl+Z takes the draw back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_card
from app.engine.tournament_events import ButtonDrawn, HandStarted
from app.present.console_keys import Mode
from app.ui.main_window import MainWindow
from tests.ui.test_keyboard import enter, journal, key, type_text


def active(qtbot: QtBot, window: MainWindow) -> MainWindow:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


def test_b_records_the_cards_drawn_and_n_deals_from_the_high_card(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = active(qtbot, console())  # Ann, Bob and Cy in seats 1-3
    assert window.mode is Mode.WAITING
    assert "B records the draw for the button" in window.action_bar.hint_label.text()
    key(qtbot, window, "B")
    dialog = window.button_draw_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.cards[1], timeout=2000)
    for card in ("9c", "Ks", "Kh"):  # Bob's king of spades beats Cy's king of hearts
        type_text(qtbot, window, card)
        if card != "Kh":
            enter(qtbot, window)
    assert dialog.outcome.text() == "Button by high card: Bob (K♠)"
    enter(qtbot, window)  # Enter on the last card records
    assert not dialog.isVisible()
    cards = ((1, parse_card("9c")), (2, parse_card("Ks")), (3, parse_card("Kh")))
    assert journal(window)[-1] == ButtonDrawn(1, 2, cards)
    assert "Button by high card: Bob (K♠)" in window.hand_log.lines
    assert window.session.edits.undo_text() == "Button draw at table 1: seat 2"
    active(qtbot, window)  # the window manager gives the console back its keyboard
    key(qtbot, window, "N")
    dealt = journal(window)[-1]
    assert isinstance(dealt, HandStarted) and dealt.config.button == 2
    assert window.hand_log.lines[:2] == ("Hand 1", "Button by high card: Bob (K♠)")


def test_b_with_only_the_winner_chosen_and_one_undo_takes_it_back(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = active(qtbot, console())
    key(qtbot, window, "B")
    dialog = window.button_draw_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.cards[1], timeout=2000)
    for _ in range(3):  # past the three card fields to "Button to"
        key(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.winner
    key(qtbot, window, Qt.Key.Key_Down)
    key(qtbot, window, Qt.Key.Key_Down)  # seat 3: Cy
    dialog.record_button.click()
    assert journal(window)[-1] == ButtonDrawn(1, 3)
    assert window.table_widget.view.seats[2].is_button  # the D waits at Cy's seat
    assert "Button by draw: Cy (seat 3)" in window.hand_log.lines
    active(qtbot, window)  # the window manager gives the console back its keyboard
    key(qtbot, window, "z", Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.table(1).button_draw is None
    key(qtbot, window, "N")
    dealt = journal(window)[-1]
    assert isinstance(dealt, HandStarted) and dealt.config.button == 1  # as before: seat 1


def test_b_once_the_table_has_dealt_says_why_it_does_nothing(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = active(qtbot, console())
    key(qtbot, window, "N")
    key(qtbot, window, "F")
    key(qtbot, window, "F")
    assert window.mode is Mode.BETWEEN
    key(qtbot, window, "B")
    assert window.button_draw_dialog is None
    assert window.action_bar.feedback.startswith("'B' does nothing now")
