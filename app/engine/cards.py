"""Cards: parsing, formatting, and hand evaluation with categories and kickers.

Evaluation goes through ``phevaluator`` (a perfect-hash evaluator in C); this module adds
what the rules need on top: the category, the best five cards and a comparable value.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from phevaluator import evaluate_cards

from app.engine.errors import CardError
from app.engine.wording import QT_TRANSLATE_NOOP, translate

RANKS = "23456789TJQKA"
SUITS = "cdhs"
# The rank words, in English as written (the PokerStars export reads these tables); a
# hand's description says them in the language in use with ``translate("Cards", ...)``.
RANK_NAMES = {
    "2": QT_TRANSLATE_NOOP("Cards", "Two"),
    "3": QT_TRANSLATE_NOOP("Cards", "Three"),
    "4": QT_TRANSLATE_NOOP("Cards", "Four"),
    "5": QT_TRANSLATE_NOOP("Cards", "Five"),
    "6": QT_TRANSLATE_NOOP("Cards", "Six"),
    "7": QT_TRANSLATE_NOOP("Cards", "Seven"),
    "8": QT_TRANSLATE_NOOP("Cards", "Eight"),
    "9": QT_TRANSLATE_NOOP("Cards", "Nine"),
    "T": QT_TRANSLATE_NOOP("Cards", "Ten"),
    "J": QT_TRANSLATE_NOOP("Cards", "Jack"),
    "Q": QT_TRANSLATE_NOOP("Cards", "Queen"),
    "K": QT_TRANSLATE_NOOP("Cards", "King"),
    "A": QT_TRANSLATE_NOOP("Cards", "Ace"),
}
RANK_PLURALS = {
    "2": QT_TRANSLATE_NOOP("Cards", "Twos"),
    "3": QT_TRANSLATE_NOOP("Cards", "Threes"),
    "4": QT_TRANSLATE_NOOP("Cards", "Fours"),
    "5": QT_TRANSLATE_NOOP("Cards", "Fives"),
    "6": QT_TRANSLATE_NOOP("Cards", "Sixes"),
    "7": QT_TRANSLATE_NOOP("Cards", "Sevens"),
    "8": QT_TRANSLATE_NOOP("Cards", "Eights"),
    "9": QT_TRANSLATE_NOOP("Cards", "Nines"),
    "T": QT_TRANSLATE_NOOP("Cards", "Tens"),
    "J": QT_TRANSLATE_NOOP("Cards", "Jacks"),
    "Q": QT_TRANSLATE_NOOP("Cards", "Queens"),
    "K": QT_TRANSLATE_NOOP("Cards", "Kings"),
    "A": QT_TRANSLATE_NOOP("Cards", "Aces"),
}
# "King high" (a flush, a straight) is one text per rank: languages put an article or a
# preposition before the rank that depends on it (Spanish "al rey", "a la dama").
_RANK_HIGH = {
    "2": QT_TRANSLATE_NOOP("Cards", "Two high"),
    "3": QT_TRANSLATE_NOOP("Cards", "Three high"),
    "4": QT_TRANSLATE_NOOP("Cards", "Four high"),
    "5": QT_TRANSLATE_NOOP("Cards", "Five high"),
    "6": QT_TRANSLATE_NOOP("Cards", "Six high"),
    "7": QT_TRANSLATE_NOOP("Cards", "Seven high"),
    "8": QT_TRANSLATE_NOOP("Cards", "Eight high"),
    "9": QT_TRANSLATE_NOOP("Cards", "Nine high"),
    "T": QT_TRANSLATE_NOOP("Cards", "Ten high"),
    "J": QT_TRANSLATE_NOOP("Cards", "Jack high"),
    "Q": QT_TRANSLATE_NOOP("Cards", "Queen high"),
    "K": QT_TRANSLATE_NOOP("Cards", "King high"),
    "A": QT_TRANSLATE_NOOP("Cards", "Ace high"),
}
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
_CARD_TOKEN = re.compile(r"(10|[2-9TJQKA])([cdhs])", re.IGNORECASE)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card; ``rank`` is 0 (deuce) to 12 (ace), ``suit`` one of ``cdhs``."""

    rank: int
    suit: str

    def __hash__(self) -> int:
        # Cards fill sets constantly (duplicate checks); an int is cheaper than a tuple.
        return self.rank * 4 + _SUIT_INDEX[self.suit]

    @property
    def code(self) -> int:
        """The evaluator's integer id: ``rank * 4 + suit`` with suits in ``cdhs`` order."""
        return self.rank * 4 + _SUIT_INDEX[self.suit]

    def __str__(self) -> str:
        return RANKS[self.rank] + self.suit

    @property
    def rank_char(self) -> str:
        """The rank letter, e.g. ``'T'`` for a ten."""
        return RANKS[self.rank]

    def pretty(self) -> str:
        """The card with a suit symbol, e.g. ``'A♠'``."""
        return RANKS[self.rank] + SUIT_SYMBOLS[self.suit]


