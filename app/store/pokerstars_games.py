"""PokerStars' words for stud and the draw games: street titles, fold places, hands.

The forms follow real PokerStars hand histories kept in the fpdb project's regression
files (``tour/Stars/Stud/Razz-8max-USD-200-15-201009.bracket.in.alias.txt``,
``tour/Stars/Stud/7-StudHL-USD-10-1-200906.PT2.export.txt``,
``tour/Stars/Mixed/8-Game-2max-STT-play-100-201306.homeGame.shootout.txt``,
``tour/Stars/Draw/LBad-USD-SNG8-201011.txt``, ``tour/Stars/Draw/2-7 Single Draw-NL-USD-
2max-STT-1.40-201212.ante.all.in.txt`` and the cash files beside them):

- stud streets ``*** 3rd STREET ***`` to ``*** 6th STREET ***``, then ``*** RIVER ***``;
  a fold ``folded on the 3rd Street`` ... ``folded on the River``;
- draws ``*** FIRST DRAW ***`` to ``*** THIRD DRAW ***`` (single draw writes no title);
  a fold ``folded before the Draw``, ``folded after the 1st Draw``;
- hands: razz and deuce-to-seven ``Lo: 9,5,4,2,A`` (``Lo: a pair of Kings`` when paired),
  badugi ``Badugi: K,9,4,3`` or ``3-card: 9,2,A`` when shown, ``a Badugi: ...`` in the
  summary; stud high and hi-lo as hold'em and Omaha hi-lo.

Pure functions: the writer (:mod:`app.store.pokerstars`) replays the hand and asks here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from app.engine.cards import (
    RANK_NAMES,
    RANK_PLURALS,
    RANKS,
    Card,
    Category,
    HandValue,
    evaluate,
)
from app.engine.config import Street
from app.engine.draw_values import DrawValue
from app.engine.events import HandEvent, HoleCardsDealt
from app.engine.hand import HandState
from app.engine.omaha import LowValue, low_rank
from app.engine.results import PotResult
from app.engine.stud import RazzValue

_STUD_STREET_TITLES: Final = {
    Street.THIRD: "*** 3rd STREET ***",
    Street.FOURTH: "*** 4th STREET ***",
    Street.FIFTH: "*** 5th STREET ***",
    Street.SIXTH: "*** 6th STREET ***",
    Street.SEVENTH: "*** RIVER ***",
}
_STUD_STREET_PLACES: Final = {
    Street.THIRD: "3rd Street",
    Street.FOURTH: "4th Street",
    Street.FIFTH: "5th Street",
    Street.SIXTH: "6th Street",
    Street.SEVENTH: "River",
}
_DRAW_TITLES: Final = ("*** FIRST DRAW ***", "*** SECOND DRAW ***", "*** THIRD DRAW ***")
_ORDINALS: Final = ("1st", "2nd", "3rd")
DEALING_HANDS: Final = "*** DEALING HANDS ***"
"""The draw games' title before the deal (the flop games' ``*** HOLE CARDS ***``)."""


def stud_street_title(street: Street) -> str:
    """The line that opens a stud street.

    >>> stud_street_title(Street.THIRD), stud_street_title(Street.SEVENTH)
    ('*** 3rd STREET ***', '*** RIVER ***')
    """
    return _STUD_STREET_TITLES[street]


def stud_folded_on(street: Street, *, bet: bool) -> str:
    """Where a stud player folded, as the summary says it; ``(didn't bet)`` on third
    street for a player who put in nothing but the ante.

    >>> stud_folded_on(Street.THIRD, bet=False), stud_folded_on(Street.SEVENTH, bet=True)
    ("folded on the 3rd Street (didn't bet)", 'folded on the River')
    """
    place = f"folded on the {_STUD_STREET_PLACES[street]}"
    return place if bet or street is not Street.THIRD else f"{place} (didn't bet)"


def draw_title(draws_done: int, draw_count: int) -> str | None:
    """The line that opens draw number ``draws_done + 1``; ``None`` in single draw, which
    PokerStars writes without one (fpdb inserts its own marker to read it).

    >>> draw_title(0, 3), draw_title(2, 3), draw_title(0, 1) is None
    ('*** FIRST DRAW ***', '*** THIRD DRAW ***', True)
    """
    return _DRAW_TITLES[draws_done] if draw_count > 1 else None


def draw_folded_on(street: Street, draw_count: int, *, bet: bool) -> str:
    """Where a draw player folded: before the draw, or after the first to third.

    Single draw's fold after the draw has no sample: ``folded after the Draw`` follows
    the triple draw form without its number.

    >>> draw_folded_on(Street.PREFLOP, 3, bet=False), draw_folded_on(Street.TURN, 3, bet=True)
    ("folded before the Draw (didn't bet)", 'folded after the 2nd Draw')
    """
    if street is Street.PREFLOP:
        return "folded before the Draw" + ("" if bet else " (didn't bet)")
    if draw_count == 1:
        return "folded after the Draw"
    return f"folded after the {_ORDINALS[int(street) - 1]} Draw"


def draw_action(name: str, count: int, discarded: Sequence[Card], hand: Sequence[Card]) -> str:
    """A player's draw: ``discards 2 cards [4c Jc]`` (cards when typed) or ``stands pat``
    (``on [the hand]`` when it is known).

    >>> from app.engine.cards import parse_cards
    >>> draw_action("Ann", 1, parse_cards("Ks"), ())
    'Ann: discards 1 card [Ks]'
    >>> draw_action("Bob", 0, (), parse_cards("7s 5d 4c 3h 2s"))
    'Bob: stands pat on [7s 5d 4c 3h 2s]'
    """
    if count == 0:
        return f"{name}: stands pat" + (f" on [{_cards(hand)}]" if hand else "")
    noun = "card" if count == 1 else "cards"
    return f"{name}: discards {count} {noun}" + (f" [{_cards(discarded)}]" if discarded else "")


def stud_cards(down: Sequence[Card], up: Sequence[Card]) -> tuple[Card, ...]:
    """A stud hand in the order dealt, as PokerStars shows it: two down, the up cards,
    then seventh street's down card.

    >>> from app.engine.cards import parse_cards
    >>> from app.engine.cards import format_cards as f
    >>> f(stud_cards(parse_cards("4c 2s As"), parse_cards("5c 9s 4s 9d")))
    '4c 2s 5c 9s 4s 9d As'
    """
    return (*down[:2], *up, *down[2:])


def razz_words(value: RazzValue) -> str:
    """A razz hand: ``Lo: 9,5,4,2,A``; a paired hand by its pairs, ``Lo: a pair of Fives``.

    >>> from app.engine.cards import parse_cards
    >>> from app.engine.stud import razz_value
    >>> razz_words(razz_value(parse_cards("4c 2s 5c 9s 4s 9d As")))
    'Lo: 9,5,4,2,A'
    >>> razz_words(razz_value(parse_cards("Kc Ks 5c 5d 5h Qs Qd")))
    'Lo: two pair, Queens and Fives'
    """
    ranks = [low_rank(card) for card in value.cards]
    if len(set(ranks)) == len(ranks):
        return "Lo: " + ",".join(_low_char(rank) for rank in ranks)
    # A paired five never holds a straight or a flush: the high words name its pairs.
    return f"Lo: {describe(evaluate(value.cards))}"


def lowball_words(value: DrawValue) -> str:
    """A deuce-to-seven hand: ``Lo: Q,8,7,6,3`` (the ace high), else its category,
    ``Lo: a pair of Kings``, ``Lo: a flush, Nine high``.

    >>> from app.engine.cards import parse_cards
    >>> from app.engine.draw_values import deuce_to_seven
    >>> lowball_words(deuce_to_seven(parse_cards("Qh 8h 3d 6c 7c")))
    'Lo: Q,8,7,6,3'
    >>> lowball_words(deuce_to_seven(parse_cards("Ks 9d 5h 2d Kd")))
    'Lo: a pair of Kings'
    >>> lowball_words(deuce_to_seven(parse_cards("As 5d 4h 3d 2c")))
    'Lo: A,5,4,3,2'
    >>> lowball_words(deuce_to_seven(parse_cards("As 5s 4s 3s 2s")))
    'Lo: a flush, Ace high'
    """
    category = value.category
    if category is None or category is Category.HIGH_CARD:
        return "Lo: " + ",".join(RANKS[card.rank] for card in value.cards)
    if category is Category.FLUSH:
        # Deuce-to-seven has no wheel: A-5-4-3-2 suited is a flush, ace high.
        return f"Lo: a flush, {_name(max(card.rank for card in value.cards))} high"
    return f"Lo: {describe(evaluate(value.cards))}"


def badugi_words(value: DrawValue, *, summary: bool = False) -> str:
    """A badugi hand, lowest card last, the ace as ``A``: ``Badugi: K,9,4,3`` or
    ``3-card: 9,2,A`` when shown; the summary says ``a Badugi: ...``.

    >>> from app.engine.cards import parse_cards
    >>> from app.engine.draw_values import badugi
    >>> badugi_words(badugi(parse_cards("5h 2c Ah 9d")))
    '3-card: 9,2,A'
    >>> badugi_words(badugi(parse_cards("Kc 9d 4h 3s")), summary=True)
    'a Badugi: K,9,4,3'
    """
    count = len(value.cards)
    kind = "Badugi" if count == 4 else f"{count}-card"
    words = f"{kind}: " + ",".join(_low_char(low_rank(card)) for card in value.cards)
    return f"a {words}" if summary else words


def describe(value: HandValue) -> str:
    """A made hand in PokerStars' words, e.g. ``'two pair, Aces and Kings'``.

    Worked out from the category and the cards by counting ranks and suits, which is
    cheaper than finding the best five cards.

    >>> from app.engine.cards import evaluate, parse_cards
    >>> describe(evaluate(parse_cards("As Ah Kd Kc 7s 2d 3c")))
    'two pair, Aces and Kings'
    """
    category = value.category
    counts = Counter(card.rank for card in value.cards)
    by_count = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    top = by_count[0]
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.FLUSH):
        suited = _flush_ranks(value.cards) if category is not Category.STRAIGHT else set(counts)
        if category is Category.FLUSH:
            return f"a flush, {_name(max(suited))} high"
        high = _straight_top(suited)
        if category is Category.STRAIGHT_FLUSH and high == _ACE:
            return "a Royal Flush"
        kind = "a straight flush" if category is Category.STRAIGHT_FLUSH else "a straight"
        return f"{kind}, {_name((high - 4) % 13)} to {_name(high)}"
    if category is Category.FULL_HOUSE:
        pair = max(rank for rank in counts if rank != top and counts[rank] >= 2)
        return f"a full house, {_plural(top)} full of {_plural(pair)}"
    if category is Category.TWO_PAIR:
        return f"two pair, {_plural(top)} and {_plural(by_count[1])}"
    described = {
        Category.FOUR_OF_A_KIND: f"four of a kind, {_plural(top)}",
        Category.THREE_OF_A_KIND: f"three of a kind, {_plural(top)}",
        Category.ONE_PAIR: f"a pair of {_plural(top)}",
    }
    return described.get(category, f"high card {_name(top)}")


_ACE = 12


def _name(rank: int) -> str:
    return RANK_NAMES[RANKS[rank]]


def _plural(rank: int) -> str:
    return RANK_PLURALS[RANKS[rank]]


def _flush_ranks(cards: tuple[Card, ...]) -> set[int]:
    """The ranks of the suit with five or more cards."""
    suits = Counter(card.suit for card in cards)
    suit = max(suits, key=suits.__getitem__)
    return {card.rank for card in cards if card.suit == suit}


def _straight_top(ranks: set[int]) -> int:
    """The top rank of the highest straight in ``ranks`` (3, a five, for the wheel)."""
    present = ranks | ({-1} if _ACE in ranks else set())
    return next(high for high in range(_ACE, 2, -1) if all(high - k in present for k in range(5)))


def _low_char(rank: int) -> str:
    """A low rank (ace 1 to king 13) as a card's letter."""
    return "A" if rank == 1 else RANKS[rank - 2]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)


