"""A template's refusals are translatable, each still naming the template key (which stays
as the file writes it), and what a template file holds stays English whatever the screens
speak."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.look import MAX_LOGO_BYTES
from app.engine.presets import HOME_STANDARD
from app.engine.setup_rules import setup_problems
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import TournamentSetup
from app.engine.wording import translate
from app.store import template_checks
from app.store.template import (
    TemplateError,
    parse_template,
    read_template,
    setup_from_document,
    template_document,
    template_problems,
    template_text,
    write_template,
)
from tests.store.test_template import full_setup

Translated = Callable[[str], bool]


def home_document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(
        json.dumps(template_document(setup_from_preset(HOME_STANDARD)))
    )
    return document


def spoil(path: str, value: object) -> dict[str, Any]:
    """The home game with one value replaced (``'rebuy.until_level'``, ``'structure.1.ante'``,
    list positions 1-based), or removed when ``value`` is ``...``."""
    document = home_document()
    *parents, last = path.split(".")
    node: Any = document
    for part in parents:
        node = node[int(part) - 1] if part.isdigit() else node[part]
    key: Any = int(last) - 1 if last.isdigit() else last
    if value is ...:
        del node[key]
    else:
        node[key] = value
    return document


def refusal(document: dict[str, Any], folder: Path | None = None) -> str:
    with pytest.raises(TemplateError) as caught:
        setup_from_document(document, folder)
    return str(caught.value)


@pytest.mark.parametrize(
    ("path", "value", "key"),
    [
        ("buy_in", -30, "buy_in"),
        ("fee", "-5", "fee"),
        ("structure.1.small_blind", 10, "structure[1].small_blind"),
        ("rebuy.until_level", 30, "rebuy.until_level"),
        ("late_registration", 21, "late_registration"),
        ("payouts.round_to", 0, "payouts.round_to"),
        ("name", ..., "name"),
        ("starting_stack", "lots", "starting_stack"),
        ("date", "2026-02-30", "date"),
        ("date", 12, "date"),
        ("buy_in", "30.5", "buy_in"),
        ("buy_in", "thirty", "buy_in"),
        ("buy_in", [30], "buy_in"),
        ("structure.1.minutes", 0, "structure[1].minutes"),
        ("structure.1.minutes", "soon", "structure[1].minutes"),
        ("structure.1.seconds", 600, "structure[1].seconds"),
        ("rules.game", "texas", "rules.game"),
        ("rules.ante", "none", "structure[6].ante"),
        ("rules.max_raises", "many", "rules.max_raises"),
        ("rules.uncapped_heads_up", "yes", "rules.uncapped_heads_up"),
        ("rules", "strict", "rules"),
        ("rebuy.chips", 20_010, "rebuy.chips"),
        ("rebuy.chips", 0, "rebuy.chips"),
        ("rebuy.max_per_player", "lots", "rebuy.max_per_player"),
        ("rebuy.prize", 30, "rebuy.prize"),
        ("rebuy.bonus", 30, "rebuy.bonus"),
        ("rebuy.fee", -2, "rebuy.fee"),
        ("structure", [], "structure"),
        ("structure.1", 5, "structure[1]"),
        ("chips.1.colour", "red", "chips[1].colour"),
        ("name", 7, "name"),
        ("payouts.ranges.1.percents", "50/50", "payouts.ranges[1].percents"),
        ("payouts.ranges.1.percents", ["half"], "payouts.ranges[1].percents[1]"),
        ("feltboard_template", 2, "feltboard_template"),
    ],
)  # fmt: skip
def test_a_bad_value_is_refused_in_the_language_in_use(
    path: str, value: object, key: str, pseudo_language: Translated
) -> None:
    message = refusal(spoil(path, value))
    assert pseudo_language(message)
    assert message.startswith(f"{key}: ") or message.startswith(f"\u00ab{key}: ")
    assert "\n" not in message


def test_a_missing_key_with_a_likely_typo(pseudo_language: Translated) -> None:
    document = spoil("name", ...)
    document["nmae"] = "Friday"
    message = refusal(document)
    assert pseudo_language(message) and "'nmae'" in message


def test_money_and_percents_written_wrong(pseudo_language: Translated) -> None:
    document = home_document()
    document["decimals"] = 1
    document["buy_in"] = "30.55"
    assert pseudo_language(refusal(document))  # more decimals than the currency (1)
    for fee in ("lots%", "110%"):
        document = home_document()
        document["fee"] = fee
        assert pseudo_language(refusal(document))
    document = home_document()
    document["buy_in"] = "40+5"
    document["fee"] = 5
    assert pseudo_language(refusal(document))
    document = home_document()
    document["rake"] = "10%"
    document["fee"] = 4
    message = refusal(document)
    assert pseudo_language(message) and message.startswith("\u00abrake: ")


def test_the_bounty_against_the_buy_in_and_the_re_entry(pseudo_language: Translated) -> None:
    document = home_document()
    document["bounty"] = {"amount": 40}
    assert pseudo_language(refusal(document))
    setup = setup_from_preset(HOME_STANDARD)
    re_entry = EntryOption(EntryKind.RE_ENTRY, cost=20, chips=5000, until_level=4)
    problems = template_problems(
        replace(setup, rebuys=RebuyPolicy(re_entry=re_entry), bounty=_bounty(25))
    )
    assert [key for key, _ in problems] == ["bounty.amount"]
    assert all(pseudo_language(message) for _, message in problems)


def _bounty(amount: int) -> Any:
    from app.engine.money import Bounty

    return Bounty(amount)


def test_a_structure_with_one_level(pseudo_language: Translated) -> None:
    document = home_document()
    document["structure"] = document["structure"][:1]
    document["rebuy"]["until_level"] = 3
    message = refusal(document)
    assert pseudo_language(message) and "1" in message


def test_fixed_limit_bets_in_another_game(pseudo_language: Translated) -> None:
    document = home_document()
    document["structure"][0]["small_bet"] = 50
    message = refusal(document)
    assert pseudo_language(message) and "no-limit" in message  # the game as files write it


def test_an_engine_problem_still_finds_its_entry_option(
    monkeypatch: pytest.MonkeyPatch, pseudo_language: Translated
) -> None:
    """Which option the engine's message is about is read from its English, so a
    translated message still lands under its own key (the engine's messages translated
    here as they are once the engine speaks the language)."""
    english = setup_problems

    def translated(setup: TournamentSetup) -> tuple[tuple[str, str], ...]:
        return tuple((field, translate("Setup", text)) for field, text in english(setup))

    monkeypatch.setattr(template_checks, "setup_problems", translated)
    setup = setup_from_preset(HOME_STANDARD)
    add_on = EntryOption(EntryKind.ADD_ON, cost=30, chips=20_000, until_level=4, max_stack=0)
    problems = template_problems(replace(setup, rebuys=RebuyPolicy(add_on=add_on)))
    assert [key for key, _ in problems] == ["add_on"]
    assert pseudo_language(problems[0][1])


def test_the_look_of_a_template(tmp_path: Path, pseudo_language: Translated) -> None:
    document = home_document()
    document["look"] = {"logo": "club.png"}
    assert pseudo_language(refusal(document))  # no folder: open it from its file
    assert pseudo_language(refusal(document, tmp_path))  # no such file
    (tmp_path / "club.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(MAX_LOGO_BYTES))
    message = refusal(document, tmp_path)
    assert pseudo_language(message) and "club.png" in message
    for panels in (["clock", "weather"], "clock"):
        document["look"] = {"panels": panels}
        message = refusal(document)
        assert pseudo_language(message) and message.startswith("\u00ablook.panels: ")


@pytest.mark.parametrize(
    ("fmt", "text"),
    [("toml", "name = "), ("json", "{"), ("json", "[1, 2]"), ("json", "[" * 100_000)],
)
def test_text_that_is_not_a_template(fmt: Any, text: str, pseudo_language: Translated) -> None:
    with pytest.raises(TemplateError) as caught:
        parse_template(text, fmt)
    assert pseudo_language(str(caught.value))


def test_files_that_cannot_be_templates(tmp_path: Path, pseudo_language: Translated) -> None:
    with pytest.raises(TemplateError) as suffix:
        read_template(tmp_path / "friday.txt")
    assert pseudo_language(str(suffix.value)) and "friday.txt" in str(suffix.value)
    with pytest.raises(TemplateError) as missing:
        read_template(tmp_path / "friday.toml")
    assert pseudo_language(str(missing.value))
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b"\xff\xfe\x00name")
    with pytest.raises(TemplateError) as not_text:
        read_template(binary)
    assert pseudo_language(str(not_text.value))
    with pytest.raises(TemplateError) as writing:
        write_template(setup_from_preset(HOME_STANDARD), tmp_path / "friday.txt")
    assert pseudo_language(str(writing.value))
    assert list(tmp_path.iterdir()) == [binary]


# ----- files stay English --------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".toml", ".json"])
def test_a_template_written_in_another_language_is_the_english_one(
    tmp_path: Path, suffix: str, pseudo_language: Translated
) -> None:
    setup = full_setup()
    path = tmp_path / f"friday{suffix}"
    write_template(setup, path)
    text = path.read_text(encoding="utf-8")
    assert "\u00ab" not in text and "\u00bb" not in text
    assert read_template(path) == setup
    assert not pseudo_language(text)
    fmt: Any = suffix[1:]
    assert text == _english_text(setup, fmt)


def _english_text(setup: Any, fmt: Any) -> str:
    from app.engine.wording import in_english

    with in_english():
        return template_text(setup, fmt)


def test_minutes_that_are_not_a_number_are_called_minutes() -> None:
    """Minutes were read as a percent and refused as one ("expected a percent")."""
    assert refusal(spoil("structure.1.minutes", "soon")) == (
        'structure[1].minutes: expected a positive number of minutes, not "soon"'
    )
