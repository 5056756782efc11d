"""What the integrity checks add to opening a 5,000-hand tournament (goal: < 10%).

Usage: .venv/bin/python bench/integrity_bench.py [FILE] [--runs N]
FILE defaults to bench/out/export-5000.feltboard (built by bench/export_bench.py). Its
events are copied into a new, fully checked file whose latest snapshot is 99 hands before
the end (the longest tail an opening replays and checks), so the figure is the worst
case. The time spent in the checks (the chain link of each event read, the chain of the
snapshot's event, the snapshot's checksum) is measured inside the same openings as the
total, which keeps it meaningful on a busy machine. The first opening of the original
file, if it predates checksums, is timed too (upgrade, full replay, new snapshot).
"""

from __future__ import annotations

import argparse
import functools
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.store import journal_integrity
from app.store.journal import Journal, read_info
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec

DEFAULT = Path(__file__).with_name("out") / "export-5000.feltboard"
TAIL_HANDS = 99


def build_checked_copy(source: Path, target: Path) -> int:
    """``source``'s events in a new checked file, snapshot ``TAIL_HANDS`` hands before the
    end; returns the number of events after the snapshot."""
    codec = event_codec()
    with Journal.open(source, codec, read_only=True) as old:
        events = [entry.event for entry in old.events()]
        with TournamentFile.open(source, read_only=True) as file:
            last_hand = file.state.last_hand_number
        start = old.latest_seq_with("hand_started", "number", last_hand - TAIL_HANDS)
    cut = (start or len(events)) - 1
    Journal.create(target, codec, initial=events[:cut]).close()
    with TournamentFile.open(target) as file:
        file.snapshot_now()
    with Journal.open(target, codec) as journal:
        journal.append_many(events[cut:])
    return len(events) - cut


class Stopwatch:
    """Adds up the time spent in the wrapped functions."""

    def __init__(self) -> None:
        self.spent = 0.0

    def wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                self.spent += time.perf_counter() - start

        return timed


def measure(path: Path, runs: int) -> tuple[list[float], list[float]]:
    """(total, in checks) seconds of each of ``runs`` openings of ``path``."""
    watch = Stopwatch()
    journal_integrity.link = watch.wrap(journal_integrity.link)  # type: ignore[assignment]
    journal_integrity.checksum = watch.wrap(journal_integrity.checksum)  # type: ignore[assignment]
    Journal._chain_of = watch.wrap(Journal._chain_of)  # type: ignore[method-assign]
    totals, checks = [], []
    for _ in range(runs):
        watch.spent = 0.0
        start = time.perf_counter()
        TournamentFile.open(path).close()
        totals.append(time.perf_counter() - start)
        checks.append(watch.spent)
    return totals, checks


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    if not args.file.exists():
        print(f"{args.file} is missing: run bench/export_bench.py first (it builds it)")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        original = Path(folder) / "original.feltboard"
        shutil.copy(args.file, original)
        if read_info(original).schema_version < 2:
            start = time.perf_counter()
            TournamentFile.open(original).close()
            print(f"first opening of a schema 1 file (upgrade, full replay, new snapshot):"
                  f" {time.perf_counter() - start:.2f} s")
        checked = Path(folder) / "checked.feltboard"
        tail = build_checked_copy(original, checked)
        totals, checks = measure(checked, args.runs)
    total, check = statistics.median(totals), statistics.median(checks)
    print(f"checked file, {tail:,} events after the snapshot: open median {total:.3f} s,"
          f" of which integrity checks {check * 1000:.2f} ms ({100 * check / total:.1f}%)"
          f" (goal < 10%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
