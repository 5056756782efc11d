// The players' phone page: clock and blinds, find my seat, busts and moves, payouts.
"use strict";

let latest = null;
const told = new Set();  // ids of the announcements already in the news
let news = [];
const NEWS_KEPT = 100;

function whereText(player) {
  const F = Feltboard;
  if (player.busted) {
    const won = player.won_text || player.prize_text;  // won_text: with the bounties won
    return won
      ? F.t("Finished {place} — {prize}", { place: player.place_text, prize: won })
      : F.t("Finished {place}", { place: player.place_text });
  }
  if (player.table === null) return F.t("Waiting for a seat");
  return F.t("Table {table}, seat {seat}", { table: player.table, seat: player.seat });
}

// The time of day a host-clock moment was, in this phone's time.
function timeAt(state, moment) {
  return Feltboard.timeOfDay(new Date(Date.now() - (state.now - moment) * 1000));
}

// The news are the host's announcements, the ones the TV shows, newest first. The host
// sends the night's history (`news`: what a late arrival missed, an undone bust gone);
// a host without it leaves the page to collect them as they come, as before.
function noteAnnouncements(state) {
  if (Array.isArray(state.news)) {
    news = state.news.slice(0, NEWS_KEPT).map((item) => ({ time: timeAt(state, item.at), item }));
    return;
  }
  for (const item of state.announcements || []) {
    if (told.has(item.id)) continue;
    told.add(item.id);
    news.unshift({ time: timeAt(state, item.from), item });
  }
  news.splice(NEWS_KEPT);
}

function newsRow(entry) {
  const F = Feltboard;
  const row = F.el("li", `news-item kind-${entry.item.kind}`);
  row.append(F.el("span", "time", entry.time), F.el("span", "what", entry.item.text));
  if (entry.item.lines.length) {
    const list = F.el("details", "news-lines");
    list.append(F.el("summary", "", F.t("Show the list ({count})", { count: entry.item.lines.length })));
    const lines = F.el("ul");
    lines.append(...entry.item.lines.map((line) => F.el("li", "", line)));
    list.append(lines);
    row.append(list);
  }
  return row;
}

// How a typed name finds a person: case, spacing and accents do not matter ("zoe"
// finds "Zoë Ångström"), as app.engine.league.search_key does for the command line.
function searchKey(name) {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().split(/\s+/).join(" ").trim();
}

function renderSeats() {
  const F = Feltboard;
  const typed = document.getElementById("find").value.trim();
  const wanted = searchKey(typed);
  if (!latest || !wanted) {
    F.fill("seats", []);
    return;
  }
  const found = latest.players.filter((p) => searchKey(p.name).includes(wanted));
  F.fill("seats", found.length
    ? found.map((p) => {
        const row = F.el("li", p.busted ? "seat out" : "seat");
        row.append(F.el("span", "who", p.name), F.el("span", "where", whereText(p)));
        if (!p.busted && p.stack !== null) row.append(F.el("span", "stack", F.t("{chips} chips", { chips: F.number(p.stack) })));
        return row;
      })
    : [F.el("li", "empty", F.t("Nobody called “{name}” has entered", { name: typed }))]);
}

function renderPlayers(state) {
  const F = Feltboard;
  latest = state;
  noteAnnouncements(state);
  document.title = F.t("{name} · Feltboard", { name: state.name });
  F.setText("name", state.name);
  F.setText("level", state.finished ? "" : F.levelLabel(state));
  F.setText("clock", state.finished ? "" : state.clock);  // the clock means nothing now
  F.setText("status", F.statusText(state));
  // After the winner no blinds are played: the blinds box rests.
  F.setText("blinds", state.finished ? "—" : state.blinds_text);
  F.setText("ante", state.finished ? "" : state.ante_text);
  F.setText("next-level", state.on_break || state.finished ? "—"
    : state.next_level ? state.next_level.text : F.t("Last level"));
  renderSeats();
  F.fill("news", news.length ? news.map(newsRow)
    : [F.el("li", "empty", F.t("Busts, seats and table moves show here."))]);
  F.setText("prize-pool", state.prize_pool_text);
  const payouts = F.payoutRows(state);
  F.fill("payouts", payouts.length ? payouts
    : [F.el("li", "empty", F.t("Prizes are set once two players have entered"))]);
  F.setText("players", F.t("{left} of {entries} left",
                            { left: state.players_left, entries: state.entries }));
  const out = state.players.filter((p) => p.busted || state.finished);
  F.fill("results", out.length
    ? out.map((p) => {
        const row = F.el("li", "result");
        row.append(F.el("span", "place", p.place_text || F.t("1st")), F.el("span", "who", p.name),
                   F.el("span", "amount", p.won_text || p.prize_text));
        return row;
      })
    : [F.el("li", "empty", F.t("Nobody is out yet."))]);
}

// "/players?name=Ann" opens with Ann's seat found: a link or QR code per player works.
const finder = document.getElementById("find");
finder.value = new URLSearchParams(location.search).get("name") || "";
let followed = "";  // the tables whose stacks this page follows (the found players')

// The tables of the players found: their seats and stacks come with them (a phone needs
// no other table's hand).
function foundTables() {
  const wanted = searchKey(finder.value.trim());
  if (!latest || !wanted) return [];
  const tables = latest.players
    .filter((p) => !p.busted && p.table !== null && searchKey(p.name).includes(wanted))
    .map((p) => p.table);
  return [...new Set(tables)].sort((a, b) => a - b).slice(0, 16);
}

function follow() {
  const tables = foundTables();
  if (tables.join() === followed) return;
  followed = tables.join();
  Feltboard.resubscribe();
}

finder.addEventListener("input", () => { renderSeats(); follow(); });
Feltboard.start((state) => { renderPlayers(state); follow(); }, () => ({
  parts: ["room", "clock", "payouts", "news", "seating"], tables: foundTables(),
}));
