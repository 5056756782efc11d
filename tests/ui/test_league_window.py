"""The League window on a real league file: standings, player pages, tonight's figures,
and the console's League commands (Ctrl+L, Add to league, names offered at registration)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCharts import QLineSeries
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.session.simulate import simulate
from app.store.league.store import LeagueStore
from app.store.league.submission import read_submission
from app.store.stats import tournament_stats
from app.store.tournament_file import TournamentFile
from app.ui.i18n import install_language, save_language_choice, uninstall_language
from app.ui.league_window import LOCATION_KEY, LeagueWindow


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Three finished nights of the same ten friends."""
    QApplication.instance() or QApplication([])
    folder = tmp_path_factory.mktemp("nights")
    paths = []
    for seed in (1, 2, 3):
        path = folder / f"night{seed}.feltboard"
        report = simulate(path, players=10, tables=2, hands=600, seed=seed)
        assert report.finished
        paths.append(path)
    return paths


@pytest.fixture
def league(tmp_path: Path, nights: list[Path]) -> Iterator[str]:
    """The three nights; on the last, Player 1 was typed "Player One"."""
    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
        for path in nights[:2]:
            store.add_tournament(read_submission(path), None)
        last = read_submission(nights[2])
        typo = tuple(
            replace(line, name="Player One") if line.name == "Player 1" else line
            for line in last.results
        )
        store.add_tournament(replace(last, results=typo), None)
    yield location


@pytest.fixture
def settings(tmp_path: Path, league: str) -> QSettings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(LOCATION_KEY, league)
    return store


def open_window(qtbot: QtBot, settings: QSettings, tonight: Path | None = None) -> LeagueWindow:
    file = TournamentFile.open(tonight, read_only=True) if tonight else None
    window = LeagueWindow(settings, lambda: tournament_stats(file) if file else None)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_standings_are_the_leagues_in_rank_order(
    qtbot: QtBot, settings: QSettings, league: str
) -> None:
    window = open_window(qtbot, settings)
    with LeagueStore.open(league) as store:
        table = store.standings()
    assert window.standings.rowCount() == len(table.standings) == 11
    shown = [window.standings.item(r, 1).text() for r in range(11)]
    assert shown == [s.name for s in table.standings]
    assert window.standings.item(0, 0).text() == "1"
    assert "Friday club" in window.title.text()
    assert "wins" in window.rules_note.text() and "√" in window.rules_note.text()
    lines = [s for s in window.season_chart.chart().series() if isinstance(s, QLineSeries)]
    assert len(lines) == 8 and all(line.count() == 3 for line in lines)
    assert not window.message.isVisible()


def test_a_player_page_lists_every_night_with_points(
    qtbot: QtBot, settings: QSettings, league: str
) -> None:
    window = open_window(qtbot, settings)
    leader = window.standings.item(0, 1).text()
    assert leader not in ("Player 1", "Player One")  # both are a night short
    window._open_player_row(0, 1)
    assert window.tabs.currentIndex() == 1
    assert window.player_name.text() == leader
    assert window.history.rowCount() == 3
    assert "3 nights" in window.player_facts.text()
    chart = window.player_chart.chart().series()
    assert len(chart) == 1 and chart[0].count() == 3


