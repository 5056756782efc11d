"""The host's own look for the audience display: logo, colours, panels and orientation.

A :class:`DisplayLook` is part of the tournament setup, so it is saved with the
tournament (one undoable setup change) and in templates, and it may change at any time:
nothing in play depends on it. It validates itself: a logo is a PNG, JPEG or SVG of at
most :data:`MAX_LOGO_BYTES`; colours are ``#rrggbb``; text and accent must be readable on
the background (:func:`contrast_ratio`, the WCAG formula).

>>> DisplayLook().is_default
True
>>> DisplayLook(background="#ffffff", text="#eeeeee")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
app.engine.errors.ConfigError: The text colour #eeeeee ... (contrast 1.2 to 1, ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from app.engine.errors import ConfigError
from app.engine.numbers import number_style
from app.engine.wording import QT_TRANSLATE_NOOP, translate

MAX_LOGO_BYTES: Final = 1024 * 1024
"""The largest logo kept with a tournament (it is stored in the file, and in every
setup change)."""

MIN_TEXT_CONTRAST: Final = 4.5
"""Text on the background needs this contrast (WCAG AA for normal text)."""
MIN_ACCENT_CONTRAST: Final = 3.0
"""The accent (blinds, prizes: large type) needs this contrast (WCAG AA for large text)."""

DEFAULT_BACKGROUND: Final = "#0a0e14"
DEFAULT_TEXT: Final = "#f5f7fa"
DEFAULT_ACCENT: Final = "#ffd166"

_COLOUR = re.compile(r"#[0-9a-f]{6}")

_WRITTEN = {
    "background": QT_TRANSLATE_NOOP(
        "Look", "The background colour is written #rrggbb (e.g. #10233f), not {colour}"),
    "text": QT_TRANSLATE_NOOP(
        "Look", "The text colour is written #rrggbb (e.g. #10233f), not {colour}"),
    "accent": QT_TRANSLATE_NOOP(
        "Look", "The accent colour is written #rrggbb (e.g. #10233f), not {colour}"),
}
"""A colour not written ``#rrggbb``, one whole text per colour of the look."""
_FAINT = {
    "text": QT_TRANSLATE_NOOP(
        "Look",
        "The text colour {colour} is hard to read on the background {background} (contrast "
        "{ratio} to 1, at least {least} to 1 is needed): pick a darker or lighter colour"),
    "accent": QT_TRANSLATE_NOOP(
        "Look",
        "The accent colour {colour} is hard to read on the background {background} "
        "(contrast {ratio} to 1, at least {least} to 1 is needed): pick a darker or lighter "
        "colour"),
}
"""A colour too faint on the background, one whole text per colour of the look."""


class Panel(StrEnum):
    """A panel of the audience display the host may show or hide."""

    PLAYERS_LEFT = "players_left"
    AVERAGE_STACK = "average_stack"
    CHIP_LEADER = "chip_leader"
    NEXT_BREAK = "next_break"
    PAYOUTS = "payouts"

    @property
    def label(self) -> str:
        """The panel as a host names it: ``'Chip leader'``."""
        return self.value.replace("_", " ").capitalize()


ALL_PANELS: Final = tuple(Panel)


class Orientation(StrEnum):
    """How the display is laid out: wide, tall, or following the window's shape."""

    LANDSCAPE = "landscape"
    PORTRAIT = "portrait"
    AUTO = "auto"


class LogoKind(StrEnum):
    """The picture formats a logo may be in, by their file suffix."""

    PNG = "png"
    JPEG = "jpg"
    SVG = "svg"


def logo_kind(data: bytes) -> LogoKind | None:
    """The format of a logo from its first bytes, or ``None`` for anything else.

    >>> logo_kind(b"\\x89PNG\\r\\n\\x1a\\n..."), logo_kind(b"GIF89a")
    (<LogoKind.PNG: 'png'>, None)
    """
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return LogoKind.PNG
    if data.startswith(b"\xff\xd8\xff"):
        return LogoKind.JPEG
    head = data[:1024].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if head.startswith((b"<svg", b"<?xml", b"<!--")) and b"<svg" in data[:4096].lower():
        return LogoKind.SVG
    return None


