"""Undo and redo survive closing the file: the stack rebuilt from the journal, unwritten."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.director import plan_tables
from app.engine.events import Folded, RaisedTo
from app.engine.payouts import PayoutTable
from app.engine.tournament import TournamentState
from app.engine.tournament_events import (
    EventUndone,
    HandActed,
    HandVoided,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SetupChanged,
    TableClosed,
    TableOpened,
    TournamentCreated,
    TournamentEvent,
)
from app.session.history import (
    BALANCE_TEXT,
    Step,
    UndoHistory,
    read_history,
    rebuild,
    step_text,
)
from app.session.live import HISTORY_DELAY_MS, LiveTournament, RecordCommand, describe
from app.store.demo import create_demo
from app.store.journal import Entry
from app.store.tournament_file import TournamentFile


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def path(tmp_path: Path) -> Iterator[Path]:
    QApplication.instance() or QApplication([])
    demo = tmp_path / "night.feltboard"
    create_demo(demo).close()
    yield demo


def stack_texts(session: LiveTournament) -> list[str]:
    stack = session.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def journal_length(file: TournamentFile) -> int:
    return len(file.latest_entries(1_000_000))


def seats(session: LiveTournament) -> dict[int, tuple[int | None, int | None]]:
    """Where each player sits: (table, seat)."""
    return {p.id: (p.table, p.seat) for p in session.state.players}


def at_a_glance(state: TournamentState) -> object:
    """The state but for the live hand's state object (equal only to itself)."""
    tables = tuple((t.number, t.seats, t.hand) for t in state.tables)
    return state.players, tables, state.clock_events


def reopen_unwritten(path: Path, monkeypatch: pytest.MonkeyPatch) -> LiveTournament:
    """Reopen ``path`` in a new session, failing if restoring writes to the journal."""
    file = TournamentFile.open(path)
    length = journal_length(file)
    writes: list[object] = []  # (raising would not do: Qt swallows errors in redo/undo)
    with monkeypatch.context() as patch:
        patch.setattr(file, "record", lambda event: writes.append(event))
        patch.setattr(file, "undo", lambda: writes.append("undo"))
        session = LiveTournament(file, clock=Clock(), backup_folder=Path("unused"))
        session.restore_history()  # else done when first needed, or soon after start
    assert writes == [], "restoring the undo history wrote to the journal"
    assert journal_length(file) == length
    return session


