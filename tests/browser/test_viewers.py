"""/tv and /players in a real browser: the clock ticks, the level changes, a seat is found."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium.webdriver.common.by import By

from tests.browser.served import Served, three_handed, wait

LEVEL_ENDS_IN = 5
"""Seconds of level 1 left when the file is written: serve starts and both pages load
(a couple of seconds) before the level changes."""


def text_of(browser: Any, element_id: str) -> str:
    """The element's text as written (the TV's layout may hide part of it on a phone)."""
    return str(browser.find_element(By.ID, element_id).get_attribute("textContent"))


def found_seats(browser: Any) -> list[list[str]]:
    """The rows "find my seat" shows, read in one go (the page redraws them every second)."""
    return list(browser.execute_script(
        "return [...document.querySelectorAll('#seats li.seat')]"
        ".map((row) => [...row.children].map((part) => part.textContent));"
    ))


def wait_text(browser: Any, element_id: str, wanted: str, timeout: float = 10) -> None:
    wait(browser, timeout).until(
        lambda b: text_of(b, element_id) == wanted,
        f"#{element_id} never read {wanted!r}",
    )


def wait_tick(browser: Any) -> str:
    """Wait until the clock shows a time, then until it shows another; return it."""
    wait(browser, 10).until(lambda b: ":" in text_of(b, "clock"), "no clock shown")
    first = text_of(browser, "clock")
    wait(browser, 5).until(
        lambda b: text_of(b, "clock") != first, f"the clock stayed at {first}"
    )
    return text_of(browser, "clock")


def test_tv_and_players_see_the_clock_tick_and_the_level_change(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard", seconds_left=LEVEL_ENDS_IN))
    browser.get(served.page("/tv"))
    wait_tick(browser)
    assert text_of(browser, "level") == "Level 1"
    assert text_of(browser, "blinds") == "25 / 50"
    assert text_of(browser, "next-level") == "50 / 100"
    tv = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(served.page("/players"))
    wait_tick(browser)
    wait_text(browser, "level", "Level 2")
    assert text_of(browser, "blinds") == "50 / 100"
    browser.switch_to.window(tv)
    wait_text(browser, "level", "Level 2")
    assert text_of(browser, "blinds") == "50 / 100"
    minutes, seconds = wait_tick(browser).split(":")  # level 2's ten minutes run
    assert 9 * 60 < int(minutes) * 60 + int(seconds) < 10 * 60
    browser.close()
    browser.switch_to.window(browser.window_handles[0])


def test_players_find_their_seat(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    browser.get(served.page("/players?name=cat"))
    wait(browser, 10).until(lambda b: found_seats(b), "Cat's seat not shown")
    assert found_seats(browser) == [["Cat", "Table 1, seat 3", "300 chips"]]
    finder = browser.find_element(By.ID, "find")
    finder.clear()
    finder.send_keys("b")
    wait(browser, 5).until(lambda b: [row[0] for row in found_seats(b)] == ["Bob"])
    assert found_seats(browser) == [["Bob", "Table 1, seat 2", "1,300 chips"]]
    finder.send_keys("x")
    wait(browser, 5).until(
        lambda b: text_of(b, "seats") == "Nobody called “bx” has entered"
    )
    assert "3 of 3 left" in text_of(browser, "players")


def test_players_find_a_seat_without_accents(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    """Issue 23.8: "Zoe" did not find "Zoë Ångström" (case was ignored, accents not)."""
    from app.engine.tournament_events import PlayerRenamed
    from app.store.tournament_file import TournamentFile

    path = three_handed(tmp_path / "t.feltboard")
    with TournamentFile.open(path) as file:
        file.record(PlayerRenamed(3, "Zoë Ångström"))
    served = serve(path)
    browser.get(served.page("/players?name=zoe"))
    wait(browser, 10).until(lambda b: found_seats(b), "Zoë's seat not shown")
    assert found_seats(browser) == [["Zoë Ångström", "Table 1, seat 3", "300 chips"]]
    finder = browser.find_element(By.ID, "find")
    finder.clear()
    finder.send_keys("ANGSTROM")
    wait(browser, 5).until(lambda b: [row[0] for row in found_seats(b)] == ["Zoë Ångström"])
