"""Prize pool, prizes per place, finishing places of busted players, and the chip race.

Money is counted in whole currency units (dollars, euros, or cents if a game needs them).
Randomness (the chip race's cards) comes from a seed passed in, so a race replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from app.engine.cards import Card, full_deck
from app.engine.entry_options import EntryKind
from app.engine.errors import ConfigError, chips
from app.engine.money import POINTS, Currency
from app.engine.payouts import PayoutTier
from app.engine.structure import listed
from app.engine.wording import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True, slots=True)
class Entry:
    """Money paid into the tournament: a buy-in, rebuy, add-on or re-entry and its cost."""

    kind: EntryKind
    cost: int
    player: str = ""

    def __post_init__(self) -> None:
        if self.cost < 0:
            raise ConfigError(translate(
                "Structure", "{a_kind} cannot cost less than nothing ({cost})"
            ).format(a_kind=self.kind.shown_a_label, cost=self.cost))


@dataclass(frozen=True, slots=True)
class PrizePool:
    """The money collected, the house's fee, and what is paid out.

    ``entries`` counts buy-ins and re-entries (each is a seat in the field); rebuys and
    add-ons add money but not entries. The payout table is chosen by ``entries``.
    """

    gross: int
    rake: int
    entries: int
    rebuys: int
    add_ons: int

    @property
    def net(self) -> int:
        """The prize pool: what the players collected, minus the rake."""
        return self.gross - self.rake


def prize_pool(entries: Sequence[Entry], rake_percent: int | str | Decimal = 0) -> PrizePool:
    """Add up the entries; the rake is ``rake_percent`` of the total, rounded down.

    :raises ConfigError: if the rake is below 0% or above 100%.

    >>> pool = prize_pool([Entry(EntryKind.BUY_IN, 50)] * 9 + [Entry(EntryKind.REBUY, 50)],
    ...                   rake_percent=10)
    >>> pool.gross, pool.rake, pool.net, pool.entries
    (500, 50, 450, 9)
    """
    rate = Decimal(rake_percent)
    if not 0 <= rate <= 100:
        raise ConfigError(translate(
            "Prizes", "The rake must be between 0% and 100%, not {rate}%"
        ).format(rate=rate))
    gross = sum(entry.cost for entry in entries)
    rake = int((gross * rate / 100).to_integral_value(ROUND_FLOOR))
    kinds = [entry.kind for entry in entries]
    return PrizePool(
        gross=gross,
        rake=rake,
        entries=kinds.count(EntryKind.BUY_IN) + kinds.count(EntryKind.RE_ENTRY),
        rebuys=kinds.count(EntryKind.REBUY),
        add_ons=kinds.count(EntryKind.ADD_ON),
    )


def prize_amounts(pool: int, tier: PayoutTier, unit: int = 5) -> tuple[int, ...]:
    """The prize for each paid place, best first, summing exactly to ``pool``.

    Every place but first is its percent of the pool rounded down to a multiple of
    ``unit``; first place gets the rest. Rounding down keeps the prizes in order (first
    always gets at least its share) at the cost of first collecting the odd money. In a
    very small pool a low place can round to 0.

    :raises ConfigError: if the pool is negative or the unit not positive.

    >>> from app.engine.payouts import PayoutTier
    >>> prize_amounts(1234, PayoutTier.of(7, 10, 50, 30, 20), unit=10)
    (624, 370, 240)
    """
    if pool < 0:
        raise ConfigError(translate(
            "Prizes", "The prize pool cannot be negative ({pool})"
        ).format(pool=pool))
    if unit < 1:
        raise ConfigError(translate(
            "Prizes", "Prizes are rounded to a positive unit, not {unit}"
        ).format(unit=unit))
    lower = [
        int((pool * percent / 100 / unit).to_integral_value(ROUND_FLOOR)) * unit
        for percent in tier.percents[1:]
    ]
    return (pool - sum(lower), *lower)


REMAINDER_RULE = QT_TRANSLATE_NOOP(
    "Prizes", "Each prize is rounded down to the unit; what is left over goes to 1st."
)
"""How :func:`prize_amounts` rounds, in one sentence for the host (English: show it with
``translate("Prizes", REMAINDER_RULE)``)."""


def describe_rounding(
    pool: int, tier: PayoutTier, unit: int = 5, currency: Currency = POINTS
) -> str:
    """How :func:`prize_amounts` rounded the prizes of ``pool``, in words.

    :raises ConfigError: as :func:`prize_amounts`.

    >>> from app.engine.payouts import PayoutTier
    >>> describe_rounding(240, PayoutTier.of(7, 10, 50, 30, 20))
    'Rounded down to 5; the 5 left over goes to 1st.'
    >>> describe_rounding(200, PayoutTier.of(7, 10, 50, 30, 20))
    'Rounded down to 5; nothing was left over.'
    """
    amounts = prize_amounts(pool, tier, unit)
    exact_first = int((pool * tier.percents[0] / 100 / unit).to_integral_value(ROUND_FLOOR))
    left_over = amounts[0] - exact_first * unit
    text = translate(
        "Prizes", "Rounded down to {unit}; the {amount} left over goes to 1st."
    ) if left_over else translate("Prizes", "Rounded down to {unit}; nothing was left over.")
    text = text.format(unit=currency.format(unit), amount=currency.format(left_over))
    unpaid = [place_text(place) for place, amount in enumerate(amounts, start=1) if amount == 0]
    if unpaid:
        text += " " + translate(
            "Prizes", "At this prize pool {places} round down to nothing."
        ).format(places=listed(unpaid))
    return text


@dataclass(frozen=True, slots=True)
class Finish:
    """Where a player finished: ``place``, shared with others over ``shared`` places.

    Two players tied for 9th share places 9 and 10: both have ``place=9, shared=2``.
    """

    player: str
    place: int
    shared: int = 1

    @property
    def places(self) -> range:
        """The places this finish covers."""
        return range(self.place, self.place + self.shared)

    @property
    def finish_text(self) -> str:
        """``'9th'`` or ``'tied 9th–10th'``, in the language in use."""
        if self.shared == 1:
            return place_text(self.place)
        return translate("Terms", "tied {first}–{last}").format(
            first=place_text(self.place), last=place_text(self.place + self.shared - 1)
        )

    def describe(self) -> str:
        """``'Ann: 9th'`` or ``'Bob: tied 9th–10th'``."""
        return translate("Prizes", "{player}: {finish}").format(
            player=self.player, finish=self.finish_text
        )


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``, ``22nd``... always in English (for what other
    programs read; :func:`place_text` is the place in the language in use)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def place_text(place: int) -> str:
    """``'1st'``, ``'22nd'``... in the language in use (Spanish ``'1.º'``): each English
    ending is its own text, so a language without endings translates the four alike. The
    texts are :func:`app.present.terms.place_label`'s (context ``Terms``), translated once.

    >>> place_text(1), place_text(12), place_text(23)
    ('1st', '12th', '23rd')
    """
    if 10 <= place % 100 <= 20 or place % 10 not in (1, 2, 3):
        return translate("Terms", "{n}th").format(n=place)
    if place % 10 == 1:
        return translate("Terms", "{n}st").format(n=place)
    if place % 10 == 2:
        return translate("Terms", "{n}nd").format(n=place)
    return translate("Terms", "{n}rd").format(n=place)


def place_busts(players_left: int, busted: Mapping[str, int]) -> tuple[Finish, ...]:
    """Places of the players who busted on one hand, best first.

    ``players_left`` counts everyone still in before the hand, busted players included;
    ``busted`` maps each busted player to their stack at the start of the hand. More chips
    finish higher; equal stacks share the places they cover. Players with the same stack
    keep the order given.

    :raises ConfigError: if nobody busted, nobody would be left, or a stack is not positive.

    >>> [f.describe() for f in place_busts(10, {"Ann": 5000, "Bob": 3000, "Cy": 3000})]
    ['Ann: 8th', 'Bob: tied 9th–10th', 'Cy: tied 9th–10th']
    """
    if not busted:
        raise ConfigError(translate("Prizes", "Nobody busted on this hand"))
    if len(busted) >= players_left:
        raise ConfigError(translate(
            "Prizes",
            "{busted} players cannot bust when only {left} are left; someone wins the hand",
        ).format(busted=len(busted), left=players_left))
    for player, stack in busted.items():
        if stack <= 0:
            raise ConfigError(translate(
                "Prizes", "{player} started the hand with {chips} chips"
            ).format(player=player, chips=chips(stack)))
    ranked = sorted(busted.items(), key=lambda item: -item[1])
    place = players_left - len(busted) + 1
    finishes: list[Finish] = []
    position = 0
    while position < len(ranked):
        stack = ranked[position][1]
        group = [player for player, s in ranked[position:] if s == stack]
        finishes.extend(Finish(player, place, len(group)) for player in group)
        place += len(group)
        position += len(group)
    return tuple(finishes)


def prize_money(
    finishes: Sequence[Finish], prizes: Sequence[int], unit: int = 1
) -> tuple[tuple[str, int], ...]:
    """The money each finish wins, in the order given; unpaid places win 0.

    Players sharing places split the prizes of all the places they cover: each gets the
    same whole number of ``unit`` (default one currency unit) and the units left over go
    one each to the tied players in the order they are listed, so no one gets more than one
    extra unit; money below one unit goes to the first of them.

    :raises ConfigError: if the unit is not positive or a shared finish lists a different
        number of players than it covers.

    >>> tied = place_busts(4, {"Ann": 900, "Bob": 900})
    >>> prize_money(tied, [500, 300, 155, 45])
    (('Ann', 100), ('Bob', 100))
    """
    if unit < 1:
        raise ConfigError(translate(
            "Prizes", "Prizes are split in a positive unit, not {unit}"
        ).format(unit=unit))
    groups: dict[tuple[int, int], list[str]] = {}
    for finish in finishes:
        groups.setdefault((finish.place, finish.shared), []).append(finish.player)
    money: dict[tuple[str, int], int] = {}
    for (place, shared), players in groups.items():
        if len(players) != shared:
            raise ConfigError(translate(
                "Prizes", "Places {first}–{last} are shared by {shared} players, but {listed} "
                "are listed"
            ).format(
                first=place, last=place + shared - 1, shared=shared, listed=len(players)
            ))
        total = sum(prizes[p - 1] for p in range(place, place + shared) if p <= len(prizes))
        units, below_unit = divmod(total, unit)
        each, odd = divmod(units, shared)
        for position, player in enumerate(players):
            share = (each + (1 if position < odd else 0)) * unit
            money[(player, place)] = share + (below_unit if position == 0 else 0)
    return tuple((f.player, money[(f.player, f.place)]) for f in finishes)


@dataclass(frozen=True, slots=True)
class RaceSeat:
    """A player in a chip race: seat, how many of the raced chips they hold, other chips.

    ``other_chips`` is the value of all the player's chips of other denominations; a
    player with none who loses the race still gets one chip (nobody is raced out).
    """

    seat: int
    odd_chips: int
    other_chips: int
    player: str = ""

    @property
    def name(self) -> str:
        """``'Seat 3 (Ann)'`` or ``'Seat 3'``."""
        if self.player:
            return translate("ColorUp", "Seat {seat} ({player})").format(
                seat=self.seat, player=self.player
            )
        return translate("ColorUp", "Seat {seat}").format(seat=self.seat)


@dataclass(frozen=True, slots=True)
class RaceResult:
    """One seat after the race: its raced chips are gone, ``new_chips`` larger ones added.

    ``exchanged`` chips come from trading whole amounts; ``won`` is the one chip won in the
    race (at most one); ``protected`` is the chip given so the player is not raced out.
    """

    seat: int
    odd_chips: int
    exchanged: int
    cards: tuple[Card, ...]
    won: bool
    protected: bool

    @property
    def new_chips(self) -> int:
        """How many of the larger chips the seat receives in all."""
        return self.exchanged + int(self.won) + int(self.protected)


@dataclass(frozen=True, slots=True)
class ChipRace:
    """The outcome of racing off one denomination: per seat results and a plain account."""

    denomination: int
    into: int
    chips_raced: int
    results: tuple[RaceResult, ...]
    description: tuple[str, ...]

    def result(self, seat: int) -> RaceResult:
        """The result of one seat.

        :raises ConfigError: if the seat was not in the race.
        """
        for result in self.results:
            if result.seat == seat:
                return result
        raise ConfigError(translate(
            "Prizes", "Seat {seat} was not in the chip race"
        ).format(seat=seat))


def chip_race(
    seats: Sequence[RaceSeat], denomination: int, into: int, seed: int
) -> ChipRace:
    """Color up the ``denomination`` chips into ``into`` chips with a chip race (TDA 24).

    Each player first exchanges the value that makes whole ``into`` chips. The remainders
    are pooled: they buy ``remainder // into`` larger chips, plus one more when what is
    left is half a larger chip or more. A card is dealt for each remaining small chip,
    seat 1 first (a shuffled deck from ``seed``), all of a player's cards before the next
    player's; the highest card (by rank, then suit: spades, hearts, diamonds, clubs) wins
    the first chip, the next highest player the second, and so on, at most one chip per
    player. A player left with no chips at all gets one larger chip anyway.

    :raises ConfigError: for a duplicate seat, negative counts, ``into`` not a larger
        multiple of the denomination, or more cards than one deck holds.

    >>> race = chip_race([RaceSeat(1, 3, 0), RaceSeat(2, 2, 900)], 25, 100, seed=3)
    >>> for line in race.description[2:]:
    ...     print(line)
    Seat 1 is dealt 5♦ 9♣ 2♠.
    Seat 2 is dealt 6♠ 9♦.
    Seat 2 wins a 100 with 9♦.
    Seat 1 loses the race but cannot be raced out: one 100.
    The 25s leave play.
    """
    _check_race(seats, denomination, into)
    racing = sorted(seats, key=lambda s: s.seat)
    remainders = {s.seat: s.odd_chips * denomination % into for s in racing}
    remainder_value = sum(remainders.values())
    chips_raced, left = divmod(remainder_value, into)
    if left and 2 * left >= into:
        chips_raced += 1
    deck = list(full_deck())
    random.Random(seed).shuffle(deck)
    dealt: dict[int, tuple[Card, ...]] = {}
    for entry in racing:
        count = remainders[entry.seat] // denomination
        dealt[entry.seat], deck = tuple(deck[:count]), deck[count:]
    ranked = sorted(
        (s.seat for s in racing if dealt[s.seat]), key=lambda seat: max(dealt[seat]), reverse=True
    )
    winners = set(ranked[:chips_raced])
    results = []
    for entry in racing:
        exchanged = entry.odd_chips * denomination // into
        won = entry.seat in winners
        broke = exchanged == 0 and entry.other_chips == 0 and entry.odd_chips > 0
        results.append(
            RaceResult(entry.seat, entry.odd_chips, exchanged, dealt[entry.seat], won,
                       protected=broke and not won)
        )
    description = _describe_race(
        racing, results, denomination, into, remainder_value, chips_raced, ranked
    )
    return ChipRace(denomination, into, chips_raced, tuple(results), description)


def _check_race(seats: Sequence[RaceSeat], denomination: int, into: int) -> None:
    """Reject an impossible race before dealing."""
    if denomination < 1 or into <= denomination:
        raise ConfigError(translate(
            "Prizes", "Chips of {small} are raced into a larger chip, not {large}"
        ).format(small=chips(denomination), large=chips(into)))
    if into % denomination:
        raise ConfigError(translate(
            "Prizes",
            "A {large} chip is not a whole number of {small} chips; race into a chip that is",
        ).format(large=chips(into), small=chips(denomination)))
    numbers = [s.seat for s in seats]
    if len(set(numbers)) != len(numbers):
        raise ConfigError(translate("Prizes", "Each seat may appear only once in a chip race"))
    for entry in seats:
        if entry.odd_chips < 0 or entry.other_chips < 0:
            raise ConfigError(translate(
                "Prizes", "{seat} cannot hold a negative number of chips"
            ).format(seat=entry.name))
    cards = sum(s.odd_chips * denomination % into // denomination for s in seats)
    if cards > 52:
        raise ConfigError(translate(
            "Prizes", "The race needs {cards} cards, more than one deck holds"
        ).format(cards=cards))


def _describe_race(
    racing: Sequence[RaceSeat],
    results: Sequence[RaceResult],
    denomination: int,
    into: int,
    remainder_value: int,
    chips_raced: int,
    ranked: Sequence[int],
) -> tuple[str, ...]:
    """A plain account of the race, line by line, as a dealer would narrate it."""
    small, large = chips(denomination), chips(into)
    names = {s.seat: s.name for s in racing}
    lines = [translate("ColorUp", "Coloring up the {small}s into {large}s.").format(
        small=small, large=large)]
    for result in results:
        if result.exchanged:
            lines.append(translate(
                "ColorUp", "{seat} trades {traded} × {small} for {exchanged} × {large}."
            ).format(
                seat=names[result.seat], traded=result.exchanged * into // denomination,
                small=small, exchanged=result.exchanged, large=large,
            ))
    lines.append(translate(
        "ColorUp", "Odd chips total {value}: {count} × {large} to race for."
    ).format(value=chips(remainder_value), count=chips_raced, large=large))
    for result in results:
        if result.cards:
            lines.append(translate("ColorUp", "{seat} is dealt {cards}.").format(
                seat=names[result.seat], cards=" ".join(card.pretty() for card in result.cards)
            ))
    by_seat = {result.seat: result for result in results}
    for seat in ranked:
        result = by_seat[seat]
        if result.won:
            lines.append(translate("ColorUp", "{seat} wins a {large} with {card}.").format(
                seat=names[seat], large=large, card=max(result.cards).pretty()
            ))
        elif result.protected:
            lines.append(translate(
                "ColorUp", "{seat} loses the race but cannot be raced out: one {large}."
            ).format(seat=names[seat], large=large))
    lines.append(translate("ColorUp", "The {small}s leave play.").format(small=small))
    return tuple(lines)
