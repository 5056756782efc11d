"""Differential test of seven-card stud, stud hi-lo and razz against PokerKit 0.7.7.

Random hands of each game (``F7S``, ``F7S/8``, ``FR``: 2-8 players, random dealer seat,
stacks short enough for all-ins and side pots, antes, a bring-in) are played with random
legal actions and random cards, written as PHH and replayed strictly by PokerKit, as the
hold'em differential (``test_differential_pokerkit.py``) does; its differences hold here
too (10. and 11. are kept out the same way: no short all-in completed, no heads-up cap
lifted). The file is also read back by Feltboard to the same stacks. Three more:

14. Odd chips in stud (RULES.md "Mixed games"): Feltboard gives each odd unit of a split
    pot (or half) to the winner with the highest card by suit among all their cards;
    PokerKit gives every odd chip to the winner first from the dealer's left. The pots
    and the shares' total are compared, the stacks of the winners of such a split are
    not.
15. The open pair on fourth street (stud high only): Feltboard lets a player bet or
    raise the big bet; PokerKit 0.7.7 keeps the small bet. Random play bets the small
    bet there; :func:`test_difference_open_pair_on_fourth` shows the big one.
16. Eight players to seventh street: the deck runs out and Feltboard deals one community
    card (RULES.md); PokerKit has no such card. Such hands are left out.
17. Fixed limit, an all-in raise of half a bet or more but less than a full one
    (RULES.md "Betting", TDA 47-B): Feltboard reopens the betting for players who
    already acted; PokerKit does not. Random play calls or folds facing a bet that is
    not a whole number of bets (this also keeps 10. out).

Convention, not a difference: PokerKit allows four completions, bets or raises a round
(the bring-in not counted); the hands are set to "a bet and three raises" (``_max_raises
= 3``), which is the same cap.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.cards import Card, full_deck, parse_card, parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    StudStreetDealt,
)
from app.engine.games import Game
from app.engine.hand import StudHandState, replay
from app.engine.pots import clockwise_from
from app.engine.results import PotResult
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.stud import odd_chip_order
from app.store.phh import read_phh, write_phh
from tests.engine.test_differential_games import _short_all_in_to_complete
from tests.engine.test_differential_pokerkit import _random_action, pokerkit_replay

SEED = 20_261_204
HANDS = 250
GAMES = {"F7S": Game.STUD, "F7S/8": Game.STUD_HI_LO, "FR": Game.RAZZ}


def stud_config(rng: random.Random, game: Game) -> HandConfig:
    count = rng.randint(2, 8)
    seats = sorted(rng.sample(range(1, 10), count))
    small = rng.choice([2, 10, 20, 100])
    ante = rng.choice([0, small // 2, small // 4 or 1])
    bring_in = max(1, small // rng.choice([2, 4, 5]))
    if bring_in >= small:
        bring_in = small - 1 if small > 1 else 1
    depths = [small * k for k in (1, 3, 6, 15, 40)]
    stacks = [rng.choice(depths) + rng.randint(0, small) for _ in seats]
    return HandConfig(
        seats=tuple(SeatConfig(s, f"P{s}", stack) for s, stack in zip(seats, stacks, strict=True)),
        button=rng.choice(range(1, 10)),
        ante=ante,
        bring_in=bring_in,
        small_bet=small,
        big_bet=2 * small,
        rules=RuleProfile(
            structure=BettingStructure.FIXED_LIMIT,
            ante_mode=AnteMode.CLASSIC if ante else AnteMode.NONE,
            max_raises=3,  # PokerKit: four wagers a round, the completion the first
            uncapped_heads_up=False,
        ),
        game=game,
    )


def play_stud_hand(rng: random.Random, config: HandConfig) -> StudHandState:
    """Deal random cards (every up card typed) and play random legal actions to the end:
    the bring-in posted or completed, bets by the small bet on an open pair (15.)."""
    deck: list[Card] = list(full_deck())
    rng.shuffle(deck)
    planned = _tied_cards(rng, config, deck) if rng.random() < 0.35 else {}
    state = replay(config)
    assert isinstance(state, StudHandState)
    while not state.is_complete:
        legal = state.legal_actions()
        event: HandEvent
        if legal is not None and legal.bring_in:
            complete = legal.can_bet and rng.random() < 0.3
            event = BetPlaced(legal.seat, legal.min_to) if complete else BroughtIn(legal.seat)
        elif legal is not None:
            if _short_all_in_to_complete(state) or _odd_level(state):
                legal = dataclasses.replace(legal, can_raise=False, can_all_in=False)
            if state.open_pair:
                legal = dataclasses.replace(legal, max_to=legal.min_to, can_all_in=False)
            event = _random_action(rng, state, legal)
        elif state.awaiting_stud_street is not None:
            if state.awaiting_stud_street is Street.SEVENTH:
                community = deck.pop() if state.deck_runs_out else None
                event = StudStreetDealt(community=community)
            else:
                street = state.stud_streets_dealt
                event = StudStreetDealt(
                    up=tuple(
                        (seat, planned[seat][2 + street] if seat in planned else deck.pop())
                        for seat in state.in_hand
                    )
                )
        else:
            pending = [s for s in state.showdown_order if not state.shown_cards(s)]
            down = 2 if state.community_dealt else 3
            seat = pending[0]
            if seat in planned and not state.community_dealt:
                event = CardsShown(seat, (*planned[seat][:2], planned[seat][6]))
            else:
                event = CardsShown(seat, tuple(deck.pop() for _ in range(down)))
        new = state.apply(event)
        assert isinstance(new, StudHandState)
        state = new
    return state


def _tied_cards(
    rng: random.Random, config: HandConfig, deck: list[Card]
) -> dict[int, tuple[Card, ...]]:
    """Seven cards each for up to four seats, the same seven ranks in other suits (no
    flush: each suit at most twice), so their hands tie and pots split; taken out of
    ``deck``."""
    ranks = rng.sample(range(13), 7)
    seats = rng.sample(config.seat_numbers, min(4, len(config.seats)))
    planned = {
        seat: tuple(Card(rank, "cdhs"[(k + j) % 4]) for j, rank in enumerate(ranks))
        for k, seat in enumerate(seats)
    }
    used = {card for cards in planned.values() for card in cards}
    deck[:] = [card for card in deck if card not in used]
    return planned


def _odd_level(state: StudHandState) -> bool:
    """The bet to match is not a whole number of bets: an all-in raise of less than a
    bet came in (17.); random play only calls or folds then."""
    return state.current_bet % state.config.bet_size(state.street) != 0


def random_stud_hand(code: str, seed: int) -> StudHandState:
    rng = random.Random(seed)
    return play_stud_hand(rng, stud_config(rng, GAMES[code]))


def _odd_split(pot: PotResult) -> bool:
    halves = (pot.high_shares, pot.low_shares) if pot.split_hi_lo else (pot.shares,)
    return any(len(half) > 1 and len({share for _, share in half}) > 1 for half in halves)


def compare_stud_hand(state: StudHandState, text: str) -> str:
    """Compare one finished hand with PokerKit; returns how it was compared."""
    if state.community_dealt:
        return "community card on seventh street (16.)"
    result = state.result()
    order = clockwise_from(state.config.button, state.config.seat_numbers)
    outcome = pokerkit_replay(text)
    final = result.final_stacks()
    ours = [final[seat] for seat in order]
    if any(_odd_split(pot) for pot in result.pots):
        assert sum(ours) == sum(outcome.stacks), text
        split = {seat for pot in result.pots if _odd_split(pot) for seat, _ in pot.shares}
        for k, seat in enumerate(order):
            if seat not in split:
                assert ours[k] == outcome.stacks[k], text
        return "odd chips by suit: other stacks identical (14.)"
    assert ours == outcome.stacks, text
    if any(p.split_hi_lo for p in result.pots):
        return "hi-lo split: stacks identical"
    return "stacks identical"


@pytest.mark.parametrize("code", list(GAMES))
def test_random_stud_hands_match_pokerkit(code: str) -> None:
    tally: Counter[str] = Counter()
    shapes: Counter[str] = Counter()
    for number in range(HANDS):
        state = random_stud_hand(code, SEED + number)
        text = write_phh(state.config, state.events)
        tally[compare_stud_hand(state, text)] += 1
        pots = state.result().pots
        shapes["all-in"] += any(state.is_all_in(seat) for seat in state.in_hand)
        shapes["side pots"] += len(pots) > 1
        shapes["split"] += any(len(pot.shares) > 1 for pot in pots)
        shapes["to seventh"] += state.stud_streets_dealt == 5
        again = read_phh(text)
        assert again.config.game is state.config.game, text
        assert again.result().final_stacks() == state.result().final_stacks(), text
    print(code, dict(tally), dict(shapes))
    assert shapes["side pots"] >= 10 and shapes["split"] >= 10, shapes
    identical = tally["stacks identical"] + tally["hi-lo split: stacks identical"]
    assert identical >= HANDS * 2 // 3, tally
    if code == "F7S/8":
        assert tally["hi-lo split: stacks identical"] >= 10, tally


def test_difference_open_pair_on_fourth() -> None:
    """15. P1 pairs its kings on fourth street and bets the big bet, 40: Feltboard plays
    it; PokerKit refuses a bet above the small bet (its repair fails the replay)."""
    seats = (SeatConfig(1, "P1", 1_000), SeatConfig(2, "P2", 1_000))
    config = HandConfig(
        seats=seats, button=2, ante=5, bring_in=10, small_bet=20, big_bet=40,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.CLASSIC,
                          uncapped_heads_up=False),
        game=Game.STUD,
    )
    up = parse_card
    events: list[HandEvent] = [
        StudStreetDealt(up=((1, up("Kd")), (2, up("2c")))),
        BroughtIn(2),
        Called(1),
        StudStreetDealt(up=((1, up("Kh")), (2, up("5c")))),
        BetPlaced(1, 40),
    ]
    state = replay(config, events)
    assert state.pot_total == 70 and state.stack(1) == 945
    with pytest.raises(AssertionError):
        pokerkit_replay(write_phh(config, [*events, Called(2)]))


def test_difference_odd_chip_by_suit() -> None:
    """14. tests/engine/test_stud_hand.py's split of 35 between two nine-high straights:
    Feltboard gives the odd chip to P2 (the ace of spades against P1's ace of hearts);
    PokerKit to P1, the first from the dealer's left."""
    seats = tuple(SeatConfig(n, f"P{n}", 1_000) for n in (1, 2, 3))
    config = HandConfig(
        seats=seats, button=3, ante=5, bring_in=10, small_bet=20, big_bet=40,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.CLASSIC,
                          max_raises=3, uncapped_heads_up=False),
        game=Game.STUD,
    )
    state = replay(config, [
        StudStreetDealt(up=((1, parse_card("9h")), (2, parse_card("3c")), (3, parse_card("Jd")))),
        BroughtIn(2), Folded(3), Called(1),
    ])
    for cards in (("8c", "9s"), ("7c", "8d"), ("6d", "7d"), None):
        up = () if cards is None else ((1, parse_card(cards[0])), (2, parse_card(cards[1])))
        state = state.apply(StudStreetDealt(up=up))
        while state.to_act is not None:
            state = state.apply(Checked(state.to_act))
    state = state.apply(CardsShown(1, parse_cards("Ah 2s 5h")))
    state = state.apply(CardsShown(2, parse_cards("6s 5c As")))
    assert state.result().final_stacks() == {1: 1_002, 2: 1_003, 3: 995}
    text = write_phh(config, state.events)
    assert pokerkit_replay(text).stacks == [1_003, 1_002, 995]
    assert read_phh(text).result().final_stacks() == {1: 1_002, 2: 1_003, 3: 995}


