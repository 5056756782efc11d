"""Serve the live tournament to browsers: ``/tv``, ``/players``, ``/api/state``, pushes.

The pages speak the host's language: ``/api/words`` serves their texts translated on the
host, with its number separators (:mod:`app.present.web_words`), built once per language.

Live pushes go over Qt's QWebSocketServer, in the session's event loop. Plain HTTP
(pages and ``/api/state``) is answered by the standard library's ThreadingHTTPServer on
worker threads, because PySide6 6.11's QHttpServer cannot answer with a content type:
a route may only return ``str`` (sent as text/plain; a returned QHttpServerResponse or
bytes cannot be converted and goes out empty), QHttpServer cannot be subclassed to
answer through a responder, and an after-request handler replaces the route's answer
(measured; see tests/service/test_server.py::test_why_not_qhttpserver).

The HTTP threads never touch the session: on the Qt thread the service publishes each
state as immutable JSON bytes (on every change and each time the clock's digits change),
and the threads serve the latest one. The host's journal stays the one writer; every
client here is a view.

Both servers listen only on the address given, 127.0.0.1 unless the host chooses
another. The HTTP side and its bounds are :mod:`app.service.http_server`.
"""

from __future__ import annotations

import gc
import json
import socket
import threading
import zlib
from http import HTTPStatus
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
    QTcpSocket,
)
from PySide6.QtWebSockets import QWebSocketProtocol, QWebSocketServer
from shiboken6 import Shiboken

import app
from app.engine.numbers import number_style
from app.engine.wording import current_translator, translate
from app.present.public_parts import split_state
from app.present.public_state import LOGO_PATH, LOGO_TYPES, TablesMemo, build_public_state
from app.present.room_facts import whole_seconds
from app.present.web_words import page_words, speaks_english, words_document
from app.service.bounds import bound_incoming, raise_descriptor_limit, send_bounded
from app.service.deltas import Subscribers, read_subscription
from app.service.http_server import (
    HTTPServer,
    HTTPServer6,
    RateLimit,
    handler,
    page_headers,
    plain_number,
    plain_text,
)
from app.service.origins import host_allowed, origin_allowed, reachable_names
from app.service.pads import PadDesk, TableViews
from app.service.pairing import Pairing
from app.service.websocket import (
    MAX_HEAD_BYTES,
    DeflateSocket,
    LiveSocket,
    head_length,
    read_upgrade,
)
from app.session.announcement_feed import feed_of
from app.session.live import LiveTournament

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765

MAX_VIEWERS = 500
"""Open WebSocket connections; beyond it a new one may only become a dealer pad."""
PAD_GRACE_SECONDS = 5
"""A connection past :data:`MAX_VIEWERS` is kept this long to pair or say hello (room is
kept for one pad per table, so viewers never stop a table's recording), else closed."""
RECONNECT_ROOM = 16
"""Connections allowed past the viewers and the pads for a moment: a phone coming back
before its old connection is counted out waits its trial instead of evicting another."""
CLOSE_GRACE_MS = 1000
"""A connection told to close is cut this long after if it has not answered."""
MAX_CONNECTIONS_PER_ADDRESS = 20
"""Open WebSocket connections from one address: one phone cannot take all the room."""
MAX_HANDSHAKES = 64
"""Live connections still in their WebSocket handshake, from every address together
(each holds a descriptor for up to :data:`HANDSHAKE_SECONDS`); past it, and past
:data:`MAX_CONNECTIONS_PER_ADDRESS` from one address, a new one is closed at once."""
HANDSHAKE_SECONDS = 10
"""A handshake not finished this long after connecting is dropped (a total deadline)."""
MAX_MESSAGE_BYTES = 1024
"""What a client may send over its WebSocket: a pad's requests are at most 1 KB."""

DELTAS_QUERY = "deltas"
"""A live connection opened at ``/?deltas=1`` subscribes first: no whole state on connecting."""

WORDS_PATH = "/api/words"
"""Where the pages find their texts in the host's language (see :func:`page_language`)."""

PAGES = {"/": "index.html", "/tv": "tv.html", "/players": "players.html"}
PAD_PAGE = "table.html"
"""``/table/N`` (N a table in play) is the dealer pad of table N."""
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
}


