"""A seat's D/SB/BB markers never cover its shown cards (issue 23.15: the BB disc covered
a shown card at showdown)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.engine.cards import parse_cards
from app.present.table_view import SeatView, TableView
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
