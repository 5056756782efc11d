"""The console typed at as a dealer types: real key presses, no click first.

Every key goes where a real keystroke goes, to the widget holding the keyboard. After
each test the events written to the journal are compared with exactly the ones the
dealer meant.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_cards
from app.engine.config import Street
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.tournament_events import HandActed, HandStarted, TournamentEvent
from app.present.console_keys import HINTS, Command, Mode
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock

Key = str | Qt.Key


def where_keys_go(window: MainWindow) -> QWidget:
    """The widget a real keystroke would reach now."""
    focus = QApplication.focusWidget()
    return focus if focus is not None else window


def key(qtbot: QtBot, window: MainWindow, pressed: Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(where_keys_go(window), pressed, modifier)


def type_text(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type ``text`` one key at a time, each to wherever the keyboard is then."""
    for char in text:
        key(qtbot, window, char)


def enter(qtbot: QtBot, window: MainWindow) -> None:
    key(qtbot, window, Qt.Key.Key_Return)


def journal(window: MainWindow) -> list[TournamentEvent]:
    """Every event written to the tournament file, oldest first (read back from disk)."""
    return [entry.event for entry in window.session.file._journal.events()]


def hand_events(events: list[TournamentEvent]) -> list[HandEvent | str]:
    """The journal's tail as the dealer thinks of it: deals and hand actions."""
    out: list[HandEvent | str] = []
    for event in events:
        if isinstance(event, HandStarted):
            out.append(f"deal hand {event.number}")
        elif isinstance(event, HandActed):
            out.append(event.event)
        else:
            out.append(type(event).__name__)
    return out


def cards(text: str) -> tuple:
    return parse_cards(text)


@pytest.fixture
def demo_console(qtbot: QtBot, tmp_path: Path, clock) -> Iterator[MainWindow]:
    """The demo tournament (nine players at one table) on a fresh console."""
    file = create_demo(tmp_path / "demo.feltboard")
    window = MainWindow(LiveTournament(file, clock=clock))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    yield window
    window.close()
    file.close()


@pytest.fixture
def keyboard_console(console: Callable[[], MainWindow], qtbot: QtBot) -> MainWindow:
    """Ann, Bob and Cy (seats 1-3, 20,000 each) on an active console."""
    window = console()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


def test_issue_repro_eight_cs_then_cards_records_nothing_unmeant(
    qtbot: QtBot, demo_console: MainWindow
) -> None:
    """Issue 12 as written: demo, N, C eight times, `Ah Kd 7c` + Enter.

    Nine players are dealt in, so eight C's leave the big blind (Carla) her option:
    pre-flop has not closed. The typed cards must then record nothing (the A of the ace
    only asks "All-in?"), and the clock stays as it was.
    """
    window = demo_console
    before = len(journal(window))
    clock_before = window.session.state.clock_events
    key(qtbot, window, "N")
    for _ in range(8):
        key(qtbot, window, "C")
    assert window.session.state.table(1).hand_state.awaiting_board is None
    type_text(qtbot, window, "Ah Kd 7c")
    enter(qtbot, window)
    written = hand_events(journal(window)[before:])
    assert written[0] == "deal hand 1" and len(written) == 9
    assert all(isinstance(e, Called) for e in written[1:])
    assert window.session.state.clock_events == clock_before
    assert window.clock_bar.run_button.text() == "Start clock"
    assert window.action_bar.feedback != ""  # the last key's refusal is on show
    # Carla checks; now the same typing deals the flop.
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, "C")
    assert window.mode is Mode.BOARD
    type_text(qtbot, window, "Ah Kd 7c")
    enter(qtbot, window)
    assert hand_events(journal(window)[before + 9:]) == [
        Checked(3), FlopDealt(cards("Ah Kd 7c"))
    ]
    assert window.session.state.clock_events == clock_before


