"""Render the audience display offscreen, in several states and sizes, to PNG files.

Run from the repository root::

    .venv/bin/python scripts/display_screenshots.py [--out screenshots] [--only NAME]

Writes ``screenshots/display-<state>-<width>x<height>.png`` at 1280×720, 1920×1080 and
3840×2160 for every state below, then prints how long each render took. Needs nothing
but the app and PySide6 (no packaging, no display server: Qt's offscreen platform).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from app.display.alerts import AlertKind
from app.display.window import AudienceDisplay
from app.engine.autoplay import random_next_event
from app.engine.cards import parse_cards
from app.engine.clock import ClockPaused, ClockStarted, LevelJumped, TimeAdjusted
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HoleCardsDealt,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.money import Bounty, Currency
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    EntryTaken,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.session.live import LiveTournament
from app.session.simulate import simulate
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
START = 1_000_000.0
LONG_NAMES = (
    "Bartholomew Fitzgerald-Montgomery III",
    "Anastasia Konstantinovna Rimsky-Korsak",
    "Ann",
    "Guillermo del Toro Sánchez-Villalobos",
    "Bob",
    "Wilhelmina Featherstonehaugh",
    "Carla",
    "Dmitri",
    "Esther",
    "Farid",
    "Grace",
    "Hugo",
    "Ines",
    "Jun",
    "Kofi",
    "Lena",
    "Mateo",
    "Nadia",
)


class FixedClock:
    """A clock the script moves by hand."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


Scenario = Callable[[Path], tuple[LiveTournament, FixedClock]]


def _record(session: LiveTournament, *events: object) -> None:
    for event in events:
        problem = session.record(event)  # type: ignore[arg-type]
        if problem is not None:
            raise RuntimeError(f"refused: {event!r}: {problem}")


def _act(session: LiveTournament, table: int, *events: object) -> None:
    for event in events:
        problem = session.act(table, event)  # type: ignore[arg-type]
        if problem is not None:
            raise RuntimeError(f"refused at table {table}: {event!r}: {problem}")


def _demo(folder: Path) -> tuple[LiveTournament, FixedClock]:
    clock = FixedClock()
    return LiveTournament(create_demo(folder / "demo.feltboard"), clock=clock), clock


def _to_act(session: LiveTournament, table: int) -> int:
    hand = session.state.table(table).hand_state
    assert hand is not None and hand.to_act is not None
    return hand.to_act


def _shove_until(session: LiveTournament, players_left: int, seed: int) -> None:
    """Two players all in each hand (the others fold) until ``players_left`` remain."""
    rng = random.Random(seed)
    while len(session.state.alive) > players_left and not session.state.is_finished:
        event = session.next_hand_event(1)
        assert event is not None
        _record(session, event)
        in_pot = 0
        while (hand := session.state.table(1).hand_state) is not None:
            legal = hand.legal_actions()
            if legal is None:
                _act(session, 1, random_next_event(hand, rng))
            elif in_pot < 2 or legal.can_check:
                in_pot += 1
                _act(session, 1, WentAllIn(legal.seat) if legal.can_all_in else Called(legal.seat))
            else:
                _act(session, 1, Folded(legal.seat))


def empty(folder: Path) -> tuple[LiveTournament, FixedClock]:
    clock = FixedClock()
    setup = setup_from_preset(HOME_STANDARD, "Friday night poker")
    return LiveTournament(TournamentFile.create(folder / "e.feltboard", setup), clock), clock


def waiting(folder: Path) -> tuple[LiveTournament, FixedClock]:
    return _demo(folder)