def settle_memory() -> None:
    """Collect once, then keep what lives now out of the garbage collector's way.

    A process serving a room holds the session, its states and Qt's wrappers for as
    long as it serves: measured at 34 tables and 500 viewers, each full collection
    walked some 60,000 objects and freed nothing (37-108 ms on a busy 2-core machine,
    every pad and page waiting); frozen, it walks a quarter of them. Called once the
    service listens (``feltboard serve``, the console's sharing)."""
    gc.collect()
    gc.freeze()


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses a phone on the home network can reach, then
    127.0.0.1 (this computer only). Nothing listens on all of them at once."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address.isLinkLocal():
            continue
        found.append(address.toString())
    home = sorted(a for a in found if QHostAddress(a).isPrivateUse())
    return [*home, *sorted(set(found) - set(home)), DEFAULT_HOST]


def page_language(words: dict[str, str]) -> str:
    """The language code of the pages (``<html lang>``): the host's language when its
    texts are translated, else English (a French system with no translation installed
    still serves English words)."""
    language = QLocale().language()
    if speaks_english(words) or language in (QLocale.Language.C, QLocale.Language.AnyLanguage):
        return "en"
    return QLocale.languageToCode(language)


def web_root() -> Path:
    """The folder of the pages: ``app/web`` in an installed copy, else the source tree's
    ``resources/web``."""
    package = Path(app.__file__).resolve().parent
    installed = package / "web"
    if (installed / "tv.html").is_file():
        return installed
    return package.parent / "resources" / "web"


def web_files(root: Path) -> dict[str, Path]:
    """Every servable URL path and its file: the pages and ``/web/NAME`` for each asset.

    Only these paths are served, so no URL can reach outside the folder.
    """
    files = {path: root / name for path, name in PAGES.items()}
    files["/table"] = root / PAD_PAGE
    for file in sorted(root.iterdir()):
        if file.suffix in TYPES:
            files[f"/web/{file.name}"] = file
    return files


