import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in registry: every component can be configured from a config file, and its
/// settings are well formed.
final class RegistryBuiltInTests: XCTestCase {
  func testEveryBuiltInComponentHasAConfiguration() {
    for entry in Registry.builtIn.entries {
      XCTAssertNotNil(entry.configuration, "\(entry.id) cannot be configured from a file")
    }
  }

  func testSettingsAreUniqueAndDesignSettingsNameTokens() throws {
    for entry in Registry.builtIn.entries {
      let settings = try XCTUnwrap(entry.configuration?.settings)
      let keys = settings.map(\.key)
      XCTAssertEqual(Set(keys).count, keys.count, "\(entry.id): \(keys)")
      XCTAssertTrue(settings.contains { $0.group == .content }, "\(entry.id) sets no content")
      for setting in settings {
        switch setting.kind {
        case .color, .typeStyle, .dimension:
          XCTAssertEqual(setting.group, .design, "\(entry.id).\(setting.key)")
        case .text, .textList, .choice, .flag, .number:
          XCTAssertEqual(setting.group, .content, "\(entry.id).\(setting.key)")
        }
      }
    }
  }

  func testNoSettingsMakeTheBuildersDefault() throws {
    for entry in Registry.builtIn.entries {
      let component = try XCTUnwrap(entry.configuration).component([:])
      let lines = component.usage.split(separator: "\n")
      if entry.id.rawValue == "loading" {
        // CommonLoadingView has no Builder: made, shown, dismissed.
        XCTAssertEqual(lines.first, "let loadingView = CommonLoadingView()", component.usage)
        continue
      }
      XCTAssertEqual(lines.count, 2, "\(entry.id): \(component.usage)")
      XCTAssertTrue(lines.first?.hasSuffix(".Builder()") ?? false, "\(entry.id)")
      XCTAssertTrue(lines.last?.hasPrefix("  .build()") ?? false, "\(entry.id): \(component.usage)")
    }
  }
}
