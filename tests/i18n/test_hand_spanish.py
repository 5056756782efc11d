"""The hand engine in real Spanish: the language installed as at start-up (the settings
say ``es``), a few refusals and hand names read as a Spanish dealer says them.

These read the compiled translations (``resources/i18n/feltboard_es.qm`` in
``app/resources_rc.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.engine.cards import evaluate, parse_card, parse_cards
from app.engine.clock import ClockPaused, clock_state
from app.engine.errors import FeltboardError
from app.engine.hand import HandConfig, SeatConfig, replay
from app.engine.rules import AnteMode, RuleProfile
from app.engine.structure import BlindStructure, Level
from app.ui.i18n import install_language, save_language_choice, uninstall_language


@pytest.fixture
def spanish(qapp: QApplication, tmp_path: Path) -> Iterator[str]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    save_language_choice("es", settings)
    language = install_language(qapp, settings)
    yield language
    uninstall_language(qapp)


NAMES = ("Ann", "Bob", "Cat")


def three_handed() -> HandConfig:
    seats = tuple(SeatConfig(seat, name, 10_000) for seat, name in enumerate(NAMES, 1))
    return HandConfig(seats, 1, 2, 3, 500, 1_000, rules=RuleProfile(ante_mode=AnteMode.NONE))


def message(error: pytest.ExceptionInfo[FeltboardError]) -> str:
    return str(error.value)


def test_a_check_facing_a_bet_in_spanish(spanish: str) -> None:
    state = replay(three_handed())
    with pytest.raises(FeltboardError) as error:
        state.check(1)
    assert message(error) == "Asiento 1 (Ann) no puede pasar: tiene 1.000 por igualar"


def test_a_raise_too_small_in_spanish(spanish: str) -> None:
    state = replay(three_handed())
    with pytest.raises(FeltboardError) as error:
        state.raise_to(1, 1_500)
    assert message(error) == "Sube como mínimo a 2.000"


def test_a_seat_not_dealt_in_in_spanish(spanish: str) -> None:
    state = replay(three_handed())
    with pytest.raises(FeltboardError) as error:
        state.verify_cards_of(9, parse_cards("As Ad"))
    assert message(error) == "El asiento 9 no juega esta mano"


def test_a_card_typo_in_spanish(spanish: str) -> None:
    with pytest.raises(FeltboardError) as error:
        parse_card("Ax")
    assert message(error).startswith("'Ax' no es una carta: escribe el valor")


def test_hand_names_in_spanish(spanish: str) -> None:
    assert evaluate(parse_cards("Kh Kd Kc 5s 5c 2d 3h")).describe() == "Full de reyes con cincos"
    assert evaluate(parse_cards("Qd Jh Ts 9c 8d 2h 3s")).describe() == "Escalera a la dama"
    assert (
        evaluate(parse_cards("Ah Ad Kc Ks Qc 2d 3h")).describe()
        == "Doble pareja, ases y reyes, kicker dama"
    )


def test_a_clock_refusal_in_spanish(spanish: str) -> None:
    structure = BlindStructure((Level(25, 50, duration_seconds=600),))
    with pytest.raises(FeltboardError) as error:
        clock_state(structure, [ClockPaused(0)], 10)
    assert message(error) == "El reloj no se puede pausar antes de iniciarlo"
