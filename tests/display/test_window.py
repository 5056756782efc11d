"""Drive the real audience display window against a live session with a fixed clock."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QFontMetricsF, QGuiApplication
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertKind, AlertSettings, AlertSounds
from app.display.composition import Composition
from app.display.layout import compose, is_numeric
from app.display.window import AudienceDisplay, choose_screen, open_audience_display
from app.engine.cards import parse_cards
from app.engine.clock import (
    ClockPaused,
    ClockResumed,
    ClockStarted,
    LevelJumped,
    TimeAdjusted,
)
from app.engine.entry_options import EntryKind, RebuyPolicy
from app.engine.events import (
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    HandEvent,
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
    TournamentEvent,
)
from app.present.view_model import build_display_model
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
LONG_NAMES = (
    "Bartholomew Fitzgerald-Montgomery III",
    "Anastasia Konstantinovna Rimsky-Korsak",
    "Guillermo del Toro Sánchez-Villalobos",
    "Wilhelmina Featherstonehaugh",
)


class FixedClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


class FakeEffect:
    """Stands in for QSoundEffect so no test makes a noise; counts plays."""

    def __init__(self, parent: object) -> None:
        self.plays = 0
        self.volume = 1.0
        self.muted = False

    def setSource(self, url: object) -> None:
        pass

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def setMuted(self, muted: bool) -> None:
        self.muted = muted

    def play(self) -> None:
        self.plays += 1


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    """The nine-player demo, seated at one tracked table, clock not started."""
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


@pytest.fixture
def session(demo: TournamentFile, clock: FixedClock) -> LiveTournament:
    return LiveTournament(demo, clock=clock)


Maker = Callable[..., AudienceDisplay]


@pytest.fixture
def make_display(qtbot: QtBot, session: LiveTournament) -> Maker:
    """A function opening a silent display (fake sound effects) as a shown window."""

    def make(on: LiveTournament | None = None, **options: object) -> AudienceDisplay:
        sounds = AlertSounds(effect_factory=FakeEffect)
        display = AudienceDisplay(on or session, sounds=sounds, **options)  # type: ignore[arg-type]
        qtbot.addWidget(display)
        display.resize(1280, 720)
        display.show()
        qtbot.waitExposed(display)
        return display

    return make


def plays(display: AudienceDisplay) -> int:
    return sum(effect.plays for effect in display.sounds._effects.values())


def record(session: LiveTournament, *events: TournamentEvent) -> None:
    for event in events:
        assert session.record(event) is None, event


def act(session: LiveTournament, *events: HandEvent, table: int = 1) -> None:
    for event in events:
        assert session.act(table, event) is None, event


def to_act(session: LiveTournament, table: int = 1) -> int:
    hand = session.state.table(table).hand_state
    assert hand is not None and hand.to_act is not None
    return hand.to_act


def deal(session: LiveTournament, table: int = 1) -> None:
    event = session.next_hand_event(table)
    assert event is not None
    record(session, event)


def tick(session: LiveTournament) -> None:
    """What the session's timer does four times a second."""
    session.clock_ticked.emit()


# ----- updates -----------------------------------------------------------------------------


def test_every_recorded_action_shows_at_once(
    qtbot: QtBot, make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display()
    assert display.model.title == "Demo tournament"
    assert display.windowTitle() == "Demo tournament — audience display"
    assert display.model.status == "STARTING SOON"
    frames = display.frames
    with qtbot.waitSignal(session.changed, timeout=1000):
        record(session, ClockStarted(clock.now))
    assert display.model.status == ""  # updated in the signal, before any event loop turn
    qtbot.waitUntil(lambda: display.frames > frames, timeout=1000)
    deal(session)
    assert display.model.featured_hand is not None
    assert display.model.featured_hand.street == "Pre-flop"
    frames = display.frames
    act(session, Called(to_act(session)))
    qtbot.waitUntil(lambda: display.frames > frames, timeout=1000)
    display.close()


def test_the_clock_is_read_from_the_session_never_counted(
    make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now))
    assert display.model.clock == "20:00"
    for _ in range(40):  # ten seconds of ticks while the (fake) time stands still
        tick(session)
    assert display.model.clock == "20:00"
    clock.now += 61
    tick(session)
    assert display.model.clock == "18:59"
    record(session, ClockPaused(clock.now))
    clock.now += 1_000
    tick(session)
    assert display.model.clock == "18:59" and display.model.paused
    record(session, ClockResumed(clock.now))
    clock.now += 59
    tick(session)
    assert display.model.clock == "18:00"
    display.close()


