import Foundation
import XCTest

@testable import Specimen

/// `docs/specimen.schema.json` describes exactly what the reader accepts: the same keys in every
/// object, the same names for size classes, font weights and colour spaces.
final class ConfigSchemaTests: XCTestCase {
  private static let repository = ResourceLoader.packageTemplatesDirectory
    .deletingLastPathComponent()

  private func schema() throws -> [String: Any] {
    let data = try Data(
      contentsOf: Self.repository.appendingPathComponent("docs/specimen.schema.json"))
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func definitions() throws -> [String: [String: Any]] {
    try XCTUnwrap(try schema()["$defs"] as? [String: [String: Any]])
  }

  private func keys(_ object: [String: Any]) -> [String]? {
    (object["properties"] as? [String: Any]).map { $0.keys.sorted() }
  }

  func testTheSchemaIsDraft2020_12AndClosed() throws {
    let schema = try schema()
    XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
    for (name, definition) in try definitions() where definition["properties"] != nil {
      XCTAssertEqual(
        definition["additionalProperties"] as? Bool, false, "$defs/\(name) allows unknown keys")
    }
  }

  func testEveryObjectHasTheKeysTheReaderAccepts() throws {
    XCTAssertEqual(keys(try schema()), ConfigKeys.root.sorted(), "top level")
    let definitions = try definitions()
    let described = Set(definitions.filter { $0.value["properties"] != nil }.keys)
    XCTAssertEqual(described, Set(ConfigKeys.objects.keys).subtracting(["root"]))
    for (name, readerKeys) in ConfigKeys.objects where name != "root" {
      XCTAssertEqual(keys(definitions[name] ?? [:]), readerKeys.sorted(), "$defs/\(name)")
    }
  }

  func testObjectsAreOnlyDescribedAtTheTopOrInDefinitions() throws {
    // An object described inline somewhere else would escape the comparison above.
    func visit(_ value: Any, _ path: String, top: Bool) {
      if let object = value as? [String: Any] {
        if object["properties"] != nil, !top {
          XCTFail("\(path) describes an object's properties inline; move it to $defs")
        }
        for (key, child) in object {
          let isDefinitions = key == "$defs" && path.isEmpty
          if isDefinitions, let definitions = child as? [String: Any] {
            for (name, definition) in definitions {
              visit(definition, "$defs/\(name)", top: true)
            }
          } else if key == "properties", let properties = child as? [String: Any] {
            for (name, property) in properties { visit(property, "\(path)/\(name)", top: false) }
          } else {
            visit(child, "\(path)/\(key)", top: false)
          }
        }
      } else if let array = value as? [Any] {
        for (index, element) in array.enumerated() {
          visit(element, "\(path)[\(index)]", top: false)
        }
      }
    }
    visit(try schema(), "", top: true)
  }

  func testNamesMatchTheReader() throws {
    let definitions = try definitions()
    XCTAssertEqual(
      definitions["sizeClass"]?["enum"] as? [String], SizeClass.allCases.map(\.rawValue))
    XCTAssertEqual(definitions["idiom"]?["enum"] as? [String], Idiom.allCases.map(\.rawValue))
    let weightNames = (definitions["fontWeight"]?["anyOf"] as? [[String: Any]])?
      .compactMap { $0["enum"] as? [String] }.first
    XCTAssertEqual(weightNames, FontWeightNames.names.flatMap(\.names))
    let colorSpace =
      ((definitions["dtcgColor"]?["properties"] as? [String: Any])?["colorSpace"]
      as? [String: Any])?["enum"] as? [String]
    XCTAssertEqual(colorSpace, TokenValues.colorSpaces)
    let units =
      ((definitions["dimension"]?["properties"] as? [String: Any])?["unit"] as? [String: Any])?[
        "enum"] as? [String]
    XCTAssertEqual(units, ["px", "rem"])
  }

  func testTheExampleConfigUsesOnlyWhatTheSchemaDescribes() throws {
    // The reader rejects unknown keys, so reading the example checks it against the key tables
    // the schema is compared with above.
    let url = Self.repository.appendingPathComponent("Examples/config/specimen.json")
    XCTAssertNoThrow(try ConfigLoader.load(from: url))
    let example = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    XCTAssertEqual(example["$schema"] as? String, "../../docs/specimen.schema.json")
  }

  func testTheConfigGuideShowsTheExampleConfigAsItIs() throws {
    let guide = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/config.md"), encoding: .utf8)
    let example = try String(
      contentsOf: Self.repository.appendingPathComponent("Examples/config/specimen.json"),
      encoding: .utf8)
    XCTAssertTrue(
      guide.contains("```json\n" + example + "```"),
      "docs/config.md's complete example differs from Examples/config/specimen.json")
  }
}
