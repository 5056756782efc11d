"""Tournament structure as data: chips, levels and breaks (entry options are in
:mod:`app.engine.entry_options`, payout tables in :mod:`app.engine.payouts`).

Every value validates itself on construction (a zero blind, a small blind above the big
blind, an empty structure, payout percents that do not add up to 100 all raise
:class:`~app.engine.errors.ConfigError`). Checks that need two values together, such as
"can this level be paid with the chips still in play?", are functions:
:func:`structure_problems` lists them, :func:`verify_structure` raises on the first.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Annotated

from app.engine.errors import ConfigError, chips
from app.engine.games import Game
from app.engine.rotation import Rotation
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.stored_form import OmittedWhen
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


def _is_holdem(game: Game) -> bool:
    """A hold'em level is written without its game, so files and templates written before
    levels had games read back, and are written, the same."""
    return game is Game.HOLDEM


def _is_zero(amount: int) -> bool:
    """A level without a bring-in (every flop game) is written without one."""
    return amount == 0


def _check_stud_level(level: Level) -> None:
    """A stud level: a small bet, a bring-in below it, fixed-limit betting."""
    if level.betting not in (None, BettingStructure.FIXED_LIMIT):
        raise ConfigError(translate("Structure", "{game} is played fixed-limit").format(
            game=level.game.label))
    if level.small_bet is None:
        raise ConfigError(translate("Structure", "A stud level needs its small bet"))
    if not 0 < level.bring_in < level.small_bet:
        raise ConfigError(translate(
            "Structure",
            "The bring-in must be positive and below the small bet ({small}), not {amount}",
        ).format(small=chips(level.small_bet), amount=chips(level.bring_in)))


def _is_unset(betting: BettingStructure | None) -> bool:
    """A level betting as the setup's rules is written without its betting."""
    return betting is None


