"""What other programs read stays English whatever language the screens speak.

A real simulated tournament (showdowns, side pots, all-ins, a voided hand) is exported in
every format under the ``pseudo_language`` fixture, where every translated text comes back
as ``«text»``: the files must hold no ``«`` and be byte for byte the English export, in one
process and shared between worker processes. The engine's own words that go into an export
(pot names, winning hands) are translated here as the engine translates them on a Spanish
screen, so a writer that forgot :func:`~app.engine.wording.in_english` would show them.
What the host reads about the export (refusals, the hands left out) is translated.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine import pots
from app.engine.cards import HandValue
from app.engine.tournament_events import HandVoided
from app.engine.wording import translate
from app.session.simulate import simulate
from app.store.export import (
    FORMATS,
    ExportError,
    ExportFormat,
    export_format,
    export_tournament,
    hand_json,
    phh_text,
    pokerstars_text,
    tournament_info,
)
from app.store.tournament_file import TournamentFile
from tests.store.test_export_left_out import flop_without_cards
from tests.tournament_kit import SETUP, seated

ROOT = Path(__file__).resolve().parents[2]
VOIDED = 31
# What the export must hold for the test to mean something: showdowns described, side
# pots, all-ins (the engine's words among them).
MUST_HOLD: dict[ExportFormat, tuple[str, ...]] = {
    "pokerstars": ("*** SHOW DOWN ***", "side pot", "and is all-in", ": shows ["),
    "json": ('"name": "Side pot 1"', '"winning_hand": "', '"kind":"all_in"'),
    "phh": ("sm ", "finishing_stacks", "cbr"),
}
ENGINE_WORDS = """
    from app.engine import pots
    from app.engine.cards import HandValue
    from app.engine.wording import translate

    _pot_name, _describe = pots.pot_name, HandValue.describe
    pots.pot_name = lambda index: translate("Hand", _pot_name(index))
    HandValue.describe = lambda value: translate("Hand", _describe(value))
"""


@pytest.fixture(scope="module")
def tournament(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A simulated two-table tournament, its hand ``VOIDED`` voided."""
    QApplication.instance() or QApplication([])
    path = tmp_path_factory.mktemp("english") / "t.feltboard"
    simulate(path, players=18, tables=2, hands=60, seed=11, preset="Home game — fast")
    with TournamentFile.open(path) as file:
        file.record(HandVoided(VOIDED))
    return path


@pytest.fixture()
def engine_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pot names and hand descriptions translated, as the engine words them on screen."""
    pot_name, describe = pots.pot_name, HandValue.describe
    monkeypatch.setattr(pots, "pot_name", lambda index: translate("Hand", pot_name(index)))
    monkeypatch.setattr(HandValue, "describe", lambda value: translate("Hand", describe(value)))


def contents(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def export(tournament: Path, fmt: ExportFormat, out: Path) -> list[tuple[int, str]]:
    """Export in one process; the hands left out, with their reasons."""
    left_out: list[tuple[int, str]] = []
    with TournamentFile.open(tournament, read_only=True) as file:
        export_tournament(
            file, fmt, out, workers=1, on_skip=lambda number, why: left_out.append((number, why))
        )
    return left_out


@pytest.fixture(scope="module")
def english(tournament: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each format exported in English, the reference."""
    folders = {}
    for fmt in FORMATS:
        folders[fmt] = tmp_path_factory.mktemp(f"english-{fmt}")
        assert export(tournament, fmt, folders[fmt]) == [(VOIDED, "the hand was voided")]
    return folders


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_export_holds_the_hands_that_matter(
    fmt: ExportFormat, english: dict[str, Path]
) -> None:
    text = "".join(data.decode() for data in contents(english[fmt]).values())
    for words in MUST_HOLD[fmt]:
        assert words in text, f"{words!r} is in no {fmt} export: the test would prove nothing"


