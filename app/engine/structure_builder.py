"""Build a blind structure for a night: players, chips, stack and length in, levels out.

The model (how long a tournament lasts)
---------------------------------------
Players bust as the blinds grow against the chips in play; the field size itself matters
only through the chips it brings. The night is taken to end when the last two players
hold, on average, :data:`FINAL_DEPTH` big blinds each (15): heads-up with 30 big blinds
between two players is over within a few orbits. So the big blind at the target time is
``total chips / (2 × 15)``. The first big blind is preferably the starting stack divided
by :data:`START_DEPTH` (100 big blinds deep), never below two of the smallest chips; it
may move from 400 to 40 big blinds deep where round numbers would otherwise miss the
target.

Between the two the big blind grows geometrically in playing time (breaks stop the
blinds, not the night). Each level's blinds are the round number nearest that curve (1,
1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8 × a power of ten) that the chips in play can pay,
at least :data:`MIN_GROWTH` and, where round numbers allow, at most :data:`MAX_GROWTH`
above the level before.

At each break the smallest chip is colored up when the next level no longer needs it:
its small blind is at least two of the next unit, and a classic ante at least one. The
structure goes on past the target until one big blind is a quarter of all the chips,
so a night that runs late still has levels.

The expected finish is where the built levels' big blind reaches the target's, found by
interpolating the big blind on a log scale inside the level that crosses it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction

from app.engine.errors import ConfigError, chips
from app.engine.games import Game
from app.engine.rules import AnteMode
from app.engine.structure import (
    COLOR_UP_NOTE,
    MINUTE,
    BlindStructure,
    Break,
    ChipSet,
    Level,
    Step,
)
from app.engine.wording import translate

FINAL_DEPTH = 15
"""Average big blinds each of the last two players holds when the night ends."""
START_DEPTH = 100
"""Big blinds in a starting stack at the first level, preferably."""
DEEPEST_START = 400
SHALLOWEST_START = 40
"""The first level may start from 400 to 40 big blinds deep to meet the target."""
MIN_GROWTH = Fraction(115, 100)
"""The smallest rise of the blinds from one level to the next."""
MAX_GROWTH = Fraction(3, 2)
"""The largest rise of the blinds from one level to the next, where round numbers allow.

A night too short for its chips is not rushed beyond this: it runs longer than asked,
and the expected finish says so."""
CLASSIC_ANTE_SHARE = Fraction(1, 8)
"""A classic ante is about an eighth of the big blind."""
STUD_ANTE_SHARE = Fraction(1, 5)
STUD_BRING_IN_SHARE = Fraction(1, 4)
"""A stud level's ante is about a fifth of its small bet and its bring-in about a quarter,
as the H.O.R.S.E. preset's levels are (ante 100 and bring-in 150 at bets of 600/1,200)."""
LAST_BIG_BLIND_SHARE = Fraction(1, 4)
"""The structure ends at the level whose big blind is this share of every chip."""
MAX_LEVELS = 60
ROUND_MANTISSAS = (
    Fraction(1), Fraction(6, 5), Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3),
    Fraction(4), Fraction(5), Fraction(6), Fraction(15, 2), Fraction(8),
)


