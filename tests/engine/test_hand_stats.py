"""Player statistics of single hands, as the trackers define each figure."""

from __future__ import annotations

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import replay
from app.engine.hand_stats import HandOutcome, PlayerStats, add_stats, hand_stats, stack_series
from app.engine.rules import BettingStructure, RuleProfile

# Seat 1 button, 2 small blind, 3 big blind, 4 under the gun. Player id = seat * 10.
CONFIG = HandConfig(
    seats=tuple(SeatConfig(s, f"P{s}", 10_000) for s in (1, 2, 3, 4)),
    button=1,
    small_blind_seat=2,
    big_blind_seat=3,
    small_blind=50,
    big_blind=100,
)
PLAYERS = {seat: seat * 10 for seat in (1, 2, 3, 4)}
BOARD = (
    FlopDealt(parse_cards("2c 7d 9h")),
    TurnDealt(parse_cards("Jc")),
    RiverDealt(parse_cards("3s")),
)


def stats(*events: HandEvent, config: HandConfig = CONFIG) -> dict[int, PlayerStats]:
    """Seat number to counters; the outcome worked out by the engine's full replay."""
    result = replay(config, events).result()
    winners = frozenset(PLAYERS[seat] for pot in result.pots for seat in pot.winners)
    net = {PLAYERS[seat.seat]: seat.net for seat in result.seats}
    outcome = HandOutcome(net, winners, sum(pot.pot.amount for pot in result.pots))
    counted = hand_stats(config, events, PLAYERS, outcome)
    return {player // 10: s for player, s in counted.items()}


def test_a_walk_gives_the_big_blind_no_decision_and_no_vpip() -> None:
    result = stats(Folded(4), Folded(1), Folded(2))
    assert result[3].preflop_decisions == 0
    assert result[3].vpip == 0
    assert all(result[s].preflop_decisions == 1 and result[s].vpip == 0 for s in (1, 2, 4))
    assert result[3].hands == 1 and result[3].biggest_pots == (100,)  # 50 came back


def test_a_limp_is_vpip_without_pfr_and_checking_the_big_blind_is_neither() -> None:
    result = stats(
        Folded(4), Folded(1), Called(2), Checked(3), *BOARD[:1], Checked(2), Checked(3),
        BOARD[1], Checked(2), Checked(3), BOARD[2], Checked(2), Checked(3),
        CardsShown(2, parse_cards("As Ad")), CardsShown(3, parse_cards("Ks Kd")),
    )
    assert (result[2].vpip, result[2].pfr) == (1, 0)
    assert (result[3].vpip, result[3].pfr, result[3].preflop_decisions) == (0, 0, 1)
    assert result[2].saw_flop == result[3].saw_flop == 1
    assert result[2].showdowns == result[3].showdowns == 1
    assert (result[2].showdowns_won, result[3].showdowns_won) == (1, 0)
    assert result[2].aggression is None  # no call after the flop: no factor yet


def test_an_open_raise_and_a_three_bet() -> None:
    result = stats(RaisedTo(4, 300), Folded(1), RaisedTo(2, 900), Folded(3), Folded(4))
    assert (result[4].pfr, result[4].three_bet_chances, result[4].three_bets) == (1, 0, 0)
    assert (result[1].three_bet_chances, result[1].three_bets) == (1, 0)
    assert (result[2].three_bet_chances, result[2].three_bets, result[2].pfr) == (1, 1, 1)
    assert result[3].three_bet_chances == 0  # faced two raises: a 4-bet chance, not a 3-bet
    assert result[2].biggest_pots == (700,)  # 600 of the 900 came back uncalled
    assert result[2].saw_flop == 0 and result[2].showdowns == 0


def test_aggression_counts_bets_and_raises_per_call_after_the_flop_only() -> None:
    result = stats(
        Called(4), Folded(1), Called(2), Checked(3), BOARD[0],
        BetPlaced(2, 200), RaisedTo(3, 600), Called(4), Called(2),
        BOARD[1], Checked(2), BetPlaced(3, 1_000), Folded(4), Called(2),
        BOARD[2], Checked(2), Checked(3),
        CardsShown(2, parse_cards("As Ad")), CardsShown(3, parse_cards("Ks Kd")),
    )
    assert (result[2].postflop_aggressive, result[2].postflop_calls) == (1, 2)
    assert result[2].aggression == 0.5
    assert (result[3].postflop_aggressive, result[3].postflop_calls) == (2, 0)
    assert result[3].aggression is None
    assert (result[4].postflop_calls, result[4].saw_flop, result[4].showdowns) == (1, 1, 0)
    assert result[4].wtsd_percent == 0.0


def test_all_ins_count_and_their_results() -> None:
    short = HandConfig(
        seats=(SeatConfig(1, "P1", 10_000), SeatConfig(2, "P2", 10_000),
               SeatConfig(3, "P3", 1_000), SeatConfig(4, "P4", 10_000)),
        button=1, small_blind_seat=2, big_blind_seat=3, small_blind=50, big_blind=100,
    )
    result = stats(
        HoleCardsDealt(3, parse_cards("Ks Kd")),
        WentAllIn(4), Folded(1), Folded(2), WentAllIn(3), *BOARD,
        CardsShown(4, parse_cards("As Ad")), CardsShown(3),
        config=short,
    )
    assert (result[4].all_ins, result[4].all_ins_won) == (1, 1)
    assert (result[3].all_ins, result[3].all_ins_lost) == (1, 1)
    assert result[3].vpip == 1 and result[3].pfr == 0  # all-in for less: a call
    assert result[4].pfr == 1 and result[4].showdowns == 1


def test_counters_add_up_and_keep_the_three_biggest_pots() -> None:
    a = PlayerStats(hands=2, vpip=1, preflop_decisions=2, biggest_pots=(500, 100))
    b = PlayerStats(hands=1, vpip=1, preflop_decisions=1, biggest_pots=(900, 300))
    total = a + b
    assert (total.hands, total.vpip, total.preflop_decisions) == (3, 2, 3)
    assert total.biggest_pots == (900, 500, 300)
    assert total.vpip_percent == 66.7
    night = add_stats({}, {7: a})
    assert add_stats(night, {7: b, 8: b})[7] == total


def test_stack_series_follows_each_player_hand_by_hand() -> None:
    later = HandConfig(
        seats=(SeatConfig(1, "P1", 9_000), SeatConfig(3, "P3", 11_000)),
        button=1, small_blind_seat=1, big_blind_seat=3, small_blind=50, big_blind=100,
    )
    series = stack_series([(1, CONFIG, PLAYERS), (2, later, {1: 10, 3: 30})])
    assert series[10] == [(1, 10_000), (2, 9_000)]
    assert series[20] == [(1, 10_000)]


def test_a_draw_game_counts_the_first_draw_as_the_flop() -> None:
    """Triple draw: VPIP, PFR and 3-bets before the first draw; aggression after it, each
    draw opening a round as a board card does; WTSD over the hands that saw the first
    draw. Ann raises and bets twice after the draws; Bob calls three times and bets once;
    Cat folds the big blind."""
    config = HandConfig(
        seats=(SeatConfig(1, "Ann", 1000), SeatConfig(2, "Bob", 1000), SeatConfig(3, "Cat", 1000)),
        button=1, small_blind_seat=2, big_blind_seat=3, small_blind=10, big_blind=20,
        small_bet=20, big_bet=40, rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
        game=Game.TRIPLE_DRAW,
    )  # fmt: skip
    events: list[HandEvent] = [
        RaisedTo(1, 40), Called(2), Folded(3),
        Drew(2, 0), Drew(1, 2), BetPlaced(2, 20), Called(1),
        Drew(2, 0), Drew(1, 1), Checked(2), BetPlaced(1, 40), Called(2),
        Drew(2, 0), Drew(1, 0), Checked(2), BetPlaced(1, 40), Called(2),
        CardsShown(1, parse_cards("7d 5c 4h 3c 2d")), CardsShown(2, parse_cards("8h 6s 5d 4c 2s")),
    ]  # fmt: skip
    state = replay(config, events)
    players = {1: 10, 2: 20, 3: 30}
    outcome = HandOutcome({10: 300 - 140, 20: -140, 30: -20}, frozenset({10}), 300)
    stats = hand_stats(config, state.events, players, outcome)
    ann, bob, cat = stats[10], stats[20], stats[30]
    assert (ann.vpip, ann.pfr, ann.postflop_aggressive, ann.postflop_calls) == (1, 1, 2, 1)
    assert (bob.vpip, bob.pfr, bob.postflop_aggressive, bob.postflop_calls) == (1, 0, 1, 2)
    assert (ann.saw_flop, ann.showdowns, ann.showdowns_won) == (1, 1, 1)
    assert (bob.saw_flop, bob.showdowns, bob.showdowns_won) == (1, 1, 0)
    assert (cat.vpip, cat.preflop_decisions, cat.saw_flop) == (0, 1, 0)
