"""Load on the network service (issues 15, 25): dealer pads recording at once, viewers.

Usage: PYTHONPATH=. .venv/bin/python bench/network_bench.py [--viewers 200] [--tables 10]
       [--together 30] [--staggered 30] [--think 0.5] [--folder DIR] [--seed 15]
       [--tvs 3] [--drop 10] [--whole] [--profile FILE]
       The night's size: --tables 34 --viewers 500
       PYTHONPATH=. .venv/bin/python bench/network_bench.py --bounds [--idle 300]

On loopback, bounded in count and time (about 40 s): a tournament of 10 tables of 9
players (90 players, clock running) is created as the host would (players registered,
tracked tables opened, seats drawn, clock started), `feltboard serve` runs it in a
subprocess on a free port, and this process plays the room:

1. **Page load**: 200 phones open ``/players`` at the same moment, 20 from each address
   (127.0.0.2, .3, ...: a guest Wi-Fi's NAT), then 200 more from ONE address: the page,
   its CSS, two scripts, ``/api/state``, ``/api/live``. The answers are counted by status
   (the service's per-address rate limit shows here).
2. **Viewers**: 200 WebSocket viewers connect (20 per address: the service's cap) and
   subscribe as the pages do (bench/network_viewers.py): ``--tvs`` of them as ``/tv``,
   the rest as ``/players`` phones that found a player (each follows one table, spread
   over the tables); ``--whole`` makes them version-1 viewers taking whole states.
   Each holds its parts, applying every delta, and stamps every message.
3. **Pads**: one pad per table pairs with the PIN `feltboard serve` prints and says hello.
   Then ``--together`` rounds in which the 10 pads send one action each at the same moment
   (each waits for its ``recorded`` and its fresh pad view), then ``--staggered`` actions
   per pad, each pad at its own pace (pauses drawn from 0 to 2 x ``--think`` seconds).
   The actions are legal ones read from the pad view: deal, mostly check or call down,
   some folds, small bets, the board and the showdown's cards from one shuffled deck.

For every action it measures send -> ``recorded`` at the pad, and send -> the moment the
LAST of the viewers showing that table (a /tv featuring it, the /players phones following
it; every version-1 viewer) holds a message whose ``seq`` is at least the recorded one
("committed and visible on every viewer"), the slowest three and which page was last,
and the bytes a second each kind of page received (pads included) with the share of each
part. The viewers and pads ask for patches, as the pages do. ``--profile FILE`` runs the
server under cProfile and prints its costliest functions. One /players phone drops for
``--drop`` seconds during the pads' own pace and comes back (it must catch up). Then it
stops the server (SIGINT, as Ctrl+C), reopens the file and checks that the journal holds
exactly the recorded actions (nothing lost, nothing doubled), that no delta was missed,
and that every viewer ends holding what a page opened at the end is given (the last
state). Exit status 1 if that check fails; the goal is reported, not enforced.

``--bounds`` measures the service's bounds instead (a few seconds): 200 HTTP connections
at the same moment (answered, refused or reset), idle HTTP connections (threads held),
WebSocket connections past the per-address cap, a dealer pad pairing while the
WebSocket cap of viewers is full, and one more viewer then.

Times are ``time.monotonic()`` in this one process, so the figures include both sides of
loopback and the clients' own work (200 viewers in one Python process): conservative.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import platform
import pstats
import queue
import random
import re
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import PySide6
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

# Run as a script, the checkout is not on the path: the bench's own modules are under it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bench.network_viewers
from app.engine.clock import ClockStarted
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TournamentEvent,
)
from app.service.deltas import FEATURED_TABLES
from app.service.server import MAX_CONNECTIONS_PER_ADDRESS, MAX_HANDSHAKES, MAX_VIEWERS
from app.store.tournament_file import TournamentFile
from bench.network_pads import ANSWER_SECONDS, Pad, Sample
from bench.network_viewers import (
    PLAYERS,
    TV,
    WHOLE,
    Viewer,
    compression,
    held_now,
    open_viewer,
    steady,
    watch,
)

ROOT = Path(__file__).resolve().parents[1]
SEATS = 9
PAGE_LOAD = ("/players", "/web/feltboard.css", "/web/live.js", "/web/players.js",
             "/api/words", "/api/live")
"""What a phone fetches to open /players (live.js asks for the last two, then subscribes)."""
PIN_LINE = re.compile(r"Table (\d+) pad PIN: (\d{6})")
GOALS_MS = {"all pads at once": 250.0, "each pad at its pace": 150.0}
RECORDED_GOAL_MS = 50.0
BYTES_GOALS = {"/players": 2000.0, "/tv": 5000.0, "pad": 5000.0}
"""Bytes a second to one page of each kind, averaged over the run (issue 25)."""
TOGETHER = "all pads at once"
STAGGERED = "each pad at its pace"
STARTUP_SECONDS = 30.0
HANDSHAKES_AT_ONCE = MAX_HANDSHAKES // 2
PHONES_PER_ADDRESS = MAX_CONNECTIONS_PER_ADDRESS
"""The room's phones come from 127.0.0.2, .3, ... (Linux answers all of 127/8), this
many from each: a guest Wi-Fi's NAT at the service's per-address cap."""


def phone_address(phone: int) -> str:
    """The source address of viewer (and page-loading phone) number ``phone``."""
    return f"127.0.0.{2 + phone // PHONES_PER_ADDRESS}"


# ----- the tournament ----------------------------------------------------------------------


def room_events(tables: int, seed: int, now: float) -> list[TournamentEvent]:
    """Nine players a table registered, the tracked tables opened, the seats drawn and the
    clock started: what the host does before the first deal."""
    events: list[TournamentEvent] = [
        PlayerRegistered(number, f"Player {number}") for number in range(1, tables * SEATS + 1)
    ]
    events += [TableOpened(number, SEATS, tracked=True) for number in range(1, tables + 1)]
    events += [SeatsDrawn(seed), ClockStarted(now)]
    return events


def create_room(path: Path, tables: int, seed: int) -> int:
    """The tournament file at ``path``, ready to deal at every table; its journal seq."""
    with TournamentFile.create(path, setup_from_preset(HOME_STANDARD, "Network bench")) as file:
        for event in room_events(tables, seed, time.time()):
            file.record(event)
        return file.seq


def journal_after(path: Path, seq: int) -> list[tuple[int, str]]:
    """Each event recorded after ``seq``: its seq and its kind (the file reopened)."""
    with TournamentFile.open(path, read_only=True) as file:
        entries = file.latest_entries(file.seq - seq)
    return [(entry.seq, type(entry.event).__name__) for entry in entries]


# ----- the server ----------------------------------------------------------------------------


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the live port is the next one up, or any)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Serve:
    """``feltboard serve FILE --port P`` in a subprocess, its output read on a thread."""

    def __init__(self, path: Path, port: int, profile: Path | None = None) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
        self.port = port
        # --profile: the server under cProfile (it writes its figures as Ctrl+C stops it).
        profiled = ["-m", "cProfile", "-o", str(profile)] if profile is not None else []
        self.process = subprocess.Popen(
            [sys.executable, *profiled, "-m", "app", "serve", str(path), "--port", str(port)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env, cwd=path.parent,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.pins: dict[int, str] = {}
        self.output: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line)
            self.lines.put(line)

    def wait_ready(self, tables: int) -> None:
        """Until the server listens and has printed a PIN for ``tables`` tables.

        :raises RuntimeError: if it stops or takes longer than :data:`STARTUP_SECONDS`.
        """
        deadline = time.monotonic() + STARTUP_SECONDS
        listening = False
        while not (listening and len(self.pins) >= tables):
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(self._why("did not print every table's PIN")) from None
            if line.startswith("Press Ctrl+C"):
                listening = True
            if match := PIN_LINE.search(line):
                self.pins[int(match[1])] = match[2]

    def stop(self) -> str:
        """Ctrl+C (SIGINT); its standard error. :raises RuntimeError: unless it stopped
        cleanly (exit status 0)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=ANSWER_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._reader.join(timeout=ANSWER_SECONDS)
        assert self.process.stderr is not None
        err = self.process.stderr.read()
        if self.process.returncode != 0:
            raise RuntimeError(self._why(f"exited with status {self.process.returncode}", err))
        return err

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def _why(self, problem: str, err: str = "") -> str:
        return f"feltboard serve {problem}:\n{''.join(self.output)}{err}"


