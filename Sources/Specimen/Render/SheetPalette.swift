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
    // Each twin's differences, in document order, by the twin's index.
    var twins: [(index: Int, differences: [Difference])] = []
    for index in bodies.indices.dropFirst() {
      if let differences = Self.differences(first, bodies[index]) {
        twins.append((index, differences))
      }
    }
    guard !twins.isEmpty else { return whole }
    // Every position where a twin differs, in document order, with the first drawing's
    // attribute there; and each twin's value at each of them (the first's where it agrees).
    let differing = Self.union(twins.map(\.differences))
    // At most two paints of an element differ: one written as its class, one as its style.
    var run = 0
    for (offset, difference) in differing.enumerated() {
      run =
        offset > 0 && differing[offset - 1].position.element == difference.position.element
        ? run + 1 : 1
      if run > 2 { return whole }
    }
    let values: [[String]] = twins.map { twin in
      var values: [String] = []
      values.reserveCapacity(differing.count)
      var cursor = 0
      for difference in differing {
        if cursor < twin.differences.count,
          twin.differences[cursor].position == difference.position
        {
          values.append(twin.differences[cursor].value)
          cursor += 1
        } else {
          values.append(difference.attribute.value)
        }
      }
      return values
    }
    // Each position's slot: one per property and values in the row's cells, shared by rows.
    var slots: [Int] = []
    slots.reserveCapacity(differing.count)
    for (offset, difference) in differing.enumerated() {
      let property = difference.attribute.name
      let key = ([property, difference.attribute.value] + values.map { $0[offset] })
        .joined(separator: "\u{0}")
      if let number = numbers[key] {
        slots.append(number)
      } else {
        numbers[key] = properties.count
        slots.append(properties.count)
        properties.append(property)
      }
    }
    let properties = properties
    // Elements and their attributes are met in document order, as `differing` lists them.
    var cursor = 0
    let shared = Self.mapAttributes(first) { element, attributes in
      guard cursor < differing.count, differing[cursor].position.element == element else {
        return attributes
      }
      var attributes = attributes
      var classed = false
      while cursor < differing.count, differing[cursor].position.element == element {
        let number = slots[cursor]
        attributes[differing[cursor].position.attribute] =
          classed
          ? Attribute("style", "\(properties[number]):var(--p\(number))")
          : Attribute("class", "p\(number)")
        classed = true
        cursor += 1
      }
      return attributes
    }
    // A cell's custom properties, each slot once, by slot number.
    func style(_ value: (Int) -> String) -> String {
      var seen: Set<Int> = []
      return differing.indices.compactMap { offset -> (Int, String)? in
        let number = slots[offset]
        guard seen.insert(number).inserted else { return nil }
        return (number, value(offset))
      }.sorted { $0.0 < $1.0 }.map { "--p\($0.0):\($0.1)" }.joined(separator: ";")
    }
    var cells = whole
    cells[0] = Cell(
      content: [.el("g", [Attribute("id", id)], shared)],
      style: style { differing[$0].attribute.value })
    for (twin, twinValues) in zip(twins, values) {
      cells[twin.index] = Cell(
        content: [.el("use", [Attribute("href", "#\(id)")])],
        style: style { twinValues[$0] })
    }
    return cells
  }

  /// An attribute of the first drawing where a twin differs: its position, the first
  /// drawing's attribute, and the twin's value.
  private struct Difference {
    var position: Position
    var attribute: Attribute
    var value: String
  }

  /// The positions of all `lists` (each in document order), each once, in document order.
  private static func union(_ lists: [[Difference]]) -> [Difference] {
    guard lists.count > 1 else { return lists.first ?? [] }
    var seen: Set<Position> = []
    return lists.joined().filter { seen.insert($0.position).inserted }.sorted {
      $0.position < $1.position
    }
  }

  /// Where `other` differs from `first`, in document order, with `first`'s attribute and
  /// `other`'s value; nil when it differs in more than paints (an element, an attribute's
  /// name, a text, a value that is not a paint), in a paint of an element that has a class or
  /// style of its own, or holds a text with a line feed.
  private static func differences(_ first: [Markup], _ other: [Markup]) -> [Difference]? {
    var result: [Difference] = []
    var element = 0
    func walk(_ first: [Markup], _ other: [Markup]) -> Bool {
      guard first.count == other.count else { return false }
      for index in first.indices {
        switch (first[index], other[index]) {
        case (.text(let text), .text(let twinText)):
          // A line feed in text is written as it is, unindented: a twin's reader could not
          // tell it from the indentation it takes off.
          guard text == twinText, !text.utf8.contains(UInt8(ascii: "\n")) else { return false }
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
            result.append(
              Difference(
                position: Position(element: place, attribute: index), attribute: attribute,
                value: value))
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
  /// the element's place in document order (elements are met in that order).
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
