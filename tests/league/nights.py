"""Finished tournament files for the league tests, played at an untracked table.

Not a test module: the league tests build their nights with :func:`play_night`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import SETUP


def play_night(
    path: Path,
    finish: Sequence[str],
    *,
    knocked_by: Mapping[str, str] | None = None,
    name: str = "Friday",
    date: str = "2026-01-02",
    buy_in: int = 20,
) -> Path:
    """A finished tournament at ``path``: ``finish`` lists the players best first.

    Each player busts, last place first, to ``knocked_by[player]`` (the winner by
    default): that player scores the knockout.
    """
    setup = replace(SETUP, name=name, date=date, buy_in=buy_in)
    ids = {player: number for number, player in enumerate(finish, start=1)}
    knocked = dict(knocked_by or {})
    with TournamentFile.create(path, setup) as file:
        for player, number in ids.items():
            file.record(PlayerRegistered(number, player))
        file.record(TableOpened(1, max(len(finish), 2), tracked=False))
        for number in ids.values():
            file.record(PlayerSeated(number, 1, number))
        for player in reversed(finish[1:]):
            file.record(PlayerBusted(ids[player], ids[knocked.get(player, finish[0])]))
        assert file.state.is_finished
    return path
