"""Start-up: a window at once, the console loaded behind it, failures said plainly; with
no file named, the tournament open last time comes back (the demo only the first time)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerBusted, PlayerRenamed, TableTrackingChanged
from app.launcher import (
    CONSOLE_SIZE,
    Controller,
    fit_to_screen,
    open_or_create,
    start_gui,
)
from app.store.data_folder import data_dir
from app.store.demo import DEMO_PLAYERS, create_demo, demo_events
from app.store.locations import last_open, remember_open
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from app.ui.startup import StartupWindow

# Start-up installs the app's look; later tests get the look they had.
pytestmark = pytest.mark.usefixtures("restored_app")


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A per-user data folder of this test's own: what one start remembers, the next sees."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    folder = data_dir()
    assert folder.is_relative_to(tmp_path)
    return folder


def visible_windows() -> list[object]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def test_start_shows_a_window_then_the_console_on_a_demo(qtbot: QtBot) -> None:
    controller, starter = start_gui(None)
    try:
        shells = [w for w in visible_windows() if isinstance(w, StartupWindow)]
        assert len(shells) == 1
        assert "Opening the tournament" in shells[0].status_label.text()
        with qtbot.waitSignal(starter.ready, timeout=30_000):
            pass
        window = controller.window
        assert isinstance(window, MainWindow)
        assert window.isVisible()
        assert not shells[0].isVisible(), "the console takes the start-up window's place"
        # Its place, or more where the screen is smaller than the console can shrink to.
        assert window.size() == shells[0].size().expandedTo(window.minimumSize())
        assert [p.name for p in window.session.state.players][:2] == ["Ann", "Bob"]
        assert window.action_bar.next_button.isEnabled(), "ready to deal the first hand"
    finally:
        quit_app(controller)


def test_the_console_loads_once_the_start_up_window_has_painted(qtbot: QtBot) -> None:
    """On screen first, then the console: loading waits for the window's first paint."""
    controller, starter = start_gui(None)
    try:
        (shell,) = [w for w in visible_windows() if isinstance(w, StartupWindow)]
        happened: list[str] = []
        shell.painted.connect(lambda: happened.append("painted"))
        starter.ready.connect(lambda: happened.append("ready"))
        with qtbot.waitSignal(starter.ready, timeout=30_000):
            pass
        assert happened == ["painted", "ready"]
    finally:
        quit_app(controller)


