"""The tournament file: codec, journal, schema versions, bad files, copies, locations."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Literal

import platformdirs
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel

from app.engine.cards import Card, full_deck, parse_card, parse_cards
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.store import data_folder, locations
from app.store import journal as journal_module
from app.store.codec import HAND_CODEC, Codec, CodecError, CompactCard, UnknownEventKind
from app.store.journal import (
    APPLICATION_ID,
    FILE_FORMAT,
    SCHEMA_VERSION,
    CorruptFile,
    FileInUse,
    Journal,
    JournalClosed,
    MigrationError,
    NewerFileError,
    NotAFeltboardFile,
    Schema,
    WriteFailed,
    read_info,
)

ROOT = Path(__file__).resolve().parents[2]
DECK = full_deck()
ALL_KINDS: tuple[HandEvent, ...] = (
    Folded(1),
    Checked(2),
    Called(3),
    BetPlaced(4, 200),
    RaisedTo(5, 600),
    WentAllIn(6),
    HoleCardsDealt(7, parse_cards("As Td")),
    FlopDealt(parse_cards("2c 7h Kd")),
    FlopDealt(),
    TurnDealt(parse_cards("9s")),
    RiverDealt(),
    CardsShown(7, parse_cards("As Td")),
    CardsShown(8),
    CardsMucked(9),
    PotAwarded(1, (3, 7)),
    StudStreetDealt(((2, parse_card("7s")), (5, parse_card("Kd"))), first=None),
    StudStreetDealt(community=parse_card("Ah")),
    StudStreetDealt(first=5),
    BroughtIn(5),
    Drew(3, 0),
    Drew(4, 2, parse_cards("Kd Qs"), parse_cards("7c 2h")),
)


@dataclass(frozen=True, slots=True)
class SeatReserved:
    """A stand-in for a tournament-layer event registered on top of the hand events."""

    name: str
    table: int
    lucky_cards: tuple[Card, ...] = ()
    best_card: Card | None = None
    kind: Literal["seat_reserved"] = "seat_reserved"


@dataclass(frozen=True, slots=True)
class HandWrapped:
    """A stand-in for a tournament event carrying hand events (a nested union)."""

    table: int
    event: HandEvent
    corrections: tuple[HandEvent, ...] = ()
    kind: Literal["hand_wrapped"] = "hand_wrapped"


class TableSnapshot(BaseModel, frozen=True):
    """A stand-in for the state a higher layer snapshots."""

    hand_number: int
    board: tuple[CompactCard, ...]
    stacks: dict[int, int]


SNAPSHOTS: Codec[TableSnapshot] = Codec(TableSnapshot)


class Clock:
    """A clock advancing one second per reading."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sidecars(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name + "-"))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "sunday.feltboard"


@pytest.fixture
def journal(path: Path) -> Iterator[Journal[HandEvent]]:
    with Journal.create(path, HAND_CODEC) as opened:
        yield opened


def closed_file_with(path: Path, events: tuple[HandEvent, ...]) -> Path:
    with Journal.create(path, HAND_CODEC) as journal:
        journal.append_many(events)
    return path


# --- codec -------------------------------------------------------------------------------


@pytest.mark.parametrize("event", ALL_KINDS, ids=lambda e: type(e).__name__)
def test_codec_round_trips_every_hand_event(event: HandEvent) -> None:
    assert HAND_CODEC.decode(HAND_CODEC.encode(event)) == event


def test_codec_writes_cards_compactly() -> None:
    text = HAND_CODEC.encode(HoleCardsDealt(2, parse_cards("As Td")))
    assert json.loads(text) == {"seat": 2, "cards": ["As", "Td"], "kind": "hole_cards"}
    assert " " not in text


def test_codec_knows_every_hand_event_kind() -> None:
    assert {event.kind for event in ALL_KINDS} == HAND_CODEC.kinds


