"""The words every screen shares (issue 12): pot names, the big-blind ante, busts.

One name per pot in the log, the table, the result, the audience display and the exports;
a big-blind ante never reads as a plain ante; a bust says where the player finishes.
"""

from __future__ import annotations

import json
from pathlib import Path

from app.engine.cards import parse_cards
from app.engine.events import FlopDealt, PotAwarded, RiverDealt, TurnDealt, WentAllIn
from app.engine.hand import HandState, replay
from app.engine.rules import AnteMode
from app.engine.structure import Level
from app.present.narration import (
    ante_text,
    finish_lines,
    forced_bet_lines,
    hand_bust_lines,
    hand_log,
    latest_bust,
)
from app.present.room_facts import level_text
from app.present.table_view import build_table_view
from app.present.view_model import ante_caption, build_display_model
from app.store.export import export_tournament
from app.store.tournament_file import TournamentFile
from tests.engine.test_betting import table
from tests.tournament_kit import SETUP, Recorder, live_hand, seated

# ----- pot names ------------------------------------------------------------------------------


def three_pots() -> Recorder:
    """Hand 2 of Ann, Bob and Cat, all-in pre-flop with 975, 1,000 and 1,025 chips after
    hand 1: a main pot, one side pot and Cat's 25 returned; the board is dealt, the dealer
    has not awarded anything yet."""
    recorder = seated(3)
    recorder.deal()
    recorder.fold_to_big_blind()
    stacks = sorted(p.stack for p in recorder.state.players)
    assert stacks == [975, 1000, 1025]
    recorder.deal()
    while (seat := live_hand(recorder.state).to_act) is not None:
        recorder.act(WentAllIn(seat))
    board = parse_cards("Kh 9s 5c 3h Jd")
    for event in (FlopDealt(board[:3]), TurnDealt(board[3:4]), RiverDealt(board[4:])):
        recorder.act(event)
    return recorder


def award_both(recorder: Recorder) -> HandState:
    """The dealer gives the side pot to its first player and the main pot to the other
    (no cards shown); returns the hand as it was before the last award."""
    hand = live_hand(recorder.state)
    main, side = hand.pots
    recorder.act(PotAwarded(1, (side.eligible[0],)))
    before = live_hand(recorder.state)
    recorder.act(PotAwarded(0, (next(s for s in main.eligible if s != side.eligible[0]),)))
    return before


def test_a_side_pot_has_one_name_in_the_log_the_table_the_result_and_the_display() -> None:
    recorder = three_pots()
    hand = live_hand(recorder.state)
    assert [p.name for p in hand.pots] == ["Main pot", "Side pot 1"]
    display = build_display_model(recorder.state, recorder.state.clock(0.0), 0.0)
    assert display.featured_hand is not None
    assert [p.name for p in display.featured_hand.pots] == ["Main pot", "Side pot 1"]
    names = {s.seat: s.player for s in hand.config.seats}
    view = build_table_view("Table 1", 9, names, {}, hand)
    assert [p.name for p in view.pots] == ["Main pot", "Side pot 1"]
    side_winner = names[hand.pots[1].eligible[0]]
    before = award_both(recorder)
    finished = before.apply(recorder.events[-1].event)  # type: ignore[attr-defined]
    log = hand_log(finished.config, finished.events)
    assert f"Side pot 1 awarded to {side_winner}" in log
    assert not any(line.startswith("Pot ") for line in log)
    result = finished.result().push_instructions()
    assert any(line.startswith("Side pot 1: ") and side_winner in line for line in result)
    assert any(line.startswith("Main pot: ") for line in result)


def test_exports_name_the_pots_as_the_table_does(tmp_path: Path) -> None:
    recorder = three_pots()
    award_both(recorder)
    file = TournamentFile.create(tmp_path / "t.feltboard", SETUP)
    for event in recorder.events[1:]:
        file.record(event)
    try:
        (json_file,) = export_tournament(file, "json", tmp_path / "json")
        hand = json.loads(json_file.read_text(encoding="utf-8"))["hands"][1]
        assert [pot["name"] for pot in hand["pots"]] == ["Main pot", "Side pot 1"]
        (stars,) = export_tournament(file, "pokerstars", tmp_path / "stars")
        text = stars.read_text(encoding="utf-8")
        # PokerStars' own grammar for one side pot, which tracking tools read.
        assert "from side pot" in text and "from main pot" in text
        assert "Main pot 2925. Side pot 50." in text
    finally:
        file.close()


