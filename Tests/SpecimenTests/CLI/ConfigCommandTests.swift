import Foundation
import Specimen
import SpecimenTestSupport
import XCTest

@testable import SpecimenCommandLine

/// `specimen --config FILE` and `./specimen.json`: a good config builds the site; every kind of
/// bad input ends with a message naming the file, the place and the fix, exit status 2, and the
/// previous output exactly as it was.
final class ConfigCommandTests: XCTestCase {
  /// A folder with a site built from a good config, shared by the tests (a bad config writes
  /// nothing, so none of them changes it).
  nonisolated(unsafe) private static var root: URL!
  nonisolated(unsafe) private static var baseline: FolderSnapshot!

  private static let registry = Registry(
    entries: [TestBadge.entry],
    tokens: DesignTokens(colors: [ColorToken("label", .init(red: 0, green: 0, blue: 0))]))

  /// The environments and components that keep each build small.
  private static let small =
    #""components": ["badge"], "environments": [{"name": "small", "width": 200, "height": 120, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]"#

  private var root: URL { Self.root }

  override class func setUp() {
    super.setUp()
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-config-cli-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try! "{\"title\": \"Good\", \(small)}".write(
      to: root.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--config", "good.json", "--output", "site", "--quiet"], output: &output, errors: &errors,
      workingDirectory: root, registry: registry)
    precondition(status == 0, "the baseline site failed: \(errors)")
    baseline = try! FolderSnapshot(root.appendingPathComponent("site"))
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(at: root)
    super.tearDown()
  }

  /// The baseline site as it is now.
  private static func site() throws -> FolderSnapshot {
    try FolderSnapshot(root.appendingPathComponent("site"))
  }

  private func write(_ name: String, _ text: String) throws {
    try write(name, Data(text.utf8))
  }

