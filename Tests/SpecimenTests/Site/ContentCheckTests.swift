import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Text holding a code point no page or drawing may contain is refused before anything is drawn,
/// with an error naming component, variant, the text's place and the character, escaped.
final class ContentCheckTests: XCTestCase {
  private let builder = SiteAssembler(
    resources: TestResources.site, options: SiteOptions(embedFonts: false))

  private func registry(_ modal: Modal, change: (inout ComponentEntry) -> Void = { _ in })
    -> Registry
  {
    var entry = ComponentEntry.modal
    entry.variants = [Variant(id: "hostile", title: "Hostile", component: modal)]
    change(&entry)
    return Registry(entries: [entry])
  }

  private func modal(title: String = "Title", message: String = "Message") -> Modal {
    Modal.Builder().setTitle(title).setMessage(message).setPositiveButton("OK").build()
  }

  private func contentError(
    _ registry: Registry, file: StaticString = #filePath, line: UInt = #line
  )
    -> ContentError?
  {
    do {
      _ = try builder.build(registry: registry)
      XCTFail("the site was built", file: file, line: line)
    } catch let error as ContentError {
      let message = error.description
      XCTAssertFalse(
        message.unicodeScalars.contains { !DiagnosticText.isPrintable($0) },
        "the message holds a raw control character: \(message.debugDescription)", file: file,
        line: line)
      return error
    } catch {
      XCTFail("not a content error: \(error)", file: file, line: line)
    }
    return nil
  }

  func testAControlCharacterInADrawnTextIsNamedWithItsPart() throws {
    let error = try XCTUnwrap(contentError(registry(modal(title: "Delete\u{1}this photo?"))))
    XCTAssertEqual(error.component, "modal")
    XCTAssertEqual(error.variant, "hostile")
    XCTAssertEqual(error.scalar, "\u{1}")
    XCTAssertEqual(error.position, 7)
    XCTAssertEqual(
      error.description,
      "modal/hostile: the text of part 'title' has U+0001 (a control character) at position 7 in "
        + "“Delete\\u{1}this photo?”; remove it: a page or drawing cannot hold it (tab, line feed "
        + "and carriage return are the only control characters allowed)")
  }

  func testEveryForbiddenKindIsRefusedEverywhere() throws {
    let forbidden: [Unicode.Scalar] =
      [0x00, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F, 0x85, 0x9F]
      .map { Unicode.Scalar(UInt8($0)) }
      + [0xFDD0, 0xFFFE, 0xFFFF, 0x10FFFE].map {
        Unicode.Scalar(UInt32($0))!
      }
    for scalar in forbidden {
      let bad = "a" + String(Character(scalar)) + "b"
      let cases: [(Registry, VariantID?, String)] = [
        (registry(modal(message: bad)), "hostile", "text of part 'message'"),
        (
          registry(
            Modal.Builder().setTitle("T").setImageURL(bad, width: 10, height: 10)
              .setPositiveButton("OK").build()), "hostile", "image label of part 'image'"
        ),
        (registry(modal()) { $0.name = bad }, nil, "name"),
        (registry(modal()) { $0.summary = bad }, nil, "summary"),
        (registry(modal()) { $0.rules = { _ in ["fine", bad] } }, nil, "rule 2"),
        (registry(modal()) { $0.variants[0].title = bad }, "hostile", "title"),
        (registry(modal()) { $0.variants[0].summary = bad }, "hostile", "summary"),
      ]
      for (registry, variant, place) in cases {
        let error = try XCTUnwrap(contentError(registry), "\(scalar.value) in \(place)")
        XCTAssertEqual(error.variant, variant)
        XCTAssertEqual(error.place, place)
        XCTAssertEqual(error.scalar, scalar)
        XCTAssertEqual(error.position, 2)
      }
    }
  }

  func testAPartNameIsCheckedToo() throws {
    struct Tagged: CatalogComponent {
      func body(in environment: Environment) -> ViewNode {
        ViewNode.rectangle().role("ca\u{7}rd")
      }
      var usage: String { "Tagged()" }
    }
    var entry = ComponentEntry.modal
    entry.variants = [Variant(id: "tagged", title: "Tagged", component: Tagged())]
    let error = try XCTUnwrap(contentError(Registry(entries: [entry])))
    XCTAssertEqual(error.place, "part name")
    XCTAssertEqual(error.scalar, "\u{7}")
  }

  func testTabsAndLineBreaksOfEveryKindAreAllowed() throws {
    let site = try builder.build(
      registry: registry(modal(title: "Tab\there", message: "one\r\ntwo\rthree\nfour\u{2028}five"))
    )
    let text = try XCTUnwrap(site.drawing("svg/modal/hostile.svg#compact-light"))
    XCTAssertTrue(text.contains(">Tab here</tspan>"), "a tab is drawn as a space")
    for word in ["one", "two", "three", "four", "five"] {
      XCTAssertTrue(text.contains(">\(word)</tspan>"), "\(word) is a line of its own")
    }
  }

  func testAFarAwayCharacterInAHugeTextIsShownInContext() throws {
    let text =
      String(repeating: "a", count: 9_000) + "\u{FFFE}" + String(repeating: "b", count: 999)
    let error = try XCTUnwrap(contentError(registry(modal(message: text))))
    XCTAssertEqual(error.position, 9_001)
    let excerpt =
      "“…" + String(repeating: "a", count: 30) + "\\u{FFFE}"
      + String(repeating: "b", count: 30) + "…”"
    XCTAssertTrue(error.description.contains(excerpt), error.description)
    XCTAssertTrue(error.description.contains("(a non-character)"), error.description)
    XCTAssertLessThan(error.description.count, 400)
  }
}
