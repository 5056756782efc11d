"""The whole file checked, not only what opening reads (issue 24.2): every damaged
event named with its hands, whether the state is intact, and a copy without the damage."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from app.store.file_check import check_file
from app.store.journal import Journal
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec
from tests.store.test_integrity import as_schema_1, build, execute, query

CHANGED_PAYLOAD = "UPDATE events SET payload = replace(payload, 'e', '4') WHERE seq = ?"
ZEROED_CHAIN = "UPDATE events SET chain = zeroblob(16) WHERE seq = ?"


def hand_of(path: Path, seq: int) -> int:
    """The hand an action event belongs to, as recorded."""
    ((hand,),) = query(
        path, "SELECT json_extract(payload, '$.hand') FROM events WHERE seq = ?", (seq,)
    )
    assert isinstance(hand, int)
    return hand


def action_seqs(path: Path) -> list[int]:
    rows = query(path, "SELECT seq FROM events WHERE kind = 'hand_acted' ORDER BY seq")
    return [int(str(seq)) for (seq,) in rows]


def test_an_intact_file_is_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 4, monkeypatch)
    report = check_file(path, thorough=True)
    assert report.intact and report.state_intact
    assert report.events == int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    assert report.damaged == () and report.hands == () and report.unchecked == 0


def test_every_damaged_event_is_named_with_its_hand_and_the_state_is_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 6, monkeypatch)
    actions = action_seqs(path)
    changed, rechained = actions[5], actions[40]
    execute(path, (CHANGED_PAYLOAD, (changed,)), (ZEROED_CHAIN, (rechained,)))
    with TournamentFile.open(path) as file:  # opening reads only what the state needs
        assert len(file.state.hands) == 6
    report = check_file(path)
    # A damaged checksum is told apart from damaged content: the event after it is fine.
    assert report.damaged_events == (changed, rechained)
    assert {row.reason for row in report.damaged} == {"it does not match its checksum"}
    assert report.hands == tuple(sorted({hand_of(path, changed), hand_of(path, rechained)}))
    assert report.state_intact and not report.intact


def test_damage_after_the_snapshot_leaves_the_state_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 4, monkeypatch)
    last = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    execute(path, (CHANGED_PAYLOAD, (last,)))
    report = check_file(path)
    assert report.damaged_events == (last,) and not report.state_intact


def test_a_missing_event_and_a_damaged_snapshot_are_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.feltboard"
    build(path, 4, monkeypatch)
    execute(
        path,
        ("DELETE FROM events WHERE seq = ?", (12,)),
        ("UPDATE snapshots SET checksum = zeroblob(16)", ()),
    )
    report = check_file(path)
    assert report.damaged_events == (12, 13)  # 13 no longer follows the chain it was on
    assert report.damaged[0].reason == "it is missing"
    assert not report.snapshot_intact and not report.state_intact


def test_the_newest_intact_copy_of_the_same_tournament_is_offered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.feltboard"
    backups = tmp_path / "backups"
    build(path, 4, monkeypatch)
    with TournamentFile.open(path) as file:
        older = file.backup(backups, "break-1")
        time.sleep(0.01)
        newer = file.backup(backups, "break-2")
    other = tmp_path / "friday-other.feltboard"  # another night under a similar name
    build(other, 2, monkeypatch)
    execute(newer, (CHANGED_PAYLOAD, (action_seqs(newer)[2],)))  # damaged too: not offered
    execute(path, (CHANGED_PAYLOAD, (action_seqs(path)[2],)))
    report = check_file(path, backups)
    assert report.backup == older
    shutil.copy(older, tmp_path / "friday-saved.feltboard")
    assert check_file(path, backups).backup == tmp_path / "friday-saved.feltboard"
    assert check_file(path).backup == tmp_path / "friday-saved.feltboard"


def test_events_from_before_checksums_are_counted_unchecked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.feltboard"
    build(path, 2, monkeypatch)
    count = int(str(query(path, "SELECT max(seq) FROM events")[0][0]))
    as_schema_1(path)
    report = check_file(path)
    assert report.intact and report.unchecked == count
    Journal.open(path, event_codec()).close()  # the upgrade: later events are chained
    assert check_file(path).unchecked == count
