"""Tables and seats, the button and blinds of each hand, and moves between tables.

Seats are numbered 1..``seat_count`` clockwise; a player is identified by a unique string.
Everything here is pure: tables are immutable values, and randomness comes in as an
integer ``seed`` so a seat draw or a suggested move can be journaled and replayed exactly.

Button and blinds (RULES.md "Button and blinds"; TDA 32-34, RR 4)
    :func:`first_hand` places the button by a draw (or on the first occupied seat);
    :func:`next_hand` moves it from the previous hand's :class:`Positions`. With the
    default dead button the big blind always goes to the next player after last hand's
    big blind, so nobody ever skips it; the small blind sits on last hand's big-blind seat
    (dead when that player is gone); the button on last hand's small-blind seat, even an
    empty one. Heads-up the button posts the small blind and the big blind goes to the
    player who did not post it last hand, so nobody posts it twice in a row.

New players (TDA 8, 10)
    A player new to a table (late registration, moved by balancing or a table break) may
    sit anywhere but is not dealt in while sitting between the small blind and the button,
    i.e. in the seats from the button up to (not including) the big blind: the button must
    pass them first. The caller says who is new; a player stays new until dealt in.

Multi-table plans (the seat draw, late seats, balancing and breaking tables) are in
:mod:`app.engine.seating_plans`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from app.engine.errors import ConfigError, IllegalAction
from app.engine.hand import SeatConfig
from app.engine.rules import ButtonMode
from app.engine.wording import translate

__all__ = [
    "HandLineup",
    "Move",
    "MoveReason",
    "Positions",
    "Seating",
    "Table",
    "apply_move",
    "apply_moves",
    "apply_seating",
    "can_move",
    "can_seat",
    "first_hand",
    "hand_seats",
    "next_big_blind",
    "next_hand",
    "verify_move",
    "verify_seating",
]


# ----- tables ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Table:
    """One table: its number, how many seats it has, and who sits where.

    ``occupants`` holds ``(seat, player)`` pairs, stored in seat order whatever order they
    are given in. A busted player must be unseated before the next hand is set up.

    :raises ConfigError: if the number, the size, a seat or a player is invalid.

    >>> table = Table(1, 9, ((5, "Ann"), (2, "Bob")))
    >>> table.seats, table.players
    ((2, 5), ('Bob', 'Ann'))
    >>> table.with_player(7, "Cy").without_player("Ann").occupants
    ((2, 'Bob'), (7, 'Cy'))
    """

    number: int
    seat_count: int
    occupants: tuple[tuple[int, str], ...] = ()

    def __post_init__(self) -> None:
        pairs = tuple((seat, player) for seat, player in sorted(self.occupants))
        object.__setattr__(self, "occupants", pairs)
        _validate_table(self)

    @property
    def seats(self) -> tuple[int, ...]:
        """Occupied seat numbers in ascending (clockwise) order."""
        return tuple(seat for seat, _ in self.occupants)

    @property
    def players(self) -> tuple[str, ...]:
        """Seated players in seat order."""
        return tuple(player for _, player in self.occupants)

    @property
    def player_count(self) -> int:
        """How many players sit at the table."""
        return len(self.occupants)

    @property
    def empty_seats(self) -> tuple[int, ...]:
        """Free seat numbers in ascending order."""
        taken = set(self.seats)
        return tuple(s for s in range(1, self.seat_count + 1) if s not in taken)

    @property
    def is_full(self) -> bool:
        """Whether every seat is taken."""
        return self.player_count >= self.seat_count

    def player_at(self, seat: int) -> str | None:
        """The player in ``seat``, or ``None`` if it is empty."""
        for occupied, player in self.occupants:
            if occupied == seat:
                return player
        return None

    def seat_of(self, player: str) -> int | None:
        """The seat of ``player``, or ``None`` if they do not sit here."""
        for seat, seated in self.occupants:
            if seated == player:
                return seat
        return None

    def with_player(self, seat: int, player: str) -> Table:
        """This table with ``player`` seated in ``seat``.

        :raises IllegalAction: if the seat does not exist or is taken, or the player
            already sits here.
        """
        _raise_if(_seat_problem(self, seat))
        if self.seat_of(player) is not None:
            raise IllegalAction(_already_seated(player, self.number))
        return Table(self.number, self.seat_count, (*self.occupants, (seat, player)))

    def without_player(self, player: str) -> Table:
        """This table with ``player`` unseated (busted or moved away).

        :raises IllegalAction: if the player does not sit here.
        """
        if self.seat_of(player) is None:
            raise IllegalAction(
                translate("Seating", "{player} does not sit at table {table}").format(
                    player=player, table=self.number
                )
            )
        rest = tuple(pair for pair in self.occupants if pair[1] != player)
        return Table(self.number, self.seat_count, rest)


def _validate_table(table: Table) -> None:
    if table.number < 1:
        raise ConfigError(
            translate("Seating", "Table numbers start at 1, not {table}").format(table=table.number)
        )
    if table.seat_count < 2:
        raise ConfigError(_too_few_seats(table.seat_count))
    seats = table.seats
    if len(set(seats)) != len(seats):
        raise ConfigError(
            translate("Seating", "Two players share a seat at table {table}").format(
                table=table.number
            )
        )
    for seat in seats:
        if not 1 <= seat <= table.seat_count:
            raise ConfigError(_no_such_seat(table, seat))
    players = table.players
    if any(not player.strip() for player in players):
        raise ConfigError(
            translate("Seating", "Every seated player at table {table} needs a name").format(
                table=table.number
            )
        )
    if len(set(players)) != len(players):
        raise ConfigError(
            translate("Seating", "A player sits twice at table {table}").format(table=table.number)
        )


def _seat_problem(table: Table, seat: int) -> str | None:
    if not 1 <= seat <= table.seat_count:
        return _no_such_seat(table, seat)
    taken_by = table.player_at(seat)
    if taken_by is not None:
        return translate("Seating", "Seat {seat} at table {table} is taken by {player}").format(
            seat=seat, table=table.number, player=taken_by
        )
    return None


def _no_such_seat(table: Table, seat: int) -> str:
    return translate(
        "Seating", "Table {table} has seats 1 to {last}; there is no seat {seat}"
    ).format(table=table.number, last=table.seat_count, seat=seat)


def _too_few_seats(seat_count: int) -> str:
    return translate("Seating", "A table needs at least two seats, not {count}").format(
        count=seat_count
    )


def _already_seated(player: str, table: int) -> str:
    return translate("Seating", "{player} already sits at table {table}").format(
        player=player, table=table
    )


def _raise_if(message: str | None) -> None:
    if message is not None:
        raise IllegalAction(message)


# ----- clockwise arithmetic ----------------------------------------------------------------


def _after(seat: int, candidates: Iterable[int], seat_count: int) -> int:
    """The first candidate clockwise strictly after ``seat``; ``seat`` itself comes last."""
    return min(candidates, key=lambda c: (c - seat - 1) % seat_count)


def _between(seat: int, start: int, end: int, seat_count: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end`` going clockwise."""
    return 0 < (seat - start) % seat_count < (end - start) % seat_count


