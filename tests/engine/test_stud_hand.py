"""A hand of stud, stud hi-lo and razz on the one hand engine (RULES.md "Mixed games",
Stud), with concrete chips: the bring-in completed and capped, a razz bring-in tie
broken by suit, an odd chip by suit, the open pair on fourth street, up cards the dealer
did not type, the community card when the deck runs out, and the refusals."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from app.engine.cards import parse_card, parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.errors import ConfigError, IllegalAction
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    StudStreetDealt,
)
from app.engine.games import Game
from app.engine.hand import HandState, StudHandState, replay
from app.engine.hand_stats import HandOutcome, hand_stats
from app.engine.rules import AnteMode, BettingStructure, RuleProfile

RULES = RuleProfile(
    structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.CLASSIC, max_raises=4
)


def stud(
    game: Game = Game.STUD, players: int = 3, stack: int = 1_000, button: int | None = None
) -> HandConfig:
    """Ante 5, bring-in 10, bets 20/40; seat numbers 1 to ``players``."""
    seats = tuple(SeatConfig(n, f"P{n}", stack) for n in range(1, players + 1))
    return HandConfig(
        seats=seats,
        button=button if button is not None else players,
        ante=5,
        bring_in=10,
        small_bet=20,
        big_bet=40,
        rules=RULES,
        game=game,
    )


def up(text: str) -> StudStreetDealt:
    """``"1:Kd 2:2c"``: a street's up cards by seat."""
    pairs = (item.split(":") for item in text.split())
    return StudStreetDealt(up=tuple((int(seat), parse_card(card)) for seat, card in pairs))


def checks_around(state: HandState) -> list[HandEvent]:
    """Everyone to act checks, in the order the engine names."""
    events: list[HandEvent] = []
    while state.to_act is not None:
        event = Checked(state.to_act)
        events.append(event)
        state = state.apply(event)
    return events


def play(config: HandConfig, events: Sequence[HandEvent]) -> StudHandState:
    state = replay(config, events)
    assert isinstance(state, StudHandState)
    return state


# ----- the bring-in ------------------------------------------------------------------------


def test_a_stud_bring_in_completed_and_capped() -> None:
    """2c brings in (clubs lowest of the deuces) for 10; P3 completes to 20, which is the
    bet; four raises follow to 100 and the cap closes the betting: P2 may only call."""
    config = stud()
    events: list[HandEvent] = [up("1:Kd 2:2c 3:2d")]
    state = play(config, events)
    assert state.pot_total == 15  # three antes of 5
    assert state.to_act == 2 and state.bring_in_due
    legal = state.legal_actions()
    assert legal is not None and legal.bring_in == 10 and legal.min_to == legal.max_to == 20
    assert not legal.can_fold and not legal.can_check
    with pytest.raises(IllegalAction, match="brings in: post the bring-in of 10 or complete to 20"):
        state.apply(Folded(2))
    events += [BroughtIn(2)]
    state = play(config, events)
    assert state.bet(2) == 10 and state.stack(2) == 985 and state.to_act == 3
    legal = state.legal_actions()
    assert legal is not None and legal.call_amount == 10 and legal.min_to == legal.max_to == 20
    events += [RaisedTo(3, 20), RaisedTo(1, 40), RaisedTo(2, 60), RaisedTo(3, 80)]
    events += [RaisedTo(1, 100)]
    state = play(config, events)
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2 and not legal.can_raise
    assert legal.raising_closed_reason == "Betting is capped: a bet and 4 raises this round"
    assert legal.call_amount == 40
    events += [Called(2), Called(3)]
    state = play(config, events)
    assert state.pot_total == 315 and state.awaiting_stud_street is Street.FOURTH
    assert [state.stack(s) for s in (1, 2, 3)] == [895, 895, 895]


