"""Hostile PHH input: refused in one clean line, within limits, never a traceback.

Issue 14, item 4: deep nesting, integers over Python's 4,300 digits, 20,000 players, a
10 MB action, a byte order mark; and a fuzz test of mutated files.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli.common import BAD_INPUT
from app.cli.replay import run_replay
from app.engine.config import MAX_PLAYERS
from app.store.phh import (
    MAX_ACTION_CHARS,
    MAX_AMOUNT,
    MAX_PHH_BYTES,
    PHHError,
    load_phh,
    read_phh,
    write_phh,
)
from tests.store.test_phh import DWAN_IVEY, HOLES, phh, three_handed

ROOT = Path(__file__).resolve().parents[2]
FOLDED = [*HOLES, "p3 f", "p1 f"]


def refusal(text: str) -> str:
    """The message :func:`read_phh` refuses ``text`` with (it must refuse it)."""
    with pytest.raises(PHHError) as caught:
        read_phh(text)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 400, message
    return message


def players(count: int, **fields: object) -> str:
    """A hand of ``count`` players where everyone folds to the big blind."""
    holes = [f"d dh p{i} ????" for i in range(1, count + 1)]
    folds = [f"p{i} f" for i in [*range(3, count + 1), 1]]
    base: dict[str, object] = {
        "antes": [0] * count,
        "blinds_or_straddles": [50, 100] + [0] * (count - 2),
        "min_bet": 100,
        "starting_stacks": [10_000] * count,
        "actions": holes + folds,
    }
    return phh(**(base | fields))


# ----- the limits --------------------------------------------------------------------------


def test_twenty_three_players_play_and_twenty_four_are_refused() -> None:
    hand = read_phh(players(MAX_PLAYERS))
    assert hand.result().final_stacks()[2] == 10_050
    assert "at most 23 (two hole cards each and five board cards" in refusal(players(24))


def test_the_engine_deals_at_most_twenty_three_players() -> None:
    """The engine's own limit, checked before any of its tables (some grow with the
    square of the players) is built."""
    from app.engine.config import HandConfig, SeatConfig
    from app.engine.errors import ConfigError

    def config(count: int) -> HandConfig:
        seats = tuple(SeatConfig(seat, f"P{seat}", 100) for seat in range(1, count + 1))
        return HandConfig(seats=seats, button=count, small_blind_seat=1, big_blind_seat=2,
                          small_blind=1, big_blind=2)  # fmt: skip

    assert len(config(MAX_PLAYERS).seats) == 23
    with pytest.raises(ConfigError, match=r"A hand deals at most 23 players .* not 100,000"):
        config(100_000)


def test_twenty_thousand_players_are_refused_before_any_table_is_built() -> None:
    text = players(20_000)
    tracemalloc.start()
    try:
        message = refusal(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert message.startswith("line 5: 'starting_stacks' lists 20,000 players")
    assert peak < 50 * 2**20  # 15.5 GB before the limit


def test_two_thousand_nested_brackets_are_refused_without_recursion() -> None:
    message = refusal("x = " + "[" * 2_000 + "]" * 2_000 + "\n" + three_handed(FOLDED))
    assert message == "line 1: Arrays are nested more than 32 levels deep; PHH needs two"
    # Brackets inside strings and comments do not count.
    names = ["[" * 40, "]" * 40, "Cy"]
    assert read_phh(three_handed(FOLDED, players=names) + "# " + "[" * 40).players == (
        *names[:2], "Cy"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            three_handed(FOLDED, starting_stacks=[10_000, 10_000, 10_000]).replace(
                "10000]", "1" * 4_301 + "]"
            ),
            "line 5: A number has thousands of digits; amounts go up to 1,000,000,000,000,000",
        ),
        (
            three_handed([*HOLES, "p3 cbr " + "9" * 5_000]),
            f"line 6, action 4 'p3 cbr {'9' * 33}'… (5,007 characters): "
            "An action is at most 1,000 characters; this one has 5,007",
        ),
        (
            three_handed([*HOLES, "p3 cbr " + "9" * 900]),
            f"line 6, action 4 'p3 cbr {'9' * 33}'… (907 characters): "
            "The amount has 900 digits; amounts go up to 1,000,000,000,000,000",
        ),
        (
            three_handed(FOLDED, starting_stacks=[10**16, 10_000, 10_000]),
            "line 5: 'starting_stacks' holds a number of 17 digits; amounts go up to "
            "1,000,000,000,000,000",
        ),
        (
            three_handed(FOLDED, _chip_unit=-(10**20)),
            "line 7: '_chip_unit' holds a number of 21 digits; amounts go up to "
            "1,000,000,000,000,000",
        ),
        (
            three_handed(FOLDED, seats=[1, 2, 10**18]),
            "line 7: 'seats' holds a number of 19 digits; amounts go up to "
            "1,000,000,000,000,000",
        ),
        (
            three_handed(FOLDED, starting_stacks=[1e300, 10_000, 10_000]),
            "line 5: 'starting_stacks[0]' holds a number of 301 digits; amounts go up to "
            "1,000,000,000,000,000",
        ),
    ],
    ids=["4,301 digits", "5,000 digits in an action", "900 digits in an action",
         "a stack of 10^16", "a chip unit of -10^20", "a seat of 10^18", "1e300"],
)  # fmt: skip
def test_numbers_beyond_the_limits_are_refused(text: str, expected: str) -> None:
    assert refusal(text) == expected


def test_the_largest_amount_is_accepted() -> None:
    stacks = [MAX_AMOUNT, MAX_AMOUNT, MAX_AMOUNT]
    hand = read_phh(three_handed([*HOLES, f"p3 cbr {MAX_AMOUNT}", "p1 f", "p2 f"],
                                 starting_stacks=stacks))  # fmt: skip
    assert hand.result().final_stacks()[3] == MAX_AMOUNT + 150


def test_a_huge_action_is_not_echoed_whole() -> None:
    action = "p3 " + "x" * (MAX_PHH_BYTES // 2)
    message = refusal(three_handed([*HOLES, action]))
    assert message == (
        f"line 6, action 4 'p3 {'x' * 37}'… (500,003 characters): "
        f"An action is at most {MAX_ACTION_CHARS:,} characters; this one has 500,003"
    )
    # A 10 MB action is over the file limit: refused before it is even parsed.
    assert refusal(three_handed([*HOLES, "p3 " + "x" * 10_000_000])) == (
        "The file is larger than 1 MB; a PHH hand history is a few kilobytes"
    )


def test_a_long_value_is_not_echoed_whole() -> None:
    message = refusal(three_handed(FOLDED, variant="N" * 100_000))
    assert message == (
        f"line 1: The variant '{'N' * 40}'… (100,000 characters) "
        "is not supported; Feltboard plays: NT, PT, FT, PO, FO/8, NS"
    ) or message.startswith("The variant 'NNNN")


def test_a_file_over_the_limit_is_not_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.phh"
    with path.open("wb") as stream:
        stream.truncate(50 * MAX_PHH_BYTES)  # 50 MB of NUL bytes, sparse
    tracemalloc.start()
    try:
        with pytest.raises(PHHError, match="larger than 1 MB"):
            load_phh(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * MAX_PHH_BYTES


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.phh"
    path.write_bytes(b"\xef\xbb\xbf" + DWAN_IVEY.encode())
    assert load_phh(path).players == ("Phil Ivey", "Patrik Antonius", "Tom Dwan")
    assert read_phh("\ufeff" + DWAN_IVEY).players[0] == "Phil Ivey"


def test_text_that_is_not_utf8_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.phh"
    path.write_bytes(three_handed(FOLDED, players=["Ann", "Bea", "Cy"]).replace(
        "Bea", "B\xe9a").encode("latin-1"))  # fmt: skip
    with pytest.raises(PHHError) as caught:
        load_phh(path)
    assert str(caught.value).startswith("line 7: The file is not UTF-8 text (byte ")


@pytest.mark.parametrize(
    ("name", "shown"),
    [("Ann\x1b[2J", "(ESC after 'Ann')"), ("\u202eAnn", "(U+202E at the start)"),
     ("A\x7f", "(DEL after 'A')")],
)  # fmt: skip
def test_player_names_with_control_characters_are_refused(name: str, shown: str) -> None:
    message = refusal(three_handed(FOLDED, players=[name, "Bea", "Cy"]))
    assert message.startswith("line 7: 'players': the name of p1: A name cannot contain "
                              "control characters such as NUL, ESC, DEL")  # fmt: skip
    assert message.endswith(f"or text-direction overrides {shown}")


def test_a_long_player_name_is_refused() -> None:
    message = refusal(three_handed(FOLDED, players=["A" * 101, "Bea", "Cy"]))
    assert message == (
        "line 7: 'players': the name of p1 has 101 characters; a name has at most 100"
    )


# ----- the command line: one line, exit status 2 -------------------------------------------


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("x = " + "[" * 2_000 + "]" * 2_000 + "\n", "line 1: Arrays are nested"),
        (players(20_000), "line 5: 'starting_stacks' lists 20,000 players"),
        ("x =\n1\n", "line 1: Not a valid PHH (TOML) file: Invalid value (column 4)"),
        (three_handed([*HOLES, "p3 cbr " + "9" * 5_000]), "line 6, action 4 'p3 cbr 999"),
    ],
    ids=["nested", "20,000 players", "value on the next line", "5,000-digit amount"],
)
def test_replay_refuses_in_one_line_with_status_2(text: str, line: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.phh"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_replay(str(path), as_json=False, out=out, err=err) == BAD_INPUT == 2
    assert out.getvalue() == ""
    assert err.getvalue().startswith(f"feltboard replay: {path}: {line}")
    assert err.getvalue().count("\n") == 1


def test_replay_of_hostile_files_never_prints_a_traceback(tmp_path: Path) -> None:
    """The real program: status 2, one line on stderr, for each of the issue's files."""
    files = {
        "nested.phh": "x = " + "[" * 2_000 + "]" * 2_000 + "\n",
        "digits.phh": "x = " + "7" * 4_301 + "\n",
        "bom.phh": "\ufeff" + three_handed([*HOLES, "p3 f"]),  # unfinished, but read
    }
    for name, text in files.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "app", "replay", str(path)],
            capture_output=True, text=True, cwd=ROOT, check=False, timeout=120,
        )  # fmt: skip
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith(f"feltboard replay: {path}: ")
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
        assert done.stdout == ""
    assert "seat 1 is to act" in done.stderr  # the BOM file was read: only unfinished


