"""Seating plans for many tables: the seat draw, late seats, balancing and breaking.

Each plan is a value to record and apply with :mod:`app.engine.seating` (a
:class:`SeatDraw`, a :class:`~app.engine.seating.Seating` or a list of
:class:`~app.engine.seating.Move`); randomness comes in as an integer ``seed``, so a
plan can be journaled and replayed exactly. Its refusals keep the "Seating" context.

Multi-table (TDA 9-11)
    :func:`draw_seats` draws balanced tables; :func:`late_seat` seats a late registrant at
    the table with fewest players; :func:`suggest_balance` moves the player who would be
    big blind next at the biggest table to the worst position at the shortest table;
    :func:`suggest_breaks` breaks tables in a set order once the players fit on fewer.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from app.engine.errors import ConfigError, IllegalAction
from app.engine.seating import (
    Move,
    MoveReason,
    Positions,
    Seating,
    Table,
    _after,
    _already_seated,
    _find,
    _no_seat,
    _seated_at,
    _too_few_seats,
    apply_move,
)
from app.engine.wording import translate


def _check_tables(tables: Sequence[Table]) -> None:
    numbers = [table.number for table in tables]
    if len(set(numbers)) != len(numbers):
        raise ConfigError(translate("Seating", "Two tables have the same number"))
    players = [player for table in tables for player in table.players]
    if len(set(players)) != len(players):
        raise ConfigError(translate("Seating", "A player sits at two tables"))


# ----- seat draw and late registration -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """The result of a random seat draw and the seed that reproduces it."""

    seed: int
    tables: tuple[Table, ...]

    @property
    def seatings(self) -> tuple[Seating, ...]:
        """Every player's table and seat, by table then seat (for seat cards)."""
        return tuple(
            Seating(player, table.number, seat)
            for table in self.tables
            for seat, player in table.occupants
        )


