"""``feltboard serve`` with dealer pads: PIN lines out, ``pads``/``revoke N`` in."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket
from pytestqt.qtbot import QtBot

from app.store.demo import create_demo
from tests.cli.test_serve import ROOT, free_port

PIN_LINE = re.compile(r"^Table (\d+) pad PIN: (\d{6})  (http://\S+)$")


def read_until(stream: IO[str], wanted: str) -> list[str]:
    """Lines of ``stream`` up to and including the first that starts with ``wanted``."""
    lines = []
    while True:
        line = stream.readline()
        assert line, f"the server stopped before printing {wanted!r}: {lines}"
        lines.append(line.rstrip("\n"))
        if line.startswith(wanted):
            return lines


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    create_demo(tmp_path / "demo.feltboard").close()
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", str(tmp_path / "demo.feltboard"),
         "--port", str(port)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env, cwd=tmp_path,
    )
    try:
        yield process, port
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def test_serve_prints_pins_and_revokes_from_its_input(
    qtbot: QtBot, served: tuple[subprocess.Popen[str], int]
) -> None:
    process, port = served
    assert process.stdout is not None and process.stdin is not None
    greeting = read_until(process.stdout, "Table 1 pad PIN: ")
    assert "Type help for the dealer pad commands." in greeting[-2]
    found = PIN_LINE.match(greeting[-1])
    assert found is not None, greeting[-1]
    pin = found.group(2)
    assert found.group(3) == f"http://127.0.0.1:{port}/table/1?pin={pin}"

    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/live", timeout=5) as answer:
        live = json.loads(answer.read())["port"]
    pad = QWebSocket()
    messages: list[dict[str, Any]] = []
    pad.textMessageReceived.connect(lambda text: messages.append(json.loads(text)))
    with qtbot.waitSignal(pad.textMessageReceived, timeout=5000):
        pad.open(QUrl(f"ws://127.0.0.1:{live}/"))
    with qtbot.waitSignal(
        pad.textMessageReceived, timeout=5000, check_params_cb=lambda t: '"paired"' in t
    ):
        pad.sendTextMessage(json.dumps(
            {"type": "pair", "table": 1, "pin": pin, "device": "Anna's phone"}
        ))
    assert read_until(process.stdout, "Table 1 pad PIN: ")[-2:][0] == (
        "Table 1 is recorded by Anna's phone."
    )

    process.stdin.write("pads\n")
    process.stdin.flush()
    listed = read_until(process.stdout, "Table 1: ")[-1]
    assert listed.startswith("Table 1: recorded by Anna's phone since ")

    with qtbot.waitSignal(
        pad.textMessageReceived, timeout=5000, check_params_cb=lambda t: '"revoked"' in t
    ):
        process.stdin.write("revoke 1\n")
        process.stdin.flush()
    lines = read_until(process.stdout, "Table 1 pad PIN: ")
    assert lines[-2] == "Table 1: Anna's phone is unpaired."
    new = PIN_LINE.match(lines[-1])
    assert new is not None and new.group(2) != pin

    process.stdin.write("revoke 7\nhelp\n")
    process.stdin.close()  # the end of the input: the service keeps serving
    assert read_until(process.stdout, "There is no table '7' in play")[-1] == (
        "There is no table '7' in play (tables: 1)."
    )
    assert read_until(process.stdout, "Commands:")
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=5) as answer:
        assert json.loads(answer.read())["name"] == "Demo tournament"
    pad.close()

    process.send_signal(signal.SIGINT)
    process.stdin = None  # closed above: nothing more for communicate() to send
    rest, err = process.communicate(timeout=10)
    assert process.returncode == 0, err
    assert rest.rstrip().endswith("Stopped.") and err == ""


def test_serve_stops_on_sigterm_while_waiting_for_a_command(
    served: tuple[subprocess.Popen[str], int]
) -> None:
    process, _port = served
    assert process.stdout is not None
    read_until(process.stdout, "Table 1 pad PIN: ")  # the reader thread waits on stdin now
    process.send_signal(signal.SIGTERM)
    rest, err = process.communicate(timeout=10)
    assert process.returncode == 0, err
    assert rest.rstrip().endswith("Stopped.") and err == ""
