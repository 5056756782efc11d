"""Player statistics from recorded hands, as the hand-tracking tools define them.

Pure: the caller gives each hand's config, its events and who sat where (the store's
hand histories); nothing here reads a file. Counters add up (``a + b``), so a season is the
sum of its nights and the percentages are worked out once, at the end.

The definitions (README, "Player statistics") follow PokerTracker and Hold'em Manager:

- **hands**: hands the player was dealt into (voided hands are not counted);
- **VPIP**: hands in which the player put chips in voluntarily before the flop (a call,
  bet or raise; posting a blind or checking the big blind is not voluntary), over the
  hands in which the player had a decision before the flop (so a walk, or being all-in
  from the blind, is no chance either way);
- **PFR**: hands in which the player raised before the flop, over the same hands;
- **3-bet**: re-raised facing exactly one raise before the flop, over the times the player
  faced exactly one raise with a decision to make;
- **aggression** (AF): bets and raises after the flop, divided by calls after the flop;
- **WTSD**: went to showdown, over hands in which the player saw the flop;
- **W$SD**: won chips at showdown, over showdowns;
- **all-ins**: hands in which the player put the last chip in by their own action, and
  how many of those they came out ahead, even or behind;
- **biggest pots**: the three biggest pots the player won or shared.

Stud and the draw games count the same figures on their own rounds. In stud, third street
is "before the flop" and fourth street the "flop": VPIP is money put in voluntarily on
third street, so neither the ante nor the bring-in counts (completing, or calling a
completion, does); a completion is a raise. In a draw game the first round is before the
flop and the first draw is the "flop" (each draw opens a round, as a board card does):
VPIP and PFR before the first draw, aggression after it, WTSD over hands that saw it.

An all-in counts as what it was: a call when it does not pass the bet to call, a bet when
nobody had bet, a raise otherwise (even a short one, as the trackers count it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.engine.config import HandConfig
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.rules import AnteMode
from app.engine.wording import translate

BIGGEST_POTS_KEPT = 3
_COUNTING = (
    "hands", "preflop_decisions", "vpip", "pfr", "three_bet_chances", "three_bets",
    "postflop_aggressive", "postflop_calls", "saw_flop", "showdowns", "showdowns_won",
    "all_ins", "all_ins_won", "all_ins_even", "all_ins_lost",
)  # fmt: skip
"""The counting fields of :class:`PlayerStats` (all but ``biggest_pots``), in order."""
_ACTIONS = (Folded, Checked, Called, BetPlaced, RaisedTo, WentAllIn)


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's counters over some hands; add two to combine nights."""

    hands: int = 0
    preflop_decisions: int = 0
    vpip: int = 0
    pfr: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    postflop_aggressive: int = 0
    postflop_calls: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    all_ins: int = 0
    all_ins_won: int = 0
    all_ins_even: int = 0
    all_ins_lost: int = 0
    biggest_pots: tuple[int, ...] = field(default=())

    def __add__(self, other: PlayerStats) -> PlayerStats:
        # Spelled out: this runs once per player and hand of a season (fields() is slow).
        return PlayerStats(
            hands=self.hands + other.hands,
            preflop_decisions=self.preflop_decisions + other.preflop_decisions,
            vpip=self.vpip + other.vpip,
            pfr=self.pfr + other.pfr,
            three_bet_chances=self.three_bet_chances + other.three_bet_chances,
            three_bets=self.three_bets + other.three_bets,
            postflop_aggressive=self.postflop_aggressive + other.postflop_aggressive,
            postflop_calls=self.postflop_calls + other.postflop_calls,
            saw_flop=self.saw_flop + other.saw_flop,
            showdowns=self.showdowns + other.showdowns,
            showdowns_won=self.showdowns_won + other.showdowns_won,
            all_ins=self.all_ins + other.all_ins,
            all_ins_won=self.all_ins_won + other.all_ins_won,
            all_ins_even=self.all_ins_even + other.all_ins_even,
            all_ins_lost=self.all_ins_lost + other.all_ins_lost,
            biggest_pots=_top(self.biggest_pots + other.biggest_pots),
        )

    @property
    def vpip_percent(self) -> float | None:
        """VPIP as a percentage, ``None`` with no chance yet."""
        return percent(self.vpip, self.preflop_decisions)

    @property
    def pfr_percent(self) -> float | None:
        return percent(self.pfr, self.preflop_decisions)

    @property
    def three_bet_percent(self) -> float | None:
        return percent(self.three_bets, self.three_bet_chances)

    @property
    def aggression(self) -> float | None:
        """Bets and raises per call after the flop; ``None`` before the first call."""
        if self.postflop_calls == 0:
            return None
        return round(self.postflop_aggressive / self.postflop_calls, 2)

    @property
    def wtsd_percent(self) -> float | None:
        return percent(self.showdowns, self.saw_flop)

    @property
    def wsd_percent(self) -> float | None:
        return percent(self.showdowns_won, self.showdowns)

    def counts(self) -> dict[str, Any]:
        """The counters as plain data (a league stores them, then :meth:`from_counts`)."""
        return {
            name: list(value) if isinstance(value, tuple) else value
            for name, value in ((n, getattr(self, n)) for n in self.__slots__)
        }

    @classmethod
    def from_counts(cls, counts: Mapping[str, Any]) -> PlayerStats:
        """Counters read back from :meth:`counts` (names not known here are ignored).

        :raises ValueError: if a counter is not a whole number of at least 0.
        """
        values: dict[str, Any] = {}
        for name in cls.__slots__:
            if name not in counts:
                continue
            value = counts[name]
            numbers = value if name == "biggest_pots" else [value]
            if not isinstance(numbers, list | tuple) or not all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in numbers
            ):
                raise ValueError(
                    translate(
                        "HandStats", "{name} must be whole numbers of at least 0, not {value}"
                    ).format(name=name, value=repr(value))
                )
            values[name] = _top(tuple(numbers)) if name == "biggest_pots" else value
        return cls(**values)

    def figures(self) -> dict[str, Any]:
        """The figures as ``feltboard stats --json`` gives them (percentages 0–100)."""
        return {
            "hands": self.hands,
            "vpip": self.vpip_percent,
            "pfr": self.pfr_percent,
            "three_bet": self.three_bet_percent,
            "aggression": self.aggression,
            "wtsd": self.wtsd_percent,
            "wsd": self.wsd_percent,
            "all_ins": self.all_ins,
            "all_ins_won": self.all_ins_won,
            "all_ins_even": self.all_ins_even,
            "all_ins_lost": self.all_ins_lost,
            "biggest_pots": list(self.biggest_pots),
        }


