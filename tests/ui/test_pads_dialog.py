"""Tournament > Dealer pads…: PINs and codes per table, Revoke and Move pairing."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction
from PySide6.QtWebSockets import QWebSocket
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import TableOpened
from app.launcher import Controller
from app.store.demo import create_demo
from app.ui.pads_dialog import PadRow, PadsDialog, spaced_pin

URL = "http://192.168.1.20:8765/table/{}?pin={}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def rows(device: str | None = "Anna's phone") -> list[PadRow]:
    return [
        PadRow(1, "042719", URL.format(1, "042719"), device, "20:15" if device else ""),
        PadRow(2, "815330", URL.format(2, "815330")),
    ]


def test_each_table_shows_its_pin_code_and_pad(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    assert not dialog.sharing
    dialog.show_rows(rows())
    assert dialog.sharing and sorted(dialog.boxes) == [1, 2]
    one, two = dialog.boxes[1], dialog.boxes[2]
    assert one.title() == "Table 1" and one.pin.text() == "042 719"
    assert one.url.text() == "Or open http://192.168.1.20:8765/table/1?pin=042719"
    assert one.qr.toolTip() == URL.format(1, "042719")
    assert not one.qr.pixmap().isNull() and one.qr.pixmap().width() >= 150
    assert one.who.text() == "Recorded by Anna's phone since 20:15."
    assert one.revoke_button.isEnabled() and one.move_button.text() == "&Move pairing"
    assert two.who.text().startswith("No pad yet")
    assert not two.revoke_button.isEnabled() and two.move_button.text() == "&New PIN"
    assert spaced_pin("000042") == "000 042"


def test_revoke_and_move_ask_the_controller_and_say_what_happens(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    dialog.show_rows(rows())
    with qtbot.waitSignal(dialog.revoke_requested) as asked:
        qtbot.mouseClick(dialog.boxes[1].move_button, Qt.MouseButton.LeftButton)
    assert asked.args == [1]
    assert dialog.notice.text() == (
        "Table 1: Anna's phone is unpaired. Scan the new code with the new pad."
    )
    with qtbot.waitSignal(dialog.revoke_requested) as asked:
        qtbot.mouseClick(dialog.boxes[1].revoke_button, Qt.MouseButton.LeftButton)
    assert dialog.notice.text() == "Table 1: Anna's phone is unpaired and can record no more."
    with qtbot.waitSignal(dialog.revoke_requested) as asked:
        qtbot.mouseClick(dialog.boxes[2].move_button, Qt.MouseButton.LeftButton)
    assert asked.args == [2]
    assert dialog.notice.text() == "Table 2 has a new PIN; the old one no longer works."


def test_a_closed_table_leaves_and_no_table_is_said(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_rows(rows())
    first = dialog.boxes[1]
    dialog.show_rows(rows()[:1])
    assert list(dialog.boxes) == [1] and dialog.boxes[1] is first  # kept, not rebuilt
    assert not dialog.empty.isVisible()
    dialog.show_rows([])
    assert dialog.boxes == {} and dialog.empty.isVisible()


def test_when_sharing_is_off_the_dialog_offers_to_start_it(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.off_label.isVisible()
    assert dialog.off_label.text().startswith("Sharing on the network is off")
    with qtbot.waitSignal(dialog.share_requested):
        qtbot.mouseClick(dialog.share_button, Qt.MouseButton.LeftButton)


def test_the_menu_shows_the_services_pins_and_revokes_a_connected_pad(
    qtbot: QtBot, tmp_path: Path
) -> None:
    controller = Controller()
    try:
        window = controller.show(create_demo(tmp_path / "demo.feltboard"))
        qtbot.addWidget(window)
        action = window.findChild(QAction, "padsAction")
        assert action is not None and action.text() == "Dealer &pads…"
        action.trigger()
        dialog = controller.sharing.pads_dialog
        assert dialog is not None and dialog.isVisible() and not dialog.sharing
        qtbot.mouseClick(dialog.share_button, Qt.MouseButton.LeftButton)
        share = controller.sharing.share_dialog
        assert share is not None and share.isVisible()
        controller.sharing.start_sharing("127.0.0.1", free_port())
        service = controller.sharing.service
        assert service is not None and dialog.sharing
        box = dialog.boxes[1]
        pin = service.pads.pairing.pin(1)
        assert box.pin.text() == spaced_pin(pin)
        assert box.qr.toolTip() == service.url(f"/table/1?pin={pin}")

        pad = QWebSocket()
        messages: list[dict[str, Any]] = []
        pad.textMessageReceived.connect(lambda text: messages.append(json.loads(text)))
        with qtbot.waitSignal(pad.textMessageReceived, timeout=3000):
            pad.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
        with qtbot.waitSignal(service.pads.pads_changed, timeout=3000):
            pad.sendTextMessage(json.dumps(
                {"type": "pair", "table": 1, "pin": pin, "device": "Anna's phone"}
            ))
        assert box.who.text().startswith("Recorded by Anna's phone since ")
        assert box.pin.text() != spaced_pin(pin)  # the used PIN is gone
        with qtbot.waitSignal(
            pad.textMessageReceived, timeout=3000, check_params_cb=lambda t: "revoked" in t
        ):
            qtbot.mouseClick(box.revoke_button, Qt.MouseButton.LeftButton)
        assert messages[-1]["reason"] == "The host unpaired this pad."
        assert service.pads.pairing.pad(1) is None
        assert box.who.text().startswith("No pad yet") and not box.revoke_button.isEnabled()
        pad.close()
        controller.sharing.stop_sharing()
        assert not dialog.sharing
        dialog.close()
        controller.sharing.share_dialog.close()
    finally:
        controller.close()
        if controller.window is not None:
            controller.window.close()


def test_the_notice_goes_once_the_new_pad_pairs(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    dialog.show_rows(rows())
    qtbot.mouseClick(dialog.boxes[1].move_button, Qt.MouseButton.LeftButton)
    dialog.show_rows(rows(device=None))  # the controller: unpaired, new PIN
    assert dialog.notice.text().startswith("Table 1: Anna's phone is unpaired.")
    dialog.show_rows(rows(device="Bob's tablet"))
    assert dialog.notice.text() == ""
    assert dialog.boxes[1].who.text() == "Recorded by Bob's tablet since 20:15."


def test_codes_for_this_computer_only_are_flagged(qtbot: QtBot) -> None:
    dialog = PadsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_rows(rows())
    assert not dialog.local_only.isVisible()
    dialog.show_rows([PadRow(1, "042719", "http://127.0.0.1:8765/table/1?pin=042719")])
    assert dialog.local_only.isVisible()
    assert dialog.local_only.text().startswith("Shared on 127.0.0.1: only this computer")


def test_the_console_says_which_table_a_pad_records(qtbot: QtBot, tmp_path: Path) -> None:
    """A paired pad shows beside the table picker for its table only; revoking it, or
    stopping the sharing, takes the notice away."""
    controller = Controller()
    try:
        window = controller.show(create_demo(tmp_path / "demo.feltboard"))
        qtbot.addWidget(window)
        assert window.pad_notice.isHidden()
        controller.sharing.share_on_network()
        controller.sharing.start_sharing("127.0.0.1", free_port())
        service = controller.sharing.service
        assert service is not None and window.pad_notice.isHidden()
        pad = QWebSocket()
        with qtbot.waitSignal(pad.textMessageReceived, timeout=3000):
            pad.open(QUrl(f"ws://127.0.0.1:{service.live_port}/"))
        table = window.current_table
        with qtbot.waitSignal(service.pads.pads_changed, timeout=3000):
            pad.sendTextMessage(json.dumps({
                "type": "pair", "table": table, "pin": service.pads.pairing.pin(table),
                "device": "Anna's phone",
            }))
        assert not window.pad_notice.isHidden()
        assert window.pad_notice.text().startswith("Recorded from a pad: Anna's phone (since ")
        assert window.session.record(TableOpened(2, 9, tracked=False)) is None
        window.table_picker.setCurrentIndex(window.table_picker.findData(2))
        assert window.current_table == 2 and window.pad_notice.isHidden()
        window.table_picker.setCurrentIndex(window.table_picker.findData(table))
        assert not window.pad_notice.isHidden()
        with qtbot.waitSignal(service.pads.pads_changed, timeout=3000):
            service.pads.revoke(table)
        assert window.pad_notice.isHidden()
        pad.close()
        controller.sharing.stop_sharing()
        assert controller.sharing.share_dialog is not None
        controller.sharing.share_dialog.close()
    finally:
        controller.close()
        if controller.window is not None:
            controller.window.close()
