/// What a write did to the output folder, file by file: how many of the site's files it wrote,
/// how many it left as they were, and how many files of the previous output it removed.
///
/// ```swift
/// let summary = try SiteWriter().write(site, to: URL(fileURLWithPath: "Output"))
/// print("\(summary.written) written, \(summary.unchanged) unchanged, \(summary.removed) removed")
/// ```
package struct WriteSummary: Sendable, Equatable {
  /// The site's files that were new or whose bytes changed, written afresh.
  package var written: Int
  /// The site's files whose bytes were already in the output at the same path: the same file
  /// was kept, with its modification time.
  package var unchanged: Int
  /// The files of the previous output that the site no longer has (hidden ones kept aside).
  package var removed: Int

  /// A summary of `written`, `unchanged` and `removed` files.
  package init(written: Int, unchanged: Int, removed: Int) {
    self.written = written
    self.unchanged = unchanged
    self.removed = removed
  }
}
