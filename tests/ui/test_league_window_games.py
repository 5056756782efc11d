"""The League window on nights of more than one game: Tonight names the hands of each game
and Season figures keeps each game's apart; each player's figures per game as well as
over all games, chosen by keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.games import Game
from app.session.simulate import simulate
from app.store.league.store import LeagueStore
from app.store.league.submission import read_submission
from app.store.stats import TournamentStats, figure_text, tournament_stats
from app.store.tournament_file import TournamentFile
from app.ui.league_window import LOCATION_KEY, LeagueWindow
from tests.shots import SHOTS


@pytest.fixture(scope="module")
def mixed_night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Dealer's choice to the end: hold'em, pot-limit Omaha and Omaha hi-lo."""
    QApplication.instance() or QApplication([])
    path = tmp_path_factory.mktemp("mixed") / "mixed.feltboard"
    report = simulate(path, preset="Dealer's choice — hold'em and Omaha", players=6,
                      tables=1, hands=600, seed=2)  # fmt: skip
    assert report.finished
    return path


@pytest.fixture
def tonight(mixed_night: Path) -> Iterator[TournamentStats]:
    with TournamentFile.open(mixed_night, read_only=True) as file:
        yield tournament_stats(file)


def _window(qtbot: QtBot, tmp_path: Path, stats: TournamentStats) -> LeagueWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, str(tmp_path / "none.sqlite"))  # no league: still shown
    window = LeagueWindow(settings, lambda: stats)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):  # the Alt keys are shortcuts of the active window
        window.show()
        window.activateWindow()
    return window


def _rows(window: LeagueWindow) -> dict[str, tuple[str, str]]:
    """Each row's player with the Hands and VPIP cells."""
    table = window.tonight_stats
    rows = {}
    for row in range(table.rowCount()):
        cells = [table.item(row, column) for column in (0, 1, 2)]
        assert all(cell is not None for cell in cells)
        rows[cells[0].text()] = (cells[1].text(), cells[2].text())  # type: ignore[union-attr]
    return rows


def _expected(stats: TournamentStats, players: dict[int, object]) -> dict[str, tuple[str, str]]:
    figures = {stats.names[p]: s.figures() for p, s in players.items()}  # type: ignore[attr-defined]
    return {name: (str(f["hands"]), figure_text("vpip", f["vpip"])) for name, f in figures.items()}


def test_tonight_offers_each_game_and_shows_its_figures(
    qtbot: QtBot, tmp_path: Path, tonight: TournamentStats
) -> None:
    window = _window(qtbot, tmp_path, tonight)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # &Tonight
    assert window.tabs.currentIndex() == 3
    games = tonight.games
    assert len(games) == 3
    counts = ", ".join(f"{game.game.label} {game.hands} hands" for game in games)
    assert window.tonight_games_line.text() == f"Games: {counts}"
    assert window.tonight_game.isVisible()
    assert [window.tonight_game.itemText(i) for i in range(window.tonight_game.count())] == [
        "All games",
        *(f"{game.game.label}: {game.hands} hands" for game in games),
    ]
    assert _rows(window) == _expected(tonight, tonight.players)  # the night's, as before

    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # Figures of &game
    assert window.tonight_game.hasFocus()
    for game in games:
        qtbot.keyClick(window.tonight_game, Qt.Key.Key_Down)
        assert window.tonight_game.currentData() == game.game.value
        shown = _rows(window)
        assert shown == _expected(tonight, game.players)
        assert sum(int(hands) for hands, _ in shown.values()) < sum(
            int(hands) for hands, _ in _expected(tonight, tonight.players).values()
        )
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "exports2-tonight-per-game.png"))

    # Shown again (the tab left and opened again), the game chosen stays chosen.
    chosen = window.tonight_game.currentData()
    window.tabs.setCurrentIndex(0)
    window.tabs.setCurrentIndex(3)
    assert window.tonight_game.currentData() == chosen
    qtbot.keyClick(window.tonight_game, Qt.Key.Key_Home)
    assert window.tonight_game.currentData() is None
    assert _rows(window) == _expected(tonight, tonight.players)


def test_a_hold_em_night_shows_no_games(qtbot: QtBot, tmp_path: Path, mixed_night: Path) -> None:
    holdem = tmp_path / "holdem.feltboard"
    simulate(holdem, players=6, tables=1, hands=20, seed=4)
    with TournamentFile.open(holdem, read_only=True) as file:
        stats = tournament_stats(file)
    window = _window(qtbot, tmp_path, stats)
    window.tabs.setCurrentIndex(3)
    assert not window.tonight_games.isVisible()
    assert _rows(window) == _expected(stats, stats.players)


def test_no_tournament_hides_the_games(
    qtbot: QtBot, tmp_path: Path, tonight: TournamentStats
) -> None:
    shown: list[TournamentStats | None] = [tonight]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, str(tmp_path / "none.sqlite"))
    window = LeagueWindow(settings, lambda: shown[0])
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(3)
    assert window.tonight_games.isVisible()
    shown[0] = None
    window.show_tonight()
    assert not window.tonight_games.isVisible()
    assert window.tonight_title.text() == "No tournament is open."


def test_season_figures_offer_each_game_of_the_season(
    qtbot: QtBot, tmp_path: Path, mixed_night: Path, tonight: TournamentStats
) -> None:
    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
        store.add_tournament(read_submission(mixed_night), None)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, location)
    window = LeagueWindow(settings)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)  # Season &figures
    assert window.tabs.currentIndex() == 2
    assert window.season_games.isVisible()
    assert [window.season_game.itemText(i) for i in range(window.season_game.count())] == [
        "All games", "Hold'em", "Omaha", "Omaha Hi-Lo",
    ]  # fmt: skip

    def shown() -> dict[str, str]:
        table = window.season_figures
        return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}

    assert shown() == {tonight.names[p]: str(s.hands) for p, s in tonight.players.items()}
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)  # F&igures of game
    assert window.season_game.hasFocus()
    qtbot.keyClick(window.season_game, Qt.Key.Key_End)
    assert window.season_game.currentData() == Game.OMAHA_HI_LO.value
    (hi_lo,) = (game for game in tonight.games if game.game is Game.OMAHA_HI_LO)
    assert shown() == {tonight.names[p]: str(s.hands) for p, s in hi_lo.players.items()}
    window.grab().save(str(SHOTS / "exports2-season-per-game.png"))


def test_a_season_of_one_game_offers_no_choice(
    qtbot: QtBot, tmp_path: Path, mixed_night: Path
) -> None:
    holdem = tmp_path / "holdem.feltboard"
    assert simulate(holdem, players=4, tables=1, hands=400, seed=5).finished
    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
        store.add_tournament(read_submission(holdem), None)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LOCATION_KEY, location)
    window = LeagueWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(2)
    assert not window.season_games.isVisible()
    assert window.season_figures.rowCount() == 4
