"""What a hand of stud does differently from a flop game, on the same state machine.

RULES.md "Mixed games", Stud: no blinds, everyone antes; third street two down and one
up, fourth to sixth one up each, seventh one down (one community card face up when the
deck runs out); the lowest up card brings in (the highest in razz), posting the
bring-in or completing to the small bet; from fourth street the best hand showing acts
first (the lowest in razz). Small bet on third and fourth street, big bet from fifth;
in stud high an open pair on fourth street lets a player bet or raise the big bet.
Showdown takes each player's seven cards; odd units go by the highest card by suit.

:class:`StudRules` is a layer of :class:`~app.engine.hand.StudHandState`, the state of
a stud hand (``replay`` builds it for a stud config): its fields, readings, refusals
and the two stud events (:class:`~app.engine.events.StudStreetDealt`,
:class:`~app.engine.events.BroughtIn`). The streets are the hand's ``Street`` values:
``THIRD`` (= ``PREFLOP``) to ``SIXTH`` (= ``RIVER``), then ``SEVENTH``. Where the dealer
does not type the up cards, the dealer names who brings in and who acts first, and the
engine checks nothing it cannot know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.engine.cards import Card, HandValue, ensure_distinct, evaluate_distinct
from app.engine.config import ForcedBet, LegalActions, Street
from app.engine.errors import chips
from app.engine.events import (
    BroughtIn,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HoleCardsDealt,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
)
from app.engine.games import Game
from app.engine.hand_core import _STREETS
from app.engine.hand_errors import _CHECKS, HandChecks
from app.engine.omaha import LowValue
from app.engine.pots import Pot, clockwise_from
from app.engine.stud import (
    RazzValue,
    bring_in_seat,
    first_to_act,
    odd_chip_order,
    open_pair_on_fourth,
    razz_value,
    stud_low,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate

DECK_SIZE = 52
"""Cards in stud's deck: with eight players to seventh street it runs out (8 × 7 = 56)."""
STUD_STREETS = 5
"""Third to seventh street."""

_STREET_NAMES = {
    Street.THIRD: QT_TRANSLATE_NOOP("Stud", "third street"),
    Street.FOURTH: QT_TRANSLATE_NOOP("Stud", "fourth street"),
    Street.FIFTH: QT_TRANSLATE_NOOP("Stud", "fifth street"),
    Street.SIXTH: QT_TRANSLATE_NOOP("Stud", "sixth street"),
    Street.SEVENTH: QT_TRANSLATE_NOOP("Stud", "seventh street"),
}


def stud_street_in_sentence(street: Street) -> str:
    """A stud street inside a sentence, in the language in use: ``'third street'``.

    >>> stud_street_in_sentence(Street.THIRD), stud_street_in_sentence(Street.SEVENTH)
    ('third street', 'seventh street')
    """
    return translate("Stud", _STREET_NAMES[street])


