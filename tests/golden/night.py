"""The golden fixture night, and every surface read from it as plain data.

Not a test module. This is the ONE module of ``tests/golden`` that imports the app modules
producing output: when the rebuild moves a module, only the imports here change (and the
golden files must not).

The night (:func:`play_night`), recorded through a live session on a fixed clock:

- Six players in euros (the home game of :mod:`tests.printing.nights`), table 1 tracked
  and table 2 untracked, seats drawn with a fixed seed; the clock started.
- A rebuy at table 2 (Bob), then a bust at table 2 (Ann, to Esther).
- Hand 1 at table 1: a raise, a fold, a call, a flop, a bet and a fold.
- Hand 2 at table 1: three all-ins with three stacks (a main pot and a side pot), the
  board, the cards shown; Cat wins both pots, Hugo and Dan bust on the one hand.
- An ICM deal among the three left, €10.00 kept to play for.
- A rename, undone: Redo offers it.

Surfaces are captured at four moments (:data:`MOMENTS`): a hand's betting, a board due, a
showdown to read, and the end of the night.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import io
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from app import main
from app.engine.accounts import offer_deal
from app.engine.cards import parse_cards
from app.engine.clock import ClockStarted
from app.engine.entry_options import EntryKind
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    RaisedTo,
    WentAllIn,
)
from app.engine.tournament_events import (
    EntryTaken,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    SeatsDrawn,
    TableOpened,
    TournamentEvent,
)
from app.present.print_sheets import build_document
from app.present.sheet_kinds import What
from app.present.view_model import build_display_model
from app.service.pads import TableViews
from app.service.server import TournamentService
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from app.ui.i18n import install_language, uninstall_language
from tests.printing.nights import NAMES, euro_setup

LANGUAGES = ("en", "es")
START = 1_000.0
"""The session's clock when the file is created (seconds; any fixed value)."""
STEP = 3.0
"""Seconds the clock moves on after each recorded step: announcements (8 s and more on
screen) overlap, so the pinned queues hold some, and the whole night stays in level 1."""
PRINTED_AT = datetime(2026, 12, 4, 23, 45)
"""When the sheets are printed (their footer), instead of the wall clock."""
SEED = 7
"""The seat draw: Hugo, Cat and Dan at table 1 (tracked); Esther, Ann and Bob at table 2."""
MOMENTS = ("betting", "board_due", "showdown", "end")
CHOP_ARGUMENTS = ("--stacks", "60000", "40000", "40000", "--prizes", "170.00", "90.00")
"""A chop from counts typed on the command line (the night's three stacks)."""


class FixedClock:
    """The session's clock: it moves only when the night says so."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@dataclass
class Night:
    """The recorded night in one language: its file, and what each surface said."""

    language: str
    path: Path
    moments: dict[str, dict[str, Any]] = field(default_factory=dict)
    """For each of :data:`MOMENTS`: ``api_state``, ``tv`` and ``pads``."""
    undo_live: dict[str, Any] = field(default_factory=dict)
    undo_reopened: dict[str, Any] = field(default_factory=dict)
    sheets: dict[str, Any] = field(default_factory=dict)


# ----- languages -------------------------------------------------------------------------


def application() -> QApplication:
    """The Qt application (a full one: see tests/conftest.py)."""
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else QApplication([])


@contextlib.contextmanager
def speaking(language: str) -> Iterator[None]:
    """The windows' language installed, as at start-up; English again after."""
    app = application()
    install_language(app, language=language)
    try:
        yield
    finally:
        uninstall_language(app)


# ----- plain data ------------------------------------------------------------------------


def plain(value: Any) -> Any:
    """``value`` as JSON data: dataclasses as objects named by their class (``_type``),
    enums by their value, tuples as lists, bytes by their length."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {"_type": type(value).__name__}
        for item in dataclasses.fields(value):
            data[item.name] = plain(getattr(value, item.name))
        return data
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(item) for item in value]
    if isinstance(value, bytes):
        return f"<{len(value)} bytes>"
    return value


def as_text(data: Any) -> str:
    """Readable JSON, the same on every run."""
    return json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"


# ----- the surfaces ----------------------------------------------------------------------


def api_state(service: TournamentService) -> dict[str, Any]:
    """What ``/api/state`` answers now: the bytes the HTTP threads serve."""
    service.publish()
    data: dict[str, Any] = json.loads(service.snapshot)
    return data


def web_words(service: TournamentService) -> dict[str, Any]:
    """What ``/api/words`` answers: the words of the browser pages (/tv, /players)."""
    data: dict[str, Any] = json.loads(service.words)
    return data


def tv_texts(session: LiveTournament) -> dict[str, Any]:
    """Everything the Qt audience display paints, as the text it paints."""
    model = build_display_model(session.state, session.clock_state(), session.now())
    data: dict[str, Any] = plain(model)
    return data


def pad_views(session: LiveTournament) -> dict[str, Any]:
    """Each table's dealer pad view (the ``pad`` message a paired phone receives)."""
    views = TableViews()
    views.refresh(session)
    return {str(t.number): views.message(t.number) for t in session.state.tables}


