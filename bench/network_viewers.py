"""The network bench's viewers, living on deltas as the pages do (docs/network-protocol.md).

Each viewer subscribes as one kind of page: ``/tv`` (the room, the clock, the payouts,
the announcements, the featured tables' hands), ``/players`` with a player found (the
room, the clock, the payouts, the news, the seating and that player's table), or the
version-1 page that takes whole states. It holds the parts it was sent, applying each
delta, and stamps when each message arrived and its ``seq``; a delta that does not start
from the ``rev`` it holds is a loss (counted: the run fails on it).
"""

from __future__ import annotations

import asyncio
import bisect
import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from app.service.patches import apply
from app.service.websocket import Opcode, frame, text_frame

STATE_SEQ = re.compile(rb'"seq":\s*(\d+)')
TV, PLAYERS, WHOLE = "/tv", "/players", "version 1"
ANSWER_SECONDS = 10.0


def subscription(kind: str, table: int) -> dict[str, Any] | None:
    """What a page of ``kind`` asks for (a /players phone found a player at ``table``)."""
    if kind == TV:
        return {"parts": ["room", "clock", "payouts", "announcements", "seating"],
                "hands": "featured", "patches": True}
    if kind == PLAYERS:
        return {"parts": ["room", "clock", "payouts", "news", "seating"], "tables": [table],
                "patches": True}
    return None


@dataclass
class Viewer:
    """One WebSocket viewer: the seq of every message it received and when."""

    kind: str = WHOLE
    table: int = 0
    seqs: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    received_bytes: int = 0
    """What the messages held (JSON), inflated."""
    wire_bytes: int = 0
    """What they took on the wire (frames, compressed when the viewer offered it)."""
    connected_seconds: float = 0.0
    closed: str = ""
    parts: dict[str, Any] = field(default_factory=dict)
    rev: int = -1
    gaps: int = 0
    """Deltas that did not start from the rev held (a message lost)."""
    dropped: bool = False
    """It left the Wi-Fi for a while (its latency is its catching up, measured apart)."""
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    part_bytes: Counter[str] = field(default_factory=Counter)
    """The bytes each part took (whole or patched), and the messages' own fields."""

    def count_parts(self, data: dict[str, Any], size: int) -> None:
        count_parts_of(self.part_bytes, data, size)

    def first_at(self, seq: int) -> float | None:
        """When this viewer first held a message of ``seq`` or later (seqs only grow)."""
        index = bisect.bisect_left(self.seqs, seq)
        return self.times[index] if index < len(self.seqs) else None

    @property
    def last_seq(self) -> int:
        return self.seqs[-1] if self.seqs else -1

    @property
    def bytes_per_second(self) -> float:
        return self.received_bytes / self.connected_seconds if self.connected_seconds else 0.0

    @property
    def wire_per_second(self) -> float:
        return self.wire_bytes / self.connected_seconds if self.connected_seconds else 0.0

    def take(self, message: bytes) -> int:
        """Apply one message; its seq."""
        if self.kind == WHOLE:
            match = STATE_SEQ.search(message, 0, 64)
            return int(match[1]) if match else int(json.loads(message)["seq"])
        data = json.loads(message)
        self.count_parts(data, len(message))
        if data["type"] == "full":
            self.parts = dict(data["parts"])
        elif data["type"] == "delta":
            if data["from"] != self.rev:
                self.gaps += 1
            for name, value in data["parts"].items():
                if value is None and name.startswith("table:"):
                    self.parts.pop(name, None)
                else:
                    self.parts[name] = value
            for name, patch in data.get("patches", {}).items():
                self.parts[name] = apply(self.parts[name], patch)
        else:
            return self.last_seq
        self.rev = data["rev"]
        return int(data["seq"])


def _size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def count_parts_of(counter: Counter[str], data: dict[str, Any], size: int) -> None:
    """Add each part's bytes in ``data`` (a message of ``size`` bytes) to ``counter``;
    what is left is the message's own fields (type, rev, seq, now)."""
    parts = {**data.get("parts", {}), **data.get("patches", {})}
    named = 0
    for name, value in parts.items():
        kind = name.split(":")[0]
        counter[kind] += _size(value)
        named += _size(value)
    counter["(message fields)"] += max(0, size - named)


OFFER_DEFLATE = True
"""Whether the bench's clients offer permessage-deflate, as browsers do (``--no-deflate``)."""
_WIRE: dict[bytes, int] = {}


def compression() -> str | None:
    """The ``compression`` the bench's clients connect with."""
    return "deflate" if OFFER_DEFLATE else None


def wire_size(message: bytes) -> int:
    """What ``message`` took on the wire: its frame, compressed as the service compresses
    it when offered. Each message is compressed on its own (no context takeover), the
    same bytes for every client, so each is counted once and remembered."""
    size = _WIRE.get(message)
    if size is None:
        if len(_WIRE) > 4096:
            _WIRE.clear()
        size = len(text_frame(message.decode()) if OFFER_DEFLATE
                   else frame(Opcode.TEXT, message))
        _WIRE[message] = size
    return size


async def open_viewer(uri: str, viewer: Viewer, address: str) -> ClientConnection:
    """Connect ``viewer`` (from ``address``) and subscribe as its kind of page."""
    asked = subscription(viewer.kind, viewer.table)
    socket_ = await connect(uri + ("?deltas=1" if asked else ""), compression=compression(),
                            max_size=2**22, open_timeout=ANSWER_SECONDS,
                            local_addr=(address, 0))
    if asked is not None:
        await socket_.send(json.dumps({"type": "subscribe", **asked}))
    return socket_


async def watch(socket_: ClientConnection, viewer: Viewer) -> None:
    """Stamp each message as it arrives, until the connection closes."""
    opened = time.monotonic()
    try:
        while True:
            message = await socket_.recv(decode=False)
            now = time.monotonic()
            viewer.received_bytes += len(message)
            viewer.wire_bytes += wire_size(message)
            seq = viewer.take(message)
            if viewer.seqs and seq < viewer.seqs[-1]:
                raise AssertionError(f"a state went back from seq {viewer.seqs[-1]} to {seq}")
            viewer.seqs.append(seq)
            viewer.times.append(now)
            viewer.arrived.set()
    except Exception as error:  # recorded: the run fails on it
        viewer.closed = f"{type(error).__name__}: {error}"
        viewer.arrived.set()
    viewer.connected_seconds += time.monotonic() - opened


async def held_now(uri: str, viewer: Viewer) -> dict[str, Any]:
    """The parts a fresh page of ``viewer``'s kind is given now (to compare with what
    the viewer holds after all its deltas)."""
    fresh = Viewer(viewer.kind, viewer.table)
    socket_ = await open_viewer(uri, fresh, "127.0.0.1")
    fresh.take(await asyncio.wait_for(socket_.recv(decode=False), ANSWER_SECONDS))
    await socket_.close()
    return fresh.parts


def steady(parts: dict[str, Any]) -> dict[str, Any]:
    """``parts`` without what the clock changes by itself (``at``, ``remaining``...)."""
    clock = parts.get("clock")
    if clock is None:
        return parts
    kept = {k: v for k, v in clock.items()
            if k not in ("at", "remaining", "break_in", "seconds_left", "clock",
                         "seconds_to_next_break")}
    return {**parts, "clock": kept}
