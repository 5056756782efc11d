"""Dealer's choice on a dealer pad: the view offers the night's games when the next hand
starts an orbit; choosing records GameChosen (refused in words when it is not tonight's
or not due), then the pad deals the game chosen; undo takes back the hand, then the
choice."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE, EIGHT_GAME
from app.engine.rotation import GameChange, NightGame
from app.engine.rules import BettingStructure
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    GameChosen,
    HandStarted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.present.pad_view import build_pad_view
from app.service.server import TournamentService
from app.store.tournament_file import TournamentFile
from tests.service.test_pads import paired, serve, session_of


def choosing(path: Path) -> TournamentFile:
    """Ann, Bob and Carla at table 1 of a dealer's choice night."""
    file = TournamentFile.create(path, setup_from_preset(DEALERS_CHOICE, "Choice"))
    for number, name in enumerate(("Ann", "Bob", "Carla"), start=1):
        file.record(PlayerRegistered(number, name, at=0.0))
    file.record(TableOpened(1, 9))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    return file


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, choosing(tmp_path / "choice.feltboard"))


def test_the_pad_offers_the_games_records_the_choice_then_deals_it(
    qtbot: QtBot, service: TournamentService
) -> None:
    pad = paired(qtbot, service)
    session = session_of(service)
    view = build_pad_view(session.state, 1, session.now())
    choice = view["choice"]
    assert choice["title"] == "Table 1: Ann chooses the game"
    assert [(g["key"], g["code"], g["label"]) for g in choice["games"]] == [
        (1, "holdem/no_limit", "No-limit Hold'em"),
        (2, "omaha/pot_limit", "Pot-limit Omaha"),
        (3, "omaha_hi_lo/fixed_limit", "Fixed-limit Omaha Hi-Lo"),
    ]
    assert view["deal"]["can"] is False
    assert view["status"] == "Table 1: Ann chooses the game"
    refused = pad.act({"do": "deal"})
    assert refused["type"] == "refused"
    assert refused["reason"] == "Table 1: Ann on the button chooses the game first"
    wrong = pad.act({"do": "choose", "game": "short_deck/no_limit"})
    assert wrong["reason"] == "No-limit Short Deck Hold'em is not one of tonight's games"
    garbled = pad.act({"do": "choose", "game": "razz"})
    assert garbled["reason"].startswith("'razz' is not a game of the night")
    chosen = pad.act({"do": "choose", "game": "omaha_hi_lo/fixed_limit"})
    assert chosen["type"] == "recorded"
    assert chosen["text"] == "Table 1: Fixed-limit Omaha Hi-Lo chosen"
    assert "choice" not in build_pad_view(session.state, 1, session.now())
    again = pad.act({"do": "choose", "game": "omaha/pot_limit"})
    assert again["reason"] == "Table 1 already chose Fixed-limit Omaha Hi-Lo for this orbit"
    dealt = pad.act({"do": "deal"})
    assert dealt["type"] == "recorded" and dealt["text"] == "Hand 1 dealt"
    events = [e.event for e in session.file._journal.events()]
    assert events[-2] == GameChosen(1, NightGame(Game.OMAHA_HI_LO,
                                                  BettingStructure.FIXED_LIMIT))
    assert isinstance(events[-1], HandStarted)
    assert events[-1].config.game is Game.OMAHA_HI_LO
    assert pad.act({"do": "undo"})["type"] == "recorded"
    assert pad.act({"do": "undo"})["type"] == "recorded"
    assert session.state.table(1).orbit is None
    assert build_pad_view(session.state, 1, session.now())["choice"]["chooser"] == "Ann"


def test_the_pad_offers_stud_and_draw_games_and_deals_stud_chosen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    setup = setup_from_preset(EIGHT_GAME, "Eight")
    assert setup.rotation is not None
    setup = replace(setup, rotation=replace(setup.rotation, change=GameChange.DEALERS_CHOICE))
    file = TournamentFile.create(tmp_path / "eight.feltboard", setup)
    for number, name in enumerate(("Ann", "Bob", "Carla"), start=1):
        file.record(PlayerRegistered(number, name, at=0.0))
    file.record(TableOpened(1, 8))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    for service in serve(tmp_path, file):
        pad = paired(qtbot, service)
        session = session_of(service)
        choice = build_pad_view(session.state, 1, session.now())["choice"]
        assert [g["code"] for g in choice["games"]] == [
            "deuce_to_seven_triple_draw/fixed_limit", "holdem/fixed_limit",
            "omaha_hi_lo/fixed_limit", "razz/fixed_limit", "stud/fixed_limit",
            "stud_hi_lo/fixed_limit", "holdem/no_limit", "omaha/pot_limit"]
        assert pad.act({"do": "choose", "game": "razz/fixed_limit"})["type"] == "recorded"
        assert pad.act({"do": "deal"})["type"] == "recorded"
        hand = session.state.table(1).hand
        assert hand is not None and hand.config.game is Game.RAZZ
        assert (hand.config.ante, hand.config.bring_in) == (25, 25)
