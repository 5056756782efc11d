"""``feltboard chop``: a deal from stacks and prizes, or from a tournament file (read
only), in the smallest currency unit, adding up exactly; and ``info`` after a deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app import main
from app.cli.common import BAD_INPUT
from app.engine.accounts import offer_deal
from app.engine.tournament_events import PlayerBusted
from app.store.tournament_file import TournamentFile
from tests.cli.test_main import run
from tests.session.test_deal_session import final_table_file


def chop(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    code = main.main(["chop", *arguments])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_issue_example_in_cents_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = chop(
        capsys, "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200", "--json"
    )
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert set(report) == {
        "method", "decimals", "players", "prizes", "keep",
        "total_stacks", "total_shares", "total_prizes",
    }
    assert [(p["stack"], p["share"]) for p in report["players"]] == [
        (5000, 38393), (3000, 32750), (2000, 28857),
    ]
    assert report["total_shares"] == report["total_prizes"] == 100000
    assert (report["method"], report["decimals"], report["keep"]) == ("icm", 2, 0)


def test_chip_chop_with_money_kept_to_play_for(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = chop(
        capsys, "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200",
        "--method", "chip", "--keep", "100", "--json",
    )
    report = json.loads(out)
    assert code == 0
    assert [p["share"] for p in report["players"]] == [35000, 29000, 26000]
    assert report["total_shares"] + report["keep"] == report["total_prizes"] == 100000


def test_whole_units_with_no_decimals_and_text_output(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = chop(
        capsys, "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200",
        "--decimals", "0",
    )
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "ICM deal (smallest units):"
    assert [line.split()[-2] for line in lines[1:4]] == ["384", "327", "289"]
    assert lines[4].split()[-2] == "1000"


def test_ten_players_add_up_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    stacks = ["91250", "47000", "33333", "28000", "21500", "19999", "12000", "8400", "3100",
              "1050"]
    prizes = ["1234.57", "777.77", "500.01", "333.33", "250", "175", "123.45", "99.99",
              "77.77", "55.55"]
    code, out, _ = chop(capsys, "--stacks", *stacks, "--prizes", *prizes, "--json")
    report = json.loads(out)
    assert code == 0
    assert sum(p["share"] for p in report["players"]) == report["total_prizes"] == 362744


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--stacks", "5000", "-3", "--prizes", "500", "300"],
         "Player 2's stack is -3; a stack in a deal has chips"),
        (["--stacks", "5000", "3000", "--prizes", "500", "300", "200"],
         "3 prizes for 2 players"),
        (["--stacks", "5000", "3000", "--prizes", "500", "300.005"],
         "more decimals than the currency"),
        (["--stacks", "5000", "3000", "--prizes", "500", "300", "--keep", "900"],
         "Only 800.00 is left to win; 900.00 cannot be kept to play for"),
        (["--stacks", "5000", "3000"], "give the players' --stacks and the --prizes"),
    ],
)
def test_bad_input_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    code, out, err = chop(capsys, *arguments)
    assert code == BAD_INPUT and out == ""
    assert err.startswith("feltboard chop: ") and message in err


def test_from_a_tournament_file_read_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "final.feltboard"
    final_table_file(path).close()
    before = path.read_bytes()
    code, out, _ = chop(capsys, str(path), "--json")
    assert code == 0
    report = json.loads(out)
    assert [(p["name"], p["stack"], p["share"]) for p in report["players"]] == [
        ("Ann", 5000, 38393), ("Bob", 3000, 32750), ("Cat", 2000, 28857),
    ]
    code, out, _ = chop(capsys, str(path), "--keep", "100", "--method", "chip")
    assert code == 0 and "Kept to play for: 10000 (€100.00), to the winner" in out
    assert path.read_bytes() == before  # chop never records
    code, _, err = chop(capsys, str(path), "--stacks", "1", "2")
    assert code == BAD_INPUT and "not both" in err


def test_a_file_with_nothing_paid_or_over_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "over.feltboard"
    with final_table_file(path) as file:
        file.record(offer_deal(file.state, "chip"))  # nothing kept: nothing left to win
    code, _, err = chop(capsys, str(path))
    assert code == BAD_INPUT and "no prize is left to win" in err
    with TournamentFile.open(path) as file:
        file.record(PlayerBusted(3, 1))
        file.record(PlayerBusted(2, 1))
    code, _, err = chop(capsys, str(path))
    assert code == BAD_INPUT and "the tournament is over" in err


def test_info_shows_the_deal_and_the_prizes_that_follow_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "final.feltboard"
    with final_table_file(path) as file:
        file.record(offer_deal(file.state, "icm", keep=10000))
        file.record(PlayerBusted(3, 1))
        file.record(PlayerBusted(2, 1))
    assert main.main(["info", str(path), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["deals"] == [{
        "method": "icm", "keep": "100.00", "ends": False,
        "shares": {"Ann": "333.93", "Bob": "297.50", "Cat": "268.57"},
    }]
    prizes = {p["name"]: p["prize"] for p in info["players"]}
    assert (prizes["Ann"], prizes["Bob"], prizes["Cat"]) == ("433.93", "297.50", "268.57")
    assert main.main(["info", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Deal (ICM): Ann €333.93, Bob €297.50, Cat €268.57; €100.00 kept to play for" in text
    assert "Ann: 1st; wins €433.93" in text
    with TournamentFile.open(path, read_only=True) as reopened:
        assert reopened.state.is_finished


def test_chop_runs_as_a_command() -> None:
    done = run("chop", "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200")
    assert done.returncode == 0, done.stderr
    assert "38393" in done.stdout and "(383.93)" in done.stdout
