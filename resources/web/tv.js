// The audience display in a browser: the same facts as Feltboard's TV window.
"use strict";

function renderTv(state) {
  const F = Feltboard;
  document.title = `${state.name} · Feltboard`;
  F.setText("name", state.name);
  F.setText("status", F.statusText(state));
  F.setText("level", F.levelLabel(state));
  F.setText("clock", state.clock);
  document.getElementById("clock").classList.remove("winner-name");
  document.getElementById("clock").classList.toggle(
    "final-minute", state.started && state.seconds_left <= 60);
  F.setText("blinds-caption", state.on_break ? `Level ${state.level + 1} after the break` : "Blinds");
  F.setText("blinds", state.blinds_text);
  F.setText("ante", F.anteCaption(state));
  F.setText("break-note", state.break_note);
  F.setText("next-level", state.on_break ? "—"
    : state.next_level ? state.next_level.text : "Last level");
  F.setText("next-break", F.nextBreakText(state) || "—");
  F.setText("players", `${state.players_left} / ${state.entries}`);
  F.setText("average", state.average_stack_text
    ? `${state.average_stack_text} (${state.average_big_blinds})` : "—");
  F.setText("prize-pool", state.prize_pool_text);
  const payouts = F.payoutRows(state);
  F.fill("payouts", payouts.length ? payouts
    : [F.el("li", "empty", "Prizes are set once two players have entered")]);
  const pots = F.potRows(state);
  F.fill("pots", pots.length ? pots : [F.el("li", "empty", "No hand in progress")]);
  F.setText("finishes", state.latest_finishes.join(" · "));
  if (state.finished) showWinner(state);
}

// Once one player holds every chip the clock box names the winner, as the TV window does.
function showWinner(state) {
  const F = Feltboard;
  const winner = state.players.find((p) => p.place === 1) || { prize_text: "" };
  F.setText("level", "Winner");
  F.setText("clock", state.winner);
  document.getElementById("clock").classList.add("winner-name");
  F.setText("blinds-caption", winner.prize_text ? "Wins" : "");
  F.setText("blinds", winner.prize_text);
  F.setText("ante", "");
  F.setText("next-level", "—");
  F.setText("next-break", "—");
}

Feltboard.start(renderTv);
