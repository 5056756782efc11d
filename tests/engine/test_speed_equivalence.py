"""The shortcuts the replay takes for speed give what the plain computations give."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.engine.events import BetPlaced, Called, Checked, FlopDealt, Folded, WentAllIn
from app.engine.hand import HandConfig, SeatConfig, replay
from app.engine.pots import uncalled_bet, uncalled_index


@given(st.lists(st.sampled_from([0, 1, 2, 500, 1000, 3000]), max_size=9))
def test_uncalled_index_is_uncalled_bet_by_index(amounts: list[int]) -> None:
    assert uncalled_index(amounts) == uncalled_bet(dict(enumerate(amounts)))


def config(stacks: dict[int, int]) -> HandConfig:
    seats = tuple(SeatConfig(seat, f"P{seat}", stack) for seat, stack in stacks.items())
    return HandConfig(seats, button=1, small_blind_seat=2, big_blind_seat=3,
                      small_blind=50, big_blind=100)


def test_seats_in_hand_and_active_follow_folds_and_all_ins() -> None:
    state = replay(config({1: 5000, 2: 5000, 3: 5000, 4: 300, 5: 5000}))
    assert state.in_hand == (1, 2, 3, 4, 5)
    state = state.apply(WentAllIn(4)).apply(Folded(5))
    assert state.in_hand == tuple(s for s in state.order if not state.is_folded(s))
    assert state.active_seats == (1, 2, 3)
    assert state.active_seats == tuple(
        s for s in state.order if not state.is_folded(s) and state.stack(s) > 0
    )


def test_events_is_a_tuple_and_earlier_states_keep_theirs() -> None:
    first = replay(config({1: 5000, 2: 5000, 3: 5000}))
    second = first.apply(Called(1))
    third = second.apply(Called(2)).apply(Checked(3))
    fourth = third.apply(FlopDealt(())).apply(BetPlaced(2, 200))
    assert first.events == ()
    assert second.events == (Called(1),)
    assert isinstance(fourth.events, tuple)
    assert fourth.events == (Called(1), Called(2), Checked(3), FlopDealt(()), BetPlaced(2, 200))
    assert third.events == fourth.events[:3]
    assert replay(fourth.config, fourth.events).events == fourth.events


def test_pots_kept_across_cards_are_the_pots_built_afresh() -> None:
    stacks = {1: 1000, 2: 3000, 3: 3000}
    state = replay(config(stacks))
    for event in (WentAllIn(1), Called(2), Called(3), FlopDealt(()), Checked(2), Checked(3)):
        state = state.apply(event)
    assert state.pots == replay(state.config, state.events).pots
    assert [p.amount for p in state.pots] == [3000]
