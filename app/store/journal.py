"""The tournament file: an append-only SQLite journal of events, plus snapshots.

One tournament is one SQLite file (``.feltboard``) in WAL mode with ``synchronous=FULL``.
:meth:`Journal.append` commits before it returns, so a caller that shows an action only
after ``append`` returned never shows something a crash could lose (write-ahead). The
journal never deletes or rewrites an event: undo is itself an event recorded by higher
layers, and SQL triggers reject ``UPDATE`` and ``DELETE`` on the events table.

The schema (version 4)::

    PRAGMA application_id = 0x46454C54            -- "FELT": marks a Feltboard file
    meta(key, value)                              -- format, schema_version, created_at,
                                                  -- app_version, chain_from,
                                                  -- steps_from
    events(seq INTEGER PRIMARY KEY, kind, payload JSON, recorded_at ISO-8601 UTC, chain)
    snapshots(seq INTEGER PRIMARY KEY, payload JSON, recorded_at, checksum)
    steps(first_seq INTEGER PRIMARY KEY, last_seq)  -- schema 4: the events recorded as
                                                  -- one undo step (app.store.journal_steps)

Integrity: each event's ``chain`` hashes the previous event's chain and the event, and a
snapshot's ``checksum`` binds it to the chain of the event it follows; every reader checks
what it reads (:mod:`app.store.journal_integrity`: :class:`DamagedEvent` names the first
bad event, :class:`DamagedSnapshot` asks the caller to replay). Events recorded by schema
1 (before ``chain_from``) are unchecked; the upgrade to schema 2 adds the columns and
never rewrites an event.

Opening a file checks it through a read-only connection first (header, meta, schema
version, ``PRAGMA quick_check``), so a foreign, corrupt or newer file is never written
to. An older schema is upgraded in one transaction by the chain of registered
:data:`Migration` functions. A new event kind is a schema change too: older versions
could not read it, so adding one bumps :data:`SCHEMA_VERSION` (with a no-op migration)
and older versions then refuse the file up front instead of failing mid-replay.

The connection holds an exclusive lock for as long as the journal is open, so a second
Feltboard cannot write the same tournament (:class:`FileInUse`).
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Generic, NamedTuple, Protocol, TypeVar, cast

from app import __version__ as APP_VERSION
from app.engine.wording import translate
from app.store.codec_base import CodecError, TextCodec
from app.store.journal_errors import (
    READ_ERRORS,
    CannotWrite,
    CorruptFile,
    FileInUse,
    JournalClosed,
    JournalError,
    MigrationError,
    NewerFileError,
    NotAFeltboardFile,
    ReadOnlyFile,
    WriteFailed,
    classify,
)
from app.store.journal_files import (
    already_exists,
    backup_path,
    cannot_create,
    cannot_create_after,
    copy_database,
    disk_full,
    failure_reason,
    fsync_folder,
    place_new_file,
    read_only_message,
    refuse_stale_log,
    remove_with_sidecars,
    sidecars_present,
    temporary_beside,
)
from app.store.journal_format import (
    APPLICATION_ID,
    CURRENT_SCHEMA,
    FILE_FORMAT,
    META_KEYS,
    MIGRATIONS,
    SCHEMA_STATEMENTS,
    SCHEMA_VERSION,
    FileInfo,
    Migration,
    Schema,
    check_read_only,
    connect_read_only,
    connect_writable,
    enable_wal,
    migrate,
    read_last_seq,
    transaction,
)
from app.store.journal_integrity import (
    DamagedEvent,
    DamagedSnapshot,
    Layout,
    checked_rows,
    checked_snapshot,
    checksum,
    first_unreadable,
    link,
    read_layout,
    stored_chain,
    unreadable_snapshot,
)
from app.store.journal_steps import RecordedSteps, insert_steps, read_steps

__all__ = [  # also what journal_errors, journal_format and journal_integrity define
    "APPLICATION_ID",
    "CURRENT_SCHEMA",
    "FILE_FORMAT",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "CannotWrite",
    "CorruptFile",
    "DamagedEvent",
    "DamagedSnapshot",
    "Entry",
    "FileInUse",
    "FileInfo",
    "Journal",
    "JournalClosed",
    "JournalError",
    "Migration",
    "MigrationError",
    "NewerFileError",
    "NotAFeltboardFile",
    "ReadOnlyFile",
    "Schema",
    "Snapshot",
    "Tagged",
    "WriteFailed",
    "read_info",
    "utc_now",
]


class Tagged(Protocol):
    """What the journal needs of an event: its ``kind`` tag."""

    @property
    def kind(self) -> str:
        """The event's tag, e.g. ``'folded'``."""
        ...


