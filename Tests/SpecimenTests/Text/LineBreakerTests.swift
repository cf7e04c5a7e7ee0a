import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Wrapping at spaces and between CJK characters, Hangul word priority, and truncation.
final class LineBreakerTests: XCTestCase {
  private let breaker = LineBreaker(measurer: TextMeasurer(fonts: TestResources.fonts))
  private let style = Typography.message

  private func width(_ text: String) -> Double {
    TextMeasurer(fonts: TestResources.fonts).width(of: text, style: style)
  }

  func testWrapsAtSpacesAndDropsTrailingSpaces() {
    let limit = width("one two") + 0.01
    let lines = breaker.lines(of: "one two three four", style: style, maxWidth: limit)
    XCTAssertEqual(lines.first?.text, "one two")
    XCTAssertEqual(lines.map(\.text).joined(separator: " "), "one two three four")
    for line in lines {
      XCTAssertFalse(line.text.hasSuffix(" "))
      XCTAssertLessThanOrEqual(line.width, limit)
      XCTAssertEqual(line.width, width(line.text), accuracy: 1e-9)
    }
  }

  func testWidthIsTheSumOfHmtxAdvances() throws {
    let inter = try XCTUnwrap(TestResources.fonts.faces(for: style).first?.font)
    let units = "Hello".unicodeScalars.map { inter.advanceWidth(of: $0)! }.reduce(0, +)
    XCTAssertEqual(width("Hello"), Double(units) * 15 / Double(inter.unitsPerEm), accuracy: 1e-9)
  }

  func testBreaksBetweenChineseAndJapaneseCharactersButNotBeforeClosingPunctuation() {
    XCTAssertEqual(LineBreaker.units(of: "日本語。"), ["日", "本", "語。"])
    XCTAssertEqual(LineBreaker.units(of: "かな"), ["か", "な"])
  }

  func testHangulBreaksAtSpacesFirst() {
    XCTAssertEqual(LineBreaker.units(of: "사진을 삭제할까요?"), ["사진을 ", "삭제할까요?"])
    let limit = width("삭제할까요?") + 0.01
    let lines = breaker.lines(of: "사진을 삭제할까요?", style: style, maxWidth: limit)
    XCTAssertEqual(lines.map(\.text), ["사진을", "삭제할까요?"])
  }

  func testAWordWiderThanTheLineBreaksBetweenCharacters() {
    let limit = width("abcdef") + 0.01
    let lines = breaker.lines(of: "abcdefghijkl", style: style, maxWidth: limit)
    XCTAssertGreaterThan(lines.count, 1)
    XCTAssertEqual(lines.map(\.text).joined(), "abcdefghijkl")
    XCTAssertTrue(lines.allSatisfy { $0.width <= limit })
  }

  func testLineLimitEndsTheLastLineInAnEllipsis() {
    let limit = width("one two three") + 0.01
    let lines = breaker.lines(
      of: "one two three four five six seven eight", style: style, maxWidth: limit, lineLimit: 2)
    XCTAssertEqual(lines.count, 2)
    XCTAssertTrue(lines[1].text.hasSuffix("…"), lines[1].text)
    XCTAssertLessThanOrEqual(lines[1].width, limit)
  }

  func testNewlinesForceBreaksAndNoLimitMeansOneLine() {
    let lines = breaker.lines(of: "first\nsecond line", style: style, maxWidth: nil)
    XCTAssertEqual(lines.map(\.text), ["first", "second line"])
  }

  func testKoreanIsMeasuredWithTheHangulFaceAndLatinWithInter() {
    let runs = TextMeasurer(fonts: TestResources.fonts).runs(of: "OK 취소", style: style)
    XCTAssertEqual(runs.map(\.typefaceID), ["inter-regular", "hangul-regular"])
    XCTAssertEqual(runs.map(\.text), ["OK ", "취소"])
  }

  func testLineLimitNeverJoinsParagraphs() {
    let lines = breaker.lines(of: "Short\nSecond", style: style, maxWidth: 200, lineLimit: 1)
    XCTAssertEqual(lines.map(\.text), ["Short…"])
    let japanese = breaker.lines(
      of: "日本語のテキスト\n二行目", style: style, maxWidth: 300, lineLimit: 1)
    XCTAssertEqual(japanese.count, 1)
    XCTAssertFalse(japanese[0].text.contains(" "), japanese[0].text)
  }

