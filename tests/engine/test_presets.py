"""Built-in tournament presets: the seed games and the home-game structures."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import ConfigError, chips
from app.engine.games import Game
from app.engine.presets import (
    FIXED_LIMIT_1_2,
    HOME_FAST,
    HOME_STANDARD,
    POKER_PRACTICE,
    PRESETS,
    TournamentPreset,
    preset_named,
    preset_problems,
    verify_preset,
)
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Level, structure_problems


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_every_preset_validates_against_its_chip_set(preset: TournamentPreset) -> None:
    assert structure_problems(preset.structure, preset.chip_set) == ()
    assert preset_problems(preset) == ()
    verify_preset(preset)


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_every_level_of_every_preset_makes_a_valid_hand(preset: TournamentPreset) -> None:
    seats = tuple(SeatConfig(n, f"P{n}", preset.starting_stack) for n in range(1, 4))
    for index, step in enumerate(preset.structure.steps):
        if not isinstance(step, Level):
            continue
        config = HandConfig(
            seats=seats, button=1, small_blind_seat=2, big_blind_seat=3,
            small_blind=step.small_blind, big_blind=step.big_blind,
            # As the director deals: a night without an ante mode antes only in stud.
            ante=step.ante if preset.rules.ante_mode is not AnteMode.NONE else 0,
            rules=preset.hand_rules(index), small_bet=step.small_bet, big_bet=step.big_bet,
        )
        assert config.big_blind % config.rules.chip_unit == 0


def test_presets_have_unique_names_and_can_be_looked_up() -> None:
    names = [p.name for p in PRESETS]
    assert names == [
        "The Poker Practice", "$1/$2 fixed limit", "Home game — fast", "Home game — standard",
        "PLO — home game", "Dealer's choice — hold'em and Omaha", "H.O.R.S.E.",
        "8-game"]
    assert preset_named("Home game — fast") is HOME_FAST
    with pytest.raises(ConfigError, match="no preset called 'Turbo'; the presets are The Poker"):
        preset_named("Turbo")


def test_poker_practice_is_seed_000() -> None:
    preset = POKER_PRACTICE
    assert preset.rules.structure is BettingStructure.NO_LIMIT
    assert preset.rules.ante_mode is AnteMode.CLASSIC
    assert preset.structure.steps == (Level(500, 1000, 250, 1200),)
    assert preset.chip_set.denominations == (250, 500, 1000, 5000)
    assert preset.rules.chip_unit == 250
    assert preset.starting_stack == 50_000
    assert preset.rebuys.options == ()


def test_fixed_limit_is_seed_001() -> None:
    preset = FIXED_LIMIT_1_2
    assert preset.rules == RuleProfile(
        structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.NONE, max_raises=4,
        raise_cap_mode=RaiseCapMode.PER_PLAYER, chip_unit=1, uncapped_heads_up=False,
    )
    (level,) = preset.structure.levels
    assert (level.small_blind, level.big_blind, level.ante) == (1, 1, 0)
    assert (level.small_bet, level.big_bet) == (1, 2)
    config = HandConfig(
        seats=(SeatConfig(1, "A", 100), SeatConfig(2, "B", 100), SeatConfig(3, "C", 100)),
        button=1, small_blind_seat=2, big_blind_seat=3, small_blind=1, big_blind=1,
        rules=preset.rules, small_bet=level.small_bet, big_bet=level.big_bet,
    )
    assert [config.bet_size(s) for s in (Street.PREFLOP, Street.FLOP, Street.TURN,
                                         Street.RIVER)] == [1, 1, 2, 2]


@pytest.mark.parametrize(
    ("preset", "stack", "minutes", "levels"),
    [(HOME_FAST, 10_000, 12, 14), (HOME_STANDARD, 20_000, 20, 20)],
    ids=["fast", "standard"],
)
def test_home_games(preset: TournamentPreset, stack: int, minutes: int, levels: int) -> None:
    assert preset.starting_stack == stack
    assert sum(v * n for v, n in preset.starting_chips) == stack
    assert preset.chip_set.denominations == (25, 100, 500, 1000, 5000)
    assert preset.rules.ante_mode is AnteMode.BIG_BLIND
    assert len(preset.structure.levels) == levels
    assert {lv.duration_seconds for lv in preset.structure.levels} == {minutes * 60}
    # Big-blind ante (equal to the big blind) from level 5, none before.
    for number, level in enumerate(preset.structure.levels, start=1):
        assert level.ante == (level.big_blind if number >= 5 else 0)
        assert level.small_blind * 2 == level.big_blind
    # Blinds never go down.
    bigs = [lv.big_blind for lv in preset.structure.levels]
    assert bigs == sorted(bigs)
    color_ups = [s.color_up for s in preset.structure.steps if isinstance(s, Break)]
    assert [c for c in color_ups if c] == [25, 100]
    assert preset.hand_rules(0).chip_unit == 25
    assert preset.hand_rules(preset.structure.last_index).chip_unit == 500


def test_home_fast_structure_in_full() -> None:
    assert [s.describe() for s in HOME_FAST.structure.steps] == [
        "25/50", "50/100", "75/150", "100/200",
        "Break: Color up the 25s",
        "200/400, ante 400", "300/600, ante 600", "400/800, ante 800", "500/1,000, ante 1,000",
        "Break: Color up the 100s",
        "1,000/2,000, ante 2,000", "1,500/3,000, ante 3,000", "2,000/4,000, ante 4,000",
        "3,000/6,000, ante 6,000", "5,000/10,000, ante 10,000", "10,000/20,000, ante 20,000",
    ]


def test_home_game_entry_options() -> None:
    re_entry = HOME_FAST.rebuys.option(EntryKind.RE_ENTRY)
    assert re_entry is not None
    assert (re_entry.cost, re_entry.chips, re_entry.until_level) == (20, 10_000, 4)
    assert HOME_FAST.rebuys.option(EntryKind.REBUY) is None
    rebuy = HOME_STANDARD.rebuys.option(EntryKind.REBUY)
    add_on = HOME_STANDARD.rebuys.option(EntryKind.ADD_ON)
    assert rebuy is not None and add_on is not None
    assert rebuy.can_take(level_number=4, taken=1, stack=20_000)
    assert not rebuy.can_take(level_number=4, taken=1, stack=20_025)
    assert not rebuy.can_take(level_number=4, taken=2, stack=0)
    assert add_on.can_take(level_number=4, taken=0, stack=45_000)
    # The first break (after level 4) is when the last rebuys and add-ons happen.
    first_break = HOME_STANDARD.structure.steps[4]
    assert isinstance(first_break, Break)
    assert HOME_STANDARD.structure.level_number(4) == 4


def test_preset_problems_are_reported() -> None:
    broken = replace(
        HOME_FAST,
        rules=RuleProfile(ante_mode=AnteMode.NONE, chip_unit=100),
        buy_in=-1,
        starting_stack=10_010,
        starting_chips=((25, 8), (100, 18), (500, 4), (1000, 6), (10, 1)),
        structure=BlindStructure((Level(25, 50, 50), Level(100, 200, small_bet=200))),
        rebuys=RebuyPolicy(
            rebuy=EntryOption(EntryKind.REBUY, cost=20, chips=10_000, until_level=3),
            add_on=EntryOption(EntryKind.ADD_ON, cost=20, chips=1_010, until_level=1),
        ),
    )
    assert preset_problems(broken) == (
        "The rules' chip unit (100) is not the smallest chip (25)",
        "The buy-in cannot be negative (-1)",
        "The starting stack (10,010) must be a positive multiple of 25",
        "The starting chips include 10s, not in the chip set",
        "Level 1 has an ante of 50 but the rules have no antes",
        "Level 2 sets fixed-limit bets in a no-limit game",
        "Rebuys run until level 3, but there are 2 levels",
        "An add-on gives 1,010 chips, not a multiple of the smallest chip in play (25) in level 1",
    )
    with pytest.raises(ConfigError, match="chip unit \\(100\\)"):
        verify_preset(broken)


def test_starting_chips_must_add_up() -> None:
    broken = replace(POKER_PRACTICE, starting_chips=((5000, 9), (250, -1)))
    assert preset_problems(broken) == (
        "The starting chips cannot hold -1 × 250",
        "The starting chips add up to 44,750, not the stack of 50,000",
    )


DESCRIPTION_LIMIT = 200
"""Two lines of a dialog at most: a description is read at a glance, never cut off."""


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_descriptions_read_as_a_host_speaks(preset: TournamentPreset) -> None:
    text = preset.description
    assert "seed" not in text.lower(), "a seed game number means nothing to a host"
    assert len(text) <= DESCRIPTION_LIMIT
    assert text[0].isupper() and text.endswith(".")
    assert f"{chips(preset.starting_stack)} " in text, "the stack each player gets"
    if preset.rebuys.options == ():
        assert "freezeout" in text


@pytest.mark.parametrize(
    ("preset", "opening"),
    [
        (POKER_PRACTICE, "No-limit Hold'em, ante 250, blinds 500/1,000 that never rise."),
        (FIXED_LIMIT_1_2, "Fixed-limit Hold'em, blinds $1/$1, bets $1/$2 that never rise;"),
    ],
    ids=lambda value: getattr(value, "name", ""),
)
def test_one_level_games_say_their_stakes_first(preset: TournamentPreset, opening: str) -> None:
    assert preset.description.startswith(opening)
    (level,) = preset.structure.levels
    money = "$" if preset.rules.structure is BettingStructure.FIXED_LIMIT else ""
    blinds = f"blinds {money}{chips(level.small_blind)}/{money}{chips(level.big_blind)}"
    assert blinds in preset.description, "the stakes said are the stakes played"
    if level.small_bet is not None and level.big_bet is not None:
        assert f"bets ${chips(level.small_bet)}/${chips(level.big_bet)}" in preset.description


def test_plo_home_game_is_the_standard_home_game_as_pot_limit_omaha() -> None:
    preset = preset_named("PLO — home game")
    assert preset.rules.structure is BettingStructure.POT_LIMIT
    assert preset.rules.ante_mode is AnteMode.NONE
    assert {level.game for level in preset.structure.levels} == {Game.OMAHA}
    assert [(lv.small_blind, lv.big_blind, lv.ante) for lv in preset.structure.levels[:6]] == [
        (25, 50, 0), (50, 100, 0), (75, 150, 0), (100, 200, 0), (150, 300, 0), (200, 400, 0)]
    assert (preset.starting_stack, preset.chip_set) == (
        HOME_STANDARD.starting_stack, HOME_STANDARD.chip_set)
    assert preset.rebuys == HOME_STANDARD.rebuys
    assert preset_problems(preset) == ()
