"""Errors reading a PHH file (what ``feltboard replay`` and the console show) are
translatable, with where they were found in the file, and the file's own text (its field
names, its actions) quoted as written."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from app.cli.common import BAD_INPUT
from app.cli.replay import run_replay
from app.store.phh import MAX_PHH_BYTES, PHHError, load_phh, read_phh

Translated = Callable[[str], bool]

HAND = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 AcAd",
  "d dh p2 ????",
  "d dh p3 7h6h",
  "p3 f",
  "p1 cc",
  "p2 cc",
]
"""


def refusal(text: str) -> PHHError:
    with pytest.raises(PHHError) as caught:
        read_phh(text)
    return caught.value


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (HAND.replace('variant = "NT"\n', ""), "'variant'"),
        (HAND.replace('"NT"', '"NO"'), "'NO'"),  # no-limit Omaha: not played (badugi is, now)
        (HAND.replace("[0, 0, 0]", "[1.5, 0, 0]"), "'antes[0]'"),
        (HAND.replace("[1000, 1000, 1000]", "[1000, 1000]"), "'blinds_or_straddles'"),
        (HAND.replace("[50, 100, 0]", "[50, 100, 200]"), "Straddles"),
        (HAND.replace("min_bet = 100", "min_bet = 200"), "'min_bet'"),
        (HAND + "players = ['Ann', 'Bob', 'Ann']\n", "'Ann'"),
        (HAND + "_ante_mode = 'sometimes'\n", "'sometimes'"),
        (HAND + "_pot_awards = [[0, 9]]\n", "p1..p3"),
        (HAND + "seats = [1, 1, 2]\n", "'seats'"),
    ],
)
def test_a_wrong_field_is_refused_in_the_hosts_language(
    text: str, quoted: str, pseudo_language: Translated
) -> None:
    message = str(refusal(text))
    assert pseudo_language(message), message
    assert quoted in message


def test_the_line_of_a_wrong_field_is_found_in_any_language(pseudo_language: Translated) -> None:
    error = refusal(HAND.replace("[0, 0, 0]", "[1.5, 0, 0]"))
    assert error.line == 2
    assert str(error).startswith("«line 2: ")
    assert "Feltboard counts whole chips only" in str(error)


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("p9 f", "There is no player p9"),
        ("p1 xx", "A player action is"),
        ("d dh p1 AcAdKs", "2 hole cards, not 3"),
        ("d db AhKh", "card(s), not 2"),
        ("p1 cbr lots", "is not an amount of chips"),
        ("p1 cbr " + "9" * 30, "The amount has 30 digits"),
        ("p1 sd", "is not a Texas Hold'em action"),
    ],
)
def test_a_wrong_action_says_its_line_and_number(
    action: str, words: str, pseudo_language: Translated
) -> None:
    text = HAND.replace('  "p3 f",\n', f'  "{action}",\n  "p3 f",\n')
    error = refusal(text)
    message = str(error)
    assert pseudo_language(message), message
    assert error.line == 10 and error.action == 4
    assert message.startswith("«line 10, action 4 ")
    assert words in message


def test_an_unfinished_hand_says_what_is_missing(pseudo_language: Translated) -> None:
    hand = read_phh(HAND.replace('  "p2 cc",\n', ""))
    with pytest.raises(PHHError) as caught:
        hand.result()
    assert pseudo_language(str(caught.value))
    assert "seat 2 is to act" in str(caught.value)


def test_a_file_that_is_not_toml_or_text_is_refused(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    not_toml = refusal("variant = 'NT'\nantes = [0,, 0]\n")
    assert not_toml.line == 2 and pseudo_language(str(not_toml))
    assert "Not a valid PHH (TOML) file" in str(not_toml)
    binary = tmp_path / "binary.phh"
    binary.write_bytes(b'variant = "NT"\n\xff\xfe')
    too_big = tmp_path / "big.phh"
    too_big.write_bytes(b"#" * (MAX_PHH_BYTES + 1))
    for path, words in ((binary, "not UTF-8 text"), (too_big, "larger than 1 MB"),
                        (tmp_path / "none.phh", "Cannot read the file")):  # fmt: skip
        with pytest.raises(PHHError) as caught:
            load_phh(path)
        assert pseudo_language(str(caught.value)) and words in str(caught.value)


def test_a_long_text_is_cut_short_in_the_hosts_words(pseudo_language: Translated) -> None:
    message = str(refusal(HAND.replace('"NT"', '"' + "N" * 500 + '"')))
    assert "… (500 characters)»" in message
    assert message.count("N") < 100


def test_feltboard_replay_prints_the_error_in_the_hosts_language(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(HAND.replace("[50, 100, 0]", "[100, 50, 0]"), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_replay(str(path), as_json=False, out=out, err=err) == BAD_INPUT
    assert out.getvalue() == ""
    assert err.getvalue().startswith(
        f"feltboard replay: {path}: «The small blind (100) is larger than the big blind (50)"
    )


def test_english_is_unchanged() -> None:
    error = refusal(HAND.replace("[0, 0, 0]", "[1.5, 0, 0]"))
    assert str(error) == "line 2: 'antes[0]' is 1.5; Feltboard counts whole chips only"
    text = HAND.replace('  "p3 f",\n', '  "p9 f",\n  "p3 f",\n')
    assert str(refusal(text)) == (
        "line 10, action 4 'p9 f': There is no player p9; this hand has p1 to p3"
    )
