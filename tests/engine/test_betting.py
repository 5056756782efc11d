"""Betting: turn order, illegal actions, no-limit, pot-limit and fixed-limit amounts."""

from __future__ import annotations

import pytest

from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandConfig, HandState, SeatConfig, Street, replay, undo
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile

NL = BettingStructure.NO_LIMIT
PL = BettingStructure.POT_LIMIT
FL = BettingStructure.FIXED_LIMIT
NAMES = {
    1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan", 5: "Eve", 6: "Fay", 7: "Gus", 8: "Hal", 9: "Ivy",
    10: "Jon",
}


def table(
    stacks: dict[int, int],
    *,
    button: int,
    sb: int | None,
    bb: int,
    small_blind: int = 50,
    big_blind: int = 100,
    ante: int = 0,
    ante_mode: AnteMode | None = None,
    structure: BettingStructure = NL,
    max_raises: int | None = 4,
    cap_mode: RaiseCapMode = RaiseCapMode.PER_ROUND,
    chip_unit: int = 1,
    small_bet: int | None = None,
    big_bet: int | None = None,
    uncapped_heads_up: bool = True,
) -> HandConfig:
    if ante_mode is None:
        ante_mode = AnteMode.CLASSIC if ante else AnteMode.NONE
    rules = RuleProfile(
        structure=structure,
        ante_mode=ante_mode,
        max_raises=max_raises,
        raise_cap_mode=cap_mode,
        chip_unit=chip_unit,
        uncapped_heads_up=uncapped_heads_up,
    )
    return HandConfig(
        seats=tuple(SeatConfig(seat, NAMES[seat], stacks[seat]) for seat in sorted(stacks)),
        button=button,
        small_blind_seat=sb,
        big_blind_seat=bb,
        small_blind=small_blind,
        big_blind=big_blind,
        ante=ante,
        rules=rules,
        small_bet=small_bet,
        big_bet=big_bet,
    )


def six_handed(**kwargs: object) -> HandConfig:
    """Seats 1-6 with 10,000 each; button 1, small blind 2, big blind 3 (50/100)."""
    return table({s: 10000 for s in range(1, 7)}, button=1, sb=2, bb=3, **kwargs)  # type: ignore[arg-type]


# four 100 limps on a 50/100 table with seats 1-4 (button 1), then the flop
LIMPS: tuple[HandEvent, ...] = (Called(4), Called(1), Called(2), Checked(3), FlopDealt())


def snapshot(state: HandState) -> tuple[object, ...]:
    seats = state.order
    return (
        state.to_act,
        state.street,
        state.current_bet,
        state.pot_total,
        tuple(state.stack(s) for s in seats),
        tuple(state.bet(s) for s in seats),
        tuple(state.is_folded(s) for s in seats),
        state.events,
        state.returned,
        state.legal_actions(),
    )


def order_of_action(state: HandState) -> list[int]:
    """Call or check around until the round closes; return the seats in turn."""
    seats = []
    while state.to_act is not None:
        seat = state.to_act
        seats.append(seat)
        state = state.check(seat) if state.can_check(seat) else state.call(seat)
    return seats


# ----- turn order ------------------------------------------------------------------------


def test_preflop_action_starts_left_of_the_big_blind() -> None:
    state = replay(six_handed())
    assert state.to_act == 4
    assert order_of_action(state) == [4, 5, 6, 1, 2, 3]


def test_postflop_action_starts_left_of_the_button() -> None:
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                  Checked(3), FlopDealt()])
    assert order_of_action(state) == [2, 3, 4, 5, 6, 1]


def test_postflop_skips_folded_seats() -> None:
    state = replay(six_handed(), [Called(4), Folded(5), Called(6), Called(1), Folded(2),
                                  Checked(3), FlopDealt()])
    assert order_of_action(state) == [3, 4, 6, 1]