def test_decoding_an_unknown_kind_names_it() -> None:
    with pytest.raises(UnknownEventKind, match=r"'level_started'.*newer Feltboard") as caught:
        HAND_CODEC.decode('{"kind":"level_started","level":3}')
    assert caught.value.kind == "level_started"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"kind":"hole_cards","seat":1,"cards":["Xs","Td"]}', "'Xs' is not a card"),
        ('{"kind":"bet","seat":1}', "to"),
        ('{"seat":1}', "kind"),
        ("not json", "JSON"),
    ],
)
def test_decoding_a_malformed_payload_is_a_codec_error(text: str, message: str) -> None:
    with pytest.raises(CodecError, match=message):
        HAND_CODEC.decode(text)


def test_encoding_a_foreign_value_is_a_codec_error() -> None:
    with pytest.raises(CodecError, match="Cannot store a SeatReserved"):
        HAND_CODEC.encode(SeatReserved("Ann", 1))  # type: ignore[arg-type]


def test_codec_is_extended_with_tournament_events() -> None:
    codec = HAND_CODEC.extended(SeatReserved)
    seated = SeatReserved("Ann", 2, parse_cards("Ah Ad"), Card(12, "c"))
    text = codec.encode(seated)
    assert json.loads(text)["lucky_cards"] == ["Ah", "Ad"]
    assert json.loads(text)["best_card"] == "Ac"
    assert codec.decode(text) == seated
    assert codec.decode(HAND_CODEC.encode(Folded(3))) == Folded(3)
    assert codec.kinds == HAND_CODEC.kinds | {"seat_reserved"}
    with pytest.raises(UnknownEventKind):
        HAND_CODEC.decode(text)


def test_nested_hand_events_decode_by_kind() -> None:
    codec: Codec[HandWrapped | SeatReserved] = Codec(HandWrapped | SeatReserved)
    wrapped = HandWrapped(2, HoleCardsDealt(3, parse_cards("Qs Qd")), (Folded(1), CardsMucked(4)))
    text = codec.encode(wrapped)
    assert json.loads(text)["event"] == {"seat": 3, "cards": ["Qs", "Qd"], "kind": "hole_cards"}
    assert codec.decode(text) == wrapped
    bad = text.replace('"mucked"', '"misdealt"')
    with pytest.raises(UnknownEventKind, match=r"'misdealt' in hand_wrapped\.corrections\.1"):
        codec.decode(bad)


def test_codec_rejects_members_without_or_sharing_a_kind() -> None:
    @dataclass(frozen=True)
    class Untagged:
        seat: int

    @dataclass(frozen=True)
    class AlsoFolded:
        seat: int
        kind: Literal["folded"] = "folded"

    with pytest.raises(TypeError, match="Untagged"):
        HAND_CODEC.extended(Untagged)
    with pytest.raises(TypeError, match="folded"):
        HAND_CODEC.extended(AlsoFolded)


def test_codec_handles_any_pydantic_type() -> None:
    snapshot = TableSnapshot(hand_number=12, board=parse_cards("Qh Jh Th"), stacks={1: 500})
    text = SNAPSHOTS.encode(snapshot)
    assert '"board":["Qh","Jh","Th"]' in text
    assert SNAPSHOTS.decode(text) == snapshot
    assert SNAPSHOTS.kinds == frozenset()


def test_unions_of_plain_values_are_not_event_unions() -> None:
    codec: Codec[tuple[Card, ...] | Card | None] = Codec(tuple[Card, ...] | Card | None)
    assert codec.decode(codec.encode(parse_cards("Ah 2d"))) == parse_cards("Ah 2d")
    assert codec.decode(codec.encode(Card(3, "h"))) == Card(3, "h")
    assert codec.encode(Card(3, "h")) == '"5h"'
    assert codec.decode(codec.encode(None)) is None
    assert codec.kinds == frozenset()


