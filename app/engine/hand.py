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

:class:`HandState` is built in three layers, one module each: its fields and everything
read from them (:mod:`app.engine.hand_core`), every refusal
(:mod:`app.engine.hand_errors`), and here the legal actions, the three faces of each
action, applying events and the replays (``replay``, and ``advance`` and
``advance_recorded`` for bulk replays that own their state).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from app.engine.cards import Card
from app.engine.config import ForcedBet, HandConfig, LegalActions, SeatConfig, Street
from app.engine.errors import CardError, IllegalAction
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
    PotAwarded,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand_core import _STREETS, Draws
from app.engine.hand_errors import HandChecks, _not_in_hand
from app.engine.pots import uncalled_index
from app.engine.rules import AnteMode, BettingStructure
from app.engine.stud_hand import StudRules
from app.engine.wording import translate

__all__ = [
    "ForcedBet",
    "HandConfig",
    "HandState",
    "LegalActions",
    "SeatConfig",
    "Street",
    "StudHandState",
    "advance",
    "replay",
    "undo",
]


class HandState(HandChecks):
    """The derived state of one hand. Use :func:`replay` or :meth:`apply` to get one.

    Instances are never changed once returned: ``apply`` returns a new state.
    """

    def __init__(self, config: HandConfig) -> None:
        super().__init__(config)
        self._begin_preflop()

    def _begin_preflop(self) -> None:
        # A short big blind does not lower the stakes: the bet to call is the full blind.
        self._current_bet = self.config.big_blind
        self._full_level = self.config.big_blind
        self._last_raise = self._opening_size()
        start = self._index[self.config.big_blind_seat]
        self._to_act = self._next_to_act(start)
        if self._to_act is None:
            self._close_round()

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

    def can_draw(self, seat: int, count: int) -> bool:
        """True if ``seat`` may draw ``count`` cards now (0 stands pat)."""
        return self.can_apply(Drew(seat, count))

    def verify_draw(self, seat: int, count: int) -> None:
        """:raises IllegalAction: if ``seat`` may not draw ``count`` cards now."""
        self.verify(Drew(seat, count))

    def draw(
        self,
        seat: int,
        count: int,
        discarded: Sequence[Card] = (),
        new: Sequence[Card] = (),
    ) -> HandState:
        """``seat`` discards and draws ``count`` cards (the cards if known); returns the
        new state."""
        return self.apply(Drew(seat, count, tuple(discarded), tuple(new)))

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

    # ----- applying ----------------------------------------------------------------------

    def _clone(self) -> HandState:
        """A copy sharing nothing mutable: lists, sets and dicts are copied (shallow)."""
        new = object.__new__(type(self))
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
        draws = self._draws
        if draws is not None:
            self._draws = replace(
                draws,
                muck_count=draws.muck_count + self.game.hole_count,
                muck_known=draws.muck_known.union(self._hole.get(seat, ())),
            )
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

    def _apply_drew(self, event: Drew) -> None:
        draws = self._draws
        assert draws is not None  # a draw is verified to be in a draw game
        stub, muck_count, muck_known = draws.stub, draws.muck_count, draws.muck_known
        if event.count > stub:
            # The stub runs out: the muck is reshuffled (not this player's discards).
            stub += muck_count
            muck_count = 0
            self._known.difference_update(muck_known)
            muck_known = frozenset()
        seat = event.seat
        hole = self._hole.get(seat)
        if event.new:
            muck_known = muck_known.union(event.discarded)
            self._known.update(event.discarded)
            self._known.update(event.new)
            if hole is not None:
                kept = [card for card in hole if card not in event.discarded]
                self._hole[seat] = (*kept, *event.new)
        elif event.count and hole is not None:
            # Which cards went is not known: the hand is unknown until it is shown.
            del self._hole[seat]
            self._known.difference_update(hole)
        drawers = draws.drawers[1:]
        self._draws = Draws(
            stub - event.count,
            drawers,
            draws.done + (not drawers),
            muck_count + event.count,
            muck_known,
        )
        if not drawers:
            self._next_round()

    def _apply_shown(self, event: CardsShown) -> None:
        self._shown[event.seat] = tuple(event.cards) or self._hole[event.seat]
        self._known.update(event.cards)
        self._settle_showdown()

    def _apply_mucked(self, event: CardsMucked) -> None:
        self._mucked.add(event.seat)
        self._settle_showdown()

    def _apply_awarded(self, event: PotAwarded) -> None:
        self._awards[event.pot] = tuple(event.winners)
        if event.low_winners:
            self._low_awards[event.pot] = tuple(event.low_winners)
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
        if self._street is self._last_street:
            self._street = Street.SHOWDOWN
            self._settle_showdown()
        elif self._draws is not None:
            # Everyone still in draws in turn from the button's left, all-in players too.
            folded = self._folded
            drawers = tuple(j for j in self._clockwise[self._button_index] if not folded[j])
            self._draws = replace(self._draws, drawers=drawers)

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
        if cards:
            self._board.extend(cards)
        else:
            self._board_unknown = True
        self._next_round()

    def _next_round(self) -> None:
        """Open the next betting round (after a street is dealt, or after a draw)."""
        self._streets_dealt += 1
        self._street = _STREETS[self._streets_dealt]
        self._new_round(self._button_index)

    def _new_round(self, after: int) -> None:
        """Begin a betting round on the street just dealt: no bets yet, the first seat to
        act after seat index ``after`` (the button, in flop games)."""
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
        self._to_act = self._next_to_act(after)
        if self._to_act is None:
            self._close_round()

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
    Drew: HandState._apply_drew,
    CardsShown: HandState._apply_shown,
    CardsMucked: HandState._apply_mucked,
    PotAwarded: HandState._apply_awarded,
}


