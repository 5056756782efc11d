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
from app.service.patches import patch_text

Viewer = TypeVar("Viewer", bound=Hashable)

FEATURED_TABLES = 3
"""``"hands": "featured"`` (the TV) follows this many tables' hands: every table while
there are no more (the final tables), else the lowest-numbered ones."""
MAX_LISTED_TABLES = 64
"""A subscription names at most this many tables (a request is at most 1 KB anyway)."""
ALL, FEATURED = "all", "featured"
CLOCK = "clock"


@dataclass(frozen=True, slots=True)
class Subscription:
    """What a page shows: common parts, whose tables' seats, whose tables' hands."""

    parts: frozenset[str]
    tables: frozenset[int] | str = frozenset()
    """Table numbers, or ``"all"``."""
    hands: frozenset[int] | str = frozenset()
    """Table numbers, ``"all"`` or ``"featured"``."""
    patches: bool = False
    """The page applies patches: a part that changed a little comes as a patch."""

    def names(self, numbers: Iterable[int],
              featured: Iterable[int] | None = None) -> frozenset[str]:
        """The parts wanted while the tables ``numbers`` are in play, ``featured`` the
        tables the host features on the TV (``None``: chosen automatically)."""
        playing = sorted(numbers)
        seats = playing if self.tables == ALL else [n for n in playing if n in self.tables]
        if self.hands == ALL:
            hands = playing
        elif self.hands == FEATURED:
            hands = featured_tables(playing, featured)
        else:
            hands = [n for n in playing if n in self.hands]
        return self.parts | {table_part(n) for n in seats} | {hand_part(n) for n in hands}


def featured_tables(playing: Iterable[int], chosen: Iterable[int] | None) -> list[int]:
    """The tables the TV features: those the host chose that are in play, else (none
    chosen, or none of them in play) the :data:`FEATURED_TABLES` lowest-numbered.

    >>> featured_tables([1, 2, 3, 4, 5], None)
    [1, 2, 3]
    >>> featured_tables([1, 2, 3, 4, 5], [5, 9])
    [5]
    >>> featured_tables([1, 2, 3, 4, 5], [9])
    [1, 2, 3]
    """
    ordered = sorted(playing)
    picked = [n for n in ordered if n in set(chosen or ())]
    return picked or ordered[:FEATURED_TABLES]


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
    patches = message.get("patches", False)
    if tables is None or hands is None or not isinstance(patches, bool):
        return None
    return Subscription(frozenset(parts), tables, hands, patches)


def _tables(value: Any, words: tuple[str, ...]) -> frozenset[int] | str | None:
    if isinstance(value, str):
        return value if value in words else None
    if not isinstance(value, list) or len(value) > MAX_LISTED_TABLES:
        return None
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in value):
        return None
    return frozenset(value)


