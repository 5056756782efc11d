"""Stud at the console by keyboard (issue 27): a street's up cards typed in one line seat
by seat, the bring-in named and posted with B, the completion with R, seventh street
dealt with Enter, the showdown taking the down cards; a hand dealt without cards where
the dealer names who brings in and who acts first; a razz hand's result naming the low;
and the refusals in words."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.cards import Card, parse_card, parse_cards
from app.engine.events import BetPlaced, BroughtIn, Called, RaisedTo, StudStreetDealt
from app.engine.games import Game
from app.engine.hand import StudHandState
from app.engine.presets import HOME_STANDARD
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.present.console_keys import Mode
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.shots import SHOTS
from tests.ui.conftest import FixedClock, active_console, seat_ann_bob_cy
from tests.ui.test_keyboard import enter, key, type_text

StudConsole = Callable[[Game], MainWindow]


def stud_levels(game: Game) -> BlindStructure:
    """Ante 25, bring-in 25, bets 100/200 in level 1, then bigger, all of ``game``."""
    return BlindStructure(tuple(
        Level(0, 0, 25 * k, 1200, 100 * k, 200 * k, game=game, bring_in=25 * k)
        for k in range(1, 8)
    ))


@pytest.fixture
def stud_console(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> Iterator[StudConsole]:
    """Opens the console on Ann, Bob and Cy in seats 1, 3 and 5 (20,000 each) at a table
    of eight, playing ``game``."""
    files: list[TournamentFile] = []

    def make(game: Game) -> MainWindow:
        setup = replace(setup_from_preset(HOME_STANDARD), structure=stud_levels(game),
                        seats_per_table=8)
        file = TournamentFile.create(tmp_path / f"{game.value}.feltboard", setup)
        files.append(file)
        seat_ann_bob_cy(file, seats=(1, 3, 5), table_size=8)
        return active_console(qtbot, LiveTournament(file, clock=clock))

    yield make
    for file in files:
        file.close()


def hand(window: MainWindow) -> StudHandState:
    state = window.session.state.table(1).hand_state
    assert isinstance(state, StudHandState)
    return state


def checks_around(qtbot: QtBot, window: MainWindow) -> None:
    """C for everyone to act, as the console names them."""
    while hand(window).to_act is not None:
        key(qtbot, window, "C")


def deal_street(qtbot: QtBot, window: MainWindow, cards: str) -> None:
    type_text(qtbot, window, cards)
    enter(qtbot, window)


def clear_box(qtbot: QtBot, window: MainWindow) -> None:
    """Select all in the card box and delete it, as a dealer does after a refusal."""
    box = window.action_bar.cards_edit
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)


def test_a_stud_hand_from_deal_to_showdown_by_keys(
    qtbot: QtBot, stud_console: StudConsole
) -> None:
    """Ante 25 each; Cy's 2s brings in 25, Ann completes to 100, both call: 375. Streets
    checked through; Ann's three aces win."""
    window = stud_console(Game.STUD)
    bar = window.action_bar
    key(qtbot, window, "N")
    assert window.mode is Mode.BOARD
    assert bar.board_label.text() == "Deal third street: up cards of seats 1, 3, 5, in that order"
    assert bar.cards_edit.placeholderText() == "e.g. 9c Kd 2s, then Enter"
    assert not bar.skip_button.isHidden()
    assert window.table_widget.view.street == "Third street"
    assert not window.table_widget.view.has_board

    # Too few cards: said in words, nothing recorded.
    deal_street(qtbot, window, "9c Kd")
    assert bar.feedback == (
        "2 up cards typed for 3 players: one for each of seats 1, 3, 5, in that order"
    )
    assert hand(window).stud_streets_dealt == 0
    clear_box(qtbot, window)
    deal_street(qtbot, window, "9c Kd 2s")
    assert hand(window).events[-1] == StudStreetDealt(
        up=((1, card("9c")), (3, card("Kd")), (5, card("2s")))
    )

    # The bring-in: named, and the only choices besides the completion.
    assert bar.actor_label.text() == (
        "Seat 5 brings in: 2s is the lowest card · Cy · 19,975 behind"
    )
    assert bar.bring_in_button.isVisible() and bar.bring_in_button.text() == "Bring in 25  [B]"
    assert bar.check_button.isHidden()
    assert not bar.fold_button.isEnabled()
    assert bar.wager_button.text() == "Complete to 100  [R]"
    assert bar.hint_label.text().startswith("B bring in · R complete")
    assert window.table_widget.view.status == "Seat 5 brings in: 2s is the lowest card"
    row = (bar.fold_button, bar.bring_in_button, bar.amount_edit, bar.wager_button)
    qtbot.waitUntil(lambda: all(  # the row laid out anew: nothing on top of anything
        a.geometry().right() < b.geometry().left() for a, b in itertools.pairwise(row)
    ))
    shoot(window, "stud-bring-in.png")
    key(qtbot, window, "C")  # no check, no call: the engine says what to do
    assert bar.feedback == "Seat 5 (Cy) brings in: post the bring-in of 25 or complete to 100"
    key(qtbot, window, "B")
    assert hand(window).events[-1] == BroughtIn(5)
    assert bar.check_button.isVisible() and bar.bring_in_button.isHidden()
    assert bar.wager_button.text() == "Complete to 100  [R]"  # Ann completes the bring-in
    key(qtbot, window, "R")
    assert hand(window).events[-1] == RaisedTo(1, 100)
    key(qtbot, window, "B")  # no bring-in left to post
    assert bar.feedback == "There is no bring-in to post now"
    key(qtbot, window, "C")
    key(qtbot, window, "C")
    assert hand(window).events[-2:] == (Called(3), Called(5))
    assert window.mode is Mode.BOARD

    # Fourth street: a card already out is refused by the engine, in words.
    assert bar.board_label.text() == "Deal fourth street: up cards of seats 1, 3, 5, in that order"
    deal_street(qtbot, window, "Ts 9c 3s")
    assert "9c" in bar.feedback
    assert hand(window).stud_streets_dealt == 1
    clear_box(qtbot, window)
    deal_street(qtbot, window, "Ts Qd 3s")
    assert hand(window).to_act == 3  # Bob's K-Q showing acts first
    seats = {seat.seat: seat for seat in window.table_widget.view.seats}
    assert seats[1].stud_row == (None, None, card("9c"), card("Ts"))
    assert window.table_widget.view.street == "Fourth street"
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "stud-console.png"))
    checks_around(qtbot, window)
    deal_street(qtbot, window, "4c 5c 6c")
    checks_around(qtbot, window)
    deal_street(qtbot, window, "7d 8d 9d")
    checks_around(qtbot, window)

    # Seventh street: down cards, one Enter.
    assert bar.board_label.text() == "Deal seventh street: down cards, press Enter"
    enter(qtbot, window)
    assert hand(window).stud_streets_dealt == 5
    assert seats_row(window, 5) == (None, None, *cards("2s 3s 6c 9d"), None)
    shoot(window, "stud-seventh.png")
    checks_around(qtbot, window)

    # The showdown takes each player's three down cards (the up cards were typed).
    assert window.mode is Mode.SHOWDOWN
    row = bar._show_rows[0]
    assert row.edit.placeholderText() == "down cards, e.g. As Kd 7c"
    downs = {1: "Ah Ad Ac", 3: "2h 3h 4h", 5: "Jc Jd Js"}
    type_text(qtbot, window, "Ah Ad")  # two: refused, said where typed
    enter(qtbot, window)
    first = hand(window).showdown_order[0]
    assert "down cards, or all seven cards" in bar.feedback
    clear_show_box(qtbot, window)
    for seat in hand(window).showdown_order:
        type_text(qtbot, window, downs[seat])
        enter(qtbot, window)
    assert first == 3
    assert window.session.state.table(1).hand_state is None
    assert bar.result_label.text() == (
        "Hand 1 result:\nMain pot: 375 to Ann (Three of a Kind, Aces)"
    )


