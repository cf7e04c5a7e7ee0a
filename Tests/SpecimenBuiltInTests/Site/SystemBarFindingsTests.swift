import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Issue 7, acceptance 2: no text of any drawing lies under the status bar or the home indicator
/// unless the seed's own code puts it there, and then the component's page says so.
final class SystemBarFindingsTests: XCTestCase {
  /// Every text under a system bar the catalog draws, as `component/variant/environment: part`,
  /// each put there by the seed's code, not by Specimen:
  /// - container cell and screen states (its loaded state is the container cell): the list is a
  ///   scroll view at its top; rows below the fold run on under the home indicator, as on the
  ///   device (the bottom content inset only matters once scrolled to the end). The image
  ///   placeholder's label is the text here.
  /// - modal: the card is centred on the screen with nothing scrolling (`center.equalToSuperview()`),
  ///   so a very long message runs under the home indicator of an iPhone in landscape.
  private static let expected: Set<String> = [
    "container-cell/albums/compact-landscape: image",
    "container-cell/wrapped-retry/compact-landscape: image",
    "modal/very-long-message/compact-landscape: message",
    "screen-states/loaded/compact-landscape: image",
  ]

  func testTextUnderASystemBarIsOnlyWhereTheSeedPutsItAndThePageSaysSo() throws {
    let site = try BuiltInFixtures.siteWithoutFonts.get()
    let catalog = BuiltInFixtures.catalogWithoutStressTests
    var found: Set<String> = []
    var checked = 0
    for drawing in catalog.drawings {
      checked += 1
      for finding in drawing.findings
      where finding.kind == .underStatusBar || finding.kind == .underHomeIndicator {
        found.insert(
          "\(drawing.componentID)/\(drawing.variantID)/\(drawing.environment.name): \(finding.part)"
        )
        let page = try XCTUnwrap(site.files.first { $0.path == "\(drawing.componentID).html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        XCTAssertTrue(
          html.contains(MarkupRenderer.escapeText(finding.message)),
          "\(drawing.componentID).html does not say: \(finding.message)")
      }
    }
    XCTAssertEqual(checked, catalog.drawings.count)
    XCTAssertGreaterThan(checked, 300)
    XCTAssertEqual(found, Self.expected, "texts under a system bar changed: review them")
  }
}
