import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The linear-time ``LineBreaker`` breaks exactly where the straightforward quadratic breaker
/// (re-measure the whole candidate for every unit and character) does, on seeded random text.
/// The texts are drawn one by one from the seed, so the default run's are the soak run's first.
final class LineBreakerReferenceTests: XCTestCase {
  private let measurer = TextMeasurer(fonts: TestResources.fonts)

  func testMatchesTheQuadraticReferenceOnRandomText() {
    let breaker = LineBreaker(measurer: measurer)
    let reference = ReferenceLineBreaker(measurer: measurer)
    let pieces = [
      "a", "W", "i", "m", " ", " ", " ", "  ", "日", "本", "語", "。", "「", "」", "(", ")", "사",
      "진", "을", "\n", "é", "e\u{301}", "-", "…", "1", ".", ",", "!", "OK", "delete", "Lisbon",
      "\u{200B}", "🙂", "\u{5D0}", "\u{AD}", "\u{AD}", "\u{200D}", "\u{FE0F}", "\u{202E}",
      // A combining mark alone joins what precedes it: a space, a soft hyphen or a zero-width
      // space with one is none of them.
      "\u{301}",
    ]
    var random = SeededRandom(seed: 0x5EED_0006)
    // 1,500 texts by default, 15,000 with SPECIMEN_SOAK=1 (the first 1,500 are the same).
    for trial in 0..<Soak.count(fast: 1_500, soak: 15_000) {
      let length = Int.random(in: 0...36, using: &random)
      let text = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
      let style = [TypeStyle.body, .headline].randomElement(using: &random)!
      // Widths that land exactly on a prefix's width, between, and none.
      let prefix = String(text.prefix(Int.random(in: 0...max(0, text.count), using: &random)))
      let maxWidth: Double? =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: nil
        case 1: measurer.width(of: prefix, style: style)
        case 2: Double.random(in: 0...60, using: &random)
        default: Double.random(in: 0...240, using: &random)
        }
      let lineLimit = [nil, 1, 2, 3].randomElement(using: &random)!
      let fast = breaker.lines(of: text, style: style, maxWidth: maxWidth, lineLimit: lineLimit)
      let slow = reference.lines(of: text, style: style, maxWidth: maxWidth, lineLimit: lineLimit)
      if fast != slow {
        XCTFail(
          "trial \(trial): \(DiagnosticText.quoted(text)) width \(String(describing: maxWidth)) "
            + "limit \(String(describing: lineLimit)):\n\(fast.map(\.text))\n\(slow.map(\.text))")
        return
      }
    }
  }
}

/// The line breaker as it was before it became linear, with soft hyphens added the
/// straightforward way: correct, but quadratic in the length of a word or a truncated line. Kept
/// only as the test's oracle (it knows nothing of `\r` or tab).
private struct ReferenceLineBreaker {
  let measurer: TextMeasurer

  func lines(of text: String, style: TypeStyle, maxWidth: Double?, lineLimit: Int?)
    -> [MeasuredLine]
  {
    let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
    let hyphen: Character =
      measurer.fonts.faces(for: style).first?.font.glyph(for: "\u{2010}") != nil ? "\u{2010}" : "-"
    var lines: [(text: String, rest: Substring)] = []
    var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { paragraphs.removeLast() }  // a final break starts no paragraph
    for paragraph in paragraphs {
      var cursor = paragraph.startIndex
      for line in wrap(paragraph, style: style, limit: limit) {
        if !line.source.hasPrefix(" ") {
          while cursor < paragraph.endIndex, paragraph[cursor] == " " {
            cursor = paragraph.index(after: cursor)
          }
        }
        lines.append(
          (drawn(line.source) + (line.hyphenated ? String(hyphen) : ""), paragraph[cursor...]))
        cursor =
          paragraph.index(cursor, offsetBy: line.source.count, limitedBy: paragraph.endIndex)
          ?? paragraph.endIndex
      }
    }
    var texts = lines.map(\.text)
    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      let last = lines[lineLimit - 1]
      texts =
        Array(texts.prefix(lineLimit - 1)) + [drawn(truncate(String(last.rest), style, limit))]
    }
    return texts.map { text in
      let runs = measurer.runs(of: text, style: style)
      return MeasuredLine(text: text, width: runs.reduce(0) { $0 + $1.width }, runs: runs)
    }
  }

  /// The lines of a paragraph as its own characters (trailing spaces cut), each with whether it
  /// breaks at a soft hyphen.
  private func wrap(_ paragraph: Substring, style: TypeStyle, limit: Double)
    -> [(source: String, hyphenated: Bool)]
  {
    let hyphen = measurer.width(
      of: measurer.fonts.faces(for: style).first?.font.glyph(for: "\u{2010}") != nil
        ? "\u{2010}" : "-", style: style)
    let units = LineBreaker.units(of: paragraph)
    // A line that is `text` breaks at a soft hyphen when it ends in one before the paragraph ends.
    func hyphenated(_ text: String, atEnd: Bool) -> Bool { !atEnd && text.last == "\u{AD}" }
    func lineWidth(_ text: String, atEnd: Bool) -> Double {
      width(trimmed(text), style) + (hyphenated(text, atEnd: atEnd) ? hyphen : 0)
    }
    var lines: [(source: String, hyphenated: Bool)] = []
    var line = ""
    var fitting: (text: String, next: Int)?
    var index = 0
    while index < units.count {
      let candidate = line + units[index]
      if width(trimmed(candidate), style) <= limit {
        line = candidate
        index += 1
        if lineWidth(candidate, atEnd: index == units.count) <= limit {
          fitting = (candidate, index)
        }
        continue
      }
      if let (text, next) = fitting {
        lines.append((trimmed(text), hyphenated(text, atEnd: false)))
        line = ""
        index = next
        fitting = nil
        continue
      }
      var rest = candidate
      while width(trimmed(rest), style) > limit, rest.count > 1 {
        var head = ""
        for character in rest {
          if !head.isEmpty, width(trimmed(head + String(character)), style) > limit { break }
          head.append(character)
        }
        lines.append((trimmed(head), false))
        rest = String(rest.dropFirst(head.count).drop { $0 == " " })
      }
      line = rest
      index += 1
      fitting =
        lineWidth(rest, atEnd: index == units.count) <= limit ? (rest, index) : nil
    }
    lines.append((trimmed(line), false))
    return lines
  }

  /// `text` as drawn: without soft hyphens.
  private func drawn(_ text: String) -> String {
    text.filter { $0 != "\u{AD}" }
  }

  private func truncate(_ text: String, _ style: TypeStyle, _ limit: Double) -> String {
    let candidate = trimmed(text) + "…"
    if width(candidate, style) <= limit { return candidate }
    var kept = Substring(text)
    while !kept.isEmpty {
      kept = kept.dropLast()
      let candidate = trimmed(String(kept)) + "…"
      if width(candidate, style) <= limit { return candidate }
    }
    return "…"
  }

  private func width(_ text: String, _ style: TypeStyle) -> Double {
    measurer.width(of: text, style: style)
  }

  private func trimmed(_ text: String) -> String {
    var result = Substring(text)
    while result.last == " " { result = result.dropLast() }
    return String(result)
  }
}
