"""Omaha hands: exactly two hole cards and three board cards, for the high and the low.

RULES.md "Mixed games": the high and the low are chosen separately, each from its own
two hole cards and three board cards. A low (hi-lo, 8 or better) is five cards of
different ranks, eight or lower, the ace low; straights and flushes do not spoil it, and
the lowest highest card wins, then the next (8-6-4-3-2 beats 8-7-3-2-A).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.cards import RANKS, Card, HandValue, rank_five
from app.engine.errors import CardError
from app.engine.wording import translate

_ACE = 12
_LOW_LIMIT = 8
"""The qualifier: a low's highest card is an eight or lower."""


@dataclass(frozen=True, slots=True)
class LowValue:
    """A qualifying low: its five cards, highest first (the ace last, as one).

    ``strength`` is comparable like a high hand's: higher beats lower, equal splits.
    """

    cards: tuple[Card, ...]
    strength: int

    def describe(self) -> str:
        """The low as a dealer says it, e.g. ``'Low, 7-5-3-2-A'``."""
        ranks = "-".join(RANKS[card.rank] for card in self.cards)
        return translate("Cards", "Low, {cards}").format(cards=ranks)


def low_rank(card: Card) -> int:
    """The card's rank in a low: the ace is 1, a deuce 2, ... a king 13."""
    return 1 if card.rank == _ACE else card.rank + 2


def omaha_high(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The best high hand of two of ``hole`` and three of ``board``.

    :raises CardError: unless there are four hole cards and five board cards.

    The board's flush does not play without two hole cards of its suit:

    >>> from app.engine.cards import parse_cards
    >>> omaha_high(parse_cards("As Kd 7c 7d"), parse_cards("2h 5h 9h Jh Qh")).describe()
    'Pair of Sevens, kickers Queen, Jack, Nine'
    """
    _check_counts(hole, board)
    best: HandValue | None = None
    for two in itertools.combinations(hole, 2):
        for three in itertools.combinations(board, 3):
            value = rank_five((*two, *three))
            if best is None or value.strength > best.strength:
                best = value
    assert best is not None  # four hole cards and five board cards make 60 hands
    return best


def omaha_low(hole: Sequence[Card], board: Sequence[Card]) -> LowValue | None:
    """The best 8-or-better low of two of ``hole`` and three of ``board``, or ``None``.

    :raises CardError: unless there are four hole cards and five board cards.

    >>> from app.engine.cards import parse_cards
    >>> omaha_low(parse_cards("Ac 2d Kh Ks"), parse_cards("3h 5s 7d Qc Jd")).describe()
    'Low, 7-5-3-2-A'
    >>> omaha_low(parse_cards("Ac 2d Kh Ks"), parse_cards("3h 9s Td Qc Jd")) is None
    True
    """
    _check_counts(hole, board)
    hole_lows = _low_cards(hole)
    board_lows = _low_cards(board)
    best: tuple[int, ...] | None = None
    best_cards: tuple[Card, ...] = ()
    for two in itertools.combinations(hole_lows, 2):
        for three in itertools.combinations(board_lows, 3):
            five = (*two, *three)
            ranks = sorted({low_rank(card) for card in five}, reverse=True)
            if len(ranks) == 5 and (best is None or ranks < list(best)):
                best = tuple(ranks)
                best_cards = tuple(sorted(five, key=low_rank, reverse=True))
    if best is None:
        return None
    return LowValue(best_cards, -_low_number(best))


def _low_cards(cards: Sequence[Card]) -> list[Card]:
    """The cards that can be part of a low, one per rank (a pair's second card never
    plays in a low)."""
    by_rank: dict[int, Card] = {}
    for card in cards:
        rank = low_rank(card)
        if rank <= _LOW_LIMIT:
            by_rank.setdefault(rank, card)
    return list(by_rank.values())


def _low_number(ranks: Sequence[int]) -> int:
    """Five low ranks, highest first, as one number: a lower low is a smaller number."""
    number = 0
    for rank in ranks:
        number = number * 16 + rank
    return number


def _check_counts(hole: Sequence[Card], board: Sequence[Card]) -> None:
    if len(hole) != 4:
        raise CardError(
            translate("Cards", "An Omaha hand has 4 hole cards, not {count}").format(
                count=len(hole)
            )
        )
    if len(board) != 5:
        raise CardError(
            translate("Cards", "The board needs all 5 cards to rank hands; it has {count}").format(
                count=len(board)
            )
        )
