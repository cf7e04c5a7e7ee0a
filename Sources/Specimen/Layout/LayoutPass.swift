/// One layout of one ``LayoutTree``: sizes each node under the proposals its parent makes,
/// through a ``LayoutCache`` (taffy's `compute_cached_layout`: look the node and proposal up,
/// compute and keep the size when absent), then places every node once, top down, into
/// ``LayoutNode``s.
struct LayoutPass {
  /// The lowered tree.
  let tree: LayoutTree
  /// The measure function of text leaves.
  let text: TextLeafMeasure
  /// The sizes computed so far.
  private var cache: LayoutCache
  /// The work done so far.
  private(set) var statistics = LayoutStatistics()

  /// A pass over `tree`, measuring text with `text`.
  init(tree: LayoutTree, text: TextLeafMeasure) {
    self.tree = tree
    self.text = text
    self.cache = LayoutCache(nodeCount: tree.count)
    statistics.nodes = tree.count
  }

  /// Takes the sizes `other` has computed as this pass's own: `other`'s tree must size alike
  /// (``LayoutTree/sizesAlike(_:)``), so every size it kept is this tree's size too.
  mutating func adoptSizes(of other: LayoutPass) {
    cache = other.cache
  }

  // MARK: Sizing

  /// The size of `id` offered `proposal`: from the cache, or computed once and kept.
  mutating func size(_ id: LayoutTree.NodeID, _ proposal: ProposedSize) -> Size {
    statistics.sizeRequests += 1
    // A text's size depends on the width offered alone: one entry serves every height.
    var key = proposal
    if tree.facts(of: id).sizeIgnoresHeight { key.height = nil }
    if let size = cache.size(of: id, under: key) { return size }
    statistics.sizesComputed += 1
    let size = computeSize(id, proposal)
    cache.store(size, of: id, under: key)
    return size
  }

  private mutating func computeSize(_ id: LayoutTree.NodeID, _ proposal: ProposedSize) -> Size {
    let children = tree.children(of: id)
    switch tree.kind(of: id) {
    case .empty:
      return .zero
    case .stack(let spec):
      // The children sized first, in a statement of their own: an instance method called with
      // them as its argument would read the pass (its receiver) before them, and each size
      // the children store would then copy the cache.
      let sizes = childSizes(spec, children, proposal: proposal)
      return Self.stackSize(spec, sizes)
    case .layers:
      var sizes: [Size] = []
      for child in children { sizes.append(size(child, proposal)) }
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .background:
      return size(children[children.startIndex], proposal)
    case .text(let spec):
      return text.size(of: spec, width: proposal.width)
    case .shape:
      return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    case .image(let spec):
      return spec.size
    case .spacer(let minLength):
      return Size(width: minLength, height: minLength)
    case .padding(let insets):
      let inner = size(children[children.startIndex], proposal.inset(by: insets))
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let spec):
      return frameSize(spec, children[children.startIndex], proposal: proposal)
    case .role, .animated, .accessibility:
      return size(children[children.startIndex], proposal)
    case .fixedSize(let horizontal, let vertical):
      return size(
        children[children.startIndex],
        proposal.ideal(horizontal: horizontal, vertical: vertical))
    }
  }

  private mutating func frameSize(
    _ spec: FrameSpec, _ child: LayoutTree.NodeID, proposal: ProposedSize
  ) -> Size {
    let offer = ProposedSize(
      width: spec.width?.points ?? proposal.width.map { min($0, spec.maxWidth ?? $0) },
      height: spec.height?.points ?? proposal.height.map { min($0, spec.maxHeight ?? $0) })
    let inner = size(child, offer)
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
}
