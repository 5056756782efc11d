"""The pad records stud as the console does (issue 27): the street due with its seats
and example, the bring-in seat's choices, each seat's row of cards, and the requests
that deal a street with its up cards or with the seat named first."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.cards import parse_card
from app.engine.errors import FeltboardError
from app.engine.events import BroughtIn, StudStreetDealt
from app.engine.games import Game
from app.engine.structure import BlindStructure, Level
from app.present.pad_view import build_pad_view
from app.session.pad_requests import hand_event
from tests.tournament_kit import SETUP, Recorder, live_hand, seat_events

STUD = BlindStructure(tuple(
    Level(0, 0, 5 * k, 600, 20 * k, 40 * k, game=Game.STUD, bring_in=5 * k) for k in range(1, 8)
))


def stud_hand() -> Recorder:
    """Ann, Bob and Cat in seats 1, 3 and 5 of a table of eight: ante 5, bring-in 5,
    bets 20/40; the hand dealt, no street yet."""
    recorder = Recorder.new(replace(SETUP, structure=STUD, seats_per_table=8))
    recorder.rec(*seat_events(3, {1: (1, 1), 2: (1, 3), 3: (1, 5)}, seat_count=8))
    recorder.deal()
    return recorder


def test_the_pad_asks_for_a_street_of_up_cards_seat_by_seat() -> None:
    recorder = stud_hand()
    view = build_pad_view(recorder.state, 1, 0.0)
    assert view["mode"] == "board" and view["street"] == "Third street"
    assert view["board_slots"] == 0 and view["stud"] is True
    due = view["board_due"]
    assert due["prompt"] == "Deal third street: up cards of seats 1, 3, 5, in that order"
    assert due["cards"] == 3 and due["example"] == "e.g. 9c Kd 2s, then Enter"
    assert [seat["label"] for seat in due["stud"]["seats"]] == ["Seat 1", "Seat 3", "Seat 5"]
    assert due["stud"]["first"] is True  # without cards, the pad asks who brings in
    hand = live_hand(recorder.state)
    event = hand_event(hand, 1, {"do": "board", "cards": "9c Kd 2s"})
    assert event == StudStreetDealt(
        up=((1, parse_card("9c")), (3, parse_card("Kd")), (5, parse_card("2s")))
    )
    assert hand_event(hand, 1, {"do": "board", "cards": "", "first": 3}) == StudStreetDealt(
        first=3
    )
    with pytest.raises(FeltboardError, match="2 up cards typed for 3 players"):
        hand_event(hand, 1, {"do": "board", "cards": "9c Kd"})
    with pytest.raises(FeltboardError, match="Betting is over: deal the next street"):
        hand_event(hand, 1, {"do": "fold"})


def test_the_bring_in_seat_is_offered_the_bring_in_and_the_completion() -> None:
    recorder = stud_hand()
    state = recorder.act(hand_event(live_hand(recorder.state), 1,
                                    {"do": "board", "cards": "9c Kd 2s"}))
    view = build_pad_view(state, 1, 0.0)
    actions = view["actions"]
    assert actions["seat"] == 5 and actions["fold"] is False
    assert actions["bring_in"] == 5 and actions["bring_in_text"] == "Bring in 5"
    assert actions["bring_in_line"] == "Seat 5 brings in: 2s is the lowest card"
    assert actions["wager_label"] == "Complete to" and actions["min_to"] == 20
    rows = {seat["seat"]: seat.get("stud_row") for seat in view["seats"]}
    assert rows[1] == ["", "", "9♣"] and rows[2] is None  # backs, then the up card
    assert hand_event(live_hand(state), 1, {"do": "bringin"}) == BroughtIn(5)
    state = recorder.act(BroughtIn(5))
    assert "bring_in" not in build_pad_view(state, 1, 0.0)["actions"]
