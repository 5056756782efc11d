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
"""

from __future__ import annotations

import datetime
import difflib
import json
import os
import re
import secrets
import tomllib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import fields
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Final, Literal, TypeAlias, TypeVar

from app.engine.errors import FeltboardError, chips
from app.engine.money import Bounty, Currency, rake_split
from app.engine.rules import AnteMode, BettingStructure, ButtonMode, RaiseCapMode, RuleProfile
from app.engine.setup_rules import setup_problems
from app.engine.structure import (
    DEFAULT_PAYOUTS,
    BlindStructure,
    Break,
    Chip,
    ChipSet,
    EntryKind,
    EntryOption,
    Level,
    PayoutTable,
    PayoutTier,
    RebuyPolicy,
    Step,
    unit_in_play,
)
from app.engine.tournament_events import TournamentSetup

TemplateFormat: TypeAlias = Literal["toml", "json"]
Value: TypeAlias = "str | int | float | bool | list[Value] | dict[str, Value]"
"""Plain data as TOML and JSON hold it."""

FORMAT_VERSION: Final = 1
VERSION_KEY: Final = "feltboard_template"
SUFFIXES: Final[Mapping[str, TemplateFormat]] = {".toml": "toml", ".json": "json"}
MAX_SEATS: Final = 10
UNLIMITED: Final = "unlimited"
_TOML_HEADER: Final = (
    "# Feltboard tournament template. Money is in whole currency units (\"40.50\");\n"
    "# chips are whole numbers. Every key is described in Feltboard's README,\n"
    "# section \"Set up your own night\".\n"
)
_OPTION_KEYS: Final[Mapping[EntryKind, str]] = {
    EntryKind.REBUY: "rebuy",
    EntryKind.ADD_ON: "add_on",
    EntryKind.RE_ENTRY: "re_entry",
}
_THOUSANDS: Final = re.compile(r"^\d{1,3}(,\d{3})+(\.\d*)?$")
_KNOWN_KEYS: Final = frozenset({
    VERSION_KEY, "name", "date", "currency", "decimals", "buy_in", "fee", "rake",
    "starting_stack",
    "seats_per_table", "late_registration", "chips", "structure", "rules", "payouts",
    "rebuy", "add_on", "re_entry", "bounty", "value", "color", "colour", "count",
    "small_blind", "big_blind", "ante", "minutes", "seconds", "small_bet", "big_bet",
    "break", "note", "color_up", "game", "button", "max_raises", "raise_cap", "round_to",
    "ranges", "min_entries", "max_entries", "percents", "price", "from_level",
    "until_level", "max_per_player", "max_stack", "amount", "progressive",
    "progressive_percent",
})  # fmt: skip
"""Every key the format has: a key outside it that looks like a missing one is a typo."""
_SETUP_FIELD_KEYS: Final[Mapping[str, str]] = {
    "chip_set": "chips",
    "prize_unit": "payouts.round_to",
    "payouts": "payouts.ranges",
    "bounty": "bounty.amount",
}
"""Setup fields whose template key has another name."""
_E = TypeVar("_E", BettingStructure, AnteMode, ButtonMode, RaiseCapMode)


class TemplateError(FeltboardError):
    """A template that cannot be read: one line naming the field and the problem."""


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
            f"{Path(path).name}: a template file name ends in .toml or .json"
        )
    return SUFFIXES[suffix]


def read_template(path: str | os.PathLike[str]) -> TournamentSetup:
    """The setup held by the template file at ``path`` (TOML or JSON by its suffix).

    :raises TemplateError: if the file cannot be read, is not TOML/JSON, or any value is
        wrong; the message is one line.
    """
    fmt = template_format(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise TemplateError(f"{Path(path).name}: the file is not UTF-8 text") from None
    except OSError as error:
        raise TemplateError(
            f"{Path(path).name}: cannot be read ({error.strerror or error})"
        ) from None
    return parse_template(text, fmt)


def write_template(setup: TournamentSetup, path: str | os.PathLike[str]) -> None:
    """Write ``setup`` as a template at ``path`` (TOML or JSON by its suffix), atomically.

    The text goes to a temporary file in the same folder which then replaces ``path``, so
    an existing template is either kept whole or replaced whole.

    :raises TemplateError: if the suffix is neither ``.toml`` nor ``.json``, or the setup
        would not read back (:func:`verify_template`); nothing is written then.
    :raises OSError: if the file cannot be written.
    """
    target = Path(path)
    verify_template(setup)
    text = template_text(setup, template_format(target))
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        with temporary.open("w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    finally:
        temporary.unlink(missing_ok=True)


def template_text(setup: TournamentSetup, fmt: TemplateFormat) -> str:
    """``setup`` as the text of a template file in ``fmt``."""
    document = template_document(setup)
    if fmt == "json":
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    return _TOML_HEADER + "\n" + toml_text(document)


def parse_template(text: str, fmt: TemplateFormat) -> TournamentSetup:
    """The setup written in ``text`` (a template in ``fmt``).

    :raises TemplateError: if the text is not TOML/JSON or a value is wrong.
    """
    try:
        data: object = tomllib.loads(text) if fmt == "toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        raise TemplateError(f"the file is not valid {fmt.upper()}: {error}") from None
    except RecursionError:
        raise TemplateError(f"the file is not valid {fmt.upper()}: nested too deep") from None
    if not isinstance(data, dict):
        raise TemplateError("a template is a table of keys such as name = \"Friday\"")
    return setup_from_document(data)


# ----- setup -> plain data -----------------------------------------------------------------


def template_document(setup: TournamentSetup) -> dict[str, Value]:
    """``setup`` as the plain data of a template file (what TOML and JSON hold)."""
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
        document[_OPTION_KEYS[option.kind]] = _option_document(option, currency)
    if setup.bounty is not None:
        document["bounty"] = {
            "amount": money_value(setup.bounty.amount, currency),
            "progressive": setup.bounty.progressive,
            "progressive_percent": setup.bounty.progressive_percent,
        }
    return document


def money_value(amount: int, currency: Currency) -> int | str:
    """An amount in smallest units as a template writes it: ``40`` or ``"40.50"``.

    >>> money_value(4050, Currency("€", 2)), money_value(30, Currency())
    ('40.50', 30)
    """
    if not currency.decimals:
        return amount
    whole, part = divmod(abs(amount), currency.minor_per_unit)
    return f"{'-' if amount < 0 else ''}{whole}.{part:0{currency.decimals}d}"


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
    document.update(_duration(step.duration_seconds))
    for name, value in (("small_bet", step.small_bet), ("big_bet", step.big_bet)):
        if value is not None:
            document[name] = value
    return document


def _rules_document(rules: RuleProfile) -> dict[str, Value]:
    return {
        "game": _choice_text(rules.structure),
        "ante": _choice_text(rules.ante_mode),
        "button": _choice_text(rules.button_mode),
        "max_raises": UNLIMITED if rules.max_raises is None else rules.max_raises,
        "raise_cap": _choice_text(rules.raise_cap_mode),
    }


def _choice_text(choice: BettingStructure | AnteMode | ButtonMode | RaiseCapMode) -> str:
    """An enum value as a host writes it: ``'no-limit'``, ``'big-blind'``."""
    return choice.value.replace("_", "-")


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
    return document


# ----- TOML writing ------------------------------------------------------------------------


def toml_text(document: Mapping[str, Value]) -> str:
    """``document`` as TOML: scalars and arrays first, then one ``[section]`` per table.

    Arrays of tables are written one inline table per line, so a blind structure reads
    as one level per line. Only what templates hold is supported (no nested sections).

    >>> print(toml_text({"name": "Fri", "chips": [{"value": 25}], "rules": {"ante": "none"}}))
    name = "Fri"
    chips = [
      { value = 25 },
    ]
    <BLANKLINE>
    [rules]
    ante = "none"
    <BLANKLINE>
    """
    lines: list[str] = []
    sections: list[tuple[str, Mapping[str, Value]]] = []
    for key, value in document.items():
        if isinstance(value, dict):
            sections.append((key, value))
        else:
            lines.extend(_toml_assignment(key, value))
    for key, table in sections:
        lines.extend(("", f"[{key}]"))
        for inner, value in table.items():
            lines.extend(_toml_assignment(inner, value))
    return "\n".join(lines) + "\n"


def _toml_assignment(key: str, value: Value) -> list[str]:
    if isinstance(value, list) and any(isinstance(item, dict) for item in value):
        return [f"{key} = [", *(f"  {_toml_value(item)}," for item in value), "]"]
    return [f"{key} = {_toml_value(value)}"]


def _toml_value(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        # A JSON string is a TOML basic string, except that TOML also escapes DEL.
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"


# ----- plain data -> setup -----------------------------------------------------------------


class _Table:
    """One table of a template being read: typed lookups that name the field on error."""

    def __init__(self, data: Mapping[str, object], path: str = "") -> None:
        self._data = data
        self._path = path
        self._used: set[str] = set()

    @property
    def where(self) -> str:
        """This table's own name in errors: ``rebuy``, ``structure[3]``."""
        return self._path

    def field(self, key: str) -> str:
        """The dotted name of a key, as errors name it: ``rebuy.until_level``."""
        return f"{self._path}.{key}" if self._path else key

    def has(self, key: str) -> bool:
        """Whether the key is given (JSON ``null`` counts as left out)."""
        return self._data.get(key) is not None

    def raw(self, key: str) -> object:
        """The value of ``key`` or ``None``; marks the key as known."""
        self._used.add(key)
        return self._data.get(key)

    def required(self, key: str) -> object:
        value = self.raw(key)
        if value is None:
            raise self.missing(key)
        return value

    def missing(self, key: str) -> TemplateError:
        """The error for a key left out, pointing at a likely typo of it."""
        strangers = [k for k in self._data if k not in _KNOWN_KEYS]
        typo = difflib.get_close_matches(key, strangers, n=1, cutoff=0.6)
        hint = f" (is {typo[0]!r} a typo?)" if typo else ""
        return TemplateError(f"{self.field(key)}: missing{hint}")

    def integer(self, key: str, default: int | None = None, *, minimum: int = 0) -> int:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise self.missing(key)
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            raise TemplateError(f"{self.field(key)}: expected a whole number, not {_shown(value)}")
        if value < minimum:
            raise TemplateError(f"{self.field(key)}: must be at least {minimum}, not {value}")
        return value

    def optional_integer(self, key: str, *, minimum: int = 0) -> int | None:
        if not self.has(key):
            self.raw(key)
            return None
        return self.integer(key, minimum=minimum)

    def text(self, key: str, default: str | None = None) -> str:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise self.missing(key)
            return default
        if not isinstance(value, str):
            raise TemplateError(f"{self.field(key)}: expected text in quotes, not {_shown(value)}")
        return value

    def flag(self, key: str, default: bool) -> bool:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise TemplateError(f"{self.field(key)}: expected true or false, not {_shown(value)}")
        return value

    def money(self, key: str, currency: Currency, default: int | None = None) -> int:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise self.missing(key)
            return default
        return parse_money(value, currency, self.field(key))

    def table(self, key: str) -> _Table | None:
        value = self.raw(key)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise TemplateError(f"{self.field(key)}: expected a table of keys, not {_shown(value)}")
        return _Table(value, self.field(key))

    def tables(self, key: str) -> list[_Table]:
        value = self.required(key)
        if not isinstance(value, list) or not value:
            raise TemplateError(
                f"{self.field(key)}: expected a list of tables, not {_shown(value)}"
            )
        tables = []
        for number, item in enumerate(value, start=1):
            where = f"{self.field(key)}[{number}]"
            if not isinstance(item, dict):
                raise TemplateError(f"{where}: expected a table of keys, not {_shown(item)}")
            tables.append(_Table(item, where))
        return tables

    def done(self) -> None:
        """Refuse keys nobody asked for: a typo must not pass for a default."""
        unknown = sorted(set(self._data) - self._used)
        if not unknown:
            return
        guess = difflib.get_close_matches(unknown[0], sorted(self._used), n=1, cutoff=0.7)
        hint = f"did you mean {guess[0]!r}?" if guess else "known here: " + ", ".join(
            sorted(self._used)
        )
        raise TemplateError(f"{self.field(unknown[0])}: unknown key ({hint})")


