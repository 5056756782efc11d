"""Each document written as a PDF, read back with poppler: the text a reader sees, the
page count and size, and pages that are not blank."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerBusted
from app.present.print_sheets import build_document
from app.present.sheet_blocks import Column, Document, Grid, Sheet
from app.present.sheet_kinds import Paper, What
from app.printing.output import PrintFailed, write_pdf
from app.printing.paper import paper_for_locale
from tests.printing.nights import LONG_NAME, NAMES, bust_down_to, finished_night, seated_night
from tests.printing.pdf_tools import ink_share, page_texts, pdf_info, pdf_text, render_pages

NOW = datetime(2026, 12, 4, 23, 40)


@pytest.fixture(autouse=True)
def _qt(qtbot: QtBot) -> None:
    """Painting needs a Qt application (the fixture makes a full one)."""


def written(tmp_path: Path, state: object, what: What, paper: Paper = Paper.A4) -> Path:
    path = tmp_path / f"{what.value}-{paper.value}.pdf"
    write_pdf(build_document(state, what, NOW), path, paper)  # type: ignore[arg-type]
    return path


def assert_pages_have_ink(tmp_path: Path, pdf: Path) -> list[Path]:
    pngs = render_pages(pdf, tmp_path / "png")
    assert pngs, "no page rendered"
    for png in pngs:
        assert ink_share(png) > 0.01, f"{png.name} looks blank"
    return pngs


def test_seat_cards_for_40_players_on_five_pages_with_every_name(tmp_path: Path) -> None:
    pdf = written(tmp_path, seated_night(40).state, What.SEATS)
    pages = page_texts(pdf)
    assert len(pages) == 5 and pdf_info(pdf)["Pages"] == "5"
    assert "Page 5 of 5" in pages[4] and "Friday night at Hugo's" in pages[0]
    text = " ".join(" ".join(page.split()) for page in pages)
    for name in NAMES[:-1]:
        assert name in text
    # The longest name a player may have wraps onto two lines rather than being cut.
    assert "Maximiliana von" in pages[4] and "Hohenzollern-Sigmaringen" in pages[4]
    assert "…" not in text
    assert len(assert_pages_have_ink(tmp_path, pdf)) == 5


def test_seating_sheet_a_page_per_table_with_full_10_seat_tables(tmp_path: Path) -> None:
    state = seated_night(40, seats=10).state
    pdf = written(tmp_path, state, What.SEATING)
    pages = page_texts(pdf)
    assert len(pages) == 4
    for number, page in enumerate(pages, start=1):
        assert f"Table {number}" in page and f"Page {number} of 4" in page
        assert "10 players at 10 seats, 200,000 chips" in page
    assert LONG_NAME in pages[3]  # 40 characters fit the name column whole
    assert "4 December 2026" in pages[0]
    assert_pages_have_ink(tmp_path, pdf)


@pytest.mark.parametrize(("paper", "size"), [(Paper.A4, "(A4)"), (Paper.LETTER, "(letter)")])
def test_structure_fits_a_page_of_either_paper(tmp_path: Path, paper: Paper, size: str) -> None:
    pdf = written(tmp_path, seated_night(2).state, What.STRUCTURE, paper)
    info = pdf_info(pdf)
    assert info["Pages"] == "1" and info["Page size"].endswith(size)
    assert info["Title"] == "Friday night at Hugo's — Structure"
    text = pdf_text(pdf)
    for expected in ("Blind structure", "BB ante", "10,000/20,000", "Color up the 25s (green)",
                     "Last rebuys and add-ons", "repeats until the end", "7:00"):
        assert expected in text, expected
    assert_pages_have_ink(tmp_path, pdf)


def test_payout_sheet_has_the_amounts_and_the_rounding_note(tmp_path: Path) -> None:
    pdf = written(tmp_path, finished_night(), What.PAYOUTS, Paper.LETTER)
    text = pdf_text(pdf)
    for expected in ("Prize pool", "€450.00", "€180.00", "€135.00", "€90.00", "€45.00",
                     "Rounded down to €5.00", "Payout table", "Hugo"):
        assert expected in text, expected
    assert_pages_have_ink(tmp_path, pdf)


def test_results_and_receipts_of_a_finished_night(tmp_path: Path) -> None:
    pdf = written(tmp_path, finished_night(), What.RESULTS)
    results, receipts = page_texts(pdf)
    assert "Results" in results and "in progress" not in results
    assert " ".join(results.split()).count("€250.00") == 1
    for name in ("Hugo", "Esther", "Ann", "Bob", "Jo"):
        assert name in results
    flat = " ".join(receipts.split())
    for expected in ("Hugo — 1st", "Esther — 2nd", "Ann — 3rd", "Bob — 4th", "Signature",
                     "Received €250.00 (prize €180.00 + bounties €70.00)"):
        assert expected in flat, expected
    assert flat.count("Signature") == 4 and "Page 2 of 2" in flat
    assert_pages_have_ink(tmp_path, pdf)


def test_results_of_40_players_in_progress_run_over_pages_with_the_header_again(
    tmp_path: Path,
) -> None:
    recorder = seated_night(40)
    state = bust_down_to(recorder, 5)
    pdf = written(tmp_path, state, What.RESULTS)
    pages = page_texts(pdf)
    assert "Results so far (in progress)" in pages[0]
    assert "Results so far (in progress) (continued)" in pages[1]
    assert all("Place" in page and "Player" in page for page in pages[:2])
    text = pdf_text(pdf)
    for name in NAMES:
        assert name in text
    assert_pages_have_ink(tmp_path, pdf)


def test_a_pdf_that_cannot_be_written_leaves_nothing_behind(tmp_path: Path) -> None:
    recorder = seated_night(3)
    recorder.rec(PlayerBusted(3, 1))
    document = build_document(recorder.state, What.RESULTS, NOW)
    with pytest.raises(PrintFailed, match="Cannot write in"):
        write_pdf(document, tmp_path / "no such folder" / "r.pdf", Paper.A4)
    # An old file of the same name is replaced whole, never left half-written.
    target = tmp_path / "r.pdf"
    target.write_bytes(b"old")
    assert write_pdf(document, target, Paper.A4) == 1
    assert target.read_bytes().startswith(b"%PDF") and list(tmp_path.iterdir()) == [target]


@pytest.mark.parametrize(
    ("language", "country", "paper"),
    [
        (QLocale.Language.English, QLocale.Country.UnitedStates, Paper.LETTER),
        (QLocale.Language.French, QLocale.Country.Canada, Paper.LETTER),
        (QLocale.Language.Spanish, QLocale.Country.Mexico, Paper.LETTER),
        (QLocale.Language.English, QLocale.Country.UnitedKingdom, Paper.A4),
        (QLocale.Language.German, QLocale.Country.Germany, Paper.A4),
        (QLocale.Language.Spanish, QLocale.Country.Spain, Paper.A4),
    ],
)
def test_the_locale_chooses_the_paper(
    language: QLocale.Language, country: QLocale.Country, paper: Paper
) -> None:
    assert paper_for_locale(QLocale(language, country)) == paper


def test_an_empty_grid_prints_its_titles(tmp_path: Path) -> None:
    document = Document(
        What.RESULTS, "Night", "4 December 2026", "Printed now",
        sheets=(Sheet("Nobody yet", (Grid((Column("Place"), Column("Player", stretch=True)),
                                          ()),)),),
    )  # fmt: skip
    path = tmp_path / "empty.pdf"
    assert write_pdf(document, path, Paper.A4) == 1
    assert "Place" in pdf_text(path) and "Nobody yet" in pdf_text(path)


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_a_long_break_note_prints_whole_on_two_lines(tmp_path: Path, paper: Paper) -> None:
    """Issue 23.11: the printed structure cut its own note ("last for rebuys a…")."""
    from dataclasses import replace

    from app.engine.structure import BlindStructure, Break

    state = seated_night(12).state
    note = "Last rebuys and add-ons, then seat draw for the final two tables and a photo"
    steps = tuple(
        replace(step, note=note) if isinstance(step, Break) and not step.color_up else step
        for step in state.setup.structure.steps
    )
    state = replace(state, setup=replace(state.setup, structure=BlindStructure(steps)))
    printed = pdf_text(written(tmp_path, state, What.STRUCTURE, paper)).replace("\ufb01", "fi")
    text = " ".join(printed.split())  # pdftotext writes the "fi" ligature as one glyph
    assert "…" not in text
    for word in note.replace(",", "").split():
        assert word in text


def test_a_pdf_is_readable_by_others_as_an_export_is(tmp_path: Path) -> None:
    """Issue 23.16: PDFs were written -rw------- (mkstemp's mode), exports are not."""
    import os
    import stat

    umask = os.umask(0o022)
    try:
        pdf = written(tmp_path, seated_night(4).state, What.SEATS)
    finally:
        os.umask(umask)
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o644