def _in_arc(seat: int, start: int, end: int, seat_count: int) -> bool:
    """Whether ``seat`` is in the clockwise run from ``start`` (included) to ``end`` (not)."""
    return (seat - start) % seat_count < (end - start) % seat_count


# ----- button and blinds -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Positions:
    """Where the button and the blinds were for one hand at one table.

    ``small_blind`` is the small-blind *position*: the seat the small blind belonged to,
    even when it was dead (empty seat). ``None`` means it is unknown (e.g. rebuilt from a
    ``HandConfig`` with a dead small blind); the button then moves to the seat just after
    the last player before the new small blind, which deals the same hand.

    :raises ConfigError: if a seat number is below 1.
    """

    button: int
    small_blind: int | None
    big_blind: int

    def __post_init__(self) -> None:
        seats = (self.button, self.big_blind, self.small_blind)
        if any(seat is not None and seat < 1 for seat in seats):
            raise ConfigError(translate("Seating", "Seat numbers start at 1"))


@dataclass(frozen=True, slots=True)
class HandLineup:
    """The button, blinds and dealt-in seats of one hand: what a ``HandConfig`` needs.

    ``small_blind_seat`` is ``None`` for a dead small blind; ``small_blind_position`` is
    the seat the small blind belongs to either way (heads-up: the button). ``dealt_in``
    lists seats in ascending order, as ``HandConfig`` wants them; ``waiting`` lists new
    players sitting out until the button passes them.
    """

    button: int
    small_blind_seat: int | None
    big_blind_seat: int
    dealt_in: tuple[int, ...]
    waiting: tuple[int, ...] = ()
    small_blind_position: int | None = None

    @property
    def positions(self) -> Positions:
        """What :func:`next_hand` needs from this hand to set up the next one."""
        position = self.small_blind_position
        if position is None:
            position = self.small_blind_seat
        return Positions(self.button, position, self.big_blind_seat)

    @property
    def heads_up(self) -> bool:
        """Whether only two players are dealt in (the button posts the small blind)."""
        return len(self.dealt_in) == 2


