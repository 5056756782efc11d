"""PySide6's note of which modules use it, left to the moment it is needed.

Once imported, PySide6 (its ``__feature__`` support) reads the whole source of every
module imported after it, through ``inspect``, to note whether it mentions "PySide6":
~0.05 s for the console's ~280 modules. The note matters only once some module selects a
feature (``from __feature__ import snake_case``; Feltboard never does), and PySide6 then
notes every module imported before that itself, with the same check.
:func:`defer_pyside_scan` leaves the notes to that moment.

This module imports nothing of its own, so the launcher calls it before its own imports.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable


def defer_pyside_scan() -> bool:
    """Let PySide6 note which modules use it when a module first selects a feature, not
    at every import; False when this PySide6 makes no such note.

    Until a module writes ``from __feature__ import …`` (Feltboard never does), nothing
    reads the notes; PySide6's own set-up for that moment notes every module imported
    before it, with the same check.
    """
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "feature_imported", None)
    if feature is None or not callable(original) or not hasattr(feature, "_is_initialized"):
        return False
    if getattr(original, "__wrapped__", None) is not None:
        return True  # already done
    vars(feature)["feature_imported"] = _noted_once_features_are_used(feature, original)
    return True


def _noted_once_features_are_used(
    feature: types.ModuleType, original: Callable[[types.ModuleType], None]
) -> Callable[[types.ModuleType], None]:
    def imported(module: types.ModuleType) -> None:
        """Note ``module`` as PySide6 does, once a feature was selected somewhere."""
        if vars(feature).get("_is_initialized", True):
            original(module)

    imported.__wrapped__ = original  # type: ignore[attr-defined]
    return imported
