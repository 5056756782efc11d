"""The made hands of the draw games: deuce-to-seven lowball and badugi.

RULES.md "Mixed games", Draw. Deuce-to-seven: five cards, the lowest hand wins; the ace
is high only (A-5-4-3-2 is an ace-high hand, not a straight), straights and flushes
count against, so 7-5-4-3-2 of two suits or more is the best hand. Badugi: four cards;
the hand is the largest set of cards of different suits and different ranks, the ace
low; more cards beat fewer, then the lowest highest card wins, then the next (A-2-3-4 of
four suits is the best).

A :class:`DrawValue` has a ``strength`` like a high hand's (higher beats lower, equal
splits), so the hand state machine ranks every game's showdown the same way.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.cards import RANKS, Card, Category, rank_five
from app.engine.errors import CardError
from app.engine.omaha import low_rank
from app.engine.wording import translate

_BASE = 13
_KEY_TOP = 9 * _BASE**5
"""Above every deuce-to-seven key: the strength of a lowball hand is this minus its key."""


@dataclass(frozen=True, slots=True)
class DrawValue:
    """A draw game's made hand: the cards that play, most significant first, and its
    strength (higher beats lower, equal splits).

    ``category`` is the hand's standard category in deuce-to-seven (a pair, a flush...),
    ``None`` in badugi.
    """

    cards: tuple[Card, ...]
    strength: int
    category: Category | None = None

    def describe(self) -> str:
        """The hand as a dealer says it: ``'7-5-4-3-2'``, ``'Badugi, 6-4-3-2'``.

        >>> from app.engine.cards import parse_cards
        >>> deuce_to_seven(parse_cards("7c 5d 4h 3s 2c")).describe()
        '7-5-4-3-2'
        >>> badugi(parse_cards("6c 4d 3h 2s")).describe()
        'Badugi, 6-4-3-2'
        >>> badugi(parse_cards("6c 4c 3h 2s")).describe()
        'Three cards, 4-3-2'
        """
        ranks = "-".join(RANKS[card.rank] for card in self.cards)
        if self.category is None:
            return _BADUGI_WORDS[len(self.cards)]().format(cards=ranks)
        if self.category is Category.HIGH_CARD:
            return ranks
        if self.category is Category.FLUSH:
            return translate("Cards", "Flush, {cards}").format(cards=ranks)
        return rank_five(self.cards).describe()


def deuce_to_seven(cards: Sequence[Card]) -> DrawValue:
    """The deuce-to-seven value of five distinct cards.

    :raises CardError: unless there are five cards.

    The best hand, then an eight beaten by any seven, a wheel that is only ace high, and a
    pair losing to any hand without one:

    >>> from app.engine.cards import parse_cards
    >>> def s(text): return deuce_to_seven(parse_cards(text)).strength
    >>> s("7c 5d 4h 3s 2c") > s("8c 5d 4h 3s 2c") > s("8c 6d 5h 4s 2c")
    True
    >>> s("8c 6d 5h 4s 2c") > s("7c 6d 5h 4s 3c")  # 7-6-5-4-3 is a straight
    True
    >>> s("Kc Qd Jh 9s 8c") > s("Ac 5d 4h 3s 2c") > s("2c 2d 5h 4s 3c")
    True
    >>> s("9c 7c 5c 4c 2c") < s("Ac Kd Qh Js 9c")  # a flush loses to any no-pair
    True
    """
    if len(cards) != 5:
        raise CardError(
            translate("Cards", "A deuce-to-seven hand is 5 cards, not {count}").format(
                count=len(cards)
            )
        )
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    ordered = sorted(cards, key=lambda c: (counts[c.rank], c.rank, c.suit), reverse=True)
    ranks = [card.rank for card in ordered]
    category = _category(ranks, counts, len({card.suit for card in cards}) == 1)
    key = int(category)
    for rank in ranks:
        key = key * _BASE + rank
    return DrawValue(tuple(ordered), _KEY_TOP - key, category)


def _category(ranks: list[int], counts: dict[int, int], flush: bool) -> Category:
    """The standard category of five ranks (most significant first), the ace high only."""
    shape = sorted(counts.values(), reverse=True)
    straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
    if straight and flush:
        return Category.STRAIGHT_FLUSH
    if shape[0] == 4:
        return Category.FOUR_OF_A_KIND
    if shape[:2] == [3, 2]:
        return Category.FULL_HOUSE
    if flush:
        return Category.FLUSH
    if straight:
        return Category.STRAIGHT
    if shape[0] == 3:
        return Category.THREE_OF_A_KIND
    if shape[:2] == [2, 2]:
        return Category.TWO_PAIR
    if shape[0] == 2:
        return Category.ONE_PAIR
    return Category.HIGH_CARD


def badugi(cards: Sequence[Card]) -> DrawValue:
    """The badugi value of four distinct cards: the best set of different suits and ranks.

    :raises CardError: unless there are four cards.

    >>> from app.engine.cards import parse_cards
    >>> def s(text): return badugi(parse_cards(text)).strength
    >>> s("Ac 2d 3h 4s") > s("Kc Qd Jh Ts") > s("Ac 2d 3h 3s")  # four cards beat three
    True
    >>> s("8c 7d 6h 2h") > s("8c 7d 6h Kh")  # three cards: 8-7-2 beats 8-7-6
    True
    >>> s("6c 4d 3h 2s") > s("6c 5d 2h As")  # 6-4 beats 6-5
    True
    """
    if len(cards) != 4:
        raise CardError(
            translate("Cards", "A badugi hand is 4 cards, not {count}").format(count=len(cards))
        )
    best: DrawValue | None = None
    for size in range(4, 0, -1):
        for subset in itertools.combinations(cards, size):
            if len({c.suit for c in subset}) < size or len({c.rank for c in subset}) < size:
                continue
            value = _badugi_value(subset)
            if best is None or value.strength > best.strength:
                best = value
        if best is not None:
            return best
    raise AssertionError("one card is always a badugi hand")  # pragma: no cover


def _badugi_value(subset: Sequence[Card]) -> DrawValue:
    """The value of cards of different suits and ranks: more cards, then lower ones."""
    ordered = sorted(subset, key=low_rank, reverse=True)
    key = len(ordered)
    for position in range(4):
        # Lower cards are better: a king (13) scores 1, an ace (1) scores 13.
        key = key * 14 + (14 - low_rank(ordered[position]) if position < len(ordered) else 0)
    return DrawValue(tuple(ordered), key)


def _four_words() -> str:
    return translate("Cards", "Badugi, {cards}")


def _three_words() -> str:
    return translate("Cards", "Three cards, {cards}")


def _two_words() -> str:
    return translate("Cards", "Two cards, {cards}")


def _one_word() -> str:
    return translate("Cards", "One card, {cards}")


_BADUGI_WORDS = {4: _four_words, 3: _three_words, 2: _two_words, 1: _one_word}
