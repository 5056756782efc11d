"""Tournament files made whole or not at all, and the words for what went wrong.

A new file is built under a temporary name beside its own and renamed into place
(:func:`temporary_beside`, :func:`fsync_folder`); a copy is made by SQLite's backup API
the same way (:func:`copy_database`), never over a file another program has open. The
journal (:mod:`app.store.journal`) calls these; its error classes are in
:mod:`app.store.journal_errors`.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Final

from app.engine.wording import translate
from app.store.journal_errors import FileInUse, JournalError, WriteFailed

FILE_SUFFIX: Final = ".feltboard"
"""A tournament file's suffix."""


def failure_reason(exc: sqlite3.Error) -> str:
    """What went wrong, as a host understands it."""
    if disk_full(exc):
        return translate("Journal", "the disk is full")
    return str(exc)


def disk_full(exc: sqlite3.Error) -> bool:
    """Whether SQLite failed because the disk is full."""
    return str(getattr(exc, "sqlite_errorname", "")).startswith("SQLITE_FULL")


def already_exists(target: Path) -> str:
    """Why a new tournament cannot take the name ``target``."""
    return translate("Journal", "{path} already exists; choose another name").format(
        path=target
    )


def read_only_message(path: Path) -> str:
    """Why nothing can be recorded in ``path``: it is open for viewing and exporting."""
    return translate(
        "Journal",
        "{file} is open read-only (for viewing and exporting): nothing can be recorded in it",
    ).format(file=path.name)


