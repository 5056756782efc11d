"""The export's fast paths give what the slower reference paths gave, exactly.

The references (``tests.store.export_reference.py``) are the PHH writer and the hand-history
reader as they were before the speed-ups. Simulated tournaments of every preset are
compared in ``tests/store/test_export.py`` (``test_fast_paths_agree_with_the_reference``);
here: random hands of every betting structure with every prefix of their events, and
journals with undos, corrections, voids and payloads the fast reader leaves to the codec.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from app.engine.cards import full_deck, parse_cards
from app.engine.config import HandConfig, LegalActions
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError, IllegalAction
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, replay
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure, Level
from app.engine.tournament_events import (
    EventUndone,
    HandActed,
    HandCorrected,
    HandVoided,
    TournamentEvent,
)
from app.store.codec import hand_codec, hand_events_codec
from app.store.hand_history import HandHistory, HistoryReader, _hand_action
from app.store.journal import Journal
from app.store.phh import write_phh
from app.store.pokerstars import TournamentInfo, format_hand
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import EVENT_CODEC
from tests.engine.test_differential_pokerkit import play_random_hand, random_config
from tests.store.export_reference import (
    format_hand_reference,
    histories_reference,
    write_phh_reference,
)
from tests.store.test_tournament_file import act_randomly, play_hand, start


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


def written(
    writer: Callable[..., str],
    config: HandConfig,
    events: tuple[HandEvent, ...],
    seat_count: int | None,
) -> str:
    """The PHH text, or the error's type and message when the hand cannot be written."""
    try:
        return writer(config, events, seat_count=seat_count)
    except FeltboardError as error:
        return f"{type(error).__name__}: {error}"


# ----- the PHH writer --------------------------------------------------------------------------


@pytest.mark.parametrize("structure", list(BettingStructure))
@pytest.mark.parametrize("block", range(3))
def test_write_phh_matches_the_reference_on_random_hands(
    structure: BettingStructure, block: int
) -> None:
    for seed in range(block * 25, block * 25 + 25):
        rng = random.Random(seed)
        config = random_config(rng)
        config = replace(config, rules=replace(config.rules, structure=structure))
        events = play_random_hand(rng, config).events
        seat_count = rng.choice([None, 10, 12])
        # Every prefix: unfinished hands, rounds closed early, showdowns in progress.
        for end in range(len(events) + 1):
            prefix = events[:end]
            new = written(write_phh, config, prefix, seat_count)
            assert new == written(write_phh_reference, config, prefix, seat_count), (seed, end)


_BOARDS = ((FlopDealt, 3), (TurnDealt, 1), (RiverDealt, 1))


def wild_hand(seed: int) -> tuple[HandConfig, tuple[HandEvent, ...]]:
    """A random hand played wildly: short stacks, all-ins, raises nobody can call, folds to
    one player, hole cards and boards entered or not, shows, mucks and awards.

    The PHH transcript's checks for a round the engine closed early only show up in hands
    like these (the PokerKit differential hands avoid raises nobody can call).
    """
    rng = random.Random(seed)
    config = random_config(rng)
    structure = rng.choice(list(BettingStructure))
    seats = tuple(
        replace(entry, stack=rng.randint(1, 4 * config.big_blind))
        if rng.random() < 0.4
        else entry
        for entry in config.seats
    )
    config = replace(config, seats=seats, rules=replace(config.rules, structure=structure))
    deck = list(full_deck())
    rng.shuffle(deck)
    state = replay(config)
    for seat in config.seat_numbers:
        if rng.random() < 0.5:
            state = state.apply(HoleCardsDealt(seat, (deck.pop(), deck.pop())))
    board_known = rng.random() < 0.8
    while not state.is_complete:
        legal = state.legal_actions()
        upcoming = state.awaiting_board
        if legal is not None:
            event = wild_action(rng, legal)
        elif upcoming is not None:
            kind, size = _BOARDS[upcoming - 1]
            event = kind(tuple(deck.pop() for _ in range(size)) if board_known else ())
        else:
            event = showdown_event(rng, state)
        state = state.apply(event)
    return config, state.events


def wild_action(rng: random.Random, legal: LegalActions) -> HandEvent:
    seat = legal.seat
    options: list[HandEvent] = [Folded(seat)]
    options.append(Checked(seat) if legal.can_check else Called(seat))
    if legal.can_bet or legal.can_raise:
        wager = BetPlaced if legal.can_bet else RaisedTo
        options += [wager(seat, legal.min_to), wager(seat, legal.max_to)]
    if legal.can_all_in:
        options += [WentAllIn(seat)] * 3
    return rng.choice(options)


