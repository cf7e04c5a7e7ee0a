/// The spec of a variant, as a designer reads it: for each environment, every tagged part's
/// frame, with the colour token (its light and dark values, each with a swatch) and the type
/// style behind it. Parts and tokens are named in words (`negative button`, `system red`); a
/// part whose role repeats is numbered (`row 1`, `row 2`); the system's parts (status bar, host
/// screen, dim) are left out. Points are rounded to 0.5 pt, but for a hairline (a width or
/// height under 1 pt, e.g. 0.33 pt), which keeps its exact value and a note saying why.
enum SpecTable {
  /// One tagged part of one drawing.
  struct Row: Hashable {
    /// The role in words, numbered when it repeats: `action 2`, `row title 2`.
    var part: String
    /// Its frame in screen points.
    var frame: Rect
    /// The colour token's name (nil for a literal colour), or nil when the part draws none.
    var colorToken: String?
    /// The colour in the light theme, when drawn (shown as `#RRGGBB` with its swatch).
    var lightColor: RGBAColor?
    /// The colour in the dark theme, when drawn.
    var darkColor: RGBAColor?
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
      let name = RuleText.words(role)
      let part = counts[role, default: 0] > 1 ? "\(name) \(seen[role]!)" : name
      let (paint, style) = look(of: node)
      let darkPaint = index < darkParts.count ? look(of: darkParts[index]).paint : nil
      return Row(
        part: part, frame: node.frame, colorToken: paint.map { $0.token ?? "literal" },
        lightColor: paint?.color, darkColor: darkPaint?.color, typeStyle: style.map(describe))
    }
  }

  /// A `<details>` per environment for the `drawings` of one variant (light and dark of each
  /// environment), closed: a page folds its spec beneath the drawings.
  static func markup(for drawings: [Drawing]) -> Markup {
    var order: [String] = []
    var byEnvironment: [String: (light: Drawing?, dark: Drawing?)] = [:]
    for drawing in drawings {
      let name = drawing.environment.displayName
      if byEnvironment[name] == nil { order.append(name) }
      // Light and dark at standard contrast: increased contrast changes colours only, and the
      // drawings show them.
      switch drawing.environment.theme {
      case .dark: byEnvironment[name, default: (nil, nil)].dark = drawing
      case .light: byEnvironment[name, default: (nil, nil)].light = drawing
      case .lightIncreasedContrast, .darkIncreasedContrast: continue
      }
    }
    let sections = order.compactMap { name -> Markup? in
      guard let pair = byEnvironment[name], let base = pair.light ?? pair.dark else { return nil }
      let rows = Self.rows(light: base.layout, dark: pair.light == nil ? nil : pair.dark?.layout)
      guard !rows.isEmpty else { return nil }
      let header = ["Part", "x", "y", "Width", "Height", "Colour", "Light", "Dark", "Type style"]
        .map { Markup.el("th", [Attribute("scope", "col")], text: $0) }
      var hairlines: [Double] = []
      let body = rows.map { row -> Markup in
        let position = [row.frame.x, row.frame.y].map { Self.points($0, hairline: false) }
        let size = [row.frame.width, row.frame.height].map { Self.points($0, hairline: true) }
        hairlines += size.filter(\.isHairline).map(\.value)
        let numbers: [Markup] = (position + size).map {
          .el(
            "td", [Attribute("class", $0.isHairline ? "number exact" : "number")], text: $0.text)
        }
        let colors: [Markup] = [row.lightColor, row.darkColor].map(colorCell)
        return .el(
          "tr",
          [.el("th", [Attribute("scope", "row")], text: row.part)] + numbers
            + [.el("td", text: row.colorToken.map(RuleText.words) ?? "–")] + colors
            + [.el("td", text: row.typeStyle ?? "–")])
      }
      let exact = Array(Set(hairlines)).sorted().map { "\(MarkupRenderer.number($0)) pt" }
      let note =
        "Positions and sizes in points, rounded to the nearest 0.5 pt."
        + (exact.isEmpty
          ? ""
          : " Hairlines keep their exact thickness (\(exact.joined(separator: ", "))): "
            + "thinner than 1 pt, they are one pixel on the screen, and rounded they would read "
            + "as thicker or as no line at all.")
      return .el(
        "details", [Attribute("class", "spec-table")],
        [
          .el("summary", text: "Spec · \(name) (points)"),
          .el(
            "div", [Attribute("class", "spec-table-scroll")],
            [.el("table", [.el("thead", [.el("tr", header)]), .el("tbody", body)])]),
          .el("p", [Attribute("class", "spec-note")], text: note),
        ])
    }
    return .fragment(sections)
  }

  /// A length as the table shows it: rounded to 0.5 pt, but for a hairline (a `hairline`
  /// width or height between 0 and 1 pt that is not a multiple of 0.5), shown exactly.
  static func points(_ value: Double, hairline: Bool)
    -> (text: String, value: Double, isHairline: Bool)
  {
    let rounded = (value * 2).rounded() / 2
    let isHairline = hairline && value > 0 && value < 1 && abs(value - rounded) >= 0.005
    let shown = isHairline ? value : rounded
    return (MarkupRenderer.number(shown), shown, isHairline)
  }

  /// A colour cell: the hex after a bordered swatch the stylesheet draws from `--chip` (a white
  /// one stays visible on a white page; no element of its own, a page holds thousands of
  /// these); `–` when the part draws no colour.
  private static func colorCell(_ color: RGBAColor?) -> Markup {
    guard let color else { return .el("td", text: "–") }
    return .el(
      "td",
      [
        Attribute("class", "spec-colour"),
        Attribute("style", "--chip: \(FoundationsPage.css(color))"),
      ], text: color.description)
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
    "\(RuleText.words(style.name)) · \(MarkupRenderer.number(style.size))/\(MarkupRenderer.number(style.lineHeight)) "
      + style.weight.rawValue
  }
}