def test_the_session_timer_drives_the_display(
    qtbot: QtBot, make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now))
    clock.now += 90
    session.start_ticking()
    try:
        with qtbot.waitSignal(session.clock_ticked, timeout=2000):
            pass
    finally:
        session.stop_ticking()
    assert display.model.clock == "18:30"
    display.close()


def test_level_jump_and_reopen_show_the_right_time(
    qtbot: QtBot, make_display: Maker, session: LiveTournament, clock: FixedClock,
    demo: TournamentFile,
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now))
    clock.now += 300
    with qtbot.waitSignal(display.alerted, timeout=1000) as blocker:
        record(session, LevelJumped(clock.now, 2))
    assert blocker.args == [AlertKind.LEVEL_CHANGE.value]
    assert (display.model.level_label, display.model.clock) == ("LEVEL 3", "20:00")
    clock.now += 125
    tick(session)
    assert display.model.clock == "17:55"
    display.close()
    path = demo.path
    demo.close()
    clock.now += 3_600  # closed for an hour: the rest of level 3, level 4 and a break passed
    with TournamentFile.open(path) as reopened:
        again = make_display(LiveTournament(reopened, clock=clock))
        expected = reopened.state.clock(clock.now)
        assert again.model.level_label == f"LEVEL {expected.level_number}"
        assert (again.model.level_label, again.model.clock) == ("LEVEL 5", "7:55")
        again.close()


# ----- alerts ------------------------------------------------------------------------------


def test_one_minute_warning_then_level_change_chime_and_flash(
    qtbot: QtBot, make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now))
    clock.now += 20 * 60 - 61
    tick(session)
    assert not display.flash.active and plays(display) == 0
    clock.now += 2
    with qtbot.waitSignal(display.alerted, timeout=1000) as blocker:
        tick(session)
    assert blocker.args == [AlertKind.ONE_MINUTE.value]
    assert display.flash.active and display.flash.kind is AlertKind.ONE_MINUTE
    assert display.model.final_minute
    assert plays(display) == 1
    clock.now += 60
    with qtbot.waitSignal(display.alerted, timeout=1000) as blocker:
        tick(session)
    assert blocker.args == [AlertKind.LEVEL_CHANGE.value]
    assert display.flash.kind is AlertKind.LEVEL_CHANGE
    assert display.model.level_label == "LEVEL 2"
    assert plays(display) == 2
    qtbot.waitUntil(lambda: not display.flash.active, timeout=5000)  # the flash ends itself
    display.close()


def test_muted_or_soundless_alerts_still_flash(
    qtbot: QtBot, make_display: Maker, session: LiveTournament, clock: FixedClock, tmp_path: Path
) -> None:
    store = QSettings(str(tmp_path / "display.ini"), QSettings.Format.IniFormat)
    display = make_display(settings_store=store)
    display.mute_action.trigger()
    assert display.alert_settings.muted
    store.sync()
    assert QSettings(str(tmp_path / "display.ini"), QSettings.Format.IniFormat).value(
        "display/alert_muted") in (True, "true")
    record(session, ClockStarted(clock.now))
    clock.now += 20 * 60 + 1
    with qtbot.waitSignal(display.alerted, timeout=1000):
        tick(session)
    assert display.flash.active and plays(display) == 0
    display.close()

    def broken(parent: object) -> object:
        raise RuntimeError("no audio device")

    silent = AudienceDisplay(session, sounds=AlertSounds(effect_factory=broken))
    qtbot.addWidget(silent)
    silent.show()
    assert not silent.sounds.available
    record(session, LevelJumped(clock.now, 0))
    assert silent.flash.kind is AlertKind.LEVEL_CHANGE
    silent.close()
    record(session, LevelJumped(clock.now, 1))  # closed: no flash, no sound, no crash
    assert silent.model.level_label == "LEVEL 2"


