"""Money as a host writes it: a currency, amounts in its smallest unit, bounties.

Every amount of money is an integer count of the currency's smallest unit (cents for
``€`` with two decimals, whole units for points). Chips are never money: a stack of
20,000 chips is bought for a buy-in of, say, €40.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal
from enum import StrEnum

from app.engine.entry_options import EntryKind
from app.engine.errors import ConfigError
from app.engine.numbers import ENGLISH, NumberStyle, number_style
from app.engine.wording import QT_TRANSLATE_NOOP, translate

MAX_DECIMALS = 3


@dataclass(frozen=True, slots=True)
class Currency:
    """How money is written: ``symbol`` (``"€"``, ``"$"``, ``""`` for points) and decimals.

    :raises ConfigError: if ``decimals`` is outside 0..3 or the symbol is too long.

    >>> Currency("€", 2).format(4050)
    '€40.50'
    >>> Currency().format(1500)
    '1,500'
    """

    symbol: str = ""
    decimals: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.decimals <= MAX_DECIMALS:
            raise ConfigError(translate(
                "Money", "A currency has 0 to {most} decimals, not {decimals}"
            ).format(most=MAX_DECIMALS, decimals=self.decimals))
        if len(self.symbol) > 4:
            raise ConfigError(translate(
                "Money", "The currency symbol {symbol} is longer than 4 characters"
            ).format(symbol=repr(self.symbol)))

    @property
    def minor_per_unit(self) -> int:
        """How many smallest units make one whole unit (100 for cents)."""
        return int(10**self.decimals)

    def format(self, amount: int) -> str:
        """``amount`` (smallest units) as written on a prize list: ``'€1,250.50'``; a
        symbol that is a code stands apart.

        >>> Currency("€", 2).format(125050), Currency("EUR", 2).format(2000)
        ('€1,250.50', 'EUR\xa020.00')
        """
        return self._written(amount, number_style(), symbol=self.symbol)

    def plain(self, amount: int) -> str:
        """``amount`` as files write it, no symbol nor thousands separator: ``'1250.50'``.

        >>> Currency("€", 2).plain(125050), Currency().plain(-30)
        ('1250.50', '-30')
        """
        return self._written(amount, _PLAIN, symbol="")

    def _written(self, amount: int, style: NumberStyle, *, symbol: str) -> str:
        sign = "-" if amount < 0 else ""
        whole, part = divmod(abs(amount), self.minor_per_unit)
        text = style.grouped(whole)
        if self.decimals:
            text += f"{style.decimal}{part:0{self.decimals}d}"
        if symbol and style.symbol_after:
            return f"{sign}{text}\u00a0{symbol}"
        if symbol[-1:].isalpha():  # a code or a word: "EUR 20.00", never "EUR20.00"
            return f"{sign}{symbol}\u00a0{text}"
        return f"{sign}{symbol}{text}"


_PLAIN = NumberStyle(group="", decimal=ENGLISH.decimal)
"""What files write, whatever the language: no thousands separator, a decimal point."""


POINTS = Currency()


@dataclass(frozen=True, slots=True)
class Bounty:
    """A knockout bounty: part of each buy-in, paid to whoever busts the player.

    ``amount`` is money (smallest units) taken out of every buy-in and re-entry (and, with
    ``on_rebuys``, every rebuy) and kept off the prize pool. With ``progressive`` (a
    progressive knockout), the winner of a bounty takes ``progressive_percent`` of it in
    cash and the rest is added to their own head; the last player's head goes to the
    winner.

    :raises ConfigError: if the amount is not positive or the percent is outside 1..99.
    """

    amount: int
    progressive: bool = False
    progressive_percent: int = 50
    on_rebuys: bool = False
    """Each rebuy puts a bounty on the player's head again (taken out of the rebuy's cost),
    so a player who busted, rebought and busted again pays a bounty twice."""

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ConfigError(translate(
                "Money", "A bounty must be worth something, not {amount}"
            ).format(amount=self.amount))
        if not 1 <= self.progressive_percent <= 99:
            raise ConfigError(translate(
                "Money", "The share of a progressive bounty paid in cash is 1% to 99%, not "
                "{percent}%"
            ).format(percent=self.progressive_percent))


def rake_split(price: int, percent: int | str | Decimal) -> tuple[int, int]:
    """A price with the house's rake taken out of it: ``(to the prize pool, fee)``.

    For a host who says "€40, 10% rake" rather than "€36+€4": the fee is ``percent`` of
    the price rounded down to the smallest unit; the rest goes to the pool.

    :raises ConfigError: if the price is negative or the percent outside 0..100.

    >>> rake_split(4000, 10)
    (3600, 400)
    >>> rake_split(999, "12.5")
    (875, 124)
    """
    if price < 0:
        raise ConfigError(translate(
            "Money", "A price cannot be negative ({price})"
        ).format(price=price))
    if isinstance(percent, float):
        raise ConfigError(translate(
            "Money", "Write the rake {percent} as text or an integer, not a float"
        ).format(percent=percent))
    rate = Decimal(percent)
    if not 0 <= rate <= 100:
        raise ConfigError(translate(
            "Money", "The rake is 0% to 100% of the price, not {rate}%"
        ).format(rate=rate))
    fee = int((price * rate / 100).to_integral_value(ROUND_FLOOR))
    return price - fee, fee


def split_evenly(total: int, ways: int) -> tuple[int, ...]:
    """``total`` (smallest units) shared ``ways`` ways; the odd units go one each to the
    first shares, as odd chips go to the first winner from the dealer's left.

    :raises ConfigError: if ``ways`` is not positive or the total is negative.

    >>> split_evenly(101, 3)
    (34, 34, 33)
    """
    if ways < 1:
        raise ConfigError(translate(
            "Money", "Money is shared between at least one player, not {ways}"
        ).format(ways=ways))
    if total < 0:
        raise ConfigError(translate(
            "Money", "Cannot share a negative amount ({total})"
        ).format(total=total))
    each, odd = divmod(total, ways)
    return tuple(each + (1 if position < odd else 0) for position in range(ways))


@dataclass(frozen=True, slots=True)
class PoolAccount:
    """Where the money collected went: the house's fees, the bounties, the prize pool.

    Every amount is in the currency's smallest unit. ``buy_ins``, ``rebuys``, ``add_ons``
    and ``re_entries`` are the prices paid (bounties included, fees not); ``gross`` is
    everything the players paid; the prize pool is what is left after fees and bounties.

    >>> account = PoolAccount(buy_ins=900, rebuys=100, add_ons=0, re_entries=0,
    ...                       fees=90, bounties=300)
    >>> account.gross, account.prize_pool
    (1090, 700)
    """

    buy_ins: int
    rebuys: int
    add_ons: int
    re_entries: int
    fees: int
    bounties: int

    @property
    def gross(self) -> int:
        """Everything the players paid, fees included."""
        return self.buy_ins + self.rebuys + self.add_ons + self.re_entries + self.fees

    @property
    def prize_pool(self) -> int:
        """What the places are paid from: the prices, less the bounties; never the fees."""
        return self.gross - self.fees - self.bounties


@dataclass(frozen=True, slots=True)
class Knockout:
    """A player busted: by whom, in which of their entries, in which hand.

    ``winners`` share the bounty, the first ones taking the odd units (for a tracked hand,
    the winners of the pot that held the player's last chips, in odd-chip order; at an
    untracked table, the one player the dealer named). ``entry`` is the victim's entry
    number (1 for the buy-in, 2 after one re-entry...): a bounty is paid once per entry,
    so a player who rebought after a bust carries no bounty of their own the next time.

    :raises ConfigError: if nobody won the bounty or the victim is among the winners.
    """

    victim: int
    entry: int
    winners: tuple[int, ...]
    hand: int | None = None

    def __post_init__(self) -> None:
        if not self.winners:
            raise ConfigError(
                translate("Money", "Say who busted the player, so the bounty can be paid")
            )
        if self.victim in self.winners:
            raise ConfigError(translate("Money", "A player cannot collect their own bounty"))


@dataclass(frozen=True, slots=True)
class BountyLedger:
    """Bounties after a sequence of knockouts: cash won and money still on heads."""

    won: tuple[tuple[int, int], ...]
    heads: tuple[tuple[int, int], ...]

    @property
    def paid(self) -> int:
        """All the bounty money paid out so far."""
        return sum(amount for _, amount in self.won)

    @property
    def on_heads(self) -> int:
        """All the bounty money still on players' heads."""
        return sum(amount for _, amount in self.heads)


