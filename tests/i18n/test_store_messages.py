"""What a host reads about a tournament file can be translated: every refusal of the store
(a damaged, newer, foreign, locked or read-only file, a full disk, a bad undo...) is
produced for real under ``pseudo_language`` and must come back translated, with the file
left as it was where the English promises it."""

from __future__ import annotations

import hashlib
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.engine.events import Folded, HandEvent, RaisedTo
from app.engine.tournament_events import HandActed
from app.store import journal as journal_module
from app.store import tournament_file
from app.store.codec import HAND_CODEC, CodecError, UnknownEventKind
from app.store.journal import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    CorruptFile,
    DamagedEvent,
    DamagedSnapshot,
    FileInUse,
    Journal,
    JournalClosed,
    JournalError,
    MigrationError,
    NewerFileError,
    NotAFeltboardFile,
    ReadOnlyFile,
    Schema,
    WriteFailed,
    read_info,
)
from app.store.journal_integrity import link
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec, snapshot_codec
from tests.store.test_integrity import as_schema_1, build, execute, query
from tests.store.test_journal import write_v0_file
from tests.store.test_tournament_file import play_hand, start
from tests.tournament_kit import SETUP

Translated = Callable[[str], bool]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "sunday.feltboard"


def closed_file(path: Path, *events: HandEvent) -> Path:
    with Journal.create(path, HAND_CODEC) as journal:
        journal.append_many(events)
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def set_meta(path: Path, key: str, value: str) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("UPDATE meta SET value = ? WHERE key = ?", (value, key))
        connection.commit()
    finally:
        connection.close()


