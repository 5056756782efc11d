"""Where a league lives, told without loading SQLAlchemy: the console asks it while it
opens, and the league's database code (SQLAlchemy, Alembic: ~0.3 s) is loaded only when a
league is really read."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from app.store.data_folder import data_dir

DEFAULT_LEAGUE_FILE_NAME: Final = "league.sqlite"


def is_server(location: str) -> bool:
    """Whether ``location`` names a PostgreSQL server rather than a file.

    >>> is_server("postgresql://club@db/league"), is_server("/tmp/friday.league")
    (True, False)
    """
    return location.startswith(("postgresql://", "postgres://", "postgresql+psycopg://"))


def default_league_path(folder: Path | None = None) -> Path:
    """The local league file used when none is named (not created here)."""
    return (data_dir() if folder is None else folder) / DEFAULT_LEAGUE_FILE_NAME
