"""``completes_bet``: the engine's word on whether the next wager completes a short bet."""

from __future__ import annotations

from app.engine.hand import replay
from app.engine.sizes import completes_bet
from tests.engine.test_fixed_limit import at_the_turn, ten_twenty


def test_completing_a_short_all_in_opening_bet_is_a_completion() -> None:
    state = at_the_turn(2, 5).all_in(2)  # 5 all-in on a 20 street: not a full bet
    assert completes_bet(state)
    # The engine counts the completion as the bet: with a cap of one raise, one raise
    # still follows it, and that raise is no completion.
    completed = at_the_turn(2, 5, max_raises=1).all_in(2).raise_to(3, 20)
    legal = completed.legal_actions()
    assert legal is not None and legal.can_raise
    assert not completes_bet(completed)


def test_a_half_bet_all_in_is_full_so_going_above_it_is_a_raise() -> None:
    assert not completes_bet(at_the_turn(2, 10).all_in(2))


def test_after_a_full_bet_it_is_a_raise() -> None:
    assert not completes_bet(at_the_turn(2, 990).place_bet(2, 20))


def test_nothing_to_complete_before_any_bet_or_pre_flop() -> None:
    assert not completes_bet(at_the_turn(2, 5))  # a bet, not a completion
    # a short big blind pre-flop: the full blind is the bet to call, and above it a raise
    assert not completes_bet(replay(ten_twenty({1: 100, 2: 100, 3: 7})))

