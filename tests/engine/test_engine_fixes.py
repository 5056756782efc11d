"""Regressions for rules fixed after review, with concrete chip numbers."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.errors import CardError
from app.engine.events import Called, RaisedTo, WentAllIn
from app.engine.hand import replay


def test_covered_short_big_blind_heads_up_needs_no_call() -> None:
    # Button (small blind 500) covers a big blind all-in for 300: nothing left to decide.
    config = HandConfig(
        seats=(SeatConfig(1, "Ann", 10_000), SeatConfig(2, "Bob", 300)),
        button=1, small_blind_seat=1, big_blind_seat=2, small_blind=500, big_blind=1_000,
    )
    state = replay(config)
    assert state.to_act is None
    assert state.awaiting_board is Street.FLOP
    assert state.returned == ((1, 200),)
    assert [(p.amount, p.eligible) for p in state.pots] == [(600, (1, 2))]


def test_short_big_blind_with_a_live_player_still_costs_the_full_blind() -> None:
    config = HandConfig(
        seats=(SeatConfig(1, "Ann", 10_000), SeatConfig(2, "Bob", 10_000),
               SeatConfig(3, "Cy", 300)),
        button=1, small_blind_seat=2, big_blind_seat=3, small_blind=500, big_blind=1_000,
    )
    state = replay(config)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1 and legal.call_amount == 1_000


def test_players_yet_to_act_are_eligible_for_live_pots() -> None:
    config = HandConfig(
        seats=tuple(SeatConfig(n, f"P{n}", 10_000 if n != 4 else 700) for n in (1, 2, 3, 4)),
        button=1, small_blind_seat=2, big_blind_seat=3, small_blind=50, big_blind=100,
    )
    state = replay(config, [WentAllIn(4)])
    assert [(p.amount, p.eligible) for p in state.pots] == [(850, (1, 2, 3, 4))]
    state = replay(config, [WentAllIn(4), RaisedTo(1, 2_000), Called(2), Called(3)])
    assert [(p.amount, p.eligible) for p in state.pots] == [
        (2_800, (1, 2, 3, 4)),
        (3_900, (1, 2, 3)),
    ]


def test_stray_characters_between_cards_are_refused() -> None:
    with pytest.raises(CardError, match="'1' is not a card"):
        parse_cards("Ah 1 0d")
    assert [str(c) for c in parse_cards("Ah 10d")] == ["Ah", "Td"]
