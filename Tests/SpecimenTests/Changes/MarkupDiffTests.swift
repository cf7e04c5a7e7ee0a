import XCTest

@testable import Specimen

/// The report's line diff: shortest edit scripts, hunks with context, long lines shortened.
final class MarkupDiffTests: XCTestCase {
  private func script(_ old: String, _ new: String) -> String {
    (MarkupDiff.edits(old: old, new: new) ?? []).map {
      switch $0.kind {
      case .same: " " + $0.text
      case .removed: "-" + $0.text
      case .added: "+" + $0.text
      }
    }.joined(separator: "|")
  }

  func testShortestEditScripts() {
    XCTAssertEqual(script("a\nb\nc\n", "a\nb\nc\n"), " a| b| c")
    XCTAssertEqual(script("a\nb\nc", "a\nx\nc"), " a|-b|+x| c")
    XCTAssertEqual(script("", "a\nb"), "+a|+b")
    XCTAssertEqual(script("a\nb", ""), "-a|-b")
    XCTAssertEqual(script("a\nb\nc\nd", "b\nc\nd\ne"), "-a| b| c| d|+e")
    // Myers' classic example: ABCABBA to CBABAC takes five edits.
    let old = "A B C A B B A".split(separator: " ").joined(separator: "\n")
    let new = "C B A B A C".split(separator: " ").joined(separator: "\n")
    let edits = MarkupDiff.edits(old: old, new: new) ?? []
    XCTAssertEqual(edits.filter { $0.kind != .same }.count, 5)
    XCTAssertEqual(edits.filter { $0.kind != .added }.map(\.text), MarkupDiff.lines(old))
    XCTAssertEqual(edits.filter { $0.kind != .removed }.map(\.text), MarkupDiff.lines(new))
  }

  func testEditsRebuildBothTextsForRandomInputs() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator)!
      }
      let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator)!
      }
      let edits = MarkupDiff.edits(old: old, new: new, maximumChanges: 100)!
      XCTAssertEqual(edits.filter { $0.kind != .added }.map(\.text), old)
      XCTAssertEqual(edits.filter { $0.kind != .removed }.map(\.text), new)
      for edit in edits where edit.kind == .same {
        XCTAssertEqual(old[edit.oldIndex], edit.text)
        XCTAssertEqual(new[edit.newIndex], edit.text)
      }
    }
  }

  func testTooManyChangesGiveNil() {
    let old = (0..<50).map { "old \($0)" }
    let new = (0..<50).map { "new \($0)" }
    XCTAssertNil(MarkupDiff.edits(old: old, new: new, maximumChanges: 99))
    XCTAssertNotNil(MarkupDiff.edits(old: old, new: new, maximumChanges: 100))
  }

  func testHunksKeepThreeLinesOfContext() {
    let old = (1...20).map(String.init)
    var new = old
    new[9] = "ten"
    let hunks = MarkupDiff.hunks(MarkupDiff.edits(old: old, new: new)!)
    XCTAssertEqual(hunks.count, 1)
    XCTAssertEqual(hunks[0].oldStart, 7)
    XCTAssertEqual(hunks[0].newStart, 7)
    XCTAssertEqual(hunks[0].edits.map(\.text), ["7", "8", "9", "10", "ten", "11", "12", "13"])
  }

  func testLongLinesAreShortenedForDisplay() {
    let line = "src: url(data:font/ttf;base64," + String(repeating: "A", count: 5000) + ")"
    let shown = MarkupDiff.shortened(line)
    XCTAssertLessThan(shown.count, 300)
    XCTAssertTrue(shown.hasPrefix("src: url(data:font/ttf;base64,AAA"), shown)
    XCTAssertTrue(shown.contains("(\(line.count) characters)"), shown)
    XCTAssertEqual(MarkupDiff.shortened("short"), "short")
  }

  func testADiffPastItsComparisonBudgetIsNotMade() {
    // Runs of one repeated line give Myers' search long runs of equal lines on every diagonal.
    let old = (0..<400).map { $0 % 20 == 0 ? "x\($0)" : "a" }
    let new = (0..<400).map { $0 % 20 == 10 ? "y\($0)" : "a" }
    XCTAssertNotNil(MarkupDiff.edits(old: old, new: new))
    XCTAssertNil(MarkupDiff.edits(old: old, new: new, maximumComparisons: 100))
  }
}
