"""A deal recorded through the live session: one undoable step, kept by the journal
(replayed and from a snapshot), refused in words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.accounts import deal_money, offer_deal, player_prizes
from app.engine.tournament_events import PlayerBusted, PlayerRegistered
from app.present.public_state import build_public_state
from app.present.view_model import build_display_model
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


def test_the_tv_and_the_network_pages_show_the_deal_in_place_of_the_places_it_covered() -> None:
    recorder = final_three()
    state = recorder.rec(offer_deal(recorder.state, "icm", keep=10000))
    lines = build_display_model(state, state.clock(0.0), 0.0).payouts
    assert [(p.place, p.amount, p.winner) for p in lines] == [
        ("Deal", "€333.93", "Ann"), ("Deal", "€297.50", "Bob"), ("Deal", "€268.57", "Cat"),
        ("1st", "€100.00", ""),
    ]
    state = recorder.rec(PlayerBusted(2, 3), PlayerBusted(1, 3))
    public = build_public_state(state, state.clock(0.0), 0.0, seq=1)
    assert [(p["place"], p["place_text"], p["amount"], p["winner"])
            for p in public["payouts"]] == [
        (None, "Deal", 33393, "Ann"), (None, "Deal", 29750, "Bob"),
        (None, "Deal", 26857, "Cat"), (1, "1st", 10000, "Cat"),
    ]
    winner = next(p for p in public["players"] if p["name"] == "Cat")
    assert winner["prize"] == 26857 + 10000


def test_places_paid_before_the_deal_stay_on_the_tv() -> None:
    recorder = final_three()
    recorder.rec(PlayerBusted(3, 1))  # Cat out 3rd: €200 (two left to deal)
    state = recorder.rec(offer_deal(recorder.state, "chip"))
    lines = build_display_model(state, state.clock(0.0), 0.0).payouts
    assert [(p.place, p.winner) for p in lines] == [
        ("Deal", "Ann"), ("Deal", "Bob"), ("3rd", "Cat"),
    ]
    assert lines[2].amount == "€200.00"
