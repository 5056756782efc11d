"""What reading and writing the journal's JSON needs without pydantic: the errors, the
``kind`` tag, cards from their text, and what a codec offers.

Opening a file reads it with :class:`~app.store.plain_reader.PlainReader`; pydantic's
codec (:mod:`app.store.codec`, ~0.1 s to import) is imported only when something needs
it, never on a returning host's way to a console ready to deal.
"""

from __future__ import annotations

import types
from collections.abc import Mapping
from typing import Protocol, TypeVar

from app.engine.cards import Card, full_deck, parse_card
from app.engine.errors import FeltboardError
from app.engine.wording import translate

T = TypeVar("T")

DISCRIMINATOR = "kind"
"""The field naming an event's kind, which tags the unions of events."""

_CARDS_BY_TEXT: Mapping[str, Card] = types.MappingProxyType(
    {str(card): card for card in full_deck()}
)


def card_from_text(text: str) -> Card:
    """The card written as ``text``; canonical text such as ``As`` is a dictionary hit.

    :raises CardError: if the text is not a card.
    """
    card = _CARDS_BY_TEXT.get(text)
    return parse_card(text) if card is None else card


class TextCodec(Protocol[T]):
    """Writes values of one type as JSON text and reads them back (the journal's need)."""

    def encode(self, value: T) -> str:
        """``value`` as compact JSON text.

        :raises CodecError: if it cannot be written.
        """
        ...

    def decode(self, text: str | bytes) -> T:
        """The value written as ``text``.

        :raises CodecError: if the text is not such a value.
        """
        ...


class CodecError(FeltboardError):
    """A value could not be written as JSON or read back from it."""


class UnknownEventKind(CodecError):
    """A payload names an event kind this codec does not know."""

    def __init__(self, kind: object, known: str, where: str = "") -> None:
        """``where`` is the field holding the unknown kind (``event``); empty for the
        payload's own kind."""
        if where:
            message = translate(
                "Journal",
                "Unknown event kind {kind} in {where}: this Feltboard knows {known}."
                " The file may come from a newer Feltboard.",
            )
        else:
            message = translate(
                "Journal",
                "Unknown event kind {kind}: this Feltboard knows {known}."
                " The file may come from a newer Feltboard.",
            )
        super().__init__(message.format(kind=repr(kind), where=where, known=known))
        self.kind = kind
