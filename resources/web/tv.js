// The audience display in a browser: the same facts as Feltboard's TV window.
"use strict";

function renderTv(state) {
  const F = Feltboard;
  document.title = F.t("{name} · Feltboard", { name: state.name });
  F.setText("name", state.name);
  F.setText("status", F.statusText(state));
  F.setText("level", F.levelLabel(state));
  F.setText("clock", state.clock);
  document.getElementById("clock").classList.remove("winner-name");
  document.getElementById("clock").classList.toggle(
    "final-minute", state.started && state.seconds_left <= 60);
  F.setText("blinds-caption", state.on_break
    ? F.t("Level {level} after the break", { level: state.level + 1 })
    : state.stud ? F.t("Bets") : F.t("Blinds"));  // a stud level has no blinds
  F.setText("blinds", state.blinds_text);
  F.setText("ante", F.anteCaption(state));
  F.setText("break-note", state.break_note);
  F.setText("next-level", state.on_break ? "—"
    : state.next_level ? state.next_level.text : F.t("Last level"));
  F.setText("next-break", F.nextBreakText(state) || "—");
  F.setText("players", `${state.players_left} / ${state.entries}`);
  // A stud level has no big blind to count the average in: the stack alone.
  F.setText("average", !state.average_stack_text ? "—" : state.average_big_blinds
    ? `${state.average_stack_text} (${state.average_big_blinds})` : state.average_stack_text);
  F.setText("prize-pool", state.prize_pool_text);
  const payouts = F.payoutRows(state);
  F.fill("payouts", payouts.length ? payouts
    : [F.el("li", "empty", F.t("Prizes are set once two players have entered"))]);
  fitPayouts();
  const pots = F.potRows(state);
  F.fill("pots", pots.length ? pots : [F.el("li", "empty", F.t("No hand in progress"))]);
  fitPots();
  F.setText("finishes", state.latest_finishes.join(" · "));
  News.follow(state);
  if (state.finished) showWinner(state);
}

// Every paid place on screen: the payouts' type shrinks until the list fits its box
// (a box that only hid what overflowed dropped a deal's third share off the TV).
function fitPayouts() {
  fitList(document.querySelector(".payouts-box"), document.getElementById("payouts"));
}

// The live hands too: eight stud players' up cards take more than the box's lines.
function fitPots() {
  fitList(document.querySelector(".pots-box"), document.getElementById("pots"));
}

function fitList(box, list) {
  list.style.fontSize = "";
  let size = parseFloat(getComputedStyle(list).fontSize);
  const smallest = size / 3;
  while (box.scrollHeight > box.clientHeight + 1 && size > smallest) {
    size *= 0.92;
    list.style.fontSize = `${size}px`;
  }
}
window.addEventListener("resize", fitPayouts);
window.addEventListener("resize", fitPots);

// The announcement band under the grid, its height reserved so the clock never moves or
// hides: the news on screen now (a list turns its pages), else the latest finishes. The
// host's clock times each announcement ("from", "until"); between pushes the page keeps
// time itself from the gap between the two clocks.
const News = (() => {
  let queued = [];
  let skew = 0;  // this browser's clock minus the host's, in seconds
  let shown = "";  // the announcement and page on screen

  function follow(state) {
    queued = state.announcements || [];
    skew = Date.now() / 1000 - state.now;
    show();
  }

  function pageAt(item, now) {
    let elapsed = now - item.from;
    for (let number = 0; number < item.pages.length; number += 1) {
      if (elapsed < item.pages[number].seconds) return number;
      elapsed -= item.pages[number].seconds;
    }
    return item.pages.length - 1;
  }

  function show() {
    const F = Feltboard;
    const now = Date.now() / 1000 - skew;
    const item = queued.find((a) => a.from <= now && now < a.until);
    const box = document.getElementById("announcement");
    document.getElementById("finishes").hidden = Boolean(item);
    box.hidden = !item;
    if (!item) {
      shown = "";
      return;
    }
    const page = pageAt(item, now);
    if (shown === `${item.id}#${page}`) return;  // as painted: leave the page be
    shown = `${item.id}#${page}`;
    box.className = `announcement kind-${item.kind}`;
    F.setText("announcement-title", item.title);
    F.setText("announcement-page", item.pages.length > 1 ? `${page + 1} / ${item.pages.length}` : "");
    F.setText("announcement-text", item.text);
    F.fill("announcement-lines", item.pages[page].lines.map((line) => F.el("li", "", line)));
  }

  setInterval(show, 500);
  return { follow };
})();

// Once one player holds every chip the clock box names the winner, as the TV window does.
function showWinner(state) {
  const F = Feltboard;
  const winner = state.players.find((p) => p.place === 1) || { prize_text: "" };
  F.setText("level", F.t("Winner"));
  F.setText("clock", state.winner);
  document.getElementById("clock").classList.add("winner-name");
  F.setText("blinds-caption", winner.prize_text ? F.t("Wins") : "");
  F.setText("blinds", winner.prize_text);
  F.setText("ante", "");
  F.setText("next-level", "—");
  F.setText("next-break", "—");
  F.setText("break-note", "");
  F.setText("average", "—");  // one stack holds every chip: no average to speak of
}

// The TV shows the room, the clock, the payouts, the announcements and the featured
// tables' hands; "seating" names the winner's prize at the end.
Feltboard.start(renderTv, () => ({
  parts: ["room", "clock", "payouts", "announcements", "seating"], hands: "featured",
}));
