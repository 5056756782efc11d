"""After a deal the audience display lists each share by name, readable at a glance."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.accounts import deal_stacks, prizes_to_play_for
from app.engine.deal import work_out_deal
from app.engine.tournament_events import DealAgreed
from app.session.live import LiveTournament
from app.store.demo import create_demo
from tests.display.test_window import FakeEffect, FixedClock


@pytest.fixture
def dealt(tmp_path: Path) -> Iterator[LiveTournament]:
    """The demo's nine players agree an ICM deal before a hand is dealt."""
    file = create_demo(tmp_path / "demo.feltboard")
    session = LiveTournament(file, clock=FixedClock())
    stacks = deal_stacks(session.state)
    deal = work_out_deal([s for _, s in stacks], prizes_to_play_for(session.state), "icm")
    players = [p for p, _ in stacks]
    event = DealAgreed(tuple(zip(players, deal.shares, strict=True)), stacks, "icm")
    assert session.record(event) is None
    yield session
    file.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_deal_share_leaves_room_between_deal_and_the_name(
    qtbot: QtBot, dealt: LiveTournament, size: tuple[int, int]
) -> None:
    display = AudienceDisplay(dealt, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    qtbot.waitExposed(display)
    composition = display.composition()
    place, winner = composition.find("place:0"), composition.find("winner:0")
    assert place is not None and winner is not None
    assert place.text == "Deal"
    assert winner.text in {p.name for p in dealt.state.players}
    # The space actually left between the end of "Deal" and the name's first letter.
    end_of_place = place.rect.x() + QFontMetricsF(place.font).horizontalAdvance(place.text)
    assert winner.rect.x() - end_of_place >= 0.3 * QFontMetricsF(winner.font).height()
