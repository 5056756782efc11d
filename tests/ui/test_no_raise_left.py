"""When nobody left can call a raise, R and A say so (issue 23.6).

R used to say "Type an amount in chips" and A "No all-in now: F, C or R", although no
raise could work: both now give the engine's reason, "call or fold".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.entry_options import EntryKind
from app.engine.events import Called, WentAllIn
from app.engine.tournament_events import EntryTaken
from app.ui.main_window import MainWindow
from tests.ui.test_console import hand_state, press

REASON = "No other player can match a raise; call or fold"


def facing_two_all_ins(window: MainWindow, clock) -> None:
    """Ann (60,000) calls, Bob (40,000) and Cy (20,000) go all-in: Ann is to act."""
    session = window.session
    for event in (
        EntryTaken(1, EntryKind.REBUY, clock.now),
        EntryTaken(1, EntryKind.ADD_ON, clock.now),
        EntryTaken(2, EntryKind.ADD_ON, clock.now),
    ):
        assert session.take_entry(event.player, event.entry) is None
    press_next = window.action_bar.next_hand
    press_next()
    for event in (Called(1), WentAllIn(2), WentAllIn(3)):
        assert session.act(1, event) is None
    state = hand_state(window)
    assert state is not None and state.to_act == 1
    legal = state.legal_actions()
    assert legal is not None and legal.raising_closed_reason == REASON


def test_r_says_nobody_can_call_a_raise(
    qtbot: QtBot, console: Callable[[], MainWindow], clock
) -> None:
    window = console()
    facing_two_all_ins(window, clock)
    press(qtbot, window, Qt.Key.Key_R)
    assert window.action_bar.feedback == REASON
    for key in "90000":
        press(qtbot, window, getattr(Qt.Key, f"Key_{key}"))
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.action_bar.feedback == REASON
    assert hand_state(window).to_act == 1  # nothing recorded


def test_a_says_nobody_can_call_a_raise(
    qtbot: QtBot, console: Callable[[], MainWindow], clock
) -> None:
    window = console()
    facing_two_all_ins(window, clock)
    press(qtbot, window, Qt.Key.Key_A)
    assert window.action_bar.feedback == REASON
    press(qtbot, window, Qt.Key.Key_C)  # what is left to do works
    assert hand_state(window) is None or hand_state(window).to_act != 1
