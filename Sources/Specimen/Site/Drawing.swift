/// One variant laid out in one environment: the unit the catalog draws and tests inspect.
package struct Drawing: Sendable {
  /// The component.
  package var componentID: ComponentID
  /// The variant.
  package var variantID: VariantID
  /// The variant's title.
  package var variantTitle: String
  /// The component's name.
  package var componentName: String
  /// Where it was laid out.
  package let environment: Environment
  /// The laid-out screen.
  package let layout: LayoutNode
  /// Its accessibility checks, made once when it is laid out: every page, the overview and
  /// `--strict` read them from here.
  package let accessibility: AccessibilityReport
  /// What the layout shows that the design-system team should look at (see ``Finding``), found
  /// once when it is laid out: its page and `components.json` both list them.
  package let findings: [Finding]

  /// `layout`, laid out at `environment`, of a variant of a component; audits it and notes its
  /// findings.
  package init(
    componentID: ComponentID, variantID: VariantID, variantTitle: String, componentName: String,
    environment: Environment, layout: LayoutNode
  ) {
    self.componentID = componentID
    self.variantID = variantID
    self.variantTitle = variantTitle
    self.componentName = componentName
    self.environment = environment
    self.layout = layout
    accessibility = AccessibilityReport(
      layout: layout, screen: AccessibilityReport.screen(environment))
    findings = Finding.findings(in: layout, environment: environment)
  }

  /// The drawing's address inside the site: its variant's sheet and its view there, e.g.
  /// `svg/modal/korean.svg#regular-dark` (see ``DrawingSheet``).
  package var path: String { DrawingSheet.address(sheetPath, view: environment.id) }

  /// The path of the file that holds it with the variant's other drawings, one for every screen
  /// and appearance, e.g. `svg/modal/korean.svg`.
  package var sheetPath: String { Self.sheetPath(componentID, variantID) }

  /// The path of the sheet of `variant` of `component`.
  package static func sheetPath(_ component: ComponentID, _ variant: VariantID) -> String {
    "svg/\(component)/\(variant).svg"
  }

  /// The address of its redline overlay inside the site: its variant's overlay sheet and its
  /// screen's view there, e.g. `redlines/modal/korean.svg#compact` (see
  /// ``Redlines/sheet(_:)``), light and dark sharing it (their layouts measure the same).
  package var overlayPath: String {
    DrawingSheet.address(overlaySheetPath, view: environment.name)
  }

  /// The path of the file that holds its variant's redline overlays, one for every screen, e.g.
  /// `redlines/modal/korean.svg`.
  package var overlaySheetPath: String { "redlines/\(componentID)/\(variantID).svg" }

  /// A document-unique id for the drawing's elements, e.g. `modal_two-buttons_compact-light`:
  /// ids never contain `_`, so no two drawings share one (`modal-x` + `y` and `modal` + `x-y`
  /// would both be `modal-x-y` joined with hyphens).
  package var elementID: String { "\(componentID)_\(variantID)_\(environment.id)" }

  /// The accessible title, e.g. `Modal, Two buttons: iPhone portrait 375 × 812, light`.
  package var title: String {
    "\(componentName), \(variantTitle): \(environment.displayName) "
      + "\(MarkupRenderer.number(environment.width)) × \(MarkupRenderer.number(environment.height)), "
      + "\(environment.theme.displayName)"
  }
}
