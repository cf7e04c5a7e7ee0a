import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// Faces registered by family and weight, stacks with the fallback families, CSS names.
final class FontBookTests: XCTestCase {
  private func style(_ weight: FontWeight, family: String? = nil) -> TypeStyle {
    TypeStyle("t", family: family, weight: weight, size: 17, lineHeight: 22)
  }

  private func face(_ family: String, _ weight: FontWeight, _ file: String) throws -> Typeface {
    Typeface(family: family, weight: weight, font: try BundledFonts.font(file))
  }

  func testTheBuiltInBookKeepsItsFaceIdsAndCSSNames() {
    let book = TestResources.fonts
    XCTAssertEqual(book.families, ["Inter", "Specimen Hangul"])
    XCTAssertEqual(book.defaultFamily, "Inter")
    XCTAssertEqual(book.fallbackFamilies, ["Specimen Hangul"])
    XCTAssertEqual(
      book.allFaces.map(\.id), ["hangul-bold", "hangul-regular", "inter-regular", "inter-semibold"])
    XCTAssertEqual(
      book.faces.map(\.cssFamily),
      [
        "Specimen Inter Regular", "Specimen Inter SemiBold", "Specimen Hangul Regular",
        "Specimen Hangul Bold",
      ])
    XCTAssertEqual(book.faces(for: style(.regular)).map(\.id), ["inter-regular", "hangul-regular"])
    XCTAssertEqual(
      book.faces(for: style(.semibold)).map(\.id), ["inter-semibold", "hangul-bold"])
    XCTAssertEqual(
      book.cssFamilyList(for: style(.semibold)),
      "'Specimen Inter SemiBold', 'Specimen Hangul Bold'")
    XCTAssertEqual(
      book.cssFamilyList(for: style(.regular), using: ["hangul-regular"]),
      "'Specimen Hangul Regular'")
  }

  func testEveryWeightDrawsWithTheNearestFaceOfItsFamilyAndOfEachFallback() {
    let book = TestResources.fonts
    let stacks = FontWeight.allCases.map { book.faces(for: style($0)).map(\.id) }
    let light = ["inter-regular", "hangul-regular"]
    let heavy = ["inter-semibold", "hangul-bold"]
    // Inter has 400 and 600, Hangul 400 and 700: 500 takes Inter 400 (CSS looks lighter before
    // heavier than 500) and Hangul 400; 600 takes Hangul 700.
    XCTAssertEqual(stacks, [light, light, light, light, light, heavy, heavy, heavy, heavy])
  }

  func testAStyleNamingAFallbackFamilyPutsItFirstOnce() {
    let book = TestResources.fonts
    XCTAssertEqual(
      book.faces(for: style(.bold, family: "Specimen Hangul")).map(\.id), ["hangul-bold"])
    XCTAssertTrue(book.hasFamily("Specimen Hangul"))
    XCTAssertFalse(book.hasFamily("Brand Sans"))
    // An unknown family draws with the default family (the site refuses it earlier).
    XCTAssertEqual(
      book.faces(for: style(.regular, family: "Brand Sans")).map(\.id),
      ["inter-regular", "hangul-regular"])
  }

  func testAStyleIsMeasuredWithItsOwnFamily() throws {
    // "Wide" registers Inter SemiBold as its regular face: same text, other advances.
    let book = FontBook(
      faces: [
        try face("Inter", .regular, "Inter-Regular.ttf"),
        try face("Wide", .regular, "Inter-SemiBold.ttf"),
        try face("Specimen Hangul", .regular, "SpecimenHangul-Regular.ttf"),
      ], defaultFamily: "Inter", fallbackFamilies: ["Specimen Hangul"])
    let measurer = TextMeasurer(fonts: book)
    let inter = measurer.width(of: "Hello", style: style(.regular))
    let wide = measurer.width(of: "Hello", style: style(.regular, family: "Wide"))
    let semibold = try BundledFonts.font("Inter-SemiBold.ttf")
    let units = "Hello".unicodeScalars.map { semibold.advanceWidth(of: $0)! }.reduce(0, +)
    XCTAssertEqual(wide, Double(units) * 17 / Double(semibold.unitsPerEm), accuracy: 1e-9)
    XCTAssertNotEqual(inter, wide)
    let runs = measurer.runs(of: "Hi 취소", style: style(.bold, family: "Wide"))
    XCTAssertEqual(runs.map(\.typefaceID), ["wide-regular", "hangul-regular"])
    XCTAssertEqual(
      book.cssFamilyList(for: style(.bold, family: "Wide")),
      "'Specimen Wide Regular', 'Specimen Hangul Regular'")
    XCTAssertEqual(book.uncoveredScalars(in: "Hi 취소 🎉", style: style(.regular)), ["🎉"])
  }

