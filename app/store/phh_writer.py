"""PHH output: a hand written as PHH text (:func:`write_phh`) that PokerKit and
:func:`app.store.phh.read_phh` replay.

:class:`ExpectedActors`, the queue of players PHH expects to act in a betting round, is
shared with the reader, which accepts the checks the writer writes from it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping, Sequence
from json.encoder import encode_basestring
from types import MappingProxyType
from typing import Any, cast

from app.engine.cards import Card
from app.engine.config import HandConfig, Street
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import HandState, StudHandState, advance, advance_recorded, replay
from app.engine.names import printable
from app.engine.pots import clockwise_from
from app.engine.rules import AnteMode, BettingStructure
from app.engine.wording import in_english, translate
from app.store.phh_input import PHHError
from app.store.phh_stud import shown_cards, street_lines

VARIANTS: Mapping[str, tuple[Game, BettingStructure]] = MappingProxyType(
    {
        "NT": (Game.HOLDEM, BettingStructure.NO_LIMIT),
        "PT": (Game.HOLDEM, BettingStructure.POT_LIMIT),
        "FT": (Game.HOLDEM, BettingStructure.FIXED_LIMIT),
        "PO": (Game.OMAHA, BettingStructure.POT_LIMIT),
        "FO/8": (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
        "NS": (Game.SHORT_DECK, BettingStructure.NO_LIMIT),
        "F7S": (Game.STUD, BettingStructure.FIXED_LIMIT),
        "F7S/8": (Game.STUD_HI_LO, BettingStructure.FIXED_LIMIT),
        "FR": (Game.RAZZ, BettingStructure.FIXED_LIMIT),
        "F2L3D": (Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT),
        "N2L1D": (Game.SINGLE_DRAW, BettingStructure.NO_LIMIT),
        "FB": (Game.BADUGI, BettingStructure.FIXED_LIMIT),
    }
)
"""The PHH specification's variant codes Feltboard plays: the game and its betting."""
VARIANT_CODES: Mapping[tuple[Game, BettingStructure], str] = MappingProxyType(
    {game: code for code, game in VARIANTS.items()}
)
"""The code of each game and betting PHH names (the reverse of :data:`VARIANTS`)."""
HI_LO_FIELD = "_hi_lo"
"""Pot-limit Omaha hi-lo has no PHH code: ``variant = "PO"`` with ``_hi_lo = true``."""
LOW_AWARDS_FIELD = "_pot_low_awards"
"""A hi-lo pot's low half awarded by hand: ``[[pot, player, ...], ...]`` beside the high
half's ``_pot_awards``."""
_HI_LO_OF = MappingProxyType({(Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT): "PO"})
UNKNOWN = "??"
"""PHH's spelling of a card nobody saw."""
_UNKNOWN_BOARD = ("??????", "??", "??")


def write_phh(
    config: HandConfig,
    events: Sequence[HandEvent] = (),
    *,
    seat_count: int | None = None,
    recorded: bool = False,
) -> str:
    """The hand as PHH text that PokerKit 0.7.7 and :func:`~app.store.phh.read_phh` replay.

    The text is English whatever language the screens speak (other programs read it);
    a refusal is worded in the host's language: it is checked before the text is written.

    Hole cards not entered are written ``????``; a hand that reaches showdown has one
    ``sm`` action per player still in the hand, placed where PHH expects it (right after
    the last betting round, before an all-in runout). ``finishing_stacks`` and
    ``winnings`` (pots collected) are written once the hand is complete.

    :raises PHHError: if the hand cannot be expressed in PHH (blinds not in the first two
        positions after the button, a seat count below a seat number).
    :raises FeltboardError: if an event is illegal (the engine's message); with
        ``recorded`` (events read back from a journal, each verified when committed) the
        events are not checked again.
    """
    order = clockwise_from(config.button, config.seat_numbers)
    variant_code(config)  # refused before any work when PHH has no code for the game
    transcript = _Transcript(config, order, recorded=recorded)
    for event in events:
        transcript.record(event)
    actions = transcript.finish()
    positional_blinds = [] if config.game.is_stud else _positional_blinds(config, order)
    table_size = seat_count if seat_count is not None else max(*order, config.button)
    if table_size < max(*order, config.button):
        raise PHHError(
            translate(
                "Export", "The seat count {count} is below a seat number of the hand"
            ).format(count=table_size)
        )
    with in_english():
        return _text(config, order, transcript, actions, positional_blinds, table_size)


