"""Dealer's choice at the console, typed as a dealer types: N at an orbit's first hand
asks the button's game (1, 2, 3 or the arrows and Enter; Esc deals nothing), records the
choice, then deals it; Ctrl+Z takes back the hand, then the choice."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.autoplay import random_next_event
from app.engine.events import BroughtIn, Folded
from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE, EIGHT_GAME
from app.engine.rotation import GameChange, NightGame
from app.engine.rules import BettingStructure
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    GameChosen,
    HandStarted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.game_choice import GameChoiceDialog
from app.ui.main_window import MainWindow
from app.ui.setup_dialog import new_setup_dialog
from tests.shots import SHOTS
from tests.ui.conftest import FixedClock, active_console, seat_ann_bob_cy
from tests.ui.test_keyboard import journal, key

PLO = NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)


@pytest.fixture
def choosing(tmp_path: Path) -> Iterator[TournamentFile]:
    """Ann, Bob and Cy (seats 1-3) at a dealer's choice night."""
    file = TournamentFile.create(tmp_path / "dc.feltboard", setup_from_preset(DEALERS_CHOICE))
    seat_ann_bob_cy(file)
    yield file
    file.close()


@pytest.fixture
def window(qtbot: QtBot, choosing: TournamentFile, clock: FixedClock) -> MainWindow:
    return active_console(qtbot, LiveTournament(choosing, clock=clock))


def asked(qtbot: QtBot, window: MainWindow) -> GameChoiceDialog:
    key(qtbot, window, "N")
    dialog = window.action_bar.game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    return dialog


def test_n_asks_the_button_s_game_and_2_deals_pot_limit_omaha(
    qtbot: QtBot, window: MainWindow
) -> None:
    before = len(journal(window))
    dialog = asked(qtbot, window)
    assert dialog.view.title == "Table 1: Ann chooses the game"
    assert [dialog.games.item(row).text() for row in range(3)] == [
        "1  No-limit Hold'em", "2  Pot-limit Omaha", "3  Fixed-limit Omaha Hi-Lo"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "rotation-game-choice.png"))
    qtbot.keyClick(dialog.games, Qt.Key.Key_2)
    chosen, dealt = journal(window)[before:]
    assert chosen == GameChosen(1, PLO)
    assert isinstance(dealt, HandStarted)
    assert (dealt.config.game, dealt.config.rules.structure) == (Game.OMAHA,
                                                                 BettingStructure.POT_LIMIT)
    assert window.clock_bar.level_label.text() == "Level 1 · Omaha · 25/50"
    assert window.tables.tables_list.item(0).text().endswith(" · Pot-limit Omaha")
    QApplication.processEvents()  # the clock bar's layout takes the longer title
    window.grab().save(str(SHOTS / "rotation-console-omaha.png"))
    assert window.session.edits.undo_text() == "Deal hand 1"
    window.session.edits.undo()
    assert window.session.edits.undo_text() == "Table 1: Pot-limit Omaha chosen"
    window.session.edits.undo()
    assert window.session.state.table(1).orbit is None
    assert window.session.edits.choice_due(1) == 1


def test_esc_deals_nothing_and_the_arrows_and_enter_choose(
    qtbot: QtBot, window: MainWindow
) -> None:
    before = len(journal(window))
    dialog = asked(qtbot, window)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    assert len(journal(window)) == before
    assert window.session.state.table(1).hand is None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    dialog = asked(qtbot, window)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.games, Qt.Key.Key_Return)
    chosen, dealt = journal(window)[before:]
    assert chosen == GameChosen(1, NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT))
    assert isinstance(dealt, HandStarted) and dealt.config.game is Game.OMAHA_HI_LO


