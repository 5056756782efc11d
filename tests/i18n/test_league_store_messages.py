"""The league store's refusals and the lines that tell the host what adding a night did
are translatable, on SQLite and on a real PostgreSQL server. What the league stores stays
as it was entered (names, seasons): data, never translated."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
import sqlalchemy as sa

from app.store.league import outbox
from app.store.league.database import make_engine, shown_location
from app.store.league.store import LeagueStore
from app.store.league.submission import (
    ResultLine,
    Submission,
    SubmissionError,
    read_submission,
    submission_from_json,
)
from app.store.league.submit import added_line, submit
from app.store.league.values import (
    AddOutcome,
    LeagueNotFound,
    LeagueStoreError,
    LeagueUnreachable,
)
from app.store.tournament_file import TournamentFile
from tests.league.conftest import free_port, postgres_server  # noqa: F401 (a fixture)
from tests.league.nights import play_night
from tests.tournament_kit import SETUP

Translated = Callable[[str], bool]


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's league lives: a new SQLite file or a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "league.sqlite")
    return str(request.getfixturevalue("postgres_server").new_database())


@pytest.fixture
def store(location: str) -> Iterator[LeagueStore]:
    with LeagueStore.open(location, create=True) as created:
        created.create_league("Friday club", "table:10,6,3;knockout=1", "2026")
        yield created


def night(tmp_path: Path, finish: list[str], name: str = "Friday", **fields: str) -> Submission:
    return read_submission(play_night(tmp_path / f"{name}.feltboard", finish, name=name, **fields))


def refused(error: type[Exception], work: Callable[[], object]) -> str:
    with pytest.raises(error) as caught:
        work()
    return str(caught.value)


def test_the_add_to_league_report_is_translatable(
    location: str, tmp_path: Path, pseudo_language: Translated
) -> None:
    with LeagueStore.open(location, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
    path = play_night(tmp_path / "1.feltboard", ["Ann", "Bob"], name="Week 1")
    (added,) = submit(location, path)
    assert added == (
        "«Added Week 1 (2026-01-02) to season 2026: 2 players, new to the league: Ann, Bob»"
    )
    (again,) = submit(location, path)
    assert again == "«Week 1 (2026-01-02) is already in season 2026: nothing changed»"
    second = play_night(tmp_path / "2.feltboard", ["Bob", "Ann"], name="Week 2",
                        date="2026-01-09")  # fmt: skip
    assert submit(location, second) == ("«Added Week 2 (2026-01-09) to season 2026: 2 players»",)
    submission = read_submission(path)
    swapped = replace(submission, results=tuple(
        replace(line, place=3 - line.place) for line in submission.results
    ))  # fmt: skip
    with LeagueStore.open(location) as store:
        message = refused(LeagueStoreError, lambda: store.add_tournament(swapped))
        assert pseudo_language(message) and "--replace" in message
        outcome = store.add_tournament(swapped, replace=True)
    assert added_line(outcome, swapped) == (
        "«Replaced the results of Week 1 (2026-01-02) to season 2026: 2 players»"
    )
    with_new = AddOutcome(True, True, "2026", "Week 1", 3, ("Cy",))
    assert pseudo_language(added_line(with_new, swapped))


def test_nights_kept_for_later_are_told_in_the_hosts_language(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    league = str(tmp_path / "league.sqlite")
    with LeagueStore.open(league, create=True) as store:
        store.create_league("Friday club", "td:10", "2026")
    kept = night(tmp_path, ["Ann", "Bob"], name="Week 1")
    dollars = replace(night(tmp_path, ["Bob", "Ann"], name="Week 2", date="2026-01-09"),
                      currency="$", decimals=2)  # fmt: skip
    where = shown_location(league)
    assert outbox.keep(where, kept, None, False)
    lines = submit(league, play_night(tmp_path / "3.feltboard", ["Ann", "Cy"], name="Week 3",
                                      date="2026-01-16"))  # fmt: skip
    assert lines[-1] == "«Also sent 1 tournament kept while the league was out of reach»"
    assert outbox.keep(where, dollars, None, False)
    lines = submit(league, play_night(tmp_path / "4.feltboard", ["Cy", "Ann"], name="Week 4",
                                      date="2026-01-23"))  # fmt: skip
    assert lines[0].startswith("«Not sent: Week 2: «This league counts money in «points» with ")
    assert lines[0].endswith(" (it stays in the outbox)»")


def test_a_server_out_of_reach_keeps_the_night_and_says_so(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    league = f"postgresql://ann:secret@127.0.0.1:{free_port()}/club"
    message = refused(LeagueUnreachable, lambda: LeagueStore.open(league))
    assert message.startswith("«Cannot reach the league at postgresql://ann@127.0.0.1:")
    path = play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])
    (line,) = submit(league, path)
    assert line.startswith("««Cannot reach the league at") and "secret" not in line
    assert "». Kept Friday (2026-01-02) to send later: run `feltboard league sync " in line
    (line,) = submit(league, path)
    assert "». Still kept Friday" in line


def test_opening_a_league_refuses_in_the_hosts_language(
    location: str, tmp_path: Path, pseudo_language: Translated
) -> None:
    assert pseudo_language(refused(LeagueNotFound, lambda: LeagueStore.open(location)))
    LeagueStore.open(location, create=True).close()
    message = refused(LeagueNotFound, lambda: LeagueStore.open(location))
    assert pseudo_language(message) and "`feltboard league create LEAGUE --name NAME`" in message
    missing = tmp_path / "nowhere" / "league.sqlite"
    message = refused(LeagueStoreError, lambda: LeagueStore.open(str(missing), create=True))
    assert pseudo_language(message)
    garbage = tmp_path / "notes.txt"
    garbage.write_text("not a league, not a database " * 100, encoding="utf-8")
    message = refused(LeagueStoreError, lambda: LeagueStore.open(str(garbage)))
    assert message.startswith(f"«The league could not open {garbage}: ")
    address = "postgresql://ann@db:notaport/club"
    assert pseudo_language(refused(LeagueStoreError, lambda: LeagueStore.open(address)))


def test_a_league_from_a_newer_feltboard_is_refused_not_damaged(
    store: LeagueStore, pseudo_language: Translated
) -> None:
    engine = make_engine(store.location)
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    message = refused(LeagueStoreError, lambda: LeagueStore.open(store.location))
    assert pseudo_language(message) and "0099" in message
    engine = make_engine(store.location)
    with engine.connect() as connection:
        assert connection.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == (
            "0099"
        )
    engine.dispose()


def test_the_newer_league_message_in_english(store: LeagueStore) -> None:
    engine = make_engine(store.location)
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    assert refused(LeagueStoreError, lambda: LeagueStore.open(store.location)) == (
        "This league was written by a newer version of Feltboard (its tables are at version "
        "0099); update Feltboard to open it"
    )


def test_the_league_refuses_in_the_hosts_language(
    store: LeagueStore, tmp_path: Path, pseudo_language: Translated
) -> None:
    first = night(tmp_path, ["Ann", "Bob"])
    store.add_tournament(first)
    refusals = [
        lambda: store.create_league("Other", "td:10", "2026"),
        lambda: store.season("Summer"),
        lambda: store.add_season("2026", None, None),
        lambda: store.add_season("   ", None, None),
        lambda: store.add_season("S" * 300, None, None),
        lambda: store.change_season(None, best=0),
        lambda: store.player("Nobody"),
        lambda: store.merge("Ann", "ann"),
        lambda: store.merge("Ann", "Bob"),
        lambda: store.update_player("Ann", email="ann at home"),
        lambda: store.update_player("Ann", nickname="N" * 300),
        lambda: store.update_player("Ann", photo=b"x" * 2_000_001),
        lambda: store.add_tournament(replace(first, fingerprint="f" * 64, currency="$")),
        lambda: store.remove_tournament(replace(first, fingerprint="e" * 64)),
        lambda: store.add_tournament(replace(first, fingerprint="d" * 64, results=())),
        lambda: store.add_tournament(replace(
            first, fingerprint="c" * 64, results=(*first.results, first.results[0])
        )),
        lambda: store.add_tournament(replace(
            first, fingerprint="b" * 64,
            results=(replace(first.results[0], prize=-5), first.results[1]),
        )),
        lambda: store.add_tournament(replace(
            first, fingerprint="a" * 64, results=(ResultLine("Zed", 7, 1, 0, 0, 0, 0, 0, 0),)
        )),
    ]
    for work in refusals:
        message = refused(LeagueStoreError, work)
        assert pseudo_language(message), message
    # The league's data stays as it was entered.
    assert [season.name for season in store.seasons()] == ["2026"]
    assert {player.name for player in store.players()} == {"Ann", "Bob"}


def test_a_tournament_the_league_cannot_take_is_refused_in_the_hosts_language(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    with TournamentFile.create(tmp_path / "running.feltboard", SETUP):
        pass
    message = refused(SubmissionError, lambda: read_submission(tmp_path / "running.feltboard"))
    assert pseudo_language(message) and "0 players left" in message
    for text in ('{"version": 1, "name": 3}', '{"version": 99}'):
        with pytest.raises(SubmissionError) as caught:
            submission_from_json(text)
        assert pseudo_language(str(caught.value))


def test_an_outbox_that_cannot_be_read_says_so(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    broken = tmp_path / "outbox.sqlite"
    broken.write_text("not a database " * 100, encoding="utf-8")
    message = refused(OSError, lambda: outbox.waiting("club", broken))
    assert message.startswith(f"«The outbox {broken} cannot be read: ")
    assert pseudo_language(refused(OSError, lambda: outbox.remove(1, broken)))
