#!/usr/bin/env python3
"""Take the docs' screenshots (docs/screenshots/) of a generated site with headless Chromium.

Usage (the What changed page lists something only in a site generated with --baseline; this
baseline is the built-in catalog with the card radius token at 12 pt, as CI step 10 makes it):
  printf '{"radii": {"card": 12}}\n' > /tmp/card12.json
  swift run specimen --config /tmp/card12.json --output /tmp/baseline12 --quiet
  swift run specimen --baseline /tmp/baseline12 --output /tmp/site
  python3 tools/screenshots.py /tmp/site [--out docs/screenshots] [--chromium /usr/bin/chromium]

Writes NAME-WIDTH.png (and NAME-WIDTH-dark.png, the reader's system in dark mode) for the
index, a component page (the modal, from its top: it leads with its first variant's drawings), the foundations page,
the accessibility overview and the What changed page, at 1280 and 390 px wide: the window's
first screenful, at device scale 1. A page the site does not have is reported and skipped.

Drives the system Chromium with Playwright (pip install playwright; no browser download).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

SHOTS = [
    # (file name, page and fragment)
    ("index", "index.html"),
    ("component", "modal.html"),
    ("foundations", "foundations.html"),
    ("accessibility", "accessibility.html"),
    ("changes", "changes.html"),
]
SIZES = [(1280, 1000), (390, 844)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of a generated Specimen site.")
    parser.add_argument("site")
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    site = Path(args.site).resolve()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("screenshots: error: needs Playwright (python3 -m pip install playwright)", file=sys.stderr)
        return 2
    written = 0
    missing = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        for scheme in ("light", "dark"):
            for width, height in SIZES:
                context = browser.new_context(
                    viewport={"width": width, "height": height}, device_scale_factor=1, color_scheme=scheme
                )
                page = context.new_page()
                for name, target in SHOTS:
                    path, _, fragment = target.partition("#")
                    if not (site / path).exists():
                        if path not in missing:
                            missing.append(path)
                        continue
                    page.goto((site / path).as_uri() + (f"#{fragment}" if fragment else ""))
                    page.wait_for_load_state("load")
                    # The drawings are lazy images: wait for those in the window to be drawn.
                    page.wait_for_function(
                        """() => [...document.images].filter(image => {
                            const box = image.getBoundingClientRect();
                            return box.width > 0 && box.top < innerHeight;
                          }).every(image => image.complete)"""
                    )
                    suffix = "" if scheme == "light" else "-dark"
                    file = out / f"{name}-{width}{suffix}.png"
                    page.screenshot(path=str(file))
                    written += 1
                context.close()
        browser.close()
    for path in missing:
        print(f"screenshots: skipped {path}: the site has no such page")
    print(f"screenshots: wrote {written} PNG files to {out}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
