/// A view tree lowered once for one layout: a flat array of nodes with ids, each holding its own
/// parameters, the range of its children's ids, and the facts layout asks of it again and again
/// (whether it grows along an axis, whether its length is fixed, whether it keeps its ideal
/// length), computed in one bottom-up pass instead of by walking its subtree at every question.
///
/// The layout input, as taffy's tree is: ``LayoutPass`` sizes and places it, ``LayoutCache``
/// keeps the sizes, ``TextLeafMeasure`` measures its text leaves.
struct LayoutTree {
  /// The index of a node in the tree's arrays.
  struct NodeID: Hashable {
    var index: Int32

    init(_ index: Int) { self.index = Int32(index) }
  }

  /// A node's own parameters: its ``ViewNode/Kind`` with the children left out.
  enum Kind {
    case stack(StackSpec)
    case layers(Alignment)
    /// Children: the content, then the background.
    case background
    case text(TextSpec)
    case shape(ShapeStyle)
    case image(ImageSpec)
    case spacer(minLength: Double)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case role(String)
    case accessibility(AccessibilityElement)
    case animated(Animation)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case empty
  }

  /// What layout asks of a node, along each axis, answered once when the tree is lowered.
  struct Facts {
    /// Whether it grows along the axis to fill what it is offered.
    var isFlexible: (horizontal: Bool, vertical: Bool) = (false, false)
    /// Whether it is the same length along the axis whatever it is offered.
    var hasFixedLength: (horizontal: Bool, vertical: Bool) = (false, false)
    /// Whether it keeps its ideal length along the axis whatever it is offered.
    var ignoresOffer: (horizontal: Bool, vertical: Bool) = (false, false)
    /// Whether its size depends on the width offered alone (a text).
    var sizeIgnoresHeight = false

    func isFlexible(along axis: Axis) -> Bool {
      axis == .horizontal ? isFlexible.horizontal : isFlexible.vertical
    }

    func hasFixedLength(along axis: Axis) -> Bool {
      axis == .horizontal ? hasFixedLength.horizontal : hasFixedLength.vertical
    }

    func ignoresOffer(along axis: Axis) -> Bool {
      axis == .horizontal ? ignoresOffer.horizontal : ignoresOffer.vertical
    }
  }

  /// Each node's own parameters, by id; the root is the first.
  private(set) var kinds: [Kind] = []
  /// Each node's facts, by id (kept apart from the parameters: reading them copies nothing).
  private(set) var facts: [Facts] = []
  /// Each node's children, by id, as a range of ``childIDs``: a stack's and layers' visible
  /// children (``ViewNode/empty`` ones take no part), a background's content then background,
  /// a modifier's one child.
  private(set) var childRanges: [Range<Int>] = []
  /// Every node's children's ids, each node's contiguous.
  private(set) var childIDs: [NodeID] = []

  /// The number of nodes.
  var count: Int { kinds.count }

  /// The root's id.
  var root: NodeID { NodeID(0) }

  /// The tree `root` lowers to.
  init(lowering root: ViewNode) {
    lower(root)
  }

  /// `id`'s own parameters.
  func kind(of id: NodeID) -> Kind { kinds[Int(id.index)] }

  /// `id`'s facts.
  func facts(of id: NodeID) -> Facts { facts[Int(id.index)] }

  /// The ids of `id`'s children.
  func children(of id: NodeID) -> ArraySlice<NodeID> {
    childIDs[childRanges[Int(id.index)]]
  }

  /// Whether every node of `other` is sized as this tree's node of the same id under every
  /// proposal: the same shape of tree and, node for node, the same parameters but for paints
  /// (one variant's light and dark drawings, as a rule). Sizes depend on the parameters
  /// compared here alone, never on a colour.
  func sizesAlike(_ other: LayoutTree) -> Bool {
    guard count == other.count, childRanges == other.childRanges, childIDs == other.childIDs
    else { return false }
    for index in kinds.indices where !Self.sizesAlike(kinds[index], other.kinds[index]) {
      return false
    }
    return true
  }

  /// Whether nodes of kinds `a` and `b` with alike children are sized alike: the same case
  /// with the same parameters, a text's, a shape's and an image's paint aside.
  private static func sizesAlike(_ a: Kind, _ b: Kind) -> Bool {
    switch (a, b) {
    case (.stack(let a), .stack(let b)): return a == b
    case (.layers(let a), .layers(let b)): return a == b
    case (.background, .background), (.empty, .empty): return true
    case (.text(let a), .text(let b)):
      return a.content == b.content && a.style == b.style && a.alignment == b.alignment
        && a.lineLimit == b.lineLimit
    case (.shape(var a), .shape(let b)):
      // A shape takes what it is offered; its other parameters are compared all the same.
      (a.fill, a.stroke) = (b.fill, b.stroke)
      return a == b
    case (.image(let a), .image(let b)): return a.size == b.size && a.label == b.label
    case (.spacer(let a), .spacer(let b)): return a == b
    case (.padding(let a), .padding(let b)): return a == b
    case (.frame(let a), .frame(let b)): return a == b
    case (.role(let a), .role(let b)): return a == b
    case (.accessibility(let a), .accessibility(let b)): return a == b
    case (.animated(let a), .animated(let b)): return a == b
    case (.fixedSize(let a, let b), .fixedSize(let c, let d)): return a == c && b == d
    default: return false
    }
  }

