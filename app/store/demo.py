"""A ready-to-play demo tournament: nine players seated at one table.

Feltboard keeps one demo in its data folder and reopens it; a new one is created only the
first time, or when the last one has finished or can no longer be opened.

The demo's tournament name is in the language in use when it is created ("Torneo de
demostración"): it is the file's data from then on, as a name the host typed would be. Its
file name stays ``Demo tournament N.feltboard`` in every language, so Feltboard finds its
demo again after the host switches language.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.engine.errors import FeltboardError
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TournamentEvent,
)
from app.engine.wording import translate
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
    name = translate("Demo", "Demo tournament")
    file = TournamentFile.create(path, setup_from_preset(HOME_STANDARD, name))
    events = demo_events(seed)
    # One transaction (one disk flush instead of eleven: ~30 ms of the first start), each
    # event still its own undo step as when recorded one by one.
    file.record_all(events, steps=[1] * len(events))
    return file


def new_demo_path(folder: Path) -> Path:
    """A fresh file name for a demo in ``folder``, numbered after the latest one (never an
    existing file)."""
    folder.mkdir(parents=True, exist_ok=True)
    number = max(_demo_numbers(folder), default=0) + 1
    while (candidate := _demo_path(folder, number)).exists():
        number += 1
    return candidate


def latest_demo_path(folder: Path) -> Path | None:
    """The most recently created demo in ``folder`` (the highest number), if any."""
    numbers = _demo_numbers(folder)
    return _demo_path(folder, max(numbers)) if numbers else None


def open_demo(folder: Path, seed: int = 2026) -> TournamentFile:
    """The latest demo in ``folder`` if it opens and is still being played; else a new one.

    A damaged or finished demo is left as it is, under its own name.

    :raises OSError: if a new demo cannot be written in ``folder``.
    """
    latest = latest_demo_path(folder)
    if latest is not None:
        try:
            file = TournamentFile.open(latest)
        except (FeltboardError, OSError):
            file = None  # a demo is no one's data: start a fresh one beside it
        if file is not None:
            if not file.state.is_finished:
                return file
            file.close()
    return create_demo(new_demo_path(folder), seed)


def _demo_path(folder: Path, number: int) -> Path:
    return folder / f"Demo tournament {number}.feltboard"


def _demo_numbers(folder: Path) -> list[int]:
    """The ``N`` of every ``Demo tournament N.feltboard`` file in ``folder``."""
    numbers = []
    for path in folder.glob("Demo tournament *.feltboard"):
        number = path.stem.removeprefix("Demo tournament ")
        if number.isdigit() and path.is_file():
            numbers.append(int(number))
    return numbers
