"""Benchmark hand exports: 5,000 hands to PHH files, PokerStars text and JSON.

Run: ``.venv/bin/python bench/export_bench.py [--hands 5000] [--rounds 3] [--dir bench/out]``.

The first run simulates a "$1/$2 fixed limit" tournament (63 players on 7 tables, which
lasts well past 5,000 hands) into ``bench/out/export-5000.feltboard`` with
:func:`app.session.simulate.simulate` (several minutes) and keeps it; later runs reuse it.
Each round opens the file, then times :func:`app.store.export.export_tournament` for each
format (which reads every hand from the journal, replays it and writes the files), and
separately the journal read alone. Prints a Markdown table with the best and median round,
wall clock and CPU time; the budget is 5 s for PHH and for PokerStars text.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.engine.errors import FeltboardError
from app.session.simulate import simulate
from app.store.export import FORMATS, ExportFormat, export_tournament
from app.store.tournament_file import TournamentFile

PRESET = "$1/$2 fixed limit"
PLAYERS = 63
TABLES = 7
SEED = 5000
BUDGET_S = 5.0


def bench_file(folder: Path, hands: int) -> Path:
    """The cached tournament file with at least ``hands`` hands, simulated if needed.

    :raises SystemExit: if the simulated tournament ends before ``hands`` hands.
    """
    path = folder / f"export-{hands}.feltboard"
    if path.exists() and _usable(path, hands):
        return path
    for stale in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        stale.unlink(missing_ok=True)
    print(f"Simulating {hands} hands into {path} (several minutes)...", file=sys.stderr)
    QCoreApplication.instance() or QCoreApplication([])
    started = time.perf_counter()
    report = simulate(path, players=PLAYERS, tables=TABLES, hands=hands, seed=SEED, preset=PRESET)
    print(f"  {report} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if report.hands < hands:
        raise SystemExit(f"The tournament ended after {report.hands} hands; raise PLAYERS")
    return path


def _usable(path: Path, hands: int) -> bool:
    """Whether the cached file opens (the engine may have changed) and has enough hands."""
    try:
        with TournamentFile.open(path) as file:
            return len(file.state.hands) >= hands
    except FeltboardError as error:
        print(f"Rebuilding {path.name}: {error}", file=sys.stderr)
        return False


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def export_once(path: Path, fmt: ExportFormat, out: Path) -> tuple[float, float, int]:
    """Export every hand of ``path`` in ``fmt`` into a fresh ``out``: (wall, CPU, bytes)."""
    shutil.rmtree(out, ignore_errors=True)
    with TournamentFile.open(path) as file:
        written: list[Path] = []
        wall, cpu = timed(lambda: written.extend(export_tournament(file, fmt, out)))
    size = sum(item.stat().st_size for item in written)
    return wall, cpu, size


def read_once(path: Path) -> tuple[float, float, int]:
    """Read every hand history of ``path`` from the journal: (wall, CPU, hands)."""
    with TournamentFile.open(path) as file:
        hands: list[object] = []
        wall, cpu = timed(lambda: hands.extend(file.hand_histories()))
    return wall, cpu, len(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=Path("bench/out"))
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.dir.mkdir(parents=True, exist_ok=True)
    path = bench_file(args.dir, args.hands)
    rows: dict[str, list[tuple[float, float, int]]] = {"read": []}
    rows.update({fmt: [] for fmt in FORMATS})
    for _ in range(args.rounds):
        rows["read"].append(read_once(path))
        for fmt in FORMATS:
            rows[fmt].append(export_once(path, fmt, args.dir / "export" / fmt))
    with TournamentFile.open(path) as file:
        count = len(file.state.hands)
    print(
        f"{count} hands, {args.rounds} rounds; Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}, load average {_load()}\n"
    )
    print("| step | best wall | median wall | best CPU | per hand (best wall) | output |")
    print("|---|---|---|---|---|---|")
    for name, runs in rows.items():
        walls = [run[0] for run in runs]
        best_cpu = min(run[1] for run in runs)
        output = "-" if name == "read" else f"{runs[0][2] / 1e6:.1f} MB"
        budget = ""
        if name in ("phh", "pokerstars"):
            budget = " (within 5 s)" if min(walls) < BUDGET_S else " (**over 5 s**)"
        print(
            f"| {name} | {min(walls):.2f} s{budget} | {statistics.median(walls):.2f} s | "
            f"{best_cpu:.2f} s | {1000 * min(walls) / count:.2f} ms | {output} |"
        )


def _load() -> str:
    try:
        return ", ".join(f"{value:.1f}" for value in os.getloadavg())
    except (AttributeError, OSError):  # no load average on Windows
        return "n/a"


if __name__ == "__main__":
    main()
