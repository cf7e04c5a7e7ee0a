import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The toast's size and place from the seed, its growth rule and its regular-width bound.
final class ToastTests: XCTestCase {
  private let environments = [Environment.compact, .regular].flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
  }

  private func variant(_ id: VariantID) throws -> Toast {
    let component = ComponentEntry.toast.variants.first { $0.id == id }?.component
    return try XCTUnwrap(component as? Toast, "no variant \(id)")
  }

  /// A screen of `width` × `height` in `sizeClass`, named to mislead: only the class may count.
  private func screen(_ name: String, _ width: Double, _ height: Double, _ sizeClass: SizeClass)
    -> Environment
  {
    Environment(
      name: name, width: width, height: height, horizontalSizeClass: sizeClass,
      verticalSizeClass: .regular)
  }

  private func parts(_ toast: Toast, in environment: Environment) throws
    -> (toast: LayoutNode, message: LayoutNode, lines: [PlacedLine])
  {
    let layout = TestResources.layout(toast, in: environment)
    let bar = try XCTUnwrap(layout.first(role: "toast"), environment.id)
    let message = try XCTUnwrap(layout.first(role: "message"), environment.id)
    return (bar, message, message.textLayouts.first?.lines ?? [])
  }

  func testCompactToastIsScreenWide56HighAtTheBottom() throws {
    for environment in environments where environment.horizontalSizeClass == .compact {
      for id: VariantID in ["short", "korean"] {
        let (toast, message, lines) = try parts(try variant(id), in: environment)
        XCTAssertEqual(toast.frame, Rect(x: 0, y: 756, width: 375, height: 56), "\(id)")
        XCTAssertEqual(lines.count, 1, "\(id)")
        XCTAssertEqual(message.frame.midX, 187.5, accuracy: 1e-9, "\(id)")
        XCTAssertEqual(message.frame.midY, toast.frame.midY, accuracy: 1e-9, "\(id)")
        guard case .shape(let style) = toast.children.first?.content else {
          return XCTFail("toast background is not a shape")
        }
        XCTAssertEqual(style.cornerRadius, 0)
        XCTAssertEqual(style.fill?.token, "toastBackground")
        XCTAssertEqual(message.textLayouts.first?.paint.token, "toastLabel")
      }
    }
  }

  func testRegularToastIs400WideCentredRounded38AboveTheBottom() throws {
    for environment in environments where environment.horizontalSizeClass == .regular {
      let (toast, message, _) = try parts(try variant("short"), in: environment)
      XCTAssertEqual(toast.frame, Rect(x: 210, y: 1180 - 38 - 56, width: 400, height: 56))
      XCTAssertEqual(message.frame.midX, toast.frame.midX, accuracy: 1e-9)
      XCTAssertEqual(message.frame.midY, toast.frame.midY, accuracy: 1e-9)
      guard case .shape(let style) = toast.children.first?.content else {
        return XCTFail("toast background is not a shape")
      }
      XCTAssertEqual(style.cornerRadius, 16)
    }
  }

  func testWrappingMessageGrowsTheToastTo32PlusItsLines() throws {
    for environment in environments {
      let (toast, message, lines) = try parts(try variant("long"), in: environment)
      let context = environment.id
      let width: Double = environment.horizontalSizeClass == .compact ? 375 : 400
      let bottom = environment.height - (environment.horizontalSizeClass == .compact ? 0 : 38)
      XCTAssertGreaterThanOrEqual(lines.count, 3, context)
      XCTAssertEqual(toast.frame.width, width, context)
      XCTAssertEqual(toast.frame.height, Double(lines.count) * 22 + 32, context)
      XCTAssertEqual(toast.frame.maxY, bottom, context)
      XCTAssertEqual(message.frame.y, toast.frame.y + 16, accuracy: 1e-9, context)
      XCTAssertEqual(message.frame.maxY, toast.frame.maxY - 16, accuracy: 1e-9, context)
      for line in lines {
        XCTAssertLessThanOrEqual(line.line.width, width - 32 + 1e-9, context)
        XCTAssertEqual(line.box.midX, environment.width / 2, accuracy: 1e-9, line.line.text)
      }
    }
  }

  func testCustomHeightAndColours() throws {
    for environment in environments {
      let (toast, message, lines) = try parts(try variant("custom"), in: environment)
      XCTAssertEqual(lines.count, 1)
      XCTAssertEqual(toast.frame.height, 72, environment.id)
      XCTAssertEqual(message.frame.midY, toast.frame.midY, accuracy: 1e-9, environment.id)
      guard case .shape(let style) = toast.children.first?.content else {
        return XCTFail("toast background is not a shape")
      }
      XCTAssertEqual(style.fill?.token, "label")
      XCTAssertEqual(message.textLayouts.first?.paint.token, "surface")
    }
  }

  func testAHeightBelowTheMessageStillFitsTheMessage() throws {
    let toast = Toast.Builder().setMessage("Saved").setHeight(30).build()
    let (bar, _, _) = try parts(toast, in: .compact)
    XCTAssertEqual(bar.frame.height, 22 + 32)
  }

  func testWidthFollowsTheSizeClassNotTheScreenName() throws {
    let toast = try variant("short")
    let cases: [(Environment, Double)] = [
      (screen("compact", 1024, 1366, .regular), 400),
      (screen("regular", 507, 1180, .compact), 507),
    ]
    for (environment, width) in cases {
      let (bar, _, _) = try parts(toast, in: environment)
      XCTAssertEqual(bar.frame.width, width, "\(environment)")
      XCTAssertEqual(bar.frame.midX, environment.width / 2, accuracy: 1e-9, "\(environment)")
    }
  }

  func testNoDimLayer() throws {
    XCTAssertNil(TestResources.layout(try variant("short"), in: .compact).first(role: "dim"))
  }

  func testBuilderAndUsage() {
    let toast = Toast.Builder()
      .setMessage("Draft saved")
      .setHeight(72)
      .setBackgroundColor(Palette.label)
      .setMessageColor(Palette.surface)
      .setAction { _ in }
      .build()
    XCTAssertEqual(toast.viewModel, Toast.ViewModel(message: "Draft saved"))
    XCTAssertEqual(toast.design.height, 72)
    XCTAssertEqual(toast.design.duration, 1)
    XCTAssertEqual(toast.actions.tap.name, "tap")
    XCTAssertEqual(
      toast.usage,
      """
      let toast = Toast.Builder()
        .setMessage("Draft saved")
        .setHeight(72)
        .setBackgroundColor(Palette.label)
        .setMessageColor(Palette.surface)
        .setAction { _ in }
        .build()
      """)
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = Toast.Builder()
      .setMessage("Draft saved")
      .setHeight(72)
      .setBackgroundColor(Palette.label)
      .setMessageStyle(Typography.caption)
      .build()
    let configured = try assertConfiguration(
      .toast,
      [
        "message": .text("Draft saved"), "height": .number(72),
        "backgroundColor": .color(Palette.label), "messageStyle": .typeStyle(Typography.caption),
      ], makes: expected)
    XCTAssertEqual(configured as? Toast, expected)
  }
}
