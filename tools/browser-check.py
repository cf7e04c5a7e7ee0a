#!/usr/bin/env python3
"""Check Specimen's standalone SVGs as headless Chromium draws them.

Usage:
  python3 tools/browser-check.py OUTPUT_DIR     check every **/*.svg under OUTPUT_DIR
  python3 tools/browser-check.py --self-test    check the checker on Tests/BrowserCheckFixtures/

For every <tspan data-width> (one laid-out line) of every SVG, Chromium's own
measurement of the line must agree with what the layout engine wrote:

  width   getComputedTextLength() and the drawn extent of the line's glyph cells
          (getExtentOfChar) are within 0.5 pt of data-width;
  frame   the line lies inside the parent <text data-frame="x y w h">, by the line-box
          rule below: horizontally its glyph-cell extent (advances, not ink), vertically
          its line box; and the baseline Chromium draws it on lies inside that line box;
          each with 0.5 pt of tolerance;
  font    every embedded @font-face loaded (FontFace.status == "loaded" and
          document.fonts.check() is true), each text's first font-family is one
          of them, and every character of a line is in the cmap of one of its
          loaded embedded fonts (read from the data: URL): otherwise Chromium drew
          a system fallback font. Default-ignorable code points (soft hyphen,
          zero-width space and joiners, variation selectors, bidi controls, U+FEFF…;
          see IGNORABLE_RANGES) are drawn as nothing, from no font, so they need no
          glyph, and a line that draws nothing (empty, or only those) needs no font;
  structure  every <tspan data-width> the file has was measured, each line's
          <text> has a valid data-frame and data-line-height, and no non-blank text
          sits outside the lines (whitespace there is only noted). A redline label
          (<text data-redline>, in a redline overlay's file) is an annotation, not a
          laid-out line: it is left out of these checks.

The line-box rule (Specimen's, as a UILabel with a paragraph line height lays text out):
a text's line n (counting from 0) has the box [frame top + n * lh, frame top + (n + 1) * lh],
lh being the type style's line height (data-line-height), with the baseline placed in it by
half-leading on the font's ascent and descent. That box, not glyph ink, must fit the frame:
ink may leave it (accented capitals such as "ÅÉÎ", "{", "|", and any text whose line
height is tighter than its font's ascent plus descent), as it does on the device. A blank
line (an empty <tspan>, from "\n\n\n" or "a\n\nb") is a line like any other: it has its
line box and draws nothing, so only the box is checked.

Every SVG must also show, in its first frame, everything the layout drew (a
screenshot, a visual diff or a print taken at once shows the component), checked
twice (kind "hidden"):

  hidden (computed style)  every animation paused at t = 0 (SMIL: pauseAnimations()
          and setCurrentTime(0) on the root; CSS and Web animations: pause() and
          currentTime = 0); then every element that draws something -- a shape
          (rect, circle, ellipse, line, path, polygon, polyline, image, use) whose
          computed fill or stroke is not none, or a tspan (a text without tspans)
          with a character that is neither white space nor default-ignorable --
          outside defs/clipPath/mask/pattern/symbol/marker/title/style, must have
          computed visibility "visible", no display "none" on it or an ancestor, a
          product of its own and its ancestors' computed opacity above 0, and a
          fill-opacity or stroke-opacity above 0 for a paint it has;
  hidden (pixels)  the file rasterised by Chromium onto a canvas at its width x
          height (Chromium draws an SVG image at its animations' start, t = 0);
          the raster's most common colour (on a grid of every 4th pixel each way)
          is the screen background; the raster must not be that one colour all
          over, and every data-role element that draws something (itself or a
          descendant, as above) and whose box (getBoundingClientRect) lies inside
          the drawing but is not the whole drawing must have at least one pixel
          inside its box that is not exactly the background colour. Full-screen
          layers (screen, host, dim), the host screen's parts (the component
          presented over it may cover them) and boxes running off the drawing are
          counted as skipped, not checked.

Self-test fixtures are named pass-*.svg (must have no violation) or
fail-KIND-*.svg (must have a KIND violation; width/overflow/hidden fixtures
nothing else), KIND one of width, overflow, font, hidden; a
fail-hidden-starts-hidden*.svg must be caught by the computed-style and the pixel
check each. Tests/BrowserCheckFixtures/make_fixtures.py regenerates them.

Exit status: 0 all good, 1 violations (each one listed), 2 usage/setup error
(no Chromium, missing or empty directory, zero SVGs).

Chromium runs headless (--headless --no-sandbox --disable-gpu), driven through
the DevTools protocol over a pipe (--remote-debugging-pipe): no network, no
third-party Python packages. A temporary file:// harness page (the script
tools/browser-check.js inlined) loads each SVG as a document in an iframe and
measures it; SVGs are handled in batches (--batch, default 50).
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
TOOLS_DIR = Path(__file__).resolve().parent
REPO_ROOT = TOOLS_DIR.parent
HARNESS_JS = TOOLS_DIR / "browser-check.js"
FIXTURES_DIR = REPO_ROOT / "Tests" / "BrowserCheckFixtures"

WIDTH_TOLERANCE = 0.5  # pt, |Chromium width - data-width|
FRAME_TOLERANCE = 0.5  # pt, how far a line may stick out of its data-frame

EPSILON = 1e-6  # so that exactly-at-tolerance values pass despite float noise
EXIT_OK, EXIT_VIOLATIONS, EXIT_SETUP = 0, 1, 2

for stream in (sys.stdout, sys.stderr):
    try:
        stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    except (AttributeError, ValueError):
        pass


class SetupError(Exception):
    """Something is wrong with the environment or the invocation (exit 2)."""


# --------------------------------------------------------------------------- Chromium


def find_chromium(explicit: str | None) -> str:
    def usable(candidate: str) -> str | None:
        path = candidate if os.sep in candidate else shutil.which(candidate)
        return path if path and os.path.isfile(path) and os.access(path, os.X_OK) else None

    if explicit:
        path = usable(explicit)
        if not path:
            raise SetupError(f"Chromium binary not found or not executable: {explicit}")
        return path
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", "chromium", "chromium-browser"):
        path = usable(candidate) if candidate else None
        if path:
            return path
    raise SetupError("Chromium not found (install the Debian package 'chromium': apt-get install -y chromium)")


def chromium_version(binary: str) -> str:
    try:
        out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=60)
        return out.stdout.strip() or "unknown version"
    except (OSError, subprocess.SubprocessError):
        return "unknown version"


class Chromium:
    """Headless Chromium driven over --remote-debugging-pipe (fd 3 in, fd 4 out)."""

    def __init__(self, binary: str, workdir: Path, extra_args: list[str] | None = None):
        self.workdir = workdir
        self.stderr_path = workdir / "chromium-stderr.log"
        self._next_id = 0
        self._buffer = b""
        self._events: list[dict] = []
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()

        def child_fds() -> None:
            # Move the pipe ends out of the way first, then onto fds 3 and 4.
            a = fcntl.fcntl(to_chrome_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_chrome_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [
            binary,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            "--remote-debugging-pipe",
            f"--user-data-dir={workdir / 'profile'}",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-default-apps",
            "--disable-dev-shm-usage",
            "--disable-features=Translate,MediaRouter,OptimizationHints",
            "--hide-scrollbars",
            "--mute-audio",
            *(extra_args or []),
            "about:blank",
        ]
        self._stderr = open(self.stderr_path, "wb")
        try:
            self.proc = subprocess.Popen(
                args,
                stdin=subprocess.DEVNULL,
                stdout=self._stderr,
                stderr=self._stderr,
                preexec_fn=child_fds,
                pass_fds=(3, 4),
                cwd=str(workdir),
            )
        except OSError as error:
            raise SetupError(f"cannot start Chromium ({binary}): {error}") from error
        finally:
            os.close(to_chrome_r)
            os.close(from_chrome_w)
        self._out = to_chrome_w
        self._in = from_chrome_r

    # -- protocol

    def stderr_tail(self, lines: int = 15) -> str:
        try:
            text = self.stderr_path.read_text(errors="replace").strip().splitlines()
        except OSError:
            return ""
        return "\n".join("    " + line for line in text[-lines:])

    def _read_message(self, deadline: float) -> dict:
        while True:
            sep = self._buffer.find(b"\0")
            if sep >= 0:
                raw, self._buffer = self._buffer[:sep], self._buffer[sep + 1 :]
                return json.loads(raw.decode("utf-8"))
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            ready, _, _ = select.select([self._in], [], [], min(remaining, 1.0))
            if not ready:
                if self.proc.poll() is not None:
                    raise SetupError(
                        f"Chromium exited with status {self.proc.returncode}:\n{self.stderr_tail()}"
                    )
                continue
            chunk = os.read(self._in, 1 << 20)
            if not chunk:
                self.proc.wait(timeout=10)
                raise SetupError(f"Chromium closed the DevTools pipe (status {self.proc.poll()}):\n{self.stderr_tail()}")
            self._buffer += chunk

    def send(self, method: str, params: dict | None = None, session: str | None = None, timeout: float = 60) -> dict:
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode("utf-8") + b"\0"
        try:
            while data:
                written = os.write(self._out, data)
                data = data[written:]
        except BrokenPipeError as error:
            raise SetupError(f"Chromium is gone (broken DevTools pipe):\n{self.stderr_tail()}") from error
        deadline = time.monotonic() + timeout
        while True:
            try:
                reply = self._read_message(deadline)
            except TimeoutError:
                raise SetupError(f"Chromium did not answer {method} within {timeout:.0f} s") from None
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise SetupError(f"DevTools {method} failed: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self._events.append(reply)

    def wait_event(self, method: str, session: str | None, timeout: float) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for i, event in enumerate(self._events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self._events.pop(i)
            try:
                message = self._read_message(deadline)
            except TimeoutError:
                raise SetupError(f"Chromium sent no {method} within {timeout:.0f} s") from None
            if "method" in message:
                self._events.append(message)

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                try:
                    self._next_id += 1
                    os.write(self._out, json.dumps({"id": self._next_id, "method": "Browser.close"}).encode() + b"\0")
                except OSError:
                    pass
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.proc.terminate()
                    try:
                        self.proc.wait(timeout=5)
                    except subprocess.TimeoutExpired:
                        self.proc.kill()
                        self.proc.wait()
        finally:
            for fd in (self._out, self._in):
                try:
                    os.close(fd)
                except OSError:
                    pass
            self._stderr.close()


def measure_in_chromium(
    binary: str, svgs: list[Path], batch: int, timeout_ms: int, progress: bool
) -> list[dict]:
    """Measure every SVG; returns one harness result dict per SVG, in order."""
    workdir = Path(tempfile.mkdtemp(prefix="specimen-browser-check-"))
    chromium = None
    try:
        harness = workdir / "harness.html"
        script = HARNESS_JS.read_text(encoding="utf-8")
        harness.write_text(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>Specimen browser check</title></head><body>\n<script>\n"
            + script
            + "\n</script>\n</body></html>\n",
            encoding="utf-8",
        )
        chromium = Chromium(binary, workdir)
        target = chromium.send("Target.createTarget", {"url": "about:blank"})
        session = chromium.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        chromium.send("Page.enable", session=session)
        chromium.send("Page.navigate", {"url": harness.as_uri()}, session=session)
        chromium.wait_event("Page.loadEventFired", session, timeout=60)
        ready = chromium.send(
            "Runtime.evaluate", {"expression": "window.specimenHarnessReady === true", "returnByValue": True}, session=session
        )
        if ready.get("result", {}).get("value") is not True:
            raise SetupError(f"the harness page did not initialise: {ready}")

        results: list[dict] = []
        for start in range(0, len(svgs), batch):
            chunk = svgs[start : start + batch]
            urls = [p.resolve().as_uri() for p in chunk]
            expression = f"window.specimenCheck({json.dumps(urls)}, {int(timeout_ms)})"
            reply = chromium.send(
                "Runtime.evaluate",
                {"expression": expression, "awaitPromise": True, "returnByValue": True},
                session=session,
                timeout=timeout_ms / 1000 * 2 + 60,
            )
            if "exceptionDetails" in reply:
                raise SetupError(f"harness threw: {json.dumps(reply['exceptionDetails'])[:2000]}")
            batch_results = json.loads(reply["result"]["value"])
            if len(batch_results) != len(chunk):
                raise SetupError("harness returned the wrong number of results")
            results.extend(batch_results)
            if progress:
                print(f"  measured {len(results)}/{len(svgs)} SVGs", file=sys.stderr, flush=True)
        return results
    finally:
        if chromium is not None:
            chromium.close()
        shutil.rmtree(workdir, ignore_errors=True)


# --------------------------------------------------------------------------- static scan


FONT_FACE_RE = re.compile(r"@font-face\s*\{(.*?)\}", re.S)
FAMILY_RE = re.compile(r"font-family\s*:\s*(\"[^\"]*\"|'[^']*'|[^;}]+)", re.S)


def unquote(name: str) -> str:
    name = name.strip()
    if len(name) >= 2 and name[0] in "\"'" and name[-1] == name[0]:
        return name[1:-1]
    return name


def split_families(value: str) -> list[str]:
    """Split a CSS font-family list, honouring quotes."""
    families, current, quote = [], "", None
    for ch in value:
        if quote:
            current += ch
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
            current += ch
        elif ch == ",":
            families.append(unquote(current))
            current = ""
        else:
            current += ch
    if current.strip():
        families.append(unquote(current))
    return [f for f in families if f]


SRC_DATA_RE = re.compile(r"url\(\s*[\"']?data:[^,;)]*;base64,([A-Za-z0-9+/=\s]+)", re.S)


def font_coverage(data: bytes) -> set[int] | None:
    """Code points an sfnt (TrueType/OpenType) font maps to a real glyph; None if it can't tell."""
    import struct

    try:
        if data[:4] not in (b"\x00\x01\x00\x00", b"OTTO", b"true"):
            return None  # TTC, WOFF, WOFF2...: not checked
        (num_tables,) = struct.unpack_from(">H", data, 4)
        cmap_offset = None
        for i in range(num_tables):
            tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            if tag == b"cmap":
                cmap_offset = offset
        if cmap_offset is None:
            return set()
        _, count = struct.unpack_from(">HH", data, cmap_offset)
        subtables = {}
        for i in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", data, cmap_offset + 4 + 8 * i)
            subtables[(platform, encoding)] = cmap_offset + offset
        for key in ((3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)):
            if key not in subtables:
                continue
            at = subtables[key]
            (fmt_,) = struct.unpack_from(">H", data, at)
            covered: set[int] = set()
            if fmt_ == 12:
                (groups,) = struct.unpack_from(">I", data, at + 12)
                for g in range(groups):
                    start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
                    covered.update(range(start + (1 if glyph == 0 else 0), end + 1))
                return covered
            if fmt_ == 4:
                (seg_x2,) = struct.unpack_from(">H", data, at + 6)
                segs = seg_x2 // 2
                ends = struct.unpack_from(f">{segs}H", data, at + 14)
                starts = struct.unpack_from(f">{segs}H", data, at + 16 + seg_x2)
                deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 2 * seg_x2)
                range_at = at + 16 + 3 * seg_x2
                range_offsets = struct.unpack_from(f">{segs}H", data, range_at)
                for i in range(segs):
                    for c in range(starts[i], ends[i] + 1):
                        if c == 0xFFFF:
                            continue
                        if range_offsets[i] == 0:
                            glyph = (c + deltas[i]) & 0xFFFF
                        else:
                            where = range_at + 2 * i + range_offsets[i] + 2 * (c - starts[i])
                            (glyph,) = struct.unpack_from(">H", data, where)
                            if glyph:
                                glyph = (glyph + deltas[i]) & 0xFFFF
                        if glyph:
                            covered.add(c)
                return covered
        return None
    except (struct.error, IndexError):
        return None


