import Foundation
import SpecimenBuiltIn
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
    for (name, definition) in try definitions()
    where definition["properties"] != nil && name != Self.generated {
      XCTAssertEqual(
        definition["additionalProperties"] as? Bool, false, "$defs/\(name) allows unknown keys")
    }
  }

  func testEveryObjectHasTheKeysTheReaderAccepts() throws {
    XCTAssertEqual(keys(try schema()), ConfigKeys.root.sorted(), "top level")
    let definitions = try definitions()
    let described = Set(
      definitions.filter { $0.value["properties"] != nil && $0.key != Self.generated }.keys)
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
            // The generated component rules are checked against the declarations below.
            for (name, definition) in definitions where name != Self.generated {
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
    XCTAssertEqual(colorSpace, ColorSpace.allCases.map(\.rawValue))
    let units =
      ((definitions["dimension"]?["properties"] as? [String: Any])?["unit"] as? [String: Any])?[
        "enum"] as? [String]
    XCTAssertEqual(units, ["px", "rem"])
  }

  /// The `$defs` entry generated from the registry's declarations.
  private static let generated = "componentKeys"

  func testTheComponentKeysAreTheBuiltInComponentsDeclarations() throws {
    let generated = ComponentSchema.componentKeys(for: .builtIn)
    let committed = try definitions()[Self.generated]
    let variant = try XCTUnwrap(try definitions()["variant"])
    XCTAssertEqual(
      variant["$ref"] as? String, "#/$defs/\(Self.generated)",
      "a variant's keys are checked by the generated rules")
    if let committed, NSDictionary(dictionary: committed).isEqual(to: generated) { return }
    let url = Self.repository.appendingPathComponent("docs/specimen.schema.json")
    if ["failed", "all"].contains(ProcessInfo.processInfo.environment["SPECIMEN_RECORD"]) {
      let text = try String(contentsOf: url, encoding: .utf8)
      try SchemaText.replacing(Self.generated, with: generated, in: text)
        .write(to: url, atomically: true, encoding: .utf8)
      XCTFail("docs/specimen.schema.json's \(Self.generated) re-recorded; review its diff")
    } else {
      XCTFail(
        "docs/specimen.schema.json's $defs/\(Self.generated) differs from the built-in "
          + "components' declarations; run SPECIMEN_RECORD=failed swift test --filter "
          + "ConfigSchemaTests and review the diff")
    }
  }

  func testEveryModalKeyIsDescribedWithItsAppSetter() throws {
    let rules = ComponentSchema.componentKeys(for: .builtIn)["allOf"] as? [[String: Any]] ?? []
    let modal = try XCTUnwrap(
      rules.first {
        (($0["if"] as? [String: Any])?["properties"] as? [String: Any])?["component"]
          .flatMap { $0 as? [String: Any] }?["const"] as? String == "modal"
      })
    let then = try XCTUnwrap(modal["then"] as? [String: Any])
    let design = try XCTUnwrap(
      ((then["properties"] as? [String: Any])?["design"] as? [String: Any])?["properties"]
        as? [String: [String: Any]])
    XCTAssertEqual(
      design["negativeButtonColor"]?["description"] as? String,
      "A colour token's name. In the app: setNagativeButtonColor, default .systemBlue.")
    let content = try XCTUnwrap(
      ((then["properties"] as? [String: Any])?["content"] as? [String: Any])?["properties"]
        as? [String: [String: Any]])
    XCTAssertEqual(
      Set(content.keys),
      [
        "title", "imageWidth", "imageHeight", "image", "imageURL", "message", "negativeButton",
        "positiveButton",
      ])
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

/// Writes a generated `$defs` entry into the schema's text in the file's own style (2-space
/// indents, `"key": value`, keys sorted), leaving every other line as it is.
private enum SchemaText {
  static func replacing(_ name: String, with value: Any, in text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    let entry = "    \"\(name)\": "
    let written = (entry + json(value, indent: 4)).components(separatedBy: "\n")
    if let start = lines.firstIndex(where: { $0.hasPrefix(entry) }) {
      let end = try XCTUnwrap(lines[start...].firstIndex { $0 == "    }," || $0 == "    }" })
      let comma = lines[end].hasSuffix(",") ? "," : ""
      lines.replaceSubrange(start...end, with: written.dropLast() + [written.last! + comma])
    } else {
      let variant = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    \"variant\": ") })
      lines.insert(contentsOf: written.dropLast() + [written.last! + ","], at: variant)
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ value: Any, indent: Int) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let outer = String(repeating: " ", count: indent)
    switch value {
    case let object as [String: Any]:
      guard !object.isEmpty else { return "{}" }
      let members = object.keys.sorted().map { key in
        inner + string(key) + ": " + json(object[key]!, indent: indent + 2)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + outer + "}"
    case let array as [Any]:
      guard !array.isEmpty else { return "[]" }
      return "[\n" + array.map { inner + json($0, indent: indent + 2) }.joined(separator: ",\n")
        + "\n" + outer + "]"
    case let text as String: return string(text)
    case let flag as Bool: return flag ? "true" : "false"
    case let number as Double:
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int(number)) : String(number)
    case let number as Int: return String(number)
    default: return "null"
    }
  }

  static func string(_ text: String) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
  }
}
