"""A season's player figures: every night's recorded hands, kept with the results, added
up on both backends; and the schema migration that brought them (0001 -> 0002)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from PySide6.QtWidgets import QApplication

from app import main
from app.engine.games import Game
from app.engine.hand_stats import PlayerStats, add_stats
from app.session.simulate import simulate
from app.store.league.database import MIGRATIONS, make_engine
from app.store.league.store import LeagueStore
from app.store.league.submission import read_submission, submission_from_json
from app.store.stats import tournament_stats
from app.store.tournament_file import TournamentFile
from tests.league.nights import play_night


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Two finished nights of six friends, every hand recorded."""
    QApplication.instance() or QApplication([])  # never a bare core app: see conftest
    folder = tmp_path_factory.mktemp("season")
    paths = []
    for seed in (4, 5):
        path = folder / f"night{seed}.feltboard"
        assert simulate(path, players=6, tables=1, hands=600, seed=seed).finished
        paths.append(path)
    return paths


@pytest.fixture
def store(league_location: str) -> Iterator[LeagueStore]:
    created = LeagueStore.open(league_location, create=True)
    created.create_league("Friday club", "td:10", "2026")
    yield created
    created.close()


def counted_from_files(paths: list[Path]) -> dict[str, PlayerStats]:
    """The figures worked out again from the tournament files themselves."""
    totals: dict[str, PlayerStats] = {}
    for path in paths:
        with TournamentFile.open(path, read_only=True) as file:
            night = tournament_stats(file)
        add_stats(totals, {night.names[p]: stats for p, stats in night.players.items()})
    return totals


def test_the_season_figures_are_the_sum_of_the_nights(
    store: LeagueStore, nights: list[Path], tmp_path: Path
) -> None:
    for path in nights:
        store.add_tournament(read_submission(path))
    # A night at an untracked table has no hands: it adds results, not figures.
    store.add_tournament(read_submission(play_night(tmp_path / "u.feltboard", ["Ann", "Bob"])))
    season = store.season_stats()
    assert season == counted_from_files(nights)
    assert sum(stats.hands for stats in season.values()) > 500
    assert "Ann" not in season


def test_a_merged_duplicate_brings_its_figures(
    store: LeagueStore, nights: list[Path]
) -> None:
    store.add_tournament(read_submission(nights[0]))
    second = read_submission(nights[1])
    typed = sorted(line.name for line in second.results)[0]
    typo = tuple(
        replace(line, name=f"{typed}!") if line.name == typed else line
        for line in second.results
    )
    store.add_tournament(replace(second, results=typo))
    apart = store.season_stats()
    assert f"{typed}!" in apart
    store.merge(typed, f"{typed}!")
    merged = store.season_stats()
    assert f"{typed}!" not in merged
    assert merged[typed] == apart[typed] + apart[f"{typed}!"]
    assert merged == counted_from_files(nights)


def test_the_figures_travel_through_the_outbox(nights: list[Path]) -> None:
    submission = read_submission(nights[0])
    assert all(line.stats is not None for line in submission.results)
    assert submission_from_json(submission.to_json()) == submission


def test_the_figures_do_not_change_a_nights_identity(nights: list[Path]) -> None:
    submission = read_submission(nights[0])
    bare = replace(submission, results=tuple(replace(r, stats=None) for r in submission.results))
    assert bare.digest() == submission.digest()


