"""The display look is saved with the tournament (journal, undo, reopen) and in templates
(the logo as a file beside the template)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from app.engine.look import MAX_LOGO_BYTES, DisplayLook, Orientation, Panel
from app.engine.presets import HOME_STANDARD
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import SetupChanged, TournamentSetup
from app.session.live import LiveTournament
from app.store.codec import CodecError
from app.store.template import (
    TemplateError,
    parse_template,
    read_template,
    template_text,
    write_template,
)
from app.store.tournament_file import TournamentFile
from app.store.tournament_schema import event_codec

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4  # every byte value: JSON cannot hold it raw
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>'
LOOK = DisplayLook(PNG, "#10233f", "#ffffff", "#e8c547", (Panel.PAYOUTS, Panel.CHIP_LEADER),
                   Orientation.AUTO)


def looked(look: DisplayLook = LOOK) -> TournamentSetup:
    return replace(setup_from_preset(HOME_STANDARD), look=look)


def test_the_journal_keeps_the_logo_as_base64() -> None:
    codec = event_codec()
    text = codec.encode(SetupChanged(looked()))
    payload = json.loads(text)["setup"]["look"]
    assert isinstance(payload["logo"], str) and payload["logo"].startswith("iVBORw0KGgo")
    assert codec.decode(text).setup.look == LOOK


def test_files_written_before_the_look_open_with_the_default() -> None:
    codec = event_codec()
    payload = json.loads(codec.encode(SetupChanged(setup_from_preset(HOME_STANDARD))))
    del payload["setup"]["look"]
    assert codec.decode(json.dumps(payload)).setup.look == DisplayLook()


def test_a_damaged_look_in_a_file_is_refused_not_shown() -> None:
    codec = event_codec()
    payload = json.loads(codec.encode(SetupChanged(looked())))
    payload["setup"]["look"]["logo"] = "not base64!"
    with pytest.raises(CodecError, match=r"look\.logo"):
        codec.decode(json.dumps(payload))
    payload["setup"]["look"]["logo"] = ""
    payload["setup"]["look"]["text"] = "#0a0e15"
    payload["setup"]["look"]["background"] = "#0a0e14"
    with pytest.raises(CodecError, match="hard to read"):
        codec.decode(json.dumps(payload))


def test_a_look_change_is_one_undoable_step_and_survives_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / "night.feltboard"
    file = TournamentFile.create(path, setup_from_preset(HOME_STANDARD))
    session = LiveTournament(file, clock=lambda: 1_000.0)
    assert session.change_setup(replace(session.state.setup, look=LOOK)) is None
    assert session.state.setup.look == LOOK
    assert session.undo_stack.undoText() == "Change the display's look"
    session.undo_stack.undo()
    assert session.state.setup.look == DisplayLook()
    session.undo_stack.redo()
    assert session.state.setup.look == LOOK
    file.close()
    with TournamentFile.open(path) as reopened:
        assert reopened.state.setup.look == LOOK


@pytest.mark.parametrize("suffix", ["toml", "json"])
def test_templates_keep_the_look_with_the_logo_beside_them(tmp_path: Path, suffix: str) -> None:
    target = tmp_path / f"friday.{suffix}"
    write_template(looked(), target)
    logo = tmp_path / "friday-logo.png"
    assert logo.read_bytes() == PNG
    text = target.read_text(encoding="utf-8")
    assert "friday-logo.png" in text and "iVBOR" not in text  # named, not embedded
    assert read_template(target) == looked()
    # The pair moves together: a copied folder reads the same.
    moved = tmp_path / "moved"
    moved.mkdir()
    (moved / target.name).write_text(text, encoding="utf-8")
    (moved / logo.name).write_bytes(PNG)
    assert read_template(moved / target.name).look == LOOK


def test_an_svg_logo_is_written_as_svg(tmp_path: Path) -> None:
    write_template(looked(replace(LOOK, logo=SVG)), tmp_path / "t.toml")
    assert (tmp_path / "t-logo.svg").read_bytes() == SVG
    assert read_template(tmp_path / "t.toml").look.logo == SVG


def test_the_default_look_writes_nothing() -> None:
    text = template_text(setup_from_preset(HOME_STANDARD), "toml")
    assert "[look]" not in text


def template_with(look_lines: str) -> str:
    base = template_text(setup_from_preset(HOME_STANDARD), "toml")
    return base + "\n[look]\n" + look_lines


def test_a_hand_written_look_reads_and_bad_values_name_the_key(tmp_path: Path) -> None:
    (tmp_path / "club.svg").write_bytes(SVG)
    setup = parse_template(template_with(
        'logo = "club.svg"\nbackground = "F4EFE6"\ntext = "#1d1d1d"\naccent = "#9c2f1f"\n'
        'panels = ["Chip leader", "payouts"]\norientation = "portrait"\n'), "toml", tmp_path)
    assert setup.look == DisplayLook(SVG, "#f4efe6", "#1d1d1d", "#9c2f1f",
                                     (Panel.CHIP_LEADER, Panel.PAYOUTS), Orientation.PORTRAIT)
    cases = {
        'logo = "missing.png"\n': "look.logo: cannot read missing.png",
        'background = "#ffffff"\ntext = "#eeeeee"\n': "look: the text colour #eeeeee is hard",
        'panels = ["clock"]\n': "look.panels: unknown panel 'clock'",
        'panels = "payouts"\n': "look.panels: expected a list of panel names",
        'orientation = "sideways"\n': "look.orientation: 'sideways' is not one of",
        'colour = "#ffffff"\n': "look.colour: unknown key",
    }
    for lines, message in cases.items():
        with pytest.raises(TemplateError) as caught:
            parse_template(template_with(lines), "toml", tmp_path)
        assert str(caught.value).startswith(message), (lines, str(caught.value))


def test_a_logo_in_a_template_read_without_its_folder_or_too_large_is_refused(
    tmp_path: Path,
) -> None:
    with pytest.raises(TemplateError, match=r"look\.logo: a logo is a file next to the template"):
        parse_template(template_with('logo = "club.png"\n'), "toml")
    (tmp_path / "huge.png").write_bytes(PNG + b"\x00" * MAX_LOGO_BYTES)
    with pytest.raises(TemplateError, match=r"look\.logo: huge\.png is larger than 1 MB"):
        parse_template(template_with('logo = "huge.png"\n'), "toml", tmp_path)
    (tmp_path / "club.gif").write_bytes(b"GIF89a" + b"\x00" * 20)
    with pytest.raises(TemplateError, match="look: the logo must be a PNG, JPEG or SVG"):
        parse_template(template_with('logo = "club.gif"\n'), "toml", tmp_path)
