"""Damage found at once (issue 24.2): right after a file opens, its whole chain is
checked on a worker thread and the host is told in the console, which keeps answering."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.launcher import Controller
from app.store.tournament_file import TournamentFile
from app.ui.file_check import FileCheck
from tests.store.test_file_check import CHANGED_PAYLOAD, action_seqs, hand_of
from tests.store.test_integrity import build, execute


def notice_of(controller: Controller) -> QMessageBox | None:
    window = controller.window
    assert window is not None
    box = window.findChild(QMessageBox, "fileDamageNotice")
    return box if box is not None and box.isVisible() else None


def test_a_damaged_file_is_told_within_seconds_of_opening(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.feltboard"
    build(path, 6, monkeypatch)
    seq = action_seqs(path)[5]
    hand = hand_of(path, seq)
    execute(path, (CHANGED_PAYLOAD, (seq,)))
    controller = Controller()
    window = controller.show(TournamentFile.open(path))
    qtbot.addWidget(window)
    try:
        assert notice_of(controller) is None  # the opening did not wait for the check
        qtbot.waitUntil(lambda: notice_of(controller) is not None, timeout=5000)
        box = notice_of(controller)
        assert box is not None and not box.isModal()
        text = box.text() + "\n" + box.informativeText()
        assert f"damaged: event {seq} (hand {hand})" in text
        assert "The tournament as it stands is intact" in text
        assert f"Hand histories cannot be read past event {seq}" in text
        assert "No copy without the damage was found" in text
        assert f"damaged at event {seq}" in window.statusBar().currentMessage()
        box.close()
    finally:
        window.close()
        controller.close()


def test_an_intact_file_opens_without_a_word(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.feltboard"
    build(path, 2, monkeypatch)
    controller = Controller()
    window = controller.show(TournamentFile.open(path))
    qtbot.addWidget(window)
    try:
        check = window.findChild(FileCheck)
        assert check is not None
        qtbot.waitUntil(lambda: check.done, timeout=5000)
        assert notice_of(controller) is None
        assert window.statusBar().currentMessage() == ""
    finally:
        window.close()
        controller.close()
