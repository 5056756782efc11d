"""The whole tournament file checked on a worker thread right after it opens, and the
host told at once of any damage (not at the export, after the night).

Opening checks only what the state needs, so it stays fast; :func:`check_in_background`
reads every event on a thread of its own (:func:`app.store.file_check.check_file`, with
its own read-only connection) and, when something is damaged, shows a notice beside the
console: which events and hands, whether the tournament as it stands is intact, and what
to do. The console goes on answering and recording meanwhile.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.present.file_damage import notice_lines, notice_title, summary_line
from app.store.file_check import ChainReport, check_file

if TYPE_CHECKING:  # imported when damage is told: its enums are built then
    from PySide6.QtWidgets import QMessageBox

NOTICE_NAME = "fileDamageNotice"
"""The object name of the notice (tests and screenshots find it by it)."""


class FileCheck(QObject):
    """One full check of a tournament file, run on a worker thread.

    :attr:`finished` is emitted on the GUI thread with the report (``None`` if the check
    could not run: the status bar says why), after any notice is shown; :attr:`done` says
    it was.
    """

    finished = Signal(object)
    _checked = Signal(object)  # from the worker thread: a ChainReport or an error's text

    def __init__(self, window: QMainWindow, path: Path, backups: Path | None) -> None:
        super().__init__(window)
        self._window = window
        self._path = path
        self._backups = backups
        self.notice: QMessageBox | None = None
        self.done = False
        self._checked.connect(self._tell)

    def start(self) -> None:
        """Begin the check; returns at once."""
        threading.Thread(target=self._run, name="file-check", daemon=True).start()

    def _run(self) -> None:
        result: ChainReport | str
        try:
            result = check_file(self._path, self._backups)
        except (FeltboardError, OSError) as error:
            result = str(error)
        try:
            self._checked.emit(result)
        except RuntimeError:  # the window (and this object) closed while checking
            return

    def _tell(self, result: ChainReport | str) -> None:
        if isinstance(result, str):
            self._window.statusBar().showMessage(
                translate("FileCheck", "The full check of {file} could not run: {error}").format(
                    file=self._path.name, error=result
                )
            )
            self.done = True
            self.finished.emit(None)
            return
        if not result.intact:
            self._window.statusBar().showMessage(summary_line(result))
            self.notice = show_damage(self._window, result, self._backups)
        self.done = True
        self.finished.emit(result)


START_AFTER_MS = 1000
"""The full check starts this long after the console opens: it reads every event in
Python, and sharing the interpreter with the console's first paint had delayed a
300-player night's console by ~0.1-0.2 s."""


def check_in_background(
    window: QMainWindow, path: Path, backups: Path | None = None, after_ms: int = START_AFTER_MS
) -> FileCheck:
    """Check the file ``path`` shown in ``window`` on a worker thread, from ``after_ms``
    on, telling the host of any damage; the check belongs to the window (it ends silently
    if the window closes)."""
    check = FileCheck(window, path, backups)
    QTimer.singleShot(after_ms, check, check.start)
    return check


def show_damage(parent: QWidget, findings: ChainReport, backups: Path | None) -> QMessageBox:
    """The notice of damage, beside the console (not modal: play goes on)."""
    from PySide6.QtWidgets import QMessageBox

    lines = notice_lines(findings, backups)
    box = QMessageBox(parent)
    box.setObjectName(NOTICE_NAME)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(notice_title(findings))
    box.setText(lines[0])
    box.setInformativeText("\n\n".join(lines[1:]))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
