"""PHH hand histories: reading into the engine, writing, round trips and errors (the
``replay`` command line is tests/cli/test_replay.py)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig, Street
from app.engine.events import (
    Called,
    CardsMucked,
    CardsShown,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PlayerAction,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import replay
from app.engine.rules import AnteMode, BettingStructure, RaiseCapMode, RuleProfile
from app.store.phh import PHHError, load_phh, read_phh, write_phh
from tests.engine.test_differential_pokerkit import (
    excluded_because,
    pokerkit_replay,
    random_hand,
)
from tests.engine.test_properties import Scenario, play_out, scenarios

# The PHH specification's first example (Dwan v Ivey, 2009), with its TOML comments.
DWAN_IVEY = """\
# A big pot between Dwan and Ivey.
variant = "NT"
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 553500]
actions = [
  # Pre-flop
  "d dh p1 Ac2d",  # Ivey
  "d dh p2 ????",  # Antonius
  "d dh p3 7h6h",  # Dwan
  "p3 cbr 7000",  # Dwan
  "p1 cbr 23000",  # Ivey
  "p2 f",  # Antonius
  "p3 cc",  # Dwan
  # Flop
  "d db Jc3d5c",
  "p1 cbr 35000",  # Ivey
  "p3 cc",  # Dwan
  # Turn
  "d db 4h",
  "p1 cbr 90000",  # Ivey
  "p3 cbr 232600",  # Dwan
  "p1 cbr 1067100",  # Ivey
  "p3 cc",  # Dwan
  "p1 sm Ac2d",  # Ivey
  "p3 sm 7h6h",  # Dwan
  # River
  "d db Jh",
]
author = "Juho Kim"
event = "Million Dollar Cash Game"
year = 2009
players = ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
currency = "USD"
"""

CHECK_DOWN = ["d db 2c3c4h", "p1 cc", "p2 cc", "d db 9d", "p1 cc", "p2 cc", "d db Th"]


def phh(**fields: object) -> str:
    """PHH text from fields (JSON arrays, strings and numbers are valid TOML)."""
    ordered = {"variant": fields.pop("variant", "NT"), **fields}
    return "".join(f"{name} = {json.dumps(value)}\n" for name, value in ordered.items())


def three_handed(actions: list[str], **fields: object) -> str:
    """A 3-player no-limit hand at 50/100, p3 on the button."""
    base: dict[str, object] = {
        "antes": [0, 0, 0],
        "blinds_or_straddles": [50, 100, 0],
        "min_bet": 100,
        "starting_stacks": [10_000, 10_000, 10_000],
        "actions": actions,
    }
    base.update(fields)
    return phh(**base)


HOLES = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 QsQd"]


# ----- reading -----------------------------------------------------------------------------


def test_reads_the_specification_example() -> None:
    hand = read_phh(DWAN_IVEY)
    result = hand.result()
    assert hand.players == ("Phil Ivey", "Patrik Antonius", "Tom Dwan")
    assert hand.seats == (1, 2, 3)
    assert hand.config.button == 3 and hand.config.ante == 500
    assert hand.config.rules.ante_mode is AnteMode.CLASSIC
    assert [result.final_stacks()[s] for s in hand.seats] == [572_100, 1_997_500, 1_109_500]
    assert [(p.pot.amount, p.pot.eligible, p.winners) for p in result.pots] == [
        (1_109_500, (1, 3), (3,))
    ]
    assert hand.state.hole_cards(2) == ()  # "????" stays unknown


def test_players_start_left_of_the_button() -> None:
    hand = read_phh(three_handed([*HOLES, "p3 f", "p1 f"], seats=[7, 2, 5]))
    config = hand.config
    assert (config.button, config.small_blind_seat, config.big_blind_seat) == (5, 7, 2)
    assert hand.players == ("p1", "p2", "p3")
    assert hand.result().final_stacks() == {7: 9_950, 2: 10_050, 5: 10_000}


def test_heads_up_arrays_are_reversed() -> None:
    """Heads-up, p1 is the big blind and p2 the button posting the small blind."""
    text = phh(
        antes=[0, 3],
        blinds_or_straddles=[1, 2],
        min_bet=2,
        starting_stacks=[100, 50],
        seats=[4, 8],
        players=["Ann", "Bob"],
        actions=["d dh p1 AsAd", "d dh p2 KsKd", "p2 cc", "p1 cc", *CHECK_DOWN, "p1 cc", "p2 cc"],
    )
    hand = read_phh(text)
    config = hand.config
    assert (config.button, config.small_blind_seat, config.big_blind_seat) == (8, 8, 4)
    assert (config.ante, config.rules.ante_mode) == (3, AnteMode.BIG_BLIND)
    assert hand.events[2] == Called(8)  # the button acts first pre-flop
    assert hand.result().final_stacks() == {4: 102, 8: 48}
    shown = text.replace('"p2 cc"]', '"p2 cc", "p1 sm AsAd", "p2 sm KsKd"]')
    assert pokerkit_replay(shown).stacks == [102, 48]


def test_big_blind_ante_is_detected_and_dead() -> None:
    text = three_handed([*HOLES, "p3 f", "p1 f"], antes=[0, 100, 0])
    hand = read_phh(text)
    assert hand.config.rules.ante_mode is AnteMode.BIG_BLIND
    assert [p.pot.amount for p in hand.result().pots] == [200]  # 50 returned uncalled
    assert hand.result().final_stacks() == {1: 9_950, 2: 10_050, 3: 10_000}


def test_ante_mode_extension_field() -> None:
    text = three_handed([*HOLES, "p3 f", "p1 f"], antes=[0, 100, 0], _ante_mode="big_blind")
    assert read_phh(text).config.rules.ante_mode is AnteMode.BIG_BLIND
    with pytest.raises(PHHError, match="big blind alone"):
        read_phh(three_handed(HOLES, antes=[100, 100, 100], _ante_mode="big_blind"))
    with pytest.raises(PHHError, match="_ante_mode"):
        read_phh(three_handed(HOLES, _ante_mode="button"))


def test_dead_small_blind_layouts() -> None:
    lone_blind = read_phh(three_handed([*HOLES, "p2 f", "p3 f"], blinds_or_straddles=[100, 0, 0]))
    assert lone_blind.config.small_blind_seat is None
    assert lone_blind.config.big_blind_seat == 1
    empty_small_blind = read_phh(
        three_handed([*HOLES, "p3 f", "p1 f"], blinds_or_straddles=[0, 100, 0])
    )
    assert empty_small_blind.config.small_blind_seat is None
    assert empty_small_blind.result().final_stacks() == {1: 10_000, 2: 10_000, 3: 10_000}


def dead_small_blind_pot_limit() -> HandConfig:
    """The hand the strict-reader property found: pot limit at 5/5 (chip 5), ten seats,
    button 4, the small blind dead (seat 5 posts nothing), big blind seat 6; every stack
    5 except seat 8 (25) and seat 10 (10)."""
    stacks = dict.fromkeys(range(1, 11), 5) | {8: 25, 10: 10}
    return HandConfig(
        seats=tuple(SeatConfig(seat, f"P{seat}", stack) for seat, stack in stacks.items()),
        button=4,
        small_blind_seat=None,
        big_blind_seat=6,
        small_blind=5,
        big_blind=5,
        rules=RuleProfile(
            structure=BettingStructure.POT_LIMIT,
            chip_unit=5,
            max_raises=1,
            raise_cap_mode=RaiseCapMode.PER_ROUND,
            uncapped_heads_up=False,
        ),
    )


def test_a_dead_small_blind_counts_in_the_pot_limit_pot_after_a_round_trip() -> None:
    """Seat 7 calls 5, seat 8 pushes 25: the pot is 10 chips plus the dead small blind,
    counted in full before the flop (RULES.md, TDA 54), so the pot limit is
    2 × 5 + 15 = 25. The file keeps the small blind nobody posted
    (``_dead_small_blind``) and the strict reader takes the push back."""
    config = dead_small_blind_pot_limit()
    facing = replay(config, [Called(7)])
    legal = facing.legal_actions()
    assert legal is not None and legal.seat == 8
    assert (facing.pot_total, facing.sizing_pot, legal.max_to) == (10, 15, 25)
    board = [
        FlopDealt(tuple(parse_cards("2c 7d 9h"))),
        TurnDealt(tuple(parse_cards("Js"))),
        RiverDealt(tuple(parse_cards("3d"))),
    ]
    shows = [
        CardsShown(6, tuple(parse_cards("Ah Kh"))),
        CardsShown(7, tuple(parse_cards("Qc Qd"))),
        CardsShown(8, tuple(parse_cards("8s 8c"))),
        CardsShown(10, tuple(parse_cards("Tc Td"))),
    ]
    folds = [Folded(seat) for seat in (1, 2, 3, 4, 5)]
    events = [Called(7), WentAllIn(8), Folded(9), Called(10), *folds, *board, *shows]
    state = replay(config, events)
    assert state.returned == ((8, 15),)
    assert [(p.pot.amount, p.winners) for p in state.result().pots] == [
        (20, (7,)),
        (10, (10,)),
    ]

    text = write_phh(config, state.events)
    again = read_phh(text)  # once refused: "'p4 cbr 25': ... the most allowed is 20"
    doc = tomllib.loads(text)
    assert doc["blinds_or_straddles"] == [0, 5, 0, 0, 0, 0, 0, 0, 0, 0]
    assert doc["_dead_small_blind"] == 5
    assert "p4 cbr 25" in doc["actions"]
    read = again.config  # PHH keeps no raise cap for pot limit: compare the blinds
    assert (read.small_blind_seat, read.big_blind_seat, read.button) == (None, 6, 4)
    assert (read.small_blind, read.big_blind) == (5, 5)
    assert _betting_trace(read, again.events) == _betting_trace(config, state.events)
    assert [p.pot for p in again.result().pots] == [p.pot for p in state.result().pots]
    assert again.result().final_stacks() == state.result().final_stacks()
    # Without the field the small blind is unknown: only the chips posted size the pot.
    unknown = text.replace("_dead_small_blind = 5\n", "")
    with pytest.raises(PHHError, match=r"action 12 'p4 cbr 25': .*the most allowed is 20"):
        read_phh(unknown)


def test_the_dead_small_blind_field_is_checked() -> None:
    """Pot limit at 50/100 with the small blind dead: p3 may raise to 2 × 100 + the pot
    (100 + the dead 50) = 350; without ``_dead_small_blind`` only the 100 posted counts."""
    dead = three_handed(
        [*HOLES, "p3 cbr 350", "p1 f", "p2 f"],
        variant="PT",
        blinds_or_straddles=[0, 100, 0],
        _dead_small_blind=50,
    )
    hand = read_phh(dead)
    assert (hand.config.small_blind_seat, hand.config.small_blind) == (None, 50)
    assert hand.result().final_stacks() == {1: 10_000, 2: 9_900, 3: 10_100}
    with pytest.raises(PHHError, match=r"'p3 cbr 400': Raise to at most 350 \(pot limit\)"):
        read_phh(dead.replace("cbr 350", "cbr 400"))
    with pytest.raises(PHHError, match=r"'p3 cbr 350': Raise to at most 300 \(pot limit\)"):
        read_phh(dead.replace("_dead_small_blind = 50\n", ""))
    posted = dead.replace("[0, 100, 0]", "[50, 100, 0]")
    with pytest.raises(PHHError, match="nobody posts the small blind, but p1 posts 50"):
        read_phh(posted)
    with pytest.raises(PHHError, match=r"'_dead_small_blind' is 150; .* big blind \(100\)"):
        read_phh(dead.replace("_dead_small_blind = 50", "_dead_small_blind = 150"))
    with pytest.raises(PHHError, match="'_dead_small_blind' must be a number of chips"):
        read_phh(dead.replace("_dead_small_blind = 50", '_dead_small_blind = "50"'))
    with pytest.raises(PHHError, match=r"'_dead_small_blind' is 50\.5; .*whole chips"):
        read_phh(dead.replace("_dead_small_blind = 50", "_dead_small_blind = 50.5"))


def test_dead_button_and_seat_extension() -> None:
    text = three_handed([*HOLES, "p3 f", "p1 f"], seats=[5, 7, 2], _button_seat=3, seat_count=9)
    hand = read_phh(text)
    assert hand.config.button == 3
    assert hand.config.seat_numbers == (2, 5, 7)


def test_chip_unit_extension_splits_in_units() -> None:
    text = three_handed(
        [
            "d dh p1 2c3d",
            "d dh p2 2d3h",
            "d dh p3 4c4d",
            "p3 f",
            "p1 cc",
            "p2 cc",
            "d db AsKsQs",
            "p1 cc",
            "p2 cc",
            "d db Js",
            "p1 cc",
            "p2 cc",
            "d db Ts",
            "p1 cc",
            "p2 cc",
        ],
        blinds_or_straddles=[50, 100, 0],
        antes=[25, 25, 25],
        _chip_unit=50,
    )
    hand = read_phh(text)
    assert hand.config.rules.chip_unit == 50
    [pot] = hand.result().pots
    assert pot.pot.amount == 275
    assert pot.shares == ((1, 175), (2, 100))  # odd unit and the 25 below a unit to p1


def test_fixed_limit_and_pot_limit_variants() -> None:
    ft = phh(
        variant="FT",
        antes=[0, 0, 0],
        blinds_or_straddles=[1, 2, 0],
        small_bet=2,
        big_bet=4,
        starting_stacks=[100, 100, 100],
        actions=[
            *HOLES,
            "p3 cbr 4",
            "p1 cbr 6",
            "p2 f",
            "p3 cc",
            "d db 2c3c4h",
            "p1 cbr 2",
            "p3 cbr 4",
            "p1 cc",
            "d db 9d",
            "p1 cc",
            "p3 cbr 4",
            "p1 cc",
            "d db Th",
            "p1 cc",
            "p3 cc",
        ],
    )
    hand = read_phh(ft)
    assert hand.config.rules.structure is BettingStructure.FIXED_LIMIT
    assert (hand.config.small_bet, hand.config.big_bet) == (2, 4)
    assert hand.result().final_stacks() == {1: 116, 2: 98, 3: 86}
    assert pokerkit_replay(write_phh(hand.config, hand.events)).stacks == [116, 98, 86]
    with pytest.raises(PHHError, match="action 5 'p1 cbr 5': Raise to at least 6"):
        read_phh(ft.replace('"p1 cbr 6"', '"p1 cbr 5"'))
    pt = phh(
        variant="PT",
        antes=[0, 0, 0],
        blinds_or_straddles=[1, 2, 0],
        min_bet=2,
        starting_stacks=[100, 100, 100],
        actions=[*HOLES, "p3 cbr 7", "p1 f", "p2 f"],
    )
    assert read_phh(pt).config.rules.structure is BettingStructure.POT_LIMIT
    with pytest.raises(PHHError, match=r"Raise to at most 7 \(pot limit\)"):
        read_phh(pt.replace("p3 cbr 7", "p3 cbr 8"))


def test_unknown_board_cards() -> None:
    actions = [
        "d dh p1 ????",
        "d dh p2 ????",
        "d dh p3 ????",
        "p3 f",
        "p1 cc",
        "p2 cc",
        "d db ??????",
        "p1 cbr 100",
        "p2 f",
    ]
    hand = read_phh(three_handed(actions))
    assert FlopDealt(()) in hand.events
    assert not hand.state.board_known
    assert hand.result().final_stacks() == {1: 10_100, 2: 9_900, 3: 10_000}


def test_show_dash_and_mucks() -> None:
    actions = [
        *HOLES,
        "p3 f",
        "p1 cc",
        "p2 cc",
        "d db 2c3c4h",
        "p1 cc",
        "p2 cc",
        "d db 9d",
        "p1 cc",
        "p2 cc",
        "d db Th",
        "p1 cc",
        "p2 cc",
        "p1 sm -",
        "p2 sm",
    ]
    hand = read_phh(three_handed(actions))
    assert hand.events[-2:] == (CardsShown(1), CardsMucked(2))
    assert hand.result().final_stacks()[1] == 10_100


def test_known_cards_speak_when_nobody_shows() -> None:
    actions = [
        *HOLES,
        "p3 f",
        "p1 cc",
        "p2 cc",
        "d db 2c3c4h",
        "p1 cc",
        "p2 cc",
        "d db 9d",
        "p1 cc",
        "p2 cc",
        "d db Th",
        "p1 cc",
        "p2 cc",
    ]
    hand = read_phh(three_handed(actions))
    assert hand.result().final_stacks() == {1: 10_100, 2: 9_900, 3: 10_000}


def test_all_in_show_before_runout_and_muck_after() -> None:
    actions = [
        *HOLES,
        "p3 f",
        "p1 cbr 10000",
        "p2 cc",
        "p1 sm AsAd",
        "p2 sm",
        "d db 2c3c4h",
        "d db 9d",
        "d db Th",
    ]
    hand = read_phh(three_handed(actions))
    # Held until the board was out, then tabled: an all-in hand cannot be mucked (TDA 16).
    assert hand.events[-1] == CardsShown(2)
    assert hand.result().final_stacks() == {1: 20_000, 2: 0, 3: 10_000}


def test_showdown_without_known_cards_is_an_error() -> None:
    actions = [
        "d dh p1 ????",
        "d dh p2 ????",
        "d dh p3 ????",
        "p3 f",
        "p1 cc",
        "p2 cc",
        *CHECK_DOWN,
        "p1 cc",
        "p2 cc",
    ]
    with pytest.raises(PHHError, match=r"without enough known cards.*p1 \(p1\), p2 \(p2\)"):
        read_phh(three_handed(actions))
    actions[-2:] = ["p1 cc", "p2 cc", "p1 sm AsAd"]
    with pytest.raises(PHHError, match=r"hole cards of p2 \(p2\) are unknown"):
        read_phh(three_handed(actions))


def test_unfinished_hand_has_no_result() -> None:
    hand = read_phh(three_handed([*HOLES, "p3 cc"]))
    assert hand.state.to_act == 1
    with pytest.raises(PHHError, match="stop before the hand is over: seat 1 is to act"):
        hand.result()
    with pytest.raises(PHHError, match="the flop is not dealt"):
        read_phh(three_handed([*HOLES, "p3 f", "p1 cc", "p2 cc"])).result()


def test_load_phh_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(DWAN_IVEY, encoding="utf-8")
    assert load_phh(path).players[0] == "Phil Ivey"
    with pytest.raises(PHHError, match="Cannot read"):
        load_phh(tmp_path / "missing.phh")


# ----- errors ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("variant = 'NT'\nantes = [0,, 0]\n", r"line 2: Not a valid PHH \(TOML\) file"),
        (
            phh(antes=[0, 0], blinds_or_straddles=[1, 2], starting_stacks=[9, 9], actions=[]),
            "'min_bet' is missing",
        ),
        (
            phh(
                variant="FK",
                antes=[0, 0],
                blinds_or_straddles=[1, 2],
                min_bet=2,
                starting_stacks=[9, 9],
                actions=[],
            ),
            "variant 'FK' is not supported",
        ),
        (three_handed(HOLES, blinds_or_straddles=[50, 100, 200]), "Straddles are not supported"),
        (three_handed(HOLES, blinds_or_straddles=[100, 50, 0]), "larger than the big blind"),
        (three_handed(HOLES, blinds_or_straddles=[0, 0, 0]), "no big blind"),
        (three_handed(HOLES, min_bet=50), "'min_bet' is 50 but the big blind is 100"),
        (three_handed(HOLES, antes=[10, 20, 10]), "other ante layouts are not supported"),
        (three_handed(HOLES, starting_stacks=[10_000, 0, 10_000]), "must be positive"),
        (three_handed(HOLES, starting_stacks=[10_000, 10.5, 10_000]), "whole chips only"),
        (three_handed(HOLES, starting_stacks=[10_000, 10_000]), "'blinds_or_straddles' has 3"),
        (three_handed(HOLES, seats=[1, 1, 2]), "lists a seat twice"),
        (three_handed(HOLES, seats=[1, 3, 2]), "clockwise"),
        (three_handed(HOLES, seats=[1, 2, 9], seat_count=6), "above 'seat_count'"),
        (three_handed(HOLES, players=["Ann", "Ann", "Bob"]), "'Ann' appears twice"),
        (three_handed("p1 f"), "'actions' must be an array of strings"),  # type: ignore[arg-type]
        (three_handed(HOLES, _chip_unit=0), "chip unit must be at least 1"),
        (three_handed(HOLES, _pot_awards=[[0, 7]]), "outside p1..p3"),
        (three_handed(HOLES, variant=["NT"]), r"variant \['NT'\] is not supported"),
        (three_handed(HOLES, _ante_mode=["classic"]), "'_ante_mode' must be"),
        (three_handed(HOLES) + "_ante_mode = { a = 1 }\n", "'_ante_mode' must be"),
        (three_handed(HOLES, _raise_cap_mode=["per_round"]), "'_raise_cap_mode' must be"),
    ],
)
def test_malformed_files(text: str, message: str) -> None:
    with pytest.raises(PHHError, match=message):
        read_phh(text)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("p3 cbr 150", "Raise to at least 200"),
        ("p1 cc", "Seat 1 is not to act; seat 3 is"),
        ("p9 f", "There is no player p9"),
        ("x9 f", "'x9' is not a player"),
        ("p3 sd", "'sd' is not a Texas Hold'em action"),
        ("p3 raise", "A player action is"),
        ("p3 cbr lots", "'lots' is not an amount"),
        ("p3 cbr 250.5", "whole chips only"),
        ("d db 2c3c", r"The flop is 3 card\(s\), not 2"),
        ("d dh p1 AsKs", "already has hole cards"),
        ("d xx", "A dealer action is"),
        ("p3 sm AsAd", "Hands are shown once betting is over"),
    ],
)
def test_illegal_action_names_number_line_and_reason(action: str, message: str) -> None:
    text = three_handed([*HOLES, action])
    with pytest.raises(PHHError, match=message) as caught:
        read_phh(text)
    assert caught.value.action == 4
    assert caught.value.line == 6  # all actions sit on the sixth line of this file
    assert str(caught.value).startswith(f"line 6, action 4 {action!r}: ")


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (["d dh p1 AsXd"], "'Xd' is not a card"),
        (["d dh p1 AsAs"], "As appears twice"),
        (["d dh p1 AsAd", "d dh p2 AsKd"], "As is already on the table"),
        (["d dh p1 AsA"], "two characters"),
        (["d dh p1 AsAdKd"], "2 hole cards, not 3"),
        ([*HOLES, "p3 f", "p1 cc", "p2 cc", "d db 2cAs4h"], "As is already on the table"),
        ([*HOLES, "p3 f", "p1 cc", "p2 cc", "d db 2c??4h"], "partly unknown board"),
    ],
)
def test_wrong_cards(actions: list[str], message: str) -> None:
    with pytest.raises(PHHError, match=message) as caught:
        read_phh(three_handed(actions))
    assert caught.value.action == len(actions)


def test_error_line_counts_comments_and_blank_lines() -> None:
    text = DWAN_IVEY.replace('"p1 cbr 35000"', '"p1 cbr 1000"')
    with pytest.raises(PHHError, match=r"^line 18, action 9 'p1 cbr 1000': Minimum bet is"):
        read_phh(text)


# ----- writing -----------------------------------------------------------------------------


def _config(stacks: list[int], **kwargs: object) -> HandConfig:
    seats = tuple(
        SeatConfig(seat, f"P{seat}", stack) for seat, stack in zip((2, 5, 9), stacks, strict=True)
    )
    fields: dict[str, object] = {
        "seats": seats,
        "button": 9,
        "small_blind_seat": 2,
        "big_blind_seat": 5,
        "small_blind": 50,
        "big_blind": 100,
    }
    fields.update(kwargs)
    return HandConfig(**fields)  # type: ignore[arg-type]


def _showdown_hand() -> tuple[HandConfig, list[HandEvent]]:
    config = _config([3_000, 10_000, 10_000], ante=25, rules=RuleProfile(chip_unit=25))
    events: list[HandEvent] = [
        HoleCardsDealt(2, parse_cards("Ah Kh")),
        HoleCardsDealt(5, parse_cards("Qd Qc")),
        RaisedTo(9, 300),
        WentAllIn(2),
        Called(5),
        Folded(9),
        FlopDealt(parse_cards("2h 7h 9c")),
        TurnDealt(parse_cards("Qs")),
        RiverDealt(parse_cards("3h")),
        CardsShown(5),
        CardsShown(2),
    ]
    return config, events


def test_writes_every_field_and_pokerkit_agrees() -> None:
    config, events = _showdown_hand()
    text = write_phh(config, events, seat_count=9)
    doc = tomllib.loads(text)
    result = replay(config, events).result()
    final = result.final_stacks()
    assert doc["variant"] == "NT"
    assert doc["seats"] == [2, 5, 9] and doc["seat_count"] == 9
    assert doc["players"] == ["P2", "P5", "P9"]
    assert doc["antes"] == [25, 25, 25] and doc["ante_trimming_status"] is True
    assert doc["blinds_or_straddles"] == [50, 100, 0] and doc["min_bet"] == 100
    assert doc["finishing_stacks"] == [final[2], final[5], final[9]]
    assert doc["winnings"] == [6_325, 0, 0]
    assert (doc["_chip_unit"], doc["_ante_mode"], doc["_button_seat"]) == (25, "classic", 9)
    assert doc["actions"][:3] == ["d dh p1 AhKh", "d dh p2 QdQc", "d dh p3 ????"]
    assert doc["actions"][3:7] == ["p3 cbr 300", "p1 cbr 2975", "p2 cc", "p3 f"]
    assert doc["actions"][7:] == ["p1 sm AhKh", "p2 sm QdQc", "d db 2h7h9c", "d db Qs", "d db 3h"]
    assert pokerkit_replay(text).stacks == doc["finishing_stacks"]


def test_heads_up_and_big_blind_ante_written_reversed() -> None:
    config = HandConfig(
        seats=(SeatConfig(3, "Ann", 1_000), SeatConfig(6, "Bob", 1_000)),
        button=6,
        small_blind_seat=6,
        big_blind_seat=3,
        small_blind=10,
        big_blind=20,
        ante=20,
        rules=RuleProfile(ante_mode=AnteMode.BIG_BLIND),
    )
    events: list[HandEvent] = [RaisedTo(6, 60), Folded(3)]
    doc = tomllib.loads(write_phh(config, events))
    assert doc["seats"] == [3, 6]  # p1 is the big blind, p2 the button
    assert doc["blinds_or_straddles"] == [10, 20] and doc["antes"] == [0, 20]
    assert "ante_trimming_status" not in doc
    assert pokerkit_replay(write_phh(config, events)).stacks == [960, 1_040]


def test_unfinished_hand_is_written_without_results() -> None:
    config, events = _showdown_hand()
    doc = tomllib.loads(write_phh(config, events[:5]))
    assert "finishing_stacks" not in doc and "winnings" not in doc
    assert read_phh(write_phh(config, events[:5])).state.to_act == 9


def test_dealer_awards_round_trip() -> None:
    config, events = _showdown_hand()
    awarded = [*events[:-2], PotAwarded(0, (5,))]
    text = write_phh(config, awarded)
    assert tomllib.loads(text)["_pot_awards"] == [[0, 2]]
    again = read_phh(text)
    assert again.result().final_stacks() == replay(config, awarded).result().final_stacks()


def test_blinds_phh_cannot_place_are_refused() -> None:
    config = _config([1_000, 1_000, 1_000], small_blind_seat=5, big_blind_seat=9, button=2)
    assert read_phh(write_phh(config)).config.button == 2
    odd = _config([1_000, 1_000, 1_000], small_blind_seat=9, big_blind_seat=2, button=2)
    with pytest.raises(PHHError, match="cannot describe these blinds"):
        write_phh(odd)
    with pytest.raises(PHHError, match="seat count 5 is below"):
        write_phh(_config([1_000, 1_000, 1_000]), seat_count=5)


def _betting_trace(
    config: HandConfig, events: tuple[HandEvent, ...]
) -> list[tuple[int, int, bool]]:
    """Each player action as (seat, chips the seat has put in, folded) right after it."""
    state = replay(config)
    trace = []
    for event in events:
        state = state.apply(event)
        if isinstance(event, PlayerAction):
            trace.append((event.seat, state.contributed(event.seat), state.is_folded(event.seat)))
    return trace


@pytest.mark.parametrize("seed", range(7_000, 7_200))
def test_round_trip_of_random_hands(seed: int) -> None:
    state = random_hand(seed)
    text = write_phh(state.config, state.events)
    again = read_phh(text)
    assert again.config == state.config
    assert again.result().final_stacks() == state.result().final_stacks()
    assert [p.pot for p in again.result().pots] == [p.pot for p in state.result().pots]
    assert _betting_trace(again.config, again.events) == _betting_trace(state.config, state.events)
    assert again.state.board == state.board
    if excluded_because(state.config) is None:
        final = state.result().final_stacks()
        odd = any(p.pot.amount % len(p.winners) for p in state.result().pots)
        if not odd:
            assert pokerkit_replay(text).stacks == [final[s] for s in again.seats]


def test_written_checks_close_rounds_like_phh() -> None:
    config = _config([10_000, 10_000, 60])
    events: list[HandEvent] = [Called(9), Folded(2)]
    assert replay(config, events).awaiting_board is Street.FLOP
    actions = tomllib.loads(write_phh(config, events))["actions"]
    assert actions[-3:] == ["p3 cc", "p1 f", "p2 cc"]


def test_check_recorded_after_a_river_fold() -> None:
    """p1 folds on the river instead of checking; only p3 has chips against the all-in p2.
    PHH still records p3's check, after which Feltboard is already at showdown."""
    text = three_handed(
        [
            *HOLES,
            "p3 cc",
            "p1 cc",
            "p2 cbr 300",
            "p3 cc",
            "p1 cc",
            "d db 2c3c4h",
            "p1 cc",
            "p3 cc",
            "d db 9d",
            "p1 cc",
            "p3 cc",
            "d db Th",
            "p1 f",
            "p3 cc",
            "p3 sm QsQd",
            "p2 sm KsKd",
        ],
        starting_stacks=[10_000, 300, 10_000],
    )
    hand = read_phh(text)
    shown = (CardsShown(3, parse_cards("Qs Qd")), CardsShown(2, parse_cards("Ks Kd")))
    assert hand.events[-3:] == (Folded(1), *shown)
    assert hand.result().final_stacks() == {1: 9_700, 2: 900, 3: 9_700}
    assert pokerkit_replay(text).stacks == [9_700, 900, 9_700]


