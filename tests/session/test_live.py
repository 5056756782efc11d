"""The live session: write-ahead recording, refusals, undo, and the break backup."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.events import Folded
from app.engine.structure import Break
from app.engine.tournament_events import PlayerRegistered, SetupChanged
from app.session import live as live_module
from app.session.live import LiveTournament
from app.store import journal as journal_module
from app.store import tournament_file
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


class FullDisk:
    """Makes SQLite report a full disk on every event written while ``full`` is set."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = True
        real = journal_module._insert_chained

        def insert(*args: Any) -> bytes:
            if self.full:
                error = sqlite3.OperationalError("database or disk is full")
                error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
                raise error
            return real(*args)

        monkeypatch.setattr(journal_module, "_insert_chained", insert)


def journal_seq(file: TournamentFile) -> int:
    return file._journal.last_seq


def test_a_failed_write_is_returned_and_leaves_nothing_to_undo(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    notices: list[str] = []
    session.failed.connect(notices.append)
    before, steps = session.state, session.undo_stack.count()
    index, seq = session.undo_stack.index(), journal_seq(demo)
    FullDisk(monkeypatch)
    problem = session.record(PlayerRegistered(10, "Jo"))
    assert problem == (
        "Could not save to demo.feltboard: the disk is full. The last action was not recorded."
    )
    assert session.undo_stack.count() == steps  # the obsolete command was dropped
    assert session.undo_stack.index() == index
    assert session.state is before
    assert journal_seq(demo) == seq
    assert notices == []


def test_record_many_writes_all_or_nothing(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    players, steps, seq = len(session.state.players), session.undo_stack.count(), journal_seq(demo)
    disk = FullDisk(monkeypatch)
    events = [PlayerRegistered(10, "Jo"), PlayerRegistered(11, "Kim")]
    problem = session.record_many(events, "Register two")
    assert problem is not None and "the disk is full" in problem
    assert len(session.state.players) == players
    assert session.undo_stack.count() == steps
    assert journal_seq(demo) == seq  # one transaction: nothing of it was written
    disk.full = False
    assert session.record_many(events, "Register two") is None
    assert len(session.state.players) == players + 2
    assert session.undo() is None  # one step takes back both
    assert len(session.state.players) == players


def test_undo_on_a_full_disk_changes_nothing(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    notices: list[str] = []
    session.failed.connect(notices.append)
    assert session.record(PlayerRegistered(10, "Jo")) is None
    assert session.record(PlayerRegistered(11, "Kim")) is None
    after, index, seq = session.state, session.undo_stack.index(), journal_seq(demo)
    disk = FullDisk(monkeypatch)
    for _ in range(2):  # Ctrl+Z twice on the full disk
        problem = session.undo()
        assert problem is not None and "nothing was undone" in problem
        assert session.state is after
        assert session.undo_stack.index() == index
        assert session.undo_stack.undoText() == "Register Kim"
    assert journal_seq(demo) == seq
    assert len(notices) == 2
    disk.full = False
    assert session.undo() is None  # the undo takes back Kim, as the stack said
    assert [p.name for p in session.state.players if p.id in (10, 11)] == ["Jo"]
    assert session.redo() is None
    assert session.state.player(11).name == "Kim"
    path = demo.path
    demo.close()
    with TournamentFile.open(path) as reopened:
        assert reopened.state.player(11).name == "Kim"


def test_an_undo_from_the_stack_itself_that_fails_puts_the_stack_back(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    assert session.record(PlayerRegistered(10, "Jo")) is None
    index = session.undo_stack.index()
    disk = FullDisk(monkeypatch)
    with qtbot.waitSignal(session.undo_stack.indexChanged, check_params_cb=lambda i: i == index):
        session.undo_stack.undo()
    assert session.undo_stack.undoText() == "Register Jo"
    assert session.state.player(10).name == "Jo"
    disk.full = False
    assert session.undo() is None
    assert all(p.id != 10 for p in session.state.players)


def test_a_snapshot_that_fails_does_not_unrecord_the_action(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    notices: list[str] = []
    changes: list[int] = []
    session.failed.connect(notices.append)
    session.changed.connect(lambda: changes.append(1))
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 1)

    def full(*_args: object) -> None:
        raise WriteFailed(
            "Could not save: the disk is full. The last action was not recorded.", disk_full=True
        )

    monkeypatch.setattr(demo._journal, "write_snapshot", full)
    assert session.deal(1) is None
    seq = journal_seq(demo)
    while session.state.table(1).hand is not None:  # everyone folds to the big blind
        hand = session.state.table(1).hand_state
        assert hand is not None and hand.to_act is not None
        assert session.act(1, Folded(hand.to_act)) is None
    assert len(session.state.hands) == 1
    assert journal_seq(demo) == seq + len(session.file.hand_history(1).events)
    assert notices == [
        "The action was recorded, but the snapshot that speeds up opening could not be"
        " written (the disk is full); Feltboard tries again after the next hand."
    ]
    assert changes  # the screen was refreshed
    assert session.undo_stack.undoText().startswith("Fold")


def test_the_session_verifies_each_event_once(
    demo: TournamentFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))
    calls: list[object] = []
    real = live_module.apply_event

    def counted(state: object, event: object) -> object:
        calls.append(event)
        return real(state, event)  # type: ignore[arg-type]

    monkeypatch.setattr(live_module, "apply_event", counted)
    monkeypatch.setattr(tournament_file, "apply_event", counted)
    assert session.deal(1) is None
    assert len(calls) == 1
    hand = session.state.table(1).hand_state
    assert hand is not None and hand.to_act is not None
    assert session.act(1, Folded(hand.to_act)) is None
    assert len(calls) == 2


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
