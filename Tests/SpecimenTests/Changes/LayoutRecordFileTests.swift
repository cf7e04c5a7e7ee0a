import Foundation
import XCTest

@testable import Specimen

/// The layout record file: format 2 says each thing once and reads back into the records it was
/// written from, byte for byte the same on every run; format 1 (a baseline published by an
/// earlier version) is still read.
final class LayoutRecordFileTests: XCTestCase {
  private func property(
    _ name: String, _ value: String, _ unit: String? = "pt", _ token: String? = nil
  )
    -> PropertyRecord
  {
    PropertyRecord(name: name, value: value, unit: unit, token: token)
  }

  private func record(
    variant: String = "sign-in", title: String = "Sign in", environment: String = "compact",
    theme: String = "light", fill: String = "#E5F1FF", colour: String = "#000000",
    colourToken: String? = "label"
  ) -> DrawingRecord {
    DrawingRecord(
      path: "svg/notice/\(variant)-\(environment)-\(theme).svg", component: "notice",
      componentName: "Notice", variant: variant, variantTitle: title, environment: environment,
      environmentName: environment == "compact" ? "iPhone portrait" : "iPad", theme: theme,
      parts: [
        PartRecord(
          name: "notice",
          properties: [
            property("x", "16"), property("y", "104"), property("width", "343"),
            property("height", "98"), property("fill", fill, nil, "noticeTint"),
            property("corner radius", "12"),
          ]),
        PartRecord(
          name: "title", parent: "notice",
          properties: [
            property("x", "16"), property("y", "16"), property("width", "98.6"),
            property("height", "22"), property("text", "“New sign-in”", nil),
            property("colour", colour, nil, colourToken),
            property("type style", "17/22 semibold", nil, "headline"), property("lines", "1", nil),
          ]),
      ])
  }

  private var notice: [DrawingRecord] {
    [record(), record(theme: "dark", fill: "#0A2540", colour: "#FFFFFF")]
  }

  func testTheFileSaysEachThingOnceAndADarkDrawingAsWhatDiffers() {
    XCTAssertEqual(
      CompactLayoutRecords.text(component: "notice", records: notice),
      """
      {"format":2,"component":"notice","name":"Notice","path":"svg/{component}/{variant}-{environment}-{theme}.svg",
      "environments":[
      ["compact","iPhone portrait"]
      ],
      "variants":[
      ["sign-in","Sign in"]
      ],
      "properties":[
      [["x","pt"],["y","pt"],["width","pt"],["height","pt"],["fill"],["corner radius","pt"]],
      [["x","pt"],["y","pt"],["width","pt"],["height","pt"],["text"],["colour"],["type style"],["lines"]]
      ],
      "drawings":[
      ["sign-in","compact","light",[["notice",null,0,16,104,343,98,["#E5F1FF","noticeTint"],12],["title","notice",1,16,16,98.6,22,"“New sign-in”",["#000000","label"],["17/22 semibold","headline"],1]]],
      ["sign-in","compact","dark",{"from":"light","set":[[0,4,"#0A2540"],[1,5,"#FFFFFF"]]}]
      ]}

      """)
  }

