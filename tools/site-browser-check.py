#!/usr/bin/env python3
"""Check that Specimen's site works in a browser with JavaScript OFF (and what JavaScript adds).

Usage:
  python3 tools/site-browser-check.py OUTPUT_DIR [--chromium /usr/bin/chromium]

Drives the system Chromium with Playwright (pip install playwright; no browser download:
it launches executable_path=/usr/bin/chromium). With JavaScript disabled:

  sideways    at 390 and 1280 px every page has scrollWidth <= innerWidth, at every size
              the page's size control offers (Fit, 0.5x, 1x, 2x);
  scale       on every component page, clicking the 2x label draws the first drawing at twice
              its width in points (1x by default), 0.5x at half, Fit no wider than its panel;
  appearance  clicking Light hides the dark drawings, Dark the light ones;
  screens     the first screen is chosen by default and only its drawings show; choosing
              another shows only its; All shows every screen's;
  redlines    clicking a variant's redline switch (input.redline-toggle) shows its overlays,
              each lying exactly over its drawing; on the first page with redlines, with
              images loading, each overlay loads and lies exactly over its loaded drawing;
              skipped, with a message, while the pages have no such toggle;
  images      every image of every page (drawings, overlays, thumbnails) names a view its
              file has (src="svg/modal/two-buttons.svg#compact-light"), and its width and
              height attributes are that view's size, or scaled to within 1 px of its shape;
  sidebar     every page's sidebar lists every page of the site; at 390 px it is folded
              behind the Menu button and opens when the button is clicked; at 1280 px it is
              open; the filter box is hidden (it needs JavaScript);
  deep links  every variant and every drawing has an id and a visible link to it;
  print       printed (print media), a component page shows no sidebar and no controls, and
              its drawings are not split across pages (break-inside: avoid);
  fonts       at 1280 px, every glyph of every page's own text is drawn by a face the site
              embeds (Chromium's own account of the fonts each element used,
              CSS.getPlatformFontsForNode), none by a system font; code (pre, code, kbd,
              samp: the code font is a system monospace stack, by design) is left out.

The checks above, but for the overlays' loading, are layout and controls: they run with
images off (images_off.py says why), which the images check makes safe. Pages with their
images loaded are laid out by page-layout-check.py (JavaScript on), and the drawings' own text
is measured by browser-check.py.

With JavaScript on: the filter box shows and filters the list (a component also by its
variants' titles); the chosen size is remembered
when the page is opened again.

Exit status: 0 all good, 1 failures (each listed), 2 setup error.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import images_off

WIDTHS = (390, 1280)
SCALES = ("scale-fit", "scale-half", "scale-one", "scale-double")


class Checker:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.notes: list[str] = []

    def expect(self, condition: bool, message: str) -> None:
        if not condition:
            self.failures.append(message)


# A drawing on a page: an image of its standalone file (its width attribute is its width in
# points, at 1x), not its redline overlay.
DRAWING = ".drawings figure img:not(.redlines)"

# How long a page may take to load or an action to complete (Playwright's default is 30 s).
NAVIGATION_TIMEOUT_MS = 180_000


def first_drawing_width(page) -> tuple[float, float]:
    """The first visible drawing's shown width in px and its width in points."""
    return page.evaluate(
        """(selector) => {
          const image = [...document.querySelectorAll(selector)]
            .find(s => s.getBoundingClientRect().width > 0);
          return [image.getBoundingClientRect().width, parseFloat(image.getAttribute('width'))];
        }""",
        DRAWING,
    )


def visible_count(page, selector: str) -> int:
    return page.evaluate(
        "(s) => [...document.querySelectorAll(s)].filter(e => e.getBoundingClientRect().width > 0).length",
        selector,
    )


def check_sideways(check: Checker, page, name: str, width: int) -> None:
    states = [None] + [s for s in SCALES if page.locator(f"#{s}").count()]
    for state in states:
        if state:
            page.click(f"label[for={state}]")
        scroll, inner = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
        check.expect(
            scroll <= inner,
            f"{name} at {width} px{' (' + state + ')' if state else ''}: the page is {scroll} px wide, "
            f"wider than the {inner}-px window",
        )
    if len(states) > 1:
        page.click("label[for=scale-one]")


