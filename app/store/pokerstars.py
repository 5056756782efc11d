"""PokerStars-style tournament hand histories: the text that poker tools import.

One hand reads like a PokerStars tournament hand::

    PokerStars Hand #482113907000042: Tournament #482113907, $20+$0 USD Hold'em No Limit -
        Level III (100/200) - 2024/05/04 20:15:00 ET
    Table '482113907 2' 9-max Seat #4 is the button
    Seat 1: Ann (10000 in chips)
    ...

Choices (PokerStars writes only what its own software knows; a live game knows less):

- **Ids.** The tournament id is a 9-digit number hashed from the file's creation time,
  which never changes (not from the path or the tournament's name, both of which may), so a
  copy of the file exports the same ids. A hand's id is ``tournament id × 1,000,000 + hand
  number``: re-importing an export never duplicates a hand, and two tournaments only share
  ids if their 9-digit hashes collide.
- **Money.** Feltboard has no currency: the buy-in is written in dollars (``$20+$0 USD``);
  chips are plain integers. Rake is always 0.
- **Stakes.** The header shows the blinds, or for fixed limit the small and big bet, as
  PokerStars does for limit games. Pot-limit and fixed-limit games say ``Pot Limit`` and
  ``Limit``. Levels are Roman numerals.
- **Time.** The hand's start (``HandStarted.at``, Unix seconds) in US Eastern time with the
  ``ET`` label PokerStars uses (a fixed UTC-5 if the system has no time-zone data).
- **Cards.** ``Dealt to`` lines are written only for hole cards entered during the hand
  (``HoleCardsDealt``); shown cards appear at showdown with PokerStars' hand description.
  A hand whose board cards were not entered cannot be written (tools need the cards):
  :func:`format_hand` raises :class:`PokerStarsError` and an export skips it.
- **Showdown.** Hands tabled before an all-in runout are written where they were shown,
  before the remaining streets, as PokerStars does; ``*** SHOW DOWN ***`` follows the last
  street. A pot the dealer awarded without cards is collected without a ``shows`` line.
- **Pots.** ``collected ... from pot`` with a single pot; otherwise ``from main pot``,
  ``from side pot`` (one side pot) or ``from side pot-1``, ``-2``... side pots paid first.
  The summary's ``Total pot`` equals the collected amounts (uncalled chips excluded).
- **Positions.** The button may be an empty seat (dead button); a dead small blind has no
  post. Forced bets are written antes first, then the blinds, with the amounts actually
  posted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from app.engine.cards import RANK_NAMES, RANK_PLURALS, Card, Category, HandValue, format_cards
from app.engine.config import HandConfig, Street
from app.engine.errors import ConfigError, FeltboardError
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
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, replay
from app.engine.results import HandResult
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure
from app.store.tournament_file import HandHistory

HAND_NUMBERS_PER_TOURNAMENT = 1_000_000
"""Hand ids are ``tournament id * HAND_NUMBERS_PER_TOURNAMENT + hand number``."""

_GAMES = {
    BettingStructure.NO_LIMIT: "Hold'em No Limit",
    BettingStructure.POT_LIMIT: "Hold'em Pot Limit",
    BettingStructure.FIXED_LIMIT: "Hold'em Limit",
}
_FOLDED_ON = {
    Street.PREFLOP: "folded before Flop",
    Street.FLOP: "folded on the Flop",
    Street.TURN: "folded on the Turn",
    Street.RIVER: "folded on the River",
}
_ROMAN = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)


def _eastern() -> tzinfo:
    """US Eastern time, or a fixed UTC-5 where the system lacks time-zone data."""
    try:
        return ZoneInfo("America/New_York")
    except ZoneInfoNotFoundError:
        return timezone(timedelta(hours=-5), "ET")


EASTERN = _eastern()


class PokerStarsError(FeltboardError):
    """A hand that cannot be written as a PokerStars hand history (the reason says why)."""


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """What every exported hand says about its tournament.

    ``seat_counts`` maps table numbers to their seat count; other tables have
    ``default_seat_count`` seats.
    """

    tournament_id: int
    name: str
    buy_in: int
    structure: BlindStructure
    seat_counts: tuple[tuple[int, int], ...] = field(default=())
    default_seat_count: int = 9

    def level_number(self, level_index: int) -> int:
        """The level a hand was played at, as a dealer numbers it (breaks not counted).

        A step beyond the current structure (edited since) counts as ``index + 1``.
        """
        try:
            return self.structure.level_number(level_index)
        except ConfigError:
            return level_index + 1

    def seat_count(self, table: int, config: HandConfig) -> int:
        """Seats at ``table``, never fewer than the highest seat or button of the hand."""
        seats = dict(self.seat_counts).get(table, self.default_seat_count)
        return max(seats, config.button, *config.seat_numbers)

    def hand_id(self, number: int) -> int:
        """The PokerStars-style id of hand ``number``: unique and stable per tournament.

        :raises PokerStarsError: for a hand number of a million or more.
        """
        if not 0 <= number < HAND_NUMBERS_PER_TOURNAMENT:
            raise PokerStarsError(f"Hand number {number} is too large for a hand id")
        return self.tournament_id * HAND_NUMBERS_PER_TOURNAMENT + number


def tournament_id(created_at: datetime) -> int:
    """A 9-digit tournament id derived from the tournament file's creation time.

    :raises ValueError: if ``created_at`` has no time zone.

    >>> tournament_id(datetime(2024, 5, 4, 18, 0, tzinfo=UTC))
    812016335
    """
    if created_at.tzinfo is None:
        raise ValueError("The creation time must carry a time zone")
    stamp = created_at.astimezone(UTC).isoformat(timespec="microseconds")
    digest = int.from_bytes(hashlib.sha256(stamp.encode()).digest()[:8], "big")
    return 100_000_000 + digest % 900_000_000


def roman(number: int) -> str:
    """A level number in Roman numerals, as PokerStars writes levels.

    >>> roman(14)
    'XIV'
    """
    parts: list[str] = []
    for value, letters in _ROMAN:
        count, number = divmod(number, value)
        parts.append(letters * count)
    return "".join(parts) or "0"


def stars_time(started_at: float) -> str:
    """A hand's start (Unix seconds) as PokerStars writes it: ``2024/05/04 20:15:00 ET``."""
    moment = datetime.fromtimestamp(started_at, UTC).astimezone(EASTERN)
    return moment.strftime("%Y/%m/%d %H:%M:%S") + " ET"


