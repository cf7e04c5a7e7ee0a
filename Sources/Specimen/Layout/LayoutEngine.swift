import Foundation

/// Resolves a ``ViewNode`` tree into frames: sizes flow down as offers, up as answers.
///
/// ```swift
/// let engine = LayoutEngine(fonts: fonts)
/// let root = engine.layout(modal.body(in: .compact), in: Size(width: 375, height: 812))
/// root.first(role: "card")?.frame  // x 52.5, width 270, …
/// ```
public struct LayoutEngine: Sendable {
  /// The faces text is measured with.
  public let fonts: FontBook
  let breaker: LineBreaker
  /// The lines of each text already broken in this layout pass (nil outside ``layout(_:in:)``).
  private var memo: TextLineMemo?

  /// Creates an engine measuring with `fonts`.
  public init(fonts: FontBook) {
    self.fonts = fonts
    self.breaker = LineBreaker(measurer: TextMeasurer(fonts: fonts))
  }

  /// Lays `root` out on a screen of `size`, origin at the top left.
  public func layout(_ root: ViewNode, in size: Size) -> LayoutNode {
    layout(root, in: size, memo: TextLineMemo())
  }

  /// Lays `root` out, breaking text with `memo`: the lines of each text already broken there
  /// are reused, so passes that share a memo (one variant's environments and themes) break each
  /// text once per width. One memo serves one thread at a time.
  package func layout(_ root: ViewNode, in size: Size, memo: TextLineMemo) -> LayoutNode {
    // Sizing asks a text for its lines once per ancestor and again when placing it; the memo
    // breaks each text once per width it is offered.
    var engine = self
    engine.memo = memo
    return engine.place(root, in: Rect(x: 0, y: 0, size: size))
  }

  // MARK: Sizing

  func size(of node: ViewNode, proposal: ProposedSize) -> Size {
    switch node {
    case .empty:
      return .zero
    case .stack(let spec, let children):
      let sizes = childSizes(spec, visible(children), proposal: proposal)
      return stackSize(spec, sizes)
    case .layers(_, let children):
      let sizes = visible(children).map { size(of: $0, proposal: proposal) }
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .background(let content, _):
      return size(of: content, proposal: proposal)
    case .text(let spec):
      let lines = textLines(spec, maxWidth: proposal.width)
      return Size(
        width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * spec.style.lineHeight)
    case .shape:
      return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    case .image(let spec):
      return spec.size
    case .spacer(let minLength):
      return Size(width: minLength, height: minLength)
    case .padding(let insets, let child):
      let inner = size(of: child, proposal: proposal.inset(by: insets))
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let spec, let child):
      return frameSize(spec, child, proposal: proposal)
    case .role(_, let child), .animated(_, let child), .accessibility(_, let child):
      return size(of: child, proposal: proposal)
    case .fixedSize(let horizontal, let vertical, let child):
      return size(of: child, proposal: proposal.ideal(horizontal: horizontal, vertical: vertical))
    }
  }

  private func frameSize(_ spec: FrameSpec, _ child: ViewNode, proposal: ProposedSize) -> Size {
    let offer = ProposedSize(
      width: spec.width?.points ?? proposal.width.map { min($0, spec.maxWidth ?? $0) },
      height: spec.height?.points ?? proposal.height.map { min($0, spec.maxHeight ?? $0) })
    let inner = size(of: child, proposal: offer)
    func resolve(
      _ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ offered: Double?,
      _ natural: Double
    ) -> Double {
      if let fixed { return fixed }
      guard let maximum else { return max(minimum ?? natural, natural) }
      return max(minimum ?? natural, natural, min(maximum, offered ?? natural))
    }
    return Size(
      width: resolve(spec.width?.points, spec.minWidth, spec.maxWidth, proposal.width, inner.width),
      height: resolve(
        spec.height?.points, spec.minHeight, spec.maxHeight, proposal.height, inner.height))
  }

  func textLines(_ spec: TextSpec, maxWidth: Double?) -> [MeasuredLine] {
    guard !spec.content.isEmpty else { return [] }
    let key = TextLineMemo.Key(
      content: spec.content, style: spec.style, lineLimit: spec.lineLimit, maxWidth: maxWidth)
    if let lines = memo?[key] { return lines }
    let lines = breaker.lines(
      of: spec.content, style: spec.style, maxWidth: maxWidth, lineLimit: spec.lineLimit)
    memo?[key] = lines
    return lines
  }

  func visible(_ children: [ViewNode]) -> [ViewNode] {
    children.filter { $0 != .empty }
  }
}

/// The lines of each text broken during one layout pass, keyed by everything that decides them.
///
/// Created by ``LayoutEngine/layout(_:in:)`` for one pass and dropped with it, or shared by the
/// passes of one variant; the lock only makes the type safe to share, a pass never does.
package final class TextLineMemo: @unchecked Sendable {
  struct Key: Hashable {
    var content: String
    var style: TypeStyle
    var lineLimit: Int?
    var maxWidth: Double?
  }

  private var lines: [Key: [MeasuredLine]] = [:]
  private let lock = NSLock()

  /// An empty memo.
  package init() {}

  subscript(key: Key) -> [MeasuredLine]? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return lines[key]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      lines[key] = newValue
    }
  }
}

extension ProposedSize {
  /// The same offer with no limit along the axes a fixed-size node ignores.
  func ideal(horizontal: Bool, vertical: Bool) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
  }

  func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { max(0, $0 - insets.horizontal) },
      height: height.map { max(0, $0 - insets.vertical) })
  }
}