def _text(
    config: HandConfig,
    order: Sequence[int],
    transcript: _Transcript,
    actions: Sequence[str],
    positional_blinds: Sequence[int],
    table_size: int,
) -> str:
    """The PHH text of a hand already replayed and checked by :func:`write_phh`."""
    state = transcript.state
    starts = {entry.seat: entry.stack for entry in config.seats}
    names = {entry.seat: entry.player for entry in config.seats}
    rules = config.rules
    # Values are written as TOML text straight away (see _toml_value for the forms).
    fields: list[tuple[str, str]] = [("variant", f'"{variant_code(config)}"')]
    if config.ante and rules.ante_mode is AnteMode.CLASSIC:
        fields.append(("ante_trimming_status", "true"))
    fields.append(("antes", _toml_ints(_positional_antes(config, order))))
    if config.game.is_stud:
        fields.append(("bring_in", str(config.bring_in)))
    else:
        fields.append(("blinds_or_straddles", _toml_ints(positional_blinds)))
    if rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("small_bet", str(config.bet_size(Street.PREFLOP))))
        fields.append(("big_bet", str(config.bet_size(Street.RIVER))))
    else:
        fields.append(("min_bet", str(config.big_blind)))
    fields.append(("starting_stacks", _toml_ints([starts[seat] for seat in order])))
    fields.append(("actions", _toml_strings(actions)))
    fields.append(("seats", _toml_ints(order)))
    fields.append(("seat_count", str(table_size)))
    # A name recorded before names were checked may hold control characters: never
    # written (TOML refuses DEL, and no PHH reader should meet ESC or a bidi override).
    fields.append(("players", _toml_strings([printable(names[seat]) for seat in order])))
    if state.is_complete:
        result = state.result()
        final = result.final_stacks()
        collected = dict.fromkeys(order, 0)
        for pot in result.pots:
            for seat, share in pot.shares:
                collected[seat] += share
        fields.append(("finishing_stacks", _toml_ints([final[seat] for seat in order])))
        fields.append(("winnings", _toml_ints([collected[seat] for seat in order])))
    fields.extend(_extension_fields(config, transcript.awards, order))
    return "".join([f"{name} = {value}\n" for name, value in fields])


def variant_code(config: HandConfig) -> str:
    """The PHH variant of the hand's game and betting, e.g. ``'FO/8'``.

    :raises PHHError: for a game PHH has no code for (no-limit Omaha, say).
    """
    key = (config.game, config.rules.structure)
    code = VARIANT_CODES.get(key) or _HI_LO_OF.get(key)
    if code is None:
        raise PHHError(
            translate(
                "Export", "PHH has no variant for {game} with {betting} betting"
            ).format(game=config.game.label, betting=_BETTING_WORDS[config.rules.structure])
        )
    return code


_BETTING_WORDS = {
    BettingStructure.NO_LIMIT: "no-limit",
    BettingStructure.POT_LIMIT: "pot-limit",
    BettingStructure.FIXED_LIMIT: "fixed-limit",
}


def _positional_blinds(config: HandConfig, order: Sequence[int]) -> list[int]:
    """``blinds_or_straddles`` for ``order`` (p1 first), reversed heads-up.

    :raises PHHError: if the blinds are not where PHH puts them.
    """
    by_player = [0] * len(order)
    sb_seat, bb_seat = config.small_blind_seat, config.big_blind_seat
    if sb_seat is not None and config.small_blind > 0:
        by_player[order.index(sb_seat)] = config.small_blind
    by_player[order.index(bb_seat)] = config.big_blind
    if _is_button_blind(config, order):
        # Short deck's button blind: the last player, the button, posts it; heads-up the
        # array is reversed by rule like every forced bet (p2's blind is entry 0).
        return by_player[::-1] if len(order) == 2 else by_player
    if len(order) == 2:
        expected_bb, expected_sb = order[0], order[1]
        valid = bb_seat == expected_bb and sb_seat in (None, expected_sb)
        # Or the layout PokerKit also plays: p1 the small blind, p2 (the button) the big.
        reversed_layout = bb_seat == order[1] and sb_seat == order[0]
        valid = valid or (reversed_layout and 0 < config.small_blind < config.big_blind)
        return by_player[::-1] if valid else _blinds_misplaced()
    if sb_seat is not None and config.small_blind > 0:
        valid = sb_seat == order[0] and bb_seat == order[1]
    else:
        valid = bb_seat in order[:2]
    return by_player if valid else _blinds_misplaced()


