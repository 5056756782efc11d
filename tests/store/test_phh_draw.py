"""PHH of the draw games (F2L3D, N2L1D, FB): the ``sd`` discards and the ``d dh`` draws,
written and read back, and a level's game in a template."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.config import HandConfig, SeatConfig
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    Drew,
    HandEvent,
    HoleCardsDealt,
    RaisedTo,
)
from app.engine.games import Game
from app.engine.rules import BettingStructure, RuleProfile
from app.engine.structure import Level
from app.store.phh import PHHError, read_phh, write_phh
from app.store.template_games import level_game_document, read_level_game
from tests.engine.test_differential_pokerkit import pokerkit_replay


def _triple_draw() -> tuple[HandConfig, list[HandEvent]]:
    seats = (SeatConfig(1, "Ann", 1000), SeatConfig(2, "Bob", 1000), SeatConfig(3, "Cy", 1000))
    config = HandConfig(
        seats=seats,
        button=3,
        small_blind_seat=1,
        big_blind_seat=2,
        small_blind=10,
        big_blind=20,
        rules=RuleProfile(structure=BettingStructure.FIXED_LIMIT),
        game=Game.TRIPLE_DRAW,
    )
    c = parse_cards
    events: list[HandEvent] = [
        HoleCardsDealt(1, c("7c 5d 4h 3s Kc")),
        HoleCardsDealt(2, c("8c 8d 6h 4s 2c")),
        HoleCardsDealt(3, c("9c 7d 6d 3h 2h")),
        RaisedTo(3, 40),
        Called(1),
        Called(2),
        Drew(1, 1, c("Kc"), c("2d")),
        Drew(2, 1, c("8d"), c("Qs")),
        Drew(3, 0),  # stands pat
        BetPlaced(1, 20),
        Called(2),
        Called(3),
    ]
    for _ in range(2):
        events += [Drew(1, 0), Drew(2, 0), Drew(3, 0), Checked(1), Checked(2), Checked(3)]
    events += [CardsShown(1), CardsShown(2), CardsShown(3)]
    return config, events


def test_a_triple_draw_hand_is_written_read_and_replayed_by_pokerkit() -> None:
    config, events = _triple_draw()
    text = write_phh(config, events)
    assert 'variant = "F2L3D"' in text
    assert '"p1 sd Kc",\n  "p2 sd 8d",\n  "p3 sd",\n  "d dh p1 2d",\n  "d dh p2 Qs"' in text
    hand = read_phh(text)
    assert hand.config.game is Game.TRIPLE_DRAW
    assert [e for e in hand.events if isinstance(e, Drew)][:3] == [
        e for e in events if isinstance(e, Drew)
    ][:3]
    # Ann's 7-5-4-3-2 wins 180: 60 from each.
    assert hand.result().final_stacks() == {1: 1120, 2: 940, 3: 940}
    assert pokerkit_replay(text).stacks == [1120, 940, 940]


def test_draw_counts_without_cards_are_written_as_unknown_cards() -> None:
    config, events = _triple_draw()
    events = [e for e in events if not isinstance(e, HoleCardsDealt | CardsShown)]
    events = [Drew(e.seat, e.count) if isinstance(e, Drew) else e for e in events]
    c = parse_cards
    events += [
        CardsShown(1, c("7c 5d 4h 3s 2d")),
        CardsShown(2, c("8c Qs 6h 4s 2c")),
        CardsShown(3, c("9c 7d 6d 3h 2h")),
    ]
    text = write_phh(config, events)
    assert '"d dh p1 ??????????"' in text and '"p1 sd ??"' in text and '"d dh p1 ??"' in text
    assert read_phh(text).result().final_stacks() == {1: 1120, 2: 940, 3: 940}
    assert pokerkit_replay(text).stacks == [1120, 940, 940]


_BADUGI = """variant = "FB"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 ????????", "d dh p2 ????????", "d dh p3 ????????",
  "p3 cc", "p1 cc", "p2 cc",
  "p1 sd ????", "p2 sd", "p3 sd ??",
  "d dh p1 ????", "d dh p3 ??",
  {more}
]
"""


def test_a_badugi_file_with_unknown_cards_is_read() -> None:
    rest = ", ".join(
        f'"{line}"'
        for line in [
            "p1 cc", "p2 cc", "p3 cc",
            "p1 sd", "p2 sd", "p3 sd",
            "p1 cc", "p2 cc", "p3 cc",
            "p1 sd", "p2 sd", "p3 sd",
            "p1 cc", "p2 cc", "p3 cc",
            "p1 sm 2c3d4h5s", "p2 sm 2d3h4sKc", "p3 sm 2h3s4c4d",
        ]
    )  # fmt: skip
    hand = read_phh(_BADUGI.replace("{more}", rest))
    assert hand.result().final_stacks() == {1: 104, 2: 98, 3: 98}
    assert hand.result().pots[0].winning_hand == "Badugi, 5-4-3-2"


@pytest.mark.parametrize(
    ("more", "message"),
    [
        ('"d dh p2 ??"', "p2 is dealt cards but did not discard"),
        ('"p1 sd ????", "d dh p1 ??"', "p1 discarded 2 cards and is dealt 1"),
        ('"p2 sd"', "Seat 2 does not draw yet; seat 1 does"),
        ('"p1 sd ??????????"', "A draw is 0 to 4 cards, not 5"),
    ],
)
def test_bad_draws_are_refused_in_words(more: str, message: str) -> None:
    text = _BADUGI.replace(
        '  "p1 sd ????", "p2 sd", "p3 sd ??",\n  "d dh p1 ????", "d dh p3 ??",\n  {more}',
        more,
    )
    with pytest.raises(PHHError, match=message):
        read_phh(text)


def test_a_discard_in_a_holdem_file_is_refused() -> None:
    text = _BADUGI.replace('"FB"', '"FT"').replace("????????", "????")
    text = text.replace("  {more}\n", "")
    with pytest.raises(PHHError, match="'sd' is not a Texas Hold'em action"):
        read_phh(text)


@pytest.mark.parametrize(
    ("written", "game", "betting"),
    [
        ("F2L3D", Game.TRIPLE_DRAW, BettingStructure.FIXED_LIMIT),
        ("N2L1D", Game.SINGLE_DRAW, BettingStructure.NO_LIMIT),
        ("FB", Game.BADUGI, BettingStructure.FIXED_LIMIT),
        ("Badugi", Game.BADUGI, None),
        ("2-7 triple draw", Game.TRIPLE_DRAW, None),
    ],
)
def test_a_level_names_a_draw_game(
    written: str, game: Game, betting: BettingStructure | None
) -> None:
    assert read_level_game(written, None, "structure[1]") == (game, betting)
    level = Level(10, 20, game=game, betting=betting)
    assert read_level_game(level_game_document(level)["game"], None, "x") == (game, betting)