@dataclass(frozen=True, slots=True)
class Level:
    """One blind level: blinds, ante, how long it lasts, and the game dealt.

    ``ante`` is what each dealt player posts with classic antes, or the one ante the big
    blind posts for the table with a big-blind ante (the rule profile says which).
    ``small_bet``/``big_bet`` are for fixed limit only; left out, the hand engine uses the
    big blind and twice the small bet. ``game`` is the game dealt in the level's hands;
    ``betting`` its betting structure where it differs from the setup's rules (``None``:
    as the rules say), so a mixed night can play pot-limit Omaha after no-limit hold'em.
    A stud level (RULES.md "Mixed games") has no blinds (0): every player antes,
    ``bring_in`` is the forced bet of third street, and its small bet is required.

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
    game: Annotated[Game, OmittedWhen(_is_holdem)] = Game.HOLDEM
    betting: Annotated[BettingStructure | None, OmittedWhen(_is_unset)] = None
    bring_in: Annotated[int, OmittedWhen(_is_zero)] = 0

    def __post_init__(self) -> None:
        if self.game.is_stud:
            _check_stud_level(self)
        elif self.bring_in and (self.names_game or self.small_bet is None):
            # A level that leaves its game to the night's rotation may carry the bring-in
            # (and bets) of the rotation's stud hands (H.O.R.S.E.); a flop level not.
            raise ConfigError(translate(
                "Structure", "A bring-in is for stud levels; {game} has blinds"
            ).format(game=self.game.label))
        elif self.bring_in and self.small_bet is not None and not (
            0 < self.bring_in < self.small_bet
        ):
            raise ConfigError(translate(
                "Structure",
                "The bring-in must be positive and below the small bet ({small}), not {amount}",
            ).format(small=chips(self.small_bet), amount=chips(self.bring_in)))
        if not (self.game.is_stud and not self.small_blind and not self.big_blind):
            self._check_blinds()
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

    def _check_blinds(self) -> None:
        """Positive blinds, the small at most the big (a stud level has none)."""
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

    @property
    def is_break(self) -> bool:
        """Always ``False``: a level is played."""
        return False

    @property
    def names_game(self) -> bool:
        """Whether the level names its own game (anything but hold'em, or its own betting):
        it keeps it whatever the night's rotation says.

        >>> Level(1, 2).names_game, Level(1, 2, game=Game.OMAHA).names_game
        (False, True)
        """
        return self.game is not Game.HOLDEM or self.betting is not None

    def dealing(self, game: Game, betting: BettingStructure | None) -> Level:
        """The level as a hand of ``game`` (betting ``betting``) deals it: a level left to a
        rotation with stud carries every game's amounts (H.O.R.S.E.), so a stud hand has no
        blinds, a flop hand no bring-in, and a hand not betting fixed limit no bets.

        >>> horse = Level(50, 100, 25, small_bet=100, big_bet=200, bring_in=25)
        >>> horse.dealing(Game.RAZZ, BettingStructure.FIXED_LIMIT).describe()
        'ante 25, bring-in 25, bets 100/200'
        >>> horse.dealing(Game.OMAHA, BettingStructure.POT_LIMIT).describe(AnteMode.NONE)
        '50/100'

        :raises ConfigError: for a stud game on a level without stud's bring-in and bets.
        """
        if game.is_stud:
            return replace(self, small_blind=0, big_blind=0, game=game, betting=betting)
        dealt = replace(self, game=game, betting=betting, bring_in=0)
        if betting not in (None, BettingStructure.FIXED_LIMIT):
            dealt = replace(dealt, small_bet=None, big_bet=None)  # stud's, not its own
        return dealt

    @property
    def is_fixed_limit_bets(self) -> bool:
        """Whether the level names its fixed-limit small or big bet."""
        return self.small_bet is not None or self.big_bet is not None

    def betting_in(self, rules: RuleProfile) -> BettingStructure:
        """The level's betting structure: its own, else the setup's rules'.

        >>> Level(1, 2, betting=BettingStructure.POT_LIMIT).betting_in(RuleProfile())
        <BettingStructure.POT_LIMIT: 'pot_limit'>
        """
        if self.game.is_stud:
            return BettingStructure.FIXED_LIMIT  # stud is played fixed-limit
        return self.betting if self.betting is not None else rules.structure

    @property
    def amounts(self) -> tuple[tuple[str, int], ...]:
        """Every amount a player may have to put in, named: blinds, ante, fixed-limit bets."""
        named = [("small blind", self.small_blind), ("big blind", self.big_blind)]
        if self.game.is_stud:
            named = [("bring-in", self.bring_in)]  # no blinds in stud
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
        if self.game.is_stud:
            # No blinds in stud: everyone antes (whatever the night's ante mode), then the
            # bring-in and the bets.
            return translate(
                "Structure", "ante {ante}, bring-in {bring_in}, bets {small_bet}/{big_bet}"
            ).format(ante=chips(self.ante), bring_in=chips(self.bring_in),
                     small_bet=chips(small), big_bet=chips(big))
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
    def games(self) -> tuple[Game, ...]:
        """The games the levels deal, in the order they first come.

        >>> BlindStructure((Level(1, 2), Level(2, 4, game=Game.OMAHA), Level(3, 6))).games
        (<Game.HOLDEM: 'holdem'>, <Game.OMAHA: 'omaha'>)
        """
        return tuple(dict.fromkeys(level.game for level in self.levels))

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
    "bring-in": QT_TRANSLATE_NOOP("Structure", "bring-in"),
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


_NOT_FIXED_LIMIT = {
    BettingStructure.NO_LIMIT: QT_TRANSLATE_NOOP(
        "Structure", "Level {number} sets fixed-limit bets in a no-limit game"),
    BettingStructure.POT_LIMIT: QT_TRANSLATE_NOOP(
        "Structure", "Level {number} sets fixed-limit bets in a pot-limit game"),
}
"""Fixed-limit bets in another game, one whole text per game."""


def level_rule_problems(
    structure: BlindStructure, rules: RuleProfile, seats_per_table: int | None = None,
    rotation: Rotation | None = None,
) -> list[str]:
    """Levels that do not fit the rules: antes without an ante mode, fixed-limit bets in
    a level that does not play fixed limit, a game whose deck cannot deal a full table.

    A level that leaves its game to the night's ``rotation`` may set the bets of the
    rotation's fixed-limit games (its other games do not use them).
    """
    problems: list[str] = []
    for number, level in enumerate(structure.levels, start=1):
        if rotation is not None and not level.names_game:
            problems.extend(_rotated_level_problems(number, level, rules, rotation))
            continue
        if level.ante and rules.ante_mode is AnteMode.NONE and not level.game.is_stud:
            problems.append(translate(
                "Structure", "Level {number} has an ante of {ante} but the rules have no antes"
            ).format(number=number, ante=chips(level.ante)))
        betting = level.betting_in(rules)
        if level.is_fixed_limit_bets and betting is not BettingStructure.FIXED_LIMIT:
            problems.append(
                translate("Structure", _NOT_FIXED_LIMIT[betting]).format(number=number)
            )
        if seats_per_table is not None and seats_per_table > level.game.max_players:
            problems.append(translate(
                "Structure",
                "Level {number} deals {game}, which deals at most {most} players; the "
                "tables seat {seats}",
            ).format(number=number, game=level.game.label, most=level.game.max_players,
                     seats=seats_per_table))
    return problems


def _rotated_level_problems(
    number: int, level: Level, rules: RuleProfile, rotation: Rotation
) -> list[str]:
    """A level dealing the rotation's games: antes need an ante mode, bets a fixed-limit
    game in the rotation (the rotation's own check covers the table size)."""
    problems: list[str] = []
    stud = next((night.game for night in rotation.games if night.game.is_stud), None)
    if level.ante and rules.ante_mode is AnteMode.NONE and stud is None:
        # With stud in the rotation the ante is stud's: every player antes in stud hands.
        problems.append(translate(
            "Structure", "Level {number} has an ante of {ante} but the rules have no antes"
        ).format(number=number, ante=chips(level.ante)))
    if stud is not None and (not level.bring_in or level.small_bet is None):
        problems.append(translate(
            "Structure", "Level {number} deals {game} in the rotation: give it an ante, a "
            "bring-in and its bets"
        ).format(number=number, game=stud.label))
    if level.bring_in and stud is None:
        problems.append(translate(
            "Structure", "Level {number} sets a bring-in but no game of the rotation is stud"
        ).format(number=number))
    if level.is_fixed_limit_bets and not rotation.has_fixed_limit:
        problems.append(translate(
            "Structure", "Level {number} sets fixed-limit bets but no game of the rotation "
            "plays fixed limit"
        ).format(number=number))
    return problems