def load_page(port: int, address: str = "127.0.0.1") -> list[int]:
    """The HTTP statuses of one phone at ``address`` opening ``/players`` (one kept-alive
    connection, as a browser does)."""
    statuses = []
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=ANSWER_SECONDS,
                                            source_address=(address, 0))
    try:
        for path in PAGE_LOAD:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            statuses.append(response.status)
            if response.will_close:
                connection.close()  # refused (429): the server closes; a browser reconnects
    finally:
        connection.close()
    return statuses


def live_port(port: int) -> int:
    """The WebSocket port ``/api/live`` names (asked again a second later while the rate
    limit refuses, as live.js retries)."""
    for _ in range(5):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=ANSWER_SECONDS)
        try:
            connection.request("GET", "/api/live")
            response = connection.getresponse()
            body = response.read()
        finally:
            connection.close()
        if response.status == 200:
            return int(json.loads(body)["port"])
        time.sleep(1)
    raise RuntimeError(f"/api/live answered {response.status}: {body[:200]!r}")


# ----- viewers ------------------------------------------------------------------------------


@dataclass
class Run:
    """What one run measured."""

    page_statuses: Counter[int]
    page_load_seconds: float
    viewers: list[Viewer]
    samples: list[Sample]
    journal: list[tuple[int, str]]
    serve_errors: str
    run_seconds: float
    client_cpu: float
    server_cpu: float
    one_address: Counter[int] = field(default_factory=Counter)
    """The statuses when as many phones open the page from ONE address (behind a NAT)."""
    pads: list[Pad] = field(default_factory=list)
    unlike: list[str] = field(default_factory=list)
    """Viewers that did not end holding what a page opened at the end is given."""
    caught_up: float | None = None
    """Seconds for the phone back from its drop to hold the parts again (None: never)."""


