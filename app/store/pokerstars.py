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
- **Games.** The header names the game as PokerStars does: ``Hold'em No Limit``,
  ``Omaha Pot Limit``, ``Omaha Hi/Lo Limit``, ``Omaha Hi/Lo Pot Limit`` (and the other
  bettings of the same games), ``7 Card Stud Limit``, ``7 Card Stud Hi/Lo Limit``,
  ``Razz Limit``, ``Triple Draw 2-7 Lowball Limit``, ``Single Draw 2-7 Lowball No
  Limit`` and ``Badugi Limit``. PokerStars writes short-deck hold'em (``6+ Hold'em``) only
  for its own cash tables, with a button blind in the header; no tournament form of it
  was found, so a short-deck hand is not written: :func:`format_hand` raises
  :class:`PokerStarsError` and the export names the hand (PHH and JSON carry it).
- **Stakes.** The header shows the blinds, or for fixed limit the small and big bet, as
  PokerStars does for limit games. Levels are Roman numerals.
- **Time.** The hand's start (``HandStarted.at``, Unix seconds) in US Eastern time with the
  ``ET`` label PokerStars uses (a fixed UTC-5 if the system has no time-zone data).
- **Cards.** ``Dealt to`` lines are written only for hole cards entered during the hand
  (``HoleCardsDealt``: two, or four in Omaha); shown cards appear at showdown with
  PokerStars' hand description.
- **Hi-lo.** As PokerStars writes Omaha Hi/Lo: a shown hand is described ``(HI: a flush,
  Ace high; LO: 7,5,3,2,A)`` (``HI:`` alone without a qualifying low); a split pot is
  collected in one line per winner and half, the high half's first (a scoop is two
  lines); ``No low hand qualified`` follows the collections when a showdown had no low;
  the summary says ``won (total of both halves) with HI: ...; LO: ...``.
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
- **Stud.** No button at the table; the antes, then ``*** 3rd STREET ***`` to ``*** 6th
  STREET ***`` and ``*** RIVER ***``, each with a ``Dealt to`` line per player still in:
  ``[up]`` on third street (``[down down up]`` where the down cards were entered), then
  the cards shown so far and the new one, ``[Kd 9h] [2c]``; seventh street's line only
  where its down card was entered. ``brings in for 10``; completing over the bring-in
  is ``raises 10 to 20`` (the bring-in seat's own completion ``bets 20``). A shown hand
  lists its seven cards in the order dealt. A hand whose up cards were not typed is not
  written (tools need them), nor one whose seventh street was one card for everyone
  (no PokerStars form of it was found). Words in :mod:`app.store.pokerstars_games`.
- **Draw.** ``*** DEALING HANDS ***``, then ``*** FIRST DRAW ***`` to ``*** THIRD
  DRAW ***`` (single draw writes no title, as PokerStars): ``discards 2 cards``, with
  ``[the cards]`` and a ``Dealt to X [kept] [new]`` line where the dealer typed them;
  ``stands pat`` (``on [the hand]`` when known). Hands read ``Lo: 7,5,4,3,2`` and
  ``Badugi: K,9,4,3`` / ``3-card: 9,2,A``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from typing import Any, Final
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from app.engine.cards import Card, format_cards
from app.engine.config import HandConfig, Street
from app.engine.draw_values import DrawValue
from app.engine.errors import ConfigError, FeltboardError
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import HandState, StudHandState, advance_recorded, replay
from app.engine.money import POINTS, Currency
from app.engine.names import printable
from app.engine.results import HandResult
from app.engine.rules import BettingStructure
from app.engine.structure import BlindStructure
from app.engine.wording import QT_TRANSLATE_NOOP, in_english, translate
from app.store.hand_history import HandHistory
from app.store.pokerstars_games import (
    DEALING_HANDS,
    at_showdown,
    badugi_words,
    collected_shares,
    describe,
    draw_action,
    draw_folded_on,
    draw_title,
    lowball_words,
    no_low_at_showdown,
    pot_label,
    razz_words,
    stars_low,
    stud_cards,
    stud_down_cards,
    stud_folded_on,
    stud_street_title,
)

HAND_NUMBERS_PER_TOURNAMENT = 1_000_000
"""Hand ids are ``tournament id * HAND_NUMBERS_PER_TOURNAMENT + hand number``."""

_GAME_NAMES: Final[Mapping[Game, str]] = {
    Game.HOLDEM: "Hold'em",
    Game.OMAHA: "Omaha",
    Game.OMAHA_HI_LO: "Omaha Hi/Lo",
    Game.STUD: "7 Card Stud",
    Game.STUD_HI_LO: "7 Card Stud Hi/Lo",
    Game.RAZZ: "Razz",
    Game.TRIPLE_DRAW: "Triple Draw 2-7 Lowball",
    Game.SINGLE_DRAW: "Single Draw 2-7 Lowball",
    Game.BADUGI: "Badugi",
}
"""The games PokerStars text writes, named as PokerStars' tournament headers name them."""
_BETTING_NAMES: Final[Mapping[BettingStructure, str]] = {
    BettingStructure.NO_LIMIT: "No Limit",
    BettingStructure.POT_LIMIT: "Pot Limit",
    BettingStructure.FIXED_LIMIT: "Limit",
}
_CANNOT_WRITE: Final[Mapping[Game, str]] = {
    Game.SHORT_DECK: QT_TRANSLATE_NOOP(
        "Export",
        "short deck hold'em cannot be written as PokerStars text; the PHH and JSON "
        "exports carry it",
    ),
}
"""Why a game is not written, where it has its own words (else :func:`_no_stars_form`)."""
_FOLDED_ON = {
    Street.PREFLOP: "folded before Flop",
    Street.FLOP: "folded on the Flop",
    Street.TURN: "folded on the Turn",
    Street.RIVER: "folded on the River",
}
_ROMAN = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)


