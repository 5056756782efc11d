# Two entry points: `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint unit bench clean resources package translations

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Feltboard needs Python 3.11+"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m app

lint: $(STAMP)
	$(BIN)/ruff check app tests bench scripts packaging
	$(BIN)/mypy app
	$(BIN)/lint-imports

# The doctests of every module of app/ run with the tests: none needs a QApplication (a
# doctest that does would fail here: keep such examples in tests/). pytest never imports
# app/__main__.py for its doctests.
unit: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n 2 -p no:cacheprovider tests \
		--doctest-modules app

test: lint unit

# Speed figures (minutes; see bench/README.md). Never part of `make test`.
bench: $(STAMP)
	$(BIN)/python bench/replay_bench.py
	$(BIN)/python bench/journal_bench.py
	$(BIN)/python bench/export_bench.py
	$(BIN)/python bench/tournament_bench.py
	$(BIN)/python bench/stats_bench.py
	$(BIN)/python bench/league_bench.py
	$(BIN)/python bench/deal_bench.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/console_bench.py
	$(BIN)/python bench/network_bench.py

clean:
	rm -rf $(VENV) build dist *.egg-info

# Regenerate the raster icons from resources/icons/feltboard.svg, then compile the Qt
# resources into app/resources_rc.py (generated: commit it, never edit it). A fixed rcc
# timestamp keeps the module unchanged unless a resource changed.
resources: $(STAMP)
	$(BIN)/python scripts/build_icons.py
	QT_RCC_SOURCE_DATE_OVERRIDE=1 $(BIN)/pyside6-rcc resources/resources.qrc -o app/resources_rc.py

# Translations (README "Languages"): collect every translate("Context", "text") of app/
# into each resources/i18n/feltboard_<lang>.ts (translations already made are kept), then
# compile the .ts into the .qm the app loads and the .qm into app/resources_rc.py. Edit a
# .ts with pyside6-linguist, then run this again. The built .qm files are committed.
LANGUAGES := es
APP_SOURCES = $(shell find app -name '*.py' ! -name resources_rc.py | sort)

translations: $(STAMP)
	@for lang in $(LANGUAGES); do \
		$(BIN)/pyside6-lupdate -locations relative -no-obsolete $(APP_SOURCES) \
			-target-language $$lang -ts resources/i18n/feltboard_$$lang.ts && \
		$(BIN)/pyside6-lrelease -silent resources/i18n/feltboard_$$lang.ts \
			-qm resources/i18n/feltboard_$$lang.qm || exit 1; \
	done
	QT_RCC_SOURCE_DATE_OVERRIDE=1 $(BIN)/pyside6-rcc resources/resources.qrc -o app/resources_rc.py

# One-folder app for this platform in dist/feltboard/ (not part of `make test`).
PACKAGE_STAMP := $(VENV)/.package-installed

$(PACKAGE_STAMP): pyproject.toml $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[package]'
	@test -x $(BIN)/pyinstaller || { echo "PyInstaller missing: pyproject.toml needs a" \
		"'package' extra with pyinstaller" >&2; exit 1; }
	@touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
		packaging/feltboard.spec
	$(BIN)/python packaging/check_bundle.py dist/feltboard
