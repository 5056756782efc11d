"""A game for every level: the level names its game and betting, the director deals them,
the setup refuses what cannot work, and hold'em levels are written as before."""

from __future__ import annotations

from dataclasses import replace

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.games import Game
from app.engine.rules import BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import BlindStructure, Level, level_rule_problems
from app.engine.structure_builder import with_games_of
from app.engine.tournament_events import HandStarted, TournamentCreated
from app.store.tournament_schema import event_codec
from tests.tournament_kit import SETUP, Recorder, seat_events

MIXED = BlindStructure((
    Level(25, 50, 0, 600),
    Level(50, 100, 0, 600, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT),
    Level(100, 200, 0, 600, small_bet=200, big_bet=400, game=Game.OMAHA_HI_LO,
          betting=BettingStructure.FIXED_LIMIT),
))


def _dealt_at(step: int) -> HandStarted:
    recorder = Recorder.new(replace(SETUP, structure=MIXED))
    recorder.rec(*seat_events(3), ClockStarted(0.0), LevelJumped(1.0, step))
    recorder.deal(now=2.0)
    event = recorder.events[-1]
    assert isinstance(event, HandStarted)
    return event


def test_the_director_deals_each_level_s_game_and_betting() -> None:
    holdem, omaha, hi_lo = (_dealt_at(step).config for step in (0, 1, 2))
    assert (holdem.game, holdem.rules.structure) == (Game.HOLDEM, BettingStructure.NO_LIMIT)
    assert (omaha.game, omaha.rules.structure) == (Game.OMAHA, BettingStructure.POT_LIMIT)
    assert (omaha.small_blind, omaha.big_blind) == (50, 100)
    assert (hi_lo.game, hi_lo.rules.structure) == (
        Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)
    assert (hi_lo.small_bet, hi_lo.big_bet) == (200, 400)


def test_a_level_s_game_and_betting_are_written_only_when_not_the_default() -> None:
    codec = event_codec()
    holdem = codec.encode(TournamentCreated(SETUP))
    assert '"game"' not in holdem and '"betting"' not in holdem
    mixed = codec.encode(TournamentCreated(replace(SETUP, structure=MIXED)))
    assert '"game":"omaha"' in mixed and '"betting":"pot_limit"' in mixed
    decoded = codec.decode(mixed)
    assert isinstance(decoded, TournamentCreated)
    assert decoded.setup.structure == MIXED


def test_fixed_limit_bets_fit_a_fixed_limit_level_in_a_no_limit_night() -> None:
    assert level_rule_problems(MIXED, SETUP.rules) == []
    pot_limit_bets = BlindStructure((
        Level(25, 50, small_bet=50, betting=BettingStructure.POT_LIMIT),))
    assert level_rule_problems(pot_limit_bets, SETUP.rules) == [
        "Level 1 sets fixed-limit bets in a pot-limit game"]


def test_a_game_that_cannot_deal_a_full_table_is_refused() -> None:
    # Omaha deals 11 from one deck; the setup's tables seat at most 10, so ask directly.
    omaha = BlindStructure((Level(25, 50, game=Game.OMAHA),))
    assert level_rule_problems(omaha, SETUP.rules, seats_per_table=12) == [
        "Level 1 deals Omaha, which deals at most 11 players; the tables seat 12"]
    assert level_rule_problems(omaha, SETUP.rules, seats_per_table=10) == []
    assert setup_problems(replace(SETUP, structure=MIXED, seats_per_table=10)) == ()


def test_the_structure_lists_its_games_in_order() -> None:
    assert MIXED.games == (Game.HOLDEM, Game.OMAHA, Game.OMAHA_HI_LO)


def test_a_structure_built_again_keeps_the_games_of_the_levels_shown() -> None:
    built = BlindStructure((Level(25, 50), Level(50, 100), Level(100, 200)))
    kept = with_games_of(MIXED, built)
    assert [(level.game, level.betting) for level in kept.levels] == [
        (Game.HOLDEM, None), (Game.OMAHA, BettingStructure.POT_LIMIT),
        (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT)]
    assert [level.big_blind for level in kept.levels] == [50, 100, 200]