def tables_needed(player_count: int, seat_count: int) -> int:
    """The fewest tables of ``seat_count`` seats that hold ``player_count`` players.

    :raises ConfigError: if the table has fewer than two seats or the count is negative.

    >>> tables_needed(19, 9)
    3
    """
    if seat_count < 2:
        raise ConfigError(_too_few_seats(seat_count))
    if player_count < 0:
        raise ConfigError(
            translate("Seating", "The number of players cannot be negative ({count})").format(
                count=player_count
            )
        )
    return max(1, -(-player_count // seat_count))


def draw_seats(
    players: Iterable[str],
    *,
    table_count: int,
    seat_count: int,
    seed: int,
    first_table: int = 1,
) -> SeatDraw:
    """Randomly seat ``players`` at ``table_count`` tables numbered from ``first_table``.

    Table sizes differ by at most one (lower-numbered tables get the extra players, since
    tables break highest number first); within a table the seats are a random choice of
    its ``seat_count`` seats. The draw depends only on the set of players and ``seed``.

    :raises ConfigError: if a name is empty or repeated, or the players do not fit.

    >>> draw = draw_seats(["Ann", "Bob", "Cy", "Di", "Ed"], table_count=2, seat_count=9,
    ...                   seed=7)
    >>> [table.player_count for table in draw.tables]
    [3, 2]
    """
    names = sorted(players)
    if any(not name.strip() for name in names):
        raise ConfigError(translate("Seating", "Every player in the draw needs a name"))
    if len(set(names)) != len(names):
        raise ConfigError(translate("Seating", "A player is entered twice in the seat draw"))
    if table_count < 1:
        raise ConfigError(
            translate("Seating", "The draw needs at least one table, not {count}").format(
                count=table_count
            )
        )
    if seat_count < 2:
        raise ConfigError(_too_few_seats(seat_count))
    if len(names) > table_count * seat_count:
        raise ConfigError(
            translate("Seating", "{count} players do not fit at {tables} tables of {seats}").format(
                count=len(names), tables=table_count, seats=seat_count
            )
        )
    rng = random.Random(seed)
    rng.shuffle(names)
    base, extra = divmod(len(names), table_count)
    tables = []
    start = 0
    for index in range(table_count):
        count = base + (1 if index < extra else 0)
        seats = sorted(rng.sample(range(1, seat_count + 1), count))
        group = names[start : start + count]
        start += count
        tables.append(Table(first_table + index, seat_count, tuple(zip(seats, group, strict=True))))
    return SeatDraw(seed, tuple(tables))


def late_seat(tables: Sequence[Table], player: str, *, seed: int) -> Seating:
    """A seat for a late registrant: a random empty seat at the table with fewest players.

    Ties between tables go to the lowest table number. The player is new at that table
    (see :func:`next_hand`): dealt in at once unless between the small blind and button.

    :raises IllegalAction: if the player is already seated or every table is full.
    :raises ConfigError: if the tables are inconsistent.
    """
    _check_tables(tables)
    seated = _seated_at(tables, player)
    if seated is not None:
        raise IllegalAction(_already_seated(player, seated.number))
    open_tables = [table for table in tables if not table.is_full]
    if not open_tables:
        raise IllegalAction(translate("Seating", "Every table is full; open another table first"))
    table = min(open_tables, key=lambda t: (t.player_count, t.number))
    seat = random.Random(seed).choice(table.empty_seats)
    return Seating(player, table.number, seat)


# ----- balancing and breaking tables -------------------------------------------------------


def suggest_balance(
    tables: Sequence[Table],
    positions: Mapping[int, Positions] | None = None,
    *,
    max_difference: int = 1,
    seed: int,
) -> tuple[Move, ...]:
    """Moves that bring every table within ``max_difference`` players of the others (TDA 11).

    Each move takes the player who would be big blind next at the table with most players
    to the worst position at the table with fewest: the first empty seat after that
    table's last big blind, where the player takes the next big blind if possible.
    ``positions`` maps a table number to its last hand's positions; a table without them
    (not started yet) gives a random player or seat from ``seed``. Ties between tables go
    to the lowest table number.

    :raises ConfigError: if ``max_difference`` is below 1 or the tables are inconsistent.
    """
    _check_tables(tables)
    if max_difference < 1:
        raise ConfigError(_too_small_difference(max_difference))
    return _balance(tuple(tables), positions or {}, max_difference, random.Random(seed))


def suggest_breaks(
    tables: Sequence[Table],
    *,
    break_order: Sequence[int] | None = None,
    seed: int,
) -> tuple[Move, ...]:
    """Moves that break tables once their players fit at one fewer table (TDA 10, 11).

    Tables break in ``break_order`` (default: highest number first); numbers of tables
    no longer in play are skipped, and a table that cannot break yet stops the list.
    Each player of a broken table goes, in random order, to the table with fewest players
    (ties: lowest number), in a random empty seat; there they are new players.

    :raises ConfigError: if the tables are inconsistent.
    """
    _check_tables(tables)
    return _break(tuple(tables), break_order, random.Random(seed))[0]


def plan_moves(
    tables: Sequence[Table],
    positions: Mapping[int, Positions] | None = None,
    *,
    break_order: Sequence[int] | None = None,
    max_difference: int = 1,
    seed: int,
) -> tuple[Move, ...]:
    """Table breaks first (:func:`suggest_breaks`), then balancing moves on what is left.

    :raises ConfigError: if ``max_difference`` is below 1 or the tables are inconsistent.
    """
    _check_tables(tables)
    if max_difference < 1:
        raise ConfigError(_too_small_difference(max_difference))
    rng = random.Random(seed)
    breaks, remaining = _break(tuple(tables), break_order, rng)
    balance = _balance(remaining, positions or {}, max_difference, rng)
    return breaks + balance


def _balance(
    tables: tuple[Table, ...],
    positions: Mapping[int, Positions],
    max_difference: int,
    rng: random.Random,
) -> tuple[Move, ...]:
    moves: list[Move] = []
    current = tables
    while len(current) > 1:
        source = min(current, key=lambda t: (-t.player_count, t.number))
        open_tables = [t for t in current if not t.is_full and t.number != source.number]
        if not open_tables:
            break
        target = min(open_tables, key=lambda t: (t.player_count, t.number))
        if source.player_count - target.player_count <= max_difference:
            break
        from_seat = _mover_seat(source, positions.get(source.number), rng)
        to_seat = _worst_seat(target, positions.get(target.number), rng)
        player = dict(source.occupants)[from_seat]
        move = Move(player, source.number, from_seat, target.number, to_seat, MoveReason.BALANCE)
        moves.append(move)
        current = apply_move(current, move)
    return tuple(moves)


def _mover_seat(table: Table, previous: Positions | None, rng: random.Random) -> int:
    """The seat of the player who would be big blind next (random if not started)."""
    if previous is None:
        return rng.choice(table.seats)
    _check_positions_fit(table, previous)
    return _after(previous.big_blind, table.seats, table.seat_count)


def _worst_seat(table: Table, previous: Positions | None, rng: random.Random) -> int:
    """The empty seat the big blind reaches first (random if the table has not started)."""
    if previous is None:
        return rng.choice(table.empty_seats)
    _check_positions_fit(table, previous)
    return _after(previous.big_blind, table.empty_seats, table.seat_count)


def _too_small_difference(max_difference: int) -> str:
    return translate("Seating", "Tables can differ by at least one player, not {count}").format(
        count=max_difference
    )


def _check_positions_fit(table: Table, previous: Positions) -> None:
    for seat in (previous.button, previous.small_blind, previous.big_blind):
        if seat is not None and seat > table.seat_count:
            raise ConfigError(_no_seat(table, seat))



def _break(
    tables: tuple[Table, ...],
    break_order: Sequence[int] | None,
    rng: random.Random,
) -> tuple[tuple[Move, ...], tuple[Table, ...]]:
    """Moves breaking the tables due to break, and the tables left in play after them."""
    order = (
        list(break_order)
        if break_order is not None
        else sorted((t.number for t in tables), reverse=True)
    )
    total = sum(table.player_count for table in tables)
    remaining = list(tables)
    broken: list[Table] = []
    for number in order:
        if len(remaining) < 2:
            break
        table = _find(remaining, number)
        if table is None:
            continue
        others = [t for t in remaining if t.number != number]
        if total > sum(t.seat_count for t in others):
            break
        remaining = others
        broken.append(table)
    leaving = [(table.number, seat, player) for table in broken for seat, player in table.occupants]
    rng.shuffle(leaving)
    current = tuple(remaining)
    moves: list[Move] = []
    for from_table, from_seat, player in leaving:
        target = min(
            (t for t in current if not t.is_full), key=lambda t: (t.player_count, t.number)
        )
        to_seat = rng.choice(target.empty_seats)
        moves.append(Move(player, from_table, from_seat, target.number, to_seat, MoveReason.BREAK))
        current = tuple(
            t.with_player(to_seat, player) if t.number == target.number else t for t in current
        )
    return tuple(moves), current
