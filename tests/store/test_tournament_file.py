"""The tournament file: write-ahead recording, reopening, snapshots, undo, hand histories."""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import cast

import pytest

from app.engine.accounts import bounties_won
from app.engine.autoplay import random_next_event
from app.engine.clock import ClockStarted
from app.engine.director import next_hand_event
from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import Called, Checked, FlopDealt, Folded, PotAwarded, RiverDealt, TurnDealt
from app.engine.hand import replay
from app.engine.money import Bounty, Currency
from app.engine.presets import HOME_STANDARD
from app.engine.structure import ChipSet
from app.engine.tournament import (
    TournamentState,
    replay_from,
    replay_tournament,
    setup_from_preset,
)
from app.engine.tournament_events import (
    EventUndone,
    HandActed,
    HandCorrected,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TableTrackingChanged,
    TournamentCreated,
    TournamentEvent,
)
from app.store import tournament_file
from app.store.codec import Codec
from app.store.journal import Journal
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import EVENT_CODEC, SNAPSHOT_CODEC, from_snapshot, to_snapshot
from tests.tournament_kit import (
    NAMES,
    SETUP,
    Recorder,
    fingerprint,
    live_hand,
    live_summary,
    seat_events,
)


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A folder for tournament files; in memory when possible (every event is fsynced)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        path = Path(tempfile.mkdtemp(prefix="feltboard-test-", dir=shm))
        yield path
        shutil.rmtree(path, ignore_errors=True)
    else:
        yield tmp_path


def journal_events(path: Path) -> list[TournamentEvent]:
    with Journal.open(path, EVENT_CODEC) as journal:
        return [entry.event for entry in journal.events()]


def last_seq(path: Path) -> int:
    with Journal.open(path, EVENT_CODEC) as journal:
        return journal.last_seq


def snapshot_seq(path: Path) -> int | None:
    """The seq of the latest snapshot stored, checked or not."""
    connection = sqlite3.connect(path)
    try:
        return cast(int | None, connection.execute("SELECT max(seq) FROM snapshots").fetchone()[0])
    finally:
        connection.close()


def start(path: Path, players: int = 8, tables: int = 2, draw: bool = True) -> TournamentFile:
    """A new file with players registered and seated by a draw, or (``draw=False``, one
    table) each player in the seat of their number; the clock is started."""
    file = TournamentFile.create(path, SETUP)
    if draw:
        for number in range(1, players + 1):
            file.record(PlayerRegistered(number, NAMES[number - 1]))
        for table in range(1, tables + 1):
            file.record(TableOpened(table, 9))
        file.record(SeatsDrawn(21))
    else:
        for event in seat_events(players):
            file.record(event)
    file.record(ClockStarted(0.0))
    return file


def play_hand(file: TournamentFile, table: int, rng: random.Random, now: float = 0.0) -> int:
    """Deal and play one random hand at ``table``; returns its number."""
    event = next_hand_event(file.state, table, now)
    file.record(event)
    act_randomly(file, table, rng)
    return event.number


def act_randomly(file: TournamentFile, table: int, rng: random.Random, limit: int = 10_000) -> None:
    for _ in range(limit):
        live = file.state.table(table)
        if live.hand is None or live.hand_state is None:
            return
        file.record(HandActed(table, live.hand.number, random_next_event(live.hand_state, rng)))


def net_by_player(file: TournamentFile, number: int) -> dict[int, int]:
    """Replay the stored history of hand ``number``: what each player won or lost."""
    history = file.hand_history(number)
    result = replay(history.config, history.events).result()
    seats = dict(history.players)
    return {seats[s.seat]: s.net for s in result.seats}


def same_state(a: TournamentState, b: TournamentState) -> None:
    assert fingerprint(a) == fingerprint(b)
    assert live_summary(a) == live_summary(b)


# ----- create, record, reopen ------------------------------------------------------------------


def test_create_refuses_an_existing_file(folder: Path) -> None:
    path = folder / "t.feltboard"
    TournamentFile.create(path, SETUP).close()
    with pytest.raises(FileExistsError):
        TournamentFile.create(path, SETUP)
    assert journal_events(path) == [TournamentCreated(SETUP)]


