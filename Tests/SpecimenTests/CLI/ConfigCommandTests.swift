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
    tokens: DesignTokens(
      colors: [ColorToken("label", .init(red: 0, green: 0, blue: 0))],
      // A style pinned to the bundled family, which a config's own fonts replace.
      typeStyles: [TypeStyle("pinned", family: "Inter", weight: .regular, size: 15, lineHeight: 20)]
    ))

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

  /// Runs `specimen` with `arguments` and asserts that it is refused with exit status 2, nothing
  /// on stdout, the previous output byte for byte as it was, and two lines on stderr:
  /// `specimen: error: <file>:<location>: <keyPath>: <what>…; …<fix>…` (the location and key
  /// path left out when nil or empty) and `specimen: nothing was written; …`.
  private func assertRefused(
    _ arguments: [String], in fileName: String, at location: String?, keyPath: String,
    what: String, fix: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let result = run(arguments)
    XCTAssertEqual(result.status, 2, result.errors, file: file, line: line)
    XCTAssertEqual(result.output, "", file: file, line: line)
    let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3, result.errors, file: file, line: line)  // the last is empty
    let place =
      fileName + (location.map { ":" + $0 } ?? "") + ": " + (keyPath.isEmpty ? "" : keyPath + ": ")
    let message = String(lines.first ?? "")
    XCTAssertTrue(
      message.hasPrefix("specimen: error: " + place + what),
      "expected “specimen: error: \(place)\(what)…”, got: \(message)", file: file, line: line)
    XCTAssertTrue(
      message.contains("; " + fix), "the fix “\(fix)” is not in: \(message)", file: file,
      line: line)
    XCTAssertEqual(
      lines.dropFirst().first, "specimen: nothing was written; the previous output is untouched",
      file: file, line: line)
    XCTAssertFalse(result.errors.unicodeScalars.contains("\u{1B}"), file: file, line: line)
    XCTAssertFalse(result.errors.unicodeScalars.contains("\u{1}"), file: file, line: line)
    XCTAssertEqual(
      try Self.site(), Self.baseline, "the previous output changed", file: file, line: line)
  }

  /// `assertRefused` for `--config bad.json` holding `config`: after `small` on the first line
  /// unless `whole`, so `config` starts at line 2, column 1.
  private func assertRejected(
    _ config: String, whole: Bool = false, in fileName: String = "bad.json", at location: String,
    keyPath: String, what: String, fix: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try write("bad.json", whole ? config : "{\(Self.small),\n\(config)}")
    try assertRefused(
      ["--config", "bad.json", "--output", "site"], in: fileName, at: location, keyPath: keyPath,
      what: what, fix: fix, file: file, line: line)
  }

  /// A copy of the bundled Inter, a good font file of the team's own.
  private func writeGoodFont() throws {
    try write(
      "fonts/Good.ttf",
      try Data(
        contentsOf: ResourceLoader.packageTemplatesDirectory.appendingPathComponent(
          "Fonts/Inter-Regular.ttf")))
  }

  /// `fonts` with a good face first and `file` second, so its entry is `fonts.faces[1].file`.
  private static func fonts(_ file: String) -> String {
    #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/Good.ttf"},"#
      + "\n" + #"{"family": "Brand", "weight": 700, "file": "\#(file)"}]}"#
  }

  // MARK: A good config

  func testAGoodConfigBuildsTheSiteWithItsTitleAndEnvironments() throws {
    guard case .file(let data) = Self.baseline.entries["index.html"] else {
      return XCTFail("no index.html in \(String(describing: Self.baseline))")
    }
    let index = data.string
    XCTAssertTrue(index.contains("<h1>Good</h1>"), index)
    XCTAssertTrue(index.contains("<title>Good · Specimen</title>"), index)
    guard case .file(let sheet) = Self.baseline.entries["svg/badge/plain.svg"] else {
      return XCTFail("no sheet of the plain badge")
    }
    XCTAssertNotNil(DrawingSheet.drawings(in: sheet.string)["small-light"])
    XCTAssertNil(DrawingSheet.drawings(in: sheet.string)["compact-light"])
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
      contentsOf: root.appendingPathComponent("variant-site/svg/badge/brand.svg"),
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
    try assertRefused(
      ["--config", "nowhere.json", "--output", "site"], in: "nowhere.json", at: nil, keyPath: "",
      what: "does not exist", fix: "check the path, or pass --config FILE")
  }

  func testMalformedJSON() throws {
    try assertRejected(
      "{\n  \"title\": \"A\",\n}", whole: true, at: "3:1", keyPath: "",
      what: "malformed JSON: a trailing comma before “}”", fix: "remove the comma")
  }

  func testWrongType() throws {
    try assertRejected(
      #""title": ["A"]"#, at: "2:10", keyPath: "title",
      what: "expected a string, found an array", fix: "write a string")
  }

  func testUnknownKeyWithTheNearestSuggested() throws {
    try assertRejected(
      #""titel": "A""#, at: "2:1", keyPath: "titel",
      what: "unknown key “titel”; did you mean “title”?", fix: "rename it to “title”")
  }

  func testUnknownComponent() throws {
    try assertRejected(
      #""variants": [{"component": "badgee", "id": "x", "title": "X"}]"#, at: "2:28",
      keyPath: "variants[0].component",
      what: "there is no component “badgee”; did you mean “badge”?", fix: "name one of “badge”")
  }

  func testUnknownTokenAlias() throws {
    try write("tokens/one.json", #"{"color": {"$type": "color", "a": {"$value": "{color.b}"}}}"#)
    try assertRejected(
      #""tokens": {"light": "tokens/one.json", "dark": "tokens/one.json"}"#,
      in: "tokens/one.json", at: "1:46", keyPath: "color.a.$value",
      what: "the alias {color.b} names no token",
      fix: "define the token in the mode's token files, or correct the alias")
  }

  func testCircularTokenAlias() throws {
    try write(
      "tokens/loop.json",
      #"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#)
    try assertRejected(
      #""tokens": {"light": "tokens/loop.json", "dark": "tokens/loop.json"}"#,
      in: "tokens/loop.json", at: "1:76", keyPath: "color.b.$value",
      what: "circular alias: {color.a} → {color.b} → {color.a}",
      fix: "give one of these tokens a value instead of an alias")
  }

  func testInvalidColour() throws {
    try assertRejected(
      ##""colors": {"brand": "#12345"}"##, at: "2:21", keyPath: "colors.brand",
      what: "“#12345” is not a colour", fix: "write #RRGGBB")
  }

  func testNegativeZeroNonFiniteAndAbsurdSizes() throws {
    let environment = #""horizontalSizeClass": "compact", "verticalSizeClass": "compact""#
    for (width, phrase) in [
      ("-1", "width is negative (-1 pt)"), ("0", "width is 0"),
      ("1e999", "width is not finite"), ("1e9", "1000000000 pt is out of range"),
    ] {
      try assertRejected(
        #"{"components": ["badge"], "environments": [{"name": "x","#
          + "\n" + #"  "width": \#(width), "height": 100, \#(environment)}]}"#,
        whole: true, at: "2:12", keyPath: "environments[0].width", what: phrase,
        fix: "write a width in points from 1 pt to 5000 pt")
    }
  }

  func testACountOfZero() throws {
    try assertRejected(
      #""variants": [{"component": "badge", "id": "x", "title": "X", "content": {"count": 0}}]"#,
      at: "2:83", keyPath: "variants[0].content.count", what: "count is 0",
      fix: "write a number from 1 to 12")
  }

  func testMissingFontFile() throws {
    try writeGoodFont()
    try assertRejected(
      Self.fonts("fonts/Brand.ttf"), at: "3:44", keyPath: "fonts.faces[1].file",
      what: "there is no font file “fonts/Brand.ttf”", fix: "check the path")
  }

  func testAFileThatIsNotAFont() throws {
    try writeGoodFont()
    try write("fonts/notes.ttf", "these are not glyphs")
    try assertRejected(
      Self.fonts("fonts/notes.ttf"), at: "3:44", keyPath: "fonts.faces[1].file",
      what: "fonts/notes.ttf: this is not a TrueType/OpenType font",
      fix: "use a TrueType font file")
  }

  func testATruncatedFont() throws {
    try writeGoodFont()
    let inter = try Data(
      contentsOf: ResourceLoader.packageTemplatesDirectory.appendingPathComponent(
        "Fonts/Inter-Regular.ttf"))
    try write("fonts/cut.ttf", inter.prefix(2000))
    try assertRejected(
      Self.fonts("fonts/cut.ttf"), at: "3:44", keyPath: "fonts.faces[1].file",
      what: "fonts/cut.ttf: is truncated: font table", fix: "copy the font again")
  }

  func testACFFFont() throws {
    try writeGoodFont()
    try write("fonts/cff.otf", try FontFixtures.cffFlavoured())
    let font = root.appendingPathComponent("fonts/cff").standardizedFileURL.path
    try assertRejected(
      Self.fonts("fonts/cff.otf"), at: "3:44", keyPath: "fonts.faces[1].file",
      what: "fonts/cff.otf: the font has PostScript (CFF) outlines",
      fix: "convert it to TrueType outlines: `pip install fonttools`, then run "
        + "`python3 tools/otf2ttf.py \(font).otf` in Specimen's checkout, which writes "
        + "“\(font).ttf”; use that file instead")
  }

  func testDuplicateVariantIds() throws {
    let variant = #"{"component": "badge", "id": "twin", "title": "X"}"#
    try assertRejected(
      #""variants": [\#(variant),\#n\#(variant)]"#, at: "3:30", keyPath: "variants[1].id",
      what: "the component “badge” already has a variant “twin”",
      fix: "give this variant another id")
  }

  func testTensOfThousandsOfVariantsWithADuplicateIdAreRefusedInLinearTime() throws {
    // The last id repeats the first: every variant is checked before the refusal. A `contains`
    // per variant and a copy per append made 100,000 minutes long. Linear is checked as a
    // ratio: four times the variants may cost at most eight times the CPU (linear is four,
    // quadratic sixteen), whatever the machine's speed: 10,000 and 40,000 variants, 25,000 and
    // 100,000 with SPECIMEN_SOAK=1.
    let count = Soak.count(fast: 40_000, soak: 100_000)
    // The CPU time of this thread: what the work costs, however busy the machine is.
    func cpuTime() -> TimeInterval {
      var now = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
      return TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9
    }
    func refuse(_ count: Int) throws -> (wall: TimeInterval, cpu: TimeInterval) {
      var text = "{\(Self.small),\n\"variants\": ["
      for index in 0..<count {
        text += #"{"component": "badge", "id": "v\#(index % (count - 1))", "title": "V"},"#
      }
      text.removeLast()
      text += "]}"
      try write("many.json", text)
      defer { try? FileManager.default.removeItem(at: root.appendingPathComponent("many.json")) }
      let started = (wall: Date(), cpu: cpuTime())
      let result = run(["--config", "many.json", "--output", "site"])
      let seconds = (wall: Date().timeIntervalSince(started.wall), cpu: cpuTime() - started.cpu)
      XCTAssertEqual(result.status, 2, result.errors)
      XCTAssertTrue(
        result.errors.hasPrefix("specimen: error: many.json:2:"), result.errors)
      XCTAssertTrue(
        result.errors.contains(
          ": variants[\(count - 1)].id: the component “badge” already has a variant “v0”"),
        result.errors)
      return seconds
    }
    let quarter = try refuse(count / 4)
    let full = try refuse(count)
    XCTAssertLessThan(full.cpu, 8 * quarter.cpu, "\(count / 4): \(quarter); \(count): \(full)")
    XCTAssertLessThan(full.wall, 60, "\(full)")
    XCTAssertEqual(try Self.site(), Self.baseline)
  }

  func testDuplicateEnvironmentIds() throws {
    let environment =
      #"{"name": "twin", "width": 100, "height": 100, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}"#
    try assertRejected(
      #"{"environments": [\#(environment),\#n\#(environment)]}"#, whole: true, at: "2:10",
      keyPath: "environments[1].name", what: "two environments are named “twin”",
      fix: "give each environment its own name")
  }

  func testIdsThatWouldEscapeTheOutputFolder() throws {
    for id in ["../x", "/abs", "a/b"] {
      try assertRejected(
        #""variants": [{"component": "badge", "id": "\#(id)", "title": "X"}]"#, at: "2:43",
        keyPath: "variants[0].id", what: "the variant id “\(id)” cannot be used",
        fix: "use lower-case letters a–z, digits and single hyphens")
    }
  }

  func testAnEmptyCatalog() throws {
    try assertRejected(
      #"{"components": []}"#, whole: true, at: "1:16", keyPath: "components",
      what: "the list of components is empty, so the catalog would be empty",
      fix: "list at least one component id")
  }

  // MARK: Text from the config, checked where it is written

  func testAControlCharacterInAVariantsTextIsRefusedWhereItIsWritten() throws {
    let variant = #""variants": [{"component": "badge", "id": "x", "title": "X", "#
    try assertRejected(
      variant + #""content": {"title": "A\u0001B"}}]"#, at: "2:83",
      keyPath: "variants[0].content.title",
      what: "the text has U+0001 (a control character) at position 2 in “A\\u{1}B”",
      fix: "remove it")
    try assertRejected(
      variant + #""content": {"subtitles": ["fine", "\u001B[2J"]}}]"#, at: "2:96",
      keyPath: "variants[0].content.subtitles[1]",
      what: "the text has U+001B (a control character) at position 1", fix: "remove it")
    try assertRejected(
      variant + #""summary": "\uFFFE"}]"#, at: "2:73", keyPath: "variants[0].summary",
      what: "the text has U+FFFE (a non-character)", fix: "remove it")
  }

  func testACharacterNoFontDrawsInPageTextIsNamedAtItsVariant() throws {
    // A variant title is page text (a heading), not drawn text: refused all the same, since the
    // browser would draw the emoji in a system font the page does not embed.
    try assertRejected(
      #""variants": [{"component": "badge", "id": "x", "title": "Saved \uD83C\uDF89", "#
        + #""content": {"title": "Saved"}}]"#, at: "2:14", keyPath: "variants[0]",
      what:
        "no font of the page can draw U+1F389 in “Saved \u{1F389}” (badge/x: the variant title)",
      fix: "remove the character, or add “fonts” to this config")
  }

  func testInvisibleCharactersAndBlankLinesAreDrawnNotRefused() throws {
    // Default-ignorable code points need no glyph; a soft hyphen, blank lines and a final line
    // break are legal content, in drawn text and in page text alike.
    try write(
      "invisible.json",
      "{\(Self.small),\n"
        + #""variants": [{"component": "badge", "id": "x", "title": "X", "summary": "soft\u00ADhyphen \u200B \u202Ertl\u202C \uFEFF", "#
        + #""content": {"title": "a\u200Bb\u200Dc\uFE0F \u2066d\u2069\u00ADe \uDB40\uDD00\n\nf\n"}}]}"#
    )
    let result = run(["--config", "invisible.json", "--output", "invisible-site", "--quiet"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, "")
  }

  func testACharacterNoFontDrawsIsNamedWhereItIsWritten() throws {
    let variant = #""variants": [{"component": "badge", "id": "x", "title": "X", "#
    try assertRejected(
      variant + #""content": {"title": "Saved \uD83D\uDE00"}}]"#, at: "2:83",
      keyPath: "variants[0].content.title",
      what: "no font of the style's face stack can draw U+1F600 in “Saved \u{1F600}",
      fix: "remove the character, or add “fonts” to this config with a font file that has it")
    try writeGoodFont()
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/Good.ttf"}]},"#
        + "\n" + variant + #""content": {"subtitles": ["x\u0301"]}}]"#, at: "3:88",
      keyPath: "variants[0].content.subtitles[0]",
      what: "no font of the style's face stack can draw U+0301",
      fix: "remove the character, or add a font file that has it to “fonts”.“fallback”")
  }

  func testATypeStyleInAFamilyWithoutFacesIsNamedWhereTheVariantNamesIt() throws {
    try writeGoodFont()
    try assertRejected(
      #""fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "fonts/Good.ttf"}]},"#
        + "\n"
        + #""variants": [{"component": "badge", "id": "x", "title": "X", "design": {"titleStyle": "pinned"}}]"#,
      at: "3:87", keyPath: "variants[0].design.titleStyle",
      what: "the type style “pinned” is drawn in the font family “Inter”, which has no faces",
      fix: "add faces of “Inter” to “fonts”.“faces”, or name a type style drawn in one of")
  }

  func testTheSiteTitleAndEnvironmentNamesAreCheckedWhereTheyAreWritten() throws {
    try assertRejected(
      #""title": "Acme\u0007""#, at: "2:10", keyPath: "title",
      what: "“Acme\\u{7}” contains a control or invisible character", fix: "remove it")
    try assertRejected(
      #"{"environments": [{"name": "Big\u001BPhone", "width": 100, "height": 100, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#,
      whole: true, at: "1:28", keyPath: "environments[0].name",
      what: "the environment name “Big\\u{1B}Phone” cannot be part of a file name",
      fix: "use lower-case letters a–z")
  }
}

extension Data {
  fileprivate var string: String { String(decoding: self, as: UTF8.self) }
}
