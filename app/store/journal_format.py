"""What a tournament file is on disk, and how it is opened without harm.

The schema (application id, tables, ``meta``), its version and the :data:`Migration`
functions leading to it; the checks made through a read-only connection before anything
is written (header, meta, schema version, ``PRAGMA quick_check``, tables); and the
connections :class:`~app.store.journal.Journal` works through: read-only, or writable
by its one writer (readers may read beside it). :mod:`app.store.journal` re-exports the
public names.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import Final

from app.engine.wording import translate
from app.store.journal_errors import (
    LOG,
    READ_ERRORS,
    CannotWrite,
    CorruptFile,
    FileInUse,
    MigrationError,
    NewerFileError,
    NotAFeltboardFile,
    classify,
    damaged,
)
from app.store.journal_integrity import add_integrity_columns
from app.store.journal_steps import STEPS_STATEMENTS, add_steps_table
from app.store.writer_lock import LockedConnection, WriterLock

Migration = Callable[[sqlite3.Connection], None]
"""Upgrades an open file by one schema version inside a transaction the journal owns.

A migration runs plain ``execute`` calls: never ``commit``, ``executescript`` (which
commits) or ``PRAGMA journal_mode``. One that rewrites events drops the append-only
triggers first and recreates them.
"""

APPLICATION_ID: Final = 0x46454C54
FILE_FORMAT: Final = "Feltboard tournament"
SCHEMA_VERSION: Final = 4


def allow_deals(connection: sqlite3.Connection) -> None:
    """Schema 2 to 3: nothing changes on disk; the file may now hold ``deal_agreed``
    events, which a Feltboard reading only schema 2 would fail on mid-replay."""
    del connection


MIGRATIONS: Final[Mapping[int, Migration]] = MappingProxyType(
    {1: add_integrity_columns, 2: allow_deals, 3: add_steps_table}
)
"""Registered migrations: ``MIGRATIONS[n]`` upgrades a file from schema n to n + 1."""

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_HEADER_SIZE: Final = 100
_APPLICATION_ID_OFFSET: Final = 68
_LOCK_WAIT_S: Final = 0.5  # rides out another program's brief read; a held lock fails fast
META_KEYS: Final = ("format", "schema_version", "created_at", "app_version")
_APPEND_ONLY: Final = "SELECT RAISE(ABORT, 'the event journal is append-only')"
SCHEMA_STATEMENTS: Final = (
    f"PRAGMA application_id = {APPLICATION_ID}",
    "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID",
    "CREATE TABLE events (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL,"
    " payload TEXT NOT NULL, recorded_at TEXT NOT NULL, chain BLOB)",
    f"CREATE TRIGGER events_no_update BEFORE UPDATE ON events BEGIN {_APPEND_ONLY}; END",
    f"CREATE TRIGGER events_no_delete BEFORE DELETE ON events BEGIN {_APPEND_ONLY}; END",
    "CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, payload TEXT NOT NULL,"
    " recorded_at TEXT NOT NULL, checksum BLOB)",
    *STEPS_STATEMENTS,
)
# Not ``steps``: without it a file opens, its undo steps guessed (journal_steps).
_REQUIRED_TABLES: Final = frozenset({"meta", "events", "snapshots"})


@dataclass(frozen=True)
class Schema:
    """The schema version this Feltboard writes and the migrations leading to it."""

    version: int
    migrations: Mapping[int, Migration]

    def path_from(self, version: int) -> tuple[Migration, ...]:
        """The migrations upgrading a file of ``version`` to :attr:`version`, in order.

        :raises MigrationError: if a step is missing.
        """
        missing = [v for v in range(version, self.version) if v not in self.migrations]
        if missing:
            raise MigrationError(
                translate(
                    "Journal",
                    "This file uses schema {version}; this Feltboard cannot upgrade it"
                    " (no migration from schema {missing}). The file was not modified.",
                ).format(version=version, missing=missing[0])
            )
        return tuple(self.migrations[v] for v in range(version, self.version))


CURRENT_SCHEMA: Final = Schema(SCHEMA_VERSION, MIGRATIONS)


@dataclass(frozen=True, slots=True)
class FileInfo:
    """What a tournament file says about itself in its ``meta`` table."""

    path: Path
    schema_version: int
    created_at: datetime
    app_version: str


@contextlib.contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[None]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``, rolling back if anything (even COMMIT) fails."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Open ``path`` for reading only (viewing, exporting), never writing to it.

    :raises FileInUse: if another program holds it locked.
    :raises JournalError: if it cannot be read.
    """
    try:
        connection = sqlite3.connect(
            _read_only_uri(path), uri=True, isolation_level=None, timeout=_LOCK_WAIT_S
        )
        connection.execute("SELECT count(*) FROM meta").fetchall()
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc
    return connection


