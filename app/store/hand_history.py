"""The hands of a tournament file as histories: :class:`HandHistory`, the fast decoder of
hand actions, and :class:`HistoryReader`, which keeps the histories up to date by reading
only the events recorded since it last read.

Hand actions are nearly every row of a journal: they are read without pydantic when they
are written exactly as the codec writes them; anything unusual goes to the codec, which
stays the authority.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

from app.engine.cards import full_deck
from app.engine.config import HandConfig
from app.engine.errors import IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.tournament_events import (
    EventUndone,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    TournamentEvent,
)
from app.engine.wording import translate
from app.store.codec_base import CodecError
from app.store.journal import Journal
from app.store.tournament_schema import event_codec


@dataclass(frozen=True, slots=True)
class HandHistory:
    """One hand as recorded: config, who sat where, events, and where it was played."""

    number: int
    table: int
    level_index: int
    started_at: float
    players: tuple[tuple[int, int], ...]
    config: HandConfig
    events: tuple[HandEvent, ...]
    voided: bool = False


_CARDS = {str(card): card for card in full_deck()}
_SEAT_EVENTS: dict[str, type[Folded | Checked | Called | WentAllIn | CardsMucked]] = {
    "folded": Folded, "checked": Checked, "called": Called, "all_in": WentAllIn,
    "mucked": CardsMucked,
}
_AMOUNT_EVENTS: dict[str, type[BetPlaced | RaisedTo]] = {"bet": BetPlaced, "raised": RaisedTo}
_BOARD_EVENTS: dict[str, type[FlopDealt | TurnDealt | RiverDealt]] = {
    "flop": FlopDealt, "turn": TurnDealt, "river": RiverDealt,
}


def decode_hand_acted(payload: str) -> HandActed | None:
    """A ``hand_acted`` event read without pydantic, or ``None`` if anything is unusual.

    Hand actions are nearly every event of a tournament; the codec stays the authority
    (a ``None`` sends the payload to it, with its full checks and messages).
    """
    try:
        data = json.loads(payload)
        table, hand, event = data["table"], data["hand"], data["event"]
        if type(table) is not int or type(hand) is not int or len(data) != 4:
            return None
        decoded = _hand_event(event)
    except (ValueError, KeyError, TypeError):
        return None
    return None if decoded is None else HandActed(table, hand, decoded)


def _hand_event(event: dict[str, object]) -> HandEvent | None:
    kind = event["kind"]
    seat = event.get("seat")
    if kind in _SEAT_EVENTS and len(event) == 2 and type(seat) is int:
        return _SEAT_EVENTS[str(kind)](seat)
    if kind in _AMOUNT_EVENTS and len(event) == 3 and type(seat) is int:
        to = event["to"]
        return _AMOUNT_EVENTS[str(kind)](seat, to) if type(to) is int else None
    cards = event.get("cards")
    if not isinstance(cards, list) or not all(card in _CARDS for card in cards):
        return None
    parsed = tuple(_CARDS[card] for card in cards)
    if kind in _BOARD_EVENTS and len(event) == 2:
        return _BOARD_EVENTS[str(kind)](parsed)
    if kind == "shown" and len(event) == 3 and type(seat) is int:
        return CardsShown(seat, parsed)
    return None


# A hand action as the codec writes it, with no space and the fields in order: the hand
# number and the event's own JSON object are all a history needs (its table is in the
# hand's start). Anything else (spaces, other keys, nested objects) goes to the codec.
_HAND_ACTED_ROW = re.compile(
    r'\{"table":(?:0|[1-9][0-9]*),"hand":(0|[1-9][0-9]*),'
    r'"event":(\{[^{}]*\}),"kind":"hand_acted"\}'
)

_HandAction = tuple[int, HandEvent]
"""A hand action read on the fast path: (hand number, event)."""


def _hand_action(payload: str, seen: dict[str, HandEvent | None]) -> _HandAction | None:
    """(hand number, event) of a plain ``hand_acted`` payload, or ``None`` for the codec.

    A tournament repeats few distinct events (a seat folds, calls, raises to an amount), so
    each event's JSON text is decoded once and its immutable event shared: ``seen`` maps
    the texts read so far to their events (``None`` for what the codec must read).
    """
    match = _HAND_ACTED_ROW.fullmatch(payload)
    if match is None:
        return None
    hand, text = match.groups()
    if text in seen:
        event = seen[text]
    else:
        event = seen[text] = _event_from_text(text)
    return None if event is None else (int(hand), event)


def _event_from_text(text: str) -> HandEvent | None:
    """The hand event in one flat JSON object, or ``None`` if anything is unusual."""
    try:
        return _hand_event(json.loads(text))
    except (ValueError, KeyError, TypeError):
        return None


class HistoryReader:
    """The hands of a journal as read so far, brought up to date by reading only the
    events recorded since (the journal is append-only: an undo is one more event).

    Each :class:`EventUndone` cancels the latest event kept, as
    :func:`~app.engine.tournament.effective_events` does; the setup is never undone. A hand
    action, nearly every row, goes straight to its hand's list as its bare hand event: no
    :class:`HandActed`, no pair and no second pass per action. (A hundred thousand such
    objects kept the garbage collector scanning the growing heap; shared events and
    integers are not tracked.) The other events, a few per hand, are sorted out when
    histories are asked for.
    """

    def __init__(self, after_seq: int = 0) -> None:
        self._last_seq = after_seq
        self._seen: dict[str, HandEvent | None] = {}
        self._actions: dict[int, list[HandEvent]] = {}
        self._others: list[TournamentEvent] = []
        # For each event in effect, in order: its hand number, or None if it is in
        # ``_others``; what an undo needs to find the latest event kept.
        self._kept: list[int | None] = []

    @property
    def started(self) -> bool:
        """Whether any event was read yet."""
        return bool(self._kept)

    def catch_up(self, journal: Journal[TournamentEvent]) -> None:
        """Read the events recorded since the last call.

        :raises CodecError: if an event cannot be read (naming its sequence number); the
            events before it are kept, and the next call starts again at it.
        :raises IllegalAction: if an undo has nothing left to cancel.
        """
        codec = event_codec()
        seen, actions, others, kept = self._seen, self._actions, self._others, self._kept
        for seq, kind, payload in journal.raw_events(self._last_seq):
            action = _hand_action(payload, seen) if kind == "hand_acted" else None
            if action is None:
                try:
                    event = codec.decode(payload)
                except CodecError as error:
                    error.add_note(f"while reading event {seq} of {journal.path}")
                    raise
                if isinstance(event, EventUndone):
                    _cancel_latest(kept, actions, others)
                elif isinstance(event, HandActed):
                    action = (event.hand, event.event)
                else:
                    kept.append(None)
                    others.append(event)
            if action is not None:
                hand, hand_event = action
                kept.append(hand)
                events = actions.get(hand)
                if events is None:
                    events = actions[hand] = []
                events.append(hand_event)
            self._last_seq = seq

    def histories(self) -> Iterator[HandHistory]:
        """Every hand started, in hand order, as of the last :meth:`catch_up`."""
        return _assembled(self._others, self._actions)

    def history(self, number: int) -> HandHistory | None:
        """Hand ``number`` as of the last :meth:`catch_up`, or ``None`` if never started."""
        return next(_assembled(self._others, self._actions, only=number), None)


def _cancel_latest(
    kept: list[int | None], actions: dict[int, list[HandEvent]], others: list[TournamentEvent]
) -> None:
    """Drop the latest event kept (an undo).

    :raises IllegalAction: if only the setup is left.
    """
    if len(kept) <= 1:
        raise IllegalAction(translate("TournamentFile", "There is nothing to undo"))
    hand = kept.pop()
    if hand is None:
        others.pop()
    else:
        actions[hand].pop()


def _assembled(
    others: list[TournamentEvent], actions: dict[int, list[HandEvent]], only: int | None = None
) -> Iterator[HandHistory]:
    """The histories of the hands started in ``others`` (or only hand ``only``), with their
    ``actions``."""
    started: dict[int, HandStarted] = {}
    corrected: dict[int, tuple[HandEvent, ...]] = {}
    voided: set[int] = set()
    for event in others:
        if only is not None and getattr(event, "number", None) != only:
            continue
        if isinstance(event, HandStarted):
            started[event.number] = event
        elif isinstance(event, HandCorrected):
            corrected[event.number] = event.events
        elif isinstance(event, HandVoided):
            voided.add(event.number)
    for number in sorted(started):
        start = started[number]
        yield HandHistory(
            number=number,
            table=start.table,
            level_index=start.level_index,
            started_at=start.at,
            players=start.players,
            config=start.config,
            events=corrected[number] if number in corrected else tuple(actions.get(number, ())),
            voided=number in voided,
        )


__all__ = ["HandHistory", "HistoryReader", "decode_hand_acted"]
