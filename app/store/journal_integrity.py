"""The tournament file's integrity: the hash chain over its events, the checksums of its
snapshots, and the checks that refuse a damaged one.

Each event's ``chain`` is a BLAKE2b hash of the previous event's chain and of the event
itself (seq, kind, time, payload), so a reader checks each row against the row before it
(:class:`DamagedEvent` names the first bad one). A snapshot's ``checksum`` hashes the chain
of the event it follows with its payload: a snapshot is trusted only when it matches
(:class:`DamagedSnapshot` otherwise; the caller replays). Events recorded by schema 1
(before ``chain_from``) carry no chain and are unchecked. This guards against damage and
casual edits, not against someone who recomputes the hashes.

:mod:`app.store.journal` does the reading and writing; the functions here only hash rows
and judge what it read.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from app.engine.wording import translate
from app.store.journal_errors import READ_ERRORS, CorruptFile, JournalError, classify, damaged

try:  # CPython's own BLAKE2b, which hashlib hands out: hashlib also loads OpenSSL (~4 ms)
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b

CHAIN_SIZE: Final = 16
UNCHECKED: Final = 2**62  # chain_from of a file without chains: no event is checked
_SELECT_UNDECODED: Final = (
    "SELECT seq, CAST(kind AS BLOB), CAST(recorded_at AS BLOB),"
    " CAST(payload AS BLOB) FROM events WHERE seq > ? ORDER BY seq"
)

Fetch = Callable[[str, tuple[object, ...]], list[Any]]
"""Runs one query on the open file and returns all its rows (``Journal._fetch``)."""


class DamagedEvent(CorruptFile):
    """A recorded event does not match its checksum: the file is refused, untouched.

    ``reason`` is already in the language in use (``translate("Journal", "it is
    missing")``).
    """

    def __init__(self, path: Path, seq: int, reason: str) -> None:
        super().__init__(
            translate(
                "Journal", "{file} is damaged at event {seq}: {reason}. The file was not modified."
            ).format(file=path.name, seq=seq, reason=reason)
        )
        self.seq = seq


class DamagedSnapshot(JournalError):
    """A snapshot does not match the events it covers; replay them instead.

    ``unchecked`` says it merely predates checksums (schema 1): not damage, so no copy
    of the file is kept when it is replaced.
    """

    def __init__(self, seq: int, reason: str, *, unchecked: bool = False) -> None:
        super().__init__(
            translate("Journal", "The snapshot after event {seq} is damaged: {reason}").format(
                seq=seq, reason=reason
            )
        )
        self.seq = seq
        self.unchecked = unchecked


def add_integrity_columns(connection: sqlite3.Connection) -> None:
    """Schema 1 to 2: add the event chain and snapshot checksums; events after the
    current last one are chained (the older ones stay unchecked, never rewritten)."""
    connection.execute("ALTER TABLE events ADD COLUMN chain BLOB")
    connection.execute("ALTER TABLE snapshots ADD COLUMN checksum BLOB")
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value)"
        " SELECT 'chain_from', coalesce(max(seq), 0) + 1 FROM events"
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """What an open file holds for integrity, and how it was opened."""

    chained: bool  # events have a chain column
    checksummed: bool  # snapshots have a checksum column
    chain_from: int  # the first event that must carry a chain
    read_only: bool


def read_layout(connection: sqlite3.Connection, path: Path, read_only: bool) -> Layout:
    """Which integrity columns the file has and where its chain starts.

    :raises CorruptFile: if the file cannot be read or ``chain_from`` is not a number.
    """
    try:
        events = {row[1] for row in connection.execute("PRAGMA table_info(events)")}
        snapshots = {row[1] for row in connection.execute("PRAGMA table_info(snapshots)")}
        row = connection.execute("SELECT value FROM meta WHERE key = 'chain_from'").fetchone()
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc
    chained = "chain" in events
    if not chained or row is None:
        chain_from = UNCHECKED if not chained else 1
    else:
        try:
            chain_from = int(row[0])
        except (TypeError, ValueError) as exc:
            raise CorruptFile(damaged(path, str(exc))) from exc
    return Layout(chained, "checksum" in snapshots, chain_from, read_only)


def link(previous: bytes, seq: int, kind: str, recorded_at: str, payload: str) -> bytes:
    """The chain of an event: a hash of the previous event's chain and of this event."""
    text = f"{seq}\x1f{kind}\x1f{recorded_at}\x1f{payload}".encode("utf-8", "surrogatepass")
    return blake2b(previous + text, digest_size=CHAIN_SIZE).digest()


def checksum(chain: bytes, payload: str) -> bytes:
    """A snapshot's checksum: the chain of the event it follows, and its payload."""
    text = payload.encode("utf-8", "surrogatepass")
    return blake2b(chain + text, digest_size=CHAIN_SIZE).digest()


def checked_rows(
    pages: Iterable[Sequence[tuple[Any, Any, Any, Any, Any]]],
    path: Path,
    previous: bytes,
    after_seq: int,
    chain_from: int,
) -> Iterator[tuple[int, str, str, str]]:
    """``(seq, kind, recorded_at, payload)`` of the rows ``(..., chain)`` read after
    ``after_seq``, each checked against its chain: the rows follow each other with no gap,
    and each matches its hash (``previous`` is the chain of event ``after_seq``).

    :raises DamagedEvent: at the first row that does not match.
    """
    expected = after_seq + 1
    for rows in pages:
        for seq, kind, recorded_at, payload, chain in rows:
            if seq != expected:
                raise DamagedEvent(path, expected, translate("Journal", "it is missing"))
            if not (type(kind) is str and type(recorded_at) is str and type(payload) is str):
                raise DamagedEvent(path, seq, translate("Journal", "it cannot be read"))
            if chain is None:
                if seq >= chain_from:
                    raise DamagedEvent(
                        path, seq, translate("Journal", "its checksum is missing")
                    )
                previous = b""
            else:
                if chain != link(previous, seq, kind, recorded_at, payload):
                    raise DamagedEvent(
                        path, seq, translate("Journal", "it does not match its checksum")
                    )
                previous = chain
            expected += 1
            yield seq, kind, recorded_at, payload


def first_unreadable(fetch: Fetch, after_seq: int) -> int | None:
    """The first event after ``after_seq`` whose text is not UTF-8, if any (read as
    bytes, which SQLite hands over without decoding)."""
    try:
        rows = fetch(_SELECT_UNDECODED, (after_seq,))
    except CorruptFile:
        return None
    for seq, *texts in rows:
        try:
            for text in texts:
                bytes(text).decode("utf-8")
        except (UnicodeDecodeError, TypeError):
            return int(seq)
    return None


def stored_chain(rows: Sequence[tuple[Any, ...]], path: Path, seq: int) -> bytes:
    """The chain read for event ``seq`` (``rows`` of ``SELECT chain``; empty for an
    unchecked event).

    :raises DamagedEvent: if event ``seq`` is missing or its chain is not a hash.
    """
    if not rows:
        raise DamagedEvent(path, seq, translate("Journal", "it is missing"))
    chain = rows[0][0]
    if chain is None:
        return b""
    if type(chain) is not bytes or len(chain) != CHAIN_SIZE:
        raise DamagedEvent(path, seq, translate("Journal", "its checksum cannot be read"))
    return chain


def unreadable_snapshot(fetch: Fetch) -> DamagedSnapshot:
    """The error for a latest snapshot whose text cannot be read (derived data: the
    caller replaces it by replay)."""
    latest = fetch("SELECT max(seq) FROM snapshots", ())
    seq = latest[0][0] if latest and type(latest[0][0]) is int else 0
    return DamagedSnapshot(seq, translate("Journal", "it cannot be read"))


def checked_snapshot(
    rows: Sequence[tuple[Any, Any, Any]], last_seq: int, chain_of: Callable[[int], bytes]
) -> tuple[int, str] | None:
    """``(seq, payload)`` of the latest snapshot (``rows`` of ``(seq, payload,
    checksum)``), or None if there is none; ``chain_of`` gives an event's stored chain.

    :raises DamagedSnapshot: if it does not match its checksum, has none (written before
        schema 2) or cannot be read.
    """
    if not rows:
        return None
    seq, text, stored = rows[0]
    if type(seq) is not int or type(text) is not str or not 0 <= seq <= last_seq:
        raise DamagedSnapshot(
            seq if type(seq) is int else 0, translate("Journal", "it cannot be read")
        )
    if stored is None:
        raise DamagedSnapshot(seq, translate("Journal", "it has no checksum"), unchecked=True)
    if stored != checksum(chain_of(seq), text):
        raise DamagedSnapshot(
            seq, translate("Journal", "it does not match the events it covers")
        )
    return seq, text
