"""Benchmark deal making: exact ICM (Malmuth–Harville) for 2 to 10 players.

Run: ``.venv/bin/python bench/deal_bench.py [--rounds 200] [--seed 7]``.

Each round draws stacks (1 to 2,000,000 chips each, all different) and a falling prize
ladder in cents (one prize per player), then times :func:`app.engine.deal.work_out_deal`
by ICM — the whole path a host waits on in the dialog and in ``feltboard chop``: input
checks, the keep ladder, the exact expectation over every set of players still to place
(2ⁿ sets), and the largest-remainder rounding. Chip chop is timed alongside for scale.
Prints a Markdown table: median, p99 and worst per player count. The goal: 9 players
well under 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from app.engine.deal import DealMethod, work_out_deal

GOAL_MS = 50.0


def draw_case(rng: random.Random, players: int) -> tuple[list[int], list[int]]:
    """Stacks all different, and a falling prize ladder in cents."""
    stacks = rng.sample(range(1, 2_000_001), players)
    prizes = sorted((rng.randint(1_000, 500_000) for _ in range(players)), reverse=True)
    return stacks, prizes


def time_ms(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def measure(players: int, method: DealMethod, rounds: int, rng: random.Random) -> list[float]:
    figures = []
    for _ in range(rounds):
        stacks, prizes = draw_case(rng, players)
        keep = rng.choice([0, prizes[0] // 10])
        deal = work_out_deal(stacks, prizes, method, keep)
        assert sum(deal.shares) + keep == sum(prizes)
        figures.append(time_ms(lambda s=stacks, p=prizes, k=keep: work_out_deal(s, p, method, k)))
    return sorted(figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{args.rounds} deals per row (seed {args.seed}); goal: 9 players < {GOAL_MS} ms\n")
    print("| players | method | median ms | p99 ms | worst ms |")
    print("|---|---|---|---|---|")
    for players in (2, 3, 6, 9, 10):
        for method in ("icm", "chip"):
            figures = measure(players, method, args.rounds, rng)
            p99 = figures[min(len(figures) - 1, int(len(figures) * 0.99))]
            print(
                f"| {players} | {method} | {statistics.median(figures):.3f} | {p99:.3f} | "
                f"{figures[-1]:.3f} |"
            )


if __name__ == "__main__":
    main()
