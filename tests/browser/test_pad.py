"""The dealer pad (/table/1) in a real browser against ``feltboard serve``: pairing,
a whole hand with a side pot tapped on the page, refusals, revoking, reconnecting.

Table 1: Ann (seat 1, 1,400), Bob (seat 2, 1,300), Cat (seat 3, 300) at 25/50. Hand 1's
button is seat 1, so Bob posts the small blind and Cat the big blind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from app.engine.cards import parse_cards
from app.engine.events import (
    BetPlaced,
    Called,
    CardsShown,
    Checked,
    FlopDealt,
    RiverDealt,
    TurnDealt,
    WentAllIn,
)
from app.store.tournament_file import TournamentFile
from tests.browser.pad_page import (
    api_state,
    block_live,
    control,
    cut_connection,
    outcome,
    pair,
    pair_and_wait,
    seat_rows,
    send_raw,
    shown,
    status,
    tap,
    type_into,
    wait_answer,
    wait_screen,
    watch_sockets,
)
from tests.browser.served import Served, three_handed, wait

ANN, BOB, CAT = 1, 2, 3


@pytest.fixture(scope="module", autouse=True)
def _sockets_watched(browser: Any) -> None:
    watch_sockets(browser)


@pytest.fixture(autouse=True)
def _network_back(browser: Any) -> Iterator[None]:
    """A test that failed with the network cut does not cut the next one's."""
    yield
    block_live(browser, False)


@pytest.fixture
def served(serve: Callable[..., Served], tmp_path: Path) -> Served:
    return serve(three_handed(tmp_path / "t.feltboard"))


def board(browser: Any) -> list[str]:
    return list(browser.execute_script(
        "return [...document.querySelectorAll('#board .pad-card')].map((c) => c.textContent);"
    ))


def test_a_whole_hand_with_a_side_pot_is_recorded_from_the_pad(
    browser: Any, served: Served
) -> None:
    pair_and_wait(browser, served)
    assert control(browser, "deal").text == "Next hand"
    tap(browser, "deal")
    wait(browser, 5).until(lambda b: status(b) == "Ann to act (seat 1)")
    rows = seat_rows(browser)
    assert "D" in rows["Ann"].split() and "SB" in rows["Bob"] and "BB" in rows["Cat"]
    assert control(browser, "call").text == "Call 50"
    tap(browser, "call")  # Ann
    tap(browser, "call")  # Bob completes the small blind
    assert control(browser, "allin").text == "All-in 300"
    tap(browser, "allin", confirm=True)  # Cat: a second tap confirms
    assert "ALL-IN" in seat_rows(browser)["Cat"]
    tap(browser, "call")  # Ann calls 300
    assert control(browser, "call").text == "Call 250"
    tap(browser, "call")  # Bob

    # The flop, typed as text.
    type_into(browser, browser.find_element(By.ID, "board-cards"), "Ah Kd 7c")
    tap(browser, "deal-board")
    assert board(browser) == ["A♥", "K♦", "7♣"]
    # Bob bets: a bet under the minimum is refused in the engine's words, nothing recorded.
    amount = browser.find_element(By.ID, "amount")
    assert amount.get_attribute("value") == "50"  # the minimum, as the console offers
    type_into(browser, amount, "10")
    assert control(browser, "wager").text == "Bet 10"
    control(browser, "wager").click()
    kind, text = wait_answer(browser)
    assert (kind, text) == ("refused", "NOT RECORDED\nMinimum bet is 50\nBob: bet 10")
    assert browser.find_element(By.ID, "amount").get_attribute("value") == "10"  # kept
    control(browser, "half").click()  # ½ pot as the host sizes it: half of the 900
    assert amount.get_attribute("value") == "450"
    assert control(browser, "wager").text == "Bet 450"
    type_into(browser, browser.find_element(By.ID, "amount"), "200")
    tap(browser, "wager")
    tap(browser, "call")  # Ann: two pots now, on the pad and in the host's state
    assert browser.execute_script(
        "return [...document.querySelectorAll('#pots li')].map((pot) =>"
        " [...pot.children].map((part) => part.textContent));"
    ) == [["Main pot", "900"], ["Side pot 1", "400"]]
    hand = api_state(served)["tables"][0]["hand"]
    assert [(p["name"], p["amount"]) for p in hand["pots"]] == [
        ("Main pot", 900), ("Side pot 1", 400)
    ]

    # The turn, with the card picker: rank, then suit.
    control(browser, "rank-2").click()
    control(browser, "suit-c").click()
    assert browser.find_element(By.ID, "board-cards").get_attribute("value") == "2c"
    tap(browser, "deal-board")
    tap(browser, "check")
    tap(browser, "check")
    type_into(browser, browser.find_element(By.ID, "board-cards"), "3h")
    tap(browser, "deal-board")
    tap(browser, "check")
    tap(browser, "check")

    # Showdown: with a player all-in every hand is tabled (no muck offered).
    hands = {BOB: "Qc Qd", CAT: "As Ad", ANN: "Kc Ks"}
    shown_order = []
    while rows := browser.find_elements(By.CSS_SELECTOR, "#controls .pad-show-row"):
        assert not browser.find_elements(By.CSS_SELECTOR, "#controls .pad-muck:not([hidden])")
        seat = int(rows[0].get_attribute("data-seat"))
        shown_order.append(seat)
        type_into(browser, rows[0].find_element(By.TAG_NAME, "input"), hands[seat])
        tap(browser, f"show-{seat}")
    assert sorted(shown_order) == [ANN, BOB, CAT]

    # The result and who to push what to, as on the console; the stacks after it.
    wait(browser, 5).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".pad-result"))
    result = browser.find_element(By.CSS_SELECTOR, ".pad-result").text.split("\n")
    assert result == [
        "Hand 1 result",
        "Side pot 1: 400 to Ann (Three of a Kind, Kings)",
        "Main pot: 900 to Cat (Three of a Kind, Aces)",
    ]
    assert control(browser, "deal").text == "Next hand"
    assert browser.execute_script(
        "return [...document.querySelectorAll('#seats li')].map((row) =>"
        " ['.pad-name', '.pad-stack', '.pad-bet', '.pad-cards'].map("
        "   (part) => row.querySelector(part).innerText.replace(/\\n/g, ' ')));"
    ) == [
        ["Ann", "1,300", "won 400", "K♣ K♠"],
        ["Bob", "800", "", "Q♣ Q♦"],
        ["Cat", "900", "won 900", "A♠ A♦"],
    ]

    served.stop()
    file = TournamentFile.open(served.path, read_only=True)
    try:
        events = list(file.hand_history(1).events)
        stacks = {p.name: p.stack for p in file.state.players}
    finally:
        file.close()
    shows = [CardsShown(seat, parse_cards(hands[seat])) for seat in shown_order]
    assert events == [
        Called(ANN), Called(BOB), WentAllIn(CAT), Called(ANN), Called(BOB),
        FlopDealt(parse_cards("Ah Kd 7c")), BetPlaced(BOB, 200), Called(ANN),
        TurnDealt(parse_cards("2c")), Checked(BOB), Checked(ANN),
        RiverDealt(parse_cards("3h")), Checked(BOB), Checked(ANN), *shows,
    ]
    assert stacks == {"Ann": 1300, "Bob": 800, "Cat": 900}  # 3,000 chips, as dealt


