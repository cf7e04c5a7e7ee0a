import Foundation

/// Format 2 of a layout record file, `layout/<component>.json`: one JSON object that says each
/// thing once. What every drawing of the component shares comes first, a line each; then one
/// drawing per line, so a change in a drawing reads as a changed line in a text diff:
///
/// ```json
/// {"format":2,"component":"notice","name":"Notice","path":"svg/{component}/{variant}-{environment}-{theme}.svg",
/// "environments":[
/// ["compact","iPhone portrait"]
/// ],
/// "variants":[
/// ["sign-in","Sign in"]
/// ],
/// "properties":[
/// [["x","pt"],["y","pt"],["width","pt"],["height","pt"],["fill"],["corner radius","pt"]],
/// [["x","pt"],["y","pt"],["width","pt"],["height","pt"],["text"],["colour"],["type style"],["lines"]]
/// ],
/// "drawings":[
/// ["sign-in","compact","light",[["notice",null,0,16,104,343,98,["#E5F1FF","noticeTint"],12],["title","notice",1,16,16,98.6,22,"“New sign-in”",["#000000","label"],["17/22 semibold","headline"],1]]],
/// ["sign-in","compact","dark",{"from":"light","set":[[0,4,"#0A2540"],[1,5,"#FFFFFF"]]}]
/// ]}
/// ```
///
/// - `path`: the drawings' path, its fields in braces (`{component}`, `{variant}`,
///   `{environment}`, `{theme}`); left out when no pattern fits, every drawing then says its own.
/// - `environments`, `variants`: each id with its display name or title.
/// - `properties`: the property lists the parts have, each property its name and its unit if it
///   has one.
/// - a drawing: its variant, environment and theme, then either its parts, or (when the drawings
///   of its variant and environment before it come just before it, and the first of them has
///   parts of the same names and properties) `from`, the theme of that first drawing, and
///   `set`, the values that differ from it: part and property by position, the value, and the
///   token when it differs too (`null` for none). A fifth member, an object, sets what differs from the top
///   (`component`, `componentName`, `variantTitle`, `environmentName`, `path`, `brand`).
/// - a part: its name (`[name, tag]` when its tag is not its name), the name of the part that
///   holds it or `null`, the position of its list in `properties`, then its values in the
///   list's order: a value alone (a number when it is one, as the record writes it: `98.6`,
///   else a string), or `[value, token]`.
///
/// Written the same, byte for byte, from the same records; the tables in the order their
/// entries first appear. Read into the same ``DrawingRecord``s it was written from.
enum CompactLayoutRecords {
  /// The version this writes, and the newest it reads.
  static let format = 2

  /// The property lists' entries: a property's name and unit.
  private struct Key: Hashable {
    var name: String
    var unit: String?
  }

  /// Drawings of one variant in one environment: the appearances of one layout.
  private struct Group: Hashable {
    var variant: String
    var environment: String
  }

  /// A drawing's place among the file's drawings, for `from`.
  private struct Place: Hashable {
    var variant: String
    var environment: String
    var theme: String
  }

  // MARK: Writing

  /// The file of `records`, all of `component`, in their order: read once, in order (a lazy
  /// collection makes each record as it is written, so they are not all held at once).
  static func text(component: String, records: some Sequence<DrawingRecord>) -> String {
    var writer = Writer(component: component)
    for record in records { writer.add(record) }
    return writer.text
  }

  /// A record file written a drawing at a time: each record is made into its line as it is
  /// added and can be let go, so a component's records need not be held together (a build adds
  /// a chunk of variants' records as the chunk is laid out). The same bytes as
  /// ``text(component:records:)``.
  struct Writer: Sendable {
    /// The component the file is of.
    let component: String
    /// The component's name and the path pattern, from the first record.
    private var name = ""
    private var pattern: PathPattern?
    private var environments = OrderedTable()
    private var variants = OrderedTable()
    private var lists: [[Key]] = []
    private var listIndex: [[Key]: Int] = [:]
    // The first drawing of the current variant and environment, the one the group's other
    // appearances are written `from`: a site's records come a variant and environment at a
    // time, so only the current group's is kept. A group that comes back after another is
    // written in full (the reader takes `from` as the first drawing of that appearance).
    private var base: (group: Group, record: DrawingRecord)?
    private var groupsMet: Set<Group> = []
    private var baseAllowed = true
    // The drawings' lines so far, as the file writes them (`,\n` between), in one buffer: a
    // large component's lines are most of its file, and a string each would cost an allocation
    // and its bookkeeping a drawing, then a copy of them all to join them.
    private var drawings: [UInt8] = []
    private var drawingCount = 0