# ----- privacy -----------------------------------------------------------------------------


def test_hole_cards_appear_only_once_tabled(
    make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now))
    deal(session)
    hand = session.state.table(1).hand
    assert hand is not None
    seats = [seat for seat, _ in hand.players]
    hole = dict(zip(seats[:3], ("As Ks", "Qh Qd", "Jc Tc"), strict=True))
    for seat, cards in hole.items():
        act(session, HoleCardsDealt(seat, parse_cards(cards)))
    while (live := session.state.table(1).hand_state) is not None and live.to_act is not None:
        seat = live.to_act
        act(session, WentAllIn(seat) if seat in hole else Called(seat))
    for event in (FlopDealt(parse_cards("2c 7d 9h")), TurnDealt(parse_cards("3s")),
                  RiverDealt(parse_cards("4d"))):
        act(session, event)
    shown = "".join(display.composition().texts())
    assert "7♦" in shown and "3♠" in shown  # the board is public
    for cards in ("A♠", "K♠", "Q♥", "Q♦", "J♣", "10♣"):
        assert cards not in shown
    live = session.state.table(1).hand_state
    assert live is not None
    first = next(seat for seat in live.showdown_order if seat in hole)
    act(session, CardsShown(first))
    shown = "".join(display.composition().texts())
    pretty = {"As Ks": ("A♠", "K♠"), "Qh Qd": ("Q♥", "Q♦"), "Jc Tc": ("J♣", "10♣")}
    for cards, faces in pretty.items():
        if cards == hole[first]:
            assert all(face in shown for face in faces)
        else:
            assert not any(face in shown for face in faces)
    display.close()


# ----- layout ------------------------------------------------------------------------------


def _waiting(session: LiveTournament, clock: FixedClock) -> None:
    pass


def _hand_on_the_flop(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now))
    clock.now += 437.5
    deal(session)
    while (live := session.state.table(1).hand_state) is not None and live.to_act is not None:
        seat = live.to_act
        act(session, Checked(seat) if live.can_check(seat) else Called(seat))
    act(session, FlopDealt(parse_cards("Ah Td 7c")))


def _paused_in_the_last_minute(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now))
    clock.now += 20 * 60 - 30
    record(session, ClockPaused(clock.now))


def _long_clock(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now), TimeAdjusted(clock.now, 3 * 3_600))
    assert session.clock_state().remaining_seconds > 3_600


def _break(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now), LevelJumped(clock.now, 9))


def _heads_up_last_level(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now), LevelJumped(clock.now, 22))
    record(session, TableOpened(2, 9, tracked=False))
    for player in range(2, 10):
        record(session, PlayerSeated(player, 2, player))
    for player in range(2, 9):
        record(session, PlayerBusted(player, 9))
    assert len(session.state.alive) == 2


def _finished(session: LiveTournament, clock: FixedClock) -> None:
    record(session, TableOpened(2, 9, tracked=False))
    for player in range(1, 10):
        record(session, PlayerSeated(player, 2, player))
    for player in range(1, 9):
        record(session, PlayerBusted(player, 9))


