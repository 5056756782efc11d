"""Every text the network pages show, in the language the host speaks (no Qt, no I/O).

The pages (``resources/web``: ``/tv``, ``/players``, ``/table/N``) are written in English;
their words come from here, translated on the host like every other screen, served as
``GET /api/words`` (:func:`words_document`). A page looks each English text up in that
table and falls back to the English when a word is missing, so nothing is ever blank.
Texts with values have named fields (``"Level {level}"``) that the page fills after the
lookup, as Python does after :func:`~app.engine.wording.translate`: word order is the
translation's.

The key of each word is its English text. In the HTML an element names its text with
``data-words`` (``<dt data-words="Next level">Next level</dt>``), an attribute with
``data-words-placeholder``, ``data-words-aria-label`` or ``data-words-title``; in the
JavaScript every text is written ``t("Level {level}", {level: 3})``. A test reads the
pages for those keys and checks each one is in :data:`PAGE_WORDS`.

What the pages format themselves (stacks, pot amounts) uses the host's separators,
served with the words (``number``); the texts ``/api/state`` carries (``*_text``, the
announcements, the pad's refusals) are already in the host's language.
"""

from __future__ import annotations

from typing import Any

from app.engine.numbers import NumberStyle
from app.engine.wording import QT_TRANSLATE_NOOP, translate

CONTEXT = "WebPages"

