"""Omaha, Omaha hi-lo and short-deck hold'em played by the one hand engine, with chips.

RULES.md "Mixed games": exactly two hole cards and three board cards in Omaha, high and
low chosen separately; hi-lo pots split in halves, the odd unit between halves to the
high, within a half from the first winner left of the button; short deck ranks a flush
above a full house and three of a kind above a straight, the ace also low in A-6-7-8-9.
"""

from __future__ import annotations

import pytest

from app.engine.cards import Category, parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
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
from app.engine.hand import HandState, replay
from app.engine.omaha import omaha_high, omaha_low
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.short_deck import short_deck_high


def _config(
    stacks: list[int],
    game: Game,
    structure: BettingStructure,
    *,
    blinds: tuple[int, int] = (10, 20),
    ante: int = 0,
) -> HandConfig:
    """Seats 1..n, button on the last seat, blinds on seats 1 and 2."""
    seats = tuple(SeatConfig(i, f"P{i}", stack) for i, stack in enumerate(stacks, start=1))
    return HandConfig(
        seats=seats,
        button=len(stacks),
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=blinds[0],
        big_blind=blinds[1],
        ante=ante,
        rules=RuleProfile(
            structure=structure, ante_mode=AnteMode.CLASSIC if ante else AnteMode.NONE
        ),
        game=game,
    )


def _holes(config: HandConfig, *cards: str) -> list[HandEvent]:
    return [
        HoleCardsDealt(seat, parse_cards(text))
        for seat, text in zip(config.seat_numbers, cards, strict=True)
    ]


def _board(flop: str, turn: str, river: str) -> tuple[HandEvent, HandEvent, HandEvent]:
    return (
        FlopDealt(parse_cards(flop)),
        TurnDealt(parse_cards(turn)),
        RiverDealt(parse_cards(river)),
    )


def _check_round(*seats: int) -> list[HandEvent]:
    return [Checked(seat) for seat in seats]


def _show_all(state_config: HandConfig, events: list[HandEvent]) -> HandState:
    state = replay(state_config, events)
    for seat in state.showdown_order:
        state = state.apply(CardsShown(seat))
    assert state.is_complete
    return state


# ----- Omaha: exactly two hole cards and three board cards -------------------------------


def test_board_flush_does_not_play_without_two_suited_hole_cards() -> None:
    """The board is five hearts; Ann holds one heart (the ace): she has no flush, her
    best hand is ace-king high, and Bob's pair of nines wins the 40-chip pot."""
    config = _config([1_000, 1_000], Game.OMAHA, BettingStructure.POT_LIMIT)
    flop, turn, river = _board("2h 5h 7h", "Jh", "Qh")
    events: list[HandEvent] = [
        *_holes(config, "Ah Kd 3c 4c", "9c 9d 2s 3s"),
        Called(1),  # heads-up: seat 1 (the small blind here) calls 10 more
        Checked(2),
        flop, *_check_round(1, 2), turn, *_check_round(1, 2), river, *_check_round(1, 2),
    ]  # fmt: skip
    state = _show_all(config, events)
    ann = state.hand_value(1)
    assert ann is not None and ann.category is Category.HIGH_CARD
    assert ann.describe() == "High Card, Ace, King, Queen, Jack, Seven"
    assert state.result().final_stacks() == {1: 980, 2: 1_020}


def test_four_suited_hole_cards_and_two_on_the_board_make_no_flush() -> None:
    high = omaha_high(parse_cards("Ah Kh Th 9h"), parse_cards("2h 5h 7c Jd Qs"))
    assert high.category is Category.HIGH_CARD


def test_omaha_needs_four_hole_cards() -> None:
    config = _config([1_000, 1_000], Game.OMAHA, BettingStructure.POT_LIMIT)
    with pytest.raises(IllegalAction, match="An Omaha hand is 4 hole cards, not 2"):
        replay(config, [HoleCardsDealt(1, parse_cards("As Ad"))])


def test_omaha_deals_at_most_eleven_players() -> None:
    with pytest.raises(ConfigError, match="Omaha deals at most 11 players"):
        _config([1_000] * 12, Game.OMAHA, BettingStructure.POT_LIMIT)


def test_pot_limit_omaha_pot_raise() -> None:
    """Blinds 10/20, the button may raise the pot: to 70 (20 call + 50 pot)."""
    config = _config([1_000, 1_000, 1_000], Game.OMAHA, BettingStructure.POT_LIMIT)
    legal = replay(config).legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (40, 70)


# ----- Omaha hi-lo: halves, qualifier, scoop, quartering, odd units ---------------------