def _eastern() -> tzinfo:
    """US Eastern time, or a fixed UTC-5 where the system lacks time-zone data."""
    try:
        return ZoneInfo("America/New_York")
    except ZoneInfoNotFoundError:
        return timezone(timedelta(hours=-5), "ET")


EASTERN = _eastern()


class PokerStarsError(FeltboardError):
    """A hand that cannot be written as a PokerStars hand history (the reason says why).

    ``reason`` says it without naming the hand, for a list that names it already (an
    export's hands left out).
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = message if reason is None else reason


_CURRENCY_CODES: Final[Mapping[str, str]] = {"$": "USD", "€": "EUR", "£": "GBP"}


def stars_buy_in(buy_in: int, fee: int, currency: Currency) -> str:
    """The buy-in and fee as a PokerStars header writes them, amounts in smallest units.

    A tournament played for points keeps the dollar form tracking tools expect; a
    currency they do not know is written with its own symbol and no code.

    >>> stars_buy_in(4000, 500, Currency("€", 2))
    '€40.00+€5.00 EUR'
    >>> stars_buy_in(20, 0, POINTS)
    '$20+$0 USD'
    """
    symbol = currency.symbol or "$"
    code = _CURRENCY_CODES.get(symbol)
    text = f"{symbol}{currency.plain(buy_in)}+{symbol}{currency.plain(fee)}"
    return f"{text} {code}" if code else text


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
    seat_counts: tuple[tuple[int, int], ...] = ()
    default_seat_count: int = 9
    fee: int = 0
    currency: Currency = POINTS

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
            raise PokerStarsError(
                translate("Export", "Hand number {number} is too large for a hand id").format(
                    number=number
                )
            )
        return self.tournament_id * HAND_NUMBERS_PER_TOURNAMENT + number


def tournament_id(created_at: datetime) -> int:
    """A 9-digit tournament id derived from the tournament file's creation time.

    :raises ValueError: if ``created_at`` has no time zone.

    >>> tournament_id(datetime(2024, 5, 4, 18, 0, tzinfo=UTC))
    812016335
    """
    if created_at.tzinfo is None:  # a tournament file always stores an aware time
        raise ValueError("The creation time must carry a time zone")  # not for users
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


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def utc_time(started_at: float) -> datetime:
    """A hand's start (Unix seconds, ``HandStarted.at``) as an aware UTC datetime.

    Counted from the epoch rather than through the system's ``fromtimestamp``, which
    refuses times before 1970 on Windows.

    >>> utc_time(1_714_860_000).isoformat()
    '2024-05-04T22:00:00+00:00'
    """
    return _EPOCH + timedelta(seconds=started_at)


def stars_time(started_at: float) -> str:
    """A hand's start (Unix seconds) as PokerStars writes it: ``2024/05/04 20:15:00 ET``.

    >>> stars_time(1_714_860_000)
    '2024/05/04 18:00:00 ET'
    """
    at = utc_time(started_at).astimezone(EASTERN)
    return f"{at.year}/{at.month:02}/{at.day:02} {at.hour:02}:{at.minute:02}:{at.second:02} ET"


def stars_game(config: HandConfig) -> str:
    """The game as a PokerStars header names it, e.g. ``"Omaha Hi/Lo Limit"``.

    :raises PokerStarsError: for a game PokerStars text cannot write (short deck); the
        reason names the game and the formats that carry it.

    >>> from app.engine.config import SeatConfig
    >>> from app.engine.rules import RuleProfile
    >>> stars_game(HandConfig((SeatConfig(1, "Ann", 900), SeatConfig(2, "Bob", 900)), 1, 1,
    ...     2, 5, 10, rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
    ...     game=Game.OMAHA_HI_LO))
    'Omaha Hi/Lo Limit'
    """
    name = _GAME_NAMES.get(config.game)
    if name is None:
        reason = (
            translate("Export", _CANNOT_WRITE[config.game])
            if config.game in _CANNOT_WRITE
            else _no_stars_form(config.game)
        )
        raise PokerStarsError(reason)
    return f"{name} {_BETTING_NAMES[config.rules.structure]}"


def _no_stars_form(game: Game) -> str:
    return translate(
        "Export",
        "{game} cannot be written as PokerStars text; the PHH and JSON exports carry it",
    ).format(game=game.label)


def format_hand(history: HandHistory, info: TournamentInfo) -> str:
    """One finished hand as PokerStars tournament hand-history text (ending in a newline).

    The text is English whatever language the screens speak (poker tools read it); a
    refusal is worded in the host's language: the hand is checked before it is written.

    :raises PokerStarsError: if the hand is not finished, its board cards (a stud hand's up
        cards) were not entered, its game has no PokerStars form (short deck), its seventh
        street was a community card, or its number is too large for an id.
    :raises FeltboardError: if its events do not replay (the engine's message).
    """
    writer = _HandWriter(history, info)
    with in_english():
        return "\n".join(writer.lines()) + "\n"


class _HandWriter:
    """Writes one hand as PokerStars lists it, replaying its events once.

    The play (actions, streets, draws, shows, returns) is written during the replay; the
    show lines get their hand descriptions, and the summary its outcomes, from the final
    state. Stud and the draw games differ from the flop games in their titles, their
    ``Dealt to`` lines and their fold places (:mod:`app.store.pokerstars_games`).
    """

    def __init__(self, history: HandHistory, info: TournamentInfo) -> None:
        self.history = history
        self.info = info
        self.hand_id = info.hand_id(history.number)
        self.config = history.config
        try:
            self.game_name = stars_game(self.config)
        except PokerStarsError as error:
            raise self._refusal(error.reason) from None
        self.game = self.config.game
        self.hi_lo = self.game.hi_lo
        # Names recorded before names were checked may hold control characters: a
        # tool reading the text line by line must never meet a line break, ESC or DEL.
        self.names = {entry.seat: printable(entry.player) for entry in self.config.seats}
        self.down = stud_down_cards(history.events) if self.game.is_stud else {}
        self.folded_on: dict[int, str] = {}
        self.descriptions: dict[int, str | None] = {}
        self.draw_titles_written = 0
        self.state = replay(self.config)
        self.forced_bets = self.state.forced_bets
        self.play = self._replay()
        if not self.state.is_complete:
            raise PokerStarsError(
                translate("Export", "Hand {number} is not finished").format(number=history.number)
            )
        missing = self._missing_cards()
        if missing is not None:
            raise self._refusal(missing)
        self.result: HandResult = self.state.result()
        self.collected = dict.fromkeys(self.config.seat_numbers, 0)
        for pot in self.result.pots:
            for seat, share in pot.shares:
                self.collected[seat] += share

    def _refusal(self, reason: str) -> PokerStarsError:
        return PokerStarsError(
            translate("Export", "Hand {number}: {reason}").format(
                number=self.history.number, reason=reason
            ),
            reason,
        )

    def _missing_cards(self) -> str | None:
        """Why the cards that tools need are not all known (``None`` when they are): the
        board of a flop game, a stud hand's up cards and community card."""
        state = self.state
        if isinstance(state, StudHandState):
            if not state.up_cards_known:
                return translate(
                    "Export", "the up cards were not entered, and poker tools need them"
                )
            if state.community_dealt:
                # No PokerStars hand with seventh street's shared card was found to follow.
                return translate(
                    "Export",
                    "seventh street was one card for everyone, which PokerStars text has "
                    "no known form for; the PHH and JSON exports carry it",
                )
            return None
        if not state.board_known:
            return translate(
                "Export", "the board cards were not entered, and poker tools need them"
            )
        return None

    def lines(self) -> Iterator[str]:
        """Every line of the hand, header to summary."""
        final = self.state
        yield from self._header()
        yield from self._posts()
        if not self.game.is_stud:  # stud's cards come street by street, in the play
            yield DEALING_HANDS if self.game.is_draw else "*** HOLE CARDS ***"
            for seat, cards in self._first_hands():
                yield f"Dealt to {self.names[seat]} [{format_cards(cards)}]"
        for line in self.play:
            yield line if isinstance(line, str) else self._show_line(*line)
        yield from self._collections()
        if len(final.in_hand) == 1:
            yield f"{self.names[final.in_hand[0]]}: doesn't show hand"
        yield "*** SUMMARY ***"
        yield self._total_line()
        if final.board:
            yield f"Board [{format_cards(final.board)}]"
        for seat in self.config.seat_numbers:
            yield self._seat_summary(seat)

    def _first_hands(self) -> Iterator[tuple[int, tuple[Card, ...]]]:
        """The hole cards entered as dealt. In a draw game, cards entered once the seat
        had drawn are its later hand, not the deal: they are left to the showdown."""
        drew: set[int] = set()
        for event in self.history.events:
            if isinstance(event, Drew) and event.count:
                drew.add(event.seat)
            elif isinstance(event, HoleCardsDealt) and event.seat not in drew:
                yield event.seat, event.cards

    # ----- before the cards --------------------------------------------------------------

    def _header(self) -> Iterator[str]:
        config, info = self.config, self.info
        if config.rules.structure is BettingStructure.FIXED_LIMIT or self.game.is_stud:
            stakes = f"{config.bet_size(Street.PREFLOP)}/{config.bet_size(Street.RIVER)}"
        else:
            stakes = f"{config.small_blind}/{config.big_blind}"
        level = roman(info.level_number(self.history.level_index))
        yield (
            f"PokerStars Hand #{self.hand_id}: Tournament #{info.tournament_id}, "
            f"{stars_buy_in(info.buy_in, info.fee, info.currency)} "
            f"{self.game_name} - Level {level} "
            f"({stakes}) - {stars_time(self.history.started_at)}"
        )
        seat_count = info.seat_count(self.history.table, config)
        # PokerStars names no button at a stud table (the cards decide who acts).
        button = "" if self.game.is_stud else f" Seat #{config.button} is the button"
        yield f"Table '{info.tournament_id} {self.history.table}' {seat_count}-max{button}"
        for entry in config.seats:
            yield f"Seat {entry.seat}: {self.names[entry.seat]} ({entry.stack} in chips)"

    def _posts(self) -> Iterator[str]:
        """Antes first, then the blinds; ``and is all-in`` on a seat's last post if its
        posts took every chip (a big-blind ante is posted after the blind but listed first)."""
        posts = sorted(self.forced_bets, key=lambda post: post.kind != "ante")
        last = {post.seat: index for index, post in enumerate(posts)}
        emptied = {post.seat for post in posts if post.all_in}
        for index, post in enumerate(posts):
            verb = "posts the ante" if post.kind == "ante" else f"posts {post.kind}"
            all_in = " and is all-in" if post.seat in emptied and last[post.seat] == index else ""
            yield f"{self.names[post.seat]}: {verb} {post.amount}{all_in}"

    # ----- the play ----------------------------------------------------------------------

    def _replay(self) -> list[str | tuple[int, tuple[Card, ...]]]:
        """The lines of the play, replaying every event into ``self.state``; a show is kept
        as (seat, cards) until the final board can describe it."""
        state = self.state
        play: list[str | tuple[int, tuple[Card, ...]]] = []
        showdown_written = False
        returned_count = 0
        for event in self.history.events:
            if isinstance(event, CardsShown):
                play.append((event.seat, event.cards or state.hole_cards(event.seat)))
            else:
                written = self._event_line(event, state)
                if isinstance(written, str):
                    play.append(written)
                elif written is not None:
                    play.extend(written)
            advance_recorded(state, event)  # a history's events were verified when recorded
            if state.to_act is not None:
                # A betting round goes on. Chips go back, and the showdown begins, only when
                # a round is over (nobody to act), so most events need no look at either.
                continue
            returned = state.returned
            for seat, amount in returned[returned_count:]:
                play.append(f"Uncalled bet ({amount}) returned to {self.names[seat]}")
            returned_count = len(returned)
            if not showdown_written and at_showdown(state):
                showdown_written = True
                play.append("*** SHOW DOWN ***")
        return play

    def _event_line(self, event: HandEvent, state: HandState) -> str | list[str] | None:
        """The line (or lines) for ``event`` given the state before it (``None``: none)."""
        writer = _LINE_WRITERS.get(type(event))
        return None if writer is None else writer(self, event, state)

    def _fold_line(self, event: Folded, state: HandState) -> str:
        seat, street = event.seat, state.street
        bet = state.bet(seat) > 0
        if self.game.is_stud:
            self.folded_on[seat] = stud_folded_on(street, bet=bet)
        elif self.game.is_draw:
            self.folded_on[seat] = draw_folded_on(street, self.game.draw_count, bet=bet)
        else:
            self.folded_on[seat] = _FOLDED_ON[street]
            if street is Street.PREFLOP and not bet:
                self.folded_on[seat] += " (didn't bet)"
        return f"{self.names[seat]}: folds"

    def _check_line(self, event: Checked, state: HandState) -> str:
        return f"{self.names[event.seat]}: checks"

    def _muck_line(self, event: CardsMucked, state: HandState) -> str:
        return f"{self.names[event.seat]}: mucks hand"

    def _board_line(self, event: FlopDealt | TurnDealt | RiverDealt, state: HandState) -> str:
        board = format_cards(state.board)
        cards = format_cards(event.cards)
        if isinstance(event, FlopDealt):
            return f"*** FLOP *** [{cards}]"
        street = "TURN" if isinstance(event, TurnDealt) else "RIVER"
        return f"*** {street} *** [{board}] [{cards}]"

    def _bring_in_line(self, event: BroughtIn, state: HandState) -> str:
        amount = min(self.config.bring_in, state.stack(event.seat))
        all_in = " and is all-in" if amount == state.stack(event.seat) else ""
        return f"{self.names[event.seat]}: brings in for {amount}{all_in}"

    def _stud_street_lines(self, event: StudStreetDealt, state: HandState) -> list[str]:
        """A stud street's title and its ``Dealt to`` lines, seat by seat: third street
        ``[up]`` (``[down down up]`` when the down cards were entered), later streets the
        cards shown so far then the new one; seventh street only where its down card was
        entered."""
        assert isinstance(state, StudHandState)  # a stud event replays in a stud state
        street = state.awaiting_stud_street
        assert street is not None  # a recorded street was due when it was dealt
        lines = [stud_street_title(street)]
        up = dict(event.up)
        for seat in sorted(state.in_hand):
            down = self.down.get(seat, ())
            before = (*down[:2], *state.up_cards(seat))
            if street is Street.SEVENTH:
                new: tuple[Card, ...] = down[2:]
            else:
                new = (up[seat],) if seat in up else ()
            if not new:
                continue
            if street is Street.THIRD:
                text = f"[{format_cards((*before, *new))}]"
            else:
                text = f"[{format_cards(before)}] [{format_cards(new)}]"
            lines.append(f"Dealt to {self.names[seat]} {text}")
        return lines

    def _draw_lines(self, event: Drew, state: HandState) -> list[str]:
        """The draw's title (before its first player), the player's draw, and the cards it
        was dealt when the hand and the new cards are known."""
        lines = []
        done = state.draws_done
        if done == self.draw_titles_written:
            self.draw_titles_written += 1
            title = draw_title(done, self.game.draw_count)
            if title is not None:
                lines.append(title)
        name = self.names[event.seat]
        hand = state.hole_cards(event.seat)
        lines.append(draw_action(name, event.count, event.discarded, hand))
        if event.count and event.new and hand:
            kept = tuple(card for card in hand if card not in event.discarded)
            lines.append(f"Dealt to {name} [{format_cards(kept)}] [{format_cards(event.new)}]")
        return lines

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

    def _shown_cards(self, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """A shown hand's cards as PokerStars lists them: stud's seven in the order dealt."""
        state = self.state
        if not isinstance(state, StudHandState):
            return cards
        up = state.up_cards(seat)
        down = tuple(card for card in state.seven_cards(seat) if card not in up)
        return stud_cards(down, up)

    def _show_line(self, seat: int, cards: tuple[Card, ...]) -> str:
        described = self._description(seat)
        suffix = f" ({described})" if described is not None else ""
        shown = format_cards(self._shown_cards(seat, cards))
        return f"{self.names[seat]}: shows [{shown}]{suffix}"

    def _description(self, seat: int) -> str | None:
        """The seat's final hand in PokerStars' words, when its cards (and a flop game's
        board) are known."""
        if seat not in self.descriptions:
            self.descriptions[seat] = self._words(seat)
        return self.descriptions[seat]

    def _words(self, seat: int) -> str | None:
        state = self.state
        if isinstance(state, StudHandState) and self.game is Game.RAZZ:
            razz = state.razz_value(seat)
            return razz_words(razz) if razz is not None else None
        value = state.hand_value(seat)
        if isinstance(value, DrawValue):
            if self.game is Game.BADUGI:
                return badugi_words(value)
            return lowball_words(value)
        if value is None:
            return None
        described = describe(value)
        if self.hi_lo:
            low = state.low_value(seat)
            described = f"HI: {described}" + (f"; LO: {stars_low(low)}" if low else "")
        return described

    def _summary_words(self, seat: int) -> str | None:
        """The hand as the summary names it: badugi's with an article (``a Badugi: ...``)."""
        described = self._description(seat)
        if described is not None and self.game is Game.BADUGI:
            return f"a {described}"
        return described

    def _collections(self) -> Iterator[str]:
        """``collected`` lines, side pots first; a hi-lo pot's high half, then its low."""
        pots = sorted(self.result.pots, key=lambda result: result.pot.index, reverse=True)
        for pot in pots:
            label = pot_label(pot.pot.index, len(self.result.pots))
            for seat, share in collected_shares(pot):
                if share > 0:
                    yield f"{self.names[seat]} collected {share} from {label}"
        if self.hi_lo and len(self.state.in_hand) > 1 and no_low_at_showdown(self.result.pots):
            yield "No low hand qualified"

    # ----- summary -----------------------------------------------------------------------

    def _total_line(self) -> str:
        pots = self.result.pots
        total = sum(pot.pot.amount for pot in pots)
        if len(pots) <= 1:  # no pot at all when a dead small blind's walk returns the big blind
            return f"Total pot {total} | Rake 0"
        parts = [f"Main pot {pots[0].pot.amount}."]
        for pot in pots[1:]:
            parts.append(f"{pot_label(pot.pot.index, len(pots)).capitalize()} {pot.pot.amount}.")
        return f"Total pot {total} {' '.join(parts)} | Rake 0"

    def _seat_summary(self, seat: int) -> str:
        config = self.config
        positions = (
            ()
            if self.game.is_stud  # no button or blinds in stud's summary
            else (
                ("button", config.button),
                ("small blind", config.small_blind_seat),
                ("big blind", config.big_blind_seat),
            )
        )
        tags = "".join(f" ({label})" for label, where in positions if seat == where)
        return f"Seat {seat}: {self.names[seat]}{tags} {self._outcome(seat)}"

    def _outcome(self, seat: int) -> str:
        final, won = self.state, self.collected[seat]
        if seat in self.folded_on:
            return self.folded_on[seat]
        if len(final.in_hand) == 1:
            return f"collected ({won})"
        shown = final.shown_cards(seat)
        described = self._summary_words(seat)
        if shown and described is not None:
            cards = format_cards(self._shown_cards(seat, shown))
            if won:
                return f"showed [{cards}] and won ({won}) with {described}"
            return f"showed [{cards}] and lost with {described}"
        if won:
            return f"collected ({won})"
        hole = self._mucked_cards(seat)
        return f"mucked [{format_cards(hole)}]" if hole else "mucked"

    def _mucked_cards(self, seat: int) -> tuple[Card, ...]:
        """A mucked hand's cards where known: stud's seven only with every down card."""
        state = self.state
        if not isinstance(state, StudHandState):
            return state.hole_cards(seat)
        down = self.down.get(seat, ())
        return stud_cards(down, state.up_cards(seat)) if len(down) == 3 else ()


_LineWriter = Callable[[_HandWriter, Any, HandState], str | list[str] | None]
_LINE_WRITERS: dict[type, _LineWriter] = {
    Folded: _HandWriter._fold_line,
    Checked: _HandWriter._check_line,
    Called: _HandWriter._wager_line,
    BetPlaced: _HandWriter._wager_line,
    RaisedTo: _HandWriter._wager_line,
    WentAllIn: _HandWriter._wager_line,
    CardsMucked: _HandWriter._muck_line,
    FlopDealt: _HandWriter._board_line,
    TurnDealt: _HandWriter._board_line,
    RiverDealt: _HandWriter._board_line,
    BroughtIn: _HandWriter._bring_in_line,
    StudStreetDealt: _HandWriter._stud_street_lines,
    Drew: _HandWriter._draw_lines,
}
"""The line(s) each kind of event writes; others (hole cards, awards) write none here."""


__all__ = [
    "EASTERN",
    "HAND_NUMBERS_PER_TOURNAMENT",
    "PokerStarsError",
    "TournamentInfo",
    "describe",
    "format_hand",
    "roman",
    "stars_game",
    "stars_low",
    "stars_time",
    "tournament_id",
    "utc_time",
]
