"""Benchmark the tournament journal: commit latency on a big file, reads, snapshots.

Run: ``.venv/bin/python bench/journal_bench.py [--events 200000] [--dir bench/out]``.
Prints a Markdown table; the latest figures live in ``bench/JOURNAL.md``. The figures
depend on the disk: each append waits for an fsync of the WAL (synchronous=FULL).
"""

from __future__ import annotations

import argparse
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from pydantic import BaseModel

from app.engine.cards import full_deck
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
)
from app.store.codec import HAND_CODEC, Codec
from app.store.journal import Journal

DECK = full_deck()
EVENTS_PER_HAND = 25


class BenchSnapshot(BaseModel, frozen=True):
    """Stands in for the tournament state a higher layer snapshots (a few KB)."""

    hand_number: int
    stacks: dict[int, int]
    history: tuple[str, ...]


SNAPSHOT_CODEC: Codec[BenchSnapshot] = Codec(BenchSnapshot)


def hand(number: int) -> list[HandEvent]:
    """A plausible 25-event hand with cards, deterministic in ``number``."""
    cards = [DECK[(number * 7 + i * 11) % 52] for i in range(23)]
    events: list[HandEvent] = [
        HoleCardsDealt(seat, (cards[2 * seat], cards[2 * seat + 1])) for seat in range(9)
    ]
    events += [Folded(3), Folded(4), Called(5), RaisedTo(6, 600), Folded(7), Called(5)]
    events += [FlopDealt((cards[18], cards[19], cards[20])), Checked(5), BetPlaced(6, 900)]
    events += [Called(5), TurnDealt((cards[21],)), Checked(5), Checked(6)]
    events += [RiverDealt((cards[22],)), CardsShown(5), PotAwarded(0, (5,))]
    return events[:EVENTS_PER_HAND]


def events_for(count: int) -> Iterator[HandEvent]:
    """``count`` events of consecutive hands."""
    number = 0
    while count > 0:
        batch = hand(number)[:count]
        yield from batch
        count -= len(batch)
        number += 1


def fill(journal: Journal[HandEvent], count: int, snapshot_every_hand: bool = False) -> None:
    """Append ``count`` events in batches of one hand, optionally snapshotting each hand."""
    batch: list[HandEvent] = []
    for event in events_for(count):
        batch.append(event)
        if len(batch) == EVENTS_PER_HAND:
            journal.append_many(batch)
            batch = []
            if snapshot_every_hand:
                number = journal.last_seq // EVENTS_PER_HAND
                journal.write_snapshot(journal.last_seq, snapshot(number), SNAPSHOT_CODEC)
    journal.append_many(batch)


def snapshot(number: int) -> BenchSnapshot:
    """A snapshot of roughly 2 KB."""
    stacks = {player: 10_000 + number * player % 977 for player in range(60)}
    return BenchSnapshot(hand_number=number, stacks=stacks, history=("x" * 40,) * 20)


