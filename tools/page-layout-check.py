#!/usr/bin/env python3
"""Check how Specimen's HTML pages lay out in headless Chromium at a phone and a desktop width.

Usage:
  python3 tools/page-layout-check.py OUTPUT_DIR [--widths 390,1280]
  python3 tools/page-layout-check.py --self-test    check the checker on pages it writes

For every *.html page of OUTPUT_DIR, at each window width (default 390 and 1280 px):

  sideways   the page is no wider than the window
             (document.documentElement.scrollWidth <= innerWidth);
  rows       at widths above the phone breakpoint (720 px), with the page's size control on
             Fit (where it has one), every drawing row of a component page fills its panel (its groups reach within 2 % of the panel's right edge)
             unless the row stops at its own max-width (drawings at their largest scale), and
             every drawing of a row is shown at one scale (within 2 %);
  overflow   no drawing is wider than its panel (at the default 1x, a drawing's frame, which
             scrolls a wider drawing inside it).

It prints, per width, the smallest and largest scale drawings are shown at (CSS px per
point) and the emptiest row, so a layout change can be judged by numbers as well as by
screenshots. Exit status: 0 all good, 1 violations (each one listed), 2 usage/setup error.

Chromium is driven as tools/browser-check.py drives it (DevTools over a pipe, no network, no
third-party Python packages).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import sys
import tempfile
from pathlib import Path

TOOLS_DIR = Path(__file__).resolve().parent
PHONE_BREAKPOINT = 720  # px: Templates/site.css's single-column media query

_spec = importlib.util.spec_from_file_location("browser_check", TOOLS_DIR / "browser-check.py")
browser_check = importlib.util.module_from_spec(_spec)
sys.modules["browser_check"] = browser_check  # its dataclasses look their module up
_spec.loader.exec_module(browser_check)

MEASURE = r"""
(() => {
  const doc = document.documentElement;
  const result = {scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, rows: [], figures: []};
  // At the page's default size (1x) a drawing wider than its panel scrolls inside its own
  // frame (.frame); the frame itself must stay inside the panel.
  for (const frame of document.querySelectorAll('.drawings .frame')) {
    const panel = frame.closest('.drawings').getBoundingClientRect();
    const box = frame.getBoundingClientRect();
    if (box.width === 0) continue;
    result.figures.push({overflow: Math.max(0, box.right - panel.right, panel.left - box.left)});
  }
  // The rows are DrawingGrid's arrangement, which the page shows under "Fit" with every
  // screen ("All" of its screen switch, where it has one).
  const fit = document.getElementById('scale-fit');
  if (fit) {
    fit.checked = true;
    result.scrollWidth = Math.max(result.scrollWidth, doc.scrollWidth);
  }
  const all = document.getElementById('screen_all');
  if (all) {
    all.checked = true;
    result.scrollWidth = Math.max(result.scrollWidth, doc.scrollWidth);
  }
  // A drawing is an image of its file, its width attribute its width in points; its redline
  // overlay lies over it.
  const drawings = (scope) => [...scope.querySelectorAll('figure img:not(.redlines)')];
  for (const row of document.querySelectorAll('.drawing-row')) {
    const panel = row.parentElement;
    const style = getComputedStyle(panel);
    const panelLeft = panel.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    const panelWidth = panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const rowBox = row.getBoundingClientRect();
    const maxWidth = parseFloat(getComputedStyle(row).maxWidth);
    let right = rowBox.left;
    for (const group of row.children) right = Math.max(right, group.getBoundingClientRect().right);
    const scales = drawings(row).map(image =>
      image.getBoundingClientRect().width / parseFloat(image.getAttribute('width')));
    const section = row.closest('section');
    result.rows.push({
      variant: section ? section.id : '',
      panelWidth, used: right - panelLeft, maxWidth: isNaN(maxWidth) ? null : maxWidth,
      scales, height: rowBox.height,
    });
  }
  for (const image of drawings(document)) {
    const panel = image.closest('.drawings').getBoundingClientRect();
    const box = image.getBoundingClientRect();
    result.figures.push({overflow: Math.max(0, box.right - panel.right, panel.left - box.left)});
  }
  return JSON.stringify(result);
})()
"""


def measure(binary: str, pages: list[Path], width: int) -> list[dict]:
    workdir = Path(tempfile.mkdtemp(prefix="specimen-page-layout-"))
    chromium = None
    try:
        chromium = browser_check.Chromium(binary, workdir)
        target = chromium.send("Target.createTarget", {"url": "about:blank"})
        session = chromium.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        chromium.send("Page.enable", session=session)
        chromium.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
            session=session,
        )
        results = []
        for page in pages:
            chromium.send("Page.navigate", {"url": page.resolve().as_uri()}, session=session)
            chromium.wait_event("Page.loadEventFired", session, timeout=60)
            reply = chromium.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True}, session=session)
            if "exceptionDetails" in reply:
                raise browser_check.SetupError(f"{page.name}: {json.dumps(reply['exceptionDetails'])[:500]}")
            results.append(json.loads(reply["result"]["value"]))
        return results
    finally:
        if chromium is not None:
            chromium.close()
        shutil.rmtree(workdir, ignore_errors=True)


SELF_TEST_PAGES = {
    # name: (body, must the check fail?)
    "pass-grid.html": (
        '<div class="drawings"><div class="drawing-row">'
        '<div class="environment" style="--grow: 750; --basis: 12px"><figure><img src="375x812.svg" width="375" height="812" alt=""></figure>'
        '<figure><img src="375x812.svg" width="375" height="812" alt=""></figure></div>'
        '<div class="environment stacked" style="--grow: 812; --basis: 0px"><figure><img src="812x375.svg" width="812" height="375" alt=""></figure>'
        '<figure><img src="812x375.svg" width="812" height="375" alt=""></figure></div></div></div>',
        False,
    ),
    "fail-sideways.html": ('<div style="width: 2000px">wide</div>', True),
    "fail-orphan-row.html": (
        '<div class="drawings"><div class="drawing-row" style="display: flex">'
        '<figure style="width: 200px"><img src="375x812.svg" width="375" height="812" alt="" style="width: 100%"></figure></div></div>',
        True,
    ),
}

SELF_TEST_STYLE = """
* { box-sizing: border-box; } body { margin: 0; } .drawings { padding: 20px; }
.drawing-row { display: flex; gap: 24px; align-items: flex-start; }
.environment { display: flex; gap: 12px; min-width: 0; flex: var(--grow) 1 var(--basis); }
.environment.stacked { flex-direction: column; } .environment > figure { flex: 1 1 0; }
figure { margin: 0; min-width: 0; } img { display: block; width: 100%; height: auto; }
"""


def self_test(binary: str) -> int:
    directory = Path(tempfile.mkdtemp(prefix="specimen-page-layout-self-test-"))
    try:
        failures = 0
        for name, (body, must_fail) in SELF_TEST_PAGES.items():
            page_dir = directory / name.removesuffix(".html")
            page_dir.mkdir()
            for width, height in ((375, 812), (812, 375)):
                (page_dir / f"{width}x{height}.svg").write_text(
                    f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"/>',
                    encoding="utf-8",
                )
            (page_dir / name).write_text(
                f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>'
                f"<style>{SELF_TEST_STYLE}</style></head><body>{body}</body></html>",
                encoding="utf-8",
            )
            violations = check(binary, [page_dir / name], [1280])
            if bool(violations) != must_fail:
                failures += 1
                print(f"page-layout-check: self-test: {name}: expected {'a violation' if must_fail else 'none'}, got {violations}")
        print(f"page-layout-check: self-test: {len(SELF_TEST_PAGES) - failures} of {len(SELF_TEST_PAGES)} pages as expected")
        return 1 if failures else 0
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def check(binary: str, pages: list[Path], widths: list[int], report: bool = False) -> list[str]:
    violations: list[str] = []
    for width in widths:
        all_scales: list[float] = []
        emptiest = (0.0, "")
        for page, result in zip(pages, measure(binary, pages, width)):
            if result["scrollWidth"] > result["innerWidth"]:
                violations.append(
                    f"{page.name} at {width} px: the page is {result['scrollWidth']} px wide, wider than the window"
                )
            for figure in result["figures"]:
                if figure["overflow"] > 0.5:
                    violations.append(f"{page.name} at {width} px: a drawing sticks out of its panel by {figure['overflow']:.1f} px")
            for row in result["rows"]:
                scales = row["scales"]
                all_scales += scales
                if width <= PHONE_BREAKPOINT or not scales:
                    continue
                where = f"{page.name}#{row['variant']} at {width} px"
                if max(scales) > min(scales) * 1.02:
                    violations.append(f"{where}: a row's drawings differ in scale ({min(scales):.3f} to {max(scales):.3f})")
                capped = row["maxWidth"] is not None and row["used"] >= row["maxWidth"] - 1
                empty = 1 - row["used"] / row["panelWidth"]
                if not capped and empty > 0.02:
                    violations.append(f"{where}: a row leaves {empty:.0%} of the panel's width empty")
                if not capped and empty > emptiest[0]:
                    emptiest = (empty, where)
        if report and all_scales:
            print(
                f"page-layout-check: {width} px: {len(pages)} pages, drawings shown at "
                f"{min(all_scales):.3f} to {max(all_scales):.3f} px per pt"
                + (f"; emptiest row {emptiest[1]} ({emptiest[0]:.1%})" if emptiest[1] else "; every row fills its panel")
            )
    return violations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check Specimen's page layout in headless Chromium.")
    parser.add_argument("output_dir", nargs="?", help="a generated site (e.g. Output/)")
    parser.add_argument("--self-test", action="store_true", help="check the checker on pages it writes")
    parser.add_argument("--widths", default="390,1280", help="window widths in px (default 390,1280)")
    parser.add_argument("--chromium", help="Chromium binary (default: /usr/bin/chromium, $CHROMIUM, or chromium on PATH)")
    args = parser.parse_args(argv)
    try:
        binary = browser_check.find_chromium(args.chromium)
        if args.self_test:
            return self_test(binary)
        if not args.output_dir:
            parser.error("OUTPUT_DIR is required (or --self-test)")
        widths = [int(w) for w in args.widths.split(",")]
        directory = Path(args.output_dir)
        pages = sorted(directory.glob("*.html"))
        if not pages:
            raise browser_check.SetupError(f"no HTML pages in {directory}")
        violations = check(binary, pages, widths, report=True)
        for violation in violations:
            print(f"page-layout-check: {violation}")
        if violations:
            print(f"page-layout-check: {len(violations)} violation(s)")
            return 1
        print(f"page-layout-check: ok at {', '.join(f'{w} px' for w in widths)}")
        return 0
    except (browser_check.SetupError, ValueError) as error:
        print(f"page-layout-check: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
