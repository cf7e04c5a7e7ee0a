import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Placeholders are filled with escaped text or rendered markup; mistakes name file and line.
final class TemplateTests: XCTestCase {
  func testFillsTextEscapedAndMarkupRendered() throws {
    let template = try Template("<title>{{ title }}</title>\n{{body}}", name: "t.html")
    XCTAssertEqual(template.placeholders, ["title", "body"])
    let html = try template.render([
      "title": .text("A & B"), "body": .markup(.el("p", text: "<hi>")),
    ])
    XCTAssertEqual(html, "<title>A &amp; B</title>\n<p>&lt;hi&gt;</p>")
  }

  func testUnclosedPlaceholderNamesTheLine() {
    XCTAssertThrowsError(try Template("a\nb {{title", name: "page.html")) { error in
      XCTAssertEqual("\(error)", "page.html:2: '{{' is never closed with '}}'")
    }
  }

  func testMissingAndUnusedValuesAreErrors() throws {
    let template = try Template("{{a}}", name: "p.html")
    XCTAssertThrowsError(try template.render([:])) { error in
      XCTAssertTrue("\(error)".contains("'{{a}}' has no value"), "\(error)")
    }
    XCTAssertThrowsError(try template.render(["a": .text(""), "b": .text("")])) { error in
      XCTAssertTrue("\(error)".contains("never uses '{{b}}'"), "\(error)")
    }
  }
}
