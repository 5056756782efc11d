"""Short deck heads-up with antes and a button blind, in PHH and against PokerKit 0.7.7.

The PHH specification reverses every forced bet heads-up ("the antes, blinds, and
straddles are reverse-assigned for heads-up situations"): the button's blind, the last
player's entry at a full table, is written first, ``blinds_or_straddles = [20, 0]``.
Feltboard writes it so, reads it back to the same hand, and PokerKit replays the file
strictly (no repaired action) to the same stacks: the player off the button acts first
in every round, the button last.
"""

from __future__ import annotations

import random
from collections import Counter

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    HoleCardsDealt,
    RaisedTo,
    RiverDealt,
    TurnDealt,
)
from app.engine.games import Game
from app.engine.hand import replay
from app.store.phh import read_phh, write_phh
from tests.engine.test_differential_games import (
    _button_blind,
    compare_game_hand,
    play_game_hand,
)
from tests.engine.test_differential_pokerkit import pokerkit_replay

SEED = 20_261_204
HANDS = 150

HEADS_UP = HandConfig(
    seats=(SeatConfig(1, "Ann", 1000), SeatConfig(4, "Bob", 1000)),
    button=4,
    small_blind_seat=None,
    big_blind_seat=4,
    small_blind=0,
    big_blind=20,
    ante=10,
    game=Game.SHORT_DECK,
)
EVENTS = (
    HoleCardsDealt(1, parse_cards("As Kd")),
    HoleCardsDealt(4, parse_cards("9c 9d")),
    RaisedTo(1, 60),
    Called(4),
    FlopDealt(parse_cards("6h 7h 8c")),
    BetPlaced(1, 100),
    RaisedTo(4, 300),
    Called(1),
    TurnDealt(parse_cards("Ts")),
    Checked(1),
    Checked(4),
    RiverDealt(parse_cards("Jd")),
    Checked(1),
    Checked(4),
    CardsShown(1),
    CardsShown(4),
)


def test_the_button_blind_is_written_first_heads_up_and_read_back() -> None:
    state = replay(HEADS_UP)
    assert state.to_act == 1  # off the button, first before the flop
    text = write_phh(HEADS_UP, EVENTS)
    assert "antes = [10, 10]\nblinds_or_straddles = [20, 0]\n" in text
    assert "_button_seat = 4\n" in text
    back = read_phh(text)
    assert back.config == HEADS_UP
    assert write_phh(back.config, back.events) == text
    # 20 antes + 2 x 60 + 2 x 300 = 740; Bob's straight, 7 to Jack, takes it.
    assert back.result().final_stacks() == {1: 630, 4: 1370}


def test_pokerkit_replays_the_heads_up_button_blind_strictly() -> None:
    outcome = pokerkit_replay(write_phh(HEADS_UP, EVENTS))
    assert outcome.stacks == [630, 1370]  # p1 is Ann (off the button), p2 Bob


def test_random_heads_up_button_blind_hands_match_pokerkit() -> None:
    tally: Counter[str] = Counter()
    for number in range(HANDS):
        rng = random.Random(SEED + number)
        stacks = [rng.choice([rng.randint(1, 60), rng.randint(100, 3000)]) for _ in range(2)]
        base = HandConfig(
            seats=(SeatConfig(2, "P1", stacks[0]), SeatConfig(7, "P2", stacks[1])),
            button=7,
            small_blind_seat=7,
            big_blind_seat=2,
            small_blind=10,
            big_blind=20,
            game=Game.SHORT_DECK,
        )
        state = play_game_hand(rng, _button_blind(rng, base))
        text = write_phh(state.config, state.events)
        tally[compare_game_hand(state, text)] += 1
        again = read_phh(text)
        assert again.config == state.config, text
        assert again.result().final_stacks() == state.result().final_stacks(), text
    print(dict(tally))
    assert tally["stacks identical"] >= HANDS // 2, tally
