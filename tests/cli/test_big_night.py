"""A 300-player night on 34 tables, played to the end through ``feltboard simulate``.

The command runs as a host types it (a new process); the file is then reopened from its
journal and checked: one player holds every chip brought, every
table but the last was broken, each player has a place. Its speed is measured by
bench/big_night_bench.py, never here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.store.tournament_file import TournamentFile
from tests.tournament_kit import chips_brought


def test_300_players_on_34_tables_play_to_the_end(tmp_path: Path) -> None:
    night = tmp_path / "charity.feltboard"
    done = subprocess.run(
        [sys.executable, "-m", "app", "simulate", str(night), "--players", "300",
         "--tables", "34", "--hands", "100000", "--seed", "25"],
        capture_output=True, text=True, timeout=300, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "1 player left" in done.stdout and "tournament finished" in done.stdout
    with TournamentFile.open(night) as file:
        state = file.state
        assert state.is_finished
        assert len(state.players) == 300
        assert len(state.alive) == 1
        assert state.total_chips == chips_brought(state)
        assert len(state.tables) == 1  # 33 tables broken along the way
        places = sorted(p.bust_order for p in state.players if p.bust_order is not None)
        assert len(places) == 299
        assert len(state.hands) > 1_000
