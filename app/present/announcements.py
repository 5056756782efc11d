"""What the room is told, and for how long: announcements on the TV and the network pages.

Pure (no Qt, no I/O, time passed in). Two halves:

- **What happened** — :func:`state_announcements` compares the tournament before and after
  a change and words what the room must hear: the seat draw (a list, name → table, seat),
  a late player taking a seat, table moves and table breaks, each bust with its place and
  prize (``'Hugo finishes 9th — €20.00'``), the winner, the bubble (one more bust and
  everyone left is paid), hand-for-hand while the bubble lasts at several tables, the
  money reached, the final table, a deal (who takes what). :func:`clock_announcements`
  does the same for the clock: a break starting, and the color-up its structure asks for.
- **When it shows** — :class:`AnnouncementQueue`, an immutable value: one announcement on
  screen at a time, in the order they happened, each for its reading time
  (:func:`reading_seconds`: at least :data:`MIN_SECONDS`, longer for long text; a list
  shows :data:`PAGE_LINES` lines a page and stays a page's reading time per page). An
  announcement already queued or shown is never queued again (the state is republished
  after every tick); one whose facts an undo took back is withdrawn unless it was shown to
  the end (:meth:`AnnouncementQueue.keep_holding`).

Several busts on one hand are announced one by one in place order: the player who finished
lowest first (9th, then 8th), as a tournament director calls them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from app.engine.accounts import deal_lines, prizes, standings
from app.engine.clock import ClockState
from app.engine.errors import chips
from app.engine.structure import Break
from app.engine.tournament import Player, TournamentState
from app.engine.wording import translate
from app.present.narration import bounty_lines, finish_lines_of
from app.present.room_facts import format_seconds

MIN_SECONDS = 8.0
"""No announcement shows for less: the room must look up, find the screen and read."""

WORDS_PER_SECOND = 2.0
"""Reading speed across a room (slower than at a desk: people look up mid-conversation)."""

LINE_SECONDS = 2.0
"""Time per line of a list (a seat draw): each player looks for their own name."""

PAGE_LINES = 9
"""Lines of a list on screen at once; a longer list turns its pages."""

NEWS_KEPT = 100
"""How many announcements the news history keeps (a long night tells a few hundred; a
late arrival reads the latest, and a phone page stays small)."""


class AnnouncementKind(StrEnum):
    """What an announcement tells (the pages style each kind; the TV flashes for busts)."""

    SEAT_DRAW = "seat_draw"
    SEATED = "seated"
    TABLE_MOVE = "table_move"
    TABLE_BREAK = "table_break"
    BUST = "bust"
    WINNER = "winner"
    BUBBLE = "bubble"
    HAND_FOR_HAND = "hand_for_hand"
    IN_THE_MONEY = "in_the_money"
    FINAL_TABLE = "final_table"
    DEAL = "deal"
    BREAK = "break"
    COLOR_UP = "color_up"


@dataclass(frozen=True, slots=True)
class SeatFact:
    """Player ``player`` sits at ``table``, ``seat``."""

    player: int
    table: int
    seat: int

    def holds(self, state: TournamentState) -> bool:
        """Whether ``state`` still has the player there."""
        player = _find(state, self.player)
        return player is not None and (player.table, player.seat) == (self.table, self.seat)


@dataclass(frozen=True, slots=True)
class BustFact:
    """Player ``player`` went out in bust number ``order``."""

    player: int
    order: int

    def holds(self, state: TournamentState) -> bool:
        """Whether ``state`` still has that bust (an undo takes it back)."""
        player = _find(state, self.player)
        return player is not None and player.bust_order == self.order


@dataclass(frozen=True, slots=True)
class DealFact:
    """Deal number ``number`` (1 for the first) is on record."""

    number: int

    def holds(self, state: TournamentState) -> bool:
        """Whether ``state`` still has that deal (an undo takes it back)."""
        return len(state.deals) >= self.number


Fact = SeatFact | BustFact | DealFact


@dataclass(frozen=True, slots=True)
class Announcement:
    """One thing the room is told: a heading, a sentence and maybe a list.

    ``id`` names the happening (``'bust:7:3'``: player 7 in bust 3), so the same news is
    never queued twice. ``facts`` are what must still be true for it to be worth telling;
    none (a break starting) means it is never withdrawn.
    """

    id: str
    kind: AnnouncementKind
    title: str
    text: str
    lines: tuple[str, ...] = ()
    facts: tuple[Fact, ...] = ()

    def holds(self, state: TournamentState) -> bool:
        """Whether the news is still true in ``state`` (some fact still holds)."""
        return not self.facts or any(fact.holds(state) for fact in self.facts)

    def taken_back(self, state: TournamentState) -> bool:
        """Whether ``state`` took the news back: busts or a deal it no longer has (an undo,
        or a re-entry that makes a finish untrue). Seats are not: players move on."""
        return (
            bool(self.facts)
            and all(isinstance(fact, BustFact | DealFact) for fact in self.facts)
            and not self.holds(state)
        )

    @property
    def pages(self) -> tuple[tuple[str, ...], ...]:
        """The list in pages of :data:`PAGE_LINES` (one empty page when there is no list)."""
        if not self.lines:
            return ((),)
        return tuple(
            self.lines[start : start + PAGE_LINES]
            for start in range(0, len(self.lines), PAGE_LINES)
        )

    @property
    def page_seconds(self) -> tuple[float, ...]:
        """How long each page stays: the heading is read with the first page."""
        heading = f"{self.title} {self.text}"
        return tuple(
            reading_seconds(heading if number == 0 else "", len(page))
            for number, page in enumerate(self.pages)
        )

    @property
    def seconds(self) -> float:
        """How long the announcement stays on screen, all pages together."""
        return sum(self.page_seconds)


def reading_seconds(text: str, lines: int = 0) -> float:
    """How long ``text`` and ``lines`` list lines need to be read across a room.

    >>> reading_seconds("Hugo finishes 9th — €20.00"), reading_seconds("", 9)
    (8.0, 20.0)
    >>> reading_seconds(" ".join(["word"] * 30))
    17.0
    """
    words = len(text.split())
    return max(MIN_SECONDS, 2.0 + words / WORDS_PER_SECOND + lines * LINE_SECONDS)


# ----- what happened -----------------------------------------------------------------------


def state_announcements(
    before: TournamentState, after: TournamentState
) -> tuple[Announcement, ...]:
    """What the room hears about the change from ``before`` to ``after``, in telling order:
    a deal, busts (lowest place first) and the winner, the bubble and the money, table
    breaks and moves, the final table, then seats taken.
    """
    deal = _deal(before, after)
    if before.players == after.players and len(before.tables) == len(after.tables):
        return tuple(deal)  # most changes are a hand's actions: nobody out, seated or moved
    out = [
        *deal,
        *_busts(before, after),
        *_money_line(before, after),
        *_table_breaks_and_moves(before, after),
        *_final_table(before, after),
        *_seats_taken(before, after),
    ]
    return tuple(out)


def clock_announcements(
    state: TournamentState, before: ClockState | None, after: ClockState
) -> tuple[Announcement, ...]:
    """What the room hears when the clock moves from ``before`` to ``after``: a break
    starting (with the level after it) and the color-up it brings. Nothing on the first
    look (``before`` is ``None``) nor before the clock starts."""
    if before is None or after.index == before.index or not after.started:
        return ()
    step = after.level
    if not isinstance(step, Break) or state.is_finished:
        return ()
    minutes = format_seconds(step.duration_seconds)
    resumes = ""
    if after.next_level is not None:
        level = after.next_level
        resumes = " " + translate(
            "Announcements", "Level {number} follows: {small} / {big}."
        ).format(
            number=after.level_number + 1,
            small=chips(level.small_blind),
            big=chips(level.big_blind),
        )
    note = f" {step.shown_note}." if step.note else ""
    text = translate("Announcements", "Break of {minutes}.").format(minutes=minutes)
    out = [
        Announcement(
            f"break:{after.index}",
            AnnouncementKind.BREAK,
            translate("Announcements", "Break"),
            f"{text}{note}{resumes}",
        )
    ]
    if step.color_up is not None:
        out.append(_color_up(state, step.color_up, after.index))
    return tuple(out)


def _color_up(state: TournamentState, denomination: int, index: int) -> Announcement:
    chip_set = state.setup.chip_set
    larger = sorted(d for d in chip_set.denominations if d > denomination)
    colour = chip_set.color(denomination) if denomination in chip_set.denominations else ""
    fields = {"chip": chips(denomination), "colour": colour}
    if larger:
        fields["into"] = chips(larger[0])
        text = (
            translate(
                "Announcements",
                "The {chip} chips ({colour}) leave play: chip race into {into}s at every "
                "table. Leave your stacks in view.",
            )
            if colour
            else translate(
                "Announcements",
                "The {chip} chips leave play: chip race into {into}s at every table. "
                "Leave your stacks in view.",
            )
        )
    else:
        text = (
            translate(
                "Announcements",
                "The {chip} chips ({colour}) leave play: chip race at every table. "
                "Leave your stacks in view.",
            )
            if colour
            else translate(
                "Announcements",
                "The {chip} chips leave play: chip race at every table. "
                "Leave your stacks in view.",
            )
        )
    return Announcement(
        f"color_up:{index}",
        AnnouncementKind.COLOR_UP,
        translate("Announcements", "Color up"),
        text.format(**fields),
    )


def _busts(before: TournamentState, after: TournamentState) -> list[Announcement]:
    was_out = {p.id: p.bust_order for p in before.players}
    if all(was_out.get(p.id) == p.bust_order for p in after.players if p.busted):
        return []
    table = standings(after)
    new = [
        standing
        for standing in table
        if standing.place is not None
        and standing.player.busted
        and was_out.get(standing.player.id) != standing.player.bust_order
    ]
    out = []
    money = after.setup.currency
    # The lowest place is told first; players sharing a place in name order.
    for standing in sorted(new, key=lambda s: (-(s.place or 0), s.player.name.lower())):
        player = standing.player
        assert player.bust_order is not None
        (line,) = finish_lines_of([standing], [player.id], money, bounty_lines(after))
        out.append(
            Announcement(
                f"bust:{player.id}:{player.bust_order}:{standing.place}",
                AnnouncementKind.BUST,
                translate("Announcements", "Out of the tournament"),
                line,
                facts=(BustFact(player.id, player.bust_order),),
            )
        )
    if after.is_finished and not before.is_finished and new:
        winner = table[0]
        (line,) = finish_lines_of([winner], [winner.player.id], money)
        facts = tuple(BustFact(s.player.id, s.player.bust_order or 0) for s in new)
        out.append(
            Announcement(f"winner:{winner.player.id}:{after.busts}", AnnouncementKind.WINNER,
                         translate("Announcements", "Winner"), line, facts=facts)
        )
    return out


def _deal(before: TournamentState, after: TournamentState) -> list[Announcement]:
    """A deal just recorded: who takes what, and what is still played for."""
    number = len(after.deals)
    if number <= len(before.deals):
        return []
    money = after.setup.currency
    names = {p.id: p.name for p in after.players}
    lines = tuple(
        translate("Announcements", "{name}: {amount}").format(
            name=names[player], amount=money.format(amount)
        )
        if label == "Deal" and player is not None
        else translate(
            "Announcements", "{amount} still to play for: the winner takes it"
        ).format(amount=money.format(amount))
        for label, amount, player in deal_lines(after)
    )
    made = (
        translate(
            "Announcements",
            "The {count} players left made a deal. The tournament ends with the deal.",
        )
        if after.is_finished
        else translate("Announcements", "The {count} players left made a deal.")
    )
    return [
        Announcement(
            f"deal:{number}",
            AnnouncementKind.DEAL,
            translate("Announcements", "A deal"),
            made.format(count=len(after.deals[0].shares)),
            lines,
            (DealFact(number),),
        )
    ]


def _money_line(before: TournamentState, after: TournamentState) -> list[Announcement]:
    """The bubble, hand-for-hand and the money, as busts cross the paid places."""
    alive_before, alive_after = len(before.alive), len(after.alive)
    if alive_after >= alive_before or after.is_finished:
        return []
    paid = len(prizes(after))
    if not paid:
        return []
    facts = tuple(
        BustFact(p.id, p.bust_order)
        for p in after.players
        if p.bust_order is not None and p.bust_order > before.busts
    )
    if alive_after == paid + 1:
        out = [
            Announcement(
                f"bubble:{paid}:{after.busts}",
                AnnouncementKind.BUBBLE,
                translate("Announcements", "The bubble"),
                translate(
                    "Announcements",
                    "{left} players left and {paid} paid: one more bust and everyone "
                    "left is in the money.",
                ).format(left=alive_after, paid=paid),
                facts=facts,
            )
        ]
        if len(_tables_in_play(after)) > 1:
            out.append(
                Announcement(
                    f"hand_for_hand:{after.busts}",
                    AnnouncementKind.HAND_FOR_HAND,
                    translate("Announcements", "Hand-for-hand"),
                    translate(
                        "Announcements",
                        "Every table plays one hand at a time: finish your hand and wait "
                        "for the next deal together.",
                    ),
                    facts=facts,
                )
            )
        return out
    if alive_before > paid >= alive_after:
        return [
            Announcement(
                f"in_the_money:{paid}",
                AnnouncementKind.IN_THE_MONEY,
                translate("Announcements", "In the money"),
                (
                    translate(
                        "Announcements",
                        "The bubble has burst: the {left} players left are all paid. "
                        "Hand-for-hand is over.",
                    )
                    if len(_tables_in_play(before)) > 1
                    else translate(
                        "Announcements",
                        "The bubble has burst: the {left} players left are all paid.",
                    )
                ).format(left=alive_after),
                facts=facts,
            )
        ]
    return []


def _tables_in_play(state: TournamentState) -> tuple[int, ...]:
    """Tables where players still in the tournament sit."""
    return tuple(
        sorted({p.table for p in state.alive if p.table is not None})
    )


def _table_breaks_and_moves(
    before: TournamentState, after: TournamentState
) -> list[Announcement]:
    was = {p.id: p for p in before.players}
    moved = [
        (player, was.get(player.id))
        for player in after.alive
        if player.table is not None and player.seat is not None
    ]
    moves = [
        (player, old.table)
        for player, old in moved
        if old is not None
        and old.table is not None
        and not old.busted
        and (old.table, old.seat) != (player.table, player.seat)
    ]
    closed = sorted({t.number for t in before.tables} - {t.number for t in after.tables})
    out = []
    for number in closed:
        leaving = [(player, old) for player, old in moves if old == number]
        leaving_lines = _seat_lines(player for player, _ in leaving)
        count = len(leaving)
        if count > 1:
            text = translate(
                "Announcements", "Table {number} breaks: its {count} players take new seats."
            )
        elif count:
            text = translate("Announcements", "Table {number} breaks: one player moves.")
        else:
            text = translate("Announcements", "Table {number} breaks.")
        out.append(
            Announcement(
                f"table_break:{number}:{after.last_hand_number}:{_seat_key(p for p, _ in leaving)}",
                AnnouncementKind.TABLE_BREAK,
                translate("Announcements", "Table {number} breaks").format(number=number),
                text.format(number=number, count=count),
                leaving_lines,
                tuple(_seat_fact(p) for p, _ in leaving),
            )
        )
    balancing = [(player, old) for player, old in moves if old not in closed]
    if balancing:
        if len(balancing) == 1:
            player, old = balancing[0]
            text = translate(
                "Announcements", "{name} moves from table {old} to table {table}, seat {seat}."
            ).format(name=player.name, old=old, table=player.table, seat=player.seat)
            lines: tuple[str, ...] = ()
        else:
            text = translate(
                "Announcements", "{count} players move to balance the tables."
            ).format(count=len(balancing))
            lines = _seat_lines(p for p, _ in balancing)
        out.append(
            Announcement(
                f"move:{_seat_key(p for p, _ in balancing)}",
                AnnouncementKind.TABLE_MOVE,
                translate("Announcements", "Table move"),
                text,
                lines,
                tuple(_seat_fact(p) for p, _ in balancing),
            )
        )
    return out


def _final_table(before: TournamentState, after: TournamentState) -> list[Announcement]:
    tables = _tables_in_play(after)
    if len(tables) != 1 or len(_tables_in_play(before)) < 2 or len(after.alive) < 2:
        return []
    seated = sorted(
        (p for p in after.alive if p.table is not None), key=lambda p: p.seat or 0
    )
    return [
        Announcement(
            f"final_table:{tables[0]}:{_seat_key(seated)}",
            AnnouncementKind.FINAL_TABLE,
            translate("Announcements", "The final table"),
            translate(
                "Announcements", "The final table: {count} players at table {table}."
            ).format(count=len(seated), table=tables[0]),
            tuple(
                translate("Announcements", "Seat {seat}  {name}").format(seat=p.seat, name=p.name)
                for p in seated
            ),
            tuple(_seat_fact(p) for p in seated),
        )
    ]


def _seats_taken(before: TournamentState, after: TournamentState) -> list[Announcement]:
    """Players who had no seat and have one now: a draw, or one late player."""
    was = {p.id: p for p in before.players}
    taken = []
    for player in after.alive:
        old = was.get(player.id)
        was_seated = old is not None and old.table is not None and not old.busted
        if old is not None and old.busted and old.re_entries == player.re_entries:
            continue  # an undone bust puts the player back where they sat: no news
        if player.table is not None and player.seat is not None and not was_seated:
            taken.append(player)
    if not taken:
        return []
    key = _seat_key(taken)
    facts = tuple(_seat_fact(p) for p in taken)
    if len(taken) == 1:
        player = taken[0]
        return [
            Announcement(
                f"seated:{key}",
                AnnouncementKind.SEATED,
                translate("Announcements", "Seat"),
                translate("Announcements", "{name} takes table {table}, seat {seat}.").format(
                    name=player.name, table=player.table, seat=player.seat
                ),
                facts=facts,
            )
        ]
    tables = len({p.table for p in taken})
    text = (
        translate("Announcements", "{count} players drawn to one table: find your name.")
        if tables == 1
        else translate(
            "Announcements", "{count} players drawn to {tables} tables: find your name."
        )
    )
    return [
        Announcement(
            f"seat_draw:{key}",
            AnnouncementKind.SEAT_DRAW,
            translate("Announcements", "Seat draw"),
            text.format(count=len(taken), tables=tables),
            _seat_lines(taken),
            facts,
        )
    ]


def _seat_lines(players: Iterable[Player]) -> tuple[str, ...]:
    """``'Ann → table 1, seat 4'`` for each player, by name (the room looks for its own)."""
    found = sorted(players, key=lambda p: (p.name.lower(), p.id))
    line = translate("Announcements", "{name} → table {table}, seat {seat}")
    return tuple(line.format(name=p.name, table=p.table, seat=p.seat) for p in found)


def _seat_key(players: Iterable[Player]) -> str:
    """Who sits where, as a stable part of an id."""
    return ",".join(f"{p.id}@{p.table}.{p.seat}" for p in sorted(players, key=lambda p: p.id))


def _seat_fact(player: Player) -> SeatFact:
    assert player.table is not None and player.seat is not None
    return SeatFact(player.id, player.table, player.seat)


def _find(state: TournamentState, player_id: int) -> Player | None:
    return next((p for p in state.players if p.id == player_id), None)


# ----- when it shows -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Told:
    """An announcement in the news history, with when it was told (the session's clock)."""

    announcement: Announcement
    at: float


@dataclass(frozen=True, slots=True)
class Showing:
    """An announcement with its time on screen (seconds on the session's clock)."""

    announcement: Announcement
    start: float
    end: float

    def page(self, now: float) -> int:
        """The page of the list on screen at ``now`` (0 before it starts)."""
        elapsed = now - self.start
        for number, seconds in enumerate(self.announcement.page_seconds):
            if elapsed < seconds:
                return number
            elapsed -= seconds
        return len(self.announcement.pages) - 1


@dataclass(frozen=True, slots=True)
class AnnouncementQueue:
    """The announcements still to finish, in order; the first is on screen since
    ``head_start``. ``told`` holds the id of every announcement ever queued and not
    withdrawn, so republished news is not told twice.

    >>> queue = AnnouncementQueue().add([Announcement("a", AnnouncementKind.BREAK, "Break",
    ...     "Break of 10:00.")], now=100.0)
    >>> queue.showing(100.0).end, queue.showing(108.0)
    (108.0, None)
    """

    items: tuple[Announcement, ...] = ()
    head_start: float = 0.0
    told: frozenset[str] = field(default_factory=frozenset)
    news: tuple[Told, ...] = ()
    """The news history, oldest first: every announcement told, at most
    :data:`NEWS_KEPT`, less those withdrawn or taken back."""

    def add(self, news: Iterable[Announcement], now: float) -> AnnouncementQueue:
        """The queue with ``news`` after what is queued (what was told before is left out);
        with nothing on screen, the first starts at ``now``. The news history takes each
        one it does not hold (a bust redone after its undo comes back there, though the
        TV, which showed it to the end, does not tell it again)."""
        queue = self.advance(now)
        news = tuple(news)
        fresh = []
        told = set(queue.told)
        for announcement in news:
            if announcement.id not in told:
                told.add(announcement.id)
                fresh.append(announcement)
        kept = {item.announcement.id for item in queue.news}
        history = queue.news + tuple(Told(a, now) for a in news if a.id not in kept)
        if not fresh and history == queue.news:
            return queue
        start = queue.head_start if queue.items else now
        return AnnouncementQueue(
            (*queue.items, *fresh), start, frozenset(told), history[-NEWS_KEPT:]
        )

    def advance(self, now: float) -> AnnouncementQueue:
        """The queue at ``now``: announcements whose time is over are gone (the next one
        started the moment the one before it ended)."""
        items, start = self.items, self.head_start
        while items and start + items[0].seconds <= now:
            start += items[0].seconds
            items = items[1:]
        if items == self.items:
            return self
        return AnnouncementQueue(items, start, self.told, self.news)

    def keep_holding(
        self, state: TournamentState, now: float, *, recheck_news: bool = True
    ) -> AnnouncementQueue:
        """The queue without the announcements ``state`` no longer bears out (an undo took
        their facts back); they may be told again if the facts return. A withdrawn head
        gives the screen to the next one at ``now``. The news history loses the withdrawn
        ones and, unless ``recheck_news`` is off (nobody busted or came back), those
        ``state`` took back (:meth:`Announcement.taken_back`)."""
        queue = self.advance(now)
        kept = tuple(a for a in queue.items if a.holds(state))
        gone = {a.id for a in queue.items} - {a.id for a in kept}
        news = tuple(
            told
            for told in queue.news
            if told.announcement.id not in gone
            and not (recheck_news and told.announcement.taken_back(state))
        )
        if kept == queue.items and news == queue.news:
            return queue
        head_kept = bool(kept) and bool(queue.items) and kept[0] is queue.items[0]
        start = queue.head_start if head_kept else now
        return AnnouncementQueue(kept, start, queue.told - gone, news)

    def schedule(self) -> tuple[Showing, ...]:
        """Every queued announcement with the time it will show, first on screen first."""
        out = []
        start = self.head_start
        for announcement in self.items:
            end = start + announcement.seconds
            out.append(Showing(announcement, start, end))
            start = end
        return tuple(out)

    def showing(self, now: float) -> Showing | None:
        """The announcement on screen at ``now``, if any."""
        schedule = self.advance(now).schedule()
        return schedule[0] if schedule and schedule[0].start <= now else None

    def observe(
        self, before: TournamentState, after: TournamentState, now: float
    ) -> AnnouncementQueue:
        """The queue after the tournament changed from ``before`` to ``after`` at ``now``:
        withdrawn what no longer holds, added what is new."""
        settled = before.players is after.players and before.deals is after.deals
        return self.keep_holding(after, now, recheck_news=not settled).add(
            state_announcements(before, after), now
        )
