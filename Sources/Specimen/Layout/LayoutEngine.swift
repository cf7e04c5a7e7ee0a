/// Resolves a ``ViewNode`` tree into frames: sizes flow down as offers, up as answers.
///
/// ```swift
/// let engine = LayoutEngine(resources: try ResourceLoader.load(from: templatesDirectory))
/// let root = engine.layout(modal.body(in: .compact), in: Size(width: 375, height: 812))
/// root.first(role: "card")?.frame  // x 52.5, width 270, …
/// ```
public struct LayoutEngine: Sendable {
  /// The measure function of text leaves, with the lines it has broken: behind one reference,
  /// so a copy of the engine costs one retain and its copies on every thread share the lines.
  let text: TextLeafMeasure

  /// The faces text is measured with.
  package var fonts: FontBook { text.fonts }
  var breaker: LineBreaker { text.breaker }

  /// Creates an engine measuring with `fonts`.
  package init(fonts: FontBook) {
    self.text = TextLeafMeasure(fonts: fonts)
  }

  /// Lays `root` out on a screen of `size`, origin at the top left.
  public func layout(_ root: ViewNode, in size: Size) -> LayoutNode {
    layoutWithStatistics(root, in: size).root
  }

  /// Lays `root` out on a screen of `size` and says how much sizing it took.
  ///
  /// The tree is lowered once into a ``LayoutTree``; each node's size under a proposal is
  /// computed once and kept in a ``LayoutCache`` for the pass, so the work grows with the nodes,
  /// not with their depth.
  package func layoutWithStatistics(_ root: ViewNode, in size: Size)
    -> (root: LayoutNode, statistics: LayoutStatistics)
  {
    layoutsWithStatistics([root], in: size)[0]
  }

  /// Lays each of `roots` out on a screen of `size`, in order, and says how much sizing each
  /// took. A tree that sizes as the one before it (the same but for paints: one variant's
  /// light and dark) starts from the sizes that one's cache holds, so it computes few or none
  /// of its own (a node asked under more proposals than ``LayoutCache/ways`` is asked again).
  ///
  /// ```swift
  /// let (light, dark) = (modal.body(in: .compact), modal.body(in: .compact.with(theme: .dark)))
  /// let laidOut = engine.layoutsWithStatistics([light, dark], in: screen)
  /// laidOut[1].statistics.sizesComputed  // 0 for the modal: its sizes are the light tree's
  /// ```
  package func layoutsWithStatistics(_ roots: [ViewNode], in size: Size)
    -> [(root: LayoutNode, statistics: LayoutStatistics)]
  {
    var previous: LayoutPass?
    return roots.map { root in
      var pass = LayoutPass(tree: LayoutTree(lowering: root), text: text)
      if let previous, pass.tree.sizesAlike(previous.tree) { pass.adoptSizes(of: previous) }
      let placed = pass.place(pass.tree.root, in: Rect(x: 0, y: 0, size: size))
      previous = pass
      return (placed, pass.statistics)
    }
  }

  /// The size `node` takes when offered `proposal`.
  func size(of node: ViewNode, proposal: ProposedSize) -> Size {
    var pass = LayoutPass(tree: LayoutTree(lowering: node), text: text)
    return pass.size(pass.tree.root, proposal)
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
