"""Templates: every setup round-trips through TOML and JSON; every bad value is one line."""

from __future__ import annotations

import datetime
import json
import re
import tomllib
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy
from app.engine.money import Bounty, Currency
from app.engine.payouts import DEFAULT_PAYOUTS, PayoutTable, PayoutTier
from app.engine.presets import HOME_STANDARD, PRESETS
from app.engine.rules import AnteMode, BettingStructure, ButtonMode, RaiseCapMode, RuleProfile
from app.engine.structure import BlindStructure, Break, Chip, ChipSet, Level
from app.engine.tournament import setup_from_preset
from app.engine.tournament_events import TournamentSetup
from app.store.locations import find_template, saved_templates, templates_dir
from app.store.template import (
    TemplateError,
    parse_template,
    read_template,
    setup_from_document,
    template_document,
    template_problems,
    template_text,
    toml_text,
    write_template,
)

README = Path(__file__).resolve().parents[2] / "README.md"
FORMATS = ("toml", "json")


def full_setup() -> TournamentSetup:
    """A setup with every field away from its default."""
    return TournamentSetup(
        name='Friday "deep" night — Ünïcode',
        buy_in=4000,
        starting_stack=30_000,
        chip_set=ChipSet((
            Chip(25, "green", 100), Chip(100, "black", 200), Chip(500, "purple", 50),
            Chip(1000, "yellow"), Chip(5000, "orange", 0),
        )),
        rules=RuleProfile(
            structure=BettingStructure.POT_LIMIT,
            ante_mode=AnteMode.CLASSIC,
            button_mode=ButtonMode.MOVING,
            max_raises=None,
            raise_cap_mode=RaiseCapMode.PER_PLAYER,
            chip_unit=25,
        ),
        structure=BlindStructure((
            Level(25, 50, 0, 750),
            Level(50, 100, 25, 15 * 60),
            Break(90, "Add-ons", None),
            Level(100, 200, 25, 15 * 60),
            Break(600, "Color up the 25s", 25),
            Level(200, 400, 100, 15 * 60),
        )),
        payouts=PayoutTable((
            PayoutTier.of(1, 5, 100),
            PayoutTier.of(6, 20, "62.5", "37.5"),
            PayoutTier.of(21, None, "33.334", "33.333", "33.333"),
        )),
        rebuys=RebuyPolicy(
            rebuy=EntryOption(EntryKind.REBUY, 3000, 20_000, 3, max_per_player=None,
                              max_stack=0, fee=250, from_level=2),
            add_on=EntryOption(EntryKind.ADD_ON, 2000, 10_000, 3, fee=100),
            re_entry=EntryOption(EntryKind.RE_ENTRY, 4000, 30_000, 4, max_per_player=3),
        ),
        seats_per_table=7,
        prize_unit=500,
        currency=Currency("€", 2),
        fee=500,
        date="2026-12-04",
        late_registration=0,
        bounty=Bounty(1000, progressive=True, progressive_percent=40),
    )


def home_document() -> dict[str, Any]:
    """The standard home game as plain template data, to spoil one value at a time."""
    return json.loads(json.dumps(template_document(setup_from_preset(HOME_STANDARD))))


def refusal(document: dict[str, Any]) -> str:
    with pytest.raises(TemplateError) as caught:
        setup_from_document(document)
    message = str(caught.value)
    assert "\n" not in message
    return message


# ----- round trips -------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_every_preset_round_trips(preset: Any, fmt: Any) -> None:
    setup = setup_from_preset(preset)
    assert parse_template(template_text(setup, fmt), fmt) == setup


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_setup_with_every_field_changed_round_trips(fmt: Any) -> None:
    setup = full_setup()
    assert template_problems(setup) == ()
    text = template_text(setup, fmt)
    assert parse_template(text, fmt) == setup