def _refuse_if_in_use(target: Path) -> None:
    """Refuse to replace ``target`` if it is open elsewhere or holds unsaved log pages.

    Replacing a file another program has open lets that program's write-ahead log land
    on the copy, which then no longer opens, and loses what it had recorded.

    :raises FileInUse: if ``target`` is in use.
    """
    if not target.exists():
        return
    sidecars = (target.with_name(target.name + "-wal"), target.with_name(target.name + "-journal"))
    message = translate(
        "Journal",
        "{file} is open in another Feltboard window or program, or was not closed properly;"
        " close it there (or open it once), or choose another name",
    ).format(file=target.name)
    if any(sidecar.exists() for sidecar in sidecars):
        raise FileInUse(message)
    if _in_wal_mode(target):
        # A WAL file that anything has open has its -wal beside it; probing one that has
        # none would create -wal and -shm, which the next check would then refuse (the
        # break backup failed from its third write on).
        return
    try:
        probe = sqlite3.connect(f"{target.as_uri()}?mode=ro", uri=True, timeout=0)
    except sqlite3.Error:
        return
    try:
        probe.execute("SELECT count(*) FROM sqlite_schema").fetchall()
    except sqlite3.Error as exc:
        if getattr(exc, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            raise FileInUse(message) from exc
    finally:
        probe.close()


def _in_wal_mode(path: Path) -> bool:
    """Whether the SQLite file at ``path`` says it is in WAL mode (header bytes 18-19)."""
    try:
        with path.open("rb") as stream:
            header = stream.read(20)
    except OSError:
        return False
    return header[18:20] == b"\x02\x02"


def can_write(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` and its folder may be written (the journal needs both: its log
    is a file beside it)."""
    target = Path(path)
    return os.access(target, os.W_OK) and os.access(target.parent, os.W_OK | os.X_OK)


def temporary_beside(path: Path) -> Path:
    """A fresh hidden name in the same folder, so a rename into ``path`` is atomic."""
    # os.urandom, as secrets.token_hex: importing secrets loads OpenSSL (~3 ms of a start).
    return path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable, where the system allows it (not Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):  # some file systems refuse; the rename still stands
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def cannot_create(path: Path, exc: sqlite3.Error) -> str:
    """Why the new file ``path`` could not be written."""
    return translate("Journal", "Cannot create {file}: {reason}").format(
        file=path.name, reason=failure_reason(exc)
    )


def cannot_create_after(path: Path, error: Exception) -> str:
    """Why the new file ``path``, written in full, could not be opened in place (and was
    removed): the disk was full, or what SQLite said."""
    cause = error.__cause__
    if isinstance(error, WriteFailed) and error.disk_full:
        reason = translate("Journal", "the disk is full")
    elif isinstance(cause, sqlite3.Error):
        reason = failure_reason(cause)
        if not disk_full(cause) and _nearly_full(path.parent):
            # SQLite says "disk I/O error" when the full disk refuses its shared-memory
            # index, not SQLITE_FULL.
            reason = translate("Journal", "the disk is full")
    else:
        reason = str(error)
    return translate("Journal", "Cannot create {file}: {reason}").format(
        file=path.name, reason=reason
    )


_NEARLY_FULL_BYTES = 1 << 20  # less free than this and a new tournament has no room


def _nearly_full(folder: Path) -> bool:
    """Whether the disk holding ``folder`` has less than a megabyte free."""
    try:
        return shutil.disk_usage(folder).free < _NEARLY_FULL_BYTES
    except OSError:
        return False


SIDECARS = ("-wal", "-shm", "-journal")
"""What SQLite may write beside a database file ``name``: ``name-wal`` and so on."""


def sidecar(path: Path, suffix: str) -> Path:
    """``path`` with a sidecar suffix appended to its name (``friday.feltboard-wal``)."""
    return path.with_name(path.name + suffix)


def refuse_stale_log(target: Path) -> None:
    """Refuse a new file where an earlier file of that name left its log: SQLite would
    play that log into the new file.

    :raises FileExistsError: naming the log.
    """
    for suffix in ("-wal", "-journal"):
        log = sidecar(target, suffix)
        if log.exists():
            raise FileExistsError(
                translate(
                    "Journal",
                    "{log} is left from an earlier {file}; move it away (or choose another"
                    " name) before creating a new one",
                ).format(log=log, file=target.name)
            )


def place_new_file(temporary: Path, target: Path) -> None:
    """Give the complete file ``temporary`` the name ``target``, never replacing a file
    that took that name meanwhile (a hard link where the file system has them, which
    fails on an existing name; else a check and a rename).

    :raises FileExistsError: if ``target`` exists.
    """
    try:
        os.link(temporary, target)
    except FileExistsError as exc:
        raise FileExistsError(already_exists(target)) from exc
    except OSError:  # no hard links here (FAT, some network shares)
        if target.exists():
            raise FileExistsError(already_exists(target)) from None
        os.replace(temporary, target)


def sidecars_present(path: Path) -> frozenset[Path]:
    """The sidecars of ``path`` that exist now (to be left alone by a later removal)."""
    return frozenset(sidecar(path, s) for s in SIDECARS if sidecar(path, s).exists())


def remove_with_sidecars(path: Path, keep: frozenset[Path] = frozenset()) -> None:
    """Remove ``path`` and what SQLite wrote beside it, but the files in ``keep`` (there
    before); what is already gone is fine."""
    for name in (path, *(sidecar(path, suffix) for suffix in SIDECARS)):
        if name not in keep:
            with contextlib.suppress(OSError):
                name.unlink(missing_ok=True)


def copy_database(
    open_connection: Callable[[], sqlite3.Connection],
    source: Path,
    path: str | os.PathLike[str],
) -> Path:
    """Write a consistent copy of the open file ``source`` to ``path``, replacing it
    (:meth:`~app.store.journal.Journal.copy_to`).

    :raises JournalError: if ``path`` is ``source`` (under any name).
    :raises FileInUse: if ``path`` is a file another Feltboard or program has open.
    :raises WriteFailed: if the copy could not be written.
    :raises JournalClosed: if ``open_connection`` finds the journal closed.
    """
    target = Path(path).resolve()
    if target == source.resolve() or (target.exists() and target.samefile(source)):
        raise JournalError(
            translate(
                "Journal", "Cannot copy {file} onto itself; choose another name or folder"
            ).format(file=source.name)
        )
    connection = open_connection()
    _refuse_if_in_use(target)
    temporary = temporary_beside(target)
    try:
        copy = sqlite3.connect(temporary)
        try:
            connection.backup(copy)
            # One self-contained file: opening the copy later (a check, a viewer) leaves
            # no -wal or -shm beside it. A console opening it turns WAL back on.
            copy.execute("PRAGMA journal_mode = DELETE").fetchall()
        finally:
            copy.close()
        os.replace(temporary, target)
    except (sqlite3.Error, OSError) as exc:
        raise WriteFailed(
            translate("Journal", "Could not copy the tournament to {path}: {reason}").format(
                path=target, reason=exc
            )
        ) from exc
    finally:
        temporary.unlink(missing_ok=True)
    fsync_folder(target.parent)
    return target


def backup_path(source: Path, folder: str | os.PathLike[str], label: str) -> Path:
    """Where a backup of ``source`` labelled ``label`` goes: ``<folder>/<name>-<label>``
    (:meth:`~app.store.journal.Journal.backup`); the folder is created.

    :raises ValueError: if ``label`` has no letter or digit.
    :raises WriteFailed: if the folder could not be created.
    """
    slug = re.sub(r"[^A-Za-z0-9_]+", "-", label).strip("-_")
    if not slug:
        raise ValueError(  # not for users: labels come from the code ("break-2")
            f"A backup label needs a letter or digit, not {label!r}"
        )
    directory = Path(folder)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteFailed(
            translate("Journal", "Could not create the backup folder {folder}: {reason}")
            .format(folder=directory, reason=exc)
        ) from exc
    return directory / f"{source.stem}-{slug}{FILE_SUFFIX}"
