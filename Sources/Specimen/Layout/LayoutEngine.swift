import Foundation

/// Resolves a ``ViewNode`` tree into frames: sizes flow down as offers, up as answers.
///
/// ```swift
/// let engine = LayoutEngine(resources: try ResourceLoader.load(from: templatesDirectory))
/// let root = engine.layout(modal.body(in: .compact), in: Size(width: 375, height: 812))
/// root.first(role: "card")?.frame  // x 52.5, width 270, …
/// ```
public struct LayoutEngine: Sendable {
  /// The faces text is measured with.
  package var fonts: FontBook { tools.fonts }
  var breaker: LineBreaker { tools.breaker }
  /// The font book and line breaker, behind one reference: the engine is copied at every step
  /// of the recursion (closures capture it), and a copy should cost one retain.
  private let tools: Tools

  private final class Tools: Sendable {
    let fonts: FontBook
    let breaker: LineBreaker

    init(fonts: FontBook) {
      self.fonts = fonts
      self.breaker = LineBreaker(measurer: TextMeasurer(fonts: fonts))
    }
  }
  /// The lines of every text this engine (and its copies) has broken: a text is measured
  /// and broken once per style, width and line limit, whatever the drawing.
  private let memo = TextLineMemo(capacity: 100_000)

  /// Creates an engine measuring with `fonts`.
  package init(fonts: FontBook) {
    self.tools = Tools(fonts: fonts)
  }

  /// Lays `root` out on a screen of `size`, origin at the top left.
  public func layout(_ root: ViewNode, in size: Size) -> LayoutNode {
    // Sizing asks a text for its lines once per ancestor and again when placing it, and the
    // same labels recur across drawings; the memo breaks each text once per width offered.
    place(root, in: Rect(x: 0, y: 0, size: size))
  }

  // MARK: Sizing

  func size(of node: ViewNode, proposal: ProposedSize) -> Size {
    switch node.kind {
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
    if let lines = memo[key] { return lines }
    let lines = breaker.lines(
      of: spec.content, style: spec.style, maxWidth: maxWidth, lineLimit: spec.lineLimit)
    memo[key] = lines
    return lines
  }

  func visible(_ children: [ViewNode]) -> [ViewNode] {
    children.filter { $0 != .empty }
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
