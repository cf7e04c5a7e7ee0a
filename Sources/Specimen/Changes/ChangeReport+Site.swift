import Foundation

extension ChangeReport {
  /// The report as a site: `index.html` and its stylesheet `report.css`, `changes.json`, the
  /// two versions of every drawing shown in full (``detailedPaths``) under `before/` and
  /// `after/`, and a manifest marking it Specimen's.
  package func site() throws -> Site {
    let detailed = detailedPaths
    var files: [Site.File] = [
      Site.File(path: "index.html", text: page(detailed: detailed)),
      Site.File(path: "changes.json", text: try json()),
      Site.File(path: "report.css", text: Self.stylesheet),
    ]
    // A variant's drawings share one file: each file copied once.
    var copied: Set<String> = []
    for change in drawings where detailed.contains(change.drawing.path) {
      let sides = [
        (change.kind != .added, "before/", change.baselineFile ?? change.drawing.file, before),
        (change.kind != .removed, "after/", change.drawing.file, after),
      ]
      for (shown, side, file, contents) in sides where shown {
        guard let data = contents[file], copied.insert(side + file).inserted else { continue }
        files.append(Self.copy(side + file, data))
      }
    }
    files.append(SiteManifest.file(for: files, contents: ChangeReport.manifestContents))
    return Site(files: files)
  }

  // MARK: - changes.json

  /// `changes.json`: the same facts for machines, keys sorted, lists in a stable order.
  package func json() throws -> String {
    struct Value: Encodable {
      let value: String
      let unit: String?
      let token: String?
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encode(token, forKey: .token)
      }
      enum CodingKeys: String, CodingKey { case value, unit, token }
    }
    struct Property: Encodable {
      let part: String
      let property: String
      let old: Value?
      let new: Value?
      let text: String
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(part, forKey: .part)
        try container.encode(property, forKey: .property)
        try container.encode(old, forKey: .old)
        try container.encode(new, forKey: .new)
        try container.encode(text, forKey: .text)
      }
      enum CodingKeys: String, CodingKey { case part, property, old, new, text }
    }
    struct Drawing: Encodable {
      let path: String
      /// The brand, in a catalog of several; left out otherwise.
      let brand: String?
      let kind: String
      let component: String
      let variant: String
      let environment: String
      let theme: String
      let heading: String
      /// Whether the baseline had a layout record to compare with (else `changes` is empty
      /// because nothing was compared).
      let layoutCompared: Bool
      let changes: [Property]
    }
    struct Counts: Encodable {
      let added: Int
      let removed: Int
      let changed: Int
    }
    struct Component: Encodable {
      let id: String
      let name: String
      let drawings: Counts
      let page: String?
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(drawings, forKey: .drawings)
        try container.encode(page, forKey: .page)
      }
      enum CodingKeys: String, CodingKey { case id, name, drawings, page }
    }
    struct Files: Encodable {
      let added: [String]
      let removed: [String]
      let changed: [String]
    }
    struct Document: Encodable {
      let generator = "Specimen"
      let identical: Bool
      let baselineHasLayout: Bool
      let counts: [String: Counts]
      let components: [Component]
      let drawings: [Drawing]
      let pages: Files
      let otherFiles: Files
    }
    func value(_ record: PropertyRecord?) -> Value? {
      record.map { Value(value: $0.value, unit: $0.unit, token: $0.token) }
    }
    let pages = pages
    let other = otherFiles
    let count = { (kind: DrawingChange.Kind) in self.drawings.filter { $0.kind == kind }.count }
    let document = Document(
      identical: isIdentical, baselineHasLayout: baselineHasLayout,
      counts: [
        "drawings": Counts(
          added: count(.added), removed: count(.removed), changed: count(.changed)),
        "pages": Counts(
          added: pages.added.count, removed: pages.removed.count, changed: pages.changed.count),
        "otherFiles": Counts(
          added: other.added.count, removed: other.removed.count, changed: other.changed.count),
      ],
      components: components.map {
        Component(
          id: $0.id, name: $0.name,
          drawings: Counts(
            added: $0.added.count, removed: $0.removed.count, changed: $0.changed.count),
          page: $0.page)
      },
      drawings: drawings.map { change in
        let record = change.drawing
        return Drawing(
          path: record.path, brand: record.brand, kind: change.kind.rawValue,
          component: record.component,
          variant: record.variant, environment: record.environment, theme: record.theme,
          heading: record.heading, layoutCompared: change.layoutCompared,
          changes: change.changes.map {
            Property(
              part: $0.part, property: $0.property, old: value($0.old), new: value($0.new),
              text: $0.text)
          })
      },
      pages: Files(added: pages.added, removed: pages.removed, changed: pages.changed),
      otherFiles: Files(added: other.added, removed: other.removed, changed: other.changed))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }

  /// A site file holding `data` as it is (a drawing's copy).
  private static func copy(_ path: String, _ data: Data) -> Site.File {
    var file = Site.File(path: path, text: "")
    file.contents = data
    return file
  }
}