    /// An empty file of `component`.
    init(component: String) {
      self.component = component
    }

    /// Writes `record`'s line, after those added before it.
    mutating func add(_ record: DrawingRecord) {
      if drawingCount == 0 {
        name = record.componentName
        pattern = PathPattern(deriving: record).flatMap {
          $0.path(for: record) == record.path ? $0 : nil
        }
      }
      environments.add(record.environment, record.environmentName)
      variants.add(record.variant, record.variantTitle)
      var line =
        "[" + string(record.variant) + "," + string(record.environment) + ","
        + string(record.theme) + ","
      let group = Group(variant: record.variant, environment: record.environment)
      if base?.group != group {
        base = nil
        baseAllowed = groupsMet.insert(group).inserted
      }
      if let base, let changes = changes(from: base.record.parts, to: record.parts) {
        line += "{\"from\":" + string(base.record.theme) + ",\"set\":[" + changes + "]}"
      } else {
        if base == nil && baseAllowed { base = (group, record) }
        line += "["
        for (index, part) in record.parts.enumerated() {
          if index > 0 { line += "," }
          line += "["
          line +=
            part.role == part.name
            ? string(part.name) : "[" + string(part.name) + "," + string(part.role) + "]"
          line += "," + (part.parent.map(string) ?? "null") + "," + String(list(of: part))
          for property in part.properties {
            line += ","
            if let token = property.token {
              line += "[" + value(property.value) + "," + string(token) + "]"
            } else {
              line += value(property.value)
            }
          }
          line += "]"
        }
        line += "]"
      }
      var differences: [(String, String)] = []
      if record.component != component { differences.append(("component", record.component)) }
      if record.componentName != name {
        differences.append(("componentName", record.componentName))
      }
      if record.variantTitle != variants.names[record.variant] {
        differences.append(("variantTitle", record.variantTitle))
      }
      if record.environmentName != environments.names[record.environment] {
        differences.append(("environmentName", record.environmentName))
      }
      if pattern?.path(for: record) != record.path { differences.append(("path", record.path)) }
      if let brand = record.brand { differences.append(("brand", brand)) }
      if !differences.isEmpty {
        line +=
          ",{"
          + differences.map { string($0.0) + ":" + string($0.1) }.joined(separator: ",") + "}"
      }
      line += "]"
      if drawingCount > 0 { drawings.append(contentsOf: ",\n".utf8) }
      drawings.append(contentsOf: line.utf8)
      drawingCount += 1
    }

    /// The position of `part`'s property list in `properties`, added when it is new.
    private mutating func list(of part: PartRecord) -> Int {
      let keys = part.properties.map { Key(name: $0.name, unit: $0.unit) }
      if let index = listIndex[keys] { return index }
      lists.append(keys)
      listIndex[keys] = lists.count - 1
      return lists.count - 1
    }

    /// The file: the tables, then every line added.
    var text: String { String(decoding: data, as: UTF8.self) }

    /// The file's UTF-8 bytes (``text``), made in one buffer of their size.
    var data: Data {
      var head =
        "{\"format\":\(format),\"component\":" + string(component) + ",\"name\":"
        + string(name)
      if let pattern { head += ",\"path\":" + string(pattern.text) }
      head += ",\n\"environments\":" + rows(environments.rows.map { pair($0.id, $0.name) })
      head += ",\n\"variants\":" + rows(variants.rows.map { pair($0.id, $0.name) })
      head +=
        ",\n\"properties\":"
        + rows(
          lists.map { keys in
            "["
              + keys.map { key in
                "[" + string(key.name) + (key.unit.map { "," + string($0) } ?? "") + "]"
              }.joined(separator: ",") + "]"
          })
      head += ",\n\"drawings\":"
      let tail = drawingCount == 0 ? "[]}\n" : "\n]}\n"
      var data = Data(capacity: head.utf8.count + 2 + drawings.count + tail.utf8.count)
      data.append(contentsOf: head.utf8)
      if drawingCount > 0 {
        data.append(contentsOf: "[\n".utf8)
        data.append(contentsOf: drawings)
      }
      data.append(contentsOf: tail.utf8)
      return data
    }
  }

