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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.engine.errors import ConfigError, IllegalAction, chips
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.wording import QT_TRANSLATE_NOOP, translate

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
            raise ConfigError(translate(
                "Structure", "The host cannot have {count} chips of {value}; count 0 or more"
            ).format(count=self.count, value=chips(self.denomination)))


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
            raise ConfigError(translate("Structure", "A chip set needs at least one chip"))
        ordered = tuple(sorted(self.chips, key=lambda chip: chip.denomination))
        object.__setattr__(self, "chips", ordered)
        values = [chip.denomination for chip in ordered]
        if values[0] < 1:
            raise ConfigError(translate(
                "Structure", "Chip values must be positive, not {value}"
            ).format(value=chips(values[0])))
        if len(set(values)) != len(values):
            raise ConfigError(
                translate("Structure", "Each chip value may appear only once in a chip set")
            )
        for value in values:
            if value % values[0]:
                raise ConfigError(translate(
                    "Structure", "The {value} chip is not a multiple of the smallest chip "
                    "({smallest})"
                ).format(value=chips(value), smallest=chips(values[0])))

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
        raise ConfigError(translate(
            "Structure", "There are no {value} chips in the set"
        ).format(value=chips(denomination)))


_LEVEL_TEXTS: dict[tuple[AnteMode, bool], str] = {
    (AnteMode.NONE, False): QT_TRANSLATE_NOOP("Structure", "{small_blind}/{big_blind}"),
    (AnteMode.CLASSIC, False): QT_TRANSLATE_NOOP(
        "Structure", "{small_blind}/{big_blind}, ante {ante}"),
    (AnteMode.BIG_BLIND, False): QT_TRANSLATE_NOOP(
        "Structure", "{small_blind}/{big_blind}, BB ante {ante}"),
    (AnteMode.NONE, True): QT_TRANSLATE_NOOP(
        "Structure", "{small_blind}/{big_blind}, bets {small_bet}/{big_bet}"),
    (AnteMode.CLASSIC, True): QT_TRANSLATE_NOOP(
        "Structure", "{small_blind}/{big_blind}, ante {ante}, bets {small_bet}/{big_bet}"),
    (AnteMode.BIG_BLIND, True): QT_TRANSLATE_NOOP(
        "Structure", "{small_blind}/{big_blind}, BB ante {ante}, bets {small_bet}/{big_bet}"),
}
"""A level as announced, by ante mode (``NONE`` also for a level without an ante) and
whether it sets fixed-limit bets: whole texts, as word order differs between languages."""


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
            raise ConfigError(translate(
                "Structure", "The small blind must be positive, not {amount}"
            ).format(amount=chips(self.small_blind)))
        if self.big_blind <= 0:
            raise ConfigError(translate(
                "Structure", "The big blind must be positive, not {amount}"
            ).format(amount=chips(self.big_blind)))
        if self.small_blind > self.big_blind:
            raise ConfigError(translate(
                "Structure", "The small blind ({small}) cannot be more than the big blind ({big})"
            ).format(small=chips(self.small_blind), big=chips(self.big_blind)))
        if self.ante < 0:
            raise ConfigError(translate(
                "Structure", "The ante cannot be negative ({amount})"
            ).format(amount=chips(self.ante)))
        if self.duration_seconds <= 0:
            raise ConfigError(translate(
                "Structure", "A level must last a positive time, not {seconds} seconds"
            ).format(seconds=self.duration_seconds))
        if self.small_bet is not None and self.small_bet <= 0:
            raise ConfigError(translate(
                "Structure", "The fixed-limit small bet must be positive, not {amount}"
            ).format(amount=chips(self.small_bet)))
        if self.big_bet is not None and self.big_bet <= 0:
            raise ConfigError(translate(
                "Structure", "The fixed-limit big bet must be positive, not {amount}"
            ).format(amount=chips(self.big_bet)))
        if (
            self.small_bet is not None
            and self.big_bet is not None
            and self.big_bet < self.small_bet
        ):
            raise ConfigError(translate(
                "Structure", "The big bet ({big}) cannot be less than the small bet ({small})"
            ).format(big=chips(self.big_bet), small=chips(self.small_bet)))

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
        fixed = self.small_bet is not None or self.big_bet is not None
        small = self.small_bet if self.small_bet is not None else self.big_blind
        big = self.big_bet if self.big_bet is not None else 2 * small
        ante = ante_mode if self.ante else AnteMode.NONE
        return translate("Structure", _LEVEL_TEXTS[ante, fixed]).format(
            small_blind=chips(self.small_blind), big_blind=chips(self.big_blind),
            ante=chips(self.ante), small_bet=chips(small), big_bet=chips(big),
        )


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
            raise ConfigError(translate(
                "Structure", "A break must last a positive time, not {seconds} seconds"
            ).format(seconds=self.duration_seconds))
        if self.color_up is not None and self.color_up <= 0:
            raise ConfigError(translate(
                "Structure", "The chip to color up must be positive, not {value}"
            ).format(value=self.color_up))

    @property
    def is_break(self) -> bool:
        """Always ``True``."""
        return True

    @property
    def shown_note(self) -> str:
        """The note in the language in use where Feltboard wrote it (a preset's note, the
        structure builder's ``'Color up the 25s'``); a note the host typed, as typed.

        The note itself stays as written: it is saved in files and templates.
        """
        if self.color_up is not None and self.note in (
            COLOR_UP_NOTE.format(chip=f"{self.color_up:,}"),
            COLOR_UP_NOTE.format(chip=chips(self.color_up)),
        ):
            return translate("Structure", COLOR_UP_NOTE).format(chip=chips(self.color_up))
        return translate("Structure", self.note) if self.note else ""

    def describe(self) -> str:
        """The break as announced, e.g. ``'Break: color up the 25s'``."""
        if self.note:
            return translate("Structure", "Break: {note}").format(note=self.shown_note)
        return translate("Structure", "Break")


