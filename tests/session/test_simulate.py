"""Simulated tournaments: every preset, small sizes, reopened and checked."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.engine.accounts import standings
from app.engine.entry_options import EntryKind, EntryOption
from app.engine.events import CardsShown, Drew
from app.engine.games import Game
from app.engine.hand import replay
from app.engine.presets import HOME_STANDARD, PRESETS, preset_named
from app.engine.rules import BettingStructure
from app.engine.tournament import replay_tournament, setup_from_preset
from app.engine.tournament_events import (
    EntryTaken,
    GameChosen,
    HandActed,
    HandStarted,
    PlayerRegistered,
    SeatsDrawn,
    TableClosed,
    TableOpened,
    TournamentEvent,
    TournamentSetup,
)
from app.present.pad_view import build_pad_view
from app.present.view_model import build_display_model
from app.session.simulate import SimulationReport, simulate
from app.store.export import export_tournament
from app.store.journal import Journal
from app.store.template import setup_from_document, template_document
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import EVENT_CODEC
from tests.tournament_kit import chips_brought, fingerprint, live_summary


@pytest.fixture(scope="module")
def qt_core() -> QCoreApplication:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    return app


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A folder for tournament files; in memory when possible (every event is fsynced)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        path = Path(tempfile.mkdtemp(prefix="feltboard-test-", dir=shm))
        yield path
        shutil.rmtree(path, ignore_errors=True)
    else:
        yield tmp_path


def journal_events(path: Path) -> list[TournamentEvent]:
    with Journal.open(path, EVENT_CODEC) as journal:
        return [entry.event for entry in journal.events()]


# Twelve players at two tables of nine, except the fast home game: with re-entries, twelve
# players hit the re-entry bug below once a table breaks, so it gets nine players at two
# tables (table 2 breaks at once and a re-entry always finds the seat it left).
SIZES = {p.name: (12, 2) for p in PRESETS} | {"Home game — fast": (9, 2)}


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_simulate_each_preset_reopens_to_the_same_state(
    qt_core: QCoreApplication, folder: Path, preset: str
) -> None:
    players, tables = SIZES[preset]
    path = folder / "sim.feltboard"
    report = simulate(path, players=players, tables=tables, hands=40, seed=1, preset=preset)
    assert isinstance(report, SimulationReport)
    events = journal_events(path)
    with TournamentFile.open(path) as file:
        state = file.state
        # The snapshot written at the end plus its (empty) tail equals a full replay.
        replayed = replay_tournament(events)
        assert fingerprint(state) == fingerprint(replayed)
        assert live_summary(state) == live_summary(replayed) == {}
        assert state.setup.name == preset
        # The requested sizes.
        assert len(state.players) == players
        assert [p.name for p in state.players] == [f"Player {n}" for n in range(1, players + 1)]
        opened = [e for e in events if isinstance(e, TableOpened)]
        seats = preset_named(preset).seats_per_table  # nine; eight for H.O.R.S.E.'s stud
        assert [(e.table, e.seat_count) for e in opened] == [
            (t, seats) for t in range(1, tables + 1)
        ]
        if players <= seats:  # they all fit at table 1: table 2 was broken
            assert TableClosed(2) in events
        assert report.hands == len(state.hands)
        assert report.hands == 40 or report.finished
        assert report.hands <= 40
        assert sum(isinstance(e, HandStarted) for e in events) == report.hands
        # The report matches the file.
        assert report.players_left == len(state.alive)
        assert report.entries == state.entries
        assert report.finished == state.is_finished
        assert report.events == len(events)
        # Chips: only entries bring chips in; every hand is zero-sum.
        assert state.total_chips == chips_brought(state)
        assert all(sum(net for _, net in h.net) == 0 for h in state.hands)
        assert all(t.hand is None for t in state.tables)
        for player in state.players:
            assert (player.stack == 0) == player.busted
            assert (player.table is None) == player.busted
        assert sum(1 for s in standings(state) if s.place is None) == len(state.alive) - (
            1 if state.is_finished else 0
        )
        # Hand histories replay to the recorded results.
        histories = list(file.hand_histories())
        assert [h.number for h in histories] == sorted(h.number for h in state.hands)
        for history in histories:
            summary = state.hand(history.number)
            seats = dict(history.players)
            result = replay(history.config, history.events).result()
            assert {seats[s.seat]: s.net for s in result.seats} == dict(summary.net)


def test_simulate_is_reproducible_from_its_seed(qt_core: QCoreApplication, folder: Path) -> None:
    first = simulate(
        folder / "a.feltboard", players=6, tables=1, hands=12, seed=5, preset="The Poker Practice"
    )
    second = simulate(
        folder / "b.feltboard", players=6, tables=1, hands=12, seed=5, preset="The Poker Practice"
    )
    assert first == second
    with (
        TournamentFile.open(folder / "a.feltboard") as a,
        TournamentFile.open(folder / "b.feltboard") as b,
    ):
        assert fingerprint(a.state) == fingerprint(b.state)


def test_simulate_fits_players_at_the_tables(qt_core: QCoreApplication, folder: Path) -> None:
    report = simulate(
        folder / "s.feltboard",
        players=10,
        tables=2,
        hands=6,
        seed=2,
        preset="$1/$2 fixed limit",
        seats_per_table=6,
    )
    assert report.hands == 6
    with TournamentFile.open(folder / "s.feltboard") as file:
        state = file.state
        assert state.setup.seats_per_table == 6
        assert all(t.seat_count == 6 for t in state.tables)
        assert len(state.players) == 10
        assert state.total_chips == 10 * 100


@pytest.mark.parametrize(
    ("players", "tables", "seats", "message"),
    [
        (1, 1, 9, "A tournament needs at least two players"),
        (0, 1, 9, "A tournament needs at least two players"),
        (19, 2, 9, "19 players do not fit at 2 tables of 9 seats"),
        (7, 1, 6, "7 players do not fit at 1 table of 6 seats"),
        (4, 0, 9, "4 players do not fit at 0 tables of 9 seats"),
    ],
)
def test_simulate_refuses_impossible_sizes(
    qt_core: QCoreApplication, folder: Path, players: int, tables: int, seats: int, message: str
) -> None:
    path = folder / "bad.feltboard"
    with pytest.raises(ValueError, match=f"^{message}$"):
        simulate(path, players=players, tables=tables, hands=5, seed=1, seats_per_table=seats)
    assert not path.exists()


def test_simulate_never_overwrites_a_file(qt_core: QCoreApplication, folder: Path) -> None:
    path = folder / "t.feltboard"
    simulate(path, players=3, tables=1, hands=2, seed=1)
    before = journal_events(path)
    with pytest.raises(FileExistsError):
        simulate(path, players=3, tables=1, hands=2, seed=1)
    assert journal_events(path) == before


def test_simulate_with_re_entries_after_a_table_break(
    qt_core: QCoreApplication, folder: Path
) -> None:
    # Ten players at two tables of nine: the first bust breaks table 2 and fills table 1,
    # so a re-entry has no seat. Three seeds make the situation all but certain.
    for seed in range(3):
        path = folder / f"fast-{seed}.feltboard"
        report = simulate(
            path, players=10, tables=2, hands=30, seed=seed, preset="Home game — fast"
        )
        assert report.hands == 30 or report.finished
        with TournamentFile.open(path) as file:
            state = file.state
            assert all(p.table is not None for p in state.alive)
            assert state.total_chips == chips_brought(state)


def test_re_entries_in_a_simulation_are_seated_and_paid(
    qt_core: QCoreApplication, folder: Path
) -> None:
    for seed in range(1, 6):  # the first seed with a re-entry
        path = folder / f"fast-{seed}.feltboard"
        report = simulate(path, players=9, tables=2, hands=30, seed=seed, preset="Home game — fast")
        events = journal_events(path)
        re_entries = [e for e in events if isinstance(e, EntryTaken)]
        if re_entries:
            break
    assert re_entries, "no seed produced a re-entry"
    assert all(e.entry is EntryKind.RE_ENTRY for e in re_entries)
    for event in re_entries:
        following = events[events.index(event) + 1]
        assert isinstance(following, SeatsDrawn)
    with TournamentFile.open(path) as file:
        state = file.state
        assert report.entries == 9 + len(re_entries) == state.entries
        assert state.prize_pool == 20 * (9 + len(re_entries))
        assert sum(isinstance(e, PlayerRegistered) for e in events) == 9
        assert all(p.table is not None for p in state.alive)
        assert state.total_chips == chips_brought(state)


def every_entry_setup() -> TournamentSetup:
    """The standard home game with a re-entry too: rebuys, add-on and re-entry all on."""
    setup = setup_from_preset(HOME_STANDARD, name="Everything on")
    return replace(
        setup,
        rebuys=replace(
            setup.rebuys,
            re_entry=EntryOption(EntryKind.RE_ENTRY, 30, 20_000, 6, max_per_player=2),
        ),
    )


def test_simulate_a_setup_takes_rebuys_add_ons_and_re_entries(
    qt_core: QCoreApplication, folder: Path
) -> None:
    setup = every_entry_setup()
    path = folder / "everything.feltboard"
    report = simulate(path, players=12, tables=2, hands=150, seed=3, setup=setup)
    events = journal_events(path)
    taken = [e for e in events if isinstance(e, EntryTaken)]
    kinds = {kind: sum(e.entry is kind for e in taken) for kind in EntryKind}
    assert kinds[EntryKind.REBUY] > 0
    assert kinds[EntryKind.ADD_ON] > 0
    assert kinds[EntryKind.RE_ENTRY] > 0
    assert (report.rebuys, report.add_ons, report.re_entries) == (
        kinds[EntryKind.REBUY], kinds[EntryKind.ADD_ON], kinds[EntryKind.RE_ENTRY]
    )
    with TournamentFile.open(path) as file:
        state = file.state
    assert state.setup == setup
    assert report.entries == 12 + report.re_entries == state.entries
    assert state.total_chips == chips_brought(state)
    assert state.prize_pool == 30 * (12 + report.rebuys + report.add_ons + report.re_entries)
    # Each entry was allowed when taken: within its levels and its per-player limit.
    for player in state.players:
        assert player.rebuys <= 2 and player.add_ons <= 1 and player.re_entries <= 2
    for event in taken:
        option = setup.rebuys.option(event.entry)
        assert option is not None
        level = setup.structure.level_number(
            state.clock(event.at).index
        )  # the clock's step at the time taken
        assert level <= option.until_level
    # A re-entered player is drawn a seat at once.
    for event in (e for e in taken if e.entry is EntryKind.RE_ENTRY):
        assert isinstance(events[events.index(event) + 1], SeatsDrawn)


def test_simulate_a_setup_keeps_its_seats_unless_told(
    qt_core: QCoreApplication, folder: Path
) -> None:
    setup = replace(every_entry_setup(), seats_per_table=6)
    simulate(folder / "a.feltboard", players=10, tables=2, hands=4, seed=1, setup=setup)
    simulate(folder / "b.feltboard", players=10, tables=1, hands=4, seed=1, setup=setup,
             seats_per_table=10)  # fmt: skip
    with TournamentFile.open(folder / "a.feltboard") as a, TournamentFile.open(
        folder / "b.feltboard"
    ) as b:
        assert [t.seat_count for t in a.state.tables] == [6, 6]
        assert a.state.setup == setup
        assert [t.seat_count for t in b.state.tables] == [10]
        assert b.state.setup == replace(setup, seats_per_table=10)


def test_simulate_plo_home_game_plays_omaha_hands_to_the_end(
    qt_core: QCoreApplication, folder: Path
) -> None:
    path = folder / "plo.feltboard"
    report = simulate(path, players=9, tables=1, hands=100, seed=1, preset="PLO — home game")
    assert isinstance(report, SimulationReport)
    assert report.hands == 100
    events = journal_events(path)
    started = [e for e in events if isinstance(e, HandStarted)]
    assert {e.config.game for e in started} == {Game.OMAHA}
    assert {e.config.rules.structure for e in started} == {BettingStructure.POT_LIMIT}
    shown = [e.event for e in events
             if isinstance(e, HandActed) and isinstance(e.event, CardsShown) and e.event.cards]
    assert shown and {len(e.cards) for e in shown} == {4}
    with TournamentFile.open(path) as file:
        assert file.state.total_chips == chips_brought(file.state)


def test_simulate_dealer_s_choice_plays_every_game_chosen_at_each_orbit(
    qt_core: QCoreApplication, folder: Path
) -> None:
    path = folder / "choice.feltboard"
    report = simulate(path, players=9, tables=1, hands=300, seed=1,
                      preset="Dealer's choice — hold'em and Omaha")
    assert isinstance(report, SimulationReport)
    assert report.finished and report.hands == 152  # one player has every chip by then
    events = journal_events(path)
    started = [e for e in events if isinstance(e, HandStarted)]
    counts = Counter((e.config.game, e.config.rules.structure) for e in started)
    assert counts == {
        (Game.HOLDEM, BettingStructure.NO_LIMIT): 54,
        (Game.OMAHA, BettingStructure.POT_LIMIT): 49,
        (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT): 49,
    }
    chosen = [e for e in events if isinstance(e, GameChosen)]
    assert [e.game.game for e in chosen[:4]] == [
        Game.HOLDEM, Game.OMAHA, Game.OMAHA_HI_LO, Game.HOLDEM]
    with TournamentFile.open(path) as file:
        assert file.state.total_chips == chips_brought(file.state)
        assert file.state == replay_tournament(events)


def test_simulate_a_triple_draw_night_from_a_template_plays_draws(
    qt_core: QCoreApplication, folder: Path
) -> None:
    document = json.loads(json.dumps(template_document(setup_from_preset(HOME_STANDARD))))
    for step in document["structure"]:
        if "big_blind" in step:
            step["game"] = "F2L3D"  # the same template code path as "PO"
    setup = setup_from_document(document)
    path = folder / "draw.feltboard"
    report = simulate(path, players=12, tables=2, hands=60, seed=3, setup=setup)
    assert report.hands == 60
    events = journal_events(path)
    started = [e for e in events if isinstance(e, HandStarted)]
    assert {e.config.game for e in started} == {Game.TRIPLE_DRAW}
    assert {e.config.rules.structure for e in started} == {BettingStructure.FIXED_LIMIT}
    draws = [e.event for e in events if isinstance(e, HandActed) and isinstance(e.event, Drew)]
    assert {d.count for d in draws} >= {0, 1, 2}
    with TournamentFile.open(path) as file:
        assert file.state.total_chips == chips_brought(file.state)
        # PokerStars text writes every draw hand under its own header.
        skipped: list[tuple[int, str]] = []
        (written,) = export_tournament(file, "pokerstars", folder / "stars", workers=1,
                                       on_skip=lambda number, why: skipped.append((number, why)))
        assert skipped == []
        text = written.read_text(encoding="utf-8")
        assert text.count("PokerStars Hand #") == 60
        assert text.count("Triple Draw 2-7 Lowball Limit") == 60
    # Mid-draw, the surfaces read the hand without fault (their draw words come later).
    first = next(
        i for i, e in enumerate(events) if isinstance(e, HandActed) and isinstance(e.event, Drew)
    )
    acted = events[first]
    assert isinstance(acted, HandActed)
    state = replay_tournament(events[:first])
    table = acted.table
    hand = state.table(table).hand_state
    assert hand is not None and hand.awaiting_draw is not None
    pad = build_pad_view(state, table, 0.0)
    assert pad["hand"] is not None
    now = state.clock_started_at or 0.0
    assert build_display_model(state, state.clock(now), now) is not None
