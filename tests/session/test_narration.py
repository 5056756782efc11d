"""The hand log: told incrementally, it reads exactly as when told from the start."""

from __future__ import annotations

import random

import pytest

from app.engine.autoplay import random_next_event
from app.engine.hand import HandState, replay
from app.session.narration import HandNarration, hand_log
from tests.engine.test_betting import table


def played_hand(seed: int) -> HandState:
    """A random finished hand at a six-seat table."""
    config = table({1: 3_000, 2: 5_000, 3: 800, 4: 10_000, 5: 2_500, 6: 4_000},
                   button=1, sb=2, bb=3)
    state = replay(config)
    rng = random.Random(seed)
    while not state.is_complete:
        state = state.apply(random_next_event(state, rng))
    return state


@pytest.mark.parametrize("seed", range(20))
def test_narrating_event_by_event_matches_telling_the_whole_hand(seed: int) -> None:
    hand = played_hand(seed)
    narration = HandNarration(hand.config)
    for count in range(len(hand.events) + 1):
        events = hand.events[:count]
        assert narration.continues(hand.config, events)
        assert narration.lines_for(events) == hand_log(hand.config, events)


def test_an_undone_event_is_not_a_continuation() -> None:
    hand = played_hand(1)
    narration = HandNarration(hand.config)
    narration.lines_for(hand.events)
    shorter = hand.events[:-1]
    assert not narration.continues(hand.config, shorter)
    with pytest.raises(ValueError, match="do not continue"):
        narration.lines_for(shorter)


def test_another_hand_is_not_a_continuation() -> None:
    first, second = played_hand(1), played_hand(2)
    narration = HandNarration(first.config)
    assert not narration.continues(second.config, ())
