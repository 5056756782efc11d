"""The command line speaks the user's language: the one chosen in View > Language, else
the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); ``--json`` and files stay English.

The Spanish tests read the shipped ``resources/i18n/feltboard_es.ts`` (the league's command
line, without Qt) and the compiled ``.qm`` (``print`` and ``serve``, which load Qt): both
hold the command line's texts once ``make translations`` has run on every ``.jsonl``.
"""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app import main
from app.cli.language import (
    chosen_language,
    read_translations,
    saved_choice,
    speaking,
    system_language,
)
from app.engine.numbers import ENGLISH, number_style
from app.engine.tournament_events import PlayerBusted
from app.engine.wording import translate
from tests.printing.nights import bust_down_to, saved, seated_night

NIGHT_NAME = "Friday night at Hugo's"
"""The tournament's name in :mod:`tests.printing.nights` (data: it stays as typed)."""

ROOT = Path(__file__).resolve().parents[2]
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
SHOWDOWN_PHH = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  "d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d",
  "p3 f", "p1 cc", "p2 cc",
  "d db Jc8h3s", "p1 cc", "p2 cc",
  "d db 4d", "p1 cc", "p2 cc",
  "d db 9c", "p1 cc", "p2 cc",
  "p1 sm AsAd", "p2 sm KsKd",
]
"""
CHOP = ("chop", "--stacks", "15000", "3000", "2000", "--prizes", "500", "300", "200")


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Callable[..., None]:
    """Set the system's language variables (the others unset), with no saved choice."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))

    def set_variables(**values: str) -> None:
        for name in LOCALE_VARIABLES:
            monkeypatch.delenv(name, raising=False)
        for name, value in values.items():
            monkeypatch.setenv(name, value)

    return set_variables


@pytest.fixture
def spanish(system: Callable[..., None]) -> None:
    system(LANG="es_ES.UTF-8")


