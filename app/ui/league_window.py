"""The League window: season standings, player pages with their charts, tonight's figures.

It reads a league (a league file or a ``postgresql://`` address, remembered in the
settings) through :class:`~app.store.league.store.LeagueStore`, and the tournament open
in the console for "Tonight" (chip stacks over the night, each player's statistics).
Every refusal of the store is shown in words in the window's message line; nothing here
crashes on a league that is missing, unreachable or empty.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError, chips
from app.engine.games import Game
from app.engine.league import DEFAULT_FORMULA, TIE_BREAKS, format_points
from app.engine.money import Currency
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.terms import place_label
from app.store.league.database import shown_location
from app.store.league.location import default_league_path
from app.store.league.store import LeagueStore
from app.store.league.values import HistoryLine, LeagueNotFound, PlayerInfo, SeasonTable
from app.store.stats import (
    TournamentStats,
    figure_text,
    game_title,
    games_line,
    players_json,
)
from app.ui.league_charts import chart_view, points_chart, stacks_chart
from app.ui.league_location import LOCATION_KEY, league_location

CHARTED_PLAYERS = 8
"""The season chart draws the leaders: eight lines read at a glance."""

STANDINGS_COLUMNS = (
    "#",
    QT_TRANSLATE_NOOP("League", "Player"),
    QT_TRANSLATE_NOOP("League", "Points"),
    QT_TRANSLATE_NOOP("League", "Nights"),
    QT_TRANSLATE_NOOP("League", "Wins"),
    QT_TRANSLATE_NOOP("League", "Best"),
    QT_TRANSLATE_NOOP("League", "Knockouts"),
    QT_TRANSLATE_NOOP("League", "Won"),
)
HISTORY_COLUMNS = (
    QT_TRANSLATE_NOOP("League", "Date"),
    QT_TRANSLATE_NOOP("League", "Tournament"),
    QT_TRANSLATE_NOOP("League", "Season"),
    QT_TRANSLATE_NOOP("League", "Place"),
    QT_TRANSLATE_NOOP("League", "Entries"),
    QT_TRANSLATE_NOOP("League", "Points"),
    QT_TRANSLATE_NOOP("League", "Won"),
)
STATS_COLUMNS = (
    QT_TRANSLATE_NOOP("League", "Player"),
    QT_TRANSLATE_NOOP("League", "Hands"),
    "VPIP", "PFR", "3-bet", "AF", "WTSD", "W$SD",
    QT_TRANSLATE_NOOP("League", "All-ins"),
)  # fmt: skip
TIE_BREAK_TEXT = {
    "points counted": QT_TRANSLATE_NOOP("League", "points counted"),
    "wins": QT_TRANSLATE_NOOP("League", "wins"),
    "best finish": QT_TRANSLATE_NOOP("League", "best finish"),
    "nights played": QT_TRANSLATE_NOOP("League", "nights played"),
}
"""The engine's :data:`TIE_BREAKS`, translated where the standings name them."""


def _table(columns: Sequence[str], stretch: int) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels([translate("League", c) for c in columns])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]], words: int = 1) -> None:
    """Put ``rows`` in ``table``: figures right-aligned, column ``words`` (names) left."""
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c != words or text.replace(",", "").replace(".", "").isdigit():
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


def _count(number: int, one: str, many: str) -> str:
    """``one`` (``'1 night'``) or ``many`` (``'{count} nights'``), translated and filled."""
    text = translate("League", one) if number == 1 else translate("League", many)
    return text.format(count=number)


FIGURE_KEYS = ("hands", "vpip", "pfr", "three_bet", "aggression", "wtsd", "wsd")
"""The figures of the statistics tables, in the order of their columns."""


def _figures_row(p: dict[str, Any]) -> tuple[str, ...]:
    """One player's figures as the tables show them."""
    return (
        p["player"],
        *(figure_text(key, p[key]) for key in FIGURE_KEYS),
        translate("League", "{count} ({won} won)").format(
            count=p["all_ins"], won=p["all_ins_won"]
        ),
    )


def no_league_yet(location: str) -> str:
    """What a host reads when there is no league at ``location`` yet (the store's own
    message names the command line, which a host at the console does not need)."""
    return translate(
        "League",
        "There is no league at {location} yet. Press New league… to start one, or Open "
        "league… to find yours.",
    ).format(location=shown_location(location))


def _why_not_open(location: str, error: Exception) -> str:
    if isinstance(error, LeagueNotFound):
        return no_league_yet(location)
    return translate("League", "{error}. Open a league, or start one with New league…").format(
        error=error
    )


