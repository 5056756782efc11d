"""A 2-7 triple draw hand on a dealer pad, in a real browser (issue 27): between betting
rounds the pad names the seat to draw and offers Stand pat and Draw 1-5; each seat's draw
shows by its name, and the board line is gone.

The night is the console's (tests/ui/test_draw_console.py): the standard home game at
fixed-limit 2-7 triple draw, Ann, Bob and Cy with 20,000, blinds 25/50."""

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
    control,
    controls,
    pair_and_wait,
    ready,
    tap,
    type_into,
    wait_answer,
)
from tests.browser.served import Served, wait

STACKS = {"Ann": 20_000, "Bob": 20_000, "Cy": 20_000}


def draw_table(path: Path) -> Path:
    """Ann, Bob and Cy at tracked table 1 playing fixed-limit 2-7 triple draw at 25/50."""
    setup = setup_from_preset(HOME_STANDARD)
    structure = BlindStructure(tuple(
        replace(step, game=Game.TRIPLE_DRAW, betting=BettingStructure.FIXED_LIMIT)
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
    wait(browser, 10).until(ready, "the pad stayed locked")
    return [str(c.get_attribute("name")) for c in controls(browser)]


def screenshot(browser: Any, name: str) -> None:
    shots = os.environ.get("FELTBOARD_SCREENSHOTS")
    if not shots:
        return
    browser.execute_script("window.scrollTo(0, 0)")
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "captureBeyondViewport": True,
        "clip": {**browser.execute_script(
            "return {x: 0, y: 0, width: document.documentElement.scrollWidth,"
            " height: document.documentElement.scrollHeight};"), "scale": 1},
    })
    (Path(shots) / name).write_bytes(base64.b64decode(shot["data"]))


def test_the_pad_records_each_draw_and_checks_down_to_the_award(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(draw_table(tmp_path / "td.feltboard"))
    pair_and_wait(browser, served)
    tap(browser, "deal")
    draws = iter("2013" + "000" + "000")  # the second seat of the first draw stands pat
    drawn = 0
    for _ in range(40):
        names = offered(browser)
        if "award-0" in names:
            break
        if "draw-0" in names:
            # A button per count, then the typed cards' button.
            assert names == [*(f"draw-{count}" for count in range(6)), "draw-cards"], names
            actor = browser.find_element(By.CSS_SELECTOR, "#controls .pad-actor").text
            assert actor.endswith("draws: tap how many cards"), actor
            assert not browser.find_element(By.CSS_SELECTOR, ".pad-board-line").is_displayed()
            tap(browser, f"draw-{next(draws)}")
            drawn += 1
            if drawn == 2:  # the first draw between its seats: one drew 2, one stood pat
                seats = browser.find_element(By.ID, "seats").text
                assert "drew 2" in seats and "stands pat" in seats, seats
                screenshot(browser, "draw-pad.png")
            continue
        tap(browser, next(n for n in ("check", "call") if n in names))
    else:
        raise AssertionError("the hand never reached its award")
    assert drawn == 9


def test_the_pad_takes_a_draws_cards_typed(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    """``7h Kd > 2c 3s`` typed under the counts records a draw of two with its cards; a
    count of cards that does not match is refused in the engine's words."""
    served = serve(draw_table(tmp_path / "cards.feltboard"))
    pair_and_wait(browser, served)
    tap(browser, "deal")
    while "draw-0" not in (names := offered(browser)):
        tap(browser, next(n for n in ("check", "call") if n in names))
    field = browser.find_element(By.ID, "draw-cards")
    assert field.get_attribute("placeholder") == "or cards: 7h Kd > 2c 3s"
    type_into(browser, field, "7h > 2c 3s")
    control(browser, "draw-cards").click()
    kind, text = wait_answer(browser)
    assert kind == "refused" and "Enter the card discarded and the card drawn" in text, text
    field = browser.find_element(By.ID, "draw-cards")
    field.clear()
    type_into(browser, field, "7h Kd > 2c 3s")
    tap(browser, "draw-cards")
    wait(browser, 10).until(
        lambda b: "drew 2" in b.find_element(By.ID, "seats").text, "the draw never showed"
    )
