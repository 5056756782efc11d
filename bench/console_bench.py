"""Console speed: startup against a bare PySide6 window, and one action to updated screen.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/console_bench.py [RUNS]
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.engine.autoplay import random_action, random_next_event
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.ui.main_window import MainWindow
from app.ui.theme import install_look

PROBE = Path(__file__).with_name("startup_probe.py")


def startup(mode: str, runs: int) -> list[tuple[float, float]]:
    """(shown and answering, ready to record an action) in seconds, one pair per run.

    Timed inside the probe from its first line, after the interpreter itself started.
    """
    times = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, str(PROBE), mode], check=True, capture_output=True, text=True
        )
        shown, ready = (float(word) for word in done.stdout.split())
        times.append((shown, ready))
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
    bare = startup("bare", runs)
    felt = startup("feltboard", runs)
    bare_shown = statistics.median(shown for shown, _ in bare)
    felt_shown = statistics.median(shown for shown, _ in felt)
    felt_ready = statistics.median(ready for _, ready in felt)
    print(f"startup, bare PySide6 window shown:      median {bare_shown:.3f} s")
    print(f"startup, Feltboard window shown:         median {felt_shown:.3f} s "
          f"({felt_shown / bare_shown:.2f}x the bare window; aim <= 1.5x)")
    print(f"startup, Feltboard console ready to deal: median {felt_ready:.3f} s "
          f"({felt_ready / bare_shown:.2f}x)")
    actions = sorted(action_to_screen(300))
    print(
        "action to updated screen: median "
        f"{statistics.median(actions) * 1000:.2f} ms, p99 "
        f"{actions[int(len(actions) * 0.99) - 1] * 1000:.2f} ms (goal < 16 ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
