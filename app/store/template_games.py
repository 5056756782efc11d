"""A level's game in a template: ``game = "PO"`` (a PHH variant code: the game and its
betting) or ``game = "omaha"`` (the game; the betting stays the rules'), with an
optional ``betting = "pot-limit"`` for what no code says (pot-limit Omaha hi-lo).

Hold'em levels betting as the rules say are written without either key, so templates
written before levels had games read, and are written, the same.

The night's rotation is a table of its own, written only when there is one::

    [rotation]
    games = ["NT", "PO", "FO/8"]        # codes or names, as a level's game
    change = "dealers-choice"           # or "level", "orbit"

A game no code names is written as a table: ``{ game = "omaha", betting = "no-limit" }``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from app.engine.errors import ConfigError
from app.engine.games import Game
from app.engine.rotation import GameChange, NightGame, Rotation
from app.engine.rules import BettingStructure
from app.engine.structure import Level
from app.engine.wording import translate
from app.store.phh_writer import VARIANT_CODES, VARIANTS
from app.store.template_schema import TemplateError, choice_text
from app.store.toml_writer import Value

GAME_NAMES: Mapping[str, Game] = MappingProxyType({
    "holdem": Game.HOLDEM,
    "texas-holdem": Game.HOLDEM,
    "omaha": Game.OMAHA,
    "omaha-hi-lo": Game.OMAHA_HI_LO,
    "omaha-hi/lo": Game.OMAHA_HI_LO,
    "omaha/8": Game.OMAHA_HI_LO,
    "omaha-8": Game.OMAHA_HI_LO,
    "short-deck": Game.SHORT_DECK,
    "short-deck-holdem": Game.SHORT_DECK,
    "six-plus": Game.SHORT_DECK,
    "stud": Game.STUD,
    "seven-card-stud": Game.STUD,
    "stud-hi-lo": Game.STUD_HI_LO,
    "stud/8": Game.STUD_HI_LO,
    "stud-8": Game.STUD_HI_LO,
    "razz": Game.RAZZ,
    "2-7-triple-draw": Game.TRIPLE_DRAW,
    "deuce-to-seven-triple-draw": Game.TRIPLE_DRAW,
    "triple-draw": Game.TRIPLE_DRAW,
    "2-7-single-draw": Game.SINGLE_DRAW,
    "deuce-to-seven-single-draw": Game.SINGLE_DRAW,
    "single-draw": Game.SINGLE_DRAW,
    "badugi": Game.BADUGI,
})  # fmt: skip
"""Friendly names of a game alone, lowercase, spaces as hyphens: the rules' betting."""

_SHORTHANDS: Mapping[str, tuple[Game, BettingStructure]] = MappingProxyType({
    "NLH": (Game.HOLDEM, BettingStructure.NO_LIMIT),
    "PLH": (Game.HOLDEM, BettingStructure.POT_LIMIT),
    "LHE": (Game.HOLDEM, BettingStructure.FIXED_LIMIT),
    "PLO": (Game.OMAHA, BettingStructure.POT_LIMIT),
    "PLO/8": (Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT),
    "PLO8": (Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT),
    "O/8": (Game.OMAHA_HI_LO, BettingStructure.FIXED_LIMIT),
})  # fmt: skip
"""The names players use for a game and its betting, beside the PHH codes."""

_CODES = MappingProxyType({**VARIANTS, **_SHORTHANDS})
_WRITTEN_NAMES: Mapping[Game, str] = MappingProxyType(
    {Game.HOLDEM: "holdem", Game.OMAHA: "omaha", Game.OMAHA_HI_LO: "omaha-hi-lo",
     Game.SHORT_DECK: "short-deck", Game.STUD: "stud", Game.STUD_HI_LO: "stud-hi-lo",
     Game.RAZZ: "razz", Game.TRIPLE_DRAW: "2-7-triple-draw",
     Game.SINGLE_DRAW: "2-7-single-draw", Game.BADUGI: "badugi"}
)


def read_level_game(
    game_text: str | None, betting_text: str | None, where: str
) -> tuple[Game, BettingStructure | None]:
    """The game and betting of a level from its ``game`` and ``betting`` keys.

    :raises TemplateError: if the game is not known, the betting not a betting structure,
        or the betting contradicts the code's.

    >>> read_level_game("FO/8", None, "structure[1]")
    (<Game.OMAHA_HI_LO: 'omaha_hi_lo'>, <BettingStructure.FIXED_LIMIT: 'fixed_limit'>)
    >>> read_level_game("Omaha Hi-Lo", "pot-limit", "structure[1]")[1]
    <BettingStructure.POT_LIMIT: 'pot_limit'>
    """
    betting_field, game_field = f"{where}.betting", f"{where}.game"
    betting = None if betting_text is None else _betting(betting_text, betting_field)
    if game_text is None:
        return Game.HOLDEM, betting
    code = _CODES.get(game_text.strip().upper())
    if code is not None:
        if betting is not None and betting is not code[1]:
            raise TemplateError(translate(
                "Template", "{field}: {code} is {betting}; leave out betting or change the game"
            ).format(field=betting_field, code=game_text.strip(),
                     betting=choice_text(code[1])))
        return code
    game = GAME_NAMES.get(_normalized(game_text))
    if game is None:
        raise TemplateError(translate(
            "Template", "{field}: {value} is not a game; write a code ({codes}) or a name "
            "({names})"
        ).format(field=game_field, value=repr(game_text), codes=", ".join(_CODES),
                 names=", ".join(_WRITTEN_NAMES.values())))
    return game, betting


