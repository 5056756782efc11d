"""View > Audience display look…: the host types colours, picks a logo and panels, and
Apply records one undoable setup change."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.engine.look import DisplayLook, LogoKind, Orientation, Panel
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.store.template import read_template, write_template
from app.ui.look_dialog import LookDialog
from app.ui.main_window import MainWindow
from app.ui.setup_dialog import SetupDialog


def _type(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def _press(qtbot: QtBot, widget: QWidget, key: Qt.Key) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, key)


def _png(path: Path) -> Path:
    image = QImage(120, 60, QImage.Format.Format_RGB32)
    image.fill(QColor("#c0392b"))
    assert image.save(str(path), "PNG")
    return path


def _open(qtbot: QtBot, window: MainWindow) -> LookDialog:
    action = window.findChild(type(window.menuBar().actions()[0]), "lookAction")
    assert action is not None
    action.trigger()
    dialog = window.findChild(LookDialog, "lookDialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_the_host_sets_a_look_and_undoes_it(
    qtbot: QtBot, console: Callable[[], MainWindow], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = console()
    session = window.session
    dialog = _open(qtbot, window)
    assert dialog.colour_edits["background"].text() == "#0a0e14"
    # Unreadable first: grey on grey is named, Apply stays off.
    _type(qtbot, dialog.colour_edits["background"], "#777777")
    assert "hard to read on the background #777777" in dialog.problem_label.text()
    assert not dialog.apply_button.isEnabled()
    _type(qtbot, dialog.colour_edits["background"], "10233f")  # the # may be left out
    _type(qtbot, dialog.colour_edits["accent"], "#e8c547")
    assert dialog.problem_label.text() == "" and dialog.apply_button.isEnabled()
    assert dialog.preview.colours[0] == QColor("#10233f")
    # Hide the average stack and the next break.
    _press(qtbot, dialog.panel_boxes[Panel.AVERAGE_STACK], Qt.Key.Key_Space)
    _press(qtbot, dialog.panel_boxes[Panel.NEXT_BREAK], Qt.Key.Key_Space)
    _press(qtbot, dialog.orientation_box, Qt.Key.Key_Down)  # landscape -> portrait
    logo = _png(tmp_path / "club.png")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kwargs: (str(logo), "Pictures"))
    qtbot.mouseClick(dialog.choose_logo_button, Qt.MouseButton.LeftButton)
    assert dialog.logo_label.text().startswith("PNG picture")
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    look = session.state.setup.look
    assert look.background == "#10233f" and look.accent == "#e8c547"
    assert look.panels == (Panel.PLAYERS_LEFT, Panel.CHIP_LEADER, Panel.PAYOUTS)
    assert look.orientation is Orientation.PORTRAIT
    assert look.logo == logo.read_bytes() and look.logo_kind is LogoKind.PNG
    assert session.undo_stack.undoText() == "Change the display's look"
    dialog.close()
    # Ctrl+Z in the console puts Feltboard's look back; the dialog shows the look in force.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier)
    assert session.state.setup.look == DisplayLook()
    dialog = _open(qtbot, window)
    assert dialog.colour_edits["background"].text() == "#0a0e14"
    assert dialog.logo_label.text() == "None"
    dialog.close()


def test_a_logo_that_is_not_a_picture_is_refused_with_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    recorded: list[DisplayLook] = []

    def commit(look: DisplayLook) -> str | None:
        recorded.append(look)
        return None

    dialog = LookDialog(DisplayLook(), commit)
    qtbot.addWidget(dialog)
    dialog.show()
    gif = tmp_path / "club.gif"
    gif.write_bytes(b"GIF89a" + b"\x00" * 40)
    assert dialog.load_logo_file(gif) == "club.gif: the logo must be a PNG, JPEG or SVG picture"
    assert dialog.load_logo_file(tmp_path / "gone.png") == (
        "gone.png cannot be read (No such file or directory)")
    huge = tmp_path / "huge.png"
    huge.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * (1024 * 1024 + 1))
    problem = dialog.load_logo_file(huge)
    assert problem is not None and "at most 1 MB" in problem
    assert dialog.logo_label.text() == "None"
    # Restore defaults and Apply: the look recorded is Feltboard's own.
    _type(qtbot, dialog.colour_edits["text"], "#dddddd")
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert recorded[-1].text == "#dddddd"
    dialog.close()


def test_a_refusal_is_shown_and_read_only_keeps_apply_off(qtbot: QtBot) -> None:
    dialog = LookDialog(DisplayLook(), lambda look: "The disk is full", None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.apply()
    assert dialog.problem_label.text() == "The disk is full"
    dialog.close()
    locked = LookDialog(DisplayLook(), lambda look: None, None, "The file is read-only")
    qtbot.addWidget(locked)
    locked.show()
    _type(qtbot, locked.colour_edits["accent"], "#ff8f3f")
    assert not locked.apply_button.isEnabled()
    assert locked.apply_button.toolTip() == "The file is read-only"
    locked.close()


def test_the_setup_dialog_keeps_the_look_and_templates_carry_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    look = DisplayLook(_png(tmp_path / "club.png").read_bytes(), "#10233f", "#ffffff",
                       "#e8c547", (Panel.PAYOUTS,), Orientation.AUTO)
    setup = replace(setup_from_preset(HOME_STANDARD), look=look)
    dialog = SetupDialog(setup, templates_folder=tmp_path, creating=False)
    qtbot.addWidget(dialog)
    dialog.show()
    _type(qtbot, dialog.night.name_edit, "Saturday")  # an edit elsewhere keeps the look
    read, problems = dialog.read()
    assert not problems and read is not None
    assert read.name == "Saturday" and read.look == look
    write_template(read, tmp_path / "saturday.toml")
    fresh = SetupDialog(setup_from_preset(HOME_STANDARD), templates_folder=tmp_path)
    qtbot.addWidget(fresh)
    fresh.load(read_template(tmp_path / "saturday.toml"))  # starting from that template
    again, _ = fresh.read()
    assert again is not None and again.look == look
    dialog.close()
    fresh.close()
