"""Live connections that compress their messages: permessage-deflate (RFC 7692).

Qt's QWebSocketServer implements no WebSocket extension. Browsers (and most clients)
offer ``permessage-deflate``; the service answers such an offer here, on the TCP socket
it already holds, and frames the connection itself (:class:`DeflateSocket`, RFC 6455).
A client that offers nothing, or something this module does not accept, goes to Qt as
before, its request still unread (:func:`read_upgrade` only peeks).

Both directions are negotiated without context takeover: each message is compressed on
its own, so one message's frame is the same bytes for every client and is made once for
all of them (:func:`text_frame`: a delta goes to hundreds of phones), and no connection
keeps a 32 KB window for a phone that sends a request a minute.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import zlib
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QNetworkRequest, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
"""RFC 6455's constant, appended to the client's key in the server's answer."""
MAX_HEAD_BYTES = 8 * 1024
"""A request head longer than this is not ours to read: Qt refuses it."""
SMALLEST_COMPRESSED = 64
"""Messages shorter than this go uncompressed: deflate cannot win much on them."""
DEFLATE_TAIL = b"\x00\x00\xff\xff"
"""What every message's deflate data ends with, left off the wire (RFC 7692 7.2.1)."""


class Opcode(IntEnum):
    """RFC 6455 frame opcodes."""

    CONTINUATION = 0x0
    TEXT = 0x1
    BINARY = 0x2
    CLOSE = 0x8
    PING = 0x9
    PONG = 0xA


class Close(IntEnum):
    """The close codes this module sends (RFC 6455 7.4.1)."""

    NORMAL = 1000
    PROTOCOL_ERROR = 1002
    INVALID_DATA = 1007
    TOO_BIG = 1009


