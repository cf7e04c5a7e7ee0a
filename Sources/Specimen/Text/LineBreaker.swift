/// Wraps text into lines: at spaces, between Chinese and Japanese characters, and inside a word
/// only when the word alone is wider than the line; cuts to a line limit with a trailing ellipsis.
///
/// Hangul breaks at spaces first, between syllables only when a word is wider than the line:
/// UIKit's `hangulWordPriority`, which iOS labels use by default.
public struct LineBreaker: Sendable {
  /// The measurer widths come from.
  public let measurer: TextMeasurer

  /// Creates a line breaker.
  public init(measurer: TextMeasurer) {
    self.measurer = measurer
  }

  /// The lines of `text` no wider than `maxWidth` (nil: no wrapping), at most `lineLimit`.
  public func lines(
    of text: String, style: TypeStyle, maxWidth: Double?, lineLimit: Int? = nil
  ) -> [MeasuredLine] {
    let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
    // Each line with the rest of its paragraph from where the line starts.
    var lines: [(text: String, rest: Substring)] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var cursor = paragraph.startIndex
      for line in wrap(paragraph, style: style, limit: limit) {
        if !line.hasPrefix(" ") {
          while cursor < paragraph.endIndex, paragraph[cursor] == " " {
            cursor = paragraph.index(after: cursor)
          }
        }
        lines.append((line, paragraph[cursor...]))
        cursor =
          paragraph.index(cursor, offsetBy: line.count, limitedBy: paragraph.endIndex)
          ?? paragraph.endIndex
      }
    }
    var texts = lines.map(\.text)
    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      // The last line shown fills with its own paragraph and ends in "…" (tail truncation);
      // it never borrows text from the next paragraph.
      let last = lines[lineLimit - 1]
      texts =
        Array(texts.prefix(lineLimit - 1))
        + [truncate(String(last.rest), style: style, limit: limit, moreFollows: true)]
    }
    return texts.map(measure(style: style))
  }

  private func measure(style: TypeStyle) -> (String) -> MeasuredLine {
    { text in
      let runs = measurer.runs(of: text, style: style)
      return MeasuredLine(text: text, width: runs.reduce(0) { $0 + $1.width }, runs: runs)
    }
  }

  /// Greedy wrapping of one paragraph.
  private func wrap(_ paragraph: Substring, style: TypeStyle, limit: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for unit in Self.units(of: paragraph) {
      let candidate = line + unit
      if line.isEmpty || width(of: trimmed(candidate), style) <= limit {
        line = candidate
      } else {
        lines.append(trimmed(line))
        line = unit.drop { $0 == " " }.description
      }
      // A single unit wider than the line is broken between characters.
      while width(of: trimmed(line), style) > limit, line.count > 1 {
        var head = ""
        for character in line {
          if !head.isEmpty, width(of: trimmed(head + String(character)), style) > limit { break }
          head.append(character)
        }
        lines.append(trimmed(head))
        line = String(line.dropFirst(head.count).drop { $0 == " " })
      }
    }
    lines.append(trimmed(line))
    return lines
  }

  /// Cuts `text` to one line ending in `…`, the longest prefix that fits with it.
  private func truncate(_ text: String, style: TypeStyle, limit: Double, moreFollows: Bool)
    -> String
  {
    if !moreFollows, width(of: text, style) <= limit { return text }
    let candidate = trimmed(text) + "…"
    if width(of: candidate, style) <= limit { return candidate }
    var kept = Substring(text)
    while !kept.isEmpty {
      kept = kept.dropLast()
      let candidate = trimmed(String(kept)) + "…"
      if width(of: candidate, style) <= limit { return candidate }
    }
    return "…"
  }

  private func width(of text: String, _ style: TypeStyle) -> Double {
    measurer.width(of: text, style: style)
  }

  private func trimmed(_ text: String) -> String {
    var result = Substring(text)
    while result.last == " " { result = result.dropLast() }
    return String(result)
  }

  /// Splits a paragraph into unbreakable units, each carrying its trailing spaces.
  static func units(of paragraph: Substring) -> [String] {
    var units: [String] = []
    var current = ""
    var previous: Character?
    for character in paragraph {
      let breakBefore: Bool
      if let previous {
        if character == " " {
          breakBefore = false
        } else if previous == " " {
          breakBefore = true
        } else {
          breakBefore =
            (isCJK(previous) || isCJK(character)) && !isClosingPunctuation(character)
            && !isOpeningPunctuation(previous)
        }
      } else {
        breakBefore = false
      }
      if breakBefore, !current.isEmpty {
        units.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { units.append(current) }
    return units
  }

  /// Kana, CJK ideographs and CJK punctuation: a line may break on either side. Hangul is not
  /// here: it breaks at spaces, like words.
  static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0xFF00...0xFFEF, 0x20000...0x2FFFF:
      return true
    default:
      return false
    }
  }

  private static func isClosingPunctuation(_ character: Character) -> Bool {
    ".,!?:;)]}…%·、。〉》」』】〕！），．：；？".contains(character)
  }

  private static func isOpeningPunctuation(_ character: Character) -> Bool {
    "([{〈《「『【〔（".contains(character)
  }
}
