/// A node of the laid-out tree: every frame in screen points, computed once.
///
/// Markup only reads these; nothing after layout measures anything. A team's layout tests read
/// the frames of the parts its component tags with ``ViewNode/role(_:)``:
/// ```swift
/// let root = engine.layout(banner.body(in: .compact), in: Size(width: 375, height: 812))
/// let card = try XCTUnwrap(root.first(role: "banner"))
/// XCTAssertEqual(card.frame.width, 375 - 2 * 16)
/// ```
public struct LayoutNode: Hashable, Sendable {
  /// What the node draws.
  package enum Content: Hashable, Sendable {
    /// Draws nothing itself; groups children.
    case group
    /// A rectangle.
    indirect case shape(ShapeStyle)
    /// Wrapped, measured lines of text.
    indirect case text(TextLayout)
    /// An image placeholder.
    indirect case image(ImageSpec)
  }

  /// The parts of a node only a few nodes have, kept apart so a plain node stays small: a
  /// drawing holds about a hundred nodes, and a build holds a group's thousand drawings.
  private struct Annotations: Hashable, Sendable {
    var role: String?
    var animation: Animation?
    var accessibility: AccessibilityElement?

    /// Whether it holds nothing.
    var isEmpty: Bool { role == nil && animation == nil && accessibility == nil }
  }

  /// A value kept out of line.
  private indirect enum Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value)

    /// The value.
    var value: Value {
      switch self {
      case .value(let value): value
      }
    }
  }

  /// The node's frame in screen points.
  public var frame: Rect
  /// What it draws.
  package var content: Content
  /// Its children, back to front.
  package var children: [LayoutNode]
  /// The distances laid out at this node (its fixed size, the insets around it, the gaps between
  /// its children, its corner radius), measured from the frames.
  package var distances: [Distance]
  /// Its role, animation and accessibility, when it has any.
  private var annotations: Boxed<Annotations>?

  /// The role it was tagged with, if any.
  package var role: String? {
    get { annotations?.value.role }
    set { annotate { $0.role = newValue } }
  }
  /// How it animates, if at all.
  package var animation: Animation? {
    get { annotations?.value.animation }
    set { annotate { $0.animation = newValue } }
  }
  /// The tappable element it is, if marked with ``ViewNode/tappable(_:trait:action:)``.
  package var accessibility: AccessibilityElement? {
    get { annotations?.value.accessibility }
    set { annotate { $0.accessibility = newValue } }
  }

  /// Changes the annotations with `change`, boxing them only when there are any.
  private mutating func annotate(_ change: (inout Annotations) -> Void) {
    var value = annotations?.value ?? Annotations()
    change(&value)
    annotations = value.isEmpty ? nil : .value(value)
  }

  /// Creates a node.
  package init(
    frame: Rect, role: String? = nil, content: Content, children: [LayoutNode] = [],
    animation: Animation? = nil, distances: [Distance] = [],
    accessibility: AccessibilityElement? = nil
  ) {
    self.frame = frame
    self.content = content
    self.children = children
    self.distances = distances
    let annotations = Annotations(role: role, animation: animation, accessibility: accessibility)
    self.annotations = annotations.isEmpty ? nil : .value(annotations)
  }

  /// This node and every descendant, depth first, back to front.
  package var allNodes: [LayoutNode] {
    var nodes: [LayoutNode] = []
    forEachNode { nodes.append($0) }
    return nodes
  }

  /// The colour tokens and type styles this node and its descendants paint with, each once, in
  /// drawing order; a subtree tagged with one of `roles` (e.g. the device around a component)
  /// is left out.
  package func paintTokens(skipping roles: Set<String> = [])
    -> (colors: [String], typeStyles: [String])
  {
    var colors: [String] = []
    var typeStyles: [String] = []
    var seenColors = Set<String>()
    var seenStyles = Set<String>()
    func collect(_ node: LayoutNode) {
      if let role = node.role, roles.contains(role) { return }
      switch node.content {
      case .shape(let shape):
        if let token = shape.fill?.token, seenColors.insert(token).inserted { colors.append(token) }
        if let token = shape.stroke?.token, seenColors.insert(token).inserted {
          colors.append(token)
        }
      case .text(let text):
        if let token = text.paint.token, seenColors.insert(token).inserted { colors.append(token) }
        if seenStyles.insert(text.style.name).inserted { typeStyles.append(text.style.name) }
      case .group, .image:
        break
      }
      node.children.forEachInPlace { collect($0) }
    }
    collect(self)
    return (colors, typeStyles)
  }

  /// Calls `body` with this node and every descendant, depth first, copying nothing.
  func forEachNode(_ body: (LayoutNode) -> Void) {
    body(self)
    children.forEachInPlace { $0.forEachNode(body) }
  }

  /// The first node tagged `role`, depth first.
  public func first(role: String) -> LayoutNode? { allNodes.first { $0.role == role } }

  /// Every node tagged `role`, depth first.
  package func all(role: String) -> [LayoutNode] { allNodes.filter { $0.role == role } }

  /// This layout as the device shows it `seconds` after the component was shown: every node
  /// whose ``Animation/appearAfter`` is later is left out with its children, every other frame
  /// unchanged (a UIView with `isHidden = true` keeps its place in the layout). Nil when this
  /// node itself has not appeared yet.
  ///
  /// ```swift
  /// let firstMoment = layout.at(elapsed: 0)  // a loading view's first 0.8 s: no spinner
  /// ```
  package func at(elapsed seconds: Double) -> LayoutNode? {
    if let delay = animation?.appearAfter, delay > seconds { return nil }
    var copy = self
    copy.children = children.compactMap { $0.at(elapsed: seconds) }
    return copy
  }

  /// The shape it draws (its fill, stroke and corner radius), or nil when it draws none.
  ///
  /// ```swift
  /// let card = try XCTUnwrap(layout.first(role: "card"))
  /// let background = card.allNodes.compactMap(\.shape).first
  /// XCTAssertEqual(background?.fill?.token, "cardBackground")
  /// ```
  package var shape: ShapeStyle? {
    if case .shape(let style) = content { return style }
    return nil
  }

  /// Every text layout in drawing order.
  package var textLayouts: [TextLayout] {
    var layouts: [TextLayout] = []
    forEachNode {
      if case .text(let layout) = $0.content { layouts.append(layout) }
    }
    return layouts
  }
}

/// A text node after layout: its lines with their baselines and widths.
package struct TextLayout: Hashable, Sendable {
  /// The type style.
  package var style: TypeStyle
  /// The colour.
  package var paint: Paint
  /// The CSS family list the lines are drawn with, in the measurer's fallback order.
  package var fontFamily: String
  /// The lines, top to bottom.
  package var lines: [PlacedLine]
}

/// A measured line placed on screen.
package struct PlacedLine: Hashable, Sendable {
  /// The measured line.
  package var line: MeasuredLine
  /// The left end of the baseline.
  package var x: Double
  /// The baseline's y.
  package var baseline: Double
  /// The line's box: its width by the style's line height.
  package var box: Rect

  /// The characters drawn: trailing spaces left out, `…` at the end of a line cut short.
  package var text: String { line.text }
}
