"""View > Sounds and voice… opens the sound settings without putting the audience display
on a screen (on a one-screen laptop it would cover the console); the display, opened
later, is the same one with those settings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.launcher import Controller
from app.store.demo import create_demo


def test_sound_settings_open_without_the_display_then_the_display_is_that_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = Controller()
    window = controller.show(create_demo(tmp_path / "demo.feltboard"))
    qtbot.addWidget(window)
    try:
        window.findChild(QAction, "soundsAction").trigger()
        display = controller.display
        assert display is not None and not display.isVisible()
        dialog = display.sounds_dialog()
        assert dialog.isVisible()
        dialog.close()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        qtbot.keyClick(
            QApplication.focusWidget() or window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier
        )
        assert controller.display is display and display.isVisible()
    finally:
        if controller.display is not None:
            controller.display.close()
        window.close()
        controller.close()
