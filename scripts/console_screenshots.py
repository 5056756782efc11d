"""Render the dealer console offscreen in each state of a hand, typed at as a dealer types.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/console_screenshots.py [OUT_DIR]
Writes PNGs (default: screenshots/console/) at 1280x720 (and the showdown also at
1920x1080) of every keyboard mode of docs/console-input.md: waiting to deal, betting, an
amount being typed (with a refused letter), an all-in to confirm, the board due with
cards being typed, the showdown, between hands and a past hand under review; then, in a
fixed-limit game, the completion of a short all-in bet ("Complete to 10").
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.engine.presets import FIXED_LIMIT_1_2
from app.engine.structure import MINUTE, BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    ChipsCounted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TableTrackingChanged,
)
from app.present.console_keys import Mode
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow

SIZE = (1280, 720)


def main() -> int:
    """Write the screenshots; print where."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "out", nargs="?", type=Path, default=Path("screenshots/console"), metavar="OUT_DIR",
        help="the folder to write the PNGs into (default: screenshots/console)",
    )  # fmt: skip
    out: Path = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        file = create_demo(Path(folder) / "shots.feltboard")
        window = MainWindow(LiveTournament(file, clock=lambda: 1_000.0))
        window.resize(*SIZE)
        window.show()
        window.activateWindow()
        app.processEvents()
        keys = Typist(app, window)
        shoot(app, window, out, "1-waiting-to-deal", Mode.WAITING)
        keys.type("N")
        keys.type("C")
        shoot(app, window, out, "2-betting", Mode.BETTING)
        keys.type("250f")  # the f is refused, visibly, and not typed
        shoot(app, window, out, "3-amount-being-typed", Mode.AMOUNT)
        keys.press(Qt.Key.Key_Return)
        keys.type("A")
        shoot(app, window, out, "4-all-in-to-confirm", Mode.CONFIRM_ALL_IN)
        keys.press(Qt.Key.Key_Escape)
        while window.mode is not Mode.BOARD:
            keys.type("C")
        keys.type("Ah Kd")
        shoot(app, window, out, "5-board-due-cards-being-typed", Mode.BOARD)
        keys.type(" 7c")
        keys.press(Qt.Key.Key_Return)
        for street in ("2s", "9h"):
            while window.mode is not Mode.BOARD:
                keys.type("C")
            keys.type(street)
            keys.press(Qt.Key.Key_Return)
        while window.mode is not Mode.SHOWDOWN:
            keys.type("C")
        shoot(app, window, out, "6-showdown", Mode.SHOWDOWN, also_large=True)
        hands = iter(("As Ks", "Qh Qd", "Jc Jd", "Tc Td", "8s 8d", "6c 6d", "5h 5s", "4c 4d",
                      "3h 3s"))
        while window.mode is Mode.SHOWDOWN:
            keys.type(next(hands))
            keys.press(Qt.Key.Key_Return)
        shoot(app, window, out, "7-between-hands", Mode.BETWEEN)
        window.review_hand(1)
        shoot(app, window, out, "8-reviewing-a-past-hand", Mode.REVIEW)
        keys.type("N")  # refused: a past hand is on show
        shoot(app, window, out, "9-review-refuses-N", Mode.REVIEW)
        window.close()
        file.close()
        shoot_completion(app, out, Path(folder) / "fixed-limit.feltboard")
    print(f"Screenshots in {out}")
    return 0


def shoot_completion(app: QApplication, out: Path, path: Path) -> None:
    """A 10/20 fixed-limit game where Cy, the big blind, has 4 left for the flop: his
    all-in is less than half a bet, so Ann's wager completes it."""
    preset = dataclasses.replace(
        FIXED_LIMIT_1_2,
        structure=BlindStructure((Level(5, 10, 0, 20 * MINUTE, small_bet=10, big_bet=20),)),
    )
    file = TournamentFile.create(path, setup_from_preset(preset))
    for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        file.record(PlayerRegistered(number, name))
    file.record(TableOpened(1, 9, tracked=False))
    for number in (1, 2, 3):
        file.record(PlayerSeated(number, 1, number))
    file.record(ChipsCounted(1, ((1, 143), (2, 143), (3, 14))))
    file.record(TableTrackingChanged(1, True))
    window = MainWindow(LiveTournament(file, clock=lambda: 1_000.0))
    window.resize(*SIZE)
    window.show()
    window.activateWindow()
    app.processEvents()
    keys = Typist(app, window)
    keys.type("NCCC")  # Ann calls, Bob completes the small blind, Cy checks
    keys.type("Ah Kd 7c")
    keys.press(Qt.Key.Key_Return)
    keys.type("CAA")  # Bob checks; Cy all-in for 4
    shoot(app, window, out, "10-fixed-limit-completion", Mode.BETTING)
    window.close()
    file.close()


class Typist:
    """Key presses sent where a real keyboard sends them: to the widget holding it."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        self._app = app
        self._window = window

    def type(self, text: str) -> None:
        for char in text:
            QTest.keyClick(QApplication.focusWidget() or self._window, char)
            self._app.processEvents()

    def press(self, key: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget() or self._window, key)
        self._app.processEvents()


def shoot(app: QApplication, window: MainWindow, out: Path, name: str, mode: Mode,
          also_large: bool = False) -> None:
    """Save the window (checking it is in ``mode``, so a shot never shows the wrong state)."""
    if window.mode is not mode:
        raise RuntimeError(f"{name}: the console is in {window.mode}, not {mode}")
    sizes = (SIZE, (1920, 1080)) if also_large else (SIZE,)
    for width, height in sizes:
        window.resize(width, height)
        app.processEvents()
        window.grab().save(str(out / f"{name}-{width}x{height}.png"))
    window.resize(*SIZE)
    app.processEvents()


if __name__ == "__main__":
    raise SystemExit(main())
