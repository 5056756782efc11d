"""Write failures tell the truth and leave the file as the screen shows it; copies never
land on a file in use (issue 14)."""

from __future__ import annotations

import io
import json
import os
import random
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.cli.export import run_export
from app.cli.info import run_info
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError
from app.store import journal as journal_module
from app.store.journal import FileInUse, Journal, WriteFailed
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec
from tests.store.test_integrity import build, remount_read_only, small_filesystem
from tests.store.test_tournament_file import SETUP, act_randomly, play_hand, same_state, start


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite reports a full disk on every event written from now on."""

    def insert(*_args: Any) -> bytes:
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
        raise error

    monkeypatch.setattr(journal_module, "_insert_chained", insert)


# ----- creating --------------------------------------------------------------------------


def test_a_create_that_fails_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.feltboard"
    with monkeypatch.context() as patch:
        full_disk(patch)
        with pytest.raises(OSError, match=r"^Cannot create friday\.feltboard: the disk is full"):
            TournamentFile.create(path, SETUP)
    assert list(tmp_path.iterdir()) == []  # no half file blocks the name
    with TournamentFile.create(path, SETUP) as file:
        assert file.state.setup == SETUP


def test_a_create_on_a_full_file_system_leaves_nothing_behind(tmp_path: Path) -> None:
    with small_filesystem(tmp_path / "small", "256k") as small:
        filler = small / "filler"
        fill(filler)
        path = small / "friday.feltboard"
        with pytest.raises(OSError, match=r"Cannot create friday\.feltboard"):
            TournamentFile.create(path, SETUP)
        assert sorted(p.name for p in small.iterdir()) == ["filler"]
        filler.unlink()
        TournamentFile.create(path, SETUP).close()


def test_a_create_that_fails_once_in_place_leaves_nothing_behind(tmp_path: Path) -> None:
    """Issue 24.4: with a few pages free the file is written and renamed, then opening
    it in place (its log, its shared-memory index) fails: the file and what SQLite wrote
    beside it go too, whatever page count is free."""
    with small_filesystem(tmp_path / "small", "512k") as small:
        filler = small / "filler"
        fill(filler)
        path = small / "g2.feltboard"
        outcomes = []
        for free_pages in range(24):
            if free_pages:  # one more page free each round
                os.truncate(filler, os.path.getsize(filler) - 4096)
            try:
                TournamentFile.create(path, SETUP).close()
            except OSError as error:
                assert str(error) == "Cannot create g2.feltboard: the disk is full"
                assert sorted(p.name for p in small.iterdir()) == ["filler"]
                outcomes.append("refused")
                continue
            outcomes.append("created")
            with TournamentFile.open(path, read_only=True) as file:
                assert file.state.setup == SETUP
            break
        assert outcomes[-1] == "created" and outcomes.count("refused") >= 6, outcomes


_CREATE_UNDER_LIMITS = """
import json, resource, signal, sys
from pathlib import Path
from app.store.tournament_file import TournamentFile
from tests.store.test_tournament_file import SETUP
folder = Path(sys.argv[1])
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
_, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
outcomes = []
for limit in range(4096, 65536 + 1, 4096):
    path = folder / f"limit-{limit}.feltboard"
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        TournamentFile.create(path, SETUP).close()
        outcome = "created"
    except OSError as error:
        outcome = str(error)
    resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))
    left = sorted(p.name for p in folder.iterdir() if p.name.startswith(path.name))
    outcomes.append([limit, outcome, left])
print(json.dumps(outcomes))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE as on Linux")
def test_a_create_refused_by_the_file_size_limit_leaves_nothing_behind(tmp_path: Path) -> None:
    """The same failure without root: a process whose files may not grow past a limit
    writes the new file whole, then fails to open it in place (SQLite's shared-memory
    index is larger than the file)."""
    done = subprocess.run(
        [sys.executable, "-c", _CREATE_UNDER_LIMITS, str(tmp_path)],
        capture_output=True, text=True, check=True, cwd=Path(__file__).parents[2],
    )  # fmt: skip
    outcomes = json.loads(done.stdout)
    size = max(
        os.path.getsize(tmp_path / name)
        for _, outcome, left in outcomes if outcome == "created" for name in left
    )  # fmt: skip
    refused_in_place = [limit for limit, outcome, _ in outcomes
                        if outcome != "created" and limit >= size]  # fmt: skip
    assert refused_in_place, outcomes  # the path after the rename was exercised
    for limit, outcome, left in outcomes:
        if outcome == "created":
            assert left == [f"limit-{limit}.feltboard"]
        else:
            assert outcome.startswith(f"Cannot create limit-{limit}.feltboard: "), outcome
            assert left == [], (limit, left)


def test_a_create_that_fails_to_open_leaves_nothing_and_keeps_what_was_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "friday.feltboard"
    shared = tmp_path / "friday.feltboard-shm"
    shared.write_bytes(b"left by an earlier file")

    def refuse(*_args: Any) -> None:
        error = sqlite3.OperationalError("database or disk is full")
        error.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
        raise journal_module.WriteFailed("full", disk_full=True) from error

    with monkeypatch.context() as patch:
        patch.setattr(journal_module, "enable_wal", refuse)
        with pytest.raises(OSError, match=r"^Cannot create friday\.feltboard: the disk is full$"):
            TournamentFile.create(path, SETUP)
    assert sorted(p.name for p in tmp_path.iterdir()) == [shared.name]
    assert shared.read_bytes() == b"left by an earlier file"


