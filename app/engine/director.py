"""The tournament director's next steps, as events to record: deal, balance, break.

These are the code paths the console and the simulator share: each function reads a
:class:`TournamentState` and proposes events; recording them is the caller's job.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.engine import seating, seating_plans
from app.engine.clock import clock_state, level_index_for_new_hand
from app.engine.config import HandConfig, SeatConfig
from app.engine.entry_options import EntryKind
from app.engine.errors import IllegalAction
from app.engine.game_orbits import ChoiceDue as ChoiceDue
from app.engine.game_orbits import hand_bets, hand_game, next_lineup
from app.engine.games import Game
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.structure import Level, unit_in_play
from app.engine.tournament import TournamentState
from app.engine.tournament_events import (
    HandStarted,
    PlayerSeated,
    TableClosed,
    TournamentEvent,
)
from app.engine.tournament_tables import seating_tables
from app.engine.wording import QT_TRANSLATE_NOOP, translate


def can_deal(state: TournamentState, table_number: int) -> bool:
    """True if a new hand can start at the table now."""
    try:
        verify_can_deal(state, table_number)
    except IllegalAction:
        return False
    return True


def verify_can_deal(state: TournamentState, table_number: int) -> None:
    """:raises IllegalAction: why no hand can be dealt at the table now."""
    table = state.table(table_number)
    if not table.tracked:
        raise IllegalAction(
            translate("Director", "Table {table} is untracked; its hands are not recorded").format(
                table=table.number
            )
        )
    if table.hand is not None:
        raise IllegalAction(
            translate("Director", "Hand {number} is still being played at this table").format(
                number=table.hand.number
            )
        )
    if state.is_finished:
        raise IllegalAction(translate("Director", "The tournament is over"))
    players = [p for p in table.player_ids if state.player(p).stack > 0]
    if len(players) < 2:
        raise IllegalAction(
            translate(
                "Director", "Table {table} has {count} player(s) with chips; a hand needs two"
            ).format(table=table.number, count=len(players))
        )


class DealOnBreak(IllegalAction):
    """A hand asked for while the clock shows a break (the room is told there is no play)."""


def verify_not_on_break(state: TournamentState, now: float) -> None:
    """:raises DealOnBreak: if the clock shows a break at ``now``, naming the level next."""
    clock = clock_state(state.setup.structure, state.clock_events, now)
    if not clock.is_break:
        return
    level = clock.next_level
    assert level is not None  # a structure always ends with a level
    raise DealOnBreak(
        translate("Director", "It is the break: no hand until level {number} ({level}) starts")
        .format(number=clock.level_number + 1, level=level.describe(state.setup.rules.ante_mode))
    )


def next_hand_event(
    state: TournamentState,
    table_number: int,
    now: float,
    button: int | None = None,
    *,
    during_break: bool = False,
) -> HandStarted:
    """The hand to deal next at a table: dealt-in seats, button, blinds and level.

    The level is the one running at ``now`` (a new level applies from the next hand);
    the button and blinds move by the rule profile's button mode. ``button`` chooses the
    first hand's button (default: the seat that won the recorded draw for the button,
    else the first occupied seat). No hand is dealt while the
    clock shows a break unless ``during_break`` says the host asked for it; it then plays
    the level after the break, the one the room is told comes next.

    The game is the level's, or the night's rotation's (:mod:`app.engine.game_orbits`).

    :raises IllegalAction: if no hand can be dealt (see :func:`verify_can_deal`).
    :raises DealOnBreak: at a break, unless ``during_break``.
    :raises ChoiceDue: with dealer's choice, until the button chooses the orbit's game.
    """
    verify_can_deal(state, table_number)
    if not during_break:
        verify_not_on_break(state, now)
    table = state.table(table_number)
    setup = state.setup
    lineup = next_lineup(state, table, button)
    level_index = level_index_for_new_hand(setup.structure, state.clock_events, now)
    level = setup.structure.steps[level_index]
    assert isinstance(level, Level)
    night = hand_game(
        state, table, setup.structure.level_number(level_index), level, lineup.button
    )
    small_bet, big_bet = hand_bets(night, level)
    occupants = dict(table.seats)
    if night.game.is_stud:  # no blinds to wait for: everyone with chips antes and plays
        lineup = replace(
            lineup, dealt_in=tuple(sorted((*lineup.dealt_in, *lineup.waiting))), waiting=())
    seats = tuple(
        SeatConfig(seat, state.player(occupants[seat]).name, state.player(occupants[seat]).stack)
        for seat in lineup.dealt_in
    )
    rules = replace(
        setup.rules,
        structure=night.betting,
        chip_unit=unit_in_play(setup.structure, setup.chip_set, level_index),
    )
    ante = level.ante if rules.ante_mode.value != "none" else 0
    if night.game.is_stud:
        config = stud_hand_config(seats, lineup.button, level, rules, night.game)
    else:
        config = HandConfig(
            seats=seats,
            button=lineup.button,
            small_blind_seat=lineup.small_blind_seat,
            big_blind_seat=lineup.big_blind_seat,
            small_blind=level.small_blind,
            big_blind=level.big_blind,
            ante=ante,
            rules=rules,
            small_bet=small_bet,
            big_bet=big_bet,
            game=night.game,
        )
    return HandStarted(
        table=table.number,
        number=state.next_hand_number,
        level_index=level_index,
        config=config,
        players=tuple((seat, occupants[seat]) for seat in lineup.dealt_in),
        at=now,
        small_blind_position=lineup.small_blind_position,
    )


def stud_hand_config(
    seats: tuple[SeatConfig, ...], button: int, level: Level, rules: RuleProfile, game: Game
) -> HandConfig:
    """A stud hand of ``level``: no blinds, everyone antes (whatever the night's ante
    mode: RULES.md "Mixed games"), the level's bring-in and fixed-limit bets; ``button``
    is the dealer's seat, where ties of the order of action start.

    :raises ConfigError: if the level has no bring-in or small bet (a level that leaves
        its game to a rotation including stud must name them).
    """
    return HandConfig(
        seats=seats,
        button=button,
        ante=level.ante,
        rules=replace(
            rules,
            structure=BettingStructure.FIXED_LIMIT,
            ante_mode=AnteMode.CLASSIC if level.ante else AnteMode.NONE,
        ),
        small_bet=level.small_bet,
        big_bet=level.big_bet,
        game=game,
        bring_in=level.bring_in,
    )


def seat_on_return(
    state: TournamentState, player_id: int, kind: EntryKind, seed: int
) -> PlayerSeated | None:
    """The seat of a player back in play through ``kind`` (already taken in ``state``).

    A rebuy keeps the seat the player busted from while it is free at a table still in
    play; a re-entry is a new entry and draws a new seat (TDA 8), as does a rebuy whose
    seat is gone: a random empty seat at the shortest table. ``None`` if the player is
    seated already (an add-on, a rebuy with chips left) or no seat is free.
    """
    player = state.player(player_id)
    if player.busted or player.table is not None:
        return None
    old = player.seat_before_bust
    if kind is EntryKind.REBUY and old is not None:
        table = next((t for t in state.tables if t.number == old[0]), None)
        if table is not None and table.occupant(old[1]) is None:
            return PlayerSeated(player_id, old[0], old[1])
    tables = seating_tables(state)
    if all(t.is_full for t in tables):
        return None
    spot = seating_plans.late_seat(tables, str(player_id), seed=seed)
    return PlayerSeated(player_id, spot.table, spot.seat)


_MOVE_LINES = {
    seating.MoveReason.BREAK: QT_TRANSLATE_NOOP(
        "Director", "{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} "
        "(break)"
    ),
    seating.MoveReason.BALANCE: QT_TRANSLATE_NOOP(
        "Director", "{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} "
        "(balance)"
    ),
    seating.MoveReason.SEAT_CHANGE: QT_TRANSLATE_NOOP(
        "Director", "{name}: table {from_table} seat {from_seat} → table {to_table} seat {to_seat} "
        "(seat change)"
    ),
}
"""One line per reason for a move, whole sentences so each language orders its words."""


@dataclass(frozen=True, slots=True)
class TablePlan:
    """Seat moves that break and balance tables (TDA 10, 11), and the tables left empty."""

    moves: tuple[seating.Move, ...]
    tables_to_close: tuple[int, ...]

    @property
    def events(self) -> tuple[TournamentEvent, ...]:
        """The moves, then the closing of emptied tables, as events to record in order."""
        seats: tuple[TournamentEvent, ...] = tuple(
            PlayerSeated(int(m.player), m.to_table, m.to_seat) for m in self.moves
        )
        return seats + tuple(TableClosed(t) for t in self.tables_to_close)

    def describe(self, state: TournamentState) -> tuple[str, ...]:
        """One plain line per move in the language in use, e.g.
        ``'Bob: table 3 seat 4 → table 1 seat 7 (break)'``."""
        return tuple(
            translate("Director", _MOVE_LINES[m.reason]).format(
                name=state.player(int(m.player)).name,
                from_table=m.from_table,
                from_seat=m.from_seat,
                to_table=m.to_table,
                to_seat=m.to_seat,
            )
            for m in self.moves
        )


def plan_tables(state: TournamentState, seed: int) -> TablePlan:
    """Breaks first (highest table number first), then balancing, for tables between hands.

    Empty when a hand is in progress anywhere or nothing needs to move.
    """
    if any(t.hand is not None for t in state.tables) or len(state.tables) < 2:
        return TablePlan((), ())
    positions = {t.number: t.positions for t in state.tables if t.positions is not None}
    tables = seating_tables(state)
    moves = seating_plans.plan_moves(tables, positions, seed=seed)
    sources = {move.from_table for move in moves}
    after = seating.apply_moves(tables, moves)
    emptied = tuple(t.number for t in after if t.player_count == 0 and t.number in sources)
    return TablePlan(moves, emptied)
