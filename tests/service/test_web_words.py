"""The network pages' words: every text the pages show comes from the host's table
(``app/present/web_words.py``), served as ``/api/words`` in the host's language."""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from app.engine import wording
from app.engine.clock import ClockStarted
from app.engine.director import next_hand_event
from app.engine.events import Called, RaisedTo
from app.engine.numbers import ENGLISH, NumberStyle, number_style, set_number_style
from app.engine.tournament_events import (
    HandActed,
    PlayerBusted,
    PlayerRegistered,
    SeatsDrawn,
    TableOpened,
    TableTrackingChanged,
)
from app.present.public_state import build_public_state
from app.present.web_words import PAGE_WORDS, page_words, words_document
from app.service.server import TournamentService, web_root
from app.session.live import LiveTournament
from app.store.tournament_file import TournamentFile
from tests.service.test_server import get, raw, service, session  # noqa: F401  (fixtures)
from tests.tournament_kit import LEVEL, SETUP

WEB = web_root()
LOOKUPS_OF_THE_HTML = {
    "t(english, fields)", "t(node.dataset.words)", "t(node.getAttribute(`data-words-${attribute}`)"
}
"""live.js's own lookups of the keys the HTML names (checked by the HTML's scan)."""
WORD_CALL = re.compile(r"""\bt\(\s*"((?:[^"\\]|\\.)*)"\s*[,)]""")
"""A page's lookup: ``t("Level {level}", …)`` or ``F.t("Pot")``, a literal English text."""
OTHER_CALL = re.compile(r"""\bt\((?!\s*")[^)]*\)?""")
ATTRIBUTES = ("placeholder", "aria-label", "title")
NOT_WORDS = {"Feltboard", "--:--"}
"""Texts of the pages that are no word of any language: the product's name, a clock."""


def script_words() -> dict[str, set[str]]:
    """Each page script's lookups, by file name."""
    found = {}
    for script in sorted(WEB.glob("*.js")):
        text = script.read_text(encoding="utf-8")
        calls = WORD_CALL.findall(text)
        # Every lookup is a literal the scan sees (a variable would hide a word).
        hidden = set(OTHER_CALL.findall(text)) - LOOKUPS_OF_THE_HTML
        assert not hidden, f"{script.name}: t() of a non-literal: {hidden}"
        found[script.name] = {json.loads(f'"{call}"') for call in calls}
    return found


class PageTexts(HTMLParser):
    """An HTML page's keys (``data-words``, ``data-words-<attribute>``) and the texts and
    attributes a reader sees that no key names."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: set[str] = set()
        self.unnamed: list[str] = []
        self._open: list[tuple[str, bool]] = []  # tag, whether it names its text

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if "data-words" in values:
            self.keys.add(values["data-words"])
        for attribute in ATTRIBUTES:
            if f"data-words-{attribute}" in values:
                key = values[f"data-words-{attribute}"]
                self.keys.add(key)
                if values.get(attribute, key) != key:
                    self.unnamed.append(f"{tag} {attribute}={values[attribute]!r} ≠ its key")
            elif re.search(r"[^\W\d_]", values.get(attribute, "")):
                self.unnamed.append(f"{tag} {attribute}={values[attribute]!r}")
        if tag not in ("meta", "link", "input", "br", "img"):
            self._open.append((tag, "data-words" in values))

    def handle_endtag(self, tag: str) -> None:
        while self._open:
            if self._open.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not text or text in NOT_WORDS or not re.search(r"[^\W\d_]", text):
            return
        tags = [tag for tag, _ in self._open]
        if "script" in tags or "style" in tags:
            return
        if not any(named for _, named in self._open):
            self.unnamed.append(text)


PLAYERS = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def mid_hand(path: Path, now: float) -> Path:
    """Six entries (prizes set), Fay out in 6th, the other five at tracked table 1 with the
    clock running: hand 1's pre-flop raised to 400 and called round, the flop due (a
    main pot of 2,000 in the middle; Ann, who won Fay's chips, has 1,600 behind)."""
    file = TournamentFile.create(path, SETUP)
    try:
        for number, name in enumerate(PLAYERS, start=1):
            file.record(PlayerRegistered(number, name))
        # Fay busts while the table is untracked, then the hands are tracked.
        file.record(TableOpened(1, 9, tracked=False))
        file.record(SeatsDrawn(7))
        file.record(ClockStarted(now - LEVEL + 300))
        file.record(PlayerBusted(6, to_player=1))
        file.record(TableTrackingChanged(1, True))
        started = next_hand_event(file.state, 1, now)
        file.record(started)
        for make in (lambda seat: RaisedTo(seat, 400), *(Called,) * 4):
            hand = file.state.table(1).hand_state
            assert hand is not None and hand.to_act is not None
            file.record(HandActed(1, started.number, make(hand.to_act)))
    finally:
        file.close()
    return path


