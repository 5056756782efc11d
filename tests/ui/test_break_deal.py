"""A hand during a break is refused, or dealt once the host confirms it (issue 23.2).

The room was told there is no play; N at a break asks first, a second N deals at the
level the break leads to (the one on the clock as "next"), and the confirmation holds for
the rest of that break. The pads and the simulator get the same refusal from the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.events import Folded
from app.present.pad_view import build_pad_view
from app.session.live import DEAL
from app.session.simulate import simulate
from app.store.tournament_file import TournamentFile
from app.ui.main_window import MainWindow
from tests.ui.conftest import FixedClock
from tests.ui.test_console import press

Console = Callable[[], MainWindow]
BREAK = 4  # HOME_STANDARD: levels 1-4, then "Last rebuys and add-ons", then 150/300


def at_the_break(window: MainWindow, clock: FixedClock) -> None:
    session = window.session
    assert session.record(ClockStarted(clock.now)) is None
    assert session.record(LevelJumped(clock.now, BREAK)) is None
    clock.now += 60
    assert session.on_break()


def fold_out(window: MainWindow) -> None:
    while (hand := window.session.state.table(1).hand_state) is not None:
        assert hand.to_act is not None
        assert window.session.act(1, Folded(hand.to_act)) is None


def test_n_at_a_break_asks_and_any_other_key_deals_nothing(
    qtbot: QtBot, console: Console, clock: FixedClock
) -> None:
    window = console()
    at_the_break(window, clock)
    window.refresh()
    assert window.action_bar.hint_label.text() == (
        "Break: no hand is dealt · N asks to deal one anyway"
    )
    press(qtbot, window, Qt.Key.Key_N)
    assert window.session.state.hands == () and window.session.state.table(1).hand is None
    question = window.action_bar._question.text()
    assert question == (
        "It is the break. Deal a hand anyway, at level 5's blinds (150/300, BB ante 300)?"
        " Press N again; any other key cancels"
    )
    press(qtbot, window, Qt.Key.Key_F)
    assert window.action_bar._error.text() == "No hand dealt: the break goes on"
    assert window.session.state.table(1).hand is None
    press(qtbot, window, Qt.Key.Key_N)  # asks again: the F cancelled the first question
    assert window.session.state.table(1).hand is None


def test_n_twice_deals_at_the_next_levels_blinds_then_deals_on_through_the_break(
    qtbot: QtBot, console: Console, clock: FixedClock
) -> None:
    window = console()
    at_the_break(window, clock)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    hand = window.session.state.table(1).hand_state
    assert hand is not None
    assert (hand.config.small_blind, hand.config.big_blind, hand.config.ante) == (150, 300, 300)
    fold_out(window)
    window.refresh()
    press(qtbot, window, Qt.Key.Key_N)  # the same break: asked once is enough
    assert window.session.state.table(1).hand is not None
    assert [h.number for h in window.session.state.hands] == [1]


def test_the_next_hand_button_at_a_break_says_why_and_deals_nothing(
    qtbot: QtBot, console: Console, clock: FixedClock
) -> None:
    window = console()
    at_the_break(window, clock)
    qtbot.mouseClick(window.action_bar.next_button, Qt.MouseButton.LeftButton)
    assert window.session.state.table(1).hand is None
    assert window.action_bar._error.text() == (
        "It is the break: no hand until level 5 (150/300, BB ante 300) starts"
    )


def test_after_the_break_n_deals_without_asking(
    qtbot: QtBot, console: Console, clock: FixedClock
) -> None:
    window = console()
    at_the_break(window, clock)
    clock.now += 600  # the ten-minute break is over
    window.refresh()
    press(qtbot, window, Qt.Key.Key_N)
    hand = window.session.state.table(1).hand_state
    assert hand is not None and hand.config.big_blind == 300


def test_a_pad_at_a_break_is_refused_and_says_why(
    qtbot: QtBot, console: Console, clock: FixedClock
) -> None:
    window = console()
    at_the_break(window, clock)
    session = window.session
    reason = "It is the break: no hand until level 5 (150/300, BB ante 300) starts"
    view = build_pad_view(session.state, 1, session.now())
    assert view["deal"] == {"can": False, "reason": reason}
    assert session.record_batch([(1, DEAL)]) == [reason]
    assert session.state.table(1).hand is None


@pytest.mark.usefixtures("qapp")
def test_a_simulated_night_sits_its_breaks_out(tmp_path: Path) -> None:
    path = tmp_path / "night.feltboard"
    simulate(path, players=9, tables=1, hands=60, seed=2)
    file = TournamentFile.open(path, read_only=True)
    try:
        state = file.state
        assert len(state.hands) == 60
        assert state.clock(state.hands[-1].started_at).index > BREAK, "the night passed a break"
        dealt_on_break = [h.number for h in state.hands if state.clock(h.started_at).is_break]
        assert dealt_on_break == [], "hands dealt while the clock showed a break"
    finally:
        file.close()
