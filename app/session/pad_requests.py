"""What a pad's ``action`` asks for, turned into the hand event it means (no Qt).

It sits in the session, beside :mod:`app.session.intent`, so the service never builds an
engine event: :mod:`app.service.pads` hands the result to :meth:`Edits.act_at_tables`.

A pad sends ``{"do": "raise", "to": 600}``; this module says which event that is for the
hand in progress, using the console's own intent helpers (:mod:`app.session.intent`), so
an amount or a card typed on a pad means what it means at the console. It decides
nothing about legality: the engine verifies every event when it is recorded and its
words are the refusal the pad shows.
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import parse_cards
from app.engine.config import Street
from app.engine.errors import FeltboardError
from app.engine.events import (
    BroughtIn,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    PotAwarded,
    WentAllIn,
)
from app.engine.hand import HandState, StudHandState
from app.engine.rotation import NightGame
from app.engine.tournament_events import GameChosen
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.session.intent import (
    board_event,
    draw_event,
    stud_street_event,
    typed_draw_event,
    wager_event,
)

TABLE_ACTIONS = ("deal", "undo", "choose")
"""Actions about the table rather than the hand in progress."""
HAND_ACTIONS = (
    "fold", "check", "call", "bet", "raise", "allin", "bringin", "board", "draw", "show",
    "muck", "award",
)
KNOWN = ", ".join((*TABLE_ACTIONS[:1], *HAND_ACTIONS, *TABLE_ACTIONS[1:]))

_SAY_AMOUNT = QT_TRANSLATE_NOOP(
    "PadRequests", "Say the amount to bet or raise to as a whole number ({key})"
)
_SAY_COUNT = QT_TRANSLATE_NOOP(
    "PadRequests", "Say how many cards the player draws as a whole number ({key})"
)
_SAY_SEAT = QT_TRANSLATE_NOOP("PadRequests", "Say the seat as a whole number ({key})")
_SAY_POT = QT_TRANSLATE_NOOP(
    "PadRequests", "Say the pot (0 is the main pot) as a whole number ({key})"
)
_DEAL_NEXT = {
    Street.FLOP: QT_TRANSLATE_NOOP("PadRequests", "Betting is over: deal the flop"),
    Street.TURN: QT_TRANSLATE_NOOP("PadRequests", "Betting is over: deal the turn"),
    Street.RIVER: QT_TRANSLATE_NOOP("PadRequests", "Betting is over: deal the river"),
}
"""Why a pad's betting action means nothing while a street is due."""


def action_name(action: object) -> str:
    """The ``do`` of ``action``.

    :raises FeltboardError: if it is not an action a pad may send.
    """
    if not isinstance(action, dict):
        raise FeltboardError(translate("PadRequests", 'An action is an object like {"do": "fold"}'))
    do = action.get("do")
    if do not in TABLE_ACTIONS and do not in HAND_ACTIONS:
        raise FeltboardError(
            translate("PadRequests", "Unknown action {action}: a pad sends one of {known}").format(
                action=repr(str(do)[:20]), known=KNOWN
            )
        )
    return str(do)


def choice_event(table: int, action: dict[str, Any]) -> GameChosen:
    """The game a pad's ``{"do": "choose", "game": "omaha/pot_limit"}`` chose at ``table``
    (dealer's choice; the engine says whether it is one of tonight's and due now).

    :raises FeltboardError: if the game is not written as the pad's view writes it.
    """
    return GameChosen(table, NightGame.from_code(_text(action, "game")))


def hand_event(hand: HandState | None, table: int, action: dict[str, Any]) -> HandEvent:
    """The event ``action`` (one of :data:`HAND_ACTIONS`) means at ``table`` now.

    :raises FeltboardError: worded for the dealer, if it means nothing now or is malformed.
    """
    if hand is None:
        raise FeltboardError(
            translate("PadRequests", "No hand is in progress at table {table}: deal one first")
            .format(table=table)
        )
    do = action["do"]
    if do in ("bet", "raise"):
        return wager_event(hand, str(_whole(action, "to", _SAY_AMOUNT)))
    if do == "board":
        if isinstance(hand, StudHandState):
            # Stud: a street's up cards seat by seat, or none and the seat named first.
            first = _whole(action, "first", _SAY_SEAT) if "first" in action else None
            return stud_street_event(hand, _text(action, "cards"), first)
        return board_event(hand, _text(action, "cards"))
    if do == "draw" and "cards" in action:  # {"do": "draw", "cards": "7h Kd > 2c 3s"}
        return typed_draw_event(hand, _text(action, "cards"))
    if do == "draw":  # {"do": "draw", "count": 2}: the seat to draw (0 stands pat)
        return draw_event(hand, _whole(action, "count", _SAY_COUNT))
    if do == "show":
        return CardsShown(_whole(action, "seat", _SAY_SEAT), parse_cards(_text(action, "cards")))
    if do == "muck":
        return CardsMucked(_whole(action, "seat", _SAY_SEAT))
    if do == "award":
        return _award(action)
    legal = hand.legal_actions()
    if legal is None and hand.awaiting_draw is not None:
        # A bet during a draw: the engine says why not ("seat 3 draws first").
        return Folded(hand.awaiting_draw) if do == "fold" else Checked(hand.awaiting_draw)
    if legal is None:
        street = hand.awaiting_board
        if isinstance(hand, StudHandState) and hand.awaiting_stud_street is not None:
            raise FeltboardError(
                translate("PadRequests", "Betting is over: deal the next street")
            )
        if street is not None:
            raise FeltboardError(translate("PadRequests", _DEAL_NEXT[street]))
        raise FeltboardError(
            translate("PadRequests", "Nobody is to act: show the hands or award the pots")
        )
    if do == "fold":
        return Folded(legal.seat)
    if do == "check":
        return Checked(legal.seat)
    if do == "call":
        return Called(legal.seat)
    if do == "bringin":
        return BroughtIn(legal.seat)
    return WentAllIn(legal.seat)


def _award(action: dict[str, Any]) -> PotAwarded:
    """``{"do": "award", "pot": 0, "seats": [1]}``; in a hi-lo hand ``"low": [2, 3]`` too
    (left out or empty: no low, the high takes the pot)."""
    seats = action.get("seats")
    if not isinstance(seats, list) or not all(_is_whole(seat) for seat in seats):
        raise FeltboardError(
            translate("PadRequests", "Say who wins the pot: a list of seat numbers")
        )
    low = action.get("low", [])
    if not isinstance(low, list) or not all(_is_whole(seat) for seat in low):
        raise FeltboardError(translate(
            "PadRequests", "Say who wins the low half: a list of seat numbers, empty for no low"
        ))
    return PotAwarded(_whole(action, "pot", _SAY_POT), tuple(seats), tuple(low))


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(action: dict[str, Any], key: str, refusal: str) -> int:
    """``action[key]``, a whole number; else ``refusal`` (marked for translation)."""
    value = action.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise FeltboardError(translate("PadRequests", refusal).format(key=repr(key)))
    return value


def _text(action: dict[str, Any], key: str) -> str:
    value = action.get(key, "")
    if not isinstance(value, str):
        raise FeltboardError(
            translate("PadRequests", 'Send the cards as text, like "Ah Kd 7c" ({key})').format(
                key=repr(key)
            )
        )
    return value
