/// Redlines: the distances a layout laid out (sizes, insets, gaps, corner radii), each drawn as
/// a dimension line with end ticks and a label naming its points and its token (`270 ·
/// modalWidth`), as an SVG group in a file of its own that a page lays over the drawing, hidden
/// until its toggle is on.
///
/// ```swift
/// let distances = Redlines.distances(in: drawing.layout)  // what the overlay draws
/// ```
package enum Redlines {
  /// Parts drawn by the system around a component (status bar, home indicator, host screen,
  /// dim, navigation bar): their distances are left out.
  package static let systemRoles: Set<String> = [
    "screen", "dim", "host", "statusBar", "homeIndicator", "navigationBar",
  ]

  /// Every distance laid out in `layout` outside the system's parts, none of zero points, each
  /// once, in drawing order.
  package static func distances(in layout: LayoutNode) -> [Distance] {
    var found: [Distance] = []
    var seen: Set<Distance> = []
    func visit(_ node: LayoutNode) {
      if let role = node.role, systemRoles.contains(role) { return }
      for distance in node.distances where distance.length.points > 0.005 {
        if seen.insert(distance).inserted { found.append(distance) }
      }
      node.children.forEach(visit)
    }
    visit(layout)
    return found
  }

  /// The class of the overlay group; the page's CSS hides it until the toggle is checked.
  package static let overlayClass = "redlines"

  /// The overlay for `layout`: one group of dimension lines and labels, or nil when there is
  /// nothing to measure.
  package static func overlay(for layout: LayoutNode) -> Markup? {
    let distances = distances(in: layout)
    guard !distances.isEmpty else { return nil }
    // Paint set once on the group and inherited (a page shows hundreds of these): lines and
    // arcs stroke in the redline colour, pills fill with it, labels are white and centred.
    return .el(
      "g",
      [
        Attribute("class", overlayClass), Attribute("aria-hidden", "true"),
        Attribute("font-size", "9"), Attribute("text-anchor", "middle"),
        Attribute("fill", color), Attribute("stroke", color), Attribute("stroke-width", "1"),
      ],
      distances.map(draw))
  }

  /// The overlay for `layout` as a standalone SVG document of the drawing's size (the file a
  /// page lays over the drawing, as an image without a text alternative, so not `aria-hidden`,
  /// which SVG does not know), or nil when there is nothing to measure. Its labels name their
  /// font themselves: the file is drawn alone, as an image, without the page's style sheet.
  package static func document(for layout: LayoutNode) -> Markup? {
    guard case .element(let name, var attributes, let children)? = overlay(for: layout) else {
      return nil
    }
    attributes.removeAll { $0.name == "aria-hidden" }
    attributes += [
      Attribute("font-family", "system-ui, sans-serif"), Attribute("font-weight", "600"),
    ]
    let size = layout.frame.size
    return .el(
      "svg",
      [
        Attribute("xmlns", "http://www.w3.org/2000/svg"), Attribute("width", size.width),
        Attribute("height", size.height),
        Attribute("viewBox", "0 0 \(n(size.width)) \(n(size.height))"),
      ], [.element(name, attributes, children)])
  }

  /// The line colour: a magenta that reads on white and on black.
  static let color = "#E0108A"

  private static func draw(_ distance: Distance) -> Markup {
    let span = distance.span
    let label = distance.length.description
    var parts: [Markup] = []
    let anchor: (x: Double, y: Double)
    switch distance.kind {
    case .cornerRadius:
      // A quarter arc at the top-leading corner, from the top edge to the leading edge.
      let r = distance.length.points
      let path =
        "M \(n(span.x)) \(n(span.y + r)) A \(n(r)) \(n(r)) 0 0 1 \(n(span.x + r)) \(n(span.y))"
      parts.append(
        .el(
          "path",
          [Attribute("d", path), Attribute("fill", "none"), Attribute("stroke-width", "1.5")]))
      anchor = (span.x + r + 2 + width(of: label) / 2, span.y + 7)
    default:
      // The dimension line and its two end ticks as one path.
      let (x1, y1, x2, y2): (Double, Double, Double, Double) =
        distance.axis == .horizontal
        ? (span.x, span.midY, span.maxX, span.midY) : (span.midX, span.y, span.midX, span.maxY)
      let tick = 3.0
      let path =
        distance.axis == .horizontal
        ? "M \(n(x1)) \(n(y1)) H \(n(x2)) M \(n(x1)) \(n(y1 - tick)) V \(n(y1 + tick)) "
          + "M \(n(x2)) \(n(y2 - tick)) V \(n(y2 + tick))"
        : "M \(n(x1)) \(n(y1)) V \(n(y2)) M \(n(x1 - tick)) \(n(y1)) H \(n(x1 + tick)) "
          + "M \(n(x2 - tick)) \(n(y2)) H \(n(x2 + tick))"
      parts.append(.el("path", [Attribute("d", path), Attribute("fill", "none")]))
      anchor = ((x1 + x2) / 2, (y1 + y2) / 2)
    }
    let labelWidth = width(of: label)
    parts.append(
      .el(
        "rect",
        [
          Attribute("x", anchor.x - labelWidth / 2), Attribute("y", anchor.y - 6.5),
          Attribute("width", labelWidth), Attribute("height", "13"), Attribute("rx", "6.5"),
          Attribute("stroke", "none"),
        ]))
    parts.append(
      .el(
        "text",
        [
          Attribute("data-redline", distance.kind.rawValue),
          Attribute("x", anchor.x), Attribute("y", anchor.y + 3.2),
          Attribute("fill", "#FFFFFF"), Attribute("stroke", "none"),
        ], text: label))
    return .el("g", parts)
  }

  /// A generous width for the label's pill: 9-pt system text averages under 5.4 pt a character.
  private static func width(of label: String) -> Double { Double(label.count) * 5.4 + 8 }

  private static func n(_ value: Double) -> String { MarkupRenderer.number(value) }
}