def test_three_way_hi_lo_pot_with_a_side_pot() -> None:
    """Fixed limit 20/40, blinds 10/20. P1 is all-in for 100 on the turn: a 300 main pot
    and an 80 side pot between P2 and P3.

    Board 2h 5c 7d Kc Qs. P1 Ah 3h 9s 9c: low 7-5-3-2-A. P2 Kh Kd 4s 8s: trip kings and
    an 8-7-5-4-2 low. P3 Ad 2d Qh Js: a pair of queens and no low (A-2 needs three board
    lows other than a deuce; the board has only 5 and 7).

    Main pot 300: high 150 to P2, low 150 to P1. Side pot 80: P2 scoops both halves
    (P3 has no low).
    """
    config = _config([100, 1_000, 1_000], Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)
    flop, turn, river = _board("2h 5c 7d", "Kc", "Qs")
    events: list[HandEvent] = [
        *_holes(config, "Ah 3h 9s 9c", "Kh Kd 4s 8s", "Ad 2d Qh Js"),
        RaisedTo(3, 40), Called(1), Called(2),
        flop, BetPlaced(1, 20), RaisedTo(2, 40), Called(3), Called(1),
        turn, WentAllIn(1), RaisedTo(2, 60), Called(3),
        river, *_check_round(2, 3),
    ]  # fmt: skip
    state = _show_all(config, events)
    main, side = state.result().pots
    assert (main.pot.amount, main.high_shares, main.low_shares) == (300, ((2, 150),), ((1, 150),))
    assert main.low_value is not None and main.low_value.describe() == "Low, 7-5-3-2-A"
    assert (side.pot.amount, side.shares, side.low_winners) == (80, ((2, 80),), (2,))
    assert state.result().final_stacks() == {1: 150, 2: 1_090, 3: 860}
    assert state.result().push_instructions() == (
        "Side pot 1, high half: 40 to P2 (Three of a Kind, Kings)",
        "Side pot 1, low half: 40 to P2 (Low, 8-7-5-4-2)",
        "Main pot, high half: 150 to P2 (Three of a Kind, Kings)",
        "Main pot, low half: 150 to P1 (Low, 7-5-3-2-A)",
    )


_BOARD_246 = ("2c 4d 6h", "Kd", "Qs")


def _limped_hi_lo(stacks: list[int], holes: tuple[str, ...], ante: int = 0) -> HandState:
    """Fixed-limit Omaha hi-lo, blinds 1/2, everyone but the folders limps, checked down
    on the board 2c 4d 6h Kd Qs. A hole of ``"fold"`` folds pre-flop."""
    config = _config(
        stacks, Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT, blinds=(1, 2), ante=ante
    )
    folders = [seat for seat, hole in enumerate(holes, start=1) if hole == "fold"]
    players = [seat for seat in config.seat_numbers if seat not in folders]
    events: list[HandEvent] = [
        HoleCardsDealt(seat, parse_cards(hole))
        for seat, hole in enumerate(holes, start=1)
        if hole != "fold"
    ]
    for seat in (*config.seat_numbers[2:], 1):
        events.append(Folded(seat) if seat in folders else Called(seat))
    events.append(Checked(2))
    flop, turn, river = _board(*_BOARD_246)
    for street in (flop, turn, river):
        events += [street, *_check_round(*players)]
    return _show_all(config, events)


def test_quartered_low() -> None:
    """Three limp for 20 each (60). P1 wins the high with trip kings and ties the low
    (6-4-3-2-A) with P2: high half 30 to P1, low half 15 and 15: P1 nets +25."""
    state = _limped_hi_lo_20(("Ks Kh Ah 3h", "Ac 3c Jh Js", "Tc Ts 9c 9d"))
    (pot,) = state.result().pots
    assert pot.high_shares == ((1, 30),)
    assert pot.low_shares == ((1, 15), (2, 15))
    assert state.result().final_stacks() == {1: 1_025, 2: 995, 3: 980}


def _limped_hi_lo_20(holes: tuple[str, ...]) -> HandState:
    """As :func:`_limped_hi_lo` with blinds 10/20 and 1,000 each."""
    config = _config([1_000] * len(holes), Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)
    events: list[HandEvent] = [*_holes(config, *holes), Called(3), Called(1), Checked(2)]
    flop, turn, river = _board(*_BOARD_246)
    for street in (flop, turn, river):
        events += [street, *_check_round(1, 2, 3)]
    return _show_all(config, events)


def test_odd_chip_between_high_and_low_goes_to_the_high() -> None:
    """Ante 1, blinds 1/2, three limp: 9 chips. High (P1, trip kings) gets 5, low (P3,
    6-4-3-2-A) 4."""
    state = _limped_hi_lo([100, 100, 100], ("Ks Kh 9c 9d", "Tc Ts Jc Jd", "Ac 3c 8h 8s"), ante=1)
    (pot,) = state.result().pots
    assert pot.pot.amount == 9
    assert (pot.high_shares, pot.low_shares) == (((1, 5),), ((3, 4),))


def test_odd_chip_within_the_low_half_from_the_buttons_left() -> None:
    """Five players ante 1, two fold, three limp for 2: 11 chips. High 6 to P1; the low
    half of 5 is shared by P2 and P5 (the button): P2, first left of the button, gets
    the odd chip (3), P5 2."""
    holes = ("Ks Kh 9c 9d", "Ac 3c Jh Js", "fold", "fold", "Ad 3d Th Ts")
    state = _limped_hi_lo([100] * 5, holes, ante=1)
    (pot,) = state.result().pots
    assert pot.pot.amount == 11
    assert pot.high_shares == ((1, 6),)
    assert pot.low_shares == ((2, 3), (5, 2))
    assert state.result().final_stacks() == {1: 103, 2: 100, 3: 99, 4: 99, 5: 99}