def percent(part: int, whole: int) -> float | None:
    """``part`` of ``whole`` in percent, one decimal; ``None`` when ``whole`` is 0.

    >>> percent(1, 3)
    33.3
    >>> percent(0, 0) is None
    True
    """
    return round(100 * part / whole, 1) if whole else None


def _top(pots: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted((p for p in pots if p > 0), reverse=True)[:BIGGEST_POTS_KEPT])


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """How a hand ended for its players (the tournament keeps it: ``HandSummary``)."""

    net: Mapping[int, int]
    """Player id to chips won (positive) or lost."""
    winners: frozenset[int]
    """Players who collected chips from a pot."""
    pot: int
    """The chips in the pots (uncalled chips returned are not in it)."""


@dataclass(slots=True)
class _Seat:
    """One dealt-in seat while its hand is read: chips and what it did."""

    stack: int
    bet: int = 0
    folded: bool = False
    decision: bool = False
    vpip: bool = False
    pfr: bool = False
    three_bet_chance: bool = False
    three_bet: bool = False
    aggressive: int = 0
    calls: int = 0
    all_in: bool = False
    saw_flop: bool = False


def hand_stats(
    config: HandConfig,
    events: Iterable[HandEvent],
    players: Mapping[int, int],
    outcome: HandOutcome,
) -> dict[int, PlayerStats]:
    """Each dealt-in player's counters for one finished hand.

    The events are read as recorded (the journal checked them when they were recorded):
    only chips, bets and streets are followed here, which is all the figures need and
    several times quicker than replaying the hand with every rule.

    :param players: seat number to player id, as the tournament dealt the hand.
    :param outcome: who won what (the hand's summary in the tournament).
    """
    tally = StatsTally()
    tally.add_hand(config, events, players, outcome)
    return tally.result()


