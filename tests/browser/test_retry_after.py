"""A page refused with 429 comes back when the host's ``Retry-After`` says, not sooner.

The host answers 429 only to an address past its burst (tests/service/test_server.py
checks the header); here the browser's first answer to the page's request is replaced by
such a 429 (a script run before the page's own), and the page must wait the seconds it
names and then show the tournament.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.served import Served, three_handed, wait
from tests.browser.test_viewers import text_of

RETRY_AFTER = 3
"""Seconds the refusal names: longer than either page's own first retry (1 s and 0.5 s)."""


def refuse_once(path: str) -> str:
    """A script answering the page's first fetch of ``path`` with a 429, noting each
    fetch of it (with the time) in ``window.feltboardAsked``."""
    return f"""
    (() => {{
      const real = window.fetch.bind(window);
      window.feltboardAsked = [];
      window.fetch = (url, options) => {{
        if (new URL(String(url), location.href).pathname !== "{path}") return real(url, options);
        window.feltboardAsked.push(Date.now());
        if (window.feltboardAsked.length === 1) {{
          return Promise.resolve(new Response("Too many requests: try again in {RETRY_AFTER} s.",
            {{ status: 429, headers: {{ "Retry-After": "{RETRY_AFTER}" }} }}));
        }}
        return real(url, options);
      }};
    }})();
    """


@pytest.fixture
def refusing(browser: Any) -> Iterator[Callable[[str], None]]:
    """Install :func:`refuse_once` for the next pages opened; removed afterwards."""
    installed: list[str] = []

    def install(path: str) -> None:
        answer = browser.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": refuse_once(path)}
        )
        installed.append(answer["identifier"])

    yield install
    for identifier in installed:
        browser.execute_cdp_cmd(
            "Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier}
        )


def asked(browser: Any) -> list[int]:
    return list(browser.execute_script("return window.feltboardAsked || [];"))


@pytest.mark.parametrize(("page", "refused"), [
    ("/players", "/api/live"),  # live.js (a page on deltas asks /api/live, not /api/state)
    ("/table/1", "/api/live"),  # table.js
])
def test_a_page_refused_with_429_comes_back_after_retry_after(
    browser: Any, serve: Callable[..., Served], refusing: Callable[[str], None],
    tmp_path: Path, page: str, refused: str,
) -> None:
    served = serve(three_handed(tmp_path / "t.feltboard"))
    refusing(refused)
    browser.get(served.page(page))
    wait(browser, 15).until(lambda b: ":" in text_of(b, "clock"), "the page never came back")
    times = asked(browser)
    assert len(times) >= 2
    assert times[1] - times[0] >= RETRY_AFTER * 1000  # it waited as the host said
