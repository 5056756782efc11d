"""Exporting hands: PHH (replayed by PokerKit 0.7.7), PokerStars text, JSON.

Simulated tournaments of every preset are exported whole. PHH files must load in PokerKit
with no unexpected field and replay strictly (no automatic repair) to Feltboard's final
stacks, unless a chip split is odd (PokerKit splits chips, not chip units, and gives every
odd chip to one winner) or the hand is one PokerKit plays differently by design:

- the differences documented in ``tests/engine/test_differential_pokerkit.py``: a short
  big blind or a big-blind ante posted after the blind (1., 2.), heads-up with equal
  blinds (3.), a raise nobody can call more (8.; the simulator's random play makes those
  raises);
- fixed limit only: more than four bets and raises in one round (Feltboard's "$1/$2 fixed
  limit" preset caps raises per player, PokerKit caps a round at four), and completing a
  bet or raise after an all-in of less than half a bet (Feltboard completes to the full
  bet, PokerKit raises a full bet above the short all-in).

PokerStars text is parsed back here: the play must account for every chip (start - posted
- put in + returned + collected = the engine's final stack), pots must add up, and every
action line must match the engine's event. PokerKit's own PokerStars parser reads the
ante-free no-limit hands back to the same stacks.
"""

from __future__ import annotations

import json
import os
import random
import re
import tomllib
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pokerkit import HandHistory as PokerKitHistory
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.engine.cards import (
    RANK_NAMES,
    RANK_PLURALS,
    Category,
    HandValue,
    evaluate,
    full_deck,
    parse_cards,
)
from app.engine.config import HandConfig, SeatConfig
from app.engine.errors import FeltboardError
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, replay
from app.engine.pots import clockwise_from
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.structure import BlindStructure, Level
from app.engine.tournament_events import HandVoided
from app.session.simulate import simulate
from app.store.codec import hand_codec
from app.store.export import (
    FORMATS,
    JSON_FILE,
    ExportError,
    ExportFormat,
    export_tournament,
    hand_json,
    phh_text,
    tournament_info,
)
from app.store.hand_history import HandHistory
from app.store.journal import Journal
from app.store.phh import PHHError, read_phh
from app.store.pokerstars import (
    EASTERN,
    PokerStarsError,
    TournamentInfo,
    describe,
    format_hand,
    roman,
    tournament_id,
)
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import EVENT_CODEC
from tests.engine.test_differential_pokerkit import excluded_because, pokerkit_replay
from tests.store.export_reference import histories_reference, phh_text_reference

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PRESETS = {
    "The Poker Practice": {"players": 12, "tables": 2, "hands": 80, "seed": 3},
    "Home game — fast": {"players": 18, "tables": 2, "hands": 120, "seed": 1},
    "Home game — standard": {"players": 18, "tables": 2, "hands": 100, "seed": 4},
    "$1/$2 fixed limit": {"players": 18, "tables": 2, "hands": 100, "seed": 5},
}
POKERKIT_ROUND_CAP = 4  # PokerKit's fixed-limit cap: a bet (or completion) and 3 raises


# ----- fixtures ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def qt_core() -> QCoreApplication:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    return app


@pytest.fixture(scope="module")
def tournaments(
    qt_core: QCoreApplication, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Path]:
    """One simulated tournament file per preset (built once for the module)."""
    folder = tmp_path_factory.mktemp("tournaments")
    paths: dict[str, Path] = {}
    for number, (preset, sizes) in enumerate(PRESETS.items()):
        path = folder / f"preset-{number}.feltboard"
        simulate(path, preset=preset, **sizes)
        paths[preset] = path
    return paths


@pytest.fixture()
def standard(tournaments: dict[str, Path]) -> Iterator[TournamentFile]:
    with TournamentFile.open(tournaments["Home game — standard"]) as file:
        yield file


# ----- helpers -----------------------------------------------------------------------------


def pokerkit_differs(config: HandConfig, events: tuple[HandEvent, ...]) -> str | None:
    """The documented difference that makes PokerKit 0.7.7 play this hand otherwise."""
    reason = excluded_because(config)
    if reason is not None:
        return reason
    fixed = config.rules.structure is BettingStructure.FIXED_LIMIT
    state = replay(config)
    wagers = 0
    for event in events:
        if isinstance(event, FlopDealt | TurnDealt | RiverDealt):
            wagers = 0
        elif isinstance(event, BetPlaced | RaisedTo | WentAllIn):
            seat = event.seat
            all_in_to = state.bet(seat) + state.stack(seat)
            to = all_in_to if isinstance(event, WentAllIn) else event.to
            if to > state.current_bet:
                others = [s for s in state.in_hand if s != seat]
                if not any(state.stack(s) + state.bet(s) > state.current_bet for s in others):
                    return "a raise nobody can call more (8.)"
                wagers += 1
                if fixed and wagers > POKERKIT_ROUND_CAP:
                    return "fixed limit: more than a bet and three raises in a round"
                full = state.current_bet + config.bet_size(state.street)
                if fixed and to != all_in_to and to != full:
                    return "fixed limit: a bet completed after a short all-in"
        advance(state, event)
    return None


