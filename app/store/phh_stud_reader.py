"""Stud's PHH actions read into engine events (see :mod:`app.store.phh_stud`).

Each street's ``d dh`` actions (one per player dealt) become one
:class:`~app.engine.events.StudStreetDealt`; known down cards become
:class:`~app.engine.events.HoleCardsDealt`. Where an up card is ``??`` the street waits
for the next action: its player is the one the dealer named to bring in or act first.
``pN pb`` posts the bring-in. A show before seventh street (an all-in: PHH shows before
the rest is dealt) is recorded once every card is out.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.cards import Card
from app.engine.config import HandConfig
from app.engine.events import BroughtIn, CardsShown, HoleCardsDealt, PotAwarded, StudStreetDealt
from app.engine.hand import StudHandState
from app.engine.wording import translate
from app.store.phh_actions import ActionReader, _known, _parse_phh_cards
from app.store.phh_input import PHHError

_SEVENTH = 4


class StudActionReader(ActionReader):
    """:class:`~app.store.phh_actions.ActionReader` for a stud hand."""

    def __init__(self, config: HandConfig, seats: tuple[int, ...]) -> None:
        super().__init__(config, seats)
        assert isinstance(self.state, StudHandState)
        self.stud: StudHandState = self.state
        # Each seat's cards in the order dealt, ``None`` where unknown.
        self.cards_of: dict[int, list[Card | None]] = {seat: [] for seat in seats}
        self.street_cards: dict[int, tuple[Card | None, ...]] = {}
        self.community: Card | None = None
        self.dealt_street = False  # a street's cards are all in, its event not yet applied
        self.to_show: list[int] = []

    def feed(self, action: str) -> None:
        words = action.split("#", 1)[0].split()
        if words and words[0] != "d" and self.dealt_street:
            self._apply_street(first=self._seat(words[0]))
        super().feed(action)

    def finish(self, awards: Sequence[PotAwarded]) -> None:
        if self.dealt_street:
            self._apply_street(first=None)
        self._show_pending()
        super().finish(awards)

    # ----- dealing ---------------------------------------------------------------------

    def _dealer(self, words: Sequence[str]) -> None:
        if self.dealt_street:
            self._apply_street(first=None)
        street = self.stud.stud_streets_dealt
        if len(words) == 4 and words[1] == "dh":
            seat = self._seat(words[2])
            cards = _parse_phh_cards(words[3])
            size = 3 if street == 0 else 1
            if len(cards) != size:
                raise PHHError(
                    translate(
                        "PhhInput", "Stud deals {size} card(s) to a player on this street, not "
                        "{count}"
                    ).format(size=size, count=len(cards))
                )
            if seat in self.street_cards:
                raise PHHError(
                    translate("PhhInput", "p{player} is dealt twice on one street").format(
                        player=self.seats.index(seat) + 1
                    )
                )
            self.street_cards[seat] = cards
            receiving = self.stud.order if street == 0 else self.stud.in_hand
            if set(self.street_cards) >= set(receiving):
                self.dealt_street = True
        elif len(words) == 3 and words[1] == "db" and street == _SEVENTH:
            (card,) = _parse_phh_cards(words[2]) or (None,)
            self.community = card
            self.dealt_street = True
        else:
            raise PHHError(
                translate("PhhInput", "A stud dealer action is 'd dh pN CARDS'")
            )

    def _apply_street(self, first: int | None) -> None:
        """The street whose cards were all read, with ``first`` from the next action when
        an up card is unknown."""
        self.dealt_street = False
        street = self.stud.stud_streets_dealt
        cards, self.street_cards = self.street_cards, {}
        for seat, dealt in cards.items():
            self.cards_of[seat].extend(dealt)
        ups = {seat: dealt[-1] for seat, dealt in cards.items()}
        known = street < _SEVENTH and all(ups.values()) and self.stud.up_cards_known
        up = tuple((seat, card) for seat, card in ups.items() if card is not None)
        event = StudStreetDealt(
            up=up if known else (),
            community=self.community if street == _SEVENTH else None,
            first=None if known or (street == _SEVENTH and self.stud.up_cards_known) else first,
        )
        self._apply(event)
        self.expected.seats = self.expected.round_queue(self.state)
        for seat in cards:
            self._deal_down(seat, street)

    def _deal_down(self, seat: int, street: int) -> None:
        """The seat's down cards, when known, as hole cards (two, then three)."""
        dealt = self.cards_of[seat]
        if street == 0:
            down = _known(dealt[:2])
        elif street == _SEVENTH and len(dealt) == 7:
            down = _known([*dealt[:2], dealt[6]])
        else:
            return
        if down is not None:
            self._apply(HoleCardsDealt(seat, down))

    # ----- the bring-in and the showdown -----------------------------------------------

    def _player(self, words: Sequence[str]) -> None:
        if len(words) == 2 and words[1] == "pb":
            seat = self._seat(words[0])
            bet_before = self.state.current_bet
            self._apply(BroughtIn(seat))
            self.expected.wagered(seat, bet_before, self.state)
            return
        super()._player(words)

    def _show_or_muck(self, seat: int, argument: str | None) -> None:
        shown = self.stud.shown_cards(seat)
        if shown and argument not in (None, "-"):
            # A show again once seventh street is out (PHH after an all-in): the same
            # cards, already tabled.
            known = [card for card in _parse_phh_cards(argument) if card is not None]
            if not set(known) <= set(shown):
                raise PHHError(
                    translate("PhhInput", "p{player} showed other cards before").format(
                        player=self.seats.index(seat) + 1
                    )
                )
            return
        if argument is None or argument == "-" or self.state.is_complete:
            super()._show_or_muck(seat, argument)
            return
        cards = _parse_phh_cards(argument)
        dealt = self.cards_of[seat]
        for k, card in enumerate(cards):
            if card is None:
                continue
            if k < len(dealt):
                dealt[k] = card
            else:
                dealt.append(card)
        if seat not in self.to_show:
            self.to_show.append(seat)
        self._show_pending()

    def _show_pending(self) -> None:
        """Shows waiting for seventh street, once it is dealt."""
        if self.stud.stud_streets_dealt < _SEVENTH + 1 or self.dealt_street:
            return
        while self.to_show:
            seat = self.to_show.pop(0)
            cards = self._showdown_cards(seat)
            if cards is not None and not self.stud.shown_cards(seat):
                self._apply(CardsShown(seat, cards))

    def _showdown_cards(self, seat: int) -> tuple[Card, ...] | None:
        """What the seat shows for the engine: its seven cards, or with the community
        card its two down cards (its up cards typed) or its six and the community card."""
        stud = self.stud
        if not stud.community_dealt:
            return _known(self.cards_of[seat][:7])
        own = _known(self.cards_of[seat][:6])
        if own is None:
            return None
        if len(stud.up_cards(seat)) == 4:
            return own[:2]
        community = stud.community_card
        return None if community is None else (*own, community)
