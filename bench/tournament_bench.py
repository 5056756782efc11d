"""Tournament file speed: open a file with 5,000 hands, and record actions into it.

Usage: .venv/bin/python bench/tournament_bench.py [FILE]
FILE defaults to bench/out/export-5000.feltboard (built by bench/export_bench.py with the
simulator). The file is copied first, so the benchmark never changes it.
"""

from __future__ import annotations

import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from app.engine.autoplay import random_next_event
from app.engine.director import can_deal, next_hand_event
from app.engine.tournament_events import HandActed
from app.store.tournament_file import TournamentFile

DEFAULT = Path(__file__).with_name("out") / "export-5000.feltboard"


def timed_open(path: Path, runs: int = 5) -> list[float]:
    """Seconds to open the file to its exact state, one per run."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        file = TournamentFile.open(path)
        times.append(time.perf_counter() - start)
        file.close()
    return times


def timed_records(path: Path, count: int = 600) -> tuple[list[float], int]:
    """Seconds to verify and commit one hand action, ``count`` of them; and hands before."""
    rng = random.Random(3)
    latencies = []
    with TournamentFile.open(path) as file:
        hands = len(file.state.hands)
        now = max((h.started_at for h in file.state.hands), default=0.0) + 60
        while len(latencies) < count:
            state = file.state
            live = [t for t in state.tables if t.hand_state is not None]
            if not live:
                ready = [t.number for t in state.tables if can_deal(state, t.number)]
                if not ready:
                    break
                file.record(next_hand_event(state, ready[0], now))
                continue
            table = live[0]
            assert table.hand is not None and table.hand_state is not None
            event = HandActed(
                table.number, table.hand.number, random_next_event(table.hand_state, rng)
            )
            start = time.perf_counter()
            file.record(event)
            latencies.append(time.perf_counter() - start)
    return latencies, hands


def main() -> int:
    """Print the figures."""
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    if not source.exists():
        print(f"{source} is missing: run bench/export_bench.py first (it builds it)")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.feltboard"
        shutil.copy(source, path)
        opens = timed_open(path)
        latencies, hands = timed_records(path)
    ordered = sorted(latencies)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    print(f"file: {source.name}, {hands} hands")
    print(f"open to exact state: median {statistics.median(opens):.3f} s, "
          f"worst {max(opens):.3f} s (goal < 1 s)")
    print(f"record one action (verify + commit): median "
          f"{statistics.median(latencies) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms "
          f"over {len(latencies)} actions (goal p99 < 5 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