E = TypeVar("E", bound=Tagged)
T = TypeVar("T")

_READ_PAGE: Final = 4096
_INSERT_EVENT: Final = "INSERT INTO events (kind, payload, recorded_at) VALUES (?, ?, ?)"
_INSERT_CHAINED: Final = (
    "INSERT INTO events (seq, kind, payload, recorded_at, chain) VALUES (?, ?, ?, ?, ?)"
)
_SELECT_ROWS: Final = (
    "SELECT seq, kind, recorded_at, payload, {chain} FROM events"
    " WHERE seq > ? ORDER BY seq LIMIT ?"
)
_SELECT_CHAIN: Final = "SELECT {chain} FROM events WHERE seq = ?"
# CASE first: a payload that is not JSON (a damaged row) must not stop the search.
_SELECT_LATEST_WITH: Final = (
    "SELECT max(seq) FROM events WHERE kind = ?"
    " AND CASE WHEN json_valid(payload) THEN json_extract(payload, ?) END = ?"
)
_FIELD_NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_INSERT_SNAPSHOT: Final = (
    "INSERT OR REPLACE INTO snapshots (seq, payload, recorded_at{checksum_column})"
    " VALUES (?, ?, ?{checksum_value})"
)
_SELECT_SNAPSHOT: Final = (
    "SELECT seq, payload, {checksum} FROM snapshots ORDER BY seq DESC LIMIT 1"
)


class Entry(NamedTuple, Generic[E]):
    """One recorded event with its sequence number and the time it was recorded."""

    seq: int
    recorded_at: datetime
    event: E


class Snapshot(NamedTuple, Generic[T]):
    """A snapshot payload describing the state after event ``seq``."""

    seq: int
    payload: T


def utc_now() -> datetime:
    """The current time in UTC (the journal's default clock)."""
    return datetime.now(UTC)


