"""``feltboard league ...`` end to end, on both backends; several hosts at once and a
host without network on PostgreSQL."""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from app.engine.tournament_events import PlayerRegistered
from app.main import main
from app.store.league import outbox
from app.store.league.database import shown_location
from app.store.league.store import LeagueStore
from app.store.tournament_file import TournamentFile
from tests.league.conftest import PostgresServer, free_port
from tests.league.nights import play_night
from tests.tournament_kit import SETUP


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["league", *argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_an_organisers_evening(league_location: str, tmp_path: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    first = play_night(tmp_path / "one.feltboard", ["Ann", "Bob", "Cy"], name="Week 1")
    second = play_night(tmp_path / "two.feltboard", ["Bob", "Ann", "Cy"], name="Week 2",
                        date="2026-01-09")  # fmt: skip
    league = league_location
    status, out, _ = run(capsys, "create", league, "--name", "Friday club",
                         "--formula", "table:10,6,3", "--season", "Winter")  # fmt: skip
    assert status == 0 and "Created the league Friday club" in out
    assert shown_location(league) in out and "season Winter" in out
    status, out, _ = run(capsys, "add", league, str(first))
    assert out.strip() == (
        "Added Week 1 (2026-01-02) to season Winter: 3 players, new to the league: Ann, Bob, Cy"
    )
    status, out, _ = run(capsys, "add", league, str(first))
    assert (status, out.strip()) == (
        0, "Week 1 (2026-01-02) is already in season Winter: nothing changed"
    )
    assert run(capsys, "add", league, str(second))[0] == 0
    status, out, _ = run(capsys, "standings", league, "--json")
    data = json.loads(out)
    assert [(r["rank"], r["player"], r["points"]) for r in data["standings"]] == [
        (1, "Ann", 16.0), (1, "Bob", 16.0), (3, "Cy", 6.0)
    ]  # fmt: skip
    assert data["tie_breaks"] == ["points counted", "wins", "best finish", "nights played"]
    status, out, _ = run(capsys, "standings", league)
    assert "  1. Ann: 16 points, 2 nights, 1 win, best 1st" in out
    status, out, _ = run(capsys, "history", league, "ann", "--json")
    assert [n["points"] for n in json.loads(out)["nights"]] == [10.0, 6.0]
    assert run(capsys, "player", league, "Cy", "--nickname", "Lucky")[0] == 0
    status, out, _ = run(capsys, "players", league, "--json")
    players = json.loads(out)["players"]
    assert [(p["name"], p["nickname"], p["nights"]) for p in players] == [
        ("Ann", None, 2), ("Bob", None, 2), ("Cy", "Lucky", 2)
    ]  # fmt: skip
    assert run(capsys, "remove", league, str(second))[1] == (
        "Removed Week 2 (2026-01-09) from season Winter\n"
    )
    assert run(capsys, "add", league, str(second))[0] == 0
    status, out, _ = run(capsys, "nights", league)
    assert out.splitlines()[0] == "Season Winter: 2 nights"
    assert out.splitlines()[1].startswith("  2026-01-02 Week 1: 3 entries, won by Ann, 60 in")
    status, out, _ = run(capsys, "season", league, "--add", "Spring", "--best", "3")
    assert out.strip() == "Added season Spring: points table:10,6,3, best 3 nights"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["standings", "{league}", "--season", "Summer"], "No season 'Summer'"),
        (["add", "{league}", "{missing}"], "missing.feltboard: no such file"),
        (["add", "{league}", "{notes}"], "notes.txt is not a Feltboard tournament file"),
        (["add", "{league}", "{running}"], "Thursday test is still running (2 players left)"),
        (["merge", "{league}", "Ann", "Nobody"], "There is no player 'Nobody'"),
        (["season", "{league}", "--add", "Spring", "--formula", "sqrt:0"], "more than 0"),
        (["season", "{league}", "--best", "2"], "Say which season"),
        (["create", "{league}", "--name", "Again"], "already holds the league"),
        (["player", "{league}", "Ann", "--email", "nope"], "not an e-mail address"),
    ],
)
def test_refusals_are_one_line(league_location: str, tmp_path: Path, argv: list[str],
                               message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "create", league_location, "--name", "Club")[0] == 0
    run(capsys, "add", league_location, str(play_night(tmp_path / "n.feltboard", ["Ann", "Bo"])))
    (tmp_path / "notes.txt").write_text("not a tournament")
    with TournamentFile.create(tmp_path / "running.feltboard", SETUP) as running:
        running.record(PlayerRegistered(1, "Ann"))
        running.record(PlayerRegistered(2, "Bob"))
    paths = {name: tmp_path / file for name, file in (
        ("missing", "missing.feltboard"), ("notes", "notes.txt"), ("running", "running.feltboard")
    )}  # fmt: skip
    filled = [a.format(league=league_location, **paths) for a in argv]
    status, out, err = run(capsys, *filled)
    assert status == 1 and out == ""
    assert err.startswith(f"feltboard league {argv[0]}: ") and message in err
    assert err.count("\n") == 1


def test_a_league_that_does_not_exist(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "standings", str(tmp_path / "none.sqlite"))
    assert status == 1 and "There is no league at" in err
    assert not (tmp_path / "none.sqlite").exists()


def host(gate: Any, argv: list[str], output: Path) -> None:
    """One host: wait until every host is ready, then run ``feltboard ARGV``."""
    with output.open("w") as sys.stdout, output.with_suffix(".err").open("w") as sys.stderr:
        gate.wait(timeout=60)
        status = main(argv)
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(status)


