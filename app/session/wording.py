"""Where every screen's words are translated, without Qt.

The pure modules (view models, narration, room facts) and the Qt ones alike call
``translate("Context", "English text")``: Qt's ``pyside6-lupdate`` finds those calls by
name, so the English text is the key of the translation in ``resources/i18n/*.ts``.
Until the app installs a language (``app/ui/i18n.py`` sets :func:`set_translator` to
``QCoreApplication.translate`` at start-up) every text is returned unchanged, so the
pure modules and their tests keep speaking English without Qt.

Texts with values are written with named fields and filled after translation,
``translate("Ctx", "Hand {number}").format(number=12)``, never pieced together: word
order differs between languages.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str], str]
"""``(context, English text) -> text in the language in use``."""


def _english(_context: str, text: str) -> str:
    return text


_translator: Translator = _english


def translate(context: str, text: str) -> str:
    """``text`` (English) in the language in use; itself when none is installed."""
    return _translator(context, text)


def set_translator(translator: Translator | None) -> None:
    """Translate every later text with ``translator`` (``None``: back to English)."""
    global _translator
    _translator = translator if translator is not None else _english


def QT_TRANSLATE_NOOP(_context: str, text: str) -> str:
    """Mark ``text`` for translation where it is written (a table of labels, say), to be
    translated where it is shown with ``translate(context, text)``."""
    return text
