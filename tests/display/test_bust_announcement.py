"""The audience display announces a bust and reads a big-blind ante as one (issue 12);
the announcement goes through the session's announcement feed (issue 16)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertKind, AlertSounds
from app.display.window import AudienceDisplay
from app.engine.clock import ClockStarted, LevelJumped
from app.engine.tournament_events import HandActed
from app.present.announcements import MIN_SECONDS
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.display.test_window import FakeEffect, FixedClock, check_layout
from tests.tournament_kit import SETUP, Recorder, seated


def up_to_the_last_card(recorder: Recorder) -> HandActed:
    """Ivy (seat 9) all-in against Ann's aces; returns the event that ends the hand (Ann
    shows last), which the test records itself."""
    recorder.deal()
    hole = {1: "As Ad", 9: "7c 2d"}
    recorder.all_in_showdown(hole, "Kh Qs 5c Jh Td", folders=range(2, 9))
    last = recorder.events.pop()
    assert isinstance(last, HandActed)
    return last


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock()


@pytest.fixture
def nine(tmp_path: Path) -> Iterator[tuple[TournamentFile, HandActed]]:
    """Nine players (Ann..Ivy) at one table; hand 1 is one card from knocking Ivy out."""
    recorder = seated(9)
    last = up_to_the_last_card(recorder)
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    for event in recorder.events[1:]:
        file.record(event)
    yield file, last
    file.close()


def open_display(qtbot: QtBot, session: LiveTournament) -> AudienceDisplay:
    display = AudienceDisplay(session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    return display


def test_a_bust_flashes_and_is_announced_then_gives_the_screen_back(
    qtbot: QtBot, nine: tuple[TournamentFile, HandActed], clock: FixedClock
) -> None:
    file, last = nine
    session = LiveTournament(file, clock=clock)
    display = open_display(qtbot, session)
    assert display.banner.isHidden()
    with qtbot.waitSignal(display.alerted, timeout=1000) as blocker:
        assert session.record(last) is None
    assert blocker.args == [AlertKind.BUST.value]
    assert display.flash.kind is AlertKind.BUST
    assert session.state.player(9).busted
    assert display.banner.isVisible()
    assert display.banner.texts() == ["OUT OF THE TOURNAMENT", "Ivy finishes 9th"]
    assert sum(e.plays for e in display.sounds._effects.values()) == 0  # a flash, no chime
    clock.now += MIN_SECONDS - 1
    session.clock_ticked.emit()
    assert display.banner.texts() == ["OUT OF THE TOURNAMENT", "Ivy finishes 9th"]
    clock.now += 2
    session.clock_ticked.emit()
    assert display.banner.isHidden() and display.banner.texts() == []
    display.close()


def test_an_undone_bust_is_no_longer_announced(
    qtbot: QtBot, nine: tuple[TournamentFile, HandActed], clock: FixedClock
) -> None:
    file, last = nine
    session = LiveTournament(file, clock=clock)
    display = open_display(qtbot, session)
    assert session.record(last) is None
    assert display.banner.isVisible()
    session.undo_stack.undo()
    assert not session.state.player(9).busted
    assert display.banner.isHidden() and display.banner.showing is None
    display.close()


def test_a_display_opened_after_a_bust_does_not_announce_it(
    qtbot: QtBot, nine: tuple[TournamentFile, HandActed], clock: FixedClock
) -> None:
    file, last = nine
    session = LiveTournament(file, clock=clock)
    assert session.record(last) is None
    display = open_display(qtbot, session)
    assert display.model.latest_finishes == ("Ivy finishes 9th",)
    assert display.banner.isHidden() and not display.flash.active
    display.close()


def test_two_busts_on_one_hand_are_announced_together(
    qtbot: QtBot, tmp_path: Path, clock: FixedClock
) -> None:
    recorder = seated(9)
    recorder.deal()
    recorder.all_in_showdown({1: "As Ad", 8: "8c 3d", 9: "7c 2d"}, "Kh Qs 5c Jh Td",
                             folders=range(2, 8))
    last = recorder.events.pop()
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    try:
        for event in recorder.events[1:]:
            file.record(event)
        session = LiveTournament(file, clock=clock)
        display = open_display(qtbot, session)
        assert session.record(last) is None
        # Both started the hand with 1,000 chips: equal stacks share the places, and
        # are told one after the other.
        assert display.banner.texts()[1] == "Hal finishes tied 8th–9th"
        for width, height in ((1280, 720), (1920, 1080), (3840, 2160)):
            composition = check_layout(display, width, height)  # fits, nothing overlaps
            clock_block = composition.find("clock")
            assert clock_block is not None
            assert not display.banner.geometry().intersects(clock_block.rect.toAlignedRect())
        clock.now += MIN_SECONDS
        session.clock_ticked.emit()
        assert display.banner.texts()[1] == "Ivy finishes tied 8th–9th"
        assert display.flash.kind is AlertKind.BUST
        display.close()
    finally:
        file.close()


def test_the_tv_reads_bb_ante_at_a_big_blind_ante_level(
    qtbot: QtBot, nine: tuple[TournamentFile, HandActed], clock: FixedClock
) -> None:
    file, _ = nine
    session = LiveTournament(file, clock=clock)
    display = open_display(qtbot, session)
    assert session.record(ClockStarted(clock.now)) is None
    assert session.record(LevelJumped(clock.now, 4)) is None  # level 4: 200/400, big-blind ante 400
    assert display.model.ante == "BB ANTE 400"
    block = display.composition().find("ante")
    assert block is not None and block.text == "BB ANTE 400"
    assert session.record(LevelJumped(clock.now, 1)) is None  # level 2: 50/100; level 3 next
    assert display.model.ante == "NO ANTE"
    display.close()

