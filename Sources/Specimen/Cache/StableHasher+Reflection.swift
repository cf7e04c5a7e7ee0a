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

  /// Mixes in `value` at `depth` levels below the value first asked for. Leaves are told apart
  /// by their exact type (a pointer comparison), not by casts, which cost more than the rest.
  private mutating func combine(reflecting value: Any, depth: Int) throws {
    guard depth < Self.maximumDepth else { throw Unhashable() }
    let type = ObjectIdentifier(Swift.type(of: value))
    if type == ObjectIdentifier(String.self) {
      combine(tag: 1)
      combine(value as! String)
    } else if type == ObjectIdentifier(Double.self) {
      combine(tag: 2)
      combine(value as! Double)
    } else if type == ObjectIdentifier(Int.self) {
      combine(tag: 3)
      combine(value as! Int)
    } else if type == ObjectIdentifier(Bool.self) {
      combine(tag: 4)
      combine(value as! Bool)
    } else if type == ObjectIdentifier(ViewNode.self) {
      combine(tag: 6)
      combine(value as! ViewNode)
    } else if type == ObjectIdentifier(RGBAColor.self) {
      combine(tag: 10)
      combine(value as! RGBAColor)
    } else if type == ObjectIdentifier(TypeStyle.self) {
      combine(tag: 11)
      combine(value as! TypeStyle)
    } else if type == ObjectIdentifier(ColorToken.self) {
      combine(tag: 12)
      combine(value as! ColorToken)
    } else if let leaf = Self.leafText(value, type) {
      combine(tag: 7)
      combine(Self.typeName(of: value))
      combine(leaf)
    } else {
      try combine(reflectingFields: value, depth: depth)
    }
  }

  /// Mixes in every field of a colour token (and remembers its name).
  private mutating func combine(_ token: ColorToken) {
    note(colorName: token.name)
    combine(token.name)
    combine(token.light)
    combine(token.dark)
    for increased in [token.lightIncreasedContrast, token.darkIncreasedContrast] {
      combine(increased != nil)
      if let increased { combine(increased) }
    }
    for written in [
      token.lightWritten, token.darkWritten, token.lightIncreasedContrastWritten,
      token.darkIncreasedContrastWritten,
    ] {
      combine(written != nil)
      guard let written else { continue }
      combine(written.space)
      combine(written.components.count)
      for component in written.components { combine(component) }
      combine(written.isOutsideSRGB)
    }
  }

  /// The exact text of a leaf value of the rarer kinds (other numbers, characters, bytes), or
  /// nil for any other value.
  private static func leafText(_ value: Any, _ type: ObjectIdentifier) -> String? {
    switch type {
    case ObjectIdentifier(Substring.self): String(value as! Substring)
    case ObjectIdentifier(Float.self): String((value as! Float).bitPattern)
    case ObjectIdentifier(Character.self): String(value as! Character)
    case ObjectIdentifier(Unicode.Scalar.self): String((value as! Unicode.Scalar).value)
    case ObjectIdentifier(Int8.self): String(value as! Int8)
    case ObjectIdentifier(Int16.self): String(value as! Int16)
    case ObjectIdentifier(Int32.self): String(value as! Int32)
    case ObjectIdentifier(Int64.self): String(value as! Int64)
    case ObjectIdentifier(UInt.self): String(value as! UInt)
    case ObjectIdentifier(UInt8.self): String(value as! UInt8)
    case ObjectIdentifier(UInt16.self): String(value as! UInt16)
    case ObjectIdentifier(UInt32.self): String(value as! UInt32)
    case ObjectIdentifier(UInt64.self): String(value as! UInt64)
    case ObjectIdentifier(Data.self): checksum(of: value as! Data)
    default: nil
    }
  }

  /// Mixes in a value that is none of the leaf kinds: its type and its fields.
  private mutating func combine(reflectingFields value: Any, depth: Int) throws {
    let mirror = Mirror(reflecting: value)
    combine(tag: 8)
    combine(Self.typeName(of: value))
    switch mirror.displayStyle {
    case .dictionary where Self.hasStringKeys(mirror):
      // Members in the order of their keys, which are all different.
      var members: [(key: String, value: Any)] = []
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        members.append((pair[0].value as! String, pair[1].value))
      }
      members.sort { $0.key < $1.key }
      combine(members.count)
      for member in members {
        combine(member.key)
        try combine(reflecting: member.value, depth: depth + 1)
      }
    case .set, .dictionary:
      var members: [String] = []
      for child in mirror.children {
        var member = StableHasher()
        try member.combine(reflecting: child.value, depth: depth + 1)
        members.append(member.digest)
        note(colorNames: member.colorNames, typeStyleNames: member.typeStyleNames)
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

  /// Whether the dictionary `mirror` reflects has `String` keys (its members are `(key:
  /// value:)` pairs whose first element is a `String`).
  private static func hasStringKeys(_ mirror: Mirror) -> Bool {
    guard let first = mirror.children.first else { return false }
    let pair = Mirror(reflecting: first.value).children
    return pair.count == 2 && pair.first.map { $0.value is String } == true
  }

  /// The full name of `value`'s type without the addresses Swift writes into the names of
  /// private types (`Template.(unknown context at $55d1…).Piece`), which differ per process.
  static func typeName(of value: Any) -> String {
    let type = Swift.type(of: value)
    if let known = TypeNames.shared.name(of: type) { return known }
    var name = String(reflecting: type)
    let marker = "(unknown context at $"
    while let start = name.range(of: marker),
      let end = name[start.upperBound...].firstIndex(of: ")")
    {
      name.replaceSubrange(start.lowerBound...end, with: "(private)")
    }
    TypeNames.shared.remember(name, of: type)
    return name
  }

  /// Mixes in a mirror's children (labels and values), then its superclass's.
  private mutating func combine(children mirror: Mirror, depth: Int) throws {
    let children = Array(mirror.children)
    combine(children.count)
    for child in children {
      combine(child.label)
      try combine(reflecting: child.value, depth: depth + 1)
    }
    if let superclass = mirror.superclassMirror {
      combine(tag: 9)
      try combine(children: superclass, depth: depth + 1)
    }
  }
}

/// The stable names of the types reflection met, made once a type (writing a type's name out
/// costs more than hashing a value of it).
private final class TypeNames: @unchecked Sendable {
  /// The one table, shared by every thread.
  static let shared = TypeNames()
  /// Guards ``names``.
  private let lock = NSLock()
  /// Each type's name.
  private var names: [ObjectIdentifier: String] = [:]

  /// The name remembered for `type`, if any.
  func name(of type: Any.Type) -> String? {
    lock.withLock { names[ObjectIdentifier(type)] }
  }

  /// Remembers `name` for `type`.
  func remember(_ name: String, of type: Any.Type) {
    lock.withLock { names[ObjectIdentifier(type)] = name }
  }
}
