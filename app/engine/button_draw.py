"""The draw for a table's first button: each player draws a card and the highest wins.

TDA practice and Robert's Rules of Poker: the button starts with the player who draws the
high card; between cards of one rank the suit decides, spades highest, then hearts,
diamonds and clubs (the order of :data:`~app.engine.cards.SUITS`, read from the end).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.cards import SUITS, Card, ensure_distinct
from app.engine.errors import IllegalAction
from app.engine.wording import translate


def draw_order(card: Card) -> tuple[int, int]:
    """How a card ranks in the draw: by rank, then by suit (clubs lowest, spades highest).

    >>> from app.engine.cards import parse_card
    >>> draw_order(parse_card("Ks")) > draw_order(parse_card("Kh")) > draw_order(parse_card("Qs"))
    True
    """
    return card.rank, SUITS.index(card.suit)


def high_card_seat(cards: Sequence[tuple[int, Card]]) -> int:
    """The seat that drew the high card among ``(seat, card)`` pairs.

    :raises IllegalAction: if fewer than two seats drew, a seat drew twice, or one card
        was drawn twice.

    >>> from app.engine.cards import parse_card
    >>> high_card_seat([(2, parse_card("Kh")), (5, parse_card("Ks")), (7, parse_card("9c"))])
    5
    """
    if len(cards) < 2:
        raise IllegalAction(
            translate("Tournament", "A draw for the button needs a card from each player")
        )
    seats = [seat for seat, _ in cards]
    if len(set(seats)) != len(seats):
        raise IllegalAction(
            translate("Tournament", "Each seat draws one card for the button")
        )
    ensure_distinct(card for _, card in cards)
    return max(cards, key=lambda pair: draw_order(pair[1]))[0]
