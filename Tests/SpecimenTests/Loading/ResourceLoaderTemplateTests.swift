import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A page template must open a `<style>` with `{{fonts}}`: its `@import` of the shared faces
/// counts only before any other rule.
final class ResourceLoaderTemplateTests: XCTestCase {
  private func load(_ page: String) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-template-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(page.utf8).write(to: root.appendingPathComponent("page.html"))
    _ = try ResourceLoader.load(from: root)
  }

  func testFontsAfterARuleOfItsOwnAreRefusedWithTheFix() {
    XCTAssertThrowsError(try load("<style>body{color:red}{{fonts}}</style>{{content}}")) {
      let message = "\($0)"
      XCTAssertTrue(message.contains("page.html"), message)
      XCTAssertTrue(message.contains("is not the first thing in its <style> element"), message)
      XCTAssertTrue(message.contains("write <style>{{fonts}}</style>"), message)
    }
  }

  func testFontsOpeningAStyleGetPastTheTemplate() {
    // The template is accepted; what fails next is the missing stylesheet.
    for page in ["<style>{{fonts}}</style>", "<style media=\"all\">\n  {{fonts}}</style>"] {
      XCTAssertThrowsError(try load(page)) {
        XCTAssertTrue("\($0)".contains("site.css"), "\(page): \($0)")
      }
    }
  }
}