def sheet_blocks(session: LiveTournament) -> dict[str, Any]:
    """Every printed document's pages and blocks, printed at :data:`PRINTED_AT`."""
    return {
        what.value: plain(build_document(session.state, what, PRINTED_AT)) for what in What
    }


def undo_texts(session: LiveTournament) -> dict[str, Any]:
    """Edit > Undo's steps (oldest first), where the stack stands, Undo's and Redo's text."""
    stack = session.undo_stack
    return {
        "steps": [stack.text(i) for i in range(stack.count())],
        "index": stack.index(),
        "undo": stack.undoText(),
        "redo": stack.redoText(),
    }


@contextlib.contextmanager
def _command_line_environment(language: str, config: Path) -> Iterator[None]:
    """The command line's language from ``LANGUAGE`` (read first), with no saved choice
    of View > Language (``config`` is an empty settings folder)."""
    keys = ("LANGUAGE", "XDG_CONFIG_HOME")
    before = {key: os.environ.get(key) for key in keys}
    os.environ["LANGUAGE"] = language
    os.environ["XDG_CONFIG_HOME"] = str(config)
    try:
        yield
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def cli_output(arguments: Sequence[str], language: str, config: Path) -> tuple[int, str, str]:
    """Run ``feltboard ARGUMENTS`` in this process in ``language``: (status, out, err)."""
    out, err = io.StringIO(), io.StringIO()
    with (
        _command_line_environment(language, config),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        status = main.main(list(arguments))
    return status, out.getvalue(), err.getvalue()



STARS_ID = "123456789"
"""Stands for the tournament id in the pinned PokerStars text (see :func:`stars_export`)."""


def stars_export(night: Night, config: Path) -> str:
    """The night's hands as ``feltboard export --format pokerstars`` writes them (in
    English whatever the language), the tournament id replaced by :data:`STARS_ID`: the
    id is hashed from the file's creation time, the one wall-clock stamp it carries."""
    folder = night.path.parent / "pokerstars"
    arguments = ["export", str(night.path), "--format", "pokerstars", "--out", str(folder)]
    status, _, err = cli_output(arguments, night.language, config)
    assert status == 0, err
    (written,) = folder.glob("pokerstars-T*.txt")
    tournament = written.stem.removeprefix("pokerstars-T")
    assert len(tournament) == 9 and tournament.isdigit(), written
    return written.read_text(encoding="utf-8").replace(tournament, STARS_ID)

# ----- the night -------------------------------------------------------------------------


class _Recording:
    """The live session of the night, each step checked and followed by a clock step."""

    def __init__(self, path: Path) -> None:
        self.clock = FixedClock()
        self.file = TournamentFile.create(path, euro_setup(9))
        self.session = LiveTournament(self.file, clock=self.clock, backup_folder=path.parent)
        # Made before any step: the announcements of the night go to its feed.
        self.service = TournamentService(self.session)

    def record(self, event: TournamentEvent) -> None:
        self._done(self.session.record(event))

    def act(self, event: HandEvent) -> None:
        self._done(self.session.act(1, event))

    def deal(self) -> None:
        self._done(self.session.deal(1))

    def board(self, cards: str) -> None:
        self._done(self.session.deal_board(1, cards))

    def _done(self, problem: str | None) -> None:
        assert problem is None, problem
        self.clock.now += STEP

    def to_act(self) -> int:
        hand = self.session.state.table(1).hand_state
        assert hand is not None and hand.to_act is not None
        return hand.to_act

    def seat_of(self, name: str) -> int:
        [player] = [p for p in self.session.state.players if p.name == name]
        assert player.seat is not None
        return player.seat

    def capture(self) -> dict[str, Any]:
        return {
            "api_state": api_state(self.service),
            "tv": {"display": tv_texts(self.session), "words": web_words(self.service)},
            "pads": pad_views(self.session),
        }


def play_night(folder: Path, language: str) -> Night:
    """Record the night in ``language`` in ``folder``; read every surface on the way."""
    path = folder / "golden.feltboard"
    night = Night(language, path)
    with speaking(language):
        recording = _Recording(path)
        try:
            _play(recording, night)
            night.undo_live = undo_texts(recording.session)
            night.sheets = sheet_blocks(recording.session)
        finally:
            recording.service.close()
            recording.file.close()
        file = TournamentFile.open(path)
        try:
            reopened = LiveTournament(file, clock=recording.clock, backup_folder=folder)
            night.undo_reopened = undo_texts(reopened)
        finally:
            file.close()
    return night


def _play(night: _Recording, out: Night) -> None:
    for number, name in enumerate(NAMES[:6], start=1):
        night.record(PlayerRegistered(number, name))
    night.record(TableOpened(1, 9))
    night.record(TableOpened(2, 9, tracked=False))
    night.record(SeatsDrawn(SEED))
    night.record(ClockStarted(night.clock.now))
    night.record(EntryTaken(6 - 2, EntryKind.REBUY, night.clock.now))  # Bob
    night.record(PlayerBusted(3, 2))  # Ann, to Esther

    # Hand 1: the button raises, the small blind folds, the big blind calls; flop; bet, fold.
    night.deal()
    out.moments["betting"] = night.capture()
    night.act(RaisedTo(night.to_act(), 150))
    night.act(Folded(night.to_act()))
    night.act(Called(night.to_act()))
    out.moments["board_due"] = night.capture()
    night.board("Ah Kd 7c")
    night.act(Checked(night.to_act()))
    night.act(BetPlaced(night.to_act(), 300))
    night.act(Folded(night.to_act()))

    # Hand 2: all in, three stacks: a main pot and a side pot; Cat's kings hold.
    night.deal()
    while (hand := night.session.state.table(1).hand_state) is not None and (
        seat := hand.to_act
    ) is not None:
        legal = hand.legal_actions()
        assert legal is not None
        night.act(WentAllIn(seat) if legal.can_all_in else Called(seat))
    night.board("2c 5d 9h")
    night.board("Js")
    night.board("3d")
    out.moments["showdown"] = night.capture()
    hole = {"Hugo": "Qs Qh", "Cat": "Kc Kh", "Dan": "8s 8d"}
    while (hand := night.session.state.table(1).hand_state) is not None:
        table = night.session.state.table(1)
        assert table.hand is not None
        seat = next(s for s in hand.showdown_order if not hand.shown_cards(s))
        name = night.session.state.player(table.hand.player_at(seat)).name
        night.act(CardsShown(seat, parse_cards(hole[name])))

    # The deal among the three left, €10.00 kept to play for; then a rename, undone.
    night.record(offer_deal(night.session.state, "icm", keep=1000))
    out.moments["end"] = night.capture()
    night.record(PlayerRenamed(2, "Esther B."))
    night._done(night.session.undo())


# ----- the command line ------------------------------------------------------------------


def command_lines(night: Night, config: Path) -> dict[str, tuple[int, str, str]]:
    """``info``, ``stats``, ``chop`` (from the file and from typed counts) and ``replay``
    (of the night's hands, exported as PHH) in the night's language; with ``--json`` too
    in English (what other programs read never changes with the language)."""
    file = str(night.path)
    language = night.language
    hands = night.path.parent / "phh"
    status, _, err = cli_output(["export", file, "--format", "phh", "--out", str(hands)],
                                language, config)  # fmt: skip
    assert status == 0, err
    phh = sorted(hands.glob("*.phh"))
    assert len(phh) == 2, phh
    runs: dict[str, list[str]] = {
        "info": ["info", file],
        "stats": ["stats", file],
        "chop_file": ["chop", file],
        "chop_stacks": ["chop", *CHOP_ARGUMENTS],
        **{f"replay_hand{n}": ["replay", str(path)] for n, path in enumerate(phh, start=1)},
    }
    if language == "en":
        runs |= {f"{name}_json": [*arguments, "--json"] for name, arguments in runs.items()}
    return {name: cli_output(arguments, language, config) for name, arguments in runs.items()}