class LeagueWindow(QMainWindow):
    """Standings, players and tonight's figures of one league."""

    add_requested = Signal()
    """The host pressed "Add tonight's tournament": the console submits it."""

    def __init__(
        self,
        settings: QSettings,
        tonight: Callable[[], TournamentStats | None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("League", "League"))
        self.resize(1000, 680)
        self._settings = settings
        self._tonight = tonight
        self._store: LeagueStore | None = None
        self._table: SeasonTable | None = None
        self._currency = Currency()
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(self._header())
        self.message = QLabel()
        self.message.setObjectName("leagueMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._standings_tab(), translate("League", "&Standings"))
        self.tabs.addTab(self._players_tab(), translate("League", "&Players"))
        self.tabs.addTab(self._figures_tab(), translate("League", "Season &figures"))
        self.tabs.addTab(self._tonight_tab(), translate("League", "&Tonight"))
        self.tabs.currentChanged.connect(self._tab_shown)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(body)
        QShortcut(QKeySequence.StandardKey.Close, self, self.close)
        self.open_league(league_location(settings))

    # ----- the header: which league, which season ----------------------------------------

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("leagueTitle")
        self.title.setStyleSheet("font-size: 16pt; font-weight: 600;")
        row.addWidget(self.title, 1)
        row.addWidget(QLabel(translate("League", "Season:")))
        self.season_box = QComboBox()
        self.season_box.setMinimumWidth(120)
        self.season_box.activated.connect(lambda _i: self._season_chosen())
        row.addWidget(self.season_box)
        for text, slot in (
            (QT_TRANSLATE_NOOP("League", "&Open league…"), self._choose_league),
            (QT_TRANSLATE_NOOP("League", "&New league…"), self._new_league),
            (QT_TRANSLATE_NOOP("League", "New s&eason…"), self._new_season),
        ):
            button = QPushButton(translate("League", text))
            button.clicked.connect(slot)
            row.addWidget(button)
        return row

    def open_league(self, location: str) -> bool:
        """Show the league at ``location``; False (and why, in the message line) if not."""
        self._close_store()
        try:
            self._store = LeagueStore.open(location)
            league = self._store.league()
            seasons = self._store.seasons()
        except (FeltboardError, OSError) as error:
            self._store = None
            self.title.setText(translate("League", "No league open"))
            self.season_box.clear()
            self._say(_why_not_open(location, error))
            self._clear()
            return False
        self._settings.setValue(LOCATION_KEY, location)
        self._currency = Currency(league.currency or "", league.decimals or 0)
        self.title.setText(f"{league.name}  ·  {shown_location(location)}")
        self.season_box.clear()
        for season in reversed(seasons):  # the newest first: the one a host looks at
            nights = (
                translate("League", "{season} (1 night)")
                if season.nights == 1
                else translate("League", "{season} ({count} nights)")
            )
            self.season_box.addItem(
                nights.format(season=season.name, count=season.nights), season.name
            )
        self._say("")
        self.show_standings()
        self.show_players()
        return True

    def _close_store(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def closeEvent(self, event: object) -> None:
        self._close_store()
        super().closeEvent(event)  # type: ignore[arg-type]

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _clear(self) -> None:
        self.standings.setRowCount(0)
        self.player_list.clear()
        self.history.setRowCount(0)
        self.rules_note.clear()

    def _choose_league(self) -> None:
        where, ok = QInputDialog.getItem(
            self, translate("League", "Open league"),
            translate("League", "A league file, or a club's postgresql://user@host/db address:"),
            [league_location(self._settings), translate("League", "Choose a file…")], 0, True,
        )  # fmt: skip
        if not ok or not where.strip():
            return
        if where == translate("League", "Choose a file…"):
            where, _ = QFileDialog.getOpenFileName(
                self, translate("League", "Open league"), str(default_league_path().parent),
                translate("League", "Feltboard leagues (*.sqlite);;All files (*)"),
            )  # fmt: skip
            if not where:
                return
        self.open_league(where.strip())

    def _new_league(self) -> None:
        name, ok = QInputDialog.getText(
            self, translate("League", "New league"), translate("League", "The league's name:")
        )
        if not ok or not name.strip():
            return
        formula, ok = QInputDialog.getText(
            self, translate("League", "New league"),
            translate(
                "League",
                "Points formula (td:10, sqrt:10, linear:1 or a table like table:25,18,15;\n"
                "bonuses: ;knockout=2 ;attendance=1):",
            ),
            text=DEFAULT_FORMULA,
        )  # fmt: skip
        if not ok:
            return
        where, ok = QInputDialog.getText(
            self, translate("League", "New league"),
            translate("League", "Where (a league file, or a postgresql:// address):"),
            text=str(default_league_path()),
        )  # fmt: skip
        if not ok or not where.strip():
            return
        season, ok = QInputDialog.getText(
            self, translate("League", "New league"), translate("League", "The first season:"),
            text="1",
        )
        if not ok:
            return
        try:
            with LeagueStore.open(where.strip(), create=True) as store:
                store.create_league(name.strip(), formula.strip(), season.strip() or "1")
        except (FeltboardError, OSError) as error:
            self._say(
                translate("League", "The league was not created: {error}").format(error=error)
            )
            return
        self.open_league(where.strip())

    def _new_season(self) -> None:
        if self._store is None:
            self._say(translate("League", "Open a league first."))
            return
        name, ok = QInputDialog.getText(
            self, translate("League", "New season"), translate("League", "The season's name:")
        )
        if not ok or not name.strip():
            return
        best, ok = QInputDialog.getInt(
            self, translate("League", "New season"),
            translate("League", "Count each player's best N nights (0 = every night):"),
            0, 0, 999,
        )  # fmt: skip
        if not ok:
            return
        try:
            self._store.add_season(name.strip(), best or None, None)
        except (FeltboardError, OSError) as error:
            self._say(translate("League", "The season was not added: {error}").format(error=error))
            return
        self.open_league(league_location(self._settings))

    def _season_chosen(self) -> None:
        self.show_standings()
        if self.tabs.currentIndex() == 2:
            self.show_season_figures()

    @property
    def season(self) -> str | None:
        """The season shown (``None`` before a league is open)."""
        data = self.season_box.currentData()
        return str(data) if data is not None else None

    # ----- standings -----------------------------------------------------------------------

    def _standings_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.standings = _table(STANDINGS_COLUMNS, stretch=1)
        self.standings.setObjectName("standings")
        self.standings.cellDoubleClicked.connect(self._open_player_row)
        layout.addWidget(self.standings, 3)
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)
        layout.addWidget(self.rules_note)
        self.season_chart = chart_view(points_chart({}))
        layout.addWidget(self.season_chart, 2)
        return tab

    def show_standings(self) -> None:
        """Read and show the chosen season's standings and its chart."""
        if self._store is None:
            return
        try:
            self._table = table = self._store.standings(self.season)
        except (FeltboardError, OSError) as error:
            self._say(str(error))
            return
        money = Currency(table.currency, table.decimals)
        rows = [
            (
                str(s.rank), s.name, format_points(s.points),
                translate("League", "{counted} of {nights}").format(
                    counted=sum(x.counted for x in s.scores), nights=s.nights
                )
                if s.points != s.total else str(s.nights),
                str(s.wins), place_label(s.best_finish), str(s.knockouts),
                money.format(s.prizes + s.bounties),
            )
            for s in table.standings
        ]  # fmt: skip
        _fill(self.standings, rows)
        best = table.season.best_nights
        points = (
            translate("League", "Points: {formula}, each player's best {best} nights count.")
            if best
            else translate("League", "Points: {formula}.")
        ).format(formula=table.formula.describe(), best=best)
        level = translate("League", "Level on points: {order}.").format(
            order=translate("League", ", then ").join(
                translate("League", TIE_BREAK_TEXT.get(name, name)) for name in TIE_BREAKS
            )
        )
        empty = translate("League", "No night in this season yet: add a finished tournament.")
        self.rules_note.setText(f"{points} {level}" + ("" if rows else f"  {empty}"))
        order = sorted({x.night for s in table.standings for x in s.scores})
        leaders = table.standings[:CHARTED_PLAYERS]
        lines = {}
        for s in leaders:
            by_night = {x.night: x.points / 100 for x in s.scores if x.counted}
            lines[s.name] = [by_night.get(night, 0.0) for night in order]
        self.season_chart.setChart(points_chart(lines))

    def _open_player_row(self, row: int, _column: int) -> None:
        item = self.standings.item(row, 1)
        if item is not None:
            self.show_player(item.text())
            self.tabs.setCurrentIndex(1)

    # ----- players ------------------------------------------------------------------------

    def _players_tab(self) -> QWidget:
        split = QSplitter()
        left = QWidget()
        column = QVBoxLayout(left)
        self.player_filter = QLineEdit()
        self.player_filter.setPlaceholderText(translate("League", "Find a player"))
        self.player_filter.textChanged.connect(self._filter_players)
        column.addWidget(self.player_filter)
        self.player_list = QListWidget()
        self.player_list.currentItemChanged.connect(self._player_chosen)
        column.addWidget(self.player_list)
        merge = QPushButton(translate("League", "&Merge a duplicate into this player…"))
        merge.clicked.connect(self._merge)
        column.addWidget(merge)
        split.addWidget(left)
        page = QWidget()
        layout = QVBoxLayout(page)
        top = QHBoxLayout()
        self.photo = QLabel()
        self.photo.setFixedSize(96, 96)
        self.photo.setScaledContents(True)
        top.addWidget(self.photo)
        facts = QFormLayout()
        self.player_name = QLabel()
        self.player_name.setStyleSheet("font-size: 15pt; font-weight: 600;")
        self.player_facts = QLabel()
        self.player_facts.setWordWrap(True)
        facts.addRow(self.player_name)
        facts.addRow(self.player_facts)
        top.addLayout(facts, 1)
        layout.addLayout(top)
        self.history = _table(HISTORY_COLUMNS, stretch=1)
        self.history.setObjectName("history")
        layout.addWidget(self.history, 2)
        self.player_chart = chart_view(points_chart({}))
        layout.addWidget(self.player_chart, 2)
        split.addWidget(page)
        split.setStretchFactor(1, 3)
        return split

    def show_players(self) -> None:
        """List the league's players (merged duplicates are left out)."""
        if self._store is None:
            return
        try:
            every = [p for p in self._store.players() if p.merged_into is None]
        except (FeltboardError, OSError) as error:
            self._say(str(error))
            return
        self.player_list.clear()
        for player in every:
            text = player.name + (f" “{player.nickname}”" if player.nickname else "")
            item = QListWidgetItem(f"{text}  ({player.nights})")
            item.setData(Qt.ItemDataRole.UserRole, player.name)
            self.player_list.addItem(item)
        self._filter_players(self.player_filter.text())

    def _filter_players(self, text: str) -> None:
        wanted = text.strip().casefold()
        for row in range(self.player_list.count()):
            item = self.player_list.item(row)
            item.setHidden(bool(wanted) and wanted not in item.text().casefold())

    def _player_chosen(self, item: QListWidgetItem | None, _old: object = None) -> None:
        if item is not None:
            self.show_player(str(item.data(Qt.ItemDataRole.UserRole)))

    def show_player(self, name: str) -> None:
        """The player page: who, every night, and the points over their nights."""
        if self._store is None:
            return
        try:
            player, lines = self._store.history(name)
            photo = self._store.photo(player.name) if player.has_photo else None
        except (FeltboardError, OSError) as error:
            self._say(str(error))
            return
        self.player_name.setText(player.name)
        self.player_facts.setText(self._facts(player, lines))
        pixmap = QPixmap()
        if photo and pixmap.loadFromData(photo):
            self.photo.setPixmap(pixmap)
        else:
            self.photo.clear()
            self.photo.setText(player.name[:1].upper())
            self.photo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        _fill(self.history, [self._history_row(line) for line in lines])
        by_season: dict[str, list[float]] = {}
        for line in lines:
            by_season.setdefault(
                translate("League", "Season {season}").format(season=line.season), []
            ).append(line.points / 100)
        self.player_chart.setChart(points_chart(by_season))
        for row in range(self.player_list.count()):
            item = self.player_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == player.name:
                self.player_list.blockSignals(True)
                self.player_list.setCurrentItem(item)
                self.player_list.blockSignals(False)

    def _facts(self, player: PlayerInfo, lines: Sequence[HistoryLine]) -> str:
        won = sum(line.prize + line.bounties for line in lines)
        best = min((line.place for line in lines), default=None)
        parts = [
            _count(len(lines), QT_TRANSLATE_NOOP("League", "1 night"),
                   QT_TRANSLATE_NOOP("League", "{count} nights")),
            _count(sum(line.place == 1 for line in lines), QT_TRANSLATE_NOOP("League", "1 win"),
                   QT_TRANSLATE_NOOP("League", "{count} wins")),
            translate("League", "best finish {place}").format(place=place_label(best))
            if best else "",
            translate("League", "won {amount}").format(amount=self._currency.format(won))
            if won else "",
            _count(sum(line.knockouts for line in lines),
                   QT_TRANSLATE_NOOP("League", "1 knockout"),
                   QT_TRANSLATE_NOOP("League", "{count} knockouts")),
        ]
        if player.nickname:
            parts.insert(0, f"“{player.nickname}”")
        if player.email:
            parts.append(player.email)
        if player.aliases:
            parts.append(
                translate("League", "also entered as {names}").format(
                    names=", ".join(player.aliases)
                )
            )
        return " · ".join(p for p in parts if p)

    def _history_row(self, line: HistoryLine) -> tuple[str, ...]:
        place = (
            translate("League", "{place} (shared by {count})").format(
                place=place_label(line.place), count=line.shared
            )
            if line.shared > 1
            else place_label(line.place)
        )
        won = line.prize + line.bounties
        return (
            line.played_on, line.tournament, line.season, place, str(line.entries),
            format_points(line.points), self._currency.format(won) if won else "",
        )  # fmt: skip

    def _merge(self) -> None:
        if self._store is None or self.player_list.currentItem() is None:
            self._say(
                translate("League", "Choose the player to keep, then merge a duplicate into them.")
            )
            return
        keep = str(self.player_list.currentItem().data(Qt.ItemDataRole.UserRole))
        others = [
            str(self.player_list.item(r).data(Qt.ItemDataRole.UserRole))
            for r in range(self.player_list.count())
        ]
        others = [name for name in others if name != keep]
        duplicate, ok = QInputDialog.getItem(
            self, translate("League", "Merge players"),
            translate("League", "Which player is really {name}?").format(name=keep),
            others, 0, False,
        )
        if not ok or not duplicate:
            return
        answer = QMessageBox.question(
            self, translate("League", "Merge players"),
            translate(
                "League",
                "Merge {duplicate} into {keep}? Every night of {duplicate} becomes {keep}'s, "
                "and {duplicate} is kept as another name of {keep}.",
            ).format(duplicate=duplicate, keep=keep),
        )  # fmt: skip
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self._store.merge(keep, duplicate)
        except (FeltboardError, OSError) as error:
            self._say(translate("League", "Not merged: {error}").format(error=error))
            return
        self._say(
            translate("League", "{duplicate} is now {keep}.").format(duplicate=duplicate, keep=keep)
        )
        self.show_players()
        self.show_standings()
        self.show_player(keep)

    # ----- the season's figures from the recorded hands ------------------------------------

    def _figures_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.figures_title = QLabel()
        self.figures_title.setWordWrap(True)
        layout.addWidget(self.figures_title)
        self.season_games = QWidget()
        row = QHBoxLayout(self.season_games)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        label = QLabel(translate("League", "F&igures of game:"))
        self.season_game = QComboBox()
        self.season_game.setObjectName("seasonGame")
        label.setBuddy(self.season_game)
        self.season_game.currentIndexChanged.connect(self.show_season_figures)
        row.addWidget(label)
        row.addWidget(self.season_game)
        self.season_games.setVisible(False)
        layout.addWidget(self.season_games)
        self.season_figures = _table(STATS_COLUMNS, stretch=0)
        self.season_figures.setObjectName("seasonFigures")
        layout.addWidget(self.season_figures, 1)
        return tab

    def show_season_figures(self) -> None:
        """Every player's figures over the season's recorded hands: of every game, or of
        the game chosen when the season had more than one."""
        if self._store is None:
            return
        try:
            games = self._store.season_games(self.season)
            game = self._offer_season_games(games)
            by_name = self._store.season_stats(self.season, game=game)
        except (FeltboardError, OSError) as error:
            self._say(str(error))
            return
        hands = sum(stats.hands for stats in by_name.values())
        self.figures_title.setText(
            translate(
                "League",
                "Season {season}: figures from {hands} hands dealt, as the hand-tracking "
                "tools count them (README, Player statistics).",
            ).format(season=self.season, hands=chips(hands))
            if by_name
            else translate("League", "Season {season} has no recorded hands yet.").format(
                season=self.season
            )
        )
        _fill(self.season_figures, [_figures_row(row) for row in players_json(by_name)], words=0)

    def _offer_season_games(self, games: tuple[Game, ...]) -> Game | None:
        """Offer the season's games (keeping the one chosen if the season has it; shown
        only for more than one game) and return the game chosen, ``None`` for all."""
        chosen = self.season_game.currentData()
        self.season_game.blockSignals(True)
        self.season_game.clear()
        self.season_game.addItem(translate("League", "All games"), None)
        for game in games:
            self.season_game.addItem(game.label, game.value)
        found = self.season_game.findData(chosen) if chosen is not None else -1
        self.season_game.setCurrentIndex(max(found, 0))
        self.season_game.blockSignals(False)
        self.season_games.setVisible(len(games) > 1)
        value = self.season_game.currentData()
        return None if value is None else Game(value)

    # ----- tonight ------------------------------------------------------------------------

    def _tonight_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        row = QHBoxLayout()
        self.tonight_title = QLabel()
        row.addWidget(self.tonight_title, 1)
        add = QPushButton(translate("League", "&Add tonight's tournament to the league"))
        add.clicked.connect(self.add_requested.emit)
        row.addWidget(add)
        layout.addLayout(row)
        layout.addWidget(self._tonight_game_row())
        self.tonight_stats = _table(STATS_COLUMNS, stretch=0)
        self.tonight_stats.setObjectName("tonightStats")
        layout.addWidget(self.tonight_stats, 2)
        self.stacks = chart_view(stacks_chart({}))
        layout.addWidget(self.stacks, 3)
        return tab

    def _tonight_game_row(self) -> QWidget:
        """The night's games with their hands (hidden for a night of hold'em alone) and,
        for a night of more than one game, a choice of the game whose figures the table
        shows: a VPIP of 40 means something else in Omaha than in hold'em."""
        self.tonight_games = QWidget()
        row = QHBoxLayout(self.tonight_games)
        row.setContentsMargins(0, 0, 0, 0)
        self.tonight_games_line = QLabel()
        self.tonight_games_line.setWordWrap(True)
        row.addWidget(self.tonight_games_line, 1)
        self.tonight_game_label = QLabel(translate("League", "Figures of &game:"))
        self.tonight_game = QComboBox()
        self.tonight_game.setObjectName("tonightGame")
        self.tonight_game_label.setBuddy(self.tonight_game)
        self.tonight_game.currentIndexChanged.connect(self._fill_tonight)
        row.addWidget(self.tonight_game_label)
        row.addWidget(self.tonight_game)
        self.tonight_games.setVisible(False)
        self._tonight_figures: dict[str, Any] = {}
        return self.tonight_games

    def _tab_shown(self, index: int) -> None:
        if index == 2:
            self.show_season_figures()
        elif index == 3:
            self.show_tonight()

    def show_tonight(self) -> None:
        """Tonight's tournament: each player's figures and the chip stacks chart."""
        stats = self._tonight() if self._tonight is not None else None
        if stats is None:
            self.tonight_title.setText(translate("League", "No tournament is open."))
            self.tonight_games.setVisible(False)
            return
        figures = stats.as_json()
        self.tonight_title.setText(
            translate("League", "{tournament}: {hands} hands recorded").format(
                tournament=figures["tournament"], hands=figures["hands"]
            )
        )
        self._show_tonight_games(figures)
        series = {stats.names[player]: points for player, points in stats.stacks.items()}
        self.stacks.setChart(stacks_chart(series))

    def _show_tonight_games(self, figures: dict[str, Any]) -> None:
        """Offer the night's games (keeping the one chosen, if the night still has it) and
        fill the table with the figures of the game chosen, or of the whole night."""
        games = figures.get("games", [])
        split = [game for game in games if "players" in game]
        chosen = self.tonight_game.currentData()
        self._tonight_figures = figures
        self.tonight_game.blockSignals(True)
        self.tonight_game.clear()
        self.tonight_game.addItem(translate("League", "All games"), None)
        for game in split:
            self.tonight_game.addItem(game_title(game), game["game"])
        found = self.tonight_game.findData(chosen) if chosen is not None else -1
        self.tonight_game.setCurrentIndex(max(found, 0))
        self.tonight_game.blockSignals(False)
        self.tonight_games_line.setText(games_line(games) if games else "")
        self.tonight_games.setVisible(bool(games))
        self.tonight_game_label.setVisible(bool(split))
        self.tonight_game.setVisible(bool(split))
        self._fill_tonight()

    def _fill_tonight(self) -> None:
        """The table: each player's figures in the game chosen, or over the night."""
        chosen = self.tonight_game.currentData()
        players = self._tonight_figures.get("players", [])
        for game in self._tonight_figures.get("games", []):
            if chosen is not None and game["game"] == chosen:
                players = game["players"]
        _fill(self.tonight_stats, [_figures_row(row) for row in players], words=0)