def shows(viewer: Viewer, table: int) -> bool:
    """Whether ``viewer``'s page shows what happens at ``table`` (every table is in
    play in the bench, so the TV features the lowest-numbered ones)."""
    if viewer.kind == TV:
        return table <= FEATURED_TABLES
    return viewer.kind == WHOLE or viewer.table == table


async def until_all_hold(viewers: list[Viewer], pads: list[Pad], timeout: float) -> bool:
    """Wait until every viewer holds the last message of the tables it shows; False if
    one does not within ``timeout`` seconds (or lost its connection)."""
    deadline = time.monotonic() + timeout
    for viewer in viewers:
        seq = max((s.seq for pad in pads for s in pad.samples if shows(viewer, s.table)),
                  default=0)
        while viewer.last_seq < seq and not viewer.closed:
            viewer.arrived.clear()
            try:
                await asyncio.wait_for(viewer.arrived.wait(), deadline - time.monotonic())
            except TimeoutError:
                return False
    return True


def viewer_kinds(args: argparse.Namespace) -> list[Viewer]:
    """The room's pages: ``--tvs`` TVs, the rest phones on /players each following one
    table (spread over the tables), or every one a version-1 viewer (``--whole``)."""
    if args.whole:
        return [Viewer() for _ in range(args.viewers)]
    return [Viewer(TV) if number < args.tvs else Viewer(PLAYERS, 1 + number % args.tables)
            for number in range(args.viewers)]


async def open_viewers(port: int, viewers: list[Viewer]) -> list[ClientConnection]:
    """Each of ``viewers`` connected to the live port and subscribed, a few dozen at a
    time (the service finishes at most 64 handshakes at once and closes the rest)."""
    uri = f"ws://127.0.0.1:{port}/"
    sockets: list[ClientConnection] = []
    for first in range(0, len(viewers), HANDSHAKES_AT_ONCE):
        sockets += await asyncio.gather(*(
            open_viewer(uri, viewers[phone], phone_address(phone))
            for phone in range(first, min(len(viewers), first + HANDSHAKES_AT_ONCE))
        ))
    return sockets


