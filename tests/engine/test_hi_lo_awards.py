"""Hi-lo halves awarded by hand when the cards are not typed (issue 26).

``PotAwarded(pot, winners, low_winners)``: the high half to ``winners``, the low half to
``low_winners``, the odd unit between halves to the high and within a half from the first
winner left of the button (RULES.md "Mixed games"); no low winners: no low, the high
takes the pot. Refused in a high-only game and for a seat not in the pot.
"""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.errors import IllegalAction
from app.engine.events import (
    Called,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PotAwarded,
    RiverDealt,
    TurnDealt,
)
from app.engine.games import Game
from app.engine.hand import HandState, replay, undo
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.store.codec import hand_codec


def _config(game: Game, structure: BettingStructure) -> HandConfig:
    """Three players with 1,000; blinds 10/20 on seats 1 and 2, ante 5 each, button 3."""
    return HandConfig(
        seats=tuple(SeatConfig(i, f"P{i}", 1_000) for i in (1, 2, 3)),
        button=3,
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=10,
        big_blind=20,
        ante=5,
        rules=RuleProfile(structure=structure, ante_mode=AnteMode.CLASSIC),
        game=game,
    )


def _checked_down(game: Game = Game.OMAHA_HI_LO, fold: int | None = None) -> HandState:
    """Everyone limps (or ``fold`` folds) and checks down on 2c 4d 6h Kd Qs; no hole card
    is typed, so nothing ranks the hands: a 75 pot (60 in bets, 15 in antes) awaits the
    dealer; 55 when P3 folds."""
    structure = (
        BettingStructure.FIXED_LIMIT if game is Game.OMAHA_HI_LO else BettingStructure.NO_LIMIT
    )
    config = _config(game, structure)
    events: list[HandEvent] = [
        Folded(3) if fold == 3 else Called(3), Called(1), Checked(2),
    ]
    players = [seat for seat in (1, 2, 3) if seat != fold]
    for street in (
        FlopDealt(parse_cards("2c 4d 6h")), TurnDealt(parse_cards("Kd")),
        RiverDealt(parse_cards("Qs")),
    ):
        events += [street, *(Checked(seat) for seat in players)]
    return replay(config, events)


def test_high_to_one_and_the_low_split_between_two_with_the_odd_chips() -> None:
    """75 chips: the high half 38 (the odd chip between halves to the high) to P1; the
    low half 37 between P2 and P3: P2, first left of the button (P3), takes the odd chip,
    19, and P3 18."""
    state = _checked_down()
    assert state.pots[0].amount == 75
    state = state.apply(PotAwarded(0, (1,), low_winners=(2, 3)))
    assert state.is_complete
    (pot,) = state.result().pots
    assert pot.high_shares == ((1, 38),)
    assert pot.low_shares == ((2, 19), (3, 18))
    assert state.result().final_stacks() == {1: 1_013, 2: 994, 3: 993}
    assert sum(state.result().final_stacks().values()) == 3_000


def test_a_scoop_by_hand_high_and_low_to_one_player() -> None:
    state = _checked_down().apply(PotAwarded(0, (2,), low_winners=(2,)))
    assert state.result().final_stacks() == {1: 975, 2: 1_050, 3: 975}


def test_no_low_the_high_takes_the_whole_pot() -> None:
    state = _checked_down().apply(PotAwarded(0, (1, 3)))
    (pot,) = state.result().pots
    assert pot.low_shares == ()
    # 75 split between P1 and P3: P1, first left of the button, takes the odd chip.
    assert state.result().final_stacks() == {1: 1_013, 2: 975, 3: 1_012}


def test_a_low_half_is_refused_in_a_high_only_game() -> None:
    state = _checked_down(Game.HOLDEM)
    with pytest.raises(IllegalAction, match=r"^Hold'em has no low half: award the whole pot"):
        state.apply(PotAwarded(0, (1,), low_winners=(2,)))
    assert state.apply(PotAwarded(0, (1,))).result().final_stacks()[1] == 1_050


def test_a_low_half_only_to_players_in_the_pot() -> None:
    state = _checked_down(fold=3)
    with pytest.raises(IllegalAction, match=r"^Seat 3 cannot win the low half of the main pot$"):
        state.apply(PotAwarded(0, (1,), low_winners=(3,)))
    with pytest.raises(IllegalAction, match=r"^Seat 9 cannot win the low half"):
        state.apply(PotAwarded(0, (1,), low_winners=(9,)))
    with pytest.raises(IllegalAction, match=r"^A low winner is listed twice$"):
        state.apply(PotAwarded(0, (1,), low_winners=(2, 2)))


def test_undo_drops_the_award_and_its_low_half() -> None:
    before = _checked_down()
    after = before.apply(PotAwarded(0, (1,), low_winners=(2, 3)))
    again = undo(after)
    assert not again.is_complete and again.events == before.events
    assert again.apply(PotAwarded(0, (3,))).result().final_stacks()[3] == 1_050


def test_the_journal_writes_a_low_only_when_there_is_one() -> None:
    codec = hand_codec()
    assert codec.encode(PotAwarded(0, (1, 2))) == (
        '{"pot":0,"winners":[1,2],"kind":"pot_awarded"}'), "old journals byte for byte"
    text = codec.encode(PotAwarded(1, (1,), low_winners=(2, 3)))
    assert text == '{"pot":1,"winners":[1],"low_winners":[2,3],"kind":"pot_awarded"}'
    assert codec.decode(text) == PotAwarded(1, (1,), (2, 3))
    assert codec.decode('{"pot":0,"winners":[1],"kind":"pot_awarded"}').low_winners == ()


def test_a_low_half_awarded_by_hand_travels_in_phh() -> None:
    """The PHH file carries the low half (``_pot_low_awards``) beside the high half, and
    reads back to the same stacks: 1,013 / 994 / 993."""
    from app.store.phh import PHHError, read_phh
    from app.store.phh_writer import write_phh

    hand = _checked_down().apply(PotAwarded(0, (1,), (2, 3)))
    text = write_phh(hand.config, hand.events)
    # p1 is the first seat after the button (seat 3): seats 1, 2, 3 are p1, p2, p3.
    assert "_pot_awards = [[0, 1]]\n_pot_low_awards = [[0, 2, 3]]\n" in text
    read = read_phh(text)
    assert read.state.result().final_stacks() == {1: 1_013, 2: 994, 3: 993}
    stray = text.replace("_pot_low_awards = [[0,", "_pot_low_awards = [[1,")
    with pytest.raises(PHHError, match="gives pot 1 a low half"):
        read_phh(stray)
