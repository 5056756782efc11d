"""Tournament templates: a whole setup as a TOML or JSON file a host can read and edit.

A template is a view of :class:`~app.engine.tournament_events.TournamentSetup`, never a
second definition: reading one builds the engine's own values (which validate themselves)
and then checks how the parts fit together. Anything wrong is refused with one line
naming the field, e.g. ``rebuy.until_level: there is no level 20 (the structure has 14
levels)``; nothing is half-read.

Money is written in whole currency units, as a host writes it: ``buy_in = 40`` or
``buy_in = "40.50"`` (Feltboard writes text when the currency has decimals); inside the
setup it is an integer count of the smallest unit (cents). Chips are whole numbers.
``README.md`` ("Set up your own night") documents every key with a full example.

>>> from app.engine.presets import HOME_FAST
>>> from app.engine.tournament import setup_from_preset
>>> setup = setup_from_preset(HOME_FAST)
>>> parse_template(template_text(setup, "toml"), "toml") == setup
True

The reading and its checks live in :mod:`app.store.template_reader` and
:mod:`app.store.template_checks`, the TOML writing in :mod:`app.store.toml_writer`; every
public name is importable from here.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path
from typing import Final, Literal, TypeAlias

from app.engine.entry_options import EntryOption
from app.engine.look import DisplayLook
from app.engine.money import Currency
from app.engine.payouts import PayoutTier
from app.engine.rules import RuleProfile
from app.engine.structure import Break, Chip, Step
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import translate
from app.store.journal_files import temporary_beside
from app.store.template_checks import template_problems as template_problems
from app.store.template_checks import verify_template as verify_template
from app.store.template_games import level_game_document, rotation_document
from app.store.template_reader import date_problem as date_problem
from app.store.template_reader import parse_money as parse_money
from app.store.template_reader import setup_from_document as setup_from_document
from app.store.template_schema import FORMAT_VERSION as FORMAT_VERSION
from app.store.template_schema import OPTION_KEYS, choice_text
from app.store.template_schema import UNLIMITED as UNLIMITED
from app.store.template_schema import VERSION_KEY as VERSION_KEY
from app.store.template_schema import TemplateError as TemplateError
from app.store.toml_writer import Value as Value
from app.store.toml_writer import toml_text as toml_text

TemplateFormat: TypeAlias = Literal["toml", "json"]
SUFFIXES: Final[Mapping[str, TemplateFormat]] = {".toml": "toml", ".json": "json"}
MAX_SEATS: Final = 10
_TOML_HEADER: Final = (
    "# Feltboard tournament template. Money is in whole currency units (\"40.50\");\n"
    "# chips are whole numbers. Every key is described in Feltboard's README,\n"
    "# section \"Set up your own night\".\n"
)


# ----- files and text ----------------------------------------------------------------------


def template_format(path: str | os.PathLike[str]) -> TemplateFormat:
    """``'toml'`` or ``'json'``, from the file name's suffix.

    :raises TemplateError: for any other suffix.

    >>> template_format("friday.TOML")
    'toml'
    """
    suffix = Path(path).suffix.lower()
    if suffix not in SUFFIXES:
        raise TemplateError(
            translate("Template", "{file}: a template file name ends in .toml or .json").format(
                file=Path(path).name
            )
        )
    return SUFFIXES[suffix]


def read_template(path: str | os.PathLike[str]) -> TournamentSetup:
    """The setup held by the template file at ``path`` (TOML or JSON by its suffix).

    :raises TemplateError: if the file cannot be read, is not TOML/JSON, or any value is
        wrong; the message is one line.
    """
    fmt = template_format(path)
    # The callers name the file (the command line its path, the dialog its name): these
    # words say only what is wrong with it ("feltboard new: bad.toml: bad.toml: …" was
    # the file named twice).
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise TemplateError(translate("Template", "the file is not UTF-8 text")) from None
    except OSError as error:
        raise TemplateError(
            translate("Template", "the file cannot be read ({reason})").format(
                reason=error.strerror or error
            )
        ) from None
    return parse_template(text, fmt, Path(path).parent)


def write_template(setup: TournamentSetup, path: str | os.PathLike[str]) -> None:
    """Write ``setup`` as a template at ``path`` (TOML or JSON by its suffix), atomically.

    The text goes to a temporary file in the same folder which then replaces ``path``, so
    an existing template is either kept whole or replaced whole. A logo is written beside
    it as ``<name>-logo.png`` (or ``.jpg``, ``.svg``), which the template names.

    :raises TemplateError: if the suffix is neither ``.toml`` nor ``.json``, or the setup
        would not read back (:func:`verify_template`); nothing is written then.
    :raises OSError: if the file cannot be written.
    """
    target = Path(path)
    verify_template(setup)
    fmt = template_format(target)
    logo_name = logo_file_name(target, setup.look)
    if logo_name is not None:
        _write_atomically(target.with_name(logo_name), setup.look.logo)
    text = template_text(setup, fmt, logo_name)
    _write_atomically(target, text.encode("utf-8"))


def logo_file_name(template: Path, look: DisplayLook) -> str | None:
    """The file a template at ``template`` keeps its logo in (``None`` without a logo).

    >>> from app.engine.look import DisplayLook
    >>> logo_file_name(Path("friday.toml"), DisplayLook(b"\\x89PNG\\r\\n\\x1a\\n"))
    'friday-logo.png'
    """
    kind = look.logo_kind
    return None if kind is None else f"{template.stem}-logo.{kind.value}"


def _write_atomically(target: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``target``, then put it in its place."""
    temporary = temporary_beside(target)
    try:
        with temporary.open("wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    finally:
        temporary.unlink(missing_ok=True)


def template_text(
    setup: TournamentSetup, fmt: TemplateFormat, logo_name: str | None = None
) -> str:
    """``setup`` as the text of a template file in ``fmt``.

    ``logo_name`` is the logo's file beside the template; without it a logo is left out
    (text alone cannot hold a picture).
    """
    document = template_document(setup, logo_name)
    if fmt == "json":
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    return _TOML_HEADER + "\n" + toml_text(document)


def parse_template(
    text: str, fmt: TemplateFormat, folder: Path | None = None
) -> TournamentSetup:
    """The setup written in ``text`` (a template in ``fmt``); ``folder`` is where a logo
    file it names is found.

    :raises TemplateError: if the text is not TOML/JSON or a value is wrong.
    """
    try:
        data: object = tomllib.loads(text) if fmt == "toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        raise TemplateError(
            translate("Template", "the file is not valid {format}: {reason}").format(
                format=fmt.upper(), reason=error
            )
        ) from None
    except RecursionError:
        raise TemplateError(
            translate("Template", "the file is not valid {format}: nested too deep").format(
                format=fmt.upper()
            )
        ) from None
    if not isinstance(data, dict):
        raise TemplateError(
            translate("Template", "a template is a table of keys such as name = \"Friday\"")
        )
    return setup_from_document(data, folder)


