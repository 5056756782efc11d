"""The fields of one hand's state and everything read from them.

:class:`HandCore` holds what :class:`~app.engine.hand.HandState` is made of: the seats'
stacks, bets and cards, the forced bets posted when the hand begins, and every reading
a dealer needs (whose turn it is, pots, bet and raise sizes, winners and the result).
It changes nothing: the refusals are in :mod:`app.engine.hand_errors`, the actions and
``replay`` in :mod:`app.engine.hand`, each a subclass of the one before. Use
:class:`~app.engine.hand.HandState`; nothing outside these three modules names this one.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.cards import Card, evaluate_distinct
from app.engine.config import ForcedBet, HandConfig, Street
from app.engine.errors import IllegalAction
from app.engine.events import HandEvent
from app.engine.game_values import MadeHand, high_value, low_value
from app.engine.games import Game
from app.engine.omaha import LowValue
from app.engine.pots import Pot, build_pots, clockwise_from, split_hi_lo, split_pot
from app.engine.results import HandResult, PotResult, SeatResult
from app.engine.rules import AnteMode, BettingStructure
from app.engine.stud import RazzValue
from app.engine.wording import translate


@dataclass(frozen=True, slots=True)
class Draws:
    """Where a draw game's draws stand; replaced, never changed, as the hand moves on.

    ``drawers`` are the seat indices still to draw in the draw under way, in turn order;
    ``done`` counts the draws over. ``stub`` is the cards left in the deck, ``muck_count``
    those in the muck (folded hands and discards) and ``muck_known`` the muck's cards the
    app knows: when a draw needs more than the stub, the muck is reshuffled (Robert's
    Rules) and its cards may be dealt again.
    """

    stub: int
    drawers: tuple[int, ...] = ()
    done: int = 0
    muck_count: int = 0
    muck_known: frozenset[Card] = frozenset()


class HandCore:
    """The fields of a hand's state and their readings; see
    :class:`~app.engine.hand.HandState`, the class to use."""

    def __init__(self, config: HandConfig) -> None:
        self.config = config
        self.rules = config.rules
        self.game = config.game
        self.order: tuple[int, ...] = config.seat_numbers
        self._index = {seat: i for i, seat in enumerate(self.order)}
        count = len(self.order)
        self.start_stacks: tuple[int, ...] = tuple([s.stack for s in config.seats])
        self._stack = list(self.start_stacks)
        self._bet = [0] * count
        self._live = [0] * count
        self._ante = [0] * count
        self._folded = [False] * count
        self._acted = [False] * count
        self._faced = [0] * count
        self._raises_by = [0] * count
        self._street = Street.PREFLOP
        self._current_bet = 0
        self._last_raise = config.big_blind
        self._full_level = 0
        self._raises_in_round = 0
        # The raise cap reached (for the round, or by a player) while more than two were
        # in the hand: a fold leaving two does not lift it (``_cap_lifted_heads_up``).
        self._round_capped_multiway = False
        self._capped_multiway = [False] * count
        self._to_act: int | None = None
        self._aggressor: int | None = None
        self._last_aggressor: int | None = None
        self._board: list[Card] = []
        self._streets_dealt = 0
        self._board_unknown = False
        self._hole: dict[int, tuple[Card, ...]] = {}
        self._shown: dict[int, tuple[Card, ...]] = {}
        self._mucked: set[int] = set()
        self._awards: dict[int, tuple[int, ...]] = {}
        # The low halves the dealer awarded by hand in a hi-lo game (none: no low).
        self._low_awards: dict[int, tuple[int, ...]] = {}
        self._returned: list[tuple[int, int]] = []
        self._all_in_showdown = False
        self._pots_cache: tuple[Pot, ...] | None = None
        self._winners_cache: tuple[tuple[int, ...], ...] | None = None
        # Seats not folded, kept up to date on each fold: read after most actions (exports).
        self._in_hand: tuple[int, ...] = self.order
        # Seat indices in turn order after each index (shared, immutable): ``_next_to_act``.
        self._clockwise = _clockwise_orders(count)
        # Where each street's action starts: the button, or the dealt seat before it.
        self._button_index = self._seat_index_at_or_before(config.button)
        self._known: set[Card] = set()
        self._values: dict[int, MadeHand] = {}
        # The last betting round: the river, or the round after the last draw.
        self._last_street = _STREETS[config.game.betting_rounds - 1]
        # A draw game's draws, ``None`` in a flop game: one attribute, so that the copy
        # every action makes (``HandState._clone``) costs the flop games nothing more.
        self._draws: Draws | None = (
            Draws(stub=52 - count * config.game.hole_count) if config.game.is_draw else None
        )
        self._lows: dict[int, LowValue | None] = {}
        # Appended in place (a tuple rebuilt per event is quadratic in the hand's length);
        # ``events`` hands out a tuple, built once per change.
        self._events: list[HandEvent] = []
        self._events_tuple: tuple[HandEvent, ...] | None = ()
        self.forced_bets: tuple[ForcedBet, ...] = self._post_forced_bets()
        # Players in the hand with chips behind: counted once, then kept up to date where
        # chips move or a player folds (it is needed after every action).
        self._able = len(self._stack) - self._stack.count(0)

    # ----- forced bets -------------------------------------------------------------------

    def _post_forced_bets(self) -> tuple[ForcedBet, ...]:
        config = self.config
        posts: list[ForcedBet] = []
        ante_mode = config.rules.ante_mode if config.ante > 0 else AnteMode.NONE
        if ante_mode is AnteMode.CLASSIC:
            for seat in self.order:
                posts.append(self._post(seat, "ante", config.ante, live=False))
        if config.small_blind_seat is not None and config.small_blind > 0:
            posts.append(self._post(config.small_blind_seat, "small blind", config.small_blind))
        posts.append(self._post(config.big_blind_seat, "big blind", config.big_blind))
        if ante_mode is AnteMode.BIG_BLIND:
            # TDA: the big blind is covered before the ante when the stack is short.
            posts.append(self._post(config.big_blind_seat, "ante", config.ante, live=False))
        return tuple([p for p in posts if p.amount > 0])

    def _post(self, seat: int, kind: str, amount: int, live: bool = True) -> ForcedBet:
        i = self._index[seat]
        paid = min(amount, self._stack[i])
        self._stack[i] -= paid
        if live:
            self._bet[i] += paid
            self._live[i] += paid
        else:
            self._ante[i] += paid
        return ForcedBet(seat, kind, paid, self._stack[i] == 0)

    def _seat_index_at_or_before(self, seat: int) -> int:
        """Index of ``seat`` or of the nearest dealt seat before it (for an empty button)."""
        candidates = [i for i, s in enumerate(self.order) if s <= seat]
        return candidates[-1] if candidates else len(self.order) - 1

    # ----- public read-only view ---------------------------------------------------------

    @property
    def events(self) -> tuple[HandEvent, ...]:
        """The events applied so far, in order."""
        if self._events_tuple is None:
            self._events_tuple = tuple(self._events)
        return self._events_tuple

    @property
    def street(self) -> Street:
        """The current street, ``SHOWDOWN`` while pots await winners, then ``COMPLETE``."""
        return self._street

    @property
    def is_complete(self) -> bool:
        """True once every pot has its winners."""
        return self._street is Street.COMPLETE

    @property
    def to_act(self) -> int | None:
        """The seat whose action is expected, or ``None`` when nobody can act."""
        return None if self._to_act is None else self.order[self._to_act]

    @property
    def board(self) -> tuple[Card, ...]:
        """Community cards entered so far (may be fewer than dealt if not entered)."""
        return tuple(self._board)

    @property
    def streets_dealt(self) -> int:
        """How many board streets were dealt: 0 pre-flop, 1 flop, 2 turn, 3 river."""
        return self._streets_dealt

    @property
    def board_known(self) -> bool:
        """True when every dealt board card was entered."""
        return not self._board_unknown

    @property
    def awaiting_board(self) -> Street | None:
        """The street to deal next when betting for this street is over, else ``None``
        (always in a draw game, which has no board)."""
        if self._street >= Street.RIVER or self._to_act is not None or self._draws is not None:
            return None
        return _STREETS[self._street + 1]

    @property
    def awaiting_draw(self) -> int | None:
        """In a draw game between betting rounds, the seat to draw next, else ``None``."""
        draws = self._draws
        return self.order[draws.drawers[0]] if draws is not None and draws.drawers else None

    @property
    def draws_done(self) -> int:
        """How many draws (each player's turn to draw, all around) are over."""
        return self._draws.done if self._draws is not None else 0

    def dealable_cards(self, count: int) -> tuple[Card, ...]:
        """The cards a draw of ``count`` cards may be dealt now: those of the game's deck
        not in a known hand or the muck, and the known muck too when the stub runs out
        and the discards are reshuffled."""
        draws = self._draws
        if draws is None:
            return ()
        reshuffled = count > draws.stub
        return tuple(
            card
            for card in self.game.deck()
            if card not in self._known or (reshuffled and card in draws.muck_known)
        )

    @property
    def current_bet(self) -> int:
        """The bet to match in this round."""
        return self._current_bet

    @property
    def last_aggressor(self) -> int | None:
        """The seat that made the last bet or raise of the latest betting round."""
        return None if self._last_aggressor is None else self.order[self._last_aggressor]

    def stack(self, seat: int) -> int:
        """Chips the seat has behind (not yet in the pot)."""
        return self._stack[self._index[seat]]

    def bet(self, seat: int) -> int:
        """Chips the seat has in front of it in this betting round."""
        return self._bet[self._index[seat]]

    def ante_paid(self, seat: int) -> int:
        """Dead chips the seat posted as ante."""
        return self._ante[self._index[seat]]

    def contributed(self, seat: int) -> int:
        """All chips the seat put in this hand so far, ante included."""
        i = self._index[seat]
        return self._live[i] + self._ante[i]

    def is_folded(self, seat: int) -> bool:
        """True if the seat folded."""
        return self._folded[self._index[seat]]

    def is_all_in(self, seat: int) -> bool:
        """True if the seat is in the hand with no chips behind."""
        i = self._index[seat]
        return not self._folded[i] and self._stack[i] == 0

    def hole_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's hole cards if known, else an empty tuple."""
        return self._shown.get(seat) or self._hole.get(seat, ())

    def shown_cards(self, seat: int) -> tuple[Card, ...]:
        """Cards the seat tabled (what an audience may see), else an empty tuple."""
        return self._shown.get(seat, ())

    def is_mucked(self, seat: int) -> bool:
        """True if the seat mucked at showdown."""
        return seat in self._mucked

    @property
    def in_hand(self) -> tuple[int, ...]:
        """Seats that have not folded."""
        return self._in_hand

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats in the hand with chips behind: neither folded nor all-in."""
        return tuple(
            [
                seat
                for seat, folded, stack in zip(self.order, self._folded, self._stack, strict=True)
                if not folded and stack > 0
            ]
        )

    @property
    def returned(self) -> tuple[tuple[int, int], ...]:
        """Uncalled chips given back so far: (seat, amount)."""
        return tuple(self._returned)

    @property
    def pot_total(self) -> int:
        """Every chip in the middle and in front of the players."""
        return sum(self._live) + sum(self._ante)

    @property
    def pots(self) -> tuple[Pot, ...]:
        """Main and side pots as of now, with eligible seats."""
        if self._pots_cache is None:
            self._pots_cache = self._build_pots()
        return self._pots_cache

    @property
    def middle_pots(self) -> tuple[Pot, ...]:
        """The pots already gathered in the middle: this round's bets are still in front.

        A player who went all-in during this round caps a side pot only once the round
        ends, as when a dealer builds side pots.
        """
        if self._street >= Street.SHOWDOWN or self._to_act is None:
            return self.pots
        return self._build_pots(in_front=True)

    def _build_pots(self, in_front: bool = False) -> tuple[Pot, ...]:
        dead = 0
        contributions: dict[int, int] = {}
        folded: list[int] = []
        all_in: list[int] = []
        big_blind_ante = self.rules.ante_mode is AnteMode.BIG_BLIND
        for seat, live, bet, ante, is_folded, stack in zip(
            self.order, self._live, self._bet, self._ante, self._folded, self._stack, strict=True
        ):
            paid = live - bet if in_front else live
            if big_blind_ante:
                dead += ante
            else:
                paid += ante
            if paid or not is_folded:
                contributions[seat] = paid
            if is_folded:
                folded.append(seat)
            elif stack == 0 and not (in_front and bet > 0):
                all_in.append(seat)
        reach = None
        if self._to_act is not None:
            reach = {
                seat: contributions.get(seat, 0) + stack
                for seat, stack in zip(self.order, self._stack, strict=True)
            }
        return build_pots(contributions, frozenset(folded), frozenset(all_in), dead, reach)

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen this hand (all-in or one player left)."""
        return self._street >= Street.SHOWDOWN or self._no_more_betting()

    def _no_more_betting(self) -> bool:
        return self._to_act is None and self._able <= 1

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """Who shows first at showdown (TDA 16/17): seats still in, in showing order.

        With an all-in and betting over everyone tables at once (listed clockwise from the
        button); otherwise the last aggressor of the last round shows first.
        """
        contenders = [s for s in self.in_hand if s not in self._mucked]
        ordered = clockwise_from(self.config.button, contenders)
        if self._all_in_showdown or self._last_aggressor is None:
            return ordered
        first = self.order[self._last_aggressor]
        if first not in ordered:
            return ordered
        k = ordered.index(first)
        return ordered[k:] + ordered[:k]

    # ----- sizes of bets and raises ------------------------------------------------------

    def _opening_size(self) -> int:
        if self.rules.structure is BettingStructure.FIXED_LIMIT:
            return self.config.bet_size(self._street)
        return self.config.big_blind

    def _bet_bounds(self, i: int) -> tuple[int, int]:
        """Smallest and largest opening bet (as total bet), capped by the stack."""
        all_in_to = self._bet[i] + self._stack[i]
        low = self._opening_size()
        if self.rules.structure is BettingStructure.NO_LIMIT:
            high = all_in_to
        elif self.rules.structure is BettingStructure.POT_LIMIT:
            high = max(low, self._pot_for_limit())
        else:
            high = low
        return self._in_chip_units(low, high, all_in_to)

    def _raise_bounds(self, i: int) -> tuple[int, int]:
        """Smallest and largest raise-to, capped by the stack."""
        all_in_to = self._bet[i] + self._stack[i]
        if self.rules.structure is BettingStructure.FIXED_LIMIT:
            # One bet above the last full bet: above a 15 all-in on a 20 street, 35; above
            # a 5 all-in opening bet (no full bet yet), 20: the completion.
            low = high = self._full_level + self.config.bet_size(self._street)
        else:
            low = self._current_bet + self._last_raise
            if self.rules.structure is BettingStructure.NO_LIMIT:
                high = all_in_to
            else:
                high = max(low, 2 * self._current_bet - self._bet[i] + self._pot_for_limit())
        return self._in_chip_units(low, high, all_in_to)

    def _in_chip_units(self, low: int, high: int, all_in_to: int) -> tuple[int, int]:
        """Bounds a player can bet with real chips, capped by the stack.

        In no-limit and pot-limit the minimum rounds up and the maximum down to the chip
        unit (an odd all-in can leave an odd bet to raise over); fixed-limit amounts are
        set by the structure and stay as they are.
        """
        unit = self.rules.chip_unit
        if unit > 1 and self.rules.structure is not BettingStructure.FIXED_LIMIT:
            low = -(-low // unit) * unit
            if high < all_in_to:
                high = max(low, high - high % unit)
        return min(low, all_in_to), min(high, all_in_to)

    @property
    def sizing_pot(self) -> int:
        """The pot that sizes a pot bet: every chip in the middle and in front of the
        players, with short or dead blinds counted full pre-flop (TDA 54)."""
        return self._pot_for_limit()

    def _pot_for_limit(self) -> int:
        """The pot that sizes a pot-limit bet; pre-flop short or dead blinds count full."""
        pot = self.pot_total
        if self._street is Street.PREFLOP:
            config = self.config
            sb_posted = 0
            if config.small_blind_seat is not None:
                sb_posted = min(
                    self._live[self._index[config.small_blind_seat]], config.small_blind
                )
            bb_posted = min(self._live[self._index[config.big_blind_seat]], config.big_blind)
            pot += (config.small_blind - sb_posted) + (config.big_blind - bb_posted)
        return pot

    # ----- showdown and result -----------------------------------------------------------

    def _resolve(self, pot: Pot) -> tuple[int, ...] | None:
        """Winners of ``pot`` if decided (by award, by elimination or by cards)."""
        if pot.index in self._awards:
            return self._awards[pot.index]
        contenders = [s for s in pot.eligible if s not in self._mucked]
        if len(contenders) == 1:
            return (contenders[0],)
        if self._street < Street.SHOWDOWN or not contenders:
            return None
        if not self._board_complete() or not all(map(self._shown.__contains__, contenders)):
            return None
        values = {s: self.hand_value(s) for s in contenders}
        best = max(v.strength for v in values.values() if v is not None)
        return tuple(s for s in contenders if (v := values[s]) is not None and v.strength == best)

    def _board_complete(self) -> bool:
        """Whether hands can be ranked: the whole board is known (a draw game has none)."""
        return len(self._board) == 5 or self._draws is not None

    def hand_value(self, seat: int) -> MadeHand | None:
        """The seat's made hand when its cards and the full board are known."""
        cards = self._shown.get(seat) or self._hole.get(seat)
        if not cards or not self._board_complete():
            return None
        value = self._values.get(seat)
        if value is None:
            # Every card was checked against the table as it came (``_duplicate_error``).
            if self.game is Game.HOLDEM:
                value = evaluate_distinct((*cards, *self._board))
            else:
                value = high_value(self.game, cards, tuple(self._board))
            self._values[seat] = value
        return value

    def low_value(self, seat: int) -> LowValue | None:
        """The seat's qualifying low in a hi-lo game when its cards and the full board
        are known; ``None`` without one, before then, or in a high-only game."""
        cards = self._shown.get(seat) or self._hole.get(seat)
        if not self.game.hi_lo or not cards or len(self._board) != 5:
            return None
        if seat not in self._lows:
            self._lows[seat] = low_value(self.game, cards, tuple(self._board))
        return self._lows[seat]

    def _resolve_low(self, pot: Pot) -> tuple[int, ...] | None:
        """Winners of the low half of ``pot`` in a hi-lo game once decided: empty when
        nobody in it has a qualifying low (the high takes the pot), ``None`` while cards
        are missing. A pot left to one player has no low half; one awarded by the dealer
        has the low half the dealer gave (none: no low)."""
        if pot.index in self._awards:
            return self._low_awards.get(pot.index, ())
        contenders = [s for s in pot.eligible if s not in self._mucked]
        if len(contenders) <= 1:
            return ()
        if self._street < Street.SHOWDOWN:
            return None
        if len(self._board) != 5 or not all(map(self._shown.__contains__, contenders)):
            return None
        lows = {s: low for s in contenders if (low := self.low_value(s)) is not None}
        if not lows:
            return ()
        best = max(low.strength for low in lows.values())
        return tuple(s for s, low in lows.items() if low.strength == best)

    def pot_winners(self, pot_index: int) -> tuple[int, ...] | None:
        """Winners of a pot once decided, else ``None``."""
        pots = self.pots
        if not 0 <= pot_index < len(pots):
            return None
        if self._street is Street.COMPLETE and len(self._in_hand) == 1:
            return self.in_hand
        return self._resolve(pots[pot_index])

    def result(self) -> HandResult:
        """Who gets what: every pot with winners and shares, returns and final stacks.

        :raises IllegalAction: if the hand is not complete.
        """
        if self._street is not Street.COMPLETE:
            raise IllegalAction(translate("HandRules", "The hand is not finished; no result yet"))
        pot_results: list[PotResult] = []
        won = dict.fromkeys(self.order, 0)
        # Won without showdown, the last player takes every pot (see ``pot_winners``).
        alone = self.in_hand if len(self._in_hand) == 1 else None
        settled = self._winners_cache
        for pot in self.pots:
            if alone is not None:
                winners = alone
            elif settled is not None:
                winners = settled[pot.index]
            else:
                winners = self._resolve(pot) or ()
            value = None
            if pot.index not in self._awards and len(winners) >= 1:
                value = self._winning_value(winners[0]) if winners[0] in self._shown else None
            low_winners = () if alone is not None else self._resolve_low(pot) or ()
            if low_winners:
                result = self._hi_lo_result(pot, winners, low_winners, value)
            else:
                odd_order = self._odd_order(winners) if len(winners) > 1 else None
                shares = split_pot(
                    pot.amount, winners, self.config.button, self.rules.chip_unit, odd_order
                )
                result = PotResult(
                    pot, tuple(winners), shares, value, odd_by_suit=odd_order is not None
                )
            for seat, share in result.shares:
                won[seat] += share
            pot_results.append(result)
        # ``config.seats`` lists the seats in the order of ``self.order``.
        seats = tuple(
            [
                SeatResult(entry.seat, entry.player, start, stack + won[entry.seat])
                for entry, start, stack in zip(
                    self.config.seats, self.start_stacks, self._stack, strict=True
                )
            ]
        )
        return HandResult(tuple(pot_results), self.returned, seats)


    def _winning_value(self, seat: int) -> MadeHand | RazzValue | None:
        """The made hand a pot's result names for ``seat`` (razz ranks its own way)."""
        return self.hand_value(seat)

    def _odd_order(self, seats: Sequence[int]) -> tuple[int, ...] | None:
        """The order odd units go among ``seats``, or ``None`` for the flop games' rule,
        from the button's left; stud names its own."""
        return None

    def _hi_lo_result(
        self,
        pot: Pot,
        high: tuple[int, ...],
        low: tuple[int, ...],
        value: MadeHand | RazzValue | None,
    ) -> PotResult:
        """A pot split in a high and a low half; ``shares`` sums each seat's halves."""
        odd_order = self._odd_order((*high, *low))
        high_shares, low_shares = split_hi_lo(
            pot.amount, high, low, self.config.button, self.rules.chip_unit, odd_order
        )
        totals: dict[int, int] = {}
        for seat, share in (*high_shares, *low_shares):
            totals[seat] = totals.get(seat, 0) + share
        return PotResult(
            pot,
            tuple(high),
            tuple(totals.items()),
            value,
            low_winners=low,
            high_shares=high_shares,
            low_shares=low_shares,
            low_value=self.low_value(low[0]),
            odd_by_suit=odd_order is not None,
        )


# Street by number: indexing is much cheaper than calling the enum, ``Street(n)``.
_STREETS: tuple[Street, ...] = tuple(Street)


@functools.cache
def _clockwise_orders(count: int) -> tuple[tuple[int, ...], ...]:
    """For each index of ``count`` seats, every index in turn order starting after it
    (itself last). Cached: every hand at a table of that size shares them."""
    return tuple((*range(after + 1, count), *range(after + 1)) for after in range(count))
