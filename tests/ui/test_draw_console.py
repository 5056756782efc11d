"""Draw games at the console by keyboard (issue 27): a digit per player's draw, the table's
words between rounds, five (four) cards typed at the showdown and the hand named."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.events import Drew
from app.engine.games import Game
from app.engine.hand import HandState
from app.engine.presets import HOME_STANDARD
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.present.console_keys import Mode
from app.present.narration import hand_log
from app.present.pad_view import build_pad_view
from app.present.public_state import build_public_state
from app.present.view_model import build_display_model
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.display.test_window import FakeEffect, check_layout
from tests.ui.conftest import FixedClock, active_console, seat_ann_bob_cy
from tests.ui.test_keyboard import enter, key, type_text

SHOTS = Path("/work/notes/s9/shots")


def _structure(game: Game) -> BlindStructure:
    return BlindStructure(tuple(
        replace(step, game=game, betting=BettingStructure.FIXED_LIMIT)
        if isinstance(step, Level) else step
        for step in setup_from_preset(HOME_STANDARD).structure.steps
    ))


@pytest.fixture
def draw_console(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> Iterator[Callable[[Game], MainWindow]]:
    """A console where Ann, Bob and Cy (seats 1-3, 20,000 each) play ``game``."""
    opened: list[tuple[MainWindow, TournamentFile]] = []

    def make(game: Game) -> MainWindow:
        setup = replace(setup_from_preset(HOME_STANDARD), structure=_structure(game))
        file = TournamentFile.create(tmp_path / f"{game.name}.feltboard", setup)
        seat_ann_bob_cy(file)
        window = active_console(qtbot, LiveTournament(file, clock=clock))
        opened.append((window, file))
        return window

    yield make
    for window, file in opened:
        window.close()
        file.close()


def hand(window: MainWindow) -> HandState:
    state = window.session.state.table(1).hand_state
    assert state is not None
    return state


def call_around(qtbot: QtBot, window: MainWindow) -> None:
    """Everyone checks or calls until the betting round closes."""
    while hand(window).to_act is not None:
        key(qtbot, window, "C")


def test_a_triple_draw_hand_by_keys_from_the_deal_to_the_result(
    qtbot: QtBot, draw_console: Callable[[Game], MainWindow]
) -> None:
    """2-7 triple draw, blinds 25/50: three betting rounds and three draws typed as
    digits (a stand-pat among them, a 6 refused, a draw undone), then five cards each."""
    window = draw_console(Game.TRIPLE_DRAW)
    bar = window.action_bar
    key(qtbot, window, "N")
    assert window.session.edits.draw(1, 2) == "Nobody is to draw now"  # betting first
    call_around(qtbot, window)
    state = hand(window)
    first = state.awaiting_draw
    assert first is not None
    assert window.mode is Mode.DRAW
    name = state.config.player(first)
    assert bar.draw_page.title.text() == (
        f"Seat {first} ({name}) draws: 0–5 [digit], 0 stands pat"
    )
    view = window.table_widget._view
    assert view is not None and view.street == "First draw" and not view.has_board
    assert view.status == f"{name} to draw (seat {first})"
    # A 6 is refused in the engine's words; nothing is recorded.
    events = state.events
    key(qtbot, window, "6")
    assert hand(window).events == events
    assert bar.feedback == "A draw is 0 to 5 cards, not 6"
    # A letter means nothing in a draw, and says so.
    key(qtbot, window, "F")
    assert "a player draws" in bar.feedback
    # Each seat's draw in turn: 2, stand pat, 1.
    order: list[int] = []
    for digit in "201":
        order.append(hand(window).awaiting_draw or 0)
        key(qtbot, window, digit)
    assert [e.count for e in hand(window).events if isinstance(e, Drew)] == [2, 0, 1]
    view = window.table_widget._view
    assert view is not None
    notes = {seat.seat: seat.draw_note for seat in view.seats if seat.dealt_in}
    assert notes == {order[0]: "drew 2", order[1]: "stands pat", order[2]: "drew 1"}
    assert view.street == "Second betting round"
    assert window.mode is Mode.BETTING
    # Undo takes the last draw back: the third seat draws again.
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hand(window).awaiting_draw == order[2]
    assert window.mode is Mode.DRAW
    key(qtbot, window, "3")
    assert [e.count for e in hand(window).events if isinstance(e, Drew)] == [2, 0, 3]
    call_around(qtbot, window)
    assert window.table_widget._view.street == "Second draw"
    for digit in "110":
        key(qtbot, window, digit)
    call_around(qtbot, window)
    assert window.table_widget._view.street == "Third draw"
    for digit in "000":
        key(qtbot, window, digit)
    assert window.table_widget._view.street == "Fourth betting round"
    call_around(qtbot, window)
    assert window.mode is Mode.SHOWDOWN
    state = hand(window)
    log = hand_log(state.config, state.events)
    assert f"{state.config.player(order[1])} stands pat" in log
    assert f"{state.config.player(order[0])} draws 2" in log
    assert bar._show_rows[0].edit.placeholderText() == "e.g. 7c 5d 4h 3s 2c"
    hands = {1: "7c 5d 4h 3s 2c", 2: "8c 6d 4d 3h 2h", 3: "9s 8s 6h 5c 3d"}
    for seat in state.showdown_order:
        type_text(qtbot, window, hands[seat])
        enter(qtbot, window)
    assert window.session.state.table(1).hand_state is None
    assert bar.result_label.text().splitlines() == [
        "Hand 1 result:", "Main pot: 150 to Ann (7-5-4-3-2)"
    ]
    stacks = {p.name: p.stack for p in window.session.state.players}
    assert sum(stacks.values()) == 60_000 and stacks["Ann"] > 20_000


def test_a_badugi_showdown_names_the_badugi(
    qtbot: QtBot, draw_console: Callable[[Game], MainWindow]
) -> None:
    """Badugi: four cards a hand, digits 0-4; a 5 is refused; Ann's 6-4-3-2 badugi beats
    Bob's three cards."""
    window = draw_console(Game.BADUGI)
    bar = window.action_bar
    key(qtbot, window, "N")
    for _draw in range(3):
        call_around(qtbot, window)
        assert "0–4 [digit]" in bar.draw_page.title.text()
        assert not bar.draw_page.buttons[5].isVisibleTo(bar.draw_page)
        key(qtbot, window, "5")
        assert bar.feedback == "A draw is 0 to 4 cards, not 5"
        for _seat in range(3):
            key(qtbot, window, "0")
    call_around(qtbot, window)
    state = hand(window)
    hands = {1: "6c 4d 3h 2s", 2: "5c 4c 3s 2d", 3: "Kh Qh Jd Td"}
    for seat in state.showdown_order:
        type_text(qtbot, window, hands[seat])
        enter(qtbot, window)
    assert bar.result_label.text().splitlines() == [
        "Hand 1 result:", "Main pot: 150 to Ann (Badugi, 6-4-3-2)"
    ]


