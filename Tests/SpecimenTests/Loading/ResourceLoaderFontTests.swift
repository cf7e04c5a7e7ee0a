import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// Every bad font file is answered with its path, what is wrong and how to fix it; table tags
/// from the file are printed escaped and byte offsets lie inside the file.
final class ResourceLoaderFontTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// Writes `bytes` to `name` in the temporary folder.
  private func file(_ name: String, _ bytes: some Sequence<UInt8>) throws -> URL {
    let url = root.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  private func inter() throws -> [UInt8] { [UInt8](try BundledFonts.data("Inter-Regular.ttf")) }

  /// The byte position of `tag`'s table record in `bytes`.
  private func record(_ tag: String, in bytes: [UInt8]) -> Int {
    (0..<Int(bytes.fontUInt16(at: 4))).map { 12 + $0 * 16 }.first {
      bytes[$0..<($0 + 4)].elementsEqual(tag.utf8)
    }!
  }

  /// The loader's message for `url`, which must fail; checks path first and no raw control
  /// characters.
  private func message(
    _ url: URL, file: StaticString = #filePath, line: UInt = #line
  ) -> String {
    do {
      _ = try ResourceLoader.loadFont(url)
      XCTFail("\(url.lastPathComponent) loaded", file: file, line: line)
      return ""
    } catch {
      let text = error.description
      XCTAssertTrue(
        text.hasPrefix(DiagnosticText.escaped(url.path, limit: 300) + ": "), text, file: file,
        line: line)
      XCTAssertTrue(
        text.unicodeScalars.allSatisfy(DiagnosticText.isPrintable), text, file: file, line: line)
      return text
    }
  }

  /// Every `at byte N` in `text`, which must all be inside a file of `size` bytes.
  private func assertOffsets(
    in text: String, below size: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    var rest = Substring(text)
    var found = 0
    while let range = rest.range(of: "at byte ") {
      let digits = rest[range.upperBound...].prefix { $0.isNumber }
      XCTAssertLessThan(Int(digits) ?? .max, size, text, file: file, line: line)
      found += 1
      rest = rest[range.upperBound...]
    }
    XCTAssertGreaterThan(found, 0, "no offset in: \(text)", file: file, line: line)
  }

  func testAMissingFontFile() {
    let text = message(root.appendingPathComponent("Brand-Regular.ttf"))
    XCTAssertEqual(
      text,
      "\(root.path)/Brand-Regular.ttf: no such font file; check the file's name and folder, or "
        + "remove the face from the font list")
    XCTAssertTrue(message(root).contains("is a folder, not a font file; name the .ttf file"))
  }

  func testAFileThatIsNotAFont() throws {
    let html = try file("page.ttf", "<html>\u{1B}[2J</html>".utf8)
    XCTAssertEqual(
      message(html),
      "\(html.path): this is not a TrueType/OpenType font: it starts with the bytes 3C 68 74 6D "
        + "(“<htm”), not a font signature; use a TrueType font file (.ttf, or .otf with TrueType "
        + "outlines)")
    let escape = try file("escape.ttf", [0x1B, 0x5B, 0x32, 0x4A, 0, 0, 0, 0, 0, 0, 0, 0])
    XCTAssertTrue(message(escape).contains("1B 5B 32 4A (“\\u{1B}[2J”)"), message(escape))
    XCTAssertTrue(message(try file("empty.ttf", [])).contains(": the file is empty; use a"))
    let woff2 = try file("web.woff2", Array("wOF2".utf8) + [0, 1, 0, 0])
    XCTAssertTrue(message(woff2).contains("compressed web font (WOFF2)"), message(woff2))
    XCTAssertTrue(message(woff2).contains("f.flavor = None; f.save('OUT.ttf')"), message(woff2))
    let collection = try file("cjk.ttc", Array("ttcf".utf8) + [0, 1, 0, 0])
    XCTAssertTrue(message(collection).contains("is a font collection (ttcf)"))
    XCTAssertTrue(message(collection).contains("TTCollection('IN.ttc').fonts[0].save"))
  }

  func testATruncatedFont() throws {
    let bytes = try inter()
    for length in [5, 11, 40, bytes.count / 2, bytes.count - 1] {
      let url = try file("cut-\(length).ttf", bytes.prefix(length))
      let text = message(url)
      XCTAssertTrue(text.contains(": is truncated: font "), text)
      XCTAssertTrue(text.hasSuffix("copy the font again from its source"), text)
      assertOffsets(in: text, below: length)
    }
    let half = message(try file("half.ttf", bytes.prefix(bytes.count / 2)))
    XCTAssertTrue(
      half.contains(
        "font table 'glyf' at byte \(record("glyf", in: bytes)): the table directory "
          + "places 'glyf' at bytes "), half)
    XCTAssertTrue(half.contains("but the file is only \(bytes.count / 2) bytes long"), half)
  }

  func testACFFFontIsRefusedWithTheCommandThatConvertsIt() throws {
    // Inter's directory dressed as a CFF font: 'OTTO' and a 'CFF ' table instead of 'glyf'.
    var bytes = try inter()
    bytes.setFontUInt32(0x4F54_544F, at: 0)
    bytes.replaceSubrange(
      record("glyf", in: bytes)..<(record("glyf", in: bytes) + 4), with: Array("CFF ".utf8))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("My Fonts"), withIntermediateDirectories: true)
    let url = try file("My Fonts/Brand-Bold.otf", bytes)
    XCTAssertEqual(
      message(url),
      "\(url.path): the font has PostScript (CFF) outlines; Specimen measures and embeds "
        + "TrueType (glyf) outlines only; convert it to TrueType outlines: `pip install "
        + "fonttools`, then run `python3 tools/otf2ttf.py '\(url.path)'` in Specimen's checkout, "
        + "which writes “\(root.path)/My Fonts/Brand-Bold.ttf”; use that file instead")
    // The same fix reaches the font error itself, for callers of OpenTypeFont.
    XCTAssertThrowsError(try OpenTypeFont(data: Data(bytes))) {
      XCTAssertEqual(($0 as? FontError)?.kind, .unsupportedOutlines)
      XCTAssertTrue("\($0)".contains("python3 tools/otf2ttf.py FONT.otf"), "\($0)")
    }
    // A 'CFF2' table in a TrueType-signed file is CFF too.
    var cff2 = try inter()
    cff2.replaceSubrange(
      record("glyf", in: cff2)..<(record("glyf", in: cff2) + 4), with: Array("CFF2".utf8))
    XCTAssertTrue(message(try file("v.ttf", cff2)).contains("PostScript (CFF) outlines"))
  }

  func testAnOTFFileWithTrueTypeOutlinesLoads() throws {
    let font = try ResourceLoader.loadFont(try file("Inter.otf", try inter()))
    XCTAssertEqual(font.familyName, "Inter")
  }

  func testCorruptedTableTagsArePrintedEscaped() throws {
    var bytes = try inter()
    let cmap = record("cmap", in: bytes)
    bytes.replaceSubrange(cmap..<(cmap + 4), with: [0x1B, 0x5B, 0x32, 0x4A])  // ESC [ 2 J
    bytes.setFontUInt32(0xFFFF_FFF0, at: cmap + 8)
    let text = message(try file("tag.ttf", bytes))
    XCTAssertTrue(
      text.contains(
        "font table '\\u{1B}[2J' at byte \(cmap): the table directory places "
          + "'\\u{1B}[2J' at bytes 4294967280–"), text)
    XCTAssertFalse(text.contains("\u{1B}"))
    assertOffsets(in: text, below: bytes.count)
    // A tag listed twice, with bytes outside ASCII and a quote.
    var twice = try inter()
    let head = record("head", in: twice)
    let hhea = record("hhea", in: twice)
    for position in [head, hhea] {
      twice.replaceSubrange(position..<(position + 4), with: [0x9B, 0x27, 0x5C, 0xFF])
    }
    let dup = message(try file("twice.ttf", twice))
    XCTAssertTrue(
      dup.contains(
        "font table '\\u{9B}\\u{27}\\u{5C}\\u{FF}' at byte \(hhea): the table "
          + "directory lists '\\u{9B}\\u{27}\\u{5C}\\u{FF}' twice"), dup)
  }

  func testOffsetsInMessagesLieInsideTheFile() throws {
    // A cmap encoding record pointing far past the end of the table and the file.
    var bytes = try inter()
    let cmapStart = Int(bytes.fontUInt32(at: record("cmap", in: bytes) + 8))
    bytes.setFontUInt32(0xFFFF_FF00, at: cmapStart + 8)
    let text = message(try file("cmap.ttf", bytes))
    XCTAssertTrue(
      text.contains(
        "is damaged: font table 'cmap' at byte \(cmapStart + 8): cmap encoding record "
          + "0 points to offset 4294967040"), text)
    assertOffsets(in: text, below: bytes.count)
    // numTables far beyond the file.
    var many = try inter()
    many.setFontUInt16(0xFFFF, at: 4)
    let manyText = message(try file("many.ttf", many))
    XCTAssertTrue(manyText.contains("the table directory of 65535 tables needs 1048560 bytes"))
    assertOffsets(in: manyText, below: many.count)
    // A glyph outline past the end of 'glyf' (the last loca entry).
    var loca = try inter()
    let locaStart = Int(loca.fontUInt32(at: record("loca", in: loca) + 8))
    let locaLength = Int(loca.fontUInt32(at: record("loca", in: loca) + 12))
    let headStart = Int(loca.fontUInt32(at: record("head", in: loca) + 8))
    XCTAssertEqual(loca.fontUInt16(at: headStart + 50), 0, "Inter has short loca offsets")
    loca.setFontUInt16(0xFFFF, at: locaStart + locaLength - 2)
    let locaText = message(try file("loca.ttf", loca))
    XCTAssertTrue(locaText.contains("the outline of glyph 495 needs"), locaText)
    assertOffsets(in: locaText, below: loca.count)
  }

  func testTwoFilesForOneFamilyAndWeightAndAMissingDefaultFamily() throws {
    let regular = try file("A.ttf", try inter())
    let other = try file("B.ttf", try inter())
    XCTAssertThrowsError(
      try ResourceLoader.loadFonts(
        faces: [
          FontFaceSource(family: "Brand", weight: .regular, file: regular),
          FontFaceSource(family: "Brand", weight: .regular, file: other),
        ], fallback: [], defaultFamily: "Brand")
    ) {
      XCTAssertEqual(
        "\($0)",
        "\(other.path): is registered as “Brand” Regular, and so is “\(regular.path)”; give "
          + "each family and weight one font file")
    }
    XCTAssertThrowsError(
      try ResourceLoader.loadFonts(
        faces: [FontFaceSource(family: "Brand", weight: .regular, file: regular)], fallback: [],
        defaultFamily: "Brnad")
    ) {
      XCTAssertEqual(
        "\($0)",
        "fonts: the default font family “Brnad” has no faces; register a face of that family or "
          + "make one of these the default: “Brand”")
    }
  }

  func testAUserFamilyWithTheBuiltInFallback() throws {
    var sources = try ResourceLoader.fontSources(
      in: ResourceLoader.packageTemplatesDirectory.appendingPathComponent("Fonts"))
    // The same face listed in faces and fallback is loaded once.
    sources.faces = [
      FontFaceSource(family: "Brand Sans", weight: .bold, file: try file("Bold.ttf", try inter())),
      sources.fallback[0],
    ]
    sources.defaultFamily = "Brand Sans"
    let book = try ResourceLoader.loadFonts(sources)
    XCTAssertEqual(book.families, ["Brand Sans", "Specimen Hangul"])
    XCTAssertEqual(book.faces.map(\.id), ["brand-sans-bold", "hangul-regular", "hangul-bold"])
    let style = TypeStyle("t", weight: .regular, size: 17, lineHeight: 22)
    XCTAssertEqual(book.faces(for: style).map(\.id), ["brand-sans-bold", "hangul-regular"])
  }

  func testTheBuiltInListIsData() throws {
    let directory = ResourceLoader.packageTemplatesDirectory.appendingPathComponent("Fonts")
    let sources = try ResourceLoader.fontSources(in: directory)
    XCTAssertEqual(sources.defaultFamily, "Inter")
    XCTAssertEqual(
      sources.files.map(\.lastPathComponent),
      [
        "Inter-Regular.ttf", "Inter-SemiBold.ttf", "SpecimenHangul-Regular.ttf",
        "SpecimenHangul-Bold.ttf",
      ])
    XCTAssertEqual(sources.fallback.map(\.weight), [.regular, .bold])
    XCTAssertEqual(sources.listedIn?.lastPathComponent, "fonts.json")
  }

  func testAFontsFolderOfYourOwn() throws {
    try Data(try inter()).write(to: root.appendingPathComponent("Brand-Regular.ttf"))
    let list = root.appendingPathComponent("fonts.json")
    func load(_ json: String) throws -> FontBook {
      try Data(json.utf8).write(to: list)
      return try ResourceLoader.loadFonts(from: root)
    }
    let book = try load(
      #"{"defaultFamily": "Brand", "faces": [{"file": "Brand-Regular.ttf", "family": "Brand", "weight": 500}]}"#
    )
    XCTAssertEqual(book.faces.map(\.cssFamily), ["Specimen Brand Medium"])
    let cases: [(String, String)] = [
      (
        #"{"defaultFamily": "Brand", "faces": [{"file": "Brand-Regular.ttf", "family": "Brand", "wieght": 400}]}"#,
        "\(list.path): faces[0].wieght: unknown key “wieght”; use only file, family, weight"
      ),
      (
        #"{"defaultFamily": "Brand", "faces": [{"file": "Brand-Regular.ttf", "family": "Brand", "weight": 450}]}"#,
        "\(list.path): faces[0].weight: is missing or not a weight (found “450”); use one of "
          + "ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or a number "
          + "100, 200 … 900"
      ),
      (
        #"{"defaultFamily": "Brand", "faces": []}"#,
        "\(list.path): faces: is empty; list at least one font file"
      ),
      (
        #"{"defaultFamily": "Brand", "faces": [{"file": "Nope.ttf", "family": "Brand", "weight": "bold"}]}"#,
        "\(root.path)/Nope.ttf: no such font file; check the file's name and folder, or remove "
          + "the face from the font list"
      ),
    ]
    for (json, expected) in cases {
      XCTAssertThrowsError(try load(json)) { XCTAssertEqual("\($0)", expected) }
    }
    XCTAssertThrowsError(try load("{ \"defaultFamily\": ")) {
      XCTAssertTrue("\($0)".hasPrefix("\(list.path): is not valid JSON"), "\($0)")
    }
    try FileManager.default.removeItem(at: list)
    XCTAssertThrowsError(try ResourceLoader.loadFonts(from: root)) {
      XCTAssertTrue("\($0)".hasPrefix("\(list.path): no such file; a fonts folder lists"), "\($0)")
    }
  }

  func testAPathWithControlCharactersIsPrintedEscaped() {
    let text = message(root.appendingPathComponent("evil\u{1B}]0;x\u{07}.ttf"))
    XCTAssertTrue(text.contains("evil\\u{1B}]0;x\\u{7}.ttf: no such font file"), text)
  }
}
