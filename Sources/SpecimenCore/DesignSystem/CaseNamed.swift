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
    guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = match
  }
}
