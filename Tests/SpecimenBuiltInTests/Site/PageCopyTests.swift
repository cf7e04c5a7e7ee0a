import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in site speaks a designer's language: no page's visible text mentions the seeds
/// (the Korean posts the components come from: they belong in the README and the source
/// comments), and none shows code — backticks, camelCase or dotted names, calls, subscripts.
///
/// What is checked: every page's text outside `<pre>`, `<code>`, `<svg>`, `<script>` and
/// `<style>` (usage code is code; a drawing's text is the component's content), plus the
/// `title`, `aria-label` and `alt` attributes a reader meets there.
///
/// It also fails on what a designer should not have to decode: a library's or an API's name
/// (``CopyChecker/engineeringNames``), a console message (“logs “Unable to …””), and a formula
/// (`n × 56`, `(n − 1)`): say what happens instead, and keep the engineering detail in the
/// source comments.
///
/// What is allowed, and why (reviewed; keep it short):
/// - ``PageCopyTests/properNames``: product names spelled as their makers spell them (iPhone,
///   VoiceOver).
/// - A design token is written by its value, then its name in words: `38 pt (bottom inset)`.
///   Its camelCase name never appears in prose.
/// - In a table cell of the accessibility and foundations tables, token names and the words
///   the drawings show (`#FF3B30 (systemRed)`, `kyoto.jpg`): those tables name the token behind
///   each value, as a design tool's inspector does. Not in the spec table: its parts and
///   colours are in words (`negative button`).
/// - A passage that is exactly a token's name: the foundations page titles each swatch with it.
/// - `e.g.` and `i.e.`, English abbreviations.
final class PageCopyTests: XCTestCase {
  /// Product names with a lowercase-then-uppercase join, allowed as they are.
  static let properNames: Set<String> = [
    "iPhone", "iPhones", "iPad", "iPads", "iOS", "iPadOS", "VoiceOver",
  ]

  /// What a passage of a page's text should not say, with the passage.
  struct Problem: CustomStringConvertible, Equatable {
    var page: String
    var found: [String]
    var passage: String
    var description: String {
      "\(page): \(found.map { "“\($0)”" }.joined(separator: ", ")) in: \(passage)"
    }
  }

  /// The shared site (fonts left out) and the light drawings of the shared catalog (every
  /// variant and stress test on every screen), laid out as a light-only catalog lays them out.
  private static let built = Result { () throws -> (site: Site, catalog: Catalog) in
    let site = try BuiltInFixtures.siteWithoutFonts.get()
    let all = BuiltInFixtures.catalog
    let catalog = Catalog(
      registry: all.registry, environments: all.environments,
      drawings: all.drawings.filter { $0.environment.theme == .light })
    return (site, catalog)
  }

  func testNoPageSpeaksTheProjectsInternalLanguage() throws {
    let (site, catalog) = try Self.built.get()
    let pages = site.files.filter { $0.path.hasSuffix(".html") }
    XCTAssertGreaterThan(pages.count, 1, "the built-in site has no component pages")
    var checker = CopyChecker(
      tokenNames: Self.tokenNames(Registry.builtIn.tokens),
      partNames: Set(
        catalog.drawings.flatMap {
          $0.layout.allNodes.compactMap { (node: LayoutNode) in node.role }
        }),
      content: Set(catalog.drawings.flatMap { Self.content(of: $0.layout) }))
    // The colours the drawings paint with, system colours included, are tokens too.
    checker.tokenNames.formUnion(
      catalog.drawings.flatMap { drawing in
        drawing.layout.allNodes.compactMap { (node: LayoutNode) -> String? in
          switch node.content {
          case .shape(let shape): shape.fill?.token ?? shape.stroke?.token
          case .text(let text): text.paint.token
          default: nil
          }
        }
      })
    var problems: [Problem] = []
    for page in pages {
      let passages = VisibleText.passages(of: String(decoding: page.contents, as: UTF8.self))
      XCTAssertFalse(passages.isEmpty, "\(page.path) shows no text")
      problems += passages.compactMap { checker.problem(in: $0, page: page.path) }
    }
    XCTAssertEqual(
      problems.count, 0,
      "Page copy in the project's internal language (say it in a designer's words):\n"
        + problems.map(\.description).joined(separator: "\n"))
  }

