"""Main and side pots from contributions, and split payouts with odd chips.

Pots are derived, never stored: they are built from what each seat put in, who folded and
who is all-in (RULES.md "Pots and payouts").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app.engine.errors import IllegalAction
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its amount and the seats that can win it (folded seats never can)."""

    index: int
    amount: int
    eligible: tuple[int, ...]

    @property
    def name(self) -> str:
        """``'Main pot'`` for the first pot, then ``'Side pot 1'``, ``'Side pot 2'``..."""
        return pot_name(self.index)


def pot_name(index: int) -> str:
    """The one English name of pot ``index`` (0 is the main pot) in every log and export;
    screens say it with :func:`pot_label`, sentences with :func:`pot_in_sentence`.

    >>> pot_name(0), pot_name(1), pot_name(2)
    ('Main pot', 'Side pot 1', 'Side pot 2')
    """
    return "Main pot" if index == 0 else f"Side pot {index}"


def pot_label(index: int) -> str:
    """Pot ``index`` as screens name it, in the language in use: ``'Main pot'``, then
    ``'Side pot 1'``...

    >>> pot_label(0), pot_label(2)
    ('Main pot', 'Side pot 2')
    """
    if index == 0:
        return translate("Terms", "Main pot")
    return translate("Terms", "Side pot {number}").format(number=index)


def pot_in_sentence(index: int) -> str:
    """Pot ``index`` inside a sentence, in the language in use: ``'main pot'`` in
    "Choose at least one winner for the main pot".

    >>> pot_in_sentence(0), pot_in_sentence(2)
    ('main pot', 'side pot 2')
    """
    if index == 0:
        return translate("HandRules", "main pot")
    return translate("HandRules", "side pot {number}").format(number=index)


def uncalled_bet(live: Mapping[int, int]) -> tuple[int, int] | None:
    """The seat whose live chips nobody matched, and by how much; ``None`` if all matched.

    Only live chips count: antes are dead money and never call or get called.

    >>> uncalled_bet({1: 3000, 2: 1000, 3: 500})
    (1, 2000)
    """
    if not live:
        return None
    # Sorting bare amounts needs no key function; this runs after every betting round.
    ranked = sorted(live.values(), reverse=True)
    top = ranked[0]
    second = ranked[1] if len(ranked) > 1 else 0
    if top <= second:
        return None
    # The top amount is unique here, so exactly one seat put it in.
    top_seat = next(seat for seat, paid in live.items() if paid == top)
    return top_seat, top - second


def uncalled_index(live: Sequence[int]) -> tuple[int, int] | None:
    """:func:`uncalled_bet` for amounts listed by seat index: ``(index, amount)``.

    The engine keeps chips in lists; this spares it a dictionary per betting round.

    >>> uncalled_index([3000, 1000, 500])
    (0, 2000)
    """
    if not live:
        return None
    ranked = sorted(live)
    top = ranked[-1]
    second = ranked[-2] if len(ranked) > 1 else 0
    if top <= second:
        return None
    return live.index(top), top - second


def build_pots(
    contributions: Mapping[int, int],
    folded: frozenset[int],
    all_in: frozenset[int],
    dead: int = 0,
    reach: Mapping[int, int] | None = None,
) -> tuple[Pot, ...]:
    """Layer the contributions into a main pot and side pots.

    A layer ends at each all-in seat's total; a seat is eligible for a layer when it has not
    folded and reached the layer's top, or can still reach it (``reach``: what a seat that
    is yet to act could put in, during a betting round). ``dead`` is money nobody bet
    against (a big-blind ante) and goes to the main pot. Layers nobody can win merge into
    the pot below.

    >>> [(p.amount, p.eligible) for p in build_pots({1: 500, 2: 2000, 3: 2000},
    ...     frozenset(), frozenset({1}))]
    [(1500, (1, 2, 3)), (3000, (2, 3))]
    """
    caps = sorted({contributions[seat] for seat in all_in if seat in contributions})
    in_hand = [seat for seat in contributions if seat not in folded]
    # How high each seat still in the hand reaches: what it paid, or for a seat yet to act
    # what it could pay (an all-in seat can pay no more). Only capped layers need it, and
    # most hands have no all-in.
    could_pay = reach or {}
    reaches: list[tuple[int, int]] = []
    if caps:
        reaches = [
            (seat, contributions[seat])
            if seat in all_in
            else (seat, max(contributions[seat], could_pay.get(seat, 0)))
            for seat in in_hand
        ]
    paid_amounts = list(contributions.values())
    layers: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for cap in [*caps, None]:
        # The chips each seat put in between the previous cap and this one.
        if cap is None:
            amount = sum([paid - previous for paid in paid_amounts if paid > previous])
            eligible = tuple([seat for seat in in_hand if seat not in all_in])
        else:
            amount = sum([min(paid, cap) - previous for paid in paid_amounts if paid > previous])
            eligible = tuple([seat for seat, top in reaches if top >= cap])
        if amount > 0 or (not layers and dead > 0):
            if eligible or not layers:
                layers.append((amount, eligible))
            else:
                below_amount, below_eligible = layers[-1]
                layers[-1] = (below_amount + amount, below_eligible)
        if cap is not None:
            previous = cap
    if dead and layers:
        first_amount, first_eligible = layers[0]
        layers[0] = (first_amount + dead, first_eligible or tuple(in_hand))
    elif dead:
        layers.append((dead, tuple(in_hand)))
    return tuple(
        Pot(index, amount, tuple(sorted(eligible)))
        for index, (amount, eligible) in enumerate(layers)
    )


