"""PHH hand histories: read a ``.phh`` file into Feltboard's engine, and write one back.

PHH (https://phh.readthedocs.io) is TOML. Feltboard reads and writes the Texas Hold'em
variants ``NT`` (no-limit), ``PT`` (pot-limit) and ``FT`` (fixed-limit).

Players ``p1``..``pN`` are listed clockwise starting with the first player after the
button: p1 is the small blind, p2 the big blind. Heads-up, the arrays ``antes`` and
``blinds_or_straddles`` are reversed by rule, so ``blinds_or_straddles = [1, 2]`` makes p1
(the big blind) post 2 and p2 (the button) post 1; p1 is still the first player after the
button. Some heads-up histories list the blinds the other way, ``[2, 1]`` (a real Absolute
Poker hand of the public PHH dataset): after the reversal p1 posts the small blind and p2,
on the button, the big blind, so p1 acts first in every round. PokerKit plays it that way
and so does Feltboard.

Extension fields (PHH lets a file add fields starting with ``_``):

- ``_chip_unit`` (int, default 1): the smallest chip in play, for splits.
- ``_ante_mode`` (``"classic"`` | ``"big_blind"`` | ``"none"``): who posts the ante. By
  default ``"big_blind"`` when only the big blind's entry of ``antes`` is non-zero, else
  ``"classic"``.
- ``_button_seat`` (int): the button's seat number, possibly an empty seat (dead button);
  by default the seat of the last player.
- ``_dead_small_blind`` (int, default 0): the level's small blind in a hand where nobody
  posts it (a dead small blind: ``blinds_or_straddles`` holds the big blind alone). Pot
  limit counts it in full in the pot before the flop (RULES.md, TDA 54), so without it a
  pot-sized raise of the hand would be refused.
- ``_max_raises`` (int, or 0 for no cap) and ``_raise_cap_mode`` (``"per_round"`` |
  ``"per_player"``): the fixed-limit raise cap of the rule profile.
- ``_uncapped_heads_up`` (bool, default ``true``): no raise cap with only two players left
  in the hand (RULES.md's heads-up option).
- ``_pot_awards`` (array of ``[pot, player, ...]``, players numbered from 1 like ``pN``):
  pots the dealer awarded without ranking cards.

Feltboard posts forced bets itself from the config and follows RULES.md where PokerKit
differs (a short big blind still makes others call the full blind; a big-blind ante is
posted after the blind and is dead money in the main pot; in pot limit short blinds and
a dead small blind count in full in the pot before the flop, TDA 54). A written file sets
``ante_trimming_status = true`` with classic antes so that PokerKit, too, layers a short
ante into the pots as RULES.md does.
"""

from __future__ import annotations

import functools
import json
import re
import tomllib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from json.encoder import encode_basestring
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from app.engine.cards import Card, full_deck, parse_card
from app.engine.config import MAX_PLAYERS, HandConfig, SeatConfig, Street
from app.engine.errors import CardError, FeltboardError, chips
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, advance_recorded, replay
from app.engine.names import name_problem, printable
from app.engine.pots import clockwise_from
from app.engine.results import HandResult
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile

VARIANTS: Mapping[str, BettingStructure] = MappingProxyType(
    {
        "NT": BettingStructure.NO_LIMIT,
        "PT": BettingStructure.POT_LIMIT,
        "FT": BettingStructure.FIXED_LIMIT,
    }
)
_VARIANT_CODES: Mapping[BettingStructure, str] = MappingProxyType(
    {structure: code for code, structure in VARIANTS.items()}
)
_UNKNOWN = "??"
_PLAYER = re.compile(r"p([0-9]+)")
_ACTIONS_KEY = re.compile(r"^[ \t]*actions[ \t]*=", re.MULTILINE)
_BOARD_EVENTS: tuple[type[FlopDealt] | type[TurnDealt] | type[RiverDealt], ...] = (
    FlopDealt,
    TurnDealt,
    RiverDealt,
)
_BOARD_SIZES = (3, 1, 1)
_UNKNOWN_BOARD = ("??????", "??", "??")
# PHH's own spelling of each card (rank letter, lower-case suit) and "??" for unknown.
_PHH_CARDS: Mapping[str, Card | None] = MappingProxyType(
    {str(card): card for card in full_deck()} | {_UNKNOWN: None}
)


# Limits on what a file may hold: a real hand is a few kilobytes, with amounts far below
# these; anything beyond is refused before it can cost time or memory.
MAX_PHH_BYTES = 1_000_000
"""The largest PHH file read (1 MB)."""
MAX_AMOUNT = 10**15
"""The largest amount, stack, seat number or count a PHH file may hold."""
MAX_ACTION_CHARS = 1_000
"""The longest entry of ``actions`` (comment included)."""
MAX_NAME_CHARS = 100
"""The longest player name."""
MAX_NESTING = 32
"""The deepest nesting of arrays (PHH itself uses two: ``_pot_awards``)."""
_ECHO_CHARS = 40  # the most of a file's text an error message repeats


class PHHError(FeltboardError):
    """A PHH file that cannot be read or a hand that cannot be written as PHH.

    ``action`` is the 1-based number of the offending entry of ``actions`` and ``line``
    its line in the file, when known.
    """

    def __init__(
        self,
        reason: str,
        *,
        action: int | None = None,
        text: str | None = None,
        line: int | None = None,
    ) -> None:
        self.reason = reason
        self.action = action
        self.text = text
        self.line = line
        where: list[str] = []
        if line is not None:
            where.append(f"line {line}")
        if action is not None:
            where.append(f"action {action}" + (f" {_shown(text)}" if text is not None else ""))
        super().__init__(f"{', '.join(where)}: {reason}" if where else reason)

    def at_line(self, line: int | None) -> PHHError:
        """This error placed at ``line`` of the file (itself if it has a line already)."""
        if self.line is not None or line is None:
            return self
        return PHHError(self.reason, action=self.action, text=self.text, line=line)


def _shown(value: object) -> str:
    """``repr(value)``, cut short: a hostile file's text is never echoed whole."""
    if isinstance(value, str) and len(value) > _ECHO_CHARS:
        return f"{value[:_ECHO_CHARS]!r}… ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= _ECHO_CHARS else f"{text[:_ECHO_CHARS]}…"


@dataclass(frozen=True, slots=True)
class PHHHand:
    """A hand read from PHH: the config and events Feltboard replays, and the result.

    ``seats`` and ``players`` follow the file's order (p1 first); ``state`` is the replay.
    """

    config: HandConfig
    events: tuple[HandEvent, ...]
    state: HandState
    seats: tuple[int, ...]
    players: tuple[str, ...]

    def index_of(self, seat: int) -> int:
        """The 0-based file index (p1 is 0) of the player in ``seat``.

        :raises PHHError: if nobody in the hand sits in ``seat``.
        """
        if seat not in self.seats:
            raise PHHError(f"Seat {seat} is not in this hand")
        return self.seats.index(seat)

    def result(self) -> HandResult:
        """Pots, winners and final stacks.

        :raises PHHError: if the actions stop before the hand is over, saying what is
            missing.
        """
        if not self.state.is_complete:
            raise PHHError(_unfinished_reason(self.state))
        return self.state.result()


# ----- reading ---------------------------------------------------------------------------


