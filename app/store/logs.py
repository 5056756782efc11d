"""The log: what the host is told in one line, in full for whoever helps them.

A refusal names what is wrong and what to do in one line ("friday.feltboard is damaged:
its pages are broken…; the details are in the log"); the details (SQLite's integrity
report, the values that did not read) go to ``feltboard.log`` in the per-user data folder,
a few hundred kilobytes at most (the last two logs are kept beside it).
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Final

from app.store.data_folder import data_dir

LOG_FILE_NAME: Final = "feltboard.log"
_MAX_BYTES: Final = 256 * 1024
_KEPT: Final = 2


def log_path(folder: Path | None = None) -> Path:
    """Where the log is written: ``feltboard.log`` in the data folder."""
    return (data_dir() if folder is None else folder) / LOG_FILE_NAME


def start_log(folder: Path | None = None) -> Path | None:
    """Send Feltboard's warnings to the log file (once per process); its path, or ``None``
    where the data folder cannot be written (the messages still say everything needed)."""
    logger = logging.getLogger("feltboard")
    path = log_path(folder)
    if any(getattr(handler, "baseFilename", None) == str(path) for handler in logger.handlers):
        return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=_MAX_BYTES, backupCount=_KEPT, encoding="utf-8", delay=True
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return path
