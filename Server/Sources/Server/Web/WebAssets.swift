/// The web pages' one style sheet and one script (`/arcade.css`, `/arcade.js`), the arcade's
/// own, served by the server itself: the pages' Content-Security-Policy allows nothing else.
///
/// The script draws the cells the server sends (`WebFrameEncoder`) into a canvas, a cell at a
/// time, with xterm's 256 colours: block elements as exact rectangles, so half-block pictures
/// have no seams; it sends keys (down and up), the mouse and the page's size (`PageMessage`),
/// and on a run's page its controls and markers. `window.arcadeScreen()` gives the cells shown
/// (the browser tests compare them with a terminal's).
enum WebAssets {
  static let css = """
    :root { color-scheme: dark; }
    body { background: #101010; color: #d0d0d0; font: 16px/1.4 system-ui, sans-serif; margin: 1.5em auto; max-width: 70em; padding: 0 1em; }
    body.wide { max-width: none; margin: 0; padding: 0.5em; }
    a { color: #87afff; }
    h1 { font-size: 1.5em; margin: 0.2em 0; }
    h2 { font-size: 1.2em; margin-top: 1.5em; }
    .lead, .note { color: #a8a8a8; }
    table.board { border-collapse: collapse; margin: 1em 0; min-width: 24em; }
    table.board caption { text-align: left; font-weight: bold; padding: 0.3em 0; }
    table.board td, table.board th { border-bottom: 1px solid #303030; padding: 0.2em 0.8em; text-align: left; }
    .screen { background: #000; display: inline-block; outline: none; position: relative; }
    .screen:focus { box-shadow: 0 0 0 2px #5f87af; }
    .screen canvas { display: block; }
    .screen.flash { box-shadow: 0 0 0 3px #ffd75f; }
    .status { color: #a8a8a8; margin: 0.3em 0; min-height: 1.4em; }
    .controls { align-items: center; display: flex; gap: 0.6em; margin: 0.5em 0; }
    .controls input[type=range] { flex: 1; }
    .markers { column-width: 18em; list-style: none; padding: 0; }
    .markers button { background: none; border: 0; color: #87afff; cursor: pointer; font: inherit; padding: 0; text-align: left; }
    """

