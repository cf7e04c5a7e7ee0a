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
/// What is allowed, and why (reviewed; keep it short):
/// - ``PageCopyTests/properNames``: product and library names spelled as their makers spell
///   them (iPhone, PanModal). A library is named in words, never by its types or properties.
/// - A design token's name followed by its value, `bottomInset (38 pt)`: token names are the
///   design system's shared vocabulary (a designer finds them in the token file and in design
///   tools), and a rule always shows them with their value in parentheses.
/// - In a table cell (the spec, accessibility and foundations tables), token names, part names
///   and the words the drawings show (`#FF3B30 (systemRed)`, `kyoto.jpg`): those tables name the
///   token and the layer behind each value, as a design tool's inspector does.
/// - A passage that is exactly a token's name: the foundations page titles each swatch with it.
/// - A table cell that is exactly a drawn part's name (`rowTitle`): the spec table lists the
///   parts by their layer names, as a design tool's layer list does.
/// - `e.g.` and `i.e.`, English abbreviations.
final class PageCopyTests: XCTestCase {
  /// Product and library names with a lowercase-then-uppercase join, allowed as they are.
  static let properNames: Set<String> = [
    "iPhone", "iPhones", "iPad", "iPads", "iOS", "iPadOS", "VoiceOver", "PanModal", "SnapKit",
    "RxGesture",
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

  private static let built = Result { () throws -> (site: Site, catalog: Catalog) in
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: .builtIn)
    let catalog = Catalog(
      registry: Registry.builtIn.addingStressTests(StressTest.allCases),
      environments: Environment.defaults, engine: TestResources.engine, themes: [.light])
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
    XCTAssertEqual(found("bottomInset (38 pt) above the bottom, inset (16 pt) inside."), [])
    XCTAssertEqual(found("rowTitle", cell: true), [])
    XCTAssertEqual(found("#FF3B30 (systemRed) on #FFFFFF (rowTitle)", cell: true), [])
    XCTAssertEqual(found("#FF3B30 (systemRed) on #FFFFFF (rowTitle)"), ["systemRed", "rowTitle"])
    XCTAssertEqual(found("kyoto.jpg", cell: true), [])
    XCTAssertEqual(found("kyoto.jpg"), [])
    XCTAssertEqual(found("bottomInset 38 pt"), [])
    XCTAssertEqual(found("Toast.swift", cell: true), ["Toast.swift"])
    XCTAssertEqual(found("Seeded at 23.8 pt, succeeds (see Findings)."), [])
  }

  /// Text extraction: code, drawings and scripts are left out; attributes a reader meets count.
  func testVisibleTextLeavesOutCodeAndDrawings() {
    let html = """
      <main><h1 title="Open topOffset">Toast</h1><p>A &amp; B<br>C</p>\
      <pre class="usage"><code>Toast.Builder()</code></pre>\
      <svg><title>seed</title><text>heightSize</text></svg>\
      <table><tr><th scope="row">rowTitle</th><td>12</td></tr></table>\
      <p>After <code>x.y</code> end</p></main>
      """
    let passages = VisibleText.passages(of: html)
    XCTAssertEqual(
      passages.map(\.text),
      ["Open topOffset", "Toast", "A & B", "C", "rowTitle", "12", "After", "end"])
    XCTAssertEqual(passages.filter(\.isTableCell).map(\.text), ["rowTitle", "12"])
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
  /// Token names, allowed when a value in parentheses follows them.
  var tokenNames: Set<String>
  /// The drawn parts' names, allowed as a whole table cell.
  var partNames: Set<String>
  /// The words the drawings show (their content), allowed in a table cell that quotes them.
  var content: Set<String>

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

  /// What in `passage` is internal language, outside the reviewed exceptions.
  func problem(in passage: VisibleText.Passage, page: String) -> PageCopyTests.Problem? {
    let text = passage.text
    if passage.isTableCell, partNames.contains(text) { return nil }
    // A heading or label that is exactly a token's name (a foundations swatch).
    if tokenNames.contains(text) { return nil }
    var cleaned = text
    for abbreviation in ["e.g.", "i.e."] {
      cleaned = cleaned.replacingOccurrences(of: abbreviation, with: "eg")
    }
    let range = NSRange(cleaned.startIndex..., in: cleaned)
    var found: [String] = []
    for pattern in Self.patterns {
      for match in pattern.matches(in: cleaned, range: range) {
        let word = String(cleaned[Range(match.range, in: cleaned)!])
        if isAllowed(word, at: match.range, in: cleaned, isTableCell: passage.isTableCell)
          || found.contains(word)
        {
          continue
        }
        found.append(word)
      }
    }
    guard !found.isEmpty else { return nil }
    return PageCopyTests.Problem(page: page, found: found, passage: text)
  }

  /// A proper name, or a token name followed by its value in parentheses.
  private func isAllowed(
    _ word: String, at range: NSRange, in text: String, isTableCell: Bool
  ) -> Bool {
    if PageCopyTests.properNames.contains(word) { return true }
    if isTableCell, tokenNames.contains(word) || partNames.contains(word) { return true }
    // The drawings' own words, quoted (a VoiceOver label, a text in the contrast table).
    if content.contains(where: { $0.contains(word) }) { return true }
    guard tokenNames.contains(word), let end = Range(range, in: text)?.upperBound else {
      return false
    }
    let rest = text[end...]
    return rest.hasPrefix(" (") || (rest.hasPrefix(" ") && rest.dropFirst().first?.isNumber == true)
  }
}

/// The text a reader sees on a generated page, in passages (one per block element or table
/// cell), leaving out code, drawings, scripts and styles.
enum VisibleText {
  /// A run of visible text.
  struct Passage: Equatable {
    var text: String
    var isTableCell: Bool = false
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
    func flush() {
      let text = unescape(current).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if !text.isEmpty { passages.append(Passage(text: text, isTableCell: cellDepth > 0)) }
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
      if !isClosing, hiddenDepth == 0 {
        for attribute in readAttributes {
          if let value = attributeValue(attribute, in: tag) {
            passages.append(Passage(text: unescape(value)))
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
