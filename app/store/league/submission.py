"""What a finished tournament brings to a league: its identity and each player's result.

A tournament's **identity** (its fingerprint) is a SHA-256 of the file's creation time
and its first journal event (the setup it was created with, exactly as stored). Copies
and break backups of a file are the same tournament; recording more in it later keeps
its identity, so submitting it again is recognised; two files created from one template
are different tournaments (created at different instants).

Results come from the engine's accounts (places, prizes, bounties, knockouts), read from
the file opened read-only: submitting never writes to a tournament.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, replace
from typing import Any

from app.engine.accounts import bounties_won, standings
from app.engine.errors import FeltboardError
from app.engine.games import Game
from app.engine.hand_stats import PlayerStats
from app.engine.tournament import TournamentState
from app.engine.wording import translate
from app.store.journal import JournalError
from app.store.stats import TournamentStats, tournament_stats
from app.store.tournament_file import TournamentFile

FORMAT_VERSION = 1


class SubmissionError(FeltboardError):
    """A tournament that cannot go into a league (unfinished, unreadable, malformed)."""


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One player's night; money in the currency's smallest unit."""

    name: str
    place: int
    shared: int
    prize: int
    bounties: int
    knockouts: int
    rebuys: int
    add_ons: int
    re_entries: int
    stats: PlayerStats | None = None
    """The player's figures from the night's recorded hands (``None``: not recorded)."""
    game_stats: tuple[tuple[str, PlayerStats], ...] = ()
    """The same figures per game the player was dealt (the game's value, ``"holdem"``,
    ``"omaha"``...): a season shows each game's apart."""

    def facts(self) -> list[object]:
        """What the results digest covers: the result, not the hand statistics (they
        follow from the hands, and a night keeps its identity with or without them)."""
        return [
            self.name, self.place, self.shared, self.prize, self.bounties, self.knockouts,
            self.rebuys, self.add_ons, self.re_entries,
        ]


@dataclass(frozen=True, slots=True)
class Submission:
    """A finished tournament as the league stores it."""

    fingerprint: str
    name: str
    played_on: str
    file_name: str
    entries: int
    buy_in: int
    currency: str
    decimals: int
    results: tuple[ResultLine, ...]

    def digest(self) -> str:
        """A hash of the results: submitting the same results again changes nothing."""
        facts = [self.entries, self.buy_in, [r.facts() for r in self.results]]
        return hashlib.sha256(json.dumps(facts).encode()).hexdigest()

    def to_json(self) -> str:
        """The submission as JSON (kept in the outbox until the league is reachable)."""
        return json.dumps({"version": FORMAT_VERSION, **asdict(self)}, ensure_ascii=False)


def submission_from_json(text: str) -> Submission:
    """Read back :meth:`Submission.to_json`.

    :raises SubmissionError: if the text is not a submission this version reads.
    """
    try:
        data: dict[str, Any] = json.loads(text)
        if data.pop("version", None) != FORMAT_VERSION:
            raise SubmissionError(
                translate("LeagueStore", "A waiting submission was written by another version")
            )
        lines = tuple(_result_line(line) for line in data.pop("results"))
        return Submission(**data, results=lines)
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise SubmissionError(
            translate("LeagueStore", "A waiting submission cannot be read: {reason}").format(
                reason=error
            )
        ) from None


def _result_line(data: dict[str, Any]) -> ResultLine:
    stats = data.pop("stats", None)
    per_game = tuple(
        (Game(game).value, PlayerStats.from_counts(counts))
        for game, counts in data.pop("game_stats", ())
    )
    return ResultLine(
        **data,
        stats=PlayerStats.from_counts(stats) if stats else None,
        game_stats=per_game,
    )


def read_submission(path: str | os.PathLike[str]) -> Submission:
    """The results of the finished tournament at ``path``, read without writing to it.

    :raises SubmissionError: if it is still running or has no players.
    :raises JournalError: if it is not a readable tournament file.
    :raises OSError: if it cannot be read.
    """
    with TournamentFile.open(path, read_only=True) as file:
        return submission_of(file)


def submission_of(file: TournamentFile) -> Submission:
    """The results of the finished tournament open as ``file`` (the console submits the
    file it holds open: nothing else may open it meanwhile).

    :raises SubmissionError: if it is still running or has no players.
    :raises JournalError: if it has no events.
    """
    created = file.info.created_at.isoformat()
    first = file.first_raw_event()
    if first is None:
        raise JournalError(
            translate("LeagueStore", "{file} has no events: it is not a tournament").format(
                file=file.path.name
            )
        )
    submission = submission_from_state(file.state, fingerprint(first, created), file.path.name)
    return replace(
        submission, played_on=submission.played_on or created[:10],
        results=with_hand_stats(submission.results, tournament_stats(file)),
    )  # fmt: skip


def with_hand_stats(
    lines: tuple[ResultLine, ...], night: TournamentStats
) -> tuple[ResultLine, ...]:
    """``lines`` with each player's figures from the night's hands (by name), over the
    night and per game."""
    by_name = {night.names[player]: stats for player, stats in night.players.items()}
    per_game: dict[str, list[tuple[str, PlayerStats]]] = {}
    for game in night.games:
        for player, stats in game.players.items():
            per_game.setdefault(night.names[player], []).append((game.game.value, stats))
    return tuple(
        replace(line, stats=by_name.get(line.name), game_stats=tuple(per_game.get(line.name, ())))
        for line in lines
    )


def fingerprint(first: tuple[int, str, str], created_at: str) -> str:
    """The tournament's identity: its creation time and first recorded event, hashed."""
    _seq, kind, payload = first
    text = "\n".join((created_at, kind, payload))
    return hashlib.sha256(text.encode()).hexdigest()


def submission_from_state(state: TournamentState, identity: str, file_name: str) -> Submission:
    """The league's view of a finished tournament ``state``.

    :raises SubmissionError: if the tournament is not finished.
    """
    if not state.is_finished:
        left = len(state.alive)
        running = (
            translate(
                "LeagueStore",
                "{tournament} is still running (1 player left): add it to the league when it "
                "has a winner",
            )
            if left == 1
            else translate(
                "LeagueStore",
                "{tournament} is still running ({count} players left): add it to the league "
                "when it has a winner",
            )
        )
        raise SubmissionError(running.format(tournament=state.setup.name, count=left))
    bounties = bounties_won(state)
    knockouts: dict[int, int] = {}
    for knockout in state.knockouts:
        for winner in set(knockout.winners):
            knockouts[winner] = knockouts.get(winner, 0) + 1
    lines = tuple(
        ResultLine(
            name=s.player.name,
            place=s.place if s.place is not None else 1,
            shared=s.shared,
            prize=s.prize,
            bounties=bounties.get(s.player.id, 0),
            knockouts=knockouts.get(s.player.id, 0),
            rebuys=s.player.rebuys,
            add_ons=s.player.add_ons,
            re_entries=s.player.re_entries,
        )
        for s in standings(state)
    )
    setup = state.setup
    return Submission(
        fingerprint=identity,
        name=setup.name,
        played_on=setup.date,
        file_name=file_name,
        entries=state.entries,
        buy_in=setup.buy_in,
        currency=setup.currency.symbol,
        decimals=setup.currency.decimals,
        results=lines,
    )