async def drop_and_return(viewer: Viewer, socket_: ClientConnection, uri: str,
                          seconds: float, address: str) -> tuple[ClientConnection, float | None]:
    """The phone leaves the Wi-Fi for ``seconds``, comes back and subscribes again: its
    new connection, and how long until it held its parts again."""
    viewer.dropped = True
    await socket_.close()
    await asyncio.sleep(seconds)
    back = time.monotonic()
    count = len(viewer.seqs)
    socket_ = await open_viewer(uri, viewer, address)
    asyncio.get_running_loop().create_task(watch(socket_, viewer))
    while len(viewer.seqs) == count:
        viewer.arrived.clear()
        try:
            await asyncio.wait_for(viewer.arrived.wait(), ANSWER_SECONDS)
        except TimeoutError:
            return socket_, None
    return socket_, time.monotonic() - back


async def compare_held(uri: str, viewers: list[Viewer]) -> list[str]:
    """Each viewer against a page opened now of its kind: what differs."""
    fresh: dict[tuple[str, int], dict[str, Any]] = {}
    unlike = []
    for number, viewer in enumerate(viewers, start=1):
        if viewer.kind == WHOLE:
            continue
        key = (viewer.kind, viewer.table)
        if key not in fresh:
            fresh[key] = steady(await held_now(uri, viewer))
        if steady(viewer.parts) != fresh[key]:
            differ = sorted(n for n in fresh[key] if steady(viewer.parts).get(n) != fresh[key][n])
            unlike.append(f"viewer {number} ({viewer.kind}): {differ[:5]}")
    return unlike


async def play(args: argparse.Namespace, serve: Serve) -> tuple[
        tuple[Counter[int], Counter[int]], float, list[Viewer], list[Pad], list[str],
        float | None]:
    """The page load, the viewers, the pads' two phases; what was measured."""
    started = time.monotonic()
    loop = asyncio.get_running_loop()
    # One thread per phone, so they all really ask at once (asyncio.to_thread's pool has
    # only cpu + 4 threads).
    with ThreadPoolExecutor(max_workers=args.viewers) as phones:
        loads = await asyncio.gather(*(
            loop.run_in_executor(phones, load_page, serve.port, phone_address(phone))
            for phone in range(args.viewers)
        ))
        page_seconds = time.monotonic() - started
        crowd = await asyncio.gather(*(
            loop.run_in_executor(phones, load_page, serve.port, "127.0.2.1")
            for _ in range(args.viewers)
        ))
    statuses = Counter(status for load in loads for status in load)
    statuses_one = Counter(status for load in crowd for status in load)
    port = live_port(serve.port)
    viewers = viewer_kinds(args)
    sockets = await open_viewers(port, viewers)
    watchers = [asyncio.create_task(watch(s, v)) for v, s in zip(viewers, sockets, strict=True)]
    await asyncio.sleep(args.watch)  # the clock alone
    rng = random.Random(args.seed)
    uri = f"ws://127.0.0.1:{port}/"
    pads = [Pad(table, uri, random.Random(rng.random())) for table in range(1, args.tables + 1)]
    if args.together or args.staggered:
        await asyncio.gather(*(pad.pair(serve.pins[pad.table]) for pad in pads))
    for _ in range(args.together):
        await asyncio.gather(*(pad.act_once(TOGETHER) for pad in pads))
    await until_all_hold(viewers, pads, ANSWER_SECONDS)
    dropped = len(viewers) - 1  # a phone on /players (or a whole-state viewer)
    dropping = asyncio.create_task(drop_and_return(
        viewers[dropped], sockets[dropped], uri, args.drop, phone_address(dropped)))
    await asyncio.gather(*(
        pad_at_its_pace(pad, args.staggered, args.think) for pad in pads if args.staggered
    ))
    sockets[dropped], caught_up = await dropping
    await until_all_hold(viewers, pads, ANSWER_SECONDS)
    unlike = await compare_held(uri, viewers)
    for pad in pads:
        await pad.close()
    for socket_ in sockets:
        await socket_.close()
    await asyncio.gather(*watchers)
    return (statuses, statuses_one), page_seconds, viewers, pads, unlike, caught_up


