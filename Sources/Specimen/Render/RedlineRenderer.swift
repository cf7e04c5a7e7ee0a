/// Redlines: the distances a layout laid out (sizes, insets, gaps, corner radii), each drawn as
/// a dimension line with end ticks and a label naming its points and its token (`270 ·
/// modalWidth`), as an SVG group: a variant's overlays are one file, a view per screen
/// (``sheet(_:)``), which a page lays over each drawing, hidden until its toggle is on.
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
      guard isMeasured(node) else { return }
      for distance in node.distances where isDrawn(distance) {
        if seen.insert(distance).inserted { found.append(distance) }
      }
      node.children.forEach(visit)
    }
    visit(layout)
    return found
  }

  /// Whether a node and what it holds are measured: not a part the system draws.
  private static func isMeasured(_ node: LayoutNode) -> Bool {
    node.role.map { !systemRoles.contains($0) } ?? true
  }

  /// Whether a distance is drawn: not zero points.
  private static func isDrawn(_ distance: Distance) -> Bool { distance.length.points > 0.005 }

  /// Whether `layout` has anything to measure (``distances(in:)`` is not empty), found without
  /// listing the distances: the first one answers.
  package static func measuresAnything(in layout: LayoutNode) -> Bool {
    func visit(_ node: LayoutNode) -> Bool {
      isMeasured(node)
        && (node.distances.contains(where: isDrawn) || node.children.contains(where: visit))
    }
    return visit(layout)
  }

  /// The class of the overlay group; the page's CSS hides it until the toggle is checked.
  package static let overlayClass = "redlines"

  /// The overlay for `layout`: every distance's dimension line, then the labels placed by
  /// ``placement(for:)`` on top (a label with no free place kept hidden, so the overlay's
  /// elements are the same whatever the content), or nil when there is nothing to measure.
  /// Every size is in the drawing's points, so the overlay scales with its drawing and its
  /// labels stay where they were placed. Its labels name their font themselves: a page shows
  /// it as an image (``sheet(_:)``), without the page's style sheet; and it is not
  /// `aria-hidden`, which SVG does not know (the image has no text alternative).
  package static func overlay(for layout: LayoutNode) -> Markup? {
    let distances = distances(in: layout)
    guard !distances.isEmpty else { return nil }
    let placement = placement(for: layout, distances: distances)
    let leaders = Dictionary(
      placement.labels.compactMap { label in label.leader.map { (label.distance, $0) } },
      uniquingKeysWith: { first, _ in first })
    // Paint set once on the groups and inherited (a page shows hundreds of these): lines and
    // arcs stroke in the redline colour and fill nothing, pills fill with it and stroke nothing,
    // labels are white and centred. Every pill is drawn before every label: no two pills come
    // closer than ``RedlineLabelPlacement/padding``, so no pill covers another's label.
    let labels =
      placement.labels.map { ($0, true) }
      + placement.unplaced.map { distance in
        // A label with no free place keeps its pill, hidden rather than over text, so a
        // drawing's overlay has the same elements whatever its content.
        let text = label(distance.length)
        return (
          RedlineLabelPlacement.Label(
            distance: distance, text: text,
            box: Rect(x: 0, y: 0, width: labelWidth(text), height: 12), leader: nil),
          false
        )
      }
    return .el(
      "g",
      [
        Attribute("class", overlayClass), Attribute("font-size", "9"),
        Attribute("text-anchor", "middle"), Attribute("fill", color), Attribute("stroke", color),
        Attribute("stroke-width", "1"), Attribute("font-family", "system-ui, sans-serif"),
        Attribute("font-weight", "600"),
      ],
      [
        .el("g", [Attribute("fill", "none")], distances.map { line($0, leader: leaders[$0]) }),
        .el(
          "g", [Attribute("stroke", "none")],
          labels.map { pill($0, shown: $1) }
            + [.el("g", [Attribute("fill", "#FFFFFF")], labels.map { text($0, shown: $1) })]),
      ])
  }

  /// Where the labels of `layout`'s distances go (see ``RedlineLabelPlacement``): one per
  /// distance but one per group of equal hairlines (``labelled(_:)``), clear of each other and
  /// of every text frame of the drawing, inside the drawing.
  package static func placement(for layout: LayoutNode) -> RedlineLabelPlacement {
    placement(for: layout, distances: distances(in: layout))
  }

  private static func placement(for layout: LayoutNode, distances: [Distance])
    -> RedlineLabelPlacement
  {
    RedlineLabelPlacement(
      distances: labelled(distances), avoiding: textFrames(in: layout),
      in: Rect(x: 0, y: 0, size: layout.frame.size), width: labelWidth)
  }

  /// The distances that get a label: all but a hairline (a width or height of at most 1 pt,
  /// a divider's or separator's) equal to one labelled before it, so a group of equal hairlines
  /// is labelled once; every one still draws its line.
  package static func labelled(_ distances: [Distance]) -> [Distance] {
    var hairlines: Set<Length> = []
    return distances.filter { distance in
      guard distance.kind == .width || distance.kind == .height,
        distance.length.points <= hairline
      else { return true }
      return hairlines.insert(distance.length).inserted
    }
  }

  /// The thickest a hairline is: 1 pt.
  static let hairline = 1.0

  /// The frame of every text of the drawing, the system's parts' included: what no label may
  /// cover.
  package static func textFrames(in layout: LayoutNode) -> [Rect] {
    layout.allNodes.compactMap { node in
      if case .text = node.content { return node.frame }
      return nil
    }
  }

  /// A label's pill width: its 9-pt text as the widest likely face draws it, plus 4 pt on each
  /// side. The page draws labels in `system-ui` semibold, which the site cannot measure (it is
  /// the reader's font), so each character counts as wide as DejaVu Sans Bold (what Linux
  /// resolves `system-ui` bold to, wider than San Francisco or Segoe UI) draws it or wider:
  /// 0.5 em for `i l j f r t`, spaces and marks, 1.11 em for `m w M W`, 0.72 em for other
  /// lower-case letters and digits, 0.86 em for capitals, 1 em for other ASCII, 1.25 em for
  /// anything else.
  package static func labelWidth(_ text: String) -> Double {
    let ems = text.unicodeScalars.reduce(0.0) { sum, scalar in
      sum + (scalar.isASCII ? asciiEms[Int(scalar.value)] : em(of: Character(scalar)))
    }
    return (ems * labelSize * 100).rounded(.up) / 100 + 8
  }

  /// ``em(of:)`` of each ASCII character, looked up once: labels are measured once a distance.
  private static let asciiEms = (0..<128).map { em(of: Character(Unicode.Scalar(UInt8($0)))) }

  /// The labels' font size in points.
  static let labelSize = 9.0

  private static func em(of character: Character) -> Double {
    if " ·.,:;'!|()[]-_ijlfrtIJ".contains(character) { return 0.5 }
    if "mwMW".contains(character) { return 1.11 }
    guard character.isASCII else { return 1.25 }
    if character.isLowercase || character.isNumber { return 0.72 }
    return character.isUppercase ? 0.86 : 1
  }

  /// The redline overlays of a variant's screens in one SVG file, as ``DrawingSheet`` holds its
  /// drawings: each screen with something to measure on a row of its own, its ``overlay(for:)``
  /// in a nested `<svg>` of the drawing's size preceded by a `<view>` whose id (`view`, the
  /// screen's name) addresses it, so a page lays `two-buttons.svg#compact` over the drawing,
  /// and the file opened on its own shows every screen's. Nil when no screen has anything to
  /// measure.
  package static func sheet(_ screens: [(view: String, layout: LayoutNode)]) -> Markup? {
    let overlays = screens.compactMap { screen in
      overlay(for: screen.layout).map { (view: screen.view, size: screen.layout.frame.size, $0) }
    }
    guard !overlays.isEmpty else { return nil }
    let arrangement = DrawingSheet.arrangement(of: overlays.map { [$0.size] })
    var children: [Markup] = [.el("style", text: DrawingSheet.targetRule)]
    for (overlay, origins) in zip(overlays, arrangement.origins) {
      let origin = origins[0]
      children.append(DrawingSheet.view(overlay.view, at: origin, size: overlay.size))
      children.append(
        .el("svg", SVGRenderer.placement(x: origin.x, y: origin.y, size: overlay.size), [overlay.2])
      )
    }
    return DrawingSheet.document(size: arrangement.size, children)
  }

  /// A distance's label as a designer reads it: the points, then the token in words after a
  /// middle dot when there is one (`270 · modal width`, not the code's `modalWidth`).
  package static func label(_ length: Length) -> String {
    let number = PointFormat.string(length.points)
    return length.token.map { "\(number) · \(RuleText.words($0))" } ?? number
  }

  /// The line colour: a magenta that reads on white and on black.
  static let color = "#E0108A"

  /// A distance's dimension line as one path: a quarter arc at a corner, from the top edge to
  /// the leading edge, else the line and its two end ticks; then its label's leader, if any (so
  /// a drawing's elements are the same whichever labels need one). Path data without spaces
  /// around its commands (`M271 187.5H541`).
  private static func line(_ distance: Distance, leader: RedlineLabelPlacement.Segment?)
    -> Markup
  {
    let toLabel = leader.map { "M\(n($0.x1)) \(n($0.y1))L\(n($0.x2)) \(n($0.y2))" } ?? ""
    let line = RedlineLabelPlacement.line(of: distance)
    let path: Markup
    if distance.kind == .cornerRadius {
      let r = n(distance.length.points)
      path = .el(
        "path",
        [
          Attribute(
            "d",
            "M\(n(line.x1)) \(n(line.y1))A\(r) \(r) 0 0 1 \(n(line.x2)) \(n(line.y2))" + toLabel),
          Attribute("stroke-width", "1.5"),
        ])
    } else {
      let tick = 3.0
      let d =
        distance.axis == .horizontal
        ? "M\(n(line.x1)) \(n(line.y1))H\(n(line.x2))M\(n(line.x1)) \(n(line.y1 - tick))V\(n(line.y1 + tick))"
          + "M\(n(line.x2)) \(n(line.y2 - tick))V\(n(line.y2 + tick))"
        : "M\(n(line.x1)) \(n(line.y1))V\(n(line.y2))M\(n(line.x1 - tick)) \(n(line.y1))H\(n(line.x1 + tick))"
          + "M\(n(line.x2 - tick)) \(n(line.y2))H\(n(line.x2 + tick))"
      path = .el("path", [Attribute("d", d + toLabel)])
    }
    return path
  }

  /// A placed label's pill; hidden when the label is not `shown`.
  private static func pill(_ label: RedlineLabelPlacement.Label, shown: Bool) -> Markup {
    let box = label.box
    return .el(
      "rect",
      [
        Attribute("x", box.x), Attribute("y", box.y), Attribute("width", box.width),
        Attribute("height", box.height), Attribute("rx", box.height / 2),
      ] + (shown ? [] : [Attribute("visibility", "hidden")]))
  }

  /// A placed label's text, centred on its pill; hidden when the label is not `shown`.
  private static func text(_ label: RedlineLabelPlacement.Label, shown: Bool) -> Markup {
    let box = label.box
    return .el(
      "text",
      [
        Attribute("data-redline", label.distance.kind.rawValue),
        Attribute("x", box.midX), Attribute("y", box.midY + 3.2),
      ] + (shown ? [] : [Attribute("visibility", "hidden")]), text: label.text)
  }

  private static func n(_ value: Double) -> String { MarkupRenderer.number(value) }
}
