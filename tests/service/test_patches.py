"""Patches (issue 25): a page or a pad that applies them is sent what moved inside a part
or a pad view, and ends holding exactly what a fresh page is given."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerRegistered
from app.present.public_parts import seating
from app.service.deltas import Subscribers, Subscription
from app.service.patches import apply, diff
from app.service.server import TournamentService
from tests.service.test_deltas import Page
from tests.service.test_pads import Pad, serve, session_of, two_tables

Message = dict[str, Any]

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=2), inner, max_size=4),
    max_leaves=12,
)


@given(JSON, JSON)
def test_a_patch_turns_the_old_value_into_the_new(old: Any, new: Any) -> None:
    assert apply(copy.deepcopy(old), json.loads(json.dumps(diff(old, new)))) == new


def test_equal_values_need_no_patch() -> None:
    assert diff({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2}]}) == []
    assert diff(1, True) == [[[], True]]  # 1 == True in Python, not in JSON


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, two_tables(tmp_path / "two.feltboard"))


def held_after(page: Page, since: int) -> dict[str, Any]:
    """The parts ``page`` holds: its full message and every delta after it applied."""
    parts: dict[str, Any] = {}
    for message in page.messages[since:]:
        if message["type"] == "full":
            parts = dict(message["parts"])
        elif message["type"] == "delta":
            parts.update(message["parts"])
            for name, patch in message.get("patches", {}).items():
                parts[name] = apply(parts[name], patch)
    return parts


def test_a_page_applying_patches_gets_the_stacks_that_moved_only(
    qtbot: QtBot, service: TournamentService
) -> None:
    page = Page(qtbot, service, parts=["seating"], tables=[1], patches=True)
    old = Page(qtbot, service, parts=["seating"], tables=[1])
    session = session_of(service)
    assert session.deal(1) is None  # the blinds go in: two stacks and the table's seq move
    delta = page.next()
    assert set(delta["patches"]) == {"table:1"} and delta["parts"] == {}
    paths = [operation[0] for operation in delta["patches"]["table:1"]]
    assert ["seq"] in paths and all(p == ["seq"] or p[-1] == "stack" for p in paths)
    qtbot.waitUntil(lambda: len(old.messages) == 2)
    whole = old.messages[-1]  # a page that did not ask for patches gets the part whole
    assert "patches" not in whole and set(whole["parts"]) == {"table:1"}
    assert session.record(PlayerRegistered(7, "Zoe")) is None
    page.next()
    fresh = Page(qtbot, service, parts=["seating"], tables=[1], patches=True)
    assert held_after(page, 0) == fresh.messages[0]["parts"]
    assert len(json.dumps(delta)) < len(json.dumps(whole))


def test_a_patch_goes_only_to_a_page_holding_what_it_starts_from() -> None:
    sent: list[tuple[str, str]] = []
    subscribers: Subscribers[str] = Subscribers(lambda viewer, text: sent.append((viewer, text))
                                                or True)
    rows = [{"name": f"P{n}", "table": 1, "seat": n, "busted": False} for n in range(9)]
    parts = {"seating": seating(rows)}
    subscribers.publish(parts, 1, 0.0)
    subscribers.subscribe("early", Subscription(frozenset({"seating"}), patches=True), 0.0)
    busted = [{**row, "busted": row["seat"] == 4, "place": 9 if row["seat"] == 4 else None}
              for row in rows]
    subscribers.publish({"seating": seating(busted)}, 2, 1.0)
    subscribers.subscribe("late", Subscription(frozenset({"seating"}), patches=True), 1.0)
    back = [{**row, "busted": False} for row in rows]
    subscribers.publish({"seating": seating(back)}, 3, 2.0)
    held = {"early": None, "late": None}
    for viewer, text in sent:
        message = json.loads(text)
        if message["type"] == "full":
            held[viewer] = message["parts"]["seating"]
        else:
            assert "patches" in message  # a busted row moved: a patch, not 9 rows
            held[viewer] = apply(held[viewer], message["patches"]["seating"])
    assert held["early"] == held["late"] == seating(back)


def test_a_seating_row_leaves_out_its_defaults() -> None:
    row = {"name": "Ann", "table": 1, "seat": 2, "stack": 500, "busted": False, "place": None,
           "place_text": "", "prize": 0, "prize_text": "", "bounties": 0, "won_text": ""}
    assert seating([row]) == [{"name": "Ann", "table": 1, "seat": 2, "busted": False}]
    out = {**row, "busted": True, "place": 6, "place_text": "6th"}
    assert seating([out])[0]["place_text"] == "6th"


def test_a_pad_applying_patches_gets_its_view_patched(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = Pad(qtbot, service)
    pad.send({"type": "pair", "table": 1, "device": "Anna's phone", "patches": True,
              "pin": service.pads.pairing.pin(1)})
    pad.token, pad.table = pad.reply("paired")["token"], 1
    view = pad.view()
    assert pad.act({"do": "deal"})["type"] == "recorded"
    patch = pad.reply("pad_patch")
    assert patch["from"] == view["seq"] < patch["seq"]
    held = apply({k: v for k, v in view.items() if k not in ("type", "table", "seq")},
                 patch["patch"])
    service._tables.refresh(session_of(service))
    fresh = service._tables.message(1)
    assert fresh is not None
    assert held == {k: v for k, v in fresh.items() if k not in ("type", "table", "seq")}
    assert len(json.dumps(patch)) < len(json.dumps(fresh)) / 2


def test_a_pad_that_did_not_ask_gets_whole_views(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = Pad(qtbot, service)
    assert pad.pair(1)["type"] == "paired"
    pad.view()
    assert pad.act({"do": "deal"})["type"] == "recorded"
    assert pad.reply(("pad", "pad_patch"))["type"] == "pad"


def test_views_built_again_only_where_they_changed_equal_views_built_anew(
    qtbot: QtBot, service: TournamentService
) -> None:
    from app.service.pads import TableViews

    session = session_of(service)
    assert session.deal(1) is None
    service.publish()
    before = dict(service._tables._views)
    assert session.deal(2) is None
    service.publish()
    kept = service._tables._views
    assert kept[1] is before[1] and kept[2] is not before[2]  # table 1 was not rebuilt
    for _ in range(3):  # the calls and the check at both tables, in turn
        for table in (1, 2):
            assert session.edits.check_or_call(table) is None
            service.publish()
    for table, flop in ((1, "As Kd 7c"), (2, "2h 3h 4h")):
        assert session.edits.deal_board(table, flop) is None
        service.publish()
    assert session.edits.fold(1) is None
    service.publish()
    anew = TableViews()
    anew.refresh(session)
    assert service._tables._views == anew._views
