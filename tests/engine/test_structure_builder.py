"""The structure builder: payable, round, smooth blinds ending near the night's target."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from app.engine.clock import ClockStarted, clock_state
from app.engine.errors import ConfigError
from app.engine.rules import AnteMode
from app.engine.structure import (
    MINUTE,
    Break,
    Chip,
    ChipSet,
    Level,
    structure_problems,
    unit_in_play,
)
from app.engine.structure_builder import (
    FINAL_DEPTH,
    MAX_GROWTH,
    MIN_GROWTH,
    ROUND_MANTISSAS,
    BuildRequest,
    BuiltStructure,
    build_structure,
    build_structure_ahead,
)

HOME_CHIPS = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"),
                      Chip(1000, "yellow"), Chip(5000, "orange")))
SMALL_CHIPS = ChipSet((Chip(5, "red"), Chip(25, "green"), Chip(100, "black"),
                       Chip(500, "purple")))
CASH_CHIPS = ChipSet((Chip(1, "white"), Chip(5, "red"), Chip(25, "green"),
                      Chip(100, "black")))

# (players, chips, starting stack): fields a home game plays, stacks its chips can make.
FIELDS = (
    (6, HOME_CHIPS, 10_000),
    (10, HOME_CHIPS, 20_000),
    (24, HOME_CHIPS, 15_000),
    (60, HOME_CHIPS, 30_000),
    (9, SMALL_CHIPS, 3_000),
    (18, SMALL_CHIPS, 5_000),
    (8, CASH_CHIPS, 200),
    (40, CASH_CHIPS, 500),
)
NIGHTS = ((120, 12), (180, 15), (240, 20), (300, 20))
ANTES = tuple(AnteMode)
REQUESTS = [
    BuildRequest(players, chip_set, stack, target, minutes, ante_mode=ante)
    for (players, chip_set, stack), (target, minutes), ante in itertools.product(
        FIELDS, NIGHTS, ANTES
    )
]


NEAR_CAP = 1.4


def _built(request: BuildRequest) -> BuiltStructure:
    return build_structure(request)


def _is_round(amount: int) -> bool:
    """1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 or 8 times a power of ten."""
    power = 10 ** max(0, int(math.log10(amount)) - 1)
    return any(Fraction(amount, p) in ROUND_MANTISSAS
               for p in (power, power * 10, power // 10 or 1))


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: (
    f"{r.players}p-{r.starting_stack}-{r.target_minutes}min-{r.ante_mode}"))
def test_every_built_structure_is_payable_round_and_smooth(request_: BuildRequest) -> None:
    built = _built(request_)
    structure = built.structure
    assert structure_problems(structure, request_.chip_set) == ()
    levels = structure.levels
    for level in levels:
        assert level.big_blind == 2 * level.small_blind
        assert _is_round(level.small_blind), level
        assert level.duration_seconds == request_.level_minutes * MINUTE
        if request_.ante_mode is AnteMode.BIG_BLIND:
            assert level.ante in (0, level.big_blind)
        elif level.ante:
            assert _is_round(level.ante), level
    for before, after in itertools.pairwise(levels):
        growth = after.big_blind / before.big_blind
        assert 1.15 <= growth <= 2.0, (before, after)
    # Past the first levels (one small chip to two is a doubling) the rise stays gentle.
    later = [b.big_blind / a.big_blind for a, b in itertools.pairwise(levels[3:])]
    assert max(later) <= 1.67
    assert sum(later) / len(later) <= 1.5
    # The structure outlasts a late night: its last big blind is a quarter of every chip.
    assert levels[-1].big_blind * 4 >= request_.total_chips


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: (
    f"{r.players}p-{r.starting_stack}-{r.target_minutes}min-{r.ante_mode}"))
def test_the_night_ends_near_its_target(request_: BuildRequest) -> None:
    """At the target time the last two would hold 10 to 25 big blinds each on average.

    Where the night is too short for its chips (the curve would rise more than 50% a
    level; near that, round numbers lag the curve) it runs late, and where it is too long
    (under 15%) it ends early; the expected finish says so, and these are checked for
    their direction only.
    """
    built = _built(request_)
    if built.growth > NEAR_CAP:
        assert built.finish_minutes > request_.target_minutes * 0.9
        return
    if built.growth < MIN_GROWTH:
        assert built.finish_minutes < request_.target_minutes
        return
    assert abs(built.finish_minutes - request_.target_minutes) <= 0.2 * request_.target_minutes
    clock = clock_state(built.structure, (ClockStarted(0.0),), request_.target_minutes * MINUTE)
    step = built.structure.steps[clock.index]
    if isinstance(step, Break):
        step = built.structure.steps[clock.index + 1]
    assert isinstance(step, Level)
    depth = request_.total_chips / 2 / step.big_blind
    assert 10 <= depth <= 25, (depth, step)



def test_the_model_targets_fifteen_big_blinds_each_for_the_last_two() -> None:
    request = BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240)
    assert request.final_big_blind * 2 * FINAL_DEPTH == 200_000
    built = _built(request)
    assert built.final_big_blind == 6667
    assert 220 <= built.finish_minutes <= 260


def test_small_chips_leave_at_breaks_once_the_blinds_no_longer_need_them() -> None:
    built = _built(BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240, break_every=4))
    breaks = [s for s in built.structure.steps if isinstance(s, Break)]
    assert [b.color_up for b in breaks][:3] == [25, 100, 500]
    assert breaks[0].note == "Color up the 25s"
    after = built.structure.steps.index(breaks[0]) + 1
    assert unit_in_play(built.structure, HOME_CHIPS, after) == 100


def test_breaks_come_every_n_levels_and_antes_start_after_the_first() -> None:
    built = _built(BuildRequest(20, HOME_CHIPS, 10_000, 180, level_minutes=15, break_every=3,
                                break_minutes=5, ante_mode=AnteMode.BIG_BLIND))
    kinds = ["B" if s.is_break else "L" for s in built.structure.steps]
    assert "".join(kinds).startswith("LLLBLLLBLLLB")
    levels = built.structure.levels
    assert [lv.ante for lv in levels[:3]] == [0, 0, 0]
    assert all(lv.ante == lv.big_blind for lv in levels[3:])


def test_no_breaks_and_a_chosen_ante_start() -> None:
    built = _built(BuildRequest(9, SMALL_CHIPS, 3_000, 150, level_minutes=15, break_every=0,
                                ante_mode=AnteMode.CLASSIC, antes_from=2))
    assert not any(s.is_break for s in built.structure.steps)
    levels = built.structure.levels
    assert levels[0].ante == 0 and all(lv.ante > 0 for lv in levels[1:])


def test_a_longer_night_has_more_levels_and_finishes_later() -> None:
    short = _built(BuildRequest(10, HOME_CHIPS, 20_000, 180))
    long = _built(BuildRequest(10, HOME_CHIPS, 20_000, 300))
    assert long.finish_seconds > short.finish_seconds
    short_levels = [lv.big_blind for lv in short.structure.levels]
    long_levels = [lv.big_blind for lv in long.structure.levels]
    assert long_levels.index(next(b for b in long_levels if b >= 6667)) > short_levels.index(
        next(b for b in short_levels if b >= 6667))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1}, "at least 2 players"),
        ({"starting_stack": 10_010}, "multiple of the smallest chip"),
        ({"starting_stack": 100}, "under 20 of the smallest chip"),
        ({"target_minutes": 0}, "positive number of minutes"),
        ({"target_minutes": 10}, "shorter than one level"),
        ({"break_every": -1}, "Breaks come every few levels"),
    ],
)
def test_a_request_that_makes_no_sense_is_refused(kwargs: dict[str, int], message: str) -> None:
    values: dict[str, object] = {"players": 10, "chip_set": HOME_CHIPS,
                                 "starting_stack": 20_000, "target_minutes": 240}
    values.update(kwargs)
    with pytest.raises(ConfigError, match=message):
        BuildRequest(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize("kept", [1, 3, 5, 6, 11])
def test_levels_ahead_are_rebuilt_for_a_later_finish_keeping_what_was_played(
    kept: int,
) -> None:
    planned = _built(BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240))
    later = build_structure_ahead(
        BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=300), planned.structure, kept)
    steps = later.structure.steps
    assert steps[:kept] == planned.structure.steps[:kept]
    assert structure_problems(later.structure, HOME_CHIPS) == ()
    played = [s for s in steps[:kept] if isinstance(s, Level)]
    ahead = [s for s in steps[kept:] if isinstance(s, Level)]
    assert ahead[0].big_blind > played[-1].big_blind
    assert later.finish_seconds > planned.finish_seconds
    assert not any(a.is_break and b.is_break for a, b in itertools.pairwise(steps))
    colored = [s.color_up for s in steps if isinstance(s, Break) and s.color_up]
    assert len(colored) == len(set(colored)), "a chip leaves play once"


def test_a_night_running_late_is_finished_sooner_by_the_levels_ahead() -> None:
    planned = _built(BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=300))
    sooner = build_structure_ahead(
        BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240), planned.structure, 5)
    assert sooner.finish_seconds < planned.finish_seconds
    assert abs(sooner.finish_minutes - 240) <= 30
    # Far too late to make it: the blinds rise as fast as allowed, never in leaps.
    rushed = build_structure_ahead(
        BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=150), planned.structure, 5)
    assert rushed.growth > MAX_GROWTH
    ahead = [s.big_blind for s in rushed.structure.steps[5:] if isinstance(s, Level)]
    assert max(b / a for a, b in itertools.pairwise(ahead)) <= 1.67
    assert 150 < rushed.finish_minutes <= sooner.finish_minutes


def test_keeping_no_step_or_more_than_all_is_refused() -> None:
    planned = _built(BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240)).structure
    request = BuildRequest(10, HOME_CHIPS, 20_000, target_minutes=240)
    for kept in (0, len(planned.steps) + 1):
        with pytest.raises(ConfigError, match="Keep 1 to"):
            build_structure_ahead(request, planned, kept)
