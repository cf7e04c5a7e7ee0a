import Specimen
import SpecimenTesting
import XCTest

/// `assertSnapshot` under XCTest fails the running test with the comparison's message, at the
/// assertion's file and line (captured here by overriding `recordFailure`).
final class XCTestReportingTests: XCTestCase {
  private var failures: [(description: String, file: String, line: Int)] = []

  #if !canImport(ObjectiveC)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      failures.append((description, filePath, lineNumber))
    }

    func testAMismatchFailsTheTestAtTheAssertion() {
      let line = #line + 1
      assertSnapshot(
        of: Notice(title: "Signed out"), as: .svg(environment: .compact),
        named: "notice-compact-light", record: .never)
      let captured = failures
      failures = []
      XCTAssertEqual(captured.count, 1)
      XCTAssertEqual(captured.first?.line, line)
      XCTAssertEqual(captured.first?.file, #filePath)
      XCTAssertTrue(
        captured.first?.description.contains("does not match its reference") ?? false,
        captured.first?.description ?? "")
      // A matching one reports nothing.
      assertSnapshot(
        of: Notice(), as: .svg(environment: .compact), named: "notice-compact-light")
      XCTAssertTrue(failures.isEmpty)
    }
  #endif
}
