import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The rerun cache: a build that reuses kept components writes the same bytes as one that makes
/// everything afresh, reuses exactly the components whose inputs are unchanged, and ignores a
/// damaged or foreign entry.
final class RerunCacheTests: XCTestCase {
  /// What a build wrote, what it kept for the next run, and what it did.
  struct Built {
    var files: [String: Data]
    var entries: [RerunCache.Entry]
    /// The components reused as they were, and their keys (``RerunCacheStore/carry``).
    var carried: [(component: ComponentID, key: String, paths: [String])]
    var report: BuildReport
  }

  /// Builds `registry`'s site with `cache`, keeping what it stores.
  static func build(
    _ registry: Registry, options: SiteOptions = SiteOptions(), cache: RerunCache?
  ) throws -> Built {
    var files: [String: Data] = [:]
    let entries = RerunCacheEntries()
    let report = try SiteAssembler(resources: TestResources.site, options: options).build(
      registry: registry, environments: Environment.defaults, baseline: nil, cache: cache,
      store: entries, emit: { files[$0.path] = $0.contents })
    return Built(files: files, entries: entries.all, carried: entries.carried, report: report)
  }

  /// The built-in site, fonts and stress tests left out, built without a cache, with what it
  /// stores: built once and shared by the tests that start from it (each reads it, none changes
  /// it).
  private static let plain = Result {
    try build(.builtIn, options: SiteOptions(embedFonts: false, stressTests: []), cache: nil)
  }

  /// Builds `registry`'s site without a cache.
  static func uncached(_ registry: Registry, options: SiteOptions = SiteOptions()) throws
    -> [String: Data]
  {
    var files: [String: Data] = [:]
    try SiteAssembler(resources: TestResources.site, options: options).build(
      registry: registry, environments: Environment.defaults, baseline: nil,
      emit: { files[$0.path] = $0.contents })
    return files
  }

  /// A cache holding `entries`, as the loader would read them back.
  static func cache(_ entries: [RerunCache.Entry]) -> RerunCache {
    var components: [ComponentID: RerunCache.Component] = [:]
    for entry in entries {
      let files = entry.files
      let summary = entry.summary
      components[entry.component] = RerunCache.Component(key: entry.key) { (summary, files) }
    }
    return RerunCache(components: components)
  }

