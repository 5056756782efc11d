"""Events of one hand, named in the past tense. A hand is its config plus these events.

Each event is a frozen dataclass with a ``kind`` tag so the store can serialise any of them
through one discriminated union.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from app.engine.cards import Card
from app.engine.stored_form import OmittedWhen


@dataclass(frozen=True, slots=True)
class Folded:
    """The seat folded."""

    seat: int
    kind: Literal["folded"] = "folded"


@dataclass(frozen=True, slots=True)
class Checked:
    """The seat checked."""

    seat: int
    kind: Literal["checked"] = "checked"


@dataclass(frozen=True, slots=True)
class Called:
    """The seat called (all-in for less when its stack is short)."""

    seat: int
    kind: Literal["called"] = "called"


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """The seat opened the betting round with a bet making its bet ``to`` chips."""

    seat: int
    to: int
    kind: Literal["bet"] = "bet"


@dataclass(frozen=True, slots=True)
class RaisedTo:
    """The seat raised, making its bet in this round ``to`` chips."""

    seat: int
    to: int
    kind: Literal["raised"] = "raised"


@dataclass(frozen=True, slots=True)
class WentAllIn:
    """The seat put all its chips in: a call, bet or raise depending on the amount."""

    seat: int
    kind: Literal["all_in"] = "all_in"


@dataclass(frozen=True, slots=True)
class HoleCardsDealt:
    """The seat's two hole cards became known to the app (optional)."""

    seat: int
    cards: tuple[Card, ...]
    kind: Literal["hole_cards"] = "hole_cards"


@dataclass(frozen=True, slots=True)
class FlopDealt:
    """The flop was dealt; ``cards`` is empty when the dealer did not enter them."""

    cards: tuple[Card, ...] = ()
    kind: Literal["flop"] = "flop"


@dataclass(frozen=True, slots=True)
class TurnDealt:
    """The turn was dealt; ``cards`` holds the card, or nothing if not entered."""

    cards: tuple[Card, ...] = ()
    kind: Literal["turn"] = "turn"


@dataclass(frozen=True, slots=True)
class RiverDealt:
    """The river was dealt; ``cards`` holds the card, or nothing if not entered."""

    cards: tuple[Card, ...] = ()
    kind: Literal["river"] = "river"


@dataclass(frozen=True, slots=True)
class Drew:
    """In a draw game, the seat discarded ``count`` cards and was dealt as many (0 stands
    pat). The dealer records the count; ``discarded`` and ``new`` hold the cards when
    they were typed (both, or neither)."""

    seat: int
    count: int
    discarded: tuple[Card, ...] = ()
    new: tuple[Card, ...] = ()
    kind: Literal["drew"] = "drew"


@dataclass(frozen=True, slots=True)
class CardsShown:
    """The seat tabled its hand; empty ``cards`` means the hole cards already known."""

    seat: int
    cards: tuple[Card, ...] = ()
    kind: Literal["shown"] = "shown"


@dataclass(frozen=True, slots=True)
class CardsMucked:
    """The seat gave up its hand at showdown without showing."""

    seat: int
    kind: Literal["mucked"] = "mucked"


def _no_low(low_winners: tuple[int, ...]) -> bool:
    """A pot awarded whole (or in a high-only game) is written without a low."""
    return not low_winners


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """The dealer awarded pot ``pot`` (0 = main) to ``winners`` without ranking cards.

    In a hi-lo game ``winners`` take the high half and ``low_winners`` the low half (the
    odd unit to the high, RULES.md "Mixed games"); no low winners: no low, the high takes
    the whole pot. Left out of the JSON when empty, so journals written before hi-lo read
    and are written the same.
    """

    pot: int
    winners: tuple[int, ...]
    low_winners: Annotated[tuple[int, ...], OmittedWhen(_no_low)] = ()
    kind: Literal["pot_awarded"] = "pot_awarded"


@dataclass(frozen=True, slots=True)
class StudStreetDealt:
    """A street of stud was dealt: third street two down and one up, fourth to sixth
    one up, seventh one down.

    ``up`` holds each player's new up card by seat, every player still in the hand, or
    nothing when the dealer did not type them (and always nothing on seventh street).
    ``community`` is the one card dealt face up for everyone on seventh street when the
    deck runs out (``None`` when not typed). Where the up cards are not all known,
    ``first`` names the seat that brings in (third street) or acts first (later
    streets); with the cards known the engine names it, and ``first`` may only agree.
    """

    up: tuple[tuple[int, Card], ...] = ()
    community: Card | None = None
    first: int | None = None
    kind: Literal["stud_street"] = "stud_street"


@dataclass(frozen=True, slots=True)
class BroughtIn:
    """The seat posted the bring-in (all it has when that is less): on third street of
    stud, its other choice is to complete to the small bet (a bet)."""

    seat: int
    kind: Literal["brought_in"] = "brought_in"


PlayerAction = Folded | Checked | Called | BetPlaced | RaisedTo | WentAllIn | BroughtIn
BoardDealt = FlopDealt | TurnDealt | RiverDealt
HandEvent = (
    Folded
    | Checked
    | Called
    | BetPlaced
    | RaisedTo
    | WentAllIn
    | HoleCardsDealt
    | FlopDealt
    | TurnDealt
    | RiverDealt
    | Drew
    | CardsShown
    | CardsMucked
    | PotAwarded
    | StudStreetDealt
    | BroughtIn
)
