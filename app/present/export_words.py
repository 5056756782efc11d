"""What an export says about the hands it left out: the command line and the console's
report both list them here, never one hand per line when many share a reason.

A format may be unable to write a hand the journal holds (PokerStars text needs the board
cards, or a stud hand's up cards, and has no form for short deck; a voided hand is never
exported). The export names
every such hand: ``Hands 12, 13: short deck hold'em cannot be written as PokerStars
text; the PHH and JSON exports carry it``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from app.engine.wording import translate


def hand_numbers(numbers: Iterable[int]) -> str:
    """Hand numbers in order, runs of three or more as a range: ``'3, 5–8, 12'``.

    >>> hand_numbers([12, 5, 6, 7, 8, 3, 13])
    '3, 5–8, 12, 13'
    """
    ordered = sorted(set(numbers))
    parts: list[str] = []
    start = 0
    while start < len(ordered):
        end = start
        while end + 1 < len(ordered) and ordered[end + 1] == ordered[end] + 1:
            end += 1
        if end - start >= 2:
            parts.append(f"{ordered[start]}–{ordered[end]}")
        else:
            parts.extend(str(number) for number in ordered[start : end + 1])
        start = end + 1
    return ", ".join(parts)


def left_out_lines(left_out: Sequence[tuple[int, str]]) -> list[str]:
    """One line per reason, naming its hands, in the order the reasons first came.

    >>> left_out_lines([(3, "the hand was voided"), (12, "no cards"), (13, "no cards")])
    ['Hand 3: the hand was voided', 'Hands 12, 13: no cards']
    """
    by_reason: dict[str, list[int]] = {}
    for number, reason in left_out:
        by_reason.setdefault(reason, []).append(number)
    lines = []
    for reason, numbers in by_reason.items():
        if len(numbers) == 1:
            line = translate("ExportReport", "Hand {number}: {reason}").format(
                number=numbers[0], reason=reason
            )
        else:
            line = translate("ExportReport", "Hands {numbers}: {reason}").format(
                numbers=hand_numbers(numbers), reason=reason
            )
        lines.append(line)
    return lines


__all__ = ["hand_numbers", "left_out_lines"]
