"""Deals at the final table: ICM and chip chop against hand-worked figures, rounding
properties (hypothesis), and the DealAgreed event in a tournament."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine.accounts import (
    bounty_ledger,
    deal_money,
    offer_deal,
    player_prizes,
    prizes,
    prizes_to_play_for,
    standings,
)
from app.engine.deal import (
    MAX_PLAYERS,
    chip_chop,
    icm_equities,
    icm_shares,
    kept_ladder,
    largest_remainder,
    verify_agreement,
    work_out_deal,
)
from app.engine.entry_options import EntryKind
from app.engine.errors import IllegalAction
from app.engine.money import Bounty, Currency
from app.engine.tournament import apply_event, can_apply, replay_tournament
from app.engine.tournament_events import (
    ChipsCounted,
    DealAgreed,
    EntryTaken,
    EventUndone,
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SetupChanged,
    TableOpened,
    TournamentSetup,
)
from app.engine.tournament_state import money_account
from tests.tournament_kit import NAMES, SETUP, Recorder

# ----- ICM by hand --------------------------------------------------------------------------


def test_icm_three_players_worked_by_hand() -> None:
    # Stacks 5000/3000/2000 (10,000 chips), prizes 500/300/200.
    # 1st: each player's share of the chips: A 1/2, B 3/10, C 1/5.
    # 2nd (Harville: with the winner gone, the next place goes by share of what is left):
    #   A: B won (3/10) then 5000/7000, or C won (1/5) then 5000/8000
    #      = 3/10·5/7 + 1/5·5/8 = 3/14 + 1/8 = 19/56
    #   B: 1/2·3/5 + 1/5·3/8 = 3/10 + 3/40 = 3/8
    #   C: 1/2·2/5 + 3/10·2/7 = 1/5 + 3/35 = 2/7
    # 3rd is what is left: A 1 − 1/2 − 19/56 = 9/56, B 1 − 3/10 − 3/8 = 13/40,
    #   C 1 − 1/5 − 2/7 = 18/35.
    # Expectations: A 500/2 + 300·19/56 + 200·9/56 = 250 + 7500/56 = 383.92857…
    #               B 150 + 112.5 + 65 = 327.5
    #               C 100 + 600/7 + 720/7 = 2020/7 = 288.57142…
    equities = icm_equities((5000, 3000, 2000), (500, 300, 200))
    assert equities == pytest.approx((250 + Fraction(7500, 56), 327.5, Fraction(2020, 7)))
    # In whole units: 383 + 327 + 288 = 998, the 2 left go to the largest remainders,
    # A (.93) and C (.57), before B (.5).
    assert icm_shares((5000, 3000, 2000), (500, 300, 200)) == (384, 327, 289)
    # In cents: 38392.857 + 32750 + 28857.143: one cent left, to A (.857).
    assert icm_shares((5000, 3000, 2000), (50000, 30000, 20000)) == (38393, 32750, 28857)


def test_icm_heads_up_is_the_second_prize_plus_a_chip_share_of_the_difference() -> None:
    # 6000 v 4000 for 700/300: 300 each, and the 400 difference by chips: 240 and 160.
    assert icm_shares((6000, 4000), (700, 300)) == (540, 460)
    assert chip_chop((6000, 4000), (700, 300)) == (540, 460)


def test_equal_stacks_get_equal_shares_give_or_take_the_odd_unit() -> None:
    shares = icm_shares((4000, 3000, 3000), (500, 300, 200))
    assert abs(shares[1] - shares[2]) <= 1
    assert sum(shares) == 1000
    # Three equal stacks share 1000 as 334/333/333: the odd unit to the first listed.
    assert icm_shares((2000, 2000, 2000), (500, 300, 200)) == (334, 333, 333)
    assert chip_chop((2000, 2000, 2000), (500, 300, 200)) == (334, 333, 333)


def test_the_odd_unit_goes_to_the_larger_stack_when_remainders_are_equal() -> None:
    # 1.5 and 1.5: the second player has more chips and takes the unit.
    assert largest_remainder([1.5, 1.5, 1.0], 4, [10, 20, 10]) == (1, 2, 1)


def test_ten_players_share_the_prizes_exactly() -> None:
    stacks = (91_250, 47_000, 33_333, 28_000, 21_500, 19_999, 12_000, 8_400, 3_100, 1_050)
    prizes_left = (123_457, 77_777, 50_001, 33_333, 25_000, 17_500, 12_345, 9_999, 7_777, 5_555)
    deal = work_out_deal(stacks, prizes_left, "icm")
    assert sum(deal.shares) == sum(prizes_left)
    assert list(deal.shares) == sorted(deal.shares, reverse=True)
    assert all(prizes_left[-1] <= share <= prizes_left[0] for share in deal.shares)


def test_icm_matches_a_brute_force_over_every_finishing_order() -> None:
    stacks = (7000, 4100, 2600, 1300, 900)
    prizes_left = (5000, 3000, 2000, 1000)
    assert icm_equities(stacks, prizes_left) == pytest.approx(
        [float(v) for v in brute_force_icm(stacks, prizes_left)], abs=1e-9
    )


def brute_force_icm(stacks: tuple[int, ...], prizes_left: tuple[int, ...]) -> list[Fraction]:
    """Harville's probability of every finishing order, exactly, summed per place."""
    equity = [Fraction(0)] * len(stacks)
    for order in permutations(range(len(stacks))):
        chance = Fraction(1)
        left = sum(stacks)
        for player in order:
            chance *= Fraction(stacks[player], left)
            left -= stacks[player]
        for place, player in enumerate(order[: len(prizes_left)]):
            equity[player] += chance * prizes_left[place]
    return equity


