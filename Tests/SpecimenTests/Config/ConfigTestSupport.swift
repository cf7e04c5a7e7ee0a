import Foundation
import XCTest

@testable import Specimen

/// Reads configs and token files from strings, without touching the disk.
enum ConfigFixture {
  /// A parsed file named `name`.
  static func source(_ name: String, _ text: String) throws(ConfigError) -> ConfigSource {
    try ConfigSource(file: name, bytes: Array(text.utf8))
  }

  /// `specimen.json` with `text`, and token files (`light` and `dark`, each a list of file
  /// texts) when given; throws every problem found.
  static func configuration(_ text: String, light: [String]? = nil, dark: [String]? = nil)
    throws(ConfigErrors) -> SpecimenConfiguration
  {
    let configuration = try unchecked(text, light: light, dark: dark)
    try configuration.problems.check()
    return configuration
  }

  /// ``configuration(_:light:dark:)`` with its problems kept in it instead of thrown.
  static func unchecked(_ text: String, light: [String]? = nil, dark: [String]? = nil)
    throws(ConfigErrors) -> SpecimenConfiguration
  {
    do {
      let file = try ConfigFile(try source("specimen.json", text))
      var tokenFiles: (light: [ConfigSource], dark: [ConfigSource])?
      if let light {
        let lightSources = try light.enumerated().map { entry throws(ConfigError) in
          try source("tokens/light-\(entry.offset).tokens.json", entry.element)
        }
        // Without dark files, the light ones are named for both modes, as a config does.
        let darkSources = try (dark ?? light).enumerated().map { entry throws(ConfigError) in
          try source(
            "tokens/\(dark == nil ? "light" : "dark")-\(entry.offset).tokens.json", entry.element)
        }
        tokenFiles = (lightSources, darkSources)
      }
      return SpecimenConfiguration(
        file, tokenFiles: tokenFiles, directory: URL(fileURLWithPath: "/config"))
    } catch let error as ConfigErrors {
      throw error
    } catch let error as ConfigError {
      throw ConfigErrors(error)
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// A config naming token files, so `configuration(_:light:dark:)` resolves them.
  static let withTokenFiles = #"{"tokens": {"light": "l.json", "dark": "d.json"}}"#
}

/// The one `ConfigError` `body` throws (alone, or as the only one of a `ConfigErrors`); fails
/// the test when it throws none, more than one, or another error.
func configError(
  file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
) -> ConfigError {
  let errors = configErrors(file: file, line: line, body)
  XCTAssertEqual(errors.count, 1, "expected one error, got: \(errors)", file: file, line: line)
  return errors.first ?? ConfigError(file: "", problem: "", fix: "")
}

/// Every `ConfigError` `body` throws, in file order; fails the test when it throws none, or
/// another error.
func configErrors(
  file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
) -> [ConfigError] {
  do {
    try body()
    XCTFail("no error was thrown", file: file, line: line)
  } catch let error as ConfigError {
    return [error]
  } catch let error as ConfigErrors {
    return error.errors
  } catch {
    XCTFail("unexpected error \(error)", file: file, line: line)
  }
  return []
}

/// Asserts that `error` names `file`, `keyPath`, `location` ("line:column") and that its message
/// contains each of `phrases`.
func assertError(
  _ error: ConfigError, file: String = "specimen.json", keyPath: String, at location: String?,
  _ phrases: String..., sourceFile: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(error.file, file, "\(error)", file: sourceFile, line: line)
  XCTAssertEqual(error.keyPath, keyPath, "\(error)", file: sourceFile, line: line)
  XCTAssertEqual(error.location?.description, location, "\(error)", file: sourceFile, line: line)
  XCTAssertFalse(error.fix.isEmpty, "no fix in \(error)", file: sourceFile, line: line)
  for phrase in phrases {
    XCTAssertTrue(
      error.description.contains(phrase), "“\(phrase)” is not in: \(error)", file: sourceFile,
      line: line)
  }
}

extension Array where Element == ConfigWarning {
  /// The warnings but those about pre-2025.10 forms, for tests whose fixtures write colours as
  /// hex strings on purpose (short) and are about something else.
  var withoutOlderForms: [ConfigWarning] { filter { $0.kind != .olderForm } }
}
