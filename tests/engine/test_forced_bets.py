"""Forced bets: antes (classic and big-blind), blinds, dead and short blinds, heads-up."""

from __future__ import annotations

import pytest

from app.engine.errors import ConfigError
from app.engine.events import Called, Checked, FlopDealt, Folded
from app.engine.hand import ForcedBet, HandConfig, HandState, SeatConfig, Street, replay
from app.engine.rules import AnteMode, BettingStructure, RuleProfile

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan", 5: "Eve", 6: "Fay", 7: "Gus", 8: "Hal", 9: "Ivy"}


def table(
    stacks: dict[int, int],
    *,
    button: int,
    sb: int | None,
    bb: int,
    small_blind: int = 500,
    big_blind: int = 1000,
    ante: int = 0,
    ante_mode: AnteMode | None = None,
    structure: BettingStructure = BettingStructure.NO_LIMIT,
) -> HandConfig:
    if ante_mode is None:
        ante_mode = AnteMode.CLASSIC if ante else AnteMode.NONE
    return HandConfig(
        seats=tuple(SeatConfig(seat, NAMES[seat], stacks[seat]) for seat in sorted(stacks)),
        button=button,
        small_blind_seat=sb,
        big_blind_seat=bb,
        small_blind=small_blind,
        big_blind=big_blind,
        ante=ante,
        rules=RuleProfile(structure=structure, ante_mode=ante_mode),
    )


def stacks_of(state: HandState, seats: list[int]) -> dict[int, int]:
    return {seat: state.stack(seat) for seat in seats}


# ----- classic antes ---------------------------------------------------------------------


def test_seed_000_preset_every_dealt_player_posts_the_ante() -> None:
    config = table(
        {1: 20000, 2: 20000, 3: 20000, 4: 20000, 5: 20000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config)
    assert [(f.seat, f.kind, f.amount) for f in state.forced_bets] == [
        (1, "ante", 250),
        (2, "ante", 250),
        (3, "ante", 250),
        (4, "ante", 250),
        (5, "ante", 250),
        (2, "small blind", 500),
        (3, "big blind", 1000),
    ]
    assert not any(f.all_in for f in state.forced_bets)
    assert state.pot_total == 5 * 250 + 500 + 1000
    assert stacks_of(state, [1, 2, 3, 4, 5]) == {
        1: 19750, 2: 19250, 3: 18750, 4: 19750, 5: 19750,
    }
    assert [state.ante_paid(s) for s in (1, 2, 3, 4, 5)] == [250] * 5
    assert [state.bet(s) for s in (1, 2, 3, 4, 5)] == [0, 500, 1000, 0, 0]
    assert [state.contributed(s) for s in (1, 2, 3, 4, 5)] == [250, 750, 1250, 250, 250]
    assert state.current_bet == 1000
    assert state.to_act == 4
    assert state.street is Street.PREFLOP


def test_classic_ante_short_stack_pays_ante_first() -> None:
    config = table(
        {1: 10000, 2: 300, 3: 900, 4: 200},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config)
    assert state.forced_bets == (
        ForcedBet(1, "ante", 250, False),
        ForcedBet(2, "ante", 250, False),
        ForcedBet(3, "ante", 250, False),
        ForcedBet(4, "ante", 200, True),
        ForcedBet(2, "small blind", 50, True),
        ForcedBet(3, "big blind", 650, True),
    )
    assert state.ante_paid(4) == 200
    assert state.bet(4) == 0
    assert state.bet(2) == 50
    assert state.bet(3) == 650
    assert all(state.is_all_in(s) for s in (2, 3, 4))
    assert state.pot_total == 250 + 300 + 900 + 200


def test_classic_ante_takes_whole_stack_so_no_blind_is_posted() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 200},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config)
    assert [(f.seat, f.kind, f.amount, f.all_in) for f in state.forced_bets] == [
        (1, "ante", 250, False),
        (2, "ante", 250, False),
        (3, "ante", 200, True),
        (2, "small blind", 500, False),
    ]
    assert state.bet(3) == 0
    # the big blind still sets the stakes: 1,000 to call for the button
    assert state.current_bet == 1000
    assert state.legal_actions().call_amount == 1000  # type: ignore[union-attr]


def test_partial_ante_all_in_layers_the_pots() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 100},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config, [Called(1), Called(2), Checked(3)])
    pots = state.pots
    assert [(p.amount, p.eligible) for p in pots] == [
        (400, (1, 2, 3, 4)),
        (3 * 1150, (1, 2, 3)),
    ]
    assert state.pot_total == 400 + 3450


# ----- big-blind ante --------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 9])
def test_big_blind_ante_posts_one_full_ante_whatever_the_table_size(players: int) -> None:
    stacks = {seat: 50000 for seat in range(1, players + 1)}
    button, sb, bb = (1, 1, 2) if players == 2 else (1, 2, 3)
    config = table(
        stacks, button=button, sb=sb, bb=bb, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config)
    antes = [f for f in state.forced_bets if f.kind == "ante"]
    assert antes == [ForcedBet(bb, "ante", 1000, False)]
    assert state.ante_paid(bb) == 1000
    assert state.bet(bb) == 1000
    assert state.stack(bb) == 48000
    assert all(state.ante_paid(s) == 0 for s in stacks if s != bb)
    assert state.pot_total == 500 + 1000 + 1000


