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

  /// True when ``maximumWarnings`` warnings are recorded: a reader may stop looking for more.
  package var isFullOfWarnings: Bool { warnings.count >= Self.maximumWarnings }

  /// True when a warning was left out past ``maximumWarnings``.
  package private(set) var truncatedWarnings = false

  /// How many times ``warn(_:)`` was called, kept or not: a reader that reuses a pure step's
  /// result instead of running it again knows whether it warned (see
  /// ``replay(warningsOffered:)``).
  package private(set) var warningsOffered = 0

  /// Notes that a reader stopped looking for warnings (there may be more than are listed).
  package mutating func stopWarning() { truncatedWarnings = true }

  /// Records `warning` (once); past ``maximumWarnings`` it is left out. A reader that makes
  /// many checks ``isFullOfWarnings`` first, since placing a warning reads its file.
  package mutating func warn(_ warning: ConfigWarning) {
    warningsOffered += 1
    guard !isFullOfWarnings else {
      truncatedWarnings = true
      return
    }
    if !warnings.contains(warning) { warnings.append(warning) }
  }

  /// Records again what a pure step recorded, when it is taken a second time on the same input
  /// instead of being run again; it offered `offered` warnings (a difference of
  /// ``warningsOffered``). Its errors are all recorded already (the caller checks the list was
  /// not ``isFull`` after the first time, so none was left out), and each of its warnings is
  /// recorded or was left out past ``maximumWarnings``: only the note that warnings were left
  /// out can change, as running the step again would change it.
  package mutating func replay(warningsOffered offered: Int) {
    if offered > 0, isFullOfWarnings { truncatedWarnings = true }
    warningsOffered += offered
  }

  /// Adds `other`'s errors and warnings.
  package mutating func merge(_ other: ConfigProblems) {
    for error in other.errors { record(error) }
    for warning in other.warnings { warn(warning) }
    truncated = truncated || other.truncated
    truncatedWarnings = truncatedWarnings || other.truncatedWarnings
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
    // Readers stop looking once full, so a full list may leave some out.
    guard errors.isEmpty else { throw ConfigErrors(errors, truncated: truncated || isFull) }
  }
}
