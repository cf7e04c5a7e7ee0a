import SpecimenTestSupport
import XCTest

@testable import Specimen

final class DrawingRecordTests: XCTestCase {
  private func drawing(_ tree: ViewNode) -> Drawing {
    let environment = Environment.defaults[0]
    let layout = TestResources.engine.layout(
      tree, in: Size(width: environment.width, height: environment.height))
    return Drawing(
      componentID: "sample", variantID: "plain", variantTitle: "Plain", componentName: "Sample",
      environment: environment, layout: layout)
  }

  func testPartsAreNamedInWordsNumberedAndPlacedInTheirPart() throws {
    let tree = ViewNode.vStack(spacing: Length(8, token: "stack")) {
      ViewNode.rectangle(fill: Paint.literal(RGBAColor(red: 255, green: 255, blue: 255))).frame(
        width: 10, height: 10
      ).role("rowItem")
      ViewNode.rectangle(fill: Paint.literal(RGBAColor(red: 255, green: 255, blue: 255))).frame(
        width: 10, height: 10
      ).role("rowItem")
    }
    .padding(Length(16, token: "inset"))
    .background(
      .rectangle(
        fill: Paint(token: "surface", color: RGBAColor(red: 0, green: 0, blue: 0)),
        cornerRadius: Length(12, token: "card"))
    )
    .role("card")
    let record = DrawingRecord(drawing(tree))
    XCTAssertEqual(record.parts.map(\.name), ["card", "row item 1", "row item 2"])
    let card = record.parts[0].properties
    XCTAssertTrue(
      card.contains(PropertyRecord(name: "fill", value: "#000000", unit: nil, token: "surface")),
      "\(card)")
    XCTAssertTrue(
      card.contains(PropertyRecord(name: "corner radius", value: "12", unit: "pt", token: "card")),
      "\(card)")
    XCTAssertTrue(
      card.contains { $0.name == "gap" && $0.value == "8" && $0.token == "stack" }, "\(card)")
    // Positions are measured from the card, the part that holds the rows.
    func value(_ part: Int, _ name: String) throws -> Double {
      try XCTUnwrap(
        Double(XCTUnwrap(record.parts[part].properties.first { $0.name == name }).value))
    }
    XCTAssertEqual(record.parts.map(\.parent), [nil, "card", "card"])
    XCTAssertEqual(record.parts.map(\.role), ["card", "rowItem", "rowItem"])
    let cardWidth = try value(0, "width")
    XCTAssertEqual(try value(1, "x"), (cardWidth - 10) / 2)
    XCTAssertEqual(try value(2, "x"), (cardWidth - 10) / 2)
    XCTAssertEqual(try value(2, "y") - value(1, "y"), 18)
    XCTAssertGreaterThanOrEqual(try value(1, "y"), 16)
    XCTAssertEqual(record.heading, "Sample · Plain · compact light")
  }

  func testTheDevicePartsAreLeftOut() {
    let tree = ViewNode.zStack {
      ViewNode.rectangle(fill: Paint.literal(RGBAColor(red: 255, green: 255, blue: 255))).role(
        "statusBar")
      ViewNode.rectangle(fill: Paint.literal(RGBAColor(red: 255, green: 255, blue: 255))).frame(
        width: 20, height: 20
      ).role("badge")
    }
    XCTAssertEqual(DrawingRecord(drawing(tree)).parts.map(\.name), ["badge"])
  }

  func testWordsOfARole() {
    XCTAssertEqual(DrawingRecord.words("negativeButton"), "negative button")
    XCTAssertEqual(DrawingRecord.words("card"), "card")
    XCTAssertEqual(DrawingRecord.words("hit-area"), "hit area")
  }
}
