"""The TV page follows the host's look: ``look`` in /api/state and the logo at /api/logo."""

from __future__ import annotations

import json
import shutil
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from selenium import webdriver
from selenium.webdriver.chrome.service import Service as ChromeService
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from app.engine.look import DisplayLook, Orientation, Panel
from app.service.server import TournamentService, web_root
from app.session.live import LiveTournament
from app.store.demo import create_demo

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>x()</script></svg>'
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256))


def _small_png() -> bytes:
    QApplication.instance() or QApplication([])
    image = QImage(12, 6, QImage.Format.Format_RGB32)
    image.fill(QColor("#e8c547"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())



@pytest.fixture
def session(tmp_path: Path) -> Iterator[LiveTournament]:
    QApplication.instance() or QApplication([])
    file = create_demo(tmp_path / "demo.feltboard")
    live = LiveTournament(file, clock=lambda: 100.0, backup_folder=tmp_path / "backups")
    yield live
    file.close()


@pytest.fixture
def service(session: LiveTournament) -> Iterator[TournamentService]:
    served = TournamentService(session)
    assert served.listen("127.0.0.1", 0) is None
    yield served
    served.close()


def fetch(service: TournamentService, path: str) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(service.url(path), timeout=5) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_feltboards_own_look_publishes_no_look_and_no_logo(service: TournamentService) -> None:
    status, _, body = fetch(service, "/api/state")
    assert status == 200 and json.loads(body)["look"] is None
    assert fetch(service, "/api/logo")[0] == 404


def test_the_hosts_look_and_logo_are_published(
    service: TournamentService, session: LiveTournament
) -> None:
    look = DisplayLook(PNG, "#10233f", "#ffffff", "#e8c547", (Panel.PAYOUTS,),
                       Orientation.PORTRAIT)
    assert session.change_setup(replace(session.state.setup, look=look)) is None
    service.publish()
    published = json.loads(fetch(service, "/api/state")[2])["look"]
    assert published["background"] == "#10233f" and published["accent"] == "#e8c547"
    assert published["panels"] == ["payouts"] and published["orientation"] == "portrait"
    assert published["logo"].startswith("/api/logo?v=")
    status, headers, body = fetch(service, published["logo"])
    assert (status, headers["Content-Type"], body) == (200, "image/png", PNG)
    # A new logo gets a new address, so no browser keeps showing the old one.
    assert session.change_setup(replace(session.state.setup,
                                        look=replace(look, logo=SVG))) is None
    service.publish()
    again = json.loads(fetch(service, "/api/state")[2])["look"]
    assert again["logo"] != published["logo"]
    status, headers, body = fetch(service, "/api/logo")
    assert (status, headers["Content-Type"], body) == (200, "image/svg+xml", SVG)
    assert headers["Content-Security-Policy"].startswith("default-src 'none'")


def test_the_tv_page_loads_the_look_script() -> None:
    page = (web_root() / "tv.html").read_text(encoding="utf-8")
    assert page.index("/web/live.js") < page.index("/web/look.js") < page.index("/web/tv.js")


# ----- in a real browser ---------------------------------------------------------------------


@pytest.fixture
def browser() -> Iterator[Any]:
    if shutil.which("chromium") is None or shutil.which("chromedriver") is None:
        pytest.skip("Chromium and its WebDriver are not installed")
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1080,1920"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options,
                              service=ChromeService(executable_path=shutil.which("chromedriver")))
    yield driver
    driver.quit()


def test_the_tv_page_shows_the_colours_logo_panels_and_portrait(
    service: TournamentService, session: LiveTournament, browser: Any, qtbot: QtBot
) -> None:
    look = DisplayLook(_small_png(), "#10233f", "#ffffff", "#e8c547",
                       (Panel.PLAYERS_LEFT, Panel.NEXT_BREAK), Orientation.AUTO)
    assert session.change_setup(replace(session.state.setup, look=look)) is None
    service.publish()
    browser.get(service.url("/tv"))
    # The page's first state comes over the live port, which needs the Qt loop: wait on
    # the page while letting Qt run (Selenium's own wait would block it).
    qtbot.waitUntil(
        lambda: "custom-look" in browser.find_element(By.TAG_NAME, "body").get_attribute("class"),
        timeout=10000,
    )
    body = browser.find_element(By.TAG_NAME, "body")
    assert "portrait" in body.get_attribute("class")  # auto, in a tall window
    assert body.value_of_css_property("background-color") == "rgba(16, 35, 63, 1)"
    assert browser.find_element(By.ID, "clock").value_of_css_property("color") == (
        "rgba(255, 255, 255, 1)")
    logo = browser.find_element(By.CSS_SELECTOR, "img.look-logo")
    WebDriverWait(browser, 10).until(
        lambda d: d.execute_script("return arguments[0].naturalWidth", logo) == 12)
    assert not browser.find_element(By.ID, "players").get_attribute("hidden")
    assert browser.find_element(By.ID, "average").get_attribute("hidden")
    assert browser.find_element(By.CSS_SELECTOR, "section.payouts-box").get_attribute("hidden")
    assert browser.find_element(By.ID, "prize-pool").get_attribute("hidden")
