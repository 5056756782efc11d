"""PHH hand histories: read a ``.phh`` file into Feltboard's engine, and write one back.

PHH (https://phh.readthedocs.io) is TOML. Feltboard reads and writes the Texas Hold'em
variants ``NT`` (no-limit), ``PT`` (pot-limit) and ``FT`` (fixed-limit), pot-limit Omaha
``PO``, fixed-limit Omaha hi-lo ``FO/8`` and no-limit short-deck hold'em ``NS``. Short
deck's button blind is ``blinds_or_straddles`` with the last player's entry alone (heads-up,
where the arrays are reversed by rule, the first entry alone).

Players ``p1``..``pN`` are listed clockwise starting with the first player after the
button: p1 is the small blind, p2 the big blind. Heads-up, the arrays ``antes`` and
``blinds_or_straddles`` are reversed by rule, so ``blinds_or_straddles = [1, 2]`` makes p1
(the big blind) post 2 and p2 (the button) post 1; p1 is still the first player after the
button. Some heads-up histories list the blinds the other way, ``[2, 1]`` (a real Absolute
Poker hand of the public PHH dataset): after the reversal p1 posts the small blind and p2,
on the button, the big blind, so p1 acts first in every round. PokerKit plays it that way
and so does Feltboard.

Extension fields (PHH lets a file add fields starting with ``_``):

- ``_hi_lo`` (bool, default ``false``): with ``variant = "PO"``, pot-limit Omaha hi-lo
  (the specification has no code for it).
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
  pots the dealer awarded without ranking cards; in a hi-lo game the high half, with
  ``_pot_low_awards`` (the same shape) the low half of those pots.

Feltboard posts forced bets itself from the config and follows RULES.md where PokerKit
differs (a short big blind still makes others call the full blind; a big-blind ante is
posted after the blind and is dead money in the main pot; in pot limit short blinds and
a dead small blind count in full in the pot before the flop, TDA 54). A written file sets
``ante_trimming_status = true`` with classic antes so that PokerKit, too, layers a short
ante into the pots as RULES.md does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TypeVar

from app.engine.config import MAX_PLAYERS, HandConfig, SeatConfig
from app.engine.errors import FeltboardError, chips
from app.engine.events import HandEvent, PotAwarded
from app.engine.games import Game
from app.engine.hand import HandState
from app.engine.names import name_problem
from app.engine.pots import clockwise_from
from app.engine.results import HandResult
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from app.engine.wording import translate
from app.store.phh_actions import ActionReader, unfinished_reason
from app.store.phh_input import (
    MAX_ACTION_CHARS,
    MAX_AMOUNT,
    MAX_NAME_CHARS,
    MAX_NESTING,
    MAX_PHH_BYTES,
    PHHError,
    bounded,
    chip_count,
    chips_list,
    field_line,
    optional_int,
    parse_flat_toml,
    parse_toml,
    plain_ints,
    required,
    shown,
    string_list,
    too_large,
    verify_nesting,
)
from app.store.phh_stud_reader import StudActionReader
from app.store.phh_writer import (
    HI_LO_FIELD,
    LOW_AWARDS_FIELD,
    VARIANTS,
    toml_string,
    write_phh,
)

__all__ = [  # limits and errors live in phh_input, writing in phh_writer
    "MAX_ACTION_CHARS",
    "MAX_AMOUNT",
    "MAX_NAME_CHARS",
    "MAX_NESTING",
    "MAX_PHH_BYTES",
    "VARIANTS",
    "PHHError",
    "PHHHand",
    "load_phh",
    "parse_flat_toml",
    "read_phh",
    "toml_string",
    "write_phh",
]

_ACTIONS_KEY = re.compile(r"^[ \t]*actions[ \t]*=", re.MULTILINE)


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
            raise PHHError(
                translate("PhhInput", "Seat {seat} is not in this hand").format(seat=seat)
            )
        return self.seats.index(seat)

    def result(self) -> HandResult:
        """Pots, winners and final stacks.

        :raises PHHError: if the actions stop before the hand is over, saying what is
            missing.
        """
        if not self.state.is_complete:
            raise PHHError(unfinished_reason(self.state))
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
        raise PHHError(
            translate("PhhInput", "Cannot read the file: {reason}").format(
                reason=error.strerror or error
            )
        ) from error
    if len(data) > MAX_PHH_BYTES:
        raise PHHError(too_large())
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise PHHError(
            translate("PhhInput", "The file is not UTF-8 text (byte {byte} cannot be read)").format(
                byte=chips(error.start + 1)
            ),
            line=line,
        ) from error
    return read_phh(text)


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
        raise PHHError(too_large())
    verify_nesting(text)
    doc = parse_toml(text)
    try:
        config, seats, players = _config_from(doc)
        actions = string_list(doc, "actions")
    except PHHError as error:
        raise error.at_line(field_line(text, error.reason)) from error
    reader = (
        StudActionReader(config, seats) if config.game.is_stud else ActionReader(config, seats)
    )
    for number, action in enumerate(actions, start=1):
        try:
            if len(action) > MAX_ACTION_CHARS:
                raise PHHError(
                    translate(
                        "PhhInput", "An action is at most {limit} characters; this one has {count}"
                    ).format(limit=chips(MAX_ACTION_CHARS), count=chips(len(action)))
                )
            reader.feed(action)
        except FeltboardError as error:
            reason = error.reason if isinstance(error, PHHError) else str(error)
            line = _action_lines(text, actions[:number])[-1]
            raise PHHError(reason, action=number, text=action, line=line) from error
    reader.finish(_pot_awards(doc, seats))
    state = reader.state
    return PHHHand(config, state.events, state, seats, players)


_ANTE_MODES: Mapping[str, AnteMode] = MappingProxyType({m.value: m for m in AnteMode})
_CAP_MODES: Mapping[str, RaiseCapMode] = MappingProxyType({m.value: m for m in RaiseCapMode})
_Choice = TypeVar("_Choice")


def _named(value: object, choices: Mapping[str, _Choice]) -> _Choice | None:
    """``choices[value]`` if ``value`` is one of its names, else ``None`` (a list or a
    table read from the file included: they cannot even be looked up)."""
    return choices.get(value) if isinstance(value, str) else None


def _by_player(positional: Sequence[int]) -> tuple[int, ...]:
    """Per-player amounts from a PHH positional array (reversed heads-up, by rule)."""
    return tuple(reversed(positional)) if len(positional) == 2 else tuple(positional)


def _config_from(doc: Mapping[str, object]) -> tuple[HandConfig, tuple[int, ...], tuple[str, ...]]:
    """The hand config, seats and player names (file order) described by ``doc``."""
    variant = required(doc, "variant")
    played = _named(variant, VARIANTS)
    if played is None:
        raise PHHError(
            translate(
                "PhhInput",
                "The variant {variant} is not supported; Feltboard plays: {variants}",
            ).format(variant=shown(variant), variants=", ".join(VARIANTS))
        )
    game = _hi_lo_setting(doc, variant, played[0])
    structure = played[1]
    stacks = chips_list(doc, "starting_stacks", None)
    count = len(stacks)
    if game.is_draw and count > game.max_players:
        raise PHHError(
            translate(
                "PhhInput",
                "'starting_stacks' lists {count} players; a hand of {game} deals at most "
                "{limit} (the cards outside the hands must cover a full draw)",
            ).format(count=chips(count), game=game.label, limit=game.max_players)
        )
    if game.is_stud and count > game.max_players:
        raise PHHError(
            translate(
                "PhhInput", "'starting_stacks' lists {count} players; a hand of {game} deals at "
                "most {limit}"
            ).format(count=chips(count), game=game.label, limit=game.max_players)
        )
    if game is not Game.HOLDEM and count > game.max_players:
        raise PHHError(
            translate(
                "PhhInput",
                "'starting_stacks' lists {count} players; a hand of {game} deals at most "
                "{limit} (hole cards each and five board cards from one deck)",
            ).format(count=chips(count), game=game.label, limit=game.max_players)
        )
    if count > MAX_PLAYERS:
        raise PHHError(
            translate(
                "PhhInput",
                "'starting_stacks' lists {count} players; a Hold'em hand deals at most "
                "{limit} (two hole cards each and five board cards from one deck)",
            ).format(count=chips(count), limit=MAX_PLAYERS)
        )
    if count < 2:
        raise PHHError(
            translate("PhhInput", "A hand needs at least two players in 'starting_stacks'")
        )
    if min(stacks) <= 0:
        raise PHHError(translate("PhhInput", "Every starting stack must be positive"))
    if game.is_stud:
        return _stud_config_from(doc, game, stacks, chips_list(doc, "antes", count))
    blinds = chips_list(doc, "blinds_or_straddles", count)
    antes = chips_list(doc, "antes", count)
    sb_player, bb_player, small_blind, big_blind = _blind_layout(
        blinds, button_blind=game is Game.SHORT_DECK
    )
    dead_small_blind = _dead_small_blind(doc, big_blind)
    if sb_player is None:
        small_blind = dead_small_blind
    elif dead_small_blind:
        raise PHHError(
            translate(
                "PhhInput",
                "'_dead_small_blind' is for a hand where nobody posts the small blind, but "
                "p{player} posts {amount} in 'blinds_or_straddles'",
            ).format(player=sb_player + 1, amount=small_blind)
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
            game=game,
        )
    except FeltboardError as error:
        raise PHHError(
            translate("PhhInput", "The hand's setup is not valid: {reason}").format(reason=error)
        ) from error
    return config, seats, players


def _stud_config_from(
    doc: Mapping[str, object], game: Game, stacks: Sequence[int], antes: Sequence[int]
) -> tuple[HandConfig, tuple[int, ...], tuple[str, ...]]:
    """A stud hand's config: antes (the same for everyone), ``bring_in`` and the bets;
    no blinds. ``antes`` are listed from p1, the first seat left of the dealer."""
    if len(set(antes)) > 1:
        raise PHHError(translate("PhhInput", "In stud every player posts the same ante"))
    ante = antes[0] if antes else 0
    bring_in = chip_count(required(doc, "bring_in"), "bring_in")
    small_bet, big_bet = _bet_sizes(doc, BettingStructure.FIXED_LIMIT, 0)
    count = len(stacks)
    seats, button = _seating(doc, count)
    players = _player_names(doc, count)
    ante_mode = AnteMode.CLASSIC if ante else AnteMode.NONE
    rules = _rule_profile(doc, BettingStructure.FIXED_LIMIT, ante_mode)
    entries = sorted(zip(seats, players, stacks, strict=True))
    try:
        config = HandConfig(
            seats=tuple(SeatConfig(seat, name, stack) for seat, name, stack in entries),
            button=button,
            ante=ante,
            rules=rules,
            small_bet=small_bet,
            big_bet=big_bet,
            game=game,
            bring_in=bring_in,
        )
    except FeltboardError as error:
        raise PHHError(
            translate("PhhInput", "The hand's setup is not valid: {reason}").format(reason=error)
        ) from error
    return config, seats, players


def _hi_lo_setting(doc: Mapping[str, object], variant: object, game: Game) -> Game:
    """The game, made hi-lo by ``_hi_lo = true`` on ``"PO"`` (pot-limit Omaha hi-lo has no
    PHH code of its own).

    :raises PHHError: if the field is not a boolean or is set on another variant.
    """
    value = doc.get(HI_LO_FIELD, False)
    if not isinstance(value, bool):
        raise PHHError(
            translate("PhhInput", "'_hi_lo' must be true or false, not {value}").format(
                value=shown(value)
            )
        )
    if not value:
        return game
    if game is not Game.OMAHA:
        raise PHHError(
            translate(
                "PhhInput",
                "'_hi_lo' makes pot-limit Omaha hi-lo; it needs variant \"PO\", not {variant}",
            ).format(variant=shown(variant))
        )
    return Game.OMAHA_HI_LO


def _blind_layout(
    blinds: Sequence[int], *, button_blind: bool = False
) -> tuple[int | None, int, int, int]:
    """Small-blind player (``None`` if dead), big-blind player, and the two amounts.

    ``blinds`` is positional: entry 0 is the small blind's position, entry 1 the big
    blind's. A lone blind in entry 0 (three or more players) is a big blind with a dead
    small blind. Heads-up the entries are reversed (p1 posts entry 1); a larger entry 0
    makes p2, on the button, the big blind and p1 the small blind. With ``button_blind``
    (short deck) a lone blind in the last entry is the button's blind, acting last;
    heads-up, reversed, it is entry 0 alone (``[20, 0]``: p2, the button, posts 20).

    :raises PHHError: for straddles, a missing big blind or a small blind above it.
    """
    count = len(blinds)
    if button_blind and count > 2 and blinds[-1] > 0 and not any(blinds[:-1]):
        return None, count - 1, 0, blinds[-1]
    if button_blind and count == 2 and blinds[0] > 0 and blinds[1] == 0:
        # Heads-up the entries are reversed: entry 0 alone is p2's, the button's, blind.
        return None, 1, 0, blinds[0]
    if any(blinds[2:]):
        raise PHHError(
            translate(
                "PhhInput",
                "Straddles are not supported: only a small and a big blind may be posted",
            )
        )
    first, second = blinds[0], blinds[1]
    heads_up = count == 2
    if second == 0 and first > 0 and not heads_up:
        return None, 0, 0, first
    if second == 0:
        raise PHHError(translate("PhhInput", "'blinds_or_straddles' has no big blind"))
    if heads_up:
        if first > second > 0:
            # Listed the other way: after the reversal p1 posts the small blind (second)
            # and p2, the last player, the big blind (first).
            return 0, 1, second, first
        return (1 if first else None), 0, first, second
    if first > second:
        raise PHHError(
            translate(
                "PhhInput",
                "The small blind ({small}) is larger than the big blind ({big}): p1 posts "
                "the small blind and p2 the big blind",
            ).format(small=first, big=second)
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
    amount = chip_count(value, "_dead_small_blind")
    if not 0 <= amount <= big_blind:
        raise PHHError(
            translate(
                "PhhInput",
                "'_dead_small_blind' is {amount}; a small blind is from 0 to the big blind ({big})",
            ).format(amount=amount, big=big_blind)
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
            translate(
                "PhhInput",
                "'_ante_mode' must be \"classic\", \"big_blind\" or \"none\", not {value}",
            ).format(value=shown(declared))
        )
    if not any(antes):
        return 0, _ANTE_MODES[declared] if isinstance(declared, str) else AnteMode.NONE
    if declared == AnteMode.NONE.value:
        raise PHHError(translate("PhhInput", "'_ante_mode' is \"none\" but 'antes' are posted"))
    uniform = len(set(antes)) == 1
    big_blind_only = not any(others)
    if declared == AnteMode.BIG_BLIND.value or (declared is None and big_blind_only):
        if not big_blind_only:
            raise PHHError(
                translate("PhhInput", "A big-blind ante is posted by the big blind alone")
            )
        return antes[bb_player], AnteMode.BIG_BLIND
    if not uniform:
        raise PHHError(
            translate(
                "PhhInput",
                "Antes must be the same for every player (classic) or posted by the big blind "
                "alone; other ante layouts are not supported",
            )
        )
    return antes[0], AnteMode.CLASSIC


def _bet_sizes(
    doc: Mapping[str, object], structure: BettingStructure, big_blind: int
) -> tuple[int | None, int | None]:
    """Fixed-limit small and big bet; checks ``min_bet`` for the other variants.

    :raises PHHError: if a needed field is missing or ``min_bet`` is not the big blind.
    """
    if structure is BettingStructure.FIXED_LIMIT:
        small = chip_count(required(doc, "small_bet"), "small_bet")
        big = chip_count(required(doc, "big_bet"), "big_bet")
        if small <= 0 or big <= 0:
            raise PHHError(translate("PhhInput", "'small_bet' and 'big_bet' must be positive"))
        return small, big
    min_bet = chip_count(required(doc, "min_bet"), "min_bet")
    if min_bet != big_blind:
        raise PHHError(
            translate(
                "PhhInput",
                "'min_bet' is {min_bet} but the big blind is {big}; Feltboard's minimum "
                "bet is the big blind",
            ).format(min_bet=min_bet, big=big_blind)
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
            raise PHHError(
                translate("PhhInput", "'seats' must be an array of {count} seat numbers").format(
                    count=count
                )
            )
        if plain_ints(raw) and min(raw) >= 1 and max(raw) <= MAX_AMOUNT:
            seats = tuple(raw)
        else:
            seats = tuple(_seat_number(value) for value in raw)
    if len(set(seats)) != count:
        raise PHHError(translate("PhhInput", "'seats' lists a seat twice"))
    button = optional_int(doc, "_button_seat")
    if button is None:
        button = seats[-1]
    if button < 1:
        raise PHHError(
            translate("PhhInput", "'_button_seat' must be a seat number, not {button}").format(
                button=button
            )
        )
    seat_count = optional_int(doc, "seat_count")
    if seat_count is not None and max(*seats, button) > seat_count:
        raise PHHError(
            translate("PhhInput", "A seat number is above 'seat_count' ({count})").format(
                count=seat_count
            )
        )
    if clockwise_from(button, seats) != seats:
        raise PHHError(
            translate(
                "PhhInput",
                "Players must be listed clockwise starting left of the button (seat "
                "{button}): p1 is the first player after the button",
            ).format(button=button)
        )
    return seats, button


def _seat_number(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise PHHError(
            translate("PhhInput", "A seat number must be a positive integer, not {value}").format(
                value=shown(value)
            )
        )
    return bounded(value, "seats")


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
        raise PHHError(
            translate("PhhInput", "'players' must be an array of {count} names").format(count=count)
        )
    names = tuple(str(name).strip() or f"p{i}" for i, name in enumerate(raw, start=1))
    for number, name in enumerate(names, start=1):
        if len(name) > MAX_NAME_CHARS:
            raise PHHError(
                translate(
                    "PhhInput",
                    "'players': the name of p{player} has {count} characters; a name has at "
                    "most {limit}",
                ).format(player=number, count=chips(len(name)), limit=MAX_NAME_CHARS)
            )
        problem = name_problem(name)
        if problem is not None:
            raise PHHError(
                translate("PhhInput", "'players': the name of p{player}: {problem}").format(
                    player=number, problem=problem
                )
            )
    if len(set(names)) == len(names):
        return names
    for name in names:
        if names.count(name) > 1:
            raise PHHError(
                translate("PhhInput", "The player name {name} appears twice in 'players'").format(
                    name=shown(name)
                )
            )
    return names


def _rule_profile(
    doc: Mapping[str, object], structure: BettingStructure, ante_mode: AnteMode
) -> RuleProfile:
    """The rule profile from the variant and the extension fields.

    :raises PHHError: if an extension field has a wrong value.
    """
    chip_unit = optional_int(doc, "_chip_unit")
    max_raises = optional_int(doc, "_max_raises")
    cap_mode = doc.get("_raise_cap_mode", RaiseCapMode.PER_ROUND.value)
    raise_cap_mode = _named(cap_mode, _CAP_MODES)
    if raise_cap_mode is None:
        raise PHHError(
            translate(
                "PhhInput", "'_raise_cap_mode' must be \"per_round\" or \"per_player\", not {value}"
            ).format(value=shown(cap_mode))
        )
    uncapped_heads_up = doc.get("_uncapped_heads_up", True)
    if not isinstance(uncapped_heads_up, bool):
        raise PHHError(
            translate("PhhInput", "'_uncapped_heads_up' must be true or false, not {value}").format(
                value=shown(uncapped_heads_up)
            )
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
    """Dealer awards from ``_pot_awards``: ``[[pot, player, ...], ...]``, with the low
    halves of hi-lo pots from ``_pot_low_awards``.

    :raises PHHError: if a field is malformed, names an unknown player, or gives a low
        half to a pot the dealer did not award.
    """
    highs = _award_lists(doc, "_pot_awards", seats)
    lows = dict(_award_lists(doc, LOW_AWARDS_FIELD, seats))
    awarded = {pot for pot, _players in highs}
    stray = sorted(pot for pot in lows if pot not in awarded)
    if stray:
        raise PHHError(
            translate("PhhInput", "'{field}' gives pot {pot} a low half, but '_pot_awards' "
                      "does not award it").format(field=LOW_AWARDS_FIELD, pot=stray[0])
        )
    return tuple(PotAwarded(pot, players, lows.get(pot, ())) for pot, players in highs)


def _award_lists(
    doc: Mapping[str, object], field: str, seats: Sequence[int]
) -> list[tuple[int, tuple[int, ...]]]:
    """``field``'s ``[[pot, player, ...], ...]`` as (pot, seats) pairs.

    :raises PHHError: if it is malformed or names a player outside the hand.
    """
    raw = doc.get(field)
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise PHHError(_awards_shape(field))
    awards: list[tuple[int, tuple[int, ...]]] = []
    for entry in raw:
        if (
            not isinstance(entry, list)
            or len(entry) < 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in entry)
        ):
            raise PHHError(_awards_shape(field))
        pot, *players = (int(v) for v in entry)
        if any(not 1 <= p <= len(seats) for p in players):
            raise PHHError(
                translate("PhhInput", "'{field}' names a player outside p1..p{last}").format(
                    field=field, last=len(seats)
                )
            )
        awards.append((pot, tuple(seats[p - 1] for p in players)))
    return awards


def _awards_shape(field: str) -> str:
    return translate("PhhInput", "'{field}' must be an array of [pot, player, ...] arrays").format(
        field=field
    )


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