def test_codec_refuses_plain_cards_inside_pydantic_models() -> None:
    class Careless(BaseModel):
        board: tuple[Card, ...]

    with pytest.raises(TypeError, match=r"Careless is a pydantic class.*CompactCard"):
        Codec(Careless)
    with pytest.raises(TypeError, match="Careless"):
        Codec(tuple[HoleCardsDealt, Careless])


cards = st.sampled_from(DECK)
seats = st.integers(0, 9)
events = st.one_of(
    st.builds(Folded, seats),
    st.builds(BetPlaced, seats, st.integers(1, 10**9)),
    st.builds(RaisedTo, seats, st.integers(1, 10**9)),
    st.builds(HoleCardsDealt, seats, st.tuples(cards, cards)),
    st.builds(FlopDealt, st.lists(cards, max_size=3).map(tuple)),
    st.builds(CardsShown, seats, st.lists(cards, max_size=2).map(tuple)),
    st.builds(PotAwarded, st.integers(0, 5), st.lists(seats, min_size=1).map(tuple)),
)


@given(events)
def test_codec_round_trips_generated_events(event: HandEvent) -> None:
    assert HAND_CODEC.decode(HAND_CODEC.encode(event)) == event


# --- creating and appending --------------------------------------------------------------


def test_create_writes_a_marked_wal_file(path: Path) -> None:
    clock = Clock(datetime(2024, 5, 1, 19, 0, tzinfo=UTC))
    with Journal.create(path, HAND_CODEC, app_version="9.9", clock=clock) as journal:
        assert journal.last_seq == 0
        assert journal.info.schema_version == SCHEMA_VERSION
        assert journal.info.app_version == "9.9"
        assert journal.info.created_at == datetime(2024, 5, 1, 19, 0, 1, tzinfo=UTC)
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    finally:
        connection.close()
    assert meta == {
        "format": FILE_FORMAT,
        "schema_version": str(SCHEMA_VERSION),
        "created_at": "2024-05-01T19:00:01.000000+00:00",
        "app_version": "9.9",
        "chain_from": "1",
    }
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_create_never_overwrites(path: Path) -> None:
    path.write_text("precious")
    with pytest.raises(FileExistsError):
        Journal.create(path, HAND_CODEC)
    assert path.read_text() == "precious"


def test_append_returns_consecutive_seqs_and_events_read_back(
    journal: Journal[HandEvent],
) -> None:
    assert journal.append(Folded(1)) == 1
    assert journal.append_many(ALL_KINDS[1:]) == list(range(2, len(ALL_KINDS) + 1))
    assert journal.append_many([]) == []
    assert journal.last_seq == len(ALL_KINDS)
    entries = list(journal.events())
    assert [entry.event for entry in entries] == list(ALL_KINDS)
    assert [entry.seq for entry in entries] == list(range(1, len(ALL_KINDS) + 1))
    assert [entry.event for entry in journal.events(after_seq=12)] == list(ALL_KINDS[12:])


def test_events_survive_reopening(path: Path) -> None:
    closed_file_with(path, ALL_KINDS)
    with Journal.open(path, HAND_CODEC) as journal:
        assert journal.last_seq == len(ALL_KINDS)
        assert [entry.event for entry in journal.events()] == list(ALL_KINDS)
        assert journal.append(Folded(4)) == len(ALL_KINDS) + 1


def test_recorded_at_comes_from_the_clock_in_utc(path: Path) -> None:
    paris = timezone(timedelta(hours=2))
    clock = Clock(datetime(2024, 5, 1, 21, 0, tzinfo=paris))
    with Journal.create(path, HAND_CODEC, clock=clock) as journal:
        journal.append(Folded(1))
        journal.append_many([Checked(2), Called(3)])
        times = [entry.recorded_at for entry in journal.events()]
    second = datetime(2024, 5, 1, 19, 0, 3, tzinfo=UTC)
    assert times == [datetime(2024, 5, 1, 19, 0, 2, tzinfo=UTC), second, second]


def test_a_naive_clock_is_refused(path: Path) -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        Journal.create(path, HAND_CODEC, clock=lambda: datetime(2024, 5, 1))


