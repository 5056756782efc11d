"""The command line: version, self-test, simulate, export, template, new and info, run as a
user would."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from app import __version__, main
from app.cli import export
from app.cli import info as info_cli
from app.engine.accounts import bounties_won, house_take, prizes, standings
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.money import Bounty, Currency
from app.engine.presets import HOME_FAST, HOME_STANDARD
from app.engine.prizes import ordinal
from app.engine.tournament import apply_event, new_tournament, setup_from_preset
from app.engine.tournament_events import (
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    TableOpened,
)
from app.store import locations
from app.store.template import parse_money, read_template, write_template
from app.store.tournament_file import TournamentFile
from tests.store.test_phh import (
    FIXED_LIMIT_ALL_IN,
    HEADS_UP_BLINDS_REVERSED,
    HOLES,
    RIVER_CHECKED,
    phh,
    three_handed,
)


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "app", *arguments],
        capture_output=True,
        text=True,
        env=environment,
        timeout=240,
        check=False,
    )


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"feltboard {__version__}"


def test_self_test_plays_a_hand_and_passes() -> None:
    done = run("--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Hand 1 finished" in done.stdout
    assert "Self-test passed" in done.stdout


def test_simulate_then_export_every_format(tmp_path: Path) -> None:
    file = tmp_path / "evening.feltboard"
    done = run(
        "simulate", str(file), "--players", "10", "--tables", "2", "--hands", "12",
        "--seed", "4",
    )
    assert done.returncode == 0, done.stderr
    assert "12 hands" in done.stdout
    for fmt in ("phh", "pokerstars", "json"):
        out = tmp_path / fmt
        exported = run("export", str(file), "--format", fmt, "--out", str(out))
        assert exported.returncode == 0, exported.stderr
        assert any(out.iterdir())


def test_simulate_refuses_an_existing_file_and_bad_sizes(tmp_path: Path) -> None:
    file = tmp_path / "taken.feltboard"
    file.write_bytes(b"")
    done = run("simulate", str(file), "--players", "9", "--tables", "1", "--hands", "1",
               "--seed", "1")
    assert done.returncode == 1
    assert "already exists" in done.stderr
    done = run("simulate", str(tmp_path / "x.feltboard"), "--players", "30", "--tables", "1",
               "--hands", "1", "--seed", "1")
    assert done.returncode == 1
    assert "30 players do not fit at 1 table of 9 seats" in done.stderr


@pytest.mark.parametrize("content", [b"", b"not a tournament", b"SQLite format 3\x00junk"])
def test_export_of_a_bad_file_fails_clearly_and_leaves_it_alone(
    tmp_path: Path, content: bytes
) -> None:
    file = tmp_path / "bad.feltboard"
    file.write_bytes(content)
    done = run("export", str(file), "--format", "phh", "--out", str(tmp_path / "out"))
    assert done.returncode == 1
    assert "feltboard export:" in done.stderr
    assert file.read_bytes() == content


def test_an_interrupted_export_says_so_and_exits_130(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    file = tmp_path / "evening.feltboard"
    assert run("simulate", str(file), "--players", "9", "--tables", "1", "--hands", "2",
               "--seed", "2").returncode == 0  # fmt: skip

    def interrupted(*_: object, **__: object) -> list[Path]:
        raise KeyboardInterrupt

    monkeypatch.setattr(export, "export_tournament", interrupted)
    assert export.run_export(file, "phh", tmp_path / "out") == 130
    assert capsys.readouterr().err == (
        f"feltboard export: interrupted; the files written so far stay in {tmp_path / 'out'}\n"
    )


# ----- feltboard replay: fixed-limit all-ins, the heads-up cap, strict PHH reading -----------


def replay_file(tmp_path: Path, text: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "hand.phh"
    path.write_text(text, encoding="utf-8")
    return run("replay", str(path), *arguments)


def test_replay_fixed_limit_half_bet_all_in_raised_by_the_checker(tmp_path: Path) -> None:
    """10/20: p2's 15 all-in on the turn is a full bet; p1, who checked, raises to 35."""
    done = replay_file(tmp_path, FIXED_LIMIT_ALL_IN, "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert [pot["amount"] for pot in summary["pots"]] == [75, 40]
    assert summary["finishing_stacks"] == [1_070, 0, 955]
    done = replay_file(tmp_path, FIXED_LIMIT_ALL_IN.replace("p1 cbr 35", "p1 cbr 40"))
    assert done.returncode == 2 and done.stdout == ""
    assert "action 15 'p1 cbr 40': Raise to at most 35 (limit)" in done.stderr


def test_replay_fixed_limit_short_all_in_completed_counts_as_the_bet(tmp_path: Path) -> None:
    """A bet and one raise: p2's 5 all-in is completed to 20 by p3 (the bet), p1 raises
    to 40 (the raise); p3's re-raise is refused, the round is capped."""
    actions = [*HOLES, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
               "d db 9d", "p1 cc", "p2 cbr 5", "p3 cbr 20", "p1 cbr 40", "p3 cc",
               "d db Th", "p1 cc", "p3 cc"]  # fmt: skip
    text = phh(variant="FT", antes=[0, 0, 0], blinds_or_straddles=[5, 10, 0], small_bet=10,
               big_bet=20, starting_stacks=[1_000, 15, 1_000], _max_raises=1,
               actions=actions)  # fmt: skip
    done = replay_file(tmp_path, text, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finishing_stacks"] == [1_065, 0, 950]
    done = replay_file(tmp_path, text.replace('"p3 cc", "d db Th"', '"p3 cbr 60", "d db Th"'))
    assert done.returncode == 2
    assert "'p3 cbr 60': Seat 3 (p3) cannot raise: betting is capped" in done.stderr


def test_replay_heads_up_cap_option(tmp_path: Path) -> None:
    raises = [f"p{2 - n % 2} cbr {20 + 10 * n}" for n in range(6)]
    text = phh(variant="FT", antes=[0, 0], blinds_or_straddles=[5, 10], small_bet=10,
               big_bet=20, starting_stacks=[1_000, 1_000],
               actions=["d dh p1 AsAd", "d dh p2 KsKd", *raises, "p2 f"])  # fmt: skip
    done = replay_file(tmp_path, text, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finishing_stacks"] == [1_060, 940]
    done = replay_file(tmp_path, text.replace("actions =", "_uncapped_heads_up = false\nactions ="))
    assert done.returncode == 2
    assert "action 7 'p2 cbr 60': Seat 2 (p2) cannot raise: betting is capped" in done.stderr


def test_replay_heads_up_blinds_listed_big_then_small(tmp_path: Path) -> None:
    done = replay_file(tmp_path, HEADS_UP_BLINDS_REVERSED)
    assert done.returncode == 0, done.stderr
    assert "  p1 p1 (seat 3): 8,440 (+200)" in done.stdout.splitlines()
    assert "  p2 p2 (seat 5): 19,500 (-200)" in done.stdout.splitlines()


def test_replay_refuses_a_check_after_the_round_closed(tmp_path: Path) -> None:
    actions = [*HOLES, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
               "p1 cc", "d db 9d"]  # fmt: skip
    done = replay_file(tmp_path, three_handed(actions))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.endswith(
        "line 6, action 11 'p1 cc': Betting on this street is over; deal the turn first\n"
    )


def test_replay_refuses_a_late_show_of_cards_not_dealt(tmp_path: Path) -> None:
    """p2 mucks, so p1 has won; p1 then 'shows' 4h 8d (4h is on the board, p1 was dealt
    As Ad): refused as the same show before the muck is."""
    for showdown in (["p2 sm", "p1 sm 4h8d"], ["p1 sm 4h8d", "p2 sm"]):
        done = replay_file(tmp_path, three_handed([*RIVER_CHECKED, *showdown]))
        assert done.returncode == 2 and done.stdout == ""
        assert "'p1 sm 4h8d': Seat 1 (p1) was dealt As Ad" in done.stderr
# ----- templates, new, info ------------------------------------------------------------------


def call(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """Run ``feltboard ARGUMENTS`` in this process; (exit status, stdout, stderr)."""
    status = main.main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


def edit(path: Path, **values: str) -> None:
    """Change top-level scalars of a TOML template, as a script would (sed-like)."""
    text = path.read_text(encoding="utf-8")
    for key, value in values.items():
        # The first match: top-level keys come before the [sections] (which have a fee too).
        text, count = re.subn(rf"(?m)^{key} = .*$", f"{key} = {value}", text, count=1)
        assert count == 1, key
    path.write_text(text, encoding="utf-8")


def test_template_new_info_from_a_preset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    template = tmp_path / "friday.toml"
    status, out, _ = call(capsys, "template", "--preset", HOME_STANDARD.name, "--out",
                          str(template))  # fmt: skip
    assert status == 0
    assert out.startswith(f"Wrote {template}: Home game — standard, 30, 20,000 chips")
    assert read_template(template) == setup_from_preset(HOME_STANDARD)
    # Without --out the TOML goes to the screen; --out never replaces without --force.
    status, out, _ = call(capsys, "template", "--preset", HOME_STANDARD.name)
    assert status == 0 and out == template.read_text(encoding="utf-8")
    status, _, err = call(capsys, "template", "--preset", HOME_FAST.name, "--out", str(template))
    assert status == 1 and err == f"feltboard template: {template} already exists; add --force "\
        "to replace it\n"  # fmt: skip
    assert read_template(template) == setup_from_preset(HOME_STANDARD)

    edit(template, name='"Friday"', currency='"€"', decimals="2", buy_in='"40.00"',
         fee='"5.00"', starting_stack="25_000")  # fmt: skip
    night = tmp_path / "friday.feltboard"
    status, out, err = call(capsys, "new", str(night), "--template", str(template))
    assert (status, err) == (0, "")
    assert out == f"Created {night}: Friday, €40.00+€5.00, 25,000 chips, 20 levels, rebuys, "\
        "add-ons\n"  # fmt: skip
    with TournamentFile.open(night) as file:
        assert file.state.setup == read_template(template)
        assert file.state.setup.buy_in == 4000 and file.state.setup.fee == 500

    status, out, _ = call(capsys, "info", str(night), "--json")
    info = json.loads(out)
    assert status == 0
    assert {key: info[key] for key in ("name", "currency", "buy_in", "fee", "starting_stack",
            "entries", "rebuys", "add_ons", "re_entries", "prize_pool", "payouts", "players",
            "level", "finished")} == {
        "name": "Friday", "currency": "€", "buy_in": "40.00", "fee": "5.00",
        "starting_stack": 25_000, "entries": 0, "rebuys": 0, "add_ons": 0, "re_entries": 0,
        "prize_pool": "0.00", "payouts": {}, "players": [], "level": 1, "finished": False,
    }
    status, out, _ = call(capsys, "info", str(night))
    assert status == 0
    assert out.splitlines()[:2] == ["Friday", "Buy-in €40.00+€5.00, 25,000 chips"]

    # The night's setup back as a template, in JSON this time.
    copy = tmp_path / "copy.json"
    assert call(capsys, "template", "--from", str(night), "--out", str(copy))[0] == 0
    assert read_template(copy) == read_template(template)


def test_new_names_the_night_and_finds_saved_templates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(locations, "data_dir", lambda: tmp_path / "data")
    saved = locations.templates_dir() / "tuesday.toml"
    saved.parent.mkdir(parents=True)
    write_template(setup_from_preset(HOME_FAST), saved)
    monkeypatch.chdir(tmp_path)
    status, out, _ = call(capsys, "new", "tuesday", "--template", "tuesday", "--name", "Tue 8")
    assert status == 0
    assert out.startswith("Created tuesday.feltboard: Tue 8, 20, 10,000 chips")
    with TournamentFile.open(tmp_path / "tuesday.feltboard") as file:
        assert file.state.setup == replace(setup_from_preset(HOME_FAST), name="Tue 8")
    status, _, err = call(capsys, "new", "x.feltboard", "--preset", HOME_FAST.name, "--name", " ")
    assert (status, err) == (1, "feltboard new: name: give the tournament a name\n")
    assert not (tmp_path / "x.feltboard").exists()


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (("until_level = 4", "until_level = 30", 1),
         "rebuy.until_level: there is no level 30 (the structure has 20 levels)"),
        (("price = 30", "price = -30", 1), "rebuy.price: cannot be negative (-30)"),
        (("percents = [50, 30, 20]", "percents = [50, 30, 10]", 1),
         "payouts.ranges[2]: the payouts for 7–10 entries add up to 90%, not 100%"),
        (("small_blind = 25, big_blind = 50", "small_blind = 10, big_blind = 20", 1),
         "structure[1].small_blind: 10 is less than the smallest chip in play (25)"),
        (("buy_in = 30", "buy_in = -30", 1), "buy_in: cannot be negative (-30)"),
        (("name = ", "nmae = ", 1), "name: missing (is 'nmae' a typo?)"),
        (("[rebuy]\nprice", "[rebuy]\nprise", 1), "rebuy.price: missing (is 'prise' a typo?)"),
        (("starting_stack", "starting_stakc", 1),
         "starting_stack: missing (is 'starting_stakc' a typo?)"),
        (("seats_per_table", "players", 1), "players: unknown key (known here: add_on, bounty, "
         "buy_in, chips, currency, date, decimals, fee, feltboard_template, "
         "late_registration, look, name, payouts, rake, re_entry, rebuy, rotation, rules, "
         "seats_per_table, "
         "starting_stack, structure)"),
        (("seats_per_table", "seat_per_table", 1),
         "seat_per_table: unknown key (did you mean 'seats_per_table'?)"),
    ],
)  # fmt: skip
def test_new_refuses_a_bad_template_in_one_line_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], spoil: tuple[str, str, int],
    message: str,
) -> None:
    template = tmp_path / "bad.toml"
    write_template(setup_from_preset(HOME_STANDARD), template)
    text = template.read_text(encoding="utf-8")
    template.write_text(text.replace(*spoil), encoding="utf-8")
    night = tmp_path / "night.feltboard"
    status, out, err = call(capsys, "new", str(night), "--template", str(template))
    assert (status, out) == (1, "")
    assert err == f"feltboard new: {template}: {message}\n"
    assert not night.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.toml"]


