import Foundation
import XCTest

@testable import Specimen

/// The change report from differences made up here: the summary the command prints, the
/// grouping of drawings that changed alike, the page's order and views, `changes.json`, and the
/// files the report site holds.
final class ChangeReportTests: XCTestCase {
  private func record(_ component: String, _ variant: String, _ environment: String)
    -> DrawingRecord
  {
    DrawingRecord(
      path: "svg/\(component)/\(variant)-\(environment)-light.svg", component: component,
      componentName: component.capitalized, variant: variant, variantTitle: variant.capitalized,
      environment: environment, environmentName: environment, theme: "light", parts: [])
  }

  private let radius = PropertyChange(
    part: "card", property: "corner radius",
    old: PropertyRecord(name: "corner radius", value: "16", unit: "pt", token: "modalCorner"),
    new: PropertyRecord(name: "corner radius", value: "12", unit: "pt", token: "modalCorner"),
    text: "card corner radius 16 → 12 pt")

  private let colour = PropertyChange(
    part: "message", property: "colour",
    old: PropertyRecord(name: "colour", value: "#FFFFFF", unit: nil, token: "toastLabel"),
    new: PropertyRecord(name: "colour", value: "#000000", unit: nil, token: "label"),
    text: "message colour toastLabel → label")

  private func report() -> ChangeReport {
    let modal = ["compact", "regular", "split"].map {
      DrawingChange(kind: .changed, drawing: record("modal", "two", $0), changes: [radius])
    }
    let toast = DrawingChange(
      kind: .changed, drawing: record("toast", "long", "compact"), changes: [colour])
    let added = DrawingChange(kind: .added, drawing: record("toast", "new", "compact"), changes: [])
    var before: [String: Data] = [:]
    var after: [String: Data] = [:]
    for change in modal + [toast] {
      before[change.drawing.path] = Data("<svg>\n<rect rx=\"16\"/>\n</svg>\n".utf8)
      after[change.drawing.path] = Data("<svg>\n<rect rx=\"12\"/>\n</svg>\n".utf8)
    }
    after[added.drawing.path] = Data("<svg/>\n".utf8)
    before["modal.html"] = Data("<html><main>\n<p>16</p>\n</main></html>".utf8)
    after["modal.html"] = Data("<html><main>\n<p>12</p>\n</main></html>".utf8)
    before["assets/site.css"] = Data("a {}\n".utf8)
    after["assets/site.css"] = Data("b {}\n".utf8)
    return ChangeReport(
      drawings: [toast, added] + modal, addedFiles: [added.drawing.path],
      removedFiles: [],
      changedFiles: (modal + [toast]).map(\.drawing.path) + ["modal.html", "assets/site.css"],
      baselineHasLayout: true, before: before, after: after)
  }

  func testTheSummaryCountsPerComponentAndGroupsAlikeChanges() {
    XCTAssertEqual(
      report().summary(baseline: "baseline/"),
      """
      specimen check: 4 drawings changed, 1 added, 0 removed; 1 page differs; 1 other file differs (against the baseline baseline/)
        Modal: 3 drawings changed, modal.html changed
        Toast: 1 drawing changed, 1 drawing added
        pages changed: modal.html
        other files changed: assets/site.css
        tokens:
          modalCorner (corner radius) 16 → 12 pt, in 3 drawings
          toastLabel → label (message colour), in 1 drawing
        what changed:
          Modal · Two · compact light and 2 more: card corner radius 16 → 12 pt
          Toast · Long · compact light: message colour toastLabel → label
          Toast · New · compact light: added

      """)
    let identical = ChangeReport(
      drawings: [], addedFiles: [], removedFiles: [], changedFiles: [], baselineHasLayout: true,
      before: [:], after: [:])
    XCTAssertTrue(identical.isIdentical)
    XCTAssertEqual(
      identical.summary(baseline: "b/"), "specimen check: identical to the baseline b/\n")
  }

  func testThePageListsTheLayoutChangesFirstThenBothVersions() throws {
    let page = report().page()
    let order = [
      "<h1>What changed</h1>", "id=\"layout\"", "<li>card corner radius 16 → 12 pt</li>",
      "In 3 drawings", "id=\"summary\"", "id=\"drawings\"",
      "id=\"pages\"", "id=\"files\"",
    ]
    var last = page.startIndex
    for text in order {
      let found = try XCTUnwrap(page.range(of: text, range: last..<page.endIndex), "no \(text)")
      last = found.upperBound
    }
    let anchor = ChangeReport.anchor("svg/modal/two-compact-light.svg")
    XCTAssertEqual(anchor, "drawing-modal--two-compact-light")
    XCTAssertTrue(page.contains("href=\"#\(anchor)\""))
    XCTAssertTrue(page.contains("id=\"\(anchor)\""))
    XCTAssertTrue(page.contains("src=\"before/svg/modal/two-compact-light.svg\""))
    XCTAssertTrue(page.contains("src=\"after/svg/modal/two-compact-light.svg\""))
    for view in ["side", "overlay", "blink", "difference"] {
      XCTAssertTrue(page.contains("name=\"view-\(anchor)\" value=\"\(view)\""), view)
    }
    XCTAssertTrue(page.contains("<span class=\"del\">-&lt;rect rx=\"16\"/&gt;\n</span>"), page)
    XCTAssertTrue(page.contains("<span class=\"ins\">+&lt;rect rx=\"12\"/&gt;\n</span>"))
    XCTAssertTrue(page.contains("Diff of its &lt;main&gt;: 1 line removed, 1 added"))
    XCTAssertTrue(page.contains("src=\"after/svg/toast/new-compact-light.svg\""))
    XCTAssertFalse(page.contains("src=\"before/svg/toast/new-compact-light.svg\""))
    XCTAssertFalse(page.contains("<script"))
    XCTAssertFalse(page.contains("http"), "the report reaches for the network")
  }

