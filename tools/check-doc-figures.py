#!/usr/bin/env python3
"""Check that the docs quote the built-in site's figures as the CLI prints them today.

Usage:
  swift run specimen --output /tmp/site | tee /tmp/generate.txt
  swift run specimen --strict --output /tmp/strict-site > /tmp/strict.txt   # exits 1: failures
  python3 tools/check-doc-figures.py /tmp/site --summary /tmp/generate.txt --summary /tmp/strict.txt
  python3 tools/check-doc-figures.py --self-test

What is true (the "actual" figures) comes from two places, which must agree:
  - the generated site folder: its files, HTML pages, SVG drawings (those under svg/*/stress-*
    are the generated stress tests), components (folders under svg/), bytes, and the lead
    sentence of accessibility.html ("483 failing checks in the catalog's drawings: ...");
  - the captured output of the runs (--summary FILE, any number): each `specimen: wrote ...`
    summary line must describe that same site (files, pages, drawings, MB), and a
    `specimen: strict: ...` line gives the accessibility failures --strict counts.

What is checked, in README.md and docs/*.md (or the DOC files named), in prose and in code
blocks alike, in these forms only:
  1. the CLI's summary line, `specimen: wrote W of N files (P pages, S SVG drawings, X MB) to
     DIR in T s; U unchanged, R removed`: N, P, S and X compared with the site; DIR and T (the
     folder and the seconds) ignored; W, U and R describe the output folder before the run
     (a first run, a no-change rerun), so only W + U = N is required. A shorter quote,
     `wrote W of N files` or `(P pages, S SVG drawings, X MB)`, is checked the same way;
  2. the --strict line, `strict: F accessibility failures (C contrast, H hit area)`;
  3. the Accessibility page's sentence, `F failing checks in the catalog's drawings: C
     contrast, H hit area`;
  4. a marker right before a number in prose: `<!-- figure: KEY -->743`. KEYs: files, pages,
     svg-drawings, variant-drawings, stress-test-drawings, components, megabytes,
     font-megabytes, accessibility-failures, accessibility-contrast-failures,
     accessibility-hit-area-failures, failing-checks, failing-contrast-checks,
     failing-hit-area-checks.

It cannot pass silently:
  - it fails when it finds no figure at all;
  - a number in one of the shapes figures take (`24.0 MB`, `743 files`, `12 pages`,
    `720 SVG drawings`, `400 drawings`, `324 accessibility failures`, `483 failing checks`)
    that none of the forms above covers is an error: mark it, or say it is not about today's
    built-in site by putting `<!-- figures: not checked: REASON -->` on the line before its
    block (the next fenced code block, or else the next paragraph);
  - an unknown marker key, a marker with no number after it, a marker inside an exempted
    block (in prose; in code it is an example of the syntax), in code outside one (it would
    show as text) or at the start of a line (it would begin an HTML block and break the
    paragraph), an exemption without a reason or without a block after it, a summary file
    without a summary line, a summary line that does not describe the site, and a quoted
    accessibility-failures figure without a `strict:` line to compare with are all errors.

Exit status: 0 every figure matches; 1 a figure differs or something above is wrong (each
problem printed as FILE:LINE: what, quoted vs actual); 2 bad command line or unreadable input.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

NUMBER = r"\d[\d,]*(?:\.\d+)?"

SUMMARY_LINE = re.compile(
    r"specimen: wrote (?P<written>\d[\d,]*) of (?P<files>\d[\d,]*) files "
    r"\((?P<pages>\d[\d,]*) pages, (?P<drawings>\d[\d,]*) SVG drawings, (?P<mb>\d+\.\d) MB\) "
    r"to (?P<dir>\S+) in (?P<seconds>\d+(?:\.\d+)?) s; (?P<unchanged>\d[\d,]*) unchanged, "
    r"(?P<removed>\d[\d,]*) removed"
)
WROTE_OF = re.compile(r"wrote (?P<written>\d[\d,]*) of (?P<files>\d[\d,]*) files")
COUNTS = re.compile(
    r"\((?P<pages>\d[\d,]*) pages, (?P<drawings>\d[\d,]*) SVG drawings, (?P<mb>\d+\.\d) MB\)"
)
STRICT = re.compile(
    r"strict: (?P<total>\d[\d,]*) accessibility failures \((?P<contrast>\d[\d,]*) contrast, "
    r"(?P<hit>\d[\d,]*) hit area\)"
)
STRICT_NONE = re.compile(r"strict: no accessibility failures")
PAGE_SENTENCE = re.compile(
    r"(?P<total>\d[\d,]*) failing checks in the catalog's drawings: "
    r"(?P<contrast>\d[\d,]*) contrast, (?P<hit>\d[\d,]*) hit area"
)
MARKER = re.compile(r"<!--\s*figure:\s*(?P<key>[^\s>]*)\s*-->(?P<value>" + NUMBER + r")?")
EXEMPT = re.compile(r"<!--\s*figures:\s*not checked:(?P<reason>[^>]*?)-->")
ANY_FIGURES_COMMENT = re.compile(r"<!--\s*figures?\s*:")
SUSPECT = re.compile(
    r"(?<![\w.,])(?P<value>" + NUMBER + r")(?P<unit>\s?MB\b|\s(?:SVG )?drawings\b|\sfiles\b"
    r"|\spages\b|\saccessibility failures\b|\sfailing checks\b)"
)
FENCE = re.compile(r"^\s*(```|~~~)")
FONT_URL = re.compile(rb"data:font/[A-Za-z0-9.+-]+;base64,([A-Za-z0-9+/=]+)")

KEYS = {
    "files": "files in the site",
    "pages": "HTML pages",
    "svg-drawings": "SVG drawings",
    "variant-drawings": "SVG drawings of the registry's own variants (stress tests left out)",
    "stress-test-drawings": "SVG drawings of the generated stress tests",
    "components": "components (folders under svg/)",
    "megabytes": "MB (bytes / 1,000,000, one decimal)",
    "font-megabytes": "MB of embedded font data (the base64 of every data:font URL, one decimal)",
    "accessibility-failures": "accessibility failures `specimen --strict` prints",
    "accessibility-contrast-failures": "contrast failures `specimen --strict` prints",
    "accessibility-hit-area-failures": "hit-area failures `specimen --strict` prints",
    "failing-checks": "failing checks on accessibility.html",
    "failing-contrast-checks": "failing contrast checks on accessibility.html",
    "failing-hit-area-checks": "failing hit-area checks on accessibility.html",
}
STRICT_KEYS = {
    "accessibility-failures",
    "accessibility-contrast-failures",
    "accessibility-hit-area-failures",
}


class InputError(Exception):
    """An input that cannot be read at all (exit 2)."""


def number(text: str) -> float:
    return float(text.replace(",", ""))


def same(quoted: str, actual: str) -> bool:
    return number(quoted) == number(actual)


@dataclass
class Facts:
    """The figures of one generated site, and what the captured runs said about it."""

    values: dict[str, str] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)

    def set(self, key: str, value: str, source: str) -> None:
        self.values[key] = value
        self.sources[key] = source


def site_facts(site: Path) -> Facts:
    if not site.is_dir():
        raise InputError(f"{site}: not a folder (give the folder `specimen --output` wrote)")
    if not (site / "manifest.json").is_file():
        raise InputError(f"{site}: no manifest.json; not a site Specimen generated")
    files = [
        path
        for path in sorted(site.rglob("*"))
        if path.is_file() and not any(part.startswith(".") for part in path.relative_to(site).parts)
    ]
    # The drawings are the views of svg/<component>/<variant>.svg, a sheet per variant (a file
    # without views, as sites before sheets wrote, is one drawing); redlines/<component>/… are
    # their overlays.
    sheets = [path for path in files if path.suffix == ".svg" and path.relative_to(site).parts[0] == "svg"]

    def drawings(path: Path) -> int:
        return max(1, path.read_bytes().count(b'<view id="'))

    svgs = [path for path in sheets for _ in range(drawings(path))]
    stress = [path for path in svgs if path.name.startswith("stress-")]
    components = {path.relative_to(site).parts[1] for path in svgs if len(path.relative_to(site).parts) == 3}
    size = sum(path.stat().st_size for path in files)
    font_bytes = sum(
        len(found.group(1))
        for path in files
        if path.suffix in (".html", ".svg", ".css")
        for found in FONT_URL.finditer(path.read_bytes())
    )
    facts = Facts()
    source = f"the site {site}"
    facts.set("files", str(len(files)), source)
    facts.set("pages", str(sum(1 for path in files if path.suffix == ".html")), source)
    facts.set("svg-drawings", str(len(svgs)), source)
    facts.set("stress-test-drawings", str(len(stress)), source)
    facts.set("variant-drawings", str(len(svgs) - len(stress)), source)
    facts.set("components", str(len(components)), source)
    facts.set("megabytes", f"{size / 1_000_000:.1f}", source)
    facts.set("font-megabytes", f"{font_bytes / 1_000_000:.1f}", source)
    page = site / "accessibility.html"
    if page.is_file():
        text = page.read_text(encoding="utf-8")
        found = PAGE_SENTENCE.search(text)
        source = f"{page}"
        if found:
            facts.set("failing-checks", found["total"], source)
            facts.set("failing-contrast-checks", found["contrast"], source)
            facts.set("failing-hit-area-checks", found["hit"], source)
        elif "No failures:" in text:
            for key in ("failing-checks", "failing-contrast-checks", "failing-hit-area-checks"):
                facts.set(key, "0", source)
    return facts


def add_summaries(facts: Facts, summaries: list[Path], problems: list[str]) -> None:
    """Reads the captured runs: every summary line must describe the site; a strict line adds
    the accessibility failures."""
    for path in summaries:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError as error:
            raise InputError(f"{path}: cannot read: {error.strerror}") from error
        found_line = False
        for number_, line in enumerate(text.splitlines(), 1):
            where = f"{path}:{number_}"
            summary = SUMMARY_LINE.search(line)
            if summary:
                found_line = True
                for key, group in (("files", "files"), ("pages", "pages"), ("svg-drawings", "drawings"), ("megabytes", "mb")):
                    if not same(summary[group], facts.values[key]):
                        problems.append(
                            f"{where}: this run's summary line says {summary[group]} {KEYS[key]}, "
                            f"but {facts.sources[key]} has {facts.values[key]}: "
                            "the summary is not of this site (pass the output of the run that wrote it)"
                        )
            strict = STRICT.search(line)
            if strict:
                found_line = True
                for key, group in (
                    ("accessibility-failures", "total"),
                    ("accessibility-contrast-failures", "contrast"),
                    ("accessibility-hit-area-failures", "hit"),
                ):
                    previous = facts.values.get(key)
                    if previous is not None and not same(previous, strict[group]):
                        problems.append(f"{where}: two strict runs disagree: {previous} and {strict[group]} {KEYS[key]}")
                    facts.set(key, strict[group], where)
            elif STRICT_NONE.search(line):
                found_line = True
                for key in STRICT_KEYS:
                    facts.set(key, "0", where)
        if not found_line:
            problems.append(
                f"{path}: holds no `specimen: wrote …` or `specimen: strict: …` line "
                "(capture the run's standard output, e.g. with tee)"
            )


@dataclass
class Result:
    checked: int = 0
    exempted: int = 0
    problems: list[str] = field(default_factory=list)


def exempt_lines(lines: list[str], path: str, result: Result) -> set[int]:
    """Line indexes inside blocks marked `<!-- figures: not checked: REASON -->`."""
    exempt: set[int] = set()
    for index, line in enumerate(lines):
        marker = EXEMPT.search(line)
        if not marker:
            continue
        where = f"{path}:{index + 1}"
        if not marker["reason"].strip():
            result.problems.append(f"{where}: `figures: not checked:` needs a reason after the colon")
        start = index + 1
        while start < len(lines) and not lines[start].strip():
            start += 1
        if start >= len(lines):
            result.problems.append(f"{where}: `figures: not checked` with no block after it")
            continue
        end = start
        if FENCE.match(lines[start]):
            end = start + 1
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
        else:
            while end + 1 < len(lines) and lines[end + 1].strip() and not EXEMPT.search(lines[end + 1]):
                end += 1
        exempt.update(range(start, end + 1))
        result.exempted += 1
    return exempt


def check_document(path: Path, label: str, facts: Facts, result: Result) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    exempt = exempt_lines(lines, label, result)

    def compare(where: str, key: str, quoted: str, form: str) -> None:
        result.checked += 1
        actual = facts.values.get(key)
        if actual is None:
            why = (
                "no --summary holds a `specimen: strict:` line"
                if key in STRICT_KEYS
                else "the site has no accessibility.html sentence to compare with"
            )
            result.problems.append(f"{where}: {form}: quoted {quoted} {KEYS[key]}, but {why}")
        elif not same(quoted, actual):
            result.problems.append(
                f"{where}: {form}: quoted {quoted}, actual {actual} ({KEYS[key]}, from {facts.sources[key]})"
            )

    in_fence = False
    for index, line in enumerate(lines):
        where = f"{label}:{index + 1}"
        covered: list[tuple[int, int]] = []
        fence_line = bool(FENCE.match(line))
        if fence_line:
            in_fence = not in_fence
        if index in exempt:
            # A marker in code is an example of the syntax; one in prose contradicts the block.
            for found in MARKER.finditer(line):
                if not (in_fence or fence_line or line[: found.start()].count("`") % 2):
                    result.problems.append(
                        f"{where}: a `figure:` marker inside a block marked `figures: not checked`"
                    )
            continue
        for found in SUMMARY_LINE.finditer(line):
            covered.append(found.span())
            for key, group in (("files", "files"), ("pages", "pages"), ("svg-drawings", "drawings"), ("megabytes", "mb")):
                compare(where, key, found[group], f"summary line, {key}")
            if number(found["written"]) + number(found["unchanged"]) != number(found["files"]):
                result.problems.append(
                    f"{where}: summary line: wrote {found['written']} + {found['unchanged']} unchanged "
                    f"is not the {found['files']} files it names"
                )
        for found in WROTE_OF.finditer(line):
            if any(start <= found.start() < end for start, end in covered):
                continue
            covered.append(found.span())
            compare(where, "files", found["files"], "`wrote … of N files`")
        for found in COUNTS.finditer(line):
            if any(start <= found.start() < end for start, end in covered):
                continue
            covered.append(found.span())
            for key, group in (("pages", "pages"), ("svg-drawings", "drawings"), ("megabytes", "mb")):
                compare(where, key, found[group], f"`(pages, SVG drawings, MB)`, {key}")
        for found in STRICT.finditer(line):
            covered.append(found.span())
            compare(where, "accessibility-failures", found["total"], "strict line, failures")
            compare(where, "accessibility-contrast-failures", found["contrast"], "strict line, contrast")
            compare(where, "accessibility-hit-area-failures", found["hit"], "strict line, hit area")
        for found in PAGE_SENTENCE.finditer(line):
            covered.append(found.span())
            compare(where, "failing-checks", found["total"], "Accessibility page sentence, checks")
            compare(where, "failing-contrast-checks", found["contrast"], "Accessibility page sentence, contrast")
            compare(where, "failing-hit-area-checks", found["hit"], "Accessibility page sentence, hit area")
        for found in MARKER.finditer(line):
            covered.append(found.span())
            key, value = found["key"], found["value"]
            if in_fence or fence_line or line[: found.start()].count("`") % 2:
                result.problems.append(
                    f"{where}: a `figure:` marker in code shows as text: put it in prose"
                )
            elif not line[: found.start()].strip():
                result.problems.append(
                    f"{where}: a `figure:` marker at the start of a line begins an HTML block and "
                    "breaks the paragraph: put a word before it"
                )
            if key not in KEYS:
                result.problems.append(
                    f"{where}: unknown figure key `{key}` (known: {', '.join(sorted(KEYS))})"
                )
            elif value is None:
                result.problems.append(f"{where}: `figure: {key}` marker with no number right after `-->`")
            else:
                compare(where, key, value, f"figure {key}")
        for found in ANY_FIGURES_COMMENT.finditer(line):
            if not MARKER.match(line, found.start()) and not EXEMPT.match(line, found.start()):
                result.problems.append(
                    f"{where}: a `figure` comment this tool does not understand: write "
                    "`<!-- figure: KEY -->NUMBER` or `<!-- figures: not checked: REASON -->`"
                )
        for found in SUSPECT.finditer(line):
            if any(start <= found.start() < end for start, end in covered):
                continue
            result.problems.append(
                f"{where}: unchecked figure “{found.group(0).strip()}”: if it is about today's built-in "
                "site, mark it `<!-- figure: KEY -->`; if not, put `<!-- figures: not checked: REASON -->` "
                "on the line before its block"
            )


def default_documents(root: Path) -> list[Path]:
    return [root / "README.md"] + sorted((root / "docs").glob("*.md"))


def run(site: Path, summaries: list[Path], documents: list[Path], root: Path | None) -> tuple[int, list[str]]:
    """Checks `documents`; returns the exit status and the lines to print."""
    facts = site_facts(site)
    result = Result()
    add_summaries(facts, summaries, result.problems)
    for document in documents:
        if not document.is_file():
            raise InputError(f"{document}: no such document")
        label = str(document.relative_to(root)) if root and document.is_relative_to(root) else str(document)
        check_document(document, label, facts, result)
    if result.checked == 0:
        result.problems.append(
            f"no figure about the built-in site found in {len(documents)} documents: "
            "this check would prove nothing (quote the summary line, or mark figures)"
        )
    if result.problems:
        return 1, [f"check-doc-figures: {problem}" for problem in result.problems] + [
            f"check-doc-figures: FAILED: {len(result.problems)} problems "
            f"({result.checked} figures checked in {len(documents)} documents)"
        ]
    return 0, [
        f"check-doc-figures: {result.checked} figures in {len(documents)} documents match {site} "
        f"({result.exempted} blocks marked not checked)"
    ]


# ---------------------------------------------------------------------------------------------
# Self-test: a small fake site and two documents, one up to date and one stale.

GOOD = """# Good
Built into Output/:

