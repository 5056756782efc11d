"""A game for every level, typed in the setup dialog and the structure editor (issue 26)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QTableWidget
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.games import Game
from app.engine.rules import BettingStructure
from app.engine.structure import Level
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.setup_dialog import SetupDialog, new_setup_dialog, open_setup_dialog
from app.ui.structure_editor import Column
from tests.display.test_window import FakeEffect, check_layout


def _dialog(qtbot: QtBot, dialog: SetupDialog) -> SetupDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if not dialog.night.name_edit.text():
        dialog.night.name_edit.setText("Mixed night")
    return dialog


def _choose_game(
    qtbot: QtBot, table: QTableWidget, row: int, keys: str, down: int = 0
) -> str:
    """Go to the level's Game cell and type ``keys`` as a dealer does, the Down arrow
    ``down`` times, then Return; the game the open combo showed is returned."""
    table.window().activateWindow()
    table.setFocus()
    table.setCurrentCell(row, Column.GAME)
    qtbot.keyClicks(table, keys[0])  # any key opens the combo, and is its first letter
    combo = _open_combo(table)
    if keys[1:]:
        qtbot.keyClicks(combo, keys[1:])
    for _ in range(down):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    shown = combo.currentText()
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not combo.isVisible())  # the view commits it queued
    return shown


def _open_combo(table: QTableWidget) -> QComboBox:
    """The Game cell's open combo (a closed one waits for its deletion a moment)."""
    (combo,) = [c for c in table.findChildren(QComboBox, "levelGame") if c.isVisible()]
    return combo


def _games(table: QTableWidget) -> list[str]:
    return [
        table.item(row, Column.GAME).text()
        for row in range(table.rowCount())
        if table.item(row, Column.KIND).text() == "Level"
    ]


