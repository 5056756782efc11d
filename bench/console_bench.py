"""Console speed: startup against a bare PySide6 window, and one action to updated screen.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/console_bench.py [RUNS] [startup]

Two starts are timed, each against the bare window in the same run, the runs interleaved
so that the machine's load hits them alike: the first start (the demo is created) and a
returning host's (the 300-player night left open last time, 34 tables, reopened). Python
may cache compiled modules, as an installed Feltboard has them (a first, uncounted start
of each kind writes the cache; ``PYTHONDONTWRITEBYTECODE`` would recompile every module
of the app at every start, ~0.4 s).
"""

from __future__ import annotations

import gc
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.engine.autoplay import random_action, random_next_event
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.locations import remember_open
from app.ui.main_window import MainWindow
from app.ui.theme import install_look

PROBE = Path(__file__).with_name("startup_probe.py")
OUT = Path(__file__).with_name("out")
NIGHT = OUT / "returning-host.feltboard"
"""A 300-player night on 34 tables, 340 hands in, left open by the host last time."""


def startup(mode: str, data: Path | None = None) -> tuple[float, float]:
    """(shown and answering, ready to record an action) in seconds, for one start.

    Timed inside the probe from its first line, after the interpreter itself started.
    ``data`` is the data folder of a returning host (``None``: a first start, the demo).
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if data is not None:
        env["FELTBOARD_PROBE_DATA"] = str(data)
    done = subprocess.run(
        [sys.executable, str(PROBE), mode], check=True, capture_output=True, text=True, env=env
    )
    shown, ready = (float(word) for word in done.stdout.split())
    return shown, ready


def returning_host(folder: Path) -> Path:
    """A data folder whose remembered tournament is the 300-player night (built once)."""
    if not NIGHT.exists():
        OUT.mkdir(exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "app", "simulate", str(NIGHT), "--players", "300",
             "--tables", "34", "--hands", "340", "--seed", "25"],
            check=True, capture_output=True,
        )  # fmt: skip
    night = folder / "Feltboard" / NIGHT.name
    night.parent.mkdir(parents=True)
    shutil.copyfile(NIGHT, night)
    remember_open(night, night.parent)
    return folder


def startups(runs: int, data: Path) -> dict[str, list[tuple[float, float]]]:
    """Each kind of start ``runs`` times, interleaved, after one uncounted warm-up each."""
    kinds: dict[str, tuple[str, Path | None]] = {
        "bare": ("bare", None), "demo": ("feltboard", None), "returning": ("feltboard", data),
    }  # fmt: skip
    for mode, folder in kinds.values():
        startup(mode, folder)
    times: dict[str, list[tuple[float, float]]] = {kind: [] for kind in kinds}
    for _ in range(runs):
        for kind, (mode, folder) in kinds.items():
            times[kind].append(startup(mode, folder))
    return times


def action_to_screen(samples: int) -> list[float]:
    """Seconds from recording an action to the repainted table, one per action."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    install_look(app)  # styled widgets paint slower than bare ones: measure what users see
    rng = random.Random(1)
    times = []
    with tempfile.TemporaryDirectory() as folder:
        file = create_demo(Path(folder) / "bench.feltboard")
        session = LiveTournament(file, clock=lambda: 1_000.0)
        window = MainWindow(session)
        window.resize(1440, 860)
        window.show()
        app.processEvents()
        gc.freeze()  # as app.launcher.Controller.show does once the console is up
        while len(times) < samples:
            hand = session.state.table(1).hand_state
            if hand is None or hand.to_act is None:
                window.action_bar.next_hand() if hand is None else _finish(session, rng)
                app.processEvents()
                continue
            event = random_action(hand, rng)
            start = time.perf_counter()
            session.act(1, event)
            window.table_widget.repaint()
            app.processEvents()
            times.append(time.perf_counter() - start)
        window.close()
        file.close()
    return times


def _finish(session: LiveTournament, rng: random.Random) -> None:
    hand = session.state.table(1).hand_state
    while hand is not None and hand.to_act is None:
        session.act(1, random_next_event(hand, rng))
        hand = session.state.table(1).hand_state


def main() -> int:
    """Print the figures."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    with tempfile.TemporaryDirectory() as folder:
        times = startups(runs, returning_host(Path(folder)))
    bare_shown = statistics.median(shown for shown, _ in times["bare"])
    print(f"startup, bare PySide6 window shown:      median {bare_shown:.3f} s "
          f"(runs {_spread(shown for shown, _ in times['bare'])})")
    for kind, label in (("demo", "first start, demo"), ("returning", "returning host")):
        shown = statistics.median(s for s, _ in times[kind])
        ready = statistics.median(r for _, r in times[kind])
        print(f"startup, {label}: window shown median {shown:.3f} s "
              f"({shown / bare_shown:.2f}x the bare window; aim <= 1.5x)")
        print(f"startup, {label}: console ready to deal median {ready:.3f} s "
              f"({ready / bare_shown:.2f}x; aim <= 4x; runs "
              f"{_spread(r for _, r in times[kind])})")
        # Each start against the bare window of its own round (run just before it): the
        # machine's speed drifts between rounds, and this ratio moves less with it.
        rounds = [r / b for (_, r), (b, _) in zip(times[kind], times["bare"], strict=True)]
        print(f"startup, {label}: ready / the same round's bare window, median "
              f"{statistics.median(rounds):.2f}x (rounds {min(rounds):.2f}–{max(rounds):.2f}x)")
    if sys.argv[2:] == ["startup"]:
        return 0
    actions = sorted(action_to_screen(300))
    print(
        "action to updated screen: median "
        f"{statistics.median(actions) * 1000:.2f} ms, p99 "
        f"{actions[int(len(actions) * 0.99) - 1] * 1000:.2f} ms (goal < 16 ms)"
    )
    return 0


def _spread(values: Iterable[float]) -> str:
    ordered = sorted(values)
    return f"{ordered[0]:.3f}–{ordered[-1]:.3f} s"


if __name__ == "__main__":
    raise SystemExit(main())
