"""Random but legal play, for simulations, demo files, fixtures and property tests."""

from __future__ import annotations

import random

from app.engine.cards import Card
from app.engine.config import Street
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, StudHandState

_BOARD_EVENTS: dict[Street, type[FlopDealt | TurnDealt | RiverDealt]] = {
    Street.FLOP: FlopDealt,
    Street.TURN: TurnDealt,
    Street.RIVER: RiverDealt,
}


def unseen_cards(state: HandState) -> list[Card]:
    """The game's deck (36 cards in short deck) minus every card already known in the hand."""
    known = set(state.board)
    for seat in state.order:
        known.update(state.hole_cards(seat))
    if isinstance(state, StudHandState):
        for seat in state.order:
            known.update(state.seven_cards(seat))
    return [card for card in state.config.game.deck() if card not in known]


def random_action(state: HandState, rng: random.Random) -> HandEvent:
    """A legal action for the seat to act, weighted like a loose home game.

    :raises ValueError: if nobody is to act.
    """
    legal = state.legal_actions()
    if legal is None:
        raise ValueError("Nobody is to act")  # not for users: random play asks with a turn
    seat = legal.seat
    if legal.bring_in:
        # Stud's third street: bring in, or now and then complete to the small bet.
        if legal.can_bet and rng.random() < 0.3:
            return BetPlaced(seat, legal.min_to)
        return BroughtIn(seat)
    choices: list[tuple[float, HandEvent]] = []
    if legal.can_check:
        choices.append((5.0, Checked(seat)))
    else:
        choices.append((3.0, Folded(seat)))
        choices.append((4.0, Called(seat)))
    if legal.can_bet or legal.can_raise:
        low, high = legal.min_to, legal.max_to
        unit = state.rules.chip_unit
        target = low if rng.random() < 0.7 else rng.randint(low, min(high, 3 * low))
        target = max(low, min(high, target - target % unit)) if target != high else high
        if target >= legal.all_in_to:
            event: HandEvent = WentAllIn(seat)
        elif legal.can_bet:
            event = BetPlaced(seat, target)
        else:
            event = RaisedTo(seat, target)
        choices.append((1.5, event))
    if legal.can_all_in:
        choices.append((0.1, WentAllIn(seat)))
    weights = [weight for weight, _ in choices]
    index = rng.choices(range(len(choices)), weights)[0]
    return choices[index][1]


def random_next_event(state: HandState, rng: random.Random) -> HandEvent:
    """The next event of a hand played at random: an action, a board card, or a show.

    :raises ValueError: if the hand is complete.
    """
    if state.is_complete:
        raise ValueError("The hand is complete")  # not for users: callers stop at the end
    if state.to_act is not None:
        return random_action(state, rng)
    drawer = state.awaiting_draw
    if drawer is not None:
        return random_draw(state, drawer, rng)
    deck = unseen_cards(state)
    rng.shuffle(deck)
    if isinstance(state, StudHandState):
        return _next_stud_event(state, deck)
    upcoming = state.awaiting_board
    if upcoming is not None:
        count = 3 if upcoming is Street.FLOP else 1
        return _BOARD_EVENTS[upcoming](tuple(deck[:count]))
    for seat in state.showdown_order:
        if not state.shown_cards(seat):
            if state.hole_cards(seat):
                return CardsShown(seat)
            return CardsShown(seat, tuple(deck[: state.config.game.hole_count]))
    raise ValueError("The showdown has nothing left to show")  # pragma: no cover  # not for users


def random_draw(state: HandState, seat: int, rng: random.Random) -> Drew:
    """A draw for ``seat`` in a draw game: often pat or one or two cards, sometimes more;
    the cards when the hand is known (the discards, and new ones the deck can give)."""
    most = state.config.game.hole_count
    count = min(most, rng.choices(range(6), (3.0, 3.0, 2.0, 1.5, 0.7, 0.3))[0])
    hole = state.hole_cards(seat)
    if not count or not hole:
        return Drew(seat, count)
    discarded = tuple(rng.sample(hole, count))
    dealable = [card for card in state.dealable_cards(count) if card not in discarded]
    return Drew(seat, count, discarded, tuple(rng.sample(dealable, count)))


def _next_stud_event(state: StudHandState, deck: list[Card]) -> HandEvent:
    """A stud street with random up cards (and the community card when the deck runs
    out), or a show of random down cards."""
    street = state.awaiting_stud_street
    if street is Street.SEVENTH:
        community = deck.pop() if state.deck_runs_out else None
        return StudStreetDealt(community=community)
    if street is not None:
        return StudStreetDealt(up=tuple((seat, deck.pop()) for seat in state.in_hand))
    for seat in state.showdown_order:
        if not state.shown_cards(seat):
            down = 2 if state.community_card is not None else 3
            return CardsShown(seat, tuple(deck[:down]))
    raise ValueError("The showdown has nothing left to show")  # pragma: no cover  # not for users


def play_out(state: HandState, rng: random.Random) -> HandState:
    """Play the hand to its end at random; returns the complete state."""
    while not state.is_complete:
        state = state.apply(random_next_event(state, rng))
    return state
