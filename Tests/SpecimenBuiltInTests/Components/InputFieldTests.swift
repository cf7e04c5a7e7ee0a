import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The required field of seed 001: label, field, border per state, caret, and the inline error
/// under the field, pinned to the safe area — asserted on layout frames at every default
/// environment and in both themes.
final class InputFieldTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  private func field(_ id: VariantID) throws -> InputField {
    let variant = try XCTUnwrap(ComponentEntry.inputField.variants.first { $0.id == id })
    return try XCTUnwrap(variant.component as? InputField)
  }

  private func frame(_ layout: LayoutNode, _ role: String) throws -> Rect {
    try XCTUnwrap(layout.first(role: role), "no '\(role)'").frame
  }

  private func text(_ layout: LayoutNode, _ role: String) throws -> TextLayout {
    let node = try XCTUnwrap(layout.first(role: role), "no '\(role)'")
    guard case .text(let text) = node.content else { throw NotText(role: role) }
    return text
  }

  func testFieldIs44HighUnderTheLabelAndBoundedAtRegularWidth() throws {
    for environment in environments {
      for variant in ComponentEntry.inputField.variants {
        let layout = TestResources.layout(try field(variant.id), in: environment)
        let context = "\(variant.id) at \(environment.id)"
        let label = try frame(layout, "label")
        let field = try frame(layout, "field")
        let safe = environment.safeAreaFrame
        XCTAssertEqual(field.height, 44, context)
        XCTAssertEqual(field.y, label.maxY + 8, accuracy: 1e-9, context)
        XCTAssertEqual(label.x, field.x, context)
        // Pinned to the safe-area layout guide, 16 inside it: below the status bar (44 on an
        // iPhone in portrait, 24 on an iPad, none in landscape) and the side insets.
        XCTAssertEqual(label.y, environment.safeArea.top.points + 16, context)
        if environment.horizontalSizeClass == .compact {
          XCTAssertEqual(field.x, environment.safeArea.leading.points + 16, context)
          XCTAssertEqual(field.width, safe.width - 32, context)
        } else {
          // At most 480 wide, centred in the safe area: on 820, x = (820 − 480) / 2 = 170.
          XCTAssertEqual(field.width, 480, context)
          XCTAssertEqual(field.midX, safe.midX, accuracy: 1e-9, context)
        }
        XCTAssertEqual(try frame(layout, "fieldBorder"), field, context)
      }
    }
    let regular = TestResources.layout(try field("empty"), in: .regular)
    XCTAssertEqual(try frame(regular, "field").x, 170)
  }

  /// The numbers by hand for the two phones: portrait 44 + 16 from the top and 343 wide;
  /// landscape 0 + 16 from the top, 44 + 16 from the left, 812 − 88 − 32 = 692 wide.
  func testTheFormStartsInsideTheSafeAreaOfAnIPhoneInBothOrientations() throws {
    let portrait = TestResources.layout(try field("error"), in: .compact)
    XCTAssertEqual(try frame(portrait, "form").x, 16)
    XCTAssertEqual(try frame(portrait, "form").y, 60)
    XCTAssertEqual(try frame(portrait, "field").width, 343)
    let landscape = TestResources.layout(try field("error"), in: .compactLandscape)
    XCTAssertEqual(try frame(landscape, "form").x, 60)
    XCTAssertEqual(try frame(landscape, "form").y, 16)
    XCTAssertEqual(try frame(landscape, "field").width, 692)
    XCTAssertEqual(try frame(landscape, "errorMessage").x, 60)
  }

  func testBorderColourAndWidthPerState() throws {
    let expected: [VariantID: (String, Double)] = [
      "empty": ("separator", 1), "focused": ("systemBlue", 2), "filled": ("separator", 1),
      "error": ("systemRed", 2), "korean-error": ("systemRed", 2),
    ]
    for (id, (token, width)) in expected {
      for environment in environments {
        let layout = TestResources.layout(try field(id), in: environment)
        guard case .shape(let style) = try XCTUnwrap(layout.first(role: "fieldBorder")).content
        else { return XCTFail("border is not a shape") }
        XCTAssertEqual(style.stroke?.token, token, "\(id) at \(environment.id)")
        XCTAssertEqual(style.strokeWidth, width, "\(id)")
        XCTAssertEqual(style.cornerRadius, Length(10, token: "field"))
        XCTAssertEqual(style.fill?.token, "fieldBackground")
      }
    }
  }

  func testErrorIsAnInlineRedCaptionUnderTheFieldNotAnAlert() throws {
    for id: VariantID in ["error", "korean-error"] {
      for environment in environments {
        let layout = TestResources.layout(try field(id), in: environment)
        let context = "\(id) at \(environment.id)"
        let field = try frame(layout, "field")
        let message = try frame(layout, "errorMessage")
        XCTAssertEqual(message.y, field.maxY + 6, accuracy: 1e-9, context)
        XCTAssertEqual(message.x, field.x, context)
        XCTAssertLessThanOrEqual(message.maxX, field.maxX + 1e-9, context)
        let error = try text(layout, "errorMessage")
        XCTAssertEqual(error.style, Typography.caption, context)
        XCTAssertEqual(error.paint.token, "systemRed", context)
        for modal in ["dim", "card", "sheet", "toast"] {
          XCTAssertNil(layout.first(role: modal), "\(modal) in \(context)")
        }
        XCTAssertEqual(layout.all(role: "screen").count, 1, context)
      }
    }
    for id: VariantID in ["empty", "focused", "filled"] {
      XCTAssertNil(TestResources.layout(try field(id), in: .compact).first(role: "errorMessage"))
    }
  }

  func testPlaceholderWhileEmptyTextWhenFilled() throws {
    for id: VariantID in ["empty", "error"] {
      let layout = TestResources.layout(try field(id), in: .compact)
      XCTAssertEqual(try text(layout, "placeholder").paint.token, "secondaryLabel", "\(id)")
      XCTAssertNil(layout.first(role: "text"), "\(id)")
      XCTAssertNil(layout.first(role: "caret"), "\(id)")
    }
    let filled = TestResources.layout(try field("filled"), in: .compact)
    XCTAssertEqual(try text(filled, "text").paint.token, "label")
    XCTAssertEqual(try text(filled, "text").lines.first?.line.text, "Summer in Lisbon")
    XCTAssertNil(filled.first(role: "placeholder"))
    XCTAssertNil(filled.first(role: "caret"))
  }

  func testFocusedCaretFollowsTheTextCentredInTheField() throws {
    for environment in environments {
      let layout = TestResources.layout(try field("focused"), in: environment)
      let field = try frame(layout, "field")
      let text = try frame(layout, "text")
      let caret = try frame(layout, "caret")
      XCTAssertEqual(text.x, field.x + 12, environment.id)
      XCTAssertEqual(caret.x, text.maxX + 1, accuracy: 1e-9, environment.id)
      XCTAssertEqual(caret.size, Size(width: 2, height: 22))
      XCTAssertEqual(caret.midY, field.midY, accuracy: 1e-9)
      guard case .shape(let style) = try XCTUnwrap(layout.first(role: "caret")).content else {
        return XCTFail("caret is not a shape")
      }
      XCTAssertEqual(style.fill?.token, "systemBlue")
    }
    let empty = InputField.Builder().setPlaceholder("Name").setState(.focused(text: "")).build()
    let layout = TestResources.layout(empty, in: .compact)
    XCTAssertEqual(try frame(layout, "caret").x, try frame(layout, "placeholder").x)
  }

  func testKoreanErrorIsMeasuredWithTheHangulFace() throws {
    let layout = TestResources.layout(try field("korean-error"), in: .compact)
    let runs = try text(layout, "errorMessage").lines.flatMap(\.line.runs)
    let hangul = runs.filter {
      $0.text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }
    XCTAssertFalse(hangul.isEmpty)
    XCTAssertTrue(hangul.allSatisfy { $0.typefaceID.hasPrefix("hangul-") }, "\(hangul)")
  }

  func testUsageWritesTheStateCase() throws {
    XCTAssertTrue(try field("empty").usage.contains("  .setState(.empty)\n"))
    XCTAssertTrue(
      try field("focused").usage.contains("  .setState(.focused(text: \"Summer in Lis\"))\n"))
    XCTAssertTrue(try field("error").usage.hasPrefix("let field = CommonInputField.Builder()\n"))
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = InputField.Builder()
      .setLabel("Capsule name")
      .setPlaceholder("e.g. Summer in Lisbon")
      .setState(.focused(text: "Summer"))
      .setFocusedColor(Palette.systemRed)
      .build()
    let configured = try assertConfiguration(
      .inputField,
      [
        "label": .text("Capsule name"), "placeholder": .text("e.g. Summer in Lisbon"),
        "state": .choice("focused"), "text": .text("Summer"),
        "focusedColor": .color(Palette.systemRed),
      ], makes: expected)
    XCTAssertEqual(configured as? InputField, expected)
  }

  func testConfiguredErrorStateTakesItsMessage() throws {
    let field = try XCTUnwrap(
      ComponentEntry.inputField.configuration?.component([
        "state": .choice("error"), "errorMessage": .text("Enter a name."), "text": .text("x"),
      ]) as? InputField)
    XCTAssertEqual(field.viewModel.state, .error(message: "Enter a name."))
  }
}

/// A role that should have been a text node and was not.
private struct NotText: Error {
  let role: String
}