@dataclass
class StaticInfo:
    """What Python reads from the file itself, to cross-check the browser."""

    error: str | None = None
    lines: int = 0  # <tspan data-width> count
    declared_families: list[str] = field(default_factory=list)
    coverage: dict = field(default_factory=dict)  # family -> set of code points, or None if unknown


def scan_svg(path: Path) -> StaticInfo:
    info = StaticInfo()
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        info.error = f"not well-formed XML: {error}"
        return info
    except OSError as error:
        info.error = f"cannot read: {error}"
        return info
    if root.tag != f"{{{SVG_NS}}}svg":
        info.error = f"root element is {root.tag}, not an SVG <svg>"
        return info
    info.lines = sum(1 for el in root.iter(f"{{{SVG_NS}}}tspan") if "data-width" in el.attrib)
    for style in root.iter(f"{{{SVG_NS}}}style"):
        css = "".join(style.itertext())
        for block in FONT_FACE_RE.findall(css):
            match = FAMILY_RE.search(block)
            if match:
                family = unquote(match.group(1))
                info.declared_families.append(family)
                src = SRC_DATA_RE.search(block)
                coverage = None
                if src:
                    import base64
                    import binascii

                    try:
                        coverage = font_coverage(base64.b64decode("".join(src.group(1).split())))
                    except (binascii.Error, ValueError):
                        coverage = set()  # undecodable: Chromium can't load it either
                if family in info.coverage and info.coverage[family] is not None and coverage is not None:
                    info.coverage[family] = info.coverage[family] | coverage  # several faces, one family
                else:
                    info.coverage[family] = coverage
    return info