def level_game_document(level: Level) -> dict[str, str]:
    """The ``game`` (and where no code says it, ``betting``) keys of a level; empty for a
    hold'em level betting as the rules say.

    >>> level_game_document(Level(1, 2, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT))
    {'game': 'PO'}
    >>> level_game_document(Level(1, 2, game=Game.OMAHA))
    {'game': 'omaha'}
    >>> level_game_document(Level(1, 2))
    {}
    """
    if level.betting is None:
        return {} if level.game is Game.HOLDEM else {"game": _WRITTEN_NAMES[level.game]}
    code = VARIANT_CODES.get((level.game, level.betting))
    if code is not None:
        return {"game": code}
    return {"game": _WRITTEN_NAMES[level.game], "betting": choice_text(level.betting)}


def _betting(text: str, field: str) -> BettingStructure:
    wanted = _normalized(text).replace("-", "_")
    for member in BettingStructure:
        if member.value == wanted:
            return member
    raise TemplateError(translate("Template", "{field}: {value} is not one of {allowed}").format(
        field=field, value=repr(text),
        allowed=", ".join(choice_text(member) for member in BettingStructure),
    ))


def _normalized(text: str) -> str:
    """``'Short Deck Hold'em'`` → ``"short-deck-hold'em"`` → lowercase, hyphens, and the
    apostrophe of hold'em optional."""
    words = "-".join(text.strip().lower().replace("_", " ").replace("-", " ").split())
    return words.replace("hold'em", "holdem")


def _first_codes() -> dict[tuple[Game, BettingStructure], str]:
    codes = dict(VARIANT_CODES)
    for code, key in _SHORTHANDS.items():
        codes.setdefault(key, code)  # the first shorthand listed: PLO/8, not PLO8
    return codes


_CODE_OF: Mapping[tuple[Game, BettingStructure], str] = MappingProxyType(_first_codes())
"""The code a rotation's game is written as: PHH's, else the players' (``PLO/8``)."""


def read_rotation_game(
    value: object, rules_betting: BettingStructure, where: str
) -> NightGame:
    """One game of a rotation: a code or name (``"PO"``, ``"omaha"``: the rules' betting),
    or a table with ``game`` and ``betting``.

    :raises TemplateError: naming the entry, if it is neither or names no game.

    >>> read_rotation_game("O/8", BettingStructure.NO_LIMIT, "rotation.games[3]").label
    'Fixed-limit Omaha Hi-Lo'
    """
    if isinstance(value, str):
        game, betting = read_level_game(value, None, where)
    elif isinstance(value, Mapping) and set(value) <= {"game", "betting"} and all(
        isinstance(part, str) for part in value.values()
    ):
        game_text, betting_text = value.get("game"), value.get("betting")
        if game_text is None:
            field = f"{where}.game"  # a key's name, not words
            raise TemplateError(translate("Template", "{field}: missing").format(field=field))
        game, betting = read_level_game(game_text, betting_text, where)
    else:
        raise TemplateError(translate(
            "Template", "{field}: expected a game (\"PO\", \"omaha\") or a table with game "
            "and betting, not {value}"
        ).format(field=where, value=repr(value)))
    return NightGame(game, betting if betting is not None else rules_betting)


def read_rotation(
    games: object, change_text: str | None, rules_betting: BettingStructure, where: str
) -> Rotation:
    """The rotation from its ``games`` list and ``change`` (``level`` when left out).

    :raises TemplateError: naming the field of the first problem.
    """
    games_field, change_field = f"{where}.games", f"{where}.change"  # keys, not words
    if not isinstance(games, Sequence) or isinstance(games, str) or not games:
        raise TemplateError(translate(
            "Template", "{field}: expected a list of games, not {value}"
        ).format(field=games_field, value=repr(games)))
    nights = tuple(
        read_rotation_game(value, rules_betting, f"{where}.games[{number}]")
        for number, value in enumerate(games, start=1)
    )
    change = GameChange.LEVEL
    if change_text is not None:
        wanted = _normalized(change_text).replace("-", "_").replace("'", "")
        found = [member for member in GameChange if member.value == wanted]
        if not found:
            raise TemplateError(translate(
                "Template", "{field}: {value} is not one of {allowed}"
            ).format(field=change_field, value=repr(change_text),
                     allowed=", ".join(_change_text(member) for member in GameChange)))
        change = found[0]
    if len(set(nights)) != len(nights):
        raise TemplateError(translate(
            "Template", "{field}: a game is listed twice"
        ).format(field=games_field))
    try:
        return Rotation(nights, change)
    except ConfigError as error:
        raise TemplateError(f"{games_field}: {error}") from error


def rotation_document(rotation: Rotation) -> dict[str, Value]:
    """The ``[rotation]`` table of a template.

    >>> from app.engine.presets import DEALERS_CHOICE
    >>> assert DEALERS_CHOICE.rotation is not None
    >>> rotation_document(DEALERS_CHOICE.rotation)
    {'games': ['NT', 'PO', 'FO/8'], 'change': 'dealers-choice'}
    """
    games: list[Value] = []
    for night in rotation.games:
        code = _CODE_OF.get((night.game, night.betting))
        games.append(code if code is not None else {
            "game": _WRITTEN_NAMES[night.game], "betting": choice_text(night.betting)})
    return {"games": games, "change": _change_text(rotation.change)}


def _change_text(change: GameChange) -> str:
    return change.value.replace("_", "-")
