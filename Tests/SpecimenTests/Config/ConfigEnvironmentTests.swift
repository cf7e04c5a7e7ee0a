import XCTest

@testable import Specimen

/// `environments[]` in `specimen.json`: display name, idiom and system bars, their defaults, and
/// an error naming file, key path, line and column for each bad value.
final class ConfigEnvironmentTests: XCTestCase {
  private let sizes =
    #""width": 393, "height": 852, "horizontalSizeClass": "compact", "verticalSizeClass": "regular""#

  private func environments(_ members: String) throws -> [Environment] {
    try XCTUnwrap(
      try ConfigFixture.configuration(#"{"environments": [{"name": "a", \#(members)}]}"#)
        .environments)
  }

  private func error(_ members: String) -> ConfigError {
    configError {
      _ = try ConfigFixture.configuration(#"{"environments": [{"name": "a", \#(members)}]}"#)
    }
  }

  func testDisplayNameIdiomAndSystemBarsAreRead() throws {
    let read = try environments(
      #"""
      "displayName": "iPad Pro 11″ portrait", "width": 834, "height": 1194,
      "horizontalSizeClass": "regular", "verticalSizeClass": "regular", "idiom": "pad",
      "safeArea": {"top": 24, "bottom": 20}, "statusBar": false, "homeIndicator": true
      """#)
    XCTAssertEqual(
      read,
      [
        Environment(
          name: "a", displayName: "iPad Pro 11″ portrait", width: 834, height: 1194,
          horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad,
          safeArea: EdgeInsets(top: 24, bottom: 20), showsStatusBar: false,
          showsHomeIndicator: true)
      ])
  }

  func testDefaultsThePhoneTheNameAndBarsWhereTheSafeAreaHasRoomForThem() throws {
    let bare = try XCTUnwrap(try environments(sizes).first)
    XCTAssertEqual(bare.displayName, "a")
    XCTAssertEqual(bare.idiom, .phone)
    XCTAssertFalse(bare.showsStatusBar, "no top inset, no status bar")
    XCTAssertFalse(bare.showsHomeIndicator, "no bottom inset, no home indicator")
    let notched = try XCTUnwrap(
      try environments(sizes + #", "safeArea": {"top": 59, "bottom": 34}"#).first)
    XCTAssertTrue(notched.showsStatusBar)
    XCTAssertTrue(notched.showsHomeIndicator)
    // A landscape phone: side insets and a home indicator, the status bar hidden by iOS.
    let turned = try XCTUnwrap(
      try environments(
        #""width": 852, "height": 393, "horizontalSizeClass": "compact", "verticalSizeClass": "compact", "safeArea": {"leading": 59, "bottom": 21, "trailing": 59}"#
      ).first)
    XCTAssertFalse(turned.showsStatusBar)
    XCTAssertTrue(turned.showsHomeIndicator)
    // Told otherwise, the bars follow the file.
    let told = try XCTUnwrap(
      try environments(
        sizes
          + #", "safeArea": {"top": 59, "bottom": 34}, "statusBar": false, "homeIndicator": false"#
      ).first)
    XCTAssertFalse(told.showsStatusBar)
    XCTAssertFalse(told.showsHomeIndicator)
  }

  func testAnUnknownIdiomSuggestsTheNearestOne() {
    // {"environments": [{"name": "a", "width": …: the idiom's value starts at column 137.
    assertError(
      error(sizes + #", "idiom": "pda""#), keyPath: "environments[0].idiom", at: "1:137",
      "“pda” is not a device idiom; did you mean “pad”?", "write \"phone\" or \"pad\"")
    assertError(
      error(sizes + #", "idiom": "tablet""#), keyPath: "environments[0].idiom", at: "1:137",
      "“tablet” is not a device idiom", "write \"phone\" or \"pad\"")
    assertError(
      error(sizes + #", "idiom": 2"#), keyPath: "environments[0].idiom", at: "1:137",
      "expected a string, found the number 2")
  }

  func testSystemBarsAreBooleans() {
    assertError(
      error(sizes + #", "statusBar": "yes""#), keyPath: "environments[0].statusBar",
      at: "1:141", "expected true or false, found the string “yes”")
    assertError(
      error(sizes + #", "homeIndicator": 1"#), keyPath: "environments[0].homeIndicator",
      at: "1:145", "expected true or false, found the number 1")
  }

  func testADisplayNameIsAPlainShortName() {
    assertError(
      error(#""displayName": "", "# + sizes), keyPath: "environments[0].displayName",
      at: "1:48", "displayName is empty")
    assertError(
      error(#""displayName": " iPhone", "# + sizes), keyPath: "environments[0].displayName",
      at: "1:48", "starts or ends with white space")
    assertError(
      error(#""displayName": "iPhone\u0007", "# + sizes),
      keyPath: "environments[0].displayName", at: "1:48", "control or invisible character")
    let long = String(repeating: "x", count: 65)
    assertError(
      error(#""displayName": "\#(long)", "# + sizes), keyPath: "environments[0].displayName",
      at: "1:48", "65 characters long", "keep it to 64 characters")
  }

  func testAMisspeltKeySuggestsTheNewOnes() {
    assertError(
      error(sizes + #", "statusbar": true"#), keyPath: "environments[0].statusbar", at: "1:128",
      "did you mean “statusBar”?")
    assertError(
      error(sizes + #", "displayname": "X""#), keyPath: "environments[0].displayname",
      at: "1:128", "did you mean “displayName”?")
  }
}
