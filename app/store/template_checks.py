"""How the parts of a template's setup fit together, checked before writing and after reading.

Each problem names the template key it is about (``rebuy.until_level``,
``structure[3].ante``), so a host can find it in the file.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final

from app.engine.entry_options import option_problems
from app.engine.errors import chips
from app.engine.rules import AnteMode, BettingStructure
from app.engine.setup_rules import setup_problems
from app.engine.structure import Level, unit_in_play
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import translate
from app.store.template_schema import OPTION_KEYS, TemplateError, choice_text

_SETUP_FIELD_KEYS: Final[Mapping[str, str]] = {
    "chip_set": "chips",
    "prize_unit": "payouts.round_to",
    "payouts": "payouts.ranges",
    "bounty": "bounty.amount",
}
"""Setup fields whose template key has another name."""


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
    for key, message in _setup_problems_by_key(setup):
        if _root(key) not in named:
            problems.append((key, first_lower(message)))
    return tuple(problems)


def _setup_problems_by_key(setup: TournamentSetup) -> list[tuple[str, str]]:
    """:func:`setup_problems` under template keys, in their order; an entry option's
    problems under that option's key (``add_on``), from the entry each is about."""
    options = [
        (OPTION_KEYS.get(kind, "rebuy"), line)
        for kind, line in option_problems(setup.rebuys, setup.structure, setup.chip_set)
    ]
    found: list[tuple[str, str]] = []
    for field, message in setup_problems(setup):
        if field != "rebuys":
            found.append((_SETUP_FIELD_KEYS.get(field, field), message))
        elif options:  # the entry options' lines, together where setup_problems has them
            found.extend(options)
            options = []
    return found


def _root(field: str) -> str:
    """``'rebuy'`` for ``'rebuy.until_level'``, ``'structure'`` for ``'structure[3].ante'``."""
    return re.split(r"[.\[]", field, maxsplit=1)[0]


def _no_level(number: int, levels: int) -> str:
    if levels == 1:
        text = translate("Template", "there is no level {number} (the structure has 1 level)")
    else:
        text = translate(
            "Template", "there is no level {number} (the structure has {levels} levels)"
        )
    return text.format(number=number, levels=levels)


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
                    translate(
                        "Template", "{amount} is less than the smallest chip in play ({smallest})"
                    ).format(amount=chips(amount), smallest=chips(smallest)),
                ))  # fmt: skip
        rotation = setup.rotation
        stud_ante = step.game.is_stud or (
            rotation is not None and not step.names_game
            and any(night.game.is_stud for night in rotation.games)
        )  # every player antes in stud, whatever the night's ante mode
        if step.ante and rules.ante_mode is AnteMode.NONE and not stud_ante:
            problems.append((
                f"{where}.ante",
                translate("Template", "an ante of {amount} but rules.ante is \"none\"").format(
                    amount=chips(step.ante)
                ),
            ))  # fmt: skip
        betting = step.betting_in(rules)
        rotated = setup.rotation is not None and not step.names_game
        if rotated and setup.rotation is not None and setup.rotation.has_fixed_limit:
            betting = BettingStructure.FIXED_LIMIT  # its bets are the rotation's limit game's
        if step.is_fixed_limit_bets and betting is not BettingStructure.FIXED_LIMIT:
            game = choice_text(betting)
            problems.append((
                f"{where}.small_bet",
                translate("Template", "fixed-limit bets in a {game} game").format(game=game),
            ))  # fmt: skip
    return problems


def _option_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    levels = len(setup.structure.levels)
    for option in setup.rebuys.options:
        key = OPTION_KEYS[option.kind]
        if option.fee < 0:
            problems.append((
                f"{key}.fee",
                translate("Template", "cannot be negative ({amount})").format(
                    amount=setup.currency.format(option.fee)
                ),
            ))  # fmt: skip
        if option.until_level > levels:
            problems.append((f"{key}.until_level", _no_level(option.until_level, levels)))
            continue
        if not 1 <= option.from_level <= option.until_level:
            problems.append((
                f"{key}.from_level",
                translate(
                    "Template", "level {level} is not between level 1 and until_level ({until})"
                ).format(level=option.from_level, until=option.until_level),
            ))  # fmt: skip
        index = setup.structure.index_of_level(option.until_level)
        unit = unit_in_play(setup.structure, setup.chip_set, index)
        if option.chips % unit:
            problems.append((
                f"{key}.chips",
                translate(
                    "Template",
                    "{amount} is not a multiple of the smallest chip in play ({unit})"
                    " in level {level}",
                ).format(amount=chips(option.chips), unit=chips(unit), level=option.until_level),
            ))  # fmt: skip
    return problems


def _bounty_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    bounty = setup.bounty
    if bounty is None:
        return []
    currency = setup.currency
    problems: list[tuple[str, str]] = []
    prices = [(
        translate("Template", "{bounty} is more than the buy-in ({price}), which pays for it"),
        setup.buy_in,
    )]  # fmt: skip
    if setup.rebuys.re_entry is not None:
        prices.append((
            translate(
                "Template", "{bounty} is more than the re-entry price ({price}), which pays for it"
            ),
            setup.rebuys.re_entry.cost,
        ))  # fmt: skip
    for text, price in prices:
        if bounty.amount > price:
            problems.append((
                "bounty.amount",
                text.format(bounty=currency.format(bounty.amount), price=currency.format(price)),
            ))  # fmt: skip
    return problems


def first_lower(message: str) -> str:
    """``'The small blind…'`` → ``'the small blind…'``; ``'NL'`` stays as it is."""
    first_line = message.splitlines()[0] if message else message
    first_word = first_line.split(" ", 1)[0]
    if first_word[:1].isupper() and (len(first_word) == 1 or first_word[1:].islower()):
        return first_line[0].lower() + first_line[1:]
    return first_line