class StatsTally:
    """Counters of many hands added up in place: a night of 5,000 hands is counted
    without building a value per player and hand; :meth:`result` gives the values."""

    def __init__(self) -> None:
        self._counts: dict[int, list[int]] = {}
        self._pots: dict[int, list[int]] = {}

    def add_hand(
        self,
        config: HandConfig,
        events: Iterable[HandEvent],
        players: Mapping[int, int],
        outcome: HandOutcome,
    ) -> None:
        """Count one finished hand (arguments as :func:`hand_stats`)."""
        seats, showdown = _read_hand(config, events)
        for number, seat in seats.items():
            player = players[number]
            counts = self._counts.get(player)
            if counts is None:
                counts = self._counts[player] = [0] * len(_COUNTING)
                self._pots[player] = []
            net = outcome.net.get(player, 0)
            won = player in outcome.winners
            at_showdown = showdown and seat.saw_flop and not seat.folded
            for index, value in enumerate((
                1, seat.decision, seat.vpip, seat.pfr, seat.three_bet_chance,
                seat.three_bet, seat.aggressive, seat.calls, seat.saw_flop, at_showdown,
                at_showdown and won, seat.all_in, seat.all_in and net > 0,
                seat.all_in and net == 0, seat.all_in and net < 0,
            )):  # fmt: skip
                counts[index] += value
            if won and outcome.pot > 0:
                pots = self._pots[player]
                pots.append(outcome.pot)
                if len(pots) > BIGGEST_POTS_KEPT:
                    pots.remove(min(pots))

    def result(self) -> dict[int, PlayerStats]:
        """Each player's counters so far."""
        return {
            player: PlayerStats(
                **dict(zip(_COUNTING, counts, strict=True)),
                biggest_pots=_top(tuple(self._pots[player])),
            )
            for player, counts in self._counts.items()
        }


def _read_hand(
    config: HandConfig, events: Iterable[HandEvent]
) -> tuple[dict[int, _Seat], bool]:
    """Each seat as the hand left it, and whether it went to a showdown."""
    seats = {s.seat: _Seat(s.stack) for s in config.seats}
    current = _post_forced_bets(config, seats)
    street = 0
    raises = 0  # before the flop, raises after the big blind
    third_dealt = False  # stud: third street is the first round, fourth the "flop"
    drawing = False  # draw games: within a draw, which ends the betting round before it
    for event in events:
        if isinstance(event, StudStreetDealt) and not third_dealt:
            third_dealt = True
            continue
        if isinstance(event, Drew):
            # A draw parts the betting rounds as the board does in a flop game: the first
            # draw is the "flop" (VPIP and PFR are counted before it, AF after it).
            if not drawing:
                drawing = True
                street = _next_street(seats, street)
                current = 0
            continue
        drawing = False
        if isinstance(event, BroughtIn):
            # A forced bet, as a blind is: no decision.
            brought = seats[event.seat]
            _post_blind(brought, config.bring_in)
            current = max(current, brought.bet)
            continue
        if isinstance(event, _BOARD):
            street = _next_street(seats, street)
            current = 0
            continue
        if not isinstance(event, _ACTIONS):
            continue
        seat = seats[event.seat]
        kind, to = _action(event, seat, current)
        if kind is _FOLD:
            seat.folded = True
        if to > seat.bet:
            seat.stack -= to - seat.bet
            seat.bet = to
            current = max(current, to)
            seat.all_in = seat.all_in or seat.stack == 0
        if street == 0:
            raises += _count_preflop(seat, kind, raises)
        elif kind in _AGGRESSIVE:
            seat.aggressive += 1
        elif kind is _CALL:
            seat.calls += 1
    return seats, sum(not seat.folded for seat in seats.values()) >= 2