def showdown_event(rng: random.Random, state: HandState) -> HandEvent:
    """Show, muck, or award a pot the cards cannot decide."""
    for seat in state.showdown_order:
        if state.shown_cards(seat) or state.is_mucked(seat):
            continue
        for event in (CardsShown(seat), CardsMucked(seat)):
            if rng.random() < 0.7 and state.can_apply(event):
                return event
    for pot in state.pots:
        if state.pot_winners(pot.index) is None:
            contenders = [s for s in pot.eligible if not state.is_mucked(s)]
            return PotAwarded(pot.index, (rng.choice(contenders),))
    return CardsShown(state.showdown_order[0])


@pytest.mark.parametrize("block", range(4))
def test_write_phh_matches_the_reference_on_wild_hands(block: int) -> None:
    for seed in range(block * 50, block * 50 + 50):
        config, events = wild_hand(seed)
        for end in range(len(events) + 1):
            prefix = events[:end]
            new = written(write_phh, config, prefix, None)
            assert new == written(write_phh_reference, config, prefix, None), (seed, end)


@pytest.mark.parametrize("block", range(2))
def test_recorded_events_write_the_same_phh_without_being_checked_again(block: int) -> None:
    """Exports pass journaled (already verified) events with ``recorded=True``."""
    for seed in range(block * 50, block * 50 + 50):
        config, events = wild_hand(seed)
        for end in range(len(events) + 1):
            prefix = events[:end]
            checked = written(write_phh, config, prefix, None)
            if checked.startswith("PHHError"):
                continue  # cannot be written either way; nothing to compare
            trusted = write_phh(config, prefix, recorded=True)
            assert trusted == checked, (seed, end)


def test_write_phh_matches_the_reference_with_cards_awards_and_names() -> None:
    config = random_config(random.Random(5))
    names = ('Zoë "Ace" O\'Neil', "Back\\slash", "Tab\there", "日本", "A", "B", "C", "D")
    seats = tuple(
        replace(entry, player=name) for entry, name in zip(config.seats, names, strict=False)
    )
    config = replace(config, seats=seats)
    state = play_random_hand(random.Random(9), config)
    assert written(write_phh, config, state.events, None) == written(
        write_phh_reference, config, state.events, None
    )
    # Hole cards entered, an all-in, a dealer's award: the rarer lines.
    heads_up = HandConfig(
        seats=tuple(replace(entry, stack=100) for entry in config.seats[:2]),
        button=config.seats[1].seat,
        small_blind_seat=config.seats[1].seat,
        big_blind_seat=config.seats[0].seat,
        small_blind=5,
        big_blind=10,
    )
    first, second = heads_up.seat_numbers
    events: list[HandEvent] = [
        HoleCardsDealt(first, parse_cards("As Ad")),
        WentAllIn(second),
        Called(first),
        FlopDealt(),
        TurnDealt(),
        RiverDealt(),
        PotAwarded(0, (first,)),
    ]
    replay(heads_up, events)  # legal
    for end in range(len(events) + 1):
        prefix = tuple(events[:end])
        assert written(write_phh, heads_up, prefix, 9) == written(
            write_phh_reference, heads_up, prefix, 9
        )


# ----- PokerStars text --------------------------------------------------------------------------

INFO = TournamentInfo(
    tournament_id=123_456_789,
    name="Fast",
    buy_in=20,
    structure=BlindStructure((Level(25, 50, 10),)),
)


def stars(write: Callable[[HandHistory, TournamentInfo], str], history: HandHistory) -> str:
    """The PokerStars text, or the error's type and message."""
    try:
        return write(history, INFO)
    except FeltboardError as error:
        return f"{type(error).__name__}: {error}"


@pytest.mark.parametrize("block", range(2))
def test_format_hand_matches_the_reference(block: int) -> None:
    for seed in range(block * 100, block * 100 + 100):
        config, events = wild_hand(seed) if seed % 2 else wild_hand_with_cards(seed)
        history = HandHistory(
            number=seed,
            table=1,
            level_index=0,
            started_at=1_714_860_000.0 + seed,
            players=tuple((seat, seat) for seat in config.seat_numbers),
            config=config,
            events=events,
        )
        assert stars(format_hand, history) == stars(format_hand_reference, history), seed


def wild_hand_with_cards(seed: int) -> tuple[HandConfig, tuple[HandEvent, ...]]:
    """A random hand with every card entered (PokerStars text needs the board)."""
    rng = random.Random(seed)
    return (config := random_config(rng)), play_random_hand(rng, config).events