def test_fewer_prizes_than_players_leave_the_last_places_unpaid() -> None:
    deal = work_out_deal((5000, 3000, 2000), (700, 300), "icm")
    assert deal.prizes == (700, 300, 0)
    assert sum(deal.shares) == 1000
    assert deal.lowest == 0 and deal.highest == 700


def test_chip_chop_gives_everyone_the_lowest_prize_then_splits_by_chips() -> None:
    # 200 each, then the other 400 by chips: 200, 120, 80.
    assert chip_chop((5000, 3000, 2000), (500, 300, 200)) == (400, 320, 280)


def test_money_kept_to_play_for_comes_off_the_top_of_the_ladder() -> None:
    assert kept_ladder((500, 300, 200), 100) == (400, 300, 200)
    assert kept_ladder((500, 300, 200), 200) == (300, 300, 200)
    # Past 2nd's level, 1st and 2nd come down together; the odd unit stays with 1st.
    assert kept_ladder((500, 300, 200), 301) == (250, 249, 200)
    assert kept_ladder((500, 300, 200), 1000) == (0, 0, 0)
    deal = work_out_deal((5000, 3000, 2000), (500, 300, 200), "chip", keep=100)
    assert deal.dealt == (400, 300, 200)
    # 200 each, then the other 300 by chips: 150, 90, 60.
    assert deal.shares == (350, 290, 260)
    assert sum(deal.shares) + deal.keep == deal.total == 1000


@pytest.mark.parametrize(
    ("stacks", "prizes_left", "keep", "message"),
    [
        ((5000,), (500,), 0, "A deal needs at least two players"),
        ((5000, -1), (500, 300), 0, "Player 2's stack is -1; a stack in a deal has chips"),
        ((5000, 0), (500, 300), 0, "Player 2's stack is 0; a stack in a deal has chips"),
        ((5000, 3000), (), 0, "Give the prizes still to be won, best first"),
        ((5000, 3000), (500, 300, 200), 0, "3 prizes for 2 players: give only the prizes"),
        ((5000, 3000), (500, -300), 0, "Prize 2 is negative (-300); a prize is 0 or more"),
        ((5000, 3000), (300, 500), 0, "Prize 2 (500) is more than prize 1 (300)"),
        ((5000, 3000), (500, 300), -5, "kept to play for cannot be negative"),
        ((5000, 3000), (500, 300), 801, "Only 800 is left to win; 801 cannot be kept"),
        ((1,) * (MAX_PLAYERS + 1), (5,), 0, "at most 10 players, not 11"),
    ],
)
def test_bad_input_is_refused_in_words(
    stacks: tuple[int, ...], prizes_left: tuple[int, ...], keep: int, message: str
) -> None:
    with pytest.raises(IllegalAction, match=re.escape(message)):
        work_out_deal(stacks, prizes_left, "icm", keep)


