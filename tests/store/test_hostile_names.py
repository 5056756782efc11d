"""Names with control characters (issue 14, item 5): refused at entry, never written.

A player or tournament name with NUL, ESC, DEL, a C1 control, a text-direction override
or a lone surrogate is refused when entered, with a message a host understands. A file
recorded before that check (names with such characters) still opens, and its exports
always parse: PHH with tomllib and PokerKit, PokerStars text line by line, JSON.
"""

from __future__ import annotations

import json
import random
import re
import tomllib
import warnings
from dataclasses import replace
from pathlib import Path

import pytest
from pokerkit import HandHistory as PokerKitHistory

import app.engine.setup_rules as setup_rules_module
import app.engine.tournament_tables as tournament_tables_module
from app.engine.errors import IllegalAction
from app.engine.names import name_problem
from app.engine.setup_rules import setup_problems, verify_setup_change
from app.engine.tournament import apply_event, replay_tournament
from app.engine.tournament_events import (
    PlayerRegistered,
    PlayerRenamed,
    SetupChanged,
    TournamentCreated,
)
from app.main import main
from app.store.export import export_tournament
from app.store.phh import read_phh
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import SETUP, Recorder, seat_events, seated

REFUSED = [
    ("A\x00B", "NUL after 'A'"),
    ("\x1b[31mRed", "ESC at the start"),
    ("Del\x7f", "DEL after 'Del'"),
    ("C1\x9b", "U+009B after 'C1'"),
    ("Ann\u202eevil", "U+202E after 'Ann'"),
    ("Bo\u2066b", "U+2066 after 'Bo'"),
    ("Cy\u2069", "U+2069 after 'Cy'"),
    ("\ud800x", "U+D800 at the start"),
    ("x\udfff", "U+DFFF after 'x'"),
]
MESSAGE = (
    "A name cannot contain control characters such as NUL, ESC, DEL or text-direction "
    "overrides ({})"
)
# What a tool reading text line by line would take as a line break or control.
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


@pytest.mark.parametrize(("name", "shown"), REFUSED)
def test_player_names_with_control_characters_are_refused(name: str, shown: str) -> None:
    recorder = seated(2)
    for event in (PlayerRegistered(3, name), PlayerRenamed(1, name)):
        with pytest.raises(IllegalAction) as caught:
            apply_event(recorder.state, event)
        assert str(caught.value) == MESSAGE.format(shown)
        assert "PlayerRegistered" not in str(caught.value)


@pytest.mark.parametrize(("name", "shown"), REFUSED)
def test_tournament_names_with_control_characters_are_refused(name: str, shown: str) -> None:
    assert ("name", MESSAGE.format(shown)) in setup_problems(replace(SETUP, name=name))
    recorder = seated(2)
    with pytest.raises(IllegalAction, match=re.escape(MESSAGE.format(shown))):
        verify_setup_change(recorder.state, replace(SETUP, name=name))
    with pytest.raises(IllegalAction, match="A name cannot contain control characters"):
        apply_event(recorder.state, SetupChanged(replace(SETUP, name=name)))


@pytest.mark.parametrize("name", ["Zoë", "José María", "Ωmega", "李小龍", "O'Neil", "Ann-Lee 🂡"])
def test_ordinary_names_are_welcome(name: str) -> None:
    assert name_problem(name) is None
    state = apply_event(seated(2).state, PlayerRegistered(3, name))
    assert state.player(3).name == name


def test_spaces_tabs_and_line_breaks_in_a_player_name_are_tidied_not_refused() -> None:
    state = apply_event(seated(2).state, PlayerRegistered(3, " Dee\tLee\n"))
    assert state.player(3).name == "Dee Lee"


def test_a_name_recorded_before_the_check_still_replays() -> None:
    events = [TournamentCreated(replace(SETUP, name="Old\x7f")),
              PlayerRegistered(1, "A\x00B"), PlayerRenamed(1, "\u202eAnn")]  # fmt: skip
    assert replay_tournament(events).player(1).name == "\u202eAnn"