def test_a_holdem_night_shows_holdem_levels_and_no_bet_columns(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    table = dialog.structure.table
    assert set(_games(table)) == {"No-limit Hold'em"}
    assert table.isColumnHidden(Column.SMALL_BET) and table.isColumnHidden(Column.BIG_BET)
    dialog.night.game_box.setCurrentIndex(1)  # the night turns pot-limit
    assert set(_games(table)) == {"Pot-limit Hold'em"}, "hold'em levels bet as the night"
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert all(level.game is Game.HOLDEM and level.betting is None
               for level in setup.structure.levels)


def test_games_typed_by_keys_are_saved_reopened_and_exported_as_a_template(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "templates"
    dialog = _dialog(qtbot, new_setup_dialog(folder))
    dialog.tabs.setCurrentWidget(dialog.structure)
    table = dialog.structure.table
    assert table.item(1, Column.BIG_BLIND).text() == "100"
    assert _choose_game(qtbot, table, 1, "P") == "Pot-limit Omaha"
    assert _choose_game(qtbot, table, 2, "F") == "Fixed-limit Omaha Hi-Lo"
    # A fixed-limit level shows its bets, the big blind and twice it, and can change them.
    assert not table.isColumnHidden(Column.SMALL_BET)
    assert (table.item(2, Column.SMALL_BET).text(), table.item(2, Column.BIG_BET).text()) == (
        "150", "300")
    assert not table.item(1, Column.SMALL_BET).flags() & Qt.ItemFlag.ItemIsEditable
    table.item(2, Column.BIG_BET).setText("400")
    assert _choose_game(qtbot, table, 3, "P", down=1) == "Pot-limit Omaha Hi-Lo"
    assert _choose_game(qtbot, table, 5, "Nn") == "No-limit Short Deck Hold'em", (
        "the same letter again goes to the next game starting with it")
    assert _games(table)[:6] == [
        "No-limit Hold'em", "Pot-limit Omaha", "Fixed-limit Omaha Hi-Lo",
        "Pot-limit Omaha Hi-Lo", "No-limit Short Deck Hold'em", "No-limit Hold'em",
    ]
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    levels = setup.structure.levels
    assert levels[0] == Level(25, 50)
    assert (levels[1].game, levels[1].betting) == (Game.OMAHA, BettingStructure.POT_LIMIT)
    assert (levels[2].game, levels[2].betting, levels[2].small_bet, levels[2].big_bet) == (
        Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT, 150, 400)
    assert (levels[3].game, levels[3].betting) == (Game.OMAHA_HI_LO,
                                                   BettingStructure.POT_LIMIT)
    assert (levels[4].game, levels[4].betting) == (Game.SHORT_DECK, BettingStructure.NO_LIMIT)

    shots = Path(os.environ.get("FELTBOARD_SCREENSHOTS") or tmp_path)
    dialog.resize(1280, 720)
    dialog.grab().save(str(shots / "setup-level-games.png"))

    # Escape leaves the game as it was.
    table.setCurrentCell(1, Column.GAME)
    qtbot.keyClicks(table, "N")
    combo = _open_combo(table)
    qtbot.keyClick(combo, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not combo.isVisible())
    assert _games(table)[1] == "Pot-limit Omaha"

    # Building the levels again keeps the games, level by level.
    qtbot.mouseClick(dialog.structure.build_button, Qt.MouseButton.LeftButton)
    built = dialog.structure.table.steps()
    assert [lv.game for lv in built if isinstance(lv, Level)][:5] == [
        Game.HOLDEM, Game.OMAHA, Game.OMAHA_HI_LO, Game.OMAHA_HI_LO, Game.SHORT_DECK]
    dialog.structure.load(setup.structure, setup.rules.structure)

    # Saved as a template and started from it: the same games.
    saved = folder / "mixed.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(saved), ""))
    assert dialog.save_template()
    written = saved.read_text(encoding="utf-8")
    assert 'game = "PO"' in written and 'game = "FO/8"' in written, written
    again = _dialog(qtbot, new_setup_dialog(folder))
    names = [again.start_box.itemText(i) for i in range(again.start_box.count())]
    again.start_box.setCurrentIndex(names.index("My template: mixed"))
    assert again.read()[0] == setup

    # Created, reopened: the dialog shows the games it was given.
    path = tmp_path / "mixed.feltboard"
    TournamentFile.create(path, setup).close()
    file = TournamentFile.open(path)
    session = LiveTournament(file)
    try:
        reopened = _dialog(qtbot, open_setup_dialog(session, folder))
        assert _games(reopened.structure.table)[:5] == _games(table)[:5]
        assert reopened.read()[0] == setup
    finally:
        file.close()


def test_bets_go_with_a_fixed_limit_game_and_stray_bets_are_refused_in_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    dialog.tabs.setCurrentWidget(dialog.structure)
    table = dialog.structure.table
    _choose_game(qtbot, table, 0, "F")
    assert table.item(0, Column.SMALL_BET).text() == "50"
    _choose_game(qtbot, table, 0, "N")  # back to hold'em: the bets go with the game
    assert table.item(0, Column.SMALL_BET).text() == ""
    assert table.isColumnHidden(Column.SMALL_BET)
    assert dialog.read()[1] == {}
    # A template may still bring bets to a no-limit level: the dialog says so in words.
    setup, _ = dialog.read()
    assert setup is not None
    steps = list(setup.structure.steps)
    steps[0] = Level(25, 50, small_bet=50, big_bet=100)
    dialog.structure.load(type(setup.structure)(tuple(steps)), BettingStructure.NO_LIMIT)
    assert dialog.read()[1]["structure"] == (
        "Level 1 sets fixed-limit bets in a no-limit game")


def test_the_structure_editor_sets_a_levels_game_by_keys_and_records_it(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    window.tabs.setCurrentWidget(window.structure)
    editor = window.structure
    assert _choose_game(qtbot, editor.table, 1, "P") == "Pot-limit Omaha"
    assert editor.apply()
    level = window.session.state.setup.structure.levels[1]
    assert (level.game, level.betting) == (Game.OMAHA, BettingStructure.POT_LIMIT)
    assert window.clock_bar.next_label.text().startswith(
        "Next: Level 2 · Pot-limit Omaha · 50/100"), "the clock bar says the game to come"
    window.session.undo_stack.undo()
    assert window.session.state.setup.structure.levels[1].game is Game.HOLDEM
    assert _games(editor.table)[1] == "No-limit Hold'em", "the editor follows undo"
    assert window.clock_bar.next_label.text().startswith("Next: 50/100")


def test_the_tv_says_the_next_levels_game_and_it_fits(
    qtbot: QtBot, console: Callable[[], MainWindow], tmp_path: Path
) -> None:
    window = console()
    window.tabs.setCurrentWidget(window.structure)
    _choose_game(qtbot, window.structure.table, 1, "P", down=1)  # PLO hi-lo next
    assert window.structure.apply()
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    assert display.model.next_level == "Level 2 · Pot-limit Omaha Hi-Lo · 50 / 100"
    check_layout(display, 1280, 720)
    check_layout(display, 1024, 768)
    display.resize(1280, 720)
    shots = Path(os.environ.get("FELTBOARD_SCREENSHOTS") or tmp_path)
    display.grab().save(str(shots / "next-game-tv.png"))
    display.close()
