"""The desktop app's composition root: QApplication, windows, and the self-test.

The console and the audience display never import each other; they share the live
session, and this module opens and connects them.

Start-up shows a light window first, on screen in about the time a bare Qt window takes;
once it has painted, the console (engine, journal readers, widgets) is imported and the
tournament opened, and the console replaces it.
"""

from __future__ import annotations

from app.pyside_scan import defer_pyside_scan

# PySide6 notes each module imported after it, reading its source (app/pyside_scan.py):
# deferred before the imports below when a program started Qt before importing this, and
# again once Qt is imported here.
defer_pyside_scan()

import contextlib
import gc
import importlib
import sys
import tempfile
import threading
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

defer_pyside_scan()

from app import __version__
from app.engine.errors import FeltboardError, chips
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.ui.startup import StartupWindow

# QFileDialog, QMessageBox and QSettings are imported where used: PySide6 makes a class's
# Python side (its enums) when it is first imported, before the start-up window could show.
if TYPE_CHECKING:
    from app.display.window import AudienceDisplay
    from app.quick_start import DataclassCode
    from app.sharing import Sharing
    from app.store.tournament_file import TournamentFile
    from app.ui.league_flow import LeagueFlow
    from app.ui.main_window import MainWindow

FILE_FILTER = QT_TRANSLATE_NOOP("Launcher", "Feltboard tournaments (*.feltboard)")
DEMOS_DIR_NAME = "demos"
"""The data folder's sub-folder holding the demo tournament."""

CONSOLE_MODULES = (
    "app.ui.theme",
    "app.store.locations",
    "app.store.tournament_file",
    "app.session.live",
    "app.ui.main_window",
    "app.sharing",
    "app.ui.league_flow",
    "app.ui.file_check",
)
"""What the console needs beyond Qt, imported once the start-up window has painted."""


def load_console_code() -> None:
    """Import the console's modules and make the journal's plain readers (it creates no
    widget and touches no file)."""
    for name in CONSOLE_MODULES:
        importlib.import_module(name)
    from app.store.tournament_schema import event_codec, snapshot_codec

    # Their plain readers only: pydantic's validators (~0.1 s) are built when something is
    # written (a new demo), or once the console answers (prepare_codecs).
    event_codec()
    snapshot_codec()


@dataclass(frozen=True)
class Opened:
    """The tournament to show at start-up, and what the host should be told about it."""

    file: TournamentFile
    notice: str = ""
    """Why this is not the tournament left open last time (empty when it is)."""
    problem: bool = False
    """True when the notice reports a file that could not be reopened (shown as a warning)."""


def open_or_create(path: Path | None, folder: Path | None = None) -> Opened:
    """The tournament at ``path``; without one, the tournament open when Feltboard last
    closed, or the demo tournament.

    The remembered tournament is reopened unless it has finished, is gone or cannot be
    read; then the demo (in ``folder``, the data folder by default) opens instead, with a
    notice saying why. The demo is created the first time only, and again when the last
    one has finished or is damaged.

    :raises FeltboardError: if ``path`` is not a readable Feltboard tournament.
    :raises OSError: if ``path`` cannot be read, or a new demo cannot be written.
    """
    from app.store.data_folder import data_dir
    from app.store.locations import last_open
    from app.store.tournament_file import TournamentFile

    if path is not None:
        return Opened(TournamentFile.open(path))
    folder = data_dir() if folder is None else folder
    remembered = last_open(folder)
    if remembered is None:
        return _demo_instead(folder, "")
    if not remembered.is_file():
        return _demo_instead(
            folder,
            translate(
                "Launcher",
                "The tournament open last time is no longer at {path} (moved or deleted?). "
                "Feltboard opened the demo tournament; use File > Open to find yours.",
            ).format(path=remembered),
            problem=True,
        )
    try:
        file = TournamentFile.open(remembered)
    except (FeltboardError, OSError) as error:
        return _demo_instead(
            folder,
            translate(
                "Launcher",
                "The tournament open last time, {path}, could not be reopened: {error}\n"
                "The file was left untouched; Feltboard opened the demo tournament.",
            ).format(path=remembered, error=error),
            problem=True,
        )
    if not file.state.is_finished:
        return Opened(file)
    name = file.state.setup.name
    file.close()
    return _demo_instead(
        folder,
        translate(
            "Launcher",
            "{name} has finished (File > Open recent shows its results); "
            "Feltboard opened the demo tournament.",
        ).format(name=name),
    )


