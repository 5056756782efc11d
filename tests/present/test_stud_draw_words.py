"""The words of stud and draw hands in the hand log and the result (issue 27): the
bring-in "brings in for", its completion "completes to" (not "raises to"), a draw of one
card and a stand pat, refusals worded for one card, and the winning hands in each
game's words, with where a stud split's odd chip went."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.errors import FeltboardError, IllegalAction
from app.engine.events import BetPlaced, BroughtIn, Called, CardsShown, Drew, Folded, RaisedTo
from app.engine.games import Game
from app.present.narration import hand_log, push_lines
from app.session.intent import stud_street_event
from tests.engine.test_stud_hand import _to_seventh, play, stud, up
from tests.present.test_draw_view import _hand


def test_the_bring_in_and_its_completion_are_named_as_a_dealer_calls_them() -> None:
    """Ante 5, bring-in 10, bets 20/40: P2's 2c brings in for 10, P3 completes to 20,
    P1 calls 20 and P2 raises to 40."""
    events = (up("1:Kd 2:2c 3:9h"), BroughtIn(2), RaisedTo(3, 20), Called(1), RaisedTo(2, 40))
    assert hand_log(stud(), events)[3:] == [
        "Third street: P1 Kd, P2 2c, P3 9h",
        "P2 brings in for 10",
        "P3 completes to 20",
        "P1 calls 20",
        "P2 raises to 40",
    ]


def test_the_bring_in_seat_may_complete_at_once() -> None:
    events = (up("1:Kd 2:2c 3:9h"), BetPlaced(2, 20), Called(3), RaisedTo(1, 40))
    assert hand_log(stud(), events)[-3:] == ["P2 completes to 20", "P3 calls 20",
                                             "P1 raises to 40"]


def test_a_draw_of_one_and_a_stand_pat_read_as_said() -> None:
    state = _hand(Drew(1, 1), Drew(2, 0), Drew(3, 5))
    assert hand_log(state.config, state.events)[-3:] == [
        "Ann draws 1", "Bob stands pat", "Cy draws 5"
    ]


def test_refusals_of_one_card_say_one_card() -> None:
    state = _hand()
    with pytest.raises(IllegalAction, match=r"^Enter the card discarded and the card drawn"):
        state.apply(Drew(1, 1, parse_cards("7h"), ()))
    with pytest.raises(IllegalAction, match=r"^Enter the 2 cards discarded and the 2 drawn"):
        state.apply(Drew(1, 2, parse_cards("7h"), parse_cards("2c")))
    third = play(stud(), ())
    with pytest.raises(FeltboardError, match=r"^One up card typed for 3 players: one for each"):
        stud_street_event(third, "Kd")


def test_a_stud_split_says_its_odd_chip_went_by_suit() -> None:
    """Two nine-high straights split 35: the odd chip to P2's ace of spades."""
    third = [up("1:9h 2:3c 3:Jd"), BroughtIn(2), Folded(3), Called(1)]
    state = _to_seventh(stud(), third, ["1:8c 2:9s", "1:7c 2:8d", "1:6d 2:7d"])
    state = state.apply(CardsShown(1, parse_cards("Ah 2s 5h")))
    state = state.apply(CardsShown(2, parse_cards("6s 5c As")))
    assert push_lines(state.result()) == (
        "Main pot: 35 split, 18 to P2, 17 to P1 (odd chips by the highest card by suit) "
        "(Straight, Nine high)",
    )


def test_razz_and_stud_hi_lo_results_name_their_hands() -> None:
    third = [up("1:Kd 2:2c 3:9d"), BroughtIn(1), Folded(2), Called(3)]
    streets = ["1:3h 3:4c", "1:5h 3:6c", "1:7h 3:8c"]
    state = _to_seventh(stud(Game.RAZZ), third, streets)
    state = state.apply(CardsShown(1, parse_cards("As 2s Qs")))
    state = state.apply(CardsShown(3, parse_cards("Ac 2d Jc")))
    assert push_lines(state.result()) == ("Main pot: 35 to P1 (7-5-3-2-A)",)
    third = [up("1:2d 2:Kc 3:9d"), BroughtIn(1), Folded(2), Called(3)]
    state = _to_seventh(stud(Game.STUD_HI_LO), third, streets)
    state = state.apply(CardsShown(1, parse_cards("As 2s Qs")))
    state = state.apply(CardsShown(3, parse_cards("Ks Kh Jc")))
    assert push_lines(state.result()) == (
        "Main pot, high half: 18 to P3 (Pair of Kings, kickers Jack, Nine, Eight)",
        "Main pot, low half: 17 to P1 (Low, 7-5-3-2-A)",
    )
