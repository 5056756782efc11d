"""Showdown hand names, street and pot words, the reasons a seat may not raise and the
name check speak the language in use; English stays as it was.

The hand names are whole sentences with fields (``"Full House, {three} full of {two}"``)
and the rank words come from translated tables, so a language orders the words its way
and says "reyes" for "Kings". The English rank tables themselves stay English: the
PokerStars export reads them.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app.engine.cards import RANK_NAMES, RANK_PLURALS, Category, evaluate, parse_cards
from app.engine.config import Street, street_in_sentence
from app.engine.events import CardsShown, FlopDealt, RiverDealt, TurnDealt
from app.engine.hand import HandConfig, SeatConfig, replay
from app.engine.names import name_problem
from app.engine.pots import pot_in_sentence, pot_name
from app.engine.rules import AnteMode, RuleProfile

# (seven cards, the English name, the name under pseudo_language: «» around each text).
HANDS = [
    ("As Ks Qs Js Ts 2c 3d", "Royal Flush", "«Royal Flush»"),
    ("Ks Qs Js Ts 9s 2c 3d", "Straight Flush, King high",
     "«Straight Flush, «King high»»"),
    ("5h 4h 3h 2h Ah Kd Qc", "Straight Flush, Five high", "«Straight Flush, «Five high»»"),
    ("Ah Ad Ac As Kc 2d 3h", "Four of a Kind, Aces, King kicker",
     "«Four of a Kind, «Aces», «King» kicker»"),
    ("Kh Kd Kc 5s 5c 2d 3h", "Full House, Kings full of Fives",
     "«Full House, «Kings» full of «Fives»»"),
    ("6h 6d 6c 9s 9c 2d 3h", "Full House, Sixes full of Nines",
     "«Full House, «Sixes» full of «Nines»»"),
    ("Ah 9h 7h 4h 2h Kd Qc", "Flush, Ace high", "«Flush, «Ace high»»"),
    ("Qd Jh Ts 9c 8d 2h 3s", "Straight, Queen high", "«Straight, «Queen high»»"),
    ("5d 4h 3s 2c Ah Kd Jc", "Straight, Five high", "«Straight, «Five high»»"),
    ("Jh Jd Jc 5s 2c 8d 9h", "Three of a Kind, Jacks", "«Three of a Kind, «Jacks»»"),
    ("Ah Ad Kc Ks Qc 2d 3h", "Two Pair, Aces and Kings, Queen kicker",
     "«Two Pair, «Aces» and «Kings», «Queen» kicker»"),
    ("Th Td Kc Qs 2c 3d 7h", "Pair of Tens, kickers King, Queen, Seven",
     "«Pair of «Tens», kickers «King», «Queen», «Seven»»"),
    ("Ah Td 8c 6s 2c 3d 4h", "High Card, Ace, Ten, Eight, Six, Four",
     "«High Card, «Ace», «Ten», «Eight», «Six», «Four»»"),
]  # fmt: skip


@pytest.mark.parametrize(("cards", "english"), [(h[0], h[1]) for h in HANDS],
                         ids=[h[1] for h in HANDS])  # fmt: skip
def test_the_english_hand_name_is_unchanged(cards: str, english: str) -> None:
    assert evaluate(parse_cards(cards)).describe() == english


@pytest.mark.parametrize(("cards", "pseudo"), [(h[0], h[2]) for h in HANDS],
                         ids=[h[1] for h in HANDS])  # fmt: skip
def test_the_hand_name_is_a_sentence_with_translated_rank_words(
    cards: str, pseudo: str, pseudo_language: Callable[[str], bool]
) -> None:
    assert evaluate(parse_cards(cards)).describe() == pseudo


def test_the_winning_hand_of_a_showdown_is_translated(
    pseudo_language: Callable[[str], bool],
) -> None:
    """Played to a showdown: the result names the winning hand in the language in use."""
    seats = (SeatConfig(1, "Ann", 1_000), SeatConfig(2, "Bob", 1_000))
    state = replay(HandConfig(seats, 1, 1, 2, 50, 100, rules=RuleProfile(ante_mode=AnteMode.NONE)))
    state = state.all_in(1).call(2)
    for event in (
        FlopDealt(parse_cards("Kc Kd 5s")),
        TurnDealt(parse_cards("2h")),
        RiverDealt(parse_cards("9c")),
    ):
        state = state.apply(event)
    state = state.apply(CardsShown(2, parse_cards("Ks 5c"))).apply(
        CardsShown(1, parse_cards("Ah Qh"))
    )
    winning = state.result().pots[0].winning_hand
    assert winning == "«Full House, «Kings» full of «Fives»»"


def test_category_labels(pseudo_language: Callable[[str], bool]) -> None:
    assert Category.TWO_PAIR.label == "«Two Pair»"
    assert Category.THREE_OF_A_KIND.label == "«Three of a Kind»"


def test_category_labels_in_english() -> None:
    assert [category.label for category in Category] == [
        "High Card", "One Pair", "Two Pair", "Three of a Kind", "Straight", "Flush",
        "Full House", "Four of a Kind", "Straight Flush",
    ]  # fmt: skip


def test_the_rank_tables_stay_english_for_the_exports(
    pseudo_language: Callable[[str], bool],
) -> None:
    """The PokerStars writer reads these tables: a language never changes them."""
    assert RANK_NAMES["K"] == "King" and RANK_PLURALS["6"] == "Sixes"
    assert not any(pseudo_language(word) for word in (*RANK_NAMES.values(), *RANK_PLURALS.values()))


def test_street_and_pot_words_for_sentences(pseudo_language: Callable[[str], bool]) -> None:
    assert street_in_sentence(Street.FLOP) == "«flop»"
    assert pot_in_sentence(0) == "«main pot»"
    assert pot_in_sentence(2) == "«side pot 2»"
    # The English names of logs and exports do not change with the language.
    assert Street.FLOP.label == "Flop" and pot_name(1) == "Side pot 1"


def test_the_reason_a_seat_may_not_raise_is_translated(
    pseudo_language: Callable[[str], bool],
) -> None:
    """The console's tooltip and the dealer pads show ``raising_closed_reason``."""
    seats = (SeatConfig(1, "Ann", 10_000), SeatConfig(2, "Bob", 10_000), SeatConfig(3, "Cat", 250))
    state = replay(HandConfig(seats, 1, 2, 3, 50, 100, rules=RuleProfile(ante_mode=AnteMode.NONE)))
    legal = state.raise_to(1, 1_000).fold(2).legal_actions()
    assert legal is not None and legal.seat == 3
    assert legal.raising_closed_reason == "«Calling takes all the seat's chips»"


