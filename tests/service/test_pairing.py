"""Pairing pads to tables: one-time PINs, one pad per table, lockout, revoke, memory."""

from __future__ import annotations

import itertools

from app.service.pairing import (
    REMEMBERED_REQUESTS,
    Pad,
    Pairing,
    device_name,
    new_pin,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def pairing(clock: Clock | None = None, pins: list[str] | None = None) -> Pairing:
    source = iter(pins) if pins is not None else None
    made = Pairing(
        monotonic=clock or Clock(),
        wall=lambda: 1_700_000_000.0,
        pin_source=(lambda: next(source)) if source is not None else new_pin,
    )
    made.sync_tables([1, 2])
    return made


def test_pins_are_six_random_digits_and_differ_between_tables() -> None:
    pins = {new_pin() for _ in range(200)}
    assert all(len(pin) == 6 and pin.isdigit() for pin in pins)
    assert len(pins) > 150  # random, not a counter
    made = pairing(pins=["111111", "111111", "222222"])
    assert made.pin(1) == "111111" and made.pin(2) == "222222"  # never a shared PIN


def test_the_right_pin_pairs_once_and_the_table_gets_a_new_pin() -> None:
    made = pairing(pins=["123456", "654321", "000042"])
    pad = made.pair(1, "123456", "Anna's phone")
    assert isinstance(pad, Pad)
    assert (pad.table, pad.device) == (1, "Anna's phone")
    assert len(pad.token) >= 43  # 32 bytes, URL-safe base64
    assert made.pin(1) == "000042"
    assert made.pad(1) == pad
    assert made.pad_for(1, pad.token) == pad


def test_a_second_pad_is_refused_until_the_host_moves_the_pairing() -> None:
    made = pairing(pins=["123456", "654321", "000042", "000043", "000044"])
    first = made.pair(1, "123456", "Anna's phone")
    assert isinstance(first, Pad)
    refusal = made.pair(1, "000042", "Bob's tablet")
    assert isinstance(refusal, str)
    assert refusal.startswith("Table 1 is recorded by Anna's phone (paired at ")
    assert "move the pairing in Tournament > Dealer pads…" in refusal
    assert made.revoke(1) == first
    assert made.pin(1) == "000043"
    assert "not paired to table 1" in str(made.pad_for(1, first.token))
    second = made.pair(1, "000043", "Bob's tablet")
    assert isinstance(second, Pad) and second.token != first.token


def test_unknown_or_missing_tokens_and_tables_are_refused_in_words() -> None:
    made = pairing()
    pad = made.pair(1, made.pin(1), "Anna")
    assert isinstance(pad, Pad)
    for table, token in ((1, None), (1, "forged"), (2, pad.token), (9, pad.token)):
        assert made.pad_for(table, token) == (
            f"This pad is not paired to table {table}: pair it again with the PIN shown "
            "in Tournament > Dealer pads…"
        )
    assert made.pad_for("1", pad.token) == "Say which table this pad records (a table number)"
    assert made.pair(9, "123456", "x") == "There is no table 9 in play: check the table number"


def test_five_wrong_pins_within_a_minute_lock_the_table_for_a_minute() -> None:
    clock = Clock()
    made = pairing(clock, pins=["123456", "654321", "777777", "888888"])
    assert made.pair(1, "12345", "x") == (
        "A PIN is 6 digits: type the one shown for table 1 in Tournament > Dealer pads…"
    )
    for _ in range(3):
        clock.now += 5
        assert made.pair(1, "999999", "x") == (
            "That is not table 1's PIN: check it in Tournament > Dealer pads…"
        )
    locked = "Too many wrong PINs for table 1; wait a minute and try again"
    assert made.pair(1, "999999", "x") == locked
    assert made.pair(1, "123456", "x") == locked  # even the right PIN, while locked
    assert isinstance(made.pair(2, "654321", "x"), Pad)  # other tables are not locked
    clock.now += 59
    assert made.pair(1, "123456", "x") == locked
    clock.now += 2
    assert isinstance(made.pair(1, "123456", "x"), Pad)


def test_wrong_pins_spread_over_more_than_a_minute_do_not_lock() -> None:
    clock = Clock()
    made = pairing(clock, pins=["123456", "654321", "777777"])
    for _ in range(10):
        clock.now += 20
        assert made.pair(1, "000000", "x") == (
            "That is not table 1's PIN: check it in Tournament > Dealer pads…"
        )
    assert isinstance(made.pair(1, "123456", "x"), Pad)


def test_a_closed_table_forgets_its_pin_and_pad() -> None:
    made = pairing()
    pad = made.pair(2, made.pin(2), "Anna")
    assert made.sync_tables([1, 3]) == ([3], [pad])
    assert made.tables == (1, 3)
    assert made.pad(2) is None


def test_outcomes_of_the_last_hundred_requests_are_remembered_per_table() -> None:
    made = pairing()
    ids = [f"id-{n}" for n in range(REMEMBERED_REQUESTS + 1)]
    for request_id, n in zip(ids, itertools.count(), strict=False):
        made.remember(1, request_id, {"type": "recorded", "id": request_id, "seq": n})
    assert made.answered(1, ids[0]) is None  # the oldest is forgotten
    assert made.answered(1, ids[-1]) == {"type": "recorded", "id": ids[-1], "seq": 100}
    assert made.answered(2, ids[-1]) is None


def test_device_names_are_made_safe_to_show() -> None:
    assert device_name("  Anna's phone\n") == "Anna's phone"
    assert device_name("\x1b[31mX" + "y" * 100) == "[31mX" + "y" * 35
    assert device_name(42) == device_name("   ") == "a pad"


def test_a_guesser_locks_only_itself_and_a_new_pin_clears_it() -> None:
    """Issue 24.7: five guesses a minute from any phone kept the dealer's right PIN
    refused ("Too many wrong PINs for table 1"), and revoking did not clear it."""
    clock = Clock()
    made = pairing(clock, pins=["123456", "654321", "777777", "888888", "111111", "222222"])
    locked = "Too many wrong PINs for table 1; wait a minute and try again"
    for _ in range(5):
        clock.now += 1
        outcome = made.pair(1, "999999", "x", guesser="192.168.1.66")
    assert outcome == locked
    assert made.pair(1, "123456", "x", guesser="192.168.1.66") == locked
    dealer = made.pair(1, "123456", "Anna's phone", guesser="192.168.1.20")
    assert isinstance(dealer, Pad)  # the dealer pairs while the guesser is locked out
    for _ in range(5):
        clock.now += 1
        made.pair(2, "000000", "x", guesser="192.168.1.66")
    assert made.pair(2, "654321", "x", guesser="192.168.1.66").startswith("Too many")
    made.revoke(2)  # a new PIN for table 2: the old guesses count no more
    assert isinstance(made.pair(2, made.pin(2), "x", guesser="192.168.1.66"), Pad)
