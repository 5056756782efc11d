"""What a pad's ``action`` asks for, turned into the hand event it means (no Qt).

A pad sends ``{"do": "raise", "to": 600}``; this module says which event that is for the
hand in progress, using the console's own intent helpers (:mod:`app.session.intent`), so
an amount or a card typed on a pad means what it means at the console. It decides
nothing about legality: the engine verifies every event when it is recorded and its
words are the refusal the pad shows.
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import parse_cards
from app.engine.errors import FeltboardError
from app.engine.events import (
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    PotAwarded,
    WentAllIn,
)
from app.engine.hand import HandState
from app.session.intent import board_event, wager_event

TABLE_ACTIONS = ("deal", "undo")
"""Actions about the table rather than the hand in progress."""
HAND_ACTIONS = (
    "fold", "check", "call", "bet", "raise", "allin", "board", "show", "muck", "award"
)
KNOWN = ", ".join((*TABLE_ACTIONS[:1], *HAND_ACTIONS, *TABLE_ACTIONS[1:]))


def action_name(action: object) -> str:
    """The ``do`` of ``action``.

    :raises FeltboardError: if it is not an action a pad may send.
    """
    if not isinstance(action, dict):
        raise FeltboardError('An action is an object like {"do": "fold"}')
    do = action.get("do")
    if do not in TABLE_ACTIONS and do not in HAND_ACTIONS:
        raise FeltboardError(f"Unknown action {str(do)[:20]!r}: a pad sends one of {KNOWN}")
    return str(do)


def hand_event(hand: HandState | None, table: int, action: dict[str, Any]) -> HandEvent:
    """The event ``action`` (one of :data:`HAND_ACTIONS`) means at ``table`` now.

    :raises FeltboardError: worded for the dealer, if it means nothing now or is malformed.
    """
    if hand is None:
        raise FeltboardError(f"No hand is in progress at table {table}: deal one first")
    do = action["do"]
    if do in ("bet", "raise"):
        return wager_event(hand, str(_whole(action, "to", "the amount to bet or raise to")))
    if do == "board":
        return board_event(hand, _text(action, "cards"))
    if do == "show":
        return CardsShown(_whole(action, "seat", "the seat"), parse_cards(_text(action, "cards")))
    if do == "muck":
        return CardsMucked(_whole(action, "seat", "the seat"))
    if do == "award":
        return _award(action)
    legal = hand.legal_actions()
    if legal is None:
        street = hand.awaiting_board
        if street is not None:
            raise FeltboardError(f"Betting is over: deal the {street.label.lower()}")
        raise FeltboardError("Nobody is to act: show the hands or award the pots")
    if do == "fold":
        return Folded(legal.seat)
    if do == "check":
        return Checked(legal.seat)
    if do == "call":
        return Called(legal.seat)
    return WentAllIn(legal.seat)


def _award(action: dict[str, Any]) -> PotAwarded:
    seats = action.get("seats")
    if not isinstance(seats, list) or not all(_is_whole(seat) for seat in seats):
        raise FeltboardError("Say who wins the pot: a list of seat numbers")
    return PotAwarded(_whole(action, "pot", "the pot (0 is the main pot)"), tuple(seats))


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(action: dict[str, Any], key: str, what: str) -> int:
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise FeltboardError(f"Say {what} as a whole number ({key!r})")
    return value


def _text(action: dict[str, Any], key: str) -> str:
    value = action.get(key, "")
    if not isinstance(value, str):
        raise FeltboardError(f"Send the cards as text, like \"Ah Kd 7c\" ({key!r})")
    return value