# ----- fuzz: mutated files -----------------------------------------------------------------

# What hostile files are made of: brackets, huge numbers, controls, quotes, keys.
_HOSTILE = (
    "[", "]", "{", "}", "[[", "]]", '"', "'", '"""', "#", "=", ",", "\n", "\r", "\x00", "\x1b",
    "\x7f", "\ufeff", "\u202e", "\\u0000", "\\ud800", "-", "1e999", "nan", "inf", "-0",
    "9" * 4_400, "9" * 20, "1_000", "0x10", "1979-05-27", "07:32:00", "true", "p0", "p99",
    "cbr", "sm", "d db", "d dh", "????", "AsAs", "Xx", "[" * 60, "players = ", "seats = ",
    "\nx = " + "[" * 2_000, "\nx = " + "9" * 4_400 + "\n", " 9" + "9" * 4_400,
    "_pot_awards = [[0, 1]]\n", "_button_seat = 0\n", "seat_count = 1\n", "\t",
)  # fmt: skip
_VALID = (DWAN_IVEY, three_handed(FOLDED), players(9),
          three_handed([*HOLES, "p3 cbr 10000", "p1 cc", "p2 cc", "d db 2c3c4h", "d db 9d",
                        "d db Th"]))  # fmt: skip


@st.composite
def mutated_phh(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(_VALID))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 8))
        piece = draw(st.one_of(st.sampled_from(_HOSTILE), st.text(max_size=4)))
        text = text[:at] + piece + text[at + cut :]
    return text


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_phh())
def test_mutated_files_are_read_or_refused_cleanly(text: str) -> None:
    try:
        hand = read_phh(text)
        if hand.state.is_complete:
            hand.result()
    except PHHError as error:
        message = str(error)
        assert "\n" not in message and len(message) < 400, message
    # Any other exception fails the test: PHH reading raises PHHError only.


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_VALID), st.integers(0, 3_000))
def test_truncated_files_are_read_or_refused_cleanly(text: str, length: int) -> None:
    try:
        read_phh(text[:length])
    except PHHError as error:
        assert "\n" not in str(error)


def test_written_files_with_hostile_names_parse_and_read_back() -> None:
    """A name recorded before names were checked: the PHH written is valid TOML and
    replays (its control characters replaced)."""
    import tomllib

    from app.engine.config import HandConfig, SeatConfig

    config = HandConfig(
        seats=(SeatConfig(1, "A\x7fnn", 1_000), SeatConfig(2, "B\x1b[2J", 1_000),
               SeatConfig(3, "\u202eCy\x00", 1_000)),
        button=3, small_blind_seat=1, big_blind_seat=2, small_blind=5, big_blind=10,
    )  # fmt: skip
    text = write_phh(config)
    assert tomllib.loads(text)["players"] == ["A\ufffdnn", "B\ufffd[2J", "\ufffdCy\ufffd"]
    assert json.dumps(read_phh(text).players)