  func testTheLastLineFillsWithItsOwnParagraphBeforeTheEllipsis() {
    let limit = width("one two thr") + 0.01
    let lines = breaker.lines(
      of: "one two three four", style: style, maxWidth: limit, lineLimit: 1)
    XCTAssertEqual(lines.count, 1)
    XCTAssertTrue(lines[0].text.hasPrefix("one two"), lines[0].text)
    XCTAssertTrue(lines[0].text.hasSuffix("…"), lines[0].text)
    XCTAssertLessThanOrEqual(lines[0].width, limit)
  }
}

/// Line ends of every platform, tabs, zero-width spaces, and text far longer than its line.
final class LineBreakerLineEndTests: XCTestCase {
  private let breaker = LineBreaker(measurer: TextMeasurer(fonts: TestResources.fonts))
  private let style = Typography.message

  private func texts(_ text: String, maxWidth: Double? = nil, lineLimit: Int? = nil) -> [String] {
    breaker.lines(of: text, style: style, maxWidth: maxWidth, lineLimit: lineLimit).map(\.text)
  }

  func testCarriageReturnsBreakLinesLikeLineFeeds() {
    XCTAssertEqual(texts("first\r\nsecond"), ["first", "second"], "CRLF is one break")
    XCTAssertEqual(texts("first\rsecond"), ["first", "second"])
    XCTAssertEqual(texts("a\r\n\r\nb"), ["a", "", "b"])
    XCTAssertEqual(texts("a\n\rb"), ["a", "", "b"], "LF then CR are two breaks")
    XCTAssertEqual(texts("a\u{2028}b\u{2029}c"), ["a", "b", "c"])
    XCTAssertEqual(texts("사진\r\n을\u{2029}저장"), ["사진", "을", "저장"], "Korean between breaks")
    XCTAssertEqual(texts("a\r\n"), ["a"], "a final break starts no line (UIKit, CSS)")
    XCTAssertEqual(texts("Short\r\nSecond", maxWidth: 200, lineLimit: 1), ["Short…"])
  }

  func testCRLFTextWrapsExactlyAsLFText() {
    let lf = "Payment failed.\nUpdate your payment details within 7 days.\nNothing is deleted."
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    XCTAssertEqual(crlf.count, lf.count, "Swift sees each CRLF as one character")
    XCTAssertEqual(
      breaker.lines(of: crlf, style: style, maxWidth: 120),
      breaker.lines(of: lf, style: style, maxWidth: 120))
  }

  func testATabIsMeasuredAndDrawnAsASpace() {
    let tabbed = breaker.lines(of: "Name\tValue", style: style, maxWidth: nil)
    let spaced = breaker.lines(of: "Name Value", style: style, maxWidth: nil)
    XCTAssertEqual(tabbed, spaced)
    XCTAssertEqual(tabbed.map(\.text), ["Name Value"])
    let width = TextMeasurer(fonts: TestResources.fonts).width(of: "Name", style: style)
    XCTAssertEqual(texts("Name\tValue", maxWidth: width + 1), ["Name", "Value"])
  }

  func testAZeroWidthSpaceIsABreakOpportunity() {
    let url = "https://example.com/\u{200B}a/\u{200B}very/\u{200B}long/\u{200B}path"
    let width = TextMeasurer(fonts: TestResources.fonts).width(
      of: "https://example.com/\u{200B}a/", style: style)
    let lines = texts(url, maxWidth: width + 0.01)
    XCTAssertEqual(lines.first, "https://example.com/\u{200B}a/\u{200B}")
    XCTAssertEqual(lines.joined(), url, "nothing is lost or added")
  }

  func testATenThousandCharacterWordWrapsOrIsCutToFit() {
    let word = String(repeating: "Donaudampfschiff", count: 625)
    XCTAssertEqual(word.count, 10_000)
    let wrapped = breaker.lines(of: word, style: style, maxWidth: 238)
    XCTAssertEqual(wrapped.map(\.text).joined(), word)
    XCTAssertTrue(wrapped.allSatisfy { $0.width <= 238 })
    XCTAssertTrue(wrapped.dropLast().allSatisfy { $0.width > 200 }, "lines are filled")
    let cut = breaker.lines(of: word, style: style, maxWidth: 238, lineLimit: 1)
    XCTAssertEqual(cut.count, 1)
    XCTAssertTrue(cut[0].text.hasSuffix("…"))
    XCTAssertTrue(word.hasPrefix(cut[0].text.dropLast()))
    XCTAssertLessThanOrEqual(cut[0].width, 238)
    let words = String(repeating: "word ", count: 800)
    let title = breaker.lines(of: words, style: style, maxWidth: 238, lineLimit: 1)
    XCTAssertEqual(title.count, 1)
    XCTAssertTrue(title[0].text.hasPrefix("word word"), title[0].text)
    XCTAssertTrue(title[0].text.hasSuffix("…"), title[0].text)
    XCTAssertLessThanOrEqual(title[0].width, 238)
    XCTAssertGreaterThan(title[0].width, 220, "the line is filled before the ellipsis")
  }

