"""/tv features the tables the host chose (issue 25): its hands follow the choice at once,
and the TV window features the same tables."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.present.view_model import build_display_model
from app.service.server import TournamentService
from tests.service.test_deltas import Page
from tests.service.test_pads import serve, session_of, two_tables


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    yield from serve(tmp_path, two_tables(tmp_path / "two.feltboard"))


def test_the_tv_page_follows_the_tables_the_host_features(
    qtbot: QtBot, service: TournamentService
) -> None:
    session = session_of(service)
    tv = Page(qtbot, service, parts=["room"], hands="featured", patches=True)
    assert {"hand:1", "hand:2"} <= set(tv.messages[0]["parts"])  # two tables: both
    assert session.edits.feature_on_tv(2, True) is None
    chosen = tv.next()
    assert chosen["type"] == "full" and "hand:1" not in chosen["parts"]
    assert "hand:2" in chosen["parts"]
    assert session.deal(1) is None  # not featured: the TV hears nothing of it
    assert tv.quiet()
    assert session.deal(2) is None
    assert set(tv.next()["parts"]) | set(tv.messages[-1].get("patches", {})) == {"hand:2"}
    assert session.edits.feature_on_tv(2, False) is None  # none chosen: automatic again
    again = tv.next()
    assert again["type"] == "full" and {"hand:1", "hand:2"} <= set(again["parts"])


def test_the_tv_window_features_the_chosen_tables(
    qtbot: QtBot, service: TournamentService
) -> None:
    session = session_of(service)
    assert session.deal(1) is None and session.deal(2) is None
    assert session.edits.feature_on_tv(1, True) is None
    for now in (0.0, 30.0, 60.0, 90.0):  # the featured hand takes turns: always table 1
        model = build_display_model(session.state, session.clock_state(), now)
        assert model.featured_hand is not None and model.featured_hand.table == 1
