"""A tournament file: the journal of tournament events, snapshots, and hand histories.

Recording is write-ahead: :meth:`TournamentFile.record` verifies the event against the
current state (or takes the state its caller already verified), commits it to the
journal, and only then returns the new state. Opening a file loads the latest snapshot
and replays the events after it; a snapshot is written every :data:`SNAPSHOT_EVERY`
finished hands.

Integrity: every event read is checked against the journal's hash chain, and a snapshot
is used only if its checksum binds it to the events it covers. A snapshot that does not
match is derived data: the state is rebuilt by replaying every event, the file as it was
is kept beside it (``<name>-before-repair-<time>.feltboard``) and a good snapshot is
written (:attr:`TournamentFile.repair_note` says so). A snapshot written before checksums
existed is replaced the same way, without keeping a copy (it is not damage).
"""

from __future__ import annotations

import contextlib
import os
from collections import deque
from collections.abc import Iterator, Sequence
from pathlib import Path

from app.engine.errors import IllegalAction
from app.engine.setup_rules import verify_setup
from app.engine.tournament import (
    TournamentState,
    apply_event,
    effective_events,
    new_tournament,
    replay_from,
    replay_tournament,
)
from app.engine.tournament_events import (
    EventUndone,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.wording import translate
from app.store.codec_base import CodecError
from app.store.hand_history import HandHistory, HistoryReader, decode_hand_acted
from app.store.journal import (
    CannotWrite,
    CorruptFile,
    DamagedSnapshot,
    Entry,
    FileInfo,
    Journal,
    JournalError,
    ReadOnlyFile,
    WriteFailed,
    utc_now,
)
from app.store.journal_files import FILE_SUFFIX, can_write, read_only_message
from app.store.journal_steps import RecordedSteps
from app.store.tournament_schema import event_codec, from_snapshot, snapshot_codec, to_snapshot

SNAPSHOT_EVERY = 100
UNDO_DEPTH = 500


class TournamentFile:
    """An open tournament: its journal, its current state, and undo.

    Use :meth:`create` or :meth:`open`; close with :meth:`close` or a ``with`` block.
    """

    def __init__(
        self,
        journal: Journal[TournamentEvent],
        state: TournamentState,
        effective_count: int,
        hands_at_snapshot: int,
    ) -> None:
        self._journal = journal
        self._state = state
        self._effective_count = effective_count
        self._hands_at_snapshot = hands_at_snapshot
        self._history: deque[TournamentState] = deque(maxlen=UNDO_DEPTH)
        self._hands = HistoryReader()
        self._notice: str | None = None
        self.repair_note: str | None = None
        """Set when opening repaired a damaged snapshot: what was done, for the host."""

    # ----- opening ------------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | os.PathLike[str], setup: TournamentSetup) -> TournamentFile:
        """Create a new tournament file with ``setup``.

        The setup is written into the new file before it takes its name, so a failure
        (a full disk) leaves no file behind.

        :raises ConfigError: if the setup does not hold together (nothing is written).
        :raises FileExistsError: if the file exists (a tournament is never overwritten).
        :raises OSError: if the file could not be written (nothing is left behind).
        """
        verify_setup(setup)
        state = new_tournament(setup)
        journal = Journal.create(path, event_codec(), initial=(TournamentCreated(setup),))
        return cls(journal, state, 1, 0)

    @classmethod
    def open(
        cls, path: str | os.PathLike[str], *, read_only: bool | None = None
    ) -> TournamentFile:
        """Open a tournament file at the exact state it was left in, mid-hand included.

        ``read_only`` opens it for viewing and exporting only; ``None`` (the default)
        does so only when the file or its folder cannot be written.

        :raises JournalError: (and subclasses) if the file is not a readable tournament;
            :class:`~app.store.journal.DamagedEvent` names the first damaged event.
        :raises IllegalAction: if its events do not replay (the file is left untouched).
        """
        journal = _open_journal(Path(path), read_only)
        read_only = journal.read_only
        try:
            state, count, damaged = _load(journal)
            opened = cls(journal, state, count, len(state.hands))
            if damaged is not None and not read_only:
                opened._repair_snapshot(damaged)
            elif damaged is not None and not damaged.unchecked:
                opened.repair_note = translate(
                    "TournamentFile",
                    "{damage}. The tournament was rebuilt from its recorded events; the file"
                    " is read-only, so it was left as it was.",
                ).format(damage=damaged)
        except BaseException:
            journal.close()
            raise
        return opened

    # ----- reading -----------------------------------------------------------------------

    @property
    def path(self) -> Path:
        """Where the tournament is stored."""
        return self._journal.path

    @property
    def info(self) -> FileInfo:
        """The file's header: schema version, creation time, the app that wrote it."""
        return self._journal.info

    def first_raw_event(self) -> tuple[int, str, str] | None:
        """The first recorded event as stored (sequence, kind, payload): part of the
        tournament's identity in a league."""
        return next(self._journal.raw_events(0), None)

    @property
    def state(self) -> TournamentState:
        """The tournament now."""
        return self._state

    @property
    def seq(self) -> int:
        """The journal's sequence number of the last recorded event (undos included): it
        only grows, so a view carrying an older one knows it is stale."""
        return self._journal.last_seq

    @property
    def read_only(self) -> bool:
        """Whether the file is open for viewing and exporting only."""
        return self._journal.read_only

    def take_notice(self) -> str | None:
        """A problem that did not stop the last recording (a snapshot that could not be
        written), once; ``None`` if there is none."""
        notice, self._notice = self._notice, None
        return notice

    @property
    def can_undo(self) -> bool:
        """True if there is an event to undo (anything after the setup)."""
        return self._effective_count > 1

    def hand_histories(self) -> Iterator[HandHistory]:
        """Every finished or voided hand with its config and events, in hand order.

        Corrections replace a hand's events. The first call reads the whole journal and
        keeps the hands' events; later calls read only what was recorded since.

        :raises CodecError: if an event cannot be read.
        """
        finished = {summary.number for summary in self._state.hands}
        self._hands.catch_up(self._journal)
        for history in self._hands.histories():
            if history.number in finished:
                yield history

    def hand_history(self, number: int) -> HandHistory:
        """One finished hand with its config and events.

        A recent hand is read from its start on (the console shows the last hand's
        result as soon as a file opens); otherwise the file's hands are read, or caught
        up, as :meth:`hand_histories` does.

        :raises IllegalAction: if there is no finished hand ``number``.
        :raises CodecError: if an event cannot be read.
        """
        if any(summary.number == number for summary in self._state.hands):
            history = None if self._hands.started else self._recent_history(number)
            if history is None:
                self._hands.catch_up(self._journal)
                history = self._hands.history(number)
            if history is not None:
                return history
        raise IllegalAction(
            translate("TournamentFile", "There is no finished hand {number}").format(
                number=number
            )
        )

    def _recent_history(self, number: int) -> HandHistory | None:
        """Finished hand ``number`` read from its start to the end of the journal, if that
        is the smaller half of it; else ``None``.

        Its start is the latest ``hand_started`` of that number (a number comes back only
        after its start was undone), and it is in effect, so no later undo reaches
        before it: the events from there on are all the hand's history, corrections and
        voids included.
        """
        start = self._journal.latest_seq_with("hand_started", "number", number)
        if start is None or 2 * start < self._journal.last_seq:
            return None
        reader = HistoryReader(after_seq=start - 1)
        try:
            reader.catch_up(self._journal)
        except IllegalAction:  # an undo reached past the start: not the hand in effect
            return None
        return reader.history(number)

    def latest_entries(self, count: int) -> list[Entry[TournamentEvent]]:
        """The last ``count`` events of the journal, undo events included, oldest first
        (read only: the undo history is rebuilt from them).

        :raises CodecError: if an event cannot be read.
        """
        return list(self._journal.events(after_seq=max(0, self._journal.last_seq - count)))

    def recorded_steps(self, after_seq: int) -> RecordedSteps | None:
        """The undo steps of several events ending after ``after_seq``, as recorded;
        ``None`` if the file keeps none (an older file opened read-only).

        :raises CorruptFile: if the file is damaged.
        """
        return self._journal.steps(after_seq)

    # ----- recording ---------------------------------------------------------------------

    def record(
        self, event: TournamentEvent, verified: TournamentState | None = None
    ) -> TournamentState:
        """Verify ``event``, commit it to the journal, then return the new state.

        ``verified`` is the state ``event`` leads to, when the caller has just computed it
        with :func:`~app.engine.tournament.apply_event` from :attr:`state` (the session
        does): the event is then verified once, not twice. A snapshot that cannot be
        written does not undo the recording: :meth:`take_notice` says so.

        :raises IllegalAction: if the event is not allowed now (nothing is recorded).
        :raises WriteFailed: if the disk refused it (nothing is recorded).
        :raises ReadOnlyFile: if the file is open read-only (nothing is recorded).
        """
        if isinstance(event, EventUndone):
            return self.undo()
        return self.record_all((event,), None if verified is None else (verified,))

    def record_all(
        self,
        events: Sequence[TournamentEvent],
        verified: Sequence[TournamentState] | None = None,
        steps: Sequence[int] | None = None,
    ) -> TournamentState:
        """Verify ``events`` in order and commit them in one transaction: all or none.

        ``verified`` is the state after each event, when the caller has just computed
        them with :func:`~app.engine.tournament.apply_event` from :attr:`state`.
        ``steps`` splits them into undo steps of so many events each, in order; ``None``:
        they are one step (the journal keeps it, :meth:`recorded_steps` reads it back).

        :raises IllegalAction: if an event is not allowed (nothing is recorded).
        :raises WriteFailed: if the disk refused them (nothing is recorded).
        :raises ReadOnlyFile: if the file is open read-only (nothing is recorded).
        """
        self._refuse_if_read_only()
        if any(isinstance(event, EventUndone) for event in events):
            raise IllegalAction(  # not for users: the session records undo with undo()
                "An undo is recorded with undo, not with other events"
            )
        if verified is None:
            states: list[TournamentState] = []
            for event in events:
                states.append(apply_event(states[-1] if states else self._state, event))
            verified = states
        if len(verified) != len(events):
            raise ValueError("One verified state per event is needed")  # not for users: a bug
        if not events:
            return self._state
        self._journal.append_many(events, steps)
        self._history.extend((self._state, *verified[:-1]))
        self._state = verified[-1]
        self._effective_count += len(events)
        self._maybe_snapshot()
        return self._state

    def undo(self) -> TournamentState:
        """Cancel the latest event still in effect (recorded as an undo event).

        Nothing changes unless the undo was written: a full disk leaves the state and
        what undo can reach as they were.

        :raises IllegalAction: if there is nothing to undo.
        :raises WriteFailed: if the disk refused it (nothing is recorded).
        """
        return self.undo_many(1)

    def undo_many(self, count: int) -> TournamentState:
        """Cancel the latest ``count`` events still in effect, in one transaction.

        :raises IllegalAction: if fewer than ``count`` events can be undone.
        :raises WriteFailed: if the disk refused it (nothing changes).
        :raises ReadOnlyFile: if the file is open read-only.
        """
        self._refuse_if_read_only()
        if count < 1 or self._effective_count - count < 1:
            raise IllegalAction(translate("TournamentFile", "There is nothing to undo"))
        self._journal.append_many([EventUndone()] * count)
        if len(self._history) >= count:
            for _ in range(count - 1):
                self._history.pop()
            previous = self._history.pop()
        else:
            self._history.clear()
            previous, _, _ = _load(self._journal, use_snapshot=False)
        self._state = previous
        self._effective_count -= count
        return previous

    def snapshot_now(self) -> None:
        """Write a snapshot of the current state (also done every hundred hands).

        :raises WriteFailed: if the disk refused it (the journal holds everything).
        """
        last = self._journal.last_seq
        self._journal.write_snapshot(
            last, to_snapshot(self._state, self._effective_count), snapshot_codec()
        )
        self._hands_at_snapshot = len(self._state.hands)

    def _refuse_if_read_only(self) -> None:
        """:raises ReadOnlyFile: if the file is open for viewing only."""
        if self.read_only:
            raise ReadOnlyFile(read_only_message(self.path))

    def _repair_snapshot(self, damaged: DamagedSnapshot) -> None:
        """Replace a damaged (or unchecked) snapshot by one of the replayed state, keeping
        the file as it was beside it when it was damage; a failure only leaves the
        snapshot unused (every opening replays until a good one is written)."""
        kept: Path | None = None
        try:
            if not damaged.unchecked:
                kept = self._journal.copy_to(_repair_copy_name(self.path))
            self._journal.replace_snapshot(
                damaged.seq, to_snapshot(self._state, self._effective_count), snapshot_codec()
            )
        except (JournalError, OSError) as error:
            self.repair_note = translate(
                "TournamentFile", "{damage}; the tournament was rebuilt from its events ({reason})"
            ).format(damage=damaged, reason=error)
            return
        self._hands_at_snapshot = len(self._state.hands)
        if kept is not None:
            self.repair_note = translate(
                "TournamentFile",
                "{damage}. The tournament was rebuilt from its recorded events; the file as it"
                " was is kept as {copy}.",
            ).format(damage=damaged, copy=kept.name)

    def copy_to(self, path: str | os.PathLike[str]) -> Path:
        """Save a consistent copy elsewhere (Save As keeps working on this file)."""
        return self._journal.copy_to(path)

    def backup(self, folder: str | os.PathLike[str], label: str) -> Path:
        """A backup copy in ``folder`` named after the file and ``label``."""
        return self._journal.backup(folder, label)

    def unsynced(self) -> contextlib.AbstractContextManager[None]:
        """Record without an fsync per event, syncing once at the end: for a file being
        generated only (``feltboard simulate``), see :meth:`Journal.unsynced`."""
        return self._journal.unsynced()

    def close(self) -> None:
        """Close the file; everything recorded is already on disk."""
        self._journal.close()

    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _maybe_snapshot(self) -> None:
        """A snapshot every :data:`SNAPSHOT_EVERY` hands; if the disk refuses it, the
        action stands (it is in the journal) and the next hand tries again."""
        hands = len(self._state.hands)
        if hands - self._hands_at_snapshot < SNAPSHOT_EVERY:
            return
        try:
            self.snapshot_now()
        except WriteFailed as error:
            self._hands_at_snapshot = hands - SNAPSHOT_EVERY + 1
            self._notice = translate(
                "TournamentFile",
                "The action was recorded, but the snapshot that speeds up opening could not be"
                " written ({reason}); Feltboard tries again after the next hand.",
            ).format(reason=_reason_of(error))


def _open_journal(path: Path, read_only: bool | None) -> Journal[TournamentEvent]:
    """The journal of ``path``, read-only if asked, or if ``None`` and it cannot be
    written (a read-only file, folder or medium)."""
    if read_only is None:
        if path.exists() and not can_write(path):
            return Journal.open(path, event_codec(), read_only=True)
        try:
            return Journal.open(path, event_codec())
        except CannotWrite:
            return Journal.open(path, event_codec(), read_only=True)
    return Journal.open(path, event_codec(), read_only=read_only)


def _reason_of(error: WriteFailed) -> str:
    """The cause of a write failure, without the journal's "not recorded" wording."""
    cause = error.__cause__
    if error.disk_full or (cause is not None and "full" in str(cause)):
        return translate("Journal", "the disk is full")
    return str(cause) if cause is not None else str(error)


def _repair_copy_name(path: Path) -> Path:
    """Where the file as it was is kept before a repair: beside it, named by the time."""
    stamp = utc_now().strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.stem}-before-repair-{stamp}{FILE_SUFFIX}")


