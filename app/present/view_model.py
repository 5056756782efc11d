"""What the audience display shows, as one immutable value: no Qt, no I/O.

``build_display_model(state, clock, now)`` turns the tournament and its clock into display
text. The window only lays out and paints this value, so everything the room can read is
decided (and tested) here.

Privacy: a player's hole cards appear only once they were tabled at showdown; the model
reads :meth:`HandState.shown_cards` and never :meth:`HandState.hole_cards`.

Busts: the model carries the latest bust's finishes (``'Hugo finishes 9th'``) and a
counter of busts; the window announces each bust (and all other news) from the session's
announcement feed (:mod:`app.present.announcements`).

Antes: a big-blind ante always reads ``BB ANTE 400``, a classic one ``ANTE 400``.

Money (the prize pool, each place's prize, the buy-in, bounties) is written in the
tournament's currency (``'€1,250.00'``; plain ``'1,250'`` for points); chips never are.

Several tables with a hand in progress: the model lists them all in table order and
features one at a time, each for :data:`HAND_ROTATION_SECONDS` in turn, chosen from
``now`` so the rotation needs no state of its own. With more than
:data:`FEATURED_HANDS` hands in play (a big room: 34 tables would take four and a half
minutes to come round), the ones with the most chips in the middle take turns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine.accounts import Standing, bounties_won, deal_lines, prizes, standings
from app.engine.cards import SUIT_SYMBOLS, Card
from app.engine.clock import ClockState
from app.engine.errors import chips
from app.engine.hand import HandState
from app.engine.look import DisplayLook
from app.engine.money import Currency
from app.engine.rules import AnteMode
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import Table, TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.draw_view import draw_notes, hand_street
from app.present.game_choice import level_as_played
from app.present.narration import (
    ante_text,
    bounty_lines,
    bounty_text,
    finish_lines_of,
    latest_bust,
    price_text,
)
from app.present.room_facts import (
    Phase,
    big_blinds,
    blinds_text,
    chips_in_front,
    format_seconds,
    has_live_hand,
    level_game_text,
    level_text,
    live_pots,
    next_level_line,
    phase_of,
    place_winners,
    playing_level,
    stud_ante_text,
)
from app.present.stud_view import public_up_cards
from app.present.terms import (
    deal_row_label,
    entries_text,
    place_label,
    pot_label,
)

HAND_ROTATION_SECONDS = 8
"""How long each table's hand is featured when hands run at several tables."""

FEATURED_HANDS = 4
"""At most this many hands take turns on the TV: the biggest pots when more play."""

FINAL_MINUTE = 60.0
"""Seconds left in a level or break from which the clock shows its warning color."""

NO_VALUE = "—"


@dataclass(frozen=True, slots=True)
class CardFace:
    """A public card as the room sees it: ``'10'`` and ``'♥'``."""

    rank: str
    suit: str

    @property
    def red(self) -> bool:
        """True for hearts and diamonds."""
        return self.suit in ("♥", "♦")

    @property
    def text(self) -> str:
        """``'10♥'``."""
        return self.rank + self.suit


@dataclass(frozen=True, slots=True)
class PayoutLine:
    """One paid place: ``'1st'``, ``'€135.00'``, and who won it once decided."""

    place: str
    amount: str
    winner: str = ""


@dataclass(frozen=True, slots=True)
class PotLine:
    """A pot in the middle: ``'Main pot'``, ``'12,000'``."""

    name: str
    amount: str


@dataclass(frozen=True, slots=True)
class ShownHand:
    """Cards a player tabled at showdown."""

    player: str
    cards: tuple[CardFace, ...]


@dataclass(frozen=True, slots=True)
class LiveHand:
    """The hand being recorded at one tracked table, as the room may see it."""

    table: int
    number: int
    street: str
    pot: str
    pots: tuple[PotLine, ...]
    bets: str
    board: tuple[CardFace, ...]
    shown: tuple[ShownHand, ...]
    has_board: bool = True
    """False in a stud or a draw game: the TV paints no board places."""
    up: tuple[ShownHand, ...] = ()
    """A stud hand's up cards by player still in (typed ones; down cards never)."""
    draws: tuple[tuple[str, str], ...] = ()
    """A draw hand's latest draw by player: ``('Ann', 'drew 2')``, ``('Bob', 'stands pat')``."""

    @property
    def title(self) -> str:
        """``'Table 2 · Flop'``."""
        return translate("ViewModel", "Table {table} · {street}").format(
            table=self.table, street=self.street
        )


