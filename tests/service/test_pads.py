"""Dealer pads over a real WebSocket on 127.0.0.1: pairing, refusals, a whole hand."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.events import Checked, Folded
from app.engine.hand import replay
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.service.pads import PAD_MESSAGES_PER_SECOND
from app.service.server import TournamentService, web_root
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from tests.service.test_server import get

Message = dict[str, Any]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def two_tables(path: Path) -> TournamentFile:
    """Six players, three at each of two tracked tables."""
    file = TournamentFile.create(path, setup_from_preset(HOME_STANDARD, "Two tables"))
    names = ("Ann", "Bob", "Carla", "Dmitri", "Esther", "Farid")
    for number, name in enumerate(names, start=1):
        file.record(PlayerRegistered(number, name, at=0.0))
    file.record(TableOpened(1, 9))
    file.record(TableOpened(2, 9))
    for number in range(1, 7):
        file.record(PlayerSeated(number, 1 + (number - 1) // 3, 1 + (number - 1) % 3))
    return file


def serve(tmp_path: Path, file: TournamentFile) -> Iterator[TournamentService]:
    QApplication.instance() or QApplication([])
    session = LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    service = TournamentService(session)
    assert service.listen("127.0.0.1", 0) is None
    yield service
    service.close()
    file.close()


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, create_demo(tmp_path / "demo.feltboard"))


@pytest.fixture
def service2(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, two_tables(tmp_path / "two.feltboard"))


def session_of(service: TournamentService) -> LiveTournament:
    return service._session


class Pad:
    """A WebSocket client speaking the pad protocol, as /table/N does."""

    def __init__(self, qtbot: QtBot, service: TournamentService) -> None:
        self.qtbot = qtbot
        self.service = service
        self.socket = QWebSocket()
        self.messages: list[Message] = []
        self.cursor = 0
        self.token = ""
        self.table = 0
        self.socket.textMessageReceived.connect(lambda t: self.messages.append(json.loads(t)))
        with qtbot.waitSignal(self.socket.textMessageReceived, timeout=3000):
            self.socket.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
        self.cursor = len(self.messages)  # the state every viewer gets first

    def send(self, message: Message) -> None:
        self.socket.sendTextMessage(json.dumps(message))

    def wait_for(self, wanted: Callable[[Message], bool]) -> Message:
        """The next message ``wanted`` accepts (waiting for it if need be)."""
        while True:
            for index in range(self.cursor, len(self.messages)):
                if wanted(self.messages[index]):
                    self.cursor = index + 1
                    return self.messages[index]
            self.cursor = len(self.messages)
            with self.qtbot.waitSignal(self.socket.textMessageReceived, timeout=3000):
                pass

    def reply(self, kind: str | tuple[str, ...]) -> Message:
        kinds = (kind,) if isinstance(kind, str) else kind
        return self.wait_for(lambda m: m.get("type") in kinds)

    def pair(self, table: int, pin: str | None = None, device: str = "Anna's phone") -> Message:
        pin = pin if pin is not None else self.service.pads.pairing.pin(table)
        self.send({"type": "pair", "table": table, "pin": pin, "device": device})
        answer = self.reply(("paired", "refused"))
        if answer["type"] == "paired":
            self.token, self.table = answer["token"], table
        return answer

    def view(self) -> Message:
        return self.reply("pad")

    def server_socket(self, service: TournamentService) -> QWebSocket:
        """The service's end of this connection (the one paired last)."""
        ends = [s for s in service._viewers if s.peerPort() == self.socket.localPort()]
        assert len(ends) == 1
        return ends[0]

    def act(self, action: Message, seq: int | None = None, request_id: str | None = None,
            token: str | None = None) -> Message:
        request_id = request_id or str(uuid.uuid4())
        self.send({
            "type": "act", "id": request_id, "table": self.table,
            "token": self.token if token is None else token,
            "seq": self.service.table_seqs[self.table] if seq is None else seq,
            "action": action,
        })
        return self.wait_for(lambda m: m.get("id") == request_id)


def paired(qtbot: QtBot, service: TournamentService, table: int = 1) -> Pad:
    pad = Pad(qtbot, service)
    assert pad.pair(table)["type"] == "paired"
    pad.view()
    return pad


# ----- pairing ---------------------------------------------------------------------------


