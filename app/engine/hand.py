"""One hand of Hold'em: ``state = replay(config, events)``, legal actions, and ``apply``.

Everything a dealer sees is derived from the config and the events: whose turn it is, the
amount to call, the minimum and maximum raise, the pots. An illegal event raises
:class:`~app.engine.errors.IllegalAction` with a message a dealer understands and leaves
the state as it was. Undo is replaying without the last event.

Fixed limit follows RULES.md ("Betting"; TDA 47-B, Robert's Rules). An all-in bet or raise
of at least half the street's bet counts as a full one: it reopens the betting for players
who already acted and the next raise goes one full bet above it (a 15 all-in bet on a 20
street is raised to 35). A shorter all-in reopens nothing; the next player may call it or
complete it to the full bet. Completing an all-in opening bet of less than half a bet
counts as the bet, not as a raise, for the cap: with "a bet and four raises", four raises
may still follow the completion. The cap is lifted with two players left in the hand when
the heads-up option is on, unless the round was capped with more players in.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from app.engine.cards import Card, HandValue, ensure_distinct, evaluate_distinct
from app.engine.config import (
    ForcedBet,
    HandConfig,
    LegalActions,
    SeatConfig,
    Street,
    street_in_sentence,
)
from app.engine.errors import CardError, IllegalAction, chips
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
from app.engine.pots import (
    Pot,
    build_pots,
    clockwise_from,
    pot_in_sentence,
    split_pot,
    uncalled_index,
)
from app.engine.results import HandResult, PotResult, SeatResult
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode
from app.engine.wording import translate

__all__ = [
    "ForcedBet",
    "HandConfig",
    "HandState",
    "LegalActions",
    "SeatConfig",
    "Street",
    "advance",
    "replay",
    "undo",
]


class HandState:
    """The derived state of one hand. Use :func:`replay` or :meth:`apply` to get one.

    Instances are never changed once returned: ``apply`` returns a new state.
    """

    def __init__(self, config: HandConfig) -> None:
        self.config = config
        self.rules = config.rules
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
        self._values: dict[int, HandValue] = {}
        # Appended in place (a tuple rebuilt per event is quadratic in the hand's length);
        # ``events`` hands out a tuple, built once per change.
        self._events: list[HandEvent] = []
        self._events_tuple: tuple[HandEvent, ...] | None = ()
        self.forced_bets: tuple[ForcedBet, ...] = self._post_forced_bets()
        # Players in the hand with chips behind: counted once, then kept up to date where
        # chips move or a player folds (it is needed after every action).
        self._able = len(self._stack) - self._stack.count(0)
        self._begin_preflop()

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

    def _begin_preflop(self) -> None:
        # A short big blind does not lower the stakes: the bet to call is the full blind.
        self._current_bet = self.config.big_blind
        self._full_level = self.config.big_blind
        self._last_raise = self._opening_size()
        start = self._index[self.config.big_blind_seat]
        self._to_act = self._next_to_act(start)
        if self._to_act is None:
            self._close_round()

    # ----- public read-only view --------------------------------------------------------

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
        """The street to deal next when betting for this street is over, else ``None``."""
        if self._street >= Street.RIVER or self._to_act is not None:
            return None
        return _STREETS[self._street + 1]

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

    # ----- legal actions -----------------------------------------------------------------

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do, or ``None`` if nobody is to act."""
        if self._to_act is None:
            return None
        i = self._to_act
        seat = self.order[i]
        all_in_to = self._bet[i] + self._stack[i]
        closed = self._raise_closed_reason(i)
        opening = self._current_bet == 0
        if opening:
            low, high = self._bet_bounds(i)
        else:
            low, high = self._raise_bounds(i)
        can_wager = closed is None
        return LegalActions(
            seat=seat,
            can_fold=True,
            can_check=self._bet[i] >= self._current_bet,
            call_amount=min(max(0, self._current_bet - self._bet[i]), self._stack[i]),
            can_bet=opening and can_wager,
            can_raise=(not opening) and can_wager,
            min_to=low,
            max_to=high,
            all_in_to=all_in_to,
            can_all_in=self._all_in_error(i) is None,
            raising_closed_reason=closed,
        )

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

    def _raise_closed_reason(self, i: int) -> str | None:
        """Why seat ``i`` may not bet or raise now, or ``None`` if it may."""
        if self._stack[i] <= self._current_bet - self._bet[i]:
            return translate("HandRules", "Calling takes all the seat's chips")
        # A raise needs someone who could put in more than the current bet.
        others_able = any(
            j != i and not self._folded[j] and self._bet[j] + self._stack[j] > self._current_bet
            for j in range(len(self.order))
        )
        if not others_able:
            return translate("HandRules", "No other player can match a raise; call or fold")
        if self._acted[i] and not self._reopened_for(i):
            return translate(
                "HandRules",
                "Betting is not reopened: the all-in since this player acted was less than "
                "a full raise",
            )
        cap = self.rules.max_raises
        if (
            self.rules.structure is not BettingStructure.FIXED_LIMIT
            or cap is None
            or self._current_bet == 0
            or self._cap_lifted_heads_up(i)
        ):
            return None
        if self.rules.raise_cap_mode is RaiseCapMode.PER_ROUND and self._raises_in_round >= cap:
            return translate(
                "HandRules", "Betting is capped: a bet and {cap} raises this round"
            ).format(cap=cap)
        if self.rules.raise_cap_mode is RaiseCapMode.PER_PLAYER and self._raises_by[i] >= cap:
            return translate(
                "HandRules", "This player already raised {cap} times this round"
            ).format(cap=cap)
        return None

    def _cap_lifted_heads_up(self, i: int) -> bool:
        """RULES.md's heads-up option (Robert's Rules): with only two players left in the
        hand the fixed-limit raise cap does not apply, unless the cap (of the round, or of
        seat index ``i`` when counted per player) was reached while more were in."""
        if not self.rules.uncapped_heads_up or len(self._in_hand) != 2:
            return False
        if self.rules.raise_cap_mode is RaiseCapMode.PER_ROUND:
            return not self._round_capped_multiway
        return not self._capped_multiway[i]

    def _reopened_for(self, i: int) -> bool:
        if self.rules.structure is BettingStructure.FIXED_LIMIT:
            return self._full_level > self._faced[i]
        # Several short all-ins that add up to a full raise reopen the betting (TDA 47).
        return self._current_bet - self._faced[i] >= self._last_raise

    # ----- the three faces of each action ------------------------------------------------

    def can_fold(self, seat: int) -> bool:
        """True if ``seat`` may fold now."""
        return self._turn_error(seat) is None

    def verify_fold(self, seat: int) -> None:
        """:raises IllegalAction: if ``seat`` may not fold now."""
        _raise_if(self._turn_error(seat))

    def fold(self, seat: int) -> HandState:
        """Fold ``seat``; returns the new state."""
        return self.apply(Folded(seat))

    def can_check(self, seat: int) -> bool:
        """True if ``seat`` may check now."""
        return self._check_error(seat) is None

    def verify_check(self, seat: int) -> None:
        """:raises IllegalAction: if ``seat`` may not check now."""
        _raise_if(self._check_error(seat))

    def check(self, seat: int) -> HandState:
        """Check for ``seat``; returns the new state."""
        return self.apply(Checked(seat))

    def can_call(self, seat: int) -> bool:
        """True if ``seat`` faces a bet it may call."""
        return self._call_error(seat) is None

    def verify_call(self, seat: int) -> None:
        """:raises IllegalAction: if ``seat`` may not call now."""
        _raise_if(self._call_error(seat))

    def call(self, seat: int) -> HandState:
        """Call for ``seat``; returns the new state."""
        return self.apply(Called(seat))

    def can_bet(self, seat: int, to: int) -> bool:
        """True if ``seat`` may open the betting with a bet of ``to``."""
        return self._bet_error(seat, to) is None

    def verify_bet(self, seat: int, to: int) -> None:
        """:raises IllegalAction: if the bet is not allowed, saying what is."""
        _raise_if(self._bet_error(seat, to))

    def place_bet(self, seat: int, to: int) -> HandState:
        """Bet ``to`` chips for ``seat``; returns the new state."""
        return self.apply(BetPlaced(seat, to))

    def can_raise(self, seat: int, to: int) -> bool:
        """True if ``seat`` may raise to ``to``."""
        return self._raise_error(seat, to) is None

    def verify_raise(self, seat: int, to: int) -> None:
        """:raises IllegalAction: if the raise is not allowed, saying what is."""
        _raise_if(self._raise_error(seat, to))

    def raise_to(self, seat: int, to: int) -> HandState:
        """Raise ``seat``'s bet to ``to``; returns the new state."""
        return self.apply(RaisedTo(seat, to))

    def can_all_in(self, seat: int) -> bool:
        """True if ``seat`` may push all its chips now."""
        return self._turn_error(seat) is None and self._all_in_error(self._index[seat]) is None

    def verify_all_in(self, seat: int) -> None:
        """:raises IllegalAction: if ``seat`` may not go all-in now."""
        _raise_if(self._turn_error(seat) or self._all_in_error(self._index[seat]))

    def all_in(self, seat: int) -> HandState:
        """Push all of ``seat``'s chips; returns the new state."""
        return self.apply(WentAllIn(seat))

    def verify_cards_of(self, seat: int, cards: Sequence[Card]) -> None:
        """Check that ``cards`` can be the hole cards of ``seat`` at any point of the
        hand, even once it is over: two cards, the ones it was dealt or showed if known,
        none of them on the board or in another known hand.

        :raises IllegalAction: with the reason, as a show of those cards would.
        """
        if seat not in self._index:
            raise IllegalAction(_not_in_hand(seat))
        _raise_if(self._cards_error(seat, tuple(cards)))

    def verify(self, event: HandEvent) -> None:
        """Check ``event`` against the rules without applying it.

        :raises IllegalAction: (or :class:`CardError`) with the reason.
        """
        _raise_if(self._error_for(event))

    def can_apply(self, event: HandEvent) -> bool:
        """True if ``event`` is legal now."""
        try:
            return self._error_for(event) is None
        except CardError:
            return False

    def apply(self, event: HandEvent) -> HandState:
        """A new state with ``event`` applied; this state is unchanged.

        :raises IllegalAction: if the event breaks a rule (message says which).
        """
        self.verify(event)
        new = self._clone()
        new._apply_verified(event)
        return new

    # ----- error messages ----------------------------------------------------------------
    # Each message is one translatable text with named fields (context "HandRules"): the
    # console, the dealer pads and the command line show them in the language in use.

    def _who(self, seat: int) -> str:
        return translate("HandRules", "Seat {seat} ({player})").format(
            seat=seat, player=self.config.player(seat)
        )

    def _turn_error(self, seat: int) -> str | None:
        if seat not in self._index:
            return _not_in_hand(seat)
        if self._street is Street.COMPLETE:
            return translate("HandRules", "The hand is over; no more actions can be recorded")
        if self._to_act is None:
            if self._street is Street.SHOWDOWN:
                return translate("HandRules", "Betting is over; the hand is at showdown")
            next_street = self.awaiting_board
            if next_street is None:
                return translate(
                    "HandRules", "Betting on this street is over; deal the next street first"
                )
            return translate(
                "HandRules", "Betting on this street is over; deal the {street} first"
            ).format(street=street_in_sentence(next_street))
        if self.order[self._to_act] != seat:
            i = self._index[seat]
            if self._folded[i]:
                return translate("HandRules", "{who} has folded").format(who=self._who(seat))
            if self._stack[i] == 0:
                return translate("HandRules", "{who} is all-in and cannot act").format(
                    who=self._who(seat)
                )
            return translate("HandRules", "Seat {seat} is not to act; seat {to_act} is").format(
                seat=seat, to_act=self.to_act
            )
        return None

    def _check_error(self, seat: int) -> str | None:
        error = self._turn_error(seat)
        if error:
            return error
        i = self._index[seat]
        to_call = self._current_bet - self._bet[i]
        if to_call > 0:
            return translate("HandRules", "{who} cannot check: {amount} to call").format(
                who=self._who(seat), amount=chips(to_call)
            )
        return None

    def _call_error(self, seat: int) -> str | None:
        error = self._turn_error(seat)
        if error:
            return error
        if self._current_bet <= self._bet[self._index[seat]]:
            return translate("HandRules", "{who} has no bet to call; check instead").format(
                who=self._who(seat)
            )
        return None

    def _amount_error(self, i: int, to: int, low: int, high: int, raising: bool) -> str | None:
        """Why a bet (or, ``raising``, a raise) to ``to`` is refused, given its bounds.

        Bet and raise each have their own whole sentences: word order and the words for
        "bet" and "raise" differ between languages.
        """
        all_in_to = self._bet[i] + self._stack[i]
        if isinstance(to, bool) or not isinstance(to, int):
            if raising:
                return translate("HandRules", "The raise amount must be a whole number of chips")
            return translate("HandRules", "The bet amount must be a whole number of chips")
        if to > all_in_to:
            text = (
                translate(
                    "HandRules", "{who} has only {stack} behind: raise to at most {all_in} (all-in)"
                )
                if raising
                else translate(
                    "HandRules", "{who} has only {stack} behind: bet to at most {all_in} (all-in)"
                )
            )
            return text.format(
                who=self._who(self.order[i]),
                stack=chips(self._stack[i]),
                all_in=chips(all_in_to),
            )
        if to > high:
            return _over_limit(high, raising, self.rules.structure is BettingStructure.POT_LIMIT)
        if to == all_in_to:
            return None
        if to < low:
            if raising:
                return _raise_at_least(low)
            return translate("HandRules", "Minimum bet is {amount}").format(amount=chips(low))
        unit = self.rules.chip_unit
        if to % unit and self.rules.structure is not BettingStructure.FIXED_LIMIT:
            text = (
                translate(
                    "HandRules", "Raise must be a multiple of {unit}, the smallest chip in play"
                )
                if raising
                else translate(
                    "HandRules", "Bet must be a multiple of {unit}, the smallest chip in play"
                )
            )
            return text.format(unit=chips(unit))
        return None

    def _bet_error(self, seat: int, to: int) -> str | None:
        error = self._turn_error(seat)
        if error:
            return error
        i = self._index[seat]
        if self._current_bet > 0:
            return translate(
                "HandRules", "There is already a bet of {amount}; raise, call or fold instead"
            ).format(amount=chips(self._current_bet))
        closed = self._raise_closed_reason(i)
        if closed:
            return translate("HandRules", "{who} cannot bet: {reason}").format(
                who=self._who(seat), reason=_in_sentence(closed)
            )
        low, high = self._bet_bounds(i)
        return self._amount_error(i, to, low, high, raising=False)

    def _raise_error(self, seat: int, to: int) -> str | None:
        error = self._turn_error(seat)
        if error:
            return error
        i = self._index[seat]
        if self._current_bet == 0:
            return translate("HandRules", "There is no bet to raise; bet instead")
        closed = self._raise_closed_reason(i)
        if closed:
            return translate("HandRules", "{who} cannot raise: {reason}").format(
                who=self._who(seat), reason=_in_sentence(closed)
            )
        low, high = self._raise_bounds(i)
        if isinstance(to, int) and not isinstance(to, bool) and to <= self._current_bet:
            return _raise_at_least(low)
        return self._amount_error(i, to, low, high, raising=True)

    def _all_in_error(self, i: int) -> str | None:
        all_in_to = self._bet[i] + self._stack[i]
        if all_in_to <= self._current_bet:
            return None
        closed = self._raise_closed_reason(i)
        seat = self.order[i]
        if closed:
            to_call = self._current_bet - self._bet[i]
            if to_call:
                return translate(
                    "HandRules", "{who} cannot go all-in: {reason}; call {amount} or fold"
                ).format(who=self._who(seat), reason=_in_sentence(closed), amount=chips(to_call))
            return translate("HandRules", "{who} cannot go all-in: {reason}; check or fold").format(
                who=self._who(seat), reason=_in_sentence(closed)
            )
        if self._current_bet == 0:
            _, high = self._bet_bounds(i)
        else:
            _, high = self._raise_bounds(i)
        if all_in_to > high:
            return translate(
                "HandRules", "{who} cannot go all-in for {amount}: the most allowed is {most}"
            ).format(who=self._who(seat), amount=chips(all_in_to), most=chips(high))
        return None

    def _board_error(self, street: Street, cards: tuple[Card, ...]) -> str | None:
        expected = self.awaiting_board
        if self._street is Street.COMPLETE:
            return translate("HandRules", "The hand is over; no more cards are dealt")
        if expected is None:
            if self._to_act is not None:
                return translate(
                    "HandRules", "Betting on the {street} is not finished: seat {seat} is to act"
                ).format(street=street_in_sentence(self._street), seat=self.to_act)
            return translate("HandRules", "All board cards are already dealt")
        if street is not expected:
            return translate("HandRules", "The next street to deal is the {street}").format(
                street=street_in_sentence(expected)
            )
        needed = 3 if street is Street.FLOP else 1
        if cards and len(cards) != needed:
            text = (
                translate("HandRules", "The {street} is 3 cards")
                if needed == 3
                else translate("HandRules", "The {street} is 1 card")
            )
            return text.format(street=street_in_sentence(street))
        return self._duplicate_error(cards)

    def _duplicate_error(self, cards: Iterable[Card]) -> str | None:
        known = self._known
        for card in cards:
            if card in known:
                return translate(
                    "HandRules", "{card} is already on the table; each card exists once in the deck"
                ).format(card=card)
        return None

    def _hole_error(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        if seat not in self._index:
            return _not_in_hand(seat)
        if len(cards) != 2:
            return _two_hole_cards(len(cards))
        if seat in self._hole:
            return translate("HandRules", "{who} already has hole cards recorded").format(
                who=self._who(seat)
            )
        return self._duplicate_error(cards)

    def _show_error(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        if seat not in self._index:
            return _not_in_hand(seat)
        if self._street is Street.COMPLETE:
            return translate("HandRules", "The hand is over")
        if self.is_folded(seat):
            return translate("HandRules", "{who} has folded; a folded hand is not shown").format(
                who=self._who(seat)
            )
        if seat in self._mucked:
            return translate("HandRules", "{who} has mucked").format(who=self._who(seat))
        if not self.betting_over:
            return translate("HandRules", "Hands are shown once betting is over")
        if seat in self._shown:
            return translate("HandRules", "{who} has already shown").format(who=self._who(seat))
        if not cards:
            if seat not in self._hole:
                return translate("HandRules", "Enter the 2 cards {who} shows").format(
                    who=self._who(seat)
                )
            return None
        return self._cards_error(seat, cards)

    def _cards_error(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        """Why ``cards`` cannot be the hole cards of ``seat`` (in the hand), or ``None``."""
        if len(cards) != 2:
            return _two_hole_cards(len(cards))
        own = self.hole_cards(seat)
        if own and set(own) != set(cards):
            return translate("HandRules", "{who} was dealt {cards}").format(
                who=self._who(seat), cards=" ".join(map(str, own))
            )
        return self._duplicate_error(c for c in cards if c not in own)

    def _muck_error(self, seat: int) -> str | None:
        if seat not in self._index:
            return _not_in_hand(seat)
        if self._street is not Street.SHOWDOWN:
            return translate("HandRules", "Hands are mucked at showdown")
        if self.is_folded(seat) or seat in self._mucked:
            return translate("HandRules", "{who} is no longer in the hand").format(
                who=self._who(seat)
            )
        if seat in self._shown:
            return translate("HandRules", "{who} has already shown; cards speak").format(
                who=self._who(seat)
            )
        if self._all_in_showdown or any(self.is_all_in(s) for s in self.in_hand):
            return translate(
                "HandRules",
                "A player is all-in and betting is over: every hand is tabled (TDA 16); "
                "enter {player}'s cards or award the pot",
            ).format(player=self.config.player(seat))
        for pot in self.pots:
            if seat in pot.eligible:
                others = [s for s in pot.eligible if s != seat and s not in self._mucked]
                if not others:
                    return translate("HandRules", "{who} is the last player in the {pot}").format(
                        who=self._who(seat), pot=pot_in_sentence(pot.index)
                    )
        return None

    def _award_error(self, pot_index: int, winners: tuple[int, ...]) -> str | None:
        if self._street is not Street.SHOWDOWN:
            if self._street is Street.COMPLETE:
                return translate("HandRules", "The hand is over; every pot has been awarded")
            return translate(
                "HandRules", "Pots are awarded at showdown, when betting and dealing are over"
            )
        pots = self.pots
        if not 0 <= pot_index < len(pots):
            return translate("HandRules", "There is no pot {index}; this hand has {count}").format(
                index=pot_index, count=len(pots)
            )
        pot = pots[pot_index]
        if pot_index in self._awards or self._resolve(pot) is not None:
            return translate("HandRules", "The {pot} already has its winner").format(
                pot=pot_in_sentence(pot.index)
            )
        if not winners:
            return translate("HandRules", "Choose at least one winner for the {pot}").format(
                pot=pot_in_sentence(pot.index)
            )
        if len(set(winners)) != len(winners):
            return translate("HandRules", "A winner is listed twice")
        for seat in winners:
            if seat not in pot.eligible or seat in self._mucked:
                return translate("HandRules", "Seat {seat} cannot win the {pot}").format(
                    seat=seat, pot=pot_in_sentence(pot.index)
                )
        return None

    def _error_for(self, event: HandEvent) -> str | None:
        check = _CHECKS.get(type(event))
        if check is None:
            return translate("HandRules", "Unknown event {event}").format(event=repr(event))
        return check(self, event)

    def _fold_error(self, event: Folded) -> str | None:
        return self._turn_error(event.seat)

    def _checked_error(self, event: Checked) -> str | None:
        return self._check_error(event.seat)

    def _called_error(self, event: Called) -> str | None:
        return self._call_error(event.seat)

    def _bet_placed_error(self, event: BetPlaced) -> str | None:
        return self._bet_error(event.seat, event.to)

    def _raised_error(self, event: RaisedTo) -> str | None:
        return self._raise_error(event.seat, event.to)

    def _went_all_in_error(self, event: WentAllIn) -> str | None:
        error = self._turn_error(event.seat)
        return error or self._all_in_error(self._index[event.seat])

    def _hole_dealt_error(self, event: HoleCardsDealt) -> str | None:
        ensure_distinct(event.cards)
        return self._hole_error(event.seat, event.cards)

    def _board_dealt_error(self, event: FlopDealt | TurnDealt | RiverDealt) -> str | None:
        ensure_distinct(event.cards)
        return self._board_error(_BOARD_STREETS[type(event)], event.cards)

    def _shown_error(self, event: CardsShown) -> str | None:
        ensure_distinct(event.cards)
        return self._show_error(event.seat, event.cards)

    def _mucked_error(self, event: CardsMucked) -> str | None:
        return self._muck_error(event.seat)

    def _awarded_error(self, event: PotAwarded) -> str | None:
        return self._award_error(event.pot, tuple(event.winners))

    # ----- applying ----------------------------------------------------------------------

    def _clone(self) -> HandState:
        """A copy sharing nothing mutable: lists, sets and dicts are copied (shallow)."""
        new = object.__new__(HandState)
        new.__dict__.update(
            {
                name: value.copy() if isinstance(value, _CONTAINERS) else value
                for name, value in self.__dict__.items()
            }
        )
        return new

    def _apply_verified(self, event: HandEvent) -> None:
        kind = type(event)
        self._events.append(event)
        self._events_tuple = None
        if kind not in _LEAVE_POTS:
            self._pots_cache = None
        self._winners_cache = None
        _APPLIERS[kind](self, event)

    def _apply_folded(self, event: Folded) -> None:
        seat = event.seat
        i = self._index[seat]
        self._folded[i] = True
        self._in_hand = tuple([s for s in self._in_hand if s != seat])
        if self._stack[i]:
            self._able -= 1
        self._after_action(i)

    def _apply_checked(self, event: Checked) -> None:
        self._after_action(self._index[event.seat])

    def _apply_called(self, event: Called) -> None:
        i = self._index[event.seat]
        self._wager_to(i, min(self._current_bet, self._bet[i] + self._stack[i]))

    def _apply_wager(self, event: BetPlaced | RaisedTo) -> None:
        self._wager_to(self._index[event.seat], event.to)

    def _apply_all_in(self, event: WentAllIn) -> None:
        i = self._index[event.seat]
        self._wager_to(i, self._bet[i] + self._stack[i])

    def _apply_hole(self, event: HoleCardsDealt) -> None:
        self._hole[event.seat] = tuple(event.cards)
        self._known.update(event.cards)

    def _apply_board(self, event: FlopDealt | TurnDealt | RiverDealt) -> None:
        self._known.update(event.cards)
        self._deal_board(tuple(event.cards))

    def _apply_shown(self, event: CardsShown) -> None:
        self._shown[event.seat] = tuple(event.cards) or self._hole[event.seat]
        self._known.update(event.cards)
        self._settle_showdown()

    def _apply_mucked(self, event: CardsMucked) -> None:
        self._mucked.add(event.seat)
        self._settle_showdown()

    def _apply_awarded(self, event: PotAwarded) -> None:
        self._awards[event.pot] = tuple(event.winners)
        self._settle_showdown()

    def _wager_to(self, i: int, to: int) -> None:
        amount = to - self._bet[i]
        self._stack[i] -= amount
        if amount and not self._stack[i]:
            self._able -= 1  # all-in
        self._bet[i] = to
        self._live[i] += amount
        increment = to - self._current_bet
        if increment > 0:
            if self._is_full(to):
                if self._full_level > 0:
                    # Above a full bet this is a raise. With no full bet yet (only an
                    # all-in opening bet of less than half a bet), it is the bet: the
                    # completion does not count toward the cap.
                    self._count_raise(i)
                self._last_raise = max(self._last_raise, increment)
                self._full_level = to
            self._current_bet = to
            self._aggressor = i
        self._after_action(i)

    def _is_full(self, to: int) -> bool:
        """Whether a wager to ``to`` counts as a full bet or raise: it reopens the betting
        for players who already acted and sets the size of the next raise.

        No-limit and pot-limit: a raise at least as large as the last full one (TDA 43).
        Fixed limit (RULES.md; TDA 47-B, Robert's Rules): a bet or raise of at least half
        the street's bet above the last full bet counts as full, so an all-in bet of 15 on
        a 20 street may be raised to 35. Less than half is not full: the next player may
        call it or complete it to the full bet, and that completion is the bet.
        """
        if self.rules.structure is BettingStructure.FIXED_LIMIT:
            return 2 * (to - self._full_level) >= self.config.bet_size(self._street)
        return to - self._current_bet >= self._last_raise

    def _count_raise(self, i: int) -> None:
        """Count a raise by seat index ``i`` for the fixed-limit cap."""
        self._raises_in_round += 1
        self._raises_by[i] += 1
        cap = self.rules.max_raises
        if cap is not None and len(self._in_hand) > 2:
            if self._raises_in_round >= cap:
                self._round_capped_multiway = True
            if self._raises_by[i] >= cap:
                self._capped_multiway[i] = True

    def _after_action(self, i: int) -> None:
        self._acted[i] = True
        self._faced[i] = self._current_bet
        if len(self._in_hand) == 1:
            self._to_act = None
            self._close_round()
            return
        self._to_act = self._next_to_act(i)
        if self._to_act is None:
            self._close_round()

    def _next_to_act(self, after: int) -> int | None:
        """The first seat index clockwise after ``after`` that must act, else ``None``.

        A seat must act when it is in the hand with chips behind and faces a bet, or has
        not acted yet this round while someone else with chips could answer. This runs
        after every action, hence one loop over local lists.
        """
        folded, stack, bet, acted = self._folded, self._stack, self._bet, self._acted
        current = self._current_bet
        others_able = self._able > 1  # the seat found is one of the able seats
        for j in self._clockwise[after]:
            if folded[j] or not stack[j]:
                continue
            if bet[j] < current:
                if others_able or self._faces_a_live_bet(j):
                    return j
            elif others_able and not acted[j]:
                return j
        return None

    def _faces_a_live_bet(self, j: int) -> bool:
        """Whether someone still in the hand bet more than seat index ``j`` this round.

        Facing only all-in players it already covers, a call would come straight back as
        uncalled chips (e.g. a big blind all-in for less than the small blind).
        """
        own = self._bet[j]
        return any(b > own for b, f in zip(self._bet, self._folded, strict=True) if not f)

    def _close_round(self) -> None:
        """End the betting round: return uncalled chips, then move the hand along."""
        self._return_uncalled()
        # TDA 17: the last aggressor of the *last* round; a checked round has none.
        self._last_aggressor = self._aggressor
        if len(self._in_hand) == 1:
            self._street = Street.COMPLETE
            return
        if self._able <= 1:
            self._all_in_showdown = True
        if self._street is Street.RIVER:
            self._street = Street.SHOWDOWN
            self._settle_showdown()

    def _return_uncalled(self) -> None:
        found = uncalled_index(self._live)
        if found is not None:
            i, amount = found
            self._live[i] -= amount
            self._bet[i] -= amount
            self._give_back(i, amount)
        if self.rules.ante_mode is AnteMode.CLASSIC:
            self._return_unmatched_ante()

    def _return_unmatched_ante(self) -> None:
        """Ante chips above what anyone else put in (a short ante) go back, like a bet.

        Nobody else could ever win them, so they form no pot of their own.
        """
        totals = [live + ante for live, ante in zip(self._live, self._ante, strict=True)]
        found = uncalled_index(totals)
        if found is None:
            return
        i, amount = found
        amount = min(amount, self._ante[i])
        if amount <= 0:
            return
        self._ante[i] -= amount
        self._give_back(i, amount)

    def _give_back(self, i: int, amount: int) -> None:
        """Return ``amount`` uncalled chips to seat index ``i``."""
        if not self._stack[i] and not self._folded[i]:
            self._able += 1  # back from all-in
        self._stack[i] += amount
        self._returned.append((self.order[i], amount))

    def _deal_board(self, cards: tuple[Card, ...]) -> None:
        self._streets_dealt += 1
        self._street = _STREETS[self._streets_dealt]
        if cards:
            self._board.extend(cards)
        else:
            self._board_unknown = True
        count = len(self.order)
        self._bet = [0] * count
        self._acted = [False] * count
        self._faced = [0] * count
        self._raises_by = [0] * count
        self._current_bet = 0
        self._full_level = 0
        self._raises_in_round = 0
        self._round_capped_multiway = False
        self._capped_multiway = [False] * count
        self._aggressor = None
        self._last_raise = self._opening_size()
        self._to_act = self._next_to_act(self._button_index)
        if self._to_act is None:
            self._close_round()

    def _seat_index_at_or_before(self, seat: int) -> int:
        """Index of ``seat`` or of the nearest dealt seat before it (for an empty button)."""
        candidates = [i for i, s in enumerate(self.order) if s <= seat]
        return candidates[-1] if candidates else len(self.order) - 1

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
        if len(self._board) != 5 or not all(map(self._shown.__contains__, contenders)):
            return None
        values = {s: self.hand_value(s) for s in contenders}
        best = max(v.strength for v in values.values() if v is not None)
        return tuple(s for s in contenders if (v := values[s]) is not None and v.strength == best)

    def hand_value(self, seat: int) -> HandValue | None:
        """The seat's made hand when its cards and the full board are known."""
        cards = self._shown.get(seat) or self._hole.get(seat)
        if not cards or len(self._board) != 5:
            return None
        value = self._values.get(seat)
        if value is None:
            # Every card was checked against the table as it came (``_duplicate_error``).
            value = self._values[seat] = evaluate_distinct((*cards, *self._board))
        return value

    def _settle_showdown(self) -> None:
        if self._street is not Street.SHOWDOWN:
            return
        winners: list[tuple[int, ...]] = []
        for pot in self.pots:
            found = self._resolve(pot)
            if found is None:
                return
            winners.append(found)
        self._street = Street.COMPLETE
        # Kept for ``result``; applying any later event clears it (``_apply_verified``).
        self._winners_cache = tuple(winners)

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
            shares = split_pot(pot.amount, winners, self.config.button, self.rules.chip_unit)
            for seat, share in shares:
                won[seat] += share
            value = None
            if pot.index not in self._awards and len(winners) >= 1:
                value = self.hand_value(winners[0]) if winners[0] in self._shown else None
            pot_results.append(PotResult(pot, tuple(winners), shares, value))
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


# Event type → its check (one dictionary lookup instead of a chain of isinstance tests).
_CHECKS: dict[type, Callable[[HandState, Any], str | None]] = {
    Folded: HandState._fold_error,
    Checked: HandState._checked_error,
    Called: HandState._called_error,
    BetPlaced: HandState._bet_placed_error,
    RaisedTo: HandState._raised_error,
    WentAllIn: HandState._went_all_in_error,
    HoleCardsDealt: HandState._hole_dealt_error,
    FlopDealt: HandState._board_dealt_error,
    TurnDealt: HandState._board_dealt_error,
    RiverDealt: HandState._board_dealt_error,
    CardsShown: HandState._shown_error,
    CardsMucked: HandState._mucked_error,
    PotAwarded: HandState._awarded_error,
}
# Event type → how it changes the state (verified events only).
_APPLIERS: dict[type, Callable[[HandState, Any], None]] = {
    Folded: HandState._apply_folded,
    Checked: HandState._apply_checked,
    Called: HandState._apply_called,
    BetPlaced: HandState._apply_wager,
    RaisedTo: HandState._apply_wager,
    WentAllIn: HandState._apply_all_in,
    HoleCardsDealt: HandState._apply_hole,
    FlopDealt: HandState._apply_board,
    TurnDealt: HandState._apply_board,
    RiverDealt: HandState._apply_board,
    CardsShown: HandState._apply_shown,
    CardsMucked: HandState._apply_mucked,
    PotAwarded: HandState._apply_awarded,
}
# Street by number: indexing is much cheaper than calling the enum, ``Street(n)``.
_STREETS: tuple[Street, ...] = tuple(Street)
_BOARD_STREETS = {FlopDealt: Street.FLOP, TurnDealt: Street.TURN, RiverDealt: Street.RIVER}
# Events that move no chips and pass no turn: the pots built before them still hold.
_LEAVE_POTS = frozenset({HoleCardsDealt, CardsShown, CardsMucked, PotAwarded})


@functools.cache
def _clockwise_orders(count: int) -> tuple[tuple[int, ...], ...]:
    """For each index of ``count`` seats, every index in turn order starting after it
    (itself last). Cached: every hand at a table of that size shares them."""
    return tuple((*range(after + 1, count), *range(after + 1)) for after in range(count))


# The mutable containers a state holds; ``_clone`` copies them, other values are shared.
_CONTAINERS = (list, set, dict)


def _raise_if(message: str | None) -> None:
    if message is not None:
        raise IllegalAction(message)


def _not_in_hand(seat: int) -> str:
    return translate("HandRules", "Seat {seat} is not in this hand").format(seat=seat)


def _two_hole_cards(count: int) -> str:
    return translate("HandRules", "A Hold'em hand is 2 hole cards, not {count}").format(
        count=count
    )


def _raise_at_least(amount: int) -> str:
    return translate("HandRules", "Raise to at least {amount}").format(amount=chips(amount))


def _over_limit(high: int, raising: bool, pot_limit: bool) -> str:
    """The refusal of a bet or raise above the pot limit or the fixed limit."""
    if raising:
        text = (
            translate("HandRules", "Raise to at most {amount} (pot limit)")
            if pot_limit
            else translate("HandRules", "Raise to at most {amount} (limit)")
        )
    else:
        text = (
            translate("HandRules", "Maximum bet is {amount} (pot limit)")
            if pot_limit
            else translate("HandRules", "Maximum bet is {amount} (limit)")
        )
    return text.format(amount=chips(high))


def _in_sentence(reason: str) -> str:
    """A reason (``"Calling takes all..."``) continuing a sentence after a colon."""
    return reason[:1].lower() + reason[1:]


def replay(config: HandConfig, events: Sequence[HandEvent] = ()) -> HandState:
    """The state of a hand after ``events``.

    :raises IllegalAction: naming the first illegal event (counted from 1) and why.
    """
    state = HandState(config)
    for number, event in enumerate(events, start=1):
        error = state._error_for(event)
        if error is not None:
            raise IllegalAction(
                translate("HandRules", "Event {number} ({event}): {reason}").format(
                    number=number, event=_describe_event(event), reason=error
                )
            )
        state._apply_verified(event)
    return state


def advance(state: HandState, event: HandEvent) -> None:
    """Apply ``event`` to ``state`` in place, for a caller that owns the state alone.

    Bulk replays use this to skip the copy :meth:`HandState.apply` makes.

    :raises IllegalAction: if the event breaks a rule; ``state`` is then unchanged.
    """
    error = state._error_for(event)  # ``verify`` inlined: this runs for every event read
    if error is not None:
        raise IllegalAction(error)
    state._apply_verified(event)


def advance_recorded(state: HandState, event: HandEvent) -> None:
    """Apply ``event`` in place without checking it: for events read back from a journal,
    where each was verified before it was committed (exports replay thousands of hands).

    Never use it for events from a user or a file: an illegal event corrupts the state.
    """
    state._apply_verified(event)


def undo(state: HandState) -> HandState:
    """The state before the last event (undo is dropping it)."""
    return replay(state.config, state.events[:-1])


def _describe_event(event: HandEvent) -> str:
    fields = ", ".join(
        f"{name}={value}" for name, value in _event_fields(event) if name != "kind"
    )
    return f"{type(event).__name__}({fields})"


def _event_fields(event: HandEvent) -> list[tuple[str, object]]:
    return [(name, getattr(event, name)) for name in event.__dataclass_fields__]
