"""Entry options: the kinds of entry (buy-in, rebuy, add-on, re-entry), each option's
price, chips and period in levels, the rebuy policy, and the checks of options against a
structure.

Split from :mod:`app.engine.structure` (chips, levels and breaks), whose refusal texts
keep their translation context, "Structure".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.engine.errors import ConfigError, IllegalAction, chips
from app.engine.structure import BlindStructure, ChipSet, unit_in_play
from app.engine.wording import QT_TRANSLATE_NOOP, translate


class EntryKind(StrEnum):
    """Ways money and chips enter a tournament."""

    BUY_IN = "buy_in"
    REBUY = "rebuy"
    ADD_ON = "add_on"
    RE_ENTRY = "re_entry"

    @property
    def label(self) -> str:
        """The kind as a dealer says it: ``'buy-in'``, ``'rebuy'``, ``'add-on'``, ``'re-entry'``."""
        return self.value.replace("_", "-")

    @property
    def plural(self) -> str:
        """``'rebuys'``, ``'add-ons'``, ``'re-entries'``."""
        return "re-entries" if self is EntryKind.RE_ENTRY else self.label + "s"

    @property
    def a_label(self) -> str:
        """The label with its article, capitalised: ``'A rebuy'``, ``'An add-on'``."""
        return ("An " if self is EntryKind.ADD_ON else "A ") + self.label

    @property
    def shown_label(self) -> str:
        """:attr:`label` in the language in use: ``'rebuy'``, ``'add-on'``..."""
        return translate("Structure", _KIND_WORDS[self][0])

    @property
    def shown_plural(self) -> str:
        """The plural starting a sentence, in the language in use: ``'Rebuys'``..."""
        return translate("Structure", _KIND_WORDS[self][1])

    @property
    def shown_a_label(self) -> str:
        """:attr:`a_label` in the language in use: ``'A rebuy'``, ``'An add-on'``..."""
        return translate("Structure", _KIND_WORDS[self][2])

    @property
    def shown_a_label_inside(self) -> str:
        """The label with its article inside a sentence: ``'a rebuy'``, ``'an add-on'``..."""
        return translate("Structure", _KIND_WORDS[self][3])


_KIND_WORDS: dict[EntryKind, tuple[str, str, str, str]] = {
    EntryKind.BUY_IN: (
        QT_TRANSLATE_NOOP("Structure", "buy-in"), QT_TRANSLATE_NOOP("Structure", "Buy-ins"),
        QT_TRANSLATE_NOOP("Structure", "A buy-in"), QT_TRANSLATE_NOOP("Structure", "a buy-in"),
    ),
    EntryKind.REBUY: (
        QT_TRANSLATE_NOOP("Structure", "rebuy"), QT_TRANSLATE_NOOP("Structure", "Rebuys"),
        QT_TRANSLATE_NOOP("Structure", "A rebuy"), QT_TRANSLATE_NOOP("Structure", "a rebuy"),
    ),
    EntryKind.ADD_ON: (
        QT_TRANSLATE_NOOP("Structure", "add-on"), QT_TRANSLATE_NOOP("Structure", "Add-ons"),
        QT_TRANSLATE_NOOP("Structure", "An add-on"), QT_TRANSLATE_NOOP("Structure", "an add-on"),
    ),
    EntryKind.RE_ENTRY: (
        QT_TRANSLATE_NOOP("Structure", "re-entry"), QT_TRANSLATE_NOOP("Structure", "Re-entries"),
        QT_TRANSLATE_NOOP("Structure", "A re-entry"),
        QT_TRANSLATE_NOOP("Structure", "a re-entry"),
    ),
}
"""Each kind as a sentence names it: alone, plural (starting a sentence), with its article
(starting a sentence, then inside one)."""


@dataclass(frozen=True, slots=True)
class EntryOption:
    """A rebuy, add-on or re-entry offer: cost, chips, until which level, how many.

    ``until_level`` is the last level number (1-based) during which it may be taken; the
    break that follows that level counts as part of it, so an add-on "until level 4" can be
    taken at the break after level 4. ``max_per_player`` ``None`` means unlimited.
    ``max_stack`` limits rebuys to players with at most that many chips (``0``: only when
    busted; ``None``: any stack). A re-entry is always only for a busted player.

    :raises ConfigError: for a buy-in kind, a negative cost, chips not positive, a level
        before 1, a per-player limit below 1 or a negative stack limit.
    """

    kind: EntryKind
    cost: int
    chips: int
    until_level: int
    max_per_player: int | None = 1
    max_stack: int | None = None
    fee: int = 0
    """Money the house keeps on top of ``cost`` (``cost`` alone goes to the prize pool)."""
    from_level: int = 1
    """The first level number in which it may be taken."""
    at_break: bool = False
    """Taken only during a break (one after a level from ``from_level`` to
    ``until_level``): the usual add-on, sold at the end of the rebuy period."""

    def __post_init__(self) -> None:
        kind = self.kind
        if kind is EntryKind.BUY_IN:
            raise ConfigError(translate(
                "Structure", "The buy-in is not an option; use a rebuy, add-on or re-entry"
            ))
        if self.cost < 0:
            raise ConfigError(translate(
                "Structure", "{a_kind} cannot cost less than nothing ({cost})"
            ).format(a_kind=kind.shown_a_label, cost=self.cost))
        if self.chips <= 0:
            raise ConfigError(translate(
                "Structure", "{a_kind} must give chips, not {chips}"
            ).format(a_kind=kind.shown_a_label, chips=chips(self.chips)))
        if self.until_level < 1:
            raise ConfigError(translate(
                "Structure", "Levels start at 1, not {level}"
            ).format(level=self.until_level))
        if self.max_per_player is not None and self.max_per_player < 1:
            raise ConfigError(translate(
                "Structure", "Allow at least one {kind} per player, not {limit}"
            ).format(kind=kind.shown_label, limit=self.max_per_player))
        if self.max_stack is not None and self.max_stack < 0:
            raise ConfigError(translate(
                "Structure", "The stack limit cannot be negative ({chips})"
            ).format(chips=chips(self.max_stack)))
        if self.fee < 0:
            raise ConfigError(translate(
                "Structure", "The fee of {a_kind} cannot be negative ({fee})"
            ).format(a_kind=kind.shown_a_label_inside, fee=self.fee))
        if not 1 <= self.from_level <= self.until_level:
            raise ConfigError(translate(
                "Structure",
                "{kinds} start in a level from 1 to their last level ({last}), not {first}",
            ).format(kinds=kind.shown_plural, last=self.until_level, first=self.from_level))

    @property
    def price(self) -> int:
        """What a player pays for it: ``cost`` (to the prize pool) plus ``fee`` (house)."""
        return self.cost + self.fee

    def can_take(self, level_number: int, taken: int, stack: int) -> bool:
        """Whether a player with ``stack`` chips who took ``taken`` of these may take one now."""
        try:
            self.verify_take(level_number, taken, stack)
        except IllegalAction:
            return False
        return True

    def verify_take(self, level_number: int, taken: int, stack: int) -> None:
        """Check that a player may take this option now (``level_number`` as the clock says).

        A busted player (``stack`` 0) is within any stack limit: a rebuy brings them back.
        The tournament adds its own checks (an add-on only for a player still in).

        :raises IllegalAction: if the period has not begun or is over, the player used
            them all, or the player has too many chips.
        """
        kind = self.kind
        if level_number < self.from_level:
            raise IllegalAction(translate(
                "Structure", "{kinds} start in level {first}; this is level {level}"
            ).format(kinds=kind.shown_plural, first=self.from_level, level=level_number))
        if level_number > self.until_level:
            raise IllegalAction(translate(
                "Structure", "The last {kind} was possible in level {level}"
            ).format(kind=kind.shown_label, level=self.until_level))
        if self.max_per_player is not None and taken >= self.max_per_player:
            raise IllegalAction(translate(
                "Structure", "This player already took {taken} {kind}(s); the limit is {limit}"
            ).format(taken=taken, kind=kind.shown_label, limit=self.max_per_player))
        limit = 0 if kind is EntryKind.RE_ENTRY else self.max_stack
        if limit is not None and stack > limit:
            if limit == 0:
                raise IllegalAction(translate(
                    "Structure", "{a_kind} is only for a player who has busted"
                ).format(a_kind=kind.shown_a_label))
            raise IllegalAction(translate(
                "Structure", "{a_kind} needs {limit} chips or fewer; this player has {stack}"
            ).format(a_kind=kind.shown_a_label, limit=chips(limit), stack=chips(stack)))


@dataclass(frozen=True, slots=True)
class RebuyPolicy:
    """Which rebuys, add-ons and re-entries a tournament offers; all ``None`` is a freezeout.

    :raises ConfigError: if an option sits in the wrong field (e.g. an add-on as rebuy).
    """

    rebuy: EntryOption | None = None
    add_on: EntryOption | None = None
    re_entry: EntryOption | None = None

    def __post_init__(self) -> None:
        for kind, option in (
            (EntryKind.REBUY, self.rebuy),
            (EntryKind.ADD_ON, self.add_on),
            (EntryKind.RE_ENTRY, self.re_entry),
        ):
            if option is not None and option.kind is not kind:
                raise ConfigError(translate(
                    "Structure", "{a_kind} option was given as the {kind} option"
                ).format(a_kind=option.kind.shown_a_label, kind=kind.shown_label))

    @property
    def options(self) -> tuple[EntryOption, ...]:
        """The options offered, rebuy then add-on then re-entry."""
        return tuple(o for o in (self.rebuy, self.add_on, self.re_entry) if o is not None)

    def option(self, kind: EntryKind) -> EntryOption | None:
        """The option of a kind, ``None`` if not offered (always ``None`` for the buy-in)."""
        for option in self.options:
            if option.kind is kind:
                return option
        return None


FREEZEOUT = RebuyPolicy()


def entry_option_problems(
    rebuys: RebuyPolicy, structure: BlindStructure, chip_set: ChipSet
) -> list[str]:
    """Entry options whose levels do not exist or whose chips cannot be handed out, as
    dealer-readable lines (fees, periods, add-on stack limits, chips in play)."""
    return [line for _, line in option_problems(rebuys, structure, chip_set)]


def option_problems(
    rebuys: RebuyPolicy, structure: BlindStructure, chip_set: ChipSet
) -> list[tuple[EntryKind, str]]:
    """The lines of :func:`entry_option_problems`, each with the entry it is about."""
    return [
        (option.kind, line)
        for option in rebuys.options
        for line in _one_option_problems(option, structure, chip_set)
    ]


def _one_option_problems(
    option: EntryOption, structure: BlindStructure, chip_set: ChipSet
) -> list[str]:
    """What is wrong with one entry option, as dealer-readable lines."""
    problems: list[str] = []
    levels = len(structure.levels)
    name = option.kind.shown_plural
    if option.fee < 0:
        problems.append(translate(
            "Structure", "{kinds}: the fee cannot be negative ({fee})"
        ).format(kinds=name, fee=option.fee))
    if option.kind is EntryKind.ADD_ON and option.max_stack == 0:
        problems.append(translate(
            "Structure",
            "An add-on is for players still in; a stack limit of 0 would allow none",
        ))
    if option.from_level < 1 or option.from_level > option.until_level:
        problems.append(translate(
            "Structure",
            "{kinds} start in level {first}, which must be from 1 to the last level they "
            "run until ({last})",
        ).format(kinds=name, first=option.from_level, last=option.until_level))
    if option.until_level > levels:
        problems.append(translate(
            "Structure", "{kinds} run until level {last}, but there are {levels} levels"
        ).format(kinds=name, last=option.until_level, levels=levels))
        return problems
    if option.at_break and not breaks_within(structure, option):
        problems.append(translate(
            "Structure",
            "{kinds} are taken only at a break, but no break comes after levels {first} to "
            "{last}",
        ).format(kinds=name, first=option.from_level, last=option.until_level))
    index = structure.index_of_level(option.until_level)
    unit = unit_in_play(structure, chip_set, index)
    if option.chips % unit:
        problems.append(translate(
            "Structure",
            "{a_kind} gives {chips} chips, not a multiple of the smallest chip in play "
            "({unit}) in level {level}",
        ).format(
            a_kind=option.kind.shown_a_label, chips=chips(option.chips), unit=chips(unit),
            level=option.until_level,
        ))
    return problems


def breaks_within(structure: BlindStructure, option: EntryOption) -> tuple[int, ...]:
    """The step indexes of the breaks during which ``option`` may be taken: those after a
    level from its first to its last."""
    return tuple(
        index
        for index, step in enumerate(structure.steps)
        if step.is_break
        and index > 0
        and option.from_level <= structure.level_number(index) <= option.until_level
    )