def _finished_crowd(session: LiveTournament, clock: FixedClock) -> None:
    """Twenty players, long names: more finishers than the standings show."""
    for number in range(10, 21):
        record(session, PlayerRegistered(number, f"{LONG_NAMES[number % 4][:36]} {number}"))
    record(session, TableOpened(2, 10, tracked=False), TableOpened(3, 10, tracked=False))
    for number in range(1, 21):
        record(session, PlayerSeated(number, 2 + (number - 1) // 10, (number - 1) % 10 + 1))
    for number in (*range(1, 10), *range(11, 20)):
        table_mate = 10 if number < 10 else 20
        record(session, PlayerBusted(number, table_mate))
    record(session, TableOpened(4, 2, tracked=False))  # the last two meet heads-up
    record(session, PlayerSeated(10, 4, 1), PlayerSeated(20, 4, 2), PlayerBusted(20, 10))


STATES: dict[str, Callable[[LiveTournament, FixedClock], None]] = {
    "waiting": _waiting,
    "hand": _hand_on_the_flop,
    "paused": _paused_in_the_last_minute,
    "break": _break,
    "long-clock": _long_clock,
    "heads-up": _heads_up_last_level,
    "finished": _finished,
    "finished-crowd": _finished_crowd,
}


@pytest.fixture
def big_session(tmp_path: Path, clock: FixedClock) -> Iterator[LiveTournament]:
    """Long names, seven-digit stacks, a long title, two tables, a side pot, a showdown."""
    setup = replace(
        setup_from_preset(
            HOME_STANDARD,
            "The Riverside Community Centre Annual Charity Poker Championship — Main Event",
        ),
        starting_stack=1_250_000,
    )
    file = TournamentFile.create(tmp_path / "big.feltboard", setup)
    session = LiveTournament(file, clock=clock)
    names = (*LONG_NAMES, "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
    for number, name in enumerate(names, start=1):
        record(session, PlayerRegistered(number, name))
    record(session, TableOpened(1, 9), TableOpened(2, 9))
    for number in range(1, len(names) + 1):
        table, seat = divmod(number - 1, 6)
        record(session, PlayerSeated(number, table + 1, seat + 1))
    record(session, ClockStarted(clock.now))
    for player in (4, 5):
        record(session, EntryTaken(player, EntryKind.ADD_ON, clock.now))
    record(session, LevelJumped(clock.now, 13))
    deal(session, 1)
    deal(session, 2)
    shoved = 0
    while (live := session.state.table(1).hand_state) is not None and live.to_act is not None:
        legal = live.legal_actions()
        assert legal is not None
        if shoved < 3:
            act(session, WentAllIn(legal.seat) if legal.can_all_in else Called(legal.seat))
            shoved += 1
        else:
            act(session, Checked(legal.seat) if legal.can_check else Called(legal.seat))
    act(session, FlopDealt(parse_cards("Kh Qs 5d")), TurnDealt(parse_cards("9c")),
        RiverDealt(parse_cards("3h")))
    live = session.state.table(1).hand_state
    if live is not None and not live.is_complete:
        act(session, CardsShown(live.showdown_order[0], parse_cards("Ac Kd")))
    yield session
    file.close()


@pytest.fixture
def euro_session(tmp_path: Path, clock: FixedClock) -> Iterator[LiveTournament]:
    """A €1,250+€100 progressive knockout (€250 heads), nine players, one untracked table."""
    setup = replace(
        setup_from_preset(HOME_STANDARD, "High roller"),
        currency=Currency("€", 2),
        buy_in=125_000,
        fee=10_000,
        prize_unit=100,
        bounty=Bounty(25_000, progressive=True),
        rebuys=RebuyPolicy(),
    )
    file = TournamentFile.create(tmp_path / "euro.feltboard", setup)
    session = LiveTournament(file, clock=clock)
    names = (*LONG_NAMES, "Ann", "Bob", "Cy", "Dee", "Eve")
    record(session, TableOpened(1, 9, tracked=False))
    for number, name in enumerate(names, start=1):
        record(session, PlayerRegistered(number, name), PlayerSeated(number, 1, number))
    record(session, ClockStarted(clock.now))
    yield session
    file.close()


@pytest.mark.parametrize("busts", [2, 7, 8])
def test_money_on_the_tv_in_euros_with_the_bounty(
    make_display: Maker, euro_session: LiveTournament, busts: int
) -> None:
    for player in range(9, 9 - busts, -1):
        record(euro_session, PlayerBusted(player, 2 if player > 7 else 1))
    display = make_display(euro_session)
    model = display.model
    for width, height in SIZES:
        composition = check_layout(display, width, height)
        if model.finished:
            first, rest = model.standings[0], model.standings[1:]
            winner = composition.find("winner_prize")
            assert winner is not None
            assert winner.text == f"PRIZE  {first.prize}   BOUNTIES  {first.bounties}"
            prizes = [b.text for b in composition.blocks if b.role.startswith("final_prize:")]
            assert prizes == [line.prize for line in rest if line.prize]
            won = [b.text for b in composition.blocks if b.role.startswith("final_ko:")]
            assert won == [line.bounties for line in rest if line.bounties] != []
            assert composition.find("final_label_ko:0") is not None
            continue
        buy_in, bounty = composition.find("buy_in"), composition.find("bounty")
        assert buy_in is not None and buy_in.text == "BUY-IN  €1,250.00+€100.00"
        assert bounty is not None and bounty.text == "PROGRESSIVE KO €250.00"
        amounts = [b.text for b in composition.blocks if b.role.startswith("amount:")]
        assert amounts == [line.amount for line in model.payouts]
        assert all(a.startswith("€") and a[-3] == "." for a in amounts)
        sizes = {b.font.pixelSize() for b in composition.blocks if b.role.startswith("amount:")}
        assert len(sizes) == 1  # every prize in one size
    assert model.prize_pool == "€9,000.00"  # nine buy-ins of €1,250 less €250 heads
    if model.finished:
        # Progressive: half of each head in cash, the rest on the winner's own head. Player
        # 2 took Eve's and Dee's (€125 cash each; her head grows to €500), player 1 the
        # five others (€625 cash, head €875) and player 2's €500 (€250 cash, head €1,125),
        # then his own head as the champion: €2,000 in all. Every head paid: 9 × €250.
        heads = [(line.name, line.bounties) for line in model.standings if line.bounties]
        assert heads == [(LONG_NAMES[0], "€2,000.00"), (LONG_NAMES[1], "€250.00")]
    display.close()


def check_layout(display: AudienceDisplay, width: int, height: int) -> Composition:
    """Everything inside the window, nothing overlapping, no cut numbers, big type."""
    display.resize(width, height)
    composition = display.composition()
    model = display.model
    window = QRectF(0, 0, width, height)
    box_h = min(height, width * 9 / 16)
    blocks = composition.blocks
    assert blocks
    for block in blocks:
        assert window.contains(block.rect), (block.role, block.rect)
        metrics = QFontMetricsF(block.font)
        padded = block.role == "status"
        inner = block.rect.width() - (2 * block.rect.height() * 0.35 if padded else 0)
        assert metrics.horizontalAdvance(block.text) <= inner + 1, (block.role, block.text)
        assert metrics.ascent() + metrics.descent() <= block.rect.height() + 1, block.role
        assert block.font.pixelSize() >= 0.02 * box_h, (block.role, block.font.pixelSize())
        if is_numeric(block.role):
            assert "…" not in block.text, block.role
    for number, first in enumerate(blocks):
        for second in blocks[number + 1 :]:
            overlap = first.rect.intersected(second.rect)
            assert overlap.width() * overlap.height() < 1, (first.role, second.role)
    expected = {
        "clock": model.clock, "blinds": model.blinds, "pool": model.prize_pool,
        "stat:average": model.average_stack, "stat:players": model.players,
    }
    if model.featured_hand is not None:
        expected["pot"] = model.featured_hand.pot
    for role, text in expected.items():
        block = composition.find(role)
        if model.finished:
            assert block is None
            continue
        assert block is not None and block.text == text, role
    clock_block = composition.find("clock")
    if clock_block is not None:
        assert clock_block.font.pixelSize() >= 0.15 * box_h
    for block in blocks:
        if block.text.endswith("…") and block.role.startswith(("title", "stat:leader")):
            assert len(block.text) > 4
    assert not display.grab().isNull()
    return composition


@pytest.mark.parametrize("state", sorted(STATES))
def test_layout_at_every_size(
    make_display: Maker, session: LiveTournament, clock: FixedClock, state: str
) -> None:
    STATES[state](session, clock)
    display = make_display()
    for width, height in SIZES:
        composition = check_layout(display, width, height)
        if state == "finished-crowd":
            assert composition.find("final_more") is not None
        if state.startswith("finished"):
            winner = composition.find("winner")
            assert winner is not None and winner.text == display.model.winner
        if state == "paused":
            level = composition.find("level")
            assert level is not None and "PAUSED" in level.text
    display.close()


def test_layout_with_long_names_seven_digit_stacks_and_two_tables(
    make_display: Maker, big_session: LiveTournament, clock: FixedClock
) -> None:
    display = make_display(big_session)
    assert len(display.model.hands) == 2
    for width, height in SIZES:
        composition = check_layout(display, width, height)
        title = composition.find("title")
        assert title is not None and title.text.endswith("…")
        average = composition.find("stat:average")
        assert average is not None and average.text.count(",") == 2  # 1,2xx,xxx
    before = display.model.featured_hand
    clock.now += 8  # each table's hand is featured for 8 seconds in turn
    tick(big_session)
    after = display.model.featured_hand
    assert before is not None and after is not None
    assert {before.table, after.table} == {1, 2}
    check_layout(display, 1920, 1080)
    display.close()


def test_odd_window_shapes_keep_a_16_9_layout(make_display: Maker, session: LiveTournament,
                                              clock: FixedClock) -> None:
    _hand_on_the_flop(session, clock)
    display = make_display()
    for width, height in ((800, 600), (2560, 720), (1000, 1400), (480, 270)):
        check_layout(display, width, height)
    display.close()


def test_only_what_changed_is_repainted(session: LiveTournament, clock: FixedClock) -> None:
    record(session, ClockStarted(clock.now))

    def composed(now: float) -> Composition:
        model = build_display_model(session.state, session.state.clock(now), now)
        return compose(model, 3840, 2160)

    second = composed(clock.now + 2).changed_since(composed(clock.now + 1))
    assert second is not None and not second.isEmpty()
    area = sum(rect.width() * rect.height() for rect in second)
    assert area < 0.25 * 3840 * 2160  # the clock and the two break countdowns
    assert composed(clock.now + 1.2).changed_since(composed(clock.now + 1.4)) is not None
    assert composed(clock.now + 1.2).changed_since(composed(clock.now + 1.4)).isEmpty()


# ----- screens -----------------------------------------------------------------------------


def test_choose_screen_prefers_a_monitor_that_is_not_the_consoles() -> None:
    assert choose_screen(["laptop", "tv"], "laptop") == "tv"
    assert choose_screen(["tv", "laptop"], "laptop") == "tv"
    assert choose_screen(["laptop"], "laptop") is None
    assert choose_screen([], None) is None
    assert choose_screen(["a", "b", "c"], "b") == "a"


def test_full_screen_escape_and_toggles(qtbot: QtBot, make_display: Maker) -> None:
    display = make_display()
    screen = QGuiApplication.primaryScreen()
    display.show_on(screen)
    qtbot.waitUntil(display.isFullScreen, timeout=2000)
    qtbot.keyClick(display, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not display.isFullScreen(), timeout=2000)
    assert display.isVisible()
    qtbot.mouseDClick(display, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(display.isFullScreen, timeout=2000)
    display.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not display.isFullScreen(), timeout=2000)
    display.close()


def test_one_monitor_means_a_normal_window_that_follows_screen_changes(
    qtbot: QtBot, make_display: Maker
) -> None:
    display = make_display()
    display.hide()
    display.show_on(None)
    qtbot.waitExposed(display)
    assert display.isVisible() and not display.isFullScreen()
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    only = QGuiApplication.primaryScreen()
    app.screenAdded.emit(only)  # still no second monitor: stays a window
    assert not display.isFullScreen() and display.isVisible()
    app.screenRemoved.emit(only)
    assert not display.isFullScreen() and display.isVisible()
    display.close()


def test_a_closed_display_does_not_come_back_when_a_monitor_comes_or_goes(
    qtbot: QtBot, make_display: Maker
) -> None:
    display = make_display()
    display.show_on(None)
    qtbot.waitExposed(display)
    display.close()
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    only = QGuiApplication.primaryScreen()
    app.screenAdded.emit(only)
    app.screenRemoved.emit(only)
    assert not display.isVisible()


SCREENS_SCRIPT = """
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.session.live import LiveTournament
from app.store.demo import create_demo

def fake(parent):
    raise RuntimeError("silent")

with tempfile.TemporaryDirectory() as folder:
    file = create_demo(Path(folder) / "t.feltboard")
    display = AudienceDisplay(LiveTournament(file, clock=lambda: 0.0),
                              sounds=AlertSounds(effect_factory=fake))
    laptop, tv = app.screens()
    display.show_on(None)
    app.processEvents()
    print("start", display.isFullScreen(), display.screen().name(), display.geometry().x())
    app.screenRemoved.emit(tv)
    app.processEvents()
    print("removed", display.isFullScreen(), display.screen().name(), display.isVisible())
    app.screenAdded.emit(tv)
    app.processEvents()
    print("added", display.isFullScreen(), display.screen().name())
    display.close()
    file.close()
"""


def test_a_second_monitor_gets_the_display_full_screen(tmp_path: Path) -> None:
    """Two offscreen monitors (Qt's offscreen platform reads them from a JSON file)."""
    config = tmp_path / "screens.json"
    screen = {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config.write_text(json.dumps({"screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1280, "height": 800, **screen},
        {"name": "TV", "x": 1280, "y": 0, "width": 1920, "height": 1080, **screen},
    ]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-c", SCREENS_SCRIPT], cwd=ROOT, env=env, capture_output=True,
        text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split("\n")
    assert "start True TV 1280" in lines
    assert "removed False Laptop True" in lines
    assert "added True TV" in lines


def test_open_audience_display_uses_saved_settings_and_ticks(
    qtbot: QtBot, session: LiveTournament, clock: FixedClock, tmp_path: Path
) -> None:
    store = QSettings(str(tmp_path / "feltboard.ini"), QSettings.Format.IniFormat)
    store.setValue("display/alert_volume", 0.3)
    store.setValue("display/alert_muted", True)
    display = open_audience_display(session, store=store)
    qtbot.addWidget(display)
    try:
        assert display.isVisible()
        assert display.alert_settings == AlertSettings(volume=0.3, muted=True)
        record(session, ClockStarted(clock.now))
        clock.now += 30
        with qtbot.waitSignal(session.clock_ticked, timeout=2000):
            pass
        assert display.model.clock == "19:30"
    finally:
        session.stop_ticking()
        display.close()


def test_volume_is_a_setting_the_display_remembers(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from app.display.window import AudienceDisplay
    from app.session.live import LiveTournament
    from app.store.demo import create_demo

    file = create_demo(tmp_path / "volume.feltboard")
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    try:
        display = AudienceDisplay(LiveTournament(file, clock=lambda: 0.0), settings_store=store)
        qtbot.addWidget(display)
        display.set_volume(50)
        assert display.sounds.settings.volume == 0.5
        again = AudienceDisplay(LiveTournament(file, clock=lambda: 0.0), settings_store=store)
        qtbot.addWidget(again)
        assert again.sounds.settings.volume == 0.5
    finally:
        file.close()


def test_final_standings_write_names_whole_where_there_is_room(
    make_display: Maker, session: LiveTournament, clock: FixedClock
) -> None:
    """Issue 23.13: "Zoë Ån…" with room to spare (a column without money kept the money
    columns' width for nothing)."""
    from app.engine.tournament_events import PlayerRenamed

    # Players 1-4 finish 9th-6th: the standings' second column, where nobody won money.
    names = ("Zoë Ångström-Berg", "Wilhelmina Jansen", "Guillermo Álvarez", "Anastasia Popov")
    for player, name in enumerate(names, start=1):
        record(session, PlayerRenamed(player, name))
    _finished(session, clock)
    display = make_display()
    for width, height in ((1280, 720), (1920, 1080)):
        composition = check_layout(display, width, height)
        shown = [b.text for b in composition.blocks if b.role.startswith("final_name:")]
        assert set(names) <= set(shown), shown
    display.close()
