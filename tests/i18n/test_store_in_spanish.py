"""In real Spanish: a PHH error, the add-to-league report and a league refusal read in
Spanish, while an export stays the English file, byte for byte.

These read the compiled translations (``resources/i18n/feltboard_es.qm``): they pass once
the texts of the store are in it (``make translations``)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.cli.replay import run_replay
from app.engine.tournament_events import HandVoided
from app.session.simulate import simulate
from app.store.export import FORMATS, export_tournament
from app.store.league.store import LeagueStore
from app.store.league.submit import submit
from app.store.league.values import LeagueStoreError
from app.store.tournament_file import TournamentFile
from app.ui.i18n import install_language, save_language_choice, uninstall_language
from tests.i18n.test_phh_messages import HAND
from tests.league.nights import play_night

VOIDED = 31


@pytest.fixture
def spanish(tmp_path: Path) -> Iterator[None]:
    """Spanish installed as at start-up; English again after."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    save_language_choice("es", settings)
    assert install_language(app, settings) == "es"
    yield
    uninstall_language(app)


def test_a_phh_error_reads_in_spanish(spanish: None, tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(HAND.replace("[0, 0, 0]", "[1.5, 0, 0]"), encoding="utf-8")
    err = io.StringIO()
    run_replay(str(path), as_json=False, out=io.StringIO(), err=err)
    assert err.getvalue() == (
        f"feltboard replay: {path}: línea 2: 'antes[0]' es 1.5; Feltboard solo cuenta fichas "
        "enteras\n"
    )


def test_the_league_speaks_spanish(spanish: None, tmp_path: Path) -> None:
    league = str(tmp_path / "league.sqlite")
    with LeagueStore.open(league, create=True) as store:
        store.create_league("Club", "td:10", "2026")
    night = play_night(tmp_path / "1.feltboard", ["Ana", "Beto"], name="Semana 1")
    assert submit(league, night) == (
        "Añadido Semana 1 (2026-01-02) a la temporada 2026: 2 jugadores; nuevos en la liga: "
        "Ana, Beto",
    )
    assert submit(league, night) == (
        "Semana 1 (2026-01-02) ya está en la temporada 2026: no cambia nada",
    )
    with LeagueStore.open(league) as store, pytest.raises(LeagueStoreError) as caught:
        store.season("Verano")
    assert str(caught.value) == "No hay ninguna temporada 'Verano' en esta liga (temporadas: 2026)"


def test_an_export_in_spanish_is_the_english_file(tmp_path: Path) -> None:
    QApplication.instance() or QApplication([])
    path = tmp_path / "t.feltboard"
    simulate(path, players=18, tables=2, hands=60, seed=11, preset="Home game — fast")
    with TournamentFile.open(path) as file:
        file.record(HandVoided(VOIDED))
    left_out: dict[str, list[tuple[int, str]]] = {"en": [], "es": []}

    def export(language: str) -> dict[str, bytes]:
        files = {}
        with TournamentFile.open(path, read_only=True) as file:
            for fmt in FORMATS:
                for written in export_tournament(
                    file, fmt, tmp_path / language / fmt,
                    on_skip=lambda *skip: left_out[language].append(skip),
                ):  # fmt: skip
                    files[f"{fmt}/{written.name}"] = written.read_bytes()
        return files

    english = export("en")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    save_language_choice("es", settings)
    install_language(app, settings)
    try:
        spanish = export("es")
    finally:
        uninstall_language(app)
    assert spanish == english
    assert left_out["es"] == [(VOIDED, "la mano se anuló")] * len(FORMATS)
    assert left_out["en"] == [(VOIDED, "the hand was voided")] * len(FORMATS)