def test_a_new_file_holds_only_the_setup(folder: Path) -> None:
    with TournamentFile.create(folder / "t.feltboard", SETUP) as file:
        assert file.state.setup == SETUP
        assert file.state.players == ()
        assert not file.can_undo
        with pytest.raises(IllegalAction, match="There is nothing to undo"):
            file.undo()
        assert file.path == folder / "t.feltboard"
    with TournamentFile.open(folder / "t.feltboard") as reopened:
        assert reopened.state.setup == SETUP
        assert not reopened.can_undo


def test_reopening_gives_the_identical_state_mid_hand(folder: Path) -> None:
    path = folder / "t.feltboard"
    rng = random.Random(4)
    with start(path) as file:
        for round_ in range(3):
            for table in (1, 2):
                play_hand(file, table, rng, now=60.0 * round_)
        file.record(next_hand_event(file.state, 1, 200.0))
        file.record(next_hand_event(file.state, 2, 200.0))
        for _ in range(3):
            live = file.state.table(1)
            assert live.hand is not None and live.hand_state is not None
            file.record(HandActed(1, live.hand.number, random_next_event(live.hand_state, rng)))
        before = file.state
        assert len(live_hand(before).events) == 3
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)
        assert [p.name for p in reopened.state.players] == list(NAMES[:8])
        assert reopened.state.total_chips == 8000
        assert reopened.state.hands == before.hands
        assert len(reopened.state.hands) == 6
        # The live hands go on where they stopped.
        act_randomly(reopened, 1, random.Random(1))
        act_randomly(reopened, 2, random.Random(2))
        assert len(reopened.state.hands) == 8
        assert reopened.state.total_chips == 8000


def test_a_refused_event_records_nothing(folder: Path) -> None:
    path = folder / "t.feltboard"
    with start(path, players=3, tables=1) as file:
        file.record(next_hand_event(file.state, 1, 0.0))
        before = file.state
        count = 1 + 3 + 1 + 1 + 1 + 1  # setup, players, table, draw, clock, hand
        for event in (
            PlayerRegistered(1, "Ann again"),
            PlayerRegistered(9, "ann"),
            HandActed(1, 7, Folded(1)),
            HandVoided(5),
            TableOpened(1, 9),
        ):
            with pytest.raises(IllegalAction):
                file.record(event)
            assert file.state is before
    assert last_seq(path) == count
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)


# ----- snapshots -------------------------------------------------------------------------------


def test_snapshots_every_n_hands_and_reopening_from_one_equals_a_full_replay(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 3)
    path = folder / "t.feltboard"
    rng = random.Random(9)
    with start(path, players=6, tables=1) as file:
        for _ in range(2):
            play_hand(file, 1, rng)
        assert snapshot_seq_open(file) is None
        play_hand(file, 1, rng)  # the third hand finishes: a snapshot
        seq_after_three = file_last_seq(file)
        assert snapshot_seq_open(file) == seq_after_three
        for _ in range(4):
            play_hand(file, 1, rng)
        file.record(next_hand_event(file.state, 1, 0.0))
        act_randomly(file, 1, rng, limit=2)
        before = file.state
    events = journal_events(path)
    seq_after_six = snapshot_seq(path)
    assert seq_after_six is not None and seq_after_six > seq_after_three
    # The snapshot is the state after its event, exactly.
    with Journal.open(path, EVENT_CODEC) as journal:
        snapshot = journal.latest_snapshot(SNAPSHOT_CODEC)
    assert snapshot is not None
    at_snapshot = from_snapshot(snapshot.payload)
    assert len(at_snapshot.hands) == 6
    assert fingerprint(at_snapshot) == fingerprint(replay_tournament(events[: snapshot.seq]))
    assert snapshot.payload.effective_count == snapshot.seq
    # Reopening (snapshot + tail) equals the full replay and the state before closing.
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, replay_tournament(events))
        same_state(reopened.state, before)


