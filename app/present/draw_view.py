"""What the console, the pad and the TV say about a draw game's hand (no Qt).

A draw game (2-7 triple draw, 2-7 single draw, badugi) has no board: between its betting
rounds each player in turn discards and draws. These words name the round ("First draw",
"Second betting round"), the seat to draw and what each seat drew in the draw of the
round on show ("drew 2", "stands pat"). The table view and the hand log call them; the
counts come from the hand's recorded ``Drew`` events, never from a second count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.cards import Card, format_cards
from app.engine.config import Street
from app.engine.events import Drew, HandEvent
from app.engine.hand import HandState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.stud_view import street_name, stud_state
from app.present.terms import street_label

# Whole phrases, not an ordinal and a noun: other languages agree the ordinal with the
# noun ("Primer descarte", "Primera ronda de apuestas").
_DRAWS = (
    QT_TRANSLATE_NOOP("DrawView", "First draw"),
    QT_TRANSLATE_NOOP("DrawView", "Second draw"),
    QT_TRANSLATE_NOOP("DrawView", "Third draw"),
)
_ROUNDS = (
    QT_TRANSLATE_NOOP("DrawView", "First betting round"),
    QT_TRANSLATE_NOOP("DrawView", "Second betting round"),
    QT_TRANSLATE_NOOP("DrawView", "Third betting round"),
    QT_TRANSLATE_NOOP("DrawView", "Fourth betting round"),
)


def _nth(names: tuple[str, ...], number: int) -> str:
    """The ``number``-th (from 1) of ``names``, in the language in use."""
    return translate("DrawView", names[min(number, len(names)) - 1])


def is_draw_hand(state: HandState | None) -> bool:
    """Whether ``state`` is a hand of a draw game."""
    return state is not None and state.config.game.is_draw


def most_drawn(state: HandState) -> int:
    """The most cards a player may draw: the whole hand (5, or 4 in badugi)."""
    return state.config.game.hole_count


def draw_round_label(state: HandState) -> str | None:
    """The round a draw hand is in: ``'First betting round'``, ``'First draw'``...

    ``None`` outside a draw game, and at the showdown (the street's own word says it).
    """
    if not is_draw_hand(state) or state.street >= Street.SHOWDOWN:
        return None
    if state.awaiting_draw is not None:
        return _nth(_DRAWS, state.draws_done + 1)
    return _nth(_ROUNDS, state.draws_done + 1)


def draw_prompt(state: HandState) -> str | None:
    """``'Seat 4 (Ann) draws: 0–5 [digit], 0 stands pat'``; ``None`` when nobody draws."""
    seat = state.awaiting_draw
    if seat is None:
        return None
    return translate(
        "DrawView", "Seat {seat} ({name}) draws: 0–{most} [digit], 0 stands pat"
    ).format(seat=seat, name=state.config.player(seat), most=most_drawn(state))


def draw_status(state: HandState) -> str | None:
    """``'Ann to draw (seat 4)'`` while a draw is under way, else ``None``."""
    seat = state.awaiting_draw
    if seat is None:
        return None
    return translate("DrawView", "{name} to draw (seat {seat})").format(
        name=state.config.player(seat), seat=seat
    )


def drawn_words(count: int) -> str:
    """What a seat's draw reads by its name: ``'drew 2'``, ``'drew 1'``, ``'stands pat'``."""
    if count == 0:
        return translate("DrawView", "stands pat")
    return translate("DrawView", "drew {count}").format(count=count)


def draw_line(name: str, count: int, discarded: tuple[Card, ...] = (),
              new: tuple[Card, ...] = ()) -> str:
    """The hand log's line for a draw: ``'Ann draws 2'``, ``'Bob stands pat'``, and
    with the cards typed ``'Ann draws 2: 7h Kd for 2c 3s'``."""
    if count == 0:
        return translate("DrawView", "{name} stands pat").format(name=name)
    if discarded and new:
        return translate("DrawView", "{name} draws {count}: {discarded} for {new}").format(
            name=name, count=count, discarded=format_cards(discarded), new=format_cards(new)
        )
    return translate("DrawView", "{name} draws {count}").format(name=name, count=count)


def _draw_runs(events: tuple[HandEvent, ...]) -> list[list[Drew]]:
    """The hand's draws, one list per draw: a draw's events are recorded one after the
    other, with no bet between them, so each run of ``Drew`` events is one draw."""
    runs: list[list[Drew]] = []
    previous_was_draw = False
    for event in events:
        if isinstance(event, Drew):
            if not previous_was_draw:
                runs.append([])
            runs[-1].append(event)
            previous_was_draw = True
        else:
            previous_was_draw = False
    return runs


def draw_notes(state: HandState) -> Mapping[int, str]:
    """``{seat: 'drew 2'}`` for each seat that drew in the draw under way, or, during the
    betting round after a draw and at the showdown, in that last draw."""
    if not is_draw_hand(state) or state.is_complete:
        return {}
    runs = _draw_runs(state.events)
    current = state.draws_done + (1 if state.awaiting_draw is not None else 0)
    if not runs or len(runs) != current:
        return {}  # the betting round before the first draw: nobody has drawn yet
    return {event.seat: drawn_words(event.count) for event in runs[-1]}


def pad_draw_fields(state: HandState | None) -> dict[str, Any]:
    """What a dealer pad's view adds in a draw game (nothing in any other game, so their
    views read as before): ``has_board`` false, each seat's draw in the round on show,
    and, while a draw is under way, the seat to draw with the counts its game allows
    (the round's name is the view's ``street``).

    >>> pad_draw_fields(None)
    {}
    """
    if state is None or not is_draw_hand(state):
        return {}
    seat = state.awaiting_draw
    return {
        "has_board": False,
        "draw_notes": {str(number): note for number, note in draw_notes(state).items()},
        "draw_due": None if seat is None else {
            "seat": seat,
            "player": state.config.player(seat),
            # A pad has no digit keys: its prompt says tap.
            "prompt": translate(
                "DrawView", "Seat {seat} ({name}) draws: tap how many cards"
            ).format(seat=seat, name=state.config.player(seat)),
            "counts": list(range(most_drawn(state) + 1)),
            "labels": [drawn_choice(count) for count in range(most_drawn(state) + 1)],
            # The cards may be typed too, as at the console (discarded > drawn).
            "cards_example": translate("DrawView", "or cards: 7h Kd > 2c 3s"),
            "cards_button": translate("DrawView", "Draw these cards"),
        },
    }


def drawn_choice(count: int) -> str:
    """A draw button's words: ``'Stand pat'``, ``'Draw 2'``."""
    if count == 0:
        return translate("DrawView", "Stand pat")
    return translate("DrawView", "Draw {count}").format(count=count)


def hand_street(state: HandState) -> str:
    """The street as the TV and ``/tv`` say it: ``'Flop'`` in a flop game, ``'Second
    draw'`` or ``'Third betting round'`` in a draw game, ``'Fourth street'`` in stud (as the
    felt names it)."""
    stud = stud_state(state)
    if stud is not None:
        return street_name(stud)
    return draw_round_label(state) or street_label(state.street)
