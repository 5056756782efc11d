"""The live session: write-ahead recording, refusals, undo, and the break backup."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.events import Folded
from app.engine.structure import Break
from app.engine.tournament_events import PlayerRegistered, SetupChanged
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.journal import WriteFailed
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


def test_refused_event_is_returned_to_the_caller_and_not_recorded(demo: TournamentFile) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    notices: list[str] = []
    session.failed.connect(notices.append)
    before, steps = session.state, session.undo_stack.count()
    problem = session.record(PlayerRegistered(99, "Ann"))
    assert problem == "Ann is already registered; add an initial to tell them apart"
    assert notices == []  # the caller shows it, where the action was taken
    assert session.state is before
    assert session.undo_stack.count() == steps


def test_undo_and_redo_go_through_the_journal(demo: TournamentFile) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    assert session.record(PlayerRegistered(10, "Jo")) is None
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
    assert session.record(ClockStarted(clock.now)) is None
    assert session.record(LevelJumped(clock.now, first_break)) is None
    assert len(copies) == 1
    backup = Path(copies[0])
    assert backup.parent == folder and backup.exists()
    copy = TournamentFile.open(backup)
    try:
        assert len(copy.state.players) == len(session.state.players)
    finally:
        copy.close()


def test_a_failed_write_is_returned_and_leaves_nothing_to_undo(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    notices: list[str] = []
    session.failed.connect(notices.append)
    before, steps = session.state, session.undo_stack.count()
    index = session.undo_stack.index()

    def disk_full(_event: object) -> None:
        raise WriteFailed("The disk is full")

    monkeypatch.setattr(demo, "record", disk_full)
    assert session.record(PlayerRegistered(10, "Jo")) == "The disk is full"
    assert session.undo_stack.count() == steps  # the obsolete command was dropped
    assert session.undo_stack.index() == index
    assert session.state is before
    assert notices == []


def test_record_many_writes_all_or_nothing(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    players, steps = len(session.state.players), session.undo_stack.count()
    real_record = demo.record
    written: list[object] = []

    def second_write_fails(event: PlayerRegistered) -> object:
        if written:
            raise WriteFailed("The disk is full")
        written.append(event)
        return real_record(event)

    monkeypatch.setattr(demo, "record", second_write_fails)
    events = [PlayerRegistered(10, "Jo"), PlayerRegistered(11, "Kim")]
    assert session.record_many(events, "Register two") == "The disk is full"
    assert len(session.state.players) == players  # the first was taken back
    assert session.undo_stack.count() == steps
    monkeypatch.setattr(demo, "record", real_record)
    assert session.record_many(events, "Register two") is None
    assert len(session.state.players) == players + 2
    session.undo_stack.undo()  # one step takes back both
    assert len(session.state.players) == players


def test_dealing_and_wagering_through_the_session(demo: TournamentFile) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    assert session.wager(1, "300") == "Nobody is to act: there is nothing to bet"
    assert session.deal(1) is None
    hand = session.state.table(1).hand_state
    assert hand is not None
    assert session.wager(1, "60") == "Raise to at least 100"
    assert session.wager(1, "2,4OO") == "'2,4OO' is not a number of chips; use digits only"
    assert session.deal_board(1, "Ah Kd 7c") == "No street is due: finish the betting first"
    assert session.wager(1, "400") is None
    assert session.state.table(1).hand_state.current_bet == 400
    assert session.deal(1) is not None  # a hand is in play there already
    problem = session.act(7, Folded(1))
    assert problem is not None and "7" in problem


def test_a_registration_is_stamped_with_the_session_time(demo: TournamentFile) -> None:
    """Late registration is judged by the level being played when the host registers,
    not by the last moment something happened to be recorded."""
    clock = Clock()
    session = LiveTournament(demo, clock=clock, backup_folder=Path("unused"))
    setup = dataclasses.replace(session.state.setup, late_registration=1)
    assert session.record(SetupChanged(setup)) is None
    assert session.record(ClockStarted(clock.now)) is None
    first_level = session.state.setup.structure.steps[0].duration_seconds
    clock.now += first_level + 1  # level 2 now, though nothing was recorded since
    problem = session.record(PlayerRegistered(50, "Late Larry"))
    assert problem is not None and "registration" in problem.lower()
    assert all(player.name != "Late Larry" for player in session.state.players)
