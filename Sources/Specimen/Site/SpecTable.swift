/// The spec of a variant: for each environment, every tagged part's frame, with the colour
/// token (its light and dark values) and the type style behind it. A part whose role repeats is
/// numbered (`row 1`, `row 2`); the system's parts (status bar, host screen, dim) are left out.
enum SpecTable {
  /// One tagged part of one drawing.
  struct Row: Hashable {
    /// The role, numbered when it repeats: `action 2`.
    var part: String
    /// Its frame in screen points.
    var frame: Rect
    /// The colour token's name (nil for a literal colour), or nil when the part draws none.
    var colorToken: String?
    /// The colour in the light theme, `#RRGGBB`.
    var lightColor: String?
    /// The colour in the dark theme, when drawn.
    var darkColor: String?
    /// The type style's name, size, weight and line height: `title · 17/22 semibold`.
    var typeStyle: String?
  }

  /// The rows of a light drawing's `layout`, with colours from its `dark` twin (same geometry).
  static func rows(light: LayoutNode, dark: LayoutNode?) -> [Row] {
    let lightParts = parts(light)
    let darkParts = dark.map(parts) ?? []
    let counts = Dictionary(lightParts.map { ($0.role ?? "", 1) }, uniquingKeysWith: +)
    var seen: [String: Int] = [:]
    return lightParts.enumerated().map { index, node in
      let role = node.role ?? ""
      seen[role, default: 0] += 1
      let part = counts[role, default: 0] > 1 ? "\(role) \(seen[role]!)" : role
      let (paint, style) = look(of: node)
      let darkPaint = index < darkParts.count ? look(of: darkParts[index]).paint : nil
      return Row(
        part: part, frame: node.frame, colorToken: paint.map { $0.token ?? "literal" },
        lightColor: paint?.color.description, darkColor: darkPaint?.color.description,
        typeStyle: style.map(describe))
    }
  }

  /// A `<details>` per environment for the `drawings` of one variant (light and dark of each
  /// environment), the first open.
  static func markup(for drawings: [Drawing]) -> Markup {
    var order: [String] = []
    var byEnvironment: [String: (light: Drawing?, dark: Drawing?)] = [:]
    for drawing in drawings {
      let name = drawing.environment.displayName
      if byEnvironment[name] == nil { order.append(name) }
      if drawing.environment.theme == .dark {
        byEnvironment[name, default: (nil, nil)].dark = drawing
      } else {
        byEnvironment[name, default: (nil, nil)].light = drawing
      }
    }
    let sections = order.enumerated().compactMap { index, name -> Markup? in
      guard let pair = byEnvironment[name], let base = pair.light ?? pair.dark else { return nil }
      let rows = Self.rows(light: base.layout, dark: pair.light == nil ? nil : pair.dark?.layout)
      guard !rows.isEmpty else { return nil }
      let header = ["Part", "x", "y", "Width", "Height", "Colour", "Light", "Dark", "Type style"]
        .map { Markup.el("th", [Attribute("scope", "col")], text: $0) }
      let body = rows.map { row -> Markup in
        .el(
          "tr",
          [.el("th", [Attribute("scope", "row")], text: row.part)]
            + [row.frame.x, row.frame.y, row.frame.width, row.frame.height].map {
              .el("td", [Attribute("class", "number")], text: MarkupRenderer.number($0))
            }
            + [row.colorToken, row.lightColor, row.darkColor, row.typeStyle].map {
              .el("td", text: $0 ?? "–")
            })
      }
      return .el(
        "details", [Attribute("class", "spec-table")] + (index == 0 ? [Attribute("open", "")] : []),
        [
          .el("summary", text: "Spec · \(name) (points)"),
          .el(
            "div", [Attribute("class", "spec-table-scroll")],
            [.el("table", [.el("thead", [.el("tr", header)]), .el("tbody", body)])]),
        ])
    }
    return .fragment(sections)
  }

  /// Every tagged node outside the system's parts, depth first.
  private static func parts(_ layout: LayoutNode) -> [LayoutNode] {
    var found: [LayoutNode] = []
    func visit(_ node: LayoutNode) {
      if let role = node.role {
        if Redlines.systemRoles.contains(role) { return }
        found.append(node)
      }
      node.children.forEach(visit)
    }
    visit(layout)
    return found
  }

  /// The paint and type style a part draws with: its own paint, else the first drawn
  /// descendant's (a card's background, a button's label); the type style when every text in
  /// it has the same one (a card of title and message has none of its own).
  private static func look(of node: LayoutNode) -> (paint: Paint?, style: TypeStyle?) {
    let paint = node.allNodes.lazy.compactMap { descendant -> Paint? in
      switch descendant.content {
      case .text(let text): text.paint
      case .shape(let shape): shape.fill ?? shape.stroke
      case .image(let image): image.paint
      case .group: nil
      }
    }.first
    let styles = Set(node.textLayouts.map(\.style))
    return (paint, styles.count == 1 ? styles.first : nil)
  }

  private static func describe(_ style: TypeStyle) -> String {
    "\(style.name) · \(MarkupRenderer.number(style.size))/\(MarkupRenderer.number(style.lineHeight)) "
      + style.weight.rawValue
  }
}
