// The dealer pad of one table (/table/N): pairing, then the hand as the console shows it,
// with touch-size controls for what may happen next.
//
// The host records; this page only asks. An action shows as pending until the host
// answers "recorded" (then it is in the journal) or "refused" (then nothing was recorded
// and the reason shows). Requests not yet answered are kept in localStorage with their id:
// after a Wi-Fi drop or a reload the page reconnects, says hello again and re-sends them
// with the same id, and the host answers a repeat without recording it twice.
"use strict";

const Pad = (() => {
  const F = Feltboard;
  const table = Number((location.pathname.match(/\/table\/(\d+)/) || [])[1] || 0);
  const tokenKey = `feltboard.pad.${table}`;
  const pendingKey = `feltboard.pad.${table}.pending`;
  const deviceKey = "feltboard.pad.device";
  const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
  const SUITS = [["s", "♠"], ["h", "♥"], ["d", "♦"], ["c", "♣"]];

  let socket = null;
  let connected = false;     // the socket is open and the host welcomed this pad
  let retryDelay = 500;
  let retryTimer = null;
  let view = null;           // the latest pad view
  let shownStateSeq = -1;
  let drawnSeq = -1;         // the view the controls were built for
  let awaitedSeq = -1;       // a recorded request's seq: controls wait for that view
  let lastRecorded = null;   // this pad's last recorded step, while nothing else followed it
  let cardTarget = null;     // the text field the card picker types into
  let armed = null;          // the button waiting for its confirming second tap
  let watchdog = null;       // fires when a request waits too long for its answer
  let room = F.parts();      // the parts of the room's state this pad shows

  // ----- storage ------------------------------------------------------------------------

  // localStorage keeps the token and unanswered taps through a reload; where the browser
  // refuses it (private browsing) they live in memory, for this page's life only.
  const memory = new Map();

  function storage(key, value) {
    if (value === undefined) {
      let kept = null;
      try { kept = localStorage.getItem(key); } catch (error) { kept = null; }
      return kept !== null ? kept : (memory.has(key) ? memory.get(key) : null);
    }
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (error) {
      // the memory copy serves
    }
    return null;
  }

  function token() { return storage(tokenKey); }

  function pending() {
    try { return JSON.parse(storage(pendingKey) || "[]"); } catch (error) { return []; }
  }

  function savePending(list) {
    storage(pendingKey, list.length ? JSON.stringify(list) : null);
  }

  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // ----- the connection -----------------------------------------------------------------

  async function connect() {
    clearTimeout(retryTimer);
    try {
      const response = await fetch("/api/live", { cache: "no-store" });
      if (response.status === 429) {  // the host bounds each address: come back when it says
        const seconds = Math.max(1, Number(response.headers.get("Retry-After")) || 1);
        lost(seconds * 1000);
        return;
      }
      const live = await response.json();
      const ws = new WebSocket(`ws://${location.hostname}:${live.port}${live.path}?deltas=1`);
      socket = ws;
      room = F.parts();
      ws.onopen = () => {
        retryDelay = 500;
        banner(null);
        subscribe();
        if (token()) hello(token());
        else showPairing();
      };
      ws.onmessage = (event) => {
        if (ws === socket) receive(JSON.parse(event.data));
      };
      ws.onclose = () => {
        if (ws === socket) lost();
      };
    } catch (error) {
      lost();
    }
  }

  // A Wi-Fi drop does not always close the socket: a request unanswered for this long means
  // the connection is dead. Drop it and reconnect; the request goes again with its id.
  const ANSWER_WITHIN_MS = 4000;

  function watchAnswers() {
    clearTimeout(watchdog);
    if (!pending().length || !socket) return;
    const watched = socket;
    watchdog = setTimeout(() => {
      if (socket !== watched || !pending().length) return;
      socket = null;  // its late events are ignored from now on
      watched.close();
      lost();
    }, ANSWER_WITHIN_MS);
  }

  function lost(after) {
    clearTimeout(watchdog);
    socket = null;
    connected = false;
    banner(F.t("Reconnecting to the host…"));
    refreshPendingLine();
    if (after) {
      retryTimer = setTimeout(connect, after);
      return;
    }
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 8000);
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  function banner(text) {
    const node = document.getElementById("connection");
    node.hidden = !text;
    node.textContent = text || "";
  }

  // ----- what the host says ---------------------------------------------------------------

  // Of the room, a pad shows the level, the blinds and the clock (its own table comes as
  // pad views): it subscribes to those parts and counts the clock down itself.
  function subscribe() {
    send({ type: "subscribe", parts: ["clock", "room"], patches: true });
  }

  function receive(message) {
    if (!("type" in message)) { showState(message); return; }
    switch (message.type) {
      case "full": case "delta": case "still":
        if (room.take(message) === "resync") subscribe();
        else showState(room.state());
        break;
      case "paired": paired(message); break;
      case "welcome": welcomed(message); break;
      case "pad": showView(message); break;
      case "pad_patch": patchView(message); break;
      case "recorded": answered(message, true); break;
      case "refused": refused(message); break;
      case "revoked": unpaired(message.reason || F.t("The host unpaired this pad.")); break;
      default: break;  // a newer host may say more: ignore what this page does not know
    }
  }

  function paired(message) {
    storage(tokenKey, message.token);
    // The PIN is spent: neither a reload nor the next pairing may try it again.
    history.replaceState(null, "", location.pathname);
    document.getElementById("pin").value = "";
    hello(message.token);
  }

  // The pad says who it is, and that it applies patches to its view (a change at the
  // table then comes as the places that moved: docs/network-protocol.md, "Patches").
  function hello(key) {
    send({ type: "hello", table, token: key, patches: true });
  }

  // A patch from the view this pad holds; a pad holding another view says hello again
  // and is sent the whole view.
  function patchView(message) {
    if (!view || message.from !== view.seq) { if (token()) hello(token()); return; }
    let patched;
    try {
      patched = F.applyPatch(structuredClone(view), message.patch);
    } catch (error) {
      if (token()) hello(token());
      return;
    }
    showView({ ...patched, seq: message.seq });
  }

  function welcomed(message) {
    connected = true;
    F.setText("device", message.device ? F.t("Paired: {device}", { device: message.device }) : "");
    showScreen("table");
    // Every request not answered yet goes again, with the same id: the host answers a
    // repeat with its first outcome and never records it twice.
    for (const request of pending()) send(request.message);
    refreshPendingLine();
    watchAnswers();
  }

  function refused(message) {
    if (message.pair_again) { unpaired(message.reason); return; }
    if (message.id !== undefined && message.id !== null) { answered(message, false); return; }
    if (!token()) { pairError(message.reason); return; }
    outcome("refused", message.reason);
  }

  function answered(message, recorded) {
    const list = pending();
    const request = list.find((r) => r.id === message.id);
    if (!request) return;  // an answer already shown (a repeat)
    savePending(list.filter((r) => r.id !== message.id));
    if (recorded) {
      outcome("recorded", message.text || F.t("{what}: recorded", { what: request.label }));
      if (typeof message.seq === "number") awaitedSeq = Math.max(awaitedSeq, message.seq);
      // What Undo would take back is this step until the table moves on (an undo takes
      // it back, the console or another tap records after it).
      lastRecorded = request.message.action && request.message.action.do === "undo"
        ? null : { text: message.text || request.label, seq: message.seq };
    }
    else outcome("refused", message.reason, request.label);
    watchAnswers();
    lock();
  }

  function unpaired(reason) {
    storage(tokenKey, null);
    savePending([]);
    connected = false;
    view = null;
    drawnSeq = -1;
    awaitedSeq = -1;
    showPairing(reason);
  }

  // Between pushes the clock counts down here.
  setInterval(() => { if (socket) showState(room.state()); }, 250);

  function showState(state) {
    if (state.level === undefined) return;  // nothing held yet
    if (state.seq < shownStateSeq) return;
    shownStateSeq = state.seq;
    F.setText("level", state.finished ? "" : F.levelLabel(state));
    F.setText("blinds", state.finished ? "" : state.blinds_text + (state.ante_text ? ` · ${state.ante_text}` : ""));
    F.setText("clock", state.finished ? "" : state.clock);
  }

  // ----- screens ----------------------------------------------------------------------------

  function showScreen(name) {
    for (const id of ["pairing", "table", "loading"]) {
      document.getElementById(id).hidden = id !== name;
    }
  }

  function showPairing(reason) {
    showScreen("pairing");
    F.setText("device", "");
    const why = document.getElementById("pair-reason");
    why.hidden = !reason;
    why.textContent = reason || "";
    pairError(null);
    const pin = document.getElementById("pin");
    if (!pin.value) pin.value = new URLSearchParams(location.search).get("pin") || "";
    const device = document.getElementById("device-name");
    if (!device.value) device.value = storage(deviceKey) || defaultDevice();
  }

  function defaultDevice() {
    const agent = navigator.userAgent;
    if (/iPad|Tablet/i.test(agent)) return F.t("Tablet");
    if (/Mobi|Android|iPhone/i.test(agent)) return F.t("Phone");
    return F.t("Dealer pad");
  }

  function pairError(text) {
    const node = document.getElementById("pair-error");
    node.hidden = !text;
    node.textContent = text || "";
    document.getElementById("pair").disabled = false;
  }

  function pair(event) {
    event.preventDefault();
    const pin = document.getElementById("pin").value.replace(/\s/g, "");
    const device = document.getElementById("device-name").value.trim() || defaultDevice();
    if (!/^\d{6}$/.test(pin)) {
      pairError(F.t("The PIN is 6 digits: the host's screen shows it next to this table."));
      return;
    }
    storage(deviceKey, device);
    if (!send({ type: "pair", table, pin, device })) {
      pairError(F.t("Not connected to the host yet: wait for the connection, then try again."));
      return;
    }
    document.getElementById("pair").disabled = true;
  }

  // ----- the table --------------------------------------------------------------------------

  function showView(message) {
    if (view && message.seq < view.seq) return;
    view = message;
    if (lastRecorded && lastRecorded.seq !== view.seq) lastRecorded = null;
    F.setText("title", F.t("Table {table}", { table }));
    document.title = F.t("Table {table} · Feltboard pad", { table });
    const line = view.status || "";
    F.setText("status", line.charAt(0).toUpperCase() + line.slice(1));
    F.fill("seats", view.seats.filter((s) => s.player).map(seatRow));
    const board = view.board || [];  // as the room reads them: "10♥"
    // Stud has no board: the street's name in its place, the cards are by the seats.
    document.querySelector(".pad-board-line .pad-caption").hidden = !!view.stud;
    // A draw game has no board either: its line goes (has_board is sent only as false).
    document.querySelector(".pad-board-line").hidden = view.has_board === false;
    if (view.stud) F.fill("board", [F.el("span", "pad-street", view.street)]);
    else F.fill("board", board.length ? board.map(cardChip) : [F.el("span", "pad-none", "—")]);
    F.fill("pots", potRows(view));
    redraw();
  }

  // The pots in the middle, then the bets still in front of the players; before any pot
  // is gathered, the whole pot (what ½ pot and pot are sized on).
  function potRows(shown) {
    const pots = shown.pots || [];
    const row = (name, amount) => {
      const item = F.el("li", "pad-pot");
      item.append(F.el("span", "pad-pot-name", name), F.el("span", "pad-pot-amount", chips(amount)));
      return item;
    };
    if (!pots.length) return shown.pot_total ? [row(F.t("Pot"), shown.pot_total)] : [];
    const rows = pots.map((pot) => row(pot.name, pot.amount));
    if (shown.in_front) rows.push(row(F.t("In bets"), shown.in_front));
    return rows;
  }

  function seatRow(seat) {
    const row = F.el("li", "pad-seat");
    row.dataset.seat = seat.seat;
    row.classList.toggle("to-act", !!seat.to_act);
    row.classList.toggle("folded", !!seat.folded);
    row.classList.toggle("all-in", !!seat.all_in);
    const marks = F.el("span", "pad-marks");
    if (seat.button) marks.append(F.el("span", "pad-mark dealer", F.t("D")));
    if (seat.small_blind) marks.append(F.el("span", "pad-mark blind", F.t("SB")));
    if (seat.big_blind) marks.append(F.el("span", "pad-mark blind", F.t("BB")));
    const who = F.el("span", "pad-who");
    who.append(F.el("span", "pad-seat-number", String(seat.seat)), F.el("span", "pad-name", seat.player));
    const stack = F.el("span", "pad-stack", chips(seat.stack));
    const extra = F.el("span", "pad-bet");
    if (seat.folded) extra.textContent = F.t("folded");
    else if (seat.bet) extra.textContent = F.t("bet {amount}", { amount: chips(seat.bet) });
    else if (seat.won) extra.textContent = F.t("won {amount}", { amount: chips(seat.won) });
    else if (view.draw_notes && view.draw_notes[seat.seat]) {
      extra.textContent = view.draw_notes[seat.seat];  // "drew 2", "stands pat": the host's words
    }
    if (seat.all_in) extra.append(F.el("span", "pad-allin", F.t("ALL-IN")));
    const cards = F.el("span", "pad-cards");
    // Stud: the cards by the seat, down cards ("") as backs, until the seat shows.
    const shownCards = (seat.cards && seat.cards.length) ? seat.cards : (seat.stud_row || []);
    for (const card of shownCards) {
      cards.append(card ? cardChip(card) : F.el("span", "pad-card pad-card-back", "\u00a0\u00a0"));
    }
    row.append(who, marks, stack, extra, cards);
    return row;
  }

  // Cards come as the room reads them ("10♥", "A♠"); a pad sends them as typed ("Th", "As").
  const SYMBOL_SUIT = { "♠": "s", "♥": "h", "♦": "d", "♣": "c" };

  function cardChip(text) {
    const suit = SYMBOL_SUIT[text.slice(-1)] || text.slice(-1).toLowerCase();
    const chip = F.el("span", `pad-card suit-${suit}`, text);
    return chip;
  }

  function typedCard(text) {
    const suit = SYMBOL_SUIT[text.slice(-1)] || text.slice(-1).toLowerCase();
    const rank = text.slice(0, -1).toUpperCase();
    return (rank === "10" ? "T" : rank) + suit;
  }

  function chips(amount) { return F.number(amount); }  // the host's separators

  // ----- the controls -----------------------------------------------------------------------

  function redraw() {
    if (!view) return;
    // Rebuilt only when the view changed, so a typed amount or card survives the clock's
    // pushes, a repeated view and a refusal (the dealer corrects it instead of retyping).
    if (view.seq !== drawnSeq) {
      drawnSeq = view.seq;
      disarm();
      let parts;
      if (view.actions) parts = bettingControls(view.actions);
      else if (view.board_due) parts = boardControls(view.board_due);
      else if (view.draw_due) parts = drawControls(view.draw_due);
      else if (view.showdown) parts = showdownControls(view.showdown);
      else parts = idleControls();
      document.getElementById("controls").replaceChildren(...parts);
    }
    lock();
  }

  // While a request waits for its answer nothing else can be asked: the next tap would
  // carry the same seq and be refused as stale anyway.
  function lock() {
    // Until the view the host drew after recording arrives, a tap would act on the old one.
    const waiting = pending().length > 0 || !view || view.seq < awaitedSeq;
    if (waiting) disarm();
    document.getElementById("controls").disabled = waiting;  // a fieldset: every control
    document.getElementById("undo").disabled = waiting || !view || !!view.read_only;
    refreshPendingLine();
  }

  function button(text, className, onClick, name) {
    const node = F.el("button", className, text);
    node.type = "button";
    if (name) node.name = name;
    node.addEventListener("click", onClick);
    return node;
  }

  // A tap that cannot be taken back easily (all-in, undo) asks for a second tap on the same
  // button: a stray touch on a phone in a dealer's hand must not push a whole stack.
  function confirming(node, question, onConfirmed) {
    const normal = node.textContent;
    node.addEventListener("click", () => {
      if (armed && armed.node === node) {
        disarm();
        onConfirmed();
        return;
      }
      disarm();
      node.textContent = typeof question === "function" ? question() : question;
      node.classList.add("armed");
      armed = { node, normal, timer: setTimeout(disarm, 4000) };
    });
    return node;
  }

  function disarm() {
    if (!armed) return;
    clearTimeout(armed.timer);
    armed.node.textContent = armed.normal;
    armed.node.classList.remove("armed");
    armed = null;
  }

  function bettingControls(actions) {
    const who = actions.player;
    const title = F.el("p", "pad-actor", actions.bring_in_line
      || F.t("Seat {seat}: {player} to act · {behind} behind",
        { seat: actions.seat, player: who, behind: chips(actions.behind) }));
    const main = F.el("div", "pad-row pad-main-actions");
    const fold = button(F.t("Fold"), "pad-fold",
      () => act({ do: "fold" }, F.t("{player} folds", { player: who })), "fold");
    fold.disabled = !actions.fold;
    main.append(fold);
    if (actions.bring_in) {
      // Stud's third street: the bring-in seat posts it or completes (no check, no call).
      main.append(button(actions.bring_in_text, "pad-check",
        () => act({ do: "bringin" }, actions.bring_in_text), "bringin"));
    } else if (actions.check) {
      main.append(button(F.t("Check"), "pad-check",
        () => act({ do: "check" }, F.t("{player} checks", { player: who })), "check"));
    } else {
      main.append(button(actions.call_text, "pad-check",
        () => act({ do: "call" },
          F.t("{player} calls {amount}", { player: who, amount: chips(actions.call) })), "call"));
    }
    const parts = [title, main];
    if (actions.bet || actions.raise) parts.push(...wagerControls(actions));
    else if (actions.closed_reason) parts.push(F.el("p", "pad-note", actions.closed_reason));
    if (actions.all_in) {
      const allInTo = chips(actions.all_in_to);
      const allIn = F.el("button", "pad-allin-button", F.t("All-in {amount}", { amount: allInTo }));
      allIn.type = "button";
      allIn.name = "allin";
      parts.push(confirming(allIn,
        F.t("Tap again: {player} all-in {amount}", { player: who, amount: allInTo }),
        () => act({ do: "allin" }, F.t("{player} all-in {amount}", { player: who, amount: allInTo }))));
    }
    return parts;
  }

  function wagerControls(actions) {
    const verb = actions.wager_label;  // "Bet", "Raise to" or "Complete to", as the console
    const amount = F.el("input", "pad-amount");
    amount.id = "amount";
    amount.inputMode = "numeric";
    amount.autocomplete = "off";
    amount.value = String(actions.min_to);
    amount.setAttribute("aria-label", F.t("{verb}: amount in chips", { verb }));
    const wager = button("", "pad-wager", () => wagerFrom(amount, actions), "wager");
    const label = () => {
      const typed = parseAmount(amount.value);
      wager.textContent = typed === null ? verb : F.t("{verb} {amount}", { verb, amount: chips(typed) });
    };
    amount.addEventListener("input", label);
    amount.addEventListener("keydown", (event) => {
      if (event.key === "Enter") wagerFrom(amount, actions);
    });
    label();
    const sizes = F.el("div", "pad-row pad-sizes");
    const size = (text, value, name) => {
      const node = button(text, "pad-size", () => { amount.value = String(value); label(); }, name);
      node.disabled = value === null || value === undefined;
      return node;
    };
    // Every amount offered comes from the host (the engine's sizes): the pad computes none.
    // No all-in size here: the All-in button below records it (two "All-in" confused).
    sizes.append(size(F.t("Min"), actions.min_to, "min"),
                 size(F.t("½ Pot"), actions.half_pot_to, "half"),
                 size(actions.pot_label, actions.pot_to, "pot"));
    const row = F.el("div", "pad-row pad-wager-row");
    row.append(amount, wager);
    const range = F.el("p", "pad-note", F.t("From {low} to {high}; all-in is {all_in}",
      { low: chips(actions.min_to), high: chips(actions.max_to), all_in: chips(actions.all_in_to) }));
    return [sizes, row, range];
  }

  // Digits, maybe grouped as the host writes them ("2,400"; "2.400" in Spanish). Only the
  // host's separator groups: a Spanish "2,5" is a decimal, refused, not 25 chips.
  function parseAmount(text) {
    const group = F.groupSeparator();
    let cleaned = text.replace(/[\s_]/g, "");
    if (group && !/\d/.test(group)) cleaned = cleaned.split(group).join("");
    return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
  }

  function wagerFrom(input, actions) {
    const amount = parseAmount(input.value);
    if (amount === null) {
      outcome("refused", input.value.trim()
        ? F.t("'{typed}' is not a number of chips; use digits only", { typed: input.value.trim() })
        : F.t("Type an amount in chips, e.g. {example}", { example: 2400 }));
      return;
    }
    const who = actions.player;
    if (amount === actions.all_in_to && actions.all_in) {
      act({ do: "allin" }, F.t("{player} all-in {amount}", { player: who, amount: chips(amount) }));
    } else {
      const verb = actions.wager_label.toLowerCase();
      act({ do: actions.bet ? "bet" : "raise", to: amount },
        F.t("{player}: {verb} {amount}", { player: who, verb, amount: chips(amount) }));
    }
  }

  function boardControls(due) {
    if (due.stud) return studStreetControls(due);
    const street = due.street.toLowerCase();
    const title = F.el("p", "pad-actor", due.prompt);
    const cards = cardsField(due.cards === 3 ? "Ah Kd 7c" : "Qs", F.t("Cards of the {street}", { street }));
    cards.id = "board-cards";
    const deal = () => act({ do: "board", cards: cards.value.trim() }, cards.value.trim()
      ? F.t("Deal the {street}: {cards}", { street, cards: cards.value.trim() })
      : F.t("Deal the {street}", { street }));
    cards.addEventListener("keydown", (event) => { if (event.key === "Enter") deal(); });
    cardTarget = cards;
    const dealButton = button(F.t("Deal the {street}", { street }), "pad-primary", deal, "deal-board");
    const skip = button(F.t("Deal without cards"), "pad-quiet",
      () => act({ do: "board", cards: "" }, F.t("Deal the {street} without cards", { street })),
      "skip-cards");
    return [title, cards, cardPicker(), dealButton, skip];
  }

  // A draw game between betting rounds: one button per count the game allows (0 stands
  // pat); the prompt and the labels come in the host's words with the view.
  function drawControls(due) {
    const title = F.el("p", "pad-actor", due.prompt);
    const row = F.el("div", "pad-row pad-draw-counts");
    due.counts.forEach((count, index) => {
      const label = due.labels[index];
      row.append(button(label, count === 0 ? "pad-check" : "pad-quiet",
        () => act({ do: "draw", count }, `${due.player}: ${label}`), `draw-${count}`));
    });
    if (!due.cards_example) return [title, row];
    // Or the cards, as the console takes them: "7h Kd > 2c 3s" (discarded > drawn).
    const cards = cardsField(due.cards_example, due.cards_example);
    cards.id = "draw-cards";
    const typed = () => act({ do: "draw", cards: cards.value.trim() },
      `${due.player}: ${cards.value.trim()}`);
    cards.addEventListener("keydown", (event) => { if (event.key === "Enter") typed(); });
    return [title, row, cards, button(due.cards_button, "pad-quiet", typed, "draw-cards")];
  }

  // A stud street: its up cards in one line, seat by seat in seat order (the prompt says
  // which seats); without them, the seat that brings in or acts first is picked.
  function studStreetControls(due) {
    const title = F.el("p", "pad-actor", due.prompt);
    const parts = [title];
    const deal = (cards, first) => act(
      first === undefined ? { do: "board", cards } : { do: "board", cards, first },
      cards ? F.t("{verb} {amount}", { verb: due.street, amount: cards }) : due.street);
    const pickFirst = () => {
      const seats = F.el("div", "pad-row");
      for (const seat of due.stud.seats) {
        seats.append(button(seat.label, "pad-size", () => deal("", seat.seat), `first-${seat.seat}`));
      }
      document.getElementById("controls").replaceChildren(
        F.el("p", "pad-actor", due.stud.first_prompt), seats);
    };
    if (due.cards) {
      const cards = cardsField(due.example, due.prompt);
      cards.id = "board-cards";
      const typed = () => (cards.value.trim() ? deal(cards.value.trim()) : without());
      cards.addEventListener("keydown", (event) => { if (event.key === "Enter") typed(); });
      cardTarget = cards;
      parts.push(cards, cardPicker(), button(due.street, "pad-primary", typed, "deal-board"));
    } else {
      parts.push(button(due.street, "pad-primary", () => without(), "deal-board"));
    }
    function without() {
      if (due.stud.first) pickFirst();
      else deal("");
    }
    if (due.cards) parts.push(button(F.t("Deal without cards"), "pad-quiet", without, "skip-cards"));
    return parts;
  }

  function cardsField(placeholder, label) {
    const cards = F.el("input", "pad-cards-input");
    cards.autocomplete = "off";
    cards.autocapitalize = "off";
    cards.spellcheck = false;
    cards.placeholder = placeholder;
    cards.setAttribute("aria-label", label);
    return cards;
  }

  function cardPicker() {
    // A rank, then a suit: 13 + 4 big buttons fit a phone; a 52-card grid would not.
    const picker = F.el("div", "pad-picker");
    let rank = null;
    const ranks = F.el("div", "pad-ranks");
    const suits = F.el("div", "pad-suits");
    const used = usedCards();
    const pick = (value) => {
      rank = value;
      for (const node of ranks.children) node.classList.toggle("chosen", node.dataset.rank === rank);
      for (const node of suits.children) {
        if (node.dataset.suit) node.disabled = !rank || used.has(`${rank}${node.dataset.suit}`);
      }
    };
    for (const value of RANKS) {
      const node = button(value === "T" ? "10" : value, "pad-rank", () => pick(value), `rank-${value}`);
      node.dataset.rank = value;
      ranks.append(node);
    }
    for (const [letter, symbol] of SUITS) {
      const node = button(symbol, `pad-suit suit-${letter}`, () => {
        if (!rank || !cardTarget) return;
        const words = cardTarget.value.trim().split(/\s+/).filter(Boolean);
        words.push(`${rank}${letter}`);
        cardTarget.value = words.join(" ");
        used.add(`${rank}${letter}`);
        pick(null);
      }, `suit-${letter}`);
      node.dataset.suit = letter;
      node.setAttribute("aria-label",
        { s: F.t("spades"), h: F.t("hearts"), d: F.t("diamonds"), c: F.t("clubs") }[letter]);
      suits.append(node);
    }
    const back = button("⌫", "pad-suit pad-back", () => {
      if (!cardTarget) return;
      const words = cardTarget.value.trim().split(/\s+/).filter(Boolean);
      const gone = words.pop();
      if (gone) used.delete(typedCard(gone));
      cardTarget.value = words.join(" ");
    }, "card-back");
    back.setAttribute("aria-label", F.t("Remove the last card"));
    suits.append(back);
    pick(null);
    picker.append(ranks, suits);
    return picker;
  }

  function usedCards() {
    const used = new Set((view.board || []).map(typedCard));
    for (const seat of view.seats) for (const card of seat.cards || []) used.add(typedCard(card));
    return used;
  }

  function showdownControls(showdown) {
    const rows = showdown.to_show || [];
    const parts = [];
    if (rows.length) {
      parts.push(F.el("p", "pad-actor", rows.length === 1 ? F.t("Showdown: show or muck this hand")
        : F.t("Showdown: {count} hands to show or muck", { count: rows.length })));
      const list = F.el("ul", "pad-showdown");
      list.picker = cardPicker();  // one picker, under the hand being typed
      for (const entry of rows) list.append(showRow(entry, list));
      parts.push(list);
      const first = list.querySelector("input");
      cardTarget = first;
      markTarget(list, first.closest("li"));
    }
    for (const pot of showdown.pots || []) parts.push(awardRow(pot));
    return parts;
  }

  function showRow(entry, list) {
    const row = F.el("li", "pad-show-row");
    row.dataset.seat = entry.seat;
    const example = (view.showdown && view.showdown.hole_cards === 4) ? "As Ks Qd Jd" : "As Ks";
    const cards = cardsField(example, F.t("{player}'s cards", { player: entry.player }));
    cards.name = `cards-${entry.seat}`;
    const target = () => { cardTarget = cards; markTarget(list, row); };
    cards.addEventListener("focus", target);
    row.addEventListener("click", target);
    const show = () => act({ do: "show", seat: entry.seat, cards: cards.value.trim() },
      F.t("{player} shows {cards}", { player: entry.player, cards: cards.value.trim() }).trim());
    cards.addEventListener("keydown", (event) => { if (event.key === "Enter") show(); });
    const muck = button(F.t("Muck"), "pad-quiet pad-muck",
      () => act({ do: "muck", seat: entry.seat }, F.t("{player} mucks", { player: entry.player })),
      `muck-${entry.seat}`);
    muck.hidden = !entry.can_muck;  // no muck once all-in (TDA 16): the engine says
    row.append(F.el("span", "pad-name", F.t("Seat {seat}: {player}", { seat: entry.seat, player: entry.player })),
               cards, button(F.t("Show"), "pad-primary pad-show", show, `show-${entry.seat}`), muck);
    return row;
  }

  function awardRow(pot) {
    // The dealer's choice when the hands shown do not decide the pot (cards not typed, a
    // split): tap one winner, or several to split it. A hi-lo pot goes in halves: the
    // high half's winners, then the low half's or "No low" (the high takes it all).
    const row = F.el("div", "pad-award");
    row.dataset.pot = pot.pot;
    row.append(F.el("p", "pad-award-title",
      F.t("{pot} {amount}: who wins it?", { pot: pot.name, amount: chips(pot.amount) })));
    const high = new Set();
    const low = new Set();
    let noLow = false;
    const names = (seats) => namesText(pot.eligible.filter((e) => seats.has(e.seat)).map((e) => e.player));
    const sorted = (seats) => [...seats].sort((a, b) => a - b);
    const award = button(F.t("Award the {pot}", { pot: pot.name.toLowerCase() }), "pad-primary", () => {
      if (!pot.hi_lo) {
        act({ do: "award", pot: pot.pot, seats: sorted(high) },
          F.t("{pot} to {names}", { pot: pot.name, names: names(high) }));
      } else if (noLow) {
        act({ do: "award", pot: pot.pot, seats: sorted(high), low: [] },
          F.t("{pot} to {names}, no low", { pot: pot.name, names: names(high) }));
      } else {
        act({ do: "award", pot: pot.pot, seats: sorted(high), low: sorted(low) },
          F.t("{pot}: high half to {high}, low half to {low}",
            { pot: pot.name, high: names(high), low: names(low) }));
      }
    }, `award-${pot.pot}`);
    const ready = () => {
      award.disabled = high.size === 0 || (pot.hi_lo && !noLow && low.size === 0);
    };
    const mark = (choice, on) => {
      choice.classList.toggle("chosen", on);
      choice.setAttribute("aria-pressed", String(on));
    };
    const choicesOf = (chosen, prefix, title) => {
      const choices = F.el("div", "pad-row pad-award-choices");
      if (title) choices.append(F.el("span", "pad-award-half", title));
      const made = [];
      for (const entry of pot.eligible) {
        const choice = button(entry.player, "pad-choice", () => {
          if (chosen.has(entry.seat)) chosen.delete(entry.seat);
          else chosen.add(entry.seat);
          mark(choice, chosen.has(entry.seat));
          if (chosen === low && chosen.size) { noLow = false; mark(noLowChoice, false); }
          ready();
        }, `${prefix}-${pot.pot}-${entry.seat}`);
        choice.setAttribute("aria-pressed", "false");
        choices.append(choice);
        made.push(choice);
      }
      choices.made = made;
      return choices;
    };
    const noLowChoice = button(F.t("No low"), "pad-choice pad-quiet", () => {
      noLow = !noLow;
      mark(noLowChoice, noLow);
      if (noLow) {
        low.clear();
        for (const choice of lowChoices.made) mark(choice, false);
      }
      ready();
    }, `no-low-${pot.pot}`);
    noLowChoice.setAttribute("aria-pressed", "false");
    const highChoices = choicesOf(high, "winner", pot.hi_lo ? F.t("High half to") : "");
    const lowChoices = choicesOf(low, "low", F.t("Low half to"));
    lowChoices.append(noLowChoice);
    ready();
    if (pot.hi_lo) row.append(highChoices, lowChoices, award);
    else row.append(highChoices, award);
    return row;
  }

  // "Ann", "Ann and Bob", "Ann, Bob and Cat" in the host's language.
  function namesText(names) {
    if (names.length < 2) return names.join("");
    return F.t("{names} and {last}", { names: names.slice(0, -1).join(", "), last: names[names.length - 1] });
  }

  function markTarget(list, row) {
    for (const node of list.children) node.classList.toggle("target", node === row);
    if (list.picker.parentNode !== row) row.append(list.picker);
  }

  function idleControls() {
    const parts = [];
    const last = view.last_result;
    if (last && last.lines.length) {
      const result = F.el("div", "pad-result");
      result.append(F.el("p", "pad-result-title", F.t("Hand {hand} result", { hand: last.hand })));
      const list = F.el("ul", "pad-push");
      for (const line of last.lines) list.append(F.el("li", "", line));
      result.append(list);
      parts.push(result);
    }
    const deal = view.deal || { can: false, reason: "" };
    const choice = view.choice;  // dealer's choice: the button names the orbit's game first
    if (choice && !view.read_only) {
      for (const game of choice.games) {
        parts.push(button(`${game.key}. ${game.label}`, "pad-primary pad-game",
          () => act({ do: "choose", game: game.code }, game.label), `choose-${game.key}`));
      }
    } else if (deal.can) {
      parts.push(button(F.t("Next hand"), "pad-primary pad-deal", () => act({ do: "deal" },
        F.t("Deal hand {hand}", { hand: deal.next_hand })), "deal"));
    } else if (deal.reason) {
      parts.push(F.el("p", "pad-note", deal.reason));
    }
    if (view.read_only) {
      parts.push(F.el("p", "pad-note", F.t("The host's file is open read-only: nothing can be recorded.")));
    }
    return parts;
  }

  // ----- asking the host ------------------------------------------------------------------

  function act(action, label) {
    if (!view || pending().length) return;
    const id = newId();
    const message = { type: "act", id, table, token: token(), seq: view.seq, action };
    savePending([...pending(), { id, label, message }]);
    outcome(null);
    send(message);  // if the socket is down, welcome() sends it once reconnected
    watchAnswers();
    lock();
  }

  function refreshPendingLine() {
    const list = pending();
    const box = document.getElementById("outcome");
    if (!list.length) {
      if (box.dataset.kind === "pending") outcome(null);
      return;
    }
    const what = list[0].label;
    outcome("pending", connected ? F.t("{what}: waiting for the host…", { what })
      : F.t("{what}: will be sent when the host is back…", { what }));
    if (!connected) {
      // Before the host's welcome only this line shows: the tap is not forgotten.
      document.querySelector("#loading p").textContent =
        F.t("Connecting to the host… {what} will be sent then.", { what });
    }
  }

  function outcome(kind, text, label) {
    const box = document.getElementById("outcome");
    box.hidden = !kind;
    box.dataset.kind = kind || "";
    box.className = `pad-outcome ${kind || ""}`;
    if (!kind) { box.replaceChildren(); return; }
    const head = { pending: F.t("Sending"), recorded: F.t("Recorded"), refused: F.t("Not recorded") }[kind];
    const title = F.el("strong", "pad-outcome-title", head);
    const body = F.el("span", "pad-outcome-text", text);
    box.replaceChildren(title, body);
    if (kind === "refused" && label) box.append(F.el("span", "pad-outcome-what", label));
  }

  // The host's words before anything is drawn: a busy host (429) says when to ask again;
  // an unreachable one is asked again and again, as the connection is.
  async function loadWords() {
    let wait = 500;
    for (;;) {
      try {
        await F.loadWords();
        return;
      } catch (error) {
        await new Promise((resolve) => setTimeout(resolve, error.retryAfter || wait));
        wait = Math.min(wait * 2, 8000);
      }
    }
  }

  async function start() {
    await loadWords();
    if (!table) {
      showScreen("loading");
      F.setText("title", F.t("No table"));
      document.querySelector("#loading p").textContent =
        F.t("This address names no table: open /table/1, /table/2…");
      return;
    }
    F.setText("title", F.t("Table {table}", { table }));
    document.getElementById("pair-title").textContent =
      F.t("Pair this device with table {table}", { table });
    document.getElementById("pair-form").addEventListener("submit", pair);
    // The second tap's question names the step it takes back ("Ann folds"), when it is
    // this pad's own and nothing followed it.
    confirming(document.getElementById("undo"), () => (lastRecorded && lastRecorded.text
      ? F.t("Tap again to undo: {step}", { step: lastRecorded.text })
      : F.t("Tap again to undo the last step")),
    () => act({ do: "undo" }, F.t("Undo the last step")));
    if (token()) refreshPendingLine();  // a reload kept a tap not yet answered
    connect();
  }

  return { start };
})();

Pad.start();
