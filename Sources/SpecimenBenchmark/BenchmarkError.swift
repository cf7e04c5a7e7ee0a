/// A benchmark that cannot run, and why: printed as `specimen-benchmark: error: <text>`.
struct BenchmarkError: Error, CustomStringConvertible {
  /// What went wrong and how to fix it.
  let description: String

  init(_ description: String) { self.description = description }
}
