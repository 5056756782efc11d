"""The console's keys as the key table reads them (:mod:`app.present.console_keys`).

The table itself (modes, routes, refusals) is pure; this module is its one Qt edge: a
key event seen as a :class:`KeyPress`, and the focused widget seen as a :class:`Focus`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from app.present.console_keys import KeyPress


def key_press(event: QKeyEvent) -> KeyPress:
    """The Qt-free view of a key event that :func:`route` reads."""
    key = event.key()
    held = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )
    return KeyPress(
        text=event.text() if event.text().isprintable() else "",
        escape=key == Qt.Key.Key_Escape,
        enter=key in (Qt.Key.Key_Return, Qt.Key.Key_Enter),
        space=key == Qt.Key.Key_Space,
        modified=held != Qt.KeyboardModifier.NoModifier,
    )