def first_hand(table: Table, button: int | None = None) -> HandLineup:
    """Button and blinds for a table's first hand; everyone seated is dealt in.

    ``button`` is the seat that won the draw for the button; by default the first
    occupied seat. The blinds are the next two players (heads-up: the button posts the
    small blind and the other player the big blind).

    :raises ConfigError: if fewer than two players sit at the table or ``button`` is not
        an occupied seat.

    >>> lineup = first_hand(Table(1, 9, ((2, "A"), (4, "B"), (7, "C"))), button=4)
    >>> lineup.button, lineup.small_blind_seat, lineup.big_blind_seat
    (4, 7, 2)
    """
    seats = _playable_seats(table)
    if button is None:
        button = seats[0]
    elif button not in seats:
        raise ConfigError(
            translate(
                "Seating", "The button must go to an occupied seat; seat {seat} is empty"
            ).format(seat=button)
        )
    n = table.seat_count
    if len(seats) == 2:
        return _heads_up(seats, button, (), n)
    small = _after(button, seats, n)
    big = _after(small, seats, n)
    return HandLineup(button, small, big, seats, (), small)


def next_hand(
    table: Table,
    previous: Positions,
    *,
    new_players: Collection[str] = frozenset(),
    mode: ButtonMode = ButtonMode.DEAD,
) -> HandLineup:
    """Button, blinds and dealt-in seats for the next hand from the previous positions.

    ``table`` holds the players now seated (busted players unseated, new ones seated).
    ``new_players`` are those not yet dealt a hand at this table; they sit out while
    between the small blind and the button (from the button seat up to the big blind),
    unless that would leave fewer than two players to deal.

    Dead button (default): the big blind goes to the next player after last hand's big
    blind (a new player there takes it); the small blind to last hand's big-blind seat,
    dead if that player is gone; the button to last hand's small-blind seat, even empty.
    Moving button: the button goes to the next player who is not new, the small blind to
    the next such player, the big blind to the next player dealt in (one seat further if
    that player posted the big blind last hand). Heads-up, in both modes, the big blind
    goes to the first player after last hand's big blind and the other player has the
    button and posts the small blind, so nobody posts the big blind twice in a row.

    :raises ConfigError: if fewer than two players sit at the table or ``previous`` names
        a seat the table does not have.

    Last hand: button 1, small blind 2, big blind 3; the small blind (seat 2) busted.

    >>> table = Table(1, 9, ((1, "A"), (3, "C"), (4, "D"), (6, "F")))
    >>> lineup = next_hand(table, Positions(button=1, small_blind=2, big_blind=3))
    >>> lineup.button, lineup.small_blind_seat, lineup.big_blind_seat, lineup.dealt_in
    (2, 3, 4, (1, 3, 4, 6))
    """
    seats = _playable_seats(table)
    n = table.seat_count
    for seat in (previous.button, previous.small_blind, previous.big_blind):
        if seat is not None and seat > n:
            raise ConfigError(_no_seat(table, seat))
    if len(seats) == 2:
        return _heads_up(seats, previous.big_blind, (), n)
    new = frozenset(seat for seat, player in table.occupants if player in new_players)
    lineup = _ring(seats, previous, new, new, n, mode)
    if lineup is None:
        lineup = _ring(seats, previous, frozenset(), new, n, mode)
    if lineup is None:  # pragma: no cover - three or more players always make a hand
        raise ConfigError(translate("Seating", "No hand can be dealt at this table"))
    return lineup