  /// The words of every text and image label a drawing shows: the component's content, which
  /// the accessibility tables quote.
  static func content(of layout: LayoutNode) -> [String] {
    layout.allNodes.flatMap { node -> [String] in
      switch node.content {
      case .text(let text):
        return text.lines.flatMap { $0.line.text.split(separator: " ").map(String.init) }
      case .image(let image): return image.label.split(separator: " ").map(String.init)
      default: return []
      }
    }
  }

  /// The checker catches each kind of internal language, and lets the reviewed exceptions by.
  func testTheCheckerCatchesInternalLanguage() {
    let checker = CopyChecker(
      tokenNames: ["bottomInset", "inset", "systemRed"], partNames: ["rowTitle"],
      content: ["kyoto.jpg"])
    func found(_ text: String, cell: Bool = false) -> [String] {
      checker.problem(in: VisibleText.Passage(text: text, isTableCell: cell), page: "p")?.found
        ?? []
    }
    XCTAssertEqual(found("As in seed 002."), ["seed"])
    XCTAssertEqual(found("The Seed’s own view."), ["Seed"])
    XCTAssertEqual(found("Pinned with `edges`."), ["`"])
    XCTAssertEqual(found("Its topOffset is 21."), ["topOffset"])
    XCTAssertEqual(found("A BaseViewController paints it."), ["BaseViewController"])
    XCTAssertEqual(found("At show(), it dims."), ["show("])
    XCTAssertEqual(found("Within min(a, b)."), ["min("])
    XCTAssertEqual(
      found("The ToastStyle.verticalPadding default."),
      ["ToastStyle", "verticalPadding", "ToastStyle.verticalPadding"])
    XCTAssertEqual(found("In Toast.swift."), ["Toast.swift"])
    XCTAssertEqual(found("Presented .overFullScreen."), ["overFullScreen", ".overFullScreen"])
    XCTAssertEqual(found("It reads labels[0]."), ["labels["])
    XCTAssertEqual(found("is_enabled"), ["is_enabled"])
    XCTAssertEqual(found("rowTitle runs past"), ["rowTitle"])
    XCTAssertEqual(found("bottomInset is 38"), ["bottomInset"])
    XCTAssertEqual(found("On an iPhone or iPad, e.g. in VoiceOver, 10 pt from 1.5 s."), [])
    XCTAssertEqual(found("38 pt (bottom inset) above the bottom, 16 pt (inset) inside."), [])
    XCTAssertEqual(found("#FF3B30 (systemRed) on #FFFFFF (rowTitle)", cell: true), [])
    XCTAssertEqual(found("#FF3B30 (systemRed) on #FFFFFF (rowTitle)"), ["systemRed", "rowTitle"])
    XCTAssertEqual(found("kyoto.jpg", cell: true), [])
    XCTAssertEqual(found("kyoto.jpg"), [])
    XCTAssertEqual(found("Toast.swift", cell: true), ["Toast.swift"])
    XCTAssertEqual(found("Seeded at 23.8 pt, succeeds (see Findings)."), [])
  }

