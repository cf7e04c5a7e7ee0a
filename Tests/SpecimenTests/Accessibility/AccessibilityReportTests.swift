import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The per-drawing audit: backgrounds composited from the layout, worst case across fills, hit
/// areas, VoiceOver order, chrome left out.
final class AccessibilityReportTests: XCTestCase {
  private let engine = TestResources.engine
  private let style = TypeStyle("body", weight: .regular, size: 15, lineHeight: 20)
  private func paint(_ hex: String, _ opacity: Double = 1) -> Paint {
    Paint(token: hex, color: RGBAColor(hex: hex)!.withOpacity(opacity))
  }

  private func report(_ tree: ViewNode) -> AccessibilityReport {
    let layout = engine.layout(tree, in: Size(width: 200, height: 200))
    return AccessibilityReport(layout: layout, screen: RGBAColor(hex: "#FFFFFF")!)
  }

  func testADimUnderTheTextIsComposited() throws {
    let tree = ViewNode.zStack {
      ViewNode.rectangle(fill: paint("#000000", 0.7))
      ViewNode.text("Hi", style: style, color: paint("#000000"))
    }
    let check = try XCTUnwrap(report(tree).contrast.first)
    // A 70 % dim: alpha 179 of 255, 255 × (1 − 179/255) = 76.
    XCTAssertEqual(check.background.hexRGB, "#4C4C4C")
    XCTAssertEqual(check.backgroundTokens, ["screen", "#000000"])
    XCTAssertTrue(check.uniformBackground)
    XCTAssertFalse(check.passes)
    XCTAssertEqual(check.minimum, 4.5)
  }

  func testATextStraddlingTwoFillsTakesTheWorst() throws {
    let tree = ViewNode.zStack(alignment: .topLeading) {
      ViewNode.hStack(spacing: 0, distribution: .fillEqually) {
        ViewNode.rectangle(fill: paint("#000000"))
        ViewNode.rectangle(fill: paint("#FFFFFF"))
      }
      ViewNode.text("A wide line of text", style: style, color: paint("#FFFFFF"))
        .frame(maxWidth: .infinity)
    }
    let check = try XCTUnwrap(report(tree).contrast.first)
    XCTAssertFalse(check.uniformBackground)
    XCTAssertEqual(check.ratio, 1, accuracy: 0.001)
  }

  func testHitAreasAndReadingOrder() {
    let tree = ViewNode.vStack {
      ViewNode.text("Title", style: style, color: paint("#000000"))
      ViewNode.hStack {
        ViewNode.text("Later", style: style, color: paint("#000000"))
          .frame(width: 60, height: 44)
          .tappable("Later", action: "Dismiss")
        ViewNode.text("OK", style: style, color: paint("#000000"))
          .frame(width: 60, height: 30)
          .tappable("OK", trait: .tapGesture, action: "Confirm")
      }
    }
    let result = report(tree)
    XCTAssertEqual(result.hitAreas.map(\.passes), [true, false])
    XCTAssertEqual(result.failureCount, 1)
    // The buttons' texts are not read twice.
    XCTAssertEqual(result.readingOrder.map(\.label), ["Title", "Later", "OK"])
    XCTAssertEqual(result.readingOrder.map(\.trait), [nil, .button, .tapGesture])
  }

  func testChromeIsLeftOut() {
    let tree = ViewNode.vStack {
      ViewNode.text("9:41", style: style, color: paint("#FFFFFF")).role("statusBar")
      ViewNode.text("Body", style: style, color: paint("#000000"))
    }
    let result = report(tree)
    XCTAssertEqual(result.contrast.map(\.text), ["Body"])
    XCTAssertEqual(result.readingOrder.map(\.label), ["Body"])
  }
}
