// Harness for tools/browser-check.py: runs inside headless Chromium, in a
// file:// page, with --allow-file-access-from-files so that it may read the
// documents of the file:// SVGs it loads into iframes.
//
// window.specimenCheck(urls, timeoutMs) loads every URL in its own iframe (all
// of one call at once), waits for its fonts, measures every <tspan
// data-width>, checks what its first frame shows (see "first frame" below) and
// resolves to a JSON string: one object per URL, in order.
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

      // A sheet has no width or height (an image takes its size from the view it shows):
      // measure it at one CSS pixel a unit, as a file of one drawing is.
      if (!root.hasAttribute('width') && root.viewBox && root.viewBox.baseVal && root.viewBox.baseVal.width > 0) {
        root.setAttribute('width', String(root.viewBox.baseVal.width));
        root.setAttribute('height', String(root.viewBox.baseVal.height));
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
      // A redline label (data-redline, in a redline overlay's file) is an annotation laid over
      // a drawing, in the system's font, not a line the layout engine measured.
      const texts = Array.from(root.getElementsByTagNameNS(SVG_NS, 'text'))
        .filter((text) => !text.hasAttribute('data-redline'));
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
      result.firstFrame = await firstFrame(url, doc, root);
      return result;
    } catch (e) {
      result.error = 'harness exception: ' + String((e && e.stack) || e);
      return result;
    } finally {
      iframe.remove();
    }
  }

  // ------------------------------------------------------------------ first frame
  // Issue 7: a capture taken at t = 0 (a screenshot, a visual diff, a print) must show
  // everything the layout drew. Two measurements, judged by browser-check.py:
  //   style   the live document with every animation paused at t = 0 (SMIL:
  //           pauseAnimations() + setCurrentTime(0); CSS/Web animations: pause() +
  //           currentTime = 0), then for every element that draws something (a shape
  //           with a fill or stroke, a text or tspan with a visible character) its
  //           computed display, visibility and opacity (times its ancestors'), and
  //           the fill-/stroke-opacity of the paints it has;
  //   pixels  the file rasterised by Chromium onto a canvas at its width x height (an
  //           SVG image is drawn at its animations' start), the raster's most common
  //           colour taken as the screen background, and for every data-role element
  //           that draws something the number of pixels inside its box (clipped to
  //           the drawing) that differ from that colour.

  // Characters that draw nothing: white space and default-ignorable code points.
  const INVISIBLE = /^[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$/u;
  const SHAPES = new Set(['rect', 'circle', 'ellipse', 'line', 'path', 'polygon', 'polyline', 'image', 'use']);
  const NOT_DRAWN = new Set(['defs', 'clipPath', 'mask', 'pattern', 'symbol', 'marker', 'title', 'desc', 'metadata', 'style', 'script', 'linearGradient', 'radialGradient', 'filter']);

  // One rasterisation at a time: a 1180 x 1180 drawing is 5.6 MB of pixels.
  let rasterQueue = Promise.resolve();

  function describe(el) {
    const role = el.closest('[data-role]');
    const text = (el.localName === 'text' || el.localName === 'tspan')
      ? ' ' + JSON.stringify(el.textContent.slice(0, 40)) : '';
    return '<' + el.localName + '>' + text + (role ? ' in data-role "' + role.getAttribute('data-role') + '"' : '');
  }

  function insideNotDrawn(el, root) {
    for (let a = el.parentElement; a && a !== root; a = a.parentElement) {
      if (NOT_DRAWN.has(a.localName)) return true;
    }
    return false;
  }

  // What `el` paints, from its computed style: the paints that are not `none`.
  function paints(el, style) {
    if (el.localName === 'image' || el.localName === 'use') return ['content'];
    const found = [];
    if (style.fill && style.fill !== 'none') found.push('fill');
    if (style.stroke && style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0) found.push('stroke');
    return found;
  }

  // Does `el` draw something: a shape with a paint, a text with a visible character.
  function draws(el, win) {
    if (el.localName === 'text' || el.localName === 'tspan') {
      if (el.localName === 'text' && el.getElementsByTagNameNS(SVG_NS, 'tspan').length) return false; // its tspans are checked
      if (INVISIBLE.test(el.textContent)) return false;
    } else if (!SHAPES.has(el.localName)) {
      return false;
    }
    return paints(el, win.getComputedStyle(el)).length > 0;
  }

  // Why `el` is not visible in the paused document, or null.
  function hiddenBecause(el, root, win) {
    const style = win.getComputedStyle(el);
    if (style.visibility !== 'visible') return 'visibility ' + style.visibility;
    let opacity = 1;
    for (let a = el; a; a = a.parentElement) {
      const s = a === el ? style : win.getComputedStyle(a);
      if (s.display === 'none') return 'display none' + (a === el ? '' : ' on its ancestor <' + a.localName + '>');
      opacity *= parseFloat(s.opacity);
      if (a === root) break;
    }
    if (!(opacity > 0)) return 'opacity ' + opacity + ' (its own times its ancestors\')';
    const visible = paints(el, style).filter((paint) => paint === 'content'
      || parseFloat(paint === 'fill' ? style.fillOpacity : style.strokeOpacity) > 0);
    if (!visible.length) return 'fill-opacity ' + style.fillOpacity + ', stroke-opacity ' + style.strokeOpacity;
    return null;
  }

  function pauseAtStart(doc, root) {
    try { root.pauseAnimations(); root.setCurrentTime(0); } catch (e) { /* not an SVG root */ }
    const animations = doc.getAnimations ? doc.getAnimations() : [];
    for (const animation of animations) {
      try { animation.pause(); animation.currentTime = 0; } catch (e) { /* keep going */ }
    }
    return animations.length;
  }

  async function raster(url) {
    const text = await (await fetch(url)).text();
    const blobUrl = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    try {
      const img = new Image();
      img.src = blobUrl;
      await img.decode();
      // A sheet has no width or height: its viewBox is its size, one pixel a unit.
      const box = /<svg\b[^>]*\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(text);
      const sized = /<svg\b[^>]*\swidth="/.test(text.slice(0, text.indexOf('>', text.indexOf('<svg')) + 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, !sized && box ? Math.round(+box[1]) : img.naturalWidth);
      canvas.height = Math.max(1, !sized && box ? Math.round(+box[2]) : img.naturalHeight);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(img, 0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: context.getImageData(0, 0, canvas.width, canvas.height).data };
    } finally {
      URL.revokeObjectURL(blobUrl);
    }
  }

  function rgba(data, i) {
    return ((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]) >>> 0;
  }

  function hex(value) {
    return '#' + value.toString(16).padStart(8, '0');
  }

  async function firstFrame(url, doc, root) {
    const win = doc.defaultView;
    const frame = { animations: 0, checked: 0, hidden: [], cells: [], error: null };
    try {
      frame.animations = pauseAtStart(doc, root);
      const rootBox = root.getBoundingClientRect();
      // A sheet (one variant's drawings, each a nested <svg> after the <view> that addresses
      // it) is checked drawing by drawing: each its own background, its boxes measured from
      // its own corner. A file of one drawing is one cell, the root.
      const nested = Array.from(root.children).filter((c) => c.localName === 'svg');
      // A cell's box is its viewport (x, y, width, height in the sheet's units, one per CSS
      // pixel), not its bounding box: what overflows the screen is drawn outside it, clipped.
      const cells = nested.length
        ? nested.map((el) => {
          const view = el.previousElementSibling;
          return { el, roles: [], view: view && view.localName === 'view' ? view.id : null,
            box: [el.x.baseVal.value, el.y.baseVal.value, el.width.baseVal.value, el.height.baseVal.value] };
        })
        : [{ el: root, roles: [], view: null, box: [0, 0, rootBox.width, rootBox.height] }];
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (NOT_DRAWN.has(el.localName) || insideNotDrawn(el, root) || !draws(el, win)) continue;
        frame.checked += 1;
        const why = hiddenBecause(el, root, win);
        if (why) frame.hidden.push({ element: describe(el), why });
      }
      // A twin's elements are its <use>'s clones, which the document does not list: each is
      // checked as the drawing it refers to, with the twin's own paints (its <svg>'s custom
      // properties) set on that drawing for the check.
      // A twin's <use> names the group it draws; that group's cell is the drawing it refers to.
      for (const cell of cells) {
        const use = Array.from(cell.el.children).find((c) => c.localName === 'use');
        cell.target = use ? doc.getElementById((use.getAttribute('href') || '').slice(1)) : null;
      }
      for (const cell of cells) {
        const target = cell.target;
        const source = target && target.closest('svg');
        if (!source || source === cell.el) continue;
        const own = source.getAttribute('style');
        source.setAttribute('style', cell.el.getAttribute('style') || '');
        for (const el of Array.from(target.querySelectorAll('*'))) {
          if (NOT_DRAWN.has(el.localName) || insideNotDrawn(el, root) || !draws(el, win)) continue;
          frame.checked += 1;
          const why = hiddenBecause(el, source, win);
          if (why) frame.hidden.push({ element: describe(el) + ' as #' + cell.view + ' draws it', why });
        }
        if (own === null) source.removeAttribute('style'); else source.setAttribute('style', own);
      }
      for (const el of Array.from(root.querySelectorAll('[data-role]'))) {
        const drawn = [el, ...el.querySelectorAll('*')].some((d) => !insideNotDrawn(d, root) && draws(d, win));
        if (!drawn) continue;
        const cell = cells.find((c) => c.el === el.closest('svg')) || cells[0];
        const b = el.getBoundingClientRect();
        // A part of the host screen is the app behind a presented component, which may cover
        // it (a popover, a sheet): context, skipped like a full-screen layer.
        const context = el.parentElement !== null && el.parentElement.closest('[data-role="host"]') !== null;
        cell.roles.push({ role: el.getAttribute('data-role'), context,
          box: [b.x - rootBox.x - cell.box[0], b.y - rootBox.y - cell.box[1], b.width, b.height] });
      }

      // A twin (a dark drawing that differs from its row's light one only in paints) is a
      // <use> of that drawing: its parts are the referenced drawing's, at the same place in
      // its own cell, and are checked against its own pixels.
      for (const cell of cells) {
        const target = cell.target;
        const source = target && cells.find((c) => c.el === target.closest('svg'));
        if (source && source !== cell) cell.roles.push(...source.roles.map((r) => ({ ...r })));
      }

      const job = rasterQueue.then(() => raster(url));
      rasterQueue = job.then(() => null, () => null);
      const image = await job;
      const { width, height, data } = image;
      const sx = rootBox.width > 0 ? width / rootBox.width : 1;
      const sy = rootBox.height > 0 ? height / rootBox.height : 1;
      frame.cells = [];
      for (const cell of cells) {
        // The cell's pixels: [cx0, cx1) x [cy0, cy1) of the raster.
        const cx0 = Math.max(0, Math.round(cell.box[0] * sx));
        const cy0 = Math.max(0, Math.round(cell.box[1] * sy));
        const cx1 = Math.min(width, Math.round((cell.box[0] + cell.box[2]) * sx));
        const cy1 = Math.min(height, Math.round((cell.box[1] + cell.box[3]) * sy));
        const cw = Math.max(0, cx1 - cx0);
        const ch = Math.max(0, cy1 - cy0);
        // The most common colour on a 4 x 4 grid of samples (every 16th pixel).
        const counts = new Map();
        let samples = 0;
        for (let y = cy0; y < cy1; y += 4) {
          for (let x = cx0, i = (y * width + cx0) * 4; x < cx1; x += 4, i += 16) {
            const c = rgba(data, i);
            counts.set(c, (counts.get(c) || 0) + 1);
            samples += 1;
          }
        }
        let background = 0;
        let most = -1;
        for (const [c, n] of counts) { if (n > most) { most = n; background = c; } }
        const result = { view: cell.view, roles: [],
          raster: { width: cw, height: ch, colours: counts.size, background: hex(background), backgroundShare: round(most / Math.max(1, samples)) } };
        for (const { role, context, box } of cell.roles) {
          const x0 = Math.max(0, Math.floor(box[0] * sx));
          const y0 = Math.max(0, Math.floor(box[1] * sy));
          const x1 = Math.min(cw, Math.ceil((box[0] + box[2]) * sx));
          const y1 = Math.min(ch, Math.ceil((box[1] + box[3]) * sy));
          const entry = { role, context, box: box.map(round), pixels: Math.max(0, x1 - x0) * Math.max(0, y1 - y0), differing: 0,
            wholeDrawing: x0 === 0 && y0 === 0 && x1 === cw && y1 === ch,
            inside: box[0] * sx >= -1 && box[1] * sy >= -1 && (box[0] + box[2]) * sx <= cw + 1 && (box[1] + box[3]) * sy <= ch + 1 };
          // Counting stops at the first differing pixel: one is enough to show something.
          for (let y = y0; y < y1 && !entry.differing; y += 1) {
            for (let x = x0, i = ((cy0 + y) * width + cx0 + x0) * 4; x < x1; x += 1, i += 4) {
              if (rgba(data, i) !== background) { entry.differing = 1; break; }
            }
          }
          result.roles.push(entry);
        }
        frame.cells.push(result);
      }
    } catch (e) {
      frame.error = String((e && e.message) || e);
    }
    return frame;
  }

  window.specimenCheck = async function (urls, timeoutMs) {
    const results = await Promise.all(urls.map((url) => measure(url, timeoutMs)));
    return JSON.stringify(results);
  };
  window.specimenHarnessReady = true;
})();
