"""The outcome of a finished hand and the push instructions a dealer reads aloud."""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.cards import HandValue
from app.engine.draw_values import DrawValue
from app.engine.errors import chips
from app.engine.omaha import LowValue
from app.engine.pots import Pot, pot_label
from app.engine.stud import RazzValue
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class PotResult:
    """One pot's winners and each winner's share (odd chips already placed).

    ``winning_value`` is the winners' made hand when it was ranked from shown cards.
    In a hi-lo game with a qualifying low, ``winners`` won the high half
    (``high_shares``) and ``low_winners`` the low half (``low_shares``, ranked
    ``low_value``); ``shares`` is then each seat's total from both halves. Without a low
    those three stay empty and the high takes the pot.
    """

    pot: Pot
    winners: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    winning_value: HandValue | DrawValue | RazzValue | None = None
    low_winners: tuple[int, ...] = ()
    high_shares: tuple[tuple[int, int], ...] = ()
    low_shares: tuple[tuple[int, int], ...] = ()
    low_value: LowValue | None = None
    odd_by_suit: bool = False
    """Whether odd units went by the highest card by suit (stud), not the dealer's left."""

    @property
    def split_hi_lo(self) -> bool:
        """Whether the pot was split into a high and a low half."""
        return bool(self.low_winners)

    @property
    def winning_hand(self) -> str | None:
        """The winning hand as a dealer says it; worked out only when asked for."""
        return self.winning_value.describe() if self.winning_value is not None else None


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's stack before and after the hand."""

    seat: int
    player: str
    start_stack: int
    final_stack: int

    @property
    def net(self) -> int:
        """Chips won (positive) or lost (negative) in the hand."""
        return self.final_stack - self.start_stack


@dataclass(frozen=True, slots=True)
class HandResult:
    """Every pot with its winners, uncalled chips returned, and each seat's final stack."""

    pots: tuple[PotResult, ...]
    returned: tuple[tuple[int, int], ...]
    seats: tuple[SeatResult, ...]

    def final_stacks(self) -> dict[int, int]:
        """Seat number to stack after the hand."""
        return {s.seat: s.final_stack for s in self.seats}

    def winnings(self) -> dict[int, int]:
        """Seat number to net chips won or lost."""
        return {s.seat: s.net for s in self.seats}

    def push_instructions(self) -> tuple[str, ...]:
        """What the dealer says and does, in order: returns, then side pots before main.

        >>> from app.engine.pots import Pot
        >>> result = HandResult(
        ...     (PotResult(Pot(0, 3000, (1, 2)), (2,), ((2, 3000),)),), (),
        ...     (SeatResult(1, "Ann", 1500, 0), SeatResult(2, "Bob", 1500, 3000)))
        >>> result.push_instructions()
        ('Main pot: 3,000 to Bob',)
        """
        names = {s.seat: s.player for s in self.seats}
        lines = [
            translate("Results", "Return {amount} uncalled to {name}").format(
                amount=chips(amount), name=names[seat]
            )
            for seat, amount in self.returned
        ]
        for result in sorted(self.pots, key=lambda r: r.pot.index, reverse=True):
            if result.split_hi_lo:
                lines.extend(_half_lines(result, names))
                continue
            line = _pot_line(result, names)
            if result.winning_hand:
                line = translate("Results", "{line} ({hand})").format(
                    line=line, hand=result.winning_hand
                )
            lines.append(line)
        return tuple(lines)


def _half_lines(result: PotResult, names: dict[int, str]) -> tuple[str, str]:
    """A hi-lo pot's two lines: ``'Main pot, high half: 1,500 to Ann (Flush, ...)'`` and
    ``'Main pot, low half: ...'``; the odd unit between halves went to the high."""
    label = pot_label(result.pot.index)
    halves = (
        (
            translate("Results", "{pot}, high half").format(pot=label),
            result.high_shares,
            result.winning_hand,
        ),
        (
            translate("Results", "{pot}, low half").format(pot=label),
            result.low_shares,
            result.low_value.describe() if result.low_value is not None else None,
        ),
    )
    lines = []
    for half_label, shares, hand in halves:
        line = _shares_line(
            half_label, sum(share for _, share in shares), shares, names, result.odd_by_suit
        )
        if hand:
            line = translate("Results", "{line} ({hand})").format(line=line, hand=hand)
        lines.append(line)
    return lines[0], lines[1]


def _pot_line(result: PotResult, names: dict[int, str]) -> str:
    """``'Main pot: 3,000 to Bob'``, or the split with each share."""
    return _shares_line(
        pot_label(result.pot.index), result.pot.amount, result.shares, names, result.odd_by_suit
    )


def _shares_line(
    label: str,
    amount: int,
    shares: tuple[tuple[int, int], ...],
    names: dict[int, str],
    odd_by_suit: bool = False,
) -> str:
    """``'{label}: 3,000 to Bob'``, or the split of ``amount`` with each share; an uneven
    split says where the odd chips went (stud: by suit, RULES.md)."""
    paid = [(seat, share) for seat, share in shares if share > 0]
    if len(paid) == 1:
        return translate("Results", "{pot}: {amount} to {name}").format(
            pot=label, amount=chips(amount), name=names[paid[0][0]]
        )
    parts = ", ".join(
        translate("Results", "{amount} to {name}").format(amount=chips(share), name=names[seat])
        for seat, share in paid
    )
    if len({share for _, share in paid}) > 1 and odd_by_suit:
        split = translate(
            "Results", "{pot}: {amount} split, {parts} (odd chips by the highest card by suit)"
        )
    elif len({share for _, share in paid}) > 1:
        split = translate(
            "Results", "{pot}: {amount} split, {parts} (odd chips from the dealer's left)"
        )
    else:
        split = translate("Results", "{pot}: {amount} split, {parts}")
    return split.format(pot=label, amount=chips(amount), parts=parts)
