"""``feltboard stats`` on a night of more than one game: hands per game, figures per game."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.cli.stats import run_stats
from app.engine.games import Game
from app.session.simulate import simulate
from app.store.stats import stats_table, tournament_stats
from app.store.tournament_file import TournamentFile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    folder = tmp_path_factory.mktemp("nights")
    paths = {
        "mixed": folder / "mixed.feltboard",
        "plo": folder / "plo.feltboard",
    }
    simulate(paths["mixed"], preset="Dealer's choice — hold'em and Omaha", players=9,
             tables=1, hands=120, seed=1)  # fmt: skip
    simulate(paths["plo"], preset="PLO — home game", players=9, tables=1, hands=20, seed=1)
    return paths


def test_a_mixed_night_counts_hands_and_figures_per_game(nights: dict[str, Path]) -> None:
    with TournamentFile.open(nights["mixed"], read_only=True) as file:
        stats = tournament_stats(file)
        dealt = [h.config.game for h in file.hand_histories() if not h.voided]
    assert {game.game: game.hands for game in stats.games} == {
        game: dealt.count(game) for game in set(dealt)
    }
    assert len(stats.games) >= 2 and sum(game.hands for game in stats.games) == stats.hands
    for player, night in stats.players.items():
        per_game = [game.players[player] for game in stats.games if player in game.players]
        assert night.hands == sum(stats.hands for stats in per_game)
        assert night.vpip == sum(stats.vpip for stats in per_game)
        assert night.showdowns == sum(stats.showdowns for stats in per_game)
    figures = stats.as_json()
    assert [game["game"] for game in figures["games"]] == [g.game.value for g in stats.games]
    assert all(len(game["players"]) >= 2 for game in figures["games"])


def test_the_mixed_night_reads_as_a_table_per_game(nights: dict[str, Path]) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run_stats(nights["mixed"], as_json=False, out=out, err=err) == 0
    with TournamentFile.open(nights["mixed"], read_only=True) as file:
        stats = tournament_stats(file)
    lines = out.getvalue().splitlines()
    counts = ", ".join(f"{game.game.label} {game.hands} hands" for game in stats.games)
    assert lines[1] == f"Games: {counts}"
    for game in stats.games:
        title = f"{game.game.label}: {game.hands} hands"
        assert title in lines
        header = lines[lines.index(title) + 2]
        assert header.startswith("Player") and "VPIP" in header
    assert sum("VPIP" in line for line in lines) == 1 + len(stats.games)  # the night's too


def test_a_night_of_one_other_game_only_names_it(nights: dict[str, Path]) -> None:
    with TournamentFile.open(nights["plo"], read_only=True) as file:
        figures = tournament_stats(file).as_json()
    assert figures["games"] == [{"game": "omaha", "hands": figures["hands"]}]
    text = stats_table(figures).splitlines()
    assert text[1] == f"Game: Omaha {figures['hands']} hands"
    assert text[2] == "" and text[3].startswith("Player")
    assert sum("VPIP" in line for line in text) == 1


def test_a_hold_em_night_has_no_games_key() -> None:
    figures = {"tournament": "Friday", "hands": 0, "players": []}
    assert stats_table(figures) == (
        "Friday: 0 hands\n\n"
        "Player  Hands  VPIP  PFR  3-bet  AF  WTSD  W$SD  All-ins W/E/L"
    )
    assert Game.HOLDEM.value == "holdem"