class PartBook:
    """Every part's JSON now, the ``rev`` at which it last changed (or left), and the
    patch of each part that changed at the last ``rev`` (when shorter than the part)."""

    def __init__(self) -> None:
        self.rev = 0
        self.texts: dict[str, str] = {}
        self._prints: dict[str, str] = {}
        self._sources: dict[str, Any] = {}
        """The parts' objects last taken (kept alive: compared by identity)."""
        self._values: dict[str, Any] = {}
        """Each patchable part as pages hold it (as of its last change)."""
        self.patches: dict[str, str] = {}
        """The parts changed at ``rev`` that a patch tells shorter: the patch's JSON."""
        self._changed_at: dict[str, int] = {}
        self.numbers: frozenset[int] = frozenset()
        """The tables in play."""
        self.featured: tuple[int, ...] | None = None
        """The tables the host features on the TV (``None``: automatic)."""

    def update(self, parts: Mapping[str, Any]) -> frozenset[str]:
        """Take the parts now; the names of those that changed (a new ``rev`` if any)."""
        # The clock's JSON is sent fresh even when only its digits moved (a page that
        # subscribes later counts from it); every other part's JSON is its fingerprint.
        # A part that is the very object of last time (a table that did not move) is
        # not encoded again.
        texts = {name: self.texts[name] if name in self._sources
                 and self._sources[name] is value else json.dumps(value, ensure_ascii=False)
                 for name, value in parts.items()}
        self._sources = {name: value for name, value in parts.items()
                         if isinstance(value, dict | list)}
        prints = {name: fingerprint(name, value) if name == CLOCK else texts[name]
                  for name, value in parts.items()}
        changed = {name for name, text in prints.items() if self._prints.get(name) != text}
        changed |= set(self._prints) - set(prints)  # a table closed: its parts leave
        self.texts = texts
        self._prints = prints
        self.numbers = frozenset(
            int(name.split(":")[1]) for name in parts if name.startswith("table:")
        )
        self.patches = {}
        if changed:
            self.rev += 1
            for name in changed:
                self._changed_at[name] = self.rev
                if name in self._values and name in parts:
                    patch = patch_text(self._values[name], parts[name], texts[name])
                    if patch is not None:
                        self.patches[name] = patch
        # The clock is never patched: a page holds the one it was sent, not the last.
        self._values = {name: value for name, value in parts.items() if name != CLOCK}
        return frozenset(changed)

    def since(self, rev: int, wanted: frozenset[str]) -> list[str]:
        """The wanted parts changed after ``rev`` (a part that left is among them)."""
        return sorted(n for n in wanted if self._changed_at.get(n, 0) > rev)

    def message(self, kind: str, names: Iterable[str], extra: str,
                patched: bool = False) -> str:
        """A ``full`` or ``delta`` message of ``names``: each part's JSON, ``null`` for a
        part that left, or (``patched``: a delta to a page applying patches) its patch
        when shorter. ``extra`` is the message's other fields, already JSON."""
        whole, patches = [], []
        for name in names:
            patch = self.patches.get(name) if patched else None
            if patch is None:
                whole.append(f"{json.dumps(name)}:{self.texts.get(name, 'null')}")
            else:
                patches.append(f"{json.dumps(name)}:{patch}")
        tail = f',"patches":{{{",".join(patches)}}}' if patches else ""
        return f'{{"type":"{kind}",{extra},"parts":{{{",".join(whole)}}}{tail}}}'


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
        wanted = subscription.names(self.book.numbers, self.book.featured)
        self._held[viewer] = _Held(subscription, wanted, self.book.rev)
        text = self.book.message("full", sorted(wanted), self._fields(now))
        return self._send(viewer, text)

    def still(self, viewer: Viewer) -> bool:
        """Tell ``viewer`` the ``rev`` it was last sent (it asks now and then: a page
        holding another missed a message; one hearing nothing lost the host)."""
        held = self._held.get(viewer)
        return held is not None and self._send(viewer, f'{{"type":"still","rev":{held.rev}}}')

    def publish(self, parts: Mapping[str, Any], seq: int, now: float,
                featured: tuple[int, ...] | None = None) -> int:
        """Take the parts now (``featured``: the tables the host features on the TV);
        send each viewer the wanted parts that moved (the full parts when the tables it
        follows changed). How many messages went out."""
        self._seq, self._now = seq, now
        changed = self.book.update(parts)
        refeatured = featured != self.book.featured
        self.book.featured = featured
        if not changed and not refeatured:
            return 0
        fields = self._fields()
        wanted_by: dict[Subscription, frozenset[str]] = {}
        composed: dict[tuple[str, int, frozenset[str], bool], str] = {}
        sent = 0
        for viewer, held in list(self._held.items()):
            wanted = wanted_by.get(held.subscription)
            if wanted is None:
                wanted = wanted_by[held.subscription] = held.subscription.names(
                    self.book.numbers, self.book.featured)
            if wanted != held.wanted:
                kind, names, start = "full", sorted(wanted), self.book.rev
            elif changed & wanted:
                kind, names, start = "delta", self.book.since(held.rev, wanted), held.rev
            else:
                continue
            patched = kind == "delta" and held.subscription.patches
            key = (kind, start, wanted, patched)
            text = composed.get(key)
            if text is None:
                extra = fields if kind == "full" else f'"from":{start},{fields}'
                text = composed[key] = self.book.message(kind, names, extra, patched)
            held.wanted, held.rev = wanted, self.book.rev
            sent += self._send(viewer, text)
        return sent

    def _fields(self, now: float | None = None) -> str:
        moment = self._now if now is None else now
        # To the millisecond: the page counts the clock from it, and a whole second of
        # digits is all it shows.
        return f'"rev":{self.book.rev},"seq":{self._seq},"now":{json.dumps(round(moment, 3))}'
