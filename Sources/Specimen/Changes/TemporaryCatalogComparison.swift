// TEMPORARY (h-report only): stands in for the lead's CatalogComparison until it lands on main.
// Deleted before merging main.
import Foundation

package struct CatalogComparison: Sendable {
  package var addedFiles: [String] = []
  package var removedFiles: [String] = []
  package var changedFiles: [String] = []
  package var drawings: [DrawingChange] = []
  package var baselineHasLayout = false
  package var isIdentical: Bool {
    addedFiles.isEmpty && removedFiles.isEmpty && changedFiles.isEmpty
  }

  package init(baseline: Baseline, current: Site) {
    var now: [String: Data] = [:]
    for file in current.files where file.path != "changes.html" { now[file.path] = file.contents }
    let old = baseline.files.filter { $0.key != "changes.html" }
    addedFiles = now.keys.filter { old[$0] == nil }.sorted()
    removedFiles = old.keys.filter { now[$0] == nil }.sorted()
    changedFiles = now.keys.filter { old[$0] != nil && old[$0] != now[$0] }.sorted()
    func record(_ path: String) -> DrawingRecord {
      let parts = path.split(separator: "/")
      let component = parts.count > 1 ? String(parts[1]) : path
      return DrawingRecord(
        path: path, component: component, componentName: component.capitalized,
        variant: String(parts.last ?? ""), variantTitle: String(parts.last ?? ""),
        environment: "env", environmentName: "env", theme: "light", parts: [])
    }
    let svg = { (path: String) in path.hasPrefix("svg/") && path.hasSuffix(".svg") }
    drawings =
      addedFiles.filter(svg).map { DrawingChange(kind: .added, drawing: record($0), changes: []) }
      + removedFiles.filter(svg).map {
        DrawingChange(kind: .removed, drawing: record($0), changes: [])
      }
      + changedFiles.filter(svg).map {
        DrawingChange(kind: .changed, drawing: record($0), changes: [])
      }
    drawings.sort { $0.drawing.path < $1.drawing.path }
  }
}

extension SiteBuilder {
  package func build(
    registry: Registry, environments: [Environment] = Environment.defaults, baseline: Baseline?
  ) throws -> Site {
    try build(registry: registry, environments: environments)
  }
}