def test_a_league_made_before_the_figures_is_migrated_on_opening(
    league_location: str, nights: list[Path]
) -> None:
    with LeagueStore.open(league_location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
    engine = make_engine(league_location)
    with engine.begin() as connection:  # back to the first schema, as an old league was
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.downgrade(config, "0001")
    columns = {c["name"] for c in sa.inspect(engine).get_columns("results")}
    engine.dispose()
    assert "hand_stats" not in columns
    with LeagueStore.open(league_location) as store:
        assert store.add_tournament(read_submission(nights[0])).added
        assert sum(s.hands for s in store.season_stats().values()) > 0


# ----- a season of more than one game ---------------------------------------------------------


@pytest.fixture(scope="module")
def mixed_night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Dealer's choice: hold'em, pot-limit Omaha and Omaha hi-lo, played to the end."""
    QApplication.instance() or QApplication([])
    path = tmp_path_factory.mktemp("mixed") / "mixed.feltboard"
    report = simulate(path, preset="Dealer's choice — hold'em and Omaha", players=6,
                      tables=1, hands=600, seed=2)  # fmt: skip
    assert report.finished
    return path


def counted_per_game(paths: list[Path]) -> dict[Game, dict[str, PlayerStats]]:
    """Each game's figures worked out again from the tournament files."""
    totals: dict[Game, dict[str, PlayerStats]] = {}
    for path in paths:
        with TournamentFile.open(path, read_only=True) as file:
            night = tournament_stats(file)
        for game in night.games:
            by_name = {night.names[p]: stats for p, stats in game.players.items()}
            add_stats(totals.setdefault(game.game, {}), by_name)
    return totals


def test_a_season_keeps_each_games_figures_apart(
    store: LeagueStore, nights: list[Path], mixed_night: Path
) -> None:
    store.add_tournament(read_submission(nights[0]))
    store.add_tournament(read_submission(mixed_night))
    expected = counted_per_game([nights[0], mixed_night])
    assert store.season_games() == (Game.HOLDEM, Game.OMAHA, Game.OMAHA_HI_LO)
    for game in store.season_games():
        assert store.season_stats(game=game) == expected[game], game
    assert store.season_stats(game=Game.SHORT_DECK) == {}
    assert store.season_stats() == counted_from_files([nights[0], mixed_night])
    omaha = store.season_stats(game=Game.OMAHA)
    assert 0 < sum(s.hands for s in omaha.values()) < sum(
        s.hands for s in store.season_stats().values()
    )


def test_figures_kept_before_games_were_count_as_hold_em(
    store: LeagueStore, nights: list[Path]
) -> None:
    submission = read_submission(nights[0])
    store.add_tournament(
        replace(submission, results=tuple(replace(r, game_stats=()) for r in submission.results))
    )
    assert store.season_games() == (Game.HOLDEM,)
    assert store.season_stats(game=Game.HOLDEM) == store.season_stats()
    assert store.season_stats(game=Game.OMAHA) == {}


def test_each_games_figures_travel_through_the_outbox(mixed_night: Path) -> None:
    submission = read_submission(mixed_night)
    games = {game for line in submission.results for game, _ in line.game_stats}
    assert games == {"holdem", "omaha", "omaha_hi_lo"}
    assert submission_from_json(submission.to_json()) == submission


def test_league_stats_prints_one_games_figures(
    nights: list[Path], mixed_night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = str(tmp_path / "club.sqlite")
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
        store.add_tournament(read_submission(nights[0]))
        store.add_tournament(read_submission(mixed_night))
        omaha = store.season_stats(game=Game.OMAHA)
        every = store.season_stats()
    assert main.main(["league", "stats", location, "--game", "omaha", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["game"] == "omaha"
    assert {p["player"]: p["hands"] for p in figures["players"]} == {
        name: stats.hands for name, stats in omaha.items()
    }
    assert main.main(["league", "stats", location, "--game", "omaha"]) == 0
    assert capsys.readouterr().out.startswith(f"Season 2026: {len(omaha)} players · Omaha\n")
    assert main.main(["league", "stats", location, "--game", "short_deck"]) == 0
    assert capsys.readouterr().out == "Season 2026 has no recorded hands of Short Deck Hold'em\n"
    assert main.main(["league", "stats", location, "--json"]) == 0  # as before: no "game"
    figures = json.loads(capsys.readouterr().out)
    assert "game" not in figures and len(figures["players"]) == len(every)
    with pytest.raises(SystemExit):
        main.main(["league", "stats", location, "--game", "poker"])
    assert "invalid choice: 'poker'" in capsys.readouterr().err
