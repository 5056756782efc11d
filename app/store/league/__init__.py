"""The league store: players across nights, seasons and their results.

One league per SQLite file (by default ``league.sqlite`` in Feltboard's data folder) or
per PostgreSQL database, the same schema on both, made by the Alembic migrations in
``migrations/``. The points and standings are the pure rules of
:mod:`app.engine.league`.
"""
