"""The whole of a tournament file checked: every event against its chain, the snapshot
against the events it covers, and where an intact copy of it lies.

Opening a file checks only what the state needs (the latest snapshot and the events
after it), so it stays fast; older events are checked when they are read. This module
reads every event, through its own read-only connection, so the console can run it on a
worker thread right after opening and ``feltboard info`` and ``verify`` can say at once
what is damaged. It does not stop at the first damaged event: each event is held
against the stored chain of the one before it, so every damaged event is named on its
own (an event whose own checksum was damaged is told apart by the event after it).
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from app.engine.wording import translate
from app.store.journal_errors import READ_ERRORS, JournalError, classify
from app.store.journal_files import FILE_SUFFIX
from app.store.journal_format import CURRENT_SCHEMA, check_read_only, connect_read_only
from app.store.journal_integrity import CHAIN_SIZE, UNCHECKED, checksum, link

_PAGE: Final = 4096
_SELECT_PAGE: Final = (
    "SELECT seq, CAST(kind AS BLOB), CAST(recorded_at AS BLOB), CAST(payload AS BLOB),"
    " {chain} FROM events WHERE seq > ? ORDER BY seq LIMIT ?"
)
_SELECT_HAND_ROWS: Final = (
    "SELECT seq, kind, CAST(payload AS BLOB) FROM events"
    " WHERE kind IN ('hand_started', 'hand_acted') ORDER BY seq"
)
_BACKUPS_TRIED: Final = 5  # the newest copies checked for one without the damage

Row = tuple[Any, Any, Any, Any, Any]


@dataclass(frozen=True, slots=True)
class DamagedRow:
    """One damaged event: its number and why (in the language in use)."""

    seq: int
    reason: str


@dataclass(frozen=True, slots=True)
class ChainReport:
    """What a full check of a tournament file found.

    ``unreadable`` is why the check could not read the file to its end (then the events
    after the last one read are unknown); ``snapshot_seq`` is the event the latest
    snapshot follows (``None``: there is none).
    """

    path: Path
    events: int
    unchecked: int
    damaged: tuple[DamagedRow, ...] = ()
    hands: tuple[int, ...] = ()
    snapshot_seq: int | None = None
    snapshot_intact: bool = True
    unreadable: str | None = None
    backup: Path | None = None

    @property
    def intact(self) -> bool:
        """Whether every event and the snapshot match their checksums."""
        return not self.damaged and self.snapshot_intact and self.unreadable is None

    @property
    def damaged_events(self) -> tuple[int, ...]:
        """The numbers of the damaged events, in order."""
        return tuple(row.seq for row in self.damaged)

    @property
    def state_intact(self) -> bool:
        """Whether the tournament as it stands opens intact: every damaged event lies
        before a good snapshot, which holds the state they led to."""
        if self.unreadable is not None:
            return False
        if not self.damaged:
            return True
        return (
            self.snapshot_seq is not None
            and self.snapshot_intact
            and max(self.damaged_events) <= self.snapshot_seq
        )


def check_file(
    path: str | Path, backups: Path | None = None, *, thorough: bool = False
) -> ChainReport:
    """Check every event of the tournament file ``path`` and its latest snapshot,
    through a read-only connection of its own (safe on any thread, beside the console
    recording into the file).

    When something is damaged, the report names the hands the damaged events belong to
    and the newest copy of the file without the damage, looked for beside it and in
    ``backups`` (the break backups' folder). ``thorough`` first checks the file as
    opening it does (header, description, schema version, SQLite's page check), for a
    file that was not just opened.

    :raises JournalError: if the file cannot be opened at all (not a Feltboard file, a
        newer one, or its pages are broken); damage found while reading is in the report.
    :raises FileNotFoundError: if there is no such file.
    """
    target = Path(path)
    if not target.is_file():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(target))
    if thorough:
        check_read_only(target, CURRENT_SCHEMA, thorough=True)
    connection = connect_read_only(target)
    try:
        report = _check(connection, target)
    finally:
        connection.close()
    if report.intact:
        return report
    return replace(report, backup=_intact_copy(target, _copies(target, backups)))


def _check(connection: sqlite3.Connection, path: Path) -> ChainReport:
    """The report on the file open on ``connection`` (without a backup)."""
    try:
        chained, checksummed, chain_from = _layout(connection)
    except READ_ERRORS as exc:
        return ChainReport(path, 0, 0, unreadable=str(classify(exc, path)))
    snapshot = _latest_snapshot(connection, checksummed)
    keep = snapshot[0] if snapshot is not None and type(snapshot[0]) is int else 0
    walk = _ChainWalk(chain_from, keep)
    unreadable: str | None = None
    try:
        for rows in _pages(connection, chained):
            walk.read(rows)
    except READ_ERRORS as exc:
        unreadable = str(classify(exc, path))
    snapshot_seq, snapshot_intact = _judge_snapshot(snapshot, walk.kept)
    damaged = tuple(walk.damaged)
    hands: tuple[int, ...] = ()
    if damaged:
        try:
            hands = damaged_hands(_hand_rows(connection), {row.seq for row in damaged})
        except READ_ERRORS:
            hands = ()  # the events are named; the hands are only a help
    return ChainReport(
        path, walk.count, walk.unchecked, damaged, hands, snapshot_seq,
        snapshot_intact, unreadable,
    )  # fmt: skip


def _layout(connection: sqlite3.Connection) -> tuple[bool, bool, int]:
    """Whether events carry a chain and snapshots a checksum, and the first event that
    must carry one (see :func:`~app.store.journal_integrity.read_layout`)."""
    events = {row[1] for row in connection.execute("PRAGMA table_info(events)")}
    snapshots = {row[1] for row in connection.execute("PRAGMA table_info(snapshots)")}
    row = connection.execute("SELECT value FROM meta WHERE key = 'chain_from'").fetchone()
    if "chain" not in events:
        return False, "checksum" in snapshots, UNCHECKED
    try:
        chain_from = 1 if row is None else int(row[0])
    except (TypeError, ValueError):
        chain_from = 1  # an unreadable start checks every event: damage shows as such
    return True, "checksum" in snapshots, chain_from


def _pages(connection: sqlite3.Connection, chained: bool) -> Iterator[list[Row]]:
    """Every event row ``(seq, kind, recorded_at, payload, chain)``, texts as bytes (a
    damaged text is one damaged event, not a failed read), a page at a time."""
    sql = _SELECT_PAGE.format(chain="chain" if chained else "NULL")
    after = 0
    while True:
        rows: list[Row] = connection.execute(sql, (after, _PAGE)).fetchall()
        if rows:
            yield rows
        if len(rows) < _PAGE:
            return
        after = rows[-1][0]


class _ChainWalk:
    """Events checked one after the other, each against the stored chain of the one
    before it, collecting every damaged one."""

    def __init__(self, chain_from: int, keep: int) -> None:
        self._chain_from = chain_from
        self._keep = keep
        self._expected = 1
        # What the previous event's chain may be: its stored chain, and, when it is
        # damaged, the chain its content gives (its checksum may be what was damaged).
        self._previous: tuple[bytes, ...] = (b"",)
        self.kept = b""
        """The stored chain of event ``keep`` (the one the snapshot follows)."""
        self.damaged: list[DamagedRow] = []
        self.count = 0
        self.unchecked = 0

    def read(self, rows: Iterable[Row]) -> None:
        """Check the next rows, in order."""
        for seq, kind, recorded_at, payload, chain in rows:
            if type(seq) is not int:
                continue
            if seq != self._expected:
                self._missing(self._expected, seq)
            self._expected = seq + 1
            self.count += 1
            self._check(seq, (kind, recorded_at, payload), chain)

    def _missing(self, first: int, after: int) -> None:
        reason = translate("Journal", "it is missing")
        self.damaged.extend(DamagedRow(seq, reason) for seq in range(first, after))
        self._previous = (b"",)

    def _check(self, seq: int, texts: tuple[Any, Any, Any], chain: Any) -> None:
        decoded = _texts(texts)
        if chain is None and seq < self._chain_from:
            self.unchecked += 1
            self._previous = (b"",)
            return
        stored = chain if type(chain) is bytes and len(chain) == CHAIN_SIZE else None
        if stored is not None and seq == self._keep:
            self.kept = stored
        if decoded is None:
            self._damage(seq, translate("Journal", "its text cannot be read"), stored, None)
            return
        if chain is None:
            self._damage(seq, translate("Journal", "its checksum is missing"), None, None)
            return
        computed = [link(previous, seq, *decoded) for previous in self._previous]
        if stored is not None and stored in computed:
            self._previous = (stored,)
            return
        reason = (
            translate("Journal", "it does not match its checksum")
            if stored is not None
            else translate("Journal", "its checksum cannot be read")
        )
        self._damage(seq, reason, stored, computed[0])

    def _damage(self, seq: int, reason: str, stored: bytes | None, computed: bytes | None) -> None:
        self.damaged.append(DamagedRow(seq, reason))
        self._previous = tuple(chain for chain in (stored, computed) if chain is not None)
        if not self._previous:
            self._previous = (b"",)


def _texts(texts: tuple[Any, Any, Any]) -> tuple[str, str, str] | None:
    """``(kind, recorded_at, payload)`` as text, or ``None`` if one is not UTF-8."""
    try:
        kind, recorded_at, payload = (bytes(text).decode("utf-8") for text in texts)
    except (UnicodeDecodeError, TypeError):
        return None
    return kind, recorded_at, payload


_Snapshot = tuple[Any, Any, Any]
"""The latest snapshot as stored: ``(seq, payload as bytes, checksum)``."""


def _latest_snapshot(connection: sqlite3.Connection, checksummed: bool) -> _Snapshot | None:
    """The latest snapshot as stored, ``None`` if there is none, ``(None, None, None)``
    if it cannot be read."""
    column = "checksum" if checksummed else "NULL"
    try:
        row: _Snapshot | None = connection.execute(
            f"SELECT seq, CAST(payload AS BLOB), {column} FROM snapshots"
            " ORDER BY seq DESC LIMIT 1"
        ).fetchone()
    except READ_ERRORS:
        return None, None, None
    return row


def _judge_snapshot(snapshot: _Snapshot | None, chain: bytes) -> tuple[int | None, bool]:
    """The event the latest snapshot follows, and whether it matches its checksum
    (``chain`` is the stored chain of that event)."""
    if snapshot is None:
        return None, True
    seq, payload, stored = snapshot
    if type(seq) is not int:
        return None, False
    if stored is None:  # written before checksums: not damage, rebuilt when opened
        return seq, True
    try:
        text = bytes(payload).decode("utf-8")
    except (UnicodeDecodeError, TypeError):
        return seq, False
    return seq, stored == checksum(chain, text)


def _hand_rows(connection: sqlite3.Connection) -> list[tuple[int, str, bytes]]:
    return connection.execute(_SELECT_HAND_ROWS).fetchall()


def damaged_hands(rows: Iterable[tuple[int, str, bytes]], damaged: set[int]) -> tuple[int, ...]:
    """The hands the ``damaged`` events belong to, from the intact ``rows`` ``(seq, kind,
    payload)`` of hand starts and actions: a hand runs from its start to the next start
    at its table (for the last hand of a table, to its last action and the damaged
    events right after it). With several tables, every hand in play when a damaged
    event was recorded is named: its own words (its table) cannot be trusted.

    >>> rows = [(3, "hand_started", b'{"table":1,"number":1}'),
    ...         (4, "hand_acted", b'{"table":1,"hand":1}'),
    ...         (6, "hand_started", b'{"table":1,"number":2}'),
    ...         (7, "hand_acted", b'{"table":1,"hand":2}')]
    >>> damaged_hands(rows, {5}), damaged_hands(rows, {7}), damaged_hands(rows, {2})
    ((1,), (2,), ())
    """
    spans: dict[int, list[int]] = {}  # hand: [start, end]
    latest: dict[int, int] = {}  # table: its latest hand
    for seq, kind, payload in rows:
        if seq in damaged:
            continue
        table, hand = _table_and_hand(kind, payload)
        if table is None or hand is None:
            continue
        if kind == "hand_started":
            previous = latest.get(table)
            if previous is not None and previous in spans:
                spans[previous][1] = max(spans[previous][1], seq - 1)
            latest[table] = hand
            spans.setdefault(hand, [seq, seq])
        elif hand in spans:
            spans[hand][1] = max(spans[hand][1], seq)
    for hand in latest.values():  # its damaged last actions follow its last good one
        while spans[hand][1] + 1 in damaged:
            spans[hand][1] += 1
    return tuple(
        sorted(hand for hand, (start, end) in spans.items() if any(
            start <= seq <= end for seq in damaged
        ))
    )  # fmt: skip


def _table_and_hand(kind: str, payload: bytes) -> tuple[int | None, int | None]:
    try:
        data = json.loads(bytes(payload).decode("utf-8"))
    except (UnicodeDecodeError, TypeError, ValueError):
        return None, None
    if not isinstance(data, dict):
        return None, None
    table, hand = data.get("table"), data.get("number" if kind == "hand_started" else "hand")
    return (table, hand) if type(table) is int and type(hand) is int else (None, None)


def _copies(path: Path, backups: Path | None) -> list[Path]:
    """The copies of ``path`` (named ``<name>-<label>.feltboard``) beside it and in
    ``backups``, newest first."""
    found: list[tuple[float, Path]] = []
    for folder in (path.parent, backups):
        if folder is None:
            continue
        try:
            candidates = list(folder.glob(f"{_glob_escape(path.stem)}-*{FILE_SUFFIX}"))
        except OSError:
            continue
        for candidate in candidates:
            try:
                if candidate.is_file() and not candidate.samefile(path):
                    found.append((candidate.stat().st_mtime, candidate))
            except OSError:
                continue
    return [candidate for _, candidate in sorted(found, reverse=True)]


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def _intact_copy(path: Path, copies: Sequence[Path]) -> Path | None:
    """The newest of ``copies`` that is the same tournament as ``path`` (the same first
    event) and intact."""
    first = _first_event(path)
    if first is None:
        return None
    for copy in copies[:_BACKUPS_TRIED]:
        if _first_event(copy) != first:
            continue
        try:
            connection = connect_read_only(copy)
        except JournalError:
            continue
        try:
            if _check(connection, copy).intact:
                return copy
        finally:
            connection.close()
    return None


def _first_event(path: Path) -> tuple[bytes, bytes] | None:
    """Event 1 as stored (the setup and when it was recorded), which names a tournament:
    two nights set up alike differ by the time; ``None`` if it cannot be read."""
    try:
        connection = connect_read_only(path)
    except JournalError:
        return None
    try:
        row = connection.execute(
            "SELECT CAST(payload AS BLOB), CAST(recorded_at AS BLOB) FROM events WHERE seq = 1"
        ).fetchone()
    except READ_ERRORS:
        return None
    finally:
        connection.close()
    return None if row is None else (bytes(row[0]), bytes(row[1]))