def test_agreed_amounts_must_add_up_and_calculated_ones_must_match() -> None:
    stacks, ladder = (5000, 3000, 2000), (500, 300, 200)
    verify_agreement(stacks, ladder, "custom", 0, (400, 300, 300))
    verify_agreement(stacks, ladder, "icm", 0, (384, 327, 289))
    with pytest.raises(IllegalAction, match="The shares add up to 999 but 1,000 is dealt"):
        verify_agreement(stacks, ladder, "custom", 0, (400, 300, 299))
    with pytest.raises(IllegalAction, match=r"add up to 1,000 but 900 is dealt \(100 kept"):
        verify_agreement(stacks, ladder, "custom", 100, (400, 300, 300))
    with pytest.raises(IllegalAction, match=r"not the ICM shares .* record them as agreed"):
        verify_agreement(stacks, ladder, "icm", 0, (385, 326, 289))
    with pytest.raises(IllegalAction, match="A share cannot be negative"):
        verify_agreement(stacks, ladder, "custom", 0, (1100, 300, -400))


# ----- properties ---------------------------------------------------------------------------

stack_lists = st.lists(st.integers(1, 10_000_000), min_size=2, max_size=MAX_PLAYERS)


@st.composite
def deals(draw: st.DrawFn) -> tuple[list[int], tuple[int, ...], int]:
    stacks = draw(stack_lists)
    count = draw(st.integers(1, len(stacks)))
    ladder = tuple(sorted(draw(st.lists(st.integers(0, 10**7), min_size=count,
                                        max_size=count)), reverse=True))
    keep = draw(st.integers(0, sum(ladder)))
    return stacks, ladder, keep


@given(deals(), st.sampled_from(["icm", "chip"]))
def test_shares_add_up_exactly_and_stay_within_the_ladder(
    case: tuple[list[int], tuple[int, ...], int], method: str
) -> None:
    stacks, ladder, keep = case
    deal = work_out_deal(stacks, ladder, "icm" if method == "icm" else "chip", keep)
    assert sum(deal.shares) + keep == sum(ladder)
    assert all(deal.dealt[-1] <= share for share in deal.shares)
    if method == "icm":  # a chip chop can pay a huge chip leader more than 1st
        assert all(share <= deal.dealt[0] for share in deal.shares)
    assert list(deal.dealt) == sorted(deal.dealt, reverse=True)
    assert sum(deal.dealt) == sum(ladder) - keep


@given(deals(), st.sampled_from(["icm", "chip"]))
def test_more_chips_never_get_a_smaller_share(
    case: tuple[list[int], tuple[int, ...], int], method: str
) -> None:
    stacks, ladder, keep = case
    shares = work_out_deal(stacks, ladder, "icm" if method == "icm" else "chip", keep).shares
    for i, stack_i in enumerate(stacks):
        for j, stack_j in enumerate(stacks):
            if stack_i > stack_j:
                assert shares[i] >= shares[j]
            if stack_i == stack_j:
                assert abs(shares[i] - shares[j]) <= 1


@given(
    st.lists(st.sampled_from([500, 1500, 4000]), min_size=2, max_size=MAX_PLAYERS),
    st.lists(st.integers(0, 10**6), min_size=1, max_size=MAX_PLAYERS),
    st.sampled_from(["icm", "chip"]),
)
def test_equal_stacks_never_differ_by_more_than_the_odd_unit(
    stacks: list[int], drawn: list[int], method: str
) -> None:
    ladder = tuple(sorted(drawn, reverse=True))[: len(stacks)]
    shares = work_out_deal(stacks, ladder, "icm" if method == "icm" else "chip").shares
    for stack in set(stacks):
        same = [share for s, share in zip(stacks, shares, strict=True) if s == stack]
        assert max(same) - min(same) <= 1
        # The odd units go to the players listed first.
        assert same == sorted(same, reverse=True)


@given(deals())
def test_chip_chop_is_proportional_within_one_unit(
    case: tuple[list[int], tuple[int, ...], int],
) -> None:
    stacks, ladder, keep = case
    deal = work_out_deal(stacks, ladder, "chip", keep)
    rest = sum(deal.dealt) - deal.dealt[-1] * len(stacks)
    for stack, share in zip(stacks, deal.shares, strict=True):
        exact = deal.dealt[-1] + Fraction(rest * stack, sum(stacks))
        assert abs(share - exact) < 1


