"""Shipping files: Qt resources, icons, themes, and the Linux desktop and AppStream files."""

from __future__ import annotations

import configparser
import re
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication

from app.ui.theme import (
    APP_ID,
    COLORS,
    ICON_SIZES,
    SETTINGS_THEME,
    Theme,
    ThemeChoice,
    install_look,
    palette_is_dark,
    read_resource,
    resolve_theme,
    stylesheet,
    theme_choice,
    theme_palette,
)

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
QRC = RESOURCES / "resources.qrc"
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)


def qrc_files() -> list[str]:
    """The paths listed in resources.qrc, relative to resources/."""
    root = ET.parse(QRC).getroot()
    return [(element.text or "").strip() for element in root.iter("file")]


# ----- resources.qrc and the compiled module ---------------------------------------------


def test_qrc_lists_files_that_exist() -> None:
    listed = qrc_files()
    assert listed, "resources.qrc lists no file"
    assert len(set(listed)) == len(listed), "a file is listed twice"
    missing = [name for name in listed if not (RESOURCES / name).is_file()]
    assert not missing, f"resources.qrc lists missing files: {missing}"


def test_qrc_lists_the_icon_every_style_and_every_sound() -> None:
    listed = set(qrc_files())
    wanted = {"icons/feltboard.svg"} | {f"icons/feltboard-{size}.png" for size in ICON_SIZES}
    for folder in ("styles", "sounds"):
        wanted |= {f"{folder}/{path.name}" for path in (RESOURCES / folder).iterdir()}
    assert wanted <= listed, f"not in resources.qrc: {sorted(wanted - listed)}"


def test_compiled_resources_are_current() -> None:
    """app/resources_rc.py holds exactly the files on disk: `make resources` was run."""
    stale = [
        name
        for name in qrc_files()
        if read_resource(f":/{name}") != (RESOURCES / name).read_bytes()
    ]
    assert not stale, f"app/resources_rc.py is stale for {stale}: run `make resources`"


def test_style_sheets_only_use_compiled_images() -> None:
    listed = set(qrc_files())
    for theme in Theme:
        urls = re.findall(r"url\(([^)]*)\)", stylesheet(theme))
        assert urls, f"{theme} uses no image: the arrow images are gone"
        for url in urls:
            assert url.startswith(":/") and url[2:] in listed, f"{theme}.qss: {url}"


def test_a_missing_resource_is_reported() -> None:
    with pytest.raises(FileNotFoundError, match="make resources"):
        read_resource(":/styles/no-such.qss")


# ----- icons -----------------------------------------------------------------------------


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_exists_square_at_its_size(size: int) -> None:
    path = RESOURCES / "icons" / f"feltboard-{size}.png"
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is missing or not an image"
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()


