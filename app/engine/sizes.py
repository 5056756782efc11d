"""The amounts offered for a bet or raise: the minimum, half the pot, the pot, all-in.

Each function gives a total for the round (what the player bets or raises *to*) that the
engine accepts from the seat to act, or ``None`` when that seat may not bet or raise now.
Fixed limit has a single size, so it offers no pot sizes. Screens and network pads offer
these and never compute an amount themselves.

A pot raise is to twice the bet faced, less the seat's own bet, plus the pot, as PokerKit's
``pot_completion_betting_or_raising_to_amount``: the pot-limit maximum. The pot counts short
or dead blinds in full before the flop (TDA 54, :attr:`HandState.sizing_pot`). A half-pot
raise adds half of that pot-after-calling instead. Sizes are rounded down to the chip unit
and kept between the minimum and the maximum the engine allows.

>>> from app.engine.hand import HandConfig, SeatConfig, replay
>>> seats = tuple(SeatConfig(seat, name, 10_000) for seat, name in enumerate("ABC", 1))
>>> state = replay(HandConfig(seats, button=1, small_blind_seat=2, big_blind_seat=3,
...                           small_blind=50, big_blind=100))
>>> min_to(state), half_pot_to(state), pot_to(state), all_in_to(state)
(200, 225, 350, 10000)
"""

from __future__ import annotations

from app.engine.config import LegalActions, Street
from app.engine.hand import HandState
from app.engine.rules import BettingStructure

__all__ = ["all_in_to", "completes_bet", "half_pot_to", "min_to", "pot_to"]


def min_to(state: HandState) -> int | None:
    """The smallest bet or raise the seat to act may make (its all-in when shorter)."""
    legal = _wagering(state)
    return None if legal is None else legal.min_to


def pot_to(state: HandState) -> int | None:
    """A pot-sized bet or raise, as a total: 2 × the bet faced − own bet + the pot.

    ``None`` in fixed limit or when the seat to act may not bet or raise.
    """
    to_call = _to_call(state)
    if to_call is None:
        return None
    return _offered(state, state.current_bet + state.sizing_pot + to_call)


def half_pot_to(state: HandState) -> int | None:
    """A bet or raise of half the pot (counted after the call), as a total.

    ``None`` in fixed limit or when the seat to act may not bet or raise.
    """
    to_call = _to_call(state)
    if to_call is None:
        return None
    return _offered(state, state.current_bet + (state.sizing_pot + to_call) // 2)


def all_in_to(state: HandState) -> int | None:
    """The seat's total if it pushes all its chips, when it may go all-in now."""
    legal = state.legal_actions()
    if legal is None or not legal.can_all_in:
        return None
    return legal.all_in_to


def completes_bet(state: HandState) -> bool:
    """Whether a bet or raise by the seat to act now completes a short all-in opening bet.

    Fixed limit only: after the flop, an all-in opening bet of less than half the street's
    bet is not a full bet, and bringing it up to the full bet is the bet itself, not a
    raise (RULES.md; :meth:`HandState._is_full`). Before the flop the big blind is the full
    bet, so there is nothing to complete. The console labels such a wager "Complete to".

    >>> from app.engine.hand import HandConfig, SeatConfig, replay
    >>> from app.engine.rules import RuleProfile
    >>> seats = (SeatConfig(1, "A", 200), SeatConfig(2, "B", 200), SeatConfig(3, "C", 200))
    >>> state = replay(HandConfig(seats, button=1, small_blind_seat=2, big_blind_seat=3,
    ...                           small_blind=5, big_blind=10,
    ...                           rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT)))
    >>> completes_bet(state)  # pre-flop the big blind is the bet: this is a raise
    False
    """
    legal = _wagering(state)
    if legal is None or not legal.can_raise:
        return False
    if state.rules.structure is not BettingStructure.FIXED_LIMIT:
        return False
    if state.street is Street.PREFLOP:
        return False
    # No full bet yet this round: every wager so far, the highest included, was less than
    # half a bet (the engine's ``_is_full`` with no full level to count from).
    return 2 * state.current_bet < state.config.bet_size(state.street)


def _wagering(state: HandState) -> LegalActions | None:
    """The legal actions of the seat to act when it may bet or raise, else ``None``."""
    legal = state.legal_actions()
    if legal is None or not (legal.can_bet or legal.can_raise):
        return None
    return legal


def _to_call(state: HandState) -> int | None:
    """What the seat to act must put in to call, when it may size a bet by the pot."""
    legal = _wagering(state)
    if legal is None or state.rules.structure is BettingStructure.FIXED_LIMIT:
        return None
    return state.current_bet - state.bet(legal.seat)


def _offered(state: HandState, target: int) -> int:
    """``target`` rounded down to the chip unit, within what the engine allows."""
    legal = _wagering(state)
    assert legal is not None  # callers checked
    target -= target % state.rules.chip_unit
    return max(legal.min_to, min(legal.max_to, target))