# --------------------------------------------------------------------------- evaluation


@dataclass
class Violation:
    kind: str  # width | overflow | font | load | structure
    file: str
    message: str


@dataclass
class Report:
    svgs: int = 0
    lines: int = 0
    font_faces: int = 0
    violations: list[Violation] = field(default_factory=list)
    worst_width: tuple | None = None  # (diff, file, text, engine, chromium_ctl, chromium_extent)
    worst_overflow: tuple | None = None  # (amount, file, text, what, detail)
    per_file: dict = field(default_factory=dict)  # file -> list[Violation]
    file_worst_width: dict = field(default_factory=dict)  # file -> worst width difference
    whitespace_outside: int = 0  # <text>s with whitespace between/around their tspans
    # First frame (issue 7): what was checked at t = 0.
    first_frame_elements: int = 0  # drawn elements whose computed style was checked
    first_frame_roles: int = 0  # data-role boxes whose pixels were checked
    first_frame_animated: int = 0  # SVGs with CSS/Web animations paused (SMIL is paused in all)
    first_frame_skipped: int = 0  # data-role boxes not pixel-checked: full-screen layers, boxes off the drawing

    def add(self, violation: Violation) -> None:
        self.violations.append(violation)
        self.per_file.setdefault(violation.file, []).append(violation)


