"""Tournament structure as data: chips, levels and breaks, entry options, payout tables.

Every value validates itself on construction (a zero blind, a small blind above the big
blind, an empty structure, payout percents that do not add up to 100 all raise
:class:`~app.engine.errors.ConfigError`). Checks that need two values together, such as
"can this level be paid with the chips still in play?", are functions:
:func:`structure_problems` lists them, :func:`verify_structure` raises on the first.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.engine.errors import ConfigError, IllegalAction, chips
from app.engine.rules import AnteMode, BettingStructure, RuleProfile

MINUTE = 60


@dataclass(frozen=True, slots=True)
class Chip:
    """One chip denomination, the color players know it by, and how many are on hand.

    :raises ConfigError: if the count on hand is negative.
    """

    denomination: int
    color: str
    count: int | None = None
    """How many of these chips the host has on hand; ``None`` when not counted."""

    def __post_init__(self) -> None:
        if self.count is not None and self.count < 0:
            raise ConfigError(
                f"The host cannot have {self.count} chips of {chips(self.denomination)}; "
                "count 0 or more"
            )


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The chips of a tournament, smallest first; the smallest is the chip unit.

    Chips may be given in any order; they are kept sorted. Every denomination must be a
    multiple of the smallest, so any amount in chip units can be paid.

    :raises ConfigError: if the set is empty, a denomination is not positive, repeated, or
        not a multiple of the smallest.

    >>> ChipSet((Chip(100, "black"), Chip(25, "green"))).denominations
    (25, 100)
    """

    chips: tuple[Chip, ...]

    def __post_init__(self) -> None:
        if not self.chips:
            raise ConfigError("A chip set needs at least one chip")
        ordered = tuple(sorted(self.chips, key=lambda chip: chip.denomination))
        object.__setattr__(self, "chips", ordered)
        values = [chip.denomination for chip in ordered]
        if values[0] < 1:
            raise ConfigError(f"Chip values must be positive, not {chips(values[0])}")
        if len(set(values)) != len(values):
            raise ConfigError("Each chip value may appear only once in a chip set")
        for value in values:
            if value % values[0]:
                raise ConfigError(
                    f"The {chips(value)} chip is not a multiple of the smallest chip "
                    f"({chips(values[0])})"
                )

    @property
    def denominations(self) -> tuple[int, ...]:
        """The chip values, smallest first."""
        return tuple(chip.denomination for chip in self.chips)

    @property
    def unit(self) -> int:
        """The smallest chip: every bet, blind and split is a multiple of it."""
        return self.chips[0].denomination

    def color(self, denomination: int) -> str:
        """The color of a chip value.

        :raises ConfigError: if the set has no such chip.
        """
        for chip in self.chips:
            if chip.denomination == denomination:
                return chip.color
        raise ConfigError(f"There are no {chips(denomination)} chips in the set")