def test_the_bring_in_completes_or_is_called_without_an_option() -> None:
    config = stud()
    state = play(config, [up("1:Kd 2:2c 3:9d"), BetPlaced(2, 20)])
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 3 and legal.call_amount == 20
    assert legal.min_to == 40  # the completion was the bet: one raise above it
    # Called all round, the bring-in has no option: fourth street is next.
    state = play(config, [up("1:Kd 2:2c 3:9d"), BroughtIn(2), Called(3), Called(1)])
    assert state.to_act is None and state.awaiting_stud_street is Street.FOURTH
    assert state.pot_total == 45


def test_a_razz_bring_in_tie_broken_by_suit() -> None:
    """Razz: the highest up card brings in; two kings, the king of spades is higher."""
    config = stud(Game.RAZZ, players=4)
    state = play(config, [up("1:Kd 2:Ks 3:5c 4:Ah")])
    assert state.to_act == 2 and state.bring_in_due
    state = state.apply(BroughtIn(2))
    assert state.stack(2) == 985 and state.bet(2) == 10 and state.pot_total == 30
    assert state.to_act == 3
    # In stud the ace is high: the 5 brings in.
    assert play(stud(players=4), [up("1:Kd 2:Ks 3:5c 4:Ah")]).to_act == 3


def test_the_bring_in_passes_on_from_a_seat_all_in_on_its_ante() -> None:
    seats = (SeatConfig(1, "P1", 1_000), SeatConfig(2, "P2", 5), SeatConfig(3, "P3", 1_000))
    config = HandConfig(
        seats=seats, button=3, ante=5, bring_in=10, small_bet=20, big_bet=40, rules=RULES,
        game=Game.STUD,
    )
    state = play(config, [up("1:Kd 2:2c 3:9d")])
    assert state.is_all_in(2) and state.to_act == 3 and state.bring_in_due


# ----- odd chips, the open pair, showdown --------------------------------------------------


def _to_seventh(config: HandConfig, third: list[HandEvent], streets: list[str]) -> StudHandState:
    """Deal ``streets`` (fourth to sixth street's up cards) and seventh, everyone checking."""
    state = play(config, third)
    for cards in [*streets, ""]:
        state = state.apply(up(cards) if cards else StudStreetDealt())
        for event in checks_around(state):
            state = state.apply(event)
    return state


def test_a_stud_odd_chip_by_suit() -> None:
    """P1 and P2 both play a nine-high straight: 35 chips split 18 / 17. The odd chip goes
    to P2, whose ace of spades is the highest card by suit (P1 holds the ace of hearts),
    not to P1, first from the button's left as in the flop games."""
    config = stud()
    third: list[HandEvent] = [up("1:9h 2:3c 3:Jd"), BroughtIn(2), Folded(3), Called(1)]
    state = _to_seventh(config, third, ["1:8c 2:9s", "1:7c 2:8d", "1:6d 2:7d"])
    assert state.street is Street.SHOWDOWN
    state = state.apply(CardsShown(1, parse_cards("Ah 2s 5h")))
    state = state.apply(CardsShown(2, parse_cards("6s 5c As")))
    result = state.result()
    (pot,) = result.pots
    assert pot.pot.amount == 35 and pot.winners == (1, 2)
    assert dict(pot.shares) == {2: 18, 1: 17}
    assert result.final_stacks() == {1: 1_002, 2: 1_003, 3: 995}
    assert pot.winning_hand == "Straight, Nine high"


