import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// Issue 19: a component page keeps to its budget (400 KB of HTML, 5,000 elements) however many
/// variants the component has, its variants spread over pages in order, each reachable from the
/// index on every page.
final class ComponentPagesTests: XCTestCase {
  private func size(_ bytes: Int, _ elements: Int) -> ComponentPages.Size {
    ComponentPages.Size(bytes: bytes, elements: elements)
  }

  func testSectionsArePackedInOrderWithinTheBudget() {
    let sections = (1...10).map {
      (variant: VariantID(stringLiteral: "v\($0)"), size: size(100_000, 1_000))
    }
    let pages = ComponentPages(
      component: "card", sections: sections, fixed: size(10_000, 100), first: size(20_000, 300))
    // 400,000 − 120,000 for the template: 280,000 bytes and 4,600 elements for the content.
    XCTAssertEqual(pages.pages.map(\.count), [2, 2, 2, 2, 2])
    XCTAssertEqual(
      pages.paths, ["card.html", "card.2.html", "card.3.html", "card.4.html", "card.5.html"])
    XCTAssertEqual(pages.path(of: "v3"), "card.2.html")
    XCTAssertEqual(pages.path(ofVariantNamed: "v10"), "card.5.html")
    XCTAssertEqual(pages.path(of: "unknown"), "card.html")
  }

  func testASectionTooHeavyForAnyPageGetsOneOfItsOwn() {
    let pages = ComponentPages(
      component: "card",
      sections: [("a", size(1_000, 10)), ("huge", size(900_000, 10)), ("b", size(1_000, 10))],
      fixed: size(1_000, 10), first: size(1_000, 10))
    XCTAssertEqual(pages.pages, [["a"], ["huge"], ["b"]])
  }

  /// Many variants of a small team component (60 by default, on four pages; 300, on seventeen,
  /// with SPECIMEN_SOAK=1), on the default five screens with page fonts embedded: every page
  /// keeps to the budget, and every variant is on exactly one page.
  func testManyVariantsStayWithinTheBudgetOnEveryPage() throws {
    let count = Soak.count(fast: 60, soak: 300)
    let variants = (1...count).map { index in
      Variant(
        id: VariantID(stringLiteral: "note-\(index)"), title: "Note \(index)",
        component: NoteCard.Builder().title("Note \(index)")
          .message("Saved on every device at \(index) o'clock.").build())
    }
    let entry = ComponentEntry(
      id: "note-card", name: "Note card", summary: "A titled note.", rules: [],
      variants: variants)
    let site = try SiteAssembler(resources: TestResources.site, options: SiteOptions())
      .build(registry: Registry(entries: [entry]), environments: Environment.defaults)
    let pages = site.files.filter {
      $0.path.hasPrefix("note-card.") && $0.path.hasSuffix(".html")
    }.sorted {
      $0.path.count < $1.path.count || ($0.path.count == $1.path.count && $0.path < $1.path)
    }
    XCTAssertGreaterThan(pages.count, 2, "\(count) variants fit one or two pages")
    var seen: [String] = []
    for page in pages {
      let html = String(decoding: page.contents, as: UTF8.self)
      let elements = html.matches(of: /<[a-zA-Z]/).count
      XCTAssertLessThanOrEqual(page.contents.count, ComponentPages.maximumBytes, page.path)
      XCTAssertLessThanOrEqual(elements, ComponentPages.maximumElements, page.path)
      seen += html.matches(of: /<section class="variant" id="([a-z0-9-]+)"/).map {
        String($0.output.1)
      }
      // The index names every variant, each linked to the page that shows it.
      for index in [1, count / 2, count] {
        let target = pages.first {
          String(decoding: $0.contents, as: UTF8.self)
            .contains("<section class=\"variant\" id=\"note-\(index)\"")
        }
        let href =
          target?.path == page.path ? "#note-\(index)" : "\(target?.path ?? "?")#note-\(index)"
        XCTAssertTrue(html.contains("href=\"\(href)\""), "\(page.path) does not link note-\(index)")
      }
    }
    let stress = SiteOptions().stressTests.map(\.variantID.rawValue)
    XCTAssertEqual(seen, variants.map(\.id.rawValue) + stress, "each variant once, in order")
    XCTAssertEqual(
      String(decoding: pages[0].contents, as: UTF8.self).contains("About Note card"), true,
      "the first page holds the component's About")
  }
}
