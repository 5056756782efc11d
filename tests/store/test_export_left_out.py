"""An export names every selected hand it cannot write, with a reason that reads after the
hand's number; the folder of the last export is remembered (issue 12)."""

from __future__ import annotations

from pathlib import Path

from app.engine.events import Called, Checked, FlopDealt
from app.store.export import export_tournament
from app.store.locations import (
    EXPORT_FOLDER_FILE_NAME,
    last_export_folder,
    remember_export_folder,
)
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import SETUP, Recorder, live_hand, seated


def flop_without_cards(recorder: Recorder) -> None:
    recorder.deal()
    while (legal := live_hand(recorder.state).legal_actions()) is not None:
        recorder.act(Checked(legal.seat) if legal.can_check else Called(legal.seat))
    recorder.act(FlopDealt(()))
    recorder.fold_to_big_blind()


def test_a_hand_without_board_cards_is_reported_not_dropped(tmp_path: Path) -> None:
    recorder = seated(3)
    recorder.deal()
    recorder.fold_to_big_blind()
    flop_without_cards(recorder)
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    try:
        for event in recorder.events[1:]:
            file.record(event)
        left_out: list[tuple[int, str]] = []
        (stars,) = export_tournament(
            file, "pokerstars", tmp_path / "stars",
            on_skip=lambda number, why: left_out.append((number, why)),
        )
        assert stars.read_text(encoding="utf-8").count("PokerStars Hand #") == 1
        assert left_out == [(2, "the board cards were not entered, and poker tools need them")]
        left_out.clear()
        assert len(export_tournament(file, "phh", tmp_path / "phh",
                                     on_skip=lambda *skip: left_out.append(skip))) == 2
        assert left_out == []
    finally:
        file.close()


def test_the_last_export_folder_is_remembered_while_it_exists(tmp_path: Path) -> None:
    data = tmp_path / "data"
    assert last_export_folder(data) is None
    target = tmp_path / "exports"
    target.mkdir()
    assert remember_export_folder(target, data) == target.resolve()
    assert last_export_folder(data) == target.resolve()
    target.rmdir()
    assert last_export_folder(data) is None
    (data / EXPORT_FOLDER_FILE_NAME).write_text("not json", encoding="utf-8")
    assert last_export_folder(data) is None