def _is_button_blind(config: HandConfig, order: Sequence[int]) -> bool:
    """Short deck's forced bet on the button alone (with antes), no small blind; heads-up
    too, where the button is the last of the two players."""
    return (
        config.game is Game.SHORT_DECK
        and config.small_blind_seat is None
        and config.big_blind_seat == config.button == order[-1]
    )


def _blinds_misplaced() -> list[int]:
    raise PHHError(
        translate(
            "Export",
            "PHH cannot describe these blinds: the small blind must be the first player after "
            "the button and the big blind the next (heads-up: the button posts the small blind)",
        )
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
    config: HandConfig, awarded: Sequence[PotAwarded], order: Sequence[int]
) -> list[tuple[str, str]]:
    """The ``_`` fields, each with its value as TOML text."""
    rules = config.rules
    fields: list[tuple[str, str]] = [
        ("_chip_unit", str(rules.chip_unit)),
        ("_ante_mode", f'"{rules.ante_mode.value}"'),
        ("_button_seat", str(config.button)),
    ]
    if config.game.hi_lo and rules.structure is not BettingStructure.FIXED_LIMIT:
        fields.append((HI_LO_FIELD, "true"))
    if config.small_blind_seat is None and config.small_blind > 0:
        # ``blinds_or_straddles`` lists posted blinds only; pot limit still counts it.
        fields.append(("_dead_small_blind", str(config.small_blind)))
    if rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("_max_raises", str(rules.max_raises or 0)))
        fields.append(("_raise_cap_mode", f'"{rules.raise_cap_mode.value}"'))
        fields.append(("_uncapped_heads_up", "true" if rules.uncapped_heads_up else "false"))
    awards = [
        _toml_ints([event.pot, *(order.index(seat) + 1 for seat in event.winners)])
        for event in awarded
    ]
    if awards:
        fields.append(("_pot_awards", "[" + ", ".join(awards) + "]"))
    lows = [
        _toml_ints([event.pot, *(order.index(seat) + 1 for seat in event.low_winners)])
        for event in awarded
        if event.low_winners
    ]
    if lows:  # a hi-lo pot's low half awarded by hand (the high half is in _pot_awards)
        fields.append((LOW_AWARDS_FIELD, "[" + ", ".join(lows) + "]"))
    return fields


class ExpectedActors:
    """Who PHH expects to act in the current betting round, in turn order.

    PHH (and PokerKit) keep a queue of players to act in each betting round: everyone in
    the hand with chips who has not acted since the last bet or raise. Feltboard closes a
    round as soon as nobody is left to bet against, so a big blind whose opponents all
    folded or went all-in is never asked; PHH still records that player's check. The
    writer writes those checks from this queue and the reader accepts them, and only
    them, once Feltboard's round is over.
    """

    def __init__(self, order: tuple[int, ...], state: HandState) -> None:
        self.order = order
        self.answering = _positions(order)[1]
        self.seats = self.round_queue(state)

    def answered(self, seat: int) -> None:
        """``seat`` folded, checked or called: it raised nothing."""
        if seat in self.seats:
            self.seats.remove(seat)

    def wagered(self, seat: int, bet_before: int, state: HandState) -> None:
        """``seat`` bet, raised or went all-in: a higher bet asks everyone else again."""
        if state.current_bet > bet_before:
            active = state.active_seats
            self.seats = [s for s in self.answering[seat] if s in active]
        else:
            self.answered(seat)

    def pending(self, state: HandState) -> list[int]:
        """The players still expected once Feltboard's round is over; clears the queue."""
        if not self.seats:
            return []
        active = state.active_seats
        pending = [seat for seat in self.seats if seat in active]
        self.seats = []
        return pending

    def round_queue(self, state: HandState) -> list[int]:
        """Who PHH expects to act as a round opens: players with chips who could lose
        more (someone else in the hand can still match chips they put in)."""
        if isinstance(state, StudHandState) and not state.stud_streets_dealt:
            return []  # nobody acts before third street is dealt
        if state.streets_dealt or state.game.is_stud:
            # A street starts with no bets, so the rule below comes down to everyone in the
            # hand with chips, if at least two have chips (one alone could not be called).
            active = state.active_seats
            queue = [s for s in self.order if s in active] if len(active) > 1 else []
            if state.game.is_stud and state.to_act in queue:
                # Stud's round opens with the cards' seat, not the button's left.
                k = queue.index(state.to_act)
                queue = queue[k:] + queue[:k]
            return queue
        big_blind = state.config.big_blind_seat
        seats = (*self.answering[big_blind], big_blind)
        chips = {s: (state.stack(s), state.bet(s)) for s in state.in_hand}
        totals = sorted([stack + bet for stack, bet in chips.values()])
        second = totals[-2] if len(totals) > 1 else 0
        # In the hand with chips and someone can match more of them.
        queue = [s for s in seats if s in chips and chips[s][0] > 0 and second > chips[s][1]]
        if len(queue) == 1 and chips[queue[0]][1] >= max(map(state.bet, self.order)):
            return []
        return queue


