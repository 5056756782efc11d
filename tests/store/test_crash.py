"""Kill a writing process with SIGKILL at random moments; nothing acknowledged is lost.

The child (``tests/store/crash_writer.py``) prints each sequence number only after
``append`` returned. After every kill the parent reopens the file: every acknowledged
event must be there with the identical payload, numbering must have no gap, and SQLite's
``PRAGMA integrity_check`` must pass. The same file is reused across rounds, so later
rounds also exercise recovery of a journal that was itself recovered from a crash.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

from app.store.codec import HAND_CODEC
from app.store.journal import Journal
from tests.store.crash_writer import SNAPSHOT_CODEC, event_for, snapshot_for

ROOT = Path(__file__).resolve().parents[2]
SEED = 20240501
ROUNDS = 12
MIN_ROUNDS = 4
NEW_ROUND_BEFORE_S = 12.0  # no round starts after this, keeping the test under 20 s


def _start_writer(path: Path, seed: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.crash_writer", str(path), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def _read_lines(stream: IO[bytes], count: int) -> list[bytes]:
    """Read up to ``count`` complete lines (fewer if the stream ends)."""
    lines = []
    for _ in range(count):
        line = stream.readline()
        if not line.endswith(b"\n"):
            break
        lines.append(line)
    return lines


def _kill_at_random(process: subprocess.Popen[bytes], rng: random.Random) -> set[int]:
    """Kill the writer at a random moment and return the seqs it acknowledged.

    Most rounds wait for a random number of acknowledgements then kill inside the next
    append; some kill after a random delay, possibly while the file is being created,
    opened or recovered.
    """
    assert process.stdout is not None
    lines: list[bytes] = []
    if rng.random() < 0.25:
        time.sleep(rng.uniform(0.0, 0.8))
    else:
        ready = process.stdout.readline()
        assert ready == b"ready\n", process.stderr.read() if process.stderr else ready
        lines = _read_lines(process.stdout, rng.randint(1, 1500))
        time.sleep(rng.uniform(0, 0.004))  # land somewhere inside an append or a checkpoint
    process.kill()
    rest, errors = process.communicate(timeout=10)
    if sys.platform != "win32":
        assert process.returncode == -signal.SIGKILL, errors.decode()
    # Lines printed before the kill are acknowledgements too; a torn last line is not.
    complete = [line for line in rest.split(b"\n")[:-1] if line != b"ready"]
    return {int(line) for line in lines + complete}


def _verify(path: Path, acknowledged: set[int]) -> int:
    """Reopen the file and check it against the acknowledgements; return the last seq."""
    if not path.exists():  # killed while creating: the file appears whole or not at all
        assert not acknowledged
        return 0
    with Journal.open(path, HAND_CODEC) as journal:
        entries = list(journal.events())
        snapshot = journal.latest_snapshot(SNAPSHOT_CODEC)
        last_seq = journal.last_seq
    seqs = [entry.seq for entry in entries]
    assert seqs == list(range(1, last_seq + 1)), "sequence numbers have a gap"
    assert acknowledged <= set(seqs), f"lost {sorted(acknowledged - set(seqs))[:10]}"
    for entry in entries:
        assert entry.event == event_for(entry.seq)
    if snapshot is not None:
        assert snapshot.seq <= last_seq
        assert snapshot.payload == snapshot_for(snapshot.seq)
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = dict(connection.execute("SELECT seq, payload FROM events").fetchall())
    connection.close()
    for seq in acknowledged:
        assert stored[seq] == HAND_CODEC.encode(event_for(seq)), f"payload {seq} differs"
    return last_seq


def test_acknowledged_events_survive_sigkill(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    path = tmp_path / "crash.feltboard"
    acknowledged: set[int] = set()
    started = time.monotonic()
    rounds = 0
    while rounds < ROUNDS and time.monotonic() - started < NEW_ROUND_BEFORE_S:
        process = _start_writer(path, rng.randrange(2**32))
        acknowledged |= _kill_at_random(process, rng)
        last_seq = _verify(path, acknowledged)
        assert last_seq >= max(acknowledged, default=0), f"round {rounds}"
        rounds += 1
    assert rounds >= MIN_ROUNDS, f"only {rounds} rounds fitted in the time budget"
    assert len(acknowledged) > rounds
