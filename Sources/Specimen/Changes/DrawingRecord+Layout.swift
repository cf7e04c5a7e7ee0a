extension DrawingRecord {
  /// The record of `drawing`: one part per tagged node (the device's own left out, see
  /// ``deviceRoles``), each with its frame — positioned from the enclosing part, so a part
  /// that moves does not move everything inside it — and what the untagged nodes under it draw,
  /// down to the next tagged part. Drawn nodes outside any tagged part belong to `drawing`.
  package init(_ drawing: Drawing) {
    self.init(
      path: drawing.path, component: drawing.componentID.rawValue,
      componentName: drawing.componentName, variant: drawing.variantID.rawValue,
      variantTitle: drawing.variantTitle, environment: drawing.environment.name,
      environmentName: drawing.environment.displayName,
      theme: drawing.environment.theme.rawValue, parts: Self.parts(of: drawing.layout))
  }

  /// The parts of `layout`, depth first, back to front, named and numbered.
  private static func parts(of layout: LayoutNode) -> [PartRecord] {
    var tagged: [(role: String, node: LayoutNode, parent: Int?)] = []
    func collect(_ node: LayoutNode, parent: Int?) {
      if let role = node.role, Self.deviceRoles.contains(role) { return }
      var parent = parent
      if let role = node.role {
        tagged.append((role, node, parent))
        parent = tagged.count - 1
      }
      node.children.forEachInPlace { collect($0, parent: parent) }
    }
    collect(Self.distancesOnParts(layout), parent: nil)
    let counts = Dictionary(tagged.map { ($0.role, 1) }, uniquingKeysWith: +)
    var seen: [String: Int] = [:]
    let names = tagged.map { entry -> String in
      seen[entry.role, default: 0] += 1
      let words = Self.words(entry.role)
      return counts[entry.role, default: 0] > 1 ? "\(words) \(seen[entry.role]!)" : words
    }
    var parts: [PartRecord] = []
    if layout.role == nil {
      let properties = Self.look(owning: Self.owned(by: layout))
      if !properties.isEmpty {
        parts.append(PartRecord(name: "drawing", role: "", properties: properties))
      }
    }
    for (index, entry) in tagged.enumerated() {
      let parentFrame = entry.parent.map { tagged[$0].node.frame } ?? layout.frame
      let owned = Self.owned(by: entry.node)
      parts.append(
        PartRecord(
          name: names[index], role: entry.role, parent: entry.parent.map { names[$0] },
          properties: Self.frame(entry.node, owning: owned, in: parentFrame)
            + Self.look(owning: owned)))
    }
    return parts
  }

  /// The device's own parts, left out with everything in them: the host app's screen behind
  /// the component, the status bar, the home indicator (the component's parts keep their
  /// positions on the screen, so a change of the safe area still shows).
  static let deviceRoles: Set<String> = ["host", "statusBar", "homeIndicator", "navigationBar"]

  /// `node` with the distances of an untagged node moved down to its only child when that child
  /// has the same frame (a padding around `.role("message").frame(maxWidth: .infinity)` puts
  /// its insets on the frame, which is the message's own frame): the part they belong to.
  private static func distancesOnParts(_ node: LayoutNode) -> LayoutNode {
    movingDistancesToParts(node) ?? node
  }

  /// ``distancesOnParts(_:)``, or nil when nothing under `node` moves (most subtrees): a
  /// subtree is copied only on the path to a node whose distances move.
  private static func movingDistancesToParts(_ node: LayoutNode) -> LayoutNode? {
    var copy: LayoutNode?
    var index = 0
    node.children.forEachInPlace { child in
      defer { index += 1 }
      guard let moved = movingDistancesToParts(child) else { return }
      if copy == nil { copy = node }
      copy!.children[index] = moved
    }
    // The cheap tests first: most nodes have no distances or several children.
    guard !node.distances.isEmpty, node.children.count == 1, case .group = node.content,
      node.children[0].frame == node.frame, node.role == nil
    else { return copy }
    var result = copy ?? node
    result.children[0].distances = result.distances + result.children[0].distances
    result.distances = []
    return result
  }

  /// `negativeButton` → `negative button`.
  package static func words(_ role: String) -> String { RuleText.words(role) }

  /// Position (from the enclosing part) and size, the size named after its token when the
  /// layout laid out a fixed size of exactly this frame on the part or an untagged node of it
  /// (a tagged part inside has its own).
  private static func frame(_ node: LayoutNode, owning owned: [LayoutNode], in parentFrame: Rect)
    -> [PropertyRecord]
  {
    let sizeTokens = owned.flatMap(\.distances).filter {
      $0.kind == .width || $0.kind == .height
    }
    func token(_ kind: Distance.Kind, _ value: Double) -> String? {
      sizeTokens.first { $0.kind == kind && $0.length.points == value && $0.length.token != nil }?
        .length.token
    }
    return [
      points("x", node.frame.x - parentFrame.x),
      points("y", node.frame.y - parentFrame.y),
      points("width", node.frame.width, token: token(.width, node.frame.width)),
      points("height", node.frame.height, token: token(.height, node.frame.height)),
    ]
  }

  /// `part` and its untagged descendants, down to the next tagged part.
  private static func owned(by part: LayoutNode) -> [LayoutNode] {
    var owned: [LayoutNode] = []
    func visit(_ node: LayoutNode, top: Bool) {
      if !top, node.role != nil { return }
      owned.append(node)
      node.children.forEachInPlace { visit($0, top: false) }
    }
    visit(part, top: true)
    return owned
  }

  /// What a part and the untagged nodes under it (`owned`, ``owned(by:)``) draw (shapes, text,
  /// images), and the insets and gaps laid out among them that a token names (a literal one
  /// shows as the parts' positions), stopping at tagged descendants. A name that repeats is
  /// numbered: `fill`, `fill 2`.
  private static func look(owning owned: [LayoutNode]) -> [PropertyRecord] {
    var properties: [PropertyRecord] = []
    for node in owned {
      switch node.content {
      case .group: break
      case .shape(let shape):
        if let fill = shape.fill { properties.append(paint("fill", fill)) }
        if let stroke = shape.stroke {
          properties.append(paint("stroke", stroke))
          properties.append(points("stroke width", shape.strokeWidth))
        }
        if shape.cornerRadius.points != 0 || shape.cornerRadius.token != nil {
          properties.append(
            points("corner radius", shape.cornerRadius.points, token: shape.cornerRadius.token))
        }
      case .text(let text):
        let content = text.lines.map(\.line.text).joined(separator: " ")
        properties.append(
          PropertyRecord(name: "text", value: "“\(content)”", unit: nil, token: nil))
        properties.append(paint("colour", text.paint))
        properties.append(
          PropertyRecord(
            name: "type style", value: describe(text.style), unit: nil, token: text.style.name))
        properties.append(
          PropertyRecord(name: "lines", value: String(text.lines.count), unit: nil, token: nil))
      case .image(let image):
        properties.append(
          PropertyRecord(name: "image", value: "“\(image.label)”", unit: nil, token: nil))
        properties.append(paint("image fill", image.paint))
      }
      for distance in node.distances where distance.length.token != nil {
        switch distance.kind {
        case .inset:
          // An inset lies between the padded frame and this node's frame.
          let edge =
            distance.axis == .vertical
            ? (distance.span.y + distance.span.height <= node.frame.y + 0.001 ? "top" : "bottom")
            : (distance.span.x + distance.span.width <= node.frame.x + 0.001
              ? "leading" : "trailing")
          properties.append(
            points("\(edge) inset", distance.length.points, token: distance.length.token))
        case .gap:
          properties.append(points("gap", distance.length.points, token: distance.length.token))
        case .width, .height, .cornerRadius:
          break  // the frame's size and the shape's radius say these
        }
      }
    }
    var counts: [String: Int] = [:]
    return properties.map { property in
      counts[property.name, default: 0] += 1
      let count = counts[property.name]!
      guard count > 1 else { return property }
      var numbered = property
      numbered.name += " \(count)"
      return numbered
    }
  }

  private static func points(_ name: String, _ value: Double, token: String? = nil)
    -> PropertyRecord
  {
    PropertyRecord(name: name, value: MarkupRenderer.number(value), unit: "pt", token: token)
  }

  private static func paint(_ name: String, _ paint: Paint) -> PropertyRecord {
    PropertyRecord(name: name, value: paint.color.description, unit: nil, token: paint.token)
  }

  private static func describe(_ style: TypeStyle) -> String {
    "\(MarkupRenderer.number(style.size))/\(MarkupRenderer.number(style.lineHeight)) "
      + style.weight.rawValue + (style.family.map { " \($0)" } ?? "")
  }

}
