"""The tournament's setup: one validated value the setup dialog, a template file and
``feltboard new`` all produce (money, chips, rules, structure, payouts).

It is a value, not an event: the windows read and build it freely, and the session
records it as a :class:`~app.engine.tournament_events.SetupChanged`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

from app.engine.entry_options import RebuyPolicy
from app.engine.look import DisplayLook
from app.engine.money import POINTS, Bounty, Currency
from app.engine.payouts import PayoutTable
from app.engine.rotation import Rotation
from app.engine.rules import RuleProfile
from app.engine.stored_form import OmittedWhen
from app.engine.structure import BlindStructure, ChipSet


def _no_rotation(rotation: Rotation | None) -> bool:
    """A setup without a rotation is written without the field, byte for byte as before."""
    return rotation is None


@dataclass(frozen=True, slots=True)
class TournamentSetup:
    """Everything decided before the first card: money, chips, rules, structure, payouts.

    Money (``buy_in``, ``fee``, entry costs and fees, the bounty, ``prize_unit``) is in the
    currency's smallest unit. A player pays ``buy_in + fee``: ``buy_in`` goes to the prize
    pool (less the bounty, when there is one), ``fee`` to the house. ``late_registration``
    is the last level number in which a new player may register (``0``: none after the
    clock starts; ``None``: open all night). ``date`` is ISO ``YYYY-MM-DD`` or empty.
    ``look`` is the audience display's logo, colours and panels (files written before it
    existed open with Feltboard's own look). ``rotation`` is the night's games and when
    they change (:mod:`app.engine.rotation`); ``None``, each level deals its own game and
    the setup is written as before rotations existed.
    """

    name: str
    buy_in: int
    starting_stack: int
    chip_set: ChipSet
    rules: RuleProfile
    structure: BlindStructure
    payouts: PayoutTable
    rebuys: RebuyPolicy
    seats_per_table: int = 9
    prize_unit: int = 5
    currency: Currency = POINTS
    fee: int = 0
    date: str = ""
    late_registration: int | None = None
    bounty: Bounty | None = None
    look: DisplayLook = field(default_factory=DisplayLook)
    rotation: Annotated[Rotation | None, OmittedWhen(_no_rotation)] = None
