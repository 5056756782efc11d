"""Stud in PHH (``F7S``, ``F7S/8``, ``FR``): the cards each player is dealt street by
street, written and read as the specification's ``d dh`` actions.

Third street is ``d dh pN`` with the two down cards and the up card (``????7s`` when
the down cards are not known), fourth to sixth street one up card each, seventh street
one down card; ``??`` is a card nobody typed. When the deck runs out, seventh street's
community card is written ``d db`` (PokerKit deals no such card). The bring-in is
``pN pb``, the completion ``pN cbr``. Where the up cards were not typed, the reader takes
who brings in or acts first from the next action, as the dealer named them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from app.engine.cards import Card
from app.engine.hand import StudHandState

UNKNOWN = "??"


def _cards(cards: Sequence[Card | None]) -> str:
    return "".join(UNKNOWN if card is None else str(card) for card in cards)


def dealt_cards(final: StudHandState, seat: int) -> list[Card | None]:
    """The seat's cards in the order dealt (two down, four up, one down), ``None`` for
    a card not known; the community card is not the seat's. Where the up cards were not
    typed, which of the cards shown were up is not known: those stay ``None`` here (the
    show gives all seven, :func:`shown_cards`)."""
    ups: list[Card | None] = list(final.up_cards(seat))
    downs: list[Card | None] = list(final.hole_cards(seat))
    shown = final.shown_cards(seat)
    if shown:
        downs = list(final.hole_cards_dealt(seat))
        if len(ups) == 4:
            community = final.community_card
            downs = [card for card in shown if card not in ups and card != community]
    ups += [None] * (4 - len(ups))
    downs += [None] * (3 - len(downs))
    return [*downs[:2], *ups, downs[2]]


def shown_cards(final: StudHandState, seat: int, streets: int) -> str:
    """The ``sm`` cards of ``seat`` when the showdown began after ``streets`` stud
    streets (an all-in before seventh street: PokerKit shows before the rest is dealt),
    in the order dealt; all seven as shown when the up cards were not typed."""
    shown = final.shown_cards(seat)
    if streets == 5 and shown and len(final.up_cards(seat)) < 4:
        community = final.community_card
        return _cards([card for card in shown if card != community])
    count = 2 + streets - (1 if streets == 5 and final.community_dealt else 0)
    return _cards(dealt_cards(final, seat)[:count])


def street_lines(
    final: StudHandState, street: int, seats: Sequence[int], label: Mapping[int, str]
) -> Iterator[str]:
    """The ``d dh`` actions of stud street ``street`` (0 is third street) dealt to
    ``seats``; seventh street with the deck run out is the community card."""
    if street == 4 and final.community_card is not None:
        yield f"d db {final.community_card}"
        return
    if street == 4 and final.community_dealt:
        yield f"d db {UNKNOWN}"
        return
    for seat in seats:
        cards = dealt_cards(final, seat)
        part = cards[:3] if street == 0 else [cards[street + 2]]
        yield f"d dh {label[seat]} {_cards(part)}"


