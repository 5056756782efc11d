"""Play a whole tournament at random through the live session, as a console would.

Every event goes through :meth:`LiveTournament.record` (verified, journaled, undoable), so
a simulated file is indistinguishable from one played by hand. Used for demo files,
benchmark files and test fixtures (``python -m app simulate``). Between rounds of hands,
players take the rebuys, add-ons and re-entries the setup allows, at random; bounties
follow from the busts.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, replace

from app.engine.autoplay import random_next_event
from app.engine.clock_events import ClockStarted
from app.engine.director import can_deal, next_hand_event, plan_tables
from app.engine.entry_options import EntryKind
from app.engine.game_orbits import choice_due_now
from app.engine.presets import preset_named
from app.engine.tournament import Player, setup_from_preset
from app.engine.tournament_events import (
    EntryTaken,
    GameChosen,
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.wording import translate
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile

SECONDS_PER_HAND = 120.0
ENTRY_CHANCE = 0.5
"""How likely a player is to take an entry they are allowed, at each chance."""


@dataclass(frozen=True, slots=True)
class SimulationReport:
    """What a simulation did."""

    hands: int
    players_left: int
    entries: int
    level_number: int
    finished: bool
    events: int
    rebuys: int = 0
    add_ons: int = 0
    re_entries: int = 0


class _SimulatedClock:
    """Simulated seconds: each round of hands moves time on."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def simulate(
    path: str | os.PathLike[str],
    *,
    players: int,
    tables: int,
    hands: int,
    seed: int,
    preset: str = "Home game — standard",
    seats_per_table: int | None = None,
    setup: TournamentSetup | None = None,
) -> SimulationReport:
    """Create a tournament at ``path`` and play up to ``hands`` hands at random.

    The tournament is ``setup`` (e.g. read from a template) or else the ``preset``;
    ``seats_per_table`` overrides the setup's (a preset gets 9 by default).

    :raises ValueError: for impossible sizes (too many players for the tables), or an
        unknown preset.
    :raises FileExistsError: if ``path`` exists.
    """
    if setup is None:
        setup = setup_from_preset(preset_named(preset), seats_per_table=seats_per_table)
    elif seats_per_table is not None:
        setup = replace(setup, seats_per_table=seats_per_table)
    seats_per_table = setup.seats_per_table
    if players < 2:
        raise ValueError(translate("Simulate", "A tournament needs at least two players"))
    if tables < 1 or players > tables * seats_per_table:
        text = (
            translate("Simulate", "{players} players do not fit at {tables} table of {seats} seats")
            if tables == 1
            else translate(
                "Simulate", "{players} players do not fit at {tables} tables of {seats} seats"
            )
        )
        raise ValueError(text.format(players=players, tables=tables, seats=seats_per_table))
    rng = random.Random(seed)
    clock = _SimulatedClock()
    file = TournamentFile.create(path, setup)
    session = LiveTournament(file, clock=clock)
    session.undo_stack.setUndoLimit(100)
    try:
        # A generated file: one fsync at the end instead of one per event (~20 ms each
        # on a laptop's disk: 40,000 events of a 300-player night were 30 s of waiting).
        with file.unsynced():
            events = _play(session, clock, rng, players, tables, hands, seed)
            file.snapshot_now()
        state = session.state
        return SimulationReport(
            hands=len(state.hands),
            players_left=len(state.alive),
            entries=state.entries,
            level_number=session.clock_state().level_number,
            finished=state.is_finished,
            events=events,
            rebuys=sum(p.rebuys for p in state.players),
            add_ons=sum(p.add_ons for p in state.players),
            re_entries=sum(p.re_entries for p in state.players),
        )
    finally:
        file.close()


def _play(
    session: LiveTournament,
    clock: _SimulatedClock,
    rng: random.Random,
    players: int,
    tables: int,
    hands: int,
    seed: int,
) -> int:
    """Register, open tables, draw seats, start the clock, then play rounds of hands
    until ``hands`` or the end; returns how many events were recorded."""
    events = 1
    seats_per_table = session.state.setup.seats_per_table
    for number in range(1, players + 1):
        events += _record(session, PlayerRegistered(number, f"Player {number}"))
    for table in range(1, tables + 1):
        events += _record(session, TableOpened(table, seats_per_table))
    events += _record(session, SeatsDrawn(seed))
    events += _record(session, ClockStarted(clock.now))
    while len(session.state.hands) < hands and not session.state.is_finished:
        events += _play_round(session, rng, hands)
        clock.now += SECONDS_PER_HAND
        if session.on_break():  # the room sits the break out: no hand is dealt in it
            clock.now += session.clock_state().remaining_seconds
        events += _entries(session, rng)
    return events


def _record(session: LiveTournament, event: TournamentEvent) -> int:
    problem = session.record(event)
    if problem is not None:
        raise RuntimeError(f"The simulation produced an illegal event: {event!r}: {problem}")
    return 1


def _play_round(session: LiveTournament, rng: random.Random, limit: int) -> int:
    """Move players if tables need it, then deal and play one hand at every table."""
    count = 0
    for event in plan_tables(session.state, seed=rng.randrange(2**31)).events:
        count += _record(session, event)
    for table in session.state.tables:
        if len(session.state.hands) >= limit:
            break
        if not can_deal(session.state, table.number):
            continue
        count += _choose_game(session, table.number)
        count += _record(session, next_hand_event(session.state, table.number, session.now()))
        while (live := session.state.table(table.number)).hand_state is not None:
            assert live.hand is not None and live.hand_state is not None
            problem = session.act(table.number, random_next_event(live.hand_state, rng))
            if problem is not None:
                raise RuntimeError(f"The simulation produced an illegal action: {problem}")
            count += 1
    return count


def _choose_game(session: LiveTournament, table: int) -> int:
    """Dealer's choice, where due: the button picks the game after the table's last one,
    so a night's every game is played in turn (and earlier seeds' draws do not move)."""
    state = session.state
    rotation = state.setup.rotation
    if rotation is None or choice_due_now(state, table, session.now()) is None:
        return 0
    orbit = state.table(table).orbit
    return _record(session, GameChosen(table, rotation.game_after(orbit.game if orbit else None)))


def _free_seats(session: LiveTournament) -> int:
    return sum(t.seat_count - len(t.seats) for t in session.state.tables)


def _entries(session: LiveTournament, rng: random.Random) -> int:
    """Players take, at random, the rebuys, add-ons and re-entries the engine allows now.

    Each player, each round, is tempted with :data:`ENTRY_CHANCE` and then takes the first
    entry allowed: a busted player a re-entry or (where the rebuy allows it) a rebuy, when
    a seat is free; a player still in a rebuy, else the add-on. One draw per player and
    round, as before there were add-ons, keeps earlier seeds playing the same nights.
    """
    count = 0
    for player in session.state.players:
        if rng.random() < 1 - ENTRY_CHANCE:
            continue
        for kind in _entry_kinds(player):
            event = EntryTaken(player.id, kind, session.now())
            if session.check(event) is not None:
                continue
            if player.busted and not _free_seats(session):
                break
            count += _record(session, event)
            if player.busted:
                count += _record(session, SeatsDrawn(rng.randrange(2**31)))
            break
    return count


def _entry_kinds(player: Player) -> tuple[EntryKind, ...]:
    """The entries a player might want: back into the game, or more chips."""
    if player.busted:
        return (EntryKind.RE_ENTRY, EntryKind.REBUY)
    return (EntryKind.REBUY, EntryKind.ADD_ON)
