"""The data folder's three small records (recent files, the last export folder, the
tournament open last) read and write as they did when pydantic did it: the same files
accepted, the same ignored, the same bytes written (an older Feltboard reads them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict

from app.store.locations import (
    EXPORT_FOLDER_FILE_NAME,
    LAST_OPEN_FILE_NAME,
    RECENT_FILE_NAME,
    ExportFolder,
    LastOpen,
    RecentFiles,
    add_recent,
    display_was_open,
    last_export_folder,
    last_open,
    recent_files,
    remember_export_folder,
    remember_open,
)


# The records as they were defined with pydantic, kept here as the reference.
class PydanticRecent(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")
    version: Literal[1] = 1
    files: tuple[str, ...] = ()


class PydanticExport(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")
    version: Literal[1] = 1
    folder: str


class PydanticLastOpen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")
    version: Literal[1] = 1
    file: str
    display: bool = False


NAMES = [
    "/home/ann/Friday.feltboard",
    "/home/ann/Torneo de demostración «ñ».feltboard",
    '/tmp/quote " and back\\slash.feltboard',
    "/tmp/tab\tand\nnewline\x01.feltboard",
    "/tmp/🂡 poker 日本.feltboard",
    "C:\\Users\\Ann\\Poker night.feltboard",
]


@pytest.mark.parametrize("names", [(), tuple(NAMES[:1]), tuple(NAMES)], ids=["none", "one", "all"])
def test_recent_files_are_written_byte_for_byte_as_before(names: tuple[str, ...]) -> None:
    assert RecentFiles(names).to_json() == PydanticRecent(files=names).model_dump_json(indent=2)


@pytest.mark.parametrize("name", NAMES)
def test_the_export_folder_and_the_last_open_record_are_written_as_before(name: str) -> None:
    assert ExportFolder(name).to_json() == PydanticExport(folder=name).model_dump_json(indent=2)
    for display in (False, True):
        assert LastOpen(name, display).to_json() == PydanticLastOpen(
            file=name, display=display
        ).model_dump_json(indent=2)


RECORDS = [
    '{"version": 1, "files": ["/a", "/b"]}',
    '{"files": ["/a"]}',
    "{}",
    '{"version": 1, "files": [], "extra": {"kept": "ignored"}}',
    '{"version": 2, "files": ["/a"]}',
    '{"version": "1", "files": ["/a"]}',
    '{"version": 1, "files": "/a"}',
    '{"version": 1, "files": [1, 2]}',
    '{"version": 1, "files": null}',
    '{"version": 1, "folder": "/x", "file": "/y"}',
    '{"version": 1, "folder": 3, "file": ["/y"]}',
    '{"file": "/y", "display": true}',
    '{"file": "/y", "display": 1}',
    '{"file": "/y", "display": 0}',
    '{"file": "/y", "display": "yes"}',
    '{"file": "/y", "display": "Off"}',
    '{"file": "/y", "display": 2}',
    '{"file": "/y", "display": "maybe"}',
    '{"file": "/y", "display": null}',
    "[1, 2]",
    '"text"',
    "null",
    "not json",
    "",
    '{"version": 1, "files": ["/a"]',
    # Pydantic's Literal[1] and bool took any JSON number equal to 1 (or 0).
    '{"version": true, "files": ["/a"], "file": "/y"}',
    '{"version": 1.0, "folder": "/x", "file": "/y", "display": 1.0}',
    '{"version": 1e0, "file": "/y", "display": -0.0}',
    '{"version": false, "files": ["/a"]}',
    '{"file": "/y", "display": 0.5}',
    # Pydantic's parser refused lone surrogates anywhere, and read pairs.
    '{"version": 1, "files": ["/a\\ud800"], "folder": "\\udcff", "file": "\\udc00/"}',
    '{"version": 1, "files": ["/a"], "folder": "/x", "file": "/y", "x": ["\\ud83c"]}',
    '{"files": ["/\\ud83c\\udca1"], "folder": "/\\ud83c\\udca1", "file": "/\\ud83c\\udca1"}',
    '{"file": "/y", "x": NaN, "y": -Infinity, "z": 1e999, "file": "/z"}',
    '\ufeff{"files": [], "folder": "/x", "file": "/y"}',
    # Nesting: pydantic's parser stopped at 200 levels (an empty innermost one not counted).
    '{"files": [], "folder": "/x", "file": "/y", "x": ' + "[" * 199 + "1" + "]" * 199 + "}",
    '{"files": [], "folder": "/x", "file": "/y", "x": ' + "[" * 200 + "1" + "]" * 200 + "}",
    '{"files": [], "folder": "/x", "file": "/y", "x": ' + "[" * 200 + "]" * 200 + "}",
    '{"files": [], "folder": "/x", "file": "/y", "x": ' + '{"a": ' * 200 + "{}" + "}" * 200 + "}",
    '{"files": [], "folder": "/x", "file": "/y", "x": ' + '{"a": ' * 200 + "1" + "}" * 200 + "}",
]


def _pydantic_reading(model: type[BaseModel], text: str) -> object:
    try:
        return model.model_validate_json(text).model_dump(exclude={"version"})
    except ValueError:
        return None


def _plain_reading(record: type, text: str) -> object:
    try:
        read = record.from_json(text)
    except ValueError:
        return None
    fields = {name: getattr(read, name) for name in record.__dataclass_fields__}
    return fields


@pytest.mark.parametrize("text", RECORDS)
@pytest.mark.parametrize(
    ("plain", "reference"),
    [(RecentFiles, PydanticRecent), (ExportFolder, PydanticExport), (LastOpen, PydanticLastOpen)],
    ids=["recent", "export", "last-open"],
)
def test_a_record_reads_as_pydantic_read_it_or_not_at_all_as_before(
    plain: type, reference: type[BaseModel], text: str
) -> None:
    assert _plain_reading(plain, text) == _pydantic_reading(reference, text)


def test_damaged_records_count_as_none_and_are_replaced(tmp_path: Path) -> None:
    night = tmp_path / "Friday.feltboard"
    night.write_bytes(b"")
    for name in (RECENT_FILE_NAME, EXPORT_FOLDER_FILE_NAME, LAST_OPEN_FILE_NAME):
        (tmp_path / name).write_bytes(b"\xff\xfe not UTF-8 {")
    assert recent_files(tmp_path) == () and last_export_folder(tmp_path) is None
    assert last_open(tmp_path) is None and not display_was_open(night, tmp_path)

    assert add_recent(night, tmp_path) == (night.resolve(),)
    assert remember_export_folder(tmp_path, tmp_path) == tmp_path.resolve()
    remember_open(night, tmp_path, display=True)
    assert recent_files(tmp_path) == (night.resolve(),)
    assert last_export_folder(tmp_path) == tmp_path.resolve()
    assert last_open(tmp_path) == night.resolve() and display_was_open(night, tmp_path)


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["version", "files", "folder", "file", "display", "other"]),
        st.recursive(
            st.none() | st.booleans() | st.integers(-2, 2) | st.floats(allow_nan=False)
            | st.sampled_from([1.0, 0.0, "1", "yes", "Off", " yes", "\ud800", "/a\udcff"])
            | st.text(max_size=4),
            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner),
            max_leaves=6,
        ),
        max_size=5,
    ),
    st.booleans(),
)
def test_any_json_object_reads_as_pydantic_read_it(
    record: dict[str, object], ascii_only: bool
) -> None:
    text = json.dumps(record, ensure_ascii=ascii_only)
    for plain, reference in ((RecentFiles, PydanticRecent), (ExportFolder, PydanticExport),
                             (LastOpen, PydanticLastOpen)):  # fmt: skip
        assert _plain_reading(plain, text) == _pydantic_reading(reference, text), plain


def test_a_record_nested_past_pythons_limit_counts_as_none(tmp_path: Path) -> None:
    """A damaged record must not stop the start: json.loads raises RecursionError there."""
    nested = '{"version": 1, "files": ["/a"], "folder": "/x", "file": "/y", "x": '
    nested += "[" * 100_000 + "]" * 100_000 + "}"
    for name in (RECENT_FILE_NAME, EXPORT_FOLDER_FILE_NAME, LAST_OPEN_FILE_NAME):
        (tmp_path / name).write_text(nested, encoding="utf-8")
    assert recent_files(tmp_path) == () and last_export_folder(tmp_path) is None
    assert last_open(tmp_path) is None and not display_was_open("/y", tmp_path)
