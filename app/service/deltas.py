"""Deltas: a subscribed page is sent the parts of the state that moved, and only the
parts it shows (docs/network-protocol.md, "Deltas").

A page sends ``{"type":"subscribe", "parts": [...], "tables": ..., "hands": ...}``; it is
answered ``{"type":"full", "rev": R, ...}`` with every part it asked for, then
``{"type":"delta", "from": R0, "rev": R, ...}`` with the parts changed since ``R0``, the
last ``rev`` it was sent. A page holding another ``rev`` than ``from`` missed a message:
it subscribes again and gets the full parts. A connection that never subscribes is a
version-1 viewer and keeps receiving the whole state (the service does that).

No Qt here: a viewer is any hashable key, and sending goes through the function given.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from app.present.public_parts import COMMON_PARTS, fingerprint, hand_part, table_part

Viewer = TypeVar("Viewer", bound=Hashable)

FEATURED_TABLES = 3
"""``"hands": "featured"`` (the TV) follows this many tables' hands: every table while
there are no more (the final tables), else the lowest-numbered ones."""
MAX_LISTED_TABLES = 64
"""A subscription names at most this many tables (a request is at most 1 KB anyway)."""
ALL, FEATURED = "all", "featured"


@dataclass(frozen=True, slots=True)
class Subscription:
    """What a page shows: common parts, whose tables' seats, whose tables' hands."""

    parts: frozenset[str]
    tables: frozenset[int] | str = frozenset()
    """Table numbers, or ``"all"``."""
    hands: frozenset[int] | str = frozenset()
    """Table numbers, ``"all"`` or ``"featured"``."""

    def names(self, numbers: Iterable[int]) -> frozenset[str]:
        """The parts wanted while the tables ``numbers`` are in play."""
        playing = sorted(numbers)
        seats = playing if self.tables == ALL else [n for n in playing if n in self.tables]
        if self.hands == ALL:
            hands = playing
        elif self.hands == FEATURED:
            hands = playing[:FEATURED_TABLES]
        else:
            hands = [n for n in playing if n in self.hands]
        return self.parts | {table_part(n) for n in seats} | {hand_part(n) for n in hands}


def read_subscription(message: Mapping[str, Any]) -> Subscription | None:
    """The subscription ``message`` asks for, or ``None`` when it is malformed.

    >>> read_subscription({"parts": ["clock", "room"], "hands": "featured"}).hands
    'featured'
    >>> read_subscription({"parts": ["everything"]}) is None
    True
    """
    parts = message.get("parts", [])
    if not isinstance(parts, list) or not all(p in COMMON_PARTS for p in parts):
        return None
    tables = _tables(message.get("tables", []), (ALL,))
    hands = _tables(message.get("hands", []), (ALL, FEATURED))
    if tables is None or hands is None:
        return None
    return Subscription(frozenset(parts), tables, hands)


def _tables(value: Any, words: tuple[str, ...]) -> frozenset[int] | str | None:
    if isinstance(value, str):
        return value if value in words else None
    if not isinstance(value, list) or len(value) > MAX_LISTED_TABLES:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in value):
        return None
    return frozenset(value)


class PartBook:
    """Every part's JSON now and the ``rev`` at which it last changed (or left)."""

    def __init__(self) -> None:
        self.rev = 0
        self.texts: dict[str, str] = {}
        self._prints: dict[str, str] = {}
        self._changed_at: dict[str, int] = {}
        self.numbers: frozenset[int] = frozenset()
        """The tables in play."""

    def update(self, parts: Mapping[str, Any]) -> frozenset[str]:
        """Take the parts now; the names of those that changed (a new ``rev`` if any)."""
        prints = {name: fingerprint(name, value) for name, value in parts.items()}
        changed = {name for name, text in prints.items() if self._prints.get(name) != text}
        changed |= set(self._prints) - set(prints)  # a table closed: its parts leave
        # The clock's JSON is sent fresh even when only its digits moved (a page that
        # subscribes later counts from it).
        self.texts = {name: json.dumps(value, ensure_ascii=False)
                      for name, value in parts.items()}
        self._prints = prints
        self.numbers = frozenset(
            int(name.split(":")[1]) for name in parts if name.startswith("table:")
        )
        if changed:
            self.rev += 1
            for name in changed:
                self._changed_at[name] = self.rev
        return frozenset(changed)

    def since(self, rev: int, wanted: frozenset[str]) -> list[str]:
        """The wanted parts changed after ``rev`` (a part that left is among them)."""
        return sorted(n for n in wanted if self._changed_at.get(n, 0) > rev)

    def message(self, kind: str, names: Iterable[str], extra: str) -> str:
        """A ``full`` or ``delta`` message of ``names``: each part's JSON, ``null`` for a
        part that left. ``extra`` is the message's other fields, already JSON."""
        body = ",".join(f"{json.dumps(n)}:{self.texts.get(n, 'null')}" for n in names)
        return f'{{"type":"{kind}",{extra},"parts":{{{body}}}}}'