def parse_card(text: str) -> Card:
    """Parse one card such as ``As``, ``Td``, ``10h`` or ``7H``.

    :raises CardError: if the text is not a card.

    >>> str(parse_card("td"))
    'Td'
    """
    token = text.strip()
    match = _CARD_TOKEN.fullmatch(token)
    if match is None:
        raise CardError(_not_a_card(text))
    rank_text = "T" if match.group(1) == "10" else match.group(1).upper()
    return Card(RANKS.index(rank_text), match.group(2).lower())


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse cards written with or without separators: ``'Ah Kd 7c'``, ``'AhKd7c'``.

    :raises CardError: if any part is not a card or a card appears twice.

    >>> [str(c) for c in parse_cards("Ah Kd,7c")]
    ['Ah', 'Kd', '7c']
    """
    cards: list[Card] = []
    for token in re.split(r"[\s,;]+", text.strip()):
        cards.extend(_parse_run(token))
    ensure_distinct(cards)
    return tuple(cards)


def _parse_run(token: str) -> list[Card]:
    """Cards written back to back without separators, e.g. ``'AhKd'``."""
    cards: list[Card] = []
    position = 0
    while position < len(token):
        match = _CARD_TOKEN.match(token, position)
        if match is None:
            bad = token[position : position + 2]
            raise CardError(_not_a_card(bad))
        cards.append(parse_card(match.group(0)))
        position = match.end()
    return cards


def _not_a_card(text: str) -> str:
    return translate(
        "Cards",
        "'{text}' is not a card: write a rank (2-9, T, J, Q, K, A) then a suit (c, d, h, s), "
        "e.g. As or Td",
    ).format(text=text)


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards as a space-separated string, e.g. ``'Ah Kd 7c'``."""
    return " ".join(str(card) for card in cards)


def ensure_distinct(cards: Iterable[Card]) -> None:
    """Reject a card that appears twice.

    :raises CardError: naming the duplicated card.
    """
    cards = tuple(cards)
    if len(set(cards)) == len(cards):
        return  # the usual case, decided with one hash per card
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(
                translate(
                    "Cards", "{card} appears twice; each card exists once in the deck"
                ).format(card=card)
            )
        seen.add(card)


def full_deck() -> tuple[Card, ...]:
    """The 52 cards, deuces first."""
    return tuple(Card(rank, suit) for rank in range(13) for suit in SUITS)


class Category(IntEnum):
    """Hand categories, higher is better."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        """The category as a dealer says it (in the language in use), e.g. ``'Two Pair'``."""
        return translate("Cards", _CATEGORY_LABELS[self])


_CATEGORY_LABELS = {
    Category.HIGH_CARD: QT_TRANSLATE_NOOP("Cards", "High Card"),
    Category.ONE_PAIR: QT_TRANSLATE_NOOP("Cards", "One Pair"),
    Category.TWO_PAIR: QT_TRANSLATE_NOOP("Cards", "Two Pair"),
    Category.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("Cards", "Three of a Kind"),
    Category.STRAIGHT: QT_TRANSLATE_NOOP("Cards", "Straight"),
    Category.FLUSH: QT_TRANSLATE_NOOP("Cards", "Flush"),
    Category.FULL_HOUSE: QT_TRANSLATE_NOOP("Cards", "Full House"),
    Category.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("Cards", "Four of a Kind"),
    Category.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("Cards", "Straight Flush"),
}


# phevaluator's rank: 1 (royal flush) to 7462 (7-5-4-3-2); upper bound of each category.
_CATEGORY_BOUNDS = (
    (10, Category.STRAIGHT_FLUSH),
    (166, Category.FOUR_OF_A_KIND),
    (322, Category.FULL_HOUSE),
    (1599, Category.FLUSH),
    (1609, Category.STRAIGHT),
    (2467, Category.THREE_OF_A_KIND),
    (3325, Category.TWO_PAIR),
    (6185, Category.ONE_PAIR),
    (7462, Category.HIGH_CARD),
)


def _category_of(ph_rank: int) -> Category:
    for bound, category in _CATEGORY_BOUNDS:
        if ph_rank <= bound:
            return category
    raise AssertionError(f"evaluator rank out of range: {ph_rank}")


def _ph_rank(cards: Sequence[Card]) -> int:
    # ``Card.code`` inlined: this runs for every hand ranked at showdown.
    return int(evaluate_cards(*[card.rank * 4 + _SUIT_INDEX[card.suit] for card in cards]))


@dataclass(frozen=True, slots=True)
class HandValue:
    """A made hand: its category, the cards it was made from, and its strength.

    ``strength`` is comparable: higher beats lower, equal splits.
    """

    category: Category
    cards: tuple[Card, ...]
    strength: int

    @property
    def best_five(self) -> tuple[Card, ...]:
        """The five cards that play, most significant first (wheel ace last)."""
        best_rank = 7463 - self.strength
        five: Sequence[Card] = self.cards
        if len(self.cards) > 5:
            five = next(
                combo
                for combo in itertools.combinations(self.cards, 5)
                if _ph_rank(combo) == best_rank
            )
        return _order_five(five, self.category)

    def describe(self) -> str:
        """A dealer's description, e.g. ``'Two Pair, Kings and Sevens, Ace kicker'``."""
        return _describe(self.category, self.best_five)


