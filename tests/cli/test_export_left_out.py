"""``feltboard export`` names the hands it left out, with the reason, and still succeeds;
a H.O.R.S.E. night leaves none out."""

from __future__ import annotations

import io
import os
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.cli.common import OK
from app.cli.export import run_export
from app.engine.games import Game
from app.engine.presets import preset_named
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.session.simulate import simulate

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SHORT_DECK = (
    "short deck hold'em cannot be written as PokerStars text; the PHH and JSON exports "
    "carry it"
)


@pytest.fixture(scope="module")
def mixed_night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """40 hands, ten a level: levels 2 and 4 (hands 11-20 and 31-40) are short deck."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    setup = setup_from_preset(preset_named("Home game — standard"), seats_per_table=9)
    steps = tuple(
        replace(step, game=Game.SHORT_DECK) if isinstance(step, Level) and index % 2 else step
        for index, step in enumerate(setup.structure.steps)
    )
    path = tmp_path_factory.mktemp("mixed") / "mixed.feltboard"
    simulate(path, players=9, tables=1, hands=40, seed=3,
             setup=replace(setup, structure=BlindStructure(steps)))  # fmt: skip
    return path


def test_pokerstars_export_names_the_short_deck_hands(mixed_night: Path, tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    folder = tmp_path / "stars"
    assert run_export(mixed_night, "pokerstars", folder, out=out, err=err) == OK
    assert err.getvalue() == ""
    assert out.getvalue() == (
        f"Exported 1 file(s) to {folder}\n"
        "20 hand(s) left out:\n"
        f"  Hands 11–20, 31–40: {SHORT_DECK}\n"
    )
    (written,) = folder.iterdir()
    assert written.read_text(encoding="utf-8").count("PokerStars Hand #") == 20


@pytest.mark.parametrize("fmt", ["phh", "json"])
def test_phh_and_json_carry_every_hand(mixed_night: Path, tmp_path: Path, fmt: str) -> None:
    out = io.StringIO()
    assert run_export(mixed_night, fmt, tmp_path / fmt, out=out, err=io.StringIO()) == OK
    assert "left out" not in out.getvalue()


def test_a_horse_night_exports_every_hand_as_pokerstars_text(tmp_path: Path) -> None:
    """Issue 27: stud, stud hi-lo and razz are written too; nothing is left out."""
    path = tmp_path / "horse.feltboard"
    setup = setup_from_preset(preset_named("H.O.R.S.E."), seats_per_table=8)
    report = simulate(path, players=8, tables=1, hands=300, seed=1, setup=setup)
    out, err = io.StringIO(), io.StringIO()
    folder = tmp_path / "stars"
    assert run_export(path, "pokerstars", folder, out=out, err=err) == OK
    assert err.getvalue() == "" and "left out" not in out.getvalue()
    (written,) = folder.iterdir()
    text = written.read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #") == report.hands
    for game in ("Hold'em Limit", "Omaha Hi/Lo Limit", "Razz Limit", "7 Card Stud Limit",
                 "7 Card Stud Hi/Lo Limit"):  # fmt: skip
        assert f"USD {game} - Level" in text, game