def _shown(value: object) -> str:
    """A value as the host wrote it, shortened for a one-line message."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


@contextmanager
def _at(where: str) -> Iterator[None]:
    """Turn the engine's refusal of a value into a TemplateError naming ``where``."""
    try:
        yield
    except TemplateError:
        raise
    except FeltboardError as error:
        raise TemplateError(f"{where}: {_first_lower(str(error))}") from None


def _first_lower(message: str) -> str:
    """``'The small blind…'`` → ``'the small blind…'``; ``'NL'`` stays as it is."""
    first_line = message.splitlines()[0] if message else message
    first_word = first_line.split(" ", 1)[0]
    if first_word[:1].isupper() and (len(first_word) == 1 or first_word[1:].islower()):
        return first_line[0].lower() + first_line[1:]
    return first_line


def parse_money(value: object, currency: Currency, where: str) -> int:
    """A money value as written in a template, in the currency's smallest unit.

    Accepts ``40``, ``40.5``, ``"40.50"``, ``"€40.50"`` and ``"1,250"``.

    :raises TemplateError: naming ``where`` for anything else, a negative amount, or
        more decimals than the currency has.

    >>> parse_money("€40.50", Currency("€", 2), "buy_in")
    4050
    """
    amount = _decimal(value, currency, where)
    if amount < 0:
        raise TemplateError(f"{where}: cannot be negative ({_shown(value)})")
    minor = amount * currency.minor_per_unit
    if minor != minor.to_integral_value():
        places = f"{currency.decimals} decimal{'' if currency.decimals == 1 else 's'}"
        raise TemplateError(
            f"{where}: {_shown(value)} has more decimals than the currency ({places})"
        )
    return int(minor)