COLOR_UP_NOTE = QT_TRANSLATE_NOOP("Structure", "Color up the {chip}s")
"""The note of a break that colors up a chip, as Feltboard writes it (in English: it is
saved with the structure; :attr:`Break.shown_note` translates it)."""

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
            raise ConfigError(translate("Structure", "A blind structure needs at least one level"))
        if self.steps[0].is_break:
            raise ConfigError(translate(
                "Structure", "A blind structure must start with a level, not a break"
            ))
        if self.steps[-1].is_break:
            raise ConfigError(translate(
                "Structure",
                "A blind structure must end with a level (the last level repeats), not a break",
            ))

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
        raise ConfigError(translate(
            "Structure", "There is no level {number}; the structure has {count} levels"
        ).format(number=number, count=count))

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
            raise ConfigError(translate(
                "Structure", "Step {index} is outside the structure (0 to {last})"
            ).format(index=index, last=self.last_index))


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
        raise ConfigError(
            translate("Structure", "Every chip has been colored up; none are left in play")
        )
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
            problems.append(translate(
                "Structure", "Level {number}: no chips are left in play"
            ).format(number=number))
            continue
        unit = math.gcd(*in_play)
        for name, amount in step.amounts:
            if amount % unit:
                problems.append(translate(
                    "Structure", "Level {number}: {what} {amount} cannot be paid with {chips} chips"
                ).format(
                    number=number, what=translate("Structure", _AMOUNT_NAMES.get(name, name)),
                    amount=chips(amount), chips=_chip_list(in_play),
                ))
    return tuple(problems)


