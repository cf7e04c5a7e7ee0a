/// The "What changed" page: the semantic change list against the baseline the site was built
/// with, so the published guide carries its own changelog; without a baseline it says so.
struct ChangesPage: Sendable {
  /// The page's file name.
  static let path = CatalogComparison.changesPage

  /// The comparison with the baseline, or nil when the site was built without one.
  let comparison: CatalogComparison?
  /// How each component's variants are spread over its pages, for links to changed drawings.
  var pages: [ComponentID: ComponentPages] = [:]

  /// The page's `<main>` content, every invisible or control character in it (from the
  /// baseline's paths and names) shown as its `\u{…}` escape.
  func content() -> Markup {
    list().revealingInvisibles()
  }

  /// The page's `<main>` content, as it is.
  private func list() -> Markup {
    var parts: [Markup] = [.el("h1", text: "What changed")]
    guard let comparison else {
      parts.append(
        .el(
          "p", [Attribute("class", "lead")],
          text:
            "This catalog was built without an earlier version to compare with, so there are no "
            + "changes to list. When the guide is published with its previous release as a "
            + "baseline, this page lists every drawing that changed and how."))
      return .fragment(parts)
    }
    guard !comparison.isIdentical else {
      parts.append(
        .el(
          "p", [Attribute("class", "lead")],
          text: "Nothing changed since the earlier version: every drawing and page is the same."))
      return .fragment(parts)
    }
    let sections = ChangeList.sections(comparison.drawings)
    let changed = sections.reduce(0) { $0 + $1.changedCount }
    let added = sections.reduce(0) { $0 + $1.added.count }
    let removed = sections.reduce(0) { $0 + $1.removed.count }
    var summary = [String]()
    if changed > 0 { summary.append("\(ChangeList.count(changed, "drawing")) changed") }
    if added > 0 { summary.append("\(ChangeList.count(added, "drawing")) added") }
    if removed > 0 { summary.append("\(ChangeList.count(removed, "drawing")) removed") }
    let lead =
      sections.isEmpty
      ? "No drawing changed since the earlier version."
      : "Since the earlier version: \(summary.joined(separator: ", ")), in "
        + "\(ChangeList.count(sections.count, "component")). Each change is read from the "
        + "layout: the part, its value before and after, and the token behind it. Positions are "
        + "measured from the part that holds it."
    parts.append(.el("p", [Attribute("class", "lead")], text: lead))
    if !comparison.baselineHasLayout, !sections.isEmpty {
      parts.append(
        .el(
          "p",
          text:
            "The earlier version was made before layouts were recorded, so changed drawings are "
            + "listed without the details of what changed in them."))
    }
    parts.append(ChangeList.tokenMarkup(comparison.drawings))
    parts.append(
      ChangeList.markup(comparison.drawings) { record, kind in
        kind == .removed ? nil : "\(page(of: record))#\(Self.anchor(record))"
      })
    let lists: [(files: [String], verb: String)] = [
      (comparison.changedFiles, "changed"), (comparison.addedFiles, "added"),
      (comparison.removedFiles, "removed"),
    ]
    let pageLists = lists.map { ($0.files.filter { $0.hasSuffix(".html") }, $0.verb) }
      .filter { !$0.0.isEmpty }
    if !pageLists.isEmpty {
      parts.append(.el("h2", [Attribute("id", "page-changes")], text: "Pages"))
      parts.append(
        .el(
          "ul", [Attribute("class", "change-lines")],
          pageLists.map { pages, verb in
            var items: [Markup] = [.text("\(ChangeList.count(pages.count, "page")) \(verb): ")]
            for (index, page) in pages.enumerated() {
              if index > 0 { items.append(.text(", ")) }
              let name = String(page.dropLast(".html".count))
              items.append(
                verb == "removed" ? .text(name) : .el("a", [Attribute("href", page)], text: name))
            }
            return .el("li", items)
          }))
    }
    return .fragment(parts)
  }

  /// The component page showing `record`'s variant: `modal.html`, or a later page's.
  private func page(of record: DrawingRecord) -> String {
    pages.values.first { $0.component.rawValue == record.component }?
      .path(ofVariantNamed: record.variant) ?? "\(record.component).html"
  }

  /// The drawing's figure on its component page: `two-buttons-compact-light`.
  static func anchor(_ record: DrawingRecord) -> String {
    "\(record.variant)-\(record.environment)-\(record.theme)"
  }
}
