"""What the dealer typed, turned into the hand event it means (no Qt).

The console's amount box, its card box and any future pad share these, so a typed "2,400"
or "Ah Kd 7c" means the same thing wherever it is typed. The engine still verifies the
event; these only say what was meant, or why the text means nothing.
"""

from __future__ import annotations

from app.engine.cards import parse_cards
from app.engine.config import Street
from app.engine.errors import FeltboardError
from app.engine.events import (
    BetPlaced,
    Drew,
    FlopDealt,
    HandEvent,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState
from app.engine.numbers import AmountProblem, NotAnAmount, read_amount
from app.engine.wording import translate

BOARD_EVENTS: dict[Street, type[FlopDealt | TurnDealt | RiverDealt]] = {
    Street.FLOP: FlopDealt,
    Street.TURN: TurnDealt,
    Street.RIVER: RiverDealt,
}


def parse_amount(text: str) -> int:
    """A chip amount typed by hand, in the language's number style (English ``2,400``,
    Spanish ``2.400``; :func:`~app.engine.numbers.read_amount`).

    >>> parse_amount(" 2,400 ")
    2400

    :raises FeltboardError: saying what is wrong and what is allowed.
    """
    try:
        return read_amount(text)
    except NotAnAmount as error:
        problem = error.problem
    if problem is AmountProblem.EMPTY:
        raise FeltboardError(translate("Intent", "Type an amount in chips, e.g. 2400"))
    if problem is AmountProblem.NEGATIVE:
        raise FeltboardError(translate("Intent", "An amount cannot be negative"))
    if problem is AmountProblem.TOO_PRECISE:
        raise FeltboardError(
            translate("Intent", "'{text}' is not a whole number of chips").format(
                text=text.strip()
            )
        )
    raise FeltboardError(
        translate("Intent", "'{text}' is not a number of chips; use digits only").format(
            text=text.strip()
        )
    )


def wager_event(state: HandState | None, text: str) -> HandEvent:
    """The bet, raise or all-in that typing ``text`` means for the seat to act.

    :raises FeltboardError: if no one is to act or ``text`` is not an amount.
    """
    legal = state.legal_actions() if state is not None else None
    if state is None or legal is None:
        raise FeltboardError(translate("Intent", "Nobody is to act: there is nothing to bet"))
    closed = legal.raising_closed_reason
    if closed is not None:
        # Say what is true ("No other player can match a raise; call or fold"), not "type
        # an amount": only the seat's whole stack may still go in, as an all-in.
        try:
            amount = parse_amount(text)
        except FeltboardError:
            raise FeltboardError(closed) from None
        if amount == legal.all_in_to and legal.can_all_in:
            return WentAllIn(legal.seat)
        raise FeltboardError(closed)
    amount = parse_amount(text)
    if amount == legal.all_in_to:
        return WentAllIn(legal.seat)
    if state.current_bet == 0:
        return BetPlaced(legal.seat, amount)
    return RaisedTo(legal.seat, amount)


def board_event(state: HandState | None, text: str) -> HandEvent:
    """The street due, dealt with the cards ``text`` names (none when it is blank).

    :raises FeltboardError: if no street is due or the cards cannot be read.
    """
    street = state.awaiting_board if state is not None else None
    if street is None:
        raise FeltboardError(translate("Intent", "No street is due: finish the betting first"))
    return BOARD_EVENTS[street](parse_cards(text))


def draw_event(state: HandState | None, count: int) -> Drew:
    """The seat to draw discards and draws ``count`` cards (0 stands pat); the engine
    still checks the count against the game.

    :raises FeltboardError: if nobody is to draw now.
    """
    seat = state.awaiting_draw if state is not None else None
    if seat is None:
        raise FeltboardError(translate("Intent", "Nobody is to draw now"))
    return Drew(seat, count)


def typed_draw_event(state: HandState | None, text: str) -> Drew:
    """The draw the dealer typed as cards, ``'7h Kd > 2c 3s'``: the cards discarded, then
    ``>`` and the cards drawn in their place (as many; the engine checks them).

    :raises FeltboardError: if nobody is to draw or the text is not two lists of cards.
    """
    seat = draw_event(state, 0).seat
    discarded_text, arrow, new_text = text.partition(">")
    if not arrow or not discarded_text.strip():
        raise FeltboardError(
            translate(
                "Intent",
                "Type the cards discarded, then > and the cards drawn (e.g. 7h Kd > 2c 3s); "
                "a digit alone records the count",
            )
        )
    discarded = parse_cards(discarded_text)
    return Drew(seat, len(discarded), discarded, parse_cards(new_text))
