"""Every refusal and text of the structure, the money and the prizes goes through
``translate`` (issue 16, "Languages"): each is triggered through the public API, as a host
would hit it, under the ``pseudo_language`` fixture (every translated text comes back as
``«text»``); without it the English is the one the host always read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal

import pytest

from app.engine.accounts import rounding_note, standings
from app.engine.clock import ClockStarted
from app.engine.color_up import plan_color_up
from app.engine.deal import largest_remainder, verify_agreement, verify_deal_input
from app.engine.entry_options import EntryKind, EntryOption, RebuyPolicy, entry_option_problems
from app.engine.errors import FeltboardError
from app.engine.league import Finish as LeagueFinish
from app.engine.league import Night, parse_formula, place_points
from app.engine.league import standings as league_standings
from app.engine.look import DisplayLook, logo_problem
from app.engine.money import Bounty, Currency, Knockout, rake_split, split_evenly
from app.engine.payouts import PayoutTable, PayoutTier
from app.engine.presets import (
    HOME_FAST,
    HOME_STANDARD,
    PRESETS,
    preset_named,
    preset_problems,
)
from app.engine.prizes import (
    Entry,
    Finish,
    RaceSeat,
    chip_race,
    describe_rounding,
    place_busts,
    place_text,
    prize_amounts,
    prize_money,
    prize_pool,
)
from app.engine.rules import AnteMode, BettingStructure, RuleProfile
from app.engine.setup_rules import frozen_fields, setup_problems, verify_setup_change
from app.engine.structure import (
    BlindStructure,
    Break,
    Chip,
    ChipSet,
    Level,
    chip_supply_warnings,
    level_rule_problems,
    structure_problems,
    unit_in_play,
)
from app.engine.structure_builder import BuildRequest, build_structure, build_structure_ahead
from app.engine.tournament import apply_event, new_tournament, setup_from_preset
from app.engine.tournament_events import PlayerRegistered, TournamentSetup
from tests.tournament_kit import ADD_ON, CHIPS, RE_ENTRY, REBUY, SETUP, Recorder, seated

Translated = Callable[[str], bool]

GREENS = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple")))
WITH_COLOR_UP = BlindStructure(
    (Level(25, 50), Break(600, color_up=25), Level(100, 200), Break(600, color_up=100),
     Level(500, 1000))
)
ICM_TIER = PayoutTier.of(7, 10, 50, 30, 20)


def _refusals() -> dict[str, Callable[[], object]]:
    """One call per refusal, each as the public API is used."""
    stack_one = BlindStructure((Level(25, 50),))
    return {
        # the chips
        "chip count": lambda: Chip(25, "green", -1),
        "empty chip set": lambda: ChipSet(()),
        "zero chip": lambda: ChipSet((Chip(0, "white"),)),
        "chip twice": lambda: ChipSet((Chip(25, "a"), Chip(25, "b"))),
        "chip not a multiple": lambda: ChipSet((Chip(25, "a"), Chip(60, "b"))),
        "no such chip": lambda: GREENS.color(5000),
        # the levels and breaks
        "small blind": lambda: Level(0, 50),
        "big blind": lambda: Level(25, 0),
        "small above big": lambda: Level(100, 50),
        "negative ante": lambda: Level(25, 50, ante=-1),
        "level time": lambda: Level(25, 50, duration_seconds=0),
        "small bet": lambda: Level(1, 1, small_bet=0),
        "big bet": lambda: Level(1, 1, big_bet=-2),
        "big bet below small": lambda: Level(1, 1, small_bet=2, big_bet=1),
        "break time": lambda: Break(0),
        "color-up chip": lambda: Break(600, color_up=0),
        "empty structure": lambda: BlindStructure(()),
        "starts with a break": lambda: BlindStructure((Break(60), Level(25, 50))),
        "ends with a break": lambda: BlindStructure((Level(25, 50), Break(60))),
        "no such level": lambda: stack_one.index_of_level(3),
        "no such step": lambda: stack_one.level_number(7),
        "every chip colored up": lambda: unit_in_play(
            BlindStructure((Level(25, 50), Break(60, color_up=25), Level(25, 50))),
            ChipSet((Chip(25, "green"),)), 2,
        ),
        # rebuys, add-ons, re-entries
        "buy-in as an option": lambda: EntryOption(EntryKind.BUY_IN, 10, 1000, 2),
        "option cost": lambda: EntryOption(EntryKind.REBUY, -1, 1000, 2),
        "option chips": lambda: EntryOption(EntryKind.ADD_ON, 10, 0, 2),
        "option level": lambda: EntryOption(EntryKind.RE_ENTRY, 10, 1000, 0),
        "option per player": lambda: EntryOption(EntryKind.REBUY, 10, 1000, 2, max_per_player=0),
        "option stack limit": lambda: EntryOption(EntryKind.REBUY, 10, 1000, 2, max_stack=-1),
        "option fee": lambda: EntryOption(EntryKind.ADD_ON, 10, 1000, 2, fee=-1),
        "option first level": lambda: EntryOption(EntryKind.REBUY, 10, 1000, 2, from_level=3),
        "option not begun": lambda: replace(REBUY, from_level=2).verify_take(1, 0, 0),
        "option over": lambda: REBUY.verify_take(3, 0, 0),
        "option used up": lambda: REBUY.verify_take(1, 2, 0),
        "re-entry not busted": lambda: RE_ENTRY.verify_take(1, 0, 500),
        "rebuy stack too big": lambda: REBUY.verify_take(1, 0, 5000),
        "option in the wrong field": lambda: RebuyPolicy(rebuy=ADD_ON),
        # payouts
        "float percent": lambda: PayoutTier.of(2, 6, 65.0, 35),
        "tier start": lambda: PayoutTier.of(0, 6, 100),
        "tier empty": lambda: PayoutTier.of(7, 6, 100),
        "tier no places": lambda: PayoutTier.of(2, 6),
        "tier zero place": lambda: PayoutTier.of(2, 6, 100, 0),
        "tier upside down": lambda: PayoutTier.of(2, 6, 40, 60),
        "tier too many places": lambda: PayoutTier.of(2, 6, 50, 30, 20),
        "tier not 100": lambda: PayoutTier.of(2, 6, 60, 30),
        "empty table": lambda: PayoutTable(()),
        "table gap": lambda: PayoutTable((PayoutTier.of(2, 6, 100), PayoutTier.of(8, None, 100))),
        "table closed": lambda: PayoutTable((PayoutTier.of(2, 6, 100),)),
        "table starts late": lambda: PayoutTable((PayoutTier.of(5, None, 100),)).for_entries(3),
        # the structure builder
        "build players": lambda: BuildRequest(1, GREENS, 10_000, 240),
        "build stack multiple": lambda: BuildRequest(9, GREENS, 10_010, 240),
        "build stack short": lambda: BuildRequest(9, GREENS, 475, 240),
        "build night": lambda: BuildRequest(9, GREENS, 10_000, 0),
        "build level": lambda: BuildRequest(9, GREENS, 10_000, 240, level_minutes=0),
        "build night shorter than a level": lambda: BuildRequest(9, GREENS, 10_000, 10),
        "build breaks": lambda: BuildRequest(9, GREENS, 10_000, 240, break_every=-1),
        "build antes": lambda: BuildRequest(9, GREENS, 10_000, 240, antes_from=-1),
        "build keep": lambda: build_structure_ahead(
            BuildRequest(9, GREENS, 10_000, 240), WITH_COLOR_UP, 0
        ),
        # the presets
        "no such preset": lambda: preset_named("Friday madness"),
        # the prizes
        "entry cost": lambda: Entry(EntryKind.REBUY, -5),
        "rake": lambda: prize_pool([Entry(EntryKind.BUY_IN, 50)], rake_percent=101),
        "negative pool": lambda: prize_amounts(-1, ICM_TIER),
        "prize unit": lambda: prize_amounts(100, ICM_TIER, unit=0),
        "nobody busted": lambda: place_busts(5, {}),
        "everybody busted": lambda: place_busts(2, {"Ann": 10, "Bob": 10}),
        "busted without chips": lambda: place_busts(5, {"Ann": 0}),
        "split unit": lambda: prize_money(place_busts(4, {"Ann": 9}), [100], unit=0),
        "shared place miscounted": lambda: prize_money([Finish("Ann", 3, 2)], [100, 50, 20]),
        "race into smaller": lambda: chip_race([RaceSeat(1, 3, 0)], 100, 25, seed=1),
        "race into odd chip": lambda: chip_race([RaceSeat(1, 3, 0)], 25, 110, seed=1),
        "race seat twice": lambda: chip_race([RaceSeat(1, 3, 0), RaceSeat(1, 2, 0)], 25, 100, 1),
        "race negative": lambda: chip_race([RaceSeat(1, -3, 0, "Ann")], 25, 100, seed=1),
        "race deck": lambda: chip_race([RaceSeat(n, 3, 0) for n in range(1, 20)], 1, 4, 1),
        "race seat missing": lambda: chip_race([RaceSeat(1, 3, 0)], 25, 100, 1).result(4),
        # money
        "currency decimals": lambda: Currency("€", 4),
        "currency symbol": lambda: Currency("EUROS", 2),
        "bounty amount": lambda: Bounty(0),
        "bounty share": lambda: Bounty(100, progressive=True, progressive_percent=100),
        "price": lambda: rake_split(-1, 10),
        "rake float": lambda: rake_split(100, 10.0),
        "rake range": lambda: rake_split(100, 120),
        "split ways": lambda: split_evenly(100, 0),
        "split negative": lambda: split_evenly(-1, 2),
        "knockout winners": lambda: Knockout(1, 1, ()),
        "own bounty": lambda: Knockout(1, 1, (1,)),
        # the look
        "logo": lambda: DisplayLook(logo=b"GIF89a..."),
        "logo bytes": lambda: DisplayLook(logo="logo.png"),  # type: ignore[arg-type]
        "background": lambda: DisplayLook(background="navy"),
        "text colour": lambda: DisplayLook(text=12),  # type: ignore[arg-type]
        "accent colour": lambda: DisplayLook(accent="gold"),
        "faint text": lambda: DisplayLook(background="#ffffff", text="#eeeeee"),
        "faint accent": lambda: DisplayLook(background="#ffffff", text="#000000", accent="#fefefe"),
        "panels": lambda: DisplayLook(panels=("clock",)),  # type: ignore[arg-type]
        "panel twice": lambda: DisplayLook(panels=("payouts", "payouts")),  # type: ignore[arg-type]
        "orientation": lambda: DisplayLook(orientation="sideways"),  # type: ignore[arg-type]
        # deals
        "deal one player": lambda: verify_deal_input([5000], [100]),
        "deal eleven players": lambda: verify_deal_input([100] * 11, [100]),
        "deal stack": lambda: verify_deal_input([5000, 0], [100]),
        "deal no prizes": lambda: verify_deal_input([5000, 3000], []),
        "deal too many prizes": lambda: verify_deal_input([5000, 3000], [3, 2, 1]),
        "deal negative prize": lambda: verify_deal_input([5000, 3000], [100, -1]),
        "deal ladder": lambda: verify_deal_input([5000, 3000], [100, 200]),
        "deal negative keep": lambda: verify_deal_input([5000, 3000], [300, 200], keep=-1),
        "deal keep too much": lambda: verify_deal_input([5000, 3000], [300, 200], keep=501),
        "deal method": lambda: verify_agreement([5, 3], [3, 2], "coin", 0, [3, 2]),  # type: ignore[arg-type]
        "deal share count": lambda: verify_agreement([5, 3], [3, 2], "custom", 0, [5]),
        "deal negative share": lambda: verify_agreement([5, 3], [3, 2], "custom", 0, [6, -1]),
        "deal total": lambda: verify_agreement([5, 3], [3, 2], "custom", 0, [3, 1]),
        "deal total kept": lambda: verify_agreement([5, 3], [3, 2], "custom", 1, [3, 2]),
        "deal not the calculator's": lambda: verify_agreement([5, 3], [3, 2], "icm", 0, [4, 1]),
        "deal rounding": lambda: largest_remainder([1.0, 1.0], 7, [1, 1]),
        # the color-up
        "color up in a hand": _color_up_in_a_hand,
        "color up the largest chip": lambda: plan_color_up(seated(3).state, 1000, seed=1),
        # the league
        "formula": lambda: parse_formula("golf:3"),
        "formula table": lambda: parse_formula("table:"),
        "formula scale": lambda: parse_formula("sqrt:0"),
        "formula number": lambda: parse_formula("td:ten"),
        "formula table number": lambda: parse_formula("table:25,x"),
        "bonus": lambda: parse_formula("td:10;bounty=2"),
        "bonus twice": lambda: parse_formula("td:10;knockout=1;knockout=2"),
        "bonus number": lambda: parse_formula("td:10;attendance=-1"),
        "place": lambda: place_points(parse_formula("td:10"), 5, 6, Decimal(20)),
        "best nights": lambda: league_standings([], parse_formula("td:10"), {}, best=0),
    }


def _color_up_in_a_hand() -> object:
    recorder = seated(3)
    recorder.deal()
    return plan_color_up(recorder.state, 25, seed=1)


REFUSALS = _refusals()


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_every_refusal_is_translated(name: str, pseudo_language: Translated) -> None:
    with pytest.raises(FeltboardError) as caught:
        REFUSALS[name]()
    assert pseudo_language(str(caught.value)), str(caught.value)


def test_the_refusals_still_speak_english_without_a_language() -> None:
    for name, refuse in REFUSALS.items():
        with pytest.raises(FeltboardError) as caught:
            refuse()
        assert "«" not in str(caught.value), name
    with pytest.raises(FeltboardError, match=r"^An add-on must give chips, not 0$"):
        EntryOption(EntryKind.ADD_ON, 10, 0, 2)
    with pytest.raises(FeltboardError, match=r"^Re-entries start in level 2; this is level 1$"):
        replace(RE_ENTRY, from_level=2).verify_take(1, 0, 0)
    with pytest.raises(FeltboardError, match=r"^The accent colour is written #rrggbb"):
        DisplayLook(accent="gold")


# ----- problems listed (not raised) -------------------------------------------------------


def _problem_lists() -> dict[str, tuple[str, ...] | list[str]]:
    odd = BlindStructure((Level(50, 100), Break(600, color_up=25), Level(150, 300)))
    bad_breaks = BlindStructure((
        Level(100, 200), Break(60, color_up=1000), Level(100, 200), Break(60, color_up=500),
        Level(100, 200), Break(60, color_up=500), Level(100, 200),
    ))
    no_chips = BlindStructure((Level(100, 200), Break(60, color_up=100), Level(100, 200)))
    rules_none = RuleProfile(ante_mode=AnteMode.NONE, chip_unit=25)
    pot_limit = RuleProfile(structure=BettingStructure.POT_LIMIT, chip_unit=25)
    antes = BlindStructure((Level(25, 50, ante=25), Level(50, 100, small_bet=100, big_bet=200)))
    entries = RebuyPolicy(
        rebuy=replace(REBUY, until_level=9),
        add_on=replace(ADD_ON, max_stack=0, chips=1010),
    )
    return {
        "chips in play": structure_problems(odd, GREENS),
        "color-ups": structure_problems(bad_breaks, GREENS),
        "only chip colored up": structure_problems(no_chips, ChipSet((Chip(100, "black"),))),
        "ante without antes": level_rule_problems(antes, rules_none),
        "fixed-limit bets in pot limit": level_rule_problems(antes, pot_limit),
        "entry options": entry_option_problems(entries, SETUP.structure, CHIPS),
        "chip supply": chip_supply_warnings(
            ChipSet((Chip(25, "green", 100), Chip(100, "black", 10))), 3000, 6,
            starting_chips=((25, 40), (100, 20)), extra_chips=2000,
        ),
        "chip supply without extras": chip_supply_warnings(
            ChipSet((Chip(25, "green", 100),)), 3000, 6
        ),
        "preset": preset_problems(replace(
            HOME_FAST, buy_in=-1, starting_stack=10_010,
            starting_chips=((7, 1), (25, -1)),
            rules=replace(HOME_FAST.rules, chip_unit=5),
        )),
    }


@pytest.mark.parametrize("name", sorted(_problem_lists()))
def test_every_listed_problem_is_translated(name: str, pseudo_language: Translated) -> None:
    problems = _problem_lists()[name]
    assert problems, name
    for problem in problems:
        assert pseudo_language(problem), problem


def test_listed_problems_keep_their_english() -> None:
    problems = _problem_lists()
    assert problems["chips in play"][0] == (
        "Level 2: small blind 150 cannot be paid with 100 and 500 chips"
    )
    assert problems["color-ups"] == (
        "Break after level 1: there are no 1,000 chips in the set",
        "Break after level 2: the 500 chips cannot be colored up, no larger chip is left to "
        "race them into",
        "Break after level 3: the 500 chips cannot be colored up, no larger chip is left to "
        "race them into",
    )
    assert problems["ante without antes"] == [
        "Level 1 has an ante of 25 but the rules have no antes",
        "Level 2 sets fixed-limit bets in a no-limit game",
    ]
    assert problems["fixed-limit bets in pot limit"] == [
        "Level 2 sets fixed-limit bets in a pot-limit game"
    ]
    assert problems["chip supply"][0] == (
        "6 players at 3,000 chips plus 2,000 for rebuys and add-ons need 20,000 in chips; "
        "the chips on hand are worth 3,500 (enough for 1 players)"
    )
    assert problems["entry options"] == [
        "Rebuys run until level 9, but there are 4 levels",
        "An add-on is for players still in; a stack limit of 0 would allow none",
        "An add-on gives 1,010 chips, not a multiple of the smallest chip in play (25) in "
        "level 2",
    ]
    assert problems["chip supply"][1] == (
        "Each stack holds 40 × 25: 6 players need 240 of them; there are 100"
    )


# ----- the setup: whole, and once play started ---------------------------------------------


def _broken_setup() -> TournamentSetup:
    return replace(
        SETUP, name=" ", buy_in=-1, fee=-1, prize_unit=0, seats_per_table=11,
        date="31/12/2026", starting_stack=1010, late_registration=12, bounty=Bounty(50),
        rebuys=replace(SETUP.rebuys, re_entry=replace(RE_ENTRY, cost=10)),
    )


def test_setup_problems_are_translated(pseudo_language: Translated) -> None:
    problems = setup_problems(_broken_setup())
    fields = {field for field, _ in problems}
    assert {"name", "buy_in", "fee", "prize_unit", "seats_per_table", "date",
            "starting_stack", "late_registration", "bounty"} <= fields
    for field, message in problems:
        assert pseudo_language(message), (field, message)


def running() -> Recorder:
    recorder = seated(3)
    recorder.rec(ClockStarted(0.0))
    recorder.deal(button=3, now=700.0)
    recorder.fold_to_big_blind()
    return recorder


def test_frozen_fields_give_their_reason_translated(pseudo_language: Translated) -> None:
    frozen = frozen_fields(running().state)
    assert frozen
    for field, reason in frozen.items():
        assert pseudo_language(reason), field


def _changes() -> dict[str, TournamentSetup]:
    later = SETUP.structure.steps
    return {
        "buy-in": replace(SETUP, buy_in=200),
        "seats": replace(SETUP, seats_per_table=2),
        "levels played": replace(SETUP, structure=BlindStructure((Level(25, 75), *later[1:]))),
        "late registration": replace(SETUP, late_registration=1),
        "rebuys off": replace(SETUP, rebuys=replace(SETUP.rebuys, rebuy=None)),
        "add-on price": replace(
            SETUP, rebuys=replace(SETUP.rebuys, add_on=replace(ADD_ON, cost=99))
        ),
        "rebuys end early": replace(
            SETUP, rebuys=replace(SETUP.rebuys, rebuy=replace(REBUY, until_level=1))
        ),
        "a new bad option": replace(SETUP, fee=-3),
    }


@pytest.mark.parametrize("name", sorted(_changes()))
def test_refused_setup_changes_are_translated(name: str, pseudo_language: Translated) -> None:
    state = running().state
    with pytest.raises(FeltboardError) as caught:
        verify_setup_change(state, _changes()[name], at=1300.0)
    assert pseudo_language(str(caught.value)), str(caught.value)


def test_refused_setup_changes_keep_their_english() -> None:
    state = running().state
    with pytest.raises(FeltboardError) as caught:
        verify_setup_change(state, _changes()["add-on price"], at=1300.0)
    assert str(caught.value) == (
        "The price and chips of an add-on cannot change once play started: entries were "
        "paid at these prices; only its levels and limits may change"
    )
    with pytest.raises(FeltboardError) as caught:
        verify_setup_change(state, _changes()["seats"])
    assert str(caught.value) == (
        "The number of seats per table cannot change once play started: tables are already "
        "set up; open or close a table instead"
    )
    with pytest.raises(FeltboardError) as caught:
        verify_setup_change(state, _changes()["levels played"], at=1300.0)
    assert str(caught.value) == (
        "Levels already played cannot change: play has reached the break after level 2; "
        "change only the levels after it"
    )


# ----- texts for screens and prints --------------------------------------------------------


def test_levels_and_breaks_are_described_in_the_language(pseudo_language: Translated) -> None:
    texts = [
        Level(500, 1000).describe(),
        Level(500, 1000, ante=250).describe(),
        Level(500, 1000, ante=1000).describe(AnteMode.BIG_BLIND),
        Level(1, 1, small_bet=1, big_bet=2).describe(AnteMode.NONE),
        Level(1, 1, ante=1, small_bet=1).describe(AnteMode.CLASSIC),
        Level(1, 1, ante=1, big_bet=2).describe(AnteMode.BIG_BLIND),
        Break(600).describe(),
        Break(600, "Color up the 25s", color_up=25).describe(),
        Break(600, "Last rebuys and add-ons").shown_note,
    ]
    for text in texts:
        assert pseudo_language(text), text
    assert Level(500, 1000, ante=250).describe() == "«500/1,000, ante 250»"


def test_level_and_break_texts_keep_their_english() -> None:
    assert Level(500, 1000).describe() == "500/1,000"
    assert Level(500, 1000, ante=250).describe(AnteMode.NONE) == "500/1,000"
    assert Level(500, 1000, ante=1000).describe(AnteMode.BIG_BLIND) == "500/1,000, BB ante 1,000"
    assert Level(1, 1, small_bet=1).describe() == "1/1, bets 1/2"
    assert Level(1, 1, ante=1, small_bet=1, big_bet=3).describe() == "1/1, ante 1, bets 1/3"
    assert Break(600).describe() == "Break"
    assert Break(600, "Color up the 1,000s", color_up=1000).describe() == (
        "Break: Color up the 1,000s"
    )
    assert Break(600, "Pizza!").shown_note == "Pizza!"


def test_the_builders_break_note_stays_english_and_shows_translated(
    pseudo_language: Translated,
) -> None:
    chips = ChipSet((Chip(25, "green"), Chip(100, "black"), Chip(500, "purple"),
                     Chip(1000, "yellow"), Chip(5000, "orange")))
    built = build_structure(BuildRequest(10, chips, 20_000, target_minutes=240))
    races = [s for s in built.structure.steps if isinstance(s, Break) and s.color_up]
    assert races
    for step in races:
        assert step.note == f"Color up the {step.color_up:,}s"  # saved, so English
        assert step.shown_note == f"«Color up the {step.color_up:,}s»"
        assert pseudo_language(step.describe())


def test_entry_kinds_are_named_in_the_language(pseudo_language: Translated) -> None:
    for kind in EntryKind:
        for text in (kind.shown_label, kind.shown_plural, kind.shown_a_label,
                     kind.shown_a_label_inside):
            assert pseudo_language(text), (kind, text)


def test_entry_kind_words_in_english() -> None:
    words = [(k.shown_label, k.shown_plural, k.shown_a_label, k.shown_a_label_inside)
             for k in EntryKind]
    assert words == [
        ("buy-in", "Buy-ins", "A buy-in", "a buy-in"),
        ("rebuy", "Rebuys", "A rebuy", "a rebuy"),
        ("add-on", "Add-ons", "An add-on", "an add-on"),
        ("re-entry", "Re-entries", "A re-entry", "a re-entry"),
    ]
    for kind in EntryKind:
        assert (kind.shown_label, kind.shown_a_label) == (kind.label, kind.a_label)


def test_presets_have_translatable_names(pseudo_language: Translated) -> None:
    for preset in PRESETS:
        assert preset.shown_name == f"«{preset.name}»"
        assert preset.shown_description == f"«{preset.description}»"
        assert "«" not in preset.name, "the name stays the preset's key"
    assert preset_named("Home game — standard") is HOME_STANDARD


def _eight_players() -> object:
    state = new_tournament(setup_from_preset(HOME_STANDARD))
    for number in range(1, 9):
        state = apply_event(state, PlayerRegistered(number, f"Player {number}"))
    return state


def test_prize_texts_are_translated(pseudo_language: Translated) -> None:
    unpaid = PayoutTier.of(11, 20, 40, 30, 20, 10)
    texts = [
        describe_rounding(240, ICM_TIER),
        describe_rounding(200, ICM_TIER),
        describe_rounding(15, unpaid, unit=5),
        rounding_note(_eight_players()),  # type: ignore[arg-type]
        Finish("Ann", 9).describe(),
        Finish("Bob", 9, 2).describe(),
        place_text(1),
        place_text(22),
    ]
    for text in texts:
        assert pseudo_language(text), text
    assert describe_rounding(15, unpaid, unit=5).count("«") >= 4, "each place translated"


def test_prize_texts_keep_their_english() -> None:
    unpaid = PayoutTier.of(11, 20, 40, 30, 20, 10)
    assert describe_rounding(15, unpaid, unit=5, currency=Currency("€", 0)) == (
        "Rounded down to €5; the €10 left over goes to 1st. At this prize pool 2nd, 3rd and "
        "4th round down to nothing."
    )
    assert rounding_note(_eight_players()) == (  # type: ignore[arg-type]
        "Rounded down to 5; the 5 left over goes to 1st."
    )
    assert Finish("Bob", 9, 2).describe() == "Bob: tied 9th–10th"
    assert [place_text(n) for n in (1, 2, 3, 4, 11, 21, 112)] == [
        "1st", "2nd", "3rd", "4th", "11th", "21st", "112th"
    ]


def test_standings_describe_places_and_chips(pseudo_language: Translated) -> None:
    recorder = seated(3)
    for standing in standings(recorder.state):
        assert pseudo_language(standing.describe())


def test_standings_describe_in_english() -> None:
    assert [s.describe() for s in standings(seated(2).state)] == ["1,000 chips", "1,000 chips"]


def test_the_chip_race_is_told_in_the_language(pseudo_language: Translated) -> None:
    race = chip_race([RaceSeat(1, 3, 0, "Ann"), RaceSeat(2, 2, 900), RaceSeat(3, 5, 900)],
                     25, 100, seed=3)
    assert len(race.description) >= 5
    for line in race.description:
        assert pseudo_language(line), line
    assert "«Seat 1 (Ann)»" in " ".join(race.description)


def test_the_chip_race_in_english() -> None:
    race = chip_race([RaceSeat(1, 3, 0), RaceSeat(2, 2, 900)], 25, 100, seed=3)
    assert race.description == (
        "Coloring up the 25s into 100s.",
        "Odd chips total 125: 1 × 100 to race for.",
        "Seat 1 is dealt 5♦ 9♣ 2♠.",
        "Seat 2 is dealt 6♠ 9♦.",
        "Seat 2 wins a 100 with 9♦.",
        "Seat 1 loses the race but cannot be raced out: one 100.",
        "The 25s leave play.",
    )


def test_color_up_tables_are_named_in_the_language(pseudo_language: Translated) -> None:
    plan = plan_color_up(seated(3).state, 25, seed=1)
    assert [pseudo_language(race.title) for race in plan.races] == [True]


def test_the_league_formula_is_described_in_the_language(pseudo_language: Translated) -> None:
    for text in ("table:25,18,15", "sqrt:10", "td:10;knockout=2", "linear:1;attendance=0.5"):
        assert pseudo_language(parse_formula(text).describe()), text
    night = Night(1, 4, Decimal(20), (LeagueFinish(7, 1), LeagueFinish(8, 2)))
    names = [row.name for row in league_standings([night], parse_formula("td:10"), {7: "Ann"})]
    assert names == ["Ann", "«player 8»"]


def test_the_league_formula_in_english() -> None:
    assert parse_formula("table:25,18.5;attendance=1").describe() == (
        "by place: 25, 18.5; +1 a night played"
    )
    assert parse_formula("linear:2;knockout=0.5;attendance=1").describe() == (
        "2 × (entries − place + 1); +0.5 a knockout; +1 a night played"
    )
    with pytest.raises(FeltboardError, match=r"^The knockout bonus must be a number of points"):
        parse_formula("td:10;knockout=x")
    with pytest.raises(FeltboardError, match=r"^Points for place 2 must be a number of points"):
        parse_formula("table:25,x")


def test_the_logo_problem_is_translated(pseudo_language: Translated) -> None:
    problem = logo_problem(b"\x89PNG\r\n\x1a\n" + bytes(2 * 1024 * 1024))
    assert problem is not None and pseudo_language(problem)
    assert "2.0" in problem
