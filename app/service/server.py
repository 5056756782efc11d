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
another. Requests are bounded in size (URL, headers, body), time and rate.
"""

from __future__ import annotations

import json
import logging
import math
import socket
import sys
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
    QTcpSocket,
)
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer
from shiboken6 import Shiboken

import app
from app.engine.errors import chips
from app.engine.numbers import number_style
from app.engine.wording import current_translator, translate
from app.present.public_state import LOGO_PATH, LOGO_TYPES, build_public_state
from app.present.room_facts import whole_seconds
from app.present.web_words import page_words, speaks_english, words_document
from app.service.pads import PadDesk, TableViews
from app.service.pairing import Pairing
from app.session.announcement_feed import feed_of
from app.session.live import LiveTournament

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765

MAX_BODY_BYTES = 4 * 1024
"""Viewers send no bodies; a request announcing a bigger one is refused (413) unread."""
MAX_URL_BYTES = 2 * 1024
LOG = logging.getLogger("feltboard.service")
REQUEST_TIMEOUT_SECONDS = 10
"""A connection that sends nothing for this long is closed (slow clients hold a thread)."""
REQUEST_BURST = 140
"""Per address, requests answered at once: ``/players`` loads in seven requests (the page,
its style and two scripts, its words, the state, the live port), and many phones share one
address behind the home router (twenty phones opening it together)."""
REQUESTS_PER_SECOND = 40
"""Per address, the steady rate once the burst is spent; beyond it a 429 with
``Retry-After`` (the pages come back when it says)."""
MAX_RATE_ADDRESSES = 4096
"""Addresses whose request counts are kept; a full bucket is forgotten first."""
MAX_OPEN_PER_ADDRESS = 200
"""Per address, HTTP connections open at once (each holds a thread while it waits, up to
:data:`REQUEST_TIMEOUT_SECONDS`): a room of phones behind one router keeps a few each,
and one address cannot hold hundreds of threads. Past it a connection gets a 429 at once."""
LISTEN_BACKLOG = 128
"""Connections waiting to be accepted: a room's phones opening the page at the same
moment (the standard library's 5 reset 20-40% of 200 simultaneous connections)."""
MAX_VIEWERS = 500
"""Open WebSocket connections; beyond it a new one may only become a dealer pad."""
PAD_GRACE_SECONDS = 5
"""A connection past :data:`MAX_VIEWERS` is kept this long to pair or say hello (room is
kept for one pad per table, so viewers never stop a table's recording), else closed."""
MAX_CONNECTIONS_PER_ADDRESS = 20
"""Open WebSocket connections from one address: one phone cannot take all the room."""
MAX_MESSAGE_BYTES = 1024
"""What a client may send over its WebSocket: a pad's requests are at most 1 KB."""

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
        self._table_numbers: frozenset[int] = frozenset()
        self.pads = PadDesk(session, self._tables, self._publish_after_action, pairing, self)
        self._files = web_files(web_root())
        self._http: ThreadingHTTPServer | None = None
        self.page_headers = _page_headers(0)
        """The headers of every page (read by the HTTP threads, written before they start)."""
        self._thread: threading.Thread | None = None
        self._live = QWebSocketServer("Feltboard", QWebSocketServer.SslMode.NonSecureMode, self)
        self._live.newConnection.connect(self._welcome)
        # The live port's listening socket is ours, so each connection can be told to send
        # small messages at once (see _handshake); the server does the WebSocket part.
        self._live_tcp = QTcpServer(self)
        self._live_tcp.newConnection.connect(self._handshake)
        self._handshaking: dict[tuple[str, int], QTcpSocket] = {}
        self._tcp: dict[QWebSocket, QTcpSocket] = {}
        self.pads.became_pad.connect(self._low_delay)
        self._viewers: list[QWebSocket] = []
        self._addresses: dict[QWebSocket, str] = {}
        self._on_trial: set[QWebSocket] = set()
        self.connections_per_address = MAX_CONNECTIONS_PER_ADDRESS
        self.rate_limit = RateLimit()
        """The HTTP requests each address may make (read by the HTTP threads)."""
        self.pad_grace_ms = PAD_GRACE_SECONDS * 1000
        self._shown_seconds: int | None = None
        self._snapshot = b""
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
        server = _HTTPServer6 if ":" in host else _HTTPServer
        try:
            http = server((host, port), _handler(self))
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
        # Written before the thread starts: the thread only reads it.
        self.page_headers = _page_headers(tcp.serverPort())
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

    def state(self) -> dict[str, Any]:
        """The tournament now, as ``/api/state`` tells it."""
        session = self._session
        return build_public_state(
            session.state, session.clock_state(), session.now(), session.file.seq,
            table_seqs=self._tables.seqs,
            announcements=feed_of(session).schedule(),
            news=feed_of(session).news(),
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
        return self._snapshot

    def publish(self) -> None:
        """Publish the state now: ``/api/state`` answers it, every viewer receives it,
        and each pad whose table changed receives its pad view."""
        self._tables.refresh(self._session)
        numbers = frozenset(t.number for t in self._session.state.tables)
        if numbers != self._table_numbers:
            self._table_numbers = numbers
            self.pads.sync_tables()
        data = self.state()
        text = json.dumps(data, ensure_ascii=False)
        self._snapshot = text.encode()  # one reference swap: the threads see old or new
        self._words = self._words_now()
        look = self._session.state.setup.look
        kind = look.logo_kind
        self._logo = (look.logo, LOGO_TYPES[kind]) if kind is not None else None
        self.published.emit(data["seq"])
        if self._viewers:
            for viewer in self._viewers:
                viewer.sendTextMessage(text)
            self.pushed.emit(len(self._viewers))
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
        """Hand each new connection to the WebSocket server, keeping its TCP socket for
        :meth:`_low_delay`."""
        # A failed handshake deletes its socket (one that succeeds reaches _welcome);
        # nothing may be connected to the socket (the upgrade disconnects everything).
        for key, waiting in list(self._handshaking.items()):
            if not Shiboken.isValid(waiting) or not waiting.isOpen():
                del self._handshaking[key]
        while self._live_tcp.hasPendingConnections():
            socket = self._live_tcp.nextPendingConnection()
            self._handshaking[(socket.peerAddress().toString(), socket.peerPort())] = socket
            self._live.handleConnection(socket)

    def _low_delay(self, viewer: QWebSocket) -> None:
        """A pad's connection sends each message at once (Nagle off); viewers keep it on,
        so a 20 KB state goes out in full packets (off for all of them: measured worse)."""
        tcp = self._tcp.get(viewer)
        if tcp is not None:
            tcp.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def _welcome(self) -> None:
        while self._live.hasPendingConnections():
            viewer = self._live.nextPendingConnection()
            address = viewer.peerAddress().toString()
            refusal = self._refusal(address)
            if refusal is not None:
                viewer.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, refusal)
                viewer.deleteLater()
                continue
            if len(self._viewers) >= MAX_VIEWERS:
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
            tcp = self._handshaking.pop((address, viewer.peerPort()), None)
            if tcp is not None:
                self._tcp[viewer] = tcp
            self.pads.join(viewer)
            viewer.sendTextMessage(self._snapshot.decode())

    def _refusal(self, address: str) -> str | None:
        """Why a new connection from ``address`` is closed at once, or ``None``."""
        if sum(1 for a in self._addresses.values() if a == address) >= (
            self.connections_per_address
        ):
            return "Too many connections from this address"
        if len(self._viewers) >= MAX_VIEWERS + max(1, len(self._table_numbers)):
            return "Too many viewers"  # the pads' room too: a hard bound
        return None

    def _end_trial(self, viewer: QWebSocket) -> None:
        """Past the viewer cap, only a dealer pad stays (one per table)."""
        if viewer not in self._on_trial:
            return  # gone already
        self._on_trial.discard(viewer)
        if not self.pads.is_pad(viewer):
            self.pads.leave(viewer)
            viewer.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated,
                         "Too many viewers: only a dealer pad may join now")

    def _farewell(self, viewer: QWebSocket) -> None:
        self.pads.leave(viewer)
        self._on_trial.discard(viewer)
        self._addresses.pop(viewer, None)
        self._tcp.pop(viewer, None)
        if viewer in self._viewers:
            self._viewers.remove(viewer)
        viewer.deleteLater()

    # ----- what the HTTP threads may read ------------------------------------------------

    def answer(self, path: str) -> tuple[HTTPStatus, str, bytes]:
        """Status, content type and body for a GET of ``path`` (any thread)."""
        if path == "/api/state":
            return HTTPStatus.OK, "application/json", self._snapshot
        if path == LOGO_PATH:
            logo = self._logo
            if logo is None:
                return _text(HTTPStatus.NOT_FOUND,
                             translate("Service", "This tournament has no logo."))
            return HTTPStatus.OK, logo[1], logo[0]
        if path == WORDS_PATH:
            return HTTPStatus.OK, "application/json", self._words
        if path == "/api/live":
            body = json.dumps({"port": self.live_port, "path": "/"}).encode()
            return HTTPStatus.OK, "application/json", body
        file = self._files.get(self._page_of(path))
        if file is None:
            return _text(HTTPStatus.NOT_FOUND, translate(
                "Service", "Nothing here: {path}. Try /tv or /players."
            ).format(path=path[:80]))
        try:
            body = file.read_bytes()
        except OSError:
            return _text(HTTPStatus.NOT_FOUND, translate(
                "Service", "{file} is missing from this installation."
            ).format(file=file.name))
        return HTTPStatus.OK, TYPES[file.suffix], body


    def _page_of(self, path: str) -> str:
        """The servable path that answers ``path``: ``/table/2`` is the pad page, for a
        table in play (any thread: it reads the last published set of tables)."""
        prefix, _, number = path.partition("/table/")
        if prefix or not _plain_number(number) or int(number) not in self._table_numbers:
            return "" if path == "/table" else path
        return "/table"