# ----- actions that cannot happen, fixed-limit all-ins, heads-up blinds listed the other way


def test_an_extra_check_after_a_closed_round_is_refused() -> None:
    """Only the checks PHH expects after Feltboard closed a round pass; a second check
    by p1 once the flop round is over is refused with its line and the reason."""
    actions = [*HOLES, "p3 cc", "p1 cc", "p2 cc", "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
               "p1 cc", "d db 9d"]  # fmt: skip
    with pytest.raises(PHHError) as caught:
        read_phh(three_handed(actions))
    assert caught.value.action == 11 and caught.value.line == 6
    assert str(caught.value) == (
        "line 6, action 11 'p1 cc': Betting on this street is over; deal the turn first"
    )


def test_the_big_blind_check_phh_expects_still_passes_once() -> None:
    """Everyone else folds to a big blind covering a short all-in: PHH records its check,
    Feltboard has closed the round; a second check is refused."""
    actions = [*HOLES, "p3 cbr 300", "p1 f", "p2 cc", "d db 2c3c4h", "d db 9d", "d db Th"]
    text = three_handed(actions, starting_stacks=[10_000, 10_000, 300])
    assert read_phh(text).result().final_stacks()[1] == 9_950
    expected = three_handed([*HOLES, "p3 cc", "p1 f", "p2 cc", "d db 2c3c4h"],
                            starting_stacks=[10_000, 10_000, 100])  # fmt: skip
    assert read_phh(expected).state.streets_dealt == 1
    twice = three_handed([*HOLES, "p3 cc", "p1 f", "p2 cc", "p2 cc"],
                         starting_stacks=[10_000, 10_000, 100])  # fmt: skip
    with pytest.raises(PHHError, match="action 7 'p2 cc': Betting on this street is over"):
        read_phh(twice)


