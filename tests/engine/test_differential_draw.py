"""Differential test of the draw games against PokerKit 0.7.7.

Random hands of 2-7 triple draw (``F2L3D``), 2-7 single draw (``N2L1D``) and badugi
(``FB``) are set up as the other games' (:func:`game_config`, at most nine players in
deuce-to-seven), dealt known cards, played with random legal actions and random draws
(stand-pats, all-in players drawing, side pots, split pots), written as PHH and replayed
strictly by PokerKit. The hold'em differences 1.-11., the games' 12.-13. and stud's 14.-17.
hold; the draws add two:

18. Which cards a draw may be dealt: PokerKit burns a card before each draw and, when
    the deck runs out, reshuffles every discard of the draw, the drawing player's own
    included; Robert's Rules (Feltboard) reshuffle the muck without the drawing player's
    discards. Both accept any unseen card, so the cards dealt never change the stacks;
    PokerKit's warnings about cards it would not have dealt are silenced here.
19. The fixed-limit cap after the first round: Feltboard's default profile allows a bet
    and four raises in every round (RULES.md "Betting", ``max_raises = 4``); PokerKit
    counts the bet among its four, so after the first round (where the big blind is the
    bet) it stops at a bet and three raises. Random play only calls or folds there; the
    draw games have three such rounds, so it shows here first. In stud it holds on every
    street, the completion being the bet (a simulated night shows it:
    ``test_differential_nights.py``, which also numbers 20.).
"""

from __future__ import annotations

import dataclasses
import random
import warnings
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import HandHistory

from app.engine.cards import Card
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Drew,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
)
from app.engine.games import Game
from app.engine.hand import HandState, replay
from app.engine.pots import clockwise_from
from app.engine.rules import BettingStructure, RuleProfile
from app.store.phh import read_phh, write_phh
from tests.engine.test_differential_games import (
    _check_odd_units,
    _odd_among_three,
    _short_all_in_to_complete,
    _short_or_dead_blind,
)
from tests.engine.test_differential_pokerkit import (
    _random_action,
    excluded_because,
    feltboard_pots,
    pokerkit_replay,
    random_config,
)

SEED = 20_261_204
HANDS = 300
GAMES = {
    "F2L3D": (Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT),
    "N2L1D": (Game.SINGLE_DRAW, BettingStructure.NO_LIMIT),
    "FB": (Game.BADUGI, BettingStructure.FIXED_LIMIT),
}


def draw_config(rng: random.Random, code: str) -> HandConfig:
    """A random hand set-up of the draw game ``code``, as a tournament table deals it."""
    game, structure = GAMES[code]
    while True:
        config = random_config(rng)
        if len(config.seats) > game.max_players:
            continue
        if structure is BettingStructure.FIXED_LIMIT and _short_or_dead_blind(config):
            continue  # 1. and 10. in fixed limit: kept out as in the games' differential
        break
    rules = dataclasses.replace(config.rules, structure=structure, uncapped_heads_up=False)
    return dataclasses.replace(config, rules=rules, game=game)


def _random_draw(rng: random.Random, state: HandState, seat: int) -> Drew:
    most = state.config.game.hole_count
    count = rng.choices(range(most + 1), [3.0, 3.0, 2.0, 1.0, 0.5, 0.3][: most + 1])[0]
    if not count:
        return Drew(seat, 0)
    discarded = tuple(rng.sample(state.hole_cards(seat), count))
    dealable = [card for card in state.dealable_cards(count) if card not in discarded]
    return Drew(seat, count, discarded, tuple(rng.sample(dealable, count)))


def play_draw_hand(rng: random.Random, config: HandConfig) -> HandState:
    """Deal random cards, play random legal actions and draws to the end."""
    deck: list[Card] = list(config.game.deck())
    rng.shuffle(deck)
    state = replay(config)
    for seat in config.seat_numbers:
        state = state.apply(
            HoleCardsDealt(seat, tuple(deck.pop() for _ in range(config.game.hole_count)))
        )
    while not state.is_complete:
        legal = state.legal_actions()
        drawer = state.awaiting_draw
        event: HandEvent
        if legal is not None:
            if _short_all_in_to_complete(state) or _pokerkit_capped(state):
                legal = dataclasses.replace(legal, can_raise=False, can_all_in=False)
            event = _random_action(rng, state, legal)
        elif drawer is not None:
            event = _random_draw(rng, state, drawer)
        else:
            pending = [
                s
                for s in state.showdown_order
                if not state.shown_cards(s) and not state.is_mucked(s)
            ]
            muck = CardsMucked(pending[0])
            mucks = rng.random() < 0.2 and state.can_apply(muck)
            event = muck if mucks else CardsShown(pending[0])
        state = state.apply(event)
    return state


