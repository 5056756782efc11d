"""Dealer pads over the live WebSocket: pairing, the pad view, recording (Qt thread).

Every message a pad sends arrives on the Qt thread, where the session lives; each request
is answered there, after the journal has committed it or refused it
(docs/network-protocol.md). The order of checks for an ``act`` is the order of trust:
a paired token, then a request already answered (the same reply again, nothing
recorded twice), then a file that records nothing, then the view the pad acted on (the
table's ``seq``), then the engine.

The ``act``s that arrive together are answered in the next turn of the loop, in order:
their actions at different tables are written in one journal transaction (one disk
sync for ten pads tapping at once), each its own undo step and its own reply.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWebSockets import QWebSocketProtocol

from app.engine.errors import FeltboardError
from app.engine.tournament_state import TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.narration import event_line
from app.present.pad_view import build_pad_view
from app.service.bounds import send_bounded
from app.service.pairing import Pad, Pairing, Reply
from app.service.patches import diff
from app.service.websocket import LiveSocket
from app.session.edits import TableAction
from app.session.history import step_text
from app.session.live import DEAL, LiveTournament
from app.session.pad_requests import action_name, choice_event, hand_event

PAD_MESSAGES_PER_SECOND = 50
"""Per connection: a dealer taps a few times a second and a reconnecting pad re-sends a
handful; more in one second is refused unread (the pad may send it again)."""
CLOSE_AFTER_MESSAGES_PER_SECOND = 200
"""A connection sending this many in one second is no pad: it is closed."""
MAX_ID_CHARS = 100
NO_ID = QT_TRANSLATE_NOOP("Pads", "Every action carries an id (the pad chooses it)")

Json = dict[str, Any]


class TableViews:
    """Each table's pad view and ``seq``: the journal seq at which that view last changed.

    The pad view holds everything the console shows for the table (seats, stacks, bets,
    to act, board, pots, result), so comparing it before and after each change tells
    which tables changed. Tables first seen get the journal's seq of that moment.
    """

    def __init__(self) -> None:
        self._views: dict[int, Json] = {}
        self._seqs: dict[int, int] = {}
        self._changed: set[int] = set()
        self._key: tuple[TournamentState, int, bool, int] | None = None
        self._inputs: dict[int, tuple[object, ...]] = {}
        """What each table's view was built from (compared by identity: the state's
        values are immutable, so the same objects give the same view)."""
        self.rebuilds = 0
        """How many times the views were built (the tests count them)."""

    def refresh(self, session: LiveTournament, stamps: dict[int, int] | None = None) -> None:
        """Rebuild every table's view from ``session``; note the tables whose view changed.

        A changed table's ``seq`` is the journal's now, or its own in ``stamps``: the seq
        of the last event recorded at it when several tables' events were written at once
        (a table in ``stamps`` takes it even if its view looks the same).

        Views are rebuilt once per change: the same tournament state, journal step and
        clock level (what decides which blinds a deal would post) give the same views.
        """
        state, seq = session.state, session.file.seq
        now, read_only = session.now(), session.file.read_only
        key = (state, seq, read_only, session.clock_state().index)
        if self._key is not None and self._key[0] is state and self._key[1:] == key[1:]:
            return
        self._key = key
        self.rebuilds += 1
        views = {}
        # What every table's view reads besides its own table, players and hands.
        room = (state.setup, state.deals, state.clock_events, state.is_finished, key[2:])
        played = _last_hands(state)
        keys: dict[int, tuple[object, ...]] = {}
        for table in state.tables:
            number = table.number
            keys[number] = (room, table, played.get(number),
                            *(state.player(p) for p in table.player_ids))
            old = self._inputs.get(number)
            if old is not None and number in self._views and _same(old, keys[number]):
                views[number] = self._views[number]  # nothing it is built from moved
            else:
                views[number] = _view_of(session, state, number, now, read_only)
        self._inputs = keys
        for number, view in views.items():
            # A table with an event recorded moves on even if its view looks the same: a
            # pad's reply already carries that seq (PadDesk._commit).
            stamped = (stamps or {}).get(number)
            if stamped is not None or self._views.get(number) != view:
                self._seqs[number] = stamped if stamped is not None else seq
                self._changed.add(number)
        for number in set(self._views) - set(views):
            self._seqs.pop(number, None)
            self._changed.discard(number)
        self._views = views

    @property
    def seqs(self) -> dict[int, int]:
        """Each table's ``seq`` (a copy)."""
        return dict(self._seqs)

    def seq(self, table: int) -> int | None:
        return self._seqs.get(table)

    def message(self, table: int) -> Json | None:
        """The ``pad`` message of ``table`` now, or ``None`` if it is not in play."""
        view = self._views.get(table)
        if view is None:
            return None
        return {"type": "pad", "table": table, "seq": self._seqs[table], **view}

    def view(self, table: int) -> tuple[int, Json] | None:
        """``table``'s ``seq`` and pad view now (without ``type``, ``table``, ``seq``), or
        ``None`` if it is not in play."""
        view = self._views.get(table)
        return None if view is None else (self._seqs[table], view)

    def take_changed(self) -> set[int]:
        """The tables whose view changed since the last call."""
        changed, self._changed = self._changed, set()
        return changed