# ----- setup -> plain data -----------------------------------------------------------------


def template_document(
    setup: TournamentSetup, logo_name: str | None = None
) -> dict[str, Value]:
    """``setup`` as the plain data of a template file (what TOML and JSON hold);
    ``logo_name`` is the file the logo is written to, if any."""
    currency = setup.currency
    document: dict[str, Value] = {
        VERSION_KEY: FORMAT_VERSION,
        "name": setup.name,
        "date": setup.date,
        "currency": currency.symbol,
        "decimals": currency.decimals,
        "buy_in": money_value(setup.buy_in, currency),
        "fee": money_value(setup.fee, currency),
        "starting_stack": setup.starting_stack,
        "seats_per_table": setup.seats_per_table,
    }
    if setup.late_registration is not None:
        document["late_registration"] = setup.late_registration
    document["chips"] = [_chip_document(chip) for chip in setup.chip_set.chips]
    document["structure"] = [_step_document(step) for step in setup.structure.steps]
    document["rules"] = _rules_document(setup.rules)
    document["payouts"] = {
        "round_to": money_value(setup.prize_unit, currency),
        "ranges": [_tier_document(tier) for tier in setup.payouts.tiers],
    }
    for option in setup.rebuys.options:
        document[OPTION_KEYS[option.kind]] = _option_document(option, currency)
    if setup.bounty is not None:
        bounty: dict[str, Value] = {
            "amount": money_value(setup.bounty.amount, currency),
            "progressive": setup.bounty.progressive,
            "progressive_percent": setup.bounty.progressive_percent,
        }
        if setup.bounty.on_rebuys:
            bounty["on_rebuys"] = True
        document["bounty"] = bounty
    if not setup.look.is_default:
        document["look"] = _look_document(setup.look, logo_name)
    if setup.rotation is not None:
        document["rotation"] = rotation_document(setup.rotation)
    return document


