"""Fixed limit (RULES.md "Betting"): all-in bets and raises of half a bet or more count as
full, shorter ones may be completed (the completion is the bet), and the heads-up cap
option. Random hands check the cap, the raise sizes and the chips."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.errors import IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, replay
from app.engine.presets import FIXED_LIMIT_1_2
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from tests.engine.test_properties import Scenario, play_out, scenarios

FL = BettingStructure.FIXED_LIMIT
NAMES = ("Ann", "Bob", "Cat", "Dan")


def ten_twenty(
    stacks: dict[int, int],
    *,
    max_raises: int | None = 4,
    cap_mode: RaiseCapMode = RaiseCapMode.PER_ROUND,
    uncapped_heads_up: bool = True,
) -> HandConfig:
    """A 10/20 fixed-limit game (blinds 5/10): button 1, small blind 2, big blind 3;
    heads-up the button (1) posts the small blind."""
    seats = sorted(stacks)
    rules = RuleProfile(
        structure=FL,
        ante_mode=AnteMode.NONE,
        max_raises=max_raises,
        raise_cap_mode=cap_mode,
        uncapped_heads_up=uncapped_heads_up,
    )
    heads_up = len(seats) == 2
    return HandConfig(
        seats=tuple(SeatConfig(s, NAMES[s - 1], stacks[s]) for s in seats),
        button=1,
        small_blind_seat=1 if heads_up else 2,
        big_blind_seat=2 if heads_up else 3,
        small_blind=5,
        big_blind=10,
        rules=rules,
        small_bet=10,
        big_bet=20,
    )


# Everyone limps for 10 and checks the flop; seat 2 acts first on the turn.
TO_THE_TURN: tuple[HandEvent, ...] = (
    Called(4), Called(1), Called(2), Checked(3), FlopDealt(),
    Checked(2), Checked(3), Checked(4), Checked(1), TurnDealt(),
)  # fmt: skip


def at_the_turn(short_seat: int, behind: int, **rules: object) -> HandState:
    """Four players at the turn; ``short_seat`` has ``behind`` chips left, others 990."""
    stacks = {seat: 1_000 for seat in range(1, 5)}
    stacks[short_seat] = 10 + behind
    config = ten_twenty(stacks, **rules)  # type: ignore[arg-type]
    state = replay(config, TO_THE_TURN)
    assert state.street is Street.TURN and state.to_act == 2
    return state


# ----- an all-in of half a bet or more is a full bet ----------------------------------------


def test_roberts_rules_example_fifteen_all_in_is_raised_to_thirty_five() -> None:
    """Robert's Rules: on a $20 street a $15 all-in bet may be raised to $35."""
    state = at_the_turn(2, 15).all_in(2)
    assert state.current_bet == 15
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    assert (legal.can_raise, legal.min_to, legal.max_to, legal.call_amount) == (True, 35, 35, 15)
    with pytest.raises(IllegalAction, match=r"^Raise to at least 35$"):
        state.raise_to(3, 20)
    with pytest.raises(IllegalAction, match=r"^Raise to at most 35 \(limit\)$"):
        state.raise_to(3, 40)
    state = state.raise_to(3, 35)
    assert state.legal_actions().min_to == 55  # type: ignore[union-attr]


def test_checker_may_raise_after_a_half_bet_all_in_is_called() -> None:
    """Seat 2 checked; seat 3's 15 all-in (called) is a full bet, so betting is open."""
    state = at_the_turn(3, 15)
    state = state.check(2).all_in(3).call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.can_raise and legal.raising_closed_reason is None
    assert (legal.min_to, legal.max_to, legal.call_amount) == (35, 35, 15)
    assert state.raise_to(2, 35).to_act == 4


def test_exactly_half_a_bet_all_in_counts_as_full() -> None:
    state = at_the_turn(2, 10).all_in(2)
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (30, 30)


def test_half_bet_all_in_raise_reopens_and_sets_the_next_raise() -> None:
    """Bet 20, all-in to 30 (half a raise): the bettor may raise again, to 50."""
    state = at_the_turn(3, 30).place_bet(2, 20).all_in(3)
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (50, 50)
    state = state.call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2 and legal.can_raise and legal.min_to == 50


