"""Where Feltboard keeps files: the per-user data folder, break backups, recent files,
the folder hand histories were last exported to, and the tournament that was open when
Feltboard last closed.

Every function takes the data folder as an optional argument so tests and portable
installs can point elsewhere; by default it is ``platformdirs.user_data_dir("Feltboard")``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from app.engine.names import has_lone_surrogate
from app.store.data_folder import data_dir
from app.store.journal_files import FILE_SUFFIX, temporary_beside

RECENT_LIMIT: Final = 10
RECENT_FILE_NAME: Final = "recent-files.json"
BACKUPS_DIR_NAME: Final = "backups"
EXPORT_FOLDER_FILE_NAME: Final = "export-folder.json"
TEMPLATES_DIR_NAME: Final = "templates"
TEMPLATE_SUFFIXES: Final = (".toml", ".json")


# The three small records below are read at every start, by plain Python rather than
# pydantic (whose import costs the console's start ~0.1 s), with the same acceptance:
# a JSON object of version 1 (or none), the fields' JSON types, other keys ignored, and
# what pydantic's JSON parser refused (lone surrogates, nesting past 200) refused too.

_MAX_NESTING: Final = 200
"""Pydantic's JSON parser refuses containers nested deeper (an empty one does not count)."""


class BadRecord(ValueError):
    """A record file that does not read (a convenience, not data: treated as absent)."""


def _record(text: str) -> Mapping[str, object]:
    """The JSON object of a version-1 record.

    :raises BadRecord: if ``text`` is not JSON, not an object, or of another version.
    """
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as error:  # a hand-edited file nested past Python's limit
        raise BadRecord(str(error)) from error  # not for users
    if not isinstance(value, dict):
        raise BadRecord("not a JSON object")  # not for users
    _refuse_what_pydantic_refused(value)
    version = value.get("version", 1)
    # Pydantic's Literal[1] took any JSON number equal to 1 (``1.0``, ``true``).
    if type(version) not in (int, float, bool) or version != 1:
        raise BadRecord(f"version {version!r}")  # not for users
    return value


def _refuse_what_pydantic_refused(value: object) -> None:
    """Refuse a parsed record that pydantic's parser did not read, anywhere in it (ignored
    keys too): a string with a lone surrogate (``"\\ud800"``: no Feltboard wrote one, as
    pydantic could not write it), or containers nested deeper than ``_MAX_NESTING``.

    >>> _refuse_what_pydantic_refused({"files": ["/a"], "x": [[]]})
    >>> _refuse_what_pydantic_refused({"file": "/" + chr(0xD800)})
    Traceback (most recent call last):
    app.store.locations.BadRecord: a lone surrogate

    :raises BadRecord: if it holds either.
    """
    # Iterative, not recursive: a damaged file must not exhaust the stack.
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, str):
            if has_lone_surrogate(item):
                raise BadRecord("a lone surrogate")  # not for users
            continue
        children: list[object]
        if isinstance(item, dict):
            children = [*item.keys(), *item.values()]
        elif isinstance(item, list):
            children = item
        else:
            continue
        if children and depth + 1 > _MAX_NESTING:
            raise BadRecord(f"nested deeper than {_MAX_NESTING}")  # not for users
        pending.extend((child, depth + 1) for child in children)


def _text(record: Mapping[str, object], key: str) -> str:
    """:raises BadRecord: if ``key`` is missing or not a string."""
    value = record.get(key)
    if not isinstance(value, str):
        raise BadRecord(f"{key}: {value!r}")  # not for users
    return value


_TRUE_WORDS: Final = frozenset({"1", "on", "t", "true", "y", "yes"})
_FALSE_WORDS: Final = frozenset({"0", "off", "f", "false", "n", "no"})


def _flag(record: Mapping[str, object], key: str) -> bool:
    """A yes/no field, missing meaning no; read as pydantic read it (``true``, ``1``,
    ``"yes"``…), for records written by hand or by an older Feltboard.

    :raises BadRecord: if it is anything else.
    """
    value = record.get(key, False)
    if isinstance(value, bool):
        return value
    if type(value) in (int, float) and value in (0, 1):  # 1.0 and -0.0 too, as pydantic
        return value == 1
    if isinstance(value, str) and value.lower() in _TRUE_WORDS | _FALSE_WORDS:
        return value.lower() in _TRUE_WORDS
    raise BadRecord(f"{key}: {value!r}")  # not for users


