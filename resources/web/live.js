// Feltboard live pages: subscribe to the parts of the state the page shows, then follow
// the deltas over a WebSocket (docs/network-protocol.md, "Deltas"). The clock counts down
// here between pushes. Reconnects on its own after a Wi-Fi drop; a page that missed a
// delta asks for its parts again. A host without deltas sends whole states (version 1):
// one with an older "seq" than the one shown is ignored (the page never goes back in time).
"use strict";

const Feltboard = (() => {
  // The host's words (GET /api/words): each English text of the pages in the language
  // the host speaks, and its number separators. Until they come, and for any word
  // missing, the page shows the English.
  let words = {};
  let wordsLoaded = false;
  let numberStyle = { group: ",", decimal: ".", symbol_after: false };
  let language = "en";
  let shownSeq = -1;
  let shownAt = 0;
  let ticking = false;
  let retryDelay = 1000;
  let held = null;           // the parts this page holds (see parts())
  let liveSocket = null;
  let subscription = null;   // what this page shows: a function giving the subscribe message
  let stillAsked = 0;        // when the page last asked whether it holds the last parts
  const STILL_EVERY_MS = 10000;

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;  // never innerHTML: names are typed by people
    return node;
  }

  function fill(id, children) {
    const node = document.getElementById(id);
    if (node) node.replaceChildren(...children);
  }

  function setText(id, text) {
    const node = document.getElementById(id);
    if (node) node.textContent = text;
  }

  // ``t("Level {level}", {level: 3})``: the text in the host's language, its named fields
  // filled after the lookup (the translation decides the word order).
  function t(english, fields) {
    const text = words[english] || english;
    if (!fields) return text;
    return text.replace(/\{(\w+)\}/g,
      (whole, name) => (Object.hasOwn(fields, name) ? String(fields[name]) : whole));
  }

  // A whole number as the host writes it: "1,250" in English, "1.250" in Spanish.
  function number(value) {
    const whole = Math.trunc(Number(value)) || 0;
    const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, numberStyle.group);
    return whole < 0 ? `-${digits}` : digits;
  }

  // The host's thousands separator ("," in English, "." in Spanish).
  function groupSeparator() {
    return numberStyle.group;
  }

  // A time of day as the host's language writes it ("20:15", "8:15 PM").
  function timeOfDay(date) {
    try {
      return date.toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
    } catch (error) {
      return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    }
  }

  // Every static text of the page names its English in data-words (an attribute's, in
  // data-words-placeholder, -aria-label or -title): replaced by the host's words.
  function translatePage() {
    for (const node of document.querySelectorAll("[data-words]")) {
      node.textContent = t(node.dataset.words);
    }
    for (const attribute of ["placeholder", "aria-label", "title"]) {
      for (const node of document.querySelectorAll(`[data-words-${attribute}]`)) {
        node.setAttribute(attribute, t(node.getAttribute(`data-words-${attribute}`)));
      }
    }
    document.documentElement.lang = language;
  }

  // Once per page, before the first rendering. A busy host (429) or none at all: asked
  // again with the state. A host that has no words to give (an older one): English.
  async function loadWords() {
    if (wordsLoaded) return;
    let answer = null;
    try {
      answer = await getJson("/api/words");
    } catch (error) {
      if (error.retryAfter || error instanceof TypeError) throw error;  // busy, or unreachable
    }
    if (answer) {
      words = answer.words || {};
      numberStyle = { ...numberStyle, ...(answer.number || {}) };
      language = answer.language || "en";
    }
    wordsLoaded = true;
    translatePage();
  }

  function connection(ok, text) {
    const badge = document.getElementById("connection");
    if (!badge) return;
    badge.hidden = ok;
    badge.textContent = text || "";
  }

  function accept(state, render) {
    // A newer journal, or the same journal later on the clock: show it.
    if (state.seq < shownSeq) return;
    shownSeq = state.seq;
    shownAt = Date.now();
    ticking = state.started && !state.paused && !state.finished;
    render(state);
  }

  // The host bounds each address's requests (many phones share one address behind the
  // router): a 429 says in Retry-After when to ask again, and the page waits that long.
  async function getJson(path) {
    const response = await fetch(path, { cache: "no-store" });
    if (response.status === 429) {
      const error = new Error(`${path}: the host is busy`);
      error.retryAfter = Math.max(1, Number(response.headers.get("Retry-After")) || 1) * 1000;
      throw error;
    }
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  }

  async function load(render) {
    accept(await getJson("/api/state"), render);
  }

  // The parts of the state a page holds, replaced as "full" and "delta" messages come,
  // put together as the version-1 state the pages draw. take() answers "shown", "resync"
  // (a delta was missed: subscribe again) or "" (nothing to draw).
  function parts() {
    let held = {};
    let rev = -1;
    let asking = true;       // subscribed and waiting for the full parts
    let moment = { seq: -1, now: 0, received: 0 };

    function take(message) {
      if (message.type === "full") {
        held = { ...message.parts };
        asking = false;
      } else if (message.type === "delta") {
        if (asking) return "";
        if (message.from !== rev) { asking = true; return "resync"; }
        for (const [name, value] of Object.entries(message.parts)) {
          if (value === null && name.startsWith("table:")) delete held[name];
          else held[name] = value;
        }
        try {
          for (const [name, patch] of Object.entries(message.patches || {})) {
            held[name] = applyPatch(held[name], patch);
          }
        } catch (error) {
          asking = true;  // a patch that does not fit what this page holds: ask again
          return "resync";
        }
      } else if (message.type === "still") {
        if (!asking && message.rev !== rev) { asking = true; return "resync"; }
        return "";
      } else {
        return "";
      }
      rev = message.rev;
      moment = { seq: message.seq, now: message.now, received: Date.now() / 1000 };
      return "shown";
    }

    function numbers() {
      const found = new Set();
      for (const name of Object.keys(held)) {
        const match = name.match(/^(table|hand):(\d+)$/);
        if (match) found.add(Number(match[2]));
      }
      return [...found].sort((a, b) => a - b);
    }

    // Where each seated player's stack is, in the tables this page follows.
    function stacks() {
      const found = new Map();
      for (const number of numbers()) {
        const table = held[`table:${number}`];
        for (const seat of (table ? table.seats : [])) found.set(seat.player, seat.stack);
      }
      return found;
    }

    function state() {
      const known = stacks();
      const tables = numbers().map((number) => ({
        number, seats: [], ...(held[`table:${number}`] || {}), hand: held[`hand:${number}`] || null,
      }));
      const players = (held.seating || []).map((p) => (
        { ...SEATING_DEFAULTS, ...p, stack: known.has(p.name) ? known.get(p.name) : null }));
      const shown = { ...(held.room || {}), ...(held.clock || {}), seq: moment.seq, now: moment.now,
                      payouts: held.payouts || [], announcements: held.announcements || [],
                      tables, players };
      if (held.news) shown.news = held.news;
      return counted(shown);
    }

    // The clock as it reads now: counted down from "remaining" at "at" (host clock), the
    // host's clock known from the gap to this browser's when the message came.
    function counted(shown) {
      if (!shown.running) return shown;
      const hostNow = moment.now + (Date.now() / 1000 - moment.received);
      const gone = hostNow - shown.at;
      const left = wholeSeconds(shown.remaining - gone);
      const toBreak = shown.break_in === null || shown.break_in === undefined
        ? null : wholeSeconds(shown.break_in - gone);
      return { ...shown, seconds_left: left, clock: clockText(left), seconds_to_next_break: toBreak };
    }

    function forget() { asking = true; }

    return { take, state, forget, get rev() { return rev; }, set rev(value) { rev = value; } };
  }

  // What a "seating" row leaves out holds its default (a player still in).
  const SEATING_DEFAULTS = { place: null, place_text: "", prize: 0, prize_text: "", bounties: 0,
                             won_text: "" };

  // A patch (docs/network-protocol.md, "Patches"): [path, value] puts value at path (keys
  // and indexes; [] is the whole value), [path] removes the key. Throws when it does not fit.
  function applyPatch(value, patch) {
    let result = value;
    for (const operation of patch) {
      const path = operation[0];
      if (!path.length) { result = operation[1]; continue; }
      let node = result;
      for (const key of path.slice(0, -1)) node = node[key];
      if (node === null || typeof node !== "object") throw new Error("patch does not fit");
      const last = path[path.length - 1];
      if (operation.length === 1) delete node[last];
      else node[last] = operation[1];
    }
    return result;
  }

  // Seconds as the clock shows them: rounded up, never below 0 (as the host does).
  function wholeSeconds(seconds) {
    return Math.max(0, Math.ceil(seconds - 1e-9));
  }

  function subscribeMessage() {
    return JSON.stringify({ type: "subscribe", patches: true, ...subscription() });
  }

  // A page that changed what it shows (a name found) asks for its new parts.
  function resubscribe() {
    if (liveSocket && liveSocket.readyState === WebSocket.OPEN && held) {
      held.forget();
      liveSocket.send(subscribeMessage());
    }
  }

  function received(message, socket, render) {
    if (!("type" in message)) { accept(message, render); return; }  // a version-1 host
    if (message.type === "still") stillAsked = 0;
    const outcome = held.take(message);
    if (outcome === "resync") { socket.send(subscribeMessage()); return; }
    if (outcome === "shown") show(render);
  }

  let drawnClock = "";
  function show(render) {
    const state = held.state();
    shownAt = Date.now();
    ticking = false;  // deltas: quiet is normal; the "still" question watches the host
    drawnClock = `${state.clock}|${state.seconds_to_next_break}`;
    render(state);
  }

  // Between pushes the page counts the clock down itself, drawing when its digits change;
  // now and then it asks the host whether it still holds the last parts.
  function keepTime(render) {
    setInterval(() => {
      if (!held || !liveSocket || liveSocket.readyState !== WebSocket.OPEN) return;
      const state = held.state();
      if (state.running && `${state.clock}|${state.seconds_to_next_break}` !== drawnClock) {
        drawnClock = `${state.clock}|${state.seconds_to_next_break}`;
        render(state);
      }
      const now = Date.now();
      if (stillAsked && now - stillAsked > 5000) {
        connection(false, t("Waiting for the host…"));
        liveSocket.close();  // a Wi-Fi drop does not always close it: reconnect
        stillAsked = 0;
      } else if (!stillAsked && now - shownAt > STILL_EVERY_MS) {
        stillAsked = now;
        shownAt = now;
        liveSocket.send(JSON.stringify({ type: "still" }));
      }
    }, 250);
  }

  async function follow(render) {
    try {
      await loadWords();
      const live = await getJson("/api/live");
      const query = subscription ? "?deltas=1" : "";
      const socket = new WebSocket(`ws://${location.hostname}:${live.port}${live.path}${query}`);
      liveSocket = socket;
      held = subscription ? parts() : null;
      if (!subscription) await load(render);
      socket.onopen = () => {
        retryDelay = 1000;
        connection(true);
        stillAsked = 0;
        if (subscription) socket.send(subscribeMessage());
      };
      socket.onmessage = (event) => {
        if (socket !== liveSocket) return;
        const message = JSON.parse(event.data);
        if (held) received(message, socket, render);
        else accept(message, render);
      };
      socket.onclose = () => { if (socket === liveSocket) retry(render); };
    } catch (error) {
      retry(render, error.retryAfter);
    }
  }

  function retry(render, after) {
    connection(false, t("Reconnecting to the host…"));
    if (after) {
      setTimeout(() => follow(render), after);  // when the host said to come back
      return;
    }
    setTimeout(() => follow(render), retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10000);
  }

  // ``shows``: a function giving what the page shows ({parts, tables, hands}: see
  // docs/network-protocol.md); without it the page follows whole states (version 1).
  function start(render, shows) {
    subscription = shows || null;
    // Whole states: the clock runs but no push came for 5 seconds, the screen may be behind.
    setInterval(() => {
      if (ticking && Date.now() - shownAt > 5000) connection(false, t("Waiting for the host…"));
    }, 1000);
    if (subscription) keepTime(render);
    follow(render);
  }

  // The test hooks of the browser tests: the rev this page holds (to make it miss one).
  function heldRev(value) {
    if (!held) return null;
    if (value !== undefined) held.rev = value;
    return held.rev;
  }

  function statusText(state) {
    if (state.finished) return state.winner ? t("{name} wins", { name: state.winner }) : t("Finished");
    if (state.phase === "waiting") return t("Starting soon");
    if (state.paused) return t("Paused");
    if (state.on_break) return t("Break");
    return state.players_left === 2 ? t("Heads-up") : "";
  }

  // A level of another game than hold'em says it ("Level 6 · Omaha Hi-Lo").
  function levelLabel(state) {
    if (state.on_break) return t("Break");
    const label = t("Level {level}", { level: state.level });
    return state.game_text ? `${label} · ${state.game_text}` : label;
  }

  function anteCaption(level) {
    return level.ante_text ? level.ante_text : t("No ante");
  }

  function nextBreakText(state) {
    if (state.seconds_to_next_break === null) return "";
    return clockText(state.seconds_to_next_break);
  }

  function clockText(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = String(seconds % 60).padStart(2, "0");
    return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
  }

  function payoutRows(state) {
    return state.payouts.map((p) => {
      const row = el("li", p.winner ? "paid decided" : "paid");
      row.append(el("span", "place", p.place_text), el("span", "amount", p.amount_text),
                 el("span", "winner", p.winner));
      return row;
    });
  }

  function potRows(state) {
    const rows = [];
    for (const table of state.tables) {
      if (!table.hand) continue;
      const hand = table.hand;
      const row = el("li", "hand");
      row.append(el("span", "where", t("Table {table} · {street}",
                                        { table: table.number, street: hand.street })));
      const pots = hand.pots.length ? hand.pots : [{ name: t("Pot"), amount: hand.pot_total }];
      for (const pot of pots) {
        row.append(el("span", "pot", `${pot.name} ${number(pot.amount)}`));
      }
      if (hand.board.length) row.append(el("span", "board", hand.board.join(" ")));
      // Stud: each player's up cards; draw: who drew how many (both absent otherwise).
      for (const seat of hand.up || []) {
        row.append(el("span", "up", `${seat.player} ${seat.cards.join(" ")}`));
      }
      for (const draw of hand.draws || []) {
        row.append(el("span", "drawn", `${draw.player} ${draw.note}`));
      }
      rows.push(row);
    }
    return rows;
  }

  return { el, fill, setText, start, resubscribe, parts, heldRev, applyPatch, statusText, levelLabel, anteCaption, nextBreakText,
           clockText, payoutRows, potRows, t, number, groupSeparator, timeOfDay, loadWords };
})();
