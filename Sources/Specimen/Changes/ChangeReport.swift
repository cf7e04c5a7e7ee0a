import Foundation

/// The change report of `specimen check`: what differs between the baseline and the new
/// catalog, as a site of its own (`index.html`, `changes.json`, the drawings' two versions under
/// `before/` and `after/`, a manifest). Pure: it reads nothing and writes nothing.
///
/// ```swift
/// let comparison = CatalogComparison(baseline: baseline, current: site)
/// let report = ChangeReport(comparison: comparison, baseline: baseline, current: site)
/// print(report.summary(baseline: "baseline/"), terminator: "")
/// try SiteWriter().write(try report.site(), to: URL(fileURLWithPath: "report"))
/// ```
package struct ChangeReport: Sendable {
  /// What the report's manifest says it holds (`"contents"`), so the command can tell a
  /// previous report, which it may replace, from a site, which it must not.
  package static let manifestContents = "change report"

  /// Every drawing added, removed or changed, sorted by path.
  package var drawings: [DrawingChange]
  /// Paths only in the new catalog (drawings included), sorted.
  package var addedFiles: [String]
  /// Paths only in the baseline (drawings included), sorted.
  package var removedFiles: [String]
  /// Paths in both with different bytes (drawings included), sorted.
  package var changedFiles: [String]
  /// Whether the baseline carries layout records, so changed drawings say what changed.
  package var baselineHasLayout: Bool
  /// The baseline's files by path.
  package var before: [String: Data]
  /// The new catalog's files by path.
  package var after: [String: Data]
  /// How many drawings the report shows in full (both versions copied into it, side by side,
  /// with their markup diff): the first ones of its "Drawings" section. The others are listed by
  /// name, so a baseline with 100,000 extra drawings makes a report of a few megabytes, not a
  /// copy of the baseline; `changes.json` lists every drawing with what changed.
  package var detailLimit = ChangeReport.standardDetailLimit
  /// How many changed pages, and how many other changed files, the report shows a diff of.
  package var fileDiffLimit = ChangeReport.standardFileDiffLimit

  /// The drawings a report shows in full unless told otherwise: 200.
  package static let standardDetailLimit = 200
  /// The changed pages (and other files) a report shows a diff of unless told otherwise: 50.
  package static let standardFileDiffLimit = 50

  /// A report of the given differences between `before` and `after`.
  package init(
    drawings: [DrawingChange], addedFiles: [String], removedFiles: [String],
    changedFiles: [String], baselineHasLayout: Bool, before: [String: Data],
    after: [String: Data]
  ) {
    self.drawings = drawings.sorted { $0.drawing.path < $1.drawing.path }
    self.addedFiles = addedFiles.sorted()
    self.removedFiles = removedFiles.sorted()
    self.changedFiles = changedFiles.sorted()
    self.baselineHasLayout = baselineHasLayout
    self.before = before
    self.after = after
  }

  /// The report of `comparison`, made between `baseline` and `current`.
  package init(comparison: CatalogComparison, baseline: Baseline, current: Site) {
    self.init(
      drawings: comparison.drawings, addedFiles: comparison.addedFiles,
      removedFiles: comparison.removedFiles, changedFiles: comparison.changedFiles,
      baselineHasLayout: comparison.baselineHasLayout, before: baseline.files,
      after: Dictionary(current.files.map { ($0.path, $0.contents) }) { first, _ in first })
  }

  /// Whether nothing differs.
  package var isIdentical: Bool {
    drawings.isEmpty && addedFiles.isEmpty && removedFiles.isEmpty && changedFiles.isEmpty
  }

  // MARK: - What differs, arranged

  /// One component's differing drawings and page.
  package struct ComponentChanges: Sendable {
    /// The component's id, e.g. `modal`.
    package var id: String
    /// Its name, e.g. `Modal`.
    package var name: String
    /// Its drawings only in the new catalog.
    package var added: [DrawingChange] = []
    /// Its drawings only in the baseline.
    package var removed: [DrawingChange] = []
    /// Its drawings in both, with different markup.
    package var changed: [DrawingChange] = []
    /// Its page, `<id>.html`, when that differs: `added`, `removed` or `changed`.
    package var page: String?
  }

  /// Drawings of one component that differ in the same way: the same kind and, for changed
  /// drawings, the same list of layout changes.
  package struct ChangeGroup: Sendable {
    /// The component's id.
    package var component: String
    /// The component's name.
    package var componentName: String
    /// Added, removed or changed.
    package var kind: DrawingChange.Kind
    /// The changes in words, the same for every drawing of the group; empty for an added or
    /// removed drawing and for a changed one whose layout is the same.
    package var texts: [String]
    /// The drawings, sorted by path.
    package var drawings: [DrawingChange]
  }

  /// How a page or other file differs.
  package func state(of path: String) -> String? {
    pageStates[path]
  }

  /// How each differing page (`.html`) differs, by path: looked up once per component, so a
  /// report of many components stays linear.
  private var pageStates: [String: String] {
    var states: [String: String] = [:]
    for (files, state) in [
      (changedFiles, "changed"), (removedFiles, "removed"), (addedFiles, "added"),
    ] {
      for path in files where path.hasSuffix(".html") { states[path] = state }
    }
    return states
  }

  /// The components with differing drawings, by component id.
  package var components: [ComponentChanges] {
    var byID: [String: ComponentChanges] = [:]
    let pageStates = pageStates
    for change in drawings {
      let record = change.drawing
      if byID[record.component] == nil {
        byID[record.component] = ComponentChanges(
          id: record.component, name: record.componentName,
          page: pageStates[record.component + ".html"])
      }
      // Appended in place: a copy of the entry would copy its lists at every drawing.
      switch change.kind {
      case .added: byID[record.component]!.added.append(change)
      case .removed: byID[record.component]!.removed.append(change)
      case .changed: byID[record.component]!.changed.append(change)
      }
    }
    return byID.values.sorted { $0.id < $1.id }
  }

  /// The paths of the drawings shown in full (at most ``detailLimit``): the first of the
  /// "Drawings" section, which lists each component's changed, then added, then removed ones.
  package var detailedPaths: Set<String> {
    var paths = Set<String>()
    for component in components {
      for change in component.changed + component.added + component.removed {
        guard paths.count < detailLimit else { return paths }
        paths.insert(change.drawing.path)
      }
    }
    return paths
  }

  /// Drawings that differ in the same way, grouped per component: changed drawings first (the
  /// largest group first), then added, then removed.
  package var groups: [ChangeGroup] {
    var groups: [ChangeGroup] = []
    var index: [String: Int] = [:]
    for change in drawings {
      let texts = change.changes.map(\.text)
      let key = [change.drawing.component, change.kind.rawValue] + texts
      let joined = key.joined(separator: "\u{1F}")
      if let at = index[joined] {
        groups[at].drawings.append(change)
      } else {
        index[joined] = groups.count
        groups.append(
          ChangeGroup(
            component: change.drawing.component, componentName: change.drawing.componentName,
            kind: change.kind, texts: texts, drawings: [change]))
      }
    }
    let order: [DrawingChange.Kind: Int] = [.changed: 0, .added: 1, .removed: 2]
    return groups.enumerated().sorted { left, right in
      let (l, r) = (left.element, right.element)
      if l.component != r.component { return l.component < r.component }
      if l.kind != r.kind { return order[l.kind, default: 3] < order[r.kind, default: 3] }
      if l.texts.isEmpty != r.texts.isEmpty { return !l.texts.isEmpty }
      if l.drawings.count != r.drawings.count { return l.drawings.count > r.drawings.count }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// Whether `path` is a standalone drawing: `svg/…`, or `<brand>/svg/…` in a catalog of
  /// several brands.
  static func isDrawing(_ path: String) -> Bool {
    guard path.hasSuffix(".svg") else { return false }
    let parts = path.split(separator: "/", maxSplits: 2)
    return parts.first == "svg" || (parts.count > 2 && parts[1] == "svg")
  }

  /// Pages (`.html`) that differ: added, removed, changed.
  package var pages: (added: [String], removed: [String], changed: [String]) {
    let page = { (path: String) in path.hasSuffix(".html") }
    return (addedFiles.filter(page), removedFiles.filter(page), changedFiles.filter(page))
  }

  /// Files that differ and are neither drawings nor pages (the stylesheet, layout records, the
  /// manifest): added, removed, changed.
  package var otherFiles: (added: [String], removed: [String], changed: [String]) {
    let other = { (path: String) in !path.hasSuffix(".html") && !Self.isDrawing(path) }
    return (addedFiles.filter(other), removedFiles.filter(other), changedFiles.filter(other))
  }

  // MARK: - The summary the command prints

  /// The summary `specimen check` prints: one headline, a line per component (the first
  /// `groupLimit` × 5), the pages and other files (the first `groupLimit` of each list), the
  /// tokens that changed, and the first `groupLimit` groups of layout changes, each naming a
  /// drawing; the report and `changes.json` have the rest. Whatever came from the baseline (a
  /// path, a name) is printed with its control and bidi characters escaped.
  package func summary(baseline: String, groupLimit: Int = 10) -> String {
    guard !isIdentical else {
      return "specimen check: identical to the baseline \(baseline)\n"
    }
    var lines = ["specimen check: \(headline) (against the baseline \(baseline))"]
    let components = components
    let componentLimit = groupLimit * 5
    for component in components.prefix(componentLimit) {
      var parts = [
        ("changed", component.changed.count), ("added", component.added.count),
        ("removed", component.removed.count),
      ].filter { $0.1 > 0 }.map { "\($0.1) drawing\($0.1 == 1 ? "" : "s") \($0.0)" }
      if let page = component.page { parts.append("\(component.id).html \(page)") }
      lines.append("  \(component.name): " + parts.joined(separator: ", "))
    }
    if components.count > componentLimit {
      lines.append(
        "  … and \(components.count - componentLimit) more components (see the report)")
    }
    func names(_ list: [String]) -> String {
      list.prefix(groupLimit).joined(separator: ", ")
        + (list.count > groupLimit ? " and \(list.count - groupLimit) more" : "")
    }
    let pages = pages
    for (kind, list) in [
      ("changed", pages.changed), ("added", pages.added), ("removed", pages.removed),
    ]
    where !list.isEmpty {
      lines.append("  pages \(kind): " + names(list))
    }
    let other = otherFiles
    for (kind, list) in [
      ("changed", other.changed), ("added", other.added), ("removed", other.removed),
    ]
    where !list.isEmpty {
      lines.append("  other files \(kind): " + names(list))
    }
    if !drawings.isEmpty {
      if !baselineHasLayout {
        lines.append(
          "  the baseline has no layout records (made by an earlier Specimen): drawings are "
            + "compared by their markup only")
      }
      let tokens = ChangeList.tokenLines(drawings)
      if !tokens.isEmpty {
        lines.append("  tokens:")
        lines += tokens.prefix(componentLimit).map { "    " + $0 }
        if tokens.count > componentLimit {
          lines.append("    … and \(tokens.count - componentLimit) more (see the report)")
        }
      }
      lines.append("  what changed:")
      let groups = groups
      for group in groups.prefix(groupLimit) {
        let first = group.drawings[0].drawing.heading
        let more = group.drawings.count > 1 ? " and \(group.drawings.count - 1) more" : ""
        lines.append("    \(first)\(more): \(description(of: group))")
      }
      if groups.count > groupLimit {
        lines.append("    … and \(groups.count - groupLimit) more groups (see the report)")
      }
    }
    return lines.map { DiagnosticText.escaped($0, limit: .max) }.joined(separator: "\n") + "\n"
  }

  /// The headline: `130 drawings changed, 2 added, 0 removed; 3 pages changed; 2 other files changed`.
  package var headline: String {
    guard !isIdentical else { return "identical to the baseline" }
    let count = { (kind: DrawingChange.Kind) in self.drawings.filter { $0.kind == kind }.count }
    let total = pages.added.count + pages.removed.count + pages.changed.count
    let other = otherFiles
    let others = other.added.count + other.removed.count + other.changed.count
    var text =
      "\(count(.changed)) drawing\(count(.changed) == 1 ? "" : "s") changed, "
      + "\(count(.added)) added, \(count(.removed)) removed"
    text += "; \(total) page\(total == 1 ? "" : "s") differ\(total == 1 ? "s" : "")"
    text += "; \(others) other file\(others == 1 ? "" : "s") differ\(others == 1 ? "s" : "")"
    return text
  }

  /// What a group's drawings have in common, in words.
  func description(of group: ChangeGroup) -> String {
    switch group.kind {
    case .added: "added"
    case .removed: "removed"
    case .changed:
      !group.texts.isEmpty
        ? group.texts.joined(separator: "; ")
        : baselineHasLayout
          ? "the markup changed; the layout's parts measure and draw the same"
          : "the markup changed (the baseline has no layout records to compare)"
    }
  }
}
