"""The league tables as SQLAlchemy Core sees them (the migrations create them).

Kept in step with ``migrations/versions``: a test compares the two on both backends.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

leagues = sa.Table(
    "leagues",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("formula", sa.String(500), nullable=False),
    sa.Column("currency", sa.String(8)),
    sa.Column("decimals", sa.Integer),
    sa.Column("created_at", sa.String(40), nullable=False),
)

seasons = sa.Table(
    "seasons",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("league_id", sa.Integer, sa.ForeignKey("leagues.id"), nullable=False),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("name_key", sa.String(200), nullable=False),
    sa.Column("formula", sa.String(500), nullable=False),
    sa.Column("best_nights", sa.Integer),
    sa.Column("created_at", sa.String(40), nullable=False),
    sa.UniqueConstraint("league_id", "name_key", name="uq_seasons_name"),
)

players = sa.Table(
    "players",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("league_id", sa.Integer, sa.ForeignKey("leagues.id"), nullable=False),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("name_key", sa.String(200), nullable=False),
    sa.Column("nickname", sa.String(200)),
    sa.Column("email", sa.String(320)),
    sa.Column("photo", sa.LargeBinary),
    sa.Column("merged_into", sa.Integer, sa.ForeignKey("players.id")),
    sa.Column("created_at", sa.String(40), nullable=False),
    sa.UniqueConstraint("league_id", "name_key", name="uq_players_name"),
)

tournaments = sa.Table(
    "tournaments",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("league_id", sa.Integer, sa.ForeignKey("leagues.id"), nullable=False),
    sa.Column("season_id", sa.Integer, sa.ForeignKey("seasons.id"), nullable=False),
    sa.Column("fingerprint", sa.String(64), nullable=False),
    sa.Column("results_digest", sa.String(64), nullable=False),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("played_on", sa.String(10), nullable=False),
    sa.Column("file_name", sa.String(500), nullable=False),
    sa.Column("entries", sa.Integer, nullable=False),
    sa.Column("buy_in", sa.BigInteger, nullable=False),
    sa.Column("currency", sa.String(8), nullable=False),
    sa.Column("decimals", sa.Integer, nullable=False),
    sa.Column("added_at", sa.String(40), nullable=False),
    sa.Column("added_from", sa.String(200), nullable=False),
    sa.UniqueConstraint("league_id", "fingerprint", name="uq_tournaments_fingerprint"),
    sa.Index("ix_tournaments_season", "season_id"),
)

results = sa.Table(
    "results",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column(
        "tournament_id",
        sa.Integer,
        sa.ForeignKey("tournaments.id", ondelete="CASCADE"),
        nullable=False,
    ),
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("name_entered", sa.String(200), nullable=False),
    sa.Column("place", sa.Integer, nullable=False),
    sa.Column("shared", sa.Integer, nullable=False),
    sa.Column("prize", sa.BigInteger, nullable=False),
    sa.Column("bounties", sa.BigInteger, nullable=False),
    sa.Column("knockouts", sa.Integer, nullable=False),
    sa.Column("rebuys", sa.Integer, nullable=False),
    sa.Column("add_ons", sa.Integer, nullable=False),
    sa.Column("re_entries", sa.Integer, nullable=False),
    sa.Column("hand_stats", sa.Text),
    sa.UniqueConstraint("tournament_id", "player_id", name="uq_results_player"),
    sa.Index("ix_results_player", "player_id"),
)
