import Foundation

/// Whether two folders hold the same files with the same bytes, and the first difference.
struct TreeComparison {
  /// The first path that differs (missing on one side, or other bytes), or nil when the two
  /// folders are the same.
  let firstDifference: String?
  /// Files compared.
  let files: Int

  var isIdentical: Bool { firstDifference == nil }

  /// Compares every file under `left` with the file at the same path under `right`.
  init(_ left: URL, _ right: URL) throws {
    let leftPaths = try OutputBreakdown.files(under: left)
    let rightPaths = try OutputBreakdown.files(under: right)
    files = leftPaths.count
    guard leftPaths == rightPaths else {
      let only = Set(leftPaths).symmetricDifference(rightPaths).sorted().first ?? "?"
      firstDifference = "\(only) (in one folder only)"
      return
    }
    for path in leftPaths {
      let a = try Data(contentsOf: left.appendingPathComponent(path), options: .alwaysMapped)
      let b = try Data(contentsOf: right.appendingPathComponent(path), options: .alwaysMapped)
      if a != b {
        firstDifference = path
        return
      }
    }
    firstDifference = nil
  }
}
