"""A stud hand on a dealer pad, in a real browser (issue 27): third street's up cards
typed in one line seat by seat, the bring-in tapped, fourth street dealt without cards
and the seat that acts first picked; the cards by each seat, down cards as backs.

The night is the console's (tests/ui/test_stud_console.py): Ann, Bob and Cy in seats
1, 3 and 5 with 20,000, ante 25, bring-in 25, bets 100/200."""

from __future__ import annotations

import base64
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from app.engine.clock import ClockStarted
from app.engine.games import Game
from app.engine.presets import HOME_STANDARD
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import PlayerRegistered, PlayerSeated, TableOpened
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import api_state, controls, pair_and_wait, ready, tap, type_into
from tests.browser.served import Served, wait
from tests.shots import SHOTS


def stud_table(path: Path) -> Path:
    levels = BlindStructure(tuple(
        Level(0, 0, 25 * k, 1200, 100 * k, 200 * k, game=Game.STUD, bring_in=25 * k)
        for k in range(1, 8)
    ))
    setup = replace(setup_from_preset(HOME_STANDARD), structure=levels, seats_per_table=8)
    file = TournamentFile.create(path, setup)
    try:
        for number, name in enumerate(("Ann", "Bob", "Cy"), start=1):
            file.record(PlayerRegistered(number, name))
        file.record(TableOpened(1, 8))
        for number, seat in ((1, 1), (2, 3), (3, 5)):
            file.record(PlayerSeated(number, 1, seat))
        file.record(ClockStarted(time.time()))
    finally:
        file.close()
    return path


def offered(browser: Any) -> list[str]:
    wait(browser, 10).until(ready, "the pad stayed locked")
    return [str(c.get_attribute("name")) for c in controls(browser)]


def actor(browser: Any) -> str:
    return str(browser.find_element(By.CSS_SELECTOR, "#controls .pad-actor").text)


def calls_around(browser: Any) -> None:
    while "call" in (names := offered(browser)) or "check" in names:
        tap(browser, "call" if "call" in names else "check")


def test_a_stud_street_and_the_bring_in_on_the_pad(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(stud_table(tmp_path / "stud.feltboard"))
    pair_and_wait(browser, served)
    tap(browser, "deal")
    assert "deal-board" in offered(browser)
    assert actor(browser) == "Deal third street: up cards of seats 1, 3, 5, in that order"
    type_into(browser, browser.find_element(By.ID, "board-cards"), "9c Kd 2s")
    tap(browser, "deal-board")
    names = offered(browser)
    assert "bringin" in names and "check" not in names and "call" not in names
    assert actor(browser) == "Seat 5 brings in: 2s is the lowest card"
    tap(browser, "bringin")
    calls_around(browser)  # Ann and Bob call the bring-in
    # Fourth street without cards: the pad asks who acts first, the dealer picks Bob.
    tap(browser, "skip-cards")
    assert actor(browser) == "Who acts first? Type the seat (1, 3, 5) or pick it, then Enter"
    tap(browser, "first-3")
    assert "check" in offered(browser)
    rows = browser.find_elements(By.CSS_SELECTOR, "#seats .pad-seat")
    backs = [len(r.find_elements(By.CSS_SELECTOR, ".pad-card-back")) for r in rows]
    assert backs == [3, 3, 3]  # two down cards and fourth street's, not typed
    assert browser.find_element(By.ID, "board").text == "Fourth street"  # no board in stud
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.execute_script("window.scrollTo(0, 0)")
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "captureBeyondViewport": True,
        "clip": {**browser.execute_script(
            "return {x: 0, y: 0, width: document.documentElement.scrollWidth,"
            " height: document.documentElement.scrollHeight};"), "scale": 1},
    })
    (SHOTS / "stud-pad.png").write_bytes(base64.b64decode(shot["data"]))
    hand = api_state(served)
    assert hand  # the room's state answers while the hand is in play
