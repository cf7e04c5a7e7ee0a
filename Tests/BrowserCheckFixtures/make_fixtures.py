#!/usr/bin/env python3
"""Regenerate the browser-check fixtures in this folder.

Not run by CI: the generated *.svg files are committed. Needs fontTools
(`pip install fonttools`) and the Debian fonts fonts-dejavu-core and
fonts-nanum. The fonts are subset (no hinting, no kern/GSUB/GPOS, so Chromium
applies no kerning or ligatures) and embedded as data: URLs; every data-width is
the exact sum of the advances, as Specimen's layout engine writes them.

Every <text> follows Specimen's line-box rule (see tools/browser-check.py): line n's box is
[frame top + n * lh, frame top + (n + 1) * lh] for the line height lh (data-line-height), with
the baseline placed by half-leading on the first font's hhea ascent and descent.

Fixtures (tools/browser-check.py --self-test reads the expectation from the name):
  pass-layout.svg          Latin + Hangul + mixed lines, fractional sizes/positions,
                           one line exactly as wide as its frame: must pass
  pass-ignorables.svg      zero-width space and joiners, word joiner, variation selectors,
                           bidi controls (an RLO line drawn right to left), U+FEFF: none of them
                           in the embedded fonts, each measured as zero: must pass
  pass-soft-hyphen.svg     a text broken at a soft hyphen, written as Specimen writes it (U+2010
                           at the break, soft hyphens left out elsewhere), and a line that keeps
                           its soft hyphen mid-line (Chromium draws it as nothing): must pass
  pass-blank-lines.svg     "\n\n\n", "a\n\nb" and "a\n": empty <tspan>s with their line boxes: must pass
  pass-ink.svg             accented capitals and "{ |" in line boxes tighter than their ink (and
                           than the font's ascent + descent): ink may leave the box: must pass
  fail-width-2pt.svg       one data-width is 2 pt too large: must fail (width)
  fail-width-soft-hyphen.svg  "hyphen\u00ADation" measured with a visible hyphen, as Specimen
                           did before: must fail (width)
  fail-overflow-right.svg  a line wider than its frame: must fail (overflow)
  fail-overflow-bottom.svg a second line below the frame's bottom: must fail (overflow)
  fail-overflow-blank-lines.svg  three blank lines in a frame one line tall: must fail (overflow)
  fail-overflow-line-box.svg  a frame shorter than its line's box, though the glyphs' ink
                           ("ace") would fit in it: must fail (overflow)
  fail-overflow-baseline.svg  a baseline written one line too low, outside its line box:
                           must fail (overflow)
  fail-font-broken.svg     the embedded font is corrupt: must fail (font)
  fail-font-missing-glyph.svg  a character the embedded subset lacks: must fail (font)
  pass-first-frame.svg     a loading view drawn from the first frame, its ring spinning (SMIL
                           rotate from 0 degrees), a clear touch blocker, and a badge written
                           with opacity 0 that a SMIL <set> shows at 0 s: must pass
  fail-hidden-starts-hidden.svg  the loading view hidden (opacity 0) until a SMIL <set> at
                           0.8 s: must fail (hidden), by the computed-style and the pixel check
  fail-hidden-css-delay.svg  the same delay as a CSS animation filling backwards: must fail (hidden)
  fail-font-missing-hyphen.svg  the U+2010 of a soft-hyphen break is not in the subset: must
                           fail (font)
  fail-hidden-twin.svg     a sheet whose dark drawing is a <use> of its light one (a twin) and
                           sets the card's fill-opacity to 0: must fail (hidden), by the
                           computed-style and the pixel check, though the document lists no
                           element of the dark drawing
"""

from __future__ import annotations

import base64
import io
import os
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
LATIN_SRC = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
HANGUL_SRC = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
LATIN = "Specimen Fixture Latin"
HANGUL = "Specimen Fixture Hangul"
FAMILIES = f"'{LATIN}', '{HANGUL}'"

LATIN_TEXT = "".join(chr(c) for c in range(0x20, 0x7F)) + "—’…·→\u2010ÅÉÎÄÖÜŸ"
HANGUL_TEXT = "안녕하세요 확인 취소 저장 삭제 설정 검색 완료 다음 이전 모달 버튼 두개 제목 본문 두번째"


