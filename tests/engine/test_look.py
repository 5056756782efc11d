"""The host's display look: a validated value that rides on the setup, never frozen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.engine.clock import ClockStarted
from app.engine.errors import ConfigError
from app.engine.look import (
    ALL_PANELS,
    MAX_LOGO_BYTES,
    DisplayLook,
    LogoKind,
    Orientation,
    Panel,
    contrast_ratio,
    logo_kind,
    look_problems,
    normal_colour,
)
from app.engine.presets import HOME_STANDARD
from app.engine.setup_rules import frozen_fields, verify_setup_change
from app.engine.tournament import apply_event, new_tournament, setup_from_preset
from app.engine.tournament_events import PlayerRegistered, SetupChanged

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 64
SVG = b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"/>'


def test_the_default_look_is_feltboards_own() -> None:
    look = DisplayLook()
    assert look.is_default and look.logo_kind is None
    assert look.panels == ALL_PANELS and look.orientation is Orientation.LANDSCAPE


@pytest.mark.parametrize(("data", "kind"), [(PNG, LogoKind.PNG), (JPEG, LogoKind.JPEG),
                                            (SVG, LogoKind.SVG), (b"\xef\xbb\xbf" + SVG,
                                                                  LogoKind.SVG)])
def test_logos_in_png_jpeg_and_svg_are_taken(data: bytes, kind: LogoKind) -> None:
    assert logo_kind(data) is kind
    assert DisplayLook(data).logo_kind is kind


def test_other_pictures_and_large_ones_are_refused_with_words() -> None:
    with pytest.raises(ConfigError, match="PNG, JPEG or SVG"):
        DisplayLook(b"GIF89a" + b"\x00" * 10)
    with pytest.raises(ConfigError, match="PNG, JPEG or SVG"):
        DisplayLook(b"<html><body>not a logo</body></html>")
    big = PNG + b"\x00" * MAX_LOGO_BYTES
    with pytest.raises(ConfigError, match=r"1\.0 MB; a logo may be at most 1 MB"):
        DisplayLook(big)
    assert DisplayLook(PNG + b"\x00" * (MAX_LOGO_BYTES - len(PNG))).logo_kind is LogoKind.PNG


def test_colours_are_written_rrggbb() -> None:
    with pytest.raises(ConfigError, match=r"background colour is written #rrggbb.*'navy'"):
        DisplayLook(background="navy")
    with pytest.raises(ConfigError, match="accent colour"):
        DisplayLook(accent="#ffd16")
    assert normal_colour(" 10233F") == "#10233f"


def test_unreadable_contrast_is_refused_naming_both_colours() -> None:
    with pytest.raises(ConfigError) as caught:
        DisplayLook(background="#777777", text="#888888")
    message = str(caught.value)
    assert "text colour #888888" in message and "background #777777" in message
    assert "at least 4.5 to 1" in message
    with pytest.raises(ConfigError, match="accent colour #1a1a1a"):
        DisplayLook(background="#000000", text="#ffffff", accent="#1a1a1a")
    light = DisplayLook(background="#ffffff", text="#111111", accent="#9c2f1f")
    assert contrast_ratio(light.text, light.background) > 15


def test_panels_keep_the_display_order_and_each_appears_once() -> None:
    look = DisplayLook(panels=(Panel.PAYOUTS, Panel.PLAYERS_LEFT))
    assert look.panels == (Panel.PLAYERS_LEFT, Panel.PAYOUTS)
    assert look.shows(Panel.PAYOUTS) and not look.shows(Panel.CHIP_LEADER)
    assert look_problems(replace(DisplayLook(), panels=(Panel.PAYOUTS,))) == ()
    with pytest.raises(ConfigError, match="Each panel is chosen once"):
        DisplayLook(panels=(Panel.PAYOUTS, Panel.PAYOUTS))
    with pytest.raises(ConfigError, match="panels are players_left"):
        DisplayLook(panels=("clock",))  # type: ignore[arg-type]
    assert DisplayLook(panels=()).panels == ()


def test_the_look_may_change_mid_tournament_and_never_freezes() -> None:
    setup = setup_from_preset(HOME_STANDARD)
    state = new_tournament(setup)
    state = apply_event(state, PlayerRegistered(1, "Ann"))
    state = apply_event(state, PlayerRegistered(2, "Bob"))
    state = apply_event(state, ClockStarted(100.0))
    assert frozen_fields(state) and "look" not in frozen_fields(state)
    look = DisplayLook(PNG, "#10233f", "#ffffff", "#e8c547", (Panel.PAYOUTS,),
                       Orientation.PORTRAIT)
    changed = replace(state.setup, look=look)
    verify_setup_change(state, changed)
    after = apply_event(state, SetupChanged(changed, 200.0))
    assert after.setup.look == look
    assert after.players == state.players
