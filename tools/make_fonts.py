#!/usr/bin/env python3
"""Builds Specimen's bundled fonts in Templates/Fonts from the Debian font packages.

Inter (CFF) is converted to TrueType glyf outlines with cu2qu (tools/otf2ttf.py,
the fontTools otf2ttf recipe; max error 1 unit of Inter's 2816), then Inter and
NanumGothic are subset to fixed Unicode ranges.
Layout tables (GSUB/GPOS/GDEF/kern) are dropped so a browser can never kern or
ligate differently from Specimen's hmtx measurement. Advance widths are unchanged.
The output is deterministic: head.modified is kept from the source font.
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

sys.path.insert(0, str(Path(__file__).resolve().parent))
from otf2ttf import otf_to_ttf  # noqa: E402  (the CFF to TrueType conversion users run too)

INTER_DIR = Path("/usr/share/fonts/opentype/inter")
NANUM_DIR = Path("/usr/share/fonts/truetype/nanum")


def ranges(*spans):
  """Expands (first, last) pairs and single code points into a sorted list."""
  out = set()
  for span in spans:
    first, last = span if isinstance(span, tuple) else (span, span)
    out.update(range(first, last + 1))
  return sorted(out)


LATIN = ranges(
  (0x0020, 0x007E),  # Basic Latin
  (0x00A0, 0x00FF),  # Latin-1 Supplement (incl. U+00A0 no-break space)
  (0x0100, 0x017F),  # Latin Extended-A
  0x0192, (0x0218, 0x021B), 0x0237,  # florin, comma-below S/T, dotless j
  (0x02C6, 0x02C7), (0x02D8, 0x02DD),  # spacing modifier accents
  (0x2000, 0x206F),  # General Punctuation (dashes, quotes, U+2026 ellipsis, ...)
  (0x20A0, 0x20C0),  # Currency Symbols
  0x2113, 0x2116, 0x2122, 0x2126, 0x212E,  # letterlike: l, numero, TM, ohm, estimated
  (0x2190, 0x21FF),  # Arrows
  (0x2212, 0x2215), 0x2219, 0x221A, 0x221E, 0x2248, 0x2260, 0x2264, 0x2265,  # math
  0x2318, 0x2325, 0x2326, 0x232B, 0x23CE,  # keyboard symbols
  0x25CC, 0xFEFF,  # dotted circle, zero-width no-break space
)

HANGUL = ranges(
  (0x1100, 0x11FF),  # Hangul Jamo
  (0x3000, 0x303F),  # CJK Symbols and Punctuation
  (0x3130, 0x318F),  # Hangul Compatibility Jamo
  (0xA960, 0xA97F),  # Hangul Jamo Extended-A
  (0xAC00, 0xD7A3),  # Hangul Syllables
  (0xD7B0, 0xD7FF),  # Hangul Jamo Extended-B
  (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
)

LAYOUT_TABLES = ["GSUB", "GPOS", "GDEF", "kern", "BASE", "JSTF", "MATH", "morx", "kerx"]
JUNK_TABLES = ["DSIG", "hdmx", "LTSH", "VDMX", "PCLT", "TSI0", "TSI1", "TSI2", "TSI3", "TSI5"]


def subset_font(font, unicodes):
  """Subsets in place to `unicodes`, without layout tables, hinting or glyph names."""
  options = subset.Options()
  options.layout_features = []
  options.drop_tables = sorted(set(options.drop_tables + LAYOUT_TABLES + JUNK_TABLES))
  options.name_IDs = ["*"]
  options.name_languages = ["*"]
  options.name_legacy = False
  options.notdef_outline = True
  options.glyph_names = False
  options.legacy_kern = False
  options.hinting = False  # Inter (converted from CFF) has none; Nanum's is dropped
  options.recalc_timestamp = False
  options.prune_unicode_ranges = True
  subsetter = subset.Subsetter(options=options)
  subsetter.populate(unicodes=unicodes)
  subsetter.subset(font)


def rename(font, family, style):
  """Renames a modified font whose licence reserves its original name (OFL 1.1, condition 3).

  Copyright (0), trademark (7), licence (13, 14) and the other records stay as they were."""
  postscript = f"{family.replace(' ', '')}-{style}"
  names = {1: family, 2: style, 3: f"{postscript};derived-by-Specimen", 4: f"{family} {style}",
           6: postscript, 16: family, 17: style}
  table = font["name"]
  for record in list(table.names):
    if record.nameID in (18, 21, 22, 25):
      table.removeNames(nameID=record.nameID)
  for record in table.names:
    if record.nameID in names:
      record.string = names[record.nameID]


def build(source, target, unicodes, convert, renamed=None):
  """Builds one bundled font and prints its size."""
  font = TTFont(source, recalcTimestamp=False)
  if renamed:
    rename(font, *renamed)
  advances = {name: font["hmtx"][name][0] for name in font.getGlyphOrder()}
  source_cmap = font.getBestCmap()
  if convert:
    otf_to_ttf(font)
  subset_font(font, unicodes)
  font["post"].formatType = 3.0
  font.save(target, reorderTables=True)
  check = TTFont(target)
  for code, name in check.getBestCmap().items():
    assert check["hmtx"][name][0] == advances[source_cmap[code]], (target, hex(code))
  assert not any(tag in check for tag in LAYOUT_TABLES + JUNK_TABLES), target
  print(f"{target.name}: {target.stat().st_size} bytes, {len(check.getGlyphOrder())} glyphs, "
        f"{len(check.getBestCmap())} code points, tables {' '.join(sorted(check.keys())[1:])}")


def main(out_dir):
  out = Path(out_dir)
  out.mkdir(parents=True, exist_ok=True)
  build(INTER_DIR / "Inter-Regular.otf", out / "Inter-Regular.ttf", LATIN, convert=True)
  build(INTER_DIR / "Inter-SemiBold.otf", out / "Inter-SemiBold.ttf", LATIN, convert=True)
  # "Nanum" is a Reserved Font Name: a subset is a Modified Version and must be renamed.
  build(NANUM_DIR / "NanumGothic.ttf", out / "SpecimenHangul-Regular.ttf", HANGUL, convert=False,
        renamed=("Specimen Hangul", "Regular"))
  build(NANUM_DIR / "NanumGothicBold.ttf", out / "SpecimenHangul-Bold.ttf", HANGUL, convert=False,
        renamed=("Specimen Hangul", "Bold"))


if __name__ == "__main__":
  main(sys.argv[1] if len(sys.argv) > 1 else "Templates/Fonts")
