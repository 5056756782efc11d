"""What one client may cost the host: memory for what it does not read, descriptors.

A WebSocket client that never reads what it is sent (a viewer gone to sleep, or an
attacker sending pings and never reading the pongs) makes Qt keep every unsent byte in
the connection's write buffer, without limit: a ping flood grew the host by 200-300 MB a
second until it aborted (issue 24.7), taking every pairing with it. Each connection's
unsent data is therefore bounded: past :data:`MAX_UNSENT_BYTES` it is closed (a page
reconnects by itself and catches up). The incoming side is read a bounded chunk at a
time, so one burst of pings cannot answer megabytes of pongs before the check.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Slot
from PySide6.QtNetwork import QTcpSocket
from shiboken6 import isValid

from app.service.websocket import LiveSocket

if sys.platform != "win32":
    import resource

MAX_UNSENT_BYTES = 512 * 1024
"""Per connection, what may wait to be sent (beyond the system's own socket buffers):
two dozen states of a big tournament, so a phone on a slow Wi-Fi rides out a pause."""
READ_CHUNK_BYTES = 64 * 1024
"""Per connection, what is read before the bound is checked again (a pad's messages are
at most 1 KB; the rest waits in the system, which slows the sender down)."""
DESCRIPTORS_WANTED = 10_240
"""The soft limit of open files asked for at start (1,024 is common: 500 viewers and a
room of phones' HTTP connections need more). Never above the hard limit."""


def over_bound(socket: LiveSocket) -> bool:
    """Whether ``socket`` holds more unsent data than one connection may."""
    return socket.bytesToWrite() > MAX_UNSENT_BYTES


def send_bounded(socket: LiveSocket, text: str) -> bool:
    """Send ``text`` unless the client has stopped reading: then close the connection
    at once (its unsent data dropped) and say so.

    :returns: whether the message was queued.
    """
    if over_bound(socket):
        socket.abort()
        return False
    socket.sendTextMessage(text)
    return True


def bound_incoming(socket: LiveSocket, tcp: QTcpSocket | None) -> None:
    """Read ``socket``'s data a chunk at a time and close it once its answers (the pongs
    Qt sends by itself) pile up unread."""
    socket.setReadBufferSize(READ_CHUNK_BYTES)
    if tcp is not None:
        # Connected after the WebSocket's own reader, so it sees the pongs it queued.
        tcp.readyRead.connect(_UnreadWatch(socket).check)


class _UnreadWatch(QObject):
    """Closes its connection once its unsent data passes the bound. A QObject slot, not
    a lambda: Qt warns on the terminal when the WebSocket lets go of its TCP socket while
    a lambda (watching the socket's ``destroyed``) is connected to it."""

    def __init__(self, socket: LiveSocket) -> None:
        super().__init__(socket)
        self._socket = socket

    @Slot()
    def check(self) -> None:
        # The TCP socket may still signal while the WebSocket it served is being deleted.
        if isValid(self._socket) and over_bound(self._socket):
            self._socket.abort()


def raise_descriptor_limit() -> tuple[int, int] | None:
    """Raise the soft limit of open files towards :data:`DESCRIPTORS_WANTED` (never
    above the hard limit, never lowered); where the system has no such limit, nothing.

    :returns: the soft limit before and after, or ``None`` where there is none.
    """
    if sys.platform == "win32":
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = DESCRIPTORS_WANTED if hard == resource.RLIM_INFINITY else min(
        hard, DESCRIPTORS_WANTED
    )
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (OSError, ValueError):
            return soft, soft  # refused (macOS caps it lower): keep what there is
        return soft, wanted
    return soft, soft
