"""What a dealer pad shows for one table: what the console shows there, as JSON (no Qt).

``build_pad_view`` stands on the console's own pure pieces: the seats, board, pots and
status line of :func:`app.present.table_view.build_table_view`, the keyboard's mode of
:func:`app.present.console_keys.console_mode`, the engine's legal actions and the sizes of
:mod:`app.engine.sizes` (a pad never computes an amount), the showdown's order and pots
as the console's action bar lists them, and the last hand's result and push instructions
the session keeps. The service adds ``type``, ``table`` and ``seq`` and sends it
(docs/network-protocol.md, "The pad view").

Cards are written twice: ``'A♠'`` as the room reads it, and ``'As'`` as a pad sends it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import Card
from app.engine.config import Street
from app.engine.director import next_hand_event
from app.engine.errors import FeltboardError, chips
from app.engine.events import CardsMucked
from app.engine.hand import HandState, StudHandState
from app.engine.rules import BettingStructure
from app.engine.sizes import completes_bet, half_pot_to, pot_to
from app.engine.tournament import Table, TournamentState
from app.engine.wording import translate
from app.present.console_keys import Mode, board_prompt, console_mode
from app.present.draw_view import pad_draw_fields
from app.present.first_button import pending_button
from app.present.game_choice import GameChoiceView, game_choice
from app.present.public_state import card_text
from app.present.stud_view import (
    bring_in_line,
    cards_example,
    completes_bring_in,
    first_prompt,
    needs_first,
    street_prompt,
    street_seats,
    street_title,
    stud_state,
    wants_up_cards,
)
from app.present.table_view import SeatView, build_table_view
from app.present.terms import pot_label, street_label

Json = dict[str, Any]


def build_pad_view(
    state: TournamentState,
    table_number: int,
    now: float,
    *,
    last_hand: HandState | None = None,
    result_lines: Sequence[str] = (),
    read_only: bool = False,
) -> Json:
    """Table ``table_number`` at ``now`` as its dealer pad shows it.

    ``last_hand`` is the hand just finished there (shown until the next deal, as on the
    console); ``result_lines`` the result and push instructions of the table's last hand
    (:meth:`LiveTournament.last_result_lines`); ``read_only`` whether the file records
    nothing.

    :raises FeltboardError: if no table ``table_number`` is in play.
    """
    table = state.table(table_number)
    hand = table.hand_state
    occupants = {seat: state.player(p).name for seat, p in table.seats}
    stacks = {seat: state.player(p).stack for seat, p in table.seats}
    view = build_table_view(
        translate("PadView", "Table {number}").format(number=table.number),
        table.seat_count,
        occupants,
        stacks,
        hand or last_hand,
        button=pending_button(table) if hand is None and last_hand is None else None,
    )
    deal_refusal = _deal_refusal(state, table, now)
    choice = game_choice(state, table_number, now) if not read_only else None
    played = [summary for summary in state.hands if summary.table == table.number]
    mode = console_mode(
        hand, can_deal=deal_refusal is None, hands_played=len(played), read_only=read_only
    )
    return {
        "title": view.title,
        "tracked": table.tracked,
        "mode": mode.name.lower(),
        "hand": table.hand.number if table.hand is not None else None,
        "street": view.street,
        # With dealer's choice due, the pad says who chooses rather than "deal".
        "status": choice.title if choice is not None else view.status,
        "seats": [_seat(seat) for seat in view.seats],
        "board": [card_text(card) for card in view.board],
        "board_cards": [str(card) for card in view.board],
        "board_slots": view.board_slots,
        "pots": [
            {"name": pot.name, "amount": pot.amount, "amount_text": chips(pot.amount),
             "players": list(pot.players)}
            for pot in view.pots
        ],
        "pot_total": hand.pot_total if hand is not None else 0,
        "in_front": view.in_front,
        "actions": _actions(hand) if hand is not None else None,
        "board_due": _board_due(hand) if hand is not None else None,
        "showdown": _showdown(hand) if mode is Mode.SHOWDOWN and hand is not None else None,
        "deal": {
            "can": deal_refusal is None and not read_only,
            "reason": deal_refusal or "",
        },
        # Only where dealer's choice is due: other pads' views read as before.
        **({"choice": _choice(choice)} if choice is not None else {}),
        # Only in a draw game: the draw due and each seat's draw (app/present/draw_view.py).
        **pad_draw_fields(hand),
        "last_result": (
            {"hand": played[-1].number, "lines": list(result_lines)} if played else None
        ),
        "read_only": read_only,
        # Stud has no board: the pad shows the street's name in its place (flop games'
        # views read as before).
        **({"stud": True} if stud_state(hand) is not None else {}),
    }


def _choice(choice: GameChoiceView) -> Json:
    """Dealer's choice due before the next hand: who chooses, and each game the pad sends
    back as ``{"do": "choose", "game": code}``."""
    return {
        "title": choice.title,
        "seat": choice.seat,
        "chooser": choice.chooser,
        "games": [{"code": night.code, "label": night.label, "key": number}
                  for number, night in enumerate(choice.games, start=1)],
    }


def _deal_refusal(state: TournamentState, table: Table, now: float) -> str | None:
    """Why no hand can be dealt at ``table`` now (``None`` if one can, or is in play)."""
    if table.hand is not None:
        return translate("PadView", "Hand {number} is still in progress").format(
            number=table.hand.number
        )
    try:
        next_hand_event(state, table.number, now)
    except FeltboardError as error:
        return str(error)
    return None


def _seat(seat: SeatView) -> Json:
    # A stud seat's cards by it (down cards as "" for a back); other games' seats read
    # as before.
    stud = {"stud_row": [card_text(c) if c else "" for c in seat.stud_row]} if seat.stud_row else {}
    return {
        **stud,
        "seat": seat.seat,
        "player": seat.player,
        "stack": seat.stack,
        "stack_text": chips(seat.stack),
        "bet": seat.bet,
        "button": seat.is_button,
        "small_blind": seat.is_small_blind,
        "big_blind": seat.is_big_blind,
        "to_act": seat.to_act,
        "folded": seat.folded,
        "all_in": seat.all_in,
        "dealt_in": seat.dealt_in,
        "cards": _cards(seat.cards),
        "won": seat.won,
    }


def _cards(cards: Sequence[Card]) -> list[str]:
    return [card_text(card) for card in cards]


def _actions(hand: HandState) -> Json | None:
    """The legal actions of the seat to act with the amounts the console offers."""
    legal = hand.legal_actions()
    if legal is None:
        return None
    wager = legal.can_bet or legal.can_raise
    if completes_bet(hand) or completes_bring_in(hand):
        wager_label = translate("PadView", "Complete to")
    else:
        wager_label = (
            translate("PadView", "Bet")
            if legal.can_bet or hand.current_bet == 0
            else translate("PadView", "Raise to")
        )
    return {
        "seat": legal.seat,
        "player": hand.config.player(legal.seat),
        "behind": hand.stack(legal.seat),
        "fold": legal.can_fold,
        "check": legal.can_check,
        "call": None if legal.can_check else legal.call_amount,
        "call_text": (
            ""
            if legal.can_check
            else translate("PadView", "Call {amount}").format(amount=chips(legal.call_amount))
        ),
        "bet": legal.can_bet,
        "raise": legal.can_raise,
        "wager_label": wager_label,
        "min_to": legal.min_to if wager else None,
        "max_to": legal.max_to if wager else None,
        "half_pot_to": half_pot_to(hand),
        "pot_to": pot_to(hand),
        "pot_label": (
            translate("PadView", "Pot (max)")
            if hand.rules.structure is BettingStructure.POT_LIMIT
            else translate("PadView", "Pot")
        ),
        "all_in": legal.can_all_in,
        "all_in_to": legal.all_in_to,
        "closed_reason": legal.raising_closed_reason or "",
        # Stud's bring-in seat: what it posts and why it is that seat (only then).
        **(
            {"bring_in": legal.bring_in,
             "bring_in_text": translate("PadView", "Bring in {amount}").format(
                 amount=chips(legal.bring_in)),
             "bring_in_line": bring_in_line(hand) or ""}
            if legal.bring_in
            else {}
        ),
    }


def _board_due(hand: HandState) -> Json | None:
    stud = stud_state(hand)
    if stud is not None:
        return _stud_street_due(stud)
    street = hand.awaiting_board
    if street is None:
        return None
    return {
        "street": street_label(street),
        "cards": 3 if street is Street.FLOP else 1,
        "prompt": board_prompt(street),
    }


def _showdown(hand: HandState) -> Json:
    """Who still shows or mucks (in showing order), and the pots still to award."""
    to_show = [
        {
            "seat": seat,
            "player": hand.config.player(seat),
            "can_muck": hand.can_apply(CardsMucked(seat)),
        }
        for seat in hand.showdown_order
        if not hand.shown_cards(seat) and not hand.is_mucked(seat)
    ]
    pots = [
        {
            "pot": pot.index,
            "name": pot_label(pot.index),
            "amount": pot.amount,
            "eligible": [
                {"seat": seat, "player": hand.config.player(seat)}
                for seat in pot.eligible
                if not hand.is_mucked(seat)
            ],
            # A hi-lo pot is awarded in halves; a high-only game's pots read as before.
            **({"hi_lo": True} if hand.config.game.hi_lo else {}),
        }
        for pot in hand.pots
        if hand.pot_winners(pot.index) is None
    ]
    # A game dealing other than two hole cards says how many (Omaha: four), for the
    # example in the card box; hold'em's showdown reads as before.
    count = hand.config.game.hole_count
    return {"to_show": to_show, "pots": pots, **({"hole_cards": count} if count != 2 else {})}


def _stud_street_due(hand: StudHandState) -> Json | None:
    """A stud street to deal: its up cards typed in one line seat by seat, or without
    them, naming the seat that brings in or acts first when the engine needs it."""
    street = hand.awaiting_stud_street
    if street is None:
        return None
    seats = street_seats(hand)
    return {
        "street": street_title(street),
        "cards": len(seats) if wants_up_cards(hand) else int(hand.deck_runs_out),
        "prompt": street_prompt(hand),
        "example": cards_example(hand),
        "stud": {
            "seats": [
                {"seat": seat, "label": translate("PadView", "Seat {seat}").format(seat=seat)}
                for seat in seats
            ],
            "first": needs_first(hand),
            "first_prompt": first_prompt(hand),
        },
    }
