"""The command line: version, self-test, simulate and export, run as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__, main
from tests.store.test_phh import (
    FIXED_LIMIT_ALL_IN,
    HEADS_UP_BLINDS_REVERSED,
    HOLES,
    RIVER_CHECKED,
    phh,
    three_handed,
)


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


# ----- feltboard replay: fixed-limit all-ins, the heads-up cap, strict PHH reading -----------


def replay_file(tmp_path: Path, text: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "hand.phh"
    path.write_text(text, encoding="utf-8")
    return run("replay", str(path), *arguments)


def test_replay_fixed_limit_half_bet_all_in_raised_by_the_checker(tmp_path: Path) -> None:
    """10/20: p2's 15 all-in on the turn is a full bet; p1, who checked, raises to 35."""
    done = replay_file(tmp_path, FIXED_LIMIT_ALL_IN, "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert [pot["amount"] for pot in summary["pots"]] == [75, 40]
    assert summary["finishing_stacks"] == [1_070, 0, 955]
    done = replay_file(tmp_path, FIXED_LIMIT_ALL_IN.replace("p1 cbr 35", "p1 cbr 40"))
    assert done.returncode == 1 and done.stdout == ""
    assert "action 15 'p1 cbr 40': Raise to at most 35 (limit)" in done.stderr


def test_replay_fixed_limit_short_all_in_completed_counts_as_the_bet(tmp_path: Path) -> None:
    """A bet and one raise: p2's 5 all-in is completed to 20 by p3 (the bet), p1 raises
    to 40 (the raise); p3's re-raise is refused, the round is capped."""
    actions = [*HOLES, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
               "d db 9d", "p1 cc", "p2 cbr 5", "p3 cbr 20", "p1 cbr 40", "p3 cc",
               "d db Th", "p1 cc", "p3 cc"]  # fmt: skip
    text = phh(variant="FT", antes=[0, 0, 0], blinds_or_straddles=[5, 10, 0], small_bet=10,
               big_bet=20, starting_stacks=[1_000, 15, 1_000], _max_raises=1,
               actions=actions)  # fmt: skip
    done = replay_file(tmp_path, text, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finishing_stacks"] == [1_065, 0, 950]
    done = replay_file(tmp_path, text.replace('"p3 cc", "d db Th"', '"p3 cbr 60", "d db Th"'))
    assert done.returncode == 1
    assert "'p3 cbr 60': Seat 3 (p3) cannot raise: betting is capped" in done.stderr


def test_replay_heads_up_cap_option(tmp_path: Path) -> None:
    raises = [f"p{2 - n % 2} cbr {20 + 10 * n}" for n in range(6)]
    text = phh(variant="FT", antes=[0, 0], blinds_or_straddles=[5, 10], small_bet=10,
               big_bet=20, starting_stacks=[1_000, 1_000],
               actions=["d dh p1 AsAd", "d dh p2 KsKd", *raises, "p2 f"])  # fmt: skip
    done = replay_file(tmp_path, text, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finishing_stacks"] == [1_060, 940]
    done = replay_file(tmp_path, text.replace("actions =", "_uncapped_heads_up = false\nactions ="))
    assert done.returncode == 1
    assert "action 7 'p2 cbr 60': Seat 2 (p2) cannot raise: betting is capped" in done.stderr


def test_replay_heads_up_blinds_listed_big_then_small(tmp_path: Path) -> None:
    done = replay_file(tmp_path, HEADS_UP_BLINDS_REVERSED)
    assert done.returncode == 0, done.stderr
    assert "  p1 p1 (seat 3): 8,440 (+200)" in done.stdout.splitlines()
    assert "  p2 p2 (seat 5): 19,500 (-200)" in done.stdout.splitlines()


def test_replay_refuses_a_check_after_the_round_closed(tmp_path: Path) -> None:
    actions = [*HOLES, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
               "p1 cc", "d db 9d"]  # fmt: skip
    done = replay_file(tmp_path, three_handed(actions))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.endswith(
        "line 6, action 11 'p1 cc': Betting on this street is over; deal the turn first\n"
    )


def test_replay_refuses_a_late_show_of_cards_not_dealt(tmp_path: Path) -> None:
    """p2 mucks, so p1 has won; p1 then 'shows' 4h 8d (4h is on the board, p1 was dealt
    As Ad): refused as the same show before the muck is."""
    for showdown in (["p2 sm", "p1 sm 4h8d"], ["p1 sm 4h8d", "p2 sm"]):
        done = replay_file(tmp_path, three_handed([*RIVER_CHECKED, *showdown]))
        assert done.returncode == 1 and done.stdout == ""
        assert "'p1 sm 4h8d': Seat 1 (p1) was dealt As Ad" in done.stderr
