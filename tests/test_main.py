"""The command line: version, self-test, simulate and export, run as a user would."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__, main


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "app", *arguments],
        capture_output=True,
        text=True,
        env=environment,
        timeout=240,
        check=False,
    )


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"feltboard {__version__}"


def test_self_test_plays_a_hand_and_passes() -> None:
    done = run("--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Hand 1 finished" in done.stdout
    assert "Self-test passed" in done.stdout


def test_simulate_then_export_every_format(tmp_path: Path) -> None:
    file = tmp_path / "evening.feltboard"
    done = run(
        "simulate", str(file), "--players", "10", "--tables", "2", "--hands", "12",
        "--seed", "4",
    )
    assert done.returncode == 0, done.stderr
    assert "12 hands" in done.stdout
    for fmt in ("phh", "pokerstars", "json"):
        out = tmp_path / fmt
        exported = run("export", str(file), "--format", fmt, "--out", str(out))
        assert exported.returncode == 0, exported.stderr
        assert any(out.iterdir())


def test_simulate_refuses_an_existing_file_and_bad_sizes(tmp_path: Path) -> None:
    file = tmp_path / "taken.feltboard"
    file.write_bytes(b"")
    done = run("simulate", str(file), "--players", "9", "--tables", "1", "--hands", "1",
               "--seed", "1")
    assert done.returncode == 1
    assert "already exists" in done.stderr
    done = run("simulate", str(tmp_path / "x.feltboard"), "--players", "30", "--tables", "1",
               "--hands", "1", "--seed", "1")
    assert done.returncode == 1
    assert "30 players do not fit at 1 table of 9 seats" in done.stderr


@pytest.mark.parametrize("content", [b"", b"not a tournament", b"SQLite format 3\x00junk"])
def test_export_of_a_bad_file_fails_clearly_and_leaves_it_alone(
    tmp_path: Path, content: bytes
) -> None:
    file = tmp_path / "bad.feltboard"
    file.write_bytes(content)
    done = run("export", str(file), "--format", "phh", "--out", str(tmp_path / "out"))
    assert done.returncode == 1
    assert "feltboard export:" in done.stderr
    assert file.read_bytes() == content


def test_an_interrupted_export_says_so_and_exits_130(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "evening.feltboard"
    assert run("simulate", str(file), "--players", "9", "--tables", "1", "--hands", "2",
               "--seed", "2").returncode == 0  # fmt: skip

    def interrupted(*_: object, **__: object) -> list[Path]:
        raise KeyboardInterrupt

    monkeypatch.setattr(main, "export_tournament", interrupted)
    assert main.run_export(file, "phh", tmp_path / "out") == 130
    assert capsys.readouterr().err == (
        f"feltboard export: interrupted; the files written so far stay in {tmp_path / 'out'}\n"
    )