def test_an_open_pair_on_fourth_street_allows_the_big_bet() -> None:
    """Stud high: P1 pairs its king on fourth street and acts first; the bet may be 20
    or 40, and after 40 every raise is by 40. Stud hi-lo keeps the small bet."""
    third: list[HandEvent] = [up("1:Kd 2:2c 3:9d"), BroughtIn(2), Called(3), Called(1)]
    fourth = up("1:Kh 2:5c 3:Td")
    state = play(stud(), [*third, fourth])
    assert state.open_pair and state.to_act == 1
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (20, 40)
    state = state.apply(BetPlaced(1, 40))
    legal = state.legal_actions()
    assert legal is not None and legal.seat == 2 and (legal.min_to, legal.max_to) == (80, 80)
    with pytest.raises(IllegalAction, match="Raise to at least 80"):
        state.apply(RaisedTo(2, 60))
    # A small bet first: a raise by the small or the big bet.
    state = play(stud(), [*third, fourth, BetPlaced(1, 20)])
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (40, 60)
    # No pair showing, or stud hi-lo: the small bet only.
    state = play(stud(), [*third, up("1:Qh 2:5c 3:Td")])
    legal = state.legal_actions()
    assert legal is not None and (legal.min_to, legal.max_to) == (20, 20)
    state = play(stud(Game.STUD_HI_LO), [*third, fourth])
    legal = state.legal_actions()
    assert not state.open_pair and legal is not None and legal.max_to == 20


def test_fifth_street_is_the_big_bet_and_the_best_showing_acts_first() -> None:
    third: list[HandEvent] = [up("1:Kd 2:2c 3:9d"), BroughtIn(2), Called(3), Called(1)]
    events = [*third, up("1:3h 2:5c 3:9h")]  # P3 pairs nines: first on fourth
    state = play(stud(), events)
    assert state.to_act == 3
    events += [Checked(3), Checked(1), Checked(2), up("1:4h 2:6c 3:2h")]
    state = play(stud(), events)
    assert state.to_act == 3 and state.street is Street.FIFTH
    legal = state.legal_actions()
    assert legal is not None and legal.min_to == legal.max_to == 40


def test_razz_pays_the_lowest_hand_and_stud_hi_lo_splits() -> None:
    third: list[HandEvent] = [up("1:Kd 2:2c 3:9d"), BroughtIn(1), Folded(2), Called(3)]
    streets = ["1:3h 3:4c", "1:5h 3:6c", "1:7h 3:8c"]
    state = _to_seventh(stud(Game.RAZZ), third, streets)
    state = state.apply(CardsShown(1, parse_cards("As 2s Qs")))  # 7-5-3-2-A
    state = state.apply(CardsShown(3, parse_cards("Ac 2d Jc")))  # 8-6-4-2-A
    assert state.result().final_stacks() == {1: 1_020, 2: 995, 3: 985}
    # The result names razz's winning low, as the dealer says it.
    assert state.result().push_instructions() == ("Main pot: 35 to P1 (7-5-3-2-A)",)
    third = [up("1:2d 2:Kc 3:9d"), BroughtIn(1), Folded(2), Called(3)]
    state = _to_seventh(stud(Game.STUD_HI_LO), third, streets)
    state = state.apply(CardsShown(1, parse_cards("As 2s Qs")))  # 7-5-3-2-A, a pair high
    state = state.apply(CardsShown(3, parse_cards("Ks Kh Jc")))  # kings win the high, no low
    (pot,) = state.result().pots
    assert pot.pot.amount == 35 and pot.winners == (3,) and pot.low_winners == (1,)
    assert pot.high_shares == ((3, 18),) and pot.low_shares == ((1, 17),)
    assert state.result().push_instructions() == (
        "Main pot, high half: 18 to P3 (Pair of Kings, kickers Jack, Nine, Eight)",
        "Main pot, low half: 17 to P1 (Low, 7-5-3-2-A)",
    )


# ----- up cards the dealer did not type ----------------------------------------------------


