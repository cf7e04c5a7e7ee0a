import XCTest

@testable import Specimen

/// The names the engine writes and reads for the public enums that have no public raw value:
/// each case's Swift name, both ways (ids, config values, markup and messages depend on them).
final class CaseNamedTests: XCTestCase {
  private func assertNamesRoundTrip<Value: CaseNamed>(
    _ type: Value.Type, _ names: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(Value.allCases.map(\.rawValue), names, file: file, line: line)
    for value in Value.allCases {
      XCTAssertEqual(Value(rawValue: value.rawValue), value, file: file, line: line)
    }
    XCTAssertNil(Value(rawValue: "no-such-case"), file: file, line: line)
  }

  func testEveryCaseIsNamedAsInSwift() {
    assertNamesRoundTrip(SizeClass.self, ["compact", "regular"])
    assertNamesRoundTrip(Idiom.self, ["phone", "pad"])
    assertNamesRoundTrip(Axis.self, ["vertical", "horizontal"])
    assertNamesRoundTrip(Distribution.self, ["natural", "fillEqually"])
    assertNamesRoundTrip(HorizontalAlignment.self, ["leading", "center", "trailing"])
    assertNamesRoundTrip(VerticalAlignment.self, ["top", "center", "bottom"])
    assertNamesRoundTrip(AccessibilityTrait.self, ["button", "tapGesture", "textField"])
    assertNamesRoundTrip(SettingGroup.self, ["content", "design"])
    assertNamesRoundTrip(
      FontWeight.self,
      ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
    assertNamesRoundTrip(
      DynamicTypeStyle.self,
      [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
        "footnote", "caption1", "caption2",
      ])
  }

  func testThemesAreNamedForFilesInKebabCase() {
    XCTAssertEqual(
      Theme.allCases.map(\.rawValue),
      ["light", "dark", "light-increased-contrast", "dark-increased-contrast"])
    for theme in Theme.allCases { XCTAssertEqual(Theme(rawValue: theme.rawValue), theme) }
    XCTAssertNil(Theme(rawValue: "lightIncreasedContrast"))
  }

  func testAnEnvironmentsIDNamesItsTheme() {
    XCTAssertEqual(Environment.compact.with(theme: .dark).id, "compact-dark")
  }
}
