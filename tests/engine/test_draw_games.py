"""The draw games played by the one hand engine, with chips (RULES.md "Mixed games", Draw).

2-7 triple draw (fixed limit), 2-7 single draw (no limit) and badugi (fixed limit): blinds
as hold'em, a betting round, then each player in turn from the button's left draws 0 to 5
cards (4 in badugi), and so on; the lowest hand wins.
"""

from __future__ import annotations

import itertools
import random

import pytest
from pokerkit import BadugiHand, StandardLowHand

from app.engine.cards import Category, full_deck, parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.draw_values import badugi, deuce_to_seven
from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import (
    Called,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import replay
from app.engine.rules import BettingStructure, RuleProfile


def _config(stacks: list[int], game: Game, structure: BettingStructure) -> HandConfig:
    """Seats 1..n, the button on the last seat, blinds 10/20 on seats 1 and 2."""
    seats = tuple(SeatConfig(i, f"P{i}", stack) for i, stack in enumerate(stacks, start=1))
    return HandConfig(
        seats=seats,
        button=len(stacks),
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=10,
        big_blind=20,
        rules=RuleProfile(structure=structure),
        small_bet=20,
        big_bet=40,
        game=game,
    )


def _c(text: str) -> tuple:
    return parse_cards(text)


# ----- the evaluators ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("7c 5d 4h 3s 2c", "7c 6d 4h 3s 2c"),  # the best hand beats the next
        ("8c 6d 5h 4s 2c", "7c 6d 5h 4s 3c"),  # 7-6-5-4-3 is a straight
        ("8c 5d 4h 3s 2c", "8c 6d 4h 3s 2c"),
        ("Kc Qd Jh 9s 8c", "Ac 5d 4h 3s 2c"),  # the ace is high: A-5-4-3-2 is ace high
        ("Ac Kd Qh Js 9c", "2c 2d 5h 4s 3c"),  # a pair loses to any hand without one
        ("Ac Kd Qh Js 9c", "9c 7c 5c 4c 2c"),  # a flush counts against
        ("2c 2d 6h 4s 3c", "3c 3d 5h 4s 2c"),  # the lower pair wins: deuces beat threes
        ("Kc Kd Qh Js 9c", "2c 2d 3h 3s 4c"),  # any pair beats two pair
    ],
)
def test_deuce_to_seven_orders(better: str, worse: str) -> None:
    assert deuce_to_seven(_c(better)).strength > deuce_to_seven(_c(worse)).strength


def test_deuce_to_seven_pairs_compare_by_pair_first() -> None:
    # 2-2 with 8-7-6 kickers beats 3-3 with 6-5-4: the pair decides first.
    assert (
        deuce_to_seven(_c("2c 2d 8h 7s 6c")).strength
        > deuce_to_seven(_c("3c 3d 6h 5s 4c")).strength
    )
    assert deuce_to_seven(_c("7c 5d 4h 3s 2c")).category is Category.HIGH_CARD
    assert deuce_to_seven(_c("5c 4d 3h 2s Ac")).category is Category.HIGH_CARD


def test_deuce_to_seven_agrees_with_pokerkit_on_random_pairs() -> None:
    rng = random.Random(27)
    deck = list(full_deck())
    for _ in range(3000):
        cards = rng.sample(deck, 10)
        a, b = cards[:5], cards[5:]
        ours = (deuce_to_seven(a).strength > deuce_to_seven(b).strength) - (
            deuce_to_seven(a).strength < deuce_to_seven(b).strength
        )
        ha = StandardLowHand("".join(map(str, a)))
        hb = StandardLowHand("".join(map(str, b)))
        theirs = (ha > hb) - (ha < hb)
        assert ours == theirs, (a, b)


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("Ac 2d 3h 4s", "Kc Qd Jh Ts"),  # the best badugi; any badugi beats three cards
        ("Kc Qd Jh Ts", "Ac 2d 3h 3s"),  # four cards beat three
        ("6c 4d 3h 2s", "6c 5d 2h As"),  # 6-4 beats 6-5
        ("8c 7d 6h 2h", "8c 7d 6h Kh"),  # three cards: 8-7-2 beats 8-7-6
        ("Ac 2c 3c 4c", "Kc Kd Kh Ks"),  # one card: the ace beats the king
    ],
)
def test_badugi_orders(better: str, worse: str) -> None:
    assert badugi(_c(better)).strength > badugi(_c(worse)).strength


