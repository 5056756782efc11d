"""Chips, levels, breaks, structures and their validation; entry options; payout tables."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from app.engine.entry_options import FREEZEOUT, EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import ConfigError, IllegalAction
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable, PayoutTier
from app.engine.structure import (
    BlindStructure,
    Break,
    Chip,
    ChipSet,
    Level,
    chip_supply_warnings,
    chips_in_play,
    chips_on_hand,
    players_covered,
    structure_problems,
    unit_in_play,
    verify_structure,
)

HOME_CHIPS = ChipSet(
    (Chip(500, "purple"), Chip(25, "green"), Chip(100, "black"), Chip(1000, "yellow"))
)


def test_chip_set_sorts_and_knows_its_unit_and_colors() -> None:
    assert HOME_CHIPS.denominations == (25, 100, 500, 1000)
    assert HOME_CHIPS.unit == 25
    assert HOME_CHIPS.color(500) == "purple"
    with pytest.raises(ConfigError, match="no 5,000 chips"):
        HOME_CHIPS.color(5000)


@pytest.mark.parametrize(
    ("chip_values", "message"),
    [
        ((), "at least one chip"),
        ((0, 25), "must be positive, not 0"),
        ((25, 25), "only once"),
        ((10, 25), "The 25 chip is not a multiple of the smallest chip \\(10\\)"),
    ],
)
def test_chip_set_rejects_bad_sets(chip_values: tuple[int, ...], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        ChipSet(tuple(Chip(v, "c") for v in chip_values))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"small_blind": 0, "big_blind": 100}, "The small blind must be positive, not 0"),
        ({"small_blind": 50, "big_blind": -100}, "The big blind must be positive, not -100"),
        ({"small_blind": 200, "big_blind": 100},
         "The small blind \\(200\\) cannot be more than the big blind \\(100\\)"),
        ({"small_blind": 50, "big_blind": 100, "ante": -1}, "ante cannot be negative"),
        ({"small_blind": 50, "big_blind": 100, "duration_seconds": 0}, "positive time"),
        ({"small_blind": 1, "big_blind": 1, "small_bet": 0}, "small bet must be positive"),
        ({"small_blind": 1, "big_blind": 1, "small_bet": 2, "big_bet": 1},
         "big bet \\(1\\) cannot be less than the small bet \\(2\\)"),
    ],
)
def test_level_rejects_bad_amounts(kwargs: dict[str, int], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        Level(**kwargs)


def test_level_describes_itself_and_lists_amounts() -> None:
    assert Level(500, 1000, 250).describe() == "500/1,000, ante 250"
    assert Level(1, 1, small_bet=1, big_bet=2).describe() == "1/1, bets 1/2"
    assert Level(25, 50).amounts == (("small blind", 25), ("big blind", 50))
    assert Level(1, 1, small_bet=1, big_bet=2).amounts == (
        ("small blind", 1), ("big blind", 1), ("small bet", 1), ("big bet", 2))
    assert Level(25, 50).duration_seconds == 1200
    assert not Level(25, 50).is_break
    assert Break(600, "Color up the 25s", 25).is_break
    assert Break(600, "Color up the 25s", 25).describe() == "Break: Color up the 25s"
    assert Break(300).describe() == "Break"


def test_break_rejects_bad_values() -> None:
    with pytest.raises(ConfigError, match="positive time, not 0"):
        Break(0)
    with pytest.raises(ConfigError, match="color up must be positive"):
        Break(600, color_up=0)


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        ((), "needs at least one level"),
        ((Break(600), Level(25, 50)), "must start with a level"),
        ((Level(25, 50), Break(600)), "must end with a level"),
    ],
)
def test_structure_shape_errors(steps: tuple[Level | Break, ...], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        BlindStructure(steps)


STRUCTURE = BlindStructure(
    (
        Level(25, 50),
        Level(50, 100),
        Break(600, "Color up the 25s", color_up=25),
        Level(100, 200),
        Break(600),
        Level(200, 400),
    )
)


def test_level_numbers_skip_breaks() -> None:
    assert [STRUCTURE.level_number(i) for i in range(6)] == [1, 2, 2, 3, 3, 4]
    assert STRUCTURE.index_of_level(3) == 3
    assert STRUCTURE.index_of_level(4) == 5
    assert len(STRUCTURE.levels) == 4
    assert STRUCTURE.last_index == 5
    assert STRUCTURE.next_level_index(1) == 3
    assert STRUCTURE.next_level_index(2) == 3
    assert STRUCTURE.next_level_index(5) is None
    with pytest.raises(ConfigError, match="no level 5; the structure has 4 levels"):
        STRUCTURE.index_of_level(5)
    with pytest.raises(ConfigError, match="Step 6 is outside"):
        STRUCTURE.level_number(6)


def test_chips_in_play_after_color_up() -> None:
    assert chips_in_play(STRUCTURE, HOME_CHIPS, 1) == (25, 100, 500, 1000)
    assert chips_in_play(STRUCTURE, HOME_CHIPS, 2) == (25, 100, 500, 1000)  # during the break
    assert chips_in_play(STRUCTURE, HOME_CHIPS, 3) == (100, 500, 1000)
    assert unit_in_play(STRUCTURE, HOME_CHIPS, 0) == 25
    assert unit_in_play(STRUCTURE, HOME_CHIPS, 5) == 100


def test_valid_structure_has_no_problems() -> None:
    assert structure_problems(STRUCTURE, HOME_CHIPS) == ()
    verify_structure(STRUCTURE, HOME_CHIPS)


def test_level_seven_small_blind_cannot_be_paid_after_color_up() -> None:
    chip_set = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple")))
    structure = BlindStructure(
        (
            Level(25, 50), Level(50, 100), Level(75, 150), Level(100, 200),
            Level(100, 200, 25), Level(100, 200, 25),
            Break(900, "Color up the 25s", color_up=25),
            Level(150, 300),
            Level(200, 400, 50),
        )
    )
    assert structure_problems(structure, chip_set) == (
        "Level 7: small blind 150 cannot be paid with 100 and 500 chips",
        "Level 8: ante 50 cannot be paid with 100 and 500 chips",
    )
    with pytest.raises(ConfigError) as raised:
        verify_structure(structure, chip_set)
    assert str(raised.value) == (
        "Level 7: small blind 150 cannot be paid with 100 and 500 chips\n"
        "Level 8: ante 50 cannot be paid with 100 and 500 chips"
    )


def test_amounts_below_the_smallest_chip_and_fixed_limit_bets_are_checked() -> None:
    chip_set = ChipSet((Chip(5, "red"), Chip(25, "green"), Chip(100, "black")))
    structure = BlindStructure((Level(10, 20, 2), Level(5, 5, small_bet=5, big_bet=12)))
    assert structure_problems(structure, chip_set) == (
        "Level 1: ante 2 cannot be paid with 5, 25 and 100 chips",
        "Level 2: big bet 12 cannot be paid with 5, 25 and 100 chips",
    )


def test_color_up_problems() -> None:
    chip_set = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple")))
    structure = BlindStructure(
        (
            Level(100, 200),
            Break(600, color_up=50),
            Level(100, 200),
            Break(600, color_up=25),
            Level(100, 200),
            Break(600, color_up=25),
            Level(100, 200),
            Break(600, color_up=500),
            Level(100, 200),
        )
    )
    assert structure_problems(structure, chip_set) == (
        "Break after level 1: there are no 50 chips in the set",
        "Break after level 3: the 25 chips were already colored up",
        "Break after level 4: the 500 chips cannot be colored up, "
        "no larger chip is left to race them into",
    )


def test_gcd_unit_for_sets_where_chips_are_not_multiples_of_each_other() -> None:
    chip_set = ChipSet((Chip(5, "red"), Chip(10, "blue"), Chip(25, "green")))
    structure = BlindStructure((Level(5, 10), Break(600, color_up=5), Level(15, 30)))
    # 15 is paid with a 25 and 10 back in change: payable.
    assert unit_in_play(structure, chip_set, 2) == 5
    assert structure_problems(structure, chip_set) == ()


def test_entry_option_rules() -> None:
    rebuy = EntryOption(EntryKind.REBUY, cost=20, chips=10_000, until_level=4,
                        max_per_player=2, max_stack=10_000)
    assert rebuy.can_take(level_number=4, taken=1, stack=10_000)
    assert not rebuy.can_take(level_number=5, taken=0, stack=0)
    with pytest.raises(IllegalAction, match="The last rebuy was possible in level 4"):
        rebuy.verify_take(5, 0, 0)
    with pytest.raises(IllegalAction, match="already took 2 rebuy\\(s\\); the limit is 2"):
        rebuy.verify_take(2, 2, 0)
    with pytest.raises(IllegalAction, match="needs 10,000 chips or fewer; this player has 10,025"):
        rebuy.verify_take(2, 0, 10_025)


def test_re_entry_needs_a_busted_player_and_add_on_any_stack() -> None:
    re_entry = EntryOption(EntryKind.RE_ENTRY, cost=20, chips=10_000, until_level=6,
                           max_per_player=None)
    assert re_entry.can_take(6, 5, 0)
    with pytest.raises(IllegalAction, match="only for a player who has busted"):
        re_entry.verify_take(1, 0, 25)
    add_on = EntryOption(EntryKind.ADD_ON, cost=20, chips=5_000, until_level=4)
    assert add_on.can_take(4, 0, 80_000)
    assert not add_on.can_take(4, 1, 80_000)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"kind": EntryKind.BUY_IN}, "buy-in is not an option"),
        ({"cost": -1}, "cannot cost less than nothing"),
        ({"chips": 0}, "must give chips"),
        ({"until_level": 0}, "Levels start at 1"),
        ({"max_per_player": 0}, "at least one rebuy per player"),
        ({"max_stack": -5}, "stack limit cannot be negative"),
    ],
)
def test_entry_option_rejects_bad_values(kwargs: dict[str, object], message: str) -> None:
    values: dict[str, object] = {"kind": EntryKind.REBUY, "cost": 20, "chips": 1000,
                                 "until_level": 4}
    values.update(kwargs)
    with pytest.raises(ConfigError, match=message):
        EntryOption(**values)  # type: ignore[arg-type]


def test_rebuy_policy_lookup_and_kind_check() -> None:
    add_on = EntryOption(EntryKind.ADD_ON, cost=20, chips=5_000, until_level=4)
    policy = RebuyPolicy(add_on=add_on)
    assert policy.option(EntryKind.ADD_ON) is add_on
    assert policy.option(EntryKind.REBUY) is None
    assert policy.option(EntryKind.BUY_IN) is None
    assert policy.options == (add_on,)
    assert FREEZEOUT.options == ()
    with pytest.raises(ConfigError, match="An add-on option was given as the rebuy option"):
        RebuyPolicy(rebuy=add_on)
    assert EntryKind.RE_ENTRY.label == "re-entry"


def test_payout_tier_from_plain_numbers() -> None:
    tier = PayoutTier.of(51, None, 30, 19, 13, "9.5", "7.5", 6, 5, 4, "3.5", "2.5")
    assert tier.places == 10
    assert tier.percents[3] == Decimal("9.5")
    assert tier.range_label == "51+"
    assert tier.covers(51) and tier.covers(10_000) and not tier.covers(50)
    assert PayoutTier.of(7, 10, 50, 30, 20).range_label == "7–10"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((7, 10, 50, 30, 15), "The payouts for 7–10 entries add up to 95%, not 100%"),
        ((7, 10, 50, 30, "20.5"), "add up to 100.5%, not 100%"),
        ((7, 10, 30, 50, 20), "place 2 \\(50%\\) gets more than place 1 \\(30%\\)"),
        ((2, 6, 50, 30, 20), "pay 3 places but there can be as few as 2 entries"),
        ((7, 10, 100, 0), "place 2 must get more than 0%"),
        ((7, 10), "pay no places"),
        ((0, 10, 100), "starts at 1 entry or more"),
        ((10, 7, 100), "The payout range 10–7 entries is empty"),
    ],
)
def test_payout_tier_validation(args: tuple[int | str, ...], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        PayoutTier.of(*args)  # type: ignore[arg-type]


def test_payout_tier_refuses_float_percents() -> None:
    with pytest.raises(ConfigError, match="not a float"):
        PayoutTier.of(2, None, 65.0, 35)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("entries", "percents"),
    [
        (2, (65, 35)),
        (6, (65, 35)),
        (7, (50, 30, 20)),
        (10, (50, 30, 20)),
        (11, (40, 30, 20, 10)),
        (20, (40, 30, 20, 10)),
        (21, (38, 25, 17, 12, 8)),
        (30, (38, 25, 17, 12, 8)),
        (40, (35, 23, 15, 11, 9, 7)),
        (45, (32, 21, 14, 10, 8, 6, 5, 4)),
    ],
)
def test_default_payouts_by_entries(entries: int, percents: tuple[int, ...]) -> None:
    assert DEFAULT_PAYOUTS.for_entries(entries).percents == tuple(Decimal(p) for p in percents)


def test_default_payouts_large_fields() -> None:
    assert DEFAULT_PAYOUTS.for_entries(70).places == 10
    assert DEFAULT_PAYOUTS.for_entries(71).places == 12
    assert DEFAULT_PAYOUTS.for_entries(500).places == 12
    for tier in DEFAULT_PAYOUTS.tiers:
        assert sum(tier.percents) == 100
    # From 21 entries on, between 10% and 25% of the field is paid.
    for entries in range(21, 101):
        paid = DEFAULT_PAYOUTS.for_entries(entries).places
        assert 0.10 <= paid / entries <= 0.25, entries


def test_default_payouts_need_two_entries() -> None:
    with pytest.raises(ConfigError, match="starts at 2 entries; there are 1"):
        DEFAULT_PAYOUTS.for_entries(1)


def test_payout_table_is_edited_by_replacing_tiers() -> None:
    edited = replace(
        DEFAULT_PAYOUTS,
        tiers=(PayoutTier.of(2, 6, 70, 30), *DEFAULT_PAYOUTS.tiers[1:]),
    )
    assert edited.for_entries(5).percents == (Decimal(70), Decimal(30))
    assert DEFAULT_PAYOUTS.for_entries(5).percents == (Decimal(65), Decimal(35))


@pytest.mark.parametrize(
    ("tiers", "message"),
    [
        ((), "at least one range"),
        ((PayoutTier.of(2, 6, 65, 35), PayoutTier.of(8, None, 50, 30, 20)),
         "The payout ranges 2–6 and 8\\+ entries must follow each other"),
        ((PayoutTier.of(2, 6, 65, 35), PayoutTier.of(6, None, 50, 30, 20)),
         "without gap or overlap"),
        ((PayoutTier.of(2, None, 65, 35), PayoutTier.of(7, None, 50, 30, 20)),
         "without gap or overlap"),
        ((PayoutTier.of(2, 6, 65, 35),), "The last payout range \\(2–6 entries\\) must be"),
    ],
)
def test_payout_table_validation(tiers: tuple[PayoutTier, ...], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        PayoutTable(tiers)


def test_chips_on_hand_are_checked_as_warnings_never_errors() -> None:
    counted = ChipSet((Chip(25, "green", 80), Chip(100, "black", 180), Chip(500, "purple", 60),
                       Chip(1000, "yellow", 50)))
    assert chips_on_hand(counted) == 2000 + 18_000 + 30_000 + 50_000
    assert players_covered(counted, 10_000) == 10
    assert chip_supply_warnings(counted, 10_000, 10) == ()
    stack = ((25, 8), (100, 18), (500, 4), (1000, 6))
    assert chip_supply_warnings(counted, 10_000, 12, stack) == (
        "12 players at 10,000 chips need 120,000 in chips; the chips on hand are worth "
        "100,000 (enough for 10 players)",
        "Each stack holds 8 × 25: 12 players need 96 of them; there are 80",
        "Each stack holds 18 × 100: 12 players need 216 of them; there are 180",
        "Each stack holds 6 × 1,000: 12 players need 72 of them; there are 50",
    )
    assert chip_supply_warnings(counted, 10_000, 9, extra_chips=20_000) == (
        "9 players at 10,000 chips plus 20,000 for rebuys and add-ons need 110,000 in chips; "
        "the chips on hand are worth 100,000 (enough for 10 players)",
    )
    uncounted = ChipSet((Chip(25, "green"), Chip(100, "black", 1)))
    assert chips_on_hand(uncounted) is None
    assert players_covered(uncounted, 1000) is None
    assert chip_supply_warnings(uncounted, 10_000, 50) == ()
    with pytest.raises(ConfigError, match="cannot have -1 chips of 25"):
        Chip(25, "green", -1)
