"""The bench's dealer pads: paired over the live port, each recording actions at its table
and timing them (split from network_bench.py, which runs the room)."""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

# Run as a script, the checkout is not on the path: the bench's own modules are under it.
from app.engine.cards import full_deck
from app.service.patches import apply
from bench.network_viewers import compression, wire_size

ANSWER_SECONDS = 10.0
"""How long a pad waits for an answer before the bench calls it lost."""
STATE_START = '{"version"'
"""How a published state begins (pad messages begin with their ``type``)."""
ROOM_MESSAGES = ('{"type":"full"', '{"type":"delta"', '{"type":"still"')
"""The room's parts a pad subscribes to (the clock and the level), not its table."""


def pad_address(table: int) -> str:
    """Each table's pad is a phone of its own."""
    return f"127.0.1.{table}"



@dataclass
class Sample:
    """One recorded action: sent, answered, and its table seq."""

    phase: str
    table: int
    action: str
    sent: float
    answered: float
    seq: int


class Pad:
    """A dealer pad paired to one table: its latest pad view and its pending requests."""

    def __init__(self, table: int, uri: str, rng: random.Random) -> None:
        self.table = table
        self.uri = uri
        self.dealer = Dealer(rng)
        self.token = ""
        self.view: dict[str, Any] = {}
        self.samples: list[Sample] = []
        self.last_request: dict[str, Any] = {}
        self.last_reply: dict[str, Any] = {}
        self.received_bytes = 0
        self.wire_bytes = 0
        self.connected_seconds = 0.0
        self._socket: ClientConnection | None = None
        self._listener: asyncio.Task[None] | None = None
        self._fresh = asyncio.Event()
        self._replies: dict[str, asyncio.Future[tuple[float, dict[str, Any]]]] = {}
        self._control: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

    async def connect(self) -> None:
        """Open a (new) connection; what the server sends is routed by :meth:`_listen`."""
        await self.close()
        self._socket = await connect(self.uri + "?deltas=1", compression=compression(),
                                     max_size=2**22, open_timeout=ANSWER_SECONDS,
                                     local_addr=(pad_address(self.table), 0))
        self._listener = asyncio.create_task(self._listen(self._socket))
        await self.send({"type": "subscribe", "parts": ["clock", "room"],
                         "patches": True})  # as table.js

    async def close(self) -> None:
        """Drop the connection (as a phone leaving the Wi-Fi does)."""
        if self._socket is not None:
            await self._socket.close()
        if self._listener is not None:
            await self._listener
        self._socket = self._listener = None
        self._control = asyncio.Queue()  # what came on that connection and was not read

    async def _listen(self, socket_: ClientConnection) -> None:
        """Route what the server sends: pad views, replies by id, the rest in order."""
        opened = time.monotonic()
        try:
            async for text in socket_:
                now = time.monotonic()
                data = text.encode()
                self.received_bytes += len(data)
                self.wire_bytes += wire_size(data)
                if text.startswith((STATE_START, *ROOM_MESSAGES)):
                    continue  # the room's clock and level: not this pad's table
                message = json.loads(text)
                kind = message.get("type")
                if kind == "pad":
                    self.view = message
                    self._fresh.set()
                elif kind == "pad_patch":
                    if message["from"] != self.view.get("seq"):
                        raise RuntimeError(f"table {self.table}: a patch from "
                                           f"{message['from']}, held {self.view.get('seq')}")
                    self.view = {**apply(self.view, message["patch"]), "seq": message["seq"]}
                    self._fresh.set()
                elif message.get("id") in self._replies:
                    self._replies.pop(message["id"]).set_result((now, message))
                elif kind is not None:
                    await self._control.put(message)
        except ConnectionClosed:
            pass
        self.connected_seconds += time.monotonic() - opened

    async def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` without waiting for any answer."""
        assert self._socket is not None, "connect first"
        await self._socket.send(json.dumps(message))

    async def _expect(self, kind: str) -> dict[str, Any]:
        message = await asyncio.wait_for(self._control.get(), ANSWER_SECONDS)
        if message.get("type") != kind:
            raise RuntimeError(f"table {self.table}: expected {kind!r}, got {message}")
        return message

    async def pair(self, pin: str) -> None:
        """Pair with ``pin`` (connecting first), then say hello."""
        if self._socket is None:
            await self.connect()
        device = f"Bench pad {self.table}"
        await self.send({"type": "pair", "table": self.table, "pin": pin, "device": device,
                         "patches": True})
        self.token = (await self._expect("paired"))["token"]
        await self.hello()

    async def hello(self) -> None:
        """Present the token (after every connect); the pad view follows the welcome."""
        self._fresh.clear()
        await self.send({"type": "hello", "table": self.table, "token": self.token,
                         "patches": True})
        await self._expect("welcome")
        await asyncio.wait_for(self._fresh.wait(), ANSWER_SECONDS)

    async def request(self, request: dict[str, Any]) -> tuple[float, float, dict[str, Any]]:
        """Send ``request`` (an ``act`` with its ``id``); when it went, when it was
        answered, and the answer."""
        reply: asyncio.Future[tuple[float, dict[str, Any]]] = (
            asyncio.get_running_loop().create_future()
        )
        self._replies[request["id"]] = reply
        self.last_request = request
        sent = time.monotonic()
        await self.send(request)
        answered, message = await asyncio.wait_for(reply, ANSWER_SECONDS)
        self.last_reply = message
        return sent, answered, message

    def next_request(self) -> dict[str, Any]:
        """An ``act`` request (a new id) for a legal action chosen on the pad view."""
        return {"type": "act", "id": str(uuid.uuid4()), "table": self.table,
                "token": self.token, "seq": self.view["seq"],
                "action": self.dealer.choose(self.view)}

    async def act_once(self, phase: str) -> Sample:
        """Choose one legal action from the pad view, send it, wait for ``recorded`` and
        the pad view of the new seq."""
        return await self.until_recorded(phase, self.next_request())

    async def until_recorded(self, phase: str, request: dict[str, Any]) -> Sample:
        """Send ``request`` (again, if it was sent before), wait for ``recorded`` and the
        pad view of the new seq.

        :raises RuntimeError: if the server refused it.
        """
        sent, answered, message = await self.request(request)
        action = request["action"]
        if message["type"] != "recorded":
            raise RuntimeError(f"table {self.table}: {action} was {message}")
        sample = Sample(phase, self.table, action["do"], sent, answered, message["seq"])
        self.samples.append(sample)
        await self.until_view(sample.seq)
        return sample

    async def until_view(self, seq: int) -> None:
        """Until the pad view of ``seq`` (or later) has arrived."""
        while self.view.get("seq", -1) < seq:
            self._fresh.clear()
            await asyncio.wait_for(self._fresh.wait(), ANSWER_SECONDS)


class Dealer:
    """How the bench's dealer plays a table from its pad view: deal, then legal actions
    only (mostly check or call down, some folds, a small bet now and then, never all-in),
    the board and the showdown's cards drawn from one shuffled deck a hand, as at a
    real table."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.deck: list[str] = []

    def choose(self, view: dict[str, Any]) -> dict[str, Any]:
        """The next action for the pad view ``view``.

        :raises RuntimeError: if the view offers nothing the bench knows how to do.
        """
        mode = view.get("mode")
        if view.get("hand") is None or mode in ("waiting", "between"):
            if not view["deal"]["can"]:
                raise RuntimeError(f"{view['title']} cannot deal: {view['deal']['reason']}")
            self.deck = [str(card) for card in full_deck()]
            self.rng.shuffle(self.deck)
            return {"do": "deal"}
        if view.get("board_due"):
            return {"do": "board", "cards": " ".join(self._draw(view["board_due"]["cards"]))}
        if view.get("showdown") and view["showdown"]["to_show"]:
            seat = view["showdown"]["to_show"][0]["seat"]
            return {"do": "show", "seat": seat, "cards": " ".join(self._draw(2))}
        if view.get("actions"):
            return self._wager(view["actions"], preflop=not view["board_cards"])
        raise RuntimeError(f"{view['title']}: nothing to do in mode {mode!r}")

    def _wager(self, legal: dict[str, Any], preflop: bool) -> dict[str, Any]:
        roll = self.rng.random()
        small_bet = legal["min_to"] is not None and legal["min_to"] * 8 <= legal["behind"]
        if legal["bet"] and small_bet and roll < 0.1:
            return {"do": "bet", "to": legal["min_to"]}
        if legal["check"]:
            return {"do": "check"}
        affordable = legal["call"] is not None and legal["call"] < legal["behind"]
        if affordable and (roll < 0.35 or not preflop) and roll < 0.8:
            return {"do": "call"}
        return {"do": "fold"}

    def _draw(self, count: int) -> list[str]:
        drawn, self.deck = self.deck[:count], self.deck[count:]
        return drawn


# ----- the run ------------------------------------------------------------------------------


