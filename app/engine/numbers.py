"""How numbers are written for the reader: thousands and decimal separators, and where
a currency symbol goes.

One style for the whole app, English by default (``1,250`` chips, ``€1,250.50``). The
desktop app sets it once at start-up from the language in use (``app/ui/i18n.py``:
Spanish writes ``1.250`` chips and ``1.250,50 €``). Files never use it: they write plain
numbers (:meth:`app.engine.money.Currency.plain`).
"""

from __future__ import annotations

import enum
import re
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

    def with_decimal_mark(self, plain: str) -> str:
        """A number Python wrote (``'9.5'``) with this style's decimal mark (``'9,5'``).

        >>> NumberStyle(".", ",").with_decimal_mark("9.5")
        '9,5'
        """
        return plain.replace(".", self.decimal)


ENGLISH = NumberStyle()

_style = ENGLISH


def number_style() -> NumberStyle:
    """The style in use."""
    return _style


def set_number_style(style: NumberStyle) -> None:
    """Write every later number in ``style`` (the app calls this once, at start-up)."""
    global _style
    _style = style


# ----- the one reader of typed amounts ----------------------------------------------------


class AmountProblem(enum.Enum):
    """Why a typed text is not an amount (each caller words it for its own field)."""

    EMPTY = "empty"
    NOT_A_NUMBER = "not a number"
    NEGATIVE = "negative"
    TOO_PRECISE = "more decimals than allowed"


class NotAnAmount(ValueError):
    """A typed text that is not an amount; :attr:`problem` says why."""

    def __init__(self, problem: AmountProblem) -> None:
        super().__init__(problem.value)
        self.problem = problem


_BLANKS = re.compile(r"[\s_]+")


def read_amount(
    text: str, decimals: int | None = None, style: NumberStyle | None = None, symbol: str = ""
) -> int:
    """An amount as a person types it: a count (chips, players) when ``decimals`` is
    ``None``, else money in units of ``10**-decimals``.

    The language's own separators mean what they mean there (English ``2,400`` and
    ``1,250.50``; Spanish ``2.400`` and ``1.250,50``). Spaces, ``_`` and ``symbol`` (the
    currency's) are ignored. Two leniencies, where nothing else can be meant: a count
    grouped in threes the other language's way is that count (``2,400`` chips typed in
    Spanish is 2,400, never 2.4 chips, which a count cannot be; ``2,4`` is refused); and
    money with one separator followed by no more digits than the currency's decimals
    (``40,50`` or ``40.50``) has a decimal part in either language.

    :raises NotAnAmount: saying which problem the text has.

    >>> spanish = NumberStyle(".", ",", symbol_after=True)
    >>> read_amount("2.400", style=spanish), read_amount("2,400", style=spanish)
    (2400, 2400)
    >>> read_amount("€1.250,50", 2, spanish, "€"), read_amount("1,250.5", 2)
    (125050, 125050)
    >>> read_amount("40,50", 2), read_amount("40.50", 2, spanish)
    (4050, 4050)
    >>> read_amount("2,5", style=spanish)
    Traceback (most recent call last):
    ...
    app.engine.numbers.NotAnAmount: more decimals than allowed
    """
    style = style if style is not None else number_style()
    cleaned = _BLANKS.sub("", text)
    if symbol:
        cleaned = cleaned.replace(symbol, "")
    if not cleaned:
        raise NotAnAmount(AmountProblem.EMPTY)
    negative = cleaned.startswith("-")
    count = decimals is None
    decimals = decimals or 0
    digits = _plain(cleaned.lstrip("-"), decimals, style, count)
    if digits is None:
        raise NotAnAmount(AmountProblem.NOT_A_NUMBER)
    if negative:
        raise NotAnAmount(AmountProblem.NEGATIVE)
    whole, _, fraction = digits.partition(".")
    if len(fraction.rstrip("0")) > decimals:
        raise NotAnAmount(AmountProblem.TOO_PRECISE)
    units: int = int(whole) * 10**decimals + int(fraction.ljust(decimals, "0")[:decimals] or "0")
    return units


def _plain(text: str, decimals: int, style: NumberStyle, count: bool) -> str | None:
    """``text`` as plain digits with an optional ``.`` decimal part, or ``None``."""
    group, point = style.group, style.decimal
    if group in text and point in text:
        whole, _, fraction = text.rpartition(point)
        plain = f"{_ungrouped(whole, group)}.{fraction}"
    elif point in text and count and _grouped(text, point):
        plain = _ungrouped(text, point)
    elif point in text:
        plain = text.replace(point, ".") if text.count(point) == 1 else ""
    elif group in text and decimals and _decimal_part(text, group, decimals):
        plain = text.replace(group, ".")
    else:
        plain = _ungrouped(text, group)
    return plain if _PLAIN.match(plain or "") else None


_PLAIN = re.compile(r"^\d+(\.\d+)?$")


def _grouped(text: str, separator: str) -> bool:
    """``2.400`` or ``1.250.000``: digits grouped in threes by ``separator``."""
    first, *rest = text.split(separator)
    return 1 <= len(first) <= 3 and bool(rest) and all(len(part) == 3 for part in rest)


def _decimal_part(text: str, separator: str, decimals: int) -> bool:
    """``40,50``: one ``separator`` followed by at most ``decimals`` digits."""
    fraction = text.partition(separator)[2]
    return separator not in fraction and 1 <= len(fraction) <= decimals


def _ungrouped(text: str, separator: str) -> str:
    return text.replace(separator, "")
