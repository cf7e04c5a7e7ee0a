import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Issue 19: redline labels as Figma Dev Mode places them, on every drawing of the built-in
/// site: no label box overlaps another or any text of the drawing, read from the markup the
/// page draws (the overlay's pills, the drawing's `data-frame`s), not from the placer's own
/// bookkeeping.
final class RedlineLabelsBuiltInTests: XCTestCase {
  /// Every drawing of the built-in site: every component, variant and stress test, on every
  /// screen, light and dark.
  private static let catalog = BuiltInFixtures.catalog

  /// A drawing as a page shows it: its SVG, then its overlay file laid over it, as text.
  private func markup(_ drawing: Drawing) -> String {
    let svg = SVGRenderer().document(drawing.layout, title: "t", id: "d", css: "")
    let renderer = MarkupRenderer(syntax: .xml)
    return renderer.render(svg)
      + (Redlines.sheet([(drawing.environment.name, drawing.layout)]).map { renderer.render($0) }
        ?? "")
  }

  private func numbers(_ text: Substring) -> [Double] {
    text.split(separator: " ").compactMap { Double($0) }
  }

  /// The frame of every `<text>` of the drawing, from its `data-frame`.
  private func textFrames(_ markup: String) -> [Rect] {
    markup.matches(of: /data-frame="([^"]*)"/).map {
      let v = numbers($0.output.1)
      return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
  }

  /// Every label pill of the overlay, with its label's text: the pills come first, then the
  /// texts, in the same order.
  private func pills(_ markup: String) -> [(box: Rect, text: String)] {
    guard let start = markup.range(of: "<g class=\"\(Redlines.overlayClass)\"") else { return [] }
    let overlay = markup[start.lowerBound...]
    let boxes = overlay.matches(
      of: /<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/
    ).map {
      let o = $0.output
      return Rect(x: Double(o.1)!, y: Double(o.2)!, width: Double(o.3)!, height: Double(o.4)!)
    }
    let texts = overlay.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
    XCTAssertEqual(boxes.count, texts.count, "a pill for each label")
    return Array(zip(boxes, texts)).map { (box: $0, text: $1) }
  }

  /// How far apart two boxes are: 0 when they touch or overlap.
  private func gap(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(0, a.x - b.maxX, b.x - a.maxX)
    let dy = max(0, a.y - b.maxY, b.y - a.maxY)
    return max(dx, dy)
  }

  /// Whether a drawing has an overlay is answered without listing its distances, and the
  /// answer is the list's, on every drawing of the site: some measure nothing.
  func testMeasuringAnythingIsHavingDistances() {
    var nothing = 0
    for drawing in Self.catalog.drawings {
      let distances = Redlines.distances(in: drawing.layout)
      XCTAssertEqual(
        Redlines.measuresAnything(in: drawing.layout), !distances.isEmpty, drawing.path)
      if distances.isEmpty { nothing += 1 }
    }
    XCTAssertGreaterThan(nothing, 0, "a drawing that measures nothing")
  }

  func testNoLabelOverlapsAnotherLabelOrAnyTextInAnyDrawingOfTheBuiltInSite() throws {
    let drawings = Self.catalog.drawings
    XCTAssertGreaterThan(drawings.count, 700, "every drawing of the site")
    var labels = 0
    var withLeader = 0
    var pairs = 0
    // A dark drawing is its light twin in other paints, the same elements and frames
    // (`DrawingSheetBuiltInTests`: every built-in dark drawing is a `<use>` of its light one),
    // under the same overlay file (`SiteSnapshotTests`): each overlay is checked once, with the
    // drawing it was drawn for.
    var overlays: Set<String> = []
    for drawing in drawings where overlays.insert(drawing.overlayPath).inserted {
      let markup = markup(drawing)
      let texts = textFrames(markup)
      let placed = pills(markup)
      let name = drawing.path
      // Every distance the overlay labels has its label: none was dropped.
      let expected = Redlines.labelled(Redlines.distances(in: drawing.layout))
      XCTAssertEqual(
        placed.map(\.text).sorted(), expected.map { Redlines.label($0.length) }.sorted(), name)
      XCTAssertFalse(markup.contains("visibility=\"hidden\""), "\(name): a label is hidden")
      let bounds = drawing.layout.frame
      for (index, label) in placed.enumerated() {
        XCTAssertTrue(
          label.box.x >= 0 && label.box.y >= 0 && label.box.maxX <= bounds.width + 0.01
            && label.box.maxY <= bounds.height + 0.01,
          "\(name): \(label.text) at \(label.box) leaves the drawing")
        for text in texts {
          XCTAssertGreaterThanOrEqual(
            gap(label.box, text), RedlineLabelPlacement.padding - 0.01,
            "\(name): \(label.text) at \(label.box) covers the text at \(text)")
        }
        for other in placed[(index + 1)...] {
          pairs += 1
          XCTAssertGreaterThanOrEqual(
            gap(label.box, other.box), RedlineLabelPlacement.padding - 0.01,
            "\(name): \(label.text) at \(label.box) overlaps \(other.text) at \(other.box)")
        }
      }
      labels += placed.count
      // A leader is the one straight line (`L`) of its label's dimension path.
      if let overlay = markup.range(of: "<g class=\"\(Redlines.overlayClass)\"") {
        withLeader += markup[overlay.lowerBound...].matches(of: /d="[^"]*L/).count
      }
    }
    XCTAssertGreaterThan(overlays.count, 350, "every overlay of the site")
    XCTAssertGreaterThan(pairs, 1000, "the test compared labels")
    print("redline labels: \(labels) in \(overlays.count) overlays, \(withLeader) with a leader")
  }

  /// What issue 19 saw: the modal's `44 · buttonHeight` hidden under `1 · hairline`.
  func testTheModalsButtonHeightIsNoLongerUnderTheHairline() throws {
    let modal = try XCTUnwrap(
      Self.catalog.drawings(of: "modal").first { $0.environment.name == "compact" })
    let row = try XCTUnwrap(modal.layout.first(role: "buttonRow"))
    let distances = Redlines.distances(in: modal.layout)
    let height = try XCTUnwrap(distances.first { $0.kind == .height && $0.span == row.frame })
    let hairlines = distances.filter { $0.length.token == "hairline" }
    XCTAssertEqual(hairlines.count, 2, "the dividers above and between the buttons")
    // Centred on their lines, as they used to be drawn, the divider between the buttons's
    // width label hides the button height's.
    let between = try XCTUnwrap(hairlines.first { $0.kind == .width })
    let naive = [height, between].map(naiveBox)
    XCTAssertTrue(RedlineLabelPlacement.crowd(naive[0], naive[1]))
    let placement = Redlines.placement(for: modal.layout)
    let labels = placement.labels
    let button = try XCTUnwrap(labels.first { $0.distance == height })
    XCTAssertEqual(button.text, "44 · button height")
    XCTAssertEqual(
      labels.filter { $0.text == "1 · hairline" }.count, 1, "equal hairlines labelled once")
    for other in labels where other != button {
      XCTAssertFalse(RedlineLabelPlacement.crowd(button.box, other.box), other.text)
    }
    for text in Redlines.textFrames(in: modal.layout) {
      XCTAssertFalse(RedlineLabelPlacement.crowd(button.box, text), "over the text at \(text)")
    }
  }

  /// What issue 19 saw: the bottom modal's `56` over its rows' text.
  func testTheBottomModalsRowHeightIsNoLongerOverTheRowText() throws {
    let sheet = try XCTUnwrap(
      Self.catalog.drawings(of: "bottom-modal").first { $0.environment.name == "compact" })
    let texts = Redlines.textFrames(in: sheet.layout)
    let rows = Redlines.distances(in: sheet.layout).filter {
      $0.kind == .height && $0.length.points == 56
    }
    XCTAssertFalse(rows.isEmpty)
    XCTAssertTrue(
      rows.contains { row in texts.contains { RedlineLabelPlacement.crowd(naiveBox(row), $0) } },
      "centred on its line, a row's label covers the row's text")
    let placement = Redlines.placement(for: sheet.layout)
    for row in rows {
      let label = try XCTUnwrap(placement.labels.first { $0.distance == row })
      for text in texts {
        XCTAssertFalse(RedlineLabelPlacement.crowd(label.box, text), "56 over the text at \(text)")
      }
    }
  }

  /// 1×, 2× and Fit: the page scales a drawing's `<svg>` as a whole (its viewBox is the
  /// drawing's points) and the overlay is inside it, sized in the same user units with nothing
  /// in pixels and nothing the stylesheet sizes, so its labels scale with the drawing and keep
  /// the places they were given: one placement serves every size.
  func testLabelsAreInTheDrawingsUnitsSoEverySizeKeepsThePlacement() throws {
    for drawing in Self.catalog.drawings(of: "modal") + Self.catalog.drawings(of: "bottom-modal") {
      let overlay = MarkupRenderer(syntax: .html).render(
        try XCTUnwrap(Redlines.overlay(for: drawing.layout)))
      for fixed in ["px", "transform", "vector-effect", "em\"", "%"] {
        XCTAssertFalse(overlay.contains(fixed), "\(drawing.path): \(fixed) in the overlay")
      }
      XCTAssertEqual(overlay.matches(of: /font-size="([^"]*)"/).map { String($0.output.1) }, ["9"])
      let svg = MarkupRenderer(syntax: .html).render(
        SVGRenderer().document(drawing.layout, title: "t", id: "d", css: ""))
      let size = drawing.layout.frame.size
      XCTAssertTrue(
        svg.contains(
          "viewBox=\"0 0 \(MarkupRenderer.number(size.width)) \(MarkupRenderer.number(size.height))\""
        ), drawing.path)
    }
    // The stylesheet's rules for the overlay paint and show it; none sizes or moves it.
    let css = TestResources.site.stylesheet
    let rules = css.split(separator: "}").filter { $0.contains(".redlines") }
    XCTAssertFalse(rules.isEmpty)
    for rule in rules {
      for property in ["font-size", "transform", "zoom", "scale", "width", "height"] {
        XCTAssertFalse(rule.contains(property), "\(rule): \(property)")
      }
    }
  }

  /// The label box the overlay drew before placement: centred on its dimension line.
  private func naiveBox(_ distance: Distance) -> Rect {
    let line = RedlineLabelPlacement.line(of: distance)
    let width = Redlines.labelWidth(Redlines.label(distance.length))
    return Rect(
      x: (line.x1 + line.x2) / 2 - width / 2, y: (line.y1 + line.y2) / 2 - 6.5, width: width,
      height: 13)
  }
}
