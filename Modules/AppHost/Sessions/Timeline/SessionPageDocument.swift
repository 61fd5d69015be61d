/// The page `MainCLI inspect --session` serves: a recorded session's timeline, and for the step
/// chosen, the tree, the screen and the log as they were. HTML, CSS and script in one document,
/// under the live page's policy (``InspectorPageDocument/contentSecurityPolicy(nonce:)``) and
/// built the same way: every element with `textContent`, the frame as a `data:` SVG image.
///
/// The page holds nothing of the session: it asks for the list of steps (`/steps`) and for each
/// step it shows (`/step?n=N`), with the token. The step shown is kept in the address's fragment
/// (`#step=N`), so a reload or a shared address opens the same step; the arrow keys step back and
/// forth, Home and End go to the first and the last.
enum SessionPageDocument {
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
        <title>MainCLI inspector: a recorded session</title>
        <style nonce="\(nonce)">\(InspectorPageDocument.style)\(style)</style>
        </head>
        <body>
        <header><h1>MainCLI inspector: a recorded session</h1><span id="title" class="hint"></span><span id="status" class="status">loading…</span></header>
        <nav id="timeline" aria-label="timeline">
        <button id="first" type="button" title="the launch (Home)">⏮</button><button id="back" type="button" title="the step before (←)">◀</button>
        <input id="slider" type="range" min="0" max="0" value="0" aria-label="step">
        <button id="forward" type="button" title="the step after (→)">▶</button><button id="last" type="button" title="the last step (End)">⏭</button>
        <span id="where" class="where"></span>
        </nav>
        <main>
        <section id="steps-panel"><h2>Steps</h2><ol id="steps" class="steps"></ol></section>
        <section id="tree-panel"><h2>RIB tree</h2><ul id="tree" class="tree"></ul></section>
        <section id="screen-panel"><h2>Screen</h2><img id="screen" alt="the app's screen at this step"><details><summary>Screen as text</summary><pre id="screen-text"></pre></details></section>
        <section id="log-panel"><h2>Actions and states</h2><p id="omitted" class="hint"></p><ol id="log" class="log"></ol></section>
        </main>
        <script nonce="\(nonce)">\(script)</script>
        </body>
        </html>

