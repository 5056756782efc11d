"""One reader of typed amounts, in the language's own number style (issue 22, fixed on
the way): typing "2.400" at a Spanish console bets 2,400 (it was refused as "not a
number of chips"), and a percentage fee is split by one rule wherever it is typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.events import RaisedTo
from app.engine.money import Currency, rake_split
from app.engine.numbers import ENGLISH, NumberStyle, number_style, set_number_style
from app.session.intent import parse_amount
from app.store.template_reader import setup_from_document
from app.ui.main_window import MainWindow
from app.ui.setup_dialog import new_setup_dialog
from tests.store.test_template import minimal
from tests.ui import test_keyboard
from tests.ui.test_keyboard import enter, hand_events, journal, key, type_text
from tests.ui.test_setup_dialog import _dialog, _type

SPANISH = NumberStyle(".", ",", symbol_after=True)
keyboard_console = test_keyboard.keyboard_console  # Ann, Bob and Cy on an active console


@pytest.fixture
def spanish_numbers() -> Iterator[None]:
    before = number_style()
    set_number_style(SPANISH)
    yield
    set_number_style(before)


@pytest.mark.usefixtures("spanish_numbers")
def test_a_spanish_dealer_types_2_400_and_the_raise_is_2400(
    qtbot: QtBot, keyboard_console: MainWindow
) -> None:
    window = keyboard_console
    before = len(journal(window))
    key(qtbot, window, "N")
    seat = window.session.state.table(1).hand_state.to_act
    type_text(qtbot, window, "2.400")
    bar = window.action_bar
    assert (bar.amount_edit.text(), bar.feedback) == ("2.400", "")  # the point was typed
    enter(qtbot, window)
    assert hand_events(journal(window)[before:]) == ["deal hand 1", RaisedTo(seat, 2400)]


@pytest.mark.usefixtures("spanish_numbers")
def test_in_spanish_a_comma_is_a_decimal_and_chips_are_whole() -> None:
    assert parse_amount("2.400") == 2400
    assert parse_amount("12.000.000") == 12_000_000
    with pytest.raises(ValueError, match=r"^'2,4' is not a whole number of chips$"):
        parse_amount("2,4")


def test_in_english_a_comma_groups_and_a_point_is_a_decimal() -> None:
    assert number_style() == ENGLISH
    assert parse_amount("2,400") == 2400
    with pytest.raises(ValueError, match=r"^'2.4' is not a whole number of chips$"):
        parse_amount("2.4")
    with pytest.raises(ValueError, match="not a number of chips"):
        parse_amount("two")


def test_a_ten_percent_fee_on_19_99_is_the_same_from_a_template_and_the_dialog(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """It was 1.99 from a template and 2.00 from the dialog: now both say 1.99 (the fee
    is the percent rounded down to the cent: the house never takes more than it said)."""
    assert rake_split(1999, 10) == (1800, 199)
    template = setup_from_document(
        minimal(currency="€", decimals=2, buy_in="19.99", rake="10%")
    )
    assert (template.buy_in, template.fee) == (1800, 199)
    dialog = _dialog(qtbot, new_setup_dialog(tmp_path))
    _type(qtbot, dialog.night.name_edit, "Fee")
    dialog.night.symbol_box.setCurrentText("€")
    dialog.night.decimals_spin.setValue(2)
    dialog.night.fee_mode.setCurrentIndex(1)
    _type(qtbot, dialog.night.price_edit, "19.99")
    _type(qtbot, dialog.night.rake_edit, "10%")
    setup, problems = dialog.read()
    assert problems == {} and setup is not None
    assert (setup.buy_in, setup.fee) == (1800, 199)
    assert setup.currency == Currency("€", 2)
    assert Decimal(setup.fee) / (setup.buy_in + setup.fee) <= Decimal("0.10")