def _check_header(path: Path) -> None:
    """Check the first 100 bytes: SQLite's magic string and Feltboard's application id.

    :raises FileNotFoundError: if there is no such file.
    :raises NotAFeltboardFile: if the header is not SQLite's or not Feltboard's.
    :raises CorruptFile: if the header is cut short.
    """
    with path.open("rb") as stream:
        header = stream.read(_HEADER_SIZE)
    if not header:
        raise NotAFeltboardFile(
            translate("Journal", "{file} is empty, not a Feltboard tournament file").format(
                file=path.name
            )
        )
    if not header.startswith(_SQLITE_MAGIC):
        raise NotAFeltboardFile(
            translate("Journal", "{file} is not a Feltboard tournament file").format(
                file=path.name
            )
        )
    if len(header) < _HEADER_SIZE:
        raise CorruptFile(damaged(path, translate("Journal", "the file is cut short")))
    offset = _APPLICATION_ID_OFFSET
    if int.from_bytes(header[offset : offset + 4], "big") != APPLICATION_ID:
        raise NotAFeltboardFile(
            translate(
                "Journal", "{file} is a database of another program, not a Feltboard tournament"
            ).format(file=path.name)
        )


def check_read_only(path: Path, schema: Schema, *, thorough: bool) -> FileInfo:
    """Check a file through a read-only connection and return its meta information.

    :raises FileNotFoundError, NotAFeltboardFile, CorruptFile, NewerFileError,
        FileInUse, JournalError: see :meth:`Journal.open`.
    """
    _check_header(path)
    try:
        connection = sqlite3.connect(_read_only_uri(path), uri=True, timeout=0)
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc
    try:
        info = _read_meta(connection, path)
        if info.schema_version > schema.version:
            raise NewerFileError(
                translate(
                    "Journal",
                    "This file was written by a newer Feltboard (schema {version}); this"
                    " version reads up to {readable}. The file was not modified.",
                ).format(version=info.schema_version, readable=schema.version)
            )
        if thorough:
            _quick_check(connection, path)
        if info.schema_version == schema.version:
            _check_tables(connection, path)
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc
    finally:
        connection.close()
    return info


