/// A tree of XML or HTML markup. Text and attribute values are plain strings here and are
/// escaped in exactly one place, ``MarkupRenderer``.
package indirect enum Markup: Hashable, Sendable {
  /// An element with ordered attributes and children.
  case element(String, [Attribute], [Markup])
  /// Character data, escaped when rendered.
  case text(String)
  /// A sequence of nodes without a wrapper.
  case fragment([Markup])
  /// Markup rendered already, kept as its lines (see ``MarkupRenderer/rendered(_:)``).
  case rendered(RenderedMarkup)

  /// An element.
  package static func el(_ name: String, _ attributes: [Attribute] = [], _ children: [Markup] = [])
    -> Markup
  {
    .element(name, attributes, children)
  }

  /// An element without attributes.
  package static func el(_ name: String, _ children: [Markup]) -> Markup {
    .element(name, [], children)
  }

  /// An element holding only text.
  package static func el(_ name: String, _ attributes: [Attribute] = [], text: String) -> Markup {
    .element(name, attributes, [.text(text)])
  }

  /// All character data below this node, in document order, skipping the named elements.
  package func text(skipping skipped: Set<String> = []) -> String {
    var text = ""
    appendText(skipping: skipped, to: &text)
    return text
  }

  /// Appends ``text(skipping:)`` to `text`: one string for the whole tree, not one a node.
  private func appendText(skipping skipped: Set<String>, to text: inout String) {
    switch self {
    case .text(let value): text += value
    case .fragment(let children):
      children.forEachInPlace { $0.appendText(skipping: skipped, to: &text) }
    case .element(let name, _, let children):
      guard skipped.isEmpty || !skipped.contains(name) else { return }
      children.forEachInPlace { $0.appendText(skipping: skipped, to: &text) }
    // All of it, the skipped elements' text too if it has them (a page's font subsets then
    // hold a few characters more, never fewer).
    case .rendered(let rendered): text += rendered.characterData
    }
  }
}

/// One `name="value"` pair of an element.
package struct Attribute: Hashable, Sendable {
  /// The attribute name.
  package var name: String
  /// The unescaped value.
  package var value: String

  /// Creates an attribute.
  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// An attribute holding a number in points, written by ``MarkupRenderer/number(_:)``.
  package init(_ name: String, _ value: Double) {
    self.init(name, MarkupRenderer.number(value))
  }
}

extension Markup {
  /// The elements in this markup, nested ones included (what a browser's DOM will hold of it).
  package var elementCount: Int {
    switch self {
    case .text: 0
    case .fragment(let children): Self.elementCount(of: children)
    case .element(_, _, let children): 1 + Self.elementCount(of: children)
    case .rendered(let rendered): rendered.elementCount
    }
  }

  /// The elements in `children`, each read in place.
  private static func elementCount(of children: [Markup]) -> Int {
    var count = 0
    children.forEachInPlace { count += $0.elementCount }
    return count
  }
}
