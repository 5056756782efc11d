"""After the winner is crowned the audience display stays quiet while the clock runs on."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted
from app.engine.tournament_events import PlayerBusted, TableTrackingChanged
from app.session.live import LiveTournament
from app.store.demo import DEMO_PLAYERS
from tests.display.test_window import (  # noqa: F401 - fixtures used by name
    FixedClock,
    Maker,
    clock,
    demo,
    make_display,
    plays,
    record,
    session,
    tick,
)


def test_no_chime_or_voice_for_levels_after_the_winner(
    qtbot: QtBot,
    make_display: Maker,  # noqa: F811 - the fixture imported above
    session: LiveTournament,  # noqa: F811
    clock: FixedClock,  # noqa: F811
) -> None:
    display = make_display()
    record(session, ClockStarted(clock.now), TableTrackingChanged(1, False))
    with qtbot.waitSignal(display.alerted, timeout=1000) as blocker:  # the winner is told
        record(session, *(PlayerBusted(p, 1) for p in range(2, len(DEMO_PLAYERS) + 1)))
    assert session.state.is_finished and blocker.args == ["bust"]
    sounded = plays(display)
    with qtbot.assertNotEmitted(display.alerted):
        clock.now += 20 * 60 - 30  # through level 1's last minute
        tick(session)
        clock.now += 60  # and into level 2
        tick(session)
    assert session.clock_state().level_number == 2  # the clock did run on
    assert plays(display) == sounded
    display.close()