def test_typing_in_the_finder_leaves_only_matching_players(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = open_window(qtbot, settings)
    window.tabs.setCurrentIndex(1)
    qtbot.keyClicks(window.player_filter, "player 1")
    shown = [
        window.player_list.item(r).text()
        for r in range(window.player_list.count())
        if not window.player_list.item(r).isHidden()
    ]
    assert shown and all(text.startswith("Player 1") for text in shown)


def test_tonight_shows_each_players_figures_and_their_stacks(
    qtbot: QtBot, settings: QSettings, nights: list[Path]
) -> None:
    window = open_window(qtbot, settings, nights[0])
    window.tabs.setCurrentIndex(3)
    assert window.tonight_stats.rowCount() == 10
    assert "hands recorded" in window.tonight_title.text()
    assert len(window.stacks.chart().series()) == 10


def test_a_missing_league_is_said_and_nothing_breaks(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue(LOCATION_KEY, str(tmp_path / "nowhere.sqlite"))
    window = open_window(qtbot, store)
    assert window.title.text() == "No league open"
    assert "New league" in window.message.text()
    assert window.standings.rowCount() == 0
    window.show_standings()
    window.show_player("Anybody")


def merge_in_window(
    window: LeagueWindow, keep: str, duplicate: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.show_player(keep)
    monkeypatch.setattr(
        "app.ui.league_window.QInputDialog.getItem", lambda *a, **k: (duplicate, True)
    )
    monkeypatch.setattr(
        "app.ui.league_window.QMessageBox.question",
        lambda *a, **k: QMessageBox.StandardButton.Yes,
    )
    window._merge()


def test_merging_a_duplicate_moves_its_nights(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, settings)
    window.tabs.setCurrentIndex(1)
    merge_in_window(window, "Player 1", "Player One", monkeypatch)
    assert "Player One is now Player 1" in window.message.text()
    assert window.history.rowCount() == 3
    assert "also entered as Player One" in window.player_facts.text()
    assert window.standings.rowCount() == 10


def test_two_people_of_the_same_night_are_not_merged(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, settings)
    merge_in_window(window, "Player 2", "Player 3", monkeypatch)
    assert "Not merged" in window.message.text() and "two people" in window.message.text()
    assert window.standings.rowCount() == 11


def test_the_console_opens_the_league_with_ctrl_l_and_adds_a_finished_night(
    qtbot: QtBot, tmp_path: Path, nights: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.launcher import Controller

    location = str(tmp_path / "new.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
    QSettings().setValue(LOCATION_KEY, location)
    told: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(
            f"PySide6.QtWidgets.QMessageBox.{kind}", lambda _w, _t, text: told.append(text)
        )
    copy = tmp_path / "tonight.feltboard"
    shutil.copy(nights[0], copy)
    controller = Controller()
    window = controller.show(TournamentFile.open(copy))
    qtbot.addWidget(window)
    try:
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        qtbot.keyClick(
            QApplication.focusWidget() or window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
        )
        league = controller.league.league_window
        assert league is not None and league.isVisible()
        add = window.findChild(QAction, "leagueAddAction")
        add.trigger()
        assert told and told[-1].startswith("Added ")
        assert controller.league.league_window.standings.rowCount() == 10
        add.trigger()
        assert "already in season" in told[-1]
    finally:
        window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)


def test_registering_offers_the_leagues_players_not_those_already_here(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from app.session.live import LiveTournament
    from app.ui.main_window import MainWindow
    from tests.tournament_kit import SETUP

    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    window = MainWindow(LiveTournament(file))
    qtbot.addWidget(window)
    panel = window.players
    qtbot.keyClicks(panel.name_edit, "Ann")
    qtbot.keyClick(panel.name_edit, Qt.Key.Key_Return)
    panel.offer_names(["Ann", "Annie", "Bob"])
    model = panel.name_edit.completer().model()
    offered = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert offered == ["Annie", "Bob"]
    file.close()


def test_a_league_hosts_console_answers_while_the_leagues_players_are_read(
    qtbot: QtBot, tmp_path: Path, league: str
) -> None:
    """The league file is read on a thread (SQLAlchemy alone is ~0.3 s to import); its
    players reach the registering box once read, as before."""
    from app.launcher import Controller
    from tests.tournament_kit import SETUP

    QSettings().setValue(LOCATION_KEY, league)
    controller = Controller()
    window = controller.show(TournamentFile.create(tmp_path / "t.feltboard", SETUP))
    qtbot.addWidget(window)
    try:
        assert controller.league is not None
        reading = controller.league.offer_known_players()
        assert reading is not None
        # Nothing is offered before the event loop hands the names over: the console
        # went on answering.
        assert window.players.name_edit.completer() is None
        qtbot.waitUntil(lambda: window.players.name_edit.completer() is not None)
        model = window.players.name_edit.completer().model()
        offered = {model.index(r, 0).data() for r in range(model.rowCount())}
        assert {"Player 2", "Player 3"} <= offered
    finally:
        window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)


def test_a_console_replaced_while_the_league_is_read_is_offered_nothing(
    qtbot: QtBot, tmp_path: Path, league: str
) -> None:
    from app.launcher import Controller
    from tests.tournament_kit import SETUP

    QSettings().setValue(LOCATION_KEY, league)
    controller = Controller()
    first = controller.show(TournamentFile.create(tmp_path / "one.feltboard", SETUP))
    try:
        assert controller.league is not None
        reading = controller.league.offer_known_players()
        assert reading is not None
        second = controller.show(TournamentFile.create(tmp_path / "two.feltboard", SETUP))
        qtbot.addWidget(second)
        reading.join(timeout=30)
        assert not reading.is_alive()
        qtbot.wait(50)  # the names' message is handled: the first console takes nothing
        assert "players" in first._unbuilt, "its Players tab was not built for the names"
    finally:
        if controller.window is not None:
            controller.window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)


def test_the_last_bust_offers_to_add_the_night_to_the_league(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.engine.tournament_events import PlayerBusted, TableTrackingChanged
    from app.launcher import Controller
    from app.store.demo import DEMO_PLAYERS, create_demo

    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
    QSettings().setValue(LOCATION_KEY, location)
    asked: list[str] = []
    told: list[str] = []

    def answer_yes(_w: object, _t: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", answer_yes)
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.information", lambda _w, _t, t: told.append(t)
    )
    controller = Controller()
    window = controller.show(create_demo(tmp_path / "demo.feltboard"))
    qtbot.addWidget(window)
    try:
        session = window.session
        assert session.record(TableTrackingChanged(1, False)) is None
        for player in range(2, len(DEMO_PLAYERS)):
            assert session.record(PlayerBusted(player, 1)) is None
        assert not asked  # two players left: nothing to offer yet
        assert session.record(PlayerBusted(len(DEMO_PLAYERS), 1)) is None
        assert len(asked) == 1 and "league" in asked[0]
        assert told and told[0].startswith("Added ")
        session.undo()
        session.redo()
        assert len(asked) == 2  # finished again after an undo: asked again, added once
        assert "already in season" in told[-1]
    finally:
        window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)


def test_the_season_figures_add_up_every_nights_hands(
    qtbot: QtBot, settings: QSettings, nights: list[Path]
) -> None:
    window = open_window(qtbot, settings)
    window.tabs.setCurrentIndex(2)
    assert window.season_figures.rowCount() == 11  # Player One is a player of their own
    hands = 0
    for path in nights:
        with TournamentFile.open(path, read_only=True) as file:
            hands += sum(s.hands for s in tournament_stats(file).players.values())
    assert f"{hands:,} hands dealt" in window.figures_title.text()


def test_starting_with_a_league_remembers_it_for_the_console(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.launcher import start_gui

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    address = "postgresql://club@server.lan/friday"
    controller, starter = start_gui(None, league=address)
    with qtbot.waitSignal(starter.ready, timeout=30_000):
        pass
    try:
        assert QSettings().value(LOCATION_KEY) == address
    finally:
        assert controller.window is not None
        controller.window.close()
        controller.close()
        QSettings().remove(LOCATION_KEY)


def test_every_line_of_a_chart_has_its_own_colour() -> None:
    from app.ui.league_charts import MOST_LINES, stacks_chart

    QApplication.instance() or QApplication([])
    chart = stacks_chart({f"P{n}": [(1, 1000 + n), (2, 900 + n)] for n in range(MOST_LINES)})
    colours = {series.pen().color().name() for series in chart.series()}
    assert len(colours) == MOST_LINES
def test_the_league_window_in_spanish(
    qtbot: QtBot, settings: QSettings, league: str, nights: list[Path]
) -> None:
    """Spanish loaded: every tab, header and chart of the window is Spanish; names, dates
    and the points formula (the engine's words) are the league's data."""
    from tests.ui.test_languages import english_left, widget_texts

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    save_language_choice("es", settings)
    install_language(app, settings)
    try:
        window = open_window(qtbot, settings, nights[0])
        with LeagueStore.open(league) as store:
            table = store.standings()
            data = {p.name for p in store.players()} | {table.formula.describe()}
        data |= {"Friday club", Path(league).name, str(Path(league).parent)}
        data |= {"3-bet"}  # a loanword Spanish players use as it is
        window.show_player(window.standings.item(0, 1).text())
        left = []
        for tab in range(window.tabs.count()):
            window.tabs.setCurrentIndex(tab)
            history = window.history
            data |= {
                history.item(r, c).text()
                for r in range(history.rowCount())
                for c in (0, 1, 2)  # date, tournament, season: data
            }
            left += english_left(widget_texts(window), data)
            charts = (window.season_chart, window.player_chart, window.stacks)
            titles = [
                text
                for view in charts
                for text in (view.chart().title(), *(a.titleText() for a in view.chart().axes()))
            ]
            left += english_left(iter(("chart", text) for text in titles), data)
        assert sorted(set(left)) == [], "\n".join(sorted(set(left)))
        assert window.windowTitle() == "Liga"
        assert "3 noches" in window.player_facts.text()
    finally:
        uninstall_language(app)
