"""Start-up: a window at once, the console loaded behind it, failures said plainly."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from app.launcher import CONSOLE_SIZE, fit_to_screen, start_gui
from app.ui.main_window import MainWindow
from app.ui.startup import StartupWindow


@pytest.fixture(autouse=True)
def _app_look_restored(qapp: QApplication) -> Iterator[None]:
    """Start-up installs the app's look; later tests get the look they had."""
    sheet, palette = qapp.styleSheet(), qapp.palette()
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)


def visible_windows() -> list[object]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def test_start_shows_a_window_then_the_console_on_a_demo(qtbot: QtBot) -> None:
    controller, starter = start_gui(None)
    try:
        shells = [w for w in visible_windows() if isinstance(w, StartupWindow)]
        assert len(shells) == 1
        assert "Opening a demo tournament" in shells[0].status_label.text()
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
        if controller.window is not None:
            controller.window.close()
        controller.close()


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
