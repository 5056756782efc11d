"""Setup changes verified field by field (DESIGN Lessons 4; issue 11): what may change
once play started, what is frozen and why, and the checks of a whole setup."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.clock import ClockStarted
from app.engine.errors import IllegalAction
from app.engine.money import Bounty, Currency
from app.engine.payouts import PayoutTable, PayoutTier
from app.engine.rules import BettingStructure
from app.engine.setup_rules import (
    ENTRY_PRICES,
    FIXED_ONCE_STARTED,
    PLAYED,
    can_change_setup,
    frozen_fields,
    level_number_reached,
    play_started,
    setup_problems,
    verify_setup_change,
)
from app.engine.structure import Chip, ChipSet, Level
from app.engine.tournament import TournamentState, replay_tournament
from app.engine.tournament_events import EventUndone, SetupChanged, TournamentSetup
from tests.tournament_kit import ADD_ON, REBUY, SETUP, STRUCTURE, Recorder, seated

TEN_TIMES = replace(SETUP, buy_in=10 * SETUP.buy_in)
TWO_SEATS = replace(SETUP, seats_per_table=2)
FIXED_LIMIT = replace(SETUP, rules=replace(SETUP.rules, structure=BettingStructure.FIXED_LIMIT))


def running(at: float = 700.0) -> Recorder:
    """Three players; the clock started at 0 and a hand was dealt and played at ``at``."""
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    recorder.deal(button=3, now=at)
    recorder.fold_to_big_blind()
    return recorder


def refused_change(state: TournamentState, setup: TournamentSetup, message: str) -> None:
    assert not can_change_setup(state, setup)
    with pytest.raises(IllegalAction, match=message):
        verify_setup_change(state, setup)
    with pytest.raises(IllegalAction, match=message):
        Recorder(state).rec(SetupChanged(setup))


def test_before_play_starts_everything_may_change() -> None:
    recorder = seated(3)
    state = recorder.state
    assert not play_started(state)
    assert frozen_fields(state) == {}
    assert level_number_reached(state) is None
    everything = replace(
        TEN_TIMES,
        seats_per_table=2,
        rules=FIXED_LIMIT.rules,
        fee=5,
        currency=Currency("€", 2),
        bounty=Bounty(10),
        starting_stack=2000,
    )
    recorder.rec(SetupChanged(everything))
    assert recorder.state.setup == everything
    assert recorder.state.prize_pool == 3 * (200 - 10)


def test_the_issues_mid_tournament_change_is_refused_field_by_field() -> None:
    state = running().state
    assert play_started(state)
    refused_change(
        state, TEN_TIMES,
        "^The buy-in cannot change once play started: players already paid the buy-in$",
    )
    refused_change(
        state, TWO_SEATS,
        "^The number of seats per table cannot change once play started: tables are "
        "already set up; open or close a table instead$",
    )
    refused_change(
        state, FIXED_LIMIT,
        "^The rules cannot change once play started: hands were already played under these "
        "rules$",
    )
    for setup, field in (
        (replace(SETUP, fee=5), "fee"),
        (replace(SETUP, starting_stack=2000), "starting stack"),
        (replace(SETUP, currency=Currency("$", 2)), "currency"),
        (replace(SETUP, bounty=Bounty(5)), "bounty"),
        (replace(SETUP, chip_set=ChipSet((*SETUP.chip_set.chips, Chip(5000, "orange")))),
         "chip values"),
    ):
        refused_change(state, setup, f"^The {field} cannot change once play started")
    assert state.setup == SETUP


def test_the_clock_alone_starts_play() -> None:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    assert play_started(recorder.state)
    refused_change(recorder.state, TEN_TIMES, "^The buy-in cannot change")


def test_frozen_fields_name_each_field_and_the_reason() -> None:
    frozen = frozen_fields(running().state)
    assert set(frozen) == {*FIXED_ONCE_STARTED, PLAYED, ENTRY_PRICES}
    assert set(FIXED_ONCE_STARTED) == {
        "buy_in", "fee", "starting_stack", "currency", "chip_set", "rules",
        "seats_per_table", "bounty",
    }
    assert set(FIXED_ONCE_STARTED) <= set(TournamentSetup.__dataclass_fields__)
    assert frozen[PLAYED] == (
        "Levels 1 to 2 were played or are being played; only the levels after level 2 may "
        "change"
    )
    early = running(at=10.0).state
    assert frozen_fields(early)[PLAYED] == (
        "Level 1 is being played; only the levels after it may change"
    )
    # Given the time now, a level the clock reached since the last hand counts too.
    assert frozen_fields(early, at=1300.0)[PLAYED].startswith("Levels 1 to 2 were played")
    for free in ("payouts", "prize_unit", "late_registration", "name", "date", "structure"):
        assert free not in frozen


def test_colours_and_counts_on_hand_may_be_corrected() -> None:
    state = running().state
    counted = ChipSet(tuple(replace(chip, count=100) for chip in SETUP.chip_set.chips))
    recolored = replace(counted, chips=(Chip(25, "white", 100), *counted.chips[1:]))
    assert can_change_setup(state, replace(SETUP, chip_set=recolored))


def test_levels_ahead_may_change_but_not_the_levels_played() -> None:
    state = running(at=700.0).state  # a hand dealt in level 2
    assert level_number_reached(state) == 2
    steps = STRUCTURE.steps
    ahead = replace(STRUCTURE, steps=(*steps[:-1], Level(300, 600, 600, 600)))
    recorder = Recorder(state)
    recorder.rec(SetupChanged(replace(SETUP, structure=ahead)))
    assert recorder.state.setup.structure == ahead
    played = replace(STRUCTURE, steps=(Level(25, 50, 0, 900), *steps[1:]))
    refused_change(
        state, replace(SETUP, structure=played),
        "^Levels already played cannot change: play has reached level 2; change only the "
        "levels after it$",
    )


def test_payouts_and_rounding_may_change_mid_tournament() -> None:
    state = running().state
    table = PayoutTable((PayoutTier.of(2, None, 70, 30),))
    recorder = Recorder(state)
    recorder.rec(SetupChanged(replace(SETUP, payouts=table, prize_unit=10, name="Renamed")))
    assert recorder.state.setup.payouts == table


def test_entry_deadlines_may_move_but_not_before_the_current_level() -> None:
    state = running(at=700.0).state  # level 2
    later = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, until_level=4)))
    assert can_change_setup(state, later)
    earlier = replace(SETUP, rebuys=replace(SETUP.rebuys, add_on=replace(ADD_ON, until_level=1)))
    refused_change(
        state, earlier,
        "^Add-ons cannot end before level 2, the level being played; end them with level 2",
    )
    pricier = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, cost=100)))
    refused_change(state, pricier, "^The price and chips of a rebuy cannot change once play")
    fee = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, fee=2)))
    refused_change(state, fee, "^The price and chips of a rebuy cannot change")
    off = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=None))
    refused_change(state, off, "^Rebuys cannot be turned off once play started")
    limits = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, max_per_player=5)))
    assert can_change_setup(state, limits)


def test_late_registration_may_move_but_not_before_the_current_level() -> None:
    state = running(at=700.0).state
    assert can_change_setup(state, replace(SETUP, late_registration=2))
    assert can_change_setup(state, replace(SETUP, late_registration=None))
    refused_change(
        state, replace(SETUP, late_registration=1),
        "^Late registration cannot end before level 2, the level being played; end it with "
        "level 2 to close it now$",
    )


def test_a_change_is_undone_like_any_event_and_replays() -> None:
    recorder = running()
    table = PayoutTable((PayoutTier.of(2, None, 70, 30),))
    recorder.rec(SetupChanged(replace(SETUP, payouts=table)))
    assert replay_tournament(recorder.events).setup.payouts == table
    assert replay_tournament([*recorder.events, EventUndone()]).setup == SETUP


def test_a_changed_field_with_a_problem_is_refused_naming_it() -> None:
    state = seated(3).state
    too_late = replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, until_level=9)))
    refused_change(state, too_late, "^Rebuys run until level 9, but there are 4 levels$")
    refused_change(state, replace(SETUP, date="31/12/2026"), "^Write the date as year-month-day")
    refused_change(
        state, replace(SETUP, bounty=Bounty(50)),
        r"^The bounty \(50\) is part of the buy-in, so it cannot be more than the buy-in \(20\)$",
    )


def test_setup_problems_name_the_field() -> None:
    assert setup_problems(SETUP) == ()
    bad = replace(
        SETUP,
        name=" ",
        buy_in=-1,
        starting_stack=1010,
        prize_unit=0,
        seats_per_table=11,
        late_registration=7,
        structure=replace(STRUCTURE, steps=(Level(30, 60), *STRUCTURE.steps[1:])),
    )
    fields = list(dict.fromkeys(field for field, _ in setup_problems(bad)))
    assert fields == [
        "name", "buy_in", "prize_unit", "seats_per_table", "starting_stack", "structure",
        "late_registration",
    ]
    assert ("structure", "Level 1: big blind 60 cannot be paid with 25, 100, 500 and 1,000 "
            "chips") in setup_problems(bad)


def test_a_journal_with_a_change_recorded_before_these_checks_still_replays() -> None:
    recorder = running()
    events = [*recorder.events, SetupChanged(TEN_TIMES)]  # accepted by older Feltboards
    state = replay_tournament(events)
    assert state.setup == TEN_TIMES
    with pytest.raises(IllegalAction, match=r"^The buy-in cannot change"):
        recorder.rec(SetupChanged(TEN_TIMES))  # but never recorded again


def test_lowering_the_buy_in_below_the_bounty_is_refused_before_play_too() -> None:
    state = Recorder.new(replace(SETUP, bounty=Bounty(10))).state
    refused_change(
        state, replace(SETUP, bounty=Bounty(10), buy_in=5),
        r"^The bounty \(10\) is part of the buy-in, so it cannot be more than the buy-in \(5\)$",
    )
