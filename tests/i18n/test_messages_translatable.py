"""Every message an error carries to the user goes through ``translate``.

Read from the code itself: a ``raise SomeError("text")`` (or an f-string) whose words are
not inside a ``translate(...)`` call is a message only English speakers can read. Errors
that signal a programming mistake (``TypeError``, ``AssertionError``...) are not for users;
any other raise that is not for users says so on its line with ``# not for users``.
Messages built before the raise are checked where they are shown (the tests in Spanish
and with ``pseudo_language``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(
    path for path in (ROOT / "app").rglob("*.py")
    if path.name != "resources_rc.py" and "migrations" not in path.parts
)

PROGRAMMING_ERRORS = frozenset({
    "TypeError", "AssertionError", "RuntimeError", "NotImplementedError", "KeyError",
    "IndexError", "AttributeError", "StopIteration", "NotImplemented",
})
TRANSLATING = frozenset({"translate", "QT_TRANSLATE_NOOP", "tr"})
OPT_OUT = "# not for users"


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _has_words(text: str) -> bool:
    return sum(char.isalpha() for char in text) >= 2


def _untranslated(node: ast.AST) -> Iterator[ast.AST]:
    """String literals with words under ``node`` that no ``translate`` call wraps."""
    if isinstance(node, ast.Call) and _name(node.func) in TRANSLATING:
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and _has_words(node.value):
        yield node
        return
    if isinstance(node, ast.JoinedStr) and any(
        isinstance(part, ast.Constant) and _has_words(str(part.value)) for part in node.values
    ):
        yield node
        return
    for child in ast.iter_child_nodes(node):
        yield from _untranslated(child)


def raw_messages(path: Path) -> list[str]:
    """``file:line: source`` of each raise in ``path`` with an untranslated message."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
            continue
        if _name(node.exc.func) in PROGRAMMING_ERRORS:
            continue
        span = lines[node.lineno - 1 : (node.end_lineno or node.lineno)]
        if any(OPT_OUT in line for line in span):
            continue
        arguments = [*node.exc.args, *(keyword.value for keyword in node.exc.keywords)]
        if any(next(_untranslated(argument), None) is not None for argument in arguments):
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            found.append(f"{where}: {lines[node.lineno - 1].strip()}")
    return found


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT / "app")))
def test_every_raised_message_is_translatable(path: Path) -> None:
    found = raw_messages(path)
    assert not found, "wrap the message in translate(...):\n" + "\n".join(found)


def test_the_check_catches_an_english_message(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def f(n):\n"
        "    raise IllegalAction(f'Seat {n} cannot check')\n"
        "def g(n):\n"
        "    raise IllegalAction(translate('Hand', 'Seat {n} cannot check').format(n=n))\n"
        "def h():\n"
        "    raise TypeError('a bug, not a user mistake')\n"
        "def i():\n"
        "    raise ValueError('for the code only')  # not for users: a caller's mistake\n",
        encoding="utf-8",
    )
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        expected = "sample.py:2: raise IllegalAction(f'Seat {n} cannot check')"
        assert raw_messages(sample) == [expected]
    finally:
        ROOT = saved
