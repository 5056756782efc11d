"""Which game a table's next hand plays, with the setup's rotation, and the orbits and
choices that decide it (:mod:`app.engine.rotation` has the values and the rules).

Everything here is derived from the recorded events: a table's orbit
(:attr:`~app.engine.tournament_state.Table.orbit`) moves on as its hands finish and
starts over with a :class:`~app.engine.tournament_events.GameChosen`, so undo, replay and
reopening a file give the same game.
"""

from __future__ import annotations

from dataclasses import replace

from app.engine import seating
from app.engine.clock import level_index_for_new_hand
from app.engine.config import HandConfig
from app.engine.errors import ConfigError, IllegalAction
from app.engine.rotation import GameChange, GameOrbit, NightGame, after_hand, orbit_is_over
from app.engine.structure import Level
from app.engine.tournament_events import GameChosen, HandStarted, TournamentSetup
from app.engine.tournament_state import HandRecord, Table, TournamentState
from app.engine.wording import translate


class ChoiceDue(IllegalAction):
    """No hand until the player on the button chooses the orbit's game (dealer's choice).

    ``table`` is the table, ``chooser`` the seat of the player who chooses.
    """

    def __init__(self, message: str, table: int, chooser: int) -> None:
        super().__init__(message)
        self.table = table
        self.chooser = chooser


def next_lineup(
    state: TournamentState, table: Table, button: int | None = None
) -> seating.HandLineup:
    """Button, blinds and dealt-in seats of the table's next hand (players with chips).

    ``button`` chooses the first hand's button (default: the seat that won the recorded
    draw, else the first occupied seat).

    :raises ConfigError: if fewer than two players with chips sit at the table.
    """
    seat_table = seating.Table(
        table.number,
        table.seat_count,
        tuple((seat, str(p)) for seat, p in table.seats if state.player(p).stack > 0),
    )
    if table.positions is None:
        return seating.first_hand(seat_table, button or _drawn_button(table, seat_table))
    new = frozenset(str(p) for p in table.player_ids if p not in table.dealt)
    return seating.next_hand(
        seat_table, table.positions, new_players=new, mode=state.setup.rules.button_mode
    )


def _drawn_button(table: Table, seats: seating.Table) -> int | None:
    """The seat that won the draw for ``table``'s first button, while a player with chips
    still sits there (else the draw no longer counts: the first occupied seat, or a new
    draw)."""
    draw = table.button_draw
    if draw is None or draw.seat not in seats.seats:
        return None
    return draw.seat


def game_of_hand(config: HandConfig) -> NightGame:
    """The game a hand was dealt, with its betting."""
    return NightGame(config.game, config.rules.structure)


def orbit_starts(table: Table, button: int) -> bool:
    """Whether a hand with the button at ``button`` starts a new orbit at ``table``."""
    orbit = table.orbit
    return orbit is None or orbit_is_over(orbit, button, table.seat_count)


def chooser_seat(table: Table, button: int) -> int:
    """The seat of the player who chooses: the button's, or with a dead button (an empty
    seat) the first player after it."""
    seats = sorted(seat for seat, _ in table.seats)
    return next((seat for seat in seats if seat >= button), seats[0])


def level_game(setup: TournamentSetup, level_number: int, level: Level) -> NightGame | None:
    """The game every table plays in level ``level_number``: the level's own, or the
    rotation's when it changes by level; ``None`` when each table's orbit decides.

    >>> from app.engine.presets import DEALERS_CHOICE
    >>> from app.engine.tournament import setup_from_preset
    >>> level_game(setup_from_preset(DEALERS_CHOICE), 1, Level(25, 50)) is None
    True
    """
    rotation = setup.rotation
    if rotation is None or level.names_game:
        return NightGame(level.game, level.betting_in(setup.rules))
    if rotation.change is GameChange.LEVEL:
        return rotation.game_of_level(level_number)
    return None


def hand_game(
    state: TournamentState, table: Table, level_number: int, level: Level, button: int
) -> NightGame:
    """The game of a hand about to be dealt at ``table`` with the button at ``button``.

    :raises ChoiceDue: with dealer's choice, when the orbit's game is still to choose.
    """
    planned = level_game(state.setup, level_number, level)
    if planned is not None:
        return planned
    rotation = state.setup.rotation
    assert rotation is not None  # only an orbit's game is not planned by level
    starts = orbit_starts(table, button)
    if rotation.change is GameChange.ORBIT:
        current = table.orbit.game if table.orbit is not None else None
        return rotation.game_after(current) if starts else _orbit_game(table)
    if starts:
        seat = chooser_seat(table, button)
        name = state.player(dict(table.seats)[seat]).name
        raise ChoiceDue(
            translate("Rotation", "Table {table}: {name} on the button chooses the game first")
            .format(table=table.number, name=name),
            table.number, seat,
        )
    return _orbit_game(table)


