"""The template format's vocabulary, shared by its reader, writer and checks.

The version, the keys a template may hold, how an engine choice is written
(``"no-limit"``) and the error a template that cannot be read raises. The public API
is :mod:`app.store.template`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.look import Orientation
from app.engine.rules import AnteMode, BettingStructure, ButtonMode, RaiseCapMode

FORMAT_VERSION: Final = 1
VERSION_KEY: Final = "feltboard_template"
UNLIMITED: Final = "unlimited"
OPTION_KEYS: Final[Mapping[EntryKind, str]] = {
    EntryKind.REBUY: "rebuy",
    EntryKind.ADD_ON: "add_on",
    EntryKind.RE_ENTRY: "re_entry",
}
KNOWN_KEYS: Final = frozenset({
    VERSION_KEY, "name", "date", "currency", "decimals", "buy_in", "fee", "rake",
    "starting_stack",
    "seats_per_table", "late_registration", "chips", "structure", "rules", "payouts",
    "rebuy", "add_on", "re_entry", "bounty", "value", "color", "colour", "count",
    "small_blind", "big_blind", "ante", "minutes", "seconds", "small_bet", "big_bet",
    "break", "note", "color_up", "game", "button", "max_raises", "raise_cap", "round_to",
    "ranges", "min_entries", "max_entries", "percents", "price", "from_level",
    "until_level", "max_per_player", "max_stack", "amount", "progressive",
    "progressive_percent", "uncapped_heads_up", "look", "logo", "background", "text",
    "accent", "panels", "orientation", "at_break", "on_rebuys", "betting", "bring_in",
    "rotation", "games", "change",
})  # fmt: skip
"""Every key the format has: a key outside it that looks like a missing one is a typo."""


class TemplateError(FeltboardError):
    """A template that cannot be read: one line naming the field and the problem."""


def choice_text(
    choice: BettingStructure | AnteMode | ButtonMode | RaiseCapMode | Orientation,
) -> str:
    """An enum value as a host writes it: ``'no-limit'``, ``'big-blind'``."""
    return choice.value.replace("_", "-")
