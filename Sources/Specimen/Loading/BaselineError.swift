/// A baseline that cannot be read: which folder (as it was given), what is wrong, how to fix it.
package struct BaselineError: Error, Equatable, CustomStringConvertible {
  /// The baseline folder, as given, escaped.
  package let path: String
  /// What is wrong.
  package let problem: String
  /// How to fix it.
  package let fix: String

  /// `path: problem; fix`
  package var description: String { "\(path): \(problem); \(fix)" }
}