def _read_only_uri(path: Path) -> str:
    """An SQLite URI opening ``path`` read-only.

    A file without a ``-wal`` or ``-journal`` beside it was closed cleanly and holds all
    its content, so it is opened ``immutable``: no lock and no ``-shm`` file is created.
    Otherwise SQLite must read the WAL (after a crash, or while another program has the
    file open), which takes a shared lock and may create a ``-shm`` index beside it.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    sidecars = (path.with_name(path.name + "-wal"), path.with_name(path.name + "-journal"))
    return uri if any(sidecar.exists() for sidecar in sidecars) else uri + "&immutable=1"


def _read_meta(connection: sqlite3.Connection, path: Path) -> FileInfo:
    """Parse the ``meta`` table.

    :raises NotAFeltboardFile: if it describes another format.
    :raises CorruptFile: if keys are missing or malformed.
    :raises sqlite3.Error: if it cannot be read.
    """
    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    missing = [key for key in META_KEYS if key not in meta]
    if missing:
        lacking = translate("Journal", "its description lacks {keys}")
        raise CorruptFile(damaged(path, lacking.format(keys=", ".join(missing))))
    written_format = meta["format"]
    if written_format != FILE_FORMAT:
        raise NotAFeltboardFile(
            translate("Journal", "{file} holds {format}, not a tournament").format(
                file=path.name, format=repr(written_format)
            )
        )
    try:
        return FileInfo(
            path=path,
            schema_version=int(meta["schema_version"]),
            created_at=datetime.fromisoformat(meta["created_at"]),
            app_version=str(meta["app_version"]),
        )
    except (TypeError, ValueError) as exc:
        LOG.warning("%s: unreadable meta %r: %s", path, meta, exc)
        unreadable = next(
            (key for key, read in (("schema_version", int), ("created_at", _iso))
             if not _reads(read, meta[key])),
            "app_version",
        )  # fmt: skip
        raise CorruptFile(damaged(path, translate(
            "Journal", "its description is unreadable ({key} is {value})"
        ).format(key=unreadable, value=repr(meta[unreadable])[:40]))) from exc


def _reads(read: Callable[[str], object], value: object) -> bool:
    """Whether ``read(value)`` works (a meta value that can be read as it must)."""
    try:
        read(str(value))
    except (TypeError, ValueError):
        return False
    return True


def _iso(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _quick_check(connection: sqlite3.Connection, path: Path) -> None:
    """Run ``PRAGMA quick_check``: page structure, without the slower index checks.

    :raises CorruptFile: if SQLite finds damage.
    :raises sqlite3.Error: if the file cannot be read.
    """
    problems = [row[0] for row in connection.execute("PRAGMA quick_check(5)").fetchall()]
    if problems != ["ok"]:
        LOG.warning("%s fails SQLite's quick_check:\n%s", path, "\n".join(problems))
        raise CorruptFile(damaged(path, translate(
            "Journal",
            "its pages are broken. Open a copy of it (a break backup or a copy you saved);"
            " the details are in the log",
        )))


def _check_tables(connection: sqlite3.Connection, path: Path) -> None:
    """Check the tables of the current schema are there.

    :raises CorruptFile: if one is missing.
    :raises sqlite3.Error: if the file cannot be read.
    """
    tables = {
        row[0]
        for row in connection.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
    }
    if not tables >= _REQUIRED_TABLES:
        missing = ", ".join(sorted(_REQUIRED_TABLES - tables))
        lacking = translate("Journal", "it lacks the tables {tables}")
        raise CorruptFile(damaged(path, lacking.format(tables=missing)))


def connect_writable(path: Path) -> sqlite3.Connection:
    """Open ``path`` for writing, as its one writer until the connection is closed.

    The writer holds a :class:`~app.store.writer_lock.WriterLock` (a second writer is
    refused) and SQLite's normal locking, so that readers (``feltboard info``, ``print``,
    an export) read the file while it is being written.

    :raises FileInUse: if another writer has the file open, or a program holds it locked.
    :raises JournalError: if it cannot be opened for writing.
    """
    try:
        lock = WriterLock.take(path)
    except OSError as exc:
        raise CannotWrite(
            translate("Journal", "Cannot use {file}: {reason}").format(
                file=path.name, reason=exc.strerror or exc
            )
        ) from exc
    if lock is None:
        raise FileInUse(
            translate(
                "Journal",
                "{file} is open in another Feltboard window or program; close it there first",
            ).format(file=path.name)
        )
    try:
        connection = sqlite3.connect(
            path, isolation_level=None, timeout=_LOCK_WAIT_S, factory=LockedConnection
        )
    except READ_ERRORS as exc:
        lock.release()
        raise classify(exc, path) from exc
    connection.writer_lock = lock
    try:
        connection.execute("PRAGMA synchronous = FULL")
        with transaction(connection):
            connection.execute("SELECT count(*) FROM meta").fetchall()
    except sqlite3.Error as exc:
        connection.close()
        raise classify(exc, path) from exc
    return connection


def enable_wal(connection: sqlite3.Connection, path: Path) -> None:
    """Switch to WAL (kept by the file) and FULL sync (per connection).

    :raises JournalError: if SQLite fails.
    """
    try:
        connection.execute("PRAGMA journal_mode = WAL").fetchall()
        connection.execute("PRAGMA synchronous = FULL")
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc


def migrate(
    connection: sqlite3.Connection,
    path: Path,
    steps: Sequence[Migration],
    version: int,
    target: int,
) -> None:
    """Run the migration steps, record the new version and check the tables, all in one
    transaction.

    :raises MigrationError: if a step or the check fails; everything was rolled back.
    """
    try:
        with transaction(connection):
            for step in steps:
                step(connection)
            connection.execute(
                "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(target),)
            )
            _check_tables(connection, path)
    except Exception as exc:
        raise MigrationError(
            translate(
                "Journal",
                "Could not upgrade {file} from schema {version} to {target}: {reason}."
                " The file was not modified.",
            ).format(file=path.name, version=version, target=target, reason=exc)
        ) from exc


def read_last_seq(connection: sqlite3.Connection, path: Path) -> int:
    """The highest event seq, 0 for an empty journal.

    :raises CorruptFile: if it cannot be read.
    """
    try:
        row = connection.execute("SELECT max(seq) FROM events").fetchone()
    except READ_ERRORS as exc:
        raise classify(exc, path) from exc
    return int(row[0] or 0)