@dataclass(frozen=True, slots=True)
class BuildRequest:
    """What the host knows before the night: who plays, with what, for how long.

    ``break_every`` is the number of levels between breaks (``0``: no breaks);
    ``antes_from`` is the first level with an ante (``0``: the first level after the first
    break, or level 4 without breaks).

    :raises ConfigError: for fewer than two players, a stack the chips cannot make or too
        short for two small chips, or a length, level or break that is not positive.
    """

    players: int
    chip_set: ChipSet
    starting_stack: int
    target_minutes: int
    level_minutes: int = 20
    break_every: int = 4
    break_minutes: int = 10
    ante_mode: AnteMode = AnteMode.NONE
    antes_from: int = 0
    stud: bool = False
    """Whether the night deals stud: then every level carries stud's ante, bring-in and
    fixed-limit bets from the first level (its small bet the big blind, as in
    H.O.R.S.E.), whatever the ante mode."""

    def __post_init__(self) -> None:
        unit = self.chip_set.unit
        if self.players < 2:
            raise ConfigError(translate(
                "Structure", "A tournament needs at least 2 players, not {players}"
            ).format(players=self.players))
        if self.starting_stack <= 0 or self.starting_stack % unit:
            raise ConfigError(translate(
                "Structure",
                "The starting stack ({stack}) must be a positive multiple of the smallest chip "
                "({unit})",
            ).format(stack=chips(self.starting_stack), unit=chips(unit)))
        if self.starting_stack < 20 * unit:
            raise ConfigError(translate(
                "Structure",
                "A starting stack of {stack} is under 20 of the smallest chip ({unit}); give "
                "more chips or a smaller chip",
            ).format(stack=chips(self.starting_stack), unit=chips(unit)))
        if self.target_minutes <= 0:
            raise ConfigError(
                translate("Structure", "The night must last a positive number of minutes")
            )
        if self.level_minutes <= 0:
            raise ConfigError(
                translate("Structure", "The level must last a positive number of minutes")
            )
        if self.target_minutes < self.level_minutes:
            raise ConfigError(translate(
                "Structure",
                "A night of {night} minutes is shorter than one level ({level} minutes)",
            ).format(night=self.target_minutes, level=self.level_minutes))
        if self.break_every < 0 or (self.break_every and self.break_minutes <= 0):
            raise ConfigError(
                translate("Structure", "Breaks come every few levels and last a positive time")
            )
        if self.antes_from < 0:
            raise ConfigError(translate(
                "Structure", "Antes start at level 1 or later, not {level}"
            ).format(level=self.antes_from))

    @property
    def total_chips(self) -> int:
        """Every chip handed out at the start (rebuys and add-ons are not foreseen)."""
        return self.players * self.starting_stack

    @property
    def final_big_blind(self) -> Fraction:
        """The big blind at which the night is expected to end (see the module's model)."""
        return final_big_blind(self.total_chips)

    @property
    def levels_to_target(self) -> Fraction:
        """Levels played (breaks left out) between the first level and the target time."""
        playing = self.target_minutes - _break_minutes_before(self, self.target_minutes)
        return max(Fraction(playing, self.level_minutes), Fraction(1))

    @property
    def first_ante_level(self) -> int:
        """The first level number with an ante."""
        if self.antes_from:
            return self.antes_from
        return self.break_every + 1 if self.break_every else 4


@dataclass(frozen=True, slots=True)
class BuiltStructure:
    """A built structure and when the night should end, in seconds from the first level."""

    structure: BlindStructure
    finish_seconds: int
    final_big_blind: int
    growth: float
    """How much the big blind was meant to grow per level (1.3: 30% a level)."""

    @property
    def finish_minutes(self) -> int:
        """The expected length of the night, in whole minutes."""
        return round(self.finish_seconds / MINUTE)


def build_structure(request: BuildRequest) -> BuiltStructure:
    """A blind structure for ``request``, payable with the chips in play at every level.

    Round numbers are coarse at the bottom (25, 50, 75, 100...), so a curve starting
    exactly 100 big blinds deep may be forced ahead of or behind the target. The first
    level is therefore tried at each round small blind from :data:`DEEPEST_START` to
    :data:`SHALLOWEST_START` big blinds deep, and the structure whose expected finish is
    nearest the target wins (the start nearest 100 deep on a tie).

    >>> from app.engine.structure import Chip, structure_problems
    >>> chip_set = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"),
    ...                     Chip(1000, "yellow"), Chip(5000, "orange")))
    >>> built = build_structure(BuildRequest(10, chip_set, 20_000, target_minutes=240))
    >>> structure_problems(built.structure, chip_set)
    ()
    >>> 220 <= built.finish_minutes <= 260
    True
    """
    unit = request.chip_set.unit
    low = Fraction(request.starting_stack, 2 * DEEPEST_START)
    high = Fraction(request.starting_stack, 2 * SHALLOWEST_START)
    starts = [v for v in _round_values(unit, max(low, Fraction(unit)), high) if v <= high]
    built = [_build(request, Fraction(2 * start)) for start in starts or [unit]]
    target = request.target_minutes * MINUTE

    def distance(option: BuiltStructure) -> tuple[int, float]:
        depth = request.starting_stack / option.structure.levels[0].big_blind
        return abs(option.finish_seconds - target), abs(math.log(depth / START_DEPTH))

    return min(built, key=distance)


