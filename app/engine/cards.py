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

RANKS = "23456789TJQKA"
SUITS = "cdhs"
RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King", "A": "Ace",
}
RANK_PLURALS = {r: n + ("es" if n == "Six" else "s") for r, n in RANK_NAMES.items()}
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
        raise CardError(
            f"'{text}' is not a card: write a rank (2-9, T, J, Q, K, A) then a suit "
            "(c, d, h, s), e.g. As or Td"
        )
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
            raise CardError(
                f"'{bad}' is not a card: write a rank (2-9, T, J, Q, K, A) then a suit "
                "(c, d, h, s), e.g. As or Td"
            )
        cards.append(parse_card(match.group(0)))
        position = match.end()
    return cards


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
            raise CardError(f"{card} appears twice; each card exists once in the deck")
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
        """The category as a dealer says it, e.g. ``'Two Pair'``."""
        return self.name.replace("_", " ").title().replace(" A ", " a ").replace(" Of ", " of ")


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


def _order_five(five: Sequence[Card], category: Category) -> tuple[Card, ...]:
    """Order five cards most significant first: groups by size then rank; wheel ace last."""
    counts: dict[int, int] = {}
    for card in five:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    ordered = sorted(five, key=lambda c: (counts[c.rank], c.rank, c.suit), reverse=True)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and {c.rank for c in five} == {
        12, 0, 1, 2, 3,
    }:
        ordered = ordered[1:] + ordered[:1]
    return tuple(ordered)


def evaluate(cards: Sequence[Card]) -> HandValue:
    """Best five-card hand from five to seven cards.

    :raises CardError: with fewer than five or more than seven cards, or duplicates.

    >>> evaluate(parse_cards("As Ks Qs Js Ts 2c 3d")).category.label
    'Straight Flush'
    """
    if not 5 <= len(cards) <= 7:
        raise CardError(f"A hand is evaluated from 5 to 7 cards, not {len(cards)}")
    ensure_distinct(cards)
    return evaluate_distinct(tuple(cards))


def evaluate_distinct(cards: tuple[Card, ...]) -> HandValue:
    """:func:`evaluate` for five to seven cards the caller already knows are distinct.

    The hand engine checks every card against those on the table as it is dealt, so its
    showdowns skip the checks here.
    """
    best_rank = _ph_rank(cards)
    return HandValue(_category_of(best_rank), cards, 7463 - best_rank)


def evaluate_holdem(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """Best hand from two hole cards and a complete five-card board.

    :raises CardError: unless there are exactly two hole cards and five board cards, all
        distinct.
    """
    if len(hole) != 2:
        raise CardError(f"A Hold'em hand has 2 hole cards, not {len(hole)}")
    if len(board) != 5:
        raise CardError(f"The board needs all 5 cards to rank hands; it has {len(board)}")
    return evaluate(tuple(hole) + tuple(board))


def _describe(category: Category, five: tuple[Card, ...]) -> str:
    names = [RANK_NAMES[c.rank_char] for c in five]
    plurals = [RANK_PLURALS[c.rank_char] for c in five]
    if category is Category.STRAIGHT_FLUSH:
        return "Royal Flush" if five[0].rank == 12 else f"Straight Flush, {names[0]} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four of a Kind, {plurals[0]}, {names[4]} kicker"
    if category is Category.FULL_HOUSE:
        return f"Full House, {plurals[0]} full of {plurals[3]}"
    if category is Category.FLUSH:
        return f"Flush, {names[0]} high"
    if category is Category.STRAIGHT:
        return f"Straight, {names[0]} high"
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {plurals[0]}"
    if category is Category.TWO_PAIR:
        return f"Two Pair, {plurals[0]} and {plurals[2]}, {names[4]} kicker"
    if category is Category.ONE_PAIR:
        return f"Pair of {plurals[0]}, kickers {', '.join(names[2:])}"
    return f"High Card, {', '.join(names)}"
