"""The command line reads a file the console has open (issue 23.5).

The console's writer used to hold SQLite's exclusive lock, so ``info``, ``chop FILE``,
``print`` and ``export`` refused the file ("open in another Feltboard window or
program") for the whole night. Now the writer takes its own lock and readers read
beside it, seeing every event committed so far; a second writer is still refused.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.tournament_events import PlayerRenamed
from app.session.simulate import simulate
from app.store.journal_errors import FileInUse
from app.store.tournament_file import TournamentFile
from tests.cli.test_main import run


@pytest.fixture
def open_night(qapp: object, tmp_path: Path) -> Iterator[tuple[Path, TournamentFile]]:
    """A six-player night of 12 hands, open for writing as the console holds it."""
    path = tmp_path / "friday.feltboard"
    simulate(path, players=6, tables=1, hands=12, seed=4)
    with TournamentFile.open(path) as file:
        assert not file.read_only
        yield path, file


def test_info_and_chop_read_the_open_file_and_see_each_new_event(
    open_night: tuple[Path, TournamentFile],
) -> None:
    path, file = open_night
    file.record(PlayerRenamed(2, "Zoë"))
    done = run("info", str(path), "--json")
    assert done.returncode == 0, done.stderr
    names = {p["name"] for p in json.loads(done.stdout)["players"]}
    assert "Zoë" in names
    file.record(PlayerRenamed(2, "Zoë Ångström"))
    done = run("info", str(path))
    assert done.returncode == 0, done.stderr
    assert "Zoë Ångström" in done.stdout
    done = run("chop", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert "another Feltboard" not in done.stderr


def test_print_and_export_work_beside_the_console(
    open_night: tuple[Path, TournamentFile], tmp_path: Path
) -> None:
    path, file = open_night
    pdf = tmp_path / "seats.pdf"
    done = run("print", str(path), "--what", "seats", "--out", str(pdf))
    assert done.returncode == 0, done.stderr
    assert pdf.read_bytes().startswith(b"%PDF")
    out = tmp_path / "hands"
    done = run("export", str(path), "--format", "json", "--out", str(out))
    assert done.returncode == 0, done.stderr
    exported = [p for p in out.rglob("*.json")]
    assert exported
    hands = json.loads(exported[0].read_text(encoding="utf-8"))
    assert len(hands["hands"] if isinstance(hands, dict) else hands) == len(file.state.hands)


def test_a_second_writer_is_still_refused(open_night: tuple[Path, TournamentFile]) -> None:
    path, _file = open_night
    code = (
        "import sys\n"
        "from app.store.tournament_file import TournamentFile\n"
        "from app.store.journal_errors import FileInUse\n"
        "try:\n"
        f"    TournamentFile.open({str(path)!r}, read_only=False)\n"
        "except FileInUse as error:\n"
        "    print(error); sys.exit(3)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 3, done.stdout + done.stderr
    assert done.stdout.strip() == (
        "friday.feltboard is open in another Feltboard window or program; close it there first"
    )
    with pytest.raises(FileInUse):  # in the same process too (File > Open twice)
        TournamentFile.open(path, read_only=False)


def test_closed_cleanly_the_file_stands_alone_and_opens_for_writing_again(
    open_night: tuple[Path, TournamentFile],
) -> None:
    path, file = open_night
    assert run("info", str(path)).returncode == 0
    file.close()
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith("friday")) == [
        "friday.feltboard"
    ]
    with TournamentFile.open(path) as again:
        assert not again.read_only