def _look_document(look: DisplayLook, logo_name: str | None) -> dict[str, Value]:
    document: dict[str, Value] = {}
    if look.logo and logo_name is not None:
        document["logo"] = logo_name
    document.update({
        "background": look.background,
        "text": look.text,
        "accent": look.accent,
        "panels": [panel.value for panel in look.panels],
        "orientation": look.orientation.value,
    })
    return document


def money_value(amount: int, currency: Currency) -> int | str:
    """An amount in smallest units as a template writes it: ``40`` or ``"40.50"``.

    >>> money_value(4050, Currency("€", 2)), money_value(30, Currency())
    ('40.50', 30)
    """
    return currency.plain(amount) if currency.decimals else amount


def _chip_document(chip: Chip) -> dict[str, Value]:
    document: dict[str, Value] = {"value": chip.denomination, "color": chip.color}
    if chip.count is not None:
        document["count"] = chip.count
    return document


def _duration(seconds: int) -> dict[str, Value]:
    return {"minutes": seconds // 60} if seconds % 60 == 0 else {"seconds": seconds}


def _step_document(step: Step) -> dict[str, Value]:
    if isinstance(step, Break):
        document: dict[str, Value] = {"break": True, **_duration(step.duration_seconds)}
        if step.note:
            document["note"] = step.note
        if step.color_up is not None:
            document["color_up"] = step.color_up
        return document
    document = {"small_blind": step.small_blind, "big_blind": step.big_blind, "ante": step.ante}
    if step.game.is_stud:
        document = {"ante": step.ante, "bring_in": step.bring_in}
    elif step.bring_in:  # a level of a rotation with stud (H.O.R.S.E.): its stud bring-in
        document["bring_in"] = step.bring_in
    document.update(_duration(step.duration_seconds))
    for name, value in (("small_bet", step.small_bet), ("big_bet", step.big_bet)):
        if value is not None:
            document[name] = value
    document.update(level_game_document(step))
    return document


def _rules_document(rules: RuleProfile) -> dict[str, Value]:
    return {
        "game": choice_text(rules.structure),
        "ante": choice_text(rules.ante_mode),
        "button": choice_text(rules.button_mode),
        "max_raises": UNLIMITED if rules.max_raises is None else rules.max_raises,
        "raise_cap": choice_text(rules.raise_cap_mode),
        "uncapped_heads_up": rules.uncapped_heads_up,
    }


def _percent_value(percent: Decimal) -> int | float | str:
    """A percent as a number when that is exact (``50``, ``9.5``), else as text."""
    if percent == percent.to_integral_value():
        return int(percent)
    as_float = float(percent)
    return as_float if Decimal(repr(as_float)) == percent else str(percent)


def _tier_document(tier: PayoutTier) -> dict[str, Value]:
    document: dict[str, Value] = {"min_entries": tier.min_entries}
    if tier.max_entries is not None:
        document["max_entries"] = tier.max_entries
    document["percents"] = [_percent_value(p) for p in tier.percents]
    return document


def _option_document(option: EntryOption, currency: Currency) -> dict[str, Value]:
    document: dict[str, Value] = {
        "price": money_value(option.cost, currency),
        "fee": money_value(option.fee, currency),
        "chips": option.chips,
        "from_level": option.from_level,
        "until_level": option.until_level,
        "max_per_player": (
            UNLIMITED if option.max_per_player is None else option.max_per_player
        ),
    }
    if option.max_stack is not None:
        document["max_stack"] = option.max_stack
    if option.at_break:
        document["at_break"] = True
    return document
