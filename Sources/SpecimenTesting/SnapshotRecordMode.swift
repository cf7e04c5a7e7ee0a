import Foundation

/// Which references a run writes, from `SPECIMEN_RECORD`; nothing is ever written on CI.
///
/// ```sh
/// swift test --filter BannerSnapshotTests                         # missing: new references only
/// SPECIMEN_RECORD=failed swift test --filter BannerSnapshotTests  # re-record what differs
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Write every reference whose bytes differ from the snapshot, even one the diffing accepts.
  case all
  /// Write the references that are missing or differ.
  case failed
  /// Write the references that are missing (the default).
  case missing
  /// Write nothing (always so on CI).
  case never

  /// The environment variable that picks the mode: `SPECIMEN_RECORD`.
  package static let variable = "SPECIMEN_RECORD"

  /// The mode a run uses: ``never`` when `CI` is set (to anything but empty, `0` or `false`),
  /// else `explicit`, else `SPECIMEN_RECORD`'s, else ``missing``; an unknown `SPECIMEN_RECORD`
  /// throws, naming the modes.
  package static func resolved(
    _ explicit: SnapshotRecordMode? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> SnapshotRecordMode {
    if isCI(environment) { return .never }
    if let explicit { return explicit }
    guard let value = environment[variable], !value.isEmpty else { return .missing }
    guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
      throw SnapshotError(
        description:
          "\(variable)=\(value) is not a record mode: use "
          + allCases.map(\.rawValue).joined(separator: ", ") + " (or leave it unset for missing)")
    }
    return mode
  }

  /// Whether `environment` is a CI run's: `CI` set to anything but empty, `0` or `false`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
  }
}

/// Why a snapshot could not be made or compared.
package struct SnapshotError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in words.
  package var description: String

  /// An error saying `description`.
  package init(description: String) {
    self.description = description
  }
}
