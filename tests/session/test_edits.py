"""The named edits: each records ONE undo step with its text, or returns the refusal."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.entry_options import EntryKind
from app.engine.structure import Break
from app.session.edits import Edits
from app.session.history import read_history
from app.session.live import LiveTournament
from app.store.demo import create_demo
from app.store.tournament_file import TournamentFile


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[TournamentFile]:
    QApplication.instance() or QApplication([])
    file = create_demo(tmp_path / "demo.feltboard")
    yield file
    file.close()


@pytest.fixture
def session(demo: TournamentFile) -> LiveTournament:
    return LiveTournament(demo, clock=Clock(), backup_folder=Path("unused"))


def one_step(session: LiveTournament, edit: Callable[[], str | None], text: str) -> None:
    """``edit`` is recorded as exactly one undo step reading ``text``."""
    steps = session.undo_stack.count()
    assert edit() is None
    assert session.undo_stack.count() == steps + 1
    assert session.edits.undo_text() == text


def refused(session: LiveTournament, edit: Callable[[], str | None]) -> str:
    """``edit`` is refused: nothing recorded, the refusal returned."""
    before, steps = session.state, session.undo_stack.count()
    problem = edit()
    assert problem
    assert session.state is before
    assert session.undo_stack.count() == steps
    return problem


def test_the_session_offers_its_edits(session: LiveTournament) -> None:
    assert isinstance(session.edits, Edits)


def test_clock_edits(session: LiveTournament) -> None:
    edits = session.edits
    one_step(session, edits.run_clock, "Start clock")
    one_step(session, edits.pause_clock, "Pause clock")
    one_step(session, edits.run_clock, "Resume clock")
    one_step(session, lambda: edits.adjust_time(60), "Adjust time")
    one_step(session, lambda: edits.jump_level(1), "Change level")
    assert refused(session, edits.start_clock)  # already started


def test_a_hand_from_the_deal_to_the_pots(session: LiveTournament) -> None:
    edits = session.edits
    assert "table 1" in refused(session, lambda: edits.fold(1))  # no hand yet
    one_step(session, lambda: edits.deal(1), "Deal hand 1")
    one_step(session, lambda: edits.all_in(1), "All-in (seat 4)")
    one_step(session, lambda: edits.check_or_call(1), "Call (seat 5)")
    for _ in range(6):
        one_step(session, lambda: edits.fold(1), _fold_text(session))
    assert refused(session, lambda: edits.wager(1, "abc"))
    while session.state.table(1).hand_state is not None and edits.check_or_call(1) is None:
        pass
    hand = session.state.table(1).hand_state
    assert hand is not None
    while hand is not None and hand.awaiting_board is not None:
        assert edits.deal_board(1, "") is None
        hand = session.state.table(1).hand_state
    assert hand is not None  # at showdown: show, muck, award
    seats = [s for s in hand.showdown_order if not hand.shown_cards(s)]
    assert refused(session, lambda: edits.show_cards(1, seats[0], "not cards"))
    assert not edits.can_muck(1, seats[0])  # all-in: no muck (TDA 16)
    assert refused(session, lambda: edits.muck(1, seats[0]))
    one_step(session, lambda: edits.award_pot(1, 0, [seats[0]]), "Award the main pot")


def _fold_text(session: LiveTournament) -> str:
    hand = session.state.table(1).hand_state
    assert hand is not None
    legal = hand.legal_actions()
    assert legal is not None
    return f"Fold (seat {legal.seat})"


def test_deal_refused_at_a_break_unless_asked(session: LiveTournament) -> None:
    edits = session.edits
    assert edits.start_clock() is None
    steps = session.state.setup.structure.steps
    first_break = next(i for i, step in enumerate(steps) if isinstance(step, Break))
    assert edits.jump_level(first_break) is None
    assert session.on_break()
    refused(session, lambda: edits.deal(1))
    one_step(session, lambda: edits.deal(1, during_break=True), "Deal hand 1")


def test_void_and_misdeal(session: LiveTournament) -> None:
    edits = session.edits
    assert "12" in refused(session, lambda: edits.void_hand(12))
    assert refused(session, lambda: edits.misdeal(1)) == "No hand is in progress at table 1"
    assert refused(session, lambda: edits.misdeal(7))  # no such table
    assert edits.deal(1) is None
    one_step(session, lambda: edits.misdeal(1), "Void hand 1")
    assert session.state.table(1).hand is None


def test_player_and_table_edits(session: LiveTournament) -> None:
    edits = session.edits
    one_step(session, lambda: edits.register_player("Zoe"), "Register Zoe")
    zoe = max(p.id for p in session.state.players)
    assert refused(session, lambda: edits.register_player("Zoe"))
    one_step(session, lambda: edits.rename_player(zoe, "Zoé"), "Rename player")
    one_step(session, edits.open_table, "Open table")
    one_step(session, lambda: edits.move_player(zoe, 2, 1), "Move player")
    one_step(session, lambda: edits.move_player(1, 2, 2), "Move player")
    one_step(session, lambda: edits.set_tracked(2, False), "Stop tracking table 2")
    one_step(session, lambda: edits.bust_untracked(zoe, 1), "Bust")
    assert refused(session, lambda: edits.take_entry(zoe, EntryKind.RE_ENTRY))
    one_step(session, lambda: edits.take_entry(zoe, EntryKind.REBUY), f"Rebuy (player {zoe})")


def test_setup_edits_say_what_changed(session: LiveTournament) -> None:
    edits = session.edits
    setup = session.state.setup
    structure = replace(setup.structure, steps=setup.structure.steps[:-1])
    one_step(session, lambda: edits.change_structure(structure), "Change the blind structure")
    look = replace(setup.look, panels=setup.look.panels[:-1])
    one_step(session, lambda: edits.change_look(look), "Change the display's look")
    one_step(session, lambda: edits.change_payouts(setup.payouts), "Change the payouts")
    assert edits.check_setup(session.state.setup) is None


def test_undo_redo_and_the_last_step(session: LiveTournament) -> None:
    edits = session.edits
    assert edits.deal(1) is None
    step = edits.last_step()
    assert step is not None and step.text == "Deal hand 1" and step.tables == {1}
    assert edits.undo() is None
    assert edits.redo_text() == "Deal hand 1"
    assert edits.redo() is None
    assert edits.register_player("Yves") is None
    step = edits.last_step()
    assert step is not None and step.tables == {None}


def test_texts_read_the_same_after_a_reopen(session: LiveTournament) -> None:
    edits = session.edits
    for edit in (
        edits.start_clock,
        lambda: edits.deal(1),
        lambda: edits.fold(1),
        edits.open_table,
        lambda: edits.register_player("Una"),
        lambda: edits.misdeal(1),
    ):
        assert edit() is None
    stack = session.undo_stack
    shown = [stack.text(i) for i in range(stack.count())]
    reread = [step.text for step in read_history(session.file).done]
    assert reread[-len(shown[-6:]):] == shown[-6:]
