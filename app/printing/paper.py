"""Paper: A4 or Letter, the margins, and which one the host's locale uses."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize

from app.present.sheet_kinds import Paper

MARGIN_MM = 12.0
"""Inside what every home printer can reach (most need 5 mm or less)."""

PAGE_SIZES = {
    Paper.A4: QPageSize.PageSizeId.A4,
    Paper.LETTER: QPageSize.PageSizeId.Letter,
}

LETTER_COUNTRIES = frozenset(
    {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
        QLocale.Country.Venezuela,
        QLocale.Country.PuertoRico,
    }
)
"""Where Letter is the usual paper (Canada measures in metres but prints on Letter)."""


def page_layout(paper: Paper) -> QPageLayout:
    """A portrait page of ``paper`` with Feltboard's margins."""
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        QPageSize(PAGE_SIZES[paper]),
        QPageLayout.Orientation.Portrait,
        margins,
        QPageLayout.Unit.Millimeter,
    )


def paper_for_locale(locale: QLocale | None = None) -> Paper:
    """Letter where the locale's country prints on Letter, else A4."""
    chosen = locale if locale is not None else QLocale.system()
    if chosen.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return Paper.LETTER
    return Paper.LETTER if chosen.territory() in LETTER_COUNTRIES else Paper.A4
