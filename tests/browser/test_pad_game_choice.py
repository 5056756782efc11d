"""Dealer's choice on the real pad page: the button's player's game offered as one button
per game of the night; a tap records the choice and Next hand deals that game."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.engine.clock_events import ClockStarted
from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import (
    GameChosen,
    HandStarted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import control, controls, pair_and_wait, status, tap
from tests.browser.served import Served, wait
from tests.shots import SHOTS


def choosing(path: Path) -> Path:
    """Ann, Bob and Cat at table 1 of a dealer's choice night, the clock running."""
    with TournamentFile.create(path, setup_from_preset(DEALERS_CHOICE, "Choice")) as file:
        for number, name in enumerate(("Ann", "Bob", "Cat"), start=1):
            file.record(PlayerRegistered(number, name, at=0.0))
        file.record(TableOpened(1, 9))
        for number in (1, 2, 3):
            file.record(PlayerSeated(number, 1, number))
        file.record(ClockStarted(time.time() - 60))
    return path


def test_the_pad_asks_the_game_then_deals_it(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(choosing(tmp_path / "choice.feltboard"))
    pair_and_wait(browser, served)
    names = [c.get_attribute("name") for c in controls(browser)]
    assert "deal" not in names and {"choose-1", "choose-2", "choose-3"} <= set(names)
    assert control(browser, "choose-2").text == "2. Pot-limit Omaha"
    assert status(browser) == "Table 1: Ann chooses the game"
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / "rotation-pad-choice.png"))
    assert tap(browser, "choose-2")[1].startswith("RECORDED")
    assert control(browser, "deal").text == "Next hand"
    tap(browser, "deal")
    wait(browser, 5).until(lambda b: status(b) == "Ann to act (seat 1)")
    with TournamentFile.open(served.path, read_only=True) as file:
        events = [entry.event for entry in file._journal.events()]
    chosen, dealt = events[-2:]
    assert isinstance(chosen, GameChosen) and chosen.game.game is Game.OMAHA
    assert isinstance(dealt, HandStarted) and dealt.config.game is Game.OMAHA