PAGE_WORDS = (
    # Every page
    QT_TRANSLATE_NOOP("WebPages", "Reconnecting to the host…"),
    QT_TRANSLATE_NOOP("WebPages", "Waiting for the host…"),
    QT_TRANSLATE_NOOP("WebPages", "{name} wins"),
    QT_TRANSLATE_NOOP("WebPages", "Finished"),
    QT_TRANSLATE_NOOP("WebPages", "Starting soon"),
    QT_TRANSLATE_NOOP("WebPages", "Paused"),
    QT_TRANSLATE_NOOP("WebPages", "Break"),
    QT_TRANSLATE_NOOP("WebPages", "Heads-up"),
    QT_TRANSLATE_NOOP("WebPages", "Level {level}"),
    QT_TRANSLATE_NOOP("WebPages", "No ante"),
    QT_TRANSLATE_NOOP("WebPages", "Table {table} · {street}"),
    QT_TRANSLATE_NOOP("WebPages", "Pot"),
    QT_TRANSLATE_NOOP("WebPages", "Last level"),
    QT_TRANSLATE_NOOP("WebPages", "Prizes are set once two players have entered"),
    QT_TRANSLATE_NOOP("WebPages", "Payouts"),
    QT_TRANSLATE_NOOP("WebPages", "{name} · Feltboard"),
    # The start page (/)
    QT_TRANSLATE_NOOP("WebPages", "Players: clock, your seat, results"),
    QT_TRANSLATE_NOOP("WebPages", "TV: the tournament clock for a screen"),
    # /tv
    QT_TRANSLATE_NOOP("WebPages", "Feltboard · TV"),
    QT_TRANSLATE_NOOP("WebPages", "Blinds"),
    QT_TRANSLATE_NOOP("WebPages", "Bets"),
    QT_TRANSLATE_NOOP("WebPages", "Level {level} after the break"),
    QT_TRANSLATE_NOOP("WebPages", "Next level"),
    QT_TRANSLATE_NOOP("WebPages", "Next break"),
    QT_TRANSLATE_NOOP("WebPages", "Players"),
    QT_TRANSLATE_NOOP("WebPages", "Average stack"),
    QT_TRANSLATE_NOOP("WebPages", "Prize pool"),
    QT_TRANSLATE_NOOP("WebPages", "Pots"),
    QT_TRANSLATE_NOOP("WebPages", "No hand in progress"),
    QT_TRANSLATE_NOOP("WebPages", "Winner"),
    QT_TRANSLATE_NOOP("WebPages", "Wins"),
    # /players
    QT_TRANSLATE_NOOP("WebPages", "Feltboard · Players"),
    QT_TRANSLATE_NOOP("WebPages", "Next:"),
    QT_TRANSLATE_NOOP("WebPages", "Find my seat"),
    QT_TRANSLATE_NOOP("WebPages", "Type your name"),
    QT_TRANSLATE_NOOP("WebPages", "As it happens"),
    QT_TRANSLATE_NOOP("WebPages", "Busts, seats and table moves show here."),
    QT_TRANSLATE_NOOP("WebPages", "Results"),
    QT_TRANSLATE_NOOP("WebPages", "Finished {place} — {prize}"),
    QT_TRANSLATE_NOOP("WebPages", "Finished {place}"),
    QT_TRANSLATE_NOOP("WebPages", "Waiting for a seat"),
    QT_TRANSLATE_NOOP("WebPages", "Table {table}, seat {seat}"),
    QT_TRANSLATE_NOOP("WebPages", "Show the list ({count})"),
    QT_TRANSLATE_NOOP("WebPages", "{chips} chips"),
    QT_TRANSLATE_NOOP("WebPages", "Nobody called “{name}” has entered"),
    QT_TRANSLATE_NOOP("WebPages", "{left} of {entries} left"),
    QT_TRANSLATE_NOOP("WebPages", "1st"),
    QT_TRANSLATE_NOOP("WebPages", "Nobody is out yet."),
    # /table/N: pairing
    QT_TRANSLATE_NOOP("WebPages", "Feltboard · Dealer pad"),
    QT_TRANSLATE_NOOP("WebPages", "Table"),
    QT_TRANSLATE_NOOP("WebPages", "Pair this device"),
    QT_TRANSLATE_NOOP(
        "WebPages",
        "Type the 6-digit PIN the host gives for this table (the console shows it in "
        "Tournament › Dealer pads; feltboard serve prints it), or scan its QR code.",
    ),
    QT_TRANSLATE_NOOP("WebPages", "PIN"),
    QT_TRANSLATE_NOOP("WebPages", "This device"),
    QT_TRANSLATE_NOOP("WebPages", "Anna's phone"),
    QT_TRANSLATE_NOOP("WebPages", "Pair with the table"),
    QT_TRANSLATE_NOOP("WebPages", "Pair this device with table {table}"),
    QT_TRANSLATE_NOOP("WebPages", "Connecting to the host…"),
    QT_TRANSLATE_NOOP("WebPages", "The host unpaired this pad."),
    QT_TRANSLATE_NOOP("WebPages", "Paired: {device}"),
    QT_TRANSLATE_NOOP("WebPages", "Tablet"),
    QT_TRANSLATE_NOOP("WebPages", "Phone"),
    QT_TRANSLATE_NOOP("WebPages", "Dealer pad"),
    QT_TRANSLATE_NOOP(
        "WebPages", "The PIN is 6 digits: the host's screen shows it next to this table."
    ),
    QT_TRANSLATE_NOOP(
        "WebPages", "Not connected to the host yet: wait for the connection, then try again."
    ),
    QT_TRANSLATE_NOOP("WebPages", "No table"),
    QT_TRANSLATE_NOOP("WebPages", "This address names no table: open /table/1, /table/2…"),
    # /table/N: the hand
    QT_TRANSLATE_NOOP("WebPages", "Table {table}"),
    QT_TRANSLATE_NOOP("WebPages", "Table {table} · Feltboard pad"),
    QT_TRANSLATE_NOOP("WebPages", "Board"),
    QT_TRANSLATE_NOOP("WebPages", "In bets"),
    QT_TRANSLATE_NOOP("WebPages", "D"),
    QT_TRANSLATE_NOOP("WebPages", "SB"),
    QT_TRANSLATE_NOOP("WebPages", "BB"),
    QT_TRANSLATE_NOOP("WebPages", "folded"),
    QT_TRANSLATE_NOOP("WebPages", "bet {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "won {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "ALL-IN"),
    QT_TRANSLATE_NOOP("WebPages", "Seat {seat}: {player} to act · {behind} behind"),
    QT_TRANSLATE_NOOP("WebPages", "Fold"),
    QT_TRANSLATE_NOOP("WebPages", "{player} folds"),
    QT_TRANSLATE_NOOP("WebPages", "Check"),
    QT_TRANSLATE_NOOP("WebPages", "{player} checks"),
    QT_TRANSLATE_NOOP("WebPages", "{player} calls {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "All-in {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "Tap again: {player} all-in {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "{player} all-in {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "{verb}: amount in chips"),
    QT_TRANSLATE_NOOP("WebPages", "{verb} {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "Min"),
    QT_TRANSLATE_NOOP("WebPages", "½ Pot"),
    QT_TRANSLATE_NOOP("WebPages", "From {low} to {high}; all-in is {all_in}"),
    QT_TRANSLATE_NOOP("WebPages", "'{typed}' is not a number of chips; use digits only"),
    QT_TRANSLATE_NOOP("WebPages", "Type an amount in chips, e.g. {example}"),
    QT_TRANSLATE_NOOP("WebPages", "{player}: {verb} {amount}"),
    QT_TRANSLATE_NOOP("WebPages", "Cards of the {street}"),
    QT_TRANSLATE_NOOP("WebPages", "Deal the {street}"),
    QT_TRANSLATE_NOOP("WebPages", "Deal the {street}: {cards}"),
    QT_TRANSLATE_NOOP("WebPages", "Deal the {street} without cards"),
    QT_TRANSLATE_NOOP("WebPages", "Deal without cards"),
    QT_TRANSLATE_NOOP("WebPages", "spades"),
    QT_TRANSLATE_NOOP("WebPages", "hearts"),
    QT_TRANSLATE_NOOP("WebPages", "diamonds"),
    QT_TRANSLATE_NOOP("WebPages", "clubs"),
    QT_TRANSLATE_NOOP("WebPages", "Remove the last card"),
    QT_TRANSLATE_NOOP("WebPages", "Showdown: show or muck this hand"),
    QT_TRANSLATE_NOOP("WebPages", "Showdown: {count} hands to show or muck"),
    QT_TRANSLATE_NOOP("WebPages", "{player}'s cards"),
    QT_TRANSLATE_NOOP("WebPages", "{player} shows {cards}"),
    QT_TRANSLATE_NOOP("WebPages", "Muck"),
    QT_TRANSLATE_NOOP("WebPages", "{player} mucks"),
    QT_TRANSLATE_NOOP("WebPages", "Seat {seat}: {player}"),
    QT_TRANSLATE_NOOP("WebPages", "Show"),
    QT_TRANSLATE_NOOP("WebPages", "{pot} {amount}: who wins it?"),
    QT_TRANSLATE_NOOP("WebPages", "Award the {pot}"),
    QT_TRANSLATE_NOOP("WebPages", "{pot} to {names}"),
    QT_TRANSLATE_NOOP("WebPages", "High half to"),
    QT_TRANSLATE_NOOP("WebPages", "Low half to"),
    QT_TRANSLATE_NOOP("WebPages", "No low"),
    QT_TRANSLATE_NOOP("WebPages", "{pot}: high half to {high}, low half to {low}"),
    QT_TRANSLATE_NOOP("WebPages", "{pot} to {names}, no low"),
    QT_TRANSLATE_NOOP("WebPages", "{names} and {last}"),
    QT_TRANSLATE_NOOP("WebPages", "Hand {hand} result"),
    QT_TRANSLATE_NOOP("WebPages", "Next hand"),
    QT_TRANSLATE_NOOP("WebPages", "Deal hand {hand}"),
    QT_TRANSLATE_NOOP(
        "WebPages", "The host's file is open read-only: nothing can be recorded."
    ),
    QT_TRANSLATE_NOOP("WebPages", "{what}: recorded"),
    QT_TRANSLATE_NOOP("WebPages", "{what}: waiting for the host…"),
    QT_TRANSLATE_NOOP("WebPages", "{what}: will be sent when the host is back…"),
    QT_TRANSLATE_NOOP("WebPages", "Connecting to the host… {what} will be sent then."),
    QT_TRANSLATE_NOOP("WebPages", "Sending"),
    QT_TRANSLATE_NOOP("WebPages", "Recorded"),
    QT_TRANSLATE_NOOP("WebPages", "Not recorded"),
    QT_TRANSLATE_NOOP("WebPages", "Undo last step"),
    QT_TRANSLATE_NOOP("WebPages", "Tap again to undo the last step"),
    QT_TRANSLATE_NOOP("WebPages", "Tap again to undo: {step}"),
    QT_TRANSLATE_NOOP("WebPages", "Undo the last step"),
)
"""Every text of the pages, in English: the keys the pages look up."""


def page_words() -> dict[str, str]:
    """Each English text of :data:`PAGE_WORDS` and its text in the language in use (the
    English itself where a translation is missing or empty).

    >>> page_words()["Next level"]
    'Next level'
    """
    words = {}
    for english in PAGE_WORDS:
        words[english] = translate(CONTEXT, english) or english
    return words


def words_document(language: str, style: NumberStyle) -> dict[str, Any]:
    """What ``GET /api/words`` answers: the pages' ``language`` (``"es"``, for
    ``<html lang>`` and the times), the separators and currency side of ``style``, and
    :func:`page_words`.

    >>> document = words_document("en", NumberStyle())
    >>> document["language"], document["number"]
    ('en', {'group': ',', 'decimal': '.', 'symbol_after': False})
    """
    return {
        "language": language,
        "number": {
            "group": style.group,
            "decimal": style.decimal,
            "symbol_after": style.symbol_after,
        },
        "words": page_words(),
    }


def speaks_english(words: dict[str, str]) -> bool:
    """Whether ``words`` (from :func:`page_words`) are all the English texts themselves:
    no translation is installed, whatever the system's locale says."""
    return all(text == english for english, text in words.items())
