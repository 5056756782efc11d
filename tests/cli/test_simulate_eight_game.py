"""``feltboard simulate FILE --preset "8-game" --players 8 --tables 1 --hands 300
--seed 1`` plays every game of the rotation, a new one each orbit, the stud rounds with
the button kept where it was (issue 27)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.store.tournament_file import TournamentFile
from tests.cli.test_main import call
from tests.tournament_kit import chips_brought


def test_the_8_game_preset_plays_all_eight_games_by_orbit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    night = tmp_path / "eight.feltboard"
    status, out, err = call(
        capsys, "simulate", str(night), "--preset", "8-game",
        "--players", "8", "--tables", "1", "--hands", "300", "--seed", "1")
    assert (status, err) == (0, "")
    assert out.startswith(f"{night}: 179 hands, ") and out.rstrip().endswith(
        "tournament finished")
    with TournamentFile.open(night, read_only=True) as file:
        histories = list(file.hand_histories())
        assert file.state.total_chips == chips_brought(file.state)
        assert file.state.setup.seats_per_table == 8
    games = Counter(f"{h.config.game.value}/{h.config.rules.structure.value}" for h in histories)
    assert games == {
        "deuce_to_seven_triple_draw/fixed_limit": 24, "holdem/fixed_limit": 24,
        "omaha_hi_lo/fixed_limit": 24, "razz/fixed_limit": 24, "stud/fixed_limit": 22,
        "stud_hi_lo/fixed_limit": 22, "holdem/no_limit": 21, "omaha/pot_limit": 18,
    }
    # The first rotation at eight players: eight hands a game; the three stud rounds
    # keep the button on seat 1, where the Omaha hi-lo orbit's last hand (seat 8) left
    # it to go, and no-limit hold'em starts there.
    first = [(h.config.game.value, h.config.button) for h in histories[:49]]
    assert [button for _, button in first[:24]] == list(range(1, 9)) * 3
    assert first[24:48] == [("razz", 1)] * 8 + [("stud", 1)] * 8 + [("stud_hi_lo", 1)] * 8
    assert first[48] == ("holdem", 1)
    no_limit = histories[48].config
    # Level 5 (bets 600/1,200): blinds 300/600 and no fixed-limit bets in no-limit.
    assert (no_limit.small_blind, no_limit.big_blind, no_limit.small_bet) == (300, 600, None)