def running_hand(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 7 * 60 + 12.4
    event = session.next_hand_event(1)
    assert event is not None
    _record(session, event)
    while (hand := session.state.table(1).hand_state) is not None and hand.to_act is not None:
        seat = hand.to_act
        _act(session, 1, Checked(seat) if hand.can_check(seat) else Called(seat))
    _act(session, 1, FlopDealt(parse_cards("Ah Td 7c")))
    _act(session, 1, BetPlaced(_to_act(session, 1), 1_500))
    _act(session, 1, Called(_to_act(session, 1)))
    return session, clock


def paused(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 5 * 60 + 31
    _record(session, ClockPaused(clock.now))
    clock.now += 999
    return session, clock


def final_minute(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 20 * 60 - 42
    return session, clock


def long_clock(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now), TimeAdjusted(clock.now, 3_600))
    clock.now += 55
    return session, clock


def on_break(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 60
    _record(session, LevelJumped(clock.now, 9))  # "Color up the 25s"
    clock.now += 4 * 60 + 20
    return session, clock


def showdown_big(folder: Path) -> tuple[LiveTournament, FixedClock]:
    """Two tables, long names, seven-digit stacks, last level; a showdown and a turn."""
    clock = FixedClock()
    setup = replace(
        setup_from_preset(
            HOME_STANDARD,
            "The Riverside Community Centre Annual Charity Poker Championship — Main Event",
        ),
        starting_stack=1_250_000,
    )
    file = TournamentFile.create(folder / "big.feltboard", setup)
    session = LiveTournament(file, clock=clock)
    for number, name in enumerate(LONG_NAMES, start=1):
        _record(session, PlayerRegistered(number, name))
    _record(session, TableOpened(1, 9), TableOpened(2, 9))
    for number in range(1, len(LONG_NAMES) + 1):
        table, seat = divmod(number - 1, 9)
        _record(session, PlayerSeated(number, table + 1, seat + 1))
    _record(session, ClockStarted(clock.now))
    clock.now += 30
    for player in (4, 5):  # bigger stacks than the third all-in: a side pot at table 1
        _record(session, EntryTaken(player, EntryKind.ADD_ON, clock.now))
    _record(session, LevelJumped(clock.now, 22))
    clock.now += 3 * 60 + 5
    for table in (1, 2):
        event = session.next_hand_event(table)
        assert event is not None
        _record(session, event)
    # Table 1: three players all in (different stacks: side pots), the rest fold.
    hand = session.state.table(1).hand_state
    assert hand is not None
    _act(session, 1, HoleCardsDealt(hand.order[0], parse_cards("2c 2d")))  # private
    shovers = 0
    while (hand := session.state.table(1).hand_state) is not None and hand.to_act is not None:
        legal = hand.legal_actions()
        assert legal is not None
        if shovers < 3 and legal.can_all_in:
            _act(session, 1, WentAllIn(legal.seat))
            shovers += 1
        elif shovers < 3:
            _act(session, 1, Called(legal.seat))
            shovers += 1
        else:
            _act(session, 1, Folded(legal.seat))
    _act(session, 1, FlopDealt(parse_cards("Kh Qs 5d")), TurnDealt(parse_cards("9c")),
         RiverDealt(parse_cards("3h")))
    hand = session.state.table(1).hand_state
    assert hand is not None
    first, second = hand.showdown_order[:2]
    _act(session, 1, CardsShown(first, parse_cards("Ac Kd")),
         CardsShown(second, parse_cards("Qh Qd")))
    # Table 2: everyone calls, flop and turn, a bet in front.
    while (hand := session.state.table(2).hand_state) is not None and hand.to_act is not None:
        seat = hand.to_act
        _act(session, 2, Checked(seat) if hand.can_check(seat) else Called(seat))
    _act(session, 2, FlopDealt(parse_cards("Js Ts 4h")))
    return session, clock


def showdown_big_table2(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = showdown_big(folder)
    clock.now += 8  # the rotation features the next table
    return session, clock


def heads_up(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 3 * 3600 + 17 * 60
    _shove_until(session, 2, seed=7)
    return session, clock


def finished(folder: Path) -> tuple[LiveTournament, FixedClock]:
    session, clock = _demo(folder)
    _record(session, ClockStarted(clock.now))
    clock.now += 4 * 3600
    _shove_until(session, 1, seed=7)
    return session, clock


def finished_crowd(folder: Path) -> tuple[LiveTournament, FixedClock]:
    """Twenty players with long names, finished on untracked tables."""
    clock = FixedClock()
    setup = setup_from_preset(HOME_STANDARD, "Friday night poker")
    session = LiveTournament(TournamentFile.create(folder / "c.feltboard", setup), clock)
    for number in range(1, 21):
        name = f"{LONG_NAMES[number % len(LONG_NAMES)][:36]} {number}"
        _record(session, PlayerRegistered(number, name))
    _record(session, TableOpened(1, 10, tracked=False), TableOpened(2, 10, tracked=False))
    for number in range(1, 21):
        _record(session, PlayerSeated(number, 1 + (number - 1) // 10, (number - 1) % 10 + 1))
    _record(session, ClockStarted(clock.now))
    clock.now += 5 * 3600
    for number in (*range(1, 10), *range(11, 20)):
        _record(session, PlayerBusted(number, 10 if number < 10 else 20))
    _record(session, TableOpened(3, 2, tracked=False), PlayerSeated(10, 3, 1),
            PlayerSeated(20, 3, 2), PlayerBusted(10, 20))
    return session, clock


def euro_knockout(folder: Path) -> tuple[LiveTournament, FixedClock]:
    """€40+€5 with a €10 bounty and €20+€2 add-ons, eighteen players; five out."""
    clock = FixedClock()
    setup = replace(
        setup_from_preset(HOME_STANDARD, "Friday knockout"),
        currency=Currency("€", 2),
        buy_in=4_000,
        fee=500,
        prize_unit=100,
        bounty=Bounty(1_000),
        rebuys=RebuyPolicy(add_on=EntryOption(EntryKind.ADD_ON, 2_000, 10_000, 6, fee=200)),
    )
    session = LiveTournament(TournamentFile.create(folder / "ko.feltboard", setup), clock)
    for number, name in enumerate(LONG_NAMES, start=1):
        _record(session, PlayerRegistered(number, name.split()[0]))
    _record(session, TableOpened(1, 9, tracked=False), TableOpened(2, 9, tracked=False))
    for number in range(1, len(LONG_NAMES) + 1):
        table, seat = divmod(number - 1, 9)
        _record(session, PlayerSeated(number, table + 1, seat + 1))
    _record(session, ClockStarted(clock.now))
    clock.now += 30
    for number in range(1, 13):
        _record(session, EntryTaken(number, EntryKind.ADD_ON, clock.now))
    clock.now += 2 * 3600 + 14 * 60
    for victim, winner in ((18, 12), (17, 12), (9, 1), (16, 13), (8, 1)):
        _record(session, PlayerBusted(victim, winner))
    return session, clock


def euro_finished(folder: Path) -> tuple[LiveTournament, FixedClock]:
    """The knockout above played to the end: tables busted down, then one table."""
    session, clock = euro_knockout(folder)
    while len(session.state.alive) > 1:
        by_table: dict[int, list[int]] = {}
        for player in session.state.alive:
            assert player.table is not None
            by_table.setdefault(player.table, []).append(player.id)
        players = max(by_table.values(), key=len)
        if len(players) == 1:  # one player at each table: the last two meet at table 1
            mover = by_table[2][0]
            _record(session, PlayerSeated(mover, 1, 9))
            players = [*by_table[1], mover]
        _record(session, PlayerBusted(max(players), min(players)))
    return session, clock


def big_room(folder: Path) -> tuple[LiveTournament, FixedClock]:
    """300 players on 34 tables, an hour in, a hand live at every table (issue 25)."""
    path = folder / "big.feltboard"
    simulate(path, players=300, tables=34, hands=34 * 6, seed=25)
    file = TournamentFile.open(path)
    clock = FixedClock(max(h.started_at for h in file.state.hands) + 95.0)
    session = LiveTournament(file, clock=clock)
    rng = random.Random(25)
    for table in session.state.tables:
        event = session.next_hand_event(table.number)
        if event is None:
            continue
        _record(session, event)
        for _ in range(rng.randrange(4, 24)):  # each hand somewhere between preflop and river
            hand = session.state.table(table.number).hand_state
            if hand is None or (hand.to_act is None and hand.awaiting_board is None):
                break
            _act(session, table.number, random_next_event(hand, rng))
    return session, clock


SCENARIOS: dict[str, Scenario] = {
    "empty": empty,
    "waiting": waiting,
    "running-hand": running_hand,
    "paused": paused,
    "final-minute": final_minute,
    "long-clock": long_clock,
    "break": on_break,
    "showdown-long-names": showdown_big,
    "showdown-table2": showdown_big_table2,
    "heads-up": heads_up,
    "finished": finished,
    "finished-crowd": finished_crowd,
    "euro-knockout": euro_knockout,
    "euro-finished": euro_finished,
    "big-room": big_room,
}


def render(display: AudienceDisplay, width: int, height: int, path: Path) -> float:
    """Save the display at ``width`` × ``height``; returns the seconds the render took."""
    display.resize(width, height)
    started = time.perf_counter()
    image = display.grab()
    elapsed = time.perf_counter() - started
    image.save(str(path))
    return elapsed


def run(out: Path, only: str | None = None) -> Iterator[str]:
    app = QApplication.instance() or QApplication(sys.argv)
    assert app is not None
    out.mkdir(parents=True, exist_ok=True)
    for name, build in SCENARIOS.items():
        if only and only != name:
            continue
        with tempfile.TemporaryDirectory() as folder:
            session, _clock = build(Path(folder))
            display = AudienceDisplay(session)
            display.refresh()
            for width, height in SIZES:
                path = out / f"display-{name}-{width}x{height}.png"
                seconds = render(display, width, height, path)
                yield f"{path}  ({seconds * 1000:.0f} ms)"
            if name == "running-hand":
                display.flash.start(AlertKind.LEVEL_CHANGE)
                display.flash._step(120.0)  # the top of the first pulse
                path = out / "display-flash-1920x1080.png"
                render(display, 1920, 1080, path)
                yield str(path)
            display.close()
            display.deleteLater()
            session.file.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--only", choices=sorted(SCENARIOS), default=None)
    args = parser.parse_args()
    for line in run(args.out, args.only):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