def snapshot_seq_open(file: TournamentFile) -> int | None:
    """The latest snapshot of an open file, read through a copy (the file stays locked)."""
    copy = file.copy_to(file.path.with_name(file.path.stem + "-copy.feltboard"))
    try:
        return snapshot_seq(copy)
    finally:
        copy.unlink()


def file_last_seq(file: TournamentFile) -> int:
    copy = file.copy_to(file.path.with_name(file.path.stem + "-copy.feltboard"))
    try:
        return last_seq(copy)
    finally:
        copy.unlink()


def test_open_starts_from_the_latest_snapshot_and_replays_the_tail(folder: Path) -> None:
    """A marked snapshot shows through after reopening: the tail is replayed on top of it."""
    path = folder / "t.feltboard"
    rng = random.Random(6)
    with start(path, players=4, tables=1) as file:
        play_hand(file, 1, rng)
        marked = replace(
            file.state,
            players=(replace(file.state.players[0], name="Marked"), *file.state.players[1:]),
        )
        file.snapshot_now()
        play_hand(file, 1, rng)
        tail_state = file.state
    events = journal_events(path)
    seq = snapshot_seq(path)
    assert seq is not None and 0 < seq < len(events)
    with Journal.open(path, EVENT_CODEC) as journal:
        snapshot = journal.latest_snapshot(SNAPSHOT_CODEC)
        assert snapshot is not None
        journal.write_snapshot(
            seq, to_snapshot(marked, snapshot.payload.effective_count), SNAPSHOT_CODEC
        )
    with TournamentFile.open(path) as reopened:
        assert reopened.state.players[0].name == "Marked"
        expected = replay_from(marked, events[seq:])
        same_state(reopened.state, expected)
        assert reopened.state.hands == tail_state.hands


def test_snapshot_codec_round_trips_a_state_with_live_hands(folder: Path) -> None:
    rng = random.Random(3)
    with start(folder / "t.feltboard") as file:
        play_hand(file, 1, rng)
        file.record(next_hand_event(file.state, 1, 0.0))
        file.record(next_hand_event(file.state, 2, 0.0))
        act_randomly(file, 2, rng, limit=3)
        state = file.state
    payload = to_snapshot(state, effective_count=42)
    decoded = SNAPSHOT_CODEC.decode(SNAPSHOT_CODEC.encode(payload))
    assert decoded == payload
    same_state(from_snapshot(decoded), state)


def test_an_unreadable_snapshot_falls_back_to_the_full_replay(folder: Path) -> None:
    path = folder / "t.feltboard"
    rng = random.Random(5)
    with start(path, players=4, tables=1) as file:
        play_hand(file, 1, rng)
        before = file.state
    with Journal.open(path, EVENT_CODEC) as journal:
        journal.write_snapshot(journal.last_seq, "not a snapshot", Codec(str))
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)


# ----- undo ------------------------------------------------------------------------------------


def test_undo_drops_the_latest_event_and_is_journaled(folder: Path) -> None:
    path = folder / "t.feltboard"
    with start(path, players=3, draw=False) as file:
        before = file.state
        file.record(next_hand_event(file.state, 1, 0.0))
        file.record(HandActed(1, 1, Folded(1)))
        assert file.undo().table(1).hand_state is not None
        assert live_hand(file.state).events == ()
        file.record(EventUndone())  # recording an undo is an undo
        same_state(file.state, before)
    events = journal_events(path)
    assert events[-2:] == [EventUndone(), EventUndone()]
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)


def test_undo_after_reopening_replays_the_journal(folder: Path) -> None:
    path = folder / "t.feltboard"
    rng = random.Random(8)
    with start(path, players=4, tables=1) as file:
        play_hand(file, 1, rng)
        file.record(next_hand_event(file.state, 1, 0.0))
        act_randomly(file, 1, rng, limit=2)
    events = journal_events(path)
    with TournamentFile.open(path) as reopened:
        assert reopened.can_undo
        state = reopened.undo()  # no history in memory: falls back to a replay
        same_state(state, replay_tournament(events[:-1]))
        state = reopened.undo()
        same_state(state, replay_tournament(events[:-2]))
        kept = reopened.state
    with TournamentFile.open(path) as again:
        same_state(again.state, kept)


