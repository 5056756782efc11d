"""A big room on the TV: with more hands in play than take turns, the biggest pots do."""

from __future__ import annotations

from app.engine.clock import ClockStarted
from app.engine.director import next_hand_event
from app.engine.events import WentAllIn
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import TournamentState, apply_event, new_tournament, setup_from_preset
from app.engine.tournament_events import (
    HandActed,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
    TournamentEvent,
)
from app.present.view_model import FEATURED_HANDS, HAND_ROTATION_SECONDS, build_display_model

TABLES = 6


def record(state: TournamentState, *events: TournamentEvent) -> TournamentState:
    for event in events:
        state = apply_event(state, event)
    return state


def six_heads_up_tables() -> TournamentState:
    """Two players at each of six tables, a hand dealt at every one."""
    state = new_tournament(setup_from_preset(HOME_STANDARD))
    for table in range(1, TABLES + 1):
        first = 2 * table - 1
        state = record(
            state,
            TableOpened(table, 9),
            PlayerRegistered(first, f"Player {first}"),
            PlayerSeated(first, table, 1),
            PlayerRegistered(first + 1, f"Player {first + 1}"),
            PlayerSeated(first + 1, table, 2),
        )
    state = record(state, ClockStarted(0.0))
    for table in range(1, TABLES + 1):
        state = record(state, next_hand_event(state, table, 0.0))
    return state


def shove(state: TournamentState, table: int) -> TournamentState:
    """The player to act at ``table`` goes all in: the biggest pot in the room."""
    live = state.table(table)
    assert live.hand is not None and live.hand_state is not None
    seat = live.hand_state.to_act
    assert seat is not None
    return record(state, HandActed(table, live.hand.number, WentAllIn(seat)))


def featured_at(state: TournamentState, now: float) -> int:
    model = build_display_model(state, state.clock(now), now)
    assert model.featured_hand is not None
    assert len(model.hands) == TABLES  # every hand is still listed
    return model.featured_hand.table


def test_the_biggest_pots_take_turns_when_more_hands_play() -> None:
    assert TABLES > FEATURED_HANDS
    state = shove(shove(six_heads_up_tables(), 5), 2)
    turns = [featured_at(state, n * HAND_ROTATION_SECONDS) for n in range(2 * FEATURED_HANDS)]
    # Tables 2 and 5 hold the most chips; of the equal others, the lower tables come first.
    assert turns == [1, 2, 3, 5, 1, 2, 3, 5]