@dataclass(frozen=True, slots=True)
class StandingLine:
    """A finishing place: ``'1st'``, ``'Ann'``, the prize ``'€135.00'`` (empty when
    unpaid) and, in a knockout tournament, the bounties won ``'€20.00'`` (or empty)."""

    place: str
    name: str
    prize: str
    bounties: str = ""


def _playing_number(clock: ClockState) -> int:
    """The number of :func:`playing_level`: at a break, the level after it."""
    return clock.level_number + 1 if clock.is_break else clock.level_number


def _level_label(clock: ClockState, playing: Level) -> str:
    """``'LEVEL 6'``, with the game when it is not hold'em: ``'LEVEL 6 · OMAHA HI-LO'``."""
    if clock.is_break:
        return translate("ViewModel", "BREAK")
    label = translate("ViewModel", "LEVEL {number}").format(number=clock.level_number)
    game = level_game_text(playing)
    return f"{label} · {game.upper()}" if game else label


@dataclass(frozen=True, slots=True)
class DisplayModel:
    """Everything the audience display shows at one moment, as text ready to paint."""

    title: str
    phase: Phase
    on_break: bool
    status: str
    level_label: str
    clock: str
    remaining_seconds: float = field(compare=False)
    final_minute: bool
    blinds_caption: str
    blinds: str
    ante: str
    next_level: str
    last_level: bool
    next_break: str
    next_break_note: str
    break_note: str
    players: str
    players_left: int
    entries: int
    entries_text: str
    average_stack: str
    average_big_blinds: str
    prize_pool: str
    payouts: tuple[PayoutLine, ...]
    payouts_note: str
    chip_leader: str
    chip_leader_stack: str
    hands: tuple[LiveHand, ...]
    featured_hand: LiveHand | None
    winner: str
    standings: tuple[StandingLine, ...]
    busts: int = 0
    """How many busts so far (players out on the same hand count once)."""
    latest_finishes: tuple[str, ...] = ()
    """The latest bust's finishes: ``('Hugo finishes 3rd — €45.00',)``."""
    buy_in: str = ""
    """What a player pays, the house's fee after a plus: ``'€40.00+€5.00'``."""
    bounty: str = ""
    """The knockout on offer, ``'Bounty €10.00'`` (``''`` when there is none)."""
    look: DisplayLook = field(default_factory=DisplayLook)
    """The host's logo, colours, panels and orientation (from the setup)."""

    @property
    def paused(self) -> bool:
        """True while the clock is paused."""
        return self.phase is Phase.PAUSED

    @property
    def finished(self) -> bool:
        """True once the tournament is over."""
        return self.phase is Phase.FINISHED


# ----- the TV's own captions -----------------------------------------------------------------


def ante_caption(level: Level, ante_mode: AnteMode) -> str:
    """The ante line under the blinds: ``'BB ANTE 400'``, ``'ANTE 25'`` or ``'NO ANTE'``.

    >>> ante_caption(Level(200, 400, 400, 600), AnteMode.BIG_BLIND)
    'BB ANTE 400'

    A stud level's: every player antes, and the bring-in (``'ANTE 50 · BRING-IN 75'``).
    """
    if level.game.is_stud:
        return stud_ante_text(level).upper()
    return (ante_text(level.ante, ante_mode) or translate("ViewModel", "no ante")).upper()


def card_face(card: Card) -> CardFace:
    """The card as the room reads it (``T`` written ``10``)."""
    rank = "10" if card.rank_char == "T" else card.rank_char
    return CardFace(rank, SUIT_SYMBOLS[card.suit])


# ----- the model -------------------------------------------------------------------------


