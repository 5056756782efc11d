"""``feltboard simulate FILE --preset "Dealer's choice — hold'em and Omaha" --players 9
--tables 1 --hands 300 --seed 1`` plays every game of the night (issue 26)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.engine.tournament_events import GameChosen
from app.store.tournament_file import TournamentFile
from tests.cli.test_main import call


def test_the_dealer_s_choice_preset_plays_all_three_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    night = tmp_path / "choice.feltboard"
    status, out, err = call(
        capsys, "simulate", str(night), "--preset", "Dealer's choice — hold'em and Omaha",
        "--players", "9", "--tables", "1", "--hands", "300", "--seed", "1")
    assert (status, err) == (0, "")
    assert out.startswith(f"{night}: 152 hands, ") and out.rstrip().endswith(
        "tournament finished")
    with TournamentFile.open(night, read_only=True) as file:
        games = Counter(history.config.game.value for history in file.hand_histories())
        choices = [e.event for e in file._journal.events() if isinstance(e.event, GameChosen)]
    assert games == {"holdem": 54, "omaha": 49, "omaha_hi_lo": 49}
    # One an orbit, the games in turn: nine hands an orbit at nine players, two heads-up.
    assert len(choices) == 49
    assert [c.game.game.value for c in choices[:4]] == ["holdem", "omaha", "omaha_hi_lo", "holdem"]