def settle_bounties(
    bounty: Bounty | None,
    entries: Mapping[int, int],
    knockouts: Sequence[Knockout],
    champion: int | None = None,
    paid: list[tuple[tuple[int, int], ...]] | None = None,
) -> BountyLedger:
    """Who won what in bounties, and what is on each head, after ``knockouts`` in order.

    ``entries`` maps each player to their entries so far (buy-in plus re-entries): each
    one put ``bounty.amount`` on the player's head, paid once, by the first knockout of
    that entry or a later one. A knockout pays the victim's head to
    its winners, split evenly (odd units to the first winners). With a progressive
    knockout each winner takes ``progressive_percent`` of their share in cash (rounded
    down to the smallest unit) and the rest goes on their own head. ``champion``, the
    tournament's winner, collects their own head. The money is conserved:
    ``paid + on_heads == bounty.amount × entries``. ``paid``, when given, receives for
    each knockout in order the cash each of its winners took: ``((winner, cash), ...)``.

    >>> pko = Bounty(1000, progressive=True, progressive_percent=50)
    >>> ledger = settle_bounties(pko, {1: 1, 2: 1, 3: 1},
    ...                          [Knockout(3, 1, (2,)), Knockout(2, 1, (1,))], champion=1)
    >>> dict(ledger.won)
    {1: 2500, 2: 500, 3: 0}
    >>> ledger.on_heads
    0
    """
    won = dict.fromkeys(entries, 0)
    if bounty is None:
        return BountyLedger(tuple(won.items()), tuple(won.items()))
    claimed: dict[int, set[int]] = {player: set() for player in entries}
    extra = dict.fromkeys(entries, 0)
    for knockout in knockouts:
        # Every entry up to this one whose bounty nobody collected yet (one, unless a
        # voided hand gave back a bust the player had already re-entered after).
        victim_claimed = claimed.setdefault(knockout.victim, set())
        unclaimed = set(range(1, knockout.entry + 1)) - victim_claimed
        victim_claimed.update(unclaimed)
        head = bounty.amount * len(unclaimed) + extra.get(knockout.victim, 0)
        extra[knockout.victim] = 0
        cashed: list[tuple[int, int]] = []
        for winner, share in zip(
            knockout.winners, split_evenly(head, len(knockout.winners)), strict=True
        ):
            cash = share * bounty.progressive_percent // 100 if bounty.progressive else share
            won[winner] = won.get(winner, 0) + cash
            extra[winner] = extra.get(winner, 0) + share - cash
            cashed.append((winner, cash))
        if paid is not None:
            paid.append(tuple(cashed))
    heads = {
        player: bounty.amount * len(set(range(1, count + 1)) - claimed.get(player, set()))
        + extra.get(player, 0)
        for player, count in entries.items()
    }
    if champion is not None:
        won[champion] = won.get(champion, 0) + heads[champion]
        heads[champion] = 0
    return BountyLedger(tuple(won.items()), tuple(heads.items()))


