"""What a dealer pad reads is translatable: pairing refusals, stale views, undo, its labels.

Real WebSocket clients on 127.0.0.1, as :mod:`tests.service.test_pads` uses, with every
text the server sends checked under the ``pseudo_language`` fixture. The protocol itself
(``type``, ``stale``, ``pair_again``, the action names) stays English: other programs read it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerRegistered
from app.service.server import TournamentService
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from tests.service.test_pads import Pad, paired, serve, session_of, two_tables

Translated = Callable[[str], bool]


@pytest.fixture
def service(tmp_path: Path, pseudo_language: Translated) -> Iterator[TournamentService]:
    """The demo served with every text in the pseudo-language (installed before it starts)."""
    yield from serve(tmp_path, create_demo(tmp_path / "demo.feltboard"))


@pytest.fixture
def service2(tmp_path: Path, pseudo_language: Translated) -> Iterator[TournamentService]:
    yield from serve(tmp_path, two_tables(tmp_path / "two.feltboard"))


def test_pairing_refusals_are_translated(
    qtbot: QtBot, service: TournamentService, pseudo_language: Translated
) -> None:
    translated = pseudo_language
    pad = Pad(qtbot, service)
    right = service.pads.pairing.pin(1)
    wrong = "000000" if right != "000000" else "111111"
    short = pad.pair(1, "12")
    assert short["type"] == "refused" and translated(short["reason"])
    assert short["reason"].startswith("«A PIN is 6 digits")  # fields filled after
    assert "«Tournament > Dealer pads…»" in short["reason"]  # the menu, in the language
    not_it = pad.pair(1, wrong)
    assert translated(not_it["reason"]) and "not table 1's PIN" in not_it["reason"]
    for _ in range(3):
        pad.pair(1, wrong)
    locked = pad.pair(1, right)
    assert translated(locked["reason"]) and "Too many wrong PINs" in locked["reason"]
    nowhere = pad.pair(9, right)
    assert translated(nowhere["reason"]) and "no table 9 in play" in nowhere["reason"]
    pad.send({"type": "pair", "id": "p", "table": "one", "pin": right})
    assert translated(pad.reply("refused")["reason"])


def test_a_second_pad_and_a_revoked_pad_read_translated_reasons(
    qtbot: QtBot, service: TournamentService, pseudo_language: Translated
) -> None:
    translated = pseudo_language
    first = paired(qtbot, service)
    second = Pad(qtbot, service)
    taken = second.pair(1, device="Bob's tablet")
    assert taken["type"] == "refused" and translated(taken["reason"])
    assert "Anna's phone" in taken["reason"]  # the device's name is data, filled in
    service.pads.revoke(1)
    assert translated(first.reply("revoked")["reason"])
    answer = first.act({"do": "deal"})
    assert answer["pair_again"] is True and translated(answer["reason"])


def test_a_pad_with_no_name_is_called_a_pad_in_the_language(
    qtbot: QtBot, service: TournamentService, pseudo_language: Translated
) -> None:
    pad = Pad(qtbot, service)
    pad.send({"type": "pair", "table": 1, "pin": service.pads.pairing.pin(1)})
    answer = pad.reply(("paired", "refused"))
    assert answer["type"] == "paired" and answer["device"] == "«a pad»"


def test_stale_garbage_and_rate_refusals_are_translated(
    qtbot: QtBot, service: TournamentService, pseudo_language: Translated
) -> None:
    translated = pseudo_language
    pad = paired(qtbot, service)
    old_seq = service.table_seqs[1]
    dealt = pad.act({"do": "deal"})
    assert dealt["type"] == "recorded" and translated(dealt["text"])
    pad.view()
    stale = pad.act({"do": "fold"}, seq=old_seq)
    assert stale["stale"] is True and translated(stale["reason"])
    for action in ({"do": "dance"}, {"do": "raise", "to": "lots"}, {"do": "show", "seat": 1,
                   "cards": 5}, {"do": "award", "pot": 0, "seats": "all"}, "fold"):
        answer = pad.act(action)  # type: ignore[arg-type]
        assert answer["type"] == "refused" and translated(answer["reason"]), answer
    pad.socket.sendTextMessage("not json")
    assert translated(pad.reply("refused")["reason"])
    pad.send({"type": "shout", "id": "s"})
    assert translated(pad.reply("refused")["reason"])
    pad.send({"type": "act", "id": "x" * 101, "table": 1})
    assert translated(pad.reply("refused")["reason"])
    pad.send({"type": "act", "table": 1, "token": pad.token, "seq": 1, "action": {}})
    assert translated(pad.reply("refused")["reason"])
    service.pads.messages_per_second = 2
    for number in range(6):
        pad.send({"type": "hello", "id": f"h{number}", "table": 1, "token": "x"})
    replies = [pad.wait_for(lambda m, n=n: m.get("id") == f"h{n}") for n in range(6)]
    slowed = [r["reason"] for r in replies if "slow down" in r["reason"]]
    assert slowed and all(translated(reason) for reason in slowed)


def test_a_hand_with_no_deal_and_a_street_due_are_refused_in_translation(
    qtbot: QtBot, service: TournamentService, pseudo_language: Translated
) -> None:
    translated = pseudo_language
    pad = paired(qtbot, service)
    nothing = pad.act({"do": "fold"})
    assert translated(nothing["reason"]) and "deal one first" in nothing["reason"]
    pad.act({"do": "deal"})
    view = pad.view()
    assert translated(view["title"]) and translated(view["status"])
    actions = view["actions"]
    assert translated(actions["call_text"]) and translated(actions["wager_label"])
    assert translated(actions["pot_label"])
    assert translated(view["deal"]["reason"])  # the hand dealt is still in progress
    while view["actions"] is not None:
        seat = view["actions"]["seat"]
        answer = pad.act({"do": "call"} if view["actions"]["call"] else {"do": "check"})
        assert answer["type"] == "recorded", (seat, answer)
        view = pad.view()
    assert view["board_due"] is not None
    assert translated(view["board_due"]["street"]) and translated(view["board_due"]["prompt"])
    due = pad.act({"do": "check"})
    assert translated(due["reason"]) and "deal the flop" in due["reason"]


def test_undo_from_a_pad_speaks_the_language(
    qtbot: QtBot, service2: TournamentService, pseudo_language: Translated
) -> None:
    translated = pseudo_language
    service = service2
    one, two = paired(qtbot, service, 1), paired(qtbot, service, 2)
    assert translated(two.act({"do": "undo"})["reason"])  # nothing recorded yet
    one.act({"do": "deal"})
    one.view()
    elsewhere = two.act({"do": "undo"})
    assert translated(elsewhere["reason"]) and "at table 1" in elsewhere["reason"]
    undone = one.act({"do": "undo"})
    assert undone["type"] == "recorded" and translated(undone["text"])
    assert session_of(service).record(PlayerRegistered(7, "Zoe")) is None
    console = one.act({"do": "undo"})
    assert translated(console["reason"]) and "not at a table" in console["reason"]


def test_a_closed_table_tells_its_pad_in_translation(
    qtbot: QtBot, service2: TournamentService, pseudo_language: Translated
) -> None:
    from app.engine.tournament_events import PlayerSeated, TableClosed

    service = service2
    pad = paired(qtbot, service, 2)
    session = session_of(service)
    moves = [PlayerSeated(player, 1, seat) for player, seat in ((4, 4), (5, 5), (6, 6))]
    assert session.record_many([*moves, TableClosed(2)], "Break table 2") is None
    told = pad.reply("revoked")
    assert pseudo_language(told["reason"]) and "Table 2 is closed" in told["reason"]


def test_the_read_only_refusal_reaches_the_pad_translated(
    qtbot: QtBot, tmp_path: Path, pseudo_language: Translated
) -> None:
    create_demo(tmp_path / "demo.feltboard").close()
    file = TournamentFile.open(tmp_path / "demo.feltboard", read_only=True)
    for service in serve(tmp_path, file):
        pad = paired(qtbot, service)
        answer = pad.act({"do": "deal"})
        assert pseudo_language(answer["reason"]) and "demo.feltboard" in answer["reason"]