def _load(
    journal: Journal[TournamentEvent], use_snapshot: bool = True
) -> tuple[TournamentState, int, DamagedSnapshot | None]:
    """The state of a journal, how many events are in effect, and the damage found in
    the latest snapshot (if it could not be used).

    :raises CorruptFile: if an event is damaged or the events do not replay.
    """
    try:
        state, count, damaged = _load_state(journal, use_snapshot)
    except IllegalAction as error:
        raise CorruptFile(
            translate(
                "TournamentFile",
                "{file} is damaged: it holds an event the rules refuse ({reason})."
                " The file was not modified.",
            ).format(file=journal.path.name, reason=error)
        ) from error
    except CodecError as error:
        raise CorruptFile(
            translate(
                "TournamentFile", "{file} is damaged: {reason}. The file was not modified."
            ).format(file=journal.path.name, reason=error)
        ) from error
    return state, count, damaged


def _load_state(
    journal: Journal[TournamentEvent], use_snapshot: bool
) -> tuple[TournamentState, int, DamagedSnapshot | None]:
    """:func:`_load` without the wording of its errors."""
    snapshot = None
    damaged: DamagedSnapshot | None = None
    if use_snapshot:
        try:
            snapshot = journal.latest_snapshot(snapshot_codec())
        except DamagedSnapshot as error:
            damaged = error
    if snapshot is not None:
        tail = list(_all_events(journal, after_seq=snapshot.seq))
        try:
            kept: list[TournamentEvent] | None = effective_events(tail, protected=0)
        except IllegalAction:
            kept = None  # an undo reaches before the snapshot: replay the whole journal
        if kept is not None:
            state = replay_from(from_snapshot(snapshot.payload), kept)
            return state, snapshot.payload.effective_count + len(kept), None
    kept_all = effective_events(list(_all_events(journal)))
    return replay_tournament(kept_all), len(kept_all), damaged


def _all_events(
    journal: Journal[TournamentEvent], after_seq: int = 0
) -> Iterator[TournamentEvent]:
    """The recorded events after ``after_seq``; hand actions take a fast path, the rest
    the codec."""
    codec = event_codec()
    for seq, kind, payload in journal.raw_events(after_seq):
        fast = decode_hand_acted(payload) if kind == "hand_acted" else None
        if fast is not None:
            yield fast
            continue
        try:
            yield codec.decode(payload)
        except CodecError as error:
            error.add_note(f"while reading event {seq} of {journal.path}")
            raise


__all__ = ["SNAPSHOT_EVERY", "TournamentFile"]