def parse_numbers(value: str | None, count: int) -> list[float] | None:
    if value is None:
        return None
    parts = value.replace(",", " ").split()
    if len(parts) != count:
        return None
    try:
        numbers = [float(p) for p in parts]
    except ValueError:
        return None
    return numbers if all(n == n and abs(n) != float("inf") for n in numbers) else None


def fmt(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"


def show_text(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 16), which Python's
# unicodedata does not expose, less HarfBuzz's exceptions: the Hangul fillers U+115F, U+1160,
# U+3164, U+FFA0 and the shorthand format controls U+1BCA0-U+1BCA3, which HarfBuzz (and so
# Chromium) draws with a font's glyph. The rest Chromium draws as nothing, with no advance and
# from no font; Specimen measures them as zero (Sources/Specimen/Text/IgnorableCharacter.swift).
IGNORABLE_RANGES = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x17B4, 0x17B5), (0x180B, 0x180F),
    (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFF0, 0xFFF8), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)


def is_ignorable(ch: str) -> bool:
    """True for a code point Chromium draws as nothing (see IGNORABLE_RANGES)."""
    code = ord(ch)
    return any(low <= code <= high for low, high in IGNORABLE_RANGES)


def draws_something(text: str) -> bool:
    """True when a line has a character some font must draw (not only ignorable code points)."""
    return any(not is_ignorable(ch) for ch in text)


