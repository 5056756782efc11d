"""The start's two caches (app/quick_start.py): the same classes and answers, quicker."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import textwrap
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import quick_start
from app.quick_start import CACHE_NAME, DataclassCode, start_dataclass_code

# A module's text that defines dataclasses of every kind the app uses: frozen with slots,
# defaults and factories, ordered, keyword-only, a class holding itself.
CLASSES = textwrap.dedent(
    '''
    from __future__ import annotations
    import enum
    from dataclasses import dataclass, field

    class Suit(enum.Enum):
        SPADES = "s"

    @dataclass(frozen=True, slots=True)
    class Card:
        """A card."""
        rank: int
        suit: Suit = Suit.SPADES

    @dataclass(frozen=True, slots=True, order=True)
    class Seat:
        table: int
        seat: int = 1
        names: tuple[str, ...] = ()
        cards: list[Card] = field(default_factory=list)

    @dataclass(kw_only=True)
    class Loose:
        note: str = ""
        next: Loose | None = None
    '''
)


def _define(name: str, source: str = CLASSES) -> types.ModuleType:
    module = types.ModuleType(name)
    sys.modules[name] = module  # dataclasses reads the module of string annotations
    try:
        exec(compile(source, f"<{name}>", "exec"), vars(module))
    finally:
        del sys.modules[name]
    return module


def _start(path: Path, source: str | None = None, name: str = "start") -> tuple[
    DataclassCode, types.ModuleType
]:
    """One start with the cache at ``path``: the classes of ``source`` (default
    :data:`CLASSES`) made as a module ``name``, then the cache removed and written."""
    code = DataclassCode(path)
    code.install()
    try:
        module = _define(name, CLASSES if source is None else source)
    finally:
        code.remove()
    return code, module


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[DataclassCode]:
    code = DataclassCode(tmp_path / CACHE_NAME)
    code.install()
    try:
        yield code
    finally:
        code.remove()


def _generated(cls: type) -> dict[str, types.CodeType]:
    return {
        name: value.__code__
        for name, value in vars(cls).items()
        if isinstance(value, types.FunctionType) and value.__code__.co_filename == "<string>"
    }


def test_classes_made_with_the_cache_are_the_classes_made_without(cache: DataclassCode) -> None:
    cached = _define("cached")
    cache.remove()
    plain = _define("plain")
    for name in ("Card", "Seat", "Loose"):
        made, expected = getattr(cached, name), getattr(plain, name)
        assert _generated(made).keys() == _generated(expected).keys()
        for method, code in _generated(made).items():
            assert code == _generated(expected)[method], f"{name}.{method}"
        # The __future__ import of this test's module must not leak into the methods: the
        # annotations of __init__ are the types the standard library gave, not strings.
        assert made.__init__.__annotations__ == expected.__init__.__annotations__
    assert cache.compiled > 5 and cache.hits == 0


def test_what_one_start_compiles_the_next_finds(tmp_path: Path) -> None:
    first, module = _start(tmp_path / CACHE_NAME, name="first")
    assert first.compiled > 5 and (tmp_path / CACHE_NAME).is_file()

    second, again = _start(tmp_path / CACHE_NAME, name="second")
    assert second.compiled == 0 and second.hits == first.compiled
    card = again.Card(12)
    assert card == again.Card(12, again.Suit.SPADES) and hash(card) == hash(again.Card(12))
    assert repr(card) == "Card(rank=12, suit=<Suit.SPADES: 's'>)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = 3  # type: ignore[misc]
    assert again.Seat(1, 2) < again.Seat(1, 3) and again.Seat(2).cards == []
    assert again.Loose(note="x").next is None
    assert type(module.Card(2)) is not type(card)  # each definition its own class


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not a cache",
        importlib.util.MAGIC_NUMBER + b"FBDC1" + b"\x00\x01garbage",
        b"\x00\x00\r\nFBDC1" + b"{",  # another Python's magic
        importlib.util.MAGIC_NUMBER + b"FBDC1" + __import__("marshal").dumps([1, 2]),
        importlib.util.MAGIC_NUMBER + b"FBDC1" + __import__("marshal").dumps({1: "x", "y": 2}),
    ],
    ids=["empty", "text", "damaged", "other-python", "not-a-dict", "wrong-items"],
)
def test_a_damaged_or_foreign_cache_is_ignored_and_replaced(tmp_path: Path, content: bytes) -> None:
    (tmp_path / CACHE_NAME).write_bytes(content)
    code, module = _start(tmp_path / CACHE_NAME, name="after_damage")
    assert module.Card(3).rank == 3 and code.compiled > 5
    reread = quick_start._read(tmp_path / CACHE_NAME)
    assert len(reread) == code.compiled


def test_a_cache_that_cannot_be_written_does_not_stop_the_start(tmp_path: Path) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    # The folder cannot be made: nothing kept, nothing raised.
    _code, module = _start(blocked / CACHE_NAME, name="unwritable")
    assert module.Seat(1).seat == 1 and not (blocked / CACHE_NAME).exists()


def test_removing_gives_dataclasses_its_builtin_exec_back(tmp_path: Path) -> None:
    code = start_dataclass_code(tmp_path)
    assert code is not None and vars(dataclasses)["exec"] == code.exec
    code.remove()
    assert "exec" not in vars(dataclasses)


def test_the_file_keeps_what_other_starts_used_up_to_a_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A demo's start and a returning host's make different classes: neither evicts the
    other's methods, until the file holds more than it should (older versions' texts)."""
    path = tmp_path / CACHE_NAME
    _start(path, name="one")
    held = len(quick_start._read(path))

    one_class = "from dataclasses import dataclass\n@dataclass\nclass {}:\n    {}\n"
    other, _ = _start(path, one_class.format("Other", "x: int"))
    assert other.compiled >= 3 and len(quick_start._read(path)) == held + other.compiled

    monkeypatch.setattr(quick_start, "MOST_KEPT", held)
    third, _ = _start(path, one_class.format("Third", "y: str"))
    assert len(quick_start._read(path)) == third.compiled, "past the bound: this start's only"
