"""A cost of every console start that a second start need not pay again.

**The dataclasses' methods.** The standard library writes the ``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__`` and ``__delattr__`` of each dataclass as Python
text and compiles it when the class is defined: ~1,100 small compilations for the app's
~200 dataclasses, ~0.1 s of every start, which ``__pycache__`` does not keep (the text is
made at run time). :class:`DataclassCode` keeps the compiled code of each text in the
user's cache folder, as ``__pycache__`` keeps modules', and hands it to the standard
library's ``exec`` instead of the text: the same code object (``compile`` of the same text,
file name and flags), so the same methods. A text not in the file is compiled as before
and added to it when the console is ready. The file is trusted as ``__pycache__`` is: it
lives in the user's own folder, and one of another Python is not read.

A convenience: anything unexpected (another Python, a damaged or unwritable cache)
leaves the start as it was, never failing it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
import tempfile
import threading
import types
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from app.store.data_folder import cache_dir

CACHE_NAME = f"dataclass-code.{sys.implementation.cache_tag}.bin"
"""The cache file's name: marshal's format belongs to one Python version, as a .pyc's."""

MOST_KEPT = 4000
"""Texts the file holds at most (the console uses ~1,000; each version adds a few)."""

_HEADER = importlib.util.MAGIC_NUMBER + b"FBDC1"
"""A file starts with the interpreter's bytecode magic (a file of another Python is
ignored) and this cache's own format mark."""


class DataclassCode:
    """Compiled dataclass methods by their source text, read from and written to ``path``.

    :meth:`install` puts :meth:`exec` in the ``dataclasses`` module in place of the
    built-in (its module global shadows the builtin for that module only); :meth:`remove`
    takes it out and writes the file when a text was compiled that it did not hold.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._known: dict[str, types.CodeType] | None = None
        """Read at the first class made (on the thread importing the console's code)."""
        self._used: dict[str, types.CodeType] = {}
        self.compiled = 0
        """How many texts this start compiled (not in the file)."""
        self._lock = threading.Lock()

    @property
    def hits(self) -> int:
        """How many texts this start found compiled in the file."""
        return len(self._used) - self.compiled

    def exec(
        self,
        source: str | bytes | types.CodeType,
        globals: dict[str, Any] | None = None,
        locals: Mapping[str, object] | None = None,
        /,
    ) -> None:
        """``exec`` as the ``dataclasses`` module calls it, with the text's compiled code."""
        if isinstance(source, str):
            source = self._code(source)
        exec(source, globals, locals)  # the standard library's own generated code

    def _code(self, text: str) -> types.CodeType:
        known = self._known
        if known is None:
            with self._lock:
                if self._known is None:
                    self._known = _read(self.path)
                known = self._known
        code = self._used.get(text) or known.get(text)
        if code is None:
            # As exec(text) in dataclasses.py compiles it: file "<string>", and no
            # __future__ flags (that module has none; this one's must not leak in).
            code = compile(text, "<string>", "exec", dont_inherit=True)
            with self._lock:
                self.compiled += 1
        with self._lock:
            self._used[text] = code
        return code

    def install(self) -> None:
        """Serve the ``dataclasses`` module's ``exec`` calls from now on."""
        vars(dataclasses)["exec"] = self.exec

    def remove(self) -> None:
        """Give the ``dataclasses`` module its built-in ``exec`` back, and write the file
        if this start compiled a text it did not hold.

        The file keeps what it held too (a demo's start and a returning host's use
        different classes), up to :data:`MOST_KEPT` texts; past that, this start's only,
        so the file does not grow with every version."""
        if vars(dataclasses).get("exec") == self.exec:
            del vars(dataclasses)["exec"]
        if self.compiled:
            with self._lock:
                kept = {**(self._known or {}), **self._used}
                if len(kept) > MOST_KEPT:  # texts of older versions: keep this start's
                    kept = dict(self._used)
            with contextlib.suppress(OSError, ValueError):  # a cache: the next start compiles
                _write(self.path, kept)


def _read(path: Path) -> dict[str, types.CodeType]:
    """The cache at ``path``, or nothing when it is missing, of another Python, or damaged."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    if not data.startswith(_HEADER):
        return {}
    try:
        known = marshal.loads(data[len(_HEADER) :])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(known, dict):
        return {}
    return {
        text: code
        for text, code in known.items()
        if isinstance(text, str) and isinstance(code, types.CodeType)
    }


def _write(path: Path, codes: dict[str, types.CodeType]) -> None:
    """Write ``codes`` to ``path`` whole or not at all (two starts may write at once).

    :raises OSError: if the folder cannot be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".dataclass-code-")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(_HEADER + marshal.dumps(codes))
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def start_dataclass_code(folder: Path | None = None) -> DataclassCode | None:
    """Install the compiled-methods cache of ``folder`` (the user's cache folder by
    default) for the imports to come; None when it cannot be (a Python whose
    ``dataclasses`` compiles differently, or no cache folder)."""
    if not _compiles_by_exec():
        return None
    try:
        code = DataclassCode((cache_dir() if folder is None else folder) / CACHE_NAME)
    except Exception:  # a convenience must never stop the app starting
        return None
    code.install()
    return code


def _compiles_by_exec() -> bool:
    """Whether ``dataclasses`` makes its methods with ``exec`` of text (CPython 3.11–3.13
    do; a Python that does otherwise is left alone)."""
    return "exec" in _global_names(vars(dataclasses).values())


def _global_names(values: object) -> set[str]:
    names: set[str] = set()
    for value in values:  # type: ignore[attr-defined]
        code = getattr(value, "__code__", None)
        if isinstance(code, types.CodeType):
            names.update(code.co_names)
        elif isinstance(value, type) and value.__module__ == dataclasses.__name__:
            names |= _global_names(vars(value).values())
    return names
