"""Real-browser tests: Debian's Chromium, headless, driven by Selenium through Debian's
chromedriver (never Selenium Manager: nothing is downloaded), against ``feltboard serve``
running in a subprocess.

One browser per test module (a fresh profile each); one server per test. Waits are
WebDriverWait on what the page shows, never sleeps.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.browser.served import CHROMEDRIVER, CHROMIUM, Served, missing_browser

CHROME_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def new_browser(width: int = 390, height: int = 844) -> object:
    """A headless Chromium with a fresh profile, its page ``width`` × ``height`` CSS px."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in CHROME_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tempfile.mkdtemp(prefix='feltboard-chromium-')}")
    options.add_argument(f"--window-size={max(width, 500)},{height + 150}")
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    # Headless windows are at least 500 px wide: the page size is set by emulation.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800},
    )
    driver.set_script_timeout(10)
    return driver


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
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