def next_big_blind(table: Table, previous: Positions) -> int:
    """The seat of the player who will post the big blind next (dead button).

    :raises ConfigError: if nobody sits at the table.

    >>> next_big_blind(Table(1, 9, ((1, "A"), (5, "E"), (8, "H"))), Positions(1, 3, 5))
    8
    """
    if not table.seats:
        raise ConfigError(
            translate("Seating", "Nobody sits at table {table}").format(table=table.number)
        )
    return _after(previous.big_blind, table.seats, table.seat_count)


def hand_seats(
    table: Table, lineup: HandLineup, stacks: Mapping[str, int]
) -> tuple[SeatConfig, ...]:
    """The dealt-in seats of ``lineup`` as ``SeatConfig`` values, with stacks by player.

    :raises ConfigError: if a dealt-in seat is empty or its player has no stack.
    """
    result = []
    for seat in lineup.dealt_in:
        player = table.player_at(seat)
        if player is None:
            raise ConfigError(
                translate("Seating", "Seat {seat} at table {table} is empty").format(
                    seat=seat, table=table.number
                )
            )
        if player not in stacks:
            raise ConfigError(
                translate("Seating", "No stack is known for {player}").format(player=player)
            )
        result.append(SeatConfig(seat, player, stacks[player]))
    return tuple(result)


def _playable_seats(table: Table) -> tuple[int, ...]:
    seats = table.seats
    if len(seats) < 2:
        raise ConfigError(
            translate("Seating", "Table {table} needs at least two players for a hand").format(
                table=table.number
            )
        )
    return seats


def _heads_up(
    dealt: tuple[int, ...],
    after: int,
    waiting: tuple[int, ...],
    seat_count: int,
) -> HandLineup:
    """Heads-up: the big blind to the first player after ``after`` (last hand's big blind,
    or the button on a first hand); the other player has the button and the small blind."""
    big = _after(after, dealt, seat_count)
    button = next(seat for seat in dealt if seat != big)
    return HandLineup(button, button, big, dealt, waiting, button)


def _ring(
    seats: tuple[int, ...],
    previous: Positions,
    new: frozenset[int],
    fresh: frozenset[int],
    n: int,
    mode: ButtonMode,
) -> HandLineup | None:
    """Three or more seated: positions, then who waits; ``None`` if fewer than two deal.

    ``new`` are the seats of new players who may wait; ``fresh`` those of every player
    new to the table (who cannot have posted last hand's big blind).
    """
    big: int | None
    if mode is ButtonMode.DEAD:
        big = _after(previous.big_blind, seats, n)
        small = previous.big_blind
        last_small = previous.small_blind
        if last_small is not None and _between(last_small, big, small, n):
            button = last_small
        else:
            anchors = [s for s in seats if s not in new or s == big]
            button = _button_before(small, big, anchors, n)
        waiting = tuple(s for s in seats if s in new and _in_arc(s, button, big, n))
    else:
        established = [s for s in seats if s not in new]
        if len(established) < 2:
            return None
        button = _after(previous.button, established, n)
        small = _after(button, established, n)
        big = None
        waiting = tuple(s for s in seats if s in new and _between(s, button, small, n))
    dealt = tuple(s for s in seats if s not in waiting)
    if len(dealt) < 2:
        return None
    if len(dealt) == 2:
        return _heads_up(dealt, previous.big_blind, waiting, n)
    if big is None:
        big = _after(small, dealt, n)
        if big == previous.big_blind and big not in fresh:  # only when new players deal in
            button, small, big = small, big, _after(big, dealt, n)
    posting = small if small in dealt else None
    return HandLineup(button, posting, big, dealt, waiting, small)


def _button_before(small: int, big: int, anchors: Iterable[int], n: int) -> int:
    """The dead button when last hand's small-blind seat cannot take it.

    That happens after heads-up (the last small blind was the button and is now the big
    blind) or when the small-blind seat is unknown. The button goes to the seat just after
    the last player before the small blind who is not new (or the big blind), so every new
    player between them waits for the button to pass.
    """
    anchor = max((s for s in anchors if _in_arc(s, big, small, n)), key=lambda s: (s - big) % n)
    following = anchor % n + 1
    return anchor if following == small else following