def test_a_stud_hand_without_typed_cards_names_who_brings_in_and_acts_first(
    qtbot: QtBot, stud_console: StudConsole
) -> None:
    window = stud_console(Game.STUD)
    bar = window.action_bar
    key(qtbot, window, "N")
    enter(qtbot, window)  # Enter alone: without cards, so the console asks who brings in
    assert hand(window).stud_streets_dealt == 0
    assert bar.board_label.text() == "Who brings in? Type the seat (1, 3, 5) or pick it, then Enter"
    qtbot.waitUntil(lambda: bar.seat_buttons[2].width() >= bar.seat_buttons[2].sizeHint().width())
    shoot(window, "stud-who-brings-in.png")
    assert [b.text() for b in bar.seat_buttons if not b.isHidden()] == [
        "Seat 1", "Seat 3", "Seat 5"
    ]
    type_text(qtbot, window, "4")
    enter(qtbot, window)
    assert bar.feedback == "Type one of the seats in the hand: 1, 3, 5"
    qtbot.keyClick(bar.cards_edit, Qt.Key.Key_Backspace)
    type_text(qtbot, window, "3")
    enter(qtbot, window)
    assert hand(window).events[-1] == StudStreetDealt(first=3)
    assert bar.actor_label.text() == "Seat 3 brings in · Bob · 19,975 behind"
    key(qtbot, window, "B")
    checks_around(qtbot, window)  # Cy and Ann call the bring-in
    # Fourth street, again without cards: the dealer picks who acts first.
    qtbot.mouseClick(bar.skip_button, Qt.MouseButton.LeftButton)
    assert bar.board_label.text() == (
        "Who acts first? Type the seat (1, 3, 5) or pick it, then Enter"
    )
    seat_one = next(b for b in bar.seat_buttons if b.text() == "Seat 1")
    qtbot.mouseClick(seat_one, Qt.MouseButton.LeftButton)
    assert hand(window).events[-1] == StudStreetDealt(first=1)
    assert hand(window).to_act == 1
    assert seats_row(window, 1) == (None, None, None, None)  # nothing typed: backs
    key(qtbot, window, "R")
    assert hand(window).events[-1] == BetPlaced(1, 100)
    key(qtbot, window, "F")
    key(qtbot, window, "F")
    assert window.session.state.table(1).hand_state is None
    assert bar.result_label.text() == (
        "Hand 1 result:\nReturn 100 uncalled to Ann\nMain pot: 150 to Ann"
    )