def odd_split(state: HandState) -> bool:
    """True if a pot splits into unequal shares (odd chip units, or chips below one)."""
    unit = state.rules.chip_unit
    return any(
        len(pot.winners) > 1
        and (pot.pot.amount % unit or (pot.pot.amount // unit) % len(pot.winners))
        for pot in state.result().pots
    )


def dealt_between_button_and_small_blind(config: HandConfig) -> bool:
    """A player dealt in between the button and the small blind (PHH cannot write it)."""
    order = clockwise_from(config.button, config.seat_numbers)
    first = config.small_blind_seat or config.big_blind_seat
    return len(order) > 2 and order[0] != first


def histories(path: Path) -> list[HandHistory]:
    with TournamentFile.open(path) as file:
        return [history for history in file.hand_histories() if not history.voided]


# ----- PHH -----------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", list(PRESETS))
def test_phh_exports_replay_in_pokerkit(
    preset: str, tournaments: dict[str, Path], tmp_path: Path
) -> None:
    skipped: list[tuple[int, str]] = []
    with TournamentFile.open(tournaments[preset]) as file:
        paths = export_tournament(
            file, "phh", tmp_path, on_skip=lambda number, why: skipped.append((number, why))
        )
        by_number = {h.number: h for h in file.hand_histories()}
    tally: Counter[str] = Counter()
    for path in paths:
        number = int(path.stem.removeprefix("hand-"))
        history = by_number[number]
        text = path.read_text(encoding="utf-8")
        state = replay(history.config, history.events)
        final = state.result().final_stacks()
        order = clockwise_from(history.config.button, history.config.seat_numbers)
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # an unexpected (non "_") field warns
            PokerKitHistory.loads(text)
        assert read_phh(text).result().final_stacks() == final, path.name
        reason = pokerkit_differs(history.config, history.events)
        if reason is not None:
            tally[reason] += 1
            continue
        stacks = pokerkit_replay(text).stacks  # strict: fails on any repair
        if odd_split(state):
            tally["odd chips: stacks not compared"] += 1
            continue
        assert stacks == [final[seat] for seat in order], text
        tally["same final stacks"] += 1
    for number, why in skipped:
        assert dealt_between_button_and_small_blind(by_number[number].config), why
    print(preset, dict(tally), "skipped", skipped)
    assert tally["same final stacks"] >= 0.6 * len(paths), tally


@pytest.mark.parametrize("preset", list(PRESETS))
def test_fast_paths_agree_with_the_reference(preset: str, tournaments: dict[str, Path]) -> None:
    """The fast history reader and PHH writer give exactly what the old paths gave."""
    with TournamentFile.open(tournaments[preset]) as file:
        info = tournament_info(file)
        finished = {summary.number for summary in file.state.hands}
        histories = list(file.hand_histories())
    with Journal.open(tournaments[preset], EVENT_CODEC) as journal:
        reference = [h for h in histories_reference(journal) if h.number in finished]
    assert histories == reference
    for history in histories:
        assert outcome(phh_text, history, info) == outcome(phh_text_reference, history, info)


def outcome(
    write: Callable[[HandHistory, TournamentInfo], str], history: HandHistory, info: TournamentInfo
) -> str:
    """The text written, or the error's type and message."""
    try:
        return write(history, info)
    except FeltboardError as error:
        return f"{type(error).__name__}: {error}"


def test_phh_carries_tournament_fields(standard: TournamentFile, tmp_path: Path) -> None:
    info = tournament_info(standard)
    history = next(iter(standard.hand_histories()))
    text = phh_text(history, info)
    doc = tomllib.loads(text)
    assert doc["event"] == "Home game — standard"
    assert (doc["hand"], doc["table"]) == (history.number, history.table)
    assert doc["level"] == standard.state.setup.structure.level_number(history.level_index)
    assert doc["_tournament_id"] == info.tournament_id
    assert doc["_hand_id"] == info.tournament_id * 1_000_000 + history.number
    ids = dict(history.players)
    assert doc["_player_ids"] == [ids[seat] for seat in doc["seats"]]
    assert (doc["year"], doc["month"], doc["day"], doc["time_zone"]) == (1970, 1, 1, "UTC")
    assert doc["_button_seat"] == history.config.button
    assert doc["_chip_unit"] == history.config.rules.chip_unit
    loaded = PokerKitHistory.loads(text)
    assert (loaded.hand, loaded.level, loaded.table, loaded.event) == (
        history.number,
        doc["level"],
        history.table,
        "Home game — standard",
    )
    assert str(loaded.time) == doc["time"].isoformat()


# ----- PokerStars: parsing our own output back -------------------------------------------------

HEADER = re.compile(
    r"^PokerStars Hand #(?P<id>\d+): Tournament #(?P<tid>\d+), \$(?P<buy_in>\d+)\+\$0 USD "
    r"(?P<game>Hold'em|Omaha|Omaha Hi/Lo) (?P<betting>No Limit|Pot Limit|Limit) - "
    r"Level (?P<level>[IVXLCDM]+) "
    r"\((?P<low>\d+)/(?P<high>\d+)\) - (?P<date>\d{4}/\d\d/\d\d \d\d:\d\d:\d\d) ET$"
)
TABLE = re.compile(
    r"^Table '(?P<tid>\d+) (?P<table>\d+)' (?P<max>\d+)-max Seat #(?P<button>\d+) "
    r"is the button$"
)
SEAT = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>\d+) in chips\)$")
POST = re.compile(
    r"^(?P<name>.+?): posts (?P<kind>the ante|small blind|big blind) (?P<amount>\d+)"
    r"(?P<all_in> and is all-in)?$"
)
ACTION = re.compile(
    r"^(?P<name>.+?): (?P<verb>folds|checks|calls|bets|raises)(?: (?P<amount>\d+))?"
    r"(?: to (?P<to>\d+))?(?P<all_in> and is all-in)?$"
)
UNCALLED = re.compile(r"^Uncalled bet \((?P<amount>\d+)\) returned to (?P<name>.+)$")
COLLECTED = re.compile(
    r"^(?P<name>.+) collected (?P<amount>\d+) from (?P<pot>pot|main pot|side pot(?:-\d+)?)$"
)
STREET = re.compile(r"^\*\*\* (FLOP|TURN|RIVER) \*\*\* (?:\[[^]]+\] )?\[(?P<cards>[^]]+)\]$")
TOTAL = re.compile(r"^Total pot (?P<total>\d+)(?P<pots>.*) \| Rake 0$")
SUMMARY_SEAT = re.compile(
    r"^Seat (?P<seat>\d+): (?P<name>.+?) (?:\(|folded|showed|collected|mucked)"
)
VERBS = {Folded: "folds", Checked: "checks", Called: "calls", BetPlaced: "bets", RaisedTo: "raises"}


