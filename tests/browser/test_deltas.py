"""Pages living on deltas in a real browser (issue 25): a pad's change reaches /tv and
/players as deltas, a page that missed one recovers, the clock counts down in the page."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

from tests.browser.pad_page import api_state, pair_and_wait, tap, watch_sockets
from tests.browser.served import Served, three_handed, wait
from tests.browser.test_viewers import found_seats, text_of

COUNT_MESSAGES = """
window.__messages = [];
for (const s of window.__sockets) {
  s.addEventListener("message", (event) => window.__messages.push(JSON.parse(event.data).type));
}
return window.__sockets.map((s) => s.url);
"""


def seconds_of(clock: str) -> int:
    minutes, seconds = clock.split(":")[-2:]
    return int(minutes) * 60 + int(seconds)


def open_tab(browser: Any, url: str) -> str:
    browser.switch_to.new_window("tab")
    watch_sockets(browser)  # each tab its own
    browser.get(url)
    return str(browser.current_window_handle)


def test_a_pads_change_reaches_tv_and_players_as_deltas(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    watch_sockets(browser)
    pair_and_wait(browser, served)
    pad = browser.current_window_handle
    tv = open_tab(browser, served.page("/tv"))
    wait(browser, 10).until(lambda b: text_of(b, "pots") == "No hand in progress")
    assert browser.execute_script(COUNT_MESSAGES)[0].endswith("/?deltas=1")
    # Chromium offers permessage-deflate and the live port takes it (issue 25).
    assert browser.execute_script("return window.__sockets.map((s) => s.extensions)") == [
        "permessage-deflate; server_no_context_takeover; client_no_context_takeover"]
    players = open_tab(browser, served.page("/players?name=bob"))
    wait(browser, 10).until(lambda b: found_seats(b), "Bob's seat not shown")
    assert found_seats(browser) == [["Bob", "Table 1, seat 2", "1,300 chips"]]
    browser.execute_script(COUNT_MESSAGES)
    browser.switch_to.window(pad)
    tap(browser, "deal")  # the blinds go in: Bob's stack and the pot move
    bob = next(p for p in api_state(served)["players"] if p["name"] == "Bob")
    assert bob["stack"] < 1300
    browser.switch_to.window(players)
    wait(browser, 10).until(
        lambda b: found_seats(b)[0][2] == f"{bob['stack']:,} chips", "Bob's stack not moved")
    assert "delta" in browser.execute_script("return window.__messages")
    browser.switch_to.window(tv)
    wait(browser, 10).until(lambda b: text_of(b, "pots").startswith("Table 1 · Pre-flop"))
    assert browser.execute_script("return window.__messages") == ["delta"]
    for handle in (players, tv):
        browser.switch_to.window(handle)
        browser.close()
    browser.switch_to.window(pad)


def test_a_page_that_missed_a_delta_asks_again_and_recovers(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    watch_sockets(browser)
    pair_and_wait(browser, served)
    pad = browser.current_window_handle
    tv = open_tab(browser, served.page("/tv"))
    wait(browser, 10).until(lambda b: text_of(b, "pots") == "No hand in progress")
    browser.execute_script(COUNT_MESSAGES)
    held = browser.execute_script("return Feltboard.heldRev()")
    browser.execute_script("Feltboard.heldRev(-7)")  # as if a delta had been lost
    browser.switch_to.window(pad)
    tap(browser, "deal")
    browser.switch_to.window(tv)
    wait(browser, 10).until(lambda b: text_of(b, "pots").startswith("Table 1 · Pre-flop"),
                            "the TV never recovered the hand")
    assert browser.execute_script("return window.__messages") == ["delta", "full"]
    assert browser.execute_script("return Feltboard.heldRev()") > held
    browser.close()
    browser.switch_to.window(pad)


def test_the_clock_counts_down_in_the_page_and_agrees_with_the_host(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    watch_sockets(browser)
    browser.get(served.page("/players"))
    wait(browser, 10).until(lambda b: ":" in text_of(b, "clock"), "no clock shown")
    browser.execute_script(COUNT_MESSAGES)
    shown = [text_of(browser, "clock")]
    for _ in range(3):
        wait(browser, 3).until(lambda b: text_of(b, "clock") != shown[-1],
                               f"the clock stayed at {shown[-1]}")
        shown.append(text_of(browser, "clock"))
        host = api_state(served)["seconds_left"]
        assert abs(seconds_of(text_of(browser, "clock")) - host) <= 1, (shown, host)
    assert [seconds_of(a) - seconds_of(b) for a, b in pairwise(shown)] == [1, 1, 1]
    assert browser.execute_script("return window.__messages") == []  # no push a second


KEEP_MESSAGES = """
window.__kept = [];
for (const s of window.__sockets) {
  s.addEventListener("message", (event) => window.__kept.push(JSON.parse(event.data)));
}
"""


def test_players_and_the_pad_get_patches_and_show_what_moved(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    """/players gets Bob's new stack as a patch of his table, the pad its view as a
    patch; both draw what a page opened afresh draws."""
    served = serve(three_handed(tmp_path / "t.feltboard"))
    watch_sockets(browser)
    pair_and_wait(browser, served)
    pad = browser.current_window_handle
    browser.execute_script(KEEP_MESSAGES)
    players = open_tab(browser, served.page("/players?name=bob"))
    wait(browser, 10).until(lambda b: found_seats(b), "Bob's seat not shown")
    browser.execute_script(KEEP_MESSAGES)
    browser.switch_to.window(pad)
    tap(browser, "deal")
    kinds = [m["type"] for m in browser.execute_script("return window.__kept")]
    assert "pad_patch" in kinds and "pad" not in kinds  # the whole view went once, at hello
    assert "Bob" in browser.find_element("id", "seats").text
    browser.switch_to.window(players)
    bob = next(p for p in api_state(served)["players"] if p["name"] == "Bob")
    wait(browser, 10).until(
        lambda b: found_seats(b)[0][2] == f"{bob['stack']:,} chips", "Bob's stack not moved")
    deltas = [m for m in browser.execute_script("return window.__kept") if m["type"] == "delta"]
    assert deltas and all("table:1" not in d["parts"] for d in deltas)
    assert any("table:1" in d.get("patches", {}) for d in deltas)
    drawn = found_seats(browser)
    browser.refresh()  # a page opened afresh: the full parts
    wait(browser, 10).until(lambda b: found_seats(b) == drawn, "a fresh page draws otherwise")
    browser.close()
    browser.switch_to.window(pad)


def test_a_pad_holding_another_view_than_a_patch_starts_from_says_hello_again(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    watch_sockets(browser)
    pair_and_wait(browser, served)
    browser.execute_script(KEEP_MESSAGES)
    # As if a patch had been lost: one that starts from a view this pad never held.
    browser.execute_script("""
      const socket = window.__sockets[window.__sockets.length - 1];
      socket.dispatchEvent(new MessageEvent("message", {data: JSON.stringify(
        {type: "pad_patch", table: 1, from: -5, seq: 99999, patch: [[["status"], "lost"]]})}));
    """)
    wait(browser, 10).until(
        lambda b: [m["type"] for m in b.execute_script("return window.__kept")]
        == ["pad_patch", "welcome", "pad"], "the pad never asked for its whole view again")
    assert "lost" not in browser.find_element("id", "status").text
    tap(browser, "deal")  # and it records as before
    assert "Bob" in browser.find_element("id", "seats").text
