"""The tournament panels: registration, structure editing, tables, hand review."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QTableWidgetItem
from pytestqt.qtbot import QtBot

from app.engine.entry_options import EntryKind, RebuyPolicy
from app.engine.money import Bounty, Currency
from app.engine.presets import HOME_STANDARD
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SetupChanged,
    TableOpened,
)
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.export_hands import progress_step
from app.ui.main_window import MainWindow
from app.ui.structure_editor import Column
from tests.ui.conftest import FixedClock


def test_registering_refuses_empty_and_duplicate_names(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    panel = window.players
    panel.name_edit.setText("   ")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert panel.error_label.text() == "Enter the player's name; it cannot be empty"
    panel.name_edit.setText("ann")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert "already registered" in panel.error_label.text()
    panel.name_edit.setText("Dee")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    assert panel.name_edit.text() == ""
    assert any(p.name == "Dee" for p in window.session.state.players)


def test_structure_editor_refuses_a_zero_blind_and_records_a_good_change(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    editor = window.structure
    editor.table.setItem(0, Column.SMALL_BLIND, QTableWidgetItem("0"))
    assert not editor.apply()
    assert editor.error_label.text() == (
        "Row 1: The small blind must be positive, not 0"
    )
    assert window.session.state.setup.structure.steps[0] == Level(25, 50)
    editor.table.setItem(0, Column.SMALL_BLIND, QTableWidgetItem("abc"))
    assert not editor.apply()
    assert "Row 1: the small blind must be a whole number, not 'abc'" in editor.error_label.text()
    editor.table.setItem(0, Column.SMALL_BLIND, QTableWidgetItem("25"))
    editor.table.setItem(0, Column.MINUTES, QTableWidgetItem("15"))
    assert editor.apply()
    first = window.session.state.setup.structure.steps[0]
    assert isinstance(first, Level) and first.duration_seconds == 15 * 60
    window.session.undo_stack.undo()
    assert window.session.state.setup.structure.steps[0] == Level(25, 50)
    assert editor.table.item(0, Column.MINUTES).text() == "20", "the editor follows undo"
    editor.table.setItem(0, Column.MINUTES, QTableWidgetItem("30"))
    window.session.undo_stack.redo()
    assert editor.table.item(0, Column.MINUTES).text() == "30", "pending edits are kept"
    assert "structure changed (undo or redo)" in editor.error_label.text()


def test_structure_editor_keeps_color_ups_and_fixed_limit_bets(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    session = window.session
    setup = session.state.setup
    fixed = replace(
        setup,
        rules=replace(setup.rules, structure=BettingStructure.FIXED_LIMIT),
        structure=BlindStructure((
            Level(25, 50, small_bet=50, big_bet=100),
            Break(300, "Color up the 25s", color_up=25),
            Level(100, 200, small_bet=200, big_bet=400),
        )),
    )
    assert session.record(SetupChanged(fixed)) is None
    editor = window.structure
    editor.reload()
    assert not editor.table.isColumnHidden(Column.SMALL_BET)
    assert editor.table.item(1, Column.COLOR_UP).text() == "25"
    editor.table.setItem(1, Column.MINUTES, QTableWidgetItem("7.5"))
    assert editor.apply()
    steps = session.state.setup.structure.steps
    assert steps[0] == Level(25, 50, small_bet=50, big_bet=100)
    assert steps[1] == Break(450, "Color up the 25s", color_up=25)
    editor.add_level()
    assert editor.steps()[-1] == Level(200, 400, small_bet=400, big_bet=800)
    editor.table.setItem(1, Column.MINUTES, QTableWidgetItem("2.51"))
    assert not editor.apply()
    assert "Row 2: the minutes must be a positive number" in editor.error_label.text()


def test_review_steps_through_a_finished_hand(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    window = console()
    bar = window.action_bar
    bar.next_hand()
    bar.fold()
    bar.fold()  # the big blind wins
    assert len(window.session.state.hands) == 1
    window.review_hand(1)
    review = window.review
    assert review.isVisible() and not bar.isEnabled()
    assert review.state is not None and review.state.to_act == 1
    qtbot.mouseClick(review.forward, Qt.MouseButton.LeftButton)
    assert review.state.is_folded(1)
    review.go(99)
    assert review.state.is_complete
    review.closed.emit()
    assert bar.isEnabled() and not review.isVisible()


def test_moving_a_player_and_busting_at_an_untracked_table(
    qtbot: QtBot, console: Callable[[], MainWindow]
) -> None:
    from app.engine.tournament_events import TableTrackingChanged

    window = console()
    panel = window.players
    panel.view.selectRow(2)  # the third row: everyone has 20,000, so ordered by name: Cy
    assert panel.selected_player() == 3
    panel.seat_edit.setText("1 9")
    qtbot.mouseClick(window.findChild(type(panel.register_button), "movePlayer"),
                     Qt.MouseButton.LeftButton)
    assert window.session.state.player(3).seat == 9
    panel.view.selectRow(2)  # the list was rebuilt by the move
    panel.seat_edit.setText("one/two")
    panel.move_selected()
    assert panel.error_label.text() == "Write the table and seat as 2/5, not 'one/two'"
    assert window.session.record(TableTrackingChanged(1, False)) is None
    panel.view.selectRow(2)
    panel.winner_edit.setText("ann")
    panel.bust_selected()
    state = window.session.state
    assert state.player(3).busted and state.player(1).stack == 40_000
    assert state.total_chips == 60_000


def test_export_from_the_console_writes_every_finished_hand(
    qtbot: QtBot, console: Callable[[], MainWindow], tmp_path
) -> None:  # type: ignore[no-untyped-def]
    window = console()
    bar = window.action_bar
    for _ in range(2):
        bar.next_hand()
        bar.fold()
        bar.fold()
    written = window.export_hands("phh", str(tmp_path / "phh"))
    assert [p.name for p in written] == ["hand-00001.phh", "hand-00002.phh"]
    assert window.statusBar().currentMessage() == (
        f"Exported 2 hands as PHH to {tmp_path / 'phh'} (2 files)"
    )
    (tmp_path / "blocked").write_text("a file, not a folder")
    assert window.export_hands("json", str(tmp_path / "blocked")) == []
    assert window.statusBar().currentMessage().startswith("Export failed:")


@pytest.mark.parametrize("total", [1, 7, 100, 5_000, 12_345])
def test_the_export_progress_shows_the_ends_and_about_a_hundred_steps(total: int) -> None:
    shown = [done for done in range(total + 1) if progress_step(done, total)]
    assert shown[0] == 0 and shown[-1] == total
    assert len(shown) <= 102
    assert max(b - a for a, b in pairwise(shown)) <= max(1, total // 100)


def test_export_selected_hands_from_the_hands_tab(
    qtbot: QtBot, console: Callable[[], MainWindow], tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    window = console()
    bar = window.action_bar
    for _ in range(3):
        bar.next_hand()
        bar.fold()
        bar.fold()
    panel = window.hands
    button = panel.findChild(type(bar.next_button), "exportSelected")
    requests: list[list[int]] = []
    panel.export_requested.connect(requests.append)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert requests == []
    assert panel.error_label.text().startswith("Select the hands to export first")
    rows = {panel.model.hand_number(row): row for row in range(panel.model.rowCount())}
    panel.view.selectRow(rows[1])
    panel.view.selectionModel().select(
        panel.model.index(rows[3], 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert panel.selected_hands() == [1, 3]
    chosen = iter(["PokerStars text (tracking tools)"])
    monkeypatch.setattr(QInputDialog, "getItem", lambda *_args: (next(chosen), True))
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", lambda *_args: str(tmp_path / "two")
    )
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert requests == [[1, 3]]
    (written,) = (tmp_path / "two").iterdir()
    text = written.read_text()
    assert text.count("PokerStars Hand #") == 2
    assert window.statusBar().currentMessage() == (
        f"Exported 2 hands as PokerStars text to {tmp_path / 'two'} (1 file)"
    )


def test_rename_a_player_refuses_empty_and_duplicate_names(
    qtbot: QtBot, console: Callable[[], MainWindow], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    window = console()
    panel = window.players
    assert not panel.rename_selected("Annie")
    assert panel.error_label.text() == "Select the player to rename first"
    row = next(r for r in range(panel.model.rowCount()) if panel.model.player_id(r) == 1)
    panel.view.selectRow(row)
    assert not panel.rename_selected("   ")
    assert panel.error_label.text()
    assert not panel.rename_selected("bob")
    assert panel.error_label.text().startswith("bob is already registered; add an initial")
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kw: ("Annie", True))
    qtbot.mouseClick(panel.findChild(type(panel.register_button), "renamePlayer"),
                     Qt.MouseButton.LeftButton)
    assert window.session.state.player(1).name == "Annie"
    window.session.undo_stack.undo()
    assert window.session.state.player(1).name == "Ann"


def test_money_on_the_side_panels_in_the_tournaments_currency(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> None:
    standard = setup_from_preset(HOME_STANDARD)
    rebuy, add_on = standard.rebuys.rebuy, standard.rebuys.add_on
    assert rebuy is not None and add_on is not None
    setup = replace(
        standard,
        currency=Currency("€", 2),
        buy_in=4_000,
        fee=500,
        prize_unit=100,
        bounty=Bounty(1_000),
        rebuys=RebuyPolicy(rebuy=replace(rebuy, cost=2_000, fee=200),
                           add_on=replace(add_on, cost=2_000)),
    )
    file = TournamentFile.create(tmp_path / "euro.feltboard", setup)
    for number, name in enumerate(("Ann", "Bob", "Cy", "Dee"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9, tracked=False))
    for number in range(1, 5):
        file.record(PlayerSeated(number, 1, number))
    window = MainWindow(LiveTournament(file, clock=clock))
    qtbot.addWidget(window)
    session = window.session
    assert session.record(PlayerBusted(4, 1)) is None
    assert session.record(PlayerBusted(3, 2)) is None
    # Pool: four buy-ins of €40 less €10 bounties = €120; paid 65/35 to two places.
    prizes = window.payouts.prizes_label.text()
    assert "Prize pool: <b>€120.00</b>" in prizes
    assert "€78.00" in prizes and "€42.00" in prizes
    model = window.players.model
    won = {model.data(model.index(row, 1)): model.data(model.index(row, 5))
           for row in range(model.rowCount())}
    assert won == {"Ann": "€10.00 KO", "Bob": "€10.00 KO", "Cy": "", "Dee": ""}
    buttons = window.players.entry_buttons
    assert buttons[EntryKind.REBUY].toolTip() == (
        f"Rebuy: €20.00+€2.00 for {rebuy.chips:,} chips, until level {rebuy.until_level}"
    )
    assert buttons[EntryKind.ADD_ON].toolTip().startswith("Add-on: €20.00 for ")
    assert buttons[EntryKind.RE_ENTRY].toolTip() == "This tournament offers no re-entry"
    file.close()
