"""Stud's rules of the cards (RULES.md "Mixed games", Stud), with concrete hands, and the
razz and stud hi-lo lows checked against PokerKit 0.7.7's evaluators on random hands."""

from __future__ import annotations

import random

import pytest
from pokerkit import EightOrBetterLowHand, RegularLowHand

from app.engine.cards import Card, full_deck, parse_card, parse_cards
from app.engine.errors import CardError
from app.engine.stud import (
    bring_in_seat,
    first_to_act,
    odd_chip_order,
    open_pair_on_fourth,
    razz_value,
    stud_low,
)


def up(text: str) -> dict[int, Card]:
    """``"1:2d 3:2c"`` as seat to up card."""
    return {int(seat): parse_card(card) for seat, card in (p.split(":") for p in text.split())}


def test_the_lowest_card_brings_in_in_stud_clubs_lowest_on_a_tie() -> None:
    assert bring_in_seat(up("1:2d 2:2c 3:3s 4:As"), razz=False) == 2
    assert bring_in_seat(up("1:4h 2:4s 3:5c"), razz=False) == 1
    assert bring_in_seat(up("1:Ac 2:Kd"), razz=False) == 2  # the ace is high in stud


def test_the_highest_card_brings_in_in_razz_spades_highest_on_a_tie() -> None:
    assert bring_in_seat(up("1:Kd 2:Ks 3:Qs 4:2c"), razz=True) == 2
    assert bring_in_seat(up("1:Ac 2:2d"), razz=True) == 2  # the ace is low in razz


def test_no_up_card_is_refused() -> None:
    with pytest.raises(CardError, match="up card"):
        bring_in_seat({}, razz=False)


def test_the_best_hand_showing_acts_first_ties_from_the_dealers_left() -> None:
    showing = {
        1: parse_cards("As Kd"),
        2: parse_cards("4c 4d"),
        3: parse_cards("4h 4s"),
        4: parse_cards("Qc Qd 3h"),
    }
    assert first_to_act(showing, (1, 2, 3, 4), razz=False) == 4
    del showing[4]
    assert first_to_act(showing, (3, 1, 2), razz=False) == 3  # a pair of fours each: 3 is first
    assert first_to_act({1: parse_cards("7c 7d 2s 2h"), 2: parse_cards("Ac Ad Kc")},
                        (1, 2), razz=False) == 1  # fmt: skip  # two pair beats a pair
    assert first_to_act({1: parse_cards("5c 5d 5h"), 2: parse_cards("Kc Kd 3s 3h")},
                        (2, 1), razz=False) == 1  # fmt: skip  # trips beat two pair


def test_the_lowest_hand_showing_acts_first_in_razz() -> None:
    showing = {1: parse_cards("6c 4d"), 2: parse_cards("5s 3d"), 3: parse_cards("2c 2d")}
    assert first_to_act(showing, (1, 2, 3), razz=True) == 2
    showing = {1: parse_cards("Ac 2d 7h"), 2: parse_cards("Kc Qd Jh")}
    assert first_to_act(showing, (2, 1), razz=True) == 1  # the ace is the lowest card


def test_an_open_pair_on_fourth_street() -> None:
    assert open_pair_on_fourth({1: parse_cards("9c 9d"), 2: parse_cards("Ks 2d")})
    assert not open_pair_on_fourth({1: parse_cards("9c 8d"), 2: parse_cards("Ks 2d")})


def test_the_odd_chip_goes_to_the_highest_card_by_suit() -> None:
    cards = {2: parse_cards("Kh Kd 9c 9s 4h 3c 2d"), 6: parse_cards("Ks Kc 9d 9h 5c 3d 2h")}
    assert odd_chip_order([2, 6], cards) == [6, 2]  # the king of spades is the highest card


def test_razz_hands_by_their_five_lowest() -> None:
    assert razz_value(parse_cards("Ks Qd 5d 4c 3h Ah 2d")).describe() == "5-4-3-2-A"
    seven_six = razz_value(parse_cards("7c 6d 4h 3s 2c Kd Kh"))
    seven_five = razz_value(parse_cards("7c 5d 4h 3s 2c Kd Kh"))
    assert seven_five.strength > seven_six.strength
    assert razz_value(parse_cards("2c 2d 3h 4s 5c Kd Kh")).describe() == "K-5-4-3-2"
    paired = razz_value(parse_cards("2c 2d 3h 3s 4c 4d Kh"))
    assert paired.describe() == "K-4-3-2-2, paired"
    assert razz_value(parse_cards("Kc Qd Jh Ts 9c 8d 7h")).strength > paired.strength
    # A straight and a flush do not count against a razz hand.
    assert razz_value(parse_cards("5h 4h 3h 2h Ah")).describe() == "5-4-3-2-A"


def test_stud_hi_lo_low_from_any_five_of_seven() -> None:
    low = stud_low(parse_cards("Ac 2d 3h Ks Kd 8c 7s"))
    assert low is not None and low.describe() == "Low, 8-7-3-2-A"
    assert stud_low(parse_cards("Ac 2d 3h Ks Kd 9c 7s")) is None
    assert stud_low(parse_cards("Ac Ad 2c 2d 3h 3s 4c")) is None  # four low ranks only


def _pokerkit(cards: tuple[Card, ...]) -> str:
    return "".join(str(card) for card in cards)


def test_razz_agrees_with_pokerkit_on_random_hands() -> None:
    rng = random.Random(27)
    deck = list(full_deck())
    for _ in range(1_500):
        rng.shuffle(deck)
        first, second = tuple(deck[:7]), tuple(deck[7:14])
        ours = razz_value(first).strength - razz_value(second).strength
        theirs_first = RegularLowHand.from_game(_pokerkit(first))
        theirs_second = RegularLowHand.from_game(_pokerkit(second))
        theirs = (theirs_first > theirs_second) - (theirs_first < theirs_second)
        assert (ours > 0) - (ours < 0) == theirs, (first, second)


def test_stud_low_agrees_with_pokerkit_on_random_hands() -> None:
    rng = random.Random(8)
    deck = list(full_deck())
    for _ in range(1_500):
        rng.shuffle(deck)
        first, second = tuple(deck[:7]), tuple(deck[7:14])
        ours = [stud_low(first), stud_low(second)]
        theirs = []
        for hand in (first, second):
            try:
                theirs.append(EightOrBetterLowHand.from_game(_pokerkit(hand)))
            except ValueError:  # PokerKit: no qualifying low
                theirs.append(None)
        assert [low is None for low in ours] == [low is None for low in theirs], (first, second)
        if ours[0] is not None and ours[1] is not None:
            assert theirs[0] is not None and theirs[1] is not None
            mine = ours[0].strength - ours[1].strength
            their = (theirs[0] > theirs[1]) - (theirs[0] < theirs[1])
            assert (mine > 0) - (mine < 0) == their, (first, second)
