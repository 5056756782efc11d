"""The announcement model: what the room is told after each change, and for how long."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.clock import ClockStarted, LevelJumped
from app.engine.entry_options import EntryKind
from app.engine.money import Currency
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import TournamentState
from app.engine.tournament_events import (
    EntryTaken,
    PlayerBusted,
    PlayerRegistered,
    PlayerSeated,
    SeatsDrawn,
    TableClosed,
    TableOpened,
)
from app.present.announcements import (
    MIN_SECONDS,
    NEWS_KEPT,
    PAGE_LINES,
    Announcement,
    AnnouncementKind,
    AnnouncementQueue,
    clock_announcements,
    reading_seconds,
    state_announcements,
)
from tests.tournament_kit import NAMES, SETUP, Recorder

EUROS = replace(SETUP, currency=Currency("€", 2), buy_in=2_000, prize_unit=100)
"""€20 a head: nine entries pay €90, €54 and €36."""


def kinds(announcements: tuple[Announcement, ...]) -> list[AnnouncementKind]:
    return [a.kind for a in announcements]


def registered(count: int, setup: object = EUROS) -> Recorder:
    recorder = Recorder.new(setup)  # type: ignore[arg-type]
    recorder.rec(*(PlayerRegistered(p, NAMES[p - 1]) for p in range(1, count + 1)))
    return recorder


def at_untracked_tables(count: int, tables: int) -> Recorder:
    """``count`` players dealt round the untracked ``tables`` (player p at table
    1 + (p-1) % tables), so busts are entered by hand."""
    recorder = registered(count)
    recorder.rec(*(TableOpened(t, 9, tracked=False) for t in range(1, tables + 1)))
    for player in range(1, count + 1):
        recorder.rec(PlayerSeated(player, 1 + (player - 1) % tables, 1 + (player - 1) // tables))
    return recorder


def bust(recorder: Recorder, player: int) -> tuple[TournamentState, TournamentState]:
    """Bust ``player`` to a table-mate; the states before and after."""
    before = recorder.state
    table = before.player(player).table
    winner = next(p for p in before.alive if p.table == table and p.id != player)
    return before, recorder.rec(PlayerBusted(player, winner.id))


# ----- what is announced ------------------------------------------------------------------


def test_the_seat_draw_lists_every_player_by_name_with_table_and_seat() -> None:
    recorder = registered(12)
    recorder.rec(TableOpened(1, 9), TableOpened(2, 9))
    before = recorder.state
    after = recorder.rec(SeatsDrawn(seed=7))
    (draw,) = state_announcements(before, after)
    assert draw.kind is AnnouncementKind.SEAT_DRAW
    assert draw.text == "12 players drawn to 2 tables: find your name."
    expected = tuple(
        f"{p.name} → table {p.table}, seat {p.seat}"
        for p in sorted(after.players, key=lambda p: p.name.lower())
    )
    assert draw.lines == expected
    assert draw.lines[0].startswith("Ann → table ")
    # The list turns its pages: nine lines, then three, each page long enough to read.
    assert [len(page) for page in draw.pages] == [PAGE_LINES, 3]
    assert draw.page_seconds == (
        reading_seconds("Seat draw 12 players drawn to 2 tables: find your name.", 9),
        reading_seconds("", 3),
    )
    assert draw.seconds > 2 * MIN_SECONDS


def test_a_late_player_taking_a_seat_is_one_line() -> None:
    recorder = registered(3)
    recorder.rec(TableOpened(1, 9), PlayerSeated(1, 1, 1), PlayerSeated(2, 1, 2))
    before = recorder.state
    (seat,) = state_announcements(before, recorder.rec(PlayerSeated(3, 1, 5)))
    assert (seat.kind, seat.text, seat.lines) == (
        AnnouncementKind.SEATED, "Cat takes table 1, seat 5.", ()
    )


def test_a_bust_says_the_place_and_the_prize_in_the_money_and_only_the_place_outside() -> None:
    recorder = at_untracked_tables(9, 1)
    before, after = bust(recorder, 9)
    (out,) = state_announcements(before, after)
    assert (out.kind, out.title, out.text) == (
        AnnouncementKind.BUST, "Out of the tournament", "Ivy finishes 9th"
    )
    for player in (8, 7, 6, 5):
        bust(recorder, player)
    before, after = bust(recorder, 4)  # 3 left: 3rd pays 20% of €180 = €36.00
    told = state_announcements(before, after)
    assert told[0].text == "Dan finishes 4th"
    before, after = bust(recorder, 3)
    assert state_announcements(before, after)[0].text == "Cat finishes 3rd — €36.00"


def test_several_busts_at_once_are_told_lowest_place_first() -> None:
    recorder = at_untracked_tables(9, 1)
    before = recorder.state
    recorder.rec(PlayerBusted(4, 1))
    after = recorder.rec(PlayerBusted(7, 1))  # both entered in one change (a chip count)
    told = state_announcements(before, after)
    assert [a.text for a in told] == ["Dan finishes 9th", "Gus finishes 8th"]


def test_busts_on_one_hand_with_different_stacks_are_told_in_place_order() -> None:
    recorder = registered(9)
    recorder.rec(TableOpened(1, 9), *(PlayerSeated(p, 1, p) for p in range(1, 10)))
    recorder.rec(EntryTaken(1, EntryKind.ADD_ON), EntryTaken(8, EntryKind.ADD_ON))
    recorder.deal()
    before = recorder.state
    # Ann (3,000) covers Hal (3,000) and Ivy (1,000): both out on one hand, Ivy had less.
    recorder.all_in_showdown({1: "As Ad", 8: "8c 3d", 9: "7c 2d"}, "Kh Qs 5c Jh Td",
                             folders=range(2, 8))
    told = state_announcements(before, recorder.state)
    assert [a.text for a in told if a.kind is AnnouncementKind.BUST] == [
        "Ivy finishes 9th", "Hal finishes 8th"
    ]


def test_the_bubble_and_hand_for_hand_then_the_money() -> None:
    recorder = at_untracked_tables(12, 2)  # 12 entries pay 4 places
    for player in (12, 11, 10, 9, 8, 7, 6):
        bust(recorder, player)
    before, after = bust(recorder, 5)  # 4 left: everyone is paid
    assert kinds(state_announcements(before, after)) == [
        AnnouncementKind.BUST, AnnouncementKind.IN_THE_MONEY
    ]
    recorder = at_untracked_tables(12, 2)
    for player in (12, 11, 10, 9, 8, 7):
        bust(recorder, player)
    before, after = bust(recorder, 6)  # 5 left, 4 paid: the bubble, at two tables
    told = state_announcements(before, after)
    assert kinds(told) == [
        AnnouncementKind.BUST, AnnouncementKind.BUBBLE, AnnouncementKind.HAND_FOR_HAND
    ]
    assert told[1].text == (
        "5 players left and 4 paid: one more bust and everyone left is in the money."
    )
    before, after = bust(recorder, 5)
    told = state_announcements(before, after)
    assert kinds(told) == [AnnouncementKind.BUST, AnnouncementKind.IN_THE_MONEY]
    assert told[0].text == "Eve finishes 5th"
    assert told[1].text.endswith("Hand-for-hand is over.")


def test_a_table_break_lists_who_goes_where_and_the_final_table_follows() -> None:
    recorder = at_untracked_tables(10, 2)  # odd players at table 1, even at table 2
    for player in (10, 8, 6):
        bust(recorder, player)
    before = recorder.state
    moving = [p for p in before.alive if p.table == 2]
    events = [PlayerSeated(p.id, 1, 6 + n) for n, p in enumerate(moving)]
    recorder.rec(*events)
    after = recorder.rec(TableClosed(2))
    told = state_announcements(before, after)
    assert kinds(told) == [AnnouncementKind.TABLE_BREAK, AnnouncementKind.FINAL_TABLE]
    table_break, final = told
    assert table_break.title == "Table 2 breaks"
    assert table_break.lines == ("Bob → table 1, seat 6", "Dan → table 1, seat 7")
    assert final.text == "The final table: 7 players at table 1."
    assert final.lines[0] == "Seat 1  Ann" and len(final.lines) == 7


def test_a_balancing_move_names_both_tables() -> None:
    recorder = at_untracked_tables(6, 2)
    before = recorder.state
    (move,) = state_announcements(before, recorder.rec(PlayerSeated(2, 1, 7)))
    assert move.kind is AnnouncementKind.TABLE_MOVE
    assert move.text == "Bob moves from table 2 to table 1, seat 7."


def test_the_last_bust_crowns_the_winner() -> None:
    recorder = at_untracked_tables(2, 1)
    before, after = bust(recorder, 2)
    told = state_announcements(before, after)
    assert kinds(told) == [AnnouncementKind.BUST, AnnouncementKind.WINNER]
    assert told[1].text == "Ann wins the tournament — €26.00"


def test_a_break_and_its_color_up_are_announced_when_the_break_starts() -> None:
    structure = BlindStructure((Level(25, 50, 0, 600), Break(600, "Raffle", color_up=25),
                                Level(100, 200, 0, 600)))
    recorder = registered(3, replace(EUROS, structure=structure))
    state = recorder.rec(ClockStarted(0.0))
    first = state.clock(10.0)
    assert clock_announcements(state, None, first) == ()
    on_break = state.clock(601.0)
    told = clock_announcements(state, first, on_break)
    assert kinds(told) == [AnnouncementKind.BREAK, AnnouncementKind.COLOR_UP]
    assert told[0].text == "Break of 10:00. Raffle. Level 2 follows: 100 / 200."
    assert told[1].text == (
        "The 25 chips (green) leave play: chip race into 100s at every table. "
        "Leave your stacks in view."
    )
    assert clock_announcements(state, on_break, state.clock(700.0)) == ()
    # A director jumping to the break announces it the same way.
    jumped = recorder.rec(LevelJumped(20.0, 1))
    assert kinds(clock_announcements(jumped, first, jumped.clock(21.0)))[0] is (
        AnnouncementKind.BREAK
    )


# ----- the queue --------------------------------------------------------------------------


def news(name: str, words: int = 3, kind: AnnouncementKind = AnnouncementKind.BREAK
         ) -> Announcement:
    return Announcement(name, kind, "Title", " ".join(["word"] * words))


def test_one_at_a_time_in_order_each_for_its_reading_time() -> None:
    long = news("long", words=40)  # 2 + 41 words / 2 per second
    queue = AnnouncementQueue().add([news("a"), long, news("b")], now=100.0)
    schedule = queue.schedule()
    assert [(s.announcement.id, s.start, s.end) for s in schedule] == [
        ("a", 100.0, 108.0), ("long", 108.0, 130.5), ("b", 130.5, 138.5)
    ]
    assert queue.showing(107.9).announcement.id == "a"  # type: ignore[union-attr]
    assert queue.showing(108.0).announcement.id == "long"  # type: ignore[union-attr]
    assert queue.showing(138.4).announcement.id == "b"  # type: ignore[union-attr]
    assert queue.showing(138.5) is None
    assert queue.advance(200.0).items == ()


def test_news_while_one_shows_waits_its_turn_and_news_after_a_quiet_spell_shows_at_once(
) -> None:
    queue = AnnouncementQueue().add([news("a")], now=0.0)
    queue = queue.add([news("b")], now=3.0)
    assert [(s.start, s.end) for s in queue.schedule()] == [(0.0, 8.0), (8.0, 16.0)]
    queue = queue.add([news("c")], now=50.0)
    assert [(s.announcement.id, s.start) for s in queue.schedule()] == [("c", 50.0)]


def test_a_republished_state_tells_nothing_twice() -> None:
    recorder = at_untracked_tables(9, 1)
    before, after = bust(recorder, 9)
    queue = AnnouncementQueue().observe(before, after, now=0.0)
    again = queue.observe(before, after, now=1.0).observe(after, after, now=2.0)
    assert [a.id for a in again.items] == [a.id for a in queue.items]
    later = again.observe(before, after, now=60.0)  # long after it was shown
    assert later.items == () and later.showing(60.0) is None


def test_an_undone_bust_is_withdrawn_and_told_again_if_redone() -> None:
    recorder = at_untracked_tables(9, 1)
    before = recorder.state
    first = recorder.rec(PlayerBusted(9, 1))
    second = recorder.rec(PlayerBusted(8, 1))
    queue = AnnouncementQueue().observe(before, first, 0.0).observe(first, second, 1.0)
    assert [a.text for a in queue.items] == ["Ivy finishes 9th", "Hal finishes 8th"]
    queue = queue.observe(second, first, now=2.0)  # undo Hal's bust before it showed
    assert [a.text for a in queue.items] == ["Ivy finishes 9th"]
    assert queue.schedule()[0].start == 0.0  # Ivy keeps her time on screen
    queue = queue.observe(first, before, now=3.0)  # undo Ivy's bust while it shows
    assert queue.items == () and queue.showing(3.0) is None
    queue = queue.observe(before, first, now=4.0)  # redone: told again, from now
    assert [(s.announcement.text, s.start) for s in queue.schedule()] == [
        ("Ivy finishes 9th", 4.0)
    ]


def test_a_bust_shown_to_the_end_stays_told_after_an_undo_and_redo() -> None:
    recorder = at_untracked_tables(9, 1)
    before = recorder.state
    after = recorder.rec(PlayerBusted(9, 1))
    queue = AnnouncementQueue().observe(before, after, 0.0)
    queue = queue.observe(after, before, now=30.0).observe(before, after, now=31.0)
    assert queue.items == ()


def test_an_undone_seat_draw_is_withdrawn() -> None:
    recorder = registered(4)
    recorder.rec(TableOpened(1, 9))
    before = recorder.state
    after = recorder.rec(SeatsDrawn(seed=3))
    queue = AnnouncementQueue().observe(before, after, 0.0)
    assert kinds(queue.items) == [AnnouncementKind.SEAT_DRAW]
    assert queue.observe(after, before, 1.0).items == ()


@pytest.mark.parametrize("lines", [0, 1, 9, 10, 30])
def test_a_list_stays_a_page_reading_time_per_page(lines: int) -> None:
    announcement = Announcement("x", AnnouncementKind.SEAT_DRAW, "Seat draw", "Find your name.",
                                tuple(f"P{n} → table 1, seat 1" for n in range(lines)))
    pages = -(-lines // PAGE_LINES) or 1
    assert len(announcement.pages) == pages
    assert all(seconds >= MIN_SECONDS for seconds in announcement.page_seconds)
    showing = AnnouncementQueue().add([announcement], 0.0).schedule()[0]
    assert showing.end == announcement.seconds
    starts = [sum(announcement.page_seconds[:n]) for n in range(pages)]
    assert [showing.page(start) for start in starts] == list(range(pages))
    assert showing.page(showing.end - 0.01) == pages - 1


def test_an_empty_table_closing_is_announced_and_a_hand_action_is_not() -> None:
    recorder = at_untracked_tables(4, 2)
    recorder.rec(TableOpened(3, 9))
    before = recorder.state
    (closed,) = state_announcements(before, recorder.rec(TableClosed(3)))
    assert (closed.kind, closed.text, closed.lines) == (
        AnnouncementKind.TABLE_BREAK, "Table 3 breaks.", ()
    )
    dealt = registered(3)
    dealt.rec(TableOpened(1, 9), *(PlayerSeated(p, 1, p) for p in (1, 2, 3)))
    dealt.deal()
    before = dealt.state
    dealt.fold_to_big_blind()
    assert state_announcements(before, dealt.state) == ()


# ----- the news history (issue 23.21) -----------------------------------------------------


def history(queue: AnnouncementQueue) -> list[tuple[str, float]]:
    return [(told.announcement.text, told.at) for told in queue.news]


def test_the_news_history_keeps_what_the_tv_finished_telling() -> None:
    recorder = at_untracked_tables(9, 1)
    before = recorder.state
    first = recorder.rec(PlayerBusted(9, 1))
    second = recorder.rec(PlayerBusted(8, 1))
    queue = AnnouncementQueue().observe(before, first, 0.0).observe(first, second, 5.0)
    queue = queue.advance(100.0)
    assert queue.items == ()  # the TV is done with them
    assert history(queue) == [("Ivy finishes 9th", 0.0), ("Hal finishes 8th", 5.0)]


def test_the_news_history_loses_a_bust_taken_back_and_finds_it_again_if_redone() -> None:
    recorder = at_untracked_tables(9, 1)
    before = recorder.state
    after = recorder.rec(PlayerBusted(9, 1))
    queue = AnnouncementQueue().observe(before, after, 0.0)
    queue = queue.observe(after, before, now=30.0)  # undone after the TV told it
    assert history(queue) == []
    queue = queue.observe(before, after, now=31.0)  # redone: news again, not on the TV
    assert history(queue) == [("Ivy finishes 9th", 31.0)] and queue.items == ()


def test_the_news_history_keeps_a_move_after_the_player_moves_on() -> None:
    recorder = at_untracked_tables(6, 2)
    before = recorder.state
    moved = recorder.rec(PlayerSeated(1, 2, 7))
    queue = AnnouncementQueue().observe(before, moved, 0.0)
    assert [t.announcement.kind for t in queue.news] == [AnnouncementKind.TABLE_MOVE]
    again = recorder.rec(PlayerSeated(1, 2, 8))
    queue = queue.observe(moved, again, 60.0)
    assert [t.announcement.kind for t in queue.news] == [AnnouncementKind.TABLE_MOVE] * 2


def test_the_news_history_keeps_the_last_hundred() -> None:
    queue = AnnouncementQueue()
    for number in range(NEWS_KEPT + 5):
        queue = queue.add([news(f"n{number}")], now=float(number))
    assert len(queue.news) == NEWS_KEPT
    assert queue.news[0].announcement.id == "n5" and queue.news[-1].announcement.id == "n104"
