#!/usr/bin/env python3
"""Measures how a generated Specimen site's bytes split, and what it would weigh if fonts and
drawings reached the page another way.

    pip install fonttools brotli
    swift run -c release specimen -o /tmp/site
    python3 tools/font-options.py /tmp/site            # the table
    python3 tools/font-options.py /tmp/site --tables svg/modal/two-buttons.svg
                                                       # + bytes per table of its subsets

It reads the files only. Every embedded font is a `data:font/...;base64,` URL inside an
`@font-face` rule (FontEmbedding.css); each distinct one is decoded once and re-encoded with
fontTools under each alternative, and the site total is recomputed with the new base64 lengths:

  (a) today
  (b) `name` table reduced to copyright (0), family/subfamily/unique/full/version/PostScript
      names (1-6, ASCII) and the licence URL (14; the licence description 13 when there is no
      URL): what FontSubsetter keeps
  (b2) (b) + glyf/loca/hmtx as fontTools compiles them (short loca offsets when they fit,
      glyphs padded to two bytes, trailing equal advances folded into numberOfHMetrics)
  (c) (b2) + TrueType hinting removed (fpgm/prep/cvt, glyph instructions), when a font has any
  (d) (c) as WOFF 1.0 (zlib, fontTools' level 6; a table is stored compressed only if smaller);
      (d') the same with fixed Huffman codes only (what a minimal DEFLATE writer achieves)
  (e) (c) as WOFF2 (Brotli; for reference: Foundation has no Brotli)
  (f) one SVG per variant holding all its environments and themes, fonts once per variant
      (estimate: every drawing's markup kept, each face's glyph set the union of the variant's,
      sized from the source fonts' glyph records), with today's and with (d)'s fonts
  (g) pages referencing the standalone SVGs with <img> instead of inlining each drawing's
      markup (page fonts kept as they are: an upper bound), with today's and with (d)'s fonts

A font that is already WOFF in the site (after FontSubsetter's WOFF output) is unwrapped to its
sfnt first, so the same alternatives are computed from any build.
"""

import argparse
import base64
import collections
import html.parser
import io
import json
import os
import re
import struct
import sys
import zlib

try:
    from fontTools.ttLib import TTFont, newTable
except ImportError:
    sys.exit("font-options.py needs fontTools: pip install fonttools brotli")

FONT_URL = re.compile(rb"data:font/(ttf|woff2?|sfnt|otf);base64,([A-Za-z0-9+/=]+)")
FACE_RULE = re.compile(rb'@font-face\{font-family:"([^"]+)";src:url\(data:font/(?:ttf|woff2?);base64,([A-Za-z0-9+/=]+)\)')
INLINE_SVG = re.compile(rb"<svg\b[^>]*>.*?</svg>", re.S)
KEPT_NAME_IDS = (0, 1, 2, 3, 4, 5, 6, 14)


def b64len(n):
    return 4 * ((n + 2) // 3)


def kind_of(path):
    ext = os.path.splitext(path)[1].lower().lstrip(".")
    return ext or "other"


def load(raw):
    font = TTFont(io.BytesIO(raw))
    font.flavor = None
    return font


def save(font, flavor=None):
    font.flavor = flavor
    out = io.BytesIO()
    font.save(out, reorderTables=True)
    font.flavor = None
    return out.getvalue()


def sfnt_bytes(raw):
    """The sfnt a WOFF/WOFF2 decodes to; raw bytes unchanged for TTF."""
    if raw[:4] in (b"wOFF", b"wOF2"):
        return save(load(raw))
    return raw


def table_lengths(raw):
    font = TTFont(io.BytesIO(raw))
    return {tag: font.reader.tables[tag].length for tag in font.reader.keys()}


def reduce_name(font):
    """Keeps only KEPT_NAME_IDS for Windows Unicode BMP English (what FontSubsetter writes)."""
    name = font["name"]
    keep = {}
    for record in name.names:
        if record.nameID in KEPT_NAME_IDS or record.nameID == 13:
            if (record.platformID, record.platEncID) in ((3, 1), (3, 10)):
                keep.setdefault(record.nameID, record.toUnicode())
    if 14 in keep:
        keep.pop(13, None)
    if 5 in keep:
        keep[5] = keep[5].split(";")[0]
    table = newTable("name")
    table.names = []
    for name_id in sorted(keep):
        table.setName(keep[name_id], name_id, 3, 1, 0x409)
    font["name"] = table


def drop_hinting(font):
    changed = False
    for tag in ("fpgm", "prep", "cvt ", "hdmx", "LTSH", "VDMX"):
        if tag in font:
            del font[tag]
            changed = True
    glyf = font["glyf"]
    for glyph_name in font.getGlyphOrder():
        glyph = glyf[glyph_name]
        if hasattr(glyph, "program") and len(glyph.program.getBytecode()) > 0:
            glyph.program.fromBytecode(b"")
            changed = True
    return changed


def woff_size(sfnt, strategy):
    """The size of `sfnt` as WOFF 1.0 with every table deflated by zlib at level 9 under
    `strategy` (Z_FIXED: fixed Huffman codes only), kept raw when that is not smaller."""
    count = struct.unpack(">H", sfnt[4:6])[0]
    size = 44 + 20 * count
    for index in range(count):
        _, _, offset, length = struct.unpack(">4sIII", sfnt[12 + 16 * index:28 + 16 * index])
        compressor = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategy)
        packed = compressor.compress(sfnt[offset:offset + length]) + compressor.flush()
        size += (min(len(packed), length) + 3) // 4 * 4
    return size


