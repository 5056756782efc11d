"""Integrity of a tournament file: damaged events refused, damaged snapshots repaired,
old files still open, and random damage never opens to a different state (issue 14)."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import random
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli.export import run_export
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError
from app.engine.events import RaisedTo
from app.engine.tournament import TournamentState
from app.engine.tournament_events import HandActed
from app.store import tournament_file
from app.store.journal import (
    SCHEMA_VERSION,
    CannotWrite,
    CorruptFile,
    DamagedEvent,
    Journal,
    ReadOnlyFile,
    read_info,
)
from app.store.journal_integrity import link as _link
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec, to_snapshot
from tests.store.test_tournament_file import act_randomly, play_hand, same_state, start


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path


def chips_in_play(state: TournamentState) -> int:
    """The players' stacks (a live hand's players as they were when it was dealt)."""
    return sum(player.stack for player in state.players)


def build(path: Path, hands: int, monkeypatch: pytest.MonkeyPatch) -> TournamentState:
    """A file with ``hands`` hands, a snapshot every two, and a hand in progress."""
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 2)
    rng = random.Random(14)
    with start(path, players=6, tables=1) as file:
        for _ in range(hands):
            play_hand(file, 1, rng)
        play_hand_partly(file, rng)
        return file.state


def play_hand_partly(file: TournamentFile, rng: random.Random) -> None:
    file.record(next_hand_event(file.state, 1, 0.0))
    act_randomly(file, 1, rng, limit=2)


def execute(path: Path, *statements: tuple[str, tuple[object, ...]]) -> None:
    """Run SQL on the file as another program would, append-only triggers dropped."""
    connection = sqlite3.connect(path)
    try:
        triggers = connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
        ).fetchall()
        for name, _ in triggers:
            connection.execute(f"DROP TRIGGER {name}")
        for sql, parameters in statements:
            connection.execute(sql, parameters)
        for _, sql in triggers:
            connection.execute(sql)
        connection.commit()
    finally:
        connection.close()


def query(path: Path, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql, parameters).fetchall()
    finally:
        connection.close()


# ----- damaged snapshots -----------------------------------------------------------------


def test_an_edited_snapshot_is_repaired_by_replay_and_the_original_kept(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    before = build(path, 6, monkeypatch)
    ((seq, text),) = query(path, "SELECT seq, payload FROM snapshots ORDER BY seq DESC LIMIT 1")
    payload = json.loads(str(text))
    for player in payload["players"]:
        player["stack"] = 243_350  # 6 x 243,350 = 1,460,100 chips for 6,000 issued
    forged = json.dumps(payload, separators=(",", ":"))
    execute(path, ("UPDATE snapshots SET payload = ? WHERE seq = ?", (forged, seq)))
    with TournamentFile.open(path) as file:
        same_state(file.state, before)
        assert chips_in_play(file.state) == chips_in_play(before) < 1_460_100
        assert file.repair_note is not None
        assert f"The snapshot after event {seq} is damaged" in file.repair_note
    kept = [p for p in folder.iterdir() if "before-repair" in p.name]
    assert len(kept) == 1 and kept[0].name in file.repair_note
    assert query(kept[0], "SELECT payload FROM snapshots WHERE seq = ?", (seq,)) == [(forged,)]
    # The repaired file now opens from a good snapshot, without a second repair.
    with TournamentFile.open(path) as again:
        same_state(again.state, before)
        assert again.repair_note is None
    assert len([p for p in folder.iterdir() if "before-repair" in p.name]) == 1


def test_a_damaged_snapshot_on_a_read_only_open_is_only_replayed(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    before = build(path, 4, monkeypatch)
    execute(path, ("UPDATE snapshots SET checksum = zeroblob(16)", ()))
    image = path.read_bytes()
    with TournamentFile.open(path, read_only=True) as file:
        same_state(file.state, before)
        assert file.repair_note is not None and "left as it was" in file.repair_note
    assert path.read_bytes() == image
    assert [p.name for p in folder.iterdir()] == [path.name]


# ----- damaged and forged events ---------------------------------------------------------


def test_a_damaged_event_is_refused_with_its_number(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    build(path, 4, monkeypatch)
    last = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    execute(
        path,
        (
            "UPDATE events SET payload = replace(payload, 'e', '4') WHERE seq = ?",
            (2,),
        ),
    )
    # The damage is before the snapshot: the state opens exactly (the snapshot is bound to
    # the chain), and every reading of that event refuses it.
    with TournamentFile.open(path) as file, pytest.raises(DamagedEvent, match="at event 2:"):
        list(file.hand_histories())
    execute(
        path,
        (
            "UPDATE events SET payload = replace(payload, '\"kind\":', '\"kind\": ')"
            " WHERE seq = ?",
            (last,),
        ),
    )
    with pytest.raises(DamagedEvent, match=rf"damaged at event {last}: .*not modified"):
        TournamentFile.open(path)


def test_an_event_whose_text_is_damaged_is_named(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    build(path, 2, monkeypatch)
    last = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    execute(
        path,
        (
            "UPDATE events SET payload = CAST(CAST(payload AS BLOB) || x'ff' AS TEXT)"
            " WHERE seq = ?",
            (last - 1,),
        ),
    )
    with pytest.raises(DamagedEvent, match=f"at event {last - 1}: its text cannot be read"):
        TournamentFile.open(path)


def test_an_illegal_raise_written_into_the_journal_is_refused_not_exported(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    state = build(path, 2, monkeypatch)
    table = state.table(1)
    assert table.hand is not None and table.hand_state is not None
    seat = table.hand_state.to_act
    assert seat is not None
    event = HandActed(1, table.hand.number, RaisedTo(seat, 99_999_999))
    payload = event_codec().encode(event)
    last, chain, at = query(
        path, "SELECT seq, chain, recorded_at FROM events ORDER BY seq DESC LIMIT 1"
    )[0]
    assert isinstance(last, int) and isinstance(chain, bytes) and isinstance(at, str)
    # Without a checksum: refused as damage.
    insert = "INSERT INTO events (seq, kind, payload, recorded_at, chain) VALUES (?, ?, ?, ?, ?)"
    copy = folder / "copy.feltboard"
    shutil.copy(path, copy)
    execute(copy, (insert, (last + 1, "hand_acted", payload, at, None)))
    with pytest.raises(DamagedEvent, match=f"at event {last + 1}: its checksum is missing"):
        TournamentFile.open(copy)
    # With a forged checksum: the engine refuses it when the file opens.
    forged = _link(chain, last + 1, "hand_acted", at, payload)
    execute(path, (insert, (last + 1, "hand_acted", payload, at, forged)))
    with pytest.raises(CorruptFile, match="an event the rules refuse"):
        TournamentFile.open(path)
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert run_export(path, "phh", folder / "hands", workers=1) != 0
    assert "an event the rules refuse" in err.getvalue()
    assert not (folder / "hands").exists() or not list((folder / "hands").iterdir())


# ----- old files --------------------------------------------------------------------------


def as_schema_1(path: Path) -> None:
    """Turn a file into what Feltboard wrote before checksums (schema 1)."""
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("DROP TABLE steps")  # schema 4's, with its triggers
    execute(
        path,
        ("ALTER TABLE events DROP COLUMN chain", ()),
        ("ALTER TABLE snapshots DROP COLUMN checksum", ()),
        ("DELETE FROM meta WHERE key = 'chain_from'", ()),
        ("UPDATE meta SET value = '1' WHERE key = 'schema_version'", ()),
    )


def test_a_file_from_before_checksums_opens_and_is_upgraded(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "old.feltboard"
    before = build(path, 4, monkeypatch)
    as_schema_1(path)
    image = path.read_bytes()
    with TournamentFile.open(path, read_only=True) as viewed:
        same_state(viewed.state, before)
        assert len(list(viewed.hand_histories())) == 4
    assert path.read_bytes() == image
    with TournamentFile.open(path) as file:
        same_state(file.state, before)
        assert file.repair_note is None  # an unchecked snapshot is replaced, not damage
        assert file.info.schema_version == SCHEMA_VERSION
        act_randomly(file, 1, random.Random(2), limit=1)
        after = file.state
    assert read_info(path).schema_version == SCHEMA_VERSION
    chain_from = int(str(query(path, "SELECT value FROM meta WHERE key = 'chain_from'")[0][0]))
    assert query(path, "SELECT count(*) FROM events WHERE chain IS NULL") == [(chain_from - 1,)]
    assert query(path, "SELECT count(*) FROM snapshots WHERE checksum IS NOT NULL") != [(0,)]
    assert [p.name for p in folder.iterdir()] == [path.name]
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, after)


# ----- read-only -----------------------------------------------------------------------------


def test_a_read_only_open_writes_nothing_and_refuses_recording(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    before = build(path, 2, monkeypatch)
    image = path.read_bytes()
    with TournamentFile.open(path, read_only=True) as file:
        assert file.read_only
        assert len(list(file.hand_histories())) == 2
        table = file.state.table(1)
        assert table.hand is not None and table.hand_state is not None
        with pytest.raises(ReadOnlyFile, match="read-only"):
            file.record(HandActed(1, table.hand.number, RaisedTo(1, 10**6)))
        same_state(file.state, before)
    assert path.read_bytes() == image
    assert [p.name for p in folder.iterdir()] == [path.name]


@contextlib.contextmanager
def small_filesystem(folder: Path, size: str) -> Iterator[Path]:
    """A real file system of ``size`` mounted at ``folder`` (skips unless root may mount)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small file system needs root")
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small file system: {mounted.stderr!r}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def remount_read_only(folder: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)


