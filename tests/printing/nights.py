"""Tournaments to print, built event by event with the shared kit: seats drawn, busts
with prizes and bounties, long names, full 10-seat tables, 40 players.

Busts happen at untracked tables (``PlayerBusted``), so a whole night is built in a few
hundred events without playing hands. Not a test module; the screenshots script uses it
too.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.money import Bounty, Currency
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import TournamentState, setup_from_preset
from app.engine.tournament_events import (
    EntryTaken,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentCreated,
    TournamentSetup,
)
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import Recorder

LONG_NAME = "Maximiliana von Hohenzollern-Sigmaringen"
"""As long as a name may be: 40 characters."""
NAMES = (
    "Hugo", "Esther", "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal",
    "Ivy", "Jo", "Kim", "Lee", "Max", "Ned", "Oz", "Pia", "Quin", "Rex",
    "Sue", "Tom", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe", "Abe", "Bea",
    "Cal", "Dee", "Eli", "Flo", "Gil", "Hana", "Ike", "Jules", "Kit", LONG_NAME,
)  # fmt: skip


def euro_setup(seats: int = 10) -> TournamentSetup:
    """The standard home game in euros: €40 + €5, a €10 bounty, rebuys and an add-on."""
    base = setup_from_preset(HOME_STANDARD, seats_per_table=seats)
    rebuys = RebuyPolicy(
        rebuy=EntryOption(EntryKind.REBUY, cost=3000, chips=20_000, until_level=4,
                          max_per_player=2, max_stack=20_000),
        add_on=EntryOption(EntryKind.ADD_ON, cost=3000, chips=30_000, until_level=4),
    )  # fmt: skip
    return replace(
        base,
        name="Friday night at Hugo's",
        date="2026-12-04",
        currency=Currency("€", 2),
        buy_in=4000,
        fee=500,
        prize_unit=500,
        rebuys=rebuys,
        bounty=Bounty(1000),
    )


def seated_night(players: int = 12, seats: int = 10, tables: int | None = None) -> Recorder:
    """``players`` registered and seated round the tables in turn (untracked tables)."""
    count = tables if tables is not None else -(-players // seats)
    recorder = Recorder.new(euro_setup(seats))
    recorder.rec(*[PlayerRegistered(p, NAMES[p - 1]) for p in range(1, players + 1)])
    recorder.rec(*[TableOpened(t, seats, tracked=False) for t in range(1, count + 1)])
    for player in range(1, players + 1):
        table, seat = (player - 1) % count + 1, (player - 1) // count + 1
        recorder.rec(PlayerSeated(player, table, seat))
    return recorder


def bust_down_to(recorder: Recorder, left: int) -> TournamentState:
    """Bust the highest-numbered players, each by the lowest-numbered player at their
    table, until ``left`` are in; when a table is down to one player, they move to the
    first table with a free seat."""
    while len(recorder.state.alive) > left:
        state = recorder.state
        victim = max(state.alive, key=lambda p: p.id)
        mates = [p for p in state.alive if p.table == victim.table and p.id != victim.id]
        if not mates:
            _move_to_another_table(recorder, victim.id)
            continue
        recorder.rec(PlayerBusted(victim.id, min(mates, key=lambda p: p.id).id))
    return recorder.state


def _move_to_another_table(recorder: Recorder, player: int) -> None:
    state = recorder.state
    here = state.player(player).table
    for table in state.tables:
        if table.number == here:
            continue
        taken = {seat for seat, _ in table.seats}
        free = [s for s in range(1, table.seat_count + 1) if s not in taken]
        if free:
            recorder.rec(PlayerSeated(player, table.number, free[0]))
            return
    raise AssertionError("no free seat to move to")


def finished_night(players: int = 12, seats: int = 10) -> TournamentState:
    """A whole night to the end: a few rebuys and add-ons, every bust, a winner."""
    recorder = seated_night(players, seats)
    for player in (1, 2, 3):
        recorder.rec(EntryTaken(player, EntryKind.ADD_ON))
    return bust_down_to(recorder, 1)


def saved(recorder: Recorder, path: Path) -> Path:
    """The recorder's tournament as a tournament file at ``path``."""
    first = recorder.events[0]
    assert isinstance(first, TournamentCreated)
    file = TournamentFile.create(path, first.setup)
    try:
        file.record_all(recorder.events[1:])
    finally:
        file.close()
    return path