def test_dead_button_on_an_empty_seat() -> None:
    config = table({2: 5000, 4: 5000, 6: 5000, 7: 5000}, button=3, sb=4, bb=6)
    state = replay(config)
    assert order_of_action(state) == [7, 2, 4, 6]
    state = replay(config, [Called(7), Called(2), Called(4), Checked(6), FlopDealt()])
    assert order_of_action(state) == [4, 6, 7, 2]
    state = replay(config, [Called(7), Called(2), Folded(4), Checked(6), FlopDealt()])
    assert order_of_action(state) == [6, 7, 2]


def test_dead_button_beyond_the_highest_seat_wraps_around() -> None:
    config = table({1: 5000, 3: 5000, 5: 5000}, button=8, sb=1, bb=3)
    state = replay(config)
    assert order_of_action(state) == [5, 1, 3]
    state = replay(config, [Called(5), Called(1), Checked(3), FlopDealt()])
    assert order_of_action(state) == [1, 3, 5]


def test_dead_button_below_the_lowest_seat() -> None:
    config = table({3: 5000, 5: 5000, 7: 5000}, button=2, sb=3, bb=5)
    state = replay(config, [Called(7), Called(3), Checked(5), FlopDealt()])
    assert order_of_action(state) == [3, 5, 7]


def test_all_in_seat_is_skipped_on_later_streets() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 800}, button=1, sb=2, bb=3)
    state = replay(config, [WentAllIn(4), Called(1), Called(2), Called(3), FlopDealt()])
    assert state.is_all_in(4)
    assert order_of_action(state) == [2, 3, 1]


def test_big_blind_gets_the_option_when_everyone_limps() -> None:
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2)])
    assert state.to_act == 3
    legal = state.legal_actions()
    assert legal is not None
    assert legal.can_check and legal.can_raise and legal.min_to == 200
    state = state.raise_to(3, 400)
    assert state.to_act == 4
    assert state.legal_actions().call_amount == 300  # type: ignore[union-attr]


def test_hand_ends_when_all_but_one_fold() -> None:
    state = replay(six_handed(), [RaisedTo(4, 300), Folded(5), Folded(6), Folded(1),
                                  Folded(2), Folded(3)])
    assert state.is_complete
    assert state.to_act is None
    assert state.returned == ((4, 200),)
    assert state.result().final_stacks() == {
        1: 10000, 2: 9950, 3: 9900, 4: 10150, 5: 10000, 6: 10000,
    }


# ----- acting when not allowed -----------------------------------------------------------


def test_acting_out_of_turn_names_who_is_to_act() -> None:
    config = table({s: 10000 for s in range(1, 7)}, button=3, sb=4, bb=5)
    state = replay(config)
    assert state.to_act == 6
    with pytest.raises(IllegalAction, match=r"^Seat 4 is not to act; seat 6 is$"):
        state.fold(4)
    with pytest.raises(IllegalAction, match=r"^Seat 1 is not to act; seat 6 is$"):
        state.call(1)
    with pytest.raises(IllegalAction, match=r"^Seat 5 is not to act; seat 6 is$"):
        state.raise_to(5, 400)
    assert not state.can_fold(4)
    assert not state.can_call(1)
    assert not state.can_all_in(2)
    with pytest.raises(IllegalAction, match="Seat 4 is not to act; seat 6 is"):
        state.verify_fold(4)


def test_replay_names_the_illegal_event() -> None:
    with pytest.raises(IllegalAction) as info:
        replay(six_handed(), [Called(4), Folded(6)])
    assert str(info.value) == "Event 2 (Folded(seat=6)): Seat 6 is not to act; seat 5 is"


def test_acting_after_folding_is_refused() -> None:
    state = replay(six_handed(), [Folded(4), Called(5)])
    with pytest.raises(IllegalAction, match=r"^Seat 4 \(Dan\) has folded$"):
        state.call(4)
    with pytest.raises(IllegalAction, match="has folded"):
        state.fold(4)


def test_acting_while_all_in_is_refused() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 800}, button=1, sb=2, bb=3)
    state = replay(config, [WentAllIn(4)])
    with pytest.raises(IllegalAction, match=r"^Seat 4 \(Dan\) is all-in and cannot act$"):
        state.check(4)
    state = replay(config, [WentAllIn(4), Called(1), Called(2), Called(3), FlopDealt()])
    with pytest.raises(IllegalAction, match="is all-in and cannot act"):
        state.place_bet(4, 100)


