"""A file being generated (``feltboard simulate``) records without an fsync per event and
is synced once at the end: what it recorded is all there, and the file is as durable as any
once the block ends."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, TableOpened
from app.store.tournament_file import TournamentFile


def synchronous(file: TournamentFile) -> int:
    connection = file._journal._open_connection()
    return int(connection.execute("PRAGMA synchronous").fetchone()[0])


def test_events_recorded_unsynced_are_all_there_after_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / "generated.feltboard"
    with TournamentFile.create(path, setup_from_preset(HOME_STANDARD)) as file:
        full = synchronous(file)
        with file.unsynced():
            assert synchronous(file) == 0  # OFF: no fsync per commit
            for number in range(1, 31):
                file.record(PlayerRegistered(number, f"Player {number}"))
            file.record(TableOpened(1, 9))
        assert synchronous(file) == full  # FULL again for whatever follows
        file.record(PlayerRegistered(31, "Late"))
    with TournamentFile.open(path) as reopened:
        assert [p.name for p in reopened.state.players][-2:] == ["Player 30", "Late"]
        assert len(reopened.state.tables) == 1
    # The checkpoint at the end moved everything into the file itself.
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