def logo_problem(data: bytes) -> str | None:
    """Why ``data`` cannot be a logo, worded for the host, or ``None``.

    >>> logo_problem(b"GIF89a")
    'The logo must be a PNG, JPEG or SVG picture'
    """
    if not data:
        return None
    if len(data) > MAX_LOGO_BYTES:
        return translate(
            "Look",
            "The logo is {size} MB; a logo may be at most {most} MB (save it smaller, e.g. "
            "800 pixels wide)",
        ).format(size=_decimal(len(data) / 1024 / 1024), most=MAX_LOGO_BYTES // 1024 // 1024)
    if logo_kind(data) is None:
        return translate("Look", "The logo must be a PNG, JPEG or SVG picture")
    return None


def _decimal(value: float) -> str:
    """``value`` with one decimal, in the number style in use (``1.5``, Spanish ``1,5``)."""
    return number_style().with_decimal_mark(f"{value:.1f}")


def colour_problem(what: str, colour: str) -> str | None:
    """Why ``colour`` is not a colour as ``#rrggbb``, or ``None``.

    >>> colour_problem("background", "navy")
    "The background colour is written #rrggbb (e.g. #10233f), not 'navy'"
    """
    if _COLOUR.fullmatch(colour) is None:
        return _colour_text(_WRITTEN, what).format(colour=repr(colour))
    return None


def _colour_text(texts: dict[str, str], what: str) -> str:
    """The text of ``texts`` about colour ``what``, translated."""
    if what not in texts:
        raise KeyError(f"No text about the {what} colour")
    return translate("Look", texts[what])


def normal_colour(text: str) -> str:
    """A colour as the look keeps it: trimmed, lower case, a ``#`` added if left out.

    >>> normal_colour(" FFCC00 ")
    '#ffcc00'
    """
    text = text.strip().lower()
    return text if text.startswith("#") else f"#{text}"


def _channel(value: int) -> float:
    scaled = value / 255
    return scaled / 12.92 if scaled <= 0.04045 else ((scaled + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` (0 black to 1 white)."""
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(red) + 0.7152 * _channel(green) + 0.0722 * _channel(blue)


def contrast_ratio(first: str, second: str) -> float:
    """The WCAG contrast ratio of two ``#rrggbb`` colours, from 1 (none) to 21.

    >>> round(contrast_ratio("#000000", "#ffffff"), 1)
    21.0
    """
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def contrast_problem(what: str, colour: str, background: str, least: float) -> str | None:
    """Why ``colour`` is too faint on ``background``, or ``None``."""
    ratio = contrast_ratio(colour, background)
    if ratio >= least:
        return None
    return _colour_text(_FAINT, what).format(
        colour=colour, background=background, ratio=_decimal(ratio),
        least=number_style().with_decimal_mark(f"{least:g}"),
    )


@dataclass(frozen=True, slots=True)
class DisplayLook:
    """The audience display's look, chosen by the host.

    ``logo`` is the picture's bytes (empty: no logo). ``panels`` are the panels shown, in
    the display's order. ``orientation`` ``auto`` follows the window: portrait when it is
    taller than wide.

    :raises ConfigError: for a logo that is not a PNG, JPEG or SVG or is too large, a
        colour not written ``#rrggbb``, text or accent too faint on the background, or an
        unknown or repeated panel.
    """

    logo: bytes = b""
    background: str = DEFAULT_BACKGROUND
    text: str = DEFAULT_TEXT
    accent: str = DEFAULT_ACCENT
    panels: tuple[Panel, ...] = ALL_PANELS
    orientation: Orientation = Orientation.LANDSCAPE
    featured: tuple[int, ...] = ()
    """The tables whose hands the TV features, chosen by the host (empty: chosen by
    themselves, the final tables); a chosen table that has closed is passed over."""

    def __post_init__(self) -> None:
        problems = look_problems(self)
        if problems:
            raise ConfigError(problems[0])
        # Panels kept in the display's order, whatever order they were chosen in.
        object.__setattr__(
            self, "panels", tuple(p for p in ALL_PANELS if p in self.panels)
        )
        object.__setattr__(self, "featured", tuple(sorted(set(self.featured))))

    @property
    def is_default(self) -> bool:
        """True for Feltboard's own look (no logo, the usual colours, every panel): the
        tables featured are not a look (the pages are told them as the tables' hands)."""
        return replace(self, featured=()) == DisplayLook()

    @property
    def logo_kind(self) -> LogoKind | None:
        """The logo's format, or ``None`` without a logo."""
        return logo_kind(self.logo) if self.logo else None

    def shows(self, panel: Panel) -> bool:
        """Whether ``panel`` is on the display."""
        return panel in self.panels


def look_problems(look: DisplayLook) -> tuple[str, ...]:
    """Everything wrong with a look, worded for the host (empty when it is fine)."""
    problems: list[str] = []
    if not isinstance(look.logo, bytes):
        problems.append(translate("Look", "The logo must be a picture's bytes"))
    elif (problem := logo_problem(look.logo)) is not None:
        problems.append(problem)
    colours_ok = True
    for what, colour in (("background", look.background), ("text", look.text),
                         ("accent", look.accent)):
        problem = colour_problem(what, colour) if isinstance(colour, str) else (
            _colour_text(_WRITTEN, what).format(colour=repr(colour)))
        if problem is not None:
            problems.append(problem)
            colours_ok = False
    if colours_ok:
        for what, colour, least in (("text", look.text, MIN_TEXT_CONTRAST),
                                    ("accent", look.accent, MIN_ACCENT_CONTRAST)):
            problem = contrast_problem(what, colour, look.background, least)
            if problem is not None:
                problems.append(problem)
    try:
        panels = [Panel(p) for p in look.panels]
    except ValueError:
        known = ", ".join(p.value for p in ALL_PANELS)
        problems.append(translate(
            "Look", "The display's panels are {known}; not {panels}"
        ).format(known=known, panels=repr(list(look.panels))))
    else:
        if len(set(panels)) != len(panels):
            problems.append(translate("Look", "Each panel is chosen once"))
    featured = look.featured
    if not isinstance(featured, tuple) or not all(
        isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in featured
    ):
        problems.append(translate(
            "Look", "The tables featured on the TV are table numbers, not {tables}"
        ).format(tables=repr(featured)))
    if look.orientation not in tuple(Orientation):
        problems.append(translate(
            "Look", "The orientation is landscape, portrait or auto, not {orientation}"
        ).format(orientation=repr(look.orientation)))
    return tuple(problems)
