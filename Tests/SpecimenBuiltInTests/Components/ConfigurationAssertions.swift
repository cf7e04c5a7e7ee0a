import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Makes `entry`'s component from config-file `values` and asserts it is the component the
/// same Builder calls make in Swift: the same usage code, and the same view tree at both widths
/// in both themes. Returns the configured component for further checks.
@discardableResult
func assertConfiguration(
  _ entry: ComponentEntry, _ values: [String: SettingValue],
  makes expected: some CatalogComponent, file: StaticString = #filePath, line: UInt = #line
) throws -> any CatalogComponent {
  let configuration = try XCTUnwrap(
    entry.configuration, "\(entry.id) has no configuration", file: file, line: line)
  for key in values.keys {
    XCTAssertNotNil(
      configuration.setting(key), "\(entry.id) has no setting \(key)", file: file, line: line)
  }
  let configured = configuration.component(values)
  XCTAssertEqual(configured.usage, expected.usage, file: file, line: line)
  for base in Environment.defaults {
    for theme in Theme.standard {
      let environment = base.with(theme: theme).with(tokens: .builtIn)
      XCTAssertEqual(
        configured.body(in: environment), expected.body(in: environment),
        "\(entry.id) in \(environment.id)", file: file, line: line)
    }
  }
  return configured
}