def _demo_instead(folder: Path, notice: str, problem: bool = False) -> Opened:
    """The demo tournament of the data folder ``folder``, with ``notice`` saying why."""
    from app.store.demo import open_demo

    return Opened(open_demo(folder / DEMOS_DIR_NAME), notice, problem)


class Controller:
    """Owns the open tournament and its window; switches them on New and Open."""

    def __init__(self) -> None:
        self.file: TournamentFile | None = None
        self.window: MainWindow | None = None
        self.display: AudienceDisplay | None = None
        self.sharing: Sharing | None = None
        self.league: LeagueFlow | None = None

    def show(self, file: TournamentFile, replacing: QWidget | None = None) -> MainWindow:
        """Show ``file`` in a new console window, closing the previous one.

        ``replacing`` is a window (the start-up window) whose place the console takes.
        """
        from app.session.announcement_feed import feed_of
        from app.session.live import LiveTournament
        from app.sharing import Sharing
        from app.store.locations import (
            add_recent,
            backups_dir,
            display_was_open,
            recent_files,
            remember_open,
        )
        from app.ui.file_check import check_in_background
        from app.ui.league_flow import LeagueFlow
        from app.ui.main_window import MainWindow

        previous_window, previous_file = self.window, self.file
        reopen_display = display_was_open(file.path)
        # Conveniences, never a reason not to open the night: a data folder that cannot
        # be written, or a file name that is not UTF-8 (ValueError), leaves them out.
        with contextlib.suppress(OSError, ValueError):
            add_recent(file.path)
        with contextlib.suppress(OSError, ValueError):  # the next start opens the demo
            remember_open(file.path, display=reopen_display)
        session = LiveTournament(file)
        # The room's news are kept from now on, shared or not: /players shows a late
        # arrival the seat draw, moves and busts even when sharing starts after them.
        feed_of(session)
        window = MainWindow(session)
        window.new_requested.connect(self.new_tournament)
        window.setup_requested.connect(self.edit_setup)
        window.open_requested.connect(self.open_path)
        window.display_requested.connect(self.show_display)
        window.display_screen_chosen.connect(self.show_display_on)
        window.sounds_requested.connect(self.show_sounds)
        window.recent_provider = recent_files
        if replacing is not None:
            window.setGeometry(replacing.geometry())
            window.setWindowState(replacing.windowState())
        else:
            fit_to_screen(window)
        window.show()
        notice = _opening_notice(file)
        if notice:
            window.statusBar().showMessage(notice)
        # Opening checked what the state needs; the older events are checked now, so
        # damage is told tonight rather than at an export after the night.
        check_in_background(window, file.path, backups_dir())
        if replacing is not None:
            replacing.close()
        # Everything loaded so far (Qt wrappers, the code, the tournament) lives as
        # long as the window: out of the collector's sight, a full collection no longer
        # walks it, which had stalled a recorded action by 100 ms now and then.
        gc.freeze()
        session.start_ticking()
        window.build_tabs_later()
        for flow in (self.sharing, self.league):  # they belong to the window replaced
            if flow is not None:
                flow.close()
        self.file, self.window = file, window
        self.sharing, self.league = Sharing(window), LeagueFlow(window)
        # A league file is read on a thread (SQLAlchemy: ~0.3 s to import), after the
        # pydantic codecs' thread: neither slows the console's first moments.
        QTimer.singleShot(LEAGUE_READ_DELAY_MS, self.league, self.league.offer_known_players)
        self._close_display()
        if previous_window is not None:
            previous_window.close()
        if previous_file is not None:
            previous_file.close()
        if reopen_display:  # open with this tournament last time (a crash, or a quit)
            self.show_display()
        return window

    def _close_display(self) -> None:
        """Close the display as the app does (switching tournaments, quitting): the host
        did not close it, so it comes back with the tournament next time."""
        display, self.display = self.display, None
        if display is not None:
            display.closed.disconnect(self._display_closed)
            display.close()

    def _display_closed(self) -> None:
        """The host closed the audience display: the next start opens without it."""
        self._remember_display(False)

    def _remember_display(self, shown: bool) -> None:
        from app.store.locations import remember_open

        if self.file is not None:
            with contextlib.suppress(OSError, ValueError):  # a convenience, as above
                remember_open(self.file.path, display=shown)

    def show_display(self) -> None:
        """Open (or raise) the audience display, full screen on a second monitor."""
        from app.display.window import open_audience_display

        if self.window is None:
            return
        if self.display is None:
            self.display = open_audience_display(self.window.session)
            self.display.closed.connect(self._display_closed)
        elif not self.display.isVisible():  # closed, or only its sound settings opened
            self.display.show_on(None)
        else:
            self.display.raise_()
        self._remember_display(True)

    def show_sounds(self) -> None:
        """View > Sounds and voice…: the display's sound settings, without putting the
        display on a screen (on a one-screen laptop it would cover the console)."""
        from app.display.window import open_audience_display

        if self.window is None:
            return
        if self.display is None:
            self.display = open_audience_display(self.window.session, shown=False)
            self.display.closed.connect(self._display_closed)
        self.display.sounds_dialog()

    def show_display_on(self, index: int) -> None:
        """Put the audience display on screen ``index`` (full screen there)."""
        screens = QGuiApplication.screens()
        if not 0 <= index < len(screens):
            return
        self.show_display()
        if self.display is not None:
            self.display.show_on(screens[index])

    def new_tournament(self) -> None:
        """Set up a night in the setup dialog, choose its file, then open it."""
        from app.store.data_folder import data_dir
        from app.store.locations import templates_dir, with_suffix
        from app.store.tournament_file import TournamentFile
        from app.ui.setup_dialog import new_setup_dialog

        parent = self.window
        dialog = new_setup_dialog(templates_dir(), parent)
        if dialog.exec() != dialog.DialogCode.Accepted or dialog.setup is None:
            return
        setup = dialog.setup
        default = str(data_dir() / f"{setup.name}.feltboard")
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getSaveFileName(
            parent,
            translate("Launcher", "New tournament"),
            default,
            translate("Launcher", FILE_FILTER),
        )
        if not chosen:
            return
        try:
            file = TournamentFile.create(with_suffix(chosen), setup)
        except (FeltboardError, OSError) as error:
            _complain(
                parent,
                translate("Launcher", "Cannot create the tournament:\n{error}").format(error=error),
            )
            return
        self.show(file)

    def edit_setup(self) -> None:
        """Open the setup dialog on the tournament being run (changes are one undo step)."""
        from app.store.locations import templates_dir
        from app.ui.setup_dialog import open_setup_dialog

        if self.window is None:
            return
        dialog = open_setup_dialog(self.window.session, templates_dir(), self.window)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def open_path(self, path: str) -> None:
        """Open the tournament at ``path`` (the current one stays if that fails)."""
        from app.store.data_folder import data_dir
        from app.store.tournament_file import TournamentFile

        if not path:
            from PySide6.QtWidgets import QFileDialog

            chosen, _ = QFileDialog.getOpenFileName(
                self.window,
                translate("Launcher", "Open tournament"),
                str(data_dir()),
                translate("Launcher", FILE_FILTER),
            )
            if not chosen:
                return
            path = chosen
        try:
            file = TournamentFile.open(path)
        except (FeltboardError, OSError) as error:
            _complain(
                self.window,
                translate("Launcher", "Cannot open {path}:\n{error}").format(
                    path=path, error=error
                ),
            )
            return
        self.show(file)

    def close(self) -> None:
        """Close the open tournament (everything is already saved)."""
        for flow in (self.sharing, self.league):
            if flow is not None:
                flow.close()
        self._close_display()
        if self.file is not None:
            self.file.close()


