"""The games the one hand state machine plays: a game is a value of the hand's config.

A game decides how many hole cards a player holds, which cards the deck has, how a hand
is ranked and whether pots split into a high and a low half (RULES.md "Mixed games").
The betting structure (no-limit, pot-limit, fixed-limit) stays the rule profile's: pot-
limit Omaha is ``Game.OMAHA`` with pot-limit betting, fixed-limit Omaha hi-lo
``Game.OMAHA_HI_LO`` with fixed-limit betting, and pot-limit Omaha hi-lo the same game
with pot-limit betting.
"""

from __future__ import annotations

from enum import StrEnum

from app.engine.cards import SUITS, Card
from app.engine.wording import QT_TRANSLATE_NOOP, translate


class Game(StrEnum):
    """A flop, draw or stud game; its value is what files and the journal write."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA_HI_LO = "omaha_hi_lo"
    SHORT_DECK = "short_deck"
    STUD = "stud"
    STUD_HI_LO = "stud_hi_lo"
    RAZZ = "razz"
    TRIPLE_DRAW = "deuce_to_seven_triple_draw"
    SINGLE_DRAW = "deuce_to_seven_single_draw"
    BADUGI = "badugi"

    @property
    def hole_count(self) -> int:
        """Cards each player holds: four in Omaha and badugi, five in deuce-to-seven, two
        in hold'em; in stud the down cards, two on third street and one on seventh.

        >>> Game.OMAHA_HI_LO.hole_count, Game.SHORT_DECK.hole_count, Game.RAZZ.hole_count
        (4, 2, 3)
        >>> Game.TRIPLE_DRAW.hole_count, Game.BADUGI.hole_count
        (5, 4)
        """
        if self in _STUD:
            return 3
        if self in _OMAHA or self is Game.BADUGI:
            return 4
        return 5 if self in _DEUCE_TO_SEVEN else 2

    @property
    def is_draw(self) -> bool:
        """Whether players draw between betting rounds instead of sharing a board."""
        return self in _DRAW

    @property
    def draw_count(self) -> int:
        """How many times players draw: three in triple draw and badugi, one in single
        draw, none in a flop or stud game.

        >>> [game.draw_count for game in (Game.HOLDEM, Game.TRIPLE_DRAW, Game.SINGLE_DRAW)]
        [0, 3, 1]
        """
        if self is Game.SINGLE_DRAW:
            return 1
        return 3 if self in _DRAW else 0

    @property
    def betting_rounds(self) -> int:
        """Betting rounds of a hand: four (pre-flop to river, or around three draws),
        two in single draw, five in stud (third to seventh street)."""
        if self in _DRAW:
            return self.draw_count + 1
        return 5 if self in _STUD else 4

    @property
    def is_stud(self) -> bool:
        """Whether the game is seven-card stud (high, hi-lo or razz): antes and a
        bring-in, up cards, no board."""
        return self in _STUD

    @property
    def is_omaha(self) -> bool:
        """Whether a hand is exactly two hole cards and three board cards."""
        return self in _OMAHA

    @property
    def hi_lo(self) -> bool:
        """Whether each pot splits into a high half and an 8-or-better low half."""
        return self is Game.OMAHA_HI_LO or self is Game.STUD_HI_LO

    @property
    def lowest_rank(self) -> int:
        """The lowest rank in the deck (0 is a deuce): the short deck starts at six."""
        return 4 if self is Game.SHORT_DECK else 0

    @property
    def max_players(self) -> int:
        """The most players one deck deals: hole cards each and five board cards; eight
        in stud (RULES.md: seven cards each, a community card when the deck runs out); in
        a draw game, so many that the cards outside the hands still cover a full draw
        (the discards reshuffled, Robert's Rules), however many players stay in.

        >>> [game.max_players for game in Game]
        [23, 11, 11, 15, 8, 8, 8, 9, 9, 12]
        """
        if self in _STUD:
            return STUD_MAX_PLAYERS
        if self in _DRAW:
            return 52 // self.hole_count - 1
        return (52 - 4 * self.lowest_rank - 5) // self.hole_count

    def deck(self) -> tuple[Card, ...]:
        """The game's cards, lowest first: 52, or 36 (six to ace) in short deck."""
        return tuple(Card(rank, suit) for rank in range(self.lowest_rank, 13) for suit in SUITS)

    @property
    def label(self) -> str:
        """The game as a dealer names it, in the language in use.

        >>> Game.OMAHA_HI_LO.label
        'Omaha Hi-Lo'
        """
        return translate("Games", _LABELS[self])


_OMAHA = frozenset({Game.OMAHA, Game.OMAHA_HI_LO})
_DEUCE_TO_SEVEN = frozenset({Game.TRIPLE_DRAW, Game.SINGLE_DRAW})
_DRAW = frozenset({Game.TRIPLE_DRAW, Game.SINGLE_DRAW, Game.BADUGI})
_STUD = frozenset({Game.STUD, Game.STUD_HI_LO, Game.RAZZ})
STUD_MAX_PLAYERS = 8
"""The most players a stud hand deals (RULES.md "Mixed games")."""

_LABELS = {
    Game.HOLDEM: QT_TRANSLATE_NOOP("Games", "Hold'em"),
    Game.OMAHA: QT_TRANSLATE_NOOP("Games", "Omaha"),
    Game.OMAHA_HI_LO: QT_TRANSLATE_NOOP("Games", "Omaha Hi-Lo"),
    Game.SHORT_DECK: QT_TRANSLATE_NOOP("Games", "Short Deck Hold'em"),
    Game.STUD: QT_TRANSLATE_NOOP("Games", "Seven Card Stud"),
    Game.STUD_HI_LO: QT_TRANSLATE_NOOP("Games", "Stud Hi-Lo"),
    Game.RAZZ: QT_TRANSLATE_NOOP("Games", "Razz"),
    Game.TRIPLE_DRAW: QT_TRANSLATE_NOOP("Games", "2-7 Triple Draw"),
    Game.SINGLE_DRAW: QT_TRANSLATE_NOOP("Games", "2-7 Single Draw"),
    Game.BADUGI: QT_TRANSLATE_NOOP("Games", "Badugi"),
}