def test_file_command_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    night = tmp_path / "n.feltboard"
    assert call(capsys, "new", str(night), "--preset", HOME_FAST.name)[0] == 0
    before = night.read_bytes()
    status, _, err = call(capsys, "new", str(night), "--preset", HOME_FAST.name)
    assert (status, err) == (1, f"feltboard new: {night} already exists; a tournament is "
                                "never overwritten\n")  # fmt: skip
    assert night.read_bytes() == before
    status, _, err = call(capsys, "new", str(tmp_path / "m"), "--template", "no-such.toml")
    assert status == 1
    assert err.startswith("feltboard new: no-such.toml: the file cannot be read (")  # once
    status, _, err = call(capsys, "template", "--preset", "Poker night", "--out", "x.toml")
    assert status == 1 and err.startswith("feltboard template: There is no preset called")
    status, _, err = call(capsys, "template", "--preset", HOME_FAST.name, "--out",
                          str(tmp_path / "x.txt"))  # fmt: skip
    assert (status, err) == (1, "feltboard template: x.txt: a template file name ends in "
                                ".toml or .json\n")  # fmt: skip
    bad = tmp_path / "bad.feltboard"
    bad.write_bytes(b"not a tournament")
    for arguments in (("info", str(bad)), ("template", "--from", str(bad))):
        status, out, err = call(capsys, *arguments)
        assert (status, out) == (1, "")
        assert err.startswith("feltboard ") and err.count("\n") == 1
    assert bad.read_bytes() == b"not a tournament"


