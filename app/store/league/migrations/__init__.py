"""Alembic migrations of the league store (run by :func:`app.store.league.store.migrate`)."""
