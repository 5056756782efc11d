"""Plain-language lines for a hand's events, as a dealer would call them.

Pure (no Qt): the console, the audience display and any other view read the same words
from here. A pot is named as :attr:`app.engine.pots.Pot.name` names it everywhere
("Main pot", "Side pot 1"...); a big-blind ante always says so ("BB ante 400"), so nobody
at the table thinks everyone antes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from app.engine.accounts import Standing, knockout_cash, standings
from app.engine.cards import format_cards
from app.engine.config import HandConfig, Street
from app.engine.errors import chips
from app.engine.events import (
    BetPlaced,
    BroughtIn,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    Drew,
    FlopDealt,
    Folded,
    HandEvent,
    HoleCardsDealt,
    PotAwarded,
    RaisedTo,
    RiverDealt,
    StudStreetDealt,
    TurnDealt,
    WentAllIn,
)
from app.engine.hand import HandState, advance, replay
from app.engine.money import Bounty, Currency
from app.engine.results import HandResult
from app.engine.rules import AnteMode
from app.engine.sizes import completes_bet
from app.engine.structure import listed
from app.engine.tournament import TournamentState
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.draw_view import draw_line
from app.present.setup_fields import amount_text
from app.present.stud_view import completes_bring_in, street_due, street_title
from app.present.terms import finish_label, pot_label, street_label

BIG_BLIND_ANTE = AnteMode.BIG_BLIND.ante_word
"""What a big-blind ante is called on every screen (one player antes for the table)."""

_FORCED = {
    "small blind": QT_TRANSLATE_NOOP("Narration", "small blind"),
    "big blind": QT_TRANSLATE_NOOP("Narration", "big blind"),
}


def ante_name(mode: AnteMode) -> str:
    """``'BB ante'`` for a big-blind ante, else ``'ante'``.

    >>> ante_name(AnteMode.BIG_BLIND), ante_name(AnteMode.CLASSIC)
    ('BB ante', 'ante')
    """
    if mode is AnteMode.BIG_BLIND:
        return translate("Narration", "BB ante")
    return translate("Narration", "ante")


def ante_text(amount: int, mode: AnteMode) -> str:
    """A level's ante as the table reads it: ``'BB ante 400'``, ``'ante 25'``, or ``''``
    when nobody antes (no ante in the level, or a tournament played without antes).

    >>> ante_text(400, AnteMode.BIG_BLIND), ante_text(25, AnteMode.CLASSIC)
    ('BB ante 400', 'ante 25')
    >>> ante_text(400, AnteMode.NONE), ante_text(0, AnteMode.BIG_BLIND)
    ('', '')
    """
    if amount <= 0 or mode is AnteMode.NONE:
        return ""
    return translate("Narration", "{ante} {amount}").format(
        ante=ante_name(mode), amount=chips(amount)
    )


def forced_bet_lines(state: HandState) -> list[str]:
    """One line per forced bet posted at the start of the hand."""
    lines = []
    for post in state.forced_bets:
        kind = (
            ante_name(state.rules.ante_mode)
            if post.kind == "ante"
            else translate("Narration", _FORCED.get(post.kind, post.kind))
        )
        text = (
            translate("Narration", "{name} posts {kind} {amount} and is all-in")
            if post.all_in
            else translate("Narration", "{name} posts {kind} {amount}")
        )
        lines.append(
            text.format(name=state.config.player(post.seat), kind=kind, amount=chips(post.amount))
        )
    return lines


def _stud_street_line(config: HandConfig, before: HandState, event: StudStreetDealt) -> str:
    """A stud street dealt, named: each player's up card (``'Fourth street: Ann 7s, Bob
    Kd'``), or the community card when the deck ran out."""
    if event.community is not None:
        return translate("Narration", "Community card: {card}").format(card=event.community)
    due = street_due(before)
    street = street_title(due) if due is not None else translate("Narration", "Street")
    cards = ", ".join(f"{config.player(seat)} {card}" for seat, card in event.up)
    if cards:
        return translate("Narration", "{street}: {cards}").format(street=street, cards=cards)
    return translate("Narration", "{street} dealt").format(street=street)