def test_seat_not_dealt_in() -> None:
    state = replay(six_handed())
    with pytest.raises(IllegalAction, match=r"^Seat 9 is not in this hand$"):
        state.fold(9)


def test_no_action_between_streets_or_after_the_hand() -> None:
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                  Checked(3)])
    with pytest.raises(IllegalAction, match="Betting on this street is over; deal the flop first"):
        state.check(2)
    over = replay(six_handed(), [Folded(4), Folded(5), Folded(6), Folded(1), Folded(2)])
    with pytest.raises(IllegalAction, match="The hand is over"):
        over.check(3)


def test_check_call_bet_raise_must_fit_the_situation() -> None:
    state = replay(six_handed())
    with pytest.raises(IllegalAction, match=r"^Seat 4 \(Dan\) cannot check: 100 to call$"):
        state.check(4)
    with pytest.raises(IllegalAction, match="There is already a bet of 100; raise, call or fold"):
        state.place_bet(4, 300)
    flop = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                 Checked(3), FlopDealt()])
    with pytest.raises(IllegalAction, match=r"^Seat 2 \(Bob\) has no bet to call; check instead"):
        flop.call(2)
    with pytest.raises(IllegalAction, match="There is no bet to raise; bet instead"):
        flop.raise_to(2, 200)


def test_dealing_before_betting_is_over_is_refused() -> None:
    state = replay(six_handed(), [Called(4)])
    with pytest.raises(IllegalAction, match="Betting on the pre-flop is not finished: seat 5"):
        state.apply(FlopDealt())
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                  Checked(3)])
    with pytest.raises(IllegalAction, match="The next street to deal is the flop"):
        state.apply(TurnDealt())


# ----- no-limit amounts ------------------------------------------------------------------


def test_no_limit_minimum_bet_is_the_big_blind() -> None:
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                  Checked(3), FlopDealt()])
    legal = state.legal_actions()
    assert legal is not None
    assert legal.can_bet and not legal.can_raise
    assert (legal.min_to, legal.max_to) == (100, 9900)
    with pytest.raises(IllegalAction, match=r"^Minimum bet is 100$"):
        state.place_bet(2, 99)
    assert state.can_bet(2, 100)
    assert state.can_bet(2, 9900)
    assert state.place_bet(2, 100).current_bet == 100


def test_no_limit_minimum_raise_is_the_last_full_raise_tda_43() -> None:
    state = replay(six_handed())
    assert state.legal_actions().min_to == 200  # type: ignore[union-attr]
    state = state.raise_to(4, 300)  # a raise of 200
    assert state.legal_actions().min_to == 500  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match=r"^Raise to at least 500$"):
        state.raise_to(5, 499)
    state = state.raise_to(5, 1000)  # a raise of 700
    assert state.legal_actions().min_to == 1700  # type: ignore[union-attr]
    assert not state.can_raise(6, 1699)
    assert state.can_raise(6, 1700)


def test_no_limit_postflop_min_raise_follows_the_bet() -> None:
    state = replay(six_handed(), [Called(4), Called(5), Called(6), Called(1), Called(2),
                                  Checked(3), FlopDealt(), BetPlaced(2, 350)])
    assert state.legal_actions().min_to == 700  # type: ignore[union-attr]
    state = state.raise_to(3, 700)
    assert state.legal_actions().min_to == 1050  # type: ignore[union-attr]


def test_raise_not_above_current_bet_is_refused() -> None:
    state = replay(six_handed(), [RaisedTo(4, 300)])
    with pytest.raises(IllegalAction) as info:
        state.raise_to(5, 300)
    assert str(info.value) == "Raise to at least 500"


