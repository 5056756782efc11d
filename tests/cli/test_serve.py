"""``feltboard serve`` as the host runs it: a process that answers, then stops on Ctrl+C."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.main import build_parser
from app.store.tournament_file import TournamentFile

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_serve_answers_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    path = tmp_path / "friday.feltboard"
    TournamentFile.create(path, setup_from_preset(preset_named("Home game — standard"))).close()
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", str(path), "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
    )
    try:
        assert process.stdout is not None
        greeting = [process.stdout.readline()]  # printed once listening
        while not greeting[-1].startswith("Press Ctrl+C") and greeting[-1]:
            greeting.append(process.stdout.readline())
        first = "".join(greeting)
        assert first.startswith(f"Serving Home game — standard on http://127.0.0.1:{port}")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=5) as answer:
            state = json.loads(answer.read())
        assert state["name"] == "Home game — standard" and state["seq"] >= 1
        process.send_signal(signal.SIGINT)
        rest, err = process.communicate(timeout=10)
        out = first + rest
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert "Press Ctrl+C to stop." in out and out.rstrip().endswith("Stopped.")
    assert err == ""


def test_serve_refuses_a_bad_address_in_words(tmp_path: Path) -> None:
    path = tmp_path / "friday.feltboard"
    TournamentFile.create(path, setup_from_preset(preset_named("Home game — standard"))).close()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "app", "serve", str(path), "--host", "kitchen"],
        capture_output=True, text=True, env=env, timeout=30,
    )
    assert done.returncode == 1
    assert "'kitchen' is not a network address" in done.stderr


def test_serve_refuses_a_missing_file(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "app", "serve", str(tmp_path / "nope.feltboard")],
        capture_output=True, text=True, env=env, timeout=30,
    )
    assert done.returncode == 1 and "feltboard serve:" in done.stderr


def test_a_port_out_of_range_is_refused_before_anything_opens(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "x.feltboard", "--port", "70000"])
    assert "expected a port from 1 to 65535, not '70000'" in capsys.readouterr().err
    args = build_parser().parse_args(["serve", "x.feltboard"])
    assert (args.host, args.port) == ("127.0.0.1", 8765)  # this computer only, by default