def _orbit_game(table: Table) -> NightGame:
    assert table.orbit is not None  # an orbit that goes on exists
    return table.orbit.game


def hand_bets(night: NightGame, level: Level) -> tuple[int | None, int | None]:
    """The fixed-limit small and big bets of a hand of ``night`` at ``level``: the level's
    own (the hand engine's default, the big blind and twice it, where unset); none for a
    game that does not bet fixed limit, so a level's bets do not reach a no-limit hand."""
    if night.is_fixed_limit or level.names_game:
        return level.small_bet, level.big_bet
    return None, None


def choice_due(state: TournamentState, table_number: int, level: Level) -> int | None:
    """The seat of the player who must choose the game before the table's next hand at
    ``level``, or ``None`` when no choice is due (or no hand can be dealt)."""
    rotation = state.setup.rotation
    if rotation is None or rotation.change is not GameChange.DEALERS_CHOICE:
        return None
    if level.names_game:
        return None
    return _due_seat(state, state.table(table_number))


def choice_due_now(state: TournamentState, table_number: int, now: float) -> int | None:
    """:func:`choice_due` for the hand dealt at ``now`` (at a break: the next level's).

    :raises IllegalAction: if the table is not in play.
    """
    index = level_index_for_new_hand(state.setup.structure, state.clock_events, now)
    level = state.setup.structure.steps[index]
    assert isinstance(level, Level)  # a new hand plays a level, never a break
    return choice_due(state, table_number, level)


def _due_seat(state: TournamentState, table: Table) -> int | None:
    """The chooser's seat when the table's next hand starts an orbit, ignoring levels."""
    if not table.tracked or table.hand is not None:
        return None
    try:
        lineup = next_lineup(state, table)
    except ConfigError:
        return None
    return chooser_seat(table, lineup.button) if orbit_starts(table, lineup.button) else None


def choose_game(state: TournamentState, event: GameChosen) -> TournamentState:
    """Record the orbit's game chosen at a table.

    :raises IllegalAction: if the night has no dealer's choice, no choice is due at the
        table, or the game is not one of the night's.
    """
    rotation = state.setup.rotation
    table = state.table(event.table)
    if rotation is None or rotation.change is not GameChange.DEALERS_CHOICE:
        raise IllegalAction(translate(
            "Rotation", "This tournament has no dealer's choice; the games are set"))
    if event.game not in rotation.games:
        raise IllegalAction(translate(
            "Rotation", "{game} is not one of tonight's games"
        ).format(game=event.game.label))
    if _due_seat(state, table) is None:
        if table.orbit is not None and table.orbit.start is None:
            raise IllegalAction(translate(
                "Rotation", "Table {table} already chose {game} for this orbit"
            ).format(table=table.number, game=table.orbit.game.label))
        if table.orbit is None:  # no hand can be dealt there now
            raise IllegalAction(translate(
                "Rotation", "No choice is due at table {table}: no hand can be dealt there now"
            ).format(table=table.number))
        raise IllegalAction(translate(
            "Rotation", "No choice is due at table {table}: the orbit of {game} goes on"
        ).format(table=table.number, game=table.orbit.game.label))
    return _with_orbit(state, replace(table, orbit=GameOrbit(event.game)))


def verify_hand_game(state: TournamentState, event: HandStarted) -> None:
    """Check that a hand deals the game the rotation (or the choice) says.

    :raises IllegalAction: naming the game due, or :class:`ChoiceDue`.
    """
    if state.setup.rotation is None:
        return
    level = state.setup.structure.steps[event.level_index]
    if not isinstance(level, Level):
        return  # the level index is checked where the hand is
    table = state.table(event.table)
    number = state.setup.structure.level_number(event.level_index)
    due = hand_game(state, table, number, level, event.config.button)
    dealt = game_of_hand(event.config)
    if dealt != due:
        raise IllegalAction(translate(
            "Rotation", "Table {table} plays {due} now, not {dealt}"
        ).format(table=table.number, due=due.label, dealt=dealt.label))


def orbit_after(state: TournamentState, table_number: int, hand: HandRecord) -> TournamentState:
    """The table's orbit after ``hand`` finished, with a rotation by orbit."""
    rotation = state.setup.rotation
    if rotation is None or not rotation.change.by_orbit:
        return state
    table = state.table(table_number)
    played = game_of_hand(hand.config)
    orbit = table.orbit
    if orbit is not None and orbit.start is None and orbit.game != played:
        return state  # a level's own game: the chosen game still waits for its orbit
    new = after_hand(
        orbit, played, hand.config.button, table.seat_count, len(hand.config.seats))
    return _with_orbit(state, replace(table, orbit=new))


def _with_orbit(state: TournamentState, table: Table) -> TournamentState:
    return replace(
        state, tables=tuple(table if t.number == table.number else t for t in state.tables)
    )
