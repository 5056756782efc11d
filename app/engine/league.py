"""League rules: points for a night's finish, bonuses, best N nights, season standings.

Pure functions over plain values: the league store (:mod:`app.store.league`) reads the
results, this module scores and ranks them. Nothing here is stored: change a season's
formula and its standings follow.

Points are whole **hundredths** (``1234`` is 12.34 points). A formula is evaluated once
per result in :class:`~decimal.Decimal` (exact square roots and logarithms, the same on
every computer) and rounded half up to the hundredth; totals are sums of integers, so no
float drift creeps into a season.

Formulas (the text a host types, see :func:`parse_formula`):

``table:25,18,15,12``
    fixed points by place: 25 for 1st, 18 for 2nd, ...; places beyond the table get 0.
``sqrt:A``
    ``A * sqrt(entries) / sqrt(place)``.
``td:A``
    The Tournament Director's classic: ``A * sqrt(entries) / sqrt(place) *
    (1 + log10(buy_in + 0.25))``, the buy-in in whole currency units (€20 is 20).
``linear:A``
    ``A * (entries - place + 1)``: a point for every entry you outlasted, plus one.

Each may add bonuses after ``;``: ``knockout=P`` (points per knockout) and
``attendance=P`` (points for every night played), e.g. ``td:10;knockout=2;attendance=1``.
``entries`` is the night's entries (re-entries count, rebuys and add-ons do not).
Players who share a place (busted on the same hand with equal stacks) share the points
of the places they cover, as they share the prizes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Context, Decimal, InvalidOperation
from typing import Final, Literal

from app.engine.errors import FeltboardError
from app.engine.numbers import number_style
from app.engine.wording import QT_TRANSLATE_NOOP, translate

FormulaKind = Literal["table", "sqrt", "td", "linear"]
KINDS: Final[tuple[FormulaKind, ...]] = ("table", "sqrt", "td", "linear")
DEFAULT_FORMULA: Final = "td:10"
HUNDREDTH: Final = Decimal("0.01")
MAX_POINTS: Final = Decimal(1_000_000)
"""The largest scale, table entry or bonus a formula accepts (points)."""
_CONTEXT: Final = Context(prec=34)
_NUMBER: Final = re.compile(r"\d{1,7}(\.\d{1,2})?")
TIE_BREAKS: Final = (
    "points counted",
    "wins",
    "best finish",
    "nights played",
)
"""How players level on points are ranked, in order; players equal on all of them
share the place (listed by name)."""


class LeagueError(FeltboardError):
    """A league value a host typed or chose does not hold together."""


@dataclass(frozen=True, slots=True)
class PointsFormula:
    """How a season scores a night: a ``kind`` of points for the place, plus bonuses.

    ``scale`` is ``A`` of the formula kinds (unused by ``table``); ``table`` holds the
    points of 1st, 2nd, ... for ``table``. Bonuses are points per knockout and per night
    played.
    """

    kind: FormulaKind
    scale: Decimal = Decimal(10)
    table: tuple[Decimal, ...] = ()
    knockout: Decimal = Decimal(0)
    attendance: Decimal = Decimal(0)

    def text(self) -> str:
        """The formula as the host types it (what :func:`parse_formula` reads back).

        >>> parse_formula("td:10;knockout=2").text()
        'td:10;knockout=2'
        """
        head = (
            f"table:{','.join(_plain(p) for p in self.table)}"
            if self.kind == "table"
            else f"{self.kind}:{_plain(self.scale)}"
        )
        bonuses = [
            f"{name}={_plain(value)}"
            for name, value in (("knockout", self.knockout), ("attendance", self.attendance))
            if value
        ]
        return ";".join([head, *bonuses])

    def describe(self) -> str:
        """The formula in words, for the standings header.

        >>> parse_formula("td:10;knockout=2").describe()
        '10 × √entries ÷ √place × (1 + log10(buy-in + 0.25)); +2 a knockout'
        """
        words = translate("League", _FORMULA_WORDS[self.kind]).format(
            scale=_shown(self.scale), points=", ".join(_shown(p) for p in self.table)
        )
        if self.knockout:
            words = translate("League", "{formula}; +{points} a knockout").format(
                formula=words, points=_shown(self.knockout)
            )
        if self.attendance:
            words = translate("League", "{formula}; +{points} a night played").format(
                formula=words, points=_shown(self.attendance)
            )
        return words


_FORMULA_WORDS: Final[dict[FormulaKind, str]] = {
    "table": QT_TRANSLATE_NOOP("League", "by place: {points}"),
    "sqrt": QT_TRANSLATE_NOOP("League", "{scale} × √entries ÷ √place"),
    "td": QT_TRANSLATE_NOOP(
        "League", "{scale} × √entries ÷ √place × (1 + log10(buy-in + 0.25))"),
    "linear": QT_TRANSLATE_NOOP("League", "{scale} × (entries − place + 1)"),
}
"""Each kind of formula in words (``{scale}`` is ``A``, ``{points}`` the table)."""


def parse_formula(text: str) -> PointsFormula:
    """The formula a host typed, e.g. ``td:10``, ``table:25,18,15;knockout=1``.

    >>> parse_formula("sqrt:10").kind
    'sqrt'
    >>> parse_formula("table:3,2,1;attendance=0.5").table
    (Decimal('3'), Decimal('2'), Decimal('1'))

    :raises LeagueError: naming what is wrong and what is allowed.
    """
    parts = [part.strip() for part in text.strip().split(";")]
    kind_text, _, value_text = parts[0].partition(":")
    kind = kind_text.strip().lower()
    if kind not in KINDS:
        raise LeagueError(translate(
            "League",
            "Unknown points formula {formula}: use table:25,18,15,..., sqrt:A, td:A or "
            "linear:A (A a number of points)",
        ).format(formula=repr(parts[0])))
    bonuses = _bonuses(parts[1:])
    if kind == "table":
        places = [p.strip() for p in value_text.split(",")]
        if not value_text.strip():
            raise LeagueError(translate(
                "League", "A points table needs the points of 1st, 2nd, ...: table:25,18,15"
            ))
        table = tuple(
            _points(p, translate("League", "Points for place {place}").format(place=n))
            for n, p in enumerate(places, 1)
        )
        return PointsFormula("table", Decimal(0), table, **bonuses)
    scale = _points(
        value_text.strip() or "10",
        translate("League", "The scale of {kind}").format(kind=kind),
    )
    if not scale:
        raise LeagueError(translate(
            "League", "The scale of {kind} must be more than 0, like {kind}:10"
        ).format(kind=kind))
    return PointsFormula(_kind(kind), scale, (), **bonuses)


def _kind(text: str) -> FormulaKind:
    for kind in KINDS:
        if kind == text:
            return kind
    raise LeagueError(  # pragma: no cover - checked above
        translate("League", "Unknown points formula {formula}").format(formula=repr(text))
    )


def _bonuses(parts: Sequence[str]) -> dict[str, Decimal]:
    """``knockout=2``, ``attendance=1``: the bonuses after the formula."""
    found: dict[str, Decimal] = {}
    for part in parts:
        if not part:
            continue
        name, equals, value = (s.strip().lower() for s in part.partition("="))
        if name not in _BONUS_NAMES or not equals:
            raise LeagueError(translate(
                "League",
                "Unknown bonus {bonus}: use knockout=P (points a knockout) or attendance=P "
                "(points a night played)",
            ).format(bonus=repr(part)))
        if name in found:
            raise LeagueError(translate("League", _BONUS_NAMES[name][1]))
        found[name] = _points(value, translate("League", _BONUS_NAMES[name][0]))
    return found


_BONUS_NAMES: Final = {
    "knockout": (
        QT_TRANSLATE_NOOP("League", "The knockout bonus"),
        QT_TRANSLATE_NOOP("League", "The knockout bonus is given twice"),
    ),
    "attendance": (
        QT_TRANSLATE_NOOP("League", "The attendance bonus"),
        QT_TRANSLATE_NOOP("League", "The attendance bonus is given twice"),
    ),
}
"""Each bonus as a refusal names it, and the refusal of a bonus given twice."""


def _points(text: str, what: str) -> Decimal:
    """A number of points as typed: 0 to a million, at most two decimals (``what`` names
    it, starting a sentence: ``'The knockout bonus'``)."""
    if not _NUMBER.fullmatch(text) or Decimal(text) > MAX_POINTS:
        raise LeagueError(translate(
            "League",
            "{what} must be a number of points from 0 to 1,000,000 with at most two "
            "decimals, not {text}",
        ).format(what=what, text=repr(text)))
    return Decimal(text)


def _plain(value: Decimal) -> str:
    """``10`` for 10.00, ``2.5`` for 2.50."""
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def _shown(value: Decimal) -> str:
    """:func:`_plain` with the decimal separator of the language in use (Spanish ``2,5``)."""
    return number_style().with_decimal_mark(_plain(value))


def format_points(hundredths: int) -> str:
    """Points for people: ``'12.34'``, ``'10'`` for whole points, with separators (those
    of the language in use: Spanish ``'1.234,56'``).

    >>> format_points(123456), format_points(1000), format_points(-50)
    ('1,234.56', '10', '-0.50')
    """
    whole, cents = divmod(abs(hundredths), 100)
    sign = "-" if hundredths < 0 else ""
    style = number_style()
    return f"{sign}{style.grouped(whole)}" + (f"{style.decimal}{cents:02d}" if cents else "")


# ----- one night ------------------------------------------------------------------------


def place_points(formula: PointsFormula, entries: int, place: int, buy_in: Decimal,
                 shared: int = 1) -> int:  # fmt: skip
    """Hundredths of a point for finishing ``place`` of ``entries`` (before bonuses).

    ``buy_in`` is in whole currency units; ``shared`` players tied on ``place`` share
    the points of the places they cover.

    >>> place_points(parse_formula("sqrt:10"), 16, 4, Decimal(20))
    2000
    >>> place_points(parse_formula("td:10"), 16, 1, Decimal(20))
    9226
    >>> place_points(parse_formula("table:10,6,3"), 8, 2, Decimal(0), shared=2)
    450

    :raises LeagueError: for a place outside 1..entries.
    """
    if entries < 1 or place < 1 or shared < 1 or place + shared - 1 > max(entries, 1):
        raise LeagueError(translate(
            "League",
            "A finish in place {place} (shared by {shared}) is not possible with {entries} "
            "entries",
        ).format(place=place, shared=shared, entries=entries))
    covered = range(place, place + shared)
    total = sum((_raw_points(formula, entries, p, buy_in) for p in covered), Decimal(0))
    return _hundredths(_CONTEXT.divide(total, Decimal(shared)))


def _raw_points(formula: PointsFormula, entries: int, place: int, buy_in: Decimal) -> Decimal:
    """The formula's exact value for one place, unrounded."""
    c = _CONTEXT
    if formula.kind == "table":
        return formula.table[place - 1] if place <= len(formula.table) else Decimal(0)
    if formula.kind == "linear":
        return c.multiply(formula.scale, Decimal(entries - place + 1))
    value = c.divide(
        c.multiply(formula.scale, c.sqrt(Decimal(entries))), c.sqrt(Decimal(place))
    )
    if formula.kind == "td":
        value = c.multiply(value, c.add(Decimal(1), c.log10(c.add(buy_in, Decimal("0.25")))))
    return value