async def pad_at_its_pace(pad: Pad, actions: int, think: float) -> None:
    """``actions`` actions, each after a pause drawn around ``think`` seconds."""
    for _ in range(actions):
        await asyncio.sleep(pad.dealer.rng.uniform(0, 2 * think))
        await pad.act_once(STAGGERED)


def last_seq(pads: list[Pad]) -> int:
    return max((sample.seq for pad in pads for sample in pad.samples), default=0)


def run(args: argparse.Namespace, folder: Path) -> Run:
    path = folder / "network-bench.feltboard"
    before = create_room(path, args.tables, args.seed)
    serve = Serve(path, free_port(), args.profile)
    started = time.monotonic()
    try:
        serve.wait_ready(args.tables if args.together or args.staggered else 0)
        client_cpu = cpu_seconds(resource.RUSAGE_SELF)
        (statuses, one), page_seconds, viewers, pads, unlike, caught_up = asyncio.run(
            play(args, serve))
        samples = [sample for pad in pads for sample in pad.samples]
        client_cpu = cpu_seconds(resource.RUSAGE_SELF) - client_cpu
        errors = serve.stop()
    finally:
        serve.kill()
    return Run(statuses, page_seconds, viewers, samples, journal_after(path, before), errors,
               time.monotonic() - started, client_cpu, cpu_seconds(resource.RUSAGE_CHILDREN),
               one, pads, unlike, caught_up)


def cpu_seconds(who: int) -> float:
    """User and system CPU seconds of this process (or of its finished children)."""
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


# ----- figures ------------------------------------------------------------------------------