# ----- reading hand histories ------------------------------------------------------------------

EVENTS: list[HandEvent] = [
    Folded(3), Checked(2), Called(9), WentAllIn(1), CardsMucked(4), BetPlaced(2, 400),
    RaisedTo(5, 1_200), FlopDealt(parse_cards("Ah Kd 7c")), FlopDealt(), TurnDealt(),
    RiverDealt(parse_cards("2s")), CardsShown(3, parse_cards("As Ad")), CardsShown(3),
    HoleCardsDealt(2, parse_cards("Qh Qs")), PotAwarded(0, (2, 5)),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.kind)
def test_hand_action_reads_what_the_codec_reads(event: HandEvent) -> None:
    payload = EVENT_CODEC.encode(HandActed(1, 7, event))
    seen: dict[str, HandEvent | None] = {}
    for _ in range(2):  # decoded once, then shared
        found = _hand_action(payload, seen)
        assert found is None or HandActed(1, *found) == EVENT_CODEC.decode(payload)
    assert len(seen) == 1


def test_common_actions_take_the_fast_path() -> None:
    for event in EVENTS[:12]:
        assert _hand_action(EVENT_CODEC.encode(HandActed(4, 70, event)), {}) == (70, event)


@pytest.mark.parametrize(
    "payload",
    [
        '{"table": 1, "hand": 2, "event": {"seat": 3, "kind": "folded"}, "kind": "hand_acted"}',
        '{"table":1,"hand":02,"event":{"seat":3,"kind":"folded"},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"seat":"3","kind":"folded"},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"seat":3,"to":1.5,"kind":"bet"},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"cards":["Zz"],"kind":"turn"},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"seat":3,"kind":"folded","x":1},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"seat":3,"kind":"folded"},"kind":"hand_acted","x":1}',
        '{"hand":2,"table":1,"event":{"seat":3,"kind":"folded"},"kind":"hand_acted"}',
        '{"table":1,"hand":2,"event":{"seat":3,"kind":"folded"},"kind":"hand_voided"}',
        "not json",
    ],
)
def test_anything_unusual_is_left_to_the_codec(payload: str) -> None:
    assert _hand_action(payload, {}) is None


def read_histories(journal: Journal[TournamentEvent]) -> list[HandHistory]:
    """Every started hand of ``journal``, read from the start by a new reader."""
    reader = HistoryReader()
    reader.catch_up(journal)
    return list(reader.histories())


def play_rounds(file: TournamentFile, rng: random.Random, rounds: int) -> None:
    """A hand at each of tables 1 and 2, ``rounds`` times, 50 s apart."""
    for round_ in range(rounds):
        for table in (1, 2):
            play_hand(file, table, rng, now=50.0 * round_)


def same_histories(path: Path) -> None:
    with Journal.open(path, EVENT_CODEC) as journal:
        assert read_histories(journal) == list(histories_reference(journal))


def test_histories_match_the_reference_through_undos_corrections_and_voids(
    folder: Path,
) -> None:
    rng = random.Random(21)
    path = folder / "t.feltboard"
    with start(path, players=8, tables=2) as file:
        play_rounds(file, rng, 3)
        # Undo the last actions of a hand, and redo them differently.
        file.record(next_hand_event(file.state, 1, 200.0))
        act_randomly(file, 1, rng, limit=3)
        for _ in range(2):
            file.undo()
        act_randomly(file, 1, rng)
        # Correct a hand, then void one in progress.
        original = file.hand_history(2)
        file.record(HandCorrected(2, original.config, original.events))
        file.record(next_hand_event(file.state, 2, 300.0))
        act_randomly(file, 2, rng, limit=1)
        file.record(HandVoided(file.state.last_hand_number))
        numbers = [h.number for h in file.hand_histories()]
        assert numbers == sorted(s.number for s in file.state.hands)
    same_histories(path)


