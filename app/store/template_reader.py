"""Reading a template: plain data (as TOML or JSON hold it) to a tournament setup.

Every value is looked up through :class:`_Table`, which names the field in any error and
refuses keys nobody asked for; the engine's own values then validate themselves, and
:func:`~app.store.template_checks.verify_template` checks how the parts fit together.
The public API is :mod:`app.store.template`.
"""

from __future__ import annotations

import datetime
import difflib
import json
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import fields
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Final, TypeVar

from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.errors import FeltboardError
from app.engine.look import MAX_LOGO_BYTES, DisplayLook, Orientation, Panel, normal_colour
from app.engine.money import Bounty, Currency, rake_split
from app.engine.numbers import ENGLISH, AmountProblem, NotAnAmount, read_amount
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable, PayoutTier
from app.engine.rotation import Rotation
from app.engine.rules import AnteMode, BettingStructure, ButtonMode, RaiseCapMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Chip, ChipSet, Level, Step
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import translate
from app.store.template_checks import first_lower, verify_template
from app.store.template_games import read_level_game, read_rotation
from app.store.template_schema import (
    FORMAT_VERSION,
    KNOWN_KEYS,
    OPTION_KEYS,
    UNLIMITED,
    VERSION_KEY,
    TemplateError,
    choice_text,
)

_DATE_FIELD: Final = "date: "  # the key a date problem is about, as errors name keys
_E = TypeVar("_E", BettingStructure, AnteMode, ButtonMode, RaiseCapMode, Orientation)


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
        """The dotted name of a key, as errors name it: ``rebuy.until_level``; a key the
        host wrote with control characters in it is shown escaped, so every refusal stays
        on one line.

        >>> _Table({}, "payouts").field("\\n")
        "payouts.'\\\\n'"
        """
        shown = key if key.isprintable() else repr(key)
        return f"{self._path}.{shown}" if self._path else shown

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
        strangers = [k for k in self._data if k not in KNOWN_KEYS]
        typo = difflib.get_close_matches(key, strangers, n=1, cutoff=0.6)
        if typo:
            text = translate("Template", "{field}: missing (is {typo} a typo?)")
        else:
            text = translate("Template", "{field}: missing")
        return TemplateError(
            text.format(field=self.field(key), typo=repr(typo[0]) if typo else "")
        )

    def integer(self, key: str, default: int | None = None, *, minimum: int = 0) -> int:
        value = self.raw(key)
        if value is None:
            if default is None:
                raise self.missing(key)
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            raise TemplateError(
                translate("Template", "{field}: expected a whole number, not {value}").format(
                    field=self.field(key), value=_shown(value)
                )
            )
        if value < minimum:
            raise TemplateError(
                translate("Template", "{field}: must be at least {minimum}, not {value}").format(
                    field=self.field(key), minimum=minimum, value=value
                )
            )
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
            raise TemplateError(
                translate("Template", "{field}: expected text in quotes, not {value}").format(
                    field=self.field(key), value=_shown(value)
                )
            )
        return value

    def flag(self, key: str, default: bool) -> bool:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise TemplateError(
                translate("Template", "{field}: expected true or false, not {value}").format(
                    field=self.field(key), value=_shown(value)
                )
            )
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
            raise TemplateError(not_a_table(self.field(key), value))
        return _Table(value, self.field(key))

    def tables(self, key: str) -> list[_Table]:
        value = self.required(key)
        if not isinstance(value, list) or not value:
            raise TemplateError(
                translate("Template", "{field}: expected a list of tables, not {value}").format(
                    field=self.field(key), value=_shown(value)
                )
            )
        tables = []
        for number, item in enumerate(value, start=1):
            where = f"{self.field(key)}[{number}]"
            if not isinstance(item, dict):
                raise TemplateError(not_a_table(where, item))
            tables.append(_Table(item, where))
        return tables

    def done(self) -> None:
        """Refuse keys nobody asked for: a typo must not pass for a default."""
        unknown = sorted(set(self._data) - self._used)
        if not unknown:
            return
        guess = difflib.get_close_matches(unknown[0], sorted(self._used), n=1, cutoff=0.7)
        if guess:
            text = translate("Template", "{field}: unknown key (did you mean {guess}?)")
        else:
            text = translate("Template", "{field}: unknown key (known here: {keys})")
        raise TemplateError(
            text.format(
                field=self.field(unknown[0]),
                guess=repr(guess[0]) if guess else "",
                keys=", ".join(sorted(self._used)),
            )
        )


