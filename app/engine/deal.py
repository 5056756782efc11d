"""Deals at the final table: ICM (Malmuth–Harville) and chip chop, with money kept to play for.

Every amount is money in the currency's smallest unit (cents), every stack a chip count.
A deal shares out the prizes still to be won — one per player left, best first, places
nobody is paid for count as 0 — and the shares add up to exactly what is dealt.

The conventions, decided here once:

- **Kept to play for.** ``keep`` comes off the top of the prize ladder: 1st is lowered to
  2nd's level, then 1st and 2nd together to 3rd's, and so on, so the ladder that is dealt
  never pays a better place less than a worse one. The kept money goes to whoever wins
  the rest of the play; everything else is dealt now.
- **ICM** (Malmuth–Harville): a player finishes 1st with the probability of their share
  of the chips; given who finished above, each of the others takes the next place with
  their share of the chips still in. The exact expectation over every finishing order,
  worked out once per set of players still to place (2ⁿ sets), not sampled.
- **Chip chop**: everyone is first given the lowest prize of the (kept-from) ladder —
  what the next player out would win anyway — and the rest is split in proportion to
  the stacks.
- **Rounding**: each share is rounded down to the unit, then the units left over go one
  each to the largest remainders (largest-remainder method). Equal remainders go to the
  larger stack first, then to the player listed first. Equal stacks get equal shares
  give or take the odd unit.
- **Refused**: negative or zero stacks, negative prizes, a ladder paying a worse place
  more, more prizes than players (the places below are already paid to players who are
  out: give only the prizes still to be won), a keep larger than the prizes.

>>> deal = work_out_deal((5000, 3000, 2000), (500, 300, 200), "icm")
>>> deal.shares, sum(deal.shares)
((384, 327, 289), 1000)
>>> work_out_deal((5000, 3000, 2000), (500, 300, 200), "chip", keep=100).shares
(350, 290, 260)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeAlias

from app.engine.errors import IllegalAction, chips
from app.engine.money import POINTS, Currency
from app.engine.wording import QT_TRANSLATE_NOOP, translate

DealMethod: TypeAlias = Literal["icm", "chip", "custom"]
"""How the shares were found: ICM, chip chop, or amounts the players agreed themselves."""

METHODS: tuple[DealMethod, ...] = ("icm", "chip", "custom")
METHOD_NAMES: dict[DealMethod, str] = {
    "icm": QT_TRANSLATE_NOOP("DealDialog", "ICM"),
    "chip": QT_TRANSLATE_NOOP("DealDialog", "Chip chop"),
    "custom": QT_TRANSLATE_NOOP("DealDialog", "Agreed amounts"),
}
"""Each method's name, in English (the journal and ``--json`` say it so); shown with
``translate("DealDialog", name)``."""
MAX_PLAYERS = 10
"""ICM looks at every set of players still to place: 2¹⁰ of them at ten, fast enough."""

# Remainders closer than this share of the total are a tie that float noise (about
# 1e-16 of the total) must not decide.
_TIE = 1e-12


@dataclass(frozen=True, slots=True)
class Deal:
    """A worked-out deal: ``shares[i]`` is what the player with ``stacks[i]`` gets now.

    ``prizes`` are the prizes that were to be won, ``dealt`` the ladder after ``keep``
    came off the top (what the shares split); ``keep`` goes to the winner of the play
    that follows.
    """

    method: DealMethod
    stacks: tuple[int, ...]
    prizes: tuple[int, ...]
    keep: int
    dealt: tuple[int, ...]
    shares: tuple[int, ...]

    @property
    def total(self) -> int:
        """Every prize still to be won: the shares plus the kept amount."""
        return sum(self.prizes)

    @property
    def lowest(self) -> int:
        """What a player would win by finishing last of those left (the next one out)."""
        return self.prizes[-1]

    @property
    def highest(self) -> int:
        """What a player would win by finishing first."""
        return self.prizes[0]


def verify_deal_input(
    stacks: Sequence[int], prizes: Sequence[int], keep: int = 0, currency: Currency = POINTS
) -> None:
    """Check stacks, prizes and the kept amount make a deal that can be worked out
    (money in the refusals is written in ``currency``).

    :raises IllegalAction: saying what is wrong and what is allowed.

    >>> verify_deal_input((5000, -1), (300, 200))
    Traceback (most recent call last):
    ...
    app.engine.errors.IllegalAction: Player 2's stack is -1; a stack in a deal has chips
    """
    money = currency.format
    if len(stacks) < 2:
        raise IllegalAction(translate("Deal", "A deal needs at least two players"))
    if len(stacks) > MAX_PLAYERS:
        raise IllegalAction(translate(
            "Deal", "A deal is worked out for at most {most} players, not {players}"
        ).format(most=MAX_PLAYERS, players=len(stacks)))
    for number, stack in enumerate(stacks, start=1):
        if stack <= 0:
            raise IllegalAction(translate(
                "Deal", "Player {number}'s stack is {stack}; a stack in a deal has chips"
            ).format(number=number, stack=chips(stack)))
    if not prizes:
        raise IllegalAction(translate("Deal", "Give the prizes still to be won, best first"))
    if len(prizes) > len(stacks):
        raise IllegalAction(translate(
            "Deal",
            "{prizes} prizes for {players} players: give only the prizes still to be won, one "
            "per player left at most (the others are paid already)",
        ).format(prizes=len(prizes), players=len(stacks)))
    for place, prize in enumerate(prizes, start=1):
        if prize < 0:
            raise IllegalAction(translate(
                "Deal", "Prize {place} is negative ({amount}); a prize is 0 or more"
            ).format(place=place, amount=money(prize)))
    for place in range(1, len(prizes)):
        if prizes[place] > prizes[place - 1]:
            raise IllegalAction(translate(
                "Deal",
                "Prize {place} ({amount}) is more than prize {better} ({better_amount}); list "
                "the prizes best first",
            ).format(
                place=place + 1, amount=money(prizes[place]), better=place,
                better_amount=money(prizes[place - 1]),
            ))
    if keep < 0:
        raise IllegalAction(translate(
            "Deal", "The amount kept to play for cannot be negative ({amount})"
        ).format(amount=money(keep)))
    if keep > sum(prizes):
        raise IllegalAction(translate(
            "Deal", "Only {left} is left to win; {keep} cannot be kept to play for"
        ).format(left=money(sum(prizes)), keep=money(keep)))


def work_out_deal(
    stacks: Sequence[int],
    prizes: Sequence[int],
    method: DealMethod,
    keep: int = 0,
    currency: Currency = POINTS,
) -> Deal:
    """The deal for ``stacks`` over the prizes still to be won, by ``method``.

    ``prizes`` may be fewer than the players (the places after them pay nothing).
    A ``custom`` deal has no shares of its own: it starts from ICM's.

    :raises IllegalAction: for input :func:`verify_deal_input` refuses.
    """
    verify_deal_input(stacks, prizes, keep, currency)
    ladder = tuple(prizes) + (0,) * (len(stacks) - len(prizes))
    dealt = kept_ladder(ladder, keep)
    shares = chip_chop(stacks, dealt) if method == "chip" else icm_shares(stacks, dealt)
    return Deal(method, tuple(stacks), ladder, keep, dealt, shares)


def kept_ladder(prizes: Sequence[int], keep: int) -> tuple[int, ...]:
    """The prizes less ``keep``, taken off the top so no place pays more than a better one.

    >>> kept_ladder((500, 300, 200), 100)
    (400, 300, 200)
    >>> kept_ladder((500, 300, 200), 301)
    (250, 249, 200)
    """
    ladder = list(prizes)
    left = keep
    group = 1  # the top ``group`` places are level with each other
    while left > 0:
        floor = ladder[group] if group < len(ladder) else 0
        room = (ladder[0] - floor) * group
        if room >= left:
            level, extra = divmod(group * ladder[0] - left, group)
            # The odd units stay with the better places, so the ladder still falls.
            for place in range(group):
                ladder[place] = level + (1 if place < extra else 0)
            return tuple(ladder)
        left -= room
        for place in range(group):
            ladder[place] = floor
        group += 1
    return tuple(ladder)


def icm_equities(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[float, ...]:
    """Each player's expected prize by Malmuth–Harville ICM, exactly (not rounded).

    ``prizes`` are best first; players beyond them win nothing. Works over every set of
    players still to place, from all of them down: O(2ⁿ·n).

    >>> [round(e, 4) for e in icm_equities((5000, 3000, 2000), (500, 300, 200))]
    [383.9286, 327.5, 288.5714]
    """
    count = len(stacks)
    paid = sum(1 for prize in prizes if prize)
    full = (1 << count) - 1
    sums = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + stacks[low.bit_length() - 1]
    reach = [0.0] * (full + 1)  # probability that exactly ``mask`` is left to place
    reach[full] = 1.0
    equity = [0.0] * count
    for mask in range(full, 0, -1):
        chance = reach[mask]
        if not chance:
            continue
        place = count - mask.bit_count()
        if place >= paid:
            continue
        prize = prizes[place]
        total = sums[mask]
        rest = mask
        while rest:
            low = rest & -rest
            rest ^= low
            player = low.bit_length() - 1
            step = chance * stacks[player] / total
            equity[player] += step * prize
            reach[mask ^ low] += step
    return _equal_for_equal_stacks(stacks, equity)


def _equal_for_equal_stacks(stacks: Sequence[int], values: Sequence[float]) -> tuple[float, ...]:
    """Equal stacks have equal expectations; averaging keeps float noise from telling
    them apart when the odd unit is handed out."""
    by_stack: dict[int, list[float]] = {}
    for stack, value in zip(stacks, values, strict=True):
        by_stack.setdefault(stack, []).append(value)
    mean = {stack: math.fsum(group) / len(group) for stack, group in by_stack.items()}
    return tuple(mean[stack] for stack in stacks)


def icm_shares(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[int, ...]:
    """ICM expectations rounded to whole units adding up to the prizes exactly.

    >>> icm_shares((5000, 3000, 2000), (50000, 30000, 20000))
    (38393, 32750, 28857)
    """
    return largest_remainder(icm_equities(stacks, prizes), sum(prizes), stacks)


def chip_chop(stacks: Sequence[int], prizes: Sequence[int]) -> tuple[int, ...]:
    """Everyone gets the lowest prize, the rest goes in proportion to the stacks.

    >>> chip_chop((5000, 3000, 2000), (500, 300, 200))
    (400, 320, 280)
    """
    floor = min(prizes) if len(prizes) == len(stacks) else 0
    rest = sum(prizes) - floor * len(stacks)
    chips_in = sum(stacks)
    exact = [floor + Fraction(rest * stack, chips_in) for stack in stacks]
    return largest_remainder(exact, sum(prizes), stacks)


def largest_remainder(
    values: Sequence[float | Fraction], total: int, stacks: Sequence[int]
) -> tuple[int, ...]:
    """Whole units for ``values`` (which add up to ``total``) adding up to ``total``.

    Each value is rounded down; the units left go to the largest remainders, equal ones
    to the larger stack, then to the one listed first (should float noise round every
    value up a unit too far, the extra units come back from the smallest remainders).

    >>> largest_remainder([1.5, 1.5, 1.0], 4, [10, 20, 10])
    (1, 2, 1)
    """
    floors = [math.floor(value) for value in values]
    remainders = [float(value - floor) for value, floor in zip(values, floors, strict=True)]
    tie = _TIE * max(total, 1)
    order = sorted(
        range(len(values)),
        key=lambda i: (-round(remainders[i] / tie), -stacks[i], i),
    )
    shares = list(floors)
    left = total - sum(floors)
    for index in order[: max(left, 0)]:
        shares[index] += 1
    for index in reversed(order):
        if left >= 0:
            break
        if shares[index] > 0:
            shares[index] -= 1
            left += 1
    if sum(shares) != total:  # only when the values were far from adding up to it
        raise IllegalAction(translate(
            "Deal", "The shares cannot be rounded to add up to {total}"
        ).format(total=total))
    return tuple(shares)


def verify_agreement(
    stacks: Sequence[int],
    prizes: Sequence[int],
    method: DealMethod,
    keep: int,
    shares: Sequence[int],
    currency: Currency = POINTS,
) -> None:
    """Check agreed ``shares`` against the prizes (and the method's own figures).

    A ``custom`` deal may share the money any way the players agree, as long as every
    unit is dealt; ``icm`` and ``chip`` deals must be the calculator's shares.

    :raises IllegalAction: saying what does not add up.
    """
    if method not in METHODS:
        raise IllegalAction(translate(
            "Deal", "A deal is by ICM, chip chop or agreed amounts, not {method}"
        ).format(method=repr(method)))
    verify_deal_input(stacks, prizes, keep, currency)
    money = currency.format
    if len(shares) != len(stacks):
        raise IllegalAction(translate("Deal", "Give a share for every player in the deal"))
    if any(share < 0 for share in shares):
        raise IllegalAction(translate("Deal", "A share cannot be negative"))
    dealt = sum(prizes) - keep
    if sum(shares) != dealt:
        added = translate(
            "Deal", "The shares add up to {shares} but {dealt} is dealt ({keep} kept to play for)"
        ) if keep else translate("Deal", "The shares add up to {shares} but {dealt} is dealt")
        raise IllegalAction(
            added.format(shares=money(sum(shares)), dealt=money(dealt), keep=money(keep))
        )
    if method != "custom":
        expected = work_out_deal(stacks, prizes, method, keep).shares
        if tuple(shares) != expected:
            raise IllegalAction(translate(
                "Deal",
                "These are not the {method} shares for these stacks ({shares}); record them "
                "as agreed amounts",
            ).format(
                method=translate("DealDialog", METHOD_NAMES[method]),
                shares=", ".join(map(money, expected)),
            ))
