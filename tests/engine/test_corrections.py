"""Re-awarding a finished hand: same betting, pots to the winners chosen now."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.corrections import before_showdown, reawarded
from app.engine.errors import IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import replay
from tests.engine.test_betting import table

# Seat 1 short (1,000), seats 2 and 3 deep: one main pot and one side pot at showdown.
CONFIG = table({1: 1_000, 2: 5_000, 3: 5_000}, button=1, sb=2, bb=3)
BOARD = (FlopDealt(), TurnDealt(), RiverDealt())


def all_in_hand() -> tuple[HandEvent, ...]:
    """Seat 1 all-in for 1,000, both call; 1,000 more each on the flop (a side pot of
    2,000), then checked down without board cards; cards shown; seat 1 and seat 3 win."""
    betting: tuple[HandEvent, ...] = (WentAllIn(1), Called(2), Called(3))
    checks: tuple[HandEvent, ...] = (FlopDealt(), BetPlaced(2, 1_000), Called(3))
    for street in BOARD[1:]:
        checks += (street, Checked(2), Checked(3))
    showdown = (
        CardsShown(2, parse_cards("2c 7d")), CardsShown(3, parse_cards("3c 8d")),
        CardsShown(1, parse_cards("As Ad")), PotAwarded(0, (1,)), PotAwarded(1, (3,)),
    )
    return betting + checks + showdown


def test_reaward_keeps_the_betting_and_moves_the_pots() -> None:
    events = all_in_hand()
    original = replay(CONFIG, events)
    assert original.is_complete
    corrected = replay(CONFIG, reawarded(CONFIG, events, [(2,), (2, 3)]))
    assert corrected.is_complete
    assert [pot.amount for pot in corrected.pots] == [3_000, 2_000]
    net = {seat.seat: seat.net for seat in corrected.result().seats}
    # Main pot 3,000 to seat 2; the side pot of 2,000 split between seats 2 and 3.
    assert net == {1: -1_000, 2: 2_000, 3: -1_000}
    assert sum(net.values()) == 0
    assert not any(isinstance(e, CardsShown) for e in corrected.events)


def test_a_hand_won_by_folds_has_no_showdown_to_correct() -> None:
    events = (Folded(1), Folded(2))
    with pytest.raises(IllegalAction, match="won without a showdown"):
        before_showdown(CONFIG, events)


def test_winners_are_checked_by_the_engine() -> None:
    events = (
        Folded(1), Called(2), Checked(3),
        *[e for s in BOARD for e in (s, Checked(2), Checked(3))],
    )
    with pytest.raises(IllegalAction, match="Seat 1 cannot win"):
        reawarded(CONFIG, events, [(1,)])
    with pytest.raises(IllegalAction, match="each of the 1 pots, not 2"):
        reawarded(CONFIG, events, [(2,), (3,)])

