extension ChangeReport {
  /// The report's stylesheet, `report.css` (beside the page, as the site's is: the Nu checker's
  /// CSS parser does not know `:has()`): the site's colours and type, light and dark;
  /// the drawing views are radio inputs read with `:has()` (without it, side by side stays).
  static let stylesheet = """
    :root {
      color-scheme: light dark;
      --ink: #1c1c1e; --muted: #5f5f64; --line: #d8d8dc; --paper: #ffffff; --wash: #f2f2f6;
      --accent: #0a5fc8; --del: #ffe3e0; --del-ink: #8a1c12; --ins: #dcf5e0; --ins-ink: #145c23;
      --code-font: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', 'Liberation Mono', monospace;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --ink: #f2f2f7; --muted: #a1a1a8; --line: #3a3a3e; --paper: #111113; --wash: #1e1e21;
        --accent: #6cb0ff; --del: #4a1d1a; --del-ink: #ffb4a8; --ins: #163a1f; --ins-ink: #a6e7b2;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif;
      color: var(--ink); background: var(--paper);
    }
    main { max-width: 1280px; margin: 0 auto; padding: 24px 24px 64px; }
    h1 { font-size: 32px; line-height: 1.2; margin: 0 0 8px; }
    h2 { font-size: 22px; margin: 40px 0 12px; padding-top: 16px; border-top: 1px solid var(--line); }
    h3 { font-size: 17px; margin: 24px 0 8px; }
    h4 { font-size: 15px; margin: 0 0 4px; }
    a { color: var(--accent); }
    code, pre { font-family: var(--code-font); font-size: 13px; }
    code { overflow-wrap: anywhere; }
    .table-scroll { overflow-x: auto; }
    .eyebrow { margin: 0; color: var(--muted); font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; }
    .lede { font-size: 18px; margin: 0 0 16px; }
    .note, .quiet { color: var(--muted); }
    .toc ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: 4px 16px 4px 0; border-bottom: 1px solid var(--line); }
    td { font-variant-numeric: tabular-nums; }
    .meta { color: var(--muted); margin: 0 0 8px; }
    .change-section { border-top: 1px solid var(--line); padding: 8px 0 16px; }
    .change-groups { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
    .change-group { border-radius: 8px; padding: 8px 16px; background: var(--wash); }
    .change-lines { margin: 0; padding-left: 1.2em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
    .change-lines li + li { margin-top: 4px; }
    .change-drawings { margin-top: 8px; font-size: 14px; }
    .change-drawings summary { cursor: pointer; color: var(--muted); }
    .change-drawings ul { columns: 16em; margin: 8px 0 0; padding-left: 1.2em; }
    .changes { margin: 4px 0; padding-left: 20px; }
    .changes li { font-family: var(--code-font); font-size: 14px; }
    .drawing { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
    .path { margin: 0 0 8px; color: var(--muted); }
    .badge { font-size: 12px; font-weight: normal; padding: 1px 6px; border-radius: 4px; background: var(--wash); }
    .badge-added { background: var(--ins); color: var(--ins-ink); }
    .badge-removed { background: var(--del); color: var(--del-ink); }
    .views { border: 0; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
    .views legend { float: left; margin-right: 8px; color: var(--muted); }
    .frames {
      display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px;
      align-items: start; isolation: isolate;
    }
    .frames.single { grid-template-columns: minmax(0, 1fr); }
    figure { margin: 0; }
    figure img { display: block; max-width: 100%; height: auto; background: #fff; outline: 1px solid var(--line); }
    figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
    .compare:has(input[value="overlay"]:checked) .frames,
    .compare:has(input[value="blink"]:checked) .frames,
    .compare:has(input[value="difference"]:checked) .frames { grid-template-columns: minmax(0, 1fr); }
    .compare:has(input[value="overlay"]:checked) figure,
    .compare:has(input[value="blink"]:checked) figure,
    .compare:has(input[value="difference"]:checked) figure { grid-area: 1 / 1; }
    .compare:has(input[value="overlay"]:checked) figcaption,
    .compare:has(input[value="blink"]:checked) figcaption,
    .compare:has(input[value="difference"]:checked) figcaption { display: none; }
    .compare:has(input[value="overlay"]:checked) .after { opacity: 0.5; }
    .compare:has(input[value="blink"]:checked) .after { animation: specimen-blink 1.2s infinite; }
    .compare:has(input[value="difference"]:checked) .after img { mix-blend-mode: difference; }
    @keyframes specimen-blink { 0%, 49.9% { opacity: 1; } 50%, 100% { opacity: 0; } }
    .diff { margin-top: 12px; }
    .diff pre { display: grid; overflow-x: auto; background: var(--wash); padding: 8px 0; border-radius: 6px; }
    .diff pre span { display: block; padding: 0 12px; white-space: pre; }
    .diff .del { background: var(--del); color: var(--del-ink); }
    .diff .ins { background: var(--ins); color: var(--ins-ink); }
    .diff .hunk { color: var(--muted); }
    .file { margin: 8px 0 16px; }
    @media print { .views { display: none; } }
    """
}