class Journal(Generic[E]):
    """An open tournament file: append events, read them back, keep snapshots.

    Create one with :meth:`create` or :meth:`open`; use it as a context manager or call
    :meth:`close`. A journal belongs to the thread that opened it (SQLite's rule).
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        info: FileInfo,
        codec: TextCodec[E],
        clock: Callable[[], datetime],
        last_seq: int,
        layout: Layout | None = None,
    ) -> None:
        """Wrap an open, checked connection; use :meth:`create` or :meth:`open` instead."""
        self._connection: sqlite3.Connection | None = connection
        self._info = info
        self._codec = codec
        self._clock = clock
        self._last_seq = last_seq
        self._layout = layout if layout is not None else Layout(True, True, 1, False)
        chain = "chain" if self._layout.chained else "NULL"
        self._select_rows = _SELECT_ROWS.format(chain=chain)
        self._select_chain = _SELECT_CHAIN.format(chain=chain)
        self._last_chain = self._chain_of(last_seq)

    @classmethod
    def create(
        cls,
        path: str | os.PathLike[str],
        codec: TextCodec[E],
        *,
        app_version: str = APP_VERSION,
        clock: Callable[[], datetime] = utc_now,
        initial: Sequence[E] = (),
    ) -> Journal[E]:
        """Create a new tournament file holding the ``initial`` events, and open it.

        The file is built under a temporary name and renamed into place, so ``path``
        either does not exist or is a complete Feltboard file with its first events. If
        anything fails, even opening it once in place (a nearly full disk has room for
        the file but not for its write-ahead log), what this call wrote is removed: the
        file, its ``-wal``, ``-shm`` and ``-journal``. Nothing that was there before is
        ever removed or replaced.

        :raises FileExistsError: if ``path`` exists (a tournament is never overwritten),
            or a write-ahead log of an earlier file with that name is still beside it.
        :raises OSError: if the file could not be written (nothing is left behind).
        """
        target = Path(path)
        if target.exists():
            raise FileExistsError(already_exists(target))
        refuse_stale_log(target)
        there_before = sidecars_present(target)  # an -shm left by an earlier file
        temporary = temporary_beside(target)
        stamp = _timestamp(clock)
        rows = [(event.kind, codec.encode(event)) for event in initial]
        try:
            _write_new_file(temporary, stamp, app_version, rows, shown=target)
            place_new_file(temporary, target)
        finally:
            remove_with_sidecars(temporary)
        fsync_folder(target.parent)
        try:
            return cls.open(target, codec, clock=clock)
        except (JournalError, OSError) as error:
            remove_with_sidecars(target, keep=there_before)
            fsync_folder(target.parent)
            raise OSError(cannot_create_after(target, error)) from error
        except BaseException:
            remove_with_sidecars(target, keep=there_before)
            raise

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        codec: TextCodec[E],
        *,
        schema: Schema = CURRENT_SCHEMA,
        clock: Callable[[], datetime] = utc_now,
        read_only: bool = False,
    ) -> Journal[E]:
        """Open an existing tournament file, upgrading an older schema.

        ``read_only`` opens it for reading only (viewing, exporting): nothing is written,
        not even an upgrade, and every write raises :class:`ReadOnlyFile`.

        :raises FileNotFoundError: if there is no such file.
        :raises NotAFeltboardFile: if it is not SQLite, or an SQLite file of another
            program.
        :raises CorruptFile: if it is a damaged Feltboard file.
        :raises NewerFileError: if a newer Feltboard wrote it.
        :raises MigrationError: if an older schema cannot be upgraded.
        :raises FileInUse: if another Feltboard has it open.
        :raises JournalError: for other failures (permissions, disk errors).
        """
        target = Path(path)
        info = check_read_only(target, schema, thorough=True)
        if read_only:
            if info.schema_version < 1:
                raise MigrationError(
                    translate(
                        "Journal",
                        "{file} must be upgraded before it can be read, and it is read-only."
                        " The file was not modified.",
                    ).format(file=target.name)
                )
            connection = connect_read_only(target)
        else:
            steps = schema.path_from(info.schema_version)
            connection = connect_writable(target)
        try:
            if not read_only:
                if steps:
                    migrate(connection, target, steps, info.schema_version, schema.version)
                    info = replace(info, schema_version=schema.version)
                enable_wal(connection, target)
            last_seq = read_last_seq(connection, target)
            layout = read_layout(connection, target, read_only)
            return cls(connection, info, codec, clock, last_seq, layout)
        except BaseException:
            connection.close()
            raise

    @property
    def path(self) -> Path:
        """The tournament file."""
        return self._info.path

    @property
    def info(self) -> FileInfo:
        """What the file says about itself (after any upgrade)."""
        return self._info

    @property
    def codec(self) -> TextCodec[E]:
        """The codec events are written and read with."""
        return self._codec

    @property
    def last_seq(self) -> int:
        """The sequence number of the last event, 0 when there is none."""
        return self._last_seq

    @property
    def read_only(self) -> bool:
        """Whether the file was opened for reading only."""
        return self._layout.read_only

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._connection is None

    def append(self, event: E) -> int:
        """Record one event and commit it to disk; return its sequence number.

        When this returns the event is committed and fsynced: it survives the app being
        killed or the system crashing, so the caller may show it. (A power cut on macOS
        could still lose it: plain fsync there leaves it in the drive's cache.)

        :raises CodecError: if the event is not of the codec's type.
        :raises WriteFailed: if the disk refused the write; nothing was recorded.
        :raises JournalClosed: if the journal was closed.
        """
        return self._insert_events((event,))[0]

    def append_many(self, events: Iterable[E], steps: Sequence[int] | None = None) -> list[int]:
        """Record several events in one transaction: all of them or none.

        ``steps`` splits them, in order, into undo steps of so many events each (kept
        by :mod:`app.store.journal_steps`); ``None``: they are one step.

        :raises CodecError: if an event is not of the codec's type; nothing was recorded.
        :raises WriteFailed: if the disk refused the write; nothing was recorded.
        :raises JournalClosed: if the journal was closed.
        """
        recorded = tuple(events)
        return self._insert_events(recorded, (len(recorded),) if steps is None else steps)

    def steps(self, after_seq: int = 0) -> RecordedSteps | None:
        """The steps of several events that end after ``after_seq``, or ``None`` if the
        file records no steps (an older schema read as it is).

        :raises CorruptFile: if the file is damaged.
        :raises JournalClosed: if the journal was closed.
        """
        return read_steps(self._fetch, after_seq)

    def events(self, after_seq: int = 0) -> Iterator[Entry[E]]:
        """The recorded events with ``seq`` greater than ``after_seq``, oldest first.

        Events are read a page at a time with no statement left open between pages, so
        appending while iterating is safe (and an append during iteration is seen).

        :raises CodecError: if a stored event cannot be decoded (the note names its seq).
        :raises CorruptFile: if the file is damaged.
        :raises JournalClosed: if the journal was closed.
        """
        decode = self._codec.decode
        for seq, _kind, recorded_at, payload in self._checked_rows(after_seq):
            try:
                event = decode(payload)
                at = datetime.fromisoformat(recorded_at)
            except CodecError as exc:
                exc.add_note(f"while reading event {seq} of {self.path}")
                raise
            except ValueError as exc:
                reason = translate("Journal", "its time cannot be read")
                raise DamagedEvent(self.path, seq, reason) from exc
            yield Entry(seq, at, event)

    def raw_events(self, after_seq: int = 0) -> Iterator[tuple[int, str, str]]:
        """``(seq, kind, payload JSON)`` of the events after ``after_seq``, undecoded.

        For readers that decode the commonest kinds themselves, faster than the codec.

        :raises CorruptFile: if the file is damaged.
        :raises JournalClosed: if the journal was closed.
        """
        for seq, kind, _recorded_at, payload in self._checked_rows(after_seq):
            yield seq, kind, payload

    def _checked_rows(self, after_seq: int) -> Iterator[tuple[int, str, str, str]]:
        """``(seq, kind, recorded_at, payload)`` after ``after_seq``, each checked against
        its chain (:func:`~app.store.journal_integrity.checked_rows`).

        :raises DamagedEvent: at the first row that does not match.
        """
        previous = self._chain_of(after_seq)
        chain_from = self._layout.chain_from
        yield from checked_rows(self._pages(after_seq), self.path, previous, after_seq, chain_from)

    def _pages(self, after_seq: int) -> Iterator[list[tuple[Any, Any, Any, Any, Any]]]:
        """The rows ``(seq, kind, recorded_at, payload, chain)`` after ``after_seq``, a page
        at a time.

        :raises DamagedEvent: naming the first event whose text cannot be read.
        """
        while True:
            try:
                fetched = self._fetch(self._select_rows, (after_seq, _READ_PAGE))
            except CorruptFile as error:
                unreadable = first_unreadable(self._fetch, after_seq)
                if unreadable is None:
                    raise
                reason = translate("Journal", "its text cannot be read")
                raise DamagedEvent(self.path, unreadable, reason) from error
            rows = cast(list[tuple[Any, Any, Any, Any, Any]], fetched)
            yield rows
            if len(rows) < _READ_PAGE:
                return
            after_seq = rows[-1][0]

    def _chain_of(self, seq: int) -> bytes:
        """The stored chain of event ``seq`` (empty for none: before the first event, or
        an unchecked event).

        :raises DamagedEvent: if event ``seq`` is missing or its chain is not a hash.
        """
        if seq <= 0:
            return b""
        return stored_chain(self._fetch(self._select_chain, (seq,)), self.path, seq)

    def latest_seq_with(self, kind: str, field: str, value: int | str) -> int | None:
        """The sequence number of the latest event of ``kind`` whose top-level JSON
        ``field`` is ``value``, or ``None`` (undone events count: undo is an event), also
        when this SQLite has no JSON functions (built without them before 3.38).

        SQLite looks through the payloads itself: a few milliseconds where decoding the
        journal would take a second.

        :raises ValueError: if ``field`` is not a plain name.
        :raises CorruptFile: if the file is damaged.
        :raises JournalClosed: if the journal was closed.
        """
        if not _FIELD_NAME.fullmatch(field):
            raise ValueError(f"Not a field name: {field!r}")  # not for users: a caller's bug
        try:
            rows = self._fetch(_SELECT_LATEST_WITH, (kind, f"$.{field}", value))
        except CorruptFile as error:
            if "no such function: json" in str(error.__cause__ or error):  # SQLite's words
                return None
            raise
        return cast(int | None, rows[0][0])

    def write_snapshot(self, seq: int, payload: T, codec: TextCodec[T]) -> None:
        """Store ``payload`` as the state after event ``seq`` (replacing one at that seq).

        :raises ValueError: if ``seq`` is negative or after the last event.
        :raises CodecError: if the payload is not of the codec's type.
        :raises WriteFailed: if the disk refused the write.
        :raises JournalClosed: if the journal was closed.
        """
        if not 0 <= seq <= self._last_seq:
            raise ValueError(  # not for users: the caller names a seq it never had
                f"No event {seq} to snapshot: the last event is {self._last_seq}"
            )
        text = codec.encode(payload)
        connection = self._open_connection()
        chain = self._last_chain if seq == self._last_seq else self._chain_of(seq)
        sql, values = self._snapshot_row(seq, text, chain)
        with self._writing(connection):
            connection.execute(sql, values)

    def replace_snapshot(self, damaged_seq: int, payload: T, codec: TextCodec[T]) -> None:
        """Drop the damaged snapshot at ``damaged_seq`` (and any claiming to follow the last
        event) and store ``payload`` as the state after the last event, in one transaction.

        :raises WriteFailed: if the disk refused the write (nothing changed).
        :raises ReadOnlyFile: if the file is open read-only.
        :raises JournalClosed: if the journal was closed.
        """
        text = codec.encode(payload)
        connection = self._open_connection()
        sql, values = self._snapshot_row(self._last_seq, text, self._last_chain)
        with self._writing(connection):
            connection.execute(
                "DELETE FROM snapshots WHERE seq = ? OR seq > ?", (damaged_seq, self._last_seq)
            )
            connection.execute(sql, values)

    def latest_snapshot(self, codec: TextCodec[T]) -> Snapshot[T] | None:
        """The snapshot with the highest ``seq``, or None if there is none.

        It is returned only if it matches its checksum, which binds it to the chain of
        the events it covers.

        :raises DamagedSnapshot: if it does not match, has no checksum (written before
            schema 2) or cannot be decoded: replay the events instead.
        :raises CorruptFile: if the file is damaged.
        :raises JournalClosed: if the journal was closed.
        """
        checksum_column = "checksum" if self._layout.checksummed else "NULL"
        try:
            fetched = self._fetch(_SELECT_SNAPSHOT.format(checksum=checksum_column), ())
        except CorruptFile as error:  # its text, perhaps: derived data, replaced by replay
            raise unreadable_snapshot(self._fetch) from error
        rows = cast(list[tuple[Any, Any, Any]], fetched)
        found = checked_snapshot(rows, self._last_seq, self._chain_of)
        if found is None:
            return None
        seq, text = found
        try:
            return Snapshot(seq, codec.decode(text))
        except CodecError as exc:
            raise DamagedSnapshot(seq, translate("Journal", "it cannot be decoded")) from exc

    def copy_to(self, path: str | os.PathLike[str]) -> Path:
        """Write a consistent copy of the open file to ``path`` (Save As), replacing it.

        Uses SQLite's backup API into a temporary file renamed into place, so ``path`` is
        never left half-written. This journal stays open on the original file.

        :raises JournalError: if ``path`` is this journal's own file (under any name).
        :raises FileInUse: if ``path`` is a file another Feltboard or program has open (or
            that was not closed properly: its write-ahead log is still beside it).
        :raises WriteFailed: if the copy could not be written.
        :raises JournalClosed: if the journal was closed.
        """
        return copy_database(self._open_connection, self.path, path)

    def backup(self, folder: str | os.PathLike[str], label: str) -> Path:
        """Copy the file to ``folder`` as ``<name>-<label>.feltboard``, e.g. at a break.

        A backup with the same label is replaced.

        :raises ValueError: if ``label`` has no letter or digit.
        :raises WriteFailed: if the backup could not be written.
        :raises JournalClosed: if the journal was closed.
        """
        return self.copy_to(backup_path(self.path, folder, label))

    @contextlib.contextmanager
    def unsynced(self) -> Iterator[None]:
        """Commits made inside are not fsynced one by one; the file is synced once on the
        way out. Only for a file being generated (a simulation, a benchmark): a crash of
        the computer, not of the program, could lose what was committed inside.

        :raises WriteFailed: if the file could not be synced at the end.
        """
        connection = self._open_connection()
        connection.execute("PRAGMA synchronous = OFF")
        try:
            yield
        finally:
            try:
                connection.execute("PRAGMA synchronous = FULL")
                connection.execute("PRAGMA wal_checkpoint(FULL)").fetchall()
            except sqlite3.Error as exc:
                raise WriteFailed(
                    translate("Journal", "Could not save to {file}: {reason}.").format(
                        file=self.path.name, reason=failure_reason(exc)
                    ),
                    disk_full=disk_full(exc),
                ) from exc

    def close(self) -> None:
        """Close the file (checkpointing the WAL into it); closing twice is harmless."""
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()

    def __enter__(self) -> Journal[E]:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _open_connection(self) -> sqlite3.Connection:
        """The live connection.

        :raises JournalClosed: if the journal was closed.
        """
        if self._connection is None:
            raise JournalClosed(
                translate("Journal", "The tournament file {file} is closed").format(
                    file=self.path.name
                )
            )
        return self._connection

    def _insert_events(self, events: Sequence[E], steps: Sequence[int] = ()) -> list[int]:
        """Encode every event first, then insert them all, and the ``steps`` (sizes) they
        make of several events, in one committed transaction."""
        if sum(steps) not in (0, len(events)):
            raise ValueError("The steps do not add up to the events")  # not for users: a bug
        rows = [(event.kind, self._codec.encode(event)) for event in events]
        if not rows:
            return []
        connection = self._open_connection()
        recorded_at = _timestamp(self._clock)
        seqs: list[int] = []
        chain = self._last_chain
        with self._writing(connection):
            if self._layout.chained:
                chain = _insert_chained(connection, self._last_seq, chain, rows, recorded_at)
                seqs = list(range(self._last_seq + 1, self._last_seq + 1 + len(rows)))
            else:
                for kind, payload in rows:
                    cursor = connection.execute(_INSERT_EVENT, (kind, payload, recorded_at))
                    seqs.append(_row_id(cursor))
            insert_steps(connection, seqs, steps)
        self._last_seq = seqs[-1]
        self._last_chain = chain
        return seqs

    def _snapshot_row(self, seq: int, text: str, chain: bytes) -> tuple[str, tuple[object, ...]]:
        """The statement and values storing ``text`` as the snapshot after event ``seq``
        (checksummed on ``chain`` when the file has checksums)."""
        values: tuple[object, ...] = (seq, text, _timestamp(self._clock))
        if self._layout.checksummed:
            sql = _INSERT_SNAPSHOT.format(checksum_column=", checksum", checksum_value=", ?")
            return sql, (*values, checksum(chain, text))
        return _INSERT_SNAPSHOT.format(checksum_column="", checksum_value=""), values

    @contextlib.contextmanager
    def _writing(self, connection: sqlite3.Connection) -> Iterator[None]:
        """A write transaction committed on exit, rolled back on any error.

        :raises ReadOnlyFile: if the file was opened read-only.
        :raises WriteFailed: if SQLite fails; the transaction was rolled back.
        """
        if self._layout.read_only:
            raise ReadOnlyFile(read_only_message(self.path))
        try:
            with transaction(connection):
                yield
        except sqlite3.Error as exc:
            raise WriteFailed(
                translate(
                    "Journal",
                    "Could not save to {file}: {reason}. The last action was not recorded.",
                ).format(file=self.path.name, reason=failure_reason(exc)),
                disk_full=disk_full(exc),
            ) from exc

    def _fetch(self, sql: str, parameters: tuple[object, ...]) -> list[Any]:
        """All rows of one query, the statement finished before returning.

        :raises CorruptFile: if SQLite reports damage.
        :raises JournalClosed: if the journal was closed.
        """
        connection = self._open_connection()
        try:
            return connection.execute(sql, parameters).fetchall()
        except READ_ERRORS as exc:
            raise classify(exc, self.path) from exc


def read_info(path: str | os.PathLike[str], *, schema: Schema = CURRENT_SCHEMA) -> FileInfo:
    """Read what a tournament file says about itself without writing to it.

    A quick look for lists of files; :meth:`Journal.open` checks more thoroughly.

    :raises FileNotFoundError: if there is no such file.
    :raises NotAFeltboardFile: if it is not a Feltboard tournament.
    :raises CorruptFile: if it is damaged.
    :raises NewerFileError: if a newer Feltboard wrote it.
    :raises FileInUse: if another program holds it locked.
    """
    return check_read_only(Path(path), schema, thorough=False)


def _insert_chained(
    connection: sqlite3.Connection,
    last_seq: int,
    chain: bytes,
    rows: Sequence[tuple[str, str]],
    recorded_at: str,
) -> bytes:
    """Insert ``rows`` as events after ``last_seq``, chained on ``chain``; the new chain."""
    for seq, (kind, payload) in enumerate(rows, start=last_seq + 1):
        chain = link(chain, seq, kind, recorded_at, payload)
        connection.execute(_INSERT_CHAINED, (seq, kind, payload, recorded_at, chain))
    return chain


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The rowid an INSERT just assigned."""
    row_id = cursor.lastrowid
    if row_id is None:
        raise AssertionError("SQLite reported no rowid for an INSERT")
    return row_id


def _timestamp(clock: Callable[[], datetime]) -> str:
    """The clock's time as ISO-8601 in UTC.

    :raises ValueError: if the clock returns a naive datetime.
    """
    now = clock()
    if now.tzinfo is None:
        raise ValueError(  # not for users: a clock passed by the code
            "The journal's clock must return timezone-aware datetimes"
        )
    return now.astimezone(UTC).isoformat(timespec="microseconds")


def _write_new_file(
    path: Path,
    created_at: str,
    app_version: str,
    rows: Sequence[tuple[str, str]] = (),
    shown: Path | None = None,
) -> None:
    """Write the schema and the first events (``(kind, payload)``) into a new file in one
    transaction.

    :raises OSError: if the file cannot be written (the message names ``shown``, the
        file the host asked for, rather than the temporary one).
    """
    try:
        connection = sqlite3.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        raise OSError(cannot_create(shown or path, exc)) from exc
    try:
        with transaction(connection):
            for statement in SCHEMA_STATEMENTS:
                connection.execute(statement)
            connection.executemany(
                "INSERT INTO meta (key, value) VALUES (?, ?)",
                zip(
                    (*META_KEYS, "chain_from"),
                    (FILE_FORMAT, str(SCHEMA_VERSION), created_at, app_version, "1"),
                    strict=True,
                ),
            )
            _insert_chained(connection, 0, b"", rows, created_at)
    except sqlite3.Error as exc:
        raise OSError(cannot_create(shown or path, exc)) from exc
    finally:
        connection.close()


