"""Photograph the audience display with each kind of announcement, as a night unfolds.

Run from the repository root::

    .venv/bin/python scripts/announcement_screenshots.py [--out screenshots]

Plays one €20 tournament of fourteen players on two untracked tables through the seat
draw, a late seat, a balancing move, the break and its color-up, busts into the bubble,
hand-for-hand, the money, a table break and the final table, down to the winner. Each
announcement is photographed as it comes on screen, at 1920×1080, 1280×720 and 1080×1920
(a TV on its side): ``screenshots/announce-<n>-<kind>-<width>x<height>.png``. The seat
draw is photographed on each of its pages. Qt's offscreen platform: no display needed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from app.display.window import AudienceDisplay
from app.engine.clock import ClockStarted
from app.engine.entry_options import RebuyPolicy
from app.engine.money import Currency
from app.engine.presets import HOME_STANDARD
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SeatsDrawn,
    TableClosed,
    TableOpened,
    TournamentEvent,
)
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile

SIZES = ((1920, 1080), (1280, 720), (1080, 1920))
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hugo", "Ivy", "Jo", "Kim", "Lee",
         "Max", "Ned", "Oz")
START = 1_700_000_000.0


class FixedClock:
    """A clock the script moves by hand."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


class Night:
    """The tournament, its TV, and a camera that photographs each announcement."""

    def __init__(self, folder: Path, out: Path) -> None:
        base = setup_from_preset(HOME_STANDARD)
        setup = replace(
            base,
            name="Friday night",
            currency=Currency("€", 2),
            buy_in=2_000,
            prize_unit=100,
            rebuys=RebuyPolicy(),
            structure=BlindStructure((
                Level(25, 50, 0, 1200),
                Break(600, "Raffle at the bar", color_up=25),
                Level(100, 200, 0, 1200),
                Level(200, 400, 400, 1200),
            )),
        )
        self.file = TournamentFile.create(folder / "friday.feltboard", setup)
        self.clock = FixedClock()
        self.session = LiveTournament(self.file, clock=self.clock, backup_folder=folder)
        self.display = AudienceDisplay(self.session)
        self.out = out
        self.taken = 0

    def record(self, *events: TournamentEvent) -> None:
        problem = self.session.record_many(list(events), "script")
        if problem is not None:
            raise SystemExit(f"could not record {events}: {problem}")

    def bust(self, player: int) -> None:
        state = self.session.state
        table = state.player(player).table
        winner = next(p for p in state.alive if p.table == table and p.id != player)
        self.record(PlayerBusted(player, winner.id))

    def fullest_table_player(self) -> int:
        """A player at the table with the most players (so both tables play on)."""
        alive = self.session.state.alive
        tables = [p.table for p in alive]
        fullest = max(set(tables), key=lambda t: (tables.count(t), t or 0))
        return next(p.id for p in alive if p.table == fullest)

    def photograph_all(self) -> Iterator[str]:
        """Photograph every announcement queued, each as it comes on, then let it go."""
        feed = self.display.announcements
        while (schedule := feed.schedule()):
            showing = schedule[0]
            pages = len(showing.announcement.pages)
            start = showing.start
            for page in range(pages):
                self.clock.now = max(self.clock.now, start)
                self.session.clock_ticked.emit()
                self.taken += 1
                suffix = f"-page{page + 1}" if pages > 1 else ""
                name = f"announce-{self.taken:02d}-{showing.announcement.kind.value}{suffix}"
                for width, height in SIZES:
                    self.display.resize(width, height)
                    path = self.out / f"{name}-{width}x{height}.png"
                    self.display.grab().save(str(path))
                    yield str(path)
                start += showing.announcement.page_seconds[page]
            self.clock.now = showing.end
            self.session.clock_ticked.emit()

    def close(self) -> None:
        self.display.close()
        self.display.deleteLater()
        self.file.close()


def play(night: Night) -> Iterator[str]:
    night.record(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 15)))
    night.record(TableOpened(1, 9, tracked=False), TableOpened(2, 9, tracked=False),
                 SeatsDrawn(2026))
    yield from night.photograph_all()
    night.record(PlayerRegistered(15, NAMES[14]))
    state = night.session.state
    table_two = {s for s, _ in state.table(2).seats}
    night.record(PlayerSeated(15, 2, min(set(range(1, 10)) - table_two)))  # a late seat
    yield from night.photograph_all()
    night.record(ClockStarted(night.clock.now))
    night.clock.now += 1200  # the break, with its color-up
    night.session.clock_ticked.emit()
    yield from night.photograph_all()
    # Busts until the bubble (15 entries pay 4), table 1 first.
    for player in (1, 3, 5):
        night.bust(player)
    yield from night.photograph_all()
    state = night.session.state
    mover = next(p for p in state.alive if p.table == 2)
    free = min(set(range(1, 10)) - {s for s, _ in state.table(1).seats})
    night.record(PlayerSeated(mover.id, 1, free))  # balancing the tables
    yield from night.photograph_all()
    while len(night.session.state.alive) > 5:  # both tables kept going: hand-for-hand
        night.bust(night.fullest_table_player())
    yield from night.photograph_all()  # down to five of four paid: the bubble
    night.bust(night.fullest_table_player())
    yield from night.photograph_all()  # in the money
    state = night.session.state
    if len({p.table for p in state.alive}) > 1:
        movers = [p for p in state.alive if p.table == 2]
        taken = {s for s, _ in state.table(1).seats}
        seats = sorted(set(range(1, 10)) - taken)
        night.record(*(PlayerSeated(p.id, 1, seat) for p, seat in zip(movers, seats, strict=False)),
                     TableClosed(2))
        yield from night.photograph_all()  # the table breaks, the final table
    while len(night.session.state.alive) > 1:
        night.bust(night.session.state.alive[-1].id)
        yield from night.photograph_all()  # the last busts, and the winner (no band left)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert app is not None
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        night = Night(Path(folder), args.out)
        try:
            for line in play(night):
                print(line)
        finally:
            night.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
