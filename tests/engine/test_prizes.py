"""Prize pool, prizes per place, finishing places with tied busts, and the chip race."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine.cards import parse_cards
from app.engine.entry_options import EntryKind
from app.engine.errors import ConfigError
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTier
from app.engine.prizes import (
    Entry,
    Finish,
    RaceSeat,
    chip_race,
    place_busts,
    prize_amounts,
    prize_money,
    prize_pool,
)

BUY_IN, REBUY, ADD_ON, RE_ENTRY = (
    EntryKind.BUY_IN, EntryKind.REBUY, EntryKind.ADD_ON, EntryKind.RE_ENTRY)


def test_prize_pool_adds_every_kind_of_entry() -> None:
    entries = (
        [Entry(BUY_IN, 50)] * 9 + [Entry(REBUY, 50)] * 3 + [Entry(ADD_ON, 25)] * 2
        + [Entry(RE_ENTRY, 50)]
    )
    pool = prize_pool(entries)
    assert (pool.gross, pool.rake, pool.net) == (700, 0, 700)
    assert (pool.entries, pool.rebuys, pool.add_ons) == (10, 3, 2)


def test_rake_is_a_percentage_rounded_down() -> None:
    pool = prize_pool([Entry(BUY_IN, 37)] * 9, rake_percent=5)
    assert (pool.gross, pool.rake, pool.net) == (333, 16, 317)  # 16.65 rounds down
    assert prize_pool([Entry(BUY_IN, 100)] * 3, rake_percent="2.5").rake == 7  # 7.5
    with pytest.raises(ConfigError, match="between 0% and 100%, not 101%"):
        prize_pool([], rake_percent=101)
    with pytest.raises(ConfigError, match="An add-on cannot cost less than nothing"):
        Entry(ADD_ON, -5)


def test_prizes_exact_when_the_pool_divides() -> None:
    assert prize_amounts(1000, PayoutTier.of(7, 10, 50, 30, 20), unit=5) == (500, 300, 200)


def test_prizes_round_down_to_the_unit_and_first_gets_the_rest() -> None:
    tier = PayoutTier.of(7, 10, 50, 30, 20)
    # 30% of 1,237 = 371.1 -> 370; 20% = 247.4 -> 245; first gets 1,237 - 615 = 622.
    assert prize_amounts(1237, tier, unit=5) == (622, 370, 245)
    assert prize_amounts(1237, tier, unit=10) == (627, 370, 240)
    assert prize_amounts(1237, tier, unit=1) == (619, 371, 247)


def test_prizes_with_decimal_percents() -> None:
    tier = DEFAULT_PAYOUTS.for_entries(60)  # 30/19/13/9.5/7.5/6/5/4/3.5/2.5
    prizes = prize_amounts(60 * 30, tier, unit=5)
    assert prizes == (555, 340, 230, 170, 135, 105, 90, 70, 60, 45)
    assert sum(prizes) == 1800


def test_tiny_pool_low_places_can_round_to_zero() -> None:
    tier = PayoutTier.of(11, 20, 40, 30, 20, 10)
    assert prize_amounts(20, tier, unit=5) == (15, 5, 0, 0)
    assert prize_amounts(0, tier, unit=5) == (0, 0, 0, 0)


def test_prize_amount_errors() -> None:
    tier = PayoutTier.of(2, 6, 65, 35)
    with pytest.raises(ConfigError, match="cannot be negative"):
        prize_amounts(-1, tier)
    with pytest.raises(ConfigError, match="positive unit, not 0"):
        prize_amounts(100, tier, unit=0)


@given(
    pool=st.integers(0, 1_000_000),
    unit=st.sampled_from([1, 5, 10, 25, 100]),
    entries=st.integers(2, 200),
)
def test_prizes_always_sum_to_the_pool_in_order(pool: int, unit: int, entries: int) -> None:
    prizes = prize_amounts(pool, DEFAULT_PAYOUTS.for_entries(entries), unit)
    assert sum(prizes) == pool
    assert all(p % unit == 0 for p in prizes[1:])
    assert list(prizes) == sorted(prizes, reverse=True)
    assert min(prizes) >= 0


def test_busts_on_one_hand_are_placed_by_starting_stack() -> None:
    finishes = place_busts(10, {"Bob": 3000, "Ann": 5000, "Cy": 1200})
    assert finishes == (Finish("Ann", 8), Finish("Bob", 9), Finish("Cy", 10))
    assert [f.describe() for f in finishes] == ["Ann: 8th", "Bob: 9th", "Cy: 10th"]


def test_equal_stacks_share_the_place() -> None:
    finishes = place_busts(10, {"Ann": 5000, "Bob": 3000, "Cy": 3000})
    assert finishes == (Finish("Ann", 8), Finish("Bob", 9, 2), Finish("Cy", 9, 2))
    assert finishes[1].places == range(9, 11)
    assert finishes[2].describe() == "Cy: tied 9th–10th"
    assert place_busts(3, {"Ann": 500, "Bob": 500}) == (
        Finish("Ann", 2, 2), Finish("Bob", 2, 2))
    assert Finish("Dee", 21, 3).describe() == "Dee: tied 21st–23rd"
    assert Finish("Eve", 12).describe() == "Eve: 12th"


def test_bust_errors() -> None:
    with pytest.raises(ConfigError, match="Nobody busted"):
        place_busts(5, {})
    with pytest.raises(ConfigError, match="2 players cannot bust when only 2 are left"):
        place_busts(2, {"Ann": 100, "Bob": 200})
    with pytest.raises(ConfigError, match="Ann started the hand with 0 chips"):
        place_busts(5, {"Ann": 0})


def test_prize_money_for_single_and_shared_places() -> None:
    prizes = (500, 300, 155, 45)
    # 2nd and 3rd shared: (300 + 155) / 2 = 227.5 -> 228 and 227, odd unit to the first listed.
    tied = place_busts(4, {"Ann": 900, "Bob": 900, "Cy": 5000})
    assert tied == (Finish("Cy", 2), Finish("Ann", 3, 2), Finish("Bob", 3, 2))
    assert prize_money(tied, prizes) == (("Cy", 300), ("Ann", 100), ("Bob", 100))
    shared_23 = (Finish("Ann", 2, 2), Finish("Bob", 2, 2))
    assert prize_money(shared_23, prizes) == (("Ann", 228), ("Bob", 227))
    # With a unit of 5: 455 = 91 units of 5 -> 46 and 45 units.
    assert prize_money(shared_23, prizes, unit=5) == (("Ann", 230), ("Bob", 225))


def test_shared_place_beyond_the_paid_places() -> None:
    # 4th and 5th shared, only 4 places paid: 45 split two ways.
    tied = place_busts(5, {"Ann": 900, "Bob": 900})
    assert prize_money(tied, (500, 300, 155, 45)) == (("Ann", 23), ("Bob", 22))
    assert prize_money(place_busts(9, {"Cy": 100}), (500, 300, 200)) == (("Cy", 0),)


def test_three_way_split_gives_at_most_one_extra_unit() -> None:
    finishes = (Finish("A", 1, 3), Finish("B", 1, 3), Finish("C", 1, 3))
    assert prize_money(finishes, (500, 300, 201)) == (("A", 334), ("B", 334), ("C", 333))
    # Money below the unit goes to the first listed player.
    assert prize_money(finishes, (500, 300, 201), unit=10) == (
        ("A", 341), ("B", 330), ("C", 330))


def test_prize_money_errors() -> None:
    with pytest.raises(ConfigError, match="shared by 2 players, but 1 are listed"):
        prize_money((Finish("A", 2, 2),), (100, 50, 20))
    with pytest.raises(ConfigError, match="positive unit"):
        prize_money((Finish("A", 1),), (100,), unit=0)


SEATS = (
    RaceSeat(1, 7, 5000, "Ann"),  # 175: trades 4 for a 100, races 3
    RaceSeat(2, 4, 2000, "Bob"),  # 100: trades all 4, no race
    RaceSeat(3, 2, 0, "Cy"),  # 50 and nothing else: cannot be raced out
    RaceSeat(5, 1, 3000, "Dee"),  # races 1
    RaceSeat(6, 3, 1000, "Eve"),  # races 3
)


def test_chip_race_with_a_fixed_seed() -> None:
    race = chip_race(SEATS, 25, 100, seed=7)
    # Odd chips: 75 + 50 + 25 + 75 = 225 = two 100s and 25 over (less than half): 2 raced.
    assert race.chips_raced == 2
    assert race.result(1).cards == parse_cards("6d Js 9s")
    assert race.result(2).cards == ()
    assert race.result(3).cards == parse_cards("4h Qc")
    assert race.result(5).cards == parse_cards("4s")
    assert race.result(6).cards == parse_cards("2c 6s 5h")
    assert [(r.seat, r.exchanged, r.won, r.protected, r.new_chips) for r in race.results] == [
        (1, 1, True, False, 2),
        (2, 1, False, False, 1),
        (3, 0, True, False, 1),
        (5, 0, False, False, 0),
        (6, 0, False, False, 0),
    ]
    assert race.description == (
        "Coloring up the 25s into 100s.",
        "Seat 1 (Ann) trades 4 × 25 for 1 × 100.",
        "Seat 2 (Bob) trades 4 × 25 for 1 × 100.",
        "Odd chips total 225: 2 × 100 to race for.",
        "Seat 1 (Ann) is dealt 6♦ J♠ 9♠.",
        "Seat 3 (Cy) is dealt 4♥ Q♣.",
        "Seat 5 (Dee) is dealt 4♠.",
        "Seat 6 (Eve) is dealt 2♣ 6♠ 5♥.",
        "Seat 3 (Cy) wins a 100 with Q♣.",
        "Seat 1 (Ann) wins a 100 with J♠.",
        "The 25s leave play.",
    )


def test_nobody_is_raced_out() -> None:
    race = chip_race(SEATS, 25, 100, seed=1)
    cy = race.result(3)
    assert (cy.won, cy.protected, cy.new_chips) == (False, True, 1)
    assert [r.seat for r in race.results if r.won] == [1, 5]
    assert "Seat 3 (Cy) loses the race but cannot be raced out: one 100." in race.description
    # 100 chips handed out: 2 exchanged + 2 raced + 1 so Cy stays in.
    assert sum(r.new_chips for r in race.results) == 5


def test_at_most_one_chip_per_player() -> None:
    # Ann's 3 cards are the three best, but she wins only one chip.
    race = chip_race(SEATS, 25, 100, seed=1)
    assert race.result(1).cards == parse_cards("Ad 4d Jd")
    assert all(int(r.won) <= 1 for r in race.results)
    assert race.result(1).new_chips == 2  # 1 exchanged + 1 won


def test_ties_in_rank_are_broken_by_suit() -> None:
    seats = (RaceSeat(1, 2, 500), RaceSeat(2, 1, 500), RaceSeat(3, 1, 500))
    race = chip_race(seats, 25, 100, seed=4)
    assert race.chips_raced == 1
    assert race.result(1).cards == parse_cards("Jd 7h")
    assert race.result(2).cards == parse_cards("Js")
    assert [r.seat for r in race.results if r.won] == [2]


def test_half_a_chip_or_more_is_raced_less_is_removed() -> None:
    half = chip_race((RaceSeat(1, 1, 500), RaceSeat(2, 1, 500)), 25, 100, seed=0)
    assert half.chips_raced == 1  # 50 of 100
    less = chip_race((RaceSeat(1, 1, 500),), 25, 100, seed=0)
    assert less.chips_raced == 0  # 25 of 100
    assert less.result(1).new_chips == 0
    assert "Odd chips total 25: 0 × 100 to race for." in less.description


def test_player_with_only_an_odd_chip_keeps_a_chip_even_with_nothing_raced() -> None:
    race = chip_race((RaceSeat(4, 1, 0, "Zoe"),), 25, 100, seed=0)
    assert race.chips_raced == 0
    assert (race.result(4).protected, race.result(4).new_chips) == (True, 1)


def test_same_seed_same_race() -> None:
    assert chip_race(SEATS, 25, 100, seed=42) == chip_race(SEATS, 25, 100, seed=42)


def test_chip_race_errors() -> None:
    with pytest.raises(ConfigError, match="raced into a larger chip, not 25"):
        chip_race(SEATS, 25, 25, seed=0)
    with pytest.raises(ConfigError, match="A 25 chip is not a whole number of 10 chips"):
        chip_race(SEATS, 10, 25, seed=0)
    with pytest.raises(ConfigError, match="only once"):
        chip_race((RaceSeat(1, 1, 0), RaceSeat(1, 2, 0)), 25, 100, seed=0)
    with pytest.raises(ConfigError, match="Seat 2 cannot hold a negative"):
        chip_race((RaceSeat(2, -1, 0),), 25, 100, seed=0)
    with pytest.raises(ConfigError, match="needs 78 cards, more than one deck"):
        chip_race((RaceSeat(1, 39, 0), RaceSeat(2, 39, 0)), 25, 1000, seed=0)
    with pytest.raises(ConfigError, match="Seat 9 was not in the chip race"):
        chip_race(SEATS, 25, 100, seed=0).result(9)


@given(
    counts=st.lists(st.tuples(st.integers(0, 9), st.booleans()), min_size=1, max_size=10),
    seed=st.integers(0, 2**32),
)
def test_chip_race_properties(counts: list[tuple[int, bool]], seed: int) -> None:
    seats = [RaceSeat(n, odd, 1000 if rich else 0) for n, (odd, rich) in enumerate(counts, 1)]
    race = chip_race(seats, 100, 500, seed)
    for seat, result in zip(seats, race.results, strict=True):
        assert result.exchanged == seat.odd_chips // 5
        assert len(result.cards) == seat.odd_chips % 5
        if seat.odd_chips and not seat.other_chips:
            assert result.new_chips >= 1  # nobody raced out
        if result.won:
            assert result.cards  # only players with odd chips race
    assert sum(r.won for r in race.results) == race.chips_raced
    remainder = sum(s.odd_chips % 5 for s in seats) * 100
    assert race.chips_raced in (remainder // 500, remainder // 500 + 1)