_AMOUNT_NAMES = {
    "small blind": QT_TRANSLATE_NOOP("Structure", "small blind"),
    "big blind": QT_TRANSLATE_NOOP("Structure", "big blind"),
    "ante": QT_TRANSLATE_NOOP("Structure", "ante"),
    "small bet": QT_TRANSLATE_NOOP("Structure", "small bet"),
    "big bet": QT_TRANSLATE_NOOP("Structure", "big bet"),
}
"""The names of :attr:`Level.amounts`, translated where a problem names them."""


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
        short = translate(
            "Structure",
            "{players} players at {stack} chips plus {extra} for rebuys and add-ons need "
            "{needed} in chips; the chips on hand are worth {value} (enough for {enough} "
            "players)",
        ) if extra_chips else translate(
            "Structure",
            "{players} players at {stack} chips need {needed} in chips; the chips on hand "
            "are worth {value} (enough for {enough} players)",
        )
        warnings.append(short.format(
            players=players, stack=chips(starting_stack), extra=chips(extra_chips),
            needed=chips(needed), value=chips(value),
            enough=value // starting_stack if starting_stack > 0 else 0,
        ))
    counts = {chip.denomination: chip.count for chip in chip_set.chips}
    for denomination, per_stack in starting_chips:
        count = counts.get(denomination)
        if count is not None and per_stack * players > count:
            warnings.append(translate(
                "Structure",
                "Each stack holds {per_stack} × {value}: {players} players need {needed} of "
                "them; there are {count}",
            ).format(
                per_stack=per_stack, value=chips(denomination), players=players,
                needed=per_stack * players, count=count,
            ))
    return tuple(warnings)


def _color_up_problems(
    step: Break, after_level: int, chip_set: ChipSet, in_play: list[int]
) -> list[str]:
    """Problems of one break's color-up; removes the chip from ``in_play`` when valid."""
    value = step.color_up
    if value is None:
        return []
    if value not in chip_set.denominations:
        problem = translate(
            "Structure", "Break after level {level}: there are no {value} chips in the set")
    elif value not in in_play:
        problem = translate(
            "Structure", "Break after level {level}: the {value} chips were already colored up")
    elif value == in_play[-1]:
        problem = translate(
            "Structure",
            "Break after level {level}: the {value} chips cannot be colored up, no larger "
            "chip is left to race them into",
        )
    else:
        in_play.remove(value)
        return []
    return [problem.format(level=after_level, value=chips(value))]


def _chip_list(values: Iterable[int]) -> str:
    """``'100, 500 and 1,000'``: chip values as a dealer says them."""
    names = [chips(v) for v in values]
    return listed(names)


def listed(items: Sequence[str]) -> str:
    """``'a, b and c'``: items as a sentence lists them (``and`` in the language in use).

    >>> listed(["100", "500", "1,000"]), listed(["25"])
    ('100, 500 and 1,000', '25')
    """
    if len(items) == 1:
        return items[0]
    return translate("Structure", "{items} and {last}").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


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


_NOT_FIXED_LIMIT = {
    BettingStructure.NO_LIMIT: QT_TRANSLATE_NOOP(
        "Structure", "Level {number} sets fixed-limit bets in a no-limit game"),
    BettingStructure.POT_LIMIT: QT_TRANSLATE_NOOP(
        "Structure", "Level {number} sets fixed-limit bets in a pot-limit game"),
}
"""Fixed-limit bets in another game, one whole text per game."""


def level_rule_problems(structure: BlindStructure, rules: RuleProfile) -> list[str]:
    """Levels that do not fit the rules: antes without an ante mode, fixed-limit bets in
    another game."""
    problems: list[str] = []
    for number, level in enumerate(structure.levels, start=1):
        if level.ante and rules.ante_mode is AnteMode.NONE:
            problems.append(translate(
                "Structure", "Level {number} has an ante of {ante} but the rules have no antes"
            ).format(number=number, ante=chips(level.ante)))
        fixed = level.small_bet is not None or level.big_bet is not None
        if fixed and rules.structure is not BettingStructure.FIXED_LIMIT:
            problems.append(
                translate("Structure", _NOT_FIXED_LIMIT[rules.structure]).format(number=number)
            )
    return problems


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

