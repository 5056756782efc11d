"""File > Print ▸ in the console: each document to a PDF file or through the print
dialog, and a refusal said in the status bar."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QMenu
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerBusted
from app.present.sheet_kinds import What
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.print_menu import PrintMenu
from tests.printing.nights import bust_down_to, saved, seated_night
from tests.printing.pdf_tools import pdf_info, pdf_text
from tests.tournament_kit import Recorder


@pytest.fixture
def console(qtbot: QtBot) -> Iterator[Callable[[Path], MainWindow]]:
    """A function opening the console on a tournament file."""
    files: list[TournamentFile] = []

    def make(path: Path) -> MainWindow:
        files.append(TournamentFile.open(path))
        window = MainWindow(LiveTournament(files[-1], clock=lambda: 1000.0))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for file in files:
        file.close()


@pytest.fixture
def window(console: Callable[[Path], MainWindow], tmp_path: Path) -> MainWindow:
    recorder = seated_night(12)
    recorder.rec(PlayerBusted(12, 2))
    return console(saved(recorder, tmp_path / "friday.feltboard"))


def item(menu: QMenu, text: str) -> QAction:
    [action] = [a for a in menu.actions() if a.text().replace("&", "") == text]
    return action


def test_file_menu_offers_each_document_to_print_or_save(window: MainWindow) -> None:
    [file_menu] = [a.menu() for a in window.menuBar().actions() if a.text() == "&File"]
    assert isinstance(file_menu, QMenu)
    [printing] = [a.menu() for a in file_menu.actions() if a.text() == "&Print"]
    assert isinstance(printing, PrintMenu)
    printing.aboutToShow.emit()
    titles = [a.text().replace("&", "") for a in printing.actions()]
    assert titles == [
        "Seat cards", "Seating", "Structure", "Payouts", "Results so far", "Cashier's ledger"
    ]
    for what in What:
        entries = [a.text().replace("&", "") for a in printing.documents[what].actions()]
        assert entries == ["Print…", "Save as PDF…"]


def test_save_as_pdf_writes_the_document_and_says_where(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def choose(_parent: object, title: str, suggested: str, _filter: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(tmp_path / "cards"), "PDF files (*.pdf)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    with qtbot.waitSignal(window.print_menu.message) as said:
        item(window.print_menu.documents[What.SEATS], "Save as PDF…").trigger()
    out = tmp_path / "cards.pdf"
    assert asked == [str(tmp_path / "friday seat cards.pdf")]
    assert said.args == [f"Saved seat cards as {out} (2 pages)"]
    assert window.statusBar().currentMessage() == said.args[0]
    text = pdf_text(out)
    assert "Hugo" in text and "Lee" not in text and "Page 2 of 2" in text


def test_print_goes_through_the_print_dialog_to_the_chosen_printer(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "printed.pdf"
    chosen: list[QPrinter] = []

    def dialog(_menu: PrintMenu, printer: QPrinter) -> bool:
        # The host picks "Print to file (PDF)" and presses Print.
        chosen.append(printer)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return True

    monkeypatch.setattr(PrintMenu, "choose_printer", dialog)
    with qtbot.waitSignal(window.print_menu.message) as said:
        item(window.print_menu.documents[What.RESULTS], "Print…").trigger()
    assert said.args == [f"Results: 1 page sent to {out}"]
    assert chosen[0].docName() == "Friday night at Hugo's — Results"
    assert "Results so far (in progress)" in pdf_text(out)
    assert pdf_info(out)["Pages"] == "1"


def test_a_cancelled_dialog_prints_nothing(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(PrintMenu, "choose_printer", lambda _menu, _printer: False)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: ("", ""))
    assert window.print_menu.print_to_printer(What.STRUCTURE) == 0
    assert window.print_menu.save_pdf(What.STRUCTURE) is None
    assert list(tmp_path.glob("*.pdf")) == []


def test_seat_cards_before_the_draw_say_why_in_the_status_bar(
    console: Callable[[Path], MainWindow], qtbot: QtBot, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    window = console(saved(Recorder.new(), tmp_path / "empty.feltboard"))
    asked: list[object] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: asked.append(args))
    menu = window.print_menu.documents[What.SEATS]
    with qtbot.waitSignal(window.print_menu.message):
        item(menu, "Save as PDF…").trigger()
    assert window.statusBar().currentMessage() == (
        "Nothing to print: No seats drawn yet: open tables and draw seats first, then "
        "print the seat cards"
    )
    assert asked == []


def test_results_are_called_results_once_the_night_is_over(
    console: Callable[[Path], MainWindow], tmp_path: Path
) -> None:
    recorder = seated_night(4)
    bust_down_to(recorder, 1)
    window = console(saved(recorder, tmp_path / "done.feltboard"))
    window.print_menu.aboutToShow.emit()
    assert window.print_menu.documents[What.RESULTS].title() == "&Results"
