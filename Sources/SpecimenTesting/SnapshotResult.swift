import Foundation

/// What comparing a snapshot with its reference found: ``verifySnapshot(of:as:named:record:directory:environment:file:testName:)``
/// returns it, ``assertSnapshot(of:as:named:record:fileID:file:testName:line:column:)`` reports
/// its ``failure``.
package struct SnapshotResult: Equatable, Sendable {
  /// What happened.
  package enum Outcome: Equatable, Sendable {
    /// The snapshot matches its reference.
    case matched
    /// The reference was missing or differed, and the snapshot was written in its place.
    case recorded
    /// The snapshot differs from its reference, which was left as it is.
    case mismatched
    /// There is no reference, and none was written (``SnapshotRecordMode/never``, or on CI).
    case missing
    /// The snapshot could not be made, or its reference not read or written.
    case error
  }

  /// What happened.
  package var outcome: Outcome
  /// The reference file.
  package var reference: URL
  /// The difference from the reference to the snapshot (a line diff for text), when they
  /// differ.
  package var diff: String?
  /// The message of a failing assertion; nil when the snapshot passes (``Outcome/matched``).
  package var failure: String?

  /// Whether the snapshot passes.
  package var passed: Bool { failure == nil }
}