def test_issue_repro_flop_typed_without_focus_is_dealt(
    qtbot: QtBot, demo_console: MainWindow
) -> None:
    """Issue 12: demo, N, C until pre-flop closes (nine players: nine C's), then
    `Ah Kd 7c` + Enter with the keyboard on the felt → that flop, clock untouched."""
    window = demo_console
    before = len(journal(window))
    clock_before = window.session.state.clock_events
    key(qtbot, window, "N")
    for _ in range(9):
        key(qtbot, window, "C")
    assert window.session.state.table(1).hand_state.awaiting_board is Street.FLOP
    assert window.mode is Mode.BOARD
    type_text(qtbot, window, "Ah Kd 7c")
    enter(qtbot, window)
    written = hand_events(journal(window)[before:])
    assert written[0] == "deal hand 1"
    assert all(isinstance(e, (Called, Checked)) for e in written[1:10])
    assert written[10:] == [FlopDealt(cards("Ah Kd 7c"))]
    assert window.session.state.clock_events == clock_before
    assert window.clock_bar.run_button.text() == "Start clock"
    assert window.mode is Mode.BETTING
    assert QApplication.focusWidget() is window.table_widget
    assert window.action_bar.feedback == ""


def test_a_whole_hand_by_keyboard_only(qtbot: QtBot, keyboard_console: MainWindow) -> None:
    window = keyboard_console
    before = len(journal(window))
    key(qtbot, window, "N")  # button Ann (seat 1)... Ann acts first three-handed
    seat = window.session.state.table(1).hand_state.to_act
    type_text(qtbot, window, "300")  # digits from the felt go to the amount box
    assert window.mode is Mode.AMOUNT
    enter(qtbot, window)
    key(qtbot, window, "C")
    key(qtbot, window, "C")
    type_text(qtbot, window, "2c7d9h")
    enter(qtbot, window)
    for _ in range(3):
        key(qtbot, window, "C")
    type_text(qtbot, window, "Jc")
    enter(qtbot, window)
    first = window.session.state.table(1).hand_state.to_act
    type_text(qtbot, window, "600")
    key(qtbot, window, "R")  # R in the amount box bets what is typed
    key(qtbot, window, "F")
    key(qtbot, window, "C")
    type_text(qtbot, window, "Ks")
    enter(qtbot, window)
    key(qtbot, window, "C")
    key(qtbot, window, "C")
    assert window.mode is Mode.SHOWDOWN
    state = window.session.state.table(1).hand_state
    order = list(state.showdown_order)
    for hole in ("Ad Kc", "Qs Qd")[: len(order)]:
        type_text(qtbot, window, hole)  # typed on the felt: into the first hand to show
        enter(qtbot, window)
    written = hand_events(journal(window)[before:])
    folded = next(e.seat for e in written if isinstance(e, Folded))
    others = [s for s in (1, 2, 3) if s != folded]
    assert written[0] == "deal hand 1"
    assert written[1] == RaisedTo(seat, 300)
    assert [type(e) for e in written[2:4]] == [Called, Called]
    assert written[4] == FlopDealt(cards("2c 7d 9h"))
    assert [type(e) for e in written[5:8]] == [Checked, Checked, Checked]
    assert written[8] == TurnDealt(cards("Jc"))
    assert written[9] == BetPlaced(first, 600)
    assert isinstance(written[10], Folded) and isinstance(written[11], Called)
    assert written[12] == RiverDealt(cards("Ks"))
    assert [type(e) for e in written[13:15]] == [Checked, Checked]
    shown = [e for e in written[15:] if isinstance(e, CardsShown)]
    assert [e.seat for e in shown] == order[:2] and sorted(order) == others
    assert window.session.state.table(1).hand_state is None
    assert window.mode is Mode.BETWEEN