def not_a_table(where: str, value: object) -> str:
    """The message for a value that should be a table of keys."""
    return translate("Template", "{field}: expected a table of keys, not {value}").format(
        field=where, value=_shown(value)
    )


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
        raise TemplateError(f"{where}: {first_lower(str(error))}") from None



def parse_money(value: object, currency: Currency, where: str) -> int:
    """A money value as written in a template, in the currency's smallest unit.

    Accepts ``40``, ``40.5``, ``"40.50"``, ``"€40.50"`` and ``"1,250"``: text is read by
    the app's one reader of amounts (:func:`~app.engine.numbers.read_amount`) in English,
    whatever the language, so that a file means the same on every computer.

    :raises TemplateError: naming ``where`` for anything else, a negative amount, or
        more decimals than the currency has.

    >>> parse_money("€40.50", Currency("€", 2), "buy_in")
    4050
    """
    if isinstance(value, str):
        try:
            return read_amount(value, currency.decimals, ENGLISH, currency.symbol)
        except NotAnAmount as error:
            problem = error.problem
    elif isinstance(value, bool) or not isinstance(value, int | float):
        problem = AmountProblem.NOT_A_NUMBER
    else:
        number = Decimal(repr(value) if isinstance(value, float) else str(value))
        minor = number * currency.minor_per_unit
        if not number.is_finite():
            problem = AmountProblem.NOT_A_NUMBER
        elif number < 0:
            problem = AmountProblem.NEGATIVE
        elif minor != minor.to_integral_value():
            problem = AmountProblem.TOO_PRECISE
        else:
            return int(minor)
    raise TemplateError(_money_refusal(problem, value, currency, where))


def _money_refusal(
    problem: AmountProblem, value: object, currency: Currency, where: str
) -> str:
    """What a template is told about a money value that is not one."""
    if problem is AmountProblem.NEGATIVE:
        return translate("Template", "{field}: cannot be negative ({value})").format(
            field=where, value=_shown(value)
        )
    if problem is not AmountProblem.TOO_PRECISE:
        return not_an_amount(where, value)
    if currency.decimals == 1:
        text = translate(
            "Template", "{field}: {value} has more decimals than the currency (1 decimal)"
        )
    else:
        text = translate(
            "Template",
            "{field}: {value} has more decimals than the currency ({decimals} decimals)",
        )
    return text.format(field=where, value=_shown(value), decimals=currency.decimals)


def not_an_amount(where: str, value: object) -> str:
    """The message for a value that is not an amount of money."""
    return translate(
        "Template", "{field}: expected an amount such as 40 or \"40.50\", not {value}"
    ).format(field=where, value=_shown(value))


def not_a_percent(where: str, value: object) -> str:
    """The message for a value that is not a percent."""
    return translate(
        "Template", "{field}: expected a percent such as 50 or 9.5, not {value}"
    ).format(field=where, value=_shown(value))


def _percent(value: object, where: str) -> Decimal:
    percent = _number(value)
    if percent is None:
        raise TemplateError(not_a_percent(where, value))
    return percent


def _number(value: object) -> Decimal | None:
    """A number written as a number or as text (``50``, ``9.5``, ``"12.5"``), exactly;
    ``None`` for anything else."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        number = Decimal(repr(value) if isinstance(value, float) else str(value).strip())
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def _choice(table: _Table, key: str, enum: type[_E], default: _E) -> _E:
    if not table.has(key):
        table.raw(key)
        return default
    text = table.text(key)
    wanted = text.strip().lower().replace("-", "_").replace(" ", "_")
    for member in enum:
        if member.value == wanted:
            return member
    allowed = ", ".join(choice_text(member) for member in enum)
    raise TemplateError(
        translate("Template", "{field}: {value} is not one of {allowed}").format(
            field=table.field(key), value=repr(text), allowed=allowed
        )
    )


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


def setup_from_document(
    data: Mapping[str, object], folder: Path | None = None
) -> TournamentSetup:
    """The setup held by a template's plain data (as read from TOML or JSON).

    ``folder`` is the template file's folder: a logo (``look.logo``) is a file named
    relative to it.

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
        key: _option(top.table(key), kind, currency) for kind, key in OPTION_KEYS.items()
    })
    bounty = _bounty(top.table("bounty"), currency)
    look = _look(top.table("look"), folder)
    rotation = _rotation(top.table("rotation"), rules)
    top.done()
    setup = TournamentSetup(
        name=name, buy_in=buy_in, starting_stack=starting_stack, chip_set=chip_set,
        rules=rules, structure=structure, payouts=payouts, rebuys=rebuys,
        seats_per_table=seats, prize_unit=prize_unit, currency=currency, fee=fee,
        date=date, late_registration=late, bounty=bounty, look=look, rotation=rotation,
    )  # fmt: skip
    verify_template(setup)
    return setup


