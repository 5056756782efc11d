"""The live port speaks permessage-deflate to clients that offer it (browsers do).

A raw client written here (a socket, frames by hand) checks the wire itself: the answer
to the offer, compressed frames, fragments, pings, the close handshake and every way a
client can break the protocol. The pad scenarios of ``test_pads`` run again through a
compressed connection, so both paths (ours and Qt's) record the same hands.
"""

from __future__ import annotations

import asyncio
import base64
import inspect
import json
import os
import socket
import urllib.request
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from websockets.asyncio.client import connect

from app.service.server import TournamentService
from app.service.websocket import (
    DEFLATE_TAIL,
    FrameReader,
    Opcode,
    ProtocolError,
    accept_deflate,
    deflate,
    frame,
    inflate,
    read_close,
    text_frame,
)
from app.store.demo import create_demo
from tests.service import test_pads
from tests.service.test_pads import Message

OFFER = "permessage-deflate; client_max_window_bits"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from test_pads.serve(tmp_path, create_demo(tmp_path / "demo.feltboard"))


@pytest.fixture
def service2(tmp_path: Path) -> Iterator[TournamentService]:
    yield from test_pads.serve(tmp_path, test_pads.two_tables(tmp_path / "two.feltboard"))


class RawClient:
    """A WebSocket client at the byte level, the Qt event loop turning while it waits."""

    def __init__(self, qtbot: QtBot, port: int, offer: str | None = OFFER,
                 path: str = "/", headers: dict[str, str] | None = None) -> None:
        self.qtbot = qtbot
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setblocking(False)
        self.buffer = b""
        self.closed = False
        key = base64.b64encode(os.urandom(16)).decode()
        given = {"Host": f"127.0.0.1:{port}", **(headers or {})}
        lines = [
            f"GET {path} HTTP/1.1", *(f"{name}: {value}" for name, value in given.items()),
            "Upgrade: websocket",
            "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13",
        ]
        if offer is not None:
            lines.append(f"Sec-WebSocket-Extensions: {offer}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        self.wait(lambda: b"\r\n\r\n" in self.buffer)
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        self.status = head.split(b"\r\n")[0].decode()
        self.headers = {
            name.strip().lower(): value.strip()
            for name, _, value in (line.decode().partition(":") for line in head.split(b"\r\n")[1:])
        }

    def pump(self) -> None:
        try:
            data = self.sock.recv(1 << 20)
        except BlockingIOError:
            return
        except ConnectionResetError:
            data = b""
        if data:
            self.buffer += data
        else:
            self.closed = True

    def wait(self, done: Callable[[], bool], timeout: int = 3000) -> None:
        self.qtbot.waitUntil(lambda: (self.pump(), done())[1], timeout=timeout)

    def _frame_length(self) -> int | None:
        data = self.buffer
        if len(data) < 2:
            return None
        size, start = data[1] & 0x7F, 2
        if size == 126:
            size, start = int.from_bytes(data[2:4], "big"), 4
        elif size == 127:
            size, start = int.from_bytes(data[2:10], "big"), 10
        return start + size if len(data) >= start + size else None

    def frame(self) -> tuple[bool, bool, int, bytes]:
        """The server's next frame: (final, compressed, opcode, payload)."""
        self.wait(lambda: self._frame_length() is not None)
        end = self._frame_length()
        assert end is not None
        data, self.buffer = self.buffer[:end], self.buffer[end:]
        assert not data[1] & 0x80, "a server's frames are never masked"
        start = {126: 4, 127: 10}.get(data[1] & 0x7F, 2)
        return bool(data[0] & 0x80), bool(data[0] & 0x40), data[0] & 0x0F, data[start:]

    def message(self) -> tuple[int, bytes]:
        """The next message or control frame, inflated."""
        final, compressed, opcode, payload = self.frame()
        assert final
        if compressed:
            payload = zlib.decompressobj(-15).decompress(payload + DEFLATE_TAIL)
        return opcode, payload

    def json(self) -> Message:
        opcode, payload = self.message()
        assert opcode == Opcode.TEXT
        answer: Message = json.loads(payload)
        return answer

    def send_frame(self, opcode: int, payload: bytes, final: bool = True,
                   compressed: bool = False, masked: bool = True, rsv: int = 0) -> None:
        first = (0x80 if final else 0) | (0x40 if compressed else 0) | rsv | opcode
        size = len(payload)
        if size < 126:
            head = bytes((first, (0x80 if masked else 0) | size))
        else:
            head = bytes((first, (0x80 if masked else 0) | 126)) + size.to_bytes(2, "big")
        if masked:
            mask = os.urandom(4)
            body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            self.sock.sendall(head + mask + body)
        else:
            self.sock.sendall(head + payload)

    def send_text(self, text: str, compress: bool = True) -> None:
        payload = text.encode()
        if compress:
            self.send_frame(Opcode.TEXT, deflate(payload), compressed=True)
        else:
            self.send_frame(Opcode.TEXT, payload)

    def closed_with(self) -> int:
        """The code of the server's close frame, once the connection has ended."""
        opcode, payload = self.message()
        assert opcode == Opcode.CLOSE
        self.wait(lambda: self.closed)
        return int.from_bytes(payload[:2], "big")


class DeflatePad(test_pads.Pad):
    """``test_pads.Pad`` over a compressed connection of :class:`RawClient`."""

    def __init__(self, qtbot: QtBot, service: TournamentService) -> None:
        self.qtbot = qtbot
        self.service = service
        self.messages: list[Message] = []
        self.token = ""
        self.table = 0
        self.client = RawClient(qtbot, service.live_port)
        assert "permessage-deflate" in self.client.headers["sec-websocket-extensions"]
        self.messages.append(self.client.json())  # the state every viewer gets first
        self.cursor = len(self.messages)

    def send(self, message: Message) -> None:
        self.client.send_text(json.dumps(message))

    def wait_for(self, wanted: Callable[[Message], bool]) -> Message:
        while True:
            for index in range(self.cursor, len(self.messages)):
                if wanted(self.messages[index]):
                    self.cursor = index + 1
                    return self.messages[index]
            self.cursor = len(self.messages)
            self.messages.append(self.client.json())


def api_state(service: TournamentService) -> Any:
    with urllib.request.urlopen(service.url("/api/state"), timeout=5) as answer:
        return json.loads(answer.read())


# ----- the offer -------------------------------------------------------------------------


def test_an_offer_is_answered_and_the_state_comes_compressed(
    qtbot: QtBot, service: TournamentService
) -> None:
    client = RawClient(qtbot, service.live_port)
    assert client.status == "HTTP/1.1 101 Switching Protocols"
    assert client.headers["sec-websocket-extensions"] == (
        "permessage-deflate; server_no_context_takeover; client_no_context_takeover"
    )
    final, compressed, opcode, payload = client.frame()
    assert final and compressed and opcode == Opcode.TEXT
    state = zlib.decompressobj(-15).decompress(payload + DEFLATE_TAIL)
    assert json.loads(state) == api_state(service)
    assert len(payload) * 3 < len(state)  # the demo's state: JSON compresses well


def test_the_websockets_library_reads_the_same_state_as_a_qt_client(
    qtbot: QtBot, service: TournamentService
) -> None:
    async def first_message() -> tuple[str | None, str]:
        async with connect(f"ws://127.0.0.1:{service.live_port}/",
                           compression="deflate") as client:
            text = await client.recv()
            assert isinstance(text, str)
            return client.response.headers.get("Sec-WebSocket-Extensions"), text

    loop = asyncio.new_event_loop()
    task = loop.create_task(first_message())
    qtbot.waitUntil(lambda: (loop.run_until_complete(asyncio.sleep(0.01)), task.done())[1],
                    timeout=5000)
    loop.close()
    extensions, text = task.result()
    assert extensions is not None and extensions.startswith("permessage-deflate")
    assert json.loads(text) == api_state(service)
    plain = test_pads.Pad(qtbot, service)  # Qt's connection, no extension
    assert plain.messages[0] == json.loads(text)


@pytest.mark.parametrize("offer", [
    None,
    "x-webkit-deflate-frame",
    "permessage-deflate; server_max_window_bits=8",
    "permessage-deflate; unknown_parameter",
    "permessage-deflate; server_no_context_takeover; server_no_context_takeover",
])
def test_no_offer_or_none_acceptable_goes_to_qt_uncompressed(
    qtbot: QtBot, service: TournamentService, offer: str | None
) -> None:
    client = RawClient(qtbot, service.live_port, offer=offer)
    assert client.status.startswith("HTTP/1.1 101")
    assert "sec-websocket-extensions" not in client.headers
    final, compressed, opcode, payload = client.frame()
    assert final and not compressed and opcode == Opcode.TEXT
    assert json.loads(payload) == api_state(service)


def test_offers_are_read_one_by_one() -> None:
    assert accept_deflate("permessage-deflate; server_max_window_bits=8, "
                          "permessage-deflate") == (15, "permessage-deflate; "
                          "server_no_context_takeover; client_no_context_takeover")
    assert accept_deflate('permessage-deflate; server_max_window_bits="12"') is not None
    assert accept_deflate("permessage-deflate; client_max_window_bits=16") is None
    assert accept_deflate("permessage-deflate; server_no_context_takeover=1") is None
    assert accept_deflate("") is None


def test_a_window_asked_smaller_is_kept_to(qtbot: QtBot, service: TournamentService) -> None:
    client = RawClient(qtbot, service.live_port,
                       offer="permessage-deflate; server_max_window_bits=9")
    assert client.headers["sec-websocket-extensions"].endswith("server_max_window_bits=9")
    payload = client.frame()[3]
    state = zlib.decompressobj(-9).decompress(payload + DEFLATE_TAIL)  # a 512-byte window
    assert json.loads(state) == api_state(service)


# ----- messages both ways ----------------------------------------------------------------


def test_a_compressed_request_in_fragments_with_a_ping_between_is_answered(
    qtbot: QtBot, service: TournamentService
) -> None:
    client = RawClient(qtbot, service.live_port)
    client.json()
    request = json.dumps({"type": "nonsense", "id": "r1"}).encode()
    packed = deflate(request)
    client.send_frame(Opcode.TEXT, packed[:5], final=False, compressed=True)
    client.send_frame(Opcode.PING, b"are you there")
    client.send_frame(Opcode.CONTINUATION, packed[5:9], final=False)
    client.send_frame(Opcode.CONTINUATION, packed[9:])
    assert client.message() == (Opcode.PONG, b"are you there")
    answer = client.json()
    assert answer["type"] == "refused" and answer["id"] == "r1"
    assert "Unknown request 'nonsense'" in answer["reason"]
    client.send_text(json.dumps({"type": "nonsense", "id": "r2"}), compress=False)
    assert client.json()["id"] == "r2"  # an uncompressed message is taken too


def test_the_same_message_is_compressed_once_for_every_client() -> None:
    text = json.dumps({"parts": ["x" * 300]})
    assert text_frame(text) is text_frame(text)
    assert text_frame("{}") == frame(Opcode.TEXT, b"{}")  # too short to gain


@pytest.mark.parametrize("scenario", [
    test_pads.test_a_whole_hand_with_a_side_pot_is_recorded_from_a_pad,
    test_pads.test_a_stale_view_is_refused_and_the_fresh_view_follows,
    test_pads.test_an_illegal_action_is_refused_in_the_engines_words,
    test_pads.test_the_same_request_sent_twice_is_recorded_once,
    test_pads.test_undo_takes_back_only_this_tables_last_step,
])
def test_a_pad_records_through_a_compressed_connection(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
    scenario: Callable[..., None],
) -> None:
    monkeypatch.setattr(test_pads, "Pad", DeflatePad)
    names = inspect.signature(scenario).parameters
    scenario(**{name: request.getfixturevalue(name) for name in names})


# ----- a client breaking the protocol ----------------------------------------------------


def _broken(client: RawClient, kind: str) -> None:
    if kind == "unmasked":
        client.send_frame(Opcode.TEXT, b'{"type":"hello"}', masked=False)
    elif kind == "rsv2":
        client.send_frame(Opcode.TEXT, b"{}", rsv=0x20)
    elif kind == "unknown opcode":
        client.send_frame(3, b"")
    elif kind == "continuation of nothing":
        client.send_frame(Opcode.CONTINUATION, b"{}")
    elif kind == "long ping":
        client.send_frame(Opcode.PING, b"x" * 126)
    elif kind == "fragmented ping":
        client.send_frame(Opcode.PING, b"x", final=False)
    elif kind == "rsv1 on a continuation":
        client.send_frame(Opcode.TEXT, b"{", final=False)
        client.send_frame(Opcode.CONTINUATION, b"}", compressed=True)
    elif kind == "not utf-8":
        client.send_frame(Opcode.TEXT, b"\xff\xfe")
    elif kind == "over 1 KB":
        client.send_text(json.dumps({"type": "hello", "pad": "x" * 2000}), compress=False)
    elif kind == "zip bomb":
        client.send_frame(Opcode.TEXT, deflate(b" " * 10_000_000), compressed=True)
    elif kind == "not deflate":
        client.send_frame(Opcode.TEXT, b"\xff\xff\xff\xff garbage", compressed=True)


@pytest.mark.parametrize(("kind", "code"), [
    ("unmasked", 1002), ("rsv2", 1002), ("unknown opcode", 1002),
    ("continuation of nothing", 1002), ("long ping", 1002), ("fragmented ping", 1002),
    ("rsv1 on a continuation", 1002), ("not utf-8", 1007), ("over 1 KB", 1009),
    ("zip bomb", 1009), ("not deflate", 1007),
])
def test_a_broken_frame_closes_with_its_code_and_the_service_lives_on(
    qtbot: QtBot, service: TournamentService, kind: str, code: int
) -> None:
    client = RawClient(qtbot, service.live_port)
    client.json()
    qtbot.waitUntil(lambda: service.viewers == 1)
    _broken(client, kind)
    assert client.closed_with() == code
    qtbot.waitUntil(lambda: service.viewers == 0)
    again = RawClient(qtbot, service.live_port)
    assert again.json()["seq"] == api_state(service)["seq"]


@pytest.mark.parametrize(("header", "value", "reason"), [
    ("Origin", "http://evil.example", b"Not one of this host's pages"),
    ("Host", "evil.example", b"Unknown host name"),
])
def test_another_sites_page_or_a_rebound_name_is_refused_as_by_qt(
    qtbot: QtBot, service: TournamentService, header: str, value: str, reason: bytes
) -> None:
    client = RawClient(qtbot, service.live_port, headers={header: value})
    assert client.headers["sec-websocket-extensions"].startswith("permessage-deflate")
    opcode, payload = client.message()
    assert opcode == Opcode.CLOSE and int.from_bytes(payload[:2], "big") == 1008
    assert payload[2:] == reason
    assert service.viewers == 0


def test_a_client_that_says_goodbye_is_answered_and_counted_out(
    qtbot: QtBot, service: TournamentService
) -> None:
    client = RawClient(qtbot, service.live_port)
    client.json()
    qtbot.waitUntil(lambda: service.viewers == 1)
    client.send_frame(Opcode.CLOSE, (1001).to_bytes(2, "big") + b"bye")
    assert client.closed_with() == 1001
    qtbot.waitUntil(lambda: service.viewers == 0)


def test_the_service_closing_says_going_away(qtbot: QtBot, service: TournamentService) -> None:
    client = RawClient(qtbot, service.live_port)
    client.json()
    qtbot.waitUntil(lambda: service.viewers == 1)
    service.close()
    opcode, payload = client.message()
    assert opcode == Opcode.CLOSE and int.from_bytes(payload[:2], "big") == 1001
    assert payload[2:] == b"Feltboard stopped"


def test_a_request_that_never_ends_is_dropped(qtbot: QtBot, service: TournamentService) -> None:
    service._live.setHandshakeTimeout(1000)
    sock = socket.create_connection(("127.0.0.1", service.live_port))
    sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and nothing more
    sock.setblocking(False)
    ended: list[bytes] = []

    def read() -> bool:
        try:
            ended.append(sock.recv(100))
        except BlockingIOError:
            return False
        except ConnectionResetError:
            ended.append(b"")
        return True

    qtbot.waitUntil(read, timeout=3000)
    assert ended == [b""]
    assert not service._sniffing


# ----- the reader alone ------------------------------------------------------------------


def masked(opcode: int, payload: bytes, first_bits: int = 0x80) -> bytes:
    mask = b"\x01\x02\x03\x04"
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    size = len(payload)
    head = bytes((first_bits | opcode, 0x80 | size)) if size < 126 else (
        bytes((first_bits | opcode, 0x80 | 126)) + size.to_bytes(2, "big"))
    return head + mask + body


def test_the_reader_takes_frames_cut_anywhere() -> None:
    data = masked(Opcode.TEXT, b"hello, ", first_bits=0) + masked(Opcode.PING, b"p") + masked(
        Opcode.CONTINUATION, b"world"
    ) + masked(Opcode.TEXT, deflate(b"x" * 300), first_bits=0xC0)
    for cut in range(len(data)):
        reader = FrameReader(1024)
        got = reader.feed(data[:cut]) + reader.feed(data[cut:])
        assert got == [(Opcode.PING, b"p"), (Opcode.TEXT, b"hello, world"),
                       (Opcode.TEXT, b"x" * 300)]


def test_inflate_stops_at_its_limit() -> None:
    with pytest.raises(ProtocolError) as refused:
        inflate(deflate(b"a" * 5000), 1024)
    assert refused.value.code == 1009
    assert inflate(deflate(b"a" * 1024), 1024) == b"a" * 1024


def test_close_codes_a_client_may_not_send_are_refused() -> None:
    assert read_close(b"") == 1000
    assert read_close((4000).to_bytes(2, "big") + b"ciao") == 4000
    for payload in (b"\x03", (1005).to_bytes(2, "big"), (999).to_bytes(2, "big"),
                    (1000).to_bytes(2, "big") + b"\xff"):
        with pytest.raises(ProtocolError):
            read_close(payload)