def load_phh(path: str | Path) -> PHHHand:
    """Read the PHH file at ``path``.

    :raises PHHError: if the file cannot be read, is larger than :data:`MAX_PHH_BYTES`,
        is not UTF-8 text or is not a hand Feltboard can replay.
    """
    try:
        with Path(path).open("rb") as stream:
            data = stream.read(MAX_PHH_BYTES + 1)
    except OSError as error:
        raise PHHError(f"Cannot read the file: {error.strerror or error}") from error
    if len(data) > MAX_PHH_BYTES:
        raise PHHError(_too_large())
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise PHHError(
            f"The file is not UTF-8 text (byte {error.start + 1:,} cannot be read)", line=line
        ) from error
    return read_phh(text)


def _too_large() -> str:
    return (
        f"The file is larger than {MAX_PHH_BYTES // 1_000_000} MB; a PHH hand history is a "
        "few kilobytes"
    )


def read_phh(text: str) -> PHHHand:
    """Replay the PHH hand in ``text`` through Feltboard's engine.

    :raises PHHError: for malformed TOML, a missing or wrong field, an unsupported game
        (straddles, another variant), an illegal action or a wrong card (naming the
        action number, its line and the reason), or a showdown that the known cards
        cannot decide; or for a file beyond the limits (:data:`MAX_PHH_BYTES`,
        :data:`~app.engine.config.MAX_PLAYERS` players, :data:`MAX_AMOUNT`,
        :data:`MAX_ACTION_CHARS`, :data:`MAX_NAME_CHARS`, :data:`MAX_NESTING`).
    """
    if text.startswith("\ufeff"):
        text = text[1:]  # the byte order mark some Windows editors write
    if len(text) > MAX_PHH_BYTES:
        raise PHHError(_too_large())
    _verify_nesting(text)
    doc = _parse_toml(text)
    try:
        config, seats, players = _config_from(doc)
        actions = _string_list(doc, "actions")
    except PHHError as error:
        raise error.at_line(_field_line(text, error.reason)) from error
    reader = _Reader(config, seats)
    for number, action in enumerate(actions, start=1):
        try:
            if len(action) > MAX_ACTION_CHARS:
                raise PHHError(
                    f"An action is at most {MAX_ACTION_CHARS:,} characters; this one has "
                    f"{len(action):,}"
                )
            reader.feed(action)
        except FeltboardError as error:
            reason = error.reason if isinstance(error, PHHError) else str(error)
            line = _action_lines(text, actions[:number])[-1]
            raise PHHError(reason, action=number, text=action, line=line) from error
    reader.finish(_pot_awards(doc, seats))
    state = reader.state
    return PHHHand(config, state.events, state, seats, players)


def _parse_toml(text: str) -> dict[str, object]:
    fast = parse_flat_toml(text)
    if fast is not None:
        return fast
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _toml_error(error) from error
    except ValueError as error:  # an integer beyond Python's 4,300 digits
        raise _long_number(text) from error
    except RecursionError as error:  # kept out by _verify_nesting; never a traceback
        raise PHHError(f"Arrays are nested too deep; at most {MAX_NESTING} levels") from error


_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_LONG_NUMBER = re.compile(r"[0-9_]{4000,}")


def _toml_error(error: tomllib.TOMLDecodeError) -> PHHError:
    """tomllib's message with its position as the line of the file."""
    message = str(error)
    found = _TOML_POSITION.search(message)
    if found is None:
        return PHHError(f"Not a valid PHH (TOML) file: {message}")
    reason = f"Not a valid PHH (TOML) file: {message[: found.start()]} (column {found[2]})"
    return PHHError(reason, line=int(found[1]))


def _long_number(text: str) -> PHHError:
    found = _LONG_NUMBER.search(text)
    line = text.count("\n", 0, found.start()) + 1 if found else None
    return PHHError(
        f"A number has thousands of digits; amounts go up to {chips(MAX_AMOUNT)}", line=line
    )


# Strings and comments (skipped: their brackets do not nest) or a bracket.
_NESTING_TOKENS = re.compile(
    r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|[\[\]{}]'
)


def _verify_nesting(text: str) -> None:
    """Refuse arrays or tables nested deeper than :data:`MAX_NESTING`, before a parser
    recurses into them (a loop, not recursion: any depth is measured safely).

    :raises PHHError: naming the line where the nesting gets too deep.
    """
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return  # too few brackets to nest that deep: the usual case, at C speed
    depth = 0
    for token in _NESTING_TOKENS.finditer(text):
        bracket = token.group()
        if bracket in ("[", "{"):
            depth += 1
            if depth > MAX_NESTING:
                line = text.count("\n", 0, token.start()) + 1
                raise PHHError(
                    f"Arrays are nested more than {MAX_NESTING} levels deep; PHH needs two",
                    line=line,
                )
        elif bracket in ("]", "}"):
            depth = max(depth - 1, 0)


_QUOTED_FIELD = re.compile(r"'([A-Za-z_][A-Za-z0-9_-]*)")


def _field_line(text: str, reason: str) -> int | None:
    """The line of the first field ``reason`` names in quotes (``'antes'``), if written."""
    for name in _QUOTED_FIELD.findall(reason):
        found = re.search(rf"^[ \t]*{re.escape(name)}[ \t]*=", text, re.MULTILINE)
        if found is not None:
            return text.count("\n", 0, found.start()) + 1
    return None


# A key at the start of a line; splitting "\n" + text on it lets the regex engine skip
# ahead to each newline (a "^" pattern is tried at every character).
_KEY_AT_LINE_START = re.compile(r"\n[ \t]*([A-Za-z_][A-Za-z0-9_-]*)[ \t]*=[ \t]*")
# An array's trailing comma after a value (not "[,]", which TOML refuses).
# TOML's whitespace only: Python's \s would also skip a form feed, which TOML refuses.
_TRAILING_COMMA = re.compile(r"([^ \t\r\n,\[])[ \t\r\n]*,[ \t\r\n]*\]$")
_CLOSED = r"\1]"
_TOML_SPACE = " \t\r\n"  # str.strip() alone would also take \f, \v, NBSP...


