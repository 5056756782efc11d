"""The player statistics of a tournament file, read from its recorded hands.

The figures and their definitions are :mod:`app.engine.hand_stats`; this module only
reads the hands (voided ones left out) and names the players.

A night of more than one game (dealer's choice, a rotation) also counts its hands per
game, and each player's figures per game as well as over the night: a VPIP of 40 means
something else in Omaha than in hold'em. A night of hold'em alone reads as it always
did; a night of one other game only names it with its count of hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.engine.games import Game
from app.engine.hand_stats import HandOutcome, PlayerStats, StatsTally, stack_series
from app.engine.numbers import number_style
from app.engine.tournament_state import HandSummary
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.store.tournament_file import TournamentFile


@dataclass(frozen=True, slots=True)
class GameStats:
    """The hands of one game in a night, and each player's counters over them."""

    game: Game
    hands: int
    players: dict[int, PlayerStats]


@dataclass(frozen=True, slots=True)
class TournamentStats:
    """Every player's counters over the hands of one tournament, and their stacks.

    ``games`` splits the same hands by game, in the order each game was first dealt.
    """

    name: str
    hands: int
    players: dict[int, PlayerStats]
    names: dict[int, str]
    stacks: dict[int, list[tuple[int, int]]]
    games: tuple[GameStats, ...] = ()

    def as_json(self) -> dict[str, Any]:
        """What ``feltboard stats --json`` prints: players by most hands, then name.

        ``games`` (only when a hand was not hold'em) lists each game's ``hands``, and
        with more than one game each game's ``players`` too.
        """
        figures: dict[str, Any] = {
            "tournament": self.name,
            "hands": self.hands,
            "players": players_json(self._by_name(self.players)),
        }
        if any(game.game is not Game.HOLDEM for game in self.games):
            split = len(self.games) > 1
            figures["games"] = [
                {
                    "game": game.game.value,
                    "hands": game.hands,
                    **({"players": players_json(self._by_name(game.players))} if split else {}),
                }
                for game in self.games
            ]
        return figures

    def _by_name(self, players: Mapping[int, PlayerStats]) -> dict[str, PlayerStats]:
        return {self.names[p]: stats for p, stats in players.items()}


def players_json(by_name: Mapping[str, PlayerStats]) -> list[dict[str, Any]]:
    """Each player's figures, most hands first, then by name."""
    order = sorted(by_name, key=lambda name: (-by_name[name].hands, name.casefold()))
    return [{"player": name, **by_name[name].figures()} for name in order]


def tournament_stats(file: TournamentFile) -> TournamentStats:
    """Statistics of every hand recorded in ``file`` (voided hands are left out).

    :raises CodecError: (a JournalError) if a recorded hand cannot be read.
    """
    # One tally per game; the night's figures are their sum (counters add up).
    tallies: dict[Game, StatsTally] = {}
    counts: dict[Game, int] = {}
    hands = []
    summaries = {summary.number: summary for summary in file.state.hands}
    for history in file.hand_histories():
        summary = summaries.get(history.number)
        if history.voided or summary is None or summary.voided:
            continue
        seats = dict(history.players)
        outcome = outcome_of(summary)
        game = history.config.game
        tally = tallies.get(game)
        if tally is None:
            tally = tallies[game] = StatsTally()
        tally.add_hand(history.config, history.events, seats, outcome)
        counts[game] = counts.get(game, 0) + 1
        hands.append((history.number, history.config, seats))
    games = tuple(GameStats(game, counts[game], tally.result()) for game, tally in tallies.items())
    names = {player.id: player.name for player in file.state.players}
    return TournamentStats(
        name=file.state.setup.name,
        hands=len(hands),
        players=_summed(games),
        names=names,
        stacks=stack_series(hands),
        games=games,
    )


def _summed(games: tuple[GameStats, ...]) -> dict[int, PlayerStats]:
    """Each player's counters over every game."""
    if len(games) == 1:
        return games[0].players
    total: dict[int, PlayerStats] = {}
    for game in games:
        for player, stats in game.players.items():
            total[player] = total[player] + stats if player in total else stats
    return total


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
    the language in use (the figures themselves are the same in any).

    A night with ``games`` says the hands of each under the title; with more than one
    game, a table per game follows the night's.
    """
    games = figures.get("games", [])
    lines = [_title(figures)]
    if games:
        lines.append(games_line(games))
    lines += ["", *_table_lines(figures["players"])]
    for game in games:
        if "players" in game:
            lines += ["", game_title(game), "", *_table_lines(game["players"])]
    return "\n".join(lines)


def _table_lines(players: list[dict[str, Any]]) -> list[str]:
    """The header and one row per player, columns aligned."""
    header = [translate("Stats", "Player"), *(column_title(title) for title, _ in STATS_COLUMNS)]
    rows = [header]
    for player in players:
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
    return [
        "  ".join(
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ).rstrip()
        for row in rows
    ]


def games_line(games: list[dict[str, Any]]) -> str:
    """``Games: Hold'em 50 hands, Omaha 60 hands`` (or ``Game: Omaha 80 hands``)."""
    listed = ", ".join(_game_hands(game) for game in games)
    if len(games) == 1:
        return translate("Stats", "Game: {games}").format(games=listed)
    return translate("Stats", "Games: {games}").format(games=listed)


def _game_hands(game: dict[str, Any]) -> str:
    """``Omaha Hi-Lo 40 hands``."""
    if game["hands"] == 1:
        text = translate("Stats", "{game} 1 hand")
    else:
        text = translate("Stats", "{game} {hands} hands")
    return text.format(game=Game(game["game"]).label, hands=game["hands"])


def game_title(game: dict[str, Any]) -> str:
    """``Omaha Hi-Lo: 40 hands``, above a game's table."""
    if game["hands"] == 1:
        text = translate("Stats", "{game}: 1 hand")
    else:
        text = translate("Stats", "{game}: {hands} hands")
    return text.format(game=Game(game["game"]).label, hands=game["hands"])


def _title(figures: dict[str, Any]) -> str:
    """``Season Winter: 12 players`` or ``Friday: 140 hands``."""
    if "season" in figures:
        players = len(figures["players"])
        if players == 1:
            text = translate("Stats", "Season {season}: 1 player")
        else:
            text = translate("Stats", "Season {season}: {players} players")
        title = text.format(season=figures["season"], players=players)
        return f"{title} · {Game(figures['game']).label}" if "game" in figures else title
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