def test_badugi_agrees_with_pokerkit_on_random_pairs() -> None:
    rng = random.Random(28)
    deck = list(full_deck())
    for _ in range(3000):
        cards = rng.sample(deck, 8)
        a, b = cards[:4], cards[4:]
        sa, sb = badugi(a).strength, badugi(b).strength
        ha = BadugiHand.from_game("".join(map(str, a)))
        hb = BadugiHand.from_game("".join(map(str, b)))
        assert ((sa > sb) - (sa < sb)) == ((ha > hb) - (ha < hb)), (a, b)


def test_every_badugi_of_four_ranks_beats_every_three_card_hand() -> None:
    fours = [
        badugi(_c(f"{r[0]}c {r[1]}d {r[2]}h {r[3]}s")).strength
        for r in itertools.combinations("AKQJT98", 4)
    ]
    threes = [
        badugi(_c(f"{r[0]}c {r[1]}d {r[2]}h 2h")).strength
        for r in itertools.combinations("A3456789", 3)
    ]
    assert min(fours) > max(threes)


# ----- hands ---------------------------------------------------------------------------------


def _deal(config: HandConfig, holes: dict[int, str]) -> list[HandEvent]:
    return [HoleCardsDealt(seat, _c(text)) for seat, text in holes.items()]


def test_triple_draw_with_a_stand_pat_pays_the_lowest_hand() -> None:
    config = _config([1000, 1000, 1000], Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    events: list[HandEvent] = _deal(
        config, {1: "7c 5d 4h 3s 2c", 2: "Kc Kd 9h 8s 6c", 3: "8c 7d 5h 3c Qs"}
    )
    # Round 1 (small bet 20): the button raises, both call: 40 each.
    events += [RaisedTo(3, 40), Called(1), Called(2)]
    state = replay(config, events)
    assert state.awaiting_draw == 1 and state.to_act is None
    with pytest.raises(IllegalAction, match="seat 1 draws first"):
        state.fold(2)
    # First draw from the button's left: seat 1 stands pat, seat 2 draws 3, seat 3 one.
    state = state.draw(1, 0).draw(2, 3, _c("Kc Kd 9h"), _c("4d 2d Th")).draw(3, 1)
    assert state.street is Street.FLOP and state.to_act == 1 and state.draws_done == 1
    # Round 2 (small bet): seat 1 bets 20, both call.
    state = state.place_bet(1, 20).call(2).call(3)
    for _ in range(2):  # draws 2 and 3, big bet rounds checked down
        state = state.draw(1, 0).draw(2, 0).draw(3, 0)
        state = state.check(1).check(2).check(3)
    assert state.street is Street.SHOWDOWN
    with pytest.raises(IllegalAction):
        state.draw(1, 0)
    state = (
        state.apply(CardsShown(1)).apply(CardsShown(2)).apply(CardsShown(3, _c("8c 7d 5h 3c 4c")))
    )
    assert state.is_complete
    result = state.result()
    assert result.final_stacks() == {1: 1120, 2: 940, 3: 940}
    assert result.pots[0].winning_hand == "7-5-4-3-2"


def test_triple_draw_bets_small_then_big() -> None:
    config = _config([1000, 1000], Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    state = replay(config).call(1).check(2)
    state = state.draw(1, 2).draw(2, 1)
    assert state.legal_actions().min_to == 20
    state = state.check(1).check(2).draw(1, 0).draw(2, 0)
    assert state.legal_actions().min_to == 40  # third round: the big bet
    with pytest.raises(IllegalAction, match="Maximum bet is 40"):
        state.place_bet(1, 60)


def test_badugi_four_cards_beat_three_and_odd_chip_goes_left_of_button() -> None:
    config = _config([500, 500, 500], Game.BADUGI, BettingStructure.FIXED_LIMIT)
    events: list[HandEvent] = [Called(3), Called(1), Checked(2)]
    for _ in range(3):
        events += [Drew(1, 0), Drew(2, 0), Drew(3, 0)]
        if len([e for e in events if isinstance(e, Drew)]) < 9:
            events += [Checked(1), Checked(2), Checked(3)]
    events += [Checked(1), Checked(2), Checked(3)]
    state = replay(config, events)
    assert state.street is Street.SHOWDOWN
    state = state.apply(CardsShown(1, _c("Kc Qd Jh Ts")))  # a king badugi
    state = state.apply(CardsShown(2, _c("Ac 2d 3h 3s")))  # three cards, A-2-3
    state = state.apply(CardsShown(3, _c("9c 8d 7h 7s")))
    result = state.result()
    assert result.pots[0].winners == (1,)
    assert result.pots[0].winning_hand == "Badugi, K-Q-J-T"
    assert result.final_stacks() == {1: 540, 2: 480, 3: 480}


def test_badugi_split_odd_chip_to_first_winner_left_of_button() -> None:
    config = HandConfig(
        seats=(SeatConfig(1, "A", 7), SeatConfig(2, "B", 500), SeatConfig(3, "C", 500)),
        button=3,
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=5,
        big_blind=10,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
        game=Game.BADUGI,
    )
    # Seat 1 calls all-in for 7: a main pot of 21 and a side pot of 6; seat 3 folds last.
    events: list[HandEvent] = [Called(3), Called(1), Checked(2)]
    for last in (False, False, True):
        events += [Drew(1, 0), Drew(2, 0), Drew(3, 0), Checked(2)]
        events.append(Folded(3) if last else Checked(3))
    state = replay(config, events)
    state = state.apply(CardsShown(2, _c("Ac 2d 3h 4s"))).apply(CardsShown(1, _c("As 2h 3d 4c")))
    main, side = state.result().pots
    # The odd unit of the main pot goes to seat 1, the first winner left of the button.
    assert dict(main.shares) == {1: 11, 2: 10} and dict(side.shares) == {2: 6}
    assert state.result().final_stacks() == {1: 11, 2: 506, 3: 490}


def test_single_draw_no_limit_all_in_side_pots_and_stand_pat() -> None:
    config = _config([300, 1000, 1000], Game.SINGLE_DRAW, BettingStructure.NO_LIMIT)
    events: list[HandEvent] = _deal(
        config, {1: "7c 5d 4h 3s 2c", 2: "8c 6d 4d 3h 2d", 3: "Kc Kd Kh 9s 9c"}
    )
    events += [WentAllIn(3), WentAllIn(1), Called(2)]
    state = replay(config, events)
    # Betting is over but everyone still draws once: the all-in players too.
    assert state.awaiting_draw == 1 and state.betting_over
    with pytest.raises(IllegalAction, match="after the last draw"):
        state.apply(CardsShown(1))
    state = state.draw(1, 0).draw(2, 0).draw(3, 2, _c("Kc Kd"), _c("Ah As"))
    assert state.street is Street.SHOWDOWN
    for seat in (1, 2, 3):
        state = state.apply(CardsShown(seat))
    result = state.result()
    # Main pot 900 to seat 1 (7-5-4-3-2), side pot 1,400 to seat 2 (8-6 beats trips).
    assert result.final_stacks() == {1: 900, 2: 1400, 3: 0}


@pytest.mark.parametrize(
    ("event", "message"),
    [
        (Drew(2, 1), "does not draw yet; seat 1 does"),
        (Drew(1, 6), "0 to 5 cards, not 6"),
        (Drew(1, -1), "0 to 5 cards, not -1"),
        (Drew(1, 2, _c("7c 5d"), _c("9h")), "Enter the 2 cards discarded"),
        (Drew(1, 1, _c("Kd"), _c("9h")), "does not hold Kd"),
        (Drew(1, 1, _c("7c"), _c("8c")), "8c is already on the table"),
        (Drew(1, 1, _c("7c"), _c("7c")), "Duplicate card|more than once|twice"),
        (FlopDealt(_c("9h 9d 9s")), "no board"),
        (Drew(7, 0), "not in this hand"),
    ],
)
def test_draw_refusals_in_words(event: HandEvent, message: str) -> None:
    config = _config([1000, 1000, 1000], Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    state = replay(
        config,
        [
            *_deal(config, {1: "7c 5d 4h 3s 2c", 2: "8c 6d 4d 3h 2d"}),
            Called(3),
            Called(1),
            Checked(2),
        ],
    )
    with pytest.raises((IllegalAction, ValueError), match=message):
        state.apply(event)


def test_draw_refused_during_betting_and_in_holdem() -> None:
    config = _config([1000, 1000, 1000], Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    with pytest.raises(IllegalAction, match="seat 3 is to act"):
        replay(config).draw(3, 1)
    holdem = _config([1000, 1000], Game.HOLDEM, BettingStructure.NO_LIMIT)
    with pytest.raises(IllegalAction, match="do not draw"):
        replay(holdem).draw(1, 1)


def test_a_folded_player_does_not_draw() -> None:
    config = _config([1000, 1000, 1000], Game.BADUGI, BettingStructure.FIXED_LIMIT)
    state = replay(config, [Folded(3), Called(1), Checked(2)])
    assert state.awaiting_draw == 1
    state = state.draw(1, 4).draw(2, 0)
    assert state.to_act == 1  # the next round began without seat 3
    with pytest.raises(IllegalAction, match="A Badugi hand is 4 cards, not 5"):
        state.apply(HoleCardsDealt(1, _c("Ac 2d 3h 4s 5c")))


def test_the_stub_runs_out_and_the_muck_is_reshuffled() -> None:
    # Nine players of 2-7: 45 cards dealt, a stub of 7. Seat 1 throws 5 (known), seat 2
    # needs 5 more: the stub has 2, so the muck (seat 1's five) is reshuffled and one of
    # seat 1's discards may be dealt to seat 2, as at a physical table.
    holes = [
        "2c 3c 4c 5c 6c",
        "7c 8c 9c Tc Jc",
        "Qc Kc Ac 2d 3d",
        "4d 5d 6d 7d 8d",
        "9d Td Jd Qd Kd",
        "Ad 2h 3h 4h 5h",
        "6h 7h 8h 9h Th",
        "Jh Qh Kh Ah 2s",
        "3s 4s 5s 6s 7s",
    ]
    config = _config([1000] * 9, Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    events: list[HandEvent] = [HoleCardsDealt(i, _c(text)) for i, text in enumerate(holes, 1)]
    events += [Called(seat) for seat in range(3, 10)] + [Called(1), Checked(2)]
    state = replay(config, events)
    state = state.draw(1, 5, _c("2c 3c 4c 5c 6c"), _c("8s 9s Ts Js Qs"))
    assert len(state.dealable_cards(5)) == 5 + 2  # the muck and the stub
    state = state.draw(2, 5, _c("7c 8c 9c Tc Jc"), _c("Ks As 2c 3c 4c"))
    with pytest.raises(IllegalAction, match="7c is already on the table"):
        state.draw(3, 1, _c("Qc"), _c("7c"))  # seat 2's own discards are not reshuffled yet
    assert state.awaiting_draw == 3


def test_nine_players_at_most_in_deuce_to_seven() -> None:
    with pytest.raises(ConfigError, match="at most 9 players"):
        _config([1000] * 10, Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT)
    _config([1000] * 12, Game.BADUGI, BettingStructure.FIXED_LIMIT)


def test_draw_counts_only_leave_the_hand_unknown_until_shown() -> None:
    config = _config([1000, 1000], Game.SINGLE_DRAW, BettingStructure.NO_LIMIT)
    state = replay(config, [HoleCardsDealt(1, _c("7c 5d 4h 3s Kc")), Called(1), Checked(2)])
    state = state.draw(1, 1).draw(2, 0)
    assert state.hole_cards(1) == ()
    state = state.check(1).check(2)
    state = state.apply(CardsShown(1, _c("7c 5d 4h 3s 2c"))).apply(
        CardsShown(2, _c("9c 8d 6h 4s 3c"))
    )
    assert state.result().final_stacks() == {1: 1020, 2: 980}
