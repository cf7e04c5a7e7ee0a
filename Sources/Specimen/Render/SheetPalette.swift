/// The paints in which a sheet's drawings of one screen differ, when that is all they differ in
/// (light and dark of one layout): each paint a CSS custom property, so the row's first drawing
/// is written once and each twin as a `<use>` of it that sets the properties to its own values.
///
/// In the first drawing an attribute that differs is replaced, in place, by `class="p3"` (the
/// element's first) or `style="stroke:var(--p4)"` (its second); the sheet's `<style>` holds
/// ``rules`` (`.p3{fill:var(--p3)}`), and each drawing's `<svg>` sets `--p3` to its value.
/// ``expand(_:properties:values:)`` reads a drawing back as it would be written whole, attribute
/// for attribute, so reading a sheet does not depend on which drawings were twins.
///
/// ```swift
/// var palette = SheetPalette()
/// let cells = palette.row([light, dark], id: "modal_korean_compact-light-body")
/// // cells[0]: light's body in <g id="…-body">, style "--p0:#FFFFFF"
/// // cells[1]: <use href="#…-body"/>, style "--p0:#000000"
/// ```
package struct SheetPalette: Sendable {
  /// What a drawing of a row is written as: the content of its `<svg>` and its `style`.
  package struct Cell: Sendable {
    /// What its `<svg>` holds after its title.
    package var content: [Markup]
    /// Its `<svg>`'s `style` attribute: the custom properties its content reads; empty for none.
    package var style: String
  }

  /// An attribute of the first drawing of a row: the element's place in document order, and
  /// the attribute's among the element's.
  private struct Position: Hashable, Comparable {
    var element: Int
    var attribute: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.element, lhs.attribute) < (rhs.element, rhs.attribute)
    }
  }

  /// The attributes twins may differ in: paints CSS can take from a custom property.
  private static let paints: Set<String> = ["fill", "stroke", "fill-opacity", "stroke-opacity"]

  /// Each slot's property (`fill`), by slot number.
  private var properties: [String] = []
  /// Each slot's number, by its property and its values in the cells of the row that made it.
  private var numbers: [String: Int] = [:]

  /// Creates an empty palette.
  package init() {}

  /// The sheet's rules for the slots used: `.p0{fill:var(--p0)}`, one per slot.
  package var rules: String {
    properties.enumerated().map { ".p\($0.offset){\($0.element):var(--p\($0.offset))}" }.joined()
  }

  /// How to write a row of drawings, given what each draws (``SVGRenderer/body(_:)``): each
  /// drawing that differs from the first only in paints as a `<use>` of it, the first then
  /// wrapped in a group with the id `id`; every other drawing (and a row with no twin) whole.
  package mutating func row(_ bodies: [[Markup]], id: String) -> [Cell] {
    let whole = bodies.map { Cell(content: $0, style: "") }
    guard let first = bodies.first, !first.isEmpty, bodies.count > 1 else { return whole }
    var twins: [Int: [Position: String]] = [:]
    // The first drawing's attributes where a twin differs, noted as they are found.
    var firstAttributes: [Position: Attribute] = [:]
    for index in bodies.indices.dropFirst() {
      if let differences = Self.differences(first, bodies[index], noting: &firstAttributes) {
        twins[index] = differences
      }
    }
    let positions = Set(twins.values.flatMap(\.keys)).sorted()
    // At most two paints of an element differ: one written as its class, one as its style.
    let perElement = Dictionary(grouping: positions, by: \.element)
    guard !twins.isEmpty, perElement.values.allSatisfy({ $0.count <= 2 }) else { return whole }
    let order = twins.keys.sorted()
    func firstValue(_ position: Position) -> String { firstAttributes[position]?.value ?? "" }
    var slots: [Position: Int] = [:]
    for position in positions {
      let property = firstAttributes[position]?.name ?? ""
      let values =
        [firstValue(position)] + order.map { twins[$0]?[position] ?? firstValue(position) }
      let key = ([property] + values).joined(separator: "\u{0}")
      if let number = numbers[key] {
        slots[position] = number
      } else {
        numbers[key] = properties.count
        slots[position] = properties.count
        properties.append(property)
      }
    }
    let properties = properties
    let shared = Self.mapAttributes(first) { element, attributes in
      var attributes = attributes
      var classed = false
      for index in attributes.indices {
        guard let number = slots[Position(element: element, attribute: index)] else { continue }
        attributes[index] =
          classed
          ? Attribute("style", "\(properties[number]):var(--p\(number))")
          : Attribute("class", "p\(number)")
        classed = true
      }
      return attributes
    }
    func style(_ value: (Position) -> String) -> String {
      var seen: Set<Int> = []
      return positions.compactMap { position -> (Int, String)? in
        guard let number = slots[position], seen.insert(number).inserted else { return nil }
        return (number, value(position))
      }.sorted { $0.0 < $1.0 }.map { "--p\($0.0):\($0.1)" }.joined(separator: ";")
    }
    var cells = whole
    cells[0] = Cell(
      content: [.el("g", [Attribute("id", id)], shared)],
      style: style(firstValue))
    for index in order {
      cells[index] = Cell(
        content: [.el("use", [Attribute("href", "#\(id)")])],
        style: style { twins[index]?[$0] ?? firstValue($0) })
    }
    return cells
  }

  /// Where `other` differs from `first`, by position in `first`, with `other`'s values; nil
  /// when it differs in more than paints (an element, an attribute's name, a text, a value that
  /// is not a paint), in a paint of an element that has a class or style of its own, or holds a
  /// text with a line feed. Notes `first`'s attribute at each position that differs in
  /// `firstAttributes`.
  private static func differences(
    _ first: [Markup], _ other: [Markup], noting firstAttributes: inout [Position: Attribute]
  ) -> [Position: String]? {
    var result: [Position: String] = [:]
    var element = 0
    func walk(_ first: [Markup], _ other: [Markup]) -> Bool {
      guard first.count == other.count else { return false }
      for (node, twin) in zip(first, other) {
        switch (node, twin) {
        case (.text(let text), .text(let twinText)):
          // A line feed in text is written as it is, unindented: a twin's reader could not
          // tell it from the indentation it takes off.
          guard text == twinText, !text.contains("\n") else { return false }
        case (.fragment(let children), .fragment(let twinChildren)):
          guard walk(children, twinChildren) else { return false }
        case (
          .element(let name, let attributes, let children),
          .element(let twinName, let twinAttributes, let twinChildren)
        ):
          guard name == twinName, attributes.count == twinAttributes.count else { return false }
          let place = element
          element += 1
          for index in attributes.indices {
            let attribute = attributes[index]
            let value = twinAttributes[index].value
            guard attribute.name == twinAttributes[index].name else { return false }
            guard attribute.value != value else { continue }
            guard paints.contains(attribute.name), isPlain(attribute.value), isPlain(value),
              !attributes.contains(where: { $0.name == "class" || $0.name == "style" })
            else { return false }
            let position = Position(element: place, attribute: index)
            result[position] = value
            firstAttributes[position] = attribute
          }
          guard walk(children, twinChildren) else { return false }
        default:
          return false
        }
      }
      return true
    }
    return walk(first, other) ? result : nil
  }

  /// `nodes` with each element's attributes replaced by what `transform` makes of them, given
  /// the element's place in document order.
  private static func mapAttributes(
    _ nodes: [Markup], _ transform: (Int, [Attribute]) -> [Attribute]
  ) -> [Markup] {
    var element = 0
    func walk(_ nodes: [Markup]) -> [Markup] {
      nodes.map { node in
        switch node {
        // A sheet is a tree throughout; rendered markup belongs to pages.
        case .text, .rendered: return node
        case .fragment(let children): return .fragment(walk(children))
        case .element(let name, let attributes, let children):
          let place = element
          element += 1
          let replaced = transform(place, attributes)
          return .element(name, replaced, walk(children))
        }
      }
    }
    return walk(nodes)
  }

  /// Whether a paint's value is written as it is (no escaping) and cannot end a declaration:
  /// `#FFFFFF`, `none`, `0.35`.
  private static func isPlain(_ value: String) -> Bool {
    !value.isEmpty
      && value.utf8.allSatisfy {
        switch $0 {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "#"), UInt8(ascii: "."),
          UInt8(ascii: "-"), UInt8(ascii: "%"):
          true
        default: false
        }
      }
  }

  // MARK: Reading

  /// The property of each slot whose rule a sheet's text holds (`.p0{fill:var(--p0)}`), by
  /// slot (`p0`).
  package static func properties(in text: Substring) -> [String: Substring] {
    var result: [String: Substring] = [:]
    var rest = text
    while let variable = rest.range(of: ":var(--p") {
      let property = rest[..<variable.lowerBound].reversed().prefix { $0 != "{" }
      let digits = rest[variable.upperBound...].prefix(while: \.isNumber)
      if !digits.isEmpty, property.count < 40 {
        result["p" + digits] = Substring(String(property.reversed()))
      }
      rest = rest[variable.upperBound...]
    }
    return result
  }

  /// The custom properties a `style` attribute sets (`--p0:#FFFFFF;--p1:none`), by slot (`p0`).
  package static func values(inStyle style: Substring) -> [String: Substring] {
    var result: [String: Substring] = [:]
    for declaration in style.split(separator: ";") {
      guard declaration.hasPrefix("--"), let colon = declaration.firstIndex(of: ":") else {
        continue
      }
      result[String(declaration[declaration.index(declaration.startIndex, offsetBy: 2)..<colon])] =
        declaration[declaration.index(after: colon)...]
    }
    return result
  }

  /// `body` (a drawing's markup as a sheet holds it) with each slot written as the attribute it
  /// stands for: `class="p3"` as `fill="#FFFFFF"` when `properties["p3"]` is `fill` and
  /// `values["p3"]` `#FFFFFF`; `style="stroke:var(--p4)"` likewise. Only tags are read: text
  /// between them is escaped and holds no `<`.
  package static func expand(
    _ body: Substring, properties: [String: Substring], values: [String: Substring]
  ) -> String {
    var result = ""
    result.reserveCapacity(body.utf8.count)
    var rest = body
    while let open = rest.firstIndex(of: "<") {
      result += rest[..<open]
      let close = rest[open...].firstIndex(of: ">") ?? rest.endIndex
      var tag = rest[open..<close]
      while let slot = tag.range(of: " class=\"p") ?? tag.range(of: " style=\"") {
        guard let end = tag[slot.upperBound...].firstIndex(of: "\"") else { break }
        let inside = tag[slot.upperBound..<end]
        let number: String
        if tag[slot].hasPrefix(" class") {
          number = "p" + inside
        } else if let variable = inside.range(of: ":var(--"), inside.hasSuffix(")") {
          number = String(inside[variable.upperBound..<inside.index(before: inside.endIndex)])
        } else {
          break
        }
        guard let property = properties[number], let value = values[number] else { break }
        result += tag[..<slot.lowerBound]
        result += " \(property)=\"\(value)\""
        tag = tag[tag.index(after: end)...]
      }
      result += tag
      rest = rest[close...]
    }
    result += rest
    return result
  }
}
