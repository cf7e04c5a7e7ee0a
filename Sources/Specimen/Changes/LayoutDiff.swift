/// What changed between two records of the same drawing, part by part and property by property.
/// Parts are matched by their tag: in order when both versions have as many of a tag, else
/// aligned by their text or image (a longest common subsequence), so a row inserted first reads
/// as one row added, not as every row after it changed. Properties are matched by name; a value
/// or a token that differs is a change.
package enum LayoutDiff {
  /// The changes from `old` to `new`, in the new record's part order (removed parts last).
  package static func changes(from old: DrawingRecord, to new: DrawingRecord) -> [PropertyChange] {
    let pairs = matches(old.parts, new.parts)
    var changes: [PropertyChange] = []
    for (index, part) in new.parts.enumerated() {
      guard let before = pairs[index].map({ old.parts[$0] }) else {
        changes.append(
          PropertyChange(
            part: part.name, property: "part", old: nil, new: nil, text: "\(part.name) added"))
        continue
      }
      changes += Self.changes(of: part, from: before.properties, to: part.properties)
    }
    let matched = Set(pairs.compactMap { $0 })
    for (index, part) in old.parts.enumerated() where !matched.contains(index) {
      changes.append(
        PropertyChange(
          part: part.name, property: "part", old: nil, new: nil, text: "\(part.name) removed"))
    }
    return changes
  }

  /// For each new part, the index of the old part it matches, or nil for a new part.
  static func matches(_ old: [PartRecord], _ new: [PartRecord]) -> [Int?] {
    var oldByRole: [String: [Int]] = [:]
    var newByRole: [String: [Int]] = [:]
    for (index, part) in old.enumerated() { oldByRole[part.role, default: []].append(index) }
    for (index, part) in new.enumerated() { newByRole[part.role, default: []].append(index) }
    var result = [Int?](repeating: nil, count: new.count)
    for (role, newIndices) in newByRole {
      guard let oldIndices = oldByRole[role] else { continue }
      if oldIndices.count == newIndices.count {
        for (newIndex, oldIndex) in zip(newIndices, oldIndices) { result[newIndex] = oldIndex }
        continue
      }
      let aligned = align(
        oldIndices.map { old[$0].contentKey }, newIndices.map { new[$0].contentKey })
      for (oldOffset, newOffset) in aligned {
        result[newIndices[newOffset]] = oldIndices[oldOffset]
      }
    }
    return result
  }

  /// The pairs (old offset, new offset) of a longest common subsequence of `old` and `new`.
  static func align(_ old: [String], _ new: [String]) -> [(Int, Int)] {
    var lengths = [[Int]](
      repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
      if old[i] == new[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }

  private static func changes(
    of newPart: PartRecord, from old: [PropertyRecord], to new: [PropertyRecord]
  ) -> [PropertyChange] {
    let part = newPart.name
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.map(\.name))
    var changes: [PropertyChange] = []
    for property in new {
      let before = oldByName[property.name]
      guard before != property else { continue }
      changes.append(
        PropertyChange(
          part: part, property: property.name, old: before, new: property,
          text: text(
            part: part, property: shown(property.name, in: newPart), old: before, new: property)))
    }
    for property in old where !newNames.contains(property.name) {
      changes.append(
        PropertyChange(
          part: part, property: property.name, old: property, new: nil,
          text: text(
            part: part, property: shown(property.name, in: newPart), old: property, new: nil)))
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

  /// A position says what it is measured from: `y in card`.
  private static func shown(_ property: String, in part: PartRecord) -> String {
    guard property == "x" || property == "y", let parent = part.parent else { return property }
    return "\(property) in \(parent)"
  }

  private static func shown(_ property: PropertyRecord) -> String {
    property.value + (property.unit.map { " \($0)" } ?? "")
  }
}
