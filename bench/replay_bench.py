"""Replay throughput and action latency: Feltboard's engine against PokerKit 0.7.7.

Run from the repository root::

    .venv/bin/python bench/replay_bench.py            # 2,000 hands, 3 rounds
    .venv/bin/python bench/replay_bench.py --hands 500 --rounds 1

It writes random no-limit hands (the generator of the differential test) as PHH files
into ``bench/out/`` (git-ignored), then, in one process:

1. replays every file with both engines, file text to finishing stacks (``read_phh`` +
   ``result()`` against ``HandHistory.loads`` + iterating PokerKit's states), and the
   engines alone (``replay(config, events)`` against iterating a loaded PokerKit
   history); rounds alternate between the two so that machine load hits both alike,
   and the best round counts;
2. times ``HandState.legal_actions()`` and one recorded action (``HandState.apply`` of
   the next event, which copies the state as the session does) on every decision point
   of the hands, reporting the median and the 99th percentile in microseconds.

Only hands PokerKit plays by RULES.md are written (see the differences documented in
``tests/engine/test_differential_pokerkit.py``).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
import tomllib
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TypeVar

from pokerkit import HandHistory

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.engine.events import HandEvent, PlayerAction  # noqa: E402
from app.engine.hand import HandState, replay  # noqa: E402
from app.store.phh import PHHHand, read_phh, write_phh  # noqa: E402
from tests.engine.test_differential_pokerkit import (  # noqa: E402
    SEED,
    excluded_because,
    random_hand,
)

OUT = ROOT / "bench" / "out"
T = TypeVar("T")


@dataclass(frozen=True)
class Throughput:
    """Hands per second of one replay, best and median over the rounds."""

    name: str
    best: float
    median: float


def generate(count: int, out: Path) -> list[Path]:
    """Write ``count`` random hands PokerKit plays like Feltboard as PHH files."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("hand-*.phh"):
        old.unlink()
    paths: list[Path] = []
    seed = SEED
    while len(paths) < count:
        state = random_hand(seed)
        seed += 1
        if excluded_because(state.config) is not None:
            continue
        path = out / f"hand-{len(paths):05d}.phh"
        path.write_text(write_phh(state.config, state.events), encoding="utf-8")
        paths.append(path)
    return paths


def feltboard_file(text: str) -> object:
    """Feltboard: PHH text to finishing stacks."""
    return read_phh(text).result().final_stacks()


def pokerkit_file(text: str) -> object:
    """PokerKit: PHH text to finishing stacks."""
    *_, state = HandHistory.loads(text)
    assert not state.status
    return state.stacks


def pokerkit_engine(history: HandHistory) -> object:
    """PokerKit: a loaded history to finishing stacks (no TOML)."""
    *_, state = history
    return state.stacks


def each(job: Callable[[T], object], items: Sequence[T]) -> None:
    """Run ``job`` on every item."""
    for item in items:
        job(item)


def timed_rounds(
    jobs: Sequence[tuple[str, int, Callable[[], None]]], rounds: int
) -> list[Throughput]:
    """Time each job (name, hands, run) ``rounds`` times, jobs alternating in a round."""
    seconds: dict[str, list[float]] = {name: [] for name, _, _ in jobs}
    for _ in range(rounds):
        for name, _, run in jobs:
            gc.collect()
            started = time.perf_counter()
            run()
            seconds[name].append(time.perf_counter() - started)
    return [
        Throughput(name, hands / min(seconds[name]), hands / statistics.median(seconds[name]))
        for name, hands, _ in jobs
    ]


def feltboard_engine(hand: PHHHand) -> object:
    """Feltboard: a hand's config and events to finishing stacks (no TOML, no reader)."""
    return replay(hand.config, hand.events).result().final_stacks()


def decision_points(states: Sequence[HandState]) -> list[tuple[HandState, HandEvent]]:
    """Every state where a player is to act, with the action that was recorded there."""
    points: list[tuple[HandState, HandEvent]] = []
    for final in states:
        state = replay(final.config)
        for event in final.events:
            if isinstance(event, PlayerAction):
                points.append((state, event))
            state = state.apply(event)
    return points


def latencies(call: Callable[[], object], repeat: int = 1) -> float:
    """Microseconds one call takes (the mean of ``repeat`` back-to-back calls)."""
    started = time.perf_counter_ns()
    for _ in range(repeat):
        call()
    return (time.perf_counter_ns() - started) / repeat / 1_000


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile (0-1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the files, time both engines, print the figures for bench/README.md."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=2_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    warnings.simplefilter("ignore")  # PokerKit warns when a player folds instead of checking

    paths = generate(args.hands, OUT)
    texts = [path.read_text(encoding="utf-8") for path in paths]
    hands = [read_phh(text) for text in texts]
    for hand, text in zip(hands, texts, strict=True):
        stacks = hand.result().final_stacks()
        assert [stacks[seat] for seat in hand.seats] == pokerkit_file(text) or any(
            pot.pot.amount % len(pot.winners) for pot in hand.result().pots
        ), text
    histories = [HandHistory.loads(text) for text in texts]
    events = sum(len(hand.events) for hand in hands)
    where = OUT.relative_to(ROOT)
    print(f"{len(texts)} PHH files in {where}, {events / len(texts):.1f} events per hand")

    count = len(texts)
    results = timed_rounds(
        [
            ("Feltboard, file to result", count, partial(each, feltboard_file, texts)),
            ("PokerKit, file to result", count, partial(each, pokerkit_file, texts)),
            (
                "Feltboard engine, replay(config, events)",
                count,
                partial(each, feltboard_engine, hands),
            ),
            (
                "PokerKit engine, iterate a loaded history",
                count,
                partial(each, pokerkit_engine, histories),
            ),
            ("TOML parsing alone, tomllib.loads", count, partial(each, tomllib.loads, texts)),
        ],
        args.rounds,
    )
    for result in results:
        print(f"{result.name:45s} {result.best:9.0f} hands/s (median {result.median:.0f})")
    print(
        f"Speed-up, file to result: {results[0].best / results[1].best:.1f}x "
        f"(medians {results[0].median / results[1].median:.1f}x); "
        f"engines alone: {results[2].best / results[3].best:.1f}x "
        f"(medians {results[2].median / results[3].median:.1f}x)"
    )

    points = decision_points([hand.state for hand in hands])
    query = [latencies(state.legal_actions, repeat=10) for state, _ in points]
    record = [latencies(partial(state.apply, event)) for state, event in points]
    for name, values in (("legal_actions()", query), ("apply(one action)", record)):
        print(
            f"{name:20s} median {statistics.median(values):6.1f} us   "
            f"p99 {percentile(values, 0.99):6.1f} us   ({len(values)} decision points)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