class _Transcript:
    """Writes a hand's events as PHH actions while replaying them.

    The checks PHH expects after Feltboard closed a round (:class:`ExpectedActors`) are
    written when the replay's own turn order says the round is over (nobody is to act).

    The hole cards and the showdown depend on how the hand ends, so they are written by
    :meth:`finish` once every event is in: one replay serves the whole transcript.
    """

    def __init__(
        self, config: HandConfig, order: Sequence[int], *, recorded: bool = False
    ) -> None:
        self._advance = advance_recorded if recorded else advance
        self.order = tuple(order)
        self.label = _positions(self.order)[0]
        # ``None`` marks a stud street's deal; a draw is written by :meth:`finish`:
        # ``("sd", draw)`` and ``("dh", draw)``.
        self.lines: list[str | tuple[str, Drew] | None] = []
        self.awards: list[PotAwarded] = []
        # Draw games: each seat's first hand when typed before its first draw, the seats
        # whose every draw was typed card by card, and the draw under way (its ``d dh``
        # lines follow the last player's ``sd``).
        self.first_hands: dict[int, tuple[Card, ...]] = {}
        self.drawn: set[int] = set()
        self.untyped: set[int] = set()
        self.drawing: list[Drew] = []
        self.state = replay(config)
        self.showdown_at: tuple[int, tuple[int, ...]] | None = None
        # Stud: each street's deal (street, seats dealt), written by ``finish`` at its
        # place (a ``None`` line) once the down cards shown at the end are known.
        self.stud_deals: list[tuple[int, tuple[int, ...]]] = []
        self.stud_streets_at_showdown = 0
        self.queue = ExpectedActors(self.order, self.state)
        if self.state.to_act is None:
            self._round_over()

    def record(self, event: HandEvent) -> None:
        """Write ``event`` (if PHH has an action for it) and what follows from it."""
        # One lookup by type picks what to do (exports record every event of every hand).
        _RECORDERS.get(type(event), _Transcript._record_silently)(self, event)

    def _record_silently(self, event: HandEvent) -> None:
        """Hole cards, shows and mucks: written by :meth:`finish`."""
        self._advance(self.state, event)

    def _record_hole(self, event: HoleCardsDealt) -> None:
        """Hole cards: written by :meth:`finish`; in a draw game, the first hand is the
        one typed before the seat's first draw."""
        self._advance(self.state, event)
        if event.seat not in self.drawn:
            self.first_hands[event.seat] = tuple(event.cards)

    def _record_draw(self, event: Drew) -> None:
        """A draw: its ``sd`` now (its cards written by :meth:`finish`, which knows
        whether the seat's hand stayed known); the ``d dh`` lines once all have drawn."""
        draws_done = self.state.draws_done
        self._advance(self.state, event)
        self.drawn.add(event.seat)
        if event.count and not event.new:
            self.untyped.add(event.seat)
        self.lines.append(("sd", event))
        self.drawing.append(event)
        if self.state.draws_done > draws_done:  # everyone has drawn
            self.lines.extend(("dh", draw) for draw in self.drawing)
            self.drawing = []
            self.queue.seats = self.queue.round_queue(self.state)
            if self.state.to_act is None:
                self._round_over()

    def _record_award(self, event: PotAwarded) -> None:
        """A dealer's award: kept for ``_pot_awards`` and for the showdown lines."""
        self._advance(self.state, event)
        self.awards.append(event)

    def _record_answer(self, event: Folded | Checked | Called) -> None:
        """A fold, check or call: the player has answered and raises nothing."""
        line = _ACTION_LINES[type(event)](event, self.state, self.label)
        self._advance(self.state, event)
        self.queue.answered(event.seat)
        self._write(line)

    def _record_wager(self, event: BetPlaced | RaisedTo | WentAllIn) -> None:
        """A bet, raise or all-in: when it raises the bet, everyone who can act answers."""
        state = self.state
        line = _ACTION_LINES[type(event)](event, state, self.label)
        bet_before = state.current_bet
        self._advance(state, event)
        self.queue.wagered(event.seat, bet_before, state)
        self._write(line)

    def _record_street(self, event: FlopDealt | TurnDealt | RiverDealt) -> None:
        """A street was dealt: a new betting round."""
        line = _board_line(event, self.state, self.label)
        self._advance(self.state, event)
        self.queue.seats = self.queue.round_queue(self.state)
        self._write(line)

    def _record_stud_street(self, event: StudStreetDealt) -> None:
        """A stud street was dealt: a new betting round, its cards written at the end."""
        state = self.state
        assert isinstance(state, StudHandState)
        street = state.stud_streets_dealt
        seats = state.order if street == 0 else state.in_hand
        self._advance(state, event)
        self.stud_deals.append((street, tuple(seat for seat in self.order if seat in seats)))
        self.queue.seats = self.queue.round_queue(state)
        self._write(None)

    def _record_bring_in(self, event: BroughtIn) -> None:
        state = self.state
        bet_before = state.current_bet
        self._advance(state, event)
        self.queue.wagered(event.seat, bet_before, state)
        self._write(f"{self.label[event.seat]} pb")

    def _write(self, line: str | None) -> None:
        """Write an action's line, then the checks PHH expects if the round is over."""
        self.lines.append(line)
        if self.state.to_act is None:
            self._round_over()

    def finish(self) -> list[str]:
        """Every action line: hole cards first, betting and board, the showdown in place."""
        final = self.state
        if final.game.is_draw:
            return self._draw_transcript()
        # Only a draw game's transcript holds draws: the others are lines already.
        lines = cast(list[str | None], list(self.lines))
        if self.showdown_at is not None:
            index, showdown_order = self.showdown_at
            awarded = bool(self.awards)
            if isinstance(final, StudHandState):
                streets = self.stud_streets_at_showdown
                shows = _stud_showdown(showdown_order, final, self.label, streets, awarded)
            else:
                shows = _showdown(showdown_order, final, self.label, awarded)
            lines[index:index] = shows
        if isinstance(final, StudHandState):
            return list(self._stud_lines(final, lines))
        holes = [f"d dh {self.label[seat]} {_hole(final, seat)}" for seat in self.order]
        return holes + [line for line in lines if line is not None]

    def _stud_lines(self, final: StudHandState, lines: list[str | None]) -> Iterator[str]:
        """The actions with each stud street's deal in its place."""
        deals = iter(self.stud_deals)
        for line in lines:
            if line is not None:
                yield line
                continue
            street, seats = next(deals)
            yield from street_lines(final, street, seats, self.label)
            if street == 4 and self.showdown_at and self.stud_streets_at_showdown < 5:
                # Shown before seventh street (all-in): PokerKit asks again for the cards
                # once the last down card is dealt.
                order = self.showdown_at[1]
                yield from _stud_showdown(order, final, self.label, 5, bool(self.awards))

    def _draw_transcript(self) -> list[str]:
        """:meth:`finish` for a draw game: its draws written where they were made."""
        final = self.state
        cut = len(self.lines) if self.showdown_at is None else self.showdown_at[0]
        lines = self._draw_lines(self.lines[:cut])
        if self.showdown_at is not None:
            lines.extend(
                _showdown(self.showdown_at[1], final, self.label, bool(self.awards))
            )
        lines.extend(self._draw_lines(self.lines[cut:]))
        holes = [f"d dh {self.label[seat]} {self._first_hand(seat)}" for seat in self.order]
        return holes + lines


    def _first_hand(self, seat: int) -> str:
        """The seat's first hand in a draw game: its cards if every draw was typed."""
        cards = self.first_hands.get(seat)
        if cards is None and seat not in self.drawn:
            cards = self.state.hole_cards(seat) or None  # it never drew
        if cards is None or seat in self.untyped:
            return UNKNOWN * self.state.game.hole_count
        return "".join(map(str, cards))

    def _draw_lines(self, transcript: Sequence[str | tuple[str, Drew] | None]) -> list[str]:
        """The lines with each draw written: a draw's first mention is its ``sd`` (the
        discards, ``??`` where the hand is not known), its second the ``d dh``."""
        lines: list[str] = []
        for line in transcript:
            if isinstance(line, str):
                lines.append(line)
                continue
            if line is None:  # a stud street: never in a draw game
                continue
            part, draw = line
            label = self.label[draw.seat]
            if part == "sd":
                known = self._first_hand(draw.seat)[0] != "?"
                cards = "".join(map(str, draw.discarded)) if known else UNKNOWN * draw.count
                lines.append(f"{label} sd {cards}".rstrip())
            elif draw.count:
                new = "".join(map(str, draw.new)) or UNKNOWN * draw.count
                lines.append(f"d dh {label} {new}")
        return lines

    def _round_over(self) -> None:
        """Nobody is to act: write the checks PHH still expects, and mark the showdown
        (betting over with two or more players left) the first time it begins."""
        state = self.state
        if len(state.in_hand) <= 1:
            return
        self.lines.extend(f"{self.label[seat]} cc" for seat in self.queue.pending(state))
        # In a draw game the hands are shown after the last draw, betting or not.
        ready = state.street >= Street.SHOWDOWN if state.game.is_draw else state.betting_over
        if self.showdown_at is None and ready:
            self.showdown_at = (len(self.lines), state.showdown_order)
            if isinstance(state, StudHandState):
                self.stud_streets_at_showdown = state.stud_streets_dealt


