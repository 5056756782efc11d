"""Seating: tables, the button and blinds per hand, seat draw, balancing and breaking."""

from __future__ import annotations

import doctest
import itertools
from collections.abc import Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import seating
from app.engine.errors import ConfigError, FeltboardError, IllegalAction
from app.engine.hand import HandConfig, replay
from app.engine.rules import ButtonMode
from app.engine.seating import (
    HandLineup,
    Move,
    MoveReason,
    Positions,
    Seating,
    Table,
    apply_move,
    apply_moves,
    apply_seating,
    can_move,
    can_seat,
    first_hand,
    hand_seats,
    next_big_blind,
    next_hand,
    verify_move,
    verify_seating,
)
from app.engine.seating_plans import (
    draw_seats,
    late_seat,
    plan_moves,
    suggest_balance,
    suggest_breaks,
    tables_needed,
)

DEAD = ButtonMode.DEAD
MOVING = ButtonMode.MOVING


def table(
    *seats: int, n: int = 9, number: int = 1, new: Iterable[int] = (), prefix: str = "P"
) -> Table:
    """A table with ``P<seat>`` in each given seat, ``N<seat>`` for the seats in ``new``."""
    fresh = set(new)
    occupants = tuple((s, f"N{s}" if s in fresh else f"{prefix}{s}") for s in (*seats, *fresh))
    return Table(number, n, occupants)


def new_names(*seats: int) -> frozenset[str]:
    return frozenset(f"N{s}" for s in seats)


def spots(lineup: HandLineup) -> tuple[int, int | None, int, tuple[int, ...]]:
    """(button, small blind seat, big blind seat, dealt-in seats)."""
    return lineup.button, lineup.small_blind_seat, lineup.big_blind_seat, lineup.dealt_in


def test_doctests() -> None:
    assert doctest.testmod(seating).failed == 0


# ----- tables ------------------------------------------------------------------------------


def test_table_keeps_occupants_in_seat_order() -> None:
    t = Table(3, 10, ((9, "Zoe"), (1, "Al"), (4, "Bo")))
    assert t.occupants == ((1, "Al"), (4, "Bo"), (9, "Zoe"))
    assert t.seats == (1, 4, 9)
    assert t.players == ("Al", "Bo", "Zoe")
    assert t.player_count == 3
    assert t.empty_seats == (2, 3, 5, 6, 7, 8, 10)
    assert t.player_at(4) == "Bo"
    assert t.player_at(5) is None
    assert t.seat_of("Zoe") == 9
    assert t.seat_of("Nobody") is None
    assert not t.is_full
    assert Table(1, 2, ((1, "A"), (2, "B"))).is_full


def test_table_seat_and_unseat_return_new_values() -> None:
    t = table(1, 2)
    seated = t.with_player(5, "Cy")
    assert seated.seats == (1, 2, 5)
    assert t.seats == (1, 2)
    assert seated.without_player("P1").seats == (2, 5)


@pytest.mark.parametrize(
    ("number", "seat_count", "occupants"),
    [
        (0, 9, ()),
        (1, 1, ()),
        (1, 9, ((10, "A"),)),
        (1, 9, ((0, "A"),)),
        (1, 9, ((2, "A"), (2, "B"))),
        (1, 9, ((2, "A"), (3, "A"))),
        (1, 9, ((2, " "),)),
    ],
)
def test_invalid_tables_are_rejected(
    number: int, seat_count: int, occupants: tuple[tuple[int, str], ...]
) -> None:
    with pytest.raises(ConfigError):
        Table(number, seat_count, occupants)


def test_table_seat_errors_are_illegal_actions() -> None:
    t = table(1, 2)
    with pytest.raises(IllegalAction, match="taken by P2"):
        t.with_player(2, "Cy")
    with pytest.raises(IllegalAction, match="no seat 10"):
        t.with_player(10, "Cy")
    with pytest.raises(IllegalAction, match="already sits"):
        t.with_player(3, "P1")
    with pytest.raises(IllegalAction, match="does not sit"):
        t.without_player("Cy")
    assert issubclass(IllegalAction, FeltboardError)


# ----- first hand --------------------------------------------------------------------------


def test_first_hand_button_on_first_occupied_seat_by_default() -> None:
    assert spots(first_hand(table(2, 4, 7))) == (2, 4, 7, (2, 4, 7))


def test_first_hand_button_from_the_draw_and_blinds_wrap_around() -> None:
    lineup = first_hand(table(2, 4, 7), button=4)
    assert spots(lineup) == (4, 7, 2, (2, 4, 7))
    assert lineup.positions == Positions(4, 7, 2)
    assert lineup.waiting == ()


