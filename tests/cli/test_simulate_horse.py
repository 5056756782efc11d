"""``feltboard simulate FILE --preset "H.O.R.S.E." --players 8 --tables 1 --hands 300
--seed 1`` plays every game of the rotation, a new one each level (issue 27)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.store.tournament_file import TournamentFile
from tests.cli.test_main import call
from tests.tournament_kit import chips_brought


def test_the_horse_preset_plays_all_five_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    night = tmp_path / "horse.feltboard"
    status, out, err = call(
        capsys, "simulate", str(night), "--preset", "H.O.R.S.E.",
        "--players", "8", "--tables", "1", "--hands", "300", "--seed", "1")
    assert (status, err) == (0, "")
    assert out.startswith(f"{night}: 159 hands, ") and out.rstrip().endswith(
        "tournament finished")
    with TournamentFile.open(night, read_only=True) as file:
        histories = list(file.hand_histories())
        games = Counter(history.config.game.value for history in histories)
        assert file.state.total_chips == chips_brought(file.state)
        assert file.state.setup.seats_per_table == 8  # the stud games deal at most eight
    assert games == {
        "holdem": 30, "omaha_hi_lo": 69, "razz": 20, "stud": 20, "stud_hi_lo": 20,
    }
    # The stud levels ante and bring in; the flop levels post blinds and no ante.
    stud = next(h.config for h in histories if h.config.game.value == "stud")
    holdem = next(h.config for h in histories if h.config.game.value == "holdem")
    # Stud's first hands are in level 4 (bets 400/800, ante 75, bring-in 100).
    assert (stud.bring_in, stud.small_blind, stud.big_blind, stud.ante) == (100, 0, 0, 75)
    assert (holdem.small_blind, holdem.big_blind, holdem.ante) == (50, 100, 0)
