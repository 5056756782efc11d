"""Each result keeps the player's figures from the night's recorded hands.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # JSON text of the counters (app.engine.hand_stats.PlayerStats.counts); NULL for a
    # night added before the figures were kept, or recorded without hands.
    with op.batch_alter_table("results") as batch:
        batch.add_column(sa.Column("hand_stats", sa.Text, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("results") as batch:
        batch.drop_column("hand_stats")
