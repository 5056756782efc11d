"""Read Feltboard's PokerStars text with fpdb's own PokerStars parser, hand by hand.

A check run by hand, not by the tests: fpdb (jejellyroll-fr/fpdb-3) is not a dependency.
It needs a copy of fpdb's ``fpdb_3_legacy`` package on ``PYTHONPATH`` and its own few
packages (pytz, defusedxml, colorlog) in the interpreter that runs this script::

    PYTHONPATH=/path/to/fpdb-3 python scripts/stars_fpdb_check.py night.txt night.json

``night.txt`` is ``feltboard export --format pokerstars`` of a night and ``night.json``
``feltboard export --format json`` of the same night. For every hand the script says
whether fpdb parsed it and whether fpdb's own accounting (``totalProfit``) gives each
player the net chips Feltboard recorded; it prints the hands per fpdb game category and
every difference, and exits 1 if fpdb refused or disagreed on any hand.
"""

from __future__ import annotations

import json
import logging
import sys
from collections import Counter
from typing import Any


def main(stars_path: str, json_path: str) -> int:
    logging.disable(logging.CRITICAL)  # fpdb logs every line it reads
    from fpdb_3_legacy.Configuration import Config  # type: ignore[import-not-found]
    from fpdb_3_legacy.PokerStarsToFpdb import PokerStars  # type: ignore[import-not-found]

    with open(json_path, encoding="utf-8") as file:
        document = json.load(file)
    nets = {
        hand["id"]: {player["name"]: player["net"] for player in hand["players"]}
        for hand in document["hands"]
    }
    with open(stars_path, encoding="utf-8") as file:
        written = file.read().count("PokerStars Hand #")
    converter = PokerStars(config=Config(), in_path=stars_path, autostart=True)
    hands = converter.getProcessedHands()
    games: Counter[str] = Counter()
    differences = 0
    for hand in hands:
        games[hand.gametype["category"]] += 1
        got = _fpdb_nets(hand)
        want = nets[int(hand.handid)]
        if got != want:
            differences += 1
            print(f"hand {hand.handid}: fpdb {got}, Feltboard {want}")
    print(f"{written} hands written, {len(hands)} parsed by fpdb {dict(games)}")
    print(f"fpdb errors {converter.numErrors}, partial {converter.numPartial}")
    print(f"hands whose nets differ: {differences}")
    return 0 if differences == 0 and len(hands) == written else 1


def _fpdb_nets(hand: Any) -> dict[str, int]:
    """Each player's net chips as fpdb's derived statistics count them (in cents)."""
    hand.totalPot()
    hand.playerIds = {player[1]: index + 1 for index, player in enumerate(hand.players)}
    hand.stats.getStats(hand)
    players = hand.stats.getHandsPlayers()
    return {name: int(row["totalProfit"]) // 100 for name, row in players.items()}


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
