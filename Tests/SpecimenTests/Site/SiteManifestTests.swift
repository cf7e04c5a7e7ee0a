import Foundation
import XCTest

@testable import Specimen

/// `manifest.json` is written directly, not through `JSONEncoder` (whose tree of 180,000 files
/// was a large build's peak of memory), and is byte for byte what the encoder writes, so a site
/// written before compares unchanged.
final class SiteManifestTests: XCTestCase {
  /// The manifest as `JSONEncoder` wrote it before.
  private func encoded(_ entries: [SiteManifest.Entry], contents: String?) throws -> String {
    struct Manifest: Encodable {
      let generator = SiteManifest.generator
      let contents: String?
      let files: [SiteManifest.Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(
      Manifest(contents: contents, files: entries.sorted { $0.path < $1.path }))
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  func testTheManifestIsWhatJSONEncoderWrites() throws {
    let paths = [
      "index.html", "svg/modal/two-buttons.svg", "layout/modal.json", "assets/site.css",
      "a b/ü é 한글.html", "quote\"back\\slash/tab\tnew\nline", "z/\u{1}\u{8}\u{C}\u{1F}\u{7F}.svg",
      "emoji 👍🏽/e\u{301}.html",
    ]
    let entries = paths.enumerated().map { SiteManifest.Entry(path: $1, bytes: $0 * 1_000_003) }
    for contents in [nil, "change report", "odd \"contents\"\n"] {
      for list in [[], Array(entries.prefix(1)), entries, entries.reversed()] {
        XCTAssertEqual(
          String(
            decoding: SiteManifest.file(for: list, contents: contents).contents, as: UTF8.self),
          try encoded(list, contents: contents),
          "\(list.count) files, contents \(contents ?? "nil")")
      }
    }
  }

  /// Read back, it lists every path in order, and says what the folder holds.
  func testTheManifestReadsBack() throws {
    let entries = [
      SiteManifest.Entry(path: "b.html", bytes: 2), SiteManifest.Entry(path: "a.html", bytes: 1),
    ]
    let manifest = try SiteManifest.Reading(
      SiteManifest.file(for: entries, contents: "change report").contents)
    XCTAssertEqual(manifest.contents, "change report")
    XCTAssertEqual(try manifest.files(), ["a.html", "b.html"])
    XCTAssertNil(try SiteManifest.Reading(SiteManifest.file(for: entries).contents).contents)
  }
}