def check_scale(check: Checker, page, name: str) -> None:
    if not page.locator("#scale-double").count():
        return
    shown, points = first_drawing_width(page)
    check.expect(abs(shown - points) < 1, f"{name}: by default a drawing shows at {shown:.1f} px for {points:g} pt, not 1x")
    page.click("label[for=scale-double]")
    shown, points = first_drawing_width(page)
    check.expect(abs(shown - 2 * points) < 1, f"{name}: after clicking 2x a drawing shows at {shown:.1f} px for {points:g} pt")
    page.click("label[for=scale-half]")
    shown, points = first_drawing_width(page)
    check.expect(abs(shown - points / 2) < 1, f"{name}: after clicking 0.5x a drawing shows at {shown:.1f} px for {points:g} pt")
    page.click("label[for=scale-fit]")
    too_wide = page.evaluate(
        """(selector) => [...document.querySelectorAll(selector)].filter(image => {
             const panel = image.closest('.drawings').getBoundingClientRect();
             const box = image.getBoundingClientRect();
             return box.width > 0 && (box.right > panel.right + 0.5
               || box.width > parseFloat(image.getAttribute('width')) + 0.5);
           }).length""",
        DRAWING,
    )
    check.expect(too_wide == 0, f"{name}: under Fit {too_wide} drawing(s) are wider than their panel or than 1x")
    page.click("label[for=scale-one]")


def check_appearance(check: Checker, page, name: str) -> None:
    if not page.locator("#theme-light").count():
        return
    both = (visible_count(page, "figure.theme-light"), visible_count(page, "figure.theme-dark"))
    check.expect(both[0] > 0 and both[1] > 0, f"{name}: side by side shows {both[0]} light and {both[1]} dark drawings")
    page.click("label[for=theme-light]")
    check.expect(visible_count(page, "figure.theme-dark") == 0, f"{name}: Light still shows dark drawings")
    check.expect(visible_count(page, "figure.theme-light") == both[0], f"{name}: Light hides light drawings")
    page.click("label[for=theme-dark]")
    check.expect(visible_count(page, "figure.theme-light") == 0, f"{name}: Dark still shows light drawings")
    page.click("label[for=theme-both]")


def check_screens(check: Checker, page, name: str) -> None:
    """The screen switch: by default only the first screen's drawings show; each other choice
    (the last checked, to stay fast) shows only its own; All shows every screen's."""
    inputs = page.locator("input[name=screen]")
    if not inputs.count():
        return
    ids = inputs.evaluate_all("(inputs) => inputs.map(i => i.id)")
    shown = """() => [...new Set([...document.querySelectorAll('.drawings .environment')]
        .filter(e => e.getBoundingClientRect().width > 0)
        .flatMap(e => [...e.classList].filter(c => c.startsWith('screen-'))))]"""
    check.expect(page.locator(f"#{ids[0]}").is_checked(), f"{name}: the first screen is not chosen by default")
    check.expect(page.evaluate(shown) == [ids[0]], f"{name}: by default it shows {page.evaluate(shown)}, not {ids[0]}")
    screens = [i for i in ids if i != "screen_all"]
    if len(screens) > 1:
        page.click(f"label[for={screens[-1]}]")
        check.expect(page.evaluate(shown) == [screens[-1]], f"{name}: choosing {screens[-1]} shows {page.evaluate(shown)}")
    if "screen_all" in ids:
        page.click("label[for=screen_all]")
        check.expect(sorted(page.evaluate(shown)) == sorted(screens), f"{name}: All shows {page.evaluate(shown)}, not {screens}")
    page.click(f"label[for={ids[0]}]")


def turn_on_first_redlines(check: Checker, page, name: str):
    """Clicks the first variant's redline switch and returns its section (None when the page has
    no switch); fails when the click shows no overlay."""
    toggles = page.locator("input.redline-toggle")
    if not toggles.count():
        return None
    toggle = toggles.first
    section = toggle.locator("xpath=ancestor::section[1]")
    scope = section if section.count() else page.locator("body")
    count_visible = """(scope) => [...scope.querySelectorAll('.redlines, .redline, [data-redline]')]
        .filter(e => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0; }).length"""
    before = scope.evaluate(count_visible)
    toggle_id = toggle.get_attribute("id")
    label = page.locator(f"label[for='{toggle_id}']") if toggle_id else None
    if label is not None and label.count():
        # A click on the label, as a reader's (dispatched: the sticky controls may cover it).
        label.first.dispatch_event("click")
    else:
        toggle.dispatch_event("click")
    after = scope.evaluate(count_visible)
    check.expect(toggle.is_checked(), f"{name}: clicking the redline switch's label does not turn it on")
    check.expect(after > before, f"{name}: the redline switch shows no overlay ({before} visible before, {after} after)")
    return scope