  /// The designer-copy rules: each example from the issue fails, and its rewrite passes.
  func testTheCheckerCatchesEngineersWords() {
    let checker = CopyChecker(
      tokenNames: ["bottomInset", "modalWidth", "systemRed"],
      partNames: ["negativeButton", "negative button"], content: [])
    func found(_ text: String, cell: Bool = false, spec: Bool = false) -> [String] {
      checker.problem(
        in: VisibleText.Passage(text: text, isTableCell: cell, isSpecTable: spec), page: "p")?
        .found ?? []
    }
    // A token's code name, even with its value: the old form.
    XCTAssertEqual(found("The card is modalWidth (270 pt) wide."), ["modalWidth"])
    XCTAssertEqual(found("bottomInset (38 pt) above the bottom"), ["bottomInset"])
    XCTAssertEqual(found("bottomInset 38 pt"), ["bottomInset"])
    XCTAssertEqual(found("The card is 270 pt (modal width) wide."), [])
    // Library and API names, as words, in prose and in any table cell.
    XCTAssertEqual(found("where the SnapKit layout library turns it"), ["SnapKit"])
    XCTAssertEqual(found("Presented with PanModal's sheet."), ["PanModal"])
    XCTAssertEqual(found("the Toast-Swift library's default padding"), ["Toast-Swift"])
    XCTAssertEqual(found("as UIKit lays it out"), ["UIKit"])
    XCTAssertEqual(found("An NSLayoutConstraint breaks.", cell: true), ["NSLayoutConstraint"])
    XCTAssertEqual(found("safeAreaLayoutGuide", cell: true), ["safeAreaLayoutGuide"])
    XCTAssertEqual(found("A UICollectionViewFlowLayout grid."), ["UICollectionViewFlowLayout"])
    XCTAssertEqual(found("A toast, swift to show, and a pan gesture."), [])
    // A console message.
    XCTAssertEqual(
      found("The system logs “Unable to simultaneously satisfy constraints” and breaks one."),
      ["logs “", "Unable to simultaneously satisfy constraints"])
    XCTAssertEqual(found("It prints \"Unable to load\" to the console."), ["prints \"", "console"])
    XCTAssertEqual(found("The system cannot keep both and drops one at run time."), [])
    // A formula.
    XCTAssertEqual(
      found("n rows make a stack n × 56 + (n − 1) × 5 pt tall"),
      ["n × 56", "(n − 1)", ") × 5", "n − 1"])
    XCTAssertEqual(found("lines × 20 + 32 pt"), ["lines × 20"])
    XCTAssertEqual(found("2 × bottomInset"), ["bottomInset", "2 × bottomInset"])
    XCTAssertEqual(found("at y 747 pt (812 − 21 − 10 − 34)"), ["812 − 21 − 10 − 34"])
    XCTAssertEqual(
      found("Each row is 56 pt, with 5 pt between rows; a 120 × 80 image, 44 × 44 pt, 2×."), [])
    XCTAssertEqual(found("#000000 (label) on #F2F2F7 (screen + background)", cell: true), [])
    // A spec-table part is in words: its code name fails there, whole or not.
    XCTAssertEqual(found("negativeButton", cell: true, spec: true), ["negativeButton"])
    XCTAssertEqual(found("systemRed", cell: true, spec: true), ["systemRed"])
    XCTAssertEqual(found("negative button", cell: true, spec: true), [])
    XCTAssertEqual(found("system red", cell: true, spec: true), [])
  }

  /// Text extraction: code, drawings and scripts are left out; attributes a reader meets count.
  func testVisibleTextLeavesOutCodeAndDrawings() {
    let html = """
      <main><h1 title="Open topOffset">Toast</h1><p>A &amp; B<br>C</p>\
      <pre class="usage"><code>Toast.Builder()</code></pre>\
      <svg><title>seed</title><text>heightSize</text></svg>\
      <table><tr><th scope="row">rowTitle</th><td>12</td></tr></table>\
      <details class="spec-table" open=""><summary>Spec</summary>\
      <table><tr><th scope="row">row title</th></tr></table></details>\
      <p>After <code>x.y</code> end</p></main>
      """
    let passages = VisibleText.passages(of: html)
    XCTAssertEqual(
      passages.map(\.text),
      [
        "Open topOffset", "Toast", "A & B", "C", "rowTitle", "12", "Spec", "row title", "After",
        "end",
      ])
    XCTAssertEqual(passages.filter(\.isTableCell).map(\.text), ["rowTitle", "12", "row title"])
    XCTAssertEqual(passages.filter(\.isSpecTable).map(\.text), ["Spec", "row title"])
  }

  /// Every token name of `tokens`.
  static func tokenNames(_ tokens: DesignTokens) -> Set<String> {
    Set(
      tokens.colors.map(\.name) + tokens.typeStyles.map(\.name) + tokens.spacing.map(\.name)
        + tokens.radii.map(\.name))
  }
}

