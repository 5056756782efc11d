"""What ``feltboard serve`` says to the host at its terminal (the PIN lines, ``pads``,
``revoke N``, ``help``) goes through ``translate``, in-process."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.cli.language import speaking


@pytest.fixture
def desk(qapp: object, tmp_path: Path) -> Iterator[tuple[object, io.StringIO]]:
    """The pad commands of a demo night served by a service that does not listen."""
    from app.service.headless import PadCommands
    from app.service.server import TournamentService
    from app.session.live import LiveTournament
    from app.store.demo import create_demo

    file = create_demo(tmp_path / "demo.feltboard")
    service = TournamentService(LiveTournament(file))
    out = io.StringIO()
    try:
        yield PadCommands(service, out), out
    finally:
        service.close()
        file.close()


def type_commands(desk: object) -> None:
    desk.print_pins()  # type: ignore[attr-defined]
    for line in ("pads", "revoke 7", "revoke 1", "help", "shuffle up"):
        desk.run(line)  # type: ignore[attr-defined]


def test_every_line_for_the_host_is_translated(
    pseudo_language: Callable[[str], bool], desk: tuple[object, io.StringIO]
) -> None:
    commands, out = desk
    type_commands(commands)
    said = out.getvalue()
    # Each message (help is one, over five lines) is one translated text.
    assert re.fullmatch(r"(«[^«»]+»\n)+", said), said
    assert said.count("«") == 7


def test_the_pin_lines_in_spanish(desk: tuple[object, io.StringIO]) -> None:
    commands, out = desk
    with speaking("es"):
        type_commands(commands)
    lines = out.getvalue().splitlines()
    assert re.fullmatch(r"PIN de la tableta de la mesa 1: \d{6}  http://\S+", lines[0])
    assert lines[1].startswith("Mesa 1: sin tableta vinculada; PIN ")
    assert lines[2] == "No hay ninguna mesa '7' en juego (mesas: 1)."
    assert lines[3] == "La mesa 1 no tenía tableta; su PIN antiguo ya no sirve."
    assert lines[5] == "Comandos:"
    assert lines[-1] == "Comando desconocido 'shuffle up'. Escribe help para ver los comandos."
    assert not [line for line in lines if re.search(r"\b(Table|table's|Type|Commands)\b", line)]
