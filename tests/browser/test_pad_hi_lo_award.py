"""A pot-limit Omaha hi-lo pot awarded in halves on a dealer pad, in a real browser
(issue 26): no card typed, the dealer taps "High half to" Ann, "Low half to" Bob and
Cat, then Award."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from app.engine.clock import ClockStarted
from app.engine.games import Game
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import api_state, control, controls, pair_and_wait, ready, tap
from tests.browser.served import Served, wait
from tests.tournament_kit import SETUP

STACKS = {"Ann": 1000, "Bob": 1000, "Cat": 1000}


def hi_lo_table(path: Path) -> Path:
    """Ann, Bob and Cat at tracked table 1 playing pot-limit Omaha hi-lo at 25/50."""
    structure = BlindStructure(tuple(
        replace(step, game=Game.OMAHA_HI_LO, betting=BettingStructure.POT_LIMIT)
        if isinstance(step, Level) else step
        for step in SETUP.structure.steps
    ))
    file = TournamentFile.create(path, replace(SETUP, structure=structure))
    try:
        for number, name in enumerate(STACKS, start=1):
            file.record(PlayerRegistered(number, name))
        file.record(TableOpened(1, 9))
        for number in range(1, len(STACKS) + 1):
            file.record(PlayerSeated(number, 1, number))
        file.record(ClockStarted(time.time()))
    finally:
        file.close()
    return path


def offered(browser: Any) -> list[str]:
    """The names of the controls the pad offers once it may be tapped."""
    wait(browser, 10).until(ready, "the pad stayed locked")
    return [str(c.get_attribute("name")) for c in controls(browser)]


def to_showdown(browser: Any) -> None:
    """Deal; everyone calls or checks and no card is typed, to the award."""
    tap(browser, "deal")
    for _ in range(30):
        names = offered(browser)
        if "award-0" in names:
            return
        tap(browser, next(n for n in ("skip-cards", "check", "call") if n in names))
    raise AssertionError("the hand never reached its award")


def stacks(served: Served) -> dict[str, int]:
    return {p["name"]: p["stack"] for p in api_state(served)["players"]}


def test_the_pad_awards_the_high_half_and_the_low_half(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(hi_lo_table(tmp_path / "o8.feltboard"))
    pair_and_wait(browser, served)
    to_showdown(browser)
    award = control(browser, "award-0")
    assert not award.is_enabled(), "nobody chosen yet"
    control(browser, "winner-0-1").click()  # the high half: Ann
    assert not award.is_enabled(), "the low half is not said yet"
    control(browser, "low-0-2").click()
    control(browser, "low-0-3").click()  # the low half: Bob and Cat
    assert award.is_enabled()
    titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pad-award-half")]
    assert titles == ["High half to", "Low half to"]
    shots = os.environ.get("FELTBOARD_SCREENSHOTS")
    if shots:
        browser.find_element(By.CSS_SELECTOR, ".pad-award").location_once_scrolled_into_view  # noqa: B018
        browser.save_screenshot(str(Path(shots) / "omaha-pad.png"))
    answer = tap(browser, "award-0")
    assert "Main pot: high half to Ann, low half to Bob, Cat" in answer[1], answer
    # 150 in the pot (six 25 chips): 75 to Ann; 75 (three chips) between Bob and Cat,
    # the odd chip to the first of them left of the button.
    after = stacks(served)
    assert after["Ann"] == 1_025
    assert sorted((after["Bob"], after["Cat"])) == [975, 1_000]
    assert sum(after.values()) == 3_000


def test_the_pad_awards_a_hi_lo_pot_with_no_low(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(hi_lo_table(tmp_path / "o8.feltboard"))
    pair_and_wait(browser, served)
    to_showdown(browser)
    control(browser, "low-0-2").click()
    control(browser, "no-low-0").click()  # no low: the low choice is cleared
    assert control(browser, "low-0-2").get_attribute("aria-pressed") == "false"
    control(browser, "winner-0-3").click()
    tap(browser, "award-0")
    assert stacks(served) == {"Ann": 950, "Bob": 950, "Cat": 1_100}
