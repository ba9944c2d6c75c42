// The browser table: a terminal of the server's narration (docs/browser.md). It makes no sentence of a
// game: announcements, questions, options and the table's zones come from the server, already in this
// page's language; the page shows them, speaks them through its live regions, keeps them in the history
// and sends back choices (by option id) and keys. Its own words (the state of its connection) come from
// the page's texts, which the server filled in from the message files.

import { Sounds } from "./sound.js";

const texts = JSON.parse(document.getElementById("texts").textContent);
const lang = document.documentElement.lang;
const $ = (id) => document.getElementById(id);
const store = {
  get: (key) => { try { return localStorage.getItem("beastybar-" + key); } catch { return null; } },
  set: (key, value) => {
    try {
      if (value === null || value === undefined) localStorage.removeItem("beastybar-" + key);
      else localStorage.setItem("beastybar-" + key, String(value));
    } catch { /* private browsing: nothing kept */ }
  },
};

const sounds = new Sounds(store);
const HISTORY_LIMIT = 500;
const LIVE_KEEP = 4;
let zoneKeySet = new Set();
// A real-time table (4 Monkeys): its own keys go to the server when no question has the focus (the server's
// adapter moves among the offer, the hand and the tiles and acts; the page only sends the key's name).
let tableKeys = false;
const TABLE_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", " ",
  "Backspace", "p", "1", "2", "3", "4"]);

let socket = null;
let connected = false;
let everConnected = false;
let lostAt = null;
let pause = 500;
let question = null;
let historyCursor = null;
const params = new URLSearchParams(location.search);

// --- speaking and the history -----------------------------------------------------------------------

function speak(text, urgent) {
  const region = urgent ? $("assertive") : $("polite");
  const p = document.createElement("p");
  p.textContent = text;
  region.append(p);
  while (region.childElementCount > LIVE_KEEP) region.firstElementChild.remove();
}

function remember(line) {
  const li = document.createElement("p");
  if (line.kind) li.className = line.kind;
  li.textContent = line.text;
  const log = $("history");
  log.append(li);
  while (log.childElementCount > HISTORY_LIMIT) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
  historyCursor = null;
}

function announce(lines, urgent) {
  // one paragraph per live region for one message: a screen reader reads it whole, in order
  const polite = [], assertive = [];
  for (const line of lines) {
    if (!line.text) continue;
    (urgent || line.kind === "alert" ? assertive : polite).push(line.text);
    if (line.kind !== "navigation") remember(line);
  }
  if (assertive.length) speak(assertive.join(" "), true);
  if (polite.length) speak(polite.join(" "), false);
}

function status(text, urgent) {
  $("status").textContent = text;
  speak(text, urgent);
}

function browseHistory(step) {
  const items = $("history").children;
  if (!items.length) return;
  if (historyCursor === null) historyCursor = items.length;
  historyCursor = Math.max(0, Math.min(items.length - 1, historyCursor + step));
  speak(items[historyCursor].textContent, false);
}

function repeatLast() {
  const items = $("history").children;
  if (!items.length) return;
  historyCursor = items.length - 1;
  browseHistory(0);
}

// --- the connection ---------------------------------------------------------------------------------