  /// The properties that differ from `base` to `parts`, as `set` writes them; nil when the two
  /// do not have the same parts with the same properties (names and units).
  private static func changes(from base: [PartRecord], to parts: [PartRecord]) -> String? {
    guard base.count == parts.count else { return nil }
    var changes: [String] = []
    for (partIndex, (old, new)) in zip(base, parts).enumerated() {
      guard old.name == new.name, old.role == new.role, old.parent == new.parent,
        old.properties.count == new.properties.count
      else { return nil }
      for (index, (before, after)) in zip(old.properties, new.properties).enumerated() {
        guard before.name == after.name, before.unit == after.unit else { return nil }
        if before.token != after.token {
          changes.append(
            "[\(partIndex),\(index)," + value(after.value) + ","
              + (after.token.map(string) ?? "null") + "]")
        } else if before.value != after.value {
          changes.append("[\(partIndex),\(index)," + value(after.value) + "]")
        }
      }
    }
    return changes.joined(separator: ",")
  }

  /// Ids with the name each first came with, in the order they first came.
  private struct OrderedTable {
    var rows: [(id: String, name: String)] = []
    var names: [String: String] = [:]

    mutating func add(_ id: String, _ name: String) {
      guard names[id] == nil else { return }
      names[id] = name
      rows.append((id, name))
    }
  }

  /// `["id","name"]`.
  private static func pair(_ id: String, _ name: String) -> String {
    "[" + string(id) + "," + string(name) + "]"
  }

