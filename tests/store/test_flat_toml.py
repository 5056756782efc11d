"""The PHH fast path reads flat TOML exactly as tomllib does, or declines."""

from __future__ import annotations

import tomllib

import pytest

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