def describe(value: HandValue) -> str:
    """A made hand in PokerStars' words, e.g. ``'two pair, Aces and Kings'``.

    >>> from app.engine.cards import evaluate, parse_cards
    >>> describe(evaluate(parse_cards("As Ah Kd Kc 7s 2d 3c")))
    'two pair, Aces and Kings'
    """
    five = value.best_five
    names = [RANK_NAMES[card.rank_char] for card in five]
    plurals = [RANK_PLURALS[card.rank_char] for card in five]
    category = value.category
    if category is Category.STRAIGHT_FLUSH:
        if five[0].rank == 12:
            return "a Royal Flush"
        return f"a straight flush, {names[4]} to {names[0]}"
    if category is Category.STRAIGHT:
        return f"a straight, {names[4]} to {names[0]}"
    described = {
        Category.FOUR_OF_A_KIND: f"four of a kind, {plurals[0]}",
        Category.FULL_HOUSE: f"a full house, {plurals[0]} full of {plurals[3]}",
        Category.FLUSH: f"a flush, {names[0]} high",
        Category.THREE_OF_A_KIND: f"three of a kind, {plurals[0]}",
        Category.TWO_PAIR: f"two pair, {plurals[0]} and {plurals[2]}",
        Category.ONE_PAIR: f"a pair of {plurals[0]}",
    }
    return described.get(category, f"high card {names[0]}")


def format_hand(history: HandHistory, info: TournamentInfo) -> str:
    """One finished hand as PokerStars tournament hand-history text (ending in a newline).

    :raises PokerStarsError: if the hand is not finished, its board cards were not entered,
        or its number is too large for an id.
    :raises FeltboardError: if its events do not replay (the engine's message).
    """
    final = replay(history.config, history.events)
    if not final.is_complete:
        raise PokerStarsError(f"Hand {history.number} is not finished")
    if not final.board_known:
        raise PokerStarsError(
            f"Hand {history.number}: the board cards were not entered, and poker tools need "
            "them"
        )
    writer = _HandWriter(history, info, final)
    return "\n".join(writer.lines()) + "\n"