@given(
    st.lists(st.integers(1, 50_000), min_size=2, max_size=5),
    st.lists(st.integers(0, 100_000), min_size=1, max_size=5),
)
def test_icm_is_within_one_unit_of_the_exact_expectation(
    stacks: list[int], ladder_drawn: list[int]
) -> None:
    ladder = tuple(sorted(ladder_drawn, reverse=True))[: len(stacks)]
    shares = icm_shares(stacks, ladder + (0,) * (len(stacks) - len(ladder)))
    exact = brute_force_icm(tuple(stacks), ladder)
    assert sum(exact) == sum(ladder) == sum(shares)
    assert all(abs(share - value) < 1 for share, value in zip(shares, exact, strict=True))


# ----- the event in a tournament -----------------------------------------------------------

EURO_SETUP = replace(SETUP, buy_in=10000, fee=500, currency=Currency("€", 2), prize_unit=100)


def final_three(setup: TournamentSetup = EURO_SETUP) -> Recorder:
    """Ten players at an untracked table, seven out: Ann 5000, Bob 3000, Cat 2000."""
    recorder = Recorder.new(setup)
    recorder.rec(
        *(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 11)),
        TableOpened(1, 10, tracked=False),
        *(PlayerSeated(p, 1, p) for p in range(1, 11)),
        *(PlayerBusted(p, 1) for p in range(10, 3, -1)),
        ChipsCounted(1, ((1, 5000), (2, 3000), (3, 2000))),
    )
    return recorder


def test_the_prizes_to_play_for_are_the_places_still_open() -> None:
    state = final_three().state
    assert prizes(state) == (50000, 30000, 20000)  # €1,000 pool, 50/30/20
    assert prizes_to_play_for(state) == (50000, 30000, 20000)


def test_an_icm_deal_is_recorded_and_the_prizes_follow_it() -> None:
    recorder = final_three()
    event = offer_deal(recorder.state, "icm")
    assert event == DealAgreed(
        shares=((1, 38393), (2, 32750), (3, 28857)),
        stacks=((1, 5000), (2, 3000), (3, 2000)),
        method="icm",
    )
    state = recorder.rec(event)
    assert deal_money(state) == {1: 38393, 2: 32750, 3: 28857}
    # Play on for the title: Cat busts 3rd, Bob 2nd, and each keeps the deal's share.
    state = recorder.rec(PlayerBusted(3, 1), PlayerBusted(2, 1))
    assert state.is_finished
    table = {s.player.name: (s.place, s.prize) for s in standings(state)}
    assert table["Ann"] == (1, 38393)
    assert table["Bob"] == (2, 32750)
    assert table["Cat"] == (3, 28857)
    assert sum(player_prizes(state).values()) == state.prize_pool


def test_money_kept_to_play_for_goes_to_the_winner() -> None:
    recorder = final_three()
    state = recorder.rec(offer_deal(recorder.state, "chip", keep=10000))
    # Kept €100 off 1st: 400/300/200 dealt: €200 each, then €300 by chips.
    assert deal_money(state) == {1: 35000, 2: 29000, 3: 26000}
    assert prizes_to_play_for(state) == (10000, 0, 0)
    state = recorder.rec(PlayerBusted(1, 3), PlayerBusted(2, 3))  # Cat comes back to win
    prizes_now = player_prizes(state)
    assert (prizes_now[1], prizes_now[2], prizes_now[3]) == (35000, 29000, 36000)
    assert sum(prizes_now.values()) == state.prize_pool


def test_a_deal_that_ends_the_tournament_places_by_chips() -> None:
    recorder = final_three()
    deal = offer_deal(recorder.state, "icm", ends=True)
    state = recorder.rec(deal)
    assert state.is_finished and len(state.alive) == 3
    assert [(s.player.name, s.place, s.prize) for s in standings(state)[:3]] == [
        ("Ann", 1, 38393), ("Bob", 2, 32750), ("Cat", 3, 28857),
    ]
    with pytest.raises(IllegalAction, match="ended with the deal; undo the deal to play on"):
        apply_event(state, PlayerBusted(3, 1))