class StudHandState(StudRules, HandState):
    """The state of a hand of stud, stud hi-lo or razz: the same state machine, with
    :class:`~app.engine.stud_hand.StudRules` where stud differs. :func:`replay` builds
    it for a stud config."""

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do; the bring-in seat may post it or complete."""
        if self._bring_in_due and self._to_act is not None:
            return self._bring_in_actions(self._to_act)
        return super().legal_actions()

    def _is_full(self, to: int) -> bool:
        # Once the big bet is made on fourth street (an open pair), half of it is full.
        if self._big_bet_made:
            return 2 * (to - self._full_level) >= self._big_bet
        return super()._is_full(to)

    def _apply_verified(self, event: HandEvent) -> None:
        kind = type(event)
        self._events.append(event)
        self._events_tuple = None
        if kind not in _LEAVE_POTS:
            self._pots_cache = None
        self._winners_cache = None
        _STUD_APPLIERS[kind](self, event)


# A stud hand's appliers: the flop games' with stud's own where they differ.
_STUD_APPLIERS: dict[type, Callable[[StudHandState, Any], None]] = {
    **_APPLIERS,
    BetPlaced: StudRules._apply_stud_wager,
    RaisedTo: StudRules._apply_stud_wager,
    WentAllIn: StudRules._apply_stud_all_in,
    BroughtIn: StudRules._apply_brought_in,
    StudStreetDealt: StudRules._apply_stud_street,
    CardsShown: StudRules._apply_stud_shown,
}


# Events that move no chips and pass no turn: the pots built before them still hold.
_LEAVE_POTS = frozenset({HoleCardsDealt, CardsShown, CardsMucked, PotAwarded})


# The mutable containers a state holds; ``_clone`` copies them, other values are shared.
_CONTAINERS = (list, set, dict)


def _raise_if(message: str | None) -> None:
    if message is not None:
        raise IllegalAction(message)


def replay(config: HandConfig, events: Sequence[HandEvent] = ()) -> HandState:
    """The state of a hand after ``events``.

    :raises IllegalAction: naming the first illegal event (counted from 1) and why.
    """
    state = new_hand(config)
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


def new_hand(config: HandConfig) -> HandState:
    """The state of a hand before its first event: a stud hand for a stud game."""
    if config.game.is_stud:
        return StudHandState(config)
    return HandState(config)


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
