"""What the console says and shows of a stud hand (stud, stud hi-lo, razz): pure, no Qt.

Stud has no board: the dealer deals streets of up cards, one per player in the hand,
and the up cards name who brings in and who acts first (RULES.md "Mixed games").
The console, the felt and the pad read their words and cards here, so a street's
prompt, the bring-in line and a seat's row of cards read the same on every surface.
"""

from __future__ import annotations

from app.engine.cards import Card
from app.engine.config import Street
from app.engine.errors import chips
from app.engine.events import StudStreetDealt
from app.engine.games import Game
from app.engine.hand import HandState, StudHandState
from app.engine.stud_hand import stud_street_in_sentence
from app.engine.wording import translate

SEVEN = 7
"""A stud hand at the showdown: two down, four up, one down."""


def stud_state(hand: HandState | None) -> StudHandState | None:
    """``hand`` when it is a hand of stud, else ``None``."""
    return hand if isinstance(hand, StudHandState) else None


def street_due(hand: HandState | None) -> Street | None:
    """The stud street to deal now (``THIRD`` to ``SEVENTH``), or ``None`` (not stud,
    someone to act, or all seven streets dealt)."""
    stud = stud_state(hand)
    return stud.awaiting_stud_street if stud is not None else None


def street_title(street: Street) -> str:
    """``'Fourth street'``: a stud street on its own, capitalised as a title.

    >>> street_title(Street.FOURTH), street_title(Street.SEVENTH)
    ('Fourth street', 'Seventh street')
    """
    words = stud_street_in_sentence(street)
    return words[:1].upper() + words[1:]


def street_seats(hand: StudHandState) -> tuple[int, ...]:
    """The seats whose up cards a street's line names, in seat order (the players still
    in the hand)."""
    return tuple(sorted(hand.in_hand))


def _seat_list(seats: tuple[int, ...]) -> str:
    """``'1, 3, 5'``: seat numbers in a sentence."""
    return ", ".join(str(seat) for seat in seats)


def wants_up_cards(hand: StudHandState) -> bool:
    """Whether the street due takes up cards: third to sixth street; seventh takes only
    the community card when the deck runs out."""
    street = hand.awaiting_stud_street
    return street is not None and street is not Street.SEVENTH


def street_prompt(hand: StudHandState) -> str:
    """The line over the card box when a stud street is due: what to type, for which
    seats (``'Deal third street: up cards of seats 1, 3, 5 in that order'``)."""
    street = hand.awaiting_stud_street
    if street is None:
        return ""
    name = stud_street_in_sentence(street)
    if street is Street.SEVENTH:
        if hand.deck_runs_out:
            return translate(
                "StudView", "Deal {street}: the deck runs out; type the community card, or Enter"
            ).format(street=name)
        return translate("StudView", "Deal {street}: down cards, press Enter").format(street=name)
    return translate(
        "StudView", "Deal {street}: up cards of seats {seats}, in that order"
    ).format(street=name, seats=_seat_list(street_seats(hand)))


def cards_example(hand: StudHandState) -> str:
    """The example in the empty card box: as many cards as the street's line takes."""
    if not wants_up_cards(hand):
        if hand.deck_runs_out:
            return translate("StudView", "e.g. 7h, or nothing")
        return translate("StudView", "nothing to type: Enter deals")
    examples = ("9c", "Kd", "2s", "7h", "Qc", "4d", "Jh", "8s")
    count = len(street_seats(hand))
    return translate("StudView", "e.g. {cards}, then Enter").format(
        cards=" ".join(examples[:count])
    )


def needs_first(hand: StudHandState) -> bool:
    """Whether dealing the street due without its up cards needs the dealer to name who
    brings in or acts first (the engine refuses it without): the engine's answer."""
    return hand.awaiting_stud_street is not None and not hand.can_apply(StudStreetDealt())


def first_prompt(hand: StudHandState) -> str:
    """The question when the street is dealt without cards: who brings in (third street)
    or acts first, among the seats in the hand."""
    seats = _seat_list(street_seats(hand))
    if hand.stud_streets_dealt == 0:
        return translate(
            "StudView", "Who brings in? Type the seat ({seats}) or pick it, then Enter"
        ).format(seats=seats)
    return translate(
        "StudView", "Who acts first? Type the seat ({seats}) or pick it, then Enter"
    ).format(seats=seats)


