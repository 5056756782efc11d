"""What the console says about the draw for a table's first button (no Qt).

The line ``'Button by high card: Ann (K♠)'`` is the hand log's before the table's first
hand and during it; :func:`pending_button` is the seat the felt marks with the button
until that hand is dealt.
"""

from __future__ import annotations

from app.engine.tournament import Table, TournamentState
from app.engine.tournament_events import ButtonDrawn
from app.engine.wording import translate


def draw_line(state: TournamentState, draw: ButtonDrawn) -> str:
    """``'Button by high card: Ann (K♠)'``, or ``'Button by draw: Ann (seat 3)'`` when
    only the winning seat was noted."""
    occupant = state.table(draw.table).occupant(draw.seat)
    name = state.player(occupant).name if occupant is not None else ""
    card = dict(draw.cards).get(draw.seat)
    if card is not None:
        return translate("FirstButton", "Button by high card: {name} ({card})").format(
            name=name, card=card.pretty()
        )
    return translate("FirstButton", "Button by draw: {name} (seat {seat})").format(
        name=name, seat=draw.seat
    )


def pending_draw(table: Table) -> ButtonDrawn | None:
    """The draw that places ``table``'s first button, while that hand is not finished."""
    return table.button_draw if table.positions is None else None


def pending_button(table: Table) -> int | None:
    """The seat the drawn button waits at before the table's first hand is dealt."""
    draw = pending_draw(table)
    return draw.seat if draw is not None and table.hand is None else None
