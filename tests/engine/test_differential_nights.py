"""A whole simulated mixed night against PokerKit 0.7.7: every hand of a H.O.R.S.E. night
and of an 8-game night (``feltboard simulate ... --players 8 --tables 1 --hands 300
--seed 1``), exported as PHH as ``feltboard export`` writes it, replayed strictly by
PokerKit (:func:`pokerkit_replay`) to the same finishing stacks, or refused by PokerKit
for one of the numbered, explained differences (the hold'em differential's 1.-11., the
games' 12.-13., stud's 14.-17., the draws' 18.-19.). Any other disagreement fails.

The simulated nights play by Feltboard's default rules, so two differences show in them
that the random differentials keep out of their hands:

19. The fixed-limit cap (``test_differential_draw.py``): Feltboard allows a bet (in stud:
    the completion of the bring-in) and four raises in every round; PokerKit stops at
    four in all, on every stud street as after the first round of a flop or draw game.
    PokerKit refuses the fifth ("No more completion, betting, or raising is permitted").
20. Fixed limit, an all-in raise of less than half a bet (RULES.md "Betting"): it does
    not reopen the betting and the next raise goes one full bet above the last full bet
    (a 3,000 bet, a 4,125 all-in: raise to 6,000); PokerKit's smallest raise is the
    all-in plus a full bet (7,125), so it refuses Feltboard's ("below the minimum
    allowed"). The opening bet's version of this is 10.
"""

from __future__ import annotations

import re
import tomllib
import warnings
from collections import Counter
from pathlib import Path

import pytest
from pokerkit import HandHistory
from pokerkit.notation import parse_action
from pokerkit.state import State

from app.session.simulate import simulate
from app.store.export import phh_text, tournament_info
from app.store.tournament_file import TournamentFile
from tests.engine.test_differential_pokerkit import pokerkit_replay

_CAP = "No more completion, betting, or raising is permitted"
_BELOW_MINIMUM = re.compile(r"The amount (\d+) is below the minimum allowed (\d+)")


def _refusal(text: str) -> tuple[list[str], int, str, State]:
    """Where PokerKit refuses a history and why: the actions, the index of the one
    refused, PokerKit's words and its state then (burns are implicit in PHH, as
    PokerKit's own loader takes them)."""
    history = HandHistory.loads(text)
    actions = list(history.actions)
    state = history.create_state()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for index, action in enumerate(actions):
            try:
                parse_action(state, action, history.parse_value)
            except ValueError as error:
                if not state.can_burn_card():
                    return actions, index, str(error), state
                state.burn_card("??")
                try:
                    parse_action(state, action, history.parse_value)
                except ValueError as again:
                    return actions, index, str(again), state
    raise AssertionError("PokerKit took every action")  # pragma: no cover


def _raises_of_round(actions: list[str], index: int) -> list[tuple[int, int]]:
    """(player index, amount) of each completion, bet or raise (``cbr``) of the round of
    ``actions[index]``, before it."""
    start = max((i for i in range(index) if actions[i].startswith("d ")), default=-1) + 1
    return [(int(a.split()[0][1:]) - 1, int(a.split()[2]))
            for a in actions[start:index] if " cbr " in a]


def explained(text: str) -> int | None:
    """The numbered difference that makes PokerKit refuse ``text``, checked on both
    sides (PokerKit's words, the hand as written), or ``None`` when none explains it."""
    actions, index, words, state = _refusal(text)
    if " cbr " not in actions[index]:
        return None
    raises = _raises_of_round(actions, index)
    if _CAP in words and len(raises) == 4:
        return 19
    below = _BELOW_MINIMUM.search(words)
    if below and len(raises) >= 2:
        refused, minimum = int(below[1]), int(below[2])
        (_, full_before), (player, all_in) = raises[-2], raises[-1]
        bet = minimum - all_in  # PokerKit's minimum: the all-in plus a full bet
        if (state.stacks[player] == 0 and 2 * (all_in - full_before) < bet
                and refused == full_before + bet):
            return 20
    return None


def night_against_pokerkit(path: Path) -> Counter[str]:
    """Each hand of the night at ``path``: ``'same'``, ``'difference N'`` or
    ``'unexplained: ...'``."""
    outcomes: Counter[str] = Counter()
    with TournamentFile.open(path, read_only=True) as file:
        info = tournament_info(file)
        for history in file.hand_histories():
            text = phh_text(history, info)
            expected = tomllib.loads(text)["finishing_stacks"]
            try:
                stacks = pokerkit_replay(text).stacks
            except AssertionError:
                number = explained(text)
                outcomes[f"difference {number}" if number else
                         f"unexplained: hand {history.number}"] += 1
                continue
            outcomes["same" if stacks == expected else
                     f"unexplained: hand {history.number} ends {stacks}"] += 1
    return outcomes


@pytest.mark.parametrize(("preset", "outcomes"), [
    ("H.O.R.S.E.", {"same": 152, "difference 19": 5, "difference 20": 2}),
    ("8-game", {"same": 176, "difference 19": 3}),
])
def test_a_simulated_night_replays_in_pokerkit_but_for_numbered_differences(
    tmp_path: Path, preset: str, outcomes: dict[str, int]
) -> None:
    path = tmp_path / "night.feltboard"
    simulate(path, players=8, tables=1, hands=300, seed=1, preset=preset)
    assert night_against_pokerkit(path) == outcomes


def test_a_refusal_no_difference_explains_is_left_unexplained() -> None:
    # A raise to 3 on a 2 big blind in limit hold'em: too small, and no all-in before.
    text = (
        'variant = "FT"\nante_trimming_status = true\nantes = [0, 0, 0]\n'
        "blinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 100, 100]\n"
        'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 3"]\n'
    )
    assert explained(text) is None