  static let script = #"""
    "use strict";
    (() => {
      const root = document.getElementById("screen");
      if (!root) return;
      const canvas = document.getElementById("cells");
      const pen = canvas.getContext("2d", { alpha: false });
      const status = document.getElementById("status");
      const kind = root.dataset.kind;
      const family = '"DejaVu Sans Mono", "Liberation Mono", ui-monospace, monospace';
      const fontSize = 16;
      pen.font = fontSize + "px " + family;
      const cellWidth = Math.ceil(pen.measureText("M").width);
      const cellHeight = Math.ceil(fontSize * 1.25);
      const grid = { w: 0, h: 0, cells: [], styles: [] };
      const styleTable = [];
      const held = new Set();
      let socket = null;
      let ended = false;

      // xterm's 256 colours; 256 is the default (light grey on black).
      const palette = [
        "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
        "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"];
      const levels = [0, 95, 135, 175, 215, 255];
      const hex = (v) => v.toString(16).padStart(2, "0");
      for (let i = 0; i < 216; i++) {
        palette.push("#" + hex(levels[Math.floor(i / 36)]) + hex(levels[Math.floor(i / 6) % 6]) + hex(levels[i % 6]));
      }
      for (let i = 0; i < 24; i++) { const g = 8 + 10 * i; palette.push("#" + hex(g) + hex(g) + hex(g)); }
      const defaultForeground = "#d0d0d0", defaultBackground = "#000000";

      window.arcadeScreen = () => ({
        w: grid.w, h: grid.h,
        rows: Array.from({ length: grid.h }, (_, y) => grid.cells.slice(y * grid.w, (y + 1) * grid.w)),
        styles: Array.from({ length: grid.h }, (_, y) => grid.styles.slice(y * grid.w, (y + 1) * grid.w)),
      });

      function colours(style) {
        const fg = style % 257, bg = Math.floor(style / 257) % 257, attributes = Math.floor(style / 66049);
        let fore = fg === 256 ? defaultForeground : palette[fg];
        let back = bg === 256 ? defaultBackground : palette[bg];
        if (attributes & 4) { const t = fore; fore = back; back = t; }
        return { fore, back, bold: (attributes & 1) !== 0, dim: (attributes & 2) !== 0, underline: (attributes & 8) !== 0 };
      }

      // The box-drawing characters the arcade draws: up, down, left, right, heavy.
      const boxArms = {
        0x2500: [0, 0, 1, 1], 0x2502: [1, 1, 0, 0], 0x250C: [0, 1, 0, 1], 0x2510: [0, 1, 1, 0],
        0x2514: [1, 0, 0, 1], 0x2518: [1, 0, 1, 0], 0x251C: [1, 1, 0, 1], 0x2524: [1, 1, 1, 0],
        0x252C: [0, 1, 1, 1], 0x2534: [1, 0, 1, 1], 0x253C: [1, 1, 1, 1],
        0x2501: [0, 0, 1, 1, 1], 0x2503: [1, 1, 0, 0, 1], 0x250F: [0, 1, 0, 1, 1], 0x2513: [0, 1, 1, 0, 1],
        0x2517: [1, 0, 0, 1, 1], 0x251B: [1, 0, 1, 0, 1], 0x2574: [0, 0, 1, 0], 0x2576: [0, 0, 0, 1],
        0x2575: [1, 0, 0, 0], 0x2577: [0, 1, 0, 0],
      };

      function drawCell(x, y) {
        const cell = grid.cells[y * grid.w + x];
        const look = colours(grid.styles[y * grid.w + x]);
        const left = x * cellWidth, top = y * cellHeight;
        const wide = x + 1 < grid.w && grid.cells[y * grid.w + x + 1] === "\u0000";
        pen.fillStyle = look.back;
        pen.fillRect(left, top, cellWidth, cellHeight);
        if (cell === "\u0000" || cell === " ") return;
        pen.globalAlpha = look.dim ? 0.6 : 1;
        pen.fillStyle = look.fore;
        const code = cell.codePointAt(0);
        const half = Math.round(cellHeight / 2), halfWidth = Math.round(cellWidth / 2);
        const blocks = {
          0x2580: [0, 0, cellWidth, half], 0x2584: [0, half, cellWidth, cellHeight - half],
          0x2588: [0, 0, cellWidth, cellHeight], 0x258C: [0, 0, halfWidth, cellHeight],
          0x2590: [halfWidth, 0, cellWidth - halfWidth, cellHeight],
        };
        const shades = { 0x2591: 0.25, 0x2592: 0.5, 0x2593: 0.75 };
        const arms = boxArms[code];
        if (arms) {
          // Box drawing as lines through the cell's middle, so borders join across cells.
          const midX = left + Math.floor(cellWidth / 2), midY = top + Math.floor(cellHeight / 2);
          const weight = arms[4] ? 3 : 1, offset = Math.floor(weight / 2);
          if (arms[0]) pen.fillRect(midX - offset, top, weight, midY - top + offset + 1);
          if (arms[1]) pen.fillRect(midX - offset, midY - offset, weight, top + cellHeight - midY + offset);
          if (arms[2]) pen.fillRect(left, midY - offset, midX - left + offset + 1, weight);
          if (arms[3]) pen.fillRect(midX - offset, midY - offset, left + cellWidth - midX + offset, weight);
        } else if (blocks[code]) {
          const [bx, by, bw, bh] = blocks[code];
          pen.fillRect(left + bx, top + by, bw, bh);
        } else if (shades[code]) {
          pen.globalAlpha = shades[code];
          pen.fillRect(left, top, cellWidth, cellHeight);
        } else {
          pen.font = (look.bold ? "bold " : "") + fontSize + "px " + family;
          pen.textBaseline = "middle";
          pen.fillText(cell, left, top + cellHeight / 2, wide ? cellWidth * 2 : cellWidth);
        }
        if (look.underline) pen.fillRect(left, top + cellHeight - 2, cellWidth, 1);
        pen.globalAlpha = 1;
      }

      function applyFrame(message) {
        for (const [index, style] of message.s || []) styleTable[index] = style;
        if (message.w !== undefined && (message.w !== grid.w || message.h !== grid.h)) {
          grid.w = message.w; grid.h = message.h;
          grid.cells = new Array(grid.w * grid.h).fill(" ");
          grid.styles = new Array(grid.w * grid.h).fill(256 + 257 * 256);
          // Drawn at the screen's own pixel density, so text stays sharp on a dense display.
          const density = window.devicePixelRatio || 1;
          canvas.width = Math.round(grid.w * cellWidth * density);
          canvas.height = Math.round(grid.h * cellHeight * density);
          canvas.style.width = grid.w * cellWidth + "px";
          canvas.style.height = grid.h * cellHeight + "px";
          pen.setTransform(density, 0, 0, density, 0, 0);
        }
        for (const [y, from, text, runs] of message.f) {
          const cells = Array.from(text);
          let x = from;
          for (let i = 0; i < runs.length; i += 2) {
            for (let n = 0; n < runs[i]; n++, x++) grid.styles[y * grid.w + x] = styleTable[runs[i + 1]];
          }
          for (let c = 0; c < cells.length; c++) grid.cells[y * grid.w + from + c] = cells[c];
          // Right to left, and the cell before too: a wide character draws over its right half.
          for (let c = from + cells.length - 1; c >= Math.max(0, from - 1); c--) drawCell(c, y);
        }
        root.dataset.frames = String(Number(root.dataset.frames || 0) + 1);
      }

      function send(message) {
        if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      }

      function wantedSize() {
        const forced = new URLSearchParams(location.search).get("size");
        const match = forced && /^(\d{1,3})x(\d{1,3})$/.exec(forced);
        if (match) return { w: Number(match[1]), h: Number(match[2]) };
        const wide = document.body.classList.contains("wide");
        const width = (wide ? window.innerWidth - 24 : Math.min(root.parentElement.clientWidth, window.innerWidth - 32));
        const height = window.innerHeight - (wide ? 80 : 220);
        return {
          w: Math.max(40, Math.min(250, Math.floor(width / cellWidth))),
          h: Math.max(12, Math.min(80, Math.floor(height / cellHeight))),
        };
      }

      // The run's page: its controls, markers and clock.
      const run = { steps: 0, pace: 60, step: 0, playing: true };
      const playPause = document.getElementById("playpause");
      const seek = document.getElementById("seek");
      const speed = document.getElementById("speed");
      const clock = document.getElementById("clock");
      const time = (step) => { const s = Math.floor(step / run.pace); return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0"); };
      if (playPause) playPause.addEventListener("click", () => send({ t: run.playing ? "pause" : "play" }));
      if (seek) seek.addEventListener("input", () => send({ t: "seek", n: Number(seek.value) }));
      if (speed) speed.addEventListener("change", () => send({ t: "speed", x: Number(speed.value) }));

      function describeRun(message) {
        run.steps = message.steps; run.pace = message.sps;
        seek.max = String(message.steps);
        const list = document.getElementById("markers");
        list.textContent = "";
        // The markers are ticks on the seek bar too.
        const ticks = document.getElementById("marks");
        ticks.textContent = "";
        for (const [step, label] of message.markers) {
          const item = document.createElement("li");
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = time(step) + " " + label;
          button.dataset.step = String(step);
          button.addEventListener("click", () => send({ t: "seek", n: step }));
          item.appendChild(button);
          list.appendChild(item);
          const tick = document.createElement("option");
          tick.value = String(step);
          tick.label = label;
          ticks.appendChild(tick);
        }
      }

      function showPosition(message) {
        run.step = message.n; run.playing = message.p;
        root.dataset.step = String(message.n);
        if (seek && document.activeElement !== seek) seek.value = String(message.n);
        if (playPause) playPause.textContent = message.p ? "Pause" : "Play";
        if (clock) clock.textContent = time(message.n) + " / " + time(run.steps);
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss://" : "ws://";
        socket = new WebSocket(scheme + location.host + root.dataset.socket);
        socket.addEventListener("open", () => {
          status.textContent = kind === "run" ? "Space plays or pauses; ← → move five seconds." : "Click here or press a key: the keyboard plays.";
          const size = wantedSize();
          send({ t: "s", w: size.w, h: size.h });
          root.focus();
        });
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(event.data);
          if (message.f) applyFrame(message);
          else if (message.t === "run") describeRun(message);
          else if (message.t === "at") showPosition(message);
          else if (message.t === "b") { root.classList.add("flash"); setTimeout(() => root.classList.remove("flash"), 120); }
          else if (message.t === "bye") status.textContent = message.text;
        });
        socket.addEventListener("close", (event) => {
          ended = true;
          root.dataset.closed = "1";
          if (!status.textContent || status.textContent.startsWith("Click") || status.textContent.startsWith("Space") || status.textContent.startsWith("Connecting")) {
            status.textContent = event.reason ? "Closed: " + event.reason : "The session has ended. Reload the page to start again.";
          }
        });
      }

      const ignored = new Set(["Shift", "Control", "Alt", "Meta", "CapsLock", "Dead", "Unidentified", "OS"]);
      root.addEventListener("keydown", (event) => {
        if (ended || ignored.has(event.key) || event.metaKey || event.altKey) return;
        if (event.ctrlKey && !/^[a-zA-Z]$/.test(event.key)) return;
        event.preventDefault();
        held.add(event.key);
        send({ t: "k", k: event.key, c: event.ctrlKey ? 1 : 0, s: event.shiftKey ? 1 : 0 });
      });
      root.addEventListener("keyup", (event) => {
        if (!held.delete(event.key)) return;
        event.preventDefault();
        send({ t: "u", k: event.key, c: event.ctrlKey ? 1 : 0, s: event.shiftKey ? 1 : 0 });
      });
      root.addEventListener("blur", () => { for (const key of held) send({ t: "u", k: key }); held.clear(); });

      function cellAt(event) {
        const box = canvas.getBoundingClientRect();
        return { x: Math.floor((event.clientX - box.left) / cellWidth), y: Math.floor((event.clientY - box.top) / cellHeight) };
      }
      let dragging = false;
      canvas.addEventListener("mousedown", (event) => { if (event.button !== 0) return; root.focus(); dragging = true; send({ t: "m", a: "press", ...cellAt(event) }); });
      canvas.addEventListener("mousemove", (event) => { if (dragging) send({ t: "m", a: "drag", ...cellAt(event) }); });
      window.addEventListener("mouseup", (event) => { if (dragging) { dragging = false; send({ t: "m", a: "release", ...cellAt(event) }); } });
      canvas.addEventListener("wheel", (event) => { event.preventDefault(); send({ t: "m", a: event.deltaY < 0 ? "up" : "down", ...cellAt(event) }); }, { passive: false });

      let resizing = null;
      window.addEventListener("resize", () => {
        clearTimeout(resizing);
        resizing = setTimeout(() => { const size = wantedSize(); send({ t: "s", w: size.w, h: size.h }); }, 100);
      });
      // Leaving the page closes its socket at once (the browser may keep a page it leaves, and
      // its socket would hold the game's place); a page brought back starts again.
      window.addEventListener("pagehide", () => { if (socket) socket.close(1000, "the page was left"); });
      window.addEventListener("pageshow", (event) => { if (event.persisted) location.reload(); });
      connect();
    })();
    """#
}
