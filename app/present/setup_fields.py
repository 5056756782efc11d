"""Reading the setup dialog's fields as a host types them: money, prices, percents.

Pure functions (no Qt), so they are tested on their own. Money comes back as an integer
count of the currency's smallest unit; every refusal is a :class:`FieldError` whose
message says what was wrong and what is allowed. A refusal names the field with ``what``:
its English name marked ``QT_TRANSLATE_NOOP("SetupFields", "starting stack")`` where the
caller writes it, translated here (a translation carries its article: "el stack inicial").

>>> from app.engine.money import Currency
>>> parse_price("€40+€5", Currency("€", 2))
(4000, 500)
>>> amount_text(4000, Currency("€", 2)), amount_text(4050, Currency("€", 2))
('€40', '€40.50')
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from app.engine.errors import FeltboardError, chips
from app.engine.money import Currency
from app.engine.numbers import AmountProblem, NotAnAmount, read_amount
from app.engine.wording import QT_TRANSLATE_NOOP, translate

_SPACES = re.compile(r"\s+")


class FieldError(FeltboardError):
    """A field the dialog cannot read; ``field`` names it (a setup field name)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def parse_amount(
    text: str, currency: Currency, what: str = QT_TRANSLATE_NOOP("SetupFields", "amount")
) -> int:
    """Money as typed (``'€40'``, ``'1,250.50'``, ``'40,50'``) in the smallest unit.

    :raises FeltboardError: for anything that is not a non-negative amount with at most
        the currency's decimals.

    >>> parse_amount("1,250.5", Currency("$", 2))
    125050
    >>> parse_amount("40,50", Currency("€", 2))
    4050
    >>> parse_amount("1,500", Currency())
    1500
    """
    try:
        return read_amount(text, currency.decimals, symbol=currency.symbol)
    except NotAnAmount as error:
        problem = error.problem
    named = translate("SetupFields", what)
    if problem is AmountProblem.EMPTY:
        raise FeltboardError(
            translate("SetupFields", "Type the {what}, e.g. {example}").format(
                what=named, example=example(currency)
            )
        )
    if problem is AmountProblem.NEGATIVE:
        raise FeltboardError(
            translate("SetupFields", "The {what} cannot be negative ({text})").format(
                what=named, text=text.strip()
            )
        )
    if problem is AmountProblem.NOT_A_NUMBER:
        raise FeltboardError(
            translate("SetupFields", "'{text}' is not an amount of money; type e.g. {example}")
            .format(text=text.strip(), example=example(currency))
        )
    if not currency.decimals:
        refusal = translate(
            "SetupFields", "The {what} '{text}' has too many decimals: whole amounts"
        )
    elif currency.decimals == 1:
        refusal = translate(
            "SetupFields", "The {what} '{text}' has too many decimals: at most {count} decimal"
        )
    else:
        refusal = translate(
            "SetupFields",
            "The {what} '{text}' has too many decimals: at most {count} decimals",
        )
    raise FeltboardError(
        refusal.format(what=named, text=text.strip(), count=currency.decimals)
    )


def parse_price(
    text: str, currency: Currency, what: str = QT_TRANSLATE_NOOP("SetupFields", "buy-in")
) -> tuple[int, int]:
    """A price as poker writes it: ``'€40+€5'`` is 40 to the prize pool and 5 to the house.

    A single amount has no fee: ``'40'`` is ``(40, 0)`` in whole units.

    :raises FeltboardError: if either part is not an amount, or there are two ``+``.
    """
    parts = text.split("+")
    if len(parts) > 2:
        raise FeltboardError(
            translate(
                "SetupFields",
                "Write the {what} as the price plus the house fee, e.g. {example}+{fee}, "
                "not '{text}'",
            ).format(
                what=translate("SetupFields", what),
                example=example(currency),
                fee=example(currency, 5),
                text=text.strip(),
            )
        )
    amount = parse_amount(parts[0], currency, what)
    fee = (
        parse_amount(parts[1], currency, QT_TRANSLATE_NOOP("SetupFields", "house fee"))
        if len(parts) == 2 else 0
    )
    return amount, fee


def parse_percent(text: str, what: str = QT_TRANSLATE_NOOP("SetupFields", "rake")) -> Decimal:
    """A percent from 0 to below 100, ``'10'`` or ``'10%'`` or ``'12.5 %'``.

    :raises FeltboardError: for anything else.
    """
    cleaned = _SPACES.sub("", text).rstrip("%").replace(",", ".")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        value = Decimal(-1)
    if not value.is_finite() or not 0 <= value < 100:
        raise FeltboardError(
            translate("SetupFields", "The {what} is a percent from 0 to 99, not '{text}'").format(
                what=translate("SetupFields", what), text=text.strip()
            )
        )
    return value


def amount_text(amount: int, currency: Currency) -> str:
    """An amount for an edit field: ``'€40'`` when whole, ``'€40.50'`` otherwise."""
    text = currency.format(amount)
    if currency.decimals and amount % currency.minor_per_unit == 0:
        text = text[: -(currency.decimals + 1)]
    return text


def example(currency: Currency, whole: int = 40) -> str:
    """An example amount in the currency, for a hint: ``'€40'``."""
    return f"{currency.symbol}{whole}"


def parse_whole(text: str, what: str, minimum: int = 0) -> int:
    """A whole number of chips or players, thousands separators allowed.

    :raises FeltboardError: if it is not a whole number of at least ``minimum``.

    >>> parse_whole("20,000", "starting stack", 1)
    20000
    """
    try:
        value = read_amount(text)
    except NotAnAmount:
        raise FeltboardError(
            translate("SetupFields", "The {what} is a whole number, not '{text}'").format(
                what=translate("SetupFields", what), text=text.strip()
            )
        ) from None
    if value < minimum:
        raise FeltboardError(
            translate("SetupFields", "The {what} must be at least {minimum}, not {value}").format(
                what=translate("SetupFields", what), minimum=chips(minimum), value=chips(value)
            )
        )
    return value
