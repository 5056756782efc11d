"""One announcement feed per live tournament: news as the session records it, the clock's
news as it ticks, and nothing from before the feed was made (issue 16)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.present.announcements import AnnouncementKind
from app.session.announcement_feed import AnnouncementFeed, feed_of
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.display.test_window import FixedClock
from tests.tournament_kit import NAMES, SETUP

WITH_COLOR_UP = replace(
    SETUP,
    rebuys=replace(SETUP.rebuys, rebuy=None, add_on=None, re_entry=None),
    structure=BlindStructure((Level(25, 50, 0, 600), Break(300, "", color_up=25),
                              Level(100, 200, 0, 600))),
)


@pytest.fixture
def session(tmp_path: Path) -> Iterator[LiveTournament]:
    file = TournamentFile.create(tmp_path / "t.feltboard", WITH_COLOR_UP)
    for player in range(1, 4):
        file.record(PlayerRegistered(player, NAMES[player - 1]))
    file.record(TableOpened(1, 9, tracked=False))
    for player in range(1, 4):
        file.record(PlayerSeated(player, 1, player))
    live = LiveTournament(file, clock=FixedClock(), backup_folder=tmp_path / "backups")
    yield live
    file.close()


def test_one_feed_per_session(session: LiveTournament) -> None:
    feed = feed_of(session)
    assert isinstance(feed, AnnouncementFeed) and feed_of(session) is feed


def test_news_comes_as_recorded_and_goes_with_an_undo(
    qtbot: QtBot, session: LiveTournament
) -> None:
    feed = feed_of(session)
    assert feed.schedule() == ()
    with qtbot.waitSignal(feed.changed, timeout=1000):
        assert session.record(PlayerBusted(3, 1)) is None
    showing = feed.showing()
    assert showing is not None and showing.announcement.text == "Cat finishes 3rd"  # 2 paid
    assert showing.start == session.now()
    with qtbot.waitSignal(feed.changed, timeout=1000):
        assert session.undo() is None
    assert feed.showing() is None and feed.schedule() == ()


def test_a_feed_made_after_a_bust_does_not_tell_it(session: LiveTournament) -> None:
    assert session.record(PlayerBusted(3, 1)) is None
    assert feed_of(session).schedule() == ()


def test_the_clock_reaching_a_break_brings_the_break_and_the_color_up(
    session: LiveTournament,
) -> None:
    feed = feed_of(session)
    assert session.record(ClockStarted(session.now())) is None
    clock = session._clock
    assert isinstance(clock, FixedClock)
    clock.now += 601
    session.clock_ticked.emit()
    assert [s.announcement.kind for s in feed.schedule()] == [
        AnnouncementKind.BREAK, AnnouncementKind.COLOR_UP
    ]


def test_the_feed_keeps_the_nights_news_newest_first(session: LiveTournament) -> None:
    feed = feed_of(session)
    assert feed.news() == ()
    assert session.record(PlayerBusted(3, 1)) is None
    assert session.record(PlayerBusted(2, 1)) is None
    texts = [told.announcement.text for told in feed.news()]
    assert texts[-1].startswith("Cat finishes 3rd") and texts[0].startswith("Ann")  # winner
