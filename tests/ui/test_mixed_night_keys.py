"""A mixed night by keyboard (issue 27, "Done when"): a rotation that changes every level,
stud in level 1 and 2-7 triple draw in level 2. One stud hand with its up cards typed
street by street, the bring-in named and posted, the completion, seven cards at the
showdown and the pot paid; the host moves the clock on a level by key; one draw hand
with its draws as digits, a stand-pat among them, to the showdown. Every key goes to
the console as a dealer's would, with the console the active window; the stacks and the
log are checked in chips and words, and keys in the wrong state are refused."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.cards import parse_card
from app.engine.events import BroughtIn, Called, Drew, RaisedTo, StudStreetDealt
from app.engine.games import Game
from app.engine.hand import HandState
from app.engine.presets import HORSE
from app.engine.rotation import GameChange, NightGame, Rotation
from app.engine.rules import BettingStructure
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.present.console_keys import Mode
from app.present.public_state import build_public_state
from app.present.view_model import LiveHand, build_display_model
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.display.test_window import FakeEffect, check_layout
from tests.shots import SHOTS
from tests.ui.conftest import FixedClock, active_console, seat_ann_bob_cy
from tests.ui.test_keyboard import enter, key, type_text

STUD_THEN_DRAW = Rotation(
    (
        NightGame(Game.STUD, BettingStructure.FIXED_LIMIT),
        NightGame(Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT),
    ),
    GameChange.LEVEL,
)
"""Level 1 stud (ante 25, bring-in 25, bets 100/200), level 2 2-7 triple draw (blinds
100/200, bets 200/400): the H.O.R.S.E. preset's levels with a rotation of two games."""


@pytest.fixture
def console(qtbot: QtBot, tmp_path: Path, clock: FixedClock) -> Iterator[MainWindow]:
    """Ann, Bob and Cy in seats 1, 3 and 5 (20,000 each) at a table of eight; the
    console shown at 1280x720 and the active window, the keyboard on the table."""
    setup = replace(setup_from_preset(HORSE), rotation=STUD_THEN_DRAW)
    file = TournamentFile.create(tmp_path / "mixed.feltboard", setup)
    seat_ann_bob_cy(file, seats=(1, 3, 5), table_size=8)
    window = active_console(qtbot, LiveTournament(file, clock=clock))
    yield window
    window.close()
    file.close()


def hand(window: MainWindow) -> HandState:
    state = window.session.state.table(1).hand_state
    assert state is not None
    return state


def around(qtbot: QtBot, window: MainWindow) -> None:
    """C (check or call) for everyone to act, as the console names them."""
    while hand(window).to_act is not None:
        key(qtbot, window, "C")


def stacks(window: MainWindow) -> dict[str, int]:
    return {player.name: player.stack for player in window.session.state.players}


def room_views(window: MainWindow) -> tuple[LiveHand, dict[str, Any]]:
    """The live hand as the TV window and ``/tv`` (``/api/state``) show it."""
    state = window.session.state
    now = window.session.now()
    (live,) = build_display_model(state, state.clock(now), now).hands
    (table,) = build_public_state(state, state.clock(now), now, 0)["tables"]
    return live, table["hand"]


def show_all(qtbot: QtBot, window: MainWindow, cards: dict[int, str]) -> None:
    """Each showdown row in the order the console asks, its cards typed and Enter."""
    for seat in hand(window).showdown_order:
        type_text(qtbot, window, cards[seat])
        enter(qtbot, window)