def _record_text(fields: Mapping[str, object]) -> str:
    """A record as written on disk: version 1 first, two-space indents, UTF-8 as is."""
    return json.dumps({"version": 1, **fields}, indent=2, ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class RecentFiles:
    """The recent-files list as stored on disk, most recent first."""

    files: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, text: str) -> RecentFiles:
        """:raises BadRecord: if ``text`` is not such a list."""
        files = _record(text).get("files", [])
        if not isinstance(files, list) or not all(isinstance(name, str) for name in files):
            raise BadRecord(f"files: {files!r}")  # not for users
        return cls(tuple(files))

    def to_json(self) -> str:
        return _record_text({"files": list(self.files)})


@dataclass(frozen=True, slots=True)
class ExportFolder:
    """The folder hand histories were last exported to, as stored on disk."""

    folder: str

    @classmethod
    def from_json(cls, text: str) -> ExportFolder:
        """:raises BadRecord: if ``text`` is not such a record."""
        return cls(_text(_record(text), "folder"))

    def to_json(self) -> str:
        return _record_text({"folder": self.folder})


def backups_dir(folder: Path | None = None) -> Path:
    """The folder for the backups taken at each break (not created here)."""
    return (data_dir() if folder is None else folder) / BACKUPS_DIR_NAME


def templates_dir(folder: Path | None = None) -> Path:
    """The folder of the host's own tournament templates (not created here)."""
    return (data_dir() if folder is None else folder) / TEMPLATES_DIR_NAME


def saved_templates(folder: Path | None = None) -> tuple[Path, ...]:
    """The host's template files (``.toml`` and ``.json``), sorted by name.

    A missing or unreadable folder holds none.
    """
    try:
        found = [
            path
            for path in templates_dir(folder).iterdir()
            if path.suffix.lower() in TEMPLATE_SUFFIXES and path.is_file()
            and not path.name.startswith(".")
        ]
    except OSError:
        return ()
    return tuple(sorted(found, key=lambda path: path.name.lower()))


def find_template(name: str | os.PathLike[str], folder: Path | None = None) -> Path:
    """The template file ``name`` names: a path as given, else one in the templates folder.

    ``friday`` finds ``friday.toml`` (or ``friday.json``) among the host's templates; a
    name that matches nothing comes back as given, so the error names what was typed.

    >>> find_template("no-such-template", Path("/nonexistent")).name
    'no-such-template'
    """
    given = Path(name)
    if given.exists() or given.parent != Path("."):
        return given
    folder_path = templates_dir(folder)
    candidates = [folder_path / given.name] if given.suffix else []
    candidates += [folder_path / (given.name + suffix) for suffix in TEMPLATE_SUFFIXES]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    return given


def with_suffix(path: str | os.PathLike[str]) -> Path:
    """``path`` ending in ``.feltboard``, adding the suffix if it is missing.

    >>> with_suffix("sunday").name
    'sunday.feltboard'
    >>> with_suffix("sunday.feltboard").name
    'sunday.feltboard'
    """
    path = Path(path)
    return path if path.suffix.lower() == FILE_SUFFIX else path.with_name(path.name + FILE_SUFFIX)


def recent_files(folder: Path | None = None) -> tuple[Path, ...]:
    """The recently used tournament files that still exist, most recent first.

    An unreadable or malformed list counts as empty: it is a convenience, not data.
    """
    return tuple(path for path in _load_recent(folder) if path.is_file())


def add_recent(path: str | os.PathLike[str], folder: Path | None = None) -> tuple[Path, ...]:
    """Put ``path`` first in the recent list (at most ten, missing files dropped) and save.

    :raises OSError: if the list cannot be written.
    """
    added = Path(path).resolve()
    kept = [added] + [p for p in recent_files(folder) if not _same_path(p, added)]
    return _save_recent(tuple(kept[:RECENT_LIMIT]), folder)


def remove_recent(path: str | os.PathLike[str], folder: Path | None = None) -> tuple[Path, ...]:
    """Drop ``path`` from the recent list (and any missing files) and save.

    :raises OSError: if the list cannot be written.
    """
    removed = Path(path).resolve()
    return _save_recent(
        tuple(p for p in recent_files(folder) if not _same_path(p, removed)), folder
    )


def last_export_folder(folder: Path | None = None) -> Path | None:
    """The folder the last export went to, if it still exists (else ``None``).

    An unreadable record counts as none: it is a convenience, not data.
    """
    try:
        text = _export_folder_path(folder).read_text(encoding="utf-8")
        last = Path(ExportFolder.from_json(text).folder)
    except (OSError, ValueError):  # unreadable, not UTF-8, or not such a record
        return None
    return last if last.is_dir() else None


