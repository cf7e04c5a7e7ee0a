import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A variant's sheet: each screen a row, each appearance a column, every drawing a nested
/// `<svg>` after the `<view>` that addresses it; read back drawing by drawing, the same as the
/// drawing in a file of its own.
final class DrawingSheetTests: XCTestCase {
  private let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)

  /// A screen of `size` with a filled background and `text` on it, in `ink` on `paper`, in a
  /// card whose fill and border are `card` and `ink`.
  private func cell(
    _ text: String, _ view: String, width: Double, height: Double,
    paper: RGBAColor = RGBAColor(red: 250, green: 250, blue: 250),
    ink: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0),
    card: RGBAColor = RGBAColor(red: 255, green: 255, blue: 255)
  ) -> DrawingSheet.Cell {
    let tree = ViewNode.layers(
      .center,
      [
        ViewNode.rectangle(fill: .literal(paper)),
        ViewNode.text(text, style: style, color: .literal(ink))
          .padding(8)
          .background(.rectangle(fill: .literal(card), stroke: .literal(ink))),
      ])
    return DrawingSheet.Cell(
      layout: TestResources.engine.layout(tree, in: Size(width: width, height: height)),
      title: "Note, \(text): \(view)", elementID: "note_plain_\(view)", view: view)
  }

  private var sheet: DrawingSheet {
    DrawingSheet(
      title: "Note, Plain: iPhone portrait, iPad portrait; light, dark",
      rows: [
        [
          cell("Hello", "compact-light", width: 375, height: 812),
          cell("Hello", "compact-dark", width: 375, height: 812),
        ],
        [
          cell("Hello", "regular-light", width: 820, height: 1180),
          cell("Hello", "regular-dark", width: 820, height: 1180),
        ],
      ])
  }

  /// Light and dark of one screen: paper, ink and card differ; so does the text when `darkText`
  /// is given.
  private func twins(darkText: String = "Hello") -> DrawingSheet {
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    let grey = RGBAColor(red: 44, green: 44, blue: 46)
    return DrawingSheet(
      title: "Note, Plain: iPhone portrait; light, dark",
      rows: [
        [
          cell("Hello", "compact-light", width: 375, height: 812),
          cell(
            darkText, "compact-dark", width: 375, height: 812, paper: black, ink: white,
            card: grey),
        ]
      ])
  }

  private func text(_ sheet: DrawingSheet) -> String {
    MarkupRenderer(syntax: .xml).render(sheet.markup(css: ""))
  }

  func testEachDrawingHasAViewOfItsOwnBoxAndTheSheetHasNoFixedSize() throws {
    let text = text(sheet)
    let elements = try XMLWellFormedness.elements(in: text)
    let root = try XCTUnwrap(elements.first)
    XCTAssertEqual(root.name, "svg")
    // Two rows: 812 + 24 + 1180 tall; the wider row 820 + 24 + 820 wide.
    XCTAssertEqual(root.attributes["viewBox"], "0 0 1664 2016")
    XCTAssertNil(root.attributes["width"], "a fixed size would stretch an <img> of one view")
    let views = elements.filter { $0.name == "view" }
    XCTAssertEqual(
      views.map { $0.attributes["id"] ?? "" },
      ["compact-light", "compact-dark", "regular-light", "regular-dark"])
    XCTAssertEqual(
      views.map { $0.attributes["viewBox"] ?? "" },
      ["0 0 375 812", "399 0 375 812", "0 836 820 1180", "844 836 820 1180"])
    // Each drawing is a viewport of its own at its view's box, which clips what overflows.
    let cells = elements.filter { $0.name == "svg" && $0.attributes["x"] != nil }
    XCTAssertEqual(
      cells.map { cell in ["x", "y", "width", "height"].compactMap { cell.attributes[$0] } },
      [
        ["0", "0", "375", "812"], ["399", "0", "375", "812"], ["0", "836", "820", "1180"],
        ["844", "836", "820", "1180"],
      ])
    XCTAssertEqual(cells.map { $0.attributes["role"] }, Array(repeating: "img", count: 4))
    XCTAssertTrue(text.contains(DrawingSheet.targetRule), "opened at a view, the others show")
  }

  func testEveryDrawingReadsBackAsItsStandaloneFileDoes() throws {
    let text = text(sheet)
    XCTAssertEqual(DrawingSheet.viewIDs(in: text).count, 4)
    let drawings = DrawingSheet.drawings(in: text)
    XCTAssertEqual(
      drawings.keys.sorted(), ["compact-dark", "compact-light", "regular-dark", "regular-light"])
    for row in sheet.rows {
      for cell in row {
        let standalone = MarkupRenderer(syntax: .xml).render(
          SVGRenderer().document(
            cell.layout, title: cell.title, id: cell.elementID,
            css: "@font-face{font-family:x;src:url(data:font/ttf;base64,AAAA)}"))
        XCTAssertEqual(drawings[cell.view], DrawingSheet.drawing(inStandalone: standalone))
        XCTAssertTrue(drawings[cell.view]?.contains(">Hello</tspan>") ?? false, cell.view)
        XCTAssertTrue(
          DrawingSheet.views(in: text)[cell.view]?.contains(cell.title) ?? false, cell.view)
      }
    }
    XCTAssertEqual(DrawingSheet.drawings(in: "<svg/>"), [:], "a file of one drawing is no sheet")
  }

  /// A dark drawing that differs from its light one only in paints is a `<use>` of it, each
  /// paint a custom property its `<svg>` sets (two on one element: the card's fill and border),
  /// and reads back as written whole.
  func testADrawingThatDiffersOnlyInPaintsIsAUseOfItsTwin() throws {
    let sheet = twins()
    let text = text(sheet)
    XCTAssertNoThrow(try XMLWellFormedness.elements(in: text))
    XCTAssertEqual(
      text.components(separatedBy: "<use href=\"#note_plain_compact-light-body\"/>").count, 2)
    XCTAssertEqual(text.components(separatedBy: ">Hello</tspan>").count, 2, "the text written once")
    XCTAssertTrue(text.contains(#"style="stroke:var(--p"#), "the card's second paint is its style")
    XCTAssertTrue(text.contains(#"--p0:#FAFAFA"#))
    XCTAssertTrue(text.contains(#"--p0:#000000"#))
    let drawings = DrawingSheet.drawings(in: text)
    for cell in sheet.rows[0] {
      let standalone = MarkupRenderer(syntax: .xml).render(
        SVGRenderer().document(cell.layout, title: cell.title, id: cell.elementID, css: ""))
      XCTAssertEqual(drawings[cell.view], DrawingSheet.drawing(inStandalone: standalone), cell.view)
      XCTAssertTrue(
        DrawingSheet.views(in: text)[cell.view]?.hasPrefix(
          "<svg x=\"\(cell.view == "compact-light" ? 0 : 399)\" y=\"0\" width=\"375\" height=\"812\" viewBox=\"0 0 375 812\" role=\"img\">"
        )
          ?? false, cell.view)
    }
    XCTAssertTrue(
      drawings["compact-dark"]?.contains(##"fill="#2C2C2E" stroke="#FFFFFF""##) ?? false)
  }

  /// A dark drawing that differs in more than paints (here its text) is written whole.
  func testADrawingThatDiffersInMoreThanPaintsIsWrittenWhole() throws {
    let sheet = twins(darkText: "Hallo")
    let text = text(sheet)
    XCTAssertFalse(text.contains("<use"))
    XCTAssertFalse(text.contains("var(--"))
    let drawings = DrawingSheet.drawings(in: text)
    XCTAssertTrue(drawings["compact-dark"]?.contains(">Hallo</tspan>") ?? false)
    XCTAssertTrue(drawings["compact-light"]?.contains(">Hello</tspan>") ?? false)
  }

  /// A row whose drawings draw nothing, and one whose text holds a line feed (written as it is,
  /// unindented), are written whole: a twin's reader could not give them back exactly.
  func testEmptyDrawingsAndTextWithALineFeedAreWrittenWhole() throws {
    var palette = SheetPalette()
    XCTAssertEqual(palette.row([[], []], id: "x-body").map(\.content), [[], []])
    let light = [
      Markup.el("title", text: "Image: a\n  b"), .el("rect", [Attribute("fill", "#FFFFFF")]),
    ]
    let dark = [
      Markup.el("title", text: "Image: a\n  b"), .el("rect", [Attribute("fill", "#000000")]),
    ]
    XCTAssertEqual(palette.row([light, dark], id: "x-body").map(\.content), [light, dark])
    // A line feed that a combining mark follows is a line feed all the same (Foundation's
    // `contains`, which this once used, did not find it there).
    let marked = [
      Markup.el("title", text: "Image: a\n\u{301}b"), .el("rect", [Attribute("fill", "#FFFFFF")]),
    ]
    let markedDark = [
      Markup.el("title", text: "Image: a\n\u{301}b"), .el("rect", [Attribute("fill", "#000000")]),
    ]
    XCTAssertEqual(
      palette.row([marked, markedDark], id: "x-body").map(\.content), [marked, markedDark])
    XCTAssertEqual(palette.rules, "", "no slot was made")
    let plain = [
      Markup.el("title", text: "Image: a b"), .el("rect", [Attribute("fill", "#FFFFFF")]),
    ]
    let plainDark = [
      Markup.el("title", text: "Image: a b"), .el("rect", [Attribute("fill", "#000000")]),
    ]
    XCTAssertEqual(
      palette.row([plain, plainDark], id: "x-body")[1].content,
      [.el("use", [Attribute("href", "#x-body")])])
  }

  /// Three appearances of one screen: each twin sets every slot, the first's value where it
  /// agrees with the first drawing; a drawing that differs in more than paints is written whole.
  func testTwinsThatDifferInDifferentPaintsEachSetEverySlot() {
    var palette = SheetPalette()
    func body(_ rect: String, _ text: String, title: String = "Hello") -> [Markup] {
      [
        .el("rect", [Attribute("x", "0"), Attribute("fill", rect)]),
        .el("text", [Attribute("fill", text)], [.text(title)]),
      ]
    }
    let cells = palette.row(
      [
        body("#FFFFFF", "#000000"), body("#000000", "#000000"), body("#FFFFFF", "#FF0000"),
        body("#FFFFFF", "#000000", title: "Hallo"),
      ], id: "x-body")
    XCTAssertEqual(
      cells[0].content,
      [
        .el(
          "g", [Attribute("id", "x-body")],
          [
            .el("rect", [Attribute("x", "0"), Attribute("class", "p0")]),
            .el("text", [Attribute("class", "p1")], [.text("Hello")]),
          ])
      ])
    XCTAssertEqual(
      cells.map(\.style),
      [
        "--p0:#FFFFFF;--p1:#000000", "--p0:#000000;--p1:#000000", "--p0:#FFFFFF;--p1:#FF0000", "",
      ])
    XCTAssertEqual(cells[1].content, [.el("use", [Attribute("href", "#x-body")])])
    XCTAssertEqual(cells[2].content, [.el("use", [Attribute("href", "#x-body")])])
    XCTAssertEqual(cells[3].content, body("#FFFFFF", "#000000", title: "Hallo"))
    XCTAssertEqual(palette.rules, ".p0{fill:var(--p0)}.p1{fill:var(--p1)}")
  }

  /// Text that looks like the sheet's own markup is escaped: it neither ends a drawing nor
  /// starts a view.
  func testMarkupInTextNeitherEndsADrawingNorAddsAView() throws {
    let hostile = #"</svg><view id="x" viewBox="0 0 1 1"/><svg "#
    let sheet = DrawingSheet(
      title: hostile,
      rows: [
        [
          cell(hostile, "compact-light", width: 375, height: 812),
          cell("after", "compact-dark", width: 375, height: 812),
        ]
      ])
    let text = text(sheet)
    XCTAssertNoThrow(try XMLWellFormedness.elements(in: text))
    XCTAssertEqual(DrawingSheet.viewIDs(in: text).count, 2)
    let drawings = DrawingSheet.drawings(in: text)
    XCTAssertEqual(drawings.keys.sorted(), ["compact-dark", "compact-light"])
    XCTAssertTrue(drawings["compact-dark"]?.contains(">after</tspan>") ?? false)
  }
}