  /// `rows` as a JSON array, one row a line.
  private static func rows(_ rows: [String]) -> String {
    rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n]"
  }

  /// A property's value: a number as a JSON number when it reads back as the same text (`16`,
  /// `98.6`, `-0.25`: what ``PointFormat`` writes), anything else as a string.
  private static func value(_ text: String) -> String {
    isNumber(text) ? text : string(text)
  }

  /// Whether `text` is a number as ``PointFormat`` writes it, short enough that a JSON reader's
  /// double gives it back exactly.
  static func isNumber(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard !utf8.isEmpty, utf8.count <= 15,
      utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D })
    else { return false }
    return Double(text).map(PointFormat.string) == text
  }

  /// `text` as a JSON string (``JSONText/string(_:)``).
  static func string(_ text: String) -> String { JSONText.string(text) }

  // MARK: Reading

  /// A file that is not format 2 as this version writes it.
  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  /// The records of a format 2 file, in its order.
  static func records(from data: Data) throws -> [DrawingRecord] {
    guard let top = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FormatError(description: "not a JSON object")
    }
    guard let version = top["format"] as? NSNumber, version.intValue == format else {
      throw FormatError(description: "format \(top["format"] ?? "missing") is not \(format)")
    }
    let component = try text(top["component"], "component")
    let name = try text(top["name"], "name")
    let pattern = try (top["path"]).map { PathPattern(text: try text($0, "path")) }
    let environments = try table(top["environments"], "environments")
    let variants = try table(top["variants"], "variants")
    let lists = try array(top["properties"], "properties").map { list in
      try array(list, "a property list").map { key in
        let key = try array(key, "a property")
        guard key.count == 1 || key.count == 2 else {
          throw FormatError(description: "a property is not [name] or [name, unit]")
        }
        return Key(
          name: try text(key[0], "a property's name"),
          unit: key.count == 2 ? try text(key[1], "a property's unit") : nil)
      }
    }
    var records: [DrawingRecord] = []
    var firsts: [Place: Int] = [:]
    for item in try array(top["drawings"], "drawings") {
      let line = try array(item, "a drawing")
      guard line.count == 4 || line.count == 5 else {
        throw FormatError(description: "a drawing has \(line.count) members, not 4 or 5")
      }
      let variant = try text(line[0], "a drawing's variant")
      let environment = try text(line[1], "a drawing's environment")
      let theme = try text(line[2], "a drawing's theme")
      let parts: [PartRecord]
      if let twin = line[3] as? [String: Any] {
        let from = try text(twin["from"], "from")
        guard
          let base = firsts[Place(variant: variant, environment: environment, theme: from)]
        else {
          throw FormatError(description: "no drawing \(variant) \(environment) \(from) before")
        }
        parts = try changed(records[base].parts, by: try array(twin["set"], "set"))
      } else {
        parts = try array(line[3], "parts").map { try part($0, lists: lists) }
      }
      let others = line.count == 5 ? line[4] as? [String: Any] : [:]
      guard let others else { throw FormatError(description: "a drawing's fifth member") }
      func other(_ key: String) throws -> String? {
        try others[key].map { try text($0, key) }
      }
      let recordComponent = try other("component") ?? component
      guard
        let variantTitle = try other("variantTitle") ?? variants[variant],
        let environmentName = try other("environmentName") ?? environments[environment],
        let path = try other("path")
          ?? pattern?.path(
            component: recordComponent, variant: variant, environment: environment,
            theme: theme)
      else { throw FormatError(description: "\(variant) \(environment) \(theme) is not named") }
      let place = Place(variant: variant, environment: environment, theme: theme)
      if firsts[place] == nil { firsts[place] = records.count }
      records.append(
        DrawingRecord(
          path: path, component: recordComponent,
          componentName: try other("componentName") ?? name, variant: variant,
          variantTitle: variantTitle, environment: environment,
          environmentName: environmentName, theme: theme, parts: parts,
          brand: try other("brand")))
    }
    return records
  }

  /// A part as a drawing's line writes it.
  private static func part(_ item: Any, lists: [[Key]]) throws -> PartRecord {
    let members = try array(item, "a part")
    guard members.count >= 3 else { throw FormatError(description: "a part is too short") }
    let name: String
    let role: String
    if let pair = members[0] as? [Any] {
      guard pair.count == 2 else { throw FormatError(description: "a part's [name, tag]") }
      name = try text(pair[0], "a part's name")
      role = try text(pair[1], "a part's tag")
    } else {
      name = try text(members[0], "a part's name")
      role = name
    }
    let parent = members[1] is NSNull ? nil : try text(members[1], "a part's parent")
    let listIndex = try number(members[2], "a part's properties")
    guard lists.indices.contains(listIndex), lists[listIndex].count == members.count - 3 else {
      throw FormatError(description: "\(name): its values are not its list's")
    }
    let properties = try zip(lists[listIndex], members.dropFirst(3)).map { key, item in
      let (value, token) = try self.value(item)
      return PropertyRecord(name: key.name, value: value, unit: key.unit, token: token)
    }
    return PartRecord(name: name, role: role, parent: parent, properties: properties)
  }

  /// `parts` with `set`'s values.
  private static func changed(_ parts: [PartRecord], by set: [Any]) throws -> [PartRecord] {
    var parts = parts
    for item in set {
      let change = try array(item, "a change")
      guard change.count == 3 || change.count == 4 else {
        throw FormatError(description: "a change has \(change.count) members, not 3 or 4")
      }
      let part = try number(change[0], "a change's part")
      let index = try number(change[1], "a change's property")
      guard parts.indices.contains(part), parts[part].properties.indices.contains(index) else {
        throw FormatError(description: "a change of a property that is not there")
      }
      parts[part].properties[index].value = try scalar(change[2])
      if change.count == 4 {
        parts[part].properties[index].token =
          change[3] is NSNull ? nil : try text(change[3], "a change's token")
      }
    }
    return parts
  }

  /// A value alone or `[value, token]`.
  private static func value(_ item: Any) throws -> (String, String?) {
    if let pair = item as? [Any] {
      guard pair.count == 2 else { throw FormatError(description: "a value is not [value, token]") }
      return (try scalar(pair[0]), try text(pair[1], "a token"))
    }
    return (try scalar(item), nil)
  }

  /// A value: a string, or a number written as ``PointFormat`` writes it.
  private static func scalar(_ item: Any) throws -> String {
    if let text = item as? String { return text }
    if let number = item as? NSNumber { return PointFormat.string(number.doubleValue) }
    throw FormatError(description: "a value is neither a string nor a number")
  }

  private static func text(_ item: Any?, _ what: String) throws -> String {
    guard let text = item as? String else { throw FormatError(description: "\(what): no text") }
    return text
  }

  private static func number(_ item: Any, _ what: String) throws -> Int {
    guard let number = item as? NSNumber, let value = Int(exactly: number.doubleValue) else {
      throw FormatError(description: "\(what): not a whole number")
    }
    return value
  }

  private static func array(_ item: Any?, _ what: String) throws -> [Any] {
    guard let array = item as? [Any] else { throw FormatError(description: "\(what): no array") }
    return array
  }

  /// `[[id, name], …]` as names by id, the first of an id kept.
  private static func table(_ item: Any?, _ what: String) throws -> [String: String] {
    var names: [String: String] = [:]
    for row in try array(item, what) {
      let pair = try array(row, what)
      guard pair.count == 2 else { throw FormatError(description: "\(what): not [id, name]") }
      let id = try text(pair[0], what)
      if names[id] == nil { names[id] = try text(pair[1], what) }
    }
    return names
  }
}