def event_line(config: HandConfig, before: HandState, event: HandEvent) -> str:
    """What happened, e.g. ``'Bob calls 1,000'``; ``before`` is the state it applied to."""
    if isinstance(event, FlopDealt | TurnDealt | RiverDealt):
        street = street_label({"flop": Street.FLOP, "turn": Street.TURN,
                               "river": Street.RIVER}[event.kind])
        if event.cards:
            return translate("Narration", "{street}: {cards}").format(
                street=street, cards=format_cards(event.cards)
            )
        return translate("Narration", "{street} dealt").format(street=street)
    if isinstance(event, StudStreetDealt):
        return _stud_street_line(config, before, event)
    if isinstance(event, PotAwarded):
        names = ", ".join(config.player(s) for s in event.winners)
        if event.low_winners:
            return translate("Narration", "{pot}: high half to {high}, low half to {low}").format(
                pot=pot_label(event.pot), high=names,
                low=", ".join(config.player(s) for s in event.low_winners),
            )
        return translate("Narration", "{pot} awarded to {names}").format(
            pot=pot_label(event.pot), names=names
        )
    name = config.player(event.seat)
    if isinstance(event, BroughtIn):
        amount = min(config.bring_in, before.stack(event.seat))
        return translate("Narration", "{name} brings in for {amount}").format(
            name=name, amount=chips(amount)
        )
    if isinstance(event, Drew):
        return draw_line(name, event.count, event.discarded, event.new)
    if isinstance(event, Folded):
        return translate("Narration", "{name} folds").format(name=name)
    if isinstance(event, Checked):
        return translate("Narration", "{name} checks").format(name=name)
    if isinstance(event, Called):
        amount = min(before.current_bet - before.bet(event.seat), before.stack(event.seat))
        text = (
            translate("Narration", "{name} calls {amount} (all-in)")
            if amount == before.stack(event.seat)
            else translate("Narration", "{name} calls {amount}")
        )
        return text.format(name=name, amount=chips(amount))
    if isinstance(event, BetPlaced):
        text = (
            # The bring-in seat completing at once: stud's third street has no plain bet.
            translate("Narration", "{name} completes to {amount}")
            if completes_bring_in(before)
            else translate("Narration", "{name} bets {amount}")
        )
        return text.format(
            name=name, amount=chips(event.to)
        )
    if isinstance(event, RaisedTo):
        text = (
            translate("Narration", "{name} completes to {amount}")
            if completes_bet(before) or completes_bring_in(before)
            else translate("Narration", "{name} raises to {amount}")
        )
        return text.format(name=name, amount=chips(event.to))
    if isinstance(event, WentAllIn):
        total = before.bet(event.seat) + before.stack(event.seat)
        return translate("Narration", "{name} is all-in for {amount}").format(
            name=name, amount=chips(total)
        )
    if isinstance(event, HoleCardsDealt):
        return translate("Narration", "{name} holds {cards}").format(
            name=name, cards=format_cards(event.cards)
        )
    if isinstance(event, CardsShown):
        cards = event.cards or before.hole_cards(event.seat)
        return translate("Narration", "{name} shows {cards}").format(
            name=name, cards=format_cards(cards)
        )
    if isinstance(event, CardsMucked):
        return translate("Narration", "{name} mucks").format(name=name)
    return str(event)


def hand_log(config: HandConfig, events: tuple[HandEvent, ...]) -> list[str]:
    """Every line of a hand: forced bets, then each event in order."""
    return HandNarration(config).lines_for(events)


class HandNarration:
    """The log of one hand, narrating only the events it has not seen yet.

    The console asks for the whole log after every action; telling the hand again from
    the forced bets each time would grow with the length of the hand.
    """

    def __init__(self, config: HandConfig) -> None:
        self.config = config
        self._state = replay(config)
        self._events: tuple[HandEvent, ...] = ()
        self._lines = forced_bet_lines(self._state)

    def continues(self, config: HandConfig, events: tuple[HandEvent, ...]) -> bool:
        """Whether ``events`` of ``config`` extend what was narrated (no undo since)."""
        seen = len(self._events)
        return config is self.config and events[:seen] == self._events

    def lines_for(self, events: tuple[HandEvent, ...]) -> list[str]:
        """Every line of the hand through ``events``, which must extend those seen.

        :raises ValueError: if ``events`` does not continue the narrated ones.
        """
        if events[: len(self._events)] != self._events:
            raise ValueError(  # not for users: a caller's mistake
                "These events do not continue the narrated hand"
            )
        for event in events[len(self._events) :]:
            self._lines.append(event_line(self.config, self._state, event))
            advance(self._state, event)  # the state is ours alone: no copy per event
        self._events = events
        return list(self._lines)


def push_lines(result: HandResult) -> tuple[str, ...]:
    """What the dealer says and does at the end of a hand, in the language in use
    (returns, then side pots before the main pot): the engine's
    :meth:`app.engine.results.HandResult.push_instructions`.

    >>> from app.engine.pots import Pot
    >>> from app.engine.results import PotResult, SeatResult
    >>> push_lines(HandResult(
    ...     (PotResult(Pot(0, 3000, (1, 2)), (2,), ((2, 3000),)),), (),
    ...     (SeatResult(1, "Ann", 1500, 0), SeatResult(2, "Bob", 1500, 3000))))
    ('Main pot: 3,000 to Bob',)
    """
    return result.push_instructions()


# ----- money ---------------------------------------------------------------------------------


def price_text(price: int, fee: int, money: Currency, *, for_editing: bool = False) -> str:
    """A price as poker writes it, the house's fee after a plus: ``'€40.00+€5.00'``;
    ``for_editing`` as an edit field shows it, a whole amount without its cents
    (:func:`app.present.setup_fields.amount_text`).

    >>> price_text(4000, 500, Currency("€", 2)), price_text(20, 0, Currency())
    ('€40.00+€5.00', '20')
    >>> price_text(4000, 500, Currency("€", 2), for_editing=True)
    '€40+€5'
    """

    def written(amount: int) -> str:
        return amount_text(amount, money) if for_editing else money.format(amount)

    return written(price) + (f"+{written(fee)}" if fee else "")


