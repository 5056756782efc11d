"""Every refusal of one hand: why an action, a card or an award is not allowed now.

:class:`HandChecks` adds to :class:`~app.engine.hand_core.HandCore` one ``_x_error``
method per check, each returning the dealer-worded reason (context "HandRules") or
``None``, and the dispatch table from event type to its check that ``verify`` and
``replay`` use. :class:`~app.engine.hand.HandState` builds on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from app.engine.cards import Card, ensure_distinct
from app.engine.config import Street, street_in_sentence
from app.engine.errors import chips
from app.engine.events import (
    BetPlaced,
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
    TurnDealt,
    WentAllIn,
)
from app.engine.hand_core import HandCore
from app.engine.pots import pot_in_sentence
from app.engine.rules import BettingStructure, RaiseCapMode
from app.engine.wording import translate


class HandChecks(HandCore):
    """The refusals of a hand's state; see :class:`~app.engine.hand.HandState`."""

    # ----- when a seat may bet or raise --------------------------------------------------

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
            if self.awaiting_draw is not None:
                return translate(
                    "HandRules", "Betting on this round is over; seat {seat} draws first"
                ).format(seat=self.awaiting_draw)
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
        if self._draws is not None:
            return translate("HandRules", "{game} has no board; players draw instead").format(
                game=self.game.label
            )
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

    def _hole_count_error(self, count: int) -> str:
        """The refusal of ``count`` hole cards in this hand's game."""
        if self.game.hole_count == 2:
            return _two_hole_cards(count)
        if self._draws is not None:
            return translate("HandRules", "A {game} hand is {cards} cards, not {count}").format(
                game=self.game.label, cards=self.game.hole_count, count=count
            )
        return translate("HandRules", "An Omaha hand is 4 hole cards, not {count}").format(
            count=count
        )

    def _deck_error(self, cards: Iterable[Card]) -> str | None:
        """Why a card is not in this game's deck (the short deck has no two to five)."""
        lowest = self.game.lowest_rank
        if not lowest:
            return None
        for card in cards:
            if card.rank < lowest:
                return translate(
                    "HandRules", "{card} is not in the short deck: its cards are six to ace"
                ).format(card=card)
        return None

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
        if len(cards) != self.game.hole_count:
            return self._hole_count_error(len(cards))
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
        if self._draws is not None and self._street < Street.SHOWDOWN:
            return translate("HandRules", "Hands are shown after the last draw")
        if seat in self._shown:
            return translate("HandRules", "{who} has already shown").format(who=self._who(seat))
        if not cards:
            if seat not in self._hole:
                text = (
                    translate("HandRules", "Enter the 2 cards {who} shows")
                    if self.game.hole_count == 2
                    else translate("HandRules", "Enter the {count} cards {who} shows")
                )
                return text.format(who=self._who(seat), count=self.game.hole_count)
            return None
        return self._cards_error(seat, cards)

    def _cards_error(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        """Why ``cards`` cannot be the hole cards of ``seat`` (in the hand), or ``None``."""
        if len(cards) != self.game.hole_count:
            return self._hole_count_error(len(cards))
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

    def _low_award_error(self, pot_index: int, low: tuple[int, ...]) -> str | None:
        """A low half awarded by hand: only in a hi-lo game, to players in the pot.

        Checked after :meth:`_award_error`, so the pot exists and awaits its winners.
        """
        if not low:
            return None
        if not self.game.hi_lo:
            return translate(
                "HandRules",
                "{game} has no low half: award the whole pot to its winners",
            ).format(game=self.game.label)
        if len(set(low)) != len(low):
            return translate("HandRules", "A low winner is listed twice")
        pot = self.pots[pot_index]
        for seat in low:
            if seat not in pot.eligible or seat in self._mucked:
                return translate(
                    "HandRules", "Seat {seat} cannot win the low half of the {pot}"
                ).format(seat=seat, pot=pot_in_sentence(pot.index))
        return None

    def _draw_error(self, event: Drew) -> str | None:
        """Why ``event`` (a draw) is refused: only between betting rounds of a draw game,
        in turn from the button's left, 0 to the hand's cards, the cards (if typed) one
        each and not already seen in play."""
        seat, count = event.seat, event.count
        if seat not in self._index:
            return _not_in_hand(seat)
        if self._street is Street.COMPLETE:
            return translate("HandRules", "The hand is over; no more actions can be recorded")
        draws = self._draws
        if draws is None:
            return translate("HandRules", "Players do not draw in {game}").format(
                game=self.game.label
            )
        if not draws.drawers:
            if self._to_act is not None:
                return translate(
                    "HandRules", "Betting is not finished: seat {seat} is to act"
                ).format(seat=self.to_act)
            return translate("HandRules", "The draws are over; the hand is at showdown")
        if self.order[draws.drawers[0]] != seat:
            if self._folded[self._index[seat]]:
                return translate("HandRules", "{who} has folded").format(who=self._who(seat))
            return translate("HandRules", "Seat {seat} does not draw yet; seat {next} does").format(
                seat=seat, next=self.awaiting_draw
            )
        most = self.game.hole_count
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= most:
            return translate("HandRules", "A draw is 0 to {most} cards, not {count}").format(
                most=most, count=count
            )
        return self._drawn_cards_error(seat, count, event.discarded, event.new)

    def _drawn_cards_error(
        self, seat: int, count: int, discarded: tuple[Card, ...], new: tuple[Card, ...]
    ) -> str | None:
        """Why the cards typed with a draw of ``count`` are refused, or ``None``."""
        if not discarded and not new:
            return None
        if len(discarded) != count or len(new) != count:
            if count == 1:
                return translate(
                    "HandRules", "Enter the card discarded and the card drawn, or neither"
                )
            return translate(
                "HandRules", "Enter the {count} cards discarded and the {count} drawn, or neither"
            ).format(count=count)
        ensure_distinct((*discarded, *new))
        error = self._deck_error((*discarded, *new))
        if error:
            return error
        hole = self._hole.get(seat)
        for card in discarded:
            if card not in hole if hole is not None else card in self._known:
                return translate("HandRules", "{who} does not hold {card}").format(
                    who=self._who(seat), card=card
                )
        draws = self._draws
        assert draws is not None  # checked by ``_draw_error``
        reshuffled = count > draws.stub
        for card in new:
            if card in self._known and not (reshuffled and card in draws.muck_known):
                return translate(
                    "HandRules", "{card} is already on the table; each card exists once in the deck"
                ).format(card=card)
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
        return self._deck_error(event.cards) or self._hole_error(event.seat, event.cards)

    def _board_dealt_error(self, event: FlopDealt | TurnDealt | RiverDealt) -> str | None:
        ensure_distinct(event.cards)
        return self._deck_error(event.cards) or self._board_error(
            _BOARD_STREETS[type(event)], event.cards
        )

    def _shown_error(self, event: CardsShown) -> str | None:
        ensure_distinct(event.cards)
        return self._deck_error(event.cards) or self._show_error(event.seat, event.cards)

    def _mucked_error(self, event: CardsMucked) -> str | None:
        return self._muck_error(event.seat)

    def _awarded_error(self, event: PotAwarded) -> str | None:
        return self._award_error(event.pot, tuple(event.winners)) or self._low_award_error(
            event.pot, tuple(event.low_winners)
        )


# Event type → its check (one dictionary lookup instead of a chain of isinstance tests).
_CHECKS: dict[type, Callable[[HandChecks, Any], str | None]] = {
    Folded: HandChecks._fold_error,
    Checked: HandChecks._checked_error,
    Called: HandChecks._called_error,
    BetPlaced: HandChecks._bet_placed_error,
    RaisedTo: HandChecks._raised_error,
    WentAllIn: HandChecks._went_all_in_error,
    HoleCardsDealt: HandChecks._hole_dealt_error,
    FlopDealt: HandChecks._board_dealt_error,
    TurnDealt: HandChecks._board_dealt_error,
    RiverDealt: HandChecks._board_dealt_error,
    Drew: HandChecks._draw_error,
    CardsShown: HandChecks._shown_error,
    CardsMucked: HandChecks._mucked_error,
    PotAwarded: HandChecks._awarded_error,
}


_BOARD_STREETS = {FlopDealt: Street.FLOP, TurnDealt: Street.TURN, RiverDealt: Street.RIVER}


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
