import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The modal's geometry from the seed, asserted on layout frames at both widths and themes.
final class ModalLayoutTests: XCTestCase {
  private let environments = [Environment.compact, .regular].flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
  }

  private func variants() -> [(VariantID, Modal)] {
    ComponentEntry.modal.variants.compactMap { variant in
      (variant.component as? Modal).map { (variant.id, $0) }
    }
  }

  private func frame(_ layout: LayoutNode, _ role: String, _ context: String) throws -> Rect {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)").frame
  }

  func testCardIs270WideCentredWithRadius16() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let card = try frame(layout, "card", context)
        XCTAssertEqual(card.width, 270, context)
        XCTAssertEqual(card.midX, environment.width / 2, accuracy: 1e-9, context)
        XCTAssertEqual(card.midY, environment.height / 2, accuracy: 1e-9, context)
        let background = try XCTUnwrap(
          layout.first(role: "card")?.children.first, "card background in \(context)")
        guard case .shape(let style) = background.content else {
          return XCTFail("card background is not a shape in \(context)")
        }
        XCTAssertEqual(style.cornerRadius, 16, context)
        XCTAssertEqual(background.frame, card, context)
      }
    }
  }

  func testButtonRowIs44HighAtTheCardBottomAndDividerIs16BelowMessage() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let card = try frame(layout, "card", context)
        let row = try frame(layout, "buttonRow", context)
        let divider = try frame(layout, "divider", context)
        let message = try frame(layout, "message", context)
        let title = try frame(layout, "title", context)
        XCTAssertEqual(row.height, 44, context)
        XCTAssertEqual(row.width, 270, context)
        XCTAssertEqual(row.maxY, card.maxY, accuracy: 1e-9, context)
        XCTAssertEqual(divider.height, 1, context)
        XCTAssertEqual(divider.width, 270, context)
        XCTAssertEqual(divider.x, card.x, context)
        XCTAssertEqual(divider.y, message.maxY + 16, accuracy: 1e-9, context)
        XCTAssertEqual(row.y, divider.maxY, accuracy: 1e-9, context)
        XCTAssertEqual(title.y, card.y + 16, accuracy: 1e-9, context)
        XCTAssertEqual(title.height, 22, "one line of the title style, \(context)")
        XCTAssertGreaterThanOrEqual(message.x, card.x + 16 - 1e-9, context)
        XCTAssertLessThanOrEqual(message.maxX, card.maxX - 16 + 1e-9, context)
      }
    }
  }

  func testTwoButtonsShareTheRowEquallyWithACentredVerticalLine() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "two-buttons" }?.1)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      let row = try frame(layout, "buttonRow", environment.id)
      let negative = try frame(layout, "negativeButton", environment.id)
      let positive = try frame(layout, "positiveButton", environment.id)
      let line = try frame(layout, "verticalDivider", environment.id)
      XCTAssertEqual(negative.width, 135)
      XCTAssertEqual(positive.width, 135)
      XCTAssertEqual(negative.x, row.x)
      XCTAssertEqual(positive.maxX, row.maxX)
      XCTAssertEqual(line.width, 1)
      XCTAssertEqual(line.height, 44)
      XCTAssertEqual(line.midX, row.midX, accuracy: 1e-9)
    }
  }

  func testPositiveOnlySpansTheCardWithoutAVerticalLine() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "positive-only" }?.1)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      let card = try frame(layout, "card", environment.id)
      let positive = try frame(layout, "positiveButton", environment.id)
      XCTAssertEqual(positive.x, card.x)
      XCTAssertEqual(positive.width, 270)
      XCTAssertEqual(positive.maxX, card.maxX, environment.id)
      XCTAssertNil(layout.first(role: "negativeButton"), environment.id)
      XCTAssertNil(layout.first(role: "verticalDivider"), environment.id)
      // Not merely untagged: nothing is drawn as a shape anywhere inside the button row.
      let row = try frame(layout, "buttonRow", environment.id)
      XCTAssertEqual(shapes(in: row, of: layout).map(\.frame), [], environment.id)
    }
  }

  func testTwoButtonsDrawExactlyOneShapeInTheButtonRowTheVerticalLine() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "two-buttons" }?.1)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      let row = try frame(layout, "buttonRow", environment.id)
      let line = try frame(layout, "verticalDivider", environment.id)
      XCTAssertEqual(shapes(in: row, of: layout).map(\.frame), [line], environment.id)
    }
  }

  /// Every shape node of `layout` that lies inside `frame`, whatever its role.
  private func shapes(in frame: Rect, of layout: LayoutNode) -> [LayoutNode] {
    layout.allNodes.filter { node in
      guard case .shape = node.content else { return false }
      return frame.contains(node.frame)
    }
  }

  func testImageIs120By80Centred16BelowTitleAndAboveMessage() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "with-image" }?.1)
    let layout = TestResources.layout(modal, in: .compact)
    let image = try frame(layout, "image", "with-image")
    let title = try frame(layout, "title", "with-image")
    let message = try frame(layout, "message", "with-image")
    XCTAssertEqual(image.size, Size(width: 120, height: 80))
    XCTAssertEqual(image.midX, 187.5)
    XCTAssertEqual(image.y, title.maxY + 16, accuracy: 1e-9)
    XCTAssertEqual(message.y, image.maxY + 16, accuracy: 1e-9)
  }

  func testLongMessageWrapsToFourOrMoreCentredLines() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "long-message" }?.1)
    let layout = TestResources.layout(modal, in: .compact)
    let text = try XCTUnwrap(layout.first(role: "message"))
    guard case .text(let message) = text.content else { return XCTFail("message is not text") }
    XCTAssertGreaterThanOrEqual(message.lines.count, 4)
    for line in message.lines {
      XCTAssertLessThanOrEqual(line.line.width, 270 - 32 + 1e-9)
      XCTAssertEqual(line.box.midX, 187.5, accuracy: 1e-9, "“\(line.line.text)” is not centred")
    }
    XCTAssertEqual(text.frame.height, Double(message.lines.count) * Typography.message.lineHeight)
  }

  func testLongTitleStaysOnOneLineEndingInEllipsis() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "long-title" }?.1)
    let layout = TestResources.layout(modal, in: .compact)
    guard case .text(let title) = try XCTUnwrap(layout.first(role: "title")).content else {
      return XCTFail("title is not text")
    }
    XCTAssertEqual(title.lines.count, 1)
    XCTAssertTrue(title.lines[0].line.text.hasSuffix("…"))
    XCTAssertLessThanOrEqual(title.lines[0].line.width, 238 + 1e-9)
  }

  func testKoreanIsMeasuredWithTheHangulFace() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "korean" }?.1)
    let layout = TestResources.layout(modal, in: .compact)
    let runs = layout.textLayouts.flatMap { $0.lines.flatMap(\.line.runs) }
    let hangul = runs.filter {
      $0.text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }
    XCTAssertFalse(hangul.isEmpty)
    XCTAssertTrue(hangul.allSatisfy { $0.typefaceID.hasPrefix("hangul-") }, "\(hangul)")
    XCTAssertTrue(runs.contains { $0.text.contains("취소") })
  }

  func testBuilderKeepsContentDesignAndActionsApart() {
    let modal = Modal.Builder()
      .setTitle("T")
      .setMessage("M")
      .setNegativeButton("No")
      .setPositiveButton("Yes")
      .setPositiveButtonColor(Palette.systemBlue)
      .build()
    XCTAssertEqual(
      modal.viewModel,
      Modal.ViewModel(title: "T", message: "M", negativeLabel: "No", positiveLabel: "Yes"))
    XCTAssertEqual(modal.design.positiveColor, Palette.systemBlue)
    XCTAssertEqual(modal.actions.positive.name, "positive")
    XCTAssertTrue(modal.usage.contains(".setPositiveButtonColor(Palette.systemBlue)"))
    XCTAssertTrue(modal.usage.hasSuffix("  .build()"))
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = Modal.Builder()
      .setTitle("New: shared albums")
      .setImageURL("https://example.com/a.png", width: 100, height: 60)
      .setMessage("Invite friends.")
      .setPositiveButton("Try it")
      .setPositiveButtonColor(Palette.systemBlue)
      .setTitleStyle(Typography.body)
      .build()
    let configured = try assertConfiguration(
      .modal,
      [
        "title": .text("New: shared albums"), "imageURL": .text("https://example.com/a.png"),
        "imageWidth": .number(100), "imageHeight": .number(60), "message": .text("Invite friends."),
        "positiveButton": .text("Try it"), "positiveButtonColor": .color(Palette.systemBlue),
        "titleStyle": .typeStyle(Typography.body),
      ], makes: expected)
    XCTAssertEqual(configured as? Modal, expected)
  }

  func testConfiguredImageWithoutASizeIs120By80() throws {
    let modal = try XCTUnwrap(
      ComponentEntry.modal.configuration?.component(["image": .text("hero.png")]) as? Modal)
    XCTAssertEqual(
      modal.viewModel.image,
      Modal.ModalImage(source: .bundled(name: "hero.png"), width: 120, height: 80))
    XCTAssertEqual(
      modal.usage,
      """
      let modal = Modal.Builder()
        .setImage(named: "hero.png", width: 120, height: 80)
        .build()
      """)
  }
}
