"""The made hands of each game at showdown: the high, and the low where pots split."""

from __future__ import annotations

from app.engine.cards import Card, HandValue, evaluate_distinct
from app.engine.draw_values import DrawValue, badugi, deuce_to_seven
from app.engine.games import Game
from app.engine.omaha import LowValue, omaha_high, omaha_low
from app.engine.short_deck import short_deck_high

MadeHand = HandValue | DrawValue
"""What wins a pot: a high hand, or a draw game's hand (ranked low, same ``strength``)."""


def high_value(game: Game, hole: tuple[Card, ...], board: tuple[Card, ...]) -> MadeHand:
    """The best hand of ``game`` from a player's hole cards and the full board (none in a
    draw game, where the lowest hand is the best): the one that wins the pot, or its
    high half.

    The hand engine checks every card against the table as it is dealt, so the cards are
    distinct here.

    :raises CardError: if the counts of cards do not fit the game.
    """
    if game is Game.HOLDEM:
        return evaluate_distinct((*hole, *board))
    if game is Game.SHORT_DECK:
        return short_deck_high(hole, board)
    if game is Game.BADUGI:
        return badugi(hole)
    if game.is_draw:
        return deuce_to_seven(hole)
    return omaha_high(hole, board)


def low_value(game: Game, hole: tuple[Card, ...], board: tuple[Card, ...]) -> LowValue | None:
    """The best qualifying low of a hi-lo game, ``None`` without one (or in a high game)."""
    if not game.hi_lo:
        return None
    return omaha_low(hole, board)