def parse_flat_toml(text: str) -> dict[str, object] | None:
    """Fast path for the flat TOML that PHH files are: ``key = value`` lines.

    The values are read in one call of the C JSON parser (TOML's basic strings, integers,
    floats, booleans and arrays are JSON too). Anything else (comments, tables, dotted
    keys, ``1_000``, literal strings, or JSON-only words) returns ``None`` and the caller
    uses :mod:`tomllib`, so results never differ; the fast path only saves time.

    >>> parse_flat_toml('variant = "NT"\\nactions = [\\n  "p1 f",\\n]\\n')
    {'variant': 'NT', 'actions': ['p1 f']}
    >>> parse_flat_toml('seats = [1, 2] # comment') is None
    True
    """
    if any(word in text for word in _JSON_ONLY) or (
        "\\u" in text and _SURROGATE_ESCAPE.search(text)
    ):
        return None
    if "\r" in text and text.count("\r") != text.count("\r\n"):
        return None  # a carriage return alone: JSON skips it, TOML refuses it
    # [text before the first key, key 1, value 1, key 2, value 2, ...]
    pieces = _KEY_AT_LINE_START.split("\n" + text)
    if len(pieces) == 1 or pieces[0].strip(_TOML_SPACE):
        return None
    keys = pieces[1::2]
    values = pieces[2::2]
    # TOML wants the value on the key's line (JSON would skip the newline: ``x =\n1``).
    if len(set(keys)) != len(keys) or any(value[:1] in "\r\n" for value in values):
        return None
    # Each value as written after its quoted key: JSON skips TOML's spaces and newlines.
    parts = pieces[1:]
    parts[0::2] = [f',"{key}":' for key in keys]
    try:
        pairs = json.loads("{" + "".join(parts)[1:] + "}", object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return _trimmed_values(keys, values)
    return _document(pairs, keys)


def _trimmed_values(keys: Sequence[str], values: Sequence[str]) -> dict[str, object] | None:
    """:func:`parse_flat_toml` for values JSON does not take as written: each value is
    trimmed and loses an array's trailing comma (``[1, 2,]``), which TOML allows."""
    members = [
        f'"{key}": {_TRAILING_COMMA.sub(_CLOSED, value.strip(_TOML_SPACE))}'
        for key, value in zip(keys, values, strict=True)
    ]
    try:
        pairs = json.loads("{" + ", ".join(members) + "}", object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return None
    return _document(pairs, keys)


def _pairs(pairs: list[tuple[str, object]]) -> object:
    """The members of a JSON object as read (the only object: flat TOML has no tables)."""
    return _Pairs(pairs)


class _Pairs(list[tuple[str, object]]):
    """The top-level members, told apart from a JSON value."""


def _document(pairs: object, keys: Sequence[str]) -> dict[str, object] | None:
    """The document, if JSON read exactly the keys TOML has, in order: a value such as
    ``1, "y": 2`` would add a member of its own, which TOML refuses."""
    if not isinstance(pairs, _Pairs) or [key for key, _ in pairs] != list(keys):
        return None
    return dict(pairs)


# What JSON reads but flat TOML values never contain (objects, null, non-finite
# numbers, the escape \/, a raw DEL): any of it sends the file to tomllib (plain
# substring tests are fastest; a false alarm only costs time).
_JSON_ONLY = ("{", "}", "null", "NaN", "Infinity", "\\/", "\x7f")
# A \u escape of half a surrogate pair: JSON decodes it, TOML refuses it.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _field(doc: Mapping[str, object], name: str) -> object:
    if name not in doc:
        raise PHHError(f"The required field '{name}' is missing")
    return doc[name]


def _chips(value: object, name: str) -> int:
    """A chip amount: an integer, or a float with no fractional part, up to
    :data:`MAX_AMOUNT` either way."""
    if isinstance(value, bool):
        raise PHHError(f"'{name}' must be a number of chips, not {_shown(value)}")
    if isinstance(value, int):
        return _bounded(value, name)
    if isinstance(value, float) and value.is_integer():
        return _bounded(int(value), name)
    if isinstance(value, float):
        raise PHHError(f"'{name}' is {_shown(value)}; Feltboard counts whole chips only")
    raise PHHError(f"'{name}' must be a number of chips, not {_shown(value)}")


def _chips_list(doc: Mapping[str, object], name: str, count: int | None) -> tuple[int, ...]:
    value = _field(doc, name)
    if not isinstance(value, list):
        raise PHHError(f"'{name}' must be an array of numbers")
    if count is not None and len(value) != count:
        raise PHHError(f"'{name}' has {len(value)} entries for {count} players")
    if _plain_ints(value):
        amounts = tuple(value)
        if amounts and max(amounts) > MAX_AMOUNT:
            _bounded(max(amounts), name)
    else:
        amounts = tuple(_chips(item, f"{name}[{i}]") for i, item in enumerate(value))
    if min(amounts, default=0) < 0:
        raise PHHError(f"'{name}' cannot hold negative amounts")
    return amounts


def _bounded(value: int, name: str) -> int:
    """``value`` if it is at most :data:`MAX_AMOUNT` either way.

    :raises PHHError: naming the field, for a larger number.
    """
    if -MAX_AMOUNT <= value <= MAX_AMOUNT:
        return value
    size = f"{len(str(abs(value))):,} digits"
    raise PHHError(f"'{name}' holds a number of {size}; amounts go up to {chips(MAX_AMOUNT)}")


def _plain_ints(values: list[object]) -> bool:
    """Whether every item is an ``int`` (not a bool or float): the usual case, tested in C."""
    return set(map(type, values)) <= _INT_TYPE


_INT_TYPE = frozenset({int})
_STR_TYPE = frozenset({str})
_ANTE_MODES: Mapping[str, AnteMode] = MappingProxyType({m.value: m for m in AnteMode})
_CAP_MODES: Mapping[str, RaiseCapMode] = MappingProxyType({m.value: m for m in RaiseCapMode})
_Choice = TypeVar("_Choice")


def _string_list(doc: Mapping[str, object], name: str) -> list[str]:
    value = _field(doc, name)
    if not isinstance(value, list):
        raise PHHError(f"'{name}' must be an array of strings")
    if set(map(type, value)) <= _STR_TYPE:
        return list(value)  # plain strings, as parsed TOML holds them
    if not all(isinstance(item, str) for item in value):
        raise PHHError(f"'{name}' must be an array of strings")
    return [str(item) for item in value]


def _optional_int(doc: Mapping[str, object], name: str) -> int | None:
    value = doc.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise PHHError(f"'{name}' must be an integer, not {_shown(value)}")
    return _bounded(value, name)


def _named(value: object, choices: Mapping[str, _Choice]) -> _Choice | None:
    """``choices[value]`` if ``value`` is one of its names, else ``None`` (a list or a
    table read from the file included: they cannot even be looked up)."""
    return choices.get(value) if isinstance(value, str) else None


def _by_player(positional: Sequence[int]) -> tuple[int, ...]:
    """Per-player amounts from a PHH positional array (reversed heads-up, by rule)."""
    return tuple(reversed(positional)) if len(positional) == 2 else tuple(positional)


def _config_from(doc: Mapping[str, object]) -> tuple[HandConfig, tuple[int, ...], tuple[str, ...]]:
    """The hand config, seats and player names (file order) described by ``doc``."""
    variant = _field(doc, "variant")
    structure = _named(variant, VARIANTS)
    if structure is None:
        raise PHHError(
            f"The variant {_shown(variant)} is not supported; Feltboard plays Texas Hold'em: "
            + ", ".join(VARIANTS)
        )
    stacks = _chips_list(doc, "starting_stacks", None)
    count = len(stacks)
    if count > MAX_PLAYERS:
        raise PHHError(
            f"'starting_stacks' lists {count:,} players; a Hold'em hand deals at most "
            f"{MAX_PLAYERS} (two hole cards each and five board cards from one deck)"
        )
    if count < 2:
        raise PHHError("A hand needs at least two players in 'starting_stacks'")
    if min(stacks) <= 0:
        raise PHHError("Every starting stack must be positive")
    blinds = _chips_list(doc, "blinds_or_straddles", count)
    antes = _chips_list(doc, "antes", count)
    sb_player, bb_player, small_blind, big_blind = _blind_layout(blinds)
    dead_small_blind = _dead_small_blind(doc, big_blind)
    if sb_player is None:
        small_blind = dead_small_blind
    elif dead_small_blind:
        raise PHHError(
            "'_dead_small_blind' is for a hand where nobody posts the small blind, but "
            f"p{sb_player + 1} posts {small_blind} in 'blinds_or_straddles'"
        )
    ante, ante_mode = _ante_layout(doc, antes, bb_player)
    small_bet, big_bet = _bet_sizes(doc, structure, big_blind)
    seats, button = _seating(doc, count)
    players = _player_names(doc, count)
    rules = _rule_profile(doc, structure, ante_mode)
    entries = sorted(zip(seats, players, stacks, strict=True))
    try:
        config = HandConfig(
            seats=tuple(SeatConfig(seat, name, stack) for seat, name, stack in entries),
            button=button,
            small_blind_seat=None if sb_player is None else seats[sb_player],
            big_blind_seat=seats[bb_player],
            small_blind=small_blind,
            big_blind=big_blind,
            ante=ante,
            rules=rules,
            small_bet=small_bet,
            big_bet=big_bet,
        )
    except FeltboardError as error:
        raise PHHError(f"The hand's setup is not valid: {error}") from error
    return config, seats, players


def _blind_layout(blinds: Sequence[int]) -> tuple[int | None, int, int, int]:
    """Small-blind player (``None`` if dead), big-blind player, and the two amounts.

    ``blinds`` is positional: entry 0 is the small blind's position, entry 1 the big
    blind's. A lone blind in entry 0 (three or more players) is a big blind with a dead
    small blind. Heads-up the entries are reversed (p1 posts entry 1); a larger entry 0
    makes p2, on the button, the big blind and p1 the small blind.

    :raises PHHError: for straddles, a missing big blind or a small blind above it.
    """
    count = len(blinds)
    if any(blinds[2:]):
        raise PHHError("Straddles are not supported: only a small and a big blind may be posted")
    first, second = blinds[0], blinds[1]
    heads_up = count == 2
    if second == 0 and first > 0 and not heads_up:
        return None, 0, 0, first
    if second == 0:
        raise PHHError("'blinds_or_straddles' has no big blind")
    if heads_up:
        if first > second > 0:
            # Listed the other way: after the reversal p1 posts the small blind (second)
            # and p2, the last player, the big blind (first).
            return 0, 1, second, first
        return (1 if first else None), 0, first, second
    if first > second:
        raise PHHError(
            f"The small blind ({first}) is larger than the big blind ({second}): p1 posts "
            "the small blind and p2 the big blind"
        )
    return (0 if first else None), 1, first, second


def _dead_small_blind(doc: Mapping[str, object], big_blind: int) -> int:
    """The small blind nobody posts (``_dead_small_blind``), 0 when the file has none.

    It moves no chips; pot limit counts it in the pot before the flop (TDA 54).

    :raises PHHError: if it is not a whole number of chips from 0 to the big blind.
    """
    value = doc.get("_dead_small_blind")
    if value is None:
        return 0
    amount = _chips(value, "_dead_small_blind")
    if not 0 <= amount <= big_blind:
        raise PHHError(
            f"'_dead_small_blind' is {amount}; a small blind is from 0 to the big blind "
            f"({big_blind})"
        )
    return amount


def _ante_layout(
    doc: Mapping[str, object], positional: Sequence[int], bb_player: int
) -> tuple[int, AnteMode]:
    """The ante amount and mode from the positional ``antes`` array.

    :raises PHHError: if the antes are neither uniform nor a big-blind ante, or
        contradict ``_ante_mode``.
    """
    antes = _by_player(positional)
    others = [amount for i, amount in enumerate(antes) if i != bb_player]
    declared = doc.get("_ante_mode")
    if declared is not None and _named(declared, _ANTE_MODES) is None:
        raise PHHError(
            f"'_ante_mode' must be \"classic\", \"big_blind\" or \"none\", not {_shown(declared)}"
        )
    if not any(antes):
        return 0, _ANTE_MODES[declared] if isinstance(declared, str) else AnteMode.NONE
    if declared == AnteMode.NONE.value:
        raise PHHError("'_ante_mode' is \"none\" but 'antes' are posted")
    uniform = len(set(antes)) == 1
    big_blind_only = not any(others)
    if declared == AnteMode.BIG_BLIND.value or (declared is None and big_blind_only):
        if not big_blind_only:
            raise PHHError("A big-blind ante is posted by the big blind alone")
        return antes[bb_player], AnteMode.BIG_BLIND
    if not uniform:
        raise PHHError(
            "Antes must be the same for every player (classic) or posted by the big blind "
            "alone; other ante layouts are not supported"
        )
    return antes[0], AnteMode.CLASSIC


def _bet_sizes(
    doc: Mapping[str, object], structure: BettingStructure, big_blind: int
) -> tuple[int | None, int | None]:
    """Fixed-limit small and big bet; checks ``min_bet`` for the other variants.

    :raises PHHError: if a needed field is missing or ``min_bet`` is not the big blind.
    """
    if structure is BettingStructure.FIXED_LIMIT:
        small = _chips(_field(doc, "small_bet"), "small_bet")
        big = _chips(_field(doc, "big_bet"), "big_bet")
        if small <= 0 or big <= 0:
            raise PHHError("'small_bet' and 'big_bet' must be positive")
        return small, big
    min_bet = _chips(_field(doc, "min_bet"), "min_bet")
    if min_bet != big_blind:
        raise PHHError(
            f"'min_bet' is {min_bet} but the big blind is {big_blind}; Feltboard's minimum "
            "bet is the big blind"
        )
    return None, None


def _seating(doc: Mapping[str, object], count: int) -> tuple[tuple[int, ...], int]:
    """Seat numbers in file order and the button seat.

    :raises PHHError: if seats are not distinct positive numbers running clockwise from
        the button, or exceed ``seat_count``.
    """
    raw = doc.get("seats")
    if raw is None:
        seats = tuple(range(1, count + 1))
    else:
        if not isinstance(raw, list) or len(raw) != count:
            raise PHHError(f"'seats' must be an array of {count} seat numbers")
        if _plain_ints(raw) and min(raw) >= 1 and max(raw) <= MAX_AMOUNT:
            seats = tuple(raw)
        else:
            seats = tuple(_seat_number(value) for value in raw)
    if len(set(seats)) != count:
        raise PHHError("'seats' lists a seat twice")
    button = _optional_int(doc, "_button_seat")
    if button is None:
        button = seats[-1]
    if button < 1:
        raise PHHError(f"'_button_seat' must be a seat number, not {button}")
    seat_count = _optional_int(doc, "seat_count")
    if seat_count is not None and max(*seats, button) > seat_count:
        raise PHHError(f"A seat number is above 'seat_count' ({seat_count})")
    if clockwise_from(button, seats) != seats:
        raise PHHError(
            "Players must be listed clockwise starting left of the button (seat "
            f"{button}): p1 is the first player after the button"
        )
    return seats, button


def _seat_number(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise PHHError(f"A seat number must be a positive integer, not {_shown(value)}")
    return _bounded(value, "seats")


def _player_names(doc: Mapping[str, object], count: int) -> tuple[str, ...]:
    """Names from ``players``; an empty or missing name becomes ``pN``.

    :raises PHHError: if ``players`` has the wrong shape or repeats a name.
    """
    raw = doc.get("players")
    if raw is None:
        return tuple(f"p{i}" for i in range(1, count + 1))
    if not isinstance(raw, list) or len(raw) != count or not all(
        isinstance(name, str) for name in raw
    ):
        raise PHHError(f"'players' must be an array of {count} names")
    names = tuple(str(name).strip() or f"p{i}" for i, name in enumerate(raw, start=1))
    for number, name in enumerate(names, start=1):
        if len(name) > MAX_NAME_CHARS:
            raise PHHError(
                f"'players': the name of p{number} has {len(name):,} characters; a name "
                f"has at most {MAX_NAME_CHARS}"
            )
        problem = name_problem(name)
        if problem is not None:
            raise PHHError(f"'players': the name of p{number}: {problem}")
    if len(set(names)) == len(names):
        return names
    for name in names:
        if names.count(name) > 1:
            raise PHHError(f"The player name {_shown(name)} appears twice in 'players'")
    return names


def _rule_profile(
    doc: Mapping[str, object], structure: BettingStructure, ante_mode: AnteMode
) -> RuleProfile:
    """The rule profile from the variant and the extension fields.

    :raises PHHError: if an extension field has a wrong value.
    """
    chip_unit = _optional_int(doc, "_chip_unit")
    max_raises = _optional_int(doc, "_max_raises")
    cap_mode = doc.get("_raise_cap_mode", RaiseCapMode.PER_ROUND.value)
    raise_cap_mode = _named(cap_mode, _CAP_MODES)
    if raise_cap_mode is None:
        raise PHHError(
            f"'_raise_cap_mode' must be \"per_round\" or \"per_player\", not {_shown(cap_mode)}"
        )
    uncapped_heads_up = doc.get("_uncapped_heads_up", True)
    if not isinstance(uncapped_heads_up, bool):
        raise PHHError(
            f"'_uncapped_heads_up' must be true or false, not {_shown(uncapped_heads_up)}"
        )
    try:
        return RuleProfile(
            structure=structure,
            ante_mode=ante_mode,
            max_raises=4 if max_raises is None else (max_raises or None),
            raise_cap_mode=raise_cap_mode,
            chip_unit=1 if chip_unit is None else chip_unit,
            uncapped_heads_up=uncapped_heads_up,
        )
    except FeltboardError as error:
        raise PHHError(str(error)) from error


def _pot_awards(
    doc: Mapping[str, object], seats: Sequence[int]
) -> tuple[PotAwarded, ...]:
    """Dealer awards from ``_pot_awards``: ``[[pot, player, ...], ...]``.

    :raises PHHError: if the field is malformed or names an unknown player.
    """
    raw = doc.get("_pot_awards")
    if raw is None:
        return ()
    awards: list[PotAwarded] = []
    if not isinstance(raw, list):
        raise PHHError("'_pot_awards' must be an array of [pot, player, ...] arrays")
    for entry in raw:
        if (
            not isinstance(entry, list)
            or len(entry) < 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in entry)
        ):
            raise PHHError("'_pot_awards' must be an array of [pot, player, ...] arrays")
        pot, *players = (int(v) for v in entry)
        if any(not 1 <= p <= len(seats) for p in players):
            raise PHHError(f"'_pot_awards' names a player outside p1..p{len(seats)}")
        awards.append(PotAwarded(pot, tuple(seats[p - 1] for p in players)))
    return tuple(awards)


def _action_lines(text: str, actions: Sequence[str]) -> list[int | None]:
    """Best-effort line number of each action string in the file."""
    found = _ACTIONS_KEY.search(text)
    position = found.end() if found else 0
    lines: list[int | None] = []
    for action in actions:
        hits = [
            index
            for literal in (json.dumps(action, ensure_ascii=False), f"'{action}'")
            if (index := text.find(literal, position)) >= 0
        ]
        if not hits:
            lines.append(None)
            continue
        index = min(hits)
        lines.append(text.count("\n", 0, index) + 1)
        position = index + len(action) + 2
    return lines


def _parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """PHH cards written back to back, ``??`` for an unknown card (``None``).

    :raises CardError: if a token is not a card.
    """
    size = len(text)
    if size % 2:
        raise CardError(f"'{text}' is not a list of cards: each card is two characters")
    table = _PHH_CARDS
    # Hole cards and single board cards, the most frequent, without a loop.
    if size == 4 and text[:2] in table and text[2:] in table:
        return (table[text[:2]], table[text[2:]])
    if size == 2 and text in table:
        return (table[text],)
    tokens = [text[i : i + 2] for i in range(0, size, 2)]
    return tuple([table[t] if t in table else parse_card(t) for t in tokens])


def _known(cards: Sequence[Card | None]) -> tuple[Card, ...] | None:
    """The cards if all are known, else ``None``."""
    # A card is always true and None false: ``all`` finds an unknown card without a loop
    # in Python (tests/engine/test_cards.py checks that cards stay true).
    if not all(cards):
        return None
    return tuple([card for card in cards if card is not None])


class _Reader:
    """Turns PHH actions into engine events, one at a time, checking each."""

    def __init__(self, config: HandConfig, seats: tuple[int, ...]) -> None:
        self.state = replay(config)
        self.seats = seats
        self.pending_mucks: list[int] = []
        # The checks PHH records after Feltboard closed a round: accepted, nothing else.
        self.expected = _ExpectedActors(seats, self.state)
        # The usual spellings p1..pN, looked up before the checks of ``_seat``.
        self.labels = {f"p{number}": seat for number, seat in enumerate(seats, start=1)}

    def feed(self, action: str) -> None:
        """Apply one PHH action.

        :raises FeltboardError: (a :class:`PHHError` or an engine error) with the reason.
        """
        if self.pending_mucks:
            self._flush_mucks()
        if "#" in action:
            action = action.split("#", 1)[0]
        words = action.split()
        if not words:
            return
        if words[0] == "d":
            self._dealer(words)
        else:
            self._player(words)

    def finish(self, awards: Sequence[PotAwarded]) -> None:
        """Settle the showdown after the last action: pending mucks, dealer awards, then
        cards speak for every contender whose hole cards are known.

        :raises PHHError: if the hand reached showdown and the known cards cannot decide a
            pot.
        """
        self._flush_mucks()
        for award in awards:
            try:
                self._apply(award)
            except FeltboardError as error:
                raise PHHError(f"'_pot_awards': {error}") from error
        if self.state.street is not Street.SHOWDOWN:
            return
        for seat in self.state.showdown_order:
            if not self.state.shown_cards(seat) and self.state.hole_cards(seat):
                try:
                    self._apply(CardsShown(seat))
                except FeltboardError as error:
                    raise PHHError(f"At showdown: {error}") from error
        if self.state.street is Street.SHOWDOWN:
            raise PHHError(_undecided_reason(self.state, self.seats))

    def _apply(self, event: HandEvent) -> None:
        advance(self.state, event)

    def _flush_mucks(self) -> None:
        if self.pending_mucks and self.state.street is Street.SHOWDOWN:
            while self.pending_mucks:
                self._apply(self._muck_or_table(self.pending_mucks.pop(0)))

    def _muck_or_table(self, seat: int) -> HandEvent:
        """A muck, unless a player is all-in: then known cards are tabled (TDA 16)."""
        state = self.state
        muck = CardsMucked(seat)
        if state.can_apply(muck) or not state.hole_cards(seat):
            return muck
        return CardsShown(seat)

    def _seat(self, label: str) -> int:
        seat = self.labels.get(label)
        if seat is not None:
            return seat
        match = _PLAYER.fullmatch(label)
        if match is None:
            raise PHHError(f"'{label}' is not a player: write p1 to p{len(self.seats)}")
        number = int(match.group(1))
        if not 1 <= number <= len(self.seats):
            raise PHHError(f"There is no player {label}; this hand has p1 to p{len(self.seats)}")
        return self.seats[number - 1]

    def _dealer(self, words: Sequence[str]) -> None:
        if len(words) == 4 and words[1] == "dh":
            seat = self._seat(words[2])
            cards = _parse_phh_cards(words[3])
            if len(cards) != 2:
                raise PHHError(f"A Hold'em hand is 2 hole cards, not {len(cards)}")
            known = _known(cards)
            if known is not None:
                self._apply(HoleCardsDealt(seat, known))
        elif len(words) == 3 and words[1] == "db":
            self._deal_board(words[2])
            self.expected.seats = self.expected.round_queue(self.state)
        else:
            raise PHHError("A dealer action is 'd dh pN CARDS' or 'd db CARDS'")

    def _deal_board(self, text: str) -> None:
        dealt = self.state.streets_dealt
        if dealt >= len(_BOARD_EVENTS):
            raise PHHError("All five board cards are already dealt")
        cards = _parse_phh_cards(text)
        if len(cards) != _BOARD_SIZES[dealt]:
            street = Street(dealt + 1).label.lower()
            raise PHHError(f"The {street} is {_BOARD_SIZES[dealt]} card(s), not {len(cards)}")
        known = _known(cards)
        if known is None and any(card is not None for card in cards):
            raise PHHError("A partly unknown board is not supported: give all cards or '??'")
        self._apply(_BOARD_EVENTS[dealt](known or ()))

    def _player(self, words: Sequence[str]) -> None:
        seat = self._seat(words[0])
        count = len(words)  # the label, the verb, then its arguments
        verb = words[1] if count > 1 else ""
        if verb == "f" and count == 2:
            self._apply(Folded(seat))
            self.expected.answered(seat)
        elif verb == "cc" and count == 2:
            self._check_or_call(seat)
        elif verb == "cbr" and count == 3:
            self._bet_or_raise(seat, _amount(words[2]))
        elif verb == "sm" and count <= 3:
            self._show_or_muck(seat, words[2] if count == 3 else None)
        elif verb in {"pb", "sd"}:
            raise PHHError(f"'{verb}' is not a Texas Hold'em action")
        else:
            raise PHHError(
                "A player action is 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'"
            )

    def _check_or_call(self, seat: int) -> None:
        """Check or call; a check PHH records after Feltboard closed the round is a no-op.

        PHH asks every player who has not acted since the last bet to act, even when all
        the others folded or went all-in (a big blind's option, or a player left alone
        after a fold on the river); Feltboard closes the round then. Only those checks
        pass: any other action after the round closed is refused by the engine, with its
        reason ("Betting on this street is over; deal the turn first").
        """
        state = self.state
        to_act = state.to_act
        expected = seat in self.expected.seats and seat in state.active_seats
        if to_act is None and not state.is_complete and expected:
            self.expected.answered(seat)
            return
        if to_act == seat and state.bet(seat) >= state.current_bet:
            self._apply(Checked(seat))
        else:
            self._apply(Called(seat))
        self.expected.answered(seat)

    def _bet_or_raise(self, seat: int, to: int) -> None:
        state = self.state
        all_in_to = state.bet(seat) + state.stack(seat)
        bet_before = state.current_bet
        if state.to_act == seat and to == all_in_to and to > state.current_bet:
            self._apply(WentAllIn(seat))
        elif state.current_bet == 0:
            self._apply(BetPlaced(seat, to))
        else:
            self._apply(RaisedTo(seat, to))
        self.expected.wagered(seat, bet_before, state)

    def _show_or_muck(self, seat: int, argument: str | None) -> None:
        """Show or muck. Once the others mucked, the last player's show decides nothing:
        Feltboard has already paid the hand, so that show is not recorded, but its cards
        are checked as any show's are (the cards it was dealt, none already on the table).
        """
        state = self.state
        if argument is None:
            self._muck(seat)
            return
        if state.is_complete and seat in state.in_hand and not state.is_mucked(seat):
            self._late_show(seat, argument)
            return
        if argument == "-":
            self._apply(CardsShown(seat))
            return
        cards = _parse_phh_cards(argument)
        known = _known(cards)
        if known is None and any(card is not None for card in cards):
            raise PHHError("Showing part of a hand is not supported: show both cards or none")
        if known is not None:
            self._apply(CardsShown(seat, known))

    def _late_show(self, seat: int, argument: str) -> None:
        """Check a show made after the hand was decided; nothing is recorded.

        :raises FeltboardError: if the seat already showed, or for cards it cannot hold.
        """
        state = self.state
        if state.shown_cards(seat):
            raise PHHError(f"Seat {seat} ({state.config.player(seat)}) has already shown")
        if argument == "-":
            return
        known = _known(_parse_phh_cards(argument))
        if known is not None:
            state.verify_cards_of(seat, known)

    def _muck(self, seat: int) -> None:
        """Muck at showdown; a muck before an all-in runout waits until the board is out."""
        state = self.state
        runout_pending = state.betting_over and state.street < Street.SHOWDOWN
        if runout_pending and seat in state.in_hand and seat not in self.pending_mucks:
            self.pending_mucks.append(seat)
        else:
            self._apply(CardsMucked(seat))


def _amount(text: str) -> int:
    if text.isascii() and text.isdigit():
        if len(text) > _AMOUNT_DIGITS:  # refused before int() reads it
            raise PHHError(
                f"The amount has {len(text):,} digits; amounts go up to {chips(MAX_AMOUNT)}"
            )
        return _bounded(int(text), "amount")  # plain digits: a whole number of chips
    try:
        value = float(text) if any(c in text for c in ".eE") else int(text)
    except ValueError as error:
        raise PHHError(f"{_shown(text)} is not an amount of chips") from error
    return _chips(value, "amount")


_AMOUNT_DIGITS = len(str(MAX_AMOUNT))


def _who(state: HandState, seats: Sequence[int], seat: int) -> str:
    return f"p{seats.index(seat) + 1} ({state.config.player(seat)})"


def _undecided_reason(state: HandState, seats: Sequence[int]) -> str:
    if not state.board_known:
        return "The hand reaches showdown but the board cards are unknown, so no pot can be decided"
    missing = [
        _who(state, seats, seat)
        for seat in state.showdown_order
        if not state.hole_cards(seat) and not state.is_mucked(seat)
    ]
    return (
        "The hand reaches showdown without enough known cards to decide it: the hole "
        f"cards of {', '.join(missing)} are unknown"
    )


def _unfinished_reason(state: HandState) -> str:
    if state.to_act is not None:
        return f"The actions stop before the hand is over: seat {state.to_act} is to act"
    upcoming = state.awaiting_board
    if upcoming is not None:
        street = upcoming.label.lower()
        return f"The actions stop before the hand is over: the {street} is not dealt"
    return "The actions stop before the hand is over: the showdown is not finished"


# ----- writing ---------------------------------------------------------------------------


def write_phh(
    config: HandConfig,
    events: Sequence[HandEvent] = (),
    *,
    seat_count: int | None = None,
    recorded: bool = False,
) -> str:
    """The hand as PHH text that PokerKit 0.7.7 and :func:`read_phh` replay.

    Hole cards not entered are written ``????``; a hand that reaches showdown has one
    ``sm`` action per player still in the hand, placed where PHH expects it (right after
    the last betting round, before an all-in runout). ``finishing_stacks`` and
    ``winnings`` (pots collected) are written once the hand is complete.

    :raises PHHError: if the hand cannot be expressed in PHH (blinds not in the first two
        positions after the button, a seat count below a seat number).
    :raises FeltboardError: if an event is illegal (the engine's message); with
        ``recorded`` (events read back from a journal, each verified when committed) the
        events are not checked again.
    """
    order = clockwise_from(config.button, config.seat_numbers)
    transcript = _Transcript(config, order, recorded=recorded)
    for event in events:
        transcript.record(event)
    actions = transcript.finish()
    state = transcript.state
    positional_blinds = _positional_blinds(config, order)
    table_size = seat_count if seat_count is not None else max(*order, config.button)
    if table_size < max(*order, config.button):
        raise PHHError(f"The seat count {table_size} is below a seat number of the hand")
    starts = {entry.seat: entry.stack for entry in config.seats}
    names = {entry.seat: entry.player for entry in config.seats}
    rules = config.rules
    # Values are written as TOML text straight away (see _toml_value for the forms).
    fields: list[tuple[str, str]] = [("variant", f'"{_VARIANT_CODES[rules.structure]}"')]
    if config.ante and rules.ante_mode is AnteMode.CLASSIC:
        fields.append(("ante_trimming_status", "true"))
    fields.append(("antes", _toml_ints(_positional_antes(config, order))))
    fields.append(("blinds_or_straddles", _toml_ints(positional_blinds)))
    if rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("small_bet", str(config.bet_size(Street.PREFLOP))))
        fields.append(("big_bet", str(config.bet_size(Street.RIVER))))
    else:
        fields.append(("min_bet", str(config.big_blind)))
    fields.append(("starting_stacks", _toml_ints([starts[seat] for seat in order])))
    fields.append(("actions", _toml_strings(actions)))
    fields.append(("seats", _toml_ints(order)))
    fields.append(("seat_count", str(table_size)))
    # A name recorded before names were checked may hold control characters: never
    # written (TOML refuses DEL, and no PHH reader should meet ESC or a bidi override).
    fields.append(("players", _toml_strings([printable(names[seat]) for seat in order])))
    if state.is_complete:
        result = state.result()
        final = result.final_stacks()
        collected = dict.fromkeys(order, 0)
        for pot in result.pots:
            for seat, share in pot.shares:
                collected[seat] += share
        fields.append(("finishing_stacks", _toml_ints([final[seat] for seat in order])))
        fields.append(("winnings", _toml_ints([collected[seat] for seat in order])))
    fields.extend(_extension_fields(config, transcript.awards, order))
    return "".join([f"{name} = {value}\n" for name, value in fields])


def _positional_blinds(config: HandConfig, order: Sequence[int]) -> list[int]:
    """``blinds_or_straddles`` for ``order`` (p1 first), reversed heads-up.

    :raises PHHError: if the blinds are not where PHH puts them.
    """
    by_player = [0] * len(order)
    sb_seat, bb_seat = config.small_blind_seat, config.big_blind_seat
    if sb_seat is not None and config.small_blind > 0:
        by_player[order.index(sb_seat)] = config.small_blind
    by_player[order.index(bb_seat)] = config.big_blind
    if len(order) == 2:
        expected_bb, expected_sb = order[0], order[1]
        valid = bb_seat == expected_bb and sb_seat in (None, expected_sb)
        # Or the layout PokerKit also plays: p1 the small blind, p2 (the button) the big.
        reversed_layout = bb_seat == order[1] and sb_seat == order[0]
        valid = valid or (reversed_layout and 0 < config.small_blind < config.big_blind)
        return by_player[::-1] if valid else _blinds_misplaced()
    if sb_seat is not None and config.small_blind > 0:
        valid = sb_seat == order[0] and bb_seat == order[1]
    else:
        valid = bb_seat in order[:2]
    return by_player if valid else _blinds_misplaced()


def _blinds_misplaced() -> list[int]:
    raise PHHError(
        "PHH cannot describe these blinds: the small blind must be the first player after "
        "the button and the big blind the next (heads-up: the button posts the small blind)"
    )


def _positional_antes(config: HandConfig, order: Sequence[int]) -> list[int]:
    if not config.ante or config.rules.ante_mode is AnteMode.NONE:
        return [0] * len(order)
    if config.rules.ante_mode is AnteMode.CLASSIC:
        return [config.ante] * len(order)
    by_player = [0] * len(order)
    by_player[order.index(config.big_blind_seat)] = config.ante
    return by_player[::-1] if len(order) == 2 else by_player


def _extension_fields(
    config: HandConfig, awarded: Sequence[PotAwarded], order: Sequence[int]
) -> list[tuple[str, str]]:
    """The ``_`` fields, each with its value as TOML text."""
    rules = config.rules
    fields: list[tuple[str, str]] = [
        ("_chip_unit", str(rules.chip_unit)),
        ("_ante_mode", f'"{rules.ante_mode.value}"'),
        ("_button_seat", str(config.button)),
    ]
    if config.small_blind_seat is None and config.small_blind > 0:
        # ``blinds_or_straddles`` lists posted blinds only; pot limit still counts it.
        fields.append(("_dead_small_blind", str(config.small_blind)))
    if rules.structure is BettingStructure.FIXED_LIMIT:
        fields.append(("_max_raises", str(rules.max_raises or 0)))
        fields.append(("_raise_cap_mode", f'"{rules.raise_cap_mode.value}"'))
        fields.append(("_uncapped_heads_up", "true" if rules.uncapped_heads_up else "false"))
    awards = [
        _toml_ints([event.pot, *(order.index(seat) + 1 for seat in event.winners)])
        for event in awarded
    ]
    if awards:
        fields.append(("_pot_awards", "[" + ", ".join(awards) + "]"))
    return fields


class _ExpectedActors:
    """Who PHH expects to act in the current betting round, in turn order.

    PHH (and PokerKit) keep a queue of players to act in each betting round: everyone in
    the hand with chips who has not acted since the last bet or raise. Feltboard closes a
    round as soon as nobody is left to bet against, so a big blind whose opponents all
    folded or went all-in is never asked; PHH still records that player's check. The
    writer writes those checks from this queue and the reader accepts them, and only
    them, once Feltboard's round is over.
    """

    def __init__(self, order: tuple[int, ...], state: HandState) -> None:
        self.order = order
        self.answering = _positions(order)[1]
        self.seats = self.round_queue(state)

    def answered(self, seat: int) -> None:
        """``seat`` folded, checked or called: it raised nothing."""
        if seat in self.seats:
            self.seats.remove(seat)

    def wagered(self, seat: int, bet_before: int, state: HandState) -> None:
        """``seat`` bet, raised or went all-in: a higher bet asks everyone else again."""
        if state.current_bet > bet_before:
            active = state.active_seats
            self.seats = [s for s in self.answering[seat] if s in active]
        else:
            self.answered(seat)

    def pending(self, state: HandState) -> list[int]:
        """The players still expected once Feltboard's round is over; clears the queue."""
        if not self.seats:
            return []
        active = state.active_seats
        pending = [seat for seat in self.seats if seat in active]
        self.seats = []
        return pending

    def round_queue(self, state: HandState) -> list[int]:
        """Who PHH expects to act as a round opens: players with chips who could lose
        more (someone else in the hand can still match chips they put in)."""
        if state.streets_dealt:
            # A street starts with no bets, so the rule below comes down to everyone in the
            # hand with chips, if at least two have chips (one alone could not be called).
            active = state.active_seats
            return [s for s in self.order if s in active] if len(active) > 1 else []
        big_blind = state.config.big_blind_seat
        seats = (*self.answering[big_blind], big_blind)
        chips = {s: (state.stack(s), state.bet(s)) for s in state.in_hand}
        totals = sorted([stack + bet for stack, bet in chips.values()])
        second = totals[-2] if len(totals) > 1 else 0
        # In the hand with chips and someone can match more of them.
        queue = [s for s in seats if s in chips and chips[s][0] > 0 and second > chips[s][1]]
        if len(queue) == 1 and chips[queue[0]][1] >= max(map(state.bet, self.order)):
            return []
        return queue


class _Transcript:
    """Writes a hand's events as PHH actions while replaying them.

    The checks PHH expects after Feltboard closed a round (:class:`_ExpectedActors`) are
    written when the replay's own turn order says the round is over (nobody is to act).

    The hole cards and the showdown depend on how the hand ends, so they are written by
    :meth:`finish` once every event is in: one replay serves the whole transcript.
    """

    def __init__(
        self, config: HandConfig, order: Sequence[int], *, recorded: bool = False
    ) -> None:
        self._advance = advance_recorded if recorded else advance
        self.order = tuple(order)
        self.label = _positions(self.order)[0]
        self.lines: list[str] = []
        self.awards: list[PotAwarded] = []
        self.state = replay(config)
        self.showdown_at: tuple[int, tuple[int, ...]] | None = None
        self.queue = _ExpectedActors(self.order, self.state)
        if self.state.to_act is None:
            self._round_over()

    def record(self, event: HandEvent) -> None:
        """Write ``event`` (if PHH has an action for it) and what follows from it."""
        # One lookup by type picks what to do (exports record every event of every hand).
        _RECORDERS.get(type(event), _Transcript._record_silently)(self, event)

    def _record_silently(self, event: HandEvent) -> None:
        """Hole cards, shows and mucks: written by :meth:`finish`."""
        self._advance(self.state, event)

    def _record_award(self, event: PotAwarded) -> None:
        """A dealer's award: kept for ``_pot_awards`` and for the showdown lines."""
        self._advance(self.state, event)
        self.awards.append(event)

    def _record_answer(self, event: Folded | Checked | Called) -> None:
        """A fold, check or call: the player has answered and raises nothing."""
        line = _ACTION_LINES[type(event)](event, self.state, self.label)
        self._advance(self.state, event)
        self.queue.answered(event.seat)
        self._write(line)

    def _record_wager(self, event: BetPlaced | RaisedTo | WentAllIn) -> None:
        """A bet, raise or all-in: when it raises the bet, everyone who can act answers."""
        state = self.state
        line = _ACTION_LINES[type(event)](event, state, self.label)
        bet_before = state.current_bet
        self._advance(state, event)
        self.queue.wagered(event.seat, bet_before, state)
        self._write(line)

    def _record_street(self, event: FlopDealt | TurnDealt | RiverDealt) -> None:
        """A street was dealt: a new betting round."""
        line = _board_line(event, self.state, self.label)
        self._advance(self.state, event)
        self.queue.seats = self.queue.round_queue(self.state)
        self._write(line)

    def _write(self, line: str) -> None:
        """Write an action's line, then the checks PHH expects if the round is over."""
        self.lines.append(line)
        if self.state.to_act is None:
            self._round_over()

    def finish(self) -> list[str]:
        """Every action line: hole cards first, betting and board, the showdown in place."""
        final = self.state
        lines = list(self.lines)
        if self.showdown_at is not None:
            index, showdown_order = self.showdown_at
            lines[index:index] = _showdown(showdown_order, final, self.label, bool(self.awards))
        holes = [f"d dh {self.label[seat]} {_hole(final, seat)}" for seat in self.order]
        return holes + lines

    def _round_over(self) -> None:
        """Nobody is to act: write the checks PHH still expects, and mark the showdown
        (betting over with two or more players left) the first time it begins."""
        state = self.state
        if len(state.in_hand) <= 1:
            return
        self.lines.extend(f"{self.label[seat]} cc" for seat in self.queue.pending(state))
        if self.showdown_at is None and state.betting_over:
            self.showdown_at = (len(self.lines), state.showdown_order)


@functools.lru_cache(maxsize=256)
def _positions(
    order: tuple[int, ...],
) -> tuple[Mapping[int, str], Mapping[int, tuple[int, ...]]]:
    """Each seat's PHH label (``p1``...) and who must answer its raise, in turn order
    (everyone else, from its left).

    Cached, as a table plays many hands with the same seats: the mappings are shared, so
    they are typed read-only (plain dictionaries, as a label is read for every action).
    """
    label = {seat: f"p{i}" for i, seat in enumerate(order, start=1)}
    answering = {seat: order[k + 1 :] + order[:k] for k, seat in enumerate(order)}
    return label, answering


def _hole(final: HandState, seat: int) -> str:
    hole = final.hole_cards(seat)
    return "".join(map(str, hole)) if hole else _UNKNOWN * 2


def _showdown(
    showdown_order: Sequence[int], final: HandState, label: Mapping[int, str], awarded: bool
) -> Iterator[str]:
    """The ``sm`` actions of the players still in the hand.

    Tabled and mucked hands are written as such. In a finished hand PHH needs every other
    player to act too: their known cards are shown (they decide nothing any more) unless
    the dealer awarded pots, and unknown or awarded hands stay face down (``????``). An
    unfinished hand leaves them out. ``awarded``: the dealer awarded a pot.
    """
    for seat in showdown_order:
        cards = final.shown_cards(seat) or final.hole_cards(seat)
        if final.is_mucked(seat):
            yield f"{label[seat]} sm"
        elif final.shown_cards(seat) or (final.is_complete and cards and not awarded):
            yield f"{label[seat]} sm {''.join(map(str, cards))}"
        elif final.is_complete:
            yield f"{label[seat]} sm {_UNKNOWN * 2}"


# The PHH action of each betting or board event, given the state before it (other events
# are written by _Transcript.finish).


def _fold_line(event: Folded, before: HandState, label: Mapping[int, str]) -> str:
    return f"{label[event.seat]} f"


def _check_or_call_line(
    event: Checked | Called, before: HandState, label: Mapping[int, str]
) -> str:
    return f"{label[event.seat]} cc"


def _bet_or_raise_line(
    event: BetPlaced | RaisedTo, before: HandState, label: Mapping[int, str]
) -> str:
    return f"{label[event.seat]} cbr {event.to}"


def _all_in_line(event: WentAllIn, before: HandState, label: Mapping[int, str]) -> str:
    to = before.bet(event.seat) + before.stack(event.seat)
    verb = "cc" if to <= before.current_bet else f"cbr {to}"
    return f"{label[event.seat]} {verb}"


def _board_line(
    event: FlopDealt | TurnDealt | RiverDealt, before: HandState, label: Mapping[int, str]
) -> str:
    cards = "".join(map(str, event.cards)) or _UNKNOWN_BOARD[before.streets_dealt]
    return f"d db {cards}"


_ActionLine = Callable[[Any, HandState, Mapping[int, str]], str]
_ACTION_LINES: Mapping[type, _ActionLine] = {
    Folded: _fold_line,
    Checked: _check_or_call_line,
    Called: _check_or_call_line,
    BetPlaced: _bet_or_raise_line,
    RaisedTo: _bet_or_raise_line,
    WentAllIn: _all_in_line,
    FlopDealt: _board_line,
    TurnDealt: _board_line,
    RiverDealt: _board_line,
}


# What :meth:`_Transcript.record` does with each event type; any other is only replayed.
_RECORDERS: Mapping[type, Callable[[_Transcript, Any], None]] = {
    Folded: _Transcript._record_answer,
    Checked: _Transcript._record_answer,
    Called: _Transcript._record_answer,
    BetPlaced: _Transcript._record_wager,
    RaisedTo: _Transcript._record_wager,
    WentAllIn: _Transcript._record_wager,
    FlopDealt: _Transcript._record_street,
    TurnDealt: _Transcript._record_street,
    RiverDealt: _Transcript._record_street,
    PotAwarded: _Transcript._record_award,
}


def _toml_ints(values: Sequence[int]) -> str:
    """A TOML array of integers, ``[1, 2, 3]``."""
    return "[" + ", ".join(map(str, values)) + "]"


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string, its control characters replaced (see
    :func:`~app.engine.names.printable`): always valid TOML, even for a lone surrogate.

    >>> toml_string('Fri "deep"\x7f')
    '"Fri \\\\"deep\\\\"\ufffd"'
    """
    return encode_basestring(printable(text))


def _toml_strings(values: Sequence[str]) -> str:
    """A TOML array of strings: one item a line when there are more than four.

    Written as JSON writes it (``json.dumps`` with ``indent=2`` or ``", "``), which TOML
    reads alike, without the cost of building a JSON encoder for every array.
    """
    items = map(encode_basestring, values)
    if len(values) > 4:
        return "[\n  " + ",\n  ".join(items) + "\n]"
    return "[" + ", ".join(items) + "]"
