"""The rule profile: betting structure, ante mode, button mode, raise cap, chip unit."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.engine.errors import ConfigError
from app.engine.wording import translate


class BettingStructure(StrEnum):
    """How much a player may bet or raise."""

    NO_LIMIT = "no_limit"
    POT_LIMIT = "pot_limit"
    FIXED_LIMIT = "fixed_limit"


class AnteMode(StrEnum):
    """Who posts the ante: nobody, every dealt player, or the big blind for the table."""

    NONE = "none"
    CLASSIC = "classic"
    BIG_BLIND = "big_blind"

    @property
    def ante_word(self) -> str:
        """What the ante is called at the table: ``'BB ante'`` when the big blind posts
        one for everyone (so nobody thinks every player antes), else ``'ante'``."""
        return "BB ante" if self is AnteMode.BIG_BLIND else "ante"


class ButtonMode(StrEnum):
    """Dead button (tournament default, TDA 32) or a button that always moves."""

    DEAD = "dead"
    MOVING = "moving"


class RaiseCapMode(StrEnum):
    """Fixed-limit raise cap counted for the whole round or for each player."""

    PER_ROUND = "per_round"
    PER_PLAYER = "per_player"


@dataclass(frozen=True, slots=True)
class RuleProfile:
    """The rules of one tournament; every field is an option of RULES.md.

    ``max_raises`` caps fixed-limit raises (a bet and N raises per round, or N raises per
    player); ``None`` means no cap. No-limit and pot-limit never cap raises.

    ``uncapped_heads_up`` is RULES.md's heads-up cap option (Robert's Rules, on by
    default): when only two players are left in the hand the cap does not apply, unless
    it was already reached in that round while more players were in (a fold does not
    uncap a capped round). Seed 001's preset turns it off.
    """

    structure: BettingStructure = BettingStructure.NO_LIMIT
    ante_mode: AnteMode = AnteMode.CLASSIC
    button_mode: ButtonMode = ButtonMode.DEAD
    max_raises: int | None = 4
    raise_cap_mode: RaiseCapMode = RaiseCapMode.PER_ROUND
    chip_unit: int = 1
    uncapped_heads_up: bool = True

    def __post_init__(self) -> None:
        if self.chip_unit < 1:
            raise ConfigError(
                translate("RuleProfile", "The chip unit must be at least 1, not {unit}").format(
                    unit=self.chip_unit
                )
            )
        if self.max_raises is not None and self.max_raises < 1:
            raise ConfigError(
                translate(
                    "RuleProfile", "The raise cap must allow at least one raise, not {cap}"
                ).format(cap=self.max_raises)
            )
