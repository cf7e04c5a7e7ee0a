/// Wraps text into lines: at spaces, between Chinese and Japanese characters, at soft hyphens,
/// and inside a word only when the word alone is wider than the line; cuts to a line limit with a
/// trailing ellipsis.
///
/// Hangul breaks at spaces first, between syllables only when a word is wider than the line:
/// UIKit's `hangulWordPriority`, which iOS labels use by default.
///
/// Line feeds, carriage returns (`\r\n` is one break), U+2028 and U+2029 end a line; a line
/// break that ends the text adds no empty line after it (as in UIKit and CSS), so `"a\n"` is one
/// line and `"\n\n\n"` three empty ones, each as tall as a line of text. A tab is measured and
/// drawn as a space; a zero-width space (U+200B) is a break opportunity. Default-ignorable code
/// points (``IgnorableCharacter``) have no width. A soft hyphen (U+00AD) is a break opportunity
/// too: where the line breaks at it, the line ends with a hyphen (U+2010 when the style's first
/// face has it, else `-`, as Chromium chooses), which is measured and must fit the line; the
/// drawn text (``MeasuredLine/text``) leaves every other soft hyphen out.
///
/// Each character is measured once and lines are found with running sums of advances (the fonts
/// have no kerning, so widths add up), so wrapping and truncating take time linear in the text's
/// length.
package struct LineBreaker: Sendable {
  /// The measurer widths come from.
  package let measurer: TextMeasurer

  /// Creates a line breaker.
  package init(measurer: TextMeasurer) {
    self.measurer = measurer
  }

  /// The lines of `text` no wider than `maxWidth` (nil: no wrapping), at most `lineLimit`.
  package func lines(
    of text: String, style: TypeStyle, maxWidth: Double?, lineLimit: Int? = nil
  ) -> [MeasuredLine] {
    let limit = maxWidth.map { $0 + 1e-9 } ?? .infinity
    let hyphen = Self.hyphen(for: style, in: measurer.fonts)
    let hyphenWidth = measurer.width(of: String(hyphen), style: style)
    var paragraphs: [Paragraph] = []
    // Each line of a paragraph, with where the rest of the paragraph starts.
    var lines: [(paragraph: Int, line: Paragraph.Line, rest: Int)] = []
    for characters in Self.paragraphs(of: text) {
      let paragraph = Paragraph(
        characters: characters, advances: measurer.advances(of: characters, style: style),
        hyphenWidth: hyphenWidth)
      var cursor = 0
      for line in paragraph.wrap(limit: limit) {
        let range = line.range
        if range.isEmpty || !characters[range.lowerBound].isOnly(" ") {
          while cursor < characters.count, characters[cursor].isOnly(" ") { cursor += 1 }
        }
        lines.append((paragraphs.count, line, cursor))
        cursor = min(cursor + range.count, characters.count)
      }
      paragraphs.append(paragraph)
    }
    var texts = lines.map { paragraphs[$0.paragraph].text(of: $0.line, hyphen: hyphen) }
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

  /// The hyphen a line that breaks at a soft hyphen ends with: U+2010 HYPHEN when the first face
  /// of `style`'s stack has it, else U+002D HYPHEN-MINUS (Chromium's rule for `hyphens`).
  static func hyphen(for style: TypeStyle, in fonts: FontBook) -> Character {
    fonts.faces(for: style).first?.font.glyph(for: "\u{2010}") != nil ? "\u{2010}" : "-"
  }

  /// The paragraphs of `text`, split at line feeds, carriage returns, `\r\n`, U+2028 and U+2029
  /// (a break at the very end starts no paragraph); tabs become spaces.
  static func paragraphs(of text: String) -> [[Character]] {
    var paragraphs: [[Character]] = []
    var current: [Character] = []
    var endsWithBreak = false
    for character in text {
      endsWithBreak = false
      // Only a character that starts with one of these scalars can be one of the cases below;
      // most are appended at once, without comparing a character that is not ASCII (Korean,
      // say) by canonical equivalence.
      switch character.unicodeScalars.first?.value {
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: break
      default:
        current.append(character)
        continue
      }
      switch character {
      case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}":
        paragraphs.append(current)
        current = []
        endsWithBreak = true
      case "\t":
        current.append(" ")
      default:
        current.append(character)
      }
    }
    if !endsWithBreak { paragraphs.append(current) }
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
      if character.isOnly(" ") {
        breakBefore = false
      } else if previous.isOnly(" ") {
        breakBefore = true
      } else if previous.isOnly("\u{200B}") || previous.isOnly(softHyphen) {
        // After a zero-width space or a soft hyphen, unless nothing else precedes it on the line.
        breakBefore = characters[start..<index].contains {
          !$0.isOnly("\u{200B}") && !$0.isOnly(softHyphen)
        }
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
  /// The width of the hyphen a line breaking at a soft hyphen ends with.
  var hyphenWidth: Double

  /// One line: its characters, trailing spaces left out, and whether it breaks at a soft hyphen
  /// (and so ends with a hyphen).
  struct Line {
    var range: Range<Int>
    var hyphenated = false
  }

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
    if !characters[stretch.end].isOnly(" ") {
      next.trimmedEnd = next.end
      next.trimmedWidth = next.width
    }
    return next
  }

  /// Whether a line that is `stretch` breaks at a soft hyphen: it ends right after one, before
  /// the end of the paragraph.
  func breaksAtSoftHyphen(_ stretch: Stretch) -> Bool {
    stretch.end < characters.count && stretch.end == stretch.trimmedEnd
      && stretch.end > stretch.start && characters[stretch.end - 1].isOnly(softHyphen)
  }

  /// The width of `stretch` as a line: without trailing spaces, with the hyphen where it breaks
  /// at a soft hyphen.
  func lineWidth(_ stretch: Stretch) -> Double {
    stretch.trimmedWidth + (breaksAtSoftHyphen(stretch) ? hyphenWidth : 0)
  }

  /// `stretch` as a line.
  func line(_ stretch: Stretch) -> Line {
    Line(range: stretch.trimmed, hyphenated: breaksAtSoftHyphen(stretch))
  }

  /// The text a line draws: its characters without soft hyphens, and `hyphen` where it breaks at
  /// one.
  func text(of line: Line, hyphen: Character) -> String {
    var text = ""
    for character in characters[line.range] where !character.isOnly(softHyphen) {
      text.append(character)
    }
    if line.hyphenated { text.append(hyphen) }
    return text
  }

  /// Greedy wrapping: each line ends at the last break opportunity where it fits (its hyphen
  /// included when that is a soft hyphen) before the text stops fitting; a line with no such
  /// opportunity breaks between characters.
  func wrap(limit: Double) -> [Line] {
    let units = LineBreaker.units(of: characters)
    var lines: [Line] = []
    var line = Stretch(at: 0)
    // The longest stretch of `line` that ends at a break opportunity and fits as a line, and the
    // index of the unit after it.
    var fitting: (stretch: Stretch, next: Int)?
    var next = 0
    while next < units.count {
      let unit = units[next]
      if line.isEmpty { line = Stretch(at: unit.lowerBound) }
      var candidate = line
      while candidate.end < unit.upperBound { candidate = extended(candidate) }
      if candidate.trimmedWidth <= limit {
        line = candidate
        next += 1
        if lineWidth(candidate) <= limit { fitting = (candidate, next) }
        continue
      }
      if let (stretch, after) = fitting {
        lines.append(self.line(stretch))
        line = Stretch(at: units[after].lowerBound)
        next = after
        fitting = nil
        continue
      }
      // No break opportunity of the line fits: break between characters.
      line = fill(from: line.start, to: unit.upperBound, limit: limit, into: &lines)
      next += 1
      fitting = lineWidth(line) <= limit ? (line, next) : nil
    }
    lines.append(self.line(line))
    return lines
  }

  /// The line `start..<end`; while it is wider than the limit and longer than one character,
  /// its longest prefix that fits (at least one character) goes to `lines` and the rest, less
  /// its leading spaces, is what remains. Each character is added once. A prefix cut here never
  /// shows a hyphen: had the line fitted with one, it would have broken at that soft hyphen.
  private func fill(from start: Int, to end: Int, limit: Double, into lines: inout [Line])
    -> Stretch
  {
    var head = Stretch(at: start)
    if start < end { head = extended(head) }
    while head.end < end {
      let next = extended(head)
      if next.trimmedWidth > limit {
        lines.append(Line(range: head.trimmed))
        var rest = head.end
        while rest < end, characters[rest].isOnly(" ") { rest += 1 }
        head = Stretch(at: rest)
        if rest < end { head = extended(head) }
      } else {
        head = next
      }
    }
    return head
  }

  /// The paragraph from `start` cut to one line ending in `…`: the longest prefix that fits with
  /// it (trailing spaces dropped), or `…` alone. Soft hyphens are left out.
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
    return fitting.map { text(of: Line(range: $0), hyphen: "-") + "…" } ?? "…"
  }
}

/// The soft hyphen's one scalar.
private let softHyphen = IgnorableCharacter.softHyphen.unicodeScalars.first!

extension Character {
  /// Whether the character is `scalar` alone. For a scalar no other character is canonically
  /// equivalent to (a space, a soft hyphen, a zero-width space) it answers as `==` does, without
  /// normalising a character that is not ASCII (most of a Korean text's) to compare it.
  fileprivate func isOnly(_ scalar: Unicode.Scalar) -> Bool {
    var scalars = unicodeScalars.makeIterator()
    return scalars.next() == scalar && scalars.next() == nil
  }
}