def _check_version(top: _Table) -> None:
    version = top.integer(VERSION_KEY, FORMAT_VERSION, minimum=1)
    if version > FORMAT_VERSION:
        raise TemplateError(
            translate(
                "Template",
                "{field}: this template is version {version}, from a newer Feltboard;"
                " this one reads version {readable}",
            ).format(field=VERSION_KEY, version=version, readable=FORMAT_VERSION)
        )


def _date(top: _Table) -> str:
    value = top.raw("date")
    if value is None or value == "":
        return ""
    if isinstance(value, datetime.datetime) or not isinstance(value, datetime.date | str):
        raise TemplateError(
            translate("Template", "date: expected a day such as 2026-12-04, not {value}").format(
                value=_shown(value)
            )
        )
    text = value.isoformat() if isinstance(value, datetime.date) else value.strip()
    problem = date_problem(text)
    if problem:
        raise TemplateError(_DATE_FIELD + problem)
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
    return translate(
        "Template", "{date} is not a day of the calendar (write it as 2026-12-04)"
    ).format(date=repr(text))


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
                translate(
                    "Template", "{field}: the buy-in {buy_in} already gives the fee; leave one out"
                ).format(field=given[0], buy_in=repr(written))
            )
        top.raw("fee")
        prize_part, fee_part = written.split("+", 1)
        return (
            parse_money(prize_part, currency, "buy_in"),
            parse_money(fee_part, currency, "buy_in (the fee after +)"),
        )
    if len(given) == 2:
        raise TemplateError(translate("Template", "rake: give a fee or a rake, not both"))
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
        raise TemplateError(
            translate("Template", "{field}: a share of the buy-in is 0% to 100%, not {percent}%")
            .format(field=where, percent=percent)
        )
    return percent


def _chip_set(tables: list[_Table]) -> ChipSet:
    chip_list = []
    for table in tables:
        color = table.text("color", "") if table.has("color") else table.text("colour", "")
        if table.has("color") and table.has("colour"):
            where = table.field("colour")
            raise TemplateError(
                translate("Template", "{field}: give color or colour, not both").format(
                    field=where
                )
            )
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
            where = table.field("max_raises")
            raise TemplateError(
                translate("Template", "{field}: expected a number of raises or \"unlimited\"")
                .format(field=where)
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
        uncapped_heads_up=table.flag("uncapped_heads_up", base.uncapped_heads_up),
        chip_unit=unit,
    )
    table.done()
    return rules


