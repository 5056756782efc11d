"""Submissions waiting for a league server that could not be reached.

A host at a venue without network adds the night anyway: the results (not the file,
which may move) wait in a small SQLite file in Feltboard's data folder, keyed by the
league's address without its password, until ``feltboard league sync`` or the next
successful ``league add`` to that league sends them.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from app.engine.wording import translate
from app.store.data_folder import data_dir
from app.store.league.submission import Submission, submission_from_json

OUTBOX_FILE_NAME: Final = "league-outbox.sqlite"
_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS waiting (
    id INTEGER PRIMARY KEY,
    league TEXT NOT NULL,
    season TEXT,
    replace_results INTEGER NOT NULL DEFAULT 0,
    fingerprint TEXT NOT NULL,
    payload TEXT NOT NULL,
    kept_at TEXT NOT NULL,
    UNIQUE (league, fingerprint)
)
"""


def outbox_path(folder: Path | None = None) -> Path:
    """The outbox file in Feltboard's data folder (not created here)."""
    return (data_dir() if folder is None else folder) / OUTBOX_FILE_NAME


@dataclass(frozen=True, slots=True)
class Waiting:
    """A submission kept for later."""

    id: int
    season: str | None
    replace: bool
    submission: Submission


def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(path, timeout=30, isolation_level=None)
    connection.execute(_SCHEMA)
    return connection


def keep(league: str, submission: Submission, season: str | None, replace: bool,
         path: Path | None = None) -> bool:  # fmt: skip
    """Keep ``submission`` for ``league``; False if it was already waiting (kept once).

    :raises OSError: if the outbox cannot be written.
    """
    try:
        with closing(_connect(path or outbox_path())) as connection:
            known = connection.execute(
                "SELECT 1 FROM waiting WHERE league = ? AND fingerprint = ?",
                (league, submission.fingerprint),
            ).fetchone()
            connection.execute(
                "INSERT INTO waiting (league, season, replace_results, fingerprint, payload,"
                " kept_at) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (league, fingerprint) DO UPDATE SET season = excluded.season,"
                " replace_results = excluded.replace_results, payload = excluded.payload",
                (league, season, int(replace), submission.fingerprint, submission.to_json(),
                 datetime.now(UTC).isoformat(timespec="seconds")),
            )  # fmt: skip
            return known is None
    except sqlite3.Error as error:
        raise OSError(
            translate("LeagueStore", "The outbox {path} cannot be written: {reason}").format(
                path=path or outbox_path(), reason=error
            )
        ) from None


def waiting(league: str, path: Path | None = None) -> tuple[Waiting, ...]:
    """What waits for ``league``, oldest first (unreadable entries are left out).

    :raises OSError: if the outbox cannot be read.
    """
    target = path or outbox_path()
    if not target.exists():
        return ()
    try:
        with closing(_connect(target)) as connection:
            rows = connection.execute(
                "SELECT id, season, replace_results, payload FROM waiting WHERE league = ?"
                " ORDER BY id",
                (league,),
            ).fetchall()
    except sqlite3.Error as error:
        raise OSError(
            translate("LeagueStore", "The outbox {path} cannot be read: {reason}").format(
                path=target, reason=error
            )
        ) from None
    return tuple(
        Waiting(int(r[0]), r[1], bool(r[2]), submission_from_json(r[3])) for r in rows
    )


def remove(entry_id: int, path: Path | None = None) -> None:
    """Drop a waiting submission once the league has it.

    :raises OSError: if the outbox cannot be written.
    """
    try:
        with closing(_connect(path or outbox_path())) as connection:
            connection.execute("DELETE FROM waiting WHERE id = ?", (entry_id,))
    except sqlite3.Error as error:
        raise OSError(
            translate("LeagueStore", "The outbox cannot be written: {reason}").format(reason=error)
        ) from None