def test_first_hand_heads_up_button_posts_small_blind() -> None:
    assert spots(first_hand(table(3, 8), button=8)) == (8, 8, 3, (3, 8))
    assert spots(first_hand(table(3, 8))) == (3, 3, 8, (3, 8))
    assert first_hand(table(3, 8)).heads_up


def test_first_hand_errors() -> None:
    with pytest.raises(ConfigError, match="seat 5 is empty"):
        first_hand(table(2, 4, 7), button=5)
    with pytest.raises(ConfigError, match="at least two players"):
        first_hand(table(2))


# ----- dead button -------------------------------------------------------------------------

LAST = Positions(button=1, small_blind=2, big_blind=3)


def test_dead_button_no_bust_everything_moves_one_seat() -> None:
    lineup = next_hand(table(1, 2, 3, 4, 5, 6), LAST)
    assert spots(lineup) == (2, 3, 4, (1, 2, 3, 4, 5, 6))
    assert lineup.small_blind_position == 3


def test_dead_button_small_blind_busts_button_on_empty_seat() -> None:
    t = table(1, 3, 4, 5, 6)
    lineup = next_hand(t, LAST)
    assert spots(lineup) == (2, 3, 4, (1, 3, 4, 5, 6))
    assert t.player_at(lineup.button) is None  # seat 1 does not get the button twice


def test_dead_button_big_blind_busts_dead_small_blind() -> None:
    t = table(1, 2, 4, 5, 6)
    lineup = next_hand(t, LAST)
    assert spots(lineup) == (2, None, 4, (1, 2, 4, 5, 6))
    assert lineup.small_blind_position == 3
    following = next_hand(t, lineup.positions)  # then the button sits on the empty seat 3
    assert spots(following) == (3, 4, 5, (1, 2, 4, 5, 6))


def test_dead_button_button_busts() -> None:
    assert spots(next_hand(table(2, 3, 4, 5, 6), LAST)) == (2, 3, 4, (2, 3, 4, 5, 6))


def test_dead_button_button_and_small_blind_bust() -> None:
    assert spots(next_hand(table(3, 4, 5, 6), LAST)) == (2, 3, 4, (3, 4, 5, 6))


def test_dead_button_two_busts_small_and_big_blind() -> None:
    t = table(1, 4, 5, 6)
    lineup = next_hand(t, LAST)
    assert spots(lineup) == (2, None, 4, (1, 4, 5, 6))
    lineup = next_hand(t, lineup.positions)
    assert spots(lineup) == (3, 4, 5, (1, 4, 5, 6))
    lineup = next_hand(t, lineup.positions)
    assert spots(lineup) == (4, 5, 6, (1, 4, 5, 6))
    lineup = next_hand(t, lineup.positions)
    assert spots(lineup) == (5, 6, 1, (1, 4, 5, 6))  # seat 1 posts in turn, skipped nothing


def test_dead_button_big_blind_and_next_big_blind_bust() -> None:
    # Nobody skips the big blind: seat 5 takes it; the small blind is dead.
    assert spots(next_hand(table(1, 2, 5, 6), LAST)) == (2, None, 5, (1, 2, 5, 6))


def test_dead_button_gaps_and_wrap_around() -> None:
    lineup = next_hand(table(1, 3, 7, 8), Positions(button=7, small_blind=8, big_blind=1))
    assert spots(lineup) == (8, 1, 3, (1, 3, 7, 8))
    lineup = next_hand(table(2, 5, 7, 9), Positions(button=9, small_blind=2, big_blind=5))
    assert spots(lineup) == (2, 5, 7, (2, 5, 7, 9))


def test_dead_button_unknown_small_blind_position() -> None:
    # Rebuilt from a HandConfig with a dead small blind: the button lands on seat 2.
    lineup = next_hand(table(1, 3, 4, 5), Positions(button=1, small_blind=None, big_blind=3))
    assert spots(lineup) == (2, 3, 4, (1, 3, 4, 5))


def test_dead_button_full_orbit_after_a_bust_everyone_posts_once() -> None:
    t = table(1, 2, 3, 4, 5, 6)
    lineup = first_hand(t, button=1)  # BB seat 3
    t = t.without_player("P3")  # the big blind busts
    big_blinds = []
    for _ in range(5):
        lineup = next_hand(t, lineup.positions)
        big_blinds.append(lineup.big_blind_seat)
    assert big_blinds == [4, 5, 6, 1, 2]


