"""Exports shared between processes write exactly what one process writes.

Forking is only safe in a process with a single thread, and this test process runs Qt's
threads, so every multi-process export here runs in a fresh Python (``feltboard export``
or a short script), as a user's would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.engine.tournament_events import HandVoided
from app.session.simulate import simulate
from app.store.export import (
    FORMATS,
    PARALLEL_FROM,
    ExportFormat,
    export_tournament,
    parallel_workers,
)
from app.store.tournament_file import TournamentFile

ROOT = Path(__file__).resolve().parents[2]


VOIDED = 31


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A simulated two-table tournament, its hand ``VOIDED`` voided."""
    QApplication.instance() or QApplication([])
    assert isinstance(QCoreApplication.instance(), QCoreApplication)
    path = tmp_path_factory.mktemp("parallel") / "t.feltboard"
    simulate(path, players=18, tables=2, hands=60, seed=11, preset="Home game — fast")
    with TournamentFile.open(path) as file:
        file.record(HandVoided(VOIDED))
    return path


def python(code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh Python from the project folder."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=240,
        check=False,
    )


def contents(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


@pytest.mark.parametrize("fmt", FORMATS)
def test_three_processes_write_what_one_writes(
    fmt: ExportFormat, tournament: Path, tmp_path: Path
) -> None:
    with TournamentFile.open(tournament) as file:
        alone = export_tournament(file, fmt, tmp_path / "alone", workers=1)
    done = subprocess.run(
        [sys.executable, "-m", "app", "export", str(tournament), "--format", fmt,
         "--out", str(tmp_path / "shared"), "--workers", "3"],
        capture_output=True, text=True, cwd=ROOT, timeout=240, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    # The fixture's night voided hand 31: the three processes name it as one does.
    assert done.stdout.strip().splitlines() == [
        f"Exported {len(alone)} file(s) to {tmp_path / 'shared'}",
        "1 hand(s) left out:",
        "  Hand 31: the hand was voided",
    ]
    assert contents(tmp_path / "shared") == contents(tmp_path / "alone")


def test_the_work_is_shared_in_order_and_progress_and_skips_are_reported(
    tournament: Path, tmp_path: Path
) -> None:
    done = python(
        f"""
        import json, os
        from app.store import export
        from app.store.tournament_file import TournamentFile

        assert export.parallel_workers(10, 3) == 3
        histories = []
        with TournamentFile.open({str(tournament)!r}) as file:
            histories = [h for h in file.hand_histories() if not h.voided]
        job = lambda history: (history.number, str(os.getpid()), None)
        pids = {{number: pid for number, pid, _ in export._done(job, histories, 3)}}
        assert list(export._done(job, [], 3)) == []
        assert [n for n, _, _ in export._done(job, histories[:1], 3)] == [histories[0].number]
        assert [n for n, _, _ in export._done(job, histories[:2], 9)] == [
            h.number for h in histories[:2]
        ]
        progress, skipped = [], []
        with TournamentFile.open({str(tournament)!r}) as file:
            written = export.export_tournament(
                file, "phh", {str(tmp_path / "out")!r}, workers=3,
                progress=lambda *step: progress.append(step),
                on_skip=lambda *skip: skipped.append(skip),
            )
        print(json.dumps({{"order": list(pids), "hands": [h.number for h in histories],
                          "pids": sorted(set(pids.values())), "me": os.getpid(),
                          "progress": progress, "skipped": skipped,
                          "written": [p.name for p in written]}}))
        """
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["order"] == report["hands"]
    assert len(report["pids"]) == 3 and str(report["me"]) in report["pids"]
    total = len(report["hands"]) + 1  # the voided hand counts as done
    assert report["progress"] == [[done, total] for done in range(total + 1)]
    assert report["skipped"] == [[VOIDED, "the hand was voided"]]
    assert report["written"] == [f"hand-{number:05d}.phh" for number in report["hands"]]


def test_a_worker_that_cannot_write_stops_the_export_with_its_error(
    tournament: Path, tmp_path: Path
) -> None:
    with TournamentFile.open(tournament) as file:
        last = max(h.number for h in file.hand_histories() if not h.voided)
    out = tmp_path / "out"
    (out / f"hand-{last:05d}.phh").mkdir(parents=True)  # the last worker's last hand
    done = subprocess.run(
        [sys.executable, "-m", "app", "export", str(tournament), "--format", "phh",
         "--out", str(out), "--workers", "2"],
        capture_output=True, text=True, cwd=ROOT, timeout=240, check=False,
    )  # fmt: skip
    assert done.returncode == 1
    assert "Is a directory" in done.stderr and f"hand-{last:05d}.phh" in done.stderr


def test_one_process_where_forking_is_not_safe() -> None:
    stop = threading.Event()
    helper = threading.Thread(target=stop.wait, daemon=True)
    helper.start()
    try:
        assert parallel_workers(10_000) == 1
        assert parallel_workers(10_000, 4) == 1
    finally:
        stop.set()
        helper.join()


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_one_process_off_linux(platform: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.delattr(os, "sched_getaffinity", raising=False)  # as there
    assert parallel_workers(10_000) == 1
    assert parallel_workers(10_000, 3) == 1


def test_small_exports_stay_in_one_process_and_workers_must_be_positive() -> None:
    done = python(
        f"""
        from app.store.export import parallel_workers
        print(parallel_workers({PARALLEL_FROM - 1}), parallel_workers({PARALLEL_FROM}, 2))
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "2" if sys.platform.startswith("linux") else "1"]
    with pytest.raises(ValueError, match="At least one worker"):
        parallel_workers(100, 0)


def test_the_command_line_refuses_a_worker_count_below_one(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", "export", "x.feltboard", "--format", "phh",
         "--out", str(tmp_path), "--workers", "0"],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--workers: expected a whole number of at least 1, not '0'" in done.stderr