def build_structure_ahead(
    request: BuildRequest, structure: BlindStructure, kept_steps: int
) -> BuiltStructure:
    """``structure``'s first ``kept_steps`` steps as they are, then levels built for the
    rest of the night (mid-tournament, when the levels played cannot change).

    The curve starts from the last kept level and reaches the final big blind at the
    target time, counted from the first level; chips colored up in the kept steps stay
    out of play.

    :raises ConfigError: if ``kept_steps`` is not between 1 and the number of steps.

    >>> from app.engine.structure import Chip, structure_problems
    >>> chip_set = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"),
    ...                     Chip(1000, "yellow"), Chip(5000, "orange")))
    >>> request = BuildRequest(10, chip_set, 20_000, target_minutes=240)
    >>> first = build_structure(request).structure
    >>> later = build_structure_ahead(
    ...     BuildRequest(10, chip_set, 20_000, target_minutes=300), first, kept_steps=5)
    >>> later.structure.steps[:5] == first.steps[:5]
    True
    >>> structure_problems(later.structure, chip_set)
    ()
    """
    if not 1 <= kept_steps <= len(structure.steps):
        raise ConfigError(translate(
            "Structure", "Keep 1 to {steps} steps of the structure, not {kept}"
        ).format(steps=len(structure.steps), kept=kept_steps))
    kept = structure.steps[:kept_steps]
    levels = [step for step in kept if isinstance(step, Level)]
    removed = {step.color_up for step in kept if isinstance(step, Break)}
    in_play = [d for d in request.chip_set.denominations if d not in removed]
    elapsed_minutes = sum(step.duration_seconds for step in kept) // MINUTE
    last = levels[-1]
    if last.game.is_stud:  # no blinds: the levels ahead go on from its small bet
        last = Level(max(pressure(last) // 2, 1), pressure(last))
    curve = _Curve.ahead(request, last, len(levels), elapsed_minutes)
    return _continue(request, curve, list(kept), in_play, last.small_blind)


def _build(request: BuildRequest, first_big_blind: Fraction) -> BuiltStructure:
    """The structure following the curve from ``first_big_blind`` to the target."""
    curve = _Curve.of(request, first_big_blind)
    return _continue(request, curve, [], list(request.chip_set.denominations), 0)


def _continue(
    request: BuildRequest, curve: _Curve, steps: list[Step], in_play: list[int],
    small_blind: int,
) -> BuiltStructure:
    """``steps`` followed by levels on ``curve`` until one big blind is a quarter of
    the chips (``in_play``: the chips still in play after ``steps``)."""
    level_number = sum(1 for step in steps if isinstance(step, Level))
    big_blind_limit = request.total_chips * LAST_BIG_BLIND_SHARE
    while level_number < MAX_LEVELS and 2 * small_blind < big_blind_limit:
        level_number += 1
        target = curve.big_blind(level_number) / 2
        if _break_before(request, level_number) and not (steps and steps[-1].is_break):
            steps.append(_break(request, in_play, target, level_number))
        unit = math.gcd(*in_play)
        small_blind = _round_small_blind(target, unit, small_blind)
        steps.append(_level(request, level_number, small_blind, unit))
    structure = BlindStructure(tuple(steps))
    return BuiltStructure(
        structure, expected_finish_seconds(structure, request.total_chips),
        math.ceil(request.final_big_blind), curve.growth,
    )


@dataclass(frozen=True, slots=True)
class _Curve:
    """The smooth big blind: ``anchor`` at level ``anchor_level``, times ``growth`` each
    level."""

    anchor: Fraction
    growth: float
    anchor_level: int = 1

    @classmethod
    def of(cls, request: BuildRequest, first: Fraction) -> _Curve:
        """The curve from ``first`` that reaches the final big blind at the target time."""
        ratio = max(float(request.final_big_blind / first), 1.0)
        return cls(first, float(ratio ** (1 / float(request.levels_to_target))))

    @classmethod
    def ahead(
        cls, request: BuildRequest, last: Level, last_number: int, elapsed_minutes: int
    ) -> _Curve:
        """The curve from ``last`` (level ``last_number``, ``elapsed_minutes`` into the
        night, when it ends) to the final big blind at the target time."""
        target = request.target_minutes
        breaks = _break_minutes_before(request, target) - _break_minutes_before(
            request, min(elapsed_minutes, target))
        playing = max(target - elapsed_minutes - breaks, request.level_minutes)
        ratio = max(float(request.final_big_blind / last.big_blind), 1.0)
        growth = float(ratio ** (request.level_minutes / playing))
        return cls(Fraction(last.big_blind), growth, last_number)

    def big_blind(self, level_number: int) -> Fraction:
        """The big blind on the curve at the start of ``level_number``."""
        power = self.growth ** (level_number - self.anchor_level)
        return self.anchor * Fraction(power).limit_denominator(10**6)


def _break_before(request: BuildRequest, level_number: int) -> bool:
    """Whether a break comes just before ``level_number``."""
    every = request.break_every
    return bool(every) and level_number > 1 and (level_number - 1) % every == 0


def _break_minutes_before(request: BuildRequest, minutes: int) -> int:
    """Minutes of breaks in the first ``minutes`` of the night."""
    if not request.break_every:
        return 0
    block = request.break_every * request.level_minutes + request.break_minutes
    full, rest = divmod(minutes, block)
    inside = max(0, rest - request.break_every * request.level_minutes)
    return full * request.break_minutes + inside


def _round_values(unit: int, low: Fraction, high: Fraction) -> list[int]:
    """Round amounts that are multiples of ``unit``, from ``low`` up to past ``high``."""
    values: list[int] = []
    power = 1
    while not values or values[-1] < high:
        for mantissa in ROUND_MANTISSAS:
            value = mantissa * power
            if value.denominator == 1 and int(value) % unit == 0 and value >= low:
                values.append(int(value))
        power *= 10
    return values


def _round_small_blind(target: Fraction, unit: int, previous: int) -> int:
    """The round small blind nearest ``target`` (on a log scale) that rises enough."""
    floor = max(previous * MIN_GROWTH, Fraction(unit))
    candidates = _round_values(unit, floor, max(2 * target, 2 * floor))
    # Rises above MAX_GROWTH only where the chips leave no smaller round step.
    gentle = [v for v in candidates if v <= previous * MAX_GROWTH] or candidates[:1]
    if previous:
        candidates = gentle
    return min(candidates, key=lambda value: (abs(math.log(value / target)), value))


def _level(request: BuildRequest, number: int, small_blind: int, unit: int) -> Level:
    big_blind = 2 * small_blind
    if request.stud:
        return with_stud_amounts(Level(small_blind, big_blind,
                                       duration_seconds=request.level_minutes * MINUTE), unit)
    ante = 0
    if request.ante_mode is not AnteMode.NONE and number >= request.first_ante_level:
        ante = big_blind if request.ante_mode is AnteMode.BIG_BLIND else _classic_ante(
            big_blind, unit
        )
    return Level(small_blind, big_blind, ante, request.level_minutes * MINUTE)


def with_stud_amounts(level: Level, unit: int) -> Level:
    """``level`` carrying stud's amounts for hands of its big blind: bets of the big blind
    and twice it (as H.O.R.S.E.'s limit games), the ante and bring-in of
    :func:`stud_amounts` in chips of ``unit``.

    >>> with_stud_amounts(Level(100, 200), 25).dealing(Game.STUD, None).describe()
    'ante 50, bring-in 50, bets 200/400'

    :raises ConfigError: if the big blind is not above one unit.
    """
    ante, bring_in = stud_amounts(level.big_blind, unit)
    return replace(level, ante=ante, small_bet=level.big_blind, big_bet=2 * level.big_blind,
                   bring_in=bring_in)


def stud_amounts(small_bet: int, unit: int) -> tuple[int, int]:
    """A stud level's ante and bring-in for its ``small_bet``: the round multiples of
    ``unit`` nearest a fifth and a quarter of it (at least one unit), the bring-in below
    the small bet.

    >>> stud_amounts(600, 25), stud_amounts(1500, 25), stud_amounts(50, 25)
    ((100, 150), (300, 400), (25, 25))

    :raises ConfigError: if the small bet is not above one unit (no bring-in fits below).
    """
    if small_bet <= unit:
        raise ConfigError(translate(
            "Structure", "A stud small bet of {bet} leaves no bring-in below it in chips "
            "of {unit}"
        ).format(bet=chips(small_bet), unit=chips(unit)))

    def nearest(share: Fraction) -> int:
        target = small_bet * share
        candidates = [v for v in _round_values(unit, Fraction(unit), 2 * target)
                      if v < small_bet] or [unit]
        return min(candidates, key=lambda value: (abs(math.log(value / target)), value))

    return nearest(STUD_ANTE_SHARE), nearest(STUD_BRING_IN_SHARE)


def _classic_ante(big_blind: int, unit: int) -> int:
    """The round amount nearest an eighth of the big blind, at least one unit."""
    target = big_blind * CLASSIC_ANTE_SHARE
    candidates = _round_values(unit, Fraction(unit), 2 * target)
    return min(candidates, key=lambda value: (abs(math.log(value / target)), value))


def _break(
    request: BuildRequest, in_play: list[int], next_small_blind: Fraction, next_level: int
) -> Break:
    """A break before ``next_level``; colors up the smallest chip once it is not needed.

    Removes the colored-up chip from ``in_play``.
    """
    seconds = request.break_minutes * MINUTE
    if len(in_play) < 2:
        return Break(seconds)
    smallest, rest = in_play[0], in_play[1:]
    new_unit = math.gcd(*rest)
    big_blind = 2 * next_small_blind
    needs_ante = (
        request.ante_mode is AnteMode.CLASSIC and next_level >= request.first_ante_level
    )
    ante_ok = not needs_ante or big_blind * CLASSIC_ANTE_SHARE >= new_unit
    if request.stud:  # stud's ante, a fifth of the small bet (the big blind)
        ante_ok = big_blind * STUD_ANTE_SHARE >= new_unit
    if len(rest) >= 2 and next_small_blind >= 2 * new_unit and ante_ok:
        in_play.remove(smallest)
        # The note stays English (it is saved); Break.shown_note translates it.
        return Break(seconds, COLOR_UP_NOTE.format(chip=f"{smallest:,}"), color_up=smallest)
    return Break(seconds)


def final_big_blind(total_chips: int) -> Fraction:
    """The big blind at which a night with ``total_chips`` in play is expected to end."""
    return Fraction(total_chips, 2 * FINAL_DEPTH)


def expected_finish_seconds(structure: BlindStructure, total_chips: int) -> int:
    """When a night with ``total_chips`` in play should end on ``structure`` (any
    structure, built or typed), in seconds from the start of the first level.

    It is when the big blind reaches :func:`final_big_blind`; past the last level, the
    end of the structure (the last level then repeats).
    """
    final = final_big_blind(total_chips)
    elapsed = 0
    previous: Level | None = None
    previous_start = 0
    for step in structure.steps:
        if isinstance(step, Level):
            if pressure(step) >= final:
                if previous is None:
                    return 0
                share = math.log(final / pressure(previous)) / math.log(
                    pressure(step) / pressure(previous)
                )
                return previous_start + round(share * (elapsed - previous_start))
            previous, previous_start = step, elapsed
        elapsed += step.duration_seconds
    return elapsed


def pressure(level: Level) -> int:
    """What a level costs to play, as a big blind: a stud level has none, its small bet
    plays the part (H.O.R.S.E.'s flop games have a big blind of the small bet).

    >>> from app.engine.games import Game
    >>> pressure(Level(50, 100)), pressure(Level(0, 0, 25, small_bet=200, big_bet=400,
    ...                                            game=Game.RAZZ, bring_in=50))
    (100, 200)
    """
    if level.game.is_stud:
        return level.small_bet or 0
    return level.big_blind


def with_notes_of(old: BlindStructure, built: BlindStructure) -> BlindStructure:
    """``built`` with the host's own break notes of ``old`` kept, break by break in order.

    A built break says only what the builder knows (its color-up); a note the host wrote
    on the same break of the structure shown ("Last rebuys and add-ons") would otherwise
    be lost by building the levels again. The n-th built break takes the note of the n-th
    break shown when that one was the host's (not a color-up note); a built color-up then
    still colors up, and its note is the host's.

    >>> old = BlindStructure((Level(25, 50), Break(600, "Last rebuys"), Level(50, 100)))
    >>> new = BlindStructure((Level(25, 50), Break(300), Level(50, 100), Break(300),
    ...                       Level(75, 150)))
    >>> [step.note for step in with_notes_of(old, new).steps if isinstance(step, Break)]
    ['Last rebuys', '']
    """
    notes = [
        step.note if step.color_up is None else ""
        for step in old.steps
        if isinstance(step, Break)
    ]
    steps: list[Step] = []
    for step in built.steps:
        if isinstance(step, Break):
            index = sum(1 for done in steps if isinstance(done, Break))
            note = notes[index] if index < len(notes) else ""
            if note:
                step = Break(step.duration_seconds, note, color_up=step.color_up)
        steps.append(step)
    return BlindStructure(tuple(steps))


def with_games_of(
    old: BlindStructure, built: BlindStructure, chip_set: ChipSet | None = None
) -> BlindStructure:
    """``built`` with the games and betting of ``old``'s levels kept, level by level in
    order, later levels as ``old``'s last: the builder knows blinds, not games, and a PLO
    night built again must stay Omaha.

    A stud level has no blinds: it keeps the stud amounts it was built with
    (:attr:`BuildRequest.stud`), else takes them from its blinds
    (:func:`with_stud_amounts`, in the chips of ``chip_set`` still in play, else in
    chips of 1); a flop game named by its level has no bring-in.

    >>> from app.engine.games import Game
    >>> old = BlindStructure((Level(25, 50, game=Game.OMAHA), Level(50, 100)))
    >>> new = BlindStructure((Level(25, 50), Level(50, 100), Level(75, 150)))
    >>> [level.game.value for level in with_games_of(old, new).levels]
    ['omaha', 'holdem', 'holdem']
    """
    games = [(level.game, level.betting) for level in old.levels]
    in_play = list(chip_set.denominations) if chip_set is not None else [1]
    steps: list[Step] = []
    number = 0
    for step in built.steps:
        if isinstance(step, Break) and step.color_up in in_play and len(in_play) > 1:
            in_play.remove(step.color_up)
        if isinstance(step, Level):
            game, betting = games[min(number, len(games) - 1)]
            if game.is_stud and not step.bring_in:
                step = with_stud_amounts(step, math.gcd(*in_play))
            if (game, betting) != (Game.HOLDEM, None):
                step = step.dealing(game, betting)
            number += 1
        steps.append(step)
    return BlindStructure(tuple(steps))
