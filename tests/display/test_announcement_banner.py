"""The announcement banner on the audience display: every kind of news, from real changes
to a live tournament, shown one at a time and never over the clock (issue 16)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.clock import ClockStarted
from app.engine.money import Currency
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SeatsDrawn,
    TableClosed,
    TableOpened,
    TournamentEvent,
)
from app.present.announcements import AnnouncementKind
from app.session.announcement_feed import feed_of
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.display.test_window import FakeEffect, FixedClock
from tests.tournament_kit import NAMES, SETUP

SIZES = ((1920, 1080), (1280, 720), (1080, 1920))
"""Landscape full HD, a small TV, and a TV turned on its side."""

CLOCK_ROLES = ("level", "clock", "blinds_caption", "blinds", "ante")
"""The clock column: the time left and the blinds it counts down to."""

EUROS = replace(
    SETUP,
    currency=Currency("€", 2),
    buy_in=2_000,
    prize_unit=100,
    structure=BlindStructure((
        Level(25, 50, 0, 600),
        Break(600, "Raffle", color_up=25),
        Level(100, 200, 0, 600),
        Level(200, 400, 0, 600),
    )),
)


@dataclass
class Room:
    """A live tournament of twelve registered players, its clock and its TV."""

    session: LiveTournament
    clock: FixedClock
    display: AudienceDisplay

    def record(self, *events: TournamentEvent) -> None:
        assert self.session.record_many(list(events), "test") is None

    def bust(self, player: int) -> None:
        state = self.session.state
        table = state.player(player).table
        winner = next(p for p in state.alive if p.table == table and p.id != player)
        self.record(PlayerBusted(player, winner.id))

    def seat_at_two_untracked_tables(self) -> None:
        self.record(TableOpened(1, 9, tracked=False), TableOpened(2, 9, tracked=False),
                    *(PlayerSeated(p, 1 + (p - 1) % 2, 1 + (p - 1) // 2) for p in range(1, 13)))

    def wait_until_quiet(self) -> None:
        """Let the clock run until nothing is on screen or waiting."""
        feed = self.display.announcements
        while feed.schedule():
            self.clock.now = feed.schedule()[-1].end
            self.session.clock_ticked.emit()


@pytest.fixture
def room(qtbot: QtBot, tmp_path: Path) -> Iterator[Room]:
    file = TournamentFile.create(tmp_path / "t.feltboard", EUROS)
    for player in range(1, 13):
        file.record(PlayerRegistered(player, NAMES[player - 1]))
    clock = FixedClock()
    session = LiveTournament(file, clock=clock, backup_folder=tmp_path / "backups")
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    yield Room(session, clock, display)
    display.close()
    file.close()


def seat_draw(room: Room) -> None:
    room.record(TableOpened(1, 9), TableOpened(2, 9), SeatsDrawn(11))


def bust(room: Room) -> None:
    room.seat_at_two_untracked_tables()
    room.wait_until_quiet()
    room.bust(12)


def bubble(room: Room) -> None:
    room.seat_at_two_untracked_tables()
    for player in (12, 11, 10, 9, 8, 7):
        room.bust(player)
    room.wait_until_quiet()
    room.bust(6)  # five left, four paid
    room.clock.now += 8
    room.session.clock_ticked.emit()  # the bust was told: the bubble is on screen


def table_break(room: Room) -> None:
    room.seat_at_two_untracked_tables()
    for player in (12, 10, 8, 6):
        room.bust(player)
    room.wait_until_quiet()
    room.record(PlayerSeated(2, 1, 7), PlayerSeated(4, 1, 8), TableClosed(2))


def color_up(room: Room) -> None:
    seat_draw(room)
    room.wait_until_quiet()
    room.record(ClockStarted(room.clock.now))
    room.clock.now += 601  # the break begins
    room.session.clock_ticked.emit()


SCENES: dict[str, tuple[Callable[[Room], None], AnnouncementKind]] = {
    "seat draw": (seat_draw, AnnouncementKind.SEAT_DRAW),
    "bust": (bust, AnnouncementKind.BUST),
    "bubble": (bubble, AnnouncementKind.BUBBLE),
    "table break": (table_break, AnnouncementKind.TABLE_BREAK),
    "break": (color_up, AnnouncementKind.BREAK),
}


def check_banner(display: AudienceDisplay, width: int, height: int) -> None:
    """The banner is inside the window, clear of the clock column, and its text fits."""
    display.resize(width, height)
    composition = display.composition()
    banner = display.banner.geometry()
    assert display.banner.isVisible()
    assert QRect(0, 0, width, height).contains(banner), (banner, width, height)
    for role in CLOCK_ROLES:
        block = composition.find(role)
        assert block is not None, role
        assert not banner.intersects(block.rect.toAlignedRect()), (role, width, height)
    pieces = display.banner._layout()
    for piece in pieces:
        advance = QFontMetricsF(piece.font).horizontalAdvance(piece.text)
        assert advance <= piece.rect.width() + 1, (piece.text, width, height)
        assert QRectF(0, 0, banner.width(), banner.height()).contains(piece.rect)
    # Nothing is cut short: the whole sentence (on one or two lines), every line listed.
    showing = display.banner.showing
    assert showing is not None
    texts = [piece.text for piece in pieces if not piece.right]
    assert texts[0] == showing.announcement.title.upper()
    assert " ".join(texts[1:]) == " ".join(
        (showing.announcement.text, *display.banner.page_lines())
    ), (width, height)


@pytest.mark.parametrize("scene", SCENES)
def test_each_announcement_shows_clear_of_the_clock_at_every_size(
    room: Room, scene: str
) -> None:
    make, kind = SCENES[scene]
    make(room)
    showing = room.display.banner.showing
    assert showing is not None and showing.announcement.kind is kind
    for width, height in SIZES:
        check_banner(room.display, width, height)


def test_the_banner_uses_the_room_below_the_layout_on_a_portrait_screen(room: Room) -> None:
    seat_draw(room)
    room.display.resize(1920, 1080)
    landscape = room.display.banner.height()
    room.display.resize(1080, 1920)
    band = room.display.composition().banner
    assert band is not None
    assert room.display.banner.height() > band.height() * 2
    assert room.display.banner.y() == round(band.y())  # it grows down, away from the clock
    assert landscape < room.display.banner.height() * 2


def test_the_seat_draw_turns_its_pages_then_gives_the_band_back(room: Room) -> None:
    seat_draw(room)
    banner = room.display.banner
    showing = banner.showing
    assert showing is not None
    texts = banner.texts()
    assert texts[:2] == ["SEAT DRAW", "1 / 2"]
    state = room.session.state
    first = [f"{p.name} → table {p.table}, seat {p.seat}"
             for p in sorted(state.players, key=lambda p: p.name.lower())]
    assert list(banner.page_lines()) == first[:9]
    room.clock.now = showing.start + showing.announcement.page_seconds[0]
    room.session.clock_ticked.emit()
    assert banner.page == 1 and list(banner.page_lines()) == first[9:]
    assert "2 / 2" in banner.texts()
    room.clock.now = showing.end
    room.session.clock_ticked.emit()
    assert banner.isHidden() and banner.showing is None


def test_busts_in_a_row_wait_their_turn_and_the_bubble_follows(room: Room) -> None:
    room.seat_at_two_untracked_tables()
    for player in (12, 11, 10, 9, 8, 7):
        room.bust(player)
    room.wait_until_quiet()
    room.bust(6)
    feed = room.display.announcements
    assert [s.announcement.kind for s in feed.schedule()] == [
        AnnouncementKind.BUST, AnnouncementKind.BUBBLE, AnnouncementKind.HAND_FOR_HAND
    ]
    seen = []
    while (showing := room.display.banner.showing) is not None:
        seen.append(room.display.banner.texts()[1])
        room.clock.now = showing.end
        room.session.clock_ticked.emit()
    assert seen[0] == "Fay finishes 6th"
    assert seen[1].startswith("5 players left and 4 paid")
    assert seen[2].startswith("Every table plays one hand at a time")


def test_the_tv_and_the_network_read_one_feed(room: Room) -> None:
    assert feed_of(room.session) is room.display.announcements
    seat_draw(room)
    (showing,) = feed_of(room.session).schedule()
    assert room.display.banner.showing == showing


def test_a_last_page_of_three_takes_the_band_and_a_long_name_keeps_its_seat(
    room: Room,
) -> None:
    """Issue 23.12: page 2 fell to a small single column, and a 40-character name's table
    and seat were cut off while most of the band was empty."""
    from app.engine.tournament_events import PlayerRenamed

    long_name = "Zacharias Maximilian von Hohenzollern-Si"
    assert len(long_name) == 40
    room.record(PlayerRenamed(12, long_name))
    seat_draw(room)
    banner = room.display.banner
    showing = banner.showing
    assert showing is not None
    room.clock.now = showing.start + showing.announcement.page_seconds[0]
    room.session.clock_ticked.emit()
    assert banner.page == 1
    player = room.session.state.player(12)
    line = f"{long_name} → table {player.table}, seat {player.seat}"
    assert line in banner.page_lines()
    assert line in banner.texts(), banner.texts()  # whole: name, table and seat