def test_the_top_level_holds_the_scalars_a_script_changes() -> None:
    text = template_text(full_setup(), "toml")
    document = tomllib.loads(text)
    assert document["name"] == 'Friday "deep" night — Ünïcode'
    assert (document["currency"], document["decimals"]) == ("€", 2)
    assert (document["buy_in"], document["fee"]) == ("40.00", "5.00")
    assert document["starting_stack"] == 30_000
    assert document["late_registration"] == 0
    # A script edits a scalar with a regular expression and creates a night from it.
    edited = re.sub(r'(?m)^buy_in = .*$', 'buy_in = "60.00"', text)
    assert parse_template(edited, "toml").buy_in == 6000


def test_toml_is_written_one_level_per_line() -> None:
    text = template_text(setup_from_preset(HOME_STANDARD), "toml")
    assert "  { small_blind = 25, big_blind = 50, ante = 0, minutes = 20 },\n" in text
    assert '  { break = true, minutes = 15, note = "Color up the 25s", color_up = 25 },' in text
    assert text.startswith("# Feltboard tournament template.")


text_values = st.text(
    st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30
).filter(lambda s: s.strip() == s and s)
# A tournament name cannot hold control characters (issue 14): any other text.
name_characters = st.characters(
    blacklist_categories=("Cs", "Cc", "Zl", "Zp"),
    blacklist_characters="\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
)
name_values = st.text(name_characters, min_size=1, max_size=30).filter(
    lambda s: s.strip() == s and s
)


@settings(max_examples=60, deadline=None)
@given(name=name_values, color=text_values, note=st.text(max_size=30).map(str.strip),
       buy_in=st.integers(0, 10**9), decimals=st.integers(0, 3))  # fmt: skip
def test_any_text_and_money_round_trip(
    name: str, color: str, note: str, buy_in: int, decimals: int
) -> None:
    base = setup_from_preset(HOME_STANDARD)
    chips = base.chip_set.chips
    setup = replace(
        base,
        name=name,
        buy_in=buy_in,
        currency=Currency("$", decimals),
        chip_set=ChipSet((replace(chips[0], color=color), *chips[1:])),
        structure=BlindStructure((Break(60, note), *base.structure.steps)[1:]),
    )
    for fmt in FORMATS:
        assert parse_template(template_text(setup, fmt), fmt) == setup


def test_the_toml_writer_agrees_with_tomllib() -> None:
    document = {"a": 'quote " back \\ tab \t del \x7f nl \n é', "b": [1, 2.5, True],
                "t": {"c": [{"x": 1, "y": "z"}]}}  # fmt: skip
    assert tomllib.loads(toml_text(document)) == document


# ----- what a host writes ----------------------------------------------------------------


def readme_example() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Set up your own night", 1)[1]
    return section.split("```toml\n", 1)[1].split("```", 1)[0]


def test_the_readme_example_reads_as_documented() -> None:
    setup = parse_template(readme_example(), "toml")
    assert setup.name == "Friday night"
    assert setup.date == "2026-12-04"
    assert setup.currency == Currency("€", 2)
    assert (setup.buy_in, setup.fee, setup.prize_unit) == (4000, 500, 500)
    assert setup.starting_stack == 20_000
    assert setup.late_registration == 4
    assert setup.chip_set.chips[0] == Chip(25, "green", 100)
    assert len(setup.structure.levels) == 9
    assert setup.structure.steps[7] == Break(15 * 60, "Color up the 25s", 25)
    assert setup.rules.ante_mode is AnteMode.BIG_BLIND
    assert setup.rules.chip_unit == 25
    rebuy, add_on, re_entry = setup.rebuys.rebuy, setup.rebuys.add_on, setup.rebuys.re_entry
    assert rebuy == EntryOption(EntryKind.REBUY, 4000, 20_000, 4, None, 20_000)
    assert add_on == EntryOption(EntryKind.ADD_ON, 4000, 30_000, 4, at_break=True)
    assert re_entry == EntryOption(EntryKind.RE_ENTRY, 4000, 20_000, 6, 1)
    assert setup.bounty == Bounty(1000)
    assert setup.payouts.for_entries(25).percents == tuple(map(Decimal, (38, 25, 17, 12, 8)))
    # And it comes back as Feltboard writes it.
    assert parse_template(template_text(setup, "toml"), "toml") == setup


