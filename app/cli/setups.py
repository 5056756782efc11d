"""A night's setup as the command line names it and describes it: shared by ``new``,
``template`` and ``simulate`` (not a command itself).
"""

from __future__ import annotations

from app.engine.errors import chips
from app.engine.presets import preset_named
from app.engine.tournament import setup_from_preset
from app.engine.tournament_setup import TournamentSetup
from app.engine.wording import translate
from app.store.locations import find_template
from app.store.template import TemplateError, read_template

DEFAULT_PRESET = "Home game — standard"


def chosen_setup(template: str | None, preset: str | None) -> TournamentSetup:
    """The setup named on the command line: a template file, else a preset.

    :raises TemplateError: for a template that cannot be read.
    :raises ConfigError: for an unknown preset.
    """
    if template is not None:
        path = find_template(template)
        try:
            return read_template(path)
        except TemplateError as error:
            raise TemplateError(
                translate("CommandLine", "{path}: {error}").format(path=path, error=error)
            ) from None
    return setup_from_preset(preset_named(preset or DEFAULT_PRESET))


def describe_setup(setup: TournamentSetup) -> str:
    """The night in one line: ``'Friday, €40.00+€5.00, 20,000 chips, 14 levels'``."""
    currency = setup.currency
    price = currency.format(setup.buy_in)
    if setup.fee:
        price += f"+{currency.format(setup.fee)}"
    plurals = {
        "rebuy": translate("CommandLine", "rebuys"),
        "add-on": translate("CommandLine", "add-ons"),
        "re-entry": translate("CommandLine", "re-entries"),
    }
    offers = [plurals[o.kind.label] for o in setup.rebuys.options]
    if setup.bounty is not None:
        offers.append(
            translate("CommandLine", "{amount} bounty").format(
                amount=currency.format(setup.bounty.amount)
            )
        )
    return translate(
        "CommandLine", "{name}, {price}, {chips} chips, {levels} levels, {offers}"
    ).format(
        name=setup.name, price=price, chips=chips(setup.starting_stack),
        levels=len(setup.structure.levels),
        offers=", ".join(offers) if offers else translate("CommandLine", "freezeout"),
    )  # fmt: skip