def test_windows_icon_holds_png_images_up_to_256() -> None:
    data = (ROOT / "packaging" / "windows" / "feltboard.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, height, length, offset = entry[0], entry[1], entry[6], entry[7]
        assert width == height
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.add(width or 256)
    assert {16, 32, 48, 256} <= sizes


def test_macos_icon_family_is_well_formed() -> None:
    data = (ROOT / "packaging" / "macos" / "feltboard.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds, at = set(), 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert data[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n", kind
        kinds.add(kind)
        at += length
    assert at == len(data)
    assert {b"icp4", b"ic07", b"ic08", b"ic09", b"ic10"} <= kinds


# ----- Linux desktop entry and AppStream metainfo -----------------------------------------


def test_desktop_file_has_the_required_keys() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    for key in ("Name", "Exec", "Icon", "Type", "Categories"):
        assert entry.get(key, "").strip(), f"{DESKTOP.name} lacks {key}"
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "feltboard"  # the console script in pyproject.toml
    assert entry["Icon"] == APP_ID
    assert entry["Categories"].endswith(";")
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_parses_and_names_the_app() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    for tag in ("name", "summary", "metadata_license", "project_license"):
        assert (root.findtext(tag) or "").strip(), f"metainfo lacks <{tag}>"
    description = root.find("description")
    assert description is not None and description.find("p") is not None
    launchable = root.find("launchable")
    assert launchable is not None
    assert launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "feltboard"


# ----- theme -----------------------------------------------------------------------------


def palette_with_window(color: str) -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(color))
    return palette


@pytest.mark.parametrize(
    ("window", "dark"),
    [("#000000", True), ("#1d2126", True), ("#353535", True), ("#efefef", False),
     ("#ffffff", False), ("#c0c0c0", False)],
)
def test_a_palette_is_dark_when_its_window_is(window: str, dark: bool) -> None:
    assert palette_is_dark(palette_with_window(window)) is dark


def test_system_theme_follows_the_palette_when_the_platform_reports_no_scheme() -> None:
    dark, light = palette_with_window("#202020"), palette_with_window("#f0f0f0")
    assert resolve_theme(ThemeChoice.SYSTEM, dark) is Theme.DARK
    assert resolve_theme(ThemeChoice.SYSTEM, light) is Theme.LIGHT


def test_a_reported_color_scheme_wins_over_the_palette() -> None:
    light = palette_with_window("#f0f0f0")
    assert resolve_theme(ThemeChoice.SYSTEM, light, Qt.ColorScheme.Dark) is Theme.DARK
    dark = palette_with_window("#202020")
    assert resolve_theme(ThemeChoice.SYSTEM, dark, Qt.ColorScheme.Light) is Theme.LIGHT


def test_the_setting_overrides_the_system() -> None:
    dark, light = palette_with_window("#202020"), palette_with_window("#f0f0f0")
    assert resolve_theme(ThemeChoice.LIGHT, dark, Qt.ColorScheme.Dark) is Theme.LIGHT
    assert resolve_theme(ThemeChoice.DARK, light, Qt.ColorScheme.Light) is Theme.DARK


@pytest.mark.parametrize(
    ("saved", "choice"),
    [(None, ThemeChoice.SYSTEM), ("dark", ThemeChoice.DARK), (" Light ", ThemeChoice.LIGHT),
     ("system", ThemeChoice.SYSTEM), ("purple", ThemeChoice.SYSTEM), (3, ThemeChoice.SYSTEM)],
)
def test_theme_choice_reads_the_setting(tmp_path: Path, saved: object, choice: ThemeChoice) -> None:
    store = QSettings(str(tmp_path / "feltboard.ini"), QSettings.Format.IniFormat)
    if saved is not None:
        store.setValue(SETTINGS_THEME, saved)
    assert theme_choice(store) is choice


def contrast(one: str, other: str) -> float:
    """WCAG contrast ratio of two colours."""

    def luminance(color: str) -> float:
        channels = [QColor(color).redF(), QColor(color).greenF(), QColor(color).blueF()]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", list(Theme))
def test_theme_text_is_readable(theme: Theme) -> None:
    colors = COLORS[theme]
    assert contrast(colors.text, colors.window) >= 7
    assert contrast(colors.text, colors.base) >= 7
    assert contrast(colors.text, colors.button) >= 7
    assert contrast(colors.highlighted_text, colors.highlight) >= 4.5
    assert contrast(colors.placeholder, colors.base) >= 4.5
    palette = theme_palette(theme)
    assert palette_is_dark(palette) is (theme is Theme.DARK)
    assert palette.color(QPalette.ColorRole.Text) == QColor(colors.text)


@pytest.mark.parametrize("theme", list(Theme))
def test_install_look_applies_the_saved_theme_and_the_icon(
    restored_app: QApplication, tmp_path: Path, theme: Theme
) -> None:
    store = QSettings(str(tmp_path / "feltboard.ini"), QSettings.Format.IniFormat)
    store.setValue(SETTINGS_THEME, theme.value)
    assert install_look(restored_app, store) is theme
    assert restored_app.styleSheet() == stylesheet(theme)
    assert palette_is_dark(restored_app.palette()) is (theme is Theme.DARK)
    assert QGuiApplication.desktopFileName() == APP_ID
    sizes = {(size.width(), size.height()) for size in restored_app.windowIcon().availableSizes()}
    assert {(n, n) for n in ICON_SIZES} <= sizes
