"""Facts the room reads, shared by every screen: no Qt, no I/O.

The Qt audience display (:mod:`app.present.view_model`) and the network service's JSON
(:mod:`app.present.public_state`) both build on these, so the TV window, the browser TV
page and the phone page agree on the phase, the level in play, the clock's digits, the
pots and who finished where.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from app.engine.accounts import Standing
from app.engine.clock import ClockState
from app.engine.errors import chips
from app.engine.games import Game
from app.engine.hand import HandState
from app.engine.numbers import number_style
from app.engine.pots import Pot
from app.engine.rotation import NightGame
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.structure import BlindStructure, Level
from app.engine.tournament import Table, TournamentState
from app.engine.wording import translate
from app.present.narration import ante_text


class Phase(StrEnum):
    """What the room should understand at a glance."""

    WAITING = "waiting"
    """The clock has not started yet."""
    RUNNING = "running"
    """A level is being played."""
    BREAK = "break"
    """A break is running."""
    PAUSED = "paused"
    """The clock is paused (during a level or a break)."""
    FINISHED = "finished"
    """One player holds every chip."""


def phase_of(state: TournamentState, clock: ClockState) -> Phase:
    """The tournament's phase with its clock at ``clock``."""
    if state.is_finished:
        return Phase.FINISHED
    if not clock.started:
        return Phase.WAITING
    if not clock.running:
        return Phase.PAUSED
    return Phase.BREAK if clock.is_break else Phase.RUNNING