function send(message) {
  if (socket && connected) socket.send(JSON.stringify(message));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws`);
  socket.addEventListener("open", () => {
    connected = true;
    pause = 500;
    const hello = { type: "hello", lang, name: store.get("name") || "", verbosity: $("verbosity").value };
    const token = store.get("token");
    if (token) hello.token = token;
    send(hello);
    if (lostAt !== null) status(texts.back, false);
    else status(texts.connected, false);
    lostAt = null;
    everConnected = true;
  });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    receive(message);
  });
  socket.addEventListener("close", () => {
    const was = connected;
    connected = false;
    socket = null;
    hideQuestion();  // nothing can be answered now; the server asks again when the seat is back
    if (lostAt === null) {
      lostAt = Date.now();
      if (was || everConnected) status(texts.lost, true);
    }
    if (Date.now() - lostAt > 150000) {
      status(texts["gave-up"], true);
      return;
    }
    setTimeout(connect, pause * (0.8 + 0.4 * Math.random()));
    pause = Math.min(10000, pause * 2);
  });
}

// --- what the server says ---------------------------------------------------------------------------

function receive(m) {
  switch (m.type) {
    case "welcome":
      if (m.name) { $("name").value = m.name; }
      if (!m.seated) {
        showLobby();
        const quick = params.get("quick");
        if (quick) {
          const ask = { type: "quick", game: quick };
          if (params.get("players")) ask.players = Number(params.get("players"));
          if (params.get("seed")) ask.seed = Number(params.get("seed"));
          if (params.get("round")) ask.round_seconds = Number(params.get("round"));
          send(ask);
        } else {
          send({ type: "list" });
        }
      }
      break;
    case "say":
      for (const cue of m.cues || []) sounds.play(cue);
      announce(m.lines || [], Boolean(m.urgent));
      break;
    case "ask":
      showQuestion(m);
      break;
    case "done":
      hideQuestion();
      break;
    case "table":
      drawTable(m);
      break;
    case "keys":
      zoneKeys(m.keys || []);
      tableKeys = Boolean(m.nav);
      if (tableKeys && !question) tableFocus();
      break;
    case "tables":
      listTables(m.tables || []);
      break;
    case "seated":
      store.set("token", m.token || null);
      if (params.has("quick")) {  // a reload takes the seat back instead of starting another game
        params.delete("quick");
        params.delete("seed");
        params.delete("players");
        params.delete("round");
        const rest = params.toString();
        history.replaceState(null, "", location.pathname + (rest ? "?" + rest : ""));
      }
      showGame(m.title || "");
      break;
    case "over":
      store.set("token", null);
      break;
    case "left":
      tableKeys = false;
      store.set("token", null);
      hideQuestion();
      $("zones").replaceChildren();
      $("last-move").textContent = "";
      showLobby();
      send({ type: "list" });
      break;
    default:
      break;
  }
}

function showLobby() {
  $("game").hidden = true;
  $("lobby").hidden = false;
}

function showGame(title) {
  $("lobby").hidden = true;
  $("game").hidden = false;
  if (title) $("game-heading").textContent = title;
}

// --- the question -----------------------------------------------------------------------------------

function showQuestion(m) {
  question = m;
  const box = $("options");
  $("question").hidden = false;
  $("question-heading").textContent = m.title || $("question-heading").textContent;
  $("prompt").textContent = m.prompt || "";
  const keep = question && options().indexOf(document.activeElement);
  const focused = m.pick && keep >= 0 ? keep : Math.max(0, Math.min((m.options || []).length - 1, m.focus || 0));
  box.setAttribute("aria-multiselectable", m.pick ? "true" : "false");
  $("confirm-row").hidden = !m.pick;
  const items = (m.options || []).map((option, i) => {
    const el = document.createElement("div");
    el.setAttribute("role", "option");
    el.id = "option-" + i;
    el.dataset.id = option.id;
    el.setAttribute("aria-posinset", String(i + 1));
    el.setAttribute("aria-setsize", String(m.options.length));
    el.setAttribute("aria-selected", (m.pick ? option.marked : i === focused) ? "true" : "false");
    el.tabIndex = i === focused ? 0 : -1;
    const label = document.createElement("span");
    label.textContent = option.text;
    el.append(label);
    if (option.braille) {
      const cells = document.createElement("span");
      cells.className = "braille";
      cells.setAttribute("aria-hidden", "true");
      cells.textContent = option.braille;
      el.append(cells);
    }
    el.addEventListener("click", () => choose(i));
    return el;
  });
  box.replaceChildren(...items);
  const typing = document.activeElement && document.activeElement.id === "chat-text";
  if (m.turn && items.length && !typing) items[focused].focus();
}

function hideQuestion() {
  const inside = $("question").contains(document.activeElement);
  question = null;
  $("confirm-row").hidden = true;
  $("options").replaceChildren();
  $("prompt").textContent = "";
  $("question").hidden = true;
  if (inside && tableKeys) tableFocus();
}

// A real-time table's keys work where the focus is in the game: on its heading when no question is open.
function tableFocus() {
  if (!$("game").contains(document.activeElement)) $("game-heading").focus();
}

function options() { return [...$("options").children]; }

function moveFocus(to) {
  const items = options();
  if (!items.length) return;
  const i = Math.max(0, Math.min(items.length - 1, to));
  const multi = question && question.pick;
  items.forEach((el, j) => {
    el.tabIndex = j === i ? 0 : -1;
    if (!multi) el.setAttribute("aria-selected", j === i ? "true" : "false");
  });
  items[i].focus();
}

// What an option would do: the server's Presenter says it (the option with the focus, or the one the
// keyboard left focusable when the button is pressed).
function preview(i) {
  const items = options();
  if (!question || !items[i]) return;
  send({ type: "preview", question: question.id, option: items[i].dataset.id });
}

function choose(i) {
  const items = options();
  if (!question || !items[i]) return;
  send({ type: "choose", question: question.id, option: items[i].dataset.id });
}

// --- the table --------------------------------------------------------------------------------------

function drawCard(card) {
  const li = document.createElement("li");
  li.className = "card colour-" + (card.colour || "none").replace(/[^a-z-]/g, "");
  if (card.last) li.classList.add("last");
  if (card.hidden) li.classList.add("hidden");
  const label = document.createElement("span");
  label.className = "label";
  label.setAttribute("aria-hidden", "true");
  label.textContent = card.label || "";
  const number = document.createElement("span");
  number.className = "number";
  number.textContent = card.number === null || card.number === undefined ? "" : String(card.number);
  const name = document.createElement("span");
  name.className = "name";
  name.textContent = card.name || "";
  li.append(label, name, number);
  if (card.braille) {
    const cells = document.createElement("span");
    cells.className = "braille";
    cells.setAttribute("aria-hidden", "true");
    cells.textContent = card.braille;
    li.append(cells);
  }
  return li;
}

function drawTable(m) {
  const zones = (m.zones || []).map((zone, i) => {
    const section = document.createElement("section");
    section.className = "zone";
    const headingId = "zone-" + i;
    section.setAttribute("aria-labelledby", headingId);
    const h = document.createElement("h3");
    h.id = headingId;
    h.textContent = zone.title;
    section.append(h);
    if (zone.text) {
      const p = document.createElement("p");
      p.className = "zone-text";
      p.textContent = zone.text;
      section.append(p);
    }
    if ((zone.cards || []).length) {
      const ul = document.createElement("ul");
      ul.className = "cards";
      ul.setAttribute("aria-labelledby", headingId);
      ul.append(...zone.cards.map(drawCard));
      section.append(ul);
    }
    return section;
  });
  $("zones").replaceChildren(...zones);
  $("last-move").textContent = m.last || "";
}

function zoneKeys(keys) {
  zoneKeySet = new Set(keys.map((k) => k.key));
  $("zone-keys").replaceChildren(...keys.map((k) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = `${k.text} (${k.key})`;
    b.addEventListener("click", () => send({ type: "key", key: k.key }));
    li.append(b);
    return li;
  }));
}

function listTables(tables) {
  const list = $("tables");
  if (!tables.length) {
    const li = document.createElement("li");
    li.textContent = texts["no-table"];
    list.replaceChildren(li);
    return;
  }
  list.replaceChildren(...tables.map((t) => {
    const li = document.createElement("li");
    const what = document.createElement("span");
    what.textContent = t.text;
    li.append(what);
    for (const [as, label] of [["player", texts["join-table"]], ["spectator", texts["watch-table"]]]) {
      if (as === "player" && !t.free) continue;
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.setAttribute("aria-label", `${label}: ${t.text}`);
      b.addEventListener("click", () => { if (named()) send({ type: "join", code: t.code, as }); });
      li.append(b);
    }
    return li;
  }));
}

// --- the person's keys and forms --------------------------------------------------------------------

function named() {
  const name = $("name").value.trim();
  if (!name) {
    status(texts["need-name"], true);
    $("name").focus();
    return false;
  }
  store.set("name", name);
  send({ type: "name", name });
  return true;
}

$("game").addEventListener("keydown", (event) => {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  const items = options();
  const at = items.indexOf(document.activeElement);
  const key = event.key;
  if (at >= 0) {
    const moves = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1,
      Home: 0, End: items.length - 1 };
    if (key in moves) { event.preventDefault(); moveFocus(moves[key]); return; }
    if (key === "Enter" || key === " ") { event.preventDefault(); choose(at); return; }
    if (key === "p") { event.preventDefault(); preview(at); return; }
  }
  if (key === "r") { event.preventDefault(); repeatLast(); return; }
  if (key === ",") { event.preventDefault(); browseHistory(-1); return; }
  if (key === ".") { event.preventDefault(); browseHistory(1); return; }
  if (key === "F1") { event.preventDefault(); send({ type: "key", key: "?" }); return; }
  if (key === "w" || key === "?" || zoneKeySet.has(key) || (tableKeys && at < 0 && TABLE_KEYS.has(key))
      || (tableKeys && key === "Escape")) {
    event.preventDefault();
    send({ type: "key", key });
  }
});

for (const button of document.querySelectorAll("[data-key]")) {
  button.addEventListener("click", () => {
    if (button.dataset.key === "r") repeatLast();
    else send({ type: "key", key: button.dataset.key });
  });
}
for (const button of document.querySelectorAll("[data-quick]")) {
  button.addEventListener("click", () => { if (named()) send({ type: "quick", game: button.dataset.quick }); });
}
$("leave").addEventListener("click", () => send({ type: "leave" }));
$("preview").addEventListener("click", () => preview(options().findIndex((el) => el.tabIndex === 0)));
$("confirm").addEventListener("click", () => { if (question) send({ type: "confirm", question: question.id }); });
$("refresh").addEventListener("click", () => send({ type: "list" }));
// The options of the chosen game only (its variants, a round's length or a time for a move): the others hidden.
const limits = JSON.parse($("limits").textContent);
function gameOptions() {
  const game = $("create-game").value;
  for (const row of $("create-form").querySelectorAll("[data-games]")) {
    row.hidden = !row.dataset.games.split(" ").includes(game);
  }
  // the game's numbers of players (the server checks them again)
  const [low, high] = limits[game] || [1, 16];
  const players = $("create-players"), computers = $("create-computers");
  players.min = String(low);
  players.max = String(high);
  players.value = String(Math.max(low, Math.min(high, Number(players.value) || low)));
  computers.max = String(Number(players.value) - 1);
  levelRows();
}
// A level chooser for each computer the table will have: as many shown as the number of computers.
function levelRows() {
  const count = Number($("create-computers").value) || 0;
  for (const row of $("create-form").querySelectorAll("[data-computer]")) {
    row.hidden = Number(row.dataset.computer) > count;
  }
}
$("create-players").addEventListener("change", () => {
  $("create-computers").max = String(Math.max(0, Number($("create-players").value) - 1));
});
for (const kind of ["input", "change"]) $("create-computers").addEventListener(kind, levelRows);
$("create-game").addEventListener("change", gameOptions);
gameOptions();
$("create-form").addEventListener("submit", (event) => {
  event.preventDefault();
  if (!named()) return;
  const f = event.target.elements;
  const game = f.game.value;
  const computers = Number(f.computers.value);
  const levels = [];
  for (let n = 1; n <= computers; n++) levels.push(f["level-" + n] ? f["level-" + n].value : "normal");
  const ask = { type: "create", game, players: Number(f.players.value), computers, levels,
    private: f.private.checked };
  const variant = f["variant-" + game];
  if (variant) ask.variant = variant.value;
  if (!f.round.closest("[data-games]").hidden) ask.round_seconds = Number(f.round.value);
  if (!f.timer.closest("[data-games]").hidden) ask.turn_seconds = Number(f.timer.value);
  send(ask);
});
$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  if (!named()) return;
  const as = event.submitter && event.submitter.value === "spectator" ? "spectator" : "player";
  send({ type: "join", code: event.target.elements.code.value.replace(/\s/g, ""), as });
});
$("chat-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = $("chat-text");
  const text = input.value.trim();
  if (text) send({ type: "chat", text });
  input.value = "";
});
$("verbosity").value = store.get("verbosity") || "verbose";
$("verbosity").addEventListener("change", () => {
  store.set("verbosity", $("verbosity").value);
  send({ type: "verbosity", verbosity: $("verbosity").value });
});
$("name").value = store.get("name") || "";
sounds.bind($("sound-on"), $("volume"));

status(texts.connecting, false);
connect();
