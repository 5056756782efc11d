"""Undo and redo that survive closing the file: the undo stack rebuilt from the journal.

The journal keeps every event the console recorded and every undo: an ``EventUndone``
cancels the latest event still in effect, and a redo records the undone event again.
Read back in that light, the journal's tail gives what Edit > Undo and Edit > Redo offered
when the file was closed: the steps in effect, and the steps undone since the last new
action. Restoring writes nothing; the commands go on the stack as already committed.

Each step's text is derived: :func:`step_text` gives the text the console gives the
step when recording it (a step of several events reads as its first event, a table break
and balance as such). Which events formed one step the journal keeps
(:mod:`app.store.journal_steps`: a rebuy with its seat, a re-entry with its seat, a break
and balance), so an undo after a reopen takes back what it took back before. Files
recorded before it kept steps fall back to a guess: only a break and balance was several
events then (seat moves, then the emptied tables closed, within a few milliseconds), so
moves recorded together are one step again.

A new action identical to the step Redo offered reads as that redo; Redo then still
offers the steps undone before it, which may be redone as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Final

from PySide6.QtGui import QUndoStack

from app.engine.errors import FeltboardError, chips
from app.engine.events import (
    BetPlaced,
    CardsMucked,
    CardsShown,
    Drew,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
)
from app.engine.tournament_events import (
    ButtonDrawn,
    ChargePaid,
    ChipsColoredUp,
    ChipsCounted,
    EntryTaken,
    EventUndone,
    GameChosen,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    MoneyPaidOut,
    PlayerRegistered,
    SetupChanged,
    TableClosed,
    TableTrackingChanged,
    TournamentCreated,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.terms import entry_label
from app.session.commands import RecordCommand
from app.store.journal import Entry
from app.store.journal_steps import RecordedSteps
from app.store.tournament_file import TournamentFile

RESTORE_WINDOW: Final = 1_000
"""How many journal entries are read back at opening (some 60 hands: about 40 ms): the
undo history reaches that far."""

TOGETHER_SECONDS: Final = 1.0
"""Seat moves and table closings recorded this close together were one step."""

BALANCE_TEXT: Final = QT_TRANSLATE_NOOP("History", "Break and balance tables")
_MOVES: Final = frozenset({"player_seated", "table_closed"})

_FIXED_TEXTS: Final = {
    "clock_started": QT_TRANSLATE_NOOP("History", "Start clock"),
    "clock_paused": QT_TRANSLATE_NOOP("History", "Pause clock"),
    "clock_resumed": QT_TRANSLATE_NOOP("History", "Resume clock"),
    "level_jumped": QT_TRANSLATE_NOOP("History", "Change level"),
    "time_adjusted": QT_TRANSLATE_NOOP("History", "Adjust time"),
    "seats_drawn": QT_TRANSLATE_NOOP("History", "Seat players"),
    "player_seated": QT_TRANSLATE_NOOP("History", "Move player"),
    "player_busted": QT_TRANSLATE_NOOP("History", "Bust"),
    "player_renamed": QT_TRANSLATE_NOOP("History", "Rename player"),
    "table_opened": QT_TRANSLATE_NOOP("History", "Open table"),
    "deal_agreed": QT_TRANSLATE_NOOP("History", "Deal agreed"),
}
"""Undo texts of the steps the console records with a text of its own, word for word."""

_HAND_TEXTS: Final = {
    "folded": QT_TRANSLATE_NOOP("History", "Fold"),
    "checked": QT_TRANSLATE_NOOP("History", "Check"),
    "called": QT_TRANSLATE_NOOP("History", "Call"),
    "all_in": QT_TRANSLATE_NOOP("History", "All-in"),
    "flop": QT_TRANSLATE_NOOP("History", "Flop"),
    "turn": QT_TRANSLATE_NOOP("History", "Turn"),
    "river": QT_TRANSLATE_NOOP("History", "River"),
}


@dataclass(frozen=True, slots=True)
class Step:
    """One entry of Edit > Undo or Edit > Redo: its text and its events in recorded order."""

    text: str
    events: tuple[TournamentEvent, ...]


@dataclass(frozen=True, slots=True)
class UndoHistory:
    """The steps Undo can take back (``done``, oldest first: Undo offers the last) and
    the steps Redo can record again (``undone``: Redo offers the first)."""

    done: tuple[Step, ...] = ()
    undone: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class _Recorded:
    """An event of the history, its undo text, when it was last recorded, and the
    first event of the step it was recorded in (``None``: the journal does not say)."""

    event: TournamentEvent
    text: str
    at: datetime
    step: int | None = None


def step_text(event: TournamentEvent, setup_before: TournamentSetup | None = None) -> str:
    """The undo text of ``event`` (shown as "Undo …" and "Redo …").

    ``setup_before`` (the setup in effect before a :class:`SetupChanged`) tells a change
    of the payouts or of the blind structure from any other change of the setup.

    >>> from app.engine.events import RaisedTo
    >>> step_text(HandActed(1, 12, RaisedTo(3, 2400)))
    'Raise to 2,400 (seat 3)'
    >>> step_text(HandVoided(12))
    'Void hand 12'
    """
    if event.kind in _FIXED_TEXTS:
        return translate("History", _FIXED_TEXTS[event.kind])
    if isinstance(event, HandActed):
        return _hand_text(event.event)
    if isinstance(event, SetupChanged):
        return _setup_text(event.setup, setup_before)
    return _event_text(event)


def _event_text(event: TournamentEvent) -> str:
    """The undo text of a tournament event other than a hand action or a setup change."""
    if isinstance(event, HandStarted):
        return translate("History", "Deal hand {number}").format(number=event.number)
    if isinstance(event, HandVoided):
        return translate("History", "Void hand {number}").format(number=event.number)
    if isinstance(event, HandCorrected):
        return translate("History", "Re-award hand {number}").format(number=event.number)
    if isinstance(event, ChipsCounted):
        return translate("History", "Chip counts at table {table}").format(table=event.table)
    if isinstance(event, ChipsColoredUp):
        return translate("History", "Color up the {chip}s").format(chip=chips(event.denomination))
    if isinstance(event, PlayerRegistered):
        return translate("History", "Register {name}").format(name=event.name)
    if isinstance(event, EntryTaken):
        return translate("History", "{entry} (player {player})").format(
            entry=entry_label(event.entry).capitalize(), player=event.player
        )
    if isinstance(event, TableTrackingChanged):
        text = (
            translate("History", "Track table {table}")
            if event.tracked
            else translate("History", "Stop tracking table {table}")
        )
        return text.format(table=event.table)
    if isinstance(event, TableClosed):
        return translate("History", "Close table {table}").format(table=event.table)
    if isinstance(event, ChargePaid):
        return translate("History", "Charge {number}: {payment}").format(
            number=event.charge, payment=event.payment.shown
        )
    if isinstance(event, MoneyPaidOut):
        return translate("History", "Pay out to player {player}").format(player=event.player)
    if isinstance(event, ButtonDrawn):
        return translate("History", "Button draw at table {table}: seat {seat}").format(
            table=event.table, seat=event.seat
        )
    if isinstance(event, GameChosen):
        return translate("History", "Table {table}: {game} chosen").format(
            table=event.table, game=event.game.label
        )
    return event.kind.replace("_", " ").capitalize()


def _hand_text(event: HandEvent) -> str:
    """``'Fold (seat 3)'``, ``'Bet 600 (seat 5)'``, ``'Flop'``, ``'Award side pot 1'``."""
    if isinstance(event, PotAwarded):
        if event.pot == 0:
            return translate("History", "Award the main pot")
        return translate("History", "Award side pot {number}").format(number=event.pot)
    if isinstance(event, BetPlaced):
        what = translate("History", "Bet {amount}").format(amount=chips(event.to))
    elif isinstance(event, RaisedTo):
        what = translate("History", "Raise to {amount}").format(amount=chips(event.to))
    elif isinstance(event, HoleCardsDealt):
        what = translate("History", "Hole cards")
    elif isinstance(event, CardsShown):
        what = translate("History", "Show cards")
    elif isinstance(event, CardsMucked):
        what = translate("History", "Muck")
    elif isinstance(event, Drew):
        what = (
            translate("History", "Stand pat")
            if event.count == 0
            else translate("History", "Draw {count}").format(count=event.count)
        )
    else:
        known = _HAND_TEXTS.get(event.kind)
        what = (
            translate("History", known)
            if known is not None
            else event.kind.replace("_", " ").capitalize()
        )
    seat = getattr(event, "seat", None)
    return (
        what
        if seat is None
        else translate("History", "{what} (seat {seat})").format(what=what, seat=seat)
    )


def featured_text(before: tuple[int, ...], after: tuple[int, ...]) -> str:
    """The undo text of choosing the tables the TV features.

    >>> featured_text((), (3,))
    'Feature table 3 on the TV'
    >>> featured_text((3, 5), (3,))
    'Stop featuring table 5 on the TV'
    """
    added, removed = sorted(set(after) - set(before)), sorted(set(before) - set(after))
    if len(added) == 1 and not removed:
        return translate("History", "Feature table {table} on the TV").format(table=added[0])
    if len(removed) == 1 and not added:
        return translate("History", "Stop featuring table {table} on the TV").format(
            table=removed[0])
    return translate("History", "Choose the tables featured on the TV")


def _setup_text(setup: TournamentSetup, before: TournamentSetup | None) -> str:
    """What the payout editor or the structure editor calls this change, if it is theirs."""
    if before is not None and replace(before, payouts=setup.payouts) == setup:
        return translate("History", "Change the payouts")
    if before is not None and replace(before, structure=setup.structure) == setup:
        return translate("History", "Change the blind structure")
    if before is not None and replace(before, look=setup.look) == setup:
        if replace(before.look, featured=setup.look.featured) == setup.look:
            return featured_text(before.look.featured, setup.look.featured)
        return translate("History", "Change the display's look")
    return translate("History", "Change the setup")


def read_history(file: TournamentFile, window: int = RESTORE_WINDOW) -> UndoHistory:
    """The undo history of ``file``, from the last ``window`` entries of its journal.

    A journal tail that cannot be read gives no history: the file opened all the same.
    """
    try:
        entries = file.latest_entries(window)
        steps = file.recorded_steps(entries[0].seq - 1) if entries else None
    except FeltboardError:
        return UndoHistory()
    return rebuild(entries, steps)


def rebuild(
    entries: Iterable[Entry[TournamentEvent]], steps: RecordedSteps | None = None
) -> UndoHistory:
    """The undo history these journal entries (the journal's tail, in order) leave,
    grouped into the ``steps`` the journal recorded (guessed where it recorded none).

    An undo that cancels an event before the first entry leaves nothing to redo, since
    the event it cancelled is not known; a step begun before the first entry is left
    out, since part of it is not known.
    """
    done: list[_Recorded] = []
    undone: list[_Recorded] = []  # the next redo last
    base: TournamentSetup | None = None
    first_seq: int | None = None
    for entry in entries:
        event = entry.event
        first_seq = entry.seq if first_seq is None else first_seq
        step = steps.step_of(entry.seq) if steps is not None else None
        if isinstance(event, TournamentCreated):
            base = event.setup
        elif isinstance(event, EventUndone):
            if done:
                undone.append(done.pop())
            else:
                undone.clear()
        elif undone and undone[-1].event == event:
            done.append(replace(undone.pop(), at=entry.recorded_at, step=step))
        else:
            undone.clear()
            # Only a setup change reads the setup before it: looking it up for every
            # event made a 1,000-entry tail cost 500,000 steps.
            before = _setup_in_effect(done, base) if isinstance(event, SetupChanged) else None
            text = step_text(event, before)
            done.append(_Recorded(event, text, entry.recorded_at, step))
    start = first_seq or 0
    return UndoHistory(_steps(_whole(done, start)), _steps(_whole(undone[::-1], start)))


def _whole(recorded: list[_Recorded], first_seq: int) -> list[_Recorded]:
    """``recorded`` without the events of a step begun before ``first_seq`` (the first
    entry read): undoing what is known of it would take back half a step."""
    return [item for item in recorded if item.step is None or item.step >= first_seq]


def _setup_in_effect(done: list[_Recorded], base: TournamentSetup | None) -> TournamentSetup | None:
    """The setup the latest setup change in effect made, else the one created with."""
    for recorded in reversed(done):
        if isinstance(recorded.event, SetupChanged):
            return recorded.event.setup
    return base


def _steps(recorded: list[_Recorded]) -> tuple[Step, ...]:
    """Events in recorded order, grouped into the steps they were recorded in."""
    groups: list[list[_Recorded]] = []
    for item in recorded:
        if groups and _together(groups[-1][-1], item):
            groups[-1].append(item)
        else:
            groups.append([item])
    return tuple(Step(_group_text(group), tuple(item.event for item in group)) for group in groups)


def _group_text(group: list[_Recorded]) -> str:
    """The undo text of a step: a break and balance as such (moves and closed tables
    only), any other as its first event (a rebuy with its seat reads as the rebuy)."""
    if len(group) > 1 and all(item.event.kind in _MOVES for item in group):
        return translate("History", BALANCE_TEXT)
    return group[0].text


def _together(before: _Recorded, after: _Recorded) -> bool:
    """Whether ``after`` was recorded in the same step as ``before``: as the journal
    recorded it, or for a file recorded before it kept steps, as a break-and-balance
    step was (both moves: the seat moves first, then the tables closed, moments apart)."""
    if before.step is not None or after.step is not None:
        return before.step == after.step
    return (
        before.event.kind in _MOVES
        and after.event.kind in _MOVES
        and not (before.event.kind == "table_closed" and after.event.kind == "player_seated")
        and abs((after.at - before.at).total_seconds()) < TOGETHER_SECONDS
    )


def restore_history(
    stack: QUndoStack,
    history: UndoHistory,
    command: Callable[[tuple[TournamentEvent, ...], str], RecordCommand],
) -> None:
    """Put ``history`` on the empty ``stack`` without recording anything.

    ``command(events, text)`` makes a command marked committed (the journal already holds
    its events): pushing it, or undoing it once so marked, only moves it on the stack. A
    step of several events is one command, as :meth:`LiveTournament.record_many` makes.
    """
    for step in history.done:
        stack.push(command(step.events, step.text))
    pushed = [command(step.events, step.text) for step in history.undone]
    for each in pushed:
        stack.push(each)
    for undone in reversed(pushed):
        undone.committed = True
        stack.undo()
