"""/players' news history in a real browser (issue 23.21): a phone opened late, after
the room was told, still reads the night's news, newest first."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from tests.browser.pad_page import api_state, control, pair_and_wait, tap
from tests.browser.served import Served, three_handed, wait


def news_rows(browser: Any) -> list[str]:
    """The news as the page lists them, top first (read in one go: it redraws)."""
    return list(browser.execute_script(
        "return [...document.querySelectorAll('#news li.news-item .what')]"
        ".map((part) => part.textContent);"
    ))


def test_a_page_opened_late_shows_the_news_it_missed_newest_first(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    # Table 1's dealer plays a hand on the pad: Ann all-in, Bob folds, Cat calls her last
    # 300 and loses (the pot awarded to Ann, no cards typed).
    pair_and_wait(browser, served)
    tap(browser, "deal")
    tap(browser, "allin", confirm=True)
    tap(browser, "fold")
    tap(browser, "call")
    for _ in range(3):
        tap(browser, "skip-cards")
    control(browser, "winner-0-1").click()
    tap(browser, "award-0")
    # The TV tells each piece of news for its time, then it is gone from the
    # announcements: only the news history can tell a phone opened now.
    wait(browser, 60).until(
        lambda _b: not api_state(served)["announcements"], "the TV never finished its news"
    )
    browser.get(served.page("/players"))
    wait(browser, 10).until(
        lambda b: any(row.startswith("Cat finishes 3rd") for row in news_rows(b)),
        "Cat's bust, told before the page opened, is not in its news",
    )
    rows = news_rows(browser)
    told = [item["text"] for item in api_state(served)["news"]]
    assert rows == told  # newest first, as the host keeps them
    assert rows[-1].startswith("Cat finishes 3rd") and len(rows) >= 2, rows
    times = browser.execute_script(
        "return [...document.querySelectorAll('#news li.news-item .time')]"
        ".map((part) => part.textContent);"
    )
    assert all(":" in time for time in times), times  # when each was told, as a time of day
    shots = os.environ.get("FELTBOARD_SCREENSHOTS")
    if shots:
        browser.find_element(By.ID, "news").location_once_scrolled_into_view  # noqa: B018
        browser.save_screenshot(str(Path(shots) / "players-news.png"))
