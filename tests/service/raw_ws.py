"""A WebSocket client on a plain socket, for the attack tests: it sends exactly the bytes
an attacker would (any Origin or Host, pings without reading, nesting, trickles) and
reads only when told to. Not a test module.
"""

from __future__ import annotations

import base64
import os
import socket
import struct

PING = 0x9
TEXT = 0x1
CLOSE = 0x8


def handshake(
    port: int, host: str = "127.0.0.1", origin: str | None = None, host_header: str | None = None,
    timeout: float = 5, sock: socket.socket | None = None,
) -> tuple[socket.socket, bytes]:
    """Open a WebSocket to ``host``:``port`` (on ``sock`` when given, say with a small
    receive buffer); the connection and the server's answer to the upgrade (its status
    line and headers)."""
    if sock is None:
        conn = socket.create_connection((host, port), timeout=timeout)
    else:
        conn = sock
        conn.settimeout(timeout)
        conn.connect((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [
        "GET / HTTP/1.1",
        f"Host: {host_header if host_header is not None else f'{host}:{port}'}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {key}",
        "Sec-WebSocket-Version: 13",
    ]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    conn.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = conn.recv(1)
        if not chunk:
            break
        answer += chunk
    return conn, answer


def frame(opcode: int, payload: bytes) -> bytes:
    """One masked frame from a client (FIN set)."""
    mask = os.urandom(4)
    size = len(payload)
    if size < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
    elif size < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
    masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
    return head + mask + masked


def read_frame(conn: socket.socket) -> tuple[int, bytes]:
    """The next frame from the server (unmasked): its opcode and payload."""
    first, second = _exactly(conn, 2)
    size = second & 0x7F
    if size == 126:
        (size,) = struct.unpack("!H", _exactly(conn, 2))
    elif size == 127:
        (size,) = struct.unpack("!Q", _exactly(conn, 8))
    return first & 0x0F, _exactly(conn, size)


def _exactly(conn: socket.socket, count: int) -> bytes:
    data = b""
    while len(data) < count:
        chunk = conn.recv(count - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data