def build_display_model(state: TournamentState, clock: ClockState, now: float) -> DisplayModel:
    """The audience display for ``state`` with its clock at ``now``."""
    structure = state.setup.structure
    phase = phase_of(state, clock)
    # The level as its hands deal it: a H.O.R.S.E. level of stud shows its bets and ante.
    playing = level_as_played(state, _playing_number(clock), playing_level(clock))
    alive = len(state.alive)
    entries = state.entries
    live = tuple(t for t in state.tables if has_live_hand(t))
    hands = tuple(_live_hand(t) for t in live)
    featured = _featured(live, hands, state.setup.look.featured,
                         {t.number for t in state.tables})
    table = standings(state)
    amounts = prizes(state)
    average = state.total_chips / alive if alive else 0.0
    leader, leader_stack = _chip_leader(state)
    setup = state.setup
    money = setup.currency
    return DisplayModel(
        title=state.setup.name,
        phase=phase,
        on_break=clock.is_break,
        status=_status(phase, alive),
        level_label=_level_label(clock, playing),
        clock=format_seconds(clock.remaining_seconds),
        remaining_seconds=clock.remaining_seconds,
        final_minute=clock.started and clock.remaining_seconds <= FINAL_MINUTE,
        blinds_caption=(
            translate("ViewModel", "LEVEL {number} AFTER THE BREAK").format(
                number=clock.level_number + 1
            )
            if clock.is_break
            else translate("ViewModel", "BETS")
            if playing.game.is_stud
            else translate("ViewModel", "BLINDS")
        ),
        blinds=blinds_text(playing),
        ante=ante_caption(playing, state.setup.rules.ante_mode),
        next_level=_next_level_text(clock, state),
        last_level=clock.next_level is None,
        next_break=_next_break_text(clock),
        next_break_note=_next_break_note(structure, clock),
        break_note=clock.level.shown_note if isinstance(clock.level, Break) else "",
        players=f"{alive} / {entries}",
        players_left=alive,
        entries=entries,
        entries_text=entries_text(entries),
        average_stack=chips(round(average)) if alive else NO_VALUE,
        average_big_blinds=big_blinds(average, playing.big_blind) if alive else "",
        prize_pool=money.format(state.prize_pool),
        payouts=_deal_payouts(state, amounts, table) if state.deals else _payouts(
            amounts, table, money
        ),
        payouts_note=""
        if amounts
        else translate("ViewModel", "Prizes are set once two players have entered"),
        chip_leader=leader,
        chip_leader_stack=leader_stack,
        hands=hands,
        featured_hand=(
            featured[int(now // HAND_ROTATION_SECONDS) % len(featured)] if featured else None
        ),
        winner=table[0].player.name if state.is_finished else "",
        standings=_standings(state, table, amounts) if state.is_finished else (),
        busts=state.busts,
        latest_finishes=finish_lines_of(table, latest_bust(state), money, bounty_lines(state)),
        buy_in=price_text(setup.buy_in, setup.fee, money),
        bounty=bounty_text(setup.bounty, money),
        look=setup.look,
    )


def _featured(live: tuple[Table, ...], hands: tuple[LiveHand, ...], chosen: tuple[int, ...],
              playing: set[int]) -> tuple[LiveHand, ...]:
    """The hands that take turns on the TV, in table order: those at the tables the host
    chose (while one of them is in play), else every one, or with more than
    :data:`FEATURED_HANDS` in play the biggest pots (the lower table first on a tie)."""
    if playing & set(chosen):
        return tuple(hand for hand in hands if hand.table in chosen)
    if len(hands) <= FEATURED_HANDS:
        return hands
    pots = [t.hand_state.pot_total if t.hand_state is not None else 0 for t in live]
    biggest = sorted(range(len(hands)), key=lambda n: (-pots[n], hands[n].table))
    return tuple(hands[n] for n in sorted(biggest[:FEATURED_HANDS]))


def _status(phase: Phase, alive: int) -> str:
    if phase is Phase.PAUSED:
        return QT_TRANSLATE_NOOP("ViewModel", "PAUSED")
    if phase is Phase.WAITING:
        return QT_TRANSLATE_NOOP("ViewModel", "STARTING SOON")
    if phase is Phase.FINISHED:
        return QT_TRANSLATE_NOOP("ViewModel", "FINISHED")
    if phase is Phase.BREAK:
        return QT_TRANSLATE_NOOP("ViewModel", "BREAK")
    return QT_TRANSLATE_NOOP("ViewModel", "HEADS-UP") if alive == 2 else ""


def _next_level_text(clock: ClockState, state: TournamentState) -> str:
    """The level after this one (nothing at a break: its blinds are the ones shown); its
    game too when it deals another."""
    if clock.is_break or clock.next_level is None:
        return ""
    setup = state.setup
    # As its hands deal it: a H.O.R.S.E. level's stud hands ante and bring in, no blinds.
    upcoming = level_as_played(state, clock.level_number + 1, clock.next_level)
    blinds = level_text(upcoming, setup.rules.ante_mode)
    return next_level_line(
        clock, setup.structure, setup.rules, blinds,
        lambda number, level: level_as_played(state, number, level),
    )


def _next_break_text(clock: ClockState) -> str:
    """Time until the next break starts (at a break: the one after it)."""
    if clock.seconds_to_next_break is None:
        return ""
    return format_seconds(clock.seconds_to_next_break)


def _next_break_note(structure: BlindStructure, clock: ClockState) -> str:
    """The note of the next break after the current step, if there is one."""
    for step in structure.steps[clock.index + 1 :]:
        if isinstance(step, Break):
            return step.shown_note
    return ""


def _live_hand(table: Table) -> LiveHand:
    assert table.hand is not None and table.hand_state is not None
    hand: HandState = table.hand_state
    pots = tuple(PotLine(pot_label(pot.index), chips(pot.amount)) for pot in live_pots(hand))
    in_front = chips_in_front(hand)
    shown = tuple(
        ShownHand(hand.config.player(seat), tuple(card_face(c) for c in hand.shown_cards(seat)))
        for seat in hand.order
        if hand.shown_cards(seat)
    )
    return LiveHand(
        table=table.number,
        number=table.hand.number,
        street=hand_street(hand),  # a draw game says its round
        pot=chips(hand.pot_total),
        pots=pots,
        bets=chips(in_front) if in_front else "",
        board=tuple(card_face(c) for c in hand.board),
        shown=shown,
        has_board=not (hand.config.game.is_draw or hand.config.game.is_stud),
        up=tuple(
            ShownHand(hand.config.player(seat), tuple(card_face(c) for c in cards))
            for seat, cards in public_up_cards(hand)
        ),
        draws=tuple(
            (hand.config.player(seat), note) for seat, note in sorted(draw_notes(hand).items())
        ),
    )


def _chip_leader(state: TournamentState) -> tuple[str, str]:
    """The leader by stacks as of the last finished hand, and the stack.

    A hand in progress does not count yet (mid-hand, the "leader" would be whoever put
    the least in). Several players sharing the top stack show as ``'3 tied'``, everyone
    level as ``'All even'``.
    """
    alive = [p for p in state.alive if p.stack > 0]
    if not alive:
        return NO_VALUE, ""
    top = max(p.stack for p in alive)
    leaders = sorted((p for p in alive if p.stack == top), key=lambda p: p.name)
    if len(leaders) == 1:
        name = leaders[0].name
    elif len(leaders) == len(alive):
        name = translate("ViewModel", "All even")
    else:
        name = translate("ViewModel", "{count} tied").format(count=len(leaders))
    return name, chips(top)


def _payouts(
    amounts: tuple[int, ...], table: tuple[Standing, ...], money: Currency
) -> tuple[PayoutLine, ...]:
    """Each paid place with its prize, and the name of whoever already finished there."""
    finished = place_winners(table)
    return tuple(
        PayoutLine(place_label(place), money.format(amount), finished.get(place, ""))
        for place, amount in enumerate(amounts, start=1)
    )


def _deal_payouts(
    state: TournamentState, amounts: tuple[int, ...], table: tuple[Standing, ...]
) -> tuple[PayoutLine, ...]:
    """After a deal: each player's share by name (and what is kept for the winner) in
    place of the places it covered, then the places below as they paid."""
    money = state.setup.currency
    names = {p.id: p.name for p in state.players}
    # The kept amount shows as 1st's prize: the winner takes it on top of their share.
    dealt = tuple(
        PayoutLine(
            deal_row_label(label), money.format(amount), names[player] if player is not None else ""
        )
        for label, amount, player in deal_lines(state)
    )
    return (*dealt, *_payouts(amounts, table, money)[len(state.deals[0].shares):])


def _standings(
    state: TournamentState, table: tuple[Standing, ...], amounts: tuple[int, ...]
) -> tuple[StandingLine, ...]:
    """Everyone's finish and what they won: their place's prize and any bounties."""
    money = state.setup.currency
    bounties = bounties_won(state)
    lines = []
    for standing in table:
        place = standing.place or 1
        label = place_label(place)
        if standing.shared > 1:
            label = f"{place_label(place)}–{place_label(place + standing.shared - 1)}"
        prize = money.format(standing.prize) if standing.prize or place <= len(amounts) else ""
        won = bounties.get(standing.player.id, 0)
        lines.append(StandingLine(label, standing.player.name, prize,
                                  money.format(won) if won else ""))
    return tuple(lines)
