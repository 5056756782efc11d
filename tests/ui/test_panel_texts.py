"""The panels' rich text shows a name or an amount exactly as typed."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from app.ui.panel_texts import escape


@given(st.text())
def test_escape_is_what_html_escape_gives(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_a_name_with_markup_stays_text() -> None:
    assert escape("<b>Ann & \"Bo\"</b>'s") == "&lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;&#x27;s"