def subset_font(src: str, text: str) -> bytes:
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.drop_tables += ["kern", "hdmx", "LTSH", "VDMX", "GSUB", "GPOS", "GDEF", "MATH", "FFTM"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(src)
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


class Font:
    def __init__(self, data: bytes):
        self.data = data
        self.tt = TTFont(io.BytesIO(data))
        self.cmap = self.tt.getBestCmap()
        self.upem = self.tt["head"].unitsPerEm
        self.hmtx = self.tt["hmtx"]
        self.ascent = self.tt["hhea"].ascent / self.upem
        self.descent = -self.tt["hhea"].descent / self.upem


# Default-ignorable code points the fixtures use: drawn as nothing, measured as zero.
IGNORABLE = set("\u00ad\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2066\u2067"
                "\u2068\u2069\ufe00\ufe0f\ufeff\U000e0100")


def advance(fonts: list[Font], text: str, size: float) -> float:
    total = 0
    for ch in text:
        if ch in IGNORABLE:
            continue
        for font in fonts:
            if ord(ch) in font.cmap:
                total += self_units(font, ch) * size / font.upem
                break
        else:
            raise SystemExit(f"no fixture font covers {ch!r}")
    return total


def self_units(font: Font, ch: str) -> int:
    return font.hmtx[font.cmap[ord(ch)]][0]


def num(v: float) -> str:
    """Shortest exact-enough decimal, as the Swift side would print it."""
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def style_block(fonts: list[tuple[str, bytes]]) -> str:
    faces = "\n".join(
        f'@font-face{{font-family:"{name}";src:url(data:font/ttf;base64,{base64.b64encode(data).decode()})}}'
        for name, data in fonts
    )
    return f"<style>{faces}\ntext{{font-kerning:none;font-variant-ligatures:none;white-space:pre}}</style>"


class Doc:
    def __init__(self, title: str, width: int, height: int, fonts: list[Font]):
        self.title, self.width, self.height, self.fonts = title, width, height, fonts
        self.body: list[str] = []

    def rect(self, x, y, w, h, fill):
        self.body.append(f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" fill="{fill}"/>')

    def text(self, frame, size, lines, align="center", line_height=None, width_bias=None, y_shift=None,
             measured=None):
        """lines: list of strings; frame (x, y, w, h); line n's box starts n line heights below the
        frame's top, its baseline placed by half-leading. measured: the text each line's
        data-width is measured from, when it differs from the text written."""
        fx, fy, fw, fh = frame
        line_height = line_height or self.line_height(size)
        f = self.fonts[0]
        ascent, descent = f.ascent * size, f.descent * size
        half_leading = (line_height - ascent - descent) / 2
        spans = []
        for i, line in enumerate(lines):
            w = advance(self.fonts, (measured or lines)[i], size)
            if align == "center":
                x = fx + (fw - w) / 2
            elif align == "start":
                x = fx
            else:
                x = fx + fw - w
            y = fy + i * line_height + half_leading + ascent + ((y_shift or {}).get(i, 0))
            dw = w + ((width_bias or {}).get(i, 0))
            spans.append(f'<tspan x="{num(x)}" y="{num(y)}" data-width="{num(dw)}">{esc(line)}</tspan>')
        self.body.append(
            f'<text font-family="{FAMILIES}" font-size="{num(size)}" fill="#1c1c1e" '
            f'data-frame="{num(fx)} {num(fy)} {num(fw)} {num(fh)}" data-line-height="{num(line_height)}">'
            + "".join(spans) + "</text>"
        )

    @staticmethod
    def line_height(size):
        return round(size * 1.375, 2)

    def frame_height(self, size, n, line_height=None):
        return n * (line_height or self.line_height(size))

    def render(self, style: str) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
            f'viewBox="0 0 {self.width} {self.height}" role="img" aria-labelledby="title">\n'
            f'<title id="title">{esc(self.title)}</title>\n{style}\n' + "\n".join(self.body) + "\n</svg>\n"
        )


# --------------------------------------------------------------------------- first frame (issue 7)


def loading_screen(title: str, fonts: list[Font], loading_open: str, loading_close: str = "</g>", style_extra: str = "") -> Doc:
    """A screen with two rows of text, a clear touch blocker and a loading indicator
    (spinning ring + label) centred, wrapped in `loading_open` ... `loading_close`."""
    d = Doc(title, 375, 300, fonts)
    d.body.append('<rect x="0" y="0" width="375" height="300" fill="#ffffff" data-role="screen"/>')
    d.text((16, 12, 343, d.frame_height(17, 1)), 17, ["Recents 128"], align="start")
    d.text((16, 56, 343, d.frame_height(17, 1)), 17, ["Favorites 24"], align="start")
    d.body.append('<g data-role="touchBlocker"/>')
    d.body.append(loading_open)
    d.body.append(
        '<g data-role="indicator"><g>'
        '<animateTransform attributeName="transform" type="rotate" from="0 187.5 170" to="360 187.5 170" '
        'dur="1s" repeatCount="indefinite"/>'
        '<ellipse cx="187.5" cy="170" rx="18" ry="18" fill="none" stroke="#AEAEB2" stroke-width="4" '
        'stroke-dasharray="84.82 28.27" stroke-linecap="round"/></g></g>'
    )
    w = advance(fonts, "Loading", 15)
    d.text((187.5 - w / 2, 202, w, d.frame_height(15, 1)), 15, ["Loading"])
    d.body[-1] = d.body[-1].replace("<text ", '<text data-role="message" ', 1)
    d.body.append(loading_close)
    return d


def first_frame_fixtures(fonts: list[Font], style: str) -> None:
    """Fixtures for the first-frame check: what a capture at t = 0 shows."""
    # pass-first-frame: Specimen's loading view since issue 7: drawn from the first frame (the
    # delay only as data-appear-after), the ring spinning with SMIL from 0 degrees.
    # A badge written hidden but shown by a SMIL <set> that begins at 0 s: both checks must
    # judge the drawing at t = 0, not its static attributes, and let it pass.
    d = loading_screen("Fixture — loading view shown from the first frame", fonts,
                       '<g data-appear-after="0.8s" data-role="loading">')
    d.body.append(
        '<g opacity="0" data-role="badge"><set attributeName="opacity" to="1" begin="0s" fill="freeze"/>'
        '<rect x="339" y="14" width="20" height="20" rx="10" fill="#FF3B30"/></g>'
    )
    (HERE / "pass-first-frame.svg").write_text(d.render(style), encoding="utf-8")

    # fail-hidden-starts-hidden: the loading view as Specimen drew it before issue 7: opacity 0
    # until a SMIL <set> shows it at 0.8 s, so a screenshot taken at once shows no spinner. Both
    # the computed-style and the pixel check must catch it.
    d = loading_screen("Fixture — loading view hidden for its first 0.8 s (SMIL)", fonts,
                       '<g opacity="0" data-role="loading">'
                       '<set attributeName="opacity" to="1" begin="0.8s" fill="freeze"/>')
    (HERE / "fail-hidden-starts-hidden.svg").write_text(d.render(style), encoding="utf-8")

    # fail-hidden-css-delay: the same delay written as a CSS animation that fills backwards.
    css = style.replace(
        "</style>",
        "\n@keyframes fixture-appear{from{opacity:0}to{opacity:1}}"
        "\n.late{animation:fixture-appear 0.2s 0.8s both}</style>",
    )
    d = loading_screen("Fixture — loading view hidden for its first 0.8 s (CSS animation)", fonts,
                       '<g class="late" data-role="loading">')
    (HERE / "fail-hidden-css-delay.svg").write_text(d.render(css), encoding="utf-8")


def twin_fixture() -> None:
    """A sheet as Specimen writes one since issue 21: the dark drawing a <use> of the light one,
    each paint that differs a custom property. This twin's card is invisible (fill-opacity 0)."""
    (HERE / "fail-hidden-twin.svg").write_text(
        '''<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 224 100">
  <title>Fixture — a dark twin whose card is invisible</title>
  <style>:root:has(view:target) svg:not(view:target+svg){display:none}
.p0{fill-opacity:var(--p0)}</style>
  <view id="a-light" viewBox="0 0 100 100"/>
  <svg x="0" y="0" width="100" height="100" viewBox="0 0 100 100" role="img" style="--p0:1">
    <title id="a-light-title">Light</title>
    <g id="a-light-body">
      <rect x="0" y="0" width="100" height="100" fill="#FFFFFF"/>
      <rect x="10" y="10" width="50" height="50" fill="#FF0000" class="p0" data-role="card"/>
    </g>
  </svg>
  <view id="a-dark" viewBox="124 0 100 100"/>
  <svg x="124" y="0" width="100" height="100" viewBox="0 0 100 100" role="img" style="--p0:0">
    <title id="a-dark-title">Dark</title>
    <use href="#a-light-body"/>
  </svg>
</svg>
''',
        encoding="utf-8",
    )


def main() -> None:
    latin_data = subset_font(LATIN_SRC, LATIN_TEXT)
    hangul_data = subset_font(HANGUL_SRC, HANGUL_TEXT + " ")
    fonts = [Font(latin_data), Font(hangul_data)]
    style = style_block([(LATIN, latin_data), (HANGUL, hangul_data)])

    def card(title):
        d = Doc(title, 375, 300, fonts)
        d.rect(0, 0, 375, 300, "#f2f2f7")
        d.rect(24, 20, 327, 260, "#ffffff")
        return d

    # pass-layout: everything right.
    d = card("Fixture — correct layout, light")
    d.text((40, 36, 295, d.frame_height(17, 2)), 17, ["Delete this draft?", "This can’t be undone — really."])
    d.text((40, 100, 295, d.frame_height(15, 2)), 15, ["안녕하세요 모달 제목", "두개 버튼: 확인 / 취소 (OK)"])
    w = advance(fonts, "Save 저장", 13.5)
    d.text((61.25, 160, w, d.frame_height(13.5, 1)), 13.5, ["Save 저장"], align="start")
    d.text((40, 200, 295, d.frame_height(11, 3, 13)), 11,
           ["Settings 설정 · Search 검색 · Done 완료", "Next 다음 → Previous 이전", "AVAWAY To Ta fi fl ffi"],
           align="start", line_height=13)
    (HERE / "pass-layout.svg").write_text(d.render(style), encoding="utf-8")

    # fail-width-2pt: one line's data-width 2 pt too large.
    d = card("Fixture — data-width 2 pt off")
    d.text((40, 36, 295, d.frame_height(17, 2)), 17, ["Delete this draft?", "This can’t be undone."], width_bias={1: 2.0})
    d.text((40, 100, 295, d.frame_height(15, 1)), 15, ["확인 취소"])
    (HERE / "fail-width-2pt.svg").write_text(d.render(style), encoding="utf-8")

    # fail-overflow-right: a line 8 pt wider than its frame (centred, so it sticks out both sides by 4 pt).
    d = card("Fixture — line wider than its frame")
    w = advance(fonts, "Two buttons 두개 버튼", 16)
    d.text((60, 60, w - 8, d.frame_height(16, 1)), 16, ["Two buttons 두개 버튼"])
    d.text((40, 120, 295, d.frame_height(15, 1)), 15, ["OK"])
    (HERE / "fail-overflow-right.svg").write_text(d.render(style), encoding="utf-8")

    # fail-overflow-bottom: the frame is one line tall but holds two lines.
    d = card("Fixture — second line below the frame")
    d.text((40, 60, 295, d.frame_height(16, 1)), 16, ["First line", "second line 두번째"])
    (HERE / "fail-overflow-bottom.svg").write_text(d.render(style), encoding="utf-8")

    # pass-ignorables: ignorable code points the embedded fonts do not have, measured as zero.
    d = card("Fixture — default-ignorable code points")
    lines = ["zero\u200bwidth\u200bspace", "non\u200cjoiner\u200djoiner\u2060word", "vs\ufe00 vs\ufe0f vs\U000e0100!",
             "\ufeffBOM \u200eLRM\u200f RLM"]
    d.text((40, 36, 295, d.frame_height(16, 4)), 16, lines, align="start")
    lines = ["\u202eright to left\u202c then left", "\u2067isolate\u2069 \u202aembed\u202c 확인"]
    d.text((40, 150, 295, d.frame_height(15, 2)), 15, lines)
    (HERE / "pass-ignorables.svg").write_text(d.render(style), encoding="utf-8")

    # pass-soft-hyphen: "Donau\u00ADdampf\u00ADschiff\u00ADfahrt" broken after "dampf" as Specimen writes it.
    d = card("Fixture — a line broken at a soft hyphen")
    d.text((40, 36, 295, d.frame_height(17, 2)), 17, ["Donaudampf\u2010", "schifffahrt"], align="start")
    d.text((40, 110, 295, d.frame_height(15, 1)), 15, ["hyphen\u00adation kept mid-line"], align="start")
    (HERE / "pass-soft-hyphen.svg").write_text(d.render(style), encoding="utf-8")

    # fail-width-soft-hyphen: the soft hyphen measured as a visible hyphen, as Specimen once did.
    d = card("Fixture — soft hyphen measured as a hyphen")
    d.text((40, 60, 295, d.frame_height(16, 1)), 16, ["hyphen\u00adation"], measured=["hyphen-ation"])
    (HERE / "fail-width-soft-hyphen.svg").write_text(d.render(style), encoding="utf-8")

    # fail-font-missing-hyphen: the hyphen of a soft-hyphen break is not in the subset.
    no_hyphen = subset_font(LATIN_SRC, LATIN_TEXT.replace("\u2010", ""))
    d = Doc("Fixture — the hyphen of a break is not embedded", 375, 300, [Font(latin_data), fonts[1]])
    d.rect(0, 0, 375, 300, "#ffffff")
    d.text((40, 60, 295, d.frame_height(17, 2)), 17, ["Donaudampf\u2010", "schifffahrt"], align="start")
    (HERE / "fail-font-missing-hyphen.svg").write_text(
        d.render(style_block([(LATIN, no_hyphen), (HANGUL, hangul_data)])), encoding="utf-8"
    )

    # pass-blank-lines: "\n\n\n" is three blank lines, "a\n\nb" three lines, "a\n" one.
    d = card("Fixture — blank lines")
    d.text((40, 36, 295, d.frame_height(17, 3)), 17, ["", "", ""])
    d.text((40, 110, 295, d.frame_height(15, 3)), 15, ["a", "", "b"], align="start")
    d.text((40, 190, 295, d.frame_height(15, 1)), 15, ["a"], align="start")
    (HERE / "pass-blank-lines.svg").write_text(d.render(style), encoding="utf-8")

    # fail-overflow-blank-lines: three blank lines in a frame one line tall.
    d = card("Fixture — blank lines below the frame")
    d.text((40, 60, 295, d.frame_height(17, 1)), 17, ["", "", ""])
    (HERE / "fail-overflow-blank-lines.svg").write_text(d.render(style), encoding="utf-8")

    # pass-ink: line heights tighter than the ink of accented capitals, braces and bars (and than
    # the font's ascent + descent): the ink leaves the line box, which is allowed.
    d = card("Fixture — ink outside the line box")
    d.text((40, 36, 295, d.frame_height(20, 1, 20)), 20, ["ÅÉÎ { | } ÅÉÎ"], line_height=20)
    d.text((40, 80, 295, d.frame_height(17, 3, 17)), 17, ["ÄÖÜ Ÿ ÅÉÎ", "{ | } [ ] ( )", "gjpqy ÅÉÎ"],
           align="start", line_height=17)
    (HERE / "pass-ink.svg").write_text(d.render(style), encoding="utf-8")

    # fail-overflow-line-box: the frame is shorter than the line box, though "ace" would fit in it.
    d = card("Fixture — frame shorter than its line box")
    d.text((40, 60, 295, 14), 16, ["ace"], line_height=30)
    (HERE / "fail-overflow-line-box.svg").write_text(d.render(style), encoding="utf-8")

    # fail-overflow-baseline: the second line's baseline written one line height too low.
    d = card("Fixture — a baseline outside its line box")
    d.text((40, 60, 295, d.frame_height(16, 3)), 16, ["First line", "second line", "third line"],
           align="start", y_shift={1: Doc.line_height(16)})
    (HERE / "fail-overflow-baseline.svg").write_text(d.render(style), encoding="utf-8")

    # fail-font-broken: the embedded font data is corrupt (truncated), so Chromium falls back.
    d = card("Fixture — broken embedded font")
    d.text((40, 60, 295, d.frame_height(16, 1)), 16, ["Broken font"])
    broken = latin_data[:200]
    (HERE / "fail-font-broken.svg").write_text(
        d.render(style_block([(LATIN, broken), (HANGUL, hangul_data)])), encoding="utf-8"
    )

    # fail-font-missing-glyph: "é"/"è" are not in the embedded subset, so Chromium takes them from
    # whatever system font it falls back to. The data-width uses the full DejaVu Sans advances, as an
    # engine measuring with the unsubset font would: the width may or may not come out different
    # (depends on the fallback), but the glyph-coverage check must always fail it.
    full = Font(open(LATIN_SRC, "rb").read())
    d = Doc("Fixture — glyph missing from the embedded font", 375, 300, fonts + [full])
    d.rect(0, 0, 375, 300, "#ffffff")
    d.text((40, 60, 295, d.frame_height(16, 1)), 16, ["Café crème"])
    (HERE / "fail-font-missing-glyph.svg").write_text(d.render(style), encoding="utf-8")

    first_frame_fixtures(fonts, style)
    twin_fixture()

    for p in sorted(HERE.glob("*.svg")):
        print(f"{p.name}: {os.path.getsize(p)} bytes")


if __name__ == "__main__":
    main()
