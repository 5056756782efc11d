"""The network pages speak the host's language: a host running in Spanish serves /tv,
/players and a paired /table/1 mid-hand with no English word of the interface, Spanish
numbers and ``<html lang="es">``; an English host, the English pages (the control run:
the same check finds English there). A word the host lacks shows in English, as do the
pages of a host without ``/api/words``.

The host is ``feltboard serve`` in a subprocess on a system whose ``LANGUAGE`` is Spanish
(the command line speaks the system's language, as the desktop app does).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from tests.browser.pad_page import control, pair, tap, type_into, wait_screen
from tests.browser.served import Served, wait
from tests.service.test_web_words import PLAYERS, mid_hand
from tests.ui.test_languages import english_words

NAMES = frozenset([*PLAYERS, "Thursday", "test", "Feltboard"])
"""What the host typed (players, the tournament's name) is data, not the interface."""


def start_spanish(path: Path) -> Served:
    """``feltboard serve`` for ``path`` on a system speaking Spanish; once it listens."""
    return Served.start(path, language="es")


@pytest.fixture
def spanish_host(tmp_path: Path) -> Iterator[Served]:
    served = start_spanish(mid_hand(tmp_path / "t.feltboard", time.time()))
    yield served
    served.stop()


def page_text(browser: Any) -> str:
    """Every text of the page, one per line, as written (before CSS capitals), shown or
    on a hidden screen, with its title, placeholders and labels."""
    return str(browser.execute_script(
        "const parts = [document.title];"
        "const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
        "while (walker.nextNode()) parts.push(walker.currentNode.nodeValue.trim());"
        "for (const node of document.querySelectorAll('[placeholder], [aria-label], [title]'))"
        "  for (const name of ['placeholder', 'aria-label', 'title'])"
        "    parts.push(node.getAttribute(name) || '');"
        "return parts.filter(Boolean).join('\\n');"
    ))


def interface_english(browser: Any) -> set[str]:
    return english_words(page_text(browser)) - NAMES


def loaded(browser: Any, check: Callable[[Any], bool], what: str) -> None:
    wait(browser, 15).until(check, what)


def clock_shown(browser: Any) -> bool:
    return bool(re.search(r"\d:\d\d", browser.find_element(By.ID, "clock").text))


def test_a_spanish_host_serves_spanish_pages(browser: Any, spanish_host: Served) -> None:
    browser.get(spanish_host.page("/tv"))
    loaded(browser, clock_shown, "/tv never showed the clock")
    assert browser.execute_script("return document.documentElement.lang") == "es"
    assert interface_english(browser) == set()
    tv = page_text(browser)
    assert "Nivel 1" in tv and "Siguiente nivel" in tv and "Botes" in tv
    assert "Bote principal 2.000" in tv  # the pot, written with Spanish separators
    assert "1.º" in tv  # the payouts' places

    browser.get(spanish_host.page("/players?name=ann"))
    loaded(browser, clock_shown, "/players never showed the clock")
    loaded(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#seats li.seat"), "Ann not found")
    assert interface_english(browser) == set()
    players = page_text(browser)
    assert "1.600 fichas" in players  # Ann's stack, found by name
    assert "Mesa 1, asiento" in players
    assert "Quedan 5 de 6" in players and "6.º" in players  # Fay's place in the results

    pair(browser, spanish_host, "Móvil de Ana")
    wait_screen(browser, "table")
    loaded(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#controls button"),
           "the pad drew no controls")
    assert browser.execute_script("return document.documentElement.lang") == "es"
    pad = page_text(browser)
    assert "Vinculada: Móvil de Ana" in pad and "Mesa 1" in pad
    assert "Deshacer el último paso" in pad
    assert "2.000" in pad  # the main pot
    assert interface_english(browser) == set(), pad

    # A Spanish dealer groups thousands with a dot: "1.000" is a thousand chips.
    tap(browser, "skip-cards")
    amount = browser.find_element(By.ID, "amount")
    type_into(browser, amount, "1.000")
    assert control(browser, "wager").text.endswith(" 1.000")
    type_into(browser, amount, "2,5")  # a decimal comma: no number of chips
    assert not re.search(r"\d$", control(browser, "wager").text)


def test_the_pairing_screen_is_spanish_too(browser: Any, spanish_host: Served) -> None:
    browser.get(spanish_host.page(f"/table/1?pin={spanish_host.pin(1)}"))
    wait_screen(browser, "pairing")
    loaded(browser, lambda b: "Vincula" in b.find_element(By.ID, "pair-title").text,
           "the pairing title stayed English")
    assert interface_english(browser) == set()
    assert browser.find_element(By.ID, "device-name").get_attribute("placeholder") == "Móvil de Ana"
    browser.find_element(By.ID, "pin").clear()
    browser.find_element(By.ID, "pin").send_keys("12")
    browser.find_element(By.ID, "pair").click()
    assert browser.find_element(By.ID, "pair-error").text.startswith("El PIN tiene 6 cifras")


def test_an_english_host_serves_english_pages(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    """The control run: the same check finds the English of an English host's pages."""
    served = serve(mid_hand(tmp_path / "t.feltboard", time.time()))
    browser.get(served.page("/tv"))
    loaded(browser, clock_shown, "/tv never showed the clock")
    assert browser.execute_script("return document.documentElement.lang") == "en"
    assert {"Next", "level", "Pots", "Main", "pot"} <= interface_english(browser)
    assert "Main pot 2,000" in page_text(browser)


PARTIAL_WORDS = """
const hostFetch = window.fetch;
window.fetch = (url, options) => {
  if (String(url).endsWith("/api/words")) {
    return Promise.resolve(new Response(JSON.stringify(%s),
      { status: %d, headers: { "Content-Type": "application/json" } }));
  }
  return hostFetch(url, options);
};
"""
"""Run before the page's scripts: ``/api/words`` answers what the test says (a host whose
translation lacks words, or an older host without the endpoint)."""


def answer_words(browser: Any, document: object, status: int = 200) -> str:
    """From the next page loaded on, ``/api/words`` answers ``document`` with ``status``."""
    script = PARTIAL_WORDS % (json.dumps(document), status)
    return str(browser.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": script})["identifier"])


def test_a_word_missing_from_the_hosts_shows_in_english(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(mid_hand(tmp_path / "t.feltboard", time.time()))
    words = {"Next level": "Siguiente nivel", "Level {level}": "", "Pots": "Botes"}
    injected = answer_words(browser, {"language": "es", "number": {"group": "."},
                                      "words": words})
    try:
        browser.get(served.page("/tv"))
        loaded(browser, clock_shown, "/tv never showed the clock")
        text = page_text(browser)
        assert "Siguiente nivel" in text and "Botes" in text  # the host's words
        assert "Next break" in text and "Level 1" in text  # missing or empty: English
        assert "Main pot 2.000" in text  # the host's separator
        assert browser.execute_script("return document.documentElement.lang") == "es"
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                {"identifier": injected})


def test_a_host_without_words_gives_english_pages(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(mid_hand(tmp_path / "t.feltboard", time.time()))
    injected = answer_words(browser, "Nothing here", status=404)
    try:
        browser.get(served.page("/players?name=ann"))
        loaded(browser, clock_shown, "/players never showed the clock")
        loaded(browser, lambda b: b.find_elements(By.CSS_SELECTOR, "#seats li.seat"),
               "Ann not found")
        text = page_text(browser)
        assert "Find my seat" in text and "1,600 chips" in text and "Level 1" in text
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                {"identifier": injected})
