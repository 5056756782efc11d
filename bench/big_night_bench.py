"""A 300-player night on 34 tables, everything but the network (issue 25, item 3).

Usage: .venv/bin/python bench/big_night_bench.py [--rounds N] [--skip-simulate]

Times, each as a host meets it:
- ``feltboard simulate`` of 300 players on 34 tables to the end (a subprocess);
- the seat draw of 300 players, and every break-and-balance step of a whole night as the
  console makes it (``plan_tables`` + ``Edits.balance_tables``: one step per round);
- opening the finished file, and a file in the middle of the night, as the console opens
  them (the file, the live session with its undo history);
- recording one action with a hand live at all 34 tables (the session alone, and with
  the console window on it, offscreen);
- ``feltboard info``, ``stats``, ``export`` (PHH and PokerStars text) and ``print --what
  seats`` (300 seat cards) on those files (subprocesses, as a host types them).

Files go to bench/out/ (git-ignored): big-night.feltboard (the finished night),
big-night-draw.feltboard (300 players seated, no hand yet), big-night-middle.feltboard
(340 hands in).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.engine.autoplay import random_next_event
from app.engine.director import can_deal, plan_tables
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow

OUT = Path(__file__).with_name("out")
PLAYERS, TABLES, SEED = 300, 34, 25
FINISHED = OUT / "big-night.feltboard"
DRAWN = OUT / "big-night-draw.feltboard"
MIDDLE = OUT / "big-night-middle.feltboard"


class Clock:
    """Simulated seconds, moved on by the bench."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def feltboard(*words: str) -> float:
    """Seconds ``feltboard WORDS...`` took (a new process, as a host runs it)."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "app", *words], check=True, capture_output=True)
    return time.perf_counter() - start


def simulate_cli(path: Path, hands: int) -> float:
    """Seconds ``feltboard simulate`` of the night took (``path`` is replaced)."""
    path.unlink(missing_ok=True)
    return feltboard(
        "simulate", str(path), "--players", str(PLAYERS), "--tables", str(TABLES),
        "--hands", str(hands), "--seed", str(SEED),
    )  # fmt: skip


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def seat_draw_and_balancing(folder: Path) -> tuple[float, list[float], list[float]]:
    """A whole night played at random in this process, as the console records it.

    Returns the seconds of the seat draw (``Edits.seat_players``), of each ``plan_tables``
    between rounds, and of each break-and-balance step recorded (``balance_tables``).
    """
    clock = Clock()
    rng = random.Random(SEED)
    setup = setup_from_preset(preset_named("Home game — standard"), seats_per_table=9)
    file = TournamentFile.create(folder / "night.feltboard", setup)
    session = LiveTournament(file, clock=clock)
    edits = session.edits
    plans: list[float] = []
    steps: list[float] = []
    with file.unsynced():  # the disk is not what is measured here
        for number in range(PLAYERS):
            edits.register_player(f"Player {number + 1}")
        for _ in range(TABLES):
            edits.open_table()
        draw = timed(edits.seat_players)
        _check(edits.start_clock())
        while not session.state.is_finished:
            start = time.perf_counter()
            plan = plan_tables(session.state, seed=rng.randrange(2**31))
            plans.append(time.perf_counter() - start)
            if plan.events:
                steps.append(timed(lambda plan=plan: _check(edits.balance_tables(plan))))
            _play_one_hand_everywhere(session, rng)
            clock.now += 120.0
            if session.on_break():
                clock.now += session.clock_state().remaining_seconds
    file.close()
    return draw, plans, steps


def _check(problem: str | None) -> None:
    if problem is not None:
        raise RuntimeError(problem)


def _play_one_hand_everywhere(session: LiveTournament, rng: random.Random) -> None:
    for table in session.state.tables:
        if not can_deal(session.state, table.number):
            continue
        _check(session.edits.deal(table.number))
        while (hand := session.state.table(table.number).hand_state) is not None:
            _check(session.act(table.number, random_next_event(hand, rng)))


def opening(path: Path, rounds: int) -> list[float]:
    """Seconds to open ``path`` as the console does: the file, then the live session
    (its undo history read from the journal's tail)."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        file = TournamentFile.open(path)
        LiveTournament(file)
        times.append(time.perf_counter() - start)
        file.close()
    return times


def actions_with_every_hand_live(
    path: Path, count: int, window: bool
) -> tuple[list[float], int]:
    """Seconds to record one hand action while every table has a hand live, ``count``
    of them; with ``window`` the console is open on the session (offscreen) and each
    time includes its update. Returns the times and the tables live at the first."""
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        file = TournamentFile.open(copy)
        now = max((h.started_at for h in file.state.hands), default=0.0) + 60
        session = LiveTournament(file, clock=lambda: now)
        console = _console(session) if window else None
        for table in session.state.tables:
            if can_deal(session.state, table.number):
                _check(session.edits.deal(table.number))
        live_at_first = sum(1 for t in session.state.tables if t.hand_state is not None)
        times = []
        while len(times) < count:
            live = [t for t in session.state.tables if t.hand_state is not None]
            if not live:
                break
            table = rng.choice(live)
            assert table.hand_state is not None
            event = random_next_event(table.hand_state, rng)
            start = time.perf_counter()
            _check(session.act(table.number, event))
            if console is not None:
                QApplication.processEvents()
            times.append(time.perf_counter() - start)
            if session.state.table(table.number).hand_state is None and can_deal(
                session.state, table.number
            ):
                _check(session.edits.deal(table.number))  # keep every table busy
        if console is not None:
            console.close()
        file.close()
    return times, live_at_first


def _console(session: LiveTournament) -> MainWindow:
    QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(session)
    window.resize(1440, 860)
    window.show()
    QApplication.processEvents()
    return window


def cli_figures(rounds: int, folder: Path) -> dict[str, list[float]]:
    """Seconds of each command a host types on the night's files, ``rounds`` each."""
    commands: dict[str, Callable[[int], Sequence[str]]] = {
        "info (finished night)": lambda _n: ("info", str(FINISHED)),
        "info --json (finished night)": lambda _n: ("info", str(FINISHED), "--json"),
        "stats (finished night)": lambda _n: ("stats", str(FINISHED)),
        "export PHH (finished night)": lambda n: (
            "export", str(FINISHED), "--format", "phh", "--out", str(folder / f"phh{n}")
        ),
        "export PokerStars (finished night)": lambda n: (
            "export", str(FINISHED), "--format", "pokerstars", "--out", str(folder / f"ps{n}")
        ),
        "print --what seats (300 cards)": lambda n: (
            "print", str(DRAWN), "--what", "seats", "--out", str(folder / f"seats{n}.pdf")
        ),
        "print --what seating (300 players)": lambda n: (
            "print", str(DRAWN), "--what", "seating", "--out", str(folder / f"seating{n}.pdf")
        ),
        "info (middle of the night)": lambda _n: ("info", str(MIDDLE)),
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for number in range(rounds):  # rounds interleaved: the machine's load hits all alike
        for name, words in commands.items():
            times[name].append(feltboard(*words(number)))
    return times


def _line(name: str, times: Sequence[float], unit: str = "s") -> str:
    scale = 1000.0 if unit == "ms" else 1.0
    ordered = sorted(times)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    return (
        f"{name:44s} median {statistics.median(ordered) * scale:8.2f} {unit}, "
        f"best {ordered[0] * scale:8.2f}, p99 {p99 * scale:8.2f}, worst "
        f"{ordered[-1] * scale:8.2f} (n={len(ordered)})"
    )


def main() -> int:
    """Build the files, then print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--skip-simulate", action="store_true",
                        help="reuse the files in bench/out/ (the simulation is not timed)")
    args = parser.parse_args()
    OUT.mkdir(exist_ok=True)
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    if not (args.skip_simulate and FINISHED.exists()):
        runs = [simulate_cli(FINISHED, 100_000) for _ in range(args.rounds)]
        print(_line("feltboard simulate 300 players to the end", runs))
    for path, hands in ((DRAWN, 0), (MIDDLE, 340)):
        if not (args.skip_simulate and path.exists()):
            simulate_cli(path, hands)
    with TournamentFile.open(FINISHED) as file:
        print(f"  the night: {len(file.state.hands)} hands, {len(file.state.players)} "
              f"players, {FINISHED.stat().st_size / 1e6:.1f} MB")
    with tempfile.TemporaryDirectory() as folder:
        draw, plans, steps = seat_draw_and_balancing(Path(folder))
    print(_line("seat draw of 300 players (recorded)", [draw], "ms"))
    print(_line("plan_tables between rounds", plans, "ms"))
    print(_line("break-and-balance step recorded", steps, "ms"))
    print(_line("open the finished night (file + session)", opening(FINISHED, 5)))
    print(_line("open the night at 340 hands", opening(MIDDLE, 5)))
    for window in (False, True):
        times, live = actions_with_every_hand_live(MIDDLE, 300, window)
        where = "with the console" if window else "session alone"
        print(_line(f"one action, {live} hands live, {where}", times, "ms"))
    with tempfile.TemporaryDirectory() as folder:
        for name, times in cli_figures(args.rounds, Path(folder)).items():
            print(_line(f"feltboard {name}", times))
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