@dataclass(frozen=True, slots=True)
class Level:
    """One blind level: blinds, ante and how long it lasts.

    ``ante`` is what each dealt player posts with classic antes, or the one ante the big
    blind posts for the table with a big-blind ante (the rule profile says which).
    ``small_bet``/``big_bet`` are for fixed limit only; left out, the hand engine uses the
    big blind and twice the small bet.

    :raises ConfigError: if a blind is not positive, the small blind exceeds the big blind,
        the ante is negative, the duration is not positive, or the fixed-limit bets are
        not positive with the big bet at least the small bet.
    """

    small_blind: int
    big_blind: int
    ante: int = 0
    duration_seconds: int = 20 * MINUTE
    small_bet: int | None = None
    big_bet: int | None = None

    def __post_init__(self) -> None:
        if self.small_blind <= 0:
            raise ConfigError(f"The small blind must be positive, not {chips(self.small_blind)}")
        if self.big_blind <= 0:
            raise ConfigError(f"The big blind must be positive, not {chips(self.big_blind)}")
        if self.small_blind > self.big_blind:
            raise ConfigError(
                f"The small blind ({chips(self.small_blind)}) cannot be more than the big "
                f"blind ({chips(self.big_blind)})"
            )
        if self.ante < 0:
            raise ConfigError(f"The ante cannot be negative ({chips(self.ante)})")
        if self.duration_seconds <= 0:
            raise ConfigError(
                f"A level must last a positive time, not {self.duration_seconds} seconds"
            )
        for name, value in (("small bet", self.small_bet), ("big bet", self.big_bet)):
            if value is not None and value <= 0:
                raise ConfigError(f"The fixed-limit {name} must be positive, not {chips(value)}")
        if (
            self.small_bet is not None
            and self.big_bet is not None
            and self.big_bet < self.small_bet
        ):
            raise ConfigError(
                f"The big bet ({chips(self.big_bet)}) cannot be less than the small bet "
                f"({chips(self.small_bet)})"
            )

    @property
    def is_break(self) -> bool:
        """Always ``False``: a level is played."""
        return False

    @property
    def amounts(self) -> tuple[tuple[str, int], ...]:
        """Every amount a player may have to put in, named: blinds, ante, fixed-limit bets."""
        named = [("small blind", self.small_blind), ("big blind", self.big_blind)]
        optional = (("ante", self.ante), ("small bet", self.small_bet),
                    ("big bet", self.big_bet))
        named.extend((name, value) for name, value in optional if value)
        return tuple(named)

    def describe(self, ante_mode: AnteMode = AnteMode.CLASSIC) -> str:
        """The level as a dealer announces it; a big-blind ante says so.

        >>> Level(500, 1000, ante=250).describe()
        '500/1,000, ante 250'
        >>> Level(500, 1000, ante=1000).describe(AnteMode.BIG_BLIND)
        '500/1,000, BB ante 1,000'
        """
        text = f"{chips(self.small_blind)}/{chips(self.big_blind)}"
        if self.ante and ante_mode is not AnteMode.NONE:
            text += f", {ante_mode.ante_word} {chips(self.ante)}"
        if self.small_bet is not None or self.big_bet is not None:
            small = self.small_bet if self.small_bet is not None else self.big_blind
            big = self.big_bet if self.big_bet is not None else 2 * small
            text += f", bets {chips(small)}/{chips(big)}"
        return text


@dataclass(frozen=True, slots=True)
class Break:
    """A break between levels, optionally coloring up (removing) one chip denomination.

    After a break with ``color_up``, those chips are raced off and leave play; later levels
    must be payable without them.

    :raises ConfigError: if the duration is not positive or ``color_up`` is not positive.
    """

    duration_seconds: int
    note: str = ""
    color_up: int | None = None

    def __post_init__(self) -> None:
        if self.duration_seconds <= 0:
            raise ConfigError(
                f"A break must last a positive time, not {self.duration_seconds} seconds"
            )
        if self.color_up is not None and self.color_up <= 0:
            raise ConfigError(f"The chip to color up must be positive, not {self.color_up}")

    @property
    def is_break(self) -> bool:
        """Always ``True``."""
        return True

    def describe(self) -> str:
        """The break as announced, e.g. ``'Break: color up the 25s'``."""
        return f"Break: {self.note}" if self.note else "Break"


Step = Level | Break


@dataclass(frozen=True, slots=True)
class BlindStructure:
    """The sequence of levels and breaks; the last level repeats until the tournament ends.

    Steps are indexed from 0 (the clock uses these indices); levels are also numbered
    from 1, counting levels only, as a dealer says "level 7".

    :raises ConfigError: if the structure is empty or does not start and end with a level.
    """

    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        if not self.steps:
            raise ConfigError("A blind structure needs at least one level")
        if self.steps[0].is_break:
            raise ConfigError("A blind structure must start with a level, not a break")
        if self.steps[-1].is_break:
            raise ConfigError(
                "A blind structure must end with a level (the last level repeats), not a break"
            )

    @property
    def levels(self) -> tuple[Level, ...]:
        """The levels without the breaks."""
        return tuple(step for step in self.steps if isinstance(step, Level))

    @property
    def last_index(self) -> int:
        """The index of the last step (always a level)."""
        return len(self.steps) - 1

    def level_number(self, index: int) -> int:
        """The number of the level at ``index``, or for a break the level it follows.

        :raises ConfigError: if the index is outside the structure.
        """
        self._check_index(index)
        return sum(1 for step in self.steps[: index + 1] if not step.is_break)

    def index_of_level(self, number: int) -> int:
        """The step index of level ``number`` (1-based, breaks not counted).

        :raises ConfigError: if there is no such level.
        """
        count = 0
        for index, step in enumerate(self.steps):
            if not step.is_break:
                count += 1
                if count == number:
                    return index
        raise ConfigError(f"There is no level {number}; the structure has {count} levels")

    def next_level_index(self, index: int) -> int | None:
        """The index of the first level after ``index``; ``None`` after the last level.

        :raises ConfigError: if the index is outside the structure.
        """
        self._check_index(index)
        for later in range(index + 1, len(self.steps)):
            if not self.steps[later].is_break:
                return later
        return None

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.steps):
            raise ConfigError(
                f"Step {index} is outside the structure (0 to {self.last_index})"
            )