def test_all_in_for_less_than_a_min_raise_is_allowed() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 10000, 5: 650}, button=1, sb=2, bb=3)
    state = replay(config, [RaisedTo(4, 400)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 5
    assert legal.min_to == 650 and legal.all_in_to == 650
    state = state.all_in(5)  # 650 is a raise of 250 < 300: short but allowed
    assert state.current_bet == 650
    assert state.legal_actions().min_to == 950  # type: ignore[union-attr]


def test_all_in_that_is_a_full_raise_sets_the_next_minimum() -> None:
    config = table({1: 10000, 2: 10000, 3: 450, 4: 10000}, button=1, sb=2, bb=3)
    state = replay(config, [*LIMPS, BetPlaced(2, 100), WentAllIn(3)])
    assert state.current_bet == 350  # a raise of 250
    assert state.legal_actions().min_to == 600  # type: ignore[union-attr]


def test_call_for_less_when_short() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 250}, button=1, sb=2, bb=3)
    state = replay(config, [RaisedTo(4, 250), RaisedTo(1, 1000), Folded(2), Folded(3)])
    assert state.to_act is None  # seat 4 all-in, seat 1 alone: round over
    assert state.returned == ((1, 750),)
    assert [(p.amount, p.eligible) for p in state.pots] == [(650, (1, 4))]


# ----- short all-ins and reopening (TDA 47, WSOP 96) -------------------------------------


def reopen_table(seat3: int, seat4: int, seat1: int) -> HandConfig:
    """Flop after four 100 limps; stacks behind on the flop are the given amounts."""
    return table(
        {1: seat1 + 100, 2: 10000, 3: seat3 + 100, 4: seat4 + 100}, button=1, sb=2, bb=3,
    )




def test_short_all_in_does_not_reopen_for_a_player_who_acted() -> None:
    config = reopen_table(seat3=300, seat4=5000, seat1=5000)
    state = replay(config, [*LIMPS, BetPlaced(2, 200), WentAllIn(3)])
    assert state.current_bet == 300  # a raise of 100 < 200: not a full raise
    # seat 4 has not acted: it may raise, at least by the last full raise (200)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert legal.can_raise and legal.min_to == 500
    state = state.call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.call_amount == 100
    assert not legal.can_raise
    assert not legal.can_all_in
    assert legal.raising_closed_reason == (
        "Betting is not reopened: the all-in since this player acted was less than a full raise"
    )
    with pytest.raises(IllegalAction, match=r"^Seat 2 \(Bob\) cannot raise: betting is not"):
        state.raise_to(2, 500)
    with pytest.raises(IllegalAction, match=r"cannot go all-in: .*; call 100 or fold$"):
        state.all_in(2)
    state = state.call(2)
    assert state.to_act is None
    assert [(p.amount, p.eligible) for p in state.pots] == [(1600, (1, 2, 3, 4))]


def test_several_short_all_ins_adding_to_a_full_raise_reopen() -> None:
    config = reopen_table(seat3=300, seat4=400, seat1=5000)
    state = replay(config, [*LIMPS, BetPlaced(2, 200), WentAllIn(3), WentAllIn(4)])
    assert state.current_bet == 400  # 300 (+100) then 400 (+100): 200 over seat 2's bet
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert legal.min_to == 600  # the minimum raise stays the last full raise (200)
    state = state.call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.can_raise
    assert legal.min_to == 600
    assert legal.raising_closed_reason is None


def test_short_all_ins_reopen_only_for_those_facing_a_full_raise() -> None:
    config = reopen_table(seat3=300, seat4=5000, seat1=450)
    state = replay(config, [*LIMPS, BetPlaced(2, 200), WentAllIn(3), Called(4), WentAllIn(1)])
    assert state.current_bet == 450
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.can_raise  # faces 250 more than its bet of 200: a full raise
    assert legal.min_to == 650
    state = state.call(2)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert not legal.can_raise  # called 300, faces only 150 more: not reopened
    assert legal.call_amount == 150
    with pytest.raises(IllegalAction, match="betting is not reopened"):
        state.raise_to(4, 1000)


def test_full_raise_after_short_all_in_reopens_everyone() -> None:
    config = reopen_table(seat3=300, seat4=5000, seat1=5000)
    state = replay(config, [*LIMPS, BetPlaced(2, 200), WentAllIn(3), RaisedTo(4, 500)])
    assert state.legal_actions().min_to == 700  # type: ignore[union-attr]
    state = state.call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2 and legal.can_raise


