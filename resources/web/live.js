// Feltboard live pages: load /api/state, then follow the pushes over a WebSocket.
// Reconnects on its own after a Wi-Fi drop; a state with an older "seq" than the one
// shown is ignored (the page never goes back in time).
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

  async function follow(render) {
    try {
      await loadWords();
      await load(render);
      const live = await getJson("/api/live");
      const socket = new WebSocket(`ws://${location.hostname}:${live.port}${live.path}`);
      socket.onopen = () => { retryDelay = 1000; connection(true); };
      socket.onmessage = (event) => accept(JSON.parse(event.data), render);
      socket.onclose = () => retry(render);
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

  function start(render) {
    // The clock runs but no push came for 5 seconds: say the screen may be behind.
    setInterval(() => {
      if (ticking && Date.now() - shownAt > 5000) connection(false, t("Waiting for the host…"));
    }, 1000);
    follow(render);
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
      rows.push(row);
    }
    return rows;
  }

  return { el, fill, setText, start, statusText, levelLabel, anteCaption, nextBreakText,
           clockText, payoutRows, potRows, t, number, groupSeparator, timeOfDay, loadWords };
})();
