"""What Feltboard prints and on which paper: the two names a menu or a command line needs
before anything is laid out (the sheets' blocks, :mod:`app.present.sheet_blocks`, are
imported when something is printed).
"""

from __future__ import annotations

from enum import StrEnum

from app.engine.wording import QT_TRANSLATE_NOOP, translate


class What(StrEnum):
    """The documents Feltboard prints, named as on the command line."""

    SEATS = "seats"
    SEATING = "seating"
    STRUCTURE = "structure"
    PAYOUTS = "payouts"
    RESULTS = "results"
    LEDGER = "ledger"

    @property
    def label(self) -> str:
        """The document as a menu and a page header name it."""
        return translate("PrintSheets", _LABELS[self])


_LABELS = {
    What.SEATS: QT_TRANSLATE_NOOP("PrintSheets", "Seat cards"),
    What.SEATING: QT_TRANSLATE_NOOP("PrintSheets", "Seating"),
    What.STRUCTURE: QT_TRANSLATE_NOOP("PrintSheets", "Structure"),
    What.PAYOUTS: QT_TRANSLATE_NOOP("PrintSheets", "Payouts"),
    What.RESULTS: QT_TRANSLATE_NOOP("PrintSheets", "Results"),
    What.LEDGER: QT_TRANSLATE_NOOP("PrintSheets", "Cashier's ledger"),
}


class Paper(StrEnum):
    """The paper sizes a host prints on."""

    A4 = "a4"
    LETTER = "letter"