def test_next_hand_rejects_positions_outside_the_table_and_lonely_tables() -> None:
    with pytest.raises(ConfigError, match="no seat 10"):
        next_hand(table(1, 2, 3), Positions(1, 2, 10))
    with pytest.raises(ConfigError, match="at least two players"):
        next_hand(table(4), LAST)
    with pytest.raises(ConfigError):
        Positions(0, 1, 2)


def test_next_big_blind() -> None:
    assert next_big_blind(table(1, 2, 5, 6), LAST) == 5
    with pytest.raises(ConfigError):
        next_big_blind(Table(1, 9), LAST)


# ----- moving button -----------------------------------------------------------------------


def test_moving_button_no_bust() -> None:
    lineup = next_hand(table(1, 2, 3, 4, 5, 6), LAST, mode=MOVING)
    assert spots(lineup) == (2, 3, 4, (1, 2, 3, 4, 5, 6))


def test_moving_button_small_blind_busts_button_moves_to_a_player() -> None:
    t = table(1, 3, 4, 5, 6)
    assert spots(next_hand(t, LAST, mode=MOVING)) == (3, 4, 5, (1, 3, 4, 5, 6))
    assert spots(next_hand(t, LAST, mode=DEAD)) == (2, 3, 4, (1, 3, 4, 5, 6))


def test_moving_button_big_blind_busts_blinds_follow() -> None:
    assert spots(next_hand(table(1, 2, 4, 5, 6), LAST, mode=MOVING)) == (2, 4, 5, (1, 2, 4, 5, 6))


def test_moving_button_leaves_an_empty_button_seat() -> None:
    lineup = next_hand(table(1, 3, 4, 5, 6), Positions(2, 3, 4), mode=MOVING)
    assert spots(lineup) == (3, 4, 5, (1, 3, 4, 5, 6))


def test_moving_button_new_player_between_button_and_small_blind_waits() -> None:
    t = table(1, 3, 5, 6, 7, new=[4])
    lineup = next_hand(t, Positions(1, 3, 5), new_players=new_names(4), mode=MOVING)
    assert spots(lineup) == (3, 5, 6, (1, 3, 5, 6, 7))
    assert lineup.waiting == (4,)


def test_moving_button_never_gives_the_same_player_the_big_blind_twice() -> None:
    # Heads-up ended (P3 big blind); two new players must be dealt in at once.
    t = Table(1, 4, ((1, "J1"), (2, "J2"), (3, "P3")))
    lineup = next_hand(t, Positions(4, 4, 3), new_players={"J1", "J2"}, mode=MOVING)
    assert spots(lineup) == (2, 3, 1, (1, 2, 3))


def test_moving_button_new_player_in_last_big_blind_seat_may_take_it() -> None:
    t = Table(1, 4, ((2, "J2"), (3, "P3"), (4, "J1")))
    lineup = next_hand(t, Positions(4, 1, 2), new_players={"J2"}, mode=MOVING)
    assert spots(lineup) == (3, 4, 2, (2, 3, 4))


# ----- heads-up ----------------------------------------------------------------------------

THREE = Positions(button=1, small_blind=4, big_blind=7)


@pytest.mark.parametrize("mode", [DEAD, MOVING])
@pytest.mark.parametrize(
    ("seats", "expected"),
    [
        ((4, 7), (7, 7, 4)),  # the button busts: seat 7 must not post the big blind again
        ((1, 7), (7, 7, 1)),  # the small blind busts
        ((1, 4), (4, 4, 1)),  # the big blind busts: seat 1 owes the big blind
    ],
)
def test_three_to_two_players_nobody_posts_big_blind_twice(
    mode: ButtonMode, seats: tuple[int, int], expected: tuple[int, int, int]
) -> None:
    lineup = next_hand(table(*seats), THREE, mode=mode)
    assert (lineup.button, lineup.small_blind_seat, lineup.big_blind_seat) == expected
    assert lineup.heads_up
    assert lineup.big_blind_seat != THREE.big_blind


@pytest.mark.parametrize("mode", [DEAD, MOVING])
def test_heads_up_alternates(mode: ButtonMode) -> None:
    t = table(4, 7)
    lineup = next_hand(t, Positions(7, 7, 4), mode=mode)
    assert spots(lineup) == (4, 4, 7, (4, 7))
    lineup = next_hand(t, lineup.positions, mode=mode)
    assert spots(lineup) == (7, 7, 4, (4, 7))


def test_heads_up_to_three_new_player_after_big_blind_takes_big_blind() -> None:
    t = table(2, 6, new=[8])
    lineup = next_hand(t, Positions(2, 2, 6), new_players=new_names(8))
    assert spots(lineup) == (2, 6, 8, (2, 6, 8))


