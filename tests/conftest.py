"""Shared test setup: headless Qt, and no window may outlive its test.

Tests that need a Qt application create a full ``QApplication`` (never a bare
``QCoreApplication``): pytest-xdist runs tests of several files in one process, and a
core application left behind would make every later widget test abort.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Recent files, demos and break backups go to a throwaway data folder, never the user's.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="feltboard-test-data-")
# What a start keeps to be quicker next time (app/quick_start.py) too.
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="feltboard-test-cache-")
# Settings (QSettings: the league chosen, the theme...) too.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="feltboard-test-config-")
# The command lines the tests start speak English on any desktop (they follow LANGUAGE
# first); a test that wants another language says so in its own environment.
os.environ["LANGUAGE"] = "en"


@pytest.fixture
def restored_app(qapp: QApplication) -> Iterator[QApplication]:
    """The test app, put back as it was after its look was changed (``install_look``, or
    a start of the console, which installs it)."""
    from PySide6.QtGui import QGuiApplication

    sheet, style, palette = qapp.styleSheet(), qapp.style().name(), qapp.palette()
    icon, desktop = qapp.windowIcon(), QGuiApplication.desktopFileName()
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setStyle(style)
    qapp.setPalette(palette)
    qapp.setWindowIcon(icon)
    QGuiApplication.setDesktopFileName(desktop)


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """Every test starts in English, even after one that started the app (which installs
    the system's language: Spanish on a Spanish desktop)."""
    yield
    import sys

    i18n = sys.modules.get("app.ui.i18n")
    if i18n is not None and i18n.installed_language() != "en":
        i18n.uninstall_language()
    from app.engine import wording

    wording.set_translator(None)


PSEUDO_OPEN, PSEUDO_CLOSE = "\u00ab", "\u00bb"


def _pseudo(_context: str, text: str) -> str:
    return f"{PSEUDO_OPEN}{text}{PSEUDO_CLOSE}"


@pytest.fixture
def pseudo_language() -> Iterator[Callable[[str], bool]]:
    """Every text that goes through ``translate`` comes back as ``«text»`` (its fields
    still filled after): a message the user reads must then show ``«``, which proves it
    is translatable. Yields ``translated(message) -> bool``."""
    from app.engine import wording

    wording.set_translator(_pseudo)
    yield lambda message: PSEUDO_OPEN in message and PSEUDO_CLOSE in message
    wording.set_translator(None)


@pytest.fixture(autouse=True)
def _no_leftover_windows(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a GUI test that leaves a visible top-level window behind (napari style)."""
    yield
    if "qtbot" not in request.fixturenames:
        return
    # Imported here so engine-only test runs never load Qt.
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    leftovers = [w for w in app.topLevelWidgets() if w.isVisible()]
    for widget in leftovers:
        widget.close()
        widget.deleteLater()
    assert not leftovers, f"Windows left open: {[w.objectName() for w in leftovers]}"
