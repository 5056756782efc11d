"""Coloring up: one chip race per table, decided from the recorded stacks (TDA 24)."""

from __future__ import annotations

import pytest

from app.engine.color_up import (
    colorable_denominations,
    plan_color_up,
    suggested_denomination,
)
from app.engine.errors import IllegalAction
from app.engine.tournament import apply_event
from app.engine.tournament_events import ChipsCounted, TableTrackingChanged
from tests.tournament_kit import Recorder, seated

# Seats 1-4 at table 1, seats 5-6 at table 2; 1,000 each to start (chip set 25/100/500/1000).
TWO_TABLES = {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (1, 4), 5: (2, 1), 6: (2, 2)}


def counted(stacks_by_table: dict[int, dict[int, int]]) -> Recorder:
    """Both tables untracked with the given counts (each table's total stays 4,000/2,000)."""
    recorder = seated(6, TWO_TABLES)
    for table, stacks in stacks_by_table.items():
        recorder.rec(TableTrackingChanged(table, False))
        recorder.rec(ChipsCounted(table, tuple(stacks.items())))
    return recorder


def test_only_the_leftover_odd_chips_race_and_the_event_is_accepted() -> None:
    recorder = counted({1: {1: 1_025, 2: 1_050, 3: 1_875, 4: 50}, 2: {5: 1_975, 6: 25}})
    plan = plan_color_up(recorder.state, 25, seed=11)
    assert (plan.denomination, plan.into) == (25, 100)
    assert [race.title for race in plan.races] == ["Table 1", "Table 2"]
    table_1 = plan.races[0].race
    # Odd chips: Ann 1 (25), Bob 2 (50), Cy 3 (75), Dee 2 (50) -> 200 = two 100s raced.
    assert table_1.chips_raced == 2
    assert sorted(r.odd_chips for r in table_1.results) == [1, 2, 2, 3]
    before = {p.id: p.stack for p in recorder.state.players}
    after = dict(plan.stacks)
    assert set(after) == set(before)
    for player, stack in after.items():
        assert stack % 100 == 0, "only whole 100s are left"
        assert abs(stack - before[player]) < 100, "a race moves less than one new chip"
    assert after[4] >= 100 and after[6] >= 100, "nobody is raced out"
    state = apply_event(recorder.state, plan.event)
    assert {p.id: p.stack for p in state.players} == after
    assert any("wins a 100" in line for line in table_1.description)


def test_the_same_seed_deals_the_same_race() -> None:
    recorder = counted({1: {1: 1_025, 2: 1_050, 3: 1_875, 4: 50}})
    first = plan_color_up(recorder.state, 25, seed=3)
    assert plan_color_up(recorder.state, 25, seed=3) == first


def test_refused_during_a_hand_and_for_the_largest_chip() -> None:
    recorder = seated(3)
    recorder.deal()
    with pytest.raises(IllegalAction, match="between hands"):
        plan_color_up(recorder.state, 25, seed=1)
    idle = seated(3)
    with pytest.raises(IllegalAction, match="1,000 chips cannot be colored up"):
        plan_color_up(idle.state, 1_000, seed=1)


def test_smaller_chips_must_go_first() -> None:
    recorder = counted({1: {1: 1_010, 2: 990, 3: 1_000, 4: 1_000}})
    with pytest.raises(IllegalAction, match="color up the smaller chips first"):
        plan_color_up(recorder.state, 25, seed=1)


def test_suggested_chip_follows_the_break_else_the_smallest() -> None:
    state = seated(2).state
    assert colorable_denominations(state) == (25, 100, 500)
    assert suggested_denomination(state, None) == 25
    assert suggested_denomination(state, 0) == 25  # a level, not a break

