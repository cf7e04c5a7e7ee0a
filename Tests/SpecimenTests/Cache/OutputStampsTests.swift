import Foundation
import XCTest

@testable import Specimen

/// `output.stamps`: what it writes reads back the same; a component one of whose files has no
/// stamp is left out; and a file that is not exactly such a file is refused whole (the rerun
/// then reads every component's bytes).
final class OutputStampsTests: XCTestCase {
  private static func stamp(_ inode: UInt64) -> FileStamp {
    FileStamp(
      device: 2049, inode: inode, size: Int(inode) * 10, modified: 1_764_479_523_123_456_789,
      changed: 1_764_479_523_223_456_789)
  }

  private static let sample = OutputStamps(
    current: [
      "modal": ("3f0c", ["svg/modal/korean.svg", "modal.html", "layout/modal.json"]),
      "toast": ("77aa", ["svg/toast/short.svg"]),
      "retry": ("0b1e", ["svg/retry/a.svg", "retry.html"]),
    ],
    stamps: [
      "svg/modal/korean.svg": stamp(1), "modal.html": stamp(2), "layout/modal.json": stamp(3),
      "svg/toast/short.svg": stamp(4), "svg/retry/a.svg": stamp(5),
    ], output: "/home/me/app/Output folder")

  func testWrittenStampsReadBackTheSame() throws {
    let stamps = Self.sample
    XCTAssertEqual(Set(stamps.components.keys), ["modal", "toast"], "retry.html has no stamp")
    XCTAssertEqual(
      stamps.components["modal"]?.files.map(\.path),
      ["svg/modal/korean.svg", "modal.html", "layout/modal.json"])
    let text = String(decoding: stamps.data, as: UTF8.self)
    XCTAssertEqual(
      text,
      """
      specimen-output-stamps 1
      output /home/me/app/Output folder
      component modal 3f0c
      file 2049 1 10 1764479523123456789 1764479523223456789 svg/modal/korean.svg
      file 2049 2 20 1764479523123456789 1764479523223456789 modal.html
      file 2049 3 30 1764479523123456789 1764479523223456789 layout/modal.json
      component toast 77aa
      file 2049 4 40 1764479523123456789 1764479523223456789 svg/toast/short.svg

      """)
    XCTAssertEqual(OutputStamps(stamps.data), stamps)
    let empty = OutputStamps(output: "/o")
    XCTAssertEqual(OutputStamps(empty.data), empty)
  }

  /// Times before 1970, the extreme numbers, a path with spaces and one that is not UTF-8 (read
  /// as `String(decoding:as:)` repairs it) read back as written.
  func testNumbersAndPathsReadAsWritten() throws {
    let text =
      "specimen-output-stamps 1\noutput /o\ncomponent modal k\n"
      + "file 18446744073709551615 0 +7 -9223372036854775808 9223372036854775807 a b.svg\n"
      + "file 1 2 3 -1 +0 x\u{FF}.svg\n"
    var bytes = Array(text.utf8)
    // The path's U+00FF made a lone byte that is not UTF-8.
    let lone = try XCTUnwrap(bytes.firstIndex(of: 0xC3))
    bytes.replaceSubrange(lone...(lone + 1), with: [0xFF])
    let stamps = try XCTUnwrap(OutputStamps(Data(bytes)))
    XCTAssertEqual(stamps.output, "/o")
    let files = try XCTUnwrap(stamps.components["modal"]?.files)
    XCTAssertEqual(files.map(\.path), ["a b.svg", "x\u{FFFD}.svg"])
    XCTAssertEqual(
      files.map(\.stamp),
      [
        FileStamp(device: .max, inode: 0, size: 7, modified: .min, changed: .max),
        FileStamp(device: 1, inode: 2, size: 3, modified: -1, changed: 0),
      ])
  }

  func testAnythingElseIsRefusedWhole() {
    let good = String(decoding: Self.sample.data, as: UTF8.self)
    let file = "file 2049 4 40 1764479523123456789 1764479523223456789 svg/toast/short.svg\n"
    let bad = [
      "",
      good.replacingOccurrences(of: "stamps 1", with: "stamps 2"),
      String(good.dropLast()),  // no final newline: cut short
      good + "\n",
      good + "component toast 77aa\n",  // a component twice
      good + file,  // a file twice
      "specimen-output-stamps 1\noutput /o\n" + file,  // a file outside a component
      good.replacingOccurrences(of: "output /home/me/app/Output folder\n", with: ""),
      good.replacingOccurrences(of: "output /home/me/app/Output folder", with: "output "),
      good + "component Modal 1\n",  // not an id
      good + "component toast\n",
      good.replacingOccurrences(of: "file 2049 4 40", with: "file 2049 4 -40"),
      good.replacingOccurrences(of: "file 2049 4 40", with: "file 2049 x 40"),
      good.replacingOccurrences(of: " svg/toast/short.svg", with: ""),
      good.replacingOccurrences(of: "component toast", with: "part toast"),
      good.replacingOccurrences(of: "file 2049 4 40", with: "file 2049 4 4x0"),
      good.replacingOccurrences(of: "file 2049 4 40", with: "file 18446744073709551616 4 40"),
      good.replacingOccurrences(
        of: " 1764479523223456789 svg/toast", with: " 9223372036854775808 svg/toast"),
      good.replacingOccurrences(of: "file 2049 4 40", with: "file  2049 4 40"),
      good.replacingOccurrences(of: "file 2049 4 40", with: "file 2049 4 +-40"),
    ]
    for text in bad {
      XCTAssertNil(OutputStamps(Data(text.utf8)), text)
    }
  }
}