def test_append_is_on_disk_when_it_returns(journal: Journal[HandEvent], tmp_path: Path) -> None:
    """Copy the raw files while the journal is open, as a power cut would leave them.

    An unfinished read is left pending on purpose: the write must commit regardless.
    """
    journal.append_many([Folded(seat) for seat in range(5000)])
    pending = journal.events()
    next(pending)
    journal.append(HoleCardsDealt(3, parse_cards("7c 7d")))
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in [journal.path.name, *sidecars(journal.path)]:
        shutil.copyfile(journal.path.parent / name, crashed / name)
    with Journal.open(crashed / journal.path.name, HAND_CODEC) as survivor:
        assert survivor.last_seq == 5001
        assert next(survivor.events(after_seq=5000)).event.kind == "hole_cards"
    assert sum(1 for _ in pending) == 5000


def test_append_many_is_all_or_nothing(journal: Journal[HandEvent]) -> None:
    journal.append(Folded(1))
    batch = [Checked(2), SeatReserved("Ann", 1), Called(3)]
    with pytest.raises(CodecError):
        journal.append_many(batch)  # type: ignore[arg-type]
    assert journal.last_seq == 1
    assert [entry.seq for entry in journal.events()] == [1]


def test_a_failed_write_records_nothing_and_the_journal_goes_on(
    journal: Journal[HandEvent],
) -> None:
    journal.append(Folded(1))
    connection = journal._connection  # simulate a full disk
    assert connection is not None
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")
    big = PotAwarded(0, tuple(range(3000)))
    with pytest.raises(WriteFailed, match="not recorded"):
        journal.append_many([big, big])
    assert journal.last_seq == 1
    assert not connection.in_transaction
    connection.execute("PRAGMA max_page_count = 1073741823")
    assert journal.append(Checked(2)) == 2
    assert [entry.seq for entry in journal.events()] == [1, 2]


def test_iteration_reads_in_pages_and_sees_later_appends(journal: Journal[HandEvent]) -> None:
    journal.append_many([BetPlaced(seat % 9, seat) for seat in range(1, 9001)])
    seen = 0
    for entry in journal.events(after_seq=4000):
        seen += 1
        assert entry.event == BetPlaced(entry.seq % 9, entry.seq)
        if entry.seq == 8000:
            journal.append(BetPlaced(9001 % 9, 9001))
    assert seen == 5001


def test_the_latest_event_with_a_field_is_found_past_damaged_rows(path: Path) -> None:
    closed_file_with(path, (Folded(1), Folded(3), BetPlaced(3, 200), Folded(3), Checked(3)))
    connection = sqlite3.connect(path)
    try:  # a row another program wrote, not JSON
        with connection:
            connection.execute(
                "INSERT INTO events (kind, payload, recorded_at) VALUES ('folded', '{oops', '')"
            )
    finally:
        connection.close()
    with Journal.open(path, HAND_CODEC) as journal:
        assert journal.latest_seq_with("folded", "seat", 3) == 4
        assert journal.latest_seq_with("folded", "seat", 1) == 1
        assert journal.latest_seq_with("bet", "to", 200) == 3
        assert journal.latest_seq_with("folded", "seat", 9) is None
        assert journal.latest_seq_with("checked", "seat", "3") is None  # JSON types count
        with pytest.raises(ValueError, match="Not a field name"):
            journal.latest_seq_with("folded", "seat') OR 1 --", 3)