@dataclass
class ParsedHand:
    """What a reader of PokerStars text learns from one hand."""

    hand_id: int
    tournament: int
    level: str
    table: int
    button: int
    seats: dict[int, tuple[str, int]] = field(default_factory=dict)
    actions: list[tuple[str, str, bool]] = field(default_factory=list)
    spent: Counter[str] = field(default_factory=Counter)
    collected: Counter[str] = field(default_factory=Counter)
    board: list[str] = field(default_factory=list)
    total: int = 0
    listed_pots: list[int] = field(default_factory=list)
    summary_seats: list[int] = field(default_factory=list)
    summary_board: str | None = None


def parse_stars(text: str, big_blind: int) -> ParsedHand:
    """Read one hand, checking each line's arithmetic as a tool would.

    A short big blind does not lower the bet to call pre-flop (RULES.md), so raises are
    measured from the full ``big_blind`` until the flop.
    """
    lines = text.rstrip("\n").split("\n")
    header, table = HEADER.match(lines[0]), TABLE.match(lines[1])
    assert header and table, lines[:2]
    hand = ParsedHand(
        int(header["id"]),
        int(header["tid"]),
        header["level"],
        int(table["table"]),
        int(table["button"]),
    )
    assert table["tid"] == header["tid"]
    bets: Counter[str] = Counter()
    floor = [big_blind]  # the bet to match pre-flop, whatever the big blind posted
    stacks: dict[str, int] = {}
    in_summary = False
    for line in lines[2:]:
        if line == "*** SUMMARY ***":
            in_summary = True
        elif in_summary:
            _summary_line(hand, line)
        elif match := SEAT.match(line):
            hand.seats[int(match["seat"])] = (match["name"], int(match["stack"]))
            stacks[match["name"]] = int(match["stack"])
        elif match := POST.match(line):
            amount, name = int(match["amount"]), match["name"]
            if match["kind"] != "the ante":
                bets[name] += amount
            hand.spent[name] += amount
            stacks[name] -= amount
            assert bool(match["all_in"]) == (stacks[name] == 0), line
        elif match := ACTION.match(line):
            _action_line(hand, match, bets, max(floor[0], *bets.values(), 0), stacks, line)
        elif match := UNCALLED.match(line):
            hand.spent[match["name"]] -= int(match["amount"])
            stacks[match["name"]] += int(match["amount"])
        elif match := COLLECTED.match(line):
            hand.collected[match["name"]] += int(match["amount"])
        elif match := STREET.match(line):
            hand.board.extend(match["cards"].split())
            bets.clear()
            floor[0] = 0
    return hand


