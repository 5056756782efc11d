"""Real-browser tests: Debian's Chromium, headless, driven by Selenium through Debian's
chromedriver (never Selenium Manager: nothing is downloaded), against ``feltboard serve``
running in a subprocess.

One browser per test module (a fresh profile each); one server per test. Waits are
WebDriverWait on what the page shows, never sleeps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.served import Served, missing_browser, new_browser


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One phone-sized headless Chromium for the whole test module."""
    why = missing_browser()
    if why is not None:
        pytest.skip(why)
    pytest.importorskip("selenium", reason="selenium is declared in pyproject's test extra")
    driver = new_browser()
    yield driver
    driver.quit()


@pytest.fixture
def serve() -> Iterator[Callable[..., Served]]:
    """Start ``feltboard serve FILE`` (a subprocess); every server started is stopped."""
    started: list[Served] = []

    def start(path: Path, port: int | None = None) -> Served:
        served = Served.start(path, port)
        started.append(served)
        return served

    yield start
    for served in started:
        if served.process.poll() is None:
            served.process.kill()
            served.process.wait()
