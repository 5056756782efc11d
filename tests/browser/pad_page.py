"""Driving the dealer pad page (/table/N) as a dealer does: taps on its buttons.

Not a test module: the pad tests import these.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement

from tests.browser.served import Served, wait

SOCKET_REGISTRY = """
window.__sockets = [];
const NativeWebSocket = window.WebSocket;
window.WebSocket = class extends NativeWebSocket {
  constructor(...args) { super(...args); window.__sockets.push(this); }
};
"""
"""Run before every page's own scripts: keeps the page's WebSockets so a test can cut
them, as a Wi-Fi drop would."""


def watch_sockets(browser: Any) -> None:
    """From now on every page loaded keeps its WebSockets in ``window.__sockets``."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SOCKET_REGISTRY})


def cut_connection(browser: Any) -> None:
    """Close the page's live connection as a Wi-Fi drop does."""
    browser.execute_script("for (const s of window.__sockets) s.close();")


def block_live(browser: Any, blocked: bool) -> None:
    """Make the page unable (or able again) to find the host's live port."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/live"] if blocked else []})


def shown(browser: Any, element_id: str) -> bool:
    return bool(browser.execute_script(f"return !document.getElementById('{element_id}').hidden"))


def wait_screen(browser: Any, element_id: str, timeout: float = 10) -> None:
    wait(browser, timeout).until(
        lambda b: shown(b, element_id), f"#{element_id} never shown"
    )


def pair(browser: Any, served: Served, device: str = "Anna's phone", host: str = "") -> None:
    """Open table 1's pad with the PIN serve printed and pair it as ``device``."""
    pin = served.pin(1)
    url = served.page(f"/table/1?pin={pin}")
    if host:
        url = url.replace("127.0.0.1", host)
    browser.get(url)
    wait_screen(browser, "pairing")
    assert browser.find_element(By.ID, "pin").get_attribute("value") == pin
    name = browser.find_element(By.ID, "device-name")
    name.clear()
    name.send_keys(device)
    browser.find_element(By.ID, "pair").click()


def pair_and_wait(browser: Any, served: Served, device: str = "Anna's phone") -> None:
    pair(browser, served, device)
    wait_screen(browser, "table")
    wait(browser, 10).until(lambda b: controls(b), "no controls drawn")
    assert browser.find_element(By.ID, "device").text == f"Paired: {device}"


def controls(browser: Any) -> list[WebElement]:
    return list(browser.find_elements(By.CSS_SELECTOR, "#controls button:not([hidden])"))


def ready(browser: Any) -> bool:
    """True when the pad may be tapped: nothing pending, the host's latest view drawn."""
    return bool(browser.execute_script("return !document.getElementById('controls').disabled"))


def control(browser: Any, name: str) -> WebElement:
    wait(browser, 10).until(ready, "the pad stayed locked")
    found = browser.find_elements(By.CSS_SELECTOR, f"#controls [name='{name}']:not([hidden])")
    names = [c.get_attribute("name") for c in controls(browser)]
    assert found, f"no {name!r} control; the pad offers {names}"
    return found[0]


def outcome(browser: Any) -> tuple[str, str]:
    """What the last tap came to: ``("recorded" | "refused" | "pending" | "", text)``."""
    box = browser.find_element(By.ID, "outcome")
    if box.get_attribute("hidden") is not None:
        return "", ""
    return str(box.get_attribute("data-kind")), str(box.text)


def wait_answer(browser: Any, timeout: float = 10) -> tuple[str, str]:
    """Wait for the host's answer to the request on show; return it."""
    wait(browser, timeout).until(
        lambda b: outcome(b)[0] in ("recorded", "refused"), "the host never answered"
    )
    return outcome(browser)


def tap(browser: Any, name: str, confirm: bool = False) -> tuple[str, str]:
    """Tap control ``name`` (twice when it asks to confirm) and wait for the answer."""
    button = control(browser, name)
    button.click()
    if confirm:
        assert button.text.startswith("Tap again"), button.text
        button.click()
    assert outcome(browser)[0] in ("pending", "recorded", "refused")
    answer = wait_answer(browser)
    assert answer[0] == "recorded", answer
    return answer


def type_into(browser: Any, element: WebElement, text: str) -> None:
    element.clear()
    element.send_keys(text)


def status(browser: Any) -> str:
    return str(browser.find_element(By.ID, "status").text)


def seat_rows(browser: Any) -> dict[str, str]:
    """Each seated player's row text, by name (read in one go: a new view redraws them)."""
    return dict(browser.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#seats li')].map((row) =>"
        " [row.querySelector('.pad-name').textContent, row.innerText.replace(/\\n/g, ' ')]));"
    ))


def api_state(served: Served) -> dict[str, Any]:
    with urllib.request.urlopen(served.page("/api/state"), timeout=5) as answer:
        return dict(json.loads(answer.read()))


def send_raw(browser: Any, served: Served, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Send ``messages`` on a new WebSocket from the page; every message answered to them
    (the state pushes left out), once each request with an id had its answer."""
    live = json.loads(urllib.request.urlopen(served.page("/api/live"), timeout=5).read())
    script = """
const [port, messages, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const ws = new WebSocket(`ws://${location.hostname}:${port}/`);
const replies = [];
const waiting = new Set(messages.filter((m) => m.id).map((m) => m.id));
ws.onopen = () => messages.forEach((m) => ws.send(JSON.stringify(m)));
ws.onmessage = (event) => {
  const reply = JSON.parse(event.data);
  if (!("type" in reply)) return;
  replies.push(reply);
  waiting.delete(reply.id);
  if (!waiting.size) { ws.close(); done(replies); }
};
ws.onerror = () => done(replies);
"""
    return list(browser.execute_async_script(script, live["port"], messages))