def evaluate(files: list[Path], labels: list[str], results: list[dict], width_tol: float, frame_tol: float) -> Report:
    report = Report(svgs=len(files))
    for path, label, result in zip(files, labels, results):
        report.per_file.setdefault(label, [])
        static = scan_svg(path)
        if static.error:
            report.add(Violation("load", label, static.error))
        if result.get("error"):
            report.add(Violation("load", label, result["error"]))
            continue
        evaluate_first_frame(report, label, result.get("firstFrame"))
        for note in result.get("notes", []):
            report.add(Violation("font", label, note))

        # Fonts.
        loaded_families = set()
        report.font_faces += len(result.get("fonts", []))
        for font in result.get("fonts", []):
            if font["status"] != "loaded":
                report.add(Violation(
                    "font", label,
                    f"embedded font {show_text(font['family'])} did not load (status {font['status']!r}): "
                    "Chromium drew a fallback font",
                ))
            elif font.get("check") is False:
                report.add(Violation(
                    "font", label,
                    f"document.fonts.check() is false for {show_text(font['family'])}: Chromium would draw a fallback font",
                ))
            else:
                loaded_families.add(font["family"])
        browser_families = {font["family"] for font in result.get("fonts", [])}
        for family in static.declared_families:
            if family not in browser_families:
                report.add(Violation(
                    "font", label,
                    f"@font-face {show_text(family)} is in the file but Chromium did not register it (bad @font-face rule?)",
                ))

        lines = result.get("lines", [])
        if not static.error and len(lines) != static.lines:
            report.add(Violation(
                "structure", label,
                f"the file has {static.lines} <tspan data-width> lines but Chromium measured {len(lines)}",
            ))
        if result.get("texts", 0) and not lines and not static.error:
            report.add(Violation("structure", label, "the SVG has <text> but no <tspan data-width> line to check"))

        for index, outside in enumerate(result.get("outside", [])):
            if outside.strip():
                report.add(Violation(
                    "structure", label,
                    f"<text> #{index + 1} has text outside its <tspan data-width> lines, which nothing checks: "
                    f"{show_text(outside.strip()[:80])}",
                ))
            elif outside:
                report.whitespace_outside += 1

        first_family_checked = set()
        for line in lines:
            report.lines += 1
            text = line.get("text", "")
            where = f"line {show_text(text)}"
            if line.get("error"):
                report.add(Violation("structure", label, f"{where}: Chromium could not measure it: {line['error']}"))
                continue

            families = split_families(line.get("fontFamily") or "")
            key = (line.get("textIndex"), line.get("fontFamily"))
            # A line that draws nothing (empty, or only ignorable code points) needs no font.
            if draws_something(text) and key not in first_family_checked:
                first_family_checked.add(key)
                if not families or families[0] not in loaded_families:
                    first = families[0] if families else "(none)"
                    report.add(Violation(
                        "font", label,
                        f"{where}: font-family [{line.get('fontFamily') or ''}] starts with {show_text(first)}, "
                        "which is not a loaded embedded font: Chromium drew a fallback font",
                    ))

            # Every character must come from an embedded font, not from a system fallback.
            missing = []
            for ch in text:
                if ord(ch) < 0x20 or is_ignorable(ch) or ch in missing:
                    continue
                covered = False
                for family in families:
                    coverage = static.coverage.get(family, set()) if family in loaded_families else set()
                    if coverage is None or ord(ch) in coverage:
                        covered = True
                        break
                if not covered:
                    missing.append(ch)
            if missing:
                listed = ", ".join(f"U+{ord(c):04X} {show_text(c)}" for c in missing)
                report.add(Violation(
                    "font", label,
                    f"{where}: {listed} in none of its loaded embedded fonts [{line.get('fontFamily')}]: "
                    "Chromium draws it with a system fallback font",
                ))

            # Width.
            try:
                engine = float(line.get("dataWidth"))
            except (TypeError, ValueError):
                report.add(Violation("structure", label, f"{where}: data-width {line.get('dataWidth')!r} is not a number"))
                continue
            ctl = line.get("computedLength")
            extent = None
            if line.get("minX") is not None and line.get("maxX") is not None:
                extent = line["maxX"] - line["minX"]
            elif line.get("chars", 0) == 0:
                extent = 0.0
            diffs = [abs(v - engine) for v in (ctl, extent) if v is not None]
            if not diffs:
                report.add(Violation("structure", label, f"{where}: Chromium gave no width"))
                continue
            diff = max(diffs)
            report.file_worst_width[label] = max(diff, report.file_worst_width.get(label, 0.0))
            if report.worst_width is None or diff > report.worst_width[0]:
                report.worst_width = (diff, label, text, engine, ctl, extent)
            if diff > width_tol + EPSILON:
                report.add(Violation(
                    "width", label,
                    f"{where}: data-width {fmt(engine)} but Chromium draws {fmt(ctl)} "
                    f"(getComputedTextLength; glyph extent {fmt(extent)}): off by {diff:.3f} pt > {width_tol} pt",
                ))

            # Frame: the line's box, not its ink (see the module docstring).
            frame = parse_numbers(line.get("frame"), 4)
            if frame is None:
                report.add(Violation(
                    "structure", label,
                    f"{where}: its <text> has no valid data-frame=\"x y width height\" (got {line.get('frame')!r})",
                ))
                continue
            line_height = parse_numbers(line.get("lineHeight"), 1)
            if line_height is None or line_height[0] <= 0:
                report.add(Violation(
                    "structure", label,
                    f"{where}: its <text> has no valid data-line-height (got {line.get('lineHeight')!r})",
                ))
                continue
            fx, fy, fw, fh = frame
            lh = line_height[0]
            box_top = fy + line.get("lineIndex", 0) * lh
            box_bottom = box_top + lh
            box = f"line box y {fmt(box_top)}–{fmt(box_bottom)}"
            frame_text = line.get("frame")
            checks = []  # (amount out, where it is out, detail)
            if line.get("minX") is not None:
                checks.append((fx - line["minX"], f"overflows its data-frame {frame_text!r} on the left",
                               f"starts at x={fmt(line['minX'])}, frame left {fmt(fx)}"))
                checks.append((line["maxX"] - (fx + fw), f"overflows its data-frame {frame_text!r} on the right",
                               f"ends at x={fmt(line['maxX'])}, frame right {fmt(fx + fw)}"))
            checks.append((box_bottom - (fy + fh), f"overflows its data-frame {frame_text!r} at the bottom",
                           f"{box} (line {line.get('lineIndex', 0) + 1} of line height {fmt(lh)}), "
                           f"frame bottom {fmt(fy + fh)}"))
            baseline = line.get("baseline")
            if baseline is not None:
                # Chromium's baseline must lie in the line box the engine laid the line out in.
                checks.append((box_top - baseline, "is drawn above its line box",
                               f"Chromium's baseline y={fmt(baseline)}, {box}"))
                checks.append((baseline - box_bottom, "is drawn below its line box",
                               f"Chromium's baseline y={fmt(baseline)}, {box}"))
            for amount, what, detail in checks:
                if report.worst_overflow is None or amount > report.worst_overflow[0]:
                    report.worst_overflow = (amount, label, text, what, detail)
                if amount > frame_tol + EPSILON:
                    report.add(Violation(
                        "overflow", label,
                        f"{where} {what} by {amount:.3f} pt (> {frame_tol} pt): {detail}",
                    ))
    return report