def test_simulate_a_template_then_info_agrees_with_the_engine(tmp_path: Path) -> None:
    template = tmp_path / "knockout.toml"
    setup = replace(
        setup_from_preset(HOME_STANDARD),
        name="Knockout night",
        currency=Currency("€", 2),
        buy_in=3000,
        fee=300,
        prize_unit=500,
        bounty=Bounty(500),
        rebuys=replace(
            HOME_STANDARD.rebuys,
            rebuy=replace(HOME_STANDARD.rebuys.rebuy, cost=3000, fee=200),
            add_on=replace(HOME_STANDARD.rebuys.add_on, cost=3000),
            re_entry=EntryOption(EntryKind.RE_ENTRY, 3000, 20_000, 6, max_per_player=2),
        ),
    )
    write_template(setup, template)
    night = tmp_path / "knockout.feltboard"
    done = run("simulate", str(night), "--template", str(template), "--players", "12",
               "--tables", "2", "--hands", "120", "--seed", "3")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert re.search(r"\d+ entries \(\d+ rebuys, \d+ add-ons, \d+ re-entries\)", done.stdout)
    done = run("info", str(night), "--json")
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout)
    with TournamentFile.open(night) as file:
        state = file.state
    assert state.setup == setup
    players = state.players
    assert info["entries"] == state.entries == 12 + info["re_entries"]
    assert info["rebuys"] == sum(p.rebuys for p in players) > 0
    assert info["add_ons"] == sum(p.add_ons for p in players) > 0
    assert info["re_entries"] == sum(p.re_entries for p in players) > 0
    euros = Currency("€", 2)

    def cents(value: str) -> int:
        return parse_money(value, euros, "test")

    assert cents(info["prize_pool"]) == state.prize_pool
    assert cents(info["fees"]) == 300 * state.entries - 300 * info["re_entries"] + 200 * info[
        "rebuys"]  # fmt: skip
    assert [cents(v) for v in info["payouts"].values()] == list(prizes(state))
    assert sum(cents(p["prize"]) for p in info["players"]) == (
        sum(prizes(state)) if state.is_finished else sum(s.prize for s in standings(state))
    )
    assert [p["name"] for p in info["players"]] == [s.player.name for s in standings(state)]
    for entry, standing in zip(info["players"], standings(state), strict=True):
        assert entry["place"] == standing.place
        assert entry["chips"] == (standing.chips if standing.place is None else None)
    # Bounties and fees as the engine counts them, and as many knockouts as busts in hands.
    won = bounties_won(state)
    assert {p["name"]: cents(p["bounties"]) for p in info["players"]} == {
        p.name: won.get(p.id, 0) for p in players
    }
    assert sum(won.values()) > 0
    assert cents(info["fees"]) == house_take(state)
    busts_in_hands = sum(
        1 for h in state.hands for p, stack in h.start_stacks if stack + dict(h.net)[p] == 0
    )
    assert len(state.knockouts) == busts_in_hands > 0
    # A bounty shared by the winners of a split pot is a knockout for each of them.
    assert sum(p["knockouts"] for p in info["players"]) == sum(
        len(set(k.winners)) for k in state.knockouts
    )
    assert info["level"] >= 1 and info["finished"] == state.is_finished
    # The same facts as text a host reads.
    done = run("info", str(night))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1] == "Buy-in €30.00+€3.00, 20,000 chips, bounty €5.00"
    assert f"Prize pool {euros.format(state.prize_pool)}; house fees " \
        f"{euros.format(house_take(state))}" in lines  # fmt: skip
    standing_lines = lines[lines.index("Standings:") + 1:]
    assert [line.split(":")[0].strip() for line in standing_lines] == [
        s.player.name for s in standings(state)
    ]
    assert "Payouts: " + ", ".join(
        f"{ordinal(place)} {euros.format(amount)}"
        for place, amount in enumerate(prizes(state), start=1)
    ) in lines