def _action_line(
    hand: ParsedHand,
    match: re.Match[str],
    bets: Counter[str],
    highest: int,
    stacks: dict[str, int],
    line: str,
) -> None:
    name, verb = match["name"], match["verb"]
    if verb == "calls":
        added = int(match["amount"])
        assert bets[name] + added <= highest, line
    elif verb == "bets":
        assert highest == 0, line
        added = int(match["amount"])
    elif verb == "raises":
        to = int(match["to"])
        assert to - int(match["amount"]) == highest, line
        added = to - bets[name]
    else:
        added = 0
    bets[name] += added
    stacks[name] -= added
    hand.spent[name] += added
    assert stacks[name] >= 0, line
    assert bool(match["all_in"]) == (added > 0 and stacks[name] == 0), line
    hand.actions.append((name, verb, bool(match["all_in"])))


def _summary_line(hand: ParsedHand, line: str) -> None:
    if match := TOTAL.match(line):
        hand.total = int(match["total"])
        hand.listed_pots = [int(amount) for amount in re.findall(r"pot(?:-\d+)? (\d+)\.", line)]
    elif line.startswith("Board ["):
        hand.summary_board = line
    elif match := SUMMARY_SEAT.match(line):
        hand.summary_seats.append(int(match["seat"]))
    else:
        raise AssertionError(f"unexpected summary line {line!r}")


def expected_actions(history: HandHistory) -> list[tuple[str, str, bool]]:
    """The engine's player actions as (name, PokerStars verb, all-in)."""
    state = replay(history.config)
    expected: list[tuple[str, str, bool]] = []
    for event in history.events:
        if isinstance(event, Folded | Checked | Called | BetPlaced | RaisedTo | WentAllIn):
            seat = event.seat
            name = history.config.player(seat)
            all_in_to = state.bet(seat) + state.stack(seat)
            if isinstance(event, WentAllIn):
                verb = (
                    "calls"
                    if all_in_to <= state.current_bet
                    else ("bets" if state.current_bet == 0 else "raises")
                )
                expected.append((name, verb, True))
            else:
                to = event.to if isinstance(event, BetPlaced | RaisedTo) else state.current_bet
                all_in = not isinstance(event, Folded | Checked) and to >= all_in_to
                expected.append((name, VERBS[type(event)], all_in))
        advance(state, event)
    return expected


@pytest.mark.parametrize("preset", list(PRESETS))
def test_pokerstars_text_accounts_for_every_chip(
    preset: str, tournaments: dict[str, Path], tmp_path: Path
) -> None:
    with TournamentFile.open(tournaments[preset]) as file:
        info = tournament_info(file)
        (path,) = export_tournament(file, "pokerstars", tmp_path)
        by_number = {h.number: h for h in file.hand_histories()}
    assert path.name == f"pokerstars-T{info.tournament_id}.txt"
    texts = path.read_text(encoding="utf-8").split("\n\n\n")
    assert len(texts) == len([h for h in by_number.values() if not h.voided])
    for text in texts:
        header = HEADER.match(text.split("\n", 1)[0])
        assert header is not None, text[:200]
        history = by_number[int(header["id"]) - info.tournament_id * 1_000_000]
        config = history.config
        hand = parse_stars(text, config.big_blind)
        assert hand.tournament == info.tournament_id
        state = replay(config, history.events)
        result = state.result()
        names = {seat.seat: seat.player for seat in config.seats}
        assert hand.seats == {s.seat: (s.player, s.stack) for s in config.seats}
        assert (hand.table, hand.button) == (history.table, config.button)
        assert hand.level == roman(info.level_number(history.level_index))
        assert hand.actions == expected_actions(history), text
        for seat in result.seats:
            name = names[seat.seat]
            left = seat.start_stack - hand.spent[name] + hand.collected[name]
            assert left == seat.final_stack, f"{name}\n{text}"
        assert hand.total == sum(hand.collected.values()) == sum(p.pot.amount for p in result.pots)
        assert hand.listed_pots == (
            [] if len(result.pots) == 1 else [pot.pot.amount for pot in result.pots]
        )
        assert hand.summary_seats == list(config.seat_numbers)
        assert hand.board == [str(card) for card in state.board]
        if state.board:
            assert hand.summary_board == f"Board [{' '.join(hand.board)}]"


