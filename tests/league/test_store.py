"""One suite, two backends: every test runs on SQLite and on a real PostgreSQL."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from app.engine.league import Finish, Night, parse_formula, standings
from app.store.league.database import MIGRATIONS, make_engine
from app.store.league.schema import metadata
from app.store.league.store import LeagueStore
from app.store.league.submission import (
    ResultLine,
    SubmissionError,
    read_submission,
    submission_from_json,
)
from app.store.league.values import LeagueNotFound, LeagueStoreError
from app.store.tournament_file import TournamentFile
from tests.league.nights import play_night


@pytest.fixture
def store(league_location: str) -> LeagueStore:
    created = LeagueStore.open(league_location, create=True)
    created.create_league("Friday club", "table:10,6,3;knockout=1", "2026")
    return created


def test_the_migrated_schema_is_the_declared_one(store: LeagueStore) -> None:
    engine = make_engine(store.location)
    with engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), metadata) == []
        head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
        assert MigrationContext.configure(connection).get_current_revision() == head == "0002"
    engine.dispose()
    store.close()


def test_opening_a_league_that_is_not_there_is_refused(league_location: str) -> None:
    with pytest.raises(LeagueNotFound, match="create it with"):
        LeagueStore.open(league_location)
    if league_location.startswith("postgresql"):
        engine = make_engine(league_location)
        with engine.connect() as connection:  # nothing built in a database not ours yet
            assert sa.inspect(connection).get_table_names() == []
        engine.dispose()
    else:
        assert not Path(league_location).exists()


def test_a_second_league_in_one_place_is_refused(store: LeagueStore) -> None:
    with pytest.raises(LeagueStoreError, match="already holds the league 'Friday club'"):
        store.create_league("Other", "td:10", "2026")
    store.close()


def test_standings_follow_the_formula_and_the_results(store: LeagueStore, tmp_path: Path) -> None:
    first = play_night(tmp_path / "1.feltboard", ["Ann", "Bob", "Cy", "Dee"],
                       knocked_by={"Dee": "Cy"})  # fmt: skip
    second = play_night(tmp_path / "2.feltboard", ["  BOB ", "ann", "Eve"], date="2026-01-09")
    outcome = store.add_tournament(read_submission(first))
    assert outcome.added and outcome.new_players == ("Ann", "Bob", "Cy", "Dee")
    outcome = store.add_tournament(read_submission(second))
    assert outcome.new_players == ("Eve",)  # "BOB" and "ann" are known players
    table = store.standings()
    assert [(s.rank, s.name, s.points, s.nights, s.wins) for s in table.standings] == [
        (1, "Ann", 1000 + 200 + 600, 2, 1),  # 1st with 2 knockouts, then 2nd
        (1, "Bob", 600 + 1000 + 200, 2, 1),  # 2nd, then 1st with 2 knockouts: tied
        (3, "Cy", 300 + 100, 1, 0),  # 3rd and Dee's knockout
        (4, "Eve", 300, 1, 0),
        (5, "Dee", 0, 1, 0),
    ]
    names = {s.player: s.name for s in table.standings}
    nights = [
        Night(1, 4, Decimal(20), (Finish(1, 1, 1, 2), Finish(2, 2), Finish(3, 3, 1, 1),
                                  Finish(4, 4))),
        Night(2, 3, Decimal(20), (Finish(2, 1, 1, 2), Finish(1, 2), Finish(5, 3))),
    ]  # fmt: skip
    ids = {s.name: s.player for s in table.standings}
    renumbered = {ids[n]: n for n in names.values()}
    remapped = [
        replace(n, finishes=tuple(
            replace(f, player=ids[["Ann", "Bob", "Cy", "Dee", "Eve"][f.player - 1]])
            for f in n.finishes
        ))
        for n in nights
    ]  # fmt: skip
    independent = standings(remapped, parse_formula("table:10,6,3;knockout=1"), renumbered)
    assert [(s.name, s.points) for s in independent] == [
        (s.name, s.points) for s in table.standings
    ]
    store.close()


def test_adding_a_tournament_twice_changes_nothing(store: LeagueStore, tmp_path: Path) -> None:
    path = play_night(tmp_path / "1.feltboard", ["Ann", "Bob", "Cy"])
    assert store.add_tournament(read_submission(path)).added
    before = store.standings()
    again = store.add_tournament(read_submission(path))
    assert not again.added and again.season == "2026"
    with TournamentFile.open(path) as file:
        copy = file.copy_to(tmp_path / "copy of friday.feltboard")
    assert not store.add_tournament(read_submission(copy)).added  # a copy is the same night
    assert store.standings() == before
    assert store.seasons()[0].nights == 1
    store.close()


def test_the_archive_lists_a_seasons_nights(store: LeagueStore, tmp_path: Path) -> None:
    store.add_tournament(read_submission(
        play_night(tmp_path / "2.feltboard", ["Bob", "Ann", "Cy"], name="Week 2",
                   date="2026-01-09")
    ))  # fmt: skip
    store.add_tournament(read_submission(
        play_night(tmp_path / "1.feltboard", ["Robert", "Ann"], name="Week 1")
    ))  # fmt: skip
    store.merge("Bob", "Robert")
    nights = store.nights()
    assert [(n.played_on, n.name, n.entries, n.players, n.winner, n.prize_pool)
            for n in nights] == [
        ("2026-01-02", "Week 1", 2, 2, "Bob", 40),  # won by Robert, now an alias of Bob
        ("2026-01-09", "Week 2", 3, 3, "Bob", 60),
    ]  # fmt: skip
    assert nights[0].file_name == "1.feltboard" and nights[0].added_from
    store.close()


def test_changed_results_are_replaced_only_when_asked(store: LeagueStore, tmp_path: Path) -> None:
    submission = read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob", "Cy"]))
    store.add_tournament(submission)
    lines = submission.results
    corrected = replace(submission, results=(
        replace(lines[1], place=1), replace(lines[0], place=2), lines[2]
    ))  # fmt: skip
    with pytest.raises(LeagueStoreError, match="with other results; add --replace"):
        store.add_tournament(corrected)
    assert store.standings().standings[0].name == "Ann"
    outcome = store.add_tournament(corrected, replace=True)
    assert outcome.added and outcome.replaced
    assert [s.name for s in store.standings().standings] == ["Bob", "Ann", "Cy"]
    store.close()


def test_a_night_taken_out_can_go_into_another_season(store: LeagueStore,
                                                       tmp_path: Path) -> None:
    night = read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"]))
    store.add_season("Spring", None, None)
    assert store.add_tournament(night).season == "Spring"  # the newest season
    assert store.remove_tournament(night) == "Spring"
    assert store.standings("Spring").standings == ()
    assert store.add_tournament(night, "2026").added
    assert [s.name for s in store.standings("2026").standings] == ["Ann", "Bob"]
    assert store.remove_tournament(night) == "2026"
    with pytest.raises(LeagueStoreError, match=r"Friday \(2026-01-02\) is not in this league"):
        store.remove_tournament(night)
    assert [p.name for p in store.players()] == ["Ann", "Bob"]  # players stay
    store.close()


def test_an_unfinished_tournament_is_refused(tmp_path: Path) -> None:
    from tests.tournament_kit import SETUP

    with TournamentFile.create(tmp_path / "running.feltboard", SETUP):
        pass
    with pytest.raises(SubmissionError, match="still running"):
        read_submission(tmp_path / "running.feltboard")


def test_merged_duplicates_count_as_one_player(store: LeagueStore, tmp_path: Path) -> None:
    store.add_tournament(read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])))
    store.add_tournament(read_submission(
        play_night(tmp_path / "2.feltboard", ["Robert", "Ann"], date="2026-01-09")
    ))  # fmt: skip
    kept = store.merge("bob", "ROBERT")
    assert (kept.name, kept.nights, kept.aliases) == ("Bob", 2, ("Robert",))
    table = {s.name: s for s in store.standings().standings}
    assert set(table) == {"Ann", "Bob"}
    assert (table["Bob"].points, table["Bob"].wins) == (600 + 1000 + 100, 1)
    # A later night naming the duplicate counts for the kept player.
    store.add_tournament(read_submission(
        play_night(tmp_path / "3.feltboard", ["robert", "Ann"], date="2026-01-16")
    ))  # fmt: skip
    player, history = store.history("Robert")
    assert player.name == "Bob"
    assert [(h.played_on, h.place, h.name_entered, h.points) for h in history] == [
        ("2026-01-02", 2, "Bob", 600),
        ("2026-01-09", 1, "Robert", 1100),
        ("2026-01-16", 1, "robert", 1100),
    ]
    with pytest.raises(LeagueStoreError, match="both played Friday on 2026-01-02"):
        store.merge("Ann", "Bob")
    with pytest.raises(LeagueStoreError, match="already one player"):
        store.merge("Bob", "Robert")
    store.close()


def test_a_night_naming_two_merged_names_is_refused(store: LeagueStore, tmp_path: Path) -> None:
    store.add_tournament(read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])))
    store.add_tournament(read_submission(
        play_night(tmp_path / "2.feltboard", ["Rob", "Ann"], date="2026-01-09")
    ))  # fmt: skip
    store.merge("Bob", "Rob")
    both = play_night(tmp_path / "3.feltboard", ["Rob", "Bob", "Ann"], date="2026-01-16")
    with pytest.raises(LeagueStoreError, match="they are two people"):
        store.add_tournament(read_submission(both))
    assert store.seasons()[0].nights == 2  # nothing half-added
    store.close()


def test_best_nights_of_a_season(store: LeagueStore, tmp_path: Path) -> None:
    season = store.add_season("Spring", 2, None)
    assert (season.best_nights, season.formula) == (2, "table:10,6,3;knockout=1")
    for number, finish in enumerate((["Ann", "Bob"], ["Bob", "Ann"], ["Ann", "Bob"]), 1):
        path = play_night(tmp_path / f"{number}.feltboard", finish, date=f"2026-03-0{number}")
        store.add_tournament(read_submission(path), "spring")
    table = {s.name: s for s in store.standings("SPRING").standings}
    assert (table["Ann"].points, table["Ann"].total) == (2200, 2800)
    assert (table["Bob"].points, table["Bob"].total) == (1700, 2300)
    changed = store.change_season("Spring", all_nights=True)
    assert changed.best_nights is None
    assert store.standings("Spring").standings[0].points == 2800
    assert store.standings("2026").standings == ()
    with pytest.raises(LeagueStoreError, match="already a season 'spring'"):
        store.add_season("spring", None, None)
    with pytest.raises(LeagueStoreError, match=r"No season 'Winter' .*seasons: 2026, Spring"):
        store.standings("Winter")
    store.close()


def test_players_carry_a_nickname_an_email_and_a_photo(store: LeagueStore, tmp_path: Path) -> None:
    store.add_tournament(read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])))
    picture = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10
    player = store.update_player("ann", nickname="The Rock", email="ann@example.com",
                                 photo=picture)  # fmt: skip
    assert (player.nickname, player.email, player.has_photo) == (
        "The Rock", "ann@example.com", True
    )
    assert store.photo("Ann") == picture
    assert store.player("the rock").name == "Ann"
    assert store.known_players("th") == ("Ann",)
    assert store.known_players("") == ("Ann", "Bob")
    with pytest.raises(LeagueStoreError, match="not an e-mail address"):
        store.update_player("Ann", email="ann at home")
    with pytest.raises(LeagueStoreError, match="no player 'Zed'"):
        store.update_player("Zed", nickname="Z")
    store.close()


def test_money_of_another_currency_is_refused(store: LeagueStore, tmp_path: Path) -> None:
    submission = read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"]))
    store.add_tournament(submission)
    dollars = replace(submission, fingerprint="f" * 64, currency="$", decimals=2)
    with pytest.raises(LeagueStoreError, match="counts money in points"):
        store.add_tournament(dollars)
    store.close()


def test_a_malformed_waiting_submission_is_refused(store: LeagueStore, tmp_path: Path) -> None:
    submission = read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"]))
    assert submission_from_json(submission.to_json()) == submission
    twice = replace(submission, results=(*submission.results, replace(submission.results[0])))
    with pytest.raises(LeagueStoreError, match="names one player twice"):
        store.add_tournament(twice)
    beyond = replace(submission, results=(ResultLine("Zed", 7, 1, 0, 0, 0, 0, 0, 0),))
    with pytest.raises(LeagueStoreError, match="not possible with 2 entries"):
        store.add_tournament(beyond)
    with pytest.raises(SubmissionError, match="cannot be read"):
        submission_from_json('{"version": 1, "name": 3}')
    assert store.seasons()[0].nights == 0
    store.close()


def test_the_schema_refuses_a_second_row_for_a_player_and_night(store: LeagueStore,
                                                                 tmp_path: Path) -> None:
    store.add_tournament(read_submission(play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])))
    engine = make_engine(store.location)
    with pytest.raises(sa.exc.IntegrityError), engine.begin() as connection:
        connection.execute(sa.text(
            "INSERT INTO results (tournament_id, player_id, name_entered, place, shared, prize,"
            " bounties, knockouts, rebuys, add_ons, re_entries)"
            " SELECT tournament_id, player_id, 'again', 1, 1, 0, 0, 0, 0, 0, 0 FROM results"
        ))  # fmt: skip
    engine.dispose()
    store.close()


def test_a_player_is_found_without_accents_or_the_whole_name(
    store: LeagueStore, tmp_path: Path
) -> None:
    """Issue 23.8: ``league history``/``player`` ignored case but not accents: "Zoe" did
    not find "Zoë Ångström"."""
    night = play_night(tmp_path / "1.feltboard", ["Zoë Ångström", "Bob", "Zoltan"])
    store.add_tournament(read_submission(night))
    assert store.player("zoe angstrom").name == "Zoë Ångström"
    assert store.player("ZOË").name == "Zoë Ångström"  # the only name starting so
    with pytest.raises(LeagueStoreError, match="no player 'Zo'"):
        store.player("Zo")  # Zoë and Zoltan: which one is not guessed
    store.close()
