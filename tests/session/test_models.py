"""The Players and Hands lists change row by row and never reset (issue 12).

Each test watches every signal a model sends while the tournament changes, checks the
model with Qt's own model tester, and follows a selected row through the changes with a
persistent index (what a view's selection is made of).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QApplication

from app.engine.clock import ClockStarted
from app.engine.entry_options import RebuyPolicy
from app.engine.events import Folded
from app.engine.money import Bounty, Currency
from app.engine.tournament_events import (
    HandVoided,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    TableTrackingChanged,
)
from app.session.live import LiveTournament
from app.session.models import (
    HAND_NUMBER_ROLE,
    PLAYER_ID_ROLE,
    HandsModel,
    Row,
    StandingsColumn,
    StandingsModel,
    sync_rows,
)
from app.store.tournament_file import TournamentFile
from tests.tournament_kit import SETUP, seat_events


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Signals:
    """Every structural and data signal a model sends, by name."""

    NAMES = ("modelReset", "layoutChanged", "rowsInserted", "rowsRemoved", "dataChanged",
             "rowsMoved")

    def __init__(self, model: QAbstractItemModel) -> None:
        self.seen: list[str] = []
        for name in self.NAMES:
            getattr(model, name).connect(lambda *_args, n=name: self.seen.append(n))

    def take(self) -> list[str]:
        seen, self.seen = self.seen, []
        return seen


@pytest.fixture
def session(tmp_path: Path) -> Iterator[LiveTournament]:
    """Four players (Ann, Bob, Cat, Dan) at table 1, seats 1-4, 1,000 chips each."""
    QApplication.instance() or QApplication([])
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    for event in seat_events(4):
        file.record(event)
    yield LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    file.close()


def play_fold_hand(session: LiveTournament) -> None:
    event = session.next_hand_event(1)
    assert event is not None
    assert session.record(event) is None
    while (hand := session.state.table(1).hand_state) is not None:
        assert hand.to_act is not None
        assert session.act(1, Folded(hand.to_act)) is None


def shown_names(model: StandingsModel) -> list[str]:
    return [model.data(model.index(row, 1)) for row in range(model.rowCount())]


def test_the_players_list_never_resets_and_follows_the_selected_player(
    session: LiveTournament, qtmodeltester  # type: ignore[no-untyped-def]
) -> None:
    model = StandingsModel(session)
    signals = Signals(model)
    row = model.row_of(4)
    assert row is not None
    selected = QPersistentModelIndex(model.index(row, 1))
    assert model.data(model.index(row, 0), PLAYER_ID_ROLE) == 4
    assert session.record(ClockStarted(session.now())) is None
    assert signals.take() == []  # nothing visible changed: no signal at all
    play_fold_hand(session)  # the blinds' stacks move, the order changes
    seen = signals.take()
    assert "modelReset" not in seen and "dataChanged" in seen
    assert model.data(selected) == "Dan"
    assert session.record(PlayerRegistered(5, "Eve")) is None
    assert "rowsInserted" in signals.take()
    assert model.data(selected) == "Dan"
    assert session.record(PlayerRenamed(4, "Daniel")) is None
    assert signals.take() == ["dataChanged"]
    assert model.data(selected) == "Daniel"
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert "rowsRemoved" in signals.take()
    assert model.data(selected) == "Dan"
    assert sorted(shown_names(model)) == ["Ann", "Bob", "Cat", "Dan"]
    qtmodeltester.check(model)


def test_the_hands_list_inserts_new_hands_on_top_and_changes_only_a_voided_one(
    session: LiveTournament, qtmodeltester  # type: ignore[no-untyped-def]
) -> None:
    model = HandsModel(session)
    play_fold_hand(session)
    signals = Signals(model)
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    selected = QPersistentModelIndex(model.index(0, 0))
    assert model.data(selected) == "1" and model.data(selected, HAND_NUMBER_ROLE) == 1
    assert session.record(ClockStarted(session.now())) is None
    assert session.record(PlayerSeated(4, 1, 7)) is None
    assert signals.take() == []
    play_fold_hand(session)
    assert signals.take() == ["rowsInserted"] and inserted == [(0, 0)]
    assert model.hand_number(0) == 2 and model.data(selected) == "1"
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, _roles: changed.append((first.row(),
                                                                          last.row())))
    assert session.record(HandVoided(1)) is None
    assert signals.take() == ["dataChanged"] and changed == [(1, 1)]
    assert model.data(selected) == "1 (void)"
    session.undo_stack.undo()  # the void
    session.undo_stack.undo()  # hand 2's last fold: hand 2 is live again, off the list
    assert "rowsRemoved" in signals.take()
    assert model.rowCount() == 1 and model.data(selected) == "1"
    qtmodeltester.check(model)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("abcd", "abcd"),
        ("abcd", "dcba"),
        ("abcd", "xaybzc"),
        ("abcd", ""),
        ("", "abc"),
        ("abcdef", "fbd"),
        ("abc", "cxbya"),
    ],
)
def test_sync_rows_reaches_the_new_rows_with_persistent_indexes_following(
    before: str, after: str
) -> None:
    """The diff itself, on a bare model: every kind of removal, move and insertion."""
    from PySide6.QtCore import QAbstractTableModel

    QApplication.instance() or QApplication([])

    class Letters(QAbstractTableModel):
        def __init__(self, rows: list[Row]) -> None:
            super().__init__()
            self.rows = rows

        def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else len(self.rows)

        def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
            return 0 if parent.isValid() else 1

        def data(self, index: QModelIndex, role: int = 0) -> object:
            return self.rows[index.row()].cells[0] if index.isValid() else None

    model = Letters([Row(letter, (letter,)) for letter in before])
    kept = {letter: QPersistentModelIndex(model.index(n, 0)) for n, letter in enumerate(before)}
    signals = Signals(model)
    sync_rows(model, model.rows, [Row(letter, (letter.upper(),)) for letter in after])
    assert [row.key for row in model.rows] == list(after)
    assert [model.data(model.index(n, 0)) for n in range(model.rowCount())] == list(
        after.upper()
    )
    for letter, index in kept.items():
        if letter in after:
            assert index.isValid() and index.row() == after.index(letter)
        else:
            assert not index.isValid()
    assert "modelReset" not in signals.take()


def prize_column(model: StandingsModel) -> dict[str, str]:
    return {
        model.data(model.index(row, StandingsColumn.NAME)):
            model.data(model.index(row, StandingsColumn.PRIZE))
        for row in range(model.rowCount())
    }


def test_the_prize_column_is_money_in_the_currency_with_the_bounties_won(
    tmp_path: Path, qtmodeltester  # type: ignore[no-untyped-def]
) -> None:
    QApplication.instance() or QApplication([])
    euros = replace(SETUP, currency=Currency("€", 2), buy_in=4_000, fee=500, prize_unit=100,
                    bounty=Bounty(1_000), rebuys=RebuyPolicy())
    file = TournamentFile.create(tmp_path / "ko.feltboard", euros)
    for event in (*seat_events(4), TableTrackingChanged(1, False)):
        file.record(event)
    session = LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    model = StandingsModel(session)
    assert set(prize_column(model).values()) == {""}
    # Ann busts Dan: €10 of bounty for Ann, still playing; Dan out of the money.
    assert session.record(PlayerBusted(4, 1)) is None
    assert prize_column(model) == {"Ann": "€10.00 KO", "Bob": "", "Cat": "", "Dan": ""}
    assert model.data(model.index(0, StandingsColumn.CHIPS)) == "2,000"  # chips stay chips
    assert session.record(PlayerBusted(3, 2)) is None
    assert session.record(PlayerBusted(2, 1)) is None
    # Pool: four buy-ins of €40 less the €10 heads (fees never in it) = €120, 65/35.
    assert prize_column(model) == {
        "Ann": "€78.00 + €30.00 KO", "Bob": "€42.00 + €10.00 KO", "Cat": "", "Dan": "",
    }
    qtmodeltester.check(model)
    file.close()


def test_a_points_tournament_shows_plain_prizes_as_before(
    tmp_path: Path, qtmodeltester  # type: ignore[no-untyped-def]
) -> None:
    QApplication.instance() or QApplication([])
    file = TournamentFile.create(tmp_path / "points.feltboard", SETUP)
    for event in (*seat_events(4), TableTrackingChanged(1, False)):
        file.record(event)
    session = LiveTournament(file, clock=Clock(), backup_folder=tmp_path / "backups")
    model = StandingsModel(session)
    for victim, winner in ((4, 1), (3, 2), (2, 1)):
        assert session.record(PlayerBusted(victim, winner)) is None
    assert prize_column(model) == {"Ann": "55", "Bob": "25", "Cat": "", "Dan": ""}
    qtmodeltester.check(model)
    file.close()
