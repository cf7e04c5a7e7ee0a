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
  private let memo = TextLineMemo(capacity: 16_384)

  /// A measure function for `fonts`.
  init(fonts: FontBook) {
    self.fonts = fonts
    self.breaker = LineBreaker(measurer: TextMeasurer(fonts: fonts))
  }

  /// The size of `spec`'s lines when offered `width` (nil: its ideal width); the height offered
  /// does not matter, a text keeps the height of its lines.
  func size(of spec: TextSpec, width: Double?) -> Size {
    let broken = broken(spec, maxWidth: width)
    return Size(width: broken.width, height: Double(broken.lines.count) * spec.style.lineHeight)
  }

  /// `spec`'s lines at most `maxWidth` wide.
  func lines(of spec: TextSpec, maxWidth: Double?) -> [MeasuredLine] {
    broken(spec, maxWidth: maxWidth).lines
  }

  /// `spec` broken into lines at most `maxWidth` wide, with what placing them needs.
  private func broken(_ spec: TextSpec, maxWidth: Double?) -> BrokenText {
    let key = TextLineMemo.Key(
      content: spec.content, style: spec.style, lineLimit: spec.lineLimit, maxWidth: maxWidth)
    if let broken = memo[key] { return broken }
    let lines =
      spec.content.isEmpty
      ? []
      : breaker.lines(
        of: spec.content, style: spec.style, maxWidth: maxWidth, lineLimit: spec.lineLimit)
    let style = spec.style
    let primary = fonts.faces(for: style).first?.font
    let unitsPerEm = Double(primary?.unitsPerEm ?? 1000)
    let ascent = Double(primary?.ascender ?? 800) * style.size / unitsPerEm
    let descent = -Double(primary?.descender ?? -200) * style.size / unitsPerEm
    let halfLeading = (style.lineHeight - ascent - descent) / 2
    let broken = BrokenText(
      lines: lines, width: lines.map(\.width).max() ?? 0, halfLeading: halfLeading, ascent: ascent,
      fontFamily: fonts.cssFamilyList(
        for: style, using: Set(lines.flatMap { $0.runs.map(\.typefaceID) })))
    memo[key] = broken
    return broken
  }

  /// Wraps and places the lines of a text node inside `rect`.
  func layout(_ spec: TextSpec, in rect: Rect) -> TextLayout {
    let broken = broken(spec, maxWidth: rect.width)
    let style = spec.style
    var placed: [PlacedLine] = []
    placed.reserveCapacity(broken.lines.count)
    for (index, line) in broken.lines.enumerated() {
      let top = rect.y + Double(index) * style.lineHeight
      let x = LayoutPass.align(spec.alignment, line.width, in: rect)
      placed.append(
        PlacedLine(
          line: line, x: x, baseline: top + broken.halfLeading + broken.ascent,
          box: Rect(x: x, y: top, width: line.width, height: style.lineHeight)))
    }
    return TextLayout(
      style: style, paint: spec.paint, fontFamily: broken.fontFamily, lines: placed)
  }
}

/// A text broken into lines: the lines, the widest one's width, where a baseline sits in its
/// line's box (half the leading, then the ascent), and the CSS family list the lines are drawn
/// with.
struct BrokenText: Sendable {
  var lines: [MeasuredLine]
  var width: Double
  var halfLeading: Double
  var ascent: Double
  var fontFamily: String
}

/// The lines of each text an engine broke, keyed by everything that decides them. Shared by the
/// engine's copies on every thread; when it holds `capacity` texts it starts afresh, so memory
/// stays bounded on any catalog. Breaking is pure, so a hit and a miss give the same lines.
///
/// It is split into ``shards`` by the key's hash, each with its own lock, and the hash is taken
/// before any lock: with one lock around one dictionary, hashing a text and its type style inside
/// the lock made it most of a first run's waits between threads (817 of 1,335; 42 now).
final class TextLineMemo: @unchecked Sendable {
  struct Key: Hashable {
    var content: String
    var style: TypeStyle
    var lineLimit: Int?
    var maxWidth: Double?

    // The content by its bytes: a text is composed (NFC) when it is made, so two contents
    // are the same text exactly when their bytes are, and neither is normalised again to hash
    // or compare it (Swift's `String` does so for text that is not ASCII).
    func hash(into hasher: inout Hasher) {
      var content = content
      content.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(style)
      hasher.combine(lineLimit)
      hasher.combine(maxWidth)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.content.utf8.elementsEqual(rhs.content.utf8) && lhs.style == rhs.style
        && lhs.lineLimit == rhs.lineLimit && lhs.maxWidth == rhs.maxWidth
    }
  }

  /// A key with its hash taken once, outside the locks.
  private struct HashedKey: Hashable {
    let key: Key
    let hash: Int

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    static func == (lhs: HashedKey, rhs: HashedKey) -> Bool {
      lhs.hash == rhs.hash && lhs.key == rhs.key
    }
  }

  /// One lock and the texts whose hash picks it.
  private final class Shard: @unchecked Sendable {
    var texts: [HashedKey: BrokenText] = [:]
    let lock = NSLock()
  }

  /// How many shards: a power of two, many more than a build's threads.
  static let shards = 16
  private let shards = (0..<TextLineMemo.shards).map { _ in Shard() }
  /// The texts each shard keeps.
  private let shardCapacity: Int

  /// An empty memo that keeps up to `capacity` texts.
  init(capacity: Int) {
    shardCapacity = max(1, capacity / Self.shards)
  }

  subscript(key: Key) -> BrokenText? {
    get {
      let (shard, hashed) = place(of: key)
      shard.lock.lock()
      defer { shard.lock.unlock() }
      return shard.texts[hashed]
    }
    set {
      let (shard, hashed) = place(of: key)
      shard.lock.lock()
      defer { shard.lock.unlock() }
      if shard.texts.count >= shardCapacity { shard.texts.removeAll(keepingCapacity: true) }
      shard.texts[hashed] = newValue
    }
  }

  /// `key`'s shard and the key with its hash, taken here, before any lock.
  private func place(of key: Key) -> (Shard, HashedKey) {
    let hashed = HashedKey(key: key, hash: key.hashValue)
    return (shards[hashed.hash & (Self.shards - 1)], hashed)
  }
}
