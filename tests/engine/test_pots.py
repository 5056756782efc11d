"""Pots and payouts: uncalled chips, side pots, splits and odd chips, showdown, awarding."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine.cards import parse_cards
from app.engine.errors import IllegalAction
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
from app.engine.hand import HandConfig, HandState, SeatConfig, Street, replay
from app.engine.pots import Pot, build_pots, clockwise_from, split_pot, uncalled_bet
from app.engine.rules import AnteMode, BettingStructure, RuleProfile

NAMES = {1: "Ann", 2: "Bob", 3: "Cat", 4: "Dan", 5: "Eve", 6: "Fay", 7: "Gus", 8: "Hal", 9: "Ivy"}


def table(
    stacks: dict[int, int],
    *,
    button: int,
    sb: int | None,
    bb: int,
    small_blind: int = 50,
    big_blind: int = 100,
    ante: int = 0,
    ante_mode: AnteMode | None = None,
    chip_unit: int = 1,
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
        rules=RuleProfile(
            structure=BettingStructure.NO_LIMIT, ante_mode=ante_mode, chip_unit=chip_unit
        ),
    )


def board(flop: str, turn: str, river: str) -> list[HandEvent]:
    return [FlopDealt(parse_cards(flop)), TurnDealt(parse_cards(turn)),
            RiverDealt(parse_cards(river))]


def show_all(state: HandState, hands: dict[int, str]) -> HandState:
    for seat in state.showdown_order:
        state = state.apply(CardsShown(seat, parse_cards(hands[seat])))
    return state


def layers(state: HandState) -> list[tuple[int, tuple[int, ...]]]:
    return [(p.amount, p.eligible) for p in state.pots]


# ----- uncalled chips --------------------------------------------------------------------


def test_uncalled_raise_is_returned_when_everyone_folds() -> None:
    config = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, button=1, sb=2, bb=3)
    state = replay(config, [RaisedTo(4, 1200), Folded(1), Folded(2), Folded(3)])
    result = state.result()
    assert result.returned == ((4, 1100),)
    assert [(p.pot.amount, p.winners, p.shares) for p in result.pots] == [
        (250, (4,), ((4, 250),)),
    ]
    assert result.final_stacks() == {1: 5000, 2: 4950, 3: 4900, 4: 5150}
    assert result.winnings() == {1: 0, 2: -50, 3: -100, 4: 150}
    assert result.push_instructions() == (
        "Return 1,100 uncalled to Dan",
        "Main pot: 250 to Dan",
    )


def test_uncalled_bet_on_the_river_is_returned() -> None:
    config = table({1: 5000, 2: 5000}, button=1, sb=1, bb=2)
    events: list[HandEvent] = [Called(1), Checked(2), FlopDealt(), Checked(2), Checked(1),
                               TurnDealt(), Checked(2), Checked(1), RiverDealt(),
                               BetPlaced(2, 750), Folded(1)]
    result = replay(config, events).result()
    assert result.returned == ((2, 750),)
    assert result.final_stacks() == {1: 4900, 2: 5100}


def test_all_in_for_more_than_the_caller_has_is_returned_before_pots() -> None:
    config = table({1: 5000, 2: 3000}, button=1, sb=1, bb=2)
    state = replay(config, [WentAllIn(1), Called(2)])
    assert state.returned == ((1, 2000),)
    assert state.stack(1) == 2000
    assert layers(state) == [(6000, (1, 2))]
    state = replay(config, [*state.events, HoleCardsDealt(1, parse_cards("Ah Ad")),
                            HoleCardsDealt(2, parse_cards("Kh Kd")),
                            *board("2c 7s 9d", "3h", "4c")])
    state = state.apply(CardsShown(1)).apply(CardsShown(2))
    assert state.is_complete
    result = state.result()
    assert result.push_instructions() == (
        "Return 2,000 uncalled to Ann",
        "Main pot: 6,000 to Ann (Pair of Aces, kickers Nine, Seven, Four)",
    )
    assert result.final_stacks() == {1: 8000, 2: 0}


def test_uncalled_bet_helper() -> None:
    assert uncalled_bet({1: 3000, 2: 1000, 3: 500}) == (1, 2000)
    assert uncalled_bet({1: 1000, 2: 1000}) is None
    assert uncalled_bet({}) is None
    assert uncalled_bet({4: 700}) == (4, 700)


CHIPS = st.dictionaries(st.integers(1, 10), st.integers(0, 5000), max_size=10)


@given(live=CHIPS)
def test_uncalled_bet_is_the_top_amount_above_the_second(live: dict[int, int]) -> None:
    # The definition, by sorting seats on their amounts (uncalled_bet sorts amounts only).
    ranked = sorted(live.items(), key=lambda item: item[1], reverse=True)
    second = ranked[1][1] if len(ranked) > 1 else 0
    expected = None
    if ranked and ranked[0][1] > second:
        expected = (ranked[0][0], ranked[0][1] - second)
    assert uncalled_bet(live) == expected


# ----- main and side pots ----------------------------------------------------------------


FOUR_WAY = {1: 3000, 2: 8000, 3: 1500, 4: 6000}


def four_way_all_in() -> HandState:
    """Classic ante 100, blinds 200/400; three all-ins at 1,500, 3,000 and 6,000."""
    config = table(FOUR_WAY, button=1, sb=2, bb=3, small_blind=200, big_blind=400, ante=100)
    return replay(config, [RaisedTo(4, 1200), WentAllIn(1), WentAllIn(2), WentAllIn(3),
                           Called(4)])


def test_side_pots_at_several_all_in_levels() -> None:
    state = four_way_all_in()
    assert state.returned == ((2, 2000),)
    assert layers(state) == [
        (6000, (1, 2, 3, 4)),  # 1,500 from each
        (4500, (1, 2, 4)),  # 1,500 more from seats 1, 2, 4
        (6000, (2, 4)),  # 3,000 more from seats 2 and 4
    ]
    assert [p.name for p in state.pots] == ["Main pot", "Side pot 1", "Side pot 2"]
    assert state.pot_total == 16500
    assert sum(p.amount for p in state.pots) == state.pot_total


def test_side_pots_awarded_separately_and_paid_before_main() -> None:
    state = four_way_all_in()
    state = replay(state.config, [*state.events, *board("2c 7h 9d", "3c", "4h")])
    assert state.street is Street.SHOWDOWN
    assert state.showdown_order == (2, 3, 4, 1)  # all-in: everyone tables, from the button
    state = show_all(state, {1: "As Ad", 2: "Ks Kd", 3: "Qs Qd", 4: "Js Jd"})
    assert state.is_complete
    result = state.result()
    assert [(p.pot.index, p.winners) for p in result.pots] == [(0, (1,)), (1, (1,)), (2, (2,))]
    assert result.push_instructions() == (
        "Return 2,000 uncalled to Bob",
        "Side pot 2: 6,000 to Bob (Pair of Kings, kickers Nine, Seven, Four)",
        "Side pot 1: 4,500 to Ann (Pair of Aces, kickers Nine, Seven, Four)",
        "Main pot: 6,000 to Ann (Pair of Aces, kickers Nine, Seven, Four)",
    )
    assert result.final_stacks() == {1: 10500, 2: 8000, 3: 0, 4: 0}
    assert sum(result.final_stacks().values()) == sum(FOUR_WAY.values())


def test_shortest_stack_wins_main_pot_only() -> None:
    state = four_way_all_in()
    state = replay(state.config, [*state.events, *board("2c 7h 9d", "3c", "4h")])
    state = show_all(state, {1: "Ks Kd", 2: "Js Jd", 3: "As Ad", 4: "Qs Qd"})
    result = state.result()
    assert [(p.pot.index, p.winners) for p in result.pots] == [(0, (3,)), (1, (1,)), (2, (4,))]
    assert result.final_stacks() == {1: 4500, 2: 2000, 3: 6000, 4: 6000}


def test_folded_chips_stay_in_the_layers_they_reached() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 500}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [WentAllIn(4), RaisedTo(1, 2000), Called(2), Folded(3),
                               FlopDealt(), BetPlaced(2, 1000), Called(1), TurnDealt(),
                               BetPlaced(2, 3000), Folded(1)]
    state = replay(config, events)
    # seat 1 put in 3,000 and folded: its chips stay in both pots, it can win neither
    assert state.returned == ((2, 3000),)
    assert layers(state) == [
        (500 * 3 + 100, (2, 4)),  # seat 3's folded big blind is in the main pot
        (1500 * 2 + 1000 * 2, (2,)),
    ]
    assert state.street is Street.TURN
    assert state.awaiting_board is Street.RIVER


def test_folded_player_who_matched_the_top_bet_is_eligible_for_no_pot() -> None:
    config = table({1: 10000, 2: 10000, 3: 10000, 4: 600}, button=1, sb=2, bb=3)
    state = replay(config, [WentAllIn(4), RaisedTo(1, 3000), RaisedTo(2, 8000), Folded(3),
                            Folded(1)])
    assert state.returned == ((2, 5000),)
    assert layers(state) == [(600 * 3 + 100, (2, 4)), (2400 * 2, (2,))]
    assert state.betting_over


def test_pots_are_live_between_streets() -> None:
    config = table({1: 10000, 2: 2000, 3: 10000, 4: 700}, button=1, sb=2, bb=3)
    state = replay(config, [WentAllIn(4), Called(1), Called(2), Called(3)])
    assert state.street is Street.PREFLOP and state.to_act is None
    assert layers(state) == [(2800, (1, 2, 3, 4))]
    state = state.apply(FlopDealt()).place_bet(2, 1300)  # seat 2 all-in
    state = state.call(3).call(1)
    assert state.street is Street.FLOP and state.to_act is None
    assert layers(state) == [(2800, (1, 2, 3, 4)), (3900, (1, 2, 3))]
    state = state.apply(TurnDealt()).place_bet(3, 5000).call(1)
    assert layers(state) == [(2800, (1, 2, 3, 4)), (3900, (1, 2, 3)), (10000, (1, 3))]
    assert state.pot_total == 16700


def test_big_blind_ante_goes_to_the_main_pot() -> None:
    config = table(
        {1: 10000, 2: 10000, 3: 10000, 4: 2000}, button=1, sb=2, bb=3,
        small_blind=500, big_blind=1000, ante=1000, ante_mode=AnteMode.BIG_BLIND,
    )
    state = replay(config, [WentAllIn(4), RaisedTo(1, 5000), Folded(2), Called(3)])
    assert layers(state) == [
        (2000 * 3 + 500 + 1000, (1, 3, 4)),  # the ante is dead money in the main pot
        (3000 * 2, (1, 3)),
    ]


def layered_pots(
    contributions: Mapping[int, int],
    folded: frozenset[int],
    all_in: frozenset[int],
    dead: int = 0,
    reach: Mapping[int, int] | None = None,
) -> tuple[Pot, ...]:
    """``build_pots`` written plainly, one layer and one seat at a time (the reference)."""
    caps = sorted({contributions[seat] for seat in all_in if seat in contributions})
    in_hand = [seat for seat in contributions if seat not in folded]
    layers: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for cap in [*caps, None]:
        amount = 0
        for paid in contributions.values():
            top = paid if cap is None else min(paid, cap)
            amount += max(0, top - previous)
        eligible: list[int] = []
        for seat in in_hand:
            if cap is None:
                if seat not in all_in:
                    eligible.append(seat)
                continue
            could = 0 if seat in all_in else (reach or {}).get(seat, 0)
            if max(contributions[seat], could) >= cap:
                eligible.append(seat)
        if amount > 0 or (not layers and dead > 0):
            if eligible or not layers:
                layers.append((amount, tuple(eligible)))
            else:
                layers[-1] = (layers[-1][0] + amount, layers[-1][1])
        if cap is not None:
            previous = cap
    if dead and layers:
        layers[0] = (layers[0][0] + dead, layers[0][1] or tuple(in_hand))
    elif dead:
        layers.append((dead, tuple(in_hand)))
    return tuple(Pot(i, amount, tuple(sorted(seats))) for i, (amount, seats) in enumerate(layers))


@st.composite
def pot_inputs(
    draw: st.DrawFn,
) -> tuple[dict[int, int], frozenset[int], frozenset[int], int, dict[int, int] | None]:
    contributions = draw(
        st.dictionaries(st.integers(1, 10), st.sampled_from([0, 50, 100, 300, 1000, 2500])
                        | st.integers(0, 3000), min_size=1, max_size=10)
    )
    seats = sorted(contributions)
    folded = frozenset(draw(st.lists(st.sampled_from(seats), unique=True)))
    all_in = frozenset(
        draw(st.lists(st.sampled_from([s for s in seats if s not in folded] or [99]),
                      unique=True))
    )
    dead = draw(st.sampled_from([0, 0, 25, 300]))
    reach = None
    if draw(st.booleans()):
        reach = {seat: paid + draw(st.integers(0, 3000)) for seat, paid in contributions.items()}
    return contributions, folded, all_in, dead, reach


@given(inputs=pot_inputs())
def test_build_pots_layers_like_the_plain_reference(
    inputs: tuple[dict[int, int], frozenset[int], frozenset[int], int, dict[int, int] | None],
) -> None:
    assert build_pots(*inputs) == layered_pots(*inputs)


def test_build_pots_helper() -> None:
    pots = build_pots({1: 500, 2: 2000, 3: 2000}, frozenset(), frozenset({1}))
    assert pots == (Pot(0, 1500, (1, 2, 3)), Pot(1, 3000, (2, 3)))
    pots = build_pots({1: 500, 2: 2000, 3: 2000, 4: 1000}, frozenset({4}), frozenset({1}))
    assert pots == (Pot(0, 2000, (1, 2, 3)), Pot(1, 3500, (2, 3)))
    pots = build_pots({1: 1000, 2: 1000}, frozenset(), frozenset(), dead=300)
    assert pots == (Pot(0, 2300, (1, 2)),)


# ----- splits and odd chips --------------------------------------------------------------


def three_way_split(raise_to: int, chip_unit: int = 1) -> HandState:
    """Seats 1-4, button 3; seat 3 folds on the flop; broadway on board for the rest."""
    config = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, button=3, sb=4, bb=1,
                   chip_unit=chip_unit)
    events: list[HandEvent] = [
        RaisedTo(2, raise_to), Called(3), Called(4), Called(1),
        FlopDealt(parse_cards("As Kd Qh")), BetPlaced(4, 200), Called(1), Called(2), Folded(3),
        TurnDealt(parse_cards("Jc")), Checked(4), Checked(1), Checked(2),
        RiverDealt(parse_cards("Ts")), Checked(4), Checked(1), Checked(2),
    ]
    state = replay(config, events)
    return show_all(state, {1: "4c 5d", 2: "6c 7d", 4: "2c 3d"})


def test_split_odd_chip_goes_to_first_winner_left_of_button() -> None:
    state = three_way_split(250)  # pot 4×250 + 3×200 = 1,600
    result = state.result()
    (pot,) = result.pots
    assert pot.pot.amount == 1600
    assert pot.winners == (1, 2, 4)
    assert pot.shares == ((4, 534), (1, 533), (2, 533))
    assert result.push_instructions() == (
        "Main pot: 1,600 split, 534 to Dan, 533 to Ann, 533 to Bob "
        "(odd chips from the dealer's left) (Straight, Ace high)",
    )
    assert result.final_stacks() == {1: 5083, 2: 5083, 3: 4750, 4: 5084}


def test_split_two_odd_chips_one_each_clockwise() -> None:
    state = three_way_split(350)  # pot 4×350 + 3×200 = 2,000
    (pot,) = state.result().pots
    assert pot.shares == ((4, 667), (1, 667), (2, 666))


def test_split_in_chip_units() -> None:
    state = three_way_split(350, chip_unit=25)  # 2,000 = 80 units of 25: 27, 27, 26
    (pot,) = state.result().pots
    assert pot.shares == ((4, 675), (1, 675), (2, 650))
    assert sum(share for _, share in pot.shares) == 2000


def test_even_split_has_no_odd_chip_note() -> None:
    config = table({1: 5000, 2: 5000}, button=1, sb=1, bb=2)
    events: list[HandEvent] = [RaisedTo(1, 1000), Called(2)]
    for street in board("As Kd Qh", "Jc", "Ts"):
        events += [street, Checked(2), Checked(1)]
    state = show_all(replay(config, events), {1: "2c 3d", 2: "4c 5d"})
    result = state.result()
    assert result.push_instructions() == (
        "Main pot: 2,000 split, 1,000 to Bob, 1,000 to Ann (Straight, Ace high)",
    )


@pytest.mark.parametrize(
    ("amount", "winners", "button", "unit", "expected"),
    [
        (1001, [2, 7], 4, 1, ((7, 501), (2, 500))),
        (1001, [2, 7], 1, 1, ((2, 501), (7, 500))),
        (1001, [2, 7], 7, 1, ((2, 501), (7, 500))),  # the button seat itself comes last
        (100, [1, 5, 9], 5, 1, ((9, 34), (1, 33), (5, 33))),
        (101, [1, 5, 9], 5, 1, ((9, 34), (1, 34), (5, 33))),
        (1050, [2, 7], 4, 100, ((7, 550), (2, 500))),  # 50 below one unit: first winner
        (1100, [2, 7, 9], 4, 100, ((7, 400), (9, 400), (2, 300))),
        (75, [3, 6], 8, 25, ((3, 50), (6, 25))),
        (900, [4], 2, 100, ((4, 900),)),
    ],
)
def test_split_pot_helper(
    amount: int, winners: list[int], button: int, unit: int, expected: tuple[tuple[int, int]]
) -> None:
    shares = split_pot(amount, winners, button, unit)
    assert shares == expected
    assert sum(share for _, share in shares) == amount


def test_split_pot_nobody_gets_more_than_one_odd_unit() -> None:
    shares = dict(split_pot(1150, [1, 2, 3, 4, 5, 6], button=3, chip_unit=25))  # 46 units
    base = min(shares.values())
    assert all(share - base in (0, 25) for share in shares.values())
    assert sorted(s for s, v in shares.items() if v > base) == [1, 4, 5, 6]


def test_split_pot_needs_a_winner() -> None:
    with pytest.raises(IllegalAction, match="at least one winner"):
        split_pot(100, [], button=1)


def test_clockwise_from_button() -> None:
    assert clockwise_from(5, [1, 3, 5, 8]) == (8, 1, 3, 5)
    assert clockwise_from(9, [1, 3, 5, 8]) == (1, 3, 5, 8)
    assert clockwise_from(4, [2, 6]) == (6, 2)


@given(button=st.integers(1, 10), seats=st.lists(st.integers(1, 10), max_size=10))
def test_clockwise_from_sorts_left_of_the_button_first(button: int, seats: list[int]) -> None:
    expected = tuple(sorted(seats, key=lambda seat: (seat <= button, seat)))
    assert clockwise_from(button, seats) == expected


def test_side_pot_split_main_pot_single_winner() -> None:
    config = table({1: 1000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [
        WentAllIn(1), Called(2), Called(3),
        FlopDealt(parse_cards("Ah Kd Qc")), BetPlaced(2, 1001), Called(3),
        TurnDealt(parse_cards("7h")), Checked(2), Checked(3),
        RiverDealt(parse_cards("2d")), Checked(2), Checked(3),
    ]
    state = replay(config, events)
    assert layers(state) == [(3000, (1, 2, 3)), (2002, (2, 3))]
    state = show_all(state, {1: "Ac Ad", 2: "Ks 3c", 3: "Kh 4d"})
    result = state.result()
    assert [(p.pot.index, p.winners, p.shares) for p in result.pots] == [
        (0, (1,), ((1, 3000),)),
        (1, (2, 3), ((2, 1001), (3, 1001))),
    ]
    assert result.push_instructions() == (
        "Side pot 1: 2,002 split, 1,001 to Bob, 1,001 to Cat "
        "(Pair of Kings, kickers Ace, Queen, Seven)",
        "Main pot: 3,000 to Ann (Three of a Kind, Aces)",
    )


# ----- showdown --------------------------------------------------------------------------


def river_showdown(hands_known: bool = True) -> HandState:
    """Three players limp and check down; K-9-6-4-2 when the board is entered."""
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [Called(1), Called(2), Checked(3)]
    if hands_known:
        events += [HoleCardsDealt(1, parse_cards("Ks Qs")),
                   HoleCardsDealt(2, parse_cards("Kd Jd")),
                   HoleCardsDealt(3, parse_cards("9h 9c"))]
        streets = board("Kc 9d 6h", "4s", "2c")
    else:
        streets = [FlopDealt(), TurnDealt(), RiverDealt()]
    for street in streets:
        events += [street, Checked(2), Checked(3), Checked(1)]
    return replay(config, events)


def test_showdown_by_evaluation_with_known_hole_cards() -> None:
    state = river_showdown()
    assert state.street is Street.SHOWDOWN
    assert state.showdown_order == (2, 3, 1)  # no bet on the river: left of the button first
    state = state.apply(CardsShown(2))
    assert not state.is_complete
    state = state.apply(CardsShown(3)).apply(CardsShown(1))
    assert state.is_complete
    result = state.result()
    assert [(p.pot.amount, p.winners) for p in result.pots] == [(300, (3,))]
    assert result.pots[0].winning_hand == "Three of a Kind, Nines"
    assert result.final_stacks() == {1: 4900, 2: 4900, 3: 5200}
    assert state.hand_value(1).describe() == "Pair of Kings, kickers Queen, Nine, Six"  # type: ignore[union-attr]


def test_result_is_the_same_after_hole_cards_entered_late() -> None:
    # A finished hand keeps its winners for ``result``; a later event must not leave them
    # stale (hole cards can still be entered once the hand is over).
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [Called(1), Called(2), Checked(3)]
    for street in board("Kc 9d 6h", "4s", "2c"):
        events += [street, Checked(2), Checked(3), Checked(1)]
    events += [CardsShown(2, parse_cards("Kd Jd")), CardsShown(3, parse_cards("9h 9c")),
               CardsMucked(1)]
    state = replay(config, events)
    assert state.is_complete
    later = state.apply(HoleCardsDealt(1, parse_cards("Ks Qs")))
    assert later.result() == state.result() == replay(config, later.events).result()
    assert [p.winners for p in later.result().pots] == [(3,)]


def test_showdown_without_board_cards_needs_the_dealer_to_award() -> None:
    state = river_showdown(hands_known=False)
    assert state.board_known is False
    assert state.street is Street.SHOWDOWN
    state = state.apply(CardsShown(2, parse_cards("Kd Jd")))
    state = state.apply(CardsShown(3, parse_cards("9h 9c")))
    state = state.apply(CardsShown(1, parse_cards("Ks Qs")))
    assert state.shown_cards(2) == parse_cards("Kd Jd")
    assert state.hand_value(2) is None  # the board is unknown: cards cannot be ranked
    assert not state.is_complete
    state = state.apply(PotAwarded(0, (3,)))
    assert state.is_complete
    assert state.result().final_stacks() == {1: 4900, 2: 4900, 3: 5200}


def test_a_mucked_hand_cannot_win_even_if_best() -> None:
    state = river_showdown()
    state = state.apply(CardsShown(2)).apply(CardsMucked(3)).apply(CardsMucked(1))
    assert state.is_complete
    result = state.result()
    assert [(p.pot.amount, p.winners) for p in result.pots] == [(300, (2,))]
    assert result.final_stacks() == {1: 4900, 2: 5200, 3: 4900}


def test_nobody_mucks_when_a_player_is_all_in() -> None:
    # TDA 16: with a player all-in and betting over, every hand is tabled.
    state = four_way_all_in()
    state = replay(state.config, [*state.events, *board("2c 7h 9d", "3c", "4h")])
    with pytest.raises(IllegalAction) as info:
        state.apply(CardsMucked(4))
    assert str(info.value).startswith(
        "A player is all-in and betting is over: every hand is tabled (TDA 16)"
    )
    assert not state.is_mucked(4)


def test_losers_may_muck_and_best_shown_hand_wins() -> None:
    state = river_showdown()
    state = state.apply(CardsShown(2))
    state = state.apply(CardsMucked(3))
    assert state.is_mucked(3)
    assert not state.is_complete
    state = state.apply(CardsShown(1))
    assert state.is_complete
    result = state.result()
    assert [(p.pot.amount, p.winners) for p in result.pots] == [(300, (1,))]
    assert result.pots[0].winning_hand == "Pair of Kings, kickers Queen, Nine, Six"


def test_everyone_but_one_mucks_and_the_last_wins_unshown() -> None:
    state = river_showdown()
    state = state.apply(CardsMucked(2)).apply(CardsMucked(3))
    assert state.is_complete
    result = state.result()
    assert result.pots[0].winners == (1,)
    assert result.pots[0].winning_hand is None
    assert result.push_instructions() == ("Main pot: 300 to Ann",)


def test_showing_a_hand_twice_or_after_mucking_is_refused() -> None:
    state = river_showdown().apply(CardsShown(2))
    with pytest.raises(IllegalAction, match=r"Seat 2 \(Bob\) has already shown"):
        state.apply(CardsShown(2))
    with pytest.raises(IllegalAction, match="has already shown; cards speak"):
        state.apply(CardsMucked(2))
    state = state.apply(CardsMucked(3))
    with pytest.raises(IllegalAction, match=r"Seat 3 \(Cat\) has mucked"):
        state.apply(CardsShown(3))


def test_shown_cards_must_match_the_dealt_cards_and_the_deck() -> None:
    state = river_showdown()
    with pytest.raises(IllegalAction, match=r"Seat 2 \(Bob\) was dealt Kd Jd"):
        state.apply(CardsShown(2, parse_cards("Ah Ad")))
    unknown = river_showdown(hands_known=False)
    with pytest.raises(IllegalAction, match="A Hold'em hand is 2 hole cards, not 3"):
        unknown.apply(CardsShown(2, parse_cards("Ah Ad Ac")))
    with pytest.raises(IllegalAction, match="Enter the 2 cards Seat 2 \\(Bob\\) shows"):
        unknown.apply(CardsShown(2))


def test_duplicate_card_at_showdown_is_refused() -> None:
    config = table({1: 5000, 2: 5000}, button=1, sb=1, bb=2)
    events = [WentAllIn(1), Called(2), *board("Ah Kd Qc", "7h", "2d")]
    state = replay(config, events)
    with pytest.raises(IllegalAction, match="Kd is already on the table"):
        state.apply(CardsShown(1, parse_cards("Kd 3c")))
    state = state.apply(CardsShown(1, parse_cards("As 3c")))
    with pytest.raises(IllegalAction, match="As is already on the table"):
        state.apply(CardsShown(2, parse_cards("As 4c")))


def test_folded_hand_is_not_shown_and_no_show_before_betting_is_over() -> None:
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    state = replay(config, [Folded(1), Called(2)])
    with pytest.raises(IllegalAction, match="Hands are shown once betting is over"):
        state.apply(CardsShown(3, parse_cards("Ah Ad")))
    with pytest.raises(IllegalAction, match="a folded hand is not shown"):
        state.apply(CardsShown(1, parse_cards("Ah Ad")))
    with pytest.raises(IllegalAction, match="Hands are mucked at showdown"):
        state.apply(CardsMucked(2))


def test_all_in_hands_are_tabled_before_the_board_completes() -> None:
    config = table({1: 5000, 2: 5000}, button=1, sb=1, bb=2)
    state = replay(config, [WentAllIn(1), Called(2)])
    assert state.betting_over
    state = state.apply(CardsShown(1, parse_cards("As Ad"))).apply(
        CardsShown(2, parse_cards("Ks Kd"))
    )
    assert state.street is Street.PREFLOP
    state = replay(config, [*state.events, *board("Kh 7c 2d", "3s", "9h")])
    assert state.is_complete
    assert state.result().final_stacks() == {1: 0, 2: 10000}


# ----- awarding pots by hand -------------------------------------------------------------


def test_pot_awarded_by_the_dealer_when_cards_are_not_entered() -> None:
    state = river_showdown(hands_known=False)
    assert state.street is Street.SHOWDOWN
    with pytest.raises(IllegalAction, match=r"^Seat 9 cannot win the main pot$"):
        state.apply(PotAwarded(0, (9,)))
    with pytest.raises(IllegalAction, match="There is no pot 1; this hand has 1"):
        state.apply(PotAwarded(1, (2,)))
    with pytest.raises(IllegalAction, match="Choose at least one winner for the main pot"):
        state.apply(PotAwarded(0, ()))
    with pytest.raises(IllegalAction, match="A winner is listed twice"):
        state.apply(PotAwarded(0, (2, 2)))
    state = state.apply(PotAwarded(0, (3,)))
    assert state.is_complete
    result = state.result()
    assert result.pots[0].winners == (3,)
    assert result.pots[0].winning_hand is None
    assert result.final_stacks() == {1: 4900, 2: 4900, 3: 5200}
    with pytest.raises(IllegalAction, match="The hand is over; every pot has been awarded"):
        state.apply(PotAwarded(0, (2,)))


def test_pot_awarded_split_by_hand() -> None:
    state = river_showdown(hands_known=False).apply(PotAwarded(0, (1, 3)))
    result = state.result()
    assert result.pots[0].shares == ((3, 150), (1, 150))
    assert result.final_stacks() == {1: 5050, 2: 4900, 3: 5050}


def test_award_refused_before_showdown() -> None:
    config = table({1: 5000, 2: 5000}, button=1, sb=1, bb=2)
    state = replay(config, [Called(1), Checked(2)])
    with pytest.raises(IllegalAction, match="Pots are awarded at showdown"):
        state.apply(PotAwarded(0, (1,)))


def test_side_pots_awarded_by_hand_each_on_its_own() -> None:
    state = four_way_all_in()
    state = replay(state.config, [*state.events, FlopDealt(), TurnDealt(), RiverDealt()])
    assert state.street is Street.SHOWDOWN
    with pytest.raises(IllegalAction, match="Seat 3 cannot win the side pot 2"):
        state.apply(PotAwarded(2, (3,)))
    state = state.apply(PotAwarded(2, (4,))).apply(PotAwarded(1, (1, 2)))
    assert not state.is_complete
    state = state.apply(PotAwarded(0, (3,)))
    assert state.is_complete
    result = state.result()
    assert result.final_stacks() == {1: 2250, 2: 4250, 3: 6000, 4: 6000}
    assert result.push_instructions() == (
        "Return 2,000 uncalled to Bob",
        "Side pot 2: 6,000 to Dan",
        "Side pot 1: 4,500 split, 2,250 to Bob, 2,250 to Ann",
        "Main pot: 6,000 to Cat",
    )


def test_result_before_the_hand_is_over_is_refused() -> None:
    state = river_showdown(hands_known=False)
    with pytest.raises(IllegalAction, match="The hand is not finished; no result yet"):
        state.result()


# ----- showdown order (TDA 16, 17) -------------------------------------------------------


def test_last_aggressor_on_the_river_shows_first() -> None:
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [Called(1), Called(2), Checked(3), FlopDealt(), Checked(2),
                               Checked(3), Checked(1), TurnDealt(), Checked(2), Checked(3),
                               Checked(1), RiverDealt(), Checked(2), BetPlaced(3, 100),
                               Called(1), Called(2)]
    state = replay(config, events)
    assert state.last_aggressor == 3
    assert state.showdown_order == (3, 1, 2)


def test_checked_river_first_seat_left_of_button_shows_first() -> None:
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3)
    events: list[HandEvent] = [Called(1), Called(2), Checked(3), FlopDealt(), Checked(2),
                               BetPlaced(3, 200), Called(1), Called(2), TurnDealt(),
                               Checked(2), Checked(3), Checked(1), RiverDealt(), Checked(2),
                               Checked(3), Checked(1)]
    state = replay(config, events)
    assert state.street is Street.SHOWDOWN
    assert state.showdown_order == (2, 3, 1)


# ----- chip conservation -----------------------------------------------------------------


def test_chips_are_conserved_through_a_whole_hand() -> None:
    config = table({1: 3000, 2: 8000, 3: 1500, 4: 6000}, button=1, sb=2, bb=3,
                   small_blind=200, big_blind=400, ante=100)
    start = 3000 + 8000 + 1500 + 6000
    events = list(four_way_all_in().events) + board("2c 7h 9d", "3c", "4h")
    state = replay(config)
    for event in events:
        state = state.apply(event)
        in_front = sum(state.stack(s) for s in state.order)
        assert in_front + state.pot_total == start
        assert sum(p.amount for p in state.pots) == state.pot_total
    state = show_all(state, {1: "Ts Td", 2: "Ks Kd", 3: "Qs Qd", 4: "As Ad"})
    result = state.result()
    assert sum(result.final_stacks().values()) == start
    assert result.final_stacks() == {1: 0, 2: 2000, 3: 0, 4: 16500}