RIVER_CHECKED = [*HOLES[:2], "d dh p3 ????", "p3 f", "p1 cc", "p2 cc", *CHECK_DOWN, "p1 cc",
                 "p2 cc"]  # fmt: skip


@pytest.mark.parametrize(
    "showdown",
    [["p2 sm", "p1 sm 4h8d"], ["p1 sm 4h8d", "p2 sm"]],
    ids=["after the pot is decided", "before"],
)
def test_a_show_of_cards_not_dealt_is_refused_in_either_order(showdown: list[str]) -> None:
    """p1 was dealt As Ad; showing 4h 8d (4h is on the board) is refused whether or not
    the pot was already decided by p2's muck."""
    actions = [*RIVER_CHECKED, *showdown]
    with pytest.raises(PHHError, match=r"Seat 1 \(p1\) was dealt As Ad$") as caught:
        read_phh(three_handed(actions))
    assert caught.value.action == actions.index("p1 sm 4h8d") + 1


def test_a_late_show_is_checked_against_the_table() -> None:
    decided = [*RIVER_CHECKED[:-2], "p1 cc", "p2 cc", "p1 sm"]
    hand = read_phh(three_handed([*decided, "p2 sm KsKd"]))
    assert hand.result().final_stacks()[2] == 10_100
    unknown = ["d dh p2 ????" if a == "d dh p2 KsKd" else a for a in decided]
    with pytest.raises(PHHError, match="action 17 'p2 sm ThKd': Th is already on the table"):
        read_phh(three_handed([*unknown, "p2 sm ThKd"]))
    p1_unknown = ["d dh p1 ????" if a == "d dh p1 AsAd" else a for a in RIVER_CHECKED]
    with pytest.raises(PHHError, match="Ks is already on the table"):  # p2 was dealt Ks Kd
        read_phh(three_handed([*p1_unknown, "p2 sm", "p1 sm KsQd"]))
    assert read_phh(three_handed([*p1_unknown, "p2 sm", "p1 sm QhQd"])).result()
    with pytest.raises(PHHError, match=r"Seat 2 \(p2\) was dealt Ks Kd"):
        read_phh(three_handed([*decided, "p2 sm QhKd"]))
    again = three_handed([*RIVER_CHECKED, "p1 sm AsAd", "p2 sm", "p1 sm AsAd"])
    with pytest.raises(PHHError, match=r"action 18 'p1 sm AsAd': Seat 1 \(p1\) has already"):
        read_phh(again)