def _hundredths(value: Decimal) -> int:
    """``value`` points as whole hundredths, half up."""
    try:
        return int(value.quantize(HUNDREDTH, rounding=ROUND_HALF_UP) * 100)
    except InvalidOperation as error:  # pragma: no cover - bounded inputs
        raise LeagueError(
            translate("League", "Points out of range: {value}").format(value=value)
        ) from error


def bonus_points(formula: PointsFormula, knockouts: int) -> int:
    """Hundredths of a point of a night's bonuses: knockouts and attendance.

    >>> bonus_points(parse_formula("td:10;knockout=2;attendance=0.5"), 3)
    650
    """
    # Bonuses have at most two decimals: whole hundredths, exact, no rounding needed.
    return int(formula.knockout * 100) * knockouts + int(formula.attendance * 100)


# ----- a season ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Finish:
    """One player's night as the league counts it (money in the smallest unit)."""

    player: int
    place: int
    shared: int = 1
    knockouts: int = 0
    prize: int = 0
    bounties: int = 0


@dataclass(frozen=True, slots=True)
class Night:
    """A tournament of the season: its entries, buy-in (whole units) and finishes."""

    key: int
    entries: int
    buy_in: Decimal
    finishes: tuple[Finish, ...]


@dataclass(frozen=True, slots=True)
class NightScore:
    """A player's points for one night, and whether the best-N rule counts them."""

    night: int
    place: int
    points: int
    counted: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's season: ``points`` counted (best N), ``total`` of every night.

    ``rank`` is shared by players equal on every tie-break (:data:`TIE_BREAKS`).
    """

    rank: int
    player: int
    name: str
    points: int
    total: int
    nights: int
    wins: int
    best_finish: int
    knockouts: int
    prizes: int
    bounties: int
    scores: tuple[NightScore, ...]


PlacePoints = dict[tuple[int, int, Decimal, int], int]
"""Place points already computed: (entries, place, buy-in, shared) to hundredths."""


def night_scores(formula: PointsFormula, night: Night,
                 known: PlacePoints | None = None) -> dict[int, NightScore]:  # fmt: skip
    """Player id to their points for ``night`` (all counted until :func:`standings`).

    ``known`` keeps place points between nights: a season asks the same few dozen again
    and again (same entries and buy-in most nights), and exact roots take ~10 µs each.
    """
    memo: PlacePoints = {} if known is None else known
    scores = {}
    for f in night.finishes:
        key = (night.entries, f.place, night.buy_in, f.shared)
        points = memo.get(key)
        if points is None:
            points = memo[key] = place_points(formula, *key)
        scores[f.player] = NightScore(
            night.key, f.place, points + bonus_points(formula, f.knockouts), True
        )
    return scores


def counted(scores: Sequence[NightScore], best: int | None) -> tuple[NightScore, ...]:
    """``scores`` with only the best ``best`` nights counted (all with ``None``).

    Equal scores keep the earlier night.

    >>> s = [NightScore(n, 1, p, True) for n, p in ((1, 500), (2, 900), (3, 500))]
    >>> [x.counted for x in counted(s, 2)]
    [True, True, False]
    """
    if best is None or len(scores) <= best:
        return tuple(scores)
    kept = {id(s) for s in sorted(scores, key=lambda s: -s.points)[:best]}
    return tuple(NightScore(s.night, s.place, s.points, id(s) in kept) for s in scores)


def standings(
    nights: Iterable[Night],
    formula: PointsFormula,
    names: Mapping[int, str],
    best: int | None = None,
) -> tuple[Standing, ...]:
    """The season's table, best first, ranked by :data:`TIE_BREAKS` then by name.

    ``nights`` in the order they were played; ``names`` gives each player's name.

    :raises LeagueError: if ``best`` is below 1 or a finish is impossible.
    """
    if best is not None and best < 1:
        raise LeagueError(translate(
            "League", "Best nights must be at least 1, not {best}"
        ).format(best=best))
    scores: dict[int, list[NightScore]] = {}
    finishes: dict[int, list[Finish]] = {}
    known: PlacePoints = {}
    for night in nights:
        for player, score in night_scores(formula, night, known).items():
            scores.setdefault(player, []).append(score)
        for finish in night.finishes:
            finishes.setdefault(finish.player, []).append(finish)
    rows = [
        _standing(player, names[player] if player in names else _unnamed(player),
                  counted(own, best), finishes[player])
        for player, own in scores.items()
    ]
    rows.sort(key=lambda s: (_merit(s), s.name.casefold(), s.player))
    ranked: list[Standing] = []
    for position, row in enumerate(rows, start=1):
        tied = ranked and _merit(ranked[-1]) == _merit(row)
        rank = ranked[-1].rank if tied else position
        ranked.append(replace(row, rank=rank))
    return tuple(ranked)


def _unnamed(player: int) -> str:
    return translate("League", "player {number}").format(number=player)


def _merit(row: Standing) -> tuple[int, int, int, int]:
    """The sort key of the tie-breaks: more points, more wins, best finish, more nights."""
    return (-row.points, -row.wins, row.best_finish, -row.nights)


def _standing(player: int, name: str, scores: tuple[NightScore, ...],
              finishes: Sequence[Finish]) -> Standing:  # fmt: skip
    return Standing(
        rank=0,
        player=player,
        name=name,
        points=sum(s.points for s in scores if s.counted),
        total=sum(s.points for s in scores),
        nights=len(scores),
        wins=sum(1 for f in finishes if f.place == 1),
        best_finish=min(f.place for f in finishes),
        knockouts=sum(f.knockouts for f in finishes),
        prizes=sum(f.prize for f in finishes),
        bounties=sum(f.bounties for f in finishes),
        scores=scores,
    )