def percentile(samples: list[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` 0.99 for p99) of non-empty ``samples``."""
    ordered = sorted(samples)
    rank = max(1, min(len(ordered), round(fraction * len(ordered) + 0.5)))
    return ordered[rank - 1]


def latency_row(label: str, seconds: list[float]) -> str:
    if not seconds:
        return f"| {label} | 0 | | | | |"
    ms = [s * 1000 for s in seconds]
    figures = [percentile(ms, f) for f in (0.5, 0.95, 0.99)] + [max(ms)]
    return f"| {label} | {len(ms)} | " + " | ".join(f"{v:.1f}" for v in figures) + " |"


def visible_everywhere(sample: Sample, viewers: list[Viewer]) -> float | None:
    """Seconds from sending ``sample`` to the last viewer showing its table holding its
    seq (None: never); the phone that dropped is measured apart."""
    arrivals = [viewer.first_at(sample.seq) for viewer in viewers
                if shows(viewer, sample.table) and not viewer.dropped]
    if any(at is None for at in arrivals):
        return None
    return max((at for at in arrivals if at is not None), default=sample.answered) - sample.sent


def slowest(samples: list[Sample], viewers: list[Viewer], count: int = 3) -> str:
    """The slowest actions to reach every viewer: when (seconds into the run), at which
    table, and the kind of page that got it last (to tell a stall from a slow page)."""
    if not samples:
        return "none"
    start = min(s.sent for s in samples)
    timed = []
    for sample in samples:
        arrivals = [(at, viewer) for viewer in viewers
                    if shows(viewer, sample.table) and not viewer.dropped
                    and (at := viewer.first_at(sample.seq)) is not None]
        if arrivals:
            at, last = max(arrivals, key=lambda pair: pair[0])
            timed.append((at - sample.sent, sample, last))
    timed.sort(key=lambda row: -row[0])
    return "; ".join(
        f"{ms * 1000:.0f} ms at +{sample.sent - start:.1f} s, table {sample.table} "
        f"({sample.action}), last {last.kind}"
        for ms, sample, last in timed[:count])


def bytes_rate(rates: list[float]) -> str:
    """``'1,234 B/s (of 300: 1,100-1,400)'``: the median page's, and the range."""
    if not rates:
        return "none"
    ordered = sorted(rates)
    return (f"{ordered[len(ordered) // 2]:,.0f} B/s (median of {len(ordered)}: "
            f"{ordered[0]:,.0f}-{ordered[-1]:,.0f})")


def where_bytes_go(viewer: Viewer) -> str:
    """``'table 40%, seating 20%, ...'``: the share of each part in a page's bytes."""
    total = sum(viewer.part_bytes.values()) or 1
    return ", ".join(f"{name} {100 * size / total:.0f}%"
                     for name, size in viewer.part_bytes.most_common(5))


def problems(result: Run) -> Iterator[str]:
    """Everything that says a state or an action was lost or doubled."""
    recorded = sorted(s.seq for s in result.samples)
    journaled = [seq for seq, _ in result.journal]
    if recorded != journaled:
        yield (f"the journal holds {len(journaled)} events after the start, the pads got "
               f"{len(recorded)} recorded replies (seqs differ: "
               f"{sorted(set(recorded) ^ set(journaled))[:10]})")
    for number, viewer in enumerate(result.viewers, start=1):
        if viewer.closed and "ConnectionClosedOK" not in viewer.closed:
            yield f"viewer {number} lost its connection: {viewer.closed}"
    gaps = sum(viewer.gaps for viewer in result.viewers)
    if gaps:
        yield f"{gaps} deltas did not start from the rev their viewer held (lost messages)"
    for unlike in result.unlike:
        yield f"not on the last state: {unlike}"
    final = max(recorded, default=0)
    behind = [v for v in result.viewers if v.kind == WHOLE and v.last_seq < final]
    if behind:
        yield f"{len(behind)} viewers never received seq {final}"
    if any(v.dropped for v in result.viewers) and result.caught_up is None:
        yield "the phone back from its drop never caught up"


def report(result: Run, args: argparse.Namespace) -> tuple[str, bool]:
    """The table to print, and whether the goal was met in every phase."""
    rows, met, slow = [], True, []
    for phase in (TOGETHER, STAGGERED):
        samples = [s for s in result.samples if s.phase == phase]
        if not samples:
            continue
        everywhere = [visible_everywhere(s, result.viewers) for s in samples]
        seen = [t for t in everywhere if t is not None]
        answered = [s.answered - s.sent for s in samples]
        rows.append(latency_row(f"{phase}: send -> recorded", answered))
        rows.append(latency_row(f"{phase}: send -> on every viewer", seen))
        slow.append(f"slowest {phase}: {slowest(samples, result.viewers)}")
        met = (met and len(seen) == len(samples)
               and percentile(seen, 0.99) * 1000 < GOALS_MS[phase]
               and percentile(answered, 0.99) * 1000 < RECORDED_GOAL_MS)
    rates = {kind: [v.bytes_per_second for v in result.viewers if v.kind == kind
                    and not v.dropped] for kind in (PLAYERS, TV, WHOLE)}
    rates["pad"] = [pad.received_bytes / pad.connected_seconds
                    for pad in result.pads if pad.connected_seconds]
    met = met and all(not rates[kind] or sorted(rates[kind])[-1] < goal
                      for kind, goal in BYTES_GOALS.items())
    wire = {kind: [v.wire_per_second for v in result.viewers if v.kind == kind
                   and not v.dropped] for kind in (PLAYERS, TV, WHOLE)}
    wire["pad"] = [pad.wire_bytes / pad.connected_seconds
                   for pad in result.pads if pad.connected_seconds]
    messages = sum(len(v.seqs) for v in result.viewers)
    megabytes = sum(v.received_bytes for v in result.viewers) / 1e6
    wire_megabytes = sum(v.wire_bytes for v in result.viewers) / 1e6
    loads = result.page_statuses
    lines = [
        f"{len(result.viewers)} viewers; {args.tables} pads: {args.together} rounds with all "
        f"pads at once, then {args.staggered} actions each at its pace (pauses of 0-"
        f"{2 * args.think:g} s); run {result.run_seconds:.1f} s",
        "",
        "| measure | count | p50 ms | p95 ms | p99 ms | max ms |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        *slow,
        *(f"bytes to one {kind} page: {bytes_rate(rates[kind])}"
          for kind in ("/players", "/tv", "pad", WHOLE) if rates[kind]),
        *(f"  on the wire ({'deflate' if compression() else 'uncompressed'}), to one {kind}"
          f" page: {bytes_rate(wire[kind])}"
          for kind in ("/players", "/tv", "pad", WHOLE) if wire[kind]),
        *(f"  of which, to one {kind} page: {where_bytes_go(viewers[0])}"
          for kind in (PLAYERS, TV)
          if (viewers := [v for v in result.viewers if v.kind == kind and not v.dropped])),
        f"the phone that dropped for {args.drop:g} s: {caught_up_text(result.caught_up)}",
        "",
        f"viewers received {messages:,} messages ({megabytes:,.1f} MB, "
        f"{wire_megabytes:,.1f} MB on the wire); journal: "
        f"{len(result.journal)} events after the start for {len(result.samples)} recorded "
        "actions",
        f"page load of {len(result.viewers)} phones at once, {PHONES_PER_ADDRESS} per "
        f"address: {sum(loads.values())} requests in {result.page_load_seconds:.2f} s: "
        + ", ".join(f"{n} x {status}" for status, n in sorted(loads.items())),
        f"then {len(result.viewers)} phones at once from ONE address (no retry): "
        + ", ".join(f"{n} x {status}" for status, n in sorted(result.one_address.items())),
        f"CPU seconds: this process (viewers and pads) {result.client_cpu:.1f}, "
        f"feltboard serve {result.server_cpu:.1f}",
        "goals (p99 send -> every viewer < {} ms at their pace, < {} ms all at once; "
        "send -> recorded < {} ms; bytes a second {}): {}".format(
            GOALS_MS[STAGGERED], GOALS_MS[TOGETHER], RECORDED_GOAL_MS,
            ", ".join(f"{k} < {v:,.0f}" for k, v in BYTES_GOALS.items()),
            "met" if met else "MISSED"),
    ]
    return "\n".join(lines), met


def machine() -> str:
    return (f"nproc {os.cpu_count()}, Python {platform.python_version()}, "
            f"PySide6 {PySide6.__version__}, load average "
            + " ".join(f"{x:.2f}" for x in os.getloadavg()))


# ----- bounds -------------------------------------------------------------------------------


async def status_line(port: int) -> str:
    """The status line of ``GET /api/live`` on a new connection, or the error's name."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        await writer.drain()
        line = await reader.readline()
        writer.close()
        return line.decode().strip() or "closed without an answer"
    except OSError as error:
        return type(error).__name__


def server_threads(serve: Serve) -> int:
    """Threads of the ``feltboard serve`` process now (Linux)."""
    status = Path(f"/proc/{serve.process.pid}/status").read_text()
    return int(next(line for line in status.splitlines() if line.startswith("Threads:")).split()[1])


async def check_bounds(serve: Serve, phones: int, idle: int) -> list[str]:
    """What the service's bounds do under a room's load, one line each."""
    lines = []
    answers = Counter(await asyncio.gather(*(status_line(serve.port) for _ in range(phones))))
    lines.append(f"{phones} HTTP connections at the same moment: "
                 + ", ".join(f"{n} x {what}" for what, n in answers.most_common()))
    await asyncio.sleep(1.1)  # a fresh second for the rate limit
    before = server_threads(serve)
    held = [socket.create_connection(("127.0.0.1", serve.port)) for _ in range(idle)]
    await asyncio.sleep(1)
    started = time.monotonic()
    answer = await status_line(serve.port)
    lines.append(f"{idle} idle HTTP connections: server threads {before} -> "
                 f"{server_threads(serve)}; a GET meanwhile: {answer} in "
                 f"{(time.monotonic() - started) * 1000:.0f} ms")
    for connection in held:
        connection.close()
    uri = f"ws://127.0.0.1:{live_port(serve.port)}/"
    crowd = [await connect(uri, compression=compression(), local_addr=("127.0.3.2", 0))
             for _ in range(MAX_CONNECTIONS_PER_ADDRESS + 1)]
    await crowd[-1].wait_closed()
    lines.append(f"{len(crowd)} WebSocket connections from one address: the last closed "
                 f"({crowd[-1].close_code} {crowd[-1].close_reason})")
    for viewer in crowd:
        await viewer.close()
    viewers = [await connect(uri, compression=compression(), local_addr=(phone_address(phone), 0))
               for phone in range(MAX_VIEWERS)]
    pad = Pad(1, uri, random.Random(1))
    try:
        await pad.pair(serve.pins[1])
        outcome = "paired"
    except (ConnectionClosed, RuntimeError, TimeoutError) as error:
        outcome = f"refused: {error}"
    lines.append(f"with {MAX_VIEWERS} viewers connected, a dealer pad: {outcome}")
    late = await connect(uri, compression=compression(), local_addr=("127.0.3.1", 0))
    started = time.monotonic()
    await late.wait_closed()
    lines.append(f"with {MAX_VIEWERS} viewers and the pad, one more viewer: closed after "
                 f"{time.monotonic() - started:.1f} s ({late.close_code} {late.close_reason})")
    await pad.close()
    for viewer in viewers:
        await viewer.close()
    return lines


def run_bounds(args: argparse.Namespace, folder: Path) -> list[str]:
    """``--bounds``: the listen queue, idle connections and the viewer cap, measured."""
    path = folder / "network-bounds.feltboard"
    create_room(path, args.tables, args.seed)
    serve = Serve(path, free_port())
    try:
        serve.wait_ready(args.tables)
        lines = asyncio.run(check_bounds(serve, args.viewers, args.idle))
        serve.stop()
    finally:
        serve.kill()
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--viewers", type=int, default=200)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--together", type=int, default=30, metavar="ROUNDS",
                        help="rounds in which every pad sends one action at the same moment")
    parser.add_argument("--staggered", type=int, default=30, metavar="ACTIONS",
                        help="then actions per pad, each pad at its own pace")
    parser.add_argument("--think", type=float, default=0.5, metavar="SECONDS",
                        help="a pad's mean pause between actions at its pace")
    parser.add_argument("--watch", type=float, default=2.0, metavar="SECONDS",
                        help="clock pushes alone before the pads start")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--tvs", type=int, default=3, help="viewers that are /tv pages")
    parser.add_argument("--drop", type=float, default=10.0, metavar="SECONDS",
                        help="one phone leaves the Wi-Fi this long, then catches up")
    parser.add_argument("--no-deflate", action="store_true",
                        help="clients do not offer permessage-deflate (browsers do)")
    parser.add_argument("--whole", action="store_true",
                        help="version-1 viewers taking whole states (no deltas)")
    parser.add_argument("--folder", type=Path, metavar="DIR",
                        help="where the tournament file lives (default: a temporary folder; "
                        "/dev/shm takes the disk's fsync out of the figures)")
    parser.add_argument("--profile", type=Path, metavar="FILE",
                        help="run feltboard serve under cProfile, its figures written to "
                        "FILE (the bench prints the functions taking the most time)")
    parser.add_argument("--bounds", action="store_true",
                        help="instead: the listen queue, idle connections, the viewer cap")
    parser.add_argument("--idle", type=int, default=300, metavar="N",
                        help="idle HTTP connections held by --bounds")
    args = parser.parse_args()
    bench.network_viewers.OFFER_DEFLATE = not args.no_deflate
    print(machine(), flush=True)
    if args.bounds:
        with tempfile.TemporaryDirectory(prefix="feltboard-netbench-") as folder:
            print("\n".join(run_bounds(args, Path(folder))))
        return 0
    with tempfile.TemporaryDirectory(prefix="feltboard-netbench-", dir=args.folder) as folder:
        result = run(args, Path(folder))
    text, _ = report(result, args)
    print(text)
    if args.profile is not None and args.profile.exists():
        print_profile(args.profile)
    found = list(problems(result))
    for problem in found:
        print(f"PROBLEM: {problem}")
    if result.serve_errors:
        print(f"feltboard serve wrote to its standard error:\n{result.serve_errors}")
    return 1 if found or result.serve_errors else 0


def print_profile(path: Path, rows: int = 30) -> None:
    """The server's functions taking the most time, inside them and in all."""
    figures = pstats.Stats(str(path))
    figures.sort_stats("tottime").print_stats(rows)
    figures.sort_stats("cumulative").print_stats(rows)


def caught_up_text(caught_up: float | None) -> str:
    """How soon the dropped phone held its parts again, or that it never did."""
    if caught_up is None:
        return "NEVER CAUGHT UP"
    return f"holding its parts again {caught_up * 1000:.0f} ms after it came back"


if __name__ == "__main__":
    sys.exit(main())