class _HandWriter:
    """Writes one hand while replaying its events, as PokerStars lists them."""

    def __init__(self, history: HandHistory, info: TournamentInfo, final: HandState) -> None:
        self.history = history
        self.info = info
        self.config = history.config
        self.final = final
        self.result: HandResult = final.result()
        self.names = {entry.seat: entry.player for entry in self.config.seats}
        self.folded_on: dict[int, str] = {}
        self.collected = dict.fromkeys(self.config.seat_numbers, 0)
        for pot in self.result.pots:
            for seat, share in pot.shares:
                self.collected[seat] += share

    def lines(self) -> Iterator[str]:
        """Every line of the hand, header to summary."""
        yield from self._header()
        yield from self._posts()
        yield "*** HOLE CARDS ***"
        for event in self.history.events:
            if isinstance(event, HoleCardsDealt):
                yield f"Dealt to {self.names[event.seat]} [{format_cards(event.cards)}]"
        yield from self._play()
        yield "*** SUMMARY ***"
        yield self._total_line()
        if self.final.board:
            yield f"Board [{format_cards(self.final.board)}]"
        for seat in self.config.seat_numbers:
            yield self._seat_summary(seat)

    # ----- before the cards --------------------------------------------------------------

    def _header(self) -> Iterator[str]:
        config, info, number = self.config, self.info, self.history.number
        if config.rules.structure is BettingStructure.FIXED_LIMIT:
            stakes = f"{config.bet_size(Street.PREFLOP)}/{config.bet_size(Street.RIVER)}"
        else:
            stakes = f"{config.small_blind}/{config.big_blind}"
        level = roman(info.level_number(self.history.level_index))
        yield (
            f"PokerStars Hand #{info.hand_id(number)}: Tournament #{info.tournament_id}, "
            f"${info.buy_in}+$0 USD {_GAMES[config.rules.structure]} - Level {level} "
            f"({stakes}) - {stars_time(self.history.started_at)}"
        )
        seat_count = info.seat_count(self.history.table, config)
        yield (
            f"Table '{info.tournament_id} {self.history.table}' {seat_count}-max "
            f"Seat #{config.button} is the button"
        )
        for entry in config.seats:
            yield f"Seat {entry.seat}: {entry.player} ({entry.stack} in chips)"

    def _posts(self) -> Iterator[str]:
        posts = sorted(self.final.forced_bets, key=lambda post: post.kind != "ante")
        for post in posts:
            verb = "posts the ante" if post.kind == "ante" else f"posts {post.kind}"
            all_in = " and is all-in" if post.all_in else ""
            yield f"{self.names[post.seat]}: {verb} {post.amount}{all_in}"

    # ----- the play ----------------------------------------------------------------------

    def _play(self) -> Iterator[str]:
        state = replay(self.config)
        showdown_written = False
        for event in self.history.events:
            line = self._event_line(event, state)
            returned = len(state.returned)
            advance(state, event)
            if line is not None:
                yield line
            for seat, amount in state.returned[returned:]:
                yield f"Uncalled bet ({amount}) returned to {self.names[seat]}"
            if not showdown_written and _at_showdown(state):
                showdown_written = True
                yield "*** SHOW DOWN ***"
        yield from self._collections()
        if len(self.final.in_hand) == 1:
            yield f"{self.names[self.final.in_hand[0]]}: doesn't show hand"

    def _event_line(self, event: HandEvent, state: HandState) -> str | None:
        """The line for ``event`` given the state before it (``None`` if it has none)."""
        if isinstance(event, Folded):
            self.folded_on[event.seat] = _FOLDED_ON[state.street]
            if state.street is Street.PREFLOP and state.bet(event.seat) == 0:
                self.folded_on[event.seat] += " (didn't bet)"
            return f"{self.names[event.seat]}: folds"
        if isinstance(event, Checked):
            return f"{self.names[event.seat]}: checks"
        if isinstance(event, Called | BetPlaced | RaisedTo | WentAllIn):
            return self._wager_line(event, state)
        if isinstance(event, FlopDealt | TurnDealt | RiverDealt):
            return _street_line(event, state)
        if isinstance(event, CardsShown):
            return self._show_line(event.seat, event.cards or state.hole_cards(event.seat))
        if isinstance(event, CardsMucked):
            return f"{self.names[event.seat]}: mucks hand"
        return None

    def _wager_line(
        self, event: Called | BetPlaced | RaisedTo | WentAllIn, state: HandState
    ) -> str:
        seat = event.seat
        bet, stack, facing = state.bet(seat), state.stack(seat), state.current_bet
        if isinstance(event, Called):
            to = min(facing, bet + stack)
        elif isinstance(event, WentAllIn):
            to = bet + stack
        else:
            to = event.to
        all_in = " and is all-in" if to == bet + stack else ""
        name = self.names[seat]
        if to <= facing:
            return f"{name}: calls {to - bet}{all_in}"
        if facing == 0:
            return f"{name}: bets {to - bet}{all_in}"
        return f"{name}: raises {to - facing} to {to}{all_in}"

    def _show_line(self, seat: int, cards: tuple[Card, ...]) -> str:
        value = self.final.hand_value(seat)
        described = f" ({describe(value)})" if value is not None else ""
        return f"{self.names[seat]}: shows [{format_cards(cards)}]{described}"

    def _collections(self) -> Iterator[str]:
        """``collected`` lines, side pots first."""
        pots = sorted(self.result.pots, key=lambda result: result.pot.index, reverse=True)
        for pot in pots:
            label = _pot_label(pot.pot.index, len(self.result.pots))
            for seat, share in pot.shares:
                if share > 0:
                    yield f"{self.names[seat]} collected {share} from {label}"

    # ----- summary -----------------------------------------------------------------------

    def _total_line(self) -> str:
        pots = self.result.pots
        total = sum(pot.pot.amount for pot in pots)
        if len(pots) == 1:
            return f"Total pot {total} | Rake 0"
        parts = [f"Main pot {pots[0].pot.amount}."]
        for pot in pots[1:]:
            parts.append(f"{_pot_label(pot.pot.index, len(pots)).capitalize()} {pot.pot.amount}.")
        return f"Total pot {total} {' '.join(parts)} | Rake 0"

    def _seat_summary(self, seat: int) -> str:
        config = self.config
        tags = "".join(
            f" ({label})"
            for label, where in (
                ("button", config.button),
                ("small blind", config.small_blind_seat),
                ("big blind", config.big_blind_seat),
            )
            if seat == where
        )
        return f"Seat {seat}: {self.names[seat]}{tags} {self._outcome(seat)}"

    def _outcome(self, seat: int) -> str:
        final, won = self.final, self.collected[seat]
        if seat in self.folded_on:
            return self.folded_on[seat]
        if len(final.in_hand) == 1:
            return f"collected ({won})"
        shown = final.shown_cards(seat)
        value = final.hand_value(seat)
        if shown and value is not None:
            cards = format_cards(shown)
            if won:
                return f"showed [{cards}] and won ({won}) with {describe(value)}"
            return f"showed [{cards}] and lost with {describe(value)}"
        if won:
            return f"collected ({won})"
        hole = final.hole_cards(seat)
        return f"mucked [{format_cards(hole)}]" if hole else "mucked"


def _at_showdown(state: HandState) -> bool:
    """True once betting and dealing are over with two or more players left."""
    return state.street >= Street.SHOWDOWN and len(state.in_hand) > 1


def _street_line(event: FlopDealt | TurnDealt | RiverDealt, before: HandState) -> str:
    board = format_cards(before.board)
    cards = format_cards(event.cards)
    if isinstance(event, FlopDealt):
        return f"*** FLOP *** [{cards}]"
    street = "TURN" if isinstance(event, TurnDealt) else "RIVER"
    return f"*** {street} *** [{board}] [{cards}]"


def _pot_label(index: int, count: int) -> str:
    """``'pot'`` alone, else ``'main pot'``, ``'side pot'`` or ``'side pot-N'``."""
    if count == 1:
        return "pot"
    if index == 0:
        return "main pot"
    return "side pot" if count == 2 else f"side pot-{index}"


__all__ = [
    "EASTERN",
    "HAND_NUMBERS_PER_TOURNAMENT",
    "PokerStarsError",
    "TournamentInfo",
    "describe",
    "format_hand",
    "roman",
    "stars_time",
    "tournament_id",
]