def _opening_notice(file: TournamentFile) -> str:
    """What the host should know about how ``file`` opened: read-only, or repaired."""
    notices = []
    if file.read_only:
        notices.append(
            translate(
                "Launcher",
                "{file} is open read-only (the file or its folder cannot be written): "
                "you can view and export it; nothing can be recorded.",
            ).format(file=file.path.name)
        )
    if file.repair_note:
        notices.append(file.repair_note)
    return " ".join(notices)


def _complain(parent: QWidget | None, message: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, "Feltboard", message)


def _application() -> QApplication:
    """The running QApplication, created on first use."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    return QApplication(sys.argv)


class ConsoleStarter(QObject):
    """Loads the console's code once the start-up window is on screen, then opens the
    tournament in it.

    :attr:`ready` is emitted once the console has replaced the start-up window,
    :attr:`failed` (with the message shown) if the tournament could not be opened.
    """

    ready = Signal()
    failed = Signal(str)

    def __init__(self, controller: Controller, shell: StartupWindow, path: Path | None) -> None:
        super().__init__()
        self._controller = controller
        self._shell = shell
        self._path = path
        self._dataclass_code: DataclassCode | None = None
        self._begun = False

    def start(self) -> None:
        """Begin loading once the start-up window has painted; returns at once."""
        # Importing the console makes ~200,000 objects, none of them garbage: collecting
        # meanwhile only walks them (~30 ms). Collection resumes once the console shows.
        gc.disable()
        # On the GUI thread, after the window's first paint: a worker thread had kept the
        # window answering meanwhile, but made the same imports ~15% slower and shared the
        # interpreter with every call Qt made into Python (the console 10-35 ms later).
        self._shell.painted.connect(self._begin)
        QTimer.singleShot(SHELL_PAINT_WAIT_MS, self, self._begin)  # a window never painted

    def _begin(self) -> None:
        if not self._begun:
            self._begun = True
            QTimer.singleShot(0, self, self._load)  # once the paint is on screen

    def _load(self) -> None:
        from app.quick_start import start_dataclass_code

        # Before the console's imports: their dataclasses' methods come compiled from the
        # cache.
        self._dataclass_code = start_dataclass_code()
        try:
            load_console_code()
        except Exception:  # any failure is shown to the user, never a silent hang
            self._open(traceback.format_exc())
            return
        self._open("")

    def _open(self, problem: str) -> None:
        try:
            self._open_console(problem)
        finally:
            gc.enable()
            if self._dataclass_code is not None:  # kept for the next start
                self._dataclass_code.remove()

    def _open_console(self, problem: str) -> None:
        if problem:
            self._fail(
                translate("Launcher", "Feltboard could not load:\n{problem}").format(
                    problem=problem
                )
            )
            return
        from app.ui.theme import install_look

        install_look(_application())
        try:
            opened = open_or_create(self._path)
        except (FeltboardError, OSError) as error:
            self._fail(
                translate("Launcher", "Cannot open the tournament:\n{error}").format(error=error)
            )
            return
        window = self._controller.show(opened.file, replacing=self._shell)
        if opened.notice:
            window.statusBar().showMessage(opened.notice.replace("\n", " "))
        self.ready.emit()
        # Pydantic's codecs (~0.1 s) are built on a thread once the console has painted,
        # rather than at the first action recorded or the 100th hand's snapshot. Not at
        # once: a thread wanting the interpreter slows each of the first paint's calls
        # into Qt (measured: the console ready ~0.15 s later).
        QTimer.singleShot(CODECS_DELAY_MS, _prepare_codecs_in_background)
        if opened.problem:
            _complain(window, opened.notice)

    def _fail(self, message: str) -> None:
        self._shell.show_status(message)
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.critical(self._shell, "Feltboard", message)
        self.failed.emit(message)


CODECS_DELAY_MS = 1000

LEAGUE_READ_DELAY_MS = 2000
"""When the league's players are read for registering, after the console shows."""