def test_heads_up_to_three_new_player_behind_waits_then_takes_big_blind() -> None:
    t = table(2, 6, new=[4])
    lineup = next_hand(t, Positions(2, 2, 6), new_players=new_names(4))
    # Seat 2 owes the big blind; seat 4 would be on the button: it waits, still heads-up.
    assert spots(lineup) == (6, 6, 2, (2, 6))
    assert lineup.waiting == (4,)
    lineup = next_hand(t, lineup.positions, new_players=new_names(4))
    assert spots(lineup) == (6, 2, 4, (2, 4, 6))


def test_heads_up_with_a_new_player_deals_both() -> None:
    lineup = next_hand(table(5, new=[6]), Positions(4, 5, 6), new_players=new_names(6))
    assert spots(lineup) == (6, 6, 5, (5, 6))


# ----- new players (TDA 8, 10) -------------------------------------------------------------


def test_new_player_between_small_blind_and_button_waits_until_button_passes() -> None:
    t = table(1, 3, 5, 6, 7, new=[4])
    lineup = next_hand(t, Positions(1, 3, 5), new_players=new_names(4))
    assert spots(lineup) == (3, 5, 6, (1, 3, 5, 6, 7))
    assert lineup.waiting == (4,)
    lineup = next_hand(t, lineup.positions, new_players=new_names(4))
    assert spots(lineup) == (5, 6, 7, (1, 3, 4, 5, 6, 7))
    assert lineup.waiting == ()


def test_new_player_on_the_dead_button_seat_waits() -> None:
    lineup = next_hand(table(1, 3, 4, 5, 6, new=[2]), LAST, new_players=new_names(2))
    assert spots(lineup) == (2, 3, 4, (1, 3, 4, 5, 6))
    assert lineup.waiting == (2,)


def test_new_player_in_the_small_blind_seat_waits_and_small_blind_is_dead() -> None:
    lineup = next_hand(table(1, 2, 4, 5, 6, new=[3]), LAST, new_players=new_names(3))
    assert spots(lineup) == (2, None, 4, (1, 2, 4, 5, 6))
    assert lineup.waiting == (3,)


def test_new_player_after_the_big_blind_is_dealt_in_at_once() -> None:
    lineup = next_hand(table(1, 2, 3, 4, 5, 6, new=[8]), LAST, new_players=new_names(8))
    assert spots(lineup) == (2, 3, 4, (1, 2, 3, 4, 5, 6, 8))


def test_new_player_next_after_the_big_blind_takes_the_big_blind() -> None:
    lineup = next_hand(table(1, 2, 3, 5, 6, new=[4]), LAST, new_players=new_names(4))
    assert spots(lineup) == (2, 3, 4, (1, 2, 3, 4, 5, 6))


def test_new_players_dealt_in_when_otherwise_nobody_could_play() -> None:
    lineup = next_hand(table(4, new=[2, 3]), LAST, new_players=new_names(2, 3))
    assert spots(lineup) == (2, 3, 4, (2, 3, 4))
    assert lineup.waiting == ()


def test_new_players_not_at_the_table_are_ignored() -> None:
    lineup = next_hand(table(1, 2, 3, 4), LAST, new_players={"Someone else"})
    assert spots(lineup) == (2, 3, 4, (1, 2, 3, 4))


# ----- building a hand ---------------------------------------------------------------------


def test_hand_seats_build_a_hand_config_heads_up_button_acts_first() -> None:
    t = table(4, 7)
    lineup = next_hand(t, Positions(7, 7, 4))
    seats = hand_seats(t, lineup, {"P4": 1000, "P7": 2000})
    assert [(s.seat, s.player, s.stack) for s in seats] == [(4, "P4", 1000), (7, "P7", 2000)]
    config = HandConfig(
        seats=seats,
        button=lineup.button,
        small_blind_seat=lineup.small_blind_seat,
        big_blind_seat=lineup.big_blind_seat,
        small_blind=50,
        big_blind=100,
    )
    assert replay(config).to_act == 4  # the button (small blind) acts first pre-flop


def test_hand_seats_with_a_dead_small_blind_and_button_on_empty_seat() -> None:
    t = table(1, 2, 4, 5, 6)
    lineup = next_hand(t, LAST)
    config = HandConfig(
        seats=hand_seats(t, lineup, {p: 500 for p in t.players}),
        button=lineup.button,
        small_blind_seat=lineup.small_blind_seat,
        big_blind_seat=lineup.big_blind_seat,
        small_blind=50,
        big_blind=100,
    )
    assert replay(config).to_act == 5


