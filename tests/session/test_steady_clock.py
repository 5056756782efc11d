"""The tournament clock survives the computer's clock (issue 24.5): a jump of the
computer's clock, back or forward, neither loses nor invents time, and is told once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile

HOUR = 3_600.0


class Hand:
    """A clock the test sets by hand (the computer's, or the steady one)."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    QApplication.instance() or QApplication([])
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


def _session(file: TournamentFile, wall: Hand, steady: Hand) -> LiveTournament:
    return LiveTournament(file, backup_folder=Path("unused"), wall=wall, steady=steady)


def _pass(seconds: float, *clocks: Hand) -> None:
    for clock in clocks:
        clock.now += seconds


def test_setting_the_computers_clock_back_keeps_the_level_time(demo: TournamentFile) -> None:
    wall, steady = Hand(1_000_000.0), Hand(50.0)
    session = _session(demo, wall, steady)
    jumps: list[float] = []
    session.wall_clock_jumped.connect(jumps.append)
    assert session.edits.start_clock() is None
    full = session.clock_state().remaining_seconds
    _pass(300, wall, steady)
    wall.now -= HOUR  # the host's computer is set back an hour, five minutes in
    session._tick()
    assert session.clock_state().remaining_seconds == full - 300
    assert jumps == [-HOUR]
    _pass(60, wall, steady)
    session._tick()
    assert jumps == [-HOUR]  # told once
    assert session.edits.pause_clock() is None
    assert session.state.clock_events[-1].at == 1_000_000.0 + 360  # the steady time
    assert session.clock_state().remaining_seconds == full - 360


def test_setting_it_forward_invents_no_time_unless_the_host_says_so(
    demo: TournamentFile,
) -> None:
    wall, steady = Hand(1_000_000.0), Hand(50.0)
    session = _session(demo, wall, steady)
    jumps: list[float] = []
    session.wall_clock_jumped.connect(jumps.append)
    assert session.edits.start_clock() is None
    full = session.clock_state().remaining_seconds
    _pass(120, wall, steady)
    wall.now += 600  # set forward ten minutes (or the computer slept, uncounted)
    session._tick()
    assert jumps == [600]
    assert session.clock_state().remaining_seconds == full - 120
    # The host says the computer slept while the room played on: the ten minutes count.
    assert session.follow_computer_clock()
    assert session.clock_state().remaining_seconds == full - 720
    session._tick()
    assert jumps == [600]


def test_the_clock_is_never_moved_back_by_the_host(demo: TournamentFile) -> None:
    wall, steady = Hand(1_000_000.0), Hand(50.0)
    session = _session(demo, wall, steady)
    assert session.edits.start_clock() is None
    wall.now -= HOUR
    assert not session.follow_computer_clock()
    assert session.now() == 1_000_000.0


def test_a_restart_behind_the_journal_resumes_from_its_latest_moment(
    demo: TournamentFile,
) -> None:
    """After a restart only the computer's clock is left; set back while the file was
    closed, the clock resumes where the journal last saw it instead of standing still
    for an hour, and the host is told."""
    wall, steady = Hand(1_000_000.0), Hand(50.0)
    session = _session(demo, wall, steady)
    assert session.edits.start_clock() is None
    _pass(300, wall, steady)
    assert session.edits.adjust_time(0) is None  # the journal's latest moment: 300 s in
    full = session.clock_state().remaining_seconds + 300
    path = demo.path
    session.stop_ticking()
    demo.close()
    reopened = TournamentFile.open(path)
    try:
        wall.now -= HOUR
        steady.now = 7.0  # the computer restarted
        again = _session(reopened, wall, steady)
        jumps: list[float] = []
        again.wall_clock_jumped.connect(jumps.append)
        assert again.clock_state().remaining_seconds == full - 300
        _pass(30, wall, steady)
        again._tick()
        assert again.clock_state().remaining_seconds == full - 330
        assert jumps == [-HOUR]
    finally:
        reopened.close()
