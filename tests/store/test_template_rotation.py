"""A template's ``[rotation]``: the night's games (codes, names or game-and-betting
tables) and when they change; written only when the setup has one."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine.games import Game
from app.engine.presets import DEALERS_CHOICE, EIGHT_GAME, HOME_STANDARD
from app.engine.rotation import GameChange, NightGame, Rotation
from app.engine.rules import BettingStructure
from app.engine.tournament import setup_from_preset
from app.store.template import (
    TemplateError,
    parse_template,
    setup_from_document,
    template_document,
    template_text,
)

PL, FL, NL = (BettingStructure.POT_LIMIT, BettingStructure.FIXED_LIMIT,
              BettingStructure.NO_LIMIT)


def document_with_rotation(rotation: Any) -> dict[str, Any]:
    """The standard home game (no antes: the rules have none) with ``rotation`` added."""
    setup = setup_from_preset(DEALERS_CHOICE)
    document = json.loads(json.dumps(template_document(setup)))
    document["rotation"] = rotation
    return document


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_the_dealer_s_choice_preset_round_trips(fmt: str) -> None:
    setup = setup_from_preset(DEALERS_CHOICE)
    text = template_text(setup, fmt)  # type: ignore[arg-type]
    assert parse_template(text, fmt) == setup  # type: ignore[arg-type]
    if fmt == "toml":
        assert text.endswith('[rotation]\ngames = ["NT", "PO", "FO/8"]\n'
                             'change = "dealers-choice"\n')


def test_the_8_game_preset_round_trips_with_its_stud_levels_and_orbits() -> None:
    setup = setup_from_preset(EIGHT_GAME)
    text = template_text(setup, "toml")
    assert parse_template(text, "toml") == setup
    assert text.endswith('[rotation]\ngames = ["F2L3D", "FT", "FO/8", "FR", "F7S", "F7S/8", '
                         '"NT", "PO"]\nchange = "orbit"\n')


def test_a_template_without_rotation_is_written_as_before() -> None:
    assert "rotation" not in template_text(setup_from_preset(HOME_STANDARD), "toml")


def test_games_by_name_take_the_rules_betting_and_tables_say_their_own() -> None:
    setup = setup_from_document(document_with_rotation({
        "games": ["holdem", "PLO/8", {"game": "omaha", "betting": "fixed-limit"}],
        "change": "orbit",
    }))
    assert setup.rotation == Rotation((
        NightGame(Game.HOLDEM, NL), NightGame(Game.OMAHA_HI_LO, PL),
        NightGame(Game.OMAHA, FL)), GameChange.ORBIT)
    again = setup_from_document(json.loads(json.dumps(template_document(setup))))
    assert again == setup
    assert template_document(setup)["rotation"] == {
        "games": ["NT", "PLO/8", {"game": "omaha", "betting": "fixed-limit"}],
        "change": "orbit"}


def test_a_rotation_without_change_changes_every_level() -> None:
    setup = setup_from_document(document_with_rotation({"games": ["NT", "PO"]}))
    assert setup.rotation is not None and setup.rotation.change is GameChange.LEVEL


@pytest.mark.parametrize(("rotation", "message"), [
    ({"games": ["NT", "pineapple"]},
     r"rotation\.games\[2\]\.game: 'pineapple' is not a game"),
    ({"games": ["NT", "razz"]},  # razz hands need levels with an ante, bring-in and bets
     r"level 1 deals Razz in the rotation: give it an ante, a bring-in and its bets"),
    ({"games": ["NT", "razz"], "change": "orbit"},  # by orbit as well
     r"level 1 deals Razz in the rotation: give it an ante, a bring-in and its bets"),
    ({"games": []}, r"rotation\.games: expected a list of games"),
    ({"games": ["NT", "NLH"]}, r"rotation\.games: a game is listed twice"),
    ({"games": ["NT"], "change": "hourly"},
     r"rotation\.change: 'hourly' is not one of level, orbit, dealers-choice"),
    ({"games": [3]}, r"rotation\.games\[1\]: expected a game"),
    ({"game": ["NT"]}, r"rotation\.games: missing"),
])
def test_a_wrong_rotation_is_refused_naming_the_field(rotation: Any, message: str) -> None:
    with pytest.raises(TemplateError, match=message):
        setup_from_document(document_with_rotation(rotation))
