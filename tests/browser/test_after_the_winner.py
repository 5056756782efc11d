"""After the winner, /tv and /players stop showing a night still being played: no
average stack (one player holds every chip), no blinds or next level."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.browser.served import Served, wait
from tests.printing.nights import bust_down_to, saved, seated_night
from tests.tournament_kit import Recorder


def finished(tmp_path: Path) -> Path:
    recorder: Recorder = seated_night(6, seats=10)
    bust_down_to(recorder, 1)
    return saved(recorder, tmp_path / "finished.feltboard")


def text_of(browser: Any, element: str) -> str:
    return str(browser.find_element("id", element).text).strip()


def test_tv_after_the_winner(browser: Any, serve: Callable[..., Served], tmp_path: Path) -> None:
    served = serve(finished(tmp_path))
    browser.get(served.page("/tv"))
    wait(browser, 10).until(lambda b: text_of(b, "level").lower() == "winner", "no winner shown")
    assert text_of(browser, "average") == "—"
    assert text_of(browser, "next-level") == "—"
    assert text_of(browser, "ante") == ""


def test_players_after_the_winner(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(finished(tmp_path))
    browser.get(served.page("/players"))
    wait(browser, 10).until(
        lambda b: len(b.find_elements("css selector", "#results li.result")) == 6,
        "the results never showed",
    )
    assert text_of(browser, "blinds") == "—"
    assert text_of(browser, "next-level") == "—"
    assert text_of(browser, "ante") == ""
