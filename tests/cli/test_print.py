"""``feltboard print``: every document from a tournament file to a PDF, and the one-line
refusals."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from app import main
from app.engine.tournament_events import PlayerBusted
from app.store.tournament_file import TournamentFile
from tests.printing.nights import bust_down_to, saved, seated_night
from tests.printing.pdf_tools import need_poppler, pdf_info, pdf_text
from tests.tournament_kit import Recorder

ROOT = Path(__file__).resolve().parents[2]


def call(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """Run ``feltboard ARGUMENTS`` in this process; (exit status, stdout, stderr)."""
    status = main.main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def night(tmp_path: Path) -> Path:
    """Twelve players seated at two tables, two already out."""
    recorder = seated_night(12)
    recorder.rec(PlayerBusted(12, 2), PlayerBusted(11, 1))
    return saved(recorder, tmp_path / "friday.feltboard")


@pytest.mark.parametrize(
    ("what", "said", "expected"),
    [
        ("seats", "Seat cards, 2 pages", ("TABLE", "SEAT", "Hugo", "Hal")),
        ("seating", "Seating, 2 pages", ("Table 1", "Table 2", "(open seat)")),
        ("structure", "Structure, 1 page", ("BB ante", "Color up the 25s")),
        ("payouts", "Payouts, 1 page", ("Prize pool", "€360.00", "€150.00", "€105.00")),
        ("results", "Results so far (in progress), 1 page",
         ("Results so far (in progress)", "Ivy", "Jo", "still in")),
    ],
)  # fmt: skip
def test_print_each_document(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str], night: Path, tmp_path: Path,
    what: str, said: str, expected: tuple[str, ...],
) -> None:  # fmt: skip
    out = tmp_path / f"{what}.pdf"
    status, stdout, stderr = call(capsys, "print", str(night), "--what", what, "--out",
                                  str(out), "--paper", "letter")  # fmt: skip
    assert (status, stderr) == (0, "")
    assert stdout == f"Wrote {out}: {said} (Letter)\n"
    text = pdf_text(out)
    for word in expected:
        assert word in text, word
    assert pdf_info(out)["Page size"].endswith("(letter)")


def test_the_paper_follows_the_locale_without_paper(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str], night: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    out = tmp_path / "s.pdf"
    germany = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    monkeypatch.setattr(QLocale, "system", lambda: germany)
    assert call(capsys, "print", str(night), "--what", "structure", "--out", str(out))[0] == 0
    assert pdf_info(out)["Page size"].endswith("(A4)")
    united_states = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    monkeypatch.setattr(QLocale, "system", lambda: united_states)
    status, stdout, _ = call(capsys, "print", str(night), "--what", "structure", "--out", str(out))
    assert status == 0 and stdout.endswith("(Letter)\n")
    assert pdf_info(out)["Page size"].endswith("(letter)")


def test_refusals_in_one_line(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str], night: Path, tmp_path: Path
) -> None:
    out = tmp_path / "x.pdf"
    missing = tmp_path / "nowhere.feltboard"
    assert call(capsys, "print", str(missing), "--what", "seats", "--out", str(out)) == (
        1, "", f"feltboard print: {missing}: no such tournament file\n"
    )
    empty = tmp_path / "empty.feltboard"
    TournamentFile.create(empty, Recorder.new().state.setup).close()
    assert call(capsys, "print", str(empty), "--what", "seats", "--out", str(out)) == (
        1, "", f"feltboard print: {empty}: No seats drawn yet: open tables and draw seats "
        "first, then print the seat cards\n",
    )  # fmt: skip
    status, _, err = call(capsys, "print", str(night), "--what", "seats", "--out",
                          str(tmp_path / "x.png"))  # fmt: skip
    assert (status, err) == (1, f"feltboard print: --out {tmp_path / 'x.png'}: the file to "
                                "write must end in .pdf\n")  # fmt: skip
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    status, _, err = call(capsys, "print", str(night), "--what", "seats", "--out", str(folder))
    assert (status, err) == (1, f"feltboard print: --out {folder} is a folder; name the PDF "
                                "to write\n")  # fmt: skip
    status, _, err = call(capsys, "print", str(night), "--what", "seats", "--out",
                          str(tmp_path / "gone" / "x.pdf"))  # fmt: skip
    assert status == 1 and err.startswith("feltboard print: Cannot write in ")
    assert err.count("\n") == 1
    not_a_tournament = tmp_path / "notes.feltboard"
    not_a_tournament.write_text("shopping list")
    status, _, err = call(capsys, "print", str(not_a_tournament), "--what", "seats", "--out",
                          str(out))  # fmt: skip
    assert status == 1 and err.startswith(f"feltboard print: {not_a_tournament}: ")
    assert err.count("\n") == 1 and not out.exists()
    with pytest.raises(SystemExit) as exit_info:
        main.main(["print", str(night), "--what", "menu", "--out", str(out)])
    assert exit_info.value.code == 2
    assert "invalid choice: 'menu'" in capsys.readouterr().err


def test_a_real_process_prints_a_finished_night_headless(tmp_path: Path) -> None:
    need_poppler()
    recorder = seated_night(12)
    bust_down_to(recorder, 1)
    night = saved(recorder, tmp_path / "done.feltboard")
    out = tmp_path / "results.pdf"
    environment = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    environment.pop("DISPLAY", None)
    environment.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run(
        [sys.executable, "-m", "app", "print", str(night), "--what", "results", "--out",
         str(out), "--paper", "a4"],
        capture_output=True, text=True, env=environment, cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"Wrote {out}: Results, 2 pages (A4)\n"
    text = " ".join(pdf_text(out).split())
    assert "Hugo — 1st" in text and "Received €" in text and "in progress" not in text