def call(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """Run ``feltboard ARGUMENTS`` in this process; (exit status, stdout, stderr)."""
    status = main.main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def night(tmp_path: Path) -> Path:
    """Twelve players in euros (20,000 chips each) at two tables, two already out."""
    recorder = seated_night(12)
    recorder.rec(PlayerBusted(12, 2), PlayerBusted(11, 1))
    return saved(recorder, tmp_path / "friday.feltboard")


@pytest.fixture
def finished(tmp_path: Path) -> Path:
    """The same night played to the end: Hugo wins."""
    recorder = seated_night(12)
    bust_down_to(recorder, 1)
    return saved(recorder, tmp_path / "finished.feltboard")


def english_words(text: str, words: tuple[str, ...]) -> list[str]:
    return [word for word in words if word in text]


# ----- which language ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX"}, "es"),
        ({"LANGUAGE": "fr:es:en", "LANG": "en_US.UTF-8"}, "es"),
        ({"LANGUAGE": "en", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LC_ALL": "C", "LANG": "es_ES.UTF-8"}, "en"),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_GB.UTF-8"}, "es"),
        ({"LC_ALL": "POSIX"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "de_DE@euro"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_follows_the_posix_variables_in_order(
    variables: dict[str, str], expected: str
) -> None:
    assert system_language(variables) == expected


def write_settings(folder: Path, text: str) -> None:
    conf = folder / "Feltboard" / "Feltboard.conf"
    conf.parent.mkdir(parents=True, exist_ok=True)
    conf.write_text(text, encoding="utf-8")


def test_the_choice_saved_in_view_language_wins_over_the_system(tmp_path: Path) -> None:
    environ = {"XDG_CONFIG_HOME": str(tmp_path), "LANG": "en_US.UTF-8"}
    assert saved_choice(environ) is None and chosen_language(environ) == "en"
    # As Qt writes QSettings("ui/language") on Linux, among the app's other settings.
    write_settings(tmp_path, "[General]\nleague\\location=/x/club.sqlite\n\n[ui]\nlanguage=es\n")
    assert saved_choice(environ) == "es" and chosen_language(environ) == "es"
    write_settings(tmp_path, "[ui]\nlanguage=system\n")
    assert chosen_language(environ) == "en"
    assert chosen_language({**environ, "LANG": "es_ES.UTF-8"}) == "es"
    write_settings(tmp_path, "[ui]\nlanguage=klingon\n")
    assert chosen_language(environ) == "en"
    write_settings(tmp_path, "not an ini file at all [[[\n\x00")
    assert chosen_language({**environ, "LANG": "es_ES"}) == "es"


def test_the_real_app_settings_choice_is_read_without_qt(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What View > Language saves (QSettings, INI on Linux) is what the command line reads."""
    from PySide6.QtCore import QSettings

    from app.ui.i18n import save_language_choice

    store = QSettings(str(tmp_path / "Feltboard" / "Feltboard.conf"), QSettings.Format.IniFormat)
    save_language_choice("es", store)
    assert saved_choice({"XDG_CONFIG_HOME": str(tmp_path)}) == "es"


def test_the_ts_reader_takes_finished_translations_only(tmp_path: Path) -> None:
    ts = tmp_path / "feltboard_xx.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="xx">
<context><name>Ctx</name>
  <message><source>Done &amp; dusted</source><translation>Hecho</translation></message>
  <message><source>Half</source><translation type="unfinished">Medio</translation></message>
  <message><source>Gone</source><translation type="vanished">Ido</translation></message>
  <message><source>Old</source><translation type="obsolete">Viejo</translation></message>
  <message><source>Empty</source><translation></translation></message>
</context>
<context><name>Other</name>
  <message><source>Done &amp; dusted</source><translation>Otro</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    assert read_translations(ts) == {("Ctx", "Done & dusted"): "Hecho",
                                     ("Other", "Done & dusted"): "Otro"}  # fmt: skip
    assert read_translations(tmp_path / "missing.ts") == {}


def test_speaking_installs_the_texts_and_numbers_and_puts_back_what_was_there() -> None:
    with speaking("es"):
        assert translate("CommandLine", "{chips} chips") == "{chips} fichas"
        assert number_style().group == "."
    assert translate("CommandLine", "{chips} chips") == "{chips} chips"
    assert number_style() == ENGLISH


# ----- in Spanish -------------------------------------------------------------------------


INFO_ENGLISH = ("chips", "Buy-in", "Entries", "Prize pool", "house fees", "Level", "hands played",
                "still in", "Standings", "players", "bounty")  # fmt: skip


def test_info_in_spanish_and_its_json_unchanged(
    spanish: None, night: Path, capsys: pytest.CaptureFixture[str],
    system: Callable[..., None],
) -> None:  # fmt: skip
    status, out, err = call(capsys, "info", str(night))
    assert (status, err) == (0, "")
    assert "20.000 fichas" in out and "Bote de premios 360,00\u00a0€" in out
    assert "Clasificación:" in out and "Entradas 12 (12 jugadores" in out
    assert "recompensa 10,00\u00a0€" in out and "11.º" in out
    assert english_words(out.replace("Buy-in", ""), INFO_ENGLISH[1:]) == []
    assert " chips" not in out
    spanish_json = call(capsys, "info", str(night), "--json")[1]
    system(LANG="C")
    status, english, _ = call(capsys, "info", str(night))
    assert status == 0 and "20,000 chips" in english and "Prize pool €360.00" in english
    assert call(capsys, "info", str(night), "--json")[1] == spanish_json


def test_chop_in_spanish_and_its_json_unchanged(
    spanish: None, capsys: pytest.CaptureFixture[str], system: Callable[..., None]
) -> None:
    status, out, _ = call(capsys, *CHOP, "--keep", "50")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Trato ICM (céntimos):"
    assert lines[1].split()[:4] == ["Jugador", "1", "15.000", "fichas"]
    assert lines[4].split()[0] == "Repartido"
    assert lines[5].startswith("  Se sigue jugando: 5000 (50,00)")
    assert english_words(out, ("Player", "chips", "Dealt", "deal", "Kept")) == []
    spanish_json = call(capsys, *CHOP, "--json")[1]
    assert json.loads(spanish_json)["players"][0]["name"] == "Player 1"
    system(LANG="en_US.UTF-8")
    status, english, _ = call(capsys, *CHOP, "--keep", "50")
    assert english.splitlines()[0] == "ICM deal (cents):" and "15,000 chips" in english
    assert call(capsys, *CHOP, "--json")[1] == spanish_json


def test_refusals_in_spanish_keep_their_exit_status(
    spanish: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = call(capsys, "chop", "--stacks", "100")
    assert (status, out) == (2, "")
    assert err == "feltboard chop: da los --stacks de los jugadores y los --prizes que quedan "\
        "por ganar\n"  # fmt: skip
    missing = tmp_path / "none.feltboard"
    assert call(capsys, "stats", str(missing)) == (
        1, "", f"feltboard stats: {missing}: no existe ese archivo de torneo\n"
    )
    # argparse's own words too.
    with pytest.raises(SystemExit) as exited:
        main.main(["replay"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("uso: feltboard replay")
    assert "feltboard replay: error: faltan estos argumentos obligatorios: FILE.phh" in err
    with pytest.raises(SystemExit):
        main.main(["serve", "x.feltboard", "--port", "99999"])
    assert "se esperaba un puerto del 1 al 65535, no '99999'" in capsys.readouterr().err


def test_help_in_spanish(spanish: None, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main.main(["chop", "--help"])
    assert exited.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("uso: feltboard chop")
    assert "opciones:" in out and "muestra esta ayuda y sale" in out
    assert "Reparte los premios que quedan por ganar" in out
    assert english_words(out, ("options", "show this help", "the prizes still")) == []


def test_replay_in_spanish(
    spanish: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hand = tmp_path / "showdown.phh"
    hand.write_text(SHOWDOWN_PHH, encoding="utf-8")
    status, out, _ = call(capsys, "replay", str(hand))
    assert status == 0
    assert "; optan: " in out and "; ganadores: " in out
    assert "Stacks finales (ganancia neta):" in out and "(asiento " in out
    assert english_words(out, ("eligible", "winners", "Finishing", "seat")) == []


def test_stats_in_spanish(
    spanish: None, qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.session.simulate import simulate

    night = tmp_path / "played.feltboard"
    simulate(night, players=6, tables=1, hands=80, seed=5)
    status, out, _ = call(capsys, "stats", str(night))
    assert status == 0
    title, _, header, *rows = out.splitlines()
    assert title.endswith(" manos") and header.split()[:2] == ["Jugador", "Manos"]
    assert header.split()[-1] == "G/E/P"
    # Percentages with a decimal comma.
    assert any("," in row.split()[3] for row in rows)


def test_league_in_spanish_never_loads_qt(
    spanish: None, tmp_path: Path, finished: Path
) -> None:
    """In a separate process, as a host runs it: the texts come from the .ts, not Qt."""
    league = tmp_path / "club.sqlite"
    script = (
        "import sys\n"
        "from app.main import main\n"
        f"league = {str(league)!r}\n"
        "codes = [main(['league', 'create', league, '--name', 'Club', '--season', '2026']),\n"
        f"         main(['league', 'add', league, {str(finished)!r}]),\n"
        "         main(['league', 'standings', league]),\n"
        "         main(['league', 'season', league, '--best', '3'])]\n"
        "print(codes, 'PySide6' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False,
    )  # fmt: skip
    out = done.stdout
    assert out.splitlines()[-1] == "[0, 0, 0, 1] False", done.stderr
    assert f"Creada la liga Club en {league}: temporada 2026" in out
    assert "Club, temporada 2026: 1 noche" in out
    assert "Desempates: puntos que cuentan, luego victorias" in out
    assert "1 victoria, mejor puesto 1.º" in out
    assert done.stderr == (
        "feltboard league season: Di qué temporada: --add TEMPORADA o --set TEMPORADA\n"
    )
    # The store's submission line is Spanish too; the tournament's name is data.
    assert "Añadido" in out and "Added " not in out
    mine = out.replace(NIGHT_NAME, "")
    assert english_words(mine, ("Created", "season", "night", "points", "Ties", "best")) == []


def test_print_in_spanish(
    spanish: None, qapp: object, night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.printing.pdf_tools import pdf_text

    out = tmp_path / "payouts.pdf"
    status, said, _ = call(
        capsys, "print", str(night), "--what", "payouts", "--out", str(out), "--paper", "a4"
    )  # the paper of the system's locale, which Qt reads once per process, is not the point
    assert status == 0 and said == f"Escrito {out}: Premios, 1 página (A4)\n"
    text = pdf_text(out)
    assert "Premios" in text and "Bote de premios" in text and "360,00 €" in text
    assert english_words(text, ("Payouts", "Prize pool", "Page")) == []
    refused = call(capsys, "print", str(night), "--what", "seats", "--out", str(tmp_path / "x.txt"))
    assert refused == (1, "", f"feltboard print: --out {tmp_path / 'x.txt'}: el archivo que "
                              "escribir debe terminar en .pdf\n")  # fmt: skip


def read_lines(stream: object, count: int) -> list[str]:
    """The next ``count`` lines (counted, not searched for: a line in another language than
    expected fails the test instead of waiting for ever)."""
    lines = [stream.readline().rstrip("\n") for _ in range(count)]  # type: ignore[attr-defined]
    assert all(lines), f"the server stopped early: {lines}"
    return lines


@pytest.fixture
def served_in_spanish(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    from app.store.demo import create_demo
    from tests.cli.test_serve import free_port

    create_demo(tmp_path / "demo.feltboard").close()
    env = {name: value for name, value in os.environ.items() if name not in LOCALE_VARIABLES}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", LANGUAGE="es", LANG="C.UTF-8",
               XDG_CONFIG_HOME=str(tmp_path / "config"))  # fmt: skip
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", str(tmp_path / "demo.feltboard"),
         "--port", str(free_port())],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env, cwd=tmp_path,
    )  # fmt: skip
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def test_serve_speaks_spanish(served_in_spanish: subprocess.Popen[str]) -> None:
    process = served_in_spanish
    assert process.stdout is not None and process.stdin is not None
    # Serving, 3 addresses, only this computer, Ctrl+C, the PIN line.
    greeting = read_lines(process.stdout, 7)
    assert greeting[0].startswith("Sirviendo Demo tournament en http://127.0.0.1:")
    assert greeting[5].startswith("Pulsa Ctrl+C para detenerlo.")
    assert greeting[6].startswith("PIN de la tableta de la mesa 1: ")
    process.stdin.write("revoke 7\nhelp\n")
    process.stdin.flush()
    answers = read_lines(process.stdout, 6)
    assert answers[0] == "No hay ninguna mesa '7' en juego (mesas: 1)."
    assert answers[1] == "Comandos:"
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert rest.rstrip().endswith("Detenido.")
    assert "Table" not in "\n".join(greeting + answers) + rest


# ----- every line for a person goes through translate --------------------------------------


def all_translated(text: str, translated: Callable[[str], bool], data: int = 0) -> None:
    """Every line but the first ``data`` ones (names and figures) shows the pseudo marks."""
    lines = [line for line in text.splitlines() if line.strip()]
    assert lines
    untranslated = [line for line in lines[data:] if not translated(line)]
    assert untranslated == []


def test_every_line_printed_for_a_person_is_translated(
    system: Callable[..., None], pseudo_language: Callable[[str], bool], night: Path,
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    system(LANG="C")
    status, out, _ = call(capsys, "info", str(night))
    all_translated(out, pseudo_language, data=1)  # the first line is the night's name
    status, out, _ = call(capsys, *CHOP, "--keep", "50")
    # The shares' rows: the player's name and chips translated, the figures bare.
    all_translated(out, pseudo_language)
    hand = tmp_path / "showdown.phh"
    hand.write_text(SHOWDOWN_PHH, encoding="utf-8")
    all_translated(call(capsys, "replay", str(hand))[1], pseudo_language)
    refusals = (
        ("chop", "--stacks", "1"),
        ("stats", str(tmp_path / "no.feltboard")),
        ("new", str(night), "--preset", "Home game — standard"),
        ("print", str(night), "--what", "seats", "--out", str(tmp_path)),
    )
    for refusal in refusals:
        status, out, err = call(capsys, *refusal)
        assert status != 0 and out == ""
        all_translated(err, pseudo_language)
    template = tmp_path / "t.toml"
    all_translated(call(capsys, "template", "--preset", "Home game — standard", "--out",
                        str(template))[1], pseudo_language)  # fmt: skip
    all_translated(call(capsys, "new", str(tmp_path / "n.feltboard"), "--template",
                        str(template))[1], pseudo_language)  # fmt: skip


def test_every_league_line_is_translated(
    system: Callable[..., None], pseudo_language: Callable[[str], bool], night: Path,
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    system(LANG="C")
    league = str(tmp_path / "club.sqlite")
    said = [
        call(capsys, "league", "create", league, "--name", "Club", "--season", "2026"),
        call(capsys, "league", "standings", league),
        call(capsys, "league", "season", league, "--add", "2027", "--best", "2"),
        call(capsys, "league", "season", league, "--set", "2027"),
        call(capsys, "league", "season", league),
        call(capsys, "league", "nights", league, "--season", "2026"),
        call(capsys, "league", "season", league, "--best", "2"),
        call(capsys, "league", "player", league, "Nobody", "--photo", str(night)),
        call(capsys, "league", "sync", league),
        call(capsys, "league", "remove", league, str(tmp_path / "none.feltboard")),
    ]
    for _, out, err in said:
        all_translated(out + err, pseudo_language)
    assert [status for status, _, _ in said] == [0, 0, 0, 0, 0, 0, 1, 1, 0, 1]


def test_the_launcher_notices_are_translated(
    pseudo_language: Callable[[str], bool], tmp_path: Path
) -> None:
    from app.launcher import open_or_create
    from app.store.locations import remember_open

    remember_open(tmp_path / "gone.feltboard", tmp_path)
    opened = open_or_create(None, tmp_path)
    try:
        assert opened.problem and pseudo_language(opened.notice)
    finally:
        opened.file.close()


def test_json_never_follows_the_language(night: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Spanish numbers and a translator that marks every text: ``info --json`` and
    ``chop --json`` come out as in English (the level's blinds included)."""
    from app.cli import info as info_cli
    from app.cli.chop import run_chop
    from app.cli.info import run_info
    from app.engine.wording import set_translator
    from app.main import build_parser

    # Level 9, 500/1,000: blinds with a thousands separator.
    monkeypatch.setattr(info_cli, "current_level", lambda _state, _now: 9)

    def both() -> tuple[str, str]:
        info, chop = io.StringIO(), io.StringIO()
        assert run_info(night, as_json=True, out=info, err=io.StringIO()) == 0
        args = build_parser().parse_args([*CHOP, "--json"])
        assert run_chop(args, out=chop, err=io.StringIO()) == 0
        return info.getvalue(), chop.getvalue()

    english = both()
    assert json.loads(english[0])["level_text"] == "500/1,000, BB ante 1,000"
    with speaking("es"):
        set_translator(lambda _context, text: f"«{text}»")
        assert number_style().group == "."
        assert both() == english


def test_the_command_line_speaks_the_languages_the_windows_speak() -> None:
    """The command line keeps its own list and number styles (it may not load Qt): they
    are the windows' languages, written as Qt's locale of each writes numbers."""
    from PySide6.QtCore import QLocale

    from app.cli import language as cli_language
    from app.ui import i18n

    assert set(cli_language.LANGUAGES) == set(i18n.LANGUAGES)
    for language in cli_language.LANGUAGES:
        assert cli_language.NUMBER_STYLES[language] == i18n.number_style_of(
            i18n.locale_for(language, QLocale("C"))
        )
