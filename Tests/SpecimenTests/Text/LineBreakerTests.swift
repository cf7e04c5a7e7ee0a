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
