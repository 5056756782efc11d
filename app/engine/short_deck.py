"""Short-deck hold'em hands (RULES.md "Mixed games", Triton rules).

36 cards, six to ace. A flush beats a full house and three of a kind beats a straight
(with fewer cards, both are rarer); the ace also plays low in A-6-7-8-9, the lowest
straight. Otherwise hands rank and split as in hold'em: by the five cards that play.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from app.engine.cards import Card, Category, HandValue
from app.engine.errors import CardError
from app.engine.wording import translate

# Categories from lowest to highest in the short deck.
_ORDER = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.STRAIGHT,
    Category.THREE_OF_A_KIND,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
_PLACE = {category: place for place, category in enumerate(_ORDER)}
_LOW_STRAIGHT = frozenset({12, 4, 5, 6, 7})  # A-6-7-8-9: the ace plays below the six
_NINE = 7


def short_deck_high(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The best short-deck hand of two hole cards and the five board cards.

    :raises CardError: unless there are two hole cards and five board cards.

    >>> from app.engine.cards import parse_cards
    >>> short_deck_high(parse_cards("Ah 9c"), parse_cards("6d 7s 8h Kc Qd")).describe()
    'Straight, Nine high'
    """
    if len(hole) != 2 or len(board) != 5:
        raise CardError(translate("Cards", "A short-deck hand is 2 hole cards and 5 board cards"))
    best: HandValue | None = None
    for five in itertools.combinations((*hole, *board), 5):
        value = rank_short_deck_five(five)
        if best is None or value.strength > best.strength:
            best = value
    assert best is not None
    return best


def rank_short_deck_five(five: tuple[Card, ...]) -> HandValue:
    """The short-deck ranking of exactly five distinct cards.

    >>> from app.engine.cards import parse_cards
    >>> flush = rank_short_deck_five(parse_cards("6s 7s 8s Ts Qs"))
    >>> full = rank_short_deck_five(parse_cards("As Ah Kc Kh Kd"))
    >>> flush.strength > full.strength
    True
    """
    counts: dict[int, int] = {}
    for card in five:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    flush = len({card.suit for card in five}) == 1
    high = _straight_high(counts)
    category = _category(sorted(counts.values(), reverse=True), flush, high is not None)
    if high is not None:
        tiebreak = [high]
    else:
        # Bigger groups first, then higher ranks: the kickers as they play.
        tiebreak = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    strength = _PLACE[category]
    for rank in tiebreak + [0] * (5 - len(tiebreak)):
        strength = strength * 13 + rank
    return HandValue(category, five, strength)


def _straight_high(counts: dict[int, int]) -> int | None:
    """The straight's top rank (a nine for A-6-7-8-9), or ``None``."""
    if len(counts) != 5:
        return None
    ranks = frozenset(counts)
    if ranks == _LOW_STRAIGHT:
        return _NINE
    top = max(ranks)
    return top if top - min(ranks) == 4 else None


def _category(shape: list[int], flush: bool, straight: bool) -> Category:
    if straight and flush:
        return Category.STRAIGHT_FLUSH
    if shape[0] == 4:
        return Category.FOUR_OF_A_KIND
    if flush:
        return Category.FLUSH
    if shape[:2] == [3, 2]:
        return Category.FULL_HOUSE
    if shape[0] == 3:
        return Category.THREE_OF_A_KIND
    if straight:
        return Category.STRAIGHT
    if shape[:2] == [2, 2]:
        return Category.TWO_PAIR
    if shape[0] == 2:
        return Category.ONE_PAIR
    return Category.HIGH_CARD