def minimal(**extra: object) -> dict[str, object]:
    document: dict[str, object] = {
        "name": "Tuesday",
        "buy_in": 20,
        "starting_stack": 10_000,
        "chips": [{"value": 25, "color": "green"}, {"value": 100, "color": "black"}],
        "structure": [{"small_blind": 25, "big_blind": 50}],
    }
    document.update(extra)
    return document


def test_a_minimal_template_takes_the_engines_defaults() -> None:
    setup = setup_from_document(minimal())
    assert setup.payouts == DEFAULT_PAYOUTS
    assert setup.rules == RuleProfile(chip_unit=25)
    assert setup.structure.levels[0] == Level(25, 50)
    assert setup.rebuys == RebuyPolicy()
    defaults = TournamentSetup(
        "x", 0, 1, setup.chip_set, setup.rules, setup.structure, setup.payouts, setup.rebuys
    )
    for field in ("seats_per_table", "prize_unit", "currency", "fee", "date",
                  "late_registration", "bounty"):  # fmt: skip
        assert getattr(setup, field) == getattr(defaults, field)


@pytest.mark.parametrize(
    ("extra", "buy_in", "fee"),
    [
        ({"buy_in": "40+5"}, 4000, 500),
        ({"buy_in": "€40 + €5"}, 4000, 500),
        ({"buy_in": 40, "fee": "10%"}, 4000, 400),
        ({"buy_in": "40.05", "fee": "10%"}, 4005, 400),
        ({"buy_in": 40, "rake": "10%"}, 3600, 400),
        ({"buy_in": 40, "rake": "12.5"}, 3500, 500),
        ({"buy_in": "€40.50"}, 4050, 0),
        ({"buy_in": 40.5}, 4050, 0),
        ({"buy_in": "1,250"}, 125_000, 0),
        ({"buy_in": 40, "fee": 2.25}, 4000, 225),
    ],
)
def test_money_as_a_host_writes_it(extra: dict[str, object], buy_in: int, fee: int) -> None:
    setup = setup_from_document(minimal(currency="€", decimals=2, **extra))
    assert (setup.buy_in, setup.fee) == (buy_in, fee)


def test_other_natural_spellings() -> None:
    text = """
name = "Tuesday"
date = 2026-12-08
buy_in = 20
starting_stack = 10_000
chips = [{ value = 25, colour = "green" }, { value = 100, color = "black" }]
structure = [
  { small_blind = 25, big_blind = 50, minutes = 12.5 },
  { break = true, seconds = 300 },
  { small_blind = 50, big_blind = 100, ante = 100, minutes = 15 },
]
[rules]
game = "Pot-Limit"
ante = "big blind"
max_raises = "unlimited"
[payouts]
ranges = [{ min_entries = 2, percents = ["62.5", 37.5] }]
[rebuy]
price = 20
chips = 10000
until_level = 2
max_per_player = "Unlimited"
"""
    setup = parse_template(text, "toml")
    assert setup.date == "2026-12-08"
    assert setup.chip_set.chips[0].color == "green"
    assert setup.structure.steps[0].duration_seconds == 750
    assert setup.structure.steps[1] == Break(300)
    assert setup.rules.structure is BettingStructure.POT_LIMIT
    assert setup.rules.ante_mode is AnteMode.BIG_BLIND
    assert setup.rules.max_raises is None
    assert setup.payouts.tiers[0].percents == (Decimal("62.5"), Decimal("37.5"))
    assert setup.rebuys.rebuy is not None and setup.rebuys.rebuy.max_per_player is None


# ----- refusals ------------------------------------------------------------------------------


