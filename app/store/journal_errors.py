"""What can go wrong with a tournament file, as the host is told it.

The errors of :mod:`app.store.journal` (which re-exports them) and :func:`classify`, which
turns an SQLite error into the matching one. The integrity errors, :class:`DamagedEvent`
and :class:`DamagedSnapshot`, live with the checks that raise them in
:mod:`app.store.journal_integrity`.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path
from typing import Final

from app.engine.errors import FeltboardError
from app.engine.wording import translate

READ_ERRORS: Final = (sqlite3.Error, UnicodeDecodeError)  # damaged text raises the latter
LOG: Final = logging.getLogger("feltboard.store")


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
    if code.startswith("SQLITE_CANTOPEN") and _unclosed_on_read_only_folder(path):
        LOG.warning("%s: %s", path, exc)
        return CannotWrite(
            translate(
                "Journal",
                "{file} was not closed properly and its folder cannot be written (a read-only"
                " disk?): copy it to a folder you can write, then open the copy",
            ).format(file=name)
        )
    if code.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_IOERR")):
        return CannotWrite(
            translate("Journal", "Cannot use {file}: {reason}").format(file=name, reason=exc)
        )
    return CorruptFile(
        translate("Journal", "{file} cannot be read as a tournament: {reason}").format(
            file=name, reason=exc
        )
    )


def _unclosed_on_read_only_folder(path: Path) -> bool:
    """A log beside the file (it was not closed properly) that SQLite cannot recover,
    since it may not write beside it."""
    log = path.with_name(path.name + "-wal")
    return log.exists() and not os.access(path.parent, os.W_OK)


def damaged(path: Path, reason: str) -> str:
    """``"friday.feltboard is damaged: <reason>"``, in the language in use, on one line.

    A reason of several lines (SQLite's own integrity report) is the host's business
    only as far as its first line goes: the whole of it goes to the log
    (:mod:`app.store.logs`), and the message says where to look.

    >>> damaged(Path("f.feltboard"), "*** in database main ***\\nOn tree page 4 cell 0")
    'f.feltboard is damaged: *** in database main *** (the details are in the log)'
    """
    lines = [line.strip() for line in reason.splitlines() if line.strip()]
    if len(lines) > 1:
        LOG.warning("%s is damaged: %s", path, reason)
        reason = translate("Journal", "{first} (the details are in the log)").format(
            first=lines[0]
        )
    return translate("Journal", "{file} is damaged: {reason}").format(
        file=path.name, reason=" ".join(lines[:1]) if len(lines) <= 1 else reason
    )

