"""What the league store refuses before it writes: names (of a league, season, player or
nickname), e-mail addresses, a season's best nights, and a submitted night's results.

Each refusal is a :class:`~app.store.league.values.LeagueStoreError` in the host's words
(context ``LeagueStore``).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

from app.engine.league import LeagueError, parse_formula, place_points
from app.engine.names import name_key, name_problem
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.store.league.submission import Submission
from app.store.league.values import LeagueStoreError

MAX_NAME: Final = 200


_NAME_NEEDED: Final = {
    "league": QT_TRANSLATE_NOOP("LeagueStore", "A league needs a name"),
    "season": QT_TRANSLATE_NOOP("LeagueStore", "A season needs a name"),
    "player": QT_TRANSLATE_NOOP("LeagueStore", "A player needs a name"),
    "nickname": QT_TRANSLATE_NOOP("LeagueStore", "A nickname cannot be empty"),
}
_NAME_TOO_LONG: Final = {
    "league": QT_TRANSLATE_NOOP("LeagueStore", "A league name is at most {limit} characters"),
    "season": QT_TRANSLATE_NOOP("LeagueStore", "A season name is at most {limit} characters"),
    "player": QT_TRANSLATE_NOOP("LeagueStore", "A player name is at most {limit} characters"),
    "nickname": QT_TRANSLATE_NOOP("LeagueStore", "A nickname is at most {limit} characters"),
}


def not_created() -> str:
    return translate("LeagueStore", "This league has not been created yet")


def checked_name(name: str, what: str) -> str:
    """A league, season, player or nickname (``what``, a key of :data:`_NAME_NEEDED`) as
    typed, trimmed.

    :raises LeagueStoreError: if it is empty, too long or holds control characters.
    """
    trimmed = " ".join(name.split())
    if not trimmed:
        raise LeagueStoreError(translate("LeagueStore", _NAME_NEEDED[what]))
    if len(trimmed) > MAX_NAME:
        raise LeagueStoreError(
            translate("LeagueStore", _NAME_TOO_LONG[what]).format(limit=MAX_NAME)
        )
    problem = name_problem(trimmed)
    if problem is not None:
        raise LeagueStoreError(problem)
    return trimmed


def checked_email(email: str) -> str | None:
    text = email.strip()
    if not text:
        return None
    local, at, domain = text.partition("@")
    if not at or not local or "." not in domain or " " in text or len(text) > 320:
        raise LeagueStoreError(
            translate("LeagueStore", "{email} is not an e-mail address (like ann@example.com)")
            .format(email=repr(email))
        )
    return text


def check_best(best: int | None) -> None:
    if best is not None and best < 1:
        raise LeagueStoreError(
            translate("LeagueStore", "Best nights must be at least 1, not {best}").format(best=best)
        )


def check_submission(sub: Submission) -> None:
    """A submission read from an outbox or built by hand is checked like a file's.

    :raises LeagueStoreError: for places or counts that cannot be.
    """
    if not sub.results:
        raise LeagueStoreError(
            translate("LeagueStore", "{tournament} has no players").format(tournament=sub.name)
        )
    keys = [name_key(r.name) for r in sub.results]
    if len(set(keys)) != len(keys):
        raise LeagueStoreError(
            translate("LeagueStore", "{tournament} names one player twice").format(
                tournament=sub.name
            )
        )
    for line in sub.results:
        checked_name(line.name, "player")
        if min(line.prize, line.bounties, line.knockouts, line.rebuys, line.add_ons,
               line.re_entries) < 0:  # fmt: skip
            raise LeagueStoreError(
                translate("LeagueStore", "{player} has a negative amount in {tournament}").format(
                    player=line.name, tournament=sub.name
                )
            )
    try:
        for line in sub.results:
            place_points(parse_formula("sqrt:1"), sub.entries, line.place, Decimal(0),
                         line.shared)  # fmt: skip
    except LeagueError as error:
        raise LeagueStoreError(
            translate("LeagueStore", "{tournament}: {reason}").format(
                tournament=sub.name, reason=error
            )
        ) from None
