/// Something a drawing shows that the design-system team should look at, found on the layout
/// frames rather than written by hand: text past the screen's edge, under the status bar or
/// the home indicator, in a side safe-area inset, or past the surface it is drawn on.
///
/// ```swift
/// for finding in drawing.findings {
///   print(finding.message)  // “message” runs past the screen’s left and right edges by 96 pt
/// }
/// ```
package struct Finding: Hashable, Sendable {
  /// What kind of problem the layout shows.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Text past an edge of the screen, where no one can read it.
    case offScreen
    /// Text under the status bar.
    case underStatusBar
    /// Text in the home indicator's area at the bottom of the screen.
    case underHomeIndicator
    /// Text in a side safe-area inset (the sensor housing and rounded corners in landscape).
    case inSideInset
    /// Text past the edge of the shape it is drawn on (a card, a bar, a row).
    case outsideSurface
  }

  /// What kind of problem it is.
  package var kind: Kind
  /// The part (role) of the text, e.g. `message`.
  package var part: String
  /// One sentence for the page, with the numbers; it names the part in words (`row title`).
  package var message: String

  /// Creates a finding.
  package init(kind: Kind, part: String, message: String) {
    self.kind = kind
    self.part = part
    self.message = message
  }

  /// How far past an edge text must reach to count, in points (below a rounding error).
  static let tolerance = 0.5

  /// The findings of a laid-out screen in `environment`, in drawing order. The status bar's and
  /// home indicator's own parts are the system's and never count.
  package static func findings(in layout: LayoutNode, environment: Environment) -> [Finding] {
    var found: [Finding] = []
    func visit(_ node: LayoutNode, part: String?, surface: (frame: Rect, name: String)?) {
      if node.role == "statusBar" || node.role == "homeIndicator" { return }
      let part = node.role ?? part
      var surface = surface
      if let first = node.children.first, node.children.count > 1, first.frame == node.frame,
        case .shape(let shape) = first.content, shape.fill != nil
      {
        surface = (node.frame, node.role ?? first.role ?? part ?? "surface")
      }
      if case .text(let text) = node.content {
        let boxes = text.lines.map(\.box).filter { $0.width > 0 }
        if let box = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }) {
          found += check(box, part: part ?? "text", surface: surface, in: environment)
        }
      }
      node.children.forEachInPlace { visit($0, part: part, surface: surface) }
    }
    visit(layout, part: nil, surface: nil)
    return found
  }

  private static func check(
    _ box: Rect, part: String, surface: (frame: Rect, name: String)?, in environment: Environment
  ) -> [Finding] {
    var found: [Finding] = []
    let quoted = "“\(partName(part))”"
    let screen = Rect(x: 0, y: 0, width: environment.width, height: environment.height)
    let past = overhang(of: box, past: screen)
    if !past.isEmpty {
      found.append(
        Finding(
          kind: .offScreen, part: part, message: "\(quoted) runs past the screen’s \(past)."))
    }
    let safeArea = environment.safeArea
    if environment.showsStatusBar, safeArea.top.points > 0, box.y < safeArea.top.points - tolerance,
      box.maxY > tolerance
    {
      found.append(
        Finding(
          kind: .underStatusBar, part: part,
          message: "\(quoted) lies under the status bar (the top "
            + "\(PointFormat.string(safeArea.top.points)) pt)."))
    }
    let bottomEdge = environment.height - safeArea.bottom.points
    if environment.showsHomeIndicator, safeArea.bottom.points > 0,
      box.maxY > bottomEdge + tolerance,
      box.y < environment.height - tolerance
    {
      found.append(
        Finding(
          kind: .underHomeIndicator, part: part,
          message: "\(quoted) lies in the home indicator’s area (the bottom "
            + "\(PointFormat.string(safeArea.bottom.points)) pt)."))
    }
    var sides: [String] = []
    if safeArea.leading.points > 0, box.x < safeArea.leading.points - tolerance,
      box.maxX > tolerance
    {
      sides.append("left (\(PointFormat.string(safeArea.leading.points)) pt)")
    }
    if safeArea.trailing.points > 0,
      box.maxX > environment.width - safeArea.trailing.points + tolerance,
      box.x < environment.width - tolerance
    {
      sides.append("right (\(PointFormat.string(safeArea.trailing.points)) pt)")
    }
    if !sides.isEmpty {
      found.append(
        Finding(
          kind: .inSideInset, part: part,
          message: "\(quoted) reaches into the \(sides.joined(separator: " and ")) safe-area "
            + "inset\(sides.count == 1 ? "" : "s"), under the sensor housing or a rounded corner."))
    }
    // A full-screen surface (the screen, the host) adds nothing to “runs past the screen”.
    if let surface, surface.name != part, surface.frame != screen {
      let past = overhang(of: box, past: surface.frame)
      if !past.isEmpty {
        found.append(
          Finding(
            kind: .outsideSurface, part: part,
            message: "\(quoted) runs past its “\(partName(surface.name))” "
              + "(\(PointFormat.string(surface.frame.width)) × "
              + "\(PointFormat.string(surface.frame.height)) pt): \(past)."))
      }
    }
    return found
  }

  /// A part's role as a page names it, in words: `rowTitle` → `row title`.
  static func partName(_ role: String) -> String { RuleText.words(role) }

  /// How far `box` reaches past each edge of `bounds`, in words: `left and right edges by
  /// 96 pt`, `bottom edge by 12 pt`; empty when inside.
  private static func overhang(of box: Rect, past bounds: Rect) -> String {
    let amounts: [(String, Double)] = [
      ("top", bounds.y - box.y), ("bottom", box.maxY - bounds.maxY),
      ("left", bounds.x - box.x), ("right", box.maxX - bounds.maxX),
    ].filter { $0.1 > tolerance }
    guard !amounts.isEmpty else { return "" }
    let rounded = amounts.map { ($0.0, ($0.1 * 10).rounded() / 10) }
    if Set(rounded.map(\.1)).count == 1 {
      let edges = rounded.map(\.0)
      let names =
        edges.count == 1
        ? edges[0] : edges.dropLast().joined(separator: ", ") + " and " + edges.last!
      return "\(names) edge\(edges.count == 1 ? "" : "s") by \(PointFormat.string(rounded[0].1)) pt"
    }
    return rounded.map { "\($0.0) edge by \(PointFormat.string($0.1)) pt" }
      .joined(separator: ", ")
  }
}
