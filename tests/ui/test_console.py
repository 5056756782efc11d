"""Drive the real dealer console with clicks and key presses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from app.engine.accounts import standings
from app.engine.config import Street
from app.engine.entry_options import EntryKind
from app.engine.tournament_events import EntryTaken
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier):
    """A key pressed as on a keyboard: it reaches the widget holding the keyboard."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifier)


def click(qtbot: QtBot, button: QPushButton) -> None:
    """A single click, spaced from the last so Qt does not see a double-click."""
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def hand_state(window: MainWindow):
    return window.session.state.table(1).hand_state


def type_and_enter(qtbot: QtBot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_full_hand_with_side_pot_split_and_bust(
    qtbot: QtBot, console: Callable[[], MainWindow], clock
) -> None:
    window = console()
    session = window.session
    for event in (
        EntryTaken(1, EntryKind.REBUY, clock.now),
        EntryTaken(1, EntryKind.ADD_ON, clock.now),
        EntryTaken(2, EntryKind.ADD_ON, clock.now),
    ):
        assert session.record(event) is None
    bar = window.action_bar
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    state = hand_state(window)
    assert state is not None and state.to_act == 1  # Ann, left of the big blind (Cy)
    press(qtbot, window, Qt.Key.Key_A)  # Ann all-in for 60,000: asked first,
    press(qtbot, window, Qt.Key.Key_A)  # then confirmed
    click(qtbot, bar.all_in_button)  # Bob calls all-in
    click(qtbot, bar.all_in_button)  # Cy calls all-in
    state = hand_state(window)
    assert state.returned == ((1, 20_000),)
    assert [(p.amount, p.eligible) for p in state.pots] == [(60_000, (1, 2, 3)), (40_000, (1, 2))]
    type_and_enter(qtbot, bar.cards_edit, "2c 7d 9h")
    type_and_enter(qtbot, bar.cards_edit, "Jc")
    bar.cards_edit.setText("Ks")
    qtbot.mouseClick(bar.deal_button, Qt.MouseButton.LeftButton)
    assert hand_state(window).street is Street.SHOWDOWN
    for seat, cards in ((2, "Ad Kc"), (3, "Qs Qd"), (1, "Ah Kh")):
        edit = window.findChild(type(bar.cards_edit), f"show{seat}")
        assert edit is not None, f"no show box for seat {seat}"
        type_and_enter(qtbot, edit, cards)
    state = window.session.state
    assert state.table(1).hand_state is None
    assert [state.player(p).stack for p in (1, 2)] == [70_000, 50_000]
    assert state.player(3).busted
    cy = next(s for s in standings(state) if s.player.name == "Cy")
    assert cy.place == 3
    result = bar.result_label.text()
    assert "Return 20,000 uncalled to Ann" in result
    assert "Side pot 1: 40,000 split, 20,000 to Bob, 20,000 to Ann" in result
    assert "(Pair of Kings, kickers Ace, Jack, Nine)" in result
    assert "Main pot: 60,000 split, 30,000 to Bob, 30,000 to Ann" in result
    assert result.index("Side pot 1") < result.index("Main pot")


def test_undo_and_redo_across_a_street(qtbot: QtBot, console: Callable[[], MainWindow]) -> None:
    window = console()
    bar = window.action_bar
    press(qtbot, window, Qt.Key.Key_N)
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_C)  # Ann calls, Bob completes, Cy checks
    assert hand_state(window).awaiting_board is Street.FLOP
    qtbot.mouseClick(bar.skip_button, Qt.MouseButton.LeftButton)
    assert hand_state(window).street is Street.FLOP and hand_state(window).to_act == 2
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hand_state(window).awaiting_board is Street.FLOP
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hand_state(window).to_act == 3
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    press(qtbot, window, Qt.Key.Key_Z, modifiers)
    press(qtbot, window, Qt.Key.Key_Z, modifiers)
    state = hand_state(window)
    assert state.street is Street.FLOP and state.to_act == 2
    assert window.table_widget.view is not None
    assert window.table_widget.view.street == "Flop"


def test_illegal_raise_is_refused_inline(
    qtbot: QtBot, console: Callable[[], MainWindow], three_handed: TournamentFile
) -> None:
    window = console()
    bar = window.action_bar
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    recorded = len(hand_state(window).events)
    for typed, message in (
        ("60", "Raise to at least 100"),
        ("abc", "'abc' is not a number of chips"),
        ("-5", "An amount cannot be negative"),
        ("25,000", "has only 20,000 behind"),
    ):
        type_and_enter(qtbot, bar.amount_edit, typed)
        assert message in bar._error.text()
        assert len(hand_state(window).events) == recorded
    type_and_enter(qtbot, bar.amount_edit, "150")
    assert hand_state(window).current_bet == 150
    assert bar._error.text() == ""


def test_reopening_restores_the_screen_mid_hand(
    qtbot: QtBot, console: Callable[[], MainWindow], three_handed: TournamentFile, clock
) -> None:
    window = console()
    bar = window.action_bar
    press(qtbot, window, Qt.Key.Key_N)
    type_and_enter(qtbot, bar.amount_edit, "200")
    press(qtbot, window, Qt.Key.Key_C)
    before = window.table_widget.view
    path = three_handed.path
    window.close()
    three_handed.close()
    reopened = TournamentFile.open(path)
    try:
        again = MainWindow(LiveTournament(reopened, clock=clock))
        qtbot.addWidget(again)
        again.show()
        qtbot.waitExposed(again)
        assert again.table_widget.view == before
        assert again.action_bar.check_button.text() == "Call 150  [C]"
        again.close()
    finally:
        reopened.close()


def test_only_legal_actions_are_offered(qtbot: QtBot, console: Callable[[], MainWindow]) -> None:
    window = console()
    bar = window.action_bar
    press(qtbot, window, Qt.Key.Key_N)
    assert bar.check_button.text() == "Call 50  [C]"
    press(qtbot, window, Qt.Key.Key_C)
    press(qtbot, window, Qt.Key.Key_C)
    assert bar.check_button.text() == "Check  [C]"  # the big blind's option
    buttons = {b.objectName() for b in window.findChildren(QPushButton) if b.isVisible()}
    assert {"fold", "checkCall", "wager", "allIn"} <= buttons