def test_a_draw_between_rounds_on_the_console_screenshot(
    qtbot: QtBot, draw_console: Callable[[Game], MainWindow]
) -> None:
    """The console mid-draw: the second draw under way, one seat drawn."""
    window = draw_console(Game.TRIPLE_DRAW)
    key(qtbot, window, "N")
    call_around(qtbot, window)
    for digit in "203":
        key(qtbot, window, digit)
    call_around(qtbot, window)
    key(qtbot, window, "1")
    assert window.mode is Mode.DRAW
    # The TV, /tv and the pad say the same round as the console.
    state = window.session.state
    now = window.session.now()
    (live,) = build_display_model(state, state.clock(now), now).hands
    assert live.street == "Second draw" and not live.has_board
    tv = build_public_state(state, state.clock(now), now, 0)
    assert tv["tables"][0]["hand"]["street"] == "Second draw"
    pad = build_pad_view(state, 1, now)
    assert pad["mode"] == "draw" and pad["street"] == "Second draw"
    assert pad["draw_due"]["counts"] == [0, 1, 2, 3, 4, 5]
    window.repaint()
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(SHOTS / "draw-console.png"))
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    check_layout(display, 1280, 720)
    assert display.grab().save(str(SHOTS / "draw-tv.png"))
    display.close()


def test_the_dealer_may_type_the_cards_of_a_draw(
    qtbot: QtBot, draw_console: Callable[[Game], MainWindow]
) -> None:
    """Optional cards: a click on the box, ``7h Kd > 2c 3s`` and Enter record a draw of
    two with its cards; digits typed there are cards, not a draw; a wrong count of cards
    drawn is refused in the engine's words."""
    window = draw_console(Game.TRIPLE_DRAW)
    bar = window.action_bar
    key(qtbot, window, "N")
    call_around(qtbot, window)
    seat = hand(window).awaiting_draw
    box = bar.draw_page.cards_edit
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is box
    type_text(qtbot, window, "7h Kd > 2c")
    enter(qtbot, window)
    assert not any(isinstance(e, Drew) for e in hand(window).events)  # the 2 was typed
    assert bar.feedback == "Enter the 2 cards discarded and the 2 drawn, or neither"
    type_text(qtbot, window, " 3s")
    enter(qtbot, window)
    drew = [e for e in hand(window).events if isinstance(e, Drew)]
    assert [(d.seat, d.count, " ".join(map(str, d.discarded)), " ".join(map(str, d.new)))
            for d in drew] == [(seat, 2, "7h Kd", "2c 3s")]
    assert QApplication.focusWidget() is not box  # the keyboard is the table's again
    assert box.text() == ""
    key(qtbot, window, "0")  # the next seat stands pat by its digit
    assert [e.count for e in hand(window).events if isinstance(e, Drew)] == [2, 0]
    assert window.session.edits.draw_cards(1, "7h Kd") == (
        "Type the cards discarded, then > and the cards drawn (e.g. 7h Kd > 2c 3s); "
        "a digit alone records the count"
    )


def test_the_draw_row_fits_a_small_window(
    qtbot: QtBot, draw_console: Callable[[Game], MainWindow]
) -> None:
    window = draw_console(Game.TRIPLE_DRAW)
    window.resize(1200, 680)
    key(qtbot, window, "N")
    call_around(qtbot, window)
    page = window.action_bar.draw_page
    qtbot.waitUntil(lambda: page.cards_edit.isVisible())
    row = [*page.buttons, page.cards_edit]
    for widget in row:
        assert widget.width() >= widget.minimumSizeHint().width(), widget.objectName()
    assert page.cards_edit.geometry().right() <= page.width()
