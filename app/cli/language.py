"""The language of the command line, chosen and installed without Qt.

Which language: the one chosen in View > Language (the desktop app saves it with
QSettings as ``ui/language``; on Linux that is the INI file
``$XDG_CONFIG_HOME/Feltboard/Feltboard.conf``, ``~/.config`` by default), else the
system's, read from the POSIX variables ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and
``LANG`` in that order: the first one set decides (``LANGUAGE`` may list several,
``es:en``; the first Feltboard speaks wins), ``C`` and ``POSIX`` mean English, and a
language Feltboard does not speak means English too. On Windows and macOS the saved choice
lives in the registry or a plist, which the command line does not read: it follows the
variables there (a terminal usually sets ``LANG``).

The texts come from the shipped ``resources/i18n/feltboard_<lang>.ts`` (the Qt Linguist
source of the ``.qm`` the windows load), read with the standard library: the league's
command line never loads Qt. Numbers and money are written as the language writes them
(:data:`NUMBER_STYLES`). What other programs read (``--json``, files, exit statuses)
never changes with the language.
"""

from __future__ import annotations

import argparse
import configparser
import os
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from app.engine.numbers import ENGLISH, NumberStyle, number_style, set_number_style
from app.engine.wording import (
    QT_TRANSLATE_NOOP,
    current_translator,
    in_english,
    set_translator,
    translate,
)

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "es")
"""The languages Feltboard speaks (as :data:`app.ui.i18n.LANGUAGES`, without Qt)."""

NUMBER_STYLES: Mapping[str, NumberStyle] = {
    "en": ENGLISH,
    "es": NumberStyle(group=".", decimal=",", symbol_after=True),
}
"""How each language writes ``20.000`` chips and ``40,00 €`` (Qt's es_ES locale)."""

SYSTEM_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
SETTINGS_SECTION, SETTINGS_KEY = "ui", "language"
"""``ui/language`` of :mod:`app.ui.i18n`, as Qt writes it in an INI file."""

ORGANIZATION = APPLICATION = "Feltboard"


def i18n_folder() -> Path:
    """The folder of the ``.ts`` files: ``app/i18n`` in an installed copy (pyproject's
    package data), else ``resources/i18n`` beside ``app/`` (a checkout, and the bundle's
    ``_internal/``, where packaging/feltboard.spec puts them)."""
    package = Path(__file__).resolve().parents[1]  # app/, this module being app/cli/language.py
    installed = package / "i18n"
    if any(installed.glob("feltboard_*.ts")):
        return installed
    return package.parent / "resources" / "i18n"


_SKIPPED = frozenset({"unfinished", "vanished", "obsolete"})

ARGPARSE_TEXTS = frozenset({
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("Argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("Argparse", "can't open '%(filename)s': %(error)s"),
})  # fmt: skip
"""What argparse itself says to a person (headings, its refusals), by its gettext name."""


def _argparse_text(text: str) -> str:
    """argparse's ``gettext``: its texts in the language in use (others stay English)."""
    return translate("Argparse", text) if text in ARGPARSE_TEXTS else text


def _code(name: str) -> str:
    """``'es'`` of ``'es_ES.UTF-8'``, ``'es-MX'`` or ``'es@euro'``; ``'en'`` for C/POSIX."""
    bare = name.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return SOURCE_LANGUAGE if bare in ("c", "posix") else bare


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the POSIX variables (see the module): a code of :data:`LANGUAGES`.

    >>> system_language({"LANG": "es_ES.UTF-8"}), system_language({"LANGUAGE": "fr:es"})
    ('es', 'es')
    >>> system_language({"LC_ALL": "C", "LANG": "es_ES.UTF-8"})
    'en'
    """
    environ = os.environ if environ is None else environ
    for variable in SYSTEM_VARIABLES:
        value = environ.get(variable, "").strip()
        if not value:
            continue
        for name in value.split(":"):
            if _code(name) in LANGUAGES:
                return _code(name)
        return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def settings_file(environ: Mapping[str, str] | None = None) -> Path:
    """Where Qt keeps the desktop app's settings on Linux (an INI file)."""
    environ = os.environ if environ is None else environ
    base = environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / ORGANIZATION / f"{APPLICATION}.conf"


def saved_choice(environ: Mapping[str, str] | None = None) -> str | None:
    """The language chosen in View > Language, or ``None`` (the system's, or unreadable)."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(settings_file(environ), encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None  # a damaged settings file: the system's language will do
    value = parser.get(SETTINGS_SECTION, SETTINGS_KEY, fallback="").strip().lower()
    return value if value in LANGUAGES else None


def chosen_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the command line speaks: the saved choice, else the system's."""
    return saved_choice(environ) or system_language(environ)


def read_translations(path: Path) -> dict[tuple[str, str], str]:
    """``(context, English) -> translation`` of a Qt Linguist ``.ts`` file; the finished
    translations only (an unfinished one shows the English, as Qt does)."""
    found: dict[tuple[str, str], str] = {}
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        return found  # no translation shipped: English, as the windows do without a .qm
    for context in root.iter("context"):
        name = context.findtext("name", default="")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or message.get("numerus") == "yes":
                continue
            if translation.get("type") in _SKIPPED or not translation.text:
                continue
            found[(name, source)] = translation.text
    return found


class TsTranslator:
    """A :data:`app.engine.wording.Translator` reading a ``.ts`` on its first text."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._texts: dict[tuple[str, str], str] | None = None

    def __call__(self, context: str, text: str) -> str:
        if self._texts is None:
            self._texts = read_translations(self._path)
        return self._texts.get((context, text), text)


def ts_path(language: str, folder: Path | None = None) -> Path:
    """The ``.ts`` of ``language``."""
    return (i18n_folder() if folder is None else folder) / f"feltboard_{language}.ts"


@contextmanager
def speaking(language: str, folder: Path | None = None) -> Iterator[str]:
    """Translate texts and write numbers in ``language`` inside the block; what was in use
    before comes back after (a command run in-process leaves nothing behind)."""
    before_translator, before_style = current_translator(), number_style()
    # argparse asks gettext (its module's ``_``) for its headings and refusals.
    before_gettext = getattr(argparse, "_")  # noqa: B009
    if language != SOURCE_LANGUAGE:
        set_translator(TsTranslator(ts_path(language, folder)))
    set_number_style(NUMBER_STYLES.get(language, ENGLISH))
    setattr(argparse, "_", _argparse_text)  # noqa: B010
    try:
        yield language
    finally:
        set_translator(before_translator)
        set_number_style(before_style)
        setattr(argparse, "_", before_gettext)  # noqa: B010


@contextmanager
def for_programs() -> Iterator[None]:
    """English texts and plain English numbers inside the block, whatever the command line
    speaks: for ``--json`` and whatever other programs read."""
    before = number_style()
    set_number_style(ENGLISH)
    try:
        with in_english():
            yield
    finally:
        set_number_style(before)