def test_a_razz_hand_result_names_the_low(qtbot: QtBot, stud_console: StudConsole) -> None:
    """Ann's Kc brings in (razz: the highest); everyone calls 25, then checks: 150 to
    Cy, whose 7-5-4-3-A is the best low."""
    window = stud_console(Game.RAZZ)
    bar = window.action_bar
    key(qtbot, window, "N")
    deal_street(qtbot, window, "Kc 5d 3h")
    assert bar.actor_label.text() == (
        "Seat 1 brings in: Kc is the highest card · Ann · 19,975 behind"
    )
    key(qtbot, window, "B")
    checks_around(qtbot, window)
    for street in ("Qc 4d Ah", "Jc 9d 7h", "Tc Td 8h", ""):
        deal_street(qtbot, window, street)
        checks_around(qtbot, window)
    downs = {1: "9c 8c 6c", 3: "6d Qs Js", 5: "5s 4s Ks"}
    for seat in hand(window).showdown_order:
        type_text(qtbot, window, downs[seat])
        enter(qtbot, window)
    assert bar.result_label.text() == "Hand 1 result:\nMain pot: 150 to Cy (7-5-4-3-A)"


# ----- helpers -----------------------------------------------------------------------------


def card(text: str) -> Card:
    return parse_card(text)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def shoot(window: MainWindow, name: str) -> None:
    """A screenshot beside the one kept for the notes (looked at while building)."""
    folder = SHOTS
    folder.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(folder / name))


def seats_row(window: MainWindow, seat: int) -> tuple[object, ...]:
    return next(s.stud_row for s in window.table_widget.view.seats if s.seat == seat)


def clear_show_box(qtbot: QtBot, window: MainWindow) -> None:
    box = QApplication.focusWidget()
    assert box is not None
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)


def test_a_stud_hi_lo_hand_result_names_both_halves(
    qtbot: QtBot, stud_console: StudConsole
) -> None:
    """Everyone calls Bob's bring-in (25) and checks down: 150. Ann's kings take the
    high half, Cy's 6-5-3-2-A the low half: 75 each."""
    window = stud_console(Game.STUD_HI_LO)
    bar = window.action_bar
    key(qtbot, window, "N")
    deal_street(qtbot, window, "Kd 2c 3h")
    assert bar.actor_label.text().startswith("Seat 3 brings in: 2c is the lowest card")
    key(qtbot, window, "B")
    checks_around(qtbot, window)
    for street in ("Ks 9d 5h", "8c Td Ah", "8s Jd 7h", ""):
        deal_street(qtbot, window, street)
        checks_around(qtbot, window)
    downs = {1: "Qc Qd 4s", 3: "9c 6s Js", 5: "2s Kc 6d"}
    for seat in hand(window).showdown_order:
        type_text(qtbot, window, downs[seat])
        enter(qtbot, window)
    assert bar.result_label.text() == (
        "Hand 1 result:\n"
        "Main pot, high half: 75 to Ann (Two Pair, Kings and Queens, Eight kicker)\n"
        "Main pot, low half: 75 to Cy (Low, 6-5-3-2-A)"
    )


def test_a_street_undone_asks_for_it_again_and_typed_cards_wait_for_the_betting(
    qtbot: QtBot, stud_console: StudConsole
) -> None:
    window = stud_console(Game.STUD)
    bar = window.action_bar
    key(qtbot, window, "N")
    deal_street(qtbot, window, "9c Kd 2s")
    assert window.mode is Mode.BETTING
    key(qtbot, window, "Z", Qt.KeyboardModifier.ControlModifier)
    assert hand(window).stud_streets_dealt == 0 and window.mode is Mode.BOARD
    assert bar.board_label.text() == "Deal third street: up cards of seats 1, 3, 5, in that order"
    deal_street(qtbot, window, "9c Kd 2s")
    key(qtbot, window, "B")
    # Cards typed while a player is to act deal nothing: no street is due.
    before = hand(window).events
    type_text(qtbot, window, "Kh")
    enter(qtbot, window)
    assert hand(window).events == before and window.mode is Mode.BETTING
