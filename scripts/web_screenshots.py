"""Screenshots of the network pages in headless Chromium, at phone and TV sizes.

Usage (from the repository root)::

    PYTHONPATH=. .venv/bin/python scripts/web_screenshots.py FOLDER [--language es]

Serves a six-player tournament with a hand in progress (``feltboard serve`` in a
subprocess), pairs a dealer pad for table 1 through its page, and writes to FOLDER:
``tv``, ``players`` and ``table-1`` (paired, mid-hand; ``table-1-pairing`` before) at
390×844 (``-phone.png``) and 1920×1080 (``-tv.png``); then, on the phone, the pad played
on by taps: ``table-1-board`` (the flop's card picker), ``table-1-refused`` (a bet under
the minimum), ``table-1-showdown`` and ``table-1-result``. Needs Debian's chromium and
chromium-driver, as the browser tests do. ``--language es`` serves from a host speaking
Spanish (as tests/browser/test_pages_language.py does; build the Spanish ``.qm`` first).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from app.engine.clock import ClockStarted
from app.engine.director import next_hand_event
from app.engine.events import Called, Folded, RaisedTo
from app.engine.tournament_events import (
    HandActed,
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
)
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import (
    control,
    controls,
    pair,
    ready,
    tap,
    type_into,
    wait_answer,
    wait_screen,
)
from tests.browser.served import Served, missing_browser, new_browser, wait
from tests.browser.test_pages_language import start_spanish
from tests.tournament_kit import LEVEL, SETUP

SIZES = {"phone": (390, 844), "tv": (1920, 1080)}
PLAYERS = ("Anna Kowalska", "Bob", "Carla", "Dmitri", "Esther", "Farid")


def mid_hand(path: Path) -> Path:
    """Six players at table 1, the clock running, hand 1 dealt: a raise, a fold, a call."""
    file = TournamentFile.create(path, SETUP)
    try:
        for number, name in enumerate(PLAYERS, start=1):
            file.record(PlayerRegistered(number, name))
        file.record(TableOpened(1, 9, tracked=True))
        file.record(SeatsDrawn(7))
        now = time.time()
        file.record(ClockStarted(now - LEVEL + 260))
        started = next_hand_event(file.state, 1, now)
        file.record(started)
        for make in (lambda seat: RaisedTo(seat, 150), Folded, Called):
            hand = file.state.table(1).hand_state
            assert hand is not None and hand.to_act is not None
            file.record(HandActed(1, started.number, make(hand.to_act)))
    finally:
        file.close()
    return path


def shoot(browser: Any, url: str, ready: str, png: Path) -> None:
    browser.get(url)
    wait(browser, 15).until(lambda b: b.execute_script(ready), f"{url} never ready")
    browser.save_screenshot(str(png))
    print(png)


def play_on(browser: Any, served: Served, folder: Path, device: str) -> None:
    """Pair again, then tap through the hand, shooting its board, refusal, showdown and
    result screens."""
    pin = served.pin(1)
    pair(browser, served, device)
    wait_screen(browser, "table")
    while control_names(browser) and "deal-board" not in control_names(browser):
        tap(browser, "call")  # everyone calls the raise: the flop is due
    control(browser, "rank-A").click()
    control(browser, "suit-h").click()
    control(browser, "rank-K").click()
    browser.save_screenshot(str(folder / "table-1-board-phone.png"))
    type_into(browser, browser.find_element(By.ID, "board-cards"), "Ah Kd 7c")
    tap(browser, "deal-board")
    type_into(browser, browser.find_element(By.ID, "amount"), "20")
    control(browser, "wager").click()
    wait_answer(browser)
    browser.save_screenshot(str(folder / "table-1-refused-phone.png"))
    for street in ("2c", "3h", None):
        while "check" in control_names(browser):
            tap(browser, "check")
        if street:
            type_into(browser, browser.find_element(By.ID, "board-cards"), street)
            tap(browser, "deal-board")
    browser.save_screenshot(str(folder / "table-1-showdown-phone.png"))
    while "card-back" in control_names(browser):
        rows = browser.find_elements(By.CSS_SELECTOR, "#controls .pad-show-row")
        seat = rows[0].get_attribute("data-seat")
        type_into(browser, rows[0].find_element(By.TAG_NAME, "input"), "Qs Qh")
        tap(browser, f"show-{seat}")  # the first shows; the others muck
        rows = browser.find_elements(By.CSS_SELECTOR, "#controls .pad-show-row")
        for seat in [row.get_attribute("data-seat") for row in rows]:
            tap(browser, f"muck-{seat}")
    browser.save_screenshot(str(folder / "table-1-result-phone.png"))
    for name in ("board", "refused", "showdown", "result"):
        print(folder / f"table-1-{name}-phone.png")
    unpair(served, pin)


def unpair(served: Served, pin: str) -> None:
    """Revoke the pad paired with ``pin`` from serve's terminal (the table is free again)."""
    spent = served.new_pin(1, pin)  # a pairing spends the PIN: a new one shows
    served.command("revoke 1")
    served.new_pin(1, spent)


def control_names(browser: Any) -> list[str]:
    wait(browser, 10).until(ready)
    return [str(c.get_attribute("name")) for c in controls(browser)]


def main(folder: Path, language: str = "en") -> int:
    why = missing_browser()
    if why is not None:
        print(why, file=sys.stderr)
        return 1
    folder.mkdir(parents=True, exist_ok=True)
    path = mid_hand(Path(tempfile.mkdtemp()) / "screens.feltboard")
    served = start_spanish(path) if language == "es" else Served.start(path)
    clock_shown = "return /:/.test(document.getElementById('clock').textContent)"
    pad_drawn = (
        "return !document.getElementById('table').hidden"
        " && document.getElementById('controls').children.length > 0"
    )
    pairing_shown = "return !document.getElementById('pairing').hidden"
    try:
        for size, (width, height) in SIZES.items():
            browser = new_browser(width, height)
            try:
                shoot(browser, served.page("/tv"), clock_shown, folder / f"tv-{size}.png")
                shoot(browser, served.page("/players?name=an"), clock_shown,
                      folder / f"players-{size}.png")
                pin = served.pin(1)
                shoot(browser, served.page(f"/table/1?pin={pin}"), pairing_shown,
                      folder / f"table-1-pairing-{size}.png")
                browser.find_element(By.ID, "device-name").clear()
                browser.find_element(By.ID, "device-name").send_keys(f"Dealer {size}")
                browser.find_element(By.ID, "pair").click()
                wait(browser, 10).until(lambda b: b.execute_script(pad_drawn))
                browser.save_screenshot(str(folder / f"table-1-{size}.png"))
                print(folder / f"table-1-{size}.png")
                unpair(served, pin)
                if size == "phone":
                    play_on(browser, served, folder,
                            "Móvil del crupier" if language == "es" else "Dealer phone")
            finally:
                browser.quit()
    finally:
        served.stop()
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", choices=("en", "es"), default="en",
                        help="the language the host speaks (default: English)")
    arguments = parser.parse_args()
    sys.exit(main(arguments.folder, arguments.language))
