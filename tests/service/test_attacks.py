"""Issue 24.7, the home network attacked: real sockets against a real service on loopback.

Each test sends what an attacker would (a ping flood, a client that never reads,
foreign Origins and Host names, trickled headers, nested JSON) and checks the host
stays up, bounded and quiet. Amounts are kept small enough to take well under a second.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.service.bounds import DESCRIPTORS_WANTED, MAX_UNSENT_BYTES, READ_CHUNK_BYTES
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.demo import create_demo
from tests.cli.test_serve import ROOT
from tests.service.raw_ws import CLOSE, PING, TEXT, frame, handshake, read_frame

if sys.platform != "win32":
    import resource

FLOOD_BYTES = 64 * 1024 * 1024
"""A ping flood's size: far more pongs than the system's socket buffers hold (before the
fix the host kept ~57 MB of them unsent, 200-300 MB a second for as long as it lasted)."""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    QApplication.instance() or QApplication([])
    file = create_demo(tmp_path / "demo.feltboard")
    session = LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    served = TournamentService(session)
    assert served.listen("127.0.0.1", 0) is None
    yield served
    served.close()
    session.stop_ticking()
    file.close()


def in_thread(qtbot: QtBot, work: Callable[[], None], watch: Callable[[], None]) -> None:
    """Run the attacker ``work`` on a thread while the Qt loop serves, calling ``watch``
    between events (the service answers on this thread)."""
    thread = threading.Thread(target=work, daemon=True)
    thread.start()

    def finished() -> bool:
        watch()
        return not thread.is_alive()

    qtbot.waitUntil(finished, timeout=10_000)


def largest_backlog(service: TournamentService, seen: list[int]) -> Callable[[], None]:
    """A watcher noting the most unsent data any connection held."""
    def watch() -> None:
        seen.append(max((v.bytesToWrite() for v in service._viewers), default=0))
    return watch


def test_a_ping_flood_closes_the_connection_not_the_host(
    qtbot: QtBot, qtlog: Any, service: TournamentService
) -> None:
    """Pings sent faster than their pongs are read grew the host without bound (1.8 GB in
    10 s, then std::bad_alloc). Now the connection is closed once its unsent pongs pass
    the bound, and the host holds at most about that much."""
    outcome: dict[str, object] = {}

    def flood() -> None:
        conn, answer = handshake(service.live_port)
        assert answer.startswith(b"HTTP/1.1 101")
        pings = frame(PING, b"x" * 125) * 1000
        sent = 0
        try:
            while sent < FLOOD_BYTES:
                conn.sendall(pings)
                sent += len(pings)
        except OSError as error:
            outcome["error"] = error
        finally:
            outcome["sent"] = sent
            conn.close()

    seen: list[int] = []
    in_thread(qtbot, flood, largest_backlog(service, seen))
    assert isinstance(outcome.get("error"), ConnectionError), outcome  # closed by the host
    assert outcome["sent"] < FLOOD_BYTES // 4  # type: ignore[operator]
    assert max(seen) <= MAX_UNSENT_BYTES + READ_CHUNK_BYTES
    qtbot.waitUntil(lambda: service.viewers == 0, timeout=3000)
    assert [record.message for record in qtlog.records] == []  # nothing on the terminal


def test_a_viewer_that_never_reads_is_closed_at_the_bound(
    qtbot: QtBot, service: TournamentService
) -> None:
    """A viewer that stops reading held every state pushed to it (100 of them: +6.5 MB a
    second). Now it is closed once its unsent states pass the bound; readers stay."""
    sleeper = socket.socket()
    sleeper.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    opened: list[bytes] = []
    in_thread(qtbot, lambda: opened.append(handshake(service.live_port, sock=sleeper)[1]),
              lambda: None)
    assert opened[0].startswith(b"HTTP/1.1 101")
    conn = sleeper
    qtbot.waitUntil(lambda: service.viewers == 1, timeout=3000)
    state = len(service.snapshot)
    pushes = 0
    try:
        # A push is a publish's share for one viewer; the sleeper never reads any.
        while service.viewers and pushes < 2 * (MAX_UNSENT_BYTES + 8 * 1024 * 1024) // state:
            viewer = service._viewers[0]
            assert viewer.bytesToWrite() <= MAX_UNSENT_BYTES + state
            service.publish()
            QApplication.processEvents()
            pushes += 1
        assert service.viewers == 0, f"still open after {pushes} states of {state} bytes"
    finally:
        conn.close()


MALFORMED = (
    "[" * 1000,  # nested past Python's recursion limit: a RecursionError, not a ValueError
    "{" * 1000,
    '{"a":' * 150 + "1" + "}" * 150,
    '"\\ud800"',
    '{"type":"act","seq":NaN}',
    '{"type":"pair","table":1e400}',
    '{"type":"hello","table":1.5,"token":null}',
    '{"type":["act"]}',
    '{"id":5}',
)


def test_malformed_messages_are_refused_without_a_traceback(
    qtbot: QtBot, service: TournamentService
) -> None:
    """A message of 1,000 "[" printed a RecursionError's traceback on the host's terminal
    (where the PINs are) and got no answer. Every malformed message gets a refusal; an
    exception in the service would fail this test (pytest-qt catches it)."""
    received: list[dict[str, Any]] = []

    def talk() -> None:
        conn, answer = handshake(service.live_port)
        assert answer.startswith(b"HTTP/1.1 101")
        try:
            read_frame(conn)  # the state every viewer gets first
            for text in MALFORMED:
                conn.sendall(frame(TEXT, text.encode()))
                received.append(json.loads(read_frame(conn)[1]))
        finally:
            conn.close()

    in_thread(qtbot, talk, lambda: None)
    assert len(received) == len(MALFORMED)
    assert all(reply["type"] == "refused" and reply["reason"] for reply in received), received
    assert received[0]["reason"] == 'A pad sends JSON objects like {"type": "hello", ...}'


def http_get(service: TournamentService, path: str, host: str | None) -> bytes:
    """A GET of ``path`` naming ``host`` (no Host header at all when ``None``: HTTP/1.0)."""
    if host is None:
        request = f"GET {path} HTTP/1.0\r\n\r\n"
    else:
        request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    with socket.create_connection(("127.0.0.1", service.port), timeout=5) as conn:
        conn.sendall(request.encode())
        chunks = []
        while chunk := conn.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_a_foreign_host_name_gets_nothing(service: TournamentService) -> None:
    """DNS rebinding: a foreign name resolving to the host's address was served /tv and
    /api/state (a foreign page then reads them as its own). Now only the names the
    service is reachable by are answered."""
    port = service.port
    for path in ("/api/state", "/tv", "/api/words"):
        answer = http_get(service, path, f"rebind.example:{port}")
        assert answer.startswith(b"HTTP/1.1 421"), answer[:80]
        assert b'"seq"' not in answer and b"<html" not in answer.lower()
        assert answer.endswith(
            b"Feltboard does not answer to rebind.example: open the address the host shows"
            b" (like http://192.168.1.20:8765/tv).\n"
        )
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST.:{port}", None):
        assert http_get(service, "/api/state", host).startswith(b"HTTP/1.1 200"), host


def close_reason(frame_payload: bytes) -> tuple[int, str]:
    return int.from_bytes(frame_payload[:2], "big"), frame_payload[2:].decode()


def test_only_the_hosts_own_pages_open_the_live_port(
    qtbot: QtBot, service: TournamentService
) -> None:
    """Any web site a guest opened could connect to the live port and read the room's
    state (and guess PINs). Now a page of another origin, or a foreign Host name, is
    closed before it is sent anything; the host's own pages and clients that name no
    page are served."""
    port, live = service.port, service.live_port
    tries = {
        "foreign page": dict(origin="http://evil.example"),
        "foreign page, our name": dict(origin=f"http://evil.example:{port}"),
        "file page": dict(origin="null"),
        "another port": dict(origin=f"http://127.0.0.1:{port + 7}"),
        "rebound name": dict(host_header=f"rebind.example:{live}"),
        "our page": dict(origin=f"http://127.0.0.1:{port}"),
        "our page by name": dict(origin=f"http://localhost:{port}"),
        "no page": {},
    }
    first: dict[str, tuple[int, bytes]] = {}

    def connect_all() -> None:
        for name, headers in tries.items():
            conn, answer = handshake(live, **headers)  # type: ignore[arg-type]
            try:
                first[name] = read_frame(conn) if answer.startswith(b"HTTP/1.1 101") else (
                    -1, answer)
            finally:
                conn.close()

    in_thread(qtbot, connect_all, lambda: None)
    for name in ("foreign page", "foreign page, our name", "file page", "another port"):
        opcode, payload = first[name]
        assert opcode == CLOSE, (name, payload[:80])
        assert close_reason(payload) == (1008, "Not one of this host's pages"), name
    opcode, payload = first["rebound name"]
    assert (opcode, close_reason(payload)) == (CLOSE, (1008, "Unknown host name"))
    for name in ("our page", "our page by name", "no page"):
        opcode, payload = first[name]
        assert opcode == TEXT and b'"seq"' in payload, name


def cut_after(conn: socket.socket, trickle: bytes, seconds: float) -> float | None:
    """Send ``trickle`` a byte every 0.1 s for up to ``seconds``: how long until the host
    cut the connection, or ``None`` if it was still open."""
    start = time.monotonic()
    conn.settimeout(0.1)
    for byte in trickle:
        if time.monotonic() - start > seconds:
            return None
        try:
            conn.sendall(bytes([byte]))
            if conn.recv(1024) == b"":
                return time.monotonic() - start
        except TimeoutError:
            continue  # nothing from the host: still reading
        except OSError:
            return time.monotonic() - start
    return None


def test_trickled_headers_are_cut_at_a_total_deadline(
    service: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A per-read timeout let headers sent a byte at a time hold a thread (and a
    descriptor) for ever: 1,143 of them stopped every new phone at 1,024 descriptors. Now
    a request's headers must all arrive within a total deadline (10 s; 1 s here)."""
    monkeypatch.setattr("app.service.http_server.HEADER_DEADLINE_SECONDS", 1.0)
    trickle = b"GET /tv HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 100
    with socket.create_connection(("127.0.0.1", service.port), timeout=5) as conn:
        cut = cut_after(conn, trickle, seconds=4)
    assert cut is not None and 0.9 <= cut < 2.5, cut
    assert http_get(service, "/tv", "127.0.0.1").startswith(b"HTTP/1.1 200")


