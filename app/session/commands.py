"""The undo stack's one command: a step of recorded events (QtGui's QUndoCommand).

A :class:`RecordCommand` knows nothing of the tournament: it asks its :class:`Recorder`
(the live session) to write its events, or the undo of them, and keeps the outcome.
:mod:`app.session.history` makes them when a file is reopened, :mod:`app.session.live`
when the dealer records; both import them from here, neither imports the other for them.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand

from app.engine.tournament import TournamentState
from app.engine.tournament_events import TournamentEvent


class Recorder(Protocol):
    """What a command needs of the session that writes its events."""

    def _commit(
        self,
        events: tuple[TournamentEvent, ...],
        verified: tuple[TournamentState, ...] | None,
    ) -> str | None: ...

    def _commit_undo(self, count: int) -> str | None: ...

    def _undo_failed(self, problem: str) -> None: ...

    def _stack_back(self) -> None: ...


class RecordCommand(QUndoCommand):
    """Redo records the events; undo records an undo of each. Both hit the journal first.

    A command whose write fails makes itself obsolete, so the undo stack drops it instead
    of offering to undo something that was never recorded. ``problem`` keeps the failure
    for the caller of :meth:`LiveTournament.record`.
    """

    def __init__(
        self,
        session: Recorder,
        events: tuple[TournamentEvent, ...],
        text: str,
        committed: bool = False,
        verified: tuple[TournamentState, ...] | None = None,
    ) -> None:
        super().__init__(text)
        self._session = session
        self._events = events
        # The states the events lead to, verified by the session just before the push:
        # valid for the first redo only (the state may differ by a later redo).
        self._verified = verified
        self.problem: str | None = None
        # The journal already holds what the next redo or undo would write (history
        # restored at opening): that call only moves the command on the stack.
        self.committed = committed

    @property
    def events(self) -> tuple[TournamentEvent, ...]:
        """What this step records, in order."""
        return self._events

    def redo(self) -> None:
        if self.committed:
            self.committed = False
            return
        verified, self._verified = self._verified, None
        self.problem = self._session._commit(self._events, verified)
        if self.problem is not None:
            self.setObsolete(True)

    def undo(self) -> None:
        if self.committed:
            self.committed = False
            return
        problem = self._session._commit_undo(len(self._events))
        if problem is not None:
            # Nothing was undone, but the stack has already moved past this step: it
            # moves back at once (the file still holds the step in effect).
            self.committed = True
            self._session._undo_failed(problem)
            QTimer.singleShot(0, self._session._stack_back)
