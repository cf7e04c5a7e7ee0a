#!/usr/bin/env python3
"""Converts CFF-outline OpenType fonts (.otf, `OTTO`) to TrueType-outline fonts (.ttf).

Specimen measures and embeds TrueType (`glyf`) outlines only. This is the fontTools
`otf2ttf` recipe: every cubic CFF outline is approximated by quadratic curves with cu2qu
(max error 1 font unit), contours are reversed to TrueType's direction, left side bearings
are set to each glyph's new xMin, and advance widths are kept exactly.

Usage (needs `pip install fonttools`):

    python3 tools/otf2ttf.py Brand-Regular.otf [Brand-Bold.otf …]   # writes Brand-Regular.ttf …
    python3 tools/otf2ttf.py Brand-Regular.otf -o out/Brand-Regular.ttf

A variable CFF2 font must be pinned to one instance first, e.g.
`fonttools varLib.instancer Brand-VF.otf wght=700 -o Brand-Bold.otf`.
"""

import argparse
import sys
from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

# cu2qu tolerance in font units and the TrueType contour direction.
MAX_ERR = 1.0
REVERSE_DIRECTION = True


def otf_to_ttf(font, max_err=MAX_ERR):
  """Replaces CFF outlines with quadratic glyf outlines, in place; hmtx advances are kept."""
  if "fvar" in font:
    raise SystemExit("otf2ttf: this is a variable font; pin it to one instance first, "
                     "e.g. `fonttools varLib.instancer IN.otf wght=400 -o OUT.otf`")
  cff_tag = "CFF2" if "CFF2" in font else "CFF "
  assert font.sfntVersion == "OTTO" and cff_tag in font, "not a CFF-outline font"
  order = font.getGlyphOrder()
  glyph_set = font.getGlyphSet()
  glyphs = {}
  for name in order:
    tt_pen = TTGlyphPen(glyph_set)
    glyph_set[name].draw(Cu2QuPen(tt_pen, max_err, reverse_direction=REVERSE_DIRECTION))
    glyphs[name] = tt_pen.glyph()
  font["loca"] = newTable("loca")
  font["glyf"] = glyf = newTable("glyf")
  glyf.glyphOrder = order
  glyf.glyphs = glyphs
  del font[cff_tag]
  if "VORG" in font:
    del font["VORG"]
  glyf.compile(font)
  hmtx = font["hmtx"]
  for name, glyph in glyf.glyphs.items():
    if hasattr(glyph, "xMin"):
      hmtx[name] = (hmtx[name][0], glyph.xMin)  # TrueType wants lsb == xMin
  font["maxp"] = maxp = newTable("maxp")
  maxp.tableVersion = 0x00010000
  maxp.numGlyphs = len(order)
  maxp.maxZones = 1
  for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                "maxStackElements", "maxSizeOfInstructions"):
    setattr(maxp, field, 0)
  maxp.maxComponentElements = max(
    (len(getattr(g, "components", [])) for g in glyphs.values()), default=0)
  maxp.compile(font)
  post = font["post"]
  post.formatType = 3.0
  font.sfntVersion = "\x00\x01\x00\x00"


def main(argv):
  parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
  parser.add_argument("fonts", nargs="+", type=Path, help="CFF-outline .otf files")
  parser.add_argument("-o", "--output", type=Path,
                      help="output file (one input only); default: the input with .ttf")
  args = parser.parse_args(argv)
  if args.output and len(args.fonts) != 1:
    parser.error("-o needs exactly one input font")
  for source in args.fonts:
    target = args.output or source.with_suffix(".ttf")
    if target.resolve() == source.resolve():
      parser.error(f"{source}: the output would overwrite the input; pass -o")
    font = TTFont(source, recalcTimestamp=False)
    if font.sfntVersion != "OTTO":
      print(f"otf2ttf: {source} already has TrueType outlines; nothing to do", file=sys.stderr)
      continue
    advances = [font["hmtx"][name][0] for name in font.getGlyphOrder()]
    otf_to_ttf(font)
    font.save(target)
    check = TTFont(target)  # glyph names are gone (post 3.0): compare in glyph order
    assert [check["hmtx"][name][0] for name in check.getGlyphOrder()] == advances, target
    print(f"otf2ttf: wrote {target} ({len(advances)} glyphs, advance widths unchanged)")


if __name__ == "__main__":
  main(sys.argv[1:])
