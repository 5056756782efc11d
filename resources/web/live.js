// Feltboard live pages: load /api/state, then follow the pushes over a WebSocket.
// Reconnects on its own after a Wi-Fi drop; a state with an older "seq" than the one
// shown is ignored (the page never goes back in time).
"use strict";

const Feltboard = (() => {
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
    connection(false, "Reconnecting to the host…");
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
      if (ticking && Date.now() - shownAt > 5000) connection(false, "Waiting for the host…");
    }, 1000);
    follow(render);
  }

  function statusText(state) {
    if (state.finished) return state.winner ? `${state.winner} wins` : "Finished";
    if (state.phase === "waiting") return "Starting soon";
    if (state.paused) return "Paused";
    if (state.on_break) return "Break";
    return state.players_left === 2 ? "Heads-up" : "";
  }

  function levelLabel(state) {
    return state.on_break ? "Break" : `Level ${state.level}`;
  }

  function anteCaption(level) {
    return level.ante_text ? level.ante_text : "No ante";
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
      row.append(el("span", "where", `Table ${table.number} · ${hand.street}`));
      const pots = hand.pots.length ? hand.pots : [{ name: "Pot", amount: hand.pot_total }];
      for (const pot of pots) {
        row.append(el("span", "pot", `${pot.name} ${pot.amount.toLocaleString("en-US")}`));
      }
      if (hand.board.length) row.append(el("span", "board", hand.board.join(" ")));
      rows.push(row);
    }
    return rows;
  }

  return { el, fill, setText, start, statusText, levelLabel, anteCaption, nextBreakText,
           clockText, payoutRows, potRows };
})();