def bounty_text(bounty: Bounty | None, money: Currency) -> str:
    """The knockout on offer: ``'Bounty €10.00'``, ``'Progressive KO €10.00'``, or ``''``.

    >>> bounty_text(Bounty(1000, progressive=True), Currency("€", 2))
    'Progressive KO €10.00'
    """
    if bounty is None:
        return ""
    text = (
        translate("Narration", "Progressive KO {amount}")
        if bounty.progressive
        else translate("Narration", "Bounty {amount}")
    )
    return text.format(amount=money.format(bounty.amount))


def prize_text(prize: int, bounties: int, money: Currency) -> str:
    """What a player won: the prize of their place and the bounties they collected,
    ``'€60.00 + €20.00 KO'``; ``''`` when they won nothing.

    >>> money = Currency("€", 2)
    >>> prize_text(6000, 2000, money), prize_text(0, 1000, money), prize_text(45, 0, Currency())
    ('€60.00 + €20.00 KO', '€10.00 KO', '45')
    """
    parts = [money.format(prize)] if prize else []
    if bounties:
        parts.append(translate("Narration", "{amount} KO").format(amount=money.format(bounties)))
    return " + ".join(parts)


# ----- busts ---------------------------------------------------------------------------------


def finish_lines(state: TournamentState, players: Iterable[int]) -> tuple[str, ...]:
    """How ``players`` finished, best place first: ``'Hugo finishes 9th'``, with the prize
    in the money (``'Hugo finishes 3rd — 45'``); a shared place reads ``'finishes tied
    8th–9th'`` (equal stacks at the start of the hand share, RULES.md). The winner, when
    the tournament is over, is ``'Ann wins the tournament — 500'``. Players still in are
    left out.
    """
    return finish_lines_of(
        standings(state), players, state.setup.currency, bounty_lines(state)
    )


def finish_lines_of(
    table: Sequence[Standing],
    players: Iterable[int],
    money: Currency,
    bounties: Mapping[int, str] | None = None,
) -> tuple[str, ...]:
    """:func:`finish_lines` from standings already worked out (the display has them);
    ``bounties`` (:func:`bounty_lines`) adds who won each player's bounty."""
    wanted = set(players)
    lines = []
    for standing in table:
        if standing.player.id not in wanted or standing.place is None:
            continue
        line = _finish_line(standing)
        if standing.prize:
            line = translate("Narration", "{finish} — {prize}").format(
                finish=line, prize=money.format(standing.prize)
            )
        bounty = (bounties or {}).get(standing.player.id)
        if bounty:
            line = translate("Narration", "{finish}; {bounty}").format(finish=line, bounty=bounty)
        lines.append(line)
    return tuple(lines)


def bounty_lines(state: TournamentState) -> Mapping[int, str]:
    """Player id to who won the bounty of their latest knockout, in words:
    ``'Ann wins the €5.00 bounty'``, ``'Ann and Bob share the €5.00 bounty'`` (the cash
    taken: with a progressive knockout, the rest went on the winners' heads)."""
    money = state.setup.currency
    lines: dict[int, str] = {}
    for victim, cashed in knockout_cash(state).items():
        amount = money.format(sum(cash for _, cash in cashed))
        names = [state.player(winner).name for winner, _ in cashed]
        if len(names) == 1:
            lines[victim] = translate("Narration", "{name} wins the {amount} bounty").format(
                name=names[0], amount=amount
            )
        else:
            lines[victim] = translate("Narration", "{names} share the {amount} bounty").format(
                names=listed(names), amount=amount
            )
    return lines


def _finish_line(standing: Standing) -> str:
    place = standing.place
    assert place is not None
    name = standing.player.name
    if place == 1 and standing.shared == 1:
        return translate("Narration", "{name} wins the tournament").format(name=name)
    return translate("Narration", "{name} finishes {place}").format(
        name=name, place=finish_label(place, standing.shared)
    )


def hand_bust_lines(state: TournamentState, hand_number: int) -> tuple[str, ...]:
    """The finishes hand ``hand_number`` decided: each player it knocked out (and the
    winner, if it was the last hand); nothing if nobody busted."""
    busted = [p for p in state.players if p.busted_in_hand == hand_number]
    if not busted:
        return ()
    out = [p.id for p in busted]
    if busted[0].bust_order == state.busts:  # the latest bust: it may have ended it all
        return finish_lines(state, _and_winner(state, out))
    return finish_lines(state, out)


def latest_bust(state: TournamentState) -> tuple[int, ...]:
    """The players of the latest bust, wherever it happened (a tracked hand, a bust at an
    untracked table, a chip count), and the winner if it ended the tournament."""
    if state.busts == 0:
        return ()
    return _and_winner(state, [p.id for p in state.players if p.bust_order == state.busts])


def _and_winner(state: TournamentState, out: list[int]) -> tuple[int, ...]:
    return (*out, *(p.id for p in state.alive)) if state.is_finished else tuple(out)