def test_hand_seats_needs_every_stack() -> None:
    t = table(1, 2, 3)
    with pytest.raises(ConfigError, match="No stack"):
        hand_seats(t, first_hand(t), {"P1": 10})


# ----- seat changes and moves --------------------------------------------------------------


def test_move_between_tables_and_seat_change() -> None:
    tables = (table(1, 2, 3), table(1, 2, number=2, prefix="Q"))
    move = Move("P2", 1, 2, 2, 7, MoveReason.BALANCE)
    assert can_move(tables, move)
    after = apply_move(tables, move)
    assert after[0].seats == (1, 3)
    assert after[1].occupants == ((1, "Q1"), (2, "Q2"), (7, "P2"))
    change = Move("P1", 1, 1, 1, 9)
    assert apply_moves(tables, [move, change])[0].occupants == ((3, "P3"), (9, "P1"))


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (Move("P2", 3, 2, 1, 7), "no table 3"),
        (Move("P2", 1, 2, 3, 7), "no table 3"),
        (Move("P2", 1, 3, 2, 7), "not in seat 3"),
        (Move("P2", 1, 2, 2, 1), "taken by Q1"),
        (Move("P2", 1, 2, 2, 10), "no seat 10"),
        (Move("P2", 1, 2, 1, 2), "already sits"),
    ],
)
def test_illegal_moves(move: Move, message: str) -> None:
    tables = (table(1, 2, 3), table(1, 2, number=2, prefix="Q"))
    assert not can_move(tables, move)
    with pytest.raises(IllegalAction, match=message):
        verify_move(tables, move)
    with pytest.raises(IllegalAction, match=message):
        apply_move(tables, move)


def test_seating_a_new_player() -> None:
    tables = (table(1, 2), table(1, number=2, prefix="Q"))
    assert apply_seating(tables, Seating("Cy", 2, 5))[1].occupants == ((1, "Q1"), (5, "Cy"))
    assert not can_seat(tables, Seating("P1", 2, 5))
    with pytest.raises(IllegalAction, match="already sits at table 1"):
        verify_seating(tables, Seating("P1", 2, 5))
    with pytest.raises(IllegalAction, match="taken by P2"):
        verify_seating(tables, Seating("Cy", 1, 2))
    with pytest.raises(IllegalAction, match="no table 4"):
        verify_seating(tables, Seating("Cy", 4, 2))


# ----- seat draw and late registration -----------------------------------------------------

PLAYERS = [f"Player {i}" for i in range(23)]


def test_seat_draw_is_balanced_and_complete() -> None:
    draw = draw_seats(PLAYERS, table_count=3, seat_count=9, seed=2024)
    assert draw.seed == 2024
    assert [t.number for t in draw.tables] == [1, 2, 3]
    assert [t.player_count for t in draw.tables] == [8, 8, 7]
    assert sorted(s.player for s in draw.seatings) == sorted(PLAYERS)
    assert all(t.seat_count == 9 for t in draw.tables)


def test_seat_draw_is_reproducible_from_its_seed() -> None:
    first = draw_seats(PLAYERS, table_count=3, seat_count=9, seed=11)
    again = draw_seats(reversed(PLAYERS), table_count=3, seat_count=9, seed=11)
    other = draw_seats(PLAYERS, table_count=3, seat_count=9, seed=12)
    assert first == again
    assert first.tables != other.tables


def test_seat_draw_numbers_tables_from_first_table() -> None:
    draw = draw_seats(["A", "B", "C"], table_count=1, seat_count=10, seed=0, first_table=4)
    assert draw.tables[0].number == 4
    assert draw.tables[0].seat_count == 10


@pytest.mark.parametrize(
    ("players", "table_count", "seat_count"),
    [
        (["A", "A"], 1, 9),
        (["A", ""], 1, 9),
        (["A", "B", "C"], 1, 2),
        (["A"], 0, 9),
        (["A"], 1, 1),
    ],
)
def test_seat_draw_errors(players: list[str], table_count: int, seat_count: int) -> None:
    with pytest.raises(ConfigError):
        draw_seats(players, table_count=table_count, seat_count=seat_count, seed=1)


