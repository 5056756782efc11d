"""What the dealer typed, turned into the hand event it means (no Qt).

The console's amount box, its card box and any future pad share these, so a typed "2,400"
or "Ah Kd 7c" means the same thing wherever it is typed. The engine still verifies the
event; these only say what was meant, or why the text means nothing.
"""

from __future__ import annotations

from app.engine.cards import Card, parse_cards
from app.engine.config import Street
from app.engine.errors import FeltboardError
from app.engine.events import (
    BetPlaced,
    Drew,
    FlopDealt,
    HandEvent,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, StudHandState
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


def stud_street_event(state: HandState | None, text: str, first: int | None = None) -> HandEvent:
    """The stud street due, dealt with the up cards ``text`` names seat by seat, in seat
    order of the players in the hand (none when blank: then ``first`` names who brings
    in or acts first). On seventh street ``text`` is the community card, if any.

    :raises FeltboardError: if no street is due, or the cards are not one per seat.
    """
    street = state.awaiting_stud_street if isinstance(state, StudHandState) else None
    if not isinstance(state, StudHandState) or street is None:
        raise FeltboardError(translate("Intent", "No street is due: finish the betting first"))
    cards = parse_cards(text)
    if street is Street.SEVENTH:
        return _seventh_street(state, cards, first)
    if not cards:
        return StudStreetDealt(first=first)
    seats = sorted(state.in_hand)
    if len(cards) != len(seats):
        text = (
            translate(
                "Intent", "One up card typed for {seats} players: one for each of seats "
                "{list}, in that order"
            )
            if len(cards) == 1
            else translate(
                "Intent", "{count} up cards typed for {seats} players: one for each of seats "
                "{list}, in that order"
            )
        )
        raise FeltboardError(
            text.format(count=len(cards), seats=len(seats), list=", ".join(map(str, seats)))
        )
    return StudStreetDealt(up=tuple(zip(seats, cards, strict=True)), first=first)


def _seventh_street(state: StudHandState, cards: tuple[Card, ...], first: int | None) -> HandEvent:
    """Seventh street: down cards (nothing typed), or the community card when the deck
    runs out."""
    if not cards:
        return StudStreetDealt(first=first)
    if not state.deck_runs_out:
        raise FeltboardError(
            translate("Intent", "Seventh street is dealt face down: press Enter without cards")
        )
    if len(cards) != 1:
        raise FeltboardError(translate("Intent", "Type the one community card, or nothing"))
    return StudStreetDealt(community=cards[0], first=first)


def seat_number(text: str, seats: tuple[int, ...]) -> int:
    """The seat typed, one of ``seats``.

    >>> seat_number(" 3 ", (1, 3, 5))
    3

    :raises FeltboardError: if ``text`` is not one of those seat numbers.
    """
    word = text.strip()
    if not word.isdigit() or int(word) not in seats:
        raise FeltboardError(
            translate("Intent", "Type one of the seats in the hand: {seats}").format(
                seats=", ".join(map(str, seats))
            )
        )
    return int(word)


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