/// A drawing's path with its fields in braces: `svg/{component}/{variant}-{environment}-{theme}.svg`.
/// Written in the file, so the file says how its paths are made rather than its reader assuming
/// it.
struct PathPattern: Equatable {
  /// The pattern as written.
  let text: String
  private let segments: [Segment]

  private enum Segment: Equatable {
    case literal(Substring)
    case field(Field)
  }

  private enum Field: String, CaseIterable {
    case component, variant, environment, theme
  }

  /// The pattern `text`: `{component}`, `{variant}`, `{environment}` and `{theme}` are fields,
  /// anything else literal.
  init(text: String) {
    self.text = text
    var segments: [Segment] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}"),
        let field = Field(rawValue: String(after[..<close]))
      else {
        segments.append(.literal(rest[...open]))
        rest = after
        continue
      }
      if open > rest.startIndex { segments.append(.literal(rest[..<open])) }
      segments.append(.field(field))
      rest = after[after.index(after: close)...]
    }
    if !rest.isEmpty { segments.append(.literal(rest)) }
    self.segments = segments
  }

  /// The pattern of `record`'s path: its theme, the last in the path, its environment the last
  /// before that, its variant and component likewise, made fields; nil when one is empty or
  /// not there.
  init?(deriving record: DrawingRecord) {
    let path = record.path
    var end = path.endIndex
    var found: [(Field, Range<String.Index>)] = []
    for (field, value) in [
      (Field.theme, record.theme), (.environment, record.environment),
      (.variant, record.variant), (.component, record.component),
    ] {
      guard !value.isEmpty,
        let range = path.range(of: value, options: .backwards, range: path.startIndex..<end)
      else { return nil }
      found.append((field, range))
      end = range.lowerBound
    }
    var text = ""
    var start = path.startIndex
    for (field, range) in found.reversed() {
      text += path[start..<range.lowerBound] + "{\(field.rawValue)}"
      start = range.upperBound
    }
    text += path[start...]
    self.init(text: text)
  }

  /// The path of a drawing with these fields.
  func path(component: String, variant: String, environment: String, theme: String) -> String {
    var path = ""
    for segment in segments {
      switch segment {
      case .literal(let text): path += text
      case .field(.component): path += component
      case .field(.variant): path += variant
      case .field(.environment): path += environment
      case .field(.theme): path += theme
      }
    }
    return path
  }

  /// The path of `record`'s drawing by this pattern.
  func path(for record: DrawingRecord) -> String {
    path(
      component: record.component, variant: record.variant, environment: record.environment,
      theme: record.theme)
  }
}
