"""A pad's draw in a draw game (issue 27): what ``{"do": "draw", "count": N}`` means, and
what the pad is shown between betting rounds."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.errors import FeltboardError, IllegalAction
from app.engine.events import Drew
from app.engine.games import Game
from app.present.draw_view import pad_draw_fields
from app.session.pad_requests import hand_event
from tests.present.test_draw_view import _hand


def test_a_pad_draw_is_the_seat_to_draw_taking_that_many_cards() -> None:
    hand = _hand()
    assert hand_event(hand, 1, {"do": "draw", "count": 2}) == Drew(1, 2)
    assert hand_event(hand, 1, {"do": "draw", "count": 0}) == Drew(1, 0)
    # The count the game refuses is the engine's to word, as at the console.
    with pytest.raises(IllegalAction, match=r"^A draw is 0 to 5 cards, not 6$"):
        hand.verify(hand_event(hand, 1, {"do": "draw", "count": 6}))
    for count in (-1, "2", None, True):
        with pytest.raises(FeltboardError, match=r"^Say how many cards the player draws"):
            hand_event(hand, 1, {"do": "draw", "count": count})


def test_a_pad_draw_when_nobody_draws_and_a_bet_during_a_draw_are_refused() -> None:
    betting = _hand(Drew(1, 2), Drew(2, 0), Drew(3, 1))
    with pytest.raises(FeltboardError, match=r"^Nobody is to draw now$"):
        hand_event(betting, 1, {"do": "draw", "count": 1})
    drawing = _hand()
    for do in ("check", "fold", "call", "allin"):
        with pytest.raises(IllegalAction, match=r"^Betting on this round is over; seat 1 draws"):
            drawing.verify(hand_event(drawing, 1, {"do": do}))


def test_the_pad_is_shown_the_draw_due_and_each_seats_draw() -> None:
    fields = pad_draw_fields(_hand(Drew(1, 2)))
    assert fields == {
        "has_board": False,
        "draw_notes": {"1": "drew 2"},
        "draw_due": {
            "seat": 2, "player": "Bob",
            "prompt": "Seat 2 (Bob) draws: tap how many cards",
            "counts": [0, 1, 2, 3, 4, 5],
            "labels": ["Stand pat", "Draw 1", "Draw 2", "Draw 3", "Draw 4", "Draw 5"],
            "cards_example": "or cards: 7h Kd > 2c 3s",
            "cards_button": "Draw these cards",
        },
    }
    assert pad_draw_fields(_hand(game=Game.BADUGI))["draw_due"]["counts"] == [0, 1, 2, 3, 4]
    assert pad_draw_fields(_hand(Drew(1, 2), Drew(2, 0), Drew(3, 1)))["draw_due"] is None


def test_a_pad_draw_may_name_its_cards_as_the_console_takes_them() -> None:
    hand = _hand()
    assert hand_event(hand, 1, {"do": "draw", "cards": "7h Kd > 2c 3s"}) == Drew(
        1, 2, parse_cards("7h Kd"), parse_cards("2c 3s")
    )
    with pytest.raises(IllegalAction, match=r"^Enter the card discarded and the card drawn"):
        hand.verify(hand_event(hand, 1, {"do": "draw", "cards": "7h > 2c 3s"}))
    with pytest.raises(FeltboardError, match=r"^Type the cards discarded, then >"):
        hand_event(hand, 1, {"do": "draw", "cards": "7h Kd"})
    with pytest.raises(FeltboardError):
        hand_event(hand, 1, {"do": "draw", "cards": 7})