def _pokerkit_capped(state: HandState) -> bool:
    """A bet and three raises in a fixed-limit round after the first: PokerKit's cap (19.)."""
    return (
        state.rules.structure is BettingStructure.FIXED_LIMIT
        and state.street is not Street.PREFLOP
        and state._raises_in_round >= 3
    )


def random_draw_hand(code: str, seed: int) -> HandState:
    rng = random.Random(seed)
    return play_draw_hand(rng, draw_config(rng, code))


def compare_draw_hand(state: HandState, text: str) -> str:
    """Compare one finished hand with PokerKit; returns how it was compared.

    :raises AssertionError: on a difference not documented here or in the hold'em
        differential.
    """
    config = state.config
    reason = excluded_because(config)
    if reason is not None:
        return reason
    result = state.result()
    order = clockwise_from(config.button, config.seat_numbers)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # 18.: cards PokerKit would not have dealt
        outcome = pokerkit_replay(text)
    final = result.final_stacks()
    if any(_odd_among_three(pot) for pot in result.pots):
        assert feltboard_pots(state, order) == outcome.pots, text
        return "odd chips among three or more: pots compared, stacks not (4.)"
    assert [final[seat] for seat in order] == outcome.stacks, text
    if any(len(pot.winners) > 1 for pot in result.pots):
        return "split pot: stacks identical"
    return "stacks identical"


@pytest.mark.parametrize("code", list(GAMES))
def test_random_hands_of_each_draw_game_match_pokerkit(code: str) -> None:
    tally: Counter[str] = Counter()
    draws = Counter[str]()
    for number in range(HANDS):
        state = random_draw_hand(code, SEED + number)
        text = write_phh(state.config, state.events)
        tally[compare_draw_hand(state, text)] += 1
        for event in state.events:
            if isinstance(event, Drew):
                draws["stand pat" if not event.count else "draw"] += 1
        if any(state.is_all_in(seat) for seat in state.in_hand):
            draws["all-in hands"] += 1
        again = read_phh(text)
        assert again.config.game is state.config.game, text
        assert again.result().final_stacks() == state.result().final_stacks(), text
    print(code, dict(tally), dict(draws))
    identical = tally["stacks identical"] + tally["split pot: stacks identical"]
    assert identical >= HANDS // 2, tally
    assert draws["stand pat"] >= 100 and draws["all-in hands"] >= 20, draws


@pytest.mark.parametrize("code", list(GAMES))
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_draw_chips_conserved_and_odd_units_by_the_rule(code: str, seed: int) -> None:
    state = random_draw_hand(code, seed)
    result = state.result()
    start = sum(entry.stack for entry in state.config.seats)
    assert sum(result.final_stacks().values()) == start
    for pot in result.pots:
        assert sum(share for _, share in pot.shares) == pot.pot.amount
        if len(pot.shares) > 1:
            _check_odd_units(state, pot)


def test_difference_fixed_limit_cap_after_the_first_round() -> None:
    """19. Round 2 of triple draw: a bet and four raises, legal by Feltboard's default
    profile (``max_raises = 4``); PokerKit stops at a bet and three raises."""
    seats = tuple(SeatConfig(i, f"P{i}", 1_000) for i in (1, 2, 3))
    config = HandConfig(
        seats=seats,
        button=3,
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=10,
        big_blind=20,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT, uncapped_heads_up=False),
        game=Game.TRIPLE_DRAW,
    )
    events: list[HandEvent] = [Called(3), Called(1), Checked(2), Drew(1, 1), Drew(2, 2)]
    events += [Drew(3, 0), BetPlaced(1, 20), RaisedTo(2, 40), RaisedTo(3, 60)]
    events += [RaisedTo(1, 80), RaisedTo(2, 100)]  # the fourth raise
    state = replay(config, events)
    assert state.to_act == 3 and state.current_bet == 100
    assert _pokerkit_plays(write_phh(config, events[:-1]))  # a bet and three raises
    assert not _pokerkit_plays(write_phh(config, events))


def _pokerkit_plays(text: str) -> bool:
    """Whether PokerKit reads every action of ``text`` as written (no repair)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            steps = list(HandHistory.loads(text).state_actions)[1:]
            return all(action is not None for _, action in steps)
    except ValueError:
        return False
