/// Every problem found in a config and its token files in one run (up to
/// ``ConfigProblems/maximumErrors``), in file order: what a reader throws, so a team fixes them
/// all before the next run instead of one per run.
///
/// ```swift
/// do {
///   let config = try ConfigLoader.load(from: url)
/// } catch {
///   for problem in error.errors { print("specimen: error: \(problem)") }
/// }
/// ```
package struct ConfigErrors: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problems, by file (in the order the files were first named) then line and column.
  package var errors: [ConfigError]
  /// True when there were more than ``ConfigProblems/maximumErrors``, left out.
  package var truncated: Bool

  /// The problems `errors`, put in file order; `truncated` when more were left out.
  package init(_ errors: [ConfigError], truncated: Bool = false) {
    var fileOrder: [String: Int] = [:]
    for error in errors where fileOrder[error.file] == nil {
      fileOrder[error.file] = fileOrder.count
    }
    // Stable: problems without a place keep the order they were found in.
    self.errors = errors.enumerated().sorted { a, b in
      let keyA = (
        fileOrder[a.element.file]!, a.element.location?.line ?? 0,
        a.element.location?.column ?? 0, a.offset
      )
      let keyB = (
        fileOrder[b.element.file]!, b.element.location?.line ?? 0,
        b.element.location?.column ?? 0, b.offset
      )
      return keyA < keyB
    }.map(\.element)
    self.truncated = truncated
  }

  /// What is said after the problems when more were left out.
  package static let truncationNote =
    "more problems were found past these \(ConfigProblems.maximumErrors): fix these and run again"

  /// One problem.
  package init(_ error: ConfigError) { self.init([error]) }

  /// One line per problem, and how many were left out.
  package var description: String {
    (errors.map(\.description)
      + (truncated ? [Self.truncationNote] : []))
      .joined(separator: "\n")
  }
}
