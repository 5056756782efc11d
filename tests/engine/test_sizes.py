"""The amounts offered for a bet or raise (min, ½ pot, pot, all-in), from the engine."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.config import HandConfig, SeatConfig
from app.engine.events import Called, Checked, FlopDealt, WentAllIn
from app.engine.hand import HandState, replay
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.sizes import all_in_to, half_pot_to, min_to, pot_to
from tests.engine.test_properties import Scenario, play_out, scenarios

NL = BettingStructure.NO_LIMIT
PL = BettingStructure.POT_LIMIT
FL = BettingStructure.FIXED_LIMIT


def three_handed(
    stacks: tuple[int, int, int] = (10_000, 10_000, 10_000),
    *,
    structure: BettingStructure = NL,
    chip_unit: int = 1,
    ante: int = 0,
) -> HandConfig:
    """Seats 1-3 at 50/100: button 1, small blind 2, big blind 3."""
    return HandConfig(
        seats=tuple(SeatConfig(n, f"P{n}", stack) for n, stack in enumerate(stacks, start=1)),
        button=1,
        small_blind_seat=2,
        big_blind_seat=3,
        small_blind=50,
        big_blind=100,
        ante=ante,
        rules=RuleProfile(
            structure=structure,
            ante_mode=AnteMode.CLASSIC if ante else AnteMode.NONE,
            chip_unit=chip_unit,
        ),
    )


def sizes(state: HandState) -> tuple[int | None, int | None, int | None, int | None]:
    return min_to(state), half_pot_to(state), pot_to(state), all_in_to(state)


def test_pre_flop_sizes_at_fifty_one_hundred() -> None:
    """Pot 150, 100 to call: a pot raise is to 100 + 150 + 100 = 350, half pot to 225."""
    assert sizes(replay(three_handed())) == (200, 225, 350, 10_000)


def test_sizes_after_a_bet_count_the_call() -> None:
    """Flop pot 300, a bet of 100: pot raise to 100 + 400 + 100 = 600, half to 350."""
    state = replay(three_handed(), [Called(1), Called(2), Checked(3), FlopDealt()])
    assert sizes(state) == (100, 150, 300, 9_900)  # an opening bet: half pot, the pot
    state = state.place_bet(2, 100)
    assert sizes(state) == (200, 350, 600, 9_900)


def test_a_short_big_blind_counts_full_in_the_pot_size() -> None:
    """The big blind is all-in for 60: the pot is sized as if it posted 100 (TDA 54), as
    the pot-limit maximum is; the chips in the middle are only 110."""
    state = replay(three_handed((10_000, 10_000, 60)))
    assert state.pot_total == 110 and state.sizing_pot == 150
    assert pot_to(state) == 350 and half_pot_to(state) == 225


def test_pot_size_is_the_pot_limit_maximum() -> None:
    state = replay(three_handed((10_000, 10_000, 60), structure=PL))
    legal = state.legal_actions()
    assert legal is not None and pot_to(state) == legal.max_to == 350


def test_sizes_round_down_to_the_chip_unit_within_the_limits() -> None:
    state = replay(three_handed(structure=NL, chip_unit=25, ante=25))
    # pot 225 with antes, 100 to call: pot raise to 425; half: 100 + 325 // 2 = 262 → 250
    assert sizes(state) == (200, 250, 425, 9_975)


def test_pot_size_above_the_stack_is_all_in() -> None:
    state = replay(three_handed((300, 10_000, 10_000)))
    assert sizes(state) == (200, 225, 300, 300)


def test_fixed_limit_offers_no_pot_sizes() -> None:
    state = replay(three_handed(structure=FL))
    assert sizes(state) == (200, None, None, None)  # all-in beyond a raise is refused


def test_nothing_is_offered_when_nobody_is_to_act() -> None:
    state = replay(three_handed((150, 10_000, 10_000)), [WentAllIn(1), Called(2), Called(3)])
    assert state.legal_actions() is None and sizes(state) == (None, None, None, None)


def test_no_wager_is_offered_when_raising_is_closed() -> None:
    """Seat 1 pushes 10,000; seat 2 has only 300 in all, so seat 3 may call or fold."""
    state = replay(three_handed((10_000, 300, 20_000)), [WentAllIn(1), Called(2)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3 and not legal.can_raise
    assert sizes(state) == (None, None, None, None)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(), data=st.data())
def test_every_offered_amount_is_accepted(scenario: Scenario, data: st.DataObject) -> None:
    history: list[HandState] = []
    play_out(scenario, data, history)
    for state in history:
        legal = state.legal_actions()
        if legal is None:
            assert sizes(state) == (None, None, None, None)
            continue
        seat = legal.seat
        wager = state.can_bet if legal.can_bet else state.can_raise
        offered = [to for to in (min_to(state), half_pot_to(state), pot_to(state)) if to]
        for to in offered:
            assert wager(seat, to) or (to == legal.all_in_to and state.can_all_in(seat)), (
                to,
                legal,
            )
        pot = pot_to(state)
        if state.rules.structure is PL and pot is not None:
            assert pot == legal.max_to
        if state.rules.structure is FL:
            assert half_pot_to(state) is None and pot_to(state) is None
        if all_in_to(state) is not None:
            assert state.can_all_in(seat)
