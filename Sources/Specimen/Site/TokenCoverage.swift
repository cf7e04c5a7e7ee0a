/// Which colours, lengths and type styles the drawings use without a token (a value written in a
/// component), and which tokens no drawing uses: the Foundations page's "Token coverage" and
/// `specimen --strict` list both. Read from the laid-out drawings, system chrome (status bar,
/// home indicator, the host screen behind a presented component) left out. Pure.
///
/// ```swift
/// var coverage = TokenCoverage()
/// coverage.add(entry, drawings)  // each component's drawings, as a build makes them
/// coverage.unusedTokens(in: registry.tokens)  // ["radius · thumbnail"]
/// ```
package struct TokenCoverage: Equatable, Sendable, Codable {
  /// What a value is.
  package enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// A fill, stroke or text colour.
    case color = "colour"
    /// A corner radius or a stack's gap, in points (a size or an inset counts only as a use
    /// of the token that names it: many are worked out from the screen).
    case length
    /// A text's type style.
    case typeStyle = "type style"
  }

  /// A value drawn without a token, e.g. a colour `#FF3B30` or a length `20 pt (inset)`.
  package struct RawValue: Hashable, Sendable, Codable {
    /// What it is.
    package var kind: Kind
    /// The value as the page says it.
    package var value: String
  }

  /// The colours and lengths drawn without a token, in the order first drawn, each with the
  /// components (by name, registry order) that draw it.
  private var rawValues: [(value: RawValue, components: [String])] = []
  private var rawIndex: [RawValue: Int] = [:]
  /// The names of the tokens some drawing uses, per kind.
  private var used: [Kind: Set<String>] = [:]
  /// Every type style drawn, by name (a style is a token when the design system has one of its
  /// name): how it reads and the components that draw it.
  private var typeStyles: [String: (value: String, components: [String])] = [:]
  private var typeStyleOrder: [String] = []

  /// No drawings yet.
  package init() {}

  package static func == (lhs: TokenCoverage, rhs: TokenCoverage) -> Bool {
    lhs.rawValues.map(\.value) == rhs.rawValues.map(\.value)
      && lhs.rawValues.map(\.components) == rhs.rawValues.map(\.components)
      && lhs.used == rhs.used && lhs.typeStyleOrder == rhs.typeStyleOrder
      && lhs.typeStyleOrder.allSatisfy {
        lhs.typeStyles[$0]?.components == rhs.typeStyles[$0]?.components
      }
  }

  /// The values drawn without a token of `tokens`, each with the components that draw it:
  /// colours and lengths with no token, then type styles the design system has no token for.
  package func rawValues(in tokens: DesignTokens) -> [(value: RawValue, components: [String])] {
    let names = Set(tokens.typeStyles.map(\.name))
    return rawValues
      + typeStyleOrder.filter { !names.contains($0) }.compactMap { name in
        typeStyles[name].map {
          (RawValue(kind: .typeStyle, value: "\($0.value) (\(name))"), $0.components)
        }
      }
  }

  /// Adds what `drawings` of `entry` draw; components are added in registry order.
  package mutating func add(_ entry: ComponentEntry, _ drawings: [Drawing]) {
    for drawing in drawings {
      visit(drawing.layout, component: entry.name)
    }
  }

  private mutating func visit(_ node: LayoutNode, component: String) {
    if let role = node.role, AccessibilityReport.chromeRoles.contains(role) { return }
    func paint(_ paint: Paint?) {
      guard let paint else { return }
      if let token = paint.token {
        used[.color, default: []].insert(token)
      } else if paint.color.alpha != 0 {
        note(RawValue(kind: .color, value: FoundationsPage.describe(paint.color)), component)
      }
    }
    switch node.content {
    case .shape(let shape):
      paint(shape.fill)
      paint(shape.stroke)
    case .text(let text):
      paint(text.paint)
      if typeStyles[text.style.name] == nil {
        typeStyleOrder.append(text.style.name)
        typeStyles[text.style.name] = (TokenCoverage.describe(text.style), [])
      }
      if typeStyles[text.style.name]!.components.last != component {
        typeStyles[text.style.name]!.components.append(component)
      }
    case .image(let image):
      paint(image.paint)
    case .group:
      break
    }
    for distance in node.distances {
      if let token = distance.length.token {
        used[.length, default: []].insert(token)
      } else if distance.length.points != 0,
        distance.kind == .cornerRadius || distance.kind == .gap
      {
        // Sizes and insets are often worked out from the screen (its width, its safe area), so
        // only a corner radius or a gap with no token is a value written in the component.
        note(
          RawValue(
            kind: .length,
            value: "\(MarkupRenderer.number(distance.length.points)) pt "
              + "(\(TokenCoverage.words(distance.kind)))"),
          component)
      }
    }
    for child in node.children { visit(child, component: component) }
  }

  /// Adds `other`'s values and uses after this one's (another component's coverage, kept in
  /// the rerun cache): the same as adding its drawings here.
  package mutating func merge(_ other: TokenCoverage) {
    for (value, components) in other.rawValues {
      for component in components { note(value, component) }
    }
    for (kind, names) in other.used { used[kind, default: []].formUnion(names) }
    for name in other.typeStyleOrder {
      guard let style = other.typeStyles[name] else { continue }
      if typeStyles[name] == nil {
        typeStyleOrder.append(name)
        typeStyles[name] = (style.value, [])
      }
      for component in style.components where typeStyles[name]!.components.last != component {
        typeStyles[name]!.components.append(component)
      }
    }
  }

  /// How the rerun cache keeps it: every list in order, sets sorted.
  private struct Stored: Codable {
    var raw: [RawValue]
    var rawComponents: [[String]]
    var used: [String: [String]]
    var typeStyles: [String]
    var typeStyleValues: [String]
    var typeStyleComponents: [[String]]
  }

  package init(from decoder: any Decoder) throws {
    let stored = try Stored(from: decoder)
    guard stored.raw.count == stored.rawComponents.count,
      stored.typeStyles.count == stored.typeStyleValues.count,
      stored.typeStyles.count == stored.typeStyleComponents.count
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "lengths differ"))
    }
    self.init()
    for (value, components) in zip(stored.raw, stored.rawComponents) {
      for component in components { note(value, component) }
    }
    for (kind, names) in stored.used {
      guard let kind = Kind(rawValue: kind) else { continue }
      used[kind] = Set(names)
    }
    for (index, name) in stored.typeStyles.enumerated() where typeStyles[name] == nil {
      typeStyleOrder.append(name)
      typeStyles[name] = (stored.typeStyleValues[index], stored.typeStyleComponents[index])
    }
  }

  package func encode(to encoder: any Encoder) throws {
    try Stored(
      raw: rawValues.map(\.value), rawComponents: rawValues.map(\.components),
      used: Dictionary(uniqueKeysWithValues: used.map { ($0.key.rawValue, $0.value.sorted()) }),
      typeStyles: typeStyleOrder, typeStyleValues: typeStyleOrder.map { typeStyles[$0]!.value },
      typeStyleComponents: typeStyleOrder.map { typeStyles[$0]!.components }
    ).encode(to: encoder)
  }

  private mutating func note(_ value: RawValue, _ component: String) {
    if let index = rawIndex[value] {
      if rawValues[index].components.last != component {
        rawValues[index].components.append(component)
      }
    } else {
      rawIndex[value] = rawValues.count
      rawValues.append((value, [component]))
    }
  }

  /// The tokens of `tokens` that no drawing uses, as `colour · label`, in the tokens' order.
  package func unusedTokens(in tokens: DesignTokens) -> [String] {
    func unused(_ kind: Kind, _ noun: String, _ names: [String]) -> [String] {
      names.filter { !used[kind, default: []].contains($0) }.map { "\(noun) · \($0)" }
    }
    return unused(.color, "colour", tokens.colors.map(\.name))
      + tokens.typeStyles.map(\.name).filter { typeStyles[$0] == nil }.map { "type style · \($0)" }
      + unused(.length, "spacing", tokens.spacing.map(\.name))
      + unused(.length, "radius", tokens.radii.map(\.name))
  }

  /// A type style drawn from no token, e.g. `15 pt semibold, 20 pt lines`.
  static func describe(_ style: TypeStyle) -> String {
    "\(MarkupRenderer.number(style.size)) pt \(style.weight.rawValue), "
      + "\(MarkupRenderer.number(style.lineHeight)) pt lines"
  }

  /// What a distance is, in words: `inset`, `corner radius`.
  private static func words(_ kind: Distance.Kind) -> String {
    switch kind {
    case .width: "width"
    case .height: "height"
    case .inset: "inset"
    case .gap: "gap"
    case .cornerRadius: "corner radius"
    }
  }
}
