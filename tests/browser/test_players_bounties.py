"""The bounties won, in real Chromium (issue 23.19): /players shows each finisher's prize
with the bounties they collected, and /tv's bust line says who won the bounty."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.engine.clock import ClockStarted
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentEvent,
)
from app.store.tournament_file import TournamentFile
from tests.browser.served import Served, wait
from tests.present.test_view_model import EURO_KNOCKOUT, NAMES


def knockout_night(path: Path, busts: int = 3) -> Path:
    """Four players at an untracked table, €10 bounties; Ann busts Dee then Bob, Bob
    busts Cy: Ann wins with €30 in bounties (her own head included), Bob €10."""
    events: list[TournamentEvent] = [TableOpened(1, 9, False)]
    for player in range(1, 5):
        events += [PlayerRegistered(player, NAMES[player - 1]), PlayerSeated(player, 1, player)]
    events += [ClockStarted(0.0), *(PlayerBusted(4, 1), PlayerBusted(3, 2), PlayerBusted(2, 1))[
        :busts
    ]]
    with TournamentFile.create(path, EURO_KNOCKOUT) as file:
        file.record_all(events)
    return path


def results(browser: Any) -> list[str]:
    """The results' rows as shown, read in one step (the page may redraw between two)."""
    texts = browser.execute_script(
        "return [...document.querySelectorAll('#results li.result')].map(li => li.innerText)"
    )
    return [" ".join(str(text).split()) for text in texts]


def test_players_show_the_bounties_won(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(knockout_night(tmp_path / "ko.feltboard"))
    browser.get(served.page("/players"))
    wait(browser, 10).until(lambda b: len(results(b)) == 4, "the results never showed")
    rows = results(browser)
    assert rows[0] == "1st Ann €78.00 + €30.00 KO"
    assert rows[1] == "2nd Bob €42.00 + €10.00 KO"


def test_tv_says_who_won_the_bounty(
    browser: Any, serve: Callable[..., Served], tmp_path: Path
) -> None:
    served = serve(knockout_night(tmp_path / "ko.feltboard", busts=2))
    browser.get(served.page("/tv"))
    # The line is under the news while an announcement shows: read what it holds.
    def finishes(b: Any) -> str:
        return str(b.find_element("id", "finishes").get_attribute("textContent"))

    wait(browser, 10).until(lambda b: "bounty" in finishes(b), "no bust line")
    assert finishes(browser) == "Cy finishes 3rd; Bob wins the €10.00 bounty"