SHELL_PAINT_WAIT_MS = 200
"""How long loading waits for the start-up window's first paint (a window minimized at
start, or on a screen that paints nothing, is never painted)."""


LATER_MODULES = ("app.ui.game_choice", "app.present.sheet_blocks", "app.printing.paper")
"""Code the console needs only once the dealer acts (the first deal of a dealer's choice,
a print), imported with the codecs rather than before the console shows."""


def _prepare_codecs_in_background() -> None:
    threading.Thread(target=_prepare_later_code, name="codecs", daemon=True).start()


def _prepare_later_code() -> None:
    from app.store.tournament_schema import prepare_codecs

    prepare_codecs()
    for name in LATER_MODULES:
        importlib.import_module(name)


CONSOLE_SIZE = (1440, 860)
# Room left around the window for its frame and title bar, which the window manager adds.
_FRAME_ROOM = (16, 48)


def fit_to_screen(window: QWidget) -> None:
    """Give ``window`` the console's size, or what its screen has room for (a 1366×768
    laptop), centred on that screen's free area."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(*CONSOLE_SIZE)
        return
    area = screen.availableGeometry()
    width = min(CONSOLE_SIZE[0], area.width() - _FRAME_ROOM[0])
    height = min(CONSOLE_SIZE[1], area.height() - _FRAME_ROOM[1])
    window.setGeometry(
        area.x() + (area.width() - width) // 2,
        area.y() + (area.height() - height) // 2,
        width,
        height,
    )


def start_gui(
    path: Path | None = None, league: str | None = None
) -> tuple[Controller, ConsoleStarter]:
    """Show the start-up window now and load the console behind it (needs an event loop).

    ``league`` (a league file or a ``postgresql://`` address) becomes the league the
    console uses, remembered for the next starts."""
    _application()
    QApplication.setApplicationName("Feltboard")
    QApplication.setOrganizationName("Feltboard")
    if league:
        from PySide6.QtCore import QSettings

        from app.ui.league_location import LOCATION_KEY

        QSettings().setValue(LOCATION_KEY, league)
    # Before any window: every window builds its texts in the language installed now.
    from app.ui.i18n import install_language

    install_language()
    shell = StartupWindow(
        translate("Launcher", "your tournament")
        if path is not None
        else translate("Launcher", "the tournament")
    )
    fit_to_screen(shell)
    shell.show()
    controller = Controller()
    starter = ConsoleStarter(controller, shell, path)
    starter.start()
    return controller, starter


def run_gui(path: Path | None = None, league: str | None = None) -> int:
    """Show the dealer console on ``path`` (or the tournament open last time, or a ready
    demo) until the window closes."""
    app = _application()
    controller, starter = start_gui(path, league)
    starter.failed.connect(lambda _message: app.exit(1))
    try:
        return app.exec()
    finally:
        controller.close()


def self_test(out: TextIO) -> int:
    """Run the check; print each step to ``out``; 0 when everything worked."""
    from app.ui.theme import install_look

    app = _application()
    install_look(app)
    try:
        with tempfile.TemporaryDirectory() as folder:
            _play_one_hand(app, Path(folder) / "self-test.feltboard", out)
    except (FeltboardError, AssertionError, OSError) as error:
        traceback.print_exc(file=out)
        print(
            translate("Launcher", "Self-test FAILED: {error}").format(error=error), file=out
        )
        return 1
    print(
        translate("Launcher", "Self-test passed (Feltboard {version}).").format(
            version=__version__
        ),
        file=out,
    )
    return 0


def _play_one_hand(app: QApplication, path: Path, out: TextIO) -> None:
    from app.display.window import AudienceDisplay
    from app.session.live import LiveTournament
    from app.store.demo import create_demo
    from app.store.tournament_file import TournamentFile
    from app.ui.main_window import MainWindow

    file = create_demo(path)
    session = LiveTournament(file, clock=lambda: 1_000.0)
    console = MainWindow(session)
    display = AudienceDisplay(session)
    console.show()
    display.show()
    app.processEvents()
    print(translate("Launcher", "Windows open: dealer console and audience display."), file=out)
    total = session.state.total_chips
    bar = console.action_bar
    bar.next_hand()
    assert session.state.table(1).hand_state is not None, "no hand was dealt"
    print(translate("Launcher", "Hand 1 dealt: blinds posted by the engine."), file=out)
    # Everyone calls or checks to the river, the dealer skips the cards, then awards.
    for _ in range(200):
        hand = session.state.table(1).hand_state
        if hand is None:
            break
        if hand.to_act is not None:
            bar.check_or_call()
        elif hand.awaiting_board is not None:
            bar.skip_cards()
        else:
            winners = tuple(p.eligible[0] for p in hand.pots)
            for index, winner in enumerate(winners):
                bar._act_award(index, winner)
        app.processEvents()
    assert session.state.table(1).hand_state is None, "the hand did not finish"
    assert session.state.total_chips == total, "chips were created or lost"
    print(
        translate("Launcher", "Hand 1 finished; {chips} chips still in play.").format(
            chips=chips(total)
        ),
        file=out,
    )
    console.close()
    display.close()
    file.close()
    reopened = TournamentFile.open(path)
    try:
        assert len(reopened.state.hands) == 1, "the hand was not saved"
    finally:
        reopened.close()
    print(translate("Launcher", "Reopened the file: the hand is there."), file=out)
