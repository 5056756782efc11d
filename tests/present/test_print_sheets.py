"""What each printed document says (the pure builder, no Qt)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest

from app.engine.accounts import prizes, rounding_note
from app.engine.games import Game
from app.engine.presets import preset_named
from app.engine.rotation import NightGame, Rotation
from app.engine.rules import AnteMode, BettingStructure
from app.engine.structure import BlindStructure, Break, Level
from app.engine.tournament import new_tournament, setup_from_preset
from app.engine.tournament_events import PlayerBusted
from app.present.print_sheets import build_document, can_print, format_elapsed, verify_print
from app.present.sheet_blocks import Document, Grid, Paragraph, PrintRefused, Receipt
from app.present.sheet_kinds import What
from tests.printing.nights import LONG_NAME, finished_night, seated_night
from tests.tournament_kit import Recorder, seated

NOW = datetime(2026, 12, 4, 23, 40)


def grids(document: Document) -> list[Grid]:
    return [block for sheet in document.sheets for block in sheet.blocks
            if isinstance(block, Grid)]  # fmt: skip


def column(grid: Grid, title: str) -> list[str]:
    index = [c.title for c in grid.columns].index(title)
    return [row[index] for row in grid.rows]


def test_every_page_is_headed_by_the_night_and_its_date() -> None:
    document = build_document(seated_night(4).state, What.STRUCTURE, NOW)
    assert document.tournament == "Friday night at Hugo's"
    assert document.date == "4 December 2026"
    assert document.printed == "Printed 4 December 2026, 23:40"
    # A night without a date is headed by the day it is printed.
    recorder = Recorder.new()
    assert build_document(recorder.state, What.STRUCTURE, NOW).date == "4 December 2026"


def test_seat_cards_one_per_player_in_table_and_seat_order() -> None:
    state = seated_night(40).state
    cards = build_document(state, What.SEATS, NOW).cards
    assert len(cards) == 40
    assert [(c.table, c.seat) for c in cards] == sorted((c.table, c.seat) for c in cards)
    assert {c.name for c in cards} == {p.name for p in state.players}
    assert (cards[-1].name, cards[-1].table, cards[-1].seat) == (LONG_NAME, 4, 10)


def test_seat_cards_skip_busted_players() -> None:
    recorder = seated_night(12)
    recorder.rec(PlayerBusted(12, 2))
    names = {c.name for c in build_document(recorder.state, What.SEATS, NOW).cards}
    assert "Jo" not in names and len(names) == 11


def test_nothing_to_print_is_refused_with_what_to_do_first() -> None:
    empty = Recorder.new().state
    with pytest.raises(PrintRefused, match="No seats drawn yet: open tables and draw seats"):
        verify_print(empty, What.SEATS)
    with pytest.raises(PrintRefused, match="No table is open yet"):
        build_document(empty, What.SEATING, NOW)
    with pytest.raises(PrintRefused, match="Nobody has registered yet"):
        build_document(empty, What.RESULTS, NOW)
    assert not can_print(empty, What.SEATS)
    # The structure and the payout table print before anyone registers.
    assert can_print(empty, What.STRUCTURE) and can_print(empty, What.PAYOUTS)
    assert can_print(seated_night(3).state, What.SEATS)


def test_seating_sheet_lists_every_seat_of_each_table_with_chips() -> None:
    document = build_document(seated_night(13, seats=10).state, What.SEATING, NOW)
    assert [sheet.title for sheet in document.sheets] == ["Table 1", "Table 2"]
    first = grids(document)[0]
    assert column(first, "Seat") == [str(s) for s in range(1, 11)]
    players = column(first, "Player")
    assert players[:3] == ["Hugo", "Ann", "Cat"] and players[7:] == ["(open seat)"] * 3
    assert column(first, "Chips")[:7] == ["20,000"] * 7
    summary = document.sheets[0].blocks[1]
    assert summary == Paragraph(
        "7 players at 10 seats, 140,000 chips at the table (hands not recorded)."
    )


def test_structure_words_the_ante_and_shows_breaks_color_ups_and_starts() -> None:
    document = build_document(seated_night(2).state, What.STRUCTURE, NOW)
    [grid] = grids(document)
    assert [c.title for c in grid.columns] == [
        "Level", "Blinds", "BB ante", "Minutes", "Starts", "Notes"
    ]
    assert grid.rows[0] == ("1", "25/50", "–", "20", "0:00", "")
    assert grid.rows[3] == ("4", "100/200", "–", "20", "1:00", "last for rebuys and add-ons")
    assert grid.rows[4] == ("Break", "", "", "10", "1:20", "Last rebuys and add-ons")
    assert grid.rows[5] == ("5", "150/300", "300", "20", "1:30", "")
    color_up = grid.rows[9]
    assert color_up[0] == "Break" and color_up[-1] == "Color up the 25s (green)"
    assert grid.rows[-1][-1] == "repeats until the end"
    assert {4, 9, 14} == set(grid.strong)  # the breaks stand out


def test_structure_with_classic_antes_and_odd_lengths() -> None:
    recorder = Recorder.new()
    setup = recorder.state.setup
    structure = BlindStructure((Level(25, 50, 5, 750), Break(45), Level(50, 100, 10, 1200)))
    setup = replace(setup, structure=structure,
                    rules=replace(setup.rules, ante_mode=AnteMode.CLASSIC))  # fmt: skip
    [grid] = grids(build_document(replace(recorder.state, setup=setup), What.STRUCTURE, NOW))
    assert column(grid, "Ante") == ["5", "", "10"]
    assert column(grid, "Minutes") == ["12.5", "0.75", "20"]
    assert column(grid, "Starts") == ["0:00", "0:12:30", "0:13:15"]
    assert format_elapsed(3600) == "1:00"


def test_payout_sheet_shows_the_pool_the_prizes_and_the_rounding() -> None:
    state = finished_night()
    document = build_document(state, What.PAYOUTS, NOW)
    pool, places, table = grids(document)
    assert pool.rows == (
        ("Buy-ins: 12 × €40.00", "€480.00"),
        ("Rebuys: 0 × €30.00", "€0.00"),
        ("Add-ons: 3 × €30.00", "€90.00"),
        ("Less bounties: 12 × €10.00", "-€120.00"),
        ("Prize pool", "€450.00"),
        ("House fees (not in the prize pool)", "€60.00"),
    )
    assert pool.strong == {4}
    assert [state.setup.currency.format(a) for a in prizes(state)] == column(places, "Prize")
    assert places.rows[0] == ("1st", "40%", "€180.00", "Hugo")
    assert places.rows[3] == ("4th", "10%", "€45.00", "Bob")
    note = document.sheets[0].blocks[3]
    assert note == Paragraph(rounding_note(state), small=True)
    assert rounding_note(state).startswith("Rounded down to €5.00")
    assert table.rows[2] == ("11–20", "4", "40 / 30 / 20 / 10") and table.strong == {2}


def test_payouts_before_enough_entries_say_nothing_is_paid_yet() -> None:
    document = build_document(seated_night(1).state, What.PAYOUTS, NOW)
    texts = [b.text for b in document.sheets[0].blocks if isinstance(b, Paragraph)]
    assert "Nothing is paid yet: 1 entry so far; prizes start at 2 entries." in texts


def test_results_with_prizes_bounties_totals_and_a_receipt_per_paid_player() -> None:
    state = finished_night()
    document = build_document(state, What.RESULTS, NOW)
    results, receipts = document.sheets
    assert results.title == "Results" and receipts.title == "Receipts"
    [grid] = grids(document)
    assert [c.title for c in grid.columns] == ["Place", "Player", "Prize", "Bounties", "Total"]
    assert grid.rows[0] == ("1st", "Hugo", "€180.00", "€70.00", "€250.00")
    assert grid.rows[1] == ("2nd", "Esther", "€135.00", "€50.00", "€185.00")
    assert grid.rows[-1] == ("12th", "Jo", "–", "–", "–")
    assert results.blocks[0] == Paragraph(
        "12 entries, prize pool €450.00, bounties €10.00 a head. Won by Hugo; €570.00 paid "
        "in all."
    )
    signed = [b for b in receipts.blocks if isinstance(b, Receipt)]
    assert [(r.name, r.place, r.total) for r in signed] == [
        ("Hugo", "1st", "€250.00"), ("Esther", "2nd", "€185.00"),
        ("Ann", "3rd", "€90.00"), ("Bob", "4th", "€45.00"),
    ]  # fmt: skip
    assert signed[0].text == (
        "Received €250.00 (prize €180.00 + bounties €70.00) at Friday night at Hugo's, "
        "4 December 2026."
    )
    assert signed[3].text.startswith("Received €45.00 (prize for 4th) at")


def test_results_before_the_end_are_the_results_so_far() -> None:
    recorder = seated_night(12)
    recorder.rec(PlayerBusted(12, 2), PlayerBusted(11, 1))
    document = build_document(recorder.state, What.RESULTS, NOW)
    [results] = document.sheets  # no receipts: nobody out is paid yet
    assert results.title == "Results so far (in progress)"
    [grid] = grids(document)
    # Still in first, by chips (Esther and Hugo each took a stack), their bounties so far.
    assert grid.rows[0] == ("in", "Esther (still in, 40,000 chips)", "–", "€10.00", "€10.00")
    assert grid.rows[1] == ("in", "Hugo (still in, 40,000 chips)", "–", "€10.00", "€10.00")
    assert grid.rows[2] == ("in", "Ann (still in, 20,000 chips)", "–", "–", "–")
    assert grid.rows[-2:] == (("11th", "Ivy", "–", "–", "–"), ("12th", "Jo", "–", "–", "–"))
    summary = results.blocks[0]
    assert isinstance(summary, Paragraph)
    assert "In progress: 10 players still in, whose places" in summary.text


def test_seating_of_a_tracked_table_marks_the_last_button() -> None:
    recorder = seated(4)  # Ann, Bob, Cat, Dan in seats 1-4 of a tracked table
    recorder.deal()
    recorder.fold_to_big_blind()
    button = recorder.state.table(1).positions
    assert button is not None
    document = build_document(recorder.state, What.SEATING, NOW)
    [grid] = grids(document)
    assert [c.title for c in grid.columns] == ["Seat", "Player", "Chips", "Last button"]
    marks = column(grid, "Last button")
    assert marks.index("Button") + 1 == button.button and marks.count("Button") == 1
    assert sum(int(c.replace(",", "")) for c in column(grid, "Chips") if c) == 4000
    assert "(hands recorded)" in document.sheets[0].blocks[1].text  # type: ignore[union-attr]


def test_fixed_limit_structure_shows_the_bets() -> None:
    setup = setup_from_preset(preset_named("$1/$2 fixed limit"))
    [grid] = grids(build_document(new_tournament(setup), What.STRUCTURE, NOW))
    titles = [c.title for c in grid.columns]
    assert "Bets" in titles
    level = setup.structure.levels[0]
    assert column(grid, "Bets")[0] == level.describe().split("bets ")[1]


def test_a_mixed_night_shows_each_level_s_game_and_the_fixed_limit_bets() -> None:
    recorder = Recorder.new()
    setup = recorder.state.setup
    structure = BlindStructure((
        Level(25, 50, 0, 1200),
        Break(300),
        Level(50, 100, 0, 1200, game=Game.OMAHA, betting=BettingStructure.POT_LIMIT),
        Level(100, 200, 0, 1200, small_bet=200, big_bet=400, game=Game.OMAHA_HI_LO,
              betting=BettingStructure.FIXED_LIMIT),
    ))
    setup = replace(setup, structure=structure)
    document = build_document(replace(recorder.state, setup=setup), What.STRUCTURE, NOW)
    [grid] = grids(document)
    assert column(grid, "Game") == [
        "No-limit Hold'em", "", "Pot-limit Omaha", "Fixed-limit Omaha Hi-Lo"]
    assert column(grid, "Bets") == ["–", "", "–", "200/400"]
    summary = document.sheets[0].blocks[0]
    assert isinstance(summary, Paragraph) and summary.text.startswith("Mixed games, ")


def test_a_night_of_one_game_that_is_not_hold_em_names_it() -> None:
    recorder = Recorder.new()
    setup = recorder.state.setup
    structure = BlindStructure((Level(25, 50, 0, 1200, game=Game.OMAHA,
                                      betting=BettingStructure.POT_LIMIT),))
    setup = replace(setup, structure=structure)
    document = build_document(replace(recorder.state, setup=setup), What.STRUCTURE, NOW)
    [grid] = grids(document)
    assert column(grid, "Game") == ["Pot-limit Omaha"]
    summary = document.sheets[0].blocks[0]
    assert isinstance(summary, Paragraph) and summary.text.startswith("Pot-limit Omaha, ")


def test_a_hold_em_night_has_no_game_column() -> None:
    [grid] = grids(build_document(seated_night(4).state, What.STRUCTURE, NOW))
    assert "Game" not in [c.title for c in grid.columns]


def test_a_dealer_s_choice_night_says_its_games_and_prints_the_limit_bets() -> None:
    setup = setup_from_preset(preset_named("Dealer's choice — hold'em and Omaha"))
    document = build_document(new_tournament(setup), What.STRUCTURE, NOW)
    [grid] = grids(document)
    assert "Game" not in [c.title for c in grid.columns]  # each table's orbit decides
    assert column(grid, "Bets")[:2] == ["50/100", "100/200"]  # the big blind and twice
    summary, games = document.sheets[0].blocks[:2]
    assert isinstance(summary, Paragraph) and summary.text.startswith("Mixed games, no antes")
    assert isinstance(games, Paragraph) and games.text == (
        "Games: No-limit Hold'em, Pot-limit Omaha and Fixed-limit Omaha Hi-Lo — dealer's "
        "choice each orbit")


def test_a_rotation_by_level_prints_each_level_s_game() -> None:
    recorder = Recorder.new()
    levels = BlindStructure((Level(25, 50, 0, 1200), Level(50, 100, 0, 1200),
                             Level(100, 200, 0, 1200, game=Game.SHORT_DECK)))
    rotation = Rotation((NightGame(Game.HOLDEM, BettingStructure.NO_LIMIT),
                         NightGame(Game.OMAHA, BettingStructure.POT_LIMIT)))
    setup = replace(recorder.state.setup, structure=levels, rotation=rotation)
    document = build_document(replace(recorder.state, setup=setup), What.STRUCTURE, NOW)
    [grid] = grids(document)
    assert column(grid, "Game") == [
        "No-limit Hold'em", "Pot-limit Omaha", "No-limit Short Deck Hold'em"]
    games = document.sheets[0].blocks[1]
    assert isinstance(games, Paragraph)
    assert games.text.endswith("Pot-limit Omaha — a new game each level")



def test_a_horse_night_prints_stud_s_ante_bring_in_and_bets_and_no_stud_blinds() -> None:
    setup = setup_from_preset(preset_named("H.O.R.S.E."))
    document = build_document(new_tournament(setup), What.STRUCTURE, NOW)
    [grid] = grids(document)
    summary = document.sheets[0].blocks[0]
    assert isinstance(summary, Paragraph) and summary.text.startswith(
        "Mixed games, antes in stud only. ")
    titles = [c.title for c in grid.columns]
    assert titles[:7] == ["Level", "Game", "Blinds", "Ante", "Bring-in", "Bets", "Minutes"]
    rows = [row[:6] for row in grid.rows[:5]]
    assert rows == [
        ("1", "Hold'em", "50/100", "–", "–", "100/200"),
        ("2", "Omaha Hi-Lo", "100/200", "–", "–", "200/400"),
        ("3", "Razz", "–", "50", "75", "300/600"),
        ("4", "Seven Card Stud", "–", "75", "100", "400/800"),
        ("Break", "", "", "", "", ""),
    ]


def test_a_level_dealing_stud_by_itself_prints_its_bring_in() -> None:
    recorder = Recorder.new()
    structure = BlindStructure((
        Level(25, 50, 0, 1200),
        Level(0, 0, 25, 1200, small_bet=100, big_bet=200, game=Game.STUD, bring_in=25),
        Level(50, 100, 100, 1200),
    ))
    setup = replace(recorder.state.setup, structure=structure)
    [grid] = grids(build_document(replace(recorder.state, setup=setup), What.STRUCTURE, NOW))
    assert column(grid, "Blinds") == ["25/50", "–", "50/100"]
    assert column(grid, "Ante") == ["–", "25", "100 (BB)"]  # a big-blind ante night
    assert column(grid, "Bring-in") == ["–", "25", "–"]
    assert column(grid, "Bets") == ["–", "100/200", "–"]
