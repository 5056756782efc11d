"""Every refusal of a damaged file in one line, the details in the log (issue 24.3).

SQLite's own integrity report ran over several lines ("*** in database main ***\\nOn
tree page 4 cell 0: invalid page number…"), a malformed meta value read "invalid literal
for int() with base 10", and a file left open on a read-only disk "unable to open
database file".
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from app.engine.events import PotAwarded
from app.store import journal_errors
from app.store.journal import CorruptFile, Journal
from app.store.journal_errors import CannotWrite, classify
from app.store.logs import start_log
from tests.store.test_journal import HAND_CODEC, closed_file_with, set_meta


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "sunday.feltboard"


def refusal(path: Path) -> str:
    with pytest.raises(CorruptFile) as refused:
        Journal.open(path, HAND_CODEC)
    return str(refused.value)


def test_broken_pages_are_one_line_and_say_what_to_do(
    path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    closed_file_with(path, tuple(PotAwarded(0, tuple(range(50))) for _ in range(300)))
    connection = sqlite3.connect(path)
    root = connection.execute(
        "SELECT rootpage FROM sqlite_schema WHERE name = 'events'"
    ).fetchone()[0]
    connection.close()
    data = bytearray(path.read_bytes())
    page = (root - 1) * 4096  # the table's interior page: its child pointers go wild
    data[page + 12 : page + 4096 - 200] = b"\xff" * (4096 - 212)
    path.write_bytes(bytes(data))
    with caplog.at_level(logging.WARNING, logger="feltboard"):
        message = refusal(path)
    assert message == (
        "sunday.feltboard is damaged: its pages are broken. Open a copy of it (a break"
        " backup or a copy you saved); the details are in the log"
    )
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "quick_check" in logged and "On tree page" in logged


def test_an_unreadable_schema_version_is_named_in_the_hosts_words(path: Path) -> None:
    closed_file_with(path, ())
    set_meta(path, "schema_version", "two")
    assert refusal(path) == (
        "sunday.feltboard is damaged: its description is unreadable (schema_version is 'two')"
    )


def test_a_file_left_open_on_a_read_only_disk_says_to_copy_it(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    closed_file_with(path, ())
    path.with_name(path.name + "-wal").write_bytes(b"")
    monkeypatch.setattr(journal_errors.os, "access", lambda *_a: False)
    error = sqlite3.OperationalError("unable to open database file")
    error.sqlite_errorname = "SQLITE_CANTOPEN"  # type: ignore[attr-defined]
    refused = classify(error, path)
    assert isinstance(refused, CannotWrite)
    assert str(refused) == (
        "sunday.feltboard was not closed properly and its folder cannot be written (a"
        " read-only disk?): copy it to a folder you can write, then open the copy"
    )


def test_a_multi_line_reason_goes_to_the_log_file(tmp_path: Path) -> None:
    log = start_log(tmp_path)
    assert log is not None and log == tmp_path / "feltboard.log"
    message = journal_errors.damaged(
        Path("friday.feltboard"), "*** in database main ***\nOn tree page 4 cell 0: bad"
    )
    assert message == (
        "friday.feltboard is damaged: *** in database main *** (the details are in the log)"
    )
    for handler in logging.getLogger("feltboard").handlers:
        handler.flush()
    assert "On tree page 4 cell 0: bad" in log.read_text(encoding="utf-8")
    logger = logging.getLogger("feltboard")
    for handler in [h for h in logger.handlers if getattr(h, "baseFilename", "") == str(log)]:
        logger.removeHandler(handler)
        handler.close()
