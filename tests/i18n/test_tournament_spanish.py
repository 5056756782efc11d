"""The tournament's refusals and table moves in real Spanish (the compiled ``.qm``).

These read the Spanish written for the tournament engine once the translations are
rebuilt (``make translations`` with every helper's texts): they prove the words reach
the host, with numbers grouped the Spanish way.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.engine.entry_options import EntryKind
from app.engine.tournament import apply_event
from app.engine.tournament_events import ChipsColoredUp, EntryTaken, PlayerSeated
from app.ui.i18n import install_language, save_language_choice, uninstall_language
from tests.i18n.test_tournament_messages import balance_plan, message_of, three
from tests.tournament_kit import seated


@pytest.fixture
def spanish(qapp: QApplication, tmp_path: Path) -> Iterator[str]:
    """Spanish installed as at start-up (the settings say ``es``); English again after."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    save_language_choice("es", settings)
    language = install_language(qapp, settings)
    yield language
    uninstall_language(qapp)


def test_refusals_at_the_table_in_spanish(spanish: str) -> None:
    assert spanish == "es"
    assert message_of(lambda: apply_event(three(), PlayerSeated(1, 1, 2))) == (
        "El asiento 2 de la mesa 1 lo ocupa Bob"
    )
    assert message_of(lambda: apply_event(three(), ChipsColoredUp(25, ((1, 1500),)))) == (
        "El stack de Ann cambiaría en 500; una carrera de fichas deja fichas de 100 enteras y "
        "cambia un stack en menos de una de ellas"
    )
    rebought = apply_event(seated(3).state, EntryTaken(1, EntryKind.REBUY))
    assert message_of(lambda: apply_event(rebought, EntryTaken(1, EntryKind.REBUY))) == (
        "Una recompra requiere 1.000 fichas o menos; Ann tiene 2.000; Ann puede tomar el add-on"
    )


def test_the_table_moves_in_spanish(spanish: str) -> None:
    assert spanish == "es"
    plan, state = balance_plan()
    assert plan.describe(state) == ("Dan: mesa 1 asiento 4 → mesa 2 asiento 6 (equilibrado)",)
