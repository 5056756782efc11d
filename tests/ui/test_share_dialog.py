"""View > Share on the network: the dialog, its QR code, and the service it starts."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from app.launcher import Controller
from app.service.server import local_addresses
from app.store.demo import create_demo
from app.ui.share_dialog import ShareDialog, qr_pixmap


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_start_asks_for_the_chosen_address_and_port(qtbot: QtBot) -> None:
    dialog = ShareDialog(["192.168.1.20", "127.0.0.1"], 8765)
    qtbot.addWidget(dialog)
    dialog.address.setCurrentIndex(1)
    with qtbot.waitSignal(dialog.start_requested) as asked:
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert asked.args == ["127.0.0.1", 8765]


def test_sharing_shows_the_addresses_and_a_qr_code(qtbot: QtBot) -> None:
    dialog = ShareDialog(["127.0.0.1"], 8765)
    qtbot.addWidget(dialog)
    dialog.show_sharing("http://192.168.1.20:8765/players", "http://192.168.1.20:8765/tv")
    assert "http://192.168.1.20:8765/players" in dialog.status.text()
    assert "http://192.168.1.20:8765/tv" in dialog.status.text()
    pixmap = dialog.qr.pixmap()
    assert not pixmap.isNull() and pixmap.width() >= 150
    assert dialog.toggle.text() == "&Stop sharing" and not dialog.address.isEnabled()
    with qtbot.waitSignal(dialog.stop_requested):
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    dialog.show_stopped()
    assert dialog.qr.pixmap().isNull() and dialog.address.isEnabled()


def test_a_longer_address_makes_a_bigger_code() -> None:
    short = qr_pixmap("http://10.0.0.2:8765/players")
    long = qr_pixmap("http://192.168.100.200:8765/players?name=" + "x" * 60)
    assert long.width() > short.width() and short.width() == short.height()


def test_this_computer_alone_is_always_offered_last() -> None:
    addresses = local_addresses()
    assert addresses[-1] == "127.0.0.1" and "0.0.0.0" not in addresses


def test_the_menu_opens_the_dialog_and_sharing_serves_the_open_tournament(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = Controller()
    try:
        window = controller.show(create_demo(tmp_path / "demo.feltboard"))
        qtbot.addWidget(window)
        action = window.findChild(QAction, "shareAction")
        assert action is not None and action.text() == "Share on the &network…"
        action.trigger()
        dialog = controller.sharing.share_dialog
        assert dialog is not None and dialog.isVisible()
        port = free_port()
        controller.sharing.start_sharing("127.0.0.1", port)
        assert f"http://127.0.0.1:{port}/players" in dialog.status.text()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=5) as answer:
            assert json.loads(answer.read())["name"] == window.session.state.setup.name
        controller.sharing.stop_sharing()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=5)
        dialog.close()
    finally:
        controller.close()
        if controller.window is not None:
            controller.window.close()


def test_a_taken_port_is_explained_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    controller = Controller()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        try:
            window = controller.show(create_demo(tmp_path / "demo.feltboard"))
            qtbot.addWidget(window)
            controller.sharing.share_on_network()
            assert controller.sharing.share_dialog is not None
            controller.sharing.start_sharing("127.0.0.1", port)
            status = controller.sharing.share_dialog.status.text()
            assert f"Cannot listen on 127.0.0.1 port {port}" in status
            assert controller.sharing.service is None
            controller.sharing.share_dialog.close()
        finally:
            controller.close()
            if controller.window is not None:
                controller.window.close()