@functools.lru_cache(maxsize=256)
def _positions(
    order: tuple[int, ...],
) -> tuple[Mapping[int, str], Mapping[int, tuple[int, ...]]]:
    """Each seat's PHH label (``p1``...) and who must answer its raise, in turn order
    (everyone else, from its left).

    Cached, as a table plays many hands with the same seats: the mappings are shared, so
    they are typed read-only (plain dictionaries, as a label is read for every action).
    """
    label = {seat: f"p{i}" for i, seat in enumerate(order, start=1)}
    answering = {seat: order[k + 1 :] + order[:k] for k, seat in enumerate(order)}
    return label, answering


def _hole(final: HandState, seat: int) -> str:
    hole = final.hole_cards(seat)
    return "".join(map(str, hole)) if hole else UNKNOWN * final.game.hole_count


def _showdown(
    showdown_order: Sequence[int], final: HandState, label: Mapping[int, str], awarded: bool
) -> Iterator[str]:
    """The ``sm`` actions of the players still in the hand.

    Tabled and mucked hands are written as such. In a finished hand PHH needs every other
    player to act too: their known cards are shown (they decide nothing any more) unless
    the dealer awarded pots, and unknown or awarded hands stay face down (``????``). An
    unfinished hand leaves them out. ``awarded``: the dealer awarded a pot.
    """
    for seat in showdown_order:
        cards = final.shown_cards(seat) or final.hole_cards(seat)
        if final.is_mucked(seat):
            yield f"{label[seat]} sm"
        elif final.shown_cards(seat) or (final.is_complete and cards and not awarded):
            yield f"{label[seat]} sm {''.join(map(str, cards))}"
        elif final.is_complete:
            yield f"{label[seat]} sm {UNKNOWN * final.game.hole_count}"


