"""The JSON of /api/state: the same facts as the Qt audience display, as plain data."""

from __future__ import annotations

import json

from app.engine.clock import ClockPaused, ClockStarted
from app.engine.entry_options import EntryKind
from app.engine.events import WentAllIn
from app.engine.tournament_events import EntryTaken, PlayerRegistered, PlayerSeated
from app.present.announcements import MIN_SECONDS, AnnouncementQueue
from app.present.public_state import build_public_state
from tests.present.test_view_model import (
    EURO_KNOCKOUT,
    act,
    deal,
    model_at,
    record,
    seated,
    to_act,
)


def test_the_level_clock_and_players_match_the_display() -> None:
    state = record(seated(5, setup=EURO_KNOCKOUT), ClockStarted(0.0))
    now = 1_600.0  # level 3 (100/200, BB ante 200), 500 s left
    data = build_public_state(state, state.clock(now), now, seq=42)
    model = model_at(state, now)
    assert data["seq"] == 42
    assert (data["level"], data["small_blind"], data["big_blind"], data["ante"]) == (
        3, 100, 200, 200,
    )
    assert data["ante_mode"] == "big_blind" and data["ante_text"] == "BB ante 200"
    assert data["seconds_left"] == 500 and data["clock"] == model.clock == "8:20"
    assert data["paused"] is False and data["phase"] == "running"
    assert data["players_left"] == model.players_left == 5
    assert data["prize_pool_text"] == model.prize_pool == "€150.00"  # the bounties are apart
    assert data["prize_pool"] == 15_000  # cents: money is an integer
    assert [p["amount_text"] for p in data["payouts"]] == [p.amount for p in model.payouts]
    assert data["average_stack_text"] == model.average_stack
    assert data["next_level"]["text"] == "200 / 400 · BB ante 400"
    json.dumps(data)  # plain data all the way down


def test_a_paused_break_says_so() -> None:
    state = record(seated(3), ClockStarted(0.0), ClockPaused(1_300.0))
    data = build_public_state(state, state.clock(2_000.0), 2_000.0, seq=7)
    assert data["on_break"] and data["paused"] and data["phase"] == "paused"
    assert data["break_note"] == "Color up the 25s"
    assert data["seconds_left"] == 200
    assert (data["small_blind"], data["big_blind"]) == (100, 200)  # the level after it


def test_tables_carry_seats_stacks_and_named_pots() -> None:
    state = seated(3)
    state = record(state, ClockStarted(0.0), EntryTaken(2, EntryKind.ADD_ON, 0.0),
                   EntryTaken(3, EntryKind.ADD_ON, 0.0))
    state = deal(state)
    state = act(state, WentAllIn(to_act(state)))
    while (live := state.table(1).hand_state) is not None and live.to_act is not None:
        state = act(state, WentAllIn(live.to_act))
    data = build_public_state(state, state.clock(1.0), 1.0, seq=3)
    [table] = data["tables"]
    assert [s["player"] for s in table["seats"]] == ["Ann", "Bob", "Cy"]
    assert all(s["stack"] == 0 for s in table["seats"])  # everyone is all in
    hand = table["hand"]
    assert [p["name"] for p in hand["pots"]] == ["Main pot", "Side pot 1"]
    assert sum(p["amount"] for p in hand["pots"]) == hand["pot_total"] == 40_000
    assert "hole" not in json.dumps(data)


def test_players_list_who_sits_where() -> None:
    state = seated(4, table_count=2)
    data = build_public_state(state, state.clock(0.0), 0.0, seq=1)
    where = {p["name"]: (p["table"], p["seat"]) for p in data["players"]}
    assert where == {"Ann": (1, 1), "Bob": (2, 1), "Cy": (1, 2), "Dee": (2, 2)}
    assert data["phase"] == "waiting" and data["paused"] is False


def test_announcements_are_published_with_their_time_on_screen() -> None:
    before = seated(3)
    state = record(before, PlayerRegistered(9, "Zoe"), PlayerSeated(9, 1, 9))
    queue = AnnouncementQueue().observe(before, state, now=50.0)
    data = build_public_state(state, state.clock(60.0), 60.0, seq=3,
                              announcements=queue.schedule())
    assert data["now"] == 60.0
    assert data["announcements"] == [
        {
            "id": queue.items[0].id,
            "kind": "seated",
            "title": "Seat",
            "text": "Zoe takes table 1, seat 9.",
            "lines": [],
            "pages": [{"lines": [], "seconds": MIN_SECONDS}],
            "from": 50.0,
            "until": 50.0 + MIN_SECONDS,
        }
    ]
    json.dumps(data)
    assert build_public_state(state, state.clock(60.0), 60.0, seq=3)["announcements"] == []


def test_the_news_history_is_published_newest_first_with_when_it_was_told() -> None:
    before = seated(3)
    zoe = record(before, PlayerRegistered(9, "Zoe"), PlayerSeated(9, 1, 9))
    queue = AnnouncementQueue().observe(before, zoe, now=50.0)
    uma = record(zoe, PlayerRegistered(10, "Uma"), PlayerSeated(10, 1, 8))
    queue = queue.observe(zoe, uma, now=70.0).advance(500.0)  # the TV told both
    data = build_public_state(uma, uma.clock(500.0), 500.0, seq=6,
                              announcements=queue.schedule(), news=queue.news[::-1])
    assert data["announcements"] == []
    assert data["news"] == [
        {"id": queue.news[1].announcement.id, "kind": "seated", "title": "Seat",
         "text": "Uma takes table 1, seat 8.", "lines": [], "at": 70.0},
        {"id": queue.news[0].announcement.id, "kind": "seated", "title": "Seat",
         "text": "Zoe takes table 1, seat 9.", "lines": [], "at": 50.0},
    ]
    assert build_public_state(uma, uma.clock(60.0), 60.0, seq=6)["news"] == []