def _plain_number(text: str) -> bool:
    """Digits 0-9 only: ``'²'.isdigit()`` is true and ``int('²')`` fails."""
    return text.isascii() and text.isdigit()


def _page_headers(live_port: int) -> tuple[tuple[str, str], ...]:
    """What keeps another site's page out of ours: our pages load only our own scripts
    and styles, speak only to our live port, and are never framed or told where a
    visitor came from."""
    policy = (
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
        f" img-src 'self' data: blob:; connect-src 'self' ws://*:{live_port};"
        " frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    )
    return (
        ("Content-Security-Policy", policy),
        ("X-Frame-Options", "DENY"),
        ("Referrer-Policy", "no-referrer"),
    )


class _HTTPServer(ThreadingHTTPServer):
    """The standard library's threading server with a listen queue for a whole room and
    at most :data:`MAX_OPEN_PER_ADDRESS` connections (threads) per address."""

    request_queue_size = LISTEN_BACKLOG
    max_open_per_address = MAX_OPEN_PER_ADDRESS

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler]) -> None:
        super().__init__(address, handler)
        self._open_lock = threading.Lock()
        self._open: dict[str, int] = {}

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client gone mid-request is nothing to report; anything else goes to the log,
        never to the host's terminal (where the PINs are)."""
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError | TimeoutError):
            return
        LOG.warning("Request from %s failed", client_address[0], exc_info=True)

    def open_connections(self, address: str) -> int:
        """The connections from ``address`` being answered now."""
        with self._open_lock:
            return self._open.get(address, 0)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Answer on a thread of its own, unless the address holds too many already."""
        address = str(client_address[0])
        with self._open_lock:
            full = self._open.get(address, 0) >= self.max_open_per_address
            if not full:
                self._open[address] = self._open.get(address, 0) + 1
        if full:
            _refuse_busy(request)
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            address = str(client_address[0])
            with self._open_lock:
                left = self._open.get(address, 1) - 1
                if left > 0:
                    self._open[address] = left
                else:
                    self._open.pop(address, None)


class _HTTPServer6(_HTTPServer):
    """The same server on an IPv6 address (``::1``)."""

    address_family = socket.AF_INET6


def _refuse_busy(request: Any) -> None:
    """A 429 written on the accepting thread, without reading the request (the pages
    come back after ``Retry-After``)."""
    body = (translate(
        "Service", "Too many connections from your address: try again in {seconds} s."
    ).format(seconds=1) + "\n").encode()
    head = (
        "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 1\r\nConnection: close\r\n"
        "Content-Type: text/plain; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode()
    try:
        request.settimeout(1)
        request.sendall(head + body)
    except OSError:
        pass  # the client went: nothing to tell


def _text(status: HTTPStatus, message: str) -> tuple[HTTPStatus, str, bytes]:
    return status, "text/plain; charset=utf-8", (message + "\n").encode()


class RateLimit:
    """A token bucket per address: :data:`REQUEST_BURST` at once, then
    :data:`REQUESTS_PER_SECOND` (bounded per address, as many phones share one)."""

    def __init__(self, burst: int = REQUEST_BURST, rate: float = REQUESTS_PER_SECOND) -> None:
        self._lock = threading.Lock()
        self._burst, self._rate = burst, rate
        self._buckets: dict[str, tuple[float, float]] = {}  # tokens, when counted

    def wait(self, address: str) -> int:
        """Take one request from ``address``'s bucket: 0 if it may be answered, else
        the whole seconds until it may ask again (``Retry-After``)."""
        now = time.monotonic()
        with self._lock:
            tokens, then = self._buckets.get(address, (self._burst, now))
            tokens = min(self._burst, tokens + (now - then) * self._rate)
            if tokens >= 1:
                self._buckets[address] = (tokens - 1, now)
                return 0
            self._buckets[address] = (tokens, now)
            if len(self._buckets) > MAX_RATE_ADDRESSES:
                self._forget_full(now)
        return max(1, math.ceil((1 - tokens) / self._rate))

    def _forget_full(self, now: float) -> None:
        """Drop the addresses whose bucket has refilled (they start full anyway)."""
        for address, (tokens, then) in list(self._buckets.items()):
            if tokens + (now - then) * self._rate >= self._burst:
                del self._buckets[address]


def _handler(service: TournamentService) -> type[BaseHTTPRequestHandler]:
    """A request handler class answering for ``service``."""

    class Handler(BaseHTTPRequestHandler):
        timeout = REQUEST_TIMEOUT_SECONDS
        protocol_version = "HTTP/1.1"
        _retry_after = 1

        def do_GET(self) -> None:
            self._answer(send_body=True)

        def do_HEAD(self) -> None:
            self._answer(send_body=False)

        def do_POST(self) -> None:
            self._refuse_writes()

        do_PUT = do_DELETE = do_PATCH = do_POST

        def _answer(self, send_body: bool) -> None:
            if not self._acceptable():
                return
            status, kind, body = service.answer(self.path.split("?", 1)[0])
            self._send(status, kind, body, send_body)

        def _refuse_writes(self) -> None:
            if self._acceptable():
                self._send(*_text(HTTPStatus.METHOD_NOT_ALLOWED, translate(
                    "Service", "These pages only show the tournament: use GET.")))

        def _acceptable(self) -> bool:
            """False (after refusing) for an oversized, too frequent request."""
            if len(self.path) > MAX_URL_BYTES:
                self.close_connection = True
                self._send(*_text(HTTPStatus.REQUEST_URI_TOO_LONG,
                                  translate("Service", "That address is too long.")))
                return False
            length = self.headers.get("Content-Length", "0")
            if not _plain_number(length) or int(length) > MAX_BODY_BYTES:
                self.close_connection = True  # the body is never read
                self._send(*_text(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, translate(
                    "Service", "Requests may carry at most {bytes} bytes."
                ).format(bytes=chips(MAX_BODY_BYTES))))
                return False
            if self.headers.get("Transfer-Encoding"):
                self.close_connection = True
                self._send(*_text(HTTPStatus.LENGTH_REQUIRED,
                                  translate("Service", "Send a Content-Length.")))
                return False
            wait = service.rate_limit.wait(self.client_address[0])
            if wait:
                self.close_connection = True
                self._retry_after = wait
                self._send(*_text(HTTPStatus.TOO_MANY_REQUESTS, translate(
                    "Service", "Too many requests: try again in {seconds} s."
                ).format(seconds=wait)))
                return False
            if int(length):
                self.rfile.read(int(length))  # small and bounded: keep the connection usable
            return True

        def _send(
            self, status: HTTPStatus, kind: str, body: bytes, send_body: bool = True
        ) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.send_header("X-Content-Type-Options", "nosniff")
            if kind.startswith("image/svg"):  # a logo opened on its own runs no script
                self.send_header("Content-Security-Policy",
                                 "default-src 'none'; style-src 'unsafe-inline'")
            elif kind.startswith("text/html"):
                for name, value in service.page_headers:
                    self.send_header(name, value)
            if status == HTTPStatus.TOO_MANY_REQUESTS:
                self.send_header("Retry-After", str(self._retry_after))
            if self.close_connection:
                self.send_header("Connection", "close")
            self.end_headers()
            if send_body:
                self.wfile.write(body)

        def version_string(self) -> str:
            return "Feltboard"

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: a host's terminal is not a web server log."""

    return Handler
