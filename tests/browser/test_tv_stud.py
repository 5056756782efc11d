"""/tv with a stud hand in play, in a real browser (issue 27): the up cards by player
beside the pot, never a down card, and the level's bets, ante and bring-in where a
hold'em level shows its blinds. The hand is dealt from a dealer pad (third street's and
fourth street's up cards typed), as at the table; the pad's screenshot is kept too.

The night is tests/browser/test_pad_stud.py's: Ann, Bob and Cy in seats 1, 3 and 5 with
20,000, ante 25, bring-in 25, bets 100/200."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from tests.browser.pad_page import api_state, tap, type_into
from tests.browser.served import Served, missing_browser, new_browser, wait
from tests.browser.test_pad_draw import screenshot
from tests.browser.test_pad_stud import calls_around, offered, pair_and_wait, stud_table


@pytest.fixture
def tv_browser() -> Iterator[Any]:
    """A TV-sized (1280×720) headless Chromium."""
    why = missing_browser()
    if why is not None:
        pytest.skip(why)
    driver = new_browser(1280, 720)
    yield driver
    driver.quit()


def texts(browser: Any, selector: str) -> list[str]:
    """The texts of ``selector`` read in one step (the page may redraw the list between
    two reads of elements)."""
    return list(browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent);",
        selector,
    ))


def up_spans(browser: Any) -> list[str]:
    return texts(browser, "#pots .up")


def test_tv_shows_a_stud_hands_up_cards_and_the_levels_bets(
    browser: Any, tv_browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(stud_table(tmp_path / "stud.feltboard"))
    pair_and_wait(browser, served)
    tap(browser, "deal")
    type_into(browser, browser.find_element(By.ID, "board-cards"), "9c Kd 2s")
    tap(browser, "deal-board")
    assert "bringin" in offered(browser)
    tap(browser, "bringin")
    calls_around(browser)
    type_into(browser, browser.find_element(By.ID, "board-cards"), "Ts Qd 3s")
    tap(browser, "deal-board")
    assert "check" in offered(browser)  # Bob's K-Q showing acts first
    screenshot(browser, "mixed-stud-pad.png")

    hand = api_state(served)["tables"][0]["hand"]
    assert hand["street"] == "Fourth street" and hand["board"] == []
    assert hand["up"] == [
        {"player": "Ann", "cards": ["9♣", "10♠"]},
        {"player": "Bob", "cards": ["K♦", "Q♦"]},
        {"player": "Cy", "cards": ["2♠", "3♠"]},
    ]
    tv_browser.get(served.page("/tv"))
    wait(tv_browser, 10).until(lambda b: len(up_spans(b)) == 3, "the up cards never showed")
    assert up_spans(tv_browser) == ["Ann 9♣ 10♠", "Bob K♦ Q♦", "Cy 2♠ 3♠"]
    assert texts(tv_browser, "#pots .where") == ["Table 1 · Fourth street"]
    assert texts(tv_browser, "#blinds-caption") == ["Bets"]
    assert texts(tv_browser, "#blinds") == ["100 / 200"]
    assert texts(tv_browser, "#ante") == ["ante 25 · bring-in 25"]
    assert texts(tv_browser, "#level")[0].endswith("Seven Card Stud")
    assert texts(tv_browser, "#average") == ["20,000"]  # no big blind to count it in
    # Every span of the hand's row inside the pots box: nothing cut at 1280×720.
    cut = tv_browser.execute_script(
        "const box = document.querySelector('.pots-box').getBoundingClientRect();"
        "return [...document.querySelectorAll('#pots .hand span')]"
        ".filter((s) => { const r = s.getBoundingClientRect();"
        "  return r.right > box.right + 1 || r.bottom > box.bottom + 1; })"
        ".map((s) => s.textContent);"
    )
    assert cut == []
    screenshot(tv_browser, "mixed-stud-tv-web.png")