def refusal(path: Path, error: type[Exception], **options: Any) -> str:
    """The message of opening ``path``, which must fail with ``error`` and leave the file
    exactly as it was."""
    before = digest(path)
    with pytest.raises(error) as caught:
        Journal.open(path, HAND_CODEC, **options)
    assert digest(path) == before
    return str(caught.value)


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite reports a full disk on every event written from now on."""

    def insert(*_args: object) -> bytes:
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorname = "SQLITE_FULL"
        raise error

    monkeypatch.setattr(journal_module, "_insert_chained", insert)


# ----- files that are refused ----------------------------------------------------------------


def test_a_newer_file(path: Path, pseudo_language: Translated) -> None:
    closed_file(path, Folded(1))
    set_meta(path, "schema_version", str(SCHEMA_VERSION + 1))
    message = refusal(path, NewerFileError)
    assert pseudo_language(message)
    assert f"(schema {SCHEMA_VERSION + 1})" in message and "reads up to" in message
    with pytest.raises(NewerFileError) as caught:
        read_info(path)
    assert pseudo_language(str(caught.value))


def test_a_text_file(path: Path, pseudo_language: Translated) -> None:
    path.write_text("Sunday game\nAnn 1500\n")
    message = refusal(path, NotAFeltboardFile)
    assert pseudo_language(message) and "sunday.feltboard" in message


def test_an_empty_file(path: Path, pseudo_language: Translated) -> None:
    path.write_bytes(b"")
    assert pseudo_language(refusal(path, NotAFeltboardFile))


def test_another_programs_database(path: Path, pseudo_language: Translated) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contacts (name TEXT)")
    connection.commit()
    connection.close()
    assert pseudo_language(refusal(path, NotAFeltboardFile))


def test_another_feltboard_format(path: Path, pseudo_language: Translated) -> None:
    closed_file(path)
    set_meta(path, "format", "Feltboard blind structure")
    message = refusal(path, NotAFeltboardFile)
    assert pseudo_language(message) and "'Feltboard blind structure'" in message


def test_a_feltboard_file_without_its_tables(path: Path, pseudo_language: Translated) -> None:
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE events (seq INTEGER PRIMARY KEY)")
    connection.commit()
    connection.close()
    message = refusal(path, CorruptFile)
    assert pseudo_language(message) and "no such table: meta" in message  # SQLite's words


def test_malformed_meta(path: Path, pseudo_language: Translated) -> None:
    closed_file(path)
    set_meta(path, "schema_version", "two")
    assert pseudo_language(refusal(path, CorruptFile))


def test_a_description_with_keys_missing(path: Path, pseudo_language: Translated) -> None:
    closed_file(path)
    connection = sqlite3.connect(path)
    connection.execute("DELETE FROM meta WHERE key = 'created_at'")
    connection.commit()
    connection.close()
    message = refusal(path, CorruptFile)
    assert pseudo_language(message) and "created_at" in message


@pytest.mark.parametrize("keep", [4096 + 1000, 60])
def test_a_cut_short_file(path: Path, keep: int, pseudo_language: Translated) -> None:
    closed_file(path, *(Folded(seat % 9) for seat in range(2000)))
    path.write_bytes(path.read_bytes()[:keep])
    assert pseudo_language(refusal(path, CorruptFile))


def test_a_file_in_use(path: Path, pseudo_language: Translated) -> None:
    with Journal.create(path, HAND_CODEC) as journal:
        journal.append(Folded(1))
        with pytest.raises(FileInUse) as caught:
            Journal.open(path, HAND_CODEC)
        assert pseudo_language(str(caught.value))
        assert journal.append(Folded(2)) == 2  # the first window goes on


def test_an_older_file_without_an_upgrade(path: Path, pseudo_language: Translated) -> None:
    write_v0_file(path)
    message = refusal(path, MigrationError, schema=Schema(version=2, migrations={1: print}))
    assert pseudo_language(message) and "schema 0" in message


def test_an_older_file_opened_read_only(path: Path, pseudo_language: Translated) -> None:
    write_v0_file(path)
    message = refusal(path, MigrationError, read_only=True)
    assert pseudo_language(message) and "sunday.feltboard" in message


def test_an_upgrade_that_fails(path: Path, pseudo_language: Translated) -> None:
    write_v0_file(path)

    def broken(_connection: sqlite3.Connection) -> None:
        raise OSError("disk on fire")

    message = refusal(path, MigrationError, schema=Schema(version=1, migrations={0: broken}))
    assert pseudo_language(message) and "disk on fire" in message


# ----- damaged events and snapshots ------------------------------------------------------------


def test_a_damaged_event(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 2, monkeypatch)
    last = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    execute(path, ("UPDATE events SET payload = replace(payload, ':', ': ') WHERE seq = ?",
                   (last,)))  # fmt: skip
    before = digest(path)
    with pytest.raises(DamagedEvent) as caught:
        TournamentFile.open(path)
    assert pseudo_language(str(caught.value)) and f" {last}: " in str(caught.value)
    assert caught.value.seq == last
    assert digest(path) == before


def test_an_event_whose_text_is_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 2, monkeypatch)
    last = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    execute(path, ("UPDATE events SET payload = CAST(CAST(payload AS BLOB) || x'ff' AS TEXT)"
                   " WHERE seq = ?", (last - 1,)))  # fmt: skip
    with pytest.raises(DamagedEvent) as caught:
        TournamentFile.open(path)
    message = str(caught.value)
    assert pseudo_language(message)
    assert message.count("\u00ab") == 2  # the sentence and its reason, each translated


def test_an_event_the_rules_refuse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    state = build(path, 2, monkeypatch)
    table = state.table(1)
    assert table.hand is not None and table.hand_state is not None
    seat = table.hand_state.to_act
    assert seat is not None
    payload = event_codec().encode(HandActed(1, table.hand.number, RaisedTo(seat, 99_999_999)))
    last, chain, at = query(
        path, "SELECT seq, chain, recorded_at FROM events ORDER BY seq DESC LIMIT 1"
    )[0]
    assert isinstance(last, int) and isinstance(chain, bytes) and isinstance(at, str)
    forged = link(chain, last + 1, "hand_acted", at, payload)
    execute(path, ("INSERT INTO events VALUES (?, ?, ?, ?, ?)",
                   (last + 1, "hand_acted", payload, at, forged)))  # fmt: skip
    with pytest.raises(CorruptFile) as caught:
        TournamentFile.open(path)
    assert pseudo_language(str(caught.value)) and "t.feltboard" in str(caught.value)


def test_a_damaged_snapshot_is_repaired_and_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 4, monkeypatch)
    execute(path, ("UPDATE snapshots SET checksum = zeroblob(16)", ()))
    with TournamentFile.open(path, read_only=True) as viewed:
        assert viewed.repair_note is not None and pseudo_language(viewed.repair_note)
    with TournamentFile.open(path) as file:
        note = file.repair_note
    assert note is not None and pseudo_language(note)
    kept = [p.name for p in tmp_path.iterdir() if "before-repair" in p.name]
    assert len(kept) == 1 and kept[0] in note  # the copy is named, whatever the language


def test_a_snapshot_from_before_checksums_is_replaced_without_a_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    """Not damage, though its message is translated: no copy, no note."""
    path = tmp_path / "old.feltboard"
    build(path, 4, monkeypatch)
    as_schema_1(path)
    with TournamentFile.open(path, read_only=True) as viewed:
        assert viewed.repair_note is None
    with Journal.open(path, event_codec(), read_only=True) as journal, pytest.raises(
        DamagedSnapshot
    ) as caught:
        journal.latest_snapshot(snapshot_codec())
    assert caught.value.unchecked and pseudo_language(str(caught.value))
    with TournamentFile.open(path) as file:
        assert file.repair_note is None
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


# ----- writing -----------------------------------------------------------------------------


def test_recording_in_a_read_only_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    state = build(path, 2, monkeypatch)
    table = state.table(1)
    assert table.hand is not None
    with TournamentFile.open(path, read_only=True) as file:
        with pytest.raises(ReadOnlyFile) as caught:
            file.record(HandActed(1, table.hand.number, Folded(1)))
        assert pseudo_language(str(caught.value)) and "t.feltboard" in str(caught.value)
        with pytest.raises(ReadOnlyFile) as undo:
            file.undo()
        assert pseudo_language(str(undo.value))
    with Journal.open(path, event_codec(), read_only=True) as journal, pytest.raises(
        ReadOnlyFile
    ) as low:
        journal.append(HandActed(1, table.hand.number, Folded(1)))
    assert pseudo_language(str(low.value))


def test_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "friday.feltboard"
    with monkeypatch.context() as patch:
        full_disk(patch)
        with pytest.raises(OSError) as created:
            TournamentFile.create(path, SETUP)
    assert pseudo_language(str(created.value)) and "friday.feltboard" in str(created.value)
    assert str(created.value).count("\u00ab") == 2  # "Cannot create" and "the disk is full"
    with start(path) as file:
        before = file.state
        with monkeypatch.context() as patch:
            full_disk(patch)
            with pytest.raises(WriteFailed) as caught:
                file.undo()
        assert caught.value.disk_full
        assert pseudo_language(str(caught.value)) and file.state is before


def test_a_snapshot_the_full_disk_refuses_is_a_translated_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    """The notice knows the disk was full without reading the (translated) message."""
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 1)
    with start(tmp_path / "t.feltboard", players=3, tables=1) as file:

        def refused(*_args: object) -> None:
            raise WriteFailed("\u00abCould not save\u00bb", disk_full=True)

        monkeypatch.setattr(file._journal, "write_snapshot", refused)
        play_hand(file, 1, random.Random(3))
        notice = file.take_notice()
    assert notice is not None and pseudo_language(notice)
    assert "\u00abthe disk is full\u00bb" in notice


def test_an_existing_file_is_never_overwritten(path: Path, pseudo_language: Translated) -> None:
    closed_file(path)
    with pytest.raises(FileExistsError) as caught:
        TournamentFile.create(path, SETUP)
    assert pseudo_language(str(caught.value))


def test_copies_and_a_closed_file(path: Path, tmp_path: Path, pseudo_language: Translated) -> None:
    journal = Journal.create(path, HAND_CODEC)
    with pytest.raises(JournalError) as itself:
        journal.copy_to(tmp_path / "." / path.name)
    assert pseudo_language(str(itself.value))
    other = closed_file(tmp_path / "other.feltboard")
    with Journal.open(other, HAND_CODEC), pytest.raises(FileInUse) as in_use:
        journal.copy_to(other)
    assert pseudo_language(str(in_use.value))
    (tmp_path / "blocked").write_text("a file where the folder should be")
    with pytest.raises(WriteFailed) as folder:
        journal.backup(tmp_path / "blocked" / "backups", "break 1")
    assert pseudo_language(str(folder.value))
    journal.close()
    with pytest.raises(JournalClosed) as closed:
        journal.append(Folded(1))
    assert pseudo_language(str(closed.value)) and "sunday.feltboard" in str(closed.value)


# ----- undo and hands ------------------------------------------------------------------------


def test_nothing_to_undo_and_no_such_hand(path: Path, pseudo_language: Translated) -> None:
    with TournamentFile.create(path, SETUP) as file:
        with pytest.raises(IllegalAction) as undo:
            file.undo()
        assert pseudo_language(str(undo.value))
        with pytest.raises(IllegalAction) as hand:
            file.hand_history(7)
        assert pseudo_language(str(hand.value)) and "7" in str(hand.value)


# ----- stored values ---------------------------------------------------------------------------


def test_an_unknown_event_kind(pseudo_language: Translated) -> None:
    with pytest.raises(UnknownEventKind) as caught:
        HAND_CODEC.decode('{"kind":"teleported","seat":1}')
    assert pseudo_language(str(caught.value)) and "'teleported'" in str(caught.value)
    with pytest.raises(UnknownEventKind) as nested:
        event_codec().decode('{"kind":"hand_acted","table":1,"hand":1,"event":{"kind":"x"}}')
    assert pseudo_language(str(nested.value)) and "event" in str(nested.value)


def test_a_stored_value_that_does_not_fit(pseudo_language: Translated) -> None:
    with pytest.raises(CodecError) as caught:
        HAND_CODEC.decode('{"kind":"folded","seat":"one"}')
    assert pseudo_language(str(caught.value)) and "seat" in str(caught.value)


def test_text_with_half_a_character_cannot_be_stored(pseudo_language: Translated) -> None:
    """The codec's own refusal (the engine refuses such a name first, in its own words)."""
    from app.engine.tournament_events import PlayerRegistered

    with pytest.raises(CodecError) as caught:
        event_codec().encode(PlayerRegistered(1, "Ann\ud800"))
    assert pseudo_language(str(caught.value)) and "U+D800" in str(caught.value)
