import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The modal's geometry from the seed, asserted on layout frames at every default environment
/// and theme: `.overFullScreen` over the host screen, its own 30 % dim, the card centred on the
/// screen, and the labels as UIKit lays out the seed's constraints.
final class ModalLayoutTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  private func variants() -> [(VariantID, Modal)] {
    ComponentEntry.modal.variants.compactMap { variant in
      (variant.component as? Modal).map { (variant.id, $0) }
    }
  }

  private func frame(_ layout: LayoutNode, _ role: String, _ context: String) throws -> Rect {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)").frame
  }

  /// The seed: `parentView.snp.makeConstraints { $0.width.equalTo(270); $0.center.equalToSuperview() }`
  /// in a view presented `.overFullScreen`: centred on the screen, not on its safe area.
  func testCardIs270WideCentredOnTheScreenWithRadius16() throws {
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
        XCTAssertEqual(style.cornerRadius, Length(16, token: "card"), context)
        XCTAssertEqual(background.frame, card, context)
      }
    }
    // On an iPhone in portrait the screen's centre is 5 pt above the safe area's (406 vs 411).
    let card = try frame(
      TestResources.layout(try XCTUnwrap(variants().first?.1), in: .compact), "card", "compact")
    XCTAssertEqual(card.midY, 406, accuracy: 1e-9)
    XCTAssertEqual(Environment.compact.safeAreaFrame.midY, 411)
  }

  /// The seed's `blurView`, black at 30 %, pinned to the view's edges: the whole screen, over the
  /// app screen the modal is presented over, under the card.
  func testTheSeedsOwnDimCoversTheWholeScreenOverTheHostScreen() throws {
    for environment in environments {
      let layout = TestResources.layout(try XCTUnwrap(variants().first?.1), in: environment)
      let dim = try XCTUnwrap(layout.first(role: "dim"), environment.id)
      XCTAssertEqual(dim.frame.x, 0, accuracy: 1e-9)
      XCTAssertEqual(dim.frame.y, 0, accuracy: 1e-9)
      XCTAssertEqual(dim.frame.width, environment.width, accuracy: 1e-9)
      XCTAssertEqual(dim.frame.height, environment.height, accuracy: 1e-9)
      guard case .shape(let style) = dim.content, let fill = style.fill else {
        return XCTFail("dim is not a filled shape")
      }
      XCTAssertEqual(fill.token, "dim")
      XCTAssertEqual(fill.color.hexRGB, "#000000")
      XCTAssertEqual(fill.color.opacity, 0.3, accuracy: 0.5 / 255)
      let order = layout.allNodes.compactMap(\.role)
      let host = try XCTUnwrap(order.firstIndex(of: "host"), environment.id)
      let dimIndex = try XCTUnwrap(order.firstIndex(of: "dim"))
      let card = try XCTUnwrap(order.firstIndex(of: "card"))
      XCTAssertLessThan(host, dimIndex)
      XCTAssertLessThan(dimIndex, card)
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

  /// The seed's title is only centred (`centerX.equalTo(parentView).inset(16)`, an offset of 0
  /// in SnapKit) with `numberOfLines = 1`: one line as wide as its text, centred on the card,
  /// past its edges (and the screen's, on a 375-pt screen); the findings report both.
  func testALongTitleStaysWholeOnOneLineAndRunsPastTheCard() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "long-title" }?.1)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      let card = try frame(layout, "card", environment.id)
      let node = try XCTUnwrap(layout.first(role: "title"))
      guard case .text(let title) = node.content else { return XCTFail("title is not text") }
      XCTAssertEqual(title.lines.map(\.line.text), [Modal.longTitle], environment.id)
      let line = title.lines[0]
      XCTAssertGreaterThan(line.line.width, 270, environment.id)
      XCTAssertEqual(line.box.midX, card.midX, accuracy: 1e-9, environment.id)
      let findings = Finding.findings(in: layout, environment: environment)
      XCTAssertTrue(
        findings.contains { $0.kind == .outsideSurface && $0.part == "title" }, "\(findings)")
      XCTAssertEqual(
        findings.contains { $0.kind == .offScreen && $0.part == "title" },
        line.line.width > environment.width, environment.id)
    }
  }

  /// The proposed fix pins the title 16 pt inside the card: it ends in “…” there.
  func testTheProposedFixKeepsTheTitleInsideTheCard() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "proposed-fix-title" }?.1)
    XCTAssertTrue(modal.design.titleFitsCard)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      guard case .text(let title) = try XCTUnwrap(layout.first(role: "title")).content else {
        return XCTFail("title is not text")
      }
      XCTAssertEqual(title.lines.count, 1)
      XCTAssertTrue(title.lines[0].line.text.hasSuffix("…"))
      XCTAssertLessThanOrEqual(title.lines[0].line.width, 238 + 1e-9)
      XCTAssertEqual(Finding.findings(in: layout, environment: environment), [], environment.id)
    }
  }

  /// Each button label fills its half of the row (`fillEqually`, no margin): a longer label ends
  /// in “…” at 135 pt.
  func testButtonLabelsFillTheirHalvesAndEndInEllipsisThere() throws {
    let modal = Modal.Builder().setTitle("T").setMessage("M")
      .setNegativeButton("Remind me about this again tomorrow")
      .setPositiveButton("OK").build()
    let layout = TestResources.layout(modal, in: .compact)
    let negative = try XCTUnwrap(layout.first(role: "negativeButton"))
    let line = try XCTUnwrap(negative.textLayouts.first?.lines.first)
    XCTAssertEqual(negative.frame.width, 135)
    XCTAssertTrue(line.line.text.hasSuffix("…"), line.line.text)
    XCTAssertLessThanOrEqual(line.line.width, 135 + 1e-9)
    XCTAssertGreaterThan(line.line.width, 135 - 16)
  }

  /// Nothing scrolls: on an iPhone in landscape the very long message makes the card taller
  /// than the screen, still centred, its title and buttons off screen.
  func testAVeryLongMessageMakesTheCardTallerThanTheScreen() throws {
    let modal = try XCTUnwrap(variants().first { $0.0 == "very-long-message" }?.1)
    let layout = TestResources.layout(modal, in: .compactLandscape)
    let card = try frame(layout, "card", "landscape")
    XCTAssertGreaterThan(card.height, 375)
    XCTAssertEqual(card.midY, 187.5, accuracy: 1e-9)
    let parts = Set(
      Finding.findings(in: layout, environment: .compactLandscape).filter { $0.kind == .offScreen }
        .map(\.part))
    XCTAssertEqual(parts, ["title", "message", "negativeButton", "positiveButton"])
    let portrait = TestResources.layout(modal, in: .compact)
    XCTAssertLessThan(try frame(portrait, "card", "portrait").height, 812 - 44 - 34)
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
    XCTAssertTrue(modal.usage.contains(".setPositiveButtonColor(.systemBlue)"))
    XCTAssertTrue(modal.usage.hasSuffix("  .build().show()"))
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
      CommonModal.Builder()
        .setImage(UIImage(named: "hero.png"), width: 120, height: 80)
        .build().show()
      """)
  }
}
