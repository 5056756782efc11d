"""Tournament presets as data: the two seed games, the home-game structures and the
mixed nights.

A preset bundles everything a director picks before the first hand: rules, buy-in,
starting stack (and the chips handed out for it), chip set, blind structure, payouts and
rebuy policy. :func:`preset_problems` checks that the parts fit together; every built-in
preset passes it.

Choices made here (RULES.md leaves them open):

- **The Poker Practice** (seed 000) plays one level forever: 500/1,000 with a classic ante
  of 250. Chips 250/500/1,000/5,000 (250 is the smallest amount in the game); a stack of
  50,000 is 50 big blinds, deep enough for play but short enough that the game ends
  without rising blinds. Freezeout.
- **$1/$2 fixed limit** (seed 001) also plays one level: blinds $1/$1, bets $1/$2, at most
  four raises per player per round, no ante. Cash-style chips $1/$5/$25; a stack of 100
  is 50 big bets. The buy-in is separate from the chips, as in any tournament.
- **Home game — fast** (10,000 chips, 12-minute levels) and **Home game — standard**
  (20,000 chips, 20-minute levels) use 25/100/500/1,000/5,000 chips and a big-blind
  ante (one ante, equal to the big blind, posted by the big blind: nothing to collect from
  every seat) from level 5. The 25s are colored up once the blinds no longer need them,
  the 100s later; the fast game offers one re-entry, the standard game rebuys and an
  add-on until the first break.
- **PLO — home game** is the standard home game's chips, stack, 20-minute levels,
  breaks and rebuys played as pot-limit Omaha: four hole cards make pots bigger and
  all-ins earlier, so there are no antes (the pot-limit blinds drive the action) and the
  blinds rise as in the standard game.
- **Dealer's choice — hold'em and Omaha** is the standard home game's chips and levels
  without antes (Omaha plays without them, and one set of blinds serves every game), the
  button choosing each orbit's game among no-limit hold'em, pot-limit Omaha and
  fixed-limit Omaha hi-lo (bets of the big blind and twice it).
- **8-game** is H.O.R.S.E.'s chips and levels with a new game every orbit, in the usual
  order: 2-7 triple draw, limit hold'em, Omaha hi-lo, razz, stud, stud hi-lo, no-limit
  hold'em, pot-limit Omaha. The big-bet games play the level's blinds (half the small bet
  and the small bet), as the limit games do, so one set of blinds serves every game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.engine.entry_options import (
    FREEZEOUT,
    EntryKind,
    EntryOption,
    RebuyPolicy,
    entry_option_problems,
)
from app.engine.errors import ConfigError, chips
from app.engine.games import Game
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable
from app.engine.rotation import GameChange, NightGame, Rotation, rotation_problems
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from app.engine.structure import (
    MINUTE,
    BlindStructure,
    Break,
    Chip,
    ChipSet,
    Level,
    level_rule_problems,
    structure_problems,
    unit_in_play,
)
from app.engine.wording import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True, slots=True)
class TournamentPreset:
    """Everything chosen before a tournament starts.

    ``buy_in`` is money (whole currency units); ``starting_chips`` lists how many chips
    of each value make up the ``starting_stack``, as handed to each player.
    """

    name: str
    description: str
    rules: RuleProfile
    buy_in: int
    starting_stack: int
    starting_chips: tuple[tuple[int, int], ...]
    chip_set: ChipSet
    structure: BlindStructure
    payouts: PayoutTable = DEFAULT_PAYOUTS
    rebuys: RebuyPolicy = FREEZEOUT
    rotation: Rotation | None = None
    seats_per_table: int = 9
    """The tables a new night of the preset seats (eight for stud games)."""

    def hand_rules(self, index: int) -> RuleProfile:
        """The rule profile for a hand played at step ``index``: chip unit as in play then.

        :raises ConfigError: if the index is outside the structure.
        """
        return replace(self.rules, chip_unit=unit_in_play(self.structure, self.chip_set, index))

    @property
    def shown_name(self) -> str:
        """The name in the language in use (:attr:`name` stays the preset's key)."""
        return translate("Presets", self.name)

    @property
    def shown_description(self) -> str:
        """The description in the language in use."""
        return translate("Presets", self.description)


def preset_problems(preset: TournamentPreset) -> tuple[str, ...]:
    """Everything that does not fit together in a preset, as dealer-readable lines.

    Checks the structure against the chips (:func:`structure_problems`), the rule
    profile's chip unit, the starting stack and its chips, antes against the ante mode,
    fixed-limit bets in other games, and the rebuy options against the levels and chips.
    """
    problems = list(structure_problems(preset.structure, preset.chip_set))
    unit = preset.chip_set.unit
    if preset.rules.chip_unit != unit:
        problems.append(translate(
            "Presets", "The rules' chip unit ({chip_unit}) is not the smallest chip ({unit})"
        ).format(chip_unit=chips(preset.rules.chip_unit), unit=chips(unit)))
    if preset.buy_in < 0:
        problems.append(translate(
            "Presets", "The buy-in cannot be negative ({amount})"
        ).format(amount=preset.buy_in))
    problems.extend(_stack_problems(preset))
    problems.extend(level_rule_problems(preset.structure, preset.rules, None, preset.rotation))
    problems.extend(rotation_problems(preset.rotation, preset.seats_per_table))
    problems.extend(
        entry_option_problems(preset.rebuys, preset.structure, preset.chip_set)
    )
    return tuple(problems)


def verify_preset(preset: TournamentPreset) -> None:
    """Check a preset.

    :raises ConfigError: with every problem of :func:`preset_problems`, one per line.
    """
    problems = preset_problems(preset)
    if problems:
        raise ConfigError("\n".join(problems))


def _stack_problems(preset: TournamentPreset) -> list[str]:
    """Problems of the starting stack and the chips that make it up."""
    problems: list[str] = []
    stack, unit = preset.starting_stack, preset.chip_set.unit
    if stack <= 0 or stack % unit:
        problems.append(translate(
            "Presets", "The starting stack ({stack}) must be a positive multiple of {unit}"
        ).format(stack=chips(stack), unit=chips(unit)))
    for value, count in preset.starting_chips:
        if value not in preset.chip_set.denominations:
            problems.append(translate(
                "Presets", "The starting chips include {value}s, not in the chip set"
            ).format(value=chips(value)))
        if count < 0:
            problems.append(translate(
                "Presets", "The starting chips cannot hold {count} × {value}"
            ).format(count=count, value=chips(value)))
    total = sum(value * count for value, count in preset.starting_chips)
    if total != stack:
        problems.append(translate(
            "Presets", "The starting chips add up to {total}, not the stack of {stack}"
        ).format(total=chips(total), stack=chips(stack)))
    return problems


_HOME_CHIPS = ChipSet(
    (
        Chip(25, "green"),
        Chip(100, "black"),
        Chip(500, "purple"),
        Chip(1000, "yellow"),
        Chip(5000, "orange"),
    )
)

_BIG_BLIND_ANTE = RuleProfile(
    structure=BettingStructure.NO_LIMIT, ante_mode=AnteMode.BIG_BLIND, chip_unit=25
)


def _levels(minutes: int, *blinds: tuple[int, int, int]) -> tuple[Level, ...]:
    """Levels of equal length from ``(small blind, big blind, ante)`` triples."""
    return tuple(Level(sb, bb, ante, minutes * MINUTE) for sb, bb, ante in blinds)


POKER_PRACTICE = TournamentPreset(
    name=QT_TRANSLATE_NOOP("Presets", "The Poker Practice"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "No-limit Hold'em, ante 250, blinds 500/1,000 that never rise. 50,000 chips each "
        "(50 big blinds); freezeout.",
    ),
    rules=RuleProfile(
        structure=BettingStructure.NO_LIMIT, ante_mode=AnteMode.CLASSIC, chip_unit=250
    ),
    buy_in=20,
    starting_stack=50_000,
    starting_chips=((250, 8), (500, 6), (1000, 10), (5000, 7)),
    chip_set=ChipSet(
        (Chip(250, "blue"), Chip(500, "purple"), Chip(1000, "yellow"), Chip(5000, "orange"))
    ),
    structure=BlindStructure((Level(500, 1000, 250, 20 * MINUTE),)),
)

FIXED_LIMIT_1_2 = TournamentPreset(
    name=QT_TRANSLATE_NOOP("Presets", "$1/$2 fixed limit"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "Fixed-limit Hold'em, blinds $1/$1, bets $1/$2 that never rise; four raises per "
        "player per round, no ante. $100 in chips each (50 big bets); freezeout.",
    ),
    rules=RuleProfile(
        structure=BettingStructure.FIXED_LIMIT,
        ante_mode=AnteMode.NONE,
        max_raises=4,
        raise_cap_mode=RaiseCapMode.PER_PLAYER,
        chip_unit=1,
        uncapped_heads_up=False,
    ),
    buy_in=20,
    starting_stack=100,
    starting_chips=((1, 10), (5, 8), (25, 2)),
    chip_set=ChipSet((Chip(1, "white"), Chip(5, "red"), Chip(25, "green"))),
    structure=BlindStructure(
        (Level(1, 1, 0, 20 * MINUTE, small_bet=1, big_bet=2),)
    ),
)

HOME_FAST = TournamentPreset(
    name=QT_TRANSLATE_NOOP("Presets", "Home game — fast"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "For 8–30 players in about three hours: 10,000 chips, 12-minute levels, big-blind "
        "ante from level 5, color-up breaks after levels 4 and 8. One re-entry until the "
        "end of level 4.",
    ),
    rules=_BIG_BLIND_ANTE,
    buy_in=20,
    starting_stack=10_000,
    starting_chips=((25, 8), (100, 18), (500, 4), (1000, 6)),
    chip_set=_HOME_CHIPS,
    structure=BlindStructure(
        (
            *_levels(12, (25, 50, 0), (50, 100, 0), (75, 150, 0), (100, 200, 0)),
            Break(10 * MINUTE, "Color up the 25s", color_up=25),
            *_levels(12, (200, 400, 400), (300, 600, 600), (400, 800, 800),
                     (500, 1000, 1000)),
            Break(10 * MINUTE, "Color up the 100s", color_up=100),
            *_levels(12, (1000, 2000, 2000), (1500, 3000, 3000), (2000, 4000, 4000),
                     (3000, 6000, 6000), (5000, 10_000, 10_000), (10_000, 20_000, 20_000)),
        )
    ),
    rebuys=RebuyPolicy(
        re_entry=EntryOption(EntryKind.RE_ENTRY, cost=20, chips=10_000, until_level=4)
    ),
)

HOME_STANDARD = TournamentPreset(
    name=QT_TRANSLATE_NOOP("Presets", "Home game — standard"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "For 8–30 players over an evening: 20,000 chips, 20-minute levels, big-blind ante "
        "from level 5. Rebuys (at 20,000 chips or fewer, up to two each) and one add-on until "
        "the break after level 4.",
    ),
    rules=_BIG_BLIND_ANTE,
    buy_in=30,
    starting_stack=20_000,
    starting_chips=((25, 8), (100, 18), (500, 6), (1000, 5), (5000, 2)),
    chip_set=_HOME_CHIPS,
    structure=BlindStructure(
        (
            *_levels(20, (25, 50, 0), (50, 100, 0), (75, 150, 0), (100, 200, 0)),
            Break(10 * MINUTE, QT_TRANSLATE_NOOP("Structure", "Last rebuys and add-ons")),
            *_levels(20, (150, 300, 300), (200, 400, 400), (300, 600, 600), (400, 800, 800)),
            Break(15 * MINUTE, "Color up the 25s", color_up=25),
            *_levels(20, (500, 1000, 1000), (600, 1200, 1200), (800, 1600, 1600),
                     (1000, 2000, 2000)),
            Break(15 * MINUTE, "Color up the 100s", color_up=100),
            *_levels(20, (1500, 3000, 3000), (2000, 4000, 4000), (2500, 5000, 5000),
                     (3000, 6000, 6000), (4000, 8000, 8000), (5000, 10_000, 10_000),
                     (7000, 14_000, 14_000), (10_000, 20_000, 20_000)),
        )
    ),
    rebuys=RebuyPolicy(
        rebuy=EntryOption(
            EntryKind.REBUY, cost=30, chips=20_000, until_level=4, max_per_player=2,
            max_stack=20_000,
        ),
        add_on=EntryOption(EntryKind.ADD_ON, cost=30, chips=20_000, until_level=4),
    ),
)

def _as_omaha(structure: BlindStructure) -> BlindStructure:
    """The structure's levels dealing Omaha, without antes; breaks as they are."""
    return BlindStructure(tuple(
        replace(step, ante=0, game=Game.OMAHA) if isinstance(step, Level) else step
        for step in structure.steps
    ))


PLO_HOME = replace(
    HOME_STANDARD,
    name=QT_TRANSLATE_NOOP("Presets", "PLO — home game"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "Pot-limit Omaha for 8–30 players over an evening: 20,000 chips, 20-minute levels, "
        "no antes. Rebuys (at 20,000 chips or fewer, up to two each) and one add-on until "
        "the break after level 4.",
    ),
    rules=RuleProfile(
        structure=BettingStructure.POT_LIMIT, ante_mode=AnteMode.NONE, chip_unit=25
    ),
    structure=_as_omaha(HOME_STANDARD.structure),
)

DEALERS_CHOICE = replace(
    HOME_STANDARD,
    name=QT_TRANSLATE_NOOP("Presets", "Dealer's choice — hold'em and Omaha"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "The button chooses each orbit's game: no-limit hold'em, pot-limit Omaha or "
        "limit Omaha hi-lo. 20,000 chips, 20-minute levels, no antes, rebuys and one "
        "add-on until the first break.",
    ),
    rules=RuleProfile(
        structure=BettingStructure.NO_LIMIT, ante_mode=AnteMode.NONE, chip_unit=25
    ),
    structure=BlindStructure(tuple(
        replace(step, ante=0) if isinstance(step, Level) else step
        for step in HOME_STANDARD.structure.steps
    )),
    rotation=Rotation(
        (
            NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
            NightGame(Game.OMAHA, BettingStructure.POT_LIMIT),
            NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
        ),
        GameChange.DEALERS_CHOICE,
    ),
)

def _horse_levels(*rows: tuple[int, int, int]) -> tuple[Level, ...]:
    """20-minute H.O.R.S.E. levels from (small bet, ante, bring-in): blinds of half the
    small bet and the small bet for the flop games, the big bet twice the small."""
    return tuple(
        Level(bet // 2, bet, ante, 20 * MINUTE, bet, 2 * bet, bring_in=bring_in)
        for bet, ante, bring_in in rows
    )


HORSE = replace(
    HOME_STANDARD,
    name=QT_TRANSLATE_NOOP("Presets", "H.O.R.S.E."),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "A new game every level: limit hold'em, Omaha hi-lo, razz, stud and stud hi-lo. "
        "Tables of eight, 20,000 chips, 20-minute levels; rebuys and one add-on until the "
        "first break.",
    ),
    rules=RuleProfile(
        structure=BettingStructure.FIXED_LIMIT, ante_mode=AnteMode.NONE, chip_unit=25
    ),
    structure=BlindStructure((
        *_horse_levels((100, 25, 25), (200, 25, 50), (300, 50, 75), (400, 75, 100)),
        Break(10 * MINUTE, QT_TRANSLATE_NOOP("Structure", "Last rebuys and add-ons")),
        *_horse_levels((600, 100, 150), (800, 150, 200), (1000, 200, 250), (1500, 300, 400)),
        Break(15 * MINUTE, "Color up the 25s", color_up=25),
        *_horse_levels((2000, 400, 500), (3000, 600, 700), (4000, 800, 1000),
                       (6000, 1200, 1500)),
    )),
    rotation=Rotation(
        (
            NightGame(Game.HOLDEM, BettingStructure.FIXED_LIMIT),
            NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
            NightGame(Game.RAZZ, BettingStructure.FIXED_LIMIT),
            NightGame(Game.STUD, BettingStructure.FIXED_LIMIT),
            NightGame(Game.STUD_HI_LO, BettingStructure.FIXED_LIMIT),
        ),
        GameChange.LEVEL,
    ),
    seats_per_table=8,
)

EIGHT_GAME = replace(
    HORSE,
    name=QT_TRANSLATE_NOOP("Presets", "8-game"),
    description=QT_TRANSLATE_NOOP(
        "Presets",
        "A new game every orbit: 2-7 triple draw, limit hold'em, Omaha hi-lo, razz, stud, "
        "stud hi-lo, no-limit hold'em, pot-limit Omaha. Tables of eight, 20,000 chips, "
        "20-minute levels, rebuys.",
    ),
    rotation=Rotation(
        (
            NightGame(Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT),
            NightGame(Game.HOLDEM, BettingStructure.FIXED_LIMIT),
            NightGame(Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
            NightGame(Game.RAZZ, BettingStructure.FIXED_LIMIT),
            NightGame(Game.STUD, BettingStructure.FIXED_LIMIT),
            NightGame(Game.STUD_HI_LO, BettingStructure.FIXED_LIMIT),
            NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
            NightGame(Game.OMAHA, BettingStructure.POT_LIMIT),
        ),
        GameChange.ORBIT,
    ),
)

PRESETS: tuple[TournamentPreset, ...] = (
    POKER_PRACTICE,
    FIXED_LIMIT_1_2,
    HOME_FAST,
    HOME_STANDARD,
    PLO_HOME,
    DEALERS_CHOICE,
    HORSE,
    EIGHT_GAME,
)


def preset_named(name: str) -> TournamentPreset:
    """The built-in preset with this name.

    :raises ConfigError: if there is none.

    >>> preset_named("The Poker Practice").structure.levels[0].describe()
    '500/1,000, ante 250'
    """
    for preset in PRESETS:
        if preset.name == name:
            return preset
    known = ", ".join(p.name for p in PRESETS)
    raise ConfigError(translate(
        "Presets", "There is no preset called {name}; the presets are {known}"
    ).format(name=repr(name), known=known))
