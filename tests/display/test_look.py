"""The audience display in the host's look: colours, logo, chosen panels, portrait."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.composition import Composition
from app.display.layout import compose
from app.display.look import is_portrait
from app.display.palette import BACKGROUND, GOLD, PANEL, TEXT
from app.display.window import AudienceDisplay
from app.engine.cards import parse_cards
from app.engine.clock import ClockStarted
from app.engine.events import BetPlaced, Called, Checked, FlopDealt
from app.engine.look import DisplayLook, Orientation, Panel
from app.present.view_model import build_display_model
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile
from tests.display.test_window import STATES, FakeEffect, FixedClock

SVG = b"""<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
<rect width="200" height="100" fill="#ff0000"/></svg>"""
NAVY = DisplayLook(SVG, "#10233f", "#ffffff", "#e8c547")


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def session(tmp_path: Path, clock: FixedClock) -> Iterator[LiveTournament]:
    file: TournamentFile = create_demo(tmp_path / "demo.feltboard")
    live = LiveTournament(file, clock=clock)
    assert live.record(ClockStarted(clock.now)) is None
    clock.now += 300
    event = live.next_hand_event(1)
    assert event is not None and live.record(event) is None
    while (hand := live.state.table(1).hand_state) is not None and hand.to_act is not None:
        seat = hand.to_act
        assert live.act(1, Checked(seat) if hand.can_check(seat) else Called(seat)) is None
    assert live.act(1, FlopDealt(parse_cards("Ah Td 7c"))) is None
    hand = live.state.table(1).hand_state
    assert hand is not None and hand.to_act is not None
    assert live.act(1, BetPlaced(hand.to_act, 400)) is None
    yield live
    file.close()


def with_look(session: LiveTournament, look: DisplayLook) -> None:
    assert session.change_setup(replace(session.state.setup, look=look)) is None


def open_display(qtbot: QtBot, session: LiveTournament, width: int, height: int) -> AudienceDisplay:
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(width, height)
    display.show()
    qtbot.waitExposed(display)
    return display


def colours_of(composition: Composition, role: str) -> set[str]:
    block = composition.find(role)
    assert block is not None, role
    return {colour.name() for _, colour in block.runs}


def check_fits(composition: Composition, width: int, height: int) -> None:
    """Every block inside the window, readable, none over another or over the logo."""
    window = QRectF(0, 0, width, height)
    blocks = composition.blocks
    for block in blocks:
        assert window.contains(block.rect), (block.role, block.rect)
        metrics = QFontMetricsF(block.font)
        assert metrics.horizontalAdvance(block.text) <= block.rect.width() + 1 or \
            block.role == "status", block.role
        assert block.font.pixelSize() >= 0.012 * min(width, height), block.role
    for number, first in enumerate(blocks):
        for second in blocks[number + 1 :]:
            overlap = first.rect.intersected(second.rect)
            assert overlap.width() * overlap.height() < 1, (first.role, second.role)
    if composition.logo is not None:
        assert window.contains(composition.logo)
        for block in blocks:
            overlap = composition.logo.intersected(block.rect)
            assert overlap.width() * overlap.height() < 1, block.role


def test_the_default_look_paints_as_before(qtbot: QtBot, session: LiveTournament) -> None:
    display = open_display(qtbot, session, 1280, 720)
    composition = display.composition()
    assert composition.logo is None and composition.background == BACKGROUND
    assert colours_of(composition, "blinds") == {GOLD.name()}
    assert display.grab().toImage().pixelColor(2, 360) == BACKGROUND
    display.close()


def test_colours_and_logo_follow_the_look(qtbot: QtBot, session: LiveTournament) -> None:
    display = open_display(qtbot, session, 1280, 720)
    with_look(session, NAVY)
    composition = display.composition()
    assert composition.background == QColor("#10233f")
    assert colours_of(composition, "blinds") == {"#e8c547"}
    assert colours_of(composition, "clock") == {"#ffffff"}
    assert all(colour != PANEL for _, colour in composition.panels)
    assert TEXT.name() not in colours_of(composition, "stat:players")
    card = composition.find("card:0")  # cards keep their white face and ink
    assert card is not None and card.fill is not None and card.fill.name() == "#f5f7fa"
    logo = composition.logo
    assert logo is not None and logo.width() == pytest.approx(2 * logo.height())
    title = composition.find("title")
    assert title is not None and title.rect.left() > logo.right()
    check_fits(composition, 1280, 720)
    image = display.grab().toImage()
    assert image.pixelColor(2, 360) == QColor("#10233f")
    centre = logo.center()
    assert image.pixelColor(int(centre.x()), int(centre.y())) == QColor("#ff0000")
    session.undo_stack.undo()  # back to Feltboard's look, logo gone
    assert display.composition().logo is None
    assert display.grab().toImage().pixelColor(2, 360) == BACKGROUND
    display.close()


def test_panels_left_out_give_their_room_to_the_clock(
    qtbot: QtBot, session: LiveTournament
) -> None:
    display = open_display(qtbot, session, 1920, 1080)
    full = display.composition()
    full_clock = full.find("clock")
    assert full_clock is not None
    with_look(session, DisplayLook(panels=(Panel.CHIP_LEADER,)))
    some = display.composition()
    assert some.find("stat:leader") is not None
    for role in ("stat:players", "stat:average", "stat:break", "pool", "amount:0"):
        assert some.find(role) is None, role
    clock_block = some.find("clock")
    assert clock_block is not None and clock_block.rect.width() > full_clock.rect.width()
    check_fits(some, 1920, 1080)
    with_look(session, DisplayLook(panels=()))
    bare = display.composition()
    assert bare.find("stat:leader") is None and bare.find("pool") is None
    assert bare.find("clock") is not None and bare.find("pot") is not None
    check_fits(bare, 1920, 1080)
    display.close()


@pytest.mark.parametrize("panels", [tuple(Panel), (Panel.PAYOUTS,), (Panel.PLAYERS_LEFT,)])
def test_portrait_stacks_clock_panels_and_hand(
    qtbot: QtBot, session: LiveTournament, panels: tuple[Panel, ...]
) -> None:
    display = open_display(qtbot, session, 1080, 1920)
    with_look(session, replace(NAVY, panels=panels, orientation=Orientation.PORTRAIT))
    composition = display.composition()
    check_fits(composition, 1080, 1920)
    clock_block, pot = composition.find("clock"), composition.find("pot")
    assert clock_block is not None and pot is not None
    assert clock_block.rect.width() > 1080 * 0.6  # the clock spans the narrow screen
    column = composition.find("pool") or composition.find("stat:players")
    assert column is not None
    assert clock_block.rect.bottom() < column.rect.top() < pot.rect.top()
    assert pot.rect.bottom() < 1920
    display.close()


def test_auto_follows_the_window_shape(qtbot: QtBot, session: LiveTournament) -> None:
    auto = DisplayLook(orientation=Orientation.AUTO)
    assert is_portrait(auto, 1080, 1920) and not is_portrait(auto, 1920, 1080)
    assert not is_portrait(DisplayLook(), 1080, 1920)
    assert is_portrait(DisplayLook(orientation=Orientation.PORTRAIT), 1920, 1080)
    model = replace(build_display_model(session.state, session.clock_state(), session.now()),
                    look=auto)
    tall, wide = compose(model, 1080, 1920), compose(model, 1920, 1080)
    tall_clock, wide_clock = tall.find("clock"), wide.find("clock")
    assert tall_clock is not None and wide_clock is not None
    assert tall_clock.rect.width() / 1080 > wide_clock.rect.width() / 1920
    check_fits(tall, 1080, 1920)
    check_fits(wide, 1920, 1080)


def test_a_logo_qt_cannot_read_shows_nothing_and_breaks_nothing(
    qtbot: QtBot, session: LiveTournament
) -> None:
    broken = b"\x89PNG\r\n\x1a\n" + b"garbage" * 10
    display = open_display(qtbot, session, 1280, 720)
    with_look(session, DisplayLook(broken))
    assert display.composition().logo is None
    display.grab()
    display.close()


@pytest.mark.parametrize("state", sorted(STATES))
def test_portrait_fits_every_state_of_the_night(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock, state: str
) -> None:
    file = create_demo(tmp_path / "states.feltboard")
    live = LiveTournament(file, clock=clock)
    STATES[state](live, clock)
    with_look(live, replace(NAVY, orientation=Orientation.PORTRAIT))
    display = open_display(qtbot, live, 1080, 1920)
    composition = display.composition()
    check_fits(composition, 1080, 1920)
    if live.state.is_finished:
        winner = composition.find("winner")
        places = [b for b in composition.blocks if b.role.startswith("final_place:")]
        assert winner is not None and places
        # One tall column: every place under the one before.
        tops = [b.rect.top() for b in places]
        assert tops == sorted(tops) and len(set(tops)) == len(tops)
    display.close()
    file.close()