  func testAnEllipsisWiderThanTheLineIsAllThatIsLeft() {
    XCTAssertEqual(texts("Delete this photo?\nNow", maxWidth: 1, lineLimit: 1), ["…"])
  }
}

/// Blank lines, default-ignorable code points and soft hyphens, measured as UIKit and Chromium
/// draw them.
final class LineBreakerInvisibleTextTests: XCTestCase {
  private let measurer = TextMeasurer(fonts: TestResources.fonts)
  private lazy var breaker = LineBreaker(measurer: measurer)
  private let style = Typography.message

  private func width(_ text: String) -> Double { measurer.width(of: text, style: style) }

  func testBlankLinesAreLinesAndAFinalBreakAddsNone() {
    XCTAssertEqual(
      breaker.lines(of: "\n\n\n", style: style, maxWidth: 200).map(\.text), ["", "", ""])
    XCTAssertEqual(
      breaker.lines(of: "a\n\nb", style: style, maxWidth: 200).map(\.text), ["a", "", "b"])
    XCTAssertEqual(breaker.lines(of: "a\n", style: style, maxWidth: 200).map(\.text), ["a"])
    XCTAssertEqual(breaker.lines(of: "\n", style: style, maxWidth: 200).map(\.text), [""])
    XCTAssertEqual(breaker.lines(of: "a\n\n", style: style, maxWidth: 200).map(\.text), ["a", ""])
    for line in breaker.lines(of: "\n\n\n", style: style, maxWidth: 200) {
      XCTAssertEqual(line.width, 0)
    }
  }

  func testEveryDefaultIgnorableCodePointIsZeroWide() {
    let ignorables: [Unicode.Scalar] = [
      "\u{AD}", "\u{34F}", "\u{61C}", "\u{180E}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}",
      "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2060}",
      "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FE00}", "\u{FE0F}", "\u{FEFF}",
      "\u{E0001}", "\u{E0100}", "\u{E01EF}",
    ]
    let plain = width("ab")
    XCTAssertGreaterThan(plain, 0)
    for scalar in ignorables {
      XCTAssertTrue(IgnorableCharacter.isIgnorable(scalar), ContentCharacter.name(of: scalar))
      let text = "a" + String(scalar) + "b"
      XCTAssertEqual(width(text), plain, accuracy: 1e-9, ContentCharacter.name(of: scalar))
      XCTAssertEqual(width(String(scalar)), 0, ContentCharacter.name(of: scalar))
      XCTAssertEqual(
        TestResources.fonts.uncoveredScalars(in: text, style: style), [],
        "\(ContentCharacter.name(of: scalar)) needs no glyph")
    }
    // Inter maps U+00AD to a visible hyphen and U+200B to a glyph: neither is drawn.
    let inter = try! XCTUnwrap(TestResources.fonts.faces(for: style).first?.font)
    XCTAssertGreaterThan(inter.advanceWidth(of: "\u{AD}") ?? 0, 0)
  }

  func testHangulFillersAreDrawnWithTheirGlyphAsHarfBuzzDoes() {
    XCTAssertFalse(IgnorableCharacter.isIgnorable("\u{3164}" as Unicode.Scalar))
    XCTAssertTrue(("\u{3164}" as Unicode.Scalar).properties.isDefaultIgnorableCodePoint)
    XCTAssertGreaterThan(width("\u{3164}"), 5, "Specimen Hangul's U+3164 is as wide as a syllable")
    XCTAssertEqual(
      TestResources.fonts.uncoveredScalars(in: "\u{FFA0}", style: style), ["\u{FFA0}"],
      "no bundled face has U+FFA0, and Chromium would draw it from a system font")
  }

  func testIgnorablesJoinTheRunOfTheirNeighbour() {
    let runs = measurer.runs(of: "\u{200E}OK\u{200D}취소\u{FE0F}", style: style)
    XCTAssertEqual(runs.map(\.typefaceID), ["inter-regular", "hangul-regular"])
    XCTAssertEqual(runs.map(\.text).joined(), "\u{200E}OK\u{200D}취소\u{FE0F}")
    XCTAssertEqual(runs.map(\.width).reduce(0, +), width("OK취소"), accuracy: 1e-9)
    let only = measurer.runs(of: "\u{200B}", style: style)
    XCTAssertEqual(only.map(\.width), [0])
  }

