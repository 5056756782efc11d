"""Where a league lives, told without loading SQLAlchemy: the console asks it while it
opens, and the league's database code (SQLAlchemy, Alembic: ~0.3 s) is loaded only when a
league is really read."""

from __future__ import annotations


def is_server(location: str) -> bool:
    """Whether ``location`` names a PostgreSQL server rather than a file.

    >>> is_server("postgresql://club@db/league"), is_server("/tmp/friday.league")
    (True, False)
    """
    return location.startswith(("postgresql://", "postgres://", "postgresql+psycopg://"))