def test_seed_001_game_one_dollar_all_in_on_the_turn_may_be_raised_to_three() -> None:
    """The $1/$2 preset: a $1 all-in turn bet is half a $2 bet, so a full bet."""
    (level,) = FIXED_LIMIT_1_2.structure.levels
    config = HandConfig(
        seats=(SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100), SeatConfig(3, "Cat", 2)),
        button=1, small_blind_seat=2, big_blind_seat=3,
        small_blind=level.small_blind, big_blind=level.big_blind,
        rules=FIXED_LIMIT_1_2.rules, small_bet=level.small_bet, big_bet=level.big_bet,
    )  # fmt: skip
    state = replay(config, [Called(1), Checked(2), Checked(3), FlopDealt(),
                            Checked(2), Checked(3), Checked(1), TurnDealt()])  # fmt: skip
    state = state.check(2).all_in(3)
    assert state.current_bet == 1
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert (legal.can_raise, legal.min_to, legal.max_to) == (True, 3, 3)
    state = state.call(1)  # the all-in is called; the checker may raise
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.can_raise, legal.min_to, legal.max_to) == (True, 3, 3)


# ----- an all-in of less than half a bet: call it or complete it ----------------------------


def test_short_all_in_bet_may_be_called_or_completed_to_the_full_bet() -> None:
    state = at_the_turn(2, 5).all_in(2)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    assert (legal.call_amount, legal.can_raise, legal.min_to, legal.max_to) == (5, True, 20, 20)
    with pytest.raises(IllegalAction, match=r"^Raise to at most 20 \(limit\)$"):
        state.raise_to(3, 25)
    completed = state.raise_to(3, 20)
    assert completed.legal_actions().min_to == 40  # type: ignore[union-attr]
    assert state.call(3).legal_actions().call_amount == 5  # type: ignore[union-attr]


def test_short_all_in_bet_does_not_reopen_for_the_checker() -> None:
    state = at_the_turn(3, 5).check(2).all_in(3).call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert not legal.can_raise and legal.call_amount == 5
    assert legal.raising_closed_reason is not None
    assert "not reopened" in legal.raising_closed_reason
    with pytest.raises(IllegalAction, match="cannot raise"):
        state.raise_to(2, 20)


def test_completion_is_a_full_bet_for_the_checker() -> None:
    state = at_the_turn(3, 5).check(2).all_in(3).raise_to(4, 20).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert (legal.can_raise, legal.min_to, legal.call_amount) == (True, 40, 20)


def test_completion_counts_as_the_bet_not_a_raise_for_the_cap() -> None:
    """A bet and one raise: 5 all-in, completed to 20 (the bet), raised to 40 (the raise);
    then the round is capped."""
    state = at_the_turn(2, 5, max_raises=1).all_in(2).raise_to(3, 20)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4 and legal.can_raise
    state = state.raise_to(4, 40)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1 and not legal.can_raise
    assert legal.raising_closed_reason == "Betting is capped: a bet and 1 raises this round"


def test_completion_is_not_a_raise_for_a_per_player_cap() -> None:
    state = at_the_turn(2, 5, max_raises=1, cap_mode=RaiseCapMode.PER_PLAYER)
    state = state.all_in(2).raise_to(3, 20).call(4).call(1)
    assert state.to_act is None  # the completion closed nothing early: all called
    state = at_the_turn(2, 5, max_raises=1, cap_mode=RaiseCapMode.PER_PLAYER)
    state = state.all_in(2).raise_to(3, 20).raise_to(4, 40).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    assert legal.can_raise and legal.min_to == 60  # seat 3 completed; it has not raised


# ----- the heads-up cap option ----------------------------------------------------------------


def raise_until_refused(state: HandState, limit: int = 12) -> tuple[HandState, int]:
    """Raise by the seat to act until a raise is refused (or ``limit`` raises)."""
    count = 0
    while count < limit:
        legal = state.legal_actions()
        assert legal is not None
        if not legal.can_raise:
            break
        state = state.raise_to(legal.seat, legal.min_to)
        count += 1
    return state, count


def test_heads_up_there_is_no_raise_cap_by_default() -> None:
    state, raises = raise_until_refused(replay(ten_twenty({1: 10_000, 2: 10_000})))
    assert raises == 12 and state.current_bet == 130


def test_heads_up_cap_applies_when_the_option_is_off() -> None:
    config = ten_twenty({1: 10_000, 2: 10_000}, uncapped_heads_up=False)
    state, raises = raise_until_refused(replay(config))
    assert raises == 4
    legal = state.legal_actions()
    assert legal is not None
    assert legal.raising_closed_reason == "Betting is capped: a bet and 4 raises this round"


def test_the_cap_is_lifted_once_folds_leave_two_players() -> None:
    config = ten_twenty({1: 10_000, 2: 10_000, 3: 10_000})
    state = replay(config, [RaisedTo(1, 20), Folded(2)])
    state, raises = raise_until_refused(state)
    assert raises == 12 and state.current_bet == 140


