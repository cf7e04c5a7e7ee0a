import Foundation

/// A new site compared with a ``Baseline``: which files were added, removed or changed, and for
/// every drawing that differs, what changed in its layout (read from both sides'
/// `layout/<component>.json`). The site's own changelog page (`changes.html`) is left out: it
/// describes the run that made it.
///
/// ```swift
/// let comparison = CatalogComparison(baseline: baseline, current: site)
/// comparison.drawings.first?.changes.first?.text  // "card corner radius 16 → 12 pt (token card)"
/// ```
package struct CatalogComparison: Sendable {
  /// The paths only the new site has, sorted.
  package let addedFiles: [String]
  /// The paths only the baseline has, sorted.
  package let removedFiles: [String]
  /// The paths both have with different bytes, sorted.
  package let changedFiles: [String]
  /// Every drawing added, removed or changed, sorted by path.
  package let drawings: [DrawingChange]
  /// Whether the baseline carries layout records (a site made before them does not; its
  /// drawings then compare by markup alone).
  package let baselineHasLayout: Bool

  /// The path of the site's changelog page, left out of the comparison.
  package static let changesPage = "changes.html"
  /// The files left out of the comparison: the changelog page, and the manifest (an index of
  /// the other files' sizes, changed whenever they are).
  package static let ignoredPaths = [changesPage, SiteManifest.fileName]

  /// Compares `current` (the new site's files by path) with `baseline`. A catalog of several
  /// brands (see ``BrandList``) is compared brand by brand, each brand's folder with the same
  /// folder of the baseline, and each drawing that differs names its brand.
  package init(baseline: Baseline, current: [String: Data]) {
    guard
      let brands = Self.brands(
        BrandList.brands(in: current), BrandList.brands(in: baseline.files))
    else {
      self.init(unscoped: baseline.files, current: current)
      return
    }
    var added: [String] = []
    var removed: [String] = []
    var changed: [String] = []
    var drawings: [DrawingChange] = []
    var hasLayout = false
    let folders = Set(brands.map { $0.id + "/" })
    func outside(_ files: [String: Data]) -> [String: Data] {
      files.filter { path, _ in
        !folders.contains { path.hasPrefix($0) }
      }
    }
    let top = CatalogComparison(unscoped: outside(baseline.files), current: outside(current))
    added += top.addedFiles
    removed += top.removedFiles
    changed += top.changedFiles
    for brand in brands {
      let part = CatalogComparison(
        unscoped: BrandList.files(of: brand.id, in: baseline.files),
        current: BrandList.files(of: brand.id, in: current))
      let folder = brand.id + "/"
      added += part.addedFiles.map { folder + $0 }
      removed += part.removedFiles.map { folder + $0 }
      changed += part.changedFiles.map { folder + $0 }
      hasLayout = hasLayout || part.baselineHasLayout
      drawings += part.drawings.map { change in
        var change = change
        change.drawing = change.drawing.inFolder(of: brand)
        change.baselineFile = change.baselineFile.map { folder + $0 }
        return change
      }
    }
    self.init(
      addedFiles: added.sorted(), removedFiles: removed.sorted(), changedFiles: changed.sorted(),
      drawings: drawings.sorted { $0.drawing.path < $1.drawing.path },
      baselineHasLayout: hasLayout)
  }

  /// A comparison of the given differences.
  private init(
    addedFiles: [String], removedFiles: [String], changedFiles: [String],
    drawings: [DrawingChange], baselineHasLayout: Bool
  ) {
    self.addedFiles = addedFiles
    self.removedFiles = removedFiles
    self.changedFiles = changedFiles
    self.drawings = drawings
    self.baselineHasLayout = baselineHasLayout
  }

  /// The brands of either site, the new site's order first; nil when neither has brands.
  private static func brands(_ current: [Brand]?, _ baseline: [Brand]?) -> [Brand]? {
    guard current != nil || baseline != nil else { return nil }
    var brands = current ?? []
    for brand in baseline ?? [] where !brands.contains(where: { $0.id == brand.id }) {
      brands.append(brand)
    }
    return brands
  }

  /// Compares two sites' files as one catalog.
  private init(unscoped baselineFiles: [String: Data], current: [String: Data]) {
    var old = baselineFiles
    var new = current
    for ignored in Self.ignoredPaths {
      old[ignored] = nil
      new[ignored] = nil
    }
    addedFiles = new.keys.filter { old[$0] == nil }.sorted()
    removedFiles = old.keys.filter { new[$0] == nil }.sorted()
    changedFiles = new.keys.filter { old[$0] != nil && old[$0] != new[$0] }.sorted()
    let (oldRecords, oldFiles) = Self.byAddress(LayoutRecordFile.records(in: old))
    let newRecords = LayoutRecordFile.records(in: new)
    baselineHasLayout = !oldRecords.isEmpty
    // Each drawing's markup, read from the drawing files that differ (a file the same on both
    // sides holds the same drawings).
    var oldBodies: [String: Body] = [:]
    var newBodies: [String: Body] = [:]
    for path in removedFiles + changedFiles where Self.isDrawingFile(path) {
      oldBodies.merge(Self.bodies(of: path, in: old, addresses: oldFiles)) { first, _ in first }
    }
    for path in addedFiles + changedFiles where Self.isDrawingFile(path) {
      newBodies.merge(Self.bodies(of: path, in: new, addresses: [:])) { first, _ in first }
    }
    var drawings: [DrawingChange] = []
    for address in newBodies.keys where oldBodies[address] == nil {
      drawings.append(
        DrawingChange(
          kind: .added, drawing: newRecords[address] ?? Self.record(path: address), changes: []))
    }
    for (address, body) in oldBodies where newBodies[address] == nil {
      drawings.append(
        DrawingChange(
          kind: .removed, drawing: oldRecords[address] ?? Self.record(path: address),
          changes: [], baselineFile: body.file))
    }
    for (address, after) in newBodies {
      guard let before = oldBodies[address] else { continue }
      if let old = oldRecords[address], let new = newRecords[address] {
        let changes = LayoutDiff.changes(from: old, to: new)
        // A drawing whose markup is the same can still have changed in its layout: a part
        // that took another token of the same value draws the same pixels.
        guard before.markup != after.markup || !changes.isEmpty else { continue }
        drawings.append(
          DrawingChange(kind: .changed, drawing: new, changes: changes, baselineFile: before.file))
      } else if before.markup != after.markup {
        drawings.append(
          DrawingChange(
            kind: .changed, drawing: newRecords[address] ?? Self.record(path: address),
            changes: [], layoutCompared: false, baselineFile: before.file))
      }
    }
    // The drawings of files that are the same on both sides: only their layout can differ.
    for (address, after) in newRecords where oldBodies[address] == nil {
      let file = DrawingRecord.file(of: address)
      guard new[file] != nil, new[file] == old[file], let before = oldRecords[address],
        before != after
      else { continue }
      let changes = LayoutDiff.changes(from: before, to: after)
      if !changes.isEmpty {
        drawings.append(DrawingChange(kind: .changed, drawing: after, changes: changes))
      }
    }
    self.drawings = drawings.sorted { $0.drawing.path < $1.drawing.path }
  }

  /// A drawing's markup and the file it was read from.
  private struct Body {
    var file: String
    var markup: String
  }

  /// Whether `path` is a drawing file: a variant's sheet, or one drawing's file in a site made
  /// before sheets.
  private static func isDrawingFile(_ path: String) -> Bool {
    path.hasPrefix("svg/") && path.hasSuffix(".svg")
  }

  /// The drawings in the file at `path`, by address (``DrawingRecord/path``): a sheet's views,
  /// or the one drawing of a file made before sheets, under the address `addresses` gives its
  /// file (see ``byAddress(_:)``), else its path.
  private static func bodies(
    of path: String, in files: [String: Data], addresses: [String: String]
  ) -> [String: Body] {
    guard let data = files[path] else { return [:] }
    let text = String(decoding: data, as: UTF8.self)
    let views = DrawingSheet.drawings(in: text)
    if !views.isEmpty {
      return Dictionary(
        uniqueKeysWithValues: views.map {
          (DrawingSheet.address(path, view: $0.key), Body(file: path, markup: $0.value))
        })
    }
    return [
      addresses[path] ?? path: Body(file: path, markup: DrawingSheet.drawing(inStandalone: text))
    ]
  }

  /// A baseline's `records` by the address each drawing has now, and the address of each drawing
  /// file it made before sheets. A record of such a baseline names the drawing's own file
  /// (`svg/modal/two-buttons-compact-dark.svg`); its drawing is now a view of its variant's
  /// sheet (`svg/modal/two-buttons.svg#compact-dark`), so it compares with the new one there.
  private static func byAddress(_ records: [String: DrawingRecord]) -> (
    records: [String: DrawingRecord], files: [String: String]
  ) {
    var result: [String: DrawingRecord] = [:]
    var files: [String: String] = [:]
    for (path, record) in records {
      guard !path.contains("#"), !record.environment.isEmpty, !record.theme.isEmpty else {
        result[path] = record
        continue
      }
      var moved = record
      moved.path = DrawingSheet.address(
        Drawing.sheetPath(
          ComponentID(stringLiteral: record.component), VariantID(stringLiteral: record.variant)),
        view: "\(record.environment)-\(record.theme)")
      files[path] = moved.path
      result[moved.path] = moved
    }
    return (result, files)
  }

  /// Compares `site` with `baseline`.
  package init(baseline: Baseline, current site: Site) {
    self.init(
      baseline: baseline,
      current: Dictionary(site.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 }))
  }

  /// Whether the two sites have the same files with the same bytes (the changelog page aside).
  package var isIdentical: Bool {
    addedFiles.isEmpty && removedFiles.isEmpty && changedFiles.isEmpty
  }

  /// A stand-in record for a drawing without one (a baseline made before layout records):
  /// named after its address, `svg/<component>/<variant>.svg#<environment>-<theme>` (or, made
  /// before sheets, `svg/<component>/<variant>-<environment>-<theme>.svg`).
  private static func record(path: String) -> DrawingRecord {
    let file = DrawingRecord.file(of: path)
    let parts = file.split(separator: "/")
    let component = parts.count > 1 ? String(parts[1]) : file
    let variant = String((parts.last ?? "").dropLast(".svg".count))
    let view = path.count > file.count ? String(path.dropFirst(file.count + 1)) : ""
    return DrawingRecord(
      path: path, component: component, componentName: component, variant: variant,
      variantTitle: view.isEmpty ? variant : "\(variant) \(view)", environment: "",
      environmentName: "", theme: "", parts: [])
  }
}