def page_texts(page: Path) -> PageTexts:
    parser = PageTexts()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


@pytest.fixture
def host_style() -> Iterator[Callable[[NumberStyle], None]]:
    """Set the host's number style for one test; English again after it."""
    yield set_number_style
    set_number_style(ENGLISH)


def test_every_word_the_pages_use_is_in_the_table() -> None:
    used: set[str] = set()
    for page in sorted(WEB.glob("*.html")):
        keys = page_texts(page).keys
        assert keys <= set(PAGE_WORDS), f"{page.name}: not in the table: {keys - set(PAGE_WORDS)}"
        used |= keys
    for name, words in script_words().items():
        assert words <= set(PAGE_WORDS), f"{name}: not in the table: {words - set(PAGE_WORDS)}"
        used |= words
    # ... and the table holds no word the pages have stopped using.
    assert set(PAGE_WORDS) == used, f"unused: {set(PAGE_WORDS) - used}"
    assert len(PAGE_WORDS) == len(set(PAGE_WORDS))


def test_every_text_a_page_shows_names_its_word() -> None:
    for page in sorted(WEB.glob("*.html")):
        assert page_texts(page).unnamed == [], page.name


def test_every_page_script_draws_only_after_the_words_are_in() -> None:
    """A page that drew before the words came would flash English, or keep it."""
    live = (WEB / "live.js").read_text(encoding="utf-8")
    assert re.search(r"async function follow\(render\) \{\s*try \{\s*await loadWords\(\);", live)
    pad = (WEB / "table.js").read_text(encoding="utf-8")
    assert re.search(r"async function start\(\) \{\s*await loadWords\(\);", pad)
    for page in sorted(WEB.glob("*.html")):
        if "data-words" in page.read_text(encoding="utf-8"):
            assert '<script src="/web/live.js"></script>' in page.read_text(encoding="utf-8")


def test_no_script_formats_numbers_in_english() -> None:
    """Stacks and pots go through the host's separators, never the browser's or English."""
    for script in sorted(WEB.glob("*.js")):
        assert "toLocaleString" not in script.read_text(encoding="utf-8"), script.name


def test_a_missing_translation_gives_the_english() -> None:
    wording.set_translator(lambda _context, text: "" if text == "Next level" else text.upper())
    try:
        words = page_words()
    finally:
        wording.set_translator(None)
    assert words["Next level"] == "Next level"
    assert words["Pots"] == "POTS"


def test_the_fields_of_each_word_are_named() -> None:
    """Each value is a named field the page fills after the lookup, never a bare {}."""
    for english in PAGE_WORDS:
        assert "{}" not in english
        for field in re.findall(r"\{(.*?)\}", english):
            assert re.fullmatch(r"[a-z_]+", field), english


def test_api_words_in_english_by_default(service: TournamentService) -> None:  # noqa: F811
    status, kind, body = get(service, "/api/words")
    assert (status, kind) == (200, "application/json")
    document = json.loads(body)
    assert document["language"] == "en"
    assert document["number"] == {"group": ",", "decimal": ".", "symbol_after": False}
    assert document["words"] == {english: english for english in PAGE_WORDS}


