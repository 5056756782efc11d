"""One writer per tournament file, any number of readers beside it.

A file's writer (the console) used to hold SQLite's exclusive lock for as long as the
file was open, which kept every reader out: ``feltboard info``, ``chop``, ``print`` and
``export`` refused a file the console had open. The writer now keeps SQLite's normal
locking, under which readers of a WAL file see every committed event while it writes,
and holds this advisory lock instead, so that a second writer is refused.

The lock is the operating system's, released by it if the process dies: ``flock`` on
POSIX, ``msvcrt.locking`` on Windows. It is taken on a small file of its own in the
temporary folder, named after the tournament file's device and inode (the same file
whatever path, case or link names it), never on the tournament file: closing any
descriptor of a file drops every POSIX lock the process holds on it, SQLite's included.
The limits: another user's writer, or a writer on another computer sharing the folder,
is not seen (each has its own temporary folder); SQLite still serialises their writes.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any


class WriterLock:
    """The advisory lock of one file's writer; :meth:`release` gives it up."""

    def __init__(self, descriptor: int) -> None:
        self._descriptor: int | None = descriptor

    @classmethod
    def take(cls, path: Path) -> WriterLock | None:
        """The writer's lock of the file ``path``, or ``None`` if another writer holds it.

        :raises OSError: if ``path`` cannot be looked at, or the lock file not opened.
        """
        facts = path.stat()
        name = f"feltboard-{facts.st_dev:x}-{facts.st_ino:x}.lock"
        lock_file = Path(tempfile.gettempdir()) / name
        try:
            descriptor = os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o666)
        except PermissionError:  # another user's: a read-only descriptor locks it too
            descriptor = os.open(lock_file, os.O_RDONLY)
        if _try_lock(descriptor):
            # Fresh, so that a cleaner of old temporary files leaves it alone tonight.
            with contextlib.suppress(OSError):
                os.utime(descriptor if os.utime in os.supports_fd else lock_file)
            return cls(descriptor)
        os.close(descriptor)
        return None

    def release(self) -> None:
        """Give the lock up (releasing twice is harmless)."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        with contextlib.suppress(OSError):
            _unlock(descriptor)
        os.close(descriptor)


class LockedConnection(sqlite3.Connection):
    """An SQLite connection that releases its file's :class:`WriterLock` when closed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.writer_lock: WriterLock | None = None

    def close(self) -> None:
        try:
            super().close()
        finally:
            if self.writer_lock is not None:
                self.writer_lock.release()


if sys.platform == "win32":
    import msvcrt

    def _try_lock(descriptor: int) -> bool:
        os.lseek(descriptor, 0, os.SEEK_SET)
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(descriptor: int) -> bool:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
