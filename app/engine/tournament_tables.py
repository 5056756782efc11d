"""The tournament reducer's players and tables: registering and renaming players,
opening, tracking and closing tables, seating players and drawing seats.

Each ``_x`` function takes a state and one event and returns the new state, or raises
:class:`~app.engine.errors.IllegalAction`; :mod:`app.engine.tournament` dispatches the
events to them. The ``_with_x`` helpers, shared with the other parts of the reducer,
return a state with one player, some players or one table replaced.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from app.engine import seating, seating_plans
from app.engine.button_draw import high_card_seat
from app.engine.cashier import with_charge
from app.engine.entries import verify_registration_open
from app.engine.entry_options import EntryKind
from app.engine.errors import IllegalAction
from app.engine.names import name_problem
from app.engine.tournament_events import (
    ButtonDrawn,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SeatsDrawn,
    TableClosed,
    TableOpened,
    TableTrackingChanged,
)
from app.engine.tournament_state import Player, Table, TournamentState
from app.engine.wording import translate


def _with_player(state: TournamentState, player: Player) -> TournamentState:
    return replace(
        state, players=tuple(player if p.id == player.id else p for p in state.players)
    )


def _with_players(state: TournamentState, changed: Iterable[Player]) -> TournamentState:
    by_id = {p.id: p for p in changed}
    return replace(state, players=tuple(by_id.get(p.id, p) for p in state.players))


def _with_table(state: TournamentState, table: Table) -> TournamentState:
    return replace(
        state, tables=tuple(table if t.number == table.number else t for t in state.tables)
    )


def _clean_name(
    name: str, state: TournamentState, own_id: int | None, recorded: bool = False
) -> str:
    """``name`` with its spaces tidied, checked for entry; a ``recorded`` name (read from
    a journal, perhaps written before the control-character check) is not refused for
    its characters, so every file still opens."""
    cleaned = " ".join(name.split())
    if not cleaned:
        raise IllegalAction(translate("Tournament", "Enter the player's name; it cannot be empty"))
    if len(cleaned) > 40:
        raise IllegalAction(
            translate("Tournament", "Names are at most 40 characters; this one has {count}").format(
                count=len(cleaned)
            )
        )
    problem = None if recorded else name_problem(cleaned)
    if problem is not None:
        raise IllegalAction(problem)
    for other in state.players:
        if other.id != own_id and other.name.casefold() == cleaned.casefold():
            raise IllegalAction(
                translate(
                    "Tournament", "{name} is already registered; add an initial to tell them apart"
                ).format(name=cleaned)
            )
    return cleaned


def _register(
    state: TournamentState, event: PlayerRegistered, recorded: bool = False
) -> TournamentState:
    if any(p.id == event.player for p in state.players):
        raise IllegalAction(
            translate("Tournament", "Player number {number} is already registered").format(
                number=event.player
            )
        )
    if event.player < 1:
        raise IllegalAction(translate("Tournament", "Player numbers start at 1"))
    name = _clean_name(event.name, state, None, recorded)
    verify_registration_open(state, event.at)
    player = Player(id=event.player, name=name, stack=state.setup.starting_stack)
    state = replace(state, players=(*state.players, player))
    return with_charge(state, player.id, EntryKind.BUY_IN, event.at)


def _rename(
    state: TournamentState, event: PlayerRenamed, recorded: bool = False
) -> TournamentState:
    player = state.player(event.player)
    name = _clean_name(event.name, state, player.id, recorded)
    return _with_player(state, replace(player, name=name))


def _open_table(state: TournamentState, event: TableOpened) -> TournamentState:
    if any(t.number == event.table for t in state.tables):
        raise IllegalAction(
            translate("Tournament", "Table {table} is already in play").format(table=event.table)
        )
    if event.table < 1:
        raise IllegalAction(translate("Tournament", "Table numbers start at 1"))
    if not 2 <= event.seat_count <= 10:
        raise IllegalAction(
            translate("Tournament", "A table has 2 to 10 seats, not {count}").format(
                count=event.seat_count
            )
        )
    table = Table(event.table, event.seat_count, event.tracked)
    return replace(state, tables=tuple(sorted((*state.tables, table), key=lambda t: t.number)))


def _set_tracking(state: TournamentState, event: TableTrackingChanged) -> TournamentState:
    table = state.table(event.table)
    if table.hand is not None:
        raise IllegalAction(
            translate("Tournament", "Finish or void the hand at table {table} first").format(
                table=table.number
            )
        )
    return _with_table(state, replace(table, tracked=event.tracked))


def _close_table(state: TournamentState, event: TableClosed) -> TournamentState:
    table = state.table(event.table)
    if table.seats:
        raise IllegalAction(
            translate("Tournament", "Table {table} still has {count} players; move them first")
            .format(table=table.number, count=len(table.seats))
        )
    return replace(state, tables=tuple(t for t in state.tables if t.number != table.number))


def _out_of_the_tournament(player: Player) -> str:
    return translate("Tournament", "{name} is out of the tournament").format(name=player.name)


def _seat_player(state: TournamentState, event: PlayerSeated) -> TournamentState:
    player = state.player(event.player)
    if player.busted:
        raise IllegalAction(_out_of_the_tournament(player))
    target = state.table(event.table)
    if not 1 <= event.seat <= target.seat_count:
        raise IllegalAction(
            translate("Tournament", "Table {table} has seats 1 to {last}, not {seat}").format(
                table=target.number, last=target.seat_count, seat=event.seat
            )
        )
    occupant = target.occupant(event.seat)
    if occupant is not None and occupant != player.id:
        raise IllegalAction(
            translate("Tournament", "Seat {seat} at table {table} is taken by {name}").format(
                seat=event.seat, table=target.number, name=state.player(occupant).name
            )
        )
    if player.table is not None:
        current = state.table(player.table)
        if current.hand is not None and player.seat in dict(current.hand.players):
            raise IllegalAction(
                translate(
                    "Tournament", "{name} is in the hand at table {table}; move them after it"
                ).format(name=player.name, table=current.number)
            )
        state = _with_table(
            state,
            replace(
                current,
                seats=tuple(s for s in current.seats if s[1] != player.id),
                dealt=current.dealt - {player.id},
            ),
        )
        target = state.table(event.table)
    target = replace(target, seats=tuple(sorted((*target.seats, (event.seat, player.id)))))
    state = _with_table(state, target)
    return _with_player(
        state, replace(player, table=event.table, seat=event.seat, seat_before_bust=None)
    )


def seating_tables(state: TournamentState) -> tuple[seating.Table, ...]:
    """The open tables as the seating module sees them (player ids as text)."""
    return tuple(
        seating.Table(t.number, t.seat_count, tuple((seat, str(p)) for seat, p in t.seats))
        for t in state.tables
    )


def _draw_seats(state: TournamentState, event: SeatsDrawn) -> TournamentState:
    unseated = [p.id for p in state.players if p.table is None and not p.busted]
    if not unseated:
        raise IllegalAction(translate("Tournament", "Every player already has a seat"))
    if not state.tables:
        raise IllegalAction(translate("Tournament", "Open a table before drawing seats"))
    free = sum(t.seat_count - len(t.seats) for t in state.tables)
    if free < len(unseated):
        raise IllegalAction(
            translate(
                "Tournament", "{count} players need seats but only {free} are free; open a table"
            ).format(count=len(unseated), free=free)
        )
    for player_id, table_number, seat in _draw(state, unseated, event.seed):
        state = _seat_player(state, PlayerSeated(player_id, table_number, seat))
    return state


def _draw(
    state: TournamentState, unseated: Sequence[int], seed: int
) -> list[tuple[int, int, int]]:
    """A fresh random draw over empty tables, else late seats at the shortest tables."""
    numbers = [t.number for t in state.tables]
    sizes = {t.seat_count for t in state.tables}
    fresh = all(not t.seats for t in state.tables)
    consecutive = numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    if fresh and consecutive and len(sizes) == 1:
        draw = seating_plans.draw_seats(
            [str(p) for p in unseated],
            table_count=len(numbers),
            seat_count=sizes.pop(),
            seed=seed,
            first_table=numbers[0],
        )
        return [(int(s.player), s.table, s.seat) for s in draw.seatings]
    tables = seating_tables(state)
    placed = []
    for offset, player_id in enumerate(unseated):
        spot = seating_plans.late_seat(tables, str(player_id), seed=seed + offset)
        tables = seating.apply_seating(tables, spot)
        placed.append((player_id, spot.table, spot.seat))
    return placed


def _draw_button(state: TournamentState, event: ButtonDrawn) -> TournamentState:
    """Record who won the draw for the table's first button (before that hand is dealt)."""
    table = state.table(event.table)
    if not table.tracked:
        raise IllegalAction(
            translate("Tournament", "Table {table} is untracked; hands are not recorded there")
            .format(table=table.number)
        )
    if table.positions is not None or table.hand is not None:
        raise IllegalAction(
            translate(
                "Tournament",
                "Table {table} has dealt its first hand: the button moves by the rules",
            ).format(table=table.number)
        )
    players = {seat: state.player(p) for seat, p in table.seats if state.player(p).stack > 0}
    if event.seat not in players:
        raise IllegalAction(
            translate("Tournament", "Seat {seat} at table {table} has no player for the button")
            .format(seat=event.seat, table=table.number)
        )
    if event.cards:
        drew = {seat for seat, _ in event.cards}
        for seat, player in sorted(players.items()):
            if seat not in drew:
                raise IllegalAction(
                    translate("Tournament", "{name} (seat {seat}) has no card in the draw")
                    .format(name=player.name, seat=seat)
                )
        for seat in sorted(drew - players.keys()):
            raise IllegalAction(
                translate("Tournament", "Seat {seat} at table {table} has no player to draw")
                .format(seat=seat, table=table.number)
            )
        winner = high_card_seat(event.cards)
        if winner != event.seat:
            raise IllegalAction(
                translate("Tournament", "The high card is {name}'s, in seat {seat}").format(
                    name=players[winner].name, seat=winner
                )
            )
    return _with_table(state, replace(table, button_draw=event))
