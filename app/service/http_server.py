"""The HTTP side of the service: the standard library's threading server, bounded.

Its threads only read what the Qt thread published (:class:`Answers`): they never touch
the session. Requests are bounded in size (URL, headers, body), time and rate, and in
connections per address.
"""

from __future__ import annotations

import io
import logging
import math
import socket
import sys
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Protocol

from app.engine.errors import chips
from app.engine.wording import translate
from app.service.origins import host_allowed, host_name

MAX_BODY_BYTES = 4 * 1024
"""Viewers send no bodies; a request announcing a bigger one is refused (413) unread."""
MAX_URL_BYTES = 2 * 1024
STATE_PATH = "/api/state"
"""Answered with an ``ETag``: a poll holding the latest state gets ``304``."""
LOG = logging.getLogger("feltboard.service")
REQUEST_TIMEOUT_SECONDS = 10
"""A connection that sends nothing for this long is closed (slow clients hold a thread)."""
HEADER_DEADLINE_SECONDS = 10.0
"""A request's line and headers must all arrive within this long of the connection (or
of the previous answer): a per-read timeout alone let headers sent a byte at a time
hold a thread and a descriptor for ever."""
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
MAX_HTTP_CONNECTIONS = 300
"""HTTP connections open at once from every address together (each a thread and a
descriptor): with the live port's 500 viewers they fit the common limit of 1,024
descriptors. Past it a connection gets a 429 at once."""
LISTEN_BACKLOG = 128
"""Connections waiting to be accepted: a room's phones opening the page at the same
moment (the standard library's 5 reset 20-40% of 200 simultaneous connections)."""


class Answers(Protocol):
    """What the HTTP threads read from the service (published by the Qt thread)."""

    rate_limit: RateLimit
    page_headers: tuple[tuple[str, str], ...]
    names: frozenset[str]

    def answer(self, path: str) -> tuple[HTTPStatus, str, bytes]: ...

    def tagged_state(self) -> tuple[bytes, str]: ...


def plain_number(text: str) -> bool:
    """Digits 0-9 only: ``'²'.isdigit()`` is true and ``int('²')`` fails."""
    return text.isascii() and text.isdigit()


def page_headers(live_port: int) -> tuple[tuple[str, str], ...]:
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


class HTTPServer(ThreadingHTTPServer):
    """The standard library's threading server with a listen queue for a whole room and
    at most :data:`MAX_OPEN_PER_ADDRESS` connections (threads) per address."""

    request_queue_size = LISTEN_BACKLOG
    max_open_per_address = MAX_OPEN_PER_ADDRESS
    max_open = MAX_HTTP_CONNECTIONS

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
        """Answer on a thread of its own, unless the address holds too many already, or
        every address together does."""
        address = str(client_address[0])
        with self._open_lock:
            busy = sum(self._open.values()) >= self.max_open
            full = self._open.get(address, 0) >= self.max_open_per_address
            if not (busy or full):
                self._open[address] = self._open.get(address, 0) + 1
        if busy or full:
            _refuse_busy(request, translate(
                "Service", "Too many connections from your address: try again in {seconds} s."
            ) if full else translate("Service", "The host is busy: try again in {seconds} s."))
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


class HTTPServer6(HTTPServer):
    """The same server on an IPv6 address (``::1``)."""

    address_family = socket.AF_INET6


def _refuse_busy(request: Any, why: str) -> None:
    """A 429 saying ``why`` (its ``{seconds}`` filled), written on the accepting thread
    without reading the request (the pages come back after ``Retry-After``)."""
    body = (why.format(seconds=1) + "\n").encode()
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


def plain_text(status: HTTPStatus, message: str) -> tuple[HTTPStatus, str, bytes]:
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