# ----- the big-blind ante ---------------------------------------------------------------------


def test_a_big_blind_ante_always_says_so() -> None:
    assert ante_text(400, AnteMode.BIG_BLIND) == "BB ante 400"
    assert ante_text(400, AnteMode.CLASSIC) == "ante 400"
    assert ante_text(400, AnteMode.NONE) == ""  # nobody antes in such a tournament
    config = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3, ante=100,
                   ante_mode=AnteMode.BIG_BLIND)
    lines = forced_bet_lines(replay(config))
    assert lines[-1].endswith("posts BB ante 100")
    assert not any(" posts ante" in line for line in lines)
    classic = table({1: 5000, 2: 5000, 3: 5000}, button=1, sb=2, bb=3, ante=100)
    assert sum(" posts ante 100" in line for line in forced_bet_lines(replay(classic))) == 3


def test_the_display_reads_bb_ante_for_a_big_blind_ante() -> None:
    level = Level(200, 400, 400, 600)
    assert ante_caption(level, AnteMode.BIG_BLIND) == "BB ANTE 400"
    assert ante_caption(level, AnteMode.CLASSIC) == "ANTE 400"
    assert ante_caption(level, AnteMode.NONE) == "NO ANTE"
    assert level_text(level, AnteMode.BIG_BLIND) == "200 / 400 · BB ante 400"


# ----- busts ----------------------------------------------------------------------------------

HOLES = ("7c 2d", "8c 3d", "9c 4h", "6s 2h", "8h 3s", "7s 4d", "9d 2s", "6c 3c")


def knock_out(recorder: Recorder, winner: int, losers: list[int]) -> int:
    """Deal a hand in which ``losers`` go all-in against ``winner`` (aces) and lose;
    everyone else folds. Returns the hand's number."""
    number = recorder.deal()
    hole = {winner: "As Ad", **{p: HOLES[i] for i, p in enumerate(losers)}}
    everyone = [p.id for p in recorder.state.alive]
    folders = [p for p in everyone if p not in hole]
    recorder.all_in_showdown(hole, "Kh Qs 5c Jh Td", folders)
    return number


def test_a_bust_says_where_the_player_finishes() -> None:
    recorder = seated(9)
    number = knock_out(recorder, 1, [9])
    assert hand_bust_lines(recorder.state, number) == ("Ivy finishes 9th",)
    assert finish_lines(recorder.state, latest_bust(recorder.state)) == ("Ivy finishes 9th",)


def test_several_busts_on_one_hand_are_placed_by_their_starting_stacks() -> None:
    recorder = seated(9)
    recorder.deal()
    recorder.fold_to_big_blind()  # the blinds' stacks move: 975 and 1,025
    stacks = {p.id: p.stack for p in recorder.state.players}
    short = next(p for p, s in stacks.items() if s == 975)
    big = next(p for p, s in stacks.items() if s == 1025)
    level = [p for p, s in stacks.items() if s == 1000][:3]
    number = knock_out(recorder, big, [short, *level[:2]])
    name = {p.id: p.name for p in recorder.state.players}
    tied = sorted(name[p] for p in level[:2])  # equal stacks: listed by name
    assert hand_bust_lines(recorder.state, number) == (
        f"{tied[0]} finishes tied 7th–8th",
        f"{tied[1]} finishes tied 7th–8th",
        f"{name[short]} finishes 9th",
    )


def test_a_bust_in_the_money_names_the_prize_and_the_last_one_the_winner() -> None:
    recorder = seated(4)  # two places paid: 55 and 25
    first = knock_out(recorder, 1, [3, 4])
    assert hand_bust_lines(recorder.state, first) == (
        "Cat finishes tied 3rd–4th",
        "Dan finishes tied 3rd–4th",
    )
    last = knock_out(recorder, 1, [2])
    assert recorder.state.is_finished
    assert hand_bust_lines(recorder.state, last) == (
        "Ann wins the tournament — 55",
        "Bob finishes 2nd — 25",
    )
    assert hand_bust_lines(recorder.state, first) == (
        "Cat finishes tied 3rd–4th",
        "Dan finishes tied 3rd–4th",
    )