VISIBLE_OVERLAYS = "[...scope.querySelectorAll('img.redlines')].filter(o => o.getBoundingClientRect().width > 0)"


def check_redlines(check: Checker, page, name: str) -> bool:
    """True when the page has a redline switch (and it was checked): the first variant's switch
    shows that variant's overlays, each lying exactly over its drawing (their files and views are
    the images check's)."""
    scope = turn_on_first_redlines(check, page, name)
    if scope is None:
        return False
    overlays = scope.evaluate(
        f"""(scope) => {VISIBLE_OVERLAYS}.map(o => {{
          const drawing = o.parentElement.querySelector('img:not(.redlines)');
          const a = o.getBoundingClientRect(), b = drawing.getBoundingClientRect();
          const placed = Math.abs(a.left - b.left) <= 0.5 && Math.abs(a.top - b.top) <= 0.5
            && Math.abs(a.width - b.width) <= 0.5 && Math.abs(a.height - b.height) <= 0.5;
          return [o.getAttribute('src'), placed];
        }})"""
    )
    misplaced = [src for src, placed in overlays if not placed]
    check.expect(not misplaced, f"{name}: redline overlays that do not lie over their drawing: {misplaced[:3]}")
    return True


def check_redlines_load(check: Checker, browser, site: Path, name: str) -> None:
    """With images on (JavaScript off), the first variant's overlays of the page load."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(NAVIGATION_TIMEOUT_MS)
    page = context.new_page()
    page.goto((site / name).as_uri())
    scope = turn_on_first_redlines(check, page, name)
    if scope is not None:
        broken, misplaced = scope.evaluate(
            f"""async (scope) => {{
              const overlays = {VISIBLE_OVERLAYS};
              const drawings = overlays.map(o => o.parentElement.querySelector('img:not(.redlines)'));
              await Promise.all([...overlays, ...drawings].map(i => i.decode().catch(() => null)));
              return [
                overlays.filter(o => !o.naturalWidth).map(o => o.getAttribute('src')),
                overlays.filter((o, n) => {{
                  const a = o.getBoundingClientRect(), b = drawings[n].getBoundingClientRect();
                  return Math.abs(a.left - b.left) > 0.5 || Math.abs(a.top - b.top) > 0.5
                    || Math.abs(a.width - b.width) > 0.5 || Math.abs(a.height - b.height) > 0.5;
                }}).map(o => o.getAttribute('src')),
              ];
            }}"""
        )
        check.expect(not broken, f"{name}: redline overlays that do not load: {broken[:3]}")
        check.expect(
            not misplaced, f"{name}: loaded, redline overlays that do not lie over their drawing: {misplaced[:3]}"
        )
    context.close()


VIEW = re.compile(r'<view id="([^"]+)" viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)"')


def check_image_views(check: Checker, page, name: str, site: Path, views: dict[str, dict]) -> None:
    """Every image names a view its file has, and its width and height attributes are that
    view's shape (to 1 px): the box it has with images off is the box it has loaded."""
    images = page.evaluate(
        "() => [...document.querySelectorAll('img')].map(i => [i.getAttribute('src'), "
        "i.getAttribute('width'), i.getAttribute('height')])"
    )
    problems = []
    for src, width, height in images:
        file, _, view = (src or "").partition("#")
        if file not in views:
            path = site / file
            views[file] = (
                {m[0]: (float(m[1]), float(m[2])) for m in VIEW.findall(path.read_text(encoding="utf-8"))}
                if path.is_file()
                else None
            )
        found = views[file]
        if found is None:
            problems.append(f"{src}: no such file")
        elif view not in found:
            problems.append(f"{src}: no view #{view} in {file}")
        else:
            view_width, view_height = found[view]
            try:
                shown_width, shown_height = float(width), float(height)
            except (TypeError, ValueError):
                problems.append(f"{src}: width {width!r}, height {height!r}")
                continue
            if abs(shown_height - shown_width * view_height / view_width) > 1:
                problems.append(f"{src}: {width} x {height} for a view of {view_width:g} x {view_height:g}")
    check.expect(not problems, f"{name}: images whose view is missing or of another shape: {problems[:3]}")