def bring_in_line(hand: HandState) -> str | None:
    """Who brings in and why, while the bring-in is due: ``'Seat 5 brings in: 2s is the
    lowest card'`` (the highest in razz), or ``'Seat 5 brings in'`` where the up cards
    were not typed; ``None`` when no bring-in is due."""
    stud = stud_state(hand)
    if stud is None or not stud.bring_in_due or stud.to_act is None:
        return None
    seat = stud.to_act
    up = stud.up_cards(seat)
    if not up or not stud.up_cards_known:
        return translate("StudView", "Seat {seat} brings in").format(seat=seat)
    if stud.game is Game.RAZZ:
        text = translate("StudView", "Seat {seat} brings in: {card} is the highest card")
    else:
        text = translate("StudView", "Seat {seat} brings in: {card} is the lowest card")
    return text.format(seat=seat, card=up[0])


def completes_bring_in(hand: HandState) -> bool:
    """Whether a bet or raise now is the completion: third street of stud, where only
    the bring-in is in (less than the small bet)."""
    stud = stud_state(hand)
    return (
        stud is not None
        and stud.stud_streets_dealt == 1
        and stud.current_bet < stud.config.bet_size(Street.THIRD)
    )


def public_up_cards(hand: HandState | None) -> tuple[tuple[int, tuple[Card, ...]], ...]:
    """What the room may see of a stud hand: each seat still in with the up cards the
    dealer typed (and the community card, once typed), in seat order. Down cards never
    leave the host; an empty answer outside stud or before any up card was typed."""
    stud = stud_state(hand)
    if stud is None:
        return ()
    community = (stud.community_card,) if stud.community_card is not None else ()
    rows = []
    for seat in sorted(stud.in_hand):
        up = stud.up_cards(seat)
        if up:
            rows.append((seat, (*up, *community)))
    return tuple(rows)


def bring_in_button_text(amount: int) -> str:
    """``'Bring in 25  [B]'``."""
    return translate("StudView", "Bring in {amount}  [B]").format(amount=chips(amount))


def show_count(hand: StudHandState, seat: int) -> int:
    """The cards the showdown row of ``seat`` asks for: its down cards alone when every
    up card of its (and the community card, if dealt) was typed, else all seven. The
    same test the engine makes of a show (it refuses down cards alone otherwise)."""
    community_known = not hand.community_dealt or hand.community_card is not None
    if len(hand.up_cards(seat)) == 4 and community_known:
        return 2 if hand.community_dealt else 3
    return SEVEN


def seat_row(hand: StudHandState, seat: int) -> tuple[Card | None, ...]:
    """The cards by a seat on the felt: its down cards as backs (``None``), its up cards
    face up in the order dealt (backs too where they were not typed), the community
    card last; once shown, the cards it showed."""
    shown = hand.shown_cards(seat)
    if shown:
        return shown
    if seat not in hand.order or hand.is_folded(seat):
        return ()
    streets = hand.stud_streets_dealt
    if streets == 0:
        return ()
    up_dealt = min(streets, 4)
    down = 2 + (1 if streets == 5 and not hand.community_dealt else 0)
    up = hand.up_cards(seat)
    row: list[Card | None] = [None] * 2
    row += list(up[:up_dealt]) + [None] * (up_dealt - len(up[:up_dealt]))
    row += [None] * (down - 2)
    if hand.community_dealt and hand.community_card is not None:
        row.append(hand.community_card)
    return tuple(row)


def street_name(hand: StudHandState) -> str:
    """The street on the felt where the board would be: the street being bet, the next
    one to deal before third street, ``'Showdown'`` after seventh."""
    dealt = hand.stud_streets_dealt
    if hand.street >= Street.SHOWDOWN and dealt >= 5:
        return translate("StudView", "Showdown")
    streets = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)
    return street_title(streets[max(dealt - 1, 0)])