def _next_street(seats: Mapping[int, _Seat], street: int) -> int:
    """Open the next betting round: bets start afresh; leaving the first round, the
    players still in saw the flop (stud's fourth street, a draw game's first draw)."""
    if street == 0:
        for seat in seats.values():
            seat.saw_flop = not seat.folded
    for seat in seats.values():
        seat.bet = 0
    return street + 1


_FOLD, _PASS, _CALL, _BET, _RAISE = "fold", "pass", "call", "bet", "raise"
_AGGRESSIVE = (_BET, _RAISE)
_BOARD = (FlopDealt, TurnDealt, RiverDealt, StudStreetDealt)


def _post_forced_bets(config: HandConfig, seats: Mapping[int, _Seat]) -> int:
    """Post antes and blinds as the engine does; the bet to call before the flop."""
    ante_mode = config.rules.ante_mode if config.ante > 0 else AnteMode.NONE
    if ante_mode is AnteMode.CLASSIC:
        for seat in seats.values():
            seat.stack -= min(config.ante, seat.stack)
    if config.game.is_stud:
        return 0  # no blinds: the bring-in is posted on third street
    if config.small_blind_seat is not None and config.small_blind > 0:
        _post_blind(seats[config.small_blind_seat], config.small_blind)
    _post_blind(seats[config.big_blind_seat], config.big_blind)
    if ante_mode is AnteMode.BIG_BLIND:  # TDA: the blind is covered before the ante
        big = seats[config.big_blind_seat]
        big.stack -= min(config.ante, big.stack)
    # A short big blind does not lower the stakes: the bet to call is the full blind.
    return config.big_blind


def _post_blind(seat: _Seat, amount: int) -> None:
    paid = min(amount, seat.stack)
    seat.stack -= paid
    seat.bet += paid


def _action(event: HandEvent, seat: _Seat, current: int) -> tuple[str, int]:
    """What the action was, and the seat's bet in this round after it."""
    if isinstance(event, Folded):
        return _FOLD, 0
    if isinstance(event, Checked):
        return _PASS, 0
    if isinstance(event, Called):
        return _CALL, min(current, seat.bet + seat.stack)
    if isinstance(event, BetPlaced):
        return _BET, event.to
    if isinstance(event, RaisedTo):
        return _RAISE, event.to
    to = seat.bet + seat.stack  # all in: a call, a bet or a raise by its size
    if to <= current:
        return _CALL, to
    return (_BET if current == 0 else _RAISE), to


def _count_preflop(seat: _Seat, kind: str, raises: int) -> int:
    """Count a decision before the flop; 1 when it was a raise."""
    seat.decision = True
    if raises == 1:
        seat.three_bet_chance = True
    if kind in (_CALL, _BET, _RAISE):
        seat.vpip = True
    if kind in _AGGRESSIVE:
        seat.pfr = True
        if raises == 1:
            seat.three_bet = True
        return 1
    return 0


def add_stats(
    total: dict[int, PlayerStats], more: Mapping[int, PlayerStats]
) -> dict[int, PlayerStats]:
    """``total`` with ``more`` added, player by player (``total`` is updated and returned)."""
    for player, stats in more.items():
        total[player] = total[player] + stats if player in total else stats
    return total


def stack_series(
    hands: Iterable[tuple[int, HandConfig, Mapping[int, int]]],
) -> dict[int, list[tuple[int, int]]]:
    """Each player's stack at the start of every hand they were dealt into.

    :param hands: (hand number, config, seat to player id) in hand order.
    :returns: player id to ``[(hand number, stack), ...]``, for a chart of the night.
    """
    series: dict[int, list[tuple[int, int]]] = {}
    for number, config, players in hands:
        for seat in config.seats:
            series.setdefault(players[seat.seat], []).append((number, seat.stack))
    return series