def _last_hands(state: TournamentState) -> dict[int, tuple[int, object]]:
    """Each table's count of finished hands and the last one's summary (a correction
    replaces the summary): the last result a pad view shows."""
    found: dict[int, tuple[int, object]] = {}
    for summary in state.hands:
        count = found.get(summary.table, (0, None))[0]
        found[summary.table] = (count + 1, summary)
    return found


def _same(old: tuple[object, ...], new: tuple[object, ...]) -> bool:
    """Whether two tuples hold the very same objects (tuples of them compared in turn)."""
    if len(old) != len(new):
        return False
    for before, after in zip(old, new, strict=True):
        if isinstance(before, tuple) and isinstance(after, tuple):
            if not _same(before, after):
                return False
        elif before is not after and not (
            isinstance(before, int | float | str) and before == after
        ):
            return False
    return True


def _view_of(
    session: LiveTournament, state: TournamentState, number: int, now: float, read_only: bool
) -> Json:
    played = [summary for summary in state.hands if summary.table == number]
    lines = session.last_result_lines(played[-1].number) if played else ()
    return build_pad_view(
        state, number, now, last_hand=session.last_hand(number), result_lines=lines,
        read_only=read_only,
    )


@dataclass(frozen=True, slots=True)
class _Request:
    """An ``act`` waiting for its turn: who sent it and what it says."""

    socket: LiveSocket
    client: _Client
    message: Json
    rid: str | None


@dataclass(frozen=True, slots=True)
class _Grouped:
    """A request accepted into a group: the action it records at its table."""

    request: _Request
    table: int
    rid: str
    action: TableAction
    text: str
    """What the reply says was recorded (``""`` for a deal: its hand number is known
    once recorded)."""


@dataclass(slots=True)
class _Client:
    """One connection: its table once paired or welcomed, and its message rate."""

    table: int | None = None
    second: int = 0
    count: int = 0
    patches: bool = False
    """It said it applies patches (``"patches": true`` in ``pair`` or ``hello``)."""
    shown: tuple[int, Json] | None = None
    """The ``seq`` and pad view it was last sent (what a patch starts from)."""

    def counted(self) -> int:
        """Count a message in the current second; how many this second so far."""
        second = int(time.monotonic())
        if second != self.second:
            self.second, self.count = second, 0
        self.count += 1
        return self.count


