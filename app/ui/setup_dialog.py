"""The tournament setup dialog: a whole night set up on five pages, one value out.

The dialog is a view of :class:`TournamentSetup`: it shows one (``load``), reads the
pages back into one (``read``), and asks the engine what is wrong with it
(:func:`setup_problems`, and for a running tournament the session's check of a
:class:`SetupChanged`). Each problem shows next to its field in the engine's words;
nothing here decides what a valid setup is.

It opens two ways:

- :func:`new_setup_dialog` for a new tournament: start from a preset or one of the host's
  templates, change anything, and *Create tournament* hands the setup to the caller.
- :func:`open_setup_dialog` on the tournament being run: the fields the engine says can
  no longer change (:func:`frozen_fields`) are read-only with the reason; *Apply changes*
  records everything else as ONE undoable :class:`SetupChanged`.

Both can load a template file and save the setup as the host's own template.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QTime
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.errors import FeltboardError
from app.engine.presets import HOME_STANDARD, PRESETS
from app.engine.setup_rules import (
    ENTRY_PRICES,
    PLAYED,
    frozen_fields,
    level_index_reached,
    setup_problems,
)
from app.engine.tournament import setup_from_preset
from app.engine.tournament_setup import TournamentSetup
from app.engine.wording import QT_TRANSLATE_NOOP, translate
from app.present.narration import price_text
from app.session.live import LiveTournament
from app.store.locations import recent_files
from app.store.template import TemplateError, read_template, write_template
from app.store.tournament_file import TournamentFile
from app.ui.colors import ERROR_COLOR, warning_color
from app.ui.setup_pages import ChipsPage, EntriesPage, NightPage
from app.ui.setup_plan import PayoutsPage, PlanContext, StructurePage
from app.ui.setup_widgets import FieldBox, Reading

TEMPLATE_FILTER = QT_TRANSLATE_NOOP("SetupDialog", "Feltboard templates (*.toml *.json)")
RECENT_NIGHTS = 5
"""How many past nights (File > Open recent's first) the dialog offers to start from."""
NIGHT_PREFIX = "night:"
"""Marks a past night's file among the start choices (templates are plain paths)."""
PAGES = (
    QT_TRANSLATE_NOOP("SetupDialog", "The night"),
    QT_TRANSLATE_NOOP("SetupDialog", "Chips"),
    QT_TRANSLATE_NOOP("SetupDialog", "Entries"),
    QT_TRANSLATE_NOOP("SetupDialog", "Structure"),
    QT_TRANSLATE_NOOP("SetupDialog", "Payouts"),
)
Commit = Callable[[TournamentSetup], "str | None"]
"""Records a setup; returns the refusal, or ``None`` once recorded."""
_FIELD_ALIASES = {"fee": "buy_in"}


class SetupDialog(QDialog):
    """Every setting of a tournament on five pages; ``setup`` once accepted."""

    def __init__(
        self,
        setup: TournamentSetup,
        *,
        templates_folder: Path,
        creating: bool = True,
        frozen: Mapping[str, str] | None = None,
        played_steps: int = 0,
        check: Callable[[TournamentSetup], str | None] | None = None,
        commit: Commit | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("setupDialog")
        self.setWindowTitle(
            translate("SetupDialog", "New tournament")
            if creating
            else translate("SetupDialog", "Setup of {name}").format(name=setup.name)
        )
        self._base = setup
        self._look = setup.look
        self._creating = creating
        self._frozen = dict(frozen or {})
        self._played = played_steps
        self._check = check
        self._commit = commit
        self._templates = templates_folder
        self._loading = False
        self.setup: TournamentSetup | None = None
        self.night = NightPage(self)
        self.chips = ChipsPage(self)
        self.entries = EntriesPage(self)
        self.structure = StructurePage(self)
        self.payouts = PayoutsPage(self)
        self.structure.context = self.plan_context
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("setupPages")
        for page, title in zip(
            (self.night, self.chips, self.entries, self.structure, self.payouts), PAGES,
            strict=True,
        ):
            self.tabs.addTab(page, translate("SetupDialog", title))
        self.start_box = QComboBox(self)
        self.start_box.setObjectName("startFrom")
        self.start_description = QLabel(self)
        self.start_description.setObjectName("startFromDescription")
        self.start_description.setWordWrap(True)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("setupStatus")
        self.status_label.setWordWrap(True)
        self.ok_button = QPushButton(
            translate("SetupDialog", "Create tournament")
            if creating
            else translate("SetupDialog", "Apply changes"),
            self,
        )
        self.ok_button.setObjectName("acceptSetup")
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.accept)
        self._build_layout()
        self._boxes: dict[str, FieldBox] = {
            **self.night.boxes, **self.chips.boxes, **self.entries.boxes,
            "structure": self.structure.box, **self.payouts.boxes,
        }
        for page in (self.night, self.chips, self.entries, self.structure, self.payouts):
            page.edited.connect(self.refresh)
        self.night.game_box.currentIndexChanged.connect(
            lambda _i: self.structure.set_betting(self.night.betting))
        self.night.rotation_editor.edited.connect(self._rotation_changed)
        self.night.players_spin.valueChanged.connect(self.payouts.entries_spin.setValue)
        self.payouts.entries_spin.valueChanged.connect(self.night.players_spin.setValue)
        self.night.players_spin.setValue(10)
        self._stack_text = ""
        self.night.stack_edit.textChanged.connect(self._stack_changed)
        self._price_shown = ""
        for signal in (
            self.night.price_edit.textChanged,
            self.night.rake_edit.textChanged,
            self.night.fee_mode.currentIndexChanged,
            self.night.symbol_box.currentTextChanged,
            self.night.decimals_spin.valueChanged,
        ):
            signal.connect(lambda _value: self._price_changed())
        self.load(setup)
        self._apply_frozen()
        self._fill_start_choices()
        self._fit_to_screen()

    # ----- layout ------------------------------------------------------------------------

    def _build_layout(self) -> None:
        load = _button(
            translate("SetupDialog", "Load template…"), "loadTemplate", self.load_template, self
        )
        save = _button(
            translate("SetupDialog", "Save as my template…"), "saveTemplate",
            self.save_template, self,
        )  # fmt: skip
        cancel = _button(translate("SetupDialog", "Cancel"), "cancelSetup", self.reject, self)
        buttons = QHBoxLayout()
        buttons.addWidget(load)
        buttons.addWidget(save)
        buttons.addWidget(self.status_label, 1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.ok_button)
        column = QVBoxLayout(self)
        if self._creating:
            start = QHBoxLayout()
            start.addWidget(QLabel(translate("SetupDialog", "<b>Start from</b>"), self))
            start.addWidget(self.start_box, 1)
            column.addLayout(start)
            column.addWidget(self.start_description)
        else:
            self.start_box.hide()
            self.start_description.hide()
            notice = QLabel(
                translate(
                    "SetupDialog",
                    "Changes are recorded as one step when you press <i>Apply changes</i>; "
                    "Edit › Undo takes them back.",
                ),
                self,
            )
            notice.setObjectName("changeNotice")
            column.addWidget(notice)
        column.addWidget(self.tabs, 1)
        column.addLayout(buttons)

    def _fit_to_screen(self) -> None:
        """Laid out for 1280×720: as large as the screen allows, up to 1180×680."""
        screen = QGuiApplication.primaryScreen()
        width, height = 1180, 680
        if screen is not None:
            available = screen.availableGeometry()
            width = min(width, available.width() - 40)
            height = min(height, available.height() - 40)
        self.resize(width, height)

    def _rotation_changed(self, fill: bool = True) -> None:
        """The structure page follows the night's games (``fill``: and fills or empties
        the stud amounts of the levels left to them)."""
        editor = self.night.rotation_editor
        try:
            rotation = editor.read()
        except FeltboardError:
            rotation = None  # the night page says what is wrong
        self.structure.set_rotation(rotation, editor.deals_stud, fill)

    def _stack_changed(self, text: str) -> None:
        """Entry chips and stack limits that were a starting stack follow the stack."""
        if not self._loading:
            for option in (self.entries.rebuy, self.entries.add_on, self.entries.re_entry):
                for edit in (option.chips_edit, option.limit_edit):
                    if edit.text() == self._stack_text and edit.isEnabled():
                        edit.setText(text)
        self._stack_text = text

    def _price_changed(self) -> None:
        """Entry prices that were the buy-in follow the buy-in; an edited one stays.

        The buy-in is written as an entry's price writes it (``€20+€2``; a rake as its
        split), so an entry that showed the old buy-in is recognised whatever was typed.
        """
        reading = Reading()
        currency = self.night.read_currency(reading)
        price = self.night.read_price(reading, currency) if currency is not None else None
        if currency is None or price is None:
            return  # half typed ("20+"): the entries wait for a price that reads
        shown = price_text(price[0], price[1], currency, for_editing=True)
        if not self._loading:
            for option in (self.entries.rebuy, self.entries.add_on, self.entries.re_entry):
                edit = option.price_edit
                if edit.text() == self._price_shown and edit.isEnabled():
                    edit.setText(shown)
        self._price_shown = shown

    # ----- start from --------------------------------------------------------------------

    def _fill_start_choices(self) -> None:
        self.start_box.blockSignals(True)
        self.start_box.clear()
        self.start_box.addItem(
            translate("SetupDialog", "The setup shown (change anything below)"), None
        )
        for preset in PRESETS:
            label = translate("SetupDialog", "Preset: {name}").format(name=preset.shown_name)
            self.start_box.addItem(label, preset.name)
        for path in self._template_files():
            self.start_box.addItem(
                translate("SetupDialog", "My template: {name}").format(name=path.stem), str(path)
            )
        for path in recent_files()[:RECENT_NIGHTS]:
            self.start_box.addItem(
                translate("SetupDialog", "A past night: {name}").format(name=path.stem),
                NIGHT_PREFIX + str(path),
            )
        self.start_box.blockSignals(False)
        self.start_box.currentIndexChanged.connect(self._start_chosen)
        self._describe_start()

    def _template_files(self) -> list[Path]:
        try:
            return sorted(
                p for p in self._templates.iterdir() if p.suffix.lower() in (".toml", ".json")
            )
        except OSError:
            return []

    def _describe_start(self) -> None:
        data = self.start_box.currentData()
        preset = next((p for p in PRESETS if p.name == data), None)
        if preset is not None:
            self.start_description.setText(
                f"<b>{preset.shown_name}</b> — {preset.shown_description}"
            )
        elif isinstance(data, str) and data.startswith(NIGHT_PREFIX):
            self.start_description.setText(
                translate(
                    "SetupDialog",
                    "That night's setup, from {path}: its money, chips, entries, levels and"
                    " payouts. Tonight's name, date and players are tonight's.",
                ).format(path=data.removeprefix(NIGHT_PREFIX))
            )
        elif data:
            self.start_description.setText(
                translate("SetupDialog", "Your template, from {path}").format(path=data)
            )
        else:
            self.start_description.setText(
                translate(
                    "SetupDialog",
                    "Pick a preset or one of your templates to fill every page, then change "
                    "what your night does differently.",
                )
            )

    def _start_chosen(self) -> None:
        data = self.start_box.currentData()
        self._describe_start()
        preset = next((p for p in PRESETS if p.name == data), None)
        if preset is not None:
            self._load_keeping_name(setup_from_preset(preset))
        elif isinstance(data, str) and data.startswith(NIGHT_PREFIX):
            self._load_night(Path(data.removeprefix(NIGHT_PREFIX)))
        elif data:
            self._load_file(Path(data))

    def _load_night(self, path: Path) -> bool:
        """Start from a past night's setup (the file is only read, never changed)."""
        try:
            with TournamentFile.open(path, read_only=True) as file:
                setup = file.state.setup
        except (FeltboardError, OSError) as error:
            self._say(
                translate("SetupDialog", "{file} was not loaded: {error}").format(
                    file=path.name, error=error
                ),
                ERROR_COLOR,
            )
            return False
        self._load_keeping_name(setup)
        self._say(
            translate("SetupDialog", "Loaded {file}.").format(file=path.name), warning_color(self)
        )
        return True

    def _load_keeping_name(self, setup: TournamentSetup) -> None:
        """Load ``setup`` but keep the name and date already typed."""
        name, date = self.night.name_edit.text(), self.night.date_edit.date()
        self.load(setup)
        self.night.name_edit.setText(name)
        self.night.date_edit.setDate(date)

    # ----- showing and reading -----------------------------------------------------------

    def load(self, setup: TournamentSetup) -> None:
        """Show ``setup`` on every page (its display look is kept as it is)."""
        self._look = setup.look
        self._loading = True
        try:
            self.night.load(setup)
            self.chips.load(setup.chip_set)
            self.entries.load(setup)
            self._rotation_changed(fill=False)
            self.structure.load(setup.structure, setup.rules.structure)
            self.payouts.load(setup.payouts, setup.prize_unit, setup.currency)
        finally:
            self._loading = False
        self.refresh()

    def plan_context(self) -> PlanContext | None:
        """The field, chips, stack and game the structure page plans for."""
        reading = Reading()
        chip_set = self.chips.read(reading)
        stack = self.night.read_stack(reading)
        if chip_set is None or stack is None:
            return None
        return PlanContext(self.night.players_spin.value(), chip_set, stack,
                           self.night.ante_mode, self.night.betting)

    def read(self) -> tuple[TournamentSetup | None, dict[str, str]]:
        """The setup the pages show, and every problem by setup field name.

        Fixed fields (mid-tournament) are taken from the setup being changed.
        """
        reading = Reading()
        base = self._base
        night, entries = self.night, self.entries
        currency = base.currency if "currency" in self._frozen else night.read_currency(
            reading)
        stack = base.starting_stack if "starting_stack" in self._frozen else night.read_stack(
            reading)
        chip_set = self.chips.read(reading)
        structure = self.structure.read(reading)
        payouts = self.payouts.read(reading)
        if currency is None:
            return None, reading.problems
        self.payouts.currency = currency
        price = (base.buy_in, base.fee) if "buy_in" in self._frozen else night.read_price(
            reading, currency)
        rebuys = entries.read_rebuys(reading, currency)
        if "bounty" in self._frozen:
            bounty_ok, bounty = True, base.bounty
        else:
            bounty_ok, bounty = entries.read_bounty(reading, currency)
        prize_unit = self.payouts.read_unit(reading, currency)
        rules = base.rules if "rules" in self._frozen else night.read_rules(
            reading, base.rules, chip_set.unit if chip_set else base.rules.chip_unit)
        if "rotation" in self._frozen:
            rotation_ok, rotation = True, base.rotation
        else:
            rotation_ok, rotation = night.rotation_editor.read_into(reading)
        night.show_price_summary(currency, price, bounty.amount if bounty else 0)
        self._show_pool(price, bounty.amount if bounty else 0)
        self.chips.show_stacks(chip_set, stack)
        readable = None not in (stack, chip_set, structure, payouts, price, rebuys,
                                prize_unit, rules) and bounty_ok and rotation_ok
        # Unreadable fields stand in with the setup's own values, so the engine still
        # checks every readable field now; their own problem stays the typing one.
        setup = TournamentSetup(
            name=night.name,
            buy_in=price[0] if price else base.buy_in,
            starting_stack=stack if stack is not None else base.starting_stack,
            chip_set=chip_set or base.chip_set,
            rules=rules or base.rules,
            structure=structure or base.structure,
            payouts=payouts or base.payouts,
            rebuys=rebuys or base.rebuys,
            seats_per_table=base.seats_per_table if "seats_per_table" in self._frozen
            else night.seats_spin.value(),
            prize_unit=prize_unit if prize_unit is not None else base.prize_unit,
            currency=currency,
            fee=price[1] if price else base.fee,
            date=night.date,
            late_registration=entries.read_late_registration(),
            bounty=bounty if bounty_ok else base.bounty,
            look=self._look,
            rotation=rotation if rotation_ok else base.rotation,
        )
        for field, message in setup_problems(setup):
            reading.problems.setdefault(_FIELD_ALIASES.get(field, field), message)
        return (setup if readable else None), reading.problems

    def _show_pool(self, price: tuple[int, int] | None, bounty: int) -> None:
        self.payouts.pool_per_entry = max(0, price[0] - bounty) if price else 0

    def refresh(self) -> None:
        """Read the pages and show each field's problem next to it."""
        if self._loading:
            return
        setup, problems = self.read()
        self._show_problems(problems)
        self.payouts.show_prizes()
        self.structure.show_finish()
        if setup is not None and not problems and self._check is not None and (
                setup != self._base):
            refusal = self._check(setup)
            if refusal:
                problems = {"": refusal}
        self._show_status(problems)

    def _show_problems(self, problems: Mapping[str, str]) -> None:
        for field, box in self._boxes.items():
            box.show_problem(problems.get(field))

    def _show_status(self, problems: Mapping[str, str]) -> None:
        if not problems:
            self.status_label.setText("")
            return
        unplaced = [text for field, text in problems.items() if field not in self._boxes]
        pages = sorted({self._page_of(field) for field in problems if field in self._boxes})
        text = unplaced[0] if unplaced else (
            translate("SetupDialog", "Fix the fields marked in red on: {pages}").format(
                pages=", ".join(translate("SetupDialog", PAGES[p]) for p in pages)
            )
        )
        self.status_label.setText(text)
        self.status_label.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")

    def _page_of(self, field: str) -> int:
        box = self._boxes[field]
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            if page is not None and page.isAncestorOf(box):
                return index
        return 0

    @property
    def problems(self) -> dict[str, str]:
        """Every problem shown now, by field (``''`` for the whole setup)."""
        shown = {field: box.problem for field, box in self._boxes.items() if box.problem}
        if self.status_label.text() and not shown:
            shown[""] = self.status_label.text()
        return shown

    # ----- frozen fields (mid-tournament) ------------------------------------------------

    def _apply_frozen(self) -> None:
        frozen = self._frozen
        for field in ("currency", "buy_in", "starting_stack", "rules", "seats_per_table"):
            self.night.boxes[field].freeze(frozen.get(field))
        if "bounty" in frozen:
            self.entries.boxes["bounty"].freeze(frozen["bounty"])
            self.entries.bounty_group.setCheckable(False)
        self.chips.freeze_values(frozen.get("chip_set"))
        for option in (self.entries.rebuy, self.entries.add_on, self.entries.re_entry):
            option.freeze_prices(frozen.get(ENTRY_PRICES))
            if ENTRY_PRICES in frozen and not option.isChecked():
                option.setEnabled(False)  # an offer nobody could pay for yet stays off
        self.structure.freeze_played(self._played, frozen.get(PLAYED))

    # ----- templates ---------------------------------------------------------------------

    def load_template(self) -> bool:
        """Fill the pages from a template file the host picks."""
        chosen, _ = QFileDialog.getOpenFileName(
            self, translate("SetupDialog", "Load a template"), str(self._templates),
            translate("SetupDialog", TEMPLATE_FILTER),
        )
        return bool(chosen) and self._load_file(Path(chosen))

    def _load_file(self, path: Path) -> bool:
        try:
            setup = read_template(path)
        except (TemplateError, OSError) as error:
            self._say(
                translate("SetupDialog", "{file} was not loaded: {error}").format(
                    file=path.name, error=error
                ),
                ERROR_COLOR,
            )
            return False
        date = self.night.date_edit.date()
        self.load(setup)
        if not setup.date:
            self.night.date_edit.setDate(date)
        self._say(
            translate("SetupDialog", "Loaded {file}.").format(file=path.name), warning_color(self)
        )
        return True

    def save_template(self) -> bool:
        """Save the setup shown as one of the host's templates (TOML or JSON)."""
        setup, problems = self.read()
        if setup is None or problems:
            self._show_problems(problems)
            self._say(
                translate("SetupDialog", "Fix the fields marked in red before saving a template."),
                ERROR_COLOR,
            )
            return False
        name = "-".join(setup.name.split()) or "my-night"
        with contextlib.suppress(OSError):  # the file dialog says if it cannot write there
            self._templates.mkdir(parents=True, exist_ok=True)
        chosen, _ = QFileDialog.getSaveFileName(
            self, translate("SetupDialog", "Save as my template"),
            str(self._templates / f"{name}.toml"), translate("SetupDialog", TEMPLATE_FILTER),
        )
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() not in (".toml", ".json"):
            path = path.with_name(path.name + ".toml")
        try:
            write_template(setup, path)
        except (TemplateError, OSError) as error:
            self._say(
                translate("SetupDialog", "The template was not saved: {error}").format(
                    error=error
                ),
                ERROR_COLOR,
            )
            return False
        self._say(
            translate(
                "SetupDialog", "Saved as {file}; start a night from it with Start from."
            ).format(file=path.name),
            warning_color(self),
        )
        return True

    def _say(self, text: str, color: str) -> None:
        self.status_label.setText(text)
        self.status_label.setStyleSheet(f"color: {color}; font-weight: bold;")

    # ----- closing -----------------------------------------------------------------------

    def accept(self) -> None:
        """Close with a valid setup (recorded first when changing a running tournament)."""
        setup, problems = self.read()
        self._show_problems(problems)
        if setup is None or problems:
            self._show_status(problems)
            self._show_first_problem(problems)
            return
        if self._commit is not None and setup != self._base:
            refusal = self._commit(setup)
            if refusal is not None:
                self._show_status({"": refusal})
                return
        self.setup = setup
        super().accept()

    def _show_first_problem(self, problems: Mapping[str, str]) -> None:
        """Turn to the first page with a problem, so the host sees what to fix."""
        pages = [self._page_of(field) for field in problems if field in self._boxes]
        if pages:
            self.tabs.setCurrentIndex(min(pages))


def _button(text: str, name: str, slot: Callable[[], object], parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.clicked.connect(slot)
    return button


def default_new_setup(today: datetime.date | None = None) -> TournamentSetup:
    """What a new tournament starts from: the standard home game, no name, dated today."""
    date = (today or datetime.date.today()).isoformat()
    return replace(setup_from_preset(HOME_STANDARD), name="", date=date)


def new_setup_dialog(templates_folder: Path, parent: QWidget | None = None) -> SetupDialog:
    """The dialog for a new tournament; its ``setup`` is set once accepted."""
    return SetupDialog(default_new_setup(), templates_folder=templates_folder, parent=parent)


def open_setup_dialog(
    session: LiveTournament, templates_folder: Path, parent: QWidget | None = None
) -> SetupDialog:
    """The dialog on the tournament being run; accepting records ONE undoable change."""
    state, now = session.state, session.now()
    index = level_index_reached(state, now)
    dialog = SetupDialog(
        state.setup,
        templates_folder=templates_folder,
        creating=False,
        frozen=frozen_fields(state, now),
        played_steps=0 if index is None else index + 1,
        check=session.edits.check_setup,
        commit=session.edits.change_setup,
        parent=parent,
    )
    # Plan the rest of the night from the field that came and the time play started.
    dialog.night.players_spin.setValue(max(2, state.entries))
    started = state.clock_started_at
    if started is not None:
        moment = datetime.datetime.fromtimestamp(started)
        dialog.structure.start_edit.setTime(QTime(moment.hour, moment.minute))
    return dialog
