"""Issue 23.19: an add-on sold only at the break (or in a level range), and bounties that
ride on rebuys, so a player who busted, rebought and busted again carries a bounty again."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.accounts import bounties_won, bounty_heads
from app.engine.clock import ClockStarted
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy, breaks_within
from app.engine.errors import IllegalAction
from app.engine.money import Bounty
from app.engine.setup_rules import setup_problems
from app.engine.tournament_events import EntryTaken, PlayerBusted, PlayerSeated
from app.engine.tournament_state import money_account
from app.present.print_sheets import structure_sheets
from app.store.template import parse_template, template_text
from tests.present.test_view_model import EURO_KNOCKOUT, SETUP, STRUCTURE, record, seated

ADD_ON_AT_BREAK = EntryOption(
    EntryKind.ADD_ON, cost=10, chips=5_000, until_level=2, at_break=True
)
"""Levels 1 and 2 last 600 s each; the break after level 2 runs [1200, 1500)."""


def test_the_add_on_is_refused_during_a_level_and_sold_at_the_break() -> None:
    state = record(seated(3, setup=replace(SETUP, rebuys=RebuyPolicy(add_on=ADD_ON_AT_BREAK))),
                   ClockStarted(0.0))
    with pytest.raises(IllegalAction) as refused:
        record(state, EntryTaken(1, EntryKind.ADD_ON, 700.0))
    assert str(refused.value) == (
        "The add-on is taken only at a break (the break after level 2)"
    )
    state = record(state, EntryTaken(1, EntryKind.ADD_ON, 1_250.0))
    assert state.player(1).add_ons == 1
    # After the break, level 3: over.
    with pytest.raises(IllegalAction, match="The last add-on was possible in level 2"):
        record(state, EntryTaken(2, EntryKind.ADD_ON, 1_600.0))


def test_an_add_on_at_a_break_needs_a_break_in_its_levels() -> None:
    assert breaks_within(STRUCTURE, ADD_ON_AT_BREAK) == (2,)
    early = replace(ADD_ON_AT_BREAK, until_level=1)
    assert breaks_within(STRUCTURE, early) == ()
    problems = setup_problems(replace(SETUP, rebuys=RebuyPolicy(add_on=early)))
    assert (
        "rebuys",
        "Add-ons are taken only at a break, but no break comes after levels 1 to 1",
    ) in problems


def test_the_template_and_the_printed_structure_carry_it() -> None:
    setup = replace(
        EURO_KNOCKOUT,
        rebuys=RebuyPolicy(
            rebuy=EntryOption(EntryKind.REBUY, cost=4_000, chips=10_000, until_level=2,
                              max_stack=0),
            add_on=replace(ADD_ON_AT_BREAK, cost=2_000),
        ),
        bounty=Bounty(1_000, on_rebuys=True),
    )
    text = template_text(setup, "toml")
    assert "at_break = true" in text and "on_rebuys = true" in text
    assert parse_template(text, "toml") == setup
    grid_text = repr(structure_sheets(record(seated(2, setup=setup))))
    assert "add-ons at the break after it" in grid_text
    assert "last for add-ons" not in grid_text


REBUY_KNOCKOUT = replace(
    EURO_KNOCKOUT,
    rebuys=RebuyPolicy(
        rebuy=EntryOption(EntryKind.REBUY, cost=4_000, chips=10_000, until_level=4,
                          max_stack=0, max_per_player=2, fee=500),
    ),
    bounty=Bounty(1_000, on_rebuys=True),
)


def test_a_rebuy_puts_a_bounty_on_the_head_again() -> None:
    state = record(seated(3, tracked=False, setup=REBUY_KNOCKOUT), ClockStarted(0.0))
    assert bounty_heads(state)[3] == 1_000
    state = record(state, PlayerBusted(3, 1))
    assert bounties_won(state)[1] == 1_000
    state = record(state, EntryTaken(3, EntryKind.REBUY, 100.0))
    assert bounty_heads(state)[3] == 1_000  # on the head again
    account = money_account(state)
    assert account.bounties == 4 * 1_000  # three buy-ins and the rebuy
    assert account.prize_pool == 3 * 3_000 + 3_000
    state = record(state, PlayerSeated(3, 1, 3), PlayerBusted(3, 2))
    assert bounties_won(state)[2] == 1_000
    assert bounty_heads(state)[3] == 0


def test_without_the_option_a_rebuy_carries_no_bounty() -> None:
    setup = replace(REBUY_KNOCKOUT, bounty=Bounty(1_000))
    state = record(seated(3, tracked=False, setup=setup), ClockStarted(0.0),
                   PlayerBusted(3, 1), EntryTaken(3, EntryKind.REBUY, 100.0))
    assert bounty_heads(state)[3] == 0
    assert money_account(state).bounties == 3 * 1_000
    state = record(state, PlayerSeated(3, 1, 3), PlayerBusted(3, 2))
    assert bounties_won(state)[2] == 0


def test_a_bounty_on_rebuys_needs_rebuys_that_pay_for_it() -> None:
    no_rebuys = replace(REBUY_KNOCKOUT, rebuys=RebuyPolicy())
    assert (
        "bounty", "The bounty rides on rebuys, but this tournament offers no rebuys"
    ) in setup_problems(no_rebuys)
    cheap = replace(
        REBUY_KNOCKOUT,
        rebuys=RebuyPolicy(rebuy=EntryOption(EntryKind.REBUY, cost=500, chips=10_000,
                                             until_level=4)),
    )
    assert (
        "bounty",
        "The bounty (€10.00) is part of each rebuy, so it cannot be more than the rebuy "
        "price (€5.00)",
    ) in setup_problems(cheap)
