/// The script both inspector pages start with (the live one and a recorded session's): the
/// token taken out of the address, building elements with `textContent` only, the tree's paths
/// and view names, and a frame's SVG read back as text.
enum InspectorPageScript {
    static let common = #"""
        'use strict';
        // The token leaves the address bar, the history and session restore at once; the tab
        // keeps it in its own sessionStorage, for reconnecting and for a reload. The fragment
        // stays: a session's page keeps its step there.
        const given = new URLSearchParams(location.search).get('token');
        if (given) {
          try { sessionStorage.setItem('inspector-token', given); } catch (error) { /* storage off: this load still works */ }
          history.replaceState(null, '', location.pathname + location.hash);
        }
        let stored = null;
        try { stored = sessionStorage.getItem('inspector-token'); } catch (error) { /* storage off */ }
        const token = given || stored || '';
        const $ = (id) => document.getElementById(id);
        function el(tag, cls, text) {
          const e = document.createElement(tag);
          if (cls) e.className = cls;
          if (text !== undefined) e.textContent = text;
          return e;
        }
        function childPaths(node, path) {
          const seen = new Map();
          return node.children.map((child) => {
            const n = (seen.get(child.router) || 0) + 1;
            seen.set(child.router, n);
            return [child, path + '/' + child.router + (n > 1 ? '#' + n : '')];
          });
        }
        function viewName(view) {
          const m = /^ScreenViewController<(.*)>$/.exec(view);
          return m ? m[1] : view;
        }
        function screenText(svg) {
          // Without its style sheet: a <style> parsed in this page breaks its CSP, and each frame
          // would say so in the console. Only the text and its places are read.
          const doc = new DOMParser().parseFromString(svg.replace(/<style>[\s\S]*?<\/style>/g, ''), 'image/svg+xml');
          const rows = [];
          const split = typeof Intl.Segmenter === 'function'
            ? (t) => [...new Intl.Segmenter().segment(t)].map((s) => s.segment) : (t) => [...t];
          for (const text of doc.querySelectorAll('text')) {
            const xs = (text.getAttribute('x') || '').trim().split(/\s+/).map(Number);
            const row = Math.floor(Number(text.getAttribute('y')) / 20);
            const line = rows[row] || (rows[row] = []);
            split(text.textContent).forEach((g, i) => { const col = Math.round((xs[i] ?? xs[0]) / 10); if (col >= 0 && col < 1000) line[col] = g; });
          }
          return Array.from(rows, (line) => line ? Array.from(line, (g) => g ?? ' ').join('').replace(/\s+$/, '') : '').join('\n');
        }

        """#
}
