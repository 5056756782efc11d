"""PokerStars text for Omaha and Omaha hi-lo, and the games it cannot write.

The format follows real PokerStars hand histories: a shown hand reads ``(HI: ...; LO:
7,6,5,2,A)``, a split pot is collected one line per winner and half (the high half
first), a scoop in two lines, ``No low hand qualified`` follows a showdown without a low,
and the summary says ``won (both halves) with HI: ...; LO: ...``. The samples checked:
the fpdb project's regression files ``tour/Stars/Flop/PLO-USD-MTT-3-201201.Sample.txt``
("Omaha Pot Limit - Level I (10/20)"), ``tour/Stars/Flop/NLO8-6max-MTT-USD-37.50-37.50-7-
201410.progressive.old.txt`` (a tournament's "Omaha Hi/Lo No Limit", ``No low hand
qualified``) and ``cash/Stars/Stud/7-StudHL-USD-0.04-0.08-200911.txt`` (a split pot's
two ``collected`` lines, the high first; ``won ($0.36) with HI: ...; LO: 8,7,5,4,2``);
an Omaha Hi/Lo Limit hand of 2005 in Games::Poker::HistoryParser's tests (a scoop
collected ``$17`` twice, ``won ($34) with HI: high card Ace; LO: 7,6,5,3,A``; the limit
header shows the small and big bet, ``($5/$10)``, over blinds of $2/$5).
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HoleCardsDealt,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.games import Game
from app.engine.hand import replay
from app.engine.rules import BettingStructure, RuleProfile
from app.engine.structure import BlindStructure, Level
from app.session.simulate import simulate
from app.store.export import export_tournament, tournament_info
from app.store.hand_history import HandHistory
from app.store.pokerstars import PokerStarsError, TournamentInfo, format_hand
from app.store.tournament_file import TournamentFile
from tests.store.test_export import HEADER, expected_actions, parse_stars

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

INFO = TournamentInfo(
    tournament_id=123_456_789,
    name="Golden",
    buy_in=20,
    structure=BlindStructure((Level(25, 50, 10),)),
    seat_counts=((2, 6),),
)
SEATS = (SeatConfig(1, "Ann", 1000), SeatConfig(3, "Bob", 500), SeatConfig(5, "Cat", 2000))
PLAYERS = ((1, 11), (3, 12), (5, 13))
STARTED = 1_714_860_000.0  # 2024-05-04 22:00 UTC

PLO = HandConfig(
    seats=SEATS,
    button=1,
    small_blind_seat=3,
    big_blind_seat=5,
    small_blind=25,
    big_blind=50,
    rules=RuleProfile(structure=BettingStructure.POT_LIMIT),
    game=Game.OMAHA,
)
PLO_HAND = HandHistory(
    10,
    2,
    0,
    STARTED,
    PLAYERS,
    PLO,
    (
        HoleCardsDealt(1, parse_cards("As Ad Kc Qh")),
        RaisedTo(1, 175),
        WentAllIn(3),
        Called(5),
        Called(1),
        FlopDealt(parse_cards("Ah 9s 7s")),
        BetPlaced(5, 500),
        Called(1),
        TurnDealt(parse_cards("6c")),
        RiverDealt(parse_cards("2d")),
        CardsShown(3, parse_cards("Js Ts 9d 8d")),
        CardsShown(5, parse_cards("7c 7d 2h 3h")),
        CardsShown(1),
    ),
)
PLO_TEXT = """\
PokerStars Hand #123456789000010: Tournament #123456789, $20+$0 USD Omaha Pot Limit - \
Level I (25/50) - 2024/05/04 18:00:00 ET
Table '123456789 2' 6-max Seat #1 is the button
Seat 1: Ann (1000 in chips)
Seat 3: Bob (500 in chips)
Seat 5: Cat (2000 in chips)
Bob: posts small blind 25
Cat: posts big blind 50
*** HOLE CARDS ***
Dealt to Ann [As Ad Kc Qh]
Ann: raises 125 to 175
Bob: raises 325 to 500 and is all-in
Cat: calls 450
Ann: calls 325
*** FLOP *** [Ah 9s 7s]
Cat: bets 500
Ann: calls 500 and is all-in
*** TURN *** [Ah 9s 7s] [6c]
*** RIVER *** [Ah 9s 7s 6c] [2d]
*** SHOW DOWN ***
Bob: shows [Js Ts 9d 8d] (a straight, Six to Ten)
Cat: shows [7c 7d 2h 3h] (three of a kind, Sevens)
Ann: shows [As Ad Kc Qh] (three of a kind, Aces)
Ann collected 1000 from side pot
Bob collected 1500 from main pot
*** SUMMARY ***
Total pot 2500 Main pot 1500. Side pot 1000. | Rake 0
Board [Ah 9s 7s 6c 2d]
Seat 1: Ann (button) showed [As Ad Kc Qh] and won (1000) with three of a kind, Aces
Seat 3: Bob (small blind) showed [Js Ts 9d 8d] and won (1500) with a straight, Six to Ten
Seat 5: Cat (big blind) showed [7c 7d 2h 3h] and lost with three of a kind, Sevens
"""

FO8 = HandConfig(
    seats=SEATS,
    button=1,
    small_blind_seat=3,
    big_blind_seat=5,
    small_blind=10,
    big_blind=20,
    ante=5,
    rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
    small_bet=20,
    big_bet=40,
    game=Game.OMAHA_HI_LO,
)
FO8_PLAY = (
    HoleCardsDealt(1, parse_cards("As 3s Kd Kh")),
    Called(1),
    Called(3),
    Checked(5),
    FlopDealt(parse_cards("2c 4d 7h")),
    BetPlaced(3, 20),
    Called(5),
    Called(1),
    TurnDealt(parse_cards("Kc")),
    Checked(3),
    BetPlaced(5, 40),
    Called(1),
    Called(3),
)
FO8_HAND = HandHistory(
    9,
    2,
    0,
    STARTED,
    PLAYERS,
    FO8,
    (
        *FO8_PLAY,
        RiverDealt(parse_cards("9s")),
        Checked(3),
        Checked(5),
        Checked(1),
        CardsShown(3, parse_cards("Ah 3h Qc Jc")),
        CardsShown(5, parse_cards("Qs Qh Jd Td")),
        CardsShown(1),
    ),
)
# 255 in the pot: the high half 128 (the odd chip between halves goes high, TDA 20) to
# Ann; the low half 127 quartered between Bob and Ann, both 7-4-3-2-A: its odd chip to
# Bob, the first winner clockwise from Ann's button.
FO8_TEXT = """\
PokerStars Hand #123456789000009: Tournament #123456789, $20+$0 USD Omaha Hi/Lo Limit - \
Level I (20/40) - 2024/05/04 18:00:00 ET
Table '123456789 2' 6-max Seat #1 is the button
Seat 1: Ann (1000 in chips)
Seat 3: Bob (500 in chips)
Seat 5: Cat (2000 in chips)
Ann: posts the ante 5
Bob: posts the ante 5
Cat: posts the ante 5
Bob: posts small blind 10
Cat: posts big blind 20
*** HOLE CARDS ***
Dealt to Ann [As 3s Kd Kh]
Ann: calls 20
Bob: calls 10
Cat: checks
*** FLOP *** [2c 4d 7h]
Bob: bets 20
Cat: calls 20
Ann: calls 20
*** TURN *** [2c 4d 7h] [Kc]
Bob: checks
Cat: bets 40
Ann: calls 40
Bob: calls 40
*** RIVER *** [2c 4d 7h Kc] [9s]
Bob: checks
Cat: checks
Ann: checks
*** SHOW DOWN ***
Bob: shows [Ah 3h Qc Jc] (HI: high card Ace; LO: 7,4,3,2,A)
Cat: shows [Qs Qh Jd Td] (HI: a pair of Queens)
Ann: shows [As 3s Kd Kh] (HI: three of a kind, Kings; LO: 7,4,3,2,A)
Ann collected 128 from pot
Bob collected 64 from pot
Ann collected 63 from pot
*** SUMMARY ***
Total pot 255 | Rake 0
Board [2c 4d 7h Kc 9s]
Seat 1: Ann (button) showed [As 3s Kd Kh] and won (191) with HI: three of a kind, Kings; \
LO: 7,4,3,2,A
Seat 3: Bob (small blind) showed [Ah 3h Qc Jc] and won (64) with HI: high card Ace; \
LO: 7,4,3,2,A
Seat 5: Cat (big blind) showed [Qs Qh Jd Td] and lost with HI: a pair of Queens
"""


def test_golden_pot_limit_omaha_hand() -> None:
    assert format_hand(PLO_HAND, INFO) == PLO_TEXT


def test_golden_omaha_hi_lo_hand_with_a_quartered_low() -> None:
    assert format_hand(FO8_HAND, INFO) == FO8_TEXT
    result = replay(FO8, FO8_HAND.events).result()
    assert result.final_stacks() == {1: 1000 - 85 + 191, 3: 500 - 85 + 64, 5: 2000 - 85}


# Three ways with a side pot: Bob (105) is all-in on the turn. The main pot 315 (antes 15,
# 3 x 40 before the flop, 3 x 20 on the flop, 3 x 40 on the turn): the high half 158 to
# Cat (the odd chip goes high), the low half 157 quartered between Bob and Ann, both
# 7-4-3-2-A, its odd chip to Bob, first clockwise from Ann's button. The side pot 160
# (Ann and Cat, 40 each on the turn and on the river) splits 80 high to Cat, 80 low to Ann.
FO8_SIDE = replace(
    FO8, seats=(SeatConfig(1, "Ann", 1000), SeatConfig(3, "Bob", 105), SeatConfig(5, "Cat", 2000))
)
FO8_SIDE_HAND = HandHistory(
    11,
    2,
    0,
    STARTED,
    PLAYERS,
    FO8_SIDE,
    (
        HoleCardsDealt(1, parse_cards("As 3s Jd Th")),
        RaisedTo(1, 40),
        Called(3),
        Called(5),
        FlopDealt(parse_cards("2c 4d 7h")),
        Checked(3),
        BetPlaced(5, 20),
        Called(1),
        Called(3),
        TurnDealt(parse_cards("Kc")),
        WentAllIn(3),
        Called(5),
        RaisedTo(1, 80),
        Called(5),
        RiverDealt(parse_cards("9s")),
        Checked(5),
        BetPlaced(1, 40),
        Called(5),
        CardsShown(1),
        CardsShown(5, parse_cards("Qs Qd Js Tc")),
        CardsShown(3, parse_cards("Ah 3h Qc Jc")),
    ),
)
FO8_SIDE_SHOWDOWN = """\
*** SHOW DOWN ***
Ann: shows [As 3s Jd Th] (HI: high card Ace; LO: 7,4,3,2,A)
Cat: shows [Qs Qd Js Tc] (HI: a pair of Queens)
Bob: shows [Ah 3h Qc Jc] (HI: high card Ace; LO: 7,4,3,2,A)
Cat collected 80 from side pot
Ann collected 80 from side pot
Cat collected 158 from main pot
Bob collected 79 from main pot
Ann collected 78 from main pot
*** SUMMARY ***
Total pot 475 Main pot 315. Side pot 160. | Rake 0
Board [2c 4d 7h Kc 9s]
Seat 1: Ann (button) showed [As 3s Jd Th] and won (158) with HI: high card Ace; LO: 7,4,3,2,A
Seat 3: Bob (small blind) showed [Ah 3h Qc Jc] and won (79) with HI: high card Ace; LO: 7,4,3,2,A
Seat 5: Cat (big blind) showed [Qs Qd Js Tc] and won (238) with HI: a pair of Queens
"""


def test_three_way_omaha_hi_lo_with_a_side_pot_and_a_quartered_low() -> None:
    written = format_hand(FO8_SIDE_HAND, INFO)
    assert "Bob: bets 40 and is all-in\nCat: calls 40\nAnn: raises 40 to 80\n" in written
    assert written.split("*** RIVER *** [2c 4d 7h Kc] [9s]\n")[1].split("*** SHOW DOWN")[0] == (
        "Cat: checks\nAnn: bets 40\nCat: calls 40\n"
    )
    assert written.endswith(FO8_SIDE_SHOWDOWN)
    result = replay(FO8_SIDE, FO8_SIDE_HAND.events).result()
    assert result.final_stacks() == {1: 1000 - 185 + 78 + 80, 3: 79, 5: 2000 - 185 + 158 + 80}
    assert sum(result.final_stacks().values()) == 3105


def _after_river(history: HandHistory, *events: object) -> str:
    """The lines from ``*** SHOW DOWN ***`` on, of ``history`` with the river and
    ``events`` in place of its river and showdown."""
    changed = replace(history, events=(*FO8_PLAY, RiverDealt(parse_cards("9s")), *events))
    return format_hand(changed, INFO).split("*** SHOW DOWN ***\n")[1]


def test_a_scoop_is_collected_once_per_half() -> None:
    shown = _after_river(
        FO8_HAND,
        Checked(3),
        Checked(5),
        Checked(1),
        CardsShown(3, parse_cards("Qd Jh Ts 9c")),
        CardsShown(5, parse_cards("Qs Qh Jd Td")),
        CardsShown(1),
    )
    assert shown.split("*** SUMMARY ***\n")[0] == (
        "Bob: shows [Qd Jh Ts 9c] (HI: a pair of Nines)\n"
        "Cat: shows [Qs Qh Jd Td] (HI: a pair of Queens)\n"
        "Ann: shows [As 3s Kd Kh] (HI: three of a kind, Kings; LO: 7,4,3,2,A)\n"
        "Ann collected 128 from pot\n"
        "Ann collected 127 from pot\n"
    )
    assert "Seat 1: Ann (button) showed [As 3s Kd Kh] and won (255) with HI: three" in shown


def test_a_showdown_without_a_low_says_so() -> None:
    shown = _after_river(
        FO8_HAND,
        Checked(3),
        Checked(5),
        Checked(1),
        CardsShown(3, parse_cards("Qd Jh Ts 9c")),
        CardsShown(5, parse_cards("Qs Qh Jd Td")),
        CardsShown(1, parse_cards("Kd Kh Qc Jc")),
    )
    assert shown.split("*** SUMMARY ***\n")[0] == (
        "Bob: shows [Qd Jh Ts 9c] (HI: a pair of Nines)\n"
        "Cat: shows [Qs Qh Jd Td] (HI: a pair of Queens)\n"
        "Ann: shows [Kd Kh Qc Jc] (HI: three of a kind, Kings)\n"
        "Ann collected 255 from pot\n"
        "No low hand qualified\n"
    )


def test_a_hi_lo_pot_won_without_a_showdown_names_no_low() -> None:
    history = replace(
        FO8_HAND,
        events=(*FO8_PLAY, RiverDealt(parse_cards("9s")), BetPlaced(3, 40), Folded(5), Folded(1)),
    )
    written = format_hand(history, INFO)
    assert "Bob collected 255 from pot\nBob: doesn't show hand\n*** SUMMARY ***" in written
    assert "No low hand qualified" not in written


def test_pot_limit_omaha_hi_lo_and_no_limit_omaha_headers() -> None:
    for game, structure, name in (
        (Game.OMAHA_HI_LO, BettingStructure.POT_LIMIT, "Omaha Hi/Lo Pot Limit"),
        (Game.OMAHA_HI_LO, BettingStructure.NO_LIMIT, "Omaha Hi/Lo No Limit"),
        (Game.OMAHA, BettingStructure.NO_LIMIT, "Omaha No Limit"),
        (Game.OMAHA, BettingStructure.FIXED_LIMIT, "Omaha Limit"),
    ):
        config = replace(PLO, game=game, rules=RuleProfile(structure=structure))
        history = replace(PLO_HAND, config=config, events=(Folded(1), Folded(3)))
        assert f" USD {name} - Level I (" in format_hand(history, INFO)


def test_short_deck_is_named_and_not_written() -> None:
    config = replace(PLO, game=Game.SHORT_DECK, rules=RuleProfile())
    history = replace(PLO_HAND, config=config, events=(Folded(1), Folded(3)))
    with pytest.raises(PokerStarsError) as raised:
        format_hand(history, INFO)
    assert str(raised.value) == (
        "Hand 10: short deck hold'em cannot be written as PokerStars text; the PHH and JSON "
        "exports carry it"
    )
    assert raised.value.reason.startswith("short deck hold'em cannot be written")


# ----- whole simulated nights of Omaha -------------------------------------------------------

OMAHA_PRESETS = {
    "PLO — home game": {"players": 12, "tables": 2, "hands": 80, "seed": 2},
    "Dealer's choice — hold'em and Omaha": {"players": 9, "tables": 1, "hands": 150, "seed": 1},
}


@pytest.fixture(scope="module")
def omaha_nights(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QCoreApplication)
    folder = tmp_path_factory.mktemp("omaha")
    paths: dict[str, Path] = {}
    for number, (preset, sizes) in enumerate(OMAHA_PRESETS.items()):
        paths[preset] = folder / f"night-{number}.feltboard"
        simulate(paths[preset], preset=preset, **sizes)
    return paths


@pytest.mark.parametrize("preset", list(OMAHA_PRESETS))
def test_omaha_nights_account_for_every_chip(
    preset: str, omaha_nights: dict[str, Path], tmp_path: Path
) -> None:
    """Every exported hand, read as a tool reads it, ends with the engine's stacks."""
    skipped: list[tuple[int, str]] = []
    with TournamentFile.open(omaha_nights[preset], read_only=True) as file:
        info = tournament_info(file)
        (path,) = export_tournament(
            file, "pokerstars", tmp_path, on_skip=lambda n, why: skipped.append((n, why))
        )
        by_number = {h.number: h for h in file.hand_histories() if not h.voided}
    assert skipped == []
    games: set[str] = set()
    splits = 0
    for text in path.read_text(encoding="utf-8").split("\n\n\n"):
        header = HEADER.match(text.split("\n", 1)[0])
        assert header is not None, text[:200]
        games.add(f"{header['game']} {header['betting']}")
        history = by_number[int(header["id"]) - info.tournament_id * 1_000_000]
        hand = parse_stars(text, history.config.big_blind)
        assert hand.actions == expected_actions(history), text
        result = replay(history.config, history.events).result()
        for seat in result.seats:
            left = seat.start_stack - hand.spent[seat.player] + hand.collected[seat.player]
            assert left == seat.final_stack, f"{seat.player}\n{text}"
        assert hand.total == sum(hand.collected.values())
        splits += any(pot.split_hi_lo for pot in result.pots)
        if history.config.game.is_omaha:
            dealt = [line for line in text.split("\n") if line.startswith("Dealt to ")]
            assert all(line.count(" ") == 6 for line in dealt), dealt  # four cards
    print(preset, len(by_number), "hands", splits, "split hi-lo")
    assert len(by_number) == len(path.read_text(encoding="utf-8").split("\n\n\n"))
    if preset.startswith("Dealer"):
        assert {"Hold'em No Limit", "Omaha Pot Limit", "Omaha Hi/Lo Limit"} <= games, games
        assert splits >= 5  # 13 of the 150 hands with seed 1
    else:
        assert games == {"Omaha Pot Limit"}
