"""PHH actions read into engine events, one at a time, each checked by the engine.

:class:`ActionReader` turns ``d dh``/``d db``/``pN f``/``pN cc``/``pN cbr``/``pN sm``
lines into Feltboard's events (forced bets are the engine's, from the config): the
checks PHH records after Feltboard closed a round are accepted and nothing else; mucks
during an all-in runout wait for the board. The words for a hand that stops too early or
cannot be decided are here too (context ``PhhInput``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from app.engine.cards import Card, full_deck, parse_card
from app.engine.config import HandConfig, Street
from app.engine.errors import CardError, FeltboardError, chips
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
from app.engine.games import Game
from app.engine.hand import HandState, advance, replay
from app.engine.wording import translate
from app.store.phh_input import MAX_AMOUNT, PHHError, bounded, chip_count, shown
from app.store.phh_writer import UNKNOWN, ExpectedActors

_PLAYER = re.compile(r"p([0-9]+)")
_BOARD_EVENTS: tuple[type[FlopDealt] | type[TurnDealt] | type[RiverDealt], ...] = (
    FlopDealt,
    TurnDealt,
    RiverDealt,
)
_BOARD_SIZES = (3, 1, 1)
# PHH's own spelling of each card (rank letter, lower-case suit) and "??" for unknown.
_PHH_CARDS: Mapping[str, Card | None] = MappingProxyType(
    {str(card): card for card in full_deck()} | {UNKNOWN: None}
)


def _parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """PHH cards written back to back, ``??`` for an unknown card (``None``).

    :raises CardError: if a token is not a card.
    """
    size = len(text)
    if size % 2:
        raise CardError(
            translate(
                "PhhInput", "'{text}' is not a list of cards: each card is two characters"
            ).format(text=text)
        )
    table = _PHH_CARDS
    # Hole cards and single board cards, the most frequent, without a loop.
    if size == 4 and text[:2] in table and text[2:] in table:
        return (table[text[:2]], table[text[2:]])
    if size == 2 and text in table:
        return (table[text],)
    tokens = [text[i : i + 2] for i in range(0, size, 2)]
    return tuple([table[t] if t in table else parse_card(t) for t in tokens])


def _known(cards: Sequence[Card | None]) -> tuple[Card, ...] | None:
    """The cards if all are known, else ``None``."""
    # A card is always true and None false: ``all`` finds an unknown card without a loop
    # in Python (tests/engine/test_cards.py checks that cards stay true).
    if not all(cards):
        return None
    return tuple([card for card in cards if card is not None])


class ActionReader:
    """Turns PHH actions into engine events, one at a time, checking each."""

    def __init__(self, config: HandConfig, seats: tuple[int, ...]) -> None:
        self.state = replay(config)
        self.seats = seats
        self.pending_mucks: list[int] = []
        # The checks PHH records after Feltboard closed a round: accepted, nothing else.
        self.expected = ExpectedActors(seats, self.state)
        # The usual spellings p1..pN, looked up before the checks of ``_seat``.
        self.labels = {f"p{number}": seat for number, seat in enumerate(seats, start=1)}
        # A draw game's draw read so far: each ``sd`` (seat, discards) waits for its
        # ``d dh`` (PHH lists every discard, then every replacement).
        self.discards: list[tuple[int, tuple[Card | None, ...]]] = []
        self.replacements: dict[int, tuple[Card | None, ...]] = {}
        self.dealt: set[int] = set()

    def feed(self, action: str) -> None:
        """Apply one PHH action.

        :raises FeltboardError: (a :class:`PHHError` or an engine error) with the reason.
        """
        if self.pending_mucks:
            self._flush_mucks()
        if "#" in action:
            action = action.split("#", 1)[0]
        words = action.split()
        if not words:
            return
        if words[0] == "d":
            self._dealer(words)
        else:
            self._player(words)

    def finish(self, awards: Sequence[PotAwarded]) -> None:
        """Settle the showdown after the last action: pending mucks, dealer awards, then
        cards speak for every contender whose hole cards are known.

        :raises PHHError: if the hand reached showdown and the known cards cannot decide a
            pot.
        """
        self._flush_mucks()
        if self.discards:
            raise PHHError(
                translate("PhhInput", "p{player} discarded but is not dealt new cards").format(
                    player=self.seats.index(self.discards[0][0]) + 1
                )
            )
        for award in awards:
            try:
                self._apply(award)
            except FeltboardError as error:
                raise PHHError(
                    translate("PhhInput", "'_pot_awards': {reason}").format(reason=error)
                ) from error
        if self.state.street is not Street.SHOWDOWN:
            return
        for seat in self.state.showdown_order:
            if not self.state.shown_cards(seat) and self.state.hole_cards(seat):
                try:
                    self._apply(CardsShown(seat))
                except FeltboardError as error:
                    raise PHHError(
                        translate("PhhInput", "At showdown: {reason}").format(reason=error)
                    ) from error
        if self.state.street is Street.SHOWDOWN:
            raise PHHError(_undecided_reason(self.state, self.seats))

    def _apply(self, event: HandEvent) -> None:
        advance(self.state, event)

    def _flush_mucks(self) -> None:
        if self.pending_mucks and self.state.street is Street.SHOWDOWN:
            while self.pending_mucks:
                self._apply(self._muck_or_table(self.pending_mucks.pop(0)))

    def _muck_or_table(self, seat: int) -> HandEvent:
        """A muck, unless a player is all-in: then known cards are tabled (TDA 16)."""
        state = self.state
        muck = CardsMucked(seat)
        if state.can_apply(muck) or not state.hole_cards(seat):
            return muck
        return CardsShown(seat)

    def _seat(self, label: str) -> int:
        seat = self.labels.get(label)
        if seat is not None:
            return seat
        match = _PLAYER.fullmatch(label)
        if match is None:
            raise PHHError(
                translate("PhhInput", "'{label}' is not a player: write p1 to p{last}").format(
                    label=label, last=len(self.seats)
                )
            )
        number = int(match.group(1))
        if not 1 <= number <= len(self.seats):
            raise PHHError(
                translate(
                    "PhhInput", "There is no player {label}; this hand has p1 to p{last}"
                ).format(label=label, last=len(self.seats))
            )
        return self.seats[number - 1]

    def _dealer(self, words: Sequence[str]) -> None:
        if len(words) == 4 and words[1] == "dh" and (
            self.discards or (self.state.game.is_draw and self._seat(words[2]) in self.dealt)
        ):
            self._replace(self._seat(words[2]), _parse_phh_cards(words[3]))
        elif len(words) == 4 and words[1] == "dh":
            seat = self._seat(words[2])
            cards = _parse_phh_cards(words[3])
            self.dealt.add(seat)
            if len(cards) != self.state.game.hole_count:
                raise PHHError(_hole_count(self.state.game, len(cards)))
            known = _known(cards)
            if known is not None:
                self._apply(HoleCardsDealt(seat, known))
        elif len(words) == 3 and words[1] == "db":
            self._deal_board(words[2])
            self.expected.seats = self.expected.round_queue(self.state)
        else:
            raise PHHError(
                translate("PhhInput", "A dealer action is 'd dh pN CARDS' or 'd db CARDS'")
            )

    def _deal_board(self, text: str) -> None:
        dealt = self.state.streets_dealt
        if dealt >= len(_BOARD_EVENTS):
            raise PHHError(translate("PhhInput", "All five board cards are already dealt"))
        cards = _parse_phh_cards(text)
        if len(cards) != _BOARD_SIZES[dealt]:
            street = Street(dealt + 1).label.lower()
            raise PHHError(
                translate("PhhInput", "The {street} is {size} card(s), not {count}").format(
                    street=street, size=_BOARD_SIZES[dealt], count=len(cards)
                )
            )
        known = _known(cards)
        if known is None and any(card is not None for card in cards):
            raise PHHError(
                translate(
                    "PhhInput", "A partly unknown board is not supported: give all cards or '??'"
                )
            )
        self._apply(_BOARD_EVENTS[dealt](known or ()))

    def _player(self, words: Sequence[str]) -> None:
        seat = self._seat(words[0])
        count = len(words)  # the label, the verb, then its arguments
        verb = words[1] if count > 1 else ""
        if verb == "f" and count == 2:
            self._apply(Folded(seat))
            self.expected.answered(seat)
        elif verb == "cc" and count == 2:
            self._check_or_call(seat)
        elif verb == "cbr" and count == 3:
            self._bet_or_raise(seat, _amount(words[2]))
        elif verb == "sm" and count <= 3:
            self._show_or_muck(seat, words[2] if count == 3 else None)
        elif verb == "sd" and count <= 3 and self.state.game.is_draw:
            discarded = _parse_phh_cards(words[2]) if count == 3 else ()
            most = self.state.game.hole_count
            if len(discarded) > most:
                raise PHHError(
                    translate("PhhInput", "A draw is 0 to {most} cards, not {count}").format(
                        most=most, count=len(discarded)
                    )
                )
            self.discards.append((seat, discarded))
            self._flush_draws()
        elif verb in {"pb", "sd"}:
            raise PHHError(
                translate("PhhInput", "'{verb}' is not a Texas Hold'em action").format(verb=verb)
            )
        else:
            raise PHHError(
                translate(
                    "PhhInput",
                    "A player action is 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'",
                )
            )

    def _replace(self, seat: int, cards: tuple[Card | None, ...]) -> None:
        """A draw's replacement cards (``d dh``), for a seat that discarded as many."""
        waiting = dict(self.discards)
        if seat not in waiting or seat in self.replacements:
            raise PHHError(
                translate("PhhInput", "p{player} is dealt cards but did not discard").format(
                    player=self.seats.index(seat) + 1
                )
            )
        if len(cards) != len(waiting[seat]):
            text = (
                translate("PhhInput", "p{player} discarded one card and is dealt {dealt}")
                if len(waiting[seat]) == 1
                else translate("PhhInput", "p{player} discarded {count} cards and is dealt {dealt}")
            )
            raise PHHError(
                text.format(
                    player=self.seats.index(seat) + 1,
                    count=len(waiting[seat]),
                    dealt=len(cards),
                )
            )
        self.replacements[seat] = cards
        self._flush_draws()

    def _flush_draws(self) -> None:
        """Record the draws read in full, in turn order: a stand pat at once, a discard
        once its replacement cards are read. A draw is recorded with its cards only when
        both the discards and the new cards are known."""
        while self.discards:
            seat, discarded = self.discards[0]
            if discarded and seat not in self.replacements:
                return
            new = self.replacements.pop(seat, ())
            self.discards.pop(0)
            draws_done = self.state.draws_done
            known_discards, known_new = _known(discarded), _known(new)
            if discarded and known_discards is not None and known_new is not None:
                self._apply(Drew(seat, len(discarded), known_discards, known_new))
            else:
                self._apply(Drew(seat, len(discarded)))
            if self.state.draws_done > draws_done:  # a new betting round
                self.expected.seats = self.expected.round_queue(self.state)

    def _check_or_call(self, seat: int) -> None:
        """Check or call; a check PHH records after Feltboard closed the round is a no-op.

        PHH asks every player who has not acted since the last bet to act, even when all
        the others folded or went all-in (a big blind's option, or a player left alone
        after a fold on the river); Feltboard closes the round then. Only those checks
        pass: any other action after the round closed is refused by the engine, with its
        reason ("Betting on this street is over; deal the turn first").
        """
        state = self.state
        to_act = state.to_act
        expected = seat in self.expected.seats and seat in state.active_seats
        if to_act is None and not state.is_complete and expected:
            self.expected.answered(seat)
            return
        if to_act == seat and state.bet(seat) >= state.current_bet:
            self._apply(Checked(seat))
        else:
            self._apply(Called(seat))
        self.expected.answered(seat)

    def _bet_or_raise(self, seat: int, to: int) -> None:
        state = self.state
        all_in_to = state.bet(seat) + state.stack(seat)
        bet_before = state.current_bet
        if state.to_act == seat and to == all_in_to and to > state.current_bet:
            self._apply(WentAllIn(seat))
        elif state.current_bet == 0:
            self._apply(BetPlaced(seat, to))
        else:
            self._apply(RaisedTo(seat, to))
        self.expected.wagered(seat, bet_before, state)

    def _show_or_muck(self, seat: int, argument: str | None) -> None:
        """Show or muck. Once the others mucked, the last player's show decides nothing:
        Feltboard has already paid the hand, so that show is not recorded, but its cards
        are checked as any show's are (the cards it was dealt, none already on the table).
        """
        state = self.state
        if argument is None:
            self._muck(seat)
            return
        if state.is_complete and seat in state.in_hand and not state.is_mucked(seat):
            self._late_show(seat, argument)
            return
        if argument == "-":
            self._apply(CardsShown(seat))
            return
        cards = _parse_phh_cards(argument)
        known = _known(cards)
        if known is None and any(card is not None for card in cards):
            raise PHHError(
                translate(
                    "PhhInput", "Showing part of a hand is not supported: show both cards or none"
                )
            )
        if known is not None:
            self._apply(CardsShown(seat, known))

    def _late_show(self, seat: int, argument: str) -> None:
        """Check a show made after the hand was decided; nothing is recorded.

        :raises FeltboardError: if the seat already showed, or for cards it cannot hold.
        """
        state = self.state
        if state.shown_cards(seat):
            raise PHHError(
                translate("PhhInput", "Seat {seat} ({name}) has already shown").format(
                    seat=seat, name=state.config.player(seat)
                )
            )
        if argument == "-":
            return
        known = _known(_parse_phh_cards(argument))
        if known is not None:
            state.verify_cards_of(seat, known)

    def _muck(self, seat: int) -> None:
        """Muck at showdown; a muck before an all-in runout waits until the board is out."""
        state = self.state
        runout_pending = state.betting_over and state.street < Street.SHOWDOWN
        if runout_pending and seat in state.in_hand and seat not in self.pending_mucks:
            self.pending_mucks.append(seat)
        else:
            self._apply(CardsMucked(seat))


