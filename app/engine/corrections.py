"""Correcting a finished hand's showdown: the same betting, pots given to other winners.

A dealer finds out after the chips were pushed that a pot went to the wrong player (a
hand misread, cards entered wrong). The betting stays as recorded; what was shown,
mucked and awarded at showdown is taken back, and each pot goes to the winners chosen now.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.config import HandConfig, Street
from app.engine.errors import IllegalAction
from app.engine.events import CardsMucked, CardsShown, HandEvent, PotAwarded
from app.engine.hand import HandState, replay
from app.engine.wording import translate

SHOWDOWN_EVENTS = (CardsShown, CardsMucked, PotAwarded)
"""What a re-award takes back: everything said at showdown."""


def before_showdown(config: HandConfig, events: Sequence[HandEvent]) -> HandState:
    """The hand replayed without its showdown: every pot waiting for a winner.

    :raises IllegalAction: if the hand never reached a showdown (everyone else folded).
    """
    kept = tuple(event for event in events if not isinstance(event, SHOWDOWN_EVENTS))
    state = replay(config, kept)
    if state.street is not Street.SHOWDOWN:
        raise IllegalAction(
            translate(
                "Corrections",
                "This hand was won without a showdown; there is no pot to give to someone "
                "else (void the hand if it was dealt wrong)",
            )
        )
    return state


def reawarded(
    config: HandConfig, events: Sequence[HandEvent], winners: Sequence[Sequence[int]]
) -> tuple[HandEvent, ...]:
    """The hand's events with its pots given to ``winners`` (seats, one list per pot).

    :raises IllegalAction: as :func:`before_showdown`, or the engine's message when a
        pot is given to a seat that cannot win it or the lists do not match the pots.
    """
    state = before_showdown(config, events)
    if len(winners) != len(state.pots):
        raise IllegalAction(
            translate("Corrections", "Choose the winners of each of the {pots} pots, not {count}")
            .format(pots=len(state.pots), count=len(winners))
        )
    for pot, seats in zip(state.pots, winners, strict=True):
        if state.pot_winners(pot.index) is None:
            state = state.apply(PotAwarded(pot.index, tuple(sorted(seats))))
    return state.events
