"""Golden tests: what every surface says on the fixture night, in English and Spanish.

See README.md in this folder: the night is :mod:`tests.golden.night`, the files are in
``data/``, and ``FELTBOARD_REGOLDEN=1`` writes them afresh instead of comparing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.golden.night import (
    LANGUAGES,
    MOMENTS,
    Night,
    as_text,
    command_lines,
    play_night,
    stars_export,
)

DATA = Path(__file__).resolve().parent / "data"
REGOLDEN = os.environ.get("FELTBOARD_REGOLDEN") == "1"


def check(name: str, produced: str) -> None:
    """``produced`` must equal the golden file ``data/NAME``; with FELTBOARD_REGOLDEN=1
    the file is written instead.

    Nothing is normalised: the night runs on a fixed clock, a fixed seed and a fixed
    printing time, and no surface names the night's (temporary) folder. Should one start
    to, replace that folder here, and say so in README.md.
    """
    golden = DATA / name
    if REGOLDEN:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(produced, encoding="utf-8")
        return
    assert golden.is_file(), f"{golden} is missing: run with FELTBOARD_REGOLDEN=1"
    expected = golden.read_text(encoding="utf-8")
    assert produced == expected, f"{name} differs from its golden file (see the diff above)"


@pytest.fixture(scope="module", params=LANGUAGES)
def night(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Night:
    """The night recorded once per language (the tests here only read it)."""
    language: str = request.param
    return play_night(tmp_path_factory.mktemp(f"night-{language}"), language)


@pytest.mark.parametrize("surface", ["api_state", "tv", "pads"])
def test_live_surfaces(night: Night, surface: str) -> None:
    """``/api/state``, the TV (the Qt display's model and the pages' words) and each
    table's pad, at each moment of the night."""
    data = {moment: night.moments[moment][surface] for moment in MOMENTS}
    check(f"{surface}.{night.language}.json", as_text(data))


def test_printed_sheets(night: Night) -> None:
    check(f"sheets.{night.language}.json", as_text(night.sheets))


def test_undo_texts_before_and_after_a_reopen(night: Night) -> None:
    data = {"live": night.undo_live, "reopened": night.undo_reopened}
    check(f"undo.{night.language}.json", as_text(data))


def test_undo_texts_are_the_same_after_a_reopen(night: Night) -> None:
    """Undo and Redo offer, word for word, what they offered when the file was closed."""
    assert night.undo_reopened == night.undo_live


def test_command_line(night: Night, tmp_path: Path) -> None:
    """Each command's output; every one of them succeeds and says nothing on stderr."""
    for name, (status, out, err) in command_lines(night, tmp_path / "config").items():
        assert (status, err) == (0, ""), f"{name}: {err}"
        if name.endswith("_json"):
            check(f"cli/{name.removesuffix('_json')}--json.json", out)
        else:
            check(f"cli/{name}.{night.language}.txt", out)


def test_pokerstars_export(night: Night, tmp_path: Path) -> None:
    """The hold'em night as PokerStars text: the same bytes in either language (poker
    tools read English), and never a byte different as other games are added."""
    check("export/pokerstars.txt", stars_export(night, tmp_path / "config"))


def test_the_plain_writer_writes_every_event_of_the_night_as_pydantic(night: Night) -> None:
    """Every event and snapshot of the fixture night, whichever writer stored it, is the
    text pydantic's codec writes, and the plain writer's (app/store/plain_writer.py)."""
    import sqlite3

    from app.engine.tournament_events import TournamentEvent
    from app.store.codec import Codec
    from app.store.plain_writer import PlainWriter
    from app.store.tournament_schema import StateSnapshot

    kinds = set()
    for table, value_type in (("events", TournamentEvent), ("snapshots", StateSnapshot)):
        codec, plain = Codec(value_type), PlainWriter(value_type)
        with sqlite3.connect(night.path) as db:
            rows = [text for (text,) in db.execute(f"SELECT payload FROM {table}")]
        for text in rows:
            value = codec.decode(text)
            kinds.add(getattr(value, "kind", table))
            kinds.add(getattr(getattr(value, "event", None), "kind", table))
            assert plain.write(value) == codec.encode(value) == text
    assert len(kinds) >= 20, sorted(kinds)