def remember_export_folder(path: str | os.PathLike[str], folder: Path | None = None) -> Path:
    """Keep ``path`` as the folder the next export starts in; returns it, absolute.

    :raises OSError: if the record cannot be written.
    """
    chosen = Path(path).resolve()
    text = ExportFolder(folder=str(chosen)).to_json()
    _write_atomically(_export_folder_path(folder), text + "\n")
    return chosen


def _export_folder_path(folder: Path | None) -> Path:
    return (data_dir() if folder is None else folder) / EXPORT_FOLDER_FILE_NAME


def _recent_path(folder: Path | None) -> Path:
    """The JSON file holding the recent list."""
    return (data_dir() if folder is None else folder) / RECENT_FILE_NAME


def _load_recent(folder: Path | None) -> tuple[Path, ...]:
    """The stored list, or nothing if it is missing or unreadable."""
    try:
        text = _recent_path(folder).read_text(encoding="utf-8")
        return tuple(Path(name) for name in RecentFiles.from_json(text).files)
    except (OSError, ValueError):  # unreadable, not UTF-8, or not such a list
        return ()


def _save_recent(paths: tuple[Path, ...], folder: Path | None) -> tuple[Path, ...]:
    """Write the list atomically (temporary file, then rename) and return it.

    :raises OSError: if the folder or file cannot be written.
    """
    text = RecentFiles(files=tuple(str(p) for p in paths)).to_json()
    _write_atomically(_recent_path(folder), text)
    return paths


def _write_atomically(target: Path, text: str) -> None:
    """Write ``text`` to ``target`` through a temporary file and a rename, so a crash
    leaves the old file or the new one, never half of one.

    :raises OSError: if the folder or file cannot be written.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = temporary_beside(target)
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, target)
    finally:
        temporary.unlink(missing_ok=True)


def _same_path(first: Path, second: Path) -> bool:
    """Whether two absolute paths name the same file (case-insensitively on Windows)."""
    return os.path.normcase(first) == os.path.normcase(second)


# ----- the tournament open when Feltboard last closed ----------------------------------------

LAST_OPEN_FILE_NAME: Final = "last-open.json"


@dataclass(frozen=True, slots=True)
class LastOpen:
    """The tournament shown last, as stored on disk: ``feltboard`` reopens it."""

    file: str
    display: bool = False
    """Whether the audience display was open with it (reopened with the console)."""

    @classmethod
    def from_json(cls, text: str) -> LastOpen:
        """:raises BadRecord: if ``text`` is not such a record."""
        record = _record(text)
        return cls(_text(record, "file"), _flag(record, "display"))

    def to_json(self) -> str:
        return _record_text({"file": self.file, "display": self.display})


def remember_open(
    path: str | os.PathLike[str], folder: Path | None = None, *, display: bool = False
) -> Path:
    """Remember ``path`` as the tournament to reopen at the next start, and whether its
    audience display is open (``display``); return the path absolute.

    :raises OSError: if the record cannot be written.
    """
    remembered = Path(path).resolve()
    record = LastOpen(file=str(remembered), display=display)
    _write_atomically(_last_open_path(folder), record.to_json())
    return remembered


def display_was_open(path: str | os.PathLike[str], folder: Path | None = None) -> bool:
    """Whether the audience display was open when ``path`` was the tournament shown last
    (after a crash as after a quit: the console and the display come back together)."""
    record = _read_last_open(folder)
    return record is not None and record.display and Path(record.file) == Path(path).resolve()


def last_open(folder: Path | None = None) -> Path | None:
    """The tournament open when Feltboard last closed, whether or not it still exists;
    ``None`` if none was remembered (first start) or the record is unreadable.
    """
    record = _read_last_open(folder)
    return Path(record.file) if record is not None else None


def _read_last_open(folder: Path | None) -> LastOpen | None:
    """The record of the tournament shown last; ``None`` if there is none or it does not
    read (a convenience, not data)."""
    try:
        text = _last_open_path(folder).read_text(encoding="utf-8")
        return LastOpen.from_json(text)
    except (OSError, ValueError):  # unreadable, not UTF-8, or not such a record
        return None


def _last_open_path(folder: Path | None) -> Path:
    """The JSON file naming the tournament to reopen."""
    return (data_dir() if folder is None else folder) / LAST_OPEN_FILE_NAME
