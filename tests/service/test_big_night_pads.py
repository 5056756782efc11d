"""A 300-player night on 34 tables played to the end through 34 dealer pads.

Every hand event goes through a pad's WebSocket as a dealer's tap does (``deal``, the
actions, the board, the shows), all the pads sending at once; the host, at the console's
place, only moves players between rounds as the director says and starts the clock. At
the end the journal holds exactly what was sent and answered, once each, and the chips
are all on the champion. The speed of a night like this is bench/network_bench.py's.
"""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.autoplay import random_next_event
from app.engine.clock_events import ClockStarted
from app.engine.director import can_deal, plan_tables
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, SeatsDrawn, TableOpened
from app.service import pads as pads_module
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import chips_brought

PLAYERS = 300
TABLES = 34
SECONDS_PER_ROUND = 120.0

Message = dict[str, Any]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class DealerPad:
    """One table's pad: a WebSocket paired to its table, answers collected by id."""

    def __init__(self, qtbot: QtBot, service: TournamentService, table: int) -> None:
        self.table = table
        self.token = ""
        self.answers: dict[str, Message] = {}
        self.other: list[Message] = []
        self.socket = QWebSocket()
        self.socket.textMessageReceived.connect(self._received)
        with qtbot.waitSignal(self.socket.connected, timeout=5000):
            self.socket.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))

    def _received(self, text: str) -> None:
        if not text.startswith('{"type"'):
            return  # the room's published state: this pad only needs its answers
        message = json.loads(text)
        if "id" in message:
            self.answers[message["id"]] = message
        elif message.get("type") in ("paired", "refused", "revoked"):
            self.other.append(message)

    def send(self, message: Message) -> None:
        self.socket.sendTextMessage(json.dumps(message))


def pad_action(event: HandEvent) -> Message:
    """The pad request a dealer taps for ``event`` (what the pad page sends)."""
    cards = " ".join(str(card) for card in getattr(event, "cards", ()))
    match event:
        case Folded():
            return {"do": "fold"}
        case Checked():
            return {"do": "check"}
        case Called():
            return {"do": "call"}
        case WentAllIn():
            return {"do": "allin"}
        case BetPlaced(to=to):
            return {"do": "bet", "to": to}
        case RaisedTo(to=to):
            return {"do": "raise", "to": to}
        case FlopDealt() | TurnDealt() | RiverDealt():
            return {"do": "board", "cards": cards}
        case CardsShown(seat=seat):
            return {"do": "show", "seat": seat, "cards": cards}
        case CardsMucked(seat=seat):
            return {"do": "muck", "seat": seat}
        case PotAwarded(pot=pot, winners=winners):
            return {"do": "award", "pot": pot, "seats": list(winners)}
    raise AssertionError(f"no pad request for {event!r}")


def next_request(hand: HandState | None, rng: random.Random) -> Message:
    """What the dealer taps next: deal, or the hand's next event, a bit wilder than the
    simulation so that a night of 300 ends in a test's time."""
    if hand is None:
        return {"do": "deal"}
    legal = hand.legal_actions()
    if legal is not None and legal.can_all_in and rng.random() < 0.2:
        return {"do": "allin"}
    event = random_next_event(hand, rng)
    if isinstance(event, CardsShown) and not event.cards:
        event = CardsShown(event.seat, hand.hole_cards(event.seat))
    return pad_action(event)


def send_together(
    qtbot: QtBot,
    service: TournamentService,
    pads: dict[int, DealerPad],
    requests: dict[int, Message],
) -> dict[int, Message]:
    """Every table's request sent at once, as each pad's screen shows it; the answers."""
    ids = {}
    for table, action in requests.items():
        request_id = str(uuid.uuid4())
        pads[table].send({"type": "act", "id": request_id, "table": table,
                          "token": pads[table].token, "seq": service.table_seqs[table],
                          "action": action})  # fmt: skip
        ids[table] = request_id
    qtbot.waitUntil(lambda: all(ids[t] in pads[t].answers for t in ids), timeout=10_000)
    return {table: pads[table].answers.pop(request_id) for table, request_id in ids.items()}