def test_the_reason_a_seat_may_not_raise_in_english() -> None:
    seats = (SeatConfig(1, "Ann", 5_000), SeatConfig(2, "Bob", 10_000), SeatConfig(3, "Cat", 300))
    state = replay(HandConfig(seats, 1, 2, 3, 50, 100, rules=RuleProfile(ante_mode=AnteMode.NONE)))
    legal = state.all_in(1).legal_actions()
    assert legal is not None
    assert legal.raising_closed_reason == "No other player can match a raise; call or fold"


@pytest.mark.parametrize(
    ("name", "english", "pseudo"),
    [
        ("Ann\x1b[31m",
         "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides (ESC after 'Ann')",
         "«A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides (ESC after 'Ann')»"),
        ("\u202eAnn",
         "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides (U+202E at the start)",
         "«A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides (U+202E at the start)»"),
        ("Ann\tLee",
         "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides (a tab after 'Ann')",
         "«A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
         "overrides («a tab» after 'Ann')»"),
    ],
    ids=["escape", "direction override", "tab"],
)  # fmt: skip
def test_the_name_check(
    name: str, english: str, pseudo: str, request: pytest.FixtureRequest
) -> None:
    assert name_problem(name) == english
    request.getfixturevalue("pseudo_language")
    assert name_problem(name) == pseudo