def journal_tail(path: Path, count: int) -> list[Any]:
    """The last ``count`` events of the file's journal, oldest first."""
    file = TournamentFile.open(path, read_only=True)
    try:
        return [entry.event for entry in file.latest_entries(count)]
    finally:
        file.close()


def token_of(browser: Any) -> str | None:
    return browser.execute_script("return localStorage.getItem('feltboard.pad.1')")  # type: ignore[no-any-return]


def test_pairing_one_pad_a_second_refused_then_revoked_from_serve(
    browser: Any, served: Served
) -> None:
    first_pin = served.pin(1)
    browser.get(served.page("/table/1?pin=12345"))
    wait_screen(browser, "pairing")
    assert browser.find_element(By.ID, "pin").get_attribute("value") == "12345"
    browser.find_element(By.ID, "pair").click()
    error = browser.find_element(By.ID, "pair-error")
    assert error.text == "The PIN is 6 digits: the host's screen shows it next to this table."
    wrong = "000000" if first_pin != "000000" else "111111"
    type_into(browser, browser.find_element(By.ID, "pin"), wrong)
    browser.find_element(By.ID, "pair").click()
    wait(browser, 5).until(lambda b: error.text and "6 digits" not in error.text)
    assert "PIN" in error.text and token_of(browser) is None, error.text

    pair_and_wait(browser, served, "Anna's phone")
    assert token_of(browser)
    assert "?pin" not in browser.current_url  # a spent PIN is not kept for a reload
    second_pin = served.new_pin(1, first_pin)  # a PIN works once

    # Another device (another origin: its own storage) with the new PIN is refused.
    pad = browser.current_window_handle
    browser.switch_to.new_window("tab")
    pair(browser, served, "Bob's tablet", host="localhost")
    refusal = browser.find_element(By.ID, "pair-error")
    wait(browser, 5).until(lambda b: refusal.text, "the second pad got no answer")
    assert refusal.text.startswith("Table 1 is recorded by Anna's phone"), refusal.text
    assert shown(browser, "pairing") and not shown(browser, "table")
    browser.close()
    browser.switch_to.window(pad)

    # The host revokes from serve's terminal: the pad says so and asks for a PIN again.
    served.command("revoke 1")
    wait_screen(browser, "pairing")
    assert browser.find_element(By.ID, "pair-reason").text == "The host unpaired this pad."
    assert token_of(browser) is None
    third_pin = served.new_pin(1, second_pin)
    type_into(browser, browser.find_element(By.ID, "pin"), third_pin)
    browser.find_element(By.ID, "pair").click()
    wait_screen(browser, "table")


