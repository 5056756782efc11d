"""Alembic's environment for the league store: always given an open connection.

Feltboard runs the migrations itself when it opens a league
(:func:`app.store.league.store.migrate`), inside the transaction that holds the
migration lock, so there is no ``alembic.ini`` and no offline mode.
"""

from __future__ import annotations

from alembic import context

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("The league migrations run from Feltboard, which passes a connection")
context.configure(connection=connection, target_metadata=None, render_as_batch=True)
context.run_migrations()
