"""A ready-to-play demo tournament: nine players seated at one table."""

from __future__ import annotations

import os
from pathlib import Path

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TournamentEvent,
)
from app.store.tournament_file import TournamentFile

DEMO_PLAYERS = ("Ann", "Bob", "Carla", "Dmitri", "Esther", "Farid", "Grace", "Hugo", "Ines")


def demo_events(seed: int = 2026) -> list[TournamentEvent]:
    """Registration of the nine demo players, one tracked table, and a seat draw."""
    events: list[TournamentEvent] = [
        PlayerRegistered(number, name) for number, name in enumerate(DEMO_PLAYERS, start=1)
    ]
    events.append(TableOpened(1, 9, tracked=True))
    events.append(SeatsDrawn(seed))
    return events


def create_demo(path: str | os.PathLike[str], seed: int = 2026) -> TournamentFile:
    """Create a demo tournament (standard home-game structure) at ``path``, ready to deal.

    :raises FileExistsError: if ``path`` exists.
    """
    file = TournamentFile.create(path, setup_from_preset(HOME_STANDARD, "Demo tournament"))
    for event in demo_events(seed):
        file.record(event)
    return file


def new_demo_path(folder: Path) -> Path:
    """A fresh file name for a demo in ``folder`` (never an existing file)."""
    folder.mkdir(parents=True, exist_ok=True)
    number = 1
    while (candidate := folder / f"Demo tournament {number}.feltboard").exists():
        number += 1
    return candidate