  func testAnchorsNeverCollideAndSourcesAreEncoded() throws {
    // Paths from a baseline may hold anything a file name may: sanitised alike, they still
    // get ids of their own, the same on every run.
    let alike = [
      "svg/a b/x.svg", "svg/a?b/x.svg", "svg/a_b/x.svg", "svg/a/b.svg", "svg/a--b.svg",
      "svg/a-/b.svg", "svg/a/-b.svg", "a/b.svg", "svg/a/b",
    ]
    let anchors = alike.map(ChangeReport.anchor)
    XCTAssertEqual(Set(anchors).count, alike.count, "\(anchors)")
    XCTAssertEqual(anchors, alike.map(ChangeReport.anchor))
    XCTAssertEqual(ChangeReport.anchor("svg/a/b.svg"), "drawing-a--b")
    XCTAssertEqual(ChangeReport.fnv1a(""), "811c9dc5")
    XCTAssertEqual(ChangeReport.fnv1a("a"), "e40c292c")
    for anchor in anchors {
      XCTAssertFalse(anchor.contains { $0 == " " || $0 == "#" || $0 == "?" }, anchor)
    }

    let path = "svg/my modal/50% #1?.svg"
    let drawing = DrawingRecord(
      path: path, component: "my modal", componentName: "My modal", variant: "one",
      variantTitle: "One", environment: "compact", environmentName: "compact", theme: "light",
      parts: [])
    let report = ChangeReport(
      drawings: [DrawingChange(kind: .changed, drawing: drawing, changes: [radius])],
      addedFiles: [], removedFiles: [], changedFiles: [path], baselineHasLayout: true,
      before: [path: Data("<svg>1</svg>".utf8)], after: [path: Data("<svg>2</svg>".utf8)])
    let page = report.page()
    let encoded = "svg/my%20modal/50%25%20%231%3F.svg"
    XCTAssertTrue(page.contains("src=\"before/\(encoded)\""), page)
    XCTAssertTrue(page.contains("src=\"after/\(encoded)\""), page)
    // The encoded source leads to the file the report holds.
    let base = URL(fileURLWithPath: "/report/index.html")
    let resolved = try XCTUnwrap(URL(string: "before/" + encoded, relativeTo: base))
    XCTAssertEqual(resolved.path, "/report/before/" + path)
    XCTAssertNotNil(try report.site().file("before/" + path))
    let id = ChangeReport.anchor(path)
    XCTAssertTrue(page.contains("id=\"\(id)\""), page)
    XCTAssertTrue(page.contains("href=\"#\(id)\""), page)
  }

  func testTheSiteHoldsBothVersionsTheJSONAndAManifest() throws {
    let site = try report().site()
    XCTAssertEqual(
      site.files.map(\.path),
      [
        "after/svg/modal/two-compact-light.svg", "after/svg/modal/two-regular-light.svg",
        "after/svg/modal/two-split-light.svg", "after/svg/toast/long-compact-light.svg",
        "after/svg/toast/new-compact-light.svg", "before/svg/modal/two-compact-light.svg",
        "before/svg/modal/two-regular-light.svg", "before/svg/modal/two-split-light.svg",
        "before/svg/toast/long-compact-light.svg", "changes.json", "index.html", "manifest.json",
        "report.css",
      ])
    let manifest = try XCTUnwrap(
      JSONSerialization.jsonObject(with: try XCTUnwrap(site.file("manifest.json")).contents)
        as? [String: Any])
    XCTAssertEqual(manifest["generator"] as? String, "Specimen")
    XCTAssertEqual(manifest["contents"] as? String, ChangeReport.manifestContents)

    let json = try XCTUnwrap(site.file("changes.json")).contents
    XCTAssertEqual(try report().json(), String(decoding: json, as: UTF8.self), "not stable")
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
    XCTAssertEqual(document["identical"] as? Bool, false)
    let counts = try XCTUnwrap(document["counts"] as? [String: [String: Int]])
    XCTAssertEqual(counts["drawings"], ["added": 1, "removed": 0, "changed": 4])
    XCTAssertEqual(counts["pages"], ["added": 0, "removed": 0, "changed": 1])
    let drawings = try XCTUnwrap(document["drawings"] as? [[String: Any]])
    XCTAssertEqual(
      drawings.compactMap { $0["path"] as? String },
      [
        "svg/modal/two-compact-light.svg", "svg/modal/two-regular-light.svg",
        "svg/modal/two-split-light.svg", "svg/toast/long-compact-light.svg",
        "svg/toast/new-compact-light.svg",
      ])
    let change = try XCTUnwrap((drawings[3]["changes"] as? [[String: Any]])?.first)
    XCTAssertEqual(change["part"] as? String, "message")
    XCTAssertEqual((change["old"] as? [String: Any])?["token"] as? String, "toastLabel")
    XCTAssertEqual((change["new"] as? [String: Any])?["value"] as? String, "#000000")
    XCTAssertTrue((change["new"] as? [String: Any])?["unit"] is NSNull, "unit is not null")
    let components = try XCTUnwrap(document["components"] as? [[String: Any]])
    XCTAssertEqual(components.compactMap { $0["id"] as? String }, ["modal", "toast"])
    XCTAssertEqual(components[0]["page"] as? String, "changed")
    XCTAssertTrue(components[1]["page"] is NSNull)
  }