def test_without_up_cards_the_dealer_names_who_brings_in_and_acts_first() -> None:
    config = stud()
    with pytest.raises(IllegalAction, match="Type the up cards, or name the seat that brings in"):
        replay(config, [StudStreetDealt()])
    state = play(config, [StudStreetDealt(first=3)])
    assert state.to_act == 3 and state.bring_in_due
    events: list[HandEvent] = [StudStreetDealt(first=3), BroughtIn(3), Called(1), Called(2)]
    with pytest.raises(IllegalAction, match="name the seat that acts first"):
        replay(config, [*events, StudStreetDealt()])
    state = play(config, [*events, StudStreetDealt(first=2)])
    assert state.to_act == 2 and state.open_pair  # nothing to check: the big bet allowed
    # Known cards decide: a different seat named is refused.
    with pytest.raises(IllegalAction, match="The up cards say seat 2 brings in"):
        replay(config, [StudStreetDealt(up=up("1:Kd 2:2c 3:9d").up, first=1)])
    # Shown without up cards typed: all seven cards.
    state = play(config, events)
    for cards in ["", "", "", ""]:
        state = state.apply(StudStreetDealt(first=1) if cards == "" else up(cards))
        for event in checks_around(state):
            state = state.apply(event)
    with pytest.raises(IllegalAction, match="up cards were not typed: enter all seven cards"):
        state.apply(CardsShown(1, parse_cards("As Ks Qs")))
    state = state.apply(CardsShown(1, parse_cards("As Ks Qs Js Ts 2c 3c")))
    state = state.apply(CardsShown(2, parse_cards("Ah Kh Qh Jh 9h 2d 3d")))
    state = state.apply(CardsShown(3, parse_cards("Ac Kc Qd Jd 9d 4d 5d")))
    assert state.result().final_stacks()[1] == 1_000 - 15 + 45


def test_eight_players_to_seventh_street_share_a_community_card() -> None:
    """8 × 6 = 48 cards out by sixth street: 4 left for 8 players, so seventh street is
    one card face up for everyone, and each shows two down cards."""
    config = stud(players=8)
    ups = ["2c 3c 4c 5c 6c 7c 8c 9c", "2d 3d 4d 5d 6d 7d 8d 9d", "2h 3h 4h 5h 6h 7h 8h 9h",
           "2s 3s 4s 5s 6s 7s 8s 9s"]
    def street(cards: str) -> StudStreetDealt:
        return StudStreetDealt(
            up=tuple((n + 1, card) for n, card in enumerate(parse_cards(cards)))
        )
    state = play(config, [street(ups[0])])
    assert state.to_act == 1  # the 2c
    state = state.apply(BroughtIn(1))
    for seat in range(2, 9):
        state = state.apply(Called(seat))
    for cards in ups[1:]:
        state = state.apply(street(cards))
        for event in checks_around(state):
            state = state.apply(event)
    assert state.deck_runs_out
    with pytest.raises(IllegalAction, match="no up cards"):
        state.apply(street("Tc Td Th Ts Jc Jd Jh Js"))
    state = state.apply(StudStreetDealt(community=parse_card("As")))
    assert state.community_card == parse_card("As")
    for event in checks_around(state):
        state = state.apply(event)
    with pytest.raises(IllegalAction, match="2 down cards, or all seven"):
        state.apply(CardsShown(1, parse_cards("Tc Td Th")))
    downs = ["Tc Td", "Th Ts", "Jc Jd", "Jh Js", "Qc Qd", "Qh Qs", "Kc Kd", "Kh Ks"]
    for seat, down in enumerate(downs, start=1):
        state = state.apply(CardsShown(seat, parse_cards(down)))
    assert len(state.seven_cards(8)) == 7
    result = state.result()
    # Seat 8: 9c 9d 9h 9s with the kings: four nines win the 120 pot.
    assert result.final_stacks()[8] == 1_000 - 15 + 120


def test_seven_players_have_no_community_card() -> None:
    config = stud(players=7)
    ups = ["2c 3c 4c 5c 6c 7c 8c", "2d 3d 4d 5d 6d 7d 8d", "2h 3h 4h 5h 6h 7h 8h",
           "2s 3s 4s 5s 6s 7s 8s"]
    state = play(config, [StudStreetDealt(up=tuple(
        (n + 1, c) for n, c in enumerate(parse_cards(ups[0]))))])
    state = state.apply(BroughtIn(1))
    for seat in range(2, 8):
        state = state.apply(Called(seat))
    for cards in ups[1:]:
        state = state.apply(StudStreetDealt(up=tuple(
            (n + 1, c) for n, c in enumerate(parse_cards(cards)))))
        for event in checks_around(state):
            state = state.apply(event)
    assert not state.deck_runs_out
    with pytest.raises(IllegalAction, match="no community card"):
        state.apply(StudStreetDealt(community=parse_card("As")))


