"""The audience display's own colours: light, large type on a near-black background.

A host's look (:mod:`app.display.look`) paints the composition in its colours instead.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.display.alerts import AlertKind

# ----- colours: light, large type on a near-black background ------------------------------

BACKGROUND = QColor("#0a0e14")
PANEL = QColor("#141b25")
TEXT = QColor("#f5f7fa")
LABEL = QColor("#a9b8c9")
GOLD = QColor("#ffd166")
TEAL = QColor("#5ee0ef")
ORANGE = QColor("#ffa94d")
WARNING = QColor("#ff7b5c")
PAUSED_CLOCK = QColor("#8e9aab")
RED_SUIT = QColor("#ff6b6b")
CARD_FACE = QColor("#f5f7fa")
CARD_INK = QColor("#10151c")
CARD_RED = QColor("#d0312d")
DARK_INK = QColor("#0a0e14")
EMPTY_SLOT = QColor("#222c3a")

STATUS_FILL = {
    "PAUSED": ORANGE,
    "BREAK": TEAL,
    "STARTING SOON": QColor("#c9d4e0"),
    "HEADS-UP": GOLD,
    "FINISHED": GOLD,
}
FLASH_COLOURS = {
    AlertKind.LEVEL_CHANGE: GOLD,
    AlertKind.ONE_MINUTE: WARNING,
    AlertKind.BUST: RED_SUIT,
}