def at_the_same_moment(commands: list[list[str]], folder: Path) -> list[tuple[int, str]]:
    """Run each command in its own process, all released at once by a barrier; each
    one's exit status and output (stdout then stderr).

    Forked, not spawned: the hosts start at once instead of importing for seconds.
    """
    context = multiprocessing.get_context("fork")
    gate = context.Barrier(len(commands))
    outputs = [folder / f"host{n}.txt" for n in range(len(commands))]
    hosts = [
        context.Process(target=host, args=(gate, argv, output))
        for argv, output in zip(commands, outputs, strict=True)
    ]
    for process in hosts:
        process.start()
    for process in hosts:
        process.join(timeout=120)
    return [
        (p.exitcode if p.exitcode is not None else -1,
         out.read_text() + out.with_suffix(".err").read_text())
        for p, out in zip(hosts, outputs, strict=True)
    ]  # fmt: skip


def test_two_hosts_creating_one_league_make_one(league_location: str, tmp_path: Path) -> None:
    done = at_the_same_moment(
        [["league", "create", league_location, "--name", name] for name in ("Red", "Blue")],
        tmp_path,
    )
    assert sorted(status for status, _ in done) == [0, 1], done
    assert sum("already holds the league" in said for _, said in done) == 1, done
    with LeagueStore.open(league_location) as store:
        assert len(store.seasons()) == 1


def test_hosts_adding_at_once_lose_nothing(league_location: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Six processes add five nights (one of them twice) to one league at the same
    moment (they wait at a barrier, then add), most naming players the league has never
    seen: the standings equal those of the same nights added one after another. On
    PostgreSQL the unique keys decide; an SQLite file queues its writers."""
    pool = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    nights = [
        play_night(tmp_path / f"{n}.feltboard", pool[n:] + pool[:n], name=f"Week {n}",
                   date=f"2026-02-0{n + 1}", knocked_by={pool[(n + 3) % 8]: pool[(n + 1) % 8]})
        for n in range(5)
    ]  # fmt: skip
    shared = league_location
    alone = str(tmp_path / "sequential.sqlite")
    for league in (shared, alone):
        assert run(capsys, "create", league, "--name", "Club", "--formula",
                   "td:10;knockout=1")[0] == 0  # fmt: skip
    submitted = [*nights, nights[2]]
    done = at_the_same_moment(
        [["league", "add", shared, str(path)] for path in submitted], tmp_path
    )
    assert [status for status, _ in done] == [0] * len(submitted), done
    said = [out for _, out in done]
    assert sum("Added Week" in out for out in said) == 5
    assert sum("already in season" in out for out in said) == 1
    for path in nights:
        assert run(capsys, "add", alone, str(path))[0] == 0
    with LeagueStore.open(shared) as together, LeagueStore.open(alone) as sequential:
        def table(store: LeagueStore) -> list[tuple[object, ...]]:
            return [(s.rank, s.name, s.points, s.total, s.nights, s.wins, s.knockouts)
                    for s in store.standings().standings]  # fmt: skip

        assert table(together) == table(sequential)
        assert len(together.players()) == 8
        assert together.seasons()[0].nights == 5


def test_a_host_without_network_submits_later(postgres_server: PostgresServer, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    league = postgres_server.new_database()
    assert run(capsys, "create", league, "--name", "Club")[0] == 0
    first = play_night(tmp_path / "1.feltboard", ["Ann", "Bob"], name="Week 1")
    second = play_night(tmp_path / "2.feltboard", ["Bob", "Ann"], name="Week 2",
                        date="2026-01-09")  # fmt: skip
    third = play_night(tmp_path / "3.feltboard", ["Ann", "Bob"], name="Week 3",
                       date="2026-01-16")  # fmt: skip
    postgres_server.stop()
    try:
        status, out, _ = run(capsys, "add", league, str(first))
        assert status == 0
        assert out.startswith(f"Cannot reach the league at {shown_location(league)}")
        assert "Kept Week 1 (2026-01-02) to send later" in out
        status, out, _ = run(capsys, "add", league, str(first))
        assert "Still kept Week 1" in out  # kept once, not twice
        assert run(capsys, "add", league, str(second))[0] == 0
        status, _, err = run(capsys, "sync", league)
        assert status == 1 and "Cannot reach the league" in err
    finally:
        postgres_server.start()
    assert len(outbox.waiting(shown_location(league))) == 2
    status, out, _ = run(capsys, "sync", league)
    assert status == 0
    assert out.splitlines() == [
        "Added Week 1 (2026-01-02) to season 2026: 2 players, new to the league: Ann, Bob",
        "Added Week 2 (2026-01-09) to season 2026: 2 players",
        "Sent 2 of 2",
    ]
    assert outbox.waiting(shown_location(league)) == ()
    assert run(capsys, "sync", league)[1].startswith("Nothing waits for")
    # Kept again while away, then sent by the next add that gets through.
    postgres_server.stop()
    try:
        run(capsys, "add", league, str(third))
    finally:
        postgres_server.start()
    fourth = play_night(tmp_path / "4.feltboard", ["Bob", "Ann"], name="Week 4",
                        date="2026-01-23")  # fmt: skip
    status, out, _ = run(capsys, "add", league, str(fourth))
    assert "Added Week 3" in out and "Added Week 4" in out and "Also sent 1 tournament" in out
    with LeagueStore.open(league) as store:
        assert store.seasons()[0].nights == 4


def test_an_address_nobody_answers_keeps_the_night(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    league = f"postgresql://ann:secret@127.0.0.1:{free_port()}/club"
    night = play_night(tmp_path / "1.feltboard", ["Ann", "Bob"])
    status, out, _ = run(capsys, "add", league, str(night))
    assert status == 0 and "Kept Friday" in out and "secret" not in out
    [waiting] = outbox.waiting("postgresql://ann@127.0.0.1:" + league.split(":")[3])
    assert waiting.submission.results[0].name == "Ann"