class TournamentService(QObject):
    """The tournament at ``session``, served over HTTP and WebSocket."""

    published = Signal(int)
    """A new state is what ``/api/state`` answers; its journal sequence number."""
    pushed = Signal(int)
    """A state went out to this many viewers."""

    def __init__(
        self,
        session: LiveTournament,
        parent: QObject | None = None,
        pairing: Pairing | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._tables = TableViews()
        self._tables_memo: TablesMemo = {}
        self._parts_memo: dict[int, tuple[dict[str, Any], dict[str, Any], Any]] = {}
        """Each table's part of the state, kept while the table does not move."""
        self._table_numbers: frozenset[int] = frozenset()
        self.pads = PadDesk(session, self._tables, self._publish_after_action, pairing, self)
        self._files = web_files(web_root())
        self._http: ThreadingHTTPServer | None = None
        self.page_headers = page_headers(0)
        """The headers of every page (read by the HTTP threads, written before they start)."""
        self.names: frozenset[str] = frozenset()
        """The Host names answered (read by the HTTP threads, written before they start)."""
        self._thread: threading.Thread | None = None
        self._live = QWebSocketServer("Feltboard", QWebSocketServer.SslMode.NonSecureMode, self)
        self._live.newConnection.connect(self._welcome)
        # The live port's listening socket is ours, so each connection can be told to send
        # small messages at once (see _handshake); the server does the WebSocket part.
        self._live_tcp = QTcpServer(self)
        self._live_tcp.newConnection.connect(self._handshake)
        self._handshaking: dict[tuple[str, int], QTcpSocket] = {}
        self._sniffing: dict[QTcpSocket, _RequestWatch] = {}
        """Connections whose request has not all come yet (see :meth:`sniff`)."""
        self.max_handshakes = MAX_HANDSHAKES
        self._live.setHandshakeTimeout(HANDSHAKE_SECONDS * 1000)
        self._tcp: dict[LiveSocket, QTcpSocket] = {}
        self.pads.became_pad.connect(self._low_delay)
        self.pads.subscribing.connect(self._subscribe)
        self._subscribers: Subscribers[LiveSocket] = Subscribers(send_bounded)
        self._on_deltas: set[LiveSocket] = set()
        """Opened at ``/?deltas=1``: never sent the whole state, even before subscribing."""
        self._viewers: list[LiveSocket] = []
        self._addresses: dict[LiveSocket, str] = {}
        self._on_trial: set[LiveSocket] = set()
        self.connections_per_address = MAX_CONNECTIONS_PER_ADDRESS
        self.rate_limit = RateLimit()
        """The HTTP requests each address may make (read by the HTTP threads)."""
        self.pad_grace_ms = PAD_GRACE_SECONDS * 1000
        self._shown_seconds: int | None = None
        self._tagged: tuple[bytes, str] = (b"", '""')
        self._logo: tuple[bytes, str] | None = None
        self._words = b""
        self._words_by_language: dict[tuple[object, ...], bytes] = {}
        self._publish_soon = QTimer(self)
        self._publish_soon.setSingleShot(True)
        self._publish_soon.setInterval(0)
        self._publish_soon.timeout.connect(self.publish)
        session.changed.connect(self._publish_soon.start)
        session.level_changed.connect(self._publish_soon.start)
        session.clock_ticked.connect(self._ticked)
        feed_of(session).changed.connect(self._publish_soon.start)  # news, or news over
        self.publish()

    # ----- listening ---------------------------------------------------------------------

    def listen(self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> str | None:
        """Start answering on ``host``:``port`` (0 picks a free port), the live pushes on
        the next port up (or any free one if that is taken).

        :returns: ``None`` once listening, else why not, worded for the host.
        """
        raise_descriptor_limit()  # 1,024 is common: a room of phones needs more
        address = QHostAddress()
        if not address.setAddress(host):
            return translate(
                "Service",
                "{host} is not a network address: use 127.0.0.1 for this computer only, "
                "or this computer's address on the home network (like 192.168.1.20)",
            ).format(host=repr(host))
        if address.isEqual(QHostAddress("0.0.0.0")) or address.isEqual(QHostAddress("::")):
            # README: it never listens on every address at once (a café's Wi-Fi, a VPN).
            return translate(
                "Service",
                "{host} would listen on every network this computer is on: give this"
                " computer's address on the home network (like 192.168.1.20), or 127.0.0.1"
                " for this computer only",
            ).format(host=repr(host))
        if not 0 <= port <= 65535:
            return translate(
                "Service", "Port {port} does not exist: use a number from 1024 to 65535"
            ).format(port=port)
        server = HTTPServer6 if ":" in host else HTTPServer
        try:
            http = server((host, port), handler(self))
        except OSError as error:
            return translate("Service", "Cannot listen on {host} port {port}: {problem}").format(
                host=host, port=port, problem=error.strerror or error
            )
        http.daemon_threads = True
        live_port = http.server_address[1] + 1 if port else 0
        tcp = self._live_tcp
        if not tcp.listen(address, live_port) and not tcp.listen(address, 0):
            problem = tcp.errorString()
            http.server_close()
            return translate("Service", "Cannot open the live updates on {host}: {problem}").format(
                host=host, problem=problem
            )
        self._http = http
        # Written before the thread starts: the thread only reads them.
        self.page_headers = page_headers(tcp.serverPort())
        self.names = reachable_names(host, local_addresses(), socket.gethostname())
        self._thread = threading.Thread(
            target=http.serve_forever, name="feltboard-http", daemon=True
        )
        self._thread.start()
        return None

    @property
    def listening(self) -> bool:
        """True while the pages are served."""
        return self._http is not None

    @property
    def port(self) -> int:
        """The HTTP port (0 when not listening)."""
        return int(self._http.server_address[1]) if self._http is not None else 0

    @property
    def live_port(self) -> int:
        """The WebSocket port of the live pushes (0 when not listening)."""
        return self._live_tcp.serverPort() if self._live_tcp.isListening() else 0

    @property
    def host(self) -> str:
        """The address listened on."""
        return str(self._http.server_address[0]) if self._http is not None else ""

    def url(self, page: str = "") -> str:
        """``'http://192.168.1.20:8765/tv'``: what a browser on the network opens."""
        host = self.host
        if ":" in host:  # an IPv6 address goes in brackets
            host = f"[{host}]"
        return f"http://{host}:{self.port}{page}"

    @property
    def viewers(self) -> int:
        """Pages connected for live updates."""
        return len(self._viewers)

    def close(self) -> None:
        """Stop listening and say goodbye to every viewer (waits for the HTTP thread)."""
        self.pads.stop()
        for viewer in list(self._viewers):
            self.pads.leave(viewer)
            # Its goodbye must not call back into a service being closed (or deleted).
            viewer.disconnected.disconnect()
            viewer.textMessageReceived.disconnect()
            viewer.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "Feltboard stopped")
            viewer.deleteLater()
        self._viewers.clear()
        self._subscribers = Subscribers(send_bounded)
        self._on_deltas.clear()
        self._addresses.clear()
        self._on_trial.clear()
        self._tcp.clear()
        self._live_tcp.close()
        self._live.close()
        if self._http is not None:
            self._http.shutdown()
            self._http.server_close()
            self._http = None
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    # ----- the state ---------------------------------------------------------------------

    def state(self, now: float | None = None) -> dict[str, Any]:
        """The tournament now (or at ``now`` on the session's clock), as ``/api/state``
        tells it."""
        session = self._session
        moment = session.now() if now is None else now
        return build_public_state(
            session.state, session.state.clock(moment), moment, session.file.seq,
            table_seqs=self._tables.seqs,
            announcements=feed_of(session).schedule(),
            news=feed_of(session).news(),
            tables_memo=self._tables_memo,
        )

    @property
    def table_seqs(self) -> dict[int, int]:
        """Each table's ``seq``: the journal seq at which its view last changed."""
        return self._tables.seqs

    def pad_url(self, table: int) -> str:
        """What a table's PIN QR code opens: ``http://…/table/2?pin=123456``."""
        return self.url(f"/table/{table}?pin={self.pads.pairing.pin(table)}")

    @property
    def snapshot(self) -> bytes:
        """The published state as JSON (what the HTTP threads serve)."""
        return self._tagged[0]

    def tagged_state(self) -> tuple[bytes, str]:
        """The published state and its ``ETag``, read together (any thread)."""
        return self._tagged

    @property
    def subscribed(self) -> int:
        """Viewers living on deltas."""
        return len(self._subscribers)

    def publish(self) -> None:
        """Publish the state now: ``/api/state`` answers it, every version-1 viewer
        receives it whole, each subscribed viewer the parts it shows that moved, and
        each pad whose table changed its pad view."""
        self._tables.refresh(self._session)
        numbers = frozenset(t.number for t in self._session.state.tables)
        if numbers != self._table_numbers:
            self._table_numbers = numbers
            self.pads.sync_tables()
        # One moment for the state and its clock: the clock part's end (its "at" plus
        # "remaining") must not move between two publishes while the clock runs.
        now = self._session.now()
        data = self.state(now)
        text = json.dumps(data, ensure_ascii=False)
        body = text.encode()
        # One reference swap: the threads see the old pair or the new, never a mix.
        self._tagged = (body, f'"{data["seq"]}-{zlib.crc32(body):08x}"')
        self._words = self._words_now()
        look = self._session.state.setup.look
        kind = look.logo_kind
        self._logo = (look.logo, LOGO_TYPES[kind]) if kind is not None else None
        self.published.emit(data["seq"])
        clock = self._session.state.clock(now)
        parts = split_state(data, clock.remaining_seconds, clock.seconds_to_next_break,
                            clock.running and not data["finished"], self._parts_memo)
        if self._viewers:
            # A viewer past its bound is closed on the way (and leaves the list).
            sent = sum(send_bounded(viewer, text) for viewer in list(self._viewers)
                       if viewer not in self._on_deltas and viewer not in self._subscribers)
            sent += self._subscribers.publish(
                parts, data["seq"], data["now"], self._session.state.setup.look.featured or None)
            self.pushed.emit(sent)
        else:
            self._subscribers.book.update(parts)
            self._subscribers.book.featured = self._session.state.setup.look.featured or None
        self.pads.push(self._tables.take_changed())

    @property
    def words(self) -> bytes:
        """What ``/api/words`` answers: the pages' texts in the host's language (JSON)."""
        return self._words

    def _words_now(self) -> bytes:
        """The pages' words in the language installed now, built once per language (the
        host picks its language at start; tests switch)."""
        key = (current_translator(), number_style(), QLocale().name())
        cached = self._words_by_language.get(key)
        if cached is None:
            words = page_words()
            document = words_document(page_language(words), number_style())
            cached = json.dumps(document, ensure_ascii=False).encode()
            self._words_by_language[key] = cached
        return cached

    def _publish_after_action(self) -> None:
        """A pad's action was committed: publish when the loop turns, once for all the
        actions already waiting (ten pads acting at once make one publish, not ten)."""
        self._publish_soon.start()

    def _ticked(self) -> None:
        """A clock tick publishes once the digits on the clock change (once a second)."""
        shown = whole_seconds(self._session.clock_state().remaining_seconds)
        if shown != self._shown_seconds:
            self._shown_seconds = shown
            self._publish_soon.start()

    def _handshake(self) -> None:
        """Read each new connection's request as it comes: one offering permessage-deflate
        is answered here (:mod:`app.service.websocket`), any other goes to Qt's WebSocket
        server, unread. Its TCP socket is kept for :meth:`_low_delay`."""
        # A failed handshake deletes its socket (one that succeeds reaches _welcome);
        # nothing may be connected to the socket (the upgrade disconnects everything).
        for key, waiting in list(self._handshaking.items()):
            if not Shiboken.isValid(waiting) or not waiting.isOpen():
                del self._handshaking[key]
        while self._live_tcp.hasPendingConnections():
            tcp = self._live_tcp.nextPendingConnection()
            address = tcp.peerAddress().toString()
            if self._too_many_handshakes(address):
                tcp.abort()  # unread: a descriptor is all it would take
                tcp.deleteLater()
                continue
            self._handshaking[(address, tcp.peerPort())] = tcp
            self._sniffing[tcp] = _RequestWatch(tcp, self)
            self.sniff(tcp)

    def sniff(self, tcp: QTcpSocket) -> None:
        """Once ``tcp``'s request has come whole (it is only peeked at), answer it here
        if it offers permessage-deflate, else hand the connection to Qt."""
        if tcp not in self._sniffing:
            return
        head = bytes(tcp.peek(MAX_HEAD_BYTES).data())
        length = head_length(head)
        if length is None and len(head) < MAX_HEAD_BYTES:
            return  # the rest of the request is on its way
        self.stop_sniffing(tcp)
        upgrade = read_upgrade(head[:length]) if length is not None else None
        if upgrade is None:
            self._live.handleConnection(tcp)  # Qt reads (or refuses) the request
            return
        tcp.read(len(head[:length]))
        tcp.write(upgrade.response())
        self._handshaking.pop((tcp.peerAddress().toString(), tcp.peerPort()), None)
        self._admit(DeflateSocket(tcp, upgrade), tcp)

    def stop_sniffing(self, tcp: QTcpSocket, drop: bool = False) -> None:
        """Stop reading ``tcp``'s request: its connection is handed on, or ``drop``ped
        (gone, or its request not come whole by the deadline, as Qt drops a slow
        handshake)."""
        watch = self._sniffing.pop(tcp, None)
        if watch is None:
            return  # handed on already
        watch.release()
        if drop:
            self._handshaking.pop(watch.key, None)
            tcp.abort()
            tcp.deleteLater()

    @property
    def handshake_ms(self) -> int:
        """How long a new live connection has to finish its handshake."""
        return int(self._live.handshakeTimeoutMS())

    def _too_many_handshakes(self, address: str) -> bool:
        """Whether every handshake place is taken, or ``address``'s share of them."""
        if len(self._handshaking) >= self.max_handshakes:
            return True
        mine = sum(1 for key in self._handshaking if key[0] == address)
        return mine >= self.connections_per_address

    def _low_delay(self, viewer: LiveSocket) -> None:
        """A pad's connection, and a page living on deltas, sends each message at once
        (Nagle off: a delta of a hundred bytes otherwise waits for the ACK of the last
        one, which the phone delays); a version-1 viewer keeps it on, so a 70 KB state
        goes out in full packets (off for all of them: measured worse)."""
        tcp = self._tcp.get(viewer)
        if tcp is not None:
            tcp.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def _welcome(self) -> None:
        """Take each connection Qt's WebSocket server has upgraded."""
        while self._live.hasPendingConnections():
            viewer = self._live.nextPendingConnection()
            key = (viewer.peerAddress().toString(), viewer.peerPort())
            self._admit(viewer, self._handshaking.pop(key, None))

    def _admit(self, viewer: LiveSocket, tcp: QTcpSocket | None) -> None:
        """A new live connection: refused in words, or counted in and sent what it asks."""
        address = viewer.peerAddress().toString()
        refusal = self._foreign(viewer) or self._refusal(address)
        if refusal is None and len(self._viewers) >= self._hard_bound():
            refusal = self._make_room()
        if refusal is not None:
            viewer.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, refusal)
            viewer.deleteLater()
            return
        if self._watching() >= MAX_VIEWERS:
            # Room kept for a dealer pad: it must pair or say hello in a moment.
            self._on_trial.add(viewer)
            QTimer.singleShot(
                self.pad_grace_ms, self, lambda v=viewer: self._end_trial(v)
            )
        viewer.setMaxAllowedIncomingMessageSize(MAX_MESSAGE_BYTES)
        viewer.setMaxAllowedIncomingFrameSize(MAX_MESSAGE_BYTES)
        viewer.disconnected.connect(lambda v=viewer: self._farewell(v))
        self._viewers.append(viewer)
        self._addresses[viewer] = address
        if tcp is not None:
            self._tcp[viewer] = tcp
        bound_incoming(viewer, tcp)
        self.pads.join(viewer)
        if viewer.requestUrl().query().startswith(DELTAS_QUERY):
            self._on_deltas.add(viewer)
        else:
            viewer.sendTextMessage(self.snapshot.decode())  # a version-1 viewer

    def _subscribe(self, viewer: LiveSocket, message: dict[str, Any]) -> None:
        """A page asks for the parts it shows (the full parts now, deltas after), or
        whether it still holds the last ones (``still``)."""
        if viewer not in self._addresses:
            return  # gone already
        if message.get("type") == "still":
            self._subscribers.still(viewer)
            return
        subscription = read_subscription(message)
        if subscription is None:
            send_bounded(viewer, json.dumps({"type": "refused", "reason": translate(
                "Service", "A subscription names parts of the state and table numbers"
            )}))
            return
        if viewer not in self._subscribers:
            self._low_delay(viewer)
        self._subscribers.subscribe(viewer, subscription, self._session.now())

    def _foreign(self, viewer: LiveSocket) -> str | None:
        """Why a connection from another site's page, or asked for under a name this
        service is not reachable by (DNS rebinding), is closed at once, or ``None``."""
        if not origin_allowed(viewer.origin(), self.names, self.port):
            return "Not one of this host's pages"
        host = bytes(viewer.request().rawHeader("Host").data()).decode("latin-1")
        if not host_allowed(host or None, self.names):
            return "Unknown host name"
        return None

    def _refusal(self, address: str) -> str | None:
        """Why a new connection from ``address`` is closed at once, or ``None``."""
        if sum(1 for a in self._addresses.values() if a == address) >= (
            self.connections_per_address
        ):
            return "Too many connections from this address"
        return None

    def _watching(self) -> int:
        """The connections that count toward the viewer cap: all but the paired pads (a
        room of 34 pads keeps its 500 places for phones and TVs)."""
        return sum(1 for viewer in self._viewers if not self.pads.is_pad(viewer))

    def _hard_bound(self) -> int:
        """The live connections at most: the viewers, room for a pad per table, and a
        little room for phones reconnecting."""
        return MAX_VIEWERS + max(1, len(self._table_numbers)) + RECONNECT_ROOM

    def _make_room(self) -> str | None:
        """Every place is taken, yet the newcomer may be a table's pad reconnecting: the
        oldest connection that has not paired leaves (those on trial first), so idle
        viewers cannot keep a pad out. ``None`` once room is made, else why not."""
        unpaired = [v for v in self._viewers if not self.pads.is_pad(v)]
        on_trial = [v for v in unpaired if v in self._on_trial]
        leaving = (on_trial or unpaired)[:1]
        if not leaving:
            return "Too many viewers"  # every place is a pad's
        self._close_now(leaving[0], "Too many viewers: room made for a dealer pad")
        return None

    def _close_now(self, viewer: LiveSocket, reason: str) -> None:
        """Close ``viewer`` with ``reason`` and count it out at once; a client that does
        not answer the close is cut a moment later (it holds a descriptor)."""
        viewer.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, reason)
        self._forget(viewer)
        QTimer.singleShot(CLOSE_GRACE_MS, viewer, viewer.abort)

    def _end_trial(self, viewer: LiveSocket) -> None:
        """Past the viewer cap, only a dealer pad stays (one per table)."""
        if viewer not in self._on_trial:
            return  # gone already
        self._on_trial.discard(viewer)
        # A phone whose old connection was counted out meanwhile is within the cap now.
        if not self.pads.is_pad(viewer) and self._watching() > MAX_VIEWERS:
            self._close_now(viewer, "Too many viewers: only a dealer pad may join now")

    def _forget(self, viewer: LiveSocket) -> None:
        """Count ``viewer`` out: no more pushes, no place held."""
        self.pads.leave(viewer)
        self._on_trial.discard(viewer)
        self._subscribers.leave(viewer)
        self._on_deltas.discard(viewer)
        self._addresses.pop(viewer, None)
        self._tcp.pop(viewer, None)
        if viewer in self._viewers:
            self._viewers.remove(viewer)

    def _farewell(self, viewer: LiveSocket) -> None:
        self._forget(viewer)
        if Shiboken.isValid(viewer):  # an aborted socket may say goodbye as it is deleted
            viewer.deleteLater()

    # ----- what the HTTP threads may read ------------------------------------------------

    def answer(self, path: str) -> tuple[HTTPStatus, str, bytes]:
        """Status, content type and body for a GET of ``path`` (any thread)."""
        if path == "/api/state":
            return HTTPStatus.OK, "application/json", self.snapshot
        if path == LOGO_PATH:
            logo = self._logo
            if logo is None:
                return plain_text(HTTPStatus.NOT_FOUND,
                             translate("Service", "This tournament has no logo."))
            return HTTPStatus.OK, logo[1], logo[0]
        if path == WORDS_PATH:
            return HTTPStatus.OK, "application/json", self._words
        if path == "/api/live":
            body = json.dumps({"port": self.live_port, "path": "/"}).encode()
            return HTTPStatus.OK, "application/json", body
        file = self._files.get(self._page_of(path))
        if file is None:
            return plain_text(HTTPStatus.NOT_FOUND, translate(
                "Service", "Nothing here: {path}. Try /tv or /players."
            ).format(path=path[:80]))
        try:
            body = file.read_bytes()
        except OSError:
            return plain_text(HTTPStatus.NOT_FOUND, translate(
                "Service", "{file} is missing from this installation."
            ).format(file=file.name))
        return HTTPStatus.OK, TYPES[file.suffix], body


    def _page_of(self, path: str) -> str:
        """The servable path that answers ``path``: ``/table/2`` is the pad page, for a
        table in play (any thread: it reads the last published set of tables)."""
        prefix, _, number = path.partition("/table/")
        if prefix or not plain_number(number) or int(number) not in self._table_numbers:
            return "" if path == "/table" else path
        return "/table"


class _RequestWatch(QObject):
    """Reads one new connection's request as it comes, until the service hands the
    connection on or drops it. QObject slots, not lambdas: Qt's upgrade disconnects
    everything from the socket, and warns on the terminal about a lambda watching it."""

    def __init__(self, tcp: QTcpSocket, service: TournamentService) -> None:
        super().__init__()
        self.tcp = tcp
        self.key = (tcp.peerAddress().toString(), tcp.peerPort())
        self._service = service
        tcp.readyRead.connect(self.read)
        tcp.disconnected.connect(self.drop)
        # The request's deadline is Qt's handshake timeout, as for a request Qt reads.
        QTimer.singleShot(service.handshake_ms, self, self.drop)

    @Slot()
    def read(self) -> None:
        self._service.sniff(self.tcp)

    @Slot()
    def drop(self) -> None:
        self._service.stop_sniffing(self.tcp, drop=True)

    def release(self) -> None:
        """Let go of the socket (and the deadline)."""
        self.tcp.readyRead.disconnect(self.read)
        self.tcp.disconnected.disconnect(self.drop)
        self.deleteLater()
