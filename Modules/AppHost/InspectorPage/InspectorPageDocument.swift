/// The inspector's one page: HTML, CSS and script in one document, nothing loaded from anywhere
/// else. The script builds every element with `textContent`, never `innerHTML`, so nothing the
/// app sends (a typed name, a post's title) is ever read as markup; the frame is shown as an
/// image (a `data:` SVG), in which no script runs.
enum InspectorPageDocument {
    /// The policy the page is served with: its own script and style (by nonce), its own event
    /// stream, `data:` images; nothing else, from nowhere else.
    static func contentSecurityPolicy(nonce: String) -> String {
        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; img-src data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// The page, its script and style carrying `nonce`.
    static func html(nonce: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <link rel="icon" href="data:,">
        <title>MainCLI inspector</title>
        <style nonce="\(nonce)">\(style)</style>
        </head>
        <body>
        <header><h1>MainCLI inspector</h1><span id="status" class="status">connecting…</span></header>
        <main>
        <section id="tree-panel"><h2>RIB tree</h2><ul id="tree" class="tree"></ul>
        <h2>View state</h2><p id="state-title" class="hint">Select a RIB to see its view state.</p><pre id="state"></pre></section>
        <section id="screen-panel"><h2>Screen</h2><img id="screen" alt="the app's screen"><details><summary>Screen as text</summary><pre id="screen-text"></pre></details></section>
        <section id="log-panel"><h2>Actions and states</h2>
        <div class="controls"><button id="pause" type="button">Pause</button>
        <input id="filter" type="search" placeholder="filter (screen, action, text)" aria-label="filter the log">
        <span id="kinds"></span><span id="held" class="hint"></span></div>
        <ol id="log" class="log"></ol></section>
        </main>
        <script nonce="\(nonce)">\(script)</script>
        </body>
        </html>

        """
    }

    /// The look both pages share: the live one and a recorded session's.
    static let style = """
        :root{color-scheme:light dark;--bg:#f7f7f8;--fg:#1d1d1f;--muted:#5f6368;--panel:#fff;--line:#d0d4da;--accent:#0b57d0;\
        --flash:#ffe08a;--gone:#b3261e;--sel:#d3e3fd}
        @media (prefers-color-scheme:dark){:root{--bg:#15171a;--fg:#e8eaed;--muted:#9aa0a6;--panel:#1f2226;--line:#3c4043;\
        --accent:#8ab4f8;--flash:#5c4b00;--gone:#f28b82;--sel:#264a7a}}
        *{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
        header{display:flex;gap:1em;align-items:baseline;padding:.5em 1em;border-bottom:1px solid var(--line)}
        h1{font-size:1.1em;margin:0}h2{font-size:.95em;margin:.6em 0 .3em;color:var(--muted)}
        .status{color:var(--muted)}.status.live{color:var(--accent)}.status.ended{color:var(--gone)}
        main{display:grid;grid-template-columns:minmax(16em,1fr) minmax(20em,2fr) minmax(18em,1.3fr);gap:1em;padding:0 1em 1em}
        section{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.3em .8em .8em;min-width:0}
        .tree,.tree ul{list-style:none;margin:0;padding-left:1.1em}.tree{padding-left:0}
        .rib{font:13px ui-monospace,monospace;background:none;border:0;color:inherit;padding:1px 4px;border-radius:4px;cursor:pointer;text-align:left}
        .rib:hover{background:var(--sel)}.rib.selected{outline:2px solid var(--accent)}
        .rib .meta{color:var(--muted)}.rib.inactive{opacity:.55}.rib.onscreen .name{font-weight:bold;color:var(--accent)}
        .rib.onscreen::after{content:" ◀ on screen";color:var(--accent)}
        .rib.attached{animation:flash 1.5s ease-out}.rib.detached{color:var(--gone);text-decoration:line-through;animation:flash 1.5s ease-out}
        @keyframes flash{from{background:var(--flash)}to{background:transparent}}
        pre{font:12px ui-monospace,monospace;white-space:pre-wrap;word-break:break-word;margin:0;max-height:40vh;overflow:auto}
        #screen{max-width:100%;height:auto;display:block;border-radius:6px}
        .hint{color:var(--muted);margin:.2em 0}
        .controls{display:flex;flex-wrap:wrap;gap:.4em;align-items:center;margin-bottom:.4em}
        .controls label{font-size:12px;color:var(--muted)}#filter{flex:1;min-width:8em}
        .log{list-style:none;margin:0;padding:0;font:12px ui-monospace,monospace;max-height:75vh;overflow:auto}
        .log li{padding:2px 0;border-bottom:1px solid var(--line);word-break:break-word}
        .log .time{color:var(--muted)}.log .kind{display:inline-block;min-width:4.5em;font-weight:bold}
        .log .k-action .kind{color:var(--accent)}.log .k-state .kind{color:#188038}.log .k-tree .kind{color:#a142f4}
        .log .k-link .kind,.log .k-step .kind{color:#e37400}.log .k-lost .kind{color:var(--gone)}
        """

    private static let script = InspectorPageScript.common + liveScript

    private static let liveScript = #"""
        const LOG_MAX = 500;
        const KINDS = ['action', 'state', 'tree', 'link', 'step', 'lost'];
        let tree = null, screens = [], selected = null, paused = false;
        const states = new Map(), recent = new Map(), shown = new Set(KINDS);
        let log = [], held = [];

        function findNode(path) {
          if (!tree) return null;
          const pending = [[tree, tree.router]];
          while (pending.length) {
            const [node, p] = pending.pop();
            if (p === path) return node;
            pending.push(...childPaths(node, p));
          }
          return null;
        }
        function renderTree() {
          const root = $('tree');
          root.replaceChildren();
          if (!tree) return;
          const now = Date.now();
          for (const [p, r] of recent) if (r.until < now) recent.delete(p);
          const ghosts = [...recent].filter(([, r]) => r.kind === 'detached');
          function item(node, path) {
            const li = el('li');
            const row = el('button', 'rib');
            row.type = 'button';
            row.append(el('span', 'name', node.router), el('span', 'meta', node.view ? '  ' + viewName(node.view) : '  viewless'));
            if (!node.isActive) row.classList.add('inactive');
            if (node.isOnScreen) row.classList.add('onscreen');
            if (recent.get(path)?.kind === 'attached') row.classList.add('attached');
            if (selected === path) row.classList.add('selected');
            row.title = path;
            row.addEventListener('click', () => { selected = path; renderTree(); renderState(); });
            li.append(row);
            const ul = el('ul');
            for (const [child, childPath] of childPaths(node, path)) ul.append(item(child, childPath));
            for (const [ghost, r] of ghosts) {
              if (ghost.slice(0, ghost.lastIndexOf('/')) !== path) continue;
              const g = el('li');
              g.append(el('span', 'rib detached', r.router + '  detached'));
              ul.append(g);
            }
            if (ul.childElementCount) li.append(ul);
            return li;
          }
          root.append(item(tree, tree.router));
        }
        function renderState() {
          const title = $('state-title'), pre = $('state');
          pre.textContent = '';
          if (!selected) { title.textContent = 'Select a RIB to see its view state.'; return; }
          const node = findNode(selected);
          if (!node) { title.textContent = selected + ' is no longer in the tree.'; return; }
          if (!node.view) { title.textContent = node.router + ' is viewless: it has no view state.'; return; }
          const screen = screens.find((s) => s.path === selected);
          if (!screen || !states.has(screen.model)) { title.textContent = node.router + ': ' + viewName(node.view) + ' shares no state.'; return; }
          title.textContent = node.router + ' · ' + screen.screen + 'ViewState';
          pre.textContent = JSON.stringify(states.get(screen.model), null, 2);
        }
        function clock(time) {
          const d = new Date(time * 1000);
          return d.toTimeString().slice(0, 8) + '.' + String(d.getMilliseconds()).padStart(3, '0');
        }
        function matches(entry) {
          if (!shown.has(entry.kind)) return false;
          const f = $('filter').value.trim().toLowerCase();
          return !f || (entry.kind + ' ' + (entry.screen || '') + ' ' + entry.text).toLowerCase().includes(f);
        }
        function logRow(entry) {
          const li = el('li', 'k-' + entry.kind);
          li.append(el('span', 'time', clock(entry.time) + ' '), el('span', 'kind', entry.kind), ' ');
          if (entry.screen) li.append(el('b', null, entry.screen + ' '));
          li.append(el('span', 'text', entry.text));
          return li;
        }
        function renderLog() {
          const list = $('log');
          list.replaceChildren(...log.filter(matches).map(logRow));
          list.scrollTop = list.scrollHeight;
          $('held').textContent = held.length ? held.length + ' new while paused' : '';
        }
        function addLog(entry) {
          if (paused) {
            held.push(entry);
            if (held.length > LOG_MAX) held.shift();
            $('held').textContent = held.length + ' new while paused';
            return;
          }
          log.push(entry);
          const list = $('log');
          if (log.length > LOG_MAX) { log.shift(); renderLog(); return; }
          if (matches(entry)) {
            const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
            list.append(logRow(entry));
            if (atEnd) list.scrollTop = list.scrollHeight;
          }
        }
        let pendingFrame = null;
        function drawFrame() {
          const svg = pendingFrame;
          pendingFrame = null;
          if (svg === null) return;
          $('screen').src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
          const text = screenText(svg);
          $('screen').alt = text;
          $('screen-text').textContent = text;
          // When the last frame was drawn, and how many, for tests that time a key's way to the page.
          document.body.dataset.frameAt = String(Date.now());
          document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
        }
        function connect() {
          const events = new EventSource('/events?token=' + encodeURIComponent(token));
          const status = $('status');
          events.onopen = () => { status.textContent = 'live'; status.className = 'status live'; };
          events.onerror = () => { if (status.className !== 'status ended') { status.textContent = 'reconnecting…'; status.className = 'status'; } };
          events.addEventListener('tree', (e) => {
            const update = JSON.parse(e.data);
            tree = update.tree; screens = update.screens;
            // States of screens that left the tree are forgotten, so the page holds the tree's only.
            for (const model of [...states.keys()]) if (!screens.some((x) => x.model === model)) states.delete(model);
            const until = Date.now() + 1500;
            for (const c of update.changes) if (c.kind === 'attached' || c.kind === 'detached') recent.set(c.path, { kind: c.kind, router: c.router, until });
            renderTree(); renderState();
            setTimeout(renderTree, 1600);
          });
          events.addEventListener('state', (e) => {
            const s = JSON.parse(e.data);
            states.set(s.model, s.state);
            if (screens.some((x) => x.model === s.model && x.path === selected)) renderState();
          });
          events.addEventListener('log', (e) => addLog(JSON.parse(e.data)));
          events.addEventListener('lost', (e) => addLog({ time: Date.now() / 1000, kind: 'lost', text: JSON.parse(e.data).count + ' entries lost: this page fell behind' }));
          events.addEventListener('frame', (e) => {
            // A burst of frames is drawn once, the newest.
            const first = pendingFrame === null;
            pendingFrame = JSON.parse(e.data).svg;
            if (first) setTimeout(drawFrame, 0);
          });
          events.addEventListener('end', (e) => {
            events.close();
            let ending = {};
            try { ending = JSON.parse(e.data); } catch (error) { /* the default below says enough */ }
            status.textContent = ending.text || 'the app quit';
            status.className = 'status ended';
          });
        }
        for (const kind of KINDS) {
          const label = el('label');
          const box = el('input');
          box.type = 'checkbox'; box.checked = true;
          box.addEventListener('change', () => { if (box.checked) shown.add(kind); else shown.delete(kind); renderLog(); });
          label.append(box, ' ' + kind);
          $('kinds').append(label);
        }
        $('filter').addEventListener('input', renderLog);
        $('pause').addEventListener('click', () => {
          paused = !paused;
          $('pause').textContent = paused ? 'Resume' : 'Pause';
          if (!paused) { log = log.concat(held).slice(-LOG_MAX); held = []; renderLog(); }
        });
        if (token) {
          connect();
        } else {
          $('status').textContent = 'no token: open the URL MainCLI inspect printed';
          $('status').className = 'status ended';
        }
        """#
}
