import Foundation
import XCTest

@testable import Specimen
@testable import SpecimenCore

/// The rerun cache's hash: FNV-1a 128, the same in every process, and every field of a view
/// tree in it.
final class StableHasherTests: XCTestCase {
  func testKnownFNV1a128Values() {
    XCTAssertEqual(StableHasher.digest(of: Data()), "6c62272e07bb014262b821756295c58d")
    XCTAssertEqual(StableHasher.digest(of: Data("a".utf8)), "d228cb696f1a8caf78912b704e4a8964")
    XCTAssertEqual(
      StableHasher.digest(of: Data("foobar".utf8)), "343e1662793c64bf6f0d3597ba446f18")
  }

  /// Swift names a private type with an address that differs per process: left out.
  func testPrivateTypeNamesHaveNoAddress() throws {
    let name = StableHasher.typeName(of: Hidden())
    XCTAssertFalse(name.contains("$"), name)
    XCTAssertTrue(name.hasSuffix("(private).Hidden"), name)
  }

  private struct Hidden { var value = 1 }

  /// A dictionary's members count by key, not by their order in this process.
  func testReflectionSortsDictionaries() throws {
    var one = StableHasher()
    try one.combine(reflecting: ["a": 1, "b": 2, "c": 3, "d": 4])
    var two = StableHasher()
    try two.combine(reflecting: ["d": 4, "c": 3, "b": 2, "a": 1])
    XCTAssertEqual(one.digest, two.digest)
    var other = StableHasher()
    try other.combine(reflecting: ["a": 1, "b": 2, "c": 3, "d": 5])
    XCTAssertNotEqual(one.digest, other.digest)
    var token = StableHasher()
    try token.combine(reflecting: [ColorToken("brand", RGBAColor(red: 1, green: 2, blue: 3))])
    XCTAssertEqual(token.colorNames, ["brand"])
  }

  /// A colour's increased-contrast value decides the drawings in those appearances: a change to
  /// it changes the key.
  func testAnIncreasedContrastValueIsHashed() throws {
    let base = ColorToken("brand", RGBAColor(red: 1, green: 2, blue: 3))
    var increased = base
    increased.darkIncreasedContrast = RGBAColor(red: 9, green: 9, blue: 9)
    var one = StableHasher()
    try one.combine(reflecting: [base])
    var two = StableHasher()
    try two.combine(reflecting: [increased])
    XCTAssertNotEqual(one.digest, two.digest)
  }

  func testLengthsSeparateStrings() {
    var ab = StableHasher()
    ab.combine("ab")
    ab.combine("c")
    var abc = StableHasher()
    abc.combine("a")
    abc.combine("bc")
    XCTAssertNotEqual(ab.digest, abc.digest)
  }

  /// A set's members count, not their order in this process.
  func testReflectionSortsSets() throws {
    var one = StableHasher()
    try one.combine(reflecting: Set(["a", "b", "c", "d", "e"]))
    var two = StableHasher()
    try two.combine(reflecting: Set(["e", "d", "c", "b", "a"]))
    XCTAssertEqual(one.digest, two.digest)
    var other = StableHasher()
    try other.combine(reflecting: Set(["a", "b"]))
    XCTAssertNotEqual(one.digest, other.digest)
  }

  func testTreesThatDifferHashDifferently() {
    func digest(_ node: ViewNode) -> String {
      var hasher = StableHasher()
      hasher.combine(node)
      return hasher.digest
    }
    let red = Paint(token: "red", color: RGBAColor(red: 255, green: 0, blue: 0))
    let redder = Paint(token: "red", color: RGBAColor(red: 254, green: 0, blue: 0))
    let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let a = ViewNode.shape(ShapeStyle(fill: red, strokeWidth: 0, cornerRadius: 12))
    let b = ViewNode.shape(ShapeStyle(fill: redder, strokeWidth: 0, cornerRadius: 12))
    let c = ViewNode.shape(
      ShapeStyle(fill: red, strokeWidth: 0, cornerRadius: Length(12, token: "card")))
    XCTAssertEqual(digest(a), digest(a))
    XCTAssertEqual(Set([digest(a), digest(b), digest(c)]).count, 3)
    let text = ViewNode.text(
      TextSpec(content: "Hi", style: style, paint: red, alignment: .leading, lineLimit: nil))
    var hasher = StableHasher()
    hasher.combine(text)
    XCTAssertEqual(hasher.colorNames, ["red"])
    XCTAssertEqual(hasher.typeStyleNames, ["body"])
  }

  /// Every field of every type the tree encoding reads, counted: a field added to one of them
  /// fails here until ``StableHasher/combine(_:)-(ViewNode)`` encodes it too.
  func testTreeEncodingCoversEveryField() {
    let paint = Paint(token: nil, color: RGBAColor(red: 0, green: 0, blue: 0))
    let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let counts: [(Any, Int)] = [
      (StackSpec(axis: .vertical, spacing: 0, alignment: .center, distribution: .natural), 4),
      (TextSpec(content: "", style: style, paint: paint, alignment: .leading, lineLimit: nil), 5),
      (ShapeStyle(strokeWidth: 0, cornerRadius: 0), 6),
      (Animation(), 2),
      (ImageSpec(size: .zero, label: "", paint: paint), 3),
      (FrameSpec(width: nil, height: nil, maxWidth: nil, maxHeight: nil, alignment: .center), 7),
      (AccessibilityElement(label: "", action: ""), 3),
      (style, 6),
      (paint, 2),
      (RGBAColor(red: 0, green: 0, blue: 0), 4),
      (Length(0), 2),
      (EdgeInsets(), 4),
      (Alignment.center, 2),
      (Size.zero, 2),
      (ColorToken("a", paint.color), 9),
      (WrittenColor(space: "srgb", components: [], isOutsideSRGB: false), 3),
    ]
    for (value, expected) in counts {
      XCTAssertEqual(
        Mirror(reflecting: value).children.count, expected, "\(type(of: value)) has a new field")
    }
  }
}