def test_connections_and_handshakes_have_a_global_cap(
    qtbot: QtBot, service: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every connection holds a descriptor (an HTTP one a thread too): many addresses
    together could take them all. Past the global caps a new HTTP connection gets a 429
    at once, unread, and a new WebSocket connection is closed before its handshake."""
    http = service._http
    assert http is not None
    monkeypatch.setattr(http, "max_open", 3)
    monkeypatch.setattr(service, "max_handshakes", 2)
    idle = [socket.create_connection(("127.0.0.1", service.port), timeout=5) for _ in range(3)]
    silent = [socket.create_connection(("127.0.0.1", service.live_port), timeout=5)
              for _ in range(2)]
    refused: dict[str, bytes] = {}

    def knock() -> None:
        refused["http"] = http_get(service, "/tv", "127.0.0.1")
        try:
            conn, answer = handshake(service.live_port)
            conn.close()
        except ConnectionError:  # reset before it could even send its upgrade
            answer = b""
        refused["live"] = answer

    try:
        qtbot.waitUntil(lambda: len(service._handshaking) == 2, timeout=3000)
        in_thread(qtbot, knock, lambda: None)
        assert refused["http"].startswith(b"HTTP/1.1 429 Too Many Requests\r\n")
        assert refused["http"].endswith(b"The host is busy: try again in 1 s.\n")
        assert refused["live"] == b""  # closed at once, no upgrade
    finally:
        for conn in idle + silent:
            conn.close()
    # Room again once they leave (the handshakes that went are counted out on the next).
    qtbot.waitUntil(lambda: http.open_connections("127.0.0.1") == 0, timeout=3000)
    opened: list[bytes] = []
    in_thread(qtbot, lambda: opened.append(http_get(service, "/tv", "127.0.0.1")), lambda: None)
    assert opened[0].startswith(b"HTTP/1.1 200")
    in_thread(qtbot, lambda: opened.append(handshake(service.live_port)[1]), lambda: None)
    assert opened[1].startswith(b"HTTP/1.1 101")


DESCRIPTORS_PROBE = """
import resource, sys
from PySide6.QtCore import QCoreApplication
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.demo import create_demo
resource.setrlimit(resource.RLIMIT_NOFILE, (256, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
app = QCoreApplication([])
file = create_demo(sys.argv[1])
service = TournamentService(LiveTournament(file))
assert service.listen("127.0.0.1", 0) is None
print(resource.getrlimit(resource.RLIMIT_NOFILE)[0])
service.close()
file.close()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="no descriptor limit to raise")
def test_the_descriptor_limit_is_raised_when_listening(tmp_path: Path) -> None:
    """At the common soft limit of 1,024 descriptors, trickled requests took them all.
    Listening raises the soft limit towards the hard one (here from 256)."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    done = subprocess.run(
        [sys.executable, "-c", DESCRIPTORS_PROBE, str(tmp_path / "demo.feltboard")],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    expected = DESCRIPTORS_WANTED if hard == resource.RLIM_INFINITY else min(
        hard, DESCRIPTORS_WANTED)
    assert int(done.stdout) == expected > 256


def test_a_trickled_websocket_handshake_is_cut_at_its_deadline(
    qtbot: QtBot, service: TournamentService
) -> None:
    """The live port's handshake has a total deadline too (Qt's handshake timeout, set
    to 10 s; 1 s here). A guard: it held before issue 24.7's changes."""
    service._live.setHandshakeTimeout(1000)
    cut: list[float | None] = []

    def trickle() -> None:
        with socket.create_connection(("127.0.0.1", service.live_port), timeout=5) as conn:
            upgrade = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
            cut.append(cut_after(conn, upgrade + b"X-Slow: " + b"a" * 100, seconds=4))

    in_thread(qtbot, trickle, lambda: None)
    assert cut[0] is not None and 0.9 <= cut[0] < 2.5, cut