def test_a_file_on_read_only_media_opens_read_only(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with small_filesystem(folder / "media", "8m") as media:
        path = media / "t.feltboard"
        before = build(path, 2, monkeypatch)
        remount_read_only(media)
        with TournamentFile.open(path) as file:
            assert file.read_only
            same_state(file.state, before)
            assert len(list(file.hand_histories())) == 2
        with pytest.raises(CannotWrite):
            Journal.open(path, event_codec())


def test_a_read_only_file_opens_read_only(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = folder / "t.feltboard"
    before = build(path, 2, monkeypatch)
    monkeypatch.setattr(tournament_file, "can_write", lambda _path: False)
    with TournamentFile.open(path) as file:
        assert file.read_only
        same_state(file.state, before)


# ----- random damage -------------------------------------------------------------------------


class Pristine:
    """A closed file's bytes and what it opens to (short repr: hypothesis prints it)."""

    def __init__(self, image: bytes, expected: dict[str, object]) -> None:
        self.image = image
        self.expected = expected

    def __repr__(self) -> str:
        return f"Pristine({len(self.image)} bytes)"


@pytest.fixture(scope="module")
def pristine() -> Iterator[Pristine]:
    """A closed file with snapshots and a live hand, and what it opens to."""
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        path = Path(folder) / "t.feltboard"
        build(path, 5, patch)
        with TournamentFile.open(path) as file:
            expected = opened_view(file)
        yield Pristine(path.read_bytes(), expected)


def opened_view(file: TournamentFile) -> dict[str, object]:
    """What a host can see of an open file: the state, then the hands."""
    return {
        "state": to_snapshot(file.state, 0),
        "hands": list(file.hand_histories()),
        "undo": [entry.event for entry in file.latest_entries(1000)],
    }


@settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_random_damage_is_refused_or_harmless(pristine: Pristine, data: st.DataObject) -> None:
    image, expected = pristine.image, pristine.expected
    damaged = bytearray(image)
    for _ in range(data.draw(st.integers(1, 3), label="flips")):
        offset = data.draw(st.integers(0, len(image) - 1), label="offset")
        damaged[offset] ^= data.draw(st.integers(1, 255), label="xor")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.feltboard"
        path.write_bytes(bytes(damaged))
        try:
            file = TournamentFile.open(path)
        except FeltboardError as error:
            assert str(error)
            return
        try:
            view = {"state": to_snapshot(file.state, 0)}
            assert view["state"] == expected["state"]
            try:
                seen = opened_view(file)
            except FeltboardError as error:
                assert str(error)
                return
            assert seen == expected
        finally:
            file.close()


def test_the_chain_is_the_blake2b_hashlib_computes() -> None:
    """Files written before and after the chain stopped importing hashlib read alike."""
    previous = bytes(range(16))
    row = "7\x1fhand_acted\x1f2026-12-04T19:00:00+00:00\x1f{\"é\": 1}".encode()
    assert _link(previous, 7, "hand_acted", "2026-12-04T19:00:00+00:00", '{"é": 1}') == (
        hashlib.blake2b(previous + row, digest_size=16).digest()
    )
