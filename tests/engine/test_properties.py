"""Property tests: random legal hands keep every chip and always reach an end."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.cards import Card, full_deck
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandConfig, HandState, SeatConfig, Street, replay, undo
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile

MAX_STEPS = 400


@dataclass(frozen=True)
class Scenario:
    config: HandConfig
    deck: tuple[Card, ...]
    enter_cards: bool


@st.composite
def scenarios(
    draw: st.DrawFn,
    *,
    chip_unit: int | None = None,
    structure: BettingStructure | None = None,
) -> Scenario:
    """A random legal hand setup: 2-10 players, stacks, blinds, antes and rules."""
    count = draw(st.integers(2, 10))
    seats = sorted(draw(st.sets(st.integers(1, 10), min_size=count, max_size=count)))
    unit = chip_unit if chip_unit is not None else draw(st.sampled_from([1, 1, 5, 25]))
    big_units = draw(st.integers(1, 40))
    big_blind = big_units * unit
    small_blind = draw(st.integers(0, big_units)) * unit
    ante_mode = draw(st.sampled_from(list(AnteMode)))
    ante = 0 if ante_mode is AnteMode.NONE else draw(st.integers(0, big_units)) * unit
    if structure is None:
        structure = draw(st.sampled_from(list(BettingStructure)))
    stacks = [
        draw(st.one_of(st.integers(1, 3 * big_blind + ante), st.integers(1, 200 * big_blind)))
        for _ in seats
    ]
    # stacks are whole chips of the smallest denomination in play
    stacks = [max(unit, s - s % unit) for s in stacks]
    button_index = draw(st.integers(0, count - 1))
    button = seats[button_index]
    if count == 2:
        small_blind_seat: int | None = button
        big_blind_seat = seats[1 - button_index]
    else:
        small_blind_seat = seats[(button_index + 1) % count]
        big_blind_seat = seats[(button_index + 2) % count]
        if draw(st.integers(0, 5)) == 0:
            small_blind_seat = None  # dead small blind
    if draw(st.integers(0, 5)) == 0:
        # a dead button on an empty seat just before the small blind
        empty = [s for s in range(1, 11) if s not in seats]
        if empty:
            button = draw(st.sampled_from(empty))
    small_bet = None
    big_bet = None
    if structure is BettingStructure.FIXED_LIMIT and draw(st.booleans()):
        small_bet = draw(st.integers(1, 10)) * unit
        big_bet = draw(st.integers(1, 3)) * small_bet
    rules = RuleProfile(
        structure=structure,
        ante_mode=ante_mode,
        max_raises=draw(st.one_of(st.none(), st.integers(1, 5))),
        raise_cap_mode=draw(st.sampled_from(list(RaiseCapMode))),
        chip_unit=unit,
        uncapped_heads_up=draw(st.booleans()),
    )
    config = HandConfig(
        seats=tuple(SeatConfig(s, f"P{s}", stack) for s, stack in zip(seats, stacks, strict=True)),
        button=button,
        small_blind_seat=small_blind_seat,
        big_blind_seat=big_blind_seat,
        small_blind=small_blind,
        big_blind=big_blind,
        ante=ante,
        rules=rules,
        small_bet=small_bet,
        big_bet=big_bet,
    )
    deck = tuple(draw(st.permutations(full_deck())))
    return Scenario(config, deck, draw(st.booleans()))


def check_invariants(state: HandState, start_total: int) -> None:
    stacks = [state.stack(s) for s in state.order]
    assert all(stack >= 0 for stack in stacks)
    assert all(state.bet(s) >= 0 for s in state.order)
    assert sum(stacks) + state.pot_total == start_total
    pots = state.pots
    assert sum(p.amount for p in pots) == state.pot_total
    assert all(p.amount >= 0 for p in pots)
    for pot in pots:
        assert not any(state.is_folded(s) for s in pot.eligible)
    if state.to_act is not None:
        assert not state.is_folded(state.to_act)
        assert state.stack(state.to_act) > 0
    # the engine keeps a running count of players with chips; it must match a recount
    able = sum(1 for s in state.order if not state.is_folded(s) and state.stack(s) > 0)
    no_more_betting = state.to_act is None and able <= 1
    assert state.betting_over == (state.street >= Street.SHOWDOWN or no_more_betting)


def check_legal_actions(state: HandState) -> None:
    legal = state.legal_actions()
    if legal is None:
        return
    seat = legal.seat
    assert seat == state.to_act
    assert state.can_fold(seat)
    assert state.can_check(seat) == legal.can_check
    assert state.can_call(seat) == (not legal.can_check)
    assert legal.call_amount <= state.stack(seat)
    assert legal.all_in_to == state.bet(seat) + state.stack(seat)
    assert legal.can_all_in == state.can_all_in(seat)
    for other in state.order:
        if other != seat:
            assert not state.can_fold(other)
            assert not state.can_call(other) and not state.can_check(other)
    unit = state.rules.chip_unit
    probes = {legal.min_to - 1, legal.min_to, legal.max_to, legal.max_to + 1, legal.all_in_to,
              legal.all_in_to + 1, state.current_bet, state.current_bet + unit}
    if legal.can_bet or legal.can_raise:
        assert legal.min_to <= legal.max_to <= legal.all_in_to
        assert legal.raising_closed_reason is None
        can = state.can_bet if legal.can_bet else state.can_raise
        assert can(seat, legal.max_to)
        assert not can(seat, legal.max_to + 1)
        for to in probes:
            in_range = legal.min_to <= to <= legal.max_to and to % unit == 0
            allowed = in_range or (to == legal.all_in_to and to <= legal.max_to)
            assert can(seat, to) == allowed, (to, legal)
    else:
        assert legal.raising_closed_reason is not None
        assert not any(state.can_bet(seat, to) or state.can_raise(seat, to) for to in probes)


def wager_amounts(state: HandState, data: st.DataObject) -> int:
    legal = state.legal_actions()
    assert legal is not None
    unit = state.rules.chip_unit
    low, high = legal.min_to, legal.max_to
    choice = data.draw(st.sampled_from(["min", "max", "between"]))
    if choice == "max" or low == high:
        return high
    if choice == "min":
        return low
    middle = data.draw(st.integers(low, high))
    rounded = middle - middle % unit
    return rounded if rounded >= low else high


def next_event(state: HandState, scenario: Scenario, data: st.DataObject) -> HandEvent:
    legal = state.legal_actions()
    if legal is not None:
        seat = legal.seat
        # weighted: passive actions more often, so hands often reach later streets
        options: list[str] = ["check"] * 3 if legal.can_check else ["call"] * 3 + ["fold"]
        if legal.can_bet:
            options += ["bet"] * 2
        if legal.can_raise:
            options += ["raise"]
        if legal.can_all_in:
            options += ["all_in"]
        kind = data.draw(st.sampled_from(options))
        if kind == "fold":
            return Folded(seat)
        if kind == "check":
            return Checked(seat)
        if kind == "call":
            return Called(seat)
        if kind == "all_in":
            return WentAllIn(seat)
        to = wager_amounts(state, data)
        return BetPlaced(seat, to) if kind == "bet" else RaisedTo(seat, to)
    street = state.awaiting_board
    if street is not None:
        cards: tuple[Card, ...] = ()
        if scenario.enter_cards:
            dealt = 2 * len(state.order)  # hole cards come first from the deck
            start, size = {Street.FLOP: (0, 3), Street.TURN: (3, 1), Street.RIVER: (4, 1)}[street]
            cards = scenario.deck[dealt + start : dealt + start + size]
        if street is Street.FLOP:
            return FlopDealt(cards)
        if street is Street.TURN:
            return TurnDealt(cards)
        return RiverDealt(cards)
    assert state.street is Street.SHOWDOWN
    if scenario.enter_cards:
        for seat in state.showdown_order:
            if state.shown_cards(seat) or state.is_mucked(seat):
                continue
            if data.draw(st.integers(0, 3)) == 0 and state.can_apply(CardsMucked(seat)):
                return CardsMucked(seat)
            return CardsShown(seat)
    for pot in state.pots:
        if state.pot_winners(pot.index) is None:
            contenders = [s for s in pot.eligible if not state.is_mucked(s)]
            winners = data.draw(
                st.lists(st.sampled_from(contenders), min_size=1, unique=True)
            )
            return PotAwarded(pot.index, tuple(winners))
    raise AssertionError("showdown with nothing left to do")


def play_out(
    scenario: Scenario, data: st.DataObject, history: list[HandState] | None = None
) -> HandState:
    """Play random legal events to the end, checking invariants after each one.

    Every intermediate state is appended to ``history`` when given.
    """
    config = scenario.config
    start_total = sum(s.stack for s in config.seats)
    state = replay(config)
    check_invariants(state, start_total)
    if scenario.enter_cards:
        for k, seat in enumerate(config.seat_numbers):
            state = state.apply(HoleCardsDealt(seat, scenario.deck[2 * k : 2 * k + 2]))
    for _ in range(MAX_STEPS):
        if history is not None:
            history.append(state)
        if state.is_complete:
            break
        check_legal_actions(state)
        event = next_event(state, scenario, data)
        before = (state.events, state.pot_total, tuple(state.stack(s) for s in state.order))
        assert state.can_apply(event), (event, state.legal_actions())
        everything = copy.deepcopy(vars(state))  # after checking, which may fill caches
        new = state.apply(event)
        # the old state is never changed, down to the last list, set or cache
        assert before == (state.events, state.pot_total,
                          tuple(state.stack(s) for s in state.order))
        assert vars(state) == everything
        check_invariants(new, start_total)
        state = new
    assert state.is_complete, "the hand did not reach an end"
    return state


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(), data=st.data())
def test_random_legal_hands_conserve_chips_and_finish(
    scenario: Scenario, data: st.DataObject
) -> None:
    state = play_out(scenario, data)
    config = scenario.config
    start_total = sum(s.stack for s in config.seats)
    result = state.result()
    finals = result.final_stacks()
    assert sum(finals.values()) == start_total
    assert all(stack >= 0 for stack in finals.values())
    assert set(finals) == set(config.seat_numbers)
    for pot_result in result.pots:
        assert sum(share for _, share in pot_result.shares) == pot_result.pot.amount
        assert set(pot_result.winners) <= set(pot_result.pot.eligible)
        assert pot_result.winners
    for seat, net in result.winnings().items():
        assert net >= -next(s.stack for s in config.seats if s.seat == seat)
    # replay is deterministic: the recorded events rebuild the same result
    again = replay(config, state.events)
    assert again.result() == result


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(), data=st.data())
def test_undo_equals_replay_without_the_last_event(
    scenario: Scenario, data: st.DataObject
) -> None:
    history: list[HandState] = []
    final = play_out(scenario, data, history)
    assert history[-1] is final
    # any state built step by step, undone, equals the live state one event earlier
    k = data.draw(st.integers(1, len(history) - 1))
    previous = undo(history[k])
    expected = history[k - 1]
    assert previous.events == expected.events == history[k].events[:-1]
    assert previous.to_act == expected.to_act
    assert previous.street == expected.street
    assert previous.pots == expected.pots
    assert [previous.stack(s) for s in previous.order] == [
        expected.stack(s) for s in expected.order
    ]
    assert previous.legal_actions() == expected.legal_actions()
    assert previous.pot_total == expected.pot_total
    assert previous.returned == expected.returned
    assert previous.board == expected.board
    # and replaying the whole log rebuilds the final state
    assert replay(scenario.config, final.events).result() == final.result()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(chip_unit=25), data=st.data())
def test_offered_minimum_is_legal_with_a_chip_unit(
    scenario: Scenario, data: st.DataObject
) -> None:
    """What legal_actions offers as the smallest bet or raise is itself accepted."""
    state = replay(scenario.config)
    for _ in range(MAX_STEPS):
        if state.street >= Street.SHOWDOWN:
            break
        legal = state.legal_actions()
        if legal is not None and legal.can_bet:
            assert state.can_bet(legal.seat, legal.min_to), legal
        if legal is not None and legal.can_raise:
            assert state.can_raise(legal.seat, legal.min_to), legal
        state = state.apply(next_event(state, scenario, data))
