import Foundation
import XCTest

@testable import Specimen

/// The ready CI workflow: docs/ci.md shows `Examples/ci/specimen.yml` as it is, and the workflow
/// reads the exit statuses `specimen check` documents (CI step 10 parses it as YAML).
final class WorkflowExampleTests: XCTestCase {
  private static let repository = ResourceLoader.packageTemplatesDirectory
    .deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheCIGuideShowsTheWorkflowAsItIs() throws {
    let workflow = try text("Examples/ci/specimen.yml")
    XCTAssertTrue(
      try text("docs/ci.md").contains("```yaml\n" + workflow + "```"),
      "docs/ci.md's workflow differs from Examples/ci/specimen.yml")
  }

  func testTheWorkflowTellsADifferentCatalogFromABrokenCheck() throws {
    let workflow = try text("Examples/ci/specimen.yml")
    XCTAssertTrue(workflow.contains("specimen check --baseline baseline --report report"))
    // 1 (different) uploads the report; above 1 (the check could not run) fails at once.
    XCTAssertTrue(workflow.contains("steps.check.outputs.status == '1'"))
    XCTAssertTrue(workflow.contains("[ \"$status\" -le 1 ]"))
    XCTAssertTrue(workflow.contains("specimen --baseline baseline"))
  }

  func testANewPushTakesTheAcceptanceOffAgain() throws {
    let workflow = try text("Examples/ci/specimen.yml")
    let step = try XCTUnwrap(
      workflow.range(of: "- name: A new push needs a new review").map { workflow[$0.lowerBound...] }
    )
    let body = step[..<(step.range(of: "\n\n")?.lowerBound ?? step.endIndex)]
    XCTAssertTrue(body.contains("github.event.action == 'synchronize'"), String(body))
    XCTAssertTrue(body.contains("-X DELETE"), String(body))
    XCTAssertTrue(body.contains("exit 1"), String(body))
    XCTAssertTrue(workflow.contains("pull-requests: write"))
  }
}