def test_a_start_up_window_never_painted_still_gives_way_to_the_console(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Minimized at start, or on a screen that paints nothing: the console loads anyway."""
    monkeypatch.setattr(StartupWindow, "show", lambda _self: None)
    controller, starter = start_gui(None)
    try:
        assert not any(isinstance(w, StartupWindow) for w in visible_windows())
        with qtbot.waitSignal(starter.ready, timeout=30_000):
            pass
        assert isinstance(controller.window, MainWindow) and controller.window.isVisible()
    finally:
        quit_app(controller)


def test_a_file_that_cannot_open_is_said_plainly(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", lambda _parent, _title, text: shown.append(text)
    )
    bogus = tmp_path / "notes.feltboard"
    bogus.write_text("not a tournament")
    controller, starter = start_gui(bogus)
    with qtbot.waitSignal(starter.failed, timeout=30_000) as failure:
        pass
    try:
        message = failure.args[0]
        assert message.startswith("Cannot open the tournament")
        assert shown == [message]
        assert controller.window is None
        shell = next(w for w in visible_windows() if isinstance(w, StartupWindow))
        assert "Cannot open the tournament" in shell.status_label.text()
        assert bogus.read_text() == "not a tournament", "the file is never touched"
    finally:
        for widget in visible_windows():
            widget.close()  # type: ignore[attr-defined]
        controller.close()


def test_the_window_fits_the_screen_it_opens_on(qtbot: QtBot) -> None:
    """1440×860 where there is room; on a smaller screen (offscreen's is 800×600, a
    1366×768 laptop alike) what is free, frame included, centred."""
    window = QWidget()
    qtbot.addWidget(window)
    fit_to_screen(window)
    screen = window.screen()
    assert screen is not None
    area = screen.availableGeometry()
    width = min(CONSOLE_SIZE[0], area.width() - 16)
    height = min(CONSOLE_SIZE[1], area.height() - 48)
    assert (window.width(), window.height()) == (width, height)
    assert area.contains(window.geometry())
    assert window.geometry().center().x() in range(area.center().x() - 1, area.center().x() + 2)


# ----- reopening the tournament left open ----------------------------------------------------


def start_and_wait(qtbot: QtBot, path: Path | None = None) -> Controller:
    """Start as ``feltboard`` (with ``path``, or no argument) does; the console is up."""
    controller, starter = start_gui(path)
    with qtbot.waitSignal(starter.ready, timeout=30_000):
        pass
    assert controller.window is not None
    return controller


def quit_app(controller: Controller) -> None:
    """Close the console and the file, as quitting Feltboard does."""
    if controller.window is not None:
        controller.window.close()
    controller.close()


def demo_files(folder: Path) -> list[str]:
    return sorted(path.name for path in (folder / "demos").glob("*.feltboard"))


def finish(file: TournamentFile) -> None:
    """Play the demo to its end: everyone but Ann busts to her at an untracked table."""
    file.record(TableTrackingChanged(1, False))
    for player in range(2, len(DEMO_PLAYERS) + 1):
        file.record(PlayerBusted(player, 1))
    assert file.state.is_finished


def test_starting_twice_reopens_the_same_tournament(qtbot: QtBot, data_folder: Path) -> None:
    first = start_and_wait(qtbot)
    try:
        assert first.window is not None and first.file is not None
        opened = first.file.path
        assert None is first.window.session.record(PlayerRenamed(1, "Annie"))
    finally:
        quit_app(first)
    assert last_open(data_folder) == opened.resolve()
    second = start_and_wait(qtbot)
    try:
        assert second.file is not None and second.window is not None
        assert second.file.path == opened
        assert second.window.session.state.player(1).name == "Annie", "the night goes on"
        assert demo_files(data_folder) == ["Demo tournament 1.feltboard"], "no second demo"
        assert second.window.statusBar().currentMessage() == ""
    finally:
        quit_app(second)


def test_the_tournament_opened_last_comes_back_not_the_demo(
    qtbot: QtBot, tmp_path: Path, data_folder: Path
) -> None:
    sunday = tmp_path / "Sunday.feltboard"
    create_demo(sunday).close()
    quit_app(start_and_wait(qtbot, sunday))
    again = start_and_wait(qtbot)
    try:
        assert again.file is not None and again.file.path == sunday
        assert demo_files(data_folder) == [], "no demo was needed"
    finally:
        quit_app(again)


def test_a_finished_tournament_gives_way_to_the_demo(
    qtbot: QtBot, tmp_path: Path, data_folder: Path
) -> None:
    friday = tmp_path / "Friday.feltboard"
    with TournamentFile.create(friday, setup_from_preset(HOME_STANDARD, "Friday night")) as file:
        for event in demo_events():
            file.record(event)
        finish(file)
    remember_open(friday, data_folder)
    controller = start_and_wait(qtbot)
    try:
        assert controller.file is not None and controller.window is not None
        assert controller.file.path == data_folder / "demos" / "Demo tournament 1.feltboard"
        assert controller.window.statusBar().currentMessage() == (
            "Friday night has finished (File > Open recent shows its results); "
            "Feltboard opened the demo tournament."
        )
    finally:
        quit_app(controller)
    with TournamentFile.open(friday) as file:
        assert file.state.is_finished, "the finished night is kept as it was"


def test_a_finished_demo_is_followed_by_a_fresh_one_once(data_folder: Path) -> None:
    first = open_or_create(None, data_folder)
    finish(first.file)
    remember_open(first.file.path, data_folder)
    first.file.close()
    second = open_or_create(None, data_folder)
    try:
        assert second.file.path.name == "Demo tournament 2.feltboard"
        assert not second.file.state.is_finished
        assert "has finished" in second.notice and not second.problem
        remember_open(second.file.path, data_folder)
    finally:
        second.file.close()
    third = open_or_create(None, data_folder)
    third.file.close()
    assert third.file.path.name == "Demo tournament 2.feltboard" and third.notice == ""
    assert demo_files(data_folder) == [
        "Demo tournament 1.feltboard",
        "Demo tournament 2.feltboard",
    ]


def test_a_remembered_file_that_is_gone_is_said_and_the_demo_opens(
    qtbot: QtBot, tmp_path: Path, data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    gone = tmp_path / "Moved away.feltboard"
    remember_open(gone, data_folder)
    controller = start_and_wait(qtbot)
    try:
        assert controller.file is not None and controller.window is not None
        assert controller.file.path.name == "Demo tournament 1.feltboard"
        assert warned == [
            f"The tournament open last time is no longer at {gone} (moved or deleted?). "
            "Feltboard opened the demo tournament; use File > Open to find yours."
        ]
        assert controller.window.statusBar().currentMessage() == warned[0]
    finally:
        quit_app(controller)
    assert last_open(data_folder) == controller.file.path, "next time: the demo, quietly"


def test_a_damaged_remembered_file_is_said_and_left_untouched(
    qtbot: QtBot, tmp_path: Path, data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    damaged = tmp_path / "Damaged.feltboard"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    remember_open(damaged, data_folder)
    controller = start_and_wait(qtbot)
    try:
        assert controller.file is not None
        assert controller.file.path.name == "Demo tournament 1.feltboard"
        assert len(warned) == 1
        assert warned[0].startswith(
            f"The tournament open last time, {damaged}, could not be reopened: "
        )
        assert warned[0].endswith(
            "\nThe file was left untouched; Feltboard opened the demo tournament."
        )
    finally:
        quit_app(controller)
    assert damaged.read_bytes() == b"SQLite format 3\x00" + b"\xff" * 2000


def test_an_unreadable_record_of_the_last_file_counts_as_a_first_start(
    data_folder: Path,
) -> None:
    data_folder.mkdir(parents=True)
    (data_folder / "last-open.json").write_text("{not json")
    assert last_open(data_folder) is None
    opened = open_or_create(None, data_folder)
    opened.file.close()
    assert opened.file.path.name == "Demo tournament 1.feltboard" and opened.notice == ""


def test_a_damaged_demo_is_replaced_not_repaired(data_folder: Path) -> None:
    demos = data_folder / "demos"
    demos.mkdir(parents=True)
    (demos / "Demo tournament 1.feltboard").write_text("chewed by the dog")
    opened = open_or_create(None, data_folder)
    opened.file.close()
    assert opened.file.path.name == "Demo tournament 2.feltboard"
    assert (demos / "Demo tournament 1.feltboard").read_text() == "chewed by the dog"


def test_the_audience_display_comes_back_after_a_crash(qtbot: QtBot, data_folder: Path) -> None:
    """Issue 23.7: the console reopened after a crash, the display did not."""
    first = start_and_wait(qtbot)
    first.show_display()
    display = first.display
    assert display is not None and display.isVisible()
    qtbot.addWidget(display)
    # A crash: nobody closes anything (the objects go; the file stays as written).
    first._close_display()
    assert first.window is not None and first.file is not None
    first.window.close()
    first.file.close()
    second = start_and_wait(qtbot)
    try:
        assert second.display is not None and second.display.isVisible()
        qtbot.addWidget(second.display)
        second.display.close()  # the host closes it: the next start opens without it
    finally:
        quit_app(second)
    third = start_and_wait(qtbot)
    try:
        assert third.display is None
    finally:
        quit_app(third)


def start_in_a_fresh_interpreter(
    ready: str, argument: str = "None", **environment: str
) -> list[str]:
    """Start Feltboard as ``feltboard`` does, in a new interpreter (the imports counted
    from nothing), run the lines ``ready`` once the console answers, then quit; the
    words they printed. ``environment`` adds to this process's environment."""
    import os
    import subprocess
    import sys
    import textwrap

    script = (
        "import dataclasses, sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from app.launcher import start_gui\n"
        f"controller, starter = start_gui({argument})\n"
        "def ready():\n"
        f"{textwrap.indent(textwrap.dedent(ready), '    ')}"
        "    app.quit()\n"
        "starter.ready.connect(lambda: QTimer.singleShot(0, ready))\n"
        "starter.failed.connect(lambda message: sys.exit(message))\n"
        "app.exec()\n"
        "controller.close()\n"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(Path(__file__).parents[2]),
        **environment,
    }
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_start_keeps_the_dataclasses_code_for_the_next_start(
    tmp_path: Path, data_folder: Path
) -> None:
    """In fresh interpreters, as a host's starts: the first start writes the compiled
    dataclass methods to the cache folder, the next compiles none of them (and so leaves
    the file as it was), and each gives ``dataclasses`` its own ``exec`` back once ready."""
    from app.quick_start import CACHE_NAME

    ready = """\
        assert 'exec' not in vars(dataclasses), 'the built-in exec is back'
        print(len(controller.window.session.state.players))
    """
    cache = tmp_path / "cache" / "Feltboard" / CACHE_NAME

    def start() -> None:
        printed = start_in_a_fresh_interpreter(ready, XDG_CACHE_HOME=str(tmp_path / "cache"))
        assert printed == ["9"], "the demo's nine players, ready to deal"

    start()
    assert cache.is_file(), "the first start kept what it compiled"
    written = cache.stat().st_mtime_ns, cache.read_bytes()
    start()
    assert (cache.stat().st_mtime_ns, cache.read_bytes()) == written, (
        "the second start found every method compiled: nothing new to keep"
    )


@pytest.mark.parametrize(
    ("named", "display"),
    [(False, False), (False, True), (True, False)],
    ids=["remembered", "remembered-with-its-display", "named-on-the-command-line"],
)
def test_a_returning_hosts_start_imports_no_pydantic_until_the_console_is_ready(
    tmp_path: Path, data_folder: Path, named: bool, display: bool
) -> None:
    """Importing pydantic costs the start ~0.1 s: the file is read without it (also when
    the audience display comes back with it, or the host opens it by name), and the
    first action recorded builds what writing needs."""
    night = tmp_path / "Friday.feltboard"
    file = create_demo(night)
    file.record(PlayerRenamed(1, "Annie"))
    file.close()
    if not named:  # a host naming the file may have none remembered
        remember_open(night, data_folder, display=display)
    ready = """\
        heavy = {'pydantic', 'pydantic_core', 'annotated_types'} & set(sys.modules)
        print(sorted(heavy), controller.display is not None)
        print(controller.window.session.state.player(1).name)
        controller.window.action_bar.next_hand()
        print(controller.window.session.state.table(1).hand_state is not None)
    """
    printed = start_in_a_fresh_interpreter(ready, f"Path({str(night)!r})" if named else "None")
    assert printed == ["[]", str(display), "Annie", "True"]
    reopened = TournamentFile.open(night)
    try:
        assert len(reopened.state.hands) + (reopened.state.table(1).hand_state is not None) == 1
    finally:
        reopened.close()


def test_ctrl_z_at_once_after_a_reopen_undoes_the_step_before_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The undo history is read just after the console shows; a dealer quicker than that
    still undoes the last step recorded before the reopen, by the key."""
    from PySide6.QtCore import Qt

    night = tmp_path / "Friday.feltboard"
    file = create_demo(night)
    file.record(PlayerRenamed(1, "Annie"))
    file.close()
    controller = start_and_wait(qtbot, night)
    try:
        window = controller.window
        assert window is not None
        window.activateWindow()
        session = window.session
        assert not session.history_restored, "read after the console answers"
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert session.history_restored
        assert session.state.player(1).name == "Ann"
        qtbot.keyClick(
            window, Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )  # fmt: skip
        assert session.state.player(1).name == "Annie", "and redone"
    finally:
        quit_app(controller)


def test_a_file_whose_name_is_not_utf8_opens_without_being_remembered(
    qtbot: QtBot, tmp_path: Path, data_folder: Path
) -> None:
    """Linux allows any bytes in a file name; the recent list and the record of the file
    to reopen are UTF-8 JSON, so such a name is left out of them and the night opens."""
    import os

    night = tmp_path / os.fsdecode(b"caf\xe9 night.feltboard")
    create_demo(night).close()
    controller = start_and_wait(qtbot, night)
    try:
        assert controller.file is not None and controller.file.path == night
        assert controller.window is not None and controller.window.isVisible()
        assert last_open(data_folder) is None
    finally:
        quit_app(controller)