class Payment(StrEnum):
    """How money changed hands at the cashier: in cash (it is in the cash box), another
    way (a transfer, a card: it is not), or not yet (the player owes it)."""

    CASH = "cash"
    OTHER = "other"
    OWED = "owed"

    @property
    def shown(self) -> str:
        """The way in the language in use: ``'cash'``, ``'other'``, ``'owed'``."""
        return translate("Money", _PAYMENT_WORDS[self])


_PAYMENT_WORDS = {
    Payment.CASH: QT_TRANSLATE_NOOP("Money", "cash"),
    Payment.OTHER: QT_TRANSLATE_NOOP("Money", "other"),
    Payment.OWED: QT_TRANSLATE_NOOP("Money", "owed"),
}


@dataclass(frozen=True, slots=True)
class Charge:
    """What one entry asked a player to pay: the buy-in at registration (with its fee),
    or a rebuy, add-on or re-entry. Its amount is the setup's price for that entry (prices
    are fixed once play starts, so it is the price that was paid).

    ``number`` counts charges in the order they were recorded (1 first), the cashier's
    name for one; ``payment`` is how it was paid (cash unless the cashier said otherwise),
    ``paid_at`` when a charge first owed was paid.
    """

    number: int
    player: int
    entry: EntryKind
    payment: Payment = Payment.CASH
    at: float | None = None
    paid_at: float | None = None


@dataclass(frozen=True, slots=True)
class Payout:
    """Money the cashier handed a player: prize, bounties or a deal's share, in cash or
    another way (never ``owed``)."""

    player: int
    amount: int
    payment: Payment = Payment.CASH
    at: float | None = None
