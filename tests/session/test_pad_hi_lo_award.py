"""A pad's award of a hi-lo pot in halves (issue 26): what the request means, what the
pad is shown."""

from __future__ import annotations

import pytest

from app.engine.errors import FeltboardError
from app.engine.events import PotAwarded
from app.engine.games import Game
from app.present.pad_view import _showdown
from app.session.pad_requests import hand_event
from tests.engine.test_hi_lo_awards import _checked_down


def test_a_pad_award_with_a_low_half_means_a_split_award() -> None:
    hand = _checked_down()
    event = hand_event(hand, 1, {"do": "award", "pot": 0, "seats": [1], "low": [2, 3]})
    assert event == PotAwarded(0, (1,), (2, 3))
    assert hand_event(hand, 1, {"do": "award", "pot": 0, "seats": [1]}) == PotAwarded(0, (1,))
    assert hand_event(hand, 1, {"do": "award", "pot": 0, "seats": [1], "low": []}) == (
        PotAwarded(0, (1,)))
    with pytest.raises(FeltboardError, match=r"^Say who wins the low half: a list of seat"):
        hand_event(hand, 1, {"do": "award", "pot": 0, "seats": [1], "low": "Bob"})


def test_the_pad_is_told_a_hi_lo_pot_goes_in_halves_and_a_holdem_pot_as_before() -> None:
    (pot,) = _showdown(_checked_down())["pots"]
    assert pot["hi_lo"] is True and [e["seat"] for e in pot["eligible"]] == [1, 2, 3]
    (pot,) = _showdown(_checked_down(Game.HOLDEM))["pots"]
    assert "hi_lo" not in pot
