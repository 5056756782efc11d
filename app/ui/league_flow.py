"""The console's league flow: the League window, adding tonight's results, the offer to
add them when the last bust ends the night, and the league's players offered while
registering. The launcher makes one per console window; the League window owns the rest.

The league's code (SQLAlchemy, Alembic, Qt Charts: ~0.3 s to import) is imported when the
host first reaches the league, not while the console opens: a night without a league
never loads it.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal

from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.store.league.location import is_server
from app.ui.league_location import league_location
from app.ui.main_window import MainWindow

if TYPE_CHECKING:
    from app.ui.league_window import LeagueWindow


class LeagueFlow(QObject):
    """The league as one console window reaches it."""

    _players_read = Signal(object)  # from the reading thread: the league's players

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._closed = False
        self._players_read.connect(self._offer_players)
        self.league_window: LeagueWindow | None = None
        self._finished = window.session.state.is_finished
        window.league_requested.connect(self.show_league)
        window.league_add_requested.connect(self.add_to_league)
        window.session.changed.connect(self._offer_at_the_end)

    def show_league(self) -> None:
        """Open (or raise) the League window."""
        from app.store.stats import tournament_stats
        from app.ui.league_window import LeagueWindow

        if self.league_window is None:
            file = self.window.session.file
            window = LeagueWindow(QSettings(), lambda: tournament_stats(file))
            window.add_requested.connect(self.add_to_league)
            self.league_window = window
        self.league_window.show()
        self.league_window.raise_()

    def add_to_league(self) -> None:
        """Submit the tournament's results to the league; say what happened."""
        # QMessageBox is imported where used: its enums are built then, not as the console
        # starts.
        from PySide6.QtWidgets import QMessageBox

        from app.store.league.submit import submit
        from app.store.league.values import LeagueNotFound
        from app.ui.league_window import no_league_yet

        location = league_location(QSettings())
        try:
            lines = submit(location, self.window.session.file)
        except LeagueNotFound:
            # The League window is where a league is started: open it, then say how.
            self.show_league()
            QMessageBox.information(
                self.league_window or self.window, translate("Launcher", "Add to league"),
                translate(
                    "Launcher",
                    "{no_league}\nThen press Add tonight's tournament to the league "
                    "(Tonight tab), or Tournament > Add to league.",
                ).format(no_league=no_league_yet(location)),
            )  # fmt: skip
            return
        except (FeltboardError, OSError) as error:
            QMessageBox.warning(
                self.window,
                translate("Launcher", "Add to league"),
                translate("Launcher", "The results were not added: {error}").format(error=error),
            )
            return
        QMessageBox.information(
            self.window, translate("Launcher", "Add to league"), "\n".join(lines)
        )
        if self.league_window is not None:
            self.league_window.open_league(location)

    def offer_known_players(self) -> threading.Thread | None:
        """Registering offers the league's players first, from a league file read on a
        thread (SQLAlchemy alone takes ~0.3 s to import: on the GUI thread, the console
        stopped answering that long). A club's server is not asked while the console
        opens: it could keep it waiting. Returns the reading thread, if one started."""
        location = league_location(QSettings())
        if is_server(location) or not Path(location).exists():
            return None
        reading = threading.Thread(
            target=self._read_players, args=(location,), name="league-players", daemon=True
        )
        reading.start()
        return reading

    def _read_players(self, location: str) -> None:
        from app.store.league.store import LeagueStore

        try:
            with LeagueStore.open(location) as store:
                names = store.known_players()
        except (FeltboardError, OSError):
            return  # a league out of reach: registering works as before
        try:
            self._players_read.emit(names)
        except RuntimeError:  # the window (and this flow) closed while reading
            return

    def _offer_players(self, names: Sequence[str]) -> None:
        if not self._closed:  # not to a console another tournament has replaced
            self.window.players.offer_names(names)

    def close(self) -> None:
        """Close the League window (the console it belongs to is going)."""
        self._closed = True
        if self.league_window is not None:
            self.league_window.close()
            self.league_window = None

    def _offer_at_the_end(self) -> None:
        """When the last hand finishes the tournament, offer to add it to the league."""
        finished = self.window.session.state.is_finished
        if finished and not self._finished:
            from PySide6.QtWidgets import QMessageBox

            answer = QMessageBox.question(
                self.window, translate("Launcher", "Tournament finished"),
                translate(
                    "Launcher",
                    "The tournament is over. Add its results to the league now?\n"
                    "(Tournament > Add to league does it later.)",
                ),
            )  # fmt: skip
            if answer == QMessageBox.StandardButton.Yes:
                self.add_to_league()
        self._finished = finished
