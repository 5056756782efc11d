"""Plain-language lines for a hand's events, as a dealer would call them."""

from __future__ import annotations

from app.engine.cards import format_cards
from app.engine.config import HandConfig
from app.engine.errors import chips
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, replay


def forced_bet_lines(state: HandState) -> list[str]:
    """One line per forced bet posted at the start of the hand."""
    lines = []
    for post in state.forced_bets:
        suffix = " and is all-in" if post.all_in else ""
        lines.append(
            f"{state.config.player(post.seat)} posts {post.kind} {chips(post.amount)}{suffix}"
        )
    return lines


def event_line(config: HandConfig, before: HandState, event: HandEvent) -> str:
    """What happened, e.g. ``'Bob calls 1,000'``; ``before`` is the state it applied to."""
    if isinstance(event, FlopDealt | TurnDealt | RiverDealt):
        street = {"flop": "Flop", "turn": "Turn", "river": "River"}[event.kind]
        return f"{street}: {format_cards(event.cards)}" if event.cards else f"{street} dealt"
    if isinstance(event, PotAwarded):
        names = ", ".join(config.player(s) for s in event.winners)
        return f"Pot {event.pot + 1} awarded to {names}"
    name = config.player(event.seat)
    if isinstance(event, Folded):
        return f"{name} folds"
    if isinstance(event, Checked):
        return f"{name} checks"
    if isinstance(event, Called):
        amount = min(before.current_bet - before.bet(event.seat), before.stack(event.seat))
        all_in = " (all-in)" if amount == before.stack(event.seat) else ""
        return f"{name} calls {chips(amount)}{all_in}"
    if isinstance(event, BetPlaced):
        return f"{name} bets {chips(event.to)}"
    if isinstance(event, RaisedTo):
        return f"{name} raises to {chips(event.to)}"
    if isinstance(event, WentAllIn):
        total = before.bet(event.seat) + before.stack(event.seat)
        return f"{name} is all-in for {chips(total)}"
    if isinstance(event, HoleCardsDealt):
        return f"{name} holds {format_cards(event.cards)}"
    if isinstance(event, CardsShown):
        cards = event.cards or before.hole_cards(event.seat)
        return f"{name} shows {format_cards(cards)}"
    if isinstance(event, CardsMucked):
        return f"{name} mucks"
    return str(event)


def hand_log(config: HandConfig, events: tuple[HandEvent, ...]) -> list[str]:
    """Every line of a hand: forced bets, then each event in order."""
    return HandNarration(config).lines_for(events)


class HandNarration:
    """The log of one hand, narrating only the events it has not seen yet.

    The console asks for the whole log after every action; telling the hand again from
    the forced bets each time would grow with the length of the hand.
    """

    def __init__(self, config: HandConfig) -> None:
        self.config = config
        self._state = replay(config)
        self._events: tuple[HandEvent, ...] = ()
        self._lines = forced_bet_lines(self._state)

    def continues(self, config: HandConfig, events: tuple[HandEvent, ...]) -> bool:
        """Whether ``events`` of ``config`` extend what was narrated (no undo since)."""
        seen = len(self._events)
        return config is self.config and events[:seen] == self._events

    def lines_for(self, events: tuple[HandEvent, ...]) -> list[str]:
        """Every line of the hand through ``events``, which must extend those seen.

        :raises ValueError: if ``events`` does not continue the narrated ones.
        """
        if events[: len(self._events)] != self._events:
            raise ValueError("These events do not continue the narrated hand")
        for event in events[len(self._events) :]:
            self._lines.append(event_line(self.config, self._state, event))
            advance(self._state, event)  # the state is ours alone: no copy per event
        self._events = events
        return list(self._lines)