  private func write(_ name: String, _ data: Data) throws {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  private func run(_ arguments: [String], in directory: URL? = nil) -> (
    status: Int32, output: String, errors: String
  ) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: directory ?? root,
      registry: Self.registry)
    return (status, output, errors)
  }

  /// Runs `--config bad.json` with `config` (plus `small` unless `whole`) and asserts the
  /// message holds each of `phrases`, the exit status is 2 and the site is unchanged.
  private func assertRejected(
    _ config: String, whole: Bool = false, _ phrases: String..., file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let text = whole ? config : "{\(Self.small), \(config)}"
    try write("bad.json", text)
    let result = run(["--config", "bad.json", "--output", "site"])
    XCTAssertEqual(result.status, 2, result.errors, file: file, line: line)
    XCTAssertEqual(result.output, "", file: file, line: line)
    let lines = result.errors.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, result.errors, file: file, line: line)
    XCTAssertTrue(
      lines.first?.hasPrefix("specimen: error: ") ?? false, result.errors, file: file, line: line)
    XCTAssertEqual(
      lines.last, "specimen: nothing was written; the previous output is untouched", file: file,
      line: line)
    for phrase in phrases {
      XCTAssertTrue(
        result.errors.contains(phrase), "“\(phrase)” is not in: \(result.errors)", file: file,
        line: line)
    }
    XCTAssertFalse(result.errors.unicodeScalars.contains("\u{1B}"), file: file, line: line)
    XCTAssertEqual(
      try Self.site(), Self.baseline, "the previous output changed", file: file, line: line)
  }

  // MARK: A good config

  func testAGoodConfigBuildsTheSiteWithItsTitleAndEnvironments() throws {
    guard case .file(let data) = Self.baseline.entries["index.html"] else {
      return XCTFail("no index.html in \(String(describing: Self.baseline))")
    }
    let index = data.string
    XCTAssertTrue(index.contains("<h1>Good</h1>"), index)
    XCTAssertTrue(index.contains("<title>Good · Specimen</title>"), index)
    XCTAssertNotNil(Self.baseline.entries["svg/badge/plain-small-light.svg"])
    XCTAssertNil(Self.baseline.entries["svg/badge/plain-compact-light.svg"])
  }

  func testSpecimenJSONInTheWorkingFolderIsPickedUp() throws {
    let folder = root.appendingPathComponent("team-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "{\"title\": \"Picked up\", \(Self.small)}".write(
      to: folder.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let result = run(["--quiet"], in: folder)
    XCTAssertEqual(result.status, 0, result.errors)
    let index = try String(
      contentsOf: folder.appendingPathComponent("Output/index.html"), encoding: .utf8)
    XCTAssertTrue(index.contains("<h1>Picked up</h1>"))
    try "{\"titel\": 1}".write(
      to: folder.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let bad = run([], in: folder)
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.errors.contains("specimen: error: specimen.json:1:2: titel: unknown key"), bad.errors)
  }

  func testVariantFromTheConfigIsDrawn() throws {
    try write(
      "variant.json",
      ##"{\##(Self.small), "colors": {"brand": "#0A84FF"}, "variants": [{"component": "badge", "id": "brand", "title": "Brand", "content": {"title": "Hello"}, "design": {"titleColor": "brand"}}]}"##
    )
    let result = run(["--config", "variant.json", "--output", "variant-site", "--quiet"])
    XCTAssertEqual(result.status, 0, result.errors)
    let svg = try String(
      contentsOf: root.appendingPathComponent("variant-site/svg/badge/brand-small-light.svg"),
      encoding: .utf8)
    XCTAssertTrue(svg.contains("Hello"), svg)
    XCTAssertTrue(svg.contains("#0A84FF"), svg)
  }

  func testAnOutputFolderHoldingTheConfigOrItsFontIsRefused() throws {
    XCTAssertEqual(run(["--config", "good.json", "--output", "own", "--quiet"]).status, 0)
    try write("own/inner.json", "{\"title\": \"Inner\", \(Self.small)}")
    let before = try FolderSnapshot(root.appendingPathComponent("own"))
    let result = run(["--config", "own/inner.json", "--output", "own"])
    XCTAssertEqual(result.status, 2, result.errors)
    XCTAssertTrue(
      result.errors.contains("holds “own/inner.json”, an input of this run"), result.errors)
    let inter = ResourceLoader.packageTemplatesDirectory.appendingPathComponent(
      "Fonts/Inter-Regular.ttf")
    try write("own/Brand.ttf", try Data(contentsOf: inter))
    try write(
      "font.json",
      #"{\#(Self.small), "fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "own/Brand.ttf"}]}}"#
    )
    let font = run(["--config", "font.json", "--output", "own"])
    XCTAssertEqual(font.status, 2, font.errors)
    XCTAssertTrue(font.errors.contains("holds “own/Brand.ttf”"), font.errors)
    try FileManager.default.removeItem(at: root.appendingPathComponent("own/Brand.ttf"))
    XCTAssertEqual(try FolderSnapshot(root.appendingPathComponent("own")), before)
  }

  // MARK: Every bad input

  func testMissingConfigFile() throws {
    let result = run(["--config", "nowhere.json", "--output", "site"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.errors.contains("specimen: error: nowhere.json: does not exist"), result.errors)
    XCTAssertEqual(try Self.site(), Self.baseline)
  }

  func testMalformedJSON() throws {
    try assertRejected(
      "{\n  \"title\": \"A\",\n}", whole: true,
      "bad.json:3:1: malformed JSON: a trailing comma before “}”; remove the comma")
  }

  func testWrongType() throws {
    try assertRejected(
      #""title": ["A"]"#, "bad.json:1:",
      ": title: expected a string, found an array; write a string")
  }

  func testUnknownKeyWithTheNearestSuggested() throws {
    try assertRejected(
      #""titel": "A""#, ": titel: unknown key “titel”; did you mean “title”?; rename it to “title”")
  }

  func testUnknownComponent() throws {
    try assertRejected(
      #""variants": [{"component": "badgee", "id": "x", "title": "X"}]"#,
      "variants[0].component: there is no component “badgee”; did you mean “badge”?")
  }

  func testUnknownTokenAlias() throws {
    try write("tokens/one.json", #"{"color": {"$type": "color", "a": {"$value": "{color.b}"}}}"#)
    try assertRejected(
      #""tokens": {"light": "tokens/one.json", "dark": "tokens/one.json"}"#,
      "specimen: error: tokens/one.json:1:46: color.a.$value: the alias {color.b} names no token")
  }

  func testCircularTokenAlias() throws {
    try write(
      "tokens/loop.json",
      #"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#)
    try assertRejected(
      #""tokens": {"light": "tokens/loop.json", "dark": "tokens/loop.json"}"#,
      "tokens/loop.json:1:", "circular alias: {color.", "give one of these tokens a value")
  }

  func testInvalidColour() throws {
    try assertRejected(
      ##""colors": {"brand": "#12345"}"##,
      "colors.brand: “#12345” is not a colour; write #RRGGBB")
  }

  func testNegativeZeroNonFiniteAndAbsurdSizes() throws {
    let environment = #""horizontalSizeClass": "compact", "verticalSizeClass": "compact""#
    for (width, phrase) in [
      ("-1", "width is negative"), ("0", "width is 0"), ("1e999", "width is not finite"),
      ("1e9", "1000000000 pt is out of range"),
    ] {
      try assertRejected(
        #"{"components": ["badge"], "environments": [{"name": "x", "width": \#(width), "height": 100, \#(environment)}]}"#,
        whole: true, "environments[0].width: \(phrase)",
        "write a width in points from 1 pt to 5000 pt")
    }
  }

  func testACountOfZero() throws {
    try assertRejected(
      #""variants": [{"component": "badge", "id": "x", "title": "X", "content": {"count": 0}}]"#,
      "variants[0].content.count: count is 0; write a number from 1 to 12")
  }

  func testMissingFontFile() throws {
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/Brand.ttf"}]}"#,
      "fonts.faces[0].file: there is no font file “fonts/Brand.ttf”", "check the path")
  }

  func testAFileThatIsNotAFont() throws {
    try write("fonts/notes.ttf", "these are not glyphs")
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/notes.ttf"}]}"#,
      "specimen: error: fonts/notes.ttf: this is not a TrueType/OpenType font",
      "use a TrueType font file")
  }

  func testATruncatedFont() throws {
    let inter = try Data(
      contentsOf: ResourceLoader.packageTemplatesDirectory.appendingPathComponent(
        "Fonts/Inter-Regular.ttf"))
    try write("fonts/cut.ttf", inter.prefix(2000))
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/cut.ttf"}]}"#,
      "specimen: error: fonts/cut.ttf: is truncated: font table",
      "copy the font again")
  }

  func testACFFFont() throws {
    try write("fonts/cff.otf", try FontFixtures.cffFlavoured())
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/cff.otf"}]}"#,
      "specimen: error: fonts/cff.otf: the font has PostScript (CFF) outlines",
      "python3 tools/otf2ttf.py", "cff.ttf")
  }

  func testDuplicateVariantIds() throws {
    let variant = #"{"component": "badge", "id": "twin", "title": "X"}"#
    try assertRejected(
      #""variants": [\#(variant), \#(variant)]"#,
      "variants[1].id: the component “badge” already has a variant “twin”")
  }

  func testDuplicateEnvironmentIds() throws {
    let environment =
      #"{"name": "twin", "width": 100, "height": 100, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}"#
    try assertRejected(
      #"{"environments": [\#(environment), \#(environment)]}"#, whole: true,
      "environments[1].name: two environments are named “twin”")
  }

  func testIdsThatWouldEscapeTheOutputFolder() throws {
    for id in ["../x", "/abs", "a/b"] {
      try assertRejected(
        #""variants": [{"component": "badge", "id": "\#(id)", "title": "X"}]"#,
        "variants[0].id: the variant id “\(id)” cannot be used", "use lower-case letters")
    }
  }

  func testAnEmptyCatalog() throws {
    try assertRejected(
      #"{"components": []}"#, whole: true,
      "components: the list of components is empty, so the catalog would be empty")
  }
}

extension Data {
  fileprivate var string: String { String(decoding: self, as: UTF8.self) }
}