def test_a_wifi_drop_mid_hand_loses_nothing_and_doubles_nothing(
    browser: Any, served: Served
) -> None:
    pair_and_wait(browser, served)
    tap(browser, "deal")
    tap(browser, "call")  # Ann

    # Wi-Fi gone: Bob's call waits on the page, even through a reload, then goes.
    block_live(browser, True)
    cut_connection(browser)
    banner = browser.find_element(By.ID, "connection")
    wait(browser, 5).until(lambda b: banner.text == "Reconnecting to the host…")
    control(browser, "call").click()
    waiting = ("pending", "SENDING\nBob calls 25: will be sent when the host is back…")
    assert outcome(browser) == waiting
    browser.refresh()
    wait(browser, 5).until(lambda b: b.find_element(By.ID, "connection").text)
    loading = browser.find_element(By.ID, "loading").text
    assert loading == "Connecting to the host… Bob calls 25 will be sent then."
    block_live(browser, False)
    assert wait_answer(browser, timeout=15)[0] == "recorded"
    wait(browser, 5).until(lambda b: status(b) == "Cat to act (seat 3)")

    # The host records Cat's all-in but its answer is lost with the connection: the pad
    # sends the same request again and the host answers it without recording it twice.
    browser.execute_script("""
        const ws = window.__sockets[window.__sockets.length - 1];
        const deliver = ws.onmessage;
        ws.onmessage = (event) => {
          if (JSON.parse(event.data).type === "recorded") { ws.close(); return; }
          deliver(event);
        };""")
    tap(browser, "allin", confirm=True)
    wait(browser, 5).until(lambda b: status(b) == "Ann to act (seat 1)")
    sockets = browser.execute_script("return window.__sockets.length")

    # A silent drop: the socket stays open but nothing gets through. Unanswered for 4 s,
    # the pad gives up on that connection, reconnects and sends Ann's call again.
    browser.execute_script("window.__sockets[window.__sockets.length - 1].send = () => {};")
    control(browser, "call").click()
    assert outcome(browser)[0] == "pending"
    assert wait_answer(browser, timeout=10)[0] == "recorded"
    assert browser.execute_script("return window.__sockets.length") == sockets + 1

    served.stop()
    acted = [e.event for e in journal_tail(served.path, 4)]
    assert acted == [Called(ANN), Called(BOB), WentAllIn(CAT), Called(ANN)]


def test_requests_without_a_token_or_with_a_stale_seq_are_refused(
    browser: Any, served: Served
) -> None:
    pair_and_wait(browser, served)
    tap(browser, "deal")
    token = token_of(browser)
    seq = api_state(served)["tables"][0]["seq"]
    fold = {"do": "fold"}
    replies = send_raw(browser, served, [
        {"type": "act", "id": "no-token", "table": 1, "seq": seq, "action": fold},
        {"type": "act", "id": "bad-token", "table": 1, "token": "x" * 43, "seq": seq,
         "action": fold},
        {"type": "act", "id": "stale", "table": 1, "token": token, "seq": seq - 1,
         "action": fold},
    ])
    answers = {r["id"]: r for r in replies if r.get("id")}
    assert {r["type"] for r in answers.values()} == {"refused"}, replies
    assert answers["no-token"]["reason"].startswith("This pad is not paired to table 1")
    assert answers["bad-token"]["reason"].startswith("This pad is not paired to table 1")
    assert answers["stale"]["reason"].startswith("The hand changed since this screen was drawn")
    assert api_state(served)["tables"][0]["seq"] == seq  # nothing recorded
    assert status(browser) == "Ann to act (seat 1)"
    tap(browser, "fold")  # the pad itself acts on the current view: recorded
    wait(browser, 5).until(lambda b: status(b) == "Bob to act (seat 2)")

    # Undo asks for a second tap, naming the pad's own last step (issue 23.22), then
    # takes Ann's fold back.
    undo = browser.find_element(By.ID, "undo")
    undo.click()
    assert undo.text == "Tap again to undo: Ann folds" and outcome(browser)[0] == "recorded"
    undo.click()
    assert wait_answer(browser)[0] == "recorded"
    wait(browser, 5).until(lambda b: status(b) == "Ann to act (seat 1)")
    assert undo.text == "Undo last step"


def test_a_restarted_host_asks_the_pad_to_pair_again_and_keeps_the_hand(
    browser: Any, serve: Callable[..., Served], served: Served
) -> None:
    pair_and_wait(browser, served)
    tap(browser, "deal")
    tap(browser, "call")  # Ann
    served.stop()
    banner = browser.find_element(By.ID, "connection")
    wait(browser, 5).until(lambda b: banner.text == "Reconnecting to the host…")

    # Pairings live in the host's memory: the same file and port, served again, knows
    # no pad. The pad reconnects by itself and asks for the new PIN.
    again = serve(served.path, served.port)
    wait_screen(browser, "pairing", timeout=15)
    reason = browser.find_element(By.ID, "pair-reason").text
    assert reason.startswith("This pad is not paired to table 1: pair it again"), reason
    type_into(browser, browser.find_element(By.ID, "pin"), again.pin(1))
    browser.find_element(By.ID, "pair").click()
    wait_screen(browser, "table")
    wait(browser, 5).until(lambda b: status(b) == "Bob to act (seat 2)")  # the same hand
    tap(browser, "call")