  static func assertSame(
    _ a: [String: Data], _ b: [String: Data], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), file: file, line: line)
    for (path, bytes) in a where b[path] != bytes {
      XCTFail("\(path) differs", file: file, line: line)
    }
  }

  /// The built-in registry with one more component, a toast painted with a colour token only it
  /// uses, that token in `color`.
  static func accented(_ color: RGBAColor) -> Registry {
    let token = ColorToken("test-accent", light: color, dark: color)
    var registry = Registry.builtIn
    var entry = ComponentEntry.toast
    entry.id = "accent-toast"
    entry.name = "Accent toast"
    entry.variants = [
      Variant(
        id: "accent", title: "Accent",
        component: Toast.Builder().setMessage("Saved to your library").setBackgroundColor(token)
          .setAction { _ in }.build())
    ]
    registry.entries.append(entry)
    registry.tokens.colors.append(token)
    return registry
  }

  /// The built-in site, fonts embedded and stress tests added (the default options), is the
  /// same byte for byte made afresh and made from the cache, at one thread and at three; the
  /// cached build lays out no drawing (the index's thumbnails come from the summaries).
  func testCachedBuildIsByteIdenticalToUncached() throws {
    // Made afresh on a thread per core; read back from the cache on one thread and on three.
    let first = try Self.build(.builtIn, options: SiteOptions(), cache: nil)
    XCTAssertEqual(first.report.componentsBuilt, Registry.builtIn.entries.count)
    XCTAssertEqual(first.report.componentsReused, 0)
    XCTAssertEqual(first.entries.count, Registry.builtIn.entries.count)
    XCTAssertGreaterThan(first.report.drawingsLaidOut, 700)
    // The drawings in its sheets, counted as it makes them.
    let sheets = first.files.filter { $0.key.hasPrefix("svg/") }.values
    let drawings = sheets.map { DrawingSheet.viewIDs(in: String(decoding: $0, as: UTF8.self)) }
    XCTAssertEqual(first.report.drawings, drawings.map(\.count).reduce(0, +))
    let cache = Self.cache(first.entries)
    for threads in [1, 3] {
      let rerun = try Self.build(.builtIn, options: SiteOptions(threads: threads), cache: cache)
      XCTAssertEqual(rerun.report.componentsReused, Registry.builtIn.entries.count)
      XCTAssertEqual(rerun.report.componentsBuilt, 0)
      XCTAssertEqual(rerun.report.drawingsLaidOut, 0)
      XCTAssertTrue(rerun.entries.isEmpty, "a reused component is not stored again")
      XCTAssertEqual(rerun.carried.map(\.component), first.entries.map(\.component))
      XCTAssertEqual(rerun.carried.map(\.key), first.entries.map(\.key))
      XCTAssertEqual(rerun.carried.map(\.paths), first.entries.map { $0.files.map(\.path) })
      XCTAssertEqual(rerun.report.drawings, first.report.drawings)
      Self.assertSame(first.files, rerun.files)
    }
  }

  /// Changing a token that one component uses makes only that component again (its drawings
  /// laid out, none of the others'), and the site is the one made afresh.
  func testOneTokenChangeRebuildsOnlyTheComponentUsingIt() throws {
    let options = SiteOptions(embedFonts: false, stressTests: [])
    let before = Self.accented(RGBAColor(red: 10, green: 110, blue: 120))
    let after = Self.accented(RGBAColor(red: 176, green: 48, blue: 106))
    let first = try Self.build(before, options: options, cache: nil)
    let rerun = try Self.build(after, options: options, cache: Self.cache(first.entries))
    let others = before.entries.count - 1
    XCTAssertEqual(rerun.report.componentsReused, others)
    XCTAssertEqual(rerun.report.componentsBuilt, 1)
    XCTAssertEqual(rerun.entries.map(\.component), ["accent-toast"])
    // The accent toast's one variant at every environment in both themes.
    XCTAssertEqual(rerun.report.drawingsLaidOut, Environment.defaults.count * 2)
    Self.assertSame(rerun.files, try Self.uncached(after, options: options))
    let sheet = "svg/accent-toast/accent.svg"
    XCTAssertNotNil(first.files[sheet])
    XCTAssertNotEqual(rerun.files[sheet], first.files[sheet])
  }

  /// Rebuilds the built-in site (fonts and stress tests left out) from the plain build's cache
  /// after `change`, and checks that only the component at `index` was made again and that the
  /// site is the one made afresh; returns the rerun's files.
  private func assertOnlyRebuilt(
    _ index: Int, after change: (inout Registry) -> Void, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> [String: Data] {
    let options = SiteOptions(embedFonts: false, stressTests: [])
    let first = try Self.plain.get()
    var changed = Registry.builtIn
    change(&changed)
    let rerun = try Self.build(changed, options: options, cache: Self.cache(first.entries))
    XCTAssertEqual(
      rerun.entries.map(\.component), [changed.entries[index].id], file: file, line: line)
    XCTAssertEqual(
      rerun.report.componentsReused, changed.entries.count - 1, file: file, line: line)
    Self.assertSame(
      rerun.files, try Self.uncached(changed, options: options), file: file, line: line)
    return rerun.files
  }

  /// A changed variant summary (on its component's page only) makes that component again, and
  /// only it.
  func testChangedSummaryRebuildsItsComponentOnly() throws {
    _ = try assertOnlyRebuilt(0) { $0.entries[0].variants[0].summary += " Changed." }
  }

  /// A variant's new title is on its own component's page and in `assets/site.js` (the sidebar
  /// filter's titles), not on the other pages: only that component is made again, and the site
  /// is the one made afresh.
  func testChangedVariantTitleRebuildsItsComponentOnly() throws {
    let files = try assertOnlyRebuilt(1) { $0.entries[1].variants[0].title += " (renamed)" }
    let script = try XCTUnwrap(files["assets/site.js"])
    XCTAssertTrue(String(decoding: script, as: UTF8.self).contains(" (renamed)"))
  }

  /// A changed site title is on every page: nothing is reused, and the site is the one made
  /// afresh.
  func testChangedShellRebuildsEverything() throws {
    let options = SiteOptions(embedFonts: false, stressTests: [])
    let first = try Self.plain.get()
    var retitled = options
    retitled.title = "Another catalog"
    let rerun = try Self.build(.builtIn, options: retitled, cache: Self.cache(first.entries))
    XCTAssertEqual(rerun.report.componentsReused, 0)
    Self.assertSame(rerun.files, try Self.uncached(.builtIn, options: retitled))
  }

  /// Written to disk and read back, the cache gives the same site; a truncated data file, a
  /// record that is not JSON, one with another key, one naming a file of another component, one
  /// from another engine version and one whose sizes overflow are each ignored (that component made afresh), and the site
  /// is still the one made afresh.
  func testDamagedAndForeignEntriesAreIgnored() throws {
    let options = SiteOptions(embedFonts: false, stressTests: [])
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try Self.plain.get()
    let writer = RerunCacheWriter(folder: folder)
    for entry in first.entries { writer.store(entry) }
    XCTAssertEqual(writer.written, first.entries.count)
    XCTAssertEqual(writer.failures, 0)
    let whole = try Self.build(
      .builtIn, options: options, cache: RerunCacheLoader.load(from: folder))
    XCTAssertEqual(whole.report.componentsReused, first.entries.count)
    Self.assertSame(whole.files, first.files)

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func record(_ id: String) throws -> [String: Any] {
      try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: url(id + ".json"))) as? [String: Any])
    }
    func save(_ object: [String: Any], _ id: String) throws {
      try JSONSerialization.data(withJSONObject: object).write(to: url(id + ".json"))
    }
    // Truncated bytes.
    let modal = try Data(contentsOf: url("modal.data"))
    try modal.prefix(modal.count / 2).write(to: url("modal.data"))
    // Not JSON.
    try Data("{\"format\": 1, \"key\": ".utf8).write(to: url("toast.json"))
    // Another key.
    var retry = try record("retry")
    retry["key"] = String(repeating: "0", count: 32)
    try save(retry, "retry")
    // A file of another component, with the bytes' hash right.
    var loading = try record("loading")
    var files = try XCTUnwrap(loading["files"] as? [[String: Any]])
    files[0]["path"] = "index.html"
    loading["files"] = files
    try save(loading, "loading")
    // Another engine.
    var input = try record("input-field")
    input["engine"] = "specimen-engine 1999"
    try save(input, "input-field")
    // Sizes that add up past the largest integer.
    var sheet = try record("bottom-modal")
    sheet["summaryBytes"] = Int.max
    sheet["manifestBytes"] = 1
    try save(sheet, "bottom-modal")

    let damaged = RerunCacheLoader.load(from: folder)
    let rerun = try Self.build(.builtIn, options: options, cache: damaged)
    XCTAssertEqual(rerun.report.componentsBuilt, 6)
    XCTAssertEqual(rerun.report.componentsReused, first.entries.count - 6)
    XCTAssertEqual(
      Set(rerun.entries.map(\.component)),
      ["modal", "toast", "retry", "loading", "input-field", "bottom-modal"])
    Self.assertSame(rerun.files, first.files)
  }

  /// The writer never writes into a folder that holds anything but its own cache, and removes
  /// the entries of components no longer in the registry.
  func testWriterKeepsToItsOwnFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let foreign = root.appendingPathComponent("foreign")
    try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: foreign.appendingPathComponent("notes.json"))
    let first = try Self.plain.get()
    let refused = RerunCacheWriter(folder: foreign)
    refused.store(first.entries[0])
    refused.removeOthers(keeping: [])
    XCTAssertEqual(refused.failures, 1)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: foreign.path), ["notes.json"])

    let own = RerunCacheWriter(folder: root.appendingPathComponent("cache"))
    for entry in first.entries { own.store(entry) }
    own.removeOthers(keeping: ["modal"])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: own.folder.path).sorted(),
      ["CACHEDIR.TAG", "modal.data", "modal.json"])
  }

  /// The writer writes a component's files as they come and renames its data into place only
  /// when it is finished: one discarded, or never finished (a build that failed), leaves no
  /// record, and the next run's clean-up removes its temporary file; the finished one reads
  /// back whole, its files first.
  func testWriterWritesAComponentAsItComes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try Self.plain.get()
    let modal = try XCTUnwrap(first.entries.first { $0.component == "modal" })
    let writer = RerunCacheWriter(folder: folder)
    for file in modal.files { writer.keep(file, of: "modal") }
    writer.keep(modal.files[0], of: "toast")
    writer.keep(modal.files[0], of: "retry")
    writer.discard("toast")
    func names() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
    XCTAssertEqual(try names(), ["CACHEDIR.TAG", "modal.data.partial", "retry.data.partial"])
    writer.finish("modal", key: modal.key, summary: modal.summary)
    XCTAssertEqual(writer.written, 1)
    XCTAssertEqual(writer.failures, 0)
    writer.removeOthers(keeping: ["modal", "retry", "toast"])
    XCTAssertEqual(try names(), ["CACHEDIR.TAG", "modal.data", "modal.json"])
    let kept = try XCTUnwrap(RerunCacheLoader.load(from: folder).components["modal"])
    XCTAssertEqual(kept.key, modal.key)
    let loaded = try XCTUnwrap(kept.load())
    XCTAssertEqual(loaded.files.map(\.path), modal.files.map(\.path))
    XCTAssertEqual(loaded.files.map(\.contents), modal.files.map(\.contents))
    XCTAssertEqual(loaded.summary.manifest, modal.summary.manifest)
    XCTAssertEqual(loaded.summary.pages, modal.summary.pages)
  }

  /// Every field of the accessibility checks the summary keeps, counted: a field added to one
  /// of them fails here until ``ComponentSummary`` keeps it too.
  func testSummaryKeepsEveryFieldOfTheChecks() {
    let paint = Paint(token: nil, color: RGBAColor(red: 0, green: 0, blue: 0))
    let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let contrast = ContrastCheck(
      text: "", style: style, foreground: paint, background: paint.color, backgroundTokens: [],
      uniformBackground: true, ratio: 1, minimum: 4.5)
    let hitArea = HitAreaCheck(
      element: AccessibilityElement(label: "", action: ""),
      frame: Rect(x: 0, y: 0, width: 0, height: 0))
    XCTAssertEqual(Mirror(reflecting: contrast).children.count, 10)
    XCTAssertEqual(Mirror(reflecting: hitArea).children.count, 3)
    XCTAssertEqual(Mirror(reflecting: AccessibilitySection.OverviewPart()).children.count, 2)
  }

  /// A summary reads back as it was written: every place, check and paint (written as arrays of
  /// their fields) and the thumbnail; an array with a field more is refused.
  func testSummaryReadsBackAsWritten() throws {
    let entries = try Self.plain.get().entries
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]  // as the cache writer writes it
    var contrast = 0
    var hitAreas = 0
    for entry in entries {
      let written = try encoder.encode(entry.summary)
      let read = try JSONDecoder().decode(ComponentSummary.self, from: written)
      XCTAssertEqual(read.places, entry.summary.places, "\(entry.component)")
      XCTAssertEqual(read.contrastChecks, entry.summary.contrastChecks, "\(entry.component)")
      XCTAssertEqual(read.thumbnail, entry.summary.thumbnail, "\(entry.component)")
      XCTAssertEqual(try encoder.encode(read), written, "\(entry.component)")
      contrast += entry.summary.contrast.count
      hitAreas += entry.summary.hitAreas.count
    }
    XCTAssertGreaterThan(contrast, 0, "the built-in catalog fails contrast checks")
    XCTAssertGreaterThan(hitAreas, 0, "the built-in catalog fails hit-area checks")
    let place = Data(#"["two-buttons","Two buttons",0,"light"]"#.utf8)
    XCTAssertEqual(
      try JSONDecoder().decode(ComponentSummary.Place.self, from: place),
      ComponentSummary.Place(
        variant: "two-buttons", variantTitle: "Two buttons", environment: 0, theme: "light"))
    let longer = Data(#"["two-buttons","Two buttons",0,"light","more"]"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(ComponentSummary.Place.self, from: longer))
  }

  func testFolderBesideTheOutput() {
    XCTAssertEqual(
      RerunCacheLoader.folder(besideOutput: URL(fileURLWithPath: "/work/site/Output")).path,
      "/work/site/.Output.specimen-cache")
    XCTAssertEqual(
      RerunCacheLoader.load(from: URL(fileURLWithPath: "/nonexistent/cache")).components.count,
      0)
  }
}
