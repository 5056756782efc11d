"""Where every text a user reads is translated, without Qt.

Every layer calls ``translate("Context", "English text")``: the engine's refusals
("Nobody can check facing a bet of 400"), the store's messages about a file, the pure
view models, the windows and the command line. Qt's ``pyside6-lupdate`` finds those calls
by name, so the English text is the key of the translation in ``resources/i18n/*.ts``.
Until a language is installed (``app/ui/i18n.py`` sets :func:`set_translator` at
start-up, the command line does the same) every text is returned unchanged, so the
engine and its tests speak English and the engine stays free of Qt and I/O: the hook is
a plain function, as :mod:`app.engine.numbers` is for separators.

Texts with values are written with named fields and filled after translation,
``translate("Ctx", "Hand {number}").format(number=12)``, never pieced together: word
order differs between languages.

What other tools read (the PokerStars and PHH hand histories, the journal, templates,
JSON) stays English whatever the screens speak: its writers run inside
:func:`in_english`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Translator = Callable[[str, str], str]
"""``(context, English text) -> text in the language in use``."""


def _english(_context: str, text: str) -> str:
    return text


_translator: Translator = _english
_this_thread = threading.local()
"""``english``: inside :func:`in_english` on this thread."""


def translate(context: str, text: str) -> str:
    """``text`` (English) in the language in use; itself when none is installed.

    >>> translate("Hand", "Main pot")
    'Main pot'
    """
    if getattr(_this_thread, "english", False):
        return text
    return _translator(context, text)


def set_translator(translator: Translator | None) -> None:
    """Translate every later text with ``translator`` (``None``: back to English)."""
    global _translator
    _translator = translator if translator is not None else _english


def current_translator() -> Translator:
    """The translator in use (to put it back after a change)."""
    return _translator


@contextmanager
def in_english() -> Iterator[None]:
    """Speak English inside the block, whatever language the screens speak: for text that
    other programs read (hand histories, files) and must not change with the language.
    Only this thread: an export written in a worker leaves the screens' words alone.

    >>> set_translator(lambda _context, text: text.upper())
    >>> with in_english():
    ...     translate("Hand", "Main pot")
    'Main pot'
    >>> translate("Hand", "Main pot")
    'MAIN POT'
    >>> set_translator(None)
    """
    before = getattr(_this_thread, "english", False)
    _this_thread.english = True
    try:
        yield
    finally:
        _this_thread.english = before


def QT_TRANSLATE_NOOP(_context: str, text: str) -> str:
    """Mark ``text`` for translation where it is written (a table of labels, say), to be
    translated where it is shown with ``translate(context, text)``."""
    return text
