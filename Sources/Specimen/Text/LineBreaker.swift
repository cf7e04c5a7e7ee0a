/// Wraps text into lines: at spaces, between Chinese and Japanese characters, and inside a word
/// only when the word alone is wider than the line; cuts to a line limit with a trailing ellipsis.
///
/// Hangul breaks at spaces first, between syllables only when a word is wider than the line:
/// UIKit's `hangulWordPriority`, which iOS labels use by default.
///
/// Line feeds, carriage returns (`\r\n` is one break), U+2028 and U+2029 end a line; a tab is
/// measured and drawn as a space; a zero-width space (U+200B) is a break opportunity. Each character is measured once and lines are found with
/// running sums of advances (the fonts have no kerning, so widths add up), so wrapping and
/// truncating take time linear in the text's length.
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
    var paragraphs: [Paragraph] = []
    // Each line as a range of its paragraph, with where the rest of the paragraph starts.
    var lines: [(paragraph: Int, range: Range<Int>, rest: Int)] = []
    for characters in Self.paragraphs(of: text) {
      let paragraph = Paragraph(
        characters: characters, advances: measurer.advances(of: characters, style: style))
      var cursor = 0
      for range in paragraph.wrap(limit: limit) {
        if range.isEmpty || characters[range.lowerBound] != " " {
          while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
        }
        lines.append((paragraphs.count, range, cursor))
        cursor = min(cursor + range.count, characters.count)
      }
      paragraphs.append(paragraph)
    }
    var texts = lines.map { String(paragraphs[$0.paragraph].characters[$0.range]) }
    if let lineLimit, lineLimit > 0, lines.count > lineLimit {
      // The last line shown fills with its own paragraph and ends in "…" (tail truncation);
      // it never borrows text from the next paragraph.
      let last = lines[lineLimit - 1]
      let ellipsis = measurer.advances(of: ["…"], style: style)[0]
      texts =
        Array(texts.prefix(lineLimit - 1))
        + [paragraphs[last.paragraph].truncate(from: last.rest, limit: limit, ellipsis: ellipsis)]
    }
    return texts.map(measure(style: style))
  }

  private func measure(style: TypeStyle) -> (String) -> MeasuredLine {
    { text in
      let runs = measurer.runs(of: text, style: style)
      return MeasuredLine(text: text, width: runs.reduce(0) { $0 + $1.width }, runs: runs)
    }
  }

  /// The paragraphs of `text`, split at line feeds, carriage returns, `\r\n`, U+2028 and U+2029;
  /// tabs become spaces.
  static func paragraphs(of text: String) -> [[Character]] {
    var paragraphs: [[Character]] = []
    var current: [Character] = []
    for character in text {
      switch character {
      case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}":
        paragraphs.append(current)
        current = []
      case "\t":
        current.append(" ")
      default:
        current.append(character)
      }
    }
    paragraphs.append(current)
    return paragraphs
  }

  /// Splits a paragraph into unbreakable units, each carrying its trailing spaces.
  static func units(of paragraph: Substring) -> [String] {
    let characters = Array(paragraph)
    return units(of: characters).map { String(characters[$0]) }
  }

  /// The unbreakable units of `characters` as ranges, each carrying its trailing spaces.
  static func units(of characters: [Character]) -> [Range<Int>] {
    var units: [Range<Int>] = []
    var start = 0
    for index in characters.indices.dropFirst() {
      let (previous, character) = (characters[index - 1], characters[index])
      let breakBefore: Bool
      if character == " " {
        breakBefore = false
      } else if previous == " " || previous == "\u{200B}" {
        breakBefore = true  // after spaces, and after a zero-width space (a break opportunity)
      } else {
        breakBefore =
          (isCJK(previous) || isCJK(character)) && !isClosingPunctuation(character)
          && !isOpeningPunctuation(previous)
      }
      if breakBefore {
        units.append(start..<index)
        start = index
      }
    }
    if start < characters.count { units.append(start..<characters.count) }
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

/// One paragraph's characters with the advance of each, measured once.
private struct Paragraph {
  var characters: [Character]
  var advances: [Double]

  /// A stretch `start..<end` of the paragraph with its running widths.
  struct Stretch {
    var start: Int
    var end: Int
    /// The width of the whole stretch.
    var width = 0.0
    /// The end of the stretch without its trailing spaces.
    var trimmedEnd: Int
    /// The width without trailing spaces.
    var trimmedWidth = 0.0

    init(at start: Int) {
      self.start = start
      self.end = start
      self.trimmedEnd = start
    }

    var isEmpty: Bool { end == start }
    var trimmed: Range<Int> { start..<trimmedEnd }
  }

  /// `stretch` with the next character added.
  func extended(_ stretch: Stretch) -> Stretch {
    var next = stretch
    next.width += advances[stretch.end]
    next.end += 1
    if characters[stretch.end] != " " {
      next.trimmedEnd = next.end
      next.trimmedWidth = next.width
    }
    return next
  }

  /// Greedy wrapping: the range of each line, trailing spaces left out.
  func wrap(limit: Double) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var line = Stretch(at: 0)
    for unit in LineBreaker.units(of: characters) {
      if !line.isEmpty {
        var candidate = line
        while candidate.end < unit.upperBound { candidate = extended(candidate) }
        if candidate.trimmedWidth <= limit {
          line = candidate
          continue
        }
        lines.append(line.trimmed)
      }
      var start = unit.lowerBound
      if !line.isEmpty {
        while start < unit.upperBound, characters[start] == " " { start += 1 }
      }
      line = fill(from: start, to: unit.upperBound, limit: limit, into: &lines)
    }
    lines.append(line.trimmed)
    return lines
  }

  /// The line `start..<end`; while it is wider than the limit and longer than one character,
  /// its longest prefix that fits (at least one character) goes to `lines` and the rest, less
  /// its leading spaces, is what remains. Each character is added once.
  private func fill(from start: Int, to end: Int, limit: Double, into lines: inout [Range<Int>])
    -> Stretch
  {
    var head = Stretch(at: start)
    if start < end { head = extended(head) }
    while head.end < end {
      let next = extended(head)
      if next.trimmedWidth > limit {
        lines.append(head.trimmed)
        var rest = head.end
        while rest < end, characters[rest] == " " { rest += 1 }
        head = Stretch(at: rest)
        if rest < end { head = extended(head) }
      } else {
        head = next
      }
    }
    return head
  }

  /// The paragraph from `start` cut to one line ending in `…`: the longest prefix that fits with
  /// it (trailing spaces dropped), or `…` alone.
  func truncate(from start: Int, limit: Double, ellipsis: Double) -> String {
    var kept = Stretch(at: start)
    var fitting: Range<Int>?
    while true {
      if kept.trimmedWidth + ellipsis <= limit {
        fitting = kept.trimmed
      } else {
        break
      }
      guard kept.end < characters.count else { break }
      kept = extended(kept)
    }
    return fitting.map { String(characters[$0]) + "…" } ?? "…"
  }
}
