import SpecimenTestSupport
import XCTest

@testable import Specimen

/// Findings come from layout frames: each kind found where the text is, and nothing found for
/// text that keeps clear of the screen's edges, bars and insets and its surface.
final class FindingTests: XCTestCase {
  private let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  private let black = Paint.literal(RGBAColor(red: 0, green: 0, blue: 0))
  private let cyan = Paint.literal(RGBAColor(red: 0, green: 255, blue: 255))

  private func findings(_ tree: ViewNode, in environment: Environment) -> [Finding] {
    let root = TestResources.engine.layout(
      ScreenContext.screen(in: environment) { tree },
      in: Size(width: environment.width, height: environment.height))
    return Finding.findings(in: root, environment: environment)
  }

  private func text(_ content: String) -> ViewNode {
    ViewNode.text(content, style: style, color: black).role("message")
  }

  func testTextInsideTheSafeAreaHasNoFinding() {
    for environment in Environment.defaults {
      XCTAssertEqual(findings(text("Saved").insideSafeArea(of: environment), in: environment), [])
    }
  }

  func testTextUnderTheStatusBarIsFound() {
    let found = findings(
      text("Title").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
      in: .compact)
    XCTAssertEqual(found.map(\.kind), [.underStatusBar])
    XCTAssertEqual(found.first?.part, "message")
    XCTAssertEqual(
      found.first?.message, "“message” lies under the status bar (the top 44 pt).")
  }

  func testTextInTheHomeIndicatorsAreaIsFound() {
    let found = findings(
      text("Saved").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom),
      in: .compact)
    XCTAssertEqual(found.map(\.kind), [.underHomeIndicator])
  }

  func testTextInASideInsetIsFoundInLandscapeOnly() {
    let tree = text("Saved").frame(
      maxWidth: .infinity, maxHeight: .infinity,
      alignment: Alignment(horizontal: .leading, vertical: .center))
    XCTAssertEqual(findings(tree, in: .compactLandscape).map(\.kind), [.inSideInset])
    XCTAssertEqual(findings(tree, in: .regular).map(\.kind), [])
  }

  func testTextPastTheScreenAndItsSurfaceIsFoundWithHowFar() throws {
    let long = String(repeating: "A long message ", count: 8)
    let bar = text(long).fixedSize()
      .frame(width: 375, height: 56)
      .background(.rectangle(fill: cyan)).role("toast")
      .insideSafeArea(of: .compact)
    let found = findings(bar, in: .compact)
    XCTAssertEqual(found.map(\.kind), [.offScreen, .outsideSurface])
    let width = TestResources.engine.size(
      of: .text(long, style: style, color: black), proposal: ProposedSize(width: nil, height: nil)
    ).width
    let past = PointFormat.string(((width - 375) / 2 * 10).rounded() / 10)
    XCTAssertEqual(
      found[0].message, "“message” runs past the screen’s left and right edges by \(past) pt.")
    XCTAssertEqual(
      found[1].message,
      "“message” runs past its “toast” (375 × 56 pt): left and right edges by \(past) pt.")
  }

  func testATextTallerThanItsFixedHeightSurfaceIsFoundAtTopAndBottom() {
    let bar = text("one\ntwo\nthree\nfour").fixedSize()
      .frame(width: 200, height: 56)
      .background(.rectangle(fill: cyan)).role("toast")
    let found = findings(bar, in: .regular)
    XCTAssertEqual(found.map(\.kind), [.outsideSurface])
    XCTAssertEqual(
      found.first?.message,
      "“message” runs past its “toast” (200 × 56 pt): top and bottom edges by 16 pt.")
  }

  func testTheSystemBarsOwnTextIsNeverAFinding() {
    for environment in Environment.defaults {
      XCTAssertEqual(findings(.empty, in: environment), [], environment.name)
    }
  }

  /// A page names a part in words, not by its role: `rowTitle` reads “row title”, both for the
  /// text and for the surface it runs past; the finding keeps the role as its `part`.
  func testAMessageNamesThePartsInWords() {
    XCTAssertEqual(Finding.partName("rowTitle"), "row title")
    XCTAssertEqual(Finding.partName("hostRowDetail"), "host row detail")
    XCTAssertEqual(Finding.partName("message"), "message")
    XCTAssertEqual(Finding.partName("step2Label"), "step2 label")
    let bar = ViewNode.text("one\ntwo\nthree\nfour", style: style, color: black).fixedSize()
      .role("rowTitle")
      .frame(width: 200, height: 56)
      .background(.rectangle(fill: cyan)).role("actionRow")
    let found = findings(bar, in: .regular)
    XCTAssertEqual(found.map(\.part), ["rowTitle"])
    XCTAssertEqual(
      found.first?.message,
      "“row title” runs past its “action row” (200 × 56 pt): top and bottom edges by 16 pt.")
  }
}