def test_a_pad_pairs_with_the_pin_and_gets_its_table_view(
    qtbot: QtBot, service: TournamentService
) -> None:
    pin = service.pads.pairing.pin(1)
    with qtbot.waitSignal(service.pads.pads_changed, timeout=3000):
        pad = Pad(qtbot, service)
        answer = pad.pair(1, pin)
    assert answer["type"] == "paired" and answer["table"] == 1
    assert len(answer["token"]) >= 43 and answer["device"] == "Anna's phone"
    view = pad.view()
    assert view["table"] == 1 and view["seq"] == service.table_seqs[1]
    assert view["mode"] == "waiting" and view["deal"]["can"] is True
    assert service.pads.pairing.pin(1) != pin  # one-time: the table has a new PIN
    assert service.pads.pairing.pad(1).device == "Anna's phone"  # type: ignore[union-attr]

    again = Pad(qtbot, service)
    again.send({"type": "hello", "table": 1, "token": pad.token})
    assert again.reply("welcome") == {"type": "welcome", "table": 1, "device": "Anna's phone"}
    assert again.view()["seq"] == view["seq"]


def test_a_used_pin_no_longer_pairs(qtbot: QtBot, service: TournamentService) -> None:
    pin = service.pads.pairing.pin(1)
    first = paired(qtbot, service)
    service.pads.revoke(1)
    first.reply("revoked")
    second = Pad(qtbot, service)
    assert second.pair(1, pin) == {
        "type": "refused",
        "reason": "That is not table 1's PIN: check it in Tournament > Dealer pads…",
    }
    assert second.pair(1)["type"] == "paired"


