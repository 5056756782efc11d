"""The export's words for the hands it left out: one line per reason, runs as ranges."""

from __future__ import annotations

from app.present.export_words import hand_numbers, left_out_lines

SHORT_DECK = (
    "short deck hold'em cannot be written as PokerStars text; the PHH and JSON exports "
    "carry it"
)


def test_hands_sharing_a_reason_are_named_on_one_line() -> None:
    left_out = [(12, SHORT_DECK), (13, SHORT_DECK), (15, "the hand was voided")]
    assert left_out_lines(left_out) == [
        f"Hands 12, 13: {SHORT_DECK}",
        "Hand 15: the hand was voided",
    ]


def test_reasons_keep_the_order_of_their_first_hand() -> None:
    left_out = [(3, "b"), (4, "a"), (5, "b"), (9, "a")]
    assert left_out_lines(left_out) == ["Hands 3, 5: b", "Hands 4, 9: a"]


def test_runs_of_three_or_more_hands_are_ranges() -> None:
    assert hand_numbers(range(11, 21)) == "11–20"
    assert hand_numbers([1, 2, 4, 5, 6, 9]) == "1, 2, 4–6, 9"
    assert hand_numbers([7, 7]) == "7"
    assert hand_numbers([]) == ""


def test_nothing_left_out_says_nothing() -> None:
    assert left_out_lines([]) == []
