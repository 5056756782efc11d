"""Colours of inline messages, chosen to read on the dark and the light theme alike."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.ui.theme import palette_is_dark

ERROR_COLOR = "#e0453a"
"""Problems that stop an edit (the colour the other panels' inline errors use)."""

OK_COLOR = "#3fb27f"
"""A check that passes, e.g. chip counts that add up."""


def warning_color(widget: QWidget) -> str:
    """Amber for a notice that does not stop anything, readable on ``widget``'s background."""
    return "#f0b429" if palette_is_dark(widget.palette()) else "#9a5b00"
