"""Seven-card stud's rules of the cards: the bring-in, who acts first, the lows, odd chips.

RULES.md "Mixed games", Stud: in stud and stud hi-lo the lowest up card brings in (the
ace high; ties by suit, clubs lowest), in razz the highest (the ace low, the king
highest; ties by suit, spades highest). From fourth street the best hand showing acts
first (the lowest in razz), ties to the player nearest the dealer's left. An odd unit
of a split goes to the player with the highest card by suit among all their cards.
Razz is ace-to-five: the lowest five cards of different ranks win, straights and
flushes do not count, no qualifier. Stud hi-lo's low is the 8-or-better low of any five
of a player's seven cards.

These are values of the cards only; the hand state machine asks them.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app.engine.cards import RANKS, Card
from app.engine.errors import CardError
from app.engine.omaha import LowValue, low_rank
from app.engine.wording import translate

SUIT_ORDER = {"c": 0, "d": 1, "h": 2, "s": 3}
"""Suits from lowest to highest (bridge order), for the bring-in and odd chips."""
_LOW_LIMIT = 8


def stud_card_order(card: Card) -> tuple[int, int]:
    """How high ``card`` is in stud: by rank (the ace high), then by suit.

    >>> from app.engine.cards import parse_card
    >>> stud_card_order(parse_card("2s")) > stud_card_order(parse_card("2h"))
    True
    """
    return card.rank, SUIT_ORDER[card.suit]


def razz_card_order(card: Card) -> tuple[int, int]:
    """How high ``card`` is in razz: by rank with the ace lowest, then by suit."""
    return low_rank(card), SUIT_ORDER[card.suit]


def bring_in_seat(up_cards: Mapping[int, Card], *, razz: bool) -> int:
    """The seat that brings in on third street, from each player's one up card.

    Stud and stud hi-lo: the lowest card (ace high), clubs lowest on a tie. Razz: the
    highest (ace low), spades highest on a tie.

    :raises CardError: without any up card.

    >>> from app.engine.cards import parse_card
    >>> cards = {1: parse_card("2d"), 3: parse_card("2c"), 5: parse_card("Ks")}
    >>> bring_in_seat(cards, razz=False), bring_in_seat(cards, razz=True)
    (3, 5)
    """
    if not up_cards:
        raise CardError(translate("Stud", "The bring-in needs every player's up card"))
    if razz:
        return max(up_cards, key=lambda seat: razz_card_order(up_cards[seat]))
    return min(up_cards, key=lambda seat: stud_card_order(up_cards[seat]))


def showing_strength(cards: Sequence[Card], *, razz: bool) -> tuple[int, ...]:
    """How good a hand of up cards is for the order of action; higher acts first.

    In stud the made groups count (quads, trips, two pair, a pair, then high cards;
    four or fewer cards make no straight or flush), ranks only: suits never decide who
    acts first. In razz the lowest hand acts first: pairs are bad, then the highest card
    is compared, then the next.

    >>> from app.engine.cards import parse_cards
    >>> showing_strength(parse_cards("9c 9d"), razz=False) > showing_strength(
    ...     parse_cards("As Kd"), razz=False)
    True
    >>> showing_strength(parse_cards("5c 2d"), razz=True) > showing_strength(
    ...     parse_cards("6s Ad"), razz=True)
    True
    """
    if razz:
        ranks = sorted((low_rank(card) for card in cards), reverse=True)
        pairs = len(ranks) - len(set(ranks))
        # Fewer pairs first, then the lowest highest card: negate to make higher better.
        return (-pairs, *(-rank for rank in _groups_first(ranks)))
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(size for _, size in groups)
    return (*_SHAPE_ORDER.get(shape[:2], (0,)), *(rank for rank, _ in groups))


_SHAPE_ORDER = {
    (4,): (6,), (4, 1): (6,),
    (3, 1): (4,), (3,): (4,),
    (2, 2): (3,),
    (2, 1): (2,), (2,): (2,),
}  # fmt: skip
"""Up-card shapes (the two largest groups) to their order; anything else is high cards."""


def _groups_first(ranks: list[int]) -> list[int]:
    """Ranks with paired ranks first (a pair is worse than any card in razz), highest
    first within each."""
    counts = {rank: ranks.count(rank) for rank in ranks}
    return sorted(set(ranks), key=lambda rank: (counts[rank], rank), reverse=True)


def first_to_act(
    showing: Mapping[int, Sequence[Card]], seats_from_dealer_left: Sequence[int], *, razz: bool
) -> int:
    """The seat to act first on fourth street and later: the best hand showing (the
    lowest in razz); on a tie, the first of them from the dealer's left.

    ``seats_from_dealer_left`` lists the seats still in the hand in that order.

    >>> from app.engine.cards import parse_cards
    >>> up = {2: parse_cards("Kc 7d"), 4: parse_cards("Kd 7h"), 6: parse_cards("Qs Qd")}
    >>> first_to_act(up, (4, 6, 2), razz=False)
    6
    >>> first_to_act({2: parse_cards("Kc 7d"), 4: parse_cards("Kd 7h")}, (4, 2), razz=False)
    4
    """
    best = max(showing_strength(showing[seat], razz=razz) for seat in seats_from_dealer_left)
    return next(
        seat
        for seat in seats_from_dealer_left
        if showing_strength(showing[seat], razz=razz) == best
    )


def open_pair_on_fourth(showing: Mapping[int, Sequence[Card]]) -> bool:
    """Whether a player's two up cards on fourth street are a pair: in stud high only,
    the players may then bet or raise the big bet on that street.

    >>> from app.engine.cards import parse_cards
    >>> open_pair_on_fourth({1: parse_cards("9c 9d"), 2: parse_cards("Ks 2d")})
    True
    """
    return any(len(cards) == 2 and cards[0].rank == cards[1].rank for cards in showing.values())


def odd_chip_order(winners: Sequence[int], cards: Mapping[int, Sequence[Card]]) -> list[int]:
    """The winners in the order odd units go in stud: the highest card by suit among all
    of a winner's cards first (ace high; spades, hearts, diamonds, clubs).

    >>> from app.engine.cards import parse_cards
    >>> odd_chip_order([3, 5], {3: parse_cards("Ah Kd 2c"), 5: parse_cards("As 3d 4c")})
    [5, 3]
    """
    return sorted(
        winners, key=lambda seat: max(map(stud_card_order, cards[seat])), reverse=True
    )


@dataclass(frozen=True, slots=True)
class RazzValue:
    """A razz hand: its five cards, highest first (the ace last, as one).

    ``strength`` is comparable like a high hand's: higher (a lower hand) beats lower.
    """

    cards: tuple[Card, ...]
    strength: int

    def describe(self) -> str:
        """The hand as a dealer says it, highest first: ``'7-5-4-3-A'``, ``'K-4-3-2-2, paired'``."""
        ranks = [low_rank(card) for card in self.cards]
        text = "-".join(_low_char(rank) for rank in ranks)
        if len(set(ranks)) == len(ranks):
            return text
        return translate("Cards", "{cards}, paired").format(cards=text)


def razz_value(cards: Sequence[Card]) -> RazzValue:
    """The best ace-to-five low of five of ``cards`` (five to seven): straights and
    flushes do not count, pairs do (any hand without a pair beats every paired one).

    :raises CardError: with fewer than five or more than seven cards.

    >>> from app.engine.cards import parse_cards
    >>> razz_value(parse_cards("Ks 5d 4c 3h Ah 2d 2c")).describe()
    '5-4-3-2-A'
    >>> wheel = razz_value(parse_cards("5d 4c 3h 2d Ah"))
    >>> wheel.strength > razz_value(parse_cards("6d 4c 3h 2d Ah")).strength
    True
    """
    if not 5 <= len(cards) <= 7:
        raise CardError(
            translate("Cards", "A hand is evaluated from 5 to 7 cards, not {count}").format(
                count=len(cards)
            )
        )
    best: tuple[int, ...] | None = None
    best_five: tuple[Card, ...] = ()
    for five in itertools.combinations(cards, 5):
        key = _razz_key(five)
        if best is None or key < best:
            best, best_five = key, five
    assert best is not None
    ordered = tuple(sorted(best_five, key=low_rank, reverse=True))
    return RazzValue(ordered, -_number(best))


def _razz_key(five: Sequence[Card]) -> tuple[int, ...]:
    """A razz hand as a comparable key (smaller is better): its shape (no pair, a pair,
    two pair, trips, a full house, quads), then the ranks with groups first, highest
    first."""
    ranks = [low_rank(card) for card in five]
    counts = {rank: ranks.count(rank) for rank in ranks}
    shape = tuple(sorted(counts.values(), reverse=True))
    ordered = sorted(ranks, key=lambda rank: (counts[rank], rank), reverse=True)
    return (_RAZZ_SHAPES.index(shape), *ordered)


_RAZZ_SHAPES = [(1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1)]
"""Five cards' shapes, best first in razz."""


def stud_low(cards: Sequence[Card]) -> LowValue | None:
    """The best 8-or-better low of any five of ``cards`` (stud hi-lo), or ``None``.

    >>> from app.engine.cards import parse_cards
    >>> stud_low(parse_cards("Ac 2d 3h Ks Kd 8c 7s")).describe()
    'Low, 8-7-3-2-A'
    >>> stud_low(parse_cards("Ac 2d 3h Ks Kd 9c 7s")) is None
    True
    """
    by_rank: dict[int, Card] = {}
    for card in cards:
        rank = low_rank(card)
        if rank <= _LOW_LIMIT:
            by_rank.setdefault(rank, card)
    if len(by_rank) < 5:
        return None
    lowest = sorted(by_rank)[:5]
    five = tuple(by_rank[rank] for rank in reversed(lowest))
    return LowValue(five, -_number(tuple(reversed(lowest))))


def _number(ranks: Sequence[int]) -> int:
    """Ranks (or a razz key) as one number, most significant first: smaller is lower."""
    number = 0
    for rank in ranks:
        number = number * 16 + rank
    return number


def _low_char(rank: int) -> str:
    return "A" if rank == 1 else RANKS[rank - 2]
