import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCore

/// Text enters the view tree composed (NFC): decomposed text, as macOS often writes it, is
/// measured, checked and drawn exactly as its composed form.
final class TextSpecTests: XCTestCase {
  /// One line of text on a screen.
  private struct Caption: CatalogComponent {
    var text: String
    func body(in environment: Environment) -> ViewNode {
      ScreenContext.screen(in: environment) {
        ViewNode.text(
          text, style: TypeStyle("body", weight: .regular, size: 17, lineHeight: 22),
          color: .literal(RGBAColor(red: 0, green: 0, blue: 0)))
      }
    }
    var usage: String { "Caption()" }
  }

  private static let decomposed = "Cafe\u{301} au lait? Cre\u{300}me bru\u{302}le\u{301}e, A\u{30A}"
  private static let composed = "Caf\u{E9} au lait? Cr\u{E8}me br\u{FB}l\u{E9}e, \u{C5}"

  private func site(_ text: String) throws -> Site {
    let entry = ComponentEntry(
      id: "caption", name: "Caption", summary: "A caption.",
      variants: [Variant(id: "plain", title: "Plain", component: Caption(text: text))])
    return try SiteAssembler(resources: TestResources.site)
      .build(registry: Registry(entries: [entry]), environments: [.compact])
  }

  private func svg(_ site: Site) throws -> Data {
    try XCTUnwrap(site.file("svg/caption/plain.svg")).contents
  }

  func testTextIsStoredComposed() {
    guard
      case .text(let spec) = ViewNode.text(
        Self.decomposed, style: .init("s", weight: .regular, size: 10, lineHeight: 12),
        color: .literal(RGBAColor(red: 0, green: 0, blue: 0))
      ).kind
    else {
      return XCTFail("not a text node")
    }
    // Swift's == compares canonically; compare code points.
    XCTAssertEqual(Array(spec.content.unicodeScalars), Array(Self.composed.unicodeScalars))
    XCTAssertEqual(TextSpec.composed("plain ASCII, déjà"), "plain ASCII, déjà")
  }

  /// Korean in precomposed syllables is NFC as it is; a syllable with a conjoining jamo or a
  /// combining mark after it, or jamo alone, are composed as Foundation composes them.
  func testHangulIsComposedAsNFCSays() {
    for text in [
      "자동으로 서울 입력 해 주세요", "\u{AC00}\u{11A8}", "\u{1100}\u{1161}", "\u{AC00}\u{301}",
      "Caf\u{65}\u{301} 가",
    ] {
      XCTAssertEqual(
        Array(TextSpec.composed(text).unicodeScalars),
        Array(text.precomposedStringWithCanonicalMapping.unicodeScalars), text)
    }
  }

  func testDecomposedAndComposedTextGiveIdenticalDrawings() throws {
    XCTAssertNotEqual(
      Array(Self.decomposed.unicodeScalars), Array(Self.composed.unicodeScalars))
    let nfd = try svg(try site(Self.decomposed))
    let nfc = try svg(try site(Self.composed))
    XCTAssertEqual(nfd, nfc)
    XCTAssertTrue(String(decoding: nfc, as: UTF8.self).contains("Caf\u{E9} au lait?"))
    XCTAssertFalse(
      String(decoding: nfd, as: UTF8.self).unicodeScalars.contains("\u{301}"),
      "a combining mark reached the drawing")
  }

  func testACombiningMarkWithoutAComposedFormIsStillRefused() {
    // x with an acute accent has no precomposed character, so U+0301 stays and the bundled
    // faces cannot draw it.
    XCTAssertThrowsError(try site("Caf\u{E9} x\u{301}")) { error in
      guard case .missingGlyph(_, _, let character, _) = error as? SiteError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(character, "U+0301")
    }
  }
}