def test_big_blind_ante_order_is_blind_then_ante() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    kinds = [(f.seat, f.kind) for f in replay(config).forced_bets]
    assert kinds == [(2, "small blind"), (3, "big blind"), (3, "ante")]


def test_big_blind_ante_short_stack_covers_blind_first() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 1500},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config)
    assert state.forced_bets == (
        ForcedBet(2, "small blind", 500, False),
        ForcedBet(3, "big blind", 1000, False),
        ForcedBet(3, "ante", 500, True),
    )
    assert state.bet(3) == 1000
    assert state.ante_paid(3) == 500
    assert state.is_all_in(3)


def test_big_blind_ante_stack_below_blind_posts_no_ante() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 800},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config)
    assert state.forced_bets == (
        ForcedBet(2, "small blind", 500, False),
        ForcedBet(3, "big blind", 800, True),
    )
    assert state.ante_paid(3) == 0
    assert state.current_bet == 1000


def test_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config, [Called(1), Called(2), Checked(3)])
    assert [(p.amount, p.eligible) for p in state.pots] == [(4000, (1, 2, 3))]
    assert state.returned == ()


def test_big_blind_ante_everyone_folds_to_big_blind() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config, [Folded(1), Folded(2)])
    assert state.is_complete
    result = state.result()
    assert result.returned == ((3, 500),)
    assert result.final_stacks() == {1: 10000, 2: 9500, 3: 10500}
    assert [(p.pot.amount, p.winners) for p in result.pots] == [(2000, (3,))]


# ----- antes are dead money --------------------------------------------------------------


def test_antes_never_count_toward_calling() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config)
    legal = state.legal_actions()
    assert legal is not None
    assert legal.seat == 4
    assert legal.call_amount == 1000  # the 250 ante is not part of the bet
    state = state.call(4)
    assert state.bet(4) == 1000
    assert state.contributed(4) == 1250
    assert state.stack(4) == 8750
    state = state.call(1)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2
    assert legal.call_amount == 500  # the small blind completes 500, not 250
    state = state.call(2)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3
    assert legal.can_check and legal.call_amount == 0


def test_antes_never_count_toward_raising() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config)
    legal = state.legal_actions()
    assert legal is not None
    assert legal.min_to == 2000
    assert legal.all_in_to == 9750
    assert not state.can_raise(4, 1999)
    state = state.raise_to(4, 2000)
    assert state.current_bet == 2000
    assert state.bet(4) == 2000
    assert state.stack(4) == 7750


def test_classic_antes_everyone_folds_uncalled_blind_returned() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000, ante=250,
    )
    state = replay(config, [Folded(4), Folded(1), Folded(2)])
    assert state.is_complete
    result = state.result()
    assert result.returned == ((3, 500),)
    assert result.final_stacks() == {1: 9750, 2: 9250, 3: 11250, 4: 9750}
    assert sum(result.final_stacks().values()) == 40000


# ----- dead small blind ------------------------------------------------------------------


def test_dead_small_blind_nobody_posts_it() -> None:
    config = table(
        {1: 10000, 3: 10000, 5: 10000, 7: 10000},
        button=1, sb=None, bb=3, small_blind=500, big_blind=1000, ante=100,
    )
    state = replay(config)
    assert [(f.seat, f.kind, f.amount) for f in state.forced_bets] == [
        (1, "ante", 100),
        (3, "ante", 100),
        (5, "ante", 100),
        (7, "ante", 100),
        (3, "big blind", 1000),
    ]
    assert state.pot_total == 1400
    assert state.to_act == 5


def test_dead_small_blind_action_and_flop_order() -> None:
    config = table(
        {1: 10000, 3: 10000, 5: 10000, 7: 10000},
        button=1, sb=None, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config, [Called(5), Called(7), Called(1)])
    assert state.to_act == 3  # the big blind has the option
    state = state.check(3)
    assert state.awaiting_board is Street.FLOP
    state = state.apply(FlopDealt())
    assert state.to_act == 3  # first live seat left of the button (seat 2 is empty)
    assert state.pot_total == 4000


# ----- short blinds ----------------------------------------------------------------------