def test_a_misdealt_hand_is_dealt_again_in_the_chosen_game_without_asking(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = asked(qtbot, window)
    qtbot.keyClick(dialog.games, Qt.Key.Key_1)
    assert window.session.state.table(1).hand is not None
    assert window.session.edits.misdeal(1) is None  # void: same button, same game
    before = len(journal(window))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    key(qtbot, window, "N")
    assert window.action_bar.game_dialog is None
    [dealt] = journal(window)[before:]
    assert isinstance(dealt, HandStarted) and dealt.config.game is Game.HOLDEM


def test_the_setup_dialog_keeps_the_preset_s_rotation(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = new_setup_dialog(tmp_path / "templates")
    qtbot.addWidget(dialog)
    index = dialog.start_box.findData(DEALERS_CHOICE.name)
    assert index >= 0
    dialog.start_box.setCurrentIndex(index)
    dialog.night.name_edit.setText("Mixed Friday")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert setup.rotation == DEALERS_CHOICE.rotation


def test_dealer_s_choice_offers_stud_and_draw_and_the_next_button_chooses_after_stud(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> None:
    setup = setup_from_preset(EIGHT_GAME)
    assert setup.rotation is not None
    setup = replace(setup, rotation=replace(setup.rotation, change=GameChange.DEALERS_CHOICE))
    file = TournamentFile.create(tmp_path / "eight.feltboard", setup)
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 8))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    console = MainWindow(LiveTournament(file, clock=clock))
    qtbot.addWidget(console)
    console.resize(1280, 720)
    console.show()
    qtbot.waitExposed(console)
    rng = random.Random(7)

    def choose(number: str) -> GameChoiceDialog:
        console.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is console, timeout=2000)
        dialog = asked(qtbot, console)
        qtbot.keyClick(dialog.games, getattr(Qt.Key, f"Key_{number}"))
        return dialog

    def finish_hand() -> HandStarted:
        dealt = [e for e in journal(console) if isinstance(e, HandStarted)][-1]
        while (state := console.session.state.table(1).hand_state) is not None:
            legal = state.legal_actions()
            event = (random_next_event(state, rng) if legal is None
                     else BroughtIn(legal.seat) if legal.bring_in else Folded(legal.seat))
            assert console.session.edits.act(1, event) is None
        return dealt

    def next_hand() -> HandStarted:
        assert console.session.edits.deal(1) is None
        return finish_hand()

    dialog = choose("2")  # limit hold'em
    assert [dialog.games.item(row).text() for row in range(8)] == [
        "1  Fixed-limit 2-7 Triple Draw", "2  Fixed-limit Hold'em",
        "3  Fixed-limit Omaha Hi-Lo", "4  Fixed-limit Razz", "5  Fixed-limit Seven Card Stud",
        "6  Fixed-limit Stud Hi-Lo", "7  No-limit Hold'em", "8  Pot-limit Omaha"]
    buttons = [finish_hand().config.button, next_hand().config.button,
               next_hand().config.button]
    assert buttons == [1, 2, 3]
    choose("5")  # Ann, on the button again, picks stud: three hands, one button
    QApplication.processEvents()
    assert window_level(console) == "Level 1 · Seven Card Stud · ante 25, bring-in 25, bets 100/200"
    SHOTS.mkdir(parents=True, exist_ok=True)
    console.grab().save(str(SHOTS / "rotation-console-stud-round.png"))
    stud = [finish_hand(), next_hand(), next_hand()]
    assert {(h.config.game, h.config.button) for h in stud} == {(Game.STUD, 1)}
    # The stud round is over; the button goes on from Cy's (3) to Ann, who chooses.
    console.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is console, timeout=2000)
    dialog = asked(qtbot, console)
    assert dialog.view.title == "Table 1: Ann chooses the game"
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "rotation-choice-after-stud.png"))
    qtbot.keyClick(dialog.games, Qt.Key.Key_1)
    draw = finish_hand()
    assert (draw.config.game, draw.config.button) == (Game.TRIPLE_DRAW, 1)
    file.close()


def window_level(console: MainWindow) -> str:
    """The clock bar's level title."""
    return console.clock_bar.level_label.text()