def _amount(text: str) -> int:
    if text.isascii() and text.isdigit():
        if len(text) > _AMOUNT_DIGITS:  # refused before int() reads it
            raise PHHError(
                translate(
                    "PhhInput", "The amount has {digits} digits; amounts go up to {limit}"
                ).format(digits=chips(len(text)), limit=chips(MAX_AMOUNT))
            )
        return bounded(int(text), "amount")  # plain digits: a whole number of chips
    try:
        value = float(text) if any(c in text for c in ".eE") else int(text)
    except ValueError as error:
        raise PHHError(
            translate("PhhInput", "{text} is not an amount of chips").format(text=shown(text))
        ) from error
    return chip_count(value, "amount")


_AMOUNT_DIGITS = len(str(MAX_AMOUNT))


def _who(state: HandState, seats: Sequence[int], seat: int) -> str:
    return f"p{seats.index(seat) + 1} ({state.config.player(seat)})"


def _undecided_reason(state: HandState, seats: Sequence[int]) -> str:
    if not state.board_known:
        return translate(
            "PhhInput",
            "The hand reaches showdown but the board cards are unknown, so no pot can be decided",
        )
    missing = [
        _who(state, seats, seat)
        for seat in state.showdown_order
        if not state.hole_cards(seat) and not state.is_mucked(seat)
    ]
    return translate(
        "PhhInput",
        "The hand reaches showdown without enough known cards to decide it: the hole "
        "cards of {players} are unknown",
    ).format(players=", ".join(missing))


def unfinished_reason(state: HandState) -> str:
    if state.to_act is not None:
        return translate(
            "PhhInput", "The actions stop before the hand is over: seat {seat} is to act"
        ).format(seat=state.to_act)
    drawer = state.awaiting_draw
    if drawer is not None:
        return translate(
            "PhhInput", "The actions stop before the hand is over: seat {seat} is to draw"
        ).format(seat=drawer)
    upcoming = state.awaiting_board
    if upcoming is not None:
        street = upcoming.label.lower()
        return translate(
            "PhhInput", "The actions stop before the hand is over: the {street} is not dealt"
        ).format(street=street)
    return translate(
        "PhhInput", "The actions stop before the hand is over: the showdown is not finished"
    )


def _hole_count(game: Game, count: int) -> str:
    """The refusal of ``count`` hole cards where ``game`` deals another number."""
    if game.is_draw:
        return translate("PhhInput", "A {game} hand is {cards} cards, not {count}").format(
            game=game.label, cards=game.hole_count, count=count
        )
    if game.hole_count == 2:
        return translate("PhhInput", "A Hold'em hand is 2 hole cards, not {count}").format(
            count=count
        )
    return translate("PhhInput", "An Omaha hand is 4 hole cards, not {count}").format(count=count)
