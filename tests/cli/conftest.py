"""The league's backends for ``feltboard league`` (tests/cli/test_league.py): the same
fixtures as tests/league's suite, SQLite and a real PostgreSQL."""

from tests.league.conftest import league_location, postgres_server  # noqa: F401 (fixtures)