class StudRules(HandChecks):
    """Stud's fields, readings and refusals; see :class:`~app.engine.hand.StudHandState`."""

    if TYPE_CHECKING:
        # The round's mechanics, supplied by ``app.engine.hand.HandState`` (below this
        # layer in the state's class order, so they are not defined here at run time).
        def _after_action(self, i: int) -> None: ...
        def _new_round(self, after: int) -> None: ...
        def _close_round(self) -> None: ...
        def _wager_to(self, i: int, to: int) -> None: ...
        def _next_to_act(self, after: int) -> int | None: ...

    # ----- the start: antes only, then third street is dealt -----------------------------

    def _post_forced_bets(self) -> tuple[ForcedBet, ...]:
        """Everyone antes (dead money); there are no blinds."""
        # The stud fields are set here: the base class posts the forced bets while it
        # builds the state, before anything else of stud is asked.
        self._stud_streets = 0
        self._up: dict[int, tuple[Card, ...]] = {}
        self._up_known = True
        self._community: Card | None = None
        self._community_dealt = False
        self._cards_dealt = 0
        self._bring_in_due = False
        self._open_pair = False
        self._big_bet_made = False
        ante = self.config.ante
        if not ante:
            return ()
        posts = [self._post(seat, "ante", ante, live=False) for seat in self.order]
        return tuple([p for p in posts if p.amount > 0])

    def _begin_preflop(self) -> None:
        """Nobody acts until third street is dealt (the bring-in depends on it)."""
        self._current_bet = 0
        self._full_level = 0
        self._last_raise = self._small_bet
        self._to_act = None

    # ----- readings ----------------------------------------------------------------------

    @property
    def _small_bet(self) -> int:
        return self.config.bet_size(Street.THIRD)

    @property
    def _big_bet(self) -> int:
        return self.config.bet_size(Street.FIFTH)

    @property
    def awaiting_board(self) -> Street | None:
        """Stud has no board: see :attr:`awaiting_stud_street`."""
        return None

    @property
    def awaiting_stud_street(self) -> Street | None:
        """The stud street to deal next (``THIRD`` first), or ``None`` while someone is to
        act, once seventh street is dealt, or when the hand is over."""
        if self._to_act is not None or self._stud_streets >= STUD_STREETS:
            return None
        if self._street >= Street.SHOWDOWN:
            return None
        return _STREETS[self._stud_streets]

    @property
    def stud_streets_dealt(self) -> int:
        """Stud streets dealt so far: 0 before third street, 5 once seventh is dealt."""
        return self._stud_streets

    def hole_cards_dealt(self, seat: int) -> tuple[Card, ...]:
        """The seat's down cards as dealt (typed), whatever it showed."""
        return self._hole.get(seat, ())

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's up cards typed so far, in the order dealt."""
        return self._up.get(seat, ())

    @property
    def community_card(self) -> Card | None:
        """Seventh street's card for everyone when the deck ran out, if typed."""
        return self._community

    @property
    def up_cards_known(self) -> bool:
        """Whether every up card dealt so far was typed."""
        return self._up_known

    @property
    def community_dealt(self) -> bool:
        """Whether seventh street was one community card (typed or not)."""
        return self._community_dealt

    @property
    def deck_runs_out(self) -> bool:
        """Whether seventh street is one community card: fewer cards left than players.

        Counted without burn cards: with eight players all to seventh street 48 cards
        are out and 4 remain.
        """
        return DECK_SIZE - self._cards_dealt < len(self._in_hand)

    @property
    def bring_in_due(self) -> bool:
        """Whether the seat to act must bring in or complete (third street)."""
        return self._bring_in_due

    @property
    def open_pair(self) -> bool:
        """Whether the big bet may be bet on this street: fourth street in stud high with
        an open pair showing (or up cards not typed: nothing to check)."""
        return self._open_pair

    def seven_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards for the showdown once shown (seven with the community card),
        else the cards known so far."""
        shown = self._shown.get(seat)
        if shown:
            return shown
        community = (self._community,) if self._community is not None else ()
        return (*self._hole.get(seat, ()), *self._up.get(seat, ()), *community)

    def _down_count(self) -> int:
        """Down cards each player holds at the showdown: two and seventh street's, or two
        when the deck ran out and seventh street was a community card."""
        return 2 if self._community_dealt else 3

    def _bring_in_actions(self, i: int) -> LegalActions:
        """What seat index ``i``, to bring in, may do: post the bring-in or complete."""
        stack = self._stack[i]
        bring_in = min(self.config.bring_in, stack)
        completion = min(self._small_bet, stack)
        return LegalActions(
            seat=self.order[i],
            can_fold=False,
            can_check=False,
            call_amount=0,
            can_bet=stack > bring_in,
            can_raise=False,
            min_to=completion,
            max_to=completion,
            all_in_to=stack,
            can_all_in=stack <= self._small_bet,
            raising_closed_reason=None,
            bring_in=bring_in,
        )

    # ----- bets: the open pair on fourth street -----------------------------------------

    def _bet_bounds(self, i: int) -> tuple[int, int]:
        low, high = super()._bet_bounds(i)
        if self._open_pair:
            high = min(self._big_bet, self._bet[i] + self._stack[i])
        return low, high

    def _raise_bounds(self, i: int) -> tuple[int, int]:
        low, high = super()._raise_bounds(i)
        if self._open_pair:
            all_in_to = self._bet[i] + self._stack[i]
            high = min(self._full_level + self._big_bet, all_in_to)
            if self._big_bet_made:
                low = high
        return low, high

    def _stud_wager(self, i: int, to: int) -> None:
        """A bet or raise; on fourth street with an open pair, one by the big bet makes
        every later raise of the street the big bet."""
        increment = to - self._full_level
        self._wager_to(i, to)
        if self._open_pair and increment >= self._big_bet:
            self._big_bet_made = True

    # ----- applying the stud events ------------------------------------------------------

    def _apply_brought_in(self, event: BroughtIn) -> None:
        """Post the bring-in: not a bet for the cap (the completion is), so nothing else
        of the round changes."""
        i = self._index[event.seat]
        amount = min(self.config.bring_in, self._stack[i])
        self._stack[i] -= amount
        if not self._stack[i]:
            self._able -= 1
        self._bet[i] += amount
        self._live[i] += amount
        self._current_bet = max(self._current_bet, self._bet[i])
        self._bring_in_due = False
        self._after_action(i)

    def _apply_stud_wager(self, event: Any) -> None:
        self._bring_in_due = False
        self._stud_wager(self._index[event.seat], event.to)

    def _apply_stud_all_in(self, event: Any) -> None:
        self._bring_in_due = False
        i = self._index[event.seat]
        self._stud_wager(i, self._bet[i] + self._stack[i])

    def _apply_stud_street(self, event: StudStreetDealt) -> None:
        street_index = self._stud_streets
        community = street_index == STUD_STREETS - 1 and self.deck_runs_out
        self._stud_streets += 1
        if street_index == 0:
            self._cards_dealt = 3 * len(self.order)
        else:
            self._cards_dealt += 1 if community else len(self._in_hand)
        if event.up:
            self._known.update(card for _, card in event.up)
            for seat, card in event.up:
                self._up[seat] = (*self._up.get(seat, ()), card)
        elif street_index < STUD_STREETS - 1:
            self._up_known = False
        if community:
            self._community_dealt = True
            self._community = event.community
            if event.community is not None:
                self._known.add(event.community)
        first = self._first_seat(event)
        if street_index == 0:
            self._begin_third_street(first)
            return
        self._streets_dealt = street_index
        self._street = _STREETS[street_index]
        self._open_pair = street_index == 1 and self.game is Game.STUD and (
            not self._up_known or open_pair_on_fourth({s: self._up[s] for s in self._in_hand})
        )
        self._big_bet_made = False
        self._new_round(self._index_before(first))

    def _begin_third_street(self, first: int | None) -> None:
        """The bring-in seat (or, when it has no chips, the next seat with chips) is to
        act; with one player or none able to bet, the street has no betting."""
        self._last_raise = self._small_bet
        if first is None or self._able <= 1:
            self._to_act = None
            self._close_round()
            return
        self._to_act = self._next_to_act(self._index_before(first))
        self._bring_in_due = self._to_act is not None
        if self._to_act is None:
            self._close_round()

    def _index_before(self, seat: int | None) -> int:
        """The index just before ``seat`` in turn order (the dealer's when unknown)."""
        if seat is None:
            return self._button_index
        return (self._index[seat] - 1) % len(self.order)

    def _first_seat(self, event: StudStreetDealt) -> int | None:
        """Who brings in or acts first on the street ``event`` deals: the cards' answer
        when every up card is known, else the dealer's."""
        computed = self._computed_first(self._stud_streets - 1)
        return computed if computed is not None else event.first

    def _computed_first(self, street_index: int) -> int | None:
        """The seat the up cards name (bring-in on third street, else first to act), or
        ``None`` when some are not known. Reads the up cards already applied."""
        if not self._up_known or not all(s in self._up for s in self._in_hand):
            return None
        razz = self.game is Game.RAZZ
        if street_index == 0:
            return bring_in_seat({s: self._up[s][0] for s in self._in_hand}, razz=razz)
        seats = clockwise_from(self.config.button, self._in_hand)
        return first_to_act({s: self._up[s] for s in seats}, seats, razz=razz)

    def _apply_stud_shown(self, event: CardsShown) -> None:
        seat = event.seat
        cards = tuple(event.cards) or self._hole[seat]
        if len(cards) < 7:
            community = (self._community,) if self._community is not None else ()
            cards = (*cards, *self._up.get(seat, ()), *community)
        self._shown[seat] = cards
        self._known.update(cards)
        self._settle_showdown()

    if TYPE_CHECKING:
        def _settle_showdown(self) -> None: ...

    # ----- showdown ----------------------------------------------------------------------

    def hand_value(self, seat: int) -> HandValue | None:
        """The seat's best five of seven once it showed (stud and stud hi-lo; razz
        ranks with :meth:`razz_value`)."""
        cards = self._shown.get(seat)
        if not cards or self.game is Game.RAZZ:
            return None
        value = self._values.get(seat)
        if not isinstance(value, HandValue):  # the cache also holds draw games' values
            value = self._values[seat] = evaluate_distinct(cards)
        return value

    def razz_value(self, seat: int) -> RazzValue | None:
        """The seat's razz hand once it showed (razz only)."""
        cards = self._shown.get(seat)
        if not cards or self.game is not Game.RAZZ:
            return None
        return razz_value(cards)

    def low_value(self, seat: int) -> LowValue | None:
        """The seat's 8-or-better low in stud hi-lo once it showed, ``None`` without one."""
        cards = self._shown.get(seat)
        if not cards or self.game is not Game.STUD_HI_LO:
            return None
        if seat not in self._lows:
            self._lows[seat] = stud_low(cards)
        return self._lows[seat]

    def _winning_value(self, seat: int) -> HandValue | RazzValue | None:
        """The hand a pot's result names: razz's low (``'7-5-4-3-A'``), else the high."""
        return self.razz_value(seat) if self.game is Game.RAZZ else self.hand_value(seat)

    def _strength(self, seat: int) -> int:
        if self.game is Game.RAZZ:
            value: HandValue | RazzValue | None = self.razz_value(seat)
        else:
            value = self.hand_value(seat)
        assert value is not None  # asked only of seats that showed
        return value.strength

    def _contenders_shown(self, pot: Pot) -> list[int] | None:
        """The pot's contenders once all of them showed at showdown, else ``None``."""
        if self._street < Street.SHOWDOWN:
            return None
        contenders = [s for s in pot.eligible if s not in self._mucked]
        if not all(map(self._shown.__contains__, contenders)):
            return None
        return contenders

    def _resolve(self, pot: Pot) -> tuple[int, ...] | None:
        if pot.index in self._awards:
            return self._awards[pot.index]
        contenders = [s for s in pot.eligible if s not in self._mucked]
        if len(contenders) == 1:
            return (contenders[0],)
        shown = self._contenders_shown(pot)
        if not shown:
            return None
        strengths = {s: self._strength(s) for s in shown}
        best = max(strengths.values())
        return tuple(s for s in shown if strengths[s] == best)

    def _resolve_low(self, pot: Pot) -> tuple[int, ...] | None:
        if pot.index in self._awards or self.game is not Game.STUD_HI_LO:
            return ()
        contenders = [s for s in pot.eligible if s not in self._mucked]
        if len(contenders) <= 1:
            return ()
        shown = self._contenders_shown(pot)
        if shown is None:
            return None
        lows = {s: low for s in shown if (low := self.low_value(s)) is not None}
        if not lows:
            return ()
        best = max(low.strength for low in lows.values())
        return tuple(s for s, low in lows.items() if low.strength == best)

    def _odd_order(self, seats: Sequence[int]) -> tuple[int, ...] | None:
        """Stud's odd units: the highest card by suit among all of a winner's cards
        first; by the dealer's left when a winner's cards are not known (an award)."""
        cards = {seat: self.seven_cards(seat) for seat in dict.fromkeys(seats)}
        if not all(cards.values()):
            return None
        return tuple(odd_chip_order(list(cards), cards))

    # ----- refusals ----------------------------------------------------------------------

    def _error_for(self, event: Any) -> str | None:
        check = _STUD_CHECKS.get(type(event))
        if check is None:
            return translate("HandRules", "Unknown event {event}").format(event=repr(event))
        return check(self, event)

    def _bring_in_error(self, seat: int) -> str | None:
        """The refusal of a fold, check or call by the seat that must bring in."""
        if not self._bring_in_due or self._to_act is None or self.order[self._to_act] != seat:
            return None
        return translate(
            "Stud", "{who} brings in: post the bring-in of {amount} or complete to {small}"
        ).format(
            who=self._who(seat),
            amount=chips(min(self.config.bring_in, self._stack[self._to_act])),
            small=chips(self._small_bet),
        )

    def _stud_fold_error(self, event: Folded) -> str | None:
        return self._bring_in_error(event.seat) or self._turn_error(event.seat)

    def _stud_check_error(self, event: Checked) -> str | None:
        return self._bring_in_error(event.seat) or self._check_error(event.seat)

    def _stud_call_error(self, event: Called) -> str | None:
        return self._bring_in_error(event.seat) or self._call_error(event.seat)

    def _brought_in_error(self, event: BroughtIn) -> str | None:
        error = self._turn_error(event.seat)
        if error:
            return error
        if not self._bring_in_due:
            return translate("Stud", "There is no bring-in to post now")
        return None

    def _no_board_error(self, event: Any) -> str | None:
        return translate("Stud", "Stud has no board: deal the next street with its up cards")

    def _stud_street_error(self, event: StudStreetDealt) -> str | None:
        if self._street is Street.COMPLETE:
            return translate("HandRules", "The hand is over; no more cards are dealt")
        street = self.awaiting_stud_street
        if street is None:
            if self._to_act is not None:
                return translate(
                    "HandRules", "Betting on the {street} is not finished: seat {seat} is to act"
                ).format(street=stud_street_in_sentence(self._street), seat=self.to_act)
            return translate("Stud", "All seven streets are dealt")
        cards = [card for _, card in event.up]
        if event.community is not None:
            cards.append(event.community)
        ensure_distinct(cards)
        return (
            self._up_cards_error(street, event)
            or self._community_error(street, event.community)
            or self._duplicate_error(cards)
            or self._first_error(street, event)
        )

    def _up_cards_error(self, street: Street, event: StudStreetDealt) -> str | None:
        if not event.up:
            return None
        if street is Street.SEVENTH:
            return translate("Stud", "Seventh street is dealt face down: no up cards")
        seats = [seat for seat, _ in event.up]
        if len(set(seats)) != len(seats):
            return translate("Stud", "Seat {seat} has two up cards on one street").format(
                seat=next(s for s in seats if seats.count(s) > 1)
            )
        for seat in seats:
            if seat not in self._index or self._folded[self._index[seat]]:
                return translate("Stud", "Seat {seat} is not in the hand: no card for it").format(
                    seat=seat
                )
        missing = [s for s in self._in_hand if s not in seats]
        if missing:
            return translate(
                "Stud", "Type the up card of every player in the hand, or none: seat {seat} "
                "has none"
            ).format(seat=missing[0])
        return None

    def _community_error(self, street: Street, community: Card | None) -> str | None:
        if community is None:
            return None
        if street is not Street.SEVENTH:
            return translate("Stud", "A community card is dealt only on seventh street")
        if not self.deck_runs_out:
            return translate(
                "Stud", "The deck has a card for every player: seventh street has no community card"
            )
        return None

    def _first_error(self, street: Street, event: StudStreetDealt) -> str | None:
        """Whether ``first`` is a seat in the hand, agrees with the cards when they are
        known, and is given when they are not (and someone will bet)."""
        first = event.first
        third = street is Street.THIRD
        if first is not None and (first not in self._index or self._folded[self._index[first]]):
            return translate("Stud", "Seat {seat} is not in the hand").format(seat=first)
        known = self._up_known and (bool(event.up) or street is Street.SEVENTH)
        if known:
            expected = self._first_with(event)
            if first is not None and expected is not None and first != expected:
                text = (
                    translate("Stud", "The up cards say seat {seat} brings in")
                    if third
                    else translate("Stud", "The up cards say seat {seat} acts first")
                )
                return text.format(seat=expected)
            return None
        if first is None and self._able > 1:
            if third:
                return translate(
                    "Stud", "Type the up cards, or name the seat that brings in"
                )
            return translate("Stud", "Type the up cards, or name the seat that acts first")
        return None

    def _first_with(self, event: StudStreetDealt) -> int | None:
        """The seat the up cards name once ``event``'s cards are added."""
        razz = self.game is Game.RAZZ
        new = dict(event.up)
        showing = {
            s: (*self._up.get(s, ()), *((new[s],) if s in new else ())) for s in self._in_hand
        }
        if not all(showing.values()):
            return None
        if self._stud_streets == 0:
            return bring_in_seat({s: cards[0] for s, cards in showing.items()}, razz=razz)
        seats = clockwise_from(self.config.button, self._in_hand)
        return first_to_act(showing, seats, razz=razz)

    def _stud_hole_error(self, event: HoleCardsDealt) -> str | None:
        ensure_distinct(event.cards)
        seat, cards = event.seat, tuple(event.cards)
        if seat not in self._index:
            return _not_in_hand(seat)
        own = self._hole.get(seat, ())
        seventh = self._stud_streets >= STUD_STREETS and not self._community_dealt
        if len(cards) not in ((2, 3) if seventh else (2,)):
            return translate(
                "Stud", "{who} has {count} down cards, not {given}"
            ).format(who=self._who(seat), count=3 if seventh else 2, given=len(cards))
        if (own and cards[: len(own)] != own) or len(own) >= len(cards):
            return translate("HandRules", "{who} already has hole cards recorded").format(
                who=self._who(seat)
            )
        return self._duplicate_error(card for card in cards if card not in own)

    def _stud_shown_error(self, event: CardsShown) -> str | None:
        ensure_distinct(event.cards)
        seat, cards = event.seat, tuple(event.cards)
        error = self._show_state_error(seat)
        if error:
            return error
        if not cards:
            hole = self._hole.get(seat)
            if not hole or len(hole) != self._down_count():
                return self._show_count_error(seat)
            return self._up_missing_error(seat)
        return self._deck_error(cards) or self._stud_cards_error(seat, cards)

    def _show_state_error(self, seat: int) -> str | None:
        """Why ``seat`` may not show now, whatever its cards."""
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
        if self._stud_streets < STUD_STREETS:
            return translate("Stud", "Hands are shown once seventh street is dealt")
        if seat in self._shown:
            return translate("HandRules", "{who} has already shown").format(who=self._who(seat))
        return None

    def _show_count_error(self, seat: int) -> str:
        return translate(
            "Stud", "Enter {who}'s {down} down cards, or all seven cards"
        ).format(who=self._who(seat), down=self._down_count())

    def _up_missing_error(self, seat: int) -> str | None:
        """Down cards alone need every up card typed: else all seven are entered."""
        if len(self._up.get(seat, ())) == 4 and (
            not self._community_dealt or self._community is not None
        ):
            return None
        return translate(
            "Stud", "{who}'s up cards were not typed: enter all seven cards"
        ).format(who=self._who(seat))

    def _stud_cards_error(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        """Why ``cards`` (down cards, or all seven) cannot be the seat's."""
        down = self._down_count()
        community = (self._community,) if self._community is not None else ()
        own = (*self._hole.get(seat, ()), *self._up.get(seat, ()), *community)
        if len(cards) == 7:
            missing = [card for card in own if card not in cards]
            if missing:
                return translate("Stud", "{who} holds {card}").format(
                    who=self._who(seat), card=missing[0]
                )
        elif len(cards) == down:
            hole = self._hole.get(seat)
            if hole and set(hole) != set(cards):
                return translate("HandRules", "{who} was dealt {cards}").format(
                    who=self._who(seat), cards=" ".join(map(str, hole))
                )
            error = self._up_missing_error(seat)
            if error:
                return error
        else:
            return self._show_count_error(seat)
        return self._duplicate_error(card for card in cards if card not in own)


def _not_in_hand(seat: int) -> str:
    return translate("HandRules", "Seat {seat} is not in this hand").format(seat=seat)


# The checks of a stud hand: the flop games' with stud's own where they differ.
_STUD_CHECKS: Mapping[type, Callable[[StudRules, Any], str | None]] = {
    **_CHECKS,
    Folded: StudRules._stud_fold_error,
    Checked: StudRules._stud_check_error,
    Called: StudRules._stud_call_error,
    BroughtIn: StudRules._brought_in_error,
    StudStreetDealt: StudRules._stud_street_error,
    HoleCardsDealt: StudRules._stud_hole_error,
    CardsShown: StudRules._stud_shown_error,
    FlopDealt: StudRules._no_board_error,
    TurnDealt: StudRules._no_board_error,
    RiverDealt: StudRules._no_board_error,
}
