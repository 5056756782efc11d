"""The per-user data folder, on its own: the log and the command line find it without
loading the rest of :mod:`app.store.locations`."""

from __future__ import annotations

from pathlib import Path
from typing import Final

import platformdirs

APP_NAME: Final = "Feltboard"


def data_dir() -> Path:
    """The per-user data folder, e.g. ``~/.local/share/Feltboard`` (not created here)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def cache_dir() -> Path:
    """The per-user cache folder, e.g. ``~/.cache/Feltboard``: what a start may keep to be
    quicker next time, and lose without harm (not created here)."""
    return Path(platformdirs.user_cache_dir(APP_NAME))