def _no_seat(table: Table, seat: int) -> str:
    return translate("Seating", "Table {table} has no seat {seat}").format(
        table=table.number, seat=seat
    )


# ----- seating actions ---------------------------------------------------------------------


class MoveReason(StrEnum):
    """Why a player changes seats."""

    SEAT_CHANGE = "seat_change"
    BALANCE = "balance"
    BREAK = "break"


@dataclass(frozen=True, slots=True)
class Move:
    """A player moves from one seat to another, at the same table or another one."""

    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: MoveReason = MoveReason.SEAT_CHANGE


@dataclass(frozen=True, slots=True)
class Seating:
    """A player not yet seated takes a seat (seat draw, late registration)."""

    player: str
    table: int
    seat: int


def verify_move(tables: Sequence[Table], move: Move) -> None:
    """Check that ``move`` can be made.

    :raises IllegalAction: if a table or seat does not exist, the player is not in the
        from-seat, or the to-seat is taken.
    """
    _raise_if(_move_problem(tables, move))


def can_move(tables: Sequence[Table], move: Move) -> bool:
    """Whether ``move`` can be made."""
    return _move_problem(tables, move) is None


def apply_move(tables: Sequence[Table], move: Move) -> tuple[Table, ...]:
    """The tables after ``move``, in the same order.

    :raises IllegalAction: if the move cannot be made (see :func:`verify_move`).
    """
    verify_move(tables, move)
    result = []
    for table in tables:
        if table.number == move.from_table:
            table = table.without_player(move.player)
        if table.number == move.to_table:
            table = table.with_player(move.to_seat, move.player)
        result.append(table)
    return tuple(result)


def apply_moves(tables: Sequence[Table], moves: Iterable[Move]) -> tuple[Table, ...]:
    """The tables after each of ``moves`` in turn.

    :raises IllegalAction: if a move cannot be made when its turn comes.
    """
    result = tuple(tables)
    for move in moves:
        result = apply_move(result, move)
    return result


def verify_seating(tables: Sequence[Table], seating: Seating) -> None:
    """Check that ``seating`` can be made.

    :raises IllegalAction: if the player is already seated, or the table or seat does
        not exist, or the seat is taken.
    """
    _raise_if(_seating_problem(tables, seating))


def can_seat(tables: Sequence[Table], seating: Seating) -> bool:
    """Whether ``seating`` can be made."""
    return _seating_problem(tables, seating) is None


def apply_seating(tables: Sequence[Table], seating: Seating) -> tuple[Table, ...]:
    """The tables with the player seated.

    :raises IllegalAction: if the seating cannot be made (see :func:`verify_seating`).
    """
    verify_seating(tables, seating)
    return tuple(
        table.with_player(seating.seat, seating.player) if table.number == seating.table else table
        for table in tables
    )


def _find(tables: Sequence[Table], number: int) -> Table | None:
    return next((table for table in tables if table.number == number), None)


def _seated_at(tables: Sequence[Table], player: str) -> Table | None:
    return next((table for table in tables if table.seat_of(player) is not None), None)


def _move_problem(tables: Sequence[Table], move: Move) -> str | None:
    source = _find(tables, move.from_table)
    if source is None:
        return _no_table(move.from_table)
    target = _find(tables, move.to_table)
    if target is None:
        return _no_table(move.to_table)
    if source.player_at(move.from_seat) != move.player:
        return translate("Seating", "{player} is not in seat {seat} at table {table}").format(
            player=move.player, seat=move.from_seat, table=move.from_table
        )
    if (move.from_table, move.from_seat) == (move.to_table, move.to_seat):
        return translate("Seating", "{player} already sits in seat {seat}").format(
            player=move.player, seat=move.to_seat
        )
    return _seat_problem(target, move.to_seat)


def _no_table(number: int) -> str:
    return translate("Seating", "There is no table {table}").format(table=number)


def _seating_problem(tables: Sequence[Table], seating: Seating) -> str | None:
    seated = _seated_at(tables, seating.player)
    if seated is not None:
        return _already_seated(seating.player, seated.number)
    if not seating.player.strip():
        return translate("Seating", "A seated player needs a name")
    table = _find(tables, seating.table)
    if table is None:
        return _no_table(seating.table)
    return _seat_problem(table, seating.seat)
