"""The poker words every screen shares, in the language in use (no Qt).

The engine names streets, pots and entries in English for its logs and exports; the
screens say them through these functions, so "Main pot" is "Bote principal" in Spanish
on the console and on the audience display alike.
"""

from __future__ import annotations

from app.engine.config import Street
from app.engine.entry_options import EntryKind
from app.engine.errors import chips
from app.engine.pots import pot_label as engine_pot_label
from app.engine.prizes import place_text
from app.engine.wording import QT_TRANSLATE_NOOP, translate

_STREETS = {
    Street.PREFLOP: QT_TRANSLATE_NOOP("Terms", "Pre-flop"),
    Street.FLOP: QT_TRANSLATE_NOOP("Terms", "Flop"),
    Street.TURN: QT_TRANSLATE_NOOP("Terms", "Turn"),
    Street.RIVER: QT_TRANSLATE_NOOP("Terms", "River"),
    Street.SEVENTH: QT_TRANSLATE_NOOP("Terms", "Seventh street"),
    Street.SHOWDOWN: QT_TRANSLATE_NOOP("Terms", "Showdown"),
    Street.COMPLETE: QT_TRANSLATE_NOOP("Terms", "Complete"),
}

_ENTRIES = {
    EntryKind.BUY_IN: QT_TRANSLATE_NOOP("Terms", "buy-in"),
    EntryKind.REBUY: QT_TRANSLATE_NOOP("Terms", "rebuy"),
    EntryKind.ADD_ON: QT_TRANSLATE_NOOP("Terms", "add-on"),
    EntryKind.RE_ENTRY: QT_TRANSLATE_NOOP("Terms", "re-entry"),
}


def street_label(street: Street) -> str:
    """``'Flop'``, ``'Pre-flop'``... as the dealer says it (capitalised).

    >>> street_label(Street.PREFLOP)
    'Pre-flop'
    """
    return translate("Terms", _STREETS[street])


def pot_label(index: int) -> str:
    """``'Main pot'`` for pot 0, then ``'Side pot 1'``..., as
    :func:`app.engine.pots.pot_label` names them.

    >>> pot_label(0), pot_label(2)
    ('Main pot', 'Side pot 2')
    """
    return engine_pot_label(index)


def entry_label(kind: EntryKind) -> str:
    """``'rebuy'``, ``'add-on'``... (lower case, as in a sentence).

    >>> entry_label(EntryKind.RE_ENTRY)
    're-entry'
    """
    return translate("Terms", _ENTRIES[kind])


def place_label(place: int) -> str:
    """``'1st'``, ``'22nd'``... (Spanish ``'1.º'``), as :func:`app.engine.prizes.place_text`
    writes it.

    >>> place_label(1), place_label(12), place_label(23)
    ('1st', '12th', '23rd')
    """
    return place_text(place)


def deal_row_label(label: str) -> str:
    """What a payout list shows for a row of :func:`app.engine.accounts.deal_lines`:
    ``'Deal'`` beside each share, the winner's place beside what is kept to play for.

    >>> deal_row_label("Deal"), deal_row_label("1st")
    ('Deal', '1st')
    """
    return translate("Terms", "Deal") if label == "Deal" else place_label(1)


def finish_label(place: int, shared: int = 1) -> str:
    """``'9th'``, or ``'tied 9th–10th'`` when ``shared`` players busted in one hand.

    >>> finish_label(9), finish_label(9, 2)
    ('9th', 'tied 9th–10th')
    """
    if shared == 1:
        return place_label(place)
    return translate("Terms", "tied {first}–{last}").format(
        first=place_label(place), last=place_label(place + shared - 1)
    )


def entries_text(entries: int) -> str:
    """``'12 entries'``, ``'1 entry'``, ``'No entries yet'``: on the TV and on paper.

    >>> entries_text(0), entries_text(1), entries_text(1200)
    ('No entries yet', '1 entry', '1,200 entries')
    """
    # The texts keep the TV's context, where their Spanish was made first.
    if entries == 0:
        return translate("ViewModel", "No entries yet")
    if entries == 1:
        return translate("ViewModel", "1 entry")
    return translate("ViewModel", "{count} entries").format(count=chips(entries))
