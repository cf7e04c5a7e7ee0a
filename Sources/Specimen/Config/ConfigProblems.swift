/// Collects the errors and warnings of reading a config and its token files, so one run reports
/// every problem: a reader records a problem and goes on with the next value instead of
/// stopping at the first. Errors refuse the config (see ``check()``); warnings do not.
///
/// ```swift
/// var problems = ConfigProblems()
/// for (name, node) in file.colors {
///   guard let color = problems.attempt({ () throws(ConfigError) in try TokenValues.color(node) })
///   else { continue }  // recorded; the next colour is read
///   …
/// }
/// try problems.check()  // throws ConfigErrors with every problem, in file order
/// ```
package struct ConfigProblems: Sendable {
  /// The most errors kept (and printed).
  package static let maximumErrors = 100
  /// The most warnings kept.
  package static let maximumWarnings = 100

  /// The errors, in the order found, each once.
  package private(set) var errors: [ConfigError] = []
  /// The warnings, in the order found, each once.
  package private(set) var warnings: [ConfigWarning] = []
  /// True when more errors were found than ``maximumErrors`` (a reader may also stop looking
  /// once it is ``isFull``).
  package private(set) var truncated = false

  /// No problems yet.
  package init() {}

  /// True when an error was recorded.
  package var hasErrors: Bool { !errors.isEmpty }

  /// True when ``maximumErrors`` errors are recorded: a reader may stop looking for more.
  package var isFull: Bool { errors.count >= Self.maximumErrors }

  /// Records `error` (once: the same file read for light and dark gives the same error twice).
  package mutating func record(_ error: ConfigError) {
    guard !errors.contains(error) else { return }
    if errors.count < Self.maximumErrors { errors.append(error) } else { truncated = true }
  }

  /// Records every error of `errors`.
  package mutating func record(_ errors: ConfigErrors) {
    for error in errors.errors { record(error) }
    truncated = truncated || errors.truncated
  }

  /// Records `warning` (once).
  package mutating func warn(_ warning: ConfigWarning) {
    guard !warnings.contains(warning) else { return }
    if warnings.count < Self.maximumWarnings { warnings.append(warning) }
  }

  /// Adds `other`'s errors and warnings.
  package mutating func merge(_ other: ConfigProblems) {
    for error in other.errors { record(error) }
    for warning in other.warnings { warn(warning) }
    truncated = truncated || other.truncated
  }

  /// `body`'s result, or nil when it throws (the error is recorded).
  @discardableResult
  package mutating func attempt<Value>(_ body: () throws(ConfigError) -> Value) -> Value? {
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// Throws every error recorded, in file order, when there is any.
  package func check() throws(ConfigErrors) {
    guard errors.isEmpty else { throw ConfigErrors(errors, truncated: truncated) }
  }
}
