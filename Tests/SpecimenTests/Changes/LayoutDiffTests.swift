import XCTest

@testable import Specimen

final class LayoutDiffTests: XCTestCase {
  private func record(_ parts: [PartRecord]) -> DrawingRecord {
    DrawingRecord(
      path: "svg/toast/long-message-compact-light.svg", component: "toast", componentName: "Toast",
      variant: "long-message", variantTitle: "Long message", environment: "compact",
      environmentName: "iPhone portrait", theme: "light", parts: parts)
  }

  private func points(_ name: String, _ value: String, token: String? = nil) -> PropertyRecord {
    PropertyRecord(name: name, value: value, unit: "pt", token: token)
  }

  func testSizeTokenAndAddedOrRemovedParts() {
    let old = record([
      PartRecord(
        name: "card",
        properties: [
          points("height", "56"),
          PropertyRecord(name: "fill", value: "#000000", unit: nil, token: "toastBackground"),
        ]),
      PartRecord(
        name: "message",
        properties: [
          PropertyRecord(name: "colour", value: "#FFFFFF", unit: nil, token: "toastLabel")
        ]),
      PartRecord(name: "icon", properties: []),
    ])
    let new = record([
      PartRecord(
        name: "card",
        properties: [
          points("height", "64"),
          PropertyRecord(name: "fill", value: "#000000", unit: nil, token: "toastBackground"),
          points("corner radius", "8", token: "small"),
        ]),
      PartRecord(
        name: "message",
        properties: [PropertyRecord(name: "colour", value: "#000000", unit: nil, token: "label")]),
      PartRecord(name: "badge", properties: []),
    ])
    XCTAssertEqual(
      LayoutDiff.changes(from: old, to: new).map(\.text),
      [
        "card height 56 → 64 pt",
        "card corner radius added: 8 pt (token small)",
        "message colour toastLabel → label (#FFFFFF → #000000)",
        "badge added",
        "icon removed",
      ])
    XCTAssertEqual(old.heading, "Toast · Long message · compact light")
  }

  func testATokenValueChangeNamesTheToken() {
    let old = record([
      PartRecord(name: "card", properties: [points("corner radius", "16", token: "card")])
    ])
    let new = record([
      PartRecord(name: "card", properties: [points("corner radius", "12", token: "card")])
    ])
    let changes = LayoutDiff.changes(from: old, to: new)
    XCTAssertEqual(changes.map(\.text), ["card corner radius 16 → 12 pt (token card)"])
    XCTAssertEqual(changes.first?.old?.value, "16")
    XCTAssertEqual(LayoutDiff.changes(from: new, to: new), [])
  }

  func testARemovedPropertySaysWhatItWas() {
    let old = record([
      PartRecord(
        name: "field",
        properties: [
          PropertyRecord(name: "stroke", value: "#C6C6C8", unit: nil, token: "separator")
        ])
    ])
    let new = record([PartRecord(name: "field", properties: [])])
    XCTAssertEqual(
      LayoutDiff.changes(from: old, to: new).map(\.text),
      ["field stroke removed (was #C6C6C8, token separator)"])
  }

  private func row(_ name: String, _ text: String, parent: String? = nil) -> PartRecord {
    PartRecord(
      name: name, role: "row", parent: parent,
      properties: [
        points("y", "0"), PropertyRecord(name: "text", value: "“\(text)”", unit: nil, token: nil),
      ])
  }

  func testARowInsertedFirstIsOneRowAddedNotEveryRowChanged() {
    let old = record([row("row 1", "A"), row("row 2", "B")])
    let new = record([row("row 1", "Z"), row("row 2", "A"), row("row 3", "B")])
    XCTAssertEqual(LayoutDiff.changes(from: old, to: new).map(\.text), ["row 1 added"])
    XCTAssertEqual(LayoutDiff.changes(from: new, to: old).map(\.text), ["row 1 removed"])
  }

  func testASecondPartOfATagIsOnePartAdded() {
    let old = record([row("row", "A")])
    let new = record([row("row 1", "A"), row("row 2", "B")])
    XCTAssertEqual(LayoutDiff.changes(from: old, to: new).map(\.text), ["row 2 added"])
  }

  func testPartsOfTheSameCountAreMatchedInOrderAndPositionsNameTheirPart() {
    let old = record([row("row 1", "A", parent: "card"), row("row 2", "B", parent: "card")])
    var moved = row("row 2", "C", parent: "card")
    moved.properties[0].value = "8"
    let new = record([row("row 1", "A", parent: "card"), moved])
    XCTAssertEqual(
      LayoutDiff.changes(from: old, to: new).map(\.text),
      ["row 2 y in card 0 → 8 pt", "row 2 text “B” → “C”"])
  }

  func testTagsThatReadAlikeStayApart() {
    let old = record([
      PartRecord(name: "negative button", role: "negativeButton", properties: [points("x", "0")])
    ])
    let new = record([
      PartRecord(name: "negative button", role: "negative-button", properties: [points("x", "0")])
    ])
    XCTAssertEqual(
      LayoutDiff.changes(from: old, to: new).map(\.text),
      ["negative button added", "negative button removed"])
  }
}