class PadDesk(QObject):
    """Answers every pad on the live WebSocket; the pairing of each table."""

    pads_changed = Signal(int)
    """A table's PIN or paired pad changed (a pairing, a revoke, a table opened)."""
    became_pad = Signal(object)
    """A connection paired or said hello: it is a table's pad from now on."""
    subscribing = Signal(object, dict)
    """A connection asks for the parts of the state it shows, or whether it holds the
    last ones (``subscribe``, ``still``: the service answers)."""

    def __init__(
        self,
        session: LiveTournament,
        views: TableViews,
        publish: Callable[[], None],
        pairing: Pairing | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._views = views
        self._publish = publish
        self.pairing = pairing or Pairing()
        self._clients: dict[LiveSocket, _Client] = {}
        self.messages_per_second = PAD_MESSAGES_PER_SECOND
        self._waiting: list[_Request] = []
        self._answer_soon = QTimer(self)
        self._answer_soon.setSingleShot(True)
        self._answer_soon.setInterval(0)
        self._answer_soon.timeout.connect(self.answer_waiting)

    # ----- connections -------------------------------------------------------------------

    def join(self, socket: LiveSocket) -> None:
        """Listen to what ``socket`` sends (every connection may be a pad)."""
        self._clients[socket] = _Client()
        socket.textMessageReceived.connect(lambda text, s=socket: self.handle(s, text))

    def stop(self) -> None:
        """Forget the requests not yet answered (the service is closing: a pad re-sends
        what was not answered once it reconnects)."""
        self._answer_soon.stop()
        self._waiting.clear()

    def is_pad(self, socket: LiveSocket) -> bool:
        """Whether ``socket`` paired or said hello as a table's pad."""
        client = self._clients.get(socket)
        return client is not None and client.table is not None

    def leave(self, socket: LiveSocket) -> None:
        self._clients.pop(socket, None)

    def sync_tables(self) -> None:
        """Give new tables a PIN; unpair the pads of closed tables."""
        added, dropped = self.pairing.sync_tables(t.number for t in self._session.state.tables)
        for pad in dropped:
            self._say_revoked(
                pad.table,
                translate("Pads", "Table {table} is closed: nothing to record.").format(
                    table=pad.table
                ),
            )
        for table in (*added, *(pad.table for pad in dropped)):
            self.pads_changed.emit(table)

    def push(self, tables: set[int]) -> None:
        """Send the pad view of each of ``tables`` to the pads showing it (a patch from
        the view it holds to a pad that applies them)."""
        for socket, client in list(self._clients.items()):
            if client.table in tables:
                self._send_view(socket, client.table)

    def revoke(self, table: int) -> Pad | None:
        """Unpair ``table``'s pad (it is told at once) and give the table a new PIN.

        :returns: the pad that was paired, if any.
        :raises KeyError: if ``table`` is not in play.
        """
        pad = self.pairing.revoke(table)
        self._say_revoked(table, translate("Pads", "The host unpaired this pad."))
        self.pads_changed.emit(table)
        return pad

    def _say_revoked(self, table: int, reason: str) -> None:
        for socket, client in list(self._clients.items()):
            if client.table == table:
                client.table = None
                _send(socket, {"type": "revoked", "table": table, "reason": reason})

    # ----- requests ----------------------------------------------------------------------

    def handle(self, socket: LiveSocket, text: str) -> None:
        """Answer one message from ``socket``."""
        client = self._clients.get(socket)
        if client is None:
            return
        count = client.counted()
        if count > CLOSE_AFTER_MESSAGES_PER_SECOND:
            self.leave(socket)
            socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "Too many messages")
            return
        try:
            message = json.loads(text)
        except (ValueError, RecursionError):  # 1,000 "[" fit in 1 KB and nest too deep
            message = None
        if not isinstance(message, dict):
            _send(socket, _refused(
                None, translate("Pads", 'A pad sends JSON objects like {"type": "hello", ...}')
            ))
            return
        request_id = message.get("id")
        if request_id is not None and (
            not isinstance(request_id, str) or not 0 < len(request_id) <= MAX_ID_CHARS
        ):
            _send(socket, _refused(
                None,
                translate("Pads", "A request id is text of 1 to {count} characters").format(
                    count=MAX_ID_CHARS
                ),
            ))
            return
        if count > self.messages_per_second:
            # Not remembered: the pad may send the same request again in a moment.
            _send(socket, _refused(
                request_id, translate("Pads", "Too many requests from this pad: slow down")
            ))
            return
        kind = message.get("type")
        if kind == "pair":
            self._pair(socket, client, message, request_id)
        elif kind == "hello":
            self._hello(socket, client, message, request_id)
        elif kind == "act":
            self._act(socket, client, message, request_id)
        elif kind in ("subscribe", "still"):
            self.subscribing.emit(socket, message)
        else:
            _send(socket, _refused(
                request_id,
                translate(
                    "Pads", "Unknown request {request}: a pad sends pair, hello or act"
                ).format(request=repr(str(kind)[:20])),
            ))

    def _pair(self, socket: LiveSocket, client: _Client, message: Json, rid: str | None) -> None:
        table = message.get("table")
        if not isinstance(table, int) or isinstance(table, bool):
            _send(socket, _refused(
                rid, translate("Pads", "Say which table to pair with (a table number)")
            ))
            return
        outcome = self.pairing.pair(
            table, message.get("pin"), message.get("device"), socket.peerAddress().toString()
        )
        if isinstance(outcome, str):
            _send(socket, _refused(rid, outcome))
            return
        client.table = table
        client.patches, client.shown = message.get("patches") is True, None
        self.became_pad.emit(socket)
        _send(socket, _with_id(rid, {
            "type": "paired", "table": table, "token": outcome.token, "device": outcome.device
        }))
        self.pads_changed.emit(table)
        self._send_view(socket, table)

    def _hello(self, socket: LiveSocket, client: _Client, message: Json, rid: str | None) -> None:
        pad = self.pairing.pad_for(message.get("table"), message.get("token"))
        if isinstance(pad, str):
            _send(socket, _refused(rid, pad, pair_again=True))
            return
        client.table = pad.table
        client.patches, client.shown = message.get("patches") is True, None
        self.became_pad.emit(socket)
        _send(socket, _with_id(rid, {"type": "welcome", "table": pad.table, "device": pad.device}))
        self._send_view(socket, pad.table)

    def _act(self, socket: LiveSocket, client: _Client, message: Json, rid: str | None) -> None:
        """Queue an ``act``: the requests that arrived together are answered in one turn
        of the event loop, their actions written in one journal transaction."""
        self._waiting.append(_Request(socket, client, message, rid))
        self._answer_soon.start()

    def answer_waiting(self) -> None:
        """Answer every queued ``act`` in arrival order, as if one after the other.

        Actions at different tables go into one group, recorded in one transaction; a
        second request for a table already in the group, or an undo, first commits the
        group (so each request sees the table as the one before it left it).
        """
        waiting, self._waiting = self._waiting, []
        self._views.refresh(self._session)  # the console may have recorded since
        group: list[_Grouped] = []
        for request in waiting:
            pad = self.pairing.pad_for(request.message.get("table"), request.message.get("token"))
            if isinstance(pad, str):
                self._reply(request, _refused(request.rid, pad, pair_again=True))
                continue
            request.client.table = pad.table
            if request.rid is None:
                self._reply(request, _refused(None, translate("Pads", NO_ID)))
                continue
            if any(item.table == pad.table for item in group):
                self._commit(group)
                group = []
            earlier = self.pairing.answered(pad.table, request.rid)
            if earlier is not None:
                self._reply(request, earlier, table=pad.table)
                continue
            prepared = self._prepare(request, pad.table, request.rid)
            if isinstance(prepared, _Grouped):
                group.append(prepared)
                continue
            if prepared is None:  # an undo: recorded on its own, after the group
                self._commit(group)
                group = []
                prepared = self._undo_reply(pad.table, request.rid)
            self.pairing.remember(pad.table, request.rid, prepared)
            self._reply(request, prepared, table=pad.table)
        self._commit(group)

    def _prepare(self, request: _Request, table: int, rid: str) -> _Grouped | Reply | None:
        """What the request asks at ``table``: an action for the group, a refusal, or
        ``None`` for an undo (which records on its own)."""
        seq, action = request.message.get("seq"), request.message.get("action")
        current = self._views.seq(table)
        if seq != current or isinstance(seq, bool):
            return {**_refused(
                rid,
                translate(
                    "Pads",
                    "The hand changed since this screen was drawn: table {table} has moved on "
                    "(step {step}). Check the screen and try again.",
                ).format(table=table, step=current),
            ), "stale": True}
        try:
            do = action_name(action)
            assert isinstance(action, dict)
            if do == "undo":
                return None
            if do == "deal":
                return _Grouped(request, table, rid, DEAL, "")
            if do == "choose":
                chosen = choice_event(table, action)
                return _Grouped(request, table, rid, chosen, step_text(chosen))
            hand = self._session.state.table(table).hand_state
            event = hand_event(hand, table, action)
            assert hand is not None  # hand_event refused otherwise
            return _Grouped(request, table, rid, event, event_line(hand.config, hand, event))
        except FeltboardError as error:
            return _refused(rid, str(error))

    def _commit(self, group: list[_Grouped]) -> None:
        """Record ``group`` in one transaction, then answer each of its requests."""
        if not group:
            return
        first = self._session.file.seq + 1
        outcomes = self._session.edits.act_at_tables(
            [(item.table, item.action) for item in group]
        )
        recorded = [item.table for item, outcome in zip(group, outcomes, strict=True)
                    if outcome is None]
        # Written in order, one event each: the tables' own seqs in the journal.
        stamps = {table: first + index for index, table in enumerate(recorded)}
        # The recorded are answered before the views are rebuilt (34 tables' views take
        # ~20 ms): the seq each will carry is its stamp (see TableViews.refresh).
        for item, problem in zip(group, outcomes, strict=True):
            if problem is None:
                self._answer(item, {
                    "type": "recorded", "id": item.rid, "seq": stamps[item.table],
                    "text": item.text or self._dealt_text(item.table),
                })
        if recorded:
            self._views.refresh(self._session, stamps)
            self._publish()  # every viewer and the pads: the new views, once
        for item, problem in zip(group, outcomes, strict=True):
            if problem is not None:
                self._answer(item, _refused(item.rid, problem))

    def _answer(self, item: _Grouped, reply: Reply) -> None:
        """Remember ``reply`` to ``item`` (a repeat gets it again) and send it."""
        self.pairing.remember(item.table, item.rid, reply)
        self._reply(item.request, reply, table=item.table)

    def _dealt_text(self, table: int) -> str:
        """``'Hand 12 dealt'``: the hand just dealt at ``table`` (one action per table in a
        group, so the table's hand is the one its deal started)."""
        hand = self._session.state.table(table).hand
        if hand is None:
            return translate("Pads", "Hand dealt")
        return translate("Pads", "Hand {number} dealt").format(number=hand.number)

    def _undo_reply(self, table: int, rid: str) -> Reply:
        try:
            problem, text = self._undo(table)
        except FeltboardError as error:
            problem, text = str(error), ""
        if problem is not None:
            return _refused(rid, problem)
        self._views.refresh(self._session)
        self._publish()
        return {"type": "recorded", "id": rid, "seq": self._views.seq(table), "text": text}

    def _reply(self, request: _Request, reply: Reply, table: int | None = None) -> None:
        """Send ``reply`` at once (the pad hears back as soon as its commit is done), and
        a fresh view after a stale refusal; nothing if the pad has gone."""
        socket = request.socket
        if socket not in self._clients:
            return  # it re-sends after reconnecting: the remembered reply answers it
        _send(socket, reply)
        if table is not None and reply.get("stale"):
            self._send_view(socket, table, whole=True)
        socket.flush()

    def _undo(self, table: int) -> tuple[str | None, str]:
        """Undo the latest step if it was recorded at ``table``."""
        edits = self._session.edits
        if self._session.file.read_only:
            return edits.undo(), ""  # the session's read-only refusal, first
        step = edits.last_step()
        if step is None:
            return translate("Pads", "There is nothing to undo"), ""
        tables = step.tables
        if tables != {table}:
            others = sorted(t for t in tables if t is not None)
            if None in tables or not others:
                return translate(
                    "Pads",
                    "The last thing recorded was not at a table ({step}): undo it at the console",
                ).format(step=step.text), ""
            return translate(
                "Pads",
                "The last thing recorded was at table {table}: undo it there or at the console",
            ).format(table=others[0]), ""
        return edits.undo(), translate("Pads", "Undone: {step}").format(step=step.text)

    def _send_view(self, socket: LiveSocket, table: int, whole: bool = False) -> None:
        """Send ``table``'s pad view to ``socket``: whole (``whole``, or to a pad that does
        not apply patches), else as a patch from the view it holds (nothing when it holds
        this view already)."""
        client = self._clients.get(socket)
        now = self._views.view(table)
        if client is None or now is None:
            return
        seq, view = now
        held, client.shown = client.shown, now
        if client.patches and held is not None and not whole:
            if held[1] is view and held[0] == seq:
                return
            patch = diff(held[1], view)
            if not patch and held[0] == seq:
                return
            send_bounded(socket, json.dumps(
                {"type": "pad_patch", "table": table, "from": held[0], "seq": seq,
                 "patch": patch}, ensure_ascii=False, separators=(",", ":")))
            return
        _send(socket, {"type": "pad", "table": table, "seq": seq, **view})


def _with_id(request_id: str | None, reply: Reply) -> Reply:
    return reply if request_id is None else {**reply, "id": request_id}


def _refused(request_id: str | None, reason: str, pair_again: bool = False) -> Reply:
    reply: Reply = {"type": "refused", "reason": reason}
    if pair_again:
        reply["pair_again"] = True
    return _with_id(request_id, reply)


def _send(socket: LiveSocket, message: Json) -> None:
    send_bounded(socket, json.dumps(message, ensure_ascii=False))