def timed(action: Callable[[], object]) -> float:
    """Seconds taken by ``action``."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def percentile(samples: list[float], fraction: float) -> float:
    """The sample below which ``fraction`` of the samples fall (nearest rank)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def append_latencies(journal: Journal[HandEvent], count: int) -> list[float]:
    """Milliseconds taken by each of ``count`` single appends (each one commits)."""
    samples = []
    for event in events_for(count):
        start = time.perf_counter()
        journal.append(event)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def fsync_floor(folder: Path, count: int) -> list[float]:
    """Milliseconds taken by ``count`` bare 4 KB write + fsync pairs: the disk's floor."""
    probe = folder / "fsync.probe"
    samples = []
    descriptor = os.open(probe, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for index in range(count):
            os.write(descriptor, b"x" * 4096)
            start = time.perf_counter()
            os.fsync(descriptor)
            samples.append((time.perf_counter() - start) * 1000)
            if index % 100 == 99:
                os.lseek(descriptor, 0, os.SEEK_SET)
    finally:
        os.close(descriptor)
        probe.unlink()
    return samples


def latency_rows(label: str, samples: list[float]) -> list[tuple[str, str]]:
    """p50 / p90 / p99 / p99.9 / max of latency samples in ms."""
    figures = " / ".join(
        f"{percentile(samples, fraction):.2f}" for fraction in (0.5, 0.9, 0.99, 0.999)
    )
    return [(f"{label} p50 / p90 / p99 / p99.9 / max", f"{figures} / {max(samples):.2f} ms")]


def run(folder: Path, event_count: int, append_count: int, hands: int) -> list[tuple[str, str]]:
    """Run every measurement; return (what, figure) rows."""
    rows: list[tuple[str, str]] = []
    rows += latency_rows("bare fsync of 4 KB (the disk's floor)", fsync_floor(folder, 1000))
    big = folder / "big.feltboard"
    with Journal.create(big, HAND_CODEC) as journal:
        rows.append((f"fill {event_count:,} events (one hand per transaction)",
                     f"{timed(lambda: fill(journal, event_count)):.2f} s"))
    rows.append(("file size", f"{big.stat().st_size / 1e6:.1f} MB"))
    opened: list[Journal[HandEvent]] = []
    rows.append((f"open with {event_count:,} events (checks + quick_check)",
                 f"{timed(lambda: opened.append(Journal.open(big, HAND_CODEC))) * 1000:.0f} ms"))
    journal = opened[0]
    samples = append_latencies(journal, append_count)
    rows += latency_rows(f"append + commit, {append_count:,} appends after {event_count:,}",
                         samples)
    rows.append(("append + commit mean", f"{statistics.mean(samples):.2f} ms"))
    total = journal.last_seq
    read = timed(lambda: sum(1 for _ in journal.events()))
    rows.append((f"read and decode all {total:,} events",
                 f"{read:.2f} s ({read / total * 1e6:.1f} µs/event)"))
    rows.append(("copy_to (backup API) of the big file",
                 f"{timed(lambda: journal.copy_to(folder / 'copy.feltboard')) * 1000:.0f} ms"))
    journal.close()

    snapshotted = folder / "hands.feltboard"
    with Journal.create(snapshotted, HAND_CODEC) as journal:
        fill(journal, hands * EVENTS_PER_HAND - 7, snapshot_every_hand=True)
    rows.append((f"{hands:,} hands file ({hands * EVENTS_PER_HAND - 7:,} events, snapshot/hand)",
                 f"{snapshotted.stat().st_size / 1e6:.1f} MB"))

    def resume() -> None:
        with Journal.open(snapshotted, HAND_CODEC) as resumed:
            latest = resumed.latest_snapshot(SNAPSHOT_CODEC)
            assert latest is not None
            tail = list(resumed.events(after_seq=latest.seq))
            assert len(tail) == EVENTS_PER_HAND - 7

    def replay_all() -> None:
        with Journal.open(snapshotted, HAND_CODEC) as resumed:
            sum(1 for _ in resumed.events())

    rows.append(("  open + latest snapshot + tail", f"{timed(resume) * 1000:.0f} ms"))
    rows.append(("  open + read every event instead", f"{timed(replay_all) * 1000:.0f} ms"))
    return rows


def main() -> int:
    """Parse arguments, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--appends", type=int, default=5_000)
    parser.add_argument("--hands", type=int, default=5_000)
    parser.add_argument("--dir", type=Path, default=Path(__file__).parent / "out")
    arguments = parser.parse_args()
    arguments.dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=arguments.dir) as folder:
        rows = run(Path(folder), arguments.events, arguments.appends, arguments.hands)
    print(f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
          f"{platform.system()} {platform.machine()}, files in {arguments.dir.resolve()}\n")
    print("| measurement | figure |\n|---|---|")
    for what, figure in rows:
        print(f"| {what} | {figure} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