def test_a_second_deal_shares_what_the_first_kept() -> None:
    recorder = final_three()
    recorder.rec(offer_deal(recorder.state, "icm", keep=20000))
    recorder.rec(PlayerBusted(3, 1))
    assert prizes_to_play_for(recorder.state) == (20000, 0)
    state = recorder.rec(offer_deal(recorder.state, "chip", ends=True))
    assert sum(player_prizes(state).values()) == state.prize_pool
    assert state.is_finished


def test_a_deal_with_bounties_left_on_heads_pays_them_to_their_owners() -> None:
    setup = replace(EURO_SETUP, bounty=Bounty(2000))
    recorder = final_three(setup)
    state = recorder.rec(offer_deal(recorder.state, "icm", ends=True))
    ledger = bounty_ledger(state)
    account = money_account(state)
    assert ledger.on_heads == 0
    assert sum(player_prizes(state).values()) + ledger.paid == account.gross - account.fees


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda e: replace(e, shares=e.shares[:2]), "a share to each of the 3 players still in"),
        (lambda e: replace(e, stacks=((1, 5000), (2, 3000), (9, 2000))),
         "a stack to each of the 3 players still in"),
        (lambda e: replace(e, shares=((1, 38394), (2, 32750), (3, 28857))),
         "The shares add up to €1,000.01 but €1,000.00 is dealt"),
        (lambda e: replace(e, keep=100, ends=True), "keep nothing to end the tournament"),
        (lambda e: replace(e, method="custom", shares=((1, 50000), (2, 30000), (3, 20001))),
         "add up to €1,000.01"),
    ],
)
def test_a_wrong_deal_is_refused(
    change: Callable[[DealAgreed], DealAgreed], message: str
) -> None:
    recorder = final_three()
    event = change(offer_deal(recorder.state, "icm"))
    with pytest.raises(IllegalAction, match=message):
        apply_event(recorder.state, event)


def test_an_agreed_deal_of_its_own_amounts_is_accepted() -> None:
    recorder = final_three()
    agreed = replace(
        offer_deal(recorder.state, "icm"),
        method="custom",
        shares=((1, 40000), (2, 32000), (3, 28000)),
    )
    assert deal_money(recorder.rec(agreed)) == {1: 40000, 2: 32000, 3: 28000}


def test_the_deal_settles_the_money_until_it_is_undone() -> None:
    recorder = final_three()
    state = recorder.rec(offer_deal(recorder.state, "icm"))
    assert not can_apply(state, PlayerRegistered(11, "Kim"))
    with pytest.raises(IllegalAction, match="nobody can buy in now"):
        apply_event(state, EntryTaken(4, EntryKind.RE_ENTRY))
    richer = replace(state.setup, buy_in=20000)
    with pytest.raises(IllegalAction, match="undo the deal before changing them"):
        apply_event(state, SetupChanged(richer, at=0.0))
    # A setup change that leaves the prizes alone (the name) is fine.
    assert can_apply(state, SetupChanged(replace(state.setup, name="Final"), at=0.0))
    undone = replay_tournament([*recorder.events, EventUndone()])
    assert undone.deals == () and deal_money(undone) == {}
    assert can_apply(undone, PlayerRegistered(11, "Kim"))


def test_a_deal_waits_for_the_hand_in_progress() -> None:
    recorder = Recorder.new(EURO_SETUP)
    recorder.rec(
        *(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, 4)),
        TableOpened(1, 9),
        *(PlayerSeated(p, 1, p) for p in range(1, 4)),
    )
    recorder.deal()
    with pytest.raises(IllegalAction, match="between hands"):
        apply_event(recorder.state, offer_deal(recorder.state, "icm"))
    recorder.fold_to_big_blind()
    state = recorder.rec(offer_deal(recorder.state, "icm"))
    number = state.hands[-1].number
    with pytest.raises(IllegalAction, match=f"Hand {number} was played before the deal"):
        apply_event(state, HandVoided(number))


def test_nothing_to_deal_before_anything_is_paid() -> None:
    recorder = Recorder.new(replace(EURO_SETUP, buy_in=0, fee=0))
    recorder.rec(
        PlayerRegistered(1, "Ann"), PlayerRegistered(2, "Bob"),
        TableOpened(1, 9, tracked=False), PlayerSeated(1, 1, 1), PlayerSeated(2, 1, 2),
    )
    with pytest.raises(IllegalAction, match="No prize is left to win"):
        apply_event(recorder.state, offer_deal(recorder.state, "icm"))
