"""View > Language: System, English, Español; the choice applies at the next start."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from app.engine.wording import translate
from app.ui.i18n import LANGUAGES, SYSTEM, language_choice, save_language_choice


def add_language_menu(view: QMenu, tell: Callable[[str], None]) -> QMenu:
    """Add the Language menu to ``view``; ``tell`` shows the host that the choice waits
    for the next start."""
    menu = view.addMenu(translate("MainWindow", "Lan&guage"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    chosen = language_choice()
    for code, name in ((SYSTEM, translate("MainWindow", "System")), *LANGUAGES.items()):
        action = menu.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.setData(code)
        action.setObjectName(f"language_{code}")
        group.addAction(action)
        action.triggered.connect(lambda _checked=False, c=code: choose_language(c, tell))
    return menu


def choose_language(code: str, tell: Callable[[str], None]) -> None:
    """Remember ``code`` (``"system"``, ``"en"``, ``"es"``) for the next start."""
    save_language_choice(code)
    tell(translate("MainWindow", "The language changes when Feltboard starts again."))