def test_histories_read_bit_by_bit_match_a_full_read(folder: Path) -> None:
    """A file keeps its hands and reads only what was recorded since: after every step,
    through undos across hands, corrections and voids, it agrees with a fresh full read."""
    rng = random.Random(5)
    path = folder / "t.feltboard"

    def agrees(file: TournamentFile) -> None:
        finished = {summary.number for summary in file.state.hands}
        kept = list(file.hand_histories())
        # The file holds its journal open (alone); the reference reads it from the start.
        fresh = [h for h in histories_reference(file._journal) if h.number in finished]
        assert kept == fresh
        for history in fresh:
            assert file.hand_history(history.number) == history

    with start(path, players=8, tables=2) as file:
        agrees(file)
        for round_ in range(2):
            for table in (1, 2):
                play_hand(file, table, rng, now=50.0 * round_)
                agrees(file)
        last = file.state.hands[-1].number
        for _ in range(4):  # back into the last hand, which is no longer finished
            file.undo()
        agrees(file)
        with pytest.raises(IllegalAction, match=f"no finished hand {last}"):
            file.hand_history(last)
        act_randomly(file, 2, rng)
        agrees(file)
        original = file.hand_history(1)
        file.record(HandCorrected(1, original.config, original.events))
        file.record(HandVoided(2))
        agrees(file)
        file.undo()  # the void
        agrees(file)


def test_a_recent_hand_read_from_its_start_is_the_hand_read_in_full(folder: Path) -> None:
    """A file that has not read its hands reads a recent one from its start on: through a
    hand started again after an undo, a correction and a void, it is the same hand."""
    rng = random.Random(8)
    path = folder / "t.feltboard"
    with start(path, players=8, tables=2) as file:
        play_rounds(file, rng, 3)
        file.record(next_hand_event(file.state, 1, 200.0))
        file.undo()  # the start itself: the number comes back
        play_hand(file, 1, rng, now=210.0)
        recent = file.state.hands[-1].number
        original = file.hand_history(recent)
        file.record(HandCorrected(recent, original.config, original.events))
        play_hand(file, 2, rng, now=220.0)
        file.record(HandVoided(file.state.hands[-1].number))
        numbers = [summary.number for summary in file.state.hands]
        fresh = {h.number: h for h in histories_reference(file._journal) if h.number in numbers}
    for number in numbers:
        with TournamentFile.open(path) as reopened:
            assert reopened.hand_history(number) == fresh[number]
            assert not reopened._hands.started or 2 * _start_seq(reopened, number) < _last(reopened)


def _start_seq(file: TournamentFile, number: int) -> int:
    seq = file._journal.latest_seq_with("hand_started", "number", number)
    assert seq is not None
    return seq


def _last(file: TournamentFile) -> int:
    return file._journal.last_seq


def test_an_undo_with_nothing_left_is_refused_alike(folder: Path) -> None:
    path = folder / "t.feltboard"
    with start(path, players=4, tables=1):
        pass
    with Journal.open(path, EVENT_CODEC) as journal:
        for _ in range(len(list(journal.raw_events()))):
            journal.append(EventUndone())
    with Journal.open(path, EVENT_CODEC) as journal:
        with pytest.raises(FeltboardError, match="nothing to undo") as fast:
            read_histories(journal)
        with pytest.raises(FeltboardError, match="nothing to undo") as reference:
            list(histories_reference(journal))
    assert type(fast.value) is type(reference.value)


class SpacedJournal:
    """A journal whose hand actions were written with spaces (as another tool might)."""

    def __init__(self, journal: Journal[TournamentEvent]) -> None:
        self.journal = journal
        self.path = journal.path

    def raw_events(self, after_seq: int = 0) -> Iterator[tuple[int, str, str]]:
        for seq, kind, payload in self.journal.raw_events(after_seq):
            spaced = payload.replace(',"', ', "') if kind == "hand_acted" else payload
            yield seq, kind, spaced


def test_payloads_off_the_fast_path_are_read_by_the_codec(folder: Path) -> None:
    path = folder / "t.feltboard"
    with start(path, players=6, tables=1) as file:
        play_hand(file, 1, random.Random(3))
        play_hand(file, 1, random.Random(4))
    with Journal.open(path, EVENT_CODEC) as journal:
        spaced = SpacedJournal(journal)
        actions = [payload for _, kind, payload in spaced.raw_events() if kind == "hand_acted"]
        assert actions and all(_hand_action(payload, {}) is None for payload in actions)
        histories = read_histories(spaced)  # type: ignore[arg-type]
        assert sum(len(history.events) for history in histories) == len(actions)
        assert read_histories(spaced) == read_histories(journal)  # type: ignore[arg-type]
        assert read_histories(journal) == list(histories_reference(journal))



# ----- JSON ------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 1, len(EVENTS)])
def test_events_are_encoded_in_one_call_as_one_by_one(count: int) -> None:
    events = tuple(EVENTS[:count])
    one_by_one = "[" + ",".join(hand_codec().encode(event) for event in events) + "]"
    assert hand_events_codec().encode(events) == one_by_one
    assert [hand_codec().decode(json.dumps(item)) for item in json.loads(one_by_one)] == list(
        events
    )