  func testASoftHyphenAwayFromABreakIsInvisibleAndLeftOut() {
    let lines = breaker.lines(of: "hyphen\u{AD}ation", style: style, maxWidth: nil)
    XCTAssertEqual(lines.map(\.text), ["hyphenation"])
    XCTAssertEqual(lines[0].width, width("hyphenation"), accuracy: 1e-9)
    XCTAssertEqual(width("hyphen\u{AD}ation"), width("hyphenation"), accuracy: 1e-9)
  }

  func testALineBreakingAtASoftHyphenEndsWithAMeasuredHyphen() {
    let text = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrt"
    let hyphen = "\u{2010}"
    let limit = width("Donaudampf" + hyphen) + 0.01
    let lines = breaker.lines(of: text, style: style, maxWidth: limit)
    XCTAssertEqual(lines.map(\.text), ["Donaudampf\u{2010}", "schifffahrt"])
    XCTAssertEqual(lines[0].width, width("Donaudampf\u{2010}"), accuracy: 1e-9)
    XCTAssertGreaterThan(lines[0].width, width("Donaudampf"), "the hyphen is measured")
    for line in lines { XCTAssertLessThanOrEqual(line.width, limit) }
  }

  func testTheHyphenMustFitOrTheLineBreaksAtAnEarlierOpportunity() {
    // "Donaudampf" fits, "Donaudampf‐" does not: the line breaks at the soft hyphen before.
    let limit = width("Donaudampf") + 0.01
    XCTAssertGreaterThan(width("Donaudampf\u{2010}"), limit)
    let lines = breaker.lines(
      of: "Donau\u{AD}dampf\u{AD}schiff", style: style, maxWidth: limit)
    XCTAssertEqual(lines.map(\.text), ["Donau\u{2010}", "dampfschiff"])
    for line in lines { XCTAssertLessThanOrEqual(line.width, limit) }
  }

  func testASoftHyphenAtTheEndIsNoBreak() {
    let limit = width("Donau") + 0.01
    XCTAssertEqual(
      breaker.lines(of: "Donau\u{AD}", style: style, maxWidth: limit).map(\.text), ["Donau"])
  }

  func testAWordTooWideForItsLineBreaksBetweenCharactersAndStillFitsWithItsHyphens() {
    let limit = width("Dona") + 0.01
    let lines = breaker.lines(of: "Donau\u{AD}schiff", style: style, maxWidth: limit)
    XCTAssertGreaterThan(lines.count, 2)
    XCTAssertEqual(lines.map { $0.text.filter { $0 != "\u{2010}" } }.joined(), "Donauschiff")
    for line in lines { XCTAssertLessThanOrEqual(line.width, limit, line.text) }
    XCTAssertFalse(lines.contains { $0.text.contains("\u{AD}") })
  }

  func testASoftHyphenOrZeroWidthSpaceAtTheStartIsNoBreak() {
    XCTAssertEqual(LineBreaker.units(of: "\u{AD}abc def"), ["\u{AD}abc ", "def"])
    XCTAssertEqual(LineBreaker.units(of: "\u{200B}abc"), ["\u{200B}abc"])
    XCTAssertEqual(LineBreaker.units(of: "ab\u{AD}cd"), ["ab\u{AD}", "cd"])
  }

  func testASoftHyphenBeforeASpaceShowsNoHyphen() {
    let limit = width("ab") + 0.01
    XCTAssertEqual(
      breaker.lines(of: "ab\u{AD} cd", style: style, maxWidth: limit).map(\.text), ["ab", "cd"])
  }

  func testTheHyphenIsHyphenMinusWhenTheFirstFaceLacksU2010() throws {
    XCTAssertEqual(LineBreaker.hyphen(for: style, in: TestResources.fonts), "\u{2010}")
    let hangul = try XCTUnwrap(
      TestResources.fonts.face(family: "Specimen Hangul", weight: .regular))
    XCTAssertNil(hangul.font.glyph(for: "\u{2010}"))
    let book = FontBook(faces: [hangul], defaultFamily: "Specimen Hangul")
    let hangulStyle = TypeStyle("k", weight: .regular, size: 15, lineHeight: 20)
    XCTAssertEqual(LineBreaker.hyphen(for: hangulStyle, in: book), "-")
  }

  func testTruncationLeavesSoftHyphensOut() {
    let lines = breaker.lines(
      of: "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesellschaft", style: style,
      maxWidth: width("Donaudampfschiff…") + 0.01, lineLimit: 1)
    XCTAssertEqual(lines.map(\.text), ["Donaudampfschiff…"])
  }
}
