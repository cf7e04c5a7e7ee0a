// Harness for tools/browser-check.py: runs inside headless Chromium, in a
// file:// page, with --allow-file-access-from-files so that it may read the
// documents of the file:// SVGs it loads into iframes.
//
// window.specimenCheck(urls, timeoutMs) loads every URL in its own iframe (all
// of one call at once), waits for its fonts, measures every <tspan
// data-width> and resolves to a JSON string: one object per URL, in order.
// The Python side decides what is a violation; this file only measures.
'use strict';

(function () {
  const SVG_NS = 'http://www.w3.org/2000/svg';

  function unquote(family) {
    const s = String(family).trim();
    if (s.length >= 2 && (s[0] === '"' || s[0] === "'") && s[s.length - 1] === s[0]) {
      return s.slice(1, -1);
    }
    return s;
  }

  function cssString(s) {
    return '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
  }

  function withTimeout(promise, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(what + ' timed out after ' + ms + ' ms')), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  function loadFrame(url, timeoutMs) {
    return new Promise((resolve) => {
      const iframe = document.createElement('iframe');
      iframe.width = '400';
      iframe.height = '900';
      let settled = false;
      const timer = setTimeout(() => {
        if (!settled) {
          settled = true;
          resolve({ iframe, error: 'the document did not load within ' + timeoutMs + ' ms' });
        }
      }, timeoutMs);
      iframe.addEventListener('load', () => {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          resolve({ iframe });
        }
      });
      iframe.src = url;
      document.body.appendChild(iframe);
    });
  }

  function nextFrame(win) {
    return new Promise((resolve) => {
      let done = false;
      const finish = () => { if (!done) { done = true; resolve(); } };
      try { win.requestAnimationFrame(() => setTimeout(finish, 20)); } catch (e) { /* fall through */ }
      setTimeout(finish, 200); // rAF may be throttled; never hang on it
    });
  }

  function round(v) {
    return Number.isFinite(v) ? Math.round(v * 10000) / 10000 : null;
  }

  async function measure(url, timeoutMs) {
    const result = { url, error: null, fonts: [], lines: [], texts: 0, outside: [], tspansWithoutWidth: 0, notes: [] };
    const { iframe, error } = await loadFrame(url, timeoutMs);
    try {
      if (error) { result.error = error; return result; }
      let doc;
      try { doc = iframe.contentDocument; } catch (e) { doc = null; }
      if (!doc) {
        result.error = 'cannot read the iframe document (Chromium needs --allow-file-access-from-files)';
        return result;
      }
      const root = doc.documentElement;
      const parseError = doc.getElementsByTagName('parsererror');
      if (parseError.length) {
        result.error = 'XML parse error in Chromium: ' + parseError[0].textContent.trim().slice(0, 300);
        return result;
      }
      if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
        result.error = 'not loaded as an SVG document (root element ' + (root ? root.nodeName : 'none') + ')';
        return result;
      }

      // Fonts: load every @font-face explicitly (a face nothing has used yet
      // would otherwise stay "unloaded"), then wait for the set to settle.
      const faces = doc.fonts ? Array.from(doc.fonts) : [];
      await Promise.all(faces.map((face) =>
        withTimeout(face.load(), timeoutMs, 'font load').catch(() => null)));
      try { await withTimeout(doc.fonts.ready, timeoutMs, 'document.fonts.ready'); } catch (e) {
        result.notes.push(String(e.message || e));
      }
      await nextFrame(iframe.contentWindow);
      for (const face of faces) {
        const family = unquote(face.family);
        let check = null;
        try { check = doc.fonts.check('16px ' + cssString(family)); } catch (e) { check = null; }
        result.fonts.push({ family, status: face.status, check, weight: face.weight, style: face.style });
      }

      // Lines.
      const texts = Array.from(root.getElementsByTagNameNS(SVG_NS, 'text'));
      result.texts = texts.length;
      // Characters of a <text> that sit outside its <tspan>s (e.g. indentation
      // between lines: with white-space:pre Chromium renders it).
      result.outside = texts.map((text) => Array.from(text.childNodes)
        .filter((node) => node.nodeType === 3).map((node) => node.data).join(''));
      texts.forEach((text, textIndex) => {
        const style = doc.defaultView.getComputedStyle(text);
        const tspans = Array.from(text.getElementsByTagNameNS(SVG_NS, 'tspan'));
        let lineIndex = 0;
        for (const tspan of tspans) {
          if (!tspan.hasAttribute('data-width')) { result.tspansWithoutWidth += 1; continue; }
          const line = {
            textIndex,
            lineIndex: lineIndex++,
            text: tspan.textContent,
            frame: text.getAttribute('data-frame'),
            lineHeight: text.getAttribute('data-line-height'),
            dataWidth: tspan.getAttribute('data-width'),
            x: tspan.getAttribute('x'),
            y: tspan.getAttribute('y'),
            fontFamily: style.fontFamily,
            fontSize: style.fontSize,
            anchor: doc.defaultView.getComputedStyle(tspan).textAnchor,
            chars: 0,
            computedLength: null,
            baseline: null,
            startX: null,
            endX: null,
            minX: null,
            maxX: null,
            bbox: null,
            error: null,
          };
          try {
            line.computedLength = round(tspan.getComputedTextLength());
            const n = tspan.getNumberOfChars();
            line.chars = n;
            if (n > 0) {
              const start = tspan.getStartPositionOfChar(0);
              line.startX = round(start.x);
              line.baseline = round(start.y);
              line.endX = round(tspan.getEndPositionOfChar(n - 1).x);
              let minX = Infinity;
              let maxX = -Infinity;
              for (let i = 0; i < n; i += 1) {
                let r;
                try { r = tspan.getExtentOfChar(i); } catch (e) { continue; }
                if (r.width === 0 && r.height === 0) continue;
                minX = Math.min(minX, r.x, r.x + r.width);
                maxX = Math.max(maxX, r.x, r.x + r.width);
              }
              if (minX !== Infinity) { line.minX = round(minX); line.maxX = round(maxX); }
            }
            const b = tspan.getBBox();
            line.bbox = [round(b.x), round(b.y), round(b.width), round(b.height)];
          } catch (e) {
            line.error = String(e.message || e);
          }
          result.lines.push(line);
        }
      });
      return result;
    } catch (e) {
      result.error = 'harness exception: ' + String((e && e.stack) || e);
      return result;
    } finally {
      iframe.remove();
    }
  }

  window.specimenCheck = async function (urls, timeoutMs) {
    const results = await Promise.all(urls.map((url) => measure(url, timeoutMs)));
    return JSON.stringify(results);
  };
  window.specimenHarnessReady = true;
})();