@given(
    count=st.integers(0, 60),
    seat_count=st.integers(2, 10),
    extra_tables=st.integers(0, 2),
    seed=st.integers(0, 2**32),
)
def test_seat_draw_property(count: int, seat_count: int, extra_tables: int, seed: int) -> None:
    players = [f"p{i}" for i in range(count)]
    table_count = tables_needed(count, seat_count) + extra_tables
    draw = draw_seats(players, table_count=table_count, seat_count=seat_count, seed=seed)
    sizes = [t.player_count for t in draw.tables]
    assert len(sizes) == table_count
    assert max(sizes) - min(sizes) <= 1
    assert sorted(s.player for s in draw.seatings) == sorted(players)
    assert draw == draw_seats(players, table_count=table_count, seat_count=seat_count, seed=seed)


def test_tables_needed() -> None:
    assert tables_needed(0, 9) == 1
    assert tables_needed(9, 9) == 1
    assert tables_needed(10, 9) == 2
    with pytest.raises(ConfigError):
        tables_needed(5, 1)
    with pytest.raises(ConfigError):
        tables_needed(-1, 9)


def test_late_player_goes_to_table_with_fewest_players() -> None:
    tables = (table(1, 2, 3), table(1, 2, number=2, prefix="Q"), table(5, 6, number=3))
    placed = late_seat(tables, "Late", seed=5)
    assert placed.table == 2  # tie between tables 2 and 3: the lower number
    assert placed.seat in tables[1].empty_seats
    assert placed == late_seat(tables, "Late", seed=5)
    assert apply_seating(tables, placed)[1].seat_of("Late") == placed.seat


def test_late_player_errors() -> None:
    with pytest.raises(IllegalAction, match="already sits"):
        late_seat((table(1, 2),), "P1", seed=0)
    with pytest.raises(IllegalAction, match="full"):
        late_seat((table(1, 2, n=2),), "Late", seed=0)
    with pytest.raises(ConfigError, match="same number"):
        late_seat((table(1), table(2, prefix="Q")), "Late", seed=0)
    with pytest.raises(ConfigError, match="two tables"):
        late_seat((table(1), table(1, number=2)), "Late", seed=0)


# ----- balancing (TDA 11) ------------------------------------------------------------------


def two_tables(big: Iterable[int], short: Iterable[int]) -> tuple[Table, Table]:
    return table(*big, number=1, prefix="A"), table(*short, number=2, prefix="B")


def test_balance_moves_next_big_blind_to_the_big_blind_seat_of_the_short_table() -> None:
    tables = two_tables(range(1, 9), (1, 2, 4, 6, 8))
    positions = {1: Positions(2, 3, 4), 2: Positions(1, 2, 4)}
    moves = suggest_balance(tables, positions, seed=0)
    assert moves == (Move("A5", 1, 5, 2, 5, MoveReason.BALANCE),)
    after = apply_moves(tables, moves)
    assert next_big_blind(after[1], positions[2]) == 5  # takes the next big blind
    assert next_big_blind(after[0], positions[1]) == 6


def test_balance_two_moves_take_the_next_big_blinds_in_turn() -> None:
    tables = two_tables(range(1, 10), (1, 2, 4, 6, 8))
    positions = {1: Positions(2, 3, 4), 2: Positions(1, 2, 4)}
    moves = suggest_balance(tables, positions, seed=0)
    assert [(m.player, m.to_seat) for m in moves] == [("A5", 5), ("A6", 7)]
    assert [t.player_count for t in apply_moves(tables, moves)] == [7, 7]


def test_balance_worst_position_after_the_next_big_blind_when_none_before() -> None:
    tables = two_tables(range(1, 10), (1, 2, 3, 4, 5, 7))
    moves = suggest_balance(tables, {1: Positions(1, 2, 3), 2: Positions(1, 2, 3)}, seed=0)
    assert [(m.player, m.to_table, m.to_seat) for m in moves] == [("A4", 2, 6)]


def test_balance_not_needed_within_the_allowed_difference() -> None:
    tables = two_tables(range(1, 9), (1, 2, 3, 4, 5, 6, 7))
    assert suggest_balance(tables, seed=0) == ()
    tables = two_tables(range(1, 9), (1, 2, 3, 4, 5, 6))
    assert suggest_balance(tables, seed=0, max_difference=2) == ()
    assert len(suggest_balance(tables, seed=0)) == 1


def test_balance_three_tables_biggest_to_shortest() -> None:
    tables = (
        table(*range(1, 10), number=1, prefix="A"),
        table(*range(1, 8), number=2, prefix="B"),
        table(*range(1, 7), number=3, prefix="C"),
    )
    moves = suggest_balance(tables, seed=3)
    assert len(moves) == 1
    assert (moves[0].from_table, moves[0].to_table) == (1, 3)
    assert [t.player_count for t in apply_moves(tables, moves)] == [8, 7, 7]