  /// A report of `count` removed drawings of one component, with a page each, a changed page,
  /// and `others` removed other files.
  private func removals(_ count: Int, others: Int = 0) -> ChangeReport {
    var before: [String: Data] = [:]
    var drawings: [DrawingChange] = []
    for index in 0..<count {
      let drawing = record("extra", "v\(index)", "compact")
      drawings.append(DrawingChange(kind: .removed, drawing: drawing, changes: []))
      before[drawing.path] = Data("<svg>\(index)</svg>\n".utf8)
    }
    let files = (0..<others).map { "notes/\($0).txt" }
    return ChangeReport(
      drawings: drawings, addedFiles: [], removedFiles: drawings.map(\.drawing.path) + files,
      changedFiles: [], baselineHasLayout: true, before: before, after: [:])
  }

  func testALargeReportShowsTheFirstDrawingsInFullAndListsEveryOne() throws {
    var report = removals(12)
    report.detailLimit = 5
    let site = try report.site()
    let copies = site.files.map(\.path).filter { $0.hasPrefix("before/") }
    XCTAssertEqual(copies.count, 5, "\(copies)")
    XCTAssertEqual(report.detailedPaths, Set(copies.map { String($0.dropFirst("before/".count)) }))
    let page = report.page()
    for index in 0..<12 {
      XCTAssertTrue(page.contains("V\(index) · compact light"), "drawing \(index) is not listed")
    }
    XCTAssertEqual(page.components(separatedBy: "<section class=\"drawing\"").count - 1, 5)
    XCTAssertTrue(page.contains("The first 5 of the 12 drawings that differ are shown here"))
    XCTAssertTrue(page.contains("7 more drawings of Extra not shown here"))
    // Links go only to the drawings shown.
    for path in report.detailedPaths {
      XCTAssertTrue(page.contains("href=\"#\(ChangeReport.anchor(path))\""), path)
    }
    XCTAssertEqual(page.components(separatedBy: "href=\"#drawing-extra").count - 1, 5)
    let json = try JSONSerialization.jsonObject(with: Data(try report.json().utf8))
    XCTAssertEqual(((json as? [String: Any])?["drawings"] as? [Any])?.count, 12)
  }

  func testTheSummaryCapsItsListsAndEscapesWhatCameFromTheBaseline() {
    let report = removals(3, others: 25)
    let summary = report.summary(baseline: "b/", groupLimit: 10)
    XCTAssertTrue(
      summary.contains(
        "  other files removed: notes/0.txt, notes/1.txt, notes/10.txt, notes/11.txt, "
          + "notes/12.txt, notes/13.txt, notes/14.txt, notes/15.txt, notes/16.txt, "
          + "notes/17.txt and 15 more\n"), summary)
    let path = "svg/toast/\u{202E}gvs.kcatta-compact-light.svg"
    let sneaky = ChangeReport(
      drawings: [
        DrawingChange(
          kind: .removed,
          drawing: DrawingRecord(
            path: path, component: "toast", componentName: "Toast\u{1B}[2J",
            variant: "\u{202E}gvs", variantTitle: "\u{202E}gvs", environment: "compact",
            environmentName: "compact", theme: "light", parts: []), changes: [])
      ], addedFiles: [], removedFiles: [path], changedFiles: [], baselineHasLayout: true,
      before: [path: Data("<svg/>".utf8)], after: [:])
    let text = sneaky.summary(baseline: "b/")
    XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" }, text)
    XCTAssertTrue(text.contains("Toast\\u{1B}[2J · \\u{202E}gvs · compact light"), text)
    let page = sneaky.page()
    XCTAssertFalse(page.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" }, page)
  }

  func testTwentyThousandDrawingsOfOneComponentMakeAReportQuickly() throws {
    // Once quadratic (each drawing copied its component's list): seconds at 10,000.
    let report = removals(20_000)
    let started = Date()
    XCTAssertEqual(report.components.first?.removed.count, 20_000)
    let site = try report.site()
    XCTAssertEqual(
      site.files.filter { $0.path.hasPrefix("before/") }.count, ChangeReport.standardDetailLimit)
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
  }
}
