"""A seat's D/SB/BB markers never cover its shown cards (issue 23.15: the BB disc covered
a shown card at showdown)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_cards
from app.present.table_view import PotView, SeatView, TableView
from app.ui.table_widget import TableWidget

SIZES = ((840, 470), (840, 560), (1200, 760), (640, 420))


def seat(number: int, marker: str) -> SeatView:
    return SeatView(
        seat=number, player=f"Player {number}", stack=19_750, bet=0,
        is_button=marker == "D", is_small_blind=marker == "SB", is_big_blind=marker == "BB",
        to_act=False, folded=False, all_in=False, cards=parse_cards("Qh Qd"), dealt_in=True,
    )


@pytest.mark.parametrize("seats", [9, 10, 6])
def test_markers_never_cover_shown_cards(qtbot: QtBot, seats: int) -> None:
    widget = TableWidget()
    qtbot.addWidget(widget)
    for marked in range(1, seats + 1):
        view = TableView(
            title="Table 1",
            seats=tuple(seat(n, "BB" if n == marked else "") for n in range(1, seats + 1)),
            board=parse_cards("Ah Kd 7c 2s 9h"), board_slots=5, street="Showdown",
            pots=(), status="Showdown",
        )
        widget.set_view(view)
        for width, height in SIZES:
            widget.resize(width, height)
            for index, (markers, cards) in enumerate(widget.marker_areas()):
                if markers.isEmpty():
                    continue
                assert cards is not None
                assert not markers.intersects(cards), (seats, marked, index, width, height)


@pytest.mark.parametrize("seats", [9, 6])
def test_markers_never_lie_on_the_board_or_the_pot_lines(qtbot: QtBot, seats: int) -> None:
    """Found in the scripted host's night: with four pots, the D disc of the seat at the
    bottom, pushed in by its shown cards, covered "Side pot 3"."""
    widget = TableWidget()
    qtbot.addWidget(widget)
    pots = tuple(PotView(name=f"Side pot {n}" if n else "Main pot", amount=80_000,
                         players=()) for n in range(4))
    for marked in range(1, seats + 1):
        for marker in ("D", "SB", "BB"):
            view = TableView(
                title="Table 1",
                seats=tuple(seat(n, marker if n == marked else "") for n in range(1, seats + 1)),
                board=parse_cards("Ah Kd 7c 2s 9h"), board_slots=5, street="Showdown",
                pots=pots, status="Showdown",
            )
            widget.set_view(view)
            for width, height in SIZES:
                widget.resize(width, height)
                middle = widget._middle_rect(widget._felt_rect())
                for markers, _cards in widget.marker_areas():
                    assert not markers.intersects(middle), (seats, marked, marker, width, height)
