import Foundation

/// The canonical encoding of any value, read by reflection: its type's name, then every stored
/// field in order (a set's and a dictionary's members sorted by their own hashes, so their
/// per-process order does not count). For component values and configuration, hashed once a
/// variant; view trees, hashed once a drawing, have their own faster encoding.
extension StableHasher {
  /// A value reflection cannot encode faithfully: one nested deeper than ``maximumDepth`` (a
  /// cycle, say). A component holding one is never reused from the cache.
  package struct Unhashable: Error {}

  /// How deep a value may nest.
  static let maximumDepth = 64

  /// Mixes in `value`: its type's name and every stored field, recursively.
  package mutating func combine(reflecting value: Any) throws {
    try combine(reflecting: value, depth: 0)
  }

  /// Mixes in `value` at `depth` levels below the value first asked for.
  private mutating func combine(reflecting value: Any, depth: Int) throws {
    guard depth < Self.maximumDepth else { throw Unhashable() }
    if let token = value as? ColorToken {
      colorNames.append(token.name)
    } else if let style = value as? TypeStyle {
      typeStyleNames.append(style.name)
    }
    switch value {
    case let text as String:
      combine(tag: 1)
      combine(text)
    case let text as Substring:
      combine(tag: 1)
      combine(String(text))
    case let number as Double:
      combine(tag: 2)
      combine(number)
    case let number as Float:
      combine(tag: 2)
      combine(Double(number))
    case let number as Int:
      combine(tag: 3)
      combine(number)
    case let flag as Bool:
      combine(tag: 4)
      combine(flag)
    case let data as Data:
      combine(tag: 5)
      combine(data)
    case let node as ViewNode:
      combine(tag: 6)
      combine(node)
    case let number as any BinaryInteger:
      combine(tag: 7)
      combine(String(describing: type(of: number)) + ":" + String(number))
    case let character as Character:
      combine(tag: 1)
      combine(String(character))
    case let scalar as Unicode.Scalar:
      combine(tag: 7)
      combine(UInt64(scalar.value))
    default:
      try combine(reflectingFields: value, depth: depth)
    }
  }

  /// Mixes in a value that is none of the leaf kinds: its type and its fields.
  private mutating func combine(reflectingFields value: Any, depth: Int) throws {
    let mirror = Mirror(reflecting: value)
    combine(tag: 8)
    combine(Self.typeName(of: value))
    switch mirror.displayStyle {
    case .set, .dictionary:
      var members: [String] = []
      for child in mirror.children {
        var member = StableHasher()
        try member.combine(reflecting: child.value, depth: depth + 1)
        members.append(member.digest)
        colorNames += member.colorNames
        typeStyleNames += member.typeStyleNames
      }
      combine(members.count)
      for member in members.sorted() { combine(member) }
    case .enum where mirror.children.isEmpty:
      // A case without a payload: its name.
      combine(String(describing: value))
    default:
      try combine(children: mirror, depth: depth)
    }
  }

  /// The full name of `value`'s type without the addresses Swift writes into the names of
  /// private types (`Template.(unknown context at $55d1…).Piece`), which differ per process.
  static func typeName(of value: Any) -> String {
    var name = String(reflecting: type(of: value))
    let marker = "(unknown context at $"
    while let start = name.range(of: marker),
      let end = name[start.upperBound...].firstIndex(of: ")")
    {
      name.replaceSubrange(start.lowerBound...end, with: "(private)")
    }
    return name
  }

  /// Mixes in a mirror's children (labels and values), then its superclass's.
  private mutating func combine(children mirror: Mirror, depth: Int) throws {
    combine(mirror.children.count)
    for child in mirror.children {
      combine(child.label)
      try combine(reflecting: child.value, depth: depth + 1)
    }
    if let superclass = mirror.superclassMirror {
      combine(tag: 9)
      try combine(children: superclass, depth: depth + 1)
    }
  }
}
