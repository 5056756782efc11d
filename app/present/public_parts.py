"""The public state cut into parts, so a page is sent only the parts that moved.

``/api/state`` (version 1) is one object; a page that subscribes (docs/network-protocol.md,
"Deltas") holds it as named parts instead, each replaced whole when it changes:

- ``room``: the name, players left, entries, average, prize pool, latest finishes, the
  winner, the look: what changes on an entry, a bust, a setup change;
- ``clock``: the level, blinds, phase and the clock, with ``remaining`` (seconds, exact)
  and ``break_in`` measured at ``at`` on the host's clock, so a page counts down by itself;
- ``payouts``, ``announcements``, ``news``: the lists of the same names;
- ``seating``: ``players`` without their live stacks, those still in by name (who sits
  where, who is out, what they won): it changes on seat draws, moves and busts, not on
  every bet;
- ``table:N``: table N without its hand (seats and stacks; ``seq``), ``hand:N`` its hand
  with the table's ``seq``.

The clock's digits change every second without anything happening: the clock part's
*fingerprint* leaves them out and keeps when the level ends instead, so it moves only when
the clock is started, paused, moved or a level changes. Pure: no Qt, no I/O.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

Json = dict[str, Any]

ROOM_KEYS = (
    "version", "name", "players_left", "entries", "average_stack", "average_stack_text",
    "average_big_blinds", "currency", "prize_pool", "prize_pool_text", "busts",
    "latest_finishes", "finished", "winner", "look",
)
CLOCK_KEYS = (
    "phase", "level", "on_break", "break_note", "small_blind", "big_blind", "ante",
    "ante_text", "blinds_text", "text", "ante_mode", "seconds_left", "clock", "started",
    "paused", "next_level", "seconds_to_next_break",
)
OPTIONAL_CLOCK_KEYS = ("game", "game_text", "stud")
"""Clock keys only a level of another game than hold'em has (a hold'em night's clock part
reads as before)."""
LIST_PARTS = ("payouts", "announcements", "news")
TICKING_KEYS = frozenset({"seconds_left", "clock", "seconds_to_next_break", "remaining",
                          "break_in", "at"})
"""What a running clock changes by itself: left out of the clock's fingerprint."""
SEATING_DEFAULTS: dict[str, Any] = {
    "place": None, "place_text": "", "prize": 0, "prize_text": "", "bounties": 0,
    "won_text": "",
}
"""The fields a ``seating`` row leaves out when they hold these values (a page fills
them back in): a player still in has no place, prize or bounty."""
_KEPT = object()
"""Differs from every value: a field without a default is always kept."""
COMMON_PARTS = frozenset({"room", "clock", "seating", *LIST_PARTS})
"""Every part but the tables' own."""


def table_part(number: int) -> str:
    """``'table:3'``: table 3's seats and stacks."""
    return f"table:{number}"


def hand_part(number: int) -> str:
    """``'hand:3'``: the hand in progress at table 3 (``None`` between hands)."""
    return f"hand:{number}"


def split_state(
    state: Mapping[str, Any], remaining: float, break_in: float | None, running: bool,
    memo: dict[int, tuple[Json, Json, Json | None]] | None = None,
) -> dict[str, Any]:
    """The parts of ``state`` (a built ``/api/state`` object); ``remaining`` and
    ``break_in`` are the clock's exact seconds at ``state["now"]``, ``running`` whether
    it counts down. ``memo`` keeps each ``table:N`` part from one call to the next: a
    table that is the same object as last time gives the same part (not encoded again).

    >>> parts = split_state({**{k: 0 for k in ROOM_KEYS + CLOCK_KEYS}, "now": 5.0,
    ...     "payouts": [], "announcements": [], "news": [], "players": [],
    ...     "tables": [{"number": 2, "seats": [], "hand": None}]}, 60.0, None, True)
    >>> sorted(parts)
    ['announcements', 'clock', 'hand:2', 'news', 'payouts', 'room', 'seating', 'table:2']
    >>> parts["clock"]["remaining"], parts["clock"]["at"], parts["clock"]["running"]
    (60.0, 5.0, True)
    """
    clock = {key: state[key] for key in CLOCK_KEYS}
    clock.update({key: state[key] for key in OPTIONAL_CLOCK_KEYS if key in state})
    clock.update(remaining=remaining, break_in=break_in, at=state["now"], running=running)
    parts: dict[str, Any] = {
        "room": {key: state[key] for key in ROOM_KEYS},
        "clock": clock,
        **{name: state[name] for name in LIST_PARTS},
        "seating": seating(state["players"]),
    }
    for table in state["tables"]:
        number = table["number"]
        kept = memo.get(number) if memo is not None else None
        if kept is not None and kept[0] is table:
            seats, hand = kept[1], kept[2]
        else:
            seats = {k: v for k, v in table.items() if k != "hand"}
            # The hand carries its table's seq: a page showing the hand (the TV) knows it
            # holds the table's last step even when the step changed nothing it draws.
            hand = table["hand"] and {**table["hand"], "seq": table["seq"]}
            if memo is not None:
                memo[number] = (table, seats, hand)
        parts[table_part(number)] = seats
        parts[hand_part(number)] = hand
    return parts


def seating(players: list[Json]) -> list[Json]:
    """``players`` without their stacks: those still in by name (their order by chips
    moves with every pot), then those out in finishing order, as ``players`` lists them.
    A row leaves out the fields at their default (:data:`SEATING_DEFAULTS`): 300 rows of
    players still in are a quarter of the size.

    >>> [p["name"] for p in seating([{"name": "Bo", "stack": 9, "busted": False},
    ...     {"name": "Al", "stack": 1, "busted": False}, {"name": "Cy", "busted": True}])]
    ['Al', 'Bo', 'Cy']
    >>> seating([{"name": "Al", "table": 2, "busted": False, "place": None, "prize": 0}])
    [{'name': 'Al', 'table': 2, 'busted': False}]
    """
    rows = [{key: value for key, value in p.items()
             if key != "stack" and SEATING_DEFAULTS.get(key, _KEPT) != value} for p in players]
    alive = sorted((row for row in rows if not row["busted"]), key=lambda row: row["name"])
    return alive + [row for row in rows if row["busted"]]


def fingerprint(name: str, value: Any) -> str:
    """What must differ for part ``name`` to count as changed: its JSON, the running
    clock's digits left out (its end, ``at + remaining``, stays while it runs).

    >>> a = {"level": 1, "remaining": 60.0, "at": 10.0, "running": True, "clock": "1:00"}
    >>> b = {**a, "remaining": 59.0, "at": 11.0, "clock": "0:59"}
    >>> fingerprint("clock", a) == fingerprint("clock", b)
    True
    >>> fingerprint("clock", a) == fingerprint("clock", {**b, "running": False})
    False
    """
    if name != "clock":
        return json.dumps(value, ensure_ascii=False)
    steady = {k: v for k, v in value.items() if k not in TICKING_KEYS}
    remaining = value["remaining"]
    steady["ends"] = round(value["at"] + remaining if value["running"] else remaining, 1)
    return json.dumps(steady, ensure_ascii=False)
