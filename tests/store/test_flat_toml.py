"""The PHH fast path reads flat TOML exactly as tomllib does, or declines."""

from __future__ import annotations

import json
import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.store.phh import parse_flat_toml


@pytest.mark.parametrize(
    "text",
    [
        'variant = "NT"\nseats = [1, 2, 3]\nante_trimming_status = true\n',
        'actions = [\n  "d dh p1 AsKs",\n  "p1 cbr 600",\n]\nmin_bet = 100\n',
        'players = ["Ann", "B\\u00e9a", "C \\"Cy\\""]\n',
        "stacks = [1000, 2000]\nratio = 1.5\n",
    ],
)
def test_fast_path_agrees_with_tomllib(text: str) -> None:
    assert parse_flat_toml(text) == tomllib.loads(text)


@pytest.mark.parametrize(
    "text",
    [
        "stacks = [1_000, 2_000]",
        "name = 'literal'",
        'variant = "NT" # comment',
        "[table]\nx = 1",
        "a.b = 1",
        "x = null",
        "x = nan",
        "x = 1\nx = 2",
        "actions = [\n  1,\n",
    ],
)
def test_fast_path_declines_anything_else(text: str) -> None:
    assert parse_flat_toml(text) is None


@pytest.mark.parametrize(
    "text",
    ['name = "a\\/b"\n', 'name = "a\x7fb"\n', 'name = "\\ud800"\n', 'name = "\\uDBFF"\n'],
)
def test_what_only_json_reads_is_left_to_tomllib_which_refuses_it(text: str) -> None:
    assert parse_flat_toml(text) is None
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)


# ----- never what tomllib refuses: a property test ---------------------------------------

# Pieces of near-TOML: keys, the '=', values, and what JSON and TOML read differently
# (newlines around values, a lone carriage return, form feeds, commas, colons, quotes).
_PIECES = (
    "x", "y", "actions", "_pot_awards", " = ", "=", " ", "\t", "\n", "\r\n", "\r", "\x0c",
    "\x7f", "\xa0", ",", ":", "[", "]", '"', "'", "#", "1", "-0", "1.5", "1e5", "01", "+1",
    "1_0", "true", "false", '"a"', '"\\n"', '"\\u00e9"', '"\\ud800"', '"\\/"', '"\t"',
    '"b\\"c"', "[1, 2]", "[1, 2,]", "[,]", '["p1 f",\n]', "[[1, 2], [3]]", '"x": 2',
)  # fmt: skip


@st.composite
def near_toml(draw: st.DrawFn) -> str:
    """A flat TOML document, sometimes as written, sometimes with pieces spliced in."""
    lines = draw(
        st.lists(
            st.tuples(
                st.sampled_from(["x", "y", "z", "actions", "min_bet"]),
                st.sampled_from([" = ", "=", " =\t", " =\n"]),
                st.recursive(
                    st.one_of(
                        st.integers(-(10**6), 10**6).map(str),
                        st.floats(allow_nan=False).map(repr),
                        st.booleans().map(lambda b: "true" if b else "false"),
                        st.text(max_size=6).map(lambda t: json.dumps(t, ensure_ascii=False)),
                    ),
                    lambda inner: st.lists(inner, max_size=3).map(
                        lambda items: "[" + ", ".join(items) + "]"
                    ),
                    max_leaves=6,
                ),
            ),
            min_size=1,
            max_size=4,
        )
    )
    text = "".join(f"{key}{equals}{value}\n" for key, equals, value in lines)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 3))
        piece = draw(st.sampled_from(_PIECES))
        text = text[:at] + piece + text[at + cut :]
    return text


def _same(a: object, b: object) -> bool:
    """Equal, with -0.0 told apart from 0.0 and a float from an int."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return type(a) is type(b) and repr(a) == repr(b)


@settings(max_examples=3_000, deadline=None)
@given(near_toml())
def test_fast_path_never_accepts_what_tomllib_refuses(text: str) -> None:
    fast = parse_flat_toml(text)
    if fast is None:
        return
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        pytest.fail(f"The fast path read {text!r} as {fast!r}, but TOML refuses it: {error}")
    assert _same(fast, expected), text


@settings(max_examples=1_000, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12).map("".join))
def test_fast_path_on_loose_pieces_agrees_or_declines(text: str) -> None:
    fast = parse_flat_toml(text)
    if fast is not None:
        assert _same(fast, tomllib.loads(text)), text


@pytest.mark.parametrize(
    "text",
    [
        "x =\n1\n",  # the value on the next line
        'x = 1, "y": 2\n',  # JSON would read a second member
        'x = 1, "x": 2\n',
        "x = [,]\n",
        "x = 1\ry = 2\n",  # a carriage return alone
        "\x0c\nx = 1\n",
        "x = 1\x0c\n",
        "actions=[0, false,\x0c]\n",  # a form feed before the closing bracket
    ],
)
def test_fast_path_declines_what_toml_refuses(text: str) -> None:
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    assert parse_flat_toml(text) is None