def chips_in_play(structure: BlindStructure, chip_set: ChipSet, index: int) -> tuple[int, ...]:
    """The chip values still in play at step ``index``, after earlier breaks' color-ups.

    A break's own color-up happens during that break, so at a break the chip it races off
    is still listed.

    :raises ConfigError: if the index is outside the structure.

    >>> s = BlindStructure((Level(25, 50), Break(600, color_up=25), Level(100, 200)))
    >>> cs = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple")))
    >>> chips_in_play(s, cs, 2)
    (100, 500)
    """
    structure.level_number(index)  # validates the index
    removed = {
        step.color_up
        for step in structure.steps[:index]
        if isinstance(step, Break) and step.color_up is not None
    }
    return tuple(d for d in chip_set.denominations if d not in removed)


def unit_in_play(structure: BlindStructure, chip_set: ChipSet, index: int) -> int:
    """The chip unit at step ``index``: the greatest common divisor of the chips in play.

    For ordinary chip sets, where every chip is a multiple of the smaller ones, this is
    the smallest chip in play. An amount can be paid (with change) exactly when it is a
    multiple of this unit. Use it as the hand's ``RuleProfile.chip_unit``.

    :raises ConfigError: if the index is outside the structure, or every chip was colored up.
    """
    in_play = chips_in_play(structure, chip_set, index)
    if not in_play:
        raise ConfigError("Every chip has been colored up; none are left in play")
    return math.gcd(*in_play)


def structure_problems(structure: BlindStructure, chip_set: ChipSet) -> tuple[str, ...]:
    """Everything wrong with a structure played with a chip set, as dealer-readable lines.

    Flags level amounts that are not a multiple of the chips in play at that level, and
    color-ups of chips that are not in the set, already gone, or the largest chip left.

    >>> s = BlindStructure((Level(50, 100), Break(600, color_up=25), Level(150, 300)))
    >>> cs = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple")))
    >>> structure_problems(s, cs)[0]
    'Level 2: small blind 150 cannot be paid with 100 and 500 chips'
    """
    problems: list[str] = []
    in_play = list(chip_set.denominations)
    for index, step in enumerate(structure.steps):
        number = structure.level_number(index)
        if isinstance(step, Break):
            problems.extend(_color_up_problems(step, number, chip_set, in_play))
            continue
        if not in_play:
            problems.append(f"Level {number}: no chips are left in play")
            continue
        unit = math.gcd(*in_play)
        for name, amount in step.amounts:
            if amount % unit:
                problems.append(
                    f"Level {number}: {name} {chips(amount)} cannot be paid with "
                    f"{_chip_list(in_play)} chips"
                )
    return tuple(problems)


def verify_structure(structure: BlindStructure, chip_set: ChipSet) -> None:
    """Check a structure against its chip set.

    :raises ConfigError: with every problem of :func:`structure_problems`, one per line.
    """
    problems = structure_problems(structure, chip_set)
    if problems:
        raise ConfigError("\n".join(problems))


def chips_on_hand(chip_set: ChipSet) -> int | None:
    """The value of every chip the host has, ``None`` unless every chip is counted.

    >>> chips_on_hand(ChipSet((Chip(25, "green", 100), Chip(100, "black", 50))))
    7500
    """
    if any(chip.count is None for chip in chip_set.chips):
        return None
    return sum(chip.denomination * (chip.count or 0) for chip in chip_set.chips)


def players_covered(chip_set: ChipSet, starting_stack: int) -> int | None:
    """How many starting stacks the chips on hand make, ``None`` if they are not counted."""
    value = chips_on_hand(chip_set)
    if value is None or starting_stack <= 0:
        return None
    return value // starting_stack


