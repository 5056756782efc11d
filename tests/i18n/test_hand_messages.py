"""The hand engine's refusals and hand names go through ``translate``, English unchanged.

Each case plays a real hand (or builds a real config, card, clock...) through the public
API and triggers one refusal a dealer can meet. In English the message is exactly what
it always was; under the ``pseudo_language`` fixture (every translated text comes back as
``«text»``) the whole message is one translated sentence: it opens with ``«`` and closes
with ``»``, so no English words are glued around a translated piece.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app.engine.cards import evaluate, evaluate_holdem, parse_card, parse_cards
from app.engine.clock import (
    ClockPaused,
    ClockResumed,
    ClockStarted,
    LevelJumped,
    clock_state,
    jump,
)
from app.engine.corrections import before_showdown, reawarded
from app.engine.events import (
    CardsMucked,
    CardsShown,
    FlopDealt,
    HoleCardsDealt,
    PotAwarded,
    RiverDealt,
    TurnDealt,
)
from app.engine.hand import HandConfig, HandState, SeatConfig, replay
from app.engine.hand_stats import PlayerStats
from app.engine.pots import split_pot
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Level

NL = BettingStructure.NO_LIMIT
PL = BettingStructure.POT_LIMIT
FL = BettingStructure.FIXED_LIMIT
NAMES = ("Ann", "Bob", "Cat", "Dan")


def config(
    *stacks: int,
    structure: BettingStructure = NL,
    max_raises: int | None = 4,
    cap_mode: RaiseCapMode = RaiseCapMode.PER_ROUND,
    chip_unit: int = 1,
) -> HandConfig:
    """Seats 1, 2, 3... with ``stacks``; button 1, blinds 50/100 from seats 2 and 3
    (heads-up: the button posts the small blind)."""
    seats = tuple(SeatConfig(seat, NAMES[seat - 1], stack) for seat, stack in enumerate(stacks, 1))
    rules = RuleProfile(
        structure=structure,
        ante_mode=AnteMode.NONE,
        max_raises=max_raises,
        raise_cap_mode=cap_mode,
        chip_unit=chip_unit,
    )
    if len(stacks) == 2:
        return HandConfig(seats, 1, 1, 2, 50, 100, rules=rules)
    return HandConfig(seats, 1, 2, 3, 50, 100, rules=rules)


def hand(*stacks: int, **rules: object) -> HandState:
    return replay(config(*stacks, **rules))  # type: ignore[arg-type]


def three() -> HandState:
    """Ann (button, to act), Bob (small blind), Cat (big blind), 10,000 each."""
    return hand(10_000, 10_000, 10_000)


def flop(state: HandState, cards: str = "2c 7d 9h") -> HandState:
    return state.apply(FlopDealt(parse_cards(cards)))


def preflop_called(state: HandState) -> HandState:
    """Everyone calls or checks the blinds: the flop is next."""
    for seat in state.order:
        if state.to_act is None:
            break
        state = state.check(seat) if state.can_check(seat) else state.call(seat)
    return state


def on_flop() -> HandState:
    """Three players on the flop, Bob first to act, nobody has bet."""
    return flop(preflop_called(three()))


def heads_up_showdown() -> HandState:
    """Ann and Bob checked down to the river: showdown, Ann shows first (button last)."""
    state = hand(10_000, 10_000)
    state = state.call(1).check(2)
    state = flop(state)
    for street_event in (TurnDealt(parse_cards("Jc")), RiverDealt(parse_cards("3s"))):
        state = state.check(2).check(1)
        state = state.apply(street_event)
    return state.check(2).check(1)


def all_in_showdown() -> HandState:
    """Ann all-in pre-flop, Bob calls, Cat folds: the board runs out, then showdown."""
    state = hand(1_000, 10_000, 10_000).all_in(1).call(2).fold(3)
    for street_event in (
        FlopDealt(parse_cards("2c 7d 9h")),
        TurnDealt(parse_cards("Jc")),
        RiverDealt(parse_cards("3s")),
    ):
        state = state.apply(street_event)
    return state


def three_way_showdown() -> HandState:
    """Ann, Bob and Cat checked down to the river: showdown, nobody all-in."""
    state = on_flop()
    for street_event in (TurnDealt(parse_cards("Jc")), RiverDealt(parse_cards("3s")), None):
        state = state.check(2).check(3).check(1)
        if street_event is not None:
            state = state.apply(street_event)
    return state


def not_reopened() -> HandState:
    """Ann calls 100, Bob goes all-in for 150 (half a raise), Cat calls: Ann may only
    call 50 or fold (the short all-in does not reopen the betting)."""
    state = replay(
        HandConfig(
            (SeatConfig(1, "Ann", 10_000), SeatConfig(2, "Bob", 150), SeatConfig(3, "Cat", 10_000)),
            1, 2, 3, 50, 100, rules=RuleProfile(ante_mode=AnteMode.NONE),
        )
    )  # fmt: skip
    return state.call(1).all_in(2).call(3)


def capped() -> HandState:
    """Fixed limit 100/200, a bet and 1 raise: Ann raised, the round is capped for Bob."""
    return hand(10_000, 10_000, 10_000, structure=FL, max_raises=1).raise_to(1, 200)


def per_player_capped() -> HandState:
    """Fixed limit, 1 raise per player: Ann, Bob and Cat each raised; Ann is to act."""
    state = hand(10_000, 10_000, 10_000, structure=FL, max_raises=1,
                 cap_mode=RaiseCapMode.PER_PLAYER)  # fmt: skip
    return state.raise_to(1, 200).raise_to(2, 300).raise_to(3, 400)


def side_pot_showdown() -> HandState:
    """Ann all-in for 1,000; Bob and Cat call, Bob bets 500 on the flop and Cat calls,
    then they check down: a main pot for all three and side pot 1 for Bob and Cat."""
    state = flop(hand(1_000, 10_000, 10_000).all_in(1).call(2).call(3))
    state = state.place_bet(2, 500).call(3)
    for street_event in (TurnDealt(parse_cards("Jc")), RiverDealt(parse_cards("3s"))):
        state = state.apply(street_event)
        state = state.check(2).check(3)
    return state


def error_of(action: Callable[[], object]) -> str:
    """The message of the error ``action`` raises (the engine's errors are ValueErrors)."""
    with pytest.raises(ValueError) as caught:
        action()
    return str(caught.value)


def refusal(state: Callable[[], HandState], event: Callable[[HandState], object]) -> str:
    """The message of the refusal of ``event`` on the hand ``state()`` builds."""
    built = state()
    return error_of(lambda: event(built))


CLOCK = BlindStructure((Level(25, 50, duration_seconds=600), Break(300), Level(50, 100)))

# (what is refused, how to get the message, the English message exactly).
CASES: list[tuple[str, Callable[[], str], str]] = [
    # ----- turn and checking
    ("check facing a bet", lambda: refusal(three, lambda s: s.check(1)),
     "Seat 1 (Ann) cannot check: 100 to call"),
    ("out of turn", lambda: refusal(three, lambda s: s.fold(2)),
     "Seat 2 is not to act; seat 1 is"),
    ("seat not dealt in", lambda: refusal(three, lambda s: s.fold(9)),
     "Seat 9 is not in this hand"),
    ("folded seat acts", lambda: refusal(lambda: three().fold(1), lambda s: s.call(1)),
     "Seat 1 (Ann) has folded"),
    ("all-in seat acts", lambda: refusal(lambda: hand(1_000, 10_000, 10_000).all_in(1),
                                         lambda s: s.fold(1)),
     "Seat 1 (Ann) is all-in and cannot act"),
    ("call with no bet", lambda: refusal(on_flop, lambda s: s.call(2)),
     "Seat 2 (Bob) has no bet to call; check instead"),
    ("action when the flop is due", lambda: refusal(lambda: preflop_called(three()),
                                                     lambda s: s.check(2)),
     "Betting on this street is over; deal the flop first"),
    ("action at showdown", lambda: refusal(all_in_showdown, lambda s: s.check(2)),
     "Betting is over; the hand is at showdown"),
    ("action after the hand", lambda: refusal(lambda: three().fold(1).fold(2),
                                              lambda s: s.check(3)),
     "The hand is over; no more actions can be recorded"),
    # ----- bets and raises
    ("bet below the minimum", lambda: refusal(on_flop, lambda s: s.place_bet(2, 50)),
     "Minimum bet is 100"),
    ("bet facing a bet", lambda: refusal(three, lambda s: s.place_bet(1, 300)),
     "There is already a bet of 100; raise, call or fold instead"),
    ("raise with no bet", lambda: refusal(on_flop, lambda s: s.raise_to(2, 300)),
     "There is no bet to raise; bet instead"),
    ("raise below the minimum", lambda: refusal(three, lambda s: s.raise_to(1, 150)),
     "Raise to at least 200"),
    ("raise above the stack", lambda: refusal(three, lambda s: s.raise_to(1, 20_000)),
     "Seat 1 (Ann) has only 10,000 behind: raise to at most 10,000 (all-in)"),
    ("bet above the stack", lambda: refusal(on_flop, lambda s: s.place_bet(2, 20_000)),
     "Seat 2 (Bob) has only 9,900 behind: bet to at most 9,900 (all-in)"),
    ("bet of a fraction", lambda: refusal(on_flop, lambda s: s.verify_bet(2, 150.5)),  # type: ignore[arg-type]
     "The bet amount must be a whole number of chips"),
    ("raise of a fraction", lambda: refusal(three, lambda s: s.verify_raise(1, 250.5)),  # type: ignore[arg-type]
     "The raise amount must be a whole number of chips"),
    ("pot-limit bet above the pot", lambda: refusal(lambda: flop(preflop_called(
        hand(10_000, 10_000, 10_000, structure=PL))), lambda s: s.place_bet(2, 500)),
     "Maximum bet is 300 (pot limit)"),
    ("pot-limit raise above the pot", lambda: refusal(
        lambda: hand(10_000, 10_000, 10_000, structure=PL), lambda s: s.raise_to(1, 1_000)),
     "Raise to at most 350 (pot limit)"),
    ("fixed-limit bet above the limit", lambda: refusal(lambda: flop(preflop_called(
        hand(10_000, 10_000, 10_000, structure=FL))), lambda s: s.place_bet(2, 300)),
     "Maximum bet is 100 (limit)"),
    ("fixed-limit raise above the limit", lambda: refusal(
        lambda: hand(10_000, 10_000, 10_000, structure=FL), lambda s: s.raise_to(1, 300)),
     "Raise to at most 200 (limit)"),
    ("bet in odd chips", lambda: refusal(lambda: flop(preflop_called(
        hand(10_000, 10_000, 10_000, chip_unit=25))), lambda s: s.place_bet(2, 130)),
     "Bet must be a multiple of 25, the smallest chip in play"),
    ("raise in odd chips", lambda: refusal(
        lambda: hand(10_000, 10_000, 10_000, chip_unit=25), lambda s: s.raise_to(1, 210)),
     "Raise must be a multiple of 25, the smallest chip in play"),
    ("raise not reopened", lambda: refusal(not_reopened, lambda s: s.raise_to(1, 400)),
     "Seat 1 (Ann) cannot raise: betting is not reopened: the all-in since this player "
     "acted was less than a full raise"),
    ("all-in not reopened", lambda: refusal(not_reopened, lambda s: s.all_in(1)),
     "Seat 1 (Ann) cannot go all-in: betting is not reopened: the all-in since this player "
     "acted was less than a full raise; call 50 or fold"),
    ("raise when the round is capped", lambda: refusal(capped, lambda s: s.raise_to(2, 300)),
     "Seat 2 (Bob) cannot raise: betting is capped: a bet and 1 raises this round"),
    ("raise over the player's cap", lambda: refusal(per_player_capped,
                                                    lambda s: s.raise_to(1, 500)),
     "Seat 1 (Ann) cannot raise: this player already raised 1 times this round"),
    ("raise when calling takes every chip", lambda: refusal(
        lambda: hand(10_000, 10_000, 250).raise_to(1, 1_000).fold(2),
        lambda s: s.raise_to(3, 2_000)),
     "Seat 3 (Cat) cannot raise: calling takes all the seat's chips"),
    ("raise nobody can match", lambda: refusal(
        lambda: hand(5_000, 10_000, 300).all_in(1), lambda s: s.raise_to(2, 9_000)),
     "Seat 2 (Bob) cannot raise: no other player can match a raise; call or fold"),
    ("all-in above the pot limit", lambda: refusal(
        lambda: hand(10_000, 10_000, 10_000, structure=PL), lambda s: s.all_in(1)),
     "Seat 1 (Ann) cannot go all-in for 10,000: the most allowed is 350"),
    # ----- the board
    ("flop during pre-flop betting", lambda: refusal(three, lambda s: flop(s)),
     "Betting on the pre-flop is not finished: seat 1 is to act"),
    ("turn before the flop", lambda: refusal(
        lambda: preflop_called(three()), lambda s: s.apply(TurnDealt(parse_cards("Jc")))),
     "The next street to deal is the flop"),
    ("a flop of two cards", lambda: refusal(lambda: preflop_called(three()),
                                            lambda s: flop(s, "2c 7d")),
     "The flop is 3 cards"),
    ("a turn of two cards", lambda: refusal(
        lambda: on_flop().check(2).check(3).check(1),
        lambda s: s.apply(TurnDealt(parse_cards("Jc Qc")))),
     "The turn is 1 card"),
    ("a fourth street", lambda: refusal(
        all_in_showdown, lambda s: s.apply(RiverDealt(parse_cards("4s")))),
     "All board cards are already dealt"),
    ("a card after the hand", lambda: refusal(lambda: three().fold(1).fold(2), flop),
     "The hand is over; no more cards are dealt"),
    ("a card seen twice", lambda: refusal(
        lambda: three().apply(HoleCardsDealt(1, parse_cards("2c Ah"))), lambda s: s.apply(
            HoleCardsDealt(2, parse_cards("Ks 2c")))),
     "2c is already on the table; each card exists once in the deck"),
    ("one card twice in a flop", lambda: refusal(
        lambda: preflop_called(three()), lambda s: s.apply(
            FlopDealt((parse_card("2c"), parse_card("2c"), parse_card("9h"))))),
     "2c appears twice; each card exists once in the deck"),
    # ----- hole cards, showing and mucking
    ("three hole cards", lambda: refusal(
        three, lambda s: s.apply(HoleCardsDealt(1, parse_cards("2c 3c 4c")))),
     "A Hold'em hand is 2 hole cards, not 3"),
    ("hole cards twice", lambda: refusal(
        lambda: three().apply(HoleCardsDealt(1, parse_cards("2c Ah"))),
        lambda s: s.apply(HoleCardsDealt(1, parse_cards("Ks Qs")))),
     "Seat 1 (Ann) already has hole cards recorded"),
    ("hole cards of a seat not dealt in", lambda: refusal(
        three, lambda s: s.apply(HoleCardsDealt(9, parse_cards("Ks Qs")))),
     "Seat 9 is not in this hand"),
    ("show before betting is over", lambda: refusal(
        three, lambda s: s.apply(CardsShown(1, parse_cards("Ks Qs")))),
     "Hands are shown once betting is over"),
    ("show a folded hand", lambda: refusal(
        all_in_showdown, lambda s: s.apply(CardsShown(3, parse_cards("Ks Qs")))),
     "Seat 3 (Cat) has folded; a folded hand is not shown"),
    ("show twice", lambda: refusal(
        lambda: heads_up_showdown().apply(CardsShown(2, parse_cards("Ks Qs"))),
        lambda s: s.apply(CardsShown(2, parse_cards("Ks Qs")))),
     "Seat 2 (Bob) has already shown"),
    ("show without the cards", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(CardsShown(2))),
     "Enter the 2 cards Seat 2 (Bob) shows"),
    ("show after the hand", lambda: refusal(
        lambda: heads_up_showdown().apply(CardsMucked(2)),
        lambda s: s.apply(CardsShown(2, parse_cards("Ks Qs")))),
     "The hand is over"),
    ("show after mucking", lambda: refusal(
        lambda: three_way_showdown().apply(CardsMucked(2)),
        lambda s: s.apply(CardsShown(2, parse_cards("Ks Qs")))),
     "Seat 2 (Bob) has mucked"),
    ("show other cards than dealt", lambda: refusal(
        lambda: all_in_showdown().apply(CardsShown(1, parse_cards("Ks Qs"))),
        lambda s: s.verify_cards_of(1, parse_cards("As Ad"))),
     "Seat 1 (Ann) was dealt Ks Qs"),
    ("cards of a seat not dealt in", lambda: refusal(
        three, lambda s: s.verify_cards_of(9, parse_cards("As Ad"))),
     "Seat 9 is not in this hand"),
    ("muck before showdown", lambda: refusal(three, lambda s: s.apply(CardsMucked(1))),
     "Hands are mucked at showdown"),
    ("muck after showing", lambda: refusal(
        lambda: side_pot_showdown().apply(CardsShown(2, parse_cards("Ks Qs"))),
        lambda s: s.apply(CardsMucked(2))),
     "Seat 2 (Bob) has already shown; cards speak"),
    ("muck with a player all-in", lambda: refusal(
        all_in_showdown, lambda s: s.apply(CardsMucked(2))),
     "A player is all-in and betting is over: every hand is tabled (TDA 16); enter Bob's "
     "cards or award the pot"),
    ("muck twice", lambda: refusal(
        lambda: three_way_showdown().apply(CardsMucked(2)), lambda s: s.apply(CardsMucked(2))),
     "Seat 2 (Bob) is no longer in the hand"),
    ("muck for a seat not dealt in", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(CardsMucked(9))),
     "Seat 9 is not in this hand"),
    ("show for a seat not dealt in", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(CardsShown(9, parse_cards("Ks Qs")))),
     "Seat 9 is not in this hand"),
    # ----- awarding pots
    ("award before showdown", lambda: refusal(three, lambda s: s.apply(PotAwarded(0, (1,)))),
     "Pots are awarded at showdown, when betting and dealing are over"),
    ("award after the hand", lambda: refusal(
        lambda: three().fold(1).fold(2), lambda s: s.apply(PotAwarded(0, (3,)))),
     "The hand is over; every pot has been awarded"),
    ("award a pot that is not there", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(PotAwarded(5, (1,)))),
     "There is no pot 5; this hand has 1"),
    ("award without a winner", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(PotAwarded(0, ()))),
     "Choose at least one winner for the main pot"),
    ("award a winner twice", lambda: refusal(
        heads_up_showdown, lambda s: s.apply(PotAwarded(0, (1, 1)))),
     "A winner is listed twice"),
    ("award the side pot to the short stack", lambda: refusal(
        side_pot_showdown, lambda s: s.apply(PotAwarded(1, (1,)))),
     "Seat 1 cannot win the side pot 1"),
    ("award a decided pot", lambda: refusal(
        lambda: side_pot_showdown().apply(PotAwarded(1, (2,))),
        lambda s: s.apply(PotAwarded(1, (3,)))),
     "The side pot 1 already has its winner"),
    ("result before the end", lambda: refusal(three, lambda s: s.result()),
     "The hand is not finished; no result yet"),
    ("replay of an illegal event", lambda: error_of(
        lambda: replay(config(10_000, 10_000, 10_000), [CardsMucked(1)])),
     "Event 1 (CardsMucked(seat=1)): Hands are mucked at showdown"),
    # ----- corrections
    ("re-award a hand won without showdown", lambda: error_of(lambda: before_showdown(
        config(10_000, 10_000, 10_000), three().fold(1).fold(2).events)),
     "This hand was won without a showdown; there is no pot to give to someone else (void "
     "the hand if it was dealt wrong)"),
    ("re-award with the wrong number of pots", lambda: error_of(lambda: reawarded(
        config(10_000, 10_000), heads_up_showdown().events, [[1], [2]])),
     "Choose the winners of each of the 1 pots, not 2"),
    # ----- cards typed in
    ("a card typo", lambda: error_of(lambda: parse_card("Ax")),
     "'Ax' is not a card: write a rank (2-9, T, J, Q, K, A) then a suit (c, d, h, s), "
     "e.g. As or Td"),
    ("a typo among cards", lambda: error_of(lambda: parse_cards("AhKz")),
     "'Kz' is not a card: write a rank (2-9, T, J, Q, K, A) then a suit (c, d, h, s), "
     "e.g. As or Td"),
    ("a card typed twice", lambda: error_of(lambda: parse_cards("Ah Kd Ah")),
     "Ah appears twice; each card exists once in the deck"),
    ("too few cards to rank", lambda: error_of(lambda: evaluate(parse_cards("Ah Kd Qc 2s"))),
     "A hand is evaluated from 5 to 7 cards, not 4"),
    ("three hole cards to rank", lambda: error_of(lambda: evaluate_holdem(
        parse_cards("Ah Kd Qc"), parse_cards("2s 3s 4s 5s 7d"))),
     "A Hold'em hand has 2 hole cards, not 3"),
    ("a short board to rank", lambda: error_of(lambda: evaluate_holdem(
        parse_cards("Ah Kd"), parse_cards("2s 3s 4s 5s"))),
     "The board needs all 5 cards to rank hands; it has 4"),
    # ----- configs and rules
    ("too many players", lambda: error_of(lambda: HandConfig(
        tuple(SeatConfig(seat, f"P{seat}", 1_000) for seat in range(1, 25)), 1, 2, 3, 50, 100)),
     "A hand deals at most 23 players (two hole cards each and five board cards from one "
     "deck), not 24"),
    ("one player", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100),), 1, None, 1, 0, 100)),
     "A hand needs at least two players dealt in"),
    ("seats out of order", lambda: error_of(lambda: HandConfig(
        (SeatConfig(2, "Bob", 100), SeatConfig(1, "Ann", 100)), 1, None, 2, 0, 100)),
     "Seats must be listed once each, in ascending seat order"),
    ("seat 0", lambda: error_of(lambda: HandConfig(
        (SeatConfig(0, "Ann", 100), SeatConfig(1, "Bob", 100)), 0, None, 1, 0, 100)),
     "Seat numbers start at 1"),
    ("a seat without a name", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, " ", 100), SeatConfig(2, "Bob", 100)), 1, None, 2, 0, 100)),
     "Every dealt-in seat needs a player name"),
    ("two players of one name", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Ann", 100)), 1, None, 2, 0, 100)),
     "Two seats have the same player name; names must be unique"),
    ("a player without chips", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 0)), 1, None, 2, 0, 100)),
     "Seat 2 (Bob) has 0 chips; a player dealt in needs chips"),
    ("big blind on an empty seat", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, None, 5, 0, 100)),
     "The big blind seat 5 is not dealt in"),
    ("small blind on an empty seat", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 5, 2, 50, 100)),
     "The small blind seat 5 is not dealt in"),
    ("both blinds on one seat", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 2, 2, 50, 100)),
     "The small and big blind cannot be the same seat"),
    ("no big blind", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 0, 0)),
     "The big blind must be positive, not 0"),
    ("small blind above the big", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 2_000, 1_000)),
     "The small blind must be between 0 and the big blind (1,000), not 2,000"),
    ("negative ante", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 50, 100, -5)),
     "The ante cannot be negative (-5)"),
    ("ante without antes in the rules", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 50, 100, 10,
        RuleProfile(ante_mode=AnteMode.NONE))),
     "An ante is set but the rule profile has no antes"),
    ("fixed-limit small bet of 0", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 50, 100,
        rules=RuleProfile(structure=FL), small_bet=0)),
     "The fixed-limit small bet must be positive, not 0"),
    ("fixed-limit big bet of 0", lambda: error_of(lambda: HandConfig(
        (SeatConfig(1, "Ann", 100), SeatConfig(2, "Bob", 100)), 1, 1, 2, 50, 100,
        rules=RuleProfile(structure=FL), big_bet=0)),
     "The fixed-limit big bet must be positive, not 0"),
    ("the player of an empty seat", lambda: error_of(
        lambda: config(10_000, 10_000).player(7)),
     "Seat 7 is not dealt in"),
    ("chip unit 0", lambda: error_of(lambda: RuleProfile(chip_unit=0)),
     "The chip unit must be at least 1, not 0"),
    ("raise cap 0", lambda: error_of(lambda: RuleProfile(max_raises=0)),
     "The raise cap must allow at least one raise, not 0"),
    ("a pot without winners", lambda: error_of(lambda: split_pot(300, [], button=1)),
     "A pot needs at least one winner"),
    ("a pot split in chips of 0", lambda: error_of(
        lambda: split_pot(300, [1, 2], button=1, chip_unit=0)),
     "The chip unit must be at least 1, not 0"),
    # ----- the clock
    ("start the clock twice", lambda: error_of(
        lambda: clock_state(CLOCK, [ClockStarted(0), ClockStarted(5)], 10)),
     "The clock was already started"),
    ("pause before the start", lambda: error_of(
        lambda: clock_state(CLOCK, [ClockPaused(0)], 10)),
     "The clock cannot be paused before it starts"),
    ("pause twice", lambda: error_of(
        lambda: clock_state(CLOCK, [ClockStarted(0), ClockPaused(5), ClockPaused(6)], 10)),
     "The clock is already paused"),
    ("resume before the start", lambda: error_of(
        lambda: clock_state(CLOCK, [ClockResumed(0)], 10)),
     "The clock has not started yet; start it instead"),
    ("resume a running clock", lambda: error_of(
        lambda: clock_state(CLOCK, [ClockStarted(0), ClockResumed(5)], 10)),
     "The clock is already running"),
    ("jump outside the structure", lambda: error_of(
        lambda: clock_state(CLOCK, [LevelJumped(0, 7)], 10)),
     "There is no step 7; the structure has steps 0 to 2"),
    ("next level after the last", lambda: error_of(
        lambda: jump(CLOCK, [LevelJumped(0, 2)], 10)),
     "This is the last level; it repeats until the tournament ends"),
    ("previous level before the first", lambda: error_of(
        lambda: jump(CLOCK, [], 10, by=-1)),
     "This is the first level; there is none before it"),
    # ----- league counters read back
    ("a negative counter", lambda: error_of(lambda: PlayerStats.from_counts({"hands": -1})),
     "hands must be whole numbers of at least 0, not -1"),
]


@pytest.mark.parametrize(("message", "english"), [(c[1], c[2]) for c in CASES],
                         ids=[c[0] for c in CASES])  # fmt: skip
def test_the_english_message_is_unchanged(message: Callable[[], str], english: str) -> None:
    assert message() == english


@pytest.mark.parametrize("message", [c[1] for c in CASES], ids=[c[0] for c in CASES])
def test_the_message_is_one_translated_sentence(
    message: Callable[[], str], pseudo_language: Callable[[str], bool]
) -> None:
    text = message()
    assert pseudo_language(text)
    assert text.startswith("\u00ab") and text.endswith("\u00bb"), text