def spoil(path: str, value: object) -> dict[str, Any]:
    """The home game with one value replaced: ``'rebuy.until_level'``, ``'structure.1.ante'``
    (list positions 1-based), or removed when ``value`` is ``...``."""
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


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("buy_in", -30, "buy_in: cannot be negative (-30)"),
        ("fee", "-5", 'fee: cannot be negative ("-5")'),
        ("rebuy.price", -1, "rebuy.price: cannot be negative (-1)"),
        ("add_on.fee", -2, "add_on.fee: cannot be negative (-2)"),
        ("structure.1.small_blind", 10,
         "structure[1].small_blind: 10 is less than the smallest chip in play (25)"),
        ("structure.11.small_blind", 550,
         "structure: level 9: small blind 550 cannot be paid with 100, 500, 1,000 and "
         "5,000 chips"),
        ("rebuy.until_level", 30,
         "rebuy.until_level: there is no level 30 (the structure has 20 levels)"),
        ("add_on.from_level", 6,
         "add_on: add-ons start in a level from 1 to their last level (4), not 6"),
        ("late_registration", 21,
         "late_registration: there is no level 21 (the structure has 20 levels)"),
        ("payouts.ranges.2.percents", [50, 30, 10],
         "payouts.ranges[2]: the payouts for 7–10 entries add up to 90%, not 100%"),
        ("payouts.ranges.2.min_entries", 8,
         "payouts.ranges: the payout ranges 2–6 and 8–10 entries must follow each other "
         "without gap or overlap"),
        ("payouts.round_to", 0, "payouts.round_to: round to at least 1"),
        ("name", ..., "name: missing"),
        ("name", "  ", "name: give the tournament a name"),
        ("starting_stack", "lots", 'starting_stack: expected a whole number, not "lots"'),
        ("starting_stack", 20_010,
         "starting_stack: the starting stack (20,010) must be a positive multiple of the "
         "smallest chip (25)"),
        ("seats_per_table", 12, "seats_per_table: a table has 2 to 10 seats, not 12"),
        ("date", "2026-02-30",
         "date: '2026-02-30' is not a day of the calendar (write it as 2026-12-04)"),
        ("decimals", 4, "decimals: a currency has 0 to 3 decimals, not 4"),
        ("buy_in", "30.5", 'buy_in: "30.5" has more decimals than the currency (0 decimals)'),
        ("buy_in", "thirty", 'buy_in: expected an amount such as 40 or "40.50", not "thirty"'),
        ("chips.2.value", 25, "chips: each chip value may appear only once in a chip set"),
        ("chips.2.value", 110,
         "chips: the 110 chip is not a multiple of the smallest chip (25)"),
        ("structure.10.color_up", 10,
         "structure: break after level 8: there are no 10 chips in the set"),
        ("structure.1.big_blind", 20,
         "structure[1]: the small blind (25) cannot be more than the big blind (20)"),
        ("structure.1.minutes", 0, "structure[1].minutes: expected a positive number of "
         "minutes, not 0"),
        ("rules.game", "texas",
         "rules.game: 'texas' is not one of no-limit, pot-limit, fixed-limit"),
        ("rules.ante", "none",
         'structure[6].ante: an ante of 300 but rules.ante is "none"'),
        ("rebuy.chips", 20_010,
         "rebuy.chips: 20,010 is not a multiple of the smallest chip in play (25) in level 4"),
        ("rebuy.chips", 0, "rebuy.chips: must be at least 1, not 0"),
        ("rebuy.max_per_player", "lots",
         'rebuy.max_per_player: expected a number or "unlimited"'),
        ("rebuy.prize", 30, "rebuy.prize: unknown key (did you mean 'price'?)"),
        ("rebuy.bonus", 30, "rebuy.bonus: unknown key (known here: at_break, chips, fee, "
         "from_level, max_per_player, max_stack, price, until_level)"),
        ("structure", [], "structure: expected a list of tables, not []"),
        ("feltboard_template", 2, "feltboard_template: this template is version 2, from a "
         "newer Feltboard; this one reads version 1"),
    ],
)  # fmt: skip
def test_a_bad_value_is_refused_in_one_line_naming_the_field(
    path: str, value: object, message: str
) -> None:
    assert refusal(spoil(path, value)) == message


