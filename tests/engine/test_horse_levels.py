"""Levels of a rotation with stud (H.O.R.S.E.): blinds for the flop games, and the stud
hands' ante, bring-in and bets; refused in words without them (issue 27)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.errors import ConfigError
from app.engine.games import Game
from app.engine.presets import HORSE
from app.engine.rotation import GameChange, NightGame, Rotation
from app.engine.rules import BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset

FIXED = BettingStructure.FIXED_LIMIT


@pytest.mark.parametrize(("fields", "message"), [
    ({"bring_in": -5, "small_bet": 100}, "positive and below the small bet"),
    ({"bring_in": 100, "small_bet": 100}, "positive and below the small bet"),
    ({"bring_in": 5}, "A bring-in is for stud levels"),
    ({"bring_in": 5, "small_bet": 100, "game": Game.OMAHA}, "A bring-in is for stud levels"),
])
def test_a_flop_level_carries_a_bring_in_only_for_a_rotation(
    fields: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        Level(50, 100, **fields)  # type: ignore[arg-type]


def test_a_rotation_with_stud_needs_its_amounts_on_every_level() -> None:
    setup = setup_from_preset(HORSE)
    assert not setup_problems(setup)
    bare = replace(setup, structure=BlindStructure((Level(50, 100, 0, 600, 100, 200),)))
    assert ("structure", "Level 1 deals Razz in the rotation: give it an ante, a bring-in "
            "and its bets") in setup_problems(bare)
    flop_only = replace(setup, rotation=Rotation((NightGame(Game.HOLDEM, FIXED),)))
    assert ("structure", "Level 1 sets a bring-in but no game of the rotation is stud") in (
        setup_problems(flop_only))


def test_stud_may_be_in_a_rotation_by_orbit_and_in_dealer_s_choice() -> None:
    games = (NightGame(Game.HOLDEM, FIXED), NightGame(Game.STUD, FIXED))
    assert Rotation(games, GameChange.ORBIT).games == games  # test_stud_orbits plays them
    assert Rotation(games, GameChange.DEALERS_CHOICE).change.by_orbit
