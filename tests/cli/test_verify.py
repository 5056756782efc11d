"""``feltboard verify`` checks a file in full and says so in one line; ``info`` tells the
damage a full check finds, in text and in ``--json`` (issue 24.2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import main
from tests.store.test_file_check import CHANGED_PAYLOAD, action_seqs, hand_of
from tests.store.test_integrity import build, execute


@pytest.fixture
def damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, int, int]:
    """A file whose sixth hand action (long before the snapshot) was changed."""
    path = tmp_path / "friday.feltboard"
    build(path, 6, monkeypatch)
    seq = action_seqs(path)[5]
    hand = hand_of(path, seq)
    execute(path, (CHANGED_PAYLOAD, (seq,)))
    return path, seq, hand


def test_an_intact_file_verifies_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "friday.feltboard"
    build(path, 2, monkeypatch)
    assert main.main(["verify", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out.startswith("friday.feltboard is intact: ")
    assert captured.out.count("\n") == 1


def test_a_damaged_file_fails_verify_in_one_line(
    damaged: tuple[Path, int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    path, seq, hand = damaged
    assert main.main(["verify", str(path)]) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"feltboard verify: friday.feltboard is damaged at event {seq} (hand {hand});"
        " the tournament as it stands is intact\n"
    )


@pytest.mark.parametrize("content", [None, b"not a tournament at all"])
def test_verify_refuses_what_is_no_tournament_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None
) -> None:
    path = tmp_path / "friday.feltboard"
    if content is not None:
        path.write_bytes(content)
    assert main.main(["verify", str(path)]) != 0
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert "friday.feltboard" in captured.err


def test_info_tells_the_damage_a_full_check_finds(
    damaged: tuple[Path, int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    path, seq, hand = damaged
    assert main.main(["info", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"friday.feltboard are damaged: event {seq} (hand {hand})." in out
    assert f"Event {seq}: it does not match its checksum." in out
    assert "The tournament as it stands is intact" in out
    assert f"Hand histories cannot be read past event {seq}" in out
    assert main.main(["info", str(path), "--json"]) == 0
    integrity = json.loads(capsys.readouterr().out)["integrity"]
    assert integrity == {
        "intact": False,
        "events_checked": integrity["events_checked"],
        "events_unchecked": 0,
        "damaged_events": [{"seq": seq, "reason": "it does not match its checksum"}],
        "damaged_hands": [hand],
        "snapshot_intact": True,
        "state_intact": True,
        "unreadable": None,
        "copy_without_damage": None,
    }


def test_info_says_nothing_more_of_an_intact_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "friday.feltboard"
    build(path, 2, monkeypatch)
    assert main.main(["info", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["integrity"]["intact"] is True
    assert main.main(["info", str(path)]) == 0
    assert "damaged" not in capsys.readouterr().out