def chip_supply_warnings(
    chip_set: ChipSet,
    starting_stack: int,
    players: int,
    starting_chips: Iterable[tuple[int, int]] = (),
    extra_chips: int = 0,
) -> tuple[str, ...]:
    """Warnings (not errors) when the chips on hand look short for the night.

    ``players`` is how many are expected; ``starting_chips`` optionally lists how many
    chips of each value make up one starting stack; ``extra_chips`` is the value of the
    rebuys and add-ons expected. Chips without a count are not checked. A host can still
    play (colour up early, or use cash-game chips), so these are never errors.

    >>> cs = ChipSet((Chip(25, "green", 100), Chip(100, "black", 100), Chip(500, "purple", 40)))
    >>> warning, = chip_supply_warnings(cs, 10_000, 4)
    >>> warning.endswith("the chips on hand are worth 32,500 (enough for 3 players)")
    True
    """
    if players < 1:
        return ()
    warnings: list[str] = []
    value = chips_on_hand(chip_set)
    needed = starting_stack * players + extra_chips
    if value is not None and value < needed:
        extra = f" plus {chips(extra_chips)} for rebuys and add-ons" if extra_chips else ""
        warnings.append(
            f"{players} players at {chips(starting_stack)} chips{extra} need {chips(needed)} "
            f"in chips; the chips on hand are worth {chips(value)} (enough for "
            f"{value // starting_stack if starting_stack > 0 else 0} players)"
        )
    counts = {chip.denomination: chip.count for chip in chip_set.chips}
    for denomination, per_stack in starting_chips:
        count = counts.get(denomination)
        if count is not None and per_stack * players > count:
            warnings.append(
                f"Each stack holds {per_stack} × {chips(denomination)}: {players} players need "
                f"{per_stack * players} of them; there are {count}"
            )
    return tuple(warnings)


def _color_up_problems(
    step: Break, after_level: int, chip_set: ChipSet, in_play: list[int]
) -> list[str]:
    """Problems of one break's color-up; removes the chip from ``in_play`` when valid."""
    value = step.color_up
    if value is None:
        return []
    where = f"Break after level {after_level}"
    if value not in chip_set.denominations:
        return [f"{where}: there are no {chips(value)} chips in the set"]
    if value not in in_play:
        return [f"{where}: the {chips(value)} chips were already colored up"]
    if value == in_play[-1]:
        return [
            f"{where}: the {chips(value)} chips cannot be colored up, "
            "no larger chip is left to race them into"
        ]
    in_play.remove(value)
    return []


def _chip_list(values: Iterable[int]) -> str:
    """``'100, 500 and 1,000'``: chip values as a dealer says them."""
    names = [chips(v) for v in values]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


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

    def __post_init__(self) -> None:
        if self.kind is EntryKind.BUY_IN:
            raise ConfigError("The buy-in is not an option; use a rebuy, add-on or re-entry")
        if self.cost < 0:
            raise ConfigError(f"{self.kind.a_label} cannot cost less than nothing ({self.cost})")
        if self.chips <= 0:
            raise ConfigError(f"{self.kind.a_label} must give chips, not {chips(self.chips)}")
        if self.until_level < 1:
            raise ConfigError(f"Levels start at 1, not {self.until_level}")
        if self.max_per_player is not None and self.max_per_player < 1:
            raise ConfigError(
                f"Allow at least one {self.kind.label} per player, not {self.max_per_player}"
            )
        if self.max_stack is not None and self.max_stack < 0:
            raise ConfigError(f"The stack limit cannot be negative ({chips(self.max_stack)})")
        if self.fee < 0:
            raise ConfigError(f"The fee of {self.kind.a_label.lower()} cannot be negative "
                              f"({self.fee})")
        if not 1 <= self.from_level <= self.until_level:
            raise ConfigError(
                f"{self.kind.plural.capitalize()} start in a level from 1 to their last level "
                f"({self.until_level}), not {self.from_level}"
            )

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
        label = self.kind.label
        if level_number < self.from_level:
            raise IllegalAction(
                f"{self.kind.plural.capitalize()} start in level {self.from_level}; this is level "
                f"{level_number}"
            )
        if level_number > self.until_level:
            raise IllegalAction(f"The last {label} was possible in level {self.until_level}")
        if self.max_per_player is not None and taken >= self.max_per_player:
            raise IllegalAction(
                f"This player already took {taken} {label}(s); the limit is "
                f"{self.max_per_player}"
            )
        limit = 0 if self.kind is EntryKind.RE_ENTRY else self.max_stack
        if limit is not None and stack > limit:
            if limit == 0:
                raise IllegalAction(f"{self.kind.a_label} is only for a player who has busted")
            raise IllegalAction(
                f"{self.kind.a_label} needs {chips(limit)} chips or fewer; "
                f"this player has {chips(stack)}"
            )


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
                raise ConfigError(
                    f"{option.kind.a_label} option was given as the {kind.label} option"
                )

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


