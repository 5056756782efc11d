"""Group commit: dealers' actions at several tables written in one journal transaction,
each its own undo step, each verified after the one before it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.events import Called, Checked, Folded
from app.engine.tournament_events import HandActed
from app.session.live import DEAL, LiveTournament
from app.store import journal as journal_module
from app.store.tournament_file import TournamentFile
from tests.service.test_pads import two_tables
from tests.session.test_live import Clock, FullDisk, journal_seq


class Transactions:
    """Counts the journal's write transactions (one ``_insert_chained`` call each)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = journal_module._insert_chained

        def insert(*args: Any) -> bytes:
            self.count += 1
            return real(*args)

        monkeypatch.setattr(journal_module, "_insert_chained", insert)


@pytest.fixture
def session(tmp_path: Path) -> Iterator[LiveTournament]:
    QApplication.instance() or QApplication([])
    file = two_tables(tmp_path / "two.feltboard")
    yield LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    file.close()


def to_act(session: LiveTournament, table: int) -> int:
    hand = session.state.table(table).hand_state
    assert hand is not None
    legal = hand.legal_actions()
    assert legal is not None
    return legal.seat


def test_deals_at_two_tables_are_one_transaction_and_two_undo_steps(
    session: LiveTournament, monkeypatch: pytest.MonkeyPatch
) -> None:
    writes = Transactions(monkeypatch)
    steps, seq = session.undo_stack.count(), journal_seq(session.file)
    changes: list[None] = []
    session.changed.connect(lambda: changes.append(None))
    assert session.record_batch([(1, DEAL), (2, DEAL)]) == [None, None]
    assert writes.count == 1
    assert journal_seq(session.file) == seq + 2
    assert changes == [None]  # the views are told once
    hands = {t.number: t.hand.number for t in session.state.tables if t.hand is not None}
    assert hands == {1: 1, 2: 2}  # the second deal was verified after the first
    assert session.undo_stack.count() == steps + 2
    assert session.undo_stack.undoText() == "Deal hand 2"
    assert session.undo() is None  # one step: table 2's deal only
    assert session.state.table(2).hand is None
    assert session.state.table(1).hand is not None
    assert session.undo_stack.undoText() == "Deal hand 1"


def test_an_illegal_action_is_refused_without_harming_the_others(
    session: LiveTournament, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert session.record_batch([(1, DEAL), (2, DEAL)]) == [None, None]
    one, two = to_act(session, 1), to_act(session, 2)
    writes = Transactions(monkeypatch)
    steps = session.undo_stack.count()
    outcomes = session.record_batch(
        [(1, Folded(one)), (1, Folded(one)), (2, Called(two)), (3, DEAL)]
    )
    assert outcomes[0] is None and outcomes[2] is None
    # Checked against the state after the first fold: the engine's words for a second.
    hand = session.state.table(1).hand
    assert hand is not None
    assert outcomes[1] is not None
    assert outcomes[1] == session.check(HandActed(1, hand.number, Folded(one)))
    assert outcomes[3] == "Table 3 is not in play"
    assert writes.count == 1
    assert session.undo_stack.count() == steps + 2
    two_hand = session.state.table(2).hand_state
    assert two_hand is not None and isinstance(two_hand.events[-1], Called)


def test_a_failed_shared_write_records_none_and_refuses_each(
    session: LiveTournament, monkeypatch: pytest.MonkeyPatch
) -> None:
    before, steps, seq = session.state, session.undo_stack.count(), journal_seq(session.file)
    FullDisk(monkeypatch)
    outcomes = session.record_batch([(1, DEAL), (2, Checked(1)), (2, DEAL)])
    failure = (
        "Could not save to two.feltboard: the disk is full. The last action was not recorded."
    )
    assert outcomes[0] == failure and outcomes[2] == failure
    assert outcomes[1] == "No hand is in progress at table 2"  # its own refusal stands
    assert session.state is before
    assert session.undo_stack.count() == steps
    assert journal_seq(session.file) == seq


def test_a_batch_reopens_with_each_action_its_own_step(
    session: LiveTournament, tmp_path: Path
) -> None:
    assert session.record_batch([(1, DEAL), (2, DEAL)]) == [None, None]
    one, two = to_act(session, 1), to_act(session, 2)
    assert session.record_batch([(1, Folded(one)), (2, Folded(two))]) == [None, None]
    state, path = session.state, session.file.path
    session.file.close()
    reopened = TournamentFile.open(path)
    try:
        assert reopened.state.players == state.players
        for table in state.tables:
            events = reopened.state.table(table.number).hand_state.events  # type: ignore[union-attr]
            assert events == table.hand_state.events  # type: ignore[union-attr]
        again = LiveTournament(reopened, clock=Clock(), backup_folder=tmp_path / "b")
        assert again.undo_stack.undoText() == f"Fold (seat {two})"
        assert again.undo() is None
        assert again.undo_stack.undoText() == f"Fold (seat {one})"
    finally:
        reopened.close()


def test_a_read_only_file_refuses_every_action(session: LiveTournament, tmp_path: Path) -> None:
    path = session.file.path
    session.file.close()
    viewing = TournamentFile.open(path, read_only=True)
    try:
        reader = LiveTournament(viewing, clock=Clock(), backup_folder=tmp_path / "b")
        outcomes = reader.record_batch([(1, DEAL), (2, DEAL)])
        assert len(set(outcomes)) == 1 and "read-only" in str(outcomes[0])
    finally:
        viewing.close()