def _seconds(table: _Table, default: int | None) -> int:
    """A duration given as ``minutes = 20`` (``12.5`` too) or ``seconds = 750``."""
    if table.has("minutes") and table.has("seconds"):
        where = table.field("seconds")
        raise TemplateError(
            translate("Template", "{field}: give minutes or seconds, not both").format(field=where)
        )
    if table.has("seconds"):
        return table.integer("seconds", minimum=1)
    if not table.has("minutes"):
        table.raw("minutes")
        if default is None:
            missing = table.missing("minutes")
            raise missing
        return default
    where, written = table.field("minutes"), table.raw("minutes")
    minutes = _number(written)
    seconds = Decimal(0) if minutes is None else minutes * 60
    if seconds <= 0 or seconds != seconds.to_integral_value():
        raise TemplateError(
            translate("Template", "{field}: expected a positive number of minutes, not {value}")
            .format(field=where, value=_shown(written))
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
    game, betting = read_level_game(
        _optional_text(table, "game"), _optional_text(table, "betting"), table.where
    )
    # A stud level has no blinds: ante, bring-in, small and big bet.
    blind_default = 0 if game.is_stud else None
    return Level(
        table.integer("small_blind", blind_default, minimum=1),
        table.integer("big_blind", blind_default, minimum=1),
        table.integer("ante", 0),
        _seconds(table, _int_default(Level, "duration_seconds")),
        table.optional_integer("small_bet", minimum=1),
        table.optional_integer("big_bet", minimum=1),
        game,
        betting,
        table.integer("bring_in", 0, minimum=1 if game.is_stud else 0),
    )


def _rotation(table: _Table | None, rules: RuleProfile) -> Rotation | None:
    """The night's games and when they change (``[rotation]``), if the template has one."""
    if table is None:
        return None
    rotation = read_rotation(
        table.required("games"), _optional_text(table, "change"), rules.structure, table.where
    )
    table.done()
    return rotation


def _optional_text(table: _Table, key: str) -> str | None:
    if not table.has(key):
        table.raw(key)  # marks the key read, as a default would
        return None
    return table.text(key)


def _payouts(table: _Table | None, currency: Currency) -> tuple[PayoutTable, int]:
    unit = _int_default(TournamentSetup, "prize_unit")
    if table is None:
        return DEFAULT_PAYOUTS, unit
    prize_unit = table.money("round_to", currency, unit)
    if prize_unit < 1:
        where = table.field("round_to")
        raise TemplateError(
            translate("Template", "{field}: round to at least {amount}").format(
                field=where, amount=currency.format(1)
            )
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
        where = table.field("percents")
        raise TemplateError(
            translate("Template", "{field}: expected a list such as [50, 30, 20], not {value}")
            .format(field=where, value=_shown(written))
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
            where = table.field("max_per_player")
            raise TemplateError(
                translate("Template", "{field}: expected a number or \"unlimited\"").format(
                    field=where
                )
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
    at_break = table.flag("at_break", False)
    table.done()
    with _at(table.where):
        return EntryOption(
            kind, price, chip_count, until_level, max_per_player=limit, max_stack=max_stack,
            fee=option_fee, from_level=from_level, at_break=at_break,
        )  # fmt: skip


def _bounty(table: _Table | None, currency: Currency) -> Bounty | None:
    if table is None:
        return None
    amount = table.money("amount", currency)
    progressive = table.flag("progressive", False)
    percent = table.integer(
        "progressive_percent", _int_default(Bounty, "progressive_percent"), minimum=0
    )
    on_rebuys = table.flag("on_rebuys", False)
    table.done()
    with _at("bounty"):
        return Bounty(amount, progressive, percent, on_rebuys)


def _look(table: _Table | None, folder: Path | None) -> DisplayLook:
    """The display's look: logo file, colours, panels and orientation (all optional)."""
    if table is None:
        return DisplayLook()
    default = DisplayLook()
    logo = _logo(table, folder)
    colours = {
        key: normal_colour(table.text(key, getattr(default, key)))
        for key in ("background", "text", "accent")
    }
    panels = _panels(table)
    orientation = _choice(table, "orientation", Orientation, default.orientation)
    table.done()
    with _at("look"):
        # The tables featured on the TV are the night's choice, never a template's.
        return DisplayLook(logo, panels=panels, orientation=orientation, featured=(),
                           **colours)


def _logo(table: _Table, folder: Path | None) -> bytes:
    """The logo file's bytes, the file named relative to the template's folder."""
    name = table.text("logo", "").strip()
    if not name:
        return b""
    where = table.field("logo")
    if folder is None:
        raise TemplateError(
            translate(
                "Template",
                "{field}: a logo is a file next to the template; open the template from its file",
            ).format(field=where)
        )
    path = folder / Path(name).expanduser()
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_LOGO_BYTES + 1)
    except OSError as error:
        raise TemplateError(
            translate("Template", "{field}: cannot read {name} ({reason})").format(
                field=where, name=name, reason=error.strerror or error
            )
        ) from None
    if len(data) > MAX_LOGO_BYTES:
        raise TemplateError(
            translate(
                "Template",
                "{field}: {name} is larger than {size} MB; save the logo smaller"
                " (e.g. 800 pixels wide)",
            ).format(field=where, name=name, size=MAX_LOGO_BYTES // 1024 // 1024)
        )
    return data


def _panels(table: _Table) -> tuple[Panel, ...]:
    """The panels shown, as a list of names; left out, every panel."""
    value = table.raw("panels")
    if value is None:
        return DisplayLook().panels
    known = ", ".join(panel.value for panel in Panel)
    where = table.field("panels")
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise TemplateError(
            translate(
                "Template", "{field}: expected a list of panel names ({known}), not {value}"
            ).format(field=where, known=known, value=_shown(value))
        )
    panels = []
    for item in value:
        try:
            panels.append(Panel(item.strip().lower().replace(" ", "_").replace("-", "_")))
        except ValueError:
            raise TemplateError(
                translate("Template", "{field}: unknown panel {panel} (the panels are {known})")
                .format(field=where, panel=repr(item), known=known)
            ) from None
    return tuple(panels)
