"""A tournament file holds data, not words: played under ``pseudo_language`` it is the same
language-free journal; the statistics table speaks the language in use while
``feltboard stats --json`` stays English; the demo's name is in the language it was created
in, its file name in none."""

from __future__ import annotations

import io
import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from app.cli.stats import run_stats
from app.engine import wording
from app.engine.numbers import NumberStyle, number_style, set_number_style
from app.store import tournament_file
from app.store.demo import create_demo, open_demo
from app.store.stats import figure_text, stats_table, tournament_stats
from app.store.tournament_file import TournamentFile
from tests.store.test_tournament_file import play_hand, start

Translated = Callable[[str], bool]
MARKS = ("\u00ab", "\u00bb")


def played(path: Path, monkeypatch: pytest.MonkeyPatch, hands: int = 6) -> None:
    """A night of ``hands`` random hands with snapshots, an undo, a refused event and a
    closed file."""
    monkeypatch.setattr(tournament_file, "SNAPSHOT_EVERY", 2)
    rng = random.Random(5)
    with start(path, players=6, tables=1) as file:
        for _ in range(hands):
            play_hand(file, 1, rng)
        file.undo()
        file.snapshot_now()


def stored_text(path: Path) -> str:
    """Every text the file holds: meta, events, snapshots (and their SQL)."""
    connection = sqlite3.connect(path)
    try:
        rows = [
            *connection.execute("SELECT key, value FROM meta"),
            *connection.execute("SELECT kind, payload, recorded_at FROM events"),
            *connection.execute("SELECT payload, recorded_at FROM snapshots"),
            *connection.execute("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL"),
        ]
    finally:
        connection.close()
    return "\n".join(str(value) for row in rows for value in row)


def test_a_journal_written_in_another_language_holds_no_translated_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    played(tmp_path / "pseudo.feltboard", monkeypatch)
    text = stored_text(tmp_path / "pseudo.feltboard")
    raw = (tmp_path / "pseudo.feltboard").read_bytes()
    assert not any(mark in text for mark in MARKS)
    assert not any(mark.encode() in raw for mark in MARKS)
    wording.set_translator(None)
    played(tmp_path / "english.feltboard", monkeypatch)
    english = stored_text(tmp_path / "english.feltboard")
    assert _without_times(text) == _without_times(english)  # the very same data


def _without_times(text: str) -> list[str]:
    """The stored text with its timestamps and checksums left out (they differ per run)."""
    return [line for line in text.splitlines() if not line[:4].isdigit()]


def test_the_statistics_table_speaks_the_language_in_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    played(path, monkeypatch)
    with TournamentFile.open(path, read_only=True) as file:
        figures = tournament_stats(file).as_json()
    table = stats_table(figures).splitlines()
    assert pseudo_language(table[0]) and "hands" in table[0]
    assert pseudo_language(table[2].split()[0])  # "Player"
    assert "VPIP" in table[2] and "\u00abVPIP\u00bb" not in table[2]  # poker's own words
    assert "\u00abAll-ins W/E/L\u00bb" in table[2]
    season = stats_table({"season": "Winter", "players": figures["players"][:1]})
    assert pseudo_language(season.splitlines()[0]) and "1" in season.splitlines()[0]


def test_stats_json_stays_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    path = tmp_path / "t.feltboard"
    played(path, monkeypatch)
    out, err = io.StringIO(), io.StringIO()
    assert run_stats(path, as_json=True, out=out, err=err) == 0
    assert not any(mark in out.getvalue() for mark in MARKS)
    figures = json.loads(out.getvalue())
    assert {"player", "hands", "vpip"} <= set(figures["players"][0])
    out = io.StringIO()
    assert run_stats(path, as_json=False, out=out, err=err) == 0
    assert pseudo_language(out.getvalue())


def test_the_figures_use_the_decimal_mark_of_the_language() -> None:
    before = number_style()
    set_number_style(NumberStyle(group=".", decimal=","))
    try:
        assert (figure_text("vpip", 23.25), figure_text("aggression", 1.5)) == ("23,2", "1,50")
        assert figure_text("hands", 1234) == "1234" and figure_text("wsd", None) == "–"
    finally:
        set_number_style(before)
    assert figure_text("vpip", 23.25) == "23.2"


def test_english_titles_say_one_hand_and_one_player() -> None:
    assert stats_table({"tournament": "Friday", "hands": 1, "players": []}).startswith(
        "Friday: 1 hand\n"
    )
    assert stats_table({"tournament": "Friday", "hands": 2, "players": []}).startswith(
        "Friday: 2 hands\n"
    )
    assert stats_table({"season": "Winter", "players": []}).startswith("Season Winter: 0 players")


def test_a_demo_is_named_in_its_language_and_found_again_in_another(
    tmp_path: Path, pseudo_language: Translated
) -> None:
    with open_demo(tmp_path) as demo:
        assert demo.state.setup.name == "\u00abDemo tournament\u00bb"  # data from now on
        path = demo.path
    assert path.name == "Demo tournament 1.feltboard"
    wording.set_translator(None)
    with open_demo(tmp_path) as again:
        assert again.path == path and again.state.setup.name == "\u00abDemo tournament\u00bb"
    with create_demo(tmp_path / "english.feltboard") as english:
        assert english.state.setup.name == "Demo tournament"
