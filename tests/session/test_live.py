"""The live session: write-ahead recording, refusals, undo, and the break backup."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.structure import Break
from app.engine.tournament_events import PlayerRegistered
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    QApplication.instance() or QApplication([])
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


def test_refused_event_is_reported_and_not_recorded(demo: TournamentFile) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    messages: list[str] = []
    session.failed.connect(messages.append)
    before, steps = session.state, session.undo_stack.count()
    assert not session.record(PlayerRegistered(99, "Ann"))
    assert messages == ["Ann is already registered; add an initial to tell them apart"]
    assert session.state is before
    assert session.undo_stack.count() == steps


def test_undo_and_redo_go_through_the_journal(demo: TournamentFile) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    assert session.record(PlayerRegistered(10, "Jo"))
    assert session.state.player(10).name == "Jo"
    session.undo_stack.undo()
    assert all(p.id != 10 for p in session.state.players)
    session.undo_stack.redo()
    assert session.state.player(10).name == "Jo"
    path = demo.path
    demo.close()
    reopened = TournamentFile.open(path)
    try:
        assert reopened.state.player(10).name == "Jo"
    finally:
        reopened.close()


def test_a_backup_is_written_when_a_break_starts(demo: TournamentFile, tmp_path: Path) -> None:
    clock = Clock()
    folder = tmp_path / "backups"
    session = LiveTournament(demo, clock=clock, backup_folder=folder)
    copies: list[str] = []
    session.backed_up.connect(copies.append)
    steps = session.state.setup.structure.steps
    first_break = next(i for i, step in enumerate(steps) if isinstance(step, Break))
    assert session.record(ClockStarted(clock.now))
    assert session.record(LevelJumped(clock.now, first_break))
    assert len(copies) == 1
    backup = Path(copies[0])
    assert backup.parent == folder and backup.exists()
    copy = TournamentFile.open(backup)
    try:
        assert len(copy.state.players) == len(session.state.players)
    finally:
        copy.close()
