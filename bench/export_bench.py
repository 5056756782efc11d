"""Benchmark hand exports: 5,000 hands to PHH files, PokerStars text and JSON.

Run: ``.venv/bin/python bench/export_bench.py [--hands 5000] [--rounds 3] [--dir bench/out]``.

The first run simulates a "$1/$2 fixed limit" tournament (63 players on 7 tables, which
lasts well past 5,000 hands) into ``bench/out/export-5000.feltboard`` with
:func:`app.session.simulate.simulate` (several minutes) and keeps it; later runs reuse it.
Each round opens the file, then times :func:`app.store.export.export_tournament` for each
format (which reads every hand from the journal, replays it and writes the files), and
separately the journal read alone. Prints a Markdown table with the best and median round,
wall clock and CPU time of this process (with the part spent in the kernel, mostly
creating files); the budget is 5 s for PHH and for PokerStars text.

Each format is exported twice a round: as ``feltboard export`` does (hands shared between
processes, one per processor; see :func:`app.store.export.parallel_workers`) and in one
process, as the dealer console does (``--one-process`` rows). The CPU column counts this
process only, so it is lower than the work done when hands are shared.

Every export goes to a new, empty folder under ``bench/out/export`` (as a user exports),
and the folders are deleted when every round is timed. The file system is part of the
figure, so two ways of writing were measured on this project's VM (ext4) and dropped:

- emptying one folder right before each export (``--delete-before``, what this script
  used to do): on ext4 without a journal (this VM's), for a minute or more after thousands
  of files are deleted, creating a file makes the kernel step over every recently freed
  inode (``recently_deleted`` in ``find_inode_bit``, seen with ``perf``): 1-5 s of system
  time more for the 5,000 PHH files;
- replacing the previous files in place: the export waited 2-8 s more on the disk (wall
  time well above CPU time; most likely ext4 writing back at once a file truncated and
  rewritten, ``auto_da_alloc``).

Runs close together share the first problem (the previous run's clean-up): the kernel
counts a deletion as recent for a minute, or six while the inode table is not yet on disk.
Leave that long between runs, or pass ``--keep`` (the folders stay; delete them later). The
table shows each step's system CPU time: a PHH export well above 0.3-0.4 s of it hit that.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.engine.errors import FeltboardError
from app.session.simulate import simulate
from app.store.export import FORMATS, ExportFormat, export_tournament, parallel_workers
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


def timed(action: Callable[[], object]) -> tuple[float, float, float]:
    """Wall-clock, CPU and system (kernel) CPU seconds of one call."""
    wall, cpu, before = time.perf_counter(), time.process_time(), os.times()
    action()
    system = os.times().system - before.system
    return time.perf_counter() - wall, time.process_time() - cpu, system


def export_once(
    path: Path,
    fmt: ExportFormat,
    parent: Path,
    delete_before: bool = False,
    workers: int | None = None,
) -> tuple[float, float, float, int]:
    """Export every hand of ``path`` in ``fmt`` into a new folder in ``parent``, or with
    ``delete_before`` into ``parent/fmt`` emptied first, with ``workers`` processes (the
    default of the export when ``None``): (wall, CPU, system CPU, bytes)."""
    if delete_before:
        out = parent / fmt
        shutil.rmtree(out, ignore_errors=True)
    else:
        out = Path(tempfile.mkdtemp(prefix=f"{fmt}-", dir=parent))
    with TournamentFile.open(path) as file:
        written: list[Path] = []
        wall, cpu, system = timed(
            lambda: written.extend(export_tournament(file, fmt, out, workers=workers))
        )
    size = sum(item.stat().st_size for item in written)
    return wall, cpu, system, size


def read_once(path: Path) -> tuple[float, float, float, int]:
    """Read every hand history of ``path`` from the journal: (wall, CPU, system CPU, hands)."""
    with TournamentFile.open(path) as file:
        hands: list[object] = []
        wall, cpu, system = timed(lambda: hands.extend(file.hand_histories()))
    return wall, cpu, system, len(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=Path("bench/out"))
    parser.add_argument(
        "--keep", action="store_true", help="keep the exported files (see the docstring)"
    )
    parser.add_argument(
        "--delete-before",
        action="store_true",
        help="export into one folder per format, emptied right before each export (the "
        "old way, slower on ext4; see the module docstring)",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.dir.mkdir(parents=True, exist_ok=True)
    path = bench_file(args.dir, args.hands)
    rows: dict[str, list[tuple[float, float, float, int]]] = {"read": []}
    for fmt in FORMATS:
        rows[fmt] = []
        rows[f"{fmt}, one process"] = []
    exports = args.dir / "export"
    exports.mkdir(exist_ok=True)
    try:
        for _ in range(args.rounds):
            rows["read"].append(read_once(path))
            for fmt in FORMATS:
                rows[fmt].append(export_once(path, fmt, exports, args.delete_before))
                rows[f"{fmt}, one process"].append(
                    export_once(path, fmt, exports, args.delete_before, workers=1)
                )
    finally:
        if not args.keep:
            shutil.rmtree(exports, ignore_errors=True)
    with TournamentFile.open(path) as file:
        count = len(file.state.hands)
    print(
        f"{count} hands, {args.rounds} rounds; Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}, load average {_load()}"
        + f"; {parallel_workers(count)} processes share an export"
        + (", each folder emptied right before its export" if args.delete_before else "")
        + "\n"
    )
    print(
        "| step | best wall | median wall | best CPU (of which system) | per hand (best wall) "
        "| output |"
    )
    print("|---|---|---|---|---|---|")
    for name, runs in rows.items():
        walls = [run[0] for run in runs]
        best_cpu = min(runs, key=lambda run: run[1])
        output = "-" if name == "read" else f"{runs[0][3] / 1e6:.1f} MB"
        budget = ""
        if name.startswith(("phh", "pokerstars")):
            budget = " (within 5 s)" if min(walls) < BUDGET_S else " (**over 5 s**)"
        print(
            f"| {name} | {min(walls):.2f} s{budget} | {statistics.median(walls):.2f} s | "
            f"{best_cpu[1]:.2f} s ({best_cpu[2]:.2f} s) | {1000 * min(walls) / count:.2f} ms "
            f"| {output} |"
        )


def _load() -> str:
    try:
        return ", ".join(f"{value:.1f}" for value in os.getloadavg())
    except (AttributeError, OSError):  # no load average on Windows
        return "n/a"


if __name__ == "__main__":
    main()
