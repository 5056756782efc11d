"""Guards against Qt binding bugs that would end a long evening at the table."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication


class _Emitter(QObject):
    changed = Signal()


def test_emitting_a_signal_many_times_keeps_python_alive() -> None:
    """PySide6 6.12.0 over-released ``True`` on every emit and aborted after ~1,000.

    A console records thousands of actions per evening, each emitting ``changed``.
    """
    QApplication.instance() or QApplication([])
    emitter = _Emitter()
    before = sys.getrefcount(True)
    for _ in range(5_000):
        emitter.changed.emit()
    assert abs(sys.getrefcount(True) - before) < 50