class FontVariants:
    """Sizes of one embedded font under (a)-(e), cached by payload."""

    def __init__(self, raw):
        sfnt = sfnt_bytes(raw)
        self.today = len(raw)
        self.sfnt = sfnt
        font = load(sfnt)
        before = len(save(font))
        reduce_name(font)
        reduced = save(font)
        # fontTools may re-encode other tables; count only the name table's own change
        self.name = len(sfnt) - (before - len(reduced))
        font["glyf"], font["hmtx"]  # decompiled: recompiled as fontTools writes them
        compact = save(font)
        self.compact = len(compact)
        self.hinted = drop_hinting(font)
        unhinted = save(font)
        self.hinting = len(unhinted)
        self.woff = len(save(load(unhinted), "woff"))
        self.woff_fixed = woff_size(unhinted, zlib.Z_FIXED)
        try:
            self.woff2 = len(save(load(unhinted), "woff2"))
        except Exception:  # no brotli
            self.woff2 = None


class GlyphCosts:
    """Bytes each code point adds to a subset of one source font (glyf record padded to four
    bytes + loca + hmtx, components included), for estimating a union of subsets."""

    def __init__(self, path):
        font = TTFont(path)
        self.cmap = font.getBestCmap()
        order = font.getGlyphOrder()
        self.index = {name: i for i, name in enumerate(order)}
        glyf = font["glyf"]
        self.cost = {}
        self.components = {}
        for name in order:
            glyph = glyf[name]
            data = glyph.compile(glyf) if hasattr(glyph, "compile") else b""
            # glyf record padded to two bytes, a short loca offset, a long hmtx metric
            self.cost[name] = (len(data) + 1) // 2 * 2 + 6
            self.components[name] = glyph.getComponentNames(glyf) if glyph.isComposite() else []

    def glyphs(self, codepoints):
        seen = set()
        pending = [self.cmap[c] for c in codepoints if c in self.cmap]
        while pending:
            name = pending.pop()
            if name in seen:
                continue
            seen.add(name)
            pending.extend(self.components[name])
        return seen

    def size(self, codepoints):
        return sum(self.cost[g] for g in self.glyphs(codepoints))


def face_sources(fonts_dir):
    """CSS family ("Specimen Inter SemiBold") → GlyphCosts of its file, from fonts.json."""
    spec_path = os.path.join(fonts_dir, "fonts.json")
    if not os.path.exists(spec_path):
        return {}
    spec = json.load(open(spec_path))
    result = {}
    for face in spec.get("faces", []) + spec.get("fallback", []):
        family = face["family"]
        if family.startswith("Specimen "):
            family = family[len("Specimen "):]
        key = ("specimen" + family + str(face["weight"])).lower().replace(" ", "")
        result[key] = os.path.join(fonts_dir, face["file"])
    return result


def css_key(css_family):
    return re.sub(r"[^a-z0-9]", "", css_family.lower())


def codepoints(raw):
    return set(load(sfnt_bytes(raw)).getBestCmap().keys())


class TitleParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.title = None
        self._in = False

    def handle_starttag(self, tag, attrs):
        self._in = tag == "title" and self.title is None

    def handle_data(self, data):
        if self._in:
            self.title = (self.title or "") + data

    def handle_endtag(self, tag):
        self._in = False