# The straights where the ace plays low: 5-4-3-2-A, and the short deck's 9-8-7-6-A (a
# high-card hand in a full deck, so the category test keeps hold'em's hands apart).
_WHEELS = ({12, 0, 1, 2, 3}, {12, 4, 5, 6, 7})


def _order_five(five: Sequence[Card], category: Category) -> tuple[Card, ...]:
    """Order five cards most significant first: groups by size then rank; wheel ace last."""
    counts: dict[int, int] = {}
    for card in five:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    ordered = sorted(five, key=lambda c: (counts[c.rank], c.rank, c.suit), reverse=True)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and {
        c.rank for c in five
    } in _WHEELS:
        ordered = ordered[1:] + ordered[:1]
    return tuple(ordered)


def evaluate(cards: Sequence[Card]) -> HandValue:
    """Best five-card hand from five to seven cards.

    :raises CardError: with fewer than five or more than seven cards, or duplicates.

    >>> evaluate(parse_cards("As Ks Qs Js Ts 2c 3d")).category.label
    'Straight Flush'
    """
    if not 5 <= len(cards) <= 7:
        raise CardError(
            translate("Cards", "A hand is evaluated from 5 to 7 cards, not {count}").format(
                count=len(cards)
            )
        )
    ensure_distinct(cards)
    return evaluate_distinct(tuple(cards))


def evaluate_distinct(cards: tuple[Card, ...]) -> HandValue:
    """:func:`evaluate` for five to seven cards the caller already knows are distinct.

    The hand engine checks every card against those on the table as it is dealt, so its
    showdowns skip the checks here.
    """
    best_rank = _ph_rank(cards)
    return HandValue(_category_of(best_rank), cards, 7463 - best_rank)


def rank_five(five: tuple[Card, ...]) -> HandValue:
    """The standard ranking of exactly five distinct cards (Omaha picks its five first).

    >>> rank_five(parse_cards("Ah Kh Qh Jh 9h")).describe()
    'Flush, Ace high'
    """
    rank = _ph_rank(five)
    return HandValue(_category_of(rank), five, 7463 - rank)


def evaluate_holdem(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """Best hand from two hole cards and a complete five-card board.

    :raises CardError: unless there are exactly two hole cards and five board cards, all
        distinct.
    """
    if len(hole) != 2:
        raise CardError(
            translate("Cards", "A Hold'em hand has 2 hole cards, not {count}").format(
                count=len(hole)
            )
        )
    if len(board) != 5:
        raise CardError(
            translate("Cards", "The board needs all 5 cards to rank hands; it has {count}").format(
                count=len(board)
            )
        )
    return evaluate(tuple(hole) + tuple(board))


def _describe(category: Category, five: tuple[Card, ...]) -> str:
    """The description of a made hand, in the language in use: each category is one
    sentence with fields, the rank words come from the translated tables."""
    ranks = [c.rank_char for c in five]

    def name(k: int) -> str:
        return translate("Cards", RANK_NAMES[ranks[k]])

    def plural(k: int) -> str:
        return translate("Cards", RANK_PLURALS[ranks[k]])

    def high() -> str:
        return translate("Cards", _RANK_HIGH[ranks[0]])

    if category is Category.STRAIGHT_FLUSH:
        if five[0].rank == 12:
            return translate("Cards", "Royal Flush")
        return translate("Cards", "Straight Flush, {high}").format(high=high())
    if category is Category.FOUR_OF_A_KIND:
        return translate("Cards", "Four of a Kind, {rank}, {kicker} kicker").format(
            rank=plural(0), kicker=name(4)
        )
    if category is Category.FULL_HOUSE:
        return translate("Cards", "Full House, {three} full of {two}").format(
            three=plural(0), two=plural(3)
        )
    if category is Category.FLUSH:
        return translate("Cards", "Flush, {high}").format(high=high())
    if category is Category.STRAIGHT:
        return translate("Cards", "Straight, {high}").format(high=high())
    if category is Category.THREE_OF_A_KIND:
        return translate("Cards", "Three of a Kind, {rank}").format(rank=plural(0))
    if category is Category.TWO_PAIR:
        return translate("Cards", "Two Pair, {top} and {bottom}, {kicker} kicker").format(
            top=plural(0), bottom=plural(2), kicker=name(4)
        )
    if category is Category.ONE_PAIR:
        return translate("Cards", "Pair of {rank}, kickers {kickers}").format(
            rank=plural(0), kickers=", ".join(name(k) for k in range(2, 5))
        )
    return translate("Cards", "High Card, {cards}").format(
        cards=", ".join(name(k) for k in range(5))
    )