def test_undo_reaching_before_the_latest_snapshot(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 2)
    path = folder / "t.feltboard"
    rng = random.Random(2)
    with start(path, players=4, tables=1) as file:
        play_hand(file, 1, rng)
        play_hand(file, 1, rng)  # its last event is snapshotted
    events = journal_events(path)
    assert snapshot_seq(path) == len(events)
    with TournamentFile.open(path) as reopened:
        assert len(reopened.state.hands) == 2
        state = reopened.undo()  # undoes the snapshotted event itself
        assert len(state.hands) == 1
        assert state.table(1).hand is not None
        same_state(state, replay_tournament(events[:-1]))
        before_close = reopened.state
    # The journal now ends in an undo of the snapshot's own event: reopening must not
    # trust the snapshot.
    with TournamentFile.open(path) as again:
        same_state(again.state, before_close)
        act_randomly(again, 1, random.Random(7))
        assert len(again.state.hands) == 2
        after = again.state
    events = journal_events(path)
    with TournamentFile.open(path) as third:
        same_state(third.state, after)
        same_state(third.state, replay_tournament(events))


def test_undo_inside_the_tail_after_a_snapshot(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 1)
    path = folder / "t.feltboard"
    with start(path, players=3, draw=False) as file:
        file.record(next_hand_event(file.state, 1, 0.0))
        for seat in (1, 2):
            file.record(HandActed(1, 1, Folded(seat)))  # Cat wins: snapshot
        file.record(next_hand_event(file.state, 1, 0.0))
        file.record(HandActed(1, 2, Called(2)))
        file.undo()
        expected = file.state
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, expected)
        assert live_hand(reopened.state).events == ()
        # Undo goes on through the tail into the snapshotted events.
        reopened.undo()
        reopened.undo()
        after_undos = reopened.state
    assert snapshot_seq(path) is not None
    same_state(after_undos, replay_tournament(journal_events_before_hand(path, 1)))


def journal_events_before_hand(path: Path, folds: int) -> list[TournamentEvent]:
    """The events up to and including the first ``folds`` folds of hand 1."""
    events = journal_events(path)
    index = [i for i, e in enumerate(events) if isinstance(e, HandActed)][folds - 1]
    return events[: index + 1]


# ----- hand histories --------------------------------------------------------------------------


def test_hand_histories_replay_to_each_summarys_net(folder: Path) -> None:
    rng = random.Random(12)
    with start(folder / "t.feltboard", players=8, tables=2) as file:
        for round_ in range(3):
            for table in (1, 2):
                play_hand(file, table, rng, now=100.0 * round_)
        file.record(next_hand_event(file.state, 1, 400.0))  # live: not a history yet
        live_number = file.state.last_hand_number
        histories = list(file.hand_histories())
        assert [h.number for h in histories] == [1, 2, 3, 4, 5, 6]
        for summary in file.state.hands:
            history = file.hand_history(summary.number)
            assert (history.table, history.level_index, history.players) == (
                summary.table,
                summary.level_index,
                summary.players,
            )
            assert not history.voided
            assert net_by_player(file, summary.number) == dict(summary.net)
            assert {s.seat for s in history.config.seats} == {s for s, _ in summary.players}
        with pytest.raises(IllegalAction, match=f"There is no finished hand {live_number}"):
            file.hand_history(live_number)