def test_five_wrong_pins_lock_the_table_for_a_minute(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = Pad(qtbot, service)
    right = service.pads.pairing.pin(1)
    wrong = "000000" if right != "000000" else "111111"
    for _ in range(4):
        assert "not table 1's PIN" in pad.pair(1, wrong)["reason"]
    locked = "Too many wrong PINs for table 1; wait a minute and try again"
    assert pad.pair(1, wrong)["reason"] == locked
    assert pad.pair(1, right)["reason"] == locked
    assert service.pads.pairing.pad(1) is None


def test_a_second_pad_is_refused_until_the_pairing_moves(
    qtbot: QtBot, service: TournamentService
) -> None:
    first = paired(qtbot, service)
    second = Pad(qtbot, service)
    refusal = second.pair(1, device="Bob's tablet")
    assert refusal["type"] == "refused"
    assert refusal["reason"].startswith("Table 1 is recorded by Anna's phone (paired at ")
    assert refusal["reason"].endswith("The host can move the pairing in Tournament > Dealer pads…")
    with qtbot.waitSignal(service.pads.pads_changed, timeout=3000):
        service.pads.revoke(1)  # Move pairing: revoke, and a new PIN
    assert first.reply("revoked")["reason"] == "The host unpaired this pad."
    assert second.pair(1, device="Bob's tablet")["type"] == "paired"


def test_a_revoked_pad_is_told_at_once_and_its_token_stops_working(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    service.pads.revoke(1)
    assert pad.reply("revoked") == {
        "type": "revoked", "table": 1, "reason": "The host unpaired this pad.",
    }
    seq = session_of(service).file.seq
    answer = pad.act({"do": "deal"})
    assert answer["type"] == "refused" and answer["pair_again"] is True
    assert answer["reason"].startswith("This pad is not paired to table 1")
    pad.send({"type": "hello", "table": 1, "token": pad.token})
    assert pad.reply("refused")["pair_again"] is True
    assert session_of(service).file.seq == seq


# ----- refusals --------------------------------------------------------------------------


def test_no_token_or_an_unknown_token_records_nothing(
    qtbot: QtBot, service: TournamentService
) -> None:
    paired(qtbot, service)
    stranger = Pad(qtbot, service)
    stranger.table = 1
    seq = session_of(service).file.seq
    for token in ("", "made-up-token-" + "x" * 30):
        answer = stranger.act({"do": "deal"}, token=token)
        assert answer["type"] == "refused"
        assert answer["reason"] == (
            "This pad is not paired to table 1: pair it again with the PIN shown in "
            "Tournament > Dealer pads…"
        )
    stranger.send({"type": "act", "id": "a1", "table": 1, "action": {"do": "deal"}, "seq": 1})
    assert stranger.wait_for(lambda m: m.get("id") == "a1")["type"] == "refused"
    assert session_of(service).file.seq == seq


def test_a_stale_view_is_refused_and_the_fresh_view_follows(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    old_seq = service.table_seqs[1]
    dealt = pad.act({"do": "deal"})
    assert dealt["type"] == "recorded" and dealt["seq"] > old_seq
    fresh = pad.view()
    assert fresh["seq"] == dealt["seq"] == service.table_seqs[1]
    session = session_of(service)
    recorded = session.file.seq
    answer = pad.act({"do": "fold"}, seq=old_seq)
    assert answer["type"] == "refused"
    assert answer["reason"].startswith("The hand changed since this screen was drawn")
    assert answer["reason"].endswith("Check the screen and try again.")
    assert pad.view() == fresh  # drawn again, the same hand
    assert session.file.seq == recorded
    assert pad.act({"do": "fold"}, seq=fresh["seq"])["type"] == "recorded"  # acting on it


def test_an_illegal_action_is_refused_in_the_engines_words(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    pad.act({"do": "deal"})
    view = pad.view()
    seat = view["actions"]["seat"]  # facing the big blind: no check
    session = session_of(service)
    engine_words = session.act(1, Checked(seat))
    assert engine_words is not None
    recorded = session.file.seq
    answer = pad.act({"do": "check"})
    assert answer == {"type": "refused", "id": answer["id"], "reason": engine_words}
    too_small = pad.act({"do": "raise", "to": 60})
    assert too_small["type"] == "refused"
    assert too_small["reason"] == session.wager(1, "60")
    assert pad.act({"do": "dance"})["reason"].startswith("Unknown action 'dance'")
    assert pad.act({"do": "raise", "to": "lots"})["reason"] == (
        "Say the amount to bet or raise to as a whole number ('to')"
    )
    assert session.file.seq == recorded


def test_a_read_only_file_records_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    create_demo(tmp_path / "demo.feltboard").close()
    file = TournamentFile.open(tmp_path / "demo.feltboard", read_only=True)
    for service in serve(tmp_path, file):
        pad = paired(qtbot, service)
        answer = pad.act({"do": "deal"})
        assert answer["type"] == "refused"
        assert answer["reason"] == (
            "demo.feltboard is open read-only (for viewing and exporting): nothing can be "
            "recorded in it"
        )
        assert pad.act({"do": "undo"})["reason"] == answer["reason"]


def test_messages_beyond_the_rate_bound_are_refused(
    qtbot: QtBot, service: TournamentService
) -> None:
    assert service.pads.messages_per_second == PAD_MESSAGES_PER_SECOND == 50
    service.pads.messages_per_second = 10  # the same bound, fewer messages to send
    pad = Pad(qtbot, service)
    # Sent at once: however a second's boundary splits them, one second holds over 10.
    burst = 2 * service.pads.messages_per_second + 5
    for number in range(burst):
        pad.send({"type": "hello", "id": f"h{number}", "table": 1, "token": "x"})
    replies = [pad.wait_for(lambda m, n=n: m.get("id") == f"h{n}") for n in range(burst)]
    slowed = [r for r in replies if r["reason"] == "Too many requests from this pad: slow down"]
    assert 1 <= len(slowed) <= burst - service.pads.messages_per_second


def test_a_message_over_1_kb_closes_the_connection(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = Pad(qtbot, service)
    with qtbot.waitSignal(pad.socket.disconnected, timeout=3000):
        pad.send({"type": "hello", "table": 1, "token": "x" * 1100})


def test_garbage_is_refused_in_words(qtbot: QtBot, service: TournamentService) -> None:
    pad = Pad(qtbot, service)
    pad.socket.sendTextMessage("not json")
    assert pad.reply("refused")["reason"].startswith("A pad sends JSON objects")
    pad.send({"type": "shout", "id": "s"})
    assert pad.reply("refused") == {
        "type": "refused", "id": "s",
        "reason": "Unknown request 'shout': a pad sends pair, hello or act",
    }


# ----- recording -------------------------------------------------------------------------


def fold_until(pad: Pad, seat: int) -> Message:
    """Fold every seat to act before ``seat``; the view with ``seat`` to act."""
    view = pad.service.pads._views.message(1)
    assert view is not None
    while view["actions"]["seat"] != seat:
        assert pad.act({"do": "fold"})["type"] == "recorded"
        view = pad.view()
    return view


def test_a_whole_hand_with_a_side_pot_is_recorded_from_a_pad(
    qtbot: QtBot, service: TournamentService, tmp_path: Path
) -> None:
    pad = paired(qtbot, service)
    session = session_of(service)
    # Hand 1: everybody folds to the big blind, who is then 25 chips up.
    assert pad.act({"do": "deal"}, request_id="deal-1") == {
        "type": "recorded", "id": "deal-1", "seq": service.table_seqs[1],
        "text": "Hand 1 dealt",
    }
    view = pad.view()
    big_blind = next(s for s in view["seats"] if s["big_blind"])["seat"]
    while view["actions"] is not None:
        assert pad.act({"do": "fold"})["type"] == "recorded"
        view = pad.view()
    big = next(s for s in view["seats"] if s["seat"] == big_blind)["player"]
    assert view["last_result"]["lines"][:2] == [
        f"Return 25 uncalled to {big}", f"Main pot: 50 to {big}"
    ]
    # Hand 2: an all-in, a shorter all-in call, a covering call: a main and a side pot.
    assert pad.act({"do": "deal"})["text"] == "Hand 2 dealt"
    view = pad.view()
    seats = {s["seat"]: s for s in view["seats"]}
    button = next(s for s in seats.values() if s["button"])  # lost the small blind
    small = next(s for s in seats.values() if s["small_blind"])  # won hand 1's blinds
    assert small["seat"] == big_blind and small["stack"] + small["bet"] == 20_025
    assert button["stack"] == 19_975
    opener = view["actions"]["seat"]
    assert view["actions"]["all_in_to"] == 20_000
    shove = pad.act({"do": "allin"})
    assert shove["text"] == f"{seats[opener]['player']} is all-in for 20,000"
    pad.view()
    fold_until(pad, button["seat"])
    assert pad.act({"do": "call"})["text"] == f"{button['player']} calls 19,975 (all-in)"
    pad.view()
    assert pad.act({"do": "call"})["text"] == f"{small['player']} calls 19,975"
    pad.view()
    assert pad.act({"do": "fold"})["type"] == "recorded"  # the big blind
    view = pad.view()
    assert view["board_due"] == {"street": "Flop", "cards": 3, "prompt": "Deal the flop (3 cards)"}
    for cards in ("2c 7d 9h", "Js", "3c"):
        answer = pad.act({"do": "board", "cards": cards})
        assert answer["type"] == "recorded", answer
        view = pad.view()
    assert view["mode"] == "showdown"
    assert [p["name"] for p in view["showdown"]["pots"]] == ["Main pot", "Side pot 1"]
    assert {s["seat"] for s in view["showdown"]["to_show"]} == {
        opener, button["seat"], small["seat"]
    }
    assert not any(s["can_muck"] for s in view["showdown"]["to_show"])  # all-in: all table
    hands = {opener: "As Ad", button["seat"]: "Ks Kd", small["seat"]: "Qs Qd"}
    for seat, cards in hands.items():
        answer = pad.act({"do": "show", "seat": seat, "cards": cards})
        assert answer["type"] == "recorded", answer
        view = pad.view()
    assert view["mode"] == "between" and view["hand"] is None
    assert view["last_result"]["hand"] == 2
    side, main = view["last_result"]["lines"][:2]
    assert side.startswith(f"Side pot 1: 50 to {seats[opener]['player']} (Pair of Aces")
    assert main.startswith(f"Main pot: 59,975 to {seats[opener]['player']} (Pair of Aces")
    # The journal holds the hand: reopened from disk, it replays to the same stacks.
    total = session.state.total_chips
    service.close()
    session.file.close()
    reopened = TournamentFile.open(session.file.path, read_only=True)
    try:
        history = reopened.hand_history(2)
        result = replay(history.config, history.events).result()
        assert [pot.pot.amount for pot in result.pots] == [59_975, 50]
        assert dict((s.seat, s.final_stack) for s in result.seats)[opener] == 60_025
        alive = {p.name: p.stack for p in reopened.state.players if p.table is not None}
        assert alive[seats[opener]["player"]] == 60_025
        assert alive[small["player"]] == 25
        assert button["player"] not in alive
        assert reopened.state.total_chips == total == 9 * 20_000
    finally:
        reopened.close()


def test_the_same_request_sent_twice_is_recorded_once(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    session = session_of(service)
    seq = service.table_seqs[1]
    first = pad.act({"do": "deal"}, seq=seq, request_id="same-id")
    assert first["type"] == "recorded"
    recorded = session.file.seq
    # After a Wi-Fi drop: a new connection, hello, then the unanswered request again.
    again = Pad(qtbot, service)
    again.table, again.token = 1, pad.token
    again.send({"type": "hello", "table": 1, "token": pad.token})
    again.reply("welcome")
    assert again.act({"do": "deal"}, seq=seq, request_id="same-id") == first
    assert session.file.seq == recorded
    assert [h.number for h in session.state.hands] == []  # hand 1 in play, dealt once
    assert session.state.table(1).hand is not None


def test_a_pad_sees_what_the_console_records_at_its_table(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    session = session_of(service)
    assert session.deal(1) is None
    view = pad.view()
    assert view["hand"] == 1 and view["seq"] == service.table_seqs[1]
    assert view["actions"]["call"] == 50 and view["actions"]["min_to"] == 100


def test_undo_takes_back_only_this_tables_last_step(
    qtbot: QtBot, service2: TournamentService
) -> None:
    service = service2
    session = session_of(service)
    one, two = paired(qtbot, service, 1), paired(qtbot, service, 2)
    assert one.act({"do": "deal"})["type"] == "recorded"
    one.view()
    seqs = service.table_seqs
    answer = two.act({"do": "undo"})
    assert answer["reason"] == (
        "The last thing recorded was at table 1: undo it there or at the console"
    )
    assert service.table_seqs == seqs  # table 2 saw nothing change
    undone = one.act({"do": "undo"})
    assert undone["type"] == "recorded" and undone["text"] == "Undone: Deal hand 1"
    assert one.view()["hand"] is None
    assert session.record(PlayerRegistered(7, "Zoe")) is None
    assert one.act({"do": "undo"})["reason"] == (
        "The last thing recorded was not at a table (Register Zoe): undo it at the console"
    )


def test_each_table_has_its_own_seq_in_the_state(
    qtbot: QtBot, service2: TournamentService
) -> None:
    service = service2
    before = service.state()
    pad = paired(qtbot, service, 2)
    assert pad.act({"do": "deal"})["type"] == "recorded"
    after = service.state()
    assert after["tables"][0]["seq"] == before["tables"][0]["seq"]
    assert after["tables"][1]["seq"] == after["seq"] > before["tables"][1]["seq"]


def test_table_pages_answer_for_tables_in_play_only(service2: TournamentService) -> None:
    page = web_root() / "table.html"
    for path in ("/table/1", "/table/2"):
        status, kind, body = get(service2, path)
        if page.is_file():
            assert (status, kind) == (200, "text/html; charset=utf-8")
            assert body == page.read_bytes()
        else:
            assert (status, body) == (404, b"table.html is missing from this installation.\n")
    for path in ("/table/3", "/table/0", "/table/x", "/table", "/table/1/2", "/tables/1"):
        status, _, body = get(service2, path)
        assert status == 404 and body.startswith(b"Nothing here"), path


def test_a_console_step_not_yet_published_still_makes_a_pads_view_stale(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    assert pad.act({"do": "deal"})["type"] == "recorded"
    seen = pad.view()["seq"]
    session = session_of(service)
    legal = session.state.table(1).hand_state.legal_actions()  # type: ignore[union-attr]
    assert legal is not None
    # The console folds; the pad's fold, sent on the old screen, arrives before the
    # service has published the console's step.
    assert session.act(1, Folded(legal.seat)) is None
    recorded = session.file.seq
    service.pads.handle(pad.server_socket(service), json.dumps({
        "type": "act", "id": "late", "table": 1, "token": pad.token, "seq": seen,
        "action": {"do": "fold"},
    }))
    answer = pad.wait_for(lambda m: m.get("id") == "late")
    assert answer["reason"].startswith("The hand changed since this screen was drawn")
    assert session.file.seq == recorded


def test_a_pad_gets_only_its_own_tables_views(
    qtbot: QtBot, service2: TournamentService
) -> None:
    one = paired(qtbot, service2, 1)
    session = session_of(service2)
    with qtbot.waitSignal(service2.published, timeout=3000):
        assert session.deal(2) is None  # another table: published, nothing for this pad
    assert session.deal(1) is None
    view = one.view()
    assert view["table"] == 1 and view["hand"] == 2
    pads = [m for m in one.messages if m.get("type") == "pad"]
    assert [m["table"] for m in pads] == [1, 1]  # on pairing, then after its own deal


# ----- group commit ----------------------------------------------------------------------


def arrive_together(service: TournamentService, requests: list[tuple[Pad, Message]]) -> None:
    """Hand each request to the service in the same turn of the event loop, as when
    several pads' messages are read at once."""
    for pad, action in requests:
        message = {"type": "act", "table": pad.table, "token": pad.token,
                   "seq": service.table_seqs[pad.table], **action}
        service.pads.handle(pad.server_socket(service), json.dumps(message))


def count_batches(
    monkeypatch: pytest.MonkeyPatch, session: LiveTournament
) -> list[list[tuple[int, object]]]:
    batches: list[list[tuple[int, object]]] = []
    real = session.record_batch

    def spy(actions: list[tuple[int, object]]) -> list[str | None]:
        batches.append(list(actions))
        return real(actions)  # type: ignore[arg-type]

    monkeypatch.setattr(session, "record_batch", spy)
    return batches


def test_actions_arriving_together_are_one_commit_each_answered(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = paired(qtbot, service2, 1), paired(qtbot, service2, 2)
    session = session_of(service2)
    batches = count_batches(monkeypatch, session)
    steps = session.undo_stack.count()
    arrive_together(service2, [(one, {"id": "a", "action": {"do": "deal"}}),
                               (two, {"id": "b", "action": {"do": "deal"}})])
    first = one.wait_for(lambda m: m.get("id") == "a")
    second = two.wait_for(lambda m: m.get("id") == "b")
    assert len(batches) == 1 and [table for table, _ in batches[0]] == [1, 2]
    assert first == {"type": "recorded", "id": "a", "seq": service2.table_seqs[1],
                     "text": "Hand 1 dealt"}
    assert second == {"type": "recorded", "id": "b", "seq": service2.table_seqs[2],
                      "text": "Hand 2 dealt"}
    # Each table's seq is its own event's place in the journal, as one after the other.
    assert (first["seq"], second["seq"]) == (session.file.seq - 1, session.file.seq)
    assert session.undo_stack.count() == steps + 2  # each its own undo step
    assert one.view()["hand"] == 1 and two.view()["hand"] == 2


def test_an_illegal_action_in_a_group_harms_none_of_the_others(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = paired(qtbot, service2, 1), paired(qtbot, service2, 2)
    assert one.act({"do": "deal"})["type"] == "recorded"
    assert two.act({"do": "deal"})["type"] == "recorded"
    session = session_of(service2)
    batches = count_batches(monkeypatch, session)
    arrive_together(service2, [(one, {"id": "a", "action": {"do": "raise", "to": 1}}),
                               (two, {"id": "b", "action": {"do": "call"}})])
    refused = one.wait_for(lambda m: m.get("id") == "a")
    recorded = two.wait_for(lambda m: m.get("id") == "b")
    assert refused["type"] == "refused" and refused["reason"] == session.wager(1, "1")
    assert recorded["type"] == "recorded" and recorded["text"].endswith("calls 50")
    assert len(batches) == 1


def test_a_second_request_for_the_same_table_in_a_group_sees_the_first(
    qtbot: QtBot, service2: TournamentService
) -> None:
    one = paired(qtbot, service2, 1)
    session = session_of(service2)
    arrive_together(service2, [(one, {"id": "a", "action": {"do": "deal"}}),
                               (one, {"id": "b", "action": {"do": "deal"}})])
    assert one.wait_for(lambda m: m.get("id") == "a")["type"] == "recorded"
    stale = one.wait_for(lambda m: m.get("id") == "b")
    assert stale["type"] == "refused" and stale["stale"] is True  # as if one after the other
    assert session.state.table(1).hand is not None and session.state.hands == ()


def test_a_failed_shared_write_refuses_every_pad_and_records_nothing(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.session.test_live import FullDisk

    one, two = paired(qtbot, service2, 1), paired(qtbot, service2, 2)
    session = session_of(service2)
    seq, steps = session.file.seq, session.undo_stack.count()
    disk = FullDisk(monkeypatch)
    arrive_together(service2, [(one, {"id": "a", "action": {"do": "deal"}}),
                               (two, {"id": "b", "action": {"do": "deal"}})])
    failure = "Could not save to two.feltboard: the disk is full. The last action was not recorded."
    assert one.wait_for(lambda m: m.get("id") == "a") == {
        "type": "refused", "id": "a", "reason": failure}
    assert two.wait_for(lambda m: m.get("id") == "b")["reason"] == failure
    assert session.file.seq == seq and session.undo_stack.count() == steps
    disk.full = False  # the pads try again with new ids once the disk has room
    assert one.act({"do": "deal"})["type"] == "recorded"


def test_the_pad_views_are_built_once_per_change(
    qtbot: QtBot, service2: TournamentService
) -> None:
    one = paired(qtbot, service2, 1)
    before = service2._tables.rebuilds
    with qtbot.waitSignal(service2.published, timeout=3000):
        assert one.act({"do": "deal"})["type"] == "recorded"
    assert service2._tables.rebuilds == before + 1  # not three times (check, reply, publish)


# ----- room for pads ---------------------------------------------------------------------


def connect_raw(qtbot: QtBot, service: TournamentService) -> QWebSocket:
    """A connection that says nothing (a viewer), once it got the first state."""
    socket = QWebSocket()
    with qtbot.waitSignal(socket.textMessageReceived, timeout=3000):
        socket.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
    return socket


def test_past_the_viewer_cap_only_a_dealer_pad_stays(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("app.service.server.MAX_VIEWERS", 2)
    monkeypatch.setattr("app.service.server.RECONNECT_ROOM", 0)
    service2.pad_grace_ms = 300
    viewers = [connect_raw(qtbot, service2) for _ in range(2)]
    late_viewer = connect_raw(qtbot, service2)  # kept a moment: it might be a pad
    pad = paired(qtbot, service2, 1)  # room kept for a pad per table: 2 tables
    extra = QWebSocket()  # every place taken: the oldest on trial makes room for it
    with qtbot.waitSignal(late_viewer.disconnected, timeout=3000):
        extra.open(QUrl(f"ws://127.0.0.1:{service2.live_port}/"))
    assert late_viewer.closeReason() == "Too many viewers: room made for a dealer pad"
    with qtbot.waitSignal(extra.disconnected, timeout=3000):
        pass  # on trial, it said no hello
    assert extra.closeReason() == "Too many viewers: only a dealer pad may join now"
    qtbot.waitUntil(lambda: not service2._on_trial, timeout=3000)
    assert pad.act({"do": "deal"})["type"] == "recorded"  # the pad stayed
    assert service2.viewers == 3
    for socket in viewers:
        socket.close()


def test_paired_pads_do_not_take_the_viewers_places(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 300-player bench: 34 pads counted toward the 500 places left a phone that
    dropped for 10 s refused on its return ("Too many viewers")."""
    monkeypatch.setattr("app.service.server.MAX_VIEWERS", 2)
    service2.pad_grace_ms = 200
    pad = paired(qtbot, service2, 1)
    viewers = [connect_raw(qtbot, service2) for _ in range(2)]
    qtbot.wait(400)  # past the grace a viewer on trial would have been closed
    assert not service2._on_trial
    assert all(v.state() == QAbstractSocket.SocketState.ConnectedState for v in viewers)
    assert service2.viewers == 3
    assert pad.act({"do": "deal"})["type"] == "recorded"
    for socket in viewers:
        socket.close()


def test_a_phone_back_before_its_old_connection_left_evicts_nobody(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 34-table bench: a phone reconnecting while its old connection still counted
    took the last place and evicted another viewer ("room made for a dealer pad"). Now
    it waits its trial, and stays once its old connection is gone."""
    monkeypatch.setattr("app.service.server.MAX_VIEWERS", 2)
    service2.pad_grace_ms = 400
    viewers = [connect_raw(qtbot, service2) for _ in range(2)]
    returning = connect_raw(qtbot, service2)  # the old connection is still counted
    assert all(v.state() == QAbstractSocket.SocketState.ConnectedState for v in viewers)
    viewers[1].close()  # ... and now it is gone
    qtbot.wait(700)  # past the trial
    assert returning.state() == QAbstractSocket.SocketState.ConnectedState
    assert viewers[0].state() == QAbstractSocket.SocketState.ConnectedState
    assert service2.viewers == 2
    for socket in (viewers[0], returning):
        socket.close()


def test_one_address_may_hold_only_so_many_connections(
    qtbot: QtBot, service: TournamentService
) -> None:
    service.connections_per_address = 2
    kept = [connect_raw(qtbot, service) for _ in range(2)]
    third = QWebSocket()
    with qtbot.waitSignal(third.disconnected, timeout=3000):
        third.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
    assert third.closeReason() == "Too many connections from this address"
    kept[0].close()
    qtbot.waitUntil(lambda: service.viewers == 1, timeout=3000)
    assert connect_raw(qtbot, service).isValid()  # room again once one left


def test_a_pads_connection_sends_at_once_a_viewers_in_full_packets(
    qtbot: QtBot, service2: TournamentService
) -> None:
    viewer = connect_raw(qtbot, service2)
    pad = paired(qtbot, service2, 1)
    low_delay = QAbstractSocket.SocketOption.LowDelayOption
    ends = {socket.peerPort(): socket for socket in service2._viewers}
    pad_end = service2._tcp[ends[pad.socket.localPort()]]
    viewer_end = service2._tcp[ends[viewer.localPort()]]
    assert pad_end.socketOption(low_delay) == 1  # a `recorded` waits for no ACK
    assert viewer_end.socketOption(low_delay) == 0
    assert not service2._handshaking


def test_requests_waiting_when_the_service_closes_record_nothing(
    qtbot: QtBot, service2: TournamentService
) -> None:
    one = paired(qtbot, service2, 1)
    session = session_of(service2)
    seq = session.file.seq
    arrive_together(service2, [(one, {"id": "a", "action": {"do": "deal"}})])
    service2.close()  # before the loop turns: the pad re-sends it once reconnected
    QApplication.processEvents()  # the turn in which it would have been answered
    assert session.file.seq == seq
    assert service2.pads.pairing.answered(1, "a") is None


def test_viewers_holding_every_place_cannot_keep_a_paired_pad_out(
    qtbot: QtBot, service2: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 24.7: idle viewers (500 from 25 addresses; here the cap is 2) and connections
    kept on trial took every place, and a paired pad reconnecting after a Wi-Fi drop was
    closed at once ("Too many viewers"). Now the oldest connection that has not paired
    makes room, and the pad says hello and stays."""
    monkeypatch.setattr("app.service.server.MAX_VIEWERS", 2)
    monkeypatch.setattr("app.service.server.RECONNECT_ROOM", 0)
    service2.pad_grace_ms = 3000  # the squatters stay on trial while the pad comes back
    pad = paired(qtbot, service2, 1)
    token = pad.token
    with qtbot.waitSignal(pad.socket.disconnected, timeout=3000):
        pad.socket.close()  # the Wi-Fi drops
    qtbot.waitUntil(lambda: service2.viewers == 0, timeout=3000)
    viewers = [connect_raw(qtbot, service2) for _ in range(2)]
    squatters = [connect_raw(qtbot, service2) for _ in range(2)]  # the pads' room
    assert service2.viewers == 4  # every place taken
    back = Pad(qtbot, service2)
    back.send({"type": "hello", "table": 1, "token": token})
    assert back.reply("welcome")["table"] == 1
    qtbot.waitUntil(lambda: squatters[0].state().name == "UnconnectedState", timeout=3000)
    assert squatters[0].closeReason() == "Too many viewers: room made for a dealer pad"
    assert squatters[1].state().name == "ConnectedState"
    assert all(viewer.state().name == "ConnectedState" for viewer in viewers)
    back.table, back.token = 1, token
    assert back.act({"do": "deal"})["type"] == "recorded"
    for socket in viewers + squatters:
        socket.close()