def test_balance_without_positions_is_random_but_reproducible() -> None:
    tables = two_tables(range(1, 10), (1, 2))
    moves = suggest_balance(tables, seed=9)
    assert moves == suggest_balance(tables, seed=9)
    assert len(moves) == 3
    assert [t.player_count for t in apply_moves(tables, moves)] == [6, 5]


def test_balance_errors() -> None:
    with pytest.raises(ConfigError):
        suggest_balance(two_tables((1, 2), (1,)), seed=0, max_difference=0)
    with pytest.raises(ConfigError, match="no seat 12"):
        suggest_balance(two_tables(range(1, 10), (1,)), {1: Positions(1, 2, 12)}, seed=0)


# ----- breaking tables (TDA 10, 11) --------------------------------------------------------


def three_tables(a: int, b: int, c: int) -> tuple[Table, Table, Table]:
    return (
        table(*range(1, a + 1), number=1, prefix="A"),
        table(*range(1, b + 1), number=2, prefix="B"),
        table(*range(1, c + 1), number=3, prefix="C"),
    )


def test_break_highest_table_when_players_fit() -> None:
    tables = three_tables(6, 6, 5)
    moves = suggest_breaks(tables, seed=42)
    assert len(moves) == 5
    assert {m.from_table for m in moves} == {3}
    assert {m.reason for m in moves} == {MoveReason.BREAK}
    assert sorted(m.player for m in moves) == ["C1", "C2", "C3", "C4", "C5"]
    after = apply_moves(tables, moves)
    assert [t.player_count for t in after] == [9, 8, 0]
    assert moves == suggest_breaks(tables, seed=42)
    assert moves != suggest_breaks(tables, seed=43)


def test_no_break_while_players_do_not_fit() -> None:
    assert suggest_breaks(three_tables(6, 6, 7), seed=0) == ()
    assert suggest_breaks(three_tables(9, 0, 0)[:1], seed=0) == ()


def test_break_order_is_configurable_and_skips_tables_gone() -> None:
    tables = three_tables(5, 6, 6)
    assert {m.from_table for m in suggest_breaks(tables, break_order=[1, 2, 3], seed=0)} == {1}
    assert {m.from_table for m in suggest_breaks(tables, break_order=[7, 2, 1], seed=0)} == {2}


def test_break_order_stops_at_a_table_that_cannot_break() -> None:
    tables = (
        Table(1, 9, tuple((s, f"A{s}") for s in range(1, 5))),
        Table(2, 4, tuple((s, f"B{s}") for s in range(1, 4))),
    )
    # Highest first: table 2 breaks, all 7 players fit at table 1's nine seats ...
    assert {m.from_table for m in suggest_breaks(tables, seed=0)} == {2}
    # ... but with table 1 first in the order nothing breaks: 7 players need more than 4.
    assert suggest_breaks(tables, break_order=[1, 2], seed=0) == ()


def test_two_tables_break_at_once() -> None:
    tables = (*three_tables(3, 3, 3), table(1, 2, 3, number=4, prefix="D"))
    moves = suggest_breaks(tables, seed=1)
    assert {m.from_table for m in moves} == {3, 4}
    assert [t.player_count for t in apply_moves(tables, moves)] == [6, 6, 0, 0]


def test_plan_moves_breaks_then_balances() -> None:
    tables = three_tables(8, 2, 2)
    moves = plan_moves(tables, seed=5)
    assert [m.reason for m in moves] == [MoveReason.BREAK] * 2 + [MoveReason.BALANCE] * 2
    assert [t.player_count for t in apply_moves(tables, moves)] == [6, 6, 0]
    assert moves == plan_moves(tables, seed=5)
    with pytest.raises(ConfigError):
        plan_moves(tables, seed=5, max_difference=0)


# ----- properties over many hands ----------------------------------------------------------


def _cw(seat: int, start: int, n: int) -> int:
    return (seat - start) % n


