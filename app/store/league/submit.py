"""Submitting a finished tournament to a league, the same from the console and the
command line: what waited in the outbox goes first; a server out of reach keeps the
night in the outbox to send later. Each step is told in one line for the host.
"""

from __future__ import annotations

import os

from app.engine.errors import FeltboardError
from app.engine.wording import translate
from app.store.league import outbox
from app.store.league.database import shown_location
from app.store.league.location import is_server
from app.store.league.store import LeagueStore
from app.store.league.submission import Submission, read_submission, submission_of
from app.store.league.values import AddOutcome, LeagueUnreachable
from app.store.tournament_file import TournamentFile


def submit(
    location: str, tournament: str | os.PathLike[str] | TournamentFile,
    season: str | None = None, replace: bool = False,
) -> tuple[str, ...]:
    """Add a finished tournament (a file's path, or the file the console holds open) to
    the league at ``location``.

    :returns: what happened, one line each (added, already there, kept for later, and
        any night sent from the outbox on the way).
    :raises FeltboardError: if the tournament or the league refuses (unfinished, a
        currency that differs, a league file that does not exist...).
    """
    if isinstance(tournament, TournamentFile):
        submission = submission_of(tournament)
    else:
        submission = read_submission(tournament)  # its errors name the file
    where = shown_location(location)
    lines: list[str] = []
    try:
        with LeagueStore.open(location) as store:
            sent = send_waiting(store, lines)
            outcome = store.add_tournament(submission, season, replace=replace)
    except LeagueUnreachable as error:
        if not is_server(location):
            raise
        kept = (
            translate(
                "LeagueStore",
                "{error}. Kept {tournament} ({date}) to send later: run "
                "`feltboard league sync {where}` when the server can be reached",
            )
            if outbox.keep(where, submission, season, replace)
            else translate(
                "LeagueStore",
                "{error}. Still kept {tournament} ({date}) to send later: run "
                "`feltboard league sync {where}` when the server can be reached",
            )
        )
        lines.append(kept.format(
            error=error, tournament=submission.name, date=submission.played_on, where=where
        ))  # fmt: skip
        return tuple(lines)
    forget_sent(where, submission)
    lines.append(added_line(outcome, submission))
    if sent == 1:
        lines.append(
            translate(
                "LeagueStore", "Also sent 1 tournament kept while the league was out of reach"
            )
        )
    elif sent:
        lines.append(
            translate(
                "LeagueStore",
                "Also sent {count} tournaments kept while the league was out of reach",
            ).format(count=sent)
        )
    return tuple(lines)


def added_line(outcome: AddOutcome, submission: Submission) -> str:
    """What adding ``submission`` did, in one line."""
    fields = {
        "tournament": submission.name, "date": submission.played_on, "season": outcome.season,
        "count": outcome.players, "new": ", ".join(outcome.new_players),
    }  # fmt: skip
    return _added_text(outcome).format(**fields)


def _added_text(outcome: AddOutcome) -> str:
    """:func:`added_line` before its fields are filled in."""
    if not outcome.added:
        return translate(
            "LeagueStore", "{tournament} ({date}) is already in season {season}: nothing changed"
        )
    if outcome.replaced and outcome.new_players:
        return translate(
            "LeagueStore",
            "Replaced the results of {tournament} ({date}) to season {season}: {count} players, "
            "new to the league: {new}",
        )
    if outcome.replaced:
        return translate(
            "LeagueStore",
            "Replaced the results of {tournament} ({date}) to season {season}: {count} players",
        )
    if outcome.new_players:
        return translate(
            "LeagueStore",
            "Added {tournament} ({date}) to season {season}: {count} players, new to the "
            "league: {new}",
        )
    return translate(
        "LeagueStore", "Added {tournament} ({date}) to season {season}: {count} players"
    )


def forget_sent(where: str, submission: Submission) -> None:
    """A night added directly no longer waits in the outbox (if it did)."""
    for waiting in outbox.waiting(where):
        if waiting.submission.fingerprint == submission.fingerprint:
            outbox.remove(waiting.id)


def send_waiting(store: LeagueStore, lines: list[str]) -> int:
    """Send what waits in the outbox for this league, telling each in ``lines``; how
    many went."""
    where = shown_location(store.location)
    sent = 0
    for waiting in outbox.waiting(where):
        try:
            outcome = store.add_tournament(
                waiting.submission, waiting.season, replace=waiting.replace
            )
        except LeagueUnreachable:
            raise  # the server went away: stop here, everything left stays kept
        except FeltboardError as error:
            lines.append(
                translate("LeagueStore", "Not sent: {tournament}: {error} (it stays in the outbox)")
                .format(tournament=waiting.submission.name, error=error)
            )
            continue
        outbox.remove(waiting.id)
        lines.append(added_line(outcome, waiting.submission))
        sent += 1
    return sent
