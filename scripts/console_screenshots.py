"""Render the dealer console offscreen in its main states, at two window sizes.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/console_screenshots.py [OUT_DIR]
Writes PNGs (default: screenshots/console/) of pre-flop, an all-in with side pots, and the
showdown result, at 1280x720 and 1920x1080.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from app.engine.cards import parse_cards
from app.engine.events import (
    CardsShown,
    FlopDealt,
    Folded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.structure import EntryKind
from app.engine.tournament_events import EntryTaken
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.ui.main_window import MainWindow

SIZES = ((1280, 720), (1920, 1080))


def main() -> int:
    """Write the screenshots; print where."""
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots/console")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        file = create_demo(Path(folder) / "shots.feltboard")
        session = LiveTournament(file, clock=lambda: 1_000.0)
        for player in (2, 5):
            session.record(EntryTaken(player, EntryKind.REBUY, 1_000.0))
        window = MainWindow(session)
        table = 1
        window.action_bar.next_hand()
        shoot(app, window, out, "1-preflop")
        script = iter(("raise", "all-in", "fold", "all-in", "fold", "all-in"))
        while (hand := session.state.table(table).hand_state) is not None:
            seat = hand.to_act
            if seat is None:
                break
            choice = next(script, "fold")
            if choice == "raise":
                session.act(table, RaisedTo(seat, 600))
            elif choice == "all-in":
                session.act(table, WentAllIn(seat))
            else:
                session.act(table, Folded(seat))
        shoot(app, window, out, "2-all-in-side-pots")
        for event in (
            FlopDealt(parse_cards("Ah Kd 7c")),
            TurnDealt(parse_cards("2s")),
            RiverDealt(parse_cards("9h")),
        ):
            session.act(table, event)
        deck = iter(parse_cards("As Ks Qh Qd Jc Jd Tc Td 8s 8d 6c 6d 5h 5s 4c 4d 3h 3s"))
        while (hand := session.state.table(table).hand_state) is not None:
            pending = [s for s in hand.showdown_order if not hand.shown_cards(s)]
            session.act(table, CardsShown(pending[0], (next(deck), next(deck))))
        shoot(app, window, out, "3-showdown-result")
        window.close()
        file.close()
    print(f"Screenshots in {out}")
    return 0


def shoot(app: QApplication, window: MainWindow, out: Path, name: str) -> None:
    """Save the window at each size."""
    for width, height in SIZES:
        window.resize(width, height)
        window.show()
        app.processEvents()
        window.grab().save(str(out / f"{name}-{width}x{height}.png"))


if __name__ == "__main__":
    raise SystemExit(main())
