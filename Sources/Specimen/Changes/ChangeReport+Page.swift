import Foundation

extension ChangeReport {
  /// `index.html`: the headline, the layout changes grouped (what a reviewer reads first), a
  /// table per component, then every differing drawing (before and after side by side, as an
  /// overlay, blinking, as a difference; its markup diff), the pages and the other files.
  /// Plain HTML and CSS: no script, no network; works from `file://`.
  package func page() -> String {
    page(detailed: detailedPaths)
  }

  /// `index.html`, showing the drawings of `detailed` in full and listing the others.
  func page(detailed: Set<String>) -> String {
    let title = isIdentical ? "No changes" : "What changed"
    var content: [Markup] = [
      .el(
        "header", [Attribute("class", "report-header")],
        [
          .el("p", [Attribute("class", "eyebrow")], text: "Specimen change report"),
          .el("h1", text: title),
          .el(
            "p", [Attribute("class", "lede")],
            text: isIdentical
              ? "The catalog is identical to the baseline, file for file."
              : headline.prefix(1).uppercased() + headline.dropFirst() + "."),
        ])
    ]
    if !isIdentical {
      content.append(contents())
      content.append(layoutSection(detailed: detailed))
      content.append(summaryTable())
      // One budget for all the markup diffs: however the files were made, the page takes
      // seconds, not hours.
      let budget = DiffBudget(remaining: Self.diffComparisons)
      content.append(drawingsSection(detailed: detailed, budget: budget))
      content.append(
        filesSection(id: "pages", title: "Pages", pages, main: true, budget: budget))
      content.append(
        filesSection(id: "files", title: "Other files", otherFiles, main: false, budget: budget))
    }
    // Paths, names and markup from the baseline: nothing in them may stay invisible.
    let body = MarkupRenderer(syntax: .html).render(.el("main", content).revealingInvisibles())
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="Specimen">
      <title>\(title) · Specimen</title>
      <link rel="stylesheet" href="report.css">
      </head>
      <body>

      """ + body + "</body>\n</html>\n"
  }

  /// The id of a drawing's section: `drawing-modal--two-buttons.compact-light` for
  /// `svg/modal/two-buttons.svg#compact-light` (`drawing-modal--two-buttons-compact-light` for a
  /// drawing's own file, as a baseline made before sheets has it). An address that would not
  /// come back from that form (not `svg/…/….svg`, a character outside ASCII letters, digits,
  /// `-` and `_`, or a `-` beside a `/`) gets its FNV-1a hash added and `drawing_` in front, so
  /// two addresses never share an id and no id holds a space or markup.
  static func anchor(_ path: String) -> String {
    let file = DrawingRecord.file(of: path)
    let view = path.count > file.count ? Substring(path.dropFirst(file.count + 1)) : nil
    var name = Substring(file)
    let framed = name.hasPrefix("svg/") && name.hasSuffix(".svg")
    if name.hasPrefix("svg/") { name = name.dropFirst(4) }
    if name.hasSuffix(".svg") { name = name.dropLast(4) }
    let segments = name.split(separator: "/", omittingEmptySubsequences: false)
    // Each segment kept whole and without a `-` at either end: `--` can only be a `/`, and `.`
    // only the view.
    func whole(_ segment: Substring) -> Bool {
      !segment.isEmpty && !segment.hasPrefix("-") && !segment.hasSuffix("-")
        && !segment.contains("--") && segment.utf8.allSatisfy(PageText.isIDByte)
    }
    let reversible = framed && segments.allSatisfy(whole) && (view.map(whole) ?? true)
    let safe =
      segments.map { PageText.slug($0) }.joined(separator: "--")
      + (view.map { "." + PageText.slug($0) } ?? "")
    return reversible ? "drawing-" + safe : "drawing_" + safe + "-" + fnv1a(path)
  }

  /// The FNV-1a 32-bit hash of `text`'s UTF-8 bytes, as 8 hex digits (``PageText/fnv1a(_:)``).
  static func fnv1a(_ text: String) -> String {
    PageText.fnv1a(text)
  }

  /// `path` as a relative URL: each segment percent-encoded, so a space, `#`, `?` or `%` in a
  /// file name reaches the file.
  static func url(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String($0)
    }.joined(separator: "/")
  }

  /// The relative URL of a drawing under `side` (`before` or `after`): its file, and the view
  /// that shows it there (`after/svg/modal/two-buttons.svg#compact-light`); for the baseline's
  /// side of `change`, the file the baseline held it in when that was one of its own.
  static func imageURL(_ side: String, _ change: DrawingChange?, _ record: DrawingRecord) -> String
  {
    if let own = change?.baselineFile { return url(side + "/" + own) }
    let file = url(side + "/" + record.file)
    guard record.path.count > record.file.count else { return file }
    let view = record.path.dropFirst(record.file.count + 1)
    return file + "#"
      + (view.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? String(view))
  }

  /// The markup of the drawing at `address` in `files`: its view's part of its sheet, or a file
  /// of its own (a baseline made before sheets); empty when there is none.
  static func markup(of address: String, in files: [String: Data]) -> String {
    let file = DrawingRecord.file(of: address)
    guard let text = files[file].flatMap(utf8) else { return "" }
    guard address.count > file.count else { return DrawingSheet.drawing(inStandalone: text) }
    return DrawingSheet.drawings(in: text)[String(address.dropFirst(file.count + 1))] ?? ""
  }

  /// The characters a path segment keeps as they are: a URL path's, less those that end or
  /// change a segment (`/`, `?`, `#`, `%`, `;`) or read as a scheme (`:`).
  private static let segmentAllowed = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/?#%;:"))

  private func contents() -> Markup {
    let links = [
      ("#layout", "What changed in the layout"), ("#summary", "Per component"),
      ("#drawings", "Drawings"), ("#pages", "Pages"), ("#files", "Other files"),
    ]
    return .el(
      "nav", [Attribute("class", "toc"), Attribute("aria-label", "Sections")],
      [.el("ul", links.map { .el("li", [.el("a", [Attribute("href", $0.0)], text: $0.1)]) })])
  }

  private func summaryTable() -> Markup {
    let components = components
    var rows: [Markup] = components.map { component in
      .el(
        "tr",
        [
          .el("th", [Attribute("scope", "row")], text: component.name),
          .el("td", text: "\(component.changed.count)"),
          .el("td", text: "\(component.added.count)"),
          .el("td", text: "\(component.removed.count)"),
          .el("td", text: component.page.map { "\(component.id).html \($0)" } ?? "the same"),
        ])
    }
    if rows.isEmpty {
      rows.append(.el("tr", [.el("td", [Attribute("colspan", "5")], text: "No drawing differs.")]))
    }
    return .el(
      "section", [Attribute("id", "summary")],
      [
        .el("h2", text: "Per component"),
        .el(
          "div", [Attribute("class", "table-scroll")],
          [
            .el(
              "table",
              [
                .el(
                  "thead",
                  [
                    .el(
                      "tr",
                      ["Component", "Drawings changed", "Added", "Removed", "Page"].map {
                        .el("th", [Attribute("scope", "col")], text: $0)
                      })
                  ]),
                .el("tbody", rows),
              ])
          ]),
      ])
  }

  private func layoutSection(detailed: Set<String>) -> Markup {
    var children: [Markup] = [
      .el("h2", text: "What changed in the layout"),
      .el(
        "p",
        text:
          "Read from each drawing's layout, not its pixels: the part, the property, its value "
          + "before and after, and the token behind it. Drawings that changed alike are listed "
          + "together; each links to its comparison below."),
    ]
    if !baselineHasLayout, !drawings.isEmpty {
      children.append(
        .el(
          "p", [Attribute("class", "note")],
          text:
            "The baseline has no layout records (layout/*.json): an earlier Specimen made it. "
            + "Drawings are compared by their markup and pictures only; the next baseline will "
            + "carry them."))
    }
    if drawings.isEmpty {
      children.append(.el("p", text: "No drawing differs; see the pages and other files below."))
    }
    // The same list as the site's "What changed" page, each drawing linked to its comparison.
    children.append(ChangeList.tokenMarkup(drawings))
    children.append(
      ChangeList.markup(drawings) { record, _ in
        detailed.contains(record.path) ? "#" + Self.anchor(record.path) : nil
      })
    return .el("section", [Attribute("id", "layout")], children)
  }

  private func drawingsSection(detailed: Set<String>, budget: DiffBudget) -> Markup {
    var children: [Markup] = [.el("h2", text: "Drawings")]
    if drawings.isEmpty { children.append(.el("p", text: "No drawing differs.")) }
    if drawings.count > detailed.count {
      children.append(
        .el(
          "p", [Attribute("class", "note")],
          text:
            "The first \(detailed.count) of the \(drawings.count) drawings that differ are shown "
            + "here in full. Every drawing is listed, by name, under “What changed in the "
            + "layout” above, and in changes.json with what changed."))
    }
    for component in components {
      let all = component.changed + component.added + component.removed
      let shown = all.filter { detailed.contains($0.drawing.path) }
      guard !shown.isEmpty else { continue }
      children.append(.el("h3", text: component.name))
      children += shown.map { drawingSection($0, budget: budget) }
      if shown.count < all.count {
        children.append(
          .el(
            "p", [Attribute("class", "note")],
            text:
              "\(ChangeList.count(all.count - shown.count, "more drawing")) of "
              + "\(component.name) not shown here: see “What changed in the layout”."))
      }
    }
    return .el("section", [Attribute("id", "drawings")], children)
  }

  private func drawingSection(_ change: DrawingChange, budget: DiffBudget) -> Markup {
    let record = change.drawing
    let id = Self.anchor(record.path)
    var children: [Markup] = [
      .el(
        "h4",
        [
          .text(record.heading + " "),
          .el(
            "span", [Attribute("class", "badge badge-\(change.kind.rawValue)")],
            text: change.kind.rawValue),
        ]),
      .el("p", [Attribute("class", "path")], [.el("code", text: record.path)]),
    ]
    if !change.changes.isEmpty {
      children.append(
        .el("ul", [Attribute("class", "changes")], change.changes.map { .el("li", text: $0.text) }))
    } else if change.kind == .changed {
      children.append(
        .el(
          "p", [Attribute("class", "path")],
          text: change.layoutCompared
            ? "Same layout: the markup changed in some other way (see its diff)."
            : "No earlier layout record of this drawing: compare the two versions by eye."))
    }
    func figure(_ side: String, _ caption: String) -> Markup {
      .el(
        "figure", [Attribute("class", side)],
        [
          .el(
            "img",
            [
              Attribute("src", Self.imageURL(side, side == "before" ? change : nil, record)),
              Attribute("alt", "\(caption): \(record.heading)"), Attribute("loading", "lazy"),
            ]),
          .el("figcaption", text: caption),
        ])
    }
    switch change.kind {
    case .added:
      children.append(.el("div", [Attribute("class", "frames single")], [figure("after", "Added")]))
    case .removed:
      children.append(
        .el("div", [Attribute("class", "frames single")], [figure("before", "Removed")]))
    case .changed:
      let name = "view-" + id
      let views = [
        ("side", "Side by side"), ("overlay", "Overlay"), ("blink", "Blink"),
        ("difference", "Difference"),
      ]
      children.append(
        .el(
          "div", [Attribute("class", "compare")],
          [
            .el(
              "fieldset", [Attribute("class", "views")],
              [.el("legend", text: "View")]
                + views.enumerated().map { index, view in
                  .el(
                    "label",
                    [
                      .el(
                        "input",
                        [
                          Attribute("type", "radio"), Attribute("name", name),
                          Attribute("value", view.0),
                        ] + (index == 0 ? [Attribute("checked", "")] : [])),
                      .text(" " + view.1),
                    ])
                }),
            .el(
              "div", [Attribute("class", "frames")],
              [figure("before", "Before"), figure("after", "After")]),
          ]))
      children.append(
        diff(
          old: Self.markup(of: change.baselineFile ?? record.path, in: before),
          new: Self.markup(of: record.path, in: after), what: "Markup diff",
          budget: budget))
    }
    return .el(
      "section", [Attribute("class", "drawing"), Attribute("id", id)], children)
  }

  private func filesSection(
    id: String, title: String, _ files: (added: [String], removed: [String], changed: [String]),
    main: Bool, budget: DiffBudget
  ) -> Markup {
    var children: [Markup] = [.el("h2", text: title)]
    let all =
      files.changed.map { ($0, "changed") } + files.added.map { ($0, "added") }
      + files.removed.map { ($0, "removed") }
    if all.isEmpty { children.append(.el("p", text: "None differs.")) }
    var diffed = 0
    var undiffed = 0
    for (path, kind) in all {
      var item: [Markup] = [
        .el(
          "h3",
          [
            .el("code", text: path), .text(" "),
            .el("span", [Attribute("class", "badge badge-\(kind)")], text: kind),
          ])
      ]
      if kind == "changed", diffed >= fileDiffLimit {
        undiffed += 1
      } else if kind == "changed", let old = before[path].flatMap(Self.utf8),
        let new = after[path].flatMap(Self.utf8)
      {
        diffed += 1
        item.append(
          main
            ? diff(
              old: Self.main(of: old), new: Self.main(of: new), what: "Diff of its <main>",
              budget: budget)
            : diff(old: old, new: new, what: "Diff", budget: budget))
      }
      children.append(.el("div", [Attribute("class", "file")], item))
    }
    if undiffed > 0 {
      children.append(
        .el(
          "p", [Attribute("class", "note")],
          text:
            "The diffs of the first \(fileDiffLimit) changed files are shown; the other "
            + "\(undiffed) are listed without theirs."))
    }
    return .el("section", [Attribute("id", id)], children)
  }

  /// A unified line diff in a `<details>`, long lines shortened for display.
  /// The line comparisons left to the diffs of one page.
  final class DiffBudget {
    var remaining: Int
    init(remaining: Int) { self.remaining = remaining }
  }

  /// The line comparisons all the diffs of one report may make together (each at most
  /// ``MarkupDiff/standardComparisons``): a few seconds.
  static let diffComparisons = 200_000_000

  private func diff(old: String, new: String, what: String, budget: DiffBudget) -> Markup {
    var allowed = min(budget.remaining, MarkupDiff.standardComparisons)
    let given = allowed
    let edits = MarkupDiff.edits(
      old: MarkupDiff.lines(old), new: MarkupDiff.lines(new), budget: &allowed)
    budget.remaining -= given - max(allowed, 0)
    guard let edits else {
      return .el(
        "p", [Attribute("class", "quiet")],
        text: "\(what): too many lines differ to show (\(MarkupDiff.lines(old).count) lines "
          + "before, \(MarkupDiff.lines(new).count) after).")
    }
    let removed = edits.filter { $0.kind == .removed }.count
    let added = edits.filter { $0.kind == .added }.count
    var lines: [Markup] = []
    for hunk in MarkupDiff.hunks(edits) {
      lines.append(
        .el(
          "span", [Attribute("class", "hunk")], text: "@@ -\(hunk.oldStart) +\(hunk.newStart) @@\n")
      )
      for edit in hunk.edits {
        let (mark, style) =
          switch edit.kind {
          case .same: (" ", "same")
          case .removed: ("-", "del")
          case .added: ("+", "ins")
          }
        lines.append(
          .el(
            "span", [Attribute("class", style)],
            text: mark + MarkupDiff.shortened(edit.text) + "\n"))
      }
    }
    let summary =
      removed + added == 0
      ? "\(what): the lines are the same (the bytes differ in line endings or the last newline)"
      : "\(what): \(removed) line\(removed == 1 ? "" : "s") removed, \(added) added"
    return .el(
      "details", [Attribute("class", "diff")],
      [.el("summary", text: summary)] + (lines.isEmpty ? [] : [.el("pre", lines)]))
  }

  private func text(_ data: Data?) -> String {
    data.flatMap(Self.utf8) ?? ""
  }

  /// `data` as UTF-8 text, or nil for a binary file.
  static func utf8(_ data: Data) -> String? {
    guard !data.contains(0) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// The `<main>` element of a page, or the whole page when it has none.
  static func main(of page: String) -> String {
    guard let start = page.range(of: "<main"),
      let end = page.range(of: "</main>", options: .backwards),
      start.lowerBound < end.upperBound
    else { return page }
    return String(page[start.lowerBound..<end.upperBound])
  }
}