def test_pokerkit_reads_our_pokerstars_text(tournaments: dict[str, Path]) -> None:
    """PokerKit's PokerStars parser (no-limit, no antes) gets Feltboard's final stacks."""
    tally: Counter[str] = Counter()
    for preset in ("Home game — fast", "Home game — standard"):
        with TournamentFile.open(tournaments[preset]) as file:
            info = tournament_info(file)
            hands = [h for h in file.hand_histories() if not h.voided and not h.config.ante]
        for history in hands:
            state = replay(history.config, history.events)
            differs = pokerkit_differs(history.config, history.events)
            if differs or dealt_between_button_and_small_blind(history.config):
                tally["documented difference"] += 1
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # PokerKit warns about random hole cards
                (parsed,) = PokerKitHistory.from_pokerstars(
                    format_hand(history, info), error_status=True
                )
                stacks = list(list(parsed)[-1].stacks)
            if odd_split(state):
                tally["odd chips"] += 1
                continue
            final = state.result().final_stacks()
            assert stacks == [final[seat] for seat in parsed.seats or ()], history.number
            tally["same final stacks"] += 1
    print(dict(tally))
    assert tally["same final stacks"] >= 40, tally


# ----- PokerStars: golden text and choices ---------------------------------------------------

GOLDEN_CONFIG = HandConfig(
    seats=(SeatConfig(1, "Ann", 1000), SeatConfig(3, "Bob", 500), SeatConfig(5, "Cat", 2000)),
    button=1,
    small_blind_seat=3,
    big_blind_seat=5,
    small_blind=25,
    big_blind=50,
    ante=10,
)
GOLDEN_HISTORY = HandHistory(
    number=7,
    table=2,
    level_index=0,
    started_at=1_714_860_000.0,  # 2024-05-04 22:00 UTC
    players=((1, 11), (3, 12), (5, 13)),
    config=GOLDEN_CONFIG,
    events=(
        HoleCardsDealt(1, parse_cards("Ks Kd")),
        RaisedTo(1, 150),
        WentAllIn(3),
        RaisedTo(5, 1000),
        Called(1),
        FlopDealt(parse_cards("2c 7d 9h")),
        TurnDealt(parse_cards("Js")),
        RiverDealt(parse_cards("3c")),
        CardsShown(3, parse_cards("As Ad")),
        CardsShown(5, parse_cards("Qs Qd")),
        CardsShown(1),
    ),
)
GOLDEN_INFO = TournamentInfo(
    tournament_id=123_456_789,
    name="Golden",
    buy_in=20,
    structure=BlindStructure((Level(25, 50, 10),)),
    seat_counts=((2, 6),),
)
GOLDEN_TEXT = """\
PokerStars Hand #123456789000007: Tournament #123456789, $20+$0 USD Hold'em No Limit - \
Level I (25/50) - 2024/05/04 18:00:00 ET
Table '123456789 2' 6-max Seat #1 is the button
Seat 1: Ann (1000 in chips)
Seat 3: Bob (500 in chips)
Seat 5: Cat (2000 in chips)
Ann: posts the ante 10
Bob: posts the ante 10
Cat: posts the ante 10
Bob: posts small blind 25
Cat: posts big blind 50
*** HOLE CARDS ***
Dealt to Ann [Ks Kd]
Ann: raises 100 to 150
Bob: raises 340 to 490 and is all-in
Cat: raises 510 to 1000
Ann: calls 840 and is all-in
Uncalled bet (10) returned to Cat
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [3c]
*** SHOW DOWN ***
Bob: shows [As Ad] (a pair of Aces)
Cat: shows [Qs Qd] (a pair of Queens)
Ann: shows [Ks Kd] (a pair of Kings)
Ann collected 1000 from side pot
Bob collected 1500 from main pot
*** SUMMARY ***
Total pot 2500 Main pot 1500. Side pot 1000. | Rake 0
Board [2c 7d 9h Js 3c]
Seat 1: Ann (button) showed [Ks Kd] and won (1000) with a pair of Kings
Seat 3: Bob (small blind) showed [As Ad] and won (1500) with a pair of Aces
Seat 5: Cat (big blind) showed [Qs Qd] and lost with a pair of Queens
"""


def test_golden_pokerstars_hand() -> None:
    assert format_hand(GOLDEN_HISTORY, GOLDEN_INFO) == GOLDEN_TEXT


