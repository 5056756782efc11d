"""The hand-history export as it was before the speed-ups, kept as the tests' reference.

From commit b49f795:

- :func:`write_phh_reference` is ``app.store.phh.write_phh``: a transcript that tracks
  PokerKit's queue of players to act with one method call per event, and TOML written
  through ``json.dumps``;
- :func:`phh_text_reference` is ``app.store.export.phh_text`` (its tournament fields);
- :func:`histories_reference` is ``app.store.tournament_file``'s reading of hand
  histories: every event decoded (hand actions by ``decode_hand_acted``, the rest by the
  codec), undos resolved by ``effective_events``, then grouped by hand;
- :func:`format_hand_reference` is ``app.store.pokerstars.format_hand``, which looked for
  uncalled chips and the showdown after every event.

The fast paths must give the same results, the texts byte for byte
(``tests/store/test_export_fast.py``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence

from app.engine.cards import Card
from app.engine.config import HandConfig, Street
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    PlayerAction,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, replay
from app.engine.names import printable
from app.engine.pots import clockwise_from
from app.engine.rules import AnteMode, BettingStructure
from app.engine.tournament import effective_events
from app.engine.tournament_events import (
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    TournamentEvent,
)
from app.store.hand_history import HandHistory
from app.store.journal import Journal
from app.store.phh import PHHError
from app.store.pokerstars import TournamentInfo, _HandWriter, utc_time
from app.store.pokerstars_games import at_showdown
from app.store.tournament_file import _all_events

_VARIANT_CODES = {
    BettingStructure.NO_LIMIT: "NT",
    BettingStructure.POT_LIMIT: "PT",
    BettingStructure.FIXED_LIMIT: "FT",
}
_UNKNOWN = "??"
_UNKNOWN_BOARD = ("??????", "??", "??")


def write_phh_reference(
    config: HandConfig, events: Sequence[HandEvent] = (), *, seat_count: int | None = None
) -> str:
    """The hand as PHH text that PokerKit 0.7.7 and :func:`read_phh` replay.

    Hole cards not entered are written ``????``; a hand that reaches showdown has one
    ``sm`` action per player still in the hand, placed where PHH expects it (right after
    the last betting round, before an all-in runout). ``finishing_stacks`` and
    ``winnings`` (pots collected) are written once the hand is complete.

    :raises PHHError: if the hand cannot be expressed in PHH (blinds not in the first two
        positions after the button, a seat count below a seat number).
    :raises FeltboardError: if an event is illegal (the engine's message).
    """
    order = clockwise_from(config.button, config.seat_numbers)
    transcript = _Transcript(config, order)
    for event in events:
        transcript.record(event)
    actions = transcript.finish()
    state = transcript.state
    positional_blinds = _positional_blinds(config, order)
    table_size = seat_count if seat_count is not None else max(*order, config.button)
    if table_size < max(*order, config.button):
        raise PHHError(f"The seat count {table_size} is below a seat number of the hand")
    starts = {entry.seat: entry.stack for entry in config.seats}
    fields: list[tuple[str, object]] = [
        ("variant", _VARIANT_CODES[config.rules.structure]),
    ]
    ante_mode = config.rules.ante_mode
    if config.ante and ante_mode is AnteMode.CLASSIC:
        fields.append(("ante_trimming_status", True))
    fields.append(("antes", _positional_antes(config, order)))
    fields.append(("blinds_or_straddles", positional_blinds))
    if config.rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("small_bet", config.bet_size(Street.PREFLOP)))
        fields.append(("big_bet", config.bet_size(Street.RIVER)))
    else:
        fields.append(("min_bet", config.big_blind))
    fields.append(("starting_stacks", [starts[seat] for seat in order]))
    fields.append(("actions", actions))
    fields.append(("seats", list(order)))
    fields.append(("seat_count", table_size))
    # Control characters in a name are never written (issue 14): U+FFFD instead.
    fields.append(("players", [printable(config.player(seat)) for seat in order]))
    if state.is_complete:
        result = state.result()
        final = result.final_stacks()
        collected = dict.fromkeys(order, 0)
        for pot in result.pots:
            for seat, share in pot.shares:
                collected[seat] += share
        fields.append(("finishing_stacks", [final[seat] for seat in order]))
        fields.append(("winnings", [collected[seat] for seat in order]))
    fields.extend(_extension_fields(config, state, order))
    return "".join(f"{name} = {_toml_value(value)}\n" for name, value in fields)


def _positional_blinds(config: HandConfig, order: Sequence[int]) -> list[int]:
    """``blinds_or_straddles`` for ``order`` (p1 first), reversed heads-up.

    :raises PHHError: if the blinds are not where PHH puts them.
    """
    by_player = [0] * len(order)
    sb_seat, bb_seat = config.small_blind_seat, config.big_blind_seat
    if sb_seat is not None and config.small_blind > 0:
        by_player[order.index(sb_seat)] = config.small_blind
    by_player[order.index(bb_seat)] = config.big_blind
    if len(order) == 2:
        expected_bb, expected_sb = order[0], order[1]
        valid = bb_seat == expected_bb and sb_seat in (None, expected_sb)
        return by_player[::-1] if valid else _blinds_misplaced()
    if sb_seat is not None and config.small_blind > 0:
        valid = sb_seat == order[0] and bb_seat == order[1]
    else:
        valid = bb_seat in order[:2]
    return by_player if valid else _blinds_misplaced()


def _blinds_misplaced() -> list[int]:
    raise PHHError(
        "PHH cannot describe these blinds: the small blind must be the first player after "
        "the button and the big blind the next (heads-up: the button posts the small blind)"
    )


def _positional_antes(config: HandConfig, order: Sequence[int]) -> list[int]:
    if not config.ante or config.rules.ante_mode is AnteMode.NONE:
        return [0] * len(order)
    if config.rules.ante_mode is AnteMode.CLASSIC:
        return [config.ante] * len(order)
    by_player = [0] * len(order)
    by_player[order.index(config.big_blind_seat)] = config.ante
    return by_player[::-1] if len(order) == 2 else by_player


def _extension_fields(
    config: HandConfig, state: HandState, order: Sequence[int]
) -> list[tuple[str, object]]:
    rules = config.rules
    fields: list[tuple[str, object]] = [
        ("_chip_unit", rules.chip_unit),
        ("_ante_mode", rules.ante_mode.value),
        ("_button_seat", config.button),
    ]
    if config.small_blind_seat is None and config.small_blind > 0:
        fields.append(("_dead_small_blind", config.small_blind))
    if rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("_max_raises", rules.max_raises or 0))
        fields.append(("_raise_cap_mode", rules.raise_cap_mode.value))
        fields.append(("_uncapped_heads_up", rules.uncapped_heads_up))
    awards = [
        [event.pot, *(order.index(seat) + 1 for seat in event.winners)]
        for event in state.events
        if isinstance(event, PotAwarded)
    ]
    if awards:
        fields.append(("_pot_awards", awards))
    return fields


class _Transcript:
    """Writes a hand's events as PHH actions while replaying them.

    PHH (and PokerKit) keep a queue of players to act in each betting round: everyone in
    the hand with chips who has not acted since the last bet or raise. Feltboard closes a
    round as soon as nobody is left to bet against, so a big blind whose opponents all
    folded or went all-in is never asked; PHH still records that player's check. The
    queue here is only used to write those checks.

    The hole cards and the showdown depend on how the hand ends, so they are written by
    :meth:`finish` once every event is in: one replay serves the whole transcript.
    """

    def __init__(self, config: HandConfig, order: Sequence[int]) -> None:
        self.order = tuple(order)
        self.label = {seat: f"p{i}" for i, seat in enumerate(order, start=1)}
        self.lines: list[str] = []
        self.state = replay(config)
        self.showdown_written = False
        self.showdown_at: tuple[int, tuple[int, ...]] | None = None
        self.queue = self._round_queue()
        self._after_change()

    def record(self, event: HandEvent) -> None:
        """Write ``event`` (if PHH has an action for it) and what follows from it."""
        line = _action_for(event, self.state, self.label)
        bet_before = self.state.current_bet
        advance(self.state, event)
        if line is None:
            return
        self.lines.append(line)
        if isinstance(event, PlayerAction):
            self._track(event.seat, bet_before)
        else:
            self.queue = self._round_queue()
        self._after_change()

    def finish(self) -> list[str]:
        """Every action line: hole cards first, betting and board, the showdown in place."""
        final = self.state
        lines = list(self.lines)
        if self.showdown_at is not None:
            index, showdown_order = self.showdown_at
            lines[index:index] = _showdown(showdown_order, final, self.label)
        holes = [f"d dh {self.label[seat]} {_hole(final, seat)}" for seat in self.order]
        return holes + lines

    def _track(self, seat: int, bet_before: int) -> None:
        if self.state.current_bet > bet_before:
            others = self._turn_order(after=seat)[:-1]
            self.queue = [s for s in others if self._can_act(s)]
        elif seat in self.queue:
            self.queue.remove(seat)

    def _after_change(self) -> None:
        state = self.state
        if state.to_act is None and len(state.in_hand) > 1:
            for seat in self.queue:
                if self._can_act(seat):
                    self.lines.append(f"{self.label[seat]} cc")
            self.queue = []
        if not self.showdown_written and _showdown_begins(state):
            self.showdown_written = True
            self.showdown_at = (len(self.lines), state.showdown_order)

    def _can_act(self, seat: int) -> bool:
        return not self.state.is_folded(seat) and self.state.stack(seat) > 0

    def _turn_order(self, after: int) -> list[int]:
        """Every seat in turn order starting left of ``after``, ending with ``after``."""
        k = self.order.index(after)
        return list(self.order[k + 1 :] + self.order[: k + 1])

    def _round_queue(self) -> list[int]:
        """Who PHH expects to act as a round opens: players with chips who could lose
        more (someone else in the hand can still match chips they put in)."""
        state = self.state
        if state.streets_dealt == 0:
            seats = self._turn_order(after=state.config.big_blind_seat)
        else:
            seats = list(self.order)
        totals = sorted(state.stack(s) + state.bet(s) for s in state.in_hand)
        second = totals[-2] if len(totals) > 1 else 0
        queue = [
            s for s in seats if self._can_act(s) and min(state.stack(s), second - state.bet(s)) > 0
        ]
        top_bet = max(state.bet(s) for s in self.order)
        if len(queue) == 1 and state.bet(queue[0]) >= top_bet:
            return []
        return queue


def _showdown_begins(state: HandState) -> bool:
    """True once betting is over with two or more players left: PHH's showdown."""
    return state.to_act is None and len(state.in_hand) > 1 and state.betting_over


def _hole(final: HandState, seat: int) -> str:
    hole = final.hole_cards(seat)
    return "".join(map(str, hole)) if hole else _UNKNOWN * 2


def _showdown(
    showdown_order: Sequence[int], final: HandState, label: Mapping[int, str]
) -> Iterator[str]:
    """The ``sm`` actions of the players still in the hand.

    Tabled and mucked hands are written as such. In a finished hand PHH needs every other
    player to act too: their known cards are shown (they decide nothing any more) unless
    the dealer awarded pots, and unknown or awarded hands stay face down (``????``). An
    unfinished hand leaves them out.
    """
    awarded = any(isinstance(event, PotAwarded) for event in final.events)
    for seat in showdown_order:
        cards = final.shown_cards(seat) or final.hole_cards(seat)
        if final.is_mucked(seat):
            yield f"{label[seat]} sm"
        elif final.shown_cards(seat) or (final.is_complete and cards and not awarded):
            yield f"{label[seat]} sm {''.join(map(str, cards))}"
        elif final.is_complete:
            yield f"{label[seat]} sm {_UNKNOWN * 2}"


def _action_for(event: HandEvent, before: HandState, label: Mapping[int, str]) -> str | None:
    """The PHH action for one betting or board event (others are written elsewhere)."""
    if isinstance(event, Folded):
        return f"{label[event.seat]} f"
    if isinstance(event, Checked | Called):
        return f"{label[event.seat]} cc"
    if isinstance(event, BetPlaced | RaisedTo):
        return f"{label[event.seat]} cbr {event.to}"
    if isinstance(event, WentAllIn):
        to = before.bet(event.seat) + before.stack(event.seat)
        verb = "cc" if to <= before.current_bet else f"cbr {to}"
        return f"{label[event.seat]} {verb}"
    if isinstance(event, FlopDealt | TurnDealt | RiverDealt):
        street = before.streets_dealt
        cards = "".join(map(str, event.cards)) or _UNKNOWN_BOARD[street]
        return f"d db {cards}"
    return None


def _toml_value(value: object) -> str:
    """A TOML literal for the values a PHH file holds."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        # Arrays of strings, integers and booleans are written alike in JSON and TOML.
        if value and all(isinstance(item, str) for item in value) and len(value) > 4:
            return json.dumps(value, ensure_ascii=False, indent=2)
        if all(isinstance(item, bool | int | str) for item in value):
            return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    raise TypeError(f"No TOML form for {value!r}")


def phh_text_reference(history: HandHistory, info: TournamentInfo) -> str:
    config = history.config
    text = write_phh_reference(
        config, history.events, seat_count=info.seat_count(history.table, config)
    )
    started = utc_time(history.started_at)
    ids = dict(history.players)
    fields: list[tuple[str, object]] = [
        ("event", printable(info.name)),
        ("hand", history.number),
        ("level", info.level_number(history.level_index)),
        ("table", history.table),
        ("year", started.year),
        ("month", started.month),
        ("day", started.day),
        ("time", started.strftime("%H:%M:%S")),
        ("time_zone", "UTC"),
        ("_tournament_id", info.tournament_id),
        ("_hand_id", info.hand_id(history.number)),
        ("_player_ids", [ids[seat] for seat in clockwise_from(config.button, config.seat_numbers)]),
    ]
    return text + "".join(f"{name} = {_toml(name, value)}\n" for name, value in fields)


def _toml(name: str, value: object) -> str:
    """A TOML literal for an added field; ``time`` is a TOML local time, unquoted."""
    if name == "time":
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(name, item) for item in value) + "]"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def histories_reference(journal: Journal[TournamentEvent]) -> Iterator[HandHistory]:
    events = effective_events(list(_all_events(journal)))
    started: dict[int, HandStarted] = {}
    actions: dict[int, list[HandEvent]] = {}
    corrected: dict[int, tuple[HandEvent, ...]] = {}
    voided: set[int] = set()
    for event in events:
        if isinstance(event, HandStarted):
            started[event.number] = event
            actions[event.number] = []
        elif isinstance(event, HandActed):
            actions.setdefault(event.hand, []).append(event.event)
        elif isinstance(event, HandCorrected):
            corrected[event.number] = event.events
        elif isinstance(event, HandVoided):
            voided.add(event.number)
    for number in sorted(started):
        start = started[number]
        hand_events = corrected.get(number, tuple(actions.get(number, ())))
        yield HandHistory(
            number=number,
            table=start.table,
            level_index=start.level_index,
            started_at=start.at,
            players=start.players,
            config=start.config,
            events=tuple(hand_events),
            voided=number in voided,
        )


def format_hand_reference(history: HandHistory, info: TournamentInfo) -> str:
    writer = _ReferenceHandWriter(history, info)
    return "\n".join(writer.lines()) + "\n"


class _ReferenceHandWriter(_HandWriter):
    def _replay(self) -> list[str | tuple[int, tuple[Card, ...]]]:
        state = self.state
        play: list[str | tuple[int, tuple[Card, ...]]] = []
        showdown_written = False
        returned_count = 0
        for event in self.history.events:
            if isinstance(event, CardsShown):
                play.append((event.seat, event.cards or state.hole_cards(event.seat)))
            else:
                line = self._event_line(event, state)
                if line is not None:
                    play.append(line)
            advance(state, event)
            returned = state.returned
            for seat, amount in returned[returned_count:]:
                play.append(f"Uncalled bet ({amount}) returned to {self.names[seat]}")
            returned_count = len(returned)
            if not showdown_written and at_showdown(state):
                showdown_written = True
                play.append("*** SHOW DOWN ***")
        return play
