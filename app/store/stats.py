"""The player statistics of a tournament file, read from its recorded hands.

The figures and their definitions are :mod:`app.engine.hand_stats`; this module only
reads the hands (voided ones left out) and names the players.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.engine.hand_stats import HandOutcome, PlayerStats, StatsTally, stack_series
from app.engine.numbers import number_style
from app.engine.tournament_state import HandSummary
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.store.tournament_file import TournamentFile


@dataclass(frozen=True, slots=True)
class TournamentStats:
    """Every player's counters over the hands of one tournament, and their stacks."""

    name: str
    hands: int
    players: dict[int, PlayerStats]
    names: dict[int, str]
    stacks: dict[int, list[tuple[int, int]]]

    def as_json(self) -> dict[str, Any]:
        """What ``feltboard stats --json`` prints: players by most hands, then name."""
        by_name = {self.names[p]: stats for p, stats in self.players.items()}
        return {"tournament": self.name, "hands": self.hands, "players": players_json(by_name)}


def players_json(by_name: Mapping[str, PlayerStats]) -> list[dict[str, Any]]:
    """Each player's figures, most hands first, then by name."""
    order = sorted(by_name, key=lambda name: (-by_name[name].hands, name.casefold()))
    return [{"player": name, **by_name[name].figures()} for name in order]


def tournament_stats(file: TournamentFile) -> TournamentStats:
    """Statistics of every hand recorded in ``file`` (voided hands are left out).

    :raises CodecError: (a JournalError) if a recorded hand cannot be read.
    """
    tally = StatsTally()
    hands = []
    summaries = {summary.number: summary for summary in file.state.hands}
    for history in file.hand_histories():
        summary = summaries.get(history.number)
        if history.voided or summary is None or summary.voided:
            continue
        seats = dict(history.players)
        outcome = outcome_of(summary)
        tally.add_hand(history.config, history.events, seats, outcome)
        hands.append((history.number, history.config, seats))
    names = {player.id: player.name for player in file.state.players}
    return TournamentStats(
        name=file.state.setup.name,
        hands=len(hands),
        players=tally.result(),
        names=names,
        stacks=stack_series(hands),
    )


def outcome_of(summary: HandSummary) -> HandOutcome:
    """Who won what in a finished hand, from the tournament's summary of it."""
    return HandOutcome(dict(summary.net), frozenset(summary.winners), summary.pot)


STATS_COLUMNS = (
    (QT_TRANSLATE_NOOP("Stats", "Hands"), "hands"),
    ("VPIP", "vpip"),
    ("PFR", "pfr"),
    ("3-bet", "three_bet"),
    ("AF", "aggression"),
    ("WTSD", "wtsd"),
    ("W$SD", "wsd"),
    (QT_TRANSLATE_NOOP("Stats", "All-ins W/E/L"), ""),
)
"""The columns of :func:`stats_table`: (title, key of the figure). VPIP, PFR, 3-bet, AF,
WTSD and W$SD are poker's own abbreviations in every language (as the league window
shows them); the other titles are translated where shown."""
_ABBREVIATIONS = frozenset({"VPIP", "PFR", "3-bet", "AF", "WTSD", "W$SD"})


def column_title(title: str) -> str:
    """A title of :data:`STATS_COLUMNS` in the language in use."""
    return title if title in _ABBREVIATIONS else translate("Stats", title)


def stats_table(figures: dict[str, Any]) -> str:
    """The figures of :meth:`TournamentStats.as_json` (or a season's, titled by
    ``"season"``) as a plain-text table ("–" where a player never had the chance), in
    the language in use (the figures themselves are the same in any)."""
    header = [translate("Stats", "Player"), *(column_title(title) for title, _ in STATS_COLUMNS)]
    rows = [header]
    for player in figures["players"]:
        cells = [player["player"]]
        for _, key in STATS_COLUMNS:
            if not key:
                cells.append(
                    f"{player['all_ins_won']}/{player['all_ins_even']}/{player['all_ins_lost']}"
                )
                continue
            cells.append(figure_text(key, player[key]))
        rows.append(cells)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]
    return "\n".join([_title(figures), "", *lines])


def _title(figures: dict[str, Any]) -> str:
    """``Season Winter: 12 players`` or ``Friday: 140 hands``."""
    if "season" in figures:
        players = len(figures["players"])
        if players == 1:
            text = translate("Stats", "Season {season}: 1 player")
        else:
            text = translate("Stats", "Season {season}: {players} players")
        return text.format(season=figures["season"], players=players)
    hands = figures["hands"]
    if hands == 1:
        text = translate("Stats", "{tournament}: 1 hand")
    else:
        text = translate("Stats", "{tournament}: {hands} hands")
    return text.format(tournament=figures["tournament"], hands=hands)


def figure_text(key: str, value: int | float | None) -> str:
    """One figure of :meth:`TournamentStats.as_json` as tables show it: percentages with
    one decimal, aggression with two (with the decimal mark of the language in use), "–"
    where the player never had the chance.

    >>> figure_text("vpip", 23.25), figure_text("aggression", 1.5), figure_text("wsd", None)
    ('23.2', '1.50', '–')
    """
    if value is None:
        return "–"
    if key == "hands":
        return str(value)
    text = f"{value:.2f}" if key == "aggression" else f"{value:.1f}"
    return number_style().with_decimal_mark(text)
