""""Build the levels" for a night dealing stud (issue 27): every level carries stud's
ante, bring-in and bets, a stud level has no blinds, and the structure still plays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.errors import ConfigError
from app.engine.games import Game
from app.engine.presets import HORSE
from app.engine.rules import BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import BlindStructure, Level, structure_problems
from app.engine.structure_builder import (
    BuildRequest,
    build_structure,
    build_structure_ahead,
    expected_finish_seconds,
    stud_amounts,
    with_games_of,
)
from app.engine.tournament import setup_from_preset

HORSE_SETUP = setup_from_preset(HORSE)


def _request(**fields: object) -> BuildRequest:
    return BuildRequest(players=8, chip_set=HORSE_SETUP.chip_set,
                        starting_stack=HORSE_SETUP.starting_stack, target_minutes=300,
                        stud=True, **fields)  # type: ignore[arg-type]


def test_the_stud_amounts_follow_the_horse_presets_levels() -> None:
    agreeing = [
        (level.small_bet, level.ante, level.bring_in) for level in HORSE.structure.levels
        if level.small_bet is not None
        and stud_amounts(level.small_bet, 25) == (level.ante, level.bring_in)
    ]
    # Ten of the preset's twelve levels; its 200/400 level antes 25 (not 50) and its
    # 3,000/6,000 level brings in 700 (not 750): hand-picked numbers.
    assert len(agreeing) == 10, agreeing
    assert stud_amounts(100, 25) == (25, 25)
    assert stud_amounts(2, 1) == (1, 1)


def test_a_small_bet_of_one_chip_leaves_no_bring_in() -> None:
    with pytest.raises(ConfigError, match="A stud small bet of 25 leaves no bring-in below "
                       "it in chips of 25"):
        stud_amounts(25, 25)


def test_a_horse_night_is_built_with_stud_amounts_on_every_level_and_plays() -> None:
    built = build_structure(_request()).structure
    levels = built.levels
    assert levels[0] == Level(100, 200, 50, 20 * 60, 200, 400, bring_in=50)
    for level in levels:
        assert level.small_bet == level.big_blind and level.big_bet == 2 * level.big_blind
        assert 0 < level.bring_in < level.small_bet and level.ante > 0
    assert structure_problems(built, HORSE_SETUP.chip_set) == ()
    setup = replace(HORSE_SETUP, structure=built)
    assert not setup_problems(setup)
    # The H.O.R.S.E. rotation's levels carry no game: building again keeps them so.
    assert with_games_of(HORSE.structure, built) == built


def test_a_stud_level_built_has_no_blinds_and_a_flop_level_no_bring_in() -> None:
    old = BlindStructure((
        Level(0, 0, 25, small_bet=100, big_bet=200, game=Game.STUD, bring_in=25),
        Level(50, 100, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT),
        Level(0, 0, 25, small_bet=100, big_bet=200, game=Game.RAZZ, bring_in=25),
    ))
    built = with_games_of(old, build_structure(_request()).structure)
    stud, omaha, razz = built.levels[:3]
    assert (stud.small_blind, stud.big_blind, stud.game) == (0, 0, Game.STUD)
    assert stud.describe() == "ante 50, bring-in 50, bets 200/400"
    assert (omaha.bring_in, omaha.small_bet, omaha.big_bet) == (0, None, None)
    assert razz.game is Game.RAZZ and razz.bring_in > 0
    assert all(level.game is Game.RAZZ for level in built.levels[2:]), "as the last"


def test_a_stud_level_among_flop_levels_takes_its_amounts_from_its_blinds() -> None:
    old = BlindStructure((Level(25, 50), Level(0, 0, 25, small_bet=100, big_bet=200,
                                                game=Game.STUD, bring_in=25)))
    plain = build_structure(replace(_request(), stud=False)).structure
    built = with_games_of(old, plain, HORSE_SETUP.chip_set)
    first, stud = built.levels[:2]
    assert first == plain.levels[0], "a hold'em level as built, without stud's amounts"
    assert stud.describe() == "ante 50, bring-in 75, bets 300/600", stud
    assert structure_problems(built, HORSE_SETUP.chip_set) == ()


def test_the_levels_ahead_of_a_horse_night_keep_the_stud_amounts() -> None:
    first = build_structure(_request()).structure
    later = build_structure_ahead(replace(_request(), target_minutes=360), first, 5).structure
    assert later.steps[:5] == first.steps[:5]
    assert all(level.bring_in and level.small_bet for level in later.levels)
    assert structure_problems(later, HORSE_SETUP.chip_set) == ()


def test_the_finish_and_the_levels_ahead_read_a_stud_level_s_small_bet_as_its_big_blind(
) -> None:
    stud = Level(0, 0, 25, 1200, 100, 200, game=Game.STUD, bring_in=25)
    structure = BlindStructure((Level(25, 50, 0, 1200), stud, Level(500, 1000, 0, 1200)))
    # The night ends at a big blind of 1,000 (30,000 chips): within the third level's
    # climb from the stud level's 100, not a division by its big blind of 0.
    assert 1200 < expected_finish_seconds(structure, 30_000) <= 2400
    ahead = build_structure_ahead(replace(_request(), stud=False), structure, 2).structure
    assert ahead.steps[:2] == structure.steps[:2]
    assert ahead.levels[2].big_blind > 100
