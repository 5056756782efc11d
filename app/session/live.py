"""The live tournament: one API for every edit, undo/redo, the clock timer, signals.

Every edit goes through :meth:`LiveTournament.record`, which verifies the event against
the engine once, pushes a thin undo command whose redo commits the event and the state
it leads to to the journal (write-ahead), and only then tells the views. A step's events,
and an undo of them, are written in one transaction: all or nothing. Undo and redo
(:meth:`LiveTournament.undo`, :meth:`LiveTournament.redo`) write first and move the undo
stack only once written, so a full disk leaves the screen, the stack and the file as
they were. Each edit returns its outcome to its caller:
the refusal, worded for the dealer, or ``None`` once recorded; the widget that asked shows
it where the action was taken. :attr:`LiveTournament.failed` is only a notice for failures
nobody asked about (an undo from the menu whose write failed, the break backup). Windows
subscribe to the signals and the models; nothing here knows a widget.
"""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from app.engine.clock import ClockState
from app.engine.director import next_hand_event, seat_on_return, verify_can_deal
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.events import HandEvent
from app.engine.hand import HandState, replay
from app.engine.tournament import TournamentState, apply_event
from app.engine.tournament_events import (
    EntryTaken,
    GameChosen,
    HandActed,
    HandStarted,
    PlayerRegistered,
    SetupChanged,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.wording import translate
from app.present.narration import hand_bust_lines, push_lines
from app.session.commands import RecordCommand
from app.session.edits import Edits, TableAction
from app.session.history import read_history, restore_history, step_text
from app.session.intent import board_event, wager_event
from app.session.steady_clock import Clock, SteadyClock, steady_seconds
from app.store.locations import backups_dir
from app.store.tournament_file import TournamentFile

DEAL: Literal["deal"] = "deal"
"""In :meth:`LiveTournament.record_batch`: deal the next hand at the table."""
HISTORY_DELAY_MS = 300
"""After the console starts, when the file's undo history is restored if nothing asked
for it before (the console is on screen and answering meanwhile)."""


class LiveTournament(QObject):
    """The tournament being run, shared by the dealer console and the audience display."""

    changed = Signal()
    clock_ticked = Signal()
    failed = Signal(str)
    level_changed = Signal(int)
    wall_clock_jumped = Signal(float)
    """The computer's clock jumped by these seconds (negative: back) and the tournament's
    did not; told once per jump, for the console to ask whether the computer slept."""

    backed_up = Signal(str)
    steps_moved = Signal(int)
    """The undo stack's index moved (a step recorded, undone, redone or restored)."""

    def __init__(
        self,
        file: TournamentFile,
        clock: Clock | None = None,
        parent: QObject | None = None,
        backup_folder: Path | None = None,
        *,
        wall: Clock = time.time,
        steady: Clock = steady_seconds,
    ) -> None:
        """``clock``, when given (tests, simulations), is the session's time as it is;
        else the time is a :class:`SteadyClock` on the computer's clock ``wall`` and the
        clock nothing sets, ``steady``."""
        super().__init__(parent)
        self._file = file
        # Tests and simulations pass a clock of their own; the real one is steady.
        self._steady: SteadyClock | None = None
        if clock is None:
            self._steady = clock = SteadyClock(
                wall, steady, not_before=latest_moment(file.state)
            )
        self._clock: Clock = clock
        self._backup_folder = backup_folder if backup_folder is not None else backups_dir()
        self._undo_stack = QUndoStack(self)
        self._undo_stack.indexChanged.connect(self.steps_moved)
        # Undo and Redo offer what they offered when the file was closed: the history is
        # read from the journal's tail (~20 ms of a 300-player night's start) when the
        # stack is first needed, or HISTORY_DELAY_MS after the console starts ticking.
        self._history_pending = True
        self._timer = QTimer(self)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._tick)
        self._last_index = self.clock_state().index
        self._results: dict[int, tuple[str, ...]] = {}
        self._last_hands: dict[int, HandState] = {}
        self.edits = Edits(self)
        """Every edit by name (:mod:`app.session.edits`): what the windows, the pads and
        the command line call."""

    @property
    def undo_stack(self) -> QUndoStack:
        """The steps Undo and Redo take, the file's earlier ones restored first."""
        self.restore_history()
        return self._undo_stack

    def steps_alive(self) -> bool:
        """Whether the undo stack still exists (not while the session is being deleted);
        asking does not restore the history."""
        return shiboken6.isValid(self._undo_stack)

    @property
    def history_restored(self) -> bool:
        """Whether the undo history read from the file is on :attr:`undo_stack` yet."""
        return not self._history_pending

    def restore_history(self) -> None:
        """Put the steps recorded before the file was opened on the undo stack (once)."""
        if not self._history_pending:
            return
        self._history_pending = False
        restored = functools.partial(RecordCommand, self, committed=True)
        restore_history(self._undo_stack, read_history(self._file), restored)

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

    def seed(self) -> int:
        """A seed for a random draw (a seat), taken from the clock: the draw is random
        for the room and reproducible from the journal's time."""
        return int(self.now() * 1000) % 2_147_483_647

    def clock_state(self) -> ClockState:
        """The tournament clock now."""
        return self.state.clock(self.now())

    # ----- recording ---------------------------------------------------------------------

    def check(self, event: TournamentEvent) -> str | None:
        """Why ``event`` cannot be recorded now, or ``None`` if it can."""
        try:
            apply_event(self.state, self._stamped(event))
        except FeltboardError as error:
            return str(error)
        return None

    def record(self, event: TournamentEvent, text: str = "") -> str | None:
        """Verify and record ``event`` as one undoable step.

        :returns: ``None`` once recorded, else why not (the engine's refusal or the
            journal's write failure); nothing is recorded then.
        """
        return self.record_many([event], text or describe(event))

    def take_entry(self, player: int, kind: EntryKind) -> str | None:
        """Record a rebuy, add-on or re-entry for ``player`` with the seat it brings back.

        A busted player's rebuy sits again in the seat they busted from while it is
        free; a re-entry draws a new seat (:func:`seat_on_return`). Entry and seat are one
        undo step.

        :returns: ``None`` once recorded, else the refusal.
        """
        entry = EntryTaken(player, kind, self.now())
        try:
            after = apply_event(self.state, entry)
        except FeltboardError as error:
            return str(error)
        seat = seat_on_return(after, player, kind, seed=self.seed())
        return self.record_many([entry] if seat is None else [entry, seat], step_text(entry))

    def record_many(self, events: list[TournamentEvent], text: str) -> str | None:
        """Record several events as one undoable step: all of them, or none.

        :returns: ``None`` once recorded, else why not (nothing is recorded then).
        """
        if not events:
            return translate("Live", "Nothing to record")
        if self._file.read_only:
            return self._read_only_refusal()
        events = [self._stamped(event) for event in events]
        try:
            states = _states_after(self.state, tuple(events))
        except FeltboardError as error:
            return str(error)
        return self._push(tuple(events), text, states)

    def record_batch(self, actions: Sequence[tuple[int, TableAction]]) -> list[str | None]:
        """Record dealers' actions at tables, each its own undoable step, in ONE journal
        transaction (one disk sync for actions that arrived together).

        Each action is verified against the state the previous accepted ones lead to; a
        refused one records nothing and harms none of the others. If the shared write
        fails, nothing is recorded and every action that would have been gets the failure.

        :returns: for each action in order, its refusal or ``None`` once recorded.
        """
        if self._file.read_only:
            return [self._read_only_refusal()] * len(actions)
        outcomes: list[str | None] = []
        events: list[TournamentEvent] = []
        texts: list[str] = []
        states: list[TournamentState] = []
        for table, action in actions:
            state = states[-1] if states else self.state
            try:
                event, text = self._table_event(state, table, action)
                states.append(apply_event(state, event))
            except FeltboardError as error:
                outcomes.append(str(error))
                continue
            events.append(event)
            texts.append(text)
            outcomes.append(None)
        if not events:
            return outcomes
        before = self.state
        try:
            self._file.record_all(events, states, steps=[1] * len(events))
        except FeltboardError as error:
            return [str(error) if outcome is None else outcome for outcome in outcomes]
        for event, text in zip(events, texts, strict=True):
            # Already in the journal: pushing only puts the step on the stack.
            self.undo_stack.push(RecordCommand(self, (event,), text, committed=True))
        self._note_recorded(tuple(events), before, tuple(states))
        return outcomes

    def _table_event(
        self, state: TournamentState, table: int, action: TableAction
    ) -> tuple[TournamentEvent, str]:
        """The event ``action`` at ``table`` means in ``state``, and its undo label.

        :raises FeltboardError: if it means nothing there now.
        """
        if action == DEAL:
            deal = next_hand_event(state, table, self.now())
            return deal, translate("Live", "Deal hand {number}").format(number=deal.number)
        if isinstance(action, GameChosen):
            return action, step_text(action)
        assert not isinstance(action, str)
        hand = state.table(table).hand
        if hand is None:
            raise FeltboardError(
                translate("Live", "No hand is in progress at table {table}").format(table=table)
            )
        event = HandActed(table, hand.number, action)
        return event, describe(event)

    def _stamped(self, event: TournamentEvent) -> TournamentEvent:
        """``event`` with the session's time where it has an unset ``at``.

        Registrations and setup changes are checked against the level being played (late
        registration, levels already played), which only the time the edit was made tells.
        """
        if isinstance(event, PlayerRegistered | SetupChanged) and event.at is None:
            return dataclasses.replace(event, at=self.now())
        return event

    def act(self, table: int, event: HandEvent) -> str | None:
        """Record a hand event at ``table`` (the hand in progress there).

        :returns: ``None`` once recorded, else the dealer-worded refusal.
        """
        try:
            hand = self.state.table(table).hand
        except FeltboardError as error:
            return str(error)
        if hand is None:
            return translate("Live", "No hand is in progress at table {table}").format(table=table)
        return self.record(HandActed(table, hand.number, event))

    def next_hand_event(self, table: int) -> HandStarted | None:
        """The next hand to deal at ``table`` now, or ``None`` (:meth:`deal` says why)."""
        try:
            return next_hand_event(self.state, table, self.now())
        except FeltboardError:
            return None

    def deal_problem(self, table: int) -> str | None:
        """Why no hand can be dealt at ``table`` now, the clock aside (too few players with
        chips, a hand still in play); ``None`` if one can."""
        try:
            verify_can_deal(self.state, table)
        except FeltboardError as error:
            return str(error)
        return None

    def on_break(self) -> bool:
        """Whether the clock shows a break now: no hand is dealt unless the host asks."""
        return self.clock_state().is_break

    def deal(self, table: int, *, during_break: bool = False) -> str | None:
        """Deal the next hand at ``table``: button and blinds move, forced bets post.

        At a break a hand is refused unless ``during_break`` (the host was asked); it then
        plays the level after the break.

        :returns: ``None`` once dealt, else why no hand can be dealt now.
        """
        try:
            event = next_hand_event(self.state, table, self.now(), during_break=during_break)
        except FeltboardError as error:
            return str(error)
        return self.record(event, step_text(event))

    def wager(self, table: int, text: str) -> str | None:
        """Bet or raise to the amount ``text`` typed for the seat to act at ``table``.

        The amount all the seat's chips make is recorded as an all-in.

        :returns: ``None`` once recorded, else the refusal ("Minimum bet is 50").
        """
        try:
            hand_state = self.state.table(table).hand_state
            event = wager_event(hand_state, text)
        except FeltboardError as error:
            return str(error)
        return self.act(table, event)

    def deal_board(self, table: int, text: str) -> str | None:
        """Deal the street due at ``table`` with the cards ``text`` names (none if blank).

        :returns: ``None`` once recorded, else the refusal.
        """
        try:
            hand_state = self.state.table(table).hand_state
            event = board_event(hand_state, text)
        except FeltboardError as error:
            return str(error)
        return self.act(table, event)

    def undo(self) -> str | None:
        """Undo the latest step (Ctrl+Z): written first, the stack moved only once written.

        :returns: ``None`` once undone, else why not (also emitted by :attr:`failed`).
        """
        if self._file.read_only:
            return self._read_only_refusal()
        index = self.undo_stack.index()
        command = self.undo_stack.command(index - 1) if index > 0 else None
        if not isinstance(command, RecordCommand):
            return translate("Live", "There is nothing to undo")
        problem = self._commit_undo(len(command.events))
        if problem is not None:
            self.failed.emit(problem)
            return problem
        command.committed = True
        self.undo_stack.undo()
        return None

    def redo(self) -> str | None:
        """Redo the step undone last (Ctrl+Shift+Z), written first like :meth:`undo`.

        :returns: ``None`` once redone, else why not (also emitted by :attr:`failed`).
        """
        if self._file.read_only:
            return self._read_only_refusal()
        command = self.undo_stack.command(self.undo_stack.index())
        if not isinstance(command, RecordCommand):
            return translate("Live", "There is nothing to redo")
        problem = self._commit(command.events, None)
        if problem is not None:
            self.failed.emit(problem)
            return problem
        command.committed = True
        self.undo_stack.redo()
        return None

    def _read_only_refusal(self) -> str:
        return translate(
            "Live",
            "{file} is open read-only (for viewing and exporting): nothing can be recorded in it",
        ).format(file=self._file.path.name)

    def _undo_failed(self, problem: str) -> None:
        """Tell whoever listens that an undo from the stack could not be written."""
        self.failed.emit(problem)

    def _stack_back(self) -> None:
        """Move the stack forward over a step whose undo could not be written."""
        command = self.undo_stack.command(self.undo_stack.index())
        if isinstance(command, RecordCommand) and command.committed:
            self.undo_stack.redo()

    def _push(
        self,
        events: tuple[TournamentEvent, ...],
        text: str,
        verified: tuple[TournamentState, ...] | None = None,
    ) -> str | None:
        command = RecordCommand(self, events, text, verified=verified)
        self.undo_stack.push(command)
        # An obsolete command is deleted by the stack; its Python side keeps ``problem``.
        return command.problem

    def last_result_lines(self, number: int) -> tuple[str, ...]:
        """The result of finished hand ``number``: who gets what, then who it knocked out.

        The busts are read from the tournament now, so a later re-entry or undo shows.
        """
        return self._push_instructions(number) + hand_bust_lines(self.state, number)

    def _push_instructions(self, number: int) -> tuple[str, ...]:
        cached = self._results.get(number)
        if cached is not None:
            return cached
        try:
            history = self._file.hand_history(number)
        except FeltboardError as error:
            return (str(error),)
        if history.voided:
            return (translate("Live", "Hand void: every chip went back where it was."),)
        lines = push_lines(replay(history.config, history.events).result())
        self._results[number] = lines
        return lines

    def last_hand(self, table: int) -> HandState | None:
        """The hand just finished at ``table``, shown until the next deal there."""
        return self._last_hands.get(table)

    def _commit(
        self,
        events: tuple[TournamentEvent, ...],
        verified: tuple[TournamentState, ...] | None,
    ) -> str | None:
        """Write ``events`` in one transaction (with the states they lead to, if
        ``verified``); why not, if the engine or the disk refused (nothing written)."""
        before = self.state
        try:
            if verified is None:  # a redo: the state may differ from the push's
                verified = _states_after(before, events)
            self._file.record_all(events, verified)
        except FeltboardError as error:
            return str(error)
        self._note_recorded(events, before, verified)
        return None

    def _note_recorded(
        self,
        events: tuple[TournamentEvent, ...],
        before: TournamentState,
        verified: tuple[TournamentState, ...],
    ) -> None:
        """Keep what ``events`` (just written) finished, then tell the views once."""
        for event, prior, posterior in zip(events, (before, *verified), verified, strict=False):
            if isinstance(event, HandStarted):
                self._last_hands.pop(event.table, None)
            if isinstance(event, HandActed):
                self._keep_finished_hand(prior, posterior, event)
        self._after_change()
        notice = self._file.take_notice()
        if notice is not None:
            self.failed.emit(notice)

    def _keep_finished_hand(
        self, before: TournamentState, after: TournamentState, event: HandActed
    ) -> None:
        """Keep the hand ``event`` just finished, to show it until the next deal.

        The tournament drops a hand's state once it is complete; rebuilding it costs one
        more apply, paid only on the action that ends the hand.
        """
        if after.table(event.table).hand is not None:
            return
        hand_state = before.table(event.table).hand_state
        if hand_state is None:
            return
        finished = hand_state.apply(event.event)
        self._results[event.hand] = push_lines(finished.result())
        self._last_hands[event.table] = finished

    def _commit_undo(self, count: int) -> str | None:
        """Take back the latest ``count`` events; why not, if the journal refused."""
        try:
            self._file.undo_many(count)
        except FeltboardError as error:
            return translate(
                "Live", "The undo could not be written, nothing was undone: {error}"
            ).format(error=error)
        self._last_hands.clear()
        self._after_change()
        return None

    def _after_change(self) -> None:
        self.changed.emit()
        self._tick()

    # ----- clock -------------------------------------------------------------------------

    def start_ticking(self) -> None:
        """Start the timer that drives the clock display (four times a second), and have
        the undo history restored once the console is on screen."""
        self._timer.start()
        if self._history_pending:
            QTimer.singleShot(HISTORY_DELAY_MS, self, self.restore_history)

    def stop_ticking(self) -> None:
        """Stop the clock display timer (the tournament clock itself keeps its time)."""
        self._timer.stop()

    def follow_computer_clock(self) -> bool:
        """Count the time the computer's clock moved on since the tournament's (the host
        says the computer slept while the room played on).

        :returns: whether the tournament's time moved (never backwards).
        """
        if self._steady is None or not self._steady.follow_wall():
            return False
        self._after_change()
        return True

    def _tick(self) -> None:
        jump = self._steady.new_jump() if self._steady is not None else None
        if jump is not None:
            self.wall_clock_jumped.emit(jump)
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
            self.failed.emit(
                translate("Live", "The break backup could not be written: {error}").format(
                    error=error
                )
            )
            return
        self.backed_up.emit(str(copy))

    # ----- setup -------------------------------------------------------------------------

    def change_setup(self, setup: TournamentSetup) -> str | None:
        """Record ``setup`` as ONE undoable :class:`SetupChanged` (the setup dialog's call).

        :returns: the engine's refusal (nothing recorded), or ``None`` once recorded.
        """
        event = SetupChanged(setup)
        return self.record(event, step_text(event, self.state.setup))


def _states_after(
    state: TournamentState, events: tuple[TournamentEvent, ...]
) -> tuple[TournamentState, ...]:
    """The state after each of ``events`` in turn.

    :raises FeltboardError: if the engine refuses one.
    """
    states: list[TournamentState] = []
    for event in events:
        states.append(apply_event(states[-1] if states else state, event))
    return tuple(states)


def latest_moment(state: TournamentState) -> float | None:
    """The latest moment the tournament recorded (a clock event, a hand's start), or
    ``None`` before any."""
    moments = [event.at for event in state.clock_events]
    moments += [hand.started_at for hand in state.hands[-1:]]
    moments += [table.hand.started_at for table in state.tables if table.hand is not None]
    return max(moments, default=None)


def describe(event: TournamentEvent) -> str:
    """A short label for the undo menu, e.g. ``'Fold (seat 3)'``, the same after a reopen."""
    return step_text(event)
