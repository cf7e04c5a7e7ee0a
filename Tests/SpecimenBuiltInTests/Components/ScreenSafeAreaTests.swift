import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Issue 7, acceptance 1 and 2, for the full-screen components (container cell, input field,
/// screen states, retry) at every default environment in both themes, on layout frames: what
/// the seed pins to the safe area stays inside `environment.safeAreaFrame`, what it pins to its
/// superview stays centred on the whole screen, no text lies under the status bar, and text in
/// the home indicator's area, a side inset or off screen appears only where the seed's own code
/// puts it, with an author finding on the page that says so.
final class ScreenSafeAreaTests: XCTestCase {
  /// The full-screen components.
  private let entries: [ComponentEntry] = [.containerCell, .inputField, .screenStates, .retry]

  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  /// One laid-out variant.
  private struct Drawn {
    let entry: ComponentEntry
    let variant: Variant
    let environment: Environment
    let layout: LayoutNode

    var context: String { "\(entry.id) \(variant.id) at \(environment.id)" }
    var findings: [Finding] { Finding.findings(in: layout, environment: environment) }
  }

  /// Every variant of `entries` at every environment.
  private func drawn(_ entries: [ComponentEntry]) -> [Drawn] {
    entries.flatMap { entry in
      entry.variants.flatMap { variant in
        environments.map { environment in
          Drawn(
            entry: entry, variant: variant, environment: environment,
            layout: TestResources.engine.layout(
              variant.component.body(in: environment),
              in: Size(width: environment.width, height: environment.height)))
        }
      }
    }
  }

  private func frame(_ drawn: Drawn, _ role: String) throws -> Rect {
    try XCTUnwrap(drawn.layout.first(role: role), "no '\(role)' in \(drawn.context)").frame
  }

  func testEveryComponentIsDrawnAtEveryDefaultEnvironment() {
    let all = drawn(entries)
    XCTAssertEqual(
      Set(all.map(\.environment.name)),
      ["compact", "compact-landscape", "split-view", "regular", "regular-landscape"])
    XCTAssertEqual(all.count, entries.map(\.variants.count).reduce(0, +) * 10)
  }

  /// Acceptance 2: the seeds' screens put no text under the status bar, in any state.
  func testNoTextLiesUnderTheStatusBar() {
    for drawn in drawn(entries) {
      let under = drawn.findings.filter { $0.kind == .underStatusBar }
      XCTAssertEqual(under, [], drawn.context)
    }
  }

  /// The input field's form is pinned to the safe-area layout guide: the form and every text in
  /// it stay inside the safe area, 16 pt in from its top.
  func testTheInputFieldsFormStaysInsideTheSafeArea() throws {
    for drawn in drawn([.inputField]) {
      let safe = drawn.environment.safeAreaFrame
      let form = try frame(drawn, "form")
      XCTAssertTrue(safe.contains(form), "\(form) not in \(safe): \(drawn.context)")
      XCTAssertEqual(form.y, safe.y + 16, drawn.context)
      for role in ["label", "field", "placeholder", "text", "errorMessage"] {
        for node in drawn.layout.all(role: role) {
          XCTAssertTrue(safe.contains(node.frame), "\(role): \(drawn.context)")
        }
      }
      XCTAssertEqual(drawn.findings, [], drawn.context)
    }
  }

  /// The navigation bar's title keeps inside the safe area (a navigation bar lays it out so), and
  /// the collection view's cells start below the status bar and the bar: UIKit's content inset,
  /// not a safe-area pin, which is why they are not kept clear of the side insets.
  func testTheNavigationTitleIsInsideTheSafeAreaAndCellsStartBelowTheBar() throws {
    for drawn in drawn([.containerCell, .screenStates]) {
      let environment = drawn.environment
      let safe = environment.safeAreaFrame
      let title = try frame(drawn, "navigationTitle")
      XCTAssertTrue(safe.contains(title), "\(title) not in \(safe): \(drawn.context)")
      let bar = try frame(drawn, "navigationBar")
      XCTAssertEqual(bar.y, 0, drawn.context)
      XCTAssertEqual(
        bar.height, environment.safeArea.top.points + NavigationBar.height(in: environment),
        drawn.context)
      for cell in drawn.layout.all(role: "cell") {
        XCTAssertGreaterThanOrEqual(cell.frame.y, bar.maxY + 16, drawn.context)
      }
    }
  }

  /// The retry and loading views are centred on their superview, the whole screen, as the seed
  /// constrains them (`center.equalToSuperview()`): on an iPhone in portrait that is 5 pt above
  /// the safe area's centre (insets 44 and 34), and the drawing keeps the seed's centre.
  func testViewsPinnedToTheirSuperviewIgnoreTheSafeArea() throws {
    let pinned = drawn([.retry, .screenStates]).filter {
      $0.entry.id == ComponentEntry.retry.id || $0.variant.id != "loaded"
    }
    XCTAssertFalse(pinned.isEmpty)
    for drawn in pinned {
      let role = drawn.variant.id == "loading" ? "loading" : "retry"
      let view = try frame(drawn, role)
      XCTAssertEqual(view.midX, drawn.environment.width / 2, accuracy: 1e-9, drawn.context)
      XCTAssertEqual(view.midY, drawn.environment.height / 2, accuracy: 1e-9, drawn.context)
    }
    let portrait = Environment.compact
    XCTAssertEqual(portrait.safeAreaFrame.midY - portrait.height / 2, 5)
  }

  /// What a layout finding may be, per component: the text parts, kinds and variants the seed's
  /// code leaves to UIKit, and words of the author finding that says so on the page.
  private struct Explained {
    let kinds: Set<Finding.Kind>
    let parts: Set<String>
    let variants: Set<VariantID>?
    let says: String
  }

  private var explained: [ComponentID: [Explained]] {
    // Text inside a container cell: a sample card's title, subtitle and image label, a wrapped
    // retry view's title and retry label. Never the navigation title.
    let cellText: Set<String> = ["title", "subtitle", "image", "retryLabel"]
    let cells = [
      Explained(
        kinds: [.inSideInset], parts: cellText, variants: nil, says: "44-pt side safe-area insets"),
      Explained(
        kinds: [.offScreen, .underHomeIndicator], parts: cellText, variants: nil,
        says: "past the screen’s bottom edge and under the home indicator"),
      Explained(
        kinds: [.outsideSurface], parts: ["title", "retryLabel"], variants: ["wrapped-retry"],
        says: "retry view’s labels have no width limit"),
    ]
    return [
      ComponentEntry.containerCell.id: cells,
      ComponentEntry.screenStates.id: cells.map {
        Explained(kinds: $0.kinds, parts: $0.parts, variants: ["loaded"], says: $0.says)
      },
      ComponentEntry.retry.id: [
        // Past the screen, and so past the screen's background, its surface.
        Explained(
          kinds: [.offScreen, .inSideInset, .outsideSurface], parts: ["title"],
          variants: ["long-title"], says: "no width limit")
      ],
    ]
  }

  /// Acceptance 2: text in the home indicator's area, in a side inset or off screen is there
  /// only where the seed's code puts it (cells a scroll view runs under the bars and insets, the
  /// retry title without a width limit), and the component's page says so.
  func testEveryTextFindingIsOneThePageExplains() {
    var used: Set<String> = []
    for drawn in drawn(entries) {
      let reasons = explained[drawn.entry.id] ?? []
      for finding in drawn.findings {
        let reason = reasons.first {
          $0.kinds.contains(finding.kind) && $0.parts.contains(finding.part)
            && ($0.variants?.contains(drawn.variant.id) ?? true)
        }
        guard let reason else {
          XCTFail("unexplained: \(finding.message) (\(drawn.context))")
          continue
        }
        used.insert("\(drawn.entry.id) \(reason.says)")
        XCTAssertTrue(
          drawn.entry.findings.contains { $0.contains(reason.says) },
          "\(drawn.entry.id)'s page does not say “\(reason.says)”")
      }
    }
    // Each explanation is needed: the drawings do show these cases.
    XCTAssertEqual(
      used,
      [
        "container-cell 44-pt side safe-area insets",
        "container-cell past the screen’s bottom edge and under the home indicator",
        "container-cell retry view’s labels have no width limit",
        "screen-states 44-pt side safe-area insets",
        "screen-states past the screen’s bottom edge and under the home indicator",
        "retry no width limit",
      ])
  }

  /// The author findings reach the page, in its Findings section, with the layout's own.
  func testThePagesListTheAuthorsFindings() throws {
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: Registry(entries: [.containerCell, .retry], tokens: .builtIn))
    for entry in [ComponentEntry.containerCell, .retry] {
      let page = try XCTUnwrap(site.files.first { $0.path == "\(entry.id).html" })
      let html = String(decoding: page.contents, as: UTF8.self)
      XCTAssertTrue(html.contains("id=\"findings\""), "\(entry.id)")
      for finding in entry.findings {
        XCTAssertTrue(
          html.contains(finding), "\(entry.id): \(finding)")
      }
    }
  }
}
