"""Deltas over a real WebSocket: a subscribed page gets the parts it shows that moved."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockPaused, ClockStarted
from app.engine.tournament_events import PlayerRegistered
from app.present.public_parts import split_state
from app.service.deltas import FEATURED_TABLES, Subscription
from app.service.server import TournamentService
from tests.service.test_pads import Clock, serve, session_of, two_tables

Message = dict[str, Any]


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, two_tables(tmp_path / "two.feltboard"))


class Page:
    """A WebSocket client living on deltas, as the pages do: it holds the parts."""

    def __init__(self, qtbot: QtBot, service: TournamentService, **subscription: Any) -> None:
        self.qtbot = qtbot
        self.socket = QWebSocket()
        self.messages: list[Message] = []
        self.socket.textMessageReceived.connect(lambda t: self.messages.append(json.loads(t)))
        with qtbot.waitSignal(self.socket.connected, timeout=3000):
            self.socket.open(QUrl(f"ws://127.0.0.1:{service.live_port}/?deltas=1"))
        self.subscribe(**subscription)

    def subscribe(self, **subscription: Any) -> Message:
        with self.qtbot.waitSignal(self.socket.textMessageReceived, timeout=3000):
            self.socket.sendTextMessage(json.dumps({"type": "subscribe", **subscription}))
        return self.messages[-1]

    def next(self) -> Message:
        with self.qtbot.waitSignal(self.socket.textMessageReceived, timeout=3000):
            pass
        return self.messages[-1]

    def quiet(self) -> bool:
        """Nothing arrives in a moment (the loop turned a few times)."""
        count = len(self.messages)
        for _ in range(20):
            QApplication.processEvents()
        self.qtbot.wait(100)
        return len(self.messages) == count


def test_a_page_gets_the_full_parts_then_only_what_moved(
    qtbot: QtBot, service: TournamentService
) -> None:
    page = Page(qtbot, service, parts=["room", "clock", "seating"], tables=[2])
    full = page.messages[0]
    assert full["type"] == "full" and page.messages == [full]  # no whole state first
    assert set(full["parts"]) == {"room", "clock", "seating", "table:2"}
    parts = split_state(service.state(), 0, None, False)
    assert full["parts"]["table:2"] == parts["table:2"]
    assert session_of(service).deal(1) is None  # table 1: not this page's
    assert page.quiet(), json.dumps(page.messages[-1])[:900]
    assert session_of(service).deal(2) is None
    delta = page.next()
    assert delta["type"] == "delta" and delta["from"] == full["rev"] < delta["rev"]
    assert set(delta["parts"]) == {"table:2"}
    assert session_of(service).record(PlayerRegistered(7, "Zoe")) is None
    joined = page.next()
    assert joined["from"] == delta["rev"] and set(joined["parts"]) == {"room", "seating"}
    assert "Zoe" in [p["name"] for p in joined["parts"]["seating"]]
    assert all("stack" not in p for p in joined["parts"]["seating"])


def test_the_clock_is_pushed_when_it_starts_or_pauses_never_per_second(
    qtbot: QtBot, service: TournamentService
) -> None:
    session = session_of(service)
    clock = session._clock
    assert isinstance(clock, Clock)
    page = Page(qtbot, service, parts=["clock"])
    assert session.record(ClockStarted(clock.now)) is None
    started = page.next()["parts"]["clock"]
    assert started["running"] and started["at"] == clock.now
    for _ in range(3):  # three seconds go by: the digits change, nothing is sent
        clock.now += 1
        session.clock_ticked.emit()
        assert page.quiet()
    assert session.record(ClockPaused(clock.now)) is None
    paused = page.next()["parts"]["clock"]
    assert not paused["running"] and paused["paused"]
    assert paused["remaining"] == pytest.approx(started["remaining"] - 3)


def test_a_version_1_viewer_still_gets_the_whole_state_every_second(
    qtbot: QtBot, service: TournamentService
) -> None:
    session = session_of(service)
    clock = session._clock
    assert isinstance(clock, Clock)
    viewer = QWebSocket()
    states: list[Message] = []
    viewer.textMessageReceived.connect(lambda t: states.append(json.loads(t)))
    with qtbot.waitSignal(viewer.textMessageReceived, timeout=3000):
        viewer.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
    assert session.record(ClockStarted(clock.now)) is None
    clock.now += 1
    qtbot.waitUntil(lambda: len(states) >= 2)
    with qtbot.waitSignal(viewer.textMessageReceived, timeout=3000):
        session.clock_ticked.emit()
    assert states[-1] == service.state() and "type" not in states[-1]


def test_a_page_that_asks_again_gets_the_full_parts(
    qtbot: QtBot, service: TournamentService
) -> None:
    page = Page(qtbot, service, parts=["room"])
    assert session_of(service).record(PlayerRegistered(7, "Zoe")) is None
    page.next()
    again = page.subscribe(parts=["room"])  # as a page that missed a delta does
    assert again["type"] == "full" and again["rev"] == page.messages[-2]["rev"]
    assert again["parts"]["room"]["entries"] == 7


def test_the_tv_follows_the_featured_hands_only() -> None:
    tv = Subscription(frozenset({"clock"}), hands="featured")
    wanted = tv.names(range(1, 35))
    assert wanted == {"clock", *(f"hand:{n}" for n in range(1, FEATURED_TABLES + 1))}
    assert tv.names([8, 9]) == {"clock", "hand:8", "hand:9"}  # the final tables


def test_a_malformed_subscription_is_refused(qtbot: QtBot, service: TournamentService) -> None:
    page = Page(qtbot, service, parts=["room"])
    answer = page.subscribe(parts=["everything"], tables="some")
    assert answer == {"type": "refused",
                      "reason": "A subscription names parts of the state and table numbers"}


def test_api_state_answers_304_to_a_poll_holding_it(service: TournamentService) -> None:
    with urllib.request.urlopen(service.url("/api/state"), timeout=5) as response:
        tag, body = response.headers["ETag"], response.read()
    assert tag and json.loads(body) == service.state()
    asked = urllib.request.Request(service.url("/api/state"), headers={"If-None-Match": tag})
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(asked, timeout=5)
    assert answer.value.code == 304 and answer.value.headers["ETag"] == tag


