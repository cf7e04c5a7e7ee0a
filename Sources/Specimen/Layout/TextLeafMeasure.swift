import Foundation

/// The measure function of a layout's text leaves: a text's size under a proposal and its lines
/// placed in a frame, measured with the real fonts (``LineBreaker`` on ``TextMeasurer``).
///
/// The lines of every text it has broken are kept (by text, type style, width and line limit),
/// shared by the engine's copies on every thread: a label that recurs across drawings is broken
/// once per width offered.
final class TextLeafMeasure: Sendable {
  /// The faces text is measured with.
  let fonts: FontBook
  let breaker: LineBreaker
  private let memo = TextLineMemo(capacity: 100_000)

  /// A measure function for `fonts`.
  init(fonts: FontBook) {
    self.fonts = fonts
    self.breaker = LineBreaker(measurer: TextMeasurer(fonts: fonts))
  }

  /// The size of `spec`'s lines when offered `width` (nil: its ideal width); the height offered
  /// does not matter, a text keeps the height of its lines.
  func size(of spec: TextSpec, width: Double?) -> Size {
    let lines = lines(of: spec, maxWidth: width)
    return Size(
      width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * spec.style.lineHeight)
  }

  /// `spec`'s lines at most `maxWidth` wide.
  func lines(of spec: TextSpec, maxWidth: Double?) -> [MeasuredLine] {
    guard !spec.content.isEmpty else { return [] }
    let key = TextLineMemo.Key(
      content: spec.content, style: spec.style, lineLimit: spec.lineLimit, maxWidth: maxWidth)
    if let lines = memo[key] { return lines }
    let lines = breaker.lines(
      of: spec.content, style: spec.style, maxWidth: maxWidth, lineLimit: spec.lineLimit)
    memo[key] = lines
    return lines
  }

  /// Wraps and places the lines of a text node inside `rect`.
  func layout(_ spec: TextSpec, in rect: Rect) -> TextLayout {
    let lines = lines(of: spec, maxWidth: rect.width)
    let style = spec.style
    let primary = fonts.faces(for: style).first?.font
    let unitsPerEm = Double(primary?.unitsPerEm ?? 1000)
    let ascent = Double(primary?.ascender ?? 800) * style.size / unitsPerEm
    let descent = -Double(primary?.descender ?? -200) * style.size / unitsPerEm
    let halfLeading = (style.lineHeight - ascent - descent) / 2
    let placed = lines.enumerated().map { index, line in
      let top = rect.y + Double(index) * style.lineHeight
      let x = LayoutPass.align(spec.alignment, line.width, in: rect)
      return PlacedLine(
        line: line, x: x, baseline: top + halfLeading + ascent,
        box: Rect(x: x, y: top, width: line.width, height: style.lineHeight))
    }
    return TextLayout(
      style: style, paint: spec.paint,
      fontFamily: fonts.cssFamilyList(
        for: style, using: Set(lines.flatMap { $0.runs.map(\.typefaceID) })),
      lines: placed)
  }
}

/// The lines of each text an engine broke, keyed by everything that decides them. Shared by the
/// engine's copies on every thread (a lock guards it); when it holds `capacity` texts it starts
/// afresh, so memory stays bounded on any catalog. Breaking is pure, so a hit and a miss give the
/// same lines.
final class TextLineMemo: @unchecked Sendable {
  struct Key: Hashable {
    var content: String
    var style: TypeStyle
    var lineLimit: Int?
    var maxWidth: Double?
  }

  private var lines: [Key: [MeasuredLine]] = [:]
  private let lock = NSLock()
  private let capacity: Int

  /// An empty memo that keeps up to `capacity` texts.
  init(capacity: Int) {
    self.capacity = capacity
  }

  subscript(key: Key) -> [MeasuredLine]? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return lines[key]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      if lines.count >= capacity { lines.removeAll(keepingCapacity: true) }
      lines[key] = newValue
    }
  }
}