  func testCSSNamesAndIdsAreSafeAndUnique() throws {
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let families = [
      "Brand 'Sans'", "Brand \"Sans\"", "Brand\\Sans", "</style><script>", "Brand\u{1B}[2J Sans",
      "나눔 고딕", "", "Specimen Hangul", "Specimen", "Brand Sans",
    ]
    let book = FontBook(
      faces: families.map { Typeface(family: $0, weight: .regular, font: inter) },
      defaultFamily: "Brand Sans")
    let names = book.faces.map(\.cssFamily)
    XCTAssertEqual(
      names,
      [
        "Specimen Brand Sans Regular", "Specimen Brand Sans Regular 2",
        "Specimen Brand Sans Regular 3", "Specimen style script Regular",
        "Specimen Brand 2J Sans Regular", "Specimen 나눔 고딕 Regular", "Specimen Face Regular 2",
        "Specimen Hangul Regular", "Specimen Specimen Regular", "Specimen Brand Sans Regular 4",
      ])
    XCTAssertEqual(Set(names).count, names.count)
    XCTAssertEqual(Set(book.faces.map(\.id)).count, names.count)
    for face in book.faces {
      XCTAssertTrue(
        face.cssFamily.unicodeScalars.allSatisfy {
          $0.properties.isAlphabetic || $0.properties.numericType == .decimal || $0 == " "
            || $0 == "-"
        }, face.cssFamily)
      XCTAssertTrue(
        face.id.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isLowercase || ("0"..."9").contains($0) || $0 == "-")
        }, face.id)
    }
    XCTAssertEqual(book.faces[5].id, "face-regular")
    XCTAssertEqual(book.faces[6].id, "face-regular-2")
    XCTAssertEqual(
      book.faces(for: style(.regular)).first?.cssFamily, "Specimen Brand Sans Regular 4")
  }

  /// A book's subset of a face, whose `name` table the book made once, is the subsetter's of
  /// that face under its CSS family byte for byte, faces renamed for uniqueness included (their
  /// tables name them as renamed).
  func testTheBooksSubsetsAreTheSubsettersNamedAsTheFacesAre() throws {
    // The renamed face is another font, whose copyright, version and licence URL (copied into
    // the table) differ from Inter's: a table made from the wrong face shows.
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let hangul = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let bold = try BundledFonts.font("Inter-SemiBold.ttf")
    let book = FontBook(
      faces: [
        Typeface(family: "Brand Sans", weight: .regular, font: inter),
        Typeface(family: "Brand Sans", weight: .regular, font: hangul),
        Typeface(family: "Brand Sans", weight: .semibold, font: bold),
      ],
      defaultFamily: "Brand Sans")
    let text = "Delete this photo? 취소".unicodeScalars
    var subsets: [Data] = []
    for face in book.faces {
      let subset = try book.subset(of: face, keeping: text)
      XCTAssertEqual(
        subset, try FontSubsetter.subset(face.font, keeping: text, family: face.cssFamily),
        face.cssFamily)
      XCTAssertEqual(try OpenTypeFont(data: subset).familyName, face.cssFamily)
      subsets.append(subset)
    }
    XCTAssertEqual(Set(subsets).count, 3, "each face's own name and glyphs")
  }

  func testAnUnknownDefaultFamilyFallsBackToTheFirstFace() throws {
    let book = FontBook(
      faces: [try face("Inter", .semibold, "Inter-SemiBold.ttf")], defaultFamily: "Nope",
      fallbackFamilies: ["Missing", "Inter"])
    XCTAssertEqual(book.defaultFamily, "Inter")
    XCTAssertEqual(book.fallbackFamilies, ["Inter"])
    XCTAssertEqual(book.faces(for: style(.ultraLight)).map(\.id), ["inter-semibold"])
  }
}