def test_preflop_short_all_in_big_blind_keeps_its_option() -> None:
    config = table({1: 150, 2: 10000, 3: 10000, 4: 10000}, button=1, sb=2, bb=3)
    state = replay(config, [Called(4), WentAllIn(1), Called(2)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    assert legal.can_raise and legal.min_to == 250  # has not acted yet
    state = state.call(3)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert not legal.can_raise  # limped 100, faces only 50 more
    assert legal.call_amount == 50


def test_short_all_in_that_is_a_full_raise_reopens() -> None:
    config = reopen_table(seat3=400, seat4=5000, seat1=5000)
    state = replay(config, [*LIMPS, BetPlaced(2, 200), WentAllIn(3), Called(4), Called(1)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.can_raise and legal.min_to == 600


# ----- pot-limit -------------------------------------------------------------------------


def test_pot_limit_maximum_raise_preflop() -> None:
    state = replay(six_handed(structure=PL))
    legal = state.legal_actions()
    assert legal is not None
    assert (legal.min_to, legal.max_to) == (200, 350)  # 2×100 − 0 + 150
    assert not legal.can_all_in
    with pytest.raises(IllegalAction, match=r"^Raise to at most 350 \(pot limit\)$"):
        state.raise_to(4, 351)
    state = state.raise_to(4, 350)
    assert state.legal_actions().max_to == 1200  # type: ignore[union-attr]  # 700 − 0 + 500
    state = state.call(5)  # pot now 850
    assert state.legal_actions().max_to == 1550  # type: ignore[union-attr]  # 700 + 850
    state = state.call(6).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.max_to == 2200  # 2×350 − 50 + 1550


def test_pot_limit_postflop_bet_and_raise() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000}, button=1, sb=2, bb=3, structure=PL)
    state = replay(config, [Called(1), Called(2), Checked(3), FlopDealt()])
    legal = state.legal_actions()
    assert legal is not None
    assert (legal.min_to, legal.max_to) == (100, 300)
    with pytest.raises(IllegalAction, match=r"Maximum bet is 300 \(pot limit\)"):
        state.place_bet(2, 301)
    state = state.place_bet(2, 300)
    assert state.legal_actions().max_to == 1200  # type: ignore[union-attr]  # 600 + 600
    state = state.raise_to(3, 1200)
    assert state.legal_actions().max_to == 4200  # type: ignore[union-attr]  # 2400 + 1800
    state = state.call(1)
    assert state.legal_actions().max_to == 5100  # type: ignore[union-attr]  # 2400−300+3000


def test_pot_limit_counts_antes_in_the_pot() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 10000}, button=1, sb=2, bb=3,
        small_blind=100, big_blind=200, ante=100, structure=PL,
    )
    legal = replay(config).legal_actions()
    assert legal is not None
    assert legal.max_to == 1100  # 2×200 + (400 antes + 300 blinds)


def test_pot_limit_dead_small_blind_counts_full_preflop() -> None:
    config = table({1: 10000, 3: 10000, 4: 10000, 5: 10000}, button=1, sb=None, bb=3,
                   structure=PL)
    state = replay(config)
    assert state.pot_total == 100
    assert state.legal_actions().max_to == 350  # type: ignore[union-attr]


def test_pot_limit_short_blinds_count_full_preflop() -> None:
    config = table({1: 10000, 2: 30, 3: 60, 4: 10000}, button=1, sb=2, bb=3, structure=PL)
    state = replay(config)
    assert state.pot_total == 90
    assert state.legal_actions().max_to == 350  # type: ignore[union-attr]
    state = state.raise_to(4, 350)
    assert state.legal_actions().max_to == 1200  # type: ignore[union-attr]


def test_pot_limit_all_in_above_the_pot_is_refused() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 400}, button=1, sb=2, bb=3, structure=PL)
    state = replay(config)
    with pytest.raises(IllegalAction, match="cannot go all-in for 400: the most allowed is 350"):
        state.all_in(4)
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 300}, button=1, sb=2, bb=3, structure=PL)
    assert replay(config).all_in(4).current_bet == 300