def first_page(name: str) -> str:
    """A component's later page (`modal.2.html`) as the sidebar lists it: its first page."""
    parts = name.split(".")
    return ".".join(parts[:-2]) + ".html" if len(parts) > 2 and parts[-2].isdigit() else name


def check_sidebar(check: Checker, page, name: str, width: int, pages: list[str]) -> None:
    links = set(page.eval_on_selector_all(".sidebar-nav a", "as => as.map(a => a.getAttribute('href'))"))
    missing = sorted({first_page(p) for p in pages} - links)
    check.expect(not missing, f"{name}: the sidebar does not list {', '.join(missing)}")
    current = page.eval_on_selector_all(".sidebar-nav a[aria-current=page]", "as => as.map(a => a.getAttribute('href'))")
    check.expect(current == [first_page(name)], f"{name}: the sidebar marks {current} as the current page")
    check.expect(not page.locator(".nav-filter").is_visible(), f"{name}: the filter box shows without JavaScript")
    nav = page.locator(".sidebar-nav")
    if width <= 720:
        check.expect(not nav.is_visible(), f"{name} at {width} px: the sidebar list is not folded")
        page.click("label[for=nav-open]")
        check.expect(nav.is_visible(), f"{name} at {width} px: the Menu button does not open the sidebar")
        page.click("label[for=nav-open]")
    else:
        check.expect(nav.is_visible(), f"{name} at {width} px: the sidebar is not shown")
        check.expect(not page.locator("label[for=nav-open]").is_visible(), f"{name} at {width} px: the Menu button shows")


def check_deep_links(check: Checker, page, name: str) -> None:
    missing = page.evaluate(
        """() => {
          const wanted = [...document.querySelectorAll('section.variant, .drawings figure, .drawings .environment')];
          return wanted.filter(e => !e.id || (!e.querySelector(`a.anchor[href="#${e.id}"]`)
              && !(e.matches('.environment') && e.id))).map(e => e.id || e.className);
        }"""
    )
    check.expect(not missing, f"{name}: no id or link for {missing[:5]}")


def check_print(check: Checker, page, name: str) -> None:
    page.emulate_media(media="print")
    check.expect(not page.locator(".sidebar").is_visible(), f"{name}: printed, the sidebar shows")
    check.expect(not page.locator(".view-controls").is_visible(), f"{name}: printed, the size controls show")
    breaks = page.evaluate(
        "() => [...document.querySelectorAll('.drawings figure')].map(f => getComputedStyle(f).breakInside)"
    )
    check.expect(
        bool(breaks) and all(b == "avoid" for b in breaks), f"{name}: printed, drawings may split across pages"
    )
    page.emulate_media(media="screen")


def check_fonts(check: Checker, page, name: str) -> int:
    """Every glyph of the page's own text drawn by an embedded face; returns the glyphs checked."""
    page.evaluate("document.fonts.ready.then(() => true)")
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]
    skipped = ("head", "script", "style", "svg", "img", "pre", "code", "kbd", "samp")
    glyphs = 0
    system: dict[str, int] = {}

    def fonts(node) -> dict[tuple[str, bool], int]:
        reported: dict[tuple[str, bool], int] = {}
        for font in cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})["fonts"]:
            key = (font["familyName"], font["isCustomFont"])
            reported[key] = reported.get(key, 0) + font["glyphCount"]
        return reported

    def walk(node, checked: bool = True) -> dict[tuple[str, bool], int]:
        # Chromium reports an element's own text with its child elements' own text (two levels
        # deep): an element's own glyphs are what it reports less its children's own. Returns
        # the element's own glyphs; code (and what it holds) is read but not checked.
        nonlocal glyphs
        tag = node.get("nodeName", "").lower()
        checked = checked and tag not in skipped
        own = fonts(node)
        for child in node.get("children", []):
            if child.get("nodeType") == 1:
                for key, count in walk(child, checked).items():
                    own[key] = own.get(key, 0) - count
        if checked:
            for (family, custom), count in own.items():
                if count <= 0:
                    continue
                glyphs += count
                if not custom:
                    key = f"{family} in <{tag}>"
                    system[key] = system.get(key, 0) + count
        return own

    for child in root.get("children", []):
        if child.get("nodeType") == 1:
            walk(child)
    cdp.detach()
    for key, count in sorted(system.items()):
        check.failures.append(f"{name}: {count} glyph(s) drawn by the system font {key}, not an embedded face")
    return glyphs