def _check_lineup(
    t: Table, previous: Positions | None, lineup: HandLineup, new: frozenset[str], mode: ButtonMode
) -> None:
    n = t.seat_count
    seats = t.seats
    dealt, waiting = lineup.dealt_in, lineup.waiting
    assert dealt == tuple(sorted(dealt))
    assert set(dealt) | set(waiting) == set(seats)
    assert not set(dealt) & set(waiting)
    assert all(t.player_at(s) in new for s in waiting)
    assert len(dealt) >= 2
    button, small, big = lineup.button, lineup.small_blind_seat, lineup.big_blind_seat
    assert 1 <= button <= n
    assert big in dealt
    if previous is not None and mode is DEAD:
        assert big == min(seats, key=lambda s: _cw(s, previous.big_blind + 1, n))
    if lineup.heads_up:
        assert button == small
        assert {button, big} == set(dealt)
        return
    position = lineup.small_blind_position
    assert position is not None
    assert button != big
    assert 0 < _cw(position, button, n) < _cw(big, button, n)  # button, SB, BB clockwise
    assert (small == position) == (position in dealt)
    assert small is None or small in dealt
    if len([s for s in seats if t.player_at(s) not in new]) < 2:
        return  # the new players may all be dealt in, or nobody could play
    between = [s for s in dealt if 0 < _cw(s, button, n) < _cw(big, button, n)]
    assert between in ([], [position])  # only the small blind between button and BB
    for s in dealt:  # a new player dealt in is never between the button and the BB
        assert t.player_at(s) not in new or _cw(s, button, n) >= _cw(big, button, n)


@st.composite
def hand_sequences(draw: st.DrawFn) -> tuple[int, Table, int, list[tuple[set[int], set[int]]]]:
    n = draw(st.integers(2, 10))
    seats = draw(st.sets(st.integers(1, n), min_size=2))
    t = Table(1, n, tuple((s, f"P{s}") for s in seats))
    button = draw(st.sampled_from(sorted(seats)))
    steps = draw(
        st.lists(
            st.tuples(
                st.sets(st.integers(1, n), max_size=3), st.sets(st.integers(1, n), max_size=2)
            ),
            min_size=1,
            max_size=40,
        )
    )
    return n, t, button, steps


def _play(
    mode: ButtonMode, start: Table, button: int, steps: list[tuple[set[int], set[int]]]
) -> list[tuple[frozenset[str], str, HandLineup, Table]]:
    """Play hands with busts and joins; (seated players, BB player, lineup, table) each."""
    t = start
    lineup = first_hand(t, button=button)
    _check_lineup(t, None, lineup, frozenset(), mode)
    history = [(frozenset(t.players), t.player_at(lineup.big_blind_seat) or "", lineup, t)]
    new: frozenset[str] = frozenset()
    joined = 0
    for busts, joins in steps:
        for seat in sorted(busts & set(lineup.dealt_in)):
            if t.player_count > 1:
                t = t.without_player(t.player_at(seat) or "")
        for seat in sorted(joins):
            if t.player_at(seat) is None:
                joined += 1
                name = f"J{joined}"
                t = t.with_player(seat, name)
                new |= {name}
        if t.player_count < 2:
            break
        previous = lineup.positions
        lineup = next_hand(t, previous, new_players=new, mode=mode)
        _check_lineup(t, previous, lineup, new, mode)
        big_player = t.player_at(lineup.big_blind_seat) or ""
        assert big_player != history[-1][1], "a player posted the big blind twice in a row"
        history.append((frozenset(t.players), big_player, lineup, t))
        new -= {t.player_at(s) for s in lineup.dealt_in}
        config = HandConfig(
            seats=hand_seats(t, lineup, {p: 100 for p in t.players}),
            button=lineup.button,
            small_blind_seat=lineup.small_blind_seat,
            big_blind_seat=lineup.big_blind_seat,
            small_blind=1,
            big_blind=2,
        )
        assert config.big_blind_seat == lineup.big_blind_seat
    return history


@settings(max_examples=300, deadline=None)
@given(hand_sequences())
def test_dead_button_nobody_skips_the_big_blind(
    case: tuple[int, Table, int, list[tuple[set[int], set[int]]]],
) -> None:
    n, start, button, steps = case
    history = _play(DEAD, start, button, steps)
    big = [entry[1] for entry in history]
    seated = [entry[0] for entry in history]
    # Between two big blinds of a player, everyone seated all along posts exactly one.
    for player in {p for s in seated for p in s}:
        hands = [i for i, b in enumerate(big) if b == player]
        for i, j in itertools.pairwise(hands):
            for other in set.intersection(*(set(s) for s in seated[i : j + 1])) - {player}:
                assert big[i + 1 : j].count(other) == 1, (player, other, i, j)
    # Whoever stays seated for a whole round of the table's seats posts a big blind in it.
    for k in range(len(history) - n + 1):
        window = seated[k : k + n]
        for player in set.intersection(*(set(s) for s in window)):
            assert player in big[k : k + n]


@settings(max_examples=200, deadline=None)
@given(hand_sequences())
def test_moving_button_positions_always_valid(
    case: tuple[int, Table, int, list[tuple[set[int], set[int]]]],
) -> None:
    _, start, button, steps = case
    _play(MOVING, start, button, steps)
