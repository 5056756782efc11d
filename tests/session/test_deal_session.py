"""A deal recorded through the live session: one undoable step, kept by the journal
(replayed and from a snapshot), refused in words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.accounts import deal_money, offer_deal, player_prizes
from app.engine.tournament_events import PlayerBusted, PlayerRegistered
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.engine.test_deal import EURO_SETUP, final_three


def final_table_file(path: Path) -> TournamentFile:
    """A tournament file at the final three (see :func:`final_three`)."""
    file = TournamentFile.create(path, EURO_SETUP)
    file.record_all(final_three().events[1:])
    return file


@pytest.fixture
def session(tmp_path: Path) -> Iterator[LiveTournament]:
    QApplication.instance() or QApplication([])
    file = final_table_file(tmp_path / "final.feltboard")
    yield LiveTournament(file, clock=lambda: 1000.0, backup_folder=tmp_path / "backups")
    file.close()


def test_a_deal_is_one_undoable_step_that_survives_a_reopen(session: LiveTournament) -> None:
    steps = session.undo_stack.count()
    assert session.record(offer_deal(session.state, "icm", keep=10000)) is None
    assert session.undo_stack.count() == steps + 1
    assert session.undo_stack.undoText() == "Deal agreed"
    assert deal_money(session.state) == {1: 33393, 2: 29750, 3: 26857}
    session.undo_stack.undo()
    assert session.state.deals == ()
    session.undo_stack.redo()
    assert len(session.state.deals) == 1
    assert session.record(PlayerBusted(3, 1)) is None
    assert session.record(PlayerBusted(2, 1)) is None
    expected = {1: 33393 + 10000, 2: 29750, 3: 26857}
    assert {p: player_prizes(session.state)[p] for p in (1, 2, 3)} == expected
    path = session.file.path
    session.file.close()
    with TournamentFile.open(path) as reopened:
        assert len(reopened.state.deals) == 1
        assert {p: player_prizes(reopened.state)[p] for p in (1, 2, 3)} == expected


def test_a_snapshot_keeps_the_deal(tmp_path: Path) -> None:
    path = tmp_path / "snap.feltboard"
    with final_table_file(path) as file:
        file.record(offer_deal(file.state, "chip", ends=True))
        file.snapshot_now()
        dealt = deal_money(file.state)
    with TournamentFile.open(path) as reopened:
        assert reopened.state.deals and reopened.state.is_finished
        assert deal_money(reopened.state) == dealt


def test_a_refused_deal_comes_back_in_words_and_records_nothing(
    session: LiveTournament,
) -> None:
    steps = session.undo_stack.count()
    deal = offer_deal(session.state, "icm")
    problem = session.record(
        type(deal)(shares=deal.shares[:2], stacks=deal.stacks, method="icm")
    )
    assert problem == "A deal gives a share to each of the 3 players still in, and to nobody else"
    assert session.undo_stack.count() == steps and session.state.deals == ()
    assert session.record(deal) is None
    assert session.record(PlayerRegistered(11, "Kim")) == (
        "A deal was made: the prize pool is settled, so nobody can buy in now. "
        "Undo the deal first"
    )