def _decimal(value: object, currency: Currency, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise TemplateError(
            f"{where}: expected an amount such as 40 or \"40.50\", not {_shown(value)}"
        )
    text = repr(value) if isinstance(value, float) else str(value)
    text = text.strip()
    if currency.symbol and text.startswith(currency.symbol):
        text = text[len(currency.symbol):].strip()
    if _THOUSANDS.match(text):
        text = text.replace(",", "")
    try:
        amount = Decimal(text)
    except InvalidOperation:
        amount = Decimal("NaN")
    if not amount.is_finite():
        raise TemplateError(
            f"{where}: expected an amount such as 40 or \"40.50\", not {_shown(value)}"
        )
    return amount


def _percent(value: object, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise TemplateError(f"{where}: expected a percent such as 50 or 9.5, not {_shown(value)}")
    try:
        percent = Decimal(repr(value) if isinstance(value, float) else str(value).strip())
    except InvalidOperation:
        percent = Decimal("NaN")
    if not percent.is_finite():
        raise TemplateError(f"{where}: expected a percent such as 50 or 9.5, not {_shown(value)}")
    return percent


def _choice(table: _Table, key: str, enum: type[_E], default: _E) -> _E:
    if not table.has(key):
        table.raw(key)
        return default
    text = table.text(key)
    wanted = text.strip().lower().replace("-", "_").replace(" ", "_")
    for member in enum:
        if member.value == wanted:
            return member
    allowed = ", ".join(_choice_text(member) for member in enum)
    raise TemplateError(f"{table.field(key)}: {text!r} is not one of {allowed}")


def _default(cls: type[object], name: str) -> object:
    """The default of a dataclass field: the engine's, never one of ours."""
    for field in fields(cls):  # type: ignore[arg-type]
        if field.name == name:
            return field.default
    raise KeyError(name)


def _int_default(cls: type[object], name: str) -> int:
    value = _default(cls, name)
    assert isinstance(value, int)
    return value


def setup_from_document(data: Mapping[str, object]) -> TournamentSetup:
    """The setup held by a template's plain data (as read from TOML or JSON).

    :raises TemplateError: naming the first field that is missing, of the wrong type,
        refused by the engine, or does not fit with the rest.
    """
    top = _Table(data)
    _check_version(top)
    name = top.text("name").strip()
    date = _date(top)
    decimals = top.integer("decimals", 0)
    with _at(top.field("decimals")):
        currency = Currency(top.text("currency", "").strip(), decimals)
    buy_in, fee = _buy_in_and_fee(top, currency)
    starting_stack = top.integer("starting_stack", minimum=1)
    seats = top.integer(
        "seats_per_table", _int_default(TournamentSetup, "seats_per_table"), minimum=2
    )
    late = top.optional_integer("late_registration")
    chip_set = _chip_set(top.tables("chips"))
    rules = _rules(top.table("rules"), chip_set.unit)
    structure = _structure(top)
    payouts, prize_unit = _payouts(top.table("payouts"), currency)
    rebuys = RebuyPolicy(**{
        key: _option(top.table(key), kind, currency) for kind, key in _OPTION_KEYS.items()
    })
    bounty = _bounty(top.table("bounty"), currency)
    top.done()
    setup = TournamentSetup(
        name=name, buy_in=buy_in, starting_stack=starting_stack, chip_set=chip_set,
        rules=rules, structure=structure, payouts=payouts, rebuys=rebuys,
        seats_per_table=seats, prize_unit=prize_unit, currency=currency, fee=fee,
        date=date, late_registration=late, bounty=bounty,
    )  # fmt: skip
    verify_template(setup)
    return setup


def _check_version(top: _Table) -> None:
    version = top.integer(VERSION_KEY, FORMAT_VERSION, minimum=1)
    if version > FORMAT_VERSION:
        raise TemplateError(
            f"{VERSION_KEY}: this template is version {version}, from a newer Feltboard; "
            f"this one reads version {FORMAT_VERSION}"
        )


def _date(top: _Table) -> str:
    value = top.raw("date")
    if value is None or value == "":
        return ""
    if isinstance(value, datetime.datetime) or not isinstance(value, datetime.date | str):
        raise TemplateError(f"date: expected a day such as 2026-12-04, not {_shown(value)}")
    text = value.isoformat() if isinstance(value, datetime.date) else value.strip()
    problem = date_problem(text)
    if problem:
        raise TemplateError(f"date: {problem}")
    return text


def date_problem(text: str) -> str | None:
    """Why ``text`` is not a tournament date (``YYYY-MM-DD`` or empty), or ``None``.

    >>> date_problem("2026-02-30")
    "'2026-02-30' is not a day of the calendar (write it as 2026-12-04)"
    """
    if not text:
        return None
    try:
        valid = re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) is not None
        datetime.date.fromisoformat(text)
    except ValueError:
        valid = False
    if valid:
        return None
    return f"{text!r} is not a day of the calendar (write it as 2026-12-04)"


def _buy_in_and_fee(top: _Table, currency: Currency) -> tuple[int, int]:
    """The buy-in and the house fee, however the host wrote them.

    ``buy_in = 40`` with ``fee = 5`` or ``fee = "10%"`` (a share of the buy-in, paid on
    top); ``buy_in = "40+5"`` as poker writes it; or ``buy_in = 40`` with ``rake = "10%"``
    (the house's share taken out of the 40, as :func:`rake_split` does).
    """
    written = top.raw("buy_in")
    given = [key for key in ("fee", "rake") if top.has(key)]
    top.raw("rake")
    if isinstance(written, str) and "+" in written:
        if given:
            raise TemplateError(
                f"{given[0]}: the buy-in {written!r} already gives the fee; leave one out"
            )
        top.raw("fee")
        prize_part, fee_part = written.split("+", 1)
        return (
            parse_money(prize_part, currency, "buy_in"),
            parse_money(fee_part, currency, "buy_in (the fee after +)"),
        )
    if len(given) == 2:
        raise TemplateError("rake: give a fee or a rake, not both")
    buy_in = top.money("buy_in", currency)
    if given == ["rake"]:
        return rake_split(buy_in, _share(top.raw("rake"), "rake"))
    fee_value = top.raw("fee")
    if isinstance(fee_value, str) and fee_value.strip().endswith("%"):
        return buy_in, rake_split(buy_in, _share(fee_value, "fee"))[1]
    return buy_in, top.money("fee", currency, 0)


def _share(value: object, where: str) -> Decimal:
    """A share of a price, ``"10%"`` or ``10``: 0 to 100 percent."""
    text = value.strip().removesuffix("%") if isinstance(value, str) else value
    percent = _percent(text, where)
    if not 0 <= percent <= 100:
        raise TemplateError(f"{where}: a share of the buy-in is 0% to 100%, not {percent}%")
    return percent


def _chip_set(tables: list[_Table]) -> ChipSet:
    chip_list = []
    for table in tables:
        color = table.text("color", "") if table.has("color") else table.text("colour", "")
        if table.has("color") and table.has("colour"):
            raise TemplateError(f"{table.field('colour')}: give color or colour, not both")
        chip_list.append(
            Chip(
                table.integer("value", minimum=1),
                color.strip(),
                table.optional_integer("count"),
            )
        )
        table.done()
    with _at("chips"):
        return ChipSet(tuple(chip_list))


def _rules(table: _Table | None, unit: int) -> RuleProfile:
    if table is None:
        return RuleProfile(chip_unit=unit)
    base = RuleProfile()
    max_raises: int | None = base.max_raises
    if table.has("max_raises") and isinstance(table.raw("max_raises"), str):
        if table.text("max_raises").strip().lower() not in (UNLIMITED, "none"):
            raise TemplateError(
                f"{table.field('max_raises')}: expected a number of raises or \"unlimited\""
            )
        max_raises = None
    elif table.has("max_raises"):
        max_raises = table.integer("max_raises", minimum=1)
    rules = RuleProfile(
        structure=_choice(table, "game", BettingStructure, base.structure),
        ante_mode=_choice(table, "ante", AnteMode, base.ante_mode),
        button_mode=_choice(table, "button", ButtonMode, base.button_mode),
        max_raises=max_raises,
        raise_cap_mode=_choice(table, "raise_cap", RaiseCapMode, base.raise_cap_mode),
        chip_unit=unit,
    )
    table.done()
    return rules


def _seconds(table: _Table, default: int | None) -> int:
    """A duration given as ``minutes = 20`` (``12.5`` too) or ``seconds = 750``."""
    if table.has("minutes") and table.has("seconds"):
        raise TemplateError(f"{table.field('seconds')}: give minutes or seconds, not both")
    if table.has("seconds"):
        return table.integer("seconds", minimum=1)
    if not table.has("minutes"):
        table.raw("minutes")
        if default is None:
            raise table.missing("minutes")
        return default
    seconds = _percent(table.raw("minutes"), table.field("minutes")) * 60
    if seconds <= 0 or seconds != seconds.to_integral_value():
        raise TemplateError(
            f"{table.field('minutes')}: expected a positive number of minutes, "
            f"not {_shown(table.raw('minutes'))}"
        )
    return int(seconds)


def _structure(top: _Table) -> BlindStructure:
    steps: list[Step] = []
    for table in top.tables("structure"):
        with _at(table.where):
            steps.append(_break(table) if table.flag("break", False) else _level(table))
        table.done()
    with _at("structure"):
        return BlindStructure(tuple(steps))


def _break(table: _Table) -> Break:
    return Break(
        _seconds(table, None),
        table.text("note", "").strip(),
        table.optional_integer("color_up", minimum=1),
    )


def _level(table: _Table) -> Level:
    return Level(
        table.integer("small_blind", minimum=1),
        table.integer("big_blind", minimum=1),
        table.integer("ante", 0),
        _seconds(table, _int_default(Level, "duration_seconds")),
        table.optional_integer("small_bet", minimum=1),
        table.optional_integer("big_bet", minimum=1),
    )


def _payouts(table: _Table | None, currency: Currency) -> tuple[PayoutTable, int]:
    unit = _int_default(TournamentSetup, "prize_unit")
    if table is None:
        return DEFAULT_PAYOUTS, unit
    prize_unit = table.money("round_to", currency, unit)
    if prize_unit < 1:
        raise TemplateError(
            f"{table.field('round_to')}: round to at least {currency.format(1)}"
        )
    tiers: list[PayoutTier] = []
    if table.has("ranges"):
        for tier_table in table.tables("ranges"):
            tiers.append(_tier(tier_table))
    else:
        table.raw("ranges")
    table.done()
    if not tiers:
        return DEFAULT_PAYOUTS, prize_unit
    with _at(table.field("ranges")):
        return PayoutTable(tuple(tiers)), prize_unit


def _tier(table: _Table) -> PayoutTier:
    minimum = table.integer("min_entries", minimum=1)
    maximum = table.optional_integer("max_entries", minimum=1)
    written = table.required("percents")
    if not isinstance(written, list):
        raise TemplateError(
            f"{table.field('percents')}: expected a list such as [50, 30, 20], "
            f"not {_shown(written)}"
        )
    percents = tuple(
        _percent(value, f"{table.field('percents')}[{n}]")
        for n, value in enumerate(written, start=1)
    )
    table.done()
    with _at(table.where):
        return PayoutTier(minimum, maximum, percents)


def _option(table: _Table | None, kind: EntryKind, currency: Currency) -> EntryOption | None:
    if table is None:
        return None
    default_limit = _default(EntryOption, "max_per_player")
    assert default_limit is None or isinstance(default_limit, int)
    limit: int | None = default_limit
    if isinstance(table.raw("max_per_player"), str):
        if table.text("max_per_player").strip().lower() != UNLIMITED:
            raise TemplateError(
                f"{table.field('max_per_player')}: expected a number or \"unlimited\""
            )
        limit = None
    elif table.has("max_per_player"):
        limit = table.integer("max_per_player", minimum=1)
    price = table.money("price", currency)
    option_fee = table.money("fee", currency, 0)
    chip_count = table.integer("chips", minimum=1)
    from_level = table.integer("from_level", _int_default(EntryOption, "from_level"), minimum=1)
    until_level = table.integer("until_level", minimum=1)
    max_stack = table.optional_integer("max_stack")
    table.done()
    with _at(table.where):
        return EntryOption(
            kind, price, chip_count, until_level, max_per_player=limit, max_stack=max_stack,
            fee=option_fee, from_level=from_level,
        )  # fmt: skip


def _bounty(table: _Table | None, currency: Currency) -> Bounty | None:
    if table is None:
        return None
    amount = table.money("amount", currency)
    progressive = table.flag("progressive", False)
    percent = table.integer(
        "progressive_percent", _int_default(Bounty, "progressive_percent"), minimum=0
    )
    table.done()
    with _at("bounty"):
        return Bounty(amount, progressive, percent)


# ----- how the parts fit together ----------------------------------------------------------


def verify_template(setup: TournamentSetup) -> None:
    """Check that a setup can be written and read back as a template.

    :raises TemplateError: with the first problem of :func:`template_problems`.
    """
    problems = template_problems(setup)
    if problems:
        field, message = problems[0]
        raise TemplateError(f"{field}: {message}")


def template_problems(setup: TournamentSetup) -> tuple[tuple[str, str], ...]:
    """Everything that does not fit together in a setup, as (template field, problem).

    First the checks that can name a key exactly (``structure[1].small_blind``,
    ``rebuy.until_level``): a level below the smallest chip, a rebuy until a level that
    does not exist, a bounty larger than the buy-in...; then everything else the engine's
    :func:`~app.engine.setup_rules.setup_problems` finds (name, money, stack, seats,
    structure against the chips...), under its template key.
    """
    problems: list[tuple[str, str]] = []
    problems.extend(_level_problems(setup))
    problems.extend(_option_problems(setup))
    levels = len(setup.structure.levels)
    late = setup.late_registration
    if late is not None and not 0 <= late <= levels:
        problems.append(("late_registration", _no_level(late, levels)))
    problems.extend(_bounty_problems(setup))
    named = {_root(field) for field, _ in problems}
    for field, message in setup_problems(setup):
        key = _template_key(field, message)
        if _root(key) not in named:
            problems.append((key, _first_lower(message)))
    return tuple(problems)


def _root(field: str) -> str:
    """``'rebuy'`` for ``'rebuy.until_level'``, ``'structure'`` for ``'structure[3].ante'``."""
    return re.split(r"[.\[]", field, maxsplit=1)[0]


def _template_key(setup_field: str, message: str) -> str:
    """The template key for a problem the engine names by its setup field."""
    if setup_field == "rebuys":
        lowered = message.lower()
        for kind, key in _OPTION_KEYS.items():
            if kind.label[:6] in lowered:  # "re-ent" matches re-entry and re-entries
                return key
        return "rebuy"
    return _SETUP_FIELD_KEYS.get(setup_field, setup_field)


def _no_level(number: int, levels: int) -> str:
    return f"there is no level {number} (the structure has {levels} level{'s' * (levels != 1)})"


def _level_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    """Blinds below the chips in play, antes without an ante rule, bets in the wrong game."""
    problems: list[tuple[str, str]] = []
    rules = setup.rules
    for index, step in enumerate(setup.structure.steps):
        if not isinstance(step, Level):
            continue
        where = f"structure[{index + 1}]"
        smallest = unit_in_play(setup.structure, setup.chip_set, index)
        for name, amount in step.amounts:
            if amount < smallest:
                problems.append((
                    f"{where}.{name.replace(' ', '_')}",
                    f"{chips(amount)} is less than the smallest chip in play ({chips(smallest)})",
                ))  # fmt: skip
        if step.ante and rules.ante_mode is AnteMode.NONE:
            problems.append(
                (f"{where}.ante", f"an ante of {chips(step.ante)} but rules.ante is \"none\"")
            )
        fixed = step.small_bet is not None or step.big_bet is not None
        if fixed and rules.structure is not BettingStructure.FIXED_LIMIT:
            game = _choice_text(rules.structure)
            problems.append((f"{where}.small_bet", f"fixed-limit bets in a {game} game"))
    return problems


def _option_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    levels = len(setup.structure.levels)
    for option in setup.rebuys.options:
        key = _OPTION_KEYS[option.kind]
        if option.fee < 0:
            problems.append(
                (f"{key}.fee", f"cannot be negative ({setup.currency.format(option.fee)})")
            )
        if option.until_level > levels:
            problems.append((f"{key}.until_level", _no_level(option.until_level, levels)))
            continue
        if not 1 <= option.from_level <= option.until_level:
            problems.append((
                f"{key}.from_level",
                f"level {option.from_level} is not between level 1 and until_level "
                f"({option.until_level})",
            ))  # fmt: skip
        index = setup.structure.index_of_level(option.until_level)
        unit = unit_in_play(setup.structure, setup.chip_set, index)
        if option.chips % unit:
            problems.append((
                f"{key}.chips",
                f"{chips(option.chips)} is not a multiple of the smallest chip in play "
                f"({chips(unit)}) in level {option.until_level}",
            ))  # fmt: skip
    return problems


def _bounty_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    bounty = setup.bounty
    if bounty is None:
        return []
    currency = setup.currency
    problems: list[tuple[str, str]] = []
    prices = [("the buy-in", setup.buy_in)]
    if setup.rebuys.re_entry is not None:
        prices.append(("the re-entry price", setup.rebuys.re_entry.cost))
    for label, price in prices:
        if bounty.amount > price:
            problems.append((
                "bounty.amount",
                f"{currency.format(bounty.amount)} is more than {label} "
                f"({currency.format(price)}), which pays for it",
            ))  # fmt: skip
    return problems