def test_a_stud_hand_then_a_draw_hand_after_the_level_changes(
    qtbot: QtBot, console: MainWindow
) -> None:
    window = console
    bar = window.action_bar
    assert window.session.state.setup.rotation == STUD_THEN_DRAW

    # ----- level 1, seven-card stud ----------------------------------------------------
    key(qtbot, window, "N")
    assert window.mode is Mode.BOARD
    assert bar.board_label.text() == "Deal third street: up cards of seats 1, 3, 5, in that order"
    key(qtbot, window, "R")  # no bet before the street is dealt
    assert hand(window).stud_streets_dealt == 0
    type_text(qtbot, window, "9c Kd 2s")
    enter(qtbot, window)
    assert hand(window).events[-1] == StudStreetDealt(
        up=((1, parse_card("9c")), (3, parse_card("Kd")), (5, parse_card("2s")))
    )
    assert bar.actor_label.text().startswith("Seat 5 brings in: 2s is the lowest card")
    key(qtbot, window, "F")  # the bring-in cannot fold: nothing recorded
    assert hand(window).events[-1] == StudStreetDealt(
        up=((1, parse_card("9c")), (3, parse_card("Kd")), (5, parse_card("2s")))
    )
    key(qtbot, window, "B")
    assert hand(window).events[-1] == BroughtIn(5)
    key(qtbot, window, "B")  # posted already
    assert bar.feedback == "There is no bring-in to post now"
    assert bar.wager_button.text() == "Complete to 100  [R]"
    key(qtbot, window, "R")  # Ann completes
    key(qtbot, window, "C")
    key(qtbot, window, "C")
    assert hand(window).events[-3:] == (RaisedTo(1, 100), Called(3), Called(5))
    assert hand(window).pot_total == 375  # antes 75, three bets of 100

    # Fourth street: Bob's K-Q acts first and bets 100; Cy folds, Ann calls.
    type_text(qtbot, window, "Ts Qd 3s")
    enter(qtbot, window)
    assert hand(window).to_act == 3
    # The TV and /tv show the up cards by player, never a down card, and no board.
    live, tv = room_views(window)
    assert not live.has_board and live.street == "Fourth street"
    assert [(seat.player, [c.text for c in seat.cards]) for seat in live.up] == [
        ("Ann", ["9♣", "10♠"]), ("Bob", ["K♦", "Q♦"]), ("Cy", ["2♠", "3♠"])
    ]
    assert tv["up"] == [
        {"player": "Ann", "cards": ["9♣", "10♠"]},
        {"player": "Bob", "cards": ["K♦", "Q♦"]},
        {"player": "Cy", "cards": ["2♠", "3♠"]},
    ]
    assert "draws" not in tv and tv["board"] == [] and tv["street"] == "Fourth street"
    key(qtbot, window, "R")
    key(qtbot, window, "F")
    key(qtbot, window, "C")
    assert hand(window).pot_total == 575
    # Fifth and sixth: the two players left, checked through.
    assert bar.board_label.text() == "Deal fifth street: up cards of seats 1, 3, in that order"
    type_text(qtbot, window, "4c 5c")
    enter(qtbot, window)
    around(qtbot, window)
    type_text(qtbot, window, "7d 8d")
    enter(qtbot, window)
    around(qtbot, window)
    # Seventh street: down cards, one Enter; then the showdown takes three down cards.
    assert bar.board_label.text() == "Deal seventh street: down cards, press Enter"
    enter(qtbot, window)
    around(qtbot, window)
    assert window.mode is Mode.SHOWDOWN
    show_all(qtbot, window, {1: "Ah Ad Ac", 3: "2h 3h 4h"})
    assert window.session.state.table(1).hand_state is None
    assert bar.result_label.text().splitlines() == [
        "Hand 1 result:", "Main pot: 575 to Ann (Three of a Kind, Aces)"
    ]
    assert stacks(window) == {"Ann": 20_350, "Bob": 19_775, "Cy": 19_875}
    log = window.hand_log.lines
    for line in (
        "Third street: Ann 9c, Bob Kd, Cy 2s",
        "Cy brings in for 25",
        "Ann completes to 100",
        "Bob bets 100",
        "Cy folds",
        "Main pot: 575 to Ann (Three of a Kind, Aces)",
    ):
        assert line in log

    # ----- the host moves the clock on: level 2, 2-7 triple draw ----------------------
    assert window.session.clock_state().level_number == 1
    key(qtbot, window, Qt.Key.Key_Right,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    # The button's shortcut animates a click: the level moves when the click ends.
    qtbot.waitUntil(lambda: window.session.clock_state().level_number == 2)
    assert window.clock_bar.level_label.text().startswith("Level 2")
    assert "2-7 Triple Draw" in window.clock_bar.level_label.text()
    key(qtbot, window, "N")
    state = hand(window)
    assert state.config.game is Game.TRIPLE_DRAW
    assert (state.config.small_blind, state.config.big_blind) == (100, 200)
    assert window.mode is Mode.BETTING
    # A digit while betting goes to the amount box, never to a draw.
    key(qtbot, window, "2")
    assert bar.amount_edit.hasFocus() and bar.amount_edit.text() == "2"
    key(qtbot, window, Qt.Key.Key_Escape)
    key(qtbot, window, "B")  # no bring-in outside stud
    assert not any(isinstance(event, BroughtIn | Drew) for event in hand(window).events)
    around(qtbot, window)  # everyone in for 200: 600

    # The first draw: 2, a stand-pat, 1; a letter is refused while a player draws.
    assert window.mode is Mode.DRAW
    key(qtbot, window, "C")
    assert "a player draws" in bar.feedback
    drawers: list[int] = []
    for digit in "201":
        drawers.append(hand(window).awaiting_draw or 0)
        key(qtbot, window, digit)
    assert [e.count for e in hand(window).events if isinstance(e, Drew)] == [2, 0, 1]
    assert window.mode is Mode.BETTING
    names = {1: "Ann", 3: "Bob", 5: "Cy"}
    live, tv = room_views(window)
    notes = {names[drawers[0]]: "drew 2", names[drawers[1]]: "stands pat",
             names[drawers[2]]: "drew 1"}
    assert dict(live.draws) == notes and not live.up and not live.has_board
    assert {d["player"]: d["note"] for d in tv["draws"]} == notes and "up" not in tv
    assert tv["street"] == "Second betting round"
    key(qtbot, window, "R")  # the first to act bets the small bet, 200; both call
    around(qtbot, window)
    assert hand(window).pot_total == 1_200
    for digit in "100":
        key(qtbot, window, digit)
    around(qtbot, window)
    for digit in "000":
        key(qtbot, window, digit)
    around(qtbot, window)
    assert window.mode is Mode.SHOWDOWN
    show_all(qtbot, window, {1: "7c 5d 4h 3s 2c", 3: "8c 6d 4d 3h 2h", 5: "9s 8s 6h 5c 3d"})
    assert bar.result_label.text().splitlines() == [
        "Hand 2 result:", "Main pot: 1,200 to Ann (7-5-4-3-2)"
    ]
    assert stacks(window) == {"Ann": 21_150, "Bob": 19_375, "Cy": 19_475}
    log = window.hand_log.lines
    assert f"{names[drawers[0]]} draws 2" in log
    assert f"{names[drawers[1]]} stands pat" in log
    assert f"{names[drawers[2]]} draws 1" in log


def test_screenshots_of_a_stud_street_and_a_draw_between_rounds(
    qtbot: QtBot, console: MainWindow
) -> None:
    """The console mid-street in stud (fourth street, Bob to act) and the TV window with
    that hand; then, a level on, the console between draws in 2-7 triple draw. Saved to
    ``SHOTS`` to be looked at; the TV's layout checked (nothing cut, nothing overlaps)."""
    window = console
    key(qtbot, window, "N")
    type_text(qtbot, window, "9c Kd 2s")
    enter(qtbot, window)
    key(qtbot, window, "B")
    key(qtbot, window, "R")
    around(qtbot, window)
    type_text(qtbot, window, "Ts Qd 3s")
    enter(qtbot, window)
    key(qtbot, window, "R")  # Bob bets; Cy to act
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.repaint()
    assert window.grab().save(str(SHOTS / "mixed-stud-console.png"))
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    composition = check_layout(display, 1280, 720)
    detail = composition.find("hand_detail")
    assert detail is not None and detail.text == "Ann  9♣ 10♠    Bob  K♦ Q♦    Cy  2♠ 3♠"
    assert display.grab().save(str(SHOTS / "mixed-stud-tv.png"))
    window.activateWindow()  # the TV took the focus as it opened: the dealer's keys back
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    # The hand played out: Cy folds, Ann calls, checked down, Ann's aces win.
    key(qtbot, window, "F")
    key(qtbot, window, "C")
    for street in ("4c 5c", "7d 8d", ""):
        type_text(qtbot, window, street)
        enter(qtbot, window)
        around(qtbot, window)
    show_all(qtbot, window, {1: "Ah Ad Ac", 3: "2h 3h 4h"})
    key(qtbot, window, Qt.Key.Key_Right,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.session.clock_state().level_number == 2)
    key(qtbot, window, "N")
    around(qtbot, window)
    for digit in "203":
        key(qtbot, window, digit)
    around(qtbot, window)
    key(qtbot, window, "1")  # the second draw under way, one seat drawn
    assert window.mode is Mode.DRAW
    window.repaint()
    assert window.grab().save(str(SHOTS / "mixed-draw-console.png"))
    composition = check_layout(display, 1280, 720)
    detail = composition.find("hand_detail")
    assert detail is not None and "drew 1" in detail.text
    assert display.grab().save(str(SHOTS / "mixed-draw-tv.png"))
    display.close()


def test_eight_stud_players_up_cards_fit_the_tv(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> None:
    """Sixth street at a full stud table: eight players' four up cards on the TV's hand
    line, in type still big enough to read (check_layout's floor), nothing cut."""
    setup = replace(setup_from_preset(HORSE), rotation=STUD_THEN_DRAW)
    file = TournamentFile.create(tmp_path / "eight.feltboard", setup)
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
    for number, name in enumerate(names, start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 8))
    for number in range(1, 9):
        file.record(PlayerSeated(number, 1, number))
    session = LiveTournament(file, clock=clock)
    edits = session.edits
    assert edits.deal(1) is None
    deck = iter(f"{rank}{suit}" for suit in "cdh" for rank in "23456789TJQKA")
    for street in range(4):
        assert edits.deal_street(1, " ".join(next(deck) for _ in names)) is None
        if street == 0:
            assert edits.bring_in(1) is None
        while (state := session.state.table(1).hand_state) is not None and state.to_act:
            assert edits.check_or_call(1) is None
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    composition = check_layout(display, 1280, 720)
    detail = composition.find("hand_detail")
    assert detail is not None
    assert detail.text == (
        "Ann  2♣ 10♣ 5♦ K♦    Bob  3♣ J♣ 6♦ A♦    Cy  4♣ Q♣ 7♦ 2♥    Dee  5♣ K♣ 8♦ 3♥")
    more = composition.find("hand_detail_more")
    assert more is not None
    assert more.text == (
        "Eve  6♣ A♣ 9♦ 4♥    Fay  7♣ 2♦ 10♦ 5♥    Gus  8♣ 3♦ J♦ 6♥    Hal  9♣ 4♦ Q♦ 7♥")
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert display.grab().save(str(SHOTS / "mixed-stud-tv-eight.png"))
    display.close()
    file.close()
