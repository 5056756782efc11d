"""The statistics of a tournament, checked against an independent count from its PHH
export: this file reads the exported hand histories with ``tomllib`` and its own small
action reader (not the app's PHH reader), and counts every figure itself."""

from __future__ import annotations

import tomllib
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from app.session.simulate import simulate
from app.store.export import export_format, export_tournament
from app.store.stats import tournament_stats
from app.store.tournament_file import TournamentFile

KEYS = (
    "hands",
    "preflop_decisions",
    "vpip",
    "pfr",
    "three_bet_chances",
    "three_bets",
    "postflop_aggressive",
    "postflop_calls",
    "saw_flop",
    "showdowns",
    "showdowns_won",
    "all_ins",
    "all_ins_won",
    "all_ins_even",
    "all_ins_lost",
)


def count_phh_hand(doc: dict, totals: dict[str, Counter]) -> None:
    """Add one PHH hand's counts per player name to ``totals``."""
    names = doc["players"]
    count = len(names)
    antes, blinds = doc["antes"], doc["blinds_or_straddles"]
    if count == 2:  # PHH (as PokerKit) swaps heads-up forced bets: p2 is the button
        antes, blinds = antes[::-1], blinds[::-1]
    stacks = [s - min(a, s) for s, a in zip(doc["starting_stacks"], antes, strict=True)]
    bets = [min(b, s) for b, s in zip(blinds, stacks, strict=True)]
    stacks = [s - b for s, b in zip(stacks, bets, strict=True)]
    folded = [False] * count
    street = 0
    raises = 0  # raises before the flop, after the big blind
    saw_flop: set[int] = set()
    seen: list[Counter] = [Counter() for _ in range(count)]
    flags: list[set[str]] = [set() for _ in range(count)]
    for action in doc["actions"]:
        parts = action.split()
        if parts[0] == "d":
            if parts[1] == "db":
                if street == 0:
                    saw_flop = {i for i in range(count) if not folded[i]}
                street += 1
                bets = [0] * count
            continue
        who = int(parts[0][1:]) - 1
        verb = parts[1]
        if verb == "sm":
            continue
        top = max(bets)
        if street == 0:  # an all-in blind short of the big blind: the call is still the BB
            top = max(top, max(blinds))
        if verb == "f":
            kind = "pass"
            folded[who] = True
        elif verb == "cc":
            if top > bets[who]:
                paid = min(top - bets[who], stacks[who])
                kind = "call"
            else:
                paid = 0
                kind = "pass"
            bets[who] += paid
            stacks[who] -= paid
        else:  # cbr: to an amount
            to = int(parts[2])
            kind = "bet" if top == 0 else "raise"
            stacks[who] -= to - bets[who]
            bets[who] = to
        if stacks[who] == 0 and kind != "pass":
            flags[who].add("all_in")
        if street == 0:
            flags[who].add("decision")
            if raises == 1:
                flags[who].add("three_bet_chance")
            if kind != "pass":
                flags[who].add("vpip")
            if kind in ("bet", "raise"):
                flags[who].add("pfr")
                if raises == 1:
                    flags[who].add("three_bet")
                raises += 1
        elif kind in ("bet", "raise"):
            seen[who]["postflop_aggressive"] += 1
        elif kind == "call":
            seen[who]["postflop_calls"] += 1
    left = [i for i in range(count) if not folded[i]]
    for i, name in enumerate(names):
        net = doc["finishing_stacks"][i] - doc["starting_stacks"][i]
        showdown = len(left) >= 2 and i in left and i in saw_flop
        row = totals[name]
        row["hands"] += 1
        row["preflop_decisions"] += "decision" in flags[i]
        row["vpip"] += "vpip" in flags[i]
        row["pfr"] += "pfr" in flags[i]
        row["three_bet_chances"] += "three_bet_chance" in flags[i]
        row["three_bets"] += "three_bet" in flags[i]
        row["postflop_aggressive"] += seen[i]["postflop_aggressive"]
        row["postflop_calls"] += seen[i]["postflop_calls"]
        row["saw_flop"] += i in saw_flop
        row["showdowns"] += showdown
        row["showdowns_won"] += showdown and doc["winnings"][i] > 0
        all_in = "all_in" in flags[i]
        row["all_ins"] += all_in
        row["all_ins_won"] += all_in and net > 0
        row["all_ins_even"] += all_in and net == 0
        row["all_ins_lost"] += all_in and net < 0


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    QCoreApplication.instance() or QCoreApplication([])
    path = tmp_path_factory.mktemp("stats") / "night.feltboard"
    simulate(path, players=18, tables=2, hands=400, seed=11)
    return path


def test_every_figure_matches_an_independent_count_from_the_phh_export(
    night: Path, tmp_path: Path
) -> None:
    with TournamentFile.open(night, read_only=True) as file:
        stats = tournament_stats(file)
        written = export_tournament(file, export_format("phh"), tmp_path, workers=1)
    totals: dict[str, Counter] = defaultdict(Counter)
    for path in written:
        count_phh_hand(tomllib.loads(path.read_text(encoding="utf-8")), totals)
    assert len(written) == stats.hands > 100
    mine = {
        stats.names[player]: {key: getattr(counters, key) for key in KEYS}
        for player, counters in stats.players.items()
    }
    theirs = {name: {key: row[key] for key in KEYS} for name, row in totals.items()}
    assert mine == theirs
    # The night had every kind of figure (a split all-in is rare), so the comparison
    # proved something.
    for key in set(KEYS) - {"all_ins_even"}:
        assert sum(row[key] for row in theirs.values()) > 0, key


def test_the_json_figures_are_the_percentages_of_the_counters(night: Path) -> None:
    with TournamentFile.open(night, read_only=True) as file:
        figures = tournament_stats(file).as_json()
    assert figures["hands"] > 100
    for player in figures["players"]:
        assert set(player) >= {"player", "hands", "vpip", "pfr", "three_bet", "aggression",
                               "wtsd", "wsd"}
        assert player["pfr"] is None or player["pfr"] <= player["vpip"]


def test_feltboard_stats_prints_a_table_and_json(night: Path) -> None:
    import io
    import json

    from app.cli.stats import run_stats

    out, err = io.StringIO(), io.StringIO()
    assert run_stats(night, as_json=True, out=out, err=err) == 0
    figures = json.loads(out.getvalue())
    assert {"hands", "vpip", "pfr", "three_bet", "aggression", "wtsd", "wsd"} <= set(
        figures["players"][0]
    )
    out = io.StringIO()
    assert run_stats(night, as_json=False, out=out, err=err) == 0
    table = out.getvalue()
    assert "VPIP" in table and "W$SD" in table and figures["players"][0]["player"] in table


def test_feltboard_stats_refuses_a_missing_file_in_one_line(tmp_path: Path) -> None:
    import io

    from app.cli.stats import run_stats

    out, err = io.StringIO(), io.StringIO()
    assert run_stats(tmp_path / "none.feltboard", as_json=True, out=out, err=err) == 1
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1
    assert "feltboard stats:" in err.getvalue()