class ProtocolError(Exception):
    """The client broke the protocol: the connection closes with ``code``. Its reason
    goes in the close frame, to the client's code (as Qt's own reasons do): never shown
    to a person, so not translated."""

    def __init__(self, code: Close, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


# ----- the handshake ---------------------------------------------------------------------


@dataclass(frozen=True)
class Upgrade:
    """A client's valid WebSocket upgrade request that offers permessage-deflate."""

    target: str
    """The request's path and query: ``/?deltas=1``."""
    headers: dict[str, str]
    """Header names in lower case; a repeated header's values joined by ``", "``."""
    window_bits: int
    """The LZ77 window the server compresses with (15 unless the client asks less)."""
    extension: str
    """The ``Sec-WebSocket-Extensions`` answered."""

    def response(self) -> bytes:
        """The server's ``101 Switching Protocols``."""
        key = self.headers["sec-websocket-key"].encode("latin-1")
        accept = base64.b64encode(hashlib.sha1(key + GUID).digest()).decode("ascii")
        return (
            "HTTP/1.1 101 Switching Protocols\r\n"
            "Upgrade: websocket\r\n"
            "Connection: Upgrade\r\n"
            f"Sec-WebSocket-Accept: {accept}\r\n"
            f"Sec-WebSocket-Extensions: {self.extension}\r\n"
            "\r\n"
        ).encode("latin-1")


def head_length(data: bytes) -> int | None:
    """The length of the request head at the start of ``data`` (up to and with its blank
    line), or ``None`` while it has not all come."""
    end = data.find(b"\r\n\r\n")
    return None if end < 0 else end + 4


def read_upgrade(head: bytes) -> Upgrade | None:
    """The upgrade ``head`` asks for, if it is a valid WebSocket request offering
    permessage-deflate parameters this module accepts; else ``None`` (Qt answers it).

    >>> head = (b"GET /?deltas=1 HTTP/1.1\\r\\nHost: h\\r\\nUpgrade: websocket\\r\\n"
    ...         b"Connection: keep-alive, Upgrade\\r\\nSec-WebSocket-Version: 13\\r\\n"
    ...         b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\n"
    ...         b"Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\\r\\n\\r\\n")
    >>> upgrade = read_upgrade(head)
    >>> upgrade.target, upgrade.extension
    ('/?deltas=1', 'permessage-deflate; server_no_context_takeover; client_no_context_takeover')
    >>> b"s3pPLMBiTxaQ9kYGzzhZRbK+xOo=" in upgrade.response()
    True
    """
    try:
        lines = head.decode("latin-1").split("\r\n")
    except UnicodeDecodeError:  # pragma: no cover - latin-1 decodes every byte
        return None
    request = lines[0].split(" ")
    if len(request) != 3 or request[0] != "GET" or request[2] != "HTTP/1.1":
        return None
    headers = _headers(lines[1:])
    if headers is None or not _is_websocket(headers):
        return None
    offer = accept_deflate(headers.get("sec-websocket-extensions", ""))
    if offer is None:
        return None
    window_bits, extension = offer
    return Upgrade(request[1], headers, window_bits, extension)


def _headers(lines: list[str]) -> dict[str, str] | None:
    """The header lines as a dictionary, or ``None`` if one is malformed."""
    headers: dict[str, str] = {}
    for line in lines:
        if not line:
            continue
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip():
            return None
        key = name.lower()
        value = value.strip()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    return headers


def _is_websocket(headers: dict[str, str]) -> bool:
    """Whether the headers are a version-13 WebSocket upgrade with a well-formed key."""
    connection = {token.strip().lower() for token in headers.get("connection", "").split(",")}
    if headers.get("upgrade", "").lower() != "websocket" or "upgrade" not in connection:
        return False
    if headers.get("sec-websocket-version") != "13" or "host" not in headers:
        return False
    try:
        key = base64.b64decode(headers.get("sec-websocket-key", ""), validate=True)
    except ValueError:
        return False
    return len(key) == 16


def accept_deflate(header: str) -> tuple[int, str] | None:
    """The first permessage-deflate offer of ``header`` this module accepts: the window
    it compresses with and the extension answered; ``None`` when there is none.

    >>> bits, answer = accept_deflate("permessage-deflate; server_max_window_bits=10")
    >>> bits, answer.endswith("client_no_context_takeover; server_max_window_bits=10")
    (10, True)
    >>> accept_deflate("x-webkit-deflate-frame, permessage-deflate; mystery=1") is None
    True
    """
    for offer in header.split(","):
        name, *parameters = (part.strip() for part in offer.split(";"))
        if name.lower() != "permessage-deflate":
            continue
        window_bits = _window_bits(parameters)
        if window_bits is None:
            continue
        answer = "permessage-deflate; server_no_context_takeover; client_no_context_takeover"
        if window_bits != 15:
            answer += f"; server_max_window_bits={window_bits}"
        return window_bits, answer
    return None


def _window_bits(parameters: list[str]) -> int | None:
    """The server window an offer's parameters allow (15 when they say nothing), or
    ``None`` when one is unknown, repeated or out of range (the offer is declined).

    A window of 8 is declined too: zlib's raw deflate cannot keep to it."""
    seen: set[str] = set()
    window_bits = 15
    for parameter in parameters:
        name, equals, value = (p.strip() for p in parameter.partition("="))
        name = name.lower()
        value = value.strip('"')
        if name in seen:
            return None
        seen.add(name)
        if name in ("server_no_context_takeover", "client_no_context_takeover"):
            if equals:
                return None
        elif name == "client_max_window_bits":
            if equals and not (value.isdigit() and 8 <= int(value) <= 15):
                return None
        elif name == "server_max_window_bits":
            if not (value.isdigit() and 9 <= int(value) <= 15):
                return None
            window_bits = int(value)
        else:
            return None
    return window_bits


# ----- frames ----------------------------------------------------------------------------


def frame(opcode: Opcode, payload: bytes, compressed: bool = False) -> bytes:
    """One final, unmasked frame (what a server sends)."""
    first = 0x80 | (0x40 if compressed else 0) | opcode
    size = len(payload)
    if size < 126:
        head = bytes((first, size))
    elif size < 1 << 16:
        head = bytes((first, 126)) + size.to_bytes(2, "big")
    else:
        head = bytes((first, 127)) + size.to_bytes(8, "big")
    return head + payload


def deflate(payload: bytes, window_bits: int = 15) -> bytes:
    """``payload`` compressed on its own, as a permessage-deflate message carries it."""
    compressor = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -window_bits)
    data = compressor.compress(payload) + compressor.flush(zlib.Z_SYNC_FLUSH)
    return data[: -len(DEFLATE_TAIL)] if data.endswith(DEFLATE_TAIL) else data