FIXED_LIMIT_ALL_IN = phh(
    variant="FT",
    antes=[0, 0, 0],
    blinds_or_straddles=[5, 10, 0],
    small_bet=10,
    big_bet=20,
    starting_stacks=[1_000, 25, 1_000],
    actions=[
        *HOLES,
        "p3 cc", "p1 cc", "p2 cc",
        "d db 2c3c4h", "p1 cc", "p2 cc", "p3 cc",
        "d db 9d", "p1 cc", "p2 cbr 15", "p3 cc", "p1 cbr 35", "p3 cc",
        "d db Th", "p1 cc", "p3 cc",
    ],
)  # fmt: skip


def test_fixed_limit_half_bet_all_in_is_a_full_bet() -> None:
    """10/20: p2's 15 all-in on the turn is a full bet; p1, who checked, raises to 35."""
    hand = read_phh(FIXED_LIMIT_ALL_IN)
    result = hand.result()
    assert [(p.pot.amount, p.winners) for p in result.pots] == [(75, (1,)), (40, (1,))]
    assert result.final_stacks() == {1: 1_070, 2: 0, 3: 955}
    text = write_phh(hand.config, hand.events)
    assert pokerkit_replay(text).stacks == [1_070, 0, 955]
    assert tomllib.loads(text)["_uncapped_heads_up"] is True
    assert read_phh(text).result().final_stacks() == result.final_stacks()
    with pytest.raises(PHHError, match=r"'p1 cbr 40': Raise to at most 35 \(limit\)"):
        read_phh(FIXED_LIMIT_ALL_IN.replace("p1 cbr 35", "p1 cbr 40"))


