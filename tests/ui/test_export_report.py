"""File > Export hand histories: every selected hand is written or named as left out, with
the reason, and the folder dialog starts somewhere that exists (issue 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.engine.events import Called, Checked, FlopDealt, Folded
from app.engine.tournament_events import HandVoided
from app.store.data_folder import data_dir
from app.store.locations import last_export_folder, remember_export_folder
from app.ui import export_report
from app.ui.export_report import LISTED, ExportReport, show_left_out
from app.ui.main_window import MainWindow
from tests.ui.test_console import press

Console = Callable[[], MainWindow]


def fold_hand(window: MainWindow) -> None:
    window.action_bar.next_hand()
    while (hand := window.session.state.table(1).hand_state) is not None:
        assert hand.to_act is not None
        assert window.session.act(1, Folded(hand.to_act)) is None


def flop_without_cards(window: MainWindow) -> None:
    """A hand whose flop the dealer dealt without typing its cards, then all fold."""
    window.action_bar.next_hand()
    session = window.session
    while (hand := session.state.table(1).hand_state) is not None and hand.to_act is not None:
        legal = hand.legal_actions()
        assert legal is not None
        action = Checked(legal.seat) if legal.can_check else Called(legal.seat)
        assert session.act(1, action) is None
    assert session.act(1, FlopDealt(())) is None
    while (hand := session.state.table(1).hand_state) is not None:
        assert hand.to_act is not None
        assert session.act(1, Folded(hand.to_act)) is None


def five_hands(window: MainWindow) -> None:
    """Hands 1-5; hand 3 is dealt to the flop without its cards."""
    fold_hand(window)
    fold_hand(window)
    flop_without_cards(window)
    fold_hand(window)
    fold_hand(window)
    assert [h.number for h in window.session.state.hands] == [1, 2, 3, 4, 5]


def left_out_box(window: MainWindow) -> QMessageBox | None:
    boxes = [b for b in window.findChildren(QMessageBox, "exportLeftOut") if b.isVisible()]
    assert len(boxes) <= 1
    return boxes[0] if boxes else None


def test_pokerstars_names_the_hand_dealt_without_cards_it_cannot_write(
    qtbot: QtBot, console: Console, tmp_path: Path
) -> None:
    window = console()
    five_hands(window)
    written = window.export_hands("pokerstars", str(tmp_path / "stars"))
    (text_file,) = written
    assert text_file.read_text(encoding="utf-8").count("PokerStars Hand #") == 4
    status = window.statusBar().currentMessage()
    assert status.startswith("Exported 4 of 5 hands as PokerStars text to ")
    assert status.endswith("(1 file); 1 left out")
    box = left_out_box(window)
    assert box is not None
    assert box.text() == status + "."
    assert box.informativeText() == (
        "Left out:\nHand 3: the board cards were not entered, and poker tools need them"
    )
    box.close()


@pytest.mark.parametrize(("fmt", "files"), [("phh", 5), ("json", 1)])
def test_formats_that_hold_a_hand_without_cards_export_every_hand(
    qtbot: QtBot, console: Console, tmp_path: Path, fmt: str, files: int
) -> None:
    window = console()
    five_hands(window)
    written = window.export_hands(fmt, str(tmp_path / fmt))
    assert len(written) == files
    assert window.statusBar().currentMessage() == (
        f"Exported 5 hands as {export_report.FORMAT_NAMES[fmt]} to {tmp_path / fmt} "
        f"({files} file{'s' if files > 1 else ''})"
    )
    assert left_out_box(window) is None


def test_selected_hands_left_out_are_named_each_with_its_reason(
    qtbot: QtBot, console: Console, tmp_path: Path
) -> None:
    window = console()
    five_hands(window)
    assert window.session.record(HandVoided(4)) is None
    window.export_hands("pokerstars", str(tmp_path / "two"), hands=[3, 4])
    assert window.statusBar().currentMessage() == (
        "No hand could be exported as PokerStars text: 2 left out"
    )
    box = left_out_box(window)
    assert box is not None
    assert box.informativeText().splitlines()[1:] == [
        "Hand 3: the board cards were not entered, and poker tools need them",
        "Hand 4: the hand was voided",
    ]
    box.close()


def test_a_long_list_of_left_out_hands_is_cut_with_the_rest_in_the_details(
    qtbot: QtBot,
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    report = ExportReport(
        "pokerstars", "/x", 40, 1, tuple((n, f"why {n}") for n in range(1, 31))
    )
    assert report.summary() == (
        "Exported 10 of 40 hands as PokerStars text to /x (1 file); 30 left out"
    )
    box = show_left_out(parent, report)
    listed = box.informativeText().splitlines()
    assert listed[0] == "Left out:" and listed[1] == "Hand 1: why 1"
    assert len(listed) == 1 + LISTED + 1
    assert listed[-1] == f"… and {30 - LISTED} more (Show Details)"
    assert box.detailedText().splitlines() == [f"Hand {n}: why {n}" for n in range(1, 31)]
    box.close()


def test_hands_left_out_for_one_reason_are_named_on_one_line(qtbot: QtBot) -> None:
    """Short-deck hands a PokerStars export cannot write, and a voided one."""
    parent = QWidget()
    qtbot.addWidget(parent)
    short_deck = (
        "short deck hold'em cannot be written as PokerStars text; the PHH and JSON "
        "exports carry it"
    )
    left_out = ((12, short_deck), (13, short_deck), (14, "the hand was voided"))
    left_out += tuple((n, short_deck) for n in range(20, 26))
    report = ExportReport("pokerstars", "/x", 30, 1, left_out)
    box = show_left_out(parent, report)
    assert box.informativeText().splitlines() == [
        "Left out:",
        f"Hands 12, 13, 20–25: {short_deck}",
        "Hand 14: the hand was voided",
    ]
    assert box.detailedText() == ""
    box.close()


def test_the_folder_dialog_starts_in_documents_then_where_the_last_export_went(
    qtbot: QtBot, console: Console, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = tmp_path / "Documents"
    documents.mkdir()

    class Paths:
        StandardLocation = export_report.QStandardPaths.StandardLocation

        @staticmethod
        def writableLocation(location: object) -> str:
            assert location == Paths.StandardLocation.DocumentsLocation
            return str(documents)

    monkeypatch.setattr(export_report, "QStandardPaths", Paths)
    started: list[str] = []
    chosen = tmp_path / "exports"
    chosen.mkdir()

    def pick(_parent: object, _title: str, start: str) -> str:
        started.append(start)
        return str(chosen)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", pick)
    window = console()
    fold_hand(window)
    remember_export_folder(tmp_path / "gone")  # a folder since deleted is never offered
    assert last_export_folder() is None
    assert window.export_hands("json")
    assert started == [str(documents)]
    assert not started[0].startswith(str(data_dir()))
    assert window.export_hands("phh")
    assert started == [str(documents), str(chosen.resolve())]


def test_with_no_documents_folder_the_dialog_starts_at_home(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    class Paths:
        StandardLocation = export_report.QStandardPaths.StandardLocation

        @staticmethod
        def writableLocation(location: object) -> str:
            return str(tmp_path / "no such folder")

    monkeypatch.setattr(export_report, "QStandardPaths", Paths)
    monkeypatch.setattr(export_report, "last_export_folder", lambda: None)
    assert export_report.export_start_folder() == str(Path.home())


@pytest.mark.parametrize(("label", "suffix"), [
    ("PHH (open hand history format)", ".phh"),
    ("PokerStars text (tracking tools)", ".txt"),
    ("JSON", ".json"),
])
def test_ctrl_e_asks_the_format_and_folder_then_writes_the_hands(
    qtbot: QtBot, console: Console, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    label: str, suffix: str,
) -> None:
    """The File menu's own action, typed as a dealer does (issue 23.1: its ``checked``
    value arrived as the format and every export failed)."""
    chosen = tmp_path / "exports"
    chosen.mkdir()
    asked: list[list[str]] = []

    def choose(_parent: object, _title: str, _label: str, items: list[str], *_rest: object):
        asked.append(list(items))
        return label, True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a: str(chosen))
    window = console()
    fold_hand(window)
    fold_hand(window)
    press(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert asked and label in asked[0]
    status = window.statusBar().currentMessage()
    assert not status.startswith("Export failed"), status
    assert status.startswith("Exported 2 hands as ")
    written = sorted(p for p in chosen.rglob("*") if p.is_file())
    assert written and all(p.suffix == suffix for p in written)


def test_the_menu_item_is_the_one_ctrl_e_runs(
    qtbot: QtBot, console: Console, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QInputDialog, "getItem", lambda *_a: ("JSON", True))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a: str(tmp_path))
    window = console()
    fold_hand(window)
    (action,) = [
        a for a in window.menuBar().actions()[0].menu().actions()
        if a.text() == "&Export hand histories…"
    ]
    action.trigger()
    assert window.statusBar().currentMessage().startswith("Exported 1 hand as JSON to ")
