"""Stud levels typed by keyboard: the bring-in of a H.O.R.S.E. level in the setup dialog
(a wrong one refused in words), a level turning stud, and a live edit in the Structure
tab, recorded and undone (issue 27)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QTableWidget
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.games import Game
from app.engine.presets import HORSE
from app.engine.structure import Level
from app.engine.tournament import setup_from_preset
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.setup_dialog import SetupDialog, new_setup_dialog
from app.ui.structure_editor import Column
from tests.display.test_window import FakeEffect, check_layout
from tests.ui.conftest import FixedClock, seat_ann_bob_cy
from tests.ui.test_languages import english, settings, spanish  # noqa: F401 (fixtures)
from tests.ui.test_level_games import _choose_game


def _shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("FELTBOARD_SCREENSHOTS") or tmp_path)


def type_cell(qtbot: QtBot, table: QTableWidget, row: int, column: int, text: str) -> None:
    """Go to a cell and type ``text`` over it as a dealer does, then Return."""
    table.window().activateWindow()
    table.setFocus()
    table.setCurrentCell(row, column)
    qtbot.keyClicks(table, text[0])  # any key opens the cell's editor, with that key
    (editor,) = [e for e in table.findChildren(QLineEdit) if e.isVisible()]
    assert editor.text() == text[0]
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not [e for e in table.findChildren(QLineEdit) if e.isVisible()])


def _cell(table: QTableWidget, row: int, column: int) -> str:
    return table.item(row, column).text()


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def _editable(table: QTableWidget, row: int, column: int) -> bool:
    return bool(table.item(row, column).flags() & Qt.ItemFlag.ItemIsEditable)


def horse_dialog(qtbot: QtBot, folder: Path) -> SetupDialog:
    """A new setup dialog started from the H.O.R.S.E. preset, on its structure page."""
    dialog = new_setup_dialog(folder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.start_box.setCurrentIndex(dialog.start_box.findData(HORSE.name))
    dialog.night.name_edit.setText("H.O.R.S.E. night")
    dialog.tabs.setCurrentWidget(dialog.structure)
    return dialog


def test_a_horse_levels_bring_in_is_typed_and_a_wrong_one_refused_in_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = horse_dialog(qtbot, tmp_path)
    table = dialog.structure.table
    for column in (Column.BRING_IN, Column.SMALL_BET, Column.BIG_BET, Column.ANTE):
        assert not table.isColumnHidden(column)
    assert [_cell(table, 0, c) for c in (Column.SMALL_BLIND, Column.BIG_BLIND, Column.ANTE,
                                         Column.BRING_IN, Column.SMALL_BET, Column.BIG_BET)] == [
        "50", "100", "25", "25", "100", "200"]
    assert _editable(table, 0, Column.BRING_IN)
    # Each level says the game the rotation deals in it.
    assert [_cell(table, row, Column.GAME) for row in (0, 1, 2, 3, 4, 5)] == [
        "Fixed-limit Hold'em (rotation)", "Fixed-limit Omaha Hi-Lo (rotation)",
        "Razz (rotation)", "Seven Card Stud (rotation)", "", "Stud Hi-Lo (rotation)"]
    type_cell(qtbot, table, 0, Column.BRING_IN, "100")
    assert dialog.read()[1]["structure"] == (
        "Row 1: The bring-in must be positive and below the small bet (100), not 100")
    assert "below the small bet (100), not 100" in dialog.structure.box.problem_label.text()
    type_cell(qtbot, table, 0, Column.BRING_IN, "x")
    assert dialog.read()[1]["structure"] == (
        "Row 1: the bring-in must be a whole number, not 'x'")
    type_cell(qtbot, table, 0, Column.BRING_IN, "50")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert setup.structure.levels[0] == Level(50, 100, 25, 1200, 100, 200, bring_in=50)
    assert setup.structure.levels[1:] == HORSE.structure.levels[1:]

    # Without stud in the night's games the bring-ins go, and come back with stud.
    rotation = dialog.night.rotation_editor
    razz = next(i for i in range(rotation.games_list.count())
                if rotation.games_list.item(i).text() == "Fixed-limit Razz")
    studs = [i for i in range(rotation.games_list.count())
             if "Stud" in rotation.games_list.item(i).text() or i == razz]
    for index in studs:
        rotation.games_list.item(index).setCheckState(Qt.CheckState.Unchecked)
    assert table.isColumnHidden(Column.BRING_IN) and _cell(table, 0, Column.BRING_IN) == ""
    # The antes were stud's: without stud they need an ante mode, as the dialog says.
    assert dialog.read()[1] == {
        "structure": "Level 1 has an ante of 25 but the rules have no antes"}
    rotation.games_list.item(razz).setCheckState(Qt.CheckState.Checked)
    assert not table.isColumnHidden(Column.BRING_IN)
    assert (_cell(table, 0, Column.BRING_IN), _cell(table, 1, Column.BRING_IN)) == ("25", "50")
    assert dialog.read()[1] == {}

    # A level may leave the rotation for a game of its own, and go back to it.
    table.setCurrentCell(2, Column.GAME)
    assert _choose_game(qtbot, table, 2, "P") == "Pot-limit Omaha"
    assert _cell(table, 2, Column.BRING_IN) == "" and not _editable(table, 2, Column.BRING_IN)
    assert _cell(table, 2, Column.SMALL_BET) == "", "no fixed-limit bets in pot limit"
    assert dialog.read()[1] == {  # the ante was the stud hands'
        "structure": "Level 3 has an ante of 50 but the rules have no antes"}
    assert _choose_game(qtbot, table, 2, "A") == "As the rotation"
    assert _cell(table, 2, Column.GAME) == "Razz (rotation)"
    assert _cell(table, 2, Column.BRING_IN) == "75", "stud's amounts again"
    assert dialog.read()[1] == {}


def test_a_level_turning_stud_has_no_blinds_and_takes_a_bring_in(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = new_setup_dialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.night.name_edit.setText("Stud night")
    dialog.tabs.setCurrentWidget(dialog.structure)
    table = dialog.structure.table
    assert table.isColumnHidden(Column.BRING_IN)
    assert _choose_game(qtbot, table, 1, "S") == "Seven Card Stud"
    assert not table.isColumnHidden(Column.BRING_IN)
    assert [_cell(table, 1, c) for c in (Column.SMALL_BLIND, Column.BIG_BLIND, Column.ANTE,
                                         Column.BRING_IN, Column.SMALL_BET, Column.BIG_BET)] == [
        "", "", "25", "25", "100", "200"]
    assert not _editable(table, 1, Column.BIG_BLIND) and _editable(table, 1, Column.BRING_IN)
    assert not _editable(table, 0, Column.BRING_IN), "a hold'em level has no bring-in"
    type_cell(qtbot, table, 1, Column.BRING_IN, "0")
    assert dialog.read()[1]["structure"] == (
        "Row 2: The bring-in must be positive and below the small bet (100), not 0")
    type_cell(qtbot, table, 1, Column.BRING_IN, "50")
    assert dialog.read()[1]["structure"] == (
        "Level 2 deals Seven Card Stud, which deals at most 8 players; the tables seat 9")
    dialog.night.seats_spin.setValue(8)
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    stud = setup.structure.levels[1]
    assert (stud.game, stud.small_blind, stud.big_blind, stud.bring_in) == (
        Game.STUD, 0, 0, 50)
    assert stud.describe() == "ante 25, bring-in 50, bets 100/200"
    # Building the levels again keeps the stud level, with stud's amounts.
    qtbot.mouseClick(dialog.structure.build_button, Qt.MouseButton.LeftButton)
    built = dialog.read()[0]
    assert built is not None and dialog.read()[1] == {}
    level = built.structure.levels[1]
    assert level.game is Game.STUD and 0 < level.bring_in < (level.small_bet or 0)
    # Back to hold'em: blinds of the bets, and no bring-in.
    assert _choose_game(qtbot, table, 1, "N") == "No-limit Hold'em"
    assert _cell(table, 1, Column.BRING_IN) == ""
    assert _number(_cell(table, 1, Column.BIG_BLIND)) == level.small_bet, "the bets' blinds"


@pytest.fixture
def horse_night(tmp_path: Path) -> Iterator[TournamentFile]:
    """A H.O.R.S.E. night: Ann, Bob and Cy at one table."""
    file = TournamentFile.create(tmp_path / "h.feltboard", setup_from_preset(HORSE))
    seat_ann_bob_cy(file, table_size=8)
    yield file
    file.close()


def horse_console(qtbot: QtBot, file: TournamentFile) -> MainWindow:
    window = MainWindow(LiveTournament(file, clock=FixedClock()))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.structure)
    return window


def test_the_structure_tab_edits_a_bring_in_live_and_undoes_it(
    qtbot: QtBot, horse_night: TournamentFile
) -> None:
    window = horse_console(qtbot, horse_night)
    editor = window.structure
    table = editor.table
    assert not table.isColumnHidden(Column.BRING_IN)
    assert _cell(table, 1, Column.BRING_IN) == "50"
    type_cell(qtbot, table, 1, Column.BRING_IN, "250")
    assert not editor.apply()
    assert editor.error_label.text() == (
        "Row 2: The bring-in must be positive and below the small bet (200), not 250")
    type_cell(qtbot, table, 1, Column.BRING_IN, "75")
    assert editor.apply()
    session = window.session
    assert session.state.setup.structure.levels[1].bring_in == 75
    session.undo_stack.undo()
    assert session.state.setup.structure.levels[1].bring_in == 50
    assert _cell(table, 1, Column.BRING_IN) == "50", "the tab follows undo"
    session.undo_stack.redo()
    assert _cell(table, 1, Column.BRING_IN) == "75"


def test_next_says_a_stud_level_s_ante_bring_in_and_bets_on_the_console_and_the_tv(
    qtbot: QtBot, horse_night: TournamentFile, tmp_path: Path
) -> None:
    window = horse_console(qtbot, horse_night)
    assert window.clock_bar.next_label.text().startswith(
        "Next: Level 2 · Fixed-limit Omaha Hi-Lo · 100/200, bets 200/400")
    assert window.session.edits.jump_level(1) is None  # level 2: Razz is next
    assert window.clock_bar.next_label.text().startswith(
        "Next: Level 3 · Razz · ante 50, bring-in 75, bets 300/600")
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    assert display.model.next_level == (
        "Level 3 · Razz · 300 / 600 · ante 50 · bring-in 75")
    check_layout(display, 1280, 720)
    display.grab().save(str(_shots(tmp_path) / "studsetup-tv-next-razz.png"))
    while window.session.clock_state().level_number < 8:  # stud at 2,000/4,000 next
        assert window.session.edits.jump_level(1) is None
    model = display.model
    assert model.next_level == (
        "Level 9 · Seven Card Stud · 2,000 / 4,000 · ante 400 · bring-in 500")
    # Level 8 deals razz: the TV says its bets, ante and bring-in, not the flop blinds.
    assert (model.level_label, model.blinds_caption, model.blinds, model.ante) == (
        "LEVEL 8 · RAZZ", "BETS", "1,500 / 3,000", "ANTE 300 · BRING-IN 400")
    assert model.average_big_blinds == ""
    for width, height in ((1280, 720), (1024, 768), (1920, 1080)):
        composition = check_layout(display, width, height)
        assert "…" not in composition.find("next_level").text, (width, height)
    display.resize(1280, 720)
    display.grab().save(str(_shots(tmp_path) / "studsetup-tv-next-stud.png"))
    display.close()


def _columns_fit(table: QTableWidget) -> None:
    """Every column shown is as wide as its header and its widest cell: nothing cut."""
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        texts = [table.horizontalHeaderItem(column).text()] + [
            table.item(row, column).text() for row in range(table.rowCount())
            if table.item(row, column) is not None]
        widest = max(table.fontMetrics().horizontalAdvance(text) for text in texts)
        assert header.sectionSize(column) >= widest, (column, texts[0])


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_horse_structure_fits_the_setup_dialog_and_the_structure_tab(
    qtbot: QtBot, horse_night: TournamentFile, tmp_path: Path, language: str,
    request: pytest.FixtureRequest,
) -> None:
    request.getfixturevalue("spanish" if language == "es" else "english")
    shots = _shots(tmp_path)
    dialog = horse_dialog(qtbot, tmp_path)
    dialog.resize(1280, 720)
    table = dialog.structure.table
    dialog.grab().save(str(shots / f"studsetup-setup-horse-{language}.png"))
    window = horse_console(qtbot, horse_night)
    tab = window.structure.table  # the side panel scrolls: show stud's columns
    tab.scrollTo(tab.model().index(0, Column.BIG_BET))
    window.grab().save(str(shots / f"studsetup-structure-tab-horse-{language}.png"))
    _columns_fit(table)
    _columns_fit(window.structure.table)


def test_stud_levels_typed_are_saved_as_a_template_and_read_back(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "templates"
    dialog = horse_dialog(qtbot, folder)
    table = dialog.structure.table
    type_cell(qtbot, table, 0, Column.BRING_IN, "50")
    assert _choose_game(qtbot, table, 2, "R") == "Razz"  # level 3 names razz itself
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    razz = setup.structure.levels[2]
    assert (razz.game, razz.small_blind, razz.bring_in, razz.small_bet) == (
        Game.RAZZ, 0, 75, 300)
    saved = folder / "horse.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(saved), ""))
    assert dialog.save_template()
    written = saved.read_text(encoding="utf-8")
    assert "bring_in = 50" in written and 'game = "razz"' in written, written
    again = new_setup_dialog(folder)
    qtbot.addWidget(again)
    names = [again.start_box.itemText(i) for i in range(again.start_box.count())]
    again.start_box.setCurrentIndex(names.index("My template: horse"))
    assert again.read()[0] == setup
    assert _cell(again.structure.table, 2, Column.GAME) == "Razz"
    assert _cell(again.structure.table, 0, Column.BRING_IN) == "50"


def test_the_stud_games_are_typed_by_their_first_letter_and_a_horse_night_is_built(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = horse_dialog(qtbot, tmp_path)
    table = dialog.structure.table
    assert _choose_game(qtbot, table, 0, "St") == "Stud Hi-Lo"
    assert _choose_game(qtbot, table, 1, "R") == "Razz"
    assert _choose_game(qtbot, table, 1, "A") == "As the rotation"
    qtbot.mouseClick(dialog.structure.build_button, Qt.MouseButton.LeftButton)
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    levels = setup.structure.levels
    assert levels[0].game is Game.STUD_HI_LO and levels[0].big_blind == 0
    for level in levels[1:]:  # left to the rotation: blinds and the stud hands' amounts
        assert level.game is Game.HOLDEM and level.big_blind == level.small_bet
        assert 0 < level.bring_in < (level.small_bet or 0) and level.ante > 0