def test_short_small_blind_is_all_in_and_others_call_the_full_big_blind() -> None:
    config = table(
        {1: 10000, 2: 300, 3: 10000, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config)
    assert state.forced_bets[0] == ForcedBet(2, "small blind", 300, True)
    assert state.legal_actions().call_amount == 1000  # type: ignore[union-attr]
    state = state.call(4).call(1)
    assert state.to_act == 3  # seat 2 is all-in and is skipped
    state = state.check(3)
    assert [(p.amount, p.eligible) for p in state.pots] == [
        (1200, (1, 2, 3, 4)),
        (2100, (1, 3, 4)),
    ]


def test_short_big_blind_does_not_lower_the_stakes() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 600, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config)
    assert state.forced_bets[-1] == ForcedBet(3, "big blind", 600, True)
    assert state.current_bet == 1000
    legal = state.legal_actions()
    assert legal is not None
    assert legal.seat == 4
    assert legal.call_amount == 1000
    assert legal.min_to == 2000  # raises are sized from the full big blind
    assert not state.can_raise(4, 1600)
    assert not state.can_raise(4, 1999)
    assert state.can_raise(4, 2000)
    state = state.call(4)
    assert state.bet(4) == 1000
    state = state.call(1).call(2)
    assert state.to_act is None  # the all-in big blind has no option
    assert [(p.amount, p.eligible) for p in state.pots] == [
        (2400, (1, 2, 3, 4)),
        (1200, (1, 2, 4)),
    ]


def test_short_big_blind_everyone_folds_returns_the_excess() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 600, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config, [Folded(4), Folded(1), Folded(2)])
    assert state.is_complete
    result = state.result()
    assert result.returned == ((3, 100),)  # 600 against the small blind's 500
    assert result.final_stacks() == {1: 10000, 2: 9500, 3: 1100, 4: 10000}


def test_short_big_blind_called_by_one_excess_returned_to_caller() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 600, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config, [Called(4), Folded(1), Folded(2)])
    assert state.to_act is None
    assert state.returned == ((4, 400),)
    assert state.stack(4) == 9400
    assert [(p.amount, p.eligible) for p in state.pots] == [(1700, (3, 4))]


def test_short_big_blind_raise_sizes_from_full_blind_after_a_raise() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 600, 4: 10000},
        button=1, sb=2, bb=3, small_blind=500, big_blind=1000,
    )
    state = replay(config).raise_to(4, 3000)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 1
    assert legal.min_to == 5000


# ----- heads-up --------------------------------------------------------------------------


def test_heads_up_button_posts_small_blind_acts_first_preflop_last_after() -> None:
    config = table(
        {3: 10000, 7: 10000}, button=3, sb=3, bb=7, small_blind=500, big_blind=1000,
    )
    state = replay(config)
    assert [(f.seat, f.kind, f.amount) for f in state.forced_bets] == [
        (3, "small blind", 500),
        (7, "big blind", 1000),
    ]
    assert state.to_act == 3
    assert state.legal_actions().call_amount == 500  # type: ignore[union-attr]
    state = state.call(3)
    assert state.to_act == 7  # the big blind's option
    state = state.check(7).apply(FlopDealt())
    assert state.to_act == 7  # big blind first after the flop
    state = state.check(7)
    assert state.to_act == 3  # button acts last
    state = state.check(3)
    assert state.awaiting_board is Street.TURN


def test_heads_up_button_seat_higher_than_big_blind() -> None:
    config = table({2: 5000, 8: 5000}, button=8, sb=8, bb=2, small_blind=50, big_blind=100)
    state = replay(config)
    assert state.to_act == 8
    state = state.raise_to(8, 300).call(2).apply(FlopDealt())
    assert state.to_act == 2
    assert state.pot_total == 600


def test_heads_up_with_big_blind_ante() -> None:
    config = table(
        {1: 10000, 2: 10000}, button=1, sb=1, bb=2, small_blind=500, big_blind=1000,
        ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config)
    assert state.pot_total == 2500
    assert state.stack(1) == 9500
    assert state.stack(2) == 8000
    assert state.to_act == 1


def test_everyone_all_in_from_the_blinds_goes_straight_to_the_board() -> None:
    config = table({1: 400, 2: 700}, button=1, sb=1, bb=2, small_blind=500, big_blind=1000)
    state = replay(config)
    assert state.to_act is None
    assert state.betting_over
    assert state.awaiting_board is Street.FLOP
    assert state.returned == ((2, 300),)
    assert [(p.amount, p.eligible) for p in state.pots] == [(800, (1, 2))]


# ----- configuration checks on forced bets -----------------------------------------------


def test_ante_without_ante_mode_is_refused() -> None:
    with pytest.raises(ConfigError, match="An ante is set but the rule profile has no antes"):
        table({1: 1000, 2: 1000}, button=1, sb=1, bb=2, ante=100, ante_mode=AnteMode.NONE)


def test_small_blind_above_big_blind_is_refused() -> None:
    with pytest.raises(ConfigError, match="small blind must be between 0 and the big blind"):
        table({1: 1000, 2: 1000}, button=1, sb=1, bb=2, small_blind=200, big_blind=100)


def test_same_seat_for_both_blinds_is_refused() -> None:
    with pytest.raises(ConfigError, match="cannot be the same seat"):
        table({1: 1000, 2: 1000, 3: 1000}, button=1, sb=2, bb=2)


def test_blind_seat_must_be_dealt_in() -> None:
    with pytest.raises(ConfigError, match="big blind seat 5 is not dealt in"):
        table({1: 1000, 2: 1000, 3: 1000}, button=1, sb=2, bb=5)