  func testTheFileReadsBackIntoTheSameRecords() throws {
    var odd = record(variant: "long", theme: "dark", colour: "#FFFFFF", colourToken: nil)
    // A drawing made of another drawing's parts, tags that are not their names, a part placed
    // on the screen, values that look like numbers but are not written as `PointFormat` writes
    // them, and escapes.
    odd.parts.insert(
      PartRecord(name: "drawing", role: "", properties: [property("fill", "#000000", nil, "x")]),
      at: 0)
    odd.parts.append(
      PartRecord(
        name: "negative button 2", role: "negativeButton", parent: nil,
        properties: [
          property("x", "-0.25"), property("y", "007"), property("width", "1e5"),
          property("height", "1.50"), property("text", "“a \"quoted\"\\ line\nand\ttab”", nil),
          property("lines", "12345678901234567890", nil), property("gap", "-0"),
          property("gap 2", "0.1", "px", "tiny"),
        ]))
    var renamed = record(variant: "long", title: "Long")
    renamed.componentName = "Notice (old)"
    renamed.brand = "Daily Market"
    var moved = record(variant: "long", title: "Long", theme: "dark", colourToken: nil)
    moved.path = "elsewhere/long.svg"
    moved.environmentName = "Phone"
    let records = [
      record(), record(theme: "dark", fill: "#0A2540", colour: "#FFFFFF", colourToken: "other"),
      record(variant: "long", title: "Long"), odd, moved, renamed,
      record(variant: "sign-in", title: "Signing in", environment: "regular"),
      record(environment: "regular", theme: "dark", colourToken: nil),
    ]
    let text = CompactLayoutRecords.text(component: "notice", records: records)
    XCTAssertEqual(try CompactLayoutRecords.records(from: Data(text.utf8)), records, text)
    XCTAssertEqual(LayoutRecordFile.records(from: Data(text.utf8)), records)
    // One drawing a line: the dark drawings whose parts are the light one's are written as what
    // differs, the one with other parts whole.
    let drawings = try XCTUnwrap(text.components(separatedBy: "\"drawings\":[\n").last)
      .split(separator: "\n").dropLast()
    XCTAssertEqual(drawings.count, records.count, text)
    XCTAssertEqual(drawings.filter { $0.contains("{\"from\":\"light\"") }.count, 4, text)
    XCTAssertTrue(
      text.contains(##"[1,5,"#FFFFFF","other"]"##), "a token that differs is written")
    XCTAssertTrue(text.contains(##"[1,5,"#000000",null]"##), "a token that is gone is null")
  }

  /// A site's records come a variant and environment at a time; records in any other order
  /// still read back: a variant and environment that comes back after another is written in
  /// full, never as what differs from a drawing of the same appearance written earlier.
  func testAVariantAndEnvironmentThatComesBackIsWrittenInFull() throws {
    let records = [
      record(), record(theme: "dark", fill: "#0A2540", colour: "#FFFFFF"),
      record(variant: "long", title: "Long"),
      record(theme: "dark", fill: "#111111"),
      record(theme: "light", fill: "#222222"),
    ]
    let text = CompactLayoutRecords.text(component: "notice", records: records)
    XCTAssertEqual(try CompactLayoutRecords.records(from: Data(text.utf8)), records, text)
    let drawings = try XCTUnwrap(text.components(separatedBy: "\"drawings\":[\n").last)
      .split(separator: "\n").dropLast()
    XCTAssertEqual(drawings.map { $0.contains("{\"from\":") }, [false, true, false, false, false])
  }

  func testThePathIsWrittenAsAPatternOfTheRecordsFields() throws {
    var records = notice
    for index in records.indices {
      records[index].path = "svg/notice/sign-in.svg#compact-\(records[index].theme)"
    }
    let text = CompactLayoutRecords.text(component: "notice", records: records)
    XCTAssertTrue(text.contains(#""path":"svg/{component}/{variant}.svg#{environment}-{theme}""#))
    XCTAssertFalse(text.contains("sign-in.svg"), text)
    XCTAssertEqual(try CompactLayoutRecords.records(from: Data(text.utf8)), records)
    // Paths no pattern fits are each written.
    records[0].path = "a.svg"
    records[1].path = "b.svg"
    let unpatterned = CompactLayoutRecords.text(component: "notice", records: records)
    XCTAssertFalse(unpatterned.contains("\"path\":\"svg"), unpatterned)
    XCTAssertTrue(unpatterned.contains(#"{"path":"a.svg"}"#), unpatterned)
    XCTAssertEqual(try CompactLayoutRecords.records(from: Data(unpatterned.utf8)), records)
  }

  func testTheSameRecordsMakeTheSameBytes() {
    let first = CompactLayoutRecords.text(component: "notice", records: notice)
    for _ in 0..<3 {
      XCTAssertEqual(CompactLayoutRecords.text(component: "notice", records: notice), first)
    }
    XCTAssertEqual(
      CompactLayoutRecords.text(component: "empty", records: []),
      """
      {"format":2,"component":"empty","name":"",
      "environments":[],
      "variants":[],
      "properties":[],
      "drawings":[]}

      """)
    XCTAssertEqual(
      try CompactLayoutRecords.records(
        from: Data(CompactLayoutRecords.text(component: "empty", records: []).utf8)), [])
  }

  /// Format 1, as the previous version wrote it: a JSON array of whole records, one a line.
  private func formatOne(_ records: [DrawingRecord]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    return Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
  }

  func testAFileOfFormatOneIsStillRead() throws {
    XCTAssertEqual(LayoutRecordFile.records(from: try formatOne(notice)), notice)
    let files = [
      "layout/notice.json": try formatOne([notice[0]]),
      "layout/other.json": Data(
        CompactLayoutRecords.text(component: "notice", records: [notice[1]]).utf8),
    ]
    XCTAssertEqual(
      LayoutRecordFile.records(in: files),
      [notice[0].path: notice[0], notice[1].path: notice[1]])
  }

  func testAFileOfAnotherFormatOrDamagedIsNotRead() {
    let text = CompactLayoutRecords.text(component: "notice", records: notice)
    XCTAssertNil(
      LayoutRecordFile.records(
        from: Data(text.replacingOccurrences(of: "\"format\":2", with: "\"format\":3").utf8)))
    XCTAssertNil(LayoutRecordFile.records(from: Data(text.dropLast(10).utf8)))
    XCTAssertNil(
      LayoutRecordFile.records(
        from: Data(text.replacingOccurrences(of: "\"from\":\"light\"", with: "\"from\":\"x\"").utf8)
      ))
    XCTAssertNil(
      LayoutRecordFile.records(from: Data(text.replacingOccurrences(of: ",12]", with: "]").utf8)))
    XCTAssertEqual(LayoutRecordFile.records(in: ["layout/notice.json": Data("{}".utf8)]), [:])
  }

  func testAOneDrawingRecordStaysWholeAndNamed() throws {
    let line = try LayoutRecordFile.line(notice[0])
    XCTAssertTrue(line.hasPrefix(#"{"component":"notice","componentName":"Notice","#), line)
    XCTAssertTrue(line.contains(#"{"name":"x","unit":"pt","value":"16"}"#), line)
    XCTAssertEqual(try JSONDecoder().decode(DrawingRecord.self, from: Data(line.utf8)), notice[0])
  }
}
