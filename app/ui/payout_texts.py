"""What the payout editor says about the tournament's money: the prizes a change would
alter, how the prizes were rounded, where the money collected went, and who is already
in the money."""

from __future__ import annotations

from app.engine.accounts import rounding_note, standings
from app.engine.errors import FeltboardError
from app.engine.payouts import PayoutTable
from app.engine.structure import listed
from app.engine.tournament import TournamentState
from app.engine.tournament_state import money_account
from app.engine.wording import translate
from app.present.terms import finish_label
from app.session.edits import with_payouts


def changed_prizes(state: TournamentState, table: PayoutTable) -> tuple[str, ...]:
    """Players already placed whose prize ``table`` would change: ``'Dee (9th): 60 → 45'``.

    :raises FeltboardError: if the engine refuses the new setup.
    """
    after = with_payouts(state, table)
    new_prize = {standing.player.id: standing.prize for standing in standings(after)}
    money = state.setup.currency.format
    return tuple(
        translate("PayoutEditor", "{name} ({place}): {before} → {after}").format(
            name=s.player.name, place=finish_label(s.place, s.shared),
            before=money(s.prize), after=money(new_prize[s.player.id]),
        )
        for s in standings(state)
        if s.place is not None and new_prize[s.player.id] != s.prize
    )


def rounding_text(state: TournamentState) -> str:
    """How the prizes shown were rounded, e.g. ``'Rounded down to 5; the 5 left over goes
    to 1st.'``; ``''`` while nothing is paid or the table misses this field size."""
    try:
        return rounding_note(state)
    except FeltboardError:
        return ""


def collected_text(state: TournamentState) -> str:
    """Where the money collected went, when some of it is not prize money (fees, bounties).

    ``''`` when every penny is in the prize pool.
    """
    account = money_account(state)
    if not account.fees and not account.bounties:
        return ""
    money = state.setup.currency.format
    if not account.bounties:
        sentence = translate(
            "PayoutEditor",
            "Collected {gross}: {fees} in fees for the house, {pool} in the prize pool.",
        )
    elif not account.fees:
        sentence = translate(
            "PayoutEditor", "Collected {gross}: {bounties} in bounties, {pool} in the prize pool."
        )
    else:
        sentence = translate(
            "PayoutEditor",
            "Collected {gross}: {fees} in fees for the house and {bounties} in bounties, "
            "{pool} in the prize pool.",
        )
    return sentence.format(
        gross=money(account.gross),
        fees=money(account.fees),
        bounties=money(account.bounties),
        pool=money(account.prize_pool),
    )


def placed_in_the_money(state: TournamentState) -> tuple[str, ...]:
    """Names of the players who already finished with a prize, best place first."""
    try:
        table = standings(state)
    except FeltboardError:
        return ()
    return tuple(s.player.name for s in table if s.place is not None and s.prize > 0)


def names_text(names: tuple[str, ...], shown: int = 3) -> str:
    """``'Dee, Eve and Fay'``, or ``'Dee, Eve, Fay and 4 more'`` for a longer list."""
    if len(names) > shown:
        return translate("PayoutEditor", "{names} and {count} more").format(
            names=", ".join(names[:shown]), count=len(names) - shown
        )
    return listed(names)