def test_heads_up_cap_extension_field() -> None:
    raises = [f"p{2 - n % 2} cbr {20 + 10 * n}" for n in range(6)]
    text = phh(
        variant="FT",
        antes=[0, 0],
        blinds_or_straddles=[5, 10],
        small_bet=10,
        big_bet=20,
        starting_stacks=[1_000, 1_000],
        actions=["d dh p1 AsAd", "d dh p2 KsKd", *raises, "p2 f"],
    )
    assert read_phh(text).result().final_stacks() == {1: 1_060, 2: 940}
    capped = text.replace("actions =", "_uncapped_heads_up = false\nactions =")
    with pytest.raises(PHHError, match=r"action 7 'p2 cbr 60': .*capped"):
        read_phh(capped)
    with pytest.raises(PHHError, match="'_uncapped_heads_up' must be true or false"):
        read_phh(text.replace("actions =", '_uncapped_heads_up = "no"\nactions ='))


HEADS_UP_BLINDS_REVERSED = phh(
    antes=[0, 0],
    blinds_or_straddles=[100, 50],
    min_bet=100,
    starting_stacks=[8_240, 19_700],
    seats=[3, 5],
    actions=[
        "d dh p1 ????", "d dh p2 ????", "p1 cc", "p2 cc",
        "d db 6sJsAs", "p1 cc", "p2 cbr 100", "p1 cbr 300", "p2 f",
    ],
)  # fmt: skip


