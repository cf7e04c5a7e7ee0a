import Foundation

/// The one switch between the fast default suite and the long soak, fuzz and stress runs.
///
/// `swift test` runs a small, representative number of trials of each long test (a few
/// overlapping runs, a few kills, a few hundred fuzzed fonts); `SPECIMEN_SOAK=1 swift test` runs
/// every long case at its full count, and `.ci/run` does so in a step of its own. A test's own
/// variable (e.g. `SPECIMEN_KILL_TRIALS=90`) overrides both, to replay or stretch one test.
///
/// ```swift
/// let trials = Soak.count(fast: 3, soak: 40, override: "SPECIMEN_CONCURRENT_TRIALS")
/// ```
package enum Soak {
  /// The variable that turns the long runs on.
  package static let variable = "SPECIMEN_SOAK"

  /// Whether `SPECIMEN_SOAK` asks for the long runs (`1`, `true` or `yes`).
  package static var isOn: Bool {
    guard let value = ProcessInfo.processInfo.environment[variable]?.lowercased() else {
      return false
    }
    return ["1", "true", "yes"].contains(value)
  }

  /// The number of trials: `override`'s value when it is set to a positive number, else `soak`
  /// when the long runs are on, else `fast`.
  package static func count(fast: Int, soak: Int, override: String? = nil) -> Int {
    if let override, let value = ProcessInfo.processInfo.environment[override].flatMap(Int.init),
      value > 0
    {
      return value
    }
    return isOn ? soak : fast
  }
}
