/// What changed between two records of the same drawing, part by part and property by property:
/// parts are matched by name, properties by name; a value or a token that differs is a change.
package enum LayoutDiff {
  /// The changes from `old` to `new`, in the new record's part order (removed parts last).
  package static func changes(from old: DrawingRecord, to new: DrawingRecord) -> [PropertyChange] {
    let oldParts = Dictionary(
      old.parts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.parts.map(\.name))
    var changes: [PropertyChange] = []
    for part in new.parts {
      guard let before = oldParts[part.name] else {
        changes.append(
          PropertyChange(
            part: part.name, property: "part", old: nil, new: nil, text: "\(part.name) added"))
        continue
      }
      changes += Self.changes(of: part.name, from: before.properties, to: part.properties)
    }
    for part in old.parts where !newNames.contains(part.name) {
      changes.append(
        PropertyChange(
          part: part.name, property: "part", old: nil, new: nil, text: "\(part.name) removed"))
    }
    return changes
  }

  private static func changes(
    of part: String, from old: [PropertyRecord], to new: [PropertyRecord]
  ) -> [PropertyChange] {
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.map(\.name))
    var changes: [PropertyChange] = []
    for property in new {
      let before = oldByName[property.name]
      guard before != property else { continue }
      changes.append(
        PropertyChange(
          part: part, property: property.name, old: before, new: property,
          text: text(part: part, property: property.name, old: before, new: property)))
    }
    for property in old where !newNames.contains(property.name) {
      changes.append(
        PropertyChange(
          part: part, property: property.name, old: property, new: nil,
          text: text(part: part, property: property.name, old: property, new: nil)))
    }
    return changes
  }

  /// `card corner radius 16 → 12 pt (token card)`, `message colour toastLabel → label
  /// (#FFFFFF → #000000)`, `card stroke added: #C6C6C8 (token separator)`.
  package static func text(
    part: String, property: String, old: PropertyRecord?, new: PropertyRecord?
  )
    -> String
  {
    let subject = "\(part) \(property)"
    switch (old, new) {
    case (let old?, let new?):
      if old.token != new.token {
        let values = old.value == new.value ? "" : " (\(shown(old)) → \(shown(new)))"
        return "\(subject) \(old.token ?? shown(old)) → \(new.token ?? shown(new))" + values
      }
      let unit = old.unit == new.unit ? new.unit.map { " \($0)" } ?? "" : ""
      let oldValue = old.unit == new.unit ? old.value : shown(old)
      let newValue = old.unit == new.unit ? new.value : shown(new)
      return "\(subject) \(oldValue) → \(newValue)\(unit)"
        + (new.token.map { " (token \($0))" } ?? "")
    case (nil, let new?):
      return "\(subject) added: \(shown(new))" + (new.token.map { " (token \($0))" } ?? "")
    case (let old?, nil):
      return "\(subject) removed (was \(shown(old))" + (old.token.map { ", token \($0)" } ?? "")
        + ")"
    case (nil, nil):
      return subject
    }
  }

  private static func shown(_ property: PropertyRecord) -> String {
    property.value + (property.unit.map { " \($0)" } ?? "")
  }
}
