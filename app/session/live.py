"""The live tournament: one API for every edit, undo/redo, the clock timer, signals.

Every edit goes through :meth:`LiveTournament.record`, which verifies the event against
the engine, pushes a thin undo command whose redo commits the event to the journal
(write-ahead), and only then tells the views. Windows subscribe to the signals and the
models; nothing here knows a widget.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.engine.clock import ClockState
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError
from app.engine.events import HandEvent
from app.engine.hand import HandState, replay
from app.engine.tournament import TournamentState, apply_event
from app.engine.tournament_events import (
    HandActed,
    HandStarted,
    SetupChanged,
    TournamentEvent,
    TournamentSetup,
)
from app.session.history import read_history, restore_history, step_text
from app.store.locations import backups_dir
from app.store.tournament_file import TournamentFile

Clock = Callable[[], float]


class RecordCommand(QUndoCommand):
    """Redo records the event; undo records an undo of it. Both hit the journal first."""

    def __init__(
        self, session: LiveTournament, event: TournamentEvent, text: str, committed: bool = False
    ) -> None:
        super().__init__(text)
        self._session = session
        self._event = event
        # The journal already holds what the next redo or undo would write (history
        # restored at opening): that call only moves the command on the stack.
        self.committed = committed

    def redo(self) -> None:
        if self.committed:
            self.committed = False
            return
        self._session._commit(self._event)

    def undo(self) -> None:
        if self.committed:
            self.committed = False
            return
        self._session._commit_undo()


class LiveTournament(QObject):
    """The tournament being run, shared by the dealer console and the audience display."""

    changed = Signal()
    clock_ticked = Signal()
    failed = Signal(str)
    level_changed = Signal(int)

    backed_up = Signal(str)

    def __init__(
        self,
        file: TournamentFile,
        clock: Clock = time.time,
        parent: QObject | None = None,
        backup_folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._file = file
        self._clock = clock
        self._backup_folder = backup_folder if backup_folder is not None else backups_dir()
        self.undo_stack = QUndoStack(self)
        # Undo and Redo offer what they offered when the file was closed.
        restored = functools.partial(RecordCommand, self, committed=True)
        restore_history(self.undo_stack, read_history(file), restored)
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)
        self._last_index = self.clock_state().index
        self._results: dict[int, tuple[str, ...]] = {}
        self._last_hands: dict[int, HandState] = {}

    # ----- reading -----------------------------------------------------------------------

    @property
    def file(self) -> TournamentFile:
        """The open tournament file."""
        return self._file

    @property
    def state(self) -> TournamentState:
        """The tournament now."""
        return self._file.state

    def now(self) -> float:
        """The current time as the session's clock gives it (seconds)."""
        return self._clock()

    def clock_state(self) -> ClockState:
        """The tournament clock now."""
        return self.state.clock(self.now())

    # ----- recording ---------------------------------------------------------------------

    def check(self, event: TournamentEvent) -> str | None:
        """Why ``event`` cannot be recorded now, or ``None`` if it can."""
        try:
            apply_event(self.state, event)
        except FeltboardError as error:
            return str(error)
        return None

    def record(self, event: TournamentEvent, text: str = "") -> bool:
        """Verify and record ``event`` as one undoable step; ``False`` if refused.

        A refusal is reported through :attr:`failed` with the engine's message; nothing
        is recorded then.
        """
        problem = self.check(event)
        if problem is not None:
            self.failed.emit(problem)
            return False
        self.undo_stack.push(RecordCommand(self, event, text or describe(event)))
        return True

    def record_many(self, events: list[TournamentEvent], text: str) -> bool:
        """Record several events as one undoable step (all verified first in sequence)."""
        state = self.state
        try:
            for event in events:
                state = apply_event(state, event)
        except FeltboardError as error:
            self.failed.emit(str(error))
            return False
        self.undo_stack.beginMacro(text)
        for event in events:
            self.undo_stack.push(RecordCommand(self, event, describe(event)))
        self.undo_stack.endMacro()
        return True

    def act(self, table: int, event: HandEvent) -> bool:
        """Record a hand event at ``table`` (the hand in progress there)."""
        hand = self.state.table(table).hand
        if hand is None:
            self.failed.emit(f"No hand is in progress at table {table}")
            return False
        return self.record(HandActed(table, hand.number, event))

    def next_hand_event(self, table: int) -> HandStarted | None:
        """The next hand to deal at ``table`` now, or ``None`` (reason via :attr:`failed`)."""
        try:
            return next_hand_event(self.state, table, self.now())
        except FeltboardError as error:
            self.failed.emit(str(error))
            return None

    def last_result_lines(self, number: int) -> tuple[str, ...]:
        """The push instructions of finished hand ``number`` (who gets what)."""
        cached = self._results.get(number)
        if cached is not None:
            return cached
        try:
            history = self._file.hand_history(number)
        except FeltboardError as error:
            return (str(error),)
        if history.voided:
            return ("Hand void: every chip went back where it was.",)
        lines = replay(history.config, history.events).result().push_instructions()
        self._results[number] = lines
        return lines

    def last_hand(self, table: int) -> HandState | None:
        """The hand just finished at ``table``, shown until the next deal there."""
        return self._last_hands.get(table)

    def _commit(self, event: TournamentEvent) -> None:
        before = self.state
        try:
            self._file.record(event)
        except FeltboardError as error:
            self.failed.emit(str(error))
            return
        if isinstance(event, HandStarted):
            self._last_hands.pop(event.table, None)
        if isinstance(event, HandActed):
            self._keep_finished_hand(before, event)
        self._after_change()

    def _keep_finished_hand(self, before: TournamentState, event: HandActed) -> None:
        """Keep the hand ``event`` just finished, to show it until the next deal.

        The tournament drops a hand's state once it is complete; rebuilding it costs one
        more apply, paid only on the action that ends the hand.
        """
        if self.state.table(event.table).hand is not None:
            return
        hand_state = before.table(event.table).hand_state
        if hand_state is None:
            return
        finished = hand_state.apply(event.event)
        self._results[event.hand] = finished.result().push_instructions()
        self._last_hands[event.table] = finished

    def _commit_undo(self) -> None:
        self._last_hands.clear()
        try:
            self._file.undo()
        except FeltboardError as error:
            self.failed.emit(str(error))
            return
        self._after_change()

    def _after_change(self) -> None:
        self.changed.emit()
        self._tick()

    # ----- clock -------------------------------------------------------------------------

    def start_ticking(self) -> None:
        """Start the timer that drives the clock display (four times a second)."""
        self._timer.start()

    def stop_ticking(self) -> None:
        """Stop the clock display timer (the tournament clock itself keeps its time)."""
        self._timer.stop()

    def _tick(self) -> None:
        clock = self.clock_state()
        if clock.index != self._last_index:
            self._last_index = clock.index
            if clock.is_break and clock.started:
                self._back_up(f"break-{clock.index}")
            self.level_changed.emit(clock.index)
        self.clock_ticked.emit()

    def _back_up(self, label: str) -> None:
        """A copy of the tournament file at each break, in the backups folder."""
        try:
            copy = self._file.backup(self._backup_folder, label)
        except (FeltboardError, OSError, ValueError) as error:
            self.failed.emit(f"The break backup could not be written: {error}")
            return
        self.backed_up.emit(str(copy))

    # ----- setup -------------------------------------------------------------------------

    def change_setup(self, setup: TournamentSetup) -> str | None:
        """Record ``setup`` as ONE undoable :class:`SetupChanged` (the setup dialog's call).

        :returns: the engine's refusal (nothing recorded), or ``None`` once recorded.
        """
        event = SetupChanged(setup)
        problem = self.check(event)
        if problem is not None:
            return problem
        self.record(event, step_text(event, self.state.setup))
        if self.state.setup != setup:
            return "The setup change could not be written to the tournament file"
        return None


def describe(event: TournamentEvent) -> str:
    """A short label for the undo menu, e.g. ``'Fold (seat 3)'``, the same after a reopen."""
    return step_text(event)