class _DeadlineReader(socket.SocketIO):
    """A connection's bytes, read so that the request's line and headers all arrive
    before ``deadline`` (each read waits only what is left of it)."""

    def __init__(self, connection: socket.socket, idle_seconds: float) -> None:
        super().__init__(connection, "rb")
        self._connection = connection
        self._idle = idle_seconds
        self.deadline = math.inf

    def readinto(self, buffer: Any) -> int | None:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the request took too long to arrive")  # not for users
        self._connection.settimeout(min(left, self._idle))
        try:
            return super().readinto(buffer)
        finally:
            self._connection.settimeout(self._idle)  # writing an answer keeps its own


def handler(service: Answers) -> type[BaseHTTPRequestHandler]:
    """A request handler class answering for ``service``."""

    class Handler(BaseHTTPRequestHandler):
        timeout = REQUEST_TIMEOUT_SECONDS
        protocol_version = "HTTP/1.1"
        _retry_after = 1
        _etag = ""
        _reader: _DeadlineReader

        def setup(self) -> None:
            super().setup()
            self.rfile.close()  # the plain reader: replaced by one keeping the deadline
            self._reader = _DeadlineReader(self.connection, REQUEST_TIMEOUT_SECONDS)
            self.rfile = io.BufferedReader(self._reader)

        def handle_one_request(self) -> None:
            # The standard library answers a timeout by closing quietly (log_message).
            self._reader.deadline = time.monotonic() + HEADER_DEADLINE_SECONDS
            super().handle_one_request()

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
            path = self.path.split("?", 1)[0]
            if path == STATE_PATH:
                self._answer_state(send_body)
                return
            status, kind, body = service.answer(path)
            self._send(status, kind, body, send_body)

        def _answer_state(self, send_body: bool) -> None:
            """The state, or ``304`` when the poller holds it already (its ``ETag``)."""
            body, tag = service.tagged_state()
            self._etag = tag
            if tag in self.headers.get("If-None-Match", "").split(", "):
                self._send(HTTPStatus.NOT_MODIFIED, "application/json", b"", False)
                return
            self._send(HTTPStatus.OK, "application/json", body, send_body)

        def _refuse_writes(self) -> None:
            if self._acceptable():
                self._send(*plain_text(HTTPStatus.METHOD_NOT_ALLOWED, translate(
                    "Service", "These pages only show the tournament: use GET.")))

        def _acceptable(self) -> bool:
            """False (after refusing) for a foreign name, an oversized or too frequent
            request."""
            host = self.headers.get("Host")
            if not host_allowed(host, service.names):
                self.close_connection = True
                self._send(*plain_text(HTTPStatus.MISDIRECTED_REQUEST, translate(
                    "Service",
                    "Feltboard does not answer to {name}: open the address the host shows"
                    " (like http://192.168.1.20:8765/tv).",
                ).format(name=host_name(str(host))[:80])))
                return False
            if len(self.path) > MAX_URL_BYTES:
                self.close_connection = True
                self._send(*plain_text(HTTPStatus.REQUEST_URI_TOO_LONG,
                                  translate("Service", "That address is too long.")))
                return False
            length = self.headers.get("Content-Length", "0")
            if not plain_number(length) or int(length) > MAX_BODY_BYTES:
                self.close_connection = True  # the body is never read
                self._send(*plain_text(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, translate(
                    "Service", "Requests may carry at most {bytes} bytes."
                ).format(bytes=chips(MAX_BODY_BYTES))))
                return False
            if self.headers.get("Transfer-Encoding"):
                self.close_connection = True
                self._send(*plain_text(HTTPStatus.LENGTH_REQUIRED,
                                  translate("Service", "Send a Content-Length.")))
                return False
            wait = service.rate_limit.wait(self.client_address[0])
            if wait:
                self.close_connection = True
                self._retry_after = wait
                self._send(*plain_text(HTTPStatus.TOO_MANY_REQUESTS, translate(
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
            if self._etag:
                self.send_header("ETag", self._etag)
                self._etag = ""
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
