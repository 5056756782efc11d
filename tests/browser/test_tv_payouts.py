"""/tv shows every paid place, however many, without cutting a row off."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.served import Served, missing_browser, new_browser, wait
from tests.printing.nights import saved, seated_night


@pytest.fixture
def tv_browser() -> Iterator[Any]:
    """A TV-sized (1280×720) headless Chromium."""
    why = missing_browser()
    if why is not None:
        pytest.skip(why)
    pytest.importorskip("selenium", reason="selenium is declared in pyproject's test extra")
    driver = new_browser(1280, 720)
    yield driver
    driver.quit()


def rows_cut_off(browser: Any) -> list[str]:
    """The payout rows not wholly inside the visible payouts box."""
    return list(browser.execute_script(
        "const box = document.querySelector('.payouts-box').getBoundingClientRect();"
        "return [...document.querySelectorAll('#payouts li')]"
        ".filter((row) => { const r = row.getBoundingClientRect();"
        "  return r.bottom > box.bottom + 1 || r.right > box.right + 1; })"
        ".map((row) => row.textContent);"
    ))


def test_forty_entries_show_every_paid_place(
    tv_browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(saved(seated_night(40, seats=10), tmp_path / "forty.feltboard"))
    tv_browser.get(served.page("/tv"))
    wait(tv_browser, 10).until(
        lambda b: len(b.find_elements("css selector", "#payouts li.paid")) >= 6,
        "the payouts never showed",
    )
    assert rows_cut_off(tv_browser) == []