def format_seconds(seconds: float) -> str:
    """``'12:05'`` or ``'1:02:05'``, rounding up so 0:00 shows only when time is up.

    >>> format_seconds(59.2), format_seconds(3725)
    ('1:00', '1:02:05')
    """
    whole = whole_seconds(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def whole_seconds(seconds: float) -> int:
    """The seconds the clock shows: rounded up, never below 0.

    >>> whole_seconds(59.2), whole_seconds(-3.0)
    (60, 0)
    """
    return max(0, int(-(-seconds // 1)))


def blinds_text(level: Level) -> str:
    """The blinds as the room's screens write them (the console and the printed sheets
    write a level as :meth:`Level.describe` does).

    >>> blinds_text(Level(500, 1000))
    '500 / 1,000'
    """
    if level.game.is_stud:  # no blinds: the small and the big bet
        small = level.small_bet or 0
        return f"{chips(small)} / {chips(level.big_bet or 2 * small)}"
    return f"{chips(level.small_blind)} / {chips(level.big_blind)}"


def level_text(level: Level, ante_mode: AnteMode = AnteMode.CLASSIC) -> str:
    """A level's forced bets as the room's screens (the TV, the network pages) write them;
    a big-blind ante says so.

    >>> level_text(Level(500, 1000, ante=100))
    '500 / 1,000 · ante 100'
    """
    text = blinds_text(level)
    if level.game.is_stud:  # every player antes in stud, whatever the night's ante mode
        return translate("RoomFacts", "{bets} · ante {ante} · bring-in {bring_in}").format(
            bets=text, ante=chips(level.ante), bring_in=chips(level.bring_in))
    ante = ante_text(level.ante, ante_mode)
    return f"{text} · {ante}" if ante else text


def stud_ante_text(level: Level) -> str:
    """A stud level's forced bets beside its bets: ``'ante 25 · bring-in 25'`` (every
    player antes in stud, whatever the night's ante mode).

    >>> from app.engine.games import Game
    >>> stud_ante_text(Level(0, 0, 25, 600, 100, 200, game=Game.STUD, bring_in=25))
    'ante 25 · bring-in 25'
    """
    return translate("RoomFacts", "ante {ante} · bring-in {bring_in}").format(
        ante=chips(level.ante), bring_in=chips(level.bring_in))


def level_game_text(level: Level) -> str:
    """The game to say with a level on the room's screens; empty for hold'em, the game
    every screen assumed before nights had other games.

    >>> level_game_text(Level(200, 400, game=Game.OMAHA_HI_LO)), level_game_text(Level(1, 2))
    ('Omaha Hi-Lo', '')
    """
    return "" if level.game is Game.HOLDEM else level.game.label


def level_title(number: int, level: Level, ante_mode: AnteMode) -> str:
    """The console's clock bar: ``'Level 6: 200/400'``; a level of another game names it,
    ``'Level 6 · Omaha Hi-Lo · 200/400'``."""
    game = level_game_text(level)
    if not game:
        return translate("Panels", "Level {number}: {blinds}").format(
            number=number, blinds=level.describe(ante_mode))
    return translate("RoomFacts", "Level {number} · {game} · {blinds}").format(
        number=number, game=game, blinds=level.describe(ante_mode))


def game_with_betting(game: Game, betting: BettingStructure) -> str:
    """A game with its betting, as a printed structure names a level's game.

    >>> game_with_betting(Game.OMAHA, BettingStructure.POT_LIMIT)
    'Pot-limit Omaha'
    """
    return NightGame(game, betting).label


def next_level_line(
    clock: ClockState,
    structure: BlindStructure,
    rules: RuleProfile,
    blinds: str,
    played: Callable[[int, Level], Level] | None = None,
) -> str:
    """The level to come, as the clock bar, the TV and ``/tv`` say it after "Next:":
    ``blinds`` as that screen writes them, and when the level deals another game (or
    betting) than the one dealt now, its number and game too, so the tables know a PLO
    level follows: ``'Level 7 · Pot-limit Omaha · 300/600'`` (``blinds`` alone on the
    last level, which has no next). ``played`` gives a level numbered so as its hands
    deal it (a rotation by level: :func:`app.present.game_choice.level_as_played`).
    """
    upcoming = clock.next_level
    now = _level_dealt_now(clock, structure)
    if upcoming is None or now is None:
        return blinds
    if played is not None:
        now = played(clock.level_number, now)
        upcoming = played(clock.level_number + 1, upcoming)
    if _dealt(now, rules) == _dealt(upcoming, rules):
        return blinds
    return translate("RoomFacts", "Level {number} · {game} · {blinds}").format(
        number=clock.level_number + 1,
        # Stud is always fixed limit: its name alone leaves room for its bring-in.
        game=upcoming.game.label if upcoming.game.is_stud
        else game_with_betting(upcoming.game, upcoming.betting_in(rules)),
        blinds=blinds,
    )


def _level_dealt_now(clock: ClockState, structure: BlindStructure) -> Level | None:
    """The level being played, or at a break the level before it (none before the first)."""
    if isinstance(clock.level, Level):
        return clock.level
    levels = structure.levels
    return levels[clock.level_number - 1] if 1 <= clock.level_number <= len(levels) else None


def _dealt(level: Level, rules: RuleProfile) -> tuple[Game, BettingStructure]:
    return level.game, level.betting_in(rules)


def big_blinds(stack: float, big_blind: int) -> str:
    """A stack in big blinds: ``'57 BB'``, ``'9.5 BB'`` below ten; ``''`` at a level
    without a big blind (stud: antes and a bring-in), where it means nothing.

    >>> big_blinds(5700, 100), big_blinds(5700, 0)
    ('57 BB', '')
    """
    if big_blind <= 0:
        return ""
    count = stack / big_blind
    style = number_style()  # the separators of the language in use
    shown = (
        style.grouped(round(count)) if count >= 10 else style.with_decimal_mark(f"{count:.1f}")
    )
    return translate("RoomFacts", "{count} BB").format(count=shown)


def playing_level(clock: ClockState) -> Level:
    """The level being played, or at a break the level that follows it."""
    if isinstance(clock.level, Level):
        return clock.level
    assert clock.next_level is not None  # a structure always ends with a level
    return clock.next_level


def has_live_hand(table: Table) -> bool:
    """True when ``table`` is tracked and a hand is being recorded there."""
    return table.tracked and table.hand is not None and table.hand_state is not None


def live_pots(hand: HandState) -> tuple[Pot, ...]:
    """The pots gathered in the middle that hold chips (``'Main pot'``, ``'Side pot 1'``)."""
    return tuple(pot for pot in hand.middle_pots if pot.amount > 0)


def chips_in_front(hand: HandState) -> int:
    """This betting round's bets, not yet gathered into the pots (0 once nobody acts)."""
    return sum(hand.bet(seat) for seat in hand.order) if hand.to_act is not None else 0


def place_winners(table: tuple[Standing, ...]) -> dict[int, str]:
    """Who finished in each place so far: ``{9: 'Hugo', 7: 'Ann, Bob'}`` (a shared place
    names everyone sharing it, in every place they share)."""
    finished: dict[int, str] = {}
    for standing in table:
        if standing.place is None:
            continue
        for place in range(standing.place, standing.place + standing.shared):
            if place in finished:
                finished[place] += f", {standing.player.name}"
            else:
                finished[place] = standing.player.name
    return finished
