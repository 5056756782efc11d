"""Payout tables: the percent of the prize pool each place gets, tier by number of entries.

Split from :mod:`app.engine.structure` (chips, levels and breaks), whose refusal texts
keep their translation context, "Structure".
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from decimal import Decimal

from app.engine.errors import ConfigError
from app.engine.wording import translate


def _percent(value: int | str | Decimal) -> Decimal:
    """A percent as an exact Decimal (floats are refused: write ``'27.5'``)."""
    if isinstance(value, float):
        raise ConfigError(translate(
            "Structure", "Write the percent {value} as text or an integer, not a float"
        ).format(value=value))
    return Decimal(value)


@dataclass(frozen=True, slots=True)
class PayoutTier:
    """Percent of the prize pool per place, for a range of entry counts.

    ``max_entries`` ``None`` means "and more". Percents are exact decimals, best place
    first, never increasing, adding up to exactly 100.

    :raises ConfigError: if the range is empty or starts below 1, there are no places, a
        percent is not positive, a place gets more than the one above, more places are
        paid than the smallest entry count, or the percents do not add up to 100.
    """

    min_entries: int
    max_entries: int | None
    percents: tuple[Decimal, ...]

    def __post_init__(self) -> None:
        if self.min_entries < 1:
            raise ConfigError(translate(
                "Structure", "A payout range starts at 1 entry or more, not {entries}"
            ).format(entries=self.min_entries))
        if self.max_entries is not None and self.max_entries < self.min_entries:
            raise ConfigError(translate(
                "Structure", "The payout range {first}–{last} entries is empty"
            ).format(first=self.min_entries, last=self.max_entries))
        where = self.range_label
        if not self.percents:
            raise ConfigError(translate(
                "Structure", "The payouts for {range} entries pay no places"
            ).format(range=where))
        for place, percent in enumerate(self.percents, start=1):
            if percent <= 0:
                raise ConfigError(translate(
                    "Structure", "The payouts for {range} entries: place {place} must get "
                    "more than 0%"
                ).format(range=where, place=place))
            if place > 1 and percent > self.percents[place - 2]:
                raise ConfigError(translate(
                    "Structure",
                    "The payouts for {range} entries: place {place} ({percent}%) gets more "
                    "than place {above} ({above_percent}%)",
                ).format(
                    range=where, place=place, percent=percent, above=place - 1,
                    above_percent=self.percents[place - 2],
                ))
        if len(self.percents) > self.min_entries:
            raise ConfigError(translate(
                "Structure",
                "The payouts for {range} entries pay {places} places but there can be as few "
                "as {entries} entries",
            ).format(range=where, places=len(self.percents), entries=self.min_entries))
        total = sum(self.percents, Decimal(0))
        if total != 100:
            raise ConfigError(translate(
                "Structure", "The payouts for {range} entries add up to {total}%, not 100%"
            ).format(range=where, total=total))

    @classmethod
    def of(
        cls, min_entries: int, max_entries: int | None, *percents: int | str | Decimal
    ) -> PayoutTier:
        """Build a tier from plain numbers: ``PayoutTier.of(7, 10, 50, 30, 20)``.

        :raises ConfigError: as the constructor, or for a float percent.
        """
        return cls(min_entries, max_entries, tuple(_percent(p) for p in percents))

    @property
    def places(self) -> int:
        """How many places are paid."""
        return len(self.percents)

    @property
    def range_label(self) -> str:
        """``'7–10'`` or ``'51+'``."""
        if self.max_entries is None:
            return f"{self.min_entries}+"
        return f"{self.min_entries}–{self.max_entries}"

    def covers(self, entries: int) -> bool:
        """Whether this tier applies to ``entries`` entries."""
        return entries >= self.min_entries and (
            self.max_entries is None or entries <= self.max_entries
        )


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """Payout tiers by number of entries: contiguous ranges, the last one open-ended.

    The value is immutable; edit it by building a new table (``dataclasses.replace``).

    :raises ConfigError: if there are no tiers, they leave a gap or overlap, or the last
        one has an upper bound.
    """

    tiers: tuple[PayoutTier, ...]

    def __post_init__(self) -> None:
        if not self.tiers:
            raise ConfigError(
                translate("Structure", "A payout table needs at least one range of entries")
            )
        for before, after in itertools.pairwise(self.tiers):
            if before.max_entries is None or after.min_entries != before.max_entries + 1:
                raise ConfigError(translate(
                    "Structure",
                    "The payout ranges {first} and {second} entries must follow each other "
                    "without gap or overlap",
                ).format(first=before.range_label, second=after.range_label))
        if self.tiers[-1].max_entries is not None:
            raise ConfigError(translate(
                "Structure", "The last payout range ({range} entries) must be open-ended, e.g. 51+"
            ).format(range=self.tiers[-1].range_label))

    def for_entries(self, entries: int) -> PayoutTier:
        """The tier that applies to a number of entries.

        :raises ConfigError: if the table starts above that number.

        >>> DEFAULT_PAYOUTS.for_entries(9).percents
        (Decimal('50'), Decimal('30'), Decimal('20'))
        """
        for tier in self.tiers:
            if tier.covers(entries):
                return tier
        raise ConfigError(translate(
            "Structure", "The payout table starts at {first} entries; there are {entries}"
        ).format(first=self.tiers[0].min_entries, entries=entries))


DEFAULT_PAYOUTS = PayoutTable(
    (
        PayoutTier.of(2, 6, 65, 35),
        PayoutTier.of(7, 10, 50, 30, 20),
        PayoutTier.of(11, 20, 40, 30, 20, 10),
        PayoutTier.of(21, 30, 38, 25, 17, 12, 8),
        PayoutTier.of(31, 40, 35, 23, 15, 11, 9, 7),
        PayoutTier.of(41, 50, 32, 21, 14, 10, 8, 6, 5, 4),
        PayoutTier.of(51, 70, 30, 19, 13, "9.5", "7.5", 6, 5, 4, "3.5", "2.5"),
        PayoutTier.of(71, None, 27, 17, 12, 9, 7, 6, 5, "4.5", 4, "3.5", "2.5", "2.5"),
    )
)
"""Home-game payouts: 2 places up to 6 entries, then about the top 10–20% of the field."""