# ----- fixed-limit -----------------------------------------------------------------------


def test_fixed_limit_small_bet_preflop_and_flop_big_bet_turn_and_river() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000}, button=1, sb=2, bb=3, structure=FL)
    state = replay(config)
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (200, 200)
    with pytest.raises(IllegalAction, match=r"^Raise to at most 200 \(limit\)$"):
        state.raise_to(1, 300)
    with pytest.raises(IllegalAction, match=r"^Raise to at least 200$"):
        state.raise_to(1, 150)
    state = replay(config, [Called(1), Called(2), Checked(3), FlopDealt()])
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (100, 100)
    state = state.place_bet(2, 100)
    assert state.legal_actions().min_to == 200  # type: ignore[union-attr]
    state = state.call(3).call(1).apply(TurnDealt())
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (200, 200)
    with pytest.raises(IllegalAction, match=r"^Minimum bet is 200$"):
        state.place_bet(2, 100)
    state = state.place_bet(2, 200)
    assert state.legal_actions().max_to == 400  # type: ignore[union-attr]
    state = state.call(3).call(1).apply(RiverDealt())
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (200, 200)


def test_fixed_limit_explicit_bet_sizes() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000}, button=1, sb=2, bb=3, structure=FL,
                   small_blind=100, big_blind=200, small_bet=200, big_bet=500)
    assert config.bet_size(Street.PREFLOP) == 200
    assert config.bet_size(Street.FLOP) == 200
    assert config.bet_size(Street.TURN) == 500
    assert config.bet_size(Street.RIVER) == 500
    state = replay(config, [Called(1), Called(2), Checked(3), FlopDealt(), Checked(2),
                            Checked(3), Checked(1), TurnDealt()])
    assert state.legal_actions().min_to == 500  # type: ignore[union-attr]


