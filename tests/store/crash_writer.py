"""Child process of the crash test: append events until killed, acknowledging each one.

Usage: ``python -m tests.store.crash_writer PATH SEED``. Creates the journal if needed,
then appends the deterministic events :func:`event_for` (singly, in batches, with an
occasional snapshot) and prints each sequence number on its own line, flushed, only after
``append`` / ``append_many`` returned: every printed number is a promise that the event is
on disk. The parent kills this process with SIGKILL at a random moment.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from app.engine.cards import Card, full_deck
from app.engine.events import (
    BetPlaced,
    CardsShown,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
)
from app.store.codec import HAND_CODEC, Codec
from app.store.journal import Journal

MAX_EVENTS = 200_000
SNAPSHOT_CODEC: Codec[tuple[int, tuple[Card, ...]]] = Codec(tuple[int, tuple[Card, ...]])
DECK = full_deck()


def event_for(seq: int) -> HandEvent:
    """The event the writer records as number ``seq``: a pure function of ``seq``."""
    deck = DECK
    seat = seq % 9
    choice = seq % 6
    if choice == 0:
        return Folded(seat)
    if choice == 1:
        return BetPlaced(seat, 100 + seq)
    if choice == 2:
        return RaisedTo(seat, 2 * seq + 1)
    if choice == 3:
        return HoleCardsDealt(seat, (deck[seq % 52], deck[(seq * 7 + 1) % 52]))
    if choice == 4:
        return CardsShown(seat, (deck[(seq * 3) % 52],))
    return PotAwarded(seq % 3, (seat, (seat + 1) % 9))


def snapshot_for(seq: int) -> tuple[int, tuple[Card, ...]]:
    """The snapshot payload the writer stores at ``seq``."""
    return (seq, DECK[: seq % 7])


def run(path: Path, seed: int) -> None:
    """Append events to ``path`` forever (or up to MAX_EVENTS), acknowledging each."""
    rng = random.Random(seed)
    journal = (
        Journal.open(path, HAND_CODEC) if path.exists() else Journal.create(path, HAND_CODEC)
    )
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    while journal.last_seq < MAX_EVENTS:
        first = journal.last_seq + 1
        roll = rng.random()
        if roll < 0.7:
            seqs = [journal.append(event_for(first))]
        elif roll < 0.95:
            count = rng.randint(2, 6)
            seqs = journal.append_many(event_for(seq) for seq in range(first, first + count))
        else:
            journal.write_snapshot(journal.last_seq, snapshot_for(journal.last_seq), SNAPSHOT_CODEC)
            continue
        out.write("".join(f"{seq}\n" for seq in seqs))
        out.flush()
    journal.close()


if __name__ == "__main__":
    run(Path(sys.argv[1]), int(sys.argv[2]))
