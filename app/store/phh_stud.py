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
    a card not known; the community card is not the seat's."""
    ups: list[Card | None] = list(final.up_cards(seat))
    downs: list[Card | None] = list(final.hole_cards(seat)) if not final.shown_cards(seat) else []
    shown = final.shown_cards(seat)
    if shown:
        community = final.community_card
        own = [card for card in shown if card != community]
        if len(ups) == 4:
            downs = [card for card in own if card not in ups]
        else:
            # Up cards never typed: the seven are known, which were up is not.
            return list(own)
    ups += [None] * (4 - len(ups))
    downs += [None] * (3 - len(downs))
    return [*downs[:2], *ups, downs[2]]


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


def shown_so_far(final: StudHandState, seat: int, streets: int) -> str:
    """The ``sm`` cards of ``seat`` when the showdown began after ``streets`` stud
    streets (an all-in before seventh street: PokerKit shows before the rest is dealt)."""
    count = 2 + streets
    cards = dealt_cards(final, seat)[:count]
    return _cards(cards)
