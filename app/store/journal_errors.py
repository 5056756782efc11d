"""What can go wrong with a tournament file, as the host is told it.

The errors of :mod:`app.store.journal` (which re-exports them) and :func:`classify`, which
turns an SQLite error into the matching one. The integrity errors, :class:`DamagedEvent`
and :class:`DamagedSnapshot`, live with the checks that raise them in
:mod:`app.store.journal_integrity`.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Final

from app.engine.errors import FeltboardError
from app.engine.wording import translate

READ_ERRORS: Final = (sqlite3.Error, UnicodeDecodeError)  # damaged text raises the latter


class JournalError(FeltboardError):
    """A tournament file could not be opened, read or written; the message says why."""


class NotAFeltboardFile(JournalError):
    """The file is not a Feltboard tournament (not SQLite, or another program's)."""


class CorruptFile(JournalError):
    """The file is a Feltboard tournament but damaged."""


class NewerFileError(JournalError):
    """The file was written by a newer Feltboard; it was not modified."""


class MigrationError(JournalError):
    """An older file could not be upgraded; it was left as it was."""


class FileInUse(JournalError):
    """Another Feltboard (or program) has the file open."""


class WriteFailed(JournalError):
    """Writing to the file failed; nothing of the failed write was recorded."""

    def __init__(self, message: str, *, disk_full: bool = False) -> None:
        super().__init__(message)
        self.disk_full = disk_full
        """Whether the disk was full (known without reading the message, which may be in
        any language)."""


class CannotWrite(JournalError):
    """The file or its folder cannot be written (read-only media, permissions)."""


class ReadOnlyFile(JournalError):
    """The file was opened read-only (for viewing or exporting): nothing can be recorded."""


class JournalClosed(JournalError):
    """The journal was used after :meth:`Journal.close`."""


def classify(exc: sqlite3.Error | UnicodeDecodeError, path: Path) -> JournalError:
    """The Feltboard error matching an SQLite error on ``path``."""
    name = path.name
    if isinstance(exc, UnicodeDecodeError) or "Could not decode to UTF-8" in str(exc):
        return CorruptFile(
            translate("Journal", "{file} is damaged: some of its text cannot be read").format(
                file=name
            )
        )
    code = getattr(exc, "sqlite_errorname", "")
    if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return FileInUse(
            translate(
                "Journal",
                "{file} is open in another Feltboard window or program; close it there first",
            ).format(file=name)
        )
    if code.startswith("SQLITE_FULL"):
        return WriteFailed(
            translate("Journal", "Cannot write to {file}: the disk is full").format(file=name),
            disk_full=True,
        )
    if code.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return CorruptFile(damaged(path, str(exc)))
    if code.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_IOERR")):
        return CannotWrite(
            translate("Journal", "Cannot use {file}: {reason}").format(file=name, reason=exc)
        )
    return CorruptFile(
        translate("Journal", "{file} cannot be read as a tournament: {reason}").format(
            file=name, reason=exc
        )
    )


def damaged(path: Path, reason: str) -> str:
    """``"friday.feltboard is damaged: <reason>"``, in the language in use."""
    return translate("Journal", "{file} is damaged: {reason}").format(
        file=path.name, reason=reason
    )