def test_golden_hand_won_without_showdown() -> None:
    events = (RaisedTo(1, 150), Folded(3), Folded(5))
    history = HandHistory(7, 2, 0, 1_714_860_000.0, GOLDEN_HISTORY.players, GOLDEN_CONFIG, events)
    text = format_hand(history, GOLDEN_INFO)
    assert text.split("*** HOLE CARDS ***\n")[1] == (
        "Ann: raises 100 to 150\n"
        "Bob: folds\n"
        "Cat: folds\n"
        "Uncalled bet (100) returned to Ann\n"
        "Ann collected 155 from pot\n"
        "Ann: doesn't show hand\n"
        "*** SUMMARY ***\n"
        "Total pot 155 | Rake 0\n"
        "Seat 1: Ann (button) collected (155)\n"
        "Seat 3: Bob (small blind) folded before Flop\n"
        "Seat 5: Cat (big blind) folded before Flop\n"
    )


def test_a_walk_with_a_dead_small_blind_has_no_pot() -> None:
    config = HandConfig(
        seats=GOLDEN_CONFIG.seats,
        button=1,
        small_blind_seat=None,
        big_blind_seat=5,
        small_blind=25,
        big_blind=50,
    )
    history = HandHistory(8, 2, 0, 0.0, GOLDEN_HISTORY.players, config, (Folded(1), Folded(3)))
    assert format_hand(history, GOLDEN_INFO).split("*** HOLE CARDS ***\n")[1] == (
        "Ann: folds\n"
        "Bob: folds\n"
        "Uncalled bet (50) returned to Cat\n"
        "Cat: doesn't show hand\n"
        "*** SUMMARY ***\n"
        "Total pot 0 | Rake 0\n"
        "Seat 1: Ann (button) folded before Flop (didn't bet)\n"
        "Seat 3: Bob folded before Flop (didn't bet)\n"
        "Seat 5: Cat (big blind) collected (0)\n"
    )


def test_a_big_blind_ante_is_listed_first_and_all_in_marks_the_last_post() -> None:
    config = HandConfig(
        seats=(SeatConfig(1, "Ann", 1000), SeatConfig(3, "Bob", 500), SeatConfig(5, "Cat", 75)),
        button=1,
        small_blind_seat=3,
        big_blind_seat=5,
        small_blind=25,
        big_blind=50,
        ante=50,
        rules=RuleProfile(ante_mode=AnteMode.BIG_BLIND),
    )
    history = HandHistory(8, 2, 0, 0.0, GOLDEN_HISTORY.players, config, (Folded(1), Folded(3)))
    text = format_hand(history, GOLDEN_INFO)
    assert (
        "Cat: posts the ante 25\nBob: posts small blind 25\nCat: posts big blind 50 and is all-in\n"
        in text
    )
    hand = parse_stars(text, config.big_blind)  # checks the all-in mark against the stack
    assert (hand.spent["Cat"], hand.collected["Cat"]) == (50, 75)  # 25 of the blind returned


def test_unknown_board_cannot_be_written_for_tools() -> None:
    events = (
        Called(1),
        Called(3),
        Checked(5),
        FlopDealt(),
        Checked(3),
        BetPlaced(5, 50),
        Folded(1),
        Folded(3),
    )
    history = HandHistory(7, 2, 0, 0.0, GOLDEN_HISTORY.players, GOLDEN_CONFIG, events)
    with pytest.raises(PokerStarsError, match="board cards were not entered"):
        format_hand(history, GOLDEN_INFO)
    assert "d db ??????" in phh_text(history, GOLDEN_INFO)


def test_limit_headers_show_the_bets() -> None:
    config = HandConfig(
        seats=GOLDEN_CONFIG.seats,
        button=1,
        small_blind_seat=3,
        big_blind_seat=5,
        small_blind=1,
        big_blind=1,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
        small_bet=1,
        big_bet=2,
    )
    history = HandHistory(7, 2, 0, 0.0, GOLDEN_HISTORY.players, config, (Folded(1), Folded(3)))
    assert "Hold'em Limit - Level I (1/2) - 1969/12/31 19:00:00 ET" in format_hand(
        history, GOLDEN_INFO
    )
    pot_limit = replace(GOLDEN_CONFIG, rules=RuleProfile(structure=BettingStructure.POT_LIMIT))
    history = replace(history, config=pot_limit, level_index=3)  # beyond the structure
    assert "Hold'em Pot Limit - Level IV (25/50) - " in format_hand(history, GOLDEN_INFO)


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ("As Ks Qs Js Ts 2c 3d", "a Royal Flush"),
        ("5h 4h 3h 2h Ah Kc Qd", "a straight flush, Ace to Five"),
        ("9c 9d 9h 9s 2c 3d 4h", "four of a kind, Nines"),
        ("Kc Kd Ks 7h 7s 2c 3d", "a full house, Kings full of Sevens"),
        ("Ah 9h 7h 4h 2h Kc Qd", "a flush, Ace high"),
        ("5c 6d 7h 8s 9c Kd 2h", "a straight, Five to Nine"),
        ("5c 4d 3h 2s Ac Kd Jh", "a straight, Ace to Five"),
        ("7c 7d 7h Ks 2c 3d 9h", "three of a kind, Sevens"),
        ("Ac Ad Kh Ks 2c 3d 9h", "two pair, Aces and Kings"),
        ("Qc Qd 9h 7s 2c 3d 4h", "a pair of Queens"),
        ("Ac Jd 9h 7s 2c 3d 4h", "high card Ace"),
    ],
)
def test_hand_descriptions_use_pokerstars_words(cards: str, words: str) -> None:
    assert describe(evaluate(parse_cards(cards))) == words


