"""Undo after a reopen keeps the steps as they were (issue 24.6).

Every step the console records as several events (a rebuy or a re-entry with its seat, a
table break and balance) is undone after a reopen exactly as before it: the same text,
the same events, all of them. Files recorded before the journal kept steps still open,
their steps guessed as before.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.director import plan_tables
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.events import Folded
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.session.commands import RecordCommand
from app.session.live import DEAL, LiveTournament
from app.store.journal import SCHEMA_VERSION
from app.store.tournament_file import TournamentFile
from tests.session.test_history import Clock, at_a_glance, stack_texts

APP = Path(__file__).resolve().parents[2] / "app"
DAN = 4

Scenario = Callable[[LiveTournament], None]


@pytest.fixture
def path(tmp_path: Path) -> Iterator[Path]:
    """Two tables (Ann, Bob, Cat, Dan at 1; Eve, Fay at 2), untracked, rebuys and
    re-entries open."""
    QApplication.instance() or QApplication([])
    setup = setup_from_preset(HOME_STANDARD)
    rebuys = RebuyPolicy(
        rebuy=EntryOption(EntryKind.REBUY, cost=30, chips=20_000, until_level=4),
        re_entry=EntryOption(EntryKind.RE_ENTRY, cost=30, chips=20_000, until_level=4),
    )
    path = tmp_path / "steps.feltboard"
    with TournamentFile.create(path, replace(setup, rebuys=rebuys)) as file:
        for number, name in enumerate(("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"), start=1):
            file.record(PlayerRegistered(number, name, at=0.0))
        file.record(TableOpened(1, 9))
        file.record(TableOpened(2, 9))
        for player, table, seat in ((1, 1, 1), (2, 1, 2), (3, 1, 3), (4, 1, 4), (5, 2, 1),
                                    (6, 2, 2)):  # fmt: skip
            file.record(PlayerSeated(player, table, seat))
        file.record(TableTrackingChanged(1, False))
        file.record(TableTrackingChanged(2, False))
    yield path


def _session(path: Path) -> LiveTournament:
    return LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))


def _dan_busts(session: LiveTournament) -> None:
    assert session.edits.bust_untracked(DAN, 1) is None


def rebuy_in_the_same_seat(session: LiveTournament) -> None:
    _dan_busts(session)
    assert session.edits.take_entry(DAN, EntryKind.REBUY) is None


def rebuy_with_the_seat_taken(session: LiveTournament) -> None:
    _dan_busts(session)
    assert session.record(PlayerRegistered(7, "Gus")) is None
    assert session.edits.move_player(7, 1, 4) is None
    assert session.edits.take_entry(DAN, EntryKind.REBUY) is None


def re_entry_with_a_new_seat(session: LiveTournament) -> None:
    _dan_busts(session)
    assert session.edits.take_entry(DAN, EntryKind.RE_ENTRY) is None


def break_and_balance(session: LiveTournament) -> None:
    for player in (2, 3, 4):
        assert session.edits.bust_untracked(player, 1) is None
    plan = plan_tables(session.state, seed=7)
    assert plan.moves and plan.tables_to_close
    assert session.edits.balance_tables(plan) is None


MULTI_EVENT_STEPS: dict[str, Scenario] = {
    "rebuy_in_the_same_seat": rebuy_in_the_same_seat,
    "rebuy_with_the_seat_taken": rebuy_with_the_seat_taken,
    "re_entry_with_a_new_seat": re_entry_with_a_new_seat,
    "break_and_balance": break_and_balance,
}
"""One scenario per way the console records several events as one step."""

RECORDERS_OF_SEVERAL: frozenset[str] = frozenset(
    {"app/session/live.py:take_entry", "app/session/edits.py:balance_tables"}
)
"""Where the app records several events as one step, each covered above."""


def test_every_place_recording_several_events_as_one_step_is_covered() -> None:
    """A new caller of record_many with more than one event needs its scenario here."""
    found = set()
    for module in APP.rglob("*.py"):
        function = ""
        for line in module.read_text(encoding="utf-8").splitlines():
            if match := re.match(r"\s*def (\w+)", line):
                function = match.group(1)
            if "record_many(" in line and "def record_many" not in line:
                if re.search(r"record_many\(\[event\]", line):
                    continue  # one event: one step, nothing to group
                found.add(f"{module.relative_to(APP.parent).as_posix()}:{function}")
    assert found == RECORDERS_OF_SEVERAL


@pytest.mark.parametrize("scenario", MULTI_EVENT_STEPS)
def test_a_step_of_several_events_is_undone_whole_after_a_reopen(
    path: Path, scenario: str
) -> None:
    live = _session(path)
    MULTI_EVENT_STEPS[scenario](live)
    stack = live.undo_stack
    command = stack.command(stack.index() - 1)
    assert isinstance(command, RecordCommand) and len(command.events) > 1
    text, events, texts = command.text(), command.events, stack_texts(live)
    live.undo()
    before_the_step = at_a_glance(live.state)
    live.redo()
    live.file.close()

    reopened = _session(path)
    try:
        stack = reopened.undo_stack
        assert stack_texts(reopened) == texts
        restored = stack.command(stack.index() - 1)
        assert isinstance(restored, RecordCommand)
        assert (restored.text(), restored.events) == (text, events)
        assert reopened.undo() is None
        assert at_a_glance(reopened.state) == before_the_step
        assert stack.redoText() == text
    finally:
        reopened.file.close()


@pytest.mark.parametrize("scenario", MULTI_EVENT_STEPS)
def test_a_step_undone_before_the_reopen_is_redone_whole_after_it(
    path: Path, scenario: str
) -> None:
    live = _session(path)
    MULTI_EVENT_STEPS[scenario](live)
    after_the_step = at_a_glance(live.state)
    assert live.undo() is None
    text = live.undo_stack.redoText()
    live.file.close()

    reopened = _session(path)
    try:
        assert reopened.undo_stack.redoText() == text
        assert reopened.redo() is None
        assert at_a_glance(reopened.state) == after_the_step
    finally:
        reopened.file.close()


def test_steps_written_together_stay_steps_of_their_own(path: Path) -> None:
    """Dealers' actions that arrived together are one journal transaction, each its own
    undo step, before and after a reopen."""
    live = _session(path)
    assert live.edits.set_tracked(1, True) is None
    assert live.edits.set_tracked(2, True) is None
    assert live.record_batch([(1, DEAL), (2, DEAL)]) == [None, None]
    texts = stack_texts(live)
    live.file.close()
    reopened = _session(path)
    try:
        assert stack_texts(reopened) == texts
        assert reopened.undo() is None
        assert reopened.state.table(2).hand is None and reopened.state.table(1).hand is not None
    finally:
        reopened.file.close()


def _as_schema_3(path: Path) -> None:
    """The file as Feltboard wrote it before the journal kept steps."""
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("DROP TABLE steps")
        connection.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")


def test_an_older_file_opens_its_steps_guessed_and_keeps_steps_from_then_on(
    path: Path,
) -> None:
    live = _session(path)
    break_and_balance(live)  # guessed as before: moves recorded together
    live.file.close()
    _as_schema_3(path)
    with TournamentFile.open(path, read_only=True) as viewed:
        assert viewed.recorded_steps(0) is None
    reopened = _session(path)
    try:
        assert reopened.file.info.schema_version == SCHEMA_VERSION
        assert reopened.undo_stack.undoText() == "Break and balance tables"
        assert reopened.edits.take_entry(DAN, EntryKind.RE_ENTRY) is None
    finally:
        reopened.file.close()
    again = _session(path)
    try:
        assert stack_texts(again)[-2:] == ["Break and balance tables", "Re-entry (player 4)"]
        command = again.undo_stack.command(again.undo_stack.index() - 1)
        assert isinstance(command, RecordCommand) and len(command.events) == 2
    finally:
        again.file.close()


def test_a_hand_action_after_a_reopen_is_still_one_step(path: Path) -> None:
    live = _session(path)
    assert live.edits.set_tracked(1, True) is None
    assert live.edits.deal(1) is None
    hand = live.state.table(1).hand_state
    assert hand is not None and hand.to_act is not None
    assert live.act(1, Folded(hand.to_act)) is None
    texts = stack_texts(live)
    live.file.close()
    reopened = _session(path)
    try:
        assert stack_texts(reopened) == texts
    finally:
        reopened.file.close()
