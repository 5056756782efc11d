"""Dealer's choice through the named edits: the choice is one undo step worded the same
live and after a reopen; a reopened file holds the same orbit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE
from app.engine.rotation import GameOrbit, NightGame
from app.engine.rules import BettingStructure
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.session.test_edits import Clock

PLO = NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)


def test_choose_deal_reopen_and_undo_the_hand_then_the_choice(tmp_path: Path) -> None:
    QApplication.instance() or QApplication([])
    path = tmp_path / "choice.feltboard"
    with TournamentFile.create(path, setup_from_preset(DEALERS_CHOICE)) as file:
        for number, name in enumerate(("Ann", "Bob", "Cy", "Di"), start=1):
            file.record(PlayerRegistered(number, name))
        file.record(TableOpened(1, 9))
        for number in (1, 2, 3, 4):
            file.record(PlayerSeated(number, 1, number))
        session = LiveTournament(file, clock=Clock(), backup_folder=tmp_path)
        edits = session.edits
        assert edits.choice_due(1) == 1
        assert edits.deal(1) == "Table 1: Ann on the button chooses the game first"
        assert edits.choose_game(1, NightGame(Game.SHORT_DECK, BettingStructure.NO_LIMIT)) \
            == "No-limit Short Deck Hold'em is not one of tonight's games"
        assert edits.choose_game(1, PLO) is None
        assert edits.undo_text() == "Table 1: Pot-limit Omaha chosen"
        assert edits.deal(1) is None
        live = session.state
    with TournamentFile.open(path) as again:
        assert again.state.table(1).hand == live.table(1).hand  # a live hand's state is
        assert again.state.players == live.players  # replayed, so compared by its record
        assert again.state.table(1).orbit == GameOrbit(PLO)
        reopened = LiveTournament(again, clock=Clock(), backup_folder=tmp_path)
        assert reopened.edits.undo_text() == "Deal hand 1"
        assert reopened.edits.undo() is None
        assert reopened.edits.undo_text() == "Table 1: Pot-limit Omaha chosen"
        assert reopened.edits.undo() is None
        assert reopened.state.table(1).orbit is None
        assert reopened.edits.choice_due(1) == 1
