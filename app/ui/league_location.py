"""The league the console uses, as the settings remember it. Kept apart from the League
window (Qt Charts, SQLAlchemy) so the console can ask it while it opens."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from app.store.league.location import default_league_path

LOCATION_KEY = "league/location"


def league_location(settings: QSettings) -> str:
    """The league the host chose, else the league file next to the tournaments."""
    chosen = settings.value(LOCATION_KEY, "")
    return str(chosen) if chosen else str(default_league_path())
