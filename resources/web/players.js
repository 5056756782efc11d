// The players' phone page: clock and blinds, find my seat, busts and moves, payouts.
"use strict";

let latest = null;
let seen = null;  // name -> "table/seat/busted" as last shown, to tell what changed
const news = [];
const NEWS_KEPT = 30;

function whereText(player) {
  if (player.busted) {
    return `Finished ${player.place_text}` + (player.prize_text ? ` — ${player.prize_text}` : "");
  }
  if (player.table === null) return "Waiting for a seat";
  return `Table ${player.table}, seat ${player.seat}`;
}

function noteChanges(state) {
  const now = new Map(state.players.map((p) => [p.name, p]));
  if (seen !== null) {
    const time = new Date().toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    for (const [name, player] of now) {
      const before = seen.get(name);
      if (!before) continue;
      if (player.busted && !before.busted) {
        news.unshift(`${time} ${name} finishes ${player.place_text}`
          + (player.prize_text ? ` — ${player.prize_text}` : ""));
      } else if (!player.busted && player.table !== null && before.table !== null
                 && (player.table !== before.table || player.seat !== before.seat)) {
        news.unshift(`${time} ${name} moves to table ${player.table}, seat ${player.seat}`);
      } else if (!player.busted && player.table !== null && before.table === null) {
        news.unshift(`${time} ${name} sits at table ${player.table}, seat ${player.seat}`);
      }
    }
    news.splice(NEWS_KEPT);
  }
  seen = now;
}

function renderSeats() {
  const F = Feltboard;
  const wanted = document.getElementById("find").value.trim().toLowerCase();
  if (!latest || !wanted) {
    F.fill("seats", []);
    return;
  }
  const found = latest.players.filter((p) => p.name.toLowerCase().includes(wanted));
  F.fill("seats", found.length
    ? found.map((p) => {
        const row = F.el("li", p.busted ? "seat out" : "seat");
        row.append(F.el("span", "who", p.name), F.el("span", "where", whereText(p)));
        if (!p.busted) row.append(F.el("span", "stack", `${p.stack.toLocaleString("en-US")} chips`));
        return row;
      })
    : [F.el("li", "empty", `Nobody called “${wanted}” has entered`)]);
}

function renderPlayers(state) {
  const F = Feltboard;
  latest = state;
  noteChanges(state);
  document.title = `${state.name} · Feltboard`;
  F.setText("name", state.name);
  F.setText("level", state.finished ? "" : F.levelLabel(state));
  F.setText("clock", state.finished ? "" : state.clock);  // the clock means nothing now
  F.setText("status", F.statusText(state));
  F.setText("blinds", state.blinds_text);
  F.setText("ante", state.ante_text);
  F.setText("next-level", state.on_break ? "—"
    : state.next_level ? state.next_level.text : "Last level");
  renderSeats();
  F.fill("news", news.length ? news.map((line) => F.el("li", "", line))
    : [F.el("li", "empty", "Busts and table moves show here.")]);
  F.setText("prize-pool", state.prize_pool_text);
  const payouts = F.payoutRows(state);
  F.fill("payouts", payouts.length ? payouts
    : [F.el("li", "empty", "Prizes are set once two players have entered")]);
  F.setText("players", `${state.players_left} of ${state.entries} left`);
  const out = state.players.filter((p) => p.busted || state.finished);
  F.fill("results", out.length
    ? out.map((p) => {
        const row = F.el("li", "result");
        row.append(F.el("span", "place", p.place_text || "1st"), F.el("span", "who", p.name),
                   F.el("span", "amount", p.prize_text));
        return row;
      })
    : [F.el("li", "empty", "Nobody is out yet.")]);
}

// "/players?name=Ann" opens with Ann's seat found: a link or QR code per player works.
const finder = document.getElementById("find");
finder.value = new URLSearchParams(location.search).get("name") || "";
finder.addEventListener("input", renderSeats);
Feltboard.start(renderPlayers);
