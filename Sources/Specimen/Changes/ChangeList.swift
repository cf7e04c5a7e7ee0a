/// The semantic change list as markup, shared by the site's "What changed" page and the
/// `specimen check` report: per component, the drawings that changed the same way grouped under
/// their list of changes (`card corner radius 16 → 12 pt (token card)` — in 130 drawings),
/// then the drawings added, removed, and changed with the same layout.
package enum ChangeList {
  /// A group of drawings that changed the same way.
  package struct Group: Hashable, Sendable {
    /// The changes, in words.
    package var lines: [String]
    /// The drawings, sorted by path.
    package var drawings: [DrawingRecord]
  }

  /// One component's part of the list.
  package struct Section: Hashable, Sendable {
    /// The component's id.
    package var component: String
    /// The component's name.
    package var name: String
    /// Changed drawings grouped by their changes, the largest group first.
    package var groups: [Group]
    /// Drawings only the new version has.
    package var added: [DrawingRecord]
    /// Drawings only the baseline has.
    package var removed: [DrawingRecord]
    /// Drawings whose markup changed with the same layout.
    package var redrawn: [DrawingRecord]
    /// Changed drawings whose layout could not be compared (the baseline has no record of it).
    package var uncompared: [DrawingRecord]

    /// How many drawings changed (grouped, redrawn or not compared).
    package var changedCount: Int {
      groups.reduce(0) { $0 + $1.drawings.count } + redrawn.count + uncompared.count
    }
  }

  /// The sections of `drawings`, in the order components first appear (by path).
  package static func sections(_ drawings: [DrawingChange]) -> [Section] {
    var order: [String] = []
    var byComponent: [String: [DrawingChange]] = [:]
    for change in drawings {
      let id = change.drawing.component
      if byComponent[id] == nil { order.append(id) }
      byComponent[id, default: []].append(change)
    }
    return order.map { id in
      let changes = byComponent[id]!
      var groupOrder: [[String]] = []
      var grouped: [[String]: [DrawingRecord]] = [:]
      for change in changes where change.kind == .changed && !change.changes.isEmpty {
        let lines = change.changes.map(\.text)
        if grouped[lines] == nil { groupOrder.append(lines) }
        grouped[lines, default: []].append(change.drawing)
      }
      let groups = groupOrder.enumerated()
        .map { (index: $0.offset, group: Group(lines: $0.element, drawings: grouped[$0.element]!)) }
        .sorted { ($0.group.drawings.count, -$0.index) > ($1.group.drawings.count, -$1.index) }
        .map(\.group)
      func records(_ kind: DrawingChange.Kind) -> [DrawingRecord] {
        changes.filter {
          $0.kind == kind && (kind != .changed || ($0.changes.isEmpty && $0.layoutCompared))
        }
        .map(\.drawing)
      }
      return Section(
        component: id, name: changes[0].drawing.componentName, groups: groups,
        added: records(.added), removed: records(.removed), redrawn: records(.changed),
        uncompared: changes.filter { $0.kind == .changed && !$0.layoutCompared }.map(\.drawing))
    }
  }

  /// The list as markup: an `h2` per component, its id `changes-<component>` (made safe by
  /// ``PageText/id(_:_:)``: a baseline's component may be named anything). `link` gives the
  /// address a drawing's name links to (nil for none, as for a removed drawing).
  package static func markup(
    _ drawings: [DrawingChange], link: (DrawingRecord, DrawingChange.Kind) -> String?
  ) -> Markup {
    .fragment(
      sections(drawings).map { section in
        var parts: [Markup] = [
          .el(
            "h2", [Attribute("id", PageText.id("changes-", section.component))], text: section.name),
          .el("p", [Attribute("class", "meta")], text: counts(section)),
        ]
        if !section.groups.isEmpty {
          parts.append(
            .el(
              "ul", [Attribute("class", "change-groups")],
              section.groups.map { group in
                .el(
                  "li", [Attribute("class", "change-group")],
                  [
                    .el(
                      "ul", [Attribute("class", "change-lines")],
                      group.lines.map { .el("li", text: $0) }),
                    drawingList(
                      group.drawings, kind: .changed,
                      summary: "In \(count(group.drawings.count, "drawing"))", link: link),
                  ])
              }))
        }
        for (records, kind, summary) in [
          (section.added, DrawingChange.Kind.added, "added"),
          (section.removed, .removed, "removed"),
          (section.redrawn, .changed, "drawn differently with the same layout"),
          (section.uncompared, .changed, "changed, with no earlier layout to say how"),
        ] where !records.isEmpty {
          parts.append(
            drawingList(
              records, kind: kind, summary: "\(count(records.count, "drawing")) \(summary)",
              link: link))
        }
        return .el("section", [Attribute("class", "change-section")], parts)
      })
  }

  /// The tokens whose value changed and the parts that took another token, each once with the
  /// number of drawings it changed: `card (corner radius) 16 → 12 pt, in 210
  /// drawings`, `toastLabel → label
  /// (message colour), in 12 drawings`. The first thing a reviewer reads.
  package static func tokenLines(_ drawings: [DrawingChange]) -> [String] {
    var order: [String] = []
    var counts: [String: Set<String>] = [:]
    for drawing in drawings {
      for change in drawing.changes {
        guard let old = change.old, let new = change.new else { continue }
        let property = change.property.split(separator: " ").filter { Int($0) == nil }
          .joined(separator: " ")
        let line: String
        if let token = new.token, old.token == token, old.value != new.value {
          let unit = new.unit.map { " \($0)" } ?? ""
          line = "\(token) (\(property)) \(old.value) → \(new.value)\(unit)"
        } else if old.token != new.token, old.token != nil || new.token != nil {
          line =
            "\(old.token ?? old.value) → \(new.token ?? new.value) (\(change.part) \(property))"
        } else {
          continue
        }
        if counts[line] == nil { order.append(line) }
        counts[line, default: []].insert(drawing.drawing.path)
      }
    }
    return order.map { "\($0), in \(count(counts[$0]!.count, "drawing"))" }
  }

  /// The token lines as a list, or nothing when no token changed.
  package static func tokenMarkup(_ drawings: [DrawingChange]) -> Markup {
    let lines = tokenLines(drawings)
    guard !lines.isEmpty else { return .fragment([]) }
    return .fragment([
      .el("h2", [Attribute("id", "token-changes")], text: "Tokens"),
      .el(
        "ul", [Attribute("class", "change-lines change-tokens")],
        lines.map { .el("li", text: $0) }),
    ])
  }

  /// `12 drawings changed · 2 added · 1 removed`.
  package static func counts(_ section: Section) -> String {
    var parts: [String] = []
    if section.changedCount > 0 {
      parts.append("\(count(section.changedCount, "drawing")) changed")
    }
    if !section.added.isEmpty { parts.append("\(section.added.count) added") }
    if !section.removed.isEmpty { parts.append("\(section.removed.count) removed") }
    return parts.joined(separator: " · ")
  }

  /// `1 drawing`, `3 drawings`.
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A `<details>` listing `records` (open when short), each linked where `link` says.
  private static func drawingList(
    _ records: [DrawingRecord], kind: DrawingChange.Kind, summary: String,
    link: (DrawingRecord, DrawingChange.Kind) -> String?
  ) -> Markup {
    let items = records.map { record -> Markup in
      let name = [record.variantTitle, place(record)].filter { !$0.isEmpty }
        .joined(separator: " · ")
      guard let address = link(record, kind) else { return .el("li", text: name) }
      return .el("li", [.el("a", [Attribute("href", address)], text: name)])
    }
    return .el(
      "details",
      [Attribute("class", "change-drawings")] + (records.count <= 4 ? [Attribute("open", "")] : []),
      [.el("summary", text: summary), .el("ul", items)])
  }

  /// `compact light`.
  private static func place(_ record: DrawingRecord) -> String {
    [record.environment.replacingOccurrences(of: "-", with: " "), record.theme]
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}