def test_undo_and_redo_carry_on_after_a_reopen(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    assert None is first.record(ClockStarted(1_000.0), "Start clock")
    assert None is first.record(TableOpened(2, 9), "Open table")
    # Four players to table 2 as one step, then (Ann renamed between) the break of table 2.
    assert None is first.record_many(
        [PlayerSeated(player, 2, player) for player in (6, 7, 8, 9)], BALANCE_TEXT
    )
    assert None is first.record(PlayerRenamed(1, "Annie"), "Rename player")
    before_moves = seats(first)
    plan = plan_tables(first.state, seed=7)
    assert len(plan.moves) == 4 and plan.tables_to_close == (2,)
    assert None is first.record_many(list(plan.events), BALANCE_TEXT)
    after_moves = seats(first)
    deal = first.next_hand_event(1)
    assert deal is not None
    assert first.record(deal) is None
    hand = first.state.table(1).hand_state
    assert hand is not None and hand.to_act is not None
    assert None is first.act(1, Folded(hand.to_act))
    fold_text = f"Fold (seat {hand.to_act})"
    assert first.undo_stack.undoText() == fold_text
    first.undo_stack.undo()  # the fold
    first.undo_stack.undo()  # the deal
    first.undo_stack.redo()  # the deal again: Redo now offers the fold
    texts, index = stack_texts(first), first.undo_stack.index()
    assert first.undo_stack.undoText() == "Deal hand 1"
    assert first.undo_stack.redoText() == fold_text
    state = first.state
    first.file.close()

    second = reopen_unwritten(path, monkeypatch)
    stack = second.undo_stack
    assert stack_texts(second) == texts
    assert texts[-8:] == [
        "Seat players",
        "Start clock",
        "Open table",
        BALANCE_TEXT,
        "Rename player",
        BALANCE_TEXT,
        "Deal hand 1",
        fold_text,
    ]
    assert stack.index() == index == len(texts) - 1
    assert (stack.undoText(), stack.redoText()) == ("Deal hand 1", fold_text)
    assert at_a_glance(second.state) == at_a_glance(state)
    steps = [stack.command(i) for i in range(len(texts))][-5:]
    sizes = [len(step.events) for step in steps if isinstance(step, RecordCommand)]
    assert sizes == [4, 1, 5, 1, 1]

    stack.redo()  # the fold, recorded again
    table = second.state.table(1)
    assert table.hand_state is not None and hand.to_act not in table.hand_state.in_hand
    stack.undo()
    stack.undo()
    assert second.state.table(1).hand is None
    stack.undo()  # the break: one step, every move back, table 2 open again
    assert seats(second) == before_moves
    assert [t.number for t in second.state.tables] == [1, 2]
    assert stack.undoText() == "Rename player"
    stack.redo()
    assert seats(second) == after_moves
    assert stack.redoText() == "Deal hand 1"
    texts, index = stack_texts(second), stack.index()
    second.file.close()

    third = reopen_unwritten(path, monkeypatch)
    try:
        assert stack_texts(third) == texts
        assert third.undo_stack.index() == index
        assert (third.undo_stack.undoText(), third.undo_stack.redoText()) == (
            BALANCE_TEXT,
            "Deal hand 1",
        )
    finally:
        third.file.close()


def test_a_new_action_after_undo_leaves_nothing_to_redo(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    assert None is first.record(PlayerRegistered(10, "Jo"))
    first.undo_stack.undo()
    assert None is first.record(PlayerRegistered(11, "Kim"))
    assert not first.undo_stack.canRedo()
    first.file.close()
    second = reopen_unwritten(path, monkeypatch)
    try:
        assert not second.undo_stack.canRedo()
        assert second.undo_stack.undoText() == "Register Kim"
        second.undo_stack.undo()
        assert all(p.id != 11 for p in second.state.players)
        assert second.undo_stack.redoText() == "Register Kim"
    finally:
        second.file.close()


def test_a_fresh_tournament_has_its_preparation_to_undo(path: Path) -> None:
    file = TournamentFile.open(path)
    try:
        history = read_history(file)
    finally:
        file.close()
    assert [step.text for step in history.done] == [
        "Register Ann",
        "Register Bob",
        "Register Carla",
        "Register Dmitri",
        "Register Esther",
        "Register Farid",
        "Register Grace",
        "Register Hugo",
        "Register Ines",
        "Open table",
        "Seat players",
    ]
    assert history.undone == ()


def test_the_live_texts_are_the_restored_texts() -> None:
    for event in (
        PlayerRegistered(3, "Cy"),
        HandActed(1, 4, RaisedTo(5, 2_400)),
        HandActed(1, 4, Folded(2)),
        HandVoided(4),
        TableClosed(2),
    ):
        assert describe(event) == step_text(event)
    assert step_text(HandActed(1, 4, RaisedTo(5, 2_400))) == "Raise to 2,400 (seat 5)"


# ----- rebuilding from journal entries ------------------------------------------------------

START = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def entries(*timed: tuple[float, TournamentEvent]) -> list[Entry[TournamentEvent]]:
    """Journal entries recorded ``seconds`` after 20:00."""
    return [
        Entry(seq, START + timedelta(seconds=seconds), event)
        for seq, (seconds, event) in enumerate(timed, start=1)
    ]


def texts(steps: tuple[Step, ...]) -> list[str]:
    return [step.text for step in steps]


def test_seat_moves_recorded_together_are_one_step_apart_two() -> None:
    history = rebuild(
        entries(
            (0, PlayerSeated(1, 2, 3)),  # a move by hand
            (5, PlayerSeated(2, 2, 4)),  # another, seconds later
            (60, PlayerSeated(3, 2, 5)),  # a break: moves and the closing at once
            (60.01, PlayerSeated(4, 2, 6)),
            (60.02, TableClosed(3)),
            (60.5, TableClosed(4)),
        )
    )
    assert texts(history.done) == ["Move player", "Move player", BALANCE_TEXT]
    assert len(history.done[-1].events) == 4


def test_an_undo_reaching_before_the_entries_leaves_nothing_to_redo() -> None:
    history = rebuild(
        entries(
            (0, EventUndone()),  # cancels something recorded before these entries
            (1, PlayerRegistered(5, "Eve")),
            (2, EventUndone()),
            (3, EventUndone()),  # again before them: Eve could only come back after it
        )
    )
    assert history == UndoHistory((), ())


def test_a_macro_undone_comes_back_as_one_redo() -> None:
    history = rebuild(
        entries(
            (0, PlayerSeated(3, 2, 5)),
            (0.01, PlayerSeated(4, 2, 6)),
            (0.02, TableClosed(3)),
            (9, EventUndone()),
            (9.01, EventUndone()),
            (9.02, EventUndone()),
        )
    )
    assert history.done == ()
    assert history.undone == (
        Step(BALANCE_TEXT, (PlayerSeated(3, 2, 5), PlayerSeated(4, 2, 6), TableClosed(3))),
    )


def test_setup_changes_are_named_by_what_changed(path: Path) -> None:
    with TournamentFile.open(path) as file:
        setup = file.state.setup
    tiers = setup.payouts.tiers
    payouts = PayoutTable((replace(tiers[0], percents=(Decimal(100),)), *tiers[1:]))
    structure = replace(setup.structure, steps=setup.structure.steps[:-1])
    history = rebuild(
        entries(
            (0, TournamentCreated(setup)),
            (1, SetupChanged(replace(setup, payouts=payouts))),
            (2, SetupChanged(replace(setup, payouts=payouts, structure=structure))),
            (3, SetupChanged(replace(setup, seats_per_table=6))),
        )
    )
    assert texts(history.done) == [
        "Change the payouts",
        "Change the blind structure",
        "Change the setup",
    ]


def test_the_history_reaches_back_as_far_as_the_window(path: Path) -> None:
    with TournamentFile.open(path) as file:
        history = read_history(file, window=3)
    assert texts(history.done) == ["Register Ines", "Open table", "Seat players"]


def test_the_history_is_read_when_first_needed_not_while_the_file_opens(path: Path) -> None:
    """Reading the journal's tail for Undo costs a 300-player night's start ~20 ms: a new
    session reads it when the stack is first asked for (or soon after it starts ticking),
    and a step recorded first goes on top of the steps restored under it."""
    first = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    assert None is first.record(PlayerRenamed(1, "Annie"), "Rename player")
    first.file.close()

    second = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    assert not second.history_restored
    moved: list[int] = []
    second.steps_moved.connect(moved.append)
    assert None is second.record(PlayerRenamed(2, "Bobby"), "Rename player")
    assert second.history_restored and moved, "recording restored the history first"
    stack = second.undo_stack
    assert stack_texts(second)[-2:] == ["Rename player", "Rename player"]
    stack.undo()
    assert second.state.player(2).name == "Bob" and second.state.player(1).name == "Annie"
    stack.undo()
    assert second.state.player(1).name == "Ann", "the step from before the reopen, undone"
    second.file.close()


def test_the_history_is_restored_soon_after_the_session_starts_ticking(
    path: Path, qtbot: QtBot
) -> None:
    first = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    assert None is first.record(PlayerRenamed(1, "Annie"), "Rename player")
    first.file.close()
    second = LiveTournament(TournamentFile.open(path), clock=Clock(), backup_folder=Path("unused"))
    second.start_ticking()
    assert not second.history_restored
    qtbot.waitUntil(lambda: second.history_restored, timeout=HISTORY_DELAY_MS + 5_000)
    assert second.undo_stack.undoText() == "Rename player"
    second.stop_ticking()
    second.file.close()
