"""The hand log: told incrementally, it reads exactly as when told from the start."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app.engine.autoplay import random_next_event
from app.engine.cards import parse_card
from app.engine.entry_options import RebuyPolicy
from app.engine.hand import HandState, replay
from app.engine.money import Bounty, Currency
from app.engine.tournament_events import ButtonDrawn, PlayerBusted, TableTrackingChanged
from app.present.first_button import draw_line
from app.present.narration import (
    HandNarration,
    bounty_text,
    event_line,
    finish_lines,
    hand_log,
    price_text,
    prize_text,
)
from tests.engine.test_betting import table
from tests.engine.test_fixed_limit import at_the_turn
from tests.tournament_kit import SETUP, Recorder, seat_events, seated


def played_hand(seed: int) -> HandState:
    """A random finished hand at a six-seat table."""
    config = table({1: 3_000, 2: 5_000, 3: 800, 4: 10_000, 5: 2_500, 6: 4_000},
                   button=1, sb=2, bb=3)
    state = replay(config)
    rng = random.Random(seed)
    while not state.is_complete:
        state = state.apply(random_next_event(state, rng))
    return state


@pytest.mark.parametrize("seed", range(20))
def test_narrating_event_by_event_matches_telling_the_whole_hand(seed: int) -> None:
    hand = played_hand(seed)
    narration = HandNarration(hand.config)
    for count in range(len(hand.events) + 1):
        events = hand.events[:count]
        assert narration.continues(hand.config, events)
        assert narration.lines_for(events) == hand_log(hand.config, events)


def test_an_undone_event_is_not_a_continuation() -> None:
    hand = played_hand(1)
    narration = HandNarration(hand.config)
    narration.lines_for(hand.events)
    shorter = hand.events[:-1]
    assert not narration.continues(hand.config, shorter)
    with pytest.raises(ValueError, match="do not continue"):
        narration.lines_for(shorter)


def test_another_hand_is_not_a_continuation() -> None:
    first, second = played_hand(1), played_hand(2)
    narration = HandNarration(first.config)
    assert not narration.continues(second.config, ())


# ----- money -------------------------------------------------------------------------------


def test_bust_lines_say_the_prize_in_the_tournaments_currency() -> None:
    euros = replace(SETUP, currency=Currency("€", 2), buy_in=4_000, fee=500, prize_unit=100,
                    bounty=Bounty(1_000), rebuys=RebuyPolicy())
    for setup, first, second in ((euros, "€78.00", "€42.00"), (SETUP, "55", "25")):
        # With a bounty, each bust line says who won it (issue 23.19).
        won_by = (
            {name: f"; {name} wins the €10.00 bounty" for name in ("Ann", "Bob")}
            if setup.bounty else {"Ann": "", "Bob": ""}
        )
        recorder = Recorder.new(setup)
        recorder.rec(*seat_events(4), TableTrackingChanged(1, False), PlayerBusted(4, 1),
                     PlayerBusted(3, 2))
        assert finish_lines(recorder.state, (3, 4)) == (
            f"Cat finishes 3rd{won_by['Bob']}", f"Dan finishes 4th{won_by['Ann']}"
        )
        recorder.rec(PlayerBusted(2, 1))
        assert finish_lines(recorder.state, (1, 2)) == (
            f"Ann wins the tournament — {first}", f"Bob finishes 2nd — {second}{won_by['Ann']}",
        )


def test_prices_bounties_and_winnings_as_money() -> None:
    euros, points = Currency("€", 2), Currency()
    assert price_text(4_000, 500, euros) == "€40.00+€5.00"
    assert price_text(20, 0, points) == "20"
    assert bounty_text(Bounty(1_000), euros) == "Bounty €10.00"
    assert bounty_text(Bounty(1_000, progressive=True), euros) == "Progressive KO €10.00"
    assert bounty_text(None, euros) == ""
    assert prize_text(7_800, 3_000, euros) == "€78.00 + €30.00 KO"
    assert prize_text(0, 1_000, euros) == "€10.00 KO"
    assert prize_text(1_250, 0, points) == "1,250"
    assert prize_text(0, 0, euros) == ""


def test_the_hand_log_says_completes_for_a_completion() -> None:
    short = at_the_turn(2, 5).all_in(2)
    config = short.config
    completed = short.raise_to(3, 20)
    assert event_line(config, short, completed.events[-1]).endswith("completes to 20")
    legal = completed.legal_actions()
    assert legal is not None
    raised = completed.raise_to(legal.seat, 40)
    assert event_line(config, completed, raised.events[-1]).endswith("raises to 40")


def test_the_draw_for_the_button_reads_as_the_dealer_says_it() -> None:
    recorder = seated(3)
    drawn = ButtonDrawn(
        1, 2, ((1, parse_card("9c")), (2, parse_card("Ks")), (3, parse_card("Kh")))
    )
    assert draw_line(recorder.state, drawn) == "Button by high card: Bob (K♠)"
    assert draw_line(recorder.state, ButtonDrawn(1, 3)) == "Button by draw: Cat (seat 3)"
