"""Money as a host writes it: a currency, amounts in its smallest unit, bounties.

Every amount of money is an integer count of the currency's smallest unit (cents for
``€`` with two decimals, whole units for points). Chips are never money: a stack of
20,000 chips is bought for a buy-in of, say, €40.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.errors import ConfigError

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
            raise ConfigError(
                f"A currency has 0 to {MAX_DECIMALS} decimals, not {self.decimals}"
            )
        if len(self.symbol) > 4:
            raise ConfigError(f"The currency symbol {self.symbol!r} is longer than 4 characters")

    @property
    def minor_per_unit(self) -> int:
        """How many smallest units make one whole unit (100 for cents)."""
        return 10**self.decimals

    def format(self, amount: int) -> str:
        """``amount`` (smallest units) as written on a prize list: ``'€1,250.50'``."""
        sign = "-" if amount < 0 else ""
        whole, part = divmod(abs(amount), self.minor_per_unit)
        text = f"{whole:,}"
        if self.decimals:
            text += f".{part:0{self.decimals}d}"
        return f"{sign}{self.symbol}{text}"


POINTS = Currency()


@dataclass(frozen=True, slots=True)
class Bounty:
    """A knockout bounty: part of each buy-in, paid to whoever busts the player.

    ``amount`` is money (smallest units) taken out of every buy-in and re-entry and kept
    off the prize pool. With ``progressive`` (a progressive knockout), the winner of a
    bounty takes ``progressive_percent`` of it in cash and the rest is added to their own
    head; the last player's head goes to the winner.

    :raises ConfigError: if the amount is not positive or the percent is outside 1..99.
    """

    amount: int
    progressive: bool = False
    progressive_percent: int = 50

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise ConfigError(f"A bounty must be worth something, not {self.amount}")
        if not 1 <= self.progressive_percent <= 99:
            raise ConfigError(
                "The share of a progressive bounty paid in cash is 1% to 99%, "
                f"not {self.progressive_percent}%"
            )