def reference_description(value: HandValue) -> str:
    """PokerStars' words from the engine's best five cards (slower, but plainly right)."""
    five = value.best_five
    names = [RANK_NAMES[card.rank_char] for card in five]
    plurals = [RANK_PLURALS[card.rank_char] for card in five]
    return {
        Category.STRAIGHT_FLUSH: "a Royal Flush"
        if five[0].rank == 12
        else f"a straight flush, {names[4]} to {names[0]}",
        Category.FOUR_OF_A_KIND: f"four of a kind, {plurals[0]}",
        Category.FULL_HOUSE: f"a full house, {plurals[0]} full of {plurals[3]}",
        Category.FLUSH: f"a flush, {names[0]} high",
        Category.STRAIGHT: f"a straight, {names[4]} to {names[0]}",
        Category.THREE_OF_A_KIND: f"three of a kind, {plurals[0]}",
        Category.TWO_PAIR: f"two pair, {plurals[0]} and {plurals[2]}",
        Category.ONE_PAIR: f"a pair of {plurals[0]}",
        Category.HIGH_CARD: f"high card {names[0]}",
    }[value.category]


def test_descriptions_agree_with_the_best_five_cards() -> None:
    rng = random.Random(2024)
    deck = full_deck()
    seen: Counter[Category] = Counter()
    for _ in range(4000):
        value = evaluate(rng.sample(deck, 7))
        seen[value.category] += 1
        assert describe(value) == reference_description(value), value.cards
    suited = [card for card in deck if card.suit == "h"]
    for high in range(3, 13):  # every straight flush, wheel to royal, with two extra cards
        ranks = {(high - k) % 13 if high - k >= 0 else 12 for k in range(5)}
        cards = [card for card in suited if card.rank in ranks] + list(deck[:2])
        value = evaluate(cards)
        assert describe(value) == reference_description(value)
    assert len(seen) >= 8, seen


def test_phh_cannot_write_a_player_dealt_between_button_and_small_blind() -> None:
    config = HandConfig(
        seats=(*GOLDEN_CONFIG.seats, SeatConfig(7, "Dan", 800)),
        button=1,
        small_blind_seat=5,
        big_blind_seat=7,
        small_blind=25,
        big_blind=50,
    )
    players = (*GOLDEN_HISTORY.players, (7, 14))
    history = HandHistory(9, 2, 0, 0.0, players, config, (Folded(1), Folded(3), Folded(5)))
    assert dealt_between_button_and_small_blind(config)
    with pytest.raises(PHHError, match="PHH cannot describe these blinds"):
        phh_text(history, GOLDEN_INFO)
    text = format_hand(history, GOLDEN_INFO)
    assert "Uncalled bet (25) returned to Dan\nDan collected 50 from pot\n" in text


def test_ids_are_stable_and_path_independent(standard: TournamentFile, tmp_path: Path) -> None:
    info = tournament_info(standard)
    copy = standard.copy_to(tmp_path / "elsewhere.feltboard")
    with TournamentFile.open(copy) as again:
        assert tournament_info(again).tournament_id == info.tournament_id
        first = export_tournament(again, "pokerstars", tmp_path / "a")[0].read_bytes()
    second = export_tournament(standard, "pokerstars", tmp_path / "b")[0].read_bytes()
    assert first == second
    assert 100_000_000 <= info.tournament_id < 1_000_000_000


def test_tournament_id_comes_from_the_creation_time() -> None:
    created = datetime(2024, 5, 4, 18, 0, tzinfo=UTC)
    assert tournament_id(created) == tournament_id(created.astimezone(EASTERN))
    assert tournament_id(created) != tournament_id(created + timedelta(microseconds=1))
    with pytest.raises(ValueError, match="time zone"):
        tournament_id(datetime(2024, 5, 4, 18, 0))


# ----- JSON ----------------------------------------------------------------------------------


