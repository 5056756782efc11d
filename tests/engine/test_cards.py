"""Cards: parsing, formatting and hand evaluation as RULES.md ranks hands."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import StandardHighHand

from app.engine.cards import (
    Card,
    Category,
    ensure_distinct,
    evaluate,
    evaluate_distinct,
    evaluate_holdem,
    format_cards,
    full_deck,
    parse_card,
    parse_cards,
)
from app.engine.errors import CardError, FeltboardError


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def strength(hole: str, board: str) -> int:
    return evaluate_holdem(cards(hole), cards(board)).strength


def five(hole: str, board: str) -> str:
    return format_cards(evaluate_holdem(cards(hole), cards(board)).best_five)


# ----- parsing ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", 12, "s"),
        ("Td", 8, "d"),
        ("10h", 8, "h"),
        ("2c", 0, "c"),
        ("9s", 7, "s"),
        ("Jc", 9, "c"),
        ("Qd", 10, "d"),
        ("Kh", 11, "h"),
        ("td", 8, "d"),
        ("aD", 12, "d"),
        ("7H", 5, "h"),
        ("10S", 8, "s"),
        ("  Kc ", 11, "c"),
    ],
)
def test_parse_card_accepts_ranks_suits_and_cases(text: str, rank: int, suit: str) -> None:
    assert parse_card(text) == Card(rank, suit)


def test_ten_written_as_10_is_the_same_card_as_t() -> None:
    assert parse_card("10h") == parse_card("Th")
    assert str(parse_card("10h")) == "Th"


def test_card_formats() -> None:
    card = parse_card("as")
    assert str(card) == "As"
    assert card.rank_char == "A"
    assert card.pretty() == "A♠"
    assert parse_card("10d").pretty() == "T♦"
    assert parse_card("2c").pretty() == "2♣"
    assert parse_card("Jh").pretty() == "J♥"


@pytest.mark.parametrize("text", ["1h", "Ax", "A", "", "11h", "10", "Ahh", "T", "AsK", "Zs", "0h"])
def test_malformed_card_is_rejected_with_a_clear_message(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(text)
    message = str(info.value)
    assert message.startswith(f"'{text}' is not a card")
    assert "rank (2-9, T, J, Q, K, A)" in message
    assert "suit (c, d, h, s)" in message


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, FeltboardError)
    assert issubclass(CardError, ValueError)


@pytest.mark.parametrize(
    "text",
    ["Ah Kd 7c", "AhKd7c", "ah kd 7C", "Ah,Kd;7c", "Ah  Kd\t7c", "AHKD7C", "Ah Kd, 7c"],
)
def test_parse_cards_with_or_without_separators(text: str) -> None:
    assert [str(c) for c in parse_cards(text)] == ["Ah", "Kd", "7c"]


def test_parse_cards_with_tens_written_10() -> None:
    assert [str(c) for c in parse_cards("10h10d Tc")] == ["Th", "Td", "Tc"]
    assert [str(c) for c in parse_cards("10h 9h 8h")] == ["Th", "9h", "8h"]


def test_parse_cards_empty_is_no_cards() -> None:
    assert parse_cards("") == ()
    assert parse_cards("   ") == ()


def test_parse_cards_keeps_order_given() -> None:
    assert format_cards(parse_cards("2c As 7d")) == "2c As 7d"


@pytest.mark.parametrize(
    ("text", "bad"),
    [("AhKd7", "7"), ("Ah Kx 7c", "Kx"), ("Ah 1h", "1h"), ("AhZd", "Zd"), ("Xx", "Xx")],
)
def test_parse_cards_names_the_malformed_part(text: str, bad: str) -> None:
    with pytest.raises(CardError, match=f"^'{bad}' is not a card"):
        parse_cards(text)


@pytest.mark.parametrize("text", ["Ah Ah", "AhAh", "ah Ah", "Ah Kd Ah", "10h Th"])
def test_duplicate_card_is_rejected_naming_it(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text)
    assert "appears twice" in str(info.value)
    assert "each card exists once in the deck" in str(info.value)
    duplicated = "Th" if "10h" in text else "Ah"
    assert str(info.value).startswith(duplicated)


def test_full_deck_has_52_distinct_cards() -> None:
    deck = full_deck()
    assert len(deck) == 52
    assert len(set(deck)) == 52
    assert str(deck[0]) == "2c"
    assert str(deck[-1]) == "As"
    assert {str(c) for c in deck} == {r + s for r in "23456789TJQKA" for s in "cdhs"}


def test_every_card_is_true() -> None:
    # The PHH reader tells known cards from unknown ones (None) with ``all(cards)``.
    assert all(full_deck())
    assert all(Card(rank, suit) for rank in range(13) for suit in "cdhs")


def test_ensure_distinct_accepts_any_iterable_and_names_the_repeat() -> None:
    ensure_distinct(iter(parse_cards("Ah Kd 7c")))
    ensure_distinct(())
    with pytest.raises(CardError, match=r"^Kd appears twice"):
        ensure_distinct(card for card in parse_cards("Ah Kd 7c") + parse_cards("Kd Ah"))


# ----- categories ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seven", "category", "best", "description"),
    [
        ("As Ks Qs Js Ts 2c 3d", Category.STRAIGHT_FLUSH, "As Ks Qs Js Ts", "Royal Flush"),
        (
            "9c 8c 7c 6c 5c 4c 3c",
            Category.STRAIGHT_FLUSH,
            "9c 8c 7c 6c 5c",
            "Straight Flush, Nine high",
        ),
        (
            "5d 4d 3d 2d Ad Kc Kh",
            Category.STRAIGHT_FLUSH,
            "5d 4d 3d 2d Ad",
            "Straight Flush, Five high",
        ),
        (
            "9h 9d 9s 9c 2h 3h Kd",
            Category.FOUR_OF_A_KIND,
            "9s 9h 9d 9c Kd",
            "Four of a Kind, Nines, King kicker",
        ),
        (
            "Kh Kd Ks 7c 7d 2h 2s",
            Category.FULL_HOUSE,
            "Ks Kh Kd 7d 7c",
            "Full House, Kings full of Sevens",
        ),
        (
            "Ac Ad Ah Kc Kd Kh 2s",
            Category.FULL_HOUSE,
            "Ah Ad Ac Kd Kc",
            "Full House, Aces full of Kings",
        ),
        ("Ah 9h 7h 4h 2h Kd Qc", Category.FLUSH, "Ah 9h 7h 4h 2h", "Flush, Ace high"),
        ("5c 4d 3h 2s Ac Kd Kh", Category.STRAIGHT, "5c 4d 3h 2s Ac", "Straight, Five high"),
        ("Th Jd Qc Kd As 2c 3c", Category.STRAIGHT, "As Kd Qc Jd Th", "Straight, Ace high"),
        (
            "7c 7d 7h As Kd 2c 3h",
            Category.THREE_OF_A_KIND,
            "7h 7d 7c As Kd",
            "Three of a Kind, Sevens",
        ),
        (
            "Kc Kd 7h 7s 2c 2d As",
            Category.TWO_PAIR,
            "Kd Kc 7s 7h As",
            "Two Pair, Kings and Sevens, Ace kicker",
        ),
        (
            "Qc Qd 9h 7s 4c 3d 2s",
            Category.ONE_PAIR,
            "Qd Qc 9h 7s 4c",
            "Pair of Queens, kickers Nine, Seven, Four",
        ),
        (
            "6c 6d Ah Ts 4c 3d 2s",
            Category.ONE_PAIR,
            "6d 6c Ah Ts 4c",
            "Pair of Sixes, kickers Ace, Ten, Four",
        ),
        (
            "Ac Jd 9h 7s 4c 3d 2s",
            Category.HIGH_CARD,
            "Ac Jd 9h 7s 4c",
            "High Card, Ace, Jack, Nine, Seven, Four",
        ),
    ],
)
def test_every_category_with_best_five_and_description(
    seven: str, category: Category, best: str, description: str
) -> None:
    value = evaluate(cards(seven))
    assert value.category is category
    assert format_cards(value.best_five) == best
    assert value.describe() == description


def test_categories_rank_in_rules_order() -> None:
    ladder = [
        "Ac Jd 9h 7s 4c",  # high card
        "Qc Qd 9h 7s 4c",  # one pair
        "Kc Kd 7h 7s 4c",  # two pair
        "7c 7d 7h As 4c",  # three of a kind
        "6c 5d 4h 3s 2d",  # straight
        "Ah 9h 7h 4h 2h",  # flush
        "Kh Kd Ks 7c 7d",  # full house
        "9h 9d 9s 9c 4h",  # four of a kind
        "9c 8c 7c 6c 5c",  # straight flush
    ]
    values = [evaluate(cards(hand)) for hand in ladder]
    assert [v.category for v in values] == list(Category)
    strengths = [v.strength for v in values]
    assert strengths == sorted(strengths)
    assert len(set(strengths)) == len(strengths)


def test_category_labels() -> None:
    assert [c.label for c in Category] == [
        "High Card",
        "One Pair",
        "Two Pair",
        "Three of a Kind",
        "Straight",
        "Flush",
        "Full House",
        "Four of a Kind",
        "Straight Flush",
    ]


# ----- straights and the ace -------------------------------------------------------------


def test_wheel_is_the_lowest_straight() -> None:
    wheel = evaluate(cards("5c 4d 3h 2s Ac"))
    six_high = evaluate(cards("6c 5d 4h 3s 2d"))
    broadway = evaluate(cards("Ac Kd Qh Js Tc"))
    assert wheel.category is Category.STRAIGHT
    assert wheel.strength < six_high.strength < broadway.strength
    assert format_cards(wheel.best_five) == "5c 4d 3h 2s Ac"
    assert wheel.describe() == "Straight, Five high"


def test_wheel_loses_to_six_high_straight_on_the_same_board() -> None:
    board = "5c 4d 3h 2s Kd"
    assert strength("6h Qc", board) > strength("Ah Qc", board)
    assert five("6h Qc", board) == "6h 5c 4d 3h 2s"
    assert five("Ah Qc", board) == "5c 4d 3h 2s Ah"


def test_ace_does_not_wrap_around() -> None:
    value = evaluate(cards("Qc Kd Ah 2s 3c 8d 9h"))
    assert value.category is Category.HIGH_CARD


def test_royal_flush_is_the_best_straight_flush() -> None:
    royal = evaluate(cards("Ah Kh Qh Jh Th"))
    king_high = evaluate(cards("Kh Qh Jh Th 9h"))
    steel_wheel = evaluate(cards("5s 4s 3s 2s As"))
    assert royal.category is king_high.category is steel_wheel.category
    assert royal.strength > king_high.strength > steel_wheel.strength
    assert royal.describe() == "Royal Flush"
    assert king_high.describe() == "Straight Flush, King high"
    assert steel_wheel.describe() == "Straight Flush, Five high"
    assert format_cards(steel_wheel.best_five) == "5s 4s 3s 2s As"


def test_seven_card_straight_flush_takes_the_highest_run() -> None:
    value = evaluate(cards("Ah Kh Qh Jh Th 9h 8h"))
    assert format_cards(value.best_five) == "Ah Kh Qh Jh Th"
    assert value.describe() == "Royal Flush"


def test_straight_beats_three_of_a_kind_and_flush_beats_straight() -> None:
    board = "9c 8d 7h 2s 2d"
    straight = evaluate_holdem(cards("Tc 6c"), cards(board))
    trips = evaluate_holdem(cards("2c Kh"), cards(board))
    assert straight.category is Category.STRAIGHT
    assert trips.category is Category.THREE_OF_A_KIND
    assert straight.strength > trips.strength


# ----- kickers (seed 000 and 001, RULES.md) ----------------------------------------------

SEED_BOARD = "Jd Tc 7h 4s 2c"


def test_seed_000_queen_kicker_beats_nine() -> None:
    q7 = evaluate_holdem(cards("Qs 7c"), cards(SEED_BOARD))
    n7 = evaluate_holdem(cards("9s 7d"), cards(SEED_BOARD))
    assert q7.strength > n7.strength
    assert format_cards(q7.best_five) == "7h 7c Qs Jd Tc"
    assert q7.describe() == "Pair of Sevens, kickers Queen, Jack, Ten"


def test_seed_000_nine_seven_beats_six_seven_not_a_split() -> None:
    # RULES.md: 7-7-J-10-9 beats 7-7-J-10-6; seed 000's "split" is wrong.
    n7 = evaluate_holdem(cards("9s 7d"), cards(SEED_BOARD))
    s7 = evaluate_holdem(cards("6s 7c"), cards(SEED_BOARD))
    assert n7.strength > s7.strength
    assert format_cards(n7.best_five) == "7h 7d Jd Tc 9s"
    assert format_cards(s7.best_five) == "7h 7c Jd Tc 6s"
    assert n7.describe() == "Pair of Sevens, kickers Jack, Ten, Nine"
    assert s7.describe() == "Pair of Sevens, kickers Jack, Ten, Six"


def test_seed_000_same_hole_ranks_split() -> None:
    a = evaluate_holdem(cards("Qs 7c"), cards(SEED_BOARD))
    b = evaluate_holdem(cards("Qh 7d"), cards(SEED_BOARD))
    assert a.strength == b.strength


def test_board_plays_is_a_split() -> None:
    board = "As Kd Qh Jc Ts"  # broadway on board
    assert strength("2c 3d", board) == strength("4h 5h", board)
    assert five("2c 3d", board) == "As Kd Qh Jc Ts"


def test_board_plays_with_kickers_below_the_board() -> None:
    board = "Ad Ac Kh Qs Js"  # A-A-K-Q-J: neither player's cards play
    assert strength("9c 2d", board) == strength("8c 3h", board)
    assert strength("Kc 2d", board) > strength("9c 3h", board)  # K-K-A-A-Q: two pair


def test_two_unused_cards_never_play() -> None:
    board = "Kd Kc 8h 8s 5d"
    # Both play K-K-8-8 with an Ace kicker; the second hole card never counts.
    assert strength("As 3c", board) == strength("Ah Qc", board)
    assert five("As 3c", board) == "Kd Kc 8s 8h As"


def test_two_pair_kicker_decides_then_split() -> None:
    board = "Kd Kc 8h 8s 5d"
    assert strength("Qs 2c", board) > strength("Js Tc", board)
    assert strength("4s 2c", board) == strength("3s 2d", board)  # 5 on board plays


def test_two_pair_compares_high_pair_then_low_pair() -> None:
    board = "Ks 9d 6c 3h 2s"
    kings_nines = evaluate_holdem(cards("Kh 9h"), cards(board))
    kings_sixes = evaluate_holdem(cards("Kd 6h"), cards(board))
    nines_sixes = evaluate_holdem(cards("9s 6d"), cards(board))
    assert kings_nines.strength > kings_sixes.strength > nines_sixes.strength


def test_three_pairs_counts_only_the_best_two_with_kicker() -> None:
    value = evaluate(cards("Ac Ad Kc Kd Qc Qd 2s"))
    assert value.category is Category.TWO_PAIR
    assert [c.rank_char for c in value.best_five] == ["A", "A", "K", "K", "Q"]
    assert value.describe() == "Two Pair, Aces and Kings, Queen kicker"


def test_flush_compares_all_five_cards() -> None:
    # A-K-9-7-6 against A-K-9-7-5: the fifth card decides
    a = evaluate_holdem(cards("Kh 6h"), cards("Ah 9h 7h 4c 2d"))
    b = evaluate_holdem(cards("Kd 5d"), cards("Ad 9d 7d 4c 2h"))
    assert a.category is b.category is Category.FLUSH
    assert a.strength > b.strength


def test_flush_on_board_plays_unless_a_higher_card_in_suit() -> None:
    board = "Kh Th 8h 6h 3h"
    assert strength("2c 2d", board) == strength("Ac Qd", board)
    assert strength("Ah 2c", board) > strength("Qh Jh", board)
    assert strength("Qh 2c", board) > strength("9h 4h", board)
    assert five("9h 4h", board) == "Kh Th 9h 8h 6h"
    assert five("2h 2c", board) == "Kh Th 8h 6h 3h"


def test_full_house_compares_trips_then_pair() -> None:
    board = "9s 9d 5c 5h Kd"
    nines_full = evaluate_holdem(cards("9c 2h"), cards(board))  # 9-9-9-5-5
    fives_full = evaluate_holdem(cards("5d 2c"), cards(board))  # 5-5-5-9-9
    kings_full = evaluate_holdem(cards("Kc Kh"), cards(board))  # K-K-K-9-9
    assert nines_full.describe() == "Full House, Nines full of Fives"
    assert fives_full.describe() == "Full House, Fives full of Nines"
    assert kings_full.describe() == "Full House, Kings full of Nines"
    assert kings_full.strength > nines_full.strength > fives_full.strength


def test_four_of_a_kind_kicker_on_board() -> None:
    board = "8c 8d 8h 8s 4d"
    assert strength("Ac 2d", board) > strength("Kc Qd", board)
    assert strength("3c 2d", board) == strength("3h 2c", board)
    assert strength("3c 2d", board) == strength("4h 2h", board)
    assert evaluate_holdem(cards("Ac 2d"), cards(board)).describe() == (
        "Four of a Kind, Eights, Ace kicker"
    )


def test_three_of_a_kind_kickers() -> None:
    board = "7c 7d Ks 9h 2s"
    assert strength("7h Qd", board) > strength("7s Jd", board)
    assert strength("7h 3d", board) == strength("7s 4d", board)  # K-9 kick for both


def test_straight_higher_top_card_wins_and_equal_straights_split() -> None:
    board = "9c 8d 7h 2s Kd"
    assert strength("Jc Tc", board) > strength("Tc 6d", board)
    assert strength("Td 6c", board) == strength("Tc 6h", board)
    assert strength("Tc 6d", board) > strength("6h 5s", board)


def test_high_card_compares_down_to_the_fifth_card() -> None:
    board = "Kc Jd 8h 6s 5c"
    assert strength("Ah 4d", board) > strength("Qh Td", board)
    assert strength("9h 2d", board) > strength("7h 2c", board)
    assert strength("4h 3d", board) == strength("3h 2d", board)  # board's five play


# ----- suits never rank ------------------------------------------------------------------


def test_suits_never_rank() -> None:
    board = "Jh 8d 6c 4s 3d"  # no flush possible
    for a, b in [("Ac Kc", "Ad Kd"), ("Ac Kc", "As Ks"), ("2h 2c", "2d 2s"), ("9c 7c", "9h 7s")]:
        assert strength(a, board) == strength(b, board)
    assert evaluate(cards("Ah Kh Qh Jh 9h")).strength == evaluate(cards("As Ks Qs Js 9s")).strength
    assert evaluate(cards("Ah Kd Qh Jh 9h")).strength == evaluate(cards("As Kc Qs Js 9s")).strength


# ----- evaluate() input checks -----------------------------------------------------------


def test_evaluate_needs_five_to_seven_cards() -> None:
    with pytest.raises(CardError, match="from 5 to 7 cards, not 4"):
        evaluate(cards("As Ks Qs Js"))
    with pytest.raises(CardError, match="from 5 to 7 cards, not 8"):
        evaluate(cards("As Ks Qs Js Ts 9s 8s 7s"))


def test_evaluate_rejects_duplicates() -> None:
    duplicated = (parse_card("As"), parse_card("As"), *cards("Kd Qh Jc Ts"))
    with pytest.raises(CardError, match="As appears twice"):
        evaluate(duplicated)


def test_evaluate_holdem_needs_two_hole_cards_and_full_board() -> None:
    with pytest.raises(CardError, match="2 hole cards, not 3"):
        evaluate_holdem(cards("As Ks Qs"), cards("2c 3d 4h 5s 7c"))
    with pytest.raises(CardError, match="needs all 5 cards to rank hands; it has 4"):
        evaluate_holdem(cards("As Ks"), cards("2c 3d 4h 5s"))
    with pytest.raises(CardError, match="appears twice"):
        evaluate_holdem(cards("As Ks"), cards("As 3d 4h 5s 7c"))


def test_evaluate_five_cards_uses_all_five() -> None:
    value = evaluate(cards("2c 7d 9h Js Kc"))
    assert format_cards(value.best_five) == "Kc Js 9h 7d 2c"
    assert value.describe() == "High Card, King, Jack, Nine, Seven, Two"


def test_best_five_are_from_the_seven_given() -> None:
    seven = cards("Ac Ad 7h 7s 2c 9d Kh")
    value = evaluate(seven)
    assert set(value.best_five) <= set(seven)
    assert len(value.best_five) == 5
    assert format_cards(value.best_five) == "Ad Ac 7s 7h Kh"


# ----- agreement with an independent evaluator (pokerkit, test-only) ---------------------


@settings(max_examples=300, deadline=None)
@given(st.permutations(full_deck()))
def test_comparison_matches_pokerkit(deck: list[Card]) -> None:
    board = deck[:5]
    hole_a, hole_b = deck[5:7], deck[7:9]
    ours_a = evaluate_holdem(hole_a, board)
    ours_b = evaluate_holdem(hole_b, board)
    board_text = "".join(map(str, board))
    theirs_a = StandardHighHand.from_game("".join(map(str, hole_a)), board_text)
    theirs_b = StandardHighHand.from_game("".join(map(str, hole_b)), board_text)
    assert (ours_a.strength > ours_b.strength) == (theirs_a > theirs_b)
    assert (ours_a.strength == ours_b.strength) == (theirs_a == theirs_b)
    # best_five is really a five-card hand worth the same as the seven
    assert evaluate(ours_a.best_five).strength == ours_a.strength
    # the engine's unchecked path (its cards are checked as dealt) ranks the same
    assert evaluate_distinct((*hole_a, *board)) == ours_a
    assert set(ours_a.best_five) <= set(hole_a) | set(board)
