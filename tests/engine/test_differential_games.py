"""Differential test of Omaha, Omaha hi-lo and short deck against PokerKit 0.7.7.

Random hands of each game (pot-limit Omaha ``PO``, fixed-limit Omaha hi-lo ``FO/8``,
no-limit short deck ``NS`` with blinds or with antes and a button blind) are set up as
:func:`random_config` does for hold'em, played with random legal actions and random
cards of the game's deck, written as PHH and replayed strictly by PokerKit, as the
hold'em differential (``test_differential_pokerkit.py``) does; its differences 1.-11.
hold here too and are handled the same way. Two more, each shown by its own test below:

12. Short deck: three of a kind beats a straight in Feltboard (RULES.md, Triton rules);
    PokerKit 0.7.7 ranks the straight higher (only the flush moves above the full
    house). Hands where that changes a pot's winners are left out of the comparison.
13. Hi-lo side pots: PokerKit splits every pot in two halves when anyone in the hand
    shows a low, and when nobody eligible for a side pot has one, it shares that pot's
    low half among all its players. RULES.md (and every rulebook): each pot is split on
    its own; with no qualifying low among its players the high takes the whole pot.
    Hands with such a pot are left out.

Odd units (4.): within a half PokerKit gives every odd chip to one winner; Feltboard one
each from the button's left. Between halves both give the odd chip to the high. Halves
shared by three or more with odd chips compare pots, not stacks.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import OmahaEightOrBetterLowHand, ShortDeckHoldemHand

from app.engine.cards import Card, parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    HandEvent,
    HoleCardsDealt,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import HandState, replay
from app.engine.pots import clockwise_from
from app.engine.results import PotResult
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.store.phh import read_phh, write_phh
from tests.engine.test_differential_pokerkit import (
    _random_action,
    excluded_because,
    feltboard_pots,
    pokerkit_replay,
    random_config,
)

SEED = 20_260_26
HANDS = 300
_BOARD = {Street.FLOP: (FlopDealt, 3), Street.TURN: (TurnDealt, 1), Street.RIVER: (RiverDealt, 1)}
GAMES = {
    "PO": (Game.OMAHA, BettingStructure.POT_LIMIT),
    "FO/8": (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
    "NS": (Game.SHORT_DECK, BettingStructure.NO_LIMIT),
}


# ----- random hands of a game --------------------------------------------------------------


def game_config(rng: random.Random, code: str) -> HandConfig:
    """A random hand set-up of the game ``code``, as a tournament table deals it."""
    game, structure = GAMES[code]
    while True:
        config = random_config(rng)
        if structure is BettingStructure.POT_LIMIT and _short_or_dead_blind(config):
            continue  # TDA 54 counts them in full; PokerKit's pot does not (see module)
        break
    rules = dataclasses.replace(config.rules, structure=structure, uncapped_heads_up=False)
    config = dataclasses.replace(config, rules=rules, game=game)
    if code == "NS" and len(config.seats) > 2 and rng.random() < 0.4:
        config = _button_blind(rng, config)
    return config


def _short_or_dead_blind(config: HandConfig) -> bool:
    stacks = {entry.seat: entry.stack for entry in config.seats}
    sb = config.small_blind_seat
    return (
        sb is None
        or stacks[sb] <= config.small_blind + config.ante
        or stacks[config.big_blind_seat] <= config.big_blind + config.ante
    )


def _button_blind(rng: random.Random, config: HandConfig) -> HandConfig:
    """Short deck's forced bets: every player antes, the button posts a blind."""
    button = rng.choice(config.seat_numbers)
    ante = max(1, config.big_blind // rng.choice([1, 2, 4]))
    return dataclasses.replace(
        config,
        button=button,
        small_blind_seat=None,
        big_blind_seat=button,
        small_blind=0,
        big_blind=ante * rng.choice([1, 2]),
        ante=ante,
        rules=dataclasses.replace(config.rules, ante_mode=AnteMode.CLASSIC),
    )


def play_game_hand(rng: random.Random, config: HandConfig) -> HandState:
    """Deal random cards of the game's deck and play random legal actions to the end."""
    deck: list[Card] = list(config.game.deck())
    rng.shuffle(deck)
    state = replay(config)
    for seat in config.seat_numbers:
        hole = tuple(deck.pop() for _ in range(config.game.hole_count))
        state = state.apply(HoleCardsDealt(seat, hole))
    runout = False
    while not state.is_complete:
        runout = runout or (state.betting_over and state.awaiting_board is not None)
        legal = state.legal_actions()
        event: HandEvent
        if legal is not None:
            if _short_all_in_to_complete(state):
                legal = dataclasses.replace(legal, can_raise=False, can_all_in=False)
            event = _random_action(rng, state, legal)
        elif state.awaiting_board is not None:
            kind, size = _BOARD[state.awaiting_board]
            event = kind(tuple(deck.pop() for _ in range(size)))
        else:
            pending = [
                s
                for s in state.showdown_order
                if not state.shown_cards(s) and not state.is_mucked(s)
            ]
            muck = CardsMucked(pending[0])
            mucks = not runout and rng.random() < 0.2 and state.can_apply(muck)
            event = muck if mucks else CardsShown(pending[0])
        state = state.apply(event)
    return state


def _short_all_in_to_complete(state: HandState) -> bool:
    """Fixed limit facing an all-in of less than half a bet above the last full bet:
    Feltboard raises one bet above the full bet (completing it), PokerKit one bet above
    the all-in (difference 10.); random play only calls or folds there."""
    if state.rules.structure is not BettingStructure.FIXED_LIMIT:
        return False
    # The last full bet is not public; a bet above it is a short all-in.
    bet = state.current_bet
    return bet > state._full_level or 0 < bet < state.config.bet_size(state.street)


def random_game_hand(code: str, seed: int) -> HandState:
    rng = random.Random(seed)
    return play_game_hand(rng, game_config(rng, code))


# ----- comparison --------------------------------------------------------------------------


def _cards(cards: tuple[Card, ...]) -> str:
    return "".join(map(str, cards))


def _pokerkit_winners(state: HandState, pot: PotResult) -> tuple[int, ...]:
    """The pot's winners by PokerKit's short-deck ranking."""
    contenders = [s for s in pot.pot.eligible if state.shown_cards(s)]
    if len(contenders) < 2:
        return pot.winners  # decided by folds and mucks, not by ranking
    board = _cards(state.board)
    hands = {
        s: ShortDeckHoldemHand.from_game(_cards(state.shown_cards(s)), board) for s in contenders
    }
    best = max(hands.values())
    return tuple(s for s in contenders if hands[s] == best)


def _low_shown_elsewhere(state: HandState, pot: PotResult) -> bool:
    """PokerKit's low half of a pot nobody eligible can win with a low (13.)."""
    shown = [s for s in state.in_hand if state.shown_cards(s)]
    board = _cards(state.board)

    def has_low(seat: int) -> bool:
        try:
            OmahaEightOrBetterLowHand.from_game(_cards(state.shown_cards(seat)), board)
        except ValueError:
            return False
        return True

    anyone = any(has_low(s) for s in shown)
    contenders = [s for s in pot.pot.eligible if s in shown]
    return anyone and len(contenders) > 1 and not any(has_low(s) for s in contenders)


def _odd_among_three(pot: PotResult) -> bool:
    halves = (pot.high_shares, pot.low_shares) if pot.split_hi_lo else (pot.shares,)
    return any(len(half) > 2 and len({share for _, share in half}) > 1 for half in halves)


def compare_game_hand(state: HandState, text: str) -> str:
    """Compare one finished hand with PokerKit; returns how it was compared.

    :raises AssertionError: on a difference not documented in this module or in the
        hold'em differential.
    """
    config = state.config
    reason = excluded_because(config)
    if reason is not None:
        return reason
    result = state.result()
    showdown = len(state.in_hand) > 1 and not any(p.pot.index in state._awards for p in result.pots)
    if showdown and config.game is Game.SHORT_DECK:
        for pot in result.pots:
            if len(pot.winners) and _pokerkit_winners(state, pot) != pot.winners:
                return "three of a kind against a straight (12.)"
    if showdown and config.game.hi_lo and any(_low_shown_elsewhere(state, p) for p in result.pots):
        return "a side pot's low half shared by PokerKit (13.)"
    order = clockwise_from(config.button, config.seat_numbers)
    outcome = pokerkit_replay(text)
    final = result.final_stacks()
    if any(_odd_among_three(pot) for pot in result.pots):
        assert feltboard_pots(state, order) == outcome.pots, text
        return "odd chips among three or more: pots compared, stacks not (4.)"
    assert [final[seat] for seat in order] == outcome.stacks, text
    if any(p.split_hi_lo for p in result.pots):
        return "hi-lo split: stacks identical"
    return "stacks identical"


@pytest.mark.parametrize("code", list(GAMES))
def test_random_hands_of_each_game_match_pokerkit(code: str) -> None:
    tally: Counter[str] = Counter()
    for number in range(HANDS):
        state = random_game_hand(code, SEED + number)
        text = write_phh(state.config, state.events)
        tally[compare_game_hand(state, text)] += 1
        again = read_phh(text)
        assert again.config.game is state.config.game, text
        assert again.result().final_stacks() == state.result().final_stacks(), text
    print(code, dict(tally))
    identical = tally["stacks identical"] + tally["hi-lo split: stacks identical"]
    assert identical >= HANDS // 2, tally
    if code == "FO/8":
        assert tally["hi-lo split: stacks identical"] >= 20, tally


# ----- the two differences, each on one hand -------------------------------------------


def _heads_up(game: Game, structure: BettingStructure) -> HandConfig:
    seats = (SeatConfig(1, "P1", 1_000), SeatConfig(2, "P2", 1_000))
    return HandConfig(
        seats=seats,
        button=2,
        small_blind_seat=2,
        big_blind_seat=1,
        small_blind=10,
        big_blind=20,
        rules=RuleProfile(structure=structure, ante_mode=AnteMode.NONE),
        game=game,
    )


def test_difference_short_deck_trips_against_a_straight() -> None:
    """12. Board 6c 7d 8h Kc Ks, all-in for 1,000: P1's T-high straight against P2's
    trip kings. Feltboard pays P2 (trips beat a straight); PokerKit pays P1."""
    config = _heads_up(Game.SHORT_DECK, BettingStructure.NO_LIMIT)
    events: list[HandEvent] = [
        HoleCardsDealt(1, parse_cards("9s Tc")),
        HoleCardsDealt(2, parse_cards("Kh Qd")),
        WentAllIn(2),
        Called(1),
        FlopDealt(parse_cards("6c 7d 8h")),
        TurnDealt(parse_cards("Kc")),
        RiverDealt(parse_cards("Ks")),
        CardsShown(2),
        CardsShown(1),
    ]
    state = replay(config, events)
    assert state.result().final_stacks() == {1: 0, 2: 2_000}
    assert pokerkit_replay(write_phh(config, events)).stacks == [2_000, 0]


def test_difference_hi_lo_side_pot_without_a_low() -> None:
    """13. P1 all-in for 100 with the only low; P2 and P3 play a 200 side pot (P3 bets 100
    on the flop, P2 calls) with
    no low between them. Feltboard: P3's trips scoop the side pot; PokerKit splits it:
    100 high to P3, the low half shared by P2 and P3."""
    seats = (SeatConfig(1, "P1", 100), SeatConfig(2, "P2", 1_000), SeatConfig(3, "P3", 1_000))
    config = HandConfig(
        seats=seats,
        button=3,
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=50,
        big_blind=100,
        rules=RuleProfile(structure=BettingStructure.POT_LIMIT, ante_mode=AnteMode.NONE),
        game=Game.OMAHA_HI_LO,
    )
    events: list[HandEvent] = [
        HoleCardsDealt(1, parse_cards("Ah 3h 9s 9c")),
        HoleCardsDealt(2, parse_cards("Qd Jd Th Tc")),
        HoleCardsDealt(3, parse_cards("Kh Kd Js Jc")),
        Called(3),
        Called(1),
        Checked(2),
        FlopDealt(parse_cards("2h 5c 7d")),
        Checked(2),
        BetPlaced(3, 100),
        Called(2),
        TurnDealt(parse_cards("Kc")),
        Checked(2),
        Checked(3),
        RiverDealt(parse_cards("Qs")),
        Checked(2),
        Checked(3),
        CardsShown(2),
        CardsShown(3),
        CardsShown(1),
    ]
    state = replay(config, events)
    main, side = state.result().pots
    assert main.low_winners == (1,) and side.shares == ((3, 200),)
    assert state.result().final_stacks() == {1: 150, 2: 800, 3: 1_150}
    outcome = pokerkit_replay(write_phh(config, events))
    assert outcome.stacks != [150, 800, 1_150]


# ----- properties: chips are conserved, odd units follow the rule ------------------------


def _check_odd_units(state: HandState, pot: PotResult) -> None:
    unit = state.rules.chip_unit
    halves = [pot.shares]
    if pot.split_hi_lo:
        high, low = (sum(s for _, s in half) for half in (pot.high_shares, pot.low_shares))
        assert high + low == pot.pot.amount
        assert 0 <= high - low <= unit + pot.pot.amount % unit  # the odd unit to the high
        halves = [pot.high_shares, pot.low_shares]
    for half in halves:
        shares = [share for _, share in half]
        assert max(shares) - min(shares) <= unit + pot.pot.amount % unit
        # The larger shares go first, from the button's left.
        order = clockwise_from(state.config.button, [seat for seat, _ in half])
        assert [seat for seat, _ in half] == list(order)
        assert shares == sorted(shares, reverse=True)


@pytest.mark.parametrize("code", list(GAMES))
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_chips_conserved_and_odd_units_by_the_rule(code: str, seed: int) -> None:
    state = random_game_hand(code, seed)
    result = state.result()
    start = sum(entry.stack for entry in state.config.seats)
    assert sum(result.final_stacks().values()) == start
    for pot in result.pots:
        assert sum(share for _, share in pot.shares) == pot.pot.amount
        if len(pot.shares) > 1 or pot.split_hi_lo:
            _check_odd_units(state, pot)