def test_a_key_with_control_characters_is_named_escaped_in_one_line() -> None:
    # Found by the hypothesis test below: a key "\n" under payouts gave a two-line refusal.
    document = home_document()
    document["payouts"]["\n"] = 1
    assert refusal(document).startswith("payouts.'\\n': unknown key (known here: ")
    document = home_document()
    document["tab\there"] = 1
    assert refusal(document).startswith("'tab\\there': unknown key")
    document = home_document()
    document["rebuy"]["pr\x1bice"] = 30
    assert refusal(document) == "rebuy.'pr\\x1bice': unknown key (did you mean 'price'?)"


def test_the_engines_problems_come_under_template_keys_once() -> None:
    setup = replace(setup_from_preset(HOME_STANDARD), prize_unit=0, seats_per_table=1)
    assert template_problems(setup) == (
        ("payouts.round_to", "prizes are rounded to a positive amount, not 0"),
        ("seats_per_table", "a table has 2 to 10 seats, not 1"),
    )
    # A level the chips cannot pay is named by its position, not again by the engine.
    steps = setup_from_preset(HOME_STANDARD).structure.steps
    low = replace(setup_from_preset(HOME_STANDARD),
                  structure=BlindStructure((Level(10, 20), *steps[1:])))  # fmt: skip
    problems = template_problems(low)
    assert problems[0][0] == "structure[1].small_blind"
    assert [field for field, _ in problems].count("structure") == 0


def test_bounty_refusals() -> None:
    document = home_document()
    document["bounty"] = {"amount": 40}
    assert refusal(document) == (
        "bounty.amount: 40 is more than the buy-in (30), which pays for it"
    )
    document["bounty"] = {"amount": 0}
    assert refusal(document) == "bounty: a bounty must be worth something, not 0"
    document["bounty"] = {"amount": 10, "progressive": "yes"}
    assert refusal(document) == 'bounty.progressive: expected true or false, not "yes"'


def test_buy_in_and_fee_given_twice() -> None:
    message = refusal(minimal(buy_in="40+5", fee=5))
    assert message == "fee: the buy-in '40+5' already gives the fee; leave one out"
    message = refusal(minimal(buy_in="40+5", rake="10%"))
    assert message == "rake: the buy-in '40+5' already gives the fee; leave one out"
    assert refusal(minimal(buy_in=40, fee=4, rake="10%")) == (
        "rake: give a fee or a rake, not both"
    )
    assert refusal(minimal(buy_in=40, rake="110%")) == (
        "rake: a share of the buy-in is 0% to 100%, not 110%"
    )
    assert refusal(minimal(buy_in=40, fee="lots%")) == (
        'fee: expected a percent such as 50 or 9.5, not "lots"'
    )


@pytest.mark.parametrize(
    ("fmt", "text", "start"),
    [
        ("toml", "name = ", "the file is not valid TOML: "),
        ("json", "{", "the file is not valid JSON: "),
        ("json", "[1, 2]", 'a template is a table of keys such as name = "Friday"'),
    ],
)
def test_text_that_is_not_a_template(fmt: Any, text: str, start: str) -> None:
    with pytest.raises(TemplateError) as caught:
        parse_template(text, fmt)
    assert str(caught.value).startswith(start)
    assert "\n" not in str(caught.value)


# ----- files ---------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".toml", ".json", ".TOML"])
def test_write_then_read_a_file(tmp_path: Path, suffix: str) -> None:
    setup = full_setup()
    path = tmp_path / f"friday{suffix}"
    write_template(setup, path)
    assert read_template(path) == setup
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left
    if suffix == ".json":
        assert json.loads(path.read_text(encoding="utf-8"))["buy_in"] == "40.00"


