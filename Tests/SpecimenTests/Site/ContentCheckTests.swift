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

  /// A stress test whose trees are its source's with their text mapped (accented, double
  /// length, right to left) is checked through its source, whose trees are made and checked
  /// once; large text, laid out in another environment, and a stress test whose source is not
  /// an earlier variant of its own, are checked on their own.
  func testWhichStressTestsAreCheckedThroughTheirSource() {
    var entry = ComponentEntry.modal
    entry.variants = [Variant(id: "plain", title: "Plain", component: modal())]
    let stressed = Registry(entries: [entry]).addingStressTests(StressTest.allCases).entries[0]
    XCTAssertEqual(
      stressed.variants.filter { Registry.isCheckedThroughSource($0, in: stressed) }.map(\.id),
      [StressTest.accented, .doubleLength, .rightToLeft].map(\.variantID))
    var reversed = stressed
    reversed.variants.reverse()
    XCTAssertFalse(
      reversed.variants.contains { Registry.isCheckedThroughSource($0, in: reversed) },
      "a source after its stress test")
    var orphaned = stressed
    orphaned.variants.removeFirst()
    XCTAssertFalse(
      orphaned.variants.contains { Registry.isCheckedThroughSource($0, in: orphaned) },
      "no source")
  }

  /// Why checking through the source is enough: mapping a text neither adds a character the
  /// check refuses nor hides one (the same first one is found), for every kind it refuses, every
  /// line break it allows and text of every script the site draws.
  func testTextMappingNeitherAddsNorHidesAForbiddenCharacter() {
    let texts =
      [
        "Delete this photo?", "", "사진을 삭제할까요?", "e\u{301}t\u{301}", "Kelvin \u{212A}",
        "a\u{0}b", "\u{1F}", "x\u{7F}", "\u{85}", "\u{9F}y",
        "\u{FFFE}", "\u{FFFF}", "\u{1FFFF}", "\u{10FFFE}", "tab\tline\nbreak\r\n\u{2028}",
        "K\u{1}\u{301}",
      ] + [0xFDD0, 0xFDEF].map { "z" + String(Unicode.Scalar($0)!) + "z" }
    for language in Pseudolanguage.allCases {
      for text in texts {
        let mapped = language.transform(text)
        XCTAssertEqual(
          ContentCharacter.firstForbidden(in: mapped)?.scalar,
          ContentCharacter.firstForbidden(in: text)?.scalar, "\(language) \(text.debugDescription)")
        XCTAssertTrue(
          Set(mapped.unicodeScalars).subtracting(text.unicodeScalars).allSatisfy {
            !ContentCharacter.isForbidden($0) && ($0.properties.isAlphabetic || $0 == " ")
          }, "\(language) adds only letters and spaces to \(text.debugDescription)")
      }
    }
  }
}
