"""The host's whole night, typed and clicked (scripts/host_night.py): registration, two
tables, the button draw, 17 hands by keyboard, rebuys, the break and its add-ons, the
cashier, balancing, an ICM deal, printing, export, the league, a kill -9 mid-hand. Every
step the script checks must hold (issue 23's "the whole night runs again")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_whole_night_runs_without_a_problem(tmp_path: Path) -> None:
    night = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "host_night.py"), str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert night.returncode == 0, night.stdout[-3000:] + night.stderr[-3000:]
    assert night.stdout.rstrip().endswith("0 problem(s)")
    assert "PROBLEM" not in night.stdout
    for shot in ("01-seated", "05-cashier", "07-paid", "08-after-kill"):
        assert (tmp_path / f"{shot}.png").stat().st_size > 10_000