def img_tag(svg_markup, href):
    """The <img> that would replace an inline drawing."""
    head = re.match(rb"<svg\b([^>]*)>", svg_markup).group(1)
    width = re.search(rb'\bwidth="([^"]*)"', head)
    height = re.search(rb'\bheight="([^"]*)"', head)
    parser = TitleParser()
    parser.feed(svg_markup[:4000].decode("utf-8", "replace"))
    alt = (parser.title or "").replace("&", "&amp;").replace('"', "&quot;")
    tag = '<img src="%s" width="%s" height="%s" alt="%s">' % (
        href,
        width.group(1).decode() if width else "",
        height.group(1).decode() if height else "",
        alt,
    )
    return len(tag.encode())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", help="a folder `specimen -o` wrote")
    parser.add_argument("--fonts", default=os.path.join(os.path.dirname(__file__), "..", "Templates", "Fonts"),
                        help="the font folder the site was built with (for estimate f)")
    parser.add_argument("--tables", nargs="*", metavar="FILE",
                        help="print bytes per table of each face embedded in these files (paths in "
                             "the site; default: the first file embedding each face)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args()

    files = {}
    for root, _, names in os.walk(args.site):
        for name in names:
            path = os.path.join(root, name)
            files[os.path.relpath(path, args.site)] = open(path, "rb").read()
    if not files:
        sys.exit("no files in %s" % args.site)

    total = sum(len(b) for b in files.values())
    by_kind = collections.Counter()
    count_kind = collections.Counter()
    font_kind = collections.Counter()
    variants = {}
    uses = collections.Counter()  # payload → occurrences
    for path, data in files.items():
        kind = kind_of(path)
        by_kind[kind] += len(data)
        count_kind[kind] += 1
        for match in FONT_URL.finditer(data):
            payload = match.group(2)
            font_kind[kind] += len(payload)
            uses[payload] += 1
    sys.stderr.write("decoding %d distinct embedded fonts…\n" % len(uses))
    for payload in uses:
        variants[payload] = FontVariants(base64.b64decode(payload))

    font_total = sum(len(p) * n for p, n in uses.items())

    def site_with(size_of):
        new_fonts = sum(b64len(size_of(variants[p])) * n for p, n in uses.items())
        return total - font_total + new_fonts, new_fonts

    rows = []

    def row(label, site, fonts, note=""):
        rows.append((label, site, fonts, note))

    row("(a) today", total, font_total)
    site, fonts = site_with(lambda v: v.name)
    row("(b) name table reduced", site, fonts)
    site, fonts = site_with(lambda v: v.compact)
    row("(b2) (b) + short loca, 2-byte glyph padding", site, fonts, "as fontTools compiles glyf/loca/hmtx")
    hinted = sum(1 for v in variants.values() if v.hinted)
    site, fonts = site_with(lambda v: v.hinting)
    row("(c) (b2) + hinting removed", site, fonts, "%d of %d fonts had hinting" % (hinted, len(variants)))
    site_d, fonts_d = site_with(lambda v: v.woff)
    row("(d) (c) as WOFF 1.0 (zlib)", site_d, fonts_d, "dynamic Huffman (fontTools, zlib level 6)")
    site, fonts = site_with(lambda v: v.woff_fixed)
    row("(d') (c) as WOFF 1.0, fixed Huffman only", site, fonts, "zlib level 9, Z_FIXED")
    if all(v.woff2 is not None for v in variants.values()):
        site, fonts = site_with(lambda v: v.woff2)
        row("(e) (c) as WOFF2 (Brotli, reference)", site, fonts)
    else:
        row("(e) WOFF2", 0, 0, "pip install brotli to measure")

    # (f) one SVG per variant
    groups = collections.defaultdict(list)
    for layout_path in sorted(p for p in files if p.startswith("layout/") and p.endswith(".json")):
        for entry in json.loads(files[layout_path]):
            if entry.get("path") in files:
                groups[(entry["component"], entry["variant"])].append(entry["path"])
    grouped = {p for paths in groups.values() for p in paths}
    sources = face_sources(args.fonts)
    costs = {}
    f_today = f_woff = 0
    f_estimated = True
    for key, paths in groups.items():
        faces = collections.defaultdict(list)  # css family → payloads
        for path in paths:
            data = files[path]
            f_today += len(data) - sum(len(m.group(2)) for m in FONT_URL.finditer(data))
            f_woff += len(data) - sum(len(m.group(2)) for m in FONT_URL.finditer(data))
            for match in FACE_RULE.finditer(data):
                faces[match.group(1).decode()].append(match.group(2))
        # the environments' markup is kept once each; the fonts once per face
        for family, payloads in faces.items():
            biggest = max(payloads, key=lambda p: variants[p].today)
            source = sources.get(css_key(family))
            extra = 0
            if source and len(set(payloads)) > 1:
                if source not in costs:
                    costs[source] = GlyphCosts(source)
                cost = costs[source]
                union = set().union(*(codepoints(base64.b64decode(p)) for p in set(payloads)))
                base = codepoints(base64.b64decode(biggest))
                extra = cost.size(union) - cost.size(base) + 2 * len(union - base)
            elif len(set(payloads)) > 1:
                f_estimated = False
            f_today += b64len(variants[biggest].today + extra)
            v = variants[biggest]
            f_woff += b64len(int(v.woff + extra * v.woff / max(v.hinting, 1)))
    rest = sum(len(files[p]) for p in files if p.endswith(".svg") and p not in grouped)
    svg_total = by_kind["svg"]
    row("(f) one SVG per variant (estimate)", total - svg_total + rest + f_today, None,
        "%d variants; SVG bytes %d -> %d%s" % (len(groups), svg_total, rest + f_today,
                                              "" if f_estimated else "; some faces unsized"))
    row("(f) + (d) WOFF", total - svg_total + rest + f_woff, None, "SVG bytes -> %d" % (rest + f_woff))

    # (g) pages with <img>
    saved = 0
    saved_fonts_d = 0
    for path, data in files.items():
        if not path.endswith(".html"):
            continue
        for match in INLINE_SVG.finditer(data):
            markup = match.group(0)
            if b"<title" not in markup[:2000]:
                continue  # icons, not drawings
            before = data[max(0, match.start() - 400):match.start()]
            href = re.findall(rb'href="(svg/[^"]+\.svg)"', before)
            src = href[-1].decode() if href else "svg/x.svg"
            saved += len(markup) - img_tag(markup, src)
    row("(g) pages with <img> drawings", total - saved, font_total, "page bytes %d -> %d" % (by_kind["html"], by_kind["html"] - saved))
    row("(g) + (d) WOFF", site_d - saved, fonts_d)
    # (f) + (g) + (d): pages without inline drawings and with WOFF fonts, plus (f)'s SVGs
    pages_d = sum(len(b) for p, b in files.items() if not p.endswith(".svg")) - saved
    pages_d -= sum(len(m.group(2)) - b64len(variants[m.group(2)].woff)
                   for p, b in files.items() if not p.endswith(".svg") for m in FONT_URL.finditer(b))
    row("(f) + (g) + (d)", pages_d + rest + f_woff, None, "")

    print("Site: %s — %d files, %d bytes (%.1f MB)" % (args.site, len(files), total, total / 1e6))
    print()
    print("| kind | files | bytes | share | of which font data: URLs |")
    print("|---|---:|---:|---:|---:|")
    for kind, size in by_kind.most_common():
        print("| %s | %d | %d | %.1f %% | %d (%.1f %%) |" % (
            kind, count_kind[kind], size, 100 * size / total, font_kind[kind], 100 * font_kind[kind] / max(size, 1)))
    print("| all | %d | %d | 100 %% | %d (%.1f %%) |" % (len(files), total, font_total, 100 * font_total / total))
    print()
    print("%d font payloads embedded, %d distinct" % (sum(uses.values()), len(uses)))
    print()
    print("| option | site bytes | vs today | font bytes (base64) | vs today | note |")
    print("|---|---:|---:|---:|---:|---|")
    for label, site, fonts, note in rows:
        if site == 0:
            print("| %s | – | – | – | – | %s |" % (label, note))
            continue
        fonts_cell = "%d | %+.1f %%" % (fonts, 100 * (fonts - font_total) / font_total) if fonts is not None else "– | –"
        print("| %s | %d | %+.1f %% | %s | %s |" % (label, site, 100 * (site - total) / total, fonts_cell, note))

    if args.tables is not None:
        print()
        print("Bytes per table of embedded subsets:")
        seen = set()
        for path in args.tables or sorted(files):
            if path not in files:
                sys.exit("no file %s in the site" % path)
            for match in FACE_RULE.finditer(files[path]):
                family = match.group(1).decode()
                if not args.tables and family in seen:
                    continue
                seen.add(family)
                raw = base64.b64decode(match.group(2))
                sfnt = sfnt_bytes(raw)
                print("  %s in %s: %d bytes%s" % (family, path, len(raw), " (WOFF of %d)" % len(sfnt) if raw[:4] == b"wOFF" else ""))
                print("    " + ", ".join("%s %d" % kv for kv in sorted(table_lengths(sfnt).items())))
    if args.json:
        print(json.dumps([{"option": r[0], "site": r[1], "fonts": r[2]} for r in rows]))


if __name__ == "__main__":
    main()