def level_rule_problems(structure: BlindStructure, rules: RuleProfile) -> list[str]:
    """Levels that do not fit the rules: antes without an ante mode, fixed-limit bets in
    another game."""
    problems: list[str] = []
    game = rules.structure.value.replace("_", "-")
    for number, level in enumerate(structure.levels, start=1):
        if level.ante and rules.ante_mode is AnteMode.NONE:
            problems.append(
                f"Level {number} has an ante of {chips(level.ante)} but the rules have no antes"
            )
        fixed = level.small_bet is not None or level.big_bet is not None
        if fixed and rules.structure is not BettingStructure.FIXED_LIMIT:
            problems.append(f"Level {number} sets fixed-limit bets in a {game} game")
    return problems


def entry_option_problems(
    rebuys: RebuyPolicy, structure: BlindStructure, chip_set: ChipSet
) -> list[str]:
    """Entry options whose levels do not exist or whose chips cannot be handed out, as
    dealer-readable lines (fees, periods, add-on stack limits, chips in play)."""
    problems: list[str] = []
    levels = len(structure.levels)
    for option in rebuys.options:
        name = option.kind.plural.capitalize()
        if option.fee < 0:
            problems.append(f"{name}: the fee cannot be negative ({option.fee})")
        if option.kind is EntryKind.ADD_ON and option.max_stack == 0:
            problems.append(
                "An add-on is for players still in; a stack limit of 0 would allow none"
            )
        if option.from_level < 1 or option.from_level > option.until_level:
            problems.append(
                f"{name} start in level {option.from_level}, which must be from 1 to the "
                f"last level they run until ({option.until_level})"
            )
        if option.until_level > levels:
            problems.append(
                f"{name} run until level {option.until_level}, but there are {levels} levels"
            )
            continue
        index = structure.index_of_level(option.until_level)
        unit = unit_in_play(structure, chip_set, index)
        if option.chips % unit:
            problems.append(
                f"{option.kind.a_label} gives {chips(option.chips)} chips, not a multiple of "
                f"the smallest chip in play ({chips(unit)}) in level {option.until_level}"
            )
    return problems


def _percent(value: int | str | Decimal) -> Decimal:
    """A percent as an exact Decimal (floats are refused: write ``'27.5'``)."""
    if isinstance(value, float):
        raise ConfigError(f"Write the percent {value} as text or an integer, not a float")
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
            raise ConfigError(f"A payout range starts at 1 entry or more, not {self.min_entries}")
        if self.max_entries is not None and self.max_entries < self.min_entries:
            raise ConfigError(
                f"The payout range {self.min_entries}–{self.max_entries} entries is empty"
            )
        where = f"The payouts for {self.range_label} entries"
        if not self.percents:
            raise ConfigError(f"{where} pay no places")
        for place, percent in enumerate(self.percents, start=1):
            if percent <= 0:
                raise ConfigError(f"{where}: place {place} must get more than 0%")
            if place > 1 and percent > self.percents[place - 2]:
                raise ConfigError(
                    f"{where}: place {place} ({percent}%) gets more than place {place - 1} "
                    f"({self.percents[place - 2]}%)"
                )
        if len(self.percents) > self.min_entries:
            raise ConfigError(
                f"{where} pay {len(self.percents)} places but there can be as few as "
                f"{self.min_entries} entries"
            )
        total = sum(self.percents, Decimal(0))
        if total != 100:
            raise ConfigError(f"{where} add up to {total}%, not 100%")

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
            raise ConfigError("A payout table needs at least one range of entries")
        for before, after in itertools.pairwise(self.tiers):
            if before.max_entries is None or after.min_entries != before.max_entries + 1:
                raise ConfigError(
                    f"The payout ranges {before.range_label} and {after.range_label} entries "
                    "must follow each other without gap or overlap"
                )
        if self.tiers[-1].max_entries is not None:
            raise ConfigError(
                f"The last payout range ({self.tiers[-1].range_label} entries) must be "
                "open-ended, e.g. 51+"
            )

    def for_entries(self, entries: int) -> PayoutTier:
        """The tier that applies to a number of entries.

        :raises ConfigError: if the table starts above that number.

        >>> DEFAULT_PAYOUTS.for_entries(9).percents
        (Decimal('50'), Decimal('30'), Decimal('20'))
        """
        for tier in self.tiers:
            if tier.covers(entries):
                return tier
        raise ConfigError(
            f"The payout table starts at {self.tiers[0].min_entries} entries; "
            f"there are {entries}"
        )


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

