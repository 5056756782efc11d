"""The fast reader of hand actions agrees with the codec, or steps aside."""

from __future__ import annotations

import pytest

from app.engine.cards import parse_cards
from app.engine.events import (
    BetPlaced,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.tournament_events import HandActed
from app.store.hand_history import decode_hand_acted
from app.store.tournament_schema import EVENT_CODEC

EVENTS: list[HandEvent] = [
    Folded(3), Checked(2), Called(9), WentAllIn(1), CardsMucked(4), BetPlaced(2, 400),
    RaisedTo(5, 1_200), FlopDealt(parse_cards("Ah Kd 7c")), FlopDealt(), TurnDealt(),
    RiverDealt(parse_cards("2s")), CardsShown(3, parse_cards("As Ad")), CardsShown(3),
    HoleCardsDealt(2, parse_cards("Qh Qs")), PotAwarded(0, (2, 5)),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: e.kind)
def test_fast_path_reads_what_the_codec_reads(event) -> None:  # type: ignore[no-untyped-def]
    payload = EVENT_CODEC.encode(HandActed(1, 7, event))
    fast = decode_hand_acted(payload)
    assert fast is None or fast == EVENT_CODEC.decode(payload)


def test_common_actions_take_the_fast_path() -> None:
    for event in EVENTS[:12]:
        assert decode_hand_acted(EVENT_CODEC.encode(HandActed(1, 7, event))) is not None


@pytest.mark.parametrize(
    "payload",
    [
        '{"table": 1, "hand": 2, "event": {"seat": "3", "kind": "folded"}, "kind": "hand_acted"}',
        '{"table": 1, "hand": 2, "event": {"seat": 3, "to": 1.5, "kind": "bet"}, '
        '"kind": "hand_acted"}',
        '{"table": 1, "hand": 2, "event": {"cards": ["Zz"], "kind": "turn"}, '
        '"kind": "hand_acted"}',
        '{"table": 1, "event": {"seat": 3, "kind": "folded"}, "kind": "hand_acted"}',
        "not json",
    ],
)
def test_anything_unusual_goes_to_the_codec(payload: str) -> None:
    assert decode_hand_acted(payload) is None
