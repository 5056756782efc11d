"""A level's game in a template: PHH codes, friendly names, the round trip, refusals."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

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

PL, FL, NL = (BettingStructure.POT_LIMIT, BettingStructure.FIXED_LIMIT,
              BettingStructure.NO_LIMIT)


def document_with(**level_keys: Any) -> dict[str, Any]:
    """The standard home game with ``level_keys`` added to its first level."""
    document = json.loads(json.dumps(template_document(setup_from_preset(HOME_STANDARD))))
    document["structure"][0].update(level_keys)
    return document


def first_level(**level_keys: Any) -> Level:
    level = setup_from_document(document_with(**level_keys)).structure.steps[0]
    assert isinstance(level, Level)
    return level


@pytest.mark.parametrize(("written", "game", "betting"), [
    ("PO", Game.OMAHA, PL),
    ("FO/8", Game.OMAHA_HI_LO, FL),
    ("NS", Game.SHORT_DECK, NL),
    ("NT", Game.HOLDEM, NL),
    ("FT", Game.HOLDEM, FL),
    ("plo", Game.OMAHA, PL),
    ("PLO/8", Game.OMAHA_HI_LO, PL),
    ("Omaha", Game.OMAHA, None),
    ("Omaha Hi-Lo", Game.OMAHA_HI_LO, None),
    ("Short Deck Hold'em", Game.SHORT_DECK, None),
    ("hold'em", Game.HOLDEM, None),
])
def test_a_level_names_its_game_by_code_or_name(
    written: str, game: Game, betting: BettingStructure | None
) -> None:
    level = first_level(game=written)
    assert (level.game, level.betting) == (game, betting)
    assert (level.small_blind, level.big_blind) == (25, 50)


def test_a_name_and_a_betting_make_what_no_code_says() -> None:
    level = first_level(game="omaha-hi-lo", betting="pot-limit")
    assert (level.game, level.betting) == (Game.OMAHA_HI_LO, PL)


def test_a_level_without_a_game_is_hold_em_as_the_rules_bet() -> None:
    assert (first_level().game, first_level().betting) == (Game.HOLDEM, None)


def test_an_unknown_game_and_a_contradicting_betting_are_refused() -> None:
    with pytest.raises(TemplateError, match=r"structure\[1\]\.game: 'pineapple' is not a game"):
        setup_from_document(document_with(game="pineapple"))
    with pytest.raises(TemplateError,
                       match=r"structure\[1\]\.betting: PO is pot-limit; leave out betting"):
        setup_from_document(document_with(game="PO", betting="no-limit"))


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_a_mixed_structure_round_trips_and_writes_codes(fmt: str) -> None:
    setup = setup_from_preset(HOME_STANDARD)
    mixed = BlindStructure((
        Level(25, 50, 0, 1200),
        Level(50, 100, 0, 1200, game=Game.OMAHA, betting=PL),
        Level(75, 150, 0, 1200, game=Game.OMAHA_HI_LO, betting=PL),
        Level(100, 200, 0, 1200, game=Game.SHORT_DECK),
    ))
    setup = replace(setup, structure=mixed)
    text = template_text(setup, fmt)
    assert parse_template(text, fmt) == setup
    if fmt == "toml":
        assert 'game = "PO"' in text
        assert 'game = "omaha-hi-lo", betting = "pot-limit"' in text
        assert 'game = "short-deck"' in text
        first_line = next(line for line in text.splitlines() if "small_blind = 25," in line)
        assert "game" not in first_line