# --------------------------------------------------------------------------- first frame
#
# Issue 7: no drawing starts blank. browser-check.js pauses every animation at t = 0
# and measures; a capture taken at once (screenshot, visual diff, print) must show
# everything the layout drew.

FIRST_FRAME_LISTED = 5  # violations listed per file and check; the rest are counted


def evaluate_first_frame(report: Report, label: str, frame: dict | None) -> None:
    """Turn the harness's first-frame measurements of one SVG into `hidden` violations."""
    if frame is None:
        report.add(Violation("structure", label, "the first-frame check did not run"))
        return
    if frame.get("error"):
        report.add(Violation("structure", label, f"the first-frame check failed: {frame['error']}"))
        return
    report.first_frame_elements += frame.get("checked", 0)
    if frame.get("animations"):
        report.first_frame_animated += 1

    hidden = frame.get("hidden", [])
    for item in hidden[:FIRST_FRAME_LISTED]:
        report.add(Violation(
            "hidden", label,
            f"at t = 0 (computed style, animations paused) {item['element']} is not drawn: {item['why']}; "
            "a screenshot taken at once does not show it",
        ))
    if len(hidden) > FIRST_FRAME_LISTED:
        report.add(Violation(
            "hidden", label,
            f"at t = 0 (computed style) {len(hidden) - FIRST_FRAME_LISTED} more drawn elements are not drawn",
        ))

    # A sheet's drawings are checked one by one (a cell each, named by its view); a file of one
    # drawing is one cell.
    cells = frame.get("cells") or [{"raster": frame.get("raster"), "roles": frame.get("roles", []), "view": None}]
    for cell in cells:
        where = label + (f"#{cell['view']}" if cell.get("view") else "")
        raster = cell.get("raster") or {}
        background = raster.get("background", "?")
        if raster.get("colours") == 1:
            report.add(Violation(
                "hidden", where,
                f"at t = 0 (pixels) the whole {raster.get('width')} x {raster.get('height')} drawing is one colour "
                f"{background}: it starts blank",
            ))
        blank = []
        for role in cell.get("roles") or []:
            if (role.get("wholeDrawing") or role.get("context") or not role.get("inside")
                    or not role.get("pixels")):
                # A full-screen layer is the background itself; a part of the host screen may be
                # covered by the component presented over it; a box that runs off the drawing (a
                # list scrolled past the screen's edge) is the layout's business, not a blank start.
                report.first_frame_skipped += 1
                continue
            report.first_frame_roles += 1
            if role.get("differing", 0) == 0:
                blank.append(role)
        for role in blank[:FIRST_FRAME_LISTED]:
            box = " ".join(fmt_short(v) for v in role.get("box", []))
            report.add(Violation(
                "hidden", where,
                f"at t = 0 (pixels) data-role {show_text(role.get('role'))} shows nothing: all {role['pixels']} pixels "
                f"of its box [{box}] are the screen background {background}",
            ))
        if len(blank) > FIRST_FRAME_LISTED:
            report.add(Violation(
                "hidden", where, f"at t = 0 (pixels) {len(blank) - FIRST_FRAME_LISTED} more data-role boxes show nothing",
            ))