def test_corrections_and_voids_show_in_the_histories(folder: Path) -> None:
    with start(folder / "t.feltboard", players=3, draw=False) as file:
        event = next_hand_event(file.state, 1, 0.0)
        file.record(event)
        while (hand_state := file.state.table(1).hand_state) is not None:
            legal = hand_state.legal_actions()
            if legal is not None:
                action = Checked(legal.seat) if legal.can_check else Called(legal.seat)
                file.record(HandActed(1, 1, action))
            elif hand_state.awaiting_board is not None:
                board = (FlopDealt(), TurnDealt(), RiverDealt())[hand_state.awaiting_board - 1]
                file.record(HandActed(1, 1, board))
            else:
                file.record(HandActed(1, 1, PotAwarded(0, (1,))))
        original = file.hand_history(1)
        assert original.events[-1] == PotAwarded(0, (1,))
        corrected_events = (*original.events[:-1], PotAwarded(0, (3,)))
        file.record(HandCorrected(1, original.config, corrected_events))
        history = file.hand_history(1)
        assert history.events == corrected_events
        assert net_by_player(file, 1) == dict(file.state.hand(1).net) == {1: -50, 2: -50, 3: 100}
        # A hand voided while live is listed with the events it had.
        file.record(next_hand_event(file.state, 1, 0.0))
        live = file.state.table(1).hand_state
        assert live is not None and live.to_act is not None
        file.record(HandActed(1, 2, Folded(live.to_act)))
        file.record(HandVoided(2))
        voided = file.hand_history(2)
        assert voided.voided and voided.events == (Folded(live.to_act),)
        assert [h.number for h in file.hand_histories()] == [1, 2]
        # An undone correction is gone from the history too.
        file.undo()
        file.undo()
        file.undo()
        file.undo()
        assert file.hand_history(1).events == original.events


def test_hands_finishing_out_of_order_at_two_tables(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 2)
    path = folder / "t.feltboard"
    rng = random.Random(31)
    with start(path, players=8, tables=2) as file:
        file.record(next_hand_event(file.state, 1, 0.0))  # hand 1 at table 1
        act_randomly(file, 1, rng, limit=2)
        play_hand(file, 2, rng)  # hand 2 at table 2 finishes first
        assert [h.number for h in file.state.hands] == [2]
        act_randomly(file, 1, rng)  # now hand 1 finishes: a snapshot with both
        assert [h.number for h in file.state.hands] == [2, 1]
        assert file.state.hand(1).table == 1 and file.state.hand(2).table == 2
        assert [h.number for h in file.hand_histories()] == [1, 2]
        for number in (1, 2):
            assert net_by_player(file, number) == dict(file.state.hand(number).net)
        before = file.state
    events = journal_events(path)
    assert snapshot_seq(path) == len(events)
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)
        same_state(reopened.state, replay_tournament(events))
        assert reopened.state.total_chips == 8000


# ----- files written before issue 11 (money, bounties, late registration) ----------------------

NEW_SETUP_KEYS = ("currency", "fee", "date", "late_registration", "bounty")
NEW_ENTRY_KEYS = ("fee", "from_level")


def _as_before_issue_11(value: object) -> object:
    """A stored payload as a Feltboard without currency, fees, bounties wrote it."""
    if isinstance(value, list):
        return [_as_before_issue_11(item) for item in value]
    if not isinstance(value, dict):
        return value
    keys = set(value)
    dropped: set[str] = set()
    if {"buy_in", "starting_stack", "chip_set"} <= keys:
        dropped = set(NEW_SETUP_KEYS)
    elif {"cost", "chips", "until_level"} <= keys:
        dropped = set(NEW_ENTRY_KEYS)
    elif {"denomination", "color"} <= keys:
        dropped = {"count"}
    elif value.get("kind") in ("player_registered", "setup_changed"):
        dropped = {"at"}
    elif "effective_count" in keys:
        dropped = {"knockouts"}
    return {key: _as_before_issue_11(item) for key, item in value.items() if key not in dropped}


def rewrite_as_before_issue_11(path: Path) -> None:
    """Strip every field issue 11 added from the stored events and snapshots."""
    connection = sqlite3.connect(path)
    try:
        triggers = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
        ).fetchall()
        for name, _ in triggers:
            connection.execute(f"DROP TRIGGER {name}")
        for table in ("events", "snapshots"):
            rows = connection.execute(f"SELECT seq, payload FROM {table}").fetchall()
            for seq, payload in rows:
                old = json.dumps(_as_before_issue_11(json.loads(payload)), separators=(",", ":"))
                connection.execute(f"UPDATE {table} SET payload = ? WHERE seq = ?", (old, seq))
        # Written before checksums too: as a schema 1 file upgraded to schema 2.
        connection.execute("UPDATE events SET chain = NULL")
        connection.execute("UPDATE snapshots SET checksum = NULL")
        connection.execute(
            "UPDATE meta SET value = (SELECT max(seq) + 1 FROM events) WHERE key = 'chain_from'"
        )
        for _, sql in triggers:
            connection.execute(sql)
        connection.commit()
    finally:
        connection.close()


