import Specimen
import SpecimenTesting
import Testing

/// `assertSnapshot` inside Swift Testing: a match passes, a mismatch is an issue of the test
/// (not an XCTest failure), at the assertion's line.
struct SwiftTestingSnapshotTests {
  @Test func aMatchingSnapshotPassesAndAChangedOneIsAnIssue() {
    assertSnapshot(of: Notice(), as: .svg(environment: .compact), named: "notice-compact-light")
    withKnownIssue {
      assertSnapshot(
        of: Notice(title: "Signed out"), as: .svg(environment: .compact),
        named: "notice-compact-light", record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("does not match its reference") && $0.rawValue.contains("Signed out")
      } && issue.sourceLocation?.fileName == "SwiftTestingSnapshotTests.swift"
    }
  }
}