def test_writing_replaces_a_template_whole(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    write_template(full_setup(), path)
    write_template(setup_from_preset(HOME_STANDARD), path)
    assert read_template(path) == setup_from_preset(HOME_STANDARD)


def test_a_bad_setup_or_suffix_writes_nothing(tmp_path: Path) -> None:
    bad = replace(setup_from_preset(HOME_STANDARD), starting_stack=10)
    with pytest.raises(TemplateError, match=r"^starting_stack: the starting stack \(10\) must"):
        write_template(bad, tmp_path / "t.toml")
    with pytest.raises(TemplateError, match=r"^t\.txt: a template file name ends in \.toml"):
        write_template(setup_from_preset(HOME_STANDARD), tmp_path / "t.txt")
    assert list(tmp_path.iterdir()) == []


def test_unreadable_files_are_one_line(tmp_path: Path) -> None:
    with pytest.raises(TemplateError, match=r"^the file cannot be read \("):  # callers name it
        read_template(tmp_path / "missing.toml")
    latin = tmp_path / "latin.toml"
    latin.write_bytes('name = "Caf\xe9"'.encode("latin-1"))
    with pytest.raises(TemplateError, match=r"^the file is not UTF-8 text$"):
        read_template(latin)


def test_the_templates_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = templates_dir(tmp_path)
    assert folder == tmp_path / "templates"
    assert saved_templates(tmp_path) == ()
    folder.mkdir()
    for name in ("b.json", "A.toml", "notes.txt", ".hidden.toml"):
        (folder / name).write_text("", encoding="utf-8")
    assert [p.name for p in saved_templates(tmp_path)] == ["A.toml", "b.json"]
    assert find_template("A", tmp_path) == folder / "A.toml"
    assert find_template("b.json", tmp_path) == folder / "b.json"
    monkeypatch.chdir(tmp_path)
    assert find_template("elsewhere/x.toml", tmp_path) == Path("elsewhere/x.toml")
    (tmp_path / "A.toml").write_text("", encoding="utf-8")
    assert find_template("A.toml", tmp_path) == Path("A.toml")  # the path as given wins


def test_a_toml_date_and_time_is_refused() -> None:
    document = minimal(date=datetime.datetime(2026, 12, 4, 20, 0))
    assert refusal(document) == 'date: expected a day such as 2026-12-04, not "2026-12-04 20:00:00"'


# ----- any valid setup ---------------------------------------------------------------------

TIERS = ((100,), (65, 35), (50, 30, 20), ("62.5", "37.5"), (40, 30, 20, 10), ("33.4", "33.3",
         "33.3"))  # fmt: skip
names = st.text(name_characters, min_size=1, max_size=20).filter(
    lambda s: s.strip() == s
)


@st.composite
def valid_setups(draw: st.DrawFn) -> TournamentSetup:
    """Setups that fit together, with every field drawn."""
    unit = draw(st.sampled_from((1, 5, 25, 100)))
    values = sorted({unit} | {unit * m for m in draw(st.sets(st.integers(2, 200), max_size=4))})
    chip_set = ChipSet(tuple(
        Chip(v, draw(names), draw(st.none() | st.integers(0, 10**4))) for v in values
    ))  # fmt: skip
    ante_mode = draw(st.sampled_from(AnteMode))
    steps: list[Level | Break] = []
    for _ in range(draw(st.integers(1, 8))):
        if steps and draw(st.booleans()):
            steps.append(Break(draw(st.integers(1, 3600)), draw(st.text(max_size=10)).strip()))
        small = unit * draw(st.integers(1, 50))
        ante = 0 if ante_mode is AnteMode.NONE else unit * draw(st.integers(0, 50))
        steps.append(Level(small, small * draw(st.integers(1, 3)), ante,
                           draw(st.integers(1, 7200))))  # fmt: skip
    structure = BlindStructure(tuple(steps))
    levels = len(structure.levels)
    first = draw(st.sampled_from(TIERS))
    tiers = [PayoutTier.of(len(first), len(first) + draw(st.integers(0, 30)), *first)]
    for _ in range(draw(st.integers(0, 3))):
        start = (tiers[-1].max_entries or 0) + 1
        percents = draw(st.sampled_from([t for t in TIERS if len(t) <= start]))
        tiers.append(PayoutTier.of(start, start + draw(st.integers(0, 30)), *percents))
    tiers[-1] = replace(tiers[-1], max_entries=None)

    def option(kind: EntryKind) -> EntryOption | None:
        if not draw(st.booleans()):
            return None
        until = draw(st.integers(1, levels))
        return EntryOption(
            kind, draw(st.integers(0, 10**6)), unit * draw(st.integers(1, 1000)), until,
            max_per_player=draw(st.none() | st.integers(1, 5)),
            # The add-on is for players still in: no "only when busted" limit.
            max_stack=draw(st.none() | st.integers(kind is EntryKind.ADD_ON, 10**6)),
            fee=draw(st.integers(0, 10**4)), from_level=draw(st.integers(1, until)),
        )  # fmt: skip

    rebuys = RebuyPolicy(option(EntryKind.REBUY), option(EntryKind.ADD_ON),
                         option(EntryKind.RE_ENTRY))  # fmt: skip
    buy_in = draw(st.integers(0, 10**6))
    prices = [buy_in] + ([rebuys.re_entry.cost] if rebuys.re_entry else [])
    bounty = None
    if min(prices) >= 1 and draw(st.booleans()):
        bounty = Bounty(draw(st.integers(1, min(prices))), draw(st.booleans()),
                        draw(st.integers(1, 99)))  # fmt: skip
    return TournamentSetup(
        name=draw(names),
        buy_in=buy_in,
        starting_stack=unit * draw(st.integers(1, 10**4)),
        chip_set=chip_set,
        rules=RuleProfile(
            structure=draw(st.sampled_from((BettingStructure.NO_LIMIT,
                                            BettingStructure.POT_LIMIT))),
            ante_mode=ante_mode,
            button_mode=draw(st.sampled_from(ButtonMode)),
            max_raises=draw(st.none() | st.integers(1, 9)),
            raise_cap_mode=draw(st.sampled_from(RaiseCapMode)),
            chip_unit=unit,
        ),
        structure=structure,
        payouts=PayoutTable(tuple(tiers)),
        rebuys=rebuys,
        seats_per_table=draw(st.integers(2, 10)),
        prize_unit=draw(st.integers(1, 10**4)),
        currency=Currency(draw(st.sampled_from(("", "€", "$", "£", "CHF"))),
                          draw(st.integers(0, 3))),
        fee=draw(st.integers(0, 10**5)),
        date=draw(st.dates(datetime.date(2000, 1, 1), datetime.date(2099, 12, 31))).isoformat(),
        late_registration=draw(st.none() | st.integers(0, levels)),
        bounty=bounty,
    )


@settings(max_examples=80, deadline=None)
@given(setup=valid_setups())
def test_any_valid_setup_round_trips(setup: TournamentSetup) -> None:
    assert template_problems(setup) == ()
    for fmt in FORMATS:
        assert parse_template(template_text(setup, fmt), fmt) == setup


# ----- anything at all -----------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=6,
)  # fmt: skip


def paths(node: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    """Every position in a document, tables and lists included."""
    found = [prefix] if prefix else []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(
        node, list) else ()  # fmt: skip
    for key, value in items:
        found.extend(paths(value, (*prefix, key)))
    return found


HOME_PATHS = paths(home_document())


@settings(max_examples=300, deadline=None)
@given(where=st.sampled_from(HOME_PATHS), value=json_values)
def test_any_value_anywhere_is_read_or_refused_in_one_line(
    where: tuple[str | int, ...], value: object
) -> None:
    document = home_document()
    node: Any = document
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    for fmt, text in (("json", json.dumps(document)), ("toml", _as_toml(document))):
        if text is None:
            continue
        try:
            setup = parse_template(text, fmt)  # type: ignore[arg-type]
        except TemplateError as error:
            assert str(error) and "\n" not in str(error)
        else:
            assert isinstance(setup, TournamentSetup)


def _as_toml(document: dict[str, Any]) -> str | None:
    """The document as TOML, or None where TOML cannot hold it (null, nested tables)."""
    try:
        text = toml_text(document)
        tomllib.loads(text)
    except (tomllib.TOMLDecodeError, AttributeError, TypeError):
        return None
    return text
