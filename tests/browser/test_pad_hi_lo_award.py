"""A pot-limit Omaha hi-lo pot awarded in halves on a dealer pad, in a real browser
(issue 26): the dealer taps "High half to" Ann, "Low half to" Bob and Cy, then Award.

The night and the hand are the console's (tests/ui/test_hi_lo_award_keys.py): the
standard home game's setup at pot-limit Omaha hi-lo, Ann, Bob and Cy with 20,000, blinds
25/50, everyone calls and checks down on 7d 3c 2s Kd 9h."""

from __future__ import annotations

import base64
import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from app.engine.clock import ClockStarted
from app.engine.games import Game
from app.engine.presets import HOME_STANDARD
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import (
    api_state,
    control,
    controls,
    pair_and_wait,
    ready,
    tap,
    type_into,
)
from tests.browser.served import Served, wait

STACKS = {"Ann": 20_000, "Bob": 20_000, "Cy": 20_000}
BOARD = ("7d 3c 2s", "Kd", "9h")


def hi_lo_table(path: Path) -> Path:
    """Ann, Bob and Cy at tracked table 1 playing pot-limit Omaha hi-lo at 25/50."""
    setup = setup_from_preset(HOME_STANDARD)
    structure = BlindStructure(tuple(
        replace(step, game=Game.OMAHA_HI_LO, betting=BettingStructure.POT_LIMIT)
        if isinstance(step, Level) else step
        for step in setup.structure.steps
    ))
    file = TournamentFile.create(path, replace(setup, structure=structure))
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


def to_showdown(browser: Any, board: tuple[str, ...] = ()) -> None:
    """Deal; everyone calls or checks down on ``board`` typed (none: no card typed)."""
    tap(browser, "deal")
    streets = list(board)
    for _ in range(30):
        names = offered(browser)
        if "award-0" in names:
            return
        if "deal-board" in names and streets:
            type_into(browser, browser.find_element(By.ID, "board-cards"), streets.pop(0))
            tap(browser, "deal-board")
            continue
        tap(browser, next(n for n in ("skip-cards", "check", "call") if n in names))
    raise AssertionError("the hand never reached its award")


def stacks(served: Served) -> dict[str, int]:
    return {p["name"]: p["stack"] for p in api_state(served)["players"]}


def test_the_pad_awards_the_high_half_and_the_low_half(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(hi_lo_table(tmp_path / "o8.feltboard"))
    pair_and_wait(browser, served)
    to_showdown(browser, BOARD)
    row = browser.find_element(By.CSS_SELECTOR, "#controls .pad-show-row[data-seat='1']")
    type_into(browser, row.find_element(By.TAG_NAME, "input"), "Ah Kh Qd Jd")
    tap(browser, "show-1")  # Ann shows; Bob's and Cy's cards are not typed
    award = control(browser, "award-0")
    assert not award.is_enabled(), "nobody chosen yet"
    control(browser, "winner-0-1").click()  # the high half: Ann
    assert not award.is_enabled(), "the low half is not said yet"
    control(browser, "low-0-2").click()  # the low half: Bob
    assert award.is_enabled()
    titles = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".pad-award-half")]
    assert titles == ["High half to", "Low half to"]
    shots = os.environ.get("FELTBOARD_SCREENSHOTS")
    if shots:  # the whole pad, the board and Ann's hand above the award
        browser.execute_script("window.scrollTo(0, 0)")
        shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
            "captureBeyondViewport": True,
            "clip": {**browser.execute_script(
                "return {x: 0, y: 0, width: document.documentElement.scrollWidth,"
                " height: document.documentElement.scrollHeight};"), "scale": 1},
        })
        (Path(shots) / "omaha-pad.png").write_bytes(base64.b64decode(shot["data"]))
    answer = tap(browser, "award-0")
    assert "Main pot: high half to Ann, low half to Bob" in answer[1], answer
    # 150 in the pot: 75 to Ann, 75 to Bob, as on the console.
    assert stacks(served) == {"Ann": 20_025, "Bob": 20_025, "Cy": 19_950}


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
    assert stacks(served) == {"Ann": 19_950, "Bob": 19_950, "Cy": 20_100}