# ----- refusals ----------------------------------------------------------------------------


def test_stud_configs_are_checked_in_words() -> None:
    with pytest.raises(ConfigError, match="deals at most 8 players, not 9"):
        stud(players=9)
    with pytest.raises(ConfigError, match="is played fixed-limit"):
        HandConfig(
            seats=stud().seats, button=3, ante=5, bring_in=10, small_bet=20,
            rules=RuleProfile(structure=BettingStructure.NO_LIMIT, ante_mode=AnteMode.CLASSIC),
            game=Game.RAZZ,
        )
    with pytest.raises(ConfigError, match="no blinds"):
        HandConfig(
            seats=stud().seats, button=3, big_blind_seat=1, big_blind=20, bring_in=10,
            small_bet=20, rules=RULES, game=Game.STUD,
        )
    with pytest.raises(ConfigError, match="below the small bet"):
        HandConfig(seats=stud().seats, button=3, bring_in=20, small_bet=20, rules=RULES,
                   game=Game.STUD)
    with pytest.raises(ConfigError, match="bring-in is for stud games"):
        HandConfig(seats=stud().seats, button=3, small_blind_seat=1, big_blind_seat=2,
                   small_blind=5, big_blind=10, bring_in=5)


def test_stud_events_out_of_place_are_refused() -> None:
    config = stud()
    with pytest.raises(IllegalAction, match="Stud has no board"):
        replay(config, [FlopDealt(parse_cards("2c 3c 4c"))])
    with pytest.raises(IllegalAction, match="Type the up card of every player"):
        replay(config, [up("1:Kd 2:2c")])
    with pytest.raises(IllegalAction, match="already on the table"):
        replay(config, [up("1:Kd 2:2c 3:2d"), BroughtIn(2), Called(3), Called(1),
                        up("1:Kd 2:3c 3:4d")])
    with pytest.raises(IllegalAction, match="no bring-in to post"):
        replay(config, [up("1:Kd 2:2c 3:2d"), BroughtIn(2), BroughtIn(3)])
    with pytest.raises(IllegalAction, match="Betting on the third street is not finished"):
        replay(config, [up("1:Kd 2:2c 3:2d"), up("1:Ad 2:Ac 3:Ah")])
    state = play(config, [up("1:Kd 2:2c 3:2d"), HoleCardsDealt(1, parse_cards("As Ks"))])
    assert state.hole_cards(1) == parse_cards("As Ks")
    with pytest.raises(IllegalAction, match="2 down cards, not 3"):
        state.apply(HoleCardsDealt(2, parse_cards("Ah Kh Qh")))


def test_stats_count_the_bring_in_as_forced_and_third_street_as_before_the_flop() -> None:
    """The bring-in is posted like a blind (no decision); completing is a raise before
    the "flop" (fourth street), calling it a voluntary call."""
    config = stud()
    events: list[HandEvent] = [up("1:Kd 2:2c 3:9d"), BroughtIn(2), RaisedTo(3, 20),
                               Called(1), Folded(2), up("1:Kh 3:5c"), Checked(1), Checked(3)]
    state = play(config, events)
    players = {1: 101, 2: 102, 3: 103}
    outcome = HandOutcome({101: 0, 102: -15, 103: 0}, frozenset(), 0)
    stats = hand_stats(config, state.events, players, outcome)
    assert (stats[102].vpip, stats[102].preflop_decisions) == (0, 1)  # folded later
    assert (stats[103].vpip, stats[103].pfr) == (1, 1)
    assert (stats[101].vpip, stats[101].pfr, stats[101].saw_flop) == (1, 0, 1)