/// Finds internal language in a passage of page text.
struct CopyChecker {
  /// Token names, allowed in the accessibility and foundations tables' cells.
  var tokenNames: Set<String>
  /// The drawn parts' names, allowed in those tables' cells (never in the spec table's).
  var partNames: Set<String>
  /// The words the drawings show (their content), allowed in a table cell that quotes them.
  var content: Set<String>

  /// Libraries and platform APIs, never named on a page (a source comment names them). Matched
  /// as whole words, case and all; `UI…` and `NS…` type names are matched by their prefix.
  static let engineeringNames = [
    "SnapKit", "PanModal", "Toast-Swift", "Toast_Swift", "RxGesture", "RxSwift", "RxCocoa",
    "Kingfisher", "UIKit", "SwiftUI", "Auto Layout", "AutoLayout", "NSLayoutConstraint",
    "safeAreaLayoutGuide", "safeAreaInsets", "layoutMargins", "intrinsicContentSize",
  ]

  /// The patterns of internal language in prose; only the first ignores case.
  private static let patterns: [NSRegularExpression] = [
    (#"\bseeds?\b"#, true),  // the seeds: “seed 002”, “the seed's frame”
    (#"`"#, false),  // code in backticks
    (#"\b[A-Za-z]*[a-z][A-Z][A-Za-z]*"#, false),  // camelCase: topOffset, BaseViewController
    (#"\b[A-Za-z_]\w*\("#, false),  // a call: show(), min(
    (#"\b[A-Za-z_]\w*(\.[A-Za-z_]\w*)+"#, false),  // a member: ToastStyle.verticalPadding
    (#"(?<![\w.])\.[a-z]\w*"#, false),  // an enum case: .overFullScreen
    (#"\b\w+\["#, false),  // a subscript: labels[0]
    (#"\b[A-Za-z]\w*_\w+"#, false),  // snake_case
  ].map { try! NSRegularExpression(pattern: $0.0, options: $0.1 ? [.caseInsensitive] : []) }

  /// What a designer should not have to decode, allowed nowhere (table cells included).
  private static let engineersWords: [NSRegularExpression] = [
    // a library or an API: SnapKit, UIKit, UICollectionViewFlowLayout, NSLayoutConstraint
    #"(?<![\w-])(?:"#
      + engineeringNames.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
      + #"|UI[A-Z]\w*|NS[A-Z]\w*)(?![\w-])"#,
    // a console message: logs “…”, prints "…", the console
    #"\b(?:logs|logged|logging|prints|printed)\s+[“"]"#,
    #"\bconsole\b"#,
    #"Unable to simultaneously satisfy constraints"#,
    // a formula: a variable times or plus a number (n × 56, lines × 20), a number times a
    // variable (2 × inset), a bracketed sum with a variable ((n − 1)), a bracket times a
    // number, a chain of three or more numbers added or taken away (812 − 21 − 10 − 34)
    #"\b[A-Za-z]\w*\s+[×*]\s+[\d(]\S*"#,
    #"\b\d+(?:\.\d+)?\s+[×*]\s+[A-Za-z]\w*"#,
    #"\(\s*[A-Za-z]\w*\s*[−+*/×]\s*\d[\d.]*\s*\)"#,
    #"\)\s*[×*]\s*\d+(?:\.\d+)?"#,
    #"\b\d+(?:\.\d+)?(?:\s+[−+]\s+\d+(?:\.\d+)?){2,}"#,
    #"(?<![\w.])[a-z]\s+[−+]\s+\d"#,
  ].map { try! NSRegularExpression(pattern: $0) }

  /// What in `passage` is internal language, outside the reviewed exceptions.
  func problem(in passage: VisibleText.Passage, page: String) -> PageCopyTests.Problem? {
    let text = passage.text
    var cleaned = text
    for abbreviation in ["e.g.", "i.e."] {
      cleaned = cleaned.replacingOccurrences(of: abbreviation, with: "eg")
    }
    let range = NSRange(cleaned.startIndex..., in: cleaned)
    var found: [String] = []
    func note(_ match: NSTextCheckingResult) -> String {
      String(cleaned[Range(match.range, in: cleaned)!])
    }
    // A heading or label that is exactly a token's name (a foundations swatch).
    if passage.isSpecTable || !tokenNames.contains(text) {
      for pattern in Self.patterns {
        for match in pattern.matches(in: cleaned, range: range) {
          let word = note(match)
          if isAllowed(word, in: passage) || found.contains(word) { continue }
          found.append(word)
        }
      }
    }
    for pattern in Self.engineersWords {
      for match in pattern.matches(in: cleaned, range: range) where !found.contains(note(match)) {
        found.append(note(match))
      }
    }
    guard !found.isEmpty else { return nil }
    return PageCopyTests.Problem(page: page, found: found, passage: text)
  }

  /// A proper name; outside the spec table, a table cell's token or part name, or the
  /// drawings' own words.
  private func isAllowed(_ word: String, in passage: VisibleText.Passage) -> Bool {
    if PageCopyTests.properNames.contains(word) { return true }
    if passage.isSpecTable { return false }
    if passage.isTableCell, tokenNames.contains(word) || partNames.contains(word) { return true }
    // The drawings' own words, quoted (a VoiceOver label, a text in the contrast table).
    return content.contains(where: { $0.contains(word) })
  }
}

/// The text a reader sees on a generated page, in passages (one per block element or table
/// cell), leaving out code, drawings, scripts and styles.
enum VisibleText {
  /// A run of visible text.
  struct Passage: Equatable {
    var text: String
    var isTableCell: Bool = false
    /// Inside a variant's spec table (its summary included).
    var isSpecTable: Bool = false
  }

  private static let hidden: Set<String> = ["pre", "code", "svg", "script", "style", "head"]
  private static let void: Set<String> = [
    "br", "meta", "link", "img", "input", "hr", "source", "col", "area", "base", "wbr",
  ]
  private static let inline: Set<String> = [
    "a", "span", "em", "strong", "b", "i", "small", "abbr", "label", "kbd", "sub", "sup",
  ]
  private static let readAttributes = ["title", "aria-label", "alt"]

  /// The passages of `html`, as generated by the site's renderer (well-formed markup).
  static func passages(of html: String) -> [Passage] {
    var passages: [Passage] = []
    var current = ""
    var hiddenDepth = 0
    var cellDepth = 0
    var inSpecTable = false
    func flush() {
      let text = unescape(current).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if !text.isEmpty {
        passages.append(
          Passage(text: text, isTableCell: cellDepth > 0, isSpecTable: inSpecTable))
      }
      current = ""
    }
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      if hiddenDepth == 0 { current += rest[..<open] }
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
      let isClosing = tag.hasPrefix("/")
      let name = String(
        tag.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
      ).lowercased()
      let selfClosing = tag.hasSuffix("/") || void.contains(name)
      if !inline.contains(name) && hiddenDepth == 0 { flush() }
      if hidden.contains(name) {
        if isClosing { hiddenDepth -= 1 } else if !selfClosing { hiddenDepth += 1 }
        continue
      }
      if name == "td" || name == "th" { cellDepth += isClosing ? -1 : 1 }
      // A spec table is a `details` holding no other `details`.
      if name == "details" {
        inSpecTable =
          !isClosing
          && (attributeValue("class", in: tag)?.split(separator: " ").contains("spec-table")
            ?? false)
      }
      if !isClosing, hiddenDepth == 0 {
        for attribute in readAttributes {
          if let value = attributeValue(attribute, in: tag) {
            passages.append(Passage(text: unescape(value), isSpecTable: inSpecTable))
          }
        }
      }
    }
    if hiddenDepth == 0 { current += rest }
    flush()
    return passages
  }

  /// The value of `name="…"` in a tag's text.
  private static func attributeValue(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let value = tag[start.upperBound...]
    return value.firstIndex(of: "\"").map { String(value[..<$0]) }
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
