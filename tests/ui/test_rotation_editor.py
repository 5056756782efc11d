"""The night's games in the setup dialog, by keyboard: a rotation without a game ticked is
refused in words beside the list; one game is no rotation; a loaded rotation shows its
games first, in order."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.presets import preset_named
from app.engine.rotation import GameChange
from app.engine.tournament import setup_from_preset
from app.ui.setup_dialog import new_setup_dialog


def test_a_rotation_needs_a_game_and_one_game_is_none(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = new_setup_dialog(tmp_path / "templates")
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.night.rotation_editor
    assert not editor.games_list.isEnabled()  # one game: the list has nothing to say
    editor.change_box.setFocus()
    qtbot.keyClick(editor.change_box, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
    qtbot.keyClick(editor.change_box, Qt.Key.Key_Down)  # every orbit
    assert editor.change is GameChange.ORBIT and editor.games_list.isEnabled()
    assert dialog.problems["rotation"] == (
        "Tick the games of the night (at least one), or choose one game"
    )
    editor.games_list.setFocus()
    qtbot.keyClick(editor.games_list, Qt.Key.Key_Down)
    qtbot.keyClick(editor.games_list, Qt.Key.Key_Space)  # pot-limit Omaha
    assert "rotation" not in dialog.problems
    assert editor.hint.text() == "Each table plays an orbit of each in turn: Pot-limit Omaha."
    setup, _problems = dialog.read()
    assert setup is not None and setup.rotation is not None
    assert [game.label for game in setup.rotation.games] == ["Pot-limit Omaha"]
    editor.change_box.setCurrentIndex(0)  # one game again
    setup, _problems = dialog.read()
    assert setup is not None and setup.rotation is None


def test_a_loaded_rotation_lists_its_games_first(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = new_setup_dialog(tmp_path / "templates")
    qtbot.addWidget(dialog)
    dialog.load(setup_from_preset(preset_named("Dealer's choice — hold'em and Omaha")))
    editor = dialog.night.rotation_editor
    assert editor.change is GameChange.DEALERS_CHOICE
    labels = [editor.games_list.item(row).text() for row in range(4)]
    assert labels[:3] == ["No-limit Hold'em", "Pot-limit Omaha", "Fixed-limit Omaha Hi-Lo"]
    assert [game.label for game in editor.ticked()] == labels[:3]
    assert "the button chooses" in editor.hint.text()