def test_letters_never_land_in_the_amount_box(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    bar = window.action_bar
    key(qtbot, window, "N")
    before = len(journal(window))
    seat = window.session.state.table(1).hand_state.to_act
    type_text(qtbot, window, "250fff")
    assert bar.amount_edit.text() == "250"
    assert "'f' is not part of an amount" in bar.feedback
    key(qtbot, window, "a")
    key(qtbot, window, "C")
    assert bar.amount_edit.text() == "250"
    assert journal(window)[before:] == []  # no fold, no call, no all-in
    enter(qtbot, window)
    assert hand_events(journal(window)[before:]) == [RaisedTo(seat, 250)]
    assert bar.feedback == ""  # the refusal went with the next recorded action


class SpiedConsole(MainWindow):
    """A console noting each object whose events reach its key filter."""

    def __init__(self, session: LiveTournament) -> None:
        self.seen: list[QObject] = []  # before the base class installs the filter
        super().__init__(session)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.seen.append(watched)
        return super().eventFilter(watched, event)


def test_only_the_widget_with_the_keyboard_passes_its_events_to_the_console(
    qtbot: QtBot, three_handed: TournamentFile, clock: FixedClock
) -> None:
    """The console reads keys at the focused widget, not through a filter on the whole
    application: that had sent every event of every object through Python (~40 ms of
    the console's start, and more at every repaint)."""
    window = SpiedConsole(LiveTournament(three_handed, clock=clock))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    seen = window.seen
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    bar = window.action_bar
    key(qtbot, window, "N")
    type_text(qtbot, window, "4")  # the amount box takes the keyboard
    assert QApplication.focusWidget() is bar.amount_edit
    seen.clear()
    for elsewhere in (window.table_widget, window.clock_bar, bar.fold_button):
        QApplication.sendEvent(elsewhere, QEvent(QEvent.Type.User))
    assert seen == []
    type_text(qtbot, window, "5")
    assert bar.amount_edit in seen and bar.amount_edit.text() == "45"
    key(qtbot, window, Qt.Key.Key_Escape)  # back to the table: its keys are read again
    assert QApplication.focusWidget() is window.table_widget
    seen.clear()
    QApplication.sendEvent(bar.amount_edit, QEvent(QEvent.Type.User))
    assert seen == []
    key(qtbot, window, "F")
    assert window.table_widget in seen
    assert isinstance(hand_events(journal(window))[-1], Folded)


def test_esc_gives_the_keyboard_back_to_the_table(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    key(qtbot, window, "N")
    before = len(journal(window))
    seat = window.session.state.table(1).hand_state.to_act
    type_text(qtbot, window, "45")
    assert window.mode is Mode.AMOUNT
    key(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is window.table_widget
    assert window.mode is Mode.BETTING
    assert window.action_bar.hint_label.text() == HINTS[Mode.BETTING]
    key(qtbot, window, "F")  # a letter acts again once the box let go
    assert hand_events(journal(window)[before:]) == [Folded(seat)]
    # Esc from a text box in the side panel comes back to the table too.
    window.players.name_edit.setFocus()
    key(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is window.table_widget


def test_typos_are_refused_where_typed_and_nothing_is_recorded(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    bar = window.action_bar
    key(qtbot, window, "N")
    for _ in range(3):
        key(qtbot, window, "C")
    before = len(journal(window))
    type_text(qtbot, window, "Ah Kx 7c")
    enter(qtbot, window)
    assert journal(window)[before:] == []
    assert bar.feedback != "" and QApplication.focusWidget() is bar.cards_edit
    key(qtbot, window, "a", Qt.KeyboardModifier.ControlModifier)  # select all, retype
    type_text(qtbot, window, "Ah Kd")
    enter(qtbot, window)  # two cards for a flop
    assert journal(window)[before:] == []
    assert "3" in bar.feedback or "three" in bar.feedback.lower()
    key(qtbot, window, "a", Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, window, "Ah Kd 7c")
    enter(qtbot, window)
    assert hand_events(journal(window)[before:]) == [FlopDealt(cards("Ah Kd 7c"))]
    assert bar.feedback == ""
    # A raise under the minimum, typed from the felt.
    type_text(qtbot, window, "30")
    enter(qtbot, window)
    assert bar.feedback == "Minimum bet is 50"
    assert len(journal(window)) == before + 1


def test_keys_in_the_wrong_state_are_refused_visibly(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    bar = window.action_bar
    before = len(journal(window))
    for letter in "FCAD":
        key(qtbot, window, letter)
        assert "does nothing now" in bar.feedback and "N deals" in bar.feedback
    assert journal(window)[before:] == []
    assert not window.commands[Command.FOLD].isEnabled()
    assert not window.commands[Command.MISDEAL].isEnabled()
    key(qtbot, window, "N")
    assert bar.feedback == ""
    assert window.commands[Command.MISDEAL].isEnabled()
    assert not window.commands[Command.NEXT_HAND].isEnabled()
    key(qtbot, window, "N")  # a second N mid-hand deals nothing
    assert "a player is to act" in bar.feedback
    for _ in range(3):
        key(qtbot, window, "C")
    key(qtbot, window, "C")  # board due: C is not a check now
    assert "betting is over" in bar.feedback
    written = hand_events(journal(window)[before:])
    assert written[0] == "deal hand 1" and len(written) == 4
    assert all(isinstance(e, (Called, Checked)) for e in written[1:])


def test_d_deals_with_the_cards_being_typed(qtbot: QtBot, keyboard_console: MainWindow) -> None:
    window = keyboard_console
    key(qtbot, window, "N")
    for _ in range(3):
        key(qtbot, window, "C")
    before = len(journal(window))
    type_text(qtbot, window, "Qh 9d")  # the d of 9d is a suit, never the D command
    assert journal(window)[before:] == []
    assert window.action_bar.cards_edit.text() == "Qh 9d"
    window.table_widget.setFocus()  # the dealer looks away; the keys go on
    type_text(qtbot, window, " 3s")
    assert window.action_bar.cards_edit.text() == "Qh 9d 3s"
    enter(qtbot, window)
    assert hand_events(journal(window)[before:]) == [FlopDealt(cards("Qh 9d 3s"))]


def test_space_never_touches_the_clock_unless_the_clock_has_the_keyboard(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    clock_events = window.session.state.clock_events
    before = len(journal(window))
    key(qtbot, window, " ")
    key(qtbot, window, "N")
    key(qtbot, window, " ")
    # Tab through the console: the keyboard never reaches a clock control.
    for _ in range(40):
        key(qtbot, window, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is None or not window.clock_bar.isAncestorOf(focus)
    window.table_widget.setFocus()
    for _ in range(3):
        key(qtbot, window, " ")
    assert window.session.state.clock_events == clock_events
    assert hand_events(journal(window)[before:]) == ["deal hand 1"]
    # Clicked, the clock button takes the keyboard: then Space is the clock's.
    qtbot.mouseClick(window.clock_bar.run_button, Qt.MouseButton.LeftButton)
    assert window.clock_bar.run_button.text() == "Pause"
    assert QApplication.focusWidget() is window.clock_bar.run_button
    key(qtbot, window, " ")
    assert window.clock_bar.run_button.text() == "Resume"


def test_n_while_reviewing_a_past_hand_deals_nothing(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    key(qtbot, window, "N")
    key(qtbot, window, "F")
    key(qtbot, window, "F")
    assert window.session.state.table(1).hand_state is None
    before = len(journal(window))
    window.review_hand(1)
    assert window.mode is Mode.REVIEW
    assert not window.commands[Command.NEXT_HAND].isEnabled()
    assert not window.commands[Command.UNDO].isEnabled()
    key(qtbot, window, "N")
    key(qtbot, window, "F")
    assert "reviewing hand 1" in window.action_bar.feedback
    assert journal(window)[before:] == []
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.mode is Mode.BETWEEN and not window.review.isVisible()
    key(qtbot, window, "N")
    assert hand_events(journal(window)[before:]) == ["deal hand 2"]


def test_a_asks_before_going_all_in(qtbot: QtBot, keyboard_console: MainWindow) -> None:
    window = keyboard_console
    key(qtbot, window, "N")
    before = len(journal(window))
    seat = window.session.state.table(1).hand_state.to_act
    key(qtbot, window, "A")
    assert window.mode is Mode.CONFIRM_ALL_IN
    assert "Press A again" in window.action_bar.feedback
    key(qtbot, window, "h")  # the A was an ace: cancelled
    assert "cancelled" in window.action_bar.feedback
    assert window.mode is Mode.BETTING
    key(qtbot, window, "A")
    key(qtbot, window, Qt.Key.Key_Escape)
    assert journal(window)[before:] == []
    key(qtbot, window, "A")
    key(qtbot, window, "A")
    assert hand_events(journal(window)[before:]) == [WentAllIn(seat)]
    assert window.action_bar.feedback == ""


def test_misdeal_only_during_a_hand(qtbot: QtBot, keyboard_console: MainWindow) -> None:
    window = keyboard_console
    misdeal = window.commands[Command.MISDEAL]
    assert not misdeal.isEnabled()
    key(qtbot, window, "N")
    assert misdeal.isEnabled()
    misdeal.trigger()
    assert window.session.state.table(1).hand is None
    assert not misdeal.isEnabled()
    assert window.run(Command.MISDEAL) is False  # nothing to void: nothing happens


def test_feedback_and_hint_lines_never_move_the_controls(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    bar = window.action_bar
    key(qtbot, window, "N")
    top = bar.fold_button.mapTo(window, bar.fold_button.rect().topLeft())
    height = bar.height()
    type_text(qtbot, window, "1")
    enter(qtbot, window)
    assert bar.feedback.startswith("Raise to at least")
    assert bar.fold_button.mapTo(window, bar.fold_button.rect().topLeft()) == top
    assert bar.height() == height
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, "C")
    assert bar.feedback == ""
    assert bar.fold_button.mapTo(window, bar.fold_button.rect().topLeft()) == top


def test_a_players_panel_refusal_stays_in_the_players_panel(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    window.tabs.setCurrentWidget(window.players)
    window.players.name_edit.setFocus()
    type_text(qtbot, window, "Ann")
    enter(qtbot, window)
    assert "already registered" in window.players.error_label.text()
    assert window.action_bar.feedback == ""
    assert window.statusBar().currentMessage() == ""


def test_reopening_keeps_the_keyboard_table(
    qtbot: QtBot, keyboard_console: MainWindow, three_handed: TournamentFile
) -> None:
    window = keyboard_console
    key(qtbot, window, "N")
    for _ in range(3):
        key(qtbot, window, "C")
    assert window.mode is Mode.BOARD
    assert not window.commands[Command.CHECK_CALL].isEnabled()
    assert window.commands[Command.DEAL_BOARD].isEnabled()
    assert window.action_bar.hint_label.text() == HINTS[Mode.BOARD]


def test_enter_deals_one_street_even_when_the_next_is_due_at_once(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    """All-in: each Enter in the card box deals its own street, never the next one too."""
    window = keyboard_console
    key(qtbot, window, "N")
    before = len(journal(window))
    for _ in range(3):
        key(qtbot, window, "A")
        key(qtbot, window, "A")
    assert window.mode is Mode.BOARD
    for typed in ("2c 7d 9h", "Jc", "Ks"):
        type_text(qtbot, window, typed)
        enter(qtbot, window)
    written = hand_events(journal(window)[before:])
    assert written[3:] == [
        FlopDealt(cards("2c 7d 9h")), TurnDealt(cards("Jc")), RiverDealt(cards("Ks"))
    ]
    assert window.mode is Mode.SHOWDOWN
