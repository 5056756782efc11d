"""The pure league rules: formula values, bonuses, shared places, best N, tie-breaks."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

from app.engine.league import (
    Finish,
    LeagueError,
    Night,
    bonus_points,
    format_points,
    parse_formula,
    place_points,
    standings,
)


def expected(value: float) -> int:
    """Hundredths from an independent float computation (tests only: a few digits)."""
    return int(Decimal(repr(value)).quantize(Decimal("0.01"), "ROUND_HALF_UP") * 100)


@pytest.mark.parametrize(("entries", "place", "buy_in"), [(16, 1, 20), (9, 4, 50), (30, 7, 0)])
def test_the_td_formula_matches_its_definition(entries: int, place: int, buy_in: int) -> None:
    value = 10 * math.sqrt(entries) / math.sqrt(place) * (1 + math.log10(buy_in + 0.25))
    got = place_points(parse_formula("td:10"), entries, place, Decimal(buy_in))
    assert abs(got - expected(value)) <= 1


def test_sqrt_linear_and_table_values() -> None:
    assert place_points(parse_formula("sqrt:10"), 16, 4, Decimal(20)) == 2000
    assert place_points(parse_formula("sqrt:5"), 9, 1, Decimal(0)) == 1500
    assert place_points(parse_formula("linear:2"), 10, 3, Decimal(0)) == 1600
    table = parse_formula("table:25,18,15")
    assert [place_points(table, 5, p, Decimal(0)) for p in (1, 2, 3, 4)] == [2500, 1800, 1500, 0]


def test_players_sharing_a_place_share_its_points() -> None:
    table = parse_formula("table:10,5,2")
    assert place_points(table, 6, 2, Decimal(0), shared=2) == 350  # (5 + 2) / 2
    assert place_points(table, 6, 2, Decimal(0), shared=3) == 233  # (5 + 2 + 0) / 3


def test_bonuses_count_knockouts_and_the_night_played() -> None:
    formula = parse_formula("sqrt:10; knockout=1.5 ; attendance=2")
    assert bonus_points(formula, 0) == 200
    assert bonus_points(formula, 3) == 650
    assert formula.text() == "sqrt:10;knockout=1.5;attendance=2"
    assert parse_formula(formula.text()) == formula


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("points:10", "Unknown points formula"),
        ("table:", "needs the points of 1st"),
        ("table:10,x", "Points for place 2 must be a number"),
        ("sqrt:0", "must be more than 0"),
        ("td:-3", "The scale of td must be a number"),
        ("td:10;bounty=2", "Unknown bonus 'bounty=2'"),
        ("td:10;knockout=1;knockout=2", "given twice"),
        ("td:1.234", "at most two decimals"),
    ],
)
def test_a_formula_that_cannot_be_read_is_refused_saying_why(text: str, words: str) -> None:
    with pytest.raises(LeagueError, match=words):
        parse_formula(text)


def test_an_impossible_place_is_refused() -> None:
    with pytest.raises(LeagueError, match="not possible with 4 entries"):
        place_points(parse_formula("td:10"), 4, 5, Decimal(0))


def test_hundredths_add_up_exactly_over_a_long_season() -> None:
    # 0.01 a night, 10,000 nights: exactly 100 points, never 99.99999.
    formula = parse_formula("table:0.01")
    nights = [Night(n, 1, Decimal(0), (Finish(1, 1),)) for n in range(10_000)]
    [row] = standings(nights, formula, {1: "Ann"})
    assert row.points == 10_000
    assert format_points(row.points) == "100"


def night(key: int, *places: int, knockouts: dict[int, int] | None = None) -> Night:
    """A night where player ``places[i]`` finished ``i + 1``."""
    ko = knockouts or {}
    finishes = tuple(Finish(p, i, 1, ko.get(p, 0)) for i, p in enumerate(places, start=1))
    return Night(key, len(places), Decimal(10), finishes)


def test_best_n_counts_each_players_best_nights_only() -> None:
    formula = parse_formula("table:10,6,3")
    nights = [night(1, 1, 2, 3), night(2, 2, 1, 3), night(3, 1, 3, 2)]
    table = {s.name: s for s in standings(nights, formula, {1: "A", 2: "B", 3: "C"}, best=2)}
    assert (table["A"].points, table["A"].total) == (2000, 2600)
    assert (table["B"].points, table["B"].total) == (1600, 1900)
    assert (table["C"].points, table["C"].total) == (900, 1200)
    assert [s.counted for s in table["A"].scores] == [True, False, True]


def test_ties_go_to_wins_then_best_finish_then_nights_played() -> None:
    formula = parse_formula("table:10,6,4,3,2,1")
    names = dict(enumerate("ABCDEFGHI", start=1))
    a, b, c, d, e, f, g, h, i = names

    def played(key: int, *finishes: tuple[int, int]) -> Night:
        return Night(key, 8, Decimal(10), tuple(Finish(p, place) for p, place in finishes))

    nights = [
        played(1, (a, 1), (c, 2), (f, 3), (h, 4)),
        played(2, (a, 1), (c, 2), (g, 3), (i, 4)),
        played(3, (b, 1), (d, 2), (e, 3)),
        played(4, (b, 5), (g, 7)),
        played(5, (e, 5)),
    ]
    rows = [(s.rank, s.name, s.points) for s in standings(nights, formula, names)]
    assert rows == [
        (1, "A", 2000),
        (2, "B", 1200),  # 12 points and a win
        (3, "C", 1200),  # 12 points, no win
        (4, "D", 600),  # 6 points, best 2nd
        (5, "E", 600),  # 6 points, best 3rd
        (6, "G", 400),  # 4 points, best 3rd, 2 nights
        (7, "F", 400),  # 4 points, best 3rd, 1 night
        (8, "H", 300),  # equal on everything: they share 8th
        (8, "I", 300),
    ]


def test_players_equal_on_every_tie_break_share_the_rank_listed_by_name() -> None:
    formula = parse_formula("table:5,1")
    table = standings([night(1, 2, 1), night(2, 1, 2)], formula, {1: "zed", 2: "Amy"})
    assert [(s.rank, s.name) for s in table] == [(1, "Amy"), (1, "zed")]