```text
specimen: wrote 5 of 5 files (2 pages, 2 SVG drawings, 0.0 MB) to Output/ in 1.23 s; 0 unchanged, 0 removed
specimen: strict: 3 accessibility failures (2 contrast, 1 hit area)
```

A rerun says `wrote 0 of 5 files`. The site has <!-- figure: svg-drawings -->2 SVG drawings, of
them <!-- figure: stress-test-drawings -->1 a stress test, on <!-- figure: pages -->2 pages;
the Accessibility page says “4 failing checks in the catalog's drawings: 3 contrast, 1 hit area”.

<!-- figures: not checked: a synthetic benchmark catalog, not the built-in site -->
| variants | output |
| 1,000 | 359 MB |

<!-- figures: not checked: release 0.3.0 -->
- Output grows: 411 files, 9.5 MB.

<!-- figures: not checked: the syntax, as an example -->
Write `<!-- figure: megabytes -->24.0` before a number: `743 files` is a figure.
"""

STALE = """# Stale
```text
specimen: wrote 5 of 6 files (2 pages, 3 SVG drawings, 27.9 MB) to Output/ in 7.90 s; 1 unchanged, 0 removed
```
`specimen --strict` lists <!-- figure: accessibility-failures -->483 failures.
It weighs 27.9 MB.
It has <!-- figure: colours -->12 colours.
It has <!-- figure: pages --> two pages.
<!-- figure: pages -->2 pages start this line.
Inline: `<!-- figure: pages -->2`.
"""

EMPTY = """# Nothing to check
Specimen draws components.
"""


def self_test() -> int:
    failures: list[str] = []

    def expect(name: str, status: int, lines: list[str], want_status: int, contains: list[str]) -> None:
        text = "\n".join(lines)
        if status != want_status:
            failures.append(f"{name}: exit {status}, expected {want_status}:\n{text}")
        for piece in contains:
            if piece not in text:
                failures.append(f"{name}: output lacks “{piece}”:\n{text}")

    with tempfile.TemporaryDirectory() as temporary:
        base = Path(temporary)
        site = base / "site"
        (site / "svg" / "modal").mkdir(parents=True)
        (site / "index.html").write_text("<p>index</p>\n", encoding="utf-8")
        (site / "accessibility.html").write_text(
            "<p class=\"lead\">4 failing checks in the catalog's drawings: 3 contrast, 1 hit area. "
            "Each row is one check.</p>\n",
            encoding="utf-8",
        )
        (site / "svg" / "modal" / "two-buttons-compact-light.svg").write_text("<svg/>\n", encoding="utf-8")
        (site / "svg" / "modal" / "stress-accented-compact-light.svg").write_text("<svg/>\n", encoding="utf-8")
        (site / "manifest.json").write_text('{"generator": "Specimen"}\n', encoding="utf-8")
        (site / ".gitkeep").write_text("", encoding="utf-8")  # hidden: not the site's
        run_output = base / "generate.txt"
        run_output.write_text(
            "Building for debugging...\n"
            "specimen: wrote 5 of 5 files (2 pages, 2 SVG drawings, 0.0 MB) to /tmp/x/ in 0.50 s; "
            "0 unchanged, 0 removed\n",
            encoding="utf-8",
        )
        strict_output = base / "strict.txt"
        strict_output.write_text(
            "specimen: wrote 5 of 5 files (2 pages, 2 SVG drawings, 0.0 MB) to /tmp/y/ in 0.40 s; "
            "0 unchanged, 0 removed\n"
            "specimen: strict: 3 accessibility failures (2 contrast, 1 hit area)\n"
            "  modal/two-buttons/compact-light: contrast 4.02:1 < 4.5:1 for 'Cancel'\n",
            encoding="utf-8",
        )
        good, stale, empty = base / "good.md", base / "stale.md", base / "empty.md"
        good.write_text(GOOD, encoding="utf-8")
        stale.write_text(STALE, encoding="utf-8")
        empty.write_text(EMPTY, encoding="utf-8")
        summaries = [run_output, strict_output]

        status, lines = run(site, summaries, [good], base)
        expect("good document", status, lines, 0, ["14 figures in 1 documents match", "3 blocks marked not checked"])

        status, lines = run(site, summaries, [stale], base)
        expect(
            "stale document",
            status,
            lines,
            1,
            [
                "stale.md:3: summary line, files: quoted 6, actual 5",
                "stale.md:3: summary line, svg-drawings: quoted 3, actual 2",
                "stale.md:3: summary line, megabytes: quoted 27.9, actual 0.0",
                "stale.md:5: figure accessibility-failures: quoted 483, actual 3",
                "stale.md:6: unchecked figure “27.9 MB”",
                "stale.md:7: unknown figure key `colours`",
                "stale.md:8: `figure: pages` marker with no number",
                "stale.md:9: a `figure:` marker at the start of a line",
                "stale.md:10: a `figure:` marker in code shows as text",
            ],
        )
        if any("1.23" in line or "7.90" in line for line in lines):
            failures.append("stale document: the seconds were compared:\n" + "\n".join(lines))

        status, lines = run(site, summaries, [empty], base)
        expect("no figures", status, lines, 1, ["no figure about the built-in site found in 1 documents"])

        status, lines = run(site, [run_output], [good], base)
        expect("no strict run", status, lines, 1, ["no --summary holds a `specimen: strict:` line"])

        other = base / "other.txt"
        other.write_text(
            "specimen: wrote 9 of 9 files (2 pages, 6 SVG drawings, 0.1 MB) to /tmp/z/ in 1.00 s; 0 unchanged, 0 removed\n",
            encoding="utf-8",
        )
        status, lines = run(site, [other, strict_output], [good], base)
        expect("summary of another site", status, lines, 1, ["the summary is not of this site"])

        nothing = base / "nothing.txt"
        nothing.write_text("Building for debugging...\n", encoding="utf-8")
        status, lines = run(site, [nothing, strict_output], [good], base)
        expect("summary without a summary line", status, lines, 1, ["nothing.txt: holds no `specimen: wrote"])

    if failures:
        for failure in failures:
            print(f"check-doc-figures: self-test FAILED: {failure}", file=sys.stderr)
        return 1
    print("check-doc-figures: self-test passed (an up-to-date, a stale and an empty document; wrong inputs)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Fail when README.md or docs/*.md quote a figure of the built-in site that the "
        "site and the captured runs do not show."
    )
    parser.add_argument("site", nargs="?", help="the folder `specimen --output` wrote")
    parser.add_argument(
        "--summary",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="captured standard output of a `specimen` or `specimen --strict` run (repeatable)",
    )
    parser.add_argument(
        "--doc",
        action="append",
        default=[],
        type=Path,
        metavar="DOC",
        help="a document to check (repeatable; default: README.md and docs/*.md)",
    )
    parser.add_argument("--self-test", action="store_true", help="check the checker on a small fake site")
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if not args.site or not args.summary:
        parser.print_usage(sys.stderr)
        print("check-doc-figures: error: give the site folder and at least one --summary FILE", file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parent.parent
    documents = [path.resolve() for path in args.doc] or default_documents(root)
    try:
        status, lines = run(Path(args.site), args.summary, documents, root)
    except InputError as error:
        print(f"check-doc-figures: error: {error}", file=sys.stderr)
        return 2
    for line in lines:
        print(line, file=sys.stderr if status else sys.stdout)
    return status


if __name__ == "__main__":
    sys.exit(main())