  /// Appends `view` and its subtree (the node first, then its children's subtrees) and returns
  /// its id; its facts are computed from its children's once they are lowered.
  @discardableResult
  private mutating func lower(_ view: ViewNode) -> NodeID {
    switch view.kind {
    case .stack(let spec, let all): return append(.stack(spec), all, skippingEmpty: true)
    case .layers(let alignment, let all):
      return append(.layers(alignment), all, skippingEmpty: true)
    case .background(let content, let background):
      return append(.background, [content, background])
    case .text(let spec): return append(.text(spec), [])
    case .shape(let style): return append(.shape(style), [])
    case .image(let spec): return append(.image(spec), [])
    case .spacer(let minLength): return append(.spacer(minLength: minLength), [])
    case .padding(let insets, let child): return append(.padding(insets), [child])
    case .frame(let spec, let child): return append(.frame(spec), [child])
    case .role(let name, let child): return append(.role(name), [child])
    case .accessibility(let element, let child): return append(.accessibility(element), [child])
    case .animated(let animation, let child): return append(.animated(animation), [child])
    case .fixedSize(let horizontal, let vertical, let child):
      return append(.fixedSize(horizontal: horizontal, vertical: vertical), [child])
    case .empty: return append(.empty, [])
    }
  }

  /// Appends a node of `kind` with the subtrees of `subviews` (``ViewNode/empty`` ones left out
  /// when `skippingEmpty`) as its children.
  private mutating func append(_ kind: Kind, _ subviews: [ViewNode], skippingEmpty: Bool = false)
    -> NodeID
  {
    let id = NodeID(kinds.count)
    kinds.append(kind)
    facts.append(Facts())
    childRanges.append(0..<0)
    let count =
      skippingEmpty ? subviews.reduce(0) { $0 + (Self.isEmpty($1) ? 0 : 1) } : subviews.count
    // Reserve the children's slots first, so they are contiguous whatever their subtrees hold.
    let first = childIDs.count
    childIDs.append(contentsOf: repeatElement(NodeID(0), count: count))
    var slot = first
    for subview in subviews where !(skippingEmpty && Self.isEmpty(subview)) {
      childIDs[slot] = lower(subview)
      slot += 1
    }
    let children = first..<(first + count)
    childRanges[Int(id.index)] = children
    facts[Int(id.index)] = facts(of: kind, children: children)
    return id
  }

  /// Whether `view` is ``ViewNode/empty``: its case alone, not a comparison of whole nodes.
  private static func isEmpty(_ view: ViewNode) -> Bool {
    if case .empty = view.kind { return true }
    return false
  }

  /// A node's facts from its own parameters and its children's facts.
  private func facts(of kind: Kind, children: Range<Int>) -> Facts {
    let first = children.isEmpty ? Facts() : facts(of: childIDs[children.lowerBound])
    var facts = Facts()
    switch kind {
    case .empty, .text, .image:
      break
    case .shape, .spacer:
      facts.isFlexible = (true, true)
    case .stack, .layers:
      for child in childIDs[children] {
        let flexible = self.facts(of: child).isFlexible
        facts.isFlexible = (
          facts.isFlexible.horizontal || flexible.horizontal,
          facts.isFlexible.vertical || flexible.vertical
        )
      }
    case .background:
      facts.isFlexible = first.isFlexible
    case .padding, .role, .animated, .accessibility:
      facts = first
    case .fixedSize(let horizontal, let vertical):
      facts.isFlexible = (
        !horizontal && first.isFlexible.horizontal, !vertical && first.isFlexible.vertical
      )
      facts.hasFixedLength = (
        horizontal || first.hasFixedLength.horizontal, vertical || first.hasFixedLength.vertical
      )
      facts.ignoresOffer = (horizontal, vertical)
    case .frame(let spec):
      facts.isFlexible = (
        spec.width == nil && (spec.maxWidth == .infinity || first.isFlexible.horizontal),
        spec.height == nil && (spec.maxHeight == .infinity || first.isFlexible.vertical)
      )
      facts.hasFixedLength = (
        spec.width != nil || first.hasFixedLength.horizontal,
        spec.height != nil || first.hasFixedLength.vertical
      )
    }
    switch kind {
    case .image: facts.hasFixedLength = (true, true)
    // A text keeps the height of its lines, as a UILabel resists compression.
    case .text:
      facts.ignoresOffer = (false, true)
      facts.sizeIgnoresHeight = true
    default: break
    }
    return facts
  }
}