def test_a_create_refuses_where_an_earlier_file_left_its_log(tmp_path: Path) -> None:
    path = tmp_path / "friday.feltboard"
    log = tmp_path / "friday.feltboard-wal"
    log.write_bytes(b"pages of another night")
    with pytest.raises(FileExistsError, match=r"friday\.feltboard-wal is left from an earlier"):
        TournamentFile.create(path, SETUP)
    assert sorted(p.name for p in tmp_path.iterdir()) == [log.name]


def fill(filler: Path) -> None:
    """Fill the file system ``filler`` is on to the last byte."""
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 4096, 1):
            block = b"\0" * size
            try:
                while True:
                    os.write(descriptor, block)
            except OSError:
                pass
    finally:
        os.close(descriptor)


# ----- recording on a full disk ----------------------------------------------------------


@pytest.fixture
def small(tmp_path: Path) -> Iterator[Path]:
    with small_filesystem(tmp_path / "small", "2m") as folder:
        yield folder


def test_a_full_file_system_refuses_the_action_and_the_file_agrees(small: Path) -> None:
    path = small / "t.feltboard"
    rng = random.Random(4)
    file = start(path, players=6, tables=1)
    play_hand(file, 1, rng)
    file.record(next_hand_event(file.state, 1, 0.0))
    filler = small / "filler"
    fill(filler)
    failures = 0
    for _ in range(2_000):  # until the log needs a page the disk does not have
        before = file.state
        try:
            act_randomly(file, 1, rng, limit=1)
            if file.state.table(1).hand is None:
                file.record(next_hand_event(file.state, 1, 0.0))
        except WriteFailed as error:
            assert "the disk is full" in str(error)
            assert "not recorded" in str(error)
            assert file.state is before
            failures += 1
            break
    assert failures == 1
    with pytest.raises(WriteFailed, match="disk is full"):  # Ctrl+Z too
        file.undo()
    assert file.state is before
    filler.unlink()
    act_randomly(file, 1, rng, limit=1)
    shown = file.state
    file.undo()
    file.close()
    with TournamentFile.open(path) as reopened:
        same_state(reopened.state, before)
    assert shown is not before


# ----- read-only media --------------------------------------------------------------------


def test_info_and_export_work_on_read_only_media(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with small_filesystem(tmp_path / "media", "8m") as media:
        path = media / "t.feltboard"
        build(path, 3, monkeypatch)
        remount_read_only(media)
        out, err = io.StringIO(), io.StringIO()
        assert run_info(path, as_json=True, out=out, err=err) == 0, err.getvalue()
        assert '"hands": 3' in out.getvalue()
        assert run_export(path, "phh", tmp_path / "hands", workers=1) == 0
        assert len(list((tmp_path / "hands").iterdir())) == 3


# ----- save a copy -------------------------------------------------------------------------


HOLDER = textwrap.dedent(
    """
    import sys
    from app.store.tournament_file import TournamentFile
    with TournamentFile.open(sys.argv[1]) as file:
        print("open", flush=True)
        sys.stdin.readline()
    """
)


def test_save_a_copy_refuses_a_tournament_open_in_another_feltboard(tmp_path: Path) -> None:
    source = tmp_path / "source.feltboard"
    target = tmp_path / "target.feltboard"
    rng = random.Random(6)
    with start(target, players=3, tables=1) as other:
        play_hand(other, 1, rng)
        expected = other.state
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(target)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path.cwd())},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        with (
            start(source, players=4, tables=1) as file,
            pytest.raises(FileInUse, match=r"target\.feltboard is open in another Feltboard"),
        ):
            file.copy_to(target)
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.close()
        holder.wait(timeout=60)
    with TournamentFile.open(target) as untouched:
        same_state(untouched.state, expected)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["source.feltboard", "target.feltboard"]


def test_save_a_copy_refuses_a_file_a_second_connection_holds(tmp_path: Path) -> None:
    with Journal.create(tmp_path / "source.feltboard", event_codec()) as journal:
        target = tmp_path / "other.feltboard"
        Journal.create(target, event_codec()).close()
        holder = sqlite3.connect(target)
        try:
            holder.execute("PRAGMA journal_mode = WAL")
            holder.execute("BEGIN IMMEDIATE")
            with pytest.raises(FileInUse):
                journal.copy_to(target)
        finally:
            holder.close()
        assert journal.copy_to(target) == target.resolve()  # closed now: replaced


def test_save_a_copy_refuses_the_source_under_another_name(tmp_path: Path) -> None:
    with Journal.create(tmp_path / "source.feltboard", event_codec()) as journal:
        link = tmp_path / "link.feltboard"
        link.symlink_to(journal.path)
        with pytest.raises(ValueError, match="onto itself"):
            journal.copy_to(link)
        os.link(journal.path, tmp_path / "hard.feltboard")
        with pytest.raises(ValueError, match="onto itself"):
            journal.copy_to(tmp_path / "hard.feltboard")


def test_every_failure_is_a_feltboard_error_or_os_error() -> None:
    assert issubclass(WriteFailed, FeltboardError)
    assert issubclass(FileInUse, FeltboardError)
