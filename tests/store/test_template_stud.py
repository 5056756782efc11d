"""Stud levels in a template (RULES.md "Mixed games"): ante, bring-in, small and big bet,
no blinds; the codes F7S, F7S/8, FR and the names; tables of nine refused."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from app.engine.errors import ConfigError
from app.engine.games import Game
from app.engine.presets import HOME_STANDARD
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import setup_from_preset
from app.store.template import (
    TemplateError,
    parse_template,
    setup_from_document,
    template_document,
    template_text,
)

STUD_KEYS = {"ante": 25, "bring_in": 50, "small_bet": 100, "big_bet": 200}


def stud_document(**keys: Any) -> dict[str, Any]:
    """The standard home game, 8 seats a table, its first level a stud level."""
    document = json.loads(json.dumps(template_document(setup_from_preset(HOME_STANDARD))))
    document["seats_per_table"] = 8
    first = document["structure"][0]
    del first["small_blind"], first["big_blind"]
    first.update(keys)
    return document


@pytest.mark.parametrize(("written", "game"), [
    ("F7S", Game.STUD), ("F7S/8", Game.STUD_HI_LO), ("FR", Game.RAZZ),
    ("stud", Game.STUD), ("Stud Hi-Lo", Game.STUD_HI_LO), ("razz", Game.RAZZ),
])
def test_a_stud_level_has_ante_bring_in_and_bets(written: str, game: Game) -> None:
    level = setup_from_document(stud_document(game=written, **STUD_KEYS)).structure.steps[0]
    assert isinstance(level, Level) and level.game is game
    assert (level.ante, level.bring_in, level.small_bet, level.big_bet) == (25, 50, 100, 200)
    assert (level.small_blind, level.big_blind) == (0, 0)
    assert level.betting_in(setup_from_preset(HOME_STANDARD).rules) is BettingStructure.FIXED_LIMIT


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_a_horse_like_structure_round_trips(fmt: str) -> None:
    setup = replace(setup_from_preset(HOME_STANDARD), seats_per_table=8)
    fl = BettingStructure.FIXED_LIMIT
    mixed = BlindStructure((
        Level(50, 100, 0, 1200, 100, 200, game=Game.HOLDEM, betting=fl),
        Level(0, 0, 25, 1200, 100, 200, game=Game.RAZZ, betting=fl, bring_in=50),
        Level(0, 0, 25, 1200, 100, 200, game=Game.STUD, bring_in=50),
        Level(0, 0, 25, 1200, 100, 200, game=Game.STUD_HI_LO, betting=fl, bring_in=50),
    ))
    setup = replace(setup, structure=mixed)
    text = template_text(setup, fmt)
    assert parse_template(text, fmt) == setup
    if fmt == "toml":
        assert 'game = "FR"' in text and "bring_in = 50" in text
        razz_line = next(line for line in text.splitlines() if '"FR"' in line)
        assert "small_blind" not in razz_line


def test_stud_level_refusals() -> None:
    with pytest.raises(TemplateError, match="bring-in must be positive and below the small bet"):
        setup_from_document(stud_document(game="F7S", ante=25, small_bet=100, big_bet=200))
    with pytest.raises(TemplateError, match="tables seat 9"):
        document = stud_document(game="razz", **STUD_KEYS)
        document["seats_per_table"] = 9
        setup_from_document(document)
    with pytest.raises(ConfigError, match="bring-in is for stud levels"):
        Level(10, 20, bring_in=5)
    with pytest.raises(ConfigError, match="needs its small bet"):
        Level(0, 0, 5, game=Game.STUD, bring_in=5)