        """
    }

    private static let style = """
        main{grid-template-columns:minmax(12em,.8fr) minmax(14em,1fr) minmax(20em,2fr) minmax(18em,1.3fr)}
        #timeline{display:flex;gap:.4em;align-items:center;padding:.5em 1em}
        #timeline button{font:14px system-ui,sans-serif;padding:.1em .5em}
        #slider{flex:1;min-width:10em}.where{font:13px ui-monospace,monospace;min-width:22em}
        .steps{list-style:none;margin:0;padding:0;font:12px ui-monospace,monospace;max-height:75vh;overflow:auto}
        .steps button{font:inherit;background:none;border:0;color:inherit;width:100%;text-align:left;padding:2px 4px;border-radius:4px;cursor:pointer}
        .steps button:hover{background:var(--sel)}.steps .current button{outline:2px solid var(--accent);font-weight:bold}
        .steps .more{color:var(--muted);padding:2px 4px}
        .log .earlier{opacity:.6}.log .mark{font-weight:bold;color:var(--accent);border-bottom:1px solid var(--accent)}
        """

    private static let script = InspectorPageScript.common + sessionScript

    private static let sessionScript = #"""
        // The steps listed around the one shown, so a session of thousands of steps stays light.
        const AROUND = 100;
        let steps = [], wanted = -1;
        const cache = new Map();
        function ask(path) {
          return fetch(path + (path.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token), { cache: 'no-store' })
            .then((answer) => answer.ok ? answer.json() : answer.text().then((text) => { throw new Error(text.trim()); }));
        }
        function fail(error) {
          $('status').textContent = String(error.message || error);
          $('status').className = 'status ended';
        }
        function seconds(time) { return time.toFixed(3) + ' s'; }
        function stepFromAddress() {
          const m = /^#step=(\d{1,9})$/.exec(location.hash);
          return m ? Number(m[1]) : 0;
        }
        function renderSteps() {
          const list = $('steps');
          const from = Math.max(0, wanted - AROUND), to = Math.min(steps.length, wanted + AROUND + 1);
          const rows = [];
          if (from > 0) rows.push(el('li', 'more', from + ' earlier steps'));
          for (let i = from; i < to; i++) {
            const li = el('li', i === wanted ? 'current' : null);
            const row = el('button', null, '#' + steps[i].index + '  ' + seconds(steps[i].time) + '  ' + steps[i].cause);
            row.type = 'button';
            row.addEventListener('click', () => go(i));
            if (i === wanted) row.setAttribute('aria-current', 'step');
            li.append(row);
            rows.push(li);
          }
          if (to < steps.length) rows.push(el('li', 'more', (steps.length - to) + ' later steps'));
          list.replaceChildren(...rows);
          const current = list.querySelector('.current');
          if (current) current.scrollIntoView({ block: 'nearest' });
        }
        function renderTree(tree) {
          function item(node, path) {
            const li = el('li');
            const row = el('span', 'rib');
            row.append(el('span', 'name', node.router), el('span', 'meta', node.view ? '  ' + viewName(node.view) : '  viewless'));
            if (!node.isActive) row.classList.add('inactive');
            if (node.isOnScreen) row.classList.add('onscreen');
            row.title = path;
            li.append(row);
            const ul = el('ul');
            for (const [child, childPath] of childPaths(node, path)) ul.append(item(child, childPath));
            if (ul.childElementCount) li.append(ul);
            return li;
          }
          $('tree').replaceChildren(item(tree, tree.router));
        }
        function renderLog(step) {
          const rows = step.earlier.map((line) => {
            const li = el('li', 'earlier');
            li.append(el('span', 'time', '#' + line.step + ' '), el('span', 'text', line.text));
            return li;
          });
          const mark = el('li', 'mark', '#' + step.index + '  ' + seconds(step.time) + '  ' + step.cause);
          rows.push(mark);
          for (const line of step.log) rows.push(el('li', 'now', line));
          if (!step.log.length) rows.push(el('li', 'hint', 'nothing happened in this step'));
          $('log').replaceChildren(...rows);
          $('omitted').textContent = step.omitted ? step.omitted + ' earlier lines not shown' : '';
          $('log').scrollTop = Math.max(0, mark.offsetTop - $('log').offsetTop - 40);
        }
        function show(n, step) {
          renderTree(step.tree);
          $('screen').src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(step.svg);
          const text = screenText(step.svg);
          $('screen').alt = text;
          $('screen-text').textContent = text;
          renderLog(step);
          // Which step the page shows whole, for tests that step through it.
          document.body.dataset.step = String(n);
        }
        function go(n) {
          if (!steps.length) return;
          n = Math.max(0, Math.min(steps.length - 1, n));
          wanted = n;
          // Replaced, not pushed: stepping through a session fills no history.
          history.replaceState(null, '', location.pathname + '#step=' + n);
          $('slider').value = String(n);
          $('where').textContent = 'step ' + n + ' of ' + (steps.length - 1) + ' · ' + seconds(steps[n].time) + ' · ' + steps[n].cause;
          renderSteps();
          const known = cache.get(n);
          if (known) { show(n, known); return; }
          ask('/step?n=' + n).then((step) => {
            cache.set(n, step);
            if (cache.size > 64) cache.delete(cache.keys().next().value);
            // A slower answer for a step left meanwhile is kept, not shown.
            if (n === wanted) show(n, step);
          }, fail);
        }
        document.addEventListener('keydown', (event) => {
          if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
          const to = { ArrowLeft: wanted - 1, ArrowRight: wanted + 1, Home: 0, End: steps.length - 1 }[event.key];
          if (to === undefined) return;
          // The slider's own handling would step a second time.
          event.preventDefault();
          go(to);
        });
        $('slider').addEventListener('input', () => go(Number($('slider').value)));
        $('first').addEventListener('click', () => go(0));
        $('back').addEventListener('click', () => go(wanted - 1));
        $('forward').addEventListener('click', () => go(wanted + 1));
        $('last').addEventListener('click', () => go(steps.length - 1));
        window.addEventListener('hashchange', () => { if (stepFromAddress() !== wanted) go(stepFromAddress()); });
        if (token) {
          ask('/steps').then((list) => {
            steps = list.steps;
            $('title').textContent = list.title;
            $('slider').max = String(steps.length - 1);
            $('status').textContent = steps.length + ' steps';
            $('status').className = 'status live';
            go(stepFromAddress());
          }, fail);
        } else {
          fail(new Error('no token: open the URL MainCLI inspect printed'));
        }
        """#
}
