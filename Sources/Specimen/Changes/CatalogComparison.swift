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
    let oldRecords = LayoutRecordFile.records(in: old)
    let newRecords = LayoutRecordFile.records(in: new)
    baselineHasLayout = !oldRecords.isEmpty
    func isDrawing(_ path: String) -> Bool { path.hasPrefix("svg/") && path.hasSuffix(".svg") }
    var drawings: [DrawingChange] = []
    for path in addedFiles where isDrawing(path) {
      drawings.append(
        DrawingChange(
          kind: .added, drawing: newRecords[path] ?? Self.record(path: path), changes: []))
    }
    for path in removedFiles where isDrawing(path) {
      drawings.append(
        DrawingChange(
          kind: .removed, drawing: oldRecords[path] ?? Self.record(path: path), changes: []))
    }
    for path in changedFiles where isDrawing(path) {
      guard let before = oldRecords[path], let after = newRecords[path] else {
        drawings.append(
          DrawingChange(
            kind: .changed, drawing: newRecords[path] ?? Self.record(path: path), changes: [],
            layoutCompared: false))
        continue
      }
      drawings.append(
        DrawingChange(
          kind: .changed, drawing: after, changes: LayoutDiff.changes(from: before, to: after)))
    }
    // A drawing whose markup is the same can still have changed in its layout: a part that took
    // another token of the same value draws the same pixels.
    let changedPaths = Set(changedFiles)
    for (path, after) in newRecords where isDrawing(path) && !changedPaths.contains(path) {
      guard new[path] != nil, old[path] != nil, let before = oldRecords[path], before != after
      else { continue }
      let changes = LayoutDiff.changes(from: before, to: after)
      if !changes.isEmpty {
        drawings.append(DrawingChange(kind: .changed, drawing: after, changes: changes))
      }
    }
    self.drawings = drawings.sorted { $0.drawing.path < $1.drawing.path }
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
  /// named after its path, `svg/<component>/<variant>-<environment>-<theme>.svg`.
  private static func record(path: String) -> DrawingRecord {
    let parts = path.split(separator: "/")
    let component = parts.count > 1 ? String(parts[1]) : path
    let file = String((parts.last ?? "").dropLast(".svg".count))
    return DrawingRecord(
      path: path, component: component, componentName: component, variant: file,
      variantTitle: file, environment: "", environmentName: "", theme: "", parts: [])
  }
}
