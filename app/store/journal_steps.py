"""Which events were recorded as one step (schema 4): the undo history's grouping.

A step of several events (a rebuy with its seat, a table break and balance) is one undo
step; the journal keeps its first and last sequence numbers in the ``steps`` table, in
the transaction that records its events, so a reopened file undoes exactly what the
step recorded. A step of one event has no row. ``steps`` is append-only like ``events``
and is not part of the hash chain: it only groups events the chain already vouches for.

Files written before schema 4 hold no steps: the ``steps_from`` meta value (the last
event at the upgrade) says up to where the reader must guess the grouping itself.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from app.store.journal_errors import CorruptFile

_APPEND_ONLY: Final = "SELECT RAISE(ABORT, 'the step journal is append-only')"
STEPS_STATEMENTS: Final = (
    "CREATE TABLE steps (first_seq INTEGER PRIMARY KEY, last_seq INTEGER NOT NULL)",
    f"CREATE TRIGGER steps_no_update BEFORE UPDATE ON steps BEGIN {_APPEND_ONLY}; END",
    f"CREATE TRIGGER steps_no_delete BEFORE DELETE ON steps BEGIN {_APPEND_ONLY}; END",
)
_INSERT_STEP: Final = "INSERT INTO steps (first_seq, last_seq) VALUES (?, ?)"
_SELECT_STEPS: Final = (
    "SELECT first_seq, last_seq FROM steps WHERE last_seq > ? ORDER BY first_seq"
)
_SELECT_STEPS_FROM: Final = "SELECT value FROM meta WHERE key = 'steps_from'"


def add_steps_table(connection: sqlite3.Connection) -> None:
    """Schema 3 to 4: the ``steps`` table; the events already recorded keep no steps
    (``steps_from`` marks where the recorded steps begin)."""
    for statement in STEPS_STATEMENTS:
        connection.execute(statement)
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value)"
        " SELECT 'steps_from', coalesce(max(seq), 0) FROM events"
    )


@dataclass(frozen=True, slots=True)
class RecordedSteps:
    """The steps of several events (``(first, last)`` sequence numbers) the journal
    recorded, and the last event before steps were recorded (0 for a file that always
    recorded them): every event after ``since`` not in a range was a step of its own."""

    since: int
    ranges: tuple[tuple[int, int], ...]

    def step_of(self, seq: int) -> int | None:
        """The first event of the step event ``seq`` belongs to, or ``None`` when the
        journal does not know (recorded before steps were)."""
        if seq <= self.since:
            return None
        for first, last in self.ranges:
            if first <= seq <= last:
                return first
        return seq


def insert_steps(connection: sqlite3.Connection, seqs: Sequence[int], sizes: Sequence[int]) -> None:
    """Record the steps of several events among ``seqs``, split in ``sizes`` in order."""
    start = 0
    for size in sizes:
        if size > 1:
            connection.execute(_INSERT_STEP, (seqs[start], seqs[start + size - 1]))
        start += size


def read_steps(
    fetch: Callable[[str, tuple[object, ...]], list[Any]], after_seq: int
) -> RecordedSteps | None:
    """The steps ending after ``after_seq``, or ``None`` for a file that records none
    (read before its upgrade to schema 4).

    :raises CorruptFile: if the file is damaged.
    """
    try:
        ranges = fetch(_SELECT_STEPS, (after_seq,))
        since = fetch(_SELECT_STEPS_FROM, ())
    except CorruptFile as error:
        if "no such table: steps" in str(error.__cause__ or error):  # SQLite's words
            return None
        raise
    try:
        return RecordedSteps(
            int(since[0][0]) if since else 0, tuple((int(a), int(b)) for a, b in ranges)
        )
    except (TypeError, ValueError):  # damaged: the undo history guesses as for old files
        return None
