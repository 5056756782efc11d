"""/tv and /players in a real browser (headless Chromium): the host's announcements show
in the news band, which never covers the clock, and on the phones as news (issue 16)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.tournament_events import PlayerRegistered, SeatsDrawn, TableOpened
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.display.test_window import FixedClock
from tests.tournament_kit import NAMES, SETUP

SHOTS = os.environ.get("FELTBOARD_SCREENSHOTS", "")
"""A folder to photograph the pages into for a person to look at (none: no photographs),
e.g. ``FELTBOARD_SCREENSHOTS=screenshots``."""


def photograph(browser: WebDriver, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(Path(SHOTS) / name))

webdriver = pytest.importorskip("selenium.webdriver")
if shutil.which("chromium") is None or shutil.which("chromedriver") is None:
    pytest.skip("Chromium and chromedriver are needed", allow_module_level=True)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402


@pytest.fixture
def browser() -> Iterator[WebDriver]:
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    # The system's driver: no download, no network.
    service = webdriver.ChromeService(executable_path=shutil.which("chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def served(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[LiveTournament, TournamentService]]:
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    for player in range(1, 13):
        file.record(PlayerRegistered(player, NAMES[player - 1]))
    session = LiveTournament(file, clock=FixedClock(), backup_folder=tmp_path / "backups")
    service = TournamentService(session)
    assert service.listen("127.0.0.1", 0) is None
    try:
        yield session, service
    finally:
        service.close()
        file.close()


def rect(browser: WebDriver, selector: str) -> dict[str, float]:
    box = browser.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};",
        selector,
    )
    assert isinstance(box, dict)
    return box


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and (
        a["top"] < b["bottom"] and b["top"] < a["bottom"]
    )


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1080, 1920)])
def test_the_tv_page_shows_the_seat_draw_below_the_clock(
    qtbot: QtBot,
    browser: WebDriver,
    served: tuple[LiveTournament, TournamentService],
    size: tuple[int, int],
) -> None:
    session, service = served
    with qtbot.waitSignal(service.published, timeout=2000):
        assert session.record_many([TableOpened(1, 9), TableOpened(2, 9), SeatsDrawn(4)],
                                   "Seat players") is None
    browser.set_window_size(*size)
    browser.get(service.url("/tv"))
    # The page's first state comes over the live port, which needs the Qt loop: wait
    # on the page while letting Qt run (Selenium's own wait would block it).
    qtbot.waitUntil(
        lambda: browser.find_element(By.ID, "announcement").is_displayed(), timeout=20000
    )
    assert browser.find_element(By.ID, "announcement-title").text == "SEAT DRAW"
    assert browser.find_element(By.ID, "announcement-page").text == "1 / 2"
    lines = browser.execute_script(
        "return [...document.querySelectorAll('#announcement-lines li')]"
        ".map((li) => li.textContent);"
    )
    assert len(lines) == 9 and lines[0].startswith("Ann → table "), lines
    band, clock = rect(browser, "#announcement"), rect(browser, ".clock-box")
    assert not overlaps(band, clock) and band["top"] >= clock["bottom"], (band, clock)
    time_left = rect(browser, "#clock")
    assert time_left["bottom"] <= size[1] and time_left["right"] <= size[0], time_left
    photograph(browser, f"tv-seat-draw-{size[0]}x{size[1]}.png")
    assert band["bottom"] <= browser.execute_script("return window.innerHeight") + 1


def test_the_players_page_lists_the_announcements_as_news(
    qtbot: QtBot, browser: WebDriver, served: tuple[LiveTournament, TournamentService]
) -> None:
    session, service = served
    browser.set_window_size(420, 900)
    browser.get(service.url("/players"))
    qtbot.waitUntil(lambda: browser.find_element(By.ID, "name").text == SETUP.name,
                    timeout=20000)
    with qtbot.waitSignal(service.published, timeout=2000):
        assert session.record_many([TableOpened(1, 9), TableOpened(2, 9), SeatsDrawn(4)],
                                   "Seat players") is None
    # The page took its first look before the draw; the push brings the draw as news.
    # The WebSocket needs the Qt loop: wait on the page while letting Qt run.
    qtbot.waitUntil(
        lambda: "12 players drawn to 2 tables" in browser.find_element(By.ID, "news").text,
        timeout=5000,
    )
    assert browser.find_element(By.CSS_SELECTOR, "#news .news-lines summary").text == (
        "Show the list (12)"
    )
    browser.find_element(By.CSS_SELECTOR, "#news .news-lines summary").click()
    browser.execute_script("document.getElementById('news').scrollIntoView()")
    photograph(browser, "players-news-420x900.png")
    # A phone that opens the page while the draw is still on the TV finds it there too.
    browser.get(service.url("/players"))
    qtbot.waitUntil(
        lambda: "12 players drawn to 2 tables" in browser.find_element(By.ID, "news").text,
        timeout=20000,
    )
