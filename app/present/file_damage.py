"""What the host is told after a tournament file was checked in full: the console's
notice, ``feltboard info`` and ``feltboard verify`` say it in the same words.

The findings come from :func:`app.store.file_check.check_file`; this module only reads
the values named by :class:`Findings` (it never imports the store).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final, Protocol

from app.engine.errors import chips
from app.engine.structure import listed
from app.engine.wording import translate

NUMBERS_SHOWN: Final = 8  # past these, "and 12 more"
REASONS_SHOWN: Final = 5  # damaged events listed one a line in the notice


class DamagedRow(Protocol):
    """One damaged event: its number and why."""

    @property
    def seq(self) -> int: ...

    @property
    def reason(self) -> str: ...


class Findings(Protocol):
    """What a full check found (:class:`app.store.file_check.ChainReport`)."""

    @property
    def path(self) -> Path: ...

    @property
    def events(self) -> int: ...

    @property
    def unchecked(self) -> int: ...

    @property
    def damaged(self) -> Sequence[DamagedRow]: ...

    @property
    def hands(self) -> Sequence[int]: ...

    @property
    def snapshot_seq(self) -> int | None: ...

    @property
    def snapshot_intact(self) -> bool: ...

    @property
    def unreadable(self) -> str | None: ...

    @property
    def backup(self) -> Path | None: ...

    @property
    def intact(self) -> bool: ...

    @property
    def state_intact(self) -> bool: ...


def numbers(values: Sequence[int]) -> str:
    """``'40, 41 and 60'``; past :data:`NUMBERS_SHOWN`, the first ones ``and 9 more``.

    >>> numbers([40]), numbers([1, 2, 3]), numbers(list(range(1, 12)))
    ('40', '1, 2 and 3', '1, 2, 3, 4, 5, 6, 7, 8 and 3 more')
    """
    shown = [chips(value) for value in values[:NUMBERS_SHOWN]]
    if len(values) <= NUMBERS_SHOWN:
        return listed(shown)
    return translate("FileCheck", "{numbers} and {count} more").format(
        numbers=", ".join(shown), count=chips(len(values) - NUMBERS_SHOWN)
    )


def events_text(seqs: Sequence[int]) -> str:
    """``'event 40'`` or ``'events 40 and 60'``."""
    if len(seqs) == 1:
        return translate("FileCheck", "event {number}").format(number=chips(seqs[0]))
    return translate("FileCheck", "events {numbers}").format(numbers=numbers(seqs))


def hands_text(hands: Sequence[int]) -> str:
    """``'hand 3'``, ``'hands 2 and 3'``, or that the damage is in no hand."""
    if not hands:
        return translate("FileCheck", "in no hand")
    if len(hands) == 1:
        return translate("FileCheck", "hand {number}").format(number=chips(hands[0]))
    return translate("FileCheck", "hands {numbers}").format(numbers=numbers(hands))


def summary_line(findings: Findings) -> str:
    """The check in one line (``feltboard verify``, the console's status bar)."""
    name = findings.path.name
    if findings.unreadable is not None:
        return translate(
            "FileCheck", "{file} could not be read to its end: {reason}"
        ).format(file=name, reason=findings.unreadable)
    if findings.damaged:
        line = translate("FileCheck", "{file} is damaged at {events} ({hands}); {state}").format(
            file=name,
            events=events_text([row.seq for row in findings.damaged]),
            hands=hands_text(findings.hands),
            state=_state_clause(findings),
        )
        if findings.backup is not None:
            line += translate("FileCheck", "; a copy without the damage: {copy}").format(
                copy=findings.backup
            )
        return line
    if not findings.snapshot_intact:
        return translate(
            "FileCheck",
            "{file}: its events are intact but the snapshot after event {number} is"
            " damaged; opening the file in the console rebuilds it",
        ).format(file=name, number=chips(findings.snapshot_seq or 0))
    line = translate("FileCheck", "{file} is intact: {count} events checked").format(
        file=name, count=chips(findings.events - findings.unchecked)
    )
    if findings.unchecked:
        line += translate(
            "FileCheck", " ({count} recorded before checksums existed cannot be checked)"
        ).format(count=chips(findings.unchecked))
    return line


def _state_clause(findings: Findings) -> str:
    if findings.state_intact:
        return translate("FileCheck", "the tournament as it stands is intact")
    return translate("FileCheck", "the tournament as it stands is damaged too")


def notice_title(findings: Findings) -> str:
    """The title of the console's notice."""
    return translate("FileCheck", "{file} is damaged").format(file=findings.path.name)


def notice_lines(findings: Findings, backups: Path | None = None) -> tuple[str, ...]:
    """What the host reads when damage was found: which events and hands, whether the
    tournament as it stands is intact, and what to do (a copy to use, the exports).

    Empty when the file is intact. ``backups`` is the break backups' folder, named when
    no intact copy was found.
    """
    if findings.intact:
        return ()
    if not findings.damaged:
        return (summary_line(findings),)
    seqs = [row.seq for row in findings.damaged]
    lines = [
        translate(
            "FileCheck", "Some events recorded in {file} are damaged: {events} ({hands})."
        ).format(
            file=findings.path.name, events=events_text(seqs), hands=hands_text(findings.hands)
        )
    ]
    lines.extend(
        translate("FileCheck", "Event {number}: {reason}.").format(
            number=chips(row.seq), reason=row.reason
        )
        for row in findings.damaged[:REASONS_SHOWN]
    )
    if len(findings.damaged) > REASONS_SHOWN:
        lines.append(
            translate("FileCheck", "…and {count} more damaged events.").format(
                count=chips(len(findings.damaged) - REASONS_SHOWN)
            )
        )
    lines.append(_state_advice(findings))
    lines.append(
        translate(
            "FileCheck",
            "Hand histories cannot be read past event {number}: an export of them stops"
            " there.",
        ).format(number=chips(min(seqs)))
    )
    lines.append(_copy_advice(findings, backups))
    return tuple(lines)


def _state_advice(findings: Findings) -> str:
    if findings.state_intact:
        return translate(
            "FileCheck",
            "The tournament as it stands is intact (it opens from a snapshot taken after"
            " the damage) and everything recorded from now on is checked: you can go on"
            " playing.",
        )
    return translate(
        "FileCheck",
        "The tournament as it stands is damaged too: open a copy without the damage.",
    )


def _copy_advice(findings: Findings, backups: Path | None) -> str:
    if findings.backup is not None:
        return translate(
            "FileCheck",
            "A copy without the damage: {copy}. Export the hand histories from it; keep"
            " this file as it is.",
        ).format(copy=findings.backup)
    if backups is not None:
        return translate(
            "FileCheck",
            "No copy without the damage was found beside the file or in {folder}. Keep"
            " this file as it is.",
        ).format(folder=backups)
    return translate(
        "FileCheck",
        "No copy without the damage was found beside the file. Keep this file as it is.",
    )