def test_fixed_limit_a_bet_and_four_raises_per_round() -> None:
    config = table({s: 10000 for s in (1, 2, 3, 4)}, button=1, sb=2, bb=3, structure=FL)
    state = replay(config, [RaisedTo(4, 200), RaisedTo(1, 300), RaisedTo(2, 400),
                            RaisedTo(3, 500)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert not legal.can_raise
    assert legal.raising_closed_reason == "Betting is capped: a bet and 4 raises this round"
    with pytest.raises(IllegalAction, match="cannot raise: betting is capped"):
        state.raise_to(4, 600)
    state = state.call(4).call(1).call(2).apply(FlopDealt())
    state = state.place_bet(2, 100).raise_to(3, 200).raise_to(4, 300).raise_to(1, 400)
    state = state.raise_to(2, 500)
    assert not state.can_raise(3, 600)
    assert state.legal_actions().call_amount == 300  # type: ignore[union-attr]


@pytest.mark.parametrize("structure", [NL, PL])
def test_raise_cap_applies_only_to_fixed_limit(structure: BettingStructure) -> None:
    config = table({1: 100000, 2: 100000, 3: 100000}, button=1, sb=2, bb=3,
                   structure=structure, max_raises=1)
    state = replay(config, [RaisedTo(1, 300), RaisedTo(2, 700), RaisedTo(3, 1500)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert legal.can_raise and legal.raising_closed_reason is None
    assert legal.min_to == 2300


def test_seed_001_preset_four_raises_per_player() -> None:
    config = table(
        {1: 100, 2: 100, 3: 100}, button=1, sb=2, bb=3, small_blind=1, big_blind=1,
        structure=FL, small_bet=1, big_bet=2, max_raises=4, cap_mode=RaiseCapMode.PER_PLAYER,
    )
    state = replay(config)
    assert state.to_act == 1  # three seats left of the dealer (3-handed: the button)
    assert state.legal_actions().call_amount == 1  # type: ignore[union-attr]
    to = 1
    # seats 1 and 2 raise in turn; seat 3 calls each time
    for _ in range(4):
        to += 1
        state = state.raise_to(1, to)
        to += 1
        state = state.raise_to(2, to)
        state = state.call(3)
    assert state.current_bet == 9  # eight raises in the round: the cap is per player
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert not legal.can_raise
    assert legal.raising_closed_reason == "This player already raised 4 times this round"
    state = state.call(1)
    assert state.to_act is None
    state = state.apply(FlopDealt())
    assert state.legal_actions().min_to == 1  # type: ignore[union-attr]


def test_seed_001_preset_turn_bets_are_two() -> None:
    config = table(
        {1: 100, 2: 100, 3: 100, 4: 100, 5: 100}, button=1, sb=2, bb=3, small_blind=1,
        big_blind=1, structure=FL, small_bet=1, big_bet=2, max_raises=4,
        cap_mode=RaiseCapMode.PER_PLAYER,
    )
    state = replay(config)
    assert state.to_act == 4  # three seats to the left of the dealer
    state = replay(config, [Called(4), Called(5), Called(1), Checked(2), Checked(3),
                            FlopDealt(), Checked(2), Checked(3), Checked(4), Checked(5),
                            Checked(1), TurnDealt()])
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (2, 2)


def test_per_player_cap_heads_up() -> None:
    """Seed 001's preset keeps its per-player cap heads-up (the heads-up option is off)."""
    config = table(
        {1: 100, 2: 100}, button=1, sb=1, bb=2, small_blind=1, big_blind=1,
        structure=FL, small_bet=1, big_bet=2, max_raises=4, cap_mode=RaiseCapMode.PER_PLAYER,
        uncapped_heads_up=False,
    )
    state = replay(config)
    for to in range(2, 9):
        state = state.raise_to(state.to_act, to)  # type: ignore[arg-type]
    assert state.to_act == 2 and state.can_raise(2, 9)  # seat 2 has raised 3 times
    state = state.raise_to(2, 9)
    assert not state.can_raise(1, 10)


def test_limit_half_bet_all_in_counts_as_a_raise_tda_47b() -> None:
    config = table({1: 10000, 2: 10000, 3: 250, 4: 10000}, button=1, sb=2, bb=3, structure=FL)
    state = replay(config, [*LIMPS, BetPlaced(2, 100), WentAllIn(3)])
    assert state.current_bet == 150  # 50 over a 100 bet: half a bet
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert (legal.min_to, legal.max_to) == (250, 250)
    state = state.call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.can_raise and legal.min_to == 250  # betting reopened


def test_limit_less_than_half_bet_all_in_does_not_reopen() -> None:
    config = table({1: 10000, 2: 10000, 3: 240, 4: 10000}, button=1, sb=2, bb=3, structure=FL)
    state = replay(config, [*LIMPS, BetPlaced(2, 100), WentAllIn(3)])
    assert state.current_bet == 140
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 4
    assert (legal.min_to, legal.max_to) == (200, 200)  # completes to a full raise
    state = state.call(4).call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert not legal.can_raise
    assert legal.call_amount == 40


def test_limit_half_bet_all_in_counts_toward_the_cap() -> None:
    config = table({1: 10000, 2: 10000, 3: 250, 4: 10000}, button=1, sb=2, bb=3,
                   structure=FL, max_raises=2)
    state = replay(config, [*LIMPS, BetPlaced(2, 100), WentAllIn(3), RaisedTo(4, 250)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert not legal.can_raise
    assert legal.raising_closed_reason == "Betting is capped: a bet and 2 raises this round"


def test_limit_all_in_bigger_than_a_raise_is_refused() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 500}, button=1, sb=2, bb=3, structure=FL)
    state = replay(config)
    assert not state.can_all_in(4)
    with pytest.raises(IllegalAction, match="the most allowed is 200"):
        state.all_in(4)


# ----- illegal amounts -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("structure", "big_blind", "short_stack"), [(NL, 100, 160), (PL, 100, 160), (FL, 50, 80)]
)
def test_offered_raise_amounts_are_accepted_after_an_odd_all_in(
    structure: BettingStructure, big_blind: int, short_stack: int
) -> None:
    try:
        config = table({1: 10000, 2: 10000, 3: 10000, 4: short_stack}, button=1, sb=2, bb=3,
                       small_blind=big_blind // 2, big_blind=big_blind, structure=structure,
                       chip_unit=25)
    except ConfigError:
        return  # refusing stacks that are not whole chip units would also be consistent
    state = replay(config, [WentAllIn(4)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1 and legal.can_raise
    assert state.can_raise(1, legal.min_to)
    assert state.can_raise(1, legal.max_to)


def test_amount_above_stack_is_refused() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 5000}, button=1, sb=2, bb=3)
    state = replay(config)
    with pytest.raises(IllegalAction) as info:
        state.raise_to(4, 5001)
    assert str(info.value) == (
        "Seat 4 (Dan) has only 5,000 behind: raise to at most 5,000 (all-in)"
    )
    state = replay(config, [Called(4), Called(1), Called(2), Checked(3), FlopDealt(),
                            Checked(2), Checked(3)])
    with pytest.raises(IllegalAction, match="has only 4,900 behind: bet to at most 4,900"):
        state.place_bet(4, 6000)


def test_amount_must_be_a_multiple_of_the_chip_unit() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 10010}, button=1, sb=2, bb=3,
                   chip_unit=25)
    state = replay(config)
    with pytest.raises(IllegalAction) as info:
        state.raise_to(4, 310)
    assert str(info.value) == "Raise must be a multiple of 25, the smallest chip in play"
    assert state.can_raise(4, 325)
    assert state.can_raise(4, 10010)  # all-in is allowed whatever the amount
    assert state.all_in(4).current_bet == 10010


def test_non_integer_amount_is_refused() -> None:
    state = replay(six_handed())
    with pytest.raises(IllegalAction, match="whole number of chips"):
        state.raise_to(4, 250.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "event",
    [
        RaisedTo(4, 150),
        RaisedTo(4, 20000),
        RaisedTo(5, 300),
        BetPlaced(4, 300),
        Checked(4),
        Folded(3),
        FlopDealt(),
    ],
)
def test_state_is_unchanged_after_a_refused_action(event: HandEvent) -> None:
    state = replay(six_handed(), [])
    before = snapshot(state)
    assert not state.can_apply(event)
    with pytest.raises(IllegalAction):
        state.apply(event)
    assert snapshot(state) == before
    # and the state still accepts a legal action afterwards
    assert state.raise_to(4, 300).current_bet == 300


def test_apply_returns_a_new_state_and_keeps_the_old_one() -> None:
    state = replay(six_handed())
    before = snapshot(state)
    after = state.raise_to(4, 300)
    assert after is not state
    assert snapshot(state) == before
    assert after.stack(4) == 9700
    assert state.stack(4) == 10000
    assert after.events == (RaisedTo(4, 300),)


# ----- undo ------------------------------------------------------------------------------


def test_undo_is_replay_without_the_last_event() -> None:
    events: list[HandEvent] = [RaisedTo(4, 300), Called(5), Folded(6), Called(1), Folded(2),
                               Called(3), FlopDealt(), BetPlaced(3, 500)]
    config = six_handed()
    state = replay(config, events)
    previous = undo(state)
    assert snapshot(previous) == snapshot(replay(config, events[:-1]))
    assert previous.to_act == 3
    assert previous.current_bet == 0
    assert previous.stack(3) == 9700
    assert state.stack(3) == 9200
    # undo the flop, then a call
    assert undo(previous).street is Street.PREFLOP
    assert undo(undo(previous)).to_act == 3


def test_undo_of_the_closing_action_reopens_the_round() -> None:
    config = six_handed()
    state = replay(config, [Called(4), Called(5), Called(6), Called(1), Called(2), Checked(3)])
    assert state.to_act is None
    state = undo(state)
    assert state.to_act == 3
    assert state.can_raise(3, 200)


def test_all_in_by_raise_to_full_stack_is_an_all_in() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 777}, button=1, sb=2, bb=3)
    state = replay(config, [RaisedTo(4, 777)])
    assert state.is_all_in(4)
    assert state.current_bet == 777
    assert state.legal_actions().min_to == 777 + 677  # type: ignore[union-attr]
