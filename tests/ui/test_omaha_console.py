"""An Omaha hi-lo hand played at the console by keyboard: four hole cards typed at the
showdown, the result naming each half, the clock bar saying the game."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.display.alerts import AlertSounds
from app.display.window import AudienceDisplay
from app.engine.games import Game
from app.engine.presets import HOME_STANDARD
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.display.test_window import FakeEffect, check_layout
from tests.shots import SHOTS
from tests.ui.conftest import FixedClock, active_console, seat_ann_bob_cy
from tests.ui.test_keyboard import enter, key, type_text

HI_LO = BlindStructure(tuple(
    replace(step, game=Game.OMAHA_HI_LO, betting=BettingStructure.POT_LIMIT)
    if isinstance(step, Level) else step
    for step in setup_from_preset(HOME_STANDARD).structure.steps
))


@pytest.fixture
def omaha_console(qtbot: QtBot, tmp_path: Path, clock: FixedClock) -> Iterator[MainWindow]:
    """Ann, Bob and Cy (seats 1-3, 20,000 each) playing pot-limit Omaha hi-lo."""
    setup = replace(setup_from_preset(HOME_STANDARD), structure=HI_LO)
    file = TournamentFile.create(tmp_path / "o.feltboard", setup)
    seat_ann_bob_cy(file)
    window = active_console(qtbot, LiveTournament(file, clock=clock))
    yield window
    window.close()
    file.close()


def play_to_showdown(qtbot: QtBot, window: MainWindow) -> None:
    """Deal, everyone calls or checks to the river: 600 in the pot."""
    key(qtbot, window, "N")
    for board in ("7d 3c 2s", "Kd", "9h"):
        while window.session.state.table(1).hand_state.to_act is not None:
            key(qtbot, window, "C")
        type_text(qtbot, window, board)
        enter(qtbot, window)
    while window.session.state.table(1).hand_state.to_act is not None:
        key(qtbot, window, "C")


def test_an_omaha_hi_lo_showdown_typed_by_the_dealer_splits_the_pot(
    qtbot: QtBot, omaha_console: MainWindow
) -> None:
    """Blinds 25/50, everyone calls and checks down: a 150 pot on 7d 3c 2s Kd 9h.
    Ann's A-K with the board's K-9-7 is the best high (a pair of kings); Bob's A-4 with
    7-3-2 the only low (7-4-3-2-A); Cy's queens win nothing. 75 each."""
    window = omaha_console
    assert window.clock_bar.level_label.text() == "Level 1 · Omaha Hi-Lo · 25/50"
    play_to_showdown(qtbot, window)
    state = window.session.state.table(1).hand_state
    hands = {1: "AhKhQdJd", 2: "Ac4d8h8c", 3: "QsQcJsTs"}
    first = state.showdown_order[0]
    box = window.action_bar._show_rows[0].edit
    assert box.placeholderText() == "e.g. Ah Kh Qd Jd"
    for seat in state.showdown_order:
        type_text(qtbot, window, hands[seat])  # typed on the felt, four cards run together
        enter(qtbot, window)
    assert first == 2  # Bob (small blind) shows first after the river checked around
    assert window.session.state.table(1).hand_state is None
    stacks = {p.name: p.stack for p in window.session.state.players}
    assert stacks == {"Ann": 20_025, "Bob": 20_025, "Cy": 19_950}
    label = window.action_bar.result_label
    assert label.text() == (
        "Hand 1 result:\n"
        "Main pot, high half: 75 to Ann (Pair of Kings, kickers Ace, Nine, Seven)\n"
        "Main pot, low half: 75 to Bob (Low, 7-4-3-2-A)"
    )
    scroll = window.action_bar._result_scroll
    line = label.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: scroll.height() > 3 * line)  # the three lines are on show
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "omaha-hi-lo-showdown.png"))


def test_a_wrong_number_of_hole_cards_is_refused_where_typed(
    qtbot: QtBot, omaha_console: MainWindow
) -> None:
    window = omaha_console
    play_to_showdown(qtbot, window)
    before = window.session.state.table(1).hand_state
    type_text(qtbot, window, "AhKh")
    enter(qtbot, window)
    assert window.session.state.table(1).hand_state.events == before.events
    assert window.action_bar.feedback == "An Omaha hand is 4 hole cards, not 2"


def test_the_tv_says_the_game_with_the_level_and_it_fits(
    qtbot: QtBot, omaha_console: MainWindow
) -> None:
    window = omaha_console
    play_to_showdown(qtbot, window)
    display = AudienceDisplay(window.session, sounds=AlertSounds(effect_factory=FakeEffect))
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    assert display.model.level_label == "LEVEL 1 · OMAHA HI-LO"
    check_layout(display, 1280, 720)
    check_layout(display, 1024, 768)
    display.resize(1280, 720)
    display.grab().save(str(SHOTS / "omaha-hi-lo-tv.png"))
    display.close()