def clockwise_from(button: int, seats: Sequence[int]) -> tuple[int, ...]:
    """Order seats clockwise starting with the first seat left of the button.

    The button seat itself (if among ``seats``) comes last.

    >>> clockwise_from(5, [1, 3, 5, 8])
    (8, 1, 3, 5)
    """
    # Two sorts of plain ints instead of one with a key function per seat.
    return (
        *sorted([seat for seat in seats if seat > button]),
        *sorted([seat for seat in seats if seat <= button]),
    )


def split_pot(
    amount: int,
    winners: Sequence[int],
    button: int,
    chip_unit: int = 1,
    odd_order: Sequence[int] | None = None,
) -> tuple[tuple[int, int], ...]:
    """Shares of a pot among its winners, in chip units, odd units clockwise from the button.

    Each winner gets the same number of whole chip units; each remaining unit goes to one
    winner, starting with the first winner left of the button, so nobody gets two. Chips
    below one unit (possible only with odd antes) go to that same first winner. With
    ``odd_order`` (stud: the highest card by suit first) the units go in that order
    instead; it lists the winners.

    :raises IllegalAction: if there are no winners or the chip unit is not positive.

    >>> split_pot(1050, [2, 7], button=4, chip_unit=100)
    ((7, 550), (2, 500))
    >>> split_pot(1050, [2, 7], button=4, chip_unit=100, odd_order=[2, 7])
    ((2, 550), (7, 500))
    """
    if not winners:
        raise IllegalAction(translate("Pots", "A pot needs at least one winner"))
    if chip_unit < 1:
        raise IllegalAction(
            translate("Pots", "The chip unit must be at least 1, not {unit}").format(unit=chip_unit)
        )
    if len(winners) == 1:
        return ((winners[0], amount),)  # the common case: nothing to split
    if odd_order is not None:
        order = tuple(dict.fromkeys(odd_order))
    else:
        order = clockwise_from(button, list(dict.fromkeys(winners)))
    units, below_unit = divmod(amount, chip_unit)
    each, odd_units = divmod(units, len(order))
    shares = []
    for position, seat in enumerate(order):
        share = each * chip_unit
        if position < odd_units:
            share += chip_unit
        if position == 0:
            share += below_unit
        shares.append((seat, share))
    return tuple(shares)


def split_hi_lo(
    amount: int,
    high: Sequence[int],
    low: Sequence[int],
    button: int,
    chip_unit: int = 1,
    odd_order: Sequence[int] | None = None,
) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The high half's and the low half's shares of a hi-lo pot (RULES.md "Mixed games").

    Without a low (``low`` empty) the high takes the whole pot. Between the halves the
    odd unit (and any chips below one unit) goes to the high; within a half the odd units
    go one per winner from the button's left, as in :func:`split_pot`, or in ``odd_order``
    (stud: every seat of the pot, the highest card by suit first).

    :raises IllegalAction: if there is no high winner.

    A 1,500 pot, the low shared by seats 2 and 5 while seat 2 also wins the high
    (quartered); the odd units of the low half go clockwise from the button (seat 1):

    >>> split_hi_lo(1500, [2], [2, 5], button=1, chip_unit=25)
    (((2, 750),), ((2, 375), (5, 375)))
    >>> split_hi_lo(1525, [3], [2, 5], button=1, chip_unit=25)
    (((3, 775),), ((2, 375), (5, 375)))
    """
    high_order = low_order = None
    if odd_order is not None:
        high_order = [seat for seat in odd_order if seat in high]
        low_order = [seat for seat in odd_order if seat in low]
    if not low:
        return split_pot(amount, high, button, chip_unit, high_order), ()
    units, below_unit = divmod(amount, chip_unit)
    low_units = units // 2
    high_amount = (units - low_units) * chip_unit + below_unit
    return (
        split_pot(high_amount, high, button, chip_unit, high_order),
        split_pot(low_units * chip_unit, low, button, chip_unit, low_order),
    )