def check_with_javascript(check: Checker, browser, site: Path, component: str | None) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(NAVIGATION_TIMEOUT_MS)
    page = context.new_page()
    page.goto((site / "index.html").as_uri())
    filter_box = page.locator(".nav-filter")
    check.expect(filter_box.is_visible(), "with JavaScript: the filter box is hidden")
    if filter_box.is_visible():
        total = visible_count(page, ".sidebar-nav li")
        first_name = page.locator(".nav-components a").first.inner_text()
        filter_box.fill(first_name)
        shown = visible_count(page, ".sidebar-nav li")
        check.expect(0 < shown < total, f"with JavaScript: filtering by '{first_name}' shows {shown} of {total} items")
        # A variant's title finds its component: the script gives each component's item its
        # variants' titles (data-search), from the list it holds once for the whole site.
        first_item = page.locator(".nav-components li").first
        variant = (first_item.get_attribute("data-search") or "").split(" · ")[0]
        check.expect(variant != "", "with JavaScript: the first component's item has no variant titles to filter by")
        if variant:
            filter_box.fill(variant)
            check.expect(first_item.is_visible(),
                         f"with JavaScript: filtering by the variant title '{variant}' hides its component")
            check.expect(visible_count(page, ".sidebar-nav li") < total,
                         f"with JavaScript: filtering by the variant title '{variant}' hides nothing")
    if component:
        page.goto((site / component).as_uri())
        page.click("label[for=scale-double]")
        page.goto((site / component).as_uri())
        check.expect(page.locator("#scale-double").is_checked(), f"with JavaScript: {component} forgets the chosen size")
    context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check Specimen's site in Chromium with JavaScript off.")
    parser.add_argument("output_dir")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    site = Path(args.output_dir)
    pages = sorted(p.name for p in site.glob("*.html"))
    if not pages:
        print(f"site-browser-check: error: no HTML pages in {site}", file=sys.stderr)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("site-browser-check: error: needs Playwright (python3 -m pip install playwright)", file=sys.stderr)
        return 2
    check = Checker()
    redline_pages = 0
    glyphs = 0
    component = None
    first_redlines = None
    views: dict[str, dict] = {}
    with sync_playwright() as playwright:
        # Layout and controls with images off (see the top of this file).
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", *images_off.ARGS])
        for width in WIDTHS:
            context = browser.new_context(java_script_enabled=False, viewport={"width": width, "height": 900})
            # A generous limit (Playwright's default is 30 s): this checks layout, not speed.
            context.set_default_timeout(NAVIGATION_TIMEOUT_MS)
            page = context.new_page()
            for name in pages:
                page.goto((site / name).as_uri())
                check_sideways(check, page, name, width)
                check_sidebar(check, page, name, width, pages)
                if width == 1280:
                    check_scale(check, page, name)
                    check_appearance(check, page, name)
                    check_screens(check, page, name)
                    check_deep_links(check, page, name)
                    glyphs += check_fonts(check, page, name)
                    check_image_views(check, page, name, site, views)
                    if check_redlines(check, page, name):
                        redline_pages += 1
                        first_redlines = first_redlines or name
                    if component is None and page.locator("#scale-double").count():
                        component = name
                        check_print(check, page, name)
            context.close()
        browser.close()
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        if first_redlines:
            check_redlines_load(check, browser, site, first_redlines)
        check_with_javascript(check, browser, site, component)
        browser.close()
    if component is None:
        check.failures.append("no page has the size control (#scale-double)")
    if redline_pages == 0:
        print("site-browser-check: SKIPPED the redline check: no page has an input.redline-toggle yet")
    for failure in check.failures:
        print(f"site-browser-check: {failure}")
    if check.failures:
        print(f"site-browser-check: {len(check.failures)} failure(s)")
        return 1
    print(
        f"site-browser-check: ok: {len(pages)} pages at {' and '.join(f'{w} px' for w in WIDTHS)} with JavaScript off "
        f"(no sideways scroll at any size; screen, size, appearance, sidebar and deep links work"
        f"{'; redlines on ' + str(redline_pages) + ' pages' if redline_pages else ''}; {glyphs:,} glyphs of page text, each "
        f"drawn by an embedded face); filter and remembered size with it on"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
