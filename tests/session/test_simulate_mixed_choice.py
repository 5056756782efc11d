"""Dealer's choice with stud and draw games (issue 27): a simulated night of the 8-game's
games chosen by the button plays each of them; a stud round keeps the button, and the
choice after it goes to the player the button reaches next."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

from app.engine.presets import EIGHT_GAME
from app.engine.rotation import GameChange
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import GameChosen, HandStarted
from app.session.simulate import simulate
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import chips_brought


def test_a_dealer_s_choice_night_with_stud_and_draw_plays_every_game(tmp_path: Path) -> None:
    setup = setup_from_preset(EIGHT_GAME)
    assert setup.rotation is not None
    setup = replace(setup, rotation=replace(setup.rotation, change=GameChange.DEALERS_CHOICE))
    path = tmp_path / "choice.feltboard"
    report = simulate(path, players=8, tables=1, hands=300, seed=1, setup=setup)
    assert report.finished
    with TournamentFile.open(path, read_only=True) as file:
        assert file.state.total_chips == chips_brought(file.state)
        events = [e.event for e in file._journal.events()]
    chosen = [e for e in events if isinstance(e, GameChosen)]
    started = [e for e in events if isinstance(e, HandStarted)]
    games = Counter(f"{e.config.game.value}/{e.config.rules.structure.value}" for e in started)
    # The simulated button picks the game after the table's last, so the night plays as
    # the 8-game by orbit does: the same hands of each game, one choice an orbit.
    assert (report.hands, len(chosen)) == (179, 55)
    assert games == {
        "deuce_to_seven_triple_draw/fixed_limit": 24, "holdem/fixed_limit": 24,
        "omaha_hi_lo/fixed_limit": 24, "razz/fixed_limit": 24, "stud/fixed_limit": 22,
        "stud_hi_lo/fixed_limit": 22, "holdem/no_limit": 21, "omaha/pot_limit": 18,
    }
    # Each stud round: as many hands as were dealt into its first, one button for all;
    # the next hand (a choice made in between) has the button the last flop or draw hand
    # would have passed on.
    order = [e for e in events if isinstance(e, GameChosen | HandStarted)]
    for i, event in enumerate(order[:-1]):
        if not (isinstance(event, GameChosen) and event.game.game.is_stud):
            continue
        first = order[i + 1]
        assert isinstance(first, HandStarted)
        length = len(first.config.seats)
        round_hands = order[i + 1:i + 1 + length]
        if len(round_hands) < length or not all(isinstance(h, HandStarted)
                                                for h in round_hands):
            continue  # the night ended, or a level's break, inside the round
        assert {h.config.button for h in round_hands} == {first.config.button}  # type: ignore[union-attr]
        assert all(h.config.game is first.config.game for h in round_hands)  # type: ignore[union-attr]
        after = order[i + 1 + length] if i + 1 + length < len(order) else None
        assert after is None or isinstance(after, GameChosen)  # the round is over
