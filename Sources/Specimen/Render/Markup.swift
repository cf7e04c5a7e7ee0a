/// A tree of XML or HTML markup. Text and attribute values are plain strings here and are
/// escaped in exactly one place, ``MarkupRenderer``.
public indirect enum Markup: Hashable, Sendable {
  /// An element with ordered attributes and children.
  case element(String, [Attribute], [Markup])
  /// Character data, escaped when rendered.
  case text(String)
  /// A sequence of nodes without a wrapper.
  case fragment([Markup])

  /// An element.
  public static func el(_ name: String, _ attributes: [Attribute] = [], _ children: [Markup] = [])
    -> Markup
  {
    .element(name, attributes, children)
  }

  /// An element without attributes.
  public static func el(_ name: String, _ children: [Markup]) -> Markup {
    .element(name, [], children)
  }

  /// An element holding only text.
  public static func el(_ name: String, _ attributes: [Attribute] = [], text: String) -> Markup {
    .element(name, attributes, [.text(text)])
  }

  /// All character data below this node, in document order, skipping the named elements.
  public func text(skipping skipped: Set<String> = []) -> String {
    switch self {
    case .text(let value): value
    case .fragment(let children): children.map { $0.text(skipping: skipped) }.joined()
    case .element(let name, _, let children):
      skipped.contains(name) ? "" : children.map { $0.text(skipping: skipped) }.joined()
    }
  }
}

/// One `name="value"` pair of an element.
public struct Attribute: Hashable, Sendable {
  /// The attribute name.
  public var name: String
  /// The unescaped value.
  public var value: String

  /// Creates an attribute.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// An attribute holding a number in points, written by ``MarkupRenderer/number(_:)``.
  public init(_ name: String, _ value: Double) {
    self.init(name, MarkupRenderer.number(value))
  }
}