# ----- properties: chips are conserved, odd units by the highest card by suit --------------


def _check_odd_units(state: StudHandState, pot: PotResult) -> None:
    halves = [pot.shares]
    if pot.split_hi_lo:
        high, low = (sum(s for _, s in half) for half in (pot.high_shares, pot.low_shares))
        assert high + low == pot.pot.amount and 0 <= high - low <= 1
        halves = [pot.high_shares, pot.low_shares]
    for half in halves:
        shares = [share for _, share in half]
        assert max(shares) - min(shares) <= 1
        seats = [seat for seat, _ in half]
        cards = {seat: state.seven_cards(seat) for seat in seats}
        assert seats == odd_chip_order(seats, cards)  # the larger shares go first
        assert shares == sorted(shares, reverse=True)


@pytest.mark.parametrize("code", list(GAMES))
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_chips_conserved_and_odd_units_by_suit(code: str, seed: int) -> None:
    state = random_stud_hand(code, seed)
    result = state.result()
    start = sum(entry.stack for entry in state.config.seats)
    assert sum(result.final_stacks().values()) == start
    for pot in result.pots:
        assert sum(share for _, share in pot.shares) == pot.pot.amount
        if len(pot.shares) > 1 or pot.split_hi_lo:
            _check_odd_units(state, pot)
