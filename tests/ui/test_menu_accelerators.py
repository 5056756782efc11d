"""Every menu of the console can be driven from the keyboard without ambiguity."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from app.ui.main_window import MainWindow

ACCELERATOR = re.compile(r"&([^&])")


def _menus(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if action.menu() is not None:
            yield from _menus(action.menu())


def _letters(actions: list[QAction]) -> Counter[str]:
    found = (ACCELERATOR.search(a.text()) for a in actions if not a.isSeparator())
    return Counter(match.group(1).casefold() for match in found if match)


def test_no_two_items_of_a_menu_share_an_accelerator(console: Callable[[], MainWindow]) -> None:
    window = console()
    menus = [m for a in window.menuBar().actions() if a.menu() for m in _menus(a.menu())]
    assert any(m.objectName() == "print-seats" for m in menus)  # the submenus are walked
    clashes = {
        menu.title(): [letter for letter, count in _letters(menu.actions()).items() if count > 1]
        for menu in menus
    }
    assert {title: letters for title, letters in clashes.items() if letters} == {}
    assert not [letter for letter, n in _letters(window.menuBar().actions()).items() if n > 1]


def test_no_two_actions_share_a_shortcut(console: Callable[[], MainWindow]) -> None:
    window = console()
    shortcuts = Counter(
        key.toString() for action in window.findChildren(QAction) for key in action.shortcuts()
    )
    assert [key for key, count in shortcuts.items() if count > 1] == []
