"""A tournament file that is not there is named in words by every command, as
``feltboard print`` does, never as Python's ``[Errno 2]``."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import main


@pytest.mark.parametrize("command", [["stats"], ["stats", "--json"], ["chop"]])
def test_a_missing_tournament_file_is_named_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: list[str]
) -> None:
    missing = tmp_path / "friday.feltboard"
    code = main.main([command[0], str(missing), *command[1:]])
    captured = capsys.readouterr()
    assert code != 0 and captured.out == ""
    assert captured.err == f"feltboard {command[0]}: {missing}: no such tournament file\n"
