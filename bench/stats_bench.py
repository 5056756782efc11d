"""Benchmark the player statistics of a 5,000-hand tournament (goal: < 1 s).

Run: ``.venv/bin/python bench/stats_bench.py [--hands 5000] [--rounds 5] [--dir bench/out]``.

Uses the same cached tournament as ``export_bench.py`` (simulated once, several minutes).
Each round opens the file read-only and times :func:`app.store.stats.tournament_stats`
(every hand read from the journal, every player's counters and stack series),
and separately the counting alone on hands already read. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from pathlib import Path

from export_bench import bench_file

from app.engine.hand_stats import StatsTally
from app.store.stats import outcome_of, tournament_stats
from app.store.tournament_file import TournamentFile

BUDGET_S = 1.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--dir", type=Path, default=Path(__file__).parent / "out")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    path = bench_file(args.dir, args.hands)
    whole, counting = [], []
    for _ in range(args.rounds):
        with TournamentFile.open(path, read_only=True) as file:
            started = time.perf_counter()
            stats = tournament_stats(file)
            whole.append(time.perf_counter() - started)
            histories = [h for h in file.hand_histories() if not h.voided]
            outcomes = {s.number: outcome_of(s) for s in file.state.hands if not s.voided}
        started = time.perf_counter()
        tally = StatsTally()
        for history in histories:
            outcome = outcomes[history.number]
            tally.add_hand(history.config, history.events, dict(history.players), outcome)
        tally.result()
        counting.append(time.perf_counter() - started)
    print(f"{stats.hands} hands, {len(stats.players)} players; Python "
          f"{platform.python_version()}, {platform.machine()}\n")
    print("| step | best | median | budget |\n|---|---|---|---|")
    print(f"| read + count (`tournament_stats`) | {min(whole):.3f} s | "
          f"{statistics.median(whole):.3f} s | {BUDGET_S:.0f} s |")
    print(f"| count only (hands already read) | {min(counting):.3f} s | "
          f"{statistics.median(counting):.3f} s | |")


if __name__ == "__main__":
    main()
