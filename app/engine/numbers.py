"""How numbers are written for the reader: thousands and decimal separators, and where
a currency symbol goes.

One style for the whole app, English by default (``1,250`` chips, ``€1,250.50``). The
desktop app sets it once at start-up from the language in use (``app/ui/i18n.py``:
Spanish writes ``1.250`` chips and ``1.250,50 €``). Files never use it: they write plain
numbers (:meth:`app.engine.money.Currency.plain`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class NumberStyle:
    """Separators and the currency symbol's place.

    >>> NumberStyle(".", ",", symbol_after=True).grouped(1234567)
    '1.234.567'
    """

    group: str = ","
    decimal: str = "."
    symbol_after: bool = False
    """``True`` writes ``1.250,00 €`` (a no-break space before the symbol)."""

    def grouped(self, whole: int) -> str:
        """``whole`` with its thousands separated: ``'1,234,567'`` in English."""
        return f"{whole:,}".replace(",", self.group)


ENGLISH = NumberStyle()

_style = ENGLISH


def number_style() -> NumberStyle:
    """The style in use."""
    return _style


def set_number_style(style: NumberStyle) -> None:
    """Write every later number in ``style`` (the app calls this once, at start-up)."""
    global _style
    _style = style
