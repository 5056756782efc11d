"""What a tournament setup must satisfy, and what may still change once play started.

A setup is checked as a whole by :func:`setup_problems` (each problem names the
:class:`~app.engine.tournament_events.TournamentSetup` field it is about), and a change
to a running tournament by :func:`verify_setup_change`, field by field:

- **Before play starts** (no hand dealt, clock not started) everything may change.
- **Once play started** the buy-in, fee, starting stack, currency, chip values, rules,
  seats per table and bounty are fixed: players paid and were handed chips on those
  terms. The prices and chips of rebuys, add-ons and re-entries are fixed too (the prize
  pool is counted from them). The levels already played (and the one being played) are
  fixed: the clock and the hands dealt depend on them.
- What may change: the levels ahead, the payouts and prize rounding, the periods and
  limits of rebuys, add-ons and re-entries, late registration, the name and the date. A
  deadline (the last level of an option or of late registration) cannot be moved before
  the level being played.

:func:`frozen_fields` lists the fixed fields with the reason, for a dialog to show them
read-only. The state's types come from :mod:`app.engine.tournament_state`, below
:mod:`app.engine.tournament`, which calls this module.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import fields

from app.engine.clock import clock_state
from app.engine.clock_events import ClockStarted
from app.engine.entry_options import EntryOption, entry_option_problems
from app.engine.errors import ConfigError, IllegalAction, chips
from app.engine.names import name_problem
from app.engine.rotation import rotation_problems
from app.engine.structure import Level, level_rule_problems, structure_problems
from app.engine.tournament_events import TournamentSetup
from app.engine.tournament_state import TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate

PLAYED = "structure.played"
"""The key of :func:`frozen_fields` for the levels already played (or being played)."""
ENTRY_PRICES = "rebuys.prices"
"""The key of :func:`frozen_fields` for the cost, fee and chips of each entry option."""

FIXED_ONCE_STARTED: Mapping[str, str] = {
    "buy_in": QT_TRANSLATE_NOOP("SetupRules", "Players already paid the buy-in"),
    "fee": QT_TRANSLATE_NOOP("SetupRules", "Players already paid the fee"),
    "starting_stack": QT_TRANSLATE_NOOP(
        "SetupRules", "Players were already handed their starting stacks"),
    "currency": QT_TRANSLATE_NOOP("SetupRules", "Money was already collected in this currency"),
    "chip_set": QT_TRANSLATE_NOOP(
        "SetupRules", "The chip values are in play (colours and counts on hand may change)"),
    "rules": QT_TRANSLATE_NOOP("SetupRules", "Hands were already played under these rules"),
    "seats_per_table": QT_TRANSLATE_NOOP(
        "SetupRules", "Tables are already set up; open or close a table instead"),
    "bounty": QT_TRANSLATE_NOOP(
        "SetupRules", "Players already paid their bounties and may have won some"),
}
"""The setup fields fixed once play started, with the reason a host is told (English:
:func:`frozen_fields` gives them in the language in use)."""
_DEPENDS_ON: Mapping[str, tuple[str, ...]] = {
    "bounty": ("buy_in", "rebuys"),
    "structure": ("chip_set", "rules"),
    "starting_stack": ("chip_set",),
}
"""Fields whose change can cause a problem reported on another field."""
_CANNOT_CHANGE: Mapping[str, str] = {
    "buy_in": QT_TRANSLATE_NOOP(
        "SetupRules", "The buy-in cannot change once play started: {reason}"),
    "fee": QT_TRANSLATE_NOOP("SetupRules", "The fee cannot change once play started: {reason}"),
    "starting_stack": QT_TRANSLATE_NOOP(
        "SetupRules", "The starting stack cannot change once play started: {reason}"),
    "currency": QT_TRANSLATE_NOOP(
        "SetupRules", "The currency cannot change once play started: {reason}"),
    "chip_set": QT_TRANSLATE_NOOP(
        "SetupRules", "The chip values cannot change once play started: {reason}"),
    "rules": QT_TRANSLATE_NOOP(
        "SetupRules", "The rules cannot change once play started: {reason}"),
    "seats_per_table": QT_TRANSLATE_NOOP(
        "SetupRules",
        "The number of seats per table cannot change once play started: {reason}"),
    "bounty": QT_TRANSLATE_NOOP(
        "SetupRules", "The bounty cannot change once play started: {reason}"),
}
"""What a host is told who changes a fixed field (the reason follows, in lower case)."""


def setup_problems(setup: TournamentSetup) -> tuple[tuple[str, str], ...]:
    """Everything that does not fit together in a setup: ``(field, message)`` pairs.

    The field is the :class:`TournamentSetup` field the problem is about (``"rebuys"``
    for an entry option); the message is worded for the host.

    >>> from app.engine.presets import HOME_STANDARD
    >>> from app.engine.tournament import setup_from_preset
    >>> from dataclasses import replace
    >>> setup_problems(replace(setup_from_preset(HOME_STANDARD), fee=-5))
    (('fee', 'The fee cannot be negative (-5)'),)
    """
    problems: list[tuple[str, str]] = []
    if not setup.name.strip():
        problems.append(("name", translate("SetupRules", "Give the tournament a name")))
    elif (problem := name_problem(setup.name)) is not None:
        problems.append(("name", problem))
    if setup.buy_in < 0:
        problems.append(("buy_in", translate(
            "SetupRules", "The buy-in cannot be negative ({amount})"
        ).format(amount=setup.buy_in)))
    if setup.fee < 0:
        problems.append(("fee", translate(
            "SetupRules", "The fee cannot be negative ({amount})"
        ).format(amount=setup.fee)))
    if setup.prize_unit < 1:
        problems.append(("prize_unit", translate(
            "SetupRules", "Prizes are rounded to a positive amount, not {unit}"
        ).format(unit=setup.prize_unit)))
    if not 2 <= setup.seats_per_table <= 10:
        problems.append(("seats_per_table", translate(
            "SetupRules", "A table has 2 to 10 seats, not {seats}"
        ).format(seats=setup.seats_per_table)))
    problems.extend(_date_problems(setup.date))
    problems.extend(_stack_problems(setup))
    problems.extend(("structure", line) for line in structure_problems(
        setup.structure, setup.chip_set))
    problems.extend(
        ("structure", line) for line in level_rule_problems(
            setup.structure, setup.rules, setup.seats_per_table, setup.rotation)
    )
    problems.extend(
        ("rotation", line) for line in rotation_problems(setup.rotation, setup.seats_per_table)
    )
    problems.extend(
        ("rebuys", line)
        for line in entry_option_problems(setup.rebuys, setup.structure, setup.chip_set)
    )
    problems.extend(_bounty_problems(setup))
    levels = len(setup.structure.levels)
    late = setup.late_registration
    if late is not None and not 0 <= late <= levels:
        problems.append(("late_registration", translate(
            "SetupRules", "Late registration ends in a level from 0 (none) to {levels}, not {late}"
        ).format(levels=levels, late=late)))
    return tuple(problems)


def verify_setup(setup: TournamentSetup) -> None:
    """Check a whole setup before a tournament is created with it.

    :raises ConfigError: with every problem of :func:`setup_problems`, one per line.
    """
    problems = setup_problems(setup)
    if problems:
        raise ConfigError("\n".join(message for _field, message in problems))


def _date_problems(date: str) -> list[tuple[str, str]]:
    if not date:
        return []
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        return [("date", translate(
            "SetupRules", "Write the date as year-month-day, e.g. 2026-12-31, not {date}"
        ).format(date=repr(date)))]
    return []


def _stack_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    stack, unit = setup.starting_stack, setup.chip_set.unit
    if stack <= 0 or stack % unit:
        return [("starting_stack", translate(
            "SetupRules",
            "The starting stack ({stack}) must be a positive multiple of the smallest chip "
            "({unit})",
        ).format(stack=chips(stack), unit=chips(unit)))]
    return []


def _bounty_problems(setup: TournamentSetup) -> list[tuple[str, str]]:
    """A bounty larger than the price it is taken out of."""
    bounty = setup.bounty
    if bounty is None:
        return []
    problems: list[tuple[str, str]] = []
    money = setup.currency.format
    if bounty.amount > setup.buy_in:
        problems.append(("bounty", translate(
            "SetupRules",
            "The bounty ({bounty}) is part of the buy-in, so it cannot be more than the buy-in "
            "({buy_in})",
        ).format(bounty=money(bounty.amount), buy_in=money(setup.buy_in))))
    re_entry = setup.rebuys.re_entry
    if re_entry is not None and bounty.amount > re_entry.cost:
        problems.append(("bounty", translate(
            "SetupRules",
            "The bounty ({bounty}) is part of each re-entry, so it cannot be more than the "
            "re-entry price ({price})",
        ).format(bounty=money(bounty.amount), price=money(re_entry.cost))))
    rebuy = setup.rebuys.rebuy
    if bounty.on_rebuys and rebuy is None:
        problems.append(("bounty", translate(
            "SetupRules", "The bounty rides on rebuys, but this tournament offers no rebuys"
        )))
    elif bounty.on_rebuys and rebuy is not None and bounty.amount > rebuy.cost:
        problems.append(("bounty", translate(
            "SetupRules",
            "The bounty ({bounty}) is part of each rebuy, so it cannot be more than the "
            "rebuy price ({price})",
        ).format(bounty=money(bounty.amount), price=money(rebuy.cost))))
    return problems


# ----- a running tournament ---------------------------------------------------------------


def play_started(state: TournamentState) -> bool:
    """True once the first hand was dealt or the clock started."""
    return state.last_hand_number > 0 or any(
        isinstance(event, ClockStarted) for event in state.clock_events
    )


def latest_time(state: TournamentState) -> float | None:
    """The latest moment the tournament recorded (clock events, hands dealt), if any."""
    times = [event.at for event in state.clock_events]
    times.extend(summary.started_at for summary in state.hands)
    times.extend(t.hand.started_at for t in state.tables if t.hand is not None)
    return max(times, default=None)


def level_index_reached(state: TournamentState, at: float | None = None) -> int | None:
    """The step index being played at ``at`` (default: the latest recorded moment), or
    ``None`` before play starts. A hand dealt in a later level than the clock shows (the
    clock was paused, say) counts too.
    """
    if not play_started(state):
        return None
    moment = at if at is not None else latest_time(state)
    reached = 0
    if state.clock_events and moment is not None:
        reached = clock_state(state.setup.structure, state.clock_events, moment).index
    dealt = [summary.level_index for summary in state.hands]
    dealt.extend(t.hand.level_index for t in state.tables if t.hand is not None)
    return max([reached, *dealt])


def level_number_reached(state: TournamentState, at: float | None = None) -> int | None:
    """The level number being played (a break counts as the level before it), or ``None``
    before play starts."""
    index = level_index_reached(state, at)
    if index is None:
        return None
    return state.setup.structure.level_number(index)


def frozen_fields(state: TournamentState, at: float | None = None) -> Mapping[str, str]:
    """The setup fields that may no longer change, each with the reason.

    Keys are :class:`TournamentSetup` field names, plus ``"structure.played"`` for the
    levels already played (the levels ahead may change) and ``"rebuys.prices"`` for the
    cost, fee and chips of each rebuy, add-on and re-entry (their levels and limits may
    change). Empty before play starts. ``at`` is now (default: the latest moment the
    tournament recorded).
    """
    index = level_index_reached(state, at)
    if index is None:
        return {}
    frozen = {name: translate("SetupRules", reason) for name, reason in FIXED_ONCE_STARTED.items()}
    number = state.setup.structure.level_number(index)
    frozen[PLAYED] = (
        translate("SetupRules", "Level 1 is being played; only the levels after it may change")
        if number == 1
        else translate(
            "SetupRules",
            "Levels 1 to {number} were played or are being played; only the levels after "
            "level {number} may change",
        ).format(number=number)
    )
    frozen[ENTRY_PRICES] = translate(
        "SetupRules", "Entries were paid at these prices; the periods and limits may still change"
    )
    return frozen


def can_change_setup(state: TournamentState, new: TournamentSetup) -> bool:
    """True if the running tournament may switch to ``new``."""
    try:
        verify_setup_change(state, new)
    except IllegalAction:
        return False
    return True


def verify_setup_change(
    state: TournamentState, new: TournamentSetup, at: float | None = None
) -> None:
    """Check a change of setup field by field (see the module rules).

    ``at`` is when the change is made (default: the latest recorded moment).

    :raises IllegalAction: naming the first field that may not change and why, or a
        problem of the new setup in a field that changed.
    """
    old = state.setup
    changed = {
        field.name for field in fields(TournamentSetup)
        if getattr(old, field.name) != getattr(new, field.name)
    }
    # Only the fields that change (or that the problem depends on) are held to the
    # checks: an editor of the levels must not be stopped by a problem of the rebuys.
    for name, message in setup_problems(new):
        if changed & {name, *_DEPENDS_ON.get(name, ())}:
            raise IllegalAction(message)
    index = level_index_reached(state, at)
    if index is None:
        return
    _verify_fixed_fields(old, new, changed)
    _verify_structure_ahead(old, new, index)
    number = old.structure.level_number(index)
    _verify_entries(old, new, number)
    late = new.late_registration
    if late != old.late_registration and late is not None and late < number:
        raise IllegalAction(translate(
            "SetupRules",
            "Late registration cannot end before level {number}, the level being played; end "
            "it with level {number} to close it now",
        ).format(number=number))


def _verify_fixed_fields(old: TournamentSetup, new: TournamentSetup, changed: set[str]) -> None:
    for name, reason in FIXED_ONCE_STARTED.items():
        if name not in changed:
            continue
        if name == "chip_set" and old.chip_set.denominations == new.chip_set.denominations:
            continue  # colours and counts on hand may be corrected
        shown = translate("SetupRules", reason)
        raise IllegalAction(translate("SetupRules", _CANNOT_CHANGE[name]).format(
            reason=shown[:1].lower() + shown[1:]
        ))


def _verify_structure_ahead(old: TournamentSetup, new: TournamentSetup, index: int) -> None:
    played_old = old.structure.steps[: index + 1]
    if new.structure.steps[: index + 1] == played_old:
        return
    number = old.structure.level_number(index)
    step = old.structure.steps[index]
    message = translate(
        "SetupRules",
        "Levels already played cannot change: play has reached level {number}; change only "
        "the levels after it",
    ) if isinstance(step, Level) else translate(
        "SetupRules",
        "Levels already played cannot change: play has reached the break after level "
        "{number}; change only the levels after it",
    )
    raise IllegalAction(message.format(number=number))


def _verify_entries(old: TournamentSetup, new: TournamentSetup, level_number: int) -> None:
    for kind_old, kind_new in zip(
        (old.rebuys.rebuy, old.rebuys.add_on, old.rebuys.re_entry),
        (new.rebuys.rebuy, new.rebuys.add_on, new.rebuys.re_entry),
        strict=True,
    ):
        _verify_entry_option(kind_old, kind_new, level_number)


def _verify_entry_option(
    old: EntryOption | None, new: EntryOption | None, level_number: int
) -> None:
    if new is None:
        if old is not None:
            raise IllegalAction(translate(
                "SetupRules",
                "{kinds} cannot be turned off once play started (players may have paid for "
                "them); end them with level {level} instead",
            ).format(kinds=old.kind.shown_plural, level=level_number))
        return
    if old is None:
        if new.until_level < level_number:
            raise IllegalAction(translate(
                "SetupRules", "{kinds} cannot end before level {level}, the level being played"
            ).format(kinds=new.kind.shown_plural, level=level_number))
        return
    if (old.cost, old.fee, old.chips) != (new.cost, new.fee, new.chips):
        raise IllegalAction(translate(
            "SetupRules",
            "The price and chips of {a_kind} cannot change once play started: entries were "
            "paid at these prices; only its levels and limits may change",
        ).format(a_kind=old.kind.shown_a_label_inside))
    if new.until_level != old.until_level and new.until_level < level_number:
        raise IllegalAction(translate(
            "SetupRules",
            "{kinds} cannot end before level {level}, the level being played; end them with "
            "level {level} to stop them after this level",
        ).format(kinds=old.kind.shown_plural, level=level_number))