@pytest.fixture
def night(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[TournamentService, Clock]]:
    monkeypatch.setattr(pads_module, "CLOSE_AFTER_MESSAGES_PER_SECOND", 10**6)
    QApplication.instance() or QApplication([])
    setup = setup_from_preset(preset_named("Home game — fast"), "Charity night")
    file = TournamentFile.create(tmp_path / "charity.feltboard", setup)
    clock = Clock()
    session = LiveTournament(file, clock=clock, backup_folder=tmp_path / "backups")
    session.undo_stack.setUndoLimit(50)
    for number in range(1, PLAYERS + 1):
        assert session.record(PlayerRegistered(number, f"Player {number}")) is None
    for table in range(1, TABLES + 1):
        assert session.record(TableOpened(table, setup.seats_per_table)) is None
    assert session.record(SeatsDrawn(25)) is None
    assert session.record(ClockStarted(clock.now)) is None
    service = TournamentService(session)
    # Every pad of this test connects from 127.0.0.1; in a hall each is a phone of its own.
    service.connections_per_address = TABLES + 5
    # These dealers tap a hundred times a second; a human's pad stays far under the limits.
    service.pads.messages_per_second = 10**6
    assert service.listen("127.0.0.1", 0) is None
    yield service, clock
    service.close()
    file.close()


def test_300_players_play_to_the_end_through_34_pads(
    qtbot: QtBot, night: tuple[TournamentService, Clock]
) -> None:
    service, clock = night
    session = service._session
    pads: dict[int, DealerPad] = {}
    for table in range(1, TABLES + 1):
        pad = DealerPad(qtbot, service, table)
        pad.send({"type": "pair", "table": table, "pin": service.pads.pairing.pin(table),
                  "device": f"Pad {table}"})  # fmt: skip
        qtbot.waitUntil(lambda pad=pad: bool(pad.other), timeout=5000)
        assert pad.other[-1]["type"] == "paired", pad.other[-1]
        pad.token = pad.other[-1]["token"]
        pads[table] = pad
    rng = random.Random(25)
    events_before = session.file.seq
    sent = host_events = rounds = 0
    while not session.state.is_finished:
        rounds += 1
        assert rounds < 5_000, "the night does not end"
        plan = plan_tables(session.state, seed=rng.randrange(2**31))
        for event in plan.events:
            assert session.record(event) is None
            host_events += 1
        playing = [t.number for t in session.state.tables if can_deal(session.state, t.number)]
        assert playing, "no table can deal, yet the night is not over"
        while playing:
            requests = {
                table: next_request(session.state.table(table).hand_state, rng) for table in playing
            }
            while requests:  # a refused request is tapped again on the fresh screen
                answers = send_together(qtbot, service, pads, requests)
                for table, answer in answers.items():
                    if answer["type"] == "recorded":
                        del requests[table]
                        sent += 1
                    else:  # the host's moves reached the pad after its screen was drawn
                        assert answer.get("stale") and requests[table] == {"do": "deal"}, answer
            playing = [t for t in playing if session.state.table(t).hand is not None]
        clock.now += SECONDS_PER_ROUND
        if session.on_break():
            clock.now += session.clock_state().remaining_seconds
    state = session.state
    assert len(state.alive) == 1 and len(state.tables) == 1
    assert state.total_chips == chips_brought(state)
    assert sum(p.bust_order is not None for p in state.players) == PLAYERS - 1
    # Nothing lost or doubled: one journal event per request answered, plus the host's.
    assert session.file.seq - events_before == sent + host_events
    assert len(state.hands) > TABLES
    with TournamentFile.open(session.file.path, read_only=True) as reopened:
        assert reopened.state.alive[0].id == state.alive[0].id
        assert len(reopened.state.hands) == len(state.hands)