__all__ = [
    "DEALING_HANDS",
    "badugi_words",
    "describe",
    "draw_action",
    "draw_folded_on",
    "draw_title",
    "lowball_words",
    "razz_words",
    "stud_cards",
    "stud_folded_on",
    "stud_street_title",
]


def stars_low(low: LowValue) -> str:
    """A qualifying low as PokerStars writes it: its ranks highest first, ``8,6,3,2,A``.

    >>> from app.engine.cards import parse_cards
    >>> from app.engine.omaha import omaha_low
    >>> stars_low(omaha_low(parse_cards("Ac 2d Kh Ks"), parse_cards("3h 5s 8d Qc Jd")))
    '8,5,3,2,A'
    """
    return ",".join(RANKS[card.rank] for card in low.cards)


def stud_down_cards(events: Sequence[HandEvent]) -> dict[int, tuple[Card, ...]]:
    """Each seat's down cards as last entered (two, or three once seventh is dealt)."""
    return {event.seat: event.cards for event in events if isinstance(event, HoleCardsDealt)}


def collected_shares(pot: PotResult) -> tuple[tuple[int, int], ...]:
    """Who collects what from ``pot``, a line each: a split hi-lo pot's halves apart."""
    return (*pot.high_shares, *pot.low_shares) if pot.split_hi_lo else pot.shares


def no_low_at_showdown(pots: tuple[PotResult, ...]) -> bool:
    """True when hands were ranked and no pot had a qualifying low (of a showdown).

    A pot the dealer awarded ranked no hand (``winning_value`` is ``None``) and says
    nothing about lows.
    """
    ranked = any(pot.winning_value is not None for pot in pots)
    return ranked and not any(pot.split_hi_lo for pot in pots)


def at_showdown(state: HandState) -> bool:
    """True once betting and dealing are over with two or more players left."""
    return state.street >= Street.SHOWDOWN and len(state.in_hand) > 1


def pot_label(index: int, count: int) -> str:
    """``'pot'`` alone, else ``'main pot'``, ``'side pot'`` or ``'side pot-N'``."""
    if count == 1:
        return "pot"
    if index == 0:
        return "main pot"
    return "side pot" if count == 2 else f"side pot-{index}"
