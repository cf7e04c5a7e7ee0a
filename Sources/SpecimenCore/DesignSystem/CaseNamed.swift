import Foundation

/// An enum of the public API whose cases the engine writes and reads by name (ids, config
/// values, markup, messages): each case's name as spelled in Swift, e.g. `extraLarge`.
///
/// Inside the engine only. A public `String` raw value would add `init(rawValue:)`,
/// `hash(into:)` and `hashValue` to every such enum's public API; components name cases, not
/// strings. A conforming enum has no payloads and no `description` of its own.
package protocol CaseNamed: CaseIterable, Hashable {}

extension CaseNamed {
  /// The case's name, e.g. `extraLarge`.
  package var rawValue: String { String(describing: self) }

  /// The case named `rawValue`, or nil.
  package init?(rawValue: String) {
    guard let offset = CaseNames.offset(of: rawValue, in: Self.self) else { return nil }
    self = Self.allCases[Self.allCases.index(Self.allCases.startIndex, offsetBy: offset)]
  }
}

/// Each ``CaseNamed`` type's case names, found once per type (naming a case goes through
/// reflection, and a rerun reads thousands of stored names back).
private enum CaseNames {
  /// The position among its type's cases of each name, by type.
  nonisolated(unsafe) private static var offsets: [ObjectIdentifier: [String: Int]] = [:]
  /// Guards ``offsets``.
  private static let lock = NSLock()

  /// The position among `type`'s cases of the case named `name`, or nil.
  static func offset<Named: CaseNamed>(of name: String, in type: Named.Type) -> Int? {
    let id = ObjectIdentifier(type)
    if let names = lock.withLock({ offsets[id] }) { return names[name] }
    let names = Dictionary(
      Named.allCases.enumerated().map { ($1.rawValue, $0) }, uniquingKeysWith: { first, _ in first }
    )
    lock.withLock { offsets[id] = names }
    return names[name]
  }
}
