#!/usr/bin/env python3
"""Measure what a designer meets when a component page opens (issue: drawings first).

Usage:
  python3 tools/page-budget.py SITE [--enforce] [--chromium /usr/bin/chromium]

For every component page of SITE (each page the index links to, other than the site's own
pages), with Debian's Chromium driven by Playwright (no browser download):

  bytes       the page's HTML size on disk (what a browser must parse before it draws);
  nodes       DOM nodes at first load, JavaScript off: elements, as Lighthouse counts them
              (document.getElementsByTagName('*').length);
  first       the top of the first drawing (the first <svg> or <img> inside .drawings) in CSS
              px from the top of the page, at 1280 x 800 and at 390 x 844, JavaScript off
              and on; "above the fold" when it starts inside the first viewport;
  sideways    whether the page scrolls sideways at either width.

Prints one row per page and the largest of each figure. The budgets (issue 19): at most
400 KB of HTML and 5,000 DOM nodes per page, the first drawing's top inside the first
viewport at both sizes with JavaScript on and off, no sideways scrolling. Without --enforce
the script only reports (exit 0); with it, a page over any budget fails (exit 1).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import images_off

BUDGET_BYTES = 400 * 1024
BUDGET_NODES = 5000
VIEWPORTS = ((1280, 800), (390, 844))
SITE_PAGES = {"index.html", "foundations.html", "accessibility.html", "changes.html"}

COUNT_NODES = "() => document.getElementsByTagName('*').length"

FIRST_DRAWING = """() => {
  const drawing = document.querySelector('.drawings svg, .drawings img');
  if (!drawing) return null;
  const box = drawing.getBoundingClientRect();
  return box.top + window.scrollY;
}"""

SIDEWAYS = "() => document.documentElement.scrollWidth > window.innerWidth"


def component_pages(site: Path) -> list[Path]:
    index = (site / "index.html").read_text(encoding="utf-8")
    names = sorted(set(re.findall(r'href="([a-z0-9][a-z0-9-]*\.html)"', index)) - SITE_PAGES)
    pages = []
    for name in names:
        if not (site / name).is_file():
            continue
        pages.append(site / name)
        # A component of many variants goes on over later pages: modal.2.html, modal.3.html…
        stem = name[: -len(".html")]
        later = sorted(site.glob(f"{stem}.*.html"), key=lambda p: int(p.name.split(".")[-2])
                       if p.name.split(".")[-2].isdigit() else 0)
        pages += [p for p in later if p.name.split(".")[-2].isdigit()]
    return pages


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--enforce", action="store_true")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    arguments = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("page-budget: needs playwright (pip install playwright)", file=sys.stderr)
        return 2
    pages = component_pages(arguments.site)
    if not pages:
        print(f"page-budget: no component pages linked from {arguments.site}/index.html",
              file=sys.stderr)
        return 2
    rows, failures = [], []
    with sync_playwright() as playwright:
        # JavaScript-off pages open with images off (images_off.py): nothing measured here
        # waits for a drawing.
        browsers = {
            script: playwright.chromium.launch(
                executable_path=arguments.chromium, args=[] if script else images_off.ARGS)
            for script in (False, True)
        }
        contexts = {
            (width, height, script): browsers[script].new_context(
                viewport={"width": width, "height": height}, java_script_enabled=script)
            for width, height in VIEWPORTS for script in (False, True)
        }
        for path in pages:
            size = path.stat().st_size
            tops, nodes, sideways = {}, None, False
            for (width, height, script), context in contexts.items():
                page = context.new_page()
                page.goto(path.resolve().as_uri(), wait_until="load")
                if nodes is None and not script:
                    nodes = page.evaluate(COUNT_NODES)
                tops[(width, height, script)] = page.evaluate(FIRST_DRAWING)
                sideways = sideways or page.evaluate(SIDEWAYS)
                page.close()
            rows.append((path.name, size, nodes, tops, sideways))
            if size > BUDGET_BYTES:
                failures.append(f"{path.name}: {size / 1024:.0f} KB of HTML, over {BUDGET_BYTES // 1024} KB")
            if nodes > BUDGET_NODES:
                failures.append(f"{path.name}: {nodes:,} DOM nodes at first load, over {BUDGET_NODES:,}")
            for (width, height, script), top in tops.items():
                where = f"{width} x {height}, JavaScript {'on' if script else 'off'}"
                if top is None:
                    failures.append(f"{path.name}: no drawing found ({where})")
                elif top >= height:
                    failures.append(f"{path.name}: first drawing starts at {top:,.0f} px, below the "
                                    f"first {height} px ({where})")
            if sideways:
                failures.append(f"{path.name}: scrolls sideways")
        for browser in browsers.values():
            browser.close()
    print(f"{'page':28} {'HTML KB':>8} {'DOM nodes':>10} {'first drawing top (px) at 1280x800 / 390x844, JS off':>54}")
    for name, size, nodes, tops, _ in rows:
        shown = " / ".join(
            f"{tops[(w, h, False)]:,.0f}" if tops[(w, h, False)] is not None else "none"
            for w, h in VIEWPORTS)
        print(f"{name:28} {size / 1024:8.0f} {nodes:10,} {shown:>54}")
    largest_size = max(rows, key=lambda row: row[1])
    largest_nodes = max(rows, key=lambda row: row[2])
    lowest = max(rows, key=lambda row: max(t or 0 for t in row[3].values()))
    print(f"page-budget: largest page {largest_size[0]} {largest_size[1] / 1024:,.0f} KB (budget "
          f"{BUDGET_BYTES // 1024} KB); most DOM nodes {largest_nodes[0]} {largest_nodes[2]:,} "
          f"(budget {BUDGET_NODES:,}); lowest first drawing {lowest[0]} at "
          f"{max(t or 0 for t in lowest[3].values()):,.0f} px")
    if failures:
        print(f"page-budget: {len(failures)} over budget" + ("" if arguments.enforce else " (report only)"))
        for failure in failures:
            print("  " + failure)
    return 1 if failures and arguments.enforce else 0


if __name__ == "__main__":
    sys.exit(main())