def fmt_short(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def print_first_frame_summary(report: Report) -> None:
    print(
        f"browser-check: first frame (t = 0, animations paused): {report.first_frame_elements} drawn elements "
        f"and {report.first_frame_roles} data-role boxes checked ({report.first_frame_skipped} full-screen, "
        "host-screen or partly off-drawing boxes not pixel-checked)"
        + (f"; {report.first_frame_animated} SVGs had CSS animations" if report.first_frame_animated else "")
    )


def print_report(report: Report, seconds: float, version: str, expected_failures: bool = False) -> None:
    print(f"browser-check: {version}")
    print(f"browser-check: {report.svgs} SVGs, {report.lines} lines, {report.font_faces} embedded font faces checked in {seconds:.1f} s")
    if report.worst_width:
        diff, label, text, engine, ctl, extent = report.worst_width
        print(
            f"browser-check: worst width difference {diff:.3f} pt in {label}: line {show_text(text)}, "
            f"engine {fmt(engine)}, Chromium {fmt(ctl)} (glyph extent {fmt(extent)})"
        )
    if report.worst_overflow:
        amount, label, text, what, detail = report.worst_overflow
        if amount > 0:
            print(f"browser-check: worst overflow {amount:.3f} pt in {label}: line {show_text(text)} {what}: {detail}")
        else:
            print(f"browser-check: worst overflow none (closest: {-amount:.3f} pt inside) in {label}: line {show_text(text)}: {detail}")
    print_first_frame_summary(report)
    if report.whitespace_outside:
        print(
            f"browser-check: note: {report.whitespace_outside} <text> elements have whitespace outside their <tspan>s "
            "(indentation/newlines); with white-space:pre Chromium renders it as invisible characters after the last line"
        )
    if report.violations:
        for v in report.violations:
            print(f"VIOLATION [{v.kind}] {v.file}: {v.message}")
        kinds: dict[str, int] = {}
        for v in report.violations:
            kinds[v.kind] = kinds.get(v.kind, 0) + 1
        summary = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        bad_files = sum(1 for vs in report.per_file.values() if vs)
        if expected_failures:
            print(f"browser-check: {len(report.violations)} violations ({summary}) in {bad_files} of {report.svgs} SVGs "
                  "(the fail-* fixtures are meant to fail; see the verdicts below)")
        else:
            print(f"browser-check: FAILED: {len(report.violations)} violations ({summary}) in {bad_files} of {report.svgs} SVGs")
    else:
        print("browser-check: OK: no violations")


# --------------------------------------------------------------------------- commands


def check_files(files: list[Path], root: Path, args) -> tuple[Report, float, str]:
    binary = find_chromium(args.chromium)
    version = chromium_version(binary)
    started = time.monotonic()
    results = measure_in_chromium(binary, files, args.batch, args.timeout_ms, args.progress)
    labels = [str(p.relative_to(root)) if p.is_relative_to(root) else str(p) for p in files]
    report = evaluate(files, labels, results, args.width_tolerance, args.frame_tolerance)
    if args.json:
        Path(args.json).write_text(json.dumps(dict(zip(labels, results)), ensure_ascii=False, indent=1), encoding="utf-8")
    return report, time.monotonic() - started, version


def collect_svgs(directory: Path) -> list[Path]:
    if not directory.exists():
        raise SetupError(f"no such directory: {directory}")
    if not directory.is_dir():
        raise SetupError(f"not a directory: {directory}")
    files = sorted(p for p in directory.rglob("*.svg") if p.is_file())
    if not files:
        raise SetupError(f"no SVG files under {directory}: nothing to check (zero SVGs is a failure)")
    return files


def run_check(directory: Path, args) -> int:
    files = collect_svgs(directory)
    report, seconds, version = check_files(files, directory.resolve(), args)
    print_report(report, seconds, version)
    return EXIT_VIOLATIONS if report.violations else EXIT_OK


# Self-test expectations come from the fixture names:
#   pass-*.svg          no violation at all
#   fail-KIND-*.svg     at least one violation, all of kind KIND
SELF_TEST_KINDS = ("width", "overflow", "font", "hidden")


def run_self_test(args) -> int:
    directory = Path(args.fixtures).resolve() if args.fixtures else FIXTURES_DIR
    files = collect_svgs(directory)
    problems: list[str] = []
    expectations = {}
    for p in files:
        name = p.name
        if name.startswith("pass-"):
            expectations[p] = None
        elif name.startswith("fail-") and name.split("-")[1] in SELF_TEST_KINDS:
            expectations[p] = name.split("-")[1]
        else:
            problems.append(f"{name}: fixture names must be pass-*.svg or fail-{{{'|'.join(SELF_TEST_KINDS)}}}-*.svg")
    kinds_present = {k for k in expectations.values()}
    for required in ("width", "overflow", "hidden"):
        if required not in kinds_present:
            problems.append(f"no fail-{required}-*.svg fixture")
    if None not in kinds_present:
        problems.append("no pass-*.svg fixture")

    # 1. Usage errors must exit 2 (no Chromium needed for these).
    with tempfile.TemporaryDirectory(prefix="specimen-browser-check-empty-") as empty:
        Path(empty, "index.html").write_text("<!DOCTYPE html><title>x</title>", encoding="utf-8")
        try:
            collect_svgs(Path(empty))
            problems.append("a directory with zero SVGs was accepted")
        except SetupError:
            print("self-test: ok: a directory with zero SVGs is a setup error (exit 2)")
        try:
            collect_svgs(Path(empty) / "missing")
            problems.append("a missing directory was accepted")
        except SetupError:
            print("self-test: ok: a missing directory is a setup error (exit 2)")

    # 2. Every fixture, measured in one Chromium session.
    print(f"self-test: checking the {len(files)} fixtures in {directory}")
    report, seconds, version = check_files(files, directory, args)
    print_report(report, seconds, version, expected_failures=True)
    for p in files:
        if p not in expectations:
            continue
        expected = expectations[p]
        found = report.per_file.get(p.name, [])
        kinds = sorted({v.kind for v in found})
        if expected is None:
            if found:
                problems.append(f"{p.name}: expected to pass, got {len(found)} violations ({', '.join(kinds)})")
            else:
                worst = report.file_worst_width.get(p.name)
                print(f"self-test: ok: {p.name} passes (worst width difference {fmt(worst)} pt)")
                if worst is not None and worst > 0.05:
                    print(f"self-test: note: {p.name} is off by more than 0.05 pt; Chromium's text measurement got coarser?")
        elif not found:
            problems.append(f"{p.name}: expected a {expected} violation, got none")
        elif expected not in kinds:
            problems.append(f"{p.name}: expected a {expected} violation, got {', '.join(kinds)}")
        elif kinds != [expected] and expected != "font":
            # A broken font may also change widths (fallback font); other fixtures must fail for one reason only.
            problems.append(f"{p.name}: expected only {expected} violations, got {', '.join(kinds)}")
        else:
            count = sum(1 for v in found if v.kind == expected)
            print(f"self-test: ok: {p.name} fails as it should ({count} {expected} violation(s))")

    # 3. The deliberately wrong data-width (2 pt off) must be reported as about 2 pt off.
    for p, expected in expectations.items():
        if p.name.startswith("fail-width-2pt"):
            diffs = [float(m.group(1)) for v in report.per_file.get(p.name, [])
                     for m in [re.search(r"off by ([0-9.]+) pt", v.message)] if m]
            if diffs and not all(1.5 <= d <= 2.5 for d in diffs):
                problems.append(f"{p.name}: width violations of {diffs} pt, expected about 2 pt")
    if report.lines == 0:
        problems.append("no lines were measured")
    self_test_first_frame(report, expectations, problems)

    exit_code = EXIT_OK if not problems else EXIT_VIOLATIONS
    if problems:
        for problem in problems:
            print(f"self-test: PROBLEM: {problem}")
        print(f"self-test: FAILED ({len(problems)} problems)")
    else:
        print(f"self-test: passed: all {len(files)} fixtures behaved as expected")
    return exit_code


def self_test_first_frame(report: Report, expectations: dict, problems: list[str]) -> None:
    """Both first-frame checks must be able to fail, and pass fixtures must have been checked."""
    for p, expected in expectations.items():
        # A sheet's pixel checks are reported per drawing (`name.svg#view`).
        found = [v for key, vs in report.per_file.items() if key.split("#")[0] == p.name for v in vs]
        if expected == "hidden" and p.name.startswith(("fail-hidden-starts-hidden", "fail-hidden-twin")):
            # The loading view as Specimen drew it before issue 7: each check on its own must catch it.
            for check in ("(computed style", "(pixels)"):
                if not any(check in v.message for v in found):
                    problems.append(f"{p.name}: the {check.strip('()')} check did not catch it")
    if report.first_frame_elements == 0 or report.first_frame_roles == 0:
        problems.append(
            f"the first-frame check saw {report.first_frame_elements} drawn elements and "
            f"{report.first_frame_roles} data-role boxes: it checked nothing"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Check Specimen's SVG text layout, and that no drawing starts hidden, in headless Chromium.",
        epilog="Exit status: 0 ok, 1 violations, 2 usage/setup error.",
    )
    parser.add_argument("output_dir", nargs="?", help="directory whose **/*.svg are checked (e.g. Output/)")
    parser.add_argument("--self-test", action="store_true", help="check the checker against Tests/BrowserCheckFixtures/")
    parser.add_argument("--fixtures", help=argparse.SUPPRESS)
    parser.add_argument("--chromium", help="Chromium binary (default: /usr/bin/chromium, $CHROMIUM, or chromium on PATH)")
    parser.add_argument("--batch", type=int, default=50, help="SVGs loaded at once per harness call (default 50)")
    parser.add_argument("--timeout-ms", type=int, default=30000, help="per-SVG load/font timeout in ms (default 30000)")
    parser.add_argument("--width-tolerance", type=float, default=WIDTH_TOLERANCE, help="pt (default 0.5)")
    parser.add_argument("--frame-tolerance", type=float, default=FRAME_TOLERANCE, help="pt (default 0.5)")
    parser.add_argument("--json", metavar="FILE", help="also write Chromium's raw measurements to FILE")
    parser.add_argument("--progress", action="store_true", help="print progress per batch to stderr")
    args = parser.parse_args(argv)
    if args.batch < 1:
        parser.error("--batch must be at least 1")
    try:
        if args.self_test:
            if args.output_dir:
                parser.error("--self-test takes no OUTPUT_DIR")
            return run_self_test(args)
        if not args.output_dir:
            parser.error("OUTPUT_DIR is required (or --self-test)")
        return run_check(Path(args.output_dir), args)
    except SetupError as error:
        print(f"browser-check: error: {error}", file=sys.stderr)
        return EXIT_SETUP


if __name__ == "__main__":
    sys.exit(main())