def test_json_holds_config_players_events_pots_and_stacks(
    standard: TournamentFile, tmp_path: Path
) -> None:
    info = tournament_info(standard)
    (path,) = export_tournament(standard, "json", tmp_path)
    assert path.name == JSON_FILE
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["format"], document["version"]) == ("feltboard-hands", 1)
    assert document["tournament"]["id"] == info.tournament_id
    assert document["tournament"]["name"] == "Home game — standard"
    by_number = {h.number: h for h in standard.hand_histories()}
    assert [hand["number"] for hand in document["hands"]] == sorted(
        n for n, h in by_number.items() if not h.voided
    )
    for hand in document["hands"]:
        history = by_number[hand["number"]]
        result = replay(history.config, history.events).result()
        events = tuple(hand_codec().decode(json.dumps(event)) for event in hand["events"])
        assert events == history.events
        assert {p["seat"]: p["final_stack"] for p in hand["players"]} == result.final_stacks()
        assert {p["seat"]: p["player_id"] for p in hand["players"]} == dict(history.players)
        assert sum(p["start_stack"] for p in hand["players"]) == sum(
            p["final_stack"] for p in hand["players"]
        )
        for pot in hand["pots"]:
            assert sum(share["amount"] for share in pot["shares"]) == pot["amount"]
        assert hand["config"]["button"] == history.config.button
        assert hand["id"] == info.hand_id(history.number)
        assert all(re.fullmatch(r"[2-9TJQKA][cdhs]", card) for card in hand["board"])
    assert hand_json(GOLDEN_HISTORY, GOLDEN_INFO)["events"][0] == {
        "seat": 1,
        "cards": ["Ks", "Kd"],
        "kind": "hole_cards",
    }


# ----- selection, progress, voided hands -----------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
def test_progress_reports_every_hand(
    fmt: ExportFormat, standard: TournamentFile, tmp_path: Path
) -> None:
    calls: list[tuple[int, int]] = []
    export_tournament(
        standard, fmt, tmp_path, progress=lambda done, total: calls.append((done, total))
    )
    total = len(standard.state.hands)
    assert calls == [(done, total) for done in range(total + 1)]


def test_only_selected_hands_are_exported(standard: TournamentFile, tmp_path: Path) -> None:
    chosen = [8, 3, 5, 3]
    phh = export_tournament(standard, "phh", tmp_path / "phh", hands=chosen)
    assert [path.name for path in phh] == ["hand-00003.phh", "hand-00005.phh", "hand-00008.phh"]
    (stars,) = export_tournament(standard, "pokerstars", tmp_path / "ps", hands=chosen)
    tid = tournament_info(standard).tournament_id
    ids = re.findall(r"^PokerStars Hand #(\d+):", stars.read_text(encoding="utf-8"), re.M)
    assert [int(i) - tid * 1_000_000 for i in ids] == [3, 5, 8]
    (doc,) = export_tournament(standard, "json", tmp_path / "js", hands=iter(chosen))
    assert [h["number"] for h in json.loads(doc.read_text(encoding="utf-8"))["hands"]] == [3, 5, 8]
    calls: list[tuple[int, int]] = []
    export_tournament(
        standard, "phh", tmp_path / "p2", hands=[2], progress=lambda *done: calls.append(done)
    )
    assert calls == [(0, 1), (1, 1)]


def test_unknown_hands_or_format_write_nothing(standard: TournamentFile, tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="No finished hand has the number 100000"):
        export_tournament(standard, "phh", tmp_path / "out", hands=[1, 100_000])
    with pytest.raises(ExportError, match="Unknown export format"):
        export_tournament(standard, "csv", tmp_path / "out")  # type: ignore[arg-type]
    assert not (tmp_path / "out").exists()


def test_voided_hands_are_skipped(qt_core: QCoreApplication, tmp_path: Path) -> None:
    path = tmp_path / "voided.feltboard"
    simulate(path, players=9, tables=1, hands=6, seed=7, preset="Home game — standard")
    skipped: list[tuple[int, str]] = []
    with TournamentFile.open(path) as file:
        last = file.state.hands[-1].number
        file.record(HandVoided(last))
        for fmt in ("phh", "pokerstars", "json"):
            export_tournament(
                file, fmt, tmp_path / fmt, on_skip=lambda n, why: skipped.append((n, why))
            )
        numbers = [h.number for h in file.hand_histories() if not h.voided]
    assert skipped == [(last, "the hand was voided")] * 3
    assert last not in numbers
    assert not (tmp_path / "phh" / f"hand-{last:05d}.phh").exists()
    assert len(list((tmp_path / "phh").iterdir())) == len(numbers)
    document = json.loads((tmp_path / "json" / JSON_FILE).read_text(encoding="utf-8"))
    assert [hand["number"] for hand in document["hands"]] == numbers