def test_info_text_writes_money_in_the_currency_and_points_as_plain_numbers() -> None:
    standard = setup_from_preset(HOME_STANDARD)
    euros = replace(standard, name="Knockout", currency=Currency("€", 2), buy_in=4_000,
                    fee=500, prize_unit=100, bounty=Bounty(1_000), rebuys=RebuyPolicy())
    for setup in (euros, standard):
        state = new_tournament(setup)
        for event in (*(PlayerRegistered(n, name) for n, name in enumerate("ABCD", start=1)),
                      TableOpened(1, 9, tracked=False),
                      *(PlayerSeated(n, 1, n) for n in range(1, 5)),
                      PlayerBusted(4, 1), PlayerBusted(3, 2), PlayerBusted(2, 1)):
            state = apply_event(state, event)
        lines = info_cli.format_info(info_cli.tournament_info(state, 0.0)).splitlines()
        if setup is euros:
            assert lines[1] == "Buy-in €40.00+€5.00, 20,000 chips, bounty €10.00"
            assert "Prize pool €120.00; house fees €20.00" in lines
            assert "Payouts: 1st €78.00, 2nd €42.00" in lines
            assert "  A: 1st; wins €78.00; 2 knockouts, €30.00 in bounties" in lines
            assert "  B: 2nd; wins €42.00; 1 knockout, €10.00 in bounties" in lines
        else:
            pool = 4 * standard.buy_in
            assert lines[1] == f"Buy-in {standard.buy_in}, 20,000 chips"
            assert f"Prize pool {pool:,}; house fees 0" in lines
            first, second = prizes(state)
            assert f"Payouts: 1st {first:,}, 2nd {second:,}" in lines
            assert f"  A: 1st; wins {first:,}; 2 knockouts" in lines


def test_new_from_the_plo_preset_deals_omaha_pot_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    night = tmp_path / "plo.feltboard"
    status, out, err = call(capsys, "new", str(night), "--preset", "PLO — home game")
    assert (status, err) == (0, "")
    assert out == f"Created {night}: PLO — home game, 30, 20,000 chips, 20 levels, rebuys, "\
        "add-ons\n"  # fmt: skip
    with TournamentFile.open(night) as file:
        levels = file.state.setup.structure.levels
        assert {level.game.value for level in levels} == {"omaha"}
        assert file.state.setup.rules.structure.value == "pot_limit"
    template = tmp_path / "plo.toml"
    status, _, _ = call(capsys, "template", "--preset", "PLO — home game", "--out", str(template))
    assert status == 0 and 'game = "omaha"' in template.read_text(encoding="utf-8")