def test_no_qualifying_low_the_high_scoops() -> None:
    """Nobody makes an eight-or-better low: the high takes all 60."""
    state = _limped_hi_lo_20(("Ks Kh 9c 9d", "Tc Ts Jc Jd", "Qc Qh 9s 9h"))
    (pot,) = state.result().pots
    assert pot.low_winners == () and pot.shares == ((1, 60),)


def test_scoop_high_and_low() -> None:
    """P1's A-3 makes 6-4-3-2-A and trip kings with K-K: both halves, 60."""
    state = _limped_hi_lo_20(("Ks Kh Ah 3h", "Tc Ts Jc Jd", "Qc Qh 9s 9h"))
    (pot,) = state.result().pots
    assert pot.high_shares == ((1, 30),) and pot.low_shares == ((1, 30),)
    assert pot.shares == ((1, 60),)
    assert state.result().final_stacks() == {1: 1_040, 2: 980, 3: 980}


def test_low_ranks_by_highest_card_first() -> None:
    """8-6-4-3-2 beats 8-7-3-2-A (RULES.md)."""
    board = parse_cards("2c 3d 8h Kd Qs")
    better = omaha_low(parse_cards("6c 4c Kh Ks"), board)
    worse = omaha_low(parse_cards("7c Ac Kc Jh"), board)
    assert better is not None and worse is not None
    assert better.describe() == "Low, 8-6-4-3-2"
    assert better.strength > worse.strength


# ----- short deck --------------------------------------------------------------------------


def _short_deck(hole: str, board: str) -> Category:
    return short_deck_high(parse_cards(hole), parse_cards(board)).category


def test_short_deck_flush_beats_full_house_at_the_table() -> None:
    """Board 6s 7s Ts Ah Ad. P1 Ks 9s: a king-high flush. P2 Ac Tc: aces full of tens.
    Both all-in for 500: the flush wins the 1,000 pot (hold'em would give it to P2)."""
    config = _config([500, 500], Game.SHORT_DECK, BettingStructure.NO_LIMIT, blinds=(50, 100))
    flop, turn, river = _board("6s 7s Ts", "Ah", "Ad")
    events: list[HandEvent] = [
        *_holes(config, "Ks 9s", "Ac Tc"), WentAllIn(1), Called(2), flop, turn, river,
    ]  # fmt: skip
    state = _show_all(config, events)
    assert state.hand_value(1).category is Category.FLUSH  # type: ignore[union-attr]
    assert state.hand_value(2).category is Category.FULL_HOUSE  # type: ignore[union-attr]
    assert state.result().final_stacks() == {1: 1_000, 2: 0}


def test_short_deck_three_of_a_kind_beats_a_straight() -> None:
    board = parse_cards("6c 7d 8h Kc Ks")
    straight = short_deck_high(parse_cards("9s Tc"), board)
    trips = short_deck_high(parse_cards("Kh Qd"), board)
    assert (straight.category, trips.category) == (Category.STRAIGHT, Category.THREE_OF_A_KIND)
    assert trips.strength > straight.strength


def test_short_deck_ace_plays_low_in_a_6_7_8_9() -> None:
    board = parse_cards("6c 7d 8h Kc Qs")
    wheel = short_deck_high(parse_cards("As 9d"), board)
    pair = short_deck_high(parse_cards("Kh Jd"), board)
    ten_high = short_deck_high(parse_cards("9c Th"), board)
    assert wheel.describe() == "Straight, Nine high"
    assert [str(c) for c in wheel.best_five][-1] == "As"
    assert pair.strength < wheel.strength < ten_high.strength


def test_short_deck_refuses_a_card_below_six() -> None:
    config = _config([1_000, 1_000], Game.SHORT_DECK, BettingStructure.NO_LIMIT)
    with pytest.raises(IllegalAction, match="5c is not in the short deck"):
        replay(config, [HoleCardsDealt(1, parse_cards("As 5c"))])


def test_short_deck_antes_and_a_button_blind() -> None:
    """Ante 100 each and a 200 button blind (seat 3, the button): seat 1 acts first
    pre-flop, the button last; after the flop seat 1 first and the button last."""
    seats = tuple(SeatConfig(i, f"P{i}", 5_000) for i in (1, 2, 3))
    config = HandConfig(
        seats=seats,
        button=3,
        small_blind_seat=None,
        big_blind_seat=3,
        small_blind=0,
        big_blind=200,
        ante=100,
        rules=RuleProfile(ante_mode=AnteMode.CLASSIC),
        game=Game.SHORT_DECK,
    )
    state = replay(config)
    assert state.pot_total == 500 and state.to_act == 1
    state = replay(config, [Called(1), Called(2)])
    assert state.to_act == 3  # the button blind's option
    state = state.apply(Checked(3)).apply(FlopDealt(parse_cards("6c 7d 8h")))
    assert state.street is Street.FLOP and state.to_act == 1
    state = state.apply(Checked(1)).apply(Checked(2))
    assert state.to_act == 3
