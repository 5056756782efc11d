// The host's own look on the TV page: colours, logo, panels shown, portrait layout.
// Loaded after live.js: every state shown goes through applyLook after the page's own
// rendering. A state without "look" keeps Feltboard's felt.
"use strict";

(() => {
  const PANELS = {
    players_left: ["players"],
    average_stack: ["average"],
    next_break: ["next-break"],
    payouts: ["prize-pool", "payouts"],
  };
  const CSS = `
    body.tv.custom-look { background: var(--felt); }
    body.tv .look-logo { height: 7vh; max-width: 30vw; object-fit: contain; margin-right: 2vw; }
    body.tv header .brand { display: flex; align-items: center; min-width: 0; }
    body.tv.portrait .tv-grid { grid-template-columns: 1fr; grid-template-rows: auto auto auto 1fr;
      gap: 1.5vh; }
    body.tv.portrait .clock { font-size: 12vh; }
    body.tv.portrait .blinds { font-size: 6vh; }
    body.tv.portrait .ante, body.tv.portrait .level { font-size: 3vh; }
    body.tv.portrait .facts dl { font-size: 2.4vh; gap: 0.8vh 2vw; }
    body.tv.portrait .payouts, body.tv.portrait .pots { font-size: 2.4vh; }
    body.tv.portrait h1, body.tv.portrait .status { font-size: 3vh; }
  `;
  let shownLogo = null;
  let lastLook = null;

  function mix(first, second, share) {
    const parts = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const a = parts(first);
    const b = parts(second);
    const mixed = a.map((v, i) => Math.round(v + (b[i] - v) * share));
    return `rgb(${mixed.join(",")})`;
  }

  function hideWith(id, hidden) {
    // A fact is a <dt>/<dd> pair; a list sits in its own box.
    const node = document.getElementById(id);
    if (!node) return;
    const box = node.closest("section.payouts-box") || node;
    box.hidden = hidden;
    if (node.tagName === "DD" && node.previousElementSibling) {
      node.previousElementSibling.hidden = hidden;
    }
  }

  function logoImage() {
    let image = document.querySelector("img.look-logo");
    if (!image) {
      const name = document.getElementById("name");
      const brand = document.createElement("div");
      brand.className = "brand";
      image = document.createElement("img");
      image.className = "look-logo";
      image.alt = "";
      name.replaceWith(brand);
      brand.append(image, name);
    }
    return image;
  }

  function portrait(look) {
    if (!look) return false;
    if (look.orientation === "auto") return window.innerHeight > window.innerWidth;
    return look.orientation === "portrait";
  }

  function applyLook(look) {
    lastLook = look;
    const body = document.body;
    const root = document.documentElement.style;
    body.classList.toggle("custom-look", Boolean(look));
    body.classList.toggle("portrait", portrait(look));
    if (look) {
      root.setProperty("--felt", look.background);
      root.setProperty("--felt-dark", look.background);
      root.setProperty("--ink", look.text);
      root.setProperty("--gold", look.accent);
      root.setProperty("--muted", mix(look.text, look.background, 0.3));
    } else {
      ["--felt", "--felt-dark", "--ink", "--gold", "--muted"].forEach((k) => root.removeProperty(k));
    }
    for (const [panel, ids] of Object.entries(PANELS)) {
      const hidden = Boolean(look) && !look.panels.includes(panel);
      ids.forEach((id) => hideWith(id, hidden));
    }
    const logo = look ? look.logo : null;
    if (logo !== shownLogo) {
      shownLogo = logo;
      const image = logoImage();
      image.hidden = !logo;
      if (logo) image.src = logo; else image.removeAttribute("src");
    }
  }

  const style = document.createElement("style");
  style.textContent = CSS;
  document.head.append(style);
  window.addEventListener("resize", () => applyLook(lastLook));
  const start = Feltboard.start;
  Feltboard.start = (render, shows) => start((state) => {
    render(state);
    applyLook(state.look || null);
  }, shows);
  Feltboard.applyLook = applyLook;
})();