def inflate(data: bytes, limit: int) -> bytes:
    """A compressed message's bytes, at most ``limit`` of them.

    :raises ProtocolError: when it holds more (a small message that inflates to
        gigabytes is refused before it is made), or is not deflate data.
    """
    decompressor = zlib.decompressobj(-15)
    try:
        out = decompressor.decompress(data + DEFLATE_TAIL, limit + 1)
    except zlib.error as error:
        raise ProtocolError(Close.INVALID_DATA, "Not deflate data") from error  # not for users
    if len(out) > limit:
        raise ProtocolError(Close.TOO_BIG, "Message too big")  # not for users
    return out


@functools.lru_cache(maxsize=64)
def text_frame(text: str, window_bits: int = 15) -> bytes:
    """The frame of a text message, compressed when that makes it shorter. Kept for the
    next clients: a publish sends the same message to every page that shows it."""
    payload = text.encode()
    if len(payload) >= SMALLEST_COMPRESSED:
        packed = deflate(payload, window_bits)
        if len(packed) < len(payload):
            return frame(Opcode.TEXT, packed, compressed=True)
    return frame(Opcode.TEXT, payload)


def unmask(data: bytes, mask: bytes) -> bytes:
    """A client frame's payload unmasked (XOR with the 4-byte key, repeated)."""
    size = len(data)
    if not size:
        return b""
    key = (mask * (size // 4 + 1))[:size]
    return (int.from_bytes(data, "big") ^ int.from_bytes(key, "big")).to_bytes(size, "big")


class FrameReader:
    """Turns a client's bytes into its messages and control frames (RFC 6455 5, with
    RFC 7692's compressed messages), refusing what breaks the protocol."""

    def __init__(self, max_message: int) -> None:
        self.max_message = max_message
        """The longest message taken, inflated (a longer one closes with 1009)."""
        self._buffer = bytearray()
        self._opcode: Opcode | None = None
        """The data message being received in fragments, if any."""
        self._compressed = False
        self._parts: list[bytes] = []

    def feed(self, data: bytes) -> list[tuple[Opcode, bytes]]:
        """The messages and control frames ``data`` completes, in order.

        :raises ProtocolError: the connection must close.
        """
        self._buffer += data
        done: list[tuple[Opcode, bytes]] = []
        while (read := self._next_frame()) is not None:
            final, compressed, opcode, payload = read
            if opcode >= Opcode.CLOSE:
                done.append((opcode, payload))
                continue
            message = self._message(final, compressed, opcode, payload)
            if message is not None:
                done.append(message)
        return done

    def _next_frame(self) -> tuple[bool, bool, Opcode, bytes] | None:
        """The next whole frame in the buffer (taken out of it), else ``None``."""
        buffer = self._buffer
        if len(buffer) < 2:
            return None
        first, second = buffer[0], buffer[1]
        size, start = second & 0x7F, 2
        if size == 126:
            if len(buffer) < 4:
                return None
            size, start = int.from_bytes(buffer[2:4], "big"), 4
        elif size == 127:
            if len(buffer) < 10:
                return None
            size, start = int.from_bytes(buffer[2:10], "big"), 10
        final, compressed = bool(first & 0x80), bool(first & 0x40)
        opcode = _opcode(first & 0x0F)
        _check_frame(first, second, opcode, final, size)
        if size > self.max_message + SMALLEST_COMPRESSED:  # before waiting for it all
            raise ProtocolError(Close.TOO_BIG, "Frame too big")  # not for users
        end = start + 4 + size
        if len(buffer) < end:
            return None
        payload = unmask(bytes(buffer[start + 4:end]), bytes(buffer[start:start + 4]))
        del buffer[:end]
        return final, compressed, opcode, payload

    def _message(
        self, final: bool, compressed: bool, opcode: Opcode, payload: bytes
    ) -> tuple[Opcode, bytes] | None:
        """A data frame added to its message: the message once whole, else ``None``."""
        if opcode is Opcode.CONTINUATION:
            if self._opcode is None:
                raise ProtocolError(  # not for users
                    Close.PROTOCOL_ERROR, "Continuation of nothing")
            if compressed:
                raise ProtocolError(  # not for users
                    Close.PROTOCOL_ERROR, "RSV1 on a continuation frame")
        else:
            if self._opcode is not None:
                raise ProtocolError(  # not for users
                    Close.PROTOCOL_ERROR, "New message inside a message")
            self._opcode, self._compressed, self._parts = opcode, compressed, []
        self._parts.append(payload)
        if sum(map(len, self._parts)) > self.max_message + SMALLEST_COMPRESSED:
            raise ProtocolError(Close.TOO_BIG, "Message too big")  # not for users
        if not final:
            return None
        whole = b"".join(self._parts)
        kind, packed = self._opcode, self._compressed
        self._opcode, self._parts = None, []
        if packed:
            whole = inflate(whole, self.max_message)
        elif len(whole) > self.max_message:
            raise ProtocolError(Close.TOO_BIG, "Message too big")  # not for users
        return kind, whole


def _opcode(value: int) -> Opcode:
    try:
        return Opcode(value)
    except ValueError:
        raise ProtocolError(  # not for users
            Close.PROTOCOL_ERROR, f"Unknown opcode {value}") from None


def _check_frame(first: int, second: int, opcode: Opcode, final: bool, size: int) -> None:
    """Refuse a frame header RFC 6455 does not allow from a client (RSV1 only marks a
    compressed message's first frame; control frames are whole and short)."""
    if first & 0x30:
        raise ProtocolError(Close.PROTOCOL_ERROR, "RSV2 or RSV3 set")  # not for users
    if not second & 0x80:
        raise ProtocolError(  # not for users
            Close.PROTOCOL_ERROR, "A client's frame must be masked")
    if opcode >= Opcode.CLOSE and (not final or size > 125 or first & 0x40):
        raise ProtocolError(Close.PROTOCOL_ERROR, "Bad control frame")  # not for users


def close_payload(code: int, reason: str) -> bytes:
    """A close frame's payload: the code, then the reason cut to fit in 125 bytes."""
    return code.to_bytes(2, "big") + reason.encode()[:123]


def read_close(payload: bytes) -> int:
    """The code of a client's close frame (1000 when it gives none).

    :raises ProtocolError: for a one-byte payload, a code no endpoint may send, or a
        reason that is not UTF-8.
    """
    if not payload:
        return Close.NORMAL
    if len(payload) == 1:
        raise ProtocolError(Close.PROTOCOL_ERROR, "Close frame of one byte")  # not for users
    code = int.from_bytes(payload[:2], "big")
    if not (1000 <= code <= 1014 and code not in (1004, 1005, 1006)) and not (
        3000 <= code <= 4999
    ):
        raise ProtocolError(Close.PROTOCOL_ERROR, f"Close code {code}")  # not for users
    try:
        payload[2:].decode()
    except UnicodeDecodeError:
        raise ProtocolError(Close.INVALID_DATA, "Close reason not UTF-8") from None  # not for users
    return code


# ----- the connection --------------------------------------------------------------------


class DeflateSocket(QObject):
    """A client's WebSocket, compressed, with the part of QWebSocket's API the service
    uses (its signals, ``sendTextMessage``, ``close``, ``abort``, the request it came
    with), so the service treats it as any other viewer or pad."""

    textMessageReceived = Signal(str)
    disconnected = Signal()

    def __init__(self, tcp: QTcpSocket, upgrade: Upgrade) -> None:
        super().__init__()
        self._tcp = tcp
        tcp.setParent(self)
        self._window_bits = upgrade.window_bits
        self._reader = FrameReader(1 << 20)
        self._headers = upgrade.headers
        self._url = QUrl(f"ws://{upgrade.headers['host']}{upgrade.target}")
        self._closing = False
        self._gone = False
        tcp.readyRead.connect(self._read)
        tcp.disconnected.connect(self._lost)
        if tcp.bytesAvailable():  # frames sent right behind the request
            QTimer.singleShot(0, self, self._read)

    # ----- what the service asks of a QWebSocket -----------------------------------------

    def sendTextMessage(self, text: str) -> int:
        if self._closing or self._gone:
            return 0
        self._tcp.write(text_frame(text, self._window_bits))
        return len(text)

    def close(
        self,
        code: QWebSocketProtocol.CloseCode | int = Close.NORMAL,
        reason: str = "",
    ) -> None:
        """Say goodbye with ``code``; the TCP connection ends when the client answers
        (the service cuts one that does not)."""
        if self._closing or self._gone:
            return
        self._closing = True
        number = code.value if isinstance(code, QWebSocketProtocol.CloseCode) else int(code)
        self._tcp.write(frame(Opcode.CLOSE, close_payload(number, reason)))
        self._tcp.flush()

    def abort(self) -> None:
        """End the connection now, unsent data dropped."""
        self._tcp.abort()
        self._lost()

    def flush(self) -> bool:
        return bool(self._tcp.flush())

    def bytesToWrite(self) -> int:
        return int(self._tcp.bytesToWrite())

    def setReadBufferSize(self, size: int) -> None:
        self._tcp.setReadBufferSize(size)

    def setMaxAllowedIncomingMessageSize(self, size: int) -> None:
        self._reader.max_message = size

    def setMaxAllowedIncomingFrameSize(self, size: int) -> None:
        self._reader.max_message = min(self._reader.max_message, size)

    def peerAddress(self) -> QHostAddress:
        return self._tcp.peerAddress()

    def peerPort(self) -> int:
        return int(self._tcp.peerPort())

    def origin(self) -> str:
        return self._headers.get("origin", "")

    def requestUrl(self) -> QUrl:
        return self._url

    def request(self) -> QNetworkRequest:
        request = QNetworkRequest(self._url)
        for name, value in self._headers.items():
            request.setRawHeader(name.encode("latin-1"), value.encode("latin-1"))
        return request

    # ----- the wire ----------------------------------------------------------------------

    @Slot()
    def _read(self) -> None:
        while not self._gone and self._tcp.bytesAvailable():
            data = bytes(self._tcp.read(64 * 1024).data())
            try:
                received = self._reader.feed(data)
            except ProtocolError as error:
                self._fail(error)
                return
            for opcode, payload in received:
                self._receive(opcode, payload)

    def _receive(self, opcode: Opcode, payload: bytes) -> None:
        try:
            if opcode is Opcode.TEXT:
                text = payload.decode()
                if not self._closing:
                    self.textMessageReceived.emit(text)
            elif opcode is Opcode.PING:
                if not self._closing:
                    self._tcp.write(frame(Opcode.PONG, payload))
            elif opcode is Opcode.CLOSE:
                code = read_close(payload)
                if not self._closing:
                    self._closing = True
                    self._tcp.write(frame(Opcode.CLOSE, close_payload(code, "")))
                self._tcp.disconnectFromHost()
        except UnicodeDecodeError:
            self._fail(ProtocolError(Close.INVALID_DATA, "Text not UTF-8"))
        except ProtocolError as error:
            self._fail(error)

    def _fail(self, error: ProtocolError) -> None:
        """Close with the error's code and stop reading (RFC 6455 7.1.7)."""
        self.close(error.code, error.reason)
        self._tcp.disconnectFromHost()

    @Slot()
    def _lost(self) -> None:
        if not self._gone:
            self._gone = True
            self.disconnected.emit()


LiveSocket = QWebSocket | DeflateSocket
"""A live connection: Qt's, or one of ours that compresses."""