def _stud_showdown(
    showdown_order: Sequence[int],
    final: StudHandState,
    label: Mapping[int, str],
    streets: int,
    awarded: bool,
) -> Iterator[str]:
    """Stud's ``sm`` actions, as :func:`_showdown` decides them, with the cards dealt
    when the showdown began (PokerKit shows before an all-in runout deals the rest), in
    the order dealt."""
    for seat in showdown_order:
        known = bool(final.shown_cards(seat) or final.hole_cards(seat))
        if final.is_mucked(seat):
            yield f"{label[seat]} sm"
        elif final.shown_cards(seat) or (final.is_complete and known and not awarded):
            yield f"{label[seat]} sm {shown_cards(final, seat, streets)}"
        elif final.is_complete:
            yield f"{label[seat]} sm {UNKNOWN * (2 + streets)}"


# The PHH action of each betting or board event, given the state before it (other events
# are written by _Transcript.finish).


def _fold_line(event: Folded, before: HandState, label: Mapping[int, str]) -> str:
    return f"{label[event.seat]} f"


def _check_or_call_line(
    event: Checked | Called, before: HandState, label: Mapping[int, str]
) -> str:
    return f"{label[event.seat]} cc"


def _bet_or_raise_line(
    event: BetPlaced | RaisedTo, before: HandState, label: Mapping[int, str]
) -> str:
    return f"{label[event.seat]} cbr {event.to}"