@dataclass(slots=True)
class _Held:
    """What one subscribed viewer was sent: its subscription, parts and ``rev``."""

    subscription: Subscription
    wanted: frozenset[str]
    rev: int


class Subscribers(Generic[Viewer]):
    """The subscribed viewers and what each was sent; sends each only what moved."""

    def __init__(self, send: Callable[[Viewer, str], bool]) -> None:
        self._send = send
        self.book = PartBook()
        self._held: dict[Viewer, _Held] = {}
        self._seq = 0
        self._now = 0.0

    def __contains__(self, viewer: object) -> bool:
        return viewer in self._held

    def __len__(self) -> int:
        return len(self._held)

    def leave(self, viewer: Viewer) -> None:
        self._held.pop(viewer, None)

    def subscribe(self, viewer: Viewer, subscription: Subscription, now: float) -> bool:
        """Hold ``viewer`` to ``subscription`` and send it the full parts now (``now``
        on the host's clock: the page keeps time from it)."""
        wanted = subscription.names(self.book.numbers)
        self._held[viewer] = _Held(subscription, wanted, self.book.rev)
        text = self.book.message("full", sorted(wanted), self._fields(now))
        return self._send(viewer, text)

    def still(self, viewer: Viewer) -> bool:
        """Tell ``viewer`` the ``rev`` it was last sent (it asks now and then: a page
        holding another missed a message; one hearing nothing lost the host)."""
        held = self._held.get(viewer)
        return held is not None and self._send(viewer, f'{{"type":"still","rev":{held.rev}}}')

    def publish(self, parts: Mapping[str, Any], seq: int, now: float) -> int:
        """Take the parts now; send each viewer the wanted parts that moved (the full
        parts when the tables it follows changed). How many messages went out."""
        self._seq, self._now = seq, now
        changed = self.book.update(parts)
        if not changed:
            return 0
        fields = self._fields()
        wanted_by: dict[Subscription, frozenset[str]] = {}
        composed: dict[tuple[str, int, frozenset[str]], str] = {}
        sent = 0
        for viewer, held in list(self._held.items()):
            wanted = wanted_by.get(held.subscription)
            if wanted is None:
                wanted = wanted_by[held.subscription] = held.subscription.names(
                    self.book.numbers)
            if wanted != held.wanted:
                kind, names, start = "full", sorted(wanted), self.book.rev
            elif changed & wanted:
                kind, names, start = "delta", self.book.since(held.rev, wanted), held.rev
            else:
                continue
            key = (kind, start, wanted)
            text = composed.get(key)
            if text is None:
                extra = fields if kind == "full" else f'"from":{start},{fields}'
                text = composed[key] = self.book.message(kind, names, extra)
            held.wanted, held.rev = wanted, self.book.rev
            sent += self._send(viewer, text)
        return sent

    def _fields(self, now: float | None = None) -> str:
        moment = self._now if now is None else now
        return f'"rev":{self.book.rev},"seq":{self._seq},"now":{json.dumps(moment)}'
