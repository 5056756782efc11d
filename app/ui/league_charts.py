"""The League window's charts (QtCharts): chip stacks over a night, points over a season.

The series are plain numbers given by the caller; nothing here reads a store.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.engine.wording import translate

MOST_LINES = 12
"""A night's chart draws the players with the most chips at some point, at most this
many: 40 lines on one chart are unreadable at a glance."""


def _chart(title: str, x_title: str, y_title: str) -> tuple[QChart, QValueAxis, QValueAxis]:
    chart = QChart()
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    x_axis, y_axis = QValueAxis(), QValueAxis()
    x_axis.setTitleText(x_title)
    x_axis.setLabelFormat("%d")
    y_axis.setTitleText(y_title)
    y_axis.setLabelFormat("%d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    return chart, x_axis, y_axis


LINE_COLOURS = (
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
    "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#000080", "#b8860b",
)
"""Twelve colours told apart at a glance (Qt's default theme repeats after five)."""


def _add_line(
    chart: QChart, axes: tuple[QValueAxis, QValueAxis], name: str,
    points: Sequence[tuple[float, float]],
) -> QLineSeries:
    series = QLineSeries()
    series.setName(name)
    pen = QPen(QColor(LINE_COLOURS[len(chart.series()) % len(LINE_COLOURS)]))
    pen.setWidthF(2.0)
    series.setPen(pen)
    for x, y in points:
        series.append(x, y)
    chart.addSeries(series)
    series.attachAxis(axes[0])
    series.attachAxis(axes[1])
    return series


def _fit(axis: QValueAxis, values: Sequence[float], floor: float | None = None) -> None:
    low = min(values, default=0.0) if floor is None else floor
    high = max(values, default=1.0)
    axis.setRange(low, high if high > low else low + 1)
    axis.applyNiceNumbers()


def chart_view(chart: QChart, parent: QWidget | None = None) -> QChartView:
    """A view of ``chart`` drawn smoothly."""
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(240)
    return view


def stacks_chart(series: Mapping[str, Sequence[tuple[int, int]]]) -> QChart:
    """Chips of each player at the start of every hand they played (name → points)."""
    chart, x_axis, y_axis = _chart(
        translate("LeagueCharts", "Chip stacks over the night"),
        translate("LeagueCharts", "Hand"),
        translate("LeagueCharts", "Chips"),
    )
    tallest = sorted(series, key=lambda name: -max((s for _, s in series[name]), default=0))
    shown = tallest[:MOST_LINES]
    for name in sorted(shown, key=str.casefold):
        _add_line(chart, (x_axis, y_axis), name, [(h, s) for h, s in series[name]])
    if len(series) > len(shown):
        chart.setTitle(
            translate(
                "LeagueCharts", "Chip stacks over the night (the {count} biggest stacks)"
            ).format(count=len(shown))
        )
    hands = [h for name in shown for h, _ in series[name]]
    _fit(x_axis, hands)
    _fit(y_axis, [s for name in shown for _, s in series[name]], floor=0)
    return chart


def points_chart(lines: Mapping[str, Sequence[float]]) -> QChart:
    """Each player's points added up night after night (name → points per night)."""
    chart, x_axis, y_axis = _chart(
        translate("LeagueCharts", "Points over the season"),
        translate("LeagueCharts", "Night"),
        translate("LeagueCharts", "Points"),
    )
    totals: list[float] = []
    for name, nights in lines.items():
        running, total = [], 0.0
        for night, points in enumerate(nights, start=1):
            total += points
            running.append((float(night), total))
        totals.extend(y for _, y in running)
        # Dots as well as lines: after the first night each line is a single point.
        _add_line(chart, (x_axis, y_axis), name, running).setPointsVisible(True)
    played = max((len(n) for n in lines.values()), default=1)
    # Whole nights only (1, 2, 3…, at most about ten ticks): evenly spread ticks on a
    # short season were labelled "1 1 1 2".
    x_axis.setRange(1.0, float(max(played, 2)))
    x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
    x_axis.setTickAnchor(1.0)
    x_axis.setTickInterval(float(max(1, math.ceil(played / 10))))
    _fit(y_axis, totals, floor=0)
    return chart