def _all_in_line(event: WentAllIn, before: HandState, label: Mapping[int, str]) -> str:
    to = before.bet(event.seat) + before.stack(event.seat)
    verb = "cc" if to <= before.current_bet else f"cbr {to}"
    return f"{label[event.seat]} {verb}"


def _board_line(
    event: FlopDealt | TurnDealt | RiverDealt, before: HandState, label: Mapping[int, str]
) -> str:
    cards = "".join(map(str, event.cards)) or _UNKNOWN_BOARD[before.streets_dealt]
    return f"d db {cards}"


_ActionLine = Callable[[Any, HandState, Mapping[int, str]], str]
_ACTION_LINES: Mapping[type, _ActionLine] = {
    Folded: _fold_line,
    Checked: _check_or_call_line,
    Called: _check_or_call_line,
    BetPlaced: _bet_or_raise_line,
    RaisedTo: _bet_or_raise_line,
    WentAllIn: _all_in_line,
    FlopDealt: _board_line,
    TurnDealt: _board_line,
    RiverDealt: _board_line,
}


# What :meth:`_Transcript.record` does with each event type; any other is only replayed.
_RECORDERS: Mapping[type, Callable[[_Transcript, Any], None]] = {
    Folded: _Transcript._record_answer,
    Checked: _Transcript._record_answer,
    Called: _Transcript._record_answer,
    BetPlaced: _Transcript._record_wager,
    RaisedTo: _Transcript._record_wager,
    WentAllIn: _Transcript._record_wager,
    FlopDealt: _Transcript._record_street,
    TurnDealt: _Transcript._record_street,
    RiverDealt: _Transcript._record_street,
    PotAwarded: _Transcript._record_award,
    StudStreetDealt: _Transcript._record_stud_street,
    BroughtIn: _Transcript._record_bring_in,
    HoleCardsDealt: _Transcript._record_hole,
    Drew: _Transcript._record_draw,
}


def _toml_ints(values: Sequence[int]) -> str:
    """A TOML array of integers, ``[1, 2, 3]``."""
    return "[" + ", ".join(map(str, values)) + "]"


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string, its control characters replaced (see
    :func:`~app.engine.names.printable`): always valid TOML, even for a lone surrogate.

    >>> toml_string('Fri "deep"\x7f')
    '"Fri \\\\"deep\\\\"\ufffd"'
    """
    return encode_basestring(printable(text))


def _toml_strings(values: Sequence[str]) -> str:
    """A TOML array of strings: one item a line when there are more than four.

    Written as JSON writes it (``json.dumps`` with ``indent=2`` or ``", "``), which TOML
    reads alike, without the cost of building a JSON encoder for every array.
    """
    items = map(encode_basestring, values)
    if len(values) > 4:
        return "[\n  " + ",\n  ".join(items) + "\n]"
    return "[" + ", ".join(items) + "]"
