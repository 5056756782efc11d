"""``feltboard replay``: a PHH hand replayed from the command line, as text and as JSON,
refused in one line, and without loading Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.store.phh import write_phh
from tests.store.test_phh import DWAN_IVEY, HOLES, phh, three_handed
from tests.store.test_phh_draw import _triple_draw

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


@pytest.fixture
def dwan_ivey(tmp_path: Path) -> Path:
    path = tmp_path / "dwan-ivey.phh"
    path.write_text(DWAN_IVEY, encoding="utf-8")
    return path


def test_cli_replay_text(dwan_ivey: Path) -> None:
    run = _run("replay", str(dwan_ivey))
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == (
        "Main pot: 1,109,500; eligible: p1 Phil Ivey, p3 Tom Dwan; winners: p3 Tom Dwan; "
        "shares: p3 Tom Dwan 1,109,500 (Straight, Seven high)"
    )
    assert "Returned: 572,100 uncalled to p1 Phil Ivey" in lines
    assert "  p3 Tom Dwan (seat 3): 1,109,500 (+556,000)" in lines
    assert "  p2 Patrik Antonius (seat 2): 1,997,500 (-2,500)" in lines


def test_cli_replay_json(dwan_ivey: Path) -> None:
    run = _run("replay", str(dwan_ivey), "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == {
        "pots": [
            {"amount": 1_109_500, "eligible": [0, 2], "winners": [2], "shares": [[2, 1_109_500]]}
        ],
        "finishing_stacks": [572_100, 1_997_500, 1_109_500],
        "winnings": [-553_500, -2_500, 556_000],
    }


def test_cli_json_lists_pots_as_built(tmp_path: Path) -> None:
    """Main pot first; a short all-in's main pot and the side pot stay two pots even when
    one player wins both."""
    text = phh(
        antes=[0, 0, 0],
        blinds_or_straddles=[50, 100, 0],
        min_bet=100,
        starting_stacks=[300, 1_000, 1_000],
        seats=[4, 6, 1],
        actions=[
            "d dh p1 2c7d",
            "d dh p2 AhAs",
            "d dh p3 KcKd",
            "p3 cbr 1000",
            "p1 cc",
            "p2 cc",
            "p3 sm KcKd",
            "p1 sm 2c7d",
            "p2 sm AhAs",
            "d db 9c8d3h",
            "d db 4s",
            "d db Jd",
        ],
    )
    path = tmp_path / "side.phh"
    path.write_text(text, encoding="utf-8")
    run = _run("replay", str(path), "--json")
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["pots"] == [
        {"amount": 900, "eligible": [0, 1, 2], "winners": [1], "shares": [[1, 900]]},
        {"amount": 1_400, "eligible": [1, 2], "winners": [1], "shares": [[1, 1_400]]},
    ]
    assert summary["finishing_stacks"] == [0, 2_300, 0]
    assert summary["winnings"] == [-300, 1_300, -1_000]


def test_cli_errors_exit_non_zero_without_partial_output(tmp_path: Path) -> None:
    path = tmp_path / "bad.phh"
    path.write_text(DWAN_IVEY.replace('"p3 cbr 232600"', '"p3 cbr 100"'), encoding="utf-8")
    for args in (["replay", str(path)], ["replay", str(path), "--json"]):
        run = _run(*args)
        assert run.returncode == 2
        assert run.stdout == ""
        assert "line 23, action 13 'p3 cbr 100': Raise to at least" in (
            run.stderr
        )
    unfinished = tmp_path / "unfinished.phh"
    unfinished.write_text(three_handed([*HOLES, "p3 cc"]), encoding="utf-8")
    run = _run("replay", str(unfinished), "--json")
    assert run.returncode == 2 and run.stdout == ""
    assert "seat 1 is to act" in run.stderr
    missing = _run("replay", str(tmp_path / "nope.phh"))
    assert missing.returncode == 2 and "Cannot read" in missing.stderr


def test_cli_keeps_version_and_help() -> None:
    assert _run("--version").stdout.startswith("feltboard ")
    assert "replay" in _run("--help").stdout


def test_cli_replay_does_not_import_qt(dwan_ivey: Path) -> None:
    code = (
        "import sys\n"
        "from app.main import main\n"
        f"assert main(['replay', {str(dwan_ivey)!r}, '--json']) == 0\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "assert not loaded, loaded\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert run.returncode == 0, run.stderr
    timed = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "app", "replay", str(dwan_ivey)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert timed.returncode == 0
    assert "PySide6" not in timed.stderr and "shiboken6" not in timed.stderr


def test_cli_replays_a_triple_draw_hand_and_names_the_low(tmp_path: Path) -> None:
    config, events = _triple_draw()
    path = tmp_path / "triple-draw.phh"
    path.write_text(write_phh(config, events), encoding="utf-8")
    run = _run("replay", str(path))
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0].endswith("shares: p1 Ann 180 (7-5-4-3-2)")
