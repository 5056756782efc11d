"""Submitting a finished tournament to a league, the same from the console and the
command line: what waited in the outbox goes first; a server out of reach keeps the
night in the outbox to send later. Each step is told in one line for the host.
"""

from __future__ import annotations

import os

from app.engine.errors import FeltboardError
from app.store.league import outbox
from app.store.league.database import is_server, shown_location
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
        kept = "Kept" if outbox.keep(where, submission, season, replace) else "Still kept"
        lines.append(
            f"{error}. {kept} {submission.name} ({submission.played_on}) to send later: "
            f"run `feltboard league sync {where}` when the server can be reached"
        )
        return tuple(lines)
    forget_sent(where, submission)
    lines.append(added_line(outcome, submission))
    if sent:
        lines.append(
            f"Also sent {sent} tournament{'s' * (sent != 1)} kept while the league was "
            "out of reach"
        )
    return tuple(lines)


def added_line(outcome: AddOutcome, submission: Submission) -> str:
    """What adding ``submission`` did, in one line."""
    night = f"{submission.name} ({submission.played_on})"
    if not outcome.added:
        return f"{night} is already in season {outcome.season}: nothing changed"
    verb = "Replaced the results of" if outcome.replaced else "Added"
    line = f"{verb} {night} to season {outcome.season}: {outcome.players} players"
    if outcome.new_players:
        line += f", new to the league: {', '.join(outcome.new_players)}"
    return line


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
            lines.append(f"Not sent: {waiting.submission.name}: {error} (it stays in the outbox)")
            continue
        outbox.remove(waiting.id)
        lines.append(added_line(outcome, waiting.submission))
        sent += 1
    return sent
