"""The one door for what the dealer does: each edit by name (QtCore only, no widgets).

The console, the pads, the audience window and the command line say what the dealer did
(``edits.void_hand(12)``, ``edits.move_player(7, 2, 4)``); the edit builds the engine's
event(s) itself, records them as ONE undoable step through
:meth:`LiveTournament.record_many`, and returns the refusal worded for the dealer, or
``None`` once recorded. Every step's undo text comes from the one definition,
:func:`app.session.history.step_text`, so Edit > Undo reads the same before and after a
reopen. No surface builds an event or looks inside the undo stack: the questions they
ask of a step (:meth:`Edits.last_step`) are answered here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, Protocol

from PySide6.QtGui import QUndoStack

from app.engine.button_draw import high_card_seat
from app.engine.cards import parse_card, parse_cards
from app.engine.clock import ClockState, jump
from app.engine.clock_events import ClockPaused, ClockResumed, ClockStarted, TimeAdjusted
from app.engine.color_up import ColorUp
from app.engine.config import LegalActions
from app.engine.corrections import reawarded
from app.engine.deal import DealMethod
from app.engine.director import TablePlan
from app.engine.entry_options import EntryKind
from app.engine.errors import FeltboardError
from app.engine.events import (
    BroughtIn,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Folded,
    HandEvent,
    PotAwarded,
    WentAllIn,
)
from app.engine.game_orbits import choice_due_now
from app.engine.look import DisplayLook
from app.engine.money import Payment
from app.engine.payouts import PayoutTable
from app.engine.rotation import NightGame
from app.engine.structure import BlindStructure
from app.engine.tournament import TournamentState, apply_event
from app.engine.tournament_events import (
    ButtonDrawn,
    ChargePaid,
    ChipsCounted,
    DealAgreed,
    GameChosen,
    HandActed,
    HandCorrected,
    HandStarted,
    HandVoided,
    MoneyPaidOut,
    PlayerBusted,
    PlayerRegistered,
    PlayerRenamed,
    PlayerSeated,
    SeatsDrawn,
    SetupChanged,
    TableOpened,
    TableTrackingChanged,
    TournamentEvent,
    TournamentSetup,
)
from app.engine.wording import translate
from app.session.commands import RecordCommand
from app.session.history import BALANCE_TEXT, step_text
from app.session.intent import draw_event, stud_street_event, typed_draw_event
from app.store.hand_history import HandHistory

TableAction = HandEvent | GameChosen | Literal["deal"]
"""What a dealer records at a table: a hand event, the orbit's game chosen (dealer's
choice), or ``"deal"`` (the next hand)."""


class Session(Protocol):
    """What the edits need of the live tournament (:class:`~app.session.live.LiveTournament`,
    which imports this module: the edits never import it back)."""

    @property
    def state(self) -> TournamentState: ...

    @property
    def undo_stack(self) -> QUndoStack: ...

    def now(self) -> float: ...

    def seed(self) -> int: ...

    def clock_state(self) -> ClockState: ...

    def check(self, event: TournamentEvent) -> str | None: ...

    def record_many(self, events: list[TournamentEvent], text: str) -> str | None: ...

    def act(self, table: int, event: HandEvent) -> str | None: ...

    def deal(self, table: int, *, during_break: bool = False) -> str | None: ...

    def wager(self, table: int, text: str) -> str | None: ...

    def deal_board(self, table: int, text: str) -> str | None: ...

    def take_entry(self, player: int, kind: EntryKind) -> str | None: ...

    def change_setup(self, setup: TournamentSetup) -> str | None: ...

    def undo(self) -> str | None: ...

    def record_batch(
        self, actions: Sequence[tuple[int, TableAction]]
    ) -> list[str | None]: ...

    def redo(self) -> str | None: ...

ProposedDeal = DealAgreed
"""A deal the players may agree (:meth:`Edits.propose_deal`), shown before it is recorded."""
Correction = HandCorrected
"""A hand re-awarded (:meth:`Edits.correction`), previewed before it is recorded."""
ProposedDraw = ButtonDrawn
"""A draw for the first button (:meth:`Edits.button_draw`), shown before it is recorded."""


@dataclass(frozen=True, slots=True)
class LastStep:
    """What Undo would take back: its text and the tables it was recorded at (``None``
    stands for the tournament's own edits: a registration, a setup change...)."""

    text: str
    tables: frozenset[int | None]


class Edits:
    """The named edits of one live tournament (``session.edits``)."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def _record(self, event: TournamentEvent, text: str | None = None) -> str | None:
        return self._session.record_many([event], text or step_text(event))

    # ----- the clock -------------------------------------------------------------------

    def start_clock(self) -> str | None:
        """Start the tournament clock at level 1."""
        return self._record(ClockStarted(self._session.now()))

    def pause_clock(self) -> str | None:
        """Pause the clock."""
        return self._record(ClockPaused(self._session.now()))

    def resume_clock(self) -> str | None:
        """Resume the paused clock."""
        return self._record(ClockResumed(self._session.now()))

    def run_clock(self) -> str | None:
        """Start, pause or resume the clock, whichever it needs now (the clock button)."""
        clock = self._session.clock_state()
        if not clock.started:
            return self.start_clock()
        if clock.running:
            return self.pause_clock()
        return self.resume_clock()

    def jump_level(self, by: int) -> str | None:
        """Move the clock ``by`` levels (or breaks) forward, or back if negative."""
        state = self._session.state
        try:
            event = jump(state.setup.structure, state.clock_events, self._session.now(), by)
        except FeltboardError as error:
            return str(error)
        return self._record(event)

    def adjust_time(self, seconds: int) -> str | None:
        """Add ``seconds`` to the time left in the level (take away if negative)."""
        return self._record(TimeAdjusted(self._session.now(), seconds))

    # ----- a hand at a table -------------------------------------------------------------

    def deal(self, table: int, *, during_break: bool = False) -> str | None:
        """Deal the next hand at ``table`` (refused at a break unless ``during_break``)."""
        return self._session.deal(table, during_break=during_break)

    def choice_due(self, table: int) -> int | None:
        """Dealer's choice: the seat of the player who chooses the game before the next
        hand at ``table``, or ``None`` when no choice is due."""
        try:
            return choice_due_now(self._session.state, table, self._session.now())
        except FeltboardError:
            return None

    def choose_game(self, table: int, game: NightGame) -> str | None:
        """Dealer's choice: record the game the player on the button chose at ``table``
        for the orbit (refused if no choice is due there or the game is not tonight's)."""
        return self._record(GameChosen(table, game))

    def act(self, table: int, event: HandEvent) -> str | None:
        """Record ``event`` in the hand in progress at ``table`` (for session modules)."""
        return self._session.act(table, event)

    def fold(self, table: int) -> str | None:
        """Fold for the seat to act at ``table``."""
        return self._to_act(table, Folded)

    def _legal(self, table: int) -> LegalActions:
        """What the seat to act at ``table`` may do.

        :raises FeltboardError: if no hand is in progress there or nobody is to act.
        """
        hand = self._session.state.table(table).hand_state
        legal = hand.legal_actions() if hand is not None else None
        if legal is None:
            if hand is None:
                raise FeltboardError(
                    translate("Live", "No hand is in progress at table {table}").format(
                        table=table
                    )
                )
            raise FeltboardError(
                translate("Intent", "Nobody is to act: there is nothing to bet")
            )
        return legal

    def _to_act(self, table: int, action: type[Folded | WentAllIn]) -> str | None:
        try:
            legal = self._legal(table)
        except FeltboardError as error:
            return str(error)
        return self.act(table, action(legal.seat))

    def check_or_call(self, table: int) -> str | None:
        """Check for the seat to act at ``table``, or call when it faces a bet."""
        try:
            legal = self._legal(table)
        except FeltboardError as error:
            return str(error)
        return self.act(table, Checked(legal.seat) if legal.can_check else Called(legal.seat))

    def all_in(self, table: int) -> str | None:
        """Push all the chips of the seat to act at ``table``."""
        return self._to_act(table, WentAllIn)

    def wager(self, table: int, text: str) -> str | None:
        """Bet or raise to the amount typed for the seat to act at ``table``."""
        return self._session.wager(table, text)

    def deal_board(self, table: int, text: str) -> str | None:
        """Deal the street due at ``table`` with the cards ``text`` names (none if blank)."""
        return self._session.deal_board(table, text)

    def deal_street(self, table: int, text: str, first: int | None = None) -> str | None:
        """Deal the stud street due at ``table`` with the up cards ``text`` names, seat by
        seat in seat order (none if blank: ``first`` names who brings in or acts first)."""
        try:
            hand = self._session.state.table(table).hand_state
            event = stud_street_event(hand, text, first)
        except FeltboardError as error:
            return str(error)
        return self.act(table, event)

    def draw(self, table: int, count: int) -> str | None:
        """Record that the seat to draw at ``table`` discards and draws ``count`` cards
        (0 stands pat); the engine refuses a count the game does not allow, in its words."""
        try:
            event = draw_event(self._session.state.table(table).hand_state, count)
        except FeltboardError as error:
            return str(error)
        return self.act(table, event)

    def bring_in(self, table: int) -> str | None:
        """Post the bring-in for the seat to act at ``table`` (stud's third street)."""
        try:
            legal = self._legal(table)
        except FeltboardError as error:
            return str(error)
        return self.act(table, BroughtIn(legal.seat))

    def draw_cards(self, table: int, text: str) -> str | None:
        """Record the draw of the seat to draw at ``table`` with its cards typed,
        ``'7h Kd > 2c 3s'`` (discarded > drawn); the engine checks every card."""
        try:
            event = typed_draw_event(self._session.state.table(table).hand_state, text)
        except FeltboardError as error:
            return str(error)
        return self.act(table, event)

    def show_cards(self, table: int, seat: int, text: str) -> str | None:
        """Show the cards ``text`` names for ``seat`` at showdown."""
        try:
            cards = parse_cards(text)
        except FeltboardError as error:
            return str(error)
        return self.act(table, CardsShown(seat, cards))

    def muck(self, table: int, seat: int) -> str | None:
        """Muck the hand of ``seat`` at showdown."""
        return self.act(table, CardsMucked(seat))

    def can_muck(self, table: int, seat: int) -> bool:
        """Whether ``seat`` may muck now (never once all-in, TDA 16)."""
        try:
            hand = self._session.state.table(table).hand_state
        except FeltboardError:
            return False
        return hand is not None and hand.can_apply(CardsMucked(seat))

    def award_pot(
        self, table: int, pot: int, seats: Sequence[int], low_seats: Sequence[int] = ()
    ) -> str | None:
        """Award pot ``pot`` (0: the main pot) to ``seats`` (several split it); in a
        hi-lo game ``seats`` take the high half and ``low_seats`` the low half (none: no
        low, the high takes the pot)."""
        return self.act(table, PotAwarded(pot, tuple(seats), tuple(low_seats)))

    def misdeal(self, table: int) -> str | None:
        """Void the hand in progress at ``table``: every chip goes back."""
        try:
            hand = self._session.state.table(table).hand
        except FeltboardError as error:
            return str(error)
        if hand is None:
            return translate("Live", "No hand is in progress at table {table}").format(table=table)
        return self.void_hand(hand.number)

    def void_hand(self, number: int) -> str | None:
        """Void hand ``number``: its chips go back where they were."""
        return self._record(HandVoided(number))

    def correction(self, history: HandHistory, winners: Sequence[Sequence[int]]) -> Correction:
        """Finished hand ``history`` re-awarded to ``winners`` (seats, one list per pot).

        :raises FeltboardError: with the engine's message if a pot has no winner.
        """
        awarded = reawarded(history.config, history.events, winners)
        return HandCorrected(history.number, history.config, awarded)

    def correct_hand(self, correction: Correction) -> str | None:
        """Record ``correction``: the hand's showdown replaced, its betting kept."""
        return self._record(correction)

    # ----- players -----------------------------------------------------------------------

    def register_player(self, name: str) -> str | None:
        """Register ``name`` (late registration too) with the next player number."""
        state = self._session.state
        player = max((p.id for p in state.players), default=0) + 1
        return self._record(PlayerRegistered(player, name, at=self._session.now()))

    def rename_player(self, player: int, name: str) -> str | None:
        """Rename ``player``."""
        return self._record(PlayerRenamed(player, name))

    def seat_players(self) -> str | None:
        """Give every unseated player a random seat (seeded, so the draw is reproducible)."""
        return self._record(SeatsDrawn(self._session.seed()))

    def move_player(self, player: int, table: int, seat: int) -> str | None:
        """Move ``player`` to ``seat`` at ``table``."""
        return self._record(PlayerSeated(player, table, seat))

    def bust_untracked(self, player: int, winner: int) -> str | None:
        """``player`` busted at an untracked table; ``winner`` took the chips."""
        return self._record(PlayerBusted(player, winner))

    def take_entry(self, player: int, kind: EntryKind) -> str | None:
        """A rebuy, add-on or re-entry for ``player``, with the seat it brings back."""
        return self._session.take_entry(player, kind)

    # ----- the cashier -------------------------------------------------------------------

    def mark_payment(self, charge: int, payment: Payment) -> str | None:
        """Charge ``charge`` was paid ``payment`` (cash, another way), or is still owed."""
        return self._record(ChargePaid(charge, payment, at=self._session.now()))

    def pay_out(self, player: int, amount: int, payment: Payment) -> str | None:
        """The cashier handed ``player`` ``amount`` (smallest units) of what they won."""
        return self._record(MoneyPaidOut(player, amount, payment, at=self._session.now()))

    # ----- tables ------------------------------------------------------------------------

    def open_table(self) -> str | None:
        """Open the next table number with the tournament's seats per table."""
        state = self._session.state
        number = max((t.number for t in state.tables), default=0) + 1
        return self._record(TableOpened(number, state.setup.seats_per_table))

    def set_tracked(self, table: int, tracked: bool) -> str | None:
        """Track ``table``'s hands at the console, or only its busts and chip counts."""
        return self._record(TableTrackingChanged(table, tracked))

    def button_draw(self, table: int, cards: Mapping[int, str]) -> ProposedDraw | str:
        """The draw the typed ``cards`` make at ``table`` (seat to card text, ``'Kh'``):
        the high card's seat takes the first button. Returns the draw, or why it is none."""
        try:
            drawn = tuple(sorted((seat, parse_card(text)) for seat, text in cards.items()))
            winner = high_card_seat(drawn)
        except FeltboardError as error:
            return str(error)
        draw = ButtonDrawn(table, winner, drawn)
        problem = self._session.check(draw)
        return draw if problem is None else problem

    def draw_button(
        self, table: int, *, seat: int | None = None, cards: Mapping[int, str] | None = None
    ) -> str | None:
        """Record the draw for ``table``'s first button: each seat's card as typed (the
        high card wins, see :meth:`button_draw`), or only the ``seat`` that won it."""
        if cards:
            draw = self.button_draw(table, cards)
            return draw if isinstance(draw, str) else self._record(draw)
        if seat is None:
            return translate("Edits", "Type each player's card, or choose who won the draw")
        return self._record(ButtonDrawn(table, seat))

    def balance_tables(self, plan: TablePlan) -> str | None:
        """Make the moves and close the tables ``plan`` suggests, as one step."""
        return self._session.record_many(list(plan.events), translate("History", BALANCE_TEXT))

    def count_chips(self, table: int, counts: Iterable[tuple[int, int]]) -> str | None:
        """The stacks counted at untracked ``table``: ``(player, chips)`` pairs."""
        return self._record(ChipsCounted(table, tuple(counts)))

    def color_up(self, plan: ColorUp) -> str | None:
        """Record the stacks the color-up ``plan``'s races left."""
        return self._record(plan.event)

    # ----- the setup ---------------------------------------------------------------------

    def check_setup(self, setup: TournamentSetup) -> str | None:
        """Why ``setup`` cannot replace the setup now, or ``None`` if it can."""
        return self._session.check(SetupChanged(setup))

    def change_setup(self, setup: TournamentSetup) -> str | None:
        """Replace the setup (its undo text says what changed)."""
        return self._session.change_setup(setup)

    def change_payouts(self, payouts: PayoutTable) -> str | None:
        """Pay the places as ``payouts`` says."""
        return self.change_setup(replace(self._session.state.setup, payouts=payouts))

    def change_structure(self, structure: BlindStructure) -> str | None:
        """Play the blind ``structure``."""
        return self.change_setup(replace(self._session.state.setup, structure=structure))

    def change_look(self, look: DisplayLook) -> str | None:
        """Show the audience display with ``look``."""
        return self.change_setup(replace(self._session.state.setup, look=look))

    def feature_on_tv(self, table: int, featured: bool) -> str | None:
        """Feature ``table``'s hands on the TV (or stop): once the host chooses one, the
        TV features the chosen tables instead of choosing by itself."""
        look = self._session.state.setup.look
        if table not in {t.number for t in self._session.state.tables}:
            return translate("Edits", "Table {table} is not in play").format(table=table)
        chosen = set(look.featured) | {table} if featured else set(look.featured) - {table}
        if chosen == set(look.featured):
            return None
        return self.change_look(replace(look, featured=tuple(chosen)))

    def propose_deal(self, shares: Sequence[tuple[int, int]], stacks: Sequence[tuple[int, int]],
                     method: DealMethod, keep: int, ends: bool) -> ProposedDeal:
        """The deal these shares make, to show before the players agree it."""
        return DealAgreed(tuple(shares), tuple(stacks), method, keep, ends)

    def agree_deal(self, deal: ProposedDeal) -> str | None:
        """Record the deal the players agreed."""
        return self._record(deal)

    # ----- undo and redo -----------------------------------------------------------------

    def act_at_tables(self, actions: Sequence[tuple[int, TableAction]]) -> list[str | None]:
        """Dealers' actions at tables (a hand event, or ``"deal"``), each its own undo
        step, written in ONE journal transaction (:meth:`LiveTournament.record_batch`).

        :returns: for each action in order, its refusal or ``None`` once recorded.
        """
        return self._session.record_batch(actions)

    def undo(self) -> str | None:
        """Undo the latest step."""
        return self._session.undo()

    def redo(self) -> str | None:
        """Redo the step undone last."""
        return self._session.redo()

    def undo_text(self) -> str | None:
        """What Edit > Undo offers now (``'Fold (seat 3)'``), or ``None`` if nothing."""
        stack = self._session.undo_stack
        return stack.undoText() if stack.canUndo() else None

    def redo_text(self) -> str | None:
        """What Edit > Redo offers now, or ``None`` if nothing."""
        stack = self._session.undo_stack
        return stack.redoText() if stack.canRedo() else None

    def last_step(self) -> LastStep | None:
        """What Undo would take back now, or ``None`` if nothing."""
        stack = self._session.undo_stack
        index = stack.index()
        command = stack.command(index - 1) if index > 0 else None
        if not isinstance(command, RecordCommand):
            return None
        state = self._session.state
        return LastStep(command.text(), frozenset(_table_of(state, e) for e in command.events))


def with_payouts(state: TournamentState, payouts: PayoutTable) -> TournamentState:
    """The tournament as it would be paying ``payouts`` (to tell whose prize changes).

    :raises FeltboardError: if the engine refuses the new setup.
    """
    return apply_event(state, SetupChanged(replace(state.setup, payouts=payouts)))


def _table_of(state: TournamentState, event: TournamentEvent) -> int | None:
    """The table an event was recorded at, or ``None`` for the tournament's own."""
    if isinstance(event, HandActed | HandStarted | GameChosen):
        return event.table
    if isinstance(event, HandVoided):
        return next((h.table for h in state.hands if h.number == event.number), None)
    return None
