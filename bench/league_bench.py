"""Benchmark the league: season standings of 100 nights × 30 players on both backends.

Run: ``.venv/bin/python bench/league_bench.py [--nights 100] [--players 30] [--rounds 30]``.
Goal (issue 17): standings < 200 ms on SQLite and on PostgreSQL. The PostgreSQL league
lives on a throwaway server started in a temporary folder, as the tests do (Debian's
/usr/lib/postgresql/*/bin; as the ``postgres`` user when run as root), or on
``--postgres URL`` (an empty database). Prints a Markdown table; figures in
bench/README.md.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.engine.league import Finish, Night, parse_formula, standings
from app.store.league.store import LeagueStore
from app.store.league.submission import ResultLine, Submission
from tests.league.conftest import PostgresServer, server_binaries

FORMULA = "td:10;knockout=1;attendance=1"


def season(nights: int, players: int, seed: int = 17) -> list[Submission]:
    """``nights`` tournaments of ``players`` from a pool half as large again, at random."""
    rng = random.Random(seed)
    pool = [f"Player {n:03d}" for n in range(players * 3 // 2)]
    played = []
    for night in range(nights):
        here = rng.sample(pool, players)
        lines = tuple(
            ResultLine(name, place, 1, max(0, 400 - 100 * place), 0, rng.randint(0, 2), 0, 0, 0)
            for place, name in enumerate(here, start=1)
        )
        played.append(Submission(
            fingerprint=f"{seed:08d}{night:056d}", name=f"Night {night + 1}",
            played_on=f"2026-{night // 28 + 1:02d}-{night % 28 + 1:02d}", file_name="bench",
            entries=players, buy_in=20, currency="€", decimals=0, results=lines,
        ))  # fmt: skip
    return played


def timed(store: LeagueStore, rounds: int) -> list[float]:
    store.standings()  # warm: pools, the first query plans
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        store.standings()
        times.append(time.perf_counter() - start)
    return times


def fill(location: str, nights: list[Submission]) -> tuple[LeagueStore, float]:
    store = LeagueStore.open(location, create=True)
    store.create_league("Bench", FORMULA, "2026")
    start = time.perf_counter()
    for night in nights:
        store.add_tournament(night)
    return store, (time.perf_counter() - start) / len(nights)


@contextlib.contextmanager
def postgres(url: str | None) -> Iterator[str | None]:
    if url is not None:
        yield url
        return
    binaries = server_binaries()
    if binaries is None:
        print("(no PostgreSQL server binaries: PostgreSQL skipped)", file=sys.stderr)
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="feltboard-pg-bench-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    server = PostgresServer(binaries, folder)
    server.init()
    server.start()
    try:
        yield server.new_database()
    finally:
        server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


def row(label: str, times: list[float], add: float) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return (f"| {label} | {ms[0]:.1f} | {statistics.median(ms):.1f} | {p95:.1f} | "
            f"{add * 1000:.0f} |")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=100)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--postgres", metavar="URL", help="an empty database to use")
    args = parser.parse_args()
    nights = season(args.nights, args.players)
    print(f"{args.nights} nights × {args.players} players, {args.rounds} rounds; ms\n")
    print("| backend | best | median | p95 | add one night |")
    print("|---|---|---|---|---|")
    # The rules alone, for scale: the same nights straight into the engine.
    ids = {f"Player {n:03d}": n for n in range(args.players * 2)}
    engine_nights = [
        Night(k, n.entries, Decimal(20), tuple(Finish(ids[r.name], r.place, 1, r.knockouts)
                                               for r in n.results))
        for k, n in enumerate(nights)
    ]  # fmt: skip
    names = {v: k for k, v in ids.items()}
    formula = parse_formula(FORMULA)
    times = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        standings(engine_nights, formula, names)
        times.append(time.perf_counter() - start)
    print(row("rules alone (no database)", times, 0.0))
    with tempfile.TemporaryDirectory() as folder:
        store, add = fill(str(Path(folder) / "bench.sqlite"), nights)
        with store:
            print(row("SQLite", timed(store, args.rounds), add))
    with postgres(args.postgres) as url:
        if url is not None:
            store, add = fill(url, nights)
            with store:
                print(row("PostgreSQL (local)", timed(store, args.rounds), add))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
