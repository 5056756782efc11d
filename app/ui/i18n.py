"""The language of every screen: chosen in the settings or taken from the system.

At start-up (before any window) :func:`install_language` installs Feltboard's Qt
translation (``:/i18n/feltboard_<lang>.qm``, compiled into the resources by
``make translations`` and ``make resources``), Qt's own for its standard buttons and
dialogs, the locale (numbers, money and dates) and the translator of the pure modules
(:mod:`app.engine.wording`). A new choice in View > Language applies at the next start:
the windows build their texts once.

English is the source language (the texts in the code); a missing translation shows the
English text rather than nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from app import resources_rc  # noqa: F401  (importing it registers the ":/" resources)
from app.engine.numbers import ENGLISH, NumberStyle, set_number_style
from app.engine.wording import set_translator

SETTINGS_LANGUAGE = "ui/language"
"""QSettings key of the language choice: ``"system"`` or a code of :data:`LANGUAGES`."""

SYSTEM = "system"

LANGUAGES = {"en": "English", "es": "Español"}
"""The languages Feltboard speaks, each named in itself (as the menu shows them)."""

SOURCE_LANGUAGE = "en"


@dataclass
class Installed:
    """What :func:`install_language` put in place (kept alive: Qt does not own them)."""

    language: str
    translators: tuple[QTranslator, ...] = ()
    qt_found: bool = False
    """Whether Qt's own translation (standard buttons, file dialogs) was found."""


_installed: Installed | None = None
_locale_before: QLocale | None = None
"""The default locale before the first install, which :func:`uninstall_language` restores."""


def language_choice(store: QSettings | None = None) -> str:
    """The choice saved in ``store`` (the app's settings by default): ``"system"`` when
    missing or not a language Feltboard speaks."""
    value = (store if store is not None else QSettings()).value(SETTINGS_LANGUAGE, SYSTEM)
    text = value.strip().lower() if isinstance(value, str) else ""
    return text if text in LANGUAGES else SYSTEM


def save_language_choice(choice: str, store: QSettings | None = None) -> None:
    """Remember ``choice`` (``"system"`` or a language code) for the next start."""
    if choice != SYSTEM and choice not in LANGUAGES:
        raise ValueError(f"Feltboard does not speak {choice!r}")  # not for users: menu codes
    settings = store if store is not None else QSettings()
    settings.setValue(SETTINGS_LANGUAGE, choice)
    settings.sync()


def resolve_language(choice: str, system: QLocale | None = None) -> str:
    """The language to speak: the one chosen, else the system's first language Feltboard
    speaks, else English.

    >>> resolve_language("es"), resolve_language("system", QLocale("es_MX"))
    ('es', 'es')
    >>> resolve_language("system", QLocale("fr_FR"))
    'en'
    """
    if choice in LANGUAGES:
        return choice
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def locale_for(language: str, system: QLocale | None = None) -> QLocale:
    """The locale numbers are written in: the system's when it speaks ``language`` (a
    Mexican system keeps its own separators), else the language's main country's."""
    locale = system if system is not None else QLocale.system()
    if QLocale(locale.language()).name().split("_")[0] == language:
        return locale
    return QLocale(language)


def number_style_of(locale: QLocale) -> NumberStyle:
    """The separators of ``locale`` and where it puts a currency symbol.

    >>> number_style_of(QLocale("es_ES"))
    NumberStyle(group='.', decimal=',', symbol_after=True)
    """
    if locale.language() in (QLocale.Language.English, QLocale.Language.C):
        return ENGLISH
    money = locale.toCurrencyString(1.0, "¤")
    return NumberStyle(
        group=locale.groupSeparator() or ENGLISH.group,
        decimal=locale.decimalPoint() or ENGLISH.decimal,
        symbol_after=money.rstrip().endswith("¤"),
    )


def install_language(
    app: QCoreApplication | None = None,
    store: QSettings | None = None,
    system: QLocale | None = None,
    language: str | None = None,
) -> str:
    """Speak the language chosen in ``store`` (or the system's) from now on; returns its
    code. Replaces whatever an earlier call installed (tests switch languages).

    ``language`` (a code of :data:`LANGUAGES`) skips the choice: the command line decides
    once, without Qt (:mod:`app.cli.language`), and its Qt commands speak the same. A
    ``QCoreApplication`` is enough (no window is needed)."""
    global _installed, _locale_before
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs the QApplication to exist")
    uninstall_language(app)
    if _locale_before is None:
        _locale_before = QLocale()
    if language is None or language not in LANGUAGES:
        language = resolve_language(language_choice(store), system)
    locale = locale_for(language, system)
    QLocale.setDefault(locale)
    translators = []
    qt_found = False
    if language != SOURCE_LANGUAGE:
        ours = _translator(app, f"feltboard_{language}", ":/i18n")
        if ours is not None:
            translators.append(ours)
        # Where Qt keeps its own (absent from some bundles: the buttons stay English).
        qt = _translator(
            app,
            f"qtbase_{language}",
            QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
        )
        if qt is not None:
            translators.append(qt)
            qt_found = True
    set_translator(QCoreApplication.translate if translators else None)
    set_number_style(number_style_of(locale))
    _installed = Installed(language, tuple(translators), qt_found)
    return language


def _translator(app: QCoreApplication, name: str, folder: str) -> QTranslator | None:
    """The translation ``name`` (``.qm``) of ``folder``, installed; ``None`` if missing."""
    translator = QTranslator(app)
    if translator.load(name, folder) and app.installTranslator(translator):
        return translator
    translator.deleteLater()
    return None


def uninstall_language(app: QCoreApplication | None = None) -> None:
    """Back to English texts and numbers (what the app speaks before :func:`install_language`)."""
    global _installed
    app = app if app is not None else QCoreApplication.instance()
    if _installed is not None and app is not None:
        for translator in _installed.translators:
            app.removeTranslator(translator)
    _installed = None
    set_translator(None)
    set_number_style(ENGLISH)
    if _locale_before is not None:
        QLocale.setDefault(_locale_before)


def qt_translations_found() -> bool:
    """Whether Qt's own words (standard buttons) are translated too."""
    return _installed is not None and _installed.qt_found


def installed_language() -> str:
    """The code of the language in use (English before :func:`install_language`)."""
    return _installed.language if _installed is not None else SOURCE_LANGUAGE