def test_heads_up_blinds_listed_big_then_small() -> None:
    """``[100, 50]`` heads-up: after the reversal p1 posts the small blind, p2 (on the
    button) the big blind; p1 acts first in every round, as PokerKit plays it."""
    hand = read_phh(HEADS_UP_BLINDS_REVERSED)
    config = hand.config
    assert (config.small_blind_seat, config.big_blind_seat, config.button) == (3, 5, 5)
    assert (config.small_blind, config.big_blind) == (50, 100)
    assert hand.events[0] == Called(3)
    final = hand.result().final_stacks()
    assert final == {3: 8_440, 5: 19_500}
    assert pokerkit_replay(HEADS_UP_BLINDS_REVERSED).stacks == [8_440, 19_500]
    text = write_phh(config, hand.events)
    assert tomllib.loads(text)["blinds_or_straddles"] == [100, 50]
    assert read_phh(text).config == config
    assert pokerkit_replay(text).stacks == [8_440, 19_500]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(), data=st.data())
def test_the_strict_reader_takes_every_hand_the_writer_writes(
    scenario: Scenario, data: st.DataObject
) -> None:
    """Random hands of every structure (fixed limit with its all-ins and caps included):
    what the writer writes, checks PHH expects included, reads back to the same hand."""
    state = play_out(scenario, data)
    try:
        text = write_phh(state.config, state.events)
    except PHHError:
        assume(False)  # blinds PHH cannot place (refused with its own test above)
    again = read_phh(text)  # PHH does not keep options that play no part (a NL cap)
    assert again.config.rules.structure is state.config.rules.structure
    assert again.result().final_stacks() == state.result().final_stacks()
    assert [p.pot for p in again.result().pots] == [p.pot for p in state.result().pots]
    assert _betting_trace(again.config, again.events) == _betting_trace(state.config, state.events)
