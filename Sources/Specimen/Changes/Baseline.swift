import Foundation

/// A previous version of the site (a previous output or the published site), read into memory:
/// what `specimen check` and `specimen --baseline` compare the new catalog with.
///
/// ```swift
/// let baseline = Baseline(files: ["index.html": Data(html.utf8)])
/// let site = try SiteAssembler(resources: resources).build(registry: .builtIn, baseline: baseline)
/// ```
package struct Baseline: Sendable, Equatable {
  /// Every file's bytes by its `/`-separated path inside the site.
  package var files: [String: Data]

  /// Creates a baseline from its files.
  package init(files: [String: Data]) {
    self.files = files
  }
}