def test_a_round_capped_multiway_stays_capped_when_it_becomes_heads_up() -> None:
    """Robert's Rules: once capped, a fold leaving two players does not uncap the round."""
    config = ten_twenty({1: 10_000, 2: 10_000, 3: 10_000})
    state = replay(config, [RaisedTo(1, 20), RaisedTo(2, 30), RaisedTo(3, 40), RaisedTo(1, 50)])
    state = state.fold(2)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3 and not legal.can_raise
    assert legal.raising_closed_reason == "Betting is capped: a bet and 4 raises this round"


def test_per_player_cap_is_lifted_heads_up_by_default() -> None:
    config = ten_twenty({1: 10_000, 2: 10_000}, cap_mode=RaiseCapMode.PER_PLAYER)
    state, raises = raise_until_refused(replay(config))
    assert raises == 12 and state.current_bet == 130


def test_seed_001_preset_keeps_its_cap_heads_up() -> None:
    assert FIXED_LIMIT_1_2.rules.uncapped_heads_up is False
    assert RuleProfile().uncapped_heads_up is True


# ----- random fixed-limit hands ---------------------------------------------------------------


@dataclass
class RoundModel:
    """RULES.md's fixed-limit bookkeeping for one betting round, kept beside the engine."""

    full: int  # the last full bet or raise (the big blind pre-flop)
    raises: int = 0
    by_seat: dict[int, int] = field(default_factory=dict)
    capped_multiway: bool = False
    capped_multiway_seats: set[int] = field(default_factory=set)

    def cap_lifted(self, before: HandState, seat: int) -> bool:
        if not before.rules.uncapped_heads_up or len(before.in_hand) != 2:
            return False
        if before.rules.raise_cap_mode is RaiseCapMode.PER_ROUND:
            return not self.capped_multiway
        return seat not in self.capped_multiway_seats

    def capped_for(self, before: HandState, seat: int) -> bool:
        """Whether ``seat`` has reached the raise cap (and it is not lifted heads-up)."""
        cap = before.rules.max_raises
        if cap is None or self.cap_lifted(before, seat):
            return False
        if before.rules.raise_cap_mode is RaiseCapMode.PER_ROUND:
            return self.raises >= cap
        return self.by_seat.get(seat, 0) >= cap


def check_fixed_limit_step(
    before: HandState, event: HandEvent, after: HandState, model: RoundModel
) -> None:
    """One event against the rules: sizes one full bet above the last full bet (or an
    all-in no larger), and the cap never exceeded."""
    if not isinstance(event, (BetPlaced, RaisedTo, WentAllIn)):
        return
    seat = event.seat
    to = after.bet(seat)
    if to <= before.current_bet:
        return
    size = before.config.bet_size(before.street)
    all_in = after.stack(seat) == 0
    if all_in:
        assert to <= model.full + size, (event, model)
    else:
        # a bet, a completion or a raise: exactly one full size above the last full bet
        assert to == model.full + size, (event, model)
    if 2 * (to - model.full) < size:
        return  # a short all-in: not a full bet, it reopens nothing
    if model.full > 0:
        cap = before.rules.max_raises
        lifted = model.cap_lifted(before, seat)
        model.raises += 1
        model.by_seat[seat] = model.by_seat.get(seat, 0) + 1
        if cap is not None and not lifted:
            if before.rules.raise_cap_mode is RaiseCapMode.PER_ROUND:
                assert model.raises <= cap, (event, model)
            else:
                assert model.by_seat[seat] <= cap, (event, model)
        if cap is not None and len(before.in_hand) > 2:
            model.capped_multiway |= model.raises >= cap
            if model.by_seat[seat] >= cap:
                model.capped_multiway_seats.add(seat)
    model.full = to


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(structure=FL), data=st.data())
def test_random_fixed_limit_hands_keep_the_cap_sizes_and_chips(
    scenario: Scenario, data: st.DataObject
) -> None:
    history: list[HandState] = []
    final = play_out(scenario, data, history)  # checks chips after every event
    start = sum(seat.stack for seat in scenario.config.seats)
    assert sum(final.result().final_stacks().values()) == start
    model = RoundModel(full=scenario.config.big_blind)
    for before, after in itertools.pairwise(history):
        if after.streets_dealt != before.streets_dealt:
            model = RoundModel(full=0)
            continue
        legal = before.legal_actions()
        if legal is not None and before.current_bet > 0:
            # the engine refuses a raise for the cap exactly when the cap is reached
            reason = (legal.raising_closed_reason or "").lower()
            if "capped" in reason or "times this round" in reason:
                assert model.capped_for(before, legal.seat), (legal, model)
            elif not reason:
                assert not model.capped_for(before, legal.seat), (legal, model)
        check_fixed_limit_step(before, after.events[-1], after, model)

