import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCore

/// The rerun cache's hash: the same in every process, the same whatever pieces its bytes come
/// in, and every field of a view tree in it.
final class StableHasherTests: XCTestCase {
  /// Pinned: a key written by one run is found by the next, on any machine. A change to the hash
  /// fails here (a changed hash makes every key new: each component is made afresh once).
  func testDigestsArePinned() {
    XCTAssertEqual(StableHasher.digest(of: Data()), "661e3256be63f38eb0184b7cdc8ea248")
    XCTAssertEqual(StableHasher.digest(of: Data("a".utf8)), "c6023189ee95de58eda693aa6202abd7")
    XCTAssertEqual(
      StableHasher.digest(of: Data("foobar".utf8)), "e293bed24d23cf6e64fe351fe1a23252")
    var hasher = StableHasher()
    hasher.combine("modal")
    hasher.combine(375.0)
    XCTAssertEqual(hasher.digest, "003e19e1b263a7d098cb9cd6ad6edee3")
  }

  /// The same bytes give the same digest whether they come as one buffer or as tags, colour
  /// channels, words and buffers of any length at any alignment (words are taken eight bytes at a time); a byte
  /// more, a byte less or one bit changed gives another.
  func testDigestDependsOnTheBytesNotOnHowTheyCome() {
    var generator = SeededRandom(seed: 21)
    for _ in 0..<300 {
      let bytes = (0..<Int.random(in: 0..<70, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      var whole = StableHasher()
      bytes.withUnsafeBytes { whole.combine(bytes: $0) }
      var pieces = StableHasher()
      var index = 0
      while index < bytes.count {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          pieces.combine(tag: bytes[index])
          index += 1
        case 3 where index + 4 <= bytes.count:
          // A colour's four channels at once.
          pieces.combine(
            channels: bytes[index..<(index + 4)].reversed().reduce(UInt32(0)) {
              $0 << 8 | UInt32($1)
            })
          index += 4
        case 1 where index + 8 <= bytes.count:
          let word = bytes[index..<(index + 8)].reversed().reduce(UInt64(0)) {
            $0 << 8 | UInt64($1)
          }
          pieces.combine(word)
          index += 8
        default:
          let end = min(bytes.count, index + Int.random(in: 0..<12, using: &generator))
          bytes[index..<end].withUnsafeBytes { pieces.combine(bytes: $0) }
          index = end
        }
      }
      XCTAssertEqual(whole.digest, pieces.digest, "\(bytes)")
      var longer = StableHasher()
      (bytes + [0]).withUnsafeBytes { longer.combine(bytes: $0) }
      XCTAssertNotEqual(whole.digest, longer.digest, "\(bytes) and a zero byte more")
      guard !bytes.isEmpty else { continue }
      var shorter = StableHasher()
      bytes.dropLast().withUnsafeBytes { shorter.combine(bytes: $0) }
      XCTAssertNotEqual(whole.digest, shorter.digest, "\(bytes) less its last byte")
      var flipped = bytes
      let bit = Int.random(in: 0..<(bytes.count * 8), using: &generator)
      flipped[bit / 8] ^= 1 << UInt8(bit % 8)
      var other = StableHasher()
      flipped.withUnsafeBytes { other.combine(bytes: $0) }
      XCTAssertNotEqual(whole.digest, other.digest, "\(bytes) with bit \(bit) flipped")
    }
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

  /// Every case of every enum the tree encoding names hashes apart from the others, and the
  /// same each time.
  func testEveryCaseHashesApart() {
    func assertApart<Case: CaseIterable & Equatable>(_ type: Case.Type) {
      let digests = Case.allCases.map { value -> String in
        var hasher = StableHasher()
        hasher.combine(case: value)
        return hasher.digest
      }
      XCTAssertEqual(Set(digests).count, Case.allCases.count, "\(type)")
      var again = StableHasher()
      again.combine(case: Case.allCases[Case.allCases.startIndex])
      XCTAssertEqual(again.digest, digests.first, "\(type)")
    }
    assertApart(Axis.self)
    assertApart(Distribution.self)
    assertApart(HorizontalAlignment.self)
    assertApart(VerticalAlignment.self)
    assertApart(AccessibilityTrait.self)
    assertApart(FontWeight.self)
    assertApart(DynamicTypeStyle.self)
    assertApart(Theme.self)
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
    // Names that come again, in a row or not, are each listed once.
    let blue = Paint(token: "blue", color: RGBAColor(red: 0, green: 0, blue: 255))
    let title = TypeStyle("title", weight: .bold, size: 20, lineHeight: 24)
    let texts = [(red, style), (red, style), (blue, title), (red, style), (blue, style)].map {
      ViewNode.text(
        TextSpec(content: "Hi", style: $0.1, paint: $0.0, alignment: .leading, lineLimit: nil))
    }
    var many = StableHasher()
    many.combine(
      ViewNode.stack(
        StackSpec(axis: .vertical, spacing: 0, alignment: .center, distribution: .natural), texts))
    XCTAssertEqual(many.colorNames, ["red", "blue"])
    XCTAssertEqual(many.typeStyleNames, ["body", "title"])
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