@pytest.mark.parametrize("fmt", FORMATS)
def test_an_export_in_another_language_is_the_english_export(
    fmt: ExportFormat,
    tournament: Path,
    english: dict[str, Path],
    tmp_path: Path,
    pseudo_language: Callable[[str], bool],
    engine_words: None,
) -> None:
    assert pseudo_language(pots.pot_name(1)), "the engine's words are translated here"
    left_out = export(tournament, fmt, tmp_path)
    written = contents(tmp_path)
    assert not [name for name, data in written.items() if "«".encode() in data]
    assert written == contents(english[fmt])
    # What the host reads about it is in the host's language.
    assert left_out == [(VOIDED, "«the hand was voided»")]


def test_each_hand_writer_speaks_english(
    tournament: Path, pseudo_language: Callable[[str], bool], engine_words: None
) -> None:
    with TournamentFile.open(tournament, read_only=True) as file:
        info = tournament_info(file)
        histories = [h for h in file.hand_histories() if not h.voided]
    texts = [
        writer(history, info) for history in histories for writer in (phh_text, pokerstars_text)
    ]
    texts += [json.dumps(hand_json(history, info), ensure_ascii=False) for history in histories]
    assert not [text for text in texts if "«" in text]
    assert any('"winning_hand": "' in text for text in texts)


def python(code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh Python: forking is only safe without Qt's threads."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True, text=True, cwd=ROOT, timeout=240, check=False,
    )  # fmt: skip


@pytest.mark.parametrize("fmt", FORMATS)
def test_worker_processes_write_english_too(
    fmt: ExportFormat, tournament: Path, english: dict[str, Path], tmp_path: Path
) -> None:
    done = python(
        textwrap.dedent(ENGINE_WORDS)
        + f"""
import json
from app.engine import wording
from app.store import export
from app.store.tournament_file import TournamentFile

wording.set_translator(lambda _context, text: "\\u00ab" + text + "\\u00bb")
assert export.parallel_workers(60, 3) == 3, "no worker processes: the test proves nothing"
left_out = []
with TournamentFile.open({str(tournament)!r}, read_only=True) as file:
    export.export_tournament(
        file, {fmt!r}, {str(tmp_path)!r}, workers=3, on_skip=lambda *skip: left_out.append(skip)
    )
print(json.dumps(left_out))
"""
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [[VOIDED, "«the hand was voided»"]]
    assert contents(tmp_path) == contents(english[fmt])


# ----- what the host reads ---------------------------------------------------------------------


@pytest.fixture()
def file_without_board(tmp_path: Path) -> Iterator[TournamentFile]:
    """Hand 1 folded to the big blind, hand 2 seen to the flop without its cards."""
    recorder = seated(3)
    recorder.deal()
    recorder.fold_to_big_blind()
    flop_without_cards(recorder)
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    try:
        for event in recorder.events[1:]:
            file.record(event)
        yield file
    finally:
        file.close()


def test_a_hand_left_out_says_why_in_the_hosts_language(
    file_without_board: TournamentFile, tmp_path: Path, pseudo_language: Callable[[str], bool]
) -> None:
    left_out: list[tuple[int, str]] = []
    (stars,) = export_tournament(
        file_without_board, "pokerstars", tmp_path / "stars",
        on_skip=lambda number, why: left_out.append((number, why)),
    )  # fmt: skip
    assert "«" not in stars.read_text(encoding="utf-8")
    assert left_out == [(2, "«the board cards were not entered, and poker tools need them»")]


def test_export_refusals_are_translatable(
    file_without_board: TournamentFile, tmp_path: Path, pseudo_language: Callable[[str], bool]
) -> None:
    with pytest.raises(ExportError) as unknown_format:
        export_format("word")
    assert pseudo_language(str(unknown_format.value))
    assert "'word'" in str(unknown_format.value)
    with pytest.raises(ExportError) as unknown_hand:
        export_tournament(file_without_board, "json", tmp_path / "out", hands=[1, 7])
    assert pseudo_language(str(unknown_hand.value))
    assert "number 7»" in str(unknown_hand.value)
    assert not (tmp_path / "out").exists()