def test_api_words_served_in_the_pseudo_language(
    pseudo_language: Callable[[str], bool],
    session: LiveTournament,  # noqa: F811
) -> None:
    served = TournamentService(session)
    assert served.listen("127.0.0.1", 0) is None
    try:
        status, _, body = get(served, "/api/words")
    finally:
        served.close()
    assert status == 200
    words = json.loads(body)["words"]
    assert set(words) == set(PAGE_WORDS)
    left = [english for english, text in words.items() if not pseudo_language(text)]
    assert left == []


def test_api_words_carry_the_hosts_separators(
    session: LiveTournament,  # noqa: F811
    host_style: Callable[[NumberStyle], None],
) -> None:
    host_style(NumberStyle(".", ",", symbol_after=True))
    served = TournamentService(session)
    assert served.listen("127.0.0.1", 0) is None
    try:
        _, _, body = get(served, "/api/words")
    finally:
        served.close()
    assert json.loads(body)["number"] == {"group": ".", "decimal": ",", "symbol_after": True}


def test_words_are_built_once_per_language(session: LiveTournament) -> None:  # noqa: F811
    served = TournamentService(session)
    english = served.words
    served.publish()
    assert served.words is english  # the same bytes: not rebuilt on every publish
    wording.set_translator(lambda _context, text: f"«{text}»")
    try:
        served.publish()
        assert json.loads(served.words)["words"]["Pots"] == "«Pots»"
    finally:
        wording.set_translator(None)
    served.publish()
    assert served.words is english
    served.close()


def test_the_words_document() -> None:
    document = words_document("es", NumberStyle(".", ",", symbol_after=True))
    assert document["language"] == "es"
    assert document["number"] == {"group": ".", "decimal": ",", "symbol_after": True}
    assert document["words"]["Level {level}"] == "Level {level}"
    assert number_style() == ENGLISH


def test_the_state_names_streets_pots_and_places_in_the_hosts_language(
    pseudo_language: Callable[[str], bool], tmp_path: Path
) -> None:
    """What /api/state writes for the pages to show as it is: street, pots, places."""
    file = TournamentFile.open(mid_hand(tmp_path / "t.feltboard", 1000.0))
    try:
        live = LiveTournament(file, clock=lambda: 1000.0)
        state: dict[str, Any] = build_public_state(
            live.state, live.clock_state(), live.now(), file.seq
        )
    finally:
        file.close()
    hand = state["tables"][0]["hand"]
    assert pseudo_language(hand["street"])
    assert [pot["name"] for pot in hand["pots"]] == ["«Main pot»"]
    assert state["payouts"] and all(pseudo_language(p["place_text"]) for p in state["payouts"])
    busted = [p for p in state["players"] if p["busted"]]
    assert [p["place_text"] for p in busted] == ["«{n}th»".replace("{n}", "6")]


def test_the_hosts_messages_about_sharing_are_translatable(
    pseudo_language: Callable[[str], bool],
    session: LiveTournament,  # noqa: F811
) -> None:
    """What the Share dialog and ``feltboard serve`` say when sharing fails, and what a
    browser reads at a wrong address, in the host's language."""
    served = TournamentService(session)
    try:
        assert pseudo_language(served.listen("kitchen", 8765) or "")
        assert pseudo_language(served.listen("127.0.0.1", 70000) or "")
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            problem = served.listen("127.0.0.1", taken.getsockname()[1]) or ""
        assert pseudo_language(problem) and "127.0.0.1" in problem
        for path in ("/nowhere", "/api/logo"):
            status, _, body = served.answer(path)
            assert status == 404 and pseudo_language(body.decode()), path
        assert served.listen("127.0.0.1", 0) is None
        request = b"POST /api/state HTTP/1.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        answer = raw(served, request)
        assert b" 405 " in answer.split(b"\r\n")[0] and pseudo_language(answer.decode())
    finally:
        served.close()