def test_without_json_functions_nothing_is_found(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    closed_file_with(path, (Folded(1),))
    # An SQLite built without JSON functions (as some were before 3.38) names them missing.
    query = journal_module._SELECT_LATEST_WITH.replace("json_valid(", "json_validity(")
    monkeypatch.setattr(journal_module, "_SELECT_LATEST_WITH", query)
    with Journal.open(path, HAND_CODEC) as journal:
        assert journal.latest_seq_with("folded", "seat", 1) is None


def test_the_events_table_refuses_updates_and_deletes(path: Path) -> None:
    closed_file_with(path, (Folded(1), Checked(2)))
    connection = sqlite3.connect(path)
    try:
        for statement in ("DELETE FROM events WHERE seq = 2", "UPDATE events SET kind = 'x'"):
            with pytest.raises(sqlite3.DatabaseError, match="append-only"):
                connection.execute(statement)
        assert connection.execute("SELECT count(*) FROM events").fetchone() == (2,)
    finally:
        connection.close()
    forbidden = ("delete", "truncate", "remove", "drop", "undo", "pop")
    assert not [name for name in dir(Journal) if name.startswith(forbidden)]


def test_a_closed_journal_says_so(journal: Journal[HandEvent]) -> None:
    journal.close()
    journal.close()
    assert journal.closed
    with pytest.raises(JournalClosed, match=r"sunday.feltboard is closed"):
        journal.append(Folded(1))
    with pytest.raises(JournalClosed):
        list(journal.events())


# --- snapshots ---------------------------------------------------------------------------


def test_snapshots_store_any_value_and_the_latest_wins(journal: Journal[HandEvent]) -> None:
    assert journal.latest_snapshot(SNAPSHOTS) is None
    journal.append_many([Folded(1), Checked(2), Called(3)])
    first = TableSnapshot(hand_number=1, board=(), stacks={1: 100})
    later = TableSnapshot(hand_number=2, board=parse_cards("Ah Kh Qh"), stacks={1: 90, 2: 110})
    journal.write_snapshot(0, first, SNAPSHOTS)
    journal.write_snapshot(3, later, SNAPSHOTS)
    journal.write_snapshot(2, first, SNAPSHOTS)
    assert journal.latest_snapshot(SNAPSHOTS) == (3, later)
    replaced = later.model_copy(update={"hand_number": 3})
    journal.write_snapshot(3, replaced, SNAPSHOTS)
    assert journal.latest_snapshot(SNAPSHOTS) == (3, replaced)


@pytest.mark.parametrize("seq", [-1, 4])
def test_a_snapshot_must_follow_a_recorded_event(journal: Journal[HandEvent], seq: int) -> None:
    journal.append_many([Folded(1), Checked(2), Called(3)])
    with pytest.raises(ValueError, match="last event is 3"):
        journal.write_snapshot(seq, TableSnapshot(hand_number=1, board=(), stacks={}), SNAPSHOTS)


def test_snapshot_then_tail_replay(path: Path) -> None:
    with Journal.create(path, HAND_CODEC) as journal:
        journal.append_many([BetPlaced(1, amount) for amount in range(1, 101)])
        state = TableSnapshot(hand_number=100, board=(), stacks={1: 5050})
        journal.write_snapshot(100, state, SNAPSHOTS)
        journal.append_many([BetPlaced(1, amount) for amount in range(101, 106)])
    with Journal.open(path, HAND_CODEC) as journal:
        snapshot = journal.latest_snapshot(SNAPSHOTS)
        assert snapshot is not None
        tail = [entry.event for entry in journal.events(after_seq=snapshot.seq)]
    assert snapshot.payload.stacks[1] + sum(e.to for e in tail if isinstance(e, BetPlaced)) == (
        sum(range(1, 106))
    )


# --- versions and bad files --------------------------------------------------------------


def set_meta(path: Path, key: str, value: str) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("UPDATE meta SET value = ? WHERE key = ?", (value, key))
        connection.commit()
    finally:
        connection.close()


def assert_refused(path: Path, error: type[Exception], match: str) -> None:
    """Opening and reading the info of ``path`` both fail, and neither touches the file."""
    before = sha256(path)
    before_sidecars = sidecars(path)
    with pytest.raises(error, match=match):
        Journal.open(path, HAND_CODEC)
    if error is not CorruptFile:
        with pytest.raises(error, match=match):
            read_info(path)
    assert sha256(path) == before
    assert sidecars(path) == before_sidecars


def test_a_newer_file_is_refused_and_untouched(path: Path) -> None:
    closed_file_with(path, (Folded(1),))
    newer = SCHEMA_VERSION + 1
    set_meta(path, "schema_version", str(newer))
    assert_refused(
        path,
        NewerFileError,
        rf"^This file was written by a newer Feltboard \(schema {newer}\); "
        rf"this version reads up to {SCHEMA_VERSION}\.",
    )


def test_a_text_file_is_not_a_feltboard_file(path: Path) -> None:
    path.write_text("Sunday game\nAnn 1500\n")
    assert_refused(path, NotAFeltboardFile, "sunday.feltboard is not a Feltboard tournament")


def test_an_empty_file_is_not_a_feltboard_file(path: Path) -> None:
    path.write_bytes(b"")
    assert_refused(path, NotAFeltboardFile, "is empty")


def test_another_programs_database_is_not_a_feltboard_file(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contacts (name TEXT)")
    connection.execute("INSERT INTO contacts VALUES ('Ann')")
    connection.commit()
    connection.close()
    assert_refused(path, NotAFeltboardFile, "database of another program")


def test_another_feltboard_format_is_not_a_tournament(path: Path) -> None:
    closed_file_with(path, ())
    set_meta(path, "format", "Feltboard blind structure")
    assert_refused(path, NotAFeltboardFile, "'Feltboard blind structure', not a tournament")


def test_a_feltboard_header_without_meta_is_corrupt(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE events (seq INTEGER PRIMARY KEY)")
    connection.commit()
    connection.close()
    assert_refused(path, CorruptFile, "no such table: meta")


def test_malformed_meta_is_corrupt(path: Path) -> None:
    closed_file_with(path, ())
    set_meta(path, "schema_version", "two")
    assert_refused(path, CorruptFile, "damaged")


def test_damaged_pages_are_corrupt(path: Path) -> None:
    closed_file_with(path, tuple(PotAwarded(0, tuple(range(50))) for _ in range(300)))
    data = bytearray(path.read_bytes())
    assert len(data) > 8 * 4096
    data[3 * 4096 : 6 * 4096] = bytes(range(256)) * 48
    path.write_bytes(bytes(data))
    assert_refused(path, CorruptFile, "sunday.feltboard is damaged")


@pytest.mark.parametrize("keep", [4096 + 1000, 60])
def test_a_cut_short_file_is_corrupt(path: Path, keep: int) -> None:
    closed_file_with(path, tuple(Folded(seat % 9) for seat in range(2000)))
    path.write_bytes(path.read_bytes()[:keep])
    assert_refused(path, CorruptFile, "damaged")


def test_a_file_in_use_is_refused(journal: Journal[HandEvent]) -> None:
    journal.append(Folded(1))
    with pytest.raises(FileInUse, match="open in another Feltboard"):
        Journal.open(journal.path, HAND_CODEC)
    assert journal.append(Checked(2)) == 2


def test_a_file_open_in_another_process_is_refused(path: Path) -> None:
    closed_file_with(path, (Folded(1),))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_OPEN, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == b"open\n"
        with pytest.raises(FileInUse):
            Journal.open(path, HAND_CODEC)
    finally:
        holder.communicate(b"\n", timeout=10)
    with Journal.open(path, HAND_CODEC) as journal:
        assert journal.last_seq == 2


HOLD_OPEN = """
import sys
from app.engine.events import Checked
from app.store.codec import HAND_CODEC
from app.store.journal import Journal
with Journal.open(sys.argv[1], HAND_CODEC) as journal:
    journal.append(Checked(2))
    print("open", flush=True)
    sys.stdin.readline()
"""


def test_a_missing_file_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        Journal.open(tmp_path / "nowhere.feltboard", HAND_CODEC)


def test_read_info_reads_the_description_without_writing(path: Path) -> None:
    closed_file_with(path, (Folded(1),))
    set_meta(path, "app_version", "0.9")
    before = sha256(path)
    info = read_info(path)
    assert (info.path, info.schema_version, info.app_version) == (path, SCHEMA_VERSION, "0.9")
    assert info.created_at.tzinfo is not None
    assert sha256(path) == before
    assert sidecars(path) == []


# --- migrations --------------------------------------------------------------------------


V0_EVENTS = (Folded(1), HoleCardsDealt(2, parse_cards("As Kd")), CardsShown(2))


def write_v0_file(path: Path) -> None:
    """A fake schema 0: no recorded_at, no snapshots, cards stored as rank/suit dicts."""
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    connection.executemany(
        "INSERT INTO meta VALUES (?, ?)",
        [
            ("format", FILE_FORMAT),
            ("schema_version", "0"),
            ("created_at", "2023-12-31T20:00:00+00:00"),
            ("app_version", "0.0.1"),
        ],
    )
    connection.execute("CREATE TABLE events (seq INTEGER PRIMARY KEY, kind TEXT, payload TEXT)")
    for event in V0_EVENTS:
        payload = json.loads(HAND_CODEC.encode(event))
        if "cards" in payload:
            payload["cards"] = [{"rank": c.rank, "suit": c.suit} for c in event.cards]  # type: ignore[union-attr]
        connection.execute(
            "INSERT INTO events (kind, payload) VALUES (?, ?)", (event.kind, json.dumps(payload))
        )
    connection.commit()
    connection.close()


def migrate_v0_to_v1(connection: sqlite3.Connection) -> None:
    """The fake migration: add recorded_at and snapshots, rewrite cards compactly."""
    connection.execute(
        "ALTER TABLE events ADD COLUMN recorded_at TEXT NOT NULL"
        " DEFAULT '2023-12-31T20:00:00+00:00'"
    )
    rows = connection.execute("SELECT seq, payload FROM events").fetchall()
    for seq, text in rows:
        payload = json.loads(text)
        if "cards" in payload:
            payload["cards"] = [str(Card(c["rank"], c["suit"])) for c in payload["cards"]]
        connection.execute(
            "UPDATE events SET payload = ? WHERE seq = ?", (json.dumps(payload), seq)
        )
    connection.execute(
        "CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, payload TEXT NOT NULL,"
        " recorded_at TEXT NOT NULL)"
    )
    for action in ("UPDATE", "DELETE"):
        connection.execute(
            f"CREATE TRIGGER events_no_{action.lower()} BEFORE {action} ON events"
            " BEGIN SELECT RAISE(ABORT, 'the event journal is append-only'); END"
        )


def test_an_older_file_is_migrated(path: Path) -> None:
    write_v0_file(path)
    schema = Schema(version=1, migrations={0: migrate_v0_to_v1})
    with Journal.open(path, HAND_CODEC, schema=schema) as journal:
        assert journal.info.schema_version == 1
        assert [entry.event for entry in journal.events()] == list(V0_EVENTS)
        journal.append(Folded(5))
    assert read_info(path).schema_version == 1
    with Journal.open(path, HAND_CODEC) as journal:
        assert [entry.event for entry in journal.events()] == [*V0_EVENTS, Folded(5)]


def test_an_older_file_without_a_migration_path_is_untouched(path: Path) -> None:
    write_v0_file(path)
    before = sha256(path)
    with pytest.raises(MigrationError, match=r"schema 0.*not modified"):
        Journal.open(path, HAND_CODEC, schema=Schema(version=2, migrations={1: print}))
    assert sha256(path) == before


def test_a_failed_migration_is_rolled_back(path: Path) -> None:
    write_v0_file(path)
    before = sha256(path)

    def broken(connection: sqlite3.Connection) -> None:
        migrate_v0_to_v1(connection)
        raise RuntimeError("disk on fire")

    with pytest.raises(MigrationError, match="from schema 0 to 1: disk on fire"):
        Journal.open(path, HAND_CODEC, schema=Schema(version=1, migrations={0: broken}))
    assert sha256(path) == before
    assert sidecars(path) == []
    assert read_info(path, schema=Schema(version=1, migrations={})).schema_version == 0


# --- copies and backups ------------------------------------------------------------------


def test_copy_to_is_a_consistent_standalone_copy(
    journal: Journal[HandEvent], tmp_path: Path
) -> None:
    journal.append_many(ALL_KINDS)
    target = tmp_path / "elsewhere" / "saved as.feltboard"
    target.parent.mkdir()
    target.write_text("replaced by the copy")
    assert journal.copy_to(target) == target.resolve()
    journal.append(Folded(9))
    assert sorted(p.name for p in target.parent.iterdir()) == [target.name]
    with Journal.open(target, HAND_CODEC) as copy:
        assert [entry.event for entry in copy.events()] == list(ALL_KINDS)
    connection = sqlite3.connect(target)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        connection.close()
    with pytest.raises(ValueError, match="onto itself"):
        journal.copy_to(journal.path)


def test_backup_names_the_copy_after_the_label(
    journal: Journal[HandEvent], tmp_path: Path
) -> None:
    journal.append(Folded(1))
    folder = tmp_path / "backups" / "nested"
    made = journal.backup(folder, "Break 2 / level 6")
    assert made == (folder / "sunday-Break-2-level-6.feltboard").resolve()
    journal.append(Checked(2))
    assert journal.backup(folder, "Break 2 / level 6") == made
    assert read_info(made).schema_version == SCHEMA_VERSION
    with Journal.open(made, HAND_CODEC) as backup:
        assert backup.last_seq == 2
    with pytest.raises(ValueError, match="letter or digit"):
        journal.backup(folder, " / ")


# --- locations ---------------------------------------------------------------------------


def test_default_folders_come_from_platformdirs() -> None:
    assert data_folder.data_dir() == Path(platformdirs.user_data_dir("Feltboard"))
    assert locations.backups_dir(Path("/data")) == Path("/data/backups")


@pytest.mark.parametrize(
    ("given_name", "expected"),
    [("sunday", "sunday.feltboard"), ("sunday.feltboard", "sunday.feltboard"),
     ("v1.2", "v1.2.feltboard"), ("Sunday.FELTBOARD", "Sunday.FELTBOARD")],
)
def test_with_suffix(given_name: str, expected: str) -> None:
    assert locations.with_suffix(Path("/t") / given_name) == Path("/t") / expected


def test_recent_files_most_recent_first_at_most_ten(tmp_path: Path) -> None:
    data = tmp_path / "data"
    files = [tmp_path / f"t{number}.feltboard" for number in range(12)]
    for file in files:
        file.touch()
        locations.add_recent(file, data)
    locations.add_recent(files[5], data)
    expected = [files[5], *reversed(files[6:]), *reversed(files[2:5])]
    assert list(locations.recent_files(data)) == expected
    assert len(expected) == locations.RECENT_LIMIT


def test_recent_files_drop_missing_files(tmp_path: Path) -> None:
    data = tmp_path / "data"
    kept, gone = tmp_path / "kept.feltboard", tmp_path / "gone.feltboard"
    kept.touch()
    gone.touch()
    locations.add_recent(kept, data)
    locations.add_recent(gone, data)
    gone.unlink()
    assert locations.recent_files(data) == (kept,)
    assert locations.remove_recent(kept, data) == ()
    stored = json.loads((data / locations.RECENT_FILE_NAME).read_text())
    assert stored == {"version": 1, "files": []}


def test_an_unreadable_recent_list_counts_as_empty(tmp_path: Path) -> None:
    (tmp_path / locations.RECENT_FILE_NAME).write_text("{not json")
    assert locations.recent_files(tmp_path) == ()
    file = tmp_path / "t.feltboard"
    file.touch()
    assert locations.add_recent(file, tmp_path) == (file,)
    assert sorted(p.name for p in tmp_path.iterdir()) == [locations.RECENT_FILE_NAME, file.name]