def test_a_lone_surrogate_through_the_file_api_leaves_the_file_untouched(
    tmp_path: Path,
) -> None:
    path = tmp_path / "night.feltboard"
    with TournamentFile.create(path, SETUP) as file:
        file.record(PlayerRegistered(1, "Ann"))
        with pytest.raises(IllegalAction) as caught:
            file.record(PlayerRegistered(2, "B\ud800"))
        assert str(caught.value) == MESSAGE.format("U+D800 after 'B'")
        assert [p.name for p in file.state.players] == ["Ann"]
    with TournamentFile.open(path) as reopened:
        assert [p.name for p in reopened.state.players] == ["Ann"]


def test_new_refuses_a_tournament_name_with_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "night.feltboard"
    assert main(["new", str(path), "--preset", "Home game — fast", "--name", "Friday\x1b[2J"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("feltboard new: ") and "(ESC after 'Friday')" in err
    assert not path.exists()


# ----- a file recorded before names were checked -----------------------------------------

LEGACY_NAMES = ["A\x7fnn", "B\x1b[31mob", "\u202eCat", "D\x00an", "E\x85ve", "F\u2066ay\u2069"]


@pytest.fixture
def legacy_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A tournament whose names hold control characters, as an older Feltboard let in."""
    path = tmp_path / "legacy.feltboard"
    with monkeypatch.context() as older:
        older.setattr(tournament_tables_module, "name_problem", lambda name: None)
        older.setattr(setup_rules_module, "name_problem", lambda name: None)
        recorder = Recorder.new(replace(SETUP, name="Fri\x7fday \u202enight"))
        events = seat_events(len(LEGACY_NAMES))
        for index, name in enumerate(LEGACY_NAMES):
            assert isinstance(events[index], PlayerRegistered)
            events[index] = PlayerRegistered(index + 1, name)
        recorder.rec(*events)
        rng = random.Random(14)
        for _ in range(6):
            recorder.deal()
            recorder.play_random(rng)
        with TournamentFile.create(path, recorder.state.setup) as file:
            for event in recorder.events[1:]:
                file.record(event)
    return path


def test_a_legacy_file_opens_and_exports_parse(legacy_file: Path, tmp_path: Path) -> None:
    with TournamentFile.open(legacy_file) as file:
        names = sorted(p.name for p in file.state.players)
        assert "A\x7fnn" in names
        phh_paths = export_tournament(file, "phh", tmp_path / "phh")
        (stars,) = export_tournament(file, "pokerstars", tmp_path / "stars")
        (data,) = export_tournament(file, "json", tmp_path / "json")
    assert len(phh_paths) == 6
    for path in phh_paths:
        text = path.read_text(encoding="utf-8")
        doc = tomllib.loads(text)
        assert doc["event"] == "Fri\ufffdday \ufffdnight"
        assert not any(CONTROL.search(name) for name in doc["players"])
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            PokerKitHistory.loads(text)
        read_phh(text).result()
    text = stars.read_text(encoding="utf-8")
    lines = text.split("\n")
    assert text.splitlines() == lines[:-1]  # no other line break (NEL, U+2028...)
    assert not [line for line in lines if CONTROL.search(line)]
    assert "Seat 1: A\ufffdnn (" in text and "\ufffdCat" in text
    document = json.loads(data.read_text(encoding="utf-8"))
    exported = {p["name"] for hand in document["hands"] for p in hand["players"]}
    assert exported <= set(names) and "A\x7fnn" in exported  # JSON keeps them, escaped


def test_the_codec_names_a_lone_surrogate_not_a_type() -> None:
    """Below the engine's check (an event built and stored directly): the message says
    what is wrong with the text, not that a PlayerRegistered is not a PlayerRegistered."""
    from app.store.codec import CodecError
    from app.store.tournament_schema import event_codec

    with pytest.raises(CodecError) as caught:
        event_codec().encode(PlayerRegistered(1, "B\udc80"))
    assert str(caught.value) == (
        "Cannot store text holding half of a broken character pair (U+DC80); retype it"
    )
