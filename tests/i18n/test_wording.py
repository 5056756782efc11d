"""The translation hook: English inside ``in_english`` on this thread only."""

from __future__ import annotations

import threading
from collections.abc import Callable

from app.engine.wording import in_english, translate


def test_in_english_speaks_english_on_its_own_thread_only(
    pseudo_language: Callable[[str], bool],
) -> None:
    inside = threading.Event()
    leave = threading.Event()
    heard: list[str] = []

    def export() -> None:
        with in_english():
            heard.append(translate("Terms", "Main pot"))
            inside.set()
            leave.wait(10)

    worker = threading.Thread(target=export)
    worker.start()
    assert inside.wait(10)
    screen = translate("Terms", "Main pot")
    leave.set()
    worker.join(10)
    assert heard == ["Main pot"]
    assert pseudo_language(screen)


def test_in_english_nests_and_restores(pseudo_language: Callable[[str], bool]) -> None:
    with in_english():
        with in_english():
            assert translate("Terms", "Main pot") == "Main pot"
        assert translate("Terms", "Main pot") == "Main pot"
    assert pseudo_language(translate("Terms", "Main pot"))
