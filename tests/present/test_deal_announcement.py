"""A deal at the final table is told to the room, and withdrawn if the host undoes it."""

from __future__ import annotations

from app.engine.accounts import deal_stacks, prizes_to_play_for
from app.engine.deal import work_out_deal
from app.engine.tournament import TournamentState
from app.engine.tournament_events import DealAgreed, PlayerBusted
from app.present.announcements import (
    AnnouncementKind,
    AnnouncementQueue,
    state_announcements,
)
from tests.present.test_announcements import at_untracked_tables
from tests.tournament_kit import Recorder


def three_left() -> Recorder:
    """Nine at €20 a head (€90, €54, €36 paid), busted down to Ann, Bob and Cat."""
    recorder = at_untracked_tables(9, 1)
    for player in range(9, 3, -1):
        recorder.rec(PlayerBusted(player, 1))
    return recorder


def agree(recorder: Recorder, keep: int = 0, ends: bool = False) -> TournamentState:
    state = recorder.state
    stacks = deal_stacks(state)
    deal = work_out_deal([c for _, c in stacks], prizes_to_play_for(state), "chip", keep)
    shares = tuple(zip([p for p, _ in stacks], deal.shares, strict=True))
    return recorder.rec(DealAgreed(shares, stacks, "chip", keep, ends))


def test_a_deal_names_each_share_and_what_is_still_played_for() -> None:
    recorder = three_left()
    before = recorder.state
    after = agree(recorder, keep=1_000)
    [told] = state_announcements(before, after)
    assert told.kind is AnnouncementKind.DEAL
    assert told.text == "The 3 players left made a deal."
    money = after.setup.currency.format
    [deal] = after.deals
    names = {p.id: p.name for p in after.players}
    assert told.lines == (
        *(f"{names[player]}: {money(share)}" for player, share in deal.shares),
        "€10.00 still to play for: the winner takes it",
    )


def test_a_deal_ending_the_tournament_says_so() -> None:
    recorder = three_left()
    before = recorder.state
    after = agree(recorder, ends=True)
    assert after.is_finished
    told = state_announcements(before, after)
    assert [a.kind for a in told] == [AnnouncementKind.DEAL]
    assert told[0].text == "The 3 players left made a deal. The tournament ends with the deal."


def test_an_undone_deal_is_withdrawn() -> None:
    recorder = three_left()
    before = recorder.state
    after = agree(recorder)
    queue = AnnouncementQueue().observe(before, after, 0.0)
    assert [a.kind for a in queue.items] == [AnnouncementKind.DEAL]
    queue = queue.observe(after, before, now=1.0)  # Edit > Undo while it shows
    assert queue.items == () and queue.showing(1.0) is None
