/// A baseline that cannot be read: which folder (as it was given), what is wrong, how to fix it.
public struct BaselineError: Error, Equatable, CustomStringConvertible {
  /// The baseline folder, as given, escaped.
  public let path: String
  /// What is wrong.
  public let problem: String
  /// How to fix it.
  public let fix: String

  /// `path: problem; fix`
  public var description: String { "\(path): \(problem); \(fix)" }
}