@pytest.mark.parametrize("snapshot_every", [2, 1000])
def test_a_file_written_before_money_and_bounties_still_opens(
    folder: Path, monkeypatch: pytest.MonkeyPatch, snapshot_every: int
) -> None:
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", snapshot_every)
    path = folder / "old.feltboard"
    rng = random.Random(11)
    with start(path, players=4, tables=1) as file:
        for _ in range(4):
            play_hand(file, 1, rng)
        before = file.state
    rewrite_as_before_issue_11(path)
    connection = sqlite3.connect(path)
    first = connection.execute("SELECT payload FROM events ORDER BY seq LIMIT 1").fetchone()[0]
    connection.close()
    assert '"buy_in"' in first and '"currency"' not in first and '"from_level"' not in first
    assert (snapshot_seq(path) is not None) == (snapshot_every == 2)
    stored = journal_events(path)[0]
    assert isinstance(stored, TournamentCreated)
    with TournamentFile.open(path) as reopened:
        state = reopened.state
        same_state(state, before)
        setup = state.setup
        assert (setup.fee, setup.date, setup.late_registration, setup.bounty) == (0, "", None, None)
        assert setup.currency.symbol == "" and setup.currency.decimals == 0
        assert state.prize_pool == 4 * SETUP.buy_in
        reopened.record(PlayerRegistered(5, "Eve"))
        assert reopened.state.prize_pool == 5 * SETUP.buy_in


def test_snapshots_keep_who_busted_whom_for_the_bounties() -> None:
    setup = replace(SETUP, bounty=Bounty(5, progressive=True))
    recorder = Recorder.new(setup)
    recorder.rec(*seat_events(3), TableTrackingChanged(1, tracked=False), PlayerBusted(3, 1))
    state = recorder.state
    assert state.knockouts
    decoded = SNAPSHOT_CODEC.decode(SNAPSHOT_CODEC.encode(to_snapshot(state, 7)))
    restored = from_snapshot(decoded)
    assert restored.knockouts == state.knockouts
    assert bounties_won(restored) == bounties_won(state) == {1: 2, 2: 0, 3: 0}


def test_a_night_with_money_bounties_and_late_registration_reopens_the_same(
    folder: Path,
) -> None:
    setup = replace(
        SETUP,
        currency=Currency("€", 2),
        buy_in=4000,
        fee=500,
        date="2026-12-31",
        late_registration=2,
        bounty=Bounty(1000, progressive=True, progressive_percent=40),
        rebuys=replace(SETUP.rebuys, re_entry=replace(SETUP.rebuys.re_entry, cost=4000, fee=500)),
        chip_set=ChipSet(tuple(replace(chip, count=60) for chip in SETUP.chip_set.chips)),
    )
    path = folder / "night.feltboard"
    with TournamentFile.create(path, setup) as file:
        for event in seat_events(3):
            file.record(event)
        file.record(TableTrackingChanged(1, tracked=False))
        file.record(PlayerBusted(3, 1))
        file.record(PlayerRegistered(4, "Dee", at=10.0))
        before = file.state
    with TournamentFile.open(path) as reopened:
        assert reopened.state.setup == setup
        assert reopened.state.knockouts == before.knockouts
        assert bounties_won(reopened.state) == {1: 400, 2: 0, 3: 0, 4: 0}
        assert reopened.state.prize_pool == 4 * 3000


def test_create_refuses_a_setup_that_does_not_hold_together(tmp_path: Path) -> None:
    """The engine's whole-setup check runs before anything is written: no file is left."""
    path = tmp_path / "bad.feltboard"
    bad = replace(setup_from_preset(HOME_STANDARD), name="Fri\x1bday", fee=-5)
    with pytest.raises(ConfigError) as refused:
        TournamentFile.create(path, bad)
    assert "The fee cannot be negative (-5)" in str(refused.value)
    assert "control characters" in str(refused.value)
    assert not path.exists()
