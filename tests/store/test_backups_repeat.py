"""A backup or a copy can be written any number of times to one name (issue 24.1).

The break backup and File > Save a copy failed from the third write to the same name:
the "is it in use?" check opened the previous copy, which left -wal and -shm beside it,
and the next check refused them.
"""

from __future__ import annotations

from pathlib import Path

from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered
from app.store.tournament_file import TournamentFile


def beside(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name))


def test_a_break_backup_written_five_times_to_one_name(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    with TournamentFile.create(tmp_path / "friday.feltboard",
                               setup_from_preset(HOME_STANDARD)) as file:
        for number in range(1, 6):
            file.record(PlayerRegistered(number, f"Player {number}"))
            backup = file.backup(folder, "break-4")
            assert beside(backup) == [backup.name], "a copy is one self-contained file"
            with TournamentFile.open(backup, read_only=True) as copy:  # a host looks at it
                assert len(copy.state.players) == number
            assert beside(backup) == [backup.name]


def test_save_a_copy_five_times_to_one_name(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "copy.feltboard"
    target.parent.mkdir()
    with TournamentFile.create(tmp_path / "friday.feltboard",
                               setup_from_preset(HOME_STANDARD)) as file:
        for number in range(1, 6):
            file.record(PlayerRegistered(number, f"Player {number}"))
            assert file.copy_to(target) == target.resolve()
            with TournamentFile.open(target, read_only=True) as copy:
                assert len(copy.state.players) == number
            assert beside(target) == ["copy.feltboard"]
