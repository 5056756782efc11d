"""Errors raised by the engine, each carrying a message a dealer understands."""

from __future__ import annotations

from app.engine.numbers import number_style


class FeltboardError(ValueError):
    """Base of every error the engine raises for bad input or an illegal action."""


class CardError(FeltboardError):
    """A card was malformed, unknown or duplicated."""


class ConfigError(FeltboardError):
    """A hand or tournament configuration is inconsistent."""


class IllegalAction(FeltboardError):
    """An action the rules do not allow at this moment; the state is unchanged."""


def chips(amount: int) -> str:
    """Format a chip amount with thousands separators (those of the language in use).

    >>> chips(2400)
    '2,400'
    """
    return number_style().grouped(amount)


def signed_chips(amount: int) -> str:
    """A change in chips, gains with a plus sign.

    >>> signed_chips(75), signed_chips(-75), signed_chips(0)
    ('+75', '-75', '0')
    """
    return f"+{chips(amount)}" if amount > 0 else chips(amount)
